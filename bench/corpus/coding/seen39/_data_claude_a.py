"""h39 Claude Code sessions, part a: parcels for the Gorinchem postcodes sorted to the wrong depot by one
depot-sorter pod (Lindhout Logistics, a Dutch/Belgian parcel carrier with a 3PL warehouse in Tilburg), picking an
event bus for wms-api (the Kotlin/Spring warehouse system), and an evening of questions about the Zebra scanner app."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

SORTER = "/home/tomasz/src/depot-sorter"
WMS = "/home/ines/code/wms-api"
SCAN = "/home/ines/code/scan-android"

SESSIONS = [
    {
        "id": "h39-cc-sorter-wrong-depot",
        "project": SORTER,
        "start": datetime(2026, 11, 3, 7, 40),
        "about": "depot-sorter (Go): 318 parcels for postcodes 4200-4299 sorted to UTR instead of the new DOR depot "
                 "the night after the coverage change; all from pod sorter-2, which was disconnected from NATS "
                 "during the NATS server upgrade when coverage.updated was published (core NATS, no redelivery) and "
                 "kept the old coverage table; fix: each pod also polls coverage_version every 60s (a JetStream "
                 "consumer per pod rejected as more complex); 'keep this:' rule to check /debug/coverage on every "
                 "pod before the 22:00 sort wave and restart any pod on the old version",
        "steps": [
            ("user", "morning. ops escalated overnight: 318 parcels for postcodes 4200-4299 (Gorinchem and around) "
                     "went to Utrecht instead of the new Dordrecht depot, DOR. the coverage change that moved 42xx "
                     "from UTR to DOR went live yesterday afternoon. but plenty of 42xx parcels did arrive at DOR, "
                     "so it's not simply the table being wrong. figure out what happened"),
            bash("psql \"$SORTER_DB\" -c \"select pod, depot, count(*) from sort_decisions where postcode between "
                 "'4200' and '4299' and decided_at > '2026-11-02 16:00' group by 1, 2 order by 1\"",
                 "   pod    | depot | count\n"
                 "----------+-------+-------\n"
                 " sorter-0 | DOR   |   402\n"
                 " sorter-1 | DOR   |   389\n"
                 " sorter-2 | UTR   |   318\n"
                 "(3 rows)\n"),
            ("assistant", "Every wrong decision came from one pod. sorter-0 and sorter-1 sent all their 42xx parcels "
                          "to DOR; sorter-2 sent all 318 of its 42xx parcels to UTR. So sorter-2 was still sorting "
                          "with the coverage table from before the change. Let me ask each pod which version it "
                          "has loaded."),
            bash("for p in 0 1 2; do kubectl -n sorting exec sorter-$p -- wget -qO- localhost:8081/debug/coverage "
                 "| jq -c '{pod: \"sorter-'$p'\", version, loaded_at}'; done",
                 "{\"pod\":\"sorter-0\",\"version\":\"2026-11-02.3\",\"loaded_at\":\"2026-11-02T16:10:02Z\"}\n"
                 "{\"pod\":\"sorter-1\",\"version\":\"2026-11-02.3\",\"loaded_at\":\"2026-11-02T16:10:02Z\"}\n"
                 "{\"pod\":\"sorter-2\",\"version\":\"2026-10-19.1\",\"loaded_at\":\"2026-10-30T04:12:44Z\"}\n"),
            tool("Read", {"file_path": f"{SORTER}/internal/coverage/reload.go"},
                 "     1\tpackage coverage\n"
                 "     2\t\n"
                 "     3\t// Watch reloads the table whenever coverage-admin announces a new version.\n"
                 "     4\tfunc (s *Store) Watch(ctx context.Context, nc *nats.Conn) error {\n"
                 "     5\t\t_, err := nc.Subscribe(\"coverage.updated\", func(m *nats.Msg) {\n"
                 "     6\t\t\tif err := s.Reload(ctx); err != nil {\n"
                 "     7\t\t\t\tslog.Error(\"coverage reload failed\", \"err\", err)\n"
                 "     8\t\t\t}\n"
                 "     9\t\t})\n"
                 "    10\t\treturn err\n"
                 "    11\t}\n"),
            bash("kubectl -n sorting logs sorter-2 --since-time=2026-11-02T16:00:00Z | grep -E 'nats|coverage' | "
                 "head -n 6",
                 "2026-11-02T16:08:51Z WARN nats: disconnected err=\"EOF\"\n"
                 "2026-11-02T16:08:53Z WARN nats: reconnect attempt=1 server=nats://nats-1.messaging:4222\n"
                 "2026-11-02T16:09:41Z WARN nats: reconnect attempt=9 server=nats://nats-2.messaging:4222\n"
                 "2026-11-02T16:10:37Z INFO nats: reconnected server=nats://nats-0.messaging:4222\n"),
            ("assistant", "That's the whole story:\n\n"
                          "- coverage-admin published `coverage.updated` at 16:10:02 (sorter-0 and sorter-1 "
                          "reloaded at exactly that second).\n"
                          "- sorter-2 was disconnected from NATS from 16:08:51 to 16:10:37, during the NATS server "
                          "upgrade that was rolling through the messaging namespace yesterday afternoon.\n"
                          "- `Watch` uses a plain core NATS subscription. Core NATS is fire-and-forget: a message "
                          "published while a subscriber is disconnected is simply gone, there is no redelivery.\n\n"
                          "So sorter-2 never reloaded and kept sorting with the old version 2026-10-19.1, in "
                          "which 42xx still belongs to UTR. Nothing else reloads the table, so it would have stayed "
                          "wrong until "
                          "the pod restarted.\n\n"
                          "Two ways to close the gap: (a) a durable JetStream consumer per pod for coverage "
                          "updates, or (b) keep the NATS message as the fast path and add a backstop where each pod "
                          "polls `coverage_version` in Postgres every 60s and reloads when it differs from what it "
                          "has loaded."),
            ("user", "b, poll every 60s. a durable consumer per pod for something that changes twice a month is "
                     "more moving parts than one integer comparison a minute. and restart sorter-2 right now, the "
                     "morning sort starts at 10"),
            bash("kubectl -n sorting delete pod sorter-2 && sleep 20 && kubectl -n sorting exec sorter-2 -- wget "
                 "-qO- localhost:8081/debug/coverage | jq -r .version",
                 "pod \"sorter-2\" deleted\n2026-11-02.3\n"),
            tool("Edit", {"file_path": f"{SORTER}/internal/coverage/reload.go",
                          "old_string": "\t\treturn err\n\t}\n",
                          "new_string": "\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n"
                                        "\t\t// Backstop: core NATS drops messages while we are disconnected.\n"
                                        "\t\tgo s.pollVersion(ctx, 60*time.Second)\n\t\treturn nil\n\t}\n"},
                 "The file has been updated."),
            bash("go test ./internal/coverage/... 2>&1 | tail -n 2",
                 "ok  \tgithub.com/lindhout/depot-sorter/internal/coverage\t1.284s\n"),
            ("user", "keep this: whenever the coverage table changes, somebody checks before the 22:00 sort wave "
                     "that every sorter pod reports the new version on /debug/coverage, and any pod that doesn't "
                     "gets restarted. that goes for ops and for us, poll or no poll"),
            tool("Write", {"file_path": f"{SORTER}/scripts/check-coverage.sh",
                           "content": "#!/usr/bin/env bash\n# Run after every coverage change, before the 22:00 "
                                      "sort wave.\nset -euo pipefail\nwant=$(psql \"$SORTER_DB\" -Atc 'select "
                                      "max(version) from coverage_version')\nfor pod in $(kubectl -n sorting get "
                                      "pods -l app=sorter -o name); do\n  got=$(kubectl -n sorting exec \"$pod\" "
                                      "-- wget -qO- localhost:8081/debug/coverage | jq -r .version)\n"
                                      "  [ \"$got\" = \"$want\" ] || echo \"$pod on $got, restart it\"\ndone\n"},
                 f"File created successfully at: {SORTER}/scripts/check-coverage.sh"),
            bash("chmod +x scripts/check-coverage.sh && scripts/check-coverage.sh && git add -A && git commit -qm "
                 "'coverage: poll coverage_version every 60s as a backstop to coverage.updated' && git log -1 "
                 "--oneline",
                 "e41a7c2 coverage: poll coverage_version every 60s as a backstop to coverage.updated\n"),
            ("assistant", "Committed. All three pods are on 2026-11-02.3 now and scripts/check-coverage.sh prints "
                          "any pod that isn't on the latest version, so ops can run it before the 22:00 wave. The "
                          "318 parcels themselves still need to get from UTR to DOR."),
            ("user", "they're on a shuttle to DOR already. fine, ship the sorter change with today's release"),
        ],
        "facts": [
            fact("wrong-depot", "The 318 parcels for 4200-4299 went to UTR instead of DOR because pod sorter-2 was "
                                "disconnected from NATS during the NATS server upgrade when coverage.updated was "
                                "published; core NATS has no redelivery, so it kept the old coverage table "
                                "(2026-10-19.1).",
                 "bugfix", "assistant", ["sorter-2", "coverage.updated", ["disconnected", "NATS server upgrade"]]),
            fact("coverage-poll", "depot-sorter pods poll coverage_version in Postgres every 60s as a backstop to "
                                  "the coverage.updated message; a durable JetStream consumer per pod was rejected "
                                  "as more moving parts.",
                 "decision", "user", ["coverage_version", ["60s", "every 60"]]),
            fact("coverage-check", "After any coverage table change, someone checks before the 22:00 sort wave that "
                                   "every sorter pod reports the new version on /debug/coverage and restarts any "
                                   "pod that doesn't (ops and developers alike).",
                 "rule", "user", ["/debug/coverage", "22:00", "restart"], remember=True),
        ],
        "optional": [
            opt("dor-coverage", "Postcodes 4200-4299 (Gorinchem) moved from UTR to the new Dordrecht depot DOR.",
                ["4200", "DOR"]),
            opt("check-script", "scripts/check-coverage.sh lists sorter pods not on the latest coverage version.",
                ["check-coverage.sh"]),
        ],
        "questions": [
            q("Why did 42xx parcels go to Utrecht instead of DOR?",
              "sorter-2 was disconnected from NATS during the NATS server upgrade when coverage.updated was "
              "published, never reloaded and kept the old coverage table", ["wrong-depot"]),
            q("How does a depot-sorter pod notice a coverage change if it misses the NATS message?",
              "it polls coverage_version every 60s", ["coverage-poll"]),
            q("What has to be checked after a coverage change before the 22:00 sort wave?",
              "that every sorter pod reports the new version on /debug/coverage; restart any pod that doesn't",
              ["coverage-check"]),
        ],
    },
    {
        "id": "h39-cc-wms-event-bus",
        "project": WMS,
        "start": datetime(2026, 11, 4, 13, 30),
        "branch": "ines/wms-events",
        "about": "wms-api (Kotlin/Spring Boot): choosing how to publish pick list and stock events; NATS JetStream "
                 "with a transactional outbox chosen, Kafka rejected (four developers, nobody wants to babysit a "
                 "cluster for ~50 events a second), Postgres LISTEN/NOTIFY rejected (the planner is offline half the "
                 "night and would lose events); subject convention wms.<depot>.<aggregate>.<past-tense verb>; stream "
                 "WMS_EVENTS with 3 replicas and max_age 7 days instead of the proposed 72h; 'this will matter in "
                 "later sessions': only the outbox relay publishes wms.* subjects",
        "steps": [
            ("user", "wms-api needs to publish events: when a pick list is completed and when stock moves between "
                     "locations. the driver app wants pick completions (to know a roll cage is ready) and the route "
                     "planner wants both. options people have mentioned: kafka, NATS JetStream, or just postgres "
                     "LISTEN/NOTIFY straight from the wms database. what do you think"),
            bash("grep -nE 'spring-boot|kafka|nats|jnats' build.gradle.kts; kubectl -n messaging get pods -o wide "
                 "| awk '{print $1, $3}'",
                 "3:    id(\"org.springframework.boot\") version \"3.3.5\"\n"
                 "NAME STATUS\nnats-0 Running\nnats-1 Running\nnats-2 Running\n"),
            bash("kubectl -n messaging exec nats-0 -- nats stream ls --names",
                 "COVERAGE\nSORT_DECISIONS\n"),
            ("assistant", "What's already there matters most here: a 3-node NATS cluster with JetStream runs in the "
                          "messaging namespace, and depot-sorter already uses it (streams COVERAGE and "
                          "SORT_DECISIONS). wms-api has no messaging client yet.\n\n"
                          "- **Kafka**: a new cluster to run, monitor and upgrade. It would handle millions of "
                          "events; wms-api produces maybe 50 a second at the evening peak.\n"
                          "- **NATS JetStream**: durable streams, consumers can be offline and catch up, and it's "
                          "already operated.\n"
                          "- **LISTEN/NOTIFY**: no extra infrastructure, but a notification only reaches sessions "
                          "that are listening at that moment, payloads are capped at 8000 bytes, and nothing is "
                          "stored.\n\n"
                          "Whichever bus: publish through a transactional outbox. The service writes the event "
                          "into an `outbox` table in the same transaction as the stock move, and a relay publishes "
                          "committed rows. Publishing straight from the request handler sends events for "
                          "transactions that later roll back, or loses them when the publish fails after the "
                          "commit."),
            ("user", "JetStream with an outbox. kafka is out, we're four developers and nobody wants to babysit a "
                     "kafka cluster for 50 events a second. LISTEN/NOTIFY is out because the planner is offline "
                     "half the night between runs and would lose everything published in between"),
            ("assistant", "For subjects I'd suggest something like `wms.events.pickListCompleted`. Do you have a "
                          "naming scheme in mind?"),
            ("user", "no, convention for this: subjects are wms.<depot>.<aggregate>.<past-tense verb>, all "
                     "lowercase, depot as the three-letter code. so wms.tlb.picklist.completed and "
                     "wms.tlb.stock.moved. no camelCase, no 'events' or 'event' in the subject"),
            ("assistant", "Stream: `WMS_EVENTS` on subjects `wms.>`, file storage, 3 replicas (one per NATS node) "
                          "and `max_age` 72h, which covers a weekend of the planner being down."),
            ("user", "replicas 3 yes. max age 7 days, not 72h: the EDI reconciliation replays the whole week of "
                     "stock moves every monday"),
            tool("Write", {"file_path": f"{WMS}/src/main/resources/db/migration/V202611041352__create_outbox.sql",
                           "content": "create table outbox (\n  id bigserial primary key,\n"
                                      "  subject text not null,\n  payload jsonb not null,\n"
                                      "  created_at timestamptz not null default now(),\n"
                                      "  published_at timestamptz\n);\n"
                                      "create index outbox_unpublished on outbox (id) where published_at is null;\n"},
                 f"File created successfully at: {WMS}/src/main/resources/db/migration/"
                 "V202611041352__create_outbox.sql"),
            tool("Write", {"file_path": f"{WMS}/src/main/kotlin/nl/lindhout/wms/events/OutboxRelay.kt",
                           "content": "@Component\nclass OutboxRelay(private val repo: OutboxRepository, "
                                      "private val js: JetStream) {\n"
                                      "    @Scheduled(fixedDelay = 500)\n"
                                      "    @Transactional\n"
                                      "    fun relay() {\n"
                                      "        repo.lockUnpublished(limit = 100).forEach { row ->\n"
                                      "            js.publish(row.subject, row.payload.toByteArray(), "
                                      "PublishOptions.builder().messageId(\"outbox-${row.id}\").build())\n"
                                      "            repo.markPublished(row.id)\n"
                                      "        }\n    }\n}\n"},
                 f"File created successfully at: {WMS}/src/main/kotlin/nl/lindhout/wms/events/OutboxRelay.kt"),
            bash("kubectl -n messaging exec nats-0 -- nats stream add WMS_EVENTS --subjects 'wms.>' --storage file "
                 "--replicas 3 --max-age 7d --dupe-window 2m --defaults >/dev/null && kubectl -n messaging exec "
                 "nats-0 -- nats stream info WMS_EVENTS -j | jq -c '.config | {subjects, max_age, num_replicas}'",
                 "{\"subjects\":[\"wms.>\"],\"max_age\":604800000000000,\"num_replicas\":3}\n"),
            ("user", "this will matter in later sessions, so take it along: the outbox relay is the only thing that "
                     "publishes to WMS_EVENTS. no controller, no request handler, no scheduled job publishes wms.* "
                     "subjects directly, ever. everything goes into the outbox table inside the transaction"),
            bash("./gradlew test --tests '*Outbox*' -q 2>&1 | tail -n 3",
                 "OutboxRelayTest > publishes committed rows with a message id PASSED\n"
                 "OutboxRelayTest > skips rows of rolled back transactions PASSED\n"
                 "BUILD SUCCESSFUL in 41s\n"),
            ("assistant", "The outbox table, the relay (every 500 ms, up to 100 rows, message id `outbox-<id>` so "
                          "JetStream drops duplicates within its 2-minute window) and the WMS_EVENTS stream are in "
                          "place; the tests pass. Next step would be writing the picklist.completed and "
                          "stock.moved rows from the services."),
        ],
        "facts": [
            fact("event-bus", "wms-api publishes events to NATS JetStream through a transactional outbox; Kafka was "
                              "rejected (four developers, nobody wants to babysit a cluster for ~50 events a second) "
                              "and Postgres LISTEN/NOTIFY was rejected (the planner is offline half the night and "
                              "would lose events).",
                 "decision", "user", ["JetStream", "outbox", ["Kafka", "LISTEN/NOTIFY"]]),
            fact("subject-names", "WMS event subjects are wms.<depot>.<aggregate>.<past-tense verb>, all lowercase, "
                                  "depot as the three-letter code (wms.tlb.picklist.completed, wms.tlb.stock.moved); "
                                  "no camelCase, no 'event' in the subject.",
                 "convention", "user", ["wms.<depot>", ["wms.tlb.picklist.completed", "wms.tlb.stock.moved",
                                                         "past-tense verb"]]),
            fact("stream-config", "The WMS_EVENTS stream (subjects wms.>) has 3 replicas and max age 7 days, not "
                                  "72h, because the EDI reconciliation replays a week of stock moves every Monday.",
                 "config", "user", ["WMS_EVENTS", ["7 days", "7d"]]),
            fact("relay-only", "Only the outbox relay publishes to WMS_EVENTS; no controller, request handler or "
                               "scheduled job publishes wms.* subjects directly; events go into the outbox table "
                               "inside the transaction.",
                 "rule", "user", ["outbox relay", ["WMS_EVENTS", "wms.*"], ["request handler", "directly"]],
                 remember=True),
        ],
        "optional": [
            opt("relay-config", "The outbox relay runs every 500 ms, up to 100 rows, with message id outbox-<id>.",
                ["500 ms", "outbox-<id>"]),
            opt("nats-cluster", "A 3-node NATS cluster with JetStream runs in the messaging namespace.",
                ["messaging"]),
        ],
        "questions": [
            q("Which event bus does wms-api publish to?", "NATS JetStream, through an outbox", ["event-bus"]),
            q("How are WMS event subjects named?",
              "wms.<depot>.<aggregate>.<past-tense verb>, all lowercase", ["subject-names"]),
            q("How long does the WMS_EVENTS stream keep messages?", "7 days", ["stream-config"]),
            q("What may publish wms.* subjects to WMS_EVENTS?", "only the outbox relay", ["relay-only"]),
        ],
    },
    {
        "id": "h39-cc-scanner-questions",
        "project": SCAN,
        "start": datetime(2026, 11, 5, 19, 10),
        "about": "only questions while reading scan-android (the Zebra handheld app): how DataWedge hands a scan to "
                 "the app, GS1-128 vs Code 128 and the SSCC (AI 00) check digit, singleTop and onNewIntent, what "
                 "Room's fallbackToDestructiveMigration does; near-miss 'adb's logcat filter syntax never sticks in "
                 "my head'; nothing decided or changed",
        "steps": [
            ("user", "I inherited the scanner app and I want to understand it before I touch it. first: how does a "
                     "scan get from the trigger into our code? I don't see any Zebra SDK in the dependencies"),
            bash("rg -n 'datawedge|DataWedge' app/src/main --max-count 3",
                 "app/src/main/AndroidManifest.xml:31:                <action android:name=\"nl.lindhout.scan.SCAN\" "
                 "/>\n"
                 "app/src/main/java/nl/lindhout/scan/ScanActivity.kt:48:        val data = intent.getStringExtra("
                 "\"com.symbol.datawedge.data_string\")\n"
                 "app/src/main/java/nl/lindhout/scan/ScanActivity.kt:49:        val type = intent.getStringExtra("
                 "\"com.symbol.datawedge.label_type\")\n"),
            ("assistant", "There is no SDK because the app uses DataWedge, the scanning service built into Zebra's "
                          "Android images. A DataWedge profile on the device is bound to this app; when the trigger "
                          "is pressed, DataWedge decodes the barcode and sends an Intent with the action "
                          "`nl.lindhout.scan.SCAN`. The decoded text is in the extra "
                          "`com.symbol.datawedge.data_string` and the symbology in "
                          "`com.symbol.datawedge.label_type` (for example `LABEL-TYPE-GS1-128`). The profile itself "
                          "is provisioned through the MDM, not in this repository."),
            ("user", "what's the difference between GS1-128 and plain Code 128? our parcel labels say GS1-128"),
            ("assistant", "GS1-128 is Code 128 with a rule on top: the first character after the start code is "
                          "FNC1, and the data is a series of GS1 Application Identifiers, each a short number in "
                          "brackets on the human-readable line followed by its value. On parcel labels the main one "
                          "is **(00)**, the SSCC: 18 digits identifying one logistic unit, a parcel or a pallet. "
                          "Plain Code 128 has no FNC1 and no structure, it's just characters."),
            ("user", "and how does the check digit of an SSCC work? the app rejects some scans with 'bad check "
                     "digit'"),
            ("assistant", "It's the GS1 mod-10 check. Take the first 17 digits; from the right, multiply them "
                          "alternately by 3 and 1 (the rightmost of the 17 gets 3); add it all up; the check digit "
                          "is what you add to reach the next multiple of 10. For 38712345600004321 the weighted sum "
                          "is 101, so the check digit is 9. A 'bad check digit' almost always means a damaged label "
                          "or a misread, which is why the app asks for a rescan instead of accepting it."),
            ("user", "ScanActivity is singleTop in the manifest and handles scans in onNewIntent. why not a "
                     "BroadcastReceiver?"),
            ("assistant", "DataWedge can deliver either way. With *Start Activity* delivery and `singleTop`, each "
                          "scan arrives in `onNewIntent` of the activity that's already on top, so the scan lands "
                          "exactly where the picker is looking. Without singleTop Android would stack a new "
                          "ScanActivity per scan. A broadcast receiver works too, but then the app has to route the "
                          "scan to whichever screen is active itself, and scans that arrive while the app is in the "
                          "background get handled anyway."),
            ("user", "last one. the item cache uses Room with fallbackToDestructiveMigration(). what does that "
                     "actually do on an update?"),
            ("assistant", "If the installed database's version has no migration path to the new version, Room drops "
                          "every table and recreates the schema, so all rows are gone. For a pure cache that can be "
                          "refilled from the server that's acceptable. For anything that holds data not yet sent "
                          "anywhere it would be data loss, so it should only ever be used on cache databases."),
            ("user", "got it. to watch the datawedge intents I'll need logcat, and adb's logcat filter syntax "
                     "never sticks in my head. tag and level?"),
            ("assistant", "`adb logcat -s DataWedge:D ScanActivity:V`: `-s` silences everything else, and each "
                          "`Tag:Level` pair lets that tag through from that level up (V, D, I, W, E)."),
            ("user", "perfect, that's enough for one evening"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
