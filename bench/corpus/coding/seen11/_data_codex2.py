"""Codex sessions of the h11 split (part two)."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

WATCH_BUILD = """$ xcodebuild -scheme "Intervals Watch App" -destination 'platform=watchOS Simulator,name=Apple Watch Series 9 (45mm),OS=11.1' test
Command line invocation:
    /Applications/Xcode-16.1.app/Contents/Developer/usr/bin/xcodebuild -scheme "Intervals Watch App" ...
Build settings from command line:
    SDKROOT = watchsimulator11.1
Test Suite 'IntervalsTests' started at 2026-11-25 19:02:11.442
Test Case '-[IntervalsTests.SessionRunnerTests testAdvancesToRestPhase]' passed (0.012 seconds).
Test Case '-[IntervalsTests.SessionRunnerTests testCompletesAfterLastRound]' passed (0.009 seconds).
Test Case '-[IntervalsTests.SessionRunnerTests testResumesFromDeadlineAfterSuspend]' passed (0.021 seconds).
Test Case '-[IntervalsTests.SessionRunnerTests testHapticOnPhaseChange]' passed (0.004 seconds).
Executed 12 tests, with 0 failures (0 unexpected) in 0.118 (0.131) seconds
** TEST SUCCEEDED **"""

WATCH = {
    "id": "h11-cx-watch-intervals",
    "agent": "codex",
    "project": "/Users/kenji/dev/Intervals",
    "start": datetime(2026, 11, 25, 18, 30, 0),
    "about": "Swift watchOS interval timer, non-native English user; timer stops on wrist down "
             "(Timer without extended runtime session), fix; haptic choice; min watchOS; app group "
             "id 'keep in mind'",
    "steps": [
        ("user", "Hello. When I lower the wrist during workout, the interval timer is stop, and "
                 "when I raise again it shows old number and then jump. Please can you check"),
        ("tool", "shell", {"command": ["bash", "-lc", "grep -rn 'Timer\\|ExtendedRuntime' "
                                       "'Intervals Watch App'"]},
         "Intervals Watch App/SessionRunner.swift:31:    private var ticker: Timer?\n"
         "Intervals Watch App/SessionRunner.swift:48:        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in\n"
         "Intervals Watch App/SessionRunner.swift:52:            self?.remaining -= 1"),
        ("assistant", "The runner counts down by decrementing `remaining` once per second from a "
                      "`Timer`. When the wrist goes down, watchOS suspends the app and the Timer "
                      "stops firing, so the count freezes; after wake the UI shows the frozen value "
                      "and then catches up. Two changes fix it:\n\n1. Start a "
                      "`WKExtendedRuntimeSession` (session type *physical therapy* / workout "
                      "support) when the interval session starts, so the app keeps running with "
                      "the screen off.\n2. Store the phase **end date** and compute `remaining = "
                      "endDate - now` on every tick, instead of decrementing a counter, so even if "
                      "a tick is missed the number is right."),
        ("user", "ok both please"),
        ("tool", "apply_patch", {"input": "*** Update File: Intervals Watch App/SessionRunner.swift"},
         "Success.\n+    private var runtime: WKExtendedRuntimeSession?\n+    private var phaseEnd: Date = .now\n"
         "+        runtime = WKExtendedRuntimeSession(); runtime?.start()\n"
         "-            self?.remaining -= 1\n+            self?.remaining = max(0, self!.phaseEnd.timeIntervalSinceNow)"),
        ("tool", "shell", {"command": ["bash", "-lc", "xcodebuild -scheme 'Intervals Watch App' test"]},
         WATCH_BUILD),
        ("assistant", "Done, tests pass (12). I also added a test that suspends for 30 s and checks "
                      "the runner resumes from the deadline. For the phase change, do you want a "
                      "haptic? `.start`, `.stop` and `.notification` are the usual ones."),
        ("user", "notification one. start and stop feel too weak when running, I tested on my wrist "
                 "before"),
        ("tool", "apply_patch", {"input": "*** Update File: Intervals Watch App/SessionRunner.swift"},
         "Success.\n+        WKInterfaceDevice.current().play(.notification)"),
        ("assistant", "Phase changes now play `.notification`."),
        ("user", "Also the deployment target, we are on watchOS 9 in project but I want to use the "
                 "new APIs, so set minimum watchOS 10. Most users are on 10 or 11 anyway. And keep "
                 "in mind: the app group id is group.com.tallyho.intervals, widget and app both need "
                 "it, last time codex made a new one and complications stop to update"),
        ("tool", "shell", {"command": ["bash", "-lc", "sed -i '' 's/WATCHOS_DEPLOYMENT_TARGET = 9.0/"
                                       "WATCHOS_DEPLOYMENT_TARGET = 10.0/g' Intervals.xcodeproj/project.pbxproj "
                                       "&& grep -c 'WATCHOS_DEPLOYMENT_TARGET = 10.0' Intervals.xcodeproj/project.pbxproj"]},
         "4"),
        ("assistant", "`WATCHOS_DEPLOYMENT_TARGET = 10.0` in all 4 build configurations. And "
                      "understood about `group.com.tallyho.intervals` - both targets' entitlements "
                      "already use it, I won't create another."),
        ("user", "thank you very much"),
    ],
    "facts": [
        fact("wrist-down-cause", "The timer froze on wrist down because a Timer decremented a counter "
             "and stops when watchOS suspends the app; fixed with WKExtendedRuntimeSession and "
             "computing remaining from the phase end date.", "bugfix", "assistant",
             ["WKExtendedRuntimeSession", ["end date", "phaseEnd"]]),
        fact("haptic", "Phase changes play the .notification haptic; .start and .stop feel too weak "
             "when running.", "decision", "user", ["notification", "haptic"]),
        fact("min-watchos", "Minimum deployment target is watchOS 10 (WATCHOS_DEPLOYMENT_TARGET = "
             "10.0).", "config", "user", [["watchOS 10", "10.0"], ["minimum", "deployment target"]]),
        fact("app-group", "The app group id is group.com.tallyho.intervals; widget and app both need "
             "it, never create a new one.", "rule", "user", ["group.com.tallyho.intervals"],
             remember=True),
    ],
    "optional": [],
    "questions": [
        q("What app group id do the watch app and widget share?", "group.com.tallyho.intervals",
          ["app-group"]),
        q("Why did the timer stop when the wrist was lowered?", "Timer suspended; use "
          "WKExtendedRuntimeSession and end date", ["wrist-down-cause"]),
        q("Minimum watchOS version?", "watchOS 10", ["min-watchos"]),
    ],
}

PLAN_TEST = """$ cmake --build build -j12 && ctest --test-dir build --output-on-failure
[ 12%] Building CXX object src/CMakeFiles/planner_core.dir/hybrid_astar.cpp.o
[ 25%] Building CXX object src/CMakeFiles/planner_core.dir/costmap.cpp.o
[ 37%] Building CXX object src/CMakeFiles/planner_core.dir/reeds_shepp.cpp.o
[ 50%] Linking CXX static library libplanner_core.a
[ 62%] Building CXX object tests/CMakeFiles/planner_tests.dir/test_hybrid_astar.cpp.o
[100%] Built target planner_tests
Internal ctest changing into directory: /home/dev/yardbot/build
Test project /home/dev/yardbot/build
    Start 1: costmap_inflation
