"""h48 Codex sessions, part c: fiscal-bridge, the Kotlin service on each till that drives the receipt and fiscal
printers (receipt footer, the end-of-day Z-report, ATCUD on Portuguese receipts)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FISCAL = "/home/ines/src/fiscal-bridge"

TEMPLATES_KT = """\
object ReceiptTemplates {
    // TODO(2024): move to config
    val footer: Map<Country, List<String>> = mapOf(
        Country.PL to listOf("Dziękujemy za zakupy!", "Kestrel Market - zawsze blisko", "Zwroty w ciągu 30 dni z paragonem"),
        Country.PT to listOf("Obrigado pela sua visita!", "Kestrel Market", "Trocas em 30 dias com talão"),
        Country.DE to listOf("Vielen Dank für Ihren Einkauf!", "Kestrel Market", "Umtausch innerhalb 30 Tagen mit Bon"),
    )
}
"""

PRINTER_LOG = """\
2026-11-14 22:31:02.114 INFO  [EodHandler] daily report requested by S0088-T02 (trigger SCHEDULED)
2026-11-14 22:31:02.120 DEBUG [KaspraProtocol] -> 1B 50 30 23 23 7A 32 30 32 36 2D 31 31 2D 31 34 20 32 32 3A 32 37 3A 30 31 ...
2026-11-14 22:31:02.341 WARN  [KaspraProtocol] <- NAK 17
2026-11-14 22:31:02.342 ERROR [EodHandler] daily report failed: PrinterRejected(code=17)
2026-11-14 22:33:02.519 INFO  [EodHandler] daily report requested by S0088-T02 (trigger SCHEDULED)
2026-11-14 22:33:02.738 WARN  [KaspraProtocol] <- NAK 17
2026-11-14 22:33:02.739 ERROR [EodHandler] daily report failed: PrinterRejected(code=17)
2026-11-14 22:35:02.901 INFO  [EodHandler] daily report requested by S0088-T02 (trigger SCHEDULED)
2026-11-14 22:35:03.117 WARN  [KaspraProtocol] <- NAK 17
2026-11-14 22:35:03.118 ERROR [EodHandler] daily report failed: PrinterRejected(code=17)
"""

PROTOCOL_TABLE = """\
docs/kaspra-fp30-protocol.md

## 7.2 Status bits (ENQ reply, byte 2)
| bit | meaning |
|---|---|
| 0 | paper near end |
| 1 | paper end (17 in combined status) |
| 2 | cover open |

## 7.4 NAK codes
| code | meaning |
|---|---|
| 12 | fiscal memory full |
| 15 | daily report already printed today |
| 17 | date/time earlier than the last fiscal record |
| 21 | VAT rate not programmed |
"""

PT_TICKET = """\
POS-2290  [PT] Receipts without a valid ATCUD - store 0304 (Machico)
Reporter: PT finance (external tax consultant in cc)   Priority: High

During the monthly review we found 412 receipts from tills S0304-T01 and S0304-T02, printed on 21 and 22
November, where the ATCUD is "0-1187", "0-1188" ... instead of "<validation code>-<number>".

Background, as agreed with the consultant:
a) Every receipt must carry the ATCUD: the validation code of the document series, a hyphen, and the
   sequential number of the document within that series.
b) Each till's document series must be communicated to the tax authority before it is used; the
   authority returns the validation code for the series.
c) The receipt must carry the QR code with the fiscal fields (including the ATCUD).
d) We also suggest moving the SAF-T export from monthly to daily so issues like this are caught sooner.

