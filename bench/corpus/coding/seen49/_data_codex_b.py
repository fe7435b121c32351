"""h49 Codex sessions, part b: Northmole container terminal. edi-hub (C#/.NET 8, EDIFACT with shipping lines
over RabbitMQ: CODECO rejections, COPRINO consumer) and berth-plan (Rust, axum + sqlx on Postgres: storing ETA
updates from shipping lines)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

EDI = "/home/joost/repos/edi-hub"
BERTH = "/home/tomas/src/berth-plan"

_C1_ARCHIVE = """archive/out/TWL/2026/11/03/100482.edi
archive/out/TWL/2026/11/03/100482.edi:UNB+UNOC:3+NMT01:ZZZ+TWL:ZZZ+261103:0812+100482'
archive/out/TWL/2026/11/03/100483.edi:UNB+UNOC:3+NMT01:ZZZ+TWL:ZZZ+261103:0815+100483'
archive/out/TWL/2026/11/03/100490.edi:UNB+UNOC:3+NMT01:ZZZ+TWL:ZZZ+261103:0951+100490'
archive/out/TWL/2026/11/02/100311.edi:UNB+UNOC:3+NMT01:ZZZ+TWL:ZZZ+261102:1422+100311'
archive/out/TWL/2026/10/28/099870.edi:UNB+UNOC:3+NMT01:ZZZ+TWL:ZZZ+261028:0733+099870'
"""

_C1_MSG = """UNA:+.? '
UNB+UNOC:3+NMT01:ZZZ+TWL:ZZZ+261103:0812+100482'
UNH+1+CODECO:D:95B:UN:ITG14'
BGM+34+NMT01G20261103031+9'
NAD+MS+NMT01:160:ZZZ'
NAD+CF+TWL:160:ZZZ'
EQD+CN+TWLU7002451+45G1:102:5+2+2+5'
RFF+BN:TWL88120344'
DTM+7:202611030802:203'
LOC+165+ZZVHV:139:6+NMT01:TER:ZZZ'
MEA+AAE+VGM+KGM:28410'
SEL+TW448120+CA'
FTX+AAI+++DENT ON DOOR, DRIVER'S SIDE'
TDT+1++3+31+TRUCK:172:ZZZ+++HX42KLM:146::'
CNT+16:1'
UNT+14+1'
UNZ+1+100482'
"""

_C1_FTX = """100482.edi:FTX+AAI+++DENT ON DOOR, DRIVER'S SIDE'
100483.edi:FTX+AAI+++CLERK'S NOTE: REEFER UNIT DOOR LOOSE'
100485.edi:FTX+AAI+++SEAL NO? NOT READABLE'
100486.edi:FTX+AAI+++DRIVER'S PAPERS MISSING VGM'
100487.edi:FTX+AAI+++SCRATCHES 'MINOR' LEFT PANEL'
100488.edi:FTX+AAI+++DENT ROOF, OWNER'S REP INFORMED'
100489.edi:FTX+AAI+++CSC PLATE? CHECK'
100490.edi:FTX+AAI+++HAULIER'S TRAILER BLOCKED LANE 2'
100491.edi:FTX+AAI+++DOOR SEAL DAMAGED, DRIVER'S PHOTO TAKEN'
100494.edi:FTX+AAI+++CUSTOMER'S LABELS ON DOOR'
100495.edi:FTX+AAI+++HOLE? CHECK AT M&R'
100497.edi:FTX+AAI+++DRIVER'S SIDE DOOR HANDLE BENT'
100498.edi:FTX+AAI+++CLERK'S NOTE: OVERHEIGHT?'
100501.edi:FTX+AAI+++RUST SPOTS, SHIPPER'S LOGO PEELING'
"""

_C1_ESCAPE = """namespace EdiHub.Edifact;

public static class EdifactWriter
{
    // UNA:+.? '  -> component ':', element '+', decimal '.', release '?', segment terminator '\\''
    public static string Escape(string value) =>
        value.Replace("+", "?+")
             .Replace(":", "?:");

    public static string Segment(string tag, params string[] elements) =>
        tag + "+" + string.Join("+", elements) + "'";
}
"""

_C1_TEST = """  Determining projects to restore...
  All projects are up-to-date for restore.
  EdiHub.Edifact -> /home/joost/repos/edi-hub/src/EdiHub.Edifact/bin/Debug/net8.0/EdiHub.Edifact.dll
  EdiHub.Codeco -> /home/joost/repos/edi-hub/src/EdiHub.Codeco/bin/Debug/net8.0/EdiHub.Codeco.dll
  EdiHub.Tests -> /home/joost/repos/edi-hub/tests/EdiHub.Tests/bin/Debug/net8.0/EdiHub.Tests.dll
