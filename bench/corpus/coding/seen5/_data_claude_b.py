"""h5 Claude Code sessions, part B: plasma ODE model (Julia), Rails invoicing, Terraform, Go log CLI."""

from __future__ import annotations

from datetime import datetime

from _data_claude_a import F, Opt, Q

JULIA_RUN = """julia> include("scripts/run_sheath.jl")
[ Info: loading config runs/2026-10-14_sheath_baseline.toml
[ Info: u0 loaded from data/init_profile.npy: 4096 elements, eltype Float32
[ Info: solving with Tsit5(), reltol=1e-6, abstol=1e-8, tspan=(0.0, 2.0e-6)
┌ Warning: dt(1.1368683772161603e-19) <= dtmin(1.1368683772161603e-19) at t=3.0517e-9. Aborting. There is either an error in your model specification or the true solution is unstable (or the true solution can not be represented in the precision of Float64).
└ @ SciMLBase ~/.julia/packages/SciMLBase/Ud3kq/src/integrator_interface.jl:623
retcode: Unstable
Interpolation: specialized 4th order "free" stiffness-aware interpolation
t: 1843-element Vector{Float64}
"""

ENERGY = """  t [ns]     total energy [J/m^2]     drift vs t0
  0.000      4.118302e-03             0
  250.0      4.118297e-03            -1.2e-6
  500.0      4.118281e-03            -5.1e-6
  750.0      4.118249e-03            -1.3e-5
 1000.0      4.118201e-03            -2.5e-5
 1500.0      4.118066e-03            -5.7e-5
 2000.0      4.117880e-03            -1.0e-4
"""

ENERGY_OK = """  t [ns]     total energy [J/m^2]     drift vs t0
  0.000      4.118302117e-03          0
  500.0      4.118302114e-03          -7.3e-10
 1000.0      4.118302110e-03          -1.7e-9
 2000.0      4.118302104e-03          -3.2e-9
"""

