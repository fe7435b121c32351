"""h60 Claude Code sessions, part a: roster-opt, Skerrow Air's Kotlin roster optimiser (pairings, flight-time
limitations). A manual override that rostered a duty past the FDP limit, minimum-rest rules per base, and a
session that only explains the pairing generator."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

ROSTER = "/home/ines/src/roster-opt"


def _gradle_test(failing: bool) -> str:
    lines = ["> Task :compileKotlin UP-TO-DATE", "> Task :compileTestKotlin", "> Task :test", ""]
    suites = ["FdpTableTest", "SectorCountTest", "SplitDutyTest", "AcclimatisationTest", "PairingBuilderTest",
              "RestRuleTest", "StandbyTest", "NightDutyTest", "CumulativeHoursTest", "ManualOverrideServiceTest"]
    for s in suites:
        for i in range(1, 5):
            lines.append(f"{s} > case {i:02d} PASSED")
    if failing:
        lines += ["", "ManualOverrideServiceTest > override cannot exceed max FDP FAILED",
                  "    org.opentest4j.AssertionFailedError: expected: <REJECTED> but was: <APPLIED>",
                  "        at app//no.skerrow.roster.override.ManualOverrideServiceTest.override cannot exceed max FDP"
                  "(ManualOverrideServiceTest.kt:88)", "", "41 tests completed, 1 failed", "",
                  "> Task :test FAILED", "BUILD FAILED in 38s"]
    else:
        lines += ["", "ManualOverrideServiceTest > override cannot exceed max FDP PASSED",
                  "ManualOverrideServiceTest > waiveSoftConstraints still validates FTL PASSED", "",
                  "42 tests completed, 0 failed", "", "BUILD SUCCESSFUL in 41s"]
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h60-cc-roster-override-past-fdp",
        "project": ROSTER,
        "start": datetime(2026, 11, 3, 8, 40),
        "branch": "fix/override-fdp",
        "about": "roster-opt: a duty manager's manual override put a captain 40 min past the max FDP; first guess "
                 "(UTC vs local in the FDP calc) wrong; cause: ManualOverrideService skipped FtlValidator when "
                 "force=true; fix: validator always runs, flag renamed waiveSoftConstraints; flat standing rule "
                 "'we never roster past the legal limit'; near-miss recalled past (double publish in 2024); summary",
        "steps": [
            ("user", "morning! coffee is terrible today but here we are. got a nasty one from crew control: "
                     "captain on the KLB-ADM-KLB-ADM rotation on friday ended up 40 minutes over the max flight duty "
                     "period. the duty manager used a manual override to swap him in after a sick call. I think the "
                     "FDP calc is mixing UTC and local again, the report time was 05:10 local"),
            ("assistant", "Morning. Sorry about the coffee. Let me look at the override path and the FDP calculation "
                          "before guessing; I'll start with the audit row for that override."),
            bash("psql \"$ROSTER_DB\" -c \"select id, crew_id, duty_id, applied_by, force, created_at, result "
                 "from manual_override where duty_id = 'D-20261030-ADM-07'\"",
                 "  id   | crew_id | duty_id            | applied_by | force | created_at                 | result\n"
                 "-------+---------+--------------------+------------+-------+----------------------------+---------\n"
                 " 88412 | C-0419  | D-20261030-ADM-07  | dm.kelby2  | t     | 2026-10-30 03:52:18.03+00  | APPLIED\n"
                 "(1 row)\n"),
            tool("Read", {"file_path": f"{ROSTER}/src/main/kotlin/no/skerrow/roster/ftl/FdpCalculator.kt"},
                 "    1\tpackage no.skerrow.roster.ftl\n    2\t\n"
                 "    3\tclass FdpCalculator(private val table: FdpTable, private val clock: BaseClock) {\n"
                 "    4\t    fun maxFdp(duty: Duty): Duration {\n"
                 "    5\t        val reportLocal = clock.toBaseLocal(duty.reportUtc, duty.homeBase)\n"
                 "    6\t        val sectors = duty.sectors.size\n"
                 "    7\t        return table.lookup(reportLocal.toLocalTime(), sectors, duty.crewAcclimatised)\n"
                 "    8\t    }\n    9\t}\n"),
            ("assistant", "The calculator converts the UTC report time to base-local before the table lookup, so "
                          "05:10 local lands in the 05:00-05:14 band, 4 sectors: 11:45 max FDP. Planned duty was "
                          "12:25. So the number itself is computed correctly; the UTC/local theory doesn't hold here. "
                          "The interesting part is `force = t` on the override row. Let me read the service."),
            tool("Read", {"file_path": f"{ROSTER}/src/main/kotlin/no/skerrow/roster/override/ManualOverrideService.kt"},
                 "   12\tclass ManualOverrideService(\n"
                 "   13\t    private val repo: RosterRepository,\n"
                 "   14\t    private val validator: FtlValidator,\n"
                 "   15\t    private val audit: AuditLog,\n"
                 "   16\t) {\n"
                 "   17\t    fun apply(req: OverrideRequest): OverrideResult {\n"
                 "   18\t        if (!req.force) {\n"
                 "   19\t            val violations = validator.validate(req.proposedRoster())\n"
                 "   20\t            if (violations.any { it.hard }) return OverrideResult.rejected(violations)\n"
                 "   21\t        }\n"
                 "   22\t        repo.save(req.proposedRoster())\n"
                 "   23\t        audit.record(req, OverrideResult.APPLIED)\n"
                 "   24\t        return OverrideResult.applied()\n"
                 "   25\t    }\n"
                 "   26\t}\n"),
            ("assistant", "Found it, and it isn't the time zones.\n\n"
                          "`ManualOverrideService.apply` only calls `FtlValidator` when `force` is false. The duty "
                          "manager's screen sets `force=true` whenever they tick 'ignore preferences' (that checkbox "
                          "was meant for soft things: base preference, the 'no early starts' request, pairing with a "
                          "trainee). So ticking it skipped the whole validation, hard FTL limits included, and the "
                          "12:25 duty was saved against an 11:45 limit.\n\n"
                          "What I'd change:\n"
                          "1. `FtlValidator` runs on every override, no exceptions.\n"
                          "2. The flag only filters out *soft* violations; any hard violation rejects the override.\n"
                          "3. Rename `force` to something that says what it does, e.g. `waiveSoftConstraints`, so "
                          "nobody reads it as 'skip the rules' again.\n\n"
                          "I could also add a second approval step for overrides near the limit, but that's a "
                          "bigger product question."),
            ("user", "yes to 1-3. skip the approval step idea, crew control would riot.\n\n"
                     "and to be very clear, because this is the third time something like this almost happened: we "
                     "never roster anyone past the legal limit. not the solver, not a manual override, not a duty "
                     "manager at 4am with a sick call. if the limit says no, the answer is no and they call a "
                     "standby"),
            ("assistant", "Understood: the hard FTL limits are absolute, for the solver and for overrides alike. "
                          "Writing the test first so it fails on the current code."),
            tool("Edit", {"file_path": f"{ROSTER}/src/test/kotlin/no/skerrow/roster/override/ManualOverrideServiceTest.kt",
                          "old_string": "    // TODO override tests",
                          "new_string": "    @Test\n    fun `override cannot exceed max FDP`() { ... }"},
                 "The file has been updated."),
            bash("./gradlew test --tests '*' -q", _gradle_test(failing=True)),
            ("assistant", "Red as expected: the override was APPLIED. Now the fix."),
            tool("Edit", {"file_path": f"{ROSTER}/src/main/kotlin/no/skerrow/roster/override/ManualOverrideService.kt",
                          "old_string": "        if (!req.force) {\n            val violations = validator.validate(req.proposedRoster())\n"
                                        "            if (violations.any { it.hard }) return OverrideResult.rejected(violations)\n        }",
                          "new_string": "        val violations = validator.validate(req.proposedRoster())\n"
                                        "        val blocking = violations.filter { it.hard || !req.waiveSoftConstraints }\n"
                                        "        if (blocking.isNotEmpty()) return OverrideResult.rejected(blocking)"},
                 "The file has been updated."),
            bash("grep -rn 'force' src/main/kotlin/no/skerrow/roster/override/ web/src/override/ | head -20",
                 "src/main/kotlin/no/skerrow/roster/override/OverrideRequest.kt:9:    val force: Boolean = false,\n"
                 "web/src/override/OverrideForm.tsx:44:      force: ignorePreferences,\n"
                 "web/src/override/OverrideForm.tsx:112:        <Checkbox label=\"Ignore preferences\" name=\"force\" />\n"),
            ("assistant", "Renamed `force` to `waiveSoftConstraints` in `OverrideRequest.kt` and in the web form "
                          "(including the JSON field, the web app and the service are deployed together)."),
            bash("./gradlew test --tests '*' -q", _gradle_test(failing=False)),
            ("user", "nice. lol remember when the whole november roster got published twice in 2024 and everyone "
                     "got two sets of pushes? feels like the same kind of 'a checkbox did a thing nobody expected'"),
            ("assistant", "Same family of bug, yes: a flag whose name promised less than it did. Anything else for "
                          "this branch, or shall I wrap up?"),
            ("user", "rename the branch to fix/override-ftl-hard-limits and wrap up"),
            bash("git branch -m fix/override-ftl-hard-limits && git log --oneline -2",
                 "a41c9e2 override: always run FtlValidator; rename force -> waiveSoftConstraints\n"
                 "77f0b13 test: override cannot exceed max FDP\n"),
            ("assistant", "## Summary\n\n"
                          "- **Cause:** `ManualOverrideService` skipped `FtlValidator` whenever `force=true`, which "
                          "the 'Ignore preferences' checkbox set. The FDP number itself (11:45 for a 05:10 local "
                          "report, 4 sectors) was right; UTC vs local was not the problem.\n"
                          "- **Fix:** the validator runs on every override; the flag, now `waiveSoftConstraints`, "
                          "only drops soft violations. Hard FTL violations always reject.\n"
                          "- **Rule:** nobody is rostered past the legal limit, by the solver or by a manual "
                          "override.\n"
                          "- Not done: a second approval step for near-limit overrides (declined).\n"
                          "- Branch renamed to `fix/override-ftl-hard-limits`, 42 tests green."),
        ],
        "facts": [
            fact("override-cause",
                 "A manual override put a captain past the max FDP because ManualOverrideService skipped FtlValidator "
                 "whenever force=true (set by the 'Ignore preferences' checkbox); now the validator always runs and "
                 "only soft violations can be waived. UTC vs local in the FDP calc was not the cause.",
                 "bugfix", "assistant", ["ManualOverrideService", "FtlValidator", "force"]),
            fact("never-past-limit",
                 "Standing rule: nobody is ever rostered past the legal FTL limit, not by the solver and not by a "
                 "manual override; if the limit says no, crew control calls a standby.",
                 "rule", "user", ["legal limit", ["manual override", "override"]], remember=True),
            fact("flag-renamed",
                 "The override flag force was renamed waiveSoftConstraints (service and web form); it waives only "
                 "soft constraints such as preferences.",
                 "decision", "assistant", ["waiveSoftConstraints"]),
            fact("no-approval", "A second approval step for near-limit overrides was declined (crew control would "
                                "object).", "decision", "user", ["approval step"]),
        ],
        "optional": [
            opt("fdp-band", "A 05:10 local report with 4 sectors gives an 11:45 max FDP.", ["11:45", "4 sectors"]),
        ],
        "questions": [
            q("Why could a manual override roster a duty past the max FDP?",
              "ManualOverrideService skipped FtlValidator when force was true", ["override-cause"]),
            q("Can a duty manager's manual override exceed the legal FTL limit?",
              "no, never; they call a standby", ["never-past-limit"]),
            q("What is the override flag called now and what does it waive?",
              "waiveSoftConstraints, it waives only soft things like preferences", ["flag-renamed"]),
        ],
    },
    {
        "id": "h60-cc-roster-min-rest",
        "project": ROSTER,
        "start": datetime(2026, 11, 10, 13, 5),
        "branch": "feat/rest-rules-per-base",
        "about": "roster-opt: minimum rest per base; options (constants / per-base YAML / DB table) picked with a bare "
                 "'2'; home base 12h; away rest set to 10h then raised to 11h after the union email; pasted ops "
                 "manual extract of which the person endorses only the on-blocks + 30 min line (as a standing rule), "
                 "split-duty part explicitly not adopted; near-miss: ground ops' tug-driver rule (another team)",
        "steps": [
            ("user", "hi again. rest rules today. right now min rest is a constant in RestRule.kt, 10 hours "
                     "everywhere. that was fine when we had one base but Ardmoor crews keep getting the same as "
                     "Kelby. how would you restructure it"),
            tool("Read", {"file_path": f"{ROSTER}/src/main/kotlin/no/skerrow/roster/ftl/RestRule.kt"},
                 "    1\tpackage no.skerrow.roster.ftl\n    2\t\n"
                 "    3\tobject RestRule {\n"
                 "    4\t    val MIN_REST: Duration = Duration.ofHours(10)\n"
                 "    5\t\n"
                 "    6\t    fun check(prev: Duty, next: Duty): Violation? {\n"
                 "    7\t        val rest = Duration.between(prev.releaseUtc, next.reportUtc)\n"
                 "    8\t        return if (rest < MIN_REST) Violation.hard(\"REST\", prev, next, rest) else null\n"
                 "    9\t    }\n   10\t}\n"),
            ("assistant", "Three ways to do it:\n\n"
                          "1. **Constants per base in code** (`MIN_REST_HOME`, `MIN_REST_AWAY`). Simplest, but every "
                          "change is a release of the optimiser.\n"
                          "2. **A YAML file per base** under `config/rest/` (`kelby.yaml`, `ardmoor.yaml`), loaded at "
                          "solver start, validated against a schema. Changes go through review like code but don't "
                          "need a rebuild.\n"
                          "3. **A table in Postgres** edited from the crew-control admin UI. Most flexible, but then "
                          "rest limits can change without review, which feels wrong for a legal limit.\n\n"
                          "I'd lean to 2."),
            ("user", "2"),
            ("assistant", "Per-base YAML it is. What values do you want in them?"),
            ("user", "home base minimum rest is 12 hours, for both bases when crew are at their own base. away from "
                     "base 10h. here's the bit from the ops manual so you see the wording, part of it is not "
                     "relevant:\n\n"
                     "---\nOM-A 7.6 REST PERIODS (rev 14)\n\n"
                     "7.6.1 The minimum rest period before a flight duty period starting at home base shall be at "
                     "least as long as the preceding duty period, or 12 hours, whichever is greater.\n"
                     "7.6.2 The minimum rest period before a flight duty period starting away from home base shall "
                     "be at least as long as the preceding duty period, or 10 hours, whichever is greater.\n"
                     "7.6.3 Rest periods are counted from on-blocks plus 30 minutes of post-flight duties to the "
                     "next report time.\n"
                     "7.6.4 Split duty: a break on the ground of at least 3 hours may extend the FDP by up to 50% "
                     "of the break, subject to suitable accommodation.\n"
                     "7.6.5 Reduced rest is not permitted.\n---\n\n"
                     "the split duty thing in 7.6.4 we don't do, don't build it. but 7.6.3 is the one that bites: "
                     "the on-blocks + 30 minutes. make that the rule for every rest calculation in this codebase, "
                     "now and whenever anyone touches rest later. RestRule currently uses releaseUtc which is "
                     "whatever the roster planner typed"),
            ("assistant", "Got it. So:\n\n"
                          "- `config/rest/kelby.yaml` and `config/rest/ardmoor.yaml`, each with `minRestHome: 12h` "
                          "and `minRestAway: 10h`, plus the 'at least as long as the preceding duty' part from "
                          "7.6.1/7.6.2 (that's a max(), same for every base, so it stays in code).\n"
                          "- Rest starts at the last sector's on-blocks + 30 min, not `releaseUtc`.\n"
                          "- No split duty, no reduced rest.\n\n"
                          "One thing: for rest starts I need the actual on-blocks when it exists (from the ACARS "
                          "OOOI feed) and the scheduled on-blocks for planning. I'll use scheduled in the solver and "
                          "actual in the post-ops legality check."),
            ("user", "k"),
            tool("Write", {"file_path": f"{ROSTER}/config/rest/kelby.yaml",
                           "content": "base: KLB\nminRestHome: 12h\nminRestAway: 10h\npostFlightDuties: 30m\n"},
                 "File created successfully."),
            tool("Write", {"file_path": f"{ROSTER}/config/rest/ardmoor.yaml",
                           "content": "base: ADM\nminRestHome: 12h\nminRestAway: 10h\npostFlightDuties: 30m\n"},
                 "File created successfully."),
            tool("Edit", {"file_path": f"{ROSTER}/src/main/kotlin/no/skerrow/roster/ftl/RestRule.kt",
                          "old_string": "val rest = Duration.between(prev.releaseUtc, next.reportUtc)",
                          "new_string": "val restStart = prev.lastSector.onBlocksUtc + cfg.postFlightDuties\n"
                                        "        val rest = Duration.between(restStart, next.reportUtc)"},
                 "The file has been updated."),
            bash("./gradlew test --tests '*Rest*' -q",
                 "RestRuleTest > home base rest below 12h is hard violation PASSED\n"
                 "RestRuleTest > away rest below 10h is hard violation PASSED\n"
                 "RestRuleTest > rest at least preceding duty PASSED\n"
                 "RestRuleTest > rest counted from on-blocks plus 30m PASSED\n"
                 "RestRuleTest > ardmoor config loads PASSED\n"
                 "RestRuleTest > kelby config loads PASSED\n\n6 tests completed, 0 failed\nBUILD SUCCESSFUL in 12s\n"),
            ("assistant", "Both YAML files in place, RestRule reads them, rest counts from on-blocks + 30 min. "
                          "6 rest tests green. I also ran the full solver on last week's Ardmoor scenario: 3 pairings "
                          "changed because the 30 minutes pushed two rests under 12h."),
            ("user", "ok wait. just got an email from the union rep, pasting:\n\n"
                     "> Hi all, following the October JCC the company agreed that rest away from base for "
                     "> night-stop rotations is 11 hours minimum from the winter schedule. Ground ops have also "
                     "> confirmed they never put a tug driver on two consecutive night shifts. Regards\n\n"
                     "so away rest goes to 11h, both bases. the tug driver stuff is ground ops, not us, ignore it"),
            bash("sed -i 's/minRestAway: 10h/minRestAway: 11h/' config/rest/kelby.yaml config/rest/ardmoor.yaml && "
                 "grep -H minRestAway config/rest/*.yaml",
                 "config/rest/ardmoor.yaml:minRestAway: 11h\nconfig/rest/kelby.yaml:minRestAway: 11h\n"),
            ("assistant", "Done: `minRestAway: 11h` in both files, `minRestHome` stays 12h. I updated the test "
                          "name too. The ground-ops shift rule is theirs; nothing to do here."),
            ("user", "cool, thanks. commit it, message 'rest rules per base (OM-A 7.6)'"),
            bash("git add config/rest src && git commit -qm 'rest rules per base (OM-A 7.6)' && git log --oneline -1",
                 "c3d9a10 rest rules per base (OM-A 7.6)\n"),
        ],
        "facts": [
            fact("rest-yaml", "Minimum-rest values live in one YAML file per base under config/rest/ (kelby.yaml, "
                              "ardmoor.yaml), chosen over code constants or a Postgres table.",
                 "decision", "user", ["config/rest", "YAML"]),
            fact("rest-home", "Minimum rest at home base is 12 hours (minRestHome: 12h), for both bases.",
                 "config", "user", ["minRestHome", "12h"]),
            fact("rest-away", "Minimum rest away from base is 11 hours (minRestAway: 11h), raised from 10h after "
                              "the union agreement for the winter schedule.",
                 "config", "user", ["minRestAway", "11h"]),
            fact("on-blocks-30", "Standing rule: every rest calculation counts from on-blocks plus 30 minutes of "
                                 "post-flight duties (OM-A 7.6.3), not from releaseUtc.",
                 "rule", "user", ["on-blocks", ["30 minutes", "30 min"]], remember=True),
            fact("no-split-duty", "Split duty (OM-A 7.6.4) is not used at Skerrow and must not be built; no "
                                  "reduced rest either.", "decision", "user", ["split duty"]),
        ],
        "optional": [
            opt("away-10h-earlier", "Away rest was first set to 10h.", ["10h"]),
            opt("scheduled-vs-actual", "The solver uses scheduled on-blocks, the post-ops legality check uses actual "
                                       "on-blocks from the ACARS OOOI feed.", ["scheduled", "OOOI"]),
        ],
        "questions": [
            q("Where are the minimum rest values configured?", "YAML per base under config/rest", ["rest-yaml"]),
            q("What is the minimum rest at home base and away from base?", "12h at home, 11h away",
              ["rest-home", "rest-away"]),
            q("From what point is a rest period counted?", "on-blocks plus 30 minutes", ["on-blocks-30"]),
            q("Does the roster optimiser support split duty?", "no, split duty, don't build it", ["no-split-duty"]),
        ],
    },
    {
        "id": "h60-cc-roster-pairing-explain",
        "project": ROSTER,
        "start": datetime(2026, 11, 17, 10, 30),
        "about": "roster-opt: nothing durable. The person asks how PairingBuilder turns flights into duty periods; "
                 "the assistant reads code and explains (full of 'always' and 'must' about what the code does); "
                 "chatter about a new colleague and lunch",
        "steps": [
            ("user", "hey! new week. we have a new planner starting monday and she asked me how pairings get built. "
                     "I realised I don't actually know anymore, Henrik-era code. can you walk me through "
                     "PairingBuilder? no changes, just explain"),
            tool("Read", {"file_path": f"{ROSTER}/src/main/kotlin/no/skerrow/roster/pairing/PairingBuilder.kt"},
                 "\n".join(f"{n:5d}\t{line}" for n, line in enumerate([
                     "package no.skerrow.roster.pairing", "",
                     "class PairingBuilder(private val fdp: FdpCalculator, private val minConnect: Duration) {",
                     "    fun build(flights: List<Flight>, base: Base): List<Pairing> {",
                     "        val byDay = flights.sortedBy { it.stdUtc }.groupBy { it.opsDay }",
                     "        val duties = byDay.flatMap { (_, fs) -> chainSectors(fs, base) }",
                     "        return stitchDuties(duties, base)",
                     "    }", "",
                     "    private fun chainSectors(fs: List<Flight>, base: Base): List<Duty> {",
                     "        val out = mutableListOf<Duty>()",
                     "        var cur = mutableListOf<Flight>()",
                     "        for (f in fs) {",
                     "            val last = cur.lastOrNull()",
                     "            val connects = last == null || (last.arr == f.dep && f.stdUtc - last.staUtc >= minConnect)",
                     "            val fits = connects && fdp.fits(cur + f)",
                     "            if (!fits) { if (cur.isNotEmpty()) out += Duty(cur.toList()); cur = mutableListOf() }",
                     "            cur += f",
                     "        }",
                     "        if (cur.isNotEmpty()) out += Duty(cur)",
                     "        return out",
                     "    }", "",
                     "    private fun stitchDuties(ds: List<Duty>, base: Base): List<Pairing> =",
                     "        PairingStitcher(base, maxDays = 4).stitch(ds)",
                     "}"], start=1)) + "\n"),
            tool("Read", {"file_path": f"{ROSTER}/src/main/kotlin/no/skerrow/roster/pairing/PairingStitcher.kt"},
                 "   1\tclass PairingStitcher(private val base: Base, private val maxDays: Int) {\n"
                 "   2\t    // greedy: start at base, extend with the earliest duty that departs where we are,\n"
                 "   3\t    // close the pairing when a duty ends at base or maxDays is reached\n"
                 "   4\t    fun stitch(ds: List<Duty>): List<Pairing> { /* 60 lines */ }\n"
                 "   5\t}\n"),
            ("assistant", "Here's how it works, top to bottom.\n\n"
                          "**1. Group by ops day.** `build` sorts all flights by scheduled departure (UTC) and groups "
                          "them by `opsDay`. Everything after that happens per day, so a duty can never span two ops "
                          "days in this code.\n\n"
                          "**2. Chain sectors into duties.** `chainSectors` walks the day's flights in order and keeps "
                          "a current chain. A flight joins the chain only if two things hold: it must depart from "
                          "where the previous sector arrived, with at least `minConnect` between arrival and "
                          "departure, and the chain plus this flight must still fit the FDP table (`fdp.fits`). If "
                          "either fails, the current chain is closed as a duty and a new one starts with this flight. "
                          "So the FDP limit is always checked while building, not only afterwards.\n\n"
                          "**3. Stitch duties into pairings.** `PairingStitcher` is greedy: it starts at the base, "
                          "extends with the earliest duty that departs where the crew currently is, and closes the "
                          "pairing when a duty ends back at base or the pairing reaches `maxDays = 4`. A pairing must "
                          "always start and end at the same base.\n\n"
                          "**What it doesn't do:** it doesn't assign people. Pairings are anonymous; the solver assigns "
                          "crew to pairings later, and that's where rest and cumulative hours are checked.\n\n"
                          "For a new planner, the short version: flights → duties (by connection and FDP) → pairings "
                          "(by returning to base within 4 days) → crew assignment."),
            ("user", "oh that's way simpler than I feared. why greedy though, wouldn't the solver do better"),
            ("assistant", "Probably a bit better on paper, but greedy stitching is predictable: the same schedule "
                          "always gives the same pairings, which planners like, and with about 40 aircraft the "
                          "pairing set is small enough that the solver's freedom in the assignment step matters "
                          "more. I'm only guessing at the original reasons though; there's no comment or ADR about it."),
            ("user", "fair. ok that's enough for her first week anyway. thanks! going to grab lunch before the "
                     "canteen runs out of the fish soup again"),
            ("assistant", "Enjoy the soup. Nothing changed in the repo."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
