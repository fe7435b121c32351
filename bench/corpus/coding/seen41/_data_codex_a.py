"""h41 Codex sessions, part a: the regulator's letter about the RR-SM4 smart-meter return (reg-returns, Dagster), a
slow region dashboard query read off ClickHouse EXPLAIN output, and a morning fixing a local docker setup with nothing
durable."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

RETURNS = "/Users/femi/code/reg-returns"
QUERIES = "/home/kwame/src/readings-queries"
APP = "/home/lea/dev/tidewell-app"

SESSIONS = [
    {
        "id": "h41-cx-regulator-rr-sm4-letter",
        "project": RETURNS,
        "start": datetime(2026, 11, 5, 10, 0),
        "about": "reg-returns: a pasted letter from the Energy Market Authority about the quarterly RR-SM4 "
                 "smart-meter return; the person confirms two new columns (valid_read_pct, estimated_bill_count), "
                 "defers median time to restore comms (not tracked); file name RR-SM4_<licence>_<YYYYQn>.csv; "
                 "heads-up about a future date: from 1 January 2027 the deadline is 20 working days after quarter "
                 "end, first one 29 January 2027; near-miss 'cover note is a draft'",
        "steps": [
            ("user", "letter from the EMA came in, pasted below. tell me what it means for the RR-SM4 asset\n\n"
                     "Energy Market Authority - Smart Metering Performance\n"
                     "Dear licensee,\n"
                     "From the return for Q4 2026, the quarterly smart metering return (RR-SM4) must also contain, "
                     "per month of the quarter:\n"
                     "(a) the percentage of installed smart meters that provided at least one valid read;\n"
                     "(b) the number of bills issued on estimated reads;\n"
                     "(c) the median time to restore communications with a smart meter that lost them.\n"
                     "From 1 January 2027 returns are due within 20 working days of the end of the quarter (currently "
                     "30 calendar days). Resubmissions must be marked as such in the file. Files must be UTF-8 CSV "
                     "with a header row.\n"
                     "Yours faithfully, Head of Retail Data"),
            shell("sed -n 1,40p reg_returns/assets/rr_sm4.py",
                  "@asset(partitions_def=quarterly)\n"
                  "def rr_sm4(context, installs: pd.DataFrame, reads: pd.DataFrame) -> pd.DataFrame:\n"
                  "    q = context.partition_key\n"
                  "    out = installs.groupby(\"month\").agg(installed=(\"mpan\", \"nunique\"))\n"
                  "    out[\"licence\"] = LICENCE\n"
                  "    return out.reset_index()\n"),
            ("assistant", "Today the asset only reports installed meters per month. What the letter asks:\n\n"
                          "- (a) needs a join with reads: meters with at least one valid read in the month divided "
                          "by installed meters. We have that in readings_raw.\n"
                          "- (b) needs the billing side: bills whose closing or period read was estimated. The "
                          "billing warehouse has `bills.read_type`.\n"
                          "- (c) needs comms loss and restore events per meter. I can't find that anywhere in this "
                          "repo or the warehouse.\n"
                          "- The deadline change and the resubmission flag affect the schedule and the file, not the "
                          "numbers.\n\nWhich of these do you want now?"),
            ("user", "a and b now, as valid_read_pct and estimated_bill_count. c we don't track yet, I'll ask the "
                     "comms team what they have, not today. and a resubmitted column, true/false"),
            shell("apply_patch < /tmp/rr_sm4_columns.patch && pytest -q tests/test_rr_sm4.py 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nM reg_returns/assets/rr_sm4.py\n"
                  "M tests/test_rr_sm4.py\n6 passed in 1.42s\n"),
            shell("dagster asset materialize --select rr_sm4 --partition 2026-Q3 -m reg_returns 2>&1 | tail -n 2 && "
                  "ls out/",
                  "RUN_SUCCESS - Finished execution of run for \"__ASSET_JOB\"\n"
                  "rr_sm4.csv\n"),
            ("user", "the file name has to be RR-SM4_<licence>_<YYYYQn>.csv, e.g. RR-SM4_EL0417_2026Q3.csv. the "
                     "portal rejects anything else. that's how we name every return file, <return code>_<licence>_"
                     "<period>"),
            shell("apply_patch < /tmp/rr_sm4_filename.patch && dagster asset materialize --select rr_sm4 --partition "
                  "2026-Q3 -m reg_returns >/dev/null 2>&1 && ls out/ && head -n 2 out/RR-SM4_EL0417_2026Q3.csv",
                  "RR-SM4_EL0417_2026Q3.csv\n"
                  "licence,month,installed,valid_read_pct,estimated_bill_count,resubmitted\n"
                  "EL0417,2026-07,1120446,98.71,8211,false\n"),
            ("user", "heads up for future sessions: from 1 january 2027 the RR-SM4 deadline is 20 working days after "
                     "quarter end instead of 30 days. the first one under the new rule is the Q4 2026 return, due 29 "
                     "january 2027, so the schedule has to move before then"),
            ("assistant", "Then the schedule: today `rr_sm4_schedule` runs on the 20th day after quarter end, which "
                          "would be 20 January for Q4 2026 and still leaves 7 working days before 29 January. I'll "
                          "leave it as it is unless you want a buffer change; the deadline mainly affects the "
                          "review."),
            ("user", "leave it. the cover note in docs/ is just a draft, my boss signs it, don't bother with it"),
            shell("git add -A && git commit -qm 'rr_sm4: valid_read_pct, estimated_bill_count, resubmitted; return "
                  "file naming' && git log -1 --oneline",
                  "52b0e71 rr_sm4: valid_read_pct, estimated_bill_count, resubmitted; return file naming\n"),
        ],
        "facts": [
            fact("rr-sm4-deadline", "From 1 January 2027 the RR-SM4 return is due 20 working days after quarter end "
                                    "(was 30 days); the first under the new rule is the Q4 2026 return, due 29 "
                                    "January 2027.",
                 "fact", "user", ["20 working days", "RR-SM4", "29 january"], remember=True),
            fact("rr-sm4-columns", "RR-SM4 gains the columns valid_read_pct and estimated_bill_count (per month) and a "
                                   "resubmitted true/false column.",
                 "decision", "user", ["valid_read_pct", "estimated_bill_count", "resubmitted"]),
            fact("return-file-names", "Regulator return files are named <return code>_<licence>_<period>, e.g. "
                                      "RR-SM4_EL0417_2026Q3.csv; the portal rejects other names.",
                 "convention", "user", [["<return code>_<licence>_<period>", "RR-SM4_<licence>_<YYYYQn>"],
                                        "RR-SM4_EL0417_2026Q3.csv"]),
        ],
        "optional": [
            opt("restore-comms-deferred", "Median time to restore comms (letter item c) is not tracked yet; the "
                                          "person will ask the comms team.", ["restore", "comms team"]),
            opt("licence", "Tidewell's licence code in returns is EL0417.", ["EL0417"]),
        ],
        "questions": [
            q("When is the Q4 2026 RR-SM4 return due?", "29 january 2027, 20 working days after quarter end",
              ["rr-sm4-deadline"]),
            q("Which new columns does RR-SM4 have?", "valid_read_pct, estimated_bill_count and resubmitted",
              ["rr-sm4-columns"]),
            q("How are regulator return files named?", "<return code>_<licence>_<period>, e.g. RR-SM4_EL0417_2026Q3.csv",
              ["return-file-names"]),
        ],
    },
    {
        "id": "h41-cx-clickhouse-region-plan",
        "project": QUERIES,
        "start": datetime(2026, 11, 9, 14, 30),
        "about": "readings-queries: the Grafana region consumption panel takes 11 s; mostly tool output (EXPLAIN "
                 "indexes=1 reading all 9,812 granules since region isn't in the sorting key, query log, a test "
                 "projection); one decision: projection p_region_day on readings_raw ordered by (region, read_at), "
                 "a materialized view rejected (another table to backfill and keep in sync)",
        "steps": [
            ("user", "region consumption panel in grafana takes 11 seconds. here's the query, look at the plan: "
                     "queries/grafana/region_daily.sql"),
            shell("clickhouse-client -q \"EXPLAIN indexes = 1 $(cat queries/grafana/region_daily.sql)\"",
                  "Expression ((Projection + Before ORDER BY))\n"
                  "  Aggregating\n"
                  "    Expression (Before GROUP BY)\n"
                  "      Filter (WHERE)\n"
                  "        ReadFromMergeTree (default.readings_raw)\n"
                  "        Indexes:\n"
                  "          MinMax\n"
                  "            Keys:\n              read_at\n"
                  "            Parts: 31/412\n            Granules: 9812/118904\n"
                  "          Partition\n"
                  "            Keys:\n              toYYYYMM(read_at)\n"
                  "            Parts: 31/412\n            Granules: 9812/118904\n"
                  "          PrimaryKey\n"
                  "            Keys:\n              mpan\n              register\n              read_at\n"
                  "            Condition: true\n"
                  "            Parts: 31/412\n            Granules: 9812/118904\n"),
            shell("clickhouse-client -q \"SELECT query_duration_ms, read_rows, formatReadableSize(read_bytes), "
                  "formatReadableSize(memory_usage) FROM system.query_log WHERE type = 'QueryFinish' AND query LIKE "
                  "'%region_daily%' ORDER BY event_time DESC LIMIT 3\"",
                  "11412\t80363144\t2.31 GiB\t1.08 GiB\n"
                  "10987\t80361902\t2.31 GiB\t1.07 GiB\n"
                  "11630\t80366511\t2.31 GiB\t1.09 GiB\n"),
            shell("sed -n 1,12p queries/grafana/region_daily.sql",
                  "SELECT toDate(read_at) AS day, sum(kwh) AS kwh\n"
                  "FROM readings_raw FINAL\n"
                  "WHERE region = {region:String}\n"
                  "  AND read_at >= now() - INTERVAL 30 DAY\n"
                  "  AND register = '1.8.0'\n"
                  "GROUP BY day ORDER BY day\n"),
            ("assistant", "The primary key condition is `true`: the sorting key is (mpan, register, read_at) and the "
                          "query filters on region, so only the partition and minmax on read_at prune anything. It "
                          "reads every granule of the last 31 days, 80M rows, for one region out of 14. Two options: "
                          "a projection on readings_raw ordered by (region, read_at), or a materialized view into a "
                          "daily table per region. I can try the projection on a copy."),
            shell("clickhouse-client --multiquery -q \"ALTER TABLE readings_raw_scratch ADD PROJECTION "
                  "p_region_day (SELECT * ORDER BY (region, read_at)); ALTER TABLE readings_raw_scratch "
                  "MATERIALIZE PROJECTION p_region_day SETTINGS mutations_sync = 2;\" && clickhouse-client -q "
                  "\"EXPLAIN indexes = 1 $(sed s/readings_raw/readings_raw_scratch/ queries/grafana/region_daily.sql)"
                  "\" | grep -A3 -E 'ReadFromMergeTree|Projection'",
                  "        ReadFromMergeTree (p_region_day)\n"
                  "        Indexes:\n"
                  "          PrimaryKey\n"
                  "            Keys:\n              region\n              read_at\n"
                  "            Condition: and((region in ['NW', 'NW']), (read_at in [1760054400, +Inf)))\n"
                  "            Parts: 31/412\n            Granules: 702/118904\n"),
            shell("for i in 1 2 3; do clickhouse-client --time -q \"$(sed s/readings_raw/readings_raw_scratch/ "
                  "queries/grafana/region_daily.sql | sed \\\"s/{region:String}/'NW'/\\\")\" >/dev/null; done",
                  "0.412\n0.377\n0.381\n"),
            shell("clickhouse-client -q \"SELECT formatReadableSize(sum(data_compressed_bytes)) FROM system."
                  "projection_parts WHERE table = 'readings_raw_scratch' AND name = 'p_region_day' AND active\"; "
                  "clickhouse-client -q \"SELECT formatReadableSize(sum(data_compressed_bytes)) FROM system.parts "
                  "WHERE table = 'readings_raw_scratch' AND active\"",
                  "61.20 GiB\n58.94 GiB\n"),
            ("assistant", "With the projection the query reads 702 granules instead of 9,812 and runs in about 0.38 s "
                          "instead of 11.4 s. The cost is storage: a `SELECT *` projection is a second full copy of "
                          "the table, 61 GiB next to 59 GiB. A materialized view with daily sums per region would be "
                          "tiny, but it's another table that needs a backfill now and has to be kept in sync with "
                          "the catch-up resends and corrections."),
            ("user", "projection. disk is cheap, another table that drifts from readings_raw after every correction "
                     "is not. call it p_region_day on the real table, write the migration"),
            shell("printf \"ALTER TABLE readings_raw ON CLUSTER ingest ADD PROJECTION p_region_day (SELECT * ORDER BY "
                  "(region, read_at));\\nALTER TABLE readings_raw ON CLUSTER ingest MATERIALIZE PROJECTION "
                  "p_region_day;\\n\" > ../meterflow/migrations/0033_p_region_day.sql && git -C ../meterflow add "
                  "migrations/0033_p_region_day.sql && git -C ../meterflow commit -qm '0033: projection "
                  "p_region_day for region dashboards' && git -C ../meterflow log -1 --oneline",
                  "0b7e3f1 0033: projection p_region_day for region dashboards\n"),
        ],
        "facts": [
            fact("p-region-day", "Region dashboards are served by projection p_region_day on readings_raw (SELECT * "
                                 "ORDER BY (region, read_at)), migration 0033; a materialized view was rejected "
                                 "because it is another table to backfill and keep in sync with corrections.",
                 "decision", "user", ["p_region_day", "projection", ["region, read_at", "materialized view"]]),
        ],
        "optional": [
            opt("region-query-speed", "The region_daily query went from about 11.4 s (9,812 granules) to 0.38 s "
                                      "(702 granules) with the projection.", ["region_daily", ["0.38", "702"]]),
            opt("projection-size", "The p_region_day projection is a full second copy, about 61 GiB.", ["61"]),
        ],
        "questions": [
            q("What serves the region consumption dashboards now?", "the projection p_region_day ordered by (region, "
              "read_at)", ["p-region-day"]),
            q("Why not a materialized view for region dashboards?",
              "another table to backfill and keep in sync with corrections", ["p-region-day"]),
        ],
    },
    {
        "id": "h41-cx-app-local-docker",
        "project": APP,
        "start": datetime(2026, 11, 14, 8, 10),
        "about": "tidewell-app: local mock API in docker compose won't start (port 8080 taken by a forgotten "
                 "container from another project); stopped it; flutter doctor complaint about an Android licence; "
                 "one-off 'just today' skipping the pre-commit hook; exaggeration 'docker always eats my battery'; "
                 "nothing durable",
        "steps": [
            ("user", "docker compose up fails for the mock api this morning, no idea why, nothing changed"),
            shell("docker compose up mock-api 2>&1 | tail -n 3",
                  "Error response from daemon: driver failed programming external connectivity on endpoint "
                  "tidewell-app-mock-api-1: Bind for 0.0.0.0:8080 failed: port is already allocated\n"),
            shell("docker ps --format '{{.Names}}\\t{{.Ports}}\\t{{.Status}}' | grep 8080",
                  "hackday-proxy-1\t0.0.0.0:8080->80/tcp\tUp 3 days\n"),
            ("assistant", "Port 8080 is held by `hackday-proxy-1`, a container that has been up for 3 days, from a "
                          "different compose project. Stopping it frees the port; nothing in this repo needs to "
                          "change."),
            ("user", "ah, the hackday thing. kill it. docker always eats my battery anyway"),
            shell("docker stop hackday-proxy-1 && docker compose up -d mock-api && curl -s localhost:8080/v1/health",
                  "hackday-proxy-1\n[+] Running 1/1\n Container tidewell-app-mock-api-1  Started\n{\"ok\":true}\n"),
            ("user", "flutter doctor also moans about something"),
            shell("flutter doctor 2>&1 | grep -A2 '!'",
                  "[!] Android toolchain - develop for Android devices (Android SDK version 35.0.0)\n"
                  "    ! Some Android licenses not accepted. To resolve this, run: flutter doctor "
                  "--android-licenses\n"),
            ("assistant", "Only the Android SDK licences; `flutter doctor --android-licenses` and accepting them "
                          "fixes it. It doesn't affect iOS builds."),
            ("user", "later. I need to push my branch before the train, skip the pre-commit hook just this once, "
                     "the golden image tests take ages on battery"),
            shell("git push --no-verify origin lea/usage-chart 2>&1 | tail -n 1",
                  " * [new branch]      lea/usage-chart -> lea/usage-chart\n"),
            ("user", "thanks, off I go"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
