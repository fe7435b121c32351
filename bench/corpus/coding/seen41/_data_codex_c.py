"""h41 Codex sessions, part c: choosing the orchestrator for the new data pipelines (grid-pipelines), a second SMS
gateway for outage-notify, and splitting bills at a mid-period tariff change in the billing run."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PIPELINES = "/Users/femi/code/grid-pipelines"
NOTIFY = "/home/kwame/src/outage-notify"
BILLING = "/home/priya/src/billing-dags"

SESSIONS = [
    {
        "id": "h41-cx-pipelines-orchestrator",
        "project": PIPELINES,
        "start": datetime(2026, 11, 19, 10, 10),
        "about": "grid-pipelines: the orchestrator for new pipelines (settlement files, regulator returns, "
                 "estimation); Dagster chosen; more Airflow rejected (task-centric, no asset lineage, and the Airflow "
                 "cluster is the billing one), Prefect rejected (self-hosted server lacks the RBAC they need), "
                 "Kubernetes CronJobs rejected (no backfills); 'remember that' the billing run stays on Airflow until "
                 "after the April price cap change; conventional commits with the pipeline name as scope",
        "steps": [
            ("user", "we keep bolting new pipelines onto the billing airflow and I want to stop. settlement files, "
                     "the regulator returns, the estimator runs. options on my list: more airflow, dagster, prefect, "
                     "or plain kubernetes cronjobs. write me the comparison in docs/orchestrator.md"),
            shell("ls && cat docs/README.md | head -n 5",
                  "README.md\ndocs\npipelines\npyproject.toml\n"
                  "# grid-pipelines\n\nData pipelines of the smart-meter data team (not billing).\n"),
            ("assistant", "Comparison for what these pipelines do (daily and quarterly partitions, backfills after "
                          "corrections, data that other pipelines consume):\n\n"
                          "- **Airflow (more of it)**: known quantity, but task-centric: it knows a task ran, not "
                          "which dataset and partition it produced, so backfilling 'Q3 after a correction' is "
                          "manual. And the only Airflow we have is the billing cluster, so every new DAG shares "
                          "workers and an upgrade window with the monthly billing run.\n"
                          "- **Dagster**: assets with partitions and lineage; a backfill is 'materialise these "
                          "partitions'. reg-returns already uses it locally.\n"
                          "- **Prefect**: pleasant API, but the self-hosted server has no role-based access; RBAC "
                          "and audit logs are Prefect Cloud features.\n"
                          "- **Kubernetes CronJobs**: no scheduler to run, but no backfills, no retries per step and "
                          "no view of what ran."),
            ("user", "dagster. airflow is out for the lineage and because the billing cluster should only do "
                     "billing, prefect is out because we need RBAC self-hosted, regulator data, and cronjobs are out, "
                     "no backfills. write the decision down"),
            shell("apply_patch < /tmp/orchestrator-doc.patch && sed -n '/## Decision/,$p' docs/orchestrator.md",
                  "Success. Updated the following files:\nA docs/orchestrator.md\n"
                  "## Decision\n\nDagster (self-hosted) for all new pipelines.\n\n"
                  "- Airflow: rejected; task-centric without asset lineage, and the Airflow cluster is reserved for "
                  "billing.\n- Prefect: rejected; no RBAC in the self-hosted server.\n"
                  "- Kubernetes CronJobs: rejected; no backfills.\n"),
            ("user", "remember that the billing run itself stays on airflow until after the april price cap change. "
                     "nobody migrates billing before then, whatever dagster can do. too risky in the same quarter"),
            ("assistant", "Added to the doc as a non-goal. For the deployment: dagster-webserver and the daemon in "
                          "the `pipelines` namespace, one code location per pipeline, run storage in a `dagster` "
                          "database on the main Postgres. Is that how you want it?"),
            ("user", "yes, one code location per pipeline. webserver behind the oauth2-proxy like grafana"),
            shell("git log --oneline -5",
                  "8e21f07 fix(estimator): pass region to the profile lookup\n"
                  "41d0b9a feat(settlement): D0010 file parser\n"
                  "c7a3310 chore: bump dagster to 1.9.3\n"
                  "0aa91d2 docs: readme\n"
                  "5f2e8c1 feat(rr-sm4): first asset\n"),
            ("user", "commit it. and since the log is a mix: commits here are conventional commits with the pipeline "
                     "name as the scope, feat(settlement), fix(estimator). repo-wide stuff has no scope. keep that "
                     "up"),
            shell("git add docs/orchestrator.md && git commit -qm 'docs: orchestrator decision, Dagster' && git log -1 "
                  "--oneline",
                  "b3f90c2 docs: orchestrator decision, Dagster\n"),
        ],
        "facts": [
            fact("dagster", "New data pipelines (settlement files, regulator returns, estimator runs) run on Dagster, "
                            "self-hosted; Airflow rejected (task-centric, no asset lineage, the Airflow cluster is "
                            "for billing only), Prefect rejected (no RBAC self-hosted), Kubernetes CronJobs rejected "
                            "(no backfills).",
                 "decision", "user", ["Dagster", ["Prefect", "Airflow", "cronjobs"], ["RBAC", "lineage", "backfills"]]),
            fact("billing-on-airflow", "The billing run stays on Airflow until after the April price cap change; "
                                       "nobody migrates billing before then.",
                 "decision", "user", ["billing", "airflow", "april"], remember=True),
            fact("code-locations", "Dagster runs in the pipelines namespace with one code location per pipeline; the "
                                   "webserver sits behind the oauth2-proxy.",
                 "config", "assistant", ["code location", ["oauth2-proxy", "pipelines"]]),
            fact("commit-scope", "grid-pipelines commits are conventional commits with the pipeline name as scope "
                                 "(feat(settlement), fix(estimator)); repo-wide changes have no scope.",
                 "convention", "user", ["conventional commits", "scope", ["feat(settlement)", "pipeline name"]]),
        ],
        "optional": [
            opt("dagster-db", "Dagster run storage is a dagster database on the main Postgres.", ["run storage"]),
            opt("orchestrator-doc", "The decision is written in docs/orchestrator.md.", ["docs/orchestrator.md"]),
        ],
        "questions": [
            q("Which orchestrator do new data pipelines use?", "Dagster, self-hosted", ["dagster"]),
            q("Why was Prefect rejected?", "no RBAC in the self-hosted server", ["dagster"]),
            q("When can the billing run move off Airflow?", "not before the april price cap change",
              ["billing-on-airflow"]),
            q("What scope do grid-pipelines commits use?", "the pipeline name, e.g. feat(settlement)",
              ["commit-scope"]),
        ],
    },
    {
        "id": "h41-cx-notify-sms-failover",
        "project": NOTIFY,
        "start": datetime(2026, 11, 23, 9, 0),
        "about": "outage-notify: adding Smsbay as a second SMS gateway after Relaytext; failover after 3 consecutive "
                 "5xx or a 10 s timeout, circuit open 2 minutes; 'put this in your notes' template naming "
                 "outage_<stage>_<lang> with stages start/update/restored and languages en/cy; Welsh first for "
                 "customers who chose Welsh; the person's 'Relaytext never answers support tickets' is venting",
        "steps": [
            ("user", "relaytext had a 40 minute outage on saturday and no outage SMS went out during a storm fault. "
                     "we have a contract with smsbay as backup, wire it in as failover"),
            shell("sed -n 1,30p internal/send/gateway.go && ls internal/send/",
                  "type Gateway interface {\n\tSend(ctx context.Context, msg Message) error\n}\n\n"
                  "func New(cfg Config) Gateway {\n\treturn relaytext.New(cfg.Relaytext)\n}\n"
                  "gateway.go\nrelaytext\nsend.go\n"),
            ("assistant", "Plan: a `failover` gateway wrapping Relaytext (primary) and Smsbay (secondary) with a "
                          "circuit breaker. When is Relaytext considered down? My proposal: 3 consecutive 5xx "
                          "responses or a 10 s timeout trips the breaker, and it stays open 2 minutes before one "
                          "trial message goes to Relaytext again."),
            ("user", "fine, those numbers. relaytext never answers a support ticket anyway, so don't expect their "
                     "status page to help"),
            shell("apply_patch < /tmp/failover.patch && go test ./internal/send/... 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nA internal/send/failover.go\nA internal/send/smsbay/"
                  "client.go\nM internal/send/gateway.go\nM config/prod.yaml\n"
                  "ok  \ttidewell/outage-notify/internal/send\t0.212s\n"
                  "ok  \ttidewell/outage-notify/internal/send/smsbay\t0.020s\n"),
            shell("ls templates/ && grep -n 'template' config/prod.yaml",
                  "OutageStart.txt\noutage-update-EN.txt\nrestored_en.txt\nrestored_cy.txt\nstart_cy.txt\n"
                  "9:  smsbay_template_ids: { OutageStart: 1101, restored_en: 1102 }\n"),
            ("assistant", "Smsbay needs each template registered with an id, and our template names are all over "
                          "the place (OutageStart, outage-update-EN, restored_cy). Do you want them renamed while "
                          "I register them?"),
            ("user", "yes. put this in your notes, it applies to every template from now on: outage_<stage>_<lang>. "
                     "stages are start, update, restored. lang is en or cy. so outage_start_en, "
                     "outage_restored_cy. lowercase, underscores"),
            shell("cd templates && git mv OutageStart.txt outage_start_en.txt && git mv outage-update-EN.txt "
                  "outage_update_en.txt && git mv restored_en.txt outage_restored_en.txt && git mv restored_cy.txt "
                  "outage_restored_cy.txt && git mv start_cy.txt outage_start_cy.txt && ls",
                  "outage_restored_cy.txt\noutage_restored_en.txt\noutage_start_cy.txt\noutage_start_en.txt\n"
                  "outage_update_en.txt\n"),
            ("assistant", "Renamed. There's no `outage_update_cy` yet, so customers who chose Welsh get the English "
                          "update today. Also, which language goes first in a bilingual message?"),
            ("user", "welsh first for customers who chose welsh, english only for the rest. I'll get the update "
                     "translation from the comms team"),
            shell("apply_patch < /tmp/smsbay-templates.patch && go test ./... 2>&1 | tail -n 1 && git add -A && "
                  "git commit -qm 'send: failover to Smsbay (3x5xx or 10s timeout, 2m open); templates "
                  "outage_<stage>_<lang>' && git log -1 --oneline",
                  "Success. Updated the following files:\nM config/prod.yaml\n"
                  "ok  \ttidewell/outage-notify/cmd/notify\t0.030s\n"
                  "f61d2a8 send: failover to Smsbay (3x5xx or 10s timeout, 2m open); templates "
                  "outage_<stage>_<lang>\n"),
        ],
        "facts": [
            fact("sms-failover", "outage-notify fails over from Relaytext to Smsbay after 3 consecutive 5xx or a 10 s "
                                 "timeout; the circuit stays open 2 minutes before a trial message to Relaytext.",
                 "config", "assistant", ["Smsbay", "Relaytext", ["5xx", "10 s"]]),
            fact("template-names", "SMS templates are named outage_<stage>_<lang>: stages start, update, restored; "
                                   "lang en or cy; lowercase with underscores (outage_start_en, outage_restored_cy).",
                 "convention", "user", ["outage_<stage>_<lang>", ["outage_start_en", "outage_restored_cy"]],
                 remember=True),
            fact("welsh-first", "Customers who chose Welsh get Welsh first in outage SMS; everyone else gets English "
                                "only.",
                 "rule", "user", ["welsh first", "english"]),
        ],
        "optional": [
            opt("smsbay-template-ids", "Smsbay template ids are registered in config/prod.yaml "
                                       "(smsbay_template_ids).", ["smsbay_template_ids"]),
            opt("update-cy-missing", "There is no outage_update_cy template yet; the comms team will translate it.",
                ["outage_update_cy"]),
        ],
        "questions": [
            q("When does outage-notify fail over to Smsbay?", "after 3 consecutive 5xx or a 10 s timeout",
              ["sms-failover"]),
            q("How are outage SMS templates named?", "outage_<stage>_<lang>, e.g. outage_start_en",
              ["template-names"]),
            q("Which language comes first in outage SMS for Welsh customers?", "welsh", ["welsh-first"]),
        ],
    },
    {
        "id": "h41-cx-billing-midperiod-tariff",
        "project": BILLING,
        "start": datetime(2026, 11, 25, 14, 40),
        "about": "billing-dags: customers who switched tariff mid-month were billed the whole month on the new "
                 "tariff; the person's conditional rule: if a tariff change falls inside a billing period, split the "
                 "bill at the change timestamp and price each side with its own tariff from half-hourly reads, "
                 "never pro-rata by days; standing charge split by days; 'remember that' (second use) rebills "
                 "need a ticket; dry-run count 1,977 accounts for October",
        "steps": [
            ("user", "tariff switches mid-month are billed wrong. someone moved to EV Night on 14 october and got the "
                     "whole of october on EV Night prices. look at price_period"),
            shell("sed -n 1,30p dags/monthly_billing/price_period.py",
                  "def price_period(account, period):\n"
                  "    tariff = account.tariff_at(period.end)\n"
                  "    reads = half_hourly_reads(account.mpan, period)\n"
                  "    return sum(tariff.price(r) for r in reads) + tariff.standing_charge * period.days\n"),
            ("assistant", "`price_period` takes the tariff in force at the end of the period and prices every half "
                          "hour of the month with it. Two ways to fix it:\n\n"
                          "1. Pro-rata: price the month on both tariffs and weight by days on each.\n"
                          "2. Split: cut the period at the change timestamp and price the half-hourly reads of "
                          "each side with the tariff in force at the time.\n\n"
                          "Split is exact for time-of-use tariffs; pro-rata by days is wrong whenever usage isn't "
                          "flat, and for EV Night it's very lumpy."),
            ("user", "split. and make it the rule: if a tariff change falls inside a billing period, always split at "
                     "the change timestamp and price each side with its own tariff, never pro-rata by days. standing "
                     "charge is the one thing that is split by days"),
            shell("apply_patch < /tmp/split-period.patch && pytest -q tests/monthly_billing -k price 2>&1 | tail -n "
                  "1",
                  "Success. Updated the following files:\nM dags/monthly_billing/price_period.py\n"
                  "A tests/monthly_billing/test_price_period_split.py\n14 passed in 0.91s\n"),
            shell("python -m billing.tools.rebill_candidates --period 2026-10 --reason midperiod-tariff --dry-run",
                  "accounts with a tariff change inside 2026-10: 1977\n"
                  "difference old vs split: -£18,402.11 total (1,203 lower, 774 higher)\n"),
            ("assistant", "1,977 accounts changed tariff during October; with the split, 1,203 bills go down and 774 "
                          "go up, -£18,402.11 in total. Rebilling them is a change to already-issued bills, so I "
                          "won't run it without your go."),
            ("user", "don't run it. remember that no rebill ever runs from a dev shell or a session like this: it "
                     "needs a REB ticket with finance sign-off, then it goes through the rebill DAG. I'll raise the "
                     "ticket"),
            shell("git add -A && git commit -qm 'billing: split the period at a tariff change, standing charge by "
                  "days' && git log -1 --oneline",
                  "94a7c1e billing: split the period at a tariff change, standing charge by days\n"),
        ],
        "facts": [
            fact("split-rule", "If a tariff change falls inside a billing period, always split the bill at the change "
                               "timestamp and price each side's half-hourly reads with its own tariff; never pro-rata "
                               "by days. Only the standing charge is split by days.",
                 "rule", "user", ["split", "change timestamp", ["pro-rata", "standing charge"]]),
            fact("midperiod-bug", "price_period priced the whole period with the tariff in force at the period end, "
                                  "so mid-month tariff switches were billed entirely on the new tariff.",
                 "bugfix", "assistant", ["price_period", ["period end", "end of the period"]]),
            fact("rebill-ticket", "No rebill runs from a dev shell or an agent session; it needs a REB ticket with "
                                  "finance sign-off and then goes through the rebill DAG.",
                 "rule", "user", ["rebill", "REB ticket", "finance"], remember=True),
        ],
        "optional": [
            opt("october-rebill", "1,977 accounts changed tariff during October 2026; split pricing changes their "
                                  "bills by -£18,402.11 in total.", ["1,977"]),
        ],
        "questions": [
            q("How is a bill priced when the tariff changes mid-period?",
              "split at the change timestamp and price each side with its own tariff, never pro-rata by days",
              ["split-rule"]),
            q("What does a rebill need before it runs?", "a REB ticket with finance sign-off, then the rebill DAG",
              ["rebill-ticket"]),
        ],
    },
]
