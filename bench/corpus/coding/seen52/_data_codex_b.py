"""h52 Codex sessions, part b: billing-meterreads, Tarnvale Water's Java (Spring Batch) billing side: the nightly
smart-meter file from the MDM vendor, invoice totals one öre off, and a Friday export chore for an auditor."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

BILLING = "/home/oskar/code/billing-meterreads"

SESSIONS = [
    {
        "id": "h52-cx-billing-meterfile",
        "project": BILLING,
        "start": datetime(2026, 11, 6, 11, 30),
        "branch": "feat/mdm-nightly-file",
        "about": "billing-meterreads: new nightly smart-meter file from the MDM vendor (pasted email); a request to "
                 "remember a 01:30 import is withdrawn once the delivery window is seen and replaced by 03:15 after "
                 "the .done marker; E reads stored not billed, only A reads billed, F dropped but counted; read_at "
                 "kept in UTC",
        "steps": [
            ("user", "hi. the MDM vendor is moving us to a new nightly delivery of smart-meter reads from the 16th. "
                     "their mail below. need a Spring Batch job to pick it up, like the old readsImportJob but for "
                     "this format.\n\n"
                     "> Subject: Tarnvale Water - new nightly interval read delivery (v3)\n"
                     "> Files: MR_YYYYMMDD_NN.csv.gpg, placed on your SFTP server in /inbound/mdm/\n"
                     "> NN is a sequence 01..99; large nights are split into several files.\n"
                     "> Encryption: OpenPGP to your key (fingerprint ending 9C41 as agreed).\n"
                     "> Delivery window: 00:30-02:45 CET. A marker file MR_YYYYMMDD.done is written when all\n"
                     ">   files of the night are complete.\n"
                     "> Columns: meter_id;read_at;register;value_m3;quality\n"
                     ">   read_at is UTC (ISO 8601), quality A=actual, E=estimated, F=failed.\n"
                     "> The v2 delivery (one zip at 23:00) ends on 15 November.\n\n"
                     "oh and remember that our import kicks off at 01:30 every night, like the old one"),
            shell("ls src/main/java/se/tarnvale/billing/reads/ && sed -n '1,30p' src/main/resources/application.yml",
                  "ReadsImportJobConfig.java  ReadLineMapper.java  ReadProcessor.java  ReadWriter.java\n"
                  "spring:\n  batch:\n    job:\n      enabled: false\n"
                  "  datasource:\n    url: jdbc:postgresql://pg-bill01.tarnvale.local:5432/billing\n"
                  "billing:\n  reads:\n    inbound-dir: /data/sftp/inbound/mdm\n    archive-dir: /data/archive/mdm\n"
                  "    gpg-home: /etc/billing/gnupg\n    cron: \"0 30 1 * * *\"\n    zone: Europe/Stockholm\n"),
            ("assistant", "The old job is configured with `cron: \"0 30 1 * * *\"` (01:30, Europe/Stockholm). Plan "
                          "for the new one, `meterReadImportJob`:\n\n"
                          "1. Find `MR_<date>_NN.csv.gpg` in `/inbound/mdm/` (mounted at `/data/sftp/inbound/mdm`).\n"
                          "2. Decrypt with the key in `/etc/billing/gnupg`, parse `;`-separated lines.\n"
                          "3. Quality: A, E, F handled per your rules.\n"
                          "4. Archive the files after a successful run.\n\n"
                          "One problem with the timing though: the vendor's delivery window is 00:30-02:45, and "
                          "large nights are split into several files. At 01:30 we'd be reading in the middle of the "
                          "delivery and could import part of a night, then miss the rest. Their "
                          "`MR_YYYYMMDD.done` marker is there so you can wait for it."),
            ("user", "ugh, right. scrap the 01:30 thing, don't keep that. the import runs at 03:15: after the "
                     "window has closed, and only if the .done marker for the night is there. 03:15 is the one to "
                     "remember"),
            shell("apply_patch <<'EOF'\n*** Update File: src/main/resources/application.yml\n@@\n"
                  "-    cron: \"0 30 1 * * *\"\n+    cron: \"0 15 3 * * *\"     # after the 00:30-02:45 delivery "
                  "window\n+    require-done-marker: true  # MR_YYYYMMDD.done must exist\nEOF",
                  "Success. Updated the following files:\nM src/main/resources/application.yml\n"),
            shell("apply_patch <<'EOF'\n*** Add File: src/main/java/se/tarnvale/billing/reads/DoneMarkerTasklet.java"
                  "\n+/** First step of meterReadImportJob: fails the job (and pages billing on-call) if\n"
                  "+ *  MR_YYYYMMDD.done is missing at 03:15. */\n+public class DoneMarkerTasklet implements "
                  "Tasklet { ... }\nEOF",
                  "Success. Updated the following files:\nA src/main/java/se/tarnvale/billing/reads/"
                  "DoneMarkerTasklet.java\n"),
            ("assistant", "Schedule is `0 15 3 * * *` in Europe/Stockholm, and the first step checks for "
                          "`MR_YYYYMMDD.done`; without it the job fails and pages the billing on-call instead of "
                          "importing a partial night.\n\n"
                          "Next the quality column: A is clear. What should happen to E (estimated by the MDM) and "
                          "F (failed) reads?"),
            ("user", "E reads: store them, but don't bill from them. billing uses only A reads; if a customer has "
                     "only E reads for the period we estimate ourselves like today. F reads get dropped but counted "
                     "in the job report so we see if a meter keeps failing"),
            shell("apply_patch <<'EOF'\n*** Update File: src/main/java/se/tarnvale/billing/reads/ReadProcessor.java"
                  "\n@@\n-        return read;\n+        switch (read.quality()) {\n"
                  "+            case 'A' -> { return read.billable(true); }\n"
                  "+            case 'E' -> { return read.billable(false); }   // stored, never billed from\n"
                  "+            case 'F' -> { stepContext.increment(\"failedReads\"); return null; }  // dropped, "
                  "counted\n+            default -> throw new ReadFormatException(read);\n+        }\nEOF",
                  "Success. Updated the following files:\nM src/main/java/se/tarnvale/billing/reads/"
                  "ReadProcessor.java\n"),
            shell("./mvnw -q test -Dtest='MeterRead*,ReadProcessor*,DoneMarker*' 2>&1 | tail -20",
                  "[INFO] Running se.tarnvale.billing.reads.MeterReadImportJobTest\n"
                  "2026-11-06 12:14:51.882  INFO --- [main] o.s.b.c.l.support.SimpleJobLauncher : Job: "
                  "[SimpleJob: [name=meterReadImportJob]] launched with the following parameters: "
                  "[{night=2026-11-05}]\n"
                  "2026-11-06 12:14:51.905  INFO --- [main] o.s.batch.core.job.SimpleStepHandler : Executing step: "
                  "[doneMarker]\n"
                  "2026-11-06 12:14:51.917  INFO --- [main] o.s.batch.core.job.SimpleStepHandler : Executing step: "
                  "[decryptAndImport]\n"
                  "2026-11-06 12:14:53.204  INFO --- [main] s.t.billing.reads.ReadReport : night=2026-11-05 "
                  "files=3 lines=412886 A=409112 E=3519 F=255 billable=409112\n"
                  "2026-11-06 12:14:53.221  INFO --- [main] o.s.batch.core.step.AbstractStep : Step: "
                  "[decryptAndImport] executed in 1s287ms\n"
                  "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 3.902 s\n"
                  "[INFO] Running se.tarnvale.billing.reads.ReadProcessorTest\n"
                  "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.041 s\n"
                  "[INFO] Running se.tarnvale.billing.reads.DoneMarkerTaskletTest\n"
                  "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.012 s\n"
                  "[INFO] BUILD SUCCESS\n"),
            ("assistant", "Tests pass on the vendor's sample night (3 files, 412,886 lines): 409,112 A reads "
                          "billable, 3,519 E reads stored with `billable=false`, 255 F reads dropped and reported "
                          "as `failedReads` in the job report. Missing `.done` marker fails the job (test "
                          "`failsWithoutDoneMarker`)."),
            ("user", "read_at is UTC in their file, right? keep it UTC in the db, the billing periods are "
                     "converted at the end anyway"),
            shell("rg -n 'read_at|readAt' src/main/java/se/tarnvale/billing/reads/ReadLineMapper.java "
                  "src/main/resources/db/changelog/*.sql | head -5",
                  "src/main/java/se/tarnvale/billing/reads/ReadLineMapper.java:22:        Instant readAt = "
                  "Instant.parse(f[1]);   // vendor sends UTC, stored as-is\n"
                  "src/main/resources/db/changelog/041-meter-read.sql:6:    read_at timestamptz not null,\n"),
            ("assistant", "Yes: `read_at` is parsed as an `Instant` from the vendor's UTC value and stored in a "
                          "`timestamptz` column, so it stays UTC; nothing converts it on the way in."),
        ],
        "facts": [
            fact("import-0315", "The nightly meter-read import runs at 03:15, after the vendor's 00:30-02:45 "
                                "delivery window, and only if the night's .done marker exists (the earlier 01:30 "
                                "was withdrawn).",
                 "config", "user", ["03:15"], remember=True),
            fact("file-location", "The MDM vendor delivers MR_YYYYMMDD_NN.csv.gpg files to /inbound/mdm/ on the "
                                  "SFTP server.",
                 "config", "user", ["/inbound/mdm", "MR_YYYYMMDD_NN"]),
            fact("quality-codes", "E (estimated) reads are stored but never billed; billing uses only A reads; F "
                                  "reads are dropped but counted in the job report.",
                 "decision", "user", ["E reads", "A reads"]),
            fact("read-at-utc", "read_at is kept in UTC in the database, as the vendor sends it.",
                 "config", "user", ["read_at", "UTC"]),
        ],
        "optional": [
            opt("done-marker", "The job's first step fails and pages on-call if MR_YYYYMMDD.done is missing.",
                ["MR_YYYYMMDD.done"]),
            opt("delivery-window", "The vendor delivers between 00:30 and 02:45 CET.", ["02:45"]),
        ],
        "questions": [
            q("When does the nightly meter-read import run?", "03:15, only if the .done marker exists",
              ["import-0315"]),
            q("Where do the smart-meter files arrive?", "/inbound/mdm/ as MR_YYYYMMDD_NN.csv.gpg",
              ["file-location"]),
            q("Are estimated reads billed?", "E reads are stored, never billed from; only A reads",
              ["quality-codes"]),
        ],
    },
    {
        "id": "h52-cx-billing-rounding",
        "project": BILLING,
        "start": datetime(2026, 11, 14, 15, 0),
        "branch": "fix/invoice-ore-diff",
        "about": "billing-meterreads: printed invoice totals 1 öre off; wrong guess (double arithmetic) ruled out; "
                 "cause: invoice-print sums the unrounded amountExact and rounds the total AwayFromZero while "
                 "billing rounds each line HALF_EVEN; conditional standing request ('if you ever touch rounding "
                 "again'); Moneta proposal left unanswered; convention in a review of the agent's test (no "
                 "BigDecimal double constructor)",
        "steps": [
            ("user", "customer service has 14 complaints this month: the total on the printed invoice is 1 öre "
                     "off from the total in My Pages. example invoice 2026-10-118842. how is that even possible"),
            shell("psql -h pg-bill01.tarnvale.local billing -c \"select line_no, item, qty, unit_price, amount from "
                  "invoice_line where invoice_no = '2026-10-118842' order by line_no\" -c \"select total from "
                  "invoice where invoice_no = '2026-10-118842'\"",
                  " line_no |         item          |   qty    | unit_price | amount\n"
                  "---------+-----------------------+----------+------------+--------\n"
                  "       1 | Fixed charge Q4 share |   1.0000 |   412.5000 | 412.50\n"
                  "       2 | Water volume          |  23.4650 |    24.3750 | 571.96\n"
                  "       3 | Wastewater volume     |  23.4650 |    31.1250 | 730.35\n"
                  "       4 | Meter rental          |   1.0000 |    18.7500 |  18.75\n"
                  "(4 rows)\n\n  total\n---------\n 1733.56\n(1 row)\n"),
            ("assistant", "Stored lines sum to 1733.56, which is what My Pages shows. My first guess is floating "
                          "point somewhere in the tariff path: if any step multiplies `qty * unit_price` as a "
                          "`double` before converting back, 23.465 x 24.375 = 571.959375 can come out as "
                          "571.95937499999... and round down. Let me look for doubles."),
            shell("rg -n '\\bdouble\\b|Double\\.' src/main/java | grep -v test",
                  "src/main/java/se/tarnvale/billing/report/UsageStatsReport.java:44:    double avgPerDay = "
                  "total.doubleValue() / days;\n"
                  "src/main/java/se/tarnvale/billing/report/UsageStatsReport.java:51:    double p95 = "
                  "percentile(values, 0.95);\n"),
            ("assistant", "Not that: the only doubles are in `UsageStatsReport`, which isn't on the invoice path; "
                          "the tariff calculation is `BigDecimal` all the way. So billing's own numbers are "
                          "consistent. The printed total comes from somewhere else: invoice-print, the .NET "
                          "service that renders the PDF. Let me look at what we send it."),
            shell("curl -s localhost:8080/internal/print-payload/2026-10-118842 | jq '{lines: [.lines[] | "
                  "{item, amount, amountExact}], total}'; grep -rn 'Sum\\|Round' ../invoice-print/src/Invoice/"
                  "Totals.cs",
                  "{\n  \"lines\": [\n"
                  "    { \"item\": \"Fixed charge Q4 share\", \"amount\": 412.50, \"amountExact\": 412.5 },\n"
                  "    { \"item\": \"Water volume\", \"amount\": 571.96, \"amountExact\": 571.959375 },\n"
                  "    { \"item\": \"Wastewater volume\", \"amount\": 730.35, \"amountExact\": 730.3453125 },\n"
                  "    { \"item\": \"Meter rental\", \"amount\": 18.75, \"amountExact\": 18.75 }\n  ],\n"
                  "  \"total\": null\n}\n"
                  "../invoice-print/src/Invoice/Totals.cs:18:        var sum = lines.Sum(l => l.AmountExact);\n"
                  "../invoice-print/src/Invoice/Totals.cs:19:        return Math.Round(sum, 2, "
                  "MidpointRounding.AwayFromZero);\n"),
            ("assistant", "Found it. Billing rounds **each line** to 2 decimals with `HALF_EVEN` and sums the "
                          "rounded lines: 412.50 + 571.96 + 730.35 + 18.75 = **1733.56**.\n\n"
                          "invoice-print doesn't use those: we send it `amountExact` (unrounded) and no total, and "
                          "`Totals.cs` sums the exact amounts and rounds the **total** once, `AwayFromZero`: "
                          "412.5 + 571.959375 + 730.3453125 + 18.75 = 1733.5546875, printed as **1733.55**. The "
                          "lines on the PDF show the rounded amounts, so the paper invoice doesn't even add up on "
                          "its own.\n\n"
                          "Fix on our side: stop sending `amountExact`, send the rounded `amount` per line and the "
                          "`total`, and invoice-print prints what it gets."),
            ("user", "yes. fix it on our side like that, I'll tell the print team to print what we send and not "
                     "calculate anything. and if you ever touch rounding again in this repo: we round per line "
                     "item, HALF_EVEN, 2 decimals, then sum the rounded lines. never round the total"),
            shell("apply_patch <<'EOF'\n*** Update File: src/main/java/se/tarnvale/billing/print/"
                  "PrintPayloadMapper.java\n@@\n-        l.put(\"amountExact\", line.exactAmount());\n"
                  "         l.put(\"amount\", line.amount());\n@@\n-        p.put(\"total\", null);\n"
                  "+        p.put(\"total\", invoice.total());   // sum of rounded lines; the printer must not "
                  "recompute\nEOF",
                  "Success. Updated the following files:\nM src/main/java/se/tarnvale/billing/print/"
                  "PrintPayloadMapper.java\n"),
            shell("apply_patch <<'EOF'\n*** Add File: src/test/java/se/tarnvale/billing/print/"
                  "PrintPayloadMapperTest.java\n+    @Test void totalIsSumOfRoundedLines() {\n"
                  "+        var inv = invoice(line(new BigDecimal(23.465), new BigDecimal(24.375)),\n"
                  "+                          line(new BigDecimal(23.465), new BigDecimal(31.125)));\n"
                  "+        assertThat(mapper.map(inv).get(\"total\")).isEqualTo(new BigDecimal(\"1302.31\"));\n"
                  "+    }\nEOF\n./mvnw -q test -Dtest='PrintPayload*,InvoiceTotal*' 2>&1 | tail -4",
                  "Success. Updated the following files:\nA src/test/java/se/tarnvale/billing/print/"
                  "PrintPayloadMapperTest.java\n"
                  "[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.118 s\n"
                  "[INFO] BUILD SUCCESS\n"),
            ("assistant", "The payload now carries the rounded `amount` per line and `total` (sum of the rounded "
                          "lines); `amountExact` is gone. Invoice 2026-10-118842 gives 1733.56 in both places.\n\n"
                          "Side note: this kind of bug is easier to avoid with a money type. JSR 354 "
                          "(`javax.money`, the Moneta implementation) would carry currency and rounding with the "
                          "amount instead of bare `BigDecimal`s."),
            ("user", "review on your test: you wrote new BigDecimal(23.465). we never use the double constructor "
                     "here, it gives 23.464999999999999857891452847979962825775146484375. always "
                     "BigDecimal from a string or BigDecimal.valueOf. fix the test"),
            shell("apply_patch <<'EOF'\n*** Update File: src/test/java/se/tarnvale/billing/print/"
                  "PrintPayloadMapperTest.java\n@@\n"
                  "-        var inv = invoice(line(new BigDecimal(23.465), new BigDecimal(24.375)),\n"
                  "-                          line(new BigDecimal(23.465), new BigDecimal(31.125)));\n"
                  "+        var inv = invoice(line(new BigDecimal(\"23.465\"), new BigDecimal(\"24.375\")),\n"
                  "+                          line(new BigDecimal(\"23.465\"), new BigDecimal(\"31.125\")));\nEOF\n"
                  "rg -n 'new BigDecimal\\([0-9]' src/ ; ./mvnw -q test 2>&1 | tail -3",
                  "Success. Updated the following files:\nM src/test/java/se/tarnvale/billing/print/"
                  "PrintPayloadMapperTest.java\n"
                  "[INFO] Tests run: 212, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 41.77 s\n"
                  "[INFO] BUILD SUCCESS\n"),
            ("assistant", "Fixed: the test builds its values from strings, and `rg` finds no other "
                          "`new BigDecimal(<number>)` in src/. Full suite: 212 tests, all green."),
            ("user", "pr description pls, short"),
            ("assistant", "**Send rounded line amounts and the total to invoice-print**\n\n"
                          "Printed invoice totals were 1 öre off from My Pages (14 complaints in October). "
                          "invoice-print summed the unrounded `amountExact` and rounded the total "
                          "`AwayFromZero`; billing rounds each line `HALF_EVEN` and sums. The payload now has only "
                          "the rounded `amount` per line and the `total`, and invoice-print prints them as they "
                          "are (change on their side tracked separately).\n\nTest: `PrintPayloadMapperTest`."),
        ],
        "facts": [
            fact("rounding-cause", "Printed invoice totals were 1 öre off because invoice-print summed the "
                                   "unrounded amountExact and rounded the total AwayFromZero; billing now sends only "
                                   "rounded line amounts and the total. Doubles in the tariff path were not the "
                                   "cause.",
                 "bugfix", "assistant", ["invoice-print", "amountExact"]),
            fact("rounding-rule", "Invoice rounding: round per line item, HALF_EVEN, 2 decimals, then sum the "
                                  "rounded lines; never round the total.",
                 "rule", "user", ["HALF_EVEN", "line item"], remember=True),
            fact("bigdecimal-strings", "Never use the BigDecimal double constructor; create BigDecimal from a string "
                                       "or with BigDecimal.valueOf.",
                 "convention", "user", ["BigDecimal", "valueOf"]),
        ],
        "optional": [
            opt("usage-stats-doubles", "The only doubles are in UsageStatsReport, off the invoice path.",
                ["UsageStatsReport"]),
            opt("print-team", "invoice-print is the .NET service that renders invoice PDFs.", ["invoice-print"]),
        ],
        "questions": [
            q("Why were printed invoice totals 1 öre off?",
              "invoice-print summed unrounded amountExact and rounded the total AwayFromZero", ["rounding-cause"]),
            q("How is invoice rounding done?", "per line item, HALF_EVEN, 2 decimals, then sum; never round the total",
              ["rounding-rule"]),
            q("How should BigDecimal values be created?", "from a string or BigDecimal.valueOf, never the double "
                                                          "constructor", ["bigdecimal-strings"]),
        ],
    },
    {
        "id": "h52-cx-billing-audit-export",
        "project": BILLING,
        "start": datetime(2026, 11, 21, 16, 5),
        "branch": "main",
        "about": "billing-meterreads: Friday chore, October reads of 20 meters as CSV for an external auditor into "
                 "~/tmp; one-off rename, a one-off 'always' for this run, 'run it again' with a header; weekend "
                 "chatter; nothing durable",
        "steps": [
            ("user", "friday afternoon chore, sigh. the external auditor wants all meter reads for October for the "
                     "20 meters in meters.txt (in my home dir), as CSV. just dump it into ~/tmp, not in the repo"),
            shell("cat ~/meters.txt | tr '\\n' ' '",
                  "SM-4410281 SM-4410297 SM-4411053 SM-4411058 SM-4412210 SM-4412911 SM-4413007 SM-4413150 "
                  "SM-4414402 SM-4414486 SM-4415111 SM-4415530 SM-4416002 SM-4416040 SM-4417329 SM-4417388 "
                  "SM-4418025 SM-4418803 SM-4419217 SM-4419950 \n"),
            shell("mkdir -p ~/tmp && psql -h pg-bill01.tarnvale.local billing -c \"\\copy (select meter_id, "
                  "read_at, register, value_m3 from meter_read where meter_id = any(string_to_array('$(paste -sd, "
                  "~/meters.txt)', ',')) and read_at >= '2026-10-01' and read_at < '2026-11-01' order by 1, 2) to "
                  "'$HOME/tmp/audit_oct_reads.csv' csv\"",
                  "COPY 14880\n"),
            ("assistant", "Done: `~/tmp/audit_oct_reads.csv`, 14,880 rows, which is 20 meters x 744 hourly reads "
                          "(31 days x 24), so no gaps."),
            ("user", "rename it to tarnvale_reads_2026-10.csv, their template wants that name"),
            shell("mv ~/tmp/audit_oct_reads.csv ~/tmp/tarnvale_reads_2026-10.csv && ls -l ~/tmp/",
                  "total 1012\n-rw-r--r-- 1 oskar oskar 1034512 Nov 21 16:09 tarnvale_reads_2026-10.csv\n"),
            ("user", "and for this run always include the quality column, they asked specifically"),
            shell("psql -h pg-bill01.tarnvale.local billing -c \"\\copy (select meter_id, read_at, register, "
                  "value_m3, quality from meter_read where meter_id = any(string_to_array('$(paste -sd, "
                  "~/meters.txt)', ',')) and read_at >= '2026-10-01' and read_at < '2026-11-01' order by 1, 2) to "
                  "'$HOME/tmp/tarnvale_reads_2026-10.csv' csv\" && head -3 ~/tmp/tarnvale_reads_2026-10.csv",
                  "COPY 14880\n"
                  "SM-4410281,2026-10-01 00:00:00+00,1.8.0,1841.213,A\n"
                  "SM-4410281,2026-10-01 01:00:00+00,1.8.0,1841.229,A\n"
                  "SM-4410281,2026-10-01 02:00:00+00,1.8.0,1841.241,A\n"),
            ("user", "ah no header. run it again with the header, forgot that"),
            shell("psql -h pg-bill01.tarnvale.local billing -c \"\\copy (select meter_id, read_at, register, "
                  "value_m3, quality from meter_read where meter_id = any(string_to_array('$(paste -sd, "
                  "~/meters.txt)', ',')) and read_at >= '2026-10-01' and read_at < '2026-11-01' order by 1, 2) to "
                  "'$HOME/tmp/tarnvale_reads_2026-10.csv' csv header\" && head -2 ~/tmp/tarnvale_reads_2026-10.csv "
                  "&& cut -d, -f5 ~/tmp/tarnvale_reads_2026-10.csv | sort | uniq -c && sha256sum "
                  "~/tmp/tarnvale_reads_2026-10.csv",
                  "COPY 14880\n"
                  "meter_id,read_at,register,value_m3,quality\n"
                  "SM-4410281,2026-10-01 00:00:00+00,1.8.0,1841.213,A\n"
                  "  14861 A\n     19 E\n      1 quality\n"
                  "5b0e9c4f1a7d22e8c3f61b0a9d4e7c21f8a3b6d09e2c5f71a4b8d3e6c9f02a17  "
                  "/home/oskar/tmp/tarnvale_reads_2026-10.csv\n"),
            ("assistant", "`~/tmp/tarnvale_reads_2026-10.csv` now has a header row and the quality column: 14,880 "
                          "reads, 14,861 actual (A) and 19 estimated (E), no failed ones. SHA-256 is above in case "
                          "the auditor wants a checksum with the file."),
            ("user", "perfect, sent. that's the week done. how was your week lol"),
            ("assistant", "Mostly other people's CSV files, so not unlike yours. Have a good weekend!"),
            ("user", "haha fair. bye"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
