"""h56 Codex sessions, part c: cubby-infra, Cubbyline's Terraform for AWS (eu-central-1): ElastiCache Redis and RDS
Postgres for cubby-api, AWS IoT Core for the lockers' MQTT uplink, ECS services. Owner: sam."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

INFRA = "/home/sam/src/cubby-infra"

PLAN_REDIS = """\
Terraform will perform the following actions:

  # module.redis.aws_elasticache_parameter_group.this will be created
  + resource "aws_elasticache_parameter_group" "this" {
      + arn         = (known after apply)
      + description = "Managed by Terraform"
      + family      = "redis7"
      + id          = (known after apply)
      + name        = "cubby-redis7"
      + tags_all    = {
          + "env"     = "prod"
          + "owner"   = "platform"
          + "service" = "cubby-api"
        }
    }

  # module.redis.aws_elasticache_replication_group.this will be updated in-place
  ~ resource "aws_elasticache_replication_group" "this" {
      ~ engine_version             = "6.2" -> "7.1"
        id                         = "cubby-api-prod"
      ~ parameter_group_name       = "cubby-redis6" -> "default.redis7"
        node_type                  = "cache.t4g.medium"
        num_cache_clusters         = 2
        automatic_failover_enabled = true
        multi_az_enabled           = true
      ~ apply_immediately          = false -> true
        maintenance_window         = "sun:01:00-sun:02:00"
        # (31 unchanged attributes hidden)
    }

Plan: 1 to add, 1 to change, 0 to destroy.
"""

PARAMS_DIFF = """\
$ aws elasticache describe-cache-parameters --cache-parameter-group-name cubby-redis6 \\
    --query "Parameters[?Source=='user'].[ParameterName,ParameterValue]" --output text
maxmemory-policy        noeviction
notify-keyspace-events  Ex
timeout                 300

$ aws elasticache describe-cache-parameters --cache-parameter-group-name default.redis7 \\
    --query "Parameters[?ParameterName=='maxmemory-policy' || ParameterName=='notify-keyspace-events'].[ParameterName,ParameterValue]" --output text
maxmemory-policy        volatile-lru
notify-keyspace-events
"""

PLAN_REDIS_2 = """\
  # module.redis.aws_elasticache_parameter_group.this will be created
  + resource "aws_elasticache_parameter_group" "this" {
      + family = "redis7"
      + name   = "cubby-redis7"

      + parameter {
          + name  = "maxmemory-policy"
          + value = "noeviction"
        }
      + parameter {
          + name  = "notify-keyspace-events"
          + value = "Ex"
        }
      + parameter {
          + name  = "timeout"
          + value = "300"
        }
    }

  # module.redis.aws_elasticache_replication_group.this will be updated in-place
  ~ resource "aws_elasticache_replication_group" "this" {
      ~ engine_version       = "6.2" -> "7.1"
        id                   = "cubby-api-prod"
      ~ parameter_group_name = "cubby-redis6" -> "cubby-redis7"
        maintenance_window   = "sun:01:00-sun:02:00"
        # (33 unchanged attributes hidden)
    }

Plan: 1 to add, 1 to change, 0 to destroy.
"""

IOT_TF = """\
     1\tresource "aws_iot_thing" "locker" {
     2\t  for_each = local.lockers            # from lockers.auto.tfvars.json, 3,012 entries
     3\t  name     = each.key                 # e.g. "KRK-0412"
     4\t}
     5\t
     6\tresource "aws_iot_policy" "locker" {
     7\t  name   = "locker-policy"
     8\t  policy = jsonencode({
     9\t    Version = "2012-10-17"
    10\t    Statement = [{
    11\t      Effect   = "Allow"
    12\t      Action   = ["iot:Connect", "iot:Publish", "iot:Subscribe", "iot:Receive"]
    13\t      Resource = ["*"]
    14\t    }]
    15\t  })
    16\t}
    17\t
    18\t# certificates are created by the provisioning station (cubby-provisioning) with a 365-day validity
    19\t# and attached here by ARN
"""

CERT_STATS = """\
$ python3 tools/cert_report.py --region eu-central-1
certificates attached to lockers: 3,012
expiring within 30 days:   47
expiring within 90 days:  311
already expired:            6   (lockers: GDA-0144, KRK-0033, POZ-0101, WAW-0790, WAW-0791, WRO-0218)
offline > 7 days at some point in the last 12 months: 188
longest offline stretch: WRO-0218, 41 days (station renovation)
"""

FAILOVER_LOG = """\
$ aws rds reboot-db-instance --db-instance-identifier cubby-api-prod-staging-clone --force-failover
{ "DBInstance": { "DBInstanceIdentifier": "cubby-api-prod-staging-clone", "DBInstanceStatus": "rebooting", ... } }

