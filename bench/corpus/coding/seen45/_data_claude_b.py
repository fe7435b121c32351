"""h45 Claude Code sessions, part b: a newcomer's questions about the Angular shop-floor UI on the touch panels
(nothing durable), production confirmations from sap-bridge to SAP S/4HANA, and a round of changes to pallet-labels
(Node, ZPL to Zebra printers) before a customer onboarding."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FLOOR = "/home/ana/dev/shopfloor-ui"
SAP = "/home/marek/work/sap-bridge"
LABELS = "/home/marek/work/pallet-labels"

SESSIONS = [
    {
        "id": "h45-cc-floorui-questions",
        "project": FLOOR,
        "start": datetime(2026, 11, 9, 15, 30),
        "about": "only questions from a newcomer reading shopfloor-ui (Angular on the touch panels): badge login "
                 "through keyboard-emulating RFID readers, Chromium kiosk mode from a systemd unit, the offline "
                 "outbox in IndexedDB, exhaustMap vs switchMap, translations per operator; near-miss 'I can never "
                 "remember which of the rxjs operators drops stuff'; nothing decided or changed",
        "steps": [
            ("user", "I'm new on shopfloor-ui and I'll be doing panel stuff from next month. today just explain, "
                     "don't change anything. how does an operator log in with their badge? I can't find a login "
                     "form anywhere"),
            bash("rg -l 'badge' src/app",
                 "src/app/auth/badge-input.directive.ts\nsrc/app/auth/badge-login.service.ts\n"
                 "src/app/shell/shell.component.html\n"),
            tool("Read", {"file_path": f"{FLOOR}/src/app/auth/badge-input.directive.ts", "offset": 14, "limit": 20},
                 "    14\t  private buffer = '';\n"
                 "    15\t  private last = 0;\n"
                 "    16\t\n"
                 "    17\t  @HostListener('document:keydown', ['$event'])\n"
                 "    18\t  onKey(e: KeyboardEvent): void {\n"
                 "    19\t    const now = performance.now();\n"
                 "    20\t    if (now - this.last > 50) this.buffer = '';\n"
                 "    21\t    this.last = now;\n"
                 "    22\t    if (e.key === 'Enter') {\n"
                 "    23\t      if (this.buffer.length >= 10) this.badge.emit(this.buffer);\n"
                 "    24\t      this.buffer = '';\n"
                 "    25\t      return;\n"
                 "    26\t    }\n"
                 "    27\t    if (e.key.length === 1) this.buffer += e.key;\n"
                 "    28\t  }\n"),
            ("assistant", "There is no form because the badge reader types. The RFID readers on the panels are "
                          "USB devices that pretend to be a keyboard: when a badge is held against one, it types the "
                          "badge number and presses Enter. The directive listens to every keydown on the page; "
                          "characters that arrive less than 50 ms apart are collected, and on Enter a buffer of at "
                          "least 10 characters is treated as a badge. A person can't type that fast, so normal "
                          "typing in a text field never looks like a badge. BadgeLoginService then posts the number "
                          "to mes-api's /auth/badge and gets a short-lived token for that station."),
            ("user", "and why does the panel show only the app, no browser bar, no way out of it?"),
            bash("cat deploy/panel/shopfloor-kiosk@.service",
                 "[Unit]\nDescription=Shop-floor UI kiosk for station %i\n"
                 "After=graphical.target network-online.target\n"
                 "\n[Service]\nUser=kiosk\nEnvironment=DISPLAY=:0\n"
                 "ExecStart=/usr/bin/chromium --kiosk --noerrdialogs --disable-pinch "
                 "--overscroll-history-navigation=0 https://shopfloor.talvik.local/station/%i\n"
                 "Restart=always\nRestartSec=3\n\n[Install]\nWantedBy=graphical.target\n"),
            ("assistant", "That's Chromium in kiosk mode, started by a systemd template unit on the panel image. "
                          "`--kiosk` gives a full-screen window without address bar or tabs, `--disable-pinch` and "
                          "`--overscroll-history-navigation=0` stop the two touch gestures that would zoom or "
                          "navigate back. The `%i` is the station name from the unit instance (for example "
                          "shopfloor-kiosk@pk2-left), so each panel opens its own station page. If Chromium exits, "
                          "Restart=always brings it back after 3 seconds."),
            ("user", "network on the floor drops all the time. what happens then, does the operator lose a "
                     "confirmation?"),
            bash("rg -n 'class OutboxService|idempotencyKey|fromEvent\\(window, .online.\\)|interval\\(' "
                 "src/app/outbox/outbox.service.ts && jq '.assetGroups[0].installMode' ngsw-config.json",
                 "12:export class OutboxService {\n"
                 "31:      idempotencyKey: crypto.randomUUID(),\n"
                 "48:    merge(fromEvent(window, 'online'), interval(30_000))\n"
                 "\"prefetch\"\n"),
            ("assistant", "No. Two pieces:\n\n"
                          "- The Angular service worker has the app shell prefetched, so the page itself still "
                          "loads and works without the network.\n"
                          "- Confirmations don't go straight to mes-api: OutboxService writes them into an "
                          "IndexedDB outbox first, each with a client-generated idempotencyKey, and replays the "
                          "outbox when the browser fires `online` and every 30 seconds. Because of the key, mes-api "
                          "recognises a replayed confirmation it already has and doesn't book it twice."),
            ("user", "ha, I can never remember which of the rxjs operators drops stuff. is that exhaustMap? and is it "
                     "used here?"),
            ("assistant", "Yes, exhaustMap is the one that drops: while its inner observable is still running it "
                          "ignores new source values. switchMap cancels the running inner one and starts the new "
                          "one, concatMap queues them, mergeMap runs them all in parallel. In shopfloor-ui the "
                          "confirm button uses exhaustMap, so a second tap while the request is in flight is "
                          "ignored, and the order search uses switchMap, so only the latest search result is "
                          "shown."),
            ("user", "makes sense. last one, translations? I saw de, pl and uk files"),
            ("assistant", "ngx-translate with one JSON file per language in src/assets/i18n (de.json, pl.json, "
                          "uk.json). The language isn't set per panel but per operator: it comes from the operator "
                          "profile that BadgeLoginService gets back, so the same panel switches language when the "
                          "next person badges in."),
            ("user", "great, that's plenty for today, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h45-cc-sap-confirmations",
        "project": SAP,
        "start": datetime(2026, 11, 10, 9, 0),
        "about": "sap-bridge: production confirmations to S/4HANA; OData API_PROD_ORDER_CONFIRMATION_2_SRV chosen, "
                 "IDoc rejected (every partner profile change is a two-week basis ticket), the old BDE file drop "
                 "rejected (errors come back the next morning in a spool); the assistant's numbered questions "
                 "answered tersely (one by one, sap_outbox, yield and scrap together with reason codes, "
                 "CU_MES_CONF, never the final confirmation); retry every 5 minutes changed to 2 minutes, give up "
                 "after 24h; heads-up for future sessions about the SAP year-end freeze 11 December to 7 January",
        "steps": [
            ("user", "next thing in sap-bridge: production confirmations back to SAP. right now the shift leads type "
                     "yield and scrap into CO11N by hand at the end of each shift. options on the table: IDoc through "
                     "an RFC listener, the OData API for confirmations, or the file drop the old BDE system used. "
                     "give me the trade-offs"),
            bash("ls src/SapBridge/Inbound src/SapBridge/Outbound 2>&1; rg -n 'API_[A-Z_]+_SRV' src/ | head -n 3",
                 "src/SapBridge/Inbound:\nLoiproIdocReceiver.cs\nMaterialSync.cs\n"
                 "ls: cannot access 'src/SapBridge/Outbound': No such file or directory\n"
                 "src/SapBridge/Inbound/MaterialSync.cs:18:    private const string Service = \"API_PRODUCT_SRV\";\n"),
            ("assistant", "Today orders come in as LOIPRO IDocs and materials through the OData API_PRODUCT_SRV; "
                          "nothing goes out yet.\n\n"
                          "- **IDoc** (an RFC server in sap-bridge, SAP NCo): asynchronous, SAP keeps failed IDocs "
                          "for reprocessing in BD87. But outbound from us needs a partner profile and port on the "
                          "SAP side for each message type, maintained by basis, and errors land in WE02 where we "
                          "don't see them.\n"
                          "- **OData API_PROD_ORDER_CONFIRMATION_2_SRV**: plain HTTPS and JSON, synchronous, so an "
                          "error (order locked, quantity too high) comes back immediately with SAP's message. We "
                          "need a communication user and we own the retries.\n"
                          "- **File drop**: a CSV in a directory on the app server, picked up by a batch job every "
                          "30 minutes. Simple, but there is no answer at all; problems show up later in the job's "
                          "spool list."),
            ("user", "OData. IDoc is out because every change to a partner profile is a ticket with the basis team "
                     "and those take two weeks, I'm not doing that for every new field. file drop is out, the old "
                     "BDE did exactly that and the errors came back the next morning in a spool nobody read"),
            ("assistant", "OData it is. Before I write the sender:\n\n"
                          "1. Send each confirmation as soon as the operation is confirmed on the panel, or batch "
                          "them per shift?\n"
                          "2. When SAP is down or the order is locked: retry how often, and for how long?\n"
                          "3. Yield and scrap in the same confirmation, or scrap separately?\n"
                          "4. Which user does sap-bridge authenticate as?\n"
                          "5. Should we ever set the final confirmation flag, or does the shift lead do that in "
                          "SAP?"),
            ("user", "1 one by one, as they happen. 2 outbox table, sap_outbox, retry every 5 min, give up after 24h "
                     "and alert. 3 same call, scrap with reason codes. 4 CU_MES_CONF, basis created it last week. 5 "
                     "never, shift lead does that"),
            tool("Write", {"file_path": f"{SAP}/src/SapBridge/Outbound/ConfirmationSender.cs",
                           "content": "public sealed class ConfirmationSender(HttpClient http, ILogger<"
                                      "ConfirmationSender> log)\n{\n"
                                      "    private const string Service = \"API_PROD_ORDER_CONFIRMATION_2_SRV\";\n\n"
                                      "    public async Task<SendResult> SendAsync(OutboxEntry e, CancellationToken "
                                      "ct)\n    {\n"
                                      "        var body = new {\n"
                                      "            OrderID = e.Order, OrderOperation = e.Operation,\n"
                                      "            ConfirmationYieldQuantity = e.Yield, ConfirmationScrapQuantity = "
                                      "e.Scrap,\n"
                                      "            VarianceReasonCode = e.ScrapReason, FinalConfirmationType = \"\" "
                                      "// never final\n        };\n"
                                      "        // ...\n    }\n}\n"},
                 f"File created successfully at: {SAP}/src/SapBridge/Outbound/ConfirmationSender.cs"),
            tool("Write", {"file_path": f"{SAP}/src/SapBridge/Outbound/OutboxWorker.cs",
                           "content": "public sealed class OutboxWorker(SapOutbox outbox, ConfirmationSender sender)"
                                      " : BackgroundService\n{\n"
                                      "    public static readonly TimeSpan RetryInterval = TimeSpan.FromMinutes(5);\n"
                                      "    public static readonly TimeSpan GiveUpAfter = TimeSpan.FromHours(24);\n"
                                      "    // picks due rows from sap_outbox, sends one by one, alerts on give-up\n"
                                      "}\n"},
                 f"File created successfully at: {SAP}/src/SapBridge/Outbound/OutboxWorker.cs"),
            bash("dotnet test 2>&1 | tail -n 1 && dotnet run --project tools/SapProbe -- confirm --system QAS "
                 "--order 1004388 --op 0020 --yield 120 --scrap 2 --reason S07 && dotnet run --project "
                 "tools/SapProbe -- confirm --system QAS --order 1004391 --op 0010 --yield 80",
                 "Passed!  - Failed:     0, Passed:    64, Skipped:     0, Total:    64, Duration: 4 s\n"
                 "201 Created  ConfirmationGroup=3300121 ConfirmationCount=1 user=CU_MES_CONF\n"
                 "400 Bad Request  CO/469: Order 1004391 is currently being processed by user HBERG\n"),
            ("assistant", "The sender works against QAS as CU_MES_CONF: 1004388/0020 was confirmed with 120 good and "
                          "2 scrap under reason S07. 1004391 came back with 400 because the order was open in CO02 "
                          "by HBERG; that's a retryable error, so the entry goes back into sap_outbox. With a retry "
                          "every 5 minutes, a confirmation for an order a shift lead has open stays out of SAP for "
                          "at least 5 minutes after the lock is gone."),
            ("user", "make the retry every 2 minutes then. the locks are usually short and the shift leads want to "
                     "see their numbers in SAP quickly. still give up after 24h"),
            tool("Edit", {"file_path": f"{SAP}/src/SapBridge/Outbound/OutboxWorker.cs",
                          "old_string": "RetryInterval = TimeSpan.FromMinutes(5);",
                          "new_string": "RetryInterval = TimeSpan.FromMinutes(2);"},
                 "The file has been updated."),
            ("user", "heads-up for future sessions: SAP goes into year-end freeze from 11 December to 7 January. no "
                     "transports, and no changes to the confirmation mapping on our side either, because basis can't "
                     "fix anything on their side in that window. keep it in mind whenever we plan the rollout"),
            ("assistant", "Noted: SAP freeze from 11 December to 7 January, no transports and no mapping changes in "
                          "sap-bridge during it. That means confirmations either go live well before 11 December, "
                          "with time left to fix mapping problems, or after 7 January."),
            bash("dotnet test 2>&1 | tail -n 1 && git add -A && git commit -qm 'outbound: production confirmations "
                 "via API_PROD_ORDER_CONFIRMATION_2_SRV with sap_outbox retries' && git log -1 --oneline",
                 "Passed!  - Failed:     0, Passed:    66, Skipped:     0, Total:    66, Duration: 4 s\n"
                 "a93c5f1 outbound: production confirmations via API_PROD_ORDER_CONFIRMATION_2_SRV with sap_outbox "
                 "retries\n"),
        ],
        "facts": [
            fact("confirm-odata", "sap-bridge sends production confirmations through the OData API "
                                  "API_PROD_ORDER_CONFIRMATION_2_SRV; IDoc was rejected because every partner profile "
                                  "change is a basis ticket that takes two weeks, the old BDE file drop because its "
                                  "errors came back the next morning in a spool nobody read.",
                 "decision", "user", ["API_PROD_ORDER_CONFIRMATION_2_SRV", "partner profile", ["spool", "file drop"]]),
            fact("outbox-retry", "Failed confirmations stay in the sap_outbox table and are retried every 2 minutes "
                                 "(first 5, changed); after 24h sap-bridge gives up and alerts.",
                 "config", "user", ["sap_outbox", "2 minutes", "24h"]),
            fact("confirm-shape", "Confirmations are sent one by one as they happen, yield and scrap in the same "
                                  "call with scrap reason codes; sap-bridge never sets the final confirmation, the "
                                  "shift lead does that in SAP.",
                 "decision", "user", ["one by one", ["final confirmation", "reason codes"]]),
            fact("conf-user", "sap-bridge authenticates to SAP as the communication user CU_MES_CONF.",
                 "config", "user", ["CU_MES_CONF", "communication user"]),
            fact("sap-freeze", "SAP is in year-end freeze from 11 December to 7 January: no transports and no "
                               "changes to sap-bridge's confirmation mapping in that window.",
                 "fact", "user", ["freeze", "11 December", "7 January"], remember=True),
        ],
        "optional": [
            opt("locked-order", "An order locked in SAP (CO/469, open in CO02) comes back as 400 and is retried from "
                                "sap_outbox.",
                ["CO/469"]),
        ],
        "questions": [
            q("How does sap-bridge send production confirmations to SAP?",
              "through the OData API API_PROD_ORDER_CONFIRMATION_2_SRV", ["confirm-odata"]),
            q("Why weren't IDocs used for confirmations?",
              "every change to a partner profile is a ticket with the basis team that takes two weeks",
              ["confirm-odata"]),
            q("What happens to a confirmation when SAP is down?",
              "it stays in sap_outbox, retry every 2 minutes, give up after 24h and alert", ["outbox-retry"]),
            q("When is the SAP year-end freeze?", "from 11 December to 7 January", ["sap-freeze"]),
        ],
    },
    {
        "id": "h45-cc-pallet-labels-rework",
        "project": LABELS,
        "start": datetime(2026, 11, 12, 14, 10),
        "about": "pallet-labels (Node, ZPL over port 9100): five proposed changes before the Norrhaven onboarding; "
                 "SSCC in GS1-128 accepted, storing formats on the printers (^DF) rejected because maintenance "
                 "swaps printers, template cache 10 minutes changed to 60 seconds, retries and printers.yaml "
                 "accepted; GS1 company prefix 4012345 and extension digit 3 asked as a question to keep; template "
                 "layout templates/<customer>/<label-type>.zpl.hbs; near-miss joke 'remember the 4000 blank labels "
                 "during carnival week'",
        "steps": [
            ("user", "pallet-labels needs work before the Norrhaven onboarding in December. go through it and tell "
                     "me what you'd change"),
            bash("ls src templates && jq '.dependencies' package.json",
                 "src:\nindex.js\nprint.js\nrender.js\n\ntemplates:\nkanban.zpl.hbs\nnorrhaven-pallet.zpl.hbs\n"
                 "pallet.zpl.hbs\n"
                 "{\n  \"fastify\": \"^4.28.1\",\n  \"handlebars\": \"^4.7.8\",\n  \"pino\": \"^9.4.0\"\n}\n"),
            tool("Read", {"file_path": f"{LABELS}/src/print.js"},
                 "     1\tconst net = require('node:net');\n"
                 "     2\tconst { render } = require('./render');\n"
                 "     3\t\n"
                 "     4\tconst PRINTERS = { 'pk1-zebra-1': '10.30.8.21', 'pk2-zebra-1': '10.30.8.22',\n"
                 "     5\t                   'pk2-zebra-2': '10.30.8.23' };\n"
                 "     6\t\n"
                 "     7\tasync function printPallet(job) {\n"
                 "     8\t  const zpl = await render(job.template, job.data); // reads the .hbs from disk each time\n"
                 "     9\t  const sock = net.connect(9100, PRINTERS[job.printer]);\n"
                 "    10\t  sock.end(zpl);\n"
                 "    11\t}\n"),
            ("assistant", "Five changes I'd make:\n\n"
                          "1. **SSCC as a GS1-128 barcode.** Today the pallet barcode is a plain Code 128 of our "
                          "internal pallet id. Norrhaven's goods-in scans SSCCs; the SSCC check digit would be "
                          "computed in code.\n"
                          "2. **Store the label formats on the printers** (^DF once, then only ^XF plus the "
                          "variable fields per label): much less data per print.\n"
                          "3. **Cache the compiled templates** for 10 minutes instead of reading and compiling the "
                          ".hbs on every job.\n"
                          "4. **Handle an offline printer**: right now a refused connection throws and the job is "
                          "lost silently. Retry 3 times 5 s apart, then mark the job failed so the panel shows it.\n"
                          "5. **Move the printer IPs** out of print.js into config/printers.yaml."),
            ("user", "1 yes, Norrhaven wants the SSCC in GS1-128 anyway. 2 no: maintenance swaps printers whenever "
                     "one jams, and a swapped printer has none of our stored formats, so we'd print blank labels "
                     "until somebody notices. we send the full ZPL every time. 3 ok but not 10 minutes, quality "
                     "edits templates during the shift and wants to see the change on the next pallet. 60 seconds. "
                     "4 yes. 5 yes"),
            tool("Write", {"file_path": f"{LABELS}/src/sscc.js",
                           "content": "// SSCC-18: extension digit + GS1 company prefix + serial reference + check "
                                      "digit\n"
                                      "function checkDigit(digits17) {\n"
                                      "  let sum = 0;\n"
                                      "  for (let i = 0; i < 17; i++) sum += Number(digits17[16 - i]) * (i % 2 === 0 "
                                      "? 3 : 1);\n"
                                      "  return (10 - (sum % 10)) % 10;\n}\n"
                                      "module.exports = { checkDigit };\n"},
                 f"File created successfully at: {LABELS}/src/sscc.js"),
            bash("node -e \"const {checkDigit}=require('./src/sscc'); console.log(checkDigit('00614141123456789'))\"",
                 "0\n"),
            ("user", "can you keep in your memory that our GS1 company prefix is 4012345 and the SSCC extension "
                     "digit we use is 3? you'll need it every time we touch labels"),
            ("assistant", "Yes. So our SSCCs are 3 (extension digit) + 4012345 (company prefix) + a 9-digit serial "
                          "reference + the check digit, 18 digits. I'll take the serial from the pallet sequence "
                          "in mes-api and put the prefix and extension digit into config rather than code."),
            tool("Edit", {"file_path": f"{LABELS}/src/render.js",
                          "old_string": "async function render(name, data) {\n"
                                        "  const tpl = Handlebars.compile(await fs.readFile(path(name), 'utf8'));\n",
                          "new_string": "const TEMPLATE_TTL_MS = 60_000; // quality edits templates during the shift\n"
                                        "async function render(name, data) {\n"
                                        "  const tpl = await cached(name, TEMPLATE_TTL_MS, async () =>\n"
                                        "    Handlebars.compile(await fs.readFile(path(name), 'utf8')));\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{LABELS}/config/printers.yaml",
                           "content": "gs1:\n  company_prefix: \"4012345\"\n  extension_digit: 3\n"
                                      "printers:\n  pk1-zebra-1: 10.30.8.21\n  pk2-zebra-1: 10.30.8.22\n"
                                      "  pk2-zebra-2: 10.30.8.23\nretry:\n  attempts: 3\n  pause_ms: 5000\n"},
                 f"File created successfully at: {LABELS}/config/printers.yaml"),
            ("user", "and the layout: templates live in templates/<customer>/<label-type>.zpl.hbs, so "
                     "templates/norrhaven/pallet.zpl.hbs, templates/norrhaven/kanban.zpl.hbs and so on. the generic "
                     "ones go under templates/_default/. move the existing ones"),
            bash("mkdir -p templates/norrhaven templates/_default && git mv templates/norrhaven-pallet.zpl.hbs "
                 "templates/norrhaven/pallet.zpl.hbs && git mv templates/pallet.zpl.hbs "
                 "templates/_default/pallet.zpl.hbs && git mv templates/kanban.zpl.hbs "
                 "templates/_default/kanban.zpl.hbs && find templates -type f | sort && npm test 2>&1 | tail -n 3",
                 "templates/_default/kanban.zpl.hbs\ntemplates/_default/pallet.zpl.hbs\n"
                 "templates/norrhaven/pallet.zpl.hbs\n"
                 "# tests 29\n# pass 29\n# fail 0\n"),
            ("user", "lol remember the 4000 blank labels during carnival week when the printer in PK1 lost its "
                     "formats? that's exactly why 2 is a no. ok, commit it"),
            bash("git add -A && git commit -qm 'labels: SSCC in GS1-128, template cache 60s, printer retries, "
                 "printers.yaml, templates per customer' && git log -1 --oneline",
                 "0d7b3e8 labels: SSCC in GS1-128, template cache 60s, printer retries, printers.yaml, templates per "
                 "customer\n"),
        ],
        "facts": [
            fact("sscc", "Pallet labels carry the SSCC as a GS1-128 barcode, with the SSCC check digit computed in "
                         "code (Norrhaven's goods-in scans SSCCs).",
                 "decision", "assistant", ["SSCC", "GS1-128"]),
            fact("no-stored-formats", "Label formats are not stored on the printers (^DF); the full ZPL is sent "
                                      "every time, because maintenance swaps printers and a swapped printer has none "
                                      "of our stored formats.",
                 "decision", "user", [["stored formats", "^DF"], "swap"]),
            fact("template-cache", "Compiled label templates are cached for 60 seconds (not the proposed 10 minutes) "
                                   "because quality edits templates during the shift.",
                 "config", "user", ["60 seconds", "template"]),
            fact("template-layout", "Label templates live in templates/<customer>/<label-type>.zpl.hbs (e.g. "
                                    "templates/norrhaven/pallet.zpl.hbs); generic ones under templates/_default/.",
                 "convention", "user", ["templates/<customer>/<label-type>.zpl.hbs", "_default"]),
            fact("gs1-prefix", "Talvik's GS1 company prefix is 4012345 and the SSCC extension digit is 3.",
                 "fact", "user", ["4012345", "extension digit"], remember=True),
        ],
        "optional": [
            opt("printer-retry", "An offline printer is retried 3 times 5 s apart, then the job is marked failed and "
                                 "the panel shows it.",
                ["retry", "failed"]),
            opt("printers-yaml", "Printer IPs live in config/printers.yaml.", ["printers.yaml"]),
        ],
        "questions": [
            q("Why aren't label formats stored on the printers?",
              "maintenance swaps printers and a swapped printer has none of our stored formats",
              ["no-stored-formats"]),
            q("How long are compiled label templates cached?", "60 seconds", ["template-cache"]),
            q("What is our GS1 company prefix?", "4012345, extension digit 3", ["gs1-prefix"]),
            q("Where does a customer's pallet label template go?", "templates/<customer>/<label-type>.zpl.hbs",
              ["template-layout"]),
        ],
    },
]
