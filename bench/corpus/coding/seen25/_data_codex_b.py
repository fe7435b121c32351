"""h25 Codex sessions, part b: timeouts and retries in the Android driver app, a nightly Postgres backup cron job,
a Snowflake staging model."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DRIVER = "/home/ines/work/driver-app"
OPS = "/home/ines/work/ops-scripts"
SNOW = "/home/ines/work/snowflake-models"

SESSIONS = [
    {
        "id": "h25-cx-driver-app-retries",
        "project": DRIVER,
        "start": datetime(2026, 11, 16, 8, 50),
        "about": "Android/Kotlin driver app calling the model server: 30s timeout and 5 immediate retries replaced by "
                 "8s and backoff with jitter honouring Retry-After; retries changed from the proposal; "
                 "remember-request typed in a hurry with typos (/v2/eta only, /v1 off on jan 15)",
        "steps": [
            ("user", "since the gateway has a rate limit the driver app gets 429s in bad coverage areas. the eta call "
                     "times out and then retries 5 times in a row. fix the client"),
            shell("sed -n 1,45p app/src/main/java/com/lumen/driver/eta/EtaClient.kt",
                  "class EtaClient(private val api: EtaApi) {\n"
                  "    private val http = OkHttpClient.Builder()\n"
                  "        .callTimeout(30, TimeUnit.SECONDS)\n        .build()\n\n"
                  "    suspend fun eta(stopId: String): Eta {\n"
                  "        repeat(5) {\n"
                  "            runCatching { return api.eta(stopId) }\n"
                  "        }\n        throw EtaUnavailable(stopId)\n    }\n}\n"),
            ("assistant", "The client waits up to 30s per call and then retries immediately, five times, so one "
                          "driver in a dead zone turns into a burst of six requests the moment coverage returns. "
                          "Proposal:\n\n- `callTimeout` 8s\n- 3 retries with exponential backoff (500ms × 2^n) plus "
                          "random jitter\n- on 429, wait for the `Retry-After` header instead of the backoff\n- no "
                          "retry on 4xx other than 429"),
            ("user", "yes to all of it, but 2 retries, not 3"),
            shell("apply_patch < /tmp/eta-client.patch && ./gradlew :app:testDebugUnitTest --tests '*EtaClient*' -q",
                  "Success. Updated the following files:\nM app/src/main/java/com/lumen/driver/eta/EtaClient.kt\n"
                  "A app/src/main/java/com/lumen/driver/eta/Backoff.kt\n"
                  "M app/src/test/java/com/lumen/driver/eta/EtaClientTest.kt\n\n"
                  "EtaClientTest > retriesTwiceWithBackoff PASSED\nEtaClientTest > honoursRetryAfterOn429 PASSED\n"
                  "EtaClientTest > noRetryOn400 PASSED\nEtaClientTest > callTimeoutIs8s PASSED\n"),
            ("user", "pls rmember for the app: allways call /v2/eta, /v1 gets switchd off on jan 15, dont add anyting "
                     "new against v1"),
            shell("rg -n '\"/?v1/' app/src/main/java",
                  "app/src/main/java/com/lumen/driver/tracking/TrackingApi.kt:14:    @GET(\"v1/eta/{stopId}\")\n"),
            ("assistant", "Noted: the driver app always calls `/v2/eta`; `/v1` gets switched off on Jan 15. One call "
                          "is still on v1, in TrackingApi. v2 returns the same fields plus `confidence`, so I'll move "
                          "it."),
            shell("apply_patch < /tmp/tracking-v2.patch && ./gradlew :app:testDebugUnitTest -q && rg -c 'v1/' "
                  "app/src/main/java || echo 'no v1 calls left'",
                  "Success. Updated the following files:\n"
                  "M app/src/main/java/com/lumen/driver/tracking/TrackingApi.kt\nno v1 calls left\n"),
            ("assistant", "All unit tests pass and there are no v1 calls left. The client now times out after 8s, "
                          "retries at most twice with jittered backoff, and honours Retry-After on 429."),
        ],
        "facts": [
            fact("timeout", "The driver app's EtaClient uses an OkHttp callTimeout of 8s (was 30s).",
                 "config", "assistant", ["callTimeout", "8s"]),
            fact("retries", "EtaClient retries at most 2 times with exponential backoff (500ms × 2^n) plus jitter, "
                            "waits for Retry-After on 429, and doesn't retry other 4xx.",
                 "config", "user", ["backoff", "Retry-After", "2"]),
            fact("v2-rule", "The driver app always calls /v2/eta; /v1 gets switched off on Jan 15, nothing new against "
                            "v1.",
                 "rule", "user", ["/v2/eta", ["jan 15", "v1"]], remember=True),
        ],
        "optional": [
            opt("tracking-moved", "TrackingApi moved from v1/eta to /v2/eta (v2 adds a confidence field).",
                ["TrackingApi"]),
        ],
        "questions": [
            q("What timeout does the driver app's ETA call use?", "callTimeout 8s", ["timeout"]),
            q("How does the driver app retry ETA calls?",
              "2 retries with exponential backoff plus jitter, Retry-After on 429", ["retries"]),
            q("Which ETA endpoint should the driver app use?", "/v2/eta; /v1 gets switched off on Jan 15", ["v2-rule"]),
        ],
    },
    {
        "id": "h25-cx-pg-backup-cron",
        "project": OPS,
        "start": datetime(2026, 11, 17, 16, 20),
        "about": "Bash cron job for nightly Postgres backups: agent points it at the primary, is corrected, then does "
                 "it again in a test command ('again?? ok, rule: ...'); custom-format dump to S3, retention by "
                 "lifecycle rule, cron time",
        "steps": [
            ("user", "write a nightly backup for the orders database: pg_dump to s3, keep 14 days. there's "
                     "backup_metrics.sh as an example of our style"),
            shell("cat backup_metrics.sh",
                  "#!/usr/bin/env bash\nset -euo pipefail\n# nightly dump of the metrics db\n"
                  "HOST=metrics-db.lumen.internal\n"
                  "pg_dump -h \"$HOST\" -U backup -Fc metrics | aws s3 cp - \"s3://lp-backups/metrics/$(date -u "
                  "+%F).dump\"\n"),
            shell("cat > backup_orders.sh <<'EOF'\n#!/usr/bin/env bash\nset -euo pipefail\n"
                  "HOST=db-orders-primary.lumen.internal\n"
                  "pg_dump -h \"$HOST\" -U backup -Fc orders | aws s3 cp - \"s3://lp-backups/orders/$(date -u "
                  "+%F).dump\"\nEOF\nchmod +x backup_orders.sh",
                  ""),
            ("user", "no, not the primary, a 6 GB dump at night competes with the order imports. use the replica, "
                     "db-orders-replica"),
            shell("sed -i 's/db-orders-primary/db-orders-replica/' backup_orders.sh && grep HOST= backup_orders.sh",
                  "HOST=db-orders-replica.lumen.internal\n"),
            ("assistant", "Switched to the replica. Let me check the dump works with the backup user before wiring up "
                          "cron:"),
            shell("pg_dump -h db-orders-primary.lumen.internal -U backup -Fc --schema-only orders | wc -c",
                  "1184522\n"),
            ("user", "again?? ok, rule: nothing in ops-scripts ever connects to db-orders-primary. backups, reports, "
                     "test commands, everything reads from db-orders-replica only"),
            ("assistant", "Sorry, that was careless: I tested against the primary right after you told me not to. From "
                          "now on ops-scripts only talks to db-orders-replica. To make it hard to get wrong again I'll "
                          "add a guard to the script that refuses any host containing 'primary'."),
            shell("apply_patch < /tmp/guard.patch && HOST=db-orders-primary.lumen.internal ./backup_orders.sh; "
                  "echo \"exit=$?\"",
                  "Success. Updated the following files:\nM backup_orders.sh\n"
                  "backup_orders.sh: refusing to dump from a primary (db-orders-primary.lumen.internal)\nexit=2\n"),
            ("user", "ok. the 14 days go in an s3 lifecycle rule on the prefix, not in the script, I don't want "
                     "scripts deleting backups. cron at 03:15 UTC"),
            shell("aws s3api put-bucket-lifecycle-configuration --bucket lp-backups --lifecycle-configuration "
                  "file://lifecycle/lp-backups.json && jq '.Rules[] | select(.Filter.Prefix==\"orders/\")' "
                  "lifecycle/lp-backups.json",
                  "{\n  \"ID\": \"orders-14d\",\n  \"Filter\": {\"Prefix\": \"orders/\"},\n  \"Status\": \"Enabled\",\n"
                  "  \"Expiration\": {\"Days\": 14}\n}\n"),
            shell("echo '15 3 * * * /opt/ops-scripts/backup_orders.sh >> /var/log/backup_orders.log 2>&1' | "
                  "sudo tee /etc/cron.d/backup-orders && sudo -u backup /opt/ops-scripts/backup_orders.sh && "
                  "aws s3 ls --human-readable s3://lp-backups/orders/",
                  "15 3 * * * /opt/ops-scripts/backup_orders.sh >> /var/log/backup_orders.log 2>&1\n"
                  "2026-11-17 16:39:02    6.2 GiB 2026-11-17.dump\n"),
            ("assistant", "First backup is in s3://lp-backups/orders/ (6.2 GiB, custom format, took about 7 minutes "
                          "from the replica). Cron runs it at 03:15 UTC, and the `orders-14d` lifecycle rule deletes "
                          "dumps after 14 days."),
        ],
        "facts": [
            fact("replica-rule", "Nothing in ops-scripts ever connects to db-orders-primary; backups, reports and test "
                                 "commands read from db-orders-replica only.",
                 "rule", "user", ["db-orders-replica", "db-orders-primary"], remember=True),
            fact("dump-target", "The orders backup is a pg_dump custom-format (-Fc) dump to s3://lp-backups/orders/.",
                 "config", "assistant", ["pg_dump", "s3://lp-backups/orders/"]),
            fact("retention", "Orders backups are kept 14 days via an S3 lifecycle rule (orders-14d) on the prefix, "
                              "not deleted by the script.",
                 "decision", "user", ["14", "lifecycle"]),
            fact("cron-time", "backup_orders.sh runs from cron at 03:15 UTC.",
                 "config", "user", ["03:15", "backup_orders"]),
        ],
        "optional": [
            opt("guard", "backup_orders.sh refuses any host containing 'primary' (exit 2).", ["primary", "refuses"]),
        ],
        "questions": [
            q("Which database host may ops-scripts connect to?", "only db-orders-replica, nothing connects to "
                                                                 "db-orders-primary",
              ["replica-rule"]),
            q("How long are orders backups kept, and what deletes them?", "14 days, an S3 lifecycle rule",
              ["retention"]),
            q("When does the orders backup run?", "03:15 UTC", ["cron-time"]),
        ],
    },
    {
        "id": "h25-cx-snowflake-staging",
        "project": SNOW,
        "start": datetime(2026, 11, 18, 11, 0),
        "about": "Snowflake SQL staging model for shipments: snake_case, TIMESTAMP_NTZ in UTC, dedupe by latest load; "
                 "weight unit change from the vendor; remember-request at the end of a long message after a code block "
                 "(no select * in staging); materialising as a table put off",
        "steps": [
            ("user", "build stg_shipments over raw.shipments: snake_case column names, timestamps as TIMESTAMP_NTZ in "
                     "UTC, and dedupe on shipment_id keeping the latest _loaded_at, the loader re-sends rows"),
            shell("snowsql -c dev -o output_format=plain -q 'desc table raw.shipments' | cut -f1,2",
                  "ShipmentID\tVARCHAR\nCarrierCode\tVARCHAR\nShipDate\tTIMESTAMP_TZ\nDeliveredAt\tTIMESTAMP_TZ\n"
                  "Weight\tNUMBER(12,3)\nWeightUnit\tVARCHAR\n_LOADED_AT\tTIMESTAMP_NTZ\n"),
            shell("cat > models/staging/stg_shipments.sql <<'EOF'\ncreate or replace view staging.stg_shipments as\n"
                  "select\n    \"ShipmentID\" as shipment_id,\n    \"CarrierCode\" as carrier_code,\n"
                  "    convert_timezone('UTC', \"ShipDate\")::timestamp_ntz as ship_date,\n"
                  "    convert_timezone('UTC', \"DeliveredAt\")::timestamp_ntz as delivered_at,\n"
                  "    \"Weight\" as weight,\n    _loaded_at\nfrom raw.shipments\n"
                  "qualify row_number() over (partition by \"ShipmentID\" order by _loaded_at desc) = 1;\nEOF\n"
                  "snowsql -c dev -f models/staging/stg_shipments.sql && snowsql -c dev -q \"select count(*) from "
                  "raw.shipments; select count(*) from staging.stg_shipments\"",
                  "View STG_SHIPMENTS successfully created.\n12,418,220\n11,902,574\n"),
            ("assistant", "stg_shipments is in dev: 12.4M raw rows, 11.9M after keeping the latest `_loaded_at` per "
                          "shipment_id. Timestamps are converted to UTC and stored as TIMESTAMP_NTZ."),
            ("user", "looks right, except the weight. look at this:\n\n"
                     "```sql\nselect \"WeightUnit\", min(\"ShipDate\")::date, max(\"ShipDate\")::date, "
                     "avg(\"Weight\")\nfrom raw.shipments group by 1;\n-- KG  2023-01-02  2025-06-30     7.4\n"
                     "-- G   2025-07-01  2026-11-17  7391.0\n```\n\n"
                     "the vendor sent kg until 2025-06 and grams after that. make it one column weight_g everywhere "
                     "and convert the old rows. and remember this for the next sessions: staging models never use "
                     "select *, every column is listed explicitly, so a column the vendor adds doesn't silently flow "
                     "downstream"),
            shell("apply_patch < /tmp/weight.patch && grep -n weight models/staging/stg_shipments.sql && snowsql -c "
                  "dev -f models/staging/stg_shipments.sql && snowsql -c dev -q \"select round(avg(weight_g)) from "
                  "staging.stg_shipments where ship_date < '2025-07-01' union all select round(avg(weight_g)) from "
                  "staging.stg_shipments where ship_date >= '2025-07-01'\"",
                  "Success. Updated the following files:\nM models/staging/stg_shipments.sql\n"
                  "8:    case \"WeightUnit\" when 'KG' then \"Weight\" * 1000 else \"Weight\" end as weight_g,\n"
                  "View STG_SHIPMENTS successfully created.\n7402\n7391\n"),
            shell("rg -n -i 'select \\*' models/staging/ || echo 'no select * in staging'",
                  "models/staging/stg_carriers.sql:2:select * from raw.carriers\n"),
            ("assistant", "weight_g is consistent now (7,402 g before July 2025, 7,391 g after). stg_carriers still "
                          "uses `select *`; I'll list its five columns explicitly so staging follows the rule. Should "
                          "stg_shipments become a table clustered by ship_date? Queries on it scan 11.9M rows each "
                          "time."),
            ("user", "fix carriers, yes. stg_shipments stays a view for now, we'll see once the marts exist"),
            shell("apply_patch < /tmp/carriers.patch && snowsql -c dev -f models/staging/stg_carriers.sql",
                  "Success. Updated the following files:\nM models/staging/stg_carriers.sql\n"
                  "View STG_CARRIERS successfully created.\n"),
        ],
        "facts": [
            fact("dedupe", "stg_shipments dedupes on shipment_id keeping the row with the latest _loaded_at (the "
                           "loader re-sends rows).",
                 "decision", "user", ["shipment_id", "_loaded_at"]),
            fact("timestamps", "Staging timestamps are converted to UTC and stored as TIMESTAMP_NTZ.",
                 "convention", "user", ["TIMESTAMP_NTZ", "UTC"]),
            fact("weight", "The shipments vendor sent weight in kg until 2025-06 and grams after; stg_shipments has "
                           "one column weight_g, old rows converted.",
                 "bugfix", "user", ["weight_g", "2025-06"]),
            fact("no-select-star", "Staging models never use select *; every column is listed explicitly so vendor "
                                   "additions don't flow downstream silently.",
                 "rule", "user", ["select *", "explicitly"], remember=True),
        ],
        "optional": [
            opt("view-for-now", "stg_shipments stays a view for now (a clustered table was put off).", ["view"]),
            opt("carriers-fixed", "stg_carriers now lists its columns explicitly.", ["stg_carriers"]),
        ],
        "questions": [
            q("How does stg_shipments dedupe rows?", "on shipment_id, keeping the latest _loaded_at", ["dedupe"]),
            q("What unit does the shipment weight use in staging?", "grams, one column weight_g; kg until 2025-06",
              ["weight"]),
            q("What is the rule for columns in staging models?", "never select *, every column listed explicitly",
              ["no-select-star"]),
        ],
    },
]
