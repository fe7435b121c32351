"""Claude Code sessions of the h14 split, part one."""

from __future__ import annotations

from datetime import datetime

from _helpers import fact, opt, q

COBOL_TRACE = """Traceback (most recent call last):
  File "/home/dev/payroll-bridge/bridge/run.py", line 88, in main
    for rec in reader.records(path):
  File "/home/dev/payroll-bridge/bridge/reader.py", line 141, in records
    yield decode_record(raw, self.layout)
  File "/home/dev/payroll-bridge/bridge/reader.py", line 112, in decode_record
    out[field.name] = unpack_comp3(chunk, field.scale)
  File "/home/dev/payroll-bridge/bridge/packed.py", line 37, in unpack_comp3
    return Decimal(sign + digits).scaleb(-scale)
decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]

processed 11873 of 12940 records, last good EMPNO=0048211"""

COBOL_PACKED = """     1	\"\"\"COMP-3 (packed decimal) fields as the mainframe writes them.\"\"\"
     2	from decimal import Decimal
     3
     4	_SIGNS = {0xC: "+", 0xD: "-"}
     5
     6
     7	def unpack_comp3(raw: bytes, scale: int) -> Decimal:
     8	    nibbles = []
     9	    for b in raw:
    10	        nibbles.append(b >> 4)
    11	        nibbles.append(b & 0x0F)
    12	    sign_nibble = nibbles.pop()
    ..
    33	    digits = "".join(str(n) for n in nibbles)
    34	    sign = _SIGNS.get(sign_nibble, "?")
    35	    # a malformed sign ends up as "?" and Decimal() refuses it
    36
    37	    return Decimal(sign + digits).scaleb(-scale)"""

COBOL_TESTS = """============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/dev/payroll-bridge
configfile: pyproject.toml
collected 64 items

tests/test_packed.py ..........                                          [ 15%]
tests/test_reader.py ..............................                      [ 62%]
tests/test_layout.py ............                                        [ 81%]
tests/test_run.py ............                                           [100%]

============================== 64 passed in 1.84s ==============================
$ python -m bridge.run --file samples/PAYDROP.20261113.dat --dry-run
INFO  layout PAYREC01 record length 412
INFO  codepage cp037
INFO  processed 12940 of 12940 records (0 rejected)
INFO  dry run: nothing written to PAYROLL_DSN=postgresql://bridge@localhost:5433/payroll_stage"""

