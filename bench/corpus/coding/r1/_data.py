"""Sessions of the r1 split: short sessions about requests to remember and standing rules."""

from __future__ import annotations

from datetime import datetime


def F(fid, text, terms, kind="rule", remember=True, speaker="user"):
    return {"id": fid, "text": text, "type": kind, "speaker": speaker, "key_terms": terms, "remember": remember}


def Q(q, answer, facts=()):
    return {"q": q, "answer": answer, "facts": list(facts)}


SESSIONS = [
    # 1 ---------------------------------------------------------------- embedded C, "remember that" at start
    {
        "id": "r1-cc-flash-baud",
        "project": "/home/ines/fw/soilprobe",
        "start": datetime(2026, 10, 5, 8, 12),
        "about": "remember-request at the start (flash tool + baud); a one-off rebuild; 'do you remember' near-miss",
        "steps": [
            ("user", "remember that we flash the soilprobe boards with probe-rs, not openocd, and the debug "
                     "UART runs at 460800 baud. ok now: the build is failing after I pulled, can you look"),
            ("tool", "Bash", {"command": "make -C firmware 2>&1 | tail -5"},
             "src/adc.c:88:5: error: implicit declaration of function 'adc_calibrate_v2'\n"
             "make: *** [Makefile:41: build/adc.o] Error 1"),
            ("assistant", "Got it — probe-rs for flashing and 460800 on the debug UART. The build break is "
                          "just a rename upstream: `adc_calibrate_v2` became `adc_calibrate`. I'll fix the call."),
            ("tool", "Edit", {"file_path": "firmware/src/adc.c", "old_string": "adc_calibrate_v2(",
                              "new_string": "adc_calibrate("}, "ok"),
            ("user", "thx. do you remember how we got the ADC noise down last month? no? fine, not important"),
            ("assistant", "I don't have that from earlier sessions. The build passes now."),
        ],
        "facts": [
            F("flash-tool", "Soilprobe boards are flashed with probe-rs, not openocd.", ["probe-rs"]),
            F("uart-baud", "The debug UART runs at 460800 baud.", ["460800"], kind="config"),
        ],
        "optional": [],
        "questions": [
            Q("What do we flash the boards with?", "probe-rs", ["flash-tool"]),
            Q("What baud rate is the debug UART?", "460800", ["uart-baud"]),
        ],
    },
    # 2 ---------------------------------------------------------------- Codex, data/dbt, "pls remember" lower-case typos
    {
        "id": "r1-cx-dbt-target",
        "project": "/srv/analytics/warehouse-dbt",
        "start": datetime(2026, 10, 6, 14, 3),
        "about": "lower-case typo'd remember-request mid-message; near-miss 'I can't remember the flag'",
        "steps": [
            ("user", "hey can u run the staging models. i cant remember the flag for selecting a folder, "
                     "something like --select? also pls remember we never run dbt agaisnt the prod target "
                     "from a laptop only from the ci runner"),
            ("tool", "shell", {"command": ["bash", "-lc", "dbt run --select models/staging --target dev"]},
             "Running with dbt=1.8.4\nFound 42 models, 97 tests\n"
             "Completed successfully\nDone. PASS=11 WARN=0 ERROR=0 SKIP=0 TOTAL=11"),
            ("assistant", "Yes, it's `--select models/staging`. All 11 staging models passed against dev. And "
                          "noted: the prod target is only for the CI runner, never from a laptop."),
        ],
        "facts": [
            F("no-prod-laptop", "dbt is never run against the prod target from a laptop, only from the CI runner.",
              ["prod", ["ci runner", "CI"]]),
        ],
        "optional": [{"id": "dbt-version", "text": "dbt is 1.8.4.", "key_terms": ["1.8.4"]}],
        "questions": [Q("Where may dbt run against prod?", "only from the CI runner", ["no-prod-laptop"])],
    },
    # 3 ---------------------------------------------------------------- CC, '#' memory shortcut (pnpm)
    {
        "id": "r1-cc-hash-pnpm",
        "project": "/home/ines/web/tidewatch",
        "start": datetime(2026, 10, 7, 10, 40),
        "about": "Claude Code '#' memory shortcut; a one-off install after it",
        "steps": [
            ("user", "# use pnpm in tidewatch, npm leaves a package-lock.json that breaks the Vercel build"),
            ("assistant", "Saved to memory: use pnpm (not npm) in tidewatch."),
            ("user", "cool, add date-fns"),
            ("tool", "Bash", {"command": "pnpm add date-fns"},
             "Packages: +1\n+\ndependencies:\n+ date-fns 4.1.0\nDone in 1.9s"),
            ("assistant", "Added date-fns 4.1.0 with pnpm."),
        ],
        "facts": [
            F("pnpm", "Use pnpm in tidewatch, not npm: npm's package-lock.json breaks the Vercel build.",
              ["pnpm"], kind="preference"),
        ],
        "optional": [{"id": "date-fns", "text": "date-fns 4.1.0 was added.", "key_terms": ["date-fns"]}],
        "questions": [Q("Which package manager does tidewatch use?", "pnpm", ["pnpm"])],
    },
    # 4 ---------------------------------------------------------------- Codex, near-miss only (Rust CLI)
    {
        "id": "r1-cx-cli-nearmiss",
        "project": "/home/ravi/src/logslice",
        "start": datetime(2026, 10, 8, 16, 20),
        "about": "near-misses only: 'don't forget to run the tests' meaning now, 'from now on' describing code, "
                 "'note that this output is truncated', 'always happy to help'",
        "steps": [
            ("user", "make the line iterator skip empty lines, and don't forget to run the tests after"),
            ("tool", "apply_patch", {"input": "*** Update File: src/iter.rs\n-        yield line\n"
                                              "+        if !line.is_empty() { yield line }"}, "Done!"),
            ("tool", "shell", {"command": ["cargo", "test", "-q"]},
             "running 38 tests\n......................................\n"
             "test result: ok. 38 passed; 0 failed\n[output truncated]"),
            ("assistant", "Done. From now on the iterator drops empty lines before they reach the parser, so "
                          "the loop does a bit less work. Note that this output is truncated, but the summary "
                          "line says all 38 passed."),
            ("user", "great thanks"),
            ("assistant", "Always happy to help!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    # 5 ---------------------------------------------------------------- CC, Android, "never" after a mistake + "keep in mind"
    {
        "id": "r1-cc-android-never",
        "project": "/home/maja/apps/plantdiary-android",
        "start": datetime(2026, 10, 9, 9, 5),
        "about": "standing 'never' said after the assistant bumped a version; 'keep in mind' a person's role",
        "steps": [
            ("user", "fix the crash in the watering reminder, stack says NPE in ReminderWorker"),
            ("tool", "Read", {"file_path": "app/src/main/java/app/plantdiary/ReminderWorker.kt"},
             "class ReminderWorker(...) : CoroutineWorker(...) {\n  override suspend fun doWork(): Result {\n"
             "    val plant = repo.find(inputData.getString(\"id\")!!)\n    ..."),
            ("assistant", "The `!!` on the input id throws when the reminder is re-scheduled without an id. I "
                          "made it return Result.failure() in that case, and I also bumped compileSdk to 35 "
                          "while I was there."),
            ("user", "ugh. never touch compileSdk or the AGP version in this project without asking me, the "
                     "Play pipeline is pinned. revert that part. and keep in mind that Tomasz Wrobel owns "
                     "the release signing keys, anything about signing goes to him"),
            ("tool", "Bash", {"command": "git checkout -- app/build.gradle.kts && git diff --stat"},
             " app/src/main/java/app/plantdiary/ReminderWorker.kt | 4 +++-\n 1 file changed"),
            ("assistant", "Reverted the compileSdk change; only the worker fix remains. Understood about "
                          "compileSdk/AGP and that Tomasz Wrobel handles signing."),
        ],
        "facts": [
            F("no-sdk-bump", "Never change compileSdk or the AGP version without asking: the Play pipeline is pinned.",
              ["compileSdk"]),
            F("signing-owner", "Tomasz Wrobel owns the release signing keys; signing questions go to him.",
              ["Tomasz Wrobel", "signing"], kind="fact"),
        ],
        "optional": [{"id": "npe-fix", "text": "ReminderWorker crashed on a missing id; it now returns failure.",
                      "key_terms": ["ReminderWorker"]}],
        "questions": [
            Q("Can I bump compileSdk?", "not without asking, Play pipeline is pinned", ["no-sdk-bump"]),
            Q("Who owns the release signing keys?", "Tomasz Wrobel", ["signing-owner"]),
        ],
    },
    # 6 ---------------------------------------------------------------- Codex, Terraform, AGENTS.md
    {
        "id": "r1-cx-tf-agentsmd",
        "project": "/home/ops/infra-live",
        "start": datetime(2026, 10, 12, 11, 30),
        "about": "asks to put a rule in AGENTS.md; assistant writes it; one-off plan run",
        "steps": [
            ("user", "put in AGENTS.md that terraform apply only happens through Atlantis, nobody applies "
                     "from a shell, and that the state bucket is tfstate-halyard-eu"),
            ("tool", "apply_patch", {"input": "*** Update File: AGENTS.md\n+## Terraform\n"
                                              "+- `terraform apply` only through Atlantis, never from a shell.\n"
                                              "+- State bucket: `tfstate-halyard-eu`."}, "Done!"),
            ("assistant", "Added a Terraform section to AGENTS.md with both points."),
            ("user", "ok now just plan the dns module for me"),
            ("tool", "shell", {"command": ["bash", "-lc", "cd modules/dns && terraform plan -no-color | tail -3"]},
             "Plan: 0 to add, 2 to change, 0 to destroy."),
            ("assistant", "Plan for dns: 2 changes, nothing added or destroyed."),
        ],
        "facts": [
            F("atlantis-only", "terraform apply only happens through Atlantis, never from a shell.", ["Atlantis"]),
            F("state-bucket", "The Terraform state bucket is tfstate-halyard-eu.", ["tfstate-halyard-eu"],
              kind="config"),
        ],
        "optional": [],
        "questions": [
            Q("How is terraform applied?", "only through Atlantis", ["atlantis-only"]),
            Q("What is the state bucket?", "tfstate-halyard-eu", ["state-bucket"]),
        ],
    },
    # 7 ---------------------------------------------------------------- CC, Godot, numbered list item 3
    {
        "id": "r1-cc-godot-list",
        "project": "/home/lu/games/moss-runner",
        "start": datetime(2026, 10, 13, 20, 15),
        "about": "rule hidden as item 3 of a numbered list of one-off tasks",
        "steps": [
            ("user", "few things:\n1. rename PlayerJump.gd to player_jump.gd\n2. bump the jump height a "
                     "little, 10% maybe\n3. always export the web build with the Compatibility renderer, "
                     "Forward+ doesn't run on the itch page\n4. tell me if the coyote time is still 0.1"),
            ("tool", "Bash", {"command": "git mv scripts/PlayerJump.gd scripts/player_jump.gd && grep -n "
                                         "'coyote\\|jump_height' scripts/player_jump.gd"},
             "12:const JUMP_HEIGHT := 96.0\n14:const COYOTE_TIME := 0.1"),
            ("tool", "Edit", {"file_path": "scripts/player_jump.gd", "old_string": "96.0", "new_string": "105.6"},
             "ok"),
            ("assistant", "1. Renamed to player_jump.gd.\n2. Jump height 96 → 105.6.\n3. Noted — web exports "
                          "use the Compatibility renderer.\n4. Coyote time is still 0.1."),
        ],
        "facts": [
            F("web-renderer", "Web builds are always exported with the Compatibility renderer; Forward+ fails on itch.",
              ["Compatibility"]),
        ],
        "optional": [{"id": "coyote", "text": "Coyote time is 0.1.", "key_terms": ["0.1"]}],
        "questions": [Q("Which renderer for web exports?", "Compatibility", ["web-renderer"])],
    },
    # 8 ---------------------------------------------------------------- Codex, ML, "from now on" + "note for the future"
    {
        "id": "r1-cx-ml-seed",
        "project": "/home/kai/research/leafseg",
        "start": datetime(2026, 10, 14, 13, 0),
        "about": "two rules: 'from now on' seed, 'note for the future' GPU; a one-off 'always use --force' near-miss",
        "steps": [
            ("user", "the run dir is full of junk, clear it. for this one just use --force on the cleanup "
                     "script, always --force right now, it keeps prompting"),
            ("tool", "shell", {"command": ["python", "tools/clean_runs.py", "--force"]}, "removed 37 run folders"),
            ("assistant", "Removed 37 old run folders."),
            ("user", "from now on every training run gets --seed 1337 so the ablations are comparable. "
                     "note for the future: GPU 3 on the box has a bad fan, pin jobs to CUDA_VISIBLE_DEVICES=0,1,2"),
            ("assistant", "Understood: --seed 1337 on every training run, and jobs pinned to "
                          "CUDA_VISIBLE_DEVICES=0,1,2 to keep GPU 3 out."),
        ],
        "facts": [
            F("seed", "Every training run uses --seed 1337 so ablations are comparable.", ["1337"]),
            F("gpus", "GPU 3 has a bad fan; pin jobs with CUDA_VISIBLE_DEVICES=0,1,2.",
              ["CUDA_VISIBLE_DEVICES", "0,1,2"], kind="config"),
        ],
        "optional": [],
        "questions": [
            Q("Which seed do training runs use?", "1337", ["seed"]),
            Q("Which GPUs may jobs use?", "0,1,2, not GPU 3", ["gpus"]),
        ],
    },
    # 9 ---------------------------------------------------------------- CC, near-miss only (Julia science)
    {
        "id": "r1-cc-julia-nearmiss",
        "project": "/home/ana/sci/ocean-mixing",
        "start": datetime(2026, 10, 15, 17, 45),
        "about": "near-misses only: 'remember to breathe lol', 'never mind', 'I always forget' about themselves",
        "steps": [
            ("user", "plot the temperature profile from run_14.jld2, I always forget the CairoMakie syntax"),
            ("tool", "Bash", {"command": "julia --project -e 'include(\"scripts/plot_profile.jl\"); "
                                         "plot_profile(\"out/run_14.jld2\")'"}, "saved figs/profile_run14.png"),
            ("assistant", "Saved figs/profile_run14.png. It's `lines!(ax, T, z)` in CairoMakie."),
            ("user", "ah wait, never mind the colour change I was going to ask for. deadline tomorrow, "
                     "remember to breathe lol"),
            ("assistant", "Good luck with the deadline!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    # 10 --------------------------------------------------------------- Codex, Elixir, "house style" + "rule here"
    {
        "id": "r1-cx-elixir-style",
        "project": "/home/bo/code/ferry-booking",
        "start": datetime(2026, 10, 16, 9, 50),
        "about": "'house style is' and 'rule here' said in one message after a review; a generated file",
        "steps": [
            ("user", "write a context function to cancel a booking"),
            ("tool", "apply_patch", {"input": "*** Update File: lib/ferry/bookings.ex\n+  def cancel_booking(b) do\n"
                                              "+    b |> Booking.changeset(%{status: :cancelled}) |> Repo.update()\n"
                                              "+  end"}, "Done!"),
            ("assistant", "Added `Bookings.cancel_booking/1`."),
            ("user", "house style is that context functions return {:ok, _} / {:error, _} tuples and bang "
                     "versions are never added. and rule here: every migration gets a down function, no "
                     "`change` migrations. the function's fine as is btw"),
            ("assistant", "Got it: tuple returns, no bang variants; migrations always have explicit up/down, no "
                          "`change`."),
        ],
        "facts": [
            F("no-bang", "Context functions return {:ok, _}/{:error, _} tuples; bang versions are never added.",
              ["bang"], kind="convention"),
            F("down-migrations", "Every migration has a down function; no change migrations.",
              ["down", "migration"]),
        ],
        "optional": [],
        "questions": [
            Q("Do we add bang versions of context functions?", "never; return ok/error tuples", ["no-bang"]),
            Q("How must migrations be written?", "with a down function, not change", ["down-migrations"]),
        ],
    },
    # 11 --------------------------------------------------------------- CC, Go, "I've told you twice"
    {
        "id": "r1-cc-go-toldtwice",
        "project": "/home/dev/relaybox",
        "start": datetime(2026, 10, 19, 15, 10),
        "about": "complaint-style rule after the assistant used the wrong port; one-off test run",
        "steps": [
            ("user", "start the dev server and hit /healthz"),
            ("tool", "Bash", {"command": "go run ./cmd/relay & sleep 2; curl -s localhost:8080/healthz"},
             "curl: (7) Failed to connect to localhost port 8080: Connection refused"),
            ("user", "I've told you twice: relaybox listens on 7443 locally, 8080 is the metrics sidecar"),
            ("tool", "Bash", {"command": "curl -s localhost:7443/healthz"}, "{\"status\":\"ok\",\"uptime\":\"3s\"}"),
            ("assistant", "Sorry — 7443 for relaybox, 8080 is metrics. /healthz returns ok."),
        ],
        "facts": [
            F("port", "relaybox listens on port 7443 locally; 8080 is the metrics sidecar.", ["7443"],
              kind="config"),
        ],
        "optional": [],
        "questions": [Q("Which local port does relaybox use?", "7443", ["port"])],
    },
    # 12 --------------------------------------------------------------- Codex, R stats, German-flavoured + "whenever you"
    {
        "id": "r1-cx-r-german",
        "project": "/home/jonas/stats/clinic-survey",
        "start": datetime(2026, 10, 20, 8, 35),
        "about": "German-flavoured English rule in a long message; 'whenever you' rule; chatter",
        "steps": [
            ("user", "Good morning. Please make the table 3 with the age groups, the script is in "
                     "analysis/tables.R. Also one thing for always: the raw data we do not commit, it lies "
                     "only under /data/clinic-raw on the server and stays there, also not in a copy. "
                     "Thank you very much."),
            ("tool", "shell", {"command": ["Rscript", "analysis/tables.R", "--table", "3"]},
             "Table 3 written to out/table3.html (n = 412)"),
            ("assistant", "Table 3 is in out/table3.html (n = 412). Understood about the raw data under "
                          "/data/clinic-raw — it is never committed or copied."),
            ("user", "Good. And whenever you change a model formula, write it in NOTES.md with the date."),
            ("assistant", "Will do."),
        ],
        "facts": [
            F("raw-data", "Raw data stays only under /data/clinic-raw on the server; never committed or copied.",
              ["/data/clinic-raw"]),
            F("formula-log", "Every change to a model formula is written in NOTES.md with the date.",
              ["NOTES.md", "formula"]),
        ],
        "optional": [],
        "questions": [
            Q("Where does the raw data live?", "/data/clinic-raw on the server", ["raw-data"]),
            Q("Where are model formula changes logged?", "NOTES.md with the date", ["formula-log"]),
        ],
    },
    # 13 --------------------------------------------------------------- CC, Swift, "for future reference" + "save this to memory"
    {
        "id": "r1-cc-ios-memory",
        "project": "/Users/pia/dev/TrailLog",
        "start": datetime(2026, 10, 21, 19, 0),
        "about": "'for future reference' (simulator) and 'save this to memory' (TestFlight day) around a fix",
        "steps": [
            ("user", "the map view jumps when the keyboard opens, can you fix. for future reference the "
                     "snapshot tests only pass on the iPhone 15 simulator with iOS 17.5"),
            ("tool", "Edit", {"file_path": "TrailLog/Views/MapScreen.swift",
                              "old_string": ".ignoresSafeArea()",
                              "new_string": ".ignoresSafeArea(.keyboard)"}, "ok"),
            ("assistant", "The map ignored every safe area, so the keyboard resized it. It now ignores only "
                          "the keyboard region. I'll run snapshots on the iPhone 15 / iOS 17.5 simulator."),
            ("user", "looks right. save this to memory: TestFlight builds go out on Wednesdays, never on "
                     "the weekend"),
            ("assistant", "Saved: TestFlight builds go out on Wednesdays."),
        ],
        "facts": [
            F("sim", "Snapshot tests only pass on the iPhone 15 simulator with iOS 17.5.", ["iPhone 15", "17.5"],
              kind="config"),
            F("testflight-day", "TestFlight builds go out on Wednesdays.", ["TestFlight", "Wednesday"]),
        ],
        "optional": [{"id": "map-fix", "text": "The map jumped because it ignored all safe areas; now only "
                                               "the keyboard.", "key_terms": ["ignoresSafeArea"]}],
        "questions": [
            Q("Which simulator do snapshot tests need?", "iPhone 15 iOS 17.5", ["sim"]),
            Q("Which day do TestFlight builds go out?", "Wednesday", ["testflight-day"]),
        ],
    },
    # 14 --------------------------------------------------------------- Codex, near-miss only (Haskell)
    {
        "id": "r1-cx-haskell-nearmiss",
        "project": "/home/teo/hs/invoice-parser",
        "start": datetime(2026, 10, 22, 12, 25),
        "about": "near-misses only: 'remember what I said?' rhetorical, 'keep in mind this is a draft' about now, "
                 "'never seen that error'",
        "steps": [
            ("user", "never seen that error before: 'Ambiguous occurrence parseDate'. keep in mind this is a "
                     "draft, just make it compile"),
            ("tool", "shell", {"command": ["cabal", "build", "-v0"]},
             "src/Invoice.hs:23:9: error:\n    Ambiguous occurrence 'parseDate'\n"
             "    It could refer to either 'Data.Time.parseDate' or 'Invoice.Util.parseDate'"),
            ("assistant", "Two modules export `parseDate`. I qualified the import of Invoice.Util so the local "
                          "one is `U.parseDate`."),
            ("tool", "shell", {"command": ["cabal", "build", "-v0"]}, ""),
            ("user", "compiles. remember what I said about drafts? yeah so dont polish it. thx bye"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
