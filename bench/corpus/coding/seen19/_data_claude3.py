"""h19 Claude Code sessions, part 3."""

from __future__ import annotations

from datetime import datetime

from _data_claude import A, F, Opt, Q, T, U

BREW = {
    "id": "h19-cc-brew-two-repos",
    "project": "/home/dev/brewlog",
    "start": datetime(2026, 11, 11, 16, 0),
    "about": "hops between the Go CLI repo and its dashboard repo; naming pick for an export flag; facts belong "
             "to the repo they are about; keep-in-mind remember about the dashboard's Pi",
    "branch": "json-export",
    "steps": [
        U("hi! two repos today. first brewlog (the go cli, where we are), then brewlog-dash in ../brewlog-dash. "
          "goal: the dash should stop scraping our csv and read a json export instead"),
        T("Bash", {"command": "ls cmd/ internal/ && go test ./... 2>&1 | tail -6"},
          "cmd/:\nbrewlog\n\ninternal/:\nbatch  export  gravity  hydrometer  store\n"
          "ok  \tgithub.local/cellar/brewlog/internal/batch\t0.014s\n"
          "ok  \tgithub.local/cellar/brewlog/internal/export\t0.009s\n"
          "ok  \tgithub.local/cellar/brewlog/internal/gravity\t0.006s\n"
          "ok  \tgithub.local/cellar/brewlog/internal/hydrometer\t0.021s\n"
          "ok  \tgithub.local/cellar/brewlog/internal/store\t0.118s\n"
          "?   \tgithub.local/cellar/brewlog/cmd/brewlog\t[no test files]"),
        A("All green. `internal/export` currently only has `csv.go`. For the CLI surface there are a few ways to "
          "name it:\n\n"
          "1. a new subcommand: `brewlog export-json`\n"
          "2. a flag on the existing command: `brewlog export --format json` (csv stays the default)\n"
          "3. infer from the file extension: `brewlog export -o latest.json`\n\n"
          "Option 2 scales best if a third format ever shows up. Which do you prefer?"),
        U("2. extension guessing is too magic and export-json is ugly"),
        T("Write", {"file_path": "internal/export/json.go", "content": "..."},
          "File created successfully at: internal/export/json.go"),
        A("Added `internal/export/json.go` and the `--format` flag (`csv` | `json`, default `csv`). Each batch "
          "becomes:\n\n"
          "```json\n{\"batch\": \"B-2026-031\", \"style\": \"dunkel\", \"og\": 1.054, \"fg\": 1.012, "
          "\"temp_c\": 11.5, \"readings\": [...]}\n```\n\n"
          "I kept the internal unit for temperature as Celsius since `store` already uses it."),
        U("yep, celsius internally everywhere in brewlog, fahrenheit only when printing if the user set "
          "--units us. that's a hard rule of the codebase, the hydrometer sends C anyway"),
        T("Bash", {"command": "go test ./internal/export/ -run JSON -v 2>&1 | tail -5"},
          "=== RUN   TestJSONExportRoundTrip\n--- PASS: TestJSONExportRoundTrip (0.00s)\n"
          "=== RUN   TestJSONExportEmptyBatch\n--- PASS: TestJSONExportEmptyBatch (0.00s)\nPASS"),
        U("great. where does the dash pick it up? the cron on the pi runs the export, right now into /tmp i think"),
        T("Bash", {"command": "crontab -l -u brewlog 2>/dev/null || cat deploy/crontab"},
          "# m h dom mon dow command\n*/15 * * * * /usr/local/bin/brewlog export -o /tmp/brewlog.csv"),
        A("Right, `/tmp/brewlog.csv` every 15 minutes. /tmp gets wiped on reboot, which would leave the dash "
          "empty until the next run. I'd write to a stable path. Suggest `/srv/brewlog/export/latest.json`?"),
        U("yes that one"),
        T("Edit", {"file_path": "deploy/crontab", "old_string": "export -o /tmp/brewlog.csv",
                   "new_string": "export --format json -o /srv/brewlog/export/latest.json"},
          "The file deploy/crontab has been updated."),
        A("Updated `deploy/crontab` in brewlog. Switching to `../brewlog-dash` now."),
        T("Bash", {"command": "cd ../brewlog-dash && cat package.json | head -20 && grep -rn 'brewlog.csv' src/"},
          "{\n  \"name\": \"brewlog-dash\",\n  \"version\": \"0.6.2\",\n  \"type\": \"module\",\n"
          "  \"scripts\": {\n    \"dev\": \"vite\",\n    \"build\": \"vite build\",\n"
          "    \"serve\": \"node server.mjs\"\n  },\n  \"dependencies\": {\n    \"chart.js\": \"^4.4.0\",\n"
          "    \"papaparse\": \"^5.4.1\"\n  }\n}\n"
          "src/data.js:4:const SOURCE = '/tmp/brewlog.csv'\n"
          "server.mjs:11:  const raw = await fs.readFile('/tmp/brewlog.csv', 'utf8')"),
        A("In brewlog-dash, `server.mjs` reads the CSV and `src/data.js` parses it with papaparse. I'll switch "
          "`server.mjs` to `/srv/brewlog/export/latest.json`, drop papaparse, and use `fs.watch` plus "
          "`structuredClone`... actually, one check first: what Node does the dash run on?"),
        U("keep in mind the dash runs on the taproom raspberry pi and that thing is stuck on node 18 (armv7, no "
          "newer official builds). so nothing node 20+ in brewlog-dash, ever"),
        A("Good to know — then no `import.meta.dirname` and no `fs.glob`; `structuredClone` is fine on 18. "
          "Making the change with Node 18 APIs only."),
        T("Bash", {"command": "cd ../brewlog-dash && npm uninstall papaparse >/dev/null && npm run build 2>&1 | "
                              "tail -5"},
          "vite v5.4.10 building for production...\n"
          "✓ 14 modules transformed.\n"
          "dist/index.html                 0.46 kB │ gzip:  0.30 kB\n"
          "dist/assets/index-Dk2x9.js    188.21 kB │ gzip: 64.87 kB\n"
          "✓ built in 1.42s"),
        A("brewlog-dash builds. `server.mjs` now reads `/srv/brewlog/export/latest.json` and the charts use "
          "`og`, `fg` and `temp_c` directly. Bundle went from 231 kB to 188 kB without papaparse."),
        U("sweet. commit both, separate commits obviously"),
        T("Bash", {"command": "git commit -qam 'export: --format json' && cd ../brewlog-dash && git commit -qam "
                              "'read json export instead of csv' && git log --oneline -1"},
          "8d1a2f3 read json export instead of csv"),
        A("Committed in both repos: brewlog on `json-export`, brewlog-dash on `main`."),
        U("ty!"),
    ],
    "facts": [
        F("format-flag", "brewlog (Go CLI): JSON export is `brewlog export --format json` (csv stays default); "
          "export-json subcommand and extension guessing were rejected.", "decision", "user",
          ["--format json"]),
        F("celsius", "brewlog stores temperatures in Celsius internally; Fahrenheit only when printing with "
          "--units us.", "convention", "user", ["Celsius", ["Fahrenheit", "--units us"]]),
        F("export-path", "brewlog's cron export writes to /srv/brewlog/export/latest.json, which brewlog-dash "
          "reads (no longer /tmp/brewlog.csv).", "config", "assistant", ["/srv/brewlog/export/latest.json"]),
        F("node18", "brewlog-dash runs on the taproom Raspberry Pi stuck on Node 18: no Node 20+ APIs in "
          "brewlog-dash.", "rule", "user", ["Node 18", ["Raspberry Pi", "pi"]], remember=True),
    ],
    "optional": [
        Opt("cron-15", "The export cron runs every 15 minutes.", ["15"]),
        Opt("no-papaparse", "brewlog-dash no longer uses papaparse.", ["papaparse"]),
    ],
    "questions": [
        Q("How do I get a JSON export from brewlog?", "brewlog export --format json", ["format-flag"]),
        Q("Which Node version can brewlog-dash use?", "Node 18, nothing newer (Raspberry Pi)", ["node18"]),
        Q("Where does brewlog-dash read its data?", "/srv/brewlog/export/latest.json", ["export-path"]),
    ],
}


