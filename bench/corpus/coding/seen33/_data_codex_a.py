"""h33 Codex sessions, part a: the data-retention job in sorrel-api, the API findings of a pen test (pasted from the
security lead's email), and a patient's name and mobile number found in remindr's logs."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

API_OSKAR = "/home/oskar/src/sorrel-api"
API_FEMI = "/home/femi/work/sorrel-api"
REMINDR = "/home/tamsin/code/remindr"

SESSIONS = [
    {
        "id": "h33-cx-api-retention-job",
        "project": API_OSKAR,
        "start": datetime(2026, 11, 4, 10, 0),
        "branch": "SOR-391-retention-job",
        "about": "sorrel-api: the data-retention job; periods message_log 90 days, user_sessions 30 days, patients "
                 "8 years after last contact; speculation (Temporal, monthly partitions) deferred; hard delete "
                 "decided then reversed to anonymisation (commissioning report counts); batch size 1000 lowered to "
                 "250 after lock waits; remember 'job runs at 02:00' replaced by 03:30 (backups 01:30-03:00); "
                 "ShedLock lockAtMostFor 2h; long closing summary repeating the decisions",
        "steps": [
            ("user", "the DPO wants the retention job live before the DSPT submission. from the retention policy: "
                     "message_log (every SMS and email we sent a patient) 90 days, user_sessions 30 days, patient "
                     "records 8 years after the last contact. audit is a separate thing, not in this database, "
                     "don't touch it. let's design it first"),
            shell("psql \"$STAGING_DB\" -c \"select relname, n_live_tup, pg_size_pretty(pg_total_relation_size"
                  "(relid)) from pg_stat_user_tables where relname in ('message_log','user_sessions','patients') "
                  "order by 1\"",
                  "    relname    | n_live_tup | pg_size_pretty\n"
                  "---------------+------------+----------------\n"
                  " message_log   |   14822310 | 9811 MB\n"
                  " patients      |     118204 | 402 MB\n"
                  " user_sessions |    3102877 | 1204 MB\n"
                  "(3 rows)\n"),
            ("assistant", "Design sketch: one Spring `@Scheduled` job with a step per table, deleting in batches "
                          "(`delete ... where id in (select id ... limit :n)`) so no transaction holds locks for "
                          "long, and ShedLock so only one of the three api pods runs it (`lockAtMostFor` 2h in case "
                          "a pod dies mid-run). message_log has about 14.8M rows, so the first run will work "
                          "through roughly 11M of them.\n\n"
                          "Open questions: the batch size, when it runs, and what happens to a patient past "
                          "retention, delete or something else."),
            ("user", "thinking out loud: at some point these jobs should probably live in a proper workflow engine, "
                     "temporal or something. and message_log should maybe be partitioned by month so retention is "
                     "just dropping a partition. not now, neither. for now: batches of 1000, ShedLock as you say. "
                     "remember: the job runs at 02:00. patients past retention get hard deleted, cascade"),
            shell("psql \"$STAGING_DB\" -Atc \"select conrelid::regclass, confdeltype from pg_constraint where "
                  "confrelid = 'patients'::regclass and contype = 'f' order by 1\"",
                  "appointments|r\nclinical_notes|r\nletters|r\nobservations|r\nreferrals|r\n"),
            ("assistant", "Before I write the cascade: five tables reference patients, all with ON DELETE RESTRICT. "
                          "Hard-deleting a patient means deleting their appointments, referrals and letters too, "
                          "and the commissioning report (appointments and referrals per clinic per year, "
                          "`reports/commissioning.sql`) counts those rows. Re-running the 2018 report after the "
                          "job would give different numbers from the ones submitted. The usual alternative is to "
                          "anonymise instead: strip everything that identifies the person and keep the rows."),
            ("user", "hm. right, the ICB asks for re-runs of old years every now and then. ok, reverse that: no "
                     "hard delete. anonymise: null the name, NHS number, address, phone and email, cut date of "
                     "birth down to the year, keep the rows so the statistics still add up"),
            shell("apply_patch < /tmp/retention-job.patch && sed -n '/class RetentionJob/,/^}/p' "
                  "src/main/kotlin/health/sorrel/retention/RetentionJob.kt | head -n 24",
                  "Success. Updated the following files:\n"
                  "A src/main/kotlin/health/sorrel/retention/RetentionJob.kt\n"
                  "A src/main/kotlin/health/sorrel/retention/PatientAnonymiser.kt\n"
                  "M src/main/resources/application.yml\n"
                  "class RetentionJob(\n"
                  "    private val jdbc: NamedParameterJdbcTemplate,\n"
                  "    private val anonymiser: PatientAnonymiser,\n"
                  "    private val props: RetentionProperties,\n) {\n"
                  "    @Scheduled(cron = \"\\${sorrel.retention.cron}\", zone = \"Europe/London\")\n"
                  "    @SchedulerLock(name = \"retention\", lockAtMostFor = \"PT2H\")\n"
                  "    fun run() {\n"
                  "        deleteInBatches(\"message_log\", \"sent_at < now() - interval '90 days'\")\n"
                  "        deleteInBatches(\"user_sessions\", \"ended_at < now() - interval '30 days'\")\n"
                  "        anonymiser.anonymiseWhere(\"last_contact_at < now() - interval '8 years' and not "
                  "anonymised\")\n"
                  "    }\n"),
            shell("SORREL_RETENTION_BATCH_SIZE=1000 ./gradlew bootRun --args='--spring.profiles.active=staging "
                  "--sorrel.retention.run-once=true' -q 2>&1 | grep -E 'retention|lock' | head -n 6 & sleep 90; "
                  "psql \"$STAGING_DB\" -Atc \"select wait_event_type, left(query, 60), round(extract(epoch from "
                  "now() - query_start)::numeric, 1) from pg_stat_activity where wait_event_type = 'Lock'\"",
                  "INFO  RetentionJob : message_log: batch of 1000 deleted in 2.7s\n"
                  "INFO  RetentionJob : message_log: batch of 1000 deleted in 2.9s\n"
                  "INFO  RetentionJob : message_log: batch of 1000 deleted in 2.6s\n"
                  "Lock|insert into message_log (patient_id, channel, sent_at, body_h|2.4\n"
                  "Lock|update appointments set status = $1, updated_at = now() whe|1.1\n"),
            ("assistant", "With 1000 per batch each delete takes about 2.7 s, and while it runs other writers queue "
                          "behind it: the snapshot shows an insert into message_log waiting 2.4 s and an "
                          "appointment update waiting 1.1 s. That's the front desk's booking screen hanging."),
            ("user", "no, 2 seconds of front desk staring at a spinner is too much. 250 per batch"),
            ("user", "and update your note from earlier: it doesn't run at 02:00, make it 03:30. backups run from "
                     "01:30 until about 03:00 and I don't want the two fighting over IO"),
            shell("sed -i 's/batch-size: 1000/batch-size: 250/; s/cron: \"0 0 2 \\* \\* \\*\"/cron: \"0 30 3 \\* \\* "
                  "\\*\"/' src/main/resources/application.yml && sed -n '/retention:/,/^  [a-z]/p' "
                  "src/main/resources/application.yml && ./gradlew test --tests '*Retention*' -q 2>&1 | tail -n 5",
                  "  retention:\n    cron: \"0 30 3 * * *\"\n    batch-size: 250\n"
                  "    message-log-days: 90\n    user-sessions-days: 30\n    patient-years: 8\n"
                  "RetentionJobTest > message_log older than 90 days deleted in batches of 250 PASSED\n"
                  "RetentionJobTest > user_sessions older than 30 days deleted PASSED\n"
                  "PatientAnonymiserTest > identifiers nulled, birth year kept, rows kept PASSED\n"
                  "PatientAnonymiserTest > commissioning counts unchanged after anonymisation PASSED\n"
                  "BUILD SUCCESSFUL in 52s\n"),
            shell("git add -A && git commit -qm 'SOR-391 retention job: batches of 250 at 03:30, anonymise "
                  "patients' && git log -1 --oneline",
                  "6d92b0e SOR-391 retention job: batches of 250 at 03:30, anonymise patients\n"),
            ("assistant", "Committed as 6d92b0e. Summary of where we ended up:\n\n"
                          "- **Retention periods:** message_log 90 days, user_sessions 30 days, patient records 8 "
                          "years after last contact. The audit database isn't touched.\n"
                          "- **Patients past retention are anonymised, not deleted:** name, NHS number, address, "
                          "phone and email nulled, date of birth cut to the year, rows kept so the commissioning "
                          "report gives the same numbers on a re-run. (Hard delete was the first plan and was "
                          "dropped.)\n"
                          "- **Batches of 250**, down from 1000, after the lock waits on staging.\n"
                          "- **Schedule:** 03:30 Europe/London, after the backups, not 02:00.\n"
                          "- **ShedLock** with lockAtMostFor 2h, so one pod runs it.\n"
                          "- Not done, only mentioned: a workflow engine for jobs like this, monthly partitions for "
                          "message_log.\n\n"
                          "The first production run will take a while on message_log; I'd watch it that night."),
        ],
        "facts": [
            fact("retention-periods", "Retention in sorrel-api: message_log 90 days, user_sessions 30 days, patient "
                                      "records 8 years after the last contact; the audit database is not touched.",
                 "config", "user", ["90 days", "30 days", "8 years"]),
            fact("anonymise", "Patients past retention are anonymised, not hard-deleted: name, NHS number, address, "
                              "phone and email nulled, date of birth cut to the year, rows kept so the "
                              "commissioning statistics still add up (hard delete was decided first, then "
                              "reversed).",
                 "decision", "user", [["anonymise", "anonymised", "anonymisation"],
                                      ["statistics", "commissioning", "hard delete"]]),
            fact("retention-schedule", "The retention job runs at 03:30 (not 02:00) so it doesn't compete with the "
                                       "backups, which run from 01:30 until about 03:00.",
                 "config", "user", ["03:30", "retention"], remember=True),
            fact("retention-batch", "The retention job works in batches of 250 rows (lowered from 1000 after lock "
                                    "waits on staging).",
                 "config", "user", ["250", "batch"]),
            fact("shedlock", "The retention job is guarded by ShedLock with lockAtMostFor 2h so only one api pod "
                             "runs it.",
                 "decision", "assistant", ["ShedLock", ["lockAtMostFor", "2h", "PT2H"]]),
        ],
        "optional": [
            opt("deferred-ideas", "A workflow engine (Temporal) and monthly partitions for message_log were "
                                  "mentioned but not decided.",
                ["partition"]),
            opt("commissioning-report", "reports/commissioning.sql counts appointments and referrals per clinic "
                                        "per year.",
                ["commissioning"]),
        ],
        "questions": [
            q("How long is message_log kept?", "90 days", ["retention-periods"]),
            q("What happens to patient records past retention?", "anonymise, no hard delete; keep the rows so the "
              "statistics still add up", ["anonymise"]),
            q("When does the retention job run?", "03:30", ["retention-schedule"]),
            q("What batch size does the retention job use?", "250", ["retention-batch"]),
        ],
    },
    {
        "id": "h33-cx-api-pentest-findings",
        "project": API_FEMI,
        "start": datetime(2026, 11, 11, 9, 0),
        "branch": "SOR-401-pentest-api",
        "about": "sorrel-api: the security lead's pasted email with four Redline pen-test findings and a request "
                 "to the coding assistants to keep ClinicAccessGuard on every endpoint with a record id (remember "
                 "inside the pasted document, confirmed); the person confirms fixing SOR-PT-01 (IDOR on letter "
                 "PDFs, 404 for other clinics), SameSite=Lax not Strict (NHS login redirect), no stack traces in "
                 "500s, and leaves SOR-PT-04 (the ALB rewrites the Server header)",
        "steps": [
            ("user", "pen test results are in. Helen's mail:\n\n"
                     "---\n"
                     "From: Helen Price <helen.price@sorrel.health>\n"
                     "Subject: Redline pen test, API findings - action needed\n\n"
                     "Hi all, the Redline report landed. The ones for the API team:\n\n"
                     "SOR-PT-01 (High) IDOR on GET /api/letters/{id}/pdf - any authenticated user can download "
                     "any letter PDF by changing the id.\n"
                     "SOR-PT-02 (Medium) Session cookie SESSION is set without a SameSite attribute.\n"
                     "SOR-PT-03 (Low) Stack traces returned in 500 responses on /api/fhir/*.\n"
                     "SOR-PT-04 (Info) Server header discloses the Tomcat version.\n\n"
                     "High within 14 days, Medium within 30 please.\n\n"
                     "And for whoever uses AI coding assistants on this codebase: have them remember this for "
                     "good. Every endpoint that takes a record id in the path goes through ClinicAccessGuard. "
                     "I want that to be the default, not something we find in the next pen test.\n\n"
                     "Helen\n"
                     "---"),
            shell("sed -n 30,52p src/main/kotlin/health/sorrel/letters/LetterController.kt && rg -l "
                  "'ClinicAccessGuard' src/main/kotlin | wc -l",
                  "    @GetMapping(\"/{id}/pdf\")\n"
                  "    @Audited(\"letter.downloaded\")\n"
                  "    fun pdf(@PathVariable id: UUID): ResponseEntity<Resource> {\n"
                  "        val letter = letters.findById(id) ?: throw NotFound()\n"
                  "        return pdfResponse(storage.open(letter.storageKey))\n"
                  "    }\n"
                  "11\n"),
            shell("psql \"$STAGING_DB\" -Atc \"select relrowsecurity from pg_class where relname = 'letters'\" && "
                  "curl -s -o /dev/null -w '%{http_code} %{content_type}\\n' -H \"Authorization: Bearer "
                  "$(./scripts/dev-token --role frontdesk --clinic harrow-road --env staging)\" "
                  "https://api.staging.sorrel.internal/api/letters/5b0e1c44-2f7a-4d3e-9c61-0a8e4f2b9d17/pdf",
                  "f\n200 application/pdf\n"),
            ("assistant", "SOR-PT-01 reproduces: a Harrow Road front desk token downloads a Kingsmead letter. "
                          "`pdf()` loads the letter by id without any clinic check, and `letters` has no row-level "
                          "security, so nothing else stops it. 11 controllers already use ClinicAccessGuard; "
                          "LetterController is one of the ones that don't.\n\n"
                          "For SOR-PT-02 I'd set SameSite=Strict on SESSION, for SOR-PT-03 "
                          "`server.error.include-stacktrace=never`, and SOR-PT-04 is a one-liner too "
                          "(`server.server-header` empty). Shall I do all four?"),
            ("user", "01 now, today. the guard answers 404 for another clinic's letter, not 403, we don't confirm "
                     "that a letter exists. 02 yes but SameSite=Lax, not Strict: the NHS login redirect comes back "
                     "to us cross-site and with Strict the browser drops the cookie and people land on the login "
                     "page again. 03 yes, never a stack trace in a response. 04 leave it, the ALB rewrites the "
                     "Server header anyway, I'll tell Helen. and what Helen wrote about ClinicAccessGuard is our "
                     "rule from now on, every endpoint with a record id in the path"),
            shell("rg -n '@PathVariable (id|[a-z]+Id): UUID' src/main/kotlin | rg -v -f <(rg -l ClinicAccessGuard "
                  "src/main/kotlin) | cut -d: -f1 | sort -u",
                  "src/main/kotlin/health/sorrel/letters/LetterController.kt\n"
                  "src/main/kotlin/health/sorrel/referrals/ReferralController.kt\n"),
            ("assistant", "Besides letters, ReferralController also takes a referral id in the path without the "
                          "guard. I'll add it there as well, since that's the rule now."),
            shell("apply_patch < /tmp/pentest-api.patch && git diff --stat",
                  "Success. Updated the following files:\n"
                  "M src/main/kotlin/health/sorrel/letters/LetterController.kt\n"
                  "M src/main/kotlin/health/sorrel/referrals/ReferralController.kt\n"
                  "M src/main/kotlin/health/sorrel/web/SessionCookieConfig.kt\n"
                  "M src/main/resources/application.yml\n"
                  "A src/test/kotlin/health/sorrel/security/PathIdGuardArchTest.kt\n"
                  " 5 files changed, 74 insertions(+), 6 deletions(-)\n"),
            shell("sed -n '/fun pdf/,/^    }/p' src/main/kotlin/health/sorrel/letters/LetterController.kt && rg -n "
                  "'same-site|include-stacktrace' src/main/resources/application.yml",
                  "    fun pdf(@PathVariable id: UUID): ResponseEntity<Resource> {\n"
                  "        val letter = letters.findById(id) ?: throw NotFound()\n"
                  "        guard.requireSameClinic(letter.clinicId)   // 404 for other clinics\n"
                  "        return pdfResponse(storage.open(letter.storageKey))\n"
                  "    }\n"
                  "14:      same-site: lax\n"
                  "19:    include-stacktrace: never\n"),
            shell("./gradlew test -q 2>&1 | tail -n 4 && curl -s -o /dev/null -w '%{http_code}\\n' -H "
                  "\"Authorization: Bearer $(./scripts/dev-token --role frontdesk --clinic harrow-road --env local)\" "
                  "http://localhost:8080/api/letters/5b0e1c44-2f7a-4d3e-9c61-0a8e4f2b9d17/pdf",
                  "PathIdGuardArchTest > every @PathVariable id endpoint uses ClinicAccessGuard PASSED\n"
                  "LetterControllerTest > other clinic's letter is 404 PASSED\n"
                  "FhirErrorTest > 500 response has no stack trace PASSED\n"
                  "BUILD SUCCESSFUL in 1m 38s\n"
                  "404\n"),
            ("assistant", "Fixed and covered: the letter PDF returns 404 for another clinic, ReferralController is "
                          "guarded too, and `PathIdGuardArchTest` (ArchUnit) fails the build if a controller takes "
                          "an id path variable without ClinicAccessGuard. SESSION is SameSite=Lax, and 500s carry "
                          "no stack trace. SOR-PT-04 untouched."),
            shell("git add -A && git commit -qm 'SOR-401 pen test: guard letter and referral ids, SameSite=Lax, no "
                  "stack traces' && git log -1 --oneline",
                  "e7a4c09 SOR-401 pen test: guard letter and referral ids, SameSite=Lax, no stack traces\n"),
        ],
        "facts": [
            fact("letters-idor", "Pen-test finding SOR-PT-01: GET /api/letters/{id}/pdf let any authenticated user "
                                 "download any letter (no clinic check, letters has no RLS); fixed with "
                                 "ClinicAccessGuard, which answers 404 for another clinic's letter.",
                 "bugfix", "assistant", [["SOR-PT-01", "IDOR", "/api/letters"], "ClinicAccessGuard"]),
            fact("guard-rule", "Every endpoint that takes a record id in the path goes through ClinicAccessGuard, "
                               "which answers 404 (not 403) for another clinic's records; PathIdGuardArchTest "
                               "enforces it.",
                 "rule", "user", ["ClinicAccessGuard", ["record id", "path", "PathIdGuardArchTest"]],
                 remember=True),
            fact("samesite", "The SESSION cookie is SameSite=Lax, not Strict, because the NHS login redirect comes "
                             "back cross-site and Strict drops the cookie.",
                 "config", "user", [["SameSite=Lax", "same-site: lax"], ["NHS login", "Strict"]]),
            fact("no-stacktraces", "API responses never include stack traces (server.error.include-stacktrace "
                                   "never).",
                 "config", "user", [["stack trace", "stack traces"], ["include-stacktrace", "never"]]),
        ],
        "optional": [
            opt("pt04", "SOR-PT-04 (Server header) is left as is: the ALB rewrites the Server header.",
                ["SOR-PT-04"]),
        ],
        "questions": [
            q("What was pen-test finding SOR-PT-01?", "IDOR on GET /api/letters/{id}/pdf - any authenticated user "
              "can download any letter PDF", ["letters-idor"]),
            q("Which check does every endpoint with a record id in the path go through?", "ClinicAccessGuard",
              ["guard-rule"]),
            q("Why is the session cookie SameSite=Lax rather than Strict?",
              "the NHS login redirect comes back cross-site and with Strict the browser drops the cookie",
              ["samesite"]),
        ],
    },
    {
        "id": "h33-cx-remindr-phi-in-logs",
        "project": REMINDR,
        "start": datetime(2026, 11, 16, 10, 30),
        "about": "remindr: a log line with a patient's name, mobile number and 'Colposcopy' found in Loki; cause "
                 "TwilioSender logging the whole request body on a Twilio 400; rule with a typo ('remeber this "
                 "one'): never log request or response bodies of outbound integrations, ids and status codes only; "
                 "RedactPhiEnricher as a safety net; SMS text loses the appointment type; procedure: delete the "
                 "lines the same day and tell Helen",
        "steps": [
            ("user", "Helen did a spot check on Loki and found a line from saturday with a patient's full name, "
                     "mobile number and 'Colposcopy' in it. it's from remindr. find where it comes from before she "
                     "finds me"),
            shell("logcli query --since=72h --limit=3 '{app=\"remindr\"} |= \"Twilio send failed\"' 2>/dev/null | "
                  "cut -c1-230",
                  "2026-11-14T09:12:40Z {app=\"remindr\"} ERR Twilio send failed: 400 {\"To\":\"+447700900481\","
                  "\"From\":\"SorrelClinics\",\"Body\":\"Hi Jane Whitmore, reminder: Colposcopy at Kingsmead on Mon 16 "
                  "Nov 09:40. Reply C to cancel.\"} code=21211\n"
                  "2026-11-14T09:12:41Z {app=\"remindr\"} ERR Twilio send failed: 400 {\"To\":\"+447700900217\",... "
                  "code=21211\n"),
            shell("rg -n 'Twilio send failed' src",
                  "src/Remindr.Sms/TwilioSender.cs:64:            _log.LogError(\"Twilio send failed: {Status} "
                  "{Body} code={Code}\", (int)resp.StatusCode, requestJson, error.Code);\n"),
            ("assistant", "It comes from `TwilioSender.cs` line 64. When Twilio rejects a message (400 with error "
                          "21211, invalid 'To' number, here a mistyped mobile), the sender logs the whole request "
                          "JSON as `{Body}`: the recipient number and the full SMS text, which contains the "
                          "patient's name, the appointment type and the clinic. Serilog ships that to Loki like any "
                          "other error. There have been 37 such lines since the logging was added in September."),
            ("user", "ok. new rule and remeber this one, it stays: we never log request or response bodies of "
                     "outbound integrations. twilio, northfield, nhs login, whatever we add next. ids and status "
                     "codes only"),
            ("assistant", "Two changes then:\n\n"
                          "1. The line becomes `Twilio send failed: dispatch={DispatchId} status={Status} "
                          "code={Code}`, nothing else.\n"
                          "2. As a safety net for the next mistake, a Serilog enricher, `RedactPhiEnricher`, that "
                          "masks UK phone numbers, email addresses and 10-digit NHS numbers in every rendered "
                          "message and string property before it leaves the process.\n\n"
                          "And a question: the SMS itself says 'Colposcopy'. Anyone who sees the patient's lock "
                          "screen reads that. Keep the appointment type in the text?"),
            ("user", "yes to both. and no, the SMS drops the appointment type. date, time and clinic, that's it. "
                     "Helen will ask for that anyway"),
            shell("apply_patch < /tmp/phi-logging.patch && sed -n 60,66p src/Remindr.Sms/TwilioSender.cs && rg -n "
                  "'Body =' src/Remindr.Sms/MessageTemplates.cs",
                  "Success. Updated the following files:\n"
                  "M src/Remindr.Sms/TwilioSender.cs\nA src/Remindr.Logging/RedactPhiEnricher.cs\n"
                  "M src/Remindr.Worker/Program.cs\nM src/Remindr.Sms/MessageTemplates.cs\n"
                  "            _log.LogError(\"Twilio send failed: dispatch={DispatchId} status={Status} "
                  "code={Code}\",\n"
                  "                dispatch.Id, (int)resp.StatusCode, error.Code);\n"
                  "src/Remindr.Sms/MessageTemplates.cs:12:    Body = $\"Reminder: your appointment at {clinic} on "
                  "{when:ddd d MMM HH:mm}. Reply C to cancel.\",\n"),
            shell("dotnet test tests/Remindr.Tests --filter 'Category=Logging|Category=Templates' 2>&1 | tail -n 2",
                  "Passed!  - Failed:     0, Passed:    11, Skipped:     0, Total:    11, Duration: 1 s - "
                  "Remindr.Tests.dll (net8.0)\n"),
            shell("logcli delete create --query='{app=\"remindr\"} |= \"Twilio send failed\"' "
                  "--start=2026-09-01T00:00:00Z --end=2026-11-16T10:45:00Z 2>&1 | tail -n 1",
                  "delete request created: id=7f3a1c9e, status=received, lines matched (estimate)=37\n"),
            ("user", "good. and for next time, whoever finds it: if PHI ends up in the logs, the lines get deleted "
                     "the same day and Helen gets told straight away. don't sit on it over the weekend like this "
                     "one"),
            shell("git add -A && git commit -qm 'logging: no request bodies, RedactPhiEnricher; SMS without "
                  "appointment type' && git log -1 --oneline",
                  "b81e4d7 logging: no request bodies, RedactPhiEnricher; SMS without appointment type\n"),
            ("assistant", "Committed. The Loki delete request covers the 37 lines since 1 September and the "
                          "compactor will remove them within the next cycle."),
        ],
        "facts": [
            fact("leak-cause", "The patient's name, mobile number and appointment type in Loki came from "
                               "TwilioSender.cs logging the whole request JSON as {Body} when Twilio answered 400 "
                               "(error 21211).",
                 "bugfix", "assistant", ["TwilioSender", ["request JSON", "request body", "{Body}"]]),
            fact("no-bodies", "Never log request or response bodies of outbound integrations (Twilio, Northfield, "
                              "NHS login, anything added later); log ids and status codes only.",
                 "rule", "user", ["bodies", ["outbound", "integrations"], ["ids", "status codes"]], remember=True),
            fact("redact-enricher", "remindr's Serilog RedactPhiEnricher masks UK phone numbers, email addresses and "
                                    "NHS numbers in every log event as a safety net.",
                 "config", "assistant", ["RedactPhiEnricher", ["mask", "masks"]]),
            fact("sms-text", "Reminder SMS no longer contain the appointment type: only date, time and clinic.",
                 "decision", "user", ["appointment type", "SMS"]),
            fact("leak-procedure", "If PHI ends up in the logs, the lines are deleted the same day and Helen is told "
                                   "straight away.",
                 "rule", "user", ["Helen", ["same day", "deleted"]]),
        ],
        "optional": [
            opt("twilio-21211", "Twilio error 21211 means an invalid 'To' number.", ["21211"]),
            opt("loki-delete", "Log lines are removed from Loki with a logcli delete request.", ["logcli"]),
        ],
        "questions": [
            q("Where did the leaked patient log line come from?",
              "TwilioSender.cs logs the whole request JSON when Twilio rejects a message (400)", ["leak-cause"]),
            q("What may remindr log about a call to Twilio?",
              "ids and status codes only, never request or response bodies", ["no-bodies"]),
            q("What does a reminder SMS say now?", "date, time and clinic, no appointment type", ["sms-text"]),
            q("What do we do when PHI turns up in the logs?", "the lines get deleted the same day and Helen gets told",
              ["leak-procedure"]),
        ],
    },
]
