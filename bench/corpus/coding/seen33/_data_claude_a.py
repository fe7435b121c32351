"""h33 Claude Code sessions, part a: a patient search that leaked across clinics in sorrel-api (Sorrel Health, a
group of outpatient clinics; sorrel-api is its Kotlin/Spring Boot backend on Postgres 16 with row-level security),
an overnight SMS reminder storm in remindr (the .NET 8 reminder worker), and an afternoon of questions about labgate
(the Go HL7 v2 bridge to the pathology lab)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

API = "/home/anouk/src/sorrel-api"
REMINDR = "/home/tamsin/code/remindr"
LABGATE = "/home/raj/src/labgate"

SESSIONS = [
    {
        "id": "h33-cc-api-search-clinic-leak",
        "project": API,
        "start": datetime(2026, 11, 3, 9, 40),
        "branch": "SOR-388-search-clinic-leak",
        "about": "sorrel-api: front desk at Kingsmead sees Harrow Road patients in search; the person's theory "
                 "(react-query cache in the admin UI surviving a login switch) ruled out with a fresh token; the "
                 "clinic_isolation policy is fine; real cause the view patient_search_v runs with its owner's "
                 "rights (sorrel_owner, RLS not forced); fix security_invoker = true plus FORCE ROW LEVEL SECURITY; "
                 "conditional rule for views over RLS tables; 'keep this for later' migration naming convention",
        "steps": [
            ("user", "ticket from the Kingsmead front desk: when they search a surname they also get patients "
                     "registered at Harrow Road. I'm fairly sure it's the admin UI. react-query keeps its cache "
                     "across logins and those front desk PCs are shared, someone from Harrow Road was probably "
                     "logged in before. can you confirm so I can hand it to the frontend people"),
            bash("TOKEN=$(./scripts/dev-token --role frontdesk --clinic kingsmead --env staging) && curl -s -H "
                 "\"Authorization: Bearer $TOKEN\" 'https://api.staging.sorrel.internal/api/patients/search?q=okafor' "
                 "| jq -r '.items[] | [.id, .surname, .clinic] | @tsv'",
                 "7f1c2a90-...-41d2\tOkafor\tkingsmead\n"
                 "0b88e3d4-...-9a07\tOkafor\tharrow-road\n"
                 "c4d02f1e-...-1be5\tOkafor\tharrow-road\n"
                 "91ae7733-...-52c8\tOkafor-Hale\tkingsmead\n"),
            ("assistant", "It isn't the browser cache. That's a brand-new token for a Kingsmead front desk user and "
                          "a plain curl, no UI involved, and the API itself returns two Harrow Road patients. So "
                          "the leak is server side. Let me look at the row-level security on patients first."),
            bash("psql \"$STAGING_DB\" -Atc \"select polname, pg_get_expr(polqual, polrelid) from pg_policy where "
                 "polrelid = 'patients'::regclass; select relrowsecurity, relforcerowsecurity from pg_class where "
                 "relname = 'patients'\"",
                 "clinic_isolation|(clinic_id = (current_setting('app.clinic_id'::text))::uuid)\n"
                 "t|f\n"),
            ("assistant", "The policy is what it should be: rows are visible only when clinic_id matches the "
                          "`app.clinic_id` setting the request filter sets. RLS is enabled but not forced, which "
                          "means the table owner skips it; the app connects as `sorrel_app`, not the owner, so on "
                          "its own that shouldn't matter. Next: what the search endpoint actually queries."),
            tool("Read", {"file_path": f"{API}/src/main/kotlin/health/sorrel/patients/PatientSearchRepository.kt"},
                 "    18\t    fun search(term: String, limit: Int): List<PatientHit> =\n"
                 "    19\t        jdbc.query(\n"
                 "    20\t            \"\"\"select id, surname, given_names, clinic_slug, date_of_birth\n"
                 "    21\t               from patient_search_v\n"
                 "    22\t               where search_vector @@ plainto_tsquery('simple', :term)\n"
                 "    23\t               order by surname limit :limit\"\"\",\n"
                 "    24\t            mapOf(\"term\" to term, \"limit\" to limit), PatientHitMapper,\n"
                 "    25\t        )\n"),
            bash("psql \"$STAGING_DB\" -Atc \"select c.relname, c.reloptions, pg_get_userbyid(c.relowner) from "
                 "pg_class c where c.relname = 'patient_search_v'\" && git log --format='%h %ad %s' --date=short "
                 "-- src/main/resources/db/migration/*patient_search*",
                 "patient_search_v||sorrel_owner\n"
                 "a61d0c2 2026-10-22 search: surname + given names full-text view\n"),
            ("assistant", "Found it. Search reads from the view `patient_search_v`, added on 22 October. A Postgres "
                          "view runs the underlying query with the rights of the view's owner, not of the caller, "
                          "unless it's created with `security_invoker = true` (available since Postgres 15). The "
                          "owner is `sorrel_owner`, which also owns `patients`, and since RLS on patients isn't "
                          "forced, the owner bypasses `clinic_isolation`. So every search through the view sees "
                          "every clinic, whoever asks.\n\n"
                          "Fix: `ALTER VIEW patient_search_v SET (security_invoker = true)`, so the policy is "
                          "evaluated for `sorrel_app` and its `app.clinic_id`. I'd also force RLS on the table, so "
                          "the next view owned by `sorrel_owner` can't do the same thing."),
            ("user", "ugh. ok, both. force it on patients, appointments and clinical_notes while you're at it, "
                     "those are the three with the clinic policy. and a rule from now on: if a view reads from a "
                     "table that has row-level security, it always gets security_invoker = true. put a check in CI "
                     "so a migration without it fails"),
            ("user", "oh and keep this for later, you'll be writing a lot of these: migrations are named "
                     "V<yyyyMMdd_HHmm>__<verb>_<object>.sql, snake_case, like "
                     "V20261103_1005__set_security_invoker_on_patient_search_v.sql. one table or view per "
                     "migration, and we never edit a migration once it's merged, we add a new one"),
            tool("Write", {"file_path": f"{API}/src/main/resources/db/migration/"
                                        "V20261103_1005__set_security_invoker_on_patient_search_v.sql",
                           "content": "alter view patient_search_v set (security_invoker = true);\n"},
                 f"File created successfully at: {API}/src/main/resources/db/migration/"
                 "V20261103_1005__set_security_invoker_on_patient_search_v.sql"),
            tool("Write", {"file_path": f"{API}/src/main/resources/db/migration/"
                                        "V20261103_1006__force_rls_on_clinic_tables.sql",
                           "content": "alter table patients force row level security;\n"
                                      "alter table appointments force row level security;\n"
                                      "alter table clinical_notes force row level security;\n"},
                 f"File created successfully at: {API}/src/main/resources/db/migration/"
                 "V20261103_1006__force_rls_on_clinic_tables.sql"),
            ("assistant", "One note on the second file: it touches three tables, which bends the one-object rule. "
                          "Split it into three migrations, or keep it as one since it's the same statement?"),
            ("user", "split it. rules are rules"),
            bash("rm src/main/resources/db/migration/V20261103_1006__force_rls_on_clinic_tables.sql && for t in "
                 "patients:1006 appointments:1007 clinical_notes:1008; do n=${t%%:*}; v=${t##*:}; echo \"alter table "
                 "$n force row level security;\" > src/main/resources/db/migration/V20261103_${v}__force_rls_on_$n.sql;"
                 " done && ls src/main/resources/db/migration | tail -n 4",
                 "V20261103_1005__set_security_invoker_on_patient_search_v.sql\n"
                 "V20261103_1006__force_rls_on_patients.sql\n"
                 "V20261103_1007__force_rls_on_appointments.sql\n"
                 "V20261103_1008__force_rls_on_clinical_notes.sql\n"),
            tool("Write", {"file_path": f"{API}/scripts/check_views.sql",
                           "content": "-- fails (returns rows) for views over RLS tables without security_invoker\n"
                                      "select v.relname as view_name, t.relname as rls_table\n"
                                      "from pg_class v\n"
                                      "join pg_depend d on d.objid = (select oid from pg_rewrite where ev_class = "
                                      "v.oid)\n"
                                      "join pg_class t on t.oid = d.refobjid and t.relrowsecurity\n"
                                      "where v.relkind = 'v' and t.oid <> v.oid\n"
                                      "  and not coalesce('security_invoker=true' = any(v.reloptions), false);\n"},
                 f"File created successfully at: {API}/scripts/check_views.sql"),
            bash("./gradlew flywayMigrate -Penv=ci -q && psql \"$CI_DB\" -Atf scripts/check_views.sql | wc -l && "
                 "./gradlew test --tests '*PatientSearchIT*' -q 2>&1 | tail -n 4",
                 "0\n"
                 "PatientSearchIT > front desk at kingsmead sees only kingsmead patients PASSED\n"
                 "PatientSearchIT > owner-owned view still respects clinic_isolation PASSED\n"
                 "PatientSearchIT > doctor search is limited to own clinic PASSED\n"
                 "BUILD SUCCESSFUL in 48s\n"),
            ("assistant", "Migrations applied, `scripts/check_views.sql` returns no rows (I've added it to the CI "
                          "workflow after `flywayMigrate`; any row fails the job), and the new PatientSearchIT "
                          "tests pass, including one that creates a view owned by `sorrel_owner` without "
                          "security_invoker and checks that it still can't see another clinic now that RLS is "
                          "forced."),
            ("user", "commit it, I'll tell the frontend people their cache is innocent"),
            bash("git add -A && git commit -qm 'SOR-388 search: security_invoker on patient_search_v, force RLS' "
                 "&& git log -1 --oneline",
                 "e03b7f5 SOR-388 search: security_invoker on patient_search_v, force RLS\n"),
        ],
        "facts": [
            fact("search-leak", "Patient search showed other clinics' patients because the view patient_search_v "
                                "ran with its owner's rights (sorrel_owner owns patients and RLS wasn't forced), so "
                                "the clinic_isolation policy was skipped; fixed with security_invoker = true. The "
                                "react-query cache theory was wrong.",
                 "bugfix", "assistant", ["patient_search_v", "security_invoker", ["owner", "sorrel_owner"]]),
            fact("view-rule", "If a view reads from a table with row-level security it always gets "
                              "security_invoker = true; scripts/check_views.sql in CI fails a migration otherwise.",
                 "rule", "user", ["security_invoker", ["row-level security", "RLS"], ["check_views", "CI"]]),
            fact("force-rls", "patients, appointments and clinical_notes (the tables with the clinic policy) have "
                              "FORCE ROW LEVEL SECURITY, so even the owner is subject to the policy.",
                 "decision", "user", [["force row level security", "force RLS", "forced"],
                                      ["clinical_notes", "appointments"]]),
            fact("migration-naming", "sorrel-api Flyway migrations are named V<yyyyMMdd_HHmm>__<verb>_<object>.sql "
                                     "in snake_case, one table or view per migration; a merged migration is never "
                                     "edited, a new one is added.",
                 "convention", "user", ["yyyyMMdd_HHmm", "<verb>_<object>"], remember=True),
        ],
        "optional": [
            opt("clinic-setting", "The RLS policy clinic_isolation compares clinic_id with current_setting "
                                  "app.clinic_id; the app connects as sorrel_app.",
                ["app.clinic_id"]),
            opt("search-it", "PatientSearchIT covers clinic isolation of search.", ["PatientSearchIT"]),
        ],
        "questions": [
            q("Why did the Kingsmead front desk see Harrow Road patients in search?",
              "search reads from the view patient_search_v, which runs with the rights of the view's owner, and "
              "the owner bypasses clinic_isolation; fix: security_invoker = true", ["search-leak"]),
            q("What must a view over a table with row-level security have?", "security_invoker = true",
              ["view-rule"]),
            q("How are Flyway migrations named in sorrel-api?", "V<yyyyMMdd_HHmm>__<verb>_<object>.sql, snake_case",
              ["migration-naming"]),
        ],
    },
    {
        "id": "h33-cc-remindr-sms-storm",
        "project": REMINDR,
        "start": datetime(2026, 11, 6, 7, 55),
        "about": "remindr: overnight reminder storm (312 patients, 4 to 9 SMS each, some at 3am); cause Twilio "
                 "timeouts (5 s HttpClient timeout, Polly 6 retries) aborting the 200-reminder batch transaction so "
                 "sent_at rolled back and the next poll resent; fixes: reminder_dispatch row committed before the "
                 "Twilio call (said twice, one remember), unknown outcome never resent, timeout 15 s, 2 retries only "
                 "on 429/5xx, quiet hours 20:00-08:00; near-miss joke about the old fax system",
        "steps": [
            ("user", "bad morning. the clinics' phones have been ringing since 7, patients got the same appointment "
                     "reminder 4, 5, some 9 times overnight, a few of them at 3am. remindr is stopped now (I scaled "
                     "it to 0). help me figure out what happened"),
            bash("psql \"$REMINDR_DB\" -Atc \"select count(distinct appointment_id), min(n), max(n) from (select "
                 "appointment_id, count(*) n from twilio_callbacks where created_at > now() - interval '12 hours' "
                 "group by 1 having count(*) > 1) x\"",
                 "312|4|9\n"),
            bash("kubectl -n remindr logs deploy/remindr --previous --since=10h | grep -E 'Timeout|Batch|Polly' | "
                 "head -n 12",
                 "01:41:07 WRN Polly retry 1/6 after TaskCanceledException: The request was canceled due to the "
                 "configured HttpClient.Timeout of 5 seconds elapsing.\n"
                 "01:41:13 WRN Polly retry 2/6 after TaskCanceledException ...\n"
                 "01:41:40 ERR Batch 9f31 failed at item 137/200, transaction rolled back\n"
                 "01:42:41 INF Batch a0c7 picked 200 due reminders\n"
                 "01:43:02 WRN Polly retry 1/6 after TaskCanceledException ...\n"
                 "01:43:30 ERR Batch a0c7 failed at item 141/200, transaction rolled back\n"
                 "01:44:31 INF Batch 55de picked 200 due reminders\n"
                 "...\n"
                 "05:58:12 ERR Batch 1e09 failed at item 88/200, transaction rolled back\n"),
            tool("Read", {"file_path": f"{REMINDR}/src/Remindr.Worker/ReminderBatchProcessor.cs"},
                 "    31\t        await using var tx = await _db.Database.BeginTransactionAsync(ct);\n"
                 "    32\t        var due = await _db.Reminders.Where(r => r.DueAt <= now && r.SentAt == null)\n"
                 "    33\t            .OrderBy(r => r.DueAt).Take(_options.BatchSize).ToListAsync(ct);\n"
                 "    34\t        foreach (var reminder in due)\n"
                 "    35\t        {\n"
                 "    36\t            await _sms.SendAsync(reminder.ToMessage(), ct);   // Twilio, Polly retries\n"
                 "    37\t            reminder.SentAt = _clock.UtcNow;\n"
                 "    38\t        }\n"
                 "    39\t        await _db.SaveChangesAsync(ct);\n"
                 "    40\t        await tx.CommitAsync(ct);\n"),
            ("assistant", "Here's the chain of events:\n\n"
                          "1. From about 01:40 Twilio's API got slow (their status page shows degraded latency "
                          "on the Messages API from 01:35 to 06:10 UTC). Our HttpClient timeout is 5 s.\n"
                          "2. A send that takes longer than 5 s throws; Polly retries it up to 6 times. Those "
                          "timed-out requests were mostly *delivered* by Twilio anyway, we just never saw the "
                          "response.\n"
                          "3. When the retries run out, the exception aborts the whole batch. `SentAt` for the "
                          "136 reminders already sent in that batch is only saved at the end, so the rollback "
                          "throws it away.\n"
                          "4. 60 s later the next poll picks the same due reminders (SentAt is still null) and "
                          "sends them again. For five hours.\n\n"
                          "So the storm is our batch design plus retrying on timeouts; Twilio's slowness only "
                          "triggered it."),
            ("user", "right. and 3am because nothing stops it sending at night, the reminders were due at 18:00 "
                     "and it just kept going. ok what's the fix"),
            ("assistant", "Proposal:\n\n"
                          "- A `reminder_dispatch` table, unique on `(appointment_id, kind)`. Before calling "
                          "Twilio, insert the row with status `sending` and commit it in its own transaction. If "
                          "the insert hits the unique key, the reminder was already attempted, skip it.\n"
                          "- Mark each reminder individually after the call: `sent` with the Twilio SID, or "
                          "`failed` with the error code. No more batch-wide transaction around the sends.\n"
                          "- Don't retry timeouts at all: after a timeout we don't know whether Twilio sent the "
                          "message, and a retry is exactly what caused duplicates. Retry only when Twilio "
                          "answered 429 or 5xx, i.e. definitely didn't accept it.\n"
                          "- Quiet hours: hold anything due at night until the morning."),
            ("user", "yes to all of it. the dispatch row is written and committed before the Twilio call, always, "
                     "no exceptions. don't forget this one. for the timeout case: if the outcome is unknown we "
                     "never resend automatically, mark the dispatch unknown and it shows up in the front desk's "
                     "review list, they can call the patient. numbers: timeout 15 s, retries 2, only on 429 and "
                     "5xx. quiet hours 20:00 to 08:00 clinic local time, anything due in between waits until 08:00"),
            tool("Write", {"file_path": f"{REMINDR}/src/Remindr.Data/Migrations/20261106_AddReminderDispatch.cs",
                           "content": "migrationBuilder.CreateTable(\n    name: \"reminder_dispatch\",\n"
                                      "    columns: t => new {\n"
                                      "        Id = t.Column<long>(nullable: false).Annotation(\"Npgsql:"
                                      "ValueGenerationStrategy\", NpgsqlValueGenerationStrategy.IdentityByDefault"
                                      "Column),\n"
                                      "        AppointmentId = t.Column<Guid>(nullable: false),\n"
                                      "        Kind = t.Column<string>(maxLength: 20, nullable: false),\n"
                                      "        Status = t.Column<string>(maxLength: 10, nullable: false),\n"
                                      "        TwilioSid = t.Column<string>(maxLength: 40, nullable: true),\n"
                                      "        CreatedAt = t.Column<DateTime>(nullable: false) });\n"
                                      "migrationBuilder.CreateIndex(\"ux_reminder_dispatch_appointment_kind\", "
                                      "\"reminder_dispatch\", new[] { \"AppointmentId\", \"Kind\" }, unique: true);\n"},
                 f"File created successfully at: {REMINDR}/src/Remindr.Data/Migrations/"
                 "20261106_AddReminderDispatch.cs"),
            tool("Edit", {"file_path": f"{REMINDR}/src/Remindr.Worker/appsettings.json",
                          "old_string": "\"Twilio\": { \"TimeoutSeconds\": 5, \"RetryCount\": 6 },",
                          "new_string": "\"Twilio\": { \"TimeoutSeconds\": 15, \"RetryCount\": 2, "
                                        "\"RetryOnStatus\": [429, 500, 502, 503, 504] },\n"
                                        "  \"QuietHours\": { \"Start\": \"20:00\", \"End\": \"08:00\", "
                                        "\"TimeZone\": \"Europe/London\" },"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{REMINDR}/src/Remindr.Worker/ReminderBatchProcessor.cs",
                          "old_string": "            await _sms.SendAsync(reminder.ToMessage(), ct);   // Twilio, "
                                        "Polly retries\n            reminder.SentAt = _clock.UtcNow;\n",
                          "new_string": "            if (!await _dispatch.TryClaimAsync(reminder, ct)) continue;  "
                                        "// committed before Twilio\n"
                                        "            var outcome = await _sms.SendAsync(reminder.ToMessage(), ct);\n"
                                        "            await _dispatch.RecordAsync(reminder, outcome, ct);  // sent / "
                                        "failed / unknown\n"},
                 "The file has been updated."),
            bash("dotnet test tests/Remindr.Tests --filter 'Category=Dispatch|Category=QuietHours' 2>&1 | tail -n 3",
                 "Passed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 3 s - "
                 "Remindr.Tests.dll (net8.0)\n"),
            ("user", "lol. remember when the old system faxed the whole appointment book to the pharmacy on "
                     "boxing day? at least fax storms were on paper"),
            ("assistant", "Paper has its advantages. Tests pass: claim-before-send, the unique key rejecting a "
                          "second claim, a timeout ending as `unknown` with no retry, 429 retried twice, and "
                          "reminders due at 21:30 held until 08:00 local."),
            ("user", "I'll say it again because it's the one that bit us: dispatch row first, committed, then "
                     "Twilio. keep it in mind whenever you touch the sender. ship it, I'll scale it back up after "
                     "the review"),
            bash("git add -A && git commit -qm 'dispatch: claim before send, no retry on timeout, quiet hours' && "
                 "git log -1 --oneline",
                 "4b2e90a dispatch: claim before send, no retry on timeout, quiet hours\n"),
        ],
        "facts": [
            fact("storm-cause", "The 2026-11-06 overnight reminder storm (312 patients, 4 to 9 SMS each): Twilio was "
                                "slow, sends hit the 5 s HttpClient timeout and were retried by Polly although "
                                "Twilio had delivered them, and the failure rolled back the whole batch of 200 so "
                                "sent_at was lost and the next poll resent them.",
                 "bugfix", "assistant", ["Twilio", ["timeout", "timeouts"], ["rolled back", "rollback", "batch"]]),
            fact("dispatch-first", "remindr writes and commits a reminder_dispatch row (unique on appointment_id and "
                                   "kind) before every Twilio call; each reminder is recorded on its own, not per "
                                   "batch.",
                 "rule", "user", ["reminder_dispatch", ["before", "first", "committed"]], remember=True),
            fact("unknown-no-resend", "If an SMS send's outcome is unknown (timeout), remindr never resends "
                                      "automatically; the dispatch is marked unknown and shows in the front desk's "
                                      "review list.",
                 "rule", "user", ["unknown", ["never resend", "resend", "review list"]]),
            fact("retry-config", "remindr's Twilio client: timeout 15 s, 2 retries, only on 429 and 5xx responses, "
                                 "never on timeouts.",
                 "config", "user", [["15 s", "15s", "TimeoutSeconds\": 15"], ["retries", "RetryCount"],
                                    ["429", "5xx"]]),
            fact("quiet-hours", "No reminder SMS goes out between 20:00 and 08:00 clinic local time; reminders due "
                                "then wait until 08:00.",
                 "config", "user", ["20:00", "08:00", ["quiet hours", "QuietHours"]]),
        ],
        "optional": [
            opt("batch-poll", "remindr polls every 60 s and picks up to 200 due reminders.", ["200"]),
            opt("polly", "Polly handles the retries in the Twilio client.", ["Polly"]),
        ],
        "questions": [
            q("What caused the overnight reminder storm?",
              "Twilio timeouts were retried, the exception aborts the whole batch, the rollback throws SentAt away "
              "and the next poll sends them again", ["storm-cause"]),
            q("What does remindr do before calling Twilio?", "the reminder_dispatch row is written and committed",
              ["dispatch-first"]),
            q("What happens when a Twilio send times out?",
              "never resend automatically; mark the dispatch unknown, it shows up in the front desk's review list",
              ["unknown-no-resend", "retry-config"]),
            q("When are reminder SMS not sent?", "between 20:00 and 08:00 clinic local time", ["quiet-hours"]),
        ],
    },
    {
        "id": "h33-cc-labgate-questions",
        "project": LABGATE,
        "start": datetime(2026, 11, 9, 16, 20),
        "about": "only questions from someone new to labgate: MLLP framing, original vs enhanced ACK mode, the "
                 "segments of an ORU^R01, OBX-2/OBX-5/OBX-6, HL7 escape sequences, how labgate's parser walks "
                 "repetitions; near-miss 'I can never remember which OBX field is the units'; nothing decided",
        "steps": [
            ("user", "I'm picking up labgate from Raj next month so I'm reading through it. first thing I don't get: "
                     "internal/mllp. why do we need a framing layer at all, it's just TCP?"),
            tool("Read", {"file_path": f"{LABGATE}/internal/mllp/reader.go"},
                 "    12\tconst (\n"
                 "    13\t\tstartBlock = 0x0b // VT\n"
                 "    14\t\tendBlock   = 0x1c // FS\n"
                 "    15\t\tcarriageRt = 0x0d // CR\n"
                 "    16\t)\n"
                 "    ...\n"
                 "    41\t\t// a message is <VT> payload <FS><CR>; anything before <VT> is discarded\n"),
            ("assistant", "TCP is a byte stream with no message boundaries: one `read` can return half a message or "
                          "two and a bit. MLLP (Minimal Lower Layer Protocol) adds the boundaries: each HL7 message "
                          "is wrapped as `<VT>` (0x0B), the message, then `<FS><CR>` (0x1C 0x0D). The reader "
                          "buffers bytes until it sees `<FS><CR>` and hands the payload between the markers to the "
                          "parser. Inside the payload, segments are separated by a single `<CR>`, which is why the "
                          "end marker needs the `<FS>` in front of it."),
            ("user", "and the ACK? I see both AA and CA in the tests"),
            ("assistant", "Those are the two acknowledgement modes. In **original mode** the receiver answers each "
                          "message with an ACK whose MSA-1 is `AA` (accepted), `AE` (error) or `AR` (rejected), and "
                          "that ACK means 'the application processed it'. In **enhanced mode** there are two levels: "
                          "a commit ACK (`CA`/`CE`/`CR`) meaning 'received and stored safely', and optionally a "
                          "later application ACK. Which one a sender wants is in MSH-15 and MSH-16. The `CA` tests "
                          "in labgate cover a sender that asks for enhanced mode; the lab feed itself uses original "
                          "mode."),
            ("user", "what's actually in an ORU^R01, in order?"),
            bash("sed -n 1,9p testdata/oru_r01_fbc.hl7 | tr '\\r' '\\n' | cut -c1-90",
                 "MSH|^~\\&|NFP-LIS|NORTHFIELD|LABGATE|SORREL|20261102143011||ORU^R01^ORU_R01|NF2611020001|P|2.5.1\n"
                 "PID|1||9434765919^^^NHS^NH||OKAFOR^ADA||19810214|F\n"
                 "PV1|1|O|KINGSMEAD\n"
                 "ORC|RE|SOR-77812|NF-5533021\n"
                 "OBR|1|SOR-77812|NF-5533021|FBC^Full blood count^NFP|||20261102091500\n"
                 "OBX|1|NM|HGB^Haemoglobin^NFP||128|g/L|115-165|N|||F\n"
                 "OBX|2|NM|WBC^White cell count^NFP||11.8|10*9/L|4.0-11.0|H|||F\n"
                 "NTE|1||Mildly raised WCC, repeat in 2 weeks if clinically indicated\n"),
            ("assistant", "Top to bottom:\n\n"
                          "- **MSH**: the header: sending app/facility, receiving app/facility, timestamp, message "
                          "type `ORU^R01`, the control ID in MSH-10 (`NF2611020001`), processing ID and version.\n"
                          "- **PID**: the patient; PID-3 carries identifiers, here the NHS number with assigning "
                          "authority `NHS`.\n"
                          "- **PV1**: the visit; for us only the clinic.\n"
                          "- **ORC / OBR**: the order: our order number (placer, `SOR-77812`) and the lab's (filler, "
                          "`NF-5533021`), and the test panel, a full blood count.\n"
                          "- **OBX**: one per result value.\n"
                          "- **NTE**: free-text comments attached to the segment before them."),
            ("user", "in the OBX, which is which? I can never remember which field is the units one"),
            ("assistant", "Using `OBX|2|NM|WBC^White cell count^NFP||11.8|10*9/L|4.0-11.0|H|||F`:\n\n"
                          "- OBX-2 `NM`: value type (numeric; `ST` string, `CE` coded, `TX` text).\n"
                          "- OBX-3: what was measured, as code^text^coding system.\n"
                          "- OBX-5 `11.8`: the value itself, interpreted according to OBX-2.\n"
                          "- OBX-6 `10*9/L`: units (UCUM-style).\n"
                          "- OBX-7 `4.0-11.0`: reference range.\n"
                          "- OBX-8 `H`: abnormal flag (high).\n"
                          "- OBX-11 `F`: result status, final.\n\n"
                          "A way to keep 5, 6, 7 apart: value, then what it's measured in, then what's normal."),
            ("user", "what's the \\& thing in MSH-2"),
            ("assistant", "MSH-2 declares the encoding characters: `^` component separator, `~` repetition "
                          "separator, `\\` escape character, `&` subcomponent separator. The field separator `|` is "
                          "MSH-1 itself. When a value contains one of those characters it's escaped: `\\F\\` for "
                          "`|`, `\\S\\` for `^`, `\\T\\` for `&`, `\\R\\` for `~` and `\\E\\` for the backslash. "
                          "labgate unescapes after splitting, never before, otherwise an escaped `^` in a comment "
                          "would split a component."),
            bash("rg -n 'func .*Repetition|func splitField' internal/hl7/*.go",
                 "internal/hl7/field.go:22:func splitField(raw string, enc Encoding) []Repetition {\n"
                 "internal/hl7/field.go:48:func (r Repetition) Component(i int) string {\n"),
            ("user", "last one: PID-3 has ~ in some messages. how does the parser pick the NHS number"),
            tool("Read", {"file_path": f"{LABGATE}/internal/hl7/pid.go"},
                 "    30\tfor _, rep := range splitField(seg.Field(3), enc) {\n"
                 "    31\t\tif rep.Component(4) == \"NHS\" && rep.Component(5) == \"NH\" {\n"
                 "    32\t\t\treturn rep.Component(1), true\n"
                 "    33\t\t}\n"
                 "    34\t}\n"
                 "    35\treturn \"\", false\n"),
            ("assistant", "PID-3 is a repeating field: `~` separates several identifiers (NHS number, the lab's "
                          "own MRN, sometimes a hospital number). `splitField` splits it into repetitions and the "
                          "loop takes the first one whose assigning authority (component 4) is `NHS` and identifier "
                          "type (component 5) is `NH`. If there's none, it returns false and the caller treats the "
                          "patient as unmatched."),
            ("user", "makes sense. that's plenty for today, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