1/4 Test #1: costmap_inflation ................   Passed    0.07 sec
    Start 2: hybrid_astar_parking
2/4 Test #2: hybrid_astar_parking .............   Passed    1.44 sec
    Start 3: hybrid_astar_narrow_gate
3/4 Test #3: hybrid_astar_narrow_gate .........   Passed    2.91 sec
    Start 4: reeds_shepp_analytic
4/4 Test #4: reeds_shepp_analytic .............   Passed    0.02 sec
100% tests passed, 0 tests failed out of 4"""

PLANNER = {
    "id": "h11-cx-planner-hybrid",
    "agent": "codex",
    "project": "/home/dev/yardbot",
    "start": datetime(2026, 11, 26, 9, 5, 0),
    "about": "C++ robotics planner for a yard tractor: three algorithms laid out, 'yeah do that' to "
             "hybrid A*; grid resolution and inflation radius; convention said in review (no "
             "exceptions in planner core); markdown-heavy assistant",
    "steps": [
        ("user", "we need a global planner for the yard tractor, the grid A* we have makes paths it "
                 "can't drive (it's car-like, min turning radius 6.5 m). ideas?"),
        ("assistant", "## Options\n\n| planner | drivable paths | cost | notes |\n|---|---|---|---|\n"
                      "| **Grid A* + smoothing** | no guarantee | low | what you have; smoothing "
                      "can't fix sharp corners |\n| **Theta*** | no | low | any-angle, still ignores "
                      "heading |\n| **Hybrid A*** | yes | medium | searches (x, y, θ) with "
                      "motion primitives at the turning radius, Reeds-Shepp shot to the goal |\n\n"
                      "## Recommendation\nHybrid A*: it's the only one that respects the 6.5 m "
                      "turning radius by construction, and it handles reversing into the trailer "
                      "bays with Reeds-Shepp curves. I'd reuse the existing costmap for the "
                      "collision check."),
        ("user", "yeah do that"),
        ("tool", "apply_patch", {"input": "*** Add File: src/hybrid_astar.cpp\n*** Add File: "
                                          "src/reeds_shepp.cpp\n*** Update File: src/CMakeLists.txt"},
         "Success. Updated the following files:\nA src/hybrid_astar.cpp\nA src/reeds_shepp.cpp\n"
         "M src/CMakeLists.txt"),
        ("assistant", "First version is in. It throws `std::runtime_error` when no path exists, and "
                      "the ROS node catches it and reports failure."),
        ("user", "no exceptions in the planner core. we never throw in src/, everything returns "
                 "tl::expected<Path, PlanError>, the node decides what to do. the real-time loop "
                 "can't afford unwinding"),
        ("tool", "apply_patch", {"input": "*** Update File: src/hybrid_astar.cpp\n*** Update File: "
                                          "include/yardbot/hybrid_astar.hpp"},
         "Success.\n-Path plan(const Pose& start, const Pose& goal);\n"
         "+tl::expected<Path, PlanError> plan(const Pose& start, const Pose& goal);\n"
         "-    throw std::runtime_error(\"no path\");\n+    return tl::unexpected(PlanError::NoPath);"),
        ("assistant", "Switched to `tl::expected<Path, PlanError>` with `NoPath`, `StartInCollision` "
                      "and `Timeout`; nothing in src/ throws now."),
        ("user", "costmap settings?"),
        ("assistant", "The costmap currently is 0.1 m per cell with 0.5 m inflation. For hybrid A* "
                      "I'd suggest:\n\n```yaml\ncostmap:\n  resolution: 0.05   # m/cell\n  "
                      "inflation_radius: 0.35\n  heading_bins: 72    # 5 deg\n```\n\nFiner "
                      "resolution matters for the narrow gates (2.9 m for a 2.5 m wide tractor)."),
        ("user", "resolution 0.05 yes. inflation 0.35 is too tight, the gps jitters by 20 cm, make it "
                 "0.45. heading bins fine"),
        ("tool", "apply_patch", {"input": "*** Update File: config/planner.yaml"},
         "Success.\n-  resolution: 0.1\n+  resolution: 0.05\n-  inflation_radius: 0.5\n+  inflation_radius: 0.45\n"
         "+  heading_bins: 72"),
        ("tool", "shell", {"command": ["bash", "-lc", "cmake --build build -j12 && ctest --test-dir build "
                                       "--output-on-failure"]}, PLAN_TEST),
        ("assistant", "config/planner.yaml now has `resolution: 0.05`, `inflation_radius: 0.45` and "
                      "`heading_bins: 72`. All 4 tests pass, including the narrow-gate case. Should I "
                      "also add a benchmark target with google benchmark?"),
        ("user", "not now"),
    ],
    "facts": [
        fact("hybrid-astar", "The global planner is hybrid A* (x, y, θ with Reeds-Shepp) because the "
             "tractor is car-like with a 6.5 m turning radius; grid A* and Theta* ignore heading.",
             "decision", "assistant", [["hybrid A*", "hybrid_astar"]]),
        fact("no-exceptions", "Never throw in the planner core (src/); return tl::expected<Path, "
             "PlanError> and let the node decide; the real-time loop can't afford unwinding.",
             "convention", "user", ["tl::expected", ["exceptions", "throw"]]),
        fact("resolution", "Costmap resolution is 0.05 m per cell.", "config", "user",
             ["resolution", "0.05"]),
        fact("inflation", "Inflation radius is 0.45 m (not 0.35) because GPS jitters by 20 cm.",
             "config", "user", ["inflation", "0.45"]),
    ],
    "optional": [
        opt("heading-bins", "heading_bins is 72 (5 degrees).", ["heading_bins", "72"]),
        opt("turning-radius", "The tractor's minimum turning radius is 6.5 m.", ["6.5"]),
    ],
    "questions": [
        q("Which global planner does the yard tractor use?", "hybrid A*", ["hybrid-astar"]),
        q("How do planner functions report failure?", "tl::expected, never throw", ["no-exceptions"]),
        q("What inflation radius does the costmap use?", "0.45 m", ["inflation"]),
    ],
}

FS_TEST = """$ dotnet test
  Determining projects to restore...
  All projects are up-to-date for restore.
  Pricing.Core -> /home/dev/quill/src/Pricing.Core/bin/Debug/net8.0/Pricing.Core.dll
  Pricing.Tests -> /home/dev/quill/tests/Pricing.Tests/bin/Debug/net8.0/Pricing.Tests.dll
