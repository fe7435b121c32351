"""h52 Claude Code sessions, part a: telemetry-ingest, Tarnvale Water's Rust service that reads pumping-station and
reservoir telemetry from the Mosquitto broker into TimescaleDB. Duplicate readings after a replica scale-up, an
OPC UA bridge for the reservoir RTUs, and a review of a colleague's batched writer."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

INGEST = "/home/ilse/src/telemetry-ingest"

SESSIONS = [
    {
        "id": "h52-cc-ingest-mqtt-dupes",
        "project": INGEST,
        "start": datetime(2026, 11, 3, 8, 52),
        "branch": "fix/dupe-readings",
        "about": "telemetry-ingest: every pumping-station reading stored twice since Friday; first guess QoS 1 "
                 "redelivery ruled out (no reconnects); cause: StatefulSet scaled to 2 replicas, both subscribed to "
                 "the plain filter, fix $share/ingest shared subscription; unique index + ON CONFLICT DO NOTHING; "
                 "flat standing rule 'we never ack before the row is committed'; near-miss 'do you remember what "
                 "QoS…' (a question); one-off rename of the migration",
        "steps": [
            ("user", "morning. the coffee machine on floor 2 is dead again so I'm running on tea, be gentle. "
                     "problem: grafana shows the pumping station flow totals doubled since friday. PS-07 Hagby and "
                     "PS-12 Ekdal both look 2x, and the rows in timescale are literally duplicated, same ts same "
                     "value. can you dig?"),
            bash("psql -h tsdb01.tarnvale.local -U ingest_ro telemetry -c \"select station_id, tag, ts, value, "
                 "count(*) from readings where ts > now() - interval '1 hour' and station_id in ('PS-07','PS-12') "
                 "group by 1,2,3,4 having count(*) > 1 order by ts desc limit 10\"",
                 " station_id |    tag     |           ts           |  value  | count\n"
                 "------------+------------+------------------------+---------+-------\n"
                 " PS-12      | FLOW_OUT   | 2026-11-03 07:51:00+00 |   38.62 |     2\n"
                 " PS-12      | PRESS_DIS  | 2026-11-03 07:51:00+00 |    4.71 |     2\n"
                 " PS-07      | FLOW_OUT   | 2026-11-03 07:51:00+00 |   61.05 |     2\n"
                 " PS-07      | PRESS_DIS  | 2026-11-03 07:51:00+00 |    5.12 |     2\n"
                 " PS-07      | PUMP1_RUN  | 2026-11-03 07:51:00+00 |       1 |     2\n"
                 " PS-07      | PUMP2_RUN  | 2026-11-03 07:51:00+00 |       0 |     2\n"
                 " PS-12      | FLOW_OUT   | 2026-11-03 07:50:00+00 |   38.40 |     2\n"
                 " PS-12      | PRESS_DIS  | 2026-11-03 07:50:00+00 |    4.70 |     2\n"
                 " PS-07      | FLOW_OUT   | 2026-11-03 07:50:00+00 |   60.88 |     2\n"
                 " PS-07      | PRESS_DIS  | 2026-11-03 07:50:00+00 |    5.11 |     2\n"
                 "(10 rows)\n"),
            bash("psql -h tsdb01.tarnvale.local -U ingest_ro telemetry -Atc \"select date_trunc('day', ts) d, "
                 "count(*) filter (where c > 1) dup_keys, count(*) keys from (select station_id, tag, ts, count(*) c "
                 "from readings where ts > '2026-10-28' group by 1,2,3) x group by 1 order by 1\"",
                 "2026-10-28 00:00:00+00|0|1843210\n2026-10-29 00:00:00+00|0|1841977\n"
                 "2026-10-30 00:00:00+00|412|1844020\n2026-10-31 00:00:00+00|1838116|1838116\n"
                 "2026-11-01 00:00:00+00|1840552|1840552\n2026-11-02 00:00:00+00|1842901|1842901\n"
                 "2026-11-03 00:00:00+00|716340|716340\n"),
            ("assistant", "Confirmed: since 31 October every key (station, tag, ts) has exactly two rows, and on "
                          "30 October only 412 keys were doubled, which looks like the afternoon it started.\n\n"
                          "My first guess is MQTT redelivery. The gateways publish at QoS 1, which is "
                          "at-least-once: if the broker restarted or ingest's connection dropped, the broker "
                          "resends every in-flight message that wasn't acknowledged, and without a uniqueness "
                          "constraint the second copy becomes a second row. Let me look for reconnects in the "
                          "ingest logs and a restart on the broker."),
            ("user", "do you remember what QoS the gateways actually publish at? I had it in my head we moved them "
                     "to 2 at some point last year"),
            bash("sed -n '1,40p' deploy/gateways/ps-gateway.toml",
                 "# ps-gateway: one per pumping station cabinet, Modbus TCP -> MQTT\n"
                 "[station]\nid = \"${STATION_ID}\"\npoll_ms = 1000\n\n"
                 "[modbus]\nhost = \"192.168.10.2\"\nport = 502\nunit_id = 1\ntimeout_ms = 800\n\n"
                 "[mqtt]\nurl = \"mqtts://mqtt01.tarnvale.local:8883\"\nclient_id = \"psgw-${STATION_ID}\"\n"
                 "qos = 1\nretain = false\nkeepalive_s = 30\n"
                 "topic = \"tw/telemetry/ps/${STATION_ID}/{tag}\"\n"
                 "# qos 2 was tried in 2025-03 on PS-03 and reverted: the broker's inflight queue filled up\n"
                 "# during the GPRS outages and the gateway stalled\n\n"
                 "[buffer]\npath = \"/var/lib/psgw/spool\"\nmax_mb = 256\n"),
            ("assistant", "They're on QoS 1 (`qos = 1`). QoS 2 was tried on PS-03 in March 2025 and reverted, "
                          "per the comment in the file. So redelivery is possible in principle. Checking logs now."),
            bash("kubectl -n telemetry logs statefulset/ingest --all-containers --prefix --since=96h | "
                 "grep -E 'connect|subscrib|disconnect|started' | head -30",
                 "[pod/ingest-0/ingest] 2026-10-27T06:12:44Z INFO ingest: started version=1.14.2 replicas_hint=1\n"
                 "[pod/ingest-0/ingest] 2026-10-27T06:12:44Z INFO mqtt: connected broker=mqtt01.tarnvale.local:8883 "
                 "client_id=ingest-0 clean_session=false\n"
                 "[pod/ingest-0/ingest] 2026-10-27T06:12:44Z INFO mqtt: subscribed filter=tw/telemetry/# qos=1\n"
                 "[pod/ingest-0/ingest] 2026-10-30T14:31:09Z INFO ingest: started version=1.14.2 replicas_hint=2\n"
                 "[pod/ingest-0/ingest] 2026-10-30T14:31:09Z INFO mqtt: connected broker=mqtt01.tarnvale.local:8883 "
                 "client_id=ingest-0 clean_session=false\n"
                 "[pod/ingest-0/ingest] 2026-10-30T14:31:09Z INFO mqtt: subscribed filter=tw/telemetry/# qos=1\n"
                 "[pod/ingest-1/ingest] 2026-10-30T14:31:52Z INFO ingest: started version=1.14.2 replicas_hint=2\n"
                 "[pod/ingest-1/ingest] 2026-10-30T14:31:52Z INFO mqtt: connected broker=mqtt01.tarnvale.local:8883 "
                 "client_id=ingest-1 clean_session=false\n"
                 "[pod/ingest-1/ingest] 2026-10-30T14:31:52Z INFO mqtt: subscribed filter=tw/telemetry/# qos=1\n"),
            bash("ssh mqtt01.tarnvale.local 'journalctl -u mosquitto --since \"2026-10-29\" | "
                 "grep -Ei \"start|stop|ingest-\" | tail -12'",
                 "Oct 30 14:31:09 mqtt01 mosquitto[1187]: New client connected from 10.42.3.17:51022 as ingest-0 "
                 "(p2, c0, k30, u'ingest').\n"
                 "Oct 30 14:31:09 mqtt01 mosquitto[1187]: Client ingest-0 closed its connection.\n"
                 "Oct 30 14:31:09 mqtt01 mosquitto[1187]: New client connected from 10.42.3.22:40416 as ingest-0 "
                 "(p2, c0, k30, u'ingest').\n"
                 "Oct 30 14:31:52 mqtt01 mosquitto[1187]: New client connected from 10.42.5.9:33870 as ingest-1 "
                 "(p2, c0, k30, u'ingest').\n"
                 "-- no 'mosquitto version 2.0.18 starting' since Oct 12 --\n"),
            ("assistant", "Redelivery is out. The broker (Mosquitto 2.0.18) hasn't restarted since 12 October and "
                          "there are no reconnects after 30 October 14:31, and a redelivery would give sporadic "
                          "duplicates after a drop, not a second copy of every single message for four days.\n\n"
                          "What the logs do show: from 30 October 14:31 there are **two** pods, ingest-0 and "
                          "ingest-1 (`replicas_hint=2`), and both subscribe to the plain filter "
                          "`tw/telemetry/#`. With an ordinary subscription the broker delivers a copy of every "
                          "message to every subscriber, so both replicas insert every reading. That matches the "
                          "timing exactly (412 doubled keys on the 30th after 14:31, all of them from the 31st).\n\n"
                          "To make replicas split the stream instead of each getting all of it, they need an MQTT "
                          "shared subscription: `$share/ingest/tw/telemetry/#`. Mosquitto 2.0.18 supports "
                          "`$share/<group>/…` for MQTT 5 and 3.1.1 clients. Let me see where the second replica "
                          "came from."),
            bash("git log --oneline -5 -- deploy/k8s/ingest && git show 4e1a9c2 --stat && git show 4e1a9c2 -- "
                 "deploy/k8s/ingest/statefulset.yaml | tail -12",
                 "4e1a9c2 load test: scale ingest to 2\n9b02d71 ingest: bump to 1.14.2\n"
                 "61f0c3e ingest: memory limit 768Mi\n"
                 "commit 4e1a9c2\nAuthor: ilse <ilse@tarnvale-water.example>\nDate:   Thu Oct 30 14:29:51 2026\n\n"
                 "    load test: scale ingest to 2\n\n deploy/k8s/ingest/statefulset.yaml | 2 +-\n"
                 " 1 file changed, 1 insertion(+), 1 deletion(-)\n"
                 "@@ -7,7 +7,7 @@ metadata:\n spec:\n   serviceName: ingest\n-  replicas: 1\n+  replicas: 2\n"
                 "   selector:\n     matchLabels:\n       app: ingest\n"),
            ("user", "ugh. that was me, scaled it for the load test on thursday and forgot about it. ok: fix the "
                     "subscription and keep 2 replicas, we want them anyway for the winter. and I want the db to "
                     "refuse dupes as well, belt and braces"),
            tool("Edit", {"file_path": f"{INGEST}/src/mqtt.rs",
                          "old_string": "const TOPIC_FILTER: &str = \"tw/telemetry/#\";",
                          "new_string": "// Shared subscription: the broker hands each message to ONE member of the\n"
                                        "// `ingest` group, so replicas split the stream instead of duplicating it.\n"
                                        "const TOPIC_FILTER: &str = \"$share/ingest/tw/telemetry/#\";"},
                 "The file src/mqtt.rs has been updated."),
            tool("Write", {"file_path": f"{INGEST}/migrations/0019_readings_unique.sql",
                           "content": "-- remove the doubles written since 2026-10-30, then forbid them\n"
                                      "DELETE FROM readings a USING readings b\n"
                                      " WHERE a.ctid < b.ctid AND a.station_id = b.station_id AND a.tag = b.tag\n"
                                      "   AND a.ts = b.ts AND a.ts >= '2026-10-30';\n"
                                      "CREATE UNIQUE INDEX readings_station_tag_ts_uq\n"
                                      "    ON readings (station_id, tag, ts);\n"},
                 "File created successfully at: migrations/0019_readings_unique.sql"),
            tool("Edit", {"file_path": f"{INGEST}/crates/tsdb-writer/src/insert.rs",
                          "old_string": "INSERT INTO readings (station_id, tag, ts, value, quality) VALUES ",
                          "new_string": "INSERT INTO readings (station_id, tag, ts, value, quality) VALUES "
                                        "{rows} ON CONFLICT (station_id, tag, ts) DO NOTHING"},
                 "The file crates/tsdb-writer/src/insert.rs has been updated."),
            bash("cargo test --workspace 2>&1 | tail -25",
                 "   Compiling tsdb-writer v0.9.0 (/home/ilse/src/telemetry-ingest/crates/tsdb-writer)\n"
                 "   Compiling telemetry-ingest v1.14.3 (/home/ilse/src/telemetry-ingest)\n"
                 "    Finished `test` profile [unoptimized + debuginfo] target(s) in 41.82s\n"
                 "     Running unittests src/lib.rs (target/debug/deps/tsdb_writer-5c1e0a7f)\n"
                 "running 14 tests\n"
                 "test insert::tests::builds_multirow_values ... ok\n"
                 "test insert::tests::on_conflict_clause_present ... ok\n"
                 "test insert::tests::quality_defaults_to_good ... ok\n"
                 "test batch::tests::flushes_on_size ... ok\n"
                 "test batch::tests::flushes_on_timeout ... ok\n"
                 "test integration::duplicate_row_is_ignored ... ok\n"
                 "test integration::writes_and_reads_back ... ok\n"
                 "...\n"
                 "test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.07s\n"
                 "     Running unittests src/main.rs (target/debug/deps/telemetry_ingest-0b8d44e1)\n"
                 "running 9 tests\n"
                 "test mqtt::tests::topic_filter_is_shared ... ok\n"
                 "test mqtt::tests::parses_ps_topic ... ok\n"
                 "test mqtt::tests::parses_quality_suffix ... ok\n"
                 "...\n"
                 "test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n"),
            ("assistant", "Both changes are in and the tests pass:\n\n"
                          "1. `src/mqtt.rs` subscribes to `$share/ingest/tw/telemetry/#`, so with 2 replicas each "
                          "message goes to one of them.\n"
                          "2. Migration `0019_readings_unique.sql` deletes the doubles from 30 October on and "
                          "creates a unique index on `(station_id, tag, ts)`; the writer's insert now ends in "
                          "`ON CONFLICT (station_id, tag, ts) DO NOTHING`, so a repeated reading is dropped by the "
                          "database instead of stored.\n\n"
                          "While I was in `src/mqtt.rs` I noticed something that matters for the second point: "
                          "the event loop acknowledges each PUBLISH as soon as it is decoded (rumqttc's default "
                          "automatic acks), and the row goes to the batch writer afterwards. If Timescale is down "
                          "or the batch insert fails, those readings were already acked, the broker forgets them, "
                          "and they're lost. With the unique index in place we could switch to manual acks and "
                          "only ack after the insert, since a redelivered duplicate would now be harmless. Want "
                          "that?"),
            ("user", "yes, and honestly I'm surprised it isn't written down anywhere, because it's how this service "
                     "has to work: we never ack an MQTT message before its row is committed in Timescale. insert "
                     "fails -> message stays unacked -> broker redelivers -> and now the unique index eats the "
                     "duplicate. that's the whole point of QoS 1"),
            tool("Edit", {"file_path": f"{INGEST}/src/mqtt.rs",
                          "old_string": "let mut opts = MqttOptions::new(client_id, host, port);",
                          "new_string": "let mut opts = MqttOptions::new(client_id, host, port);\n"
                                        "// ack only after the batch containing the row is committed\n"
                                        "opts.set_manual_acks(true);"},
                 "The file src/mqtt.rs has been updated."),
            tool("Edit", {"file_path": f"{INGEST}/src/pipeline.rs",
                          "old_string": "writer.push(row).await?;",
                          "new_string": "writer.push(row, AckHandle::new(client.clone(), publish)).await?;\n"
                                        "// AckHandle::ack() is called by the writer after COMMIT of the batch"},
                 "The file src/pipeline.rs has been updated."),
            bash("cargo clippy --workspace -- -D warnings 2>&1 | tail -3 && cargo test --workspace 2>&1 | "
                 "grep 'test result'",
                 "    Checking telemetry-ingest v1.14.3 (/home/ilse/src/telemetry-ingest)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.40s\n"
                 "test result: ok. 16 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.21s\n"
                 "test result: ok. 10 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s\n"),
            ("assistant", "Manual acks are on: `set_manual_acks(true)`, and the writer calls `AckHandle::ack()` for "
                          "every message of a batch after its COMMIT. New test "
                          "`integration::no_ack_when_insert_fails` stops the database mid-batch and checks that "
                          "nothing was acked. Clippy is clean."),
            ("user", "rename the migration to 0019_readings_dedupe.sql, reads nicer"),
            bash("git mv migrations/0019_readings_unique.sql migrations/0019_readings_dedupe.sql && git status "
                 "--short",
                 "R  migrations/0019_readings_unique.sql -> migrations/0019_readings_dedupe.sql\n"
                 " M crates/tsdb-writer/src/insert.rs\n M crates/tsdb-writer/src/batch.rs\n M src/mqtt.rs\n"
                 " M src/pipeline.rs\n"),
            ("user", "ta. ship it to staging and check"),
            bash("make deploy ENV=staging && sleep 120 && psql -h tsdb-stg01.tarnvale.local -U ingest_ro telemetry "
                 "-Atc \"select count(*) filter (where c > 1), count(*) from (select station_id, tag, ts, count(*) c "
                 "from readings where ts > now() - interval '90 seconds' group by 1,2,3) x\"",
                 "sqlx migrate run --database-url $STAGING_DB\nApplied 19/migrate readings dedupe (2.911s)\n"
                 "kubectl -n telemetry rollout status statefulset/ingest\n"
                 "partitioned roll out complete: 2 new pods have been updated...\n"
                 "0|6212\n"),
            ("assistant", "Staging is clean: migration 19 applied, both pods rolled, and of the 6212 keys written "
                          "in the last 90 seconds none is doubled. ingest-0 and ingest-1 each log "
                          "`subscribed filter=$share/ingest/tw/telemetry/# qos=1` and split the messages roughly "
                          "half and half. Ready for prod whenever you are; the migration's DELETE on prod will "
                          "touch about 6.1 million rows, so I'd run it outside the morning peak."),
        ],
        "facts": [
            fact("dupes-cause", "Every reading was stored twice because ingest was scaled to 2 replicas and both "
                                "subscribed to the plain filter tw/telemetry/#; the fix is the shared subscription "
                                "$share/ingest/tw/telemetry/#, so each message goes to one replica. MQTT QoS 1 "
                                "redelivery was not the cause.",
                 "bugfix", "assistant", ["$share/ingest", "replicas"]),
            fact("unique-index", "The readings table has a unique index on (station_id, tag, ts) and the writer "
                                 "inserts with ON CONFLICT DO NOTHING, so duplicate readings are dropped.",
                 "config", "assistant", ["unique index", "ON CONFLICT"]),
            fact("two-replicas", "The ingest StatefulSet runs 2 replicas (kept for the winter).",
                 "config", "user", ["2 replicas"]),
            fact("ack-after-commit", "Standing rule for telemetry-ingest: never ack an MQTT message before its row "
                                     "is committed in Timescale (manual acks); a failed insert leaves the message "
                                     "unacked so the broker redelivers it.",
                 "rule", "user", ["ack", "committed"], remember=True),
        ],
        "optional": [
            opt("gateway-qos", "The pumping-station gateways publish at QoS 1; QoS 2 was tried in 2025 and reverted.",
                ["QoS 1"]),
            opt("broker-version", "The broker is Mosquitto 2.0.18 on mqtt01.", ["Mosquitto", "2.0.18"]),
        ],
        "questions": [
            q("Why were pumping-station readings stored twice?",
              "both ingest replicas subscribed to tw/telemetry/# without a shared subscription", ["dupes-cause"]),
            q("How does the database refuse duplicate readings?",
              "unique index on station_id, tag, ts and ON CONFLICT DO NOTHING", ["unique-index"]),
            q("When may ingest ack an MQTT message?", "only after its row is committed in Timescale",
              ["ack-after-commit"]),
        ],
    },
    {
        "id": "h52-cc-ingest-opcua-reservoirs",
        "project": INGEST,
        "start": datetime(2026, 11, 10, 13, 5),
        "branch": "feat/opcua-bridge",
        "about": "telemetry-ingest: reservoir RTUs speak OPC UA; three options, person answers a bare '2' "
                 "(separate opcua-bridge publishing to MQTT); assistant's config has security None, person states "
                 "Basic256Sha256 + SignAndEncrypt for any later session; publishing interval 5000 -> 60000 -> "
                 "30000 (final); proposal to move pumping stations to OPC UA left unanswered",
        "steps": [
            ("user", "hi! next on the board: reservoir levels. the five reservoirs (Kvarnberget, Storhöjden, Ekdal "
                     "high, Lindås, Norrby tower) got new RTUs in the summer and they expose OPC UA servers. none "
                     "of it reaches MQTT today, the operators read it on the SCADA screens only. how do we get it "
                     "into ingest? give me options, don't build anything yet"),
            bash("sed -n '1,30p' docs/architecture.md && grep -E '^(rumqttc|sqlx|tokio|opcua)' Cargo.toml",
                 "# telemetry-ingest architecture\n\n"
                 "```\n"
                 "ps-gateway (x31, Modbus->MQTT)  --mqtts-->  mqtt01 (Mosquitto)  -->  ingest (x2)  -->  tsdb01\n"
                 "                                                                          |\n"
                 "                                                                          +--> kafka (alarms only)\n"
                 "```\n\n"
                 "- ingest is a pure MQTT consumer. It knows topics and payloads, nothing about field protocols.\n"
                 "- Field protocols are the gateways' problem (Modbus TCP today).\n"
                 "- The SCADA historian (hist01) archives the same tags independently; the export to the\n"
                 "  reporting side is Deniz's historian-export service, every 5 minutes.\n\n"
                 "rumqttc = \"0.24\"\nsqlx = { version = \"0.8\", features = [\"postgres\", \"runtime-tokio\"] }\n"
                 "tokio = { version = \"1.41\", features = [\"full\"] }\n"),
            ("assistant", "Three ways, given that ingest is documented as a pure MQTT consumer:\n\n"
                          "**1. OPC UA client inside ingest** (the `opcua` crate). One binary, no new service. But "
                          "ingest would own OPC UA sessions, certificates, reconnects and subscriptions to five "
                          "RTUs, and it stops being a pure MQTT consumer; an RTU acting up could stall the process "
                          "that also handles the 31 pumping stations.\n\n"
                          "**2. A separate small bridge, `opcua-bridge`**, that keeps OPC UA subscriptions to the "
                          "five RTUs and publishes each value change to Mosquitto under "
                          "`tw/telemetry/reservoir/<site>/<tag>`. ingest doesn't change at all beyond a topic "
                          "parser; the bridge is the same role the ps-gateways play for Modbus.\n\n"
                          "**3. Pull from the SCADA historian export.** The historian already archives the "
                          "reservoir tags. Zero field work, but the export runs every 5 minutes, so levels arrive "
                          "5-10 minutes late, and we'd depend on another team's schedule.\n\n"
                          "I'd lean to 2."),
            ("user", "2"),
            bash("cargo new crates/opcua-bridge --bin && cd crates/opcua-bridge && cargo add opcua@0.12 "
                 "--features client && cargo add rumqttc@0.24 tokio@1.41 --features tokio/full && cargo add "
                 "serde toml tracing tracing-subscriber",
                 "    Creating binary (application) `opcua-bridge` package\n"
                 "      Adding `opcua-bridge` as member of workspace at `/home/ilse/src/telemetry-ingest`\n"
                 "    Updating crates.io index\n      Adding opcua v0.12.0 to dependencies\n"
                 "             Features:\n             + client\n             - server\n"
                 "      Adding rumqttc v0.24.0 to dependencies\n      Adding tokio v1.41.1 to dependencies\n"
                 "      Adding serde v1.0.214 to dependencies\n      Adding toml v0.8.19 to dependencies\n"
                 "      Adding tracing v0.1.40 to dependencies\n"
                 "      Adding tracing-subscriber v0.3.18 to dependencies\n"),
            tool("Write", {"file_path": f"{INGEST}/crates/opcua-bridge/config/reservoirs.toml",
                           "content": "[bridge]\n"
                                      "mqtt_url = \"mqtts://mqtt01.tarnvale.local:8883\"\n"
                                      "topic_prefix = \"tw/telemetry/reservoir\"\n"
                                      "publishing_interval_ms = 5000\n"
                                      "client_pki = \"/etc/opcua-bridge/pki\"\n\n"
                                      "[[endpoint]]\nsite = \"kvarnberget\"\n"
                                      "url = \"opc.tcp://10.40.12.21:4840\"\n"
                                      "security_policy = \"None\"\nsecurity_mode = \"None\"\n"
                                      "nodes = [\"ns=3;s=Level_m\", \"ns=3;s=Inflow_ls\", \"ns=3;s=Outflow_ls\"]\n\n"
                                      "[[endpoint]]\nsite = \"storhojden\"\n"
                                      "url = \"opc.tcp://10.40.14.21:4840\"\n"
                                      "security_policy = \"None\"\nsecurity_mode = \"None\"\n"
                                      "nodes = [\"ns=3;s=Level_m\", \"ns=3;s=Inflow_ls\", \"ns=3;s=Outflow_ls\"]\n\n"
                                      "# ekdal-high, lindas, norrby-tower: same shape, 10.40.{16,18,21}.21\n"},
                 "File created successfully at: crates/opcua-bridge/config/reservoirs.toml"),
            ("assistant", "Scaffolded `crates/opcua-bridge` (opcua 0.12 client, rumqttc, tokio) and a first "
                          "`config/reservoirs.toml` with the five endpoints, each subscribing to Level_m, Inflow_ls "
                          "and Outflow_ls, publishing every 5000 ms. I left security at None for now so we can talk "
                          "to the test rig without certificates first."),
            ("user", "whoa, no. security None, not even on the rig. and this one holds for any later session in "
                     "this repo as well: our OPC UA endpoints are always Basic256Sha256 with SignAndEncrypt. the "
                     "plant-network audit flags anything else and guess who gets the email"),
            tool("Edit", {"file_path": f"{INGEST}/crates/opcua-bridge/config/reservoirs.toml",
                          "old_string": "security_policy = \"None\"\nsecurity_mode = \"None\"",
                          "new_string": "security_policy = \"Basic256Sha256\"\nsecurity_mode = \"SignAndEncrypt\"",
                          "replace_all": True},
                 "The file crates/opcua-bridge/config/reservoirs.toml has been updated. All occurrences were "
                 "replaced."),
            tool("Edit", {"file_path": f"{INGEST}/crates/opcua-bridge/src/config.rs",
                          "old_string": "pub security_policy: String,",
                          "new_string": "pub security_policy: SecurityPolicy, // only Basic256Sha256 accepted\n"
                                        "    pub security_mode: MessageSecurityMode, // only SignAndEncrypt accepted"},
                 "The file crates/opcua-bridge/src/config.rs has been updated."),
            ("assistant", "Changed all five endpoints to `Basic256Sha256` / `SignAndEncrypt`, and the config loader "
                          "now refuses to start with any other policy or mode, so a None can't sneak back in "
                          "through a copy-pasted endpoint. The bridge needs its own client certificate under "
                          "`/etc/opcua-bridge/pki/own/cert.der`, and each RTU has to trust it; I'll generate a "
                          "CSR for the rig.\n\nOn the interval: I set `publishing_interval_ms = 5000` as a start."),
            ("user", "5s is silly for reservoirs, the levels move a few cm an hour. make it 60s"),
            tool("Edit", {"file_path": f"{INGEST}/crates/opcua-bridge/config/reservoirs.toml",
                          "old_string": "publishing_interval_ms = 5000",
                          "new_string": "publishing_interval_ms = 60000"},
                 "The file crates/opcua-bridge/config/reservoirs.toml has been updated."),
            ("assistant", "Set to 60000. One consideration before we settle it: Level_m is slow, but the same "
                          "subscription carries Outflow_ls, and nightflow's reservoir mass balance uses outflow at "
                          "15-minute resolution. At 60 s with a deadband the bridge may send only one or two "
                          "outflow values in a quiet 15-minute bucket, which makes the mean jumpy. 30 s would give "
                          "at least a few samples per bucket at little cost."),
            ("user", "hm ok fair, outflow matters for bartek's balance. 30s then, final answer"),
            tool("Edit", {"file_path": f"{INGEST}/crates/opcua-bridge/config/reservoirs.toml",
                          "old_string": "publishing_interval_ms = 60000",
                          "new_string": "publishing_interval_ms = 30000"},
                 "The file crates/opcua-bridge/config/reservoirs.toml has been updated."),
            bash("cargo run -p opcua-bridge -- --config crates/opcua-bridge/config/rig.toml 2>&1 | head -24",
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1m 12s\n"
                 "     Running `target/debug/opcua-bridge --config crates/opcua-bridge/config/rig.toml`\n"
                 "2026-11-10T13:41:02Z INFO opcua_bridge: loaded 1 endpoint(s) from rig.toml\n"
                 "2026-11-10T13:41:02Z INFO opcua::client: Connecting to opc.tcp://10.40.99.5:4840 "
                 "policy=Basic256Sha256 mode=SignAndEncrypt\n"
                 "2026-11-10T13:41:03Z WARN opcua::client::session: server certificate not in trusted store, "
                 "checking /etc/opcua-bridge/pki/trusted\n"
                 "2026-11-10T13:41:03Z INFO opcua::client::session: Session activated, id=ns=1;g=7c1d...\n"
                 "2026-11-10T13:41:03Z INFO opcua_bridge: subscription created site=rig "
                 "publishing_interval=30000ms items=3\n"
                 "2026-11-10T13:41:03Z INFO opcua_bridge: mqtt connected mqtts://mqtt-stg01.tarnvale.local:8883\n"
                 "2026-11-10T13:41:33Z INFO opcua_bridge: publish tw/telemetry/reservoir/rig/Level_m 4.382\n"
                 "2026-11-10T13:41:33Z INFO opcua_bridge: publish tw/telemetry/reservoir/rig/Inflow_ls 21.07\n"
                 "2026-11-10T13:41:33Z INFO opcua_bridge: publish tw/telemetry/reservoir/rig/Outflow_ls 18.94\n"
                 "2026-11-10T13:42:03Z INFO opcua_bridge: publish tw/telemetry/reservoir/rig/Level_m 4.383\n"
                 "2026-11-10T13:42:03Z INFO opcua_bridge: publish tw/telemetry/reservoir/rig/Outflow_ls 19.02\n"
                 "^C\n"),
            ("assistant", "Works against the rig: the session is Basic256Sha256 / SignAndEncrypt, the subscription "
                          "runs at 30000 ms, and values land on `tw/telemetry/reservoir/rig/<tag>`. ingest already "
                          "receives them through `$share/ingest/tw/telemetry/#`; I added a `reservoir` arm to the "
                          "topic parser so they're stored with `station_id` = the site name.\n\n"
                          "Longer term, once the bridge has run for a while, the pumping stations could move off "
                          "their Modbus gateways onto OPC UA too, and we'd have one field protocol instead of two."),
            ("user", "commit msg 'opcua-bridge: reservoir levels via OPC UA'. don't push yet, I want to show it at "
                     "standup first"),
            bash("git add -A crates/opcua-bridge src/topics.rs Cargo.toml Cargo.lock && git commit -m "
                 "'opcua-bridge: reservoir levels via OPC UA'",
                 "[feat/opcua-bridge 3f7e21b] opcua-bridge: reservoir levels via OPC UA\n"
                 " 9 files changed, 611 insertions(+), 2 deletions(-)\n"
                 " create mode 100644 crates/opcua-bridge/Cargo.toml\n"
                 " create mode 100644 crates/opcua-bridge/config/reservoirs.toml\n"
                 " create mode 100644 crates/opcua-bridge/config/rig.toml\n"
                 " create mode 100644 crates/opcua-bridge/src/config.rs\n"
                 " create mode 100644 crates/opcua-bridge/src/main.rs\n"
                 " create mode 100644 crates/opcua-bridge/src/subscribe.rs\n"),
            ("assistant", "Committed as 3f7e21b on feat/opcua-bridge, not pushed."),
        ],
        "facts": [
            fact("bridge-choice", "Reservoir RTU data (OPC UA) reaches ingest through a separate opcua-bridge service "
                                  "that publishes to MQTT; ingest stays a pure MQTT consumer (an OPC UA client inside "
                                  "ingest and the historian export were the other options).",
                 "decision", "user", ["opcua-bridge", "MQTT"]),
            fact("opcua-security", "OPC UA endpoints always use Basic256Sha256 with SignAndEncrypt, never security "
                                   "None, even on the test rig (the plant-network audit flags anything else).",
                 "rule", "user", ["Basic256Sha256", "SignAndEncrypt"], remember=True),
            fact("reservoir-interval", "The reservoir OPC UA subscriptions use publishing_interval_ms = 30000 (30 s), "
                                       "because nightflow's mass balance needs outflow samples per 15-minute bucket.",
                 "config", "user", ["publishing_interval_ms", "30000"]),
            fact("reservoir-topics", "Reservoir values are published to tw/telemetry/reservoir/<site>/<tag>.",
                 "config", "assistant", ["tw/telemetry/reservoir"]),
        ],
        "optional": [
            opt("interval-60000", "The reservoir interval was 5000, then 60000 ms before 30000.", ["60000"]),
            opt("client-pki", "The bridge's client certificate lives under /etc/opcua-bridge/pki.",
                ["/etc/opcua-bridge/pki"]),
        ],
        "questions": [
            q("How do reservoir levels get into ingest?", "a separate opcua-bridge that publishes to MQTT",
              ["bridge-choice"]),
            q("Which OPC UA security settings are required?", "Basic256Sha256 with SignAndEncrypt",
              ["opcua-security"]),
            q("What publishing interval do the reservoir subscriptions use?", "30000 ms", ["reservoir-interval"]),
        ],
    },
    {
        "id": "h52-cc-ingest-batch-review",
        "project": INGEST,
        "start": datetime(2026, 11, 18, 10, 20),
        "branch": "main",
        "about": "telemetry-ingest: reviewing a colleague's PR #231 (batched Timescale writer); convention said in "
                 "the reply to a review comment (thiserror in library crates, anyhow only in src/main.rs); metric "
                 "naming tw_ingest_*_total; bench table, 'go with 2000 / 500 ms'; another team's rule (SCADA "
                 "historian handover) explicitly not adopted; end-of-session summary",
        "steps": [
            ("user", "hey. reviewing deniz's PR #231, the batched writer with backpressure. can you go through the "
                     "diff first, I'll paste his replies as they come in"),
            bash("gh pr diff 231 | head -90",
                 "diff --git a/crates/tsdb-writer/src/batch.rs b/crates/tsdb-writer/src/batch.rs\n"
                 "new file mode 100644\n--- /dev/null\n+++ b/crates/tsdb-writer/src/batch.rs\n"
                 "@@ -0,0 +1,88 @@\n"
                 "+use anyhow::{Context, Result};\n"
                 "+use std::time::Duration;\n"
                 "+use tokio::sync::mpsc;\n"
                 "+use metrics::counter;\n"
                 "+\n"
                 "+const MAX_ROWS: usize = 500;\n"
                 "+const MAX_WAIT: Duration = Duration::from_millis(250);\n"
                 "+const CHANNEL_CAP: usize = 10_000;\n"
                 "+\n"
                 "+pub struct BatchWriter {\n"
                 "+    tx: mpsc::Sender<Pending>,\n"
                 "+}\n"
                 "+\n"
                 "+impl BatchWriter {\n"
                 "+    pub fn spawn(pool: PgPool) -> Self {\n"
                 "+        let (tx, rx) = mpsc::channel(CHANNEL_CAP);\n"
                 "+        tokio::spawn(run(pool, rx));\n"
                 "+        Self { tx }\n"
                 "+    }\n"
                 "+\n"
                 "+    /// Blocks (awaits) when the channel is full: that is the backpressure.\n"
                 "+    pub async fn push(&self, p: Pending) -> Result<()> {\n"
                 "+        self.tx.send(p).await.context(\"writer task gone\")\n"
                 "+    }\n"
                 "+}\n"
                 "+\n"
                 "+async fn run(pool: PgPool, mut rx: mpsc::Receiver<Pending>) {\n"
                 "+    let mut buf = Vec::with_capacity(MAX_ROWS);\n"
                 "+    loop {\n"
                 "+        let deadline = tokio::time::sleep(MAX_WAIT);\n"
                 "+        tokio::pin!(deadline);\n"
                 "+        loop {\n"
                 "+            tokio::select! {\n"
                 "+                Some(p) = rx.recv() => { buf.push(p); if buf.len() >= MAX_ROWS { break; } }\n"
                 "+                _ = &mut deadline => break,\n"
                 "+            }\n"
                 "+        }\n"
                 "+        if buf.is_empty() { continue; }\n"
                 "+        let n = buf.len();\n"
                 "+        flush(&pool, &mut buf).await.unwrap();\n"
                 "+        counter!(\"ingest_rows_written\").increment(n as u64);\n"
                 "+    }\n"
                 "+}\n"
                 "...\n"
                 "diff --git a/crates/tsdb-writer/Cargo.toml b/crates/tsdb-writer/Cargo.toml\n"
                 "@@ -9,6 +9,7 @@\n thiserror = \"1.0\"\n+anyhow = \"1.0\"\n metrics = \"0.23\"\n"),
            ("assistant", "Read through it. The structure is good: a bounded channel (10_000) so producers await "
                          "when Timescale is slow, which is real backpressure back to the MQTT loop, and a "
                          "size-or-deadline flush. Points I'd raise:\n\n"
                          "1. **`anyhow` in `tsdb-writer`.** It's a library crate; everything else under `crates/` "
                          "returns its own `thiserror` enum (`WriterError` already exists). With `anyhow::Result` "
                          "callers can't match on a connection error vs a constraint error.\n"
                          "2. **Metric name `ingest_rows_written`.** The other metrics in the repo look like "
                          "`tw_ingest_messages_received_total`; this one has no prefix and no `_total`.\n"
                          "3. **Batch size 500 rows / 250 ms.** Where do the numbers come from? Worth a bench run.\n"
                          "4. **`flush(...).await.unwrap()`** panics the writer task on the first failed insert, "
                          "after which every `push` fails with 'writer task gone'. With the manual acks from the "
                          "dedupe fix this should return the error and leave the batch unacked.\n"
                          "5. Minor: `Vec::with_capacity(MAX_ROWS)` is re-used, fine, but `buf.clear()` is missing "
                          "after the flush in the error path."),
            ("user", "posted 1-5 more or less like that. deniz replied on 1:\n\n"
                     "> **deniz**: why not anyhow everywhere? way less boilerplate, the historian-export repo does "
                     "it like that\n\n"
                     "my answer, put it on the PR as a reply to him: no. in this workspace the library crates "
                     "(everything under crates/) return thiserror enums so callers can match on them; anyhow only "
                     "in src/main.rs, for the top-level plumbing. that's the convention in this repo, other repos "
                     "can do what they like"),
            bash("gh api repos/tarnvale-water/telemetry-ingest/pulls/231/comments/88412/replies -f body=\"No: in "
                 "this workspace the library crates (everything under crates/) return thiserror enums so callers "
                 "can match on them; anyhow only in src/main.rs, for the top-level plumbing. That's the convention "
                 "in this repo; other repos can do what they like. WriterError in tsdb-writer already has the "
                 "variants you need (Connect, Insert, Closed).\" --jq .html_url",
                 "https://github.com/tarnvale-water/telemetry-ingest/pull/231#discussion_r88431\n"),
            ("user", "and on 2, reply: metrics here are tw_ingest_<what>_<unit or total>, so this one is "
                     "tw_ingest_rows_written_total. it's in the grafana queries that way"),
            bash("gh api repos/tarnvale-water/telemetry-ingest/pulls/231/comments/88413/replies -f body=\"Metrics "
                 "here are named tw_ingest_<what>_<unit or total>, so this one is tw_ingest_rows_written_total "
                 "(the Grafana queries expect that shape, e.g. tw_ingest_batch_flush_seconds).\" --jq .html_url",
                 "https://github.com/tarnvale-water/telemetry-ingest/pull/231#discussion_r88432\n"),
            ("user", "on 3 he says he guessed. what does the bench say? there's a criterion bench in "
                     "crates/tsdb-writer/benches"),
            bash("gh pr checkout 231 && cargo bench -p tsdb-writer --bench batch -- --quick 2>&1 | grep -E "
                 "'^(batch|  )' | head -40",
                 "Switched to branch 'deniz/batched-writer'\n"
                 "batch/rows=500,wait=250ms\n"
                 "                        time:   [12.118 ms 12.204 ms 12.311 ms]\n"
                 "                        thrpt:  [40.61 Kelem/s 40.97 Kelem/s 41.26 Kelem/s]\n"
                 "  flush latency p99: 0.31 s\n"
                 "batch/rows=1000,wait=500ms\n"
                 "                        time:   [11.402 ms 11.488 ms 11.590 ms]\n"
                 "                        thrpt:  [86.28 Kelem/s 87.05 Kelem/s 87.70 Kelem/s]\n"
                 "  flush latency p99: 0.58 s\n"
                 "batch/rows=2000,wait=500ms\n"
                 "                        time:   [16.771 ms 16.902 ms 17.040 ms]\n"
                 "                        thrpt:  [117.37 Kelem/s 118.33 Kelem/s 119.25 Kelem/s]\n"
                 "  flush latency p99: 0.61 s\n"
                 "batch/rows=5000,wait=1000ms\n"
                 "                        time:   [40.120 ms 40.388 ms 40.702 ms]\n"
                 "                        thrpt:  [122.85 Kelem/s 123.80 Kelem/s 124.63 Kelem/s]\n"
                 "  flush latency p99: 1.19 s\n"),
            ("assistant", "| rows / wait | throughput | flush p99 |\n|---|---|---|\n"
                          "| 500 / 250 ms | 41k rows/s | 0.31 s |\n| 1000 / 500 ms | 87k rows/s | 0.58 s |\n"
                          "| 2000 / 500 ms | 118k rows/s | 0.61 s |\n| 5000 / 1000 ms | 124k rows/s | 1.19 s |\n\n"
                          "Peak load from all 31 stations plus the reservoirs is around 35k rows/s after a GPRS "
                          "outage when the gateway spools flush, so 500 / 250 ms is cutting it close. 2000 rows "
                          "or 500 ms gets almost all of the throughput for the same latency as 1000; 5000 gains "
                          "5% and doubles the worst-case delay before an ack."),
            ("user", "go with 2000 / 500 ms. push it to his branch, he said it's fine"),
            tool("Edit", {"file_path": f"{INGEST}/crates/tsdb-writer/src/batch.rs",
                          "old_string": "const MAX_ROWS: usize = 500;\n"
                                        "const MAX_WAIT: Duration = Duration::from_millis(250);",
                          "new_string": "// 2000 rows or 500 ms, whichever first (bench in PR #231: 118k rows/s, "
                                        "p99 0.61 s)\nconst MAX_ROWS: usize = 2000;\n"
                                        "const MAX_WAIT: Duration = Duration::from_millis(500);"},
                 "The file crates/tsdb-writer/src/batch.rs has been updated."),
            ("user", "btw deniz also mentioned that the SCADA team never lets anyone restart the historian during "
                     "the 06:00 shift handover, and asked if we should put that on our deploy checklist. no, that's "
                     "their rule for their boxes, it has nothing to do with ingest deploys. just so you know why I "
                     "said no"),
            ("assistant", "Understood, nothing to add to the ingest checklist for that."),
            bash("cargo test -p tsdb-writer 2>&1 | grep 'test result' && git commit -am 'batch: 2000 rows / "
                 "500 ms (bench)' && git push",
                 "test result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.88s\n"
                 "[deniz/batched-writer 2b8c4d0] batch: 2000 rows / 500 ms (bench)\n 1 file changed, 3 "
                 "insertions(+), 2 deletions(-)\n"
                 "To github.com:tarnvale-water/telemetry-ingest.git\n   a91e3f2..2b8c4d0  deniz/batched-writer -> "
                 "deniz/batched-writer\n"),
            ("user", "ok that's it for now, he'll do the rest. quick wrap up pls"),
            ("assistant", "## Summary\n\n"
                          "**PR #231 (batched writer), review done:**\n"
                          "- Replied on the error-handling thread: library crates under `crates/` return "
                          "`thiserror` enums, `anyhow` only in `src/main.rs`.\n"
                          "- Replied on the metric thread: names follow `tw_ingest_<what>_<unit or total>`, so "
                          "`tw_ingest_rows_written_total`.\n"
                          "- Batch parameters set to **2000 rows or 500 ms** from the bench (118k rows/s, p99 "
                          "0.61 s); pushed as 2b8c4d0 to `deniz/batched-writer`.\n\n"
                          "**Left for Deniz:** the `unwrap()` on flush (return the error, leave the batch unacked) "
                          "and the missing `buf.clear()` in the error path.\n\n"
                          "**Not adopted:** the SCADA team's no-restart-during-handover rule, theirs only."),
        ],
        "facts": [
            fact("error-crates", "In the telemetry-ingest workspace, library crates under crates/ return thiserror "
                                 "enums so callers can match; anyhow is used only in src/main.rs.",
                 "convention", "user", ["thiserror", "anyhow"]),
            fact("metric-naming", "Metrics are named tw_ingest_<what>_<unit or total>, e.g. "
                                  "tw_ingest_rows_written_total.",
                 "convention", "user", ["tw_ingest_", "total"]),
            fact("batch-size", "The Timescale batch writer flushes at 2000 rows or 500 ms, whichever comes first "
                               "(bench: 118k rows/s, p99 0.61 s).",
                 "decision", "user", ["2000", ["500 ms", "500ms"]]),
        ],
        "optional": [
            opt("bounded-channel", "The batch writer uses a bounded channel of 10_000 entries as backpressure.",
                ["10_000"]),
        ],
        "questions": [
            q("Which error crates are used where in the ingest workspace?",
              "thiserror in library crates, anyhow only in src/main.rs", ["error-crates"]),
            q("How are ingest metrics named?", "tw_ingest_<what>_<unit or total>", ["metric-naming"]),
            q("What are the batch writer's flush limits?", "2000 rows or 500 ms", ["batch-size"]),
        ],
    },
]