PLASMA = {
    "id": "h5-cc-sheath-stiff",
    "project": "/home/dev/sheathsim.jl",
    "start": datetime(2026, 10, 14, 10, 5, 0),
    "about": "Julia plasma-sheath ODE model, markdown-heavy assistant: solver chosen from a table, tolerances set, energy "
             "drift traced to Float32 initial state, run-config rule phrased as 'rule of thumb'",
    "steps": [
        ("user", "Hi. The sheath model blows up with Tsit5 after a few ns. Can you get it to integrate to 2 µs?"),
        ("tool", "Bash", {"command": "julia --project -e 'include(\"scripts/run_sheath.jl\")'"}, JULIA_RUN),
        ("assistant", "## What's happening\n\n`dt` collapses to ~1e-19 at t≈3 ns: the classic sign of a **stiff** system. The electron timescale (plasma frequency) is ~1e-11 s while ion motion is ~1e-7 s, so an explicit method like `Tsit5` has to take tiny steps and eventually gives up.\n\n## Options\n\n| solver | type | notes |\n|---|---|---|\n| `Tsit5` | explicit RK | what we have; unusable here |\n| `Rodas5P` | Rosenbrock | stiff, pure Julia, handles the mass matrix, good at tight tolerances for ~4k unknowns |\n| `CVODE_BDF` | Sundials BDF | stiff, scales better past ~50k unknowns, but needs `Sundials.jl` and doesn't take our singular mass matrix |\n\nFor 4096 unknowns with a mass matrix I'd use **`Rodas5P`**. Want me to switch?"),
        ("user", "Yes, Rodas5P. We'll never get past 10k unknowns anyway and I don't want the Sundials dependency."),
        ("tool", "Edit", {"file_path": "/home/dev/sheathsim.jl/scripts/run_sheath.jl", "old_string": "sol = solve(prob, Tsit5(); reltol=1e-6, abstol=1e-8)", "new_string": "sol = solve(prob, Rodas5P(); reltol=cfg.reltol, abstol=cfg.abstol)"}, "The file /home/dev/sheathsim.jl/scripts/run_sheath.jl has been updated."),
        ("tool", "Bash", {"command": "julia --project scripts/energy_check.jl runs/2026-10-14_sheath_baseline.toml"}, ENERGY),
        ("assistant", "It integrates to 2 µs now (retcode `Success`, 1,204 steps). But energy drifts by **1e-4 relative** over the run, which is way too much for a conservative sheath model. Looking at the log again: `u0 loaded from data/init_profile.npy: eltype Float32`.\n\n### Root cause\n\n`NPZ.npzread` returns `Float32` because the profile was saved from numpy as `float32`. The ODE then runs in `Float32` for the state while the parameters are `Float64`, and every step rounds to ~7 digits — that's the drift.\n\n### Fix\n\n```julia\nu0 = Float64.(npzread(\"data/init_profile.npy\"))\n```\n\nand an `@assert eltype(u0) == Float64` in `make_problem`."),
        ("user", "oh no, that's been there since spring. go ahead"),
        ("tool", "Edit", {"file_path": "/home/dev/sheathsim.jl/src/Init.jl", "old_string": "u0 = npzread(path)", "new_string": "u0 = Float64.(npzread(path))\n    @assert eltype(u0) == Float64"}, "The file /home/dev/sheathsim.jl/src/Init.jl has been updated."),
        ("tool", "Bash", {"command": "julia --project scripts/energy_check.jl runs/2026-10-14_sheath_baseline.toml"}, ENERGY_OK),
        ("assistant", "With a `Float64` state the drift is now **3e-9** over 2 µs, at the old tolerances. To get that reliably I set the tolerances in the run config:\n\n- `reltol = 1e-8`\n- `abstol = 1e-10`\n\nThat costs about 1.6× the runtime (41 s → 66 s on this machine) but keeps the energy drift under 1e-8, which is the bar from your paper draft."),
        ("user", "Good. Rule of thumb here, for you and anyone else touching this repo: every run config we actually use goes into runs/ and gets committed with the git sha of the code in its filename, otherwise the figures can't be reproduced. The baseline one doesn't follow that yet, fix the name please."),
        ("tool", "Bash", {"command": "sha=$(git rev-parse --short HEAD) && git mv runs/2026-10-14_sheath_baseline.toml runs/2026-10-14_sheath_baseline_${sha}.toml && ls runs/"}, "2026-09-30_sheath_lowdens_4be1c02.toml\n2026-10-14_sheath_baseline_9e71d3a.toml"),
        ("assistant", "Renamed to `runs/2026-10-14_sheath_baseline_9e71d3a.toml`. I'll follow the `runs/<date>_<name>_<sha>.toml` pattern for any new config."),
        ("user", "thanks, that's it"),
    ],
    "facts": [
        F("rodas5p", "The stiff sheath ODE is solved with Rodas5P (not Tsit5, not CVODE_BDF): stiff, handles the mass matrix, no Sundials dependency, never past 10k unknowns.",
          "decision", "user", ["Rodas5P"]),
        F("float32-drift", "Energy drift came from a Float32 initial state loaded from data/init_profile.npy; u0 is now converted to Float64 with an assert.",
          "bugfix", "assistant", ["Float32", ["Float64", "init_profile"]]),
        F("tolerances", "Solver tolerances are reltol 1e-8 and abstol 1e-10, to keep energy drift under 1e-8.",
          "config", "assistant", ["reltol", "1e-8", "1e-10"]),
        F("runs-sha", "Every run config actually used goes into runs/ and is committed with the code's git sha in its filename.",
          "rule", "user", ["runs/", "sha"], remember=True),
    ],
    "optional": [
        Opt("runtime", "The tighter tolerances cost about 1.6x runtime (41 s to 66 s).", ["1.6"]),
    ],
    "questions": [
        Q("Which ODE solver does the sheath model use?", "Rodas5P", ["rodas5p"]),
        Q("Why did energy drift?", "Float32 initial state from the npy file; converted to Float64", ["float32-drift"]),
        Q("What tolerances are used?", "reltol 1e-8 abstol 1e-10", ["tolerances"]),
        Q("How are run configs named?", "in runs/ with git sha in filename", ["runs-sha"]),
    ],
}

