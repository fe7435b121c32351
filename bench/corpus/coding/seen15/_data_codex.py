"""h15 Codex sessions, part 1: Go seed bank CLI, Kotlin Ktor lockers, Prolog timetable, Elm quiz."""

from __future__ import annotations

from datetime import datetime

from _labels import F, Q


def sh(cmd: str, workdir: str) -> dict:
    return {"command": ["bash", "-lc", cmd], "workdir": workdir}


def patch(body: str) -> dict:
    return {"input": "*** Begin Patch\n" + body + "\n*** End Patch"}


# ---------------------------------------------------------------------------------------------
SEED_DIR = "/home/tamsin/dev/seedvault-cli"
SEEDBANK = {
    "id": "h15-cx-seedbank",
    "project": SEED_DIR,
    "start": datetime(2026, 11, 16, 14, 10),
    "about": "Go CLI for a seed bank: the person only asks how the viability estimate works; long explanation "
             "with 'always'/'default' in it; nothing durable",
    "steps": [
        ("user", "how does the `viability` subcommand compute the estimated germination %? I'm reading "
                 "cmd/viability.go and I'm lost"),
        ("tool", "shell", sh("sed -n 1,60p cmd/viability.go", SEED_DIR),
         """\
package cmd

import (
	"fmt"

	"github.com/spf13/cobra"
	"seedvault/internal/inventory"
	"seedvault/internal/viability"
)

var storageTemp float64
var moisture float64

var viabilityCmd = &cobra.Command{
	Use:   "viability <accession>",
	Short: "Estimate current germination % of an accession",
	Args:  cobra.ExactArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		acc, err := inventory.Load(args[0])
		if err != nil {
			return err
		}
		sp, err := viability.Species(acc.Genus, acc.Species)
		if err != nil {
			return fmt.Errorf("no viability constants for %s %s: %w", acc.Genus, acc.Species, err)
		}
		p := viability.Estimate(sp, acc.InitialGermination, acc.StoredDays(), storageTemp, moisture)
		fmt.Printf("%s  %s %s  stored %d days  est. germination %.1f%%\\n",
			acc.ID, acc.Genus, acc.Species, acc.StoredDays(), p)
		return nil
	},
}

func init() {
	viabilityCmd.Flags().Float64Var(&storageTemp, "temp", -18, "storage temperature in °C")
	viabilityCmd.Flags().Float64Var(&moisture, "moisture", 5.5, "seed moisture content, % fresh weight")
	rootCmd.AddCommand(viabilityCmd)
}"""),
        ("tool", "shell", sh("sed -n 1,70p internal/viability/model.go", SEED_DIR),
         """\
package viability

import "math"

// Constants of the seed viability equation for one species.
type Constants struct {
	KE, CW, CH, CQ float64
}

// sigma is the standard deviation of seed death in days under the given storage conditions.
func sigma(c Constants, tempC, moisturePct float64) float64 {
	log10Sigma := c.KE - c.CW*math.Log10(moisturePct) - c.CH*tempC - c.CQ*tempC*tempC
	return math.Pow(10, log10Sigma)
}

// Estimate returns germination % after `days` in storage.
func Estimate(c Constants, initialPct float64, days int, tempC, moisturePct float64) float64 {
	ki := probit(initialPct / 100)
	v := ki - float64(days)/sigma(c, tempC, moisturePct)
	return 100 * normCDF(v)
}

func probit(p float64) float64 {
	// clamp so that 100 % initial germination does not give +Inf
	p = math.Min(math.Max(p, 0.0001), 0.9999)
	return math.Sqrt2 * math.Erfinv(2*p-1)
}

func normCDF(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }"""),
        ("assistant", """\
It's the classic seed viability equation, in probit form. Step by step:

1. **Initial viability in probits.** `Estimate` turns the accession's initial germination (say 96 %) into a \
probit `Ki` with `probit()`, i.e. the inverse of the standard normal CDF. 96 % → about 1.75. The clamp to \
0.01–99.99 % is there because a recorded 100 % would always give +Inf.
2. **How fast seeds die under these conditions.** `sigma()` computes σ, the spread of seed death in days: \
`log10 σ = KE − CW·log10(m) − CH·T − CQ·T²`, with `m` the moisture content and `T` the storage temperature. \
Colder and drier gives a bigger σ, i.e. slower loss.
3. **Subtract storage time.** `v = Ki − days/σ`: each σ days in storage costs one probit.
4. **Back to a percentage.** `normCDF(v)` maps the probit back to a germination fraction, times 100.

The temperature and moisture come from the flags, not from the accession: the default is `--temp -18` and \
`--moisture 5.5`, which is the standard long-term store, so if an accession sat somewhere else you must pass \
the real values or the estimate will be optimistic."""),
        ("user", "and where do the species constants come from?"),
        ("tool", "shell", sh("sed -n 1,40p internal/viability/species.go; head -n 14 data/species.toml", SEED_DIR),
         """\
package viability

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"
)

//go:embed species.toml
var speciesTOML []byte

var table map[string]Constants

func Species(genus, species string) (Constants, error) {
	if c, ok := table[genus+" "+species]; ok {
		return c, nil
	}
	if c, ok := table[genus+" *"]; ok {
		return c, nil
	}
	return Constants{}, fmt.Errorf("unknown species")
}
# viability constants, KE CW CH CQ
["Allium *"]
KE = 8.218
CW = 4.000
CH = 0.0329
CQ = 0.000478

["Hordeum vulgare"]
KE = 9.983
CW = 5.896
CH = 0.040
CQ = 0.000428"""),
        ("assistant", "They're compiled into the binary: `species.toml` is embedded with `//go:embed` and parsed "
                      "into `table` at init. Lookup tries the exact `Genus species` first, then a genus-wide "
                      "`Genus *` entry (like `Allium *`), and otherwise `viability` fails with \"no viability "
                      "constants\". So adding a species means editing data/species.toml and rebuilding — there's "
                      "no runtime file to drop in."),
        ("user", "got it, thanks! that's all I needed"),
        ("assistant", "Glad it helped."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

# ---------------------------------------------------------------------------------------------
LOCK_DIR = "/home/dev/lockerbox-api"
LOCKER = {
    "id": "h15-cx-parcel-locker",
    "project": LOCK_DIR,
    "start": datetime(2026, 11, 17, 10, 0),
    "about": "Kotlin Ktor parcel-locker API: config values dictated inside a pasted application.conf snippet; "
             "'fyi for later' about acking door events, followed by a fix of the handler",
    "steps": [
        ("user", """\
need the reservation expiry in config instead of hardcoded. put this in application.conf:

```
ktor {
  deployment { port = 8461 }
  application { modules = [ box.lockers.ApplicationKt.module ] }
}
locker {
  reservationTtlHours = 72
  reminderAfterHours = 48
}
```
and read it in ReservationService"""),
        ("tool", "shell", sh("cat src/main/resources/application.conf; grep -n 'Hours' "
                             "src/main/kotlin/box/lockers/ReservationService.kt", LOCK_DIR),
         """\
ktor {
  deployment { port = 8080 }
  application { modules = [ box.lockers.ApplicationKt.module ] }
}
17:    private val ttl = Duration.ofHours(96)
18:    private val reminderAfter = Duration.ofHours(24)"""),
        ("tool", "apply_patch", patch("""\
*** Update File: src/main/resources/application.conf
@@
-  deployment { port = 8080 }
+  deployment { port = 8461 }
   application { modules = [ box.lockers.ApplicationKt.module ] }
 }
+locker {
+  reservationTtlHours = 72
+  reminderAfterHours = 48
+}
*** Update File: src/main/kotlin/box/lockers/ReservationService.kt
@@
-    private val ttl = Duration.ofHours(96)
-    private val reminderAfter = Duration.ofHours(24)
+    private val ttl = Duration.ofHours(config.property("locker.reservationTtlHours").getString().toLong())
+    private val reminderAfter = Duration.ofHours(config.property("locker.reminderAfterHours").getString().toLong())"""),
         "Success. Updated the following files:\nM src/main/resources/application.conf\n"
         "M src/main/kotlin/box/lockers/ReservationService.kt"),
        ("tool", "shell", sh("./gradlew test --console=plain 2>&1 | tail -n 14", LOCK_DIR),
         """\
> Task :compileKotlin
w: file:///home/dev/lockerbox-api/src/main/kotlin/box/lockers/Routing.kt:44:13 Variable 'unused' is never used
> Task :compileJava NO-SOURCE
> Task :classes
> Task :compileTestKotlin
> Task :test

ReservationServiceTest > expires after configured ttl() PASSED
ReservationServiceTest > reminder sent after configured hours() PASSED
DoorEventHandlerTest > opens door on valid code() PASSED
RoutingTest > health endpoint answers on configured port() PASSED

BUILD SUCCESSFUL in 18s
5 actionable tasks: 5 executed
Kotlin 2.0.21, Ktor 2.3.12, JVM 21.0.5"""),
        ("assistant", "Done. application.conf now has port 8461 and a `locker` block with "
                      "`reservationTtlHours = 72` and `reminderAfterHours = 48`; ReservationService reads both "
                      "from the config instead of the hardcoded 96 h / 24 h. Tests pass."),
        ("user", "fyi for later: the locker firmware sends door events on mqtt and retries forever if we don't "
                 "ack them, so the handler has to ack even when processing fails, otherwise one bad event "
                 "loops all night and the broker log fills up"),
        ("tool", "shell", sh("sed -n 20,48p src/main/kotlin/box/lockers/DoorEventHandler.kt", LOCK_DIR),
         """\
    suspend fun handle(msg: MqttMessage) {
        val event = json.decodeFromString<DoorEvent>(msg.payloadAsString())
        when (event.kind) {
            DoorKind.OPENED -> reservations.markOpened(event.lockerId, event.at)
            DoorKind.CLOSED -> reservations.markCollected(event.lockerId, event.at)
            DoorKind.FORCED -> alerts.raise(event)
        }
        msg.ack()
    }"""),
        ("assistant", "That's not the case today: `handle` only reaches `msg.ack()` when decoding and processing "
                      "succeed; any exception (bad JSON, unknown locker id) skips the ack, so the firmware "
                      "retries. I'll move the ack into a `finally` and log the failure."),
        ("tool", "apply_patch", patch("""\
*** Update File: src/main/kotlin/box/lockers/DoorEventHandler.kt
@@
     suspend fun handle(msg: MqttMessage) {
-        val event = json.decodeFromString<DoorEvent>(msg.payloadAsString())
-        when (event.kind) {
+        try {
+            val event = json.decodeFromString<DoorEvent>(msg.payloadAsString())
+            when (event.kind) {
@@
-        msg.ack()
+        } catch (e: Exception) {
+            log.warn("door event failed, acking anyway", e)
+        } finally {
+            msg.ack()
+        }
     }"""),
         "Success. Updated the following files:\nM src/main/kotlin/box/lockers/DoorEventHandler.kt"),
        ("assistant", "DoorEventHandler now acks in a `finally` block, so every door event is acked even when "
                      "processing throws; failures are logged at warn."),
        ("user", "nice"),
    ],
    "facts": [
        F("port-8461", "The Ktor API listens on port 8461.", "config", "user", ["8461"]),
        F("ttl-72", "Locker reservations expire after 72 hours (locker.reservationTtlHours).", "config", "user",
          ["reservationTtlHours", "72"]),
        F("reminder-48", "The pickup reminder goes out after 48 hours (locker.reminderAfterHours).", "config",
          "user", ["reminderAfterHours", "48"]),
        F("always-ack", "Door events must always be acked, even when processing fails: the locker firmware "
          "retries unacked events forever.", "rule", "user", ["ack", ["retries", "retry"]], remember=True),
        F("ack-finally", "DoorEventHandler acks in a finally block (it used to skip the ack on exceptions).",
          "bugfix", "assistant", ["finally", "DoorEventHandler"]),
    ],
    "optional": [],
    "questions": [
        Q("What port does the locker API use?", "8461", ["port-8461"]),
        Q("How long is a locker reservation held?", "72 hours, reminder after 48", ["ttl-72", "reminder-48"]),
        Q("What happens if a door event fails to process?", "it is acked anyway in finally, firmware retries "
          "unacked forever", ["always-ack", "ack-finally"]),
    ],
}

# ---------------------------------------------------------------------------------------------
TT_DIR = "/home/dev/ttsolve"
TIMETABLE = {
    "id": "h15-cx-timetable",
    "project": TT_DIR,
    "start": datetime(2026, 11, 18, 15, 30),
    "about": "Prolog school timetable solver: profile, options a/b/c, 'a and c. not b' with a reason; "
             "'keep in mind' rule about August",
    "steps": [
        ("user", "the solver takes 40 min for the full school now (62 classes). was 3 min in september. any idea?"),
        ("tool", "shell", sh("swipl --version; swipl -g 'profile(solve(small)),halt' solver.pl 2>&1 | head -n 16",
                             TT_DIR),
         """\
SWI-Prolog version 9.2.8 for x86_64-linux
=====================================================================
Total time: 31.40 seconds
=====================================================================
Predicate                       Box Entries =    Calls+Redos     Time
=====================================================================
teacher_free/3                   14,902,117 = 9,844,010+5,058,107 78.1%
clpfd:label/5                       812,554 =   406,290+406,264  9.4%
room_ok/2                           611,002 =   611,002+0         4.2%
clpfd:all_different/1                 3,118 =     3,118+0         2.9%
post_constraints/2                        1 =         1+0         0.1%
lesson_vars/2                             1 =         1+0         0.0%"""),
        ("assistant", """\
78 % of the time is in `teacher_free/3`, which is called during labeling with the day still unbound, so it \
backtracks through every day for every teacher. Since September the data grew (62 classes) and the \
leftmost labeling order now tries the least constrained lessons first. Options:

a) label with `[ff]` (first-fail) so the most constrained lessons are placed first;
b) reorder the constraint posting in `post_constraints/2` so teacher availability is posted before room rules;
c) replace the room capacity checks in `room_ok/2` with one `global_cardinality/2` per slot.

a and c are small; b is the biggest win on paper but moves a lot of code around."""),
        ("user", "a and c. not b, the order in post_constraints is the order the deputy head reads to check the "
                 "rules, it mirrors the staff handbook"),
        ("tool", "apply_patch", patch("""\
*** Update File: solver.pl
@@
-    labeling([], Vars).
+    labeling([ff], Vars).
@@
-    maplist(room_ok(Rooms), Slots).
+    maplist(room_cardinality(Rooms), Slots)."""),
         "Success. Updated the following files:\nM solver.pl"),
        ("tool", "shell", sh("time swipl -g 'solve(full),halt' solver.pl 2>&1 | tail -n 5", TT_DIR),
         """\
% 62 classes, 41 teachers, 38 rooms, 1,745 lessons
% timetable written to out/timetable-2026-11-18.csv
real	2m41.203s
user	2m40.118s
sys	0m0.904s"""),
        ("assistant", "Full school in 2 m 41 s: labeling now uses `[ff]`, and room capacity per slot is one "
                      "`global_cardinality/2` constraint instead of `room_ok/2` checks. post_constraints/2 is "
                      "untouched, in the handbook order."),
        ("user", "excellent. keep in mind the timetable has to be out by 20 august every year, so any big refactor "
                 "of solver.pl happens before july, never in august"),
        ("assistant", "Understood: no big solver.pl refactors in August; they go in before July."),
    ],
    "facts": [
        F("ff-gcc", "The solver labels with [ff] (first-fail) and checks room capacity with global_cardinality; "
          "full school went from 40 min to 2m41s.", "decision", "user", ["ff", "global_cardinality"]),
        F("keep-order", "Constraint posting order in post_constraints is not changed: it mirrors the staff "
          "handbook the deputy head checks against.", "decision", "user", ["post_constraints", ["deputy head", "handbook"]]),
        F("slow-cause", "The slowdown came from teacher_free/3 backtracking over unbound days under leftmost "
          "labeling.", "bugfix", "assistant", ["teacher_free", "labeling"]),
        F("no-august-refactor", "No big refactor of solver.pl in August (timetable due 20 August); do them before "
          "July.", "rule", "user", ["august", "refactor"], remember=True),
    ],
    "optional": [],
    "questions": [
        Q("Why is post_constraints ordered the way it is?", "mirrors the staff handbook the deputy head checks",
          ["keep-order"]),
        Q("What labeling strategy does the solver use?", "ff first-fail", ["ff-gcc"]),
        Q("When can solver.pl be refactored?", "before July, never in August", ["no-august-refactor"]),
    ],
}

# ---------------------------------------------------------------------------------------------
ELM_DIR = "/home/kasia/proj/pubquiz-elm"
ELMQUIZ = {
    "id": "h15-cx-elm-quiz",
    "project": ELM_DIR,
    "start": datetime(2026, 11, 19, 18, 25),
    "about": "Elm pub-quiz app in non-native English: a timer bug; 'make sure you always' run elm-format at "
             "a CI version; answers shown at the end (pick with a reason); implementation put off",
    "steps": [
        ("user", "hello, please, the quiz timer is not stopping when user answer before the time end. Can you "
                 "check Main.elm"),
        ("tool", "shell", sh("grep -n 'subscriptions' -A 6 src/Main.elm", ELM_DIR),
         """\
212:subscriptions : Model -> Sub Msg
213-subscriptions model =
214-    Sub.batch
215-        [ Time.every 1000 Tick
216-        , Browser.Events.onKeyDown keyDecoder
217-        ]"""),
        ("assistant", "The timer never stops because `subscriptions` always returns `Time.every 1000 Tick`, in "
                      "every phase. After an answer the model goes to `Revealing`, but `Tick` keeps arriving and "
                      "counts down. I'll subscribe to the tick only while the phase is `Asking`."),
        ("tool", "apply_patch", patch("""\
*** Update File: src/Main.elm
@@
     Sub.batch
-        [ Time.every 1000 Tick
+        [ if model.phase == Asking then Time.every 1000 Tick else Sub.none
         , Browser.Events.onKeyDown keyDecoder
         ]"""),
         "Success. Updated the following files:\nM src/Main.elm"),
        ("tool", "shell", sh("elm make src/Main.elm --output=/dev/null && npx elm-test", ELM_DIR),
         """\
Success! Compiled 1 module.

    Main ───> /dev/null

elm-test 0.19.1-revision12
--------------------------

Running 23 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 318845566402

TEST RUN PASSED

Duration: 412 ms
Passed:   23
Failed:   0"""),
        ("assistant", "Fixed: the tick subscription is only active in the `Asking` phase now. Compiles, 23 tests "
                      "pass."),
        ("user", "Thank you. Also make sure you always run elm-format on the files you change, our CI reject "
                 "unformatted code and I forget it every time. The version is 0.8.7 in CI, not the newer one."),
        ("tool", "shell", sh("npx elm-format@0.8.7 src/Main.elm --yes", ELM_DIR),
         "Processing file src/Main.elm"),
        ("assistant", "Formatted src/Main.elm with elm-format 0.8.7, and I'll do that for every file I touch."),
        ("user", "good. We want to show the correct answers after each round, or at the end of quiz? What you think"),
        ("assistant", """\
Both work; trade-offs:

- **After each round**: teams get feedback while it's fresh, the host can chat about answers, and scores \
update live. But anyone can look up earlier answers and the gap between rounds gets longer.
- **At the end**: one big reveal, keeps the pace, no leaking. But a wrong answer key is only noticed at the end.

I'd go after each round — it's more fun in a pub."""),
        ("user", "At the end. The pub owner say people cheat with phones if the answers are shown in between rounds."),
        ("assistant", "Makes sense — answers revealed only at the end of the quiz. Shall I implement the reveal "
                      "screen now?"),
        ("user", "next week. bye!"),
    ],
    "facts": [
        F("timer-subs", "The quiz timer kept running because subscriptions always returned Time.every; the tick is "
          "now subscribed only in the Asking phase.", "bugfix", "assistant", ["subscriptions", "Asking"]),
        F("elm-format", "Always run elm-format on changed files (CI rejects unformatted code).", "rule", "user",
          ["elm-format"], remember=True),
        F("elm-format-version", "CI uses elm-format 0.8.7, not a newer one.", "config", "user",
          ["elm-format", "0.8.7"]),
        F("answers-at-end", "Correct answers are shown at the end of the quiz, not after each round: people cheat "
          "with phones.", "decision", "user", ["at the end", "cheat"]),
    ],
    "optional": [],
    "questions": [
        Q("Which elm-format version must be used?", "0.8.7", ["elm-format-version"]),
        Q("When are the answers revealed?", "at the end of the quiz, people cheat with phones",
          ["answers-at-end"]),
        Q("Why did the timer keep counting?", "subscriptions always had Time.every; now only in Asking",
          ["timer-subs"]),
    ],
}

SESSIONS = [SEEDBANK, LOCKER, TIMETABLE, ELMQUIZ]
