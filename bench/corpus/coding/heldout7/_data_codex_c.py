"""h44 Codex sessions, part c: roster-change push notifications in CrewLink (React Native, FCM), the 28-day
cumulative duty query that got slow after duty_log was partitioned (dutylog-db), and moving roster-core's FTL limit
tables out of Kotlin into effective-dated YAML."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

APP = "/Users/ruairi/dev/crewlink-app"
DUTY = "/home/oksana/work/dutylog-db"
ROSTER = "/home/niamh/src/roster-core"

SESSIONS = [
    {
        "id": "h44-cx-crewlink-push",
        "project": APP,
        "start": datetime(2026, 11, 24, 14, 0),
        "about": "crewlink-app: roster-change push notifications; FCM on both platforms chosen, OneSignal rejected "
                 "(crew identifiers at another third party), Expo push not applicable (bare React Native); the "
                 "assistant asks whether to keep 'payloads carry only change_id, no duty details' in its notes and "
                 "the person says yes; conditional rule: a change touching a duty within 12 hours always goes high "
                 "priority (channel roster-urgent), even in rest",
        "steps": [
            ("user", "roster changes should reach crew as push notifications. today they only see them when they "
                     "open the app. how do we do it"),
            shell("jq -r '.dependencies | keys[]' package.json | rg -i 'push|firebase|notif|expo' ; rg -n "
                  "'syncOn' src/roster/useRoster.ts",
                  "src/roster/useRoster.ts:9:    syncOn(['app-open', 'push'], () => api.roster(crewId, "
                  "{ days: ROSTER_DAYS_AHEAD }))\n"),
            ("assistant", "Nothing push-related is installed yet, although the roster hook already syncs on a "
                          "'push' trigger. Options:\n\n"
                          "- **Firebase Cloud Messaging** on both platforms (@react-native-firebase/messaging; "
                          "iOS goes through APNs via Firebase).\n"
                          "- **Expo push service**: only if the app used Expo's notification stack, which a bare "
                          "React Native app doesn't.\n"
                          "- **OneSignal**: hosted, with segments and a dashboard."),
            ("user", "FCM for both. OneSignal means crew identifiers at yet another third party and the DPO will "
                     "have my head. and we're not on expo"),
            shell("yarn add @react-native-firebase/app@21.6.1 @react-native-firebase/messaging@21.6.1 >/dev/null "
                  "&& cd ios && pod install 2>&1 | tail -n 1",
                  "Pod installation complete! There are 79 dependencies from the Podfile and 98 total pods "
                  "installed.\n"),
            ("assistant", "For the payload I'd send no roster content at all: the notification carries only a "
                          "`change_id` and a generic text ('Your roster has changed'), and the app fetches the "
                          "details from the API after the phone is unlocked. Notifications show on lock screens "
                          "and pass through Google and Apple. Should I keep that in my notes for future sessions, "
                          "that push payloads never carry duty details?"),
            ("user", "yes keep it. crew data on a lock screen is exactly what the DPO asked us about last month"),
            shell("apply_patch < /tmp/push-handler.patch && sed -n 1,14p src/push/handler.ts",
                  "Success. Updated the following files:\nA src/push/handler.ts\nA src/push/channels.ts\n"
                  "M src/roster/useRoster.ts\n"
                  "// Payload is { change_id } plus generic text; never duty details (lock screens).\n"
                  "export async function onRosterPush(msg: FirebaseMessagingTypes.RemoteMessage) {\n"
                  "  const changeId = msg.data?.change_id;\n"
                  "  if (!changeId) return;\n"
                  "  await triggerSync('push', { changeId });\n}\n"),
            ("user", "priority: if the change touches a duty that starts within 12 hours, always send it high "
                     "priority, even when they're in rest. anything else goes normal priority"),
            shell("apply_patch < /tmp/push-priority.patch && sed -n 1,12p src/push/channels.ts && sed -n 1,10p "
                  "docs/push.md",
                  "Success. Updated the following files:\nM src/push/channels.ts\nA docs/push.md\n"
                  "export const CHANNELS = {\n"
                  "  // duty starting within 12 hours: high priority, even during rest\n"
                  "  urgent: { id: 'roster-urgent', importance: AndroidImportance.HIGH },\n"
                  "  normal: { id: 'roster-changes', importance: AndroidImportance.DEFAULT },\n};\n"
                  "# Roster push notifications\n\n"
                  "- Sent through FCM (iOS via APNs through Firebase).\n"
                  "- Payload: `change_id` and generic text only. No duty details.\n"
                  "- A change touching a duty that starts within 12 hours: high priority, channel roster-urgent, "
                  "even during rest. Everything else: normal priority, channel roster-changes.\n"),
            shell("yarn jest src/push 2>&1 | tail -n 3",
                  "Tests:       12 passed, 12 total\nSnapshots:   0 total\nTime:        3.117 s\n"),
            shell("git checkout -q -b feat/roster-push && git add -A && git commit -qm 'push: FCM roster-change "
                  "notifications, change_id only, urgent channel within 12h' && git log -1 --oneline",
                  "52e8c1f push: FCM roster-change notifications, change_id only, urgent channel within 12h\n"),
            ("assistant", "Committed on feat/roster-push. The server side (roster-core sending to FCM with the "
                          "priority rule) is described in docs/push.md for whoever picks it up."),
        ],
        "facts": [
            fact("cx7-fcm", "CrewLink push notifications go through FCM on both platforms (iOS via APNs through "
                            "Firebase); OneSignal rejected (crew identifiers at another third party, the DPO), Expo "
                            "push not applicable (not on Expo).",
                 "decision", "user", ["FCM", "OneSignal"]),
            fact("cx7-payload", "Roster push payloads never carry duty details: only a change_id and generic text; "
                                "the app fetches the details after the phone is unlocked (lock screens, the DPO).",
                 "rule", "assistant", ["change_id", ["duty details", "lock screen"]], remember=True),
            fact("cx7-priority", "If a roster change touches a duty that starts within 12 hours, the push is always "
                                 "sent high priority (channel roster-urgent), even during rest; anything else goes "
                                 "normal priority.",
                 "rule", "user", ["12 hours", ["high priority", "roster-urgent"]]),
        ],
        "optional": [
            opt("cx7-doc", "docs/push.md in crewlink-app describes the push rules for the server side.",
                ["docs/push.md"]),
            opt("cx7-versions", "CrewLink uses @react-native-firebase/messaging 21.6.1.", ["21.6.1"]),
        ],
        "questions": [
            q("Which push service does CrewLink use?", "FCM for both platforms", ["cx7-fcm"]),
            q("What does a roster-change push contain?", "only a change_id and generic text, no duty details",
              ["cx7-payload"]),
            q("When is a roster push sent high priority?", "when the change touches a duty that starts within 12 "
                                                            "hours",
              ["cx7-priority"]),
        ],
    },
    {
        "id": "h44-cx-dutylog-cumulative-slow",
        "project": DUTY,
        "start": datetime(2026, 11, 25, 9, 45),
        "about": "dutylog-db: the 28-day cumulative duty query from roster-core takes 14 s per crew member since the "
                 "partitioning; it filters on duty_start while duty_log is partitioned by logged_at, so all 37 "
                 "partitions are scanned; fix adds a logged_at bound with a 3-day margin and an index (crew_id, "
                 "duty_start) INCLUDE (duty_minutes) created per partition; 'legality queries go to dutylog-ro, "
                 "never the primary' said twice",
        "steps": [
            ("user", "the 28-day cumulative duty check from roster-core takes about 14 s per crew member since the "
                     "partitioning. note it for future sessions: those legality queries go to the dutylog-ro alias, "
                     "never the primary. so test against dutylog-ro"),
            shell("psql \"host=dutylog-ro.db.skerry.internal dbname=dutylog\" -c \"explain (analyze, buffers, "
                  "costs off) select sum(duty_minutes) from duty_log where crew_id = 48213 and duty_start >= "
                  "now() - interval '28 days'\" | head -n 14",
                  "                                QUERY PLAN\n"
                  "--------------------------------------------------------------------------\n"
                  " Aggregate (actual time=14211.902..14211.917 rows=1 loops=1)\n"
                  "   Buffers: shared hit=2231 read=1904420\n"
                  "   ->  Append (actual time=2.114..14211.240 rows=23 loops=1)\n"
                  "         ->  Seq Scan on duty_log_p20231101 duty_log_1 (actual time=401.2..401.2 rows=0 "
                  "loops=1)\n"
                  "               Filter: ((crew_id = 48213) AND (duty_start >= (now() - '28 days'::interval)))\n"
                  "               Rows Removed by Filter: 13520114\n"
                  "         ->  Seq Scan on duty_log_p20231201 duty_log_2 (actual time=388.9..388.9 rows=0 "
                  "loops=1)\n"
                  "         ...\n"
                  "         ->  Seq Scan on duty_log_p20261101 duty_log_36 (actual time=97.1..290.4 rows=23 "
                  "loops=1)\n"
                  "         ->  Seq Scan on duty_log_default duty_log_37 (actual time=0.011..0.011 rows=0 loops=1)\n"
                  " Planning Time: 3.881 ms\n"
                  " Execution Time: 14212.102 ms\n"),
            ("assistant", "All 37 partitions are scanned, with a sequential scan each. The query filters on "
                          "`duty_start`, but duty_log is partitioned by `logged_at`, so the planner can't prune "
                          "anything: for all it knows a duty that started last week could have been logged in 2023. "
                          "And there's no index on crew_id in the new partitions."),
            shell("rg -n 'duty_start >=' ../roster-core/legality/src/main/kotlin/ && psql "
                  "\"host=dutylog-ro.db.skerry.internal dbname=dutylog\" -Atc \"select max(logged_at - duty_start) "
                  "from duty_log where logged_at > now() - interval '90 days'\"",
                  "../roster-core/legality/src/main/kotlin/com/skerryair/roster/legality/"
                  "CumulativeDutyRepository.kt:31:    where crew_id = :crewId and duty_start >= :from\n"
                  "1 day 03:12:44\n"),
            ("assistant", "Duties are logged at most about 27 hours after they start (late crew reports). So two "
                          "changes:\n\n"
                          "1. Add `and logged_at >= :from - interval '3 days'` to the query. It returns the same "
                          "rows, with margin, and lets the planner prune to the last two partitions.\n"
                          "2. Add an index on `(crew_id, duty_start) include (duty_minutes)`, so each remaining "
                          "partition answers from the index alone."),
            ("user", "3 days margin fine. index yes, but create it concurrently on each partition and attach them, "
                     "not on the parent in one go, I'm not locking duty_log during the day"),
            shell("apply_patch < /tmp/v049.patch && sed -n 1,12p migrations/V049__duty_log_crew_start_idx.sql",
                  "Success. Updated the following files:\nA migrations/V049__duty_log_crew_start_idx.sql\n"
                  "create index if not exists duty_log_crew_start_idx on only duty_log (crew_id, duty_start) "
                  "include (duty_minutes);\n"
                  "-- then, per partition (generated by scripts/index_partitions.sh):\n"
                  "--   create index concurrently duty_log_pYYYYMMDD_crew_start_idx on duty_log_pYYYYMMDD ...;\n"
                  "--   alter index duty_log_crew_start_idx attach partition duty_log_pYYYYMMDD_crew_start_idx;\n"),
            shell("scripts/index_partitions.sh staging && psql \"$DUTYLOG_STAGING\" -c \"explain (analyze, costs "
                  "off) select sum(duty_minutes) from duty_log where crew_id = 48213 and duty_start >= now() - "
                  "interval '28 days' and logged_at >= now() - interval '31 days'\" | tail -n 6",
                  "indexed 37 partitions concurrently, attached 37\n"
                  "   ->  Append (actual time=0.041..0.072 rows=23 loops=1)\n"
                  "         Subplans Removed: 35\n"
                  "         ->  Index Only Scan using duty_log_p20261001_crew_start_idx on duty_log_p20261001\n"
                  "         ->  Index Only Scan using duty_log_p20261101_crew_start_idx on duty_log_p20261101\n"
                  " Execution Time: 0.118 ms\n"),
            ("user", "and again, because roster-core had it pointed at the primary until last month: legality reads "
                     "go to dutylog-ro. put it in the repo README too"),
            shell("apply_patch < /tmp/readme-ro.patch && rg -n 'dutylog-ro' README.md && apply_patch < "
                  "/tmp/roster-core-query.patch",
                  "Success. Updated the following files:\nM README.md\n"
                  "42:Legality reads (roster-core) go to the `dutylog-ro` alias, never the primary.\n"
                  "Success. Updated the following files:\nM ../roster-core/legality/src/main/kotlin/com/skerryair/"
                  "roster/legality/CumulativeDutyRepository.kt\n"),
            shell("git add -A && git commit -qm 'duty_log: (crew_id, duty_start) index per partition; README: "
                  "legality reads on dutylog-ro' && git log -1 --oneline",
                  "d4e6b19 duty_log: (crew_id, duty_start) index per partition; README: legality reads on "
                  "dutylog-ro\n"),
            ("assistant", "Committed in dutylog-db; the query change in roster-core's CumulativeDutyRepository is "
                          "in its working tree for a separate commit there. On staging the check went from 14 s to "
                          "0.12 ms."),
        ],
        "facts": [
            fact("cx8-pruning", "The 28-day cumulative duty query was slow (14 s, all 37 partitions scanned) because "
                                "it filtered on duty_start while duty_log is partitioned by logged_at; fixed by "
                                "adding a logged_at bound with a 3-day margin so the planner prunes partitions.",
                 "bugfix", "assistant", ["duty_start", "logged_at", ["prune", "3 days"]]),
            fact("cx8-index", "duty_log has an index on (crew_id, duty_start) include (duty_minutes), created "
                              "concurrently on each partition and attached, not on the parent in one go.",
                 "decision", "user", ["(crew_id, duty_start)", ["concurrently", "attach"]]),
            fact("cx8-ro", "roster-core's legality queries go to the dutylog-ro alias, never the primary.",
                 "rule", "user", ["dutylog-ro", "primary"], remember=True),
        ],
        "optional": [
            opt("cx8-script", "scripts/index_partitions.sh creates and attaches per-partition indexes.",
                ["index_partitions"]),
            opt("cx8-late-logs", "Duties are logged at most about 27 hours after they start (late crew reports).",
                ["27 hours"]),
        ],
        "questions": [
            q("Why was the 28-day cumulative duty query slow after partitioning?",
              "the query filters on duty_start but duty_log is partitioned by logged_at, so the planner can't prune",
              ["cx8-pruning"]),
            q("Where do legality queries read from?", "the dutylog-ro alias, never the primary", ["cx8-ro"]),
            q("How was the (crew_id, duty_start) index created?", "concurrently on each partition, then attached",
              ["cx8-index"]),
        ],
    },
    {
        "id": "h44-cx-roster-ftl-tables",
        "project": ROSTER,
        "start": datetime(2026, 11, 26, 15, 30),
        "about": "roster-core: FTL limits hard-coded in when-blocks; YAML tables (one file per table) chosen, Drools "
                 "rejected (black box, the old roster system), centralised Kotlin rejected (a release per union "
                 "change, compliance reviews tables without reading Kotlin); 'remember that' the company scheme is "
                 "only ever stricter: evaluate both, apply the stricter; 'write this down for yourself': "
                 "effective-dated directories ftl/<scheme>/<effective date>/<table>.yaml, never edit one in effect",
        "steps": [
            ("user", "the FTL limits are hard-coded all over legality/ in when-blocks. the union agreement changes "
                     "in January and I don't want to touch kotlin for that. how should the rule tables live"),
            shell("rg -l 'when \\(' legality/src/main/kotlin | xargs rg -c 'Duration.of' | sort -t: -k2 -rn | "
                  "head -n 5",
                  "legality/src/main/kotlin/com/skerryair/roster/legality/FdpLimits.kt:64\n"
                  "legality/src/main/kotlin/com/skerryair/roster/legality/RestLimits.kt:31\n"
                  "legality/src/main/kotlin/com/skerryair/roster/legality/CumulativeLimits.kt:12\n"
                  "legality/src/main/kotlin/com/skerryair/roster/legality/company/CompanyFdp.kt:40\n"
                  "legality/src/main/kotlin/com/skerryair/roster/legality/company/CompanyRest.kt:18\n"),
            ("assistant", "About 165 hard-coded durations over five files, EASA and company scheme mixed. Three "
                          "ways to do it:\n\n"
                          "a) a rules engine, **Drools**, with the limits as rules;\n"
                          "b) **tables as data**: YAML (or CSV) files in resources, loaded at startup, with one "
                          "small Kotlin evaluator that looks limits up;\n"
                          "c) keep Kotlin but centralise every limit in one `Limits` object."),
            ("user", "b. Drools is what the old roster system used and nobody could ever tell crew control why a "
                     "duty was illegal, it's a black box. c still means a kotlin release for every union change, "
                     "and compliance want to review the tables themselves without reading kotlin. YAML, one file "
                     "per table"),
            shell("apply_patch < /tmp/ftl-yaml.patch && find legality/src/main/resources/ftl -type f | sort",
                  "Success. Updated the following files:\n"
                  "A legality/src/main/kotlin/com/skerryair/roster/legality/tables/FtlTables.kt\n"
                  "M legality/src/main/kotlin/com/skerryair/roster/legality/FdpLimits.kt\n"
                  "M legality/src/main/kotlin/com/skerryair/roster/legality/RestLimits.kt\n"
                  "legality/src/main/resources/ftl/company/2025-04-01/fdp_acclimatised.yaml\n"
                  "legality/src/main/resources/ftl/company/2025-04-01/min_rest.yaml\n"
                  "legality/src/main/resources/ftl/easa/2016-02-18/cumulative.yaml\n"
                  "legality/src/main/resources/ftl/easa/2016-02-18/fdp_acclimatised.yaml\n"
                  "legality/src/main/resources/ftl/easa/2016-02-18/fdp_unknown_state.yaml\n"
                  "legality/src/main/resources/ftl/easa/2016-02-18/min_rest.yaml\n"),
            ("user", "remember that the company scheme only ever makes things stricter than EASA. the engine "
                     "evaluates both and applies the stricter limit, every time. never the company value on its "
                     "own"),
            shell("apply_patch < /tmp/limit-resolver.patch && sed -n 1,12p "
                  "legality/src/main/kotlin/com/skerryair/roster/legality/tables/LimitResolver.kt",
                  "Success. Updated the following files:\n"
                  "A legality/src/main/kotlin/com/skerryair/roster/legality/tables/LimitResolver.kt\n"
                  "/** Both schemes are always evaluated; the stricter limit applies. */\n"
                  "class LimitResolver(private val easa: FtlTables, private val company: FtlTables) {\n"
                  "    fun maxFdp(key: FdpKey): Duration = minOf(easa.maxFdp(key), company.maxFdp(key) ?: "
                  "Duration.ofDays(1))\n"
                  "    fun minRest(key: RestKey): Duration = maxOf(easa.minRest(key), company.minRest(key) ?: "
                  "Duration.ZERO)\n}\n"),
            shell("./gradlew :legality:test 2>&1 | tail -n 3",
                  "LimitResolverTest > company limit looser than EASA is ignored PASSED\n"
                  "BUILD SUCCESSFUL in 1m 37s\n14 actionable tasks: 6 executed, 8 up-to-date\n"),
            ("user", "and write this down for yourself: the tables are effective-dated. "
                     "ftl/<scheme>/<effective date>/<table>.yaml, and you never edit a directory that's already in "
                     "effect, you add a new dated one. the January union change will be ftl/company/2027-01-01/"),
            shell("rg -n 'effective' legality/src/main/kotlin/com/skerryair/roster/legality/tables/FtlTables.kt",
                  "18:    // picks, per scheme, the newest <effective date> directory not after the duty date\n"
                  "19:    fun forDate(date: LocalDate): FtlTables = effective.floorEntry(date).value\n"),
            shell("git checkout -q -b feat/ROST-2318-ftl-yaml-tables && git add -A && git commit -qm 'ROST-2318: "
                  "FTL limits as effective-dated YAML tables; stricter of EASA and company' && git log -1 "
                  "--oneline",
                  "0c7a2e5 ROST-2318: FTL limits as effective-dated YAML tables; stricter of EASA and company\n"),
            ("assistant", "Committed. The limits now come from YAML tables under ftl/easa/ and ftl/company/, "
                          "picked per duty date; LimitResolver applies the stricter of the two schemes. For January "
                          "the company tables go in a new ftl/company/2027-01-01/ directory."),
        ],
        "facts": [
            fact("cx9-yaml", "roster-core's FTL limits live in YAML tables (one file per table) loaded at startup "
                             "instead of Kotlin when-blocks; Drools rejected (a black box, the old roster system, "
                             "nobody could tell crew control why a duty was illegal), centralised Kotlin rejected (a "
                             "release for every union change; compliance reviews tables without reading Kotlin).",
                 "decision", "user", ["YAML", "Drools"]),
            fact("cx9-stricter", "The company scheme is only ever stricter than EASA: the legality engine evaluates "
                                 "both and applies the stricter limit, never the company value on its own "
                                 "(LimitResolver).",
                 "rule", "user", ["stricter", "EASA", ["company scheme", "LimitResolver"]], remember=True),
            fact("cx9-dated", "FTL tables are effective-dated: ftl/<scheme>/<effective date>/<table>.yaml; never "
                              "edit a directory already in effect, add a new dated one (the January union change "
                              "goes in ftl/company/2027-01-01/).",
                 "convention", "user", ["ftl/<scheme>/<effective date>/<table>.yaml",
                                        ["ftl/company/2027-01-01", "effective-dated"]], remember=True),
        ],
        "optional": [
            opt("cx9-loader", "FtlTables.forDate picks the newest effective-dated directory not after the duty "
                              "date.",
                ["FtlTables"]),
        ],
        "questions": [
            q("How are FTL limit tables stored in roster-core?", "as YAML, one file per table, effective-dated",
              ["cx9-yaml", "cx9-dated"]),
            q("Why not Drools for the FTL limits?", "a black box; nobody could tell crew control why a duty was "
                                                    "illegal",
              ["cx9-yaml"]),
            q("Which limit applies when EASA and the company scheme differ?", "the stricter limit",
              ["cx9-stricter"]),
            q("Where does the January union change go?", "a new dated directory, ftl/company/2027-01-01/",
              ["cx9-dated"]),
        ],
    },
]
