"""h59 Claude Code sessions, part b: selfcheck-kiosk, the RFID self-checkout kiosk app (C#, .NET 8, WPF on
Windows IoT) that talks to shelfmark over SIP2, to the RFID pads over a vendor serial SDK and to an ESC/POS
receipt printer. Offline lending for a day, garbled receipts after a printer firmware flash, and a PR review."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

KIOSK = "/home/tomasz/src/selfcheck-kiosk"

_SIP_LOG = (
    "2026-10-31 09:58:02.114 [INF] SipClient: connecting to sip2.larkmoor.lib:6001 (kiosk MLH-K1)\n"
    "2026-10-31 09:58:12.119 [WRN] SipClient: connect timeout after 10000 ms\n"
    "2026-10-31 09:58:42.121 [INF] SipClient: connecting to sip2.larkmoor.lib:6001 (kiosk MLH-K1)\n"
    "2026-10-31 09:58:52.126 [WRN] SipClient: connect timeout after 10000 ms\n"
    "2026-10-31 09:59:22.130 [ERR] KioskStateMachine: SIP2 unavailable for 80 s -> OutOfOrder\n"
    "2026-10-31 09:59:22.131 [INF] Screen: OutOfOrderScreen shown (reason=Sip2Unavailable)\n"
    "2026-10-31 10:14:05.882 [INF] RfidPad: tag presented on pad 1 uid=E0040150A1B2C3D4 (ignored: OutOfOrder)\n"
    "2026-10-31 10:14:06.017 [INF] RfidPad: tag presented on pad 1 uid=E0040150A1B2C3E9 (ignored: OutOfOrder)\n"
    "2026-10-31 10:31:44.560 [INF] RfidPad: tag presented on pad 1 uid=E0040150A19F0071 (ignored: OutOfOrder)\n"
    "2026-10-31 11:02:10.301 [INF] SipClient: connecting to sip2.larkmoor.lib:6001 (kiosk MLH-K1)\n"
    "2026-10-31 11:02:20.305 [WRN] SipClient: connect timeout after 10000 ms\n"
    "... 412 similar lines ...\n"
    "2026-10-31 17:59:31.777 [INF] SipClient: connecting to sip2.larkmoor.lib:6001 (kiosk MLH-K1)\n"
    "2026-10-31 17:59:41.781 [WRN] SipClient: connect timeout after 10000 ms\n"
    "2026-10-31 18:00:00.002 [INF] Kiosk: closing time, screen off\n"
    "2026-11-02 08:45:13.410 [INF] SipClient: connected to sip2.larkmoor.lib:6001, login ok (CN=mlh-k1)\n"
    "2026-11-02 08:45:13.522 [INF] KioskStateMachine: OutOfOrder -> Idle\n"
)

_BUILD = (
    "  Determining projects to restore...\n"
    "  Restored /home/tomasz/src/selfcheck-kiosk/src/SelfCheck.Core/SelfCheck.Core.csproj (in 412 ms).\n"
    "  Restored /home/tomasz/src/selfcheck-kiosk/src/SelfCheck.App/SelfCheck.App.csproj (in 498 ms).\n"
    "  Restored /home/tomasz/src/selfcheck-kiosk/tests/SelfCheck.Tests/SelfCheck.Tests.csproj (in 530 ms).\n"
    "  SelfCheck.Core -> /home/tomasz/src/selfcheck-kiosk/src/SelfCheck.Core/bin/Debug/net8.0/SelfCheck.Core.dll\n"
    "  SelfCheck.App -> /home/tomasz/src/selfcheck-kiosk/src/SelfCheck.App/bin/Debug/net8.0-windows/SelfCheck.App.dll\n"
    "  SelfCheck.Tests -> /home/tomasz/src/selfcheck-kiosk/tests/SelfCheck.Tests/bin/Debug/net8.0/SelfCheck.Tests.dll\n"
    "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:09.87\n"
)

SESSIONS = [
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cc-kiosk-offline-queue",
        "project": KIOSK,
        "start": datetime(2026, 11, 3, 8, 45),
        "about": "selfcheck-kiosk: offline lending for up to a day when the SIP2 link is down (Millhaven's line); "
                 "three storage options, 'the second one' (SQLite) picked; checkouts only, returns to the book drop; "
                 "per-patron offline limit set to 10 then cut to 5; 24 h cap; replay as SIP2 checkout with no-block; "
                 "an imperative to remember (journal keeps barcodes only, no names or PINs); a joke 'never feed the "
                 "kiosk after midnight'; one-off 'pilot kiosk first'",
        "steps": [
            ("user", "morning. Millhaven's line was down all saturday again and both kiosks sat there saying out of "
                     "order the whole day. we want them to keep lending offline for up to a day and push everything "
                     "to shelfmark once the link is back. design first, code after. here's what K1 logged:\n\n"
                     + _SIP_LOG),
            tool("Read", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Sip/KioskStateMachine.cs", "offset": 1, "limit": 60},
                 "     1\tnamespace SelfCheck.Core.Sip;\n"
                 "     2\t\n"
                 "     3\tpublic sealed class KioskStateMachine\n"
                 "     4\t{\n"
                 "     5\t    private static readonly TimeSpan SipGrace = TimeSpan.FromSeconds(80);\n"
                 "     6\t    private readonly ISipClient _sip;\n"
                 "     7\t    private readonly ILogger<KioskStateMachine> _log;\n"
                 "     8\t    public KioskState State { get; private set; } = KioskState.Starting;\n"
                 "     9\t\n"
                 "    10\t    public void OnSipUnavailable(TimeSpan downFor)\n"
                 "    11\t    {\n"
                 "    12\t        if (downFor < SipGrace) return;\n"
                 "    13\t        _log.LogError(\"SIP2 unavailable for {Seconds} s -> OutOfOrder\", (int)downFor.TotalSeconds);\n"
                 "    14\t        Transition(KioskState.OutOfOrder, OutOfOrderReason.Sip2Unavailable);\n"
                 "    15\t    }\n"
                 "    16\t\n"
                 "    17\t    public async Task<CheckoutResult> CheckoutAsync(string patronBarcode, string itemBarcode, CancellationToken ct)\n"
                 "    18\t    {\n"
                 "    19\t        var resp = await _sip.CheckoutAsync(patronBarcode, itemBarcode, noBlock: false, ct);\n"
                 "    20\t        return CheckoutResult.From(resp);\n"
                 "    21\t    }\n"
                 "    22\t}\n"),
            bash("ls src/SelfCheck.Core src/SelfCheck.Core/Storage; grep -n 'Sqlite' -r src --include=*.csproj",
                 "Printing  Rfid  Screens  Sip  Storage  Telemetry  SelfCheck.Core.csproj\n"
                 "ConfigCache.cs  ConfigCacheSchema.sql\n"
                 "src/SelfCheck.Core/SelfCheck.Core.csproj:14:    <PackageReference Include=\"Microsoft.Data.Sqlite\" Version=\"8.0.10\" />\n"),
            ("assistant", "Here's a design to react to.\n\n"
                          "**What works offline.** Checkouts only. Returns offline are risky (we can't clear holds or "
                          "route items for other branches without shelfmark), so the return screen would say 'please "
                          "use the book drop' while offline.\n\n"
                          "**What we can't check offline.** Patron blocks (fines over the limit, expired card, lost "
                          "card). Offline we can only check that the patron barcode has the right format and check "
                          "digit. That's the reason to cap what one patron can take while offline, and to cap how "
                          "long the kiosk lends without seeing shelfmark.\n\n"
                          "**Where to keep the offline loans** (the journal). Three ways:\n\n"
                          "1. **Append-only JSON lines file.** No dependency, trivial to read by hand. But a power cut "
                          "mid-write leaves a torn last line, and marking entries as replayed means rewriting the file.\n"
                          "2. **SQLite via Microsoft.Data.Sqlite, WAL mode.** Transactions survive power cuts, "
                          "marking a row as replayed is one UPDATE, and the package is already in SelfCheck.Core for "
                          "the config cache.\n"
                          "3. **LiteDB.** Embedded document store, nice API, but a new dependency and a file format "
                          "nobody on the team knows.\n\n"
                          "**Replay.** When SIP2 comes back, a worker sends each journal entry to shelfmark in order "
                          "and marks it done."),
            ("user", "the second one. we already ship sqlite for the config cache so no new native dep on the image. "
                     "checkouts only, yes, returns go to the book drop. limit 10 items per patron while offline? and "
                     "once a kiosk has been offline 24h it stops lending and goes out of order like today"),
            ("assistant", "Good. One more design point for the replay: shelfmark will run its normal checks on each "
                          "replayed checkout, and some will fail — a patron whose card expired that morning, or who "
                          "now owes more than the block limit. The loan physically happened, the book is gone, so "
                          "rejecting it just loses track of the item. SIP2 has a field for exactly this: Checkout "
                          "(message 11) with the **no-block** flag set to `Y` means 'this already happened offline, "
                          "record it', and it carries the original transaction date so the due date is computed from "
                          "the day the patron actually took the book. I'd replay with no-block = Y and the original "
                          "timestamp, and log any warning shelfmark sends back for staff to look at."),
            ("user", "yes exactly that. and Remember this one, it matters more than everything else here: the offline "
                     "journal keeps the patron barcode and the item barcodes, full stop. no names, no PINs, nothing "
                     "else from the patron record. those kiosks stand in public lobbies and one got carried off from "
                     "Northgate last year"),
            tool("Write", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Storage/OfflineJournal.cs",
                           "content": "namespace SelfCheck.Core.Storage; ..."},
                 "File created successfully at: /home/tomasz/src/selfcheck-kiosk/src/SelfCheck.Core/Storage/OfflineJournal.cs"),
            bash("sed -n '1,60p' src/SelfCheck.Core/Storage/OfflineJournal.cs",
                 "namespace SelfCheck.Core.Storage;\n\n"
                 "/// <summary>Loans made while SIP2 is down. Holds barcodes only: no patron names, no PINs.</summary>\n"
                 "public sealed class OfflineJournal : IDisposable\n{\n"
                 "    private const string Schema = \"\"\"\n"
                 "        PRAGMA journal_mode = WAL;\n"
                 "        CREATE TABLE IF NOT EXISTS offline_checkout (\n"
                 "            id            INTEGER PRIMARY KEY AUTOINCREMENT,\n"
                 "            kiosk_id      TEXT NOT NULL,\n"
                 "            patron_barcode TEXT NOT NULL,\n"
                 "            item_barcode  TEXT NOT NULL,\n"
                 "            taken_at_utc  TEXT NOT NULL,\n"
                 "            replayed_at_utc TEXT NULL,\n"
                 "            replay_result TEXT NULL\n"
                 "        );\n"
                 "        CREATE INDEX IF NOT EXISTS ix_pending ON offline_checkout(replayed_at_utc, id);\n"
                 "        \"\"\";\n\n"
                 "    private readonly SqliteConnection _db;\n\n"
                 "    public OfflineJournal(string path)\n    {\n"
                 "        _db = new SqliteConnection($\"Data Source={path};Cache=Private;Pooling=False\");\n"
                 "        _db.Open();\n        using var cmd = _db.CreateCommand();\n"
                 "        cmd.CommandText = Schema;\n        cmd.ExecuteNonQuery();\n    }\n\n"
                 "    public int CountForPatron(string patronBarcode) => ...;\n"
                 "    public void Add(string kioskId, string patronBarcode, string itemBarcode, DateTimeOffset takenAt) => ...;\n"
                 "    public IEnumerable<OfflineCheckout> Pending() => ...;\n"
                 "    public void MarkReplayed(long id, string result) => ...;\n}\n"),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.App/appsettings.json",
                          "old_string": "  \"Sip\": {",
                          "new_string": "  \"Offline\": {\n    \"Enabled\": true,\n    \"JournalPath\": \"C:\\\\SelfCheck\\\\data\\\\offline.db\",\n"
                                        "    \"OfflineItemLimit\": 10,\n    \"OfflineMaxHours\": 24\n  },\n  \"Sip\": {"},
                 "The file has been updated."),
            bash("dotnet build -c Debug 2>&1 | tail -n 12", _BUILD),
            bash("dotnet test tests/SelfCheck.Tests --filter Category=Offline 2>&1 | tail -n 14",
                 "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
                 "  SelfCheck.Tests -> /home/tomasz/src/selfcheck-kiosk/tests/SelfCheck.Tests/bin/Debug/net8.0/SelfCheck.Tests.dll\n"
                 "Test run for /home/tomasz/src/selfcheck-kiosk/tests/SelfCheck.Tests/bin/Debug/net8.0/SelfCheck.Tests.dll (.NETCoreApp,Version=v8.0)\n"
                 "VSTest version 17.11.1 (x64)\n\nStarting test execution, please wait...\n"
                 "A total of 1 test files matched the specified pattern.\n\n"
                 "Passed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 1 s - SelfCheck.Tests.dll (net8.0)\n"),
            ("user", "just talked to the Millhaven branch manager. make it 5 not 10. she says people clear out the DVD "
                     "shelf the moment the kiosk can't see their fines, happened during the last outage at the desk "
                     "too"),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.App/appsettings.json",
                          "old_string": "    \"OfflineItemLimit\": 10,",
                          "new_string": "    \"OfflineItemLimit\": 5,"},
                 "The file has been updated."),
            ("user", "also never feed the kiosk after midnight or it turns into a gremlin 😄"),
            ("assistant", "Noted, no snacks after closing 😄\n\nNow the replay worker. It runs whenever the state "
                          "machine goes from Offline back to Idle: it reads `Pending()` oldest first, sends each as "
                          "SIP2 Checkout with `noBlock: true` and the original `taken_at_utc` as the transaction date, "
                          "waits 200 ms between messages so we don't flood shelfmark's SIP2 server after a long "
                          "outage at several branches at once, and stores the screen message shelfmark sends back in "
                          "`replay_result`."),
            tool("Write", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Sip/OfflineReplayWorker.cs",
                           "content": "namespace SelfCheck.Core.Sip; ..."},
                 "File created successfully at: /home/tomasz/src/selfcheck-kiosk/src/SelfCheck.Core/Sip/OfflineReplayWorker.cs"),
            bash("dotnet run --project tools/SipReplayHarness -- --server sip2-staging.larkmoor.lib:6001 --journal "
                 "fixtures/offline-sample.db 2>&1 | tail -n 16",
                 "replay: 7 pending entries (kiosk MLH-K1)\n"
                 "-> 11YN20261031    101422                  AOMLH|AA29000041177301|AB31000100442187|AC|BON|BIN|AY1AZE9C1\n"
                 "<- 121NNY20261102    084551AOMLH|AA29000041177301|AB31000100442187|AJThe Glass Orchard|AH20261121    235900|AY1AZD8F0\n"
                 "-> 11YN20261031    101455                  AOMLH|AA29000041177301|AB31000100442201|AC|BON|BIN|AY2AZE9B6\n"
                 "<- 121NNY20261102    084551AOMLH|AA29000041177301|AB31000100442201|AJHarbour Lights|AH20261121    235900|AY2AZD8EA\n"
                 "-> 11YN20261031    113007                  AOMLH|AA29000058812940|AB31000100389902|AC|BON|BIN|AY3AZE9A8\n"
                 "<- 121NNY20261102    084552AOMLH|AA29000058812940|AB31000100389902|AJBirds of the Estuary|AH20261121    235900|AFPatron blocked: fines over limit (recorded, no-block)|AY3AZD1C4\n"
                 "-> 11YN20261031    140312                  AOMLH|AA29000012003318|AB31000100500017|AC|BON|BIN|AY4AZE9C0\n"
                 "<- 121NNY20261102    084552AOMLH|AA29000012003318|AB31000100500017|AJSmall Machines|AH20261121    235900|AY4AZD8E2\n"
                 "... 3 more ...\n"
                 "replay: 7 sent, 7 recorded, 1 with warning, 0 failed\n"),
            ("assistant", "Works against staging. The `11YN` at the start is Checkout with no-block = Y; due dates "
                          "came back as 21 November, i.e. counted from 31 October, the day the books left. The third "
                          "one shows the case we talked about: patron over the fines limit, recorded anyway with a "
                          "warning in `replay_result`.\n\n"
                          "Summary of what's in the branch:\n"
                          "- Offline journal in SQLite (WAL) at `C:\\SelfCheck\\data\\offline.db`, barcodes and times "
                          "only — no names, no PINs.\n"
                          "- Checkouts only while offline; the return screen points to the book drop.\n"
                          "- `OfflineItemLimit` 5 per patron, `OfflineMaxHours` 24, then out of order.\n"
                          "- Replay via SIP2 Checkout with no-block and the original date, 200 ms apart."),
            ("user", "👍 put it on the Millhaven pilot kiosk first, K1 only, I'll watch it for a week"),
            bash("./deploy/push-kiosk.ps1 -Kiosk MLH-K1 -Channel pilot 2>&1 | tail -n 4",
                 "Packing SelfCheck 3.8.0-pilot.1 ...\nUploading to MLH-K1 (10.41.12.21) ...\n"
                 "Restarting service SelfCheck ...\nMLH-K1: SelfCheck 3.8.0-pilot.1 running, state Idle\n"),
        ],
        "facts": [
            fact("journal-sqlite", "The kiosk keeps loans made while offline in an SQLite offline journal (WAL, via "
                                   "Microsoft.Data.Sqlite, already shipped for the config cache), not a JSON lines file "
                                   "or LiteDB.",
                 "decision", "user", ["SQLite", "offline journal"]),
            fact("offline-limit", "A patron may take at most 5 items at a kiosk while it is offline (OfflineItemLimit = "
                                  "5, cut from 10 because people emptied the DVD shelf).",
                 "config", "user", ["OfflineItemLimit", "5"]),
            fact("offline-max-hours", "After 24 hours offline a kiosk stops lending and goes out of order "
                                      "(OfflineMaxHours = 24).",
                 "config", "user", ["OfflineMaxHours", "24"]),
            fact("journal-barcodes-only", "The offline journal keeps only the patron barcode and item barcodes: no "
                                          "names, no PINs, nothing else from the patron record (kiosks stand in public "
                                          "lobbies and get stolen).",
                 "rule", "user", ["patron barcode", "PIN"], remember=True),
            fact("replay-no-block", "Offline loans are replayed to shelfmark as SIP2 Checkout (message 11) with the "
                                    "no-block flag Y and the original transaction date, 200 ms apart.",
                 "decision", "assistant", ["no-block", "SIP2"]),
        ],
        "optional": [
            opt("returns-book-drop", "While offline the kiosk takes checkouts only; returns go to the book drop.",
                ["book drop"]),
            opt("limit-was-10", "The offline item limit was first set to 10.", ["OfflineItemLimit", "10"]),
        ],
        "questions": [
            q("Where does a kiosk store the loans it makes while offline?",
              "in an SQLite offline journal", ["journal-sqlite"]),
            q("How many items can a patron take at a kiosk while it is offline?",
              "5, OfflineItemLimit", ["offline-limit"]),
            q("What may the offline journal store about a patron?",
              "only the patron barcode, no names or PINs", ["journal-barcodes-only"]),
            q("How are offline loans sent to shelfmark when the link comes back?",
              "SIP2 Checkout with the no-block flag and the original date", ["replay-no-block"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cc-kiosk-printer-garble",
        "project": KIOSK,
        "start": datetime(2026, 11, 10, 13, 20),
        "about": "selfcheck-kiosk: receipts print junk for accented letters after printer firmware 2.14 at six "
                 "branches; the person's guess (baud rate reset) ruled out, both sides at 19200; cause: the flash "
                 "wiped the printer's stored code page back to CP437 while the kiosk sends Windows-1252 after ESC @ "
                 "and never selects one; fix sends ESC t 16; remember-request with typos; paper near-end offers the "
                 "email receipt (decided); one-off 'run it again'",
        "steps": [
            ("user", "hiya. 6 branches got the new printer firmware last week (2.14) and since then receipts print "
                     "junk wherever there's an accent. photo from Riverside: 'CrΦme br√lΘe for Beginners' lol. I "
                     "bet the firmware put the baud rate back to 9600 and we talk 19200. can you check?"),
            bash("grep -n -A6 '\"Printer\"' src/SelfCheck.App/appsettings.json",
                 "41:  \"Printer\": {\n"
                 "42-    \"Port\": \"COM3\",\n"
                 "43-    \"BaudRate\": 19200,\n"
                 "44-    \"Handshake\": \"RequestToSend\",\n"
                 "45-    \"Columns\": 42,\n"
                 "46-    \"CutAfterFeedLines\": 4\n"
                 "47-  },\n"),
            ("assistant", "Kiosk side is 19200 with RTS/CTS. But a baud mismatch wouldn't look like that photo: with "
                          "the wrong speed every byte is misread and you'd get pages of random symbols, not a clean "
                          "receipt where only é, è and û are wrong. 'CrΦme brûlée' → 'CrΦme brûlΘe' is the signature of "
                          "a code page mix-up: é is 0xE9 in Windows-1252 and 0xE9 is Θ in CP437; è 0xE8 → Φ; "
                          "û 0xFB → √. Can you get a self-test print from one of the updated printers? It lists the "
                          "active code page."),
            ("user", "here, from RIV-K2 (typed it off the slip):\n\n"
                     "```\n*** SELF TEST ***\nModel: RP-80 II\nFirmware: 2.14.0 (2026-09-30)\nInterface: RS-232C\n"
                     "Baud rate: 19200\nData bits: 8  Parity: None\nHandshake: RTS/CTS\nCode page: PC437 (USA, Standard "
                     "Europe)\nInternational chars: USA\nPrint density: 100%\nCutter: enabled\nNV logo: none\n"
                     "***************\n```"),
            ("assistant", "Baud rate 19200 on both sides, so that's ruled out. Code page PC437 is the problem. Let me "
                          "see what the kiosk sends."),
            tool("Read", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Printing/ReceiptPrinter.cs", "offset": 1, "limit": 70},
                 "     1\tnamespace SelfCheck.Core.Printing;\n"
                 "     2\t\n"
                 "     3\tpublic sealed class ReceiptPrinter : IReceiptPrinter\n"
                 "     4\t{\n"
                 "     5\t    private static readonly byte[] Init = { 0x1B, 0x40 };            // ESC @  reset\n"
                 "     6\t    private static readonly byte[] CutPartial = { 0x1D, 0x56, 0x01 }; // GS V 1\n"
                 "     7\t    private static readonly Encoding Text = CodePagesEncodingProvider.Instance.GetEncoding(1252)!;\n"
                 "     8\t    private readonly SerialPort _port;\n"
                 "     9\t\n"
                 "    10\t    public void Print(Receipt receipt)\n"
                 "    11\t    {\n"
                 "    12\t        var buf = new List<byte>(2048);\n"
                 "    13\t        buf.AddRange(Init);\n"
                 "    14\t        foreach (var line in ReceiptLayout.Render(receipt, _columns))\n"
                 "    15\t        {\n"
                 "    16\t            buf.AddRange(Text.GetBytes(line));\n"
                 "    17\t            buf.Add(0x0A);\n"
                 "    18\t        }\n"
                 "    19\t        buf.AddRange(Enumerable.Repeat((byte)0x0A, _cutAfterFeedLines));\n"
                 "    20\t        buf.AddRange(CutPartial);\n"
                 "    21\t        _port.Write(buf.ToArray(), 0, buf.Count);\n"
                 "    22\t    }\n"
                 "    23\t}\n"),
            bash("git log --oneline -S'0x74' -- src/SelfCheck.Core/Printing; grep -rn 'codepage\\|code page' docs/ deploy/ | head",
                 "deploy/printer-setup/README.txt:12:   3. In the utility set Code page = 16 (WPC1252) and press 'Save to NV memory'.\n"
                 "deploy/printer-setup/README.txt:13:   4. Print a self-test and check 'Code page: WPC1252'.\n"),
            ("assistant", "Root cause:\n\n"
                          "- The kiosk encodes every line as **Windows-1252** and starts each receipt with `ESC @` "
                          "(reset), but it never selects a code page. It relied on the printer's stored default.\n"
                          "- That default was set by hand at installation — `deploy/printer-setup/README.txt` says to "
                          "set code page 16 (WPC1252) in the vendor utility and save it to NV memory.\n"
                          "- Flashing firmware 2.14 wiped NV memory back to factory settings: code page 0, "
                          "**CP437**. Plain ASCII is the same in both, so only the accented letters broke.\n\n"
                          "Fix in code: after `ESC @`, send `ESC t 16` (bytes `1B 74 10`) so every receipt selects "
                          "WPC1252 itself. `ESC @` resets to the *stored* default, so the order matters: reset first, "
                          "then select."),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Printing/ReceiptPrinter.cs",
                          "old_string": "    private static readonly byte[] CutPartial = { 0x1D, 0x56, 0x01 }; // GS V 1\n",
                          "new_string": "    private static readonly byte[] CutPartial = { 0x1D, 0x56, 0x01 }; // GS V 1\n"
                                        "    private static readonly byte[] SelectWpc1252 = { 0x1B, 0x74, 0x10 }; // ESC t 16\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Printing/ReceiptPrinter.cs",
                          "old_string": "        buf.AddRange(Init);\n",
                          "new_string": "        buf.AddRange(Init);\n        buf.AddRange(SelectWpc1252);\n"},
                 "The file has been updated."),
            bash("dotnet run --project tools/PrintTest -- --port COM5 --sample accents 2>&1 | tail -n 8",
                 "Opening COM5 at 19200 8N1 RTS/CTS ...\n"
                 "Sent 412 bytes: 1B 40 1B 74 10 4C 61 72 6B 6D 6F 6F 72 20 4C 69 62 72 61 72 69 65 73 0A ...\n"
                 "Printer status: paper jam / cover open (DLE EOT 4 = 0x7E)\n"
                 "ERROR: printer went offline during job\n"),
            ("user", "lab printer jammed, cleared it. run it again"),
            bash("dotnet run --project tools/PrintTest -- --port COM5 --sample accents 2>&1 | tail -n 8",
                 "Opening COM5 at 19200 8N1 RTS/CTS ...\n"
                 "Sent 412 bytes: 1B 40 1B 74 10 4C 61 72 6B 6D 6F 6F 72 20 4C 69 62 72 61 72 69 65 73 0A ...\n"
                 "Printer status: online, paper ok (DLE EOT 4 = 0x12)\n"
                 "Job complete.\n"),
            ("user", "printed 'Crème brûlée for Beginners' and 'Smørrebrød' correctly on the lab RP-80 (which I also "
                     "flashed to 2.14 first). nice. pls remeber this for the future: these RP-80s loose there code page "
                     "every time the firmware gets flashed, so the kiosk sets ESC t itself on every receipt and never "
                     "counts on whatever the printer deafult happens to be"),
            ("assistant", "Will keep that in mind: the kiosk selects the code page with `ESC t` on every receipt and "
                          "never trusts the printer's stored default, since a firmware flash resets it. I'll also add "
                          "a line to `deploy/printer-setup/README.txt` so nobody thinks the NV setting is what makes "
                          "it work."),
            tool("Edit", {"file_path": f"{KIOSK}/deploy/printer-setup/README.txt",
                          "old_string": "   3. In the utility set Code page = 16 (WPC1252) and press 'Save to NV memory'.\n",
                          "new_string": "   3. In the utility set Code page = 16 (WPC1252) and press 'Save to NV memory'.\n"
                                        "      (Since kiosk 3.8 the app sends ESC t 16 on every receipt anyway; firmware\n"
                                        "      flashes reset this setting to PC437.)\n"},
                 "The file has been updated."),
            ("user", "while you're in there. when the paper is nearly out, kiosks print half a receipt and then the "
                     "patron has nothing. can we do something smarter"),
            ("assistant", "The RP-80 reports paper state through the real-time status query `DLE EOT 4` (the same one "
                          "the test tool printed). Bit 2/3 set means the **paper near-end** sensor has tripped — "
                          "there's roughly 1–2 metres left. Options:\n\n"
                          "a) When near-end is set, offer an **email receipt** instead (the patron's email comes from "
                          "the SIP2 patron information response, field BE), and print only if they decline.\n"
                          "b) Print a shortened receipt (titles and due dates only) when near-end is set.\n"
                          "c) Just raise a staff alert and keep printing.\n\n"
                          "(a) plus the staff alert would cover most cases."),
            ("user", "a, with the alert. email receipt only if there's an email on file, otherwise print anyway and "
                     "hope"),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Screens/ReceiptChoice.cs",
                          "old_string": "    public ReceiptMode Choose(PatronInfo patron) => ReceiptMode.Print;\n",
                          "new_string": "    public ReceiptMode Choose(PatronInfo patron, PrinterStatus status)\n"
                                        "    {\n"
                                        "        if (status.PaperNearEnd)\n"
                                        "        {\n"
                                        "            _alerts.Raise(StaffAlert.PaperLow);\n"
                                        "            if (!string.IsNullOrWhiteSpace(patron.Email)) return ReceiptMode.OfferEmail;\n"
                                        "        }\n"
                                        "        return ReceiptMode.Print;\n"
                                        "    }\n"},
                 "The file has been updated."),
            bash("dotnet test tests/SelfCheck.Tests --filter 'Category=Printing|Category=Receipt' 2>&1 | tail -n 3",
                 "Passed!  - Failed:     0, Passed:    22, Skipped:     0, Total:    22, Duration: 2 s - SelfCheck.Tests.dll (net8.0)\n"),
            ("assistant", "All green. In short: receipts were garbled because firmware 2.14 reset the RP-80s to CP437 "
                          "while the kiosk sends Windows-1252 — fixed by sending `ESC t 16` after `ESC @` on every "
                          "receipt. And when the paper near-end sensor trips, the kiosk raises a staff alert and "
                          "offers an email receipt if the patron has an email on file."),
        ],
        "facts": [
            fact("codepage-cause", "Receipts printed junk for accented letters because firmware 2.14 reset the RP-80 "
                                   "printers' stored code page to CP437 while the kiosk encodes Windows-1252 and never "
                                   "selected a code page; fixed by sending ESC t 16 after ESC @.",
                 "bugfix", "assistant", ["CP437", "1252"]),
            fact("esc-t-every-receipt", "The kiosk must select the code page with ESC t on every receipt and never rely "
                                        "on the printer's default: RP-80s lose it on every firmware flash.",
                 "rule", "user", ["ESC t", "every receipt"], remember=True),
            fact("paper-near-end", "When the printer's paper near-end sensor trips (DLE EOT 4), the kiosk raises a staff "
                                   "alert and offers an email receipt if the patron has an email on file, else prints.",
                 "decision", "user", ["near-end", "email receipt"]),
        ],
        "optional": [
            opt("baud-ruled-out", "Baud rate (19200 on kiosk and printer) was not the cause.", ["19200"]),
        ],
        "questions": [
            q("Why did kiosk receipts print junk for accented letters after the printer firmware update?",
              "firmware reset the printer code page to CP437 while the kiosk sends Windows-1252", ["codepage-cause"]),
            q("Can the kiosk rely on the receipt printer's default code page?",
              "no, send ESC t on every receipt", ["esc-t-every-receipt"]),
            q("What does the kiosk do when the receipt paper is nearly out?",
              "raises a staff alert and offers an email receipt if the patron has an email", ["paper-near-end"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cc-kiosk-pr-review",
        "project": KIOSK,
        "start": datetime(2026, 11, 17, 11, 0),
        "about": "selfcheck-kiosk: working through five review comments on PR #212 (set the AFI byte on checkout); "
                 "the logging convention (message templates, no string interpolation) said in a reply; AFI constants "
                 "0x07 / 0xC2; Polly refused; one-off rename; a statement about later sessions (write, read back, "
                 "three tries, then reject)",
        "branch": "feature/afi-on-checkout",
        "steps": [
            ("user", "Beatriz reviewed my AFI PR (#212). can you go through her comments with me, fix what we agree "
                     "on and draft the replies? pasting them:\n\n"
                     "```\n"
                     "[1] src/SelfCheck.Core/Rfid/RfidPad.cs L88\n"
                     "    _log.LogInformation($\"Secured tag {uid} on pad {padId}\");\n"
                     "    -> interpolated string in a log call, intentional?\n\n"
                     "[2] src/SelfCheck.Core/Rfid/RfidPad.cs L95-L102\n"
                     "    magic numbers 0x07 and 0xC2. what are these?\n\n"
                     "[3] src/SelfCheck.Core/Rfid/RfidPad.cs L110\n"
                     "    hand-rolled retry loop. we could pull in Polly for this\n\n"
                     "[4] src/SelfCheck.Core/Rfid/RfidPad.cs L71\n"
                     "    DoTag() says nothing. rename?\n\n"
                     "[5] src/SelfCheck.Core/Rfid/RfidPad.cs L104\n"
                     "    you write the AFI and assume it took. pads drop writes when a tag is at the edge of the\n"
                     "    field. no read-back?\n"
                     "```"),
            tool("Read", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Rfid/RfidPad.cs", "offset": 60, "limit": 60},
                 "    60\tpublic sealed class RfidPad : IRfidPad\n"
                 "    61\t{\n"
                 "    62\t    private readonly IPadSdk _sdk;\n"
                 "    63\t    private readonly ILogger<RfidPad> _log;\n"
                 "    64\t    private readonly int _padId;\n"
                 "    ..\n"
                 "    71\t    public async Task<bool> DoTag(string uid, bool checkout, CancellationToken ct)\n"
                 "    72\t    {\n"
                 "    ..\n"
                 "    88\t        _log.LogInformation($\"Secured tag {uid} on pad {_padId}\");\n"
                 "    ..\n"
                 "    95\t        byte afi = checkout ? (byte)0xC2 : (byte)0x07;\n"
                 "    ..\n"
                 "   104\t        await _sdk.WriteAfiAsync(uid, afi, ct);\n"
                 "   105\t        return true;\n"
                 "   ..\n"
                 "   110\t        for (var attempt = 1; attempt <= 3; attempt++) { /* connect to pad */ }\n"
                 "   ..\n"
                 "   118\t}\n"),
            ("assistant", "My take on each:\n\n"
                          "1. **Interpolated log string** — she's right; the rest of the codebase uses structured "
                          "log templates. Easy fix.\n"
                          "2. **0x07 / 0xC2** — these are the AFI (Application Family Identifier) values of the ISO "
                          "28560 library data model: one means 'item in the library, security on', the other 'on "
                          "loan, gate lets it pass'. Named constants would help.\n"
                          "3. **Polly** — it's a fine library, but it's one loop with three attempts.\n"
                          "4. **DoTag** — something like `SetSecurityAsync(uid, onLoan)`.\n"
                          "5. **Read-back** — real problem: the SDK's `WriteAfiAsync` returns as soon as the command "
                          "is sent; it doesn't confirm the tag stored it. A tag at the edge of the field can miss the "
                          "write and the patron walks into the security gate alarm.\n\n"
                          "What do you want to say for each?"),
            ("user", "1: yes fix. reply to her: we log with message templates, like "
                     "LogInformation(\"Secured tag {TagUid} on pad {PadId}\", uid, padId), never string interpolation "
                     "in a log call — Seq indexes the named properties and interpolation flattens them into text. "
                     "that goes for the whole kiosk codebase, not just this file\n"
                     "2: agreed, AfiValues class, InLibrary = 0x07, OnLoan = 0xC2\n"
                     "3: no Polly. one loop doesn't justify a new dependency on 400 kiosk images\n"
                     "4: SetSecurityAsync is fine\n"
                     "5: see below"),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Rfid/RfidPad.cs",
                          "old_string": "        _log.LogInformation($\"Secured tag {uid} on pad {_padId}\");",
                          "new_string": "        _log.LogInformation(\"Secured tag {TagUid} on pad {PadId}\", uid, _padId);"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Rfid/AfiValues.cs",
                           "content": "namespace SelfCheck.Core.Rfid;\n\n/// <summary>AFI byte, ISO 28560 library model.</summary>\n"
                                      "public static class AfiValues\n{\n    /// <summary>Item is in the library: security gate alarms.</summary>\n"
                                      "    public const byte InLibrary = 0x07;\n\n    /// <summary>Item is on loan: gate lets it pass.</summary>\n"
                                      "    public const byte OnLoan = 0xC2;\n}\n"},
                 "File created successfully at: /home/tomasz/src/selfcheck-kiosk/src/SelfCheck.Core/Rfid/AfiValues.cs"),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Rfid/RfidPad.cs",
                          "old_string": "        byte afi = checkout ? (byte)0xC2 : (byte)0x07;",
                          "new_string": "        byte afi = onLoan ? AfiValues.OnLoan : AfiValues.InLibrary;"},
                 "The file has been updated."),
            bash("rg -n '\\$\"' src --glob '*.cs' | rg 'Log(Trace|Debug|Information|Warning|Error|Critical)'",
                 "src/SelfCheck.Core/Printing/ReceiptPrinter.cs:48:        _log.LogWarning($\"Printer status {status:X2}\");\n"
                 "src/SelfCheck.Core/Sip/OfflineReplayWorker.cs:77:        _log.LogInformation($\"Replayed {entry.Id} -> {result}\");\n"),
            ("assistant", "Since the convention covers the whole codebase, two more interpolated log calls turned up "
                          "outside this PR (ReceiptPrinter and the new OfflineReplayWorker). I'll fix them in the "
                          "same commit so the PR doesn't add to the pile."),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Sip/OfflineReplayWorker.cs",
                          "old_string": "        _log.LogInformation($\"Replayed {entry.Id} -> {result}\");",
                          "new_string": "        _log.LogInformation(\"Replayed {JournalId} -> {ReplayResult}\", entry.Id, result);"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Printing/ReceiptPrinter.cs",
                          "old_string": "        _log.LogWarning($\"Printer status {status:X2}\");",
                          "new_string": "        _log.LogWarning(\"Printer status {PrinterStatus:X2}\", status);"},
                 "The file has been updated."),
            ("user", "rename DoTag now pls"),
            bash("rg -l 'DoTag' src tests | xargs sed -i 's/\\bDoTag\\b/SetSecurityAsync/g' && rg -n 'SetSecurityAsync' src tests",
                 "src/SelfCheck.Core/Rfid/IRfidPad.cs:9:    Task<bool> SetSecurityAsync(string uid, bool onLoan, CancellationToken ct);\n"
                 "src/SelfCheck.Core/Rfid/RfidPad.cs:71:    public async Task<bool> SetSecurityAsync(string uid, bool onLoan, CancellationToken ct)\n"
                 "src/SelfCheck.Core/Checkout/CheckoutFlow.cs:63:        if (!await _pad.SetSecurityAsync(tag.Uid, onLoan: true, ct))\n"
                 "tests/SelfCheck.Tests/Rfid/RfidPadTests.cs:22:        var ok = await pad.SetSecurityAsync(\"E0040150A1B2C3D4\", onLoan: true, default);\n"),
            ("user", "now 5. she's right and it's not just this PR. for whenever we come back to the pad code in later "
                     "sessions: a write to a tag doesn't count until we've read it back and it matches. three tries, "
                     "and if it still doesn't match the checkout is rejected and the screen sends the patron to the "
                     "desk. same for checkin."),
            ("assistant", "Understood — write, read back, compare; up to three tries; after the third mismatch the "
                          "checkout (or checkin) is rejected and the patron goes to the desk. Implementing it in "
                          "`SetSecurityAsync` so every caller gets it."),
            tool("Edit", {"file_path": f"{KIOSK}/src/SelfCheck.Core/Rfid/RfidPad.cs",
                          "old_string": "        await _sdk.WriteAfiAsync(uid, afi, ct);\n        return true;\n",
                          "new_string": "        for (var attempt = 1; attempt <= 3; attempt++)\n"
                                        "        {\n"
                                        "            await _sdk.WriteAfiAsync(uid, afi, ct);\n"
                                        "            var readBack = await _sdk.ReadAfiAsync(uid, ct);\n"
                                        "            if (readBack == afi) return true;\n"
                                        "            _log.LogWarning(\"AFI read back {ReadBack:X2} != {Wanted:X2} on tag {TagUid}, attempt {Attempt}\",\n"
                                        "                readBack, afi, uid, attempt);\n"
                                        "        }\n"
                                        "        return false; // caller rejects and sends the patron to the desk\n"},
                 "The file has been updated."),
            bash("dotnet test tests/SelfCheck.Tests 2>&1 | tail -n 16",
                 "  SelfCheck.Tests -> /home/tomasz/src/selfcheck-kiosk/tests/SelfCheck.Tests/bin/Debug/net8.0/SelfCheck.Tests.dll\n"
                 "Test run for /home/tomasz/src/selfcheck-kiosk/tests/SelfCheck.Tests/bin/Debug/net8.0/SelfCheck.Tests.dll (.NETCoreApp,Version=v8.0)\n"
                 "Starting test execution, please wait...\n"
                 "  Failed SelfCheck.Tests.Rfid.RfidPadTests.SetSecurity_WritesOnce [12 ms]\n"
                 "  Error Message:\n"
                 "   Moq.MockException : Expected invocation on the mock once, but was 0 times: s => s.ReadAfiAsync(It.IsAny<string>(), It.IsAny<CancellationToken>())\n"
                 "  Stack Trace:\n"
                 "     at SelfCheck.Tests.Rfid.RfidPadTests.SetSecurity_WritesOnce() in tests/SelfCheck.Tests/Rfid/RfidPadTests.cs:line 31\n"
                 "\nFailed!  - Failed:     1, Passed:    71, Skipped:     0, Total:    72, Duration: 3 s - SelfCheck.Tests.dll (net8.0)\n"),
            ("assistant", "The old test mocks `WriteAfiAsync` only, so `ReadAfiAsync` returns the default 0x00 and the "
                          "loop fails three times. Updating the test to set up the read-back, and adding one for a tag "
                          "that never takes the write."),
            tool("Edit", {"file_path": f"{KIOSK}/tests/SelfCheck.Tests/Rfid/RfidPadTests.cs",
                          "old_string": "    public async Task SetSecurity_WritesOnce()",
                          "new_string": "    public async Task SetSecurity_ReadsBackAndSucceeds()"},
                 "The file has been updated."),
            bash("dotnet test tests/SelfCheck.Tests 2>&1 | tail -n 2",
                 "Passed!  - Failed:     0, Passed:    73, Skipped:     0, Total:    73, Duration: 3 s - SelfCheck.Tests.dll (net8.0)\n"),
            ("assistant", "Draft replies:\n\n"
                          "**[1]** Fixed. We log with message templates (`LogInformation(\"Secured tag {TagUid} on pad "
                          "{PadId}\", uid, padId)`), never string interpolation in a log call: Seq indexes the named "
                          "properties and interpolation flattens them into text. That's the rule for the whole kiosk "
                          "codebase; I fixed two more call sites outside this PR.\n\n"
                          "**[2]** Moved to `AfiValues`: `InLibrary = 0x07`, `OnLoan = 0xC2`.\n\n"
                          "**[3]** Keeping the loop: one retry loop doesn't justify a new dependency on every kiosk "
                          "image.\n\n"
                          "**[4]** Renamed to `SetSecurityAsync`.\n\n"
                          "**[5]** Good catch. Every AFI write is now read back and compared; three tries, then the "
                          "checkout or checkin is rejected and the patron is sent to the desk."),
            ("user", "post them as is"),
            bash("gh pr review 212 --comment --body-file /tmp/pr212-replies.md && git push -q && gh pr view 212 --json state,reviewDecision",
                 "{\"reviewDecision\":\"REVIEW_REQUIRED\",\"state\":\"OPEN\"}\n"),
        ],
        "facts": [
            fact("log-templates", "Kiosk convention: log with message templates and named properties "
                                  "(LogInformation(\"Secured tag {TagUid} on pad {PadId}\", uid, padId)), never string "
                                  "interpolation in a log call, because Seq indexes the named properties.",
                 "convention", "user", ["message templates", "interpolation"]),
            fact("afi-values", "AFI values (ISO 28560) are in AfiValues: InLibrary = 0x07 (security on), OnLoan = 0xC2.",
                 "config", "user", ["0x07", "0xC2"]),
            fact("no-polly", "No Polly in the kiosk: one retry loop doesn't justify a new dependency on every kiosk "
                             "image.",
                 "decision", "user", ["Polly"]),
            fact("write-read-back", "Every tag write (AFI) must be read back and compared; three tries, then the "
                                    "checkout or checkin is rejected and the patron is sent to the desk.",
                 "rule", "user", ["read back", "three"], remember=True),
        ],
        "optional": [
            opt("rename-set-security", "DoTag was renamed SetSecurityAsync.", ["SetSecurityAsync"]),
        ],
        "questions": [
            q("How should log calls be written in the kiosk code?",
              "message templates with named properties, never string interpolation", ["log-templates"]),
            q("Which AFI values mean in the library and on loan?",
              "0x07 in library, 0xC2 on loan", ["afi-values"]),
            q("What must the kiosk do after writing a tag's AFI?",
              "read it back and compare, three tries, then reject and send the patron to the desk",
              ["write-read-back"]),
        ],
    },
]
