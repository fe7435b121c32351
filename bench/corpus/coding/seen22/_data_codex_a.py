"""h22 Codex sessions, part a: an API design talk, questions that decide nothing, a batch job tuned while pairing."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

HIVE = "/home/dev/hivecensus"
FERRY = "/home/dev/ferrytally"
ORCHARD = "/home/dev/orchard-ledger"

SESSIONS = [
    {
        "id": "h22-cx-hive-api",
        "project": HIVE,
        "start": datetime(2026, 11, 25, 10, 0),
        "about": "F# Giraffe API for hive inspections; cursor pagination over offset; long trade-off answer on error formats "
                 "answered 'the second one'; page size; 'for future sessions,' remember",
        "steps": [
            ("user", "We're about to publish the inspections API of hivecensus to the regional beekeeping associations. "
                     "Two things to settle: pagination and the error format. Currently GET /inspections takes ?page=&size=."),
            shell("rg -n 'page|size' src/Hivecensus.Api/Inspections.fs | head",
                  "42:    let page = ctx.TryGetQueryStringValue \"page\" |> Option.map int |> Option.defaultValue 1\n"
                  "43:    let size = ctx.TryGetQueryStringValue \"size\" |> Option.map int |> Option.defaultValue 20\n"
                  "47:        |> Query.orderByDescending (fun i -> i.InspectedAt)\n"
                  "48:        |> Query.skip ((page - 1) * size) |> Query.take size\n"),
            ("assistant", "Offset pagination works, but inspections are inserted all day during the season while "
                          "associations sync; with `skip` the pages drift — a new inspection pushes a row onto the next page "
                          "and clients see duplicates or miss rows. Cursor pagination on `(inspected_at, id)` avoids that and "
                          "stays fast on deep pages (no big OFFSET)."),
            ("user", "Yes, cursor on (inspected_at, id). The associations' sync scripts already complained about "
                     "duplicates, so offset is out. Default page size 50, max 200."),
            ("assistant", "For the error format, the options:\n\n"
                          "1. **Plain status + text body** — simplest; clients usually can't tell one 422 from another "
                          "without parsing prose, and you should never make clients parse English.\n"
                          "2. **RFC 9457 problem+json** (`application/problem+json` with `type`, `title`, `status`, "
                          "`detail`, `instance`) — a standard, libraries exist for most languages, extension members allowed "
                          "(e.g. `errors` per field). Slightly verbose.\n"
                          "3. **A custom envelope** `{\"error\": {\"code\": ..., \"message\": ...}}` — compact and familiar, "
                          "but every client writes its own parser, and it always drifts between endpoints over time.\n\n"
                          "Usually public APIs consumed by third parties benefit from a standard; internal ones can get away "
                          "with anything."),
            ("user", "the second one"),
            ("assistant", "problem+json it is. I'll add a `Problem` record and a helper that writes it with "
                          "`application/problem+json`, and field errors as an `errors` extension member."),
            shell("dotnet build src/Hivecensus.Api && dotnet test tests/Hivecensus.Api.Tests --filter Pagination",
                  "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nPassed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 1 s"),
            ("user", "For future sessions, every problem type URI lives under https://hivecensus.example/errors/ and is "
                     "stable forever, e.g. https://hivecensus.example/errors/hive-not-found. Clients switch on it, so "
                     "renaming one is a breaking change."),
            ("assistant", "Noted: problem `type` URIs are under https://hivecensus.example/errors/ and never renamed. I'll "
                          "keep them in one `ErrorTypes` module so they're easy to review."),
        ],
        "facts": [
            fact("cursor", "GET /inspections uses cursor pagination on (inspected_at, id).",
                 "decision", "user", ["cursor", "inspected_at"]),
            fact("offset-rejected", "Offset pagination was rejected: pages drift while inspections are inserted, syncs saw duplicates.",
                 "decision", "user", ["offset", "duplicates"]),
            fact("page-size", "Default page size 50, max 200.", "config", "user", ["50", "200"]),
            fact("problem-json", "Errors use RFC 9457 problem+json; plain text and a custom envelope were rejected.",
                 "decision", "user", ["problem+json"]),
            fact("type-uris", "Problem type URIs live under https://hivecensus.example/errors/ and are stable forever; renaming one is a breaking change.",
                 "convention", "user", ["hivecensus.example/errors"], remember=True),
        ],
        "optional": [
            opt("errors-member", "Field errors go in an errors extension member.", ["errors"]),
            opt("error-types-module", "Type URIs are kept in an ErrorTypes module.", ["ErrorTypes"]),
        ],
        "questions": [
            q("How does the inspections API paginate?", "cursor on (inspected_at, id)", ["cursor"]),
            q("Why not offset pagination?", "pages drift, duplicates", ["offset-rejected"]),
            q("What error format does the API use?", "RFC 9457 problem+json", ["problem-json"]),
            q("Where do problem type URIs live?", "https://hivecensus.example/errors/, stable forever", ["type-uris"]),
            q("What is the maximum page size?", "200", ["page-size"]),
        ],
    },
    {
        "id": "h22-cx-ferry-questions",
        "project": FERRY,
        "start": datetime(2026, 11, 29, 19, 10),
        "about": "nothing durable: many questions about Zig profiling tools, nothing decided, 'let's think about it next week'",
        "steps": [
            ("user", "ferrytally's fare reconciliation takes ages on the end-of-month file. which profiler would you even "
                     "use for zig? perf? tracy? valgrind?"),
            ("assistant", "All three work with Zig binaries:\n\n- **perf** — sampling, near-zero overhead, needs frame "
                          "pointers or DWARF unwinding (`-fno-omit-frame-pointer`).\n- **Tracy** — instrumented zones you "
                          "add in code, great timeline view, needs the Tracy client linked in.\n- **callgrind** (valgrind) — "
                          "exact instruction counts, but 20–50× slower.\n\nFor a first look, perf is usually enough."),
            ("user", "does ReleaseFast strip frame pointers? and would ReleaseSafe distort the numbers a lot?"),
            ("assistant", "ReleaseFast omits frame pointers by default on x86_64, so use `-fno-omit-frame-pointer` or "
                          "DWARF unwinding. ReleaseSafe keeps safety checks (bounds, overflow), which typically costs "
                          "5–20% in tight loops, so the shape of the profile stays similar but the totals are higher."),
            shell("ls -lh data/ && wc -l data/fares-2026-10.csv",
                  "total 412M\n-rw-r--r-- 1 dev dev 398M Nov  1 02:00 fares-2026-10.csv\n-rw-r--r-- 1 dev dev  14M Nov  1 02:00 routes.csv\n"
                  "4812305 data/fares-2026-10.csv"),
            ("user", "4.8 million lines. is that even a lot? how long should parsing 400MB take roughly? could it be the "
                     "allocator? should we try the c allocator or an arena?"),
            ("assistant", "400 MB of CSV should parse in a second or two single-threaded if the parser doesn't allocate "
                          "per field. An arena per file would remove most allocation cost; `std.heap.c_allocator` is usually "
                          "faster than the GeneralPurposeAllocator in release builds. But I'd measure before changing "
                          "anything — want me to run perf on it now?"),
            ("user", "not now, it's late. let's think about it next week, maybe Ilse has an opinion, she wrote the parser"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h22-cx-orchard-rollup",
        "project": ORCHARD,
        "start": datetime(2026, 12, 1, 7, 30),
        "about": "Clojure nightly yield rollup profiled; wrong suspect (Postgres writes), reflection in parse-crate-weight; "
                 "person changes thread count once (8 then 4: label 4); 'memo:' budget",
        "steps": [
            ("user", "the nightly yield rollup took 41 min last night, it used to be 12. I think it's the postgres writes, "
                     "we added the crate_events table last week"),
            shell("clojure -M:prof -m orchard.rollup --date 2026-11-30 --profile",
                  "rollup: 18244 crates, 212 rows written\n[clj-async-profiler] flamegraph written to /tmp/clj-async-profiler/results/01-cpu-flamegraph.html\n"
                  "top frames (self %):\n  41.8%  java.lang.Class.getMethods\n  22.3%  clojure.lang.Reflector.invokeMatchingMethod\n"
                  "   9.7%  orchard.parse/parse-crate-weight\n   4.1%  next.jdbc.result-set/datafiable-row\n   2.2%  org.postgresql.core.v3.QueryExecutorImpl.execute\n"
                  "elapsed: 2471 s\n"),
            ("assistant", "The Postgres writes are only ~2–4% of the samples, so that suspect doesn't hold. Two thirds of "
                          "the time is in `Class.getMethods` and `Reflector.invokeMatchingMethod`, i.e. runtime reflection, "
                          "and it's called from `orchard.parse/parse-crate-weight`."),
            shell("clojure -M -e \"(set! *warn-on-reflection* true) (require 'orchard.parse :reload)\"",
                  "Reflection warning, orchard/parse.clj:38:17 - call to method setScale can't be resolved (target class is unknown).\n"
                  "Reflection warning, orchard/parse.clj:41:5 - reference to field doubleValue can't be resolved.\n"),
            ("assistant", "Confirmed: `parse-crate-weight` calls `.setScale` and `.doubleValue` on an untyped value. Adding a "
                          "`^BigDecimal` type hint removes the reflection."),
            ("user", "ok add the hint. and while at it, bump the worker pool to 8 threads"),
            shell("git diff src/orchard/parse.clj src/orchard/rollup.clj",
                  "-(defn parse-crate-weight [w]\n+(defn parse-crate-weight [^BigDecimal w]\n"
                  "-(def pool-size 4)\n+(def pool-size 8)\n"),
            ("user", "actually no, keep it at 4 threads. the db box only has 4 cores and the rollup shares it with the "
                     "packing app in the morning"),
            shell("git checkout src/orchard/rollup.clj && clojure -M:prof -m orchard.rollup --date 2026-11-30",
                  "rollup: 18244 crates, 212 rows written\nelapsed: 388 s\n"),
            ("assistant", "Pool back at 4 threads; with the type hint the rollup takes 388 s (6.5 min) instead of 2471 s. "
                          "I'd also turn on `*warn-on-reflection*` for the whole project so this can't creep back."),
            ("user", "yes, in project-wide :global-vars. memo: the nightly rollup has to finish in under 10 minutes, "
                     "the packers start at 5:30"),
            shell("sed -n '1,12p' deps.edn",
                  "{:paths [\"src\" \"resources\"]\n :deps {org.clojure/clojure {:mvn/version \"1.12.0\"}\n"
                  "        com.github.seancorfield/next.jdbc {:mvn/version \"1.3.955\"}}\n"
                  " :aliases {:prof {:extra-deps {com.clojure-goes-fast/clj-async-profiler {:mvn/version \"1.4.0\"}}\n"
                  "                  :jvm-opts [\"-Djdk.attach.allowAttachSelf\"]}}\n"
                  " :global-vars {*warn-on-reflection* true}}\n"),
            ("assistant", "Added `:global-vars {*warn-on-reflection* true}`. Noted the budget: the rollup must finish in "
                          "under 10 minutes."),
        ],
        "facts": [
            fact("reflection", "The rollup was slow because of runtime reflection in parse-crate-weight; fixed with a ^BigDecimal type hint.",
                 "bugfix", "assistant", ["reflection", "parse-crate-weight"]),
            fact("pool-4", "The worker pool stays at 4 threads: the db box has 4 cores shared with the packing app.",
                 "config", "user", ["4 threads"]),
            fact("budget-10min", "The nightly rollup has to finish in under 10 minutes; packers start at 5:30.",
                 "rule", "user", ["10 minutes"], remember=True),
            fact("warn-reflection", "*warn-on-reflection* is on project-wide via :global-vars.",
                 "config", "user", ["warn-on-reflection"]),
        ],
        "optional": [
            opt("not-postgres", "Postgres writes were the wrong suspect (2-4% of samples).", ["Postgres"]),
            opt("timings", "Rollup went from 2471 s to 388 s.", ["388"]),
        ],
        "questions": [
            q("Why was the nightly rollup slow?", "reflection in parse-crate-weight", ["reflection"]),
            q("How many threads does the rollup worker pool use?", "4 threads", ["pool-4"]),
            q("How long may the nightly rollup take?", "under 10 minutes", ["budget-10min"]),
        ],
    },
]
