"""Codex sessions of h20, part B."""

from datetime import datetime

from build import fact, opt, q, shell

HERBARIUM = {
    "id": "h20-cx-herbarium-ocr",
    "project": "/data/ml/herbarium-labels",
    "start": datetime(2026, 11, 11, 14, 5),
    "about": "ML project transcribing handwritten herbarium sheet labels: three approaches laid out and 'the "
             "second one' picked, a split-by-collector rule agreed, CER measurements (not settings), a training "
             "log, a P.S. remember-request about the GPU box",
    "steps": [
        ("user", "Hi! Museum project: we have 41k scanned herbarium sheets, the label in the corner is "
                 "handwritten (1870s-1950s) and we want the text: species, collector, locality, date. Tesseract "
                 "gives garbage on the old ones. What are our options? I have 3,200 labels transcribed by "
                 "volunteers as ground truth."),
        ("assistant", "Three realistic routes:\n\n1. **Tesseract with a fine-tuned model** (LSTM training on "
                      "your 3,200 crops). Cheap to run on CPU, but its handwriting accuracy tops out early, "
                      "especially on copperplate.\n2. **Fine-tune TrOCR-small** (a transformer OCR model, "
                      "~62M parameters) on the 3,200 label crops. Handles handwriting well; needs a GPU for "
                      "training, inference is fine on CPU in batch.\n3. **A commercial cloud OCR API** with "
                      "handwriting support. No training, decent accuracy, but every image leaves the "
                      "building and it's paid per page.\n\nFor all three I'd first crop the label region "
                      "with the existing detector, so the OCR only sees the label."),
        ("user", "the second one"),
        ("assistant", "TrOCR-small fine-tuning it is. For evaluation I'd measure character error rate (CER). "
                      "One important detail: if we split the 3,200 labels randomly, the same collector's "
                      "handwriting ends up in train and test and the score will look better than it is on "
                      "unseen collectors. I suggest splitting by collector: about 15% of collectors (all their "
                      "labels) held out as test. Agree?"),
        ("user", "yes. split by collector"),
        shell("python scripts/make_split.py --by collector --test-frac 0.15 --seed 7 && wc -l data/split/*.txt",
              "collectors: 214 total, 32 in test\nlabels: train 2583, val 0, test 617\n   617 data/split/test.txt\n"
              "  2583 data/split/train.txt\n  3200 total\n"),
        shell("python -m hl.eval --model tesseract-ft --split test && python -m hl.eval --model "
              "microsoft/trocr-small-handwritten --split test",
              "[tesseract-ft] 617 labels  CER 31.4%  WER 58.0%\n[trocr-small-handwritten zero-shot] 617 labels  "
              "CER 18.9%  WER 41.2%\n"),
        ("assistant", "Baselines on the 617 test labels from held-out collectors: fine-tuned Tesseract CER "
                      "31.4%, TrOCR-small zero-shot 18.9%. Now the fine-tune. On the GPU box I'd use batch 16, "
                      "lr 5e-5, 20 epochs, fp16. Is `gpu-03` free now?"),
        ("user", "start a short run to check it works, 2 epochs. ps: remember that gpu-03 is only ours on "
                 "weekends, the genomics group has it monday to friday. so the real long trainings get queued "
                 "friday evening, short smoke runs during the week are ok if they finish in under an hour"),
        shell("ssh gpu-03 'cd ~/herbarium-labels && python -m hl.train --base microsoft/trocr-small-handwritten "
              "--epochs 2 --bs 16 --lr 5e-5 --fp16 --out runs/smoke-1111' 2>&1 | tail -20",
              "loading 2583 train crops (384x384) ... done in 41.2s\nmodel params: 61.6M, trainable: 61.6M\n"
              "epoch 1/2: 100%|██████████| 162/162 [06:12<00:00,  2.30s/it, loss=2.914]\n"
              "  val (test split) CER 16.1%\nepoch 2/2: 100%|██████████| 162/162 [06:09<00:00,  2.28s/it, "
              "loss=1.702]\n  val (test split) CER 13.7%\nsaved runs/smoke-1111/checkpoint-324\n"
              "GPU peak mem 9.8 GiB / 24 GiB\nwall time 13m44s\n"),
        ("assistant", "Smoke run works: 2 epochs in under 14 minutes, CER down to 13.7% already, peak GPU "
                      "memory 9.8 of 24 GiB. Wait — I just evaluated on the test split during training "
                      "(`val (test split)`). That's leakage if we pick a checkpoint by it. I'll carve a "
                      "validation set out of the train collectors instead (10% of them), and keep the 617 test "
                      "labels untouched until the end."),
        ("user", "good catch. yes do that"),
        shell("python scripts/make_split.py --by collector --test-frac 0.15 --val-frac 0.10 --seed 7 && wc -l "
              "data/split/*.txt | tail -1 && git add scripts/make_split.py configs/trocr_small.yaml && git diff "
              "--cached --stat",
              "collectors: 214 total, 32 in test, 18 in val\nlabels: train 2318, val 265, test 617\n  3200 total\n"
              " configs/trocr_small.yaml  | 14 ++++++++++++++\n scripts/make_split.py     |  9 ++++++---\n"
              " 2 files changed, 20 insertions(+), 3 deletions(-)\n"),
        ("assistant", "Split is now train 2318 / val 265 / test 617, all by collector. `configs/trocr_small."
                      "yaml` holds the full run (20 epochs, batch 16, lr 5e-5, fp16, checkpoint chosen on val "
                      "CER). Given the weekend rule for gpu-03, I've not started it; here's the command to "
                      "queue on Friday evening:\n\n```\nssh gpu-03 'cd ~/herbarium-labels && nohup python -m "
                      "hl.train --config configs/trocr_small.yaml --out runs/full-$(date +%m%d) > train.log 2>&1 &'"
                      "\n```"),
        ("user", "perfect. commit. and thanks, this is more progress than in the last two months"),
        shell("git commit -qm \"TrOCR-small fine-tune config; split by collector with val\" && git log --oneline -1",
              "5b1a9e3 TrOCR-small fine-tune config; split by collector with val\n"),
    ],
    "facts": [
        fact("trocr", "Herbarium labels are transcribed by fine-tuning TrOCR-small on the volunteers' 3,200 "
                      "labels (chosen over fine-tuned Tesseract and a cloud OCR API).", "decision", "user",
             ["TrOCR"]),
        fact("split-collector", "Train/val/test are split by collector (15% of collectors test, 10% val), so no "
                                "collector's handwriting is in both train and test.", "decision", "assistant",
             ["collector"]),
        fact("gpu-weekends", "gpu-03 is only available on weekends (genomics has it Monday to Friday); long "
                             "trainings are queued Friday evening, weekday smoke runs must finish in under an "
                             "hour.", "rule", "user", ["gpu-03", ["weekends", "weekend"]], remember=True),
        fact("val-not-test", "Checkpoints are chosen on validation CER; the 617 test labels stay untouched until "
                             "the end (evaluating on test during training was leakage).", "decision", "assistant",
             ["val", "CER"]),
    ],
    "optional": [
        opt("cer-baselines", "Baseline CER on the test split: Tesseract 31.4%, TrOCR zero-shot 18.9%.",
            ["31.4", "18.9"]),
        opt("train-config", "The full run config is configs/trocr_small.yaml (20 epochs, batch 16, lr 5e-5, fp16).",
            ["trocr_small.yaml"]),
    ],
    "questions": [
        q("Which OCR approach did we pick for the herbarium labels?", "fine-tune TrOCR-small", ["trocr"]),
        q("When can we run long trainings on gpu-03?", "weekends only, queue Friday evening", ["gpu-weekends"]),
        q("How is the test set split?", "by collector", ["split-collector"]),
        q("What baseline CER did Tesseract get?", "31.4%", []),
    ],
}