Test run for /home/joost/repos/edi-hub/tests/EdiHub.Tests/bin/Debug/net8.0/EdiHub.Tests.dll (.NETCoreApp,Version=v8.0)
VSTest version 17.11.1 (x64)

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:   187, Skipped:     2, Total:   189, Duration: 1 s - EdiHub.Tests.dll (net8.0)
"""

_C1_DRY = """Resend (dry run) partner=TWL since=2026-11-03T00:00:00Z status=REJECTED
  ref     gate_tx               container     tos_status   action
  100482  G-20261103-03-0031    TWLU7002451   CONFIRMED    would resend as 100702
  100483  G-20261103-01-0044    TWLU6446220   CONFIRMED    would resend as 100703
  100485  G-20261103-05-0012    TWLU3310457   CONFIRMED    would resend as 100704
  100486  G-20261103-02-0058    TWLU9023316   CONFIRMED    would resend as 100705
  100487  G-20261103-06-0019    TWLU1188240   CANCELLED    would resend as 100706
  100488  G-20261103-03-0062    TWLU5570121   CONFIRMED    would resend as 100707
  100489  G-20261103-01-0071    TWLU2241983   CONFIRMED    would resend as 100708
  100490  G-20261103-02-0080    TWLU8801275   CONFIRMED    would resend as 100709
  100491  G-20261104-05-0003    TWLU4456610   CONFIRMED    would resend as 100710
  100494  G-20261104-03-0010    TWLU7734502   CANCELLED    would resend as 100711
  100495  G-20261104-06-0014    TWLU6120098   CONFIRMED    would resend as 100712
  100497  G-20261104-01-0022    TWLU0907714   CONFIRMED    would resend as 100713
  100498  G-20261104-02-0025    TWLU3385129   CONFIRMED    would resend as 100714
  100501  G-20261104-05-0031    TWLU5906637   CONFIRMED    would resend as 100715
14 interchanges, 0 sent (dry run)
"""

_C1_SEND = """Resend partner=TWL since=2026-11-03T00:00:00Z status=REJECTED tos-status=CONFIRMED
  100482 -> 100702  published edi.codeco.out  ok
  100483 -> 100703  published edi.codeco.out  ok
  100485 -> 100704  published edi.codeco.out  ok
  100486 -> 100705  published edi.codeco.out  ok
  100488 -> 100706  published edi.codeco.out  ok
  100489 -> 100707  published edi.codeco.out  ok
  100490 -> 100708  published edi.codeco.out  ok
  100491 -> 100709  published edi.codeco.out  ok
  100495 -> 100710  published edi.codeco.out  ok
  100497 -> 100711  published edi.codeco.out  ok
  100498 -> 100712  published edi.codeco.out  ok
  100501 -> 100713  published edi.codeco.out  ok
