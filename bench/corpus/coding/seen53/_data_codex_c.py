"""h53 Codex sessions, part c: Fernlea's Terraform on AWS (/Users/mehmet/work/fernlea-tf) — the RDS Postgres
14 to 16 upgrade and secrets in SSM — and the reminders service's RabbitMQ retry loop
(/home/priya/work/vax-reminders)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

INFRA = "/Users/mehmet/work/fernlea-tf"
REMINDERS = "/home/priya/work/vax-reminders"


TICKET = (
    "INFRA-221  Upgrade clinic-core Postgres to 16\n"
    "Type: Task   Priority: High   Reporter: platform   Sprint: Nov-2\n\n"
    "RDS PostgreSQL 14 leaves standard support in early 2027 (extended support is billed per vCPU-hour).\n\n"
    "Acceptance criteria:\n"
    "- clinic-core-prod upgraded from 14.12 to 16.4\n"
    "- clinic-core-staging upgraded first, one week earlier\n"
    "- Downtime for prod < 5 minutes\n"
    "- Maintenance on Sunday 03:00 UTC\n"
    "- Use the in-place major version upgrade (pg_upgrade via RDS)\n"
    "- pg_stat_statements and pgaudit still loaded after the upgrade\n"
    "- Rollback plan documented\n"
)


def _plan(blue_green: bool) -> str:
    head = ("Terraform used the selected providers to generate the following execution plan. Resource actions "
            "are indicated with the following symbols:\n  + create\n  ~ update in-place\n\n"
            "Terraform will perform the following actions:\n\n")
    pg = ("  # aws_db_parameter_group.clinic_core_pg16 will be created\n"
          "  + resource \"aws_db_parameter_group\" \"clinic_core_pg16\" {\n"
          "      + family = \"postgres16\"\n      + name   = \"clinic-core-pg16\"\n"
          "      + parameter {\n          + apply_method = \"pending-reboot\"\n"
          "          + name         = \"shared_preload_libraries\"\n"
          "          + value        = \"pg_stat_statements,pgaudit\"\n        }\n"
          "      + parameter {\n          + name  = \"log_min_duration_statement\"\n          + value = \"500\"\n"
          "        }\n      + parameter {\n          + name  = \"rds.force_ssl\"\n          + value = \"1\"\n"
          "        }\n      + tags   = {\n          + \"cost-centre\" = \"CC-CORE\"\n"
          "          + \"owner\"       = \"platform\"\n        }\n    }\n\n")
    inst = ("  # aws_db_instance.clinic_core[\"prod\"] will be updated in-place\n"
            "  ~ resource \"aws_db_instance\" \"clinic_core\" {\n"
            "      ~ allow_major_version_upgrade = false -> true\n"
            "      ~ engine_version              = \"14.12\" -> \"16.4\"\n"
            "        id                          = \"db-4QK7Z2XW3YV6N\"\n"
            "        identifier                  = \"clinic-core-prod\"\n"
            "      ~ parameter_group_name        = \"clinic-core-pg14\" -> \"clinic-core-pg16\"\n")
    if blue_green:
        inst += ("      + blue_green_update {\n          + enabled = true\n        }\n")
    inst += ("        # (48 unchanged attributes hidden)\n    }\n\n")
    tail = "Plan: 1 to add, 1 to change, 0 to destroy.\n"
    return head + pg + inst + tail


RDS_UPGRADE = {
    "id": "h53-cx-infra-rds-upgrade",
    "project": INFRA,
    "start": datetime(2026, 11, 9, 9, 20),
    "branch": "infra-221-pg16",
    "about": "fernlea-tf: pasted ticket INFRA-221 (Postgres 14.12 to 16.4); the person overrules the ticket's "
             "in-place upgrade and picks RDS Blue/Green; keeps the ticket's Sunday 03:00 UTC window; new parameter "
             "group clinic-core-pg16 with pg_stat_statements and pgaudit; a remember-request asked as a question: "
             "48h heads-up to the 24/7 Leeds emergency clinic LDS-EMG before anything takes pms-bridge or "
             "clinic-core down",
    "steps": [
        ("user", "morning. postgres 14 on RDS leaves standard support early 2027, we need 16 on clinic-core. "
                 "ticket below, can you prep the terraform\n\n" + TICKET),
        shell("rg -n 'clinic_core' -g '*.tf' | head -20 && terraform -chdir=envs/prod version",
              "modules/clinic-core/rds.tf:1:resource \"aws_db_instance\" \"clinic_core\" {\n"
              "modules/clinic-core/rds.tf:4:  engine_version         = var.pg_version\n"
              "modules/clinic-core/rds.tf:5:  instance_class         = \"db.r6g.xlarge\"\n"
              "modules/clinic-core/rds.tf:9:  parameter_group_name   = aws_db_parameter_group.clinic_core_pg14.name\n"
              "modules/clinic-core/rds.tf:14:  multi_az               = true\n"
              "modules/clinic-core/rds.tf:21:  maintenance_window     = \"sun:03:00-sun:04:00\"\n"
              "modules/clinic-core/rds.tf:22:  backup_window          = \"01:30-02:30\"\n"
              "modules/clinic-core/params.tf:1:resource \"aws_db_parameter_group\" \"clinic_core_pg14\" {\n"
              "envs/prod/main.tf:12:module \"clinic_core\" {\n"
              "envs/prod/main.tf:15:  pg_version = \"14.12\"\n"
              "Terraform v1.9.8\non darwin_arm64\n+ provider registry.terraform.io/hashicorp/aws v5.74.0\n"),
        ("assistant", "Prod is a Multi-AZ `db.r6g.xlarge` on 14.12 with a Sunday 03:00–04:00 maintenance window. "
                      "Three ways to get to 16.4:\n\n"
                      "1. **In-place major version upgrade** (what the ticket says): RDS runs pg_upgrade on the "
                      "instance. Multi-AZ doesn't help here — both nodes are upgraded together — so expect 10–20 "
                      "minutes of downtime for a database this size (about 380 GB), plus an `ANALYZE` afterwards. "
                      "That breaks the ticket's own '< 5 minutes'.\n"
                      "2. **RDS Blue/Green deployment**: AWS creates a green copy on 16.4 kept in sync by logical "
                      "replication; at switchover the endpoints move over, typically about a minute of writes "
                      "blocked. Terraform's `blue_green_update` block supports it for `aws_db_instance`. Green "
                      "needs the new parameter group ready first.\n"
                      "3. **Manual logical replication** to a new instance and a DNS switch — same idea as 2, all "
                      "by hand.\n\n"
                      "The ticket's acceptance criteria contradict each other (in-place and < 5 minutes)."),
        ("user", "the ticket says in-place but that line was written before blue/green supported our setup (we had "
                 "pgaudit problems with it last year, fixed since). blue/green. the ticket is wrong on that point, "
                 "I'll fix the ticket"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: modules/clinic-core/params_pg16.tf\n"
              "+resource \"aws_db_parameter_group\" \"clinic_core_pg16\" {\n+  name   = \"clinic-core-pg16\"\n"
              "+  family = \"postgres16\"\n+  parameter {\n+    name         = \"shared_preload_libraries\"\n"
              "+    value        = \"pg_stat_statements,pgaudit\"\n+    apply_method = \"pending-reboot\"\n+  }\n"
              "+  parameter {\n+    name  = \"log_min_duration_statement\"\n+    value = \"500\"\n+  }\n"
              "+  parameter {\n+    name  = \"rds.force_ssl\"\n+    value = \"1\"\n+  }\n+}\n"
              "*** Update File: modules/clinic-core/rds.tf\n"
              "@@\n-  parameter_group_name   = aws_db_parameter_group.clinic_core_pg14.name\n"
              "+  parameter_group_name   = aws_db_parameter_group.clinic_core_pg16.name\n"
              "+  allow_major_version_upgrade = true\n"
              "+  blue_green_update {\n+    enabled = true\n+  }\n"
              "*** Update File: envs/prod/main.tf\n@@\n-  pg_version = \"14.12\"\n+  pg_version = \"16.4\"\n"
              "*** End Patch\nEOF",
              "Success. Updated the following files:\nA modules/clinic-core/params_pg16.tf\n"
              "M modules/clinic-core/rds.tf\nM envs/prod/main.tf\n"),
        shell("terraform -chdir=envs/prod plan -no-color -target=module.clinic_core 2>&1 | sed -n '/Terraform "
              "used/,$p'", _plan(True)),
        ("assistant", "Plan: one new parameter group `clinic-core-pg16` (pg_stat_statements and pgaudit preloaded, "
                      "force SSL, slow-query log at 500 ms), and the instance updated with `blue_green_update` "
                      "enabled, engine 14.12 → 16.4. When applied, RDS builds the green environment, and the "
                      "switchover happens inside the apply.\n\n"
                      "That means *when* we run the apply is effectively the switchover time. The ticket says "
                      "Sunday 03:00 UTC; the existing maintenance window is also Sunday 03:00–04:00. Keep that, or "
                      "would you rather switch over during the week with people around?"),
        ("user", "window: sunday 03:00 utc like the ticket, keep that. staging the sunday before. and could you "
                 "hang on to this for every infra change from now on: anything that takes pms-bridge or "
                 "clinic-core down, even for a minute, needs a heads-up to Leeds emergency (LDS-EMG) at least 48h "
                 "before. they're open 24/7 and there is no quiet night for them, 03:00 on a sunday is somebody's "
                 "dog on the table"),
        ("assistant", "Yes. For all future infra work: any change that can take pms-bridge or clinic-core down, "
                      "however briefly, gets a heads-up to LDS-EMG (the 24/7 Leeds emergency clinic) at least 48h in "
                      "advance.\n\n"
                      "For this upgrade that means telling them by Friday 03:00 UTC for the prod switchover on "
                      "Sunday 22 November, and by Friday 13 November for staging if staging is wired to anything "
                      "they use (it isn't — staging clinic-core only serves the staging apps). I've added both "
                      "dates and the LDS-EMG notice to the rollback section of the runbook."),
        shell("apply_patch < /tmp/runbook-pg16.patch && sed -n '/## Schedule/,/## Rollback/p' "
              "docs/runbooks/clinic-core-pg16.md",
              "Success. Updated the following files:\nA docs/runbooks/clinic-core-pg16.md\n"
              "## Schedule\n\n"
              "| env     | green created          | switchover              | LDS-EMG notice by      |\n"
              "|---------|------------------------|-------------------------|------------------------|\n"
              "| staging | Sat 14 Nov, 14:00 UTC  | Sun 15 Nov, 03:00 UTC   | n/a (staging only)     |\n"
              "| prod    | Sat 21 Nov, 14:00 UTC  | Sun 22 Nov, 03:00 UTC   | Fri 20 Nov, 03:00 UTC  |\n\n"
              "## Rollback\n"),
        ("user", "good. PR it, I'll get the ticket fixed and ping the emergency clinic manager myself"),
        shell("git add -A && git commit -qm 'INFRA-221: clinic-core Postgres 16.4 via RDS Blue/Green' && gh pr "
              "create --fill", "https://github.com/fernlea/fernlea-tf/pull/342\n"),
    ],
    "facts": [
        fact("blue-green", "clinic-core's Postgres goes from 14.12 to 16.4 through an RDS Blue/Green deployment "
                           "(blue_green_update in Terraform), not the ticket's in-place upgrade, which would mean "
                           "10-20 minutes of downtime.",
             "decision", "user", ["Blue/Green", "16.4"]),
        fact("switchover-window", "The Postgres 16 switchover runs Sunday 03:00 UTC (staging 15 Nov, prod 22 Nov).",
             "config", "user", ["Sunday", "03:00"]),
        fact("lds-emg-notice", "Any infra change that can take pms-bridge or clinic-core down needs a heads-up to "
                               "the 24/7 Leeds emergency clinic LDS-EMG at least 48h before.",
             "rule", "user", ["LDS-EMG", "48h"], remember=True),
        fact("pg16-params", "The new parameter group clinic-core-pg16 preloads pg_stat_statements and pgaudit, "
                            "forces SSL and logs queries over 500 ms.",
             "config", "assistant", ["clinic-core-pg16"]),
    ],
    "optional": [
        opt("db-size", "clinic-core prod is a Multi-AZ db.r6g.xlarge with about 380 GB.", ["db.r6g.xlarge"]),
    ],
    "questions": [
        q("How is clinic-core's Postgres upgraded to 16?", "RDS Blue/Green deployment, not in-place",
          ["blue-green"]),
        q("When does the Postgres 16 switchover happen?", "Sunday 03:00 UTC", ["switchover-window"]),
        q("Who must be warned before infra work takes pms-bridge down?",
          "the Leeds emergency clinic LDS-EMG, at least 48h before", ["lds-emg-notice"]),
    ],
}


def _worker_log() -> str:
    lines = []
    for i in range(24):
        ms = (i * 41) % 1000
        if i % 6 == 5:
            lines.append(f"2026-11-17T07:12:0{i % 10}.{ms:03d}Z INFO  sms-worker-5c8d7-{['a1', 'b2', 'c3'][i % 3]} "
                         f"deceased_filter patient=000{41200 + i} skip=false q_ms=2")
        else:
            lines.append(f"2026-11-17T07:12:0{i % 10}.{ms:03d}Z WARN  sms-worker-5c8d7-{['a1', 'b2', 'c3'][i % 3]} "
                         f"textwell POST /v1/messages -> 429 Too Many Requests (limit 50/s, retry-after=1) "
                         f"msg=rem-{880000 + i * 7} action=nack requeue=True")
    return "\n".join(lines) + "\n"


QUEUE_RETRY = {
    "id": "h53-cx-reminders-queue-retry",
    "project": REMINDERS,
    "start": datetime(2026, 11, 17, 7, 25),
    "branch": "fix/sms-retry",
    "about": "vax-reminders: queue at 48k and growing; first guess (yesterday's deceased-pet filter query is slow) "
             "checked in pg_stat_statements and ruled out; cause: Textwell 429s nacked with requeue=True, a hot "
             "redelivery loop; fix: dead-letter exchange reminders.retry with 15-minute TTL, max 5 attempts, then "
             "reminders.failed; client-side limit 40/s under Textwell's 50/s; queue left to drain; a story recalled "
             "from March (near-miss), no remember-request",
    "steps": [
        ("user", "hey, reminders queue depth is at 48k and climbing since last night. sms worker cpu is pegged, "
                 "nothing's going out. help"),
        shell("kubectl -n reminders exec deploy/rabbitmq -- rabbitmqctl list_queues name messages "
              "messages_unacknowledged consumers message_stats.redeliver_details.rate",
              "Timeout: 60.0 seconds ...\nListing queues for vhost / ...\n"
              "name\tmessages\tmessages_unacknowledged\tconsumers\tredeliver_rate\n"
              "reminders.email\t0\t0\t4\t0.0\n"
              "reminders.sms\t48211\t120\t3\t1874.2\n"
              "sms.priority\t0\t0\t1\t0.0\n"
              "reminders.plan\t0\t0\t1\t0.0\n"),
        ("assistant", "`reminders.sms` has 48,211 messages and a redelivery rate of ~1,900 a second with only 120 "
                      "unacked — the workers are taking the same messages again and again rather than being slow. "
                      "One thing that changed yesterday is the deceased-pet filter (the query that skips pets "
                      "marked deceased in the PMS), which runs for every message. If that query became slow it "
                      "could back things up — let me check it first."),
        shell("psql \"$REMINDERS_RO_URL\" -c \"select calls, round(mean_exec_time::numeric, 2) as mean_ms, "
              "round(max_exec_time::numeric, 2) as max_ms, left(query, 70) from pg_stat_statements where query "
              "ilike '%deceased%' order by calls desc limit 3\"",
              "  calls  | mean_ms | max_ms |                                 left                                  \n"
              "---------+---------+--------+-----------------------------------------------------------------------\n"
              " 9102448 |    0.04 |   3.11 | select deceased_at from patient_flags where patient_id = $1\n"
              "   18422 |    1.92 |  14.70 | select patient_id from patient_flags where deceased_at is not null and\n"
              "(2 rows)\n"),
        ("assistant", "The filter isn't slow — 0.04 ms on average. But look at the call count: 9.1 million calls "
                      "since yesterday for ~18k reminders. Each message is being processed hundreds of times. "
                      "That points at redelivery, so the worker logs:"),
        shell("kubectl -n reminders logs deploy/sms-worker --since=5m | tail -24", _worker_log()),
        ("assistant", "Root cause: Textwell answers **429 Too Many Requests** (their limit is 50 messages/s per "
                      "account), and our worker handles any error with `basic_nack(requeue=True)`. RabbitMQ puts the "
                      "message straight back at the head of the queue, the worker picks it up again within "
                      "milliseconds, calls Textwell again, gets another 429 — a hot loop. Three workers doing that "
                      "flat out keep us permanently over Textwell's limit, so nothing gets through, and the CPU is "
                      "spent on the loop. The deceased filter only shows up because it runs on every redelivery.\n\n"
                      "Fix:\n"
                      "1. On 429/5xx: don't requeue. Reject to a dead-letter exchange `reminders.retry` whose queue "
                      "has a message TTL of 15 minutes and dead-letters back into `reminders.sms`. RabbitMQ's "
                      "`x-death` count tells us how many attempts were made; after 5 attempts the message goes to "
                      "a parking queue, `reminders.failed`, for a person to look at.\n"
                      "2. Client-side rate limit in the worker, shared across the three workers via Redis: 40 "
                      "messages/s, below Textwell's 50/s.\n"
                      "3. The 48k already queued: either purge and re-plan, or let them drain once 1 and 2 are "
                      "deployed."),
        ("user", "yes to 1 and 2. 40 per sec leaves room for the lab critical sms on sms.priority, good. "
                 "don't purge, let them drain, most are due this week anyway"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: reminders/topology.py\n"
              "@@ def declare(ch):\n"
              "+    ch.exchange_declare('reminders.retry', 'direct', durable=True)\n"
              "+    ch.queue_declare('reminders.sms.retry', durable=True, arguments={\n"
              "+        'x-message-ttl': 15 * 60 * 1000,          # 15 minutes\n"
              "+        'x-dead-letter-exchange': '',\n"
              "+        'x-dead-letter-routing-key': 'reminders.sms'})\n"
              "+    ch.queue_bind('reminders.sms.retry', 'reminders.retry', 'sms')\n"
              "+    ch.queue_declare('reminders.failed', durable=True)\n"
              "*** Update File: reminders/sms_worker.py\n"
              "@@ def on_message(ch, method, props, body):\n"
              "-    except Exception:\n-        ch.basic_nack(method.delivery_tag, requeue=True)\n"
              "+    except (textwell.RateLimited, textwell.ServerError):\n"
              "+        if attempts(props) >= MAX_ATTEMPTS:  # 5\n"
              "+            ch.basic_publish('', 'reminders.failed', body, props)\n"
              "+            ch.basic_ack(method.delivery_tag)\n"
              "+        else:\n"
              "+            ch.basic_publish('reminders.retry', 'sms', body, props)\n"
              "+            ch.basic_ack(method.delivery_tag)\n"
              "+    limiter.acquire('textwell', rate_per_second=40)\n"
              "*** End Patch\nEOF\npytest -q tests/test_sms_worker.py tests/test_topology.py",
              "Success. Updated the following files:\nM reminders/topology.py\nM reminders/sms_worker.py\n"
              "..............                                                           [100%]\n"
              "14 passed in 1.88s\n"),
        ("user", "ship it to prod, it can't get worse. also remember march, when we texted a booster reminder "
                 "for a dog that had died the week before? the owner ended up in the local paper. that's the whole "
                 "reason the deceased filter exists. anyway not today's problem"),
        shell("make deploy ENV=prod && sleep 120 && kubectl -n reminders exec deploy/rabbitmq -- rabbitmqctl "
              "list_queues name messages message_stats.redeliver_details.rate",
              "helm upgrade --install vax-reminders ./chart -n reminders -f chart/values-prod.yaml\n"
              "Release \"vax-reminders\" has been upgraded. Happy Helming!\n"
              "deployment \"sms-worker\" successfully rolled out\n"
              "Listing queues for vhost / ...\nname\tmessages\tredeliver_rate\n"
              "reminders.email\t0\t0.0\nreminders.sms\t43390\t0.0\nreminders.sms.retry\t212\t0.0\n"
              "reminders.failed\t0\t0.0\nsms.priority\t0\t0.0\nreminders.plan\t0\t0.0\n"),
        ("assistant", "Redeliveries are at zero and the queue is draining — 48,211 → 43,390 in two minutes, 40 a "
                      "second as intended; 212 messages are waiting out their 15 minutes in the retry queue. At this "
                      "rate the backlog is gone in about 18 minutes. Sends stay inside the 09:00–19:00 quiet-hours "
                      "window because the sender defers anything outside it.\n\n"
                      "And yes — the deceased filter is doing its job; it was only visible because of the loop."),
        ("user", "lovely, thanks. I'll keep an eye on reminders.failed today"),
        shell("git add -A && git commit -qm 'SMS worker: retry via reminders.retry DLX (15 min, 5 attempts), 40/s "
              "limit' && git log -1 --oneline",
              "6d2f8aa SMS worker: retry via reminders.retry DLX (15 min, 5 attempts), 40/s limit\n"),
    ],
    "facts": [
        fact("requeue-loop", "The reminders queue grew to 48k because the SMS worker nacked Textwell's 429 "
                             "responses with requeue=True, a hot redelivery loop that kept it over Textwell's limit; "
                             "the deceased-pet filter was not the cause.",
             "bugfix", "assistant", ["429", "requeue"]),
        fact("retry-dlx", "Failed SMS sends go to the dead-letter exchange reminders.retry (queue TTL 15 minutes, "
                          "back to reminders.sms), at most 5 attempts, then the reminders.failed parking queue.",
             "config", "assistant", ["reminders.retry", "15 minutes", "reminders.failed"]),
        fact("sms-rate", "The SMS worker is rate-limited to 40 messages per second across workers (Textwell allows "
                         "50/s), leaving room for lab critical SMS on sms.priority.",
             "decision", "user", ["40", "Textwell"]),
    ],
    "optional": [
        opt("drain-not-purge", "The 48k backlog was left to drain, not purged.", ["drain"]),
        opt("deceased-filter-why", "The deceased-pet filter exists because of a reminder sent in March for a dog "
                                   "that had died.", ["deceased"]),
    ],
    "questions": [
        q("Why did the reminders SMS queue grow to 48k?",
          "Textwell answers 429 and the worker nacks with requeue=True: a hot redelivery loop", ["requeue-loop"]),
        q("How are failed reminder SMS sends retried?",
          "via reminders.retry after 15 minutes, up to 5 attempts, after that reminders.failed", ["retry-dlx"]),
        q("How fast may the SMS worker send?", "40 messages per second; Textwell's limit is 50", ["sms-rate"]),
    ],
}


SECRETS = {
    "id": "h53-cx-infra-secrets-ssm",
    "project": INFRA,
    "start": datetime(2026, 11, 26, 14, 0),
    "branch": "secrets-ssm",
    "about": "fernlea-tf: one home for secrets; Secrets Manager vs SSM Parameter Store compared, SSM standard tier "
             "picked on cost (rotation only needed for RDS, which manages its own); Vault proposed and refused; "
             "external-secrets operator syncs to k8s; parameter path /fernlea/<env>/<service>/<NAME>; cost-centre "
             "and owner tags on every resource via default_tags; a standing rule 'from today on' that prod applies "
             "only go through Atlantis, never from a laptop",
    "steps": [
        ("user", "secrets. right now half are in tfvars encrypted with sops and half are k8s secrets somebody "
                 "kubectl-applied by hand in 2024. I want one place. aws secrets manager or ssm parameter store?"),
        shell("sops -d envs/prod/secrets.enc.tfvars | grep -c '=' ; kubectl get secrets -A --no-headers | grep -v "
              "'kubernetes.io/service-account-token\\|helm.sh' | wc -l",
              "118\n112\n"),
        ("assistant", "About 230 secrets in total (118 in sops tfvars, 112 hand-made Kubernetes secrets).\n\n"
                      "| | Secrets Manager | SSM Parameter Store (SecureString, standard tier) |\n"
                      "|---|---|---|\n"
                      "| Cost | $0.40 per secret per month + API calls → ~$92/month for 230 | free (standard tier, "
                      "KMS calls only) |\n"
                      "| Rotation | built in (Lambda rotators) | none |\n"
                      "| Size limit | 64 KB | 4 KB (standard) |\n"
                      "| Cross-account sharing | resource policies | no |\n\n"
                      "The only secrets that really need rotation are the RDS master passwords, and RDS can manage "
                      "those itself (`manage_master_user_password`, stored in Secrets Manager by RDS, no Lambda of "
                      "ours). None of our secrets is near 4 KB.\n\n"
                      "To get them into pods, the external-secrets operator reads either store and writes Kubernetes "
                      "secrets. A bigger alternative would be HashiCorp Vault (dynamic DB credentials, leases), but "
                      "that's a cluster to run and unseal."),
        ("user", "ssm parameter store, standard tier. cost, and we don't need rotation beyond rds which does it "
                 "itself. vault no way, nobody here wants to be on call for vault. external-secrets yes"),
        ("assistant", "Path layout proposal for the parameters: `/fernlea/<env>/<service>/<NAME>`, e.g. "
                      "`/fernlea/prod/pms-bridge/VO_API_PASSWORD`, so IAM policies can grant a service "
                      "`/fernlea/prod/pms-bridge/*` and nothing else. OK?"),
        ("user", "yes, that path, exactly like that"),
        shell("apply_patch < /tmp/ssm-module.patch && terraform -chdir=envs/prod plan -no-color "
              "-target=module.secrets 2>&1 | grep -E '^  #|will be|Plan:' | head -24",
              "Success. Updated the following files:\nA modules/secrets/main.tf\nA modules/secrets/iam.tf\n"
              "A modules/external-secrets/main.tf\nM envs/prod/main.tf\n"
              "  # module.secrets.aws_ssm_parameter.this[\"/fernlea/prod/booking-web/SESSION_SECRET\"] will be "
              "created\n"
              "  # module.secrets.aws_ssm_parameter.this[\"/fernlea/prod/billing-core/PETCLAIMHUB_CLIENT_SECRET\"] "
              "will be created\n"
              "  # module.secrets.aws_ssm_parameter.this[\"/fernlea/prod/labfeed/CALDER_FEED_TOKEN\"] will be "
              "created\n"
              "  # module.secrets.aws_ssm_parameter.this[\"/fernlea/prod/pms-bridge/VO_API_PASSWORD\"] will be "
              "created\n"
              "  # module.secrets.aws_ssm_parameter.this[\"/fernlea/prod/vax-reminders/TEXTWELL_API_KEY\"] will be "
              "created\n"
              "  # module.secrets.aws_iam_policy.read[\"pms-bridge\"] will be created\n"
              "  # module.secrets.aws_iam_policy.read[\"labfeed\"] will be created\n"
              "  # module.external_secrets.helm_release.external_secrets will be created\n"
              "  # module.external_secrets.kubernetes_manifest.cluster_secret_store will be created\n"
              "Plan: 131 to add, 0 to change, 0 to destroy.\n"),
        shell("terraform -chdir=envs/prod plan -no-color -target=module.secrets 2>&1 | sed -n "
              "'/VO_API_PASSWORD\"] will be created/,/^    }/p'",
              "  # module.secrets.aws_ssm_parameter.this[\"/fernlea/prod/pms-bridge/VO_API_PASSWORD\"] will be "
              "created\n"
              "  + resource \"aws_ssm_parameter\" \"this\" {\n"
              "      + arn            = (known after apply)\n"
              "      + data_type      = (known after apply)\n"
              "      + id             = (known after apply)\n"
              "      + key_id         = \"alias/fernlea-secrets\"\n"
              "      + name           = \"/fernlea/prod/pms-bridge/VO_API_PASSWORD\"\n"
              "      + tier           = \"Standard\"\n"
              "      + type           = \"SecureString\"\n"
              "      + value          = (sensitive value)\n"
              "      + tags_all       = (known after apply)\n"
              "    }\n"),
        ("user", "tags missing on all of them. every resource we own gets a cost-centre and an owner tag, "
                 "cost-centre is the project code (CC-CORE, CC-BOOK, CC-PHARM, CC-LAB, CC-BILL, CC-REM) and owner "
                 "is the team. put it in default_tags on the provider so nobody can forget it again"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: envs/prod/providers.tf\n"
              "@@ provider \"aws\" {\n   region = \"eu-west-2\"\n"
              "+  default_tags {\n+    tags = {\n+      cost-centre = var.cost_centre\n"
              "+      owner       = var.owner\n+      managed-by  = \"terraform\"\n+    }\n+  }\n"
              "*** End Patch\nEOF\nterraform -chdir=envs/prod validate && tflint --chdir=envs/prod "
              "--enable-rule=aws_resource_missing_tags",
              "Success. Updated the following files:\nM envs/prod/providers.tf\n"
              "Success! The configuration is valid.\n\n"
              "1 issue(s) found:\n\n"
              "Warning: The resource is missing the following tags: \"cost-centre\", \"owner\". "
              "(aws_resource_missing_tags)\n\n"
              "  on ../../modules/legacy-dns/main.tf line 4:\n"
              "   4: resource \"aws_route53_zone\" \"old_booking\" {\n\n"
              "(aws_route53_zone in the legacy-dns module uses a second provider alias without default_tags)\n"),
        ("assistant", "`default_tags` now puts `cost-centre`, `owner` and `managed-by` on everything from the main "
                      "provider. tflint found one leftover: the `legacy-dns` module uses its own provider alias "
                      "(us-east-1), so I've added the same `default_tags` block there too. Want me to apply this to "
                      "prod?"),
        ("user", "no. and from today on that's the rule: prod applies only go through Atlantis on the PR. nobody "
                 "runs terraform apply against prod from a laptop, me included. push the branch and let atlantis "
                 "plan it"),
        shell("git add -A && git commit -qm 'Secrets in SSM Parameter Store, external-secrets, default_tags' && "
              "git push -q -u origin secrets-ssm && gh pr create --fill && sleep 90 && gh pr view --comments | "
              "tail -14",
              "https://github.com/fernlea/fernlea-tf/pull/349\n"
              "── atlantis commented ──\n"
              "Ran Plan for dir: envs/prod workspace: default\n\n"
              "<details><summary>Show Output</summary>\n\n"
              "Plan: 131 to add, 214 to change, 0 to destroy.\n"
              "(214 to change: tags only — cost-centre, owner, managed-by)\n\n"
              "</details>\n\n"
              "* To apply this plan, comment: atlantis apply -d envs/prod\n"
              "* To delete this plan click the lock link\n"),
        ("assistant", "Atlantis planned it on PR #349: 131 to add (the parameters, IAM policies, external-secrets) "
                      "and 214 tag-only changes from `default_tags`. Applying is `atlantis apply -d envs/prod` on "
                      "the PR after review — not from here."),
        ("user", "perfect. I'll get Priya to review it tomorrow"),
    ],
    "facts": [
        fact("ssm-choice", "Secrets live in AWS SSM Parameter Store (SecureString, standard tier), not Secrets "
                           "Manager (~$92/month for 230 secrets, rotation only needed for RDS, which manages its own); "
                           "Vault refused; external-secrets syncs them into Kubernetes.",
             "decision", "user", ["Parameter Store", ["Secrets Manager", "cost"]]),
        fact("ssm-path", "SSM parameter names follow /fernlea/<env>/<service>/<NAME>, e.g. "
                         "/fernlea/prod/pms-bridge/VO_API_PASSWORD.",
             "convention", "user", ["/fernlea/<env>/<service>/<NAME>"]),
        fact("tags", "Every AWS resource gets a cost-centre tag (the project code, e.g. CC-PHARM) and an owner tag, "
                     "set through default_tags on the provider.",
             "convention", "user", ["cost-centre", "owner", "default_tags"]),
        fact("atlantis-only", "Prod Terraform applies only go through Atlantis on the PR; nobody applies to prod "
                              "from a laptop.",
             "rule", "user", ["Atlantis", "laptop"], remember=True),
    ],
    "optional": [
        opt("vault-refused", "HashiCorp Vault was refused: nobody wants to be on call for it.", ["Vault"]),
        opt("external-secrets", "The external-secrets operator syncs SSM parameters into Kubernetes secrets.",
            ["external-secrets"]),
    ],
    "questions": [
        q("Where are Fernlea's secrets stored?", "SSM Parameter Store, standard tier; external-secrets writes them into Kubernetes",
          ["ssm-choice"]),
        q("How are SSM parameters named?", "/fernlea/<env>/<service>/<NAME>", ["ssm-path"]),
        q("How are Terraform changes applied to prod?", "only through Atlantis on the PR; nobody applies from a laptop",
          ["atlantis-only"]),
    ],
}


SESSIONS = [RDS_UPGRADE, QUEUE_RETRY, SECRETS]
