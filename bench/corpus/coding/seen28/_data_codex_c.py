"""h28 Codex sessions, part c: presets and state versioning for the Sundial plug-in (JUCE), questions about WGSL
compute shaders for loomwork, and undo and export in tessera, the level editor for lumen-drift (Python, PySide6)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

SUNDIAL = "/Users/marta/audio/sundial-verb"
LOOMWORK = "/home/sol/art/loomwork"
TESSERA = "/home/aoife/tools/tessera"

SESSIONS = [
    {
        "id": "h28-cx-sundial-presets",
        "project": SUNDIAL,
        "start": datetime(2026, 11, 17, 18, 0),
        "about": "Sundial 1.4 presets and state: APVTS XML via copyXmlToBinary kept (JSON, custom binary rejected); "
                 "user presets as .sundialpreset files, factory presets via BinaryData; decay range 0.1 to 30 s; "
                 "'this one matters —' rule for parameter range and ID changes (kStateVersion, StateUpgrader); "
                 "assistant's long closing summary that repeats the decisions",
        "steps": [
            ("user", "Sundial 1.4: presets. factory presets plus user presets with save and load in the UI. and I'm "
                     "widening the decay range, so sessions saved with 1.3 have to load correctly in 1.4"),
            shell("rg -n 'getStateInformation|setStateInformation|copyXmlToBinary|getXmlFromBinary' Source/ && rg -n "
                  "'\"decay\"' Source/Parameters.cpp",
                  "Source/PluginProcessor.cpp:140:void SundialAudioProcessor::getStateInformation "
                  "(juce::MemoryBlock& destData)\n"
                  "Source/PluginProcessor.cpp:143:    copyXmlToBinary (*state.createXml(), destData);\n"
                  "Source/PluginProcessor.cpp:146:void SundialAudioProcessor::setStateInformation (const void* data, "
                  "int sizeInBytes)\n"
                  "Source/PluginProcessor.cpp:148:    if (auto xml = getXmlFromBinary (data, sizeInBytes))\n"
                  "Source/Parameters.cpp:22:        juce::ParameterID { \"decay\", 1 }, \"Decay\", "
                  "juce::NormalisableRange<float> (0.1f, 20.0f, 0.0f, 0.4f), 2.5f,\n"),
            ("assistant", "The state is the APVTS tree as XML, wrapped with copyXmlToBinary; there's no version "
                          "attribute yet. For 1.4:\n"
                          "a) keep the APVTS XML and add a version attribute; presets are the same XML in a file;\n"
                          "b) switch state and presets to JSON;\n"
                          "c) a custom binary format.\n"
                          "I'd do a: every host session out there already holds this XML."),
            ("user", "a. hosts have years of sessions with that xml, there's no reason to touch it. presets are the "
                     "same xml in a file"),
            ("assistant", "Where should user presets go? I'd suggest ~/Music/Sundial/Presets on macOS and "
                          "Documents\\Sundial\\Presets on Windows, extension .sundialpreset. And factory presets: "
                          "compiled into the binary with BinaryData, or installed as files next to the user ones?"),
            ("user", "both paths ok, extension .sundialpreset. factory presets compiled in via BinaryData, read-only, "
                     "users can't overwrite them. 24 of them for 1.4"),
            shell("apply_patch < /tmp/preset-manager.patch && cmake --build build -j8 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nA Source/Presets/PresetManager.cpp\n"
                  "A Source/Presets/PresetManager.h\nM Source/PluginEditor.cpp\nM CMakeLists.txt\n"
                  "[100%] Built target Sundial_VST3\n"),
            ("user", "now the decay: 0.1 to 30 s instead of 0.1 to 20, with a skew so the middle of the knob is "
                     "around 3 s. and this one matters — whenever a parameter's range or its ID changes, "
                     "kStateVersion goes up and StateUpgrader gets a step that maps the old values to the new range, "
                     "with a test that loads a session saved by the previous version. and never reuse the ID of a "
                     "removed parameter"),
            shell("apply_patch < /tmp/decay-range-v2.patch && cmake --build build -j8 >/dev/null && ctest "
                  "--test-dir build --output-on-failure 2>&1 | tail -n 4",
                  "Success. Updated the following files:\nM Source/Parameters.cpp\nA Source/State/StateUpgrader.cpp\n"
                  "A Source/State/StateUpgrader.h\nA tests/states/sundial-1.3-session.xml\n"
                  "A tests/StateUpgraderTests.cpp\n"
                  "8/9 Test #8: state_upgrade_1_to_2 ..............   Passed    0.04 sec\n"
                  "9/9 Test #9: silence_tail .....................   Passed    2.29 sec\n"
                  "100% tests passed, 0 tests failed out of 9\n"),
            ("assistant", "kStateVersion is 2 now. StateUpgrader's step 1 to 2 reads a 1.3 session (no version "
                          "attribute counts as 1) and keeps the decay in seconds, since the APVTS XML stores real "
                          "values, not normalised ones. A 12 s decay from 1.3 stays 12 s. One thing I can't fix in "
                          "the state: host automation lanes store normalised values, so an automated decay from a 1.3 "
                          "session will map to different seconds in 1.4."),
            ("user", "automation lanes, I'll put that in the release notes, can't do anything about it"),
            shell("pluginval --strictness-level 8 --skip-gui-tests --validate build/Sundial_artefacts/Release/VST3/"
                  "Sundial.vst3 2>&1 | tail -n 2",
                  "Finished validating: build/Sundial_artefacts/Release/VST3/Sundial.vst3\n"
                  "ALL TESTS PASSED\n"),
            ("assistant", "Summary of what's in place for Sundial 1.4:\n\n"
                          "- **State format**: unchanged APVTS XML through copyXmlToBinary, now with a version "
                          "attribute; JSON and a custom binary format were rejected because hosts already hold years "
                          "of sessions with this XML.\n"
                          "- **User presets**: the same XML in .sundialpreset files under ~/Music/Sundial/Presets "
                          "(macOS) and Documents\\Sundial\\Presets (Windows).\n"
                          "- **Factory presets**: 24, compiled in via BinaryData, read-only.\n"
                          "- **Decay**: 0.1 to 30 s, skewed so the middle of the knob is about 3 s.\n"
                          "- **Versioning rule**: a changed range or ID means kStateVersion goes up, StateUpgrader "
                          "gets a step with a test that loads a session from the previous version; removed "
                          "parameter IDs are never reused. kStateVersion is 2, with tests/states/"
                          "sundial-1.3-session.xml as the first fixture.\n"
                          "- **Automation lanes** from 1.3 map differently: release notes.\n"
                          "- pluginval at strictness 8 passes."),
        ],
        "facts": [
            fact("state-format", "Sundial's state stays the APVTS XML via copyXmlToBinary (now with a version "
                                 "attribute); presets are the same XML in a file; JSON and a custom binary format "
                                 "rejected.",
                 "decision", "user", ["XML", ["copyXmlToBinary", "APVTS"]]),
            fact("preset-location", "User presets are .sundialpreset files in ~/Music/Sundial/Presets (macOS) and "
                                    "Documents\\Sundial\\Presets (Windows).",
                 "config", "user", [".sundialpreset", ["Music/Sundial/Presets", "Sundial\\Presets"]]),
            fact("factory-presets", "Sundial's 24 factory presets are compiled in via BinaryData and read-only.",
                 "decision", "user", ["BinaryData", ["read-only", "factory"]]),
            fact("decay-range", "Sundial 1.4's decay range is 0.1 to 30 s (was 0.1 to 20), skewed so the middle of "
                                "the knob is around 3 s.",
                 "config", "user", ["decay", "30 s"]),
            fact("upgrade-rule", "Whenever a Sundial parameter's range or ID changes, kStateVersion goes up and "
                                 "StateUpgrader gets a step mapping old values, with a test loading a session from "
                                 "the previous version; never reuse the ID of a removed parameter.",
                 "rule", "user", ["kStateVersion", "StateUpgrader"], remember=True),
        ],
        "optional": [
            opt("automation", "Automation lanes from 1.3 map to different decay values in 1.4; noted in the release "
                              "notes.",
                ["automation"]),
            opt("pluginval", "Sundial passes pluginval at strictness level 8.", ["pluginval"]),
        ],
        "questions": [
            q("How does Sundial store its plugin state?", "APVTS XML via copyXmlToBinary, presets are the same xml",
              ["state-format"]),
            q("What has to happen when a Sundial parameter's range or ID changes?",
              "kStateVersion goes up and StateUpgrader gets a step, with a test loading a session from the previous "
              "version", ["upgrade-rule"]),
            q("What is the decay range in Sundial 1.4?", "0.1 to 30 s", ["decay-range"]),
            q("Where are Sundial user presets stored on macOS?", "~/Music/Sundial/Presets, as .sundialpreset files",
              ["preset-location"]),
        ],
    },
    {
        "id": "h28-cx-loomwork-wgsl-questions",
        "project": LOOMWORK,
        "start": datetime(2026, 11, 21, 21, 15),
        "about": "only questions about WGSL compute shaders (workgroup size 8x8 vs 16x16, why textureSample is "
                 "rejected in compute, read_write storage texture formats, blue noise vs white noise dithering); "
                 "nothing is decided or changed",
        "steps": [
            ("user", "a few wgsl questions, nothing to change today. why does every example use "
                     "@workgroup_size(8, 8)? would 16x16 be faster for the stroke shader?"),
            ("assistant", "8x8 = 64 invocations is a safe default: it's a multiple of the SIMD width on every GPU "
                          "(32 on NVIDIA, 32 or 64 on AMD, 8 to 32 on Apple and Intel), and it fits the WebGPU limit "
                          "of 256 invocations per workgroup with room to spare. 16x16 = 256 hits that limit exactly; "
                          "it's allowed, but each workgroup needs more registers and shared memory at once, so fewer "
                          "of them fit on a core. It only wins if the threads share data through var<workgroup> "
                          "memory, like a blur that loads a tile once. The stroke shader doesn't, so I'd expect no "
                          "gain; measure with timestamp queries if you want to be sure."),
            ("user", "I tried textureSample in a compute shader last week and naga refused it. why?"),
            shell("naga /tmp/sample_test.wgsl 2>&1 | head -n 6",
                  "error: Entry point main at Compute is invalid\n"
                  "  ┌─ /tmp/sample_test.wgsl:9:13\n"
                  "  │\n"
                  "9 │     let c = textureSample(src, samp, uv);\n"
                  "  │             ^^^^^^^^^^^^^ naga::Expression [4]\n"
                  "  = Sampling with implicit derivatives is only supported in fragment shaders\n"),
            ("assistant", "textureSample picks the mip level from implicit derivatives: how fast the UV changes "
                          "between neighbouring pixels. Fragment shaders run in 2x2 quads, so the GPU can compare "
                          "neighbours; compute invocations have no such neighbours, so there's nothing to derive "
                          "from. In compute you use textureSampleLevel(src, samp, uv, 0.0) with an explicit level, "
                          "or textureLoad with integer coordinates if you don't need filtering."),
            ("user", "and storage textures: why can't I use an rgba8unorm texture as read_write?"),
            ("assistant", "In core WebGPU only r32float, r32sint and r32uint may be read_write storage textures; every "
                          "other format is write-only (or read-only) in a given binding. The reason is portability: "
                          "some GPUs can't do a typed read and write of packed formats in the same shader. wgpu "
                          "lifts it on native backends with the TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES feature, "
                          "but then the shader stops being portable. The usual pattern is ping-pong: read from one "
                          "texture as a sampled or read-only texture, write to another as write-only, and swap them "
                          "each pass."),
            ("user", "last one: how does blue noise dithering actually differ from adding plain random noise before "
                     "rounding?"),
            ("assistant", "Both add a small offset before quantising, so that on average a value between two steps "
                          "rounds up as often as it should. The difference is the spectrum of that offset:\n\n"
                          "- **white noise** has equal energy at all frequencies, including low ones, so you see "
                          "clumps and blotches of grain;\n"
                          "- **blue noise** has almost no low-frequency energy: neighbouring pixels get very different "
                          "offsets, the error spreads evenly, and the eye (which is most sensitive to low "
                          "frequencies) reads it as a fine, even texture.\n\n"
                          "In practice you precompute a tiling blue-noise texture (void-and-cluster, 64x64 is "
                          "common), because generating it per frame is expensive, and offset it per channel so the "
                          "colour channels don't dither in lockstep."),
            ("user", "got it, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h28-cx-tessera-undo-export",
        "project": TESSERA,
        "start": datetime(2026, 11, 26, 11, 0),
        "about": "tessera, the PySide6 level editor for lumen-drift: pasted TODO file with a remember line for the "
                 "agent (never write into the lumen-drift repo, export to exports/) and a 'someday' co-editing item; "
                 "undo/redo via QUndoStack with a 200 step limit (whole-level snapshots rejected); JSON export "
                 "pretty-printed with sorted keys and format_version; grid snap 16 px with alt and shift",
        "steps": [
            ("user", "tessera today (the level editor for lumen-drift). here's the TODO file as it stands:\n\n"
                     "```\n"
                     "# TODO.md\n"
                     "- [x] tile palette from the tileset png\n"
                     "- [ ] undo/redo for entity moves and tile painting\n"
                     "- [ ] export levels as JSON for the godot importer\n"
                     "- [ ] snap entities to the 16 px grid, hold alt for free placement\n"
                     "- [ ] for the agent, remember: tessera never writes into the lumen-drift repo. export goes to "
                     "exports/ and the game's import script copies it over\n"
                     "- [ ] live co-editing with two people?? (someday, lol)\n"
                     "- [ ] dark theme\n"
                     "```\n\n"
                     "let's do undo/redo and the export"),
            shell("python -c 'import PySide6; print(PySide6.__version__)' && rg -n 'self\\.level\\.(entities|tiles)"
                  "(\\[|\\.append|\\.remove| =)' tessera/ | wc -l",
                  "6.8.0\n31\n"),
            ("assistant", "31 places mutate the level directly. Two ways to get undo:\n"
                          "a) Qt's **QUndoStack** with a QUndoCommand subclass per user action (MoveEntities, "
                          "PaintTiles, AddEntity, DeleteEntities). Consecutive drag steps merge through "
                          "mergeWith()/id(), so one drag is one undo step, and a paint stroke is one command;\n"
                          "b) a **snapshot** of the whole level before every action: trivial to write, but a 256x128 "
                          "level with entities is about 400 KB, times the undo depth.\n"
                          "I'd take a, and route all 31 mutations through commands."),
            ("user", "QUndoStack. limit it to 200 steps"),
            shell("apply_patch < /tmp/undo.patch && python -m pytest -q tests/test_undo.py 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nA tessera/commands.py\nM tessera/canvas.py\n"
                  "M tessera/main_window.py\nM tessera/level.py\nA tests/test_undo.py\n"
                  "7 passed in 0.84s\n"),
            ("assistant", "Undo and redo work for moves, paint strokes, adds and deletes, with "
                          "`undo_stack.setUndoLimit(200)`. For the export: should the JSON be minified or "
                          "pretty-printed?"),
            ("user", "pretty, indent 2, sort_keys=True, so level diffs in git are readable. and put a "
                     "format_version: 1 at the top, the godot importer refuses anything it doesn't know"),
            shell("apply_patch < /tmp/export.patch && python -m tessera.export levels/w2_07.tess && head -n 8 "
                  "exports/w2/w2_07.json",
                  "Success. Updated the following files:\nA tessera/export.py\nM tessera/main_window.py\n"
                  "exported exports/w2/w2_07.json (48.2 KiB)\n"
                  "{\n"
                  "  \"entities\": [\n"
                  "    {\n"
                  "      \"kind\": \"lumen\",\n"
                  "      \"x\": -56,\n"
                  "      \"y\": 112\n"
                  "    },\n"
                  "    {\n"),
            ("assistant", "Exported to exports/w2/w2_07.json. As your TODO note says, tessera doesn't write into the "
                          "lumen-drift repo; the game's import script copies from exports/. With sort_keys, "
                          "format_version lands after entities alphabetically rather than at the very top; the "
                          "importer reads it as a key either way."),
            ("user", "fine, as long as it's there. now the snap: 16 px like in the todo, alt for free placement, and "
                     "shift snaps to half tiles, 8 px"),
            shell("apply_patch < /tmp/snap.patch && python -m pytest -q 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nM tessera/canvas.py\nA tests/test_snap.py\n"
                  "19 passed in 1.92s\n"),
            ("assistant", "Snapping is in: 16 px by default, alt for free placement, shift for 8 px half tiles. "
                          "Undo, export and snap are ticked off in TODO.md."),
        ],
        "facts": [
            fact("no-write", "tessera never writes into the lumen-drift repo: export goes to exports/ and the game's "
                             "import script copies it over.",
                 "rule", "user", ["exports/", ["lumen-drift repo", "import script"]], remember=True),
            fact("undo", "tessera's undo/redo uses QUndoStack with a QUndoCommand per user action (drags merged), "
                         "limited to 200 steps; whole-level snapshots rejected.",
                 "decision", "user", ["QUndoStack", "200"]),
            fact("export-format", "tessera exports level JSON pretty-printed with indent 2 and sort_keys=True so "
                                  "diffs are readable, with a format_version (1) the Godot importer checks.",
                 "convention", "user", ["sort_keys", "format_version"]),
            fact("snap", "tessera snaps entities to the 16 px grid; alt gives free placement, shift snaps to 8 px "
                         "half tiles.",
                 "config", "user", ["16 px", ["alt", "shift"]]),
        ],
        "optional": [
            opt("pyside", "tessera is built on PySide6 6.8.", ["PySide6"]),
        ],
        "questions": [
            q("Where does tessera write exported levels?",
              "to exports/, never into the lumen-drift repo; the game's import script copies them", ["no-write"]),
            q("How is tessera's exported JSON formatted?", "pretty, indent 2, sort_keys=True, with format_version",
              ["export-format"]),
            q("How does undo work in tessera?", "QUndoStack with a QUndoCommand per user action, limited to 200 steps",
              ["undo"]),
        ],
    },
]
