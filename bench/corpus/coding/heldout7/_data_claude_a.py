"""h44 Claude Code sessions, part a: Skerry Air's crew-ops tooling team. A legality bug in roster-core (the Kotlin
rostering service) on pairings that end with a positioning sector, an overnight pairing-solver run log (CP-SAT behind
a queue), and the offline roster cache in CrewLink (the React Native crew app)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

ROSTER = "/home/niamh/src/roster-core"
SOLVER = "/home/niamh/src/pairing-solver"
APP = "/Users/ruairi/dev/crewlink-app"

SESSIONS = [
    {
        "id": "h44-cc-roster-positioning-fdp",
        "project": ROSTER,
        "start": datetime(2026, 11, 3, 9, 40),
        "branch": "main",
        "about": "roster-core: December ORK pairings ending with a positioning sector flagged over max FDP; the "
                 "person's theory (acclimatisation state falling back to the unknown-state table) ruled out, the "
                 "crew are acclimatised (B); real cause PositioningSegment adding a second 30-minute POST_FLIGHT item "
                 "on top of DutyPeriod.close(); regression tests one class per ticket; branch/commit convention "
                 "stored with a typo ('pls rember'); near-miss 'I can never remember the gradle syntax'",
        "steps": [
            ("user", "legality check is flagging a bunch of ORK cabin crew pairings as over max FDP in the december "
                     "draft, ticket ROST-2207. every one of them ends with a positioning sector back to ORK. my "
                     "guess is the acclimatisation state: when the last rest was outside base the checker probably "
                     "treats them as unknown state and uses the stricter table"),
            bash("./gradlew -q :legality:run --args='explain --pairing P-ORK-1204-17'",
                 "pairing P-ORK-1204-17  base ORK  rank CC\n"
                 "acclimatisation: B (acclimatised, reference tz Europe/Dublin)\n"
                 "table: FDP_ACCLIMATISED  report 06:10 local  sectors 3\n"
                 "max FDP: 12:30\n"
                 "items:\n"
                 "  06:10-06:55  REPORT\n"
                 "  06:55-08:15  OP    SK411  ORK-LHR  EI-FNK\n"
                 "  09:05-10:40  OP    SK418  LHR-EDI  EI-FNK\n"
                 "  16:35-17:50  POS   SK733  EDI-ORK  (deadhead)\n"
                 "  17:50-18:20  POST_FLIGHT\n"
                 "  18:20-18:50  POST_FLIGHT\n"
                 "FDP: 12:40  EXCEEDS max by 00:10\n"),
            ("assistant", "Not the acclimatisation state: the checker has the crew as acclimatised (state B, "
                          "Europe/Dublin) and uses the FDP_ACCLIMATISED table, which is the right one. The limit of "
                          "12:30 for three sectors is correct too.\n\nWhat's wrong is the end of the duty: there "
                          "are two POST_FLIGHT items after the positioning sector, 17:50-18:20 and 18:20-18:50. "
                          "With one, the FDP is 12:10 and legal. Let me find where each comes from."),
            tool("Read", {"file_path": f"{ROSTER}/legality/src/main/kotlin/com/skerryair/roster/legality/"
                                       "PositioningSegment.kt"},
                 "    14\tclass PositioningSegment(val sector: Sector, val isLast: Boolean) : DutySegment {\n"
                 "    15\t    override fun toDutyItems(): List<DutyItem> {\n"
                 "    16\t        val items = mutableListOf(DutyItem.pos(sector.offBlocks, sector.onBlocks))\n"
                 "    17\t        if (isLast) {\n"
                 "    18\t            items += DutyItem.postFlight(sector.onBlocks, POST_FLIGHT_DUTY)\n"
                 "    19\t        }\n"
                 "    20\t        return items\n"
                 "    21\t    }\n"
                 "    22\t}\n"),
            tool("Read", {"file_path": f"{ROSTER}/legality/src/main/kotlin/com/skerryair/roster/legality/"
                                       "DutyPeriod.kt"},
                 "    41\t    fun close(): DutyPeriod {\n"
                 "    42\t        val last = segments.last()\n"
                 "    43\t        items += DutyItem.postFlight(last.onBlocks, POST_FLIGHT_DUTY)\n"
                 "    44\t        closed = true\n"
                 "    45\t        return this\n"
                 "    46\t    }\n"
                 "...\n"
                 "    88\tval POST_FLIGHT_DUTY: Duration = Duration.ofMinutes(30)\n"),
            ("assistant", "Found it. `DutyPeriod.close()` always appends the post-flight duty (POST_FLIGHT_DUTY, "
                          "30 minutes after the last on-blocks) for every duty period. `PositioningSegment` "
                          "appends its own POST_FLIGHT item too when it is the last segment, so a duty that ends "
                          "with a deadhead gets 30 minutes twice. Operating sectors don't do this, which is why "
                          "only pairings ending with positioning are flagged.\n\nFix: remove the block from "
                          "PositioningSegment so post-flight duty is applied once, in `DutyPeriod.close()`, no "
                          "matter what the last segment is."),
            ("user", "yes do that. and a regression test. those go in the regressions package, one class per "
                     "ticket, named after the ticket, that's how we keep them. I can never remember the gradle "
                     "syntax for running a single test class btw"),
            tool("Edit", {"file_path": f"{ROSTER}/legality/src/main/kotlin/com/skerryair/roster/legality/"
                                       "PositioningSegment.kt",
                          "old_string": "        val items = mutableListOf(DutyItem.pos(sector.offBlocks, "
                                        "sector.onBlocks))\n        if (isLast) {\n            items += "
                                        "DutyItem.postFlight(sector.onBlocks, POST_FLIGHT_DUTY)\n        }\n"
                                        "        return items\n",
                          "new_string": "        // post-flight duty is added once, by DutyPeriod.close()\n"
                                        "        return listOf(DutyItem.pos(sector.offBlocks, sector.onBlocks))\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{ROSTER}/legality/src/test/kotlin/com/skerryair/roster/legality/"
                                        "regressions/Rost2207PositioningPostFlightTest.kt",
                           "content": "package com.skerryair.roster.legality.regressions\n\n"
                                      "class Rost2207PositioningPostFlightTest {\n"
                                      "    @Test\n"
                                      "    fun `duty ending with positioning gets one post-flight block`() {\n"
                                      "        val duty = fixtures.pairing(\"P-ORK-1204-17\").duties.single()\n"
                                      "        assertEquals(1, duty.items.count { it.kind == POST_FLIGHT })\n"
                                      "        assertEquals(Duration.parse(\"PT12H10M\"), duty.fdp())\n"
                                      "    }\n}\n"},
                 f"File created successfully at: {ROSTER}/legality/src/test/kotlin/com/skerryair/roster/legality/"
                 "regressions/Rost2207PositioningPostFlightTest.kt"),
            bash("./gradlew :legality:test --tests 'com.skerryair.roster.legality.regressions."
                 "Rost2207PositioningPostFlightTest'",
                 "> Task :legality:compileKotlin\n> Task :legality:compileTestKotlin\n> Task :legality:test\n\n"
                 "Rost2207PositioningPostFlightTest > duty ending with positioning gets one post-flight block() "
                 "PASSED\n\nBUILD SUCCESSFUL in 41s\n9 actionable tasks: 4 executed, 5 up-to-date\n"),
            ("assistant", "Passes. For the Gradle syntax: `--tests` takes a fully qualified class name and accepts "
                          "wildcards, so `./gradlew :legality:test --tests '*Rost2207*'` runs the same class, and "
                          "`--tests '*Rost2207*.duty ending*'` narrows it to one method."),
            bash("./gradlew -q :legality:run --args='recheck --month 2026-12 --base ORK'",
                 "rechecked 1,284 pairings (ORK, 2026-12)\nflagged: 0 (previous run: 37)\n"),
            ("user", "37 to 0, nice. commit it. and pls rember this for the next ones, I keep renaming your "
                     "branches: branches are <type>/ROST-<ticket>-<slug> where type is fix, feat or chore, and "
                     "every commit message starts with the ticket key and a colon, like 'ROST-2207: apply "
                     "post-flight duty once'. no conventional-commits prefixes"),
            bash("git checkout -q -b fix/ROST-2207-positioning-postflight && git add -A && git commit -qm "
                 "'ROST-2207: apply post-flight duty once per duty period' && git log -1 --oneline",
                 "4e1a9c3 ROST-2207: apply post-flight duty once per duty period\n"),
            ("assistant", "Committed on fix/ROST-2207-positioning-postflight. The 37 December ORK pairings that "
                          "were flagged are legal now; the draft needs a recheck run for the other bases only if "
                          "they have pairings ending in positioning, which the nightly recheck will cover."),
        ],
        "facts": [
            fact("cc1-postflight-bug", "Pairings ending with a positioning sector were flagged over max FDP "
                                       "because PositioningSegment added a second 30-minute POST_FLIGHT item on "
                                       "top of the one DutyPeriod.close() adds; fixed so post-flight duty is "
                                       "applied once, in DutyPeriod.close() (ROST-2207). The acclimatisation "
                                       "theory was ruled out.",
                 "bugfix", "assistant", ["PositioningSegment", ["POST_FLIGHT", "post-flight"],
                                         "DutyPeriod.close()"]),
            fact("cc1-postflight-30", "Post-flight duty in roster-core's legality checks is 30 minutes after the "
                                      "last on-blocks (POST_FLIGHT_DUTY).",
                 "config", "assistant", ["POST_FLIGHT_DUTY", "30 minutes"]),
            fact("cc1-regressions", "Legality regression tests go in the regressions package, one class per "
                                    "ticket, named after the ticket (e.g. Rost2207PositioningPostFlightTest).",
                 "convention", "user", ["regressions", ["one class per ticket", "named after the ticket"]]),
            fact("cc1-branches", "roster-core branches are <type>/ROST-<ticket>-<slug> with type fix, feat or "
                                 "chore; every commit message starts with the ticket key and a colon (e.g. "
                                 "'ROST-2207: ...'); no conventional-commits prefixes.",
                 "convention", "user", ["<type>/ROST-<ticket>-<slug>", ["ticket key", "ROST-2207:"]],
                 remember=True),
        ],
        "optional": [
            opt("cc1-explain", "`./gradlew :legality:run --args='explain --pairing <id>'` prints a pairing's "
                               "duty items and FDP against the limit.",
                ["explain"]),
        ],
        "questions": [
            q("Why were pairings ending with a positioning sector flagged over max FDP?",
              "PositioningSegment appends its own POST_FLIGHT item too, so post-flight duty was added twice",
              ["cc1-postflight-bug"]),
            q("How long is post-flight duty in the legality checks?", "30 minutes", ["cc1-postflight-30"]),
            q("How should a roster-core branch be named?",
              "<type>/ROST-<ticket>-<slug>; every commit message starts with the ticket key and a colon", ["cc1-branches"]),
        ],
    },
    {
        "id": "h44-cc-solver-december-run",
        "project": SOLVER,
        "start": datetime(2026, 11, 5, 8, 20),
        "about": "pairing-solver: the overnight December ORK cabin solve (run 7f3c) hit the 3600 s cap with "
                 "status FEASIBLE at a 0.39% gap, so the draft was not promoted; mostly log output and the "
                 "solve_runs history; one decision: relative_gap_limit 0.01 for all monthly solves, keep the "
                 "3600 s cap (raising the cap or promoting FEASIBLE results not chosen)",
        "steps": [
            ("user", "the december ORK cabin solve didn't finish overnight, run 7f3c. can you look at the log"),
            bash("aws logs filter-log-events --log-group-name /pairing-solver/prod --filter-pattern 7f3c "
                 "--query 'events[].message' --output text | tr '\\t' '\\n' | head -n 40",
                 "2026-11-04T22:00:03Z run=7f3c base=ORK month=2026-12 role=cabin pairings=1842 crew=611\n"
                 "2026-11-04T22:00:41Z run=7f3c model built: 1,204,877 vars, 388,120 constraints\n"
                 "2026-11-04T22:00:41Z run=7f3c params: max_time_in_seconds=3600 num_workers=16 "
                 "relative_gap_limit=0.0\n"
                 "#1       410.22s best:19843210 next:[17902114,19843209] fixed_bools:0/1204877\n"
                 "#2       455.87s best:18991004 next:[17955380,18991003] ls_lin_restart\n"
                 "#3       612.40s best:18602377 next:[18120551,18602376] quick_restart\n"
                 "#4       801.09s best:18455218 next:[18244019,18455217] rnd_cst_lns\n"
                 "#Bound   902.33s best:18455218 next:[18301846,18455217] max_lp\n"
                 "#5      1120.56s best:18431702 next:[18301846,18431701] graph_var_lns\n"
                 "#Bound  1496.10s best:18431702 next:[18322090,18431701] reduced_costs\n"
                 "#6      1803.77s best:18417950 next:[18322090,18417949] rins_lns\n"
                 "#Bound  2410.95s best:18417950 next:[18336512,18417949] max_lp\n"
                 "#7      2988.14s best:18411370 next:[18336512,18411369] graph_cst_lns\n"
                 "#Bound  3402.61s best:18411370 next:[18339774,18411369] pseudo_costs\n"
                 "#Done   3600.02s best:18411370 bound:18339774 gap:0.0039 status:FEASIBLE\n"
                 "2026-11-04T23:01:12Z run=7f3c solution written s3://skerry-solver/runs/7f3c/solution.json.gz\n"
                 "2026-11-04T23:01:13Z run=7f3c draft not promoted: status FEASIBLE != OPTIMAL\n"),
            ("assistant", "It did finish, just not the way the pipeline wants. The search hit the 3600 s cap "
                          "(`max_time_in_seconds=3600`) with a solution 0.39% above the bound, status FEASIBLE, and "
                          "the promotion step only accepts OPTIMAL, so the draft stayed unpromoted. Also worth "
                          "noting: after about 1,100 s the objective barely moves (18,431,702 to 18,411,370 over "
                          "the last 40 minutes, 0.1%)."),
            bash("cat config/solve/cabin.yaml config/solve/flight_deck.yaml",
                 "# cabin\nmax_time_in_seconds: 3600\nnum_workers: 16\nrelative_gap_limit: 0.0\n"
                 "log_search_progress: true\n"
                 "# flight_deck\nmax_time_in_seconds: 3600\nnum_workers: 16\nrelative_gap_limit: 0.0\n"
                 "log_search_progress: true\n"),
            bash("psql \"$SOLVER_DB\" -c \"select base, month, role, status, wall_s, round(gap::numeric, 4) as "
                 "gap from solve_runs where month in ('2026-11','2026-12') and role = 'cabin' order by month, "
                 "base\"",
                 " base |  month  | role  |  status  | wall_s |  gap\n"
                 "------+---------+-------+----------+--------+--------\n"
                 " BOS  | 2026-11 | cabin | OPTIMAL  |    412 | 0.0000\n"
                 " DUB  | 2026-11 | cabin | OPTIMAL  |   2204 | 0.0000\n"
                 " ORK  | 2026-11 | cabin | OPTIMAL  |   2811 | 0.0000\n"
                 " SNN  | 2026-11 | cabin | OPTIMAL  |    960 | 0.0000\n"
                 " BOS  | 2026-12 | cabin | OPTIMAL  |    388 | 0.0000\n"
                 " DUB  | 2026-12 | cabin | OPTIMAL  |   3122 | 0.0000\n"
                 " ORK  | 2026-12 | cabin | FEASIBLE |   3600 | 0.0039\n"
                 "(7 rows)\n"),
            ("assistant", "November ORK already needed 2,811 s and December DUB 3,122 s, so the bigger bases are "
                          "at the cap. Three ways out:\n\n"
                          "a) raise `max_time_in_seconds` to 7200;\n"
                          "b) set `relative_gap_limit: 0.01`, so CP-SAT stops once the solution is within 1% of "
                          "the bound and reports OPTIMAL (run 7f3c would have stopped at about 1,120 s);\n"
                          "c) let the pipeline promote FEASIBLE results.\n\n"
                          "I'd go with b: a) doubles the nightly window for 0.1%, and c) would also promote "
                          "genuinely bad solutions from runs that were cut short."),
            ("user", "b. relative_gap_limit 0.01 for all the monthly solves, cabin and flight deck, and keep the "
                     "3600 cap as it is. 1% of crew cost is noise next to what disruption handling changes anyway"),
            bash("sed -i 's/^relative_gap_limit: 0.0$/relative_gap_limit: 0.01/' config/solve/cabin.yaml "
                 "config/solve/flight_deck.yaml && git diff --stat && git diff config/solve/cabin.yaml",
                 " config/solve/cabin.yaml       | 2 +-\n config/solve/flight_deck.yaml | 2 +-\n"
                 " 2 files changed, 2 insertions(+), 2 deletions(-)\n"
                 "@@ -1,4 +1,4 @@\n max_time_in_seconds: 3600\n num_workers: 16\n-relative_gap_limit: 0.0\n"
                 "+relative_gap_limit: 0.01\n log_search_progress: true\n"),
            bash("make solve BASE=ORK MONTH=2026-12 ROLE=cabin 2>&1 | tail -n 6",
                 "#5      1118.92s best:18431702 next:[18301846,18431701] graph_var_lns\n"
                 "#Bound  1121.40s best:18431702 next:[18252060,18431701] max_lp\n"
                 "#Done   1121.41s best:18431702 bound:18252060 gap:0.0098 status:OPTIMAL\n"
                 "run=91ad solution written s3://skerry-solver/runs/91ad/solution.json.gz\n"
                 "run=91ad draft promoted: ORK 2026-12 cabin\n"),
            bash("git commit -qam 'solve: stop monthly solves within 1% of the bound' && git log -1 --oneline",
                 "b03d7e1 solve: stop monthly solves within 1% of the bound\n"),
            ("assistant", "Committed. The rerun (91ad) stopped at 1,121 s with a 0.98% gap, reported OPTIMAL and "
                          "the December ORK cabin draft is promoted."),
        ],
        "facts": [
            fact("cc2-gap-limit", "Monthly pairing solves (cabin and flight deck) use relative_gap_limit 0.01, "
                                  "stopping within 1% of the bound (reported OPTIMAL), and keep the "
                                  "max_time_in_seconds 3600 cap; raising the cap to 7200 or promoting FEASIBLE "
                                  "results were not chosen.",
                 "decision", "user", ["relative_gap_limit", ["0.01", "1%"], ["3600", "max_time_in_seconds"]]),
        ],
        "optional": [
            opt("cc2-promotion", "The pipeline promotes a draft only when the solve status is OPTIMAL.",
                ["OPTIMAL", "promoted"]),
            opt("cc2-workers", "Monthly solves run CP-SAT with num_workers 16; configs in config/solve/.",
                ["num_workers"]),
        ],
        "questions": [
            q("What relative gap limit do the monthly solves use?", "0.01, within 1% of the bound",
              ["cc2-gap-limit"]),
            q("What is the time cap for a monthly solve?", "max_time_in_seconds 3600", ["cc2-gap-limit"]),
        ],
    },
    {
        "id": "h44-cc-crewlink-offline-roster",
        "project": APP,
        "start": datetime(2026, 11, 6, 14, 5),
        "about": "crewlink-app (React Native): empty roster without signal; the assistant proposes five changes; "
                 "accepted: react-native-mmkv instead of AsyncStorage, an encrypted cache with the key in "
                 "Keychain/Keystore, a 'last synced' banner after 6 hours; changed: 14 days ahead becomes 28 days; "
                 "rejected: background fetch every 15 minutes (iOS throttling, battery complaints via the crew "
                 "union), sync on app open and push only; question-shaped request to keep the time-display "
                 "convention (base local time, UTC small); near-miss 'release notes are just a draft'",
        "steps": [
            ("user", "crew on long trips keep saying CrewLink shows an empty roster when they have no signal. look "
                     "at how the roster screen caches and tell me what you'd change"),
            tool("Read", {"file_path": f"{APP}/src/roster/useRoster.ts"},
                 "     1\timport AsyncStorage from '@react-native-async-storage/async-storage';\n"
                 "     2\timport { api } from '../api';\n"
                 "     3\t\n"
                 "     4\tconst KEY = 'roster:v1';\n"
                 "     5\t\n"
                 "     6\texport function useRoster(crewId: string) {\n"
                 "     7\t  const [duties, setDuties] = useState<Duty[]>([]);\n"
                 "     8\t  useEffect(() => {\n"
                 "     9\t    api.roster(crewId, { days: 7 })\n"
                 "    10\t      .then(async (d) => { setDuties(d); await AsyncStorage.setItem(KEY, "
                 "JSON.stringify(d)); })\n"
                 "    11\t      .catch(async () => setDuties(JSON.parse((await AsyncStorage.getItem(KEY)) ?? "
                 "'[]')));\n"
                 "    12\t  }, [crewId]);\n"
                 "    13\t  return duties;\n"
                 "    14\t}\n"),
            bash("jq -r '.dependencies | to_entries[] | select(.key | test(\"react-native$|async-storage|mmkv|"
                 "keychain|background\")) | \"\\(.key) \\(.value)\"' package.json",
                 "@react-native-async-storage/async-storage 2.1.0\nreact-native 0.76.5\n"),
            ("assistant", "The screen only falls back to the cache after the network call fails, which on a bad "
                          "connection takes the full 30 s request timeout, and it only ever caches 7 days. The "
                          "cache is a plain JSON string in AsyncStorage, unencrypted, with hotel names and home "
                          "base in it. What I'd change:\n\n"
                          "1. Move the roster cache from AsyncStorage to react-native-mmkv: synchronous reads, so "
                          "the cached roster renders immediately on a cold start and the network refresh happens "
                          "behind it.\n"
                          "2. Cache 14 days ahead instead of 7.\n"
                          "3. Encrypt the MMKV instance with a key generated on first launch and kept in the iOS "
                          "Keychain / Android Keystore (react-native-keychain).\n"
                          "4. Add background fetch every 15 minutes (react-native-background-fetch) so the cache "
                          "stays fresh before people go out of coverage.\n"
                          "5. Show a 'last synced' banner when the cached data is older than 6 hours."),
            ("user", "1 yes. 2 yes but 28 days, the roster is published four weeks ahead and people plan their "
                     "lives around it. 3 yes. 4 no: iOS throttles background fetch however it likes, and the last "
                     "time we ran anything in the background the crew union forwarded us the battery complaints. "
                     "sync when the app opens and when a push arrives, nothing else. 5 yes, 6 hours is fine"),
            bash("yarn add react-native-mmkv@3.1.0 react-native-keychain@9.2.2 >/dev/null && cd ios && pod "
                 "install 2>&1 | tail -n 2",
                 "Pod installation complete! There are 74 dependencies from the Podfile and 91 total pods "
                 "installed.\n"),
            tool("Write", {"file_path": f"{APP}/src/roster/rosterStore.ts",
                           "content": "import { MMKV } from 'react-native-mmkv';\n"
                                      "import { getOrCreateCacheKey } from '../security/cacheKey';\n\n"
                                      "export const ROSTER_DAYS_AHEAD = 28;\n"
                                      "export const STALE_AFTER_MS = 6 * 60 * 60 * 1000;\n\n"
                                      "let store: MMKV | undefined;\n"
                                      "export async function rosterStore(): Promise<MMKV> {\n"
                                      "  // encryption key lives in Keychain (iOS) / Keystore (Android)\n"
                                      "  store ??= new MMKV({ id: 'roster', encryptionKey: await "
                                      "getOrCreateCacheKey() });\n"
                                      "  return store;\n}\n"},
                 f"File created successfully at: {APP}/src/roster/rosterStore.ts"),
            tool("Edit", {"file_path": f"{APP}/src/roster/useRoster.ts",
                          "old_string": "    api.roster(crewId, { days: 7 })",
                          "new_string": "    // sync on app open (AppState 'active') and on push, no background "
                                        "fetch\n    syncOn(['app-open', 'push'], () => api.roster(crewId, "
                                        "{ days: ROSTER_DAYS_AHEAD }))"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{APP}/src/components/StaleBanner.tsx",
                           "content": "export function StaleBanner({ syncedAt }: { syncedAt: number }) {\n"
                                      "  if (Date.now() - syncedAt < STALE_AFTER_MS) return null;\n"
                                      "  return <Banner tone=\"warning\">Last synced "
                                      "{formatAgo(syncedAt)}</Banner>;\n}\n"},
                 f"File created successfully at: {APP}/src/components/StaleBanner.tsx"),
            bash("yarn jest src/roster src/components 2>&1 | tail -n 4",
                 "Test Suites: 6 passed, 6 total\nTests:       31 passed, 31 total\nSnapshots:   4 passed, 4 total\n"
                 "Time:        7.912 s\n"),
            ("user", "while you're in there: the duty cards show UTC only. could you keep this in mind for future "
                     "sessions too? every time in CrewLink is shown in the base's local time, with the UTC time "
                     "small next to it. ops asks me about it every month"),
            tool("Edit", {"file_path": f"{APP}/src/roster/DutyCard.tsx",
                          "old_string": "<Text style={s.time}>{formatUtc(duty.report)}</Text>",
                          "new_string": "<Text style={s.time}>{formatLocal(duty.report, duty.baseTz)}</Text>\n"
                                        "        <Text style={s.utcSmall}>{formatUtc(duty.report)} UTC</Text>"},
                 "The file has been updated."),
            bash("yarn jest src/roster -u 2>&1 | tail -n 3",
                 "Tests:       31 passed, 31 total\nSnapshots:   2 updated, 2 passed, 4 total\n"
                 "Time:        6.204 s\n"),
            ("user", "the release notes in docs/release-2.14.md are just a draft, don't bother polishing them. "
                     "commit on a branch"),
            bash("git checkout -q -b feat/offline-roster-28d && git add -A && git commit -qm 'roster: encrypted "
                 "MMKV cache for 28 days, last synced banner, local times on duty cards' && git log -1 --oneline",
                 "7c52d10 roster: encrypted MMKV cache for 28 days, last synced banner, local times on duty cards\n"),
            ("assistant", "Committed on feat/offline-roster-28d. The roster now renders from the encrypted MMKV "
                          "cache straight away and refreshes when the app opens or a push arrives."),
        ],
        "facts": [
            fact("cc3-mmkv", "CrewLink's offline roster cache moved from AsyncStorage to react-native-mmkv "
                             "(synchronous reads, the cached roster renders immediately on a cold start).",
                 "decision", "assistant", ["mmkv", "AsyncStorage"]),
            fact("cc3-encrypt", "The MMKV roster cache is encrypted with a key generated on first launch and kept "
                                "in the iOS Keychain / Android Keystore (react-native-keychain).",
                 "decision", "assistant", [["Keychain", "Keystore"], ["encrypt", "encryptionKey"]]),
            fact("cc3-window", "The offline roster cache covers 28 days ahead (14 was proposed): the roster is "
                               "published four weeks ahead.",
                 "config", "user", ["28 days", ["cache", "ROSTER_DAYS_AHEAD"]]),
            fact("cc3-no-bgfetch", "No background fetch in CrewLink (iOS throttles it; battery complaints came "
                                   "via the crew union); the roster syncs only when the app opens and when a push "
                                   "arrives.",
                 "decision", "user", ["background fetch", ["app opens", "push"]]),
            fact("cc3-banner", "CrewLink shows a 'last synced' banner when the cached roster is older than 6 "
                               "hours.",
                 "config", "assistant", ["last synced", "6 hours"]),
            fact("cc3-times", "Every time in CrewLink is shown in the base's local time, with the UTC time small "
                              "next to it.",
                 "convention", "user", ["local time", "UTC"], remember=True),
        ],
        "optional": [
            opt("cc3-store", "The roster cache lives in src/roster/rosterStore.ts (react-native-mmkv 3.1.0, "
                             "react-native-keychain 9.2.2).",
                ["rosterStore"]),
        ],
        "questions": [
            q("How far ahead does CrewLink cache the roster offline?", "28 days", ["cc3-window"]),
            q("Why doesn't CrewLink use background fetch?",
              "iOS throttles it and the crew union forwarded battery complaints", ["cc3-no-bgfetch"]),
            q("Where is the key for the offline roster cache kept?", "in the iOS Keychain / Android Keystore",
              ["cc3-encrypt"]),
            q("How are times shown in CrewLink?", "in the base's local time, with UTC small next to it",
              ["cc3-times"]),
        ],
    },
]
