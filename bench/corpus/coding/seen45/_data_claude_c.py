"""h45 Claude Code sessions, part c: press line P4 stopped overnight because the collector's store-and-forward buffer
filled an edge box's disk, turning on the SPC rule engine for the weld cells (control limits, Nelson rules, alarm
folding), and a red dotnet test run in mes-api after CI moved to a UTC runner."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

COLLECTOR = "/home/ines/src/talvik-collector"
SPC = "/home/ana/dev/spc-rules"
MES = "/home/marek/work/mes-api"

SESSIONS = [
    {
        "id": "h45-cc-edge-p4-disk-full",
        "project": COLLECTOR,
        "start": datetime(2026, 11, 16, 6, 40),
        "about": "talvik-collector: line P4 stood still 03:12-03:59; edge-p4-01's unbounded store-and-forward "
                 "buffer filled the root filesystem while signals-ingest was down since Saturday 19:02 (the "
                 "TimescaleDB upgrade, 34 hours), wo-bridge could not persist its state, exited and hit systemd's "
                 "start limit, the press saw no active work order; buffer capped at 6 GB drop-oldest on /data (said "
                 "twice, to keep), wo-bridge Restart=always, 'if a buffer passes 70% always page the MES on-call'; "
                 "ingest downtime over 4 hours goes into the Sunday shutdown window",
        "steps": [
            ("user", "P4 stood still from 03:12 to 03:59 tonight. night shift says the press HMI showed 'no active "
                     "work order' and wouldn't start, and edge-p4-01 was unreachable for a while. look at the box "
                     "with me"),
            bash("ssh edge-p4-01 'df -h / /data; sudo du -sh /var/lib/collector/buffer'",
                 "Filesystem      Size  Used Avail Use% Mounted on\n"
                 "/dev/mmcblk0p2   29G   25G  2.6G  91% /\n"
                 "/dev/mmcblk0p4  7.8G   24K  7.4G   1% /data\n"
                 "23G\t/var/lib/collector/buffer\n"),
            bash("ssh edge-p4-01 \"journalctl --since '2026-11-16 02:50' --until '2026-11-16 04:05' -o short-iso "
                 "-p info | grep -vE 'DEBUG|sample' | tail -n 14\"",
                 "2026-11-16T02:58:41+0100 edge-p4-01 talvik-collector[655]: WARN buffer: ingest unreachable "
                 "(connect refused signals-ingest.talvik.local:8443), buffered 26.8 GiB, oldest "
                 "2026-11-14T19:02:10\n"
                 "2026-11-16T03:11:57+0100 edge-p4-01 talvik-collector[655]: ERROR buffer: write failed: No space "
                 "left on device (os error 28)\n"
                 "2026-11-16T03:12:03+0100 edge-p4-01 wo-bridge[701]: ERROR sqlite: database or disk is full\n"
                 "2026-11-16T03:12:03+0100 edge-p4-01 wo-bridge[701]: FATAL could not persist work order state, "
                 "exiting\n"
                 "2026-11-16T03:12:04+0100 edge-p4-01 systemd[1]: wo-bridge.service: Main process exited, "
                 "code=exited, status=1/FAILURE\n"
                 "2026-11-16T03:12:09+0100 edge-p4-01 systemd[1]: wo-bridge.service: Start request repeated too "
                 "quickly.\n"
                 "2026-11-16T03:12:09+0100 edge-p4-01 systemd[1]: wo-bridge.service: Failed with result "
                 "'exit-code'.\n"
                 "2026-11-16T03:12:31+0100 edge-p4-01 vx-plc-link[688]: WARN P4.press01: work_order_active=0 "
                 "(bridge gone), interlock set\n"
                 "2026-11-16T03:58:20+0100 edge-p4-01 sshd[20931]: Accepted publickey for ops from 10.30.0.15\n"
                 "2026-11-16T03:58:51+0100 edge-p4-01 talvik-collector[655]: INFO buffer: pruned 4.0 GiB (manual)\n"
                 "2026-11-16T03:59:02+0100 edge-p4-01 systemd[1]: Started wo-bridge.service.\n"
                 "2026-11-16T03:59:04+0100 edge-p4-01 vx-plc-link[688]: INFO P4.press01: work_order_active=1, "
                 "interlock cleared\n"),
            ("assistant", "The chain, from the log:\n\n"
                          "1. Since Saturday 19:02 signals-ingest refused connections, and the collector buffered "
                          "everything locally, without any limit, in /var/lib/collector/buffer on the root "
                          "filesystem of the 32 GB eMMC.\n"
                          "2. At 03:11:57 the buffer had filled the root filesystem (No space left on device).\n"
                          "3. wo-bridge keeps its work order state in SQLite on the same filesystem, couldn't write "
                          "it and exited; systemd restarted it a few times within seconds, hit the start limit and "
                          "gave up.\n"
                          "4. Without wo-bridge, work_order_active on P4.press01 went to 0 and the press interlock "
                          "stopped the line.\n"
                          "5. At 03:58 someone from ops pruned 4 GiB of buffer by hand and started wo-bridge again.\n\n"
                          "The buffer is still 23G; /data, an empty 7.8G partition, isn't used at all."),
            bash("rg -n -A3 '^\\[buffer\\]' config/collector.toml",
                 "14:[buffer]\n15-path = \"/var/lib/collector/buffer\"\n"
                 "16-max_bytes = 0            # 0 = unlimited\n17-overflow = \"block\"\n"),
            ("user", "the timescale upgrade. infra told us 'a few hours on saturday' and it was 34 hours. great. "
                     "what do you propose"),
            ("assistant", "Four changes:\n\n"
                          "1. Cap the buffer (max_bytes) and drop the oldest data when it's full, instead of "
                          "growing forever.\n"
                          "2. Move the buffer to /data, so even a full buffer can never fill the root filesystem "
                          "that wo-bridge and the rest of the box need.\n"
                          "3. wo-bridge: Restart=always with a short RestartSec and no start limit, so it doesn't "
                          "give up after a burst of failures.\n"
                          "4. An alert on buffer fill, so the next long ingest outage is noticed before a box is in "
                          "trouble."),
            ("user", "all four. cap is 6 GB, drop oldest. keep this: the collector buffer is never bigger than 6 GB, "
                     "on any box. yes to /data, the new image has it on every box. and alerting: if the buffer on any "
                     "box passes 70%, always page the MES on-call, day or night, not a ticket"),
            tool("Edit", {"file_path": f"{COLLECTOR}/config/collector.toml",
                          "old_string": "path = \"/var/lib/collector/buffer\"\n"
                                        "max_bytes = 0            # 0 = unlimited\noverflow = \"block\"\n",
                          "new_string": "path = \"/data/collector/buffer\"\n"
                                        "max_bytes = 6442450944   # 6 GB, never more\noverflow = \"drop_oldest\"\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{COLLECTOR}/deploy/wo-bridge.service",
                          "old_string": "[Unit]\nDescription=Work order bridge to the press PLC\n",
                          "new_string": "[Unit]\nDescription=Work order bridge to the press PLC\n"
                                        "StartLimitIntervalSec=0\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{COLLECTOR}/deploy/wo-bridge.service",
                          "old_string": "Restart=on-failure\n",
                          "new_string": "Restart=always\nRestartSec=5\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{COLLECTOR}/deploy/alerts/collector-buffer.yml",
                           "content": "groups:\n  - name: collector-buffer\n    rules:\n"
                                      "      - alert: EdgeBufferFilling\n"
                                      "        expr: collector_buffer_bytes / collector_buffer_max_bytes > 0.7\n"
                                      "        for: 2m\n"
                                      "        labels: { severity: page, team: mes }\n"
                                      "        annotations:\n"
                                      "          summary: \"{{ $labels.box }}: collector buffer above 70%\"\n"},
                 f"File created successfully at: {COLLECTOR}/deploy/alerts/collector-buffer.yml"),
            bash("cargo test buffer:: 2>&1 | tail -n 4",
                 "test buffer::tests::drops_oldest_when_full ... ok\n"
                 "test buffer::tests::reports_fill_ratio ... ok\n"
                 "test buffer::tests::survives_restart ... ok\n"
                 "test result: ok. 11 passed; 0 failed; 0 ignored; 0 measured; 37 filtered out; finished in 0.84s\n"),
            ("user", "and for next time: any ingest downtime over 4 hours we stop treating as 'the buffer will "
                     "handle it', then infra has to plan it into the Sunday shutdown window when the lines are "
                     "down anyway. I'll tell them myself"),
            ("assistant", "Understood. With the 6 GB cap the buffer holds roughly 5 to 6 hours of a press line at "
                          "the current rate, so an outage longer than that loses the oldest data instead of "
                          "stopping the box."),
            ("user", "again, because I don't want to have this conversation twice: 6 GB cap on the buffer, keep it. "
                     "now roll it out to P4 first"),
            bash("talvik-edge deploy --box edge-p4-01 --config config/collector.toml --unit deploy/wo-bridge.service "
                 "&& ssh edge-p4-01 'sudo rm -rf /var/lib/collector/buffer; df -h / /data | tail -n 2'",
                 "edge-p4-01: config updated, wo-bridge.service reloaded, talvik-collector restarted\n"
                 "/dev/mmcblk0p2   29G  2.1G   26G   8% /\n"
                 "/dev/mmcblk0p4  7.8G  112M  7.3G   2% /data\n"),
        ],
        "facts": [
            fact("p4-stop", "Line P4 stood still on 2026-11-16 from 03:12 to 03:59: signals-ingest was down for 34 "
                            "hours (TimescaleDB upgrade), the collector's unbounded buffer on edge-p4-01 filled the "
                            "root filesystem, wo-bridge could not persist its state and exited, and the press "
                            "interlock saw no active work order.",
                 "fact", "assistant", ["edge-p4-01", "wo-bridge", ["No space left", "root filesystem"]]),
            fact("buffer-cap", "The collector's store-and-forward buffer is capped at 6 GB on every box, dropping the "
                               "oldest data when full, and lives on /data.",
                 "config", "user", ["6 GB", ["drop oldest", "drop_oldest"]], remember=True),
            fact("buffer-page", "If the collector buffer on any box passes 70%, the MES on-call is always paged, day "
                                "or night (not a ticket).",
                 "rule", "user", ["70%", "page", "on-call"]),
            fact("wo-bridge-restart", "wo-bridge runs with Restart=always, RestartSec=5 and no start limit so it "
                                      "never gives up after a burst of failures.",
                 "config", "assistant", ["wo-bridge", "Restart=always"]),
        ],
        "optional": [
            opt("sunday-window", "Ingest downtime over 4 hours has to be planned into the Sunday shutdown window.",
                ["Sunday", "4 hours"]),
            opt("buffer-alert", "The EdgeBufferFilling alert pages when collector_buffer_bytes / "
                                "collector_buffer_max_bytes > 0.7 for 2m.",
                ["EdgeBufferFilling"]),
        ],
        "questions": [
            q("Why did line P4 stop in the night of 16 November?",
              "the buffer on edge-p4-01 filled the root filesystem and wo-bridge exited, so the press interlock "
              "stopped the line", ["p4-stop"]),
            q("How big may the collector's buffer get?", "6 GB, drop oldest", ["buffer-cap"]),
            q("When does the MES on-call get paged about an edge box buffer?", "when the buffer passes 70%",
              ["buffer-page"]),
        ],
    },
    {
        "id": "h45-cc-spc-weld-rules",
        "project": SPC,
        "start": datetime(2026, 11, 18, 10, 30),
        "about": "spc-rules: turning the SPC engine on for the W-line weld cells; ideas deferred (ML on weld "
                 "current curves, Kafka streams); nightly limit recomputation chosen then dropped after a backtest "
                 "shows the limits drifting with electrode wear: limits frozen from the approved capability study in "
                 "limits/<characteristic>.yaml, changed only by a signed limit change; all 8 Nelson rules first, "
                 "then only 1, 2, 3 and 5 (the assistant asks whether to remember that 4, 6, 7, 8 are off on "
                 "purpose, the person says yes); repeats folded for 30 minutes; near-miss exaggeration 'W5 never "
                 "gives a stable chart, ever'; long closing summary",
        "steps": [
            ("user", "spc-rules: time to switch it on for the W-line weld cells. the engine itself works, what's "
                     "missing is how we handle control limits and which rules we run. what's the current state?"),
            bash("ls spc spc/jobs limits 2>&1; sed -n 1,18p spc/limits.py",
                 "spc:\n__init__.py\nalarms.py\nbacktest.py\nengine.py\nlimits.py\nrules.py\ntools\n\n"
                 "spc/jobs:\n__init__.py\n\n"
                 "ls: cannot access 'limits': No such file or directory\n"
                 "\"\"\"Control limits for X-bar/R charts (subgroup size 5).\"\"\"\n"
                 "from .rules import A2, D3, D4\n\n"
                 "def recompute_limits(subgroups):\n"
                 "    \"\"\"X-bar/R limits from the given subgroups (the last 25 by convention).\"\"\"\n"
                 "    xbar = sum(s.mean for s in subgroups) / len(subgroups)\n"
                 "    rbar = sum(s.range for s in subgroups) / len(subgroups)\n"
                 "    return Limits(ucl=xbar + A2 * rbar, cl=xbar, lcl=xbar - A2 * rbar,\n"
                 "                  r_ucl=D4 * rbar, r_lcl=D3 * rbar)\n"),
            ("assistant", "The engine evaluates X-bar/R charts with subgroups of 5, and `recompute_limits` can "
                          "compute limits from the last 25 subgroups, but nothing calls it and there is no limits/ "
                          "directory, so today no characteristic has limits. Simplest way to get going: a nightly "
                          "job that recomputes every characteristic's limits from its last 25 subgroups, and all 8 "
                          "Nelson rules enabled."),
            ("user", "thinking out loud first: long term I'd love some ML anomaly thing on top of the weld current "
                     "curves, and maybe moving the engine onto kafka streams once the plant has kafka. none of that "
                     "now. nightly recompute: yes, do that. rules: all 8 for now"),
            tool("Write", {"file_path": f"{SPC}/spc/jobs/nightly_limits.py",
                           "content": "\"\"\"Nightly at 02:30: recompute every characteristic's limits from its last "
                                      "25 subgroups.\"\"\"\n"
                                      "from ..limits import recompute_limits\nfrom ..store import characteristics, "
                                      "last_subgroups, save_limits\n\n\n"
                                      "def run():\n    for ch in characteristics():\n"
                                      "        save_limits(ch, recompute_limits(last_subgroups(ch, 25)))\n"},
                 f"File created successfully at: {SPC}/spc/jobs/nightly_limits.py"),
            bash("python -m spc.backtest --cell W3 --from 2026-10-01 --to 2026-10-31 --rules all --limits nightly",
                 "cell W3, 2026-10-01..2026-10-31, 1842 subgroups, 14 characteristics\n"
                 "alarms by rule: R1 6  R2 11  R3 4  R4 97  R5 7  R6 38  R7 61  R8 22   total 246\n"
                 "limit drift (first -> last night):\n"
                 "  w3.weld_nugget_dia_mm   UCL 4.212 -> 4.498   CL 4.050 -> 4.331\n"
                 "  w3.weld_current_ka      UCL 9.84 -> 9.91     CL 9.52 -> 9.57\n"
                 "  w3.electrode_force_kn   UCL 3.31 -> 3.30     CL 3.20 -> 3.20\n"),
            ("assistant", "Two problems:\n\n"
                          "- Rules 4, 6, 7 and 8 produce 218 of the 246 alarms. The W cells change parts every few "
                          "hours, and those rules react to the patterns a changeover leaves in short runs.\n"
                          "- The nightly limits follow the process: the nugget diameter's UCL moved from 4.212 to "
                          "4.498 over October as the electrode tips wore. When the limits move with the drift, a "
                          "slow drift never raises an alarm, which is exactly what the chart is supposed to "
                          "catch."),
            ("user", "ugh, right. ok, forget the nightly recompute. limits are frozen from the approved capability "
                     "study, they live in limits/<characteristic>.yaml with who approved them, and they only change "
                     "when a quality engineer signs a limit change. revert the nightly job. rules: 1, 2, 3 and 5 "
                     "only"),
            bash("git rm -q spc/jobs/nightly_limits.py && python -m spc.tools.import_study "
                 "studies/W-line-2026-09.csv --out limits/ && cat limits/w3.weld_nugget_dia_mm.yaml",
                 "wrote 14 files to limits/\n"
                 "characteristic: w3.weld_nugget_dia_mm\nchart: xbar_r\nsubgroup_size: 5\n"
                 "ucl: 4.212\ncl: 4.050\nlcl: 3.888\nr_ucl: 0.594\n"
                 "source: capability study W-line 2026-09\napproved_by: R. Lindqvist\napproved_at: 2026-09-22\n"),
            ("assistant", "Should I remember that Nelson rules 4, 6, 7 and 8 are intentionally off, so I don't "
                          "suggest switching them back on in a later session?"),
            ("user", "yes, keep that. they're off on purpose, too noisy on short runs"),
            bash("python -m spc.backtest --cell W3 --from 2026-10-01 --to 2026-10-31 --rules 1,2,3,5 --limits frozen",
                 "cell W3, 2026-10-01..2026-10-31, 1842 subgroups, 14 characteristics\n"
                 "alarms by rule: R1 9  R2 31  R3 12  R5 7   total 59\n"
                 "repeats: 41 alarms within 30 min of an open alarm for the same characteristic and rule\n"),
            ("assistant", "With frozen limits and rules 1, 2, 3 and 5: 59 alarms in October, and R2 now fires on "
                          "the nugget diameter drift, as it should. But 41 of the 59 are repeats: the same rule on "
                          "the same characteristic again while the first alarm is still open. I'd keep one open "
                          "alarm per characteristic and rule and fold repeats within 30 minutes into it (a counter "
                          "on the alarm), so the andon board doesn't flash ten times for one problem."),
            ("user", "30 minutes is good. and W5 never gives a stable chart anyway, ever, that cell is cursed. "
                     "whatever. do it"),
            tool("Edit", {"file_path": f"{SPC}/spc/alarms.py",
                          "old_string": "def raise_alarm(ch, rule, at):\n",
                          "new_string": "FOLD_WINDOW = timedelta(minutes=30)\n\n\ndef raise_alarm(ch, rule, at):\n"
                                        "    open_alarm = find_open(ch, rule, since=at - FOLD_WINDOW)\n"
                                        "    if open_alarm:\n        return open_alarm.fold(at)\n"},
                 "The file has been updated."),
            bash("pytest -q 2>&1 | tail -n 1 && python -m spc.backtest --cell W3 --from 2026-10-01 --to 2026-10-31 "
                 "--rules 1,2,3,5 --limits frozen | sed -n 2p",
                 "52 passed in 3.18s\nalarms by rule: R1 5  R2 6  R3 4  R5 3   total 18\n"),
            ("assistant", "Summary of where spc-rules stands for the W line:\n\n"
                          "- **Control limits** are frozen from the approved capability study (W-line 2026-09) and "
                          "live in limits/<characteristic>.yaml with approved_by and approved_at; 14 files for W3. "
                          "They change only when a quality engineer signs a limit change. The nightly recompute "
                          "job is removed.\n"
                          "- **Rules**: Nelson 1, 2, 3 and 5. Rules 4, 6, 7 and 8 are intentionally off, too noisy "
                          "on short runs.\n"
                          "- **Alarms**: one open alarm per characteristic and rule; repeats within 30 minutes are "
                          "folded into it.\n"
                          "- **Not pursued now**: ML on the weld current curves, Kafka streams.\n\n"
                          "October backtest for W3 went from 246 alarms to 18. Nothing is committed yet."),
        ],
        "facts": [
            fact("frozen-limits", "SPC control limits are frozen from the approved capability study and stored in "
                                  "limits/<characteristic>.yaml with who approved them; they change only when a "
                                  "quality engineer signs a limit change. Nightly recomputation was tried and "
                                  "dropped because the limits drifted with electrode wear.",
                 "decision", "user", ["frozen", "capability study", ["limits/<characteristic>.yaml",
                                                                      "quality engineer"]]),
            fact("nelson-rules", "spc-rules runs only Nelson rules 1, 2, 3 and 5; rules 4, 6, 7 and 8 are "
                                 "intentionally off because they are too noisy on short runs.",
                 "config", "user", ["1, 2, 3 and 5", ["4, 6, 7 and 8", "intentionally off"]], remember=True),
            fact("alarm-folding", "There is one open SPC alarm per characteristic and rule; repeats within 30 "
                                  "minutes are folded into it.",
                 "config", "assistant", ["30 minutes", ["folded", "fold"]]),
        ],
        "optional": [
            opt("xbar-r", "The W-line charts are X-bar/R with subgroups of 5.", ["X-bar/R"]),
        ],
        "questions": [
            q("Are SPC control limits recomputed automatically?",
              "no, they are frozen from the approved capability study and change only when a quality engineer signs "
              "a limit change", ["frozen-limits"]),
            q("Which Nelson rules does spc-rules run?", "1, 2, 3 and 5", ["nelson-rules"]),
            q("What happens to repeated violations of the same rule?",
              "repeats within 30 minutes are folded into the open alarm", ["alarm-folding"]),
        ],
    },
    {
        "id": "h45-cc-mes-shift-tests-utc",
        "project": MES,
        "start": datetime(2026, 11, 20, 16, 45),
        "about": "mes-api: a failing dotnet test run, 7 shift and OEE tests off by one hour since CI moved to a "
                 "GitHub-hosted runner in UTC; the code used TimeZoneInfo.Local and DateTime.Now; one decision: "
                 "shift boundaries in the plant time zone from Plant:TimeZone (Europe/Berlin) through an injected "
                 "TimeProvider, TZ removed from the Dockerfile",
        "steps": [
            ("user", "CI is red on main since lunch, 7 tests. nobody touched the shift code. have a look"),
            bash("dotnet test --no-build 2>&1 | grep -E '^\\s+(Failed|Expected|Actual|Error Message)|^Failed!' | "
                 "head -n 30",
                 "  Failed Mes.Tests.Shifts.ShiftCalendarTests.NightShift_EndsAt0600 [14 ms]\n"
                 "  Error Message:\n"
                 "   Expected shift.End to be <2026-11-20 06:00:00 +1h>, but found <2026-11-20 06:00:00 +0h>.\n"
                 "  Failed Mes.Tests.Shifts.ShiftCalendarTests.EarlyShift_StartsAt0600 [1 ms]\n"
                 "  Error Message:\n"
                 "   Expected shift.Start to be <2026-11-20 06:00:00 +1h>, but found <2026-11-20 06:00:00 +0h>.\n"
                 "  Failed Mes.Tests.Shifts.ShiftCalendarTests.ShiftOf_0545_IsNight [1 ms]\n"
                 "  Error Message:\n"
                 "   Expected shift.Name to be \"N\", but found \"F\".\n"
                 "  Failed Mes.Tests.Shifts.ShiftCalendarTests.DstChange_NightShiftIs9Hours [2 ms]\n"
                 "  Error Message:\n"
                 "   Expected shift.Duration to be 9h, but found 8h.\n"
                 "  Failed Mes.Tests.Oee.OeeCalculatorTests.PlannedTime_ExcludesBreaks [6 ms]\n"
                 "  Error Message:\n"
                 "   Expected plannedMinutes to be 450, but found 390.\n"
                 "  Failed Mes.Tests.Oee.OeeCalculatorTests.Availability_W2_Week45 [9 ms]\n"
                 "  Error Message:\n"
                 "   Expected availability to be 0.648 (+/- 0.001), but found 0.611.\n"
                 "  Failed Mes.Tests.WorkOrders.ReleaseTests.ReleasedForCurrentShiftOnly [4 ms]\n"
                 "  Error Message:\n"
                 "   Expected released to contain 3 item(s), but found 5.\n"
                 "Failed!  - Failed:     7, Passed:   405, Skipped:     0, Total:   412, Duration: 11 s\n"),
            bash("gh run list --branch main --limit 3 --json displayTitle,conclusion,createdAt --jq '.[] | "
                 "[.createdAt,.conclusion,.displayTitle] | @tsv' && gh run view --log --job build 2>/dev/null | "
                 "grep -E 'Runner Image|Image Release|TZ' | head -n 4 && git log -3 --format='%h %an %s' -- "
                 ".github/",
                 "2026-11-20T12:41:09Z\tfailure\tlabels endpoint: include SSCC\n"
                 "2026-11-20T11:02:55Z\tfailure\tci: move to github-hosted runners\n"
                 "2026-11-20T09:14:30Z\tsuccess\tpallets: unique open booking per pallet\n"
                 "Runner Image\n  Image: ubuntu-24.04\n  Version: 20261117.1.0\n"
                 "b12f0c4 Piotr ci: move to github-hosted runners\n"
                 "e41b9d0 Marek pallets: unique open booking per pallet, die and rack; 409 on a parallel booking\n"
                 "7a02d11 Piotr ci: cache nuget packages\n"),
            bash("rg -n 'DateTime\\.Now|DateTimeOffset\\.Now|TimeZoneInfo\\.Local' src/ && rg -n '^ENV TZ' "
                 "Dockerfile && ssh ci-runner-01 'cat /etc/timezone'",
                 "src/Mes.Api/Shifts/ShiftCalendar.cs:31:        var local = TimeZoneInfo.ConvertTime(at, "
                 "TimeZoneInfo.Local);\n"
                 "src/Mes.Api/Shifts/ShiftCalendar.cs:58:        var today = DateTime.Now.Date;\n"
                 "src/Mes.Api/Oee/OeeCalculator.cs:44:        var zone = TimeZoneInfo.Local;\n"
                 "src/Mes.Api/WorkOrders/ReleaseService.cs:27:        var now = DateTimeOffset.Now;\n"
                 "src/Mes.Api/Quality/InspectionDue.cs:19:        if (DateTime.Now > due)\n"
                 "Dockerfile:14:ENV TZ=Europe/Berlin\n"
                 "Europe/Berlin\n"),
            ("assistant", "Nobody touched the shift code; the runner changed. Piotr's 'ci: move to github-hosted "
                          "runners' at 11:02 replaced the self-hosted ci-runner-01 (time zone Europe/Berlin) with "
                          "ubuntu-24.04, which runs in UTC. ShiftCalendar, OeeCalculator and ReleaseService use "
                          "TimeZoneInfo.Local and DateTime.Now, so shift boundaries are computed in whatever zone "
                          "the machine has. The tests only passed because the old runner was in Europe/Berlin, and "
                          "production only works because the Dockerfile sets ENV TZ=Europe/Berlin.\n\n"
                          "Quick fix: set TZ=Europe/Berlin in the workflow. Real fix: make the code say which zone "
                          "it means."),
            ("user", "no more relying on the machine's zone. shift times are computed in the plant time zone from "
                     "config, Plant:TimeZone = Europe/Berlin, through an injected TimeProvider. no DateTime.Now or "
                     "TimeZoneInfo.Local anywhere in src/. and take the TZ out of the Dockerfile, so we notice if "
                     "anything still depends on it"),
            bash("git apply /tmp/plant-timezone.patch && git diff --stat && rg -c 'DateTime\\.Now|DateTimeOffset\\."
                 "Now|TimeZoneInfo\\.Local' src/ || echo 'no matches'",
                 " Dockerfile                                    |  1 -\n"
                 " src/Mes.Api/Oee/OeeCalculator.cs              |  9 +++++----\n"
                 " src/Mes.Api/Plant/PlantClock.cs               | 31 +++++++++++++++++++++++++++++++\n"
                 " src/Mes.Api/Plant/PlantOptions.cs             |  8 ++++++++\n"
                 " src/Mes.Api/Program.cs                        |  4 ++++\n"
                 " src/Mes.Api/Quality/InspectionDue.cs          |  5 +++--\n"
                 " src/Mes.Api/Shifts/ShiftCalendar.cs           | 14 ++++++++------\n"
                 " src/Mes.Api/WorkOrders/ReleaseService.cs      |  6 ++++--\n"
                 " src/Mes.Api/appsettings.json                  |  3 +++\n"
                 " tests/Mes.Tests/TestPlantClock.cs             | 22 ++++++++++++++++++++++\n"
                 " 10 files changed, 93 insertions(+), 12 deletions(-)\n"
                 "no matches\n"),
            bash("dotnet test 2>&1 | tail -n 1 && TZ=Asia/Tokyo dotnet test 2>&1 | tail -n 1 && TZ=UTC dotnet test "
                 "2>&1 | tail -n 1",
                 "Passed!  - Failed:     0, Passed:   412, Skipped:     0, Total:   412, Duration: 10 s\n"
                 "Passed!  - Failed:     0, Passed:   412, Skipped:     0, Total:   412, Duration: 10 s\n"
                 "Passed!  - Failed:     0, Passed:   412, Skipped:     0, Total:   412, Duration: 11 s\n"),
            ("assistant", "All 412 tests pass, and they pass the same under TZ=Asia/Tokyo and TZ=UTC, so nothing "
                          "depends on the machine's zone any more. PlantClock wraps the injected TimeProvider and "
                          "converts into the zone from Plant:TimeZone (Europe/Berlin in appsettings.json), and the "
                          "Dockerfile no longer sets TZ."),
            bash("git add -A && git commit -qm 'shifts: compute in Plant:TimeZone via TimeProvider, not the "
                 "machine zone' && git push -q && git log -1 --oneline",
                 "3f8d2a6 shifts: compute in Plant:TimeZone via TimeProvider, not the machine zone\n"),
        ],
        "facts": [
            fact("plant-timezone", "mes-api computes shift times in the plant time zone from config (Plant:TimeZone = "
                                   "Europe/Berlin) through an injected TimeProvider; no DateTime.Now or "
                                   "TimeZoneInfo.Local in src/, and the Dockerfile sets no TZ. The tests had "
                                   "failed when CI moved to a runner in UTC.",
                 "decision", "user", ["Europe/Berlin", ["Plant:TimeZone", "TimeProvider"],
                                      ["TimeZoneInfo.Local", "DateTime.Now"]]),
        ],
        "optional": [
            opt("ci-runner", "mes-api CI runs on GitHub-hosted ubuntu-24.04 runners (UTC) since 2026-11-20.",
                ["github-hosted"]),
            opt("plant-clock", "PlantClock in src/Mes.Api/Plant wraps the TimeProvider and converts into the plant "
                               "zone.",
                ["PlantClock"]),
        ],
        "questions": [
            q("Which time zone are shift times computed in?",
              "the plant time zone from Plant:TimeZone, Europe/Berlin, through an injected TimeProvider",
              ["plant-timezone"]),
            q("Why did the shift tests fail on 20 November?",
              "the CI runner changed to a runner in UTC and the code used TimeZoneInfo.Local and DateTime.Now",
              ["plant-timezone"]),
        ],
    },
]