SESSIONS = [
    {
        "id": "h14-cc-cobol-payroll",
        "project": "/home/dev/payroll-bridge",
        "start": datetime(2026, 11, 16, 8, 5),
        "about": "COBOL payroll bridge: root cause read from a stack trace in the middle of a markdown reply "
                 "with headings; code page picked from options; a copybook library rejected; fyi-for-later "
                 "remember inside a longer message; dry-run output full of paths and ports that decide nothing",
        "steps": [
            ("user", "morning. the overnight import died again, trace below\n\n```\n" + COBOL_TRACE + "\n```"),
            ("assistant", "Morning! Let me look at the packed-decimal decoder the trace ends in."),
            ("tool", "Read", {"file_path": "/home/dev/payroll-bridge/bridge/packed.py"}, COBOL_PACKED),
            ("tool", "Bash", {"command": "python - <<'X'\nraw=open('samples/PAYDROP.20261113.dat','rb').read()\n"
                                         "print(raw[412*11873+188:412*11873+194].hex())\nX"},
             "00000012345f"),
            ("assistant", "## What the trace says\n\nThe crash is in `unpack_comp3`, called for record 11874 "
                          "(the one after EMPNO 0048211). `Decimal()` got a string starting with `?`, which "
                          "it cannot parse, so it raises `InvalidOperation` / `ConversionSyntax`.\n\n"
                          "## Root cause\n\nI dumped the six bytes of the failing field: `00000012345f`. The "
                          "last nibble is the sign, and here it is **0xF** — the *unsigned* sign nibble "
                          "that COBOL writes for a `PIC 9(9)V99 COMP-3` field declared without `S`. Our "
                          "`_SIGNS` table only knows 0xC (positive) and 0xD (negative), so the COMP-3 "
                          "value falls through to `\"?\"`. The field is `OVERTIME-HRS`, which the new "
                          "copybook version declares unsigned; every other money field is still signed, "
                          "which is why 11,873 records went through first.\n\n"
                          "## Fix\n\n- add `0xF: \"+\"` to `_SIGNS` (0xF means unsigned, i.e. positive)\n"
                          "- raise a `PackedDecimalError` naming the field and the record number when the "
                          "sign nibble is anything else, instead of the opaque `ConversionSyntax`\n"
                          "- a test with the exact bytes above\n\n"
                          "## Not the cause\n\nThe record length (412) and the layout offsets are fine; "
                          "I checked that field 14 starts at byte 188 as the copybook says.\n\n"
                          "Shall I make the change?"),
            ("user", "yes go"),
            ("tool", "Edit", {"file_path": "/home/dev/payroll-bridge/bridge/packed.py",
                              "old_string": "_SIGNS = {0xC: \"+\", 0xD: \"-\"}",
                              "new_string": "_SIGNS = {0xC: \"+\", 0xD: \"-\", 0xF: \"+\"}  # 0xF = unsigned"},
             "The file /home/dev/payroll-bridge/bridge/packed.py has been updated."),
            ("tool", "Edit", {"file_path": "/home/dev/payroll-bridge/tests/test_packed.py",
                              "old_string": "# end of cases",
                              "new_string": "def test_unsigned_sign_nibble():\n    assert unpack_comp3("
                                            "bytes.fromhex('00000012345f'), 2) == Decimal('123.45')\n# end of cases"},
             "The file /home/dev/payroll-bridge/tests/test_packed.py has been updated."),
            ("tool", "Bash", {"command": "pytest -q && python -m bridge.run --file samples/PAYDROP.20261113.dat "
                                         "--dry-run"}, COBOL_TESTS),
            ("assistant", "All 64 tests pass and the dry run now gets through all 12,940 records with none "
                          "rejected. The sign nibble 0xF is read as positive and any other unknown nibble "
                          "gives a `PackedDecimalError` with the field name."),
            ("user", "nice. while we're here — the log says codepage cp037. HR complained the euro sign in "
                     "the allowance descriptions comes out as a weird currency symbol. what are the options"),
            ("assistant", "That is a code page question. The mainframe text fields are EBCDIC; the usual "
                          "choices:\n\n1. **cp037** (what we use): US/Canada EBCDIC. Byte 0x9F is `¤`, the "
                          "generic currency sign — that's the weird symbol HR sees.\n2. **cp1140**: the "
                          "same as cp037 except 0x9F is `€`. Python ships it as a codec.\n3. **cp500**: "
                          "International EBCDIC, differs from cp037 in a few punctuation characters "
                          "(`[`, `]`, `!`, `|`), so names with those would change.\n\nIf the mainframe "
                          "side is on a euro-enabled CCSID (1140) then option 2 is the match."),
            ("user", "cp1140. the mainframe team confirmed CCSID 1140 on the export job last spring, we "
                     "just never switched"),
            ("tool", "Edit", {"file_path": "/home/dev/payroll-bridge/bridge/config.py",
                              "old_string": "CODEPAGE = \"cp037\"", "new_string": "CODEPAGE = \"cp1140\""},
             "The file /home/dev/payroll-bridge/bridge/config.py has been updated."),
            ("tool", "Bash", {"command": "python -m bridge.run --file samples/PAYDROP.20261113.dat --dry-run "
                                         "--show ALLOW-DESC | head -5"},
             "INFO  codepage cp1140\nALLOW-DESC  Reisekosten pauschal 35 €\nALLOW-DESC  Essenszuschuss 6,90 €"
             "\nALLOW-DESC  Homeoffice 1,00 €/Tag\nALLOW-DESC  Jobticket 49 €"),
            ("assistant", "Switched `CODEPAGE` to cp1140; the allowance descriptions now show `€`.\n\n"
                          "One more thought while I'm in here: the layout code is ~300 lines of hand-written "
                          "offset tables. There are copybook parsers on PyPI that read the `.cpy` file "
                          "directly and would give us the offsets, OCCURS and REDEFINES for free. Want me "
                          "to try one?"),
            ("user", "no, no third-party copybook parser. audit has to sign off every new dependency on the "
                     "payroll path and that takes a quarter. the hand-written table is fine, there are 3 "
                     "layouts.\n\nand fyi for later: the mainframe drop lands in /srv/payroll/inbound around "
                     "02:15 and is sometimes still being written until 02:25, so the bridge must not start "
                     "before 02:30. the cron was set to 02:20 by someone once and we got half a file. "
                     "also can you rename `decode_record` to `decode_payrec`, it's confusing next to the "
                     "other decoders"),
            ("tool", "Bash", {"command": "grep -rn decode_record bridge tests | wc -l && sed -i "
                                         "'s/decode_record/decode_payrec/g' bridge/*.py tests/*.py && pytest -q"},
             "7\n................................................................ [100%]\n64 passed in 1.79s"),
            ("assistant", "Renamed `decode_record` → `decode_payrec` in 7 places, tests still green. Noted "
                          "on the timing: files arrive in `/srv/payroll/inbound` around 02:15 and the bridge "
                          "is not to start before 02:30. The crontab in `deploy/crontab` currently says "
                          "`30 2 * * *`, so it already matches."),
            ("user", "good. one more while you have context: after the half-file incident, what stops us loading "
                     "a truncated drop if the cron ever gets moved again?"),
            ("tool", "Bash", {"command": "tail -c 824 samples/PAYDROP.20261113.dat | iconv -f CP1140 -t UTF-8 | "
                                         "cut -c1-60; grep -n 'TRL\\|trailer' bridge/*.py"},
             "TRL20261113000012940000004188213377                         \n"
             "bridge/reader.py:58:    # TODO: trailer record (TRL) is skipped for now"),
            ("assistant", "Nothing, at the moment. The drop ends with a `TRL` trailer record that carries the "
                          "run date, the record count (000012940) and a control total of the gross pay "
                          "field. `reader.py` skips it (there's a TODO on line 58). Options:\n\n"
                          "- **check the trailer**: refuse the whole file if the count or the control total "
                          "doesn't match what we decoded — a truncated file has no trailer at all, so it is "
                          "refused too;\n- **size check**: compare file size to `12940 * 412`; cheap, but "
                          "it needs the count from somewhere, i.e. the trailer anyway;\n- **wait for a "
                          "`.done` marker** file from the mainframe: cleanest, but needs a change on their "
                          "side.\n\nI'd do the trailer check now; the marker file can come later if the "
                          "mainframe team agrees."),
            ("user", "trailer check. and it's all or nothing — if the count or the control total is off we load "
                     "zero records and page the on-call. payroll with half the people "
                     "missing is worse than payroll a day late"),
            ("tool", "Edit", {"file_path": "/home/dev/payroll-bridge/bridge/reader.py",
                              "old_string": "    # TODO: trailer record (TRL) is skipped for now",
                              "new_string": "    trailer = parse_trailer(last)\n    if trailer.count != n or "
                                            "trailer.gross_total != gross:\n        raise TrailerMismatch(...)"},
             "The file /home/dev/payroll-bridge/bridge/reader.py has been updated."),
            ("tool", "Edit", {"file_path": "/home/dev/payroll-bridge/bridge/run.py",
                              "old_string": "    load(records)",
                              "new_string": "    records = list(reader.records(path))  # raises before any insert\n"
                                            "    load(records)"},
             "The file /home/dev/payroll-bridge/bridge/run.py has been updated."),
            ("tool", "Bash", {"command": "pytest -q 2>&1 | tail -3 && head -c 2000000 samples/PAYDROP.20261113.dat "
                                         "> /tmp/half.dat && python -m bridge.run --file /tmp/half.dat --dry-run; "
                                         "echo exit=$?"},
             "........................................................................ [100%]\n"
             "68 passed in 1.93s\nERROR trailer missing or wrong: expected TRL record, file ends inside record "
             "4855 (file truncated?)\nERROR 0 records loaded; alert sent to PAGER_ROUTE=payroll-oncall "
             "(dry run: not sent)\nexit=3"),
            ("assistant", "Done:\n\n- `parse_trailer()` reads the `TRL` record; `records()` raises "
                          "`TrailerMismatch` if the record count or the gross control total differ, or if the "
                          "trailer is missing.\n- `run.py` decodes the whole file **before** the first insert, "
                          "so a mismatch means zero rows loaded, exit code 3, and the on-call alert.\n"
                          "- 4 new tests; 68 pass. A file cut at 2 MB is refused as shown above."),
            ("user", "run the tests again with -x, I saw a flaky one yesterday"),
            ("tool", "Bash", {"command": "pytest -q -x -p no:randomly 2>&1 | tail -2"},
             "........................................................................ [100%]\n"
             "68 passed in 1.90s"),
            ("assistant", "68 passed again, no failures with `-x`. If the flaky one shows up, send me the "
                          "name and I'll dig in."),
            ("user", "will do. good. thanks, that's it for today"),
            ("assistant", "Always happy to help — have a good one."),
        ],
        "facts": [
            fact("comp3-sign", "The import crashed because COMP-3 fields with the unsigned sign nibble 0xF "
                 "(OVERTIME-HRS) were rejected; unpack_comp3 now reads 0xF as positive.", "bugfix", "assistant",
                 ["0xF", "COMP-3"]),
            fact("codepage", "Text fields are decoded with cp1140 (euro sign), not cp037: the mainframe export "
                 "uses CCSID 1140.", "decision", "user", ["cp1140"]),
            fact("no-copybook-lib", "No third-party copybook parser: every new dependency on the payroll path "
                 "needs an audit sign-off that takes a quarter.", "decision", "user", ["copybook", "audit"]),
            fact("trailer-check", "Each drop is checked against its TRL trailer record (record count and gross "
                 "control total); on a mismatch or missing trailer zero records are loaded (all or nothing) and "
                 "on-call is paged.", "decision", "user", ["trailer", ["all or nothing", "zero records"]]),
            fact("start-time", "The mainframe drop lands in /srv/payroll/inbound around 02:15 and may be written "
                 "until 02:25; the bridge must not start before 02:30.", "rule", "user",
                 ["/srv/payroll/inbound", "02:30"], remember=True),
        ],
        "optional": [
            opt("reclen", "Layout PAYREC01 has record length 412.", ["PAYREC01", "412"]),
            opt("packed-error", "Unknown sign nibbles raise PackedDecimalError naming the field.",
                ["PackedDecimalError"]),
        ],
        "questions": [
            q("Why did the payroll import crash on OVERTIME-HRS?", "unsigned COMP-3 sign nibble 0xF not handled",
              ["comp3-sign"]),
            q("Which EBCDIC code page does the bridge use?", "cp1140", ["codepage"]),
            q("When may the bridge start reading the mainframe drop?", "not before 02:30", ["start-time"]),
            q("What happens if a payroll drop is truncated?", "trailer check fails, zero records loaded, on-call "
              "paged", ["trailer-check"]),
            q("Can we use a copybook parser library?", "no, audit sign-off for dependencies", ["no-copybook-lib"]),
        ],
    },
    {
        "id": "h14-cc-haskell-taxdsl",
        "project": "/home/dev/taxrules",
        "start": datetime(2026, 11, 16, 13, 40),
        "about": "Haskell tax-rule DSL: convention stated by pointing at an existing module; threshold bug "
                 "fixed; Rational kept until rendering; 'next time' remember about the test command; "
                 "cabal output with GHC versions",
        "steps": [
            ("user", "need a new rule for the 2027 childcare credit. spec is in docs/spec/childcare-2027.md"),
            ("tool", "Bash", {"command": "ls src/Rules && sed -n 1,40p docs/spec/childcare-2027.md"},
             "Common.hs\nDependants.hs\nIncome.hs\nPension.hs\nSolidarity.hs\n---\n# Childcare credit 2027\n\n"
             "- 20 % of eligible costs, capped at 4 000 per child\n- phased out between household income "
             "62 000 and 80 000 (linear)\n- children under 14 on 1 January of the tax year\n- costs must be "
             "paid by bank transfer (cash excluded)"),
            ("assistant", "Plan: I'd add the credit as a new case in `Rules/Dependants.hs`, since it's keyed "
                          "on children, with a `childcareCredit :: Household -> Rational` and hook it into "
                          "`Dependants.rules`."),
            ("user", "no, do it like in src/Rules/Income.hs — one module per rule, the module exports only "
                     "`rule` and `tests`, nothing else. Dependants.hs is old and is getting split up anyway"),
            ("tool", "Read", {"file_path": "/home/dev/taxrules/src/Rules/Income.hs"},
             "module Rules.Income (rule, tests) where\n\nimport Rules.Common\n\nrule :: Rule\nrule = Rule\n"
             "  { ruleName = \"income-2026\"\n  , applies  = const True\n  , compute  = bracketed incomeBrackets\n"
             "  }\n\ntests :: [Case]\ntests = [ case_ \"zero income\" 0 0, case_ \"first bracket\" 12000 0\n"
             "        , case_ \"second bracket\" 30000 3522 ]"),
            ("tool", "Write", {"file_path": "/home/dev/taxrules/src/Rules/Childcare.hs",
                               "content": "module Rules.Childcare (rule, tests) where\n..."},
             "File created successfully at: /home/dev/taxrules/src/Rules/Childcare.hs"),
            ("tool", "Bash", {"command": "stack test"},
             "taxrules> build (lib + test)\nPreprocessing library for taxrules-0.4.0..\n"
             "Building library for taxrules-0.4.0..\n[6 of 7] Compiling Rules.Childcare\n"
             "taxrules> test (suite: spec)\nincome-2026\n  second bracket: FAIL\n    expected 3522 got 3510\n"
             "childcare-2027\n  at phase-out start: OK\n  capped: OK\n\n1 of 31 cases failed"),
            ("assistant", "Childcare passes, but an existing Income case fails — `second bracket` expects "
                          "3522 and gets 3510. That's unrelated to my change; let me look at `bracketFor`."),
            ("tool", "Bash", {"command": "grep -n -A6 'bracketFor' src/Rules/Common.hs"},
             "41:bracketFor :: [Bracket] -> Rational -> Bracket\n42:bracketFor bs x =\n"
             "43:  head [b | b <- bs, x < upper b]\n44:\n45:bracketed :: [Bracket] -> Rational -> Rational"),
            ("assistant", "Found it. `bracketFor` picks the first bracket with `x < upper b`, so an income "
                          "exactly at a threshold (30 000 is the upper edge of bracket 2) lands in the next "
                          "bracket up. The spec says thresholds are inclusive of the lower bracket. I changed "
                          "the comparison so a value equal to the threshold stays in the lower bracket, and "
                          "added a case for exactly 30 000. While here: amounts stay `Rational` all the way "
                          "through the rules, and I left rounding where it is — only the `render` step "
                          "rounds to cents."),
            ("tool", "Bash", {"command": "stack test 2>&1 | tail -3"},
             "childcare-2027\n  capped: OK\n\nAll 32 cases passed"),
            ("user", "good. and keep Rational until render, yes, that's on purpose, we got burned by Double "
                     "cents drifting in 2024.\n\nnext time, run the tests with `cabal test --test-show-details="
                     "direct` not stack. stack is only still there for the old CI job, nobody builds with it "
                     "locally"),
            ("tool", "Bash", {"command": "cabal test --test-show-details=direct 2>&1 | tail -6"},
             "Resolving dependencies...\nBuild profile: -w ghc-9.6.6 -O1\nIn order, the following will be built:\n"
             " - taxrules-0.4.0 (test:spec) (first run)\nAll 32 cases passed\nTest suite spec: PASS"),
            ("assistant", "Same result with cabal on GHC 9.6.6: 32 of 32 pass. I'll use `cabal test "
                          "--test-show-details=direct` from here on."),
            ("user", "ty"),
        ],
        "facts": [
            fact("one-module", "Each tax rule gets its own module like src/Rules/Income.hs, exporting only rule "
                 "and tests.", "convention", "user", ["one module per rule"]),
            fact("threshold-bug", "bracketFor put incomes exactly at a threshold into the next bracket up "
                 "(strict comparison); now a value equal to the threshold stays in the lower bracket.",
                 "bugfix", "assistant", ["bracketFor", "threshold"]),
            fact("rational", "Amounts stay Rational through the rules and are rounded to cents only in the render "
                 "step (Double cents drifted in 2024).", "decision", "user", ["Rational", "render"]),
            fact("cabal-test", "Run tests with cabal test --test-show-details=direct, not stack (stack is only "
                 "for the old CI job).", "rule", "user", ["cabal test"], remember=True),
        ],
        "optional": [
            opt("ghc", "The project builds with GHC 9.6.6.", ["9.6.6"]),
            opt("childcare", "The 2027 childcare credit lives in Rules.Childcare.", ["Childcare"]),
        ],
        "questions": [
            q("Where does a new tax rule go?", "own module like src/Rules/Income.hs exporting rule and tests",
              ["one-module"]),
            q("How do I run the test suite?", "cabal test --test-show-details=direct", ["cabal-test"]),
            q("When are amounts rounded?", "only in render, Rational before", ["rational"]),
        ],
    },
    {
        "id": "h14-cc-watch-rowing",
        "project": "/Users/mara/code/StrokeWatch",
        "start": datetime(2026, 11, 17, 9, 12),
        "about": "Swift watchOS rowing timer: long assistant explanation of what HKWorkoutSession always/never "
                 "does (library behaviour, no rules); 'rule of thumb here' remember; 50 Hz picked after a "
                 "battery test; build log with versions",
        "steps": [
            ("user", "hey! so the stroke timer keeps dying when the wrist goes down for like a minute on a long "
                     "piece. is that the app or watchOS being watchOS?"),
            ("assistant", "Hi! Let me check how the session is started before guessing."),
            ("tool", "Grep", {"pattern": "HKWorkoutSession|WKExtendedRuntimeSession", "path": "StrokeWatch WatchKit "
                              "Extension"},
             "StrokeWatch WatchKit Extension/Timer/StrokeTimerView.swift:58:    let session = try? "
             "HKWorkoutSession(healthStore: store, configuration: config)\n"
             "StrokeWatch WatchKit Extension/Workout/WorkoutManager.swift:22:    private var session: "
             "HKWorkoutSession?\nStrokeWatch WatchKit Extension/Workout/WorkoutManager.swift:41:        "
             "session = try HKWorkoutSession(healthStore: healthStore, configuration: configuration)"),
            ("assistant", "It's the app, mostly. There are **two** workout sessions: `WorkoutManager` starts "
                          "one, and `StrokeTimerView` creates a second one directly on line 58 and never "
                          "starts it properly. Some background on how HealthKit behaves here, since it "
                          "explains the symptom:\n\n- An `HKWorkoutSession` that is running **always** keeps "
                          "your app in the foreground-ish state; the system never suspends it when the wrist "
                          "drops.\n- watchOS **never** allows two active workout sessions at once — starting "
                          "a second one ends the first, silently in some versions.\n- When the session ends, "
                          "the app goes back to normal rules and is suspended after the wrist-down timeout, "
                          "which is roughly what you see.\n- `HKLiveWorkoutBuilder` must be attached to the "
                          "session before `beginCollection`, otherwise samples are dropped without an error."
                          "\n\nSo the view's extra session kills the manager's one. I'd remove the one in the "
                          "view and have the view ask `WorkoutManager` to start."),
            ("user", "oh god yes, that view is from the prototype. do it.\n\nand rule of thumb here: anything "
                     "that touches HealthKit goes through WorkoutManager. views never talk to HKHealthStore or "
                     "make sessions themselves. that's how this happened"),
            ("tool", "Edit", {"file_path": "StrokeWatch WatchKit Extension/Timer/StrokeTimerView.swift",
                              "old_string": "let session = try? HKWorkoutSession(",
                              "new_string": "workoutManager.start(kind: .rowing)"},
             "The file StrokeWatch WatchKit Extension/Timer/StrokeTimerView.swift has been updated."),
            ("tool", "Bash", {"command": "xcodebuild -scheme 'StrokeWatch WatchKit App' -destination "
                                         "'platform=watchOS Simulator,name=Apple Watch Series 9 (45mm)' build | tail -8"},
             "note: Using codesigning identity override: -\nCompileSwift normal arm64 StrokeTimerView.swift\n"
             "Ld StrokeWatch WatchKit Extension\nnote: Building targets in dependency order\n"
             "note: Target dependency graph (3 targets)\nSDK: watchsimulator11.1 (Xcode 16.1, 16B40)\n"
             "DEPLOYMENT_TARGET: WATCHOS_DEPLOYMENT_TARGET = 10.0\n** BUILD SUCCEEDED **"),
            ("assistant", "Builds. The view now calls `workoutManager.start(kind: .rowing)` and no longer "
                          "imports HealthKit at all."),
            ("user", "cool. other thing: the stroke detection. right now CMMotionManager at 100 Hz. I did a "
                     "2k test yesterday and the battery went from 100 to 71 in one session lol"),
            ("assistant", "100 Hz is more than stroke detection needs — a rowing stroke is 18–40 per minute, "
                          "so the peak we look for is under 1 Hz. Options: 50 Hz (halves the sampling, "
                          "still plenty for a clean peak), 25 Hz (fine for rate, a bit coarse for the "
                          "catch timing you show in the split view), or batched sensor updates which only "
                          "exist on newer hardware."),
            ("user", "50 Hz. I want to keep the catch timing, and the club has lots of series 6 watches so "
                     "no batched stuff"),
            ("tool", "Edit", {"file_path": "StrokeWatch WatchKit Extension/Motion/StrokeDetector.swift",
                              "old_string": "motion.deviceMotionUpdateInterval = 1.0 / 100.0",
                              "new_string": "motion.deviceMotionUpdateInterval = 1.0 / 50.0"},
             "The file StrokeWatch WatchKit Extension/Motion/StrokeDetector.swift has been updated."),
            ("assistant", "Set the device-motion interval to 1/50 s. The peak detector's window was in "
                          "samples (40), so I changed it to 20 to keep the same 0.4 s window."),
            ("user", "perfect, thank you!! going out on the water now, will report back"),
            ("assistant", "Have a good row!"),
        ],
        "facts": [
            fact("two-sessions", "The timer died on wrist-down because StrokeTimerView started a second "
                 "HKWorkoutSession that ended WorkoutManager's; the view now calls workoutManager.start.",
                 "bugfix", "assistant", ["StrokeTimerView", "HKWorkoutSession"]),
            fact("healthkit-rule", "Anything touching HealthKit goes through WorkoutManager; views never use "
                 "HKHealthStore or create sessions.", "rule", "user", ["WorkoutManager"], remember=True),
            fact("motion-rate", "Stroke detection samples device motion at 50 Hz (not 100 Hz: battery; no batched "
                 "updates because the club has Series 6 watches).", "decision", "user", ["50 Hz"]),
            fact("peak-window", "The stroke peak detector window is 20 samples, i.e. 0.4 s at 50 Hz.", "config",
                 "assistant", ["peak detector", "0.4 s"]),
        ],
        "optional": [
            opt("deploy-target", "Deployment target is watchOS 10.0.", ["10.0"]),
        ],
        "questions": [
            q("At what rate is device motion sampled for strokes?", "50 Hz", ["motion-rate"]),
            q("Can a view create its own HKWorkoutSession?", "no, everything HealthKit goes through WorkoutManager",
              ["healthkit-rule"]),
            q("Why did the stroke timer stop when the wrist went down?", "second HKWorkoutSession in StrokeTimerView "
              "ended the first", ["two-sessions"]),
        ],
    },
    {
        "id": "h14-cc-godot-roguelike",
        "project": "/home/juno/games/mossdeep",
        "start": datetime(2026, 11, 17, 20, 30),
        "about": "Godot GDScript roguelike: pathfinding decided as AStarGrid2D then changed to a Dijkstra map "
                 "(only the last is a fact); 'pls keep in mind' remember buried mid-message; save bug root "
                 "cause; Godot log lines with versions",
        "steps": [
            ("user", "heyyy ok it's game night (solo dev edition). first: monsters walk through each other and "
                     "sometimes through walls diagonally. currently each one does its own little greedy step "
                     "toward the player. what should we use"),
            ("assistant", "Evening! For grid movement in Godot 4 the easy option is `AStarGrid2D`: you give it "
                          "the map rect and cell size, mark walls solid, and set `diagonal_mode` to "
                          "`DIAGONAL_MODE_ONLY_IF_NO_OBSTACLES` so no corner-cutting through walls. Each "
                          "monster asks `get_id_path(from, to)` on its turn."),
            ("user", "ok let's do AStarGrid2D"),
            ("tool", "Write", {"file_path": "scripts/world/pathing.gd", "content": "extends Node\n"
                               "var grid := AStarGrid2D.new()\n..."},
             "File created successfully at: scripts/world/pathing.gd"),
            ("tool", "Bash", {"command": "godot --headless --path . -s tests/run_tests.gd"},
             "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n"
             "OpenGL API 3.3.0 NVIDIA 550.120 - Compatibility - Using Device: NVIDIA - GeForce GTX 1660\n\n"
             "[tests] pathing: 6 passed\n[tests] combat: 14 passed\n[tests] save: 3 passed\n"
             "[tests] total 23 passed, 0 failed (0.41 s)"),
            ("assistant", "`pathing.gd` sets up an `AStarGrid2D` from the level tilemap; monsters call "
                          "`Pathing.next_step(from, to)`. Tests pass on Godot 4.3."),
            ("user", "ok nice. also pls keep in mind tiles are 16x16, it's the TILE_SIZE const in "
                     "globals.gd — you wrote 32 in the pathing cell size and that's exactly the bug I had in "
                     "the fov code last month. never hardcode it. anyway. let me playtest"),
            ("tool", "Edit", {"file_path": "scripts/world/pathing.gd",
                              "old_string": "grid.cell_size = Vector2(32, 32)",
                              "new_string": "grid.cell_size = Vector2(Globals.TILE_SIZE, Globals.TILE_SIZE)"},
             "The file scripts/world/pathing.gd has been updated."),
            ("assistant", "Oops, sorry — fixed, the cell size now comes from `Globals.TILE_SIZE`."),
            ("user", "ok so playtest: level 4 has like 40 rats and the turn takes forever, you can see the "
                     "stutter. 40 A* runs every turn to the same target I guess"),
            ("tool", "Bash", {"command": "godot --headless --path . -s tests/bench_turn.gd -- --level 4"},
             "level 4: 41 actors, 1 player\nturn: pathing 38.2 ms, ai 2.1 ms, fov 1.7 ms, render n/a\n"
             "turn: pathing 36.9 ms, ai 2.0 ms, fov 1.6 ms\nturn: pathing 40.4 ms, ai 2.2 ms, fov 1.8 ms"),
            ("assistant", "Right — ~38 ms per turn, all in pathfinding, because every monster runs its own "
                          "A* to the same goal. Since they all chase the player, a **Dijkstra map** (a.k.a. "
                          "flow field) fits better: one breadth-first fill from the player's cell once per "
                          "turn, then each monster just steps to the neighbouring cell with the lowest "
                          "value. Cost is one fill regardless of how many monsters. Bonus: fleeing monsters "
                          "can walk *up* the same map. Downside: monsters with other targets (the thief who "
                          "goes for loot) need their own map, but that's one more fill, not forty."),
            ("user", "yes!! scrap the AStarGrid2D thing, Dijkstra map recomputed once per player turn. thief "
                     "can have its own loot map"),
            ("tool", "Write", {"file_path": "scripts/world/pathing.gd", "content": "extends Node\n"
                               "# Dijkstra map toward the player, rebuilt once per player turn\n..."},
             "File created successfully at: scripts/world/pathing.gd"),
            ("tool", "Bash", {"command": "godot --headless --path . -s tests/bench_turn.gd -- --level 4"},
             "level 4: 41 actors, 1 player\nturn: pathing 1.3 ms, ai 2.0 ms, fov 1.6 ms\n"
             "turn: pathing 1.2 ms, ai 2.1 ms, fov 1.7 ms"),
            ("assistant", "Pathing is down from ~38 ms to ~1.3 ms per turn on level 4. The map is rebuilt in "
                          "`on_player_turn_ended`, walls and closed doors are impassable, and diagonal steps "
                          "are not allowed past a wall corner."),
            ("user", "amazing. last thing then bed: loading a save sometimes crashes with 'Invalid get index "
                     "position (on base: Nil)'"),
            ("tool", "Bash", {"command": "grep -n 'var_to_str\\|str_to_var\\|target' scripts/save/save_game.gd"},
             "12:    data[\"monsters\"] = monsters.map(func(m): return {\"pos\": m.position, \"hp\": m.hp, "
             "\"target\": m.target})\n31:    f.store_string(var_to_str(data))\n44:    var data = "
             "str_to_var(f.get_as_text())"),
            ("assistant", "That's it: each monster's `target` is a **Node** reference, and `var_to_str` can't "
                          "serialise nodes — they come back as `null` on load, and the AI then reads "
                          "`target.position`. The crash only happens when a monster had a target at save "
                          "time, hence 'sometimes'. I changed the save to store the target's entity id and "
                          "resolve it after the level is rebuilt."),
            ("tool", "Bash", {"command": "godot --headless --path . -s tests/run_tests.gd"},
             "[tests] pathing: 5 passed\n[tests] combat: 14 passed\n[tests] save: 4 passed\n"
             "[tests] total 23 passed, 0 failed (0.39 s)"),
            ("user", "ur the best. night"),
        ],
        "facts": [
            fact("dijkstra", "Monsters path with a Dijkstra map toward the player, rebuilt once per player turn "
                 "(one fill instead of an A* per monster); the thief gets its own loot map.", "decision", "user",
                 ["Dijkstra map"]),
            fact("tile-size", "Tiles are 16x16 via the TILE_SIZE const in globals.gd; never hardcode the size.",
                 "rule", "user", ["TILE_SIZE"], remember=True),
            fact("save-target", "Loading saves crashed because monster targets were Node references that "
                 "var_to_str turns into null; saves now store the target's entity id.", "bugfix", "assistant",
                 ["var_to_str", "entity id"]),
        ],
        "optional": [
            opt("godot-version", "The game runs on Godot 4.3.", ["4.3"]),
            opt("perf", "Pathing went from about 38 ms to 1.3 ms per turn on level 4.", ["1.3 ms"]),
        ],
        "questions": [
            q("How do monsters find the player?", "Dijkstra map rebuilt once per player turn", ["dijkstra"]),
            q("What tile size does the game use?", "16x16, TILE_SIZE in globals.gd", ["tile-size"]),
            q("Why did loading a save crash?", "Node targets serialised by var_to_str became null; store entity id",
              ["save-target"]),
        ],
    },
    {
        "id": "h14-cc-beehive-fw",
        "project": "/home/ole/fw/hivescale",
        "start": datetime(2026, 11, 18, 7, 2),
        "about": "C firmware for a beehive scale, terse user: wake interval corrected twice (only 30 minutes "
                 "is the fact); lower-case remember without punctuation; HX711 noise cause; build/size "
                 "output with versions",
        "steps": [
            ("user", "set the wake interval to 10 min, it's 5 now"),
            ("tool", "Bash", {"command": "grep -rn WAKE_INTERVAL src include"},
             "include/config.h:14:#define WAKE_INTERVAL_S   300u\nsrc/main.c:77:    "
             "rtc_alarm_in(WAKE_INTERVAL_S);"),
            ("tool", "Edit", {"file_path": "include/config.h", "old_string": "#define WAKE_INTERVAL_S   300u",
                              "new_string": "#define WAKE_INTERVAL_S   600u"},
             "The file include/config.h has been updated."),
            ("assistant", "`WAKE_INTERVAL_S` is now 600 (10 minutes)."),
            ("user", "no make it 15"),
            ("tool", "Edit", {"file_path": "include/config.h", "old_string": "#define WAKE_INTERVAL_S   600u",
                              "new_string": "#define WAKE_INTERVAL_S   900u"},
             "The file include/config.h has been updated."),
            ("assistant", "Done, 900 s."),
            ("user", "hm. battery log from hive 3 says 15 would still drain the 18650 in ~5 weeks over winter. "
                     "go 30 minutes. bees don't do much in december anyway"),
            ("tool", "Edit", {"file_path": "include/config.h", "old_string": "#define WAKE_INTERVAL_S   900u",
                              "new_string": "#define WAKE_INTERVAL_S   1800u  /* 30 minutes: winter battery */"},
             "The file include/config.h has been updated."),
            ("tool", "Bash", {"command": "pio run -e hive_v2 2>&1 | tail -9"},
             "Processing hive_v2 (platform: ststm32@17.3.0; board: nucleo_l073rz; framework: stm32cube)\n"
             "Toolchain: toolchain-gccarmnoneeabi @ 1.120301.0 (12.3.1)\nCompiling .pio/build/hive_v2/src/"
             "main.o\nLinking .pio/build/hive_v2/firmware.elf\nRAM:   [===       ]  31.4% (used 6428 bytes from "
             "20480 bytes)\nFlash: [=====     ]  52.9% (used 104010 bytes from 196608 bytes)\n"
             "Building .pio/build/hive_v2/firmware.bin\n========== [SUCCESS] Took 4.12 seconds =========="),
            ("assistant", "`WAKE_INTERVAL_S` = 1800 (30 minutes). Builds for `hive_v2`, flash at 52.9 %."),
            ("user", "weights still jump by 200-300 g on some readings. see data/hive3-nov.csv"),
            ("tool", "Bash", {"command": "awk -F, 'NR>1 && ($3-p>150||p-$3>150){print} {p=$3}' data/hive3-nov.csv "
                                         "| head -6 && grep -n 'hx711_read\\|lora_send' src/main.c"},
             "2026-11-12T03:30:02,1,48211,-2\n2026-11-12T05:00:02,1,48498,-2\n2026-11-13T01:30:01,1,47944,-3\n"
             "2026-11-14T06:00:02,1,48251,-4\n---\n81:    lora_send(&pkt);\n84:    int32_t raw = hx711_read();\n"
             "85:    pkt.weight_g = to_grams(raw);"),
            ("assistant", "The outliers line up with readings taken right after a transmit: `main.c` calls "
                          "`lora_send()` on line 81 and reads the HX711 on line 84. The LoRa TX burst pulls "
                          "the supply down and the HX711's reference sags with it, so the conversion that "
                          "follows is off by a few hundred grams. (The packet sent also carries the previous "
                          "cycle's weight, which explains why the jumps look delayed.) I moved the "
                          "`hx711_read()` before `lora_send()` so the scale is read on a quiet rail and the "
                          "packet carries the fresh value."),
            ("user", "ok ship it to hive 3 tonight\nalso dont ever write flash from inside the isr it wears the "
                     "sector and we lost a board that way last spring remember that\n\nand leave lora at "
                     "SF9, tried SF12 in the summer, airtime too long for the duty cycle"),
            ("assistant", "Understood — no flash writes from an ISR; the ISR only sets a flag and the main loop "
                          "does the write. The current code already follows that (`tare_save()` runs from "
                          "`main()`)."),
        ],
        "facts": [
            fact("wake-interval", "The wake interval is 30 minutes (WAKE_INTERVAL_S 1800) so the 18650 lasts the "
                 "winter.", "config", "user", [["30 minutes", "1800"]]),
            fact("hx711-order", "Weight jumps came from reading the HX711 right after the LoRa transmit (supply "
                 "sag); the scale is now read before lora_send.", "bugfix", "assistant", ["HX711", "LoRa"]),
            fact("no-flash-isr", "Never write flash from inside an ISR; it wears the sector (a board was lost "
                 "that way).", "rule", "user", ["flash", "ISR"], remember=True),
            fact("sf9", "LoRa stays at spreading factor SF9; SF12 took too much airtime for the duty cycle.",
                 "decision", "user", ["SF9"]),
        ],
        "optional": [
            opt("env", "The board env is hive_v2 (nucleo_l073rz).", ["hive_v2"]),
        ],
        "questions": [
            q("How often does the scale wake up?", "every 30 minutes, WAKE_INTERVAL_S 1800", ["wake-interval"]),
            q("Why did weights jump by a few hundred grams?", "HX711 read after LoRa transmit, supply sag",
              ["hx711-order"]),
            q("Can the ISR write to flash?", "never", ["no-flash-isr"]),
        ],
    },
]
