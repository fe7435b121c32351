"""h22 Claude Code sessions, part c: an index after EXPLAIN, a fixture one-off, a chat with nothing durable."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PERMITS = "/home/dev/saltmarsh-permits"
GLAZE = "/home/dev/glazebook"
LOOM = "/home/dev/loomcount"

SESSIONS = [
    {
        "id": "h22-cc-permits-index",
        "project": PERMITS,
        "start": datetime(2026, 11, 26, 8, 50),
        "about": "Hanami app on Postgres; EXPLAIN before/after; single-column index proposed and rejected; composite index chosen; "
                 "'important for later:' CONCURRENTLY rule; BRIN proposal nobody answers; ANALYZE after import",
        "steps": [
            ("user", "The permit list for the parish clerks takes forever when they filter by status. Can you look at the "
                     "query plan?"),
            bash("psql saltmarsh_dev -c \"EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM permits WHERE parish_id = 14 AND status = 'submitted' ORDER BY submitted_at DESC LIMIT 50\"",
                 "                                   QUERY PLAN\n"
                 "--------------------------------------------------------------------------------------------\n"
                 " Limit  (cost=48211.02..48211.14 rows=50 width=612) (actual time=411.8..411.9 rows=50 loops=1)\n"
                 "   ->  Sort  (cost=48211.02..48224.77 rows=5501 width=612) (actual time=411.8..411.8 rows=50 loops=1)\n"
                 "         Sort Key: submitted_at DESC\n         Sort Method: top-N heapsort  Memory: 98kB\n"
                 "         ->  Seq Scan on permits  (cost=0.00..48028.30 rows=5501 width=612) (actual time=0.4..409.2 rows=5377 loops=1)\n"
                 "               Filter: ((parish_id = 14) AND ((status)::text = 'submitted'::text))\n"
                 "               Rows Removed by Filter: 1184210\n"
                 "         Buffers: shared hit=2104 read=31877\n Planning Time: 0.2 ms\n Execution Time: 412.1 ms\n"),
            ("assistant", "A sequential scan over 1.19M rows, 412 ms. The quickest fix would be an index on `status`."),
            ("user", "status has like five values, most rows are 'approved'. that index won't be selective, will it?"),
            ("assistant", "Fair — for 'approved' the planner would ignore it. Better: a composite index on "
                          "`(parish_id, status, submitted_at DESC)`. It matches the filter and gives the order for free, "
                          "so the sort disappears."),
            ("user", "yes, that one. name it idx_permits_parish_status_submitted"),
            tool("Write", {"file_path": f"{PERMITS}/config/db/migrate/20261126090000_add_permits_parish_status_index.rb",
                           "content": "ROM::SQL.migration do\n  no_transaction\n\n  up do\n"
                                      "    run 'CREATE INDEX CONCURRENTLY idx_permits_parish_status_submitted ON permits (parish_id, status, submitted_at DESC)'\n"
                                      "  end\n\n  down do\n    run 'DROP INDEX CONCURRENTLY idx_permits_parish_status_submitted'\n  end\nend\n"},
                 "File created successfully at: /home/dev/saltmarsh-permits/config/db/migrate/20261126090000_add_permits_parish_status_index.rb"),
            ("assistant", "I wrote the migration with `CREATE INDEX CONCURRENTLY` and `no_transaction` (concurrent index "
                          "builds can't run inside a transaction), so the permits table isn't locked while it builds."),
            ("user", "good. important for later: every index on a table that is live in production gets created "
                     "CONCURRENTLY, with no_transaction in the migration. we locked the permits table for 4 minutes "
                     "last spring and the clerks could not save anything."),
            bash("bundle exec hanami db migrate && psql saltmarsh_dev -c \"EXPLAIN (ANALYZE) SELECT * FROM permits WHERE parish_id = 14 AND status = 'submitted' ORDER BY submitted_at DESC LIMIT 50\"",
                 "== 20261126090000 AddPermitsParishStatusIndex: migrated (3.8s)\n"
                 " Limit  (cost=0.43..61.27 rows=50 width=612) (actual time=0.05..3.0 rows=50 loops=1)\n"
                 "   ->  Index Scan using idx_permits_parish_status_submitted on permits  (cost=0.43..6692.10 rows=5501 width=612) (actual time=0.05..3.0 rows=50 loops=1)\n"
                 "         Index Cond: ((parish_id = 14) AND ((status)::text = 'submitted'::text))\n"
                 " Planning Time: 0.3 ms\n Execution Time: 3.1 ms\n"),
            ("assistant", "Index Scan, no sort, 3.1 ms instead of 412 ms.\n\nWhile we're here: the `audit_log` table is "
                          "append-only and queried by time range — a BRIN index on `created_at` would be tiny and fast. "
                          "Also, the nightly import loads ~40k permits at once and the planner's statistics lag behind "
                          "after it; an `ANALYZE permits` at the end of the import would keep plans like this one stable."),
            ("user", "the ANALYZE yes, add it to the end of the nightly import job"),
            tool("Edit", {"file_path": f"{PERMITS}/app/jobs/nightly_import.rb",
                          "old_string": "    logger.info(\"import done: #{count} permits\")",
                          "new_string": "    db.run('ANALYZE permits')\n    logger.info(\"import done: #{count} permits\")"},
                 "The file has been updated."),
            ("user", "thanks, that's it for today"),
        ],
        "facts": [
            fact("composite-index", "Permit list uses composite index idx_permits_parish_status_submitted on (parish_id, status, submitted_at DESC).",
                 "decision", "user", ["parish_id", "submitted_at"]),
            fact("status-rejected", "An index on status alone was rejected: five values, mostly 'approved', not selective.",
                 "decision", "user", ["status", "selective"]),
            fact("concurrently", "Every index on a live production table is created CONCURRENTLY with no_transaction in the migration (the permits table was locked 4 minutes last spring).",
                 "rule", "user", ["CONCURRENTLY"], remember=True),
            fact("analyze", "The nightly import job runs ANALYZE permits at the end.",
                 "decision", "user", ["ANALYZE permits"]),
        ],
        "optional": [
            opt("plan-numbers", "Seq Scan 412 ms became an Index Scan of 3.1 ms.", ["412", "3.1"]),
            opt("no-transaction", "Concurrent index builds need no_transaction.", ["no_transaction"]),
        ],
        "questions": [
            q("Which index serves the permit list filter?", "composite (parish_id, status, submitted_at DESC)", ["composite-index"]),
            q("How must indexes be created on production tables?", "CONCURRENTLY with no_transaction", ["concurrently"]),
            q("Why not an index on status only?", "not selective, mostly approved", ["status-rejected"]),
            q("What runs at the end of the nightly import?", "ANALYZE permits", ["analyze"]),
        ],
    },
    {
        "id": "h22-cc-glaze-fixture",
        "project": GLAZE,
        "start": datetime(2026, 12, 3, 13, 15),
        "about": "one-off: generate a fixture of kiln firings and fix a typo; one durable preference said in passing (UTC dates "
                 "with Z); the generator script location",
        "steps": [
            ("user", "can you generate a fixture with 20 fake kiln firings for the firing log tests? cone 6 and cone 10 "
                     "mixed, some with a failed/underfired status. the Firing type is in src/Glazebook/Firing.hs"),
            tool("Read", {"file_path": f"{GLAZE}/src/Glazebook/Firing.hs"},
                 "data Firing = Firing\n  { firingId :: Int\n  , kiln :: Text\n  , cone :: Int\n  , startedAt :: UTCTime\n"
                 "  , peakTempC :: Int\n  , status :: FiringStatus\n  } deriving (Generic, ToJSON, FromJSON)\n\n"
                 "data FiringStatus = Ok | Underfired | Failed deriving (Generic, ToJSON, FromJSON)\n"),
            ("assistant", "I'll write a small generator so the fixture can be regenerated, and commit its output. Should "
                          "the timestamps be local time with an offset or UTC?"),
            ("user", "UTC, always with the Z suffix, like 2026-03-04T06:00:00Z. I hate offsets in fixtures, they make "
                     "diffs noisy when someone's laptop is in another zone"),
            tool("Write", {"file_path": f"{GLAZE}/scripts/gen_firings.py",
                           "content": "import json, random\nfrom datetime import datetime, timedelta, timezone\n\nrandom.seed(6)\n"
                                      "start = datetime(2026, 3, 4, 6, tzinfo=timezone.utc)\nrows = []\nfor i in range(20):\n"
                                      "    cone = random.choice([6, 10])\n    rows.append({'firingId': i + 1, 'kiln': random.choice(['Big Bertha', 'Test Kiln']),\n"
                                      "        'cone': cone, 'startedAt': (start + timedelta(days=3 * i)).strftime('%Y-%m-%dT%H:%M:%SZ'),\n"
                                      "        'peakTempC': 1222 if cone == 6 else 1285, 'status': random.choice(['Ok'] * 6 + ['Underfired', 'Failed'])})\n"
                                      "json.dump(rows, open('test/fixtures/firings.json', 'w'), indent=2)\n"},
                 "File created successfully at: /home/dev/glazebook/scripts/gen_firings.py"),
            bash("python3 scripts/gen_firings.py && head -20 test/fixtures/firings.json && cabal test firing-log 2>&1 | tail -3",
                 "[\n  {\n    \"firingId\": 1,\n    \"kiln\": \"Test Kiln\",\n    \"cone\": 10,\n    \"startedAt\": \"2026-03-04T06:00:00Z\",\n"
                 "    \"peakTempC\": 1285,\n    \"status\": \"Ok\"\n  },\n  {\n    \"firingId\": 2,\n    \"kiln\": \"Big Bertha\",\n"
                 "    \"cone\": 6,\n    \"startedAt\": \"2026-03-07T06:00:00Z\",\n    \"peakTempC\": 1222,\n    \"status\": \"Underfired\"\n  },\n"
                 "Test suite firing-log: RUNNING...\nTest suite firing-log: PASS\n1 of 1 test suites (1 of 1 test cases) passed."),
            ("assistant", "Done: `scripts/gen_firings.py` writes `test/fixtures/firings.json` (20 firings, seeded so it's "
                          "reproducible), and the firing-log suite passes with it."),
            ("user", "great. also there's a typo in the README, 'bisqe' should be 'bisque'"),
            bash("sed -i 's/bisqe/bisque/g' README.md && git diff --stat",
                 " README.md                  |  2 +-\n scripts/gen_firings.py     | 14 ++++++++++++++\n test/fixtures/firings.json | 162 +++++++++++++++\n 3 files changed, 177 insertions(+), 1 deletion(-)"),
            ("user", "cool, commit all of it"),
            bash("git add -A && git commit -m 'firing log fixture (20 firings), README typo'",
                 "[main 5d20e8b] firing log fixture (20 firings), README typo\n 3 files changed, 177 insertions(+), 1 deletion(-)"),
        ],
        "facts": [
            fact("utc-z", "Timestamps in fixtures are UTC with the Z suffix, never offsets (offsets make diffs noisy).",
                 "preference", "user", ["UTC", "Z suffix"]),
            fact("gen-script", "scripts/gen_firings.py regenerates test/fixtures/firings.json (seeded).",
                 "fact", "assistant", ["gen_firings.py"]),
        ],
        "optional": [
            opt("fixture-file", "The firing fixture is test/fixtures/firings.json.", ["firings.json"]),
        ],
        "questions": [
            q("How should timestamps be written in fixtures?", "UTC with the Z suffix", ["utc-z"]),
            q("How is the firings fixture regenerated?", "scripts/gen_firings.py", ["gen-script"]),
        ],
    },
    {
        "id": "h22-cc-loom-chat",
        "project": LOOM,
        "start": datetime(2026, 12, 4, 17, 40),
        "about": "nothing durable: questions about flame graphs and BEAM schedulers, the agent's general advice nobody confirms, "
                 "'remember to breathe lol', a joke",
        "steps": [
            ("user", "quick q, not really work. what actually is a flame graph? people keep sending me svgs"),
            ("assistant", "A flame graph is a picture of sampled stack traces. Each box is a function; its width is the "
                          "share of samples in which it was on the stack, and boxes sit on top of the function that called "
                          "them. The x-axis is **not** time — it's sorted alphabetically — so you read it by looking for wide "
                          "plateaus near the top: that's where the CPU actually is.\n\nOn the BEAM you'd usually get them "
                          "from `eflambe` or from `:fprof` output converted with a script. You should always profile with "
                          "production-like data, and you should always look at the wide towers first rather than the tall "
                          "ones; tall just means deep recursion."),
            ("user", "huh. and scheduler utilization, is that the same as cpu %?"),
            ("assistant", "Not quite. `:scheduler.utilization/1` reports how busy each BEAM scheduler thread was. "
                          "Schedulers spin briefly before sleeping, so OS-level CPU can look higher than the real work. "
                          "Usually you trust scheduler utilization for BEAM load and OS CPU for the whole box."),
            ("user", "ok makes sense. remember to breathe lol, i've had four coffees"),
            ("assistant", "Ha — maybe switch to water for the next one. Anything else?"),
            ("user", "nah, going home. we'll look at the weaving dashboard monday maybe, no idea yet"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