SIDEKIQ_LOG = """2026-10-27T08:02:11.402Z pid=41 tid=ox1 class=InvoiceMailerJob jid=8b1e0c INFO: start
2026-10-27T08:02:41.409Z pid=41 tid=ox1 class=InvoiceMailerJob jid=8b1e0c elapsed=30.007 INFO: fail
2026-10-27T08:02:41.410Z pid=41 tid=ox1 WARN: Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>
2026-10-27T08:02:41.410Z pid=41 tid=ox1 WARN: /usr/local/bundle/gems/net-protocol-0.2.2/lib/net/protocol.rb:229:in `rbuf_fill'
2026-10-27T08:03:07.118Z pid=41 tid=ox4 class=InvoiceMailerJob jid=8b1e0c INFO: start
2026-10-27T08:03:08.902Z pid=41 tid=ox4 class=InvoiceMailerJob jid=8b1e0c elapsed=1.784 INFO: done
"""

SMTP_LOG = """Oct 27 08:02:12 relay postfix/smtpd[2210]: connect from app-1.internal
Oct 27 08:02:13 relay postfix/cleanup[2214]: 4XkQ1: message-id=<inv-2026-1187@billfold>
Oct 27 08:02:13 relay postfix/qmgr[901]: 4XkQ1: from=<billing@billfold.test>, size=48211, nrcpt=1 (queue active)
Oct 27 08:02:14 relay postfix/smtp[2216]: 4XkQ1: to=<ap@customer-a.test>, status=sent (250 2.0.0 OK)
Oct 27 08:03:08 relay postfix/cleanup[2231]: 5RmT9: message-id=<inv-2026-1187@billfold>
Oct 27 08:03:08 relay postfix/smtp[2233]: 5RmT9: to=<ap@customer-a.test>, status=sent (250 2.0.0 OK)
"""

RSPEC_1 = """Randomized with seed 40231
...........F.......

Failures:

  1) InvoiceMailerJob does not send twice when retried after a timeout
     Failure/Error: expect(ActionMailer::Base.deliveries.size).to eq(1)

       expected: 1
            got: 2

     # ./spec/jobs/invoice_mailer_job_spec.rb:31:in `block (2 levels) in <top (required)>'

Finished in 4.21 seconds (files took 2.9 seconds to load)
19 examples, 1 failure
"""

RSPEC_2 = """Randomized with seed 40231
...................

Finished in 4.08 seconds (files took 2.8 seconds to load)
19 examples, 0 failures
"""

MIGRATION = """== 20261027083012 AddInvoiceEmailSentAtToInvoices: migrating ==================
-- add_column(:invoices, :invoice_email_sent_at, :datetime)
   -> 0.0041s
== 20261027083012 AddInvoiceEmailSentAtToInvoices: migrated (0.0042s) =========
"""

GEMFILE_DIFF = """diff --git a/Gemfile b/Gemfile
@@ -31,6 +31,7 @@ gem "sidekiq", "~> 7.3"
 gem "pagy", "~> 9.0"
+gem "prawn", "~> 2.5"
+gem "prawn-table", "~> 0.2"
 gem "money-rails", "~> 1.15"
"""

CI_LOG = """bin/rails test:system
Running 42 tests in parallel using 4 processes
E

Error:
InvoicesFlowTest#test_download_pdf:
Selenium::WebDriver::Error::SessionNotCreatedError: session not created: Chrome instance exited.
  (session not created: DevToolsActivePort file doesn't exist)
    test/system/invoices_flow_test.rb:12

E

Error:
CustomersFlowTest#test_create_customer:
Selenium::WebDriver::Error::SessionNotCreatedError: session not created: Chrome instance exited.

42 runs, 31 assertions, 0 failures, 11 errors, 0 skips
"""