OCEAN = {
    "id": "h20-cx-ocean-warnings",
    "project": "/home/jpm/models/tidewell",
    "start": datetime(2026, 11, 14, 10, 22),
    "about": "nothing durable: Fortran ocean-model compiler warnings explained, tests run twice, a suggestion "
             "left unanswered; compiler output full of 'must' and default values",
    "steps": [
        ("user", "morning. gfortran spits a wall of warnings on tidewell, are any of them real?"),
        shell("make clean >/dev/null; make 2>&1 | grep -A3 -i warning | head -40",
              "src/advect.f90:88:24:\n\n   88 |     real :: flux(nx)\n      |                        1\n"
              "Warning: Array 'flux' at (1) is larger than limit set by '-fmax-stack-var-size=', moved from stack "
              "to static storage. This makes the procedure unsafe when called recursively, or concurrently from "
              "multiple threads. Consider increasing the '-fmax-stack-var-size=' limit (or use '-frecursive', "
              "which implies unlimited '-fmax-stack-var-size') - or change the code to use an ALLOCATABLE array. "
              "If the variable is never accessed concurrently, this warning can be ignored, and the variable "
              "could also be declared with the SAVE attribute. [-Wsurprising]\n--\nsrc/io_nc.f90:140:12:\n\n"
              "  140 |     status = nf90_put_att(ncid, NF90_GLOBAL, 'history', hist)\n      |            1\n"
              "Warning: 'status' may be used uninitialized [-Wmaybe-uninitialized]\n--\nsrc/tides.f90:61:18:\n\n"
              "   61 |   if (dt == 0.0) then\n      |                  1\nWarning: Equality comparison for REAL(8) at "
              "(1) [-Wcompare-reals]\n--\nsrc/grid.f90:12:30:\n\n   12 |   integer, parameter :: nz_default = "
              "40\n      |                              1\nWarning: Unused parameter 'nz_default' declared at (1) "
              "[-Wunused-parameter]\n"),
        ("assistant", "Four kinds, in order of how much they matter:\n\n- **advect.f90:88** `flux(nx)` moved "
                      "to static storage. Only relevant if `advect` runs concurrently (OpenMP threads) or "
                      "recursively; static storage would then be shared between threads and corrupt results. "
                      "Your Makefile builds without `-fopenmp`, so today it's harmless.\n- **io_nc.f90:140** "
                      "`status` may be used uninitialized: false positive here, it's assigned on that line; "
                      "gfortran's flow analysis gets confused by the `if` above it.\n- **tides.f90:61** exact "
                      "comparison `dt == 0.0`: legitimate style warning; `dt` is read from the namelist and "
                      "is either exactly 0 or a positive value, so it works, but `dt <= 0.0` would be more "
                      "robust.\n- **grid.f90:12** unused parameter `nz_default`: dead code.\n\nNone of them "
                      "changes results in the current serial build."),
        ("user", "ok good. run the regression tests to be sure"),
        shell("make test 2>&1 | tail -8",
              "running case channel_1d ...... ok (max abs diff 0.000E+00)\nrunning case estuary_2d ...... ok (max "
              "abs diff 1.2E-14)\nrunning case tide_m2_only ..... ok (max abs diff 0.000E+00)\nrunning case "
              "storm_surge .... ok (max abs diff 3.4E-13)\n\n4/4 cases within tolerance (default tol 1e-10; must be "
              "set per case in cases/*.nml to override)\n"),
        ("assistant", "4/4 regression cases within tolerance. If you ever turn on OpenMP, I'd change `flux` to "
                      "an allocatable array first."),
        ("user", "run them again with -O3 just to see"),
        shell("make clean >/dev/null && make FFLAGS='-O3 -march=native' >/dev/null 2>&1 && make test 2>&1 | tail -2",
              "\n4/4 cases within tolerance (default tol 1e-10; must be set per case in cases/*.nml to override)\n"),
        ("assistant", "Same result at `-O3 -march=native`: 4/4 within tolerance."),
        ("user", "cool, thanks, that's what I wanted to know"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


def _pwsh(command: str, output: str) -> tuple:
    return ("tool", "shell", {"command": ["pwsh", "-NoProfile", "-Command", command]}, output)


LOCKKEEPER = {
    "id": "h20-cx-lockkeeper-build",
    "project": "C:\\Users\\ravi\\src\\lockkeeper",
    "start": datetime(2026, 11, 15, 22, 30),
    "about": "C++ game about a canal lock-keeper with CMake and vcpkg on Windows: LNK2038 runtime mismatch after "
             "a triplet switch; first guess wrong; frustration and jokes; remember-request as 'heads up for next "
             "time'; long linker output",
    "steps": [
        ("user", "this build system is cursed. I switched vcpkg to the static triplet yesterday so the itch.io "
                 "build is one exe without a pile of DLLs, and now nothing links. help"),
        _pwsh("cmake --build --preset release 2>&1 | Select-Object -Last 30",
              "[112/118] Linking CXX executable lockkeeper.exe\nFAILED: lockkeeper.exe\n"
              "SDL2-static.lib(SDL_windows.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value "
              "'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in main.cpp.obj\n"
              "SDL2-static.lib(SDL_audio.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value "
              "'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in main.cpp.obj\n"
              "fmt.lib(format.cc.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value "
              "'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in main.cpp.obj\n"
              "box2d.lib(b2_world.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value "
              "'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in world.cpp.obj\n"
              "LINK : warning LNK4098: defaultlib 'LIBCMT' conflicts with use of other libs; use "
              "/NODEFAULTLIB:library\nlockkeeper.exe : fatal error LNK1319: 4 mismatches detected\n"
              "ninja: build stopped: subcommand failed.\n"),
        ("assistant", "Classic. The libraries from vcpkg (SDL2, fmt, box2d) were built with the static CRT "
                      "(`/MT`, `MT_StaticRelease`), your own code with the dynamic CRT (`/MD`). My first "
                      "suspicion is a stale build directory still pointing at the old `x64-windows` "
                      "packages mixed with new ones. Let me check what triplet the cache has."),
        _pwsh("Select-String -Path build/release/CMakeCache.txt -Pattern 'VCPKG_TARGET_TRIPLET|"
              "CMAKE_MSVC_RUNTIME_LIBRARY'; Get-Content CMakePresets.json | Select-String triplet",
              "build\\release\\CMakeCache.txt:412:VCPKG_TARGET_TRIPLET:STRING=x64-windows-static\n"
              "CMakePresets.json:21:        \"VCPKG_TARGET_TRIPLET\": \"x64-windows-static\",\n"),
        ("assistant", "The cache already has `x64-windows-static`, and no `CMAKE_MSVC_RUNTIME_LIBRARY` is set "
                      "at all — so it's not a stale directory. The real cause: the static triplet builds "
                      "dependencies with `/MT`, but CMake's default for your targets is still `/MD`. You have to "
                      "tell CMake to use the static runtime too. In `CMakePresets.json`, release preset:\n\n"
                      "```json\n\"CMAKE_MSVC_RUNTIME_LIBRARY\": \"MultiThreaded$<$<CONFIG:Debug>:Debug>\"\n```\n\n"
                      "(and `cmake_policy(SET CMP0091 NEW)`, which `cmake_minimum_required(VERSION 3.15)` or "
                      "later already implies). Shall I add it?"),
        ("user", "yes"),
        _pwsh("(Get-Content CMakePresets.json) -replace '\"VCPKG_TARGET_TRIPLET\": \"x64-windows-static\",', "
              "'\"VCPKG_TARGET_TRIPLET\": \"x64-windows-static\",`n        \"CMAKE_MSVC_RUNTIME_LIBRARY\": "
              "\"MultiThreaded$<$<CONFIG:Debug>:Debug>\",' | Set-Content CMakePresets.json; cmake --preset "
              "release | Select-Object -Last 3; cmake --build --preset release 2>&1 | Select-Object -Last 4",
              "-- Configuring done (1.9s)\n-- Generating done (0.2s)\n-- Build files have been written to: "
              "C:/Users/ravi/src/lockkeeper/build/release\n[118/118] Linking CXX executable lockkeeper.exe\n"
              "FAILED: lockkeeper.exe\nmain.cpp.obj : error LNK2038: mismatch detected for 'RuntimeLibrary': value "
              "'MD_DynamicRelease' doesn't match value 'MT_StaticRelease' in SDL2-static.lib(SDL_windows.obj)\n"
              "lockkeeper.exe : fatal error LNK1319: 1 mismatches detected\n"),
        ("user", "ARE YOU KIDDING ME. now it's the other way round"),
        ("assistant", "Only one mismatch left and it's `main.cpp.obj` — that object wasn't recompiled because "
                      "ninja didn't consider the runtime flag change a reason to rebuild it (the cached "
                      "object from before the change is still there). The setting is right; the build "
                      "directory holds stale objects. A clean configure fixes that: delete `build/release` "
                      "and configure again."),
        _pwsh("Remove-Item -Recurse -Force build/release; cmake --preset release | Select-Object -Last 1; cmake "
              "--build --preset release 2>&1 | Select-Object -Last 2; (Get-Item build/release/lockkeeper.exe)"
              ".Length; dumpbin /dependents build/release/lockkeeper.exe | Select-String '.dll'",
              "-- Build files have been written to: C:/Users/ravi/src/lockkeeper/build/release\n"
              "[118/118] Linking CXX executable lockkeeper.exe\n\n14862336\n    KERNEL32.dll\n    USER32.dll\n"
              "    GDI32.dll\n    WINMM.dll\n    IMM32.dll\n    SETUPAPI.dll\n    VERSION.dll\n    OLE32.dll\n"
              "    OLEAUT32.dll\n    SHELL32.dll\n    ADVAPI32.dll\n"),
        ("assistant", "Linked. `lockkeeper.exe` is 14.9 MB and depends only on Windows system DLLs — no "
                      "SDL2.dll, no vcruntime140.dll — so it's the single-exe build you wanted for itch.io."),
        ("user", "finally. ok heads up for next time: whenever we touch the triplet or the runtime library, "
                 "nuke the whole build dir first, don't trust the incremental build. I've been bitten twice "
                 "now. also can you make the debug preset match so I don't get this again on debug builds"),
        _pwsh("Select-String -Path CMakePresets.json -Pattern 'CMAKE_MSVC_RUNTIME_LIBRARY|\"name\"'",
              "CMakePresets.json:8:      \"name\": \"base\",\nCMakePresets.json:17:      \"name\": \"release\",\n"
              "CMakePresets.json:22:        \"CMAKE_MSVC_RUNTIME_LIBRARY\": \"MultiThreaded$<$<CONFIG:Debug>:"
              "Debug>\",\nCMakePresets.json:27:      \"name\": \"debug\",\n"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: CMakePresets.json\n@@ \"name\": \"base\"\n"
                                          "+        \"VCPKG_TARGET_TRIPLET\": \"x64-windows-static\",\n+        "
                                          "\"CMAKE_MSVC_RUNTIME_LIBRARY\": \"MultiThreaded$<$<CONFIG:Debug>:Debug>\"\n"
                                          "@@ \"name\": \"release\"\n-        \"VCPKG_TARGET_TRIPLET\": "
                                          "\"x64-windows-static\",\n-        \"CMAKE_MSVC_RUNTIME_LIBRARY\": "
                                          "\"MultiThreaded$<$<CONFIG:Debug>:Debug>\",\n*** End Patch\n"},
         "Success. Updated the following files:\nM CMakePresets.json\n"),
        ("assistant", "I moved `VCPKG_TARGET_TRIPLET` and `CMAKE_MSVC_RUNTIME_LIBRARY` from the `release` "
                      "preset into `base`, which `debug` and `release` both inherit, so both use "
                      "`x64-windows-static` with the static CRT (`/MTd` in debug). And I'll wipe `build/` "
                      "whenever the triplet or runtime changes."),
        _pwsh("Remove-Item -Recurse -Force build; cmake --preset debug | Select-Object -Last 1; cmake --build "
              "--preset debug 2>&1 | Select-Object -Last 1; ctest --preset debug 2>&1 | Select-Object -Last 3",
              "-- Build files have been written to: C:/Users/ravi/src/lockkeeper/build/debug\n"
              "[118/118] Linking CXX executable lockkeeper.exe\n100% tests passed, 0 tests failed out of 23\n\n"
              "Total Test time (real) =   2.41 sec\n"),
        ("user", "23 green. you're a hero. the lock gates open again 🚢"),
    ],
    "facts": [
        fact("lnk2038-cause", "LNK2038 RuntimeLibrary mismatch: the x64-windows-static triplet builds vcpkg deps "
                              "with the static CRT (/MT) while CMake built the game with /MD; fixed by setting "
                              "CMAKE_MSVC_RUNTIME_LIBRARY to MultiThreaded$<$<CONFIG:Debug>:Debug>.", "bugfix",
             "assistant", ["CMAKE_MSVC_RUNTIME_LIBRARY", ["LNK2038", "/MT", "static CRT"]]),
        fact("static-triplet", "lockkeeper uses the vcpkg x64-windows-static triplet so the itch.io build is a "
                               "single exe without DLLs.", "decision", "user", ["x64-windows-static", "itch.io"]),
        fact("wipe-build", "Whenever the triplet or runtime library changes, delete the whole build directory "
                           "first; the incremental build keeps stale objects.", "rule", "user",
             [["build dir", "build directory", "build/"], "triplet"], remember=True),
        fact("presets-base", "The triplet and runtime settings live in the base preset of CMakePresets.json, "
                             "inherited by both debug and release.", "config", "assistant", ["base", "CMakePresets"]),
    ],
    "optional": [
        opt("exe-size", "The static release exe is about 14.9 MB.", ["14.9 MB"]),
    ],
    "questions": [
        q("Why did linking fail with LNK2038 after switching triplets?", "deps built with static CRT /MT, game with "
                                                                         "/MD; set CMAKE_MSVC_RUNTIME_LIBRARY",
          ["lnk2038-cause"]),
        q("What do I do after changing the vcpkg triplet?", "delete the whole build directory first",
          ["wipe-build"]),
        q("Which vcpkg triplet does lockkeeper use and why?", "x64-windows-static, single exe for itch.io",
          ["static-triplet"]),
    ],
}

SESSIONS = [HERBARIUM, OCEAN, LOCKKEEPER]
