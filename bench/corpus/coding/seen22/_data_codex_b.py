"""h22 Codex sessions, part b: a pasted trace, a solver profiled with perf, a load test."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

STELLAR = "/home/dev/stellar-sieve"
KILN = "/home/dev/kilnplan"
MOOR = "/home/dev/moorwatch"

SESSIONS = [
    {
        "id": "h22-cx-stellar-bench",
        "project": STELLAR,
        "start": datetime(2026, 11, 27, 21, 5),
        "about": "Julia plate-catalogue matcher; pasted output with a one-line question; non-const global in a benchmark; "
                 "@btime with $ interpolation; remember after a pasted stack trace",
        "steps": [
            ("user", "julia> @time match_plate(plates, catalog)\n  9.412183 seconds (48.21 M allocations: 3.118 GiB, 31.07% gc time)\n"
                     "julia> @time match_plate(plates, catalog)\n  8.977310 seconds (48.21 M allocations: 3.118 GiB, 29.88% gc time)\n\n"
                     "why 48M allocations??"),
            shell("sed -n '1,30p' src/match.jl",
                  "tolerance = 2.5  # arcsec\n\nfunction match_plate(plates, catalog)\n    hits = Tuple{Int,Int}[]\n"
                  "    for (i, p) in enumerate(plates)\n        for j in nearby(catalog, p)\n"
                  "            if angdist(p, catalog[j]) < tolerance\n                push!(hits, (i, j))\n"
                  "            end\n        end\n    end\n    hits\nend\n"),
            ("assistant", "`tolerance` is a non-const global. Inside `match_plate` its type can't be inferred, so every "
                          "comparison `angdist(...) < tolerance` is a dynamic dispatch that boxes the Float64 — that's where "
                          "the 48M allocations come from. Fix: make it `const TOLERANCE_ARCSEC = 2.5`, or pass it as an argument."),
            ("user", "pass it as a keyword argument, tolerance=2.5, people tune it per plate series"),
            shell("apply_patch src/match.jl",
                  "Success. Updated the following files:\nM src/match.jl"),
            shell("julia --project=bench bench/match_bench.jl",
                  "ERROR: LoadError: UndefVarError: `plates` not defined in `Main`\nStacktrace:\n"
                  " [1] top-level scope\n   @ ~/.julia/packages/BenchmarkTools/1i1mY/src/execution.jl:575\n"
                  " [2] include(fname::String)\n   @ Base.MainInclude ./client.jl:494\n"
                  "in expression starting at /home/dev/stellar-sieve/bench/match_bench.jl:9\n"),
            ("assistant", "The benchmark script refers to `plates` inside `@btime` without interpolation, and the variable "
                          "is defined in a `let` block it can't see. It should be `@btime match_plate($plates, $catalog)`."),
            shell("julia --project=bench bench/match_bench.jl",
                  "  412.331 ms (14 allocations: 2.01 MiB)\n"),
            ("assistant", "With the keyword argument and the interpolated `@btime`, the match takes 412 ms and 14 "
                          "allocations (was ~9 s and 48M allocations)."),
            ("user", "from the nightly CI bench job:\n"
                     "ERROR: LoadError: ArgumentError: Package BenchmarkTools not found in current path.\n"
                     "- Run `import Pkg; Pkg.add(\"BenchmarkTools\")` to install the BenchmarkTools package.\n"
                     "Stacktrace:\n [1] macro expansion\n   @ ./loading.jl:1772 [inlined]\n"
                     " [2] macro expansion\n   @ ./lock.jl:267 [inlined]\n"
                     "in expression starting at /home/ci/stellar-sieve/bench/match_bench.jl:1\n\n"
                     "the CI script forgets the project flag, same thing Ruth hit last month. please remember from now on: "
                     "benchmarks live in bench/, are run with julia --project=bench, and use @btime with $ on every "
                     "argument. no @time in the REPL for numbers we report."),
            ("assistant", "Will do: benchmarks in bench/, run with `julia --project=bench`, `@btime` with `$`-interpolated "
                          "arguments, and no REPL `@time` figures in reports. I'll add the flag to the CI bench step too."),
            shell("sed -i 's#julia bench/match_bench.jl#julia --project=bench bench/match_bench.jl#' .github/workflows/bench.yml && git diff --stat",
                  " .github/workflows/bench.yml | 2 +-\n src/match.jl                | 6 +++---\n bench/match_bench.jl        | 2 +-\n 3 files changed, 5 insertions(+), 5 deletions(-)"),
        ],
        "facts": [
            fact("global-cause", "The 48M allocations came from the non-const global tolerance used inside match_plate (dynamic dispatch, boxing).",
                 "bugfix", "assistant", ["non-const global", "tolerance"]),
            fact("kwarg-fix", "tolerance is now a keyword argument (tolerance=2.5), tuned per plate series.",
                 "decision", "user", ["keyword argument"]),
            fact("bench-rule", "Benchmarks live in bench/, run with julia --project=bench, use @btime with $ on every argument; no REPL @time numbers in reports.",
                 "rule", "user", ["--project=bench", "@btime"], remember=True),
        ],
        "optional": [
            opt("timing", "match_plate went from ~9 s to 412 ms.", ["412"]),
            opt("tolerance-value", "Default tolerance is 2.5 arcsec.", ["2.5"]),
        ],
        "questions": [
            q("Why did match_plate allocate so much?", "non-const global tolerance, dynamic dispatch", ["global-cause"]),
            q("How are benchmarks run in stellar-sieve?", "julia --project=bench, @btime with $", ["bench-rule"]),
            q("How is the match tolerance passed?", "keyword argument tolerance=2.5", ["kwarg-fix"]),
        ],
    },
    {
        "id": "h22-cx-kiln-solver",
        "project": KILN,
        "start": datetime(2026, 11, 30, 14, 45),
        "about": "OCaml kiln-schedule solver profiled with perf; List.nth in the inner loop; arrays; the agent asks 'should I "
                 "remember this?' and the person says yes",
        "steps": [
            ("user", "solver takes 14s for the big studio's week (38 kilns). it was fine with 10. can you find out why"),
            shell("perf record -g ./_build/default/bin/solve.exe data/studio-large.sexp > /dev/null && perf report --stdio | head -20",
                  "# Samples: 57K of event 'cycles'\n# Children      Self  Command    Shared Object  Symbol\n"
                  "    99.12%     0.00%  solve.exe  solve.exe      [.] caml_main\n"
                  "    99.10%     0.00%  solve.exe  solve.exe      [.] caml_start_program\n"
                  "    98.77%    98.77%  solve.exe  solve.exe      [.] camlStdlib__List.nth_aux_\n"),
            ("assistant", "Everything is under `List.nth_aux`, but the call graph stops there — perf can't unwind OCaml "
                          "frames with frame-pointer unwinding here. Let me use DWARF unwinding."),
            shell("perf record --call-graph=dwarf ./_build/default/bin/solve.exe data/studio-large.sexp > /dev/null && perf report --stdio --no-children | head -14",
                  "    98.41%  solve.exe  [.] camlStdlib__List.nth_aux_\n            |\n"
                  "            ---camlStdlib__List.nth_aux_\n               camlKilnplan__Slots.assign_slots_412\n"
                  "               camlKilnplan__Solver.step_288\n               camlKilnplan__Solver.run_301\n"),
            ("assistant", "Now it's clear: `Slots.assign_slots` calls `List.nth kilns k` inside a loop over slots and "
                          "kilns, so each lookup walks the list — quadratic in the number of kilns (38 vs 10 is ~14× worse). "
                          "Fix: convert `kilns` to an `Array` once and index it."),
            ("user", "yep do that"),
            shell("dune build && dune test && time ./_build/default/bin/solve.exe data/studio-large.sexp > /dev/null",
                  "All 23 tests passed.\n\nreal\t0m1.31s\nuser\t0m1.28s\nsys\t0m0.02s\n"),
            ("assistant", "14.2 s → 1.3 s, tests pass. Should I remember that perf needs `--call-graph=dwarf` to see "
                          "OCaml frames in this project?"),
            ("user", "yes. every perf run on kilnplan uses --call-graph=dwarf, the default output is useless"),
            ("assistant", "Remembered: perf on kilnplan always with `--call-graph=dwarf`."),
        ],
        "facts": [
            fact("list-nth", "The solver was slow because assign_slots used List.nth inside the loop (quadratic in kilns); fixed by converting kilns to an Array.",
                 "bugfix", "assistant", ["List.nth", "assign_slots"]),
            fact("array-fix", "kilns is converted to an Array once and indexed.", "bugfix", "assistant", ["Array"]),
            fact("dwarf", "Every perf run on kilnplan uses --call-graph=dwarf; the default output cannot unwind OCaml frames.",
                 "rule", "user", ["--call-graph=dwarf"], remember=True),
        ],
        "optional": [
            opt("solver-timing", "Solver went from 14.2 s to 1.3 s for 38 kilns.", ["14.2", "1.3"]),
        ],
        "questions": [
            q("Why was the kiln solver slow with 38 kilns?", "List.nth in assign_slots, quadratic", ["list-nth"]),
            q("How should perf be run on kilnplan?", "--call-graph=dwarf", ["dwarf"]),
        ],
    },
    {
        "id": "h22-cx-moor-loadtest",
        "project": MOOR,
        "start": datetime(2026, 12, 3, 9, 20),
        "about": "FastAPI + TimescaleDB bog sensor ingest; k6 over locust; German remember-request (staging-2 only); p99 budget; "
                 "COPY fix; a Grafana proposal nobody answers",
        "steps": [
            ("user", "Hallo! We need a load test for the moorwatch ingest endpoint before the 60 new piezometers go live. "
                     "k6 or locust?"),
            ("assistant", "Both fine. Locust is Python (same language as the service), scenarios as classes; k6 is a Go "
                          "binary with JS scripts, lower overhead per virtual user and built-in thresholds that fail the "
                          "run, which is handy in CI."),
            ("user", "k6. the thresholds failing the CI job is exactly what I want, and locust needed a lot of workers "
                     "last time for 2000 users. Bitte merken: Lasttests laufen nur gegen staging-2, nie gegen prod und "
                     "nie gegen staging-1 (da testen die Hydrologen)."),
            ("assistant", "Verstanden — load tests only against staging-2, never prod or staging-1. Writing the k6 script."),
            shell("cat loadtest/ingest.js && k6 run -e BASE=https://staging-2.moorwatch.internal loadtest/ingest.js | tail -12",
                  "export const options = {\n  vus: 200, duration: '3m',\n  thresholds: { http_req_duration: ['p(99)<400'] },\n};\n...\n"
                  "     http_req_duration..............: avg=512.3ms min=41ms med=388ms max=3.1s p(90)=1.02s p(95)=1.44s p(99)=2.61s\n"
                  "     http_reqs......................: 21842  121.3/s\n"
                  "ERRO[0181] thresholds on metrics 'http_req_duration' have been crossed\n"),
            ("user", "p99 2.6s, ouch. the threshold stays p99 under 400 ms, that's our budget for ingest. why so slow?"),
            shell("rg -n 'INSERT' moorwatch/ingest.py",
                  "57:        for r in batch.readings:\n58:            await conn.execute(\"INSERT INTO water_table (sensor_id, ts, depth_cm) VALUES ($1, $2, $3)\", r.sensor_id, r.ts, r.depth_cm)\n"),
            ("assistant", "Each batch of readings is inserted row by row — one round trip per reading, up to 500 per "
                          "request. Switching to asyncpg's `copy_records_to_table` sends the whole batch in one COPY."),
            ("user", "do it"),
            shell("k6 run -e BASE=https://staging-2.moorwatch.internal loadtest/ingest.js | tail -4",
                  "     http_req_duration..............: avg=61.2ms min=12ms med=48ms max=702ms p(90)=118ms p(95)=171ms p(99)=296ms\n"
                  "     http_reqs......................: 31920  177.3/s\n\n  ✓ thresholds passed\n"),
            ("assistant", "p99 296 ms now, threshold passes. We could also add a Grafana panel for ingest latency from the "
                          "Timescale side so regressions show up between load tests."),
            ("user", "ok good, push the branch"),
        ],
        "facts": [
            fact("k6", "Load tests use k6, not locust: thresholds fail the CI job; locust needed many workers.",
                 "decision", "user", ["k6"]),
            fact("staging-2", "Load tests run only against staging-2, never against prod or staging-1 (the hydrologists test there).",
                 "rule", "user", ["staging-2"], remember=True),
            fact("p99-budget", "Ingest budget: p99 under 400 ms, enforced as a k6 threshold.",
                 "rule", "user", ["p99", "400"]),
            fact("copy", "Ingest was slow because readings were inserted row by row; fixed with asyncpg copy_records_to_table.",
                 "bugfix", "assistant", ["copy_records_to_table"]),
        ],
        "optional": [
            opt("locust-rejected", "locust was rejected.", ["locust"]),
            opt("p99-after", "p99 went from 2.61 s to 296 ms.", ["296"]),
        ],
        "questions": [
            q("Where may load tests run?", "only staging-2, never prod or staging-1", ["staging-2"]),
            q("Which load testing tool does moorwatch use?", "k6", ["k6"]),
            q("What is the ingest latency budget?", "p99 under 400 ms", ["p99-budget"]),
            q("How are ingest readings written to the database?", "copy_records_to_table, one COPY per batch", ["copy"]),
        ],
    },
]
