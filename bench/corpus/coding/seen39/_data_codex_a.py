"""h39 Codex sessions, part a: where to run the GPS ping database (Terraform on GCP, TimescaleDB), an offline scan
queue for the Zebra scanner app (terse numbered answers), and the format of depot-sorter's sort decision events
(protobuf chosen, then dropped for JSON)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

INFRA = "/Users/sanne/code/lindhout-infra"
SCAN = "/home/ines/code/scan-android"
SORTER = "/home/tomasz/src/depot-sorter"

SESSIONS = [
    {
        "id": "h39-cx-infra-pings-database",
        "project": INFRA,
        "start": datetime(2026, 11, 4, 9, 15),
        "branch": "sanne/pings-db",
        "about": "lindhout-infra (Terraform, GKE): a home for the driver app's GPS pings (~420 vans, a ping every "
                 "10 s); Cloud SQL has no timescaledb extension; decision TimescaleDB on GKE with CloudNativePG; "
                 "rejected Cloud SQL with hand-made partitioning, Timescale Cloud (pings would leave GCP, another "
                 "vendor contract) and BigQuery (live map needs last positions in milliseconds); chunks of 1 day, "
                 "compression after 2 days, raw retention set to 30 days then changed to 90 days (disputes up to 60 "
                 "days after delivery); 'write this down for yourself': only ping-ingest writes, via the NATS "
                 "subject pings.raw",
        "steps": [
            ("user", "we need a home for the GPS pings from the driver app. one ping every 10 s per van, ~420 vans "
                     "on the road at peak, more in december. the plan everyone nods at is TimescaleDB. we're on "
                     "GCP. where do we run it?"),
            shell("terraform -chdir=envs/prod state list | grep -E 'sql_database_instance|container_cluster'",
                  "module.gke.google_container_cluster.main\n"
                  "module.wms_db.google_sql_database_instance.wms\n"),
            shell("psql \"$WMS_DB\" -Atc \"select name from pg_available_extensions where name like 'timescale%'\"; "
                  "gcloud sql instances describe wms --format='value(databaseVersion)'",
                  "POSTGRES_16\n"),
            ("assistant", "The wms database is Cloud SQL for Postgres 16 and has no timescaledb extension available: "
                          "Cloud SQL doesn't offer it at all. Options:\n\n"
                          "a) **Cloud SQL, plain Postgres**: a new instance with native partitioning by day and "
                          "pg_partman. Managed, but no compression and no time_bucket; we'd rebuild half of "
                          "Timescale by hand.\n"
                          "b) **TimescaleDB on GKE with CloudNativePG**: the operator runs the cluster (failover, "
                          "backups to GCS with barman), image timescale/timescaledb-ha. Runs where the ingest "
                          "runs.\n"
                          "c) **Timescale Cloud**: fully managed, but it doesn't run in our GCP project, so every "
                          "ping leaves GCP, and it's another vendor contract.\n"
                          "d) **BigQuery**: cheap storage, but the live map needs the last position per van in "
                          "milliseconds, and that's not what BigQuery is for.\n\n"
                          "At ~42 pings a second this is small for any of them."),
            ("user", "b, TimescaleDB on GKE with CloudNativePG. a) is out because we'd be rebuilding compression "
                     "and retention by hand. Timescale Cloud is out: pings leaving GCP plus another contract, no. "
                     "BigQuery is out for the live map, we need milliseconds there"),
            ("assistant", "Proposed layout for the hypertable `pings`: chunk_time_interval 1 day, compression after "
                          "2 days (segment by van_id, order by ts desc), and raw retention 30 days. The cluster: 3 "
                          "instances in the telemetry namespace, backups to a GCS bucket."),
            ("user", "fine, go"),
            shell("apply_patch < /tmp/pings-cluster.patch && terraform -chdir=envs/prod plan -no-color | grep -E "
                  "'will be created|Plan:'",
                  "Success. Updated the following files:\nA modules/pings/main.tf\nA modules/pings/variables.tf\n"
                  "A k8s/telemetry/pings-cluster.yaml\nM envs/prod/main.tf\n"
                  "  # module.pings.google_storage_bucket.backups will be created\n"
                  "  # module.pings.google_service_account.cnpg will be created\n"
                  "  # module.pings.google_storage_bucket_iam_member.cnpg_backups will be created\n"
                  "Plan: 3 to add, 0 to change, 0 to destroy.\n"),
            shell("sed -n '/spec:/,/backup:/p' k8s/telemetry/pings-cluster.yaml",
                  "spec:\n  instances: 3\n  imageName: timescale/timescaledb-ha:pg16\n"
                  "  postgresql:\n    shared_preload_libraries: [timescaledb]\n"
                  "  storage:\n    size: 200Gi\n    storageClass: premium-rwo\n  backup:\n"),
            shell("cat k8s/telemetry/sql/001_pings.sql",
                  "create table pings (\n  van_id text not null,\n  ts timestamptz not null,\n"
                  "  lat double precision not null,\n  lon double precision not null,\n"
                  "  speed_kmh real,\n  accuracy_m real\n);\n"
                  "select create_hypertable('pings', by_range('ts', interval '1 day'));\n"
                  "alter table pings set (timescaledb.compress, timescaledb.compress_segmentby = 'van_id',\n"
                  "  timescaledb.compress_orderby = 'ts desc');\n"
                  "select add_compression_policy('pings', interval '2 days');\n"
                  "select add_retention_policy('pings', interval '30 days');\n"),
            ("user", "write this down for yourself, you'll need it when we wire up the ingest next week: the pings "
                     "database is only ever written by ping-ingest, which consumes the NATS subject pings.raw. the "
                     "driver app never talks to the database, and neither does anything else that wants to write"),
            ("assistant", "Noted for the ingest work: ping-ingest is the only writer to the pings database, fed by "
                          "the NATS subject pings.raw; the driver app publishes to NATS and never connects to the "
                          "database."),
            ("user", "hold on, change the raw retention. a customer can dispute a delivery up to 60 days later and "
                     "legal wants the full trace for that. make raw pings 90 days, not 30"),
            shell("sed -i \"s/add_retention_policy('pings', interval '30 days')/add_retention_policy('pings', "
                  "interval '90 days')/\" k8s/telemetry/sql/001_pings.sql && grep -n policy "
                  "k8s/telemetry/sql/001_pings.sql && sed -i 's/size: 200Gi/size: 400Gi/' "
                  "k8s/telemetry/pings-cluster.yaml",
                  "11:select add_compression_policy('pings', interval '2 days');\n"
                  "12:select add_retention_policy('pings', interval '90 days');\n"),
            ("assistant", "Raw pings are now kept 90 days. I also doubled the volume to 400Gi: 90 days of "
                          "uncompressed-then-compressed pings at this rate needs roughly 150Gi today, and the "
                          "headroom covers December and growth. Nothing is applied yet; the Terraform plan adds "
                          "the backup bucket and its service account."),
        ],
        "facts": [
            fact("pings-hosting", "GPS pings go into TimescaleDB on GKE run by CloudNativePG (image "
                                  "timescaledb-ha); rejected: Cloud SQL (no timescaledb extension, compression and "
                                  "retention by hand), Timescale Cloud (pings leave GCP, another vendor contract), "
                                  "BigQuery (live map needs milliseconds).",
                 "decision", "user", ["CloudNativePG", "TimescaleDB", ["Cloud SQL", "Timescale Cloud", "BigQuery"]]),
            fact("pings-retention", "Raw GPS pings are kept 90 days (first set to 30) because a customer can dispute "
                                    "a delivery up to 60 days later and legal wants the trace.",
                 "config", "user", ["90 days", ["retention", "raw pings"]]),
            fact("pings-compression", "The pings hypertable has 1-day chunks and is compressed after 2 days "
                                      "(segment by van_id).",
                 "config", "assistant", [["compression", "compressed"], "2 days"]),
            fact("pings-writer", "Only ping-ingest writes to the pings database, consuming the NATS subject "
                                 "pings.raw; the driver app and everything else never write to it directly.",
                 "rule", "user", ["ping-ingest", "pings.raw"], remember=True),
        ],
        "optional": [
            opt("pings-cluster", "The pings cluster has 3 instances in the telemetry namespace with a 400Gi volume.",
                ["telemetry", "400Gi"]),
            opt("pings-chunk", "pings chunks are 1 day.", [["1 day", "chunk_time_interval"]]),
        ],
        "questions": [
            q("Where does the GPS pings database run?", "TimescaleDB on GKE with CloudNativePG", ["pings-hosting"]),
            q("How long are raw GPS pings kept?", "90 days", ["pings-retention"]),
            q("Why are raw pings kept that long?",
              "a customer can dispute a delivery up to 60 days later and legal wants the trace",
              ["pings-retention"]),
            q("What writes to the pings database?", "only ping-ingest, from the NATS subject pings.raw",
              ["pings-writer"]),
        ],
    },
    {
        "id": "h39-cx-scanner-offline-queue",
        "project": SCAN,
        "start": datetime(2026, 11, 10, 13, 0),
        "branch": "ines/offline-scans",
        "about": "scan-android: an offline queue for scans when the TLB wifi drops; five numbered questions "
                 "answered '1 room 2 workmanager 3 2000 4 yes, grey 5 3s' (Room, WorkManager, 2000 queued scans "
                 "max, grey tick for queued scans, identical scans deduplicated within 3 seconds); a release rule "
                 "in Portuguese-flavoured English to keep for next sessions (releases only from the tag "
                 "v<major>.<minor>.<patch> in CI, never an APK from a laptop into the MDM); near-miss 'the wifi in "
                 "aisles 40 to 48 never works'",
        "steps": [
            ("user", "scanner app: when the wifi drops in the back of the TLB warehouse, scans fail and the pickers "
                     "rescan everything when they're back in range. the wifi in aisles 40 to 48 never works, it's a "
                     "faraday cage back there. we need an offline queue"),
            shell("sed -n 1,40p app/src/main/java/nl/lindhout/scan/data/ScanRepository.kt",
                  "class ScanRepository(private val api: ScanApi, private val items: ItemCacheDao) {\n"
                  "    suspend fun submit(scan: Scan): ScanResult =\n"
                  "        try {\n            api.postScan(scan.toDto())\n"
                  "        } catch (e: IOException) {\n            ScanResult.Failed(\"no connection\")\n"
                  "        }\n}\n"),
            ("assistant", "Right now every scan is a direct POST and an IOException just fails it. Plan: store each "
                          "scan locally first, show it as accepted, and upload in the background. Five questions:\n\n"
                          "1. Storage: Room (already used for the item cache) or an append-only file?\n"
                          "2. Upload: WorkManager with a network constraint, or our own loop in a foreground "
                          "service?\n"
                          "3. How many queued scans before the app refuses new ones and sends the picker to the "
                          "wifi?\n"
                          "4. Should a queued, not yet uploaded scan look different on screen?\n"
                          "5. Deduplicate identical scans (same SSCC, same location) within how many seconds?"),
            ("user", "1 room 2 workmanager 3 2000 4 yes, grey 5 3s"),
            ("assistant", "So: queued scans live in a Room table, a WorkManager job with a CONNECTED constraint "
                          "uploads them in order, the queue holds at most 2000 scans, a queued scan shows a grey "
                          "tick until it's uploaded (green after), and an identical scan within 3 seconds is "
                          "dropped as a duplicate."),
            shell("apply_patch < /tmp/offline-queue.patch",
                  "Success. Updated the following files:\n"
                  "A app/src/main/java/nl/lindhout/scan/data/QueuedScan.kt\n"
                  "A app/src/main/java/nl/lindhout/scan/data/ScanQueueDao.kt\n"
                  "A app/src/main/java/nl/lindhout/scan/sync/UploadScansWorker.kt\n"
                  "M app/src/main/java/nl/lindhout/scan/data/ScanRepository.kt\n"
                  "M app/src/main/java/nl/lindhout/scan/data/AppDatabase.kt\n"),
            shell("grep -nE 'MAX_QUEUED|DEDUP_WINDOW' -r app/src/main/java | head",
                  "app/src/main/java/nl/lindhout/scan/data/ScanRepository.kt:9:    const val MAX_QUEUED = 2000\n"
                  "app/src/main/java/nl/lindhout/scan/data/ScanRepository.kt:10:    val DEDUP_WINDOW = "
                  "3.seconds\n"),
            ("user", "Attention, this one is important and you must retain it for the next times: the release of "
                     "the scanner app is made only by the tag v<major>.<minor>.<patch>, the CI builds and signs the "
                     "APK and puts it in the MDM. Never we build the APK on a laptop and upload it in the MDM by "
                     "hand, not even for a hotfix"),
            ("assistant", "Understood: scanner app releases only come from a v<major>.<minor>.<patch> tag, built, "
                          "signed and pushed to the MDM by CI, never an APK from a laptop uploaded by hand, hotfixes "
                          "included."),
            shell("./gradlew testDebugUnitTest -q 2>&1 | tail -n 3",
                  "ScanQueueTest > drops identical scan within dedup window PASSED\n"
                  "ScanQueueTest > refuses new scans when 2000 are queued PASSED\n"
                  "BUILD SUCCESSFUL in 1m 4s\n"),
            shell("git add -A && git commit -qm 'scans: offline queue in Room, uploaded by WorkManager' && git log "
                  "-1 --oneline",
                  "b83f1e0 scans: offline queue in Room, uploaded by WorkManager\n"),
        ],
        "facts": [
            fact("queue-design", "The scanner app queues scans in a Room table and uploads them with WorkManager "
                                 "(network constraint) instead of posting each scan directly.",
                 "decision", "user", ["Room", "WorkManager"]),
            fact("queue-cap", "The scanner app's offline queue holds at most 2000 scans (MAX_QUEUED); then new scans "
                              "are refused and the picker is sent to the wifi.",
                 "config", "user", ["2000", ["queue", "MAX_QUEUED"]]),
            fact("dedup-window", "Identical scans (same SSCC, same location) within 3 seconds are dropped as "
                                 "duplicates (DEDUP_WINDOW).",
                 "config", "user", [["3 seconds", "3s", "3.seconds"], ["duplicate", "dedup", "DEDUP_WINDOW"]]),
            fact("grey-tick", "A queued scan shows a grey tick until uploaded, green after.",
                 "decision", "user", ["grey", "queued"]),
            fact("scanner-release", "Scanner app releases are made only from a tag v<major>.<minor>.<patch>; CI "
                                    "builds, signs and puts the APK in the MDM; never an APK built on a laptop and "
                                    "uploaded by hand, not even for a hotfix.",
                 "rule", "user", ["v<major>.<minor>.<patch>", "MDM", ["by hand", "laptop"]], remember=True),
        ],
        "optional": [
            opt("tlb-wifi", "The TLB warehouse wifi drops in the back (aisles 40 to 48).", ["aisles 40"]),
        ],
        "questions": [
            q("Where does the scanner app keep scans while offline?", "in Room, uploaded by WorkManager",
              ["queue-design"]),
            q("How many scans can the offline queue hold?", "2000", ["queue-cap"]),
            q("How is a scanner app release made?",
              "only from a v<major>.<minor>.<patch> tag, built and put in the MDM by CI, never by hand",
              ["scanner-release"]),
        ],
    },
    {
        "id": "h39-cx-sorter-event-format",
        "project": SORTER,
        "start": datetime(2026, 11, 16, 15, 30),
        "about": "depot-sorter: a sturdier format for sort decision events on SORT_DECISIONS; protobuf chosen and "
                 "started, then reversed after finding consumers in track-page (TypeScript) and driver-app (Dart) "
                 "and ops reading the subject with nats sub: final JSON with a schema_version field and a JSON "
                 "Schema file checked in CI; speculation about geocoding every address to depot polygons and "
                 "predicting vans, deferred; the rule that the sort path never calls the geocoder or anything over "
                 "the network synchronously, said twice",
        "steps": [
            ("user", "depot-sorter publishes every sort decision on NATS, so the tracking page and the driver app "
                     "can show 'at depot X'. right now it's a Go struct through encoding/json, no schema, and last "
                     "month someone renamed a field and the tracking page broke silently. I want something "
                     "sturdier"),
            shell("sed -n 1,20p internal/events/decision.go; nats stream info SORT_DECISIONS -j | jq -c "
                  "'.config | {subjects, max_age}'",
                  "type Decision struct {\n\tParcel   string    `json:\"parcel\"`\n"
                  "\tPostcode string    `json:\"postcode\"`\n\tDepot    string    `json:\"depot\"`\n"
                  "\tLane     int       `json:\"lane\"`\n\tAt       time.Time `json:\"at\"`\n}\n"
                  "{\"subjects\":[\"sort.decision.*\"],\"max_age\":259200000000000}\n"),
            ("assistant", "Options: protobuf with buf (generated types, breaking-change checks with `buf "
                          "breaking`), or keep JSON and add a `schema_version` field plus a JSON Schema that CI "
                          "validates against, or Avro with a registry (heavier, we have no registry)."),
            ("user", "protobuf. let's do it properly, buf breaking in CI"),
            shell("mkdir -p proto/sorter/v1 && apply_patch < /tmp/decision-proto.patch && buf lint && buf generate "
                  "&& ls gen/sorter/v1",
                  "Success. Updated the following files:\nA proto/sorter/v1/decision.proto\nA buf.yaml\n"
                  "A buf.gen.yaml\ndecision.pb.go\n"),
            ("user", "thinking out loud while that runs: at some point we could drop postcode ranges entirely and "
                     "geocode every address to a depot polygon. or let the sorter predict the van, not just the "
                     "depot. not now, maybe next year, maybe never"),
            ("user", "oh and don't forget: the sort path never calls the geocoder or any other network service "
                     "synchronously. a parcel on the belt gets its depot from memory in under a millisecond or it "
                     "goes to the manual lane. whatever we do with polygons one day"),
            ("assistant", "Understood, the sort path stays in-memory only. Before switching the publisher over I "
                          "checked who consumes sort.decision.*, since protobuf needs generated code on every "
                          "consumer."),
            shell("rg -l 'sort\\.decision' ../track-page/src ../driver-app/lib ../ops-scripts 2>/dev/null",
                  "../track-page/src/lib/server/sortEvents.ts\n"
                  "../driver-app/lib/sync/depot_events.dart\n"
                  "../ops-scripts/watch-lane.sh\n"),
            shell("cat ../ops-scripts/watch-lane.sh",
                  "#!/bin/sh\n# usage: watch-lane.sh RTM 14\n"
                  "nats sub \"sort.decision.$1\" | jq --unbuffered \"select(.lane == $2)\"\n"),
            ("assistant", "Three consumers: track-page (TypeScript), driver-app (Dart) and an ops script that pipes "
                          "`nats sub` into jq. With protobuf the first two need generated code in their build, and "
                          "the ops script and anyone watching with `nats sub` would see binary."),
            ("user", "hm, that changes it. scrap protobuf. stay on JSON: add a schema_version field and a JSON "
                     "Schema file in the repo, and CI validates the Go struct against it and fails on breaking "
                     "changes. ops read these with nats sub all day, they have to stay readable"),
            shell("git rm -rq proto buf.yaml buf.gen.yaml gen && apply_patch < /tmp/decision-json-schema.patch && go "
                  "test ./internal/events/... 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nA schemas/sort-decision.v1.json\n"
                  "M internal/events/decision.go\nA internal/events/schema_test.go\nM .github/workflows/ci.yml\n"
                  "ok  \tgithub.com/lindhout/depot-sorter/internal/events\t0.412s\n"),
            ("user", "and again, because it matters more than the format: nothing in the sort path calls the "
                     "geocoder or anything else over the network synchronously. depot from memory, or the manual "
                     "lane"),
            shell("git add -A && git commit -qm 'events: schema_version and JSON Schema for sort decisions' && git "
                  "log -1 --oneline",
                  "21c6f9d events: schema_version and JSON Schema for sort decisions\n"),
            ("assistant", "Committed. Sort decisions stay JSON with `schema_version: 1`; the schema is "
                          "schemas/sort-decision.v1.json and CI fails when the Go struct no longer matches it. The "
                          "protobuf files are gone. The sort path is untouched: depot from memory or the manual "
                          "lane."),
        ],
        "facts": [
            fact("decision-format", "Sort decision events stay JSON with a schema_version field and a JSON Schema "
                                    "file (schemas/sort-decision.v1.json) that CI validates the Go struct against; "
                                    "protobuf was chosen and then dropped because track-page (TypeScript), "
                                    "driver-app (Dart) and ops with nats sub consume them.",
                 "decision", "user", ["schema_version", "JSON Schema"]),
            fact("sort-path", "The sort path never calls the geocoder or any other network service synchronously: "
                              "a parcel gets its depot from memory or goes to the manual lane.",
                 "rule", "user", ["sort path", "geocoder", "manual lane"], remember=True),
            fact("decision-consumers", "sort.decision.* is consumed by track-page, driver-app and ops-scripts' "
                                       "watch-lane.sh (nats sub piped into jq).",
                 "fact", "assistant", ["sort.decision", ["track-page", "watch-lane.sh"]]),
        ],
        "optional": [
            opt("schema-file", "The sort decision schema is schemas/sort-decision.v1.json.",
                ["sort-decision.v1.json"]),
        ],
        "questions": [
            q("What format do depot-sorter's sort decision events use?",
              "JSON with a schema_version field and a JSON Schema file checked in CI", ["decision-format"]),
            q("Why was protobuf dropped for sort decisions?",
              "track-page and driver-app would need generated code, and ops read these with nats sub",
              ["decision-format", "decision-consumers"]),
            q("May the sort path call the geocoder?",
              "no, never synchronously; depot from memory or the manual lane", ["sort-path"]),
        ],
    },
]
