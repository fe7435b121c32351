"""h52 Codex sessions, part c: Deniz's projects at Tarnvale Water: historian-export (Go, SCADA historian to Kafka)
and tw-infra (Terraform, Helm values, SQL migrations for TimescaleDB): the frozen-pipes winter prep of the outage
portal in the cloud, and compression/retention for the telemetry hypertable."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

HIST = "/home/deniz/src/historian-export"
INFRA = "/home/deniz/src/tw-infra"

SESSIONS = [
    {
        "id": "h52-cx-historian-kafka",
        "project": HIST,
        "start": datetime(2026, 11, 7, 9, 45),
        "branch": "feat/kafka-sink",
        "about": "historian-export: CSV share replaced by a broker; Kafka vs RabbitMQ laid out, 'go with that' "
                 "(topic scada.historian.v1); topic created without retention, person states the cluster's "
                 "'house law' (explicit retention.ms on every topic), 14 days; 15-minute overlap for late "
                 "backfills; another team's rule (SCADA handover) explicitly not ours; svc_hist in the README",
        "steps": [
            ("user", "hej. the historian export: today it writes a CSV every 5 min to a share and three consumers "
                     "poll the share (nightflow, the reporting DB loader, the energy dashboard). it's fragile, two "
                     "of them broke last month on a half-written file. I want it on a broker instead. we have Kafka "
                     "(on-prem, kfk01-03) and RabbitMQ (billing's). which one?"),
            shell("sed -n '1,40p' config.yaml && go list -m all | grep -E 'kafka|amqp|franz'",
                  "historian:\n  dsn: \"hist01.tarnvale.local:5450\"   # read replica of the SCADA historian\n"
                  "  user: svc_hist\n  poll_every: 5m\n  tags_file: tags.txt        # 3,412 tags\n"
                  "sink:\n  kind: csv\n  dir: /mnt/exports/historian\n  file_pattern: "
                  "\"hist_%Y%m%d_%H%M.csv\"\n"
                  "watermark_file: /var/lib/historian-export/watermark\n"),
            ("assistant", "No broker client in the module yet. The comparison for this workload (3,412 tags every "
                          "5 minutes, three independent consumers):\n\n"
                          "**Kafka**\n"
                          "- Each consumer is its own consumer group and reads at its own pace; a new consumer "
                          "can start from the beginning.\n"
                          "- Replay: nightflow's backtests can re-read days of history from the topic instead of "
                          "querying the historian again.\n"
                          "- Ordering per key; with the key = `station/tag`, each tag's values stay in order.\n\n"
                          "**RabbitMQ**\n"
                          "- Simpler to reason about, and billing already runs it.\n"
                          "- But a message is gone once a queue consumes it; three consumers need three queues "
                          "bound to an exchange, and replay means keeping a separate copy somewhere.\n\n"
                          "I'd put it on Kafka: a topic `scada.historian.v1`, keyed by `station/tag`, 12 "
                          "partitions, with franz-go as the client. Each 5-minute poll produces one record per "
                          "value."),
            ("user", "go with that"),
            shell("kafka-topics.sh --bootstrap-server kfk01.tarnvale.local:9093 --command-config ~/.kafka/admin.properties "
                  "--create --topic scada.historian.v1 --partitions 12 --replication-factor 3 && kafka-configs.sh "
                  "--bootstrap-server kfk01.tarnvale.local:9093 --command-config ~/.kafka/admin.properties "
                  "--describe --entity-type topics --entity-name scada.historian.v1",
                  "Created topic scada.historian.v1.\n"
                  "Dynamic configs for topic scada.historian.v1 are:\n"),
            ("assistant", "Created `scada.historian.v1` (12 partitions, replication factor 3). It has no topic-level "
                          "configs, so it uses the broker defaults (`log.retention.hours=168`, 7 days)."),
            ("user", "wait, you made it with no retention.ms? house law on our cluster: no topic exists without an "
                     "explicit retention.ms, broker defaults don't count, they've changed under us before. set it. "
                     "14 days for this one"),
            shell("kafka-configs.sh --bootstrap-server kfk01.tarnvale.local:9093 --command-config "
                  "~/.kafka/admin.properties --alter --entity-type topics --entity-name scada.historian.v1 "
                  "--add-config retention.ms=1209600000 && kafka-configs.sh --bootstrap-server "
                  "kfk01.tarnvale.local:9093 --command-config ~/.kafka/admin.properties --describe --entity-type "
                  "topics --entity-name scada.historian.v1",
                  "Completed updating config for topic scada.historian.v1.\n"
                  "Dynamic configs for topic scada.historian.v1 are:\n"
                  "  retention.ms=1209600000 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms="
                  "1209600000, STATIC_BROKER_CONFIG:log.retention.hours=168, DEFAULT_CONFIG:log.retention.hours=168}\n"),
            ("assistant", "`retention.ms=1209600000` (14 days) is set on the topic. I also added the topic to "
                          "`kafka/topics.yaml` in this repo with the retention written out, so it's recreated the "
                          "same way.\n\n"
                          "Now the polling. Today each run queries from the watermark to now. The historian "
                          "backfills values late when an RTU's comms drop and come back, and those have old "
                          "timestamps, so a strict watermark misses them. I'd query from watermark minus 15 "
                          "minutes overlap each time and let the key + timestamp make the repeats identifiable "
                          "(consumers upsert anyway)."),
            ("user", "overlap 15 min yes, the historian backfills late values from the RTUs after comms outages, "
                     "seen it plenty. fine"),
            ("user", "oh and btw the SCADA team's rule is that nobody reads from the historian during their 06:00 "
                     "shift handover. that's their thing, for the operator consoles; we read through the replica so "
                     "it doesn't apply to us. don't build anything for it"),
            shell("apply_patch < /tmp/kafka-sink.patch && go mod tidy && go test ./... 2>&1 | tail -8",
                  "Success. Updated the following files:\nA sink/kafka.go\nA sink/kafka_test.go\nM main.go\n"
                  "M config.yaml\nA kafka/topics.yaml\n"
                  "go: added github.com/twmb/franz-go v1.18.0\ngo: added github.com/twmb/franz-go/pkg/kadm v1.14.0\n"
                  "ok  \tgithub.com/tarnvale-water/historian-export\t0.412s\n"
                  "ok  \tgithub.com/tarnvale-water/historian-export/poll\t0.087s\n"
                  "ok  \tgithub.com/tarnvale-water/historian-export/sink\t1.932s\n"),
            shell("git diff config.yaml",
                  "@@ -3,8 +3,13 @@ historian:\n   user: svc_hist\n   poll_every: 5m\n+  overlap: 15m           # "
                  "historian backfills late values after RTU comms outages\n   tags_file: tags.txt\n sink:\n-  kind: "
                  "csv\n-  dir: /mnt/exports/historian\n-  file_pattern: \"hist_%Y%m%d_%H%M.csv\"\n+  kind: kafka\n"
                  "+  brokers: [kfk01.tarnvale.local:9093, kfk02.tarnvale.local:9093, kfk03.tarnvale.local:9093]\n"
                  "+  topic: scada.historian.v1\n+  key: \"{station}/{tag}\"\n+  idempotent: true\n"),
            ("assistant", "Kafka sink is in: `sink/kafka.go` with franz-go, idempotent producer, key "
                          "`{station}/{tag}`, topic `scada.historian.v1`; each poll reads from the watermark minus "
                          "`overlap: 15m`. Nothing for the SCADA team's handover, as you said. The CSV sink is "
                          "still in the code behind `kind: csv` so the three consumers can move one by one."),
            ("user", "the service runs as svc_hist on hist-exp01, put that in the README while you're there"),
            shell("apply_patch <<'EOF'\n*** Update File: README.md\n@@\n ## Running\n+\n+Runs on hist-exp01 "
                  "(on-prem) as the service user `svc_hist`, which has read access to the historian replica only.\n"
                  "EOF",
                  "Success. Updated the following files:\nM README.md\n"),
        ],
        "facts": [
            fact("kafka-topic", "The historian export publishes to the Kafka topic scada.historian.v1 (keyed "
                                "station/tag, 12 partitions) instead of CSV files on a share; Kafka over RabbitMQ "
                                "for independent consumers and replay.",
                 "decision", "user", ["scada.historian.v1", "Kafka"]),
            fact("retention-law", "House law on the Kafka cluster: every topic has an explicit retention.ms; broker "
                                  "defaults don't count.",
                 "rule", "user", ["retention.ms"], remember=True),
            fact("retention-14d", "scada.historian.v1 keeps data 14 days (retention.ms=1209600000).",
                 "config", "user", [["14 days", "1209600000"]]),
            fact("overlap-15m", "Each poll queries from the watermark minus a 15-minute overlap, because the "
                                "historian backfills late values after RTU comms outages.",
                 "config", "user", ["overlap", "15"]),
        ],
        "optional": [
            opt("svc-hist", "historian-export runs on hist-exp01 as the service user svc_hist.",
                ["svc_hist", "hist-exp01"]),
            opt("franz-go", "The Kafka client is franz-go with an idempotent producer.", ["franz-go"]),
        ],
        "questions": [
            q("Where does the historian export publish now?", "Kafka topic scada.historian.v1", ["kafka-topic"]),
            q("What is the rule for retention on Kafka topics?", "every topic has an explicit retention.ms",
              ["retention-law"]),
            q("How long does scada.historian.v1 keep data?", "14 days", ["retention-14d"]),
        ],
    },
    {
        "id": "h52-cx-infra-frozen-pipes",
        "project": INFRA,
        "start": datetime(2026, 11, 17, 13, 30),
        "branch": "winter-prep",
        "about": "tw-infra: winter prep for the outage portal on AKS after last January's frozen-pipes night; HPA "
                 "min 4 max 12, then max 20 after a load test; the assistant's proposal to move telemetry to the "
                 "cloud refused with a standing rule for later sessions (SCADA/telemetry never leave on-prem, "
                 "the portal gets pushed aggregates); 30s cache on /api/outages",
        "steps": [
            ("user", "January prep. last winter the outage map portal fell over on the first frozen-pipes night "
                     "(9 Jan, -24°C, 300+ calls an hour and everyone refreshing the map). I want it sorted before "
                     "xmas. the portal is on AKS, the one thing we have in the cloud; everything else is on prem. "
                     "look at the helm values"),
            shell("cat k8s/outage-portal/values-prod.yaml",
                  "image:\n  repository: twacr.azurecr.io/outage-portal\n  tag: \"2.4.1\"\n"
                  "replicaCount: 2\n"
                  "resources:\n  requests: { cpu: 250m, memory: 384Mi }\n  limits: { cpu: \"1\", memory: 768Mi }\n"
                  "env:\n  OUTAGES_SOURCE: https://crewsync.tarnvale.example/api/public/outages\n"
                  "  SUPPLY_STATUS_SOURCE: https://telemetry-api.tarnvale.example/public/status\n"
                  "ingress:\n  host: avbrott.tarnvale.example\n"
                  "autoscaling:\n  enabled: false\n"),
            shell("kubectl --context aks-prod -n portal logs deploy/outage-portal --since-time=2026-01-09T17:00:00Z "
                  "2>/dev/null | head -3; az monitor metrics list --resource $PORTAL_ID --metric Requests "
                  "--interval PT5M --start-time 2026-01-09T17:00:00Z --end-time 2026-01-10T02:00:00Z -o tsv | sort "
                  "-k2 -n | tail -3",
                  "(logs older than retention)\n"
                  "2026-01-09T19:35:00Z\t118432\n2026-01-09T19:40:00Z\t121907\n2026-01-09T19:45:00Z\t126511\n"),
            ("assistant", "Today it's a fixed 2 replicas with no autoscaling. Last January's peak was about 126,500 "
                          "requests in 5 minutes at 19:45, roughly 420 requests per second, and two pods at 1 CPU "
                          "each can't do that.\n\n"
                          "Proposal:\n"
                          "1. An HPA on CPU at 60%, min 3, max 10.\n"
                          "2. The public supply-status numbers (reservoir levels, zones with low pressure) come "
                          "from `telemetry-api` on prem through the firewall on every request. I'd move "
                          "telemetry-api into AKS next to the portal so it scales with it and the on-prem link "
                          "isn't in the hot path."),
            ("user", "HPA yes, but min 4 max 12. moving telemetry to the cloud: no. and don't let this slip past "
                     "the next session either: SCADA and telemetry data never leave the on-prem network. the cloud "
                     "gets customer-facing stuff only, and if the portal needs a number from telemetry, the on-prem "
                     "side pushes it out as an aggregate"),
            shell("apply_patch <<'EOF'\n*** Update File: k8s/outage-portal/values-prod.yaml\n@@\n-replicaCount: 2\n"
                  "+replicaCount: 4\n@@\n autoscaling:\n-  enabled: false\n+  enabled: true\n+  minReplicas: 4\n"
                  "+  maxReplicas: 12\n+  targetCPUUtilizationPercentage: 60\nEOF",
                  "Success. Updated the following files:\nM k8s/outage-portal/values-prod.yaml\n"),
            ("assistant", "HPA set: min 4, max 12, CPU 60%. For the status numbers I'll change the portal to read "
                          "a pushed aggregate instead of calling telemetry-api: an on-prem job posts a small JSON "
                          "(reservoir levels in %, zones with low pressure) to the portal's blob container every "
                          "minute, and `SUPPLY_STATUS_SOURCE` points at the blob. Nothing from the portal reaches "
                          "into the on-prem network. Let me load-test the new limits first."),
            shell("k6 run --vus 1200 --duration 10m -e BASE=https://avbrott-stg.tarnvale.example "
                  "load/outage-map.js 2>&1 | tail -14",
                  "     scenarios: (100.00%) 1 scenario, 1200 max VUs, 10m30s max duration\n\n"
                  "     http_req_duration..............: avg=1.21s  min=41ms  med=640ms  max=14.2s  p(90)=3.1s  "
                  "p(95)=4.8s\n"
                  "     http_req_failed................: 6.41%  ✓ 21877      ✗ 319402\n"
                  "     http_reqs......................: 341279 568.7/s\n"
                  "     iteration_duration.............: avg=2.1s   min=1.04s  med=1.6s   max=15.3s\n\n"
                  "kubectl --context aks-stg -n portal get hpa outage-portal\n"
                  "NAME            REFERENCE                  TARGETS   MINPODS   MAXPODS   REPLICAS   AGE\n"
                  "outage-portal   Deployment/outage-portal   97%/60%   4         12        12         11m\n"),
            ("assistant", "With max 12 the test tops out: at 12 replicas CPU is at 97% against the 60% target, "
                          "p95 is 4.8 s and 6.4% of requests fail at about 570 req/s. Last year's peak was ~420 "
                          "req/s, and with a colder night or a bigger outage it could be double. Extrapolating "
                          "from the test (~47 req/s per pod when saturated), 900 req/s needs about 20 pods running "
                          "hot, and at the 60% target 20 pods still carry ~580 req/s, well above last year. I'd "
                          "raise max to 20; the AKS node pool autoscaler goes to 8 nodes, which fits 20 pods."),
            ("user", "20 then. maxReplicas 20, min stays 4"),
            shell("apply_patch <<'EOF'\n*** Update File: k8s/outage-portal/values-prod.yaml\n@@\n"
                  "-  maxReplicas: 12\n+  maxReplicas: 20\nEOF\ngrep -A5 '^autoscaling' "
                  "k8s/outage-portal/values-prod.yaml",
                  "Success. Updated the following files:\nM k8s/outage-portal/values-prod.yaml\n"
                  "autoscaling:\n  enabled: true\n  minReplicas: 4\n  maxReplicas: 20\n"
                  "  targetCPUUtilizationPercentage: 60\n"),
            ("assistant", "maxReplicas 20, minReplicas 4. One more cheap win: `/api/outages` is the same JSON for "
                          "everyone and changes at most every minute, yet every map refresh hits the pods. Caching "
                          "it at Front Door for 30 seconds would take most of the load off."),
            ("user", "30s cache on /api/outages fine, do it"),
            shell("apply_patch <<'EOF'\n*** Update File: terraform/azure/frontdoor.tf\n@@\n resource "
                  "\"azurerm_cdn_frontdoor_route\" \"outages_api\" {\n+  patterns_to_match = [\"/api/outages\"]\n"
                  "+  cache {\n+    query_string_caching_behavior = \"IgnoreQueryString\"\n"
                  "+    compression_enabled           = true\n+  }\n@@\n+# Cache-Control: public, max-age=30 is set by "
                  "the portal for /api/outages\nEOF\ncd terraform/azure && terraform plan -no-color 2>&1 | tail -20",
                  "Success. Updated the following files:\nM terraform/azure/frontdoor.tf\n"
                  "azurerm_cdn_frontdoor_route.outages_api: Refreshing state... [id=/subscriptions/.../routes/"
                  "outages-api]\n\n"
                  "Terraform will perform the following actions:\n\n"
                  "  # azurerm_cdn_frontdoor_route.outages_api will be updated in-place\n"
                  "  ~ resource \"azurerm_cdn_frontdoor_route\" \"outages_api\" {\n"
                  "        id                     = \"/subscriptions/.../routes/outages-api\"\n"
                  "        name                   = \"outages-api\"\n"
                  "      ~ patterns_to_match      = [\n          - \"/api/*\",\n          + \"/api/outages\",\n"
                  "        ]\n"
                  "      + cache {\n          + compression_enabled           = true\n"
                  "          + query_string_caching_behavior = \"IgnoreQueryString\"\n        }\n"
                  "    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n"),
            ("assistant", "Plan is one in-place change to the Front Door route: `/api/outages` gets its own route "
                          "with caching, and the portal sends `Cache-Control: public, max-age=30` for it (a "
                          "one-line change in the portal, PR opened there). Summary of the winter prep:\n\n"
                          "- outage-portal HPA: minReplicas 4, maxReplicas 20, CPU target 60%.\n"
                          "- `/api/outages` cached 30 s at Front Door.\n"
                          "- Supply-status numbers: pushed as an aggregate from on prem to blob storage every "
                          "minute; telemetry-api stays on prem and the portal no longer calls it.\n\n"
                          "I haven't applied the Terraform; that's yours after review."),
        ],
        "facts": [
            fact("on-prem-rule", "SCADA and telemetry data never leave the on-prem network; the cloud (AKS) gets "
                                 "customer-facing services only.",
                 "rule", "user", ["on-prem", "telemetry"], remember=True),
            fact("pushed-aggregate", "The outage portal gets telemetry numbers only as an aggregate pushed out by the "
                                     "on-prem side (JSON to blob storage every minute); it no longer calls "
                                     "telemetry-api, which stays on prem.",
                 "decision", "user", ["aggregate", "pushed"]),
            fact("hpa-limits", "The outage portal's HPA runs minReplicas 4, maxReplicas 20 at 60% CPU (max 12 failed "
                               "the load test).",
                 "config", "user", ["maxReplicas", "20"]),
            fact("outages-cache", "/api/outages is cached for 30 seconds at Front Door.",
                 "config", "user", ["/api/outages", "30"]),
        ],
        "optional": [
            opt("max-12-first", "The HPA maximum was first set to 12.", ["maxReplicas", "12"]),
            opt("january-peak", "Last January's frozen-pipes peak was about 420 requests per second (9 Jan).",
                ["420"]),
        ],
        "questions": [
            q("Can telemetry data be moved to the cloud?",
              "no, SCADA and telemetry data never leave the on-prem network", ["on-prem-rule"]),
            q("What are the outage portal's replica limits?", "min 4, max 20", ["hpa-limits"]),
            q("How does the outage portal get telemetry numbers?", "an aggregate pushed out by the on-prem side",
              ["pushed-aggregate"]),
        ],
    },
    {
        "id": "h52-cx-infra-timescale-compression",
        "project": INFRA,
        "start": datetime(2026, 11, 25, 10, 10),
        "branch": "tsdb-compression",
        "about": "tw-infra: tsdb01 disk at 81%; compression after 3 days agreed, then reversed to 7 days after "
                 "staging shows late backfills decompressing chunks; raw retention 13 months (not the proposed "
                 "90 days), readings_15m kept forever; imperative standing request about lock_timeout on prod "
                 "migrations; '## Summary' at the end, thumbs-up",
        "steps": [
            ("user", "timescale on tsdb01 is at 81% disk. the readings hypertable is 2.1 TB, nothing compressed. "
                     "need compression + retention policies. migrations live in sql/timescale/ here. go"),
            shell("psql -h tsdb01.tarnvale.local telemetry -c \"select hypertable_name, "
                  "pg_size_pretty(hypertable_size(format('%I', hypertable_name)::regclass)) size, "
                  "(select count(*) from timescaledb_information.chunks c where c.hypertable_name = h.hypertable_name) "
                  "chunks, compression_enabled from timescaledb_information.hypertables h\" -c \"select "
                  "extversion from pg_extension where extname = 'timescaledb'\" -c \"\\! df -h /var/lib/postgresql\"",
                  " hypertable_name |  size   | chunks | compression_enabled\n"
                  "-----------------+---------+--------+---------------------\n"
                  " readings        | 2109 GB |    672 | f\n"
                  " alarms          | 14 GB   |     96 | f\n"
                  "(2 rows)\n\n extversion\n------------\n 2.17.2\n(1 row)\n\n"
                  "Filesystem                 Size  Used Avail Use% Mounted on\n"
                  "/dev/mapper/vg0-pgdata     2.9T  2.3T  565G  81% /var/lib/postgresql\n"),
            ("assistant", "readings: 2.1 TB in 672 daily chunks, no compression, TimescaleDB 2.17.2. Plan:\n\n"
                          "- **Compression**: `segmentby station_id, tag`, `orderby ts desc`; typical ratio for "
                          "this kind of data is 10-20x. Policy: compress chunks older than **3 days**.\n"
                          "- **Retention**: drop raw chunks after **90 days**.\n"
                          "- **Continuous aggregate** `readings_15m` (avg/min/max per 15 minutes) for anything "
                          "older, with its own refresh policy."),
            ("user", "compress after 3 days ok. retention: raw 13 months, not 90 days. bartek compares this "
                     "november's night flow with last november's. the 15-min cagg we keep forever, the regulator "
                     "can ask 10 years back"),
            shell("apply_patch <<'EOF'\n*** Add File: sql/timescale/0042_readings_compression.sql\n"
                  "+ALTER TABLE readings SET (timescaledb.compress,\n"
                  "+    timescaledb.compress_segmentby = 'station_id, tag',\n"
                  "+    timescaledb.compress_orderby = 'ts DESC');\n"
                  "+SELECT add_compression_policy('readings', compress_after => INTERVAL '3 days');\n"
                  "+SELECT add_retention_policy('readings', drop_after => INTERVAL '13 months');\n"
                  "+CREATE MATERIALIZED VIEW readings_15m WITH (timescaledb.continuous) AS\n"
                  "+  SELECT station_id, tag, time_bucket('15 minutes', ts) AS bucket,\n"
                  "+         avg(value) AS avg, min(value) AS min, max(value) AS max, count(*) AS n\n"
                  "+  FROM readings GROUP BY 1, 2, 3 WITH NO DATA;\n"
                  "+SELECT add_continuous_aggregate_policy('readings_15m', start_offset => INTERVAL '10 days',\n"
                  "+    end_offset => INTERVAL '15 minutes', schedule_interval => INTERVAL '15 minutes');\n"
                  "+-- no retention policy on readings_15m: kept forever (regulator can ask 10 years back)\nEOF",
                  "Success. Updated the following files:\nA sql/timescale/0042_readings_compression.sql\n"),
            shell("psql -h tsdb-stg01.tarnvale.local telemetry -f sql/timescale/0042_readings_compression.sql && "
                  "sleep 600 && kubectl --context onprem-stg -n telemetry logs statefulset/ingest --since=10m | grep "
                  "-E 'WARN|p99' | tail -8",
                  "ALTER TABLE\n add_compression_policy\n------------------------\n                   1000\n(1 row)\n"
                  " add_retention_policy\n----------------------\n                 1001\n(1 row)\n"
                  "CREATE MATERIALIZED VIEW\n add_continuous_aggregate_policy\n"
                  "---------------------------------\n                            1002\n(1 row)\n"
                  "2026-11-25T10:52:14Z WARN tsdb_writer: slow batch 2000 rows 6.8s (historian backfill "
                  "PS-19, ts 2026-11-21)\n"
                  "2026-11-25T10:52:21Z WARN tsdb_writer: slow batch 2000 rows 9.1s (historian backfill "
                  "PS-19, ts 2026-11-21)\n"
                  "2026-11-25T10:53:02Z INFO tsdb_writer: flush p99 (1m) 8.74s\n"
                  "2026-11-25T10:55:40Z WARN tsdb_writer: slow batch 2000 rows 7.2s (historian backfill "
                  "PS-19, ts 2026-11-22)\n"
                  "2026-11-25T10:57:02Z INFO tsdb_writer: flush p99 (1m) 7.91s\n"),
            ("assistant", "Applied on staging, and ingest's flush p99 went from about 0.6 s to 8-9 s. The slow "
                          "batches are all historian backfill for PS-19 with timestamps from 21-22 November: "
                          "that station's comms were down for four days and the RTU is catching up now. Those rows "
                          "land in chunks that are already compressed (older than 3 days), and every insert into a "
                          "compressed chunk with our unique index makes TimescaleDB decompress the affected "
                          "segment first.\n\n"
                          "Backfills of up to 5 days after a comms outage seem normal here (PS-19 is the third "
                          "this autumn). Compressing after 7 days instead of 3 keeps every late value out of "
                          "compressed chunks, at the cost of about 4 more uncompressed days (~12 GB)."),
            ("user", "ok then 7 days. not 3"),
            shell("sed -i \"s/compress_after => INTERVAL '3 days'/compress_after => INTERVAL '7 days'/\" "
                  "sql/timescale/0042_readings_compression.sql && grep -n compress_after "
                  "sql/timescale/0042_readings_compression.sql && psql -h tsdb-stg01.tarnvale.local telemetry -c "
                  "\"select remove_compression_policy('readings'); select add_compression_policy('readings', "
                  "compress_after => INTERVAL '7 days'); select decompress_chunk(c, true) from show_chunks('readings', "
                  "newer_than => now() - INTERVAL '7 days') c\" | tail -3",
                  "5:SELECT add_compression_policy('readings', compress_after => INTERVAL '7 days');\n"
                  " decompress_chunk\n------------------\n(4 rows)\n"),
            ("assistant", "compress_after is 7 days in the migration and on staging, and the 4 chunks newer than 7 "
                          "days are decompressed again. Ready for prod. On tsdb01 the `ALTER TABLE ... SET "
                          "(timescaledb.compress)` needs a lock on the hypertable, which ingest writes to "
                          "constantly."),
            ("user", "keep hold of this for every time we touch timescale prod: migrations start with SET "
                     "lock_timeout = '5s' and we retry if it hits, we never sit waiting on a lock while ingest is "
                     "writing. the last time somebody forgot, ingest stalled for 20 minutes and the control room "
                     "called"),
            shell("sed -i '1i SET lock_timeout = '\"'\"'5s'\"'\"';' sql/timescale/0042_readings_compression.sql && "
                  "head -2 sql/timescale/0042_readings_compression.sql && for i in 1 2 3; do psql -h "
                  "tsdb01.tarnvale.local telemetry -v ON_ERROR_STOP=1 -f sql/timescale/0042_readings_compression.sql "
                  "&& break; echo \"attempt $i hit lock_timeout, retrying in 30s\"; sleep 30; done",
                  "SET lock_timeout = '5s';\nALTER TABLE readings SET (timescaledb.compress,\n"
                  "SET\npsql:sql/timescale/0042_readings_compression.sql:2: ERROR:  canceling statement due to lock "
                  "timeout\nattempt 1 hit lock_timeout, retrying in 30s\n"
                  "SET\nALTER TABLE\n add_compression_policy\n------------------------\n                   1000\n"
                  "(1 row)\n add_retention_policy\n----------------------\n                 1001\n(1 row)\n"
                  "CREATE MATERIALIZED VIEW\n add_continuous_aggregate_policy\n"
                  "---------------------------------\n                            1002\n(1 row)\n"),
            shell("sleep 3600; psql -h tsdb01.tarnvale.local telemetry -c \"select "
                  "pg_size_pretty(before_compression_total_bytes) before, pg_size_pretty(after_compression_total_bytes) "
                  "after, round(before_compression_total_bytes::numeric / after_compression_total_bytes, 1) ratio "
                  "from hypertable_compression_stats('readings')\"",
                  " before  | after  | ratio\n---------+--------+-------\n 311 GB  | 27 GB  |  11.5\n(1 row)\n"),
            ("assistant", "## Summary\n\n"
                          "**Migration `sql/timescale/0042_readings_compression.sql`**, applied on staging and "
                          "prod (prod needed one retry after hitting the 5 s lock timeout):\n\n"
                          "| setting | value |\n|---|---|\n"
                          "| compression | segmentby `station_id, tag`, orderby `ts DESC` |\n"
                          "| compress_after | 7 days (3 days made late historian backfills decompress chunks) |\n"
                          "| raw retention | 13 months (year-on-year night-flow comparisons) |\n"
                          "| `readings_15m` | continuous aggregate, refreshed every 15 minutes, no retention: kept "
                          "forever |\n\n"
                          "**First results:** the policy has compressed its first batch of chunks, 311 GB down to "
                          "27 GB (11.5x). At that ratio the hypertable should settle around 200 GB once "
                          "everything older than 7 days is compressed, taking the disk from 81% to roughly 15%.\n\n"
                          "**Prod migrations** start with `SET lock_timeout = '5s'` and are retried, never left "
                          "waiting on a lock."),
            ("user", "nice. 👍"),
        ],
        "facts": [
            fact("compress-7d", "The readings hypertable is compressed after 7 days (compress_after), not 3: late "
                                "historian backfills of up to 5 days made inserts decompress chunks.",
                 "config", "user", ["compress_after", "7 days"]),
            fact("raw-13-months", "Raw readings are kept 13 months (drop_after), for year-on-year night-flow "
                                  "comparisons.",
                 "config", "user", ["13 months"]),
            fact("cagg-forever", "The 15-minute continuous aggregate readings_15m is kept forever (the regulator "
                                 "can ask 10 years back).",
                 "decision", "user", ["readings_15m", "forever"]),
            fact("lock-timeout", "Migrations on Timescale prod start with SET lock_timeout = '5s' and are retried; "
                                 "never wait on a lock while ingest is writing.",
                 "rule", "user", ["lock_timeout", "5s"], remember=True),
        ],
        "optional": [
            opt("segmentby", "Compression uses segmentby station_id, tag and orderby ts DESC.", ["segmentby"]),
            opt("ratio", "First compressed chunks went from 311 GB to 27 GB (11.5x).", ["11.5"]),
        ],
        "questions": [
            q("After how long are readings chunks compressed?", "7 days", ["compress-7d"]),
            q("How long are raw readings kept?", "13 months", ["raw-13-months"]),
            q("What must a Timescale prod migration start with?", "SET lock_timeout = '5s', retried",
              ["lock-timeout"]),
            q("How long is readings_15m kept?", "forever", ["cagg-forever"]),
        ],
    },
]