12 interchanges sent, 2 skipped (tos_status CANCELLED: 100487, 100494)
"""

_C3_QUEUES = """Timeout: 60.0 seconds ...
Listing queues for vhost edi ...
name	messages	messages_ready	messages_unacknowledged	consumers
edi.codeco.out	0	0	0	2
edi.baplie.in	3	3	0	1
edi.coprino.in	48211	48210	1	1
edi.coarri.out	0	0	0	2
edi.aperak.out	12	12	0	1
"""

_C3_LOGS = """2026-11-20T14:31:02.114Z info  CoprinoConsumer: handled ref=RLX-2611-004417 containers=1 ms=38
2026-11-20T14:31:02.153Z info  CoprinoConsumer: handled ref=RLX-2611-004418 containers=1 ms=36
2026-11-20T14:31:02.190Z warn  CoprinoConsumer: reject ref=RLX-2611-004419 EQD size type 'L5G1' unknown -> nack(requeue:false)
2026-11-20T14:31:02.229Z info  CoprinoConsumer: handled ref=RLX-2611-004420 containers=1 ms=37
2026-11-20T14:31:02.266Z warn  CoprinoConsumer: reject ref=RLX-2611-004421 EQD size type 'L5R1' unknown -> nack(requeue:false)
2026-11-20T14:31:02.305Z info  CoprinoConsumer: handled ref=RLX-2611-004422 containers=1 ms=38
2026-11-20T14:31:02.344Z warn  CoprinoConsumer: reject ref=RLX-2611-004423 EQD size type 'L5G1' unknown -> nack(requeue:false)
2026-11-20T14:31:02.381Z info  CoprinoConsumer: handled ref=RLX-2611-004424 containers=1 ms=36
2026-11-20T14:32:00.000Z info  CoprinoConsumer: rate last 60s: 25.8 msg/s, rejected 311
"""

_C3_SETTINGS = """{
  "Rabbit": {
    "Host": "rabbitmq.edi.svc.cluster.local",
    "VirtualHost": "edi",
    "Queues": {
      "CoprinoIn": "edi.coprino.in",
      "BaplieIn": "edi.baplie.in",
      "CodecoOut": "edi.codeco.out"
    },
    "PrefetchCount": 1
  },
  "Coprino": {
    "Validate": true,
    "PartnerWhitelist": [ "RLX", "TWL", "KSA" ]
  }
}
"""

_C3_LOAD = """load test edi.coprino.in (test vhost, 60000 msgs from RLX weekly batch 2026-11-16)
prefetch   msg/s   pod memory (max)   limit
1          26      180Mi              2Gi
200        340     1.81Gi             2Gi      <- 2 GC pauses > 800 ms, near the limit
20         310     420Mi              2Gi
50         328     760Mi              2Gi
"""

_C3_TEST = """Passed!  - Failed:     0, Passed:   196, Skipped:     2, Total:   198, Duration: 1 s - EdiHub.Tests.dll (net8.0)
"""

_D2_SCHEMA = """-- migrations/20250914101233_vessel_call.up.sql
CREATE TABLE vessel_call (
    id            bigserial PRIMARY KEY,
    call_ref      text NOT NULL UNIQUE,        -- e.g. TWL-NORA-2645W
    vessel_imo    text NOT NULL,
    line_code     text NOT NULL,
    berth         text NOT NULL,               -- N1..N6
    eta           timestamptz NOT NULL,
    etd           timestamptz NOT NULL,
    ata           timestamptz,
    atd           timestamptz,
    updated_at    timestamptz NOT NULL DEFAULT now()
);
"""

_D2_GREP = """src/api/partner.rs:41:    sqlx::query!("UPDATE vessel_call SET eta = $1, updated_at = now() WHERE call_ref = $2", body.eta, call_ref)
src/api/partner.rs:52:    events::publish(&state.bus, Event::BerthPlanChanged { call_ref }).await?;
src/planner/board.rs:88:        let eta = call.eta.with_timezone(&Tz::Europe__Amsterdam);
"""

_D2_BUILD = """   Compiling berth-plan v0.9.3 (/home/tomas/src/berth-plan)
error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`
  --> src/api/partner.rs:44:5
   |
44 | /     sqlx::query!(
45 | |         "INSERT INTO eta_updates (call_ref, eta, source, received_at) VALUES ($1, $2, $3, now())",
46 | |         call_ref, body.eta, source
47 | |     )
   | |_____^
   |
   = note: this error originates in the macro `$crate::sqlx_macros::expand_query` (in Nightly builds, run with -Z macro-backtrace for more info)

error: could not compile `berth-plan` (lib) due to 1 previous error
"""

_D2_TEST = """   Compiling berth-plan v0.9.3 (/home/tomas/src/berth-plan)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 24.81s
     Running unittests src/lib.rs (target/debug/deps/berth_plan-3f1c0e2a9b7d4e51)

running 46 tests
test api::partner::tests::accepts_offset_eta ... ok
test api::partner::tests::accepts_z_eta ... ok
test api::partner::tests::rejects_eta_without_offset ... ok
test api::partner::tests::small_change_is_stored_not_notified ... ok
test api::partner::tests::change_of_15_minutes_notifies ... ok
test api::partner::tests::change_of_14_minutes_59_does_not_notify ... ok
test api::partner::tests::drift_accumulates_against_last_notified ... ok
test planner::board::tests::renders_local_time ... ok
test windows::tests::back_to_back_windows_allowed ... ok
...
test result: ok. 46 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.07s

     Running tests/db.rs (target/debug/deps/db-91b0a44de2c7f013)

running 12 tests
test eta_updates_is_append_only ... ok
test vessel_eta_latest_picks_newest_received ... ok
...
test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 5.42s
"""

SESSIONS = [
    {
        "id": "h49-cx-edi-codeco-release-char",
        "project": EDI,
        "start": datetime(2026, 11, 4, 11, 20),
        "branch": "fix/edifact-escape",
        "about": "edi-hub: Tidewell Lines (TWL) rejects 14 CODECOs; the person's guess (UNOA instead of UNOC) wrong, "
                 "UNB already says UNOC; cause: FTX free text with apostrophes and question marks not escaped with "
                 "the release character ?; fix in EdifactWriter.Escape; resend with tools/Resend; one-off 'always "
                 "--dry-run' for this run; flat standing rule: never a CODECO for a gate move the TOS hasn't "
                 "confirmed (2 cancelled moves skipped); closing summary",
        "steps": [
            ("user", "codeco to tidewell (TWL) rejected again. 14 msgs since yday. their mail:\n\n"
                     "> From: edi-desk@tidewell-lines.example\n"
                     "> Subject: REJECTED CODECO from NMT01 - syntax errors\n>\n"
                     "> Hello,\n> 14 CODECO interchanges received from NMT01 since 03-11 08:12 UTC failed our syntax "
                     "check. Example: interchange ref 100482, message 1, error: Segment tag not recognised: 'S SIDE'. "
                     "Please correct and resend.\n> As a reminder, our CODECO implementation guide requires D.95B "
                     "and character set UNOC.\n> Regards, EDI desk\n\n"
                     "prob charset. i think we send UNOA and they want UNOC"),
            shell("grep -rH '^UNB' archive/out/TWL/ | sort -r | head -5; ls archive/out/TWL/2026/11/03/100482.edi",
                  _C1_ARCHIVE),
            ("assistant", "The charset is already right: every UNB to TWL says `UNOC:3`, including the ones from "
                          "October that they accepted. Let me look at 100482 itself; 'S SIDE' isn't a segment tag we "
                          "write, so something is splitting a segment."),
            shell("cat archive/out/TWL/2026/11/03/100482.edi", _C1_MSG),
            ("assistant", "There it is: `FTX+AAI+++DENT ON DOOR, DRIVER'S SIDE'`. In EDIFACT the apostrophe is the "
                          "segment terminator (see the UNA line), so their parser ends the FTX at `DRIVER`, and then "
                          "reads `S SIDE` as the next segment's tag. A literal apostrophe in data has to be written as "
                          "`?'` with the release character `?`, and a literal `?` as `??`. Checking the other 13:"),
            shell("grep -H '^FTX' archive/out/TWL/2026/11/0[34]/*.edi | sed 's#.*/##'", _C1_FTX),
            ("assistant", "All 14 have free text from the gate clerks with an apostrophe or a question mark. That "
                          "explains why it started now: the clerks' damage remarks only go into the FTX since the "
                          "gate app update on the 2nd. Here's the writer:"),
            shell("cat src/EdiHub.Edifact/EdifactWriter.cs", _C1_ESCAPE),
            ("assistant", "`Escape` handles `+` and `:` but not the release character itself or the segment "
                          "terminator. Fix: escape `?` first (so we don't double-escape what we add), then `'`, `+` "
                          "and `:`. I'll add tests for each of the four and one with all of them in one remark."),
            ("user", "ok"),
            shell("apply_patch <<'EOF'\n*** src/EdiHub.Edifact/EdifactWriter.cs: Escape: ? -> ??, ' -> ?', + -> ?+, "
                  ": -> ?:\n*** tests/EdiHub.Tests/EdifactWriterTests.cs: 5 new cases\nEOF\ndotnet test",
                  "patched 2 files\n" + _C1_TEST),
            ("user", "good. resend them. for this run always --dry-run first, want to see the list before anything "
                     "goes out"),
            shell("dotnet run --project tools/Resend -- --partner TWL --since 2026-11-03 --status REJECTED --dry-run",
                  _C1_DRY),
            ("assistant", "Dry run lists all 14. Two of them, 100487 and 100494, belong to gate moves whose TOS "
                          "status is now CANCELLED (the trucks were turned back after the message had been "
                          "generated). Resend those as well, or skip them?"),
            ("user", "skip. we never send a CODECO for a gate move the TOS hasnt confirmed. "
                     "why did those go out in the first place btw"),
            shell("git log -S 'tos_status' --oneline -- src/EdiHub.Codeco | head -3; "
                  "grep -n 'tos_status\\|TosStatus' src/EdiHub.Codeco/GateMoveListener.cs",
                  "4c1e9ab gate listener: emit on GATE_IN event instead of polling\n"
                  "src/EdiHub.Codeco/GateMoveListener.cs:57:        if (move.TosStatus is TosStatus.Confirmed or "
                  "TosStatus.Pending)\n"),
            ("assistant", "The listener emits on `Confirmed or Pending` since commit 4c1e9ab. Pending moves can still "
                          "be cancelled at the gate, which is what happened to those two. I've changed it to "
                          "`Confirmed` only and added a test that a Pending move produces no CODECO. Now the real "
                          "resend, confirmed moves only:"),
            shell("dotnet test --nologo -v q | tail -1 && dotnet run --project tools/Resend -- --partner TWL --since "
                  "2026-11-03 --status REJECTED --tos-status CONFIRMED",
                  "Passed!  - Failed:     0, Passed:   188, Skipped:     2, Total:   190\n" + _C1_SEND),
            ("assistant", "Summary:\n"
                          "- **Cause:** gate clerks' FTX remarks contain `'` and `?`; `EdifactWriter.Escape` only "
                          "escaped `+` and `:`, so an apostrophe ended the segment early and TWL's parser choked. Not "
                          "the charset (UNOC all along).\n"
                          "- **Fix:** Escape now applies the release character `?` to `?`, `'`, `+`, `:` (in that "
                          "order); 5 tests.\n"
                          "- **Listener:** GateMoveListener emits CODECO only for TOS-confirmed gate moves (was "
                          "confirmed or pending).\n"
                          "- **Resent:** 12 interchanges via tools/Resend (100702–100713); 100487 and 100494 skipped, "
                          "their moves were cancelled.\n\n"
                          "Might be worth mailing TWL's EDI desk that the 12 replacements carry new interchange refs."),
            ("user", "ya i'll mail them. thx"),
        ],
        "facts": [
            fact("release-char",
                 "TWL rejected CODECOs because gate clerks' FTX free text contained apostrophes and question marks "
                 "that EdifactWriter.Escape didn't escape; the apostrophe (segment terminator) split the segment. "
                 "Escape now puts the release character ? before ?, ', + and :. The charset (UNOC) was not the cause.",
                 "bugfix", "assistant", ["apostrophe", ["release character", "EdifactWriter.Escape"]]),
            fact("confirmed-only",
                 "edi-hub never sends a CODECO for a gate move the TOS hasn't confirmed; GateMoveListener emits only "
                 "for Confirmed moves (no longer Pending).",
                 "rule", "user", ["CODECO", ["confirmed", "Confirmed"]], remember=True),
            fact("resend-tool",
                 "Rejected interchanges are resent with tools/Resend (dotnet run --project tools/Resend -- --partner "
                 "TWL --status REJECTED --tos-status CONFIRMED, with --dry-run to list first).",
                 "fact", "assistant", ["tools/Resend"]),
        ],
        "optional": [
            opt("twl-guide", "Tidewell Lines (TWL) requires CODECO D.95B with character set UNOC.", ["D.95B"]),
            opt("ftx-since", "Clerks' damage remarks go into the CODECO FTX since the gate app update on the 2nd.",
                ["FTX"]),
        ],
        "questions": [
            q("Why did Tidewell reject our CODECO messages?",
              "apostrophe in FTX free text not escaped with the release character ?", ["release-char"]),
            q("Which gate moves may get a CODECO?", "only moves the TOS has confirmed", ["confirmed-only"]),
            q("How do we resend rejected interchanges?", "tools/Resend with --dry-run first", ["resend-tool"]),
        ],
    },
    {
        "id": "h49-cx-edi-coprino-rabbit",
        "project": EDI,
        "start": datetime(2026, 11, 20, 15, 40),
        "branch": "joost/coprino-throughput",
        "about": "edi-hub: edi.coprino.in backlog of 48k; PrefetchCount 1 -> 200 (person's pick) -> 20 after a load "
                 "test; 45-foot size types L5G1/L5R1 missing; rejected messages silently dropped, dead-letter naming "
                 "rule '<queue>.dead' withdrawn and replaced by 'dlx.<queue>'; a quorum-queue proposal nobody answers",
        "steps": [
            ("user", "coprino consumer lagging bad. the rail operator (RLX) dumps their weekly batch on monday and "
                     "we're still not through on thursday. look"),
            shell("kubectl -n edi exec rabbitmq-0 -- rabbitmqctl list_queues -p edi name messages messages_ready "
                  "messages_unacknowledged consumers", _C3_QUEUES),
            shell("kubectl -n edi logs deploy/edi-hub-coprino --since=2m | tail -9", _C3_LOGS),
            shell("cat src/EdiHub.Host/appsettings.Production.json", _C3_SETTINGS),
            ("assistant", "Two separate problems:\n\n"
                          "1. **Throughput.** `PrefetchCount` is 1, so the consumer waits for a broker round trip "
                          "after every ack; at ~38 ms per message that's the 25.8 msg/s in the log. 48k messages is "
                          "about half an hour of work, but a week's batch arrives faster than the other traffic "
                          "leaves room for.\n"
                          "2. **Rejects.** 311 messages in the last minute were rejected with `EQD size type 'L5G1' "
                          "unknown` (and L5R1). Those are the 45-foot codes, L5G1 general purpose high cube and L5R1 "
                          "reefer, and our size-type table doesn't have them. They're nacked with requeue:false and "
                          "the queue has no dead-letter exchange, so they are simply gone.\n\n"
                          "For 1, raising the prefetch is the obvious lever; how far depends on memory, each "
                          "in-flight COPRINO is held fully parsed."),
            ("user", "set prefetch 200"),
            shell("sed -i 's/\"PrefetchCount\": 1/\"PrefetchCount\": 200/' src/EdiHub.Host/appsettings.Production.json && "
                  "./scripts/loadtest-coprino.sh --prefetch 1,200,20,50", _C3_LOAD),
            ("assistant", "At 200 it does 340 msg/s but the pod peaks at 1.81Gi of its 2Gi limit with two GC pauses "
                          "over 800 ms; one large batch and it gets OOMKilled. At 20 it does 310 msg/s (90% of the "
                          "throughput) at 420Mi. I'd use 20."),
            ("user", "ok 20"),
            shell("sed -i 's/\"PrefetchCount\": 200/\"PrefetchCount\": 20/' src/EdiHub.Host/appsettings.Production.json "
                  "&& grep -n PrefetchCount src/EdiHub.Host/appsettings.Production.json",
                  "10:    \"PrefetchCount\": 20\n"),
            ("user", "and wait, the rejected ones are just dropped?? they were never seen by anyone? ok rule for all our "
                     "queues: dead letters go to <queue>.dead, every consumer queue gets one"),
            shell("apply_patch <<'EOF'\n*** src/EdiHub.Edifact/SizeTypes.cs: add L5G1, L5R1, L5U1, L5P1 (45 ft)\n"
                  "*** src/EdiHub.Host/RabbitTopology.cs: declare <queue>.dead + x-dead-letter-exchange for consumer "
                  "queues\nEOF\ndotnet test --nologo -v q | tail -1",
                  "patched 2 files\n" + _C3_TEST),
            ("assistant", "Size types L5G1, L5R1, L5U1 and L5P1 are in SizeTypes.cs now (the 45-foot family; L5U1 and "
                          "L5P1 weren't in the logs but come from the same ISO 6346 table). RabbitTopology declares "
                          "`edi.coprino.in.dead`, `edi.baplie.in.dead` and the exchange for them. While we touch the "
                          "topology: these are classic queues; quorum queues would survive a broker node loss "
                          "without the mirrored-queue setup, could be worth doing at the same time."),
            ("user", "hmm, just checked with the platform people. scratch the .dead thing — their naming standard is "
                     "dlx.<queue> and their alerting only watches dlx.*, so a .dead queue would fill up and nobody "
                     "gets paged. dlx.<queue> is our rule now, every queue we own"),
            shell("apply_patch <<'EOF'\n*** src/EdiHub.Host/RabbitTopology.cs: dead-letter queue name dlx.<queue>\n"
                  "EOF\ngrep -n 'dlx' src/EdiHub.Host/RabbitTopology.cs && dotnet test --nologo -v q | tail -1",
                  "patched 1 file\n"
                  "22:    static string DeadLetterName(string queue) => $\"dlx.{queue}\";\n"
                  "31:        ch.ExchangeDeclare(\"dlx\", ExchangeType.Direct, durable: true);\n"
                  "34:            [\"x-dead-letter-exchange\"] = \"dlx\",\n"
                  "35:            [\"x-dead-letter-routing-key\"] = DeadLetterName(queue),\n" + _C3_TEST),
            ("assistant", "Renamed: dead letters now go through exchange `dlx` to `dlx.edi.coprino.in`, "
                          "`dlx.edi.baplie.in`, etc. Existing queues need their arguments changed, which RabbitMQ "
                          "won't do in place; I'd add a policy instead of redeclaring:\n\n"
                          "`rabbitmqctl set_policy -p edi dead-letter '^edi\\.' "
                          "'{\"dead-letter-exchange\":\"dlx\"}' --apply-to queues`\n\nShall I deploy with that?"),
            ("user", "deploy to test first, prod tomorrow morning after the 06:00 change"),
            shell("make deploy ENV=test && kubectl -n edi-test exec rabbitmq-0 -- rabbitmqctl list_queues -p edi name "
                  "messages | grep -E 'coprino|dlx'",
                  "helm upgrade edi-hub charts/edi-hub -n edi-test -f charts/edi-hub/values-test.yaml\nRelease "
                  "\"edi-hub\" has been upgraded. Happy Helming!\n"
                  "edi.coprino.in\t0\ndlx.edi.coprino.in\t0\n"),
            ("assistant", "Test is deployed: prefetch 20, 45-foot size types, dead letters to `dlx.<queue>`. For prod "
                          "tomorrow the backlog should clear in roughly 3 minutes at 310 msg/s."),
        ],
        "facts": [
            fact("prefetch-20",
                 "The COPRINO consumer's RabbitMQ PrefetchCount is 20: 1 gave 26 msg/s, 200 peaked at 1.81Gi of the "
                 "2Gi limit; 20 gives 310 msg/s at 420Mi.",
                 "config", "user", ["PrefetchCount", "20"]),
            fact("dlx-naming",
                 "Every queue edi-hub owns dead-letters to dlx.<queue> via exchange dlx (the platform team's alerting "
                 "watches dlx.*); the earlier '<queue>.dead' naming was dropped.",
                 "rule", "user", ["dlx", "dead letter"], remember=True),
            fact("size-45ft",
                 "COPRINOs for 45-foot containers were rejected (and silently dropped) because size types L5G1/L5R1 "
                 "were missing from SizeTypes.cs; the 45-foot family was added.",
                 "bugfix", "assistant", ["L5G1", "SizeTypes.cs"]),
        ],
        "optional": [
            opt("prefetch-200", "PrefetchCount 200 was tried first and used too much memory.", ["200"]),
            opt("coprino-queue", "COPRINOs arrive on queue edi.coprino.in (vhost edi).", ["edi.coprino.in"]),
        ],
        "questions": [
            q("What PrefetchCount does the COPRINO consumer use?", "20", ["prefetch-20"]),
            q("How are dead-letter queues named in edi-hub?", "dlx.<queue>", ["dlx-naming"]),
            q("Why were 45-foot COPRINO messages rejected?", "45-foot size types L5G1 and L5R1 were not in SizeTypes.cs",
              ["size-45ft"]),
        ],
    },
    {
        "id": "h49-cx-berth-eta-updates",
        "project": BERTH,
        "start": datetime(2026, 11, 13, 10, 0),
        "branch": "tomas/eta-updates",
        "about": "berth-plan: three options for storing shipping-line ETA updates, answered with a bare '2' "
                 "(append-only eta_updates + view); sqlx offline build error, convention to run cargo sqlx prepare "
                 "and commit .sqlx; a long message setting the 15-minute notify threshold, with a permanent UTC-only "
                 "rule added as an afterthought at the end",
        "steps": [
            ("user", "hey. shipping lines push ETA updates through the new partner API now (TWL since monday, two "
                     "more lines from next week). right now partner.rs just overwrites vessel_call.eta. we need to "
                     "keep them. options?"),
            shell("cat migrations/20250914101233_vessel_call.up.sql; grep -n 'eta' src/api/partner.rs "
                  "src/planner/board.rs | head", _D2_SCHEMA + _D2_GREP),
            ("assistant", "Three ways to do it:\n\n"
                          "1. **Keep overwriting `vessel_call.eta`, add an audit table** filled by a trigger. Least "
                          "code change; but the history is a side effect of a trigger, and 'what did the line say "
                          "at 09:00' means reading audit rows.\n"
                          "2. **Append-only `eta_updates` table** (call_ref, eta, source, received_at), never "
                          "updated, plus a view `vessel_eta_latest` that picks the newest row per call. "
                          "`vessel_call.eta` stays as the planners' own value. The history is the primary data, and "
                          "comparing what lines announced against what happened is a plain query.\n"
                          "3. **Event-sourced through Kafka**: publish every update to a topic and build the "
                          "current ETA in a consumer. Most flexible, but it brings Kafka into a service that today "
                          "only has Postgres and the in-cluster event bus.\n\n"
                          "I'd go with 2."),
            ("user", "2"),
            shell("sqlx migrate add -r eta_updates && cat > migrations/20261113101544_eta_updates.up.sql <<'EOF'\n"
                  "CREATE TABLE eta_updates (...);\nCREATE VIEW vessel_eta_latest AS SELECT DISTINCT ON (call_ref) ...;\n"
                  "EOF\nsqlx migrate run && cargo build",
                  "Creating migrations/20261113101544_eta_updates.up.sql\n"
                  "Creating migrations/20261113101544_eta_updates.down.sql\n"
                  "Applied 20261113101544/migrate eta updates (14.211ms)\n" + _D2_BUILD),
            ("assistant", "The migration applied; the build fails because the repo builds with `SQLX_OFFLINE=true` "
                          "(set in .cargo/config.toml) and the new query isn't in the `.sqlx` query cache yet. "
                          "Running `cargo sqlx prepare` against the local database regenerates it."),
            shell("cargo sqlx prepare && git status --short .sqlx | head -3 && cargo build 2>&1 | tail -1",
                  "query data written to .sqlx in the current directory; please check this into version control\n"
                  "?? .sqlx/query-6f0b1d8c4e2a93b7e5d1f0c2a8b4e6d9f1a3c5e7b9d0f2a4c6e8b0d2f4a6c8e0.json\n"
                  " M .sqlx/query-1c9e4a2b7d0f3e6a8c1b5d9f2e4a7c0b3d6f8e1a4c7b0d2f5e8a1c3b6d9f0e2a.json\n"
                  "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 19.02s\n"),
            ("user", "yeah CI builds with SQLX_OFFLINE=true too, there's no database in the CI runner. so: any commit "
                     "that touches a query, run cargo sqlx prepare and commit the .sqlx folder with it. people forget "
                     "this every second week"),
            ("assistant", "Noted, I'll stage the regenerated .sqlx files together with every query change. The two "
                          "cache files above are staged now."),
            ("user", "ok next part, bit of context first. the lines send a lot of noise: TWL's system re-sends the "
                     "ETA every time their AIS position updates, and it wobbles by 2-3 minutes each time, sometimes "
                     "every 10 minutes for a whole day. the planners only care when it really moves. so: store every "
                     "update (append-only is cheap, fine), but only publish BerthPlanChanged when the newest ETA "
                     "differs from the last one we *notified* by 15 minutes or more. keep that last notified ETA on "
                     "vessel_call, new column. the event drives the planners' board and every event makes it beep, "
                     "so no spam, they already turned the sound off once in october and then missed a real change. "
                     "the ETA in the partner payload comes with an offset like +01:00 or sometimes with Z, parse "
                     "both, reject anything without an offset. oh and one more thing, this one is permanent: the DB "
                     "stores UTC only. every timestamp column is timestamptz, we never store local port time, the UI "
                     "converts."),
            shell("apply_patch <<'EOF'\n*** migrations/20261113101544_eta_updates.up.sql: vessel_call.eta_notified "
                  "timestamptz\n*** src/api/partner.rs: insert into eta_updates; notify if |eta - eta_notified| >= "
                  "15 min; DateTime::parse_from_rfc3339 (offset required)\nEOF\n"
                  "sqlx migrate revert && sqlx migrate run && cargo sqlx prepare && cargo test",
                  "patched 2 files\nApplied 20261113101544/revert eta updates (6.3ms)\n"
                  "Applied 20261113101544/migrate eta updates (15.9ms)\n"
                  "query data written to .sqlx in the current directory; please check this into version control\n"
                  + _D2_TEST),
            ("assistant", "Done and tested:\n\n"
                          "- `eta_updates` is append-only (the db test tries an UPDATE and expects the trigger to "
                          "refuse it); `vessel_eta_latest` gives the newest update per call.\n"
                          "- New column `vessel_call.eta_notified` (timestamptz). `BerthPlanChanged` is published "
                          "only when the newest ETA is 15 minutes or more away from `eta_notified`, which is then "
                          "updated. Drift adds up: five 3-minute wobbles in the same direction do trigger it.\n"
                          "- ETA parsing uses RFC 3339, so `+01:00` and `Z` both work and a bare local time is a 422.\n"
                          "- All new columns are timestamptz; the only place that converts to Europe/Amsterdam is "
                          "planner/board.rs, which renders the board.\n\n"
                          "The .sqlx cache is regenerated and staged together with the migration."),
            ("user", "👍 commit it"),
            shell("git add -A && git commit -qm 'store partner ETA updates append-only, notify on >= 15 min change' "
                  "&& git log --oneline -1",
                  "8e4d1a7 store partner ETA updates append-only, notify on >= 15 min change\n"),
        ],
        "facts": [
            fact("eta-append-only",
                 "Partner ETA updates are stored in an append-only eta_updates table with a vessel_eta_latest view; "
                 "vessel_call.eta stays the planners' value (overwrite+audit and Kafka event sourcing were the "
                 "other options).",
                 "decision", "user", ["eta_updates", "append-only"]),
            fact("notify-15",
                 "BerthPlanChanged is published only when the newest ETA differs by 15 minutes or more from "
                 "vessel_call.eta_notified (the last notified ETA); smaller AIS wobbles are stored but not "
                 "notified, because every event beeps on the planners' board.",
                 "decision", "user", ["15 minutes", ["eta_notified", "BerthPlanChanged"]]),
            fact("sqlx-prepare",
                 "CI builds with SQLX_OFFLINE=true, so any commit that touches a query must run cargo sqlx prepare "
                 "and commit the .sqlx folder.",
                 "convention", "user", ["cargo sqlx prepare", ".sqlx"]),
            fact("utc-only",
                 "berth-plan's database stores UTC only: every timestamp column is timestamptz, never local port "
                 "time; the UI converts.",
                 "rule", "user", ["UTC", "timestamptz"], remember=True),
        ],
        "optional": [
            opt("kafka-rejected", "Event sourcing ETA updates through Kafka was not chosen.", ["Kafka"]),
            opt("rfc3339", "Partner ETAs must carry an offset (RFC 3339); a bare local time gets a 422.",
                ["RFC 3339"]),
        ],
        "questions": [
            q("How are ETA updates from shipping lines stored?",
              "append-only eta_updates table, vessel_eta_latest view", ["eta-append-only"]),
            q("When is BerthPlanChanged published for an ETA update?",
              "when the ETA moves 15 minutes or more from eta_notified", ["notify-15"]),
            q("What must be done before committing a change to a query?", "run cargo sqlx prepare and commit .sqlx",
              ["sqlx-prepare"]),
            q("Which time zone does berth-plan store timestamps in?", "UTC only, timestamptz", ["utc-only"]),
        ],
    },
]
