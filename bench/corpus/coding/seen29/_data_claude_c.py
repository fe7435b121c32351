"""h29 Claude Code sessions, part c: RSVP mails in Gmail spam for tallyho (Phoenix, Swoosh, Postmark), a slow
nightly metering job in quaypoint (Rails, Sidekiq, Paddle), and quaypoint's data retention for closed accounts."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

TALLYHO = "/Users/ines/src/tallyho"
QUAY = "/Users/tomasz/work/quaypoint"

SESSIONS = [
    {
        "id": "h29-cc-tallyho-dmarc",
        "project": TALLYHO,
        "start": datetime(2026, 11, 5, 11, 0),
        "about": "tallyho (Phoenix, Swoosh via Postmark): Gmail puts RSVP confirmations in spam; the person's theory "
                 "(SPF over 10 DNS lookups after adding Customer.io) ruled out, 7 lookups; real cause Postmark's "
                 "rotated DKIM selector 20261103pm without a DNS record; terse '2' picks a daily DKIM check; DMARC "
                 "p=reject only after 30 clean days ('I'll forget otherwise, so save it'); mail DNS only in "
                 "terraform/dns/",
        "steps": [
            ("user", "since tuesday gmail puts our RSVP confirmations into spam. outlook is fine. I bet it's SPF: we "
                     "added the customer.io include last week and I read somewhere there's a hard limit of 10 "
                     "lookups"),
            bash("dig +short TXT tallyho.app | grep spf1 && for d in spf.mtasv.net _spf.google.com "
                 "customeriomail.com; do echo \"== $d\"; dig +short TXT $d | grep spf1; done",
                 "\"v=spf1 include:spf.mtasv.net include:_spf.google.com include:customeriomail.com ~all\"\n"
                 "== spf.mtasv.net\n\"v=spf1 ip4:50.31.156.96/27 ip4:104.245.209.192/26 ~all\"\n"
                 "== _spf.google.com\n"
                 "\"v=spf1 include:_netblocks.google.com include:_netblocks2.google.com "
                 "include:_netblocks3.google.com ~all\"\n"
                 "== customeriomail.com\n\"v=spf1 include:mailgun.org ~all\"\n"),
            ("assistant", "Counting DNS lookups the way receivers do: 3 includes at the top, 3 nested in Google's "
                          "record, 1 nested in Customer.io's: 7 of the 10 allowed. SPF isn't over the limit. Let me "
                          "look at what Gmail actually says about one of the messages; can you paste the headers, or "
                          "is there a seed inbox?"),
            ("user", "there's the seed inbox, qa-seed@gmail, the password is in 1password. no wait, use the postmark "
                     "API, it keeps the last message"),
            bash("curl -s -H \"X-Postmark-Server-Token: $POSTMARK_TOKEN\" 'https://api.postmarkapp.com/messages/"
                 "outbound?count=1&offset=0&recipient=qa-seed@gmail.com' | jq -r '.Messages[0].MessageID' | xargs -I{} "
                 "curl -s -H \"X-Postmark-Server-Token: $POSTMARK_TOKEN\" "
                 "https://api.postmarkapp.com/messages/outbound/{}/details | jq -r '.Body' | grep -A3 "
                 "'^Authentication-Results'",
                 "Authentication-Results: mx.google.com;\n"
                 "       dkim=fail (no key for signature) header.i=@tallyho.app header.s=20261103pm;\n"
                 "       spf=pass (google.com: domain of pm_bounces@pm-bounces.tallyho.app designates 50.31.156.104 "
                 "as permitted sender);\n"
                 "       dmarc=fail (p=QUARANTINE sp=QUARANTINE dis=QUARANTINE) header.from=tallyho.app\n"),
            bash("dig +short TXT 20261103pm._domainkey.tallyho.app; echo \"--\"; dig +short TXT "
                 "20240517pm._domainkey.tallyho.app | cut -c1-60",
                 "--\n\"k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3xV0s1\n"),
            ("assistant", "Found it. SPF passes, but SPF alone doesn't satisfy DMARC here because the envelope "
                          "sender is Postmark's bounce domain, so DMARC relies on DKIM. And DKIM fails with \"no key "
                          "for signature\": Postmark signs with a new selector, `20261103pm` (they rotated the key on "
                          "3 November), and that selector has no TXT record in our DNS. Only the old `20240517pm` "
                          "exists. DKIM fails, DMARC fails, and with p=quarantine Gmail puts the mail into spam. "
                          "Outlook is more lenient with quarantine, which is why it looked fine there."),
            bash("curl -s -H \"X-Postmark-Account-Token: $POSTMARK_ACCOUNT\" "
                 "https://api.postmarkapp.com/domains/2291437 | jq -r '.DKIMPendingHost, .DKIMPendingTextValue' | "
                 "cut -c1-70",
                 "20261103pm._domainkey.tallyho.app\n"
                 "k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDaM2k7Wq1p9XGz4cY5Tn8vh\n"),
            tool("Edit", {"file_path": f"{TALLYHO}/terraform/dns/tallyho_app.tf",
                          "old_string": "resource \"cloudflare_record\" \"dkim_20240517pm\" {\n",
                          "new_string": "resource \"cloudflare_record\" \"dkim_20261103pm\" {\n"
                                        "  zone_id = var.zone_id\n  name    = \"20261103pm._domainkey\"\n"
                                        "  type    = \"TXT\"\n  content = local.postmark_dkim_20261103pm\n}\n\n"
                                        "resource \"cloudflare_record\" \"dkim_20240517pm\" {\n"},
                 "The file has been updated."),
            bash("cd terraform/dns && terraform apply -auto-approve -target=cloudflare_record.dkim_20261103pm | tail "
                 "-n 2 && sleep 60 && dig +short TXT 20261103pm._domainkey.tallyho.app | cut -c1-40",
                 "cloudflare_record.dkim_20261103pm: Creation complete after 1s [id=8f2c0e]\n"
                 "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.\n"
                 "\"k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNAD\n"),
            bash("mix run -e 'Tallyho.Mailer.deliver!(TallyhoWeb.Emails.rsvp_confirmation_preview(\"qa-seed@gmail.com\"))' "
                 "&& sleep 20 && curl -s -H \"X-Postmark-Server-Token: $POSTMARK_TOKEN\" 'https://api.postmarkapp.com/"
                 "messages/outbound?count=1&offset=0&recipient=qa-seed@gmail.com' | jq -r '.Messages[0] | "
                 ".MessageID, .Status'",
                 "4c1e2b7a-93d0-4f5e-a1c8-0be2d6f71e09\nSent\n"),
            bash("curl -s -H \"X-Postmark-Server-Token: $POSTMARK_TOKEN\" https://api.postmarkapp.com/messages/"
                 "outbound/4c1e2b7a-93d0-4f5e-a1c8-0be2d6f71e09/details | jq -r '.Body' | grep -A3 "
                 "'^Authentication-Results'",
                 "Authentication-Results: mx.google.com;\n"
                 "       dkim=pass header.i=@tallyho.app header.s=20261103pm header.b=Zk3q9vNd;\n"
                 "       spf=pass (google.com: domain of pm_bounces@pm-bounces.tallyho.app designates 50.31.156.104 "
                 "as permitted sender);\n"
                 "       dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=tallyho.app\n"),
            ("user", "and the last days? how many went to spam"),
            bash("python3 tools/dmarc_rua_summary.py --since 2026-10-29 --domain tallyho.app",
                 "date        source            msgs   dkim_pass  spf_aligned  disposition\n"
                 "2026-10-29  google.com        4102   4102       0            none\n"
                 "2026-10-30  google.com        3987   3987       0            none\n"
                 "2026-11-02  google.com        4420   4420       0            none\n"
                 "2026-11-03  google.com        5012   0          0            quarantine\n"
                 "2026-11-04  google.com        4876   0          0            quarantine\n"
                 "2026-11-03  outlook.com       1290   0          0            none\n"),
            ("assistant", "The rua reports match: from 3 November every Gmail message failed DKIM and was "
                          "quarantined, about 9,900 over two days; Outlook saw the same failures but didn't act on "
                          "them. The fresh test mail now shows dkim=pass and dmarc=pass and lands in the inbox. To "
                          "not be surprised by the next rotation, options:\n\n"
                          "1. Point the selector at Postmark with a CNAME so they can rotate without us. Postmark "
                          "doesn't offer that for custom DKIM, so this is not possible today.\n"
                          "2. A daily Oban job that resolves the active and the pending selector from the Postmark "
                          "API and alerts in #ops if either has no matching DNS record.\n"
                          "3. Move DMARC to p=reject now, so spoofers get rejected too."),
            ("user", "2"),
            tool("Write", {"file_path": f"{TALLYHO}/lib/tallyho/workers/dkim_checker.ex",
                           "content": "defmodule Tallyho.Workers.DkimChecker do\n"
                                      "  @moduledoc \"Daily: the active and pending Postmark DKIM selectors must "
                                      "resolve in DNS, else alert #ops.\"\n"
                                      "  use Oban.Worker, queue: :default, max_attempts: 3\n"},
                 f"File created successfully at: {TALLYHO}/lib/tallyho/workers/dkim_checker.ex"),
            bash("mix test test/tallyho/workers/dkim_checker_test.exs 2>&1 | tail -n 2",
                 "Finished in 0.2 seconds (0.1s async, 0.1s sync)\n4 tests, 0 failures\n"),
            ("user", "about 3: not now. DMARC stays p=quarantine until the rua reports are clean for 30 days in a "
                     "row, only then p=reject. I'll forget otherwise, so save it"),
            bash("grep -n 'crontab\\|DkimChecker' config/runtime.exs",
                 "88:      {\"0 6 * * *\", Tallyho.Workers.DkimChecker},\n"),
            ("assistant", "Saved. The DkimChecker runs every day at 06:00 UTC through the Oban cron plugin."),
            ("user", "one more thing: mail DNS records are changed only in terraform/dns/, never by clicking in the "
                     "cloudflare dashboard. half of this mess was that nobody saw the new selector anywhere in the "
                     "code"),
            ("assistant", "Understood. The old selector's record was already in terraform/dns/tallyho_app.tf, and the "
                          "new one is there now too; nothing for mail is left that exists only in the dashboard."),
        ],
        "facts": [
            fact("dkim-cause", "Gmail put tallyho's RSVP mails in spam because Postmark rotated DKIM to selector "
                               "20261103pm, which had no TXT record in DNS: dkim=fail, so DMARC (p=quarantine) failed. "
                               "Not SPF, which uses 7 of 10 lookups.",
                 "bugfix", "assistant", ["DKIM", ["20261103pm", "selector"]]),
            fact("dkim-check", "A daily Oban job (Tallyho.Workers.DkimChecker, 06:00 UTC) checks that the active and "
                               "pending Postmark DKIM selectors resolve in DNS and alerts #ops otherwise.",
                 "decision", "user", ["DkimChecker", ["daily", "06:00"]]),
            fact("dmarc-reject", "tallyho's DMARC stays at p=quarantine until the rua reports are clean for 30 days "
                                 "in a row; only then p=reject.",
                 "rule", "user", ["p=reject", "30 days", "rua"], remember=True),
            fact("dns-terraform", "tallyho's mail DNS records are changed only in terraform/dns/, never in the "
                                  "Cloudflare dashboard.",
                 "convention", "user", ["terraform/dns", "Cloudflare"]),
        ],
        "optional": [
            opt("spf-lookups", "tallyho's SPF record uses 7 of the 10 DNS lookups (Postmark, Google, Customer.io).",
                ["SPF", "7"]),
            opt("envelope", "tallyho's envelope sender is Postmark's bounce domain, so DMARC relies on DKIM.",
                ["bounce"]),
        ],
        "questions": [
            q("Why did Gmail put tallyho's RSVP confirmations into spam?",
              "Postmark rotated DKIM to selector 20261103pm, which has no TXT record, so DKIM fails and DMARC "
              "fails",
              ["dkim-cause"]),
            q("When does tallyho move DMARC to p=reject?",
              "only after the rua reports are clean for 30 days in a row", ["dmarc-reject"]),
            q("Where are tallyho's mail DNS records changed?",
              "only in terraform/dns/, never in the cloudflare dashboard", ["dns-terraform"]),
        ],
    },
    {
        "id": "h29-cc-quaypoint-sidekiq-profile",
        "project": QUAY,
        "start": datetime(2026, 11, 10, 7, 50),
        "about": "quaypoint (Rails 7.2, Sidekiq 7): the nightly MeteredUsageSyncJob takes 3 hours and delays the "
                 "morning invoices; mostly a red spec run, a stackprof dump and a SQL count; one decision: its own "
                 "metering queue with concurrency 2 ('file that away for later'); near-miss 'remember when we had "
                 "no tests lol'",
        "steps": [
            ("user", "the nightly MeteredUsageSyncJob is going now 3 hours and the morning invoices wait for it. "
                     "the spec is red also, I run it first"),
            bash("bundle exec rspec spec/jobs/metered_usage_sync_job_spec.rb",
                 "Randomized with seed 40417\n\n"
                 "MeteredUsageSyncJob\n"
                 "  syncs berth-nights per marina to Paddle\n"
                 "  skips marinas without an active subscription\n"
                 "  stays under the query budget (FAILED - 1)\n\n"
                 "Failures:\n\n"
                 "  1) MeteredUsageSyncJob stays under the query budget\n"
                 "     Failure/Error: expect { described_class.new.perform(Date.new(2026, 11, 9)) }.to "
                 "make_database_queries(count: ..40)\n\n"
                 "       expected to make less than 40 database queries, but made 1512\n"
                 "     # ./spec/jobs/metered_usage_sync_job_spec.rb:44:in `block (2 levels) in <top (required)>'\n\n"
                 "Finished in 6.41 seconds (files took 2.9 seconds to load)\n"
                 "3 examples, 1 failure\n\n"
                 "Failed examples:\n\n"
                 "rspec ./spec/jobs/metered_usage_sync_job_spec.rb:42 # MeteredUsageSyncJob stays under the query "
                 "budget\n"),
            ("user", "remember when we had no tests lol. ok, and here a profile from yesterday's run on staging"),
            bash("bundle exec stackprof tmp/stackprof-metered-usage-20261109.dump --text --limit 14",
                 "==================================\n"
                 "  Mode: wall(1000)\n"
                 "  Samples: 10482 (0.41% miss rate)\n"
                 "  GC: 612 (5.84%)\n"
                 "==================================\n"
                 "     TOTAL    (pct)     SAMPLES    (pct)     FRAME\n"
                 "      4871  (46.5%)        4871  (46.5%)     Net::HTTP#transport_request\n"
                 "      2904  (27.7%)        2611  (24.9%)     ActiveRecord::ConnectionAdapters::PostgreSQL"
                 "::DatabaseStatements#exec_query\n"
                 "       612   (5.8%)         612   (5.8%)     (garbage collection)\n"
                 "       498   (4.8%)         402   (3.8%)     ActiveRecord::Associations::Preloader#call\n"
                 "       377   (3.6%)         377   (3.6%)     ActiveSupport::JSON::Encoding::JSONGemEncoder#encode\n"
                 "       201   (1.9%)         201   (1.9%)     Logger::LogDevice#write\n"
                 "      7911  (75.5%)         140   (1.3%)     MeteredUsageSyncJob#sync_marina\n"
                 "      2877  (27.4%)          96   (0.9%)     Reservation#billable_nights\n"
                 "      4990  (47.6%)          88   (0.8%)     PaddleClient#report_usage\n"
                 "     10398  (99.2%)          41   (0.4%)     MeteredUsageSyncJob#perform\n"
                 "        62   (0.6%)          31   (0.3%)     Marina.active\n"
                 "        54   (0.5%)          22   (0.2%)     Sidekiq::Processor#process\n"),
            bash("grep -c 'Berth Load' log/staging-metering-20261109.log; grep -c 'POST "
                 "https://api.paddle.com/subscriptions/.*/charge' log/staging-metering-20261109.log; grep -o "
                 "'Sidekiq queue=[a-z]*' log/staging-metering-20261109.log | sort | uniq -c",
                 "14832\n"
                 "1212\n"
                 "  38114 Sidekiq queue=default\n"),
            ("assistant", "The numbers say:\n"
                          "- 46.5% of wall time is HTTP: one Paddle charge request per marina *per day of usage* "
                          "(1212 calls for 101 marinas over 12 days), sequentially.\n"
                          "- 27.7% is SQL: `Reservation#billable_nights` loads each berth separately (14832 `Berth "
                          "Load` lines), the classic N+1. That's also the 1512 queries in the spec.\n"
                          "- And it runs in the `default` queue, next to all the interactive jobs.\n\n"
                          "The N+1 is a plain fix: `includes(:berth)` and summing in SQL; one usage report per "
                          "marina per billing period instead of per day is how Paddle expects it anyway. I'll do "
                          "both. The open question is where the job runs: keep it in `default`, or give it its own "
                          "queue with a small concurrency so it can never take all the workers?"),
            ("user", "own queue. `metering`, concurrency 2, and default never sees it again. file that away for "
                     "later: MeteredUsageSyncJob goes on metering with concurrency 2"),
            tool("Edit", {"file_path": f"{QUAY}/app/jobs/metered_usage_sync_job.rb",
                          "old_string": "  sidekiq_options queue: :default, retry: 5\n",
                          "new_string": "  sidekiq_options queue: :metering, retry: 5\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{QUAY}/config/sidekiq.yml",
                          "old_string": ":queues:\n  - [critical, 6]\n  - [default, 3]\n",
                          "new_string": ":queues:\n  - [critical, 6]\n  - [default, 3]\n\n"
                                        "# separate process: bundle exec sidekiq -q metering -c 2\n"},
                 "The file has been updated."),
            bash("bundle exec rspec spec/jobs/metered_usage_sync_job_spec.rb && bundle exec rails runner "
                 "'t = Time.now; MeteredUsageSyncJob.new.perform(Date.new(2026, 11, 9)); puts Time.now - t' "
                 "-e staging",
                 "...\n\nFinished in 1.12 seconds (files took 2.8 seconds to load)\n3 examples, 0 failures\n\n"
                 "412.7\n"),
            ("assistant", "Spec green (31 queries now), and the staging run takes 413 seconds instead of about 3 "
                          "hours. The job is on the `metering` queue; the Procfile has a second Sidekiq process "
                          "`sidekiq -q metering -c 2`, so default's workers aren't touched."),
        ],
        "facts": [
            fact("metering-queue", "quaypoint's MeteredUsageSyncJob runs on its own Sidekiq queue `metering` with "
                                   "concurrency 2 (a separate process), never in default.",
                 "decision", "user", ["metering", "concurrency 2"], remember=True),
        ],
        "optional": [
            opt("n-plus-one", "MeteredUsageSyncJob was slow from an N+1 in Reservation#billable_nights (fixed with "
                              "includes(:berth)) and one Paddle charge per marina per day.",
                ["N+1", "billable_nights"]),
            opt("usage-per-period", "Usage is reported to Paddle once per marina per billing period.",
                ["billing period"]),
        ],
        "questions": [
            q("Which Sidekiq queue does MeteredUsageSyncJob run on?", "its own metering queue, concurrency 2",
              ["metering-queue"]),
            q("May MeteredUsageSyncJob run in the default queue?", "no, default never sees it again",
              ["metering-queue"]),
        ],
    },
    {
        "id": "h29-cc-quaypoint-retention",
        "project": QUAY,
        "start": datetime(2026, 11, 17, 15, 0),
        "about": "quaypoint GDPR retention for closed accounts: 'memorise this' hard delete after 30 days, reversed "
                 "in the same session to anonymising personal data after 30 days and keeping invoices and payments 5 "
                 "years; speculation (pause instead of close, crypto-shredding, export before deletion) deferred; "
                 "AccountPurgeJob daily at 03:00 Europe/Warsaw",
        "steps": [
            ("user", "GDPR topic. when a marina closes the account, now nothing happens, all data stays forever. "
                     "memorise this: closed accounts are hard-deleted 30 days after closing, everything, with cascade"),
            bash("bin/rails runner 'puts Account.where.not(closed_at: nil).group(\"date_trunc(\\'year\\', "
                 "closed_at)\").count.sort.map { |y, n| \"#{y.year}: #{n}\" }' && rg -n 'has_many' "
                 "app/models/account.rb | wc -l",
                 "2023: 14\n2024: 41\n2025: 63\n2026: 38\n19\n"),
            ("assistant", "156 closed accounts so far, and Account has 19 has_many associations. Before I write a "
                          "cascade: a hard delete of *everything* would also delete the invoices and payments we "
                          "issued through Paddle. As far as I know Polish law (and most of the EU) requires keeping "
                          "accounting documents for 5 years from the end of the year they relate to. GDPR allows "
                          "keeping what a legal obligation requires. Options:\n\n"
                          "a) hard delete everything after 30 days (what you said), accepting the tax risk;\n"
                          "b) hard delete everything except invoices and payments, which lose their link to the "
                          "account;\n"
                          "c) anonymise: remove the personal data (names, emails, phones, boat registrations, "
                          "notes), keep invoices and payments for 5 years, then delete them."),
            ("user", "hm. what would be nicer long term, I am thinking aloud: maybe we should not close accounts at "
                     "all, but pause them, marinas are seasonal. or crypto-shredding, one key per account and we "
                     "throw the key away. or we offer an export before deletion. none of this now, just ideas"),
            ("assistant", "All three are reasonable later. Pausing would be a billing question (Paddle supports "
                          "paused subscriptions); crypto-shredding is elegant but means encrypting every personal "
                          "field first, a big change; an export before deletion fits well with the 30-day grace "
                          "period. I'll leave them out of this change."),
            ("user", "ok. forget the hard delete I told you to memorise, it's wrong because of the tax office. new "
                     "version, and this one stays: 30 days after closing we anonymise the personal data: names, "
                     "emails, phones, boat registrations, free-text notes. invoices and payments stay 5 years for "
                     "the tax office, then they get deleted too"),
            tool("Write", {"file_path": f"{QUAY}/app/jobs/account_purge_job.rb",
                           "content": "class AccountPurgeJob\n"
                                      "  include Sidekiq::Job\n"
                                      "  sidekiq_options queue: :low, retry: 3\n\n"
                                      "  ANONYMISE_AFTER = 30.days\n"
                                      "  KEEP_ACCOUNTING_FOR = 5.years\n\n"
                                      "  def perform\n"
                                      "    Account.closed_before(ANONYMISE_AFTER.ago).not_anonymised"
                                      ".find_each { |a| AccountAnonymiser.new(a).call }\n"
                                      "    Invoice.of_closed_accounts.issued_before(KEEP_ACCOUNTING_FOR.ago)"
                                      ".in_batches.destroy_all\n"
                                      "  end\nend\n"},
                 f"File created successfully at: {QUAY}/app/jobs/account_purge_job.rb"),
            bash("rg -n 'encrypts|t\\.string \"(email|phone|name|registration)' db/schema.rb | head -n 8",
                 "212:    t.string \"email\", null: false\n"
                 "213:    t.string \"phone\"\n"
                 "214:    t.string \"name\", null: false\n"
                 "388:    t.string \"boat_registration\"\n"
                 "401:    t.string \"email\"\n"
                 "402:    t.string \"phone\"\n"),
            ("assistant", "AccountAnonymiser replaces names with \"anonymised\", emails with "
                          "`anon-<id>@invalid`, clears phones, boat registrations and notes on the account, its "
                          "users, skippers and boats, and sets anonymised_at. Invoices keep their amounts, numbers "
                          "and VAT data (the marina's company data on an invoice is required for the invoice itself). "
                          "When should the job run?"),
            ("user", "every night 03:00 Warsaw time, that's when nobody books"),
            tool("Edit", {"file_path": f"{QUAY}/config/sidekiq.yml",
                          "old_string": ":scheduler:\n  :schedule:\n",
                          "new_string": ":scheduler:\n  :schedule:\n    account_purge:\n"
                                        "      cron: \"0 3 * * * Europe/Warsaw\"\n"
                                        "      class: AccountPurgeJob\n"},
                 "The file has been updated."),
            bash("bundle exec rspec spec/jobs/account_purge_job_spec.rb spec/services/account_anonymiser_spec.rb",
                 "........\n\nFinished in 2.07 seconds (files took 2.7 seconds to load)\n8 examples, 0 failures\n"),
            ("assistant", "Done: AccountPurgeJob daily at 03:00 Europe/Warsaw; accounts closed more than 30 days ago "
                          "get anonymised, invoices and payments of closed accounts are deleted after 5 years. The "
                          "first run will anonymise 149 of the 156 closed accounts; the other 7 closed less than 30 "
                          "days ago."),
        ],
        "facts": [
            fact("retention", "30 days after a quaypoint account is closed its personal data (names, emails, phones, "
                              "boat registrations, free-text notes) is anonymised; invoices and payments stay 5 years "
                              "for the tax office, then are deleted. This replaced the earlier hard delete of "
                              "everything.",
                 "rule", "user", [["anonymise", "anonymize"], "30 days", "5 years"], remember=True),
            fact("purge-job", "AccountPurgeJob runs every night at 03:00 Europe/Warsaw.",
                 "config", "user", ["AccountPurgeJob", "03:00"]),
        ],
        "optional": [
            opt("anonymiser", "AccountAnonymiser sets emails to anon-<id>@invalid and sets anonymised_at.",
                ["AccountAnonymiser"]),
        ],
        "questions": [
            q("What happens to a closed quaypoint account after 30 days?",
              "its personal data is anonymised; invoices and payments stay 5 years, then get deleted",
              ["retention"]),
            q("Are closed quaypoint accounts hard-deleted?",
              "the hard delete is wrong because of the tax office; personal data is anonymised", ["retention"]),
            q("When does AccountPurgeJob run?", "every night 03:00 Warsaw time", ["purge-job"]),
        ],
    },
]
