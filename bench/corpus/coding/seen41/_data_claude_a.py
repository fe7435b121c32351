"""h41 Claude Code sessions, part a: duplicated half-hourly readings in meterflow (Tidewell Energy's Rust ingestion
service, AMQP from the head-end systems into ClickHouse), a new time-of-use tariff in tariff-engine (Scala), and an
evening of questions about meter data with nothing decided."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

METERFLOW = "/home/anouk/src/meterflow"
TARIFF = "/home/tomas/work/tariff-engine"
QUERIES = "/home/kwame/src/readings-queries"

SESSIONS = [
    {
        "id": "h41-cc-meterflow-duplicate-reads",
        "project": METERFLOW,
        "start": datetime(2026, 11, 2, 9, 20),
        "about": "meterflow: consumption doubled for some meters on 31 Oct; the person's theory (RabbitMQ "
                 "redelivered unacked messages after a consumer crash) ruled out, no restarts and 0 redeliveries; "
                 "real cause migration 0031 put received_at into readings_raw's ORDER BY, so ReplacingMergeTree never "
                 "collapses HES-North's nightly catch-up resend; fix readings_raw_v2 ReplacingMergeTree(received_at) "
                 "ORDER BY (mpan, register, read_at), consumption queries use FINAL; 'keep this one' naming mpan/msn, "
                 "never meter_id; near-miss joke about the 2016 leap second",
        "steps": [
            ("user", "the billing-prep check flagged 1,204 meters with roughly double consumption for 31 october. "
                     "I'm fairly sure I know why: the meterflow consumer crashed friday night and rabbit redelivered "
                     "everything that was unacked. prefetch is 500 so that's a lot of readings twice"),
            bash("clickhouse-client -q \"SELECT toDate(read_at) d, count() rows, uniqExact(mpan, register, read_at) "
                 "uniq FROM readings_raw WHERE read_at >= '2026-10-28' GROUP BY d ORDER BY d\"",
                 "2026-10-28\t18412230\t18412230\n2026-10-29\t18409117\t18409117\n"
                 "2026-10-30\t36801544\t18398870\n2026-10-31\t36822019\t18411302\n"
                 "2026-11-01\t18405998\t18405998\n"),
            ("assistant", "Every reading for 30 and 31 October is in the table twice (rows = 2 x unique keys), and 1 "
                          "November not yet. That pattern doesn't look like a crash redelivery, which would duplicate "
                          "a burst of at most a few prefetch windows, not two whole days. Let me check the consumer "
                          "anyway."),
            bash("kubectl -n ingest get pods -l app=meterflow -o custom-columns=NAME:.metadata.name,"
                 "RESTARTS:.status.containerStatuses[0].restartCount; curl -s -u \"$RABBIT_MON\" "
                 "\"$RABBIT_API/queues/hes/readings.in\" | jq '.message_stats.redeliver'",
                 "NAME                         RESTARTS\nmeterflow-6b8f7c9d4-kq2vx    0\n"
                 "meterflow-6b8f7c9d4-p8snm    0\n0\n"),
            ("assistant", "No restarts since the last deploy and zero redeliveries on `readings.in`, so RabbitMQ "
                          "didn't send anything twice. Let's look at what differs between two copies of one "
                          "reading."),
            bash("clickhouse-client -q \"SELECT mpan, register, read_at, kwh, received_at FROM readings_raw WHERE "
                 "mpan = '1900031849274' AND read_at = '2026-10-30 17:30:00' FORMAT TSV\"",
                 "1900031849274\t1.8.0\t2026-10-30 17:30:00\t0.412\t2026-10-30 17:31:08\n"
                 "1900031849274\t1.8.0\t2026-10-30 17:30:00\t0.412\t2026-10-31 02:05:41\n"),
            ("assistant", "Same value, second copy received at 02:05 the following night. That's HES-North's "
                          "nightly catch-up file, which resends the whole previous day; it has always done that, and "
                          "readings_raw is a ReplacingMergeTree precisely so the copies collapse. So the question is "
                          "why they stopped collapsing."),
            bash("clickhouse-client -q 'SHOW CREATE TABLE readings_raw' | grep -E 'ENGINE|ORDER BY'; git log "
                 "--oneline -3 -- migrations/",
                 "ENGINE = ReplicatedReplacingMergeTree('/clickhouse/{shard}/readings_raw', '{replica}')\n"
                 "ORDER BY (mpan, register, read_at, received_at)\n"
                 "e41c0a7 0031: add received_at to readings_raw for the latency dashboard\n"
                 "9d2b113 0030: readings_raw TTL 26 months\n"
                 "71aa0f4 0029: register column LowCardinality\n"),
            ("assistant", "Found it. Migration 0031 (29 October) rebuilt readings_raw with `received_at` as the last "
                          "column of the sorting key. ReplacingMergeTree only replaces rows whose whole sorting key is "
                          "equal, and the catch-up copy always has a later received_at, so since the 29th the two "
                          "copies are different rows forever.\n\nFix: a new table `readings_raw_v2` with `ORDER BY "
                          "(mpan, register, read_at)` and `ReplacingMergeTree(received_at)`, so received_at becomes "
                          "the version column and the newest copy wins. The sorting key can't be altered in place, so "
                          "it's INSERT ... SELECT and then EXCHANGE TABLES. Merges are eventual, so the consumption "
                          "queries that feed billing should read with FINAL, otherwise they can still see both copies "
                          "for a while after the catch-up."),
            ("user", "do it, v2 plus exchange. and add FINAL in the billing-prep queries. keep this one: in all our "
                     "code it's mpan for the supply point and msn for the meter serial number. never meter_id, never "
                     "serial, never meter. your migration draft says meter_id in the comment, fix that too"),
            tool("Write", {"file_path": f"{METERFLOW}/migrations/0032_readings_raw_v2.sql",
                           "content": "-- readings_raw keyed by (mpan, register, read_at); received_at is the "
                                      "version, newest copy wins\n"
                                      "CREATE TABLE readings_raw_v2 ON CLUSTER ingest AS readings_raw\n"
                                      "ENGINE = ReplicatedReplacingMergeTree('/clickhouse/{shard}/readings_raw_v2', "
                                      "'{replica}', received_at)\n"
                                      "PARTITION BY toYYYYMM(read_at)\nORDER BY (mpan, register, read_at);\n"
                                      "INSERT INTO readings_raw_v2 SELECT * FROM readings_raw;\n"
                                      "EXCHANGE TABLES readings_raw AND readings_raw_v2 ON CLUSTER ingest;\n"},
                 f"File created successfully at: {METERFLOW}/migrations/0032_readings_raw_v2.sql"),
            bash("sed -i 's/FROM readings_raw /FROM readings_raw FINAL /' queries/billing_prep/*.sql && "
                 "grep -c FINAL queries/billing_prep/*.sql",
                 "queries/billing_prep/daily_consumption.sql:1\nqueries/billing_prep/register_deltas.sql:1\n"),
            bash("./bin/migrate up 0032 && clickhouse-client -q \"OPTIMIZE TABLE readings_raw FINAL PARTITION "
                 "202610\" && clickhouse-client -q \"SELECT count() = uniqExact(mpan, register, read_at) FROM "
                 "readings_raw FINAL WHERE read_at >= '2026-10-28'\"",
                 "applied 0032_readings_raw_v2\n1\n"),
            ("user", "good. lol remember the 2016 leap second when HES-North sent us a day of readings dated 1970. "
                     "good times. ok commit it"),
            bash("git add -A && git commit -qm 'readings_raw_v2: dedupe catch-up resends, billing-prep reads FINAL' "
                 "&& git log -1 --oneline",
                 "c5e08b2 readings_raw_v2: dedupe catch-up resends, billing-prep reads FINAL\n"),
            ("assistant", "Committed. The October partition is optimised, so the billing-prep check should come back "
                          "clean for 30 and 31 October on its next run."),
        ],
        "facts": [
            fact("dup-reads", "Readings for 30-31 Oct were doubled because migration 0031 put received_at into "
                              "readings_raw's ORDER BY, so ReplacingMergeTree never collapsed HES-North's nightly "
                              "catch-up resend; fixed with readings_raw_v2, ReplacingMergeTree(received_at) ORDER BY "
                              "(mpan, register, read_at). Not a RabbitMQ redelivery.",
                 "bugfix", "assistant", ["received_at", "ReplacingMergeTree", ["catch-up", "0031"]]),
            fact("final-queries", "meterflow's billing-prep consumption queries read readings_raw with FINAL, because "
                                  "ReplacingMergeTree merges are eventual.",
                 "decision", "assistant", ["FINAL", "billing-prep"]),
            fact("mpan-msn", "Naming in all Tidewell code: mpan for the supply point, msn for the meter serial "
                             "number; never meter_id, serial or meter.",
                 "convention", "user", ["mpan", "msn", "meter_id"], remember=True),
        ],
        "optional": [
            opt("catch-up-file", "HES-North sends a nightly catch-up file (around 02:05) that resends the whole "
                                 "previous day.", ["HES-North", "catch-up"]),
        ],
        "questions": [
            q("Why were half-hourly readings duplicated for 30 and 31 October?",
              "migration 0031 put received_at into the ORDER BY, so ReplacingMergeTree never collapsed the catch-up "
              "resend", ["dup-reads"]),
            q("What do we call the meter serial number column?", "msn", ["mpan-msn"]),
            q("How do the billing-prep queries read readings_raw?", "with FINAL", ["final-queries"]),
        ],
    },
    {
        "id": "h41-cc-tariff-ev-night-bands",
        "project": TARIFF,
        "start": datetime(2026, 11, 4, 13, 10),
        "branch": "tomas/TAR-212-ev-night",
        "about": "tariff-engine (Scala): adding the EV Night tariff TW-EVN-01 with time-of-use bands (off-peak "
                 "00:30-05:30, peak 16:00-19:00, standard otherwise); assistant proposes four changes: bands in "
                 "Europe/London local time (accepted), band edges on the half hour (accepted), rates at 4 decimal "
                 "places (changed to 5), fall back to the standard rate for uncovered times (rejected: a gap fails "
                 "the load); branch and commit convention TAR-<ticket>; bullet list with a remember (golden test "
                 "per tariff); long closing summary; near-miss 'pricing always changes the rates the day before'",
        "steps": [
            ("user", "TAR-212: the EV Night tariff. code TW-EVN-01. off-peak 00:30 to 05:30, peak 16:00 to 19:00, "
                     "standard the rest of the day. rates are in the ticket. pricing will change the rates the day "
                     "before launch anyway, they always do"),
            tool("Read", {"file_path": f"{TARIFF}/src/main/scala/tidewell/tariff/TouBands.scala"},
                 "     1\tpackage tidewell.tariff\n     2\t\n"
                 "     3\tfinal case class Band(name: BandName, from: LocalTime, until: LocalTime, rate: BigDecimal)\n"
                 "     4\t\n"
                 "     5\tfinal case class TouTariff(code: String, bands: List[Band]):\n"
                 "     6\t  def bandAt(t: Instant): Option[Band] =\n"
                 "     7\t    val lt = t.atZone(ZoneOffset.UTC).toLocalTime\n"
                 "     8\t    bands.find(b => !lt.isBefore(b.from) && lt.isBefore(b.until))\n"),
            bash("ls src/main/resources/tariffs/ && sed -n 1,12p src/main/resources/tariffs/e7.conf",
                 "e7.conf\nflat-std.conf\ntw-go-02.conf\n"
                 "code = \"TW-E7-01\"\nbands = [\n  { name = off-peak, from = \"00:30\", until = \"07:30\", rate = "
                 "\"9.81\" }\n  { name = standard, from = \"07:30\", until = \"24:00\", rate = \"27.62\" }\n]\n"),
            ("assistant", "Before adding TW-EVN-01, four changes I'd make to the engine:\n\n"
                          "1. `bandAt` converts to UTC. The bands are customer clock times, so from the last Sunday "
                          "of October every off-peak window is shifted by an hour. Convert with the Europe/London zone "
                          "instead.\n"
                          "2. Validate that every band edge is on the half hour (:00 or :30), since readings are "
                          "half-hourly; a band from 16:15 would split a settlement period.\n"
                          "3. Rates are unrounded BigDecimals from the config. Round them to 4 decimal places of pence "
                          "per kWh on load.\n"
                          "4. `bandAt` returns None when no band covers a time. I'd fall back to the standard rate "
                          "there so a reading is never unpriced."),
            ("user", "1 yes, good catch, that's a real bug for the Go tariff too. 2 yes. 3 yes but 5 decimal places, "
                     "that's what the billing system stores and we had rounding diffs with 4 before. 4 no. a gap in "
                     "the bands is a config bug and I want the tariff load to fail loudly, not quietly bill the "
                     "standard rate for a gap nobody noticed"),
            tool("Edit", {"file_path": f"{TARIFF}/src/main/scala/tidewell/tariff/TouBands.scala",
                          "old_string": "t.atZone(ZoneOffset.UTC).toLocalTime",
                          "new_string": "t.atZone(TouTariff.Zone).toLocalTime"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{TARIFF}/src/main/scala/tidewell/tariff/TariffValidation.scala",
                           "content": "package tidewell.tariff\n\nobject TariffValidation:\n"
                                      "  val RateScale = 5\n"
                                      "  def validate(t: TouTariff): Either[String, TouTariff] =\n"
                                      "    for\n      _ <- edgesOnHalfHour(t)\n      _ <- coversWholeDay(t)\n"
                                      "    yield t.copy(bands = t.bands.map(b => b.copy(rate = b.rate.setScale("
                                      "RateScale, RoundingMode.HALF_EVEN))))\n"},
                 f"File created successfully at: {TARIFF}/src/main/scala/tidewell/tariff/TariffValidation.scala"),
            tool("Write", {"file_path": f"{TARIFF}/src/main/resources/tariffs/tw-evn-01.conf",
                           "content": "code = \"TW-EVN-01\"\nbands = [\n"
                                      "  { name = standard, from = \"00:00\", until = \"00:30\", rate = \"26.40\" }\n"
                                      "  { name = off-peak, from = \"00:30\", until = \"05:30\", rate = \"7.50\" }\n"
                                      "  { name = standard, from = \"05:30\", until = \"16:00\", rate = \"26.40\" }\n"
                                      "  { name = peak, from = \"16:00\", until = \"19:00\", rate = \"38.95\" }\n"
                                      "  { name = standard, from = \"19:00\", until = \"24:00\", rate = \"26.40\" }\n"
                                      "]\n"},
                 f"File created successfully at: {TARIFF}/src/main/resources/tariffs/tw-evn-01.conf"),
            ("user", "ok few things before I forget:\n"
                     "- don't touch e7.conf, the old billing path still reads it directly\n"
                     "- for future sessions keep in mind: every new tariff needs a golden test, a CSV of expected "
                     "prices per half hour in src/test/resources/golden/<code>.csv, before it can merge\n"
                     "- branches are <yourname>/TAR-<ticket>-<slug> and commit messages start with TAR-<ticket>: like "
                     "this one\n"
                     "- run the whole suite, not just the new spec"),
            bash("python3 scripts/golden_from_bands.py src/main/resources/tariffs/tw-evn-01.conf --days "
                 "2026-10-25,2026-11-04 > src/test/resources/golden/TW-EVN-01.csv && wc -l "
                 "src/test/resources/golden/TW-EVN-01.csv",
                 "97 src/test/resources/golden/TW-EVN-01.csv\n"),
            bash("sbt -batch test 2>&1 | tail -n 6",
                 "[info] TariffValidationSpec:\n[info] - rejects a band edge at 16:15\n"
                 "[info] - rejects bands that leave a gap\n[info] GoldenSpec:\n"
                 "[info] - TW-EVN-01 matches golden/TW-EVN-01.csv (96 half hours, incl. clock change)\n"
                 "[info] Tests: succeeded 212, failed 0\n"),
            bash("git add -A && git commit -qm 'TAR-212: EV Night tariff TW-EVN-01, local-time bands, half-hour "
                 "edges, 5dp rates' && git log -1 --oneline",
                 "a90d3e1 TAR-212: EV Night tariff TW-EVN-01, local-time bands, half-hour edges, 5dp rates\n"),
            ("assistant", "Done, all 212 tests pass. To sum up what went in on tomas/TAR-212-ev-night:\n\n"
                          "- TW-EVN-01 with off-peak 00:30-05:30, peak 16:00-19:00 and standard otherwise.\n"
                          "- Bands are evaluated in Europe/London local time instead of UTC, which also fixes the "
                          "Go tariff after the clock change.\n"
                          "- Band edges must be on :00 or :30; the load fails otherwise.\n"
                          "- Rates are rounded to 5 decimal places of pence per kWh on load, matching the billing "
                          "system.\n"
                          "- No fallback to the standard rate: a tariff whose bands leave a gap fails to load.\n"
                          "- The golden test for TW-EVN-01 is src/test/resources/golden/TW-EVN-01.csv, covering 25 "
                          "October (clock change) and 4 November.\n"
                          "- e7.conf is untouched."),
        ],
        "facts": [
            fact("evn-bands", "Tariff TW-EVN-01 (EV Night): off-peak 00:30-05:30, peak 16:00-19:00, standard the rest "
                              "of the day.",
                 "config", "user", ["TW-EVN-01", "00:30", "16:00"]),
            fact("local-time", "Time-of-use bands are evaluated in Europe/London local time, not UTC (bandAt was "
                               "wrong after the clock change).",
                 "bugfix", "assistant", ["Europe/London", "UTC"]),
            fact("half-hour-edges", "Every tariff band edge must be on the half hour (:00 or :30); the tariff load "
                                    "fails otherwise.",
                 "rule", "assistant", ["half hour", "band edge"]),
            fact("rate-scale", "Tariff rates are rounded to 5 decimal places of pence per kWh on load (not 4), to "
                               "match what the billing system stores.",
                 "config", "user", ["5 decimal places", "pence per kWh"]),
            fact("no-fallback", "No fallback to the standard rate for times no band covers: a gap in the bands is a "
                                "config bug and makes the tariff load fail.",
                 "decision", "user", ["gap", ["fallback", "standard rate"], "fail"]),
            fact("golden-test", "Every new tariff needs a golden test (expected prices per half hour in "
                                "src/test/resources/golden/<code>.csv) before it can merge.",
                 "rule", "user", ["golden test", "src/test/resources/golden"], remember=True),
            fact("tar-branches", "tariff-engine branches are <yourname>/TAR-<ticket>-<slug>; commit messages start "
                                 "with TAR-<ticket>:.",
                 "convention", "user", ["TAR-<ticket>", "branches"]),
        ],
        "optional": [
            opt("e7-untouched", "e7.conf is not to be touched; the old billing path reads it directly.",
                ["e7.conf"]),
        ],
        "questions": [
            q("What are the off-peak hours of TW-EVN-01?", "00:30 to 05:30", ["evn-bands"]),
            q("To how many decimal places are tariff rates rounded?", "5 decimal places", ["rate-scale"]),
            q("What happens when a tariff's bands leave a gap?", "the tariff load fails, no fallback to the standard "
              "rate", ["no-fallback"]),
            q("What does a new tariff need before it can merge?", "a golden test in src/test/resources/golden",
              ["golden-test"]),
        ],
    },
    {
        "id": "h41-cc-readings-questions",
        "project": QUERIES,
        "start": datetime(2026, 11, 7, 18, 30),
        "about": "only questions while reading readings-queries: OBIS codes 1.8.0 vs 1.8.1/1.8.2, why a clock-change "
                 "day has 46 or 50 settlement periods, ClickHouse FINAL vs argMax, TimescaleDB continuous aggregate "
                 "refresh windows; near-miss 'I never remember which argument argMax takes first'; nothing decided",
        "steps": [
            ("user", "new to the meter side, bear with me. in readings_raw the register column has 1.8.0, 1.8.1, "
                     "1.8.2. what are those?"),
            ("assistant", "They're OBIS codes, the standard names for meter registers in DLMS/COSEM. Read `1.8.x` "
                          "as: 1 = electricity, 8 = active energy imported, x = tariff register. `1.8.0` is the "
                          "total import across all rates, `1.8.1` and `1.8.2` are the import counted while the "
                          "meter's own rate 1 or rate 2 was active, e.g. day and night on an Economy 7 meter. So "
                          "1.8.1 + 1.8.2 should equal 1.8.0, apart from rounding. `2.8.0` would be export, for "
                          "customers with solar."),
            bash("clickhouse-client -q \"SELECT register, count() FROM readings_raw WHERE toDate(read_at) = "
                 "'2026-11-06' GROUP BY register ORDER BY register\"",
                 "1.8.0\t18311044\n1.8.1\t402211\n1.8.2\t402211\n2.8.0\t61904\n"),
            ("user", "why does the settlement calendar have 50 periods on 25 october?"),
            ("assistant", "A settlement day has one period per half hour of local time, normally 48. On the day the "
                          "clocks go back (25 October this year) the hour from 01:00 to 02:00 happens twice, so the "
                          "day is 25 hours long and has 50 periods; on the day they go forward it's 23 hours and 46 "
                          "periods. That's why anything that indexes periods as 1..48 breaks twice a year."),
            ("user", "in the queries some people write FINAL and some use argMax(kwh, received_at). same thing?"),
            ("assistant", "Same result, different cost. `FINAL` makes ClickHouse merge the matching rows at query "
                          "time, the way a background merge of the ReplacingMergeTree would, so you get one row per "
                          "sorting key. `argMax(kwh, received_at)` with a GROUP BY on the key does the same "
                          "collapsing by hand: it returns kwh from the row with the largest received_at. FINAL used "
                          "to be slow; on recent versions it's parallel and usually fine. argMax gives you control "
                          "when you only need a few columns."),
            ("user", "I never remember which argument argMax takes first. value or the thing you maximise?"),
            ("assistant", "Value first: `argMax(arg, val)` returns `arg` at the maximum of `val`. So "
                          "`argMax(kwh, received_at)` is 'the kwh of the latest received_at'."),
            ("user", "last one. the old timescale archive has a continuous aggregate daily_kwh. if a late reading "
                     "arrives for last week, does the aggregate pick it up?"),
            bash("psql \"$ARCHIVE_URL\" -Atc \"SELECT config FROM timescaledb_information.jobs WHERE "
                 "hypertable_name = 'daily_kwh'\"",
                 "{\"end_offset\": \"01:00:00\", \"start_offset\": \"3 days\", \"mat_hypertable_id\": 7}\n"),
            ("assistant", "Only if it falls inside the refresh window. The policy refreshes from 3 days ago up to 1 "
                          "hour ago on every run, so a late reading from last week is stored in the raw hypertable "
                          "but the aggregate keeps the old daily total until someone calls "
                          "`refresh_continuous_aggregate` for that range by hand."),
            ("user", "makes sense. that's all, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