BILLFOLD = {
    "id": "h5-cc-billfold-double-mail",
    "project": "/home/dev/billfold",
    "start": datetime(2026, 10, 27, 8, 40, 0),
    "about": "Rails invoicing: invoice emails sent twice after SMTP read timeout (idempotency column), PDF library chosen "
             "from three, two remember-requests (one 'please remember', one 'just so you know' inside a long message), "
             "Sidekiq concurrency set, a proposal ignored; long",
    "steps": [
        ("user", "Morning. Customer A got invoice 2026-1187 twice yesterday. Support is annoyed. Can you dig into it?"),
        ("assistant", "Morning! Let me look at the Sidekiq log for that job and the mail relay log."),
        ("tool", "Bash", {"command": "kubectl logs deploy/billfold-worker --since=30h | grep -A3 -B1 'jid=8b1e0c'"}, SIDEKIQ_LOG),
        ("tool", "Bash", {"command": "ssh relay 'grep inv-2026-1187 /var/log/mail.log'"}, SMTP_LOG),
        ("assistant", "That explains it. The first attempt handed the message to postfix at 08:02:14 and it was delivered, but our SMTP client then waited for the final response and hit `Net::ReadTimeout` after 30 s. Sidekiq marked the job as failed and retried it 26 s later, which sent the invoice a second time. So the mail wasn't lost — the job just didn't know it had succeeded.\n\nThe job has no idempotency guard. I'd add an `invoice_email_sent_at` timestamp column on `invoices`, set it right after `deliver_now` returns, and have the job return early when it's already set. Also a regression spec first."),
        ("user", "ok do that"),
        ("tool", "Write", {"file_path": "/home/dev/billfold/spec/jobs/invoice_mailer_job_spec.rb", "content": "# spec: does not send twice when retried after a timeout\n..."}, "File created successfully at: /home/dev/billfold/spec/jobs/invoice_mailer_job_spec.rb"),
        ("tool", "Bash", {"command": "bundle exec rspec spec/jobs"}, RSPEC_1),
        ("tool", "Bash", {"command": "bin/rails g migration AddInvoiceEmailSentAtToInvoices invoice_email_sent_at:datetime && bin/rails db:migrate"}, MIGRATION),
        ("tool", "Edit", {"file_path": "/home/dev/billfold/app/jobs/invoice_mailer_job.rb", "old_string": "def perform(invoice_id)\n    invoice = Invoice.find(invoice_id)\n    InvoiceMailer.with(invoice:).issued.deliver_now", "new_string": "def perform(invoice_id)\n    invoice = Invoice.find(invoice_id)\n    return if invoice.invoice_email_sent_at?\n\n    InvoiceMailer.with(invoice:).issued.deliver_now\n    invoice.update_column(:invoice_email_sent_at, Time.current)"}, "The file /home/dev/billfold/app/jobs/invoice_mailer_job.rb has been updated."),
        ("tool", "Bash", {"command": "bundle exec rspec spec/jobs"}, RSPEC_2),
        ("assistant", "The spec failed first (2 deliveries) and passes now. The job checks `invoice_email_sent_at` and returns early on a retry. There's still a small window if the process dies between `deliver_now` and the `update_column`, but that's far rarer than the timeout case."),
        ("user", "fine. the migration needs to go to staging too. can you run it and seed the demo invoices there while you're at it?"),
        ("assistant", "I can run the migration on staging. For the demo invoices: `db/seeds.rb` starts with `Customer.delete_all` — shall I run `rails db:seed` there anyway, or just insert the demo invoices with the `demo:invoices` rake task?"),
        ("user", "WHOA no. please remember: never run rails db:seed against staging, it wipes the customers table and sales uses staging for demos with real-looking accounts. the rake task is fine."),
        ("tool", "Bash", {"command": "kubectl -n staging exec deploy/billfold-web -- bin/rails db:migrate && kubectl -n staging exec deploy/billfold-web -- bin/rails demo:invoices"}, "== 20261027083012 AddInvoiceEmailSentAtToInvoices: migrated (0.0061s) ====\ncreated 12 demo invoices for 3 demo customers"),
        ("assistant", "Migration applied on staging, 12 demo invoices created via `demo:invoices`. Understood — I won't run `db:seed` against staging."),
        ("user", "thanks. next: the PDF generation. the current hand-written HTML-to-PDF thing breaks on long line items. what should we use"),
        ("assistant", "Three realistic choices for Rails:\n\n1. **Prawn** (+ prawn-table): pure Ruby, draws the PDF directly; tables paginate properly; no external binaries.\n2. **WickedPDF**: wraps wkhtmltopdf, which is archived and unmaintained.\n3. **Grover**: renders our existing HTML with headless Chrome via Puppeteer — nicest CSS support, but we'd need Node and Chrome in the worker image (+400 MB).\n\nPrawn or Grover are the serious ones."),
        ("user", "Prawn. No chrome in the worker image, we fought hard to get it under 300MB."),
        ("tool", "Bash", {"command": "bundle add prawn --version '~> 2.5' && bundle add prawn-table --version '~> 0.2' && git diff Gemfile"}, GEMFILE_DIFF),
        ("assistant", "Added `prawn` 2.5 and `prawn-table` 0.2. I'll port `InvoicePdf` to a Prawn document with a paginated line-item table next. By the way, since we're touching the PDF — would you like me to also add a QR code for SEPA payments (EPC QR) at the bottom? Customers in DE/AT like it."),
        ("user", "port the pdf first"),
        ("tool", "Write", {"file_path": "/home/dev/billfold/app/pdfs/invoice_pdf.rb", "content": "class InvoicePdf\n  include Prawn::View\n  # header, address block, line items table with header row repeated on each page, totals\nend\n"}, "File created successfully at: /home/dev/billfold/app/pdfs/invoice_pdf.rb"),
        ("tool", "Bash", {"command": "bin/rails runner 'File.binwrite(\"/tmp/inv.pdf\", InvoicePdf.new(Invoice.find_by!(number: \"2026-1187\")).render)' && pdfinfo /tmp/inv.pdf | grep Pages"}, "Pages:          3"),
        ("assistant", "The invoice with 140 line items renders as 3 pages with the table header repeated on each page and totals on the last."),
        ("user", "looks good. also CI is red since friday on the system tests, can u check"),
        ("tool", "Bash", {"command": "gh run view --log-failed | tail -n 22"}, CI_LOG),
        ("assistant", "All 11 errors are `SessionNotCreatedError: Chrome instance exited` in system tests, running with 4 parallel processes. That usually means several Chrome instances fighting over the same profile dir or `/dev/shm` on the runner."),
        ("user", "yeah we had this before and forgot. just so you know for next time, on the CI box the system tests need PARALLEL_WORKERS=1 because there's exactly one shared chromedriver on that runner and parallel workers kill each other's sessions. someone removed it from the workflow friday. put it back pls. and while you're in there bump sidekiq concurrency in config/sidekiq.yml to 8, we got more cores on the worker nodes now"),
        ("tool", "Edit", {"file_path": "/home/dev/billfold/.github/workflows/ci.yml", "old_string": "run: bin/rails test:system", "new_string": "run: bin/rails test:system\n        env:\n          PARALLEL_WORKERS: 1"}, "The file /home/dev/billfold/.github/workflows/ci.yml has been updated."),
        ("tool", "Edit", {"file_path": "/home/dev/billfold/config/sidekiq.yml", "old_string": ":concurrency: 5", "new_string": ":concurrency: 8"}, "The file /home/dev/billfold/config/sidekiq.yml has been updated."),
        ("tool", "Bash", {"command": "git push -q && gh run watch --exit-status | tail -n 3"}, "✓ lint in 41s\n✓ test in 3m12s\n✓ test:system in 4m55s"),
        ("assistant", "CI is green again: `PARALLEL_WORKERS: 1` is back on the system-test step, and Sidekiq concurrency is 8 (was 5)."),
        ("user", "great, thanks a lot"),
        ("assistant", "Always happy to help! Quick recap: duplicate invoice mails fixed with `invoice_email_sent_at`, migrated on staging (no seeding), PDFs via Prawn, CI fixed, Sidekiq at 8."),
    ],
    "facts": [
        F("double-mail", "Invoices were emailed twice because the SMTP client hit Net::ReadTimeout after the relay had already sent the mail and Sidekiq retried the job; the job now checks and sets invoices.invoice_email_sent_at.",
          "bugfix", "assistant", ["invoice_email_sent_at"]),
        F("no-seed-staging", "Never run rails db:seed against staging: it wipes the customers table that sales uses for demos; use the demo:invoices rake task.",
          "rule", "user", ["db:seed", "staging"], remember=True),
        F("prawn", "Invoice PDFs are generated with Prawn (+ prawn-table), not Grover or WickedPDF: no Chrome in the worker image, which must stay under 300MB.",
          "decision", "user", ["Prawn"]),
        F("ci-parallel", "On the CI runner, system tests need PARALLEL_WORKERS=1 because there is a single shared chromedriver.",
          "rule", "user", ["PARALLEL_WORKERS"], remember=True),
        F("sidekiq-8", "Sidekiq concurrency is 8 in config/sidekiq.yml.", "config", "user", ["concurrency", "8"]),
    ],
    "optional": [
        Opt("demo-task", "Demo invoices on staging come from the demo:invoices rake task.", ["demo:invoices"]),
        Opt("image-size", "The worker image is kept under 300MB.", ["300MB"]),
    ],
    "questions": [
        Q("Why did customers get invoice emails twice?", "SMTP read timeout after delivery, Sidekiq retry; guard with invoice_email_sent_at", ["double-mail"]),
        Q("Can I seed staging with rails db:seed?", "no, it wipes customers; use demo:invoices", ["no-seed-staging"]),
        Q("Which PDF library do we use?", "Prawn", ["prawn"]),
        Q("What does CI need for system tests?", "PARALLEL_WORKERS=1", ["ci-parallel"]),
    ],
}

