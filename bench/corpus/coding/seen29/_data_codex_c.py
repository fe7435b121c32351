"""h29 Codex sessions, part c: Paddle Billing webhooks in quaypoint (Rails), an audit log for ledgerline (Django),
and tenant context for background jobs in hivebook (NestJS, BullMQ, Postgres RLS)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

QUAY = "/Users/tomasz/work/quaypoint"
LEDGER = "/home/priya/code/ledgerline"
HIVEBOOK = "/home/jonas/dev/hivebook"

SESSIONS = [
    {
        "id": "h29-cx-quaypoint-paddle-webhooks",
        "project": QUAY,
        "start": datetime(2026, 11, 6, 9, 30),
        "about": "quaypoint Paddle Billing webhooks: signature check failed on every event because the HMAC was "
                 "computed over re-serialised params instead of request.raw_post; tolerance proposed 5 s, set to 30 "
                 "seconds; events stored in paddle_events and processed by PaddleEventJob; branch and commit "
                 "convention; remember said twice: Paddle is merchant of record, no VAT calculation in quaypoint",
        "branch": "tp/QP-231-paddle-webhooks",
        "steps": [
            ("user", "today we make the Paddle webhooks work, ticket QP-231. first, remember this: Paddle is for us "
                     "the merchant of record, so we never calculate VAT or any tax in quaypoint. the price with tax "
                     "is always what Paddle gives back, we only show it. the endpoint is there already but in sandbox "
                     "every event fails with 401"),
            shell("sed -n '1,40p' app/controllers/webhooks/paddle_controller.rb",
                  "module Webhooks\n"
                  "  class PaddleController < ApplicationController\n"
                  "    skip_before_action :verify_authenticity_token\n\n"
                  "    def create\n"
                  "      header = request.headers[\"Paddle-Signature\"].to_s\n"
                  "      ts, h1 = header.split(\";\").map { |p| p.split(\"=\", 2).last }\n"
                  "      payload = \"#{ts}:#{params.except(:controller, :action).to_json}\"\n"
                  "      expected = OpenSSL::HMAC.hexdigest(\"SHA256\", ENV.fetch(\"PADDLE_WEBHOOK_SECRET\"), "
                  "payload)\n"
                  "      return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(expected, "
                  "h1.to_s)\n\n"
                  "      PaddleEventHandler.new(JSON.parse(request.raw_post)).call\n"
                  "      head :ok\n"
                  "    end\n"
                  "  end\n"
                  "end\n"),
            ("assistant", "The signature is an HMAC-SHA256 over `ts:` plus the **raw** request body, byte for byte. "
                          "This code signs `params.to_json` instead: Rails parsed the JSON, and serialising it again "
                          "changes key order, whitespace and number formatting, so the HMAC never matches. Fix: use "
                          "`request.raw_post`. While I'm there:\n"
                          "- reject a `ts` older than 5 seconds (what Paddle's own SDKs use) against replays;\n"
                          "- don't handle the event inside the request: store it in a `paddle_events` table with a "
                          "unique `event_id`, enqueue `PaddleEventJob`, answer 200 right away. Paddle retries on "
                          "timeouts, and the unique id makes a retry harmless."),
            ("user", "raw_post yes, the table and the job yes. 5 seconds is too tight, behind our load balancer "
                     "requests wait sometimes 10 seconds in the queue at night when the backups run. take 30 seconds"),
            shell("apply_patch < /tmp/qp-231.patch && rg -n 'raw_post|TOLERANCE|perform_later' "
                  "app/controllers/webhooks/paddle_controller.rb",
                  "Success. Updated the following files:\n"
                  "M app/controllers/webhooks/paddle_controller.rb\n"
                  "A app/jobs/paddle_event_job.rb\n"
                  "A app/models/paddle_event.rb\n"
                  "A db/migrate/20261106094210_create_paddle_events.rb\n"
                  "A spec/requests/webhooks/paddle_spec.rb\n"
                  "5:    SIGNATURE_TOLERANCE = 30.seconds\n"
                  "10:      payload = \"#{ts}:#{request.raw_post}\"\n"
                  "18:      PaddleEventJob.perform_later(event.id) if event.previously_new_record?\n"),
            shell("bin/rails db:migrate && bundle exec rspec spec/requests/webhooks/paddle_spec.rb",
                  "== 20261106094210 CreatePaddleEvents: migrating ===============================\n"
                  "-- create_table(:paddle_events)\n   -> 0.0087s\n"
                  "-- add_index(:paddle_events, :event_id, {unique: true})\n   -> 0.0031s\n"
                  "== 20261106094210 CreatePaddleEvents: migrated (0.0121s) ======================\n\n"
                  "......\n\nFinished in 0.38 seconds (files took 2.6 seconds to load)\n6 examples, 0 failures\n"),
            shell("paddle-cli simulate --event transaction.completed --url "
                  "https://tp-dev.quaypoint.app/webhooks/paddle 2>&1 | tail -n 2",
                  "delivered transaction.completed (evt_01jc9w3m2h7r8d) -> 200 in 38ms\n"
                  "delivered transaction.completed (evt_01jc9w3m2h7r8d, retry) -> 200 in 21ms, ignored duplicate\n"),
            ("assistant", "Sandbox events verify now, and a retried delivery of the same event is stored once and "
                          "processed once. Shall I commit on a new branch? What's the naming here?"),
            ("user", "branch tp/QP-231-paddle-webhooks. our style is <initials>/<ticket>-<short-slug> for "
                     "branches, and commits start with the ticket id and then imperative, like \"QP-231 Verify "
                     "Paddle webhook signatures\". no feat: or fix: prefixes in this repo"),
            shell("git switch -c tp/QP-231-paddle-webhooks && git add -A && git commit -qm 'QP-231 Verify Paddle "
                  "webhook signatures over the raw body' && git log -1 --oneline",
                  "Switched to a new branch 'tp/QP-231-paddle-webhooks'\n"
                  "a3f88c0 QP-231 Verify Paddle webhook signatures over the raw body\n"),
            ("assistant", "Committed. Next in the ticket is handling transaction.completed: I'd store the totals "
                          "from Paddle's `details.totals` on our Invoice (subtotal, tax, total) as they come."),
            ("user", "yes. and remember, I say it one more time because it is important: no VAT calculation in our "
                     "code, never, Paddle does it as merchant of record. we store and show what Paddle gives back"),
        ],
        "facts": [
            fact("merchant-of-record", "Paddle is quaypoint's merchant of record: quaypoint never calculates VAT or "
                                       "any tax itself, it stores and shows the totals Paddle gives back.",
                 "rule", "user", ["merchant of record", "VAT"], remember=True),
            fact("paddle-raw-post", "Paddle webhook signatures failed (401) because the HMAC was computed over "
                                    "re-serialised params.to_json; they must be computed over ts: plus "
                                    "request.raw_post.",
                 "bugfix", "assistant", ["raw_post", ["params.to_json", "HMAC"]]),
            fact("paddle-tolerance", "quaypoint rejects Paddle webhooks whose ts is older than 30 seconds "
                                     "(SIGNATURE_TOLERANCE; Paddle's 5 seconds is too tight behind the load "
                                     "balancer).",
                 "config", "user", ["30 seconds", ["SIGNATURE_TOLERANCE", "ts"]]),
            fact("paddle-async", "Paddle events are stored in paddle_events (unique event_id) and processed by "
                                 "PaddleEventJob; the endpoint answers 200 right away.",
                 "decision", "assistant", ["paddle_events", "PaddleEventJob"]),
            fact("branch-commit", "quaypoint branches are <initials>/<ticket>-<short-slug> (tp/QP-231-paddle-webhooks); "
                                  "commits start with the ticket id then an imperative summary (QP-231 Verify Paddle "
                                  "webhook signatures), no feat:/fix: prefixes.",
                 "convention", "user", [["<initials>/<ticket>-<short-slug>", "tp/QP-231-paddle-webhooks"],
                                        ["ticket id", "QP-231 Verify"]]),
        ],
        "optional": [
            opt("paddle-totals", "Invoice totals (subtotal, tax, total) are stored from Paddle's details.totals.",
                ["details.totals"]),
        ],
        "questions": [
            q("Does quaypoint calculate VAT?", "no, never; Paddle does it as merchant of record",
              ["merchant-of-record"]),
            q("Why did every Paddle webhook fail with 401?",
              "the HMAC signs params.to_json instead of the raw body, request.raw_post", ["paddle-raw-post"]),
            q("How old may a Paddle webhook's ts be?", "30 seconds", ["paddle-tolerance"]),
            q("How are branches named in quaypoint?", "<initials>/<ticket>-<short-slug>, like tp/QP-231-paddle-webhooks",
              ["branch-commit"]),
        ],
    },
    {
        "id": "h29-cx-ledgerline-audit-log",
        "project": LEDGER,
        "start": datetime(2026, 11, 23, 10, 0),
        "about": "ledgerline audit log: own AuditEvent table written from the service layer (django-auditlog, "
                 "django-simple-history and Postgres triggers rejected); remember request with no punctuation "
                 "(append-only, app user only INSERT and SELECT); action names noun.past-tense verb",
        "steps": [
            ("user", "Studio customers want an audit log: who sent which invoice, who changed a client, who changed "
                     "the plan. options?"),
            shell("pip index versions django-auditlog 2>/dev/null | head -n 1; pip index versions "
                  "django-simple-history 2>/dev/null | head -n 1; rg -n 'def (send_invoice|update_client|"
                  "change_plan)' --type py",
                  "django-auditlog (3.0.0)\n"
                  "django-simple-history (3.7.0)\n"
                  "invoices/services.py:41:def send_invoice(invoice, *, by):\n"
                  "clients/services.py:18:def update_client(client, data, *, by):\n"
                  "plans/services.py:27:def change_plan(account, plan, *, by):\n"),
            ("assistant", "Four ways:\n\n"
                          "1. **django-auditlog**: registers models and logs field diffs through signals. Quick, but "
                          "it records row changes, not what happened (\"invoice sent\" is just status draft -> sent), "
                          "and bulk updates bypass signals.\n"
                          "2. **django-simple-history**: a full history table per model. Great for \"what did this "
                          "invoice look like on 3 May\", but it doubles every audited table and still isn't an event "
                          "log.\n"
                          "3. **Postgres triggers** into an audit schema: catches every write, even raw SQL, but the "
                          "database only knows the DB user, and we connect with one user for everyone.\n"
                          "4. **Own AuditEvent table** written from the service layer: the services already get "
                          "`by=`, so each one writes an event with actor, action, target and a small JSON payload. "
                          "More code, but it's exactly the log customers want to read."),
            ("user", "4. customers want events like invoice sent, not row diffs. simple-history doubles every table "
                     "for something we don't need, and triggers can't see who did it with our single DB user"),
            shell("apply_patch < /tmp/audit.patch && python manage.py makemigrations audit && python manage.py "
                  "migrate audit",
                  "Success. Updated the following files:\n"
                  "A audit/models.py\nA audit/services.py\nM invoices/services.py\nM clients/services.py\n"
                  "M plans/services.py\n"
                  "Migrations for 'audit':\n  audit/migrations/0001_initial.py\n    - Create model AuditEvent\n"
                  "Operations to perform:\n  Apply all migrations: audit\nRunning migrations:\n"
                  "  Applying audit.0001_initial... OK\n"),
            ("user", "remember this audit rows never get updated or deleted only inserted the app db user gets "
                     "INSERT and SELECT on audit_events and nothing else"),
            shell("psql \"$DATABASE_URL_ADMIN\" -c 'REVOKE ALL ON audit_events FROM ledgerline_app; GRANT INSERT, "
                  "SELECT ON audit_events TO ledgerline_app; GRANT USAGE ON SEQUENCE audit_events_id_seq TO "
                  "ledgerline_app;' && psql \"$DATABASE_URL\" -c 'DELETE FROM audit_events WHERE id = 1'",
                  "REVOKE\nGRANT\nGRANT\n"
                  "ERROR:  permission denied for table audit_events\n"),
            ("assistant", "The grants are in place and a DELETE as the app user is refused. I've put the same "
                          "REVOKE/GRANT into a RunSQL migration (audit 0002) so every environment gets it. The "
                          "actions I wrote so far are `invoice.sent`, `client.updated`, `plan.changed`."),
            ("user", "good, that's the naming: <noun>.<verb in past tense>, lowercase, the noun singular. "
                     "invoice.sent, client.deleted, member.invited"),
            shell("rg -n 'action=\"' --type py audit/ invoices/ clients/ plans/ && pytest audit -q",
                  "invoices/services.py:58:    record(\"invoice.sent\", target=invoice, by=by)\n"
                  "clients/services.py:31:    record(\"client.updated\", target=client, by=by, changes=changed)\n"
                  "plans/services.py:44:    record(\"plan.changed\", target=account, by=by, old=old.slug, "
                  "new=plan.slug)\n"
                  ".....\n5 passed in 0.91s\n"),
        ],
        "facts": [
            fact("audit-choice", "ledgerline's audit log is its own AuditEvent table written from the service layer; "
                                 "django-auditlog (row diffs), django-simple-history (doubles every table) and "
                                 "Postgres triggers (can't see the actor with one DB user) were rejected.",
                 "decision", "user", ["AuditEvent", ["service layer", "services"],
                                      ["simple-history", "django-auditlog", "triggers"]]),
            fact("audit-append-only", "Audit rows are never updated or deleted, only inserted: the app DB user "
                                      "(ledgerline_app) has only INSERT and SELECT on audit_events.",
                 "rule", "user", ["audit_events", ["only inserted", "never get updated"], "INSERT"], remember=True),
            fact("audit-naming", "Audit actions are named <noun>.<verb in past tense>, lowercase, singular noun "
                                 "(invoice.sent, client.deleted, member.invited).",
                 "convention", "user", [["<noun>.<verb in past tense>", "past tense"], "invoice.sent"]),
        ],
        "optional": [
            opt("audit-migration", "The audit_events grants are applied by the RunSQL migration audit 0002.",
                ["0002"]),
        ],
        "questions": [
            q("How does ledgerline record its audit log, and why not django-simple-history?",
              "an own AuditEvent table written from the service layer; simple-history doubles every table",
              ["audit-choice"]),
            q("Can ledgerline audit rows be updated or deleted?",
              "never, only inserted; the app db user gets INSERT and SELECT on audit_events", ["audit-append-only"]),
            q("How are audit actions named?", "<noun>.<verb in past tense>, like invoice.sent", ["audit-naming"]),
        ],
    },
    {
        "id": "h29-cx-hivebook-tenant-jobs",
        "project": HIVEBOOK,
        "start": datetime(2026, 11, 18, 14, 40),
        "about": "hivebook BullMQ jobs after the RLS fix: search-reindex indexed nothing because it ran without a "
                 "tenant and the policies return no rows; 'commit this to memory' tenantId plus TenantProcessor rule; "
                 "tenantless jobs only on the system queue with withSystem; job defaults with failed jobs kept 7 days "
                 "instead of the proposed last 1000",
        "steps": [
            ("user", "Since the RLS fix the search does not find new pages anymore. Created today, not findable. "
                     "Old pages yes."),
            shell("rg -n '@Processor|withTenant|this\\.db' src/jobs/ | head -n 12",
                  "src/jobs/search-reindex.processor.ts:8:@Processor('search-reindex')\n"
                  "src/jobs/search-reindex.processor.ts:17:    const page = await this.db.selectFrom('pages')"
                  ".where('id', '=', job.data.pageId).selectAll().executeTakeFirst();\n"
                  "src/jobs/export-space.processor.ts:9:@Processor('export-space')\n"
                  "src/jobs/export-space.processor.ts:21:    return withTenant(job.data.tenantId, async (trx) => {\n"
                  "src/jobs/send-digest.processor.ts:7:@Processor('send-digest')\n"
                  "src/jobs/send-digest.processor.ts:19:    const users = await this.db.selectFrom('users')"
                  ".selectAll().execute();\n"),
            shell("redis-cli -u $REDIS_URL --no-raw XRANGE bull:search-reindex:events - + COUNT 3 | grep -A1 "
                  "returnvalue | head -n 4",
                  "\"returnvalue\"\n\"{\\\"indexed\\\":false,\\\"reason\\\":\\\"page not found\\\"}\"\n"
                  "\"returnvalue\"\n\"{\\\"indexed\\\":false,\\\"reason\\\":\\\"page not found\\\"}\"\n"),
            ("assistant", "That's a direct consequence of the RLS fix, and it's the fix working as intended: the "
                          "search-reindex processor reads the page with `this.db`, outside withTenant. Before, it "
                          "got whatever tenant id was left on the connection and usually found the page by luck; now "
                          "a query without a tenant gives no rows, so every job ends with \"page not found\" and the "
                          "page is never indexed. The job data doesn't even have a tenantId, only pageId. "
                          "send-digest has the same problem (it reads `users` without a tenant); export-space is "
                          "correct."),
            ("user", "Ok. Make it right for all jobs then."),
            ("assistant", "Proposal:\n"
                          "- every job on a tenant queue has `tenantId` at the top level of job.data;\n"
                          "- a base class `TenantProcessor` whose process() opens `withTenant(job.data.tenantId)` and "
                          "passes the transaction to `handle(job, trx)`; it fails the job if tenantId is missing;\n"
                          "- jobs that really have no tenant (expired session cleanup, the nightly billing sync over "
                          "all tenants) move to one `system` queue and use `withSystem()`, which connects as "
                          "hivebook_maintenance;\n"
                          "- default job options: attempts 3, exponential backoff starting at 10 s, keep the last "
                          "1000 completed and the last 1000 failed jobs."),
            ("user", "All yes, only failed jobs: not last 1000, keep them 7 days, a noisy tenant can push out 1000 "
                     "failures in an hour and then I can't debug the others. And commit this to memory: every job on "
                     "a tenant queue carries tenantId on top level of job.data and its processor extends "
                     "TenantProcessor. Jobs without tenant go only on the system queue, nowhere else."),
            shell("apply_patch < /tmp/tenant-jobs.patch && rg -n 'extends (TenantProcessor|WorkerHost)|removeOn|"
                  "attempts|backoff' src/jobs/",
                  "Success. Updated the following files:\n"
                  "A src/jobs/tenant-processor.ts\nM src/jobs/search-reindex.processor.ts\n"
                  "M src/jobs/send-digest.processor.ts\nM src/jobs/export-space.processor.ts\n"
                  "A src/jobs/system.processor.ts\nM src/jobs/jobs.module.ts\n"
                  "src/jobs/jobs.module.ts:14:      attempts: 3,\n"
                  "src/jobs/jobs.module.ts:15:      backoff: { type: 'exponential', delay: 10_000 },\n"
                  "src/jobs/jobs.module.ts:16:      removeOnComplete: 1000,\n"
                  "src/jobs/jobs.module.ts:17:      removeOnFail: { age: 7 * 24 * 3600 },\n"
                  "src/jobs/search-reindex.processor.ts:9:export class SearchReindexProcessor extends TenantProcessor "
                  "{\n"
                  "src/jobs/send-digest.processor.ts:8:export class SendDigestProcessor extends TenantProcessor {\n"
                  "src/jobs/export-space.processor.ts:10:export class ExportSpaceProcessor extends TenantProcessor {\n"
                  "src/jobs/system.processor.ts:11:export class SystemProcessor extends WorkerHost {\n"),
            shell("npm run test -- jobs 2>&1 | tail -n 6 && npx ts-node scripts/reindex-missing.ts --since "
                  "2026-11-03",
                  "  ✓ TenantProcessor fails a job without tenantId (11 ms)\n"
                  "  ✓ search-reindex indexes a page of its tenant (48 ms)\n"
                  "  ✓ send-digest only sees users of its tenant (31 ms)\n"
                  "  ✓ system queue rejects jobs with tenantId (7 ms)\n"
                  "Tests:       14 passed, 14 total\n\n"
                  "enqueued 3184 search-reindex jobs for 212 tenants\n"),
            ("assistant", "All processors on tenant queues now extend TenantProcessor, the system queue handles the "
                          "session cleanup and billing sync, and I've re-enqueued the 3184 pages created or changed "
                          "since 3 November so they become findable again."),
        ],
        "facts": [
            fact("reindex-bug", "After the RLS fix hivebook's search-reindex job indexed nothing (\"page not found\"): "
                                "it read pages with this.db outside withTenant, and a query without a tenant gives no "
                                "rows; job data had only pageId.",
                 "bugfix", "assistant", ["search-reindex", ["no rows", "page not found"]]),
            fact("tenant-jobs", "Every job on a hivebook tenant queue carries tenantId at the top level of job.data "
                                "and its processor extends TenantProcessor (which opens withTenant); jobs without a "
                                "tenant go only on the system queue.",
                 "rule", "user", ["tenantId", "TenantProcessor"], remember=True),
            fact("job-defaults", "hivebook BullMQ defaults: attempts 3, exponential backoff from 10 s, last 1000 "
                                 "completed jobs kept, failed jobs kept 7 days (not the last 1000).",
                 "config", "user", [["failed", "removeOnFail"], "7 days"]),
        ],
        "optional": [
            opt("with-system", "Tenantless system jobs use withSystem(), which connects as hivebook_maintenance.",
                ["withSystem"]),
            opt("reindex-missing", "scripts/reindex-missing.ts re-enqueued 3184 pages changed since 3 November.",
                ["reindex-missing"]),
        ],
        "questions": [
            q("Why did new hivebook pages not show up in search after the RLS fix?",
              "the search-reindex processor reads the page outside withTenant, and a query without a tenant gives no "
              "rows", ["reindex-bug"]),
            q("What must every job on a hivebook tenant queue have?",
              "tenantId at the top level of job.data, and a processor that extends TenantProcessor", ["tenant-jobs"]),
            q("How long are failed BullMQ jobs kept in hivebook?", "7 days", ["job-defaults"]),
        ],
    },
]
