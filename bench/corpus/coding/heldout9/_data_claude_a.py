"""h46 Claude Code sessions, part a: feedsmith, the Kotlin GTFS / GTFS-Realtime feed builder of Linea (the public
transport operator of Aldvik). Ayse's project: a DST bug in TripUpdates, stop ids losing their leading zeros, and
the GTFS-RT publisher moving to a precomputed snapshot."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FEED = "/home/ayse/src/feedsmith"


def _rt_log() -> str:
    lines = []
    trips = ["3_1_0512", "3_1_0527", "7_2_0540", "7_2_0555", "12_1_0601", "12_1_0616", "N3_1_0130", "N3_1_0200",
             "18_2_0622", "18_2_0637", "4_1_0645", "4_1_0700", "21_2_0702", "21_2_0717", "3_1_0720"]
    sec = 0
    for i, trip in enumerate(trips):
        sec += 7 + (i * 13) % 29
        stop = f"{(i * 37) % 900 + 17:05d}"
        lines.append(f"2026-10-25T04:{10 + i:02d}:{sec % 60:02d}.{(i * 71) % 1000:03d}Z INFO  rt.TripUpdateBuilder "
                     f"trip_update trip_id={trip} start_date=20261025 stop_id={stop} seq={3 + i % 9} "
                     f"delay={3600 + (i * 17) % 140 - 40} src=avl vehicle=LN{4100 + i * 3}")
    lines.append("2026-10-25T04:25:31.004Z WARN  rt.DriverConsoleBridge console N3_1_0200 late>30min, raising "
                 "'ajat myöhässä / running late' banner")
    lines.append("... 41822 more lines with delay between 3531 and 3702 (grep -c)")
    return "\n".join(lines) + "\n"


def _gradle_test() -> str:
    out = ["> Task :core:compileKotlin UP-TO-DATE", "> Task :core:compileTestKotlin",
           "> Task :core:test", ""]
    cases = [
        ("TimeMathTest", "serviceDayStart is noon minus 12h on a normal day()", "PASSED"),
        ("TimeMathTest", "times past 24h roll into next calendar day()", "PASSED"),
        ("DstFixturesTest", "autumn 2026-10-25 trip at 08:00 is 06:00Z()", "PASSED"),
        ("DstFixturesTest", "autumn 2026-10-25 night trip 25:30 is 23:30Z()", "PASSED"),
        ("DstFixturesTest", "spring 2027-03-28 trip at 08:00 is 05:00Z()", "PASSED"),
        ("DstFixturesTest", "spring 2027-03-28 trip at 02:30 does not exist locally but maps to 00:30Z()", "PASSED"),
        ("DstFixturesTest", "delays on 2026-10-25 replay are within 300s()", "PASSED"),
        ("StopTimesParserTest", "parses 24:35:00()", "PASSED"),
        ("StopTimesParserTest", "rejects 7:5:00()", "PASSED"),
        ("TripUpdateBuilderTest", "skipped stop keeps schedule relationship()", "PASSED"),
    ]
    for cls, name, res in cases:
        out.append(f"fi.linea.feedsmith.time.{cls} > {name} {res}")
    out += ["", "BUILD SUCCESSFUL in 41s", "9 actionable tasks: 3 executed, 6 up-to-date"]
    return "\n".join(out) + "\n"


def _validator_report() -> str:
    rows = ["Validation report: build/gtfs/linea-gtfs.zip (gtfs-validator 6.0.0)",
            "  notices: 312 ERROR, 4 WARNING, 0 INFO", "",
            "  ERROR foreign_key_violation (312)"]
    for i in range(14):
        sid = f"{(i * 53) % 900 + 17:05d}"
        rows.append(f"    stop_times.txt row {1207 + i * 311}: stop_id '{sid}' not found in stops.txt")
    rows += ["    ... 298 more", "", "  WARNING fast_travel_between_consecutive_stops (3)",
             "    trip 18_2_0622 stop_sequence 11 -> 12: 212 km/h",
             "    trip 18_2_0637 stop_sequence 11 -> 12: 212 km/h",
             "    trip 18_2_1954 stop_sequence 11 -> 12: 212 km/h",
             "  WARNING feed_expiration_date30_days (1)", "    feed_end_date 20261213"]
    return "\n".join(rows) + "\n"


SESSIONS = [
    {
        "id": "h46-cc-feedsmith-dst-tripupdates",
        "project": FEED,
        "start": datetime(2026, 11, 2, 9, 40),
        "branch": "ayse/dst-tripupdates",
        "about": "feedsmith: on Sunday 25 October 2026 every TripUpdate was +3600 s late; Ayse's guesses "
                 "(agency_timezone wrong, then AVL sending local time) both ruled out; cause TimeMath.serviceDayStart "
                 "counting from local midnight instead of GTFS 'noon minus 12h'; DstFixtures added; standing test rule "
                 "in Turkish-flavoured English; near-miss recalling the 2019 calendar weekend; closing summary",
        "steps": [
            ("user", "günaydın :) ops centre is writing me since this morning. On sunday 25 october, whole day, our "
                     "GTFS-RT TripUpdates were showing every trip around +60 min late. Also drivers of night bus N3 "
                     "got 'you are late' on the driver console — driver console is reading our TripUpdates feed, not "
                     "the AVL directly, so our mistake goes direct to the drivers. I am thinking agency_timezone in "
                     "agency.txt is wrong, maybe somebody put UTC with the last export. Can you check please?"),
            bash("unzip -p build/gtfs/linea-gtfs.zip agency.txt feed_info.txt",
                 "agency_id,agency_name,agency_url,agency_timezone,agency_lang,agency_phone\n"
                 "LINEA,Linea Aldvik,https://linea.example/,Europe/Helsinki,fi,+358 00 000 0000\n"
                 "feed_publisher_name,feed_publisher_url,feed_lang,feed_start_date,feed_end_date,feed_version\n"
                 "Linea Aldvik,https://linea.example/,fi,20261019,20261213,2026.10.19-3\n"),
            ("assistant", "agency_timezone is `Europe/Helsinki`, which is right for Aldvik, and it was the same in "
                          "the feed version that was live on the 25th (2026.10.19-3). So that's not it. Let me look "
                          "at what the publisher actually logged that day."),
            bash("zcat logs/rt-publisher-2026-10-25.log.gz | grep trip_update | head -15; "
                 "zcat logs/rt-publisher-2026-10-25.log.gz | grep -c 'delay=3[5-7][0-9][0-9]'",
                 _rt_log() + "41837\n"),
            ("assistant", "Every trip_update on 2026-10-25 carries a delay between roughly 3530 and 3700 s, and the "
                          "log lines from the 24th and 26th don't. So it's exactly one service day, shifted by one "
                          "hour, not noise from the vehicles. That was also the day clocks went back in Helsinki "
                          "(04:00 EEST -> 03:00 EET). Something computes scheduled times with the wrong offset on that "
                          "one day."),
            ("user", "hmm ok. then maybe AVL is sending local time without offset? the AVL vendor changed something "
                     "in september, I remember a mail about it"),
            bash("nats sub avl.positions --count 3 --raw 2>/dev/null",
                 "{\"veh\":\"LN4107\",\"trip\":\"7_2_0540\",\"lat\":60.45118,\"lon\":22.26641,\"bearing\":212,"
                 "\"speed\":8.3,\"ts\":1793603412,\"odo\":118233.4}\n"
                 "{\"veh\":\"LN4133\",\"trip\":\"12_1_0601\",\"lat\":60.43902,\"lon\":22.30877,\"bearing\":74,"
                 "\"speed\":0.0,\"ts\":1793603413,\"odo\":90211.0}\n"
                 "{\"veh\":\"LN4102\",\"trip\":\"3_1_0512\",\"lat\":60.46431,\"lon\":22.24190,\"bearing\":3,"
                 "\"speed\":11.9,\"ts\":1793603413,\"odo\":201877.9}\n"),
            ("assistant", "The AVL messages on `avl.positions` carry `ts` as epoch seconds, which is UTC by "
                          "definition, so a DST change can't affect them (the September change on their side was "
                          "the odometer field). The arrival side is fine; the scheduled side must be off. Let me "
                          "read how we turn a GTFS time into an instant."),
            tool("Read", {"file_path": f"{FEED}/core/src/main/kotlin/fi/linea/feedsmith/time/TimeMath.kt"},
                 "     1\tpackage fi.linea.feedsmith.time\n"
                 "     2\t\n"
                 "     3\timport java.time.Instant\n"
                 "     4\timport java.time.LocalDate\n"
                 "     5\timport java.time.ZoneId\n"
                 "     6\t\n"
                 "     7\tobject TimeMath {\n"
                 "     8\t    val ZONE: ZoneId = ZoneId.of(\"Europe/Helsinki\")\n"
                 "     9\t\n"
                 "    10\t    /** Start of the service day: GTFS times are offsets from this. */\n"
                 "    11\t    fun serviceDayStart(serviceDate: LocalDate): Instant =\n"
                 "    12\t        serviceDate.atStartOfDay(ZONE).toInstant()\n"
                 "    13\t\n"
                 "    14\t    /** '25:30:00' on 2026-10-24 -> the instant the bus is due. */\n"
                 "    15\t    fun scheduled(serviceDate: LocalDate, gtfsSeconds: Int): Instant =\n"
                 "    16\t        serviceDayStart(serviceDate).plusSeconds(gtfsSeconds.toLong())\n"
                 "    17\t\n"
                 "    18\t    fun delaySeconds(serviceDate: LocalDate, gtfsSeconds: Int, actual: Instant): Int =\n"
                 "    19\t        (actual.epochSecond - scheduled(serviceDate, gtfsSeconds).epochSecond).toInt()\n"
                 "    20\t}\n"),
            ("assistant", "Found it, and it is a classic one.\n\n"
                          "`serviceDayStart` uses `atStartOfDay(ZONE)`, i.e. local midnight. GTFS doesn't measure "
                          "stop times from midnight: the spec says times are measured from \"noon minus 12h\" of the "
                          "service day, exactly so that days with a DST change still work. On a normal day the two "
                          "are the same instant. On 25 October 2026 they are not:\n\n"
                          "- local midnight of the 25th = 00:00 EEST = 2026-10-24T21:00Z\n"
                          "- noon of the 25th = 12:00 EET = 10:00Z, minus 12h = 2026-10-24T22:00Z\n\n"
                          "So every scheduled time that day came out one hour too early, and every bus looked 60 "
                          "minutes late. On 28 March 2027 it flips: midnight will be one hour *later* than noon minus "
                          "12h, and every trip would show as 60 minutes early, which the driver console would "
                          "probably show as 'hold at stop'. The fix is one line:\n\n"
                          "```kotlin\nfun serviceDayStart(serviceDate: LocalDate): Instant =\n"
                          "    serviceDate.atTime(12, 0).atZone(ZONE).minusHours(12).toInstant()\n```\n\n"
                          "`ZonedDateTime.minusHours` works on the instant timeline, so it gives 22:00Z on the 25th "
                          "and the plain midnight on every normal day. I'd also add a fixture class with both change "
                          "days so this is pinned by tests."),
            ("user", "wow. ok yes do it. and fixtures, yes"),
            tool("Edit", {"file_path": f"{FEED}/core/src/main/kotlin/fi/linea/feedsmith/time/TimeMath.kt",
                          "old_string": "    fun serviceDayStart(serviceDate: LocalDate): Instant =\n"
                                        "        serviceDate.atStartOfDay(ZONE).toInstant()\n",
                          "new_string": "    /** GTFS: stop times are offsets from \"noon minus 12h\" of the service "
                                        "day, not from midnight. */\n"
                                        "    fun serviceDayStart(serviceDate: LocalDate): Instant =\n"
                                        "        serviceDate.atTime(12, 0).atZone(ZONE).minusHours(12).toInstant()\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{FEED}/core/src/test/kotlin/fi/linea/feedsmith/time/DstFixtures.kt",
                           "content": "package fi.linea.feedsmith.time\n\nimport java.time.LocalDate\n\n"
                                      "/** The two DST change days every time-related test has to cover. */\n"
                                      "object DstFixtures {\n"
                                      "    val AUTUMN_2026: LocalDate = LocalDate.parse(\"2026-10-25\")\n"
                                      "    val SPRING_2027: LocalDate = LocalDate.parse(\"2027-03-28\")\n"
                                      "    val ALL = listOf(AUTUMN_2026, SPRING_2027)\n"
                                      "    const val REPLAY_AUTUMN = \"replay/2026-10-25-avl.ndjson.gz\"\n}\n"},
                 f"File created successfully at: {FEED}/core/src/test/kotlin/fi/linea/feedsmith/time/DstFixtures.kt"),
            bash("./gradlew :core:test --tests 'fi.linea.feedsmith.time.*' -i 2>&1 | grep -E 'Task|PASSED|FAILED|BUILD|tasks'",
                 _gradle_test()),
            ("assistant", "All green, including a replay of the real AVL stream from 2026-10-25 where delays now "
                          "stay under 300 s. The spring case 2027-03-28 02:30 (a local time that doesn't exist that "
                          "night) maps to 00:30Z as the spec intends."),
            ("user", "haha remember when the feed went out with the 2019 calendar for whole weekend and the planner "
                     "showed no buses at all? this one is not so bad like that. ok."),
            ("user", "very good. Now one thing, please keep this for next times also: who is touching time "
                     "calculation in feedsmith — TimeMath, stop_times parsing, anything with service day — the tests "
                     "must run with DstFixtures of both change days, 25.10.2026 and 28.03.2027. Without this I am "
                     "not approving the PR. This is for always, not only today. When next spring comes we add "
                     "2027 autumn also."),
            ("assistant", "Understood: any change to time calculation (TimeMath, stop_times parsing, service-day "
                          "logic) needs tests over both DstFixtures days, 2026-10-25 and 2027-03-28, or it doesn't "
                          "get approved; the fixture list grows with the next change days. I've put a line in "
                          "CONTRIBUTING.md under 'Time' saying the same."),
            tool("Edit", {"file_path": f"{FEED}/CONTRIBUTING.md",
                          "old_string": "## Time\n",
                          "new_string": "## Time\n\nChanges to time calculation (TimeMath, stop_times parsing, "
                                        "service days) must be tested over every day in `DstFixtures.ALL`.\n"},
                 "The file has been updated."),
            ("user", "thanks. can you write short summary for the ops centre ticket, I paste it there"),
            ("assistant", "## Summary\n\n"
                          "**What happened:** on Sunday 2026-10-25 (the day clocks went back) every TripUpdate in "
                          "the Linea GTFS-RT feed showed a delay of about +3600 s. The driver console reads the "
                          "TripUpdates feed, so N3 drivers saw false 'running late' banners.\n\n"
                          "**Not the cause:** agency_timezone (it is Europe/Helsinki, correct) and the AVL "
                          "timestamps (epoch seconds, UTC).\n\n"
                          "**Cause:** feedsmith's `TimeMath.serviceDayStart` counted GTFS times from local midnight. "
                          "GTFS counts them from noon minus 12h; on a DST change day the two differ by one hour.\n\n"
                          "**Fix:** serviceDayStart now computes noon minus 12h; `DstFixtures` tests cover "
                          "2026-10-25 and 2027-03-28. Without the fix, 28 March 2027 would have shown every trip "
                          "60 minutes early.\n\n"
                          "Branch `ayse/dst-tripupdates`, ready for review."),
            ("user", "perfect, teşekkürler 🙏"),
        ],
        "facts": [
            fact("dst-cause", "TripUpdates were +3600 s late all of 2026-10-25 (clocks went back) because "
                              "TimeMath.serviceDayStart counted GTFS times from local midnight (atStartOfDay); GTFS "
                              "counts from noon minus 12h, and serviceDayStart now does. agency_timezone and the AVL "
                              "timestamps were not the cause.",
                 "bugfix", "assistant", ["serviceDayStart", ["noon minus 12h", "midnight"]]),
            fact("dst-fixtures", "Standing rule for feedsmith: any change to time calculation (TimeMath, stop_times "
                                 "parsing, service days) must be tested with DstFixtures over both DST change days, "
                                 "2026-10-25 and 2027-03-28, or Ayse does not approve the PR.",
                 "rule", "user", ["DstFixtures", ["2027-03-28", "28.03.2027", "both change days"]], remember=True),
            fact("console-reads-rt", "The driver console reads feedsmith's GTFS-RT TripUpdates feed, not the AVL "
                                     "directly, so TripUpdates errors reach drivers.",
                 "fact", "user", ["driver console", "TripUpdates"]),
        ],
        "optional": [
            opt("avl-utc", "AVL messages on the NATS subject avl.positions carry ts as epoch seconds (UTC).",
                ["avl.positions", ["epoch", "UTC"]]),
            opt("agency-tz", "agency_timezone in agency.txt is Europe/Helsinki.", ["Europe/Helsinki"]),
        ],
        "questions": [
            q("Why did every TripUpdate show about 60 minutes of delay on 25 October 2026?",
              "serviceDayStart counted from local midnight, not noon minus 12h", ["dst-cause"]),
            q("What do tests of a change to feedsmith's time calculation have to cover?",
              "DstFixtures, both change days 2026-10-25 and 2027-03-28", ["dst-fixtures"]),
            q("What reads the TripUpdates feed on the driver side?", "the driver console", ["console-reads-rt"]),
        ],
    },
    {
        "id": "h46-cc-feedsmith-stop-id-zeros",
        "project": FEED,
        "start": datetime(2026, 11, 5, 13, 5),
        "branch": "ayse/stop-register-strings",
        "about": "feedsmith: gtfs-validator reports 312 foreign-key errors; stop ids like 00417 became 417 because "
                 "commit a41c9e2 typed StopRegisterImport's stop_id as Int; back to String; import fails on ids that "
                 "are not exactly five digits (padding rejected); gtfs-validator gate added to CI on ERROR; flat "
                 "rule 'we never keep stop ids as numbers'; one-off 'rename that'; unrelated fast-travel warnings "
                 "left alone",
        "steps": [
            ("user", "hi again. nightly feed build is red since tuesday, validator says 300+ errors. I did not "
                     "change anything in stops. can you look"),
            bash("java -jar tools/gtfs-validator-6.0.0-cli.jar -i build/gtfs/linea-gtfs.zip -o build/validation "
                 ">/dev/null && python3 tools/summarise_report.py build/validation/report.json",
                 _validator_report()),
            ("assistant", "312 errors, all the same kind: stop_times.txt references stop ids that stops.txt doesn't "
                          "have. The three speed warnings on trip 18 are old (that's the ferry-terminal stop pair "
                          "with wrong coordinates, I see an open issue for it) and the expiry warning is just the "
                          "feed ending 13 December. Let me compare the ids on both sides."),
            bash("unzip -p build/gtfs/linea-gtfs.zip stops.txt | cut -d, -f1 | sort | head -8; echo ---; "
                 "unzip -p build/gtfs/linea-gtfs.zip stop_times.txt | cut -d, -f4 | sort -u | head -8",
                 "1021\n1022\n1180\n417\n418\n52\n60411\n60412\n---\n00052\n00417\n00418\n01021\n01022\n01180\n"
                 "60411\n60412\n"),
            ("assistant", "There it is: stops.txt has `417`, `52`, `1021`, while stop_times.txt has `00417`, "
                          "`00052`, `01021`. Every stop id below 10000 lost its leading zeros in stops.txt, and "
                          "those are exactly the ones the validator complains about. stop_times come from the "
                          "scheduling export, stops from the stop register import, so the register side is "
                          "suspicious."),
            bash("git log --oneline -5 -- core/src/main/kotlin/fi/linea/feedsmith/register/",
                 "a41c9e2 StopRegisterImport: typed CSV schema instead of Map<String,String>\n"
                 "7be0f13 register: accept platform_code column\n"
                 "19c40d8 register: skip rows with status=planned\n"
                 "e02aa71 initial stop register import\n"),
            bash("git show a41c9e2 --stat && git show a41c9e2 -- "
                 "core/src/main/kotlin/fi/linea/feedsmith/register/StopRow.kt",
                 "commit a41c9e2b6f0d9c1e8a3f5b2c7d4e9f0a1b2c3d4e\n"
                 "Author: feedsmith-dev <dev@linea.example>\n"
                 "Date:   Mon Nov 2 16:48:03 2026 +0200\n\n"
                 "    StopRegisterImport: typed CSV schema instead of Map<String,String>\n\n"
                 " .../feedsmith/register/StopRegisterImport.kt       | 31 +++++++-----\n"
                 " .../kotlin/fi/linea/feedsmith/register/StopRow.kt  | 18 +++++++\n"
                 " 2 files changed, 36 insertions(+), 13 deletions(-)\n\n"
                 "diff --git a/core/src/main/kotlin/fi/linea/feedsmith/register/StopRow.kt "
                 "b/core/src/main/kotlin/fi/linea/feedsmith/register/StopRow.kt\n"
                 "new file mode 100644\n"
                 "--- /dev/null\n"
                 "+++ b/core/src/main/kotlin/fi/linea/feedsmith/register/StopRow.kt\n"
                 "@@ -0,0 +1,18 @@\n"
                 "+package fi.linea.feedsmith.register\n"
                 "+\n"
                 "+import com.fasterxml.jackson.annotation.JsonProperty\n"
                 "+\n"
                 "+data class StopRow(\n"
                 "+    @JsonProperty(\"stop_id\") val stopId: Int,\n"
                 "+    @JsonProperty(\"name_fi\") val nameFi: String,\n"
                 "+    @JsonProperty(\"name_sv\") val nameSv: String?,\n"
                 "+    @JsonProperty(\"lat\") val lat: Double,\n"
                 "+    @JsonProperty(\"lon\") val lon: Double,\n"
                 "+    @JsonProperty(\"platform_code\") val platformCode: String?,\n"
                 "+    @JsonProperty(\"status\") val status: String,\n"
                 "+    @JsonProperty(\"zone\") val zone: String,\n"
                 "+)\n"),
            ("assistant", "Root cause: commit a41c9e2 (Monday, the typed CSV schema) made `StopRow.stopId` an "
                          "`Int`. Jackson parses `00417` happily as 417, and we write it back as `417`, so "
                          "StopRegisterImport has been dropping the leading zeros since Monday night's build. "
                          "Changing it back to `String` fixes the feed. I can also pad on the way in "
                          "(`padStart(5, '0')`) as a safety net, if you like."),
            ("user", "String yes. Padding no. If register sends '417' then register is broken and I want to know "
                     "it, not hide it. Make import fail when stop_id is not exactly five digits, with the row "
                     "number in the error."),
            tool("Edit", {"file_path": f"{FEED}/core/src/main/kotlin/fi/linea/feedsmith/register/StopRow.kt",
                          "old_string": "    @JsonProperty(\"stop_id\") val stopId: Int,",
                          "new_string": "    @JsonProperty(\"stop_id\") val stopId: String,"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FEED}/core/src/main/kotlin/fi/linea/feedsmith/register/StopRegisterImport.kt",
                          "old_string": "        val rows = reader.readValues<StopRow>(input).readAll()\n",
                          "new_string": "        val rows = reader.readValues<StopRow>(input).readAll()\n"
                                        "        rows.forEachIndexed { i, row ->\n"
                                        "            require(STOP_ID.matches(row.stopId)) {\n"
                                        "                \"stop register row ${i + 2}: stop_id '${row.stopId}' "
                                        "is not exactly five digits\"\n"
                                        "            }\n"
                                        "        }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FEED}/core/src/main/kotlin/fi/linea/feedsmith/register/StopRegisterImport.kt",
                          "old_string": "object StopRegisterImport {\n",
                          "new_string": "object StopRegisterImport {\n    private val STOP_ID = Regex(\"^[0-9]{5}$\")\n"},
                 "The file has been updated."),
            ("user", "rename STOP_ID to FIVE_DIGITS, it reads better in the require"),
            tool("Edit", {"file_path": f"{FEED}/core/src/main/kotlin/fi/linea/feedsmith/register/StopRegisterImport.kt",
                          "old_string": "STOP_ID", "new_string": "FIVE_DIGITS", "replace_all": True},
                 "The file has been updated. All occurrences of 'STOP_ID' were replaced with 'FIVE_DIGITS'."),
            bash("./gradlew :core:test :app:buildFeed -q 2>&1 | tail -5 && java -jar tools/gtfs-validator-6.0.0-cli.jar "
                 "-i build/gtfs/linea-gtfs.zip -o build/validation >/dev/null && python3 tools/summarise_report.py "
                 "build/validation/report.json | head -3",
                 "feed written: build/gtfs/linea-gtfs.zip (stops=1874, trips=21406, stop_times=611920)\n"
                 "Validation report: build/gtfs/linea-gtfs.zip (gtfs-validator 6.0.0)\n"
                 "  notices: 0 ERROR, 4 WARNING, 0 INFO\n\n"),
            ("assistant", "0 errors now, the four old warnings remain. One more thing worth doing: the nightly "
                          "build published Monday's and Tuesday's broken feed without anyone noticing until the "
                          "ops side complained. The validator only runs when someone runs it by hand. I could add "
                          "it as a step in the CI feed job so the pipeline stops on any ERROR notice (warnings "
                          "would still pass)."),
            ("user", "yes add it to CI, fail on ERROR, warnings only printed"),
            tool("Edit", {"file_path": f"{FEED}/.gitlab-ci.yml",
                          "old_string": "  script:\n    - ./gradlew :app:buildFeed\n",
                          "new_string": "  script:\n    - ./gradlew :app:buildFeed\n"
                                        "    - java -jar tools/gtfs-validator-6.0.0-cli.jar -i "
                                        "build/gtfs/linea-gtfs.zip -o build/validation\n"
                                        "    - python3 tools/summarise_report.py build/validation/report.json "
                                        "--fail-on ERROR\n"},
                 "The file has been updated."),
            ("user", "and so that it is said once clearly: we never keep stop ids as numbers. Not in Kotlin, not "
                     "in the Postgres tables, not in the board cache, not in the app. Text, five characters, the "
                     "zeros belong to the id. The boards team learned this already once with 00052 (it is the "
                     "central station, everybody notices)."),
            ("assistant", "Clear. I checked the rest of feedsmith for the same mistake: `stop_id` is `text` in the "
                          "`gtfs.stops` and `gtfs.stop_times` tables, and the RT side keeps it as `String` "
                          "everywhere; StopRow was the only place it became an Int."),
            bash("rg -n 'stop_?[iI]d.*: *(Int|Long)' --type kotlin; psql \"$FEEDSMITH_DB\" -Atc \"select table_name, "
                 "data_type from information_schema.columns where column_name = 'stop_id'\"",
                 "gtfs.stops|text\ngtfs.stop_times|text\nrt.skipped_stops|text\n"),
            ("user", "good. commit it, message like 'register: stop_id is text again'"),
            bash("git commit -am 'register: stop_id is text again, reject ids that are not five digits; validator "
                 "gate in CI'",
                 "[ayse/stop-register-strings 5c0e7d1] register: stop_id is text again, reject ids that are not "
                 "five digits; validator gate in CI\n 3 files changed, 14 insertions(+), 3 deletions(-)\n"),
        ],
        "facts": [
            fact("zeros-cause", "The feed lost leading zeros of stop ids (00417 -> 417; 312 foreign-key errors) "
                                "because commit a41c9e2 typed StopRow.stopId as Int in StopRegisterImport; it is a "
                                "String again.",
                 "bugfix", "assistant", ["StopRegisterImport", ["Int", "leading zeros"]]),
            fact("reject-not-pad", "The stop register import fails (with the row number) on any stop_id that is not "
                                   "exactly five digits instead of padding it, so a broken register is noticed.",
                 "decision", "user", ["five digits", ["fail", "padding", "reject"]]),
            fact("never-numbers", "Stop ids are never kept as numbers anywhere (Kotlin, Postgres, board cache, "
                                  "app): they are text of five characters and the leading zeros are part of the id.",
                 "rule", "user", [["stop ids", "stop id"], ["numbers", "number", "text"]], remember=True),
            fact("validator-ci", "The CI feed job runs gtfs-validator 6.0.0 on the built feed and fails on any ERROR "
                                 "notice; warnings are only printed.",
                 "decision", "user", ["gtfs-validator", "ERROR"]),
        ],
        "optional": [
            opt("central-00052", "Stop 00052 is the central station.", ["00052"]),
        ],
        "questions": [
            q("Why did stops like 00417 show up as 417 in stops.txt?",
              "commit a41c9e2 typed stop_id as Int in StopRegisterImport", ["zeros-cause"]),
            q("How are stop ids stored in Linea's code and databases?",
              "as text with five characters, never numbers; the zeros belong to the id", ["never-numbers"]),
            q("What stops the feed pipeline when the feed is invalid?",
              "gtfs-validator in CI fails on ERROR notices", ["validator-ci"]),
        ],
    },
    {
        "id": "h46-cc-feedsmith-rt-snapshot",
        "project": FEED,
        "start": datetime(2026, 11, 10, 10, 20),
        "branch": "ayse/rt-snapshot",
        "about": "feedsmith: the GTFS-RT endpoint builds the protobuf on every request and p99 hits 1.9 s at rush "
                 "hour; three options, 'the second one' (FeedSnapshot rebuilt on each 10 s AVL tick, bytes in "
                 "memory); Cache-Control max-age 10 set then lowered to 5 (CDN adds age); question 'do you "
                 "remember which port' (8087, found in application.conf); websocket diff proposal declined; "
                 "imperative remember: soak run against the replay before merging publisher changes",
        "steps": [
            ("user", "morning. other problem today. trip planner people say our GTFS-RT endpoint is slow in rush "
                     "hour, sometimes 2 seconds for vehicle positions. OTP polls us and the app map polls us too. "
                     "look at grafana numbers I paste:\n\n"
                     "rt_http_request_seconds{path=\"/rt/vehicle-positions\"} p50 0.21  p99 1.93  rps 48\n"
                     "rt_http_request_seconds{path=\"/rt/trip-updates\"}      p50 0.34  p99 1.71  rps 19\n"
                     "jvm_gc_pause_seconds_max 0.41\n"
                     "process_cpu_usage 0.93 (4 vcpu)"),
            tool("Read", {"file_path": f"{FEED}/rt/src/main/kotlin/fi/linea/feedsmith/rt/RtRoutes.kt"},
                 "     1\tpackage fi.linea.feedsmith.rt\n"
                 "     2\t\n"
                 "     3\tfun Route.rtRoutes(state: VehicleState, schedule: ScheduleIndex) {\n"
                 "     4\t    get(\"/rt/vehicle-positions\") {\n"
                 "     5\t        val feed = VehiclePositionsBuilder(state.snapshot(), schedule).build()\n"
                 "     6\t        call.respondBytes(feed.toByteArray(), ContentType.parse(\"application/x-protobuf\"))\n"
                 "     7\t    }\n"
                 "     8\t    get(\"/rt/trip-updates\") {\n"
                 "     9\t        val feed = TripUpdatesBuilder(state.snapshot(), schedule).build()\n"
                 "    10\t        call.respondBytes(feed.toByteArray(), ContentType.parse(\"application/x-protobuf\"))\n"
                 "    11\t    }\n"
                 "    12\t}\n"),
            ("assistant", "Every request rebuilds the whole FeedMessage from scratch: 48 requests per second for "
                          "vehicle positions means 48 full builds per second, each walking ~420 vehicles and "
                          "their trips, for data that only changes when the AVL sends new positions every 10 s. "
                          "That's where the CPU at 0.93 and the GC pauses come from. Three ways out:\n\n"
                          "1. **Memoize per request window**: cache the built feed for 1 s inside the handler. "
                          "Cheap to write, still rebuilds 10 times per AVL tick, and the cache logic lives in the "
                          "HTTP layer.\n"
                          "2. **Build on the tick**: a `FeedSnapshot` is rebuilt once per 10 s AVL tick (when the "
                          "batch from `avl.positions` is applied) and the handlers just return its bytes from "
                          "memory. Requests cost nothing; data is at most one tick old, which it already is.\n"
                          "3. **Push to the bucket**: write the protobuf to object storage on each tick and let the "
                          "CDN serve it. Scales best, but every tick becomes an upload, and OTP inside the cluster "
                          "would go out to the CDN and back.\n\n"
                          "I'd go with 2."),
            ("user", "the second one"),
            tool("Write", {"file_path": f"{FEED}/rt/src/main/kotlin/fi/linea/feedsmith/rt/FeedSnapshot.kt",
                           "content": "package fi.linea.feedsmith.rt\n\n"
                                      "/** Built once per AVL tick; handlers only read the bytes. */\n"
                                      "class FeedSnapshot(\n"
                                      "    val vehiclePositions: ByteArray,\n"
                                      "    val tripUpdates: ByteArray,\n"
                                      "    val builtAtEpoch: Long,\n"
                                      ")\n\n"
                                      "class SnapshotHolder { @Volatile var current: FeedSnapshot? = null }\n"},
                 f"File created successfully at: {FEED}/rt/src/main/kotlin/fi/linea/feedsmith/rt/FeedSnapshot.kt"),
            tool("Edit", {"file_path": f"{FEED}/rt/src/main/kotlin/fi/linea/feedsmith/rt/AvlConsumer.kt",
                          "old_string": "        state.apply(batch)\n",
                          "new_string": "        state.apply(batch)\n"
                                        "        val snap = state.snapshot()\n"
                                        "        holder.current = FeedSnapshot(\n"
                                        "            VehiclePositionsBuilder(snap, schedule).build().toByteArray(),\n"
                                        "            TripUpdatesBuilder(snap, schedule).build().toByteArray(),\n"
                                        "            batch.maxTs,\n"
                                        "        )\n"},
                 "The file has been updated."),
            ("assistant", "Handlers now return `holder.current` bytes and answer 503 until the first tick has been "
                          "built. Since the data changes only every 10 s, I also set `Cache-Control: public, "
                          "max-age=10` on both endpoints so the CDN in front of the public URL can absorb the app "
                          "map's polling."),
            ("user", "hmm no wait. max-age=10 is too long, the CDN adds its own age on top and then the app shows "
                     "positions 20 s old. make it 5"),
            tool("Edit", {"file_path": f"{FEED}/rt/src/main/kotlin/fi/linea/feedsmith/rt/RtRoutes.kt",
                          "old_string": "\"public, max-age=10\"", "new_string": "\"public, max-age=5\""},
                 "The file has been updated."),
            ("user", "btw do you remember which port the publisher is listening? I need it for the OTP updater "
                     "config and I always forget"),
            bash("grep -n -A3 'deployment' rt/src/main/resources/application.conf",
                 "3:ktor.deployment {\n4:    port = 8087\n5:    port = ${?RT_PORT}\n6:    watch = [ ]\n"),
            ("assistant", "I don't carry anything over between sessions myself, but application.conf says port "
                          "8087 (overridable with RT_PORT); in the cluster it's the `feedsmith-rt` service on the "
                          "same port."),
            bash("./gradlew :rt:test -q && k6 run --quiet load/rt-rush-hour.js 2>&1 | tail -8",
                 "     checks.........................: 100.00% ✓ 28800      ✗ 0\n"
                 "     http_req_duration..............: avg=3.1ms  min=0.9ms med=2.4ms max=61.2ms p(90)=4.9ms "
                 "p(95)=6.8ms\n"
                 "       { path:/rt/trip-updates }....: avg=3.9ms  p(99)=14.1ms\n"
                 "       { path:/rt/vehicle-positions }: avg=2.7ms  p(99)=11.6ms\n"
                 "     http_reqs......................: 28800  240/s\n"
                 "     iteration_duration.............: avg=1.0s\n"
                 "     vus............................: 120    min=120 max=120\n"
                 "     vus_max........................: 120    min=120 max=120\n"),
            ("assistant", "At 240 requests per second (five times today's rush hour) p99 is 11.6 ms for vehicle "
                          "positions, down from 1.93 s. While I'm here: we could also offer a websocket that "
                          "pushes only the changed entities each tick, which the app map would love."),
            ("user", "not now, nobody asked for it and app team has enough work"),
            ("user", "last thing and this is important, memorise it: any change in the RT publisher — builders, "
                     "snapshot, AVL consumer — gets a soak run against the replay file replay/2026-10-14-rush.ndjson.gz "
                     "(two hours of real AVL from a normal tuesday) before it merges. unit tests are not enough for "
                     "this part, we had memory leaks before that only show after an hour."),
            bash("./gradlew :rt:soak -Preplay=replay/2026-10-14-rush.ndjson.gz -Pspeed=8 2>&1 | tail -6",
                 "soak: replaying 2h00m of AVL at 8x (720 ticks)\n"
                 "soak: tick 720/720, snapshot build p99 212ms, heap after GC 318MB (start 301MB)\n"
                 "soak: http probes 0 errors / 86400\n"
                 "soak: OK\n\n"
                 "BUILD SUCCESSFUL in 15m 42s\n"),
            ("assistant", "Soak run on the replay passed: 720 ticks, snapshot build p99 212 ms, heap flat at "
                          "~318 MB after GC. And noted for the future: publisher changes (builders, snapshot, AVL "
                          "consumer) merge only after a soak run against replay/2026-10-14-rush.ndjson.gz."),
        ],
        "facts": [
            fact("snapshot", "The GTFS-RT publisher builds a FeedSnapshot once per 10 s AVL tick and the HTTP "
                             "handlers serve its bytes from memory (chosen over per-request caching and pushing to "
                             "the bucket/CDN); rush-hour p99 went from 1.93 s to 11.6 ms.",
                 "decision", "user", ["FeedSnapshot", ["tick", "memory"]]),
            fact("max-age", "The GTFS-RT endpoints send Cache-Control: public, max-age=5 (10 was too long because "
                            "the CDN adds its own age).",
                 "config", "user", ["max-age=5"]),
            fact("soak-rule", "Any change to the RT publisher (builders, snapshot, AVL consumer) needs a soak run "
                              "against replay/2026-10-14-rush.ndjson.gz before it merges; unit tests are not "
                              "enough.",
                 "rule", "user", ["soak", ["replay", "2026-10-14-rush.ndjson.gz"]], remember=True),
            fact("rt-port", "The RT publisher listens on port 8087 (RT_PORT overrides it; service feedsmith-rt).",
                 "config", "assistant", ["8087"]),
        ],
        "optional": [
            opt("max-age-10", "Cache-Control max-age=10 was set first and then lowered.", ["max-age=10"]),
            opt("ws-declined", "A websocket pushing changed entities was proposed and declined for now.",
                ["websocket"]),
        ],
        "questions": [
            q("How does the RT publisher avoid rebuilding the feed on every request?",
              "a FeedSnapshot built once per 10 s AVL tick, handlers return its bytes from memory", ["snapshot"]),
            q("What Cache-Control max-age do the GTFS-RT endpoints send?", "max-age=5", ["max-age"]),
            q("What has to happen before a change to the RT publisher merges?",
              "a soak run against the replay file replay/2026-10-14-rush.ndjson.gz", ["soak-rule"]),
            q("Which port does the RT publisher listen on?", "8087", ["rt-port"]),
        ],
    },
]