TF_PLAN = """Terraform used the selected providers to generate the following execution plan.
Resource actions are indicated with the following symbols:
  ~ update in-place
-/+ destroy and then create replacement

Terraform will perform the following actions:

  # google_sql_database_instance.main must be replaced
-/+ resource "google_sql_database_instance" "main" {
      ~ connection_name      = "orrery-prod:europe-west3:main-pg" -> (known after apply)
      ~ settings {
          ~ edition            = "ENTERPRISE" -> "ENTERPRISE_PLUS" # forces replacement
            tier               = "db-custom-4-16384"
        }
    }

  # google_container_node_pool.default will be updated in-place
  ~ resource "google_container_node_pool" "default" {
      ~ node_config { ~ kubelet_config { + insecure_kubelet_readonly_port_enabled = "FALSE" } }
    }

Plan: 1 to add, 1 to change, 1 to destroy.
"""

TF_LOCK = """# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/hashicorp/google" {
  version     = "6.8.0"
  constraints = ">= 5.0.0"
}
"""

TF_PLAN_OK = """google_sql_database_instance.main: Refreshing state... [id=main-pg]
google_container_node_pool.default: Refreshing state... [id=projects/orrery-prod/locations/europe-west3/clusters/core/nodePools/default]

No changes. Your infrastructure matches the configuration.
"""

