"""h22 Codex sessions, part c: a task list, an allocation hunt, a follow-up on pagination."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

TALLOW = "/home/dev/tallowworks"
ROOKERY = "/home/dev/rookery-sync"
HIVE = "/home/dev/hivecensus"

SESSIONS = [
    {
        "id": "h22-cx-tallow-chores",
        "project": TALLOW,
        "start": datetime(2026, 11, 28, 16, 0),
        "about": "Laravel inventory for a soap workshop; a bulleted task list with a remember-request as one bullet (Pest); "
                 "phpstan level 8 with a baseline; composer qa script; ide-helper files not committed",
        "steps": [
            ("user", "few chores for tallowworks today:\n"
                     "- bump phpstan from level 6 to level 8\n"
                     "- fix the typo in the lye calculator label ('sapnification')\n"
                     "- remember that new tests are written in Pest, not PHPUnit class syntax. the old ones stay as they are\n"
                     "- regenerate the ide-helper files"),
            shell("vendor/bin/phpstan analyse --level=8 --memory-limit=1G 2>&1 | tail -5",
                  " 412/412 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n [ERROR] Found 137 errors\n"),
            ("assistant", "Level 8 reports 137 errors in existing code (mostly nullable returns in the batch and curing "
                          "modules). I can generate a baseline so existing code passes and new code is checked at level 8."),
            ("user", "yes, baseline in phpstan-baseline.neon, include it from phpstan.neon"),
            shell("vendor/bin/phpstan analyse --level=8 --generate-baseline=phpstan-baseline.neon && sed -i 's/level: 6/level: 8/' phpstan.neon && cat phpstan.neon",
                  "[OK] Baseline generated with 137 errors.\n\nincludes:\n    - phpstan-baseline.neon\n    - vendor/larastan/larastan/extension.neon\n"
                  "parameters:\n    level: 8\n    paths:\n        - app\n"),
            shell("rg -l 'sapnification' resources && sed -i 's/sapnification/saponification/' resources/views/calculator/lye.blade.php",
                  "resources/views/calculator/lye.blade.php\n"),
            shell("php artisan ide-helper:generate && php artisan ide-helper:models -N && git status --short",
                  "A new helper file was written to _ide_helper.php\nWritten new meta file to _ide_helper_models.php\n"
                  " M phpstan.neon\n?? phpstan-baseline.neon\n M resources/views/calculator/lye.blade.php\n?? _ide_helper.php\n?? _ide_helper_models.php\n"),
            ("assistant", "All four done. Should I commit the ide-helper files too?"),
            ("user", "no, those never get committed, add them to .gitignore. and run composer qa before committing, not "
                     "phpstan by hand — it runs pint and phpstan with the right memory limit"),
            shell("printf '_ide_helper.php\\n_ide_helper_models.php\\n' >> .gitignore && composer qa",
                  "> vendor/bin/pint --test\n  PASS   ........................................ 214 files\n"
                  "> vendor/bin/phpstan analyse --memory-limit=1G\n [OK] No errors\n"),
            ("assistant", "composer qa passes. Committing phpstan level 8 with the baseline, the typo fix and the "
                          ".gitignore entries."),
            shell("git add -A && git commit -m 'phpstan level 8 with baseline; saponification typo; ignore ide-helper files'",
                  "[main 0b7e4f2] phpstan level 8 with baseline; saponification typo; ignore ide-helper files\n 4 files changed, 702 insertions(+), 3 deletions(-)"),
        ],
        "facts": [
            fact("pest", "New tests are written in Pest, not PHPUnit class syntax; old tests stay as they are.",
                 "convention", "user", ["Pest"], remember=True),
            fact("phpstan-8", "phpstan runs at level 8 with a baseline in phpstan-baseline.neon.",
                 "config", "user", ["level 8", "phpstan-baseline.neon"]),
            fact("ide-helper", "ide-helper files are never committed; they are in .gitignore.",
                 "convention", "user", ["ide-helper", "gitignore"]),
            fact("composer-qa", "Run composer qa before committing instead of phpstan by hand: it runs pint and phpstan with the right memory limit.",
                 "rule", "user", ["composer qa"]),
        ],
        "optional": [
            opt("larastan", "phpstan uses the larastan extension.", ["larastan"]),
        ],
        "questions": [
            q("Which test syntax do new tallowworks tests use?", "Pest, not PHPUnit class syntax", ["pest"]),
            q("What phpstan level is the project on?", "level 8 with phpstan-baseline.neon", ["phpstan-8"]),
            q("Are the ide-helper files committed?", "no, they are in .gitignore", ["ide-helper"]),
            q("What should run before committing?", "composer qa", ["composer-qa"]),
        ],
    },
    {
        "id": "h22-cx-rookery-allocs",
        "project": ROOKERY,
        "start": datetime(2026, 12, 2, 20, 15),
        "about": "Go bird-ringing sync on a Raspberry Pi; pprof allocations in JSON decoding; long trade-off answer answered "
                 "'go with that'; remember-request changed later (GOMAXPROCS=2 then 4: label 4); general advice not confirmed",
        "steps": [
            ("user", "rookery-sync eats all the memory on the field station pi when the ringers upload a season. remember: "
                     "profile runs always with GOMAXPROCS=2, to match the pi."),
            shell("GOMAXPROCS=2 go test ./internal/sync -run XXX -bench BenchmarkImportSeason -benchmem -memprofile mem.out && go tool pprof -top -sample_index=alloc_space mem.out | head -12",
                  "BenchmarkImportSeason-2   \t       3\t 412038211 ns/op\t612884112 B/op\t 9120455 allocs/op\n"
                  "Showing nodes accounting for 1.71GB, 93.12% of 1.84GB total\n"
                  "      flat  flat%   sum%        cum   cum%\n"
                  "    0.92GB 50.11% 50.11%     0.92GB 50.11%  encoding/json.(*decodeState).literalStore\n"
                  "    0.41GB 22.30% 72.41%     0.41GB 22.30%  rookery/internal/sync.appendRing\n"
                  "    0.22GB 11.92% 84.33%     1.39GB 75.60%  encoding/json.(*Decoder).Decode\n"),
            ("assistant", "Two things stand out. Half the allocated bytes are in `encoding/json` decoding every ring record, "
                          "and 22% come from `appendRing`, which grows the `rings` slice one append at a time — each growth "
                          "copies the whole slice.\n\nOptions for the slice, roughly from most to least invasive:\n\n"
                          "1. **sync.Pool of ring buffers** — reuses memory across uploads; you should always measure "
                          "first because pools usually only help when GC is the bottleneck, and they make ownership "
                          "subtle.\n"
                          "2. **An arena** (the experimental `arena` package) — fast, but it's behind GOEXPERIMENT and "
                          "could vanish in a future Go release.\n"
                          "3. **Preallocate** — the upload header already carries `ring_count`, so `make([]Ring, 0, "
                          "hdr.RingCount)` once; no growth copies, no new concepts.\n\n"
                          "For the JSON part, switching the decoder to stream records one by one (`dec.Token()` + "
                          "`dec.Decode(&r)` per element) avoids holding the whole array. I'd go with preallocation plus "
                          "the streaming decoder."),
            ("user", "go with that"),
            shell("go test ./internal/sync && GOMAXPROCS=2 go test ./internal/sync -run XXX -bench BenchmarkImportSeason -benchmem",
                  "ok  \trookery/internal/sync\t1.204s\n"
                  "BenchmarkImportSeason-2   \t      10\t 108220417 ns/op\t 41822080 B/op\t  301877 allocs/op\n"),
            ("assistant", "612 MB/op → 42 MB/op and 9.1M → 302k allocs per import, 4× faster. Tests pass."),
            ("user", "wait, scratch the GOMAXPROCS=2 thing — the station got the pi 5 in october. profile runs always with "
                     "GOMAXPROCS=4 from now on."),
            shell("GOMAXPROCS=4 go test ./internal/sync -run XXX -bench BenchmarkImportSeason -benchmem",
                  "BenchmarkImportSeason-4   \t      14\t  79311502 ns/op\t 41823104 B/op\t  301880 allocs/op\n"),
            ("assistant", "With GOMAXPROCS=4: 79 ms/op, same 42 MB/op. I'll use GOMAXPROCS=4 for profile runs."),
            ("user", "👍 commit"),
            shell("git commit -am 'import: preallocate rings from header, stream-decode records'",
                  "[main 7ac91d0] import: preallocate rings from header, stream-decode records\n 2 files changed, 31 insertions(+), 14 deletions(-)"),
        ],
        "facts": [
            fact("gomaxprocs-4", "Profile runs always use GOMAXPROCS=4 to match the field station's Pi 5.",
                 "rule", "user", ["GOMAXPROCS=4"], remember=True),
            fact("alloc-cause", "Memory went to encoding/json decoding every ring record and to appendRing growing the slice one append at a time.",
                 "bugfix", "assistant", ["appendRing", "encoding/json"]),
            fact("prealloc", "Fix chosen: preallocate the rings slice from the header's ring_count and stream-decode records; sync.Pool and arenas not used.",
                 "decision", "user", ["ring_count"]),
            fact("stream-decode", "Records are decoded one by one with a streaming json Decoder instead of the whole array.",
                 "bugfix", "assistant", ["stream"]),
        ],
        "optional": [
            opt("alloc-numbers", "612 MB/op became 42 MB/op.", ["612", "42"]),
            opt("pool-rejected", "sync.Pool was not taken.", ["sync.Pool"]),
        ],
        "questions": [
            q("What GOMAXPROCS do profile runs use?", "GOMAXPROCS=4", ["gomaxprocs-4"]),
            q("Where did the season import's memory go?", "encoding/json decoding and appendRing slice growth", ["alloc-cause"]),
            q("How is the rings slice sized?", "preallocated from the header's ring_count", ["prealloc"]),
        ],
    },
    {
        "id": "h22-cx-hive-cursor",
        "project": HIVE,
        "start": datetime(2026, 12, 4, 11, 30),
        "about": "follow-up on hivecensus: cursor pagination implemented; remember-request in parentheses ('put this in your notes'); "
                 "an index for the cursor; cursor lifetime; a one-off 'skip the tests this once'",
        "steps": [
            ("user", "let's implement the cursor pagination we agreed on last week for /inspections"),
            shell("rg -n 'skip|take' src/Hivecensus.Api/Inspections.fs",
                  "48:        |> Query.skip ((page - 1) * size) |> Query.take size\n"),
            ("assistant", "Plan: encode the last row's `(inspected_at, id)` into a cursor token, decode it on the next "
                          "request and filter with `(inspected_at, id) < (@ts, @id)` ordered descending. For the token I'd "
                          "use base64url of a small JSON object."),
            ("user", "fine (put this in your notes: cursor tokens are opaque base64url strings, clients must never parse "
                     "or build them, we may change what's inside any time). and they expire after 24 hours"),
            shell("apply_patch src/Hivecensus.Api/Cursor.fs && dotnet build src/Hivecensus.Api",
                  "Success. Updated the following files:\nA src/Hivecensus.Api/Cursor.fs\nM src/Hivecensus.Api/Inspections.fs\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
            shell("psql hivecensus_dev -c \"EXPLAIN SELECT * FROM inspections WHERE (inspected_at, id) < ('2026-06-01', 88123) ORDER BY inspected_at DESC, id DESC LIMIT 50\"",
                  " Limit  (cost=0.00..25211.40 rows=50 width=204)\n   ->  Sort  (cost=25211.40..25884.11 rows=269084 width=204)\n"
                  "         Sort Key: inspected_at DESC, id DESC\n         ->  Seq Scan on inspections  (cost=0.00..18377.55 rows=269084 width=204)\n"),
            ("assistant", "The keyset query needs an index on `(inspected_at DESC, id DESC)`; right now it sorts the whole "
                          "table. Shall I add a migration?"),
            ("user", "yes, ix_inspections_inspected_at_id"),
            shell("dotnet fm migrate -c \"$HIVE_DB\" && psql hivecensus_dev -c \"EXPLAIN SELECT * FROM inspections WHERE (inspected_at, id) < ('2026-06-01', 88123) ORDER BY inspected_at DESC, id DESC LIMIT 50\"",
                  "[+] 202612041140_AddInspectionsCursorIndex migrated\n"
                  " Limit  (cost=0.42..4.91 rows=50 width=204)\n   ->  Index Scan using ix_inspections_inspected_at_id on inspections  (cost=0.42..24102.88 rows=269084 width=204)\n"),
            ("user", "good. skip the tests this once, I need this on staging before the association call at noon"),
            shell("git add -A && git commit -m 'inspections: cursor pagination, keyset index' && git push origin HEAD",
                  "[cursor-pagination 3fd20a1] inspections: cursor pagination, keyset index\n 4 files changed, 142 insertions(+), 19 deletions(-)\n"
                  "To github.example:hivecensus/hivecensus.git\n * [new branch]      cursor-pagination -> cursor-pagination"),
        ],
        "facts": [
            fact("opaque-cursor", "Cursor tokens are opaque base64url strings; clients must never parse or build them, the content may change.",
                 "rule", "user", ["base64url", "opaque"], remember=True),
            fact("cursor-expiry", "Cursor tokens expire after 24 hours.", "config", "user", ["24 hours"]),
            fact("keyset-index", "The keyset query uses index ix_inspections_inspected_at_id on (inspected_at DESC, id DESC).",
                 "decision", "user", ["ix_inspections_inspected_at_id"]),
        ],
        "optional": [
            opt("keyset-filter", "The next page filters (inspected_at, id) < cursor, ordered descending.", ["inspected_at"]),
        ],
        "questions": [
            q("Can a client decode a cursor token?", "no, cursor tokens are opaque base64url", ["opaque-cursor"]),
            q("How long is a pagination cursor valid?", "24 hours", ["cursor-expiry"]),
            q("Which index serves the cursor query?", "ix_inspections_inspected_at_id", ["keyset-index"]),
        ],
    },
]