BIRDS = {
    "id": "h19-cc-birds-tests",
    "project": "/home/dev/fieldnotes-kmp",
    "start": datetime(2026, 11, 12, 11, 15),
    "about": "writing tests for a Kotlin Multiplatform merger with a house rule for tests; one-word yes to a "
             "naming proposal; code-style preference stored on request; gradle output",
    "steps": [
        U("let's add tests for SightingMerger (shared/src/commonMain/.../merge/SightingMerger.kt).\n"
          "rule here: tests go in commonTest and use kotlin.test only — no mockk, no mockito. we fake things by "
          "hand with little in-memory classes (see FakeSightingRepo)"),
        T("Read", {"file_path": "shared/src/commonMain/kotlin/club/fieldnotes/merge/SightingMerger.kt"},
          "package club.fieldnotes.merge\n\n"
          "class SightingMerger(private val repo: SightingRepo, private val clock: Clock) {\n"
          "    fun merge(incoming: List<Sighting>): MergeResult {\n"
          "        val out = mutableListOf<Sighting>()\n"
          "        for (s in incoming) {\n"
          "            val d = repo.nearby(s.lat, s.lon, radiusM = 50.0)\n"
          "                .firstOrNull { it.species == s.species && abs(it.at - s.at) <= 10.minutes }\n"
          "            if (d != null) out += d.copy(count = maxOf(d.count, s.count)) else out += s\n"
          "        }\n"
          "        return MergeResult(out)\n    }\n}"),
        A("So two sightings of the same species within **50 m and 10 minutes** merge, keeping the larger count. "
          "Is that window intentional or a placeholder?"),
        U("intentional, the committee voted on it. 50 metres and 10 minutes, don't change it without asking"),
        A("Got it. For test names I'd use backtick sentences, e.g. "
          "``fun `merges same species within 50 metres and 10 minutes`()`` — they read well in the Gradle report "
          "and work on JVM and iOS targets as long as we avoid characters like `.` and `:` in them. "
          "Use that style?"),
        U("yes"),
        T("Write", {"file_path": "shared/src/commonTest/kotlin/club/fieldnotes/merge/SightingMergerTest.kt",
                    "content": "..."},
          "File created successfully at: shared/src/commonTest/kotlin/club/fieldnotes/merge/SightingMergerTest.kt"),
        T("Bash", {"command": "./gradlew :shared:allTests 2>&1 | tail -22"},
          "> Task :shared:compileTestKotlinJvm\n"
          "> Task :shared:jvmTest\n\n"
          "SightingMergerTest > merges same species within 50 metres and 10 minutes[jvm] PASSED\n"
          "SightingMergerTest > keeps both when species differ[jvm] PASSED\n"
          "SightingMergerTest > keeps both when 11 minutes apart[jvm] PASSED\n"
          "SightingMergerTest > keeps larger count on merge[jvm] PASSED\n"
          "SightingMergerTest > does not merge at 51 metres[jvm] FAILED\n"
          "    kotlin.AssertionError at SightingMergerTest.kt:71\n\n"
          "> Task :shared:iosSimulatorArm64Test\n"
          "SightingMergerTest > does not merge at 51 metres[iosSimulatorArm64] FAILED\n\n"
          "10 tests completed, 2 failed\n\n"
          "> Task :shared:allTests FAILED\n"
          "FAILURE: Build failed with an exception.\n"
          "* What went wrong:\nExecution failed for task ':shared:allTests'.\n"
          "> There were failing tests. See the report at: file:///home/dev/fieldnotes-kmp/shared/build/reports/"
          "tests/allTests/index.html\n\n"
          "BUILD FAILED in 1m 12s\n"
          "24 actionable tasks: 9 executed, 15 up-to-date"),
        A("One real failure: my test places the second point 51 m away using a degrees offset of `0.00046` "
          "latitude, which is actually ~51.2 m... and `FakeSightingRepo.nearby` uses a flat-earth approximation "
          "that rounds it to 50.9. The merger is fine; the test coordinates were sloppy. I'll compute the offset "
          "with the same haversine helper the app uses."),
        T("Bash", {"command": "./gradlew :shared:allTests 2>&1 | grep -E 'tests completed|BUILD'"},
          "10 tests completed, 0 failed\nBUILD SUCCESSFUL in 48s"),
        A("All 10 pass on JVM and iOS simulator."),
        U("nice. one thing in your test file — `val s = ...`, `val d = ...`, `val r = ...` everywhere. keep this "
          "in your notes: no single-letter variable names except loop indices, in tests too. the merger itself "
          "is old code, fix the `d` there while you're at it"),
        T("Edit", {"file_path": "shared/src/commonMain/kotlin/club/fieldnotes/merge/SightingMerger.kt",
                   "old_string": "val d = repo.nearby", "new_string": "val duplicate = repo.nearby"},
          "The file shared/src/commonMain/kotlin/club/fieldnotes/merge/SightingMerger.kt has been updated."),
        A("Renamed `d` → `duplicate` in the merger and `s`/`d`/`r` → `sighting`/`duplicate`/`result` in the "
          "test. `for (s in incoming)` is a loop variable, but I renamed it to `sighting` too since the body "
          "is longer than one line — tell me if you'd rather keep it short there."),
        U("fine either way. thx, that's all"),
    ],
    "facts": [
        F("tests-commontest", "Tests go in commonTest and use kotlin.test only — no mockk or mockito; fakes are "
          "hand-written in-memory classes like FakeSightingRepo.", "rule", "user",
          ["commonTest", "kotlin.test", "mockk"], remember=True),
        F("no-single-letter", "No single-letter variable names except loop indices, tests included.",
          "preference", "user", ["single-letter"], remember=True),
        F("backtick-names", "Test names are backtick sentences, e.g. `merges same species within 50 metres and "
          "10 minutes`.", "convention", "assistant", ["backtick"]),
        F("merge-window", "Sightings of the same species within 50 metres and 10 minutes are merged (committee "
          "decision; don't change without asking).", "config", "user", ["50", "10 minutes"]),
    ],
    "optional": [
        Opt("all-tests", "Tests run with ./gradlew :shared:allTests (JVM and iOS simulator).", [":shared:allTests"]),
    ],
    "questions": [
        Q("Can I use mockk in fieldnotes tests?", "no, kotlin.test only in commonTest with hand-written fakes",
          ["tests-commontest"]),
        Q("When do sightings merge?", "same species within 50 metres and 10 minutes", ["merge-window"]),
        Q("Are single-letter variable names ok?", "only loop indices", ["no-single-letter"]),
    ],
}