INFRA = {
    "id": "h5-cc-infra-sql-replace",
    "project": "/home/dev/infra-live",
    "start": datetime(2026, 11, 3, 11, 20, 0),
    "about": "Terraform on GCP, terse: plan wants to replace Cloud SQL after an unpinned provider jumped to 6.x; provider "
             "pinned, state bucket named, apply-from-CI rule ('make a note'); medium",
    "steps": [
        ("user", "plan wants to destroy the prod db. wtf. dont apply anything"),
        ("tool", "Bash", {"command": "cd envs/prod && terraform plan -no-color | sed -n '1,30p'"}, TF_PLAN),
        ("tool", "Bash", {"command": "cat envs/prod/.terraform.lock.hcl"}, TF_LOCK),
        ("assistant", "Nothing applied. The replacement comes from `settings.edition` changing `ENTERPRISE` → `ENTERPRISE_PLUS`, which forces a new instance. Your config doesn't set `edition`; the google provider's default changed in the 6.x line. The lock file shows the constraint is just `>= 5.0.0`, so the last `terraform init -upgrade` pulled 6.8.0. Two fixes are possible: set `edition = \"ENTERPRISE\"` explicitly, or pin the provider back to the 5.x line."),
        ("user", "pin it. ~> 5.40. we upgrade providers on purpose, not by accident. and set edition explicitly too"),
        ("tool", "Edit", {"file_path": "/home/dev/infra-live/modules/versions.tf", "old_string": "version = \">= 5.0.0\"", "new_string": "version = \"~> 5.40\""}, "The file /home/dev/infra-live/modules/versions.tf has been updated."),
        ("tool", "Edit", {"file_path": "/home/dev/infra-live/modules/sql/main.tf", "old_string": "tier = var.tier", "new_string": "tier    = var.tier\n    edition = \"ENTERPRISE\""}, "The file /home/dev/infra-live/modules/sql/main.tf has been updated."),
        ("tool", "Bash", {"command": "cd envs/prod && terraform init -upgrade -no-color | grep google && terraform plan -no-color | tail -n 3"}, "- Installing hashicorp/google v5.44.2...\n- Installed hashicorp/google v5.44.2 (signed by HashiCorp)\n" + TF_PLAN_OK),
        ("assistant", "Provider pinned to `~> 5.40` (resolves to 5.44.2), `edition = \"ENTERPRISE\"` set on the SQL module. Plan for prod: no changes. Shall I run `terraform apply` for the node-pool kubelet change on staging while we're at it?"),
        ("user", "no. make a note: terraform apply only ever runs from the CI pipeline, never from a laptop, not even for staging. plan locally is fine"),
        ("assistant", "Noted — locally I'll only run `plan`; applies go through the pipeline. Do you want the lock-file change in this same PR?"),
        ("user", "yes. also where is the state bucket configured, new guy asked"),
        ("tool", "Bash", {"command": "grep -rn -A3 'backend \"gcs\"' envs/"}, "envs/prod/backend.tf:1:terraform {\nenvs/prod/backend.tf-2-  backend \"gcs\" {\nenvs/prod/backend.tf-3-    bucket = \"orrery-tfstate\"\nenvs/prod/backend.tf-4-    prefix = \"prod\"\nenvs/staging/backend.tf:1:terraform {\nenvs/staging/backend.tf-2-  backend \"gcs\" {\nenvs/staging/backend.tf-3-    bucket = \"orrery-tfstate\"\nenvs/staging/backend.tf-4-    prefix = \"staging\""),
        ("assistant", "State lives in the GCS bucket `orrery-tfstate`, one prefix per environment (`prod`, `staging`), configured in `envs/<env>/backend.tf`. Everything's in region europe-west3."),
        ("user", "ok. open the PR"),
        ("tool", "Bash", {"command": "git checkout -qb pin-google-provider && git commit -qam 'pin google provider ~> 5.40, explicit SQL edition' && gh pr create --fill | tail -1"}, "https://git.orrery.test/platform/infra-live/pull/214"),
        ("assistant", "PR #214 is open."),
    ],
    "facts": [
        F("sql-replace", "Terraform wanted to replace the prod Cloud SQL instance because an unpinned google provider (6.8.0) changed the default edition to ENTERPRISE_PLUS; fixed by pinning the provider to ~> 5.40 and setting edition = \"ENTERPRISE\" explicitly.",
          "bugfix", "assistant", ["edition", "ENTERPRISE_PLUS"]),
        F("provider-pin", "The google provider is pinned to ~> 5.40; providers are upgraded on purpose, never by accident.",
          "decision", "user", ["5.40"]),
        F("apply-ci", "terraform apply only runs from the CI pipeline, never from a laptop, even for staging; local plan is fine.",
          "rule", "user", ["apply", ["CI", "pipeline"], "laptop"], remember=True),
        F("state-bucket", "Terraform state is in the GCS bucket orrery-tfstate, one prefix per environment, set in envs/<env>/backend.tf.",
          "config", "assistant", ["orrery-tfstate"]),
    ],
    "optional": [
        Opt("region", "Infrastructure is in europe-west3.", ["europe-west3"]),
    ],
    "questions": [
        Q("Why did terraform plan want to replace the prod database?", "unpinned provider 6.x changed edition default to ENTERPRISE_PLUS", ["sql-replace"]),
        Q("Which google provider version is allowed?", "~> 5.40", ["provider-pin"]),
        Q("Can I run terraform apply from my laptop?", "no, only from the CI pipeline", ["apply-ci"]),
        Q("Where is the Terraform state?", "GCS bucket orrery-tfstate", ["state-bucket"]),
    ],
}

