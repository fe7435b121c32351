"""h29 Claude Code sessions, part a: customers credited twice by Stripe webhooks and plan entitlements in
ledgerline (Django, Celery, Stripe), and a session of questions about Laravel internals for formwell."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LEDGER = "/home/priya/code/ledgerline"
FORMWELL = "/home/kemal/src/formwell"

SESSIONS = [
    {
        "id": "h29-cc-ledgerline-webhook-dupes",
        "project": LEDGER,
        "start": datetime(2026, 11, 2, 9, 40),
        "about": "ledgerline (Django 5.1, Stripe): three customers credited twice for one payment; the person's "
                 "theory (Stripe retrying because the webhook view is slow) ruled out by response times and delivery "
                 "attempts; real cause invoice.paid and invoice.payment_succeeded both calling apply_payment; only "
                 "invoice.paid handled now plus a unique constraint; 'note this for the future:' idempotency rule; "
                 "near-miss 'I can't remember the Stripe test card'",
        "steps": [
            ("user", "support escalated three tickets this morning: after paying an invoice, the customer's balance "
                     "shows the payment twice. e.g. Nordlicht Design paid 290 EUR and their ledger says 580 EUR "
                     "received. my bet: Stripe retries the webhook because our view is slow, I think we still render "
                     "the receipt PDF inline before returning 200. oh and I can't remember the Stripe test card that "
                     "attaches fine but then fails on charge, what was it?"),
            bash("rg -n 'def stripe_webhook|event\\[\"type\"\\]|invoice\\.|render_receipt' billing/webhooks.py",
                 "18:def stripe_webhook(request):\n"
                 "31:    if event[\"type\"] == \"invoice.paid\":\n"
                 "32:        apply_payment(event[\"data\"][\"object\"], event_id=event[\"id\"])\n"
                 "33:    elif event[\"type\"] == \"invoice.payment_succeeded\":\n"
                 "34:        apply_payment(event[\"data\"][\"object\"], event_id=event[\"id\"])\n"
                 "35:    elif event[\"type\"] == \"customer.subscription.updated\":\n"
                 "44:    render_receipt.delay(invoice_id)\n"),
            ("assistant", "The card you mean is 4000 0000 0000 0341: attaching it to a customer succeeds, every "
                          "charge on it is declined.\n\n"
                          "On the webhook: the receipt is already rendered in a Celery task (`render_receipt.delay` "
                          "on line 44), not inline. Before I look at the handlers, let me check your theory with the "
                          "numbers: response times of the webhook view and how often Stripe delivered these events."),
            bash("zgrep -h 'POST /billing/webhooks/stripe/' /var/log/ledgerline/access.log* | awk '{print $NF}' | "
                 "sort -n | awk '{a[NR]=$1} END {print \"n=\"NR, \"p50=\"a[int(NR*0.5)]\"ms\", "
                 "\"p95=\"a[int(NR*0.95)]\"ms\", \"max=\"a[NR]\"ms\"}'",
                 "n=18342 p50=64ms p95=181ms max=412ms\n"),
            bash("stripe events list --type 'invoice.*' --created.gte 1793491200 --limit 100 | jq -r '.data[] | "
                 "select(.data.object.customer==\"cus_QnV8ln3Dsg\") | [.id, .type, .data.object.id, "
                 ".request.id // \"-\"] | @tsv'",
                 "evt_1QnX7cKd91aa\tinvoice.paid\tin_1QnX6zKd91\t-\n"
                 "evt_1QnX7cKd91ab\tinvoice.payment_succeeded\tin_1QnX6zKd91\t-\n"
                 "evt_1QnX6zKd91a0\tinvoice.finalized\tin_1QnX6zKd91\t-\n"),
            bash("stripe get /v1/events/evt_1QnX7cKd91aa | jq '{pending_webhooks}' && python manage.py shell -c "
                 "\"from billing.models import LedgerEntry as L; [print(e.id, e.kind, e.amount, e.stripe_event_id) "
                 "for e in L.objects.filter(stripe_invoice_id='in_1QnX6zKd91')]\"",
                 "{\n  \"pending_webhooks\": 0\n}\n"
                 "88213 payment 290.00 evt_1QnX7cKd91aa\n"
                 "88214 payment 290.00 evt_1QnX7cKd91ab\n"),
            ("assistant", "Not retries. The view answers in 64 ms at p50 and 412 ms at worst, far below Stripe's "
                          "timeout, and each event was delivered once (`pending_webhooks: 0`, no failed attempts). "
                          "The two ledger entries come from two *different* events for the same invoice: "
                          "`invoice.paid` and `invoice.payment_succeeded`. Stripe sends both when an invoice is paid "
                          "by card, and our handler calls `apply_payment` for each. The dedup we have is on the event "
                          "id, so it can't catch this: the ids differ.\n\n"
                          "Fix:\n"
                          "1. Handle only `invoice.paid`. It also fires for invoices marked paid out of band, which "
                          "`invoice.payment_succeeded` doesn't, so it's the right one to keep.\n"
                          "2. Make the money movement itself idempotent: a unique constraint on LedgerEntry "
                          "(stripe_invoice_id, kind), and `apply_payment` uses get_or_create inside the transaction.\n"
                          "3. A data migration that reverses the duplicate entries."),
            ("user", "ugh. yes, all three. and note this for the future: every Stripe webhook handler has to be "
                     "idempotent. the event id goes into processed_stripe_events first (unique, inside the same "
                     "transaction), and anything that moves money also gets a unique constraint on the Stripe object "
                     "id in the database. a check in python alone doesn't count"),
            tool("Edit", {"file_path": f"{LEDGER}/billing/webhooks.py",
                          "old_string": "    elif event[\"type\"] == \"invoice.payment_succeeded\":\n"
                                        "        apply_payment(event[\"data\"][\"object\"], event_id=event[\"id\"])\n",
                          "new_string": "    # invoice.payment_succeeded is ignored on purpose: invoice.paid covers it "
                                        "and out-of-band payments\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{LEDGER}/billing/migrations/0042_ledgerentry_unique_invoice_kind.py",
                           "content": "from django.db import migrations, models\n\n\n"
                                      "def reverse_duplicates(apps, schema_editor):\n"
                                      "    LedgerEntry = apps.get_model(\"billing\", \"LedgerEntry\")\n"
                                      "    seen = set()\n"
                                      "    for e in LedgerEntry.objects.exclude(stripe_invoice_id=\"\").order_by("
                                      "\"id\"):\n"
                                      "        key = (e.stripe_invoice_id, e.kind)\n"
                                      "        if key in seen:\n"
                                      "            e.delete()\n"
                                      "        seen.add(key)\n\n\n"
                                      "class Migration(migrations.Migration):\n"
                                      "    dependencies = [(\"billing\", \"0041_processedstripeevent\")]\n"
                                      "    operations = [\n"
                                      "        migrations.RunPython(reverse_duplicates, migrations.RunPython.noop),\n"
                                      "        migrations.AddConstraint(\"ledgerentry\", models.UniqueConstraint("
                                      "fields=[\"stripe_invoice_id\", \"kind\"], name=\"uniq_ledger_invoice_kind\","
                                      " condition=~models.Q(stripe_invoice_id=\"\"))),\n"
                                      "    ]\n"},
                 f"File created successfully at: {LEDGER}/billing/migrations/0042_ledgerentry_unique_invoice_kind.py"),
            bash("python manage.py migrate billing && pytest billing/tests/test_webhooks.py -q",
                 "Operations to perform:\n  Apply all migrations: billing\nRunning migrations:\n"
                 "  Applying billing.0042_ledgerentry_unique_invoice_kind... OK\n"
                 "..........                                                   [100%]\n"
                 "10 passed in 2.84s\n"),
            ("assistant", "Migrated locally; the data step removed the second entry of each duplicated pair, and the "
                          "webhook tests pass. I also added a test that sends invoice.paid and "
                          "invoice.payment_succeeded for the same invoice and asserts one ledger entry, and one that "
                          "sends the same event twice concurrently. In production the data step will remove the three "
                          "duplicates from the tickets (I checked: there are exactly three pairs)."),
            ("user", "good. commit, I'll deploy after lunch and write to the three customers"),
            bash("git add -A && git commit -qm 'billing: credit payments from invoice.paid only, unique ledger entry "
                 "per invoice' && git log -1 --oneline",
                 "b7d0c41 billing: credit payments from invoice.paid only, unique ledger entry per invoice\n"),
        ],
        "facts": [
            fact("double-credit", "Customers were credited twice because both the invoice.paid and the "
                                  "invoice.payment_succeeded handlers called apply_payment for the same invoice (the "
                                  "event-id dedup couldn't catch it); not Stripe retries, the view answers in 64 ms "
                                  "p50. Fixed by handling only invoice.paid.",
                 "bugfix", "assistant", ["invoice.payment_succeeded", "invoice.paid"]),
            fact("webhook-idempotent", "Every Stripe webhook handler must be idempotent: the event id goes into "
                                       "processed_stripe_events first (unique, same transaction), and anything that "
                                       "moves money also has a unique constraint on the Stripe object id in the "
                                       "database; a Python check alone doesn't count.",
                 "rule", "user", ["idempotent", "processed_stripe_events", "unique constraint"], remember=True),
            fact("ledger-unique", "LedgerEntry has a unique constraint on (stripe_invoice_id, kind) "
                                  "(uniq_ledger_invoice_kind) and apply_payment uses get_or_create.",
                 "decision", "assistant", ["stripe_invoice_id", ["uniq_ledger_invoice_kind", "kind"]]),
        ],
        "optional": [
            opt("receipt-task", "Receipts are rendered in the Celery task render_receipt, not inline in the webhook.",
                ["render_receipt"]),
            opt("out-of-band", "invoice.paid also fires for invoices marked paid out of band.", ["out of band"]),
        ],
        "questions": [
            q("Why were ledgerline customers credited twice for one payment?",
              "our handler calls apply_payment for both invoice.paid and invoice.payment_succeeded of the same "
              "invoice", ["double-credit"]),
            q("Which Stripe event credits a payment in ledgerline?", "only invoice.paid", ["double-credit"]),
            q("What must every Stripe webhook handler in ledgerline do?",
              "be idempotent: the event id goes into processed_stripe_events first, and anything that moves money "
              "gets a unique constraint on the Stripe object id", ["webhook-idempotent"]),
        ],
    },
    {
        "id": "h29-cc-ledgerline-plan-entitlements",
        "project": LEDGER,
        "start": datetime(2026, 11, 4, 14, 10),
        "about": "ledgerline plans Free / Solo / Studio: entitlements in DB tables (a settings dict, Stripe product "
                 "metadata and a feature-flag service rejected); dotted entitlement keys ('add it to what you know "
                 "about this repo'); prices; Free clients.max proposed 5, set to 5 and changed to 3; near-miss "
                 "'note: the seed script is slow'",
        "steps": [
            ("user", "we're finally doing plans properly: Free, Solo, Studio. right now it's `if request.user.is_pro` "
                     "all over the place. how should we model what each plan gets?"),
            bash("rg -c 'is_pro' --type py . | awk -F: '{s+=$2; n++} END {print s\" uses in \"n\" files\"}'",
                 "37 uses in 19 files\n"),
            ("assistant", "37 checks in 19 files. Four ways to model entitlements:\n\n"
                          "a) **A dict in settings** (PLAN_FEATURES = {\"solo\": {...}}). Versioned with the code and "
                          "trivial to read, but every price or limit experiment is a deploy, and grandfathered "
                          "customers on an old plan need special cases in code.\n"
                          "b) **DB tables**: Plan, Entitlement (plan, key, value), seeded by a migration and editable "
                          "in the admin. Grandfathering is a new plan row; checks are one cached query per account.\n"
                          "c) **Stripe product metadata**: one source of truth with billing, but every check needs "
                          "Stripe or a synced cache, and metadata values are untyped strings of at most 500 "
                          "characters.\n"
                          "d) **A feature-flag service** (Unleash, LaunchDarkly): good targeting UI, but built for "
                          "rollouts, not for what a customer paid for, and one more system that can be down.\n\n"
                          "I'd pick b."),
            ("user", "b. c is out, I don't want a Stripe outage deciding whether someone can send an invoice, and "
                     "stringly typed metadata is asking for trouble. a means a deploy for every price test. d is a "
                     "rollout tool, not a billing model.\n\n"
                     "keys: dotted lowercase, area first, then the capability: invoices.recurring, "
                     "clients.max, team.seats.max, reports.export. anything that's a limit ends in .max, booleans "
                     "don't. add it to what you know about this repo"),
            ("assistant", "Got it. Plan for the code: `has_entitlement(account, \"invoices.recurring\")` for "
                          "booleans and `entitlement_limit(account, \"clients.max\")` for limits, both reading a "
                          "per-account cache that's cleared when the subscription changes. A limit of None means "
                          "unlimited. Starting values, tell me what to change:\n\n"
                          "| key | Free | Solo | Studio |\n|---|---|---|---|\n"
                          "| clients.max | 5 | 50 | None |\n| team.seats.max | 1 | 1 | 10 |\n"
                          "| invoices.recurring | no | yes | yes |\n| reports.export | no | no | yes |\n\n"
                          "And the prices for the Stripe products?"),
            ("user", "table is fine as is. Solo 12 EUR a month, Studio 39 EUR a month, yearly is 10 months' price"),
            tool("Write", {"file_path": f"{LEDGER}/plans/migrations/0002_seed_plans.py",
                           "content": "from django.db import migrations\n\n"
                                      "PLANS = {\n"
                                      "    \"free\": {\"clients.max\": 5, \"team.seats.max\": 1},\n"
                                      "    \"solo\": {\"clients.max\": 50, \"team.seats.max\": 1, "
                                      "\"invoices.recurring\": True},\n"
                                      "    \"studio\": {\"clients.max\": None, \"team.seats.max\": 10, "
                                      "\"invoices.recurring\": True, \"reports.export\": True},\n"
                                      "}\n"
                                      "PRICES_EUR = {\"solo\": (12, 120), \"studio\": (39, 390)}\n"},
                 f"File created successfully at: {LEDGER}/plans/migrations/0002_seed_plans.py"),
            bash("python manage.py migrate plans && make seed",
                 "Running migrations:\n  Applying plans.0001_initial... OK\n  Applying plans.0002_seed_plans... OK\n"
                 "seed: 40 accounts, 1200 clients, 9800 invoices ... done in 131.4s\n"),
            ("user", "note: the seed script is slow. anyway. now replace the is_pro checks"),
            bash("python tools/codemod_is_pro.py --apply && rg -c 'is_pro' --type py . ; pytest -q -x 2>&1 | tail -n 3",
                 "rewrote 37 checks in 19 files (31 -> has_entitlement, 6 -> entitlement_limit)\n"
                 "accounts/models.py:1\n"
                 "........................................................................ [ 96%]\n"
                 "...                                                                      [100%]\n"
                 "75 passed in 9.12s\n"),
            ("assistant", "All 37 checks replaced; the one remaining `is_pro` is the deprecated property on Account, "
                          "which now just returns `has_entitlement(self, \"invoices.recurring\")` for old templates. "
                          "Tests pass."),
            ("user", "thinking about it more: Free with 5 clients covers basically every hobbyist, nobody would ever "
                     "upgrade. make Free clients.max 3. Solo stays 50"),
            tool("Edit", {"file_path": f"{LEDGER}/plans/migrations/0002_seed_plans.py",
                          "old_string": "    \"free\": {\"clients.max\": 5, \"team.seats.max\": 1},\n",
                          "new_string": "    \"free\": {\"clients.max\": 3, \"team.seats.max\": 1},\n"},
                 "The file has been updated."),
            bash("python manage.py migrate plans zero && python manage.py migrate plans && python manage.py shell -c "
                 "\"from plans.models import Entitlement as E; print(E.objects.get(plan__slug='free', "
                 "key='clients.max').value)\"",
                 "  Unapplying plans.0002_seed_plans... OK\n  Unapplying plans.0001_initial... OK\n"
                 "  Applying plans.0001_initial... OK\n  Applying plans.0002_seed_plans... OK\n3\n"),
            ("assistant", "Free is capped at 3 clients now. Existing free accounts with more than 3 clients keep "
                          "them; they just can't add a new one until they're below the limit or upgrade."),
        ],
        "facts": [
            fact("entitlements-db", "ledgerline plan entitlements live in DB tables (Plan, Entitlement) seeded by a "
                                    "migration; a settings dict (deploy per price test), Stripe product metadata (a "
                                    "Stripe outage shouldn't decide whether someone can send an invoice, untyped) "
                                    "and a feature-flag service (a rollout tool) were rejected.",
                 "decision", "user", ["Entitlement", ["DB tables", "table"], ["Stripe", "metadata"]]),
            fact("entitlement-keys", "Entitlement keys are dotted lowercase, area first then the capability "
                                     "(invoices.recurring, clients.max, team.seats.max, reports.export); limits end "
                                     "in .max, booleans don't.",
                 "convention", "user", ["dotted", ["invoices.recurring", "team.seats.max"], ".max"], remember=True),
            fact("prices", "Solo costs 12 EUR a month, Studio 39 EUR a month; yearly is 10 months' price.",
                 "config", "user", ["Solo", "12", "39"]),
            fact("free-clients", "The Free plan allows 3 clients (clients.max = 3, changed from 5); Solo 50.",
                 "config", "user", ["Free", "clients.max", "3"]),
        ],
        "optional": [
            opt("plan-table", "Studio has unlimited clients (None) and 10 seats; invoices.recurring from Solo up, "
                              "reports.export only on Studio.", ["Studio", "10"]),
            opt("helpers", "Checks use has_entitlement() and entitlement_limit(); a None limit means unlimited.",
                ["has_entitlement"]),
        ],
        "questions": [
            q("Where are ledgerline's plan entitlements stored, and why not in Stripe?",
              "in DB tables (Plan, Entitlement); no Stripe outage deciding whether someone can send an invoice",
              ["entitlements-db"]),
            q("How are entitlement keys named in ledgerline?",
              "dotted lowercase, area first, then the capability: invoices.recurring; limits end in .max", ["entitlement-keys"]),
            q("How many clients can a Free account have?", "3 (clients.max)", ["free-clients"]),
            q("What do the Solo and Studio plans cost?", "Solo 12 EUR a month, Studio 39 EUR a month",
              ["prices"]),
        ],
    },
    {
        "id": "h29-cc-formwell-laravel-questions",
        "project": FORMWELL,
        "start": datetime(2026, 11, 6, 16, 0),
        "about": "only questions about how Laravel works (named rate limiters, how temporary signed URLs are "
                 "validated, Horizon's auto balancing, ShouldBeUnique vs WithoutOverlapping, afterCommit "
                 "dispatch); nothing is decided or changed",
        "steps": [
            ("user", "no code today, I just want to understand some laravel things before the next sprint. first: "
                     "RateLimiter::for in the AppServiceProvider, and then 'throttle:api' on the route. where is the "
                     "counter actually kept and what happens with several app servers?"),
            ("assistant", "`RateLimiter::for('api', fn (Request $r) => Limit::perMinute(60)->by(...))` only "
                          "registers a named callback. The `throttle:api` middleware calls it on each request, builds "
                          "a key from the limiter name and the `by()` value, and counts hits in the **cache store** "
                          "(`cache.default`, or `cache.limiter` if you set it). With several app servers the limit "
                          "is only global if that store is shared, e.g. Redis. With the `file` or `array` store each "
                          "server counts on its own, so three servers let through three times the limit."),
            bash("grep -n \"'default'\\|'limiter'\" config/cache.php",
                 "18:    'default' => env('CACHE_STORE', 'redis'),\n"),
            ("assistant", "Yours is Redis, so the counters are shared across servers."),
            ("user", "ok. second: URL::temporarySignedRoute. how does laravel check the link later? is there a table "
                     "with issued links somewhere?"),
            ("assistant", "No table. The URL carries an `expires` timestamp and a `signature` query parameter, an "
                          "HMAC-SHA256 of the full URL (with expires) keyed with your APP_KEY. The `signed` middleware "
                          "recomputes the HMAC and compares it, then checks that `expires` is in the future. "
                          "Consequences: a link can't be revoked individually before it expires (only by rotating "
                          "APP_KEY, which breaks all of them), it can be used any number of times, and changing any "
                          "query parameter invalidates it. If you need single-use links you store a token and mark it "
                          "used yourself."),
            ("user", "third, horizon. what does balance => auto actually do with maxProcesses?"),
            bash("sed -n '/environments/,/^    \\]/p' config/horizon.php | head -n 16",
                 "    'environments' => [\n        'production' => [\n            'supervisor-1' => [\n"
                 "                'connection' => 'redis',\n                'queue' => ['default', 'mail'],\n"
                 "                'balance' => 'auto',\n                'minProcesses' => 1,\n"
                 "                'maxProcesses' => 4,\n                'balanceMaxShift' => 1,\n"
                 "                'balanceCooldown' => 3,\n                'tries' => 3,\n"
                 "                'timeout' => 60,\n            ],\n        ],\n"),
            ("assistant", "With `auto`, one supervisor manages workers for all its queues (here `default` and "
                          "`mail`) and moves processes between them based on each queue's workload, roughly the "
                          "number of waiting jobs times their average runtime. `minProcesses` is the floor *per "
                          "queue* and `maxProcesses` the ceiling for the supervisor in total, so here 4 processes "
                          "shared by two queues, each with at least 1. `balanceMaxShift` (1) is how many processes it "
                          "adds or removes per step and `balanceCooldown` (3) the seconds between steps, so scaling "
                          "from 1 to 3 workers on one queue takes about 6 seconds."),
            ("user", "and ShouldBeUnique vs the WithoutOverlapping middleware? they sound the same"),
            ("assistant", "They guard different moments:\n\n"
                          "- **ShouldBeUnique** is checked at *dispatch*: while a job with the same `uniqueId()` is "
                          "queued (or running, until it finishes, unless you use ShouldBeUniqueUntilProcessing), a "
                          "second dispatch is silently dropped. Good for 'recalculate stats for form 12' where one "
                          "pending job is enough.\n"
                          "- **WithoutOverlapping** is a job middleware checked at *execution*: both jobs are queued, "
                          "but the second can't run while the first holds the lock; it's released back to the queue "
                          "(or dropped with `dontRelease()`). Good when every job must run, just never two at once "
                          "for the same key.\n\n"
                          "Both use an atomic cache lock, so again they need a shared cache store."),
            ("user", "last: dispatch(...)->afterCommit(). when does that matter?"),
            ("assistant", "When you dispatch inside a database transaction. Without it the job can reach the queue "
                          "and start before the transaction commits, so the worker doesn't find the row yet, or "
                          "finds the old state; and if the transaction rolls back, the job runs for something that "
                          "never existed. `afterCommit()` holds the dispatch until the outermost transaction commits "
                          "and discards it on rollback. You can make it the default per connection with "
                          "`'after_commit' => true` in config/queue.php."),
            ("user", "clear, thanks. that's all for today"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