Please fix and confirm which tills are affected.
"""


SESSIONS = [
    {
        "id": "h48-cx-fiscal-receipt-footer",
        "project": FISCAL,
        "start": datetime(2026, 11, 6, 9, 35),
        "about": "fiscal-bridge: marketing wants a loyalty QR and new text in the receipt footer; footer is "
                 "hardcoded per country in ReceiptTemplates.kt; decision: footer from store-config (receipt.footer), "
                 "and a lasting rule in an imperative ('this one outlives the ticket'): never a footer string in "
                 "fiscal-bridge; PL fiscal printers 40 chars per line, PT/DE thermal printers 48; at most 6 footer "
                 "lines; the loyalty QR goes into the non-fiscal trailer after the fiscal part (the Kaspra FP-30 "
                 "rejects graphics inside it); chatter",
        "steps": [
            ("user", "bom dia! marketing strikes again 🙂 they want the receipt footer to say 'Kestrel+ members: scan "
                     "for 50 bonus points' with a QR to the app, in all three countries, starting 1 December. ticket "
                     "MKT-77. where does the footer come from today?"),
            shell("rg -n 'footer' --type kotlin src/main | head -n 12",
                  "src/main/kotlin/pt/kestrel/fiscal/ReceiptTemplates.kt:3:    val footer: Map<Country, List<String>> "
                  "= mapOf(\n"
                  "src/main/kotlin/pt/kestrel/fiscal/ReceiptComposer.kt:58:        ReceiptTemplates.footer.getValue("
                  "store.country).forEach { trailer.line(it) }\n"),
            shell("cat src/main/kotlin/pt/kestrel/fiscal/ReceiptTemplates.kt", TEMPLATES_KT),
            ("assistant", "The footer is hardcoded: `ReceiptTemplates.footer`, three lines per country, with a "
                          "`TODO(2024): move to config` on it. Every marketing change means a fiscal-bridge release "
                          "to ~2,100 tills.\n\n"
                          "store-config already delivers per-store settings to the tills (the close time, the "
                          "terminal host). I'd add a `receipt.footer` section there (lines per language, optional QR "
                          "URL), which store-config's admin UI lets marketing edit; fiscal-bridge reads it at startup "
                          "and on the store-config change event, and falls back to the last cached copy if "
                          "store-config is unreachable."),
            ("user", "yes do that. and this one outlives the ticket, so keep it for good: the footer text lives in "
                     "store-config and nowhere else. no footer strings in fiscal-bridge, not even as a default. if "
                     "store-config never answered and there's no cache, print no footer at all"),
            ("assistant", "Understood, and I'll keep it beyond this ticket: footer text only from store-config; "
                          "fiscal-bridge contains no footer strings, not even a default; with no config and no "
                          "cache the receipt has no footer. Next question is what the printers can actually print. "
                          "Checking the printer drivers' limits:"),
            shell("rg -n 'LINE_WIDTH|MAX_TRAILER|maxTrailerLines|lineWidth' src/main/kotlin | head",
                  "src/main/kotlin/pt/kestrel/fiscal/printer/KaspraFp30.kt:14:    override val lineWidth = 40\n"
                  "src/main/kotlin/pt/kestrel/fiscal/printer/KaspraFp30.kt:15:    override val maxTrailerLines = 6\n"
                  "src/main/kotlin/pt/kestrel/fiscal/printer/ThermalEscPos.kt:11:    override val lineWidth = 48\n"
                  "src/main/kotlin/pt/kestrel/fiscal/printer/ThermalEscPos.kt:12:    override val maxTrailerLines = 20\n"),
            ("assistant", "Two printer families:\n\n"
                          "- **PL**: the Kaspra FP-30 fiscal printers, **40 characters per line**, at most 6 lines in "
                          "the trailer after the fiscal part.\n"
                          "- **PT and DE**: ordinary 80 mm thermal printers over ESC/POS, **48 characters per line** "
                          "(PT has certified software instead of fiscal printers, DE signs through the TSE), trailer "
                          "up to 20 lines.\n\n"
                          "Marketing's sentence is 45 characters, so on PL printers it wraps to two lines. I'd cap the "
                          "footer at 6 lines everywhere so the same store-config text works on all printers, and "
                          "validate in store-config that no line is longer than 40 (wrapping in the middle of a "
                          "word looks bad on a fiscal printer)."),
            ("user", "6 lines max everywhere, yes. and line length: 40 for PL, 48 for the others, validate per "
                     "country, don't punish PT and DE for the polish printers"),
            ("assistant", "Per-country validation then: 40 characters for PL stores, 48 for PT and DE, 6 lines max "
                          "for all.\n\nNow the QR. On the thermal printers it's a plain ESC/POS QR command. On the "
                          "Kaspra FP-30 the protocol doc says graphics are only allowed in non-fiscal documents or "
                          "in the trailer after the fiscal part is closed; a QR command inside the fiscal part is "
                          "rejected (NAK 31). So the QR goes into the non-fiscal trailer, after the totals, VAT "
                          "summary and the fiscal logo. Let me try it on the test printer on my desk's USB."),
            shell("./gradlew -q run --args='print-test --printer kaspra --device /dev/ttyACM0 --footer-file "
                  "/tmp/mkt77.json --qr https://app.kestrel.example/join?src=receipt'",
                  "kaspra: fiscal part OK (doc 00412, total 12.47)\n"
                  "kaspra: trailer 4 lines OK\n"
                  "kaspra: QR in trailer OK (version 3, 29x29)\n"
                  "kaspra: cut OK\n"),
            shell("./gradlew -q run --args='print-test --printer kaspra --device /dev/ttyACM0 --footer-file "
                  "/tmp/mkt77.json --qr https://app.kestrel.example/join?src=receipt --qr-in-fiscal'",
                  "kaspra: fiscal part: QR command rejected: NAK 31 (graphics not allowed in fiscal document)\n"
                  "kaspra: fiscal document cancelled\n"),
            ("assistant", "Confirmed on the printer: QR in the trailer prints, QR inside the fiscal part is rejected "
                          "with NAK 31 and the whole fiscal document gets cancelled. So the rule in the composer is: "
                          "the loyalty QR always goes into the non-fiscal trailer, after the fiscal part, on every "
                          "printer type (same layout everywhere)."),
            ("user", "ok trailer it is. the receipt looks nice btw, the QR is smaller than I thought. delete "
                     "ReceiptTemplates.kt completely"),
            shell("apply_patch < /tmp/footer-from-config.patch && git rm -q src/main/kotlin/pt/kestrel/fiscal/"
                  "ReceiptTemplates.kt && ./gradlew test --console=plain 2>&1 | tail -n 12",
                  "Success. Updated the following files:\nM src/main/kotlin/pt/kestrel/fiscal/ReceiptComposer.kt\n"
                  "A src/main/kotlin/pt/kestrel/fiscal/config/FooterConfig.kt\n"
                  "M src/main/kotlin/pt/kestrel/fiscal/config/StoreConfigClient.kt\n"
                  "\nReceiptComposerTest > footer lines come from store-config() PASSED\n"
                  "ReceiptComposerTest > no config and no cache prints no footer() PASSED\n"
                  "ReceiptComposerTest > cached footer used when store-config unreachable() PASSED\n"
                  "ReceiptComposerTest > loyalty QR is in the trailer after the fiscal part() PASSED\n"
                  "FooterConfigTest > rejects more than 6 lines() PASSED\n"
                  "FooterConfigTest > PL line longer than 40 rejected() PASSED\n"
                  "FooterConfigTest > PT line of 48 accepted() PASSED\n\nBUILD SUCCESSFUL in 19s\n"),
            ("user", "great. I'll do the store-config side this afternoon, it's my repo too. commit"),
            shell("git add -A && git commit -qm 'receipt footer from store-config; loyalty QR in the non-fiscal "
                  "trailer (MKT-77)' && git log -1 --oneline",
                  "d44a7b1 receipt footer from store-config; loyalty QR in the non-fiscal trailer (MKT-77)\n"),
        ],
        "facts": [
            fact("footer-store-config", "Receipt footer text lives only in store-config (receipt.footer); "
                                        "fiscal-bridge has no footer strings, not even a default; with no config and "
                                        "no cache no footer is printed.",
                 "rule", "user", ["store-config", "footer"], remember=True),
            fact("line-widths", "Receipt line width: 40 characters on the PL Kaspra FP-30 fiscal printers, 48 on the "
                                "PT and DE 80 mm thermal printers; footer lines are validated per country.",
                 "config", "user", ["40", "48"]),
            fact("qr-trailer", "The loyalty QR is printed in the non-fiscal trailer after the fiscal part; the "
                               "Kaspra FP-30 rejects a QR inside the fiscal document (NAK 31) and cancels it.",
                 "decision", "assistant", ["QR", ["trailer", "NAK 31"]]),
        ],
        "optional": [
            opt("six-lines", "The receipt footer has at most 6 lines in every country.", ["6 lines"]),
            opt("mkt77", "MKT-77: 'Kestrel+ members: scan for 50 bonus points' footer from 1 December.",
                ["MKT-77"]),
        ],
        "questions": [
            q("Where does the receipt footer text come from?", "store-config only; no footer strings in "
              "fiscal-bridge", ["footer-store-config"]),
            q("How wide is a receipt line on the printers?", "40 characters PL fiscal printers, 48 PT and DE "
              "thermal", ["line-widths"]),
            q("Where on the receipt is the loyalty QR printed?", "in the non-fiscal trailer after the fiscal part",
              ["qr-trailer"]),
        ],
    },
    {
        "id": "h48-cx-fiscal-eod-zreport",
        "project": FISCAL,
        "start": datetime(2026, 11, 16, 8, 55),
        "about": "fiscal-bridge: the Z-report failed on S0088-T02 on Saturday (NAK 17); 'do you remember which port "
                 "the bridge listens on?' answered from config (7311); first guess paper end (misread status table) "
                 "wrong, NAK 17 means date/time earlier than the last fiscal record; root cause the till clock 4 min "
                 "behind because chronyd is disabled in till image 2026.09; fix: chronyd in the image against "
                 "ntp.kestrel.internal and a drift check against the printer clock before the Z-report (abort and "
                 "alert above 60 s); rule: a Z-report is never retried automatically",
        "steps": [
            ("user", "morning. store 0088 (Gdynia) had no Z-report on saturday, T02. the manager called at 22:50, "
                     "the helpdesk told her to wait. now it's monday and we need that report printed, the "
                     "accountant is asking. do you remember which port the bridge listens on on the till? I want to "
                     "curl its status"),
            shell("rg -n 'port' src/main/resources/application.conf",
                  "12:  http.port = 7311        # localhost only, the till client talks to us here\n"),
            ("assistant", "I don't keep anything between sessions, but the config says: fiscal-bridge listens on "
                          "`localhost:7311`, only on the till itself. Let me fetch the log from the till first."),
            shell("ssh s0088-t02 'journalctl -u fiscal-bridge --since \"2026-11-14 22:25\" --until \"2026-11-14 "
                  "22:40\" -o cat' | grep -v DEBUG", PRINTER_LOG),
            ("assistant", "The printer answered every daily-report request with `NAK 17`, and the scheduler tried "
                          "three times at 22:31, 22:33 and 22:35. Looking up 17 in the protocol doc: the status table "
                          "lists \"paper end (17 in combined status)\". So my first guess is the printer ran out of "
                          "paper at the end of the day. Can the store check the roll?"),
            ("user", "she already said on saturday the paper was fine, she printed a non-fiscal report right after. "
                     "so no"),
            shell("sed -n '/## 7.2/,/## 8/p' docs/kaspra-fp30-protocol.md", PROTOCOL_TABLE),
            ("assistant", "My mistake, I read the wrong table. 17 in section 7.2 is a *status bit combination*; a "
                          "`NAK` carries a code from section 7.4, where **17 = date/time earlier than the last fiscal "
                          "record**. The printer refuses a document whose timestamp is before the last one it stored. "
                          "In the log, the request carries the till's time (`2026-11-14 22:27:01` in the hex dump) "
                          "while the log line itself was written at 22:31:02 by... the same till. So the till "
                          "thinks it's earlier than the printer does. Let me compare clocks."),
            shell("ssh s0088-t02 'date -u +%FT%TZ; timedatectl show -p NTPSynchronized; systemctl is-enabled chronyd; "
                  "cat /etc/till-image-release' && curl -s localhost:7311/printer/clock --resolve "
                  "localhost:7311:127.0.0.1 -H 'X-Till: S0088-T02' 2>/dev/null || ssh s0088-t02 'curl -s "
                  "localhost:7311/printer/clock'",
                  "2026-11-16T07:58:12Z\nNTPSynchronized=no\ndisabled\nTILL_IMAGE=2026.09\nBUILD=2026-09-18\n"
                  "{\"printer_clock\":\"2026-11-16T08:02:19+01:00\",\"last_fiscal_record\":\"2026-11-14T22:29:47+01:00\"}\n"),
            ("assistant", "There it is. The till's clock is **4 minutes behind** the printer (07:58:12 UTC = 08:58 "
                          "local vs the printer's 09:02... sorry, the printer's 08:02:19 +01:00 = 07:02 UTC, so "
                          "let me redo that).\n\n"
                          "Printer: 08:02:19+01:00 = 07:02:19Z. Till: 07:58:12Z. That's not 4 minutes, that's the "
                          "printer being 56 minutes behind, which doesn't fit either. Let me check the printer's "
                          "time zone handling before drawing conclusions."),
            shell("ssh s0088-t02 'curl -s localhost:7311/printer/clock?raw=1; echo; timedatectl | sed -n 1,6p'",
                  "{\"raw\":\"2026-11-16 09:02:19\",\"printer_tz_assumed\":\"+01:00\",\"note\":\"printer stores local "
                  "wall time, no zone\"}\n"
                  "               Local time: Mon 2026-11-16 08:58:12 CET\n"
                  "           Universal time: Mon 2026-11-16 07:58:12 UTC\n"
                  "                 RTC time: Mon 2026-11-16 07:58:09\n"
                  "                Time zone: Europe/Warsaw (CET, +0100)\n"
                  "System clock synchronized: no\n"
                  "              NTP service: inactive\n"),
            ("assistant", "OK, the `/printer/clock` endpoint formats the raw value wrongly (it stores wall time "
                          "09:02:19 and the endpoint mislabels it), but the raw values settle it:\n\n"
                          "- printer wall time **09:02:19**\n- till local time **08:58:12**\n\n"
                          "The till is **4 minutes behind** the printer. The printer's last fiscal record is from "
                          "22:29:47 on Saturday (the last receipt, stamped with the printer's own clock); the till "
                          "sent the Z-report with its own time 22:27:01, earlier than that, hence NAK 17.\n\n"
                          "**Root cause**: `chronyd` is **disabled** on this till and NTP is inactive. The till runs "
                          "image **2026.09**; its clock has drifted since it was imaged in September. Let me see how "
                          "many tills are on that image."),
            shell("ansible tills -m shell -a 'cat /etc/till-image-release | head -1; systemctl is-enabled chronyd' -o "
                  "2>/dev/null | awk '{print $NF, $(NF-1)}' | sort | uniq -c",
                  "    412 disabled TILL_IMAGE=2026.09\n   1688 enabled TILL_IMAGE=2026.07\n"),
            ("assistant", "412 tills run image 2026.09 with chronyd disabled; the 1,688 on 2026.07 have it enabled. "
                          "Everything on 2026.09 is drifting and will hit the same NAK 17 sooner or later. Fixes:\n\n"
                          "1. **till-image**: enable chronyd against `ntp.kestrel.internal` again (someone disabled "
                          "it while debugging the boot time in September, judging by the image changelog) and push "
                          "the setting to the 412 tills now with Ansible.\n"
                          "2. **fiscal-bridge**: before sending the Z-report, read the printer's clock and compare; "
                          "if the difference is above a threshold, don't send it, alert instead, so the helpdesk "
                          "knows what's going on rather than seeing NAK 17."),
            ("user", "both. threshold 60 seconds. and the z for saturday: the printer doesn't allow a saturday z now "
                     "on monday by itself, the service tech has to do it in service mode, I'll book him. which brings "
                     "me to something I want you to hold on to for every future session in this repo: a Z-report is "
                     "never retried automatically. one attempt, then alert and stop. a second Z on the same day is a "
                     "fiscal incident, a tax office thing, and needs the tech. the scheduler retrying three times on "
                     "saturday was already too much"),
            ("assistant", "Got it, and I'll keep it for future sessions here: a Z-report is never retried "
                          "automatically; one attempt, then alert and stop, because a second Z-report on the same day "
                          "is a fiscal incident that needs the service technician. The three scheduled retries "
                          "on Saturday go away: `EodHandler` treats any `PrinterRejected` from the daily report as "
                          "final and raises `ZReportFailed` to the till client instead of returning a retryable "
                          "error."),
            shell("apply_patch < /tmp/zreport-guard.patch && ./gradlew test --console=plain 2>&1 | tail -n 10",
                  "Success. Updated the following files:\nM src/main/kotlin/pt/kestrel/fiscal/eod/EodHandler.kt\n"
                  "A src/main/kotlin/pt/kestrel/fiscal/eod/ClockDriftGuard.kt\n"
                  "M src/main/kotlin/pt/kestrel/fiscal/printer/KaspraFp30.kt\n"
                  "\nClockDriftGuardTest > drift 59s allows Z-report() PASSED\n"
                  "ClockDriftGuardTest > drift 61s blocks Z-report and alerts() PASSED\n"
                  "EodHandlerTest > rejected Z-report is not retried() PASSED\n"
                  "EodHandlerTest > ZReportFailed is final for the till client() PASSED\n"
                  "PrinterClockTest > raw wall time is not shifted by tz() PASSED\n\nBUILD SUCCESSFUL in 24s\n"),
            shell("cd ../till-image && sed -i 's/^systemctl disable chronyd/systemctl enable chronyd/' build/"
                  "20-services.sh && grep -n chrony build/20-services.sh files/etc/chrony.conf && ansible tills_202609 "
                  "-m systemd -a 'name=chronyd enabled=yes state=started' -o | tail -n 2",
                  "build/20-services.sh:31:systemctl enable chronyd\n"
                  "files/etc/chrony.conf:1:server ntp.kestrel.internal iburst\n"
                  "s0519-t05 | CHANGED => {\"enabled\": true, \"name\": \"chronyd\", \"state\": \"started\"}\n"
                  "s0521-t01 | CHANGED => {\"enabled\": true, \"name\": \"chronyd\", \"state\": \"started\"}\n"),
            ("assistant", "Done:\n\n"
                          "- fiscal-bridge: `ClockDriftGuard` compares the till clock with the printer's raw wall "
                          "time before a Z-report; above 60 seconds it doesn't send the report and alerts. "
                          "`ZReportFailed` is final, no retries. Also fixed the `/printer/clock` time zone label.\n"
                          "- till-image: chronyd enabled again (for the next image, 2026.11) and started on all 412 "
                          "tills on 2026.09 against `ntp.kestrel.internal`.\n"
                          "- The Saturday Z-report for S0088-T02 needs the service technician in service mode."),
            ("user", "perfect. commit both repos, separate commits"),
            shell("git add -A && git commit -qm 'eod: clock drift guard (60s) before Z-report, never retry a rejected "
                  "Z-report' && git log -1 --oneline && cd ../till-image && git commit -qam 'enable chronyd again "
                  "(disabled by mistake in 2026.09)' && git log -1 --oneline",
                  "8e02c5a eod: clock drift guard (60s) before Z-report, never retry a rejected Z-report\n"
                  "f19b7d3 enable chronyd again (disabled by mistake in 2026.09)\n"),
        ],
        "facts": [
            fact("clock-drift", "The Z-report on S0088-T02 failed with NAK 17 (date/time earlier than the last fiscal "
                                "record) because the till clock was 4 minutes behind: chronyd is disabled in till "
                                "image 2026.09 (412 tills).",
                 "bugfix", "assistant", ["chronyd", "2026.09", ["NAK 17", "4 minutes"]]),
            fact("drift-guard", "Before a Z-report fiscal-bridge compares the till clock with the printer's clock "
                                "(ClockDriftGuard) and does not send it, but alerts, when they differ by more than "
                                "60 seconds.",
                 "decision", "user", [["ClockDriftGuard", "drift"], "60 seconds"]),
            fact("no-z-retry", "A Z-report is never retried automatically: one attempt, then alert and stop; a second "
                               "Z-report on the same day is a fiscal incident that needs the service technician.",
                 "rule", "user", ["Z-report", ["retried", "retries", "retry"]], remember=True),
        ],
        "optional": [
            opt("chrony-ntp", "Tills sync time with chronyd against ntp.kestrel.internal.", ["ntp.kestrel.internal"]),
            opt("port-7311", "fiscal-bridge listens on localhost:7311 on the till.", ["7311"]),
            opt("tech-service-mode", "A missed Z-report for a past day is printed by the service technician in "
                                     "service mode.", ["service mode"]),
        ],
        "questions": [
            q("Why did the Z-report fail at store 0088?", "till clock 4 minutes behind the printer; chronyd disabled "
              "in till image 2026.09; NAK 17", ["clock-drift"]),
            q("What does fiscal-bridge check before a Z-report?", "clock drift against the printer; above 60 "
              "seconds it alerts instead", ["drift-guard"]),
            q("Can a failed Z-report be retried automatically?", "never; one attempt, then alert, the service "
              "technician", ["no-z-retry"]),
        ],
    },
    {
        "id": "h48-cx-fiscal-pt-atcud",
        "project": FISCAL,
        "start": datetime(2026, 11, 25, 10, 10),
        "about": "fiscal-bridge: a pasted ticket POS-2290 (PT receipts with ATCUD '0-1187' from store 0304 after a "
                 "reimage); the person confirms a), b) and c) and rejects d) (SAF-T stays monthly, finance owns it); "
                 "ATCUD = validation code + '-' + sequence; cause: the validation codes were in a local file lost on "
                 "reimage and the code fell back to '0'; decision: validation codes per till series in "
                 "store-config, and a PT till refuses to print a receipt without one; series named FS <till>/<year>",
        "steps": [
            ("user", "hi, Portugal problem. ticket below, finance forwarded it this morning. can you figure out what "
                     "happened on those two tills?\n\n" + PT_TICKET),
            shell("rg -n 'atcud|ATCUD|validationCode' --type kotlin src/main | head -n 12",
                  "src/main/kotlin/pt/kestrel/fiscal/pt/Atcud.kt:9:fun atcud(series: Series, number: Long): String = "
                  "\"${series.validationCode ?: \"0\"}-$number\"\n"
                  "src/main/kotlin/pt/kestrel/fiscal/pt/SeriesStore.kt:14:    private val file = Path(\"/var/lib/"
                  "fiscal-bridge/pt-series.json\")\n"
                  "src/main/kotlin/pt/kestrel/fiscal/pt/SeriesStore.kt:22:    fun current(tillId: TillId, year: Int): "
                  "Series = load()[key(tillId, year)] ?: Series(\"FS ${tillId.compact()}/$year\", null)\n"),
            shell("ssh s0304-t01 'ls -la /var/lib/fiscal-bridge/; cat /etc/till-image-release | head -1; journalctl -u "
                  "fiscal-bridge --since 2026-11-21 -o cat | grep -m3 -i series'",
                  "total 12\ndrwxr-xr-x 2 fiscal fiscal 4096 Nov 21 06:12 .\n"
                  "-rw-r--r-- 1 fiscal fiscal  211 Nov 21 06:12 state.json\n"
                  "TILL_IMAGE=2026.11\n"
                  "WARN  [SeriesStore] /var/lib/fiscal-bridge/pt-series.json not found, no series for S0304-T01/2026\n"
                  "INFO  [SeriesStore] using series FS S0304T01/2026 without validation code\n"
                  "INFO  [Receipt] FS S0304T01/2026 1187 ATCUD 0-1187\n"),
            ("assistant", "What happened:\n\n"
                          "- The ATCUD is built in `Atcud.kt` as `<validation code>-<number>`, which matches a) in "
                          "the ticket. But when the validation code is missing it silently uses `\"0\"`.\n"
                          "- The validation codes are kept in a **local file** on each till, "
                          "`/var/lib/fiscal-bridge/pt-series.json`. Both tills of 0304 were reimaged to 2026.11 on "
                          "21 November at 06:12 and the file didn't survive; the series itself (`FS S0304T01/2026`) "
                          "is derived from the till id and the year, so numbering continued at 1187, but without "
                          "its validation code. Result: `0-1187`, `0-1188`...\n\n"
                          "On the ticket's points: a) is what the code does; b) the series were communicated "
                          "(the codes existed before the reimage); c) the QR includes the ATCUD, so those 412 QR "
                          "codes carry the wrong value too; d) SAF-T export isn't in fiscal-bridge at all.\n\n"
                          "Which of a) to d) do you agree with as how it must work?"),
            ("user", "a b c are right, that's the law and it's how we do it. d no: SAF-T stays monthly and it's "
                     "finance's export from the back office, not ours, I'll answer them. so what's the fix"),
            ("assistant", "Two changes:\n\n"
                          "1. **Validation codes move to store-config**, per till and series: `pt.series` with "
                          "`FS S0304T01/2026 -> validation code`. fiscal-bridge loads them at startup and caches them "
                          "in its state dir, like the footer. A reimage no longer loses them, and when next year's "
                          "series is communicated, finance enters the codes once in one place.\n"
                          "2. **No more `\"0\"` fallback.** If a PT till has no validation code for its current series, "
                          "it refuses to print fiscal receipts and the till client shows \"Série sem código de "
                          "validação\" so the store calls the helpdesk, rather than printing receipts that are "
                          "invalid."),
            ("user", "refusing is harsh... a store that can't sell. hm. but printing invalid receipts is worse, 412 "
                     "of them is already a mess with the consultant. ok do both. the helpdesk can fix store-config in "
                     "5 minutes"),
            shell("apply_patch < /tmp/pt-series-config.patch && ./gradlew test --console=plain --tests '*pt*' 2>&1 | "
                  "tail -n 10",
                  "Success. Updated the following files:\nM src/main/kotlin/pt/kestrel/fiscal/pt/Atcud.kt\n"
                  "M src/main/kotlin/pt/kestrel/fiscal/pt/SeriesStore.kt\n"
                  "M src/main/kotlin/pt/kestrel/fiscal/config/StoreConfigClient.kt\n"
                  "\nAtcudTest > atcud is validation code dash number() PASSED\n"
                  "AtcudTest > missing validation code throws() PASSED\n"
                  "SeriesStoreTest > series loaded from store-config and cached() PASSED\n"
                  "SeriesStoreTest > cache survives store-config outage() PASSED\n"
                  "ReceiptPtTest > till without validation code refuses fiscal receipt() PASSED\n"
                  "ReceiptPtTest > QR contains the ATCUD() PASSED\n\nBUILD SUCCESSFUL in 16s\n"),
            ("assistant", "Tests pass. For the ticket, the affected tills: I checked all PT tills' logs for "
                          "`without validation code` since 1 October."),
            shell("ansible tills_pt -m shell -a \"journalctl -u fiscal-bridge --since 2026-10-01 -o cat | grep -c "
                  "'without validation code' || true\" -o | awk '$NF > 0'",
                  "s0304-t01 | CHANGED | rc=0 | (stdout) 1\ns0304-t02 | CHANGED | rc=0 | (stdout) 1\n"),
            ("assistant", "Only S0304-T01 and S0304-T02. Draft answer for POS-2290:\n\n"
                          "> Affected: tills S0304-T01 and S0304-T02, receipts of 21 and 22 November (412). Cause: "
                          "the series validation codes were stored locally on the till and lost in a reimage; the "
                          "software then printed \"0\" instead of refusing. Fixed: the codes now come from central "
                          "configuration and a till without a valid code will not issue receipts. SAF-T remains "
                          "monthly (finance)."),
            ("user", "good, send me that as text, I'll paste it. and commit"),
            shell("git add -A && git commit -qm 'pt: series validation codes from store-config, refuse receipts "
                  "without one (POS-2290)' && git log -1 --oneline",
                  "2ab90f6 pt: series validation codes from store-config, refuse receipts without one (POS-2290)\n"),
        ],
        "facts": [
            fact("atcud-format", "Portuguese receipts carry the ATCUD: the series validation code, a hyphen, and the "
                                 "document's sequence number in that series; the receipt QR includes it.",
                 "fact", "user", ["ATCUD", "validation code"]),
            fact("codes-store-config", "PT series validation codes now come from store-config (pt.series, cached "
                                       "on the till) instead of the local pt-series.json, which a reimage lost and "
                                       "which made tills print ATCUD 0-1187.",
                 "bugfix", "assistant", [["pt.series", "store-config"], ["pt-series.json", "reimage"]]),
            fact("refuse-without-code", "A PT till without a validation code for its current series refuses to "
                                        "print fiscal receipts instead of falling back to '0'.",
                 "decision", "user", ["validation code", ["refuses", "refuse", "refusing"]]),
            fact("saft-monthly", "The SAF-T export stays monthly and belongs to finance (back office), not "
                                 "fiscal-bridge.",
                 "decision", "user", ["SAF-T", "monthly"]),
        ],
        "optional": [
            opt("series-name", "PT series are named FS <till>/<year>, e.g. FS S0304T01/2026.",
                ["FS S0304T01/2026"]),
        ],
        "questions": [
            q("What is the ATCUD on a Portuguese receipt?", "series validation code, hyphen, sequential number",
              ["atcud-format"]),
            q("Why did store 0304 print ATCUD 0-1187?", "validation codes were in a local pt-series.json lost on "
              "reimage; now from store-config", ["codes-store-config"]),
            q("What does a PT till do without a validation code?", "refuses to print fiscal receipts",
              ["refuse-without-code"]),
        ],
    },
]