GO_TEST = """=== RUN   TestMatchLevel
--- PASS: TestMatchLevel (0.00s)
=== RUN   TestMatchSince
--- PASS: TestMatchSince (0.00s)
=== RUN   TestFlagsDefault
--- PASS: TestFlagsDefault (0.00s)
=== RUN   TestJSONLines
--- PASS: TestJSONLines (0.01s)
PASS
ok  \tgithub.test/tools/loggrep\t0.014s
"""

LOGGREP = {
    "id": "h5-cc-loggrep-flags",
    "project": "/home/dev/loggrep",
    "start": datetime(2026, 11, 5, 16, 0, 0),
    "about": "small Go CLI: argument parsing library chosen from three, Go version set, static build flag; short",
    "steps": [
        ("user", "I want proper subcommand-ish flags for loggrep: --level, --since, --json. cobra? urfave? or just flag?"),
        ("assistant", "For three flags and no real subcommands, I'd use the standard library `flag` package: zero dependencies, the binary stays small (~2 MB), and `flag` already handles `--level=warn` style. cobra is great once you have nested subcommands and shell completion, but it pulls in pflag and friends; urfave/cli sits in between. My pick: `flag`."),
        ("user", "go with flag package. zero deps is kind of the point of this tool"),
        ("tool", "Write", {"file_path": "/home/dev/loggrep/main.go", "content": "package main\n\nimport (\n\t\"flag\"\n\t\"os\"\n)\n\nfunc main() {\n\tlevel := flag.String(\"level\", \"info\", \"minimum level\")\n\tsince := flag.Duration(\"since\", 0, \"only lines newer than this\")\n\tjsonOut := flag.Bool(\"json\", false, \"emit JSON lines\")\n\tflag.Parse()\n\tos.Exit(run(*level, *since, *jsonOut, flag.Args()))\n}\n"}, "File created successfully at: /home/dev/loggrep/main.go"),
        ("tool", "Bash", {"command": "go test -v ./..."}, GO_TEST),
        ("assistant", "Flags are in, tests pass. `go.mod` still says `go 1.21`, but I used `slices.SortFunc` from the stdlib and `for range` over an int, which need 1.22+. I set `go 1.23` in go.mod (matching the toolchain on your machine)."),
        ("user", "1.23 is fine. also release builds: build them with CGO_ENABLED=0 so they run on the alpine boxes"),
        ("tool", "Edit", {"file_path": "/home/dev/loggrep/Makefile", "old_string": "release:\n\tgo build -o dist/loggrep .", "new_string": "release:\n\tCGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o dist/loggrep ."}, "The file /home/dev/loggrep/Makefile has been updated."),
        ("assistant", "`make release` now builds with `CGO_ENABLED=0` (static, runs on musl/alpine) plus `-trimpath -s -w`: 1.9 MB binary."),
        ("user", "cool ty"),
    ],
    "facts": [
        F("flag-pkg", "loggrep parses arguments with the standard library flag package, not cobra or urfave/cli: zero dependencies is the point of the tool.",
          "decision", "user", ["flag package"]),
        F("go-123", "go.mod requires Go 1.23 (slices and range-over-int need 1.22+).", "config", "assistant", ["1.23"]),
        F("cgo-off", "Release builds use CGO_ENABLED=0 so the binary runs on the alpine boxes.", "config", "user", ["CGO_ENABLED=0"]),
    ],
    "optional": [
        Opt("ldflags", "make release also passes -trimpath and -ldflags '-s -w'.", ["trimpath"]),
    ],
    "questions": [
        Q("Which library parses loggrep's flags?", "standard library flag package", ["flag-pkg"]),
        Q("How are release binaries built?", "CGO_ENABLED=0 static", ["cgo-off"]),
        Q("Which Go version does loggrep need?", "1.23", ["go-123"]),
    ],
}

SESSIONS = [PLASMA, BILLFOLD, INFRA, LOGGREP]
