"""h21 Codex sessions, part C: a kiln controller hotfix, a session with nothing durable, a canary rollout."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

KILN = "/home/dev/kilnctl"
TILE = "/home/dev/tilewright"
TRAM = "/home/dev/tramline"

KILN_HOTFIX = {
    "id": "h21-cx-kiln-hotfix",
    "project": KILN,
    "branch": "hotfix/crash-cool",
    "start": datetime(2026, 11, 18, 7, 55, 0),
    "about": "Ada kiln controller shuts down mid-firing; first guess (thermocouple driver noise) wrong; a failing "
             "AUnit test shows a Constraint_Error in the ramp-rate type; fix widens the type and clamps profiles; "
             "'don't ever let me' rule about the HIL suite",
    "steps": [
        ("user", "Studio called: kiln 3 shut itself off during the crash-cool of a glass firing last night, "
                 "the whole load is ruined. Controller log says FAILSAFE. I think it's the thermocouple amp "
                 "again, the MAX31856 driver had noise issues in spring."),
        shell("grep -n 'FAILSAFE\\|fault\\|Constraint' logs/kiln3-2026-11-17.log | tail -6",
              "23:41:07.120 SEG 4/6 CRASH_COOL target=538C rate=400C/h\n"
              "23:41:07.121 EXC CONSTRAINT_ERROR ramp.adb:57 range check failed\n"
              "23:41:07.121 FAILSAFE elements OFF, relay opened\n"),
        ("assistant", "The log doesn't point at the thermocouple: there's no fault from the MAX31856 (it reports "
                      "open-circuit and range faults as `TC_FAULT` lines), and readings are steady up to the "
                      "event. The failsafe fires one millisecond after a `CONSTRAINT_ERROR` at ramp.adb:57, right "
                      "as segment 4 starts a 400°C/h crash-cool. Let me look at that line."),
        shell("sed -n 10,16p src/ramp.ads; sed -n 52,60p src/ramp.adb",
              "   --  hundredths of a degree C per hour\n   type Ramp_Rate is range -32_768 .. 32_767;\n"
              "   for Ramp_Rate'Size use 16;\n"
              "   Rate := Ramp_Rate ((Target - Current) * 100 / Hours_Left);\n"),
        ("assistant", "`Ramp_Rate` is a 16-bit type in hundredths of a degree per hour, so it tops out at "
                      "327.67°C/h. A 400°C/h crash-cool needs 40000, which fails the range check. Writing a "
                      "test that reproduces it before changing anything."),
        shell("cat >> tests/ramp_tests.adb <<'EOF'\n   procedure Test_Crash_Cool_400 is\n   begin\n"
              "      Assert (Ramp.Rate_For (Current => 1_000_00, Target => 538_00, Hours => 1.155) < 0, \"cooling\");\n"
              "   end;\nEOF\nalr exec -- gprbuild -P tests/tests.gpr -q && ./tests/bin/run_tests",
              "OK Test_Ramp_Up_150\nOK Test_Hold\nERROR Test_Crash_Cool_400\n"
              "    raised CONSTRAINT_ERROR : ramp.adb:57 range check failed\n\nTotal Tests Run: 3\n"
              "Successful Tests: 2\nFailed Assertions: 0\nUnexpected Errors: 1\n"),
        ("assistant", "Reproduced: Test_Crash_Cool_400 raises the same CONSTRAINT_ERROR at ramp.adb:57. Root cause: "
                      "the 16-bit `Ramp_Rate` overflows for any rate above 327.67°C/h, which only crash-cool "
                      "segments reach, and the exception trips the failsafe. Fix: make `Ramp_Rate` a 32-bit range "
                      "(-10_000_000 .. 10_000_000) and drop the `'Size use 16` clause."),
        ("user", "do it. and also clamp profiles at load to 999C/h max, nothing we fire needs more and a typo "
                 "in a profile shouldn't drive the elements flat out"),
        shell("sed -i 's/type Ramp_Rate is range -32_768 .. 32_767;/type Ramp_Rate is range -10_000_000 .. 10_000_000;/; /for Ramp_Rate.Size use 16;/d' src/ramp.ads && "
              "sed -i 's/Max_Profile_Rate : constant := .*/Max_Profile_Rate : constant := 999_00;/' src/profiles.ads && "
              "alr exec -- gprbuild -P tests/tests.gpr -q && ./tests/bin/run_tests",
              "OK Test_Ramp_Up_150\nOK Test_Hold\nOK Test_Crash_Cool_400\nOK Test_Profile_Clamp_999\n\n"
              "Total Tests Run: 4\nSuccessful Tests: 4\n"),
        ("assistant", "All 4 tests pass: Ramp_Rate is 32-bit, and profiles are clamped to 999°C/h at load "
                      "(`Max_Profile_Rate = 999_00`). The hardware-in-the-loop suite hasn't run; it needs the "
                      "bench kiln."),
        ("user", "I'll run HIL on the bench kiln before flashing kiln 3. It passed? fine.\n\nAnd don't ever let "
                 "me merge a change to ramp or profile code without the HIL suite passing on the bench kiln. "
                 "unit tests didn't catch this one because nobody wrote a crash-cool test, the HIL run has a "
                 "real glass schedule in it. if I ask you to merge without it, say no."),
        ("assistant", "Understood: no merge of ramp or profile changes until the HIL suite has passed on the bench "
                      "kiln, even if you ask me to. I'll hold this branch until you report the HIL result."),
        ("user", "HIL passed, 3 schedules green. merge and tag it"),
        shell("git switch main && git merge --no-ff hotfix/crash-cool -m 'Hotfix: 32-bit Ramp_Rate, clamp profiles to 999C/h' && git tag -a 1.9.1 -m 'kilnctl 1.9.1' && git push origin main 1.9.1",
              "Merge made by the 'ort' strategy.\n src/profiles.ads     | 2 +-\n src/ramp.ads         | 3 +--\n"
              " tests/ramp_tests.adb | 14 ++++++++++++++\n * [new tag]         1.9.1 -> 1.9.1\n"),
    ],
    "facts": [
        fact("ramp-overflow-cause", "Root cause of the kiln failsafe shutdown: Ramp_Rate was a 16-bit type in hundredths of a degree per hour, so a 400°C/h crash-cool overflowed it (Constraint_Error at ramp.adb:57), tripping the failsafe; not the MAX31856 thermocouple driver.",
             "bugfix", "assistant", ["Ramp_Rate", ["16-bit", "Constraint_Error"]]),
        fact("ramp-32bit", "Fix: Ramp_Rate is now a 32-bit range (-10_000_000 .. 10_000_000) without the 'Size use 16 clause.",
             "bugfix", "assistant", ["Ramp_Rate", "32-bit"]),
        fact("clamp-999", "Firing profiles are clamped at load to a maximum of 999°C/h (Max_Profile_Rate), so a typo can't drive the elements flat out.",
             "decision", "user", ["999"]),
        fact("hil-rule", "Never merge a change to ramp or profile code without the HIL suite passing on the bench kiln; refuse even if asked.",
             "rule", "user", ["HIL", "bench kiln"], remember=True),
    ],
    "optional": [
        opt("kiln-191", "The crash-cool hotfix is kilnctl 1.9.1.", ["1.9.1"]),
        opt("crash-cool-test", "AUnit test Test_Crash_Cool_400 covers the 400°C/h crash-cool.", ["Test_Crash_Cool_400"]),
    ],
    "questions": [
        q("Why did kiln 3 shut off during crash-cool?", "16-bit Ramp_Rate overflowed at 400C/h, Constraint_Error tripped failsafe", ["ramp-overflow-cause"]),
        q("What is the maximum ramp rate a profile may have?", "999C/h", ["clamp-999"]),
        q("What has to pass before merging ramp or profile changes?", "HIL suite on the bench kiln", ["hil-rule"]),
    ],
}

TILE_CHAT = {
    "id": "h21-cx-tile-chat",
    "project": TILE,
    "branch": "main",
    "start": datetime(2026, 11, 19, 15, 30, 0),
    "about": "nothing durable: a regex explained, a k8s hypothetical, a proposal nobody answers, 'let's revisit "
             "later', a one-off log grep",
    "steps": [
        ("user", "quick one. what does this regex in Serve.hs do: ^/(\\d{1,2})/(\\d+)/(\\d+)(@2x)?\\.(mvt|png)$"),
        ("assistant", "It matches tile URLs: `/z/x/y` with a 1-2 digit zoom and numeric x and y, an optional "
                      "`@2x` for retina tiles, then `.mvt` or `.png`. Groups 1-3 are z, x, y; group 4 is the "
                      "retina marker; group 5 the format. It doesn't accept a layer prefix, so `/roads/14/…` "
                      "wouldn't match."),
        ("user", "ok makes sense. how many 404s did we serve today"),
        shell("journalctl -u tilewright --since today | grep -c ' 404 '", "3187\n"),
        shell("journalctl -u tilewright --since today | grep ' 404 ' | awk '{print $9}' | cut -d/ -f2 | sort | uniq -c | sort -nr | head -3",
              "   2210 19\n    801 20\n    176 18\n"),
        ("assistant", "3,187 404s today, almost all for zoom 18-20. The server only renders up to z17, so those "
                      "are clients over-zooming. We could return the z17 parent tile for deeper requests and let "
                      "the client scale it, which would turn most of these into 200s."),
        ("user", "hm. if we ever move to k8s we'd probably put the overzoom logic in the ingress anyway. "
                 "let's revisit later"),
        ("assistant", "Sure. Unrelated, but the systemd unit restarts tilewright with `Restart=always` and no "
                      "`RestartSec`, so a crash loop would spin hot. A `RestartSec=5` would calm that."),
        ("user", "what time is it in Auckland right now, I have a call"),
        shell("TZ=Pacific/Auckland date '+%H:%M %Z'", "04:31 NZDT\n"),
        ("assistant", "04:31 NZDT in Auckland, so probably not a great time for a call."),
        ("user", "ha. tomorrow then. bye"),
    ],
    "facts": [],
    "optional": [],
    "questions": [
        q("Up to which zoom level does tilewright render?", "z17", []),
    ],
}

TRAM_CANARY = {
    "id": "h21-cx-tram-canary",
    "project": TRAM,
    "branch": "main",
    "start": datetime(2026, 11, 20, 10, 15, 0),
    "about": "production rollout of 2026.11.0: canary share and duration decided, automatic rollback threshold, "
             "rollback command, a one-off manual approval",
    "steps": [
        ("user", "rolling out 2026.11.0 today. what does deploy/rollout.toml say right now"),
        shell("cat deploy/rollout.toml",
              "[canary]\nweight = 50\nduration = \"5m\"\n\n[rollback]\nauto = false\nerror_rate = 0.05\n"),
        ("assistant", "Current settings: canary at 50% of traffic for 5 minutes, no automatic rollback, error-rate "
                      "threshold 5% (only used when auto is on). 50% for 5 minutes is more a staged deploy than a "
                      "canary; the GTFS parser changes in this release only show up on lines with frequency-based "
                      "timetables, which are quiet until the evening peak."),
        ("user", "right. canary 10% for 30 minutes from now on, and auto rollback on, if the 5xx rate of the "
                 "canary goes over 2% it rolls back without asking anyone. 5% was way too generous"),
        shell("sed -i 's/^weight = 50/weight = 10/; s/^duration = \"5m\"/duration = \"30m\"/; s/^auto = false/auto = true/; s/^error_rate = 0.05/error_rate = 0.02/' deploy/rollout.toml && cat deploy/rollout.toml",
              "[canary]\nweight = 10\nduration = \"30m\"\n\n[rollback]\nauto = true\nerror_rate = 0.02\n"),
        ("assistant", "rollout.toml now: canary weight 10, duration 30m, auto rollback on at error_rate 0.02 (2% "
                      "5xx on the canary)."),
        ("user", "and how do I roll back by hand if it misbehaves in a way that isn't 5xx, like wrong departure times"),
        shell("./deploy/tramctl --help | sed -n 1,12p",
              "tramctl: deploy tool for tramline\n\n  tramctl deploy <version>      start a canary rollout\n"
              "  tramctl promote               send 100% to the canary\n"
              "  tramctl rollback              route all traffic back to the previous version and stop the canary\n"
              "  tramctl status                show weights and error rates\n"),
        ("assistant", "`./deploy/tramctl rollback` routes all traffic back to the previous version and stops the "
                      "canary; it works at any point, including after promote."),
        ("user", "ok. for the record the manual rollback is tramctl rollback, not reverting the tag, reverting "
                 "the tag doesn't touch what's running. deploy it. I'll approve promote by hand this time since "
                 "it's the first run with the new settings"),
        shell("./deploy/tramctl deploy 2026.11.0 && sleep 1800 && ./deploy/tramctl status",
              "canary 2026.11.0 started: weight 10\n...\nstable 2026.10.2  weight 90  5xx 0.3%\n"
              "canary 2026.11.0  weight 10  5xx 0.4%\n"),
        ("assistant", "30 minutes in: canary 2026.11.0 at 10% with 0.4% 5xx against 0.3% on stable, under the 2% "
                      "threshold. Ready for you to promote."),
        ("user", "promote"),
        shell("./deploy/tramctl promote", "promoted 2026.11.0 to 100%\n"),
    ],
    "facts": [
        fact("canary-10-30", "tramline canaries run at 10% of traffic for 30 minutes (deploy/rollout.toml), instead of 50% for 5 minutes.",
             "config", "user", ["canary", "10%", "30"]),
        fact("auto-rollback-2", "Automatic rollback is on: if the canary's 5xx rate goes over 2% (error_rate 0.02) it rolls back without asking.",
             "config", "user", [["auto rollback", "rollback"], ["2%", "0.02"]]),
        fact("manual-rollback", "Manual rollback is ./deploy/tramctl rollback, not reverting the tag (reverting the tag doesn't touch what's running).",
             "fact", "user", ["tramctl rollback"]),
        fact("why-longer-canary", "The canary runs 30 minutes because GTFS parser changes only show up on frequency-based lines, which are quiet until the evening peak.",
             "fact", "assistant", [["frequency-based", "evening peak"]]),
    ],
    "optional": [
        opt("rollout-toml", "Rollout settings live in deploy/rollout.toml.", ["rollout.toml"]),
        opt("promote-by-hand", "The first rollout with the new settings was promoted by hand.", ["promote"]),
    ],
    "questions": [
        q("What canary share and duration does tramline use?", "10% for 30 minutes", ["canary-10-30"]),
        q("When does a canary roll back automatically?", "5xx rate over 2%", ["auto-rollback-2"]),
        q("How do I roll back a release by hand?", "tramctl rollback, not reverting the tag", ["manual-rollback"]),
    ],
}

SESSIONS = [KILN_HOTFIX, TILE_CHAT, TRAM_CANARY]