$ python3 tools/probe.py --target https://staging-api.cubbyline.example/healthz/db --interval 1
10:02:11  200  db=ok  pg_host=ip-10-20-31-17
10:02:12  200  db=ok  pg_host=ip-10-20-31-17
10:02:13  503  db=error  econnrefused
... (503 every second)
10:02:46  503  db=error  econnrefused
10:02:47  503  db=error  timeout
... (503 every second)
10:07:12  503  db=error  timeout
10:07:13  200  db=ok  pg_host=ip-10-20-47-102
10:07:14  200  db=ok  pg_host=ip-10-20-47-102

$ aws rds describe-events --source-identifier cubby-api-prod-staging-clone --duration 30 --query "Events[].[Date,Message]" --output text
2026-11-24T10:02:12Z  Multi-AZ instance failover started.
2026-11-24T10:02:44Z  DB instance restarted
2026-11-24T10:02:46Z  Multi-AZ instance failover completed.
"""

PGBOUNCER_INI = """\
[databases]
cubby = host=cubby-api-prod.cluster-internal.eu-central-1.rds.amazonaws.com port=5432 dbname=cubby

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 6432
auth_type = scram-sha-256
auth_file = /etc/pgbouncer/userlist.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 40
reserve_pool_size = 10
server_reset_query = DISCARD ALL
server_check_delay = 30
server_connect_timeout = 5
dns_max_ttl = 300
dns_nxdomain_ttl = 15
log_connections = 0
log_disconnections = 0
stats_period = 60
"""

SESSIONS = [
    {
        "id": "h56-cx-infra-redis7-upgrade",
        "project": INFRA,
        "start": datetime(2026, 11, 7, 14, 30),
        "branch": "redis7",
        "about": "cubby-infra: ElastiCache Redis 6.2 -> 7.1 for cubby-api; the first plan would swap the custom "
                 "parameter group for default.redis7 (volatile-lru, no keyspace events); a new cubby-redis7 group "
                 "with noeviction; in-place upgrade in the Sunday window chosen over a blue/green copy ('go with "
                 "that'); an imperative request to remember the prod state bucket and lock table",
        "steps": [
            ("user", "hey. need to move cubby-api's elasticache from redis 6.2 to 7.1, 6.2 goes out of standard "
                     "support. I bumped engine_version in the module, plan first pls, don't apply"),
            shell("cd envs/prod && terraform plan -target=module.redis -no-color 2>&1 | tail -40", PLAN_REDIS),
            ("assistant", "The plan does more than bump the version:\n\n"
                          "- `parameter_group_name` goes from `cubby-redis6` to `default.redis7`, because the module "
                          "picks the default group when `family` changes and no custom group exists for redis7.\n"
                          "- `apply_immediately` flips to true, i.e. the upgrade would run right at apply time instead "
                          "of in the Sunday 01:00–02:00 window.\n\n"
                          "The first one is dangerous. Let me compare the two parameter groups."),
            shell("aws elasticache describe-cache-parameters ... (see below)", PARAMS_DIFF),
            ("assistant", "Our 6.2 group sets three things the default 7 group doesn't:\n\n"
                          "- `maxmemory-policy noeviction` (default is `volatile-lru`). cubby-api keeps the pickup-code "
                          "fast path (`cubby:prod:pickup:*`, with TTLs) and the SMS throttle in this Redis. Under "
                          "`volatile-lru`, memory pressure would silently evict keys *with* a TTL, which is exactly "
                          "the pickup codes: a customer at the locker would get 'code not found' until the Postgres "
                          "fallback kicks in, and the throttle would forget who was throttled. With `noeviction` writes "
                          "fail loudly instead.\n"
                          "- `notify-keyspace-events Ex` — expired-key events. Something in cubby-api probably subscribes "
                          "to them (code expiry handling); without the setting those events silently stop.\n"
                          "- `timeout 300` for idle clients.\n\n"
                          "Fix: add an `aws_elasticache_parameter_group` `cubby-redis7` (family redis7) with the same "
                          "three parameters and point the replication group at it.\n\n"
                          "For the upgrade itself, two ways:\n"
                          "A) **In-place** engine upgrade in the maintenance window (`apply_immediately = false`). "
                          "ElastiCache upgrades the replica, fails over, upgrades the old primary. Expect a few "
                          "seconds of write errors during failover; Redix reconnects.\n"
                          "B) **Blue/green**: a new 7.1 replication group, dual-write or copy via a snapshot restore, "
                          "then switch cubby-api's `REDIS_URL`. Zero write errors, but more steps and you'd have to "
                          "handle keys written between snapshot and switch.\n\n"
                          "A is the normal path for a minor-version jump like this."),
            ("user", "go with that. A, in the window. and yes custom group"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: modules/redis/main.tf\n@@\n"
                  "+resource \"aws_elasticache_parameter_group\" \"this\" {\n+  name   = \"cubby-redis7\"\n"
                  "+  family = \"redis7\"\n+\n+  parameter {\n+    name  = \"maxmemory-policy\"\n"
                  "+    value = \"noeviction\"\n+  }\n+  parameter {\n+    name  = \"notify-keyspace-events\"\n"
                  "+    value = \"Ex\"\n+  }\n+  parameter {\n+    name  = \"timeout\"\n+    value = \"300\"\n+  }\n+}\n"
                  "@@\n-  parameter_group_name = var.parameter_group_name\n"
                  "+  parameter_group_name = aws_elasticache_parameter_group.this.name\n"
                  "-  apply_immediately    = var.apply_immediately\n+  apply_immediately    = false\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM modules/redis/main.tf\n"),
            shell("cd envs/prod && terraform plan -target=module.redis -no-color 2>&1 | tail -28", PLAN_REDIS_2),
            ("assistant", "Clean: new group `cubby-redis7` with `noeviction`, `Ex` and `timeout 300`; engine 6.2 → 7.1 "
                          "in-place; `apply_immediately` stays false, so it happens in `sun:01:00-sun:02:00` (UTC) "
                          "after the apply. Plan saved? I can write it to `redis7.tfplan` for the pipeline."),
            ("user", "the pipeline makes its own plan, just push the branch. oh btw while you're in envs/prod: I "
                     "saw you ran terraform init earlier and it asked about the backend. remember this: prod state "
                     "lives in the s3 bucket cubby-tfstate-prod in eu-central-1 with the dynamodb lock table "
                     "cubby-tf-locks. if init ever offers to migrate state or create a local one, the answer is no, "
                     "stop and ask me"),
            ("assistant", "Noted: prod state is `s3://cubby-tfstate-prod` (eu-central-1), locking through the DynamoDB "
                          "table `cubby-tf-locks`; if `terraform init` ever offers to migrate state or fall back to "
                          "local state, I stop and ask you. The earlier init was just the provider lock file "
                          "upgrade (hashicorp/aws 5.74 → 5.79); it didn't touch the backend."),
            shell("git add -A && git commit -qm 'redis: 7.1 in-place, custom cubby-redis7 params (noeviction)' && "
                  "git push -q -u origin redis7 && git log --oneline -1",
                  "2c81f6b redis: 7.1 in-place, custom cubby-redis7 params (noeviction)\n"),
            ("user", "👍"),
        ],
        "facts": [
            fact("redis-inplace", "cubby-api's ElastiCache Redis goes from 6.2 to 7.1 as an in-place upgrade in the "
                 "maintenance window (blue/green not chosen).",
                 "decision", "user", ["7.1", "in-place"]),
            fact("noeviction", "The Redis 7 parameter group cubby-redis7 keeps maxmemory-policy noeviction (the "
                 "default volatile-lru would evict pickup-code keys with TTLs), notify-keyspace-events Ex and "
                 "timeout 300.",
                 "config", "assistant", ["cubby-redis7", "noeviction"]),
            fact("tfstate", "Prod Terraform state is in the S3 bucket cubby-tfstate-prod (eu-central-1) with the "
                 "DynamoDB lock table cubby-tf-locks; if init offers to migrate or create local state, stop and ask.",
                 "rule", "user", ["cubby-tfstate-prod", "cubby-tf-locks"], remember=True),
            fact("redis-window", "The Redis maintenance window is sun:01:00-sun:02:00 UTC; apply_immediately stays "
                 "false.",
                 "config", "assistant", ["sun:01:00-sun:02:00"]),
        ],
        "optional": [
            opt("node-type", "The Redis nodes are cache.t4g.medium, 2 clusters, multi-AZ.", ["cache.t4g.medium"]),
        ],
        "questions": [
            q("How is cubby-api's Redis upgraded to 7.1?", "in-place, in the maintenance window", ["redis-inplace"]),
            q("Which maxmemory-policy does the Redis parameter group use and why?",
              "noeviction, volatile-lru would evict pickup-code keys with TTLs", ["noeviction"]),
            q("Where is the prod Terraform state?", "S3 bucket cubby-tfstate-prod, lock table cubby-tf-locks",
              ["tfstate"]),
        ],
    },
    {
        "id": "h56-cx-infra-iot-certs",
        "project": INFRA,
        "start": datetime(2026, 11, 15, 9, 50),
        "branch": "iot-cert-rotation",
        "about": "cubby-infra: locker device certificates for AWS IoT Core; six already expired; validity first set "
                 "to 1 year with rotation 30 days ahead, then changed to 2 years with rotation from 60 days before "
                 "expiry once the offline stretches (up to 41 days) show up; thing names by station code; the "
                 "wildcard IoT policy replaced with a per-thing policy and a request to write that into AGENTS.md",
        "steps": [
            ("user", "morning. ops says 6 lockers stopped talking to iot core this week, cert expired. we have no "
                     "rotation at all, certs are made once at provisioning with 365 days. need a plan + the terraform "
                     "side"),
            shell("cat iot/main.tf", IOT_TF),
            shell("python3 tools/cert_report.py --region eu-central-1", CERT_STATS),
            ("assistant", "6 expired now, 47 more within 30 days, 311 within 90, so this gets worse fast: the first "
                          "big provisioning wave was November last year.\n\n"
                          "Rotation flow I'd propose (AWS IoT has no built-in rotation for device certs):\n"
                          "1. A daily Lambda `cert-rotator` finds certs expiring within N days and publishes "
                          "`cubby/<thing>/cert/rotate` with a fresh certificate created via "
                          "`CreateCertificateFromCsr`... better: the locker generates the key and sends a CSR, so "
                          "private keys never leave the board.\n"
                          "2. The locker stores the new cert in the inactive slot, reconnects with it, confirms on "
                          "`cubby/<thing>/cert/rotated`; the Lambda then detaches and deactivates the old one.\n\n"
                          "Validity: keep 1 year, start rotating 30 days before expiry?"),
            ("user", "ok sounds right, 1 year and 30 days"),
            ("assistant", "Also, reading `iot/main.tf`: every locker shares `locker-policy` with `Resource = [\"*\"]`, "
                          "so any locker's certificate can publish and subscribe to every other locker's topics, "
                          "including `cubby/<other>/cmd/unlock`. I'd replace it with a policy using the thing-name "
                          "policy variable: `iot:Connect` only with client id `${iot:Connection.Thing.ThingName}`, "
                          "publish/subscribe only on `cubby/${iot:Connection.Thing.ThingName}/*`."),
            ("user", "oh wow. yes. how did that ever pass review. do that first"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: iot/main.tf\n@@\n"
                  "-      Action   = [\"iot:Connect\", \"iot:Publish\", \"iot:Subscribe\", \"iot:Receive\"]\n"
                  "-      Resource = [\"*\"]\n"
                  "+      Action   = [\"iot:Connect\"]\n"
                  "+      Resource = [\"arn:aws:iot:${var.region}:${var.account_id}:client/"
                  "${iot:Connection.Thing.ThingName}\"]\n"
                  "+    }, {\n+      Effect   = \"Allow\"\n+      Action   = [\"iot:Publish\", \"iot:Receive\"]\n"
                  "+      Resource = [\"arn:aws:iot:${var.region}:${var.account_id}:topic/cubby/"
                  "${iot:Connection.Thing.ThingName}/*\"]\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM iot/main.tf\n"),
            ("assistant", "Policy rewritten (plus the matching `iot:Subscribe` on `topicfilter/...`). One catch: the "
                          "policy variable only works if the MQTT client id equals the thing name and the cert is "
                          "attached to that thing. Thing names today are the bare locker id (`KRK-0412`), and the "
                          "firmware uses `cubby-lockerd-<serial>` as client id. So either the firmware changes its "
                          "client id, or we keep the old policy for lockers that haven't updated."),
            ("user", "firmware 4.2.0 (rolling out now) already uses the thing name as client id, ilkay did that. and "
                     "while we're at it rename things: the thing name is locker-<station code>-<nnnn>, like "
                     "locker-krk-0412, lowercase. the bare id collides with the fleet api's ids in the logs and "
                     "everyone gets confused"),
            ("assistant", "OK: thing name = `locker-<station code>-<nnnn>` in lowercase, e.g. `locker-krk-0412`; the "
                          "`for_each` key stays the locker id and `name = \"locker-${lower(each.key)}\"`. Renaming a "
                          "thing in IoT Core means recreating it, so the plan will show 3,012 replacements; certs get "
                          "re-attached by ARN in the same apply. Old policy stays attached to lockers still on "
                          "4.1.x until ring3 is done, then it goes.\n\n"
                          "Back to rotation: I wrote the Lambda skeleton with `ROTATE_BEFORE_DAYS = 30` and a "
                          "cert validity of 365 days in the CSR signing step."),
            ("user", "hmm wait, look at your own report again. 188 lockers were offline more than a week in the last "
                     "year, WRO-0218 for 41 days. with 30 days before expiry a locker that's offline for a month misses "
                     "the whole window and is dead when it comes back, and then someone drives there with a laptop. "
                     "change it: 2 years validity, start rotating 60 days before expiry, and keep retrying daily until "
                     "it's rotated"),
            shell("sed -i 's/ROTATE_BEFORE_DAYS = 30/ROTATE_BEFORE_DAYS = 60/; s/CERT_VALIDITY_DAYS = 365/"
                  "CERT_VALIDITY_DAYS = 730/' lambdas/cert_rotator/handler.py && grep -n '_DAYS' "
                  "lambdas/cert_rotator/handler.py",
                  "12:CERT_VALIDITY_DAYS = 730   # 2 years\n13:ROTATE_BEFORE_DAYS = 60\n"),
            ("assistant", "Changed: certificates are valid 2 years (730 days) and rotation starts 60 days before "
                          "expiry, retried daily while the locker is offline (the Lambda keeps the rotate message "
                          "retained on the topic, so a locker that reconnects gets it immediately). A locker would now "
                          "have to be offline for two months straight to miss it. For the 6 already expired, the "
                          "Lambda can't help: they need a one-off reissue from the provisioning station or a field "
                          "visit."),
            shell("cd envs/prod && terraform plan -no-color -target=module.iot 2>&1 | tail -6",
                  "  # module.iot.aws_lambda_function.cert_rotator will be created\n"
                  "  # module.iot.aws_cloudwatch_event_rule.cert_rotator_daily will be created\n"
                  "  # module.iot.aws_iot_policy.locker_scoped will be created\n"
                  "  # module.iot.aws_iot_thing.locker[\"WRO-0218\"] must be replaced\n\n"
                  "Plan: 3016 to add, 0 to change, 3012 to destroy.\n"),
            ("user", "ok, looks like what I expected. add this to AGENTS.md in this repo: iot policies are always "
                     "scoped per thing with ${iot:Connection.Thing.ThingName}, never a wildcard resource, no "
                     "exceptions for 'debug' or 'test' lockers"),
            shell("printf '\\n## AWS IoT\\n\\n- IoT policies are always scoped per thing with "
                  "`${iot:Connection.Thing.ThingName}`; never a wildcard resource, no exceptions for debug or test "
                  "lockers.\\n' >> AGENTS.md && tail -4 AGENTS.md",
                  "\n## AWS IoT\n\n- IoT policies are always scoped per thing with `${iot:Connection.Thing.ThingName}`; "
                  "never a wildcard resource, no exceptions for debug or test lockers.\n"),
            ("assistant", "Added under a new 'AWS IoT' section in AGENTS.md. Branch `iot-cert-rotation` is ready to "
                          "push."),
            ("user", "push it, I'll walk it through review with ilkay monday"),
        ],
        "facts": [
            fact("cert-2y-60d", "Locker device certificates are valid 2 years (730 days) and rotation starts 60 days "
                 "before expiry, retried daily, because lockers can be offline for weeks (first set to 1 year / "
                 "30 days).",
                 "config", "user", ["2 years", "60 days"]),
            fact("csr-on-board", "Certificate rotation: a daily cert-rotator Lambda sends rotate requests; the locker "
                 "generates the key and sends a CSR, so private keys never leave the board.",
                 "decision", "assistant", ["cert-rotator", "CSR"]),
            fact("thing-name", "IoT thing names are locker-<station code>-<nnnn> in lowercase, e.g. locker-krk-0412.",
                 "convention", "user", ["locker-krk-0412", "thing name"]),
            fact("iot-per-thing", "IoT policies are always scoped per thing with ${iot:Connection.Thing.ThingName}, "
                 "never a wildcard resource, also for debug or test lockers (in AGENTS.md).",
                 "rule", "user", ["ThingName", "wildcard"], remember=True),
        ],
        "optional": [
            opt("cert-1y", "Rotation was first planned with 1-year certificates and 30 days ahead.", ["30 days"]),
            opt("expired-six", "Six lockers had already expired certificates and need a one-off reissue.",
                ["expired", "reissue"]),
        ],
        "questions": [
            q("How long are locker device certificates valid, and when does rotation start?",
              "2 years, rotation from 60 days before expiry", ["cert-2y-60d"]),
            q("How are IoT things named?", "locker-<station code>-<nnnn>, lowercase, like locker-krk-0412",
              ["thing-name"]),
            q("How must IoT policies be scoped?", "per thing with ${iot:Connection.Thing.ThingName}, never a wildcard",
              ["iot-per-thing"]),
        ],
    },
    {
        "id": "h56-cx-infra-rds-failover-drill",
        "project": INFRA,
        "start": datetime(2026, 11, 24, 9, 55),
        "branch": "pgbouncer-dns",
        "about": "cubby-infra: a Multi-AZ failover test on a staging clone; RDS fails over in ~34 s but the API errors "
                 "for 5 minutes; first suspicion (the clone isn't really Multi-AZ) ruled out by the RDS events; root "
                 "cause pgbouncer's dns_max_ttl = 300 caching the old primary's address; set to 5; a flat standing "
                 "rule that apply runs only in the pipeline; quarterly drill agreed; closing summary",
        "steps": [
            ("user", "morning! failover drill today, on the staging clone of prod rds. I'll trigger it, you watch. "
                     "probe script is tools/probe.py"),
            shell("aws rds reboot-db-instance ... && python3 tools/probe.py ... && aws rds describe-events ...",
                  FAILOVER_LOG),
            ("assistant", "The API was down from 10:02:13 to 10:07:13, five minutes. My first thought was that the "
                          "clone isn't actually Multi-AZ and RDS had to rebuild the instance, but the RDS events say "
                          "'Multi-AZ instance failover started' at 10:02:12 and 'completed' at 10:02:46: the database "
                          "itself was back after 34 seconds. The remaining 4.5 minutes are on our side.\n\n"
                          "Two phases in the probe: `econnrefused` until 10:02:46 (expected, the old primary is gone), "
                          "then `timeout` until 10:07:12. Timeouts after a completed failover usually mean something "
                          "is still connecting to the old primary's IP. The API talks to Postgres through pgbouncer on "
                          "ECS, so let me read its config."),
            shell("aws ecs execute-command --cluster staging --task pgbouncer --command 'cat /etc/pgbouncer/"
                  "pgbouncer.ini' --interactive | sed -n '/\\[databases\\]/,$p'", PGBOUNCER_INI),
            ("assistant", "There it is: `dns_max_ttl = 300`. pgbouncer caches the DNS answer for the RDS endpoint for "
                          "up to 300 seconds regardless of the record's own TTL (RDS sets 5 s). After failover the "
                          "endpoint points at the new primary (ip-10-20-47-102), but pgbouncer keeps opening "
                          "connections to ip-10-20-31-17, which times out, until its cache expires, 4.5 minutes "
                          "later, matching the probe. The default is 15; someone raised it to 300, the git log says "
                          "in 2024 'reduce DNS load'.\n\n"
                          "Fix: `dns_max_ttl = 5`, matching the RDS record TTL. DNS load from one pgbouncer task "
                          "resolving one name every 5 seconds is nothing."),
            ("user", "do it. the ini is templated in modules/pgbouncer/pgbouncer.ini.tftpl"),
            shell("sed -i 's/^dns_max_ttl = 300/dns_max_ttl = 5/' modules/pgbouncer/pgbouncer.ini.tftpl && "
                  "grep -n dns_ modules/pgbouncer/pgbouncer.ini.tftpl",
                  "19:dns_max_ttl = 5\n20:dns_nxdomain_ttl = 15\n"),
            ("assistant", "Template changed. I can run `terraform apply -target=module.pgbouncer` against staging "
                          "right now and repeat the drill, that'd be quickest."),
            ("user", "no. terraform apply happens in the pipeline and nowhere else, staging included. not from your "
                     "shell, not from mine. push the branch and the pipeline applies staging on merge"),
            shell("git add -A && git commit -qm 'pgbouncer: dns_max_ttl 5 (failover took 5 min with 300)' && "
                  "git push -q -u origin pgbouncer-dns && git log --oneline -1",
                  "8d1e5a0 pgbouncer: dns_max_ttl 5 (failover took 5 min with 300)\n"),
            ("user", "merged, pipeline's green, staging applied. let's run it again"),
            shell("aws rds reboot-db-instance ... --force-failover && python3 tools/probe.py ...",
                  "10:41:02  200  db=ok  pg_host=ip-10-20-47-102\n"
                  "10:41:03  503  db=error  econnrefused\n"
                  "... (503 every second)\n"
                  "10:41:37  503  db=error  econnrefused\n"
                  "10:41:38  503  db=error  timeout\n"
                  "10:41:41  200  db=ok  pg_host=ip-10-20-31-17\n"
                  "10:41:42  200  db=ok  pg_host=ip-10-20-31-17\n"),
            ("assistant", "39 seconds of errors now (34 s of RDS failover + a few seconds until pgbouncer re-resolves), "
                          "down from 5 minutes."),
            ("user", "excellent. let's make this a thing: failover drill on the staging clone every quarter, first "
                     "monday of the quarter, same probe. put it in the ops calendar doc in docs/drills.md"),
            shell("cat >> docs/drills.md <<'EOF'\n\n## RDS failover drill\n\n- When: quarterly, first Monday of the "
                  "quarter, on the staging clone of prod RDS.\n- How: `aws rds reboot-db-instance --force-failover`, "
                  "watch `tools/probe.py`.\n- Expect: < 60 s of errors (2026-11-24: 39 s after dns_max_ttl = 5).\n"
                  "EOF\ngit diff --stat",
                  " docs/drills.md | 7 +++++++\n 1 file changed, 7 insertions(+)\n"),
            ("assistant", "Summary of today:\n\n"
                          "- **Drill result**: RDS Multi-AZ failover takes ~34 s; the API was down 5 min because "
                          "pgbouncer's `dns_max_ttl = 300` kept the old primary's IP. Now `dns_max_ttl = 5`, outage "
                          "39 s.\n"
                          "- **Process**: `terraform apply` only runs in the pipeline, never from a shell.\n"
                          "- **Drill**: quarterly on the first Monday, documented in `docs/drills.md` (expect < 60 s).\n"
                          "- **Open**: prod gets the template change with the next pipeline run on main."),
            ("user", "perfect, commit the docs too. ty"),
            shell("git add docs/drills.md && git commit -qm 'docs: quarterly RDS failover drill' && git push -q",
                  ""),
        ],
        "facts": [
            fact("dns-max-ttl", "After an RDS failover the API was down 5 minutes because pgbouncer's dns_max_ttl = "
                 "300 kept connecting to the old primary's IP; dns_max_ttl is now 5 (outage 39 s).",
                 "bugfix", "assistant", ["dns_max_ttl", "pgbouncer"]),
            fact("apply-pipeline", "terraform apply runs only in the pipeline, never from anyone's shell, staging "
                 "included.",
                 "rule", "user", ["terraform apply", "pipeline"], remember=True),
            fact("drill-quarterly", "An RDS failover drill runs on the staging clone every quarter on the first "
                 "Monday, documented in docs/drills.md, expecting under 60 s of errors.",
                 "decision", "user", ["quarter", "first Monday", "drills.md"]),
        ],
        "optional": [
            opt("rds-34s", "The RDS Multi-AZ failover itself takes about 34 seconds.", ["34"]),
            opt("template", "pgbouncer.ini is templated in modules/pgbouncer/pgbouncer.ini.tftpl.",
                ["pgbouncer.ini.tftpl"]),
        ],
        "questions": [
            q("Why was the API down for minutes after an RDS failover?",
              "pgbouncer dns_max_ttl 300 kept the old primary's IP", ["dns-max-ttl"]),
            q("Where may terraform apply run?", "only in the pipeline", ["apply-pipeline"]),
            q("How often is the RDS failover drill done?", "every quarter, first Monday, on the staging clone",
              ["drill-quarterly"]),
        ],
    },
]
