"""Claude Code sessions of h20, part C."""

from datetime import datetime

from build import bash, fact, opt, q, tool

CROSSWORD = {
    "id": "h20-cc-crossword-explain",
    "project": "/home/bea/src/gridwright",
    "start": datetime(2026, 11, 14, 21, 47),
    "about": "nothing durable: an OCaml crossword-grid checker explained, tests run, a one-off rename, 'never "
             "mind'; tool output and explanation full of 'must' and 'always'",
    "steps": [
        ("user", "evening. I inherited gridwright from a friend who sets cryptics for a magazine. what does "
                 "check_symmetry in lib/grid.ml actually do? the name says symmetry but it looks like more"),
        tool("Read", {"file_path": "/home/bea/src/gridwright/lib/grid.ml", "offset": 60, "limit": 40},
             "60  (* A British-style grid must be rotationally symmetric (180 degrees) and every white\n"
             "61     cell must be checked or unchecked according to the house style. *)\n"
             "62  let check_symmetry g =\n63    let n = Array.length g in\n64    let ok = ref true in\n"
             "65    for r = 0 to n - 1 do\n66      for c = 0 to n - 1 do\n"
             "67        if g.(r).(c) <> g.(n - 1 - r).(n - 1 - c) then ok := false\n68      done\n    done;\n"
             "69    !ok && unchecked_ratio g <= 0.5 && no_isolated_whites g\n"),
        ("assistant", "It does three things, only the first of which is symmetry:\n\n1. **Rotational symmetry** "
                      "— every cell `(r, c)` must equal the cell at `(n-1-r, n-1-c)`, i.e. the grid looks the "
                      "same turned 180°. That's the standard for British cryptic grids; American grids usually "
                      "are symmetric too but with a different checking rule.\n2. **Unchecked ratio** — "
                      "`unchecked_ratio g <= 0.5` means at most half the letters of any entry may be "
                      "\"unchecked\" (not crossed by another entry). Cryptic grids always have some unchecked "
                      "letters; a ratio above one half makes an entry unfair to solve.\n3. **No isolated "
                      "whites** — a white cell with no neighbours would be a one-letter entry.\n\nSo the name "
                      "undersells it; `is_publishable` would describe it better. Also note it uses a `ref` "
                      "and nested loops rather than `Array.for_all`; it doesn't short-circuit, but at 15×15 "
                      "that's irrelevant."),
        ("user", "huh ok. run the tests?"),
        bash("dune test 2>&1 | tail -15",
             "File \"test/test_grid.ml\", line 1, characters 0-0:\nTesting `gridwright'.\nThis run has ID "
             "`7QZ1K2AF'.\n\n  [OK]          symmetry          0   blank 15x15.\n  [OK]          symmetry    "
             "      1   times cryptic no. 1.\n  [OK]          symmetry          2   asymmetric must fail.\n"
             "  [OK]          unchecked         0   half is allowed.\n  [OK]          unchecked         1   "
             "more than half must fail.\n  [OK]          isolated          0   lone white cell.\n"
             "  [OK]          fill              0   always terminates on empty word list.\n\n"
             "Full test results in `~/src/gridwright/_build/_tests/gridwright'.\nTest Successful in 0.014s. 7 "
             "tests run.\n"),
        ("assistant", "All 7 tests pass, including the \"asymmetric must fail\" and \"more than half must "
                      "fail\" cases, so the behaviour I described is what the tests pin down."),
        ("user", "could you rename `ok` to `symmetric` in there? reads better"),
        tool("Edit", {"file_path": "/home/bea/src/gridwright/lib/grid.ml",
                      "old_string": "  let ok = ref true in", "new_string": "  let symmetric = ref true in"},
             "The file /home/bea/src/gridwright/lib/grid.ml has been updated."),
        ("user", "hmm actually never mind, undo that, it's his code and I don't want a diff for nothing"),
        bash("git checkout -- lib/grid.ml && git status --short", ""),
        ("assistant", "Reverted — working tree is clean again."),
        ("user", "cheers, that's all I needed. off to solve yesterday's puzzle"),
        ("assistant", "Enjoy it! Always happy to help."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

RADIO = {
    "id": "h20-cc-radio-grid-perf",
    "project": "/home/sol/dev/wavelength",
    "start": datetime(2026, 11, 16, 9, 15),
    "branch": "perf/grid",
    "about": "Elixir Phoenix app of a community radio station: tuning the weekly schedule grid endpoint with "
             "measurements (p95 before/after), an N+1 found, a cache choice with Redis rejected, a TTL changed "
             "once, a remember-request about the load test",
    "steps": [
        ("user", "Good morning! The schedule grid page is slow again, volunteers complain it takes ages on "
                 "Monday mornings when everyone checks their shows. Can we look at it properly this time, with "
                 "numbers? fyi for later: the load test is `mix run priv/bench/grid.exs` and it only ever runs "
                 "against staging, never prod — prod is one small VM and the stream encoder lives on it too."),
        bash("MIX_ENV=bench mix run priv/bench/grid.exs --target https://staging.wavelength.example --users 40 "
             "--duration 60",
             "Compiling 3 files (.ex)\nwarming up (5s)...\nrunning 40 virtual users for 60s against "
             "https://staging.wavelength.example/schedule/week\n\n  requests ........ 2211\n  errors .......... "
             "0\n  rps ............. 36.8\n  latency p50 ..... 188 ms\n  latency p95 ..... 340 ms\n  latency p99 "
             "..... 512 ms\n  max ............. 930 ms\n\nDB (from pg_stat_statements delta):\n  calls  mean_ms  "
             "query\n  88440    0.41  SELECT p0.\"id\", p0.\"name\", p0.\"handle\" FROM \"presenters\" AS p0 WHERE "
             "(p0.\"id\" = $1)\n   2211    3.90  SELECT s0.\"id\", s0.\"starts_at\", ... FROM \"slots\" AS s0 WHERE "
             "(s0.\"week\" = $1)\n   2211    0.22  SELECT g0.\"id\", g0.\"name\" FROM \"genres\" AS g0\n"),
        ("assistant", "Baseline on staging with 40 users: **p95 340 ms**, p50 188 ms. The DB delta is telling: "
                      "88,440 presenter lookups for 2,211 requests — exactly 40 per request. The grid renders "
                      "~40 slots and each slot loads its presenter separately. That's a classic **N+1**. Let me "
                      "find where."),
        bash("grep -rn \"presenter\" lib/wavelength_web/live/schedule_live.ex lib/wavelength/schedule.ex | head",
             "lib/wavelength/schedule.ex:22:  def week(week_no), do: Repo.all(from s in Slot, where: s.week == "
             "^week_no)\nlib/wavelength_web/live/schedule_live.ex:41:        presenter = Repo.get!(Presenter, "
             "slot.presenter_id)\n"),
        ("assistant", "Confirmed: `schedule_live.ex:41` calls `Repo.get!(Presenter, ...)` inside the slot loop. "
                      "I'll change `Schedule.week/1` to preload presenters in the same query "
                      "(`preload: [:presenter]`) and have the LiveView use `slot.presenter`."),
        ("user", "go"),
        tool("Edit", {"file_path": "/home/sol/dev/wavelength/lib/wavelength/schedule.ex",
                      "old_string": "Repo.all(from s in Slot, where: s.week == ^week_no)",
                      "new_string": "Repo.all(from s in Slot, where: s.week == ^week_no, preload: [:presenter])"},
             "The file lib/wavelength/schedule.ex has been updated."),
        tool("Edit", {"file_path": "/home/sol/dev/wavelength/lib/wavelength_web/live/schedule_live.ex",
                      "old_string": "        presenter = Repo.get!(Presenter, slot.presenter_id)\n",
                      "new_string": "        presenter = slot.presenter\n"},
             "The file lib/wavelength_web/live/schedule_live.ex has been updated."),
        bash("mix test 2>&1 | tail -4 && git push -q origin perf/grid && sleep 90 && MIX_ENV=bench mix run "
             "priv/bench/grid.exs --target https://staging.wavelength.example --users 40 --duration 60 | sed -n "
             "'4,10p'",
             "Finished in 4.1 seconds (1.2s async, 2.9s sync)\n148 tests, 0 failures\n\n"
             "Randomized with seed 401223\n  requests ........ 3790\n  errors .......... 0\n  rps ............. "
             "63.1\n  latency p50 ..... 96 ms\n  latency p95 ..... 171 ms\n  latency p99 ..... 260 ms\n"),
        ("assistant", "After the preload: **p95 340 → 171 ms**, throughput 36.8 → 63.1 rps, tests green (148). "
                      "The rest is rendering plus the slots query. The grid for a week changes rarely (a few "
                      "edits a day), so caching the assembled week makes sense. Options:\n\n- **ETS** table "
                      "owned by a small GenServer, per-node, zero new infrastructure; invalidate on slot edits "
                      "via PubSub.\n- **Redis**: shared across nodes, survives restarts, but it's a new service "
                      "on a box that already runs the stream encoder.\n- **Cachex**: ETS with batteries "
                      "(TTL, stats), one dependency.\n\nSince prod is a single node, I'd take plain ETS with a "
                      "TTL as a safety net on top of PubSub invalidation."),
        ("user", "ETS, agreed, no redis on that poor VM. TTL 5 minutes?"),
        tool("Write", {"file_path": "/home/sol/dev/wavelength/lib/wavelength/schedule/grid_cache.ex",
                       "content": "defmodule Wavelength.Schedule.GridCache do\n  use GenServer\n  @ttl_ms "
                                  ":timer.minutes(5)\n  # ETS :grid_cache, {week_no, grid, inserted_at}\n  # "
                                  "invalidated on {:slot_changed, week_no} from Wavelength.PubSub\n  ...\nend\n"},
             "File created successfully."),
        bash("mix test 2>&1 | tail -2 && git commit -qam \"grid: ETS cache\" && git push -q && sleep 90 && "
             "MIX_ENV=bench mix run priv/bench/grid.exs --target https://staging.wavelength.example --users 40 "
             "--duration 60 | sed -n '4,10p'",
             "151 tests, 0 failures\n  requests ........ 7020\n  errors .......... 0\n  rps ............. "
             "117.0\n  latency p50 ..... 41 ms\n  latency p95 ..... 120 ms\n  latency p99 ..... 188 ms\n"),
        ("assistant", "With the ETS cache (TTL 5 minutes, PubSub invalidation): **p95 171 → 120 ms**, p50 41 ms, "
                      "117 rps. From the start of the session p95 went from 340 ms to 120 ms."),
        ("user", "brilliant. hmm, thinking about the TTL again. if the PubSub invalidation ever misses an edit "
                 "(say a node restarts mid-broadcast), a presenter could see a stale grid for 5 minutes and miss "
                 "that their show moved. make it 60 seconds. the cache still absorbs the monday rush at 60 "
                 "seconds"),
        tool("Edit", {"file_path": "/home/sol/dev/wavelength/lib/wavelength/schedule/grid_cache.ex",
                      "old_string": "@ttl_ms :timer.minutes(5)", "new_string": "@ttl_ms :timer.seconds(60)"},
             "The file has been updated."),
        bash("mix test 2>&1 | tail -2 && git commit -qam \"grid cache: TTL 60 seconds\" && git push -q && sleep "
             "90 && MIX_ENV=bench mix run priv/bench/grid.exs --target https://staging.wavelength.example "
             "--users 40 --duration 60 | sed -n '7,8p'",
             "151 tests, 0 failures\n  latency p50 ..... 43 ms\n  latency p95 ..... 124 ms\n"),
        ("assistant", "TTL is now 60 seconds; p95 is 124 ms — within noise of the 5-minute run. Summary of the "
                      "branch `perf/grid`:\n\n- N+1 fixed by preloading presenters in `Schedule.week/1`.\n- "
                      "`GridCache`: ETS, TTL 60 seconds, invalidated on `{:slot_changed, week}`.\n- p95 on "
                      "staging, 40 users: 340 → 171 → 124 ms.\n\nShall I open the PR?"),
        ("user", "yes please, and thanks, the volunteers will be thrilled"),
        bash("gh pr create --fill --base main | tail -1", "https://git.example/radio/wavelength/pull/212\n"),
        ("assistant", "PR #212 is open. Have a good show week!"),
    ],
    "facts": [
        fact("n-plus-one", "The schedule grid was slow because of an N+1: each slot loaded its presenter with "
                           "Repo.get!; fixed by preloading presenters in Schedule.week/1.", "bugfix", "assistant",
             ["N+1", "preload"]),
        fact("ets-cache", "The weekly grid is cached in ETS (GridCache, invalidated via PubSub); Redis was rejected "
                          "because prod is one small VM that also runs the stream encoder.", "decision", "user",
             ["ETS", "Redis"]),
        fact("ttl-60", "The grid cache TTL is 60 seconds (changed from 5 minutes so a missed invalidation can't "
                       "leave a stale grid for long).", "config", "user", ["TTL", "60 seconds"]),
        fact("load-test", "The load test is mix run priv/bench/grid.exs and only runs against staging, never "
                          "prod.", "rule", "user", ["grid.exs", "staging"], remember=True),
    ],
    "optional": [
        opt("p95-numbers", "p95 of the grid on staging went from 340 ms to about 120 ms.", ["340", "120"]),
    ],
    "questions": [
        q("How do I load test the schedule grid?", "mix run priv/bench/grid.exs against staging only",
          ["load-test"]),
        q("What caches the weekly grid and for how long?", "ETS, TTL 60 seconds", ["ets-cache", "ttl-60"]),
        q("What made the grid slow?", "N+1 presenter lookups; fixed with preload", ["n-plus-one"]),
    ],
}

RETRO = {
    "id": "h20-cc-vet-sms-retro",
    "project": "/var/www/pawprint",
    "start": datetime(2026, 11, 18, 11, 0),
    "about": "Laravel app of a vet clinic: retro of vaccination reminder SMS sent twice; root cause in the "
             "scheduler after adding a second web node; idempotency key added; rules for from now on, one in "
             "capitals; a dedicated worker node proposed and put off",
    "steps": [
        ("user", "ok. retro time for yesterday's mess. 2,318 pet owners got their vaccination reminder SMS twice, "
                 "some three times, and Dr. Ojala's phone has not stopped ringing. I need the root cause written "
                 "up and I need it to never happen again. here's the relevant bit of the log from both nodes"
                 "\n\n```\nweb-1 [2026-11-17 08:00:00] production.INFO: reminders:send started batch=2026-11-17\n"
                 "web-2 [2026-11-17 08:00:00] production.INFO: reminders:send started batch=2026-11-17\n"
                 "web-1 [2026-11-17 08:00:41] production.INFO: reminders:send queued=2318\n"
                 "web-2 [2026-11-17 08:00:43] production.INFO: reminders:send queued=2318\n"
                 "web-1 [2026-11-17 08:09:12] production.WARNING: sms gateway 429, retry 1/3\n```"),
        bash("grep -n \"reminders\" app/Console/Kernel.php && git log --oneline -5 -- deploy/ docker-compose.prod.yml",
             "31:        $schedule->command('reminders:send')->dailyAt('08:00');\n"
             "32:        $schedule->command('reminders:cleanup')->weekly();\n"
             "e2a1f09 deploy: second web node behind the LB (web-2)\n"
             "4c77b10 deploy: php 8.3 image\n"),
        ("assistant", "The log shows both `web-1` and `web-2` starting `reminders:send` at 08:00:00 and each "
                      "queueing 2,318 messages. In `Kernel.php` the command is scheduled with "
                      "`->dailyAt('08:00')` and nothing else. Until `e2a1f09` (two weeks ago) there was only one "
                      "node running `schedule:run` from cron; since web-2 was added, both nodes run the "
                      "scheduler and both fire every scheduled command.\n\n**Root cause:** the scheduler runs on "
                      "every web node, and `reminders:send` had no `->onOneServer()`, so adding web-2 doubled "
                      "the run. The triple messages come from the SMS gateway's 429 retries on top of that: "
                      "our job retried without checking whether the first attempt had gone out."),
        ("user", "yep that matches. fix both. onOneServer needs the cache lock in redis, we have redis already "
                 "for sessions so fine"),
        tool("Edit", {"file_path": "/var/www/pawprint/app/Console/Kernel.php",
                      "old_string": "$schedule->command('reminders:send')->dailyAt('08:00');",
                      "new_string": "$schedule->command('reminders:send')->dailyAt('08:00')\n            "
                                    "->onOneServer()\n            ->withoutOverlapping(30);"},
             "The file app/Console/Kernel.php has been updated."),
        ("assistant", "Scheduler fixed. For the retries I'd make sending idempotent at the data level: a "
                      "`sms_outbox` table with a unique key on `(patient_id, reminder_type, due_date)`; the job "
                      "inserts first and only sends if the insert succeeded, and a retry after a 429 checks the "
                      "row's `sent_at`. Separately, longer term, you might want a dedicated worker node for the "
                      "scheduler and queues so web nodes only serve HTTP."),
        ("user", "outbox with that unique key, yes. worker node, not now, maybe next year when we have budget"),
        tool("Write", {"file_path": "/var/www/pawprint/database/migrations/2026_11_18_110500_create_sms_outbox_"
                                    "table.php",
                       "content": "Schema::create('sms_outbox', function (Blueprint $table) {\n    $table->id();\n"
                                  "    $table->foreignId('patient_id');\n    $table->string('reminder_type', 32);\n"
                                  "    $table->date('due_date');\n    $table->timestamp('sent_at')->nullable();\n"
                                  "    $table->unique(['patient_id', 'reminder_type', 'due_date']);\n});\n"},
             "File created successfully."),
        bash("php artisan test --filter=Reminder 2>&1 | tail -12",
             "   PASS  Tests\\Feature\\ReminderSendTest\n  ✓ sends one sms per due patient                 0.21s\n"
             "  ✓ second run on same day sends nothing              0.09s\n  ✓ retry after 429 does not resend "
             "when sent_at set  0.08s\n  ✓ cleanup keeps last 90 days                        0.05s\n\n  Tests:    4 "
             "passed (11 assertions)\n  Duration: 0.61s\n"),
        ("assistant", "Outbox migration and job change are in; 4 reminder tests pass, including a second run on "
                      "the same day sending nothing and a retry after 429 not resending."),
        ("user", "good. now the part for the retro doc, what changes from now on:\n\nfrom now on every scheduled "
                 "command that sends anything to clients (sms, email, push) gets ->onOneServer() and "
                 "->withoutOverlapping(), no exceptions, reviewers check for it.\n\nand the one that would have "
                 "saved us half of yesterday: NEVER RUN reminders:backfill ON PROD WITHOUT --dry-run FIRST. "
                 "somebody ran it \"to fix\" the doubles and that's where some of the triples came from.\n\n"
                 "write that into docs/retros/2026-11-17-double-sms.md with the root cause"),
        tool("Write", {"file_path": "/var/www/pawprint/docs/retros/2026-11-17-double-sms.md",
                       "content": "# 2026-11-17: vaccination reminders sent twice\n\n## Root cause\nSince web-2 "
                                  "was added (e2a1f09) the Laravel scheduler ran on both web nodes; "
                                  "reminders:send had no onOneServer(), so it ran twice. 429 retries and a manual "
                                  "reminders:backfill run produced the triples.\n\n## Fix\n- onOneServer() + "
                                  "withoutOverlapping(30) on reminders:send\n- sms_outbox with unique (patient_id,"
                                  " reminder_type, due_date)\n\n## From now on\n- every scheduled command that "
                                  "sends to clients gets onOneServer() and withoutOverlapping()\n- never run "
                                  "reminders:backfill on prod without --dry-run first\n"},
             "File created successfully."),
        ("assistant", "Retro doc written with root cause, fix and the two rules. I also checked the other "
                      "scheduled commands: `reminders:cleanup` sends nothing to clients, so it doesn't need the "
                      "lock, but adding it costs nothing if you'd like consistency."),
        ("user", "leave cleanup. thanks, commit it. now I go call Dr. Ojala back 😩"),
        bash("git add -A && git commit -qm \"reminders: onOneServer + sms_outbox idempotency; retro doc\" && git "
             "log --oneline -1", "7fd02e3 reminders: onOneServer + sms_outbox idempotency; retro doc\n"),
    ],
    "facts": [
        fact("double-sms-cause", "Reminder SMS went out twice because after adding web-2 the Laravel scheduler "
                                 "ran on both web nodes and reminders:send had no onOneServer(); fixed with "
                                 "onOneServer() and withoutOverlapping().", "bugfix", "assistant",
             ["onOneServer", ["web-2", "both web nodes", "both nodes"]]),
        fact("sms-outbox", "SMS sending is idempotent via an sms_outbox table with a unique key on (patient_id, "
                           "reminder_type, due_date).", "decision", "user", ["sms_outbox"]),
        fact("rule-one-server", "Every scheduled command that sends anything to clients gets onOneServer() and "
                                "withoutOverlapping(); reviewers check for it.", "rule", "user",
             ["onOneServer", "withoutOverlapping"], remember=True),
        fact("rule-backfill-dry-run", "Never run reminders:backfill on prod without --dry-run first.", "rule",
             "user", ["reminders:backfill", "--dry-run"], remember=True),
    ],
    "optional": [
        opt("retro-doc", "The retro is in docs/retros/2026-11-17-double-sms.md.", ["2026-11-17-double-sms"]),
        opt("worker-node", "A dedicated worker node was put off until there is budget.", ["worker node"]),
    ],
    "questions": [
        q("Why were vaccination reminders sent twice?", "scheduler ran on both web nodes, no onOneServer",
          ["double-sms-cause"]),
        q("What must scheduled commands that message clients have?", "onOneServer and withoutOverlapping",
          ["rule-one-server"]),
        q("Can I run reminders:backfill on prod?", "only after a --dry-run first", ["rule-backfill-dry-run"]),
    ],
}

SESSIONS = [CROSSWORD, RADIO, RETRO]
