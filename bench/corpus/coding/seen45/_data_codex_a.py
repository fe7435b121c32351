"""h45 Codex sessions, part a: OEE definitions and dashboards-as-code for Hall B in Grafana, a slow scrap report
on the TimescaleDB signals database (mostly query plans), and a PLC vendor's firmware notice for the VX-1500 CPUs
checked against the plant's PLC inventory."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

GRAFANA = "/Users/oskar/code/grafana-oee"
SIGNALS = "/home/lena/proj/signals"
PLCS = "/Users/oskar/code/plc-fleet"

SESSIONS = [
    {
        "id": "h45-cx-oee-definitions",
        "project": GRAFANA,
        "start": datetime(2026, 11, 4, 8, 30),
        "about": "grafana-oee: the W2 availability on the dashboard (69%) vs the production manager's Excel (65%); "
                 "the difference is changeovers; OEE definitions fixed (planned production time = shift time minus "
                 "planned breaks and scheduled maintenance, changeovers stay in; performance from the ideal cycle "
                 "time of the SAP routing; rework counts as bad); 'keep this one for good' OEE panels read only "
                 "signals_1m/signals_1h, never machine_signals; dashboard uid oee-<line>, one folder per hall",
        "steps": [
            ("user", "the OEE numbers on the Hall B dashboard don't match what the production manager computes in "
                     "excel. line W2 last week: we show availability 69%, his sheet says 65%. and apparently our "
                     "definitions aren't written down anywhere, so let's fix that today"),
            shell("sed -n '/availability/,/^  }/p' lib/oee.libsonnet",
                  "  availability(line):: {\n"
                  "    // run time / planned production time\n"
                  "    planned: 'shift_minutes - planned_break_minutes - maintenance_minutes - changeover_minutes',\n"
                  "    expr: 'run_minutes / nullif(%s, 0)' % self.planned,\n"
                  "  },\n"),
            shell("psql \"$SIGNALS_RO_URL\" -Atc \"select sum(shift_minutes), sum(planned_break_minutes), "
                  "sum(maintenance_minutes), sum(changeover_minutes), sum(run_minutes) from line_shift_summary where "
                  "line = 'w2' and shift_date between '2026-10-26' and '2026-11-01'\"",
                  "7200|630|240|410|4100\n"),
            ("assistant", "The difference is the changeovers. The dashboard takes them out of planned production "
                          "time: 4100 / (7200 - 630 - 240 - 410) = 4100 / 5920 = 69.3%. The Excel leaves them in: "
                          "4100 / 6330 = 64.8%. So on the dashboard a changeover never hurts availability, in the "
                          "sheet it does."),
            ("user", "the manager is right on that one. definition, and this is final: planned production time = "
                     "shift time minus planned breaks minus scheduled maintenance. changeovers stay IN planned "
                     "production time, they're a loss we want to see. performance uses the ideal cycle time from the "
                     "SAP routing of the work order, not the nameplate speed of the machine. quality is good parts "
                     "over total parts, and rework counts as bad"),
            shell("apply_patch < /tmp/oee-defs.patch && sed -n '/availability/,/quality/p' lib/oee.libsonnet",
                  "Success. Updated the following files:\nM lib/oee.libsonnet\n"
                  "  availability(line):: {\n"
                  "    // planned production time = shift - planned breaks - scheduled maintenance;\n"
                  "    // changeovers stay in (they are an availability loss)\n"
                  "    planned: 'shift_minutes - planned_break_minutes - maintenance_minutes',\n"
                  "    expr: 'run_minutes / nullif(%s, 0)' % self.planned,\n"
                  "  },\n"
                  "  performance(line):: {\n"
                  "    // ideal cycle time from the SAP routing of the work order, not nameplate speed\n"
                  "    expr: 'sum(good_parts + bad_parts) * avg(routing_ideal_cycle_s) / 60 / nullif(run_minutes, "
                  "0)',\n"
                  "  },\n"
                  "  quality(line):: {\n"
                  "    // rework counts as bad\n"),
            shell("rg -n 'machine_signals' dashboards/",
                  "dashboards/hall-b/w2.jsonnet:88:      rawSql: 'select time_bucket($__interval, ts) as time, "
                  "avg(value) from machine_signals where ...',\n"
                  "dashboards/hall-b/p3.jsonnet:41:      rawSql: 'select ts as time, value from machine_signals "
                  "where signal = ...',\n"
                  "dashboards/hall-a/paint.jsonnet:120:      rawSql: 'select time_bucket(\\'5m\\', ts), max(value) "
                  "from machine_signals ...',\n"),
            ("assistant", "Three panels query the raw machine_signals hypertable directly; those are the ones that "
                          "time out when someone picks a 30-day range. signals_1m and signals_1h have the same "
                          "columns aggregated per minute and per hour, so I'd point them there: signals_1m up to 2 "
                          "days, signals_1h beyond that."),
            ("user", "yes. keep this one for good: OEE dashboards only ever read from the continuous aggregates, "
                     "signals_1m or signals_1h, never from machine_signals. the raw table is for the SPC engine and "
                     "for debugging, not for grafana"),
            shell("apply_patch < /tmp/caggs.patch && rg -c 'machine_signals' dashboards/ || echo 'no matches'",
                  "Success. Updated the following files:\nM dashboards/hall-b/w2.jsonnet\n"
                  "M dashboards/hall-b/p3.jsonnet\nM dashboards/hall-a/paint.jsonnet\nno matches\n"),
            ("user", "and naming, since we're adding the missing lines anyway: dashboard uid is oee-<line> in lower "
                     "case, so oee-w2, oee-p3, oee-paint. one folder per hall, 'Hall A', 'Hall B'"),
            shell("rg -n \"uid:\" dashboards/ && apply_patch < /tmp/uids.patch && rg -n \"uid:|folder:\" "
                  "dashboards/ | sort",
                  "dashboards/hall-a/paint.jsonnet:3:  uid: 'paintline-oee',\n"
                  "dashboards/hall-b/p3.jsonnet:3:  uid: 'P3_OEE',\n"
                  "dashboards/hall-b/w2.jsonnet:3:  uid: 'w2',\n"
                  "Success. Updated the following files:\nM dashboards/hall-a/paint.jsonnet\n"
                  "M dashboards/hall-b/p3.jsonnet\nM dashboards/hall-b/w2.jsonnet\nA dashboards/hall-b/p4.jsonnet\n"
                  "A dashboards/hall-b/w1.jsonnet\n"
                  "dashboards/hall-a/paint.jsonnet:3:  uid: 'oee-paint', folder: 'Hall A',\n"
                  "dashboards/hall-b/p3.jsonnet:3:  uid: 'oee-p3', folder: 'Hall B',\n"
                  "dashboards/hall-b/p4.jsonnet:3:  uid: 'oee-p4', folder: 'Hall B',\n"
                  "dashboards/hall-b/w1.jsonnet:3:  uid: 'oee-w1', folder: 'Hall B',\n"
                  "dashboards/hall-b/w2.jsonnet:3:  uid: 'oee-w2', folder: 'Hall B',\n"),
            shell("make build && make deploy ENV=staging 2>&1 | tail -n 2",
                  "jsonnet: 5 dashboards rendered to out/\n"
                  "provisioned 5 dashboards to grafana-stg.talvik.local (folders: Hall A, Hall B)\n"
                  "W2 2026-10-26..2026-11-01 availability 64.8%\n"),
            ("assistant", "Staging now shows 64.8% availability for W2 last week, the same as the manager's sheet. "
                          "The old uids (paintline-oee, P3_OEE, w2) are gone, so any bookmarks to them will break; "
                          "links from the panels' home page are updated."),
        ],
        "facts": [
            fact("planned-time", "OEE planned production time = shift time minus planned breaks minus scheduled "
                                 "maintenance; changeovers stay in planned production time (an availability loss).",
                 "decision", "user", ["planned production time", "changeover", ["scheduled maintenance",
                                                                                 "planned breaks"]]),
            fact("ideal-cycle", "OEE performance uses the ideal cycle time from the SAP routing of the work order, "
                                "not the machine's nameplate speed.",
                 "decision", "user", ["ideal cycle time", "routing"]),
            fact("caggs-only", "OEE dashboards only read from the continuous aggregates signals_1m or signals_1h, "
                               "never from the raw machine_signals table (that is for the SPC engine and debugging).",
                 "rule", "user", ["machine_signals", ["signals_1m", "continuous aggregates"]], remember=True),
            fact("dashboard-uid", "OEE dashboard uids are oee-<line> in lower case (oee-w2, oee-p3, oee-paint), "
                                  "with one folder per hall ('Hall A', 'Hall B').",
                 "convention", "user", ["oee-<line>", ["folder per hall", "Hall B"]]),
        ],
        "optional": [
            opt("rework-bad", "In the OEE quality factor rework counts as bad.", ["rework"]),
        ],
        "questions": [
            q("Do changeovers count as planned production time in OEE?",
              "yes, changeovers stay in; planned production time is shift time minus planned breaks minus scheduled "
              "maintenance",
              ["planned-time"]),
            q("Which cycle time does OEE performance use?", "the ideal cycle time from the SAP routing",
              ["ideal-cycle"]),
            q("Which tables may OEE panels query?", "only signals_1m or signals_1h, never machine_signals",
              ["caggs-only"]),
            q("What uid does an OEE dashboard get?", "oee-<line>, lower case", ["dashboard-uid"]),
        ],
    },
    {
        "id": "h45-cx-signals-scrap-query-plan",
        "project": SIGNALS,
        "start": datetime(2026, 11, 13, 11, 15),
        "about": "signals: the scrap-by-shift report takes 38 s; mostly EXPLAIN ANALYZE output: ts::date in the "
                 "WHERE clause defeats chunk exclusion (seq scans on all 46 chunks), a half-open range on ts "
                 "excludes 45 chunks and runs in 143 ms; one decision: queries filter time only with half-open "
                 "ranges on ts, enforced by scripts/check_ts_filters.sh in CI",
        "steps": [
            ("user", "the scrap-by-shift report takes 38 seconds. queries/scrap_by_shift.sql. why"),
            shell("cat queries/scrap_by_shift.sql",
                  "select machine_id, shift_of(ts) as shift, sum(value) as scrap\n"
                  "from machine_signals\n"
                  "where signal like '%.scrap_count'\n"
                  "  and ts::date = :day\n"
                  "group by 1, 2\norder by 1, 2;\n"),
            shell("psql \"$SIGNALS_RO_URL\" -c \"explain (analyze, buffers) select machine_id, shift_of(ts), "
                  "sum(value) from machine_signals where signal like '%.scrap_count' and ts::date = '2026-11-12' "
                  "group by 1, 2\" | awk 'NR<=11 || /Planning Time|Execution Time/' && psql \"$SIGNALS_RO_URL\" -Atc "
                  "\"select count(*) from show_chunks('machine_signals')\"",
                  "                                         QUERY PLAN\n"
                  "----------------------------------------------------------------------------------------------\n"
                  " HashAggregate  (cost=9841120.44..9841187.94 rows=5400 width=44) (actual "
                  "time=37894.117..37894.388 rows=318 loops=1)\n"
                  "   Buffers: shared hit=2104 read=3409900\n"
                  "   ->  Append  (cost=0.00..9833912.10 rows=961112 width=20) (actual time=412.06..37811.95 "
                  "rows=46288 loops=1)\n"
                  "         ->  Seq Scan on _hyper_1_1402_chunk  (cost=0.00..213612.40 rows=20893 width=20) "
                  "(actual time=402.11..811.30 rows=0 loops=1)\n"
                  "               Filter: ((signal ~~ '%.scrap_count'::text) AND ((ts)::date = "
                  "'2026-11-12'::date))\n"
                  "               Rows Removed by Filter: 13311920\n"
                  "         ->  Seq Scan on _hyper_1_1403_chunk  (cost=0.00..214001.88 rows=20931 width=20) "
                  "(actual time=398.77..823.02 rows=0 loops=1)\n"
                  " Planning Time: 41.203 ms\n"
                  " Execution Time: 38204.771 ms\n"
                  "46\n"),
            shell("psql \"$SIGNALS_RO_URL\" -c \"explain (analyze, buffers) select machine_id, shift_of(ts), "
                  "sum(value) from machine_signals where signal like '%.scrap_count' and ts >= '2026-11-12' and "
                  "ts < '2026-11-13' group by 1, 2\"",
                  "                                         QUERY PLAN\n"
                  "----------------------------------------------------------------------------------------------\n"
                  " HashAggregate  (cost=24107.35..24174.85 rows=5400 width=44) (actual time=142.204..142.391 "
                  "rows=318 loops=1)\n"
                  "   Buffers: shared hit=18044 read=2211\n"
                  "   ->  Custom Scan (ChunkAppend) on machine_signals  (cost=0.56..23920.11 rows=24965 width=20) "
                  "(actual time=0.88..131.06 rows=46288 loops=1)\n"
                  "         Chunks excluded during startup: 45\n"
                  "         ->  Index Scan using _hyper_1_1447_chunk_machine_signals_signal_ts_idx on "
                  "_hyper_1_1447_chunk  (actual time=0.87..124.55 rows=46288 loops=1)\n"
                  "               Index Cond: ((ts >= '2026-11-12 00:00:00+01'::timestamptz) AND (ts < "
                  "'2026-11-13 00:00:00+01'::timestamptz))\n"
                  "               Filter: (signal ~~ '%.scrap_count'::text)\n"
                  " Planning Time: 3.911 ms\n"
                  " Execution Time: 142.618 ms\n"),
            ("assistant", "`ts::date = :day` wraps ts in a cast, so TimescaleDB can't compare it with the chunks' "
                          "time ranges: no chunk exclusion, a Seq Scan on all 46 chunks, 3.4 million buffers read, "
                          "38.2 s. With a half-open range on the bare column (`ts >= day and ts < day + 1`) the "
                          "planner excludes 45 chunks at startup and uses the (signal, ts) index on the one left: "
                          "143 ms, same 318 rows."),
            shell("rg -n \"ts::date|date\\(ts\\)|date_trunc\\('day', ts\\) *=|extract\\(.*from ts\\) *=\" queries/ "
                  "reports/",
                  "queries/scrap_by_shift.sql:4:  and ts::date = :day\n"
                  "queries/downtime_by_reason.sql:7:  and date_trunc('day', ts) = :day\n"
                  "reports/weekly_oee.sql:12:  and extract(week from ts) = :week\n"),
            ("user", "that's the decision then: in this repo nobody filters on a function of ts. time filters are "
                     "half-open ranges on ts only, ts >= start and ts < end. fix all three and add a check to CI "
                     "that greps for it"),
            shell("apply_patch < /tmp/ts-ranges.patch && bash scripts/check_ts_filters.sh && time psql "
                  "\"$SIGNALS_RO_URL\" -Atf queries/scrap_by_shift.sql -v day=\"'2026-11-12'\" | wc -l",
                  "Success. Updated the following files:\nM queries/scrap_by_shift.sql\n"
                  "M queries/downtime_by_reason.sql\nM reports/weekly_oee.sql\nA scripts/check_ts_filters.sh\n"
                  "M .gitlab-ci.yml\n"
                  "check_ts_filters: 0 filters on a function of ts\n"
                  "318\n\nreal\t0m0.151s\nuser\t0m0.012s\nsys\t0m0.008s\n"),
            shell("git add -A && git commit -qm 'queries: half-open ts ranges only; check_ts_filters in CI' && git "
                  "log -1 --oneline",
                  "c7d41e2 queries: half-open ts ranges only; check_ts_filters in CI\n"),
        ],
        "facts": [
            fact("ts-ranges", "In the signals repo time filters are half-open ranges on ts only (ts >= start and "
                              "ts < end), never a function of ts such as ts::date, which defeats chunk exclusion "
                              "(the scrap-by-shift report scanned all 46 chunks in 38 s); scripts/"
                              "check_ts_filters.sh enforces it in CI.",
                 "rule", "user", ["half-open", ["ts::date", "chunk exclusion", "function of ts"]]),
        ],
        "optional": [
            opt("scrap-speedup", "The scrap-by-shift report went from 38.2 s to about 143 ms.", ["143 ms"]),
            opt("ts-check", "scripts/check_ts_filters.sh runs in CI.", ["check_ts_filters"]),
        ],
        "questions": [
            q("Why did the scrap-by-shift report take 38 seconds?",
              "ts::date wraps ts in a cast, so no chunk exclusion and a Seq Scan on all 46 chunks", ["ts-ranges"]),
            q("How must queries in the signals repo filter on time?",
              "half-open ranges on ts only, ts >= start and ts < end", ["ts-ranges"]),
        ],
    },
    {
        "id": "h45-cx-plc-firmware-notice",
        "project": PLCS,
        "start": datetime(2026, 11, 17, 13, 0),
        "about": "plc-fleet: a pasted Vexler product notice for VX-1500 firmware V4.2.0 (Basic128Rsa15/Basic256 "
                 "removed, sessions 10 -> 4, anonymous off, HTTPS only, update by 31 March 2027, a vendor "
                 "'Remember:' to re-trust certificates); the person confirms only: every endpoint moves to "
                 "Basic256Sha256 with SignAndEncrypt now, lines stay on 4.1.3, and (French-flavoured remember "
                 "request) every firmware runs two weeks on the lab test rig lab-vx01 before any line",
        "steps": [
            ("user", "this came in from Vexler this morning:\n\n"
                     "---\nVexler Automation - Product Notice PN-2026-118\n"
                     "Subject: Firmware V4.2.0 for VX-1500 CPUs\n\n"
                     "1. OPC UA server: the security policies Basic128Rsa15 and Basic256 are removed. Supported: "
                     "Basic256Sha256, Aes128_Sha256_RsaOaep, Aes256_Sha256_RsaPss.\n"
                     "2. The default maximum number of OPC UA sessions is reduced from 10 to 4 (configurable up to "
                     "8).\n"
                     "3. Anonymous access to the OPC UA server is disabled by default.\n"
                     "4. Web server: HTTP is disabled, HTTPS only on port 443.\n"
                     "5. Vexler recommends updating all VX-1500 CPUs to V4.2.0 before 31 March 2027. V4.1.x remains "
                     "supported until 30 June 2027.\n"
                     "6. Remember: after the update, all OPC UA client certificates must be trusted again on the "
                     "CPU.\n---\n\nwhat does it mean for us? check plc-fleet"),
            shell("yq -r '.plcs[] | [.name, .model, .firmware, .opcua.security_policy, .opcua.mode, "
                  ".opcua.auth] | @tsv' inventory/plcs.yaml | sort | column -t | head -n 13; yq -r "
                  "'.plcs[] | .model + \" \" + .firmware' inventory/plcs.yaml | sort | uniq -c; yq -r "
                  "'.plcs[].opcua.security_policy' inventory/plcs.yaml | sort | uniq -c",
                  "p1.press01   VX-1500  4.1.3  Basic256        Sign            user\n"
                  "p1.press02   VX-1500  4.1.3  Basic256        Sign            user\n"
                  "p1.press03   VX-1500  4.1.3  Basic256        Sign            user\n"
                  "p2.press01   VX-1500  4.1.3  Basic256        Sign            user\n"
                  "p2.press02   VX-1500  4.1.3  Basic256        Sign            user\n"
                  "p2.press03   VX-1500  4.1.3  Basic256        Sign            user\n"
                  "p2.feeder    VX-1500  4.1.3  Basic256        Sign            user\n"
                  "p3.press01   VX-1500  4.1.3  Basic256Sha256  SignAndEncrypt  user\n"
                  "p3.press02   VX-1500  4.1.3  Basic256Sha256  SignAndEncrypt  user\n"
                  "p4.press01   VX-1500  4.1.3  Basic256Sha256  SignAndEncrypt  user\n"
                  "p4.press02   VX-1500  4.1.3  Basic256Sha256  Sign            user\n"
                  "w1.cell01    VX-1500  4.1.3  Basic256        Sign            user\n"
                  "w1.cell02    VX-1500  4.1.3  Basic256        Sign            user\n"
                  "     23 VX-1500 4.1.3\n"
                  "      9 Basic256\n"
                  "     14 Basic256Sha256\n"),
            shell("yq -r '.plcs[] | [.name, (.clients | length), (.clients | join(\",\"))] | @tsv' "
                  "inventory/plcs.yaml | sort -k2 -nr | head -n 3",
                  "p3.press02\t3\tcollector,eng-station,andon-gw\n"
                  "p3.press01\t3\tcollector,eng-station,andon-gw\n"
                  "w3.cell01\t2\tcollector,eng-station\n"),
            ("assistant", "Against plc-fleet, all 23 PLCs are VX-1500 on 4.1.3:\n\n"
                          "1. **Security policies**: 9 PLCs (P1, P2 and two W1 cells) run Basic256, which V4.2.0 "
                          "removes; the collector would stop connecting to them after the update. The other 14 are "
                          "on Basic256Sha256, one of them (p4.press02) only with Sign.\n"
                          "2. **Sessions**: at most 3 clients per PLC (collector, engineering station, and the "
                          "andon gateway on P3), so a limit of 4 is enough.\n"
                          "3. **Anonymous**: every endpoint already logs in with a user.\n"
                          "4. **Web server**: we don't use it.\n"
                          "5. **Timeline**: vendor recommendation only, 4.1.x supported to 30 June 2027.\n"
                          "6. **Certificates**: after an update the collector's certificate has to be trusted on "
                          "the CPU again."),
            ("user", "ok. 1: we move everything to Basic256Sha256 with SignAndEncrypt now, all 23, not only the 9, "
                     "and independent of the firmware. Sign only was a shortcut anyway. 2 and 3 don't matter for "
                     "us. the update itself: the lines stay on 4.1.3 for now"),
            shell("apply_patch < /tmp/sha256-everywhere.patch && yq -r '.plcs[] | .opcua.security_policy + \" \" + "
                  ".opcua.mode' inventory/plcs.yaml | sort | uniq -c && fleetctl probe --all 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM inventory/plcs.yaml\n"
                  "M ../talvik-collector/config/endpoints.toml\n"
                  "     23 Basic256Sha256 SignAndEncrypt\n"
                  "probe: 23/23 sessions activated (Basic256Sha256, SignAndEncrypt)\n"
                  "probe: 0 failed\n"),
            ("user", "please, you must retain this for the next times: the test rig is the VX-1500 in the lab, its "
                     "name is lab-vx01. every new firmware goes there first and runs minimum two weeks before it "
                     "touches any line. no exceptions, also not for security fixes"),
            ("assistant", "Understood: every new PLC firmware goes onto lab-vx01 first and runs there at least two "
                          "weeks before any line gets it, security fixes included. Should I schedule 4.2.0 on "
                          "lab-vx01 now?"),
            ("user", "yes, schedule it for tomorrow morning, and put a note in the inventory that the lines stay on "
                     "4.1.3 until lab-vx01 has run 4.2.0 for two weeks"),
            shell("fleetctl firmware schedule lab-vx01 4.2.0 --at '2026-11-18 07:00' && apply_patch < "
                  "/tmp/inventory-note.patch && git add -A && git commit -qm 'opcua: Basic256Sha256 SignAndEncrypt "
                  "on all PLCs; 4.2.0 to lab-vx01 first' && git log -1 --oneline",
                  "scheduled: lab-vx01 -> VX-1500 firmware 4.2.0 at 2026-11-18 07:00 (job fw-3391)\n"
                  "Success. Updated the following files:\nM inventory/plcs.yaml\n"
                  "9e2b7c0 opcua: Basic256Sha256 SignAndEncrypt on all PLCs; 4.2.0 to lab-vx01 first\n"),
        ],
        "facts": [
            fact("opcua-policy", "All 23 PLC endpoints use the OPC UA security policy Basic256Sha256 with "
                                 "SignAndEncrypt, independent of the firmware; Sign only is no longer used.",
                 "decision", "user", ["Basic256Sha256", "SignAndEncrypt"]),
            fact("firmware-hold", "The VX-1500 CPUs on the lines stay on firmware 4.1.3 until lab-vx01 has run "
                                  "4.2.0 for two weeks.",
                 "decision", "user", ["4.1.3", ["4.2.0", "lab-vx01"]]),
            fact("test-rig", "Every new PLC firmware goes onto the lab test rig lab-vx01 first and runs there at "
                             "least two weeks before it touches any line, security fixes included.",
                 "rule", "user", ["lab-vx01", "two weeks"], remember=True),
        ],
        "optional": [
            opt("plc-sessions", "Each PLC has at most 3 OPC UA clients (collector, engineering station, andon "
                                "gateway on P3).",
                ["engineering station"]),
        ],
        "questions": [
            q("Which OPC UA security policy do the PLC endpoints use?", "Basic256Sha256 with SignAndEncrypt",
              ["opcua-policy"]),
            q("Which firmware do the line PLCs stay on?",
              "4.1.3, until lab-vx01 has run 4.2.0 for two weeks", ["firmware-hold"]),
            q("Where does a new PLC firmware go first?", "the test rig lab-vx01, minimum two weeks",
              ["test-rig"]),
        ],
    },
]
