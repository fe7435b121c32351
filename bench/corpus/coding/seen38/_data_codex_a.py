"""h38 Codex sessions, part a: per-language limits for lark-grader (Go service that runs code submissions in nsjail
sandboxes), search over lesson transcripts with Typesense (lark-search), and a slow instructor dashboard query in
lark-insights (Postgres)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

GRADER = "/home/akosua/work/lark-grader"
SEARCH = "/home/akosua/work/lark-search"
INSIGHTS = "/home/akosua/work/lark-insights"

SESSIONS = [
    {
        "id": "h38-cx-grader-sandbox-limits",
        "project": GRADER,
        "start": datetime(2026, 11, 3, 13, 0),
        "about": "lark-grader: one table of sandbox limits in config/limits.yaml; 5s CPU per test, 512 MiB memory "
                 "(Java 1 GiB through the cgroup, not rlimit_as), pids 64, output 1 MiB; wall time per submission "
                 "set to 30s then raised to 45s after the regression run; a bullet list of instructions with 'write "
                 "that into your memory' sandboxes never get network, not even DNS; conditional rule TIMEOUT is "
                 "rerun once on a fresh sandbox; near-miss joke 'remember when someone fork-bombed grader-1'",
        "steps": [
            ("user", "the grader limits are all over the place. python gets 60s, java apparently has no limit at "
                     "all, and memory is whatever the node has. I want one table of limits per language in "
                     "config/limits.yaml"),
            shell("cat config/limits.yaml; rg -n 'time_limit|rlimit_as|cgroup_mem_max|max_pids' "
                  "internal/sandbox/nsjail.go",
                  "python:\n  time_limit: 60\ncpp:\n  time_limit: 20\n  rlimit_as: 1024\n"
                  "internal/sandbox/nsjail.go:41:\targs = append(args, \"--time_limit\", "
                  "strconv.Itoa(l.TimeLimit))\n"
                  "internal/sandbox/nsjail.go:44:\tif l.RlimitAS > 0 {\n"),
            ("assistant", "Today only python and cpp have entries, java falls through with no limits, and nothing "
                          "caps memory except cpp's rlimit_as. Proposal for every language:\n\n"
                          "- CPU time per test case: 5s (`--rlimit_cpu`)\n"
                          "- wall time per submission, all tests together: 60s (`--time_limit`)\n"
                          "- memory: 512 MiB, through the cgroup (`--cgroup_mem_max`)\n"
                          "- processes: 64 (`--cgroup_pids_max`)\n"
                          "- output: 1 MiB per test\n\n"
                          "Java is the exception on memory: the JVM reserves a lot of address space up front, so "
                          "it needs a higher cap, and it has to be the cgroup limit, not rlimit_as, or the JVM "
                          "refuses to start."),
            ("user", "5s cpu per test yes. 60s wall is too much, 30s. memory 512 MiB, java 1 GiB through the cgroup "
                     "like you say. pids 64 fine, remember when someone's submission fork-bombed grader-1 in march "
                     "and took the whole cohort's exam down lol. output 1 MiB fine"),
            shell("apply_patch < /tmp/limits.patch && cat config/limits.yaml",
                  "Success. Updated the following files:\nM config/limits.yaml\nM internal/sandbox/nsjail.go\n"
                  "defaults:\n  cpu_per_test_s: 5\n  wall_per_submission_s: 30\n  memory_mib: 512\n"
                  "  pids: 64\n  output_kib: 1024\njava:\n  memory_mib: 1024\n"),
            ("user", "couple of things before you run the regression set:\n"
                     "- use the staging node grader-stg-2, not 1, 1 is being drained\n"
                     "- sandboxes never get network, not even DNS. write that into your memory, it's the one "
                     "thing we can't get wrong\n"
                     "- post the summary in the PR, not in slack"),
            shell("rg -n 'clone_newnet|disable_clone_newnet|iface' internal/sandbox/nsjail.go configs/*.cfg",
                  "configs/python.cfg:12:clone_newnet: false\n"),
            ("assistant", "python.cfg had `clone_newnet: false`, so Python submissions shared the host's network "
                          "namespace. I removed it; every sandbox now gets a fresh network namespace with only "
                          "loopback, and nsjail.go fails at startup if any config disables clone_newnet."),
            shell("go run ./cmd/regress --set past-500 --node grader-stg-2 2>&1 | tail -n 8",
                  "submissions: 500\n"
                  "same verdict:   462\n"
                  "changed:         38\n"
                  "  TIMEOUT (wall 30s)      31   java 29, kotlin 2\n"
                  "  MEMORY_LIMIT (512 MiB)   7   python 7 (pandas read of full dataset)\n"
                  "median wall: python 3.1s, cpp 2.4s, java 24.8s\n"
                  "p95 wall:    python 9.7s, cpp 6.0s, java 38.2s\n"
                  "network probes blocked: 12/12\n"),
            ("assistant", "38 submissions change verdict. 31 are JVM submissions hitting the 30s wall: the median "
                          "Java run is already 24.8s because every test case starts a fresh JVM, and the p95 is "
                          "38.2s. The other 7 are Python submissions that load an entire dataset with pandas and "
                          "need about 600 MiB. All 12 network probes in the set were blocked."),
            ("user", "wall time 45s, and for every language, I don't want per-language wall times. the 7 python "
                     "ones stay failed, the exercise says to stream the file, that's what the limit is for"),
            shell("sed -i 's/wall_per_submission_s: 30/wall_per_submission_s: 45/' config/limits.yaml && go run "
                  "./cmd/regress --set past-500 --node grader-stg-2 2>&1 | sed -n 2,5p",
                  "same verdict:   493\nchanged:          7\n  MEMORY_LIMIT (512 MiB)   7   python 7 (pandas read of "
                  "full dataset)\nmedian wall: python 3.1s, cpp 2.4s, java 24.9s\n"),
            ("user", "and one rule for the worker: if a submission hits TIMEOUT, it always gets rerun once on a "
                     "fresh sandbox before we record the verdict. noisy neighbours on the node cause most of the "
                     "timeouts students complain about"),
            shell("apply_patch < /tmp/timeout-rerun.patch && go test ./... 2>&1 | tail -n 4",
                  "Success. Updated the following files:\nM internal/worker/run.go\nA internal/worker/run_test.go\n"
                  "ok  \tgithub.com/brightlark/lark-grader/internal/sandbox\t1.942s\n"
                  "ok  \tgithub.com/brightlark/lark-grader/internal/worker\t3.318s\n"
                  "ok  \tgithub.com/brightlark/lark-grader/cmd/regress\t0.611s\n"),
            shell("git add -A && git commit -qm 'limits: one table per language, 45s wall, no network, rerun "
                  "timeouts once' && git log -1 --oneline",
                  "7a1c3e0 limits: one table per language, 45s wall, no network, rerun timeouts once\n"),
        ],
        "facts": [
            fact("grader-limits", "lark-grader sandbox limits (config/limits.yaml): 5s CPU per test, 512 MiB memory "
                                  "(Java 1 GiB, set through the cgroup, not rlimit_as).",
                 "config", "user", ["512 MiB", "1 GiB", ["5s", "cpu"]]),
            fact("grader-wall", "Wall time per submission is 45s for every language (first set to 30s, raised after "
                                "31 Java/Kotlin submissions timed out); no per-language wall times.",
                 "config", "user", ["wall", "45s"]),
            fact("no-network", "Grader sandboxes never get network, not even DNS (every sandbox gets a fresh "
                               "network namespace).",
                 "rule", "user", ["network", "DNS"], remember=True),
            fact("timeout-rerun", "If a submission hits TIMEOUT it is always rerun once on a fresh sandbox before "
                                  "the verdict is recorded.",
                 "rule", "user", ["TIMEOUT", ["rerun", "fresh sandbox"]]),
        ],
        "optional": [
            opt("grader-pids", "Sandboxes are limited to 64 processes (cgroup_pids_max) and 1 MiB output per test.",
                ["pids"]),
            opt("newnet-check", "nsjail.go refuses to start if a config disables clone_newnet.", ["clone_newnet"]),
        ],
        "questions": [
            q("What is the grader's wall time per submission?", "45s, for every language", ["grader-wall"]),
            q("How much memory does a Java submission get?", "1 GiB, through the cgroup", ["grader-limits"]),
            q("Do grader sandboxes get network access?", "never, not even DNS", ["no-network"]),
            q("What happens when a submission hits TIMEOUT?", "it is rerun once on a fresh sandbox",
              ["timeout-rerun"]),
        ],
    },
    {
        "id": "h38-cx-search-transcripts",
        "project": SEARCH,
        "start": datetime(2026, 11, 11, 10, 30),
        "about": "lark-search: searching lesson transcripts in Typesense (already used for the catalog); "
                 "documents are 30-second windows of the WebVTT transcript overlapping 10 seconds with start_sec; "
                 "'make a note for future sessions' the app only talks to aliases, collections are <alias>_v<n>, a "
                 "reindex builds _v<n+1> and swaps the alias; learners search with a per-user scoped key limited "
                 "to enrolled courses and free previews, valid 1 hour",
        "steps": [
            ("user", "search over transcripts. we already run typesense for the course catalog. learners want to "
                     "search what was said in a video and jump to that moment. transcripts are WebVTT files next "
                     "to the HLS output in lark-media-hls"),
            shell("aws s3 cp s3://lark-media-hls/courses/k8s-humans/lessons/l-0907/v2/transcript.vtt - | sed -n "
                  "1,9p; curl -s -H \"X-TYPESENSE-API-KEY: $TS_ADMIN\" $TS_URL/aliases | jq -c '.aliases[]'",
                  "WEBVTT\n\n00:00:00.000 --> 00:00:03.120\nSo far every pod we started was stateless.\n\n"
                  "00:00:03.120 --> 00:00:06.900\nToday we give one a disk that survives a restart:\n\n"
                  "00:00:06.900 --> 00:00:09.480\nthe persistent volume claim.\n"
                  "{\"collection_name\":\"catalog_v3\",\"name\":\"catalog\"}\n"),
            ("assistant", "Cues are 2 to 4 seconds long. That gives three ways to cut documents:\n\n"
                          "- one document per cue: too short to rank well, and a phrase that spans two cues is "
                          "never found;\n"
                          "- one per lesson: good ranking, but no way to jump to the moment;\n"
                          "- windows of N seconds with their start time: the result links to "
                          "`?t=<start>` in the player."),
            ("user", "windows of 30 seconds, overlapping 10 seconds so a sentence on the border is still found. each "
                     "doc has lesson_id, course_id, start_sec and text"),
            ("assistant", "The catalog already follows a pattern: the alias `catalog` points at the collection "
                          "`catalog_v3`. I'll create `transcripts_v1` and an alias `transcripts` the same way."),
            ("user", "yes, and make a note for future sessions because it applies to every typesense collection "
                     "we have: the app only ever talks to the alias (catalog, transcripts). the real collections "
                     "are <alias>_v<n>, and a reindex builds a new _v<n+1> and swaps the alias when it's complete. "
                     "nobody deletes or rewrites documents in place"),
            shell("apply_patch < /tmp/transcripts.patch && go run ./cmd/index-transcripts --collection "
                  "transcripts_v1 --window 30s --overlap 10s && curl -s -X PUT -H \"X-TYPESENSE-API-KEY: $TS_ADMIN\""
                  " $TS_URL/aliases/transcripts -d '{\"collection_name\":\"transcripts_v1\"}'",
                  "Success. Updated the following files:\nA cmd/index-transcripts/main.go\n"
                  "A internal/transcripts/window.go\nA internal/transcripts/window_test.go\n"
                  "lessons: 1812, cues: 2104377, windows: 214530, took 6m12s\n"
                  "{\"collection_name\":\"transcripts_v1\",\"name\":\"transcripts\"}\n"),
            shell("curl -s -H \"X-TYPESENSE-API-KEY: $TS_ADMIN\" \"$TS_URL/collections/transcripts/documents/search?"
                  "q=persistent+volume+claim&query_by=text&per_page=2\" | jq -c '.hits[].document | {lesson_id, "
                  "start_sec}'",
                  "{\"lesson_id\":\"l-0907\",\"start_sec\":0}\n{\"lesson_id\":\"l-0911\",\"start_sec\":340}\n"),
            ("assistant", "It works, but there is a content problem: transcripts of paid lessons are as valuable as "
                          "the video, and with a shared search key anyone can read the full text of every course. "
                          "Typesense can generate scoped API keys with an embedded `filter_by` the client can't "
                          "remove."),
            ("user", "right. learners only get results from courses they are enrolled in plus the free previews. "
                     "lark-api generates a scoped key per user with filter_by on those course_ids, valid 1 hour, "
                     "and the app fetches a new one when it expires"),
            shell("apply_patch < /tmp/scoped-key.patch && go test ./... 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nA ../lark-api/src/search/scoped-key.service.ts\n"
                  "ok  \tgithub.com/brightlark/lark-search/internal/transcripts\t0.412s\n"
                  "ok  \tgithub.com/brightlark/lark-search/cmd/index-transcripts\t0.208s\n"),
            ("assistant", "Done: 214,530 windows from 1,812 lessons in `transcripts_v1` behind the alias "
                          "`transcripts`, and lark-api's ScopedKeyService issues per-user keys that filter on "
                          "enrolled and free-preview course_ids and expire after 1 hour. Both repos have "
                          "uncommitted changes."),
        ],
        "facts": [
            fact("transcript-windows", "Transcript search documents are 30-second windows of the WebVTT transcript "
                                       "overlapping 10 seconds, each with lesson_id, course_id, start_sec and text.",
                 "decision", "user", ["30 seconds", ["10 seconds", "overlap"], "start_sec"]),
            fact("typesense-alias", "The app only talks to Typesense aliases (catalog, transcripts); collections are "
                                    "<alias>_v<n>; a reindex builds a new _v<n+1> and swaps the alias; documents "
                                    "are never deleted or rewritten in place.",
                 "convention", "user", ["alias", ["_v<n+1>", "<alias>_v<n>"]], remember=True),
            fact("scoped-keys", "Learners search with a per-user scoped Typesense key generated by lark-api, "
                                "filter_by on their enrolled course_ids plus free previews, valid 1 hour.",
                 "decision", "user", ["scoped", ["filter_by", "enrolled"], "1 hour"]),
        ],
        "optional": [
            opt("transcripts-v1", "The transcripts alias points at transcripts_v1 (214,530 windows from 1,812 "
                                  "lessons).",
                ["transcripts_v1"]),
            opt("catalog-alias", "The catalog alias points at catalog_v3.", ["catalog_v3"]),
        ],
        "questions": [
            q("How are transcripts cut into search documents?", "30-second windows overlapping 10 seconds",
              ["transcript-windows"]),
            q("How is a Typesense collection reindexed?", "build a new _v<n+1> and swap the alias",
              ["typesense-alias"]),
            q("How is transcript search limited to a learner's courses?",
              "a scoped key per user with filter_by on enrolled course_ids, valid 1 hour", ["scoped-keys"]),
        ],
    },
    {
        "id": "h38-cx-insights-slow-query",
        "project": INSIGHTS,
        "start": datetime(2026, 11, 13, 16, 10),
        "about": "lark-insights: mostly tool output (Postgres slow log, EXPLAIN ANALYZE, table and index sizes, "
                 "pg_stat_statements) for the instructor dashboard's completion funnel taking 20 s on big "
                 "courses (parallel seq scan of 184M lesson_events rows); one decision: a rollup table "
                 "course_lesson_funnel filled every 15 minutes, no new big index on lesson_events",
        "steps": [
            ("user", "the 'completion funnel' on the instructor dashboard takes 20+ seconds for big courses. slow "
                     "log is in /var/log/postgresql on insights-db-1, have a look"),
            shell("ssh insights-db-1 \"grep -h 'duration' /var/log/postgresql/postgresql-2026-11-13.log | sort -t: "
                  "-k5 -nr | head -n 4\"",
                  "2026-11-13 14:02:17 UTC [88123] LOG:  duration: 21843.112 ms  execute <unnamed>: SELECT "
                  "lesson_id, count(DISTINCT user_id) FROM lesson_events WHERE course_id = $1 AND event = "
                  "'lesson.completed' GROUP BY lesson_id\n"
                  "2026-11-13 11:40:03 UTC [87410] LOG:  duration: 19520.870 ms  execute <unnamed>: SELECT "
                  "lesson_id, count(DISTINCT user_id) FROM lesson_events WHERE course_id = $1 AND event = "
                  "'lesson.completed' GROUP BY lesson_id\n"
                  "2026-11-13 09:15:44 UTC [86002] LOG:  duration: 4411.203 ms  execute <unnamed>: SELECT "
                  "date_trunc('day', occurred_at), count(*) FROM lesson_events WHERE course_id = $1 GROUP BY 1\n"
                  "2026-11-13 15:31:09 UTC [88971] LOG:  duration: 1207.551 ms  execute <unnamed>: SELECT * FROM "
                  "enrollments WHERE course_id = $1\n"),
            shell("psql \"$INSIGHTS_URL\" -c \"EXPLAIN (ANALYZE, BUFFERS) SELECT lesson_id, count(DISTINCT user_id) "
                  "FROM lesson_events WHERE course_id = 'k8s-humans' AND event = 'lesson.completed' GROUP BY "
                  "lesson_id\"",
                  "GroupAggregate  (cost=4310233.11..4312984.40 rows=48 width=16) (actual time=19802.4..19876.1 "
                  "rows=48 loops=1)\n"
                  "  ->  Gather Merge  (actual time=19790.2..19851.7 rows=391204 loops=1)\n"
                  "        Workers Planned: 2\n"
                  "        ->  Sort  (actual time=19611.0..19640.3 rows=130401 loops=3)\n"
                  "              ->  Parallel Seq Scan on lesson_events  (actual time=0.412..19420.8 "
                  "rows=130401 loops=3)\n"
                  "                    Filter: ((course_id = 'k8s-humans') AND (event = 'lesson.completed'))\n"
                  "                    Rows Removed by Filter: 61204577\n"
                  "                    Buffers: shared hit=10233 read=2104881\n"
                  "Planning Time: 0.311 ms\nExecution Time: 19876.402 ms\n"),
            shell("psql \"$INSIGHTS_URL\" -c '\\di+ lesson_events*' -c \"SELECT pg_size_pretty(pg_total_relation_size"
                  "('lesson_events')), (SELECT count(*) FROM lesson_events)\"",
                  "                        List of relations\n"
                  " Name                          | Table         | Size\n"
                  "-------------------------------+---------------+--------\n"
                  " lesson_events_pkey            | lesson_events | 3952 MB\n"
                  " lesson_events_user_time_idx   | lesson_events | 5810 MB\n\n"
                  " pg_size_pretty |   count\n----------------+-----------\n 61 GB          | 184005132\n"),
            shell("psql \"$INSIGHTS_URL\" -c \"SELECT calls, round(mean_exec_time) AS mean_ms, left(query, 60) FROM "
                  "pg_stat_statements ORDER BY total_exec_time DESC LIMIT 4\"",
                  " calls | mean_ms |                             left\n"
                  "-------+---------+-------------------------------------------------------------\n"
                  "   412 |   17310 | SELECT lesson_id, count(DISTINCT user_id) FROM lesson_events\n"
                  " 91833 |      41 | INSERT INTO lesson_events (id, user_id, course_id, lesson_i\n"
                  "  1208 |    3904 | SELECT date_trunc($1, occurred_at), count(*) FROM lesson_ev\n"
                  "  5530 |     880 | SELECT * FROM enrollments WHERE course_id = $1\n"),
            shell("psql \"$INSIGHTS_URL\" -c \"SELECT count(*) FILTER (WHERE event = 'lesson.completed') AS "
                  "completed, count(*) AS total FROM lesson_events WHERE occurred_at > now() - interval '1 day'\"",
                  " completed |  total\n-----------+---------\n     81214 | 1902355\n"),
            ("assistant", "The funnel query scans the whole 61 GB lesson_events table (184M rows) on every dashboard "
                          "load: a parallel seq scan reading 2.1M buffers to keep 391k rows. It's the top entry in "
                          "pg_stat_statements by total time (412 calls, 17 s mean). Options:\n\n"
                          "a) an index on (course_id, event, lesson_id, user_id): roughly 9 GB, brings the query to "
                          "about a second, and every one of the ~1.9M inserts a day pays for it;\n"
                          "b) a rollup table per course, lesson and day, filled incrementally by a job; the "
                          "dashboard reads only the rollup;\n"
                          "c) a materialized view: simple, but REFRESH recomputes all 184M rows each time."),
            ("user", "b. a table course_lesson_funnel (course_id, lesson_id, day, completed_users) filled by a job "
                     "every 15 minutes from the events since the last watermark, and the dashboard reads only the "
                     "rollup. no more multi-GB indexes on lesson_events, the inserts are already the second most "
                     "expensive thing in there"),
            shell("apply_patch < /tmp/funnel-rollup.patch && python -m insights.jobs.funnel_rollup --backfill && "
                  "psql \"$INSIGHTS_URL\" -c \"EXPLAIN ANALYZE SELECT lesson_id, sum(completed_users) FROM "
                  "course_lesson_funnel WHERE course_id = 'k8s-humans' GROUP BY lesson_id\" | tail -n 1",
                  "Success. Updated the following files:\nA migrations/0042_course_lesson_funnel.sql\n"
                  "A insights/jobs/funnel_rollup.py\nM insights/dashboards/funnel.py\nM deploy/cron.yaml\n"
                  "backfill: 2,914 courses, 61,022 rows, watermark 2026-11-13 16:21:07+00\n"
                  "Execution Time: 13.942 ms\n"),
            ("assistant", "The funnel for k8s-humans now takes 14 ms instead of 19.9 s. The rollup job runs every "
                          "15 minutes from deploy/cron.yaml, so the funnel can be up to 15 minutes behind; the "
                          "dashboard shows the watermark time under the chart."),
        ],
        "facts": [
            fact("funnel-rollup", "The instructor dashboard's completion funnel reads only the rollup table "
                                  "course_lesson_funnel, filled every 15 minutes by a job from lesson_events since "
                                  "the last watermark; no new multi-GB index on lesson_events (it would slow "
                                  "inserts).",
                 "decision", "user", ["course_lesson_funnel", "15 minutes"]),
        ],
        "optional": [
            opt("funnel-slow-cause", "The funnel query did a parallel seq scan of lesson_events (184M rows, 61 GB).",
                ["Seq Scan", "lesson_events"]),
        ],
        "questions": [
            q("Where does the completion funnel get its numbers?",
              "the rollup table course_lesson_funnel, filled every 15 minutes", ["funnel-rollup"]),
            q("Why no index on lesson_events for the funnel?", "the inserts are already expensive",
              ["funnel-rollup"]),
        ],
    },
]