RAILWAY = {
    "id": "h19-cc-railway-explain",
    "project": "/home/dev/gleisplan",
    "start": datetime(2026, 11, 13, 20, 45),
    "about": "nothing durable: explains a Crystal Kemal handler, runs specs, one typo fix, chatter about the "
             "club exhibition; words like always/default in output",
    "steps": [
        U("evening :) can you explain how the layout booking route works in src/routes/bookings.cr? a new "
          "member wants to help and I don't remember myself"),
        T("Read", {"file_path": "src/routes/bookings.cr"},
          "require \"kemal\"\n\n"
          "post \"/layouts/:id/bookings\" do |env|\n"
          "  layout = Layout.find!(env.params.url[\"id\"].to_i64)\n"
          "  slot = Slot.from_json(env.request.body.not_nil!)\n"
          "  if layout.conflicts?(slot)\n"
          "    halt env, status_code: 409, response: {error: \"slot taken\"}.to_json\n"
          "  end\n"
          "  Booking.create!(layout: layout, slot: slot, member: current_member(env))\n"
          "  env.response.status_code = 201\n"
          "end"),
        A("It's a single Kemal `post` block:\n\n"
          "1. It loads the layout by the `:id` URL param — `find!` raises if missing, and Kemal turns that into "
          "a 404 through the error handler in `src/app.cr`.\n"
          "2. The body is parsed into a `Slot` with `from_json`; `not_nil!` will always raise on an empty body, "
          "which ends up as a 500 (not pretty, but that's how it behaves today).\n"
          "3. `conflicts?` checks the slot against existing bookings; if it overlaps, the handler halts with 409.\n"
          "4. Otherwise it creates the booking for the logged-in member and returns 201.\n\n"
          "Kemal handlers run per request on a fiber, so there's no shared state to worry about here."),
        U("perfect, I'll forward that. can you run the specs, just to see they still pass after the crystal "
          "update"),
        T("Bash", {"command": "crystal spec 2>&1 | tail -8"},
          "..........................................\n\n"
          "Finished in 312.44 milliseconds\n"
          "42 examples, 0 failures, 0 errors, 0 pending\n\n"
          "Note: default log level is :info; pass LOG_LEVEL=debug to see SQL."),
        A("42 examples, all passing on the new Crystal."),
        U("good. there's a typo in the README, 'exhibtion'. fix pls"),
        T("Edit", {"file_path": "README.md", "old_string": "exhibtion", "new_string": "exhibition"},
          "The file README.md has been updated."),
        A("Fixed."),
        U("thanks! the exhibition is in two weeks, we're bringing the whole N-gauge harbour module, 14 metres. "
          "wish me luck with the points motors lol"),
        A("Good luck — 14 metres of N gauge is impressive. May every points motor switch on the first try."),
        U("haha never mind the motors, they always work until visitors arrive. bye!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


OCAML = {
    "id": "h19-cc-ocaml-fold",
    "project": "/home/dev/kestrel-lang",
    "start": datetime(2026, 11, 14, 13, 0),
    "about": "adding a constant-folding pass to a teaching-language compiler; module name picked with 'the "
             "second one'; make-a-note remember about pass order; end summary lists one thing not agreed",
    "steps": [
        U("hello. next feature for kestrel: constant folding. students keep asking why `2 + 3` shows up as an "
          "add in the IR dump. should be a separate pass"),
        T("Bash", {"command": "ls src/passes/ && cat src/driver.ml | sed -n '20,34p'"},
          "desugar.ml  desugar.mli  lower.ml  lower.mli  typecheck.ml  typecheck.mli\n"
          "let pipeline prog =\n"
          "  prog\n"
          "  |> Desugar.run\n"
          "  |> Typecheck.run\n"
          "  |> Lower.run\n"
          "  |> Emit.run"),
        A("The pipeline is `Desugar → Typecheck → Lower → Emit`. For the new module, three naming options:\n\n"
          "1. `Fold` — short, but vague once we add other folds (e.g. list fusion)\n"
          "2. `Const_fold` — says exactly what it does, matches the `snake_case` file names\n"
          "3. `Simplify` — room to grow into a general peephole pass later\n\n"
          "Which one?"),
        U("the second one"),
        A("`Const_fold` it is (`src/passes/const_fold.ml`). Where should it go in the pipeline? It could run on "
          "the untyped AST before `Typecheck`, but then it can't know whether `+` is int or float addition."),
        U("make a note: pass order is desugar → typecheck → const_fold → lower, and const_fold must stay after "
          "typecheck because it needs the types to fold ints with 63-bit wraparound vs floats. someone will try "
          "to move it earlier one day"),
        A("Noted. One semantic question: what should `x / 0` with a constant zero do? Options: fold it into a "
          "compile-time error, or leave the division in so students get the runtime `Division_by_zero` error."),
        U("leave it in. the runtime error is part of the course, week 4 is about exceptions. so never fold "
          "division by zero"),
        T("Write", {"file_path": "src/passes/const_fold.ml", "content": "..."},
          "File created successfully at: src/passes/const_fold.ml"),
        T("Bash", {"command": "dune build 2>&1 | head -20 && dune runtest 2>&1 | tail -20"},
          "File \"src/passes/const_fold.ml\", line 41, characters 4-40:\n"
          "41 |     | Binop (Div, Int a, Int 0) -> e\n"
          "         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
          "Warning 11 [redundant-case]: this match case is unused.\n"
          "File \"src/passes/const_fold.ml\", line 1:\nError: Some fatal warnings were triggered (1 occurrences)"),
        A("The division-by-zero case is below the general `Binop (Div, Int a, Int b)` case, so it never matches "
          "— the compiler caught a real bug (it would have folded `/ 0` and crashed the compiler). Moving it "
          "above."),
        T("Bash", {"command": "dune build 2>&1 && dune runtest 2>&1 | tail -16"},
          "File \"test/fold.t/run.t\", line 1, characters 0-1:\n"
          "diff --git a/test/fold.t/run.t b/test/fold.t/run.t.corrected\n"
          "@@ -3,5 +3,5 @@\n"
          "   $ kestrelc --dump-ir add.kst\n"
          "-  %0 = add 2 3\n"
          "-  ret %0\n"
          "+  ret 5\n"
          "   $ kestrelc --dump-ir divzero.kst\n"
          "   %0 = div %x 0\n"
          "   ret %0"),
        A("The only diff is the expected one: `2 + 3` now dumps as `ret 5`, and `divzero.kst` keeps its `div`. "
          "Promote the cram test?"),
        U("yes promote"),
        T("Bash", {"command": "dune promote && dune runtest 2>&1 | tail -2; echo exit=$?"}, "exit=0"),
        A("## Summary\n\n"
          "- New pass `Const_fold` in `src/passes/const_fold.ml`, pipeline `Desugar → Typecheck → Const_fold → "
          "Lower → Emit`.\n"
          "- Ints fold with 63-bit wraparound, floats with IEEE semantics; division by a constant zero is never "
          "folded.\n"
          "- Cram test `test/fold.t` promoted.\n"
          "- I'd also suggest renaming the IR constructors `Binop`/`Unop` to `Prim2`/`Prim1` for consistency "
          "with the lecture notes — not done yet."),
        U("don't touch the constructors, the slides use Binop. rest is good, thanks!"),
    ],
    "facts": [
        F("const-fold-name", "The constant folding pass is the module Const_fold (src/passes/const_fold.ml).",
          "decision", "user", ["Const_fold"]),
        F("pass-order", "Pass order is desugar → typecheck → const_fold → lower; const_fold must stay after "
          "typecheck because it needs types to fold ints (63-bit wraparound) vs floats.", "rule", "user",
          ["typecheck", ["const_fold", "Const_fold"]], remember=True),
        F("no-divzero-fold", "Division by a constant zero is never folded: the runtime Division_by_zero error is "
          "part of the course (week 4, exceptions).", "decision", "user", [["division by zero", "Division_by_zero"]]),
        F("keep-binop", "IR constructors stay Binop/Unop (the slides use them); renaming to Prim2/Prim1 was "
          "rejected.", "decision", "user", ["Binop"]),
    ],
    "optional": [
        Opt("cram", "Folding is covered by the cram test test/fold.t.", ["fold.t"]),
    ],
    "questions": [
        Q("What is the constant folding pass called?", "Const_fold", ["const-fold-name"]),
        Q("Where does const_fold run in the pipeline?", "after typecheck, before lower", ["pass-order"]),
        Q("Does kestrel fold division by zero?", "no, left for the runtime error", ["no-divzero-fold"]),
    ],
}

SESSIONS = [BREW, BIRDS, RAILWAY, OCAML]
