"""h49 Claude Code sessions, part c: Northmole container terminal. reefer-watch (Python + Kafka, reefer
temperature monitoring: tolerance bands per commodity) and tos-bridge (C# worker between our services and the
Harbinger TOS on Oracle: crane work queues during a wind stop, an on-prem Kubernetes rollout)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

REEFER = "/home/priya/work/reefer-watch"
TOSB = "/home/noor/src/tos-bridge"

_E2_TOML = """# config/tolerances.toml
# band = allowed deviation of return/supply air from setpoint, in degrees C, before TEMP_DEVIATION
# a reading must stay outside the band for `hold_minutes` before the alarm fires

[defaults]
hold_minutes = 15

[bands.frozen]          # setpoint <= -10 C
band = 3.0

[bands.chilled]         # setpoint > -10 C, general cargo
band = 2.0

[bands.bananas]
band = 1.0
hold_minutes = 10

[bands.pharma]
band = 2.0              # TODO check with ops
hold_minutes = 5
"""

_E2_COMMODITY = """     1\t\"\"\"Which tolerance band a reefer container falls into.\"\"\"
     2\t
     3\tBANANA_HS = (\"0803\",)
     4\tPHARMA_HS = (\"3004\",)
     5\t
     6\t
     7\tdef band_for(container) -> str:
     8\t    hs = (container.hs_code or \"\").replace(\".\", \"\")
     9\t    if hs.startswith(PHARMA_HS):
    10\t        return \"pharma\"
    11\t    if hs.startswith(BANANA_HS):
    12\t        return \"bananas\"
    13\t    if container.setpoint_c is not None and container.setpoint_c <= -10:
    14\t        return \"frozen\"
    15\t    return \"chilled\"
"""

_E2_DEFROST = """ container     unit        setpoint  reading_at            return_air  supply_air  defrost
---------------+-----------+---------+---------------------+-----------+-----------+---------
 KQRU5509175   CARRIER-ML5   -18.0   2026-11-15 02:00:00     -18.3      -19.1        f
 KQRU5509175   CARRIER-ML5   -18.0   2026-11-15 02:10:00     -16.9      -12.4        t
 KQRU5509175   CARRIER-ML5   -18.0   2026-11-15 02:20:00     -15.6      -11.8        t
 KQRU5509175   CARRIER-ML5   -18.0   2026-11-15 02:30:00     -16.2      -17.0        f
 KQRU5509175   CARRIER-ML5   -18.0   2026-11-15 02:40:00     -17.8      -18.9        f
 ...
 max return_air deviation during defrost, all frozen units last 30 days: +2.4 C (p99 +2.2)
 max return_air deviation outside defrost:                                 +1.1 C
"""

_E2_PYTEST = """============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/priya/work/reefer-watch
collected 88 items

tests/test_alarms.py ..........................                          [ 29%]
tests/test_commodity.py ..........                                       [ 40%]
tests/test_routing.py .......                                            [ 48%]
tests/test_tolerances.py .............                                   [ 63%]
tests/test_consumer.py ................................                  [100%]

============================== 88 passed in 4.71s ==============================
"""

_F1_LOGS = """2026-11-08T15:09:47.112Z info  CraneQueuePoller: polled HTOS.V_QC_WORK_QUEUE rows=31 ms=212
2026-11-08T15:10:02.118Z info  CraneQueuePoller: polled HTOS.V_QC_WORK_QUEUE rows=31 ms=198
2026-11-08T15:10:17.121Z info  CraneQueuePoller: polled HTOS.V_QC_WORK_QUEUE rows=31 ms=205
2026-11-08T15:10:17.140Z info  CraneStatusPublisher: QC03 WORKING -> WORKING (no change)
...
2026-11-08T19:39:47.402Z info  CraneQueuePoller: polled HTOS.V_QC_WORK_QUEUE rows=29 ms=231
2026-11-08T19:40:02.405Z info  CraneQueuePoller: polled HTOS.V_QC_WORK_QUEUE rows=29 ms=219
2026-11-08T19:40:17.410Z info  CraneQueuePoller: polled HTOS.V_QC_WORK_QUEUE rows=29 ms=224
(1081 poll lines between 15:00 and 19:45, max gap 15.4 s)
"""

_F1_ORACLE = """QC     VESSEL_VISIT   STATUS  STATUS_SINCE          NEXT_MOVE    MOVES_LEFT
-----  -------------  ------  --------------------  -----------  ----------
QC01   TWL-ARDN-2644  WX      08-NOV-26 15.08.51    DSCH         212
QC02   TWL-ARDN-2644  WX      08-NOV-26 15.08.55    DSCH         198
QC03   KSA-LIND-2645  WX      08-NOV-26 15.09.02    LOAD         340
QC04   KSA-LIND-2645  WX      08-NOV-26 15.09.04    LOAD         327
QC05   -              ID      08-NOV-26 06.00.00    -              0
QC07   RLX-FEED-0412  WX      08-NOV-26 15.09.40    DSCH          61
QC08   RLX-FEED-0412  WX      08-NOV-26 15.09.41    DSCH          58
QC09   -              MT      02-NOV-26 07.30.00    -              0
(history snapshot from HTOS.V_QC_STATUS_HIST at 2026-11-08 16:00)

DISTINCT STATUS values in V_QC_STATUS_HIST, last 365 days:
WK  ID  BR  MT  WX  SH
"""

_F1_MAPPER = """     1\tnamespace TosBridge.Cranes;
     2\t
     3\tpublic static class CraneStatusMapper
     4\t{
     5\t    public static CraneStatus Map(string htosStatus) => htosStatus switch
     6\t    {
     7\t        "WK" => CraneStatus.Working,
     8\t        "ID" => CraneStatus.Idle,
     9\t        "BR" => CraneStatus.Break,
    10\t        "MT" => CraneStatus.Maintenance,
    11\t        _    => CraneStatus.Working,   // HTOS sometimes sends blanks between moves
    12\t    };
    13\t}
"""

_F1_TEST = """  TosBridge -> /home/noor/src/tos-bridge/src/TosBridge/bin/Debug/net8.0/TosBridge.dll
  TosBridge.Tests -> /home/noor/src/tos-bridge/tests/TosBridge.Tests/bin/Debug/net8.0/TosBridge.Tests.dll
Test run for /home/noor/src/tos-bridge/tests/TosBridge.Tests/bin/Debug/net8.0/TosBridge.Tests.dll (.NETCoreApp,Version=v8.0)
Starting test execution, please wait...
  Passed CraneStatusMapperTests.Maps_WX_to_WeatherStop [1 ms]
  Passed CraneStatusMapperTests.Maps_SH_to_ShiftChange [< 1 ms]
  Passed CraneStatusMapperTests.Blank_keeps_previous_status [< 1 ms]
  Passed CraneStatusMapperTests.Unknown_code_is_Unknown_and_logged [2 ms]
  ...
Passed!  - Failed:     0, Passed:    94, Skipped:     0, Total:    94, Duration: 812 ms - TosBridge.Tests.dll (net8.0)
"""

_F3_DESCRIBE = """Name:             tos-bridge-7c9d8f6b5-xq2lm
Namespace:        tos-bridge
Node:             nmt-stg-w03/10.40.12.23
Containers:
  tos-bridge:
    Image:          registry.nmt.internal/integration/tos-bridge:2.4.0-rc2
    State:          Running
      Started:      Thu, 26 Nov 2026 02:07:41 +0100
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Thu, 26 Nov 2026 02:00:03 +0100
      Finished:     Thu, 26 Nov 2026 02:07:39 +0100
    Restart Count:  2
    Limits:
      cpu:     500m
      memory:  256Mi
    Requests:
      cpu:     100m
      memory:  128Mi
Events:
  Type     Reason     Age    From     Message
  ----     ------     ----   ----     -------
  Warning  BackOff    11h    kubelet  Back-off restarting failed container tos-bridge
  Normal   Pulled     11h    kubelet  Container image already present on machine
"""

_F3_MEM = """time (staging)     working_set   gc_heap   note
01:55              88Mi          41Mi
02:00              92Mi          44Mi      GateReadReconcileJob start (6 readers)
02:01              171Mi         118Mi
02:02              236Mi         171Mi
02:03              254Mi         182Mi     -> OOMKilled (limit 256Mi)
...
(same run with Oracle:FetchSize=1048576)
02:00              90Mi          43Mi      GateReadReconcileJob start (6 readers)
02:01              138Mi         79Mi
02:02              168Mi         97Mi
02:04              162Mi         93Mi
02:09              96Mi          46Mi      job done, 41,880 rows compared
"""

_F3_APPSETTINGS = """  "Oracle": {
    "DataSource": "htos-db.nmt.internal:1521/HTOSRO",
    "FetchSize": 8388608,
    "ParallelReaders": 6,
    "CommandTimeoutSeconds": 60
  },
"""

_F3_VALUES = """# charts/tos-bridge/values-prod.yaml
image:
  repository: registry.nmt.internal/integration/tos-bridge
  tag: 2.3.7
replicaCount: 1
strategy:
  type: Recreate
resources:
  requests: {cpu: 100m, memory: 128Mi}
  limits:   {cpu: 500m, memory: 256Mi}
nodeSelector:
  nmt.io/pool: integration
env:
  ASPNETCORE_ENVIRONMENT: Production
  Oracle__FetchSize: "8388608"
"""

_F3_ROLLOUT = """Release "tos-bridge" has been upgraded. Happy Helming!
NAME: tos-bridge
LAST DEPLOYED: Thu Nov 26 13:19:44 2026
NAMESPACE: tos-bridge
STATUS: deployed
REVISION: 31
Waiting for deployment "tos-bridge" rollout to finish: 0 of 1 updated replicas are available...
deployment "tos-bridge" successfully rolled out
NAME                          READY   STATUS    RESTARTS   AGE
tos-bridge-5f8b7d9c4-m2kqz    1/1     Running   0          41s
"""

SESSIONS = [
    {
        "id": "h49-cc-reefer-tolerances",
        "project": REEFER,
        "start": datetime(2026, 11, 16, 11, 0),
        "branch": "priya/tolerance-cleanup",
        "about": "reefer-watch: tolerance bands cleaned up from an ops sheet; frozen band first set to 2.0, raised to "
                 "2.5 after the defrost-cycle data; pharma detected by HS 3002 and 3004 (3002 added); remember-request "
                 "with a typo (pharma alarms page the duty reefer tech, all others dashboard only); tolerances reload "
                 "on SIGHUP; citrus band proposed by the assistant, not answered",
        "steps": [
            ("user", "hey! reefer-watch tolerances need a cleanup before the winter citrus season starts. ops sent me "
                     "their sheet, the relevant bits:\n\n"
                     "| commodity | band (±°C) |\n|---|---|\n| frozen (setpoint ≤ -10) | 2.0 |\n"
                     "| chilled general | 2.0 |\n| bananas | 1.0 |\n| pharma | 1.5 |\n\n"
                     "so frozen goes from 3.0 to 2.0 and pharma from 2.0 to 1.5. config is config/tolerances.toml"),
            tool("Read", {"file_path": f"{REEFER}/config/tolerances.toml"}, _E2_TOML),
            ("assistant", "Before tightening frozen to 2.0: frozen units go through defrost cycles, and during defrost "
                          "the return air warms up noticeably. With `hold_minutes = 15`, a defrost that keeps the "
                          "reading out of the band for 15+ minutes would fire a TEMP_DEVIATION. Let me check how big "
                          "those excursions actually are in the readings."),
            bash("psql \"$REEFER_DB\" -f scripts/sql/defrost_excursions.sql", _E2_DEFROST),
            ("assistant", "During defrost, frozen units go up to +2.4 °C over setpoint (p99 +2.2) for about 20 "
                          "minutes, every 6 hours on the Carrier units. Outside defrost the worst is +1.1. So a 2.0 "
                          "band would page somebody for most frozen boxes four times a day. Options: keep the band "
                          "at 2.0 and skip readings flagged `defrost`, or set the band to 2.5, just above the "
                          "defrost peak. Not every unit type reports the defrost flag reliably (the older Daikin "
                          "ones don't), so the second is the safer one."),
            ("user", "ugh, ok. frozen 2.5 then. I'll tell ops why"),
            tool("Edit", {"file_path": f"{REEFER}/config/tolerances.toml",
                          "old_string": "[bands.frozen]          # setpoint <= -10 C\nband = 3.0",
                          "new_string": "[bands.frozen]          # setpoint <= -10 C\nband = 2.5             # "
                                        "defrost peaks at +2.4"},
                 "The file config/tolerances.toml has been updated."),
            tool("Edit", {"file_path": f"{REEFER}/config/tolerances.toml",
                          "old_string": "band = 2.0              # TODO check with ops",
                          "new_string": "band = 1.5"},
                 "The file config/tolerances.toml has been updated."),
            ("user", "how does it even know a box is pharma? from the edi?"),
            tool("Read", {"file_path": f"{REEFER}/reefer_watch/commodity.py"}, _E2_COMMODITY),
            ("assistant", "From the HS code that edi-hub passes along with the booking: anything starting with 3004 "
                          "(medicaments in measured doses) is pharma, 0803 is bananas, then frozen or chilled by "
                          "setpoint. Only 3004, though."),
            ("user", "3002 as well, vaccines and blood products, those are the ones that really matter. both should "
                     "be pharma"),
            tool("Edit", {"file_path": f"{REEFER}/reefer_watch/commodity.py",
                          "old_string": "PHARMA_HS = (\"3004\",)",
                          "new_string": "PHARMA_HS = (\"3002\", \"3004\")"},
                 "The file reefer_watch/commodity.py has been updated."),
            ("user", "and while we're in pharma land. pls remeber this for later: pharma alarms page the duty reefer "
                     "tech straight away, every other commodity only goes to the dashboard. ops got burned on that "
                     "in the summer when a pharma box sat on the dashboard for 40 min. check the routing does that"),
            bash("cat config/alarms.toml | sed -n '1,30p'",
                 "[routing]\n# where an alarm goes, by band\ndefault = [\"dashboard\"]\n\n[routing.bands]\n"
                 "bananas = [\"dashboard\"]\nfrozen = [\"dashboard\"]\n\n[pager]\nservice = \"reefer-duty\"\n"
                 "escalate_after_minutes = 10\n"),
            ("assistant", "It doesn't: pharma falls back to `default = [\"dashboard\"]`, nothing pages. Adding "
                          "`pharma = [\"dashboard\", \"pager\"]` under `[routing.bands]`; the pager service is "
                          "`reefer-duty`, the duty reefer tech's rota."),
            tool("Edit", {"file_path": f"{REEFER}/config/alarms.toml",
                          "old_string": "frozen = [\"dashboard\"]",
                          "new_string": "frozen = [\"dashboard\"]\npharma = [\"dashboard\", \"pager\"]"},
                 "The file config/alarms.toml has been updated."),
            bash("pytest -q tests/ && grep -n 'SIGHUP' -A3 reefer_watch/config.py",
                 _E2_PYTEST +
                 "41:    signal.signal(signal.SIGHUP, lambda *_: _reload(\"tolerances.toml\", \"alarms.toml\"))\n"
                 "42-    log.info(\"config reload on SIGHUP enabled\")\n"),
            ("assistant", "Tests pass (I added cases for HS 3002 → pharma, a frozen defrost excursion of +2.4 staying "
                          "quiet, and pharma routing to the pager). No restart is needed to roll this out: "
                          "reefer-watch reloads tolerances.toml and alarms.toml on SIGHUP, so after the config map "
                          "update a `kubectl exec ... kill -HUP 1` is enough.\n\n"
                          "One more thought for the citrus season: citrus under cold treatment (the fruit-fly "
                          "protocols) usually needs a much tighter band, around ±0.5, and a separate HS prefix (0805). "
                          "Might be worth a `[bands.citrus]`."),
            ("user", "done for today, thx. pushing"),
            bash("git add -A && git commit -qm 'tolerances: frozen 2.5, pharma 1.5 + HS 3002, pharma pages duty "
                 "tech' && git push -q",
                 ""),
        ],
        "facts": [
            fact("frozen-band",
                 "The frozen band (setpoint <= -10 °C) is 2.5 °C, not the 2.0 from the ops sheet, because defrost "
                 "cycles push return air up to +2.4 °C for about 20 minutes.",
                 "config", "user", ["frozen", "2.5"]),
            fact("pharma-hs",
                 "reefer-watch treats HS codes starting 3002 (vaccines, blood products) and 3004 as pharma "
                 "(PHARMA_HS in commodity.py).",
                 "fact", "user", ["3002", "3004"]),
            fact("pharma-pager",
                 "Pharma alarms page the duty reefer tech straight away (pager service reefer-duty); every other "
                 "commodity only goes to the dashboard.",
                 "rule", "user", ["pharma", ["page", "pager"]], remember=True),
            fact("sighup",
                 "reefer-watch reloads tolerances.toml and alarms.toml on SIGHUP; no restart needed.",
                 "fact", "assistant", ["SIGHUP"]),
        ],
        "optional": [
            opt("pharma-band", "The pharma band is 1.5 °C.", ["pharma", "1.5"]),
        ],
        "questions": [
            q("What is the tolerance band for frozen reefers?", "2.5, defrost peaks at +2.4", ["frozen-band"]),
            q("How does reefer-watch recognise pharma containers?", "HS codes starting 3002 or 3004",
              ["pharma-hs"]),
            q("Where do pharma alarms go?", "page the duty reefer tech straight away", ["pharma-pager"]),
        ],
    },
    {
        "id": "h49-cc-tosbridge-wind-stop",
        "project": TOSB,
        "start": datetime(2026, 11, 9, 6, 20),
        "branch": "noor/crane-status-wx",
        "about": "tos-bridge: during yesterday's wind stop the crane dashboard kept showing cranes WORKING; the "
                 "person's guess (poller hung on Oracle like in September) wrong, polls ran every 15 s; cause: HTOS "
                 "status WX (weather hold) unmapped, default arm mapped to Working; fix plus Unknown default; the "
                 "assistant offers to note that HTOS is read-only and the person says yes; an Oracle AQ proposal "
                 "put off",
        "steps": [
            ("user", "morning, early shift today ☕ yesterday afternoon we had the wind stop, gusts over 20 m/s from "
                     "about 15:10 till 19:40, all STS cranes on N1 to N4 parked. but our crane dashboard kept "
                     "showing QC03, QC04 and QC07 as WORKING the whole time and the vessel planners got very "
                     "confused. I think our poller died again, the V_QC_WORK_QUEUE poll probably hung on oracle like "
                     "in september"),
            bash("kubectl -n tos-bridge logs deploy/tos-bridge --since-time=2026-11-08T15:00:00Z | grep -E "
                 "'CraneQueuePoller|CraneStatusPublisher' | sed -n '1,4p;$p'", _F1_LOGS),
            ("assistant", "The poller didn't hang this time: it polled `HTOS.V_QC_WORK_QUEUE` every 15 seconds "
                          "through the whole wind stop (1081 polls, longest gap 15.4 s), and the publisher saw QC03 "
                          "as WORKING → WORKING. So we read the view fine, and the status we derived from it was "
                          "wrong. Let me see what HTOS itself had for the cranes."),
            bash("sqlplus -s tosbridge_ro@HTOSRO @scripts/sql/qc_status_at.sql '2026-11-08 16:00'", _F1_ORACLE),
            tool("Read", {"file_path": f"{TOSB}/src/TosBridge/Cranes/CraneStatusMapper.cs"}, _F1_MAPPER),
            ("assistant", "Found it. HTOS put every crane on a vessel into status **`WX`** (weather hold) at "
                          "15:08–15:09. `CraneStatusMapper` only knows WK, ID, BR and MT, and its default arm maps "
                          "anything else to `Working` — the comment says it's there for the blanks HTOS sends "
                          "between moves. So a weather hold looked exactly like work. QC01/02/08 were on the "
                          "dashboard as WORKING too, the planners only noticed the three they were watching.\n\n"
                          "There's also `SH` in the history (shift change, the few minutes around 06:00/14:00/22:00 "
                          "when the crane drivers swap), which has the same problem, just for shorter periods.\n\n"
                          "Fix:\n"
                          "- `WX` → `WeatherStop`, `SH` → `ShiftChange`;\n"
                          "- a blank keeps the previous status (what the default arm was really for);\n"
                          "- any other unknown code → `Unknown`, with a warning in the log, never `Working`."),
            ("user", "yes. do it"),
            tool("Edit", {"file_path": f"{TOSB}/src/TosBridge/Cranes/CraneStatusMapper.cs",
                          "old_string": "        _    => CraneStatus.Working,   // HTOS sometimes sends blanks between moves",
                          "new_string": "        \"WX\" => CraneStatus.WeatherStop,\n        \"SH\" => "
                                        "CraneStatus.ShiftChange,\n        \"\" or null => previous,\n        _    => "
                                        "LogUnknown(htosStatus),"},
                 "The file src/TosBridge/Cranes/CraneStatusMapper.cs has been updated."),
            bash("dotnet test 2>&1 | grep -E 'CraneStatusMapper|Passed!|Failed!'", _F1_TEST),
            ("assistant", "94 tests green. The dashboard already has colours for WEATHER_STOP (it's used by the "
                          "manual override), so nothing to change on that side.\n\n"
                          "One thing I want to double check with you, since I was about to propose writing our "
                          "derived crane status back into a small table in HTOS for the planners' screens: should I "
                          "keep a note for future sessions that tos-bridge treats the HTOS schema as read-only "
                          "(views only, no writes)?"),
            ("user", "yes, do. the DBA told us the same last year: no DML on HTOS ever, not even a temp table. we "
                     "read the views, full stop. anything the planners need goes through our own postgres"),
            ("assistant", "Noted: HTOS is read-only for tos-bridge, only the views are read, anything derived lives in "
                          "our Postgres. The planners' screens already read crane status from our API, so they'll "
                          "see WEATHER_STOP after the deploy without any write.\n\n"
                          "Separately, HTOS publishes crane status changes on an Oracle AQ queue as well; subscribing "
                          "would replace the 15-second poll with pushes. That's reading too, no writes."),
            ("user", "not today. keep the 15 s poll, it works. deploy after 06:30 when the shift change is done"),
            bash("grep -n PollIntervalSeconds src/TosBridge/appsettings.json && git commit -qam 'crane status: map WX "
                 "and SH, unknown codes are Unknown not Working' && git push -q",
                 "17:    \"PollIntervalSeconds\": 15,\n"),
            ("assistant", "Pushed on noor/crane-status-wx. Poll interval stays at 15 seconds."),
        ],
        "facts": [
            fact("wx-status",
                 "During the wind stop the dashboard showed cranes WORKING because CraneStatusMapper had no case for "
                 "HTOS status WX (weather hold) and its default arm mapped unknown codes to Working. Now WX -> "
                 "WeatherStop, SH -> ShiftChange, blank keeps the previous status, unknown -> Unknown. The poller "
                 "had not hung.",
                 "bugfix", "assistant", ["WX", ["WeatherStop", "WEATHER_STOP"]]),
            fact("htos-readonly",
                 "The HTOS (Harbinger TOS) Oracle schema is read-only for tos-bridge: only its views are read, no DML "
                 "ever, not even temp tables; anything derived goes into our own Postgres.",
                 "rule", "user", ["HTOS", "read-only"], remember=True),
            fact("poll-15s",
                 "tos-bridge polls HTOS.V_QC_WORK_QUEUE every 15 seconds (PollIntervalSeconds: 15); Oracle AQ push "
                 "was put off.",
                 "config", "user", ["V_QC_WORK_QUEUE", "15"]),
        ],
        "optional": [
            opt("wind-threshold", "Cranes are parked at gusts over 20 m/s (wind stop).", ["20 m/s"]),
        ],
        "questions": [
            q("Why did the crane dashboard show cranes working during the wind stop?",
              "WX weather hold unknown to CraneStatusMapper; the default arm maps it to Working", ["wx-status"]),
            q("May tos-bridge write to the HTOS schema?", "no, read-only, no DML, views only", ["htos-readonly"]),
            q("How often does tos-bridge poll the crane work queue?", "every 15 seconds", ["poll-15s"]),
        ],
    },
    {
        "id": "h49-cc-tosbridge-rollout",
        "project": TOSB,
        "start": datetime(2026, 11, 26, 13, 5),
        "branch": "release/2.4",
        "about": "tos-bridge: rollout of 2.4.0 to the on-prem cluster; staging pod OOMKilled, the person's guess "
                 "(memory leak in gate transaction batching) wrong, cause Oracle FetchSize 8 MB x 6 parallel readers "
                 "in the 02:00 reconcile job; FetchSize 1 MB + limit 512Mi; assistant's replicaCount 2 proposal "
                 "refused (single replica, two pollers double-post); CLAUDE.md request: no deploys within 30 min "
                 "of a shift change; near-miss: crane ops' PLC gateway rule, theirs not ours",
        "steps": [
            ("user", "hi! deploying tos-bridge 2.4.0 to nmt-prod today. small problem: on staging the pod got "
                     "OOMKilled twice last night, 256Mi limit. probably a memory leak in the new gate transaction "
                     "batching, that's the big change in 2.4"),
            bash("kubectl --context nmt-stg -n tos-bridge describe pod -l app=tos-bridge | sed -n '1,30p'",
                 _F3_DESCRIBE),
            ("assistant", "Both kills were at 02:00–02:07, which is when `GateReadReconcileJob` runs. A leak in the "
                          "batching would grow through the day with gate traffic and the gate is closed at 02:00. "
                          "Let me look at memory around that time."),
            bash("kubectl --context nmt-stg -n tos-bridge exec deploy/tos-bridge -- cat /tmp/counters-0200.csv | "
                 "column -t; grep -n -A5 '\"Oracle\"' src/TosBridge/appsettings.json", _F3_MEM + "\n" + _F3_APPSETTINGS),
            ("assistant", "Not a leak: memory is back at ~90Mi after every run. The reconcile job opens 6 parallel "
                          "readers on the HTOS views, and `Oracle:FetchSize` is 8388608, 8 MB of fetch buffer per "
                          "reader, plus the rows materialised from each buffer. That's what pushes it over 256Mi. "
                          "I re-ran the job on staging with FetchSize 1048576 (1 MB): peak 168Mi, done in 9 minutes "
                          "instead of 7, same 41,880 rows compared.\n\n"
                          "Suggestion: FetchSize 1 MB, and the limit to 512Mi so there's headroom when the yard is "
                          "full. And since you're touching values-prod.yaml anyway: with `replicaCount: 1` a node "
                          "drain means a few minutes without tos-bridge; `replicaCount: 2` with a PodDisruptionBudget "
                          "would avoid that."),
            ("user", "FetchSize 1 MB and 512Mi yes. replicas no! two pollers would post every gate transaction twice "
                     "to the TOS, we had exactly that in 2023 for a whole morning. single replica, Recreate strategy, "
                     "that's on purpose"),
            tool("Read", {"file_path": f"{TOSB}/charts/tos-bridge/values-prod.yaml"}, _F3_VALUES),
            tool("Edit", {"file_path": f"{TOSB}/charts/tos-bridge/values-prod.yaml",
                          "old_string": "  tag: 2.3.7",
                          "new_string": "  tag: 2.4.0"},
                 "The file charts/tos-bridge/values-prod.yaml has been updated."),
            tool("Edit", {"file_path": f"{TOSB}/charts/tos-bridge/values-prod.yaml",
                          "old_string": "  limits:   {cpu: 500m, memory: 256Mi}",
                          "new_string": "  limits:   {cpu: 500m, memory: 512Mi}"},
                 "The file charts/tos-bridge/values-prod.yaml has been updated."),
            tool("Edit", {"file_path": f"{TOSB}/charts/tos-bridge/values-prod.yaml",
                          "old_string": "  Oracle__FetchSize: \"8388608\"",
                          "new_string": "  Oracle__FetchSize: \"1048576\""},
                 "The file charts/tos-bridge/values-prod.yaml has been updated."),
            ("assistant", "values-prod.yaml: tag 2.4.0, memory limit 512Mi, FetchSize 1048576; replicaCount 1 and "
                          "Recreate untouched. I'll add a comment next to replicaCount so the next person doesn't "
                          "'fix' it. It's 13:14 now. Deploy?"),
            ("user", "careful, the 14:00 shift change. add a line to CLAUDE.md: no deploys to nmt-prod within 30 "
                     "minutes of a shift change, so nothing between 05:30-06:30, 13:30-14:30, 21:30-22:30. the gate "
                     "clerks and crane drivers swap then and a tos-bridge restart in that window is chaos. if we "
                     "start now we make it before 13:30. also ignore the red banner in #ops about the PLC gateway: "
                     "crane ops have a rule that nobody touches the PLC gateway during a vessel call. that's their "
                     "rule for their kit, it doesn't concern our pods"),
            tool("Edit", {"file_path": f"{TOSB}/CLAUDE.md",
                          "old_string": "## Deploying\n",
                          "new_string": "## Deploying\n\n- No deploys to nmt-prod within 30 minutes of a shift change "
                                        "(06:00, 14:00, 22:00): nothing between 05:30-06:30, 13:30-14:30, "
                                        "21:30-22:30.\n"},
                 "The file CLAUDE.md has been updated."),
            tool("Edit", {"file_path": f"{TOSB}/charts/tos-bridge/values-prod.yaml",
                          "old_string": "replicaCount: 1",
                          "new_string": "replicaCount: 1   # single replica on purpose: two pollers double-post gate "
                                        "transactions"},
                 "The file charts/tos-bridge/values-prod.yaml has been updated."),
            bash("helm --kube-context nmt-prod upgrade tos-bridge charts/tos-bridge -n tos-bridge -f "
                 "charts/tos-bridge/values-prod.yaml --wait --timeout 5m && kubectl --context nmt-prod -n tos-bridge "
                 "get pods", _F3_ROLLOUT),
            ("assistant", "2.4.0 is live on nmt-prod at 13:20, one pod, 0 restarts, well before 13:30. The first "
                          "gate transactions are flowing (I see `posted tx=` lines). The reconcile job runs tonight "
                          "at 02:00 with the 1 MB FetchSize; worth a glance at the memory panel tomorrow morning."),
            ("user", "will do. thanks, good one"),
        ],
        "facts": [
            fact("oom-fetchsize",
                 "tos-bridge was OOMKilled at 256Mi during the 02:00 GateReadReconcileJob because Oracle FetchSize was "
                 "8 MB per reader with 6 parallel readers, not a leak in the gate transaction batching; FetchSize is "
                 "now 1 MB (1048576) and the memory limit 512Mi.",
                 "bugfix", "assistant", ["FetchSize", "512Mi"]),
            fact("single-replica",
                 "tos-bridge runs as a single replica with the Recreate strategy on purpose: two pollers would post "
                 "every gate transaction twice to the TOS.",
                 "decision", "user", ["single replica", ["twice", "Recreate"]]),
            fact("no-deploy-shift-change",
                 "No deploys to nmt-prod within 30 minutes of a shift change (06:00, 14:00, 22:00): nothing between "
                 "05:30-06:30, 13:30-14:30, 21:30-22:30 (written to CLAUDE.md).",
                 "rule", "user", ["shift change", "30 minutes"], remember=True),
        ],
        "optional": [
            opt("parallel-readers", "GateReadReconcileJob runs at 02:00 with 6 parallel Oracle readers.",
                ["GateReadReconcileJob"]),
            opt("tag-240", "nmt-prod runs tos-bridge 2.4.0 since 26 Nov.", ["2.4.0"]),
        ],
        "questions": [
            q("Why was tos-bridge OOMKilled on staging?",
              "Oracle FetchSize 8 MB per reader with 6 parallel readers; now 1 MB and 512Mi limit", ["oom-fetchsize"]),
            q("Why does tos-bridge run only one replica?", "two pollers would post every gate transaction twice",
              ["single-replica"]),
            q("When must we not deploy to nmt-prod?", "within 30 minutes of a shift change: 05:30-06:30, "
              "13:30-14:30, 21:30-22:30", ["no-deploy-shift-change"]),
        ],
    },
]
