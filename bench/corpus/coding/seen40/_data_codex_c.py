"""h40 Codex sessions, part c: decision SLA clocks in fnol-service, policyholder names garbled between POLARIS and
polaris-bridge (an MQ character set, not the database), and claim-notify's template layout and SMS limits
(NestJS)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FNOL = "/home/ines/dev/fnol-service"
BRIDGE = "/home/ines/dev/polaris-bridge"
NOTIFY = "/home/kwame/src/claim-notify"

SESSIONS = [
    {
        "id": "h40-cx-fnol-sla-clock",
        "project": FNOL,
        "start": datetime(2026, 11, 23, 9, 20),
        "branch": "sla-clock",
        "about": "fnol-service: decision SLA clocks (10 working days after the file is complete, 30 working days "
                 "for bodily injury); 'Keep this one' rule: PENDING_CUSTOMER pauses the clock, it continues and "
                 "does not reset; reminder to the adjuster at 75% changed to 80%, escalation to the team lead at "
                 "100%; SlaClockJob every 15 minutes with calendar/holidays-2027.yaml",
        "steps": [
            ("user", "We need the decision SLA in fnol-service, the regulator and the board both ask for it and "
                     "today nothing measures it. The rules: a decision within 10 working days after the file is "
                     "complete, 30 working days for bodily injury."),
            shell("rg -n 'enum ClaimStatus' -A 12 src/main/java",
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java:3:public enum ClaimStatus {\n"
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java-4-    SUBMITTED,\n"
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java-5-    FILE_INCOMPLETE,\n"
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java-6-    FILE_COMPLETE,\n"
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java-7-    PENDING_CUSTOMER,\n"
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java-8-    UNDER_ASSESSMENT,\n"
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java-9-    DECIDED,\n"
                  "src/main/java/com/larkfield/fnol/claim/ClaimStatus.java-10-    CLOSED\n"),
            ("assistant", "Design: one SlaClock per claim, started when the claim enters FILE_COMPLETE, counting "
                          "working days with the holiday calendar, stopped at DECIDED. Two things I need from you: "
                          "what happens to the clock while we wait for the customer (PENDING_CUSTOMER), and when "
                          "should people be warned before the deadline?"),
            ("user", "Keep this one, it's the part everybody gets wrong: when the claim is PENDING_CUSTOMER the SLA "
                     "clock pauses, and when the documents come back it continues from where it was. It does not "
                     "reset to zero."),
            ("user", "warnings: a reminder to the adjuster at 75% of the SLA, escalation to the team lead at 100%"),
            shell("apply_patch < /tmp/sla-clock.patch && sed -n '/class SlaPolicy/,/^}/p' "
                  "src/main/java/com/larkfield/fnol/sla/SlaPolicy.java",
                  "Success. Updated the following files:\n"
                  "A src/main/java/com/larkfield/fnol/sla/SlaClock.java\n"
                  "A src/main/java/com/larkfield/fnol/sla/SlaPolicy.java\n"
                  "A src/main/java/com/larkfield/fnol/sla/SlaClockJob.java\n"
                  "public final class SlaPolicy {\n"
                  "    static final int STANDARD_WORKING_DAYS = 10;\n"
                  "    static final int BODILY_INJURY_WORKING_DAYS = 30;\n"
                  "    static final double REMINDER_AT = 0.75;   // adjuster\n"
                  "    static final double ESCALATION_AT = 1.00; // team lead\n}\n"),
            shell("./mvnw -q test -Dtest='Sla*' 2>&1 | tail -n 2",
                  "[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"),
            ("assistant", "One practical detail: at 75% of 10 working days the reminder falls at 7.5 days, so in "
                          "the middle of the eighth working day, and for bodily injury at 22.5. Adjusters may find "
                          "a mid-day reminder odd, but it works."),
            ("user", "make it 80% then, day 8 clean. 80% for the reminder, escalation stays at 100%"),
            shell("apply_patch < /tmp/sla-reminder-80.patch && rg -n 'REMINDER_AT' src/main/java",
                  "Success. Updated the following files:\nM src/main/java/com/larkfield/fnol/sla/SlaPolicy.java\n"
                  "src/main/java/com/larkfield/fnol/sla/SlaPolicy.java:4:    static final double REMINDER_AT = "
                  "0.80;   // adjuster\n"),
            ("assistant", "SlaClockJob evaluates all open clocks every 15 minutes and reads working days from "
                          "calendar/holidays-2027.yaml; the 2026 file is already there, so the calendar for next "
                          "year has to be filled in before January."),
            shell("./mvnw -q test 2>&1 | tail -n 2 && git add -A && git commit -qm 'SLA clocks: 10/30 working days, "
                  "pause on PENDING_CUSTOMER, reminder 80%, escalation 100%' && git log -1 --oneline",
                  "[INFO] Tests run: 312, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"
                  "95e3b7a SLA clocks: 10/30 working days, pause on PENDING_CUSTOMER, reminder 80%, escalation 100%\n"),
            ("assistant", "Committed on sla-clock."),
        ],
        "facts": [
            fact("sla-durations", "The claim decision SLA is 10 working days after the file is complete, 30 working "
                                  "days for bodily injury.",
                 "config", "user", ["10 working days", "30 working days", "bodily injury"]),
            fact("pause-rule", "While a claim is PENDING_CUSTOMER the SLA clock pauses; when the documents come back "
                               "it continues from where it was, it does not reset to zero.",
                 "rule", "user", ["PENDING_CUSTOMER", "pauses", ["does not reset", "continues"]], remember=True),
            fact("sla-warnings", "SLA reminder to the adjuster at 80% of the SLA (75% first), escalation to the team "
                                 "lead at 100%.",
                 "config", "user", ["80%", "team lead"]),
            fact("sla-job", "SlaClockJob evaluates open SLA clocks every 15 minutes, with working days from "
                            "calendar/holidays-2027.yaml.",
                 "config", "assistant", ["SlaClockJob", "15 minutes"]),
        ],
        "optional": [
            opt("holidays-2027", "The 2027 holiday calendar has to be filled in before January.",
                ["holidays-2027"]),
        ],
        "questions": [
            q("What is the decision SLA for a bodily injury claim?", "30 working days after the file is complete",
              ["sla-durations"]),
            q("What happens to the SLA clock while a claim is PENDING_CUSTOMER?",
              "it pauses and continues from where it was, it does not reset to zero", ["pause-rule"]),
            q("When does the adjuster get the SLA reminder?", "at 80% of the SLA", ["sla-warnings"]),
        ],
    },
    {
        "id": "h40-cx-polaris-garbled-names",
        "project": BRIDGE,
        "start": datetime(2026, 11, 25, 9, 55),
        "about": "polaris-bridge: policyholder names garbled ('Conceição' -> 'Concei��o'); the person's theory "
                 "(bridge_cache database created SQL_ASCII) ruled out, it is UTF8; real cause: CharacterSet unset, "
                 "MQ converts POLARIS messages to the client default CCSID 819 and the bridge decodes UTF-8; fix "
                 "CharacterSet 1208; 'put this in your notes' rule; only PolarisMessageReader decodes POLARIS text; "
                 "1,912 cached policies resynced; near-miss joke 'remember when we printed 4000 letters'",
        "steps": [
            ("user", "Claims from POLARIS show the policyholder names broken: 'Conceição' arrives as "
                     "'Concei��o' in the adjuster console. I am quite sure it's the database of the bridge, the "
                     "cache db was created with SQL_ASCII I think."),
            shell("psql \"$BRIDGE_DB\" -Atc \"select datname, pg_encoding_to_char(encoding) from pg_database where "
                  "datname = 'bridge_cache'\"",
                  "bridge_cache|UTF8\n"),
            shell("psql \"$BRIDGE_DB\" -Atc \"select holder_name, encode(convert_to(holder_name, 'UTF8'), 'hex') "
                  "from policy_cache where policy_no = 'PT0042213'\"",
                  "Concei��o|436f6e636569efbfbdefbfbd6f\n"),
            ("assistant", "The database is UTF8, and what's stored is already two U+FFFD replacement characters "
                          "(ef bf bd): the name was broken before it was inserted. So it's the decoding of the MQ "
                          "message, not the database."),
            shell("rg -n 'CharacterSet|MQGMO_CONVERT|Encoding\\.' src/Polaris.Bridge/",
                  "src/Polaris.Bridge/Mq/PolarisMessageReader.cs:27:        gmo.Options |= MQC.MQGMO_CONVERT;\n"
                  "src/Polaris.Bridge/Mq/PolarisMessageReader.cs:41:        var text = Encoding.UTF8.GetString("
                  "message.ReadBytes(message.MessageLength));\n"
                  "src/Polaris.Bridge/Letters/LetterExport.cs:17:        var name = Encoding.Latin1.GetString(raw);\n"),
            shell("dotnet run --project tools/MqPeek -- --qmgr LMQT01 --queue CLM.POLARIS.OUT --convert --browse "
                  "--field HOLDER-NAME --hex --count 1",
                  "MQMD.CodedCharSetId after get: 819\n"
                  "HOLDER-NAME: 43 6F 6E 63 65 69 E7 E3 6F  \"Concei??o\"\n"),
            ("assistant", "That's it. The reader asks MQ to convert (MQGMO_CONVERT) but never sets the message's "
                          "CharacterSet, so MQ converts POLARIS's EBCDIC to the client default, CCSID 819 "
                          "(ISO-8859-1): ç and ã become the single bytes E7 and E3. Then line 41 decodes the bytes "
                          "as UTF-8, where E7 E3 is invalid, and each becomes a replacement character. Fix: set "
                          "`message.CharacterSet = 1208` before the get, so MQ converts straight to UTF-8 and the "
                          "UTF-8 decoding is right."),
            ("user", "ok, so it was not the database. do the fix"),
            shell("apply_patch < /tmp/ccsid-1208.patch && dotnet run --project tools/MqPeek -- --qmgr LMQT01 "
                  "--queue CLM.POLARIS.OUT --convert --browse --ccsid 1208 --field HOLDER-NAME --count 1 && dotnet "
                  "test --nologo 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nM src/Polaris.Bridge/Mq/PolarisMessageReader.cs\n"
                  "MQMD.CodedCharSetId after get: 1208\nHOLDER-NAME: \"Conceição\"\n"
                  "Passed!  - Failed:     0, Passed:    66, Skipped:     0, Total:    66\n"),
            ("user", "put this in your notes, it will bite us again: messages from POLARIS are always read with "
                     "CharacterSet 1208 and MQGMO_CONVERT, and decoded as UTF-8. never the client default"),
            ("assistant", "There's a second place that decodes POLARIS bytes on its own: LetterExport.cs uses "
                          "Encoding.Latin1 on the raw field. It works today only because it reads a copy that was "
                          "never converted."),
            ("user", "remember when we printed 4000 letters to 'Sr. Jo?o' in 2023? ha, good times. no: nothing "
                     "else decodes POLARIS text, only PolarisMessageReader. LetterExport takes the string from it"),
            shell("apply_patch < /tmp/letters-use-reader.patch && rg -n 'Encoding\\.' src/Polaris.Bridge/",
                  "Success. Updated the following files:\nM src/Polaris.Bridge/Letters/LetterExport.cs\n"
                  "src/Polaris.Bridge/Mq/PolarisMessageReader.cs:41:        var text = Encoding.UTF8.GetString("
                  "message.ReadBytes(message.MessageLength));\n"),
            ("assistant", "The cached policies still hold the broken names: 1,912 rows in policy_cache contain a "
                          "replacement character. I can resync them from POLARIS; it's outside the 23:00-01:30 "
                          "batch window now."),
            ("user", "yes, resync now, it's 10h"),
            shell("dotnet run --project tools/Resync -- --where \"holder_name like '%�%'\"",
                  "selected 1912 policies\nresynced 1912, failed 0\n"),
            shell("git add -A && git commit -qm 'POLARIS: read messages with CharacterSet 1208; LetterExport uses "
                  "the reader' && git log -1 --oneline",
                  "b03e6d9 POLARIS: read messages with CharacterSet 1208; LetterExport uses the reader\n"),
        ],
        "facts": [
            fact("ccsid-bug", "Policyholder names from POLARIS were garbled because PolarisMessageReader never set "
                              "the message CharacterSet, so MQ converted to the client default CCSID 819 "
                              "(ISO-8859-1) and the bridge decoded the bytes as UTF-8; fix sets CharacterSet 1208. "
                              "The bridge_cache database (UTF8) was not the cause.",
                 "bugfix", "assistant", ["819", "1208", ["CharacterSet", "UTF-8"]]),
            fact("ccsid-rule", "Messages from POLARIS are always read with CharacterSet 1208 and MQGMO_CONVERT and "
                               "decoded as UTF-8, never the client default.",
                 "rule", "user", ["1208", "MQGMO_CONVERT"], remember=True),
            fact("reader-only", "Only PolarisMessageReader decodes POLARIS text; LetterExport and everything else "
                                "take the string from it.",
                 "convention", "user", ["PolarisMessageReader", "LetterExport"]),
        ],
        "optional": [
            opt("resync", "1,912 cached policies with broken names were resynced from POLARIS on 2026-11-25.",
                ["1912", "resync"]),
        ],
        "questions": [
            q("Why did 'Conceição' arrive broken from POLARIS?",
              "MQ converted the messages to CCSID 819 and the bridge decoded them as UTF-8", ["ccsid-bug"]),
            q("Which CharacterSet does polaris-bridge use when reading POLARIS messages?",
              "1208, with MQGMO_CONVERT, decoded as UTF-8", ["ccsid-rule"]),
            q("Which class decodes POLARIS text?", "only PolarisMessageReader", ["reader-only"]),
        ],
    },
    {
        "id": "h40-cx-claim-notify-sms",
        "project": NOTIFY,
        "start": datetime(2026, 11, 26, 14, 10),
        "about": "claim-notify (NestJS): template layout templates/<channel>/<event>.<locale>.mjml|.txt; SMS limit 5 "
                 "proposed, 3 per claim per day set; quiet hours 21:00-08:00 in the claimant's local time, queued "
                 "for 08:00, payment-sent goes out anyway ('this is one for your memory, really'); SMS sender "
                 "id LARKFIELD",
        "steps": [
            ("user", "claim-notify, the service that texts and mails claimants about their claim. product wants "
                     "SMS for 'documents received' and 'payment sent'. but first the templates folder is a mess, "
                     "let's fix the layout"),
            shell("find templates -type f | sort | head -n 12",
                  "templates/PaymentSentEN.mjml\ntemplates/email/claim-opened.html\n"
                  "templates/email/payment-sent.html\ntemplates/email_docs_received_pt.mjml\n"
                  "templates/sms_docs_received_pt.txt\ntemplates/sms/ClaimOpened.txt\n"
                  "templates/status_change.en.mjml\n"),
            ("assistant", "Three naming schemes side by side: channel in the folder, in a prefix, or not at all; "
                          "the locale as a suffix, a two-letter code or missing. I'd pick one layout and move "
                          "everything with a script. How do you want it?"),
            ("user", "templates/<channel>/<event>.<locale>.mjml for email and .txt for sms. channel is email or "
                     "sms, the event in kebab-case like payment-sent, the locale like pt-PT or en-GB. so "
                     "templates/sms/payment-sent.pt-PT.txt. move everything"),
            shell("node scripts/move-templates.mjs && find templates -type f | sort | head -n 6",
                  "moved 23 files, 0 conflicts\n"
                  "templates/email/claim-opened.en-GB.mjml\ntemplates/email/claim-opened.pt-PT.mjml\n"
                  "templates/email/documents-received.pt-PT.mjml\ntemplates/email/payment-sent.en-GB.mjml\n"
                  "templates/sms/documents-received.pt-PT.txt\ntemplates/sms/payment-sent.pt-PT.txt\n"),
            ("assistant", "For the SMS side I'd add two limits: at most 5 SMS per claim per day, and quiet hours "
                          "from 22:00 to 08:00 when nothing is sent."),
            ("user", "3 SMS per claim per day, 5 is spam. quiet hours 21:00 to 08:00: no SMS then, they're queued "
                     "for 08:00. except payment-sent: if it's a payment confirmation it goes out anyway, people are "
                     "waiting for that money"),
            ("user", "and this is one for your memory, really: remember that quiet hours are the claimant's local "
                     "time, not the server's. the Azores are an hour behind Lisbon and we got complaints last year"),
            shell("apply_patch < /tmp/sms-limits.patch && sed -n 1,14p src/sms/sms-policy.ts",
                  "Success. Updated the following files:\nA src/sms/sms-policy.ts\nM src/sms/sms.service.ts\n"
                  "export const MAX_SMS_PER_CLAIM_PER_DAY = 3;\n"
                  "export const QUIET_START = '21:00';\nexport const QUIET_END = '08:00';\n\n"
                  "export function canSendNow(msg: SmsMessage, now: Date): boolean {\n"
                  "  if (msg.event === 'payment-sent') return true;\n"
                  "  const local = toZone(now, msg.claimant.timeZone); // claimant's local time\n"
                  "  return !isBetween(local, QUIET_START, QUIET_END);\n}\n"),
            shell("npm test --silent 2>&1 | tail -n 3",
                  "Test Suites: 14 passed, 14 total\nTests:       96 passed, 96 total\n"),
            ("assistant", "The SMS provider also needs a sender ID: an alphanumeric one like LARKFIELD (9 "
                          "characters, no replies possible), or a number?"),
            ("user", "LARKFIELD"),
            shell("apply_patch < /tmp/sender-id.patch && git add -A && git commit -qm 'templates layout; SMS: 3 per "
                  "claim per day, quiet hours in claimant time, sender LARKFIELD' && git log -1 --oneline",
                  "Success. Updated the following files:\nM src/config/sms.config.ts\n"
                  "c71d2e0 templates layout; SMS: 3 per claim per day, quiet hours in claimant time, sender "
                  "LARKFIELD\n"),
        ],
        "facts": [
            fact("template-layout", "claim-notify templates live at templates/<channel>/<event>.<locale>.mjml for "
                                    "email and .txt for SMS: channel email or sms, event in kebab-case, locale like "
                                    "pt-PT (e.g. templates/sms/payment-sent.pt-PT.txt).",
                 "convention", "user", ["templates/<channel>/<event>.<locale>", "kebab-case",
                                        ["templates/sms/payment-sent.pt-PT.txt", ".mjml"]]),
            fact("quiet-hours", "No SMS during quiet hours 21:00-08:00 in the claimant's local time (not the "
                                "server's); they're queued for 08:00, except payment-sent, which goes out anyway.",
                 "rule", "user", ["21:00", "08:00", ["local time", "payment-sent"]], remember=True),
            fact("sms-limit", "claim-notify sends at most 3 SMS per claim per day (5 proposed, rejected as spam).",
                 "config", "user", ["3 SMS", "per day"]),
        ],
        "optional": [
            opt("sender-id", "claim-notify's SMS sender ID is LARKFIELD.", ["LARKFIELD"]),
        ],
        "questions": [
            q("Where does the Portuguese SMS template for payment-sent live?",
              "templates/sms/payment-sent.pt-PT.txt", ["template-layout"]),
            q("How many SMS can a claimant get per claim per day?", "3", ["sms-limit"]),
            q("When are claim SMS held back?",
              "quiet hours 21:00 to 08:00 in the claimant's local time; payment-sent goes out anyway",
              ["quiet-hours"]),
        ],
    },
]