Test run for /home/dev/quill/tests/Pricing.Tests/bin/Debug/net8.0/Pricing.Tests.dll (.NETCoreApp,Version=v8.0)
VSTest version 17.11.1 (x64)
Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
[xUnit.net 00:00:00.41]     Schedule.EOM roll from 2026-02-28 keeps month ends [FAIL]
  Failed Schedule.EOM roll from 2026-02-28 keeps month ends [12 ms]
  Error Message:
   Expected: [2026-03-31; 2026-04-30; 2026-05-31]
   Actual:   [2026-03-28; 2026-04-28; 2026-05-28]
Failed!  - Failed:     1, Passed:   211, Skipped:     0, Total:   212, Duration: 1 s"""

FSHARP = {
    "id": "h11-cx-fsharp-schedule",
    "agent": "codex",
    "project": "/home/dev/quill",
    "start": datetime(2026, 11, 26, 11, 30, 0),
    "about": "F# pricing engine, terse user; end-of-month roll bug cause/fix; day count picked for "
             "GBP legs; 'fyi for later' remember buried in a longer message",
    "steps": [
        ("user", "EOM test red"),
        ("tool", "shell", {"command": ["bash", "-lc", "dotnet test"]}, FS_TEST),
        ("tool", "shell", {"command": ["bash", "-lc", "sed -n '30,52p' src/Pricing.Core/Schedule.fs"]},
         "let rec rollDates (start: DateOnly) (tenor: int) n =\n    seq {\n        let mutable d = start\n"
         "        for _ in 1 .. n do\n            d <- d.AddMonths tenor\n            yield adjust d\n    }"),
        ("assistant", "`rollDates` adds months to the **previous** rolled date, so once a date "
                      "lands on the 28th (Feb) every later date sticks to the 28th. With the "
                      "end-of-month rule, each date should be computed from the start date "
                      "(`start.AddMonths(tenor * i)`) and snapped to the month's last day when the "
                      "start is a month end."),
        ("user", "fix"),
        ("tool", "apply_patch", {"input": "*** Update File: src/Pricing.Core/Schedule.fs"},
         "Success.\n-            d <- d.AddMonths tenor\n"
         "+            let raw = start.AddMonths(tenor * i)\n"
         "+            let d = if eom && isMonthEnd start then monthEnd raw else raw"),
        ("tool", "shell", {"command": ["bash", "-lc", "dotnet test"]},
         "Passed!  - Failed:     0, Passed:   212, Skipped:     0, Total:   212, Duration: 1 s"),
        ("assistant", "212/212. Dates are now rolled from the start date, and month ends stay month "
                      "ends under the EOM rule."),
        ("user", "GBP legs use which day count now"),
        ("assistant", "`DayCount.Act360` for every currency - it's the default in `Leg.create`. "
                      "Sterling markets quote ACT/365 Fixed. Options: switch GBP legs to "
                      "`Act365F` via a per-currency default table, or leave it and require callers "
                      "to pass it."),
        ("user", "per-currency table, GBP Act365F. callers forget. also fyi for later: dates in the "
                 "domain are DateOnly, never DateTime, timezones already cost us a coupon once. "
                 "and drop the unused Newtonsoft reference"),
        ("tool", "apply_patch", {"input": "*** Update File: src/Pricing.Core/Leg.fs\n*** Update File: "
                                          "src/Pricing.Core/Pricing.Core.fsproj"},
         "Success.\n+let defaultDayCount = function\n+    | GBP -> DayCount.Act365F\n+    | _ -> DayCount.Act360\n"
         "-    <PackageReference Include=\"Newtonsoft.Json\" Version=\"13.0.3\" />"),
        ("tool", "shell", {"command": ["bash", "-lc", "dotnet test"]},
         "Passed!  - Failed:     0, Passed:   214, Skipped:     0, Total:   214, Duration: 1 s"),
        ("assistant", "GBP legs default to `Act365F` through `defaultDayCount`, others stay "
                      "`Act360`; Newtonsoft removed; 214 tests pass. Noted on DateOnly."),
    ],
    "facts": [
        fact("eom-bug", "EOM schedule bug: rollDates added months to the previous rolled date, so "
             "dates stuck on the 28th; dates are now computed from the start date and snapped to "
             "month end.", "bugfix", "assistant", ["rollDates", ["start date", "month end"]]),
        fact("gbp-daycount", "GBP legs default to Act365F via a per-currency defaultDayCount table "
             "(others Act360), because callers forget to pass it.", "decision", "user",
             ["GBP", "Act365F"]),
        fact("dateonly", "Dates in the domain are DateOnly, never DateTime; timezones cost a coupon "
             "once.", "rule", "user", ["DateOnly", "DateTime"], remember=True),
    ],
    "optional": [
        opt("newtonsoft", "The unused Newtonsoft.Json reference was removed.", ["Newtonsoft"]),
    ],
    "questions": [
        q("Which day count do GBP legs use?", "Act365F", ["gbp-daycount"]),
        q("Can the domain use DateTime?", "no, DateOnly only", ["dateonly"]),
        q("Why did the EOM schedule test fail?", "rolled from previous date, stuck on 28th",
          ["eom-bug"]),
    ],
}

ERL_TEST = """$ rebar3 ct --suite=apps/leg/test/leg_sup_SUITE
===> Verifying dependencies...
===> Analyzing applications...
===> Compiling leg
===> Running Common Test suites...
%%% leg_sup_SUITE: media_crash_restarts_signalling.
%%% leg_sup_SUITE: signalling_crash_keeps_media..
%%% leg_sup_SUITE: restart_intensity_exceeded_escalates...
All 3 tests passed.
Erlang/OTP 26 [erts-14.2.5] [source] [64-bit] [smp:8:8]"""

ERLANG = {
    "id": "h11-cx-erlang-legsup",
    "agent": "codex",
    "project": "/home/dev/switchyard",
    "start": datetime(2026, 11, 26, 15, 0, 0),
    "about": "Erlang telecom switch call-leg supervisor; strategy changed to rest_for_one with "
             "reason; restart intensity; 'don't ever' hot-load rule lowercase",
    "steps": [
        ("user", "when leg_media crashes the signalling proc keeps running with a dead media pid, "
                 "calls hang. look at leg_sup"),
        ("tool", "shell", {"command": ["bash", "-lc", "sed -n '1,40p' apps/leg/src/leg_sup.erl"]},
         "init([CallId]) ->\n    SupFlags = #{strategy => one_for_one, intensity => 3, period => 5},\n"
         "    Children = [\n        #{id => leg_media, start => {leg_media, start_link, [CallId]}},\n"
         "        #{id => leg_signalling, start => {leg_signalling, start_link, [CallId]}}\n    ],\n"
         "    {ok, {SupFlags, Children}}."),
        ("assistant", "`one_for_one` restarts only the crashed child, so the signalling process "
                      "keeps the old media pid. Since signalling depends on media and media is "
                      "started first, `rest_for_one` is the fit: a media crash restarts media and "
                      "then signalling (which re-fetches the pid), while a signalling crash leaves "
                      "media alone."),
        ("user", "rest_for_one yes. intensity 5 in 10s, 3 in 5 escalates too fast on a busy card"),
        ("tool", "apply_patch", {"input": "*** Update File: apps/leg/src/leg_sup.erl"},
         "Success.\n-    SupFlags = #{strategy => one_for_one, intensity => 3, period => 5},\n"
         "+    SupFlags = #{strategy => rest_for_one, intensity => 5, period => 10},"),
        ("tool", "shell", {"command": ["bash", "-lc", "rebar3 ct --suite=apps/leg/test/leg_sup_SUITE"]},
         ERL_TEST),
        ("assistant", "leg_sup is `rest_for_one`, intensity 5 per 10 s. 3 CT cases pass, one new "
                      "(media crash restarts signalling). Want me to hot-load it on the lab switch "
                      "with `l(leg_sup)` so you can try it on a live call?"),
        ("user", "no. dont ever hot-load on the switches, not lab not prod, always a full release "
                 "upgrade with relup. the state in leg procs doesnt survive code_change yet"),
        ("assistant", "Understood, no hot loading - relup only. I'll bump the appup for leg and "
                      "you can build the release when ready."),
        ("user", "ok"),
    ],
    "facts": [
        fact("rest-for-one", "leg_sup uses rest_for_one (was one_for_one) so a media crash also "
             "restarts signalling, which otherwise kept a dead media pid.", "decision", "user",
             ["rest_for_one", "leg_sup"]),
        fact("intensity", "leg_sup restart intensity is 5 in 10 s; 3 in 5 escalated too fast.",
             "config", "user", ["intensity", "5", "10"]),
        fact("no-hot-load", "Never hot-load code on the switches (lab or prod); always a full release "
             "upgrade with relup, since leg state doesn't survive code_change.", "rule", "user",
             [["hot-load", "hot loading"], "relup"], remember=True),
    ],
    "optional": [],
    "questions": [
        q("What supervisor strategy does leg_sup use?", "rest_for_one", ["rest-for-one"]),
        q("How do we deploy new code to the switches?", "full release upgrade with relup, never hot-load",
          ["no-hot-load"]),
    ],
}

NIM = {
    "id": "h11-cx-nim-cachekey",
    "agent": "codex",
    "project": "/home/dev/kiln",
    "start": datetime(2026, 11, 27, 10, 20, 0),
    "about": "short Nim build tool session: cache key changed from mtime to content hash after CI "
             "misses; assistant suggests a tool, user ignores it",
    "steps": [
        ("user", "CI rebuilds everything every time even when nothing changed. cache broken?"),
        ("tool", "shell", {"command": ["bash", "-lc", "grep -n 'proc cacheKey' -A8 src/kiln/cache.nim"]},
         "proc cacheKey(t: Target): string =\n  var parts: seq[string]\n  for f in t.inputs:\n"
         "    parts.add f & \":\" & $getLastModificationTime(f).toUnix\n  parts.add t.flags.join(\" \")\n"
         "  result = $secureHash(parts.join(\"|\"))"),
        ("assistant", "The key uses file modification times. A fresh CI checkout gives every file "
                      "a new mtime, so every key changes and nothing hits. Options: hash file "
                      "contents (blake3 or the stdlib sha1), or keep mtime and restore mtimes from "
                      "git in CI. Content hashing is the robust one."),
        ("user", "content hash. blake3, sha1 is slow on the big generated files. keep flags in the key"),
        ("tool", "apply_patch", {"input": "*** Update File: src/kiln/cache.nim\n*** Update File: kiln.nimble"},
         "Success.\n+requires \"blake3 >= 1.0.2\"\n-    parts.add f & \":\" & $getLastModificationTime(f).toUnix\n"
         "+    parts.add f & \":\" & blake3File(f)"),
        ("tool", "shell", {"command": ["bash", "-lc", "nimble test"]},
         "  Verifying dependencies for kiln@0.9.0\n      Info:  Dependency on blake3@>= 1.0.2 already satisfied\n"
         "  Compiling /home/dev/kiln/tests/tcache (from package kiln) using c backend\n"
         "[Suite] cache\n  [OK] same content same key\n  [OK] touched file same key\n  [OK] flag change new key\n"
         "  Success: Execution of the tests passed"),
        ("assistant", "Cache key is now a blake3 hash of each input's contents plus the compiler "
                      "flags; touching a file no longer invalidates it. If you want, `sccache`-style "
                      "remote caching would be the next step for CI."),
        ("user", "thx, push it"),
        ("tool", "shell", {"command": ["bash", "-lc", "git commit -am 'cache key: blake3 of contents, "
                                       "not mtime' && git push"]},
         "[main 3d1e8b2] cache key: blake3 of contents, not mtime\n 2 files changed, 6 insertions(+), 3 deletions(-)\n"
         "To github.com:kiln-build/kiln.git\n   a10c4f7..3d1e8b2  main -> main"),
    ],
    "facts": [
        fact("cache-mtime", "CI rebuilt everything because the cache key used file mtimes, which "
             "change on every fresh checkout.", "bugfix", "assistant", ["mtime", "checkout"]),
        fact("cache-blake3", "The cache key is a blake3 hash of input contents plus compiler flags "
             "(sha1 is slow on big generated files).", "decision", "user", ["blake3", "flags"]),
    ],
    "optional": [],
    "questions": [
        q("How is the build cache key computed?", "blake3 of file contents plus flags",
          ["cache-blake3"]),
        q("Why did CI miss the cache?", "mtime-based key changes on fresh checkout", ["cache-mtime"]),
    ],
}
