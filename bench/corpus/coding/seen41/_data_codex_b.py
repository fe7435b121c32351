"""h41 Codex sessions, part b: Grafana alert rules for ingestion lag (grid-observe), the MQTT bridge for the new
HES-East head-end (hes-bridge, Scala), and retention in the old TimescaleDB readings archive."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

OBSERVE = "/home/rui/work/grid-observe"
BRIDGE = "/home/tomas/work/hes-bridge"
ARCHIVE = "/home/rui/work/readings-archive"

SESSIONS = [
    {
        "id": "h41-cx-grafana-ingest-lag-alerts",
        "project": OBSERVE,
        "start": datetime(2026, 11, 11, 9, 45),
        "about": "grid-observe (Grafana alerting provisioned from YAML): ingest lag alert for meterflow; lettered "
                 "questions answered tersely 'a) 1m b) 15 min c) ticket till 07:00'; alert titles '<system>: "
                 "<symptom>' in lowercase, asked twice to store it; conditional rule: an alert that can page needs "
                 "a runbook_url to runbooks/<rule uid>.md; networks team's change freeze is theirs; closing summary",
        "steps": [
            ("user", "we have no alert when meterflow falls behind. last week HES-South stalled for 3 hours and we "
                     "found out from the billing-prep check. add one"),
            shell("ls provisioning/alerting/ && sed -n 1,25p provisioning/alerting/meterflow.yaml",
                  "billing.yaml\ncontact-points.yaml\nmeterflow.yaml\npolicies.yaml\n"
                  "apiVersion: 1\ngroups:\n  - orgId: 1\n    name: meterflow\n    folder: ingest\n"
                  "    interval: 5m\n    rules:\n      - uid: mf-consumer-down\n        title: MeterflowConsumerDown\n"
                  "        condition: C\n        for: 2m\n        labels: { severity: page }\n"),
            ("assistant", "The lag is exported as `meterflow_ingest_lag_seconds` per head-end (now minus the newest "
                          "read_at written). Three questions before I write the rule:\n\n"
                          "a) The group's evaluation interval is 5m. Keep it, or 1m so the alert reacts faster?\n"
                          "b) Threshold: how far behind before it fires, 15 minutes or 30 minutes?\n"
                          "c) At night should it page the on-call, or open a ticket that waits for the morning?"),
            ("user", "a) 1m b) 15 min c) ticket till 07:00"),
            ("user", "and store this for next time: alert titles are '<system>: <symptom>' all lowercase, like "
                     "'meterflow: ingest lag'. the PascalCase ones are old, rename MeterflowConsumerDown while you're "
                     "there"),
            shell("apply_patch < /tmp/ingest-lag.patch && sed -n '/mf-ingest-lag/,/runbook_url/p' "
                  "provisioning/alerting/meterflow.yaml",
                  "Success. Updated the following files:\nM provisioning/alerting/meterflow.yaml\n"
                  "M provisioning/alerting/policies.yaml\n"
                  "      - uid: mf-ingest-lag\n        title: 'meterflow: ingest lag'\n"
                  "        condition: C\n"
                  "        data: [ max by (hes) (meterflow_ingest_lag_seconds) > 900 ]\n"
                  "        for: 5m\n"
                  "        labels: { severity: page, night: ticket }\n"
                  "        annotations:\n"
                  "          runbook_url: https://grafana.tidewell.internal/d/runbooks/mf-ingest-lag\n"),
            ("assistant", "The rule fires when any head-end is more than 900 s (15 minutes) behind for 5m; group "
                          "interval is now 1m. The notification policy routes it to the on-call page from 07:00 to "
                          "22:00 and to a GRID ticket between 22:00 and 07:00. MeterflowConsumerDown is now "
                          "'meterflow: consumer down'."),
            ("user", "the runbook link should be to the repo, not grafana. and make it a rule in CI: if an alert "
                     "can page, at any hour, it must have a runbook_url pointing to runbooks/<rule uid>.md in this "
                     "repo, and the file must exist. fail the lint otherwise"),
            shell("apply_patch < /tmp/runbook-lint.patch && python scripts/lint_alerts.py provisioning/alerting",
                  "Success. Updated the following files:\nM provisioning/alerting/meterflow.yaml\n"
                  "A runbooks/mf-ingest-lag.md\nA scripts/lint_alerts.py\nM .gitlab-ci.yml\n"
                  "billing.yaml: bill-run-stuck: severity page, runbooks/bill-run-stuck.md missing\n1 problem\n"),
            ("user", "write a stub for bill-run-stuck, Priya fills it in. oh and the networks team has a change "
                     "freeze on their grafana folders until the 1st, that's their freeze, our folders aren't in it"),
            shell("printf '# bill-run-stuck\\n\\nTODO(priya)\\n' > runbooks/bill-run-stuck.md && python "
                  "scripts/lint_alerts.py provisioning/alerting",
                  "0 problems\n"),
            ("user", "and again so it sticks, because people keep doing PascalCase: titles are '<system>: "
                     "<symptom>', lowercase, always"),
            shell("rg -n 'title:' provisioning/alerting/*.yaml",
                  "provisioning/alerting/billing.yaml:9:        title: 'billing: bill run stuck'\n"
                  "provisioning/alerting/meterflow.yaml:8:        title: 'meterflow: consumer down'\n"
                  "provisioning/alerting/meterflow.yaml:21:        title: 'meterflow: ingest lag'\n"),
            shell("git add -A && git commit -qm 'meterflow: ingest lag alert; runbook lint for paging alerts' && git "
                  "log -1 --oneline",
                  "7c3b5d2 meterflow: ingest lag alert; runbook lint for paging alerts\n"),
            ("assistant", "Committed. Summary of what's in place now:\n\n"
                          "- 'meterflow: ingest lag' fires when a head-end is over 15 minutes behind for 5m, "
                          "evaluated every 1m.\n"
                          "- It pages between 07:00 and 22:00 and opens a GRID ticket at night.\n"
                          "- All titles follow '<system>: <symptom>' in lowercase; the old PascalCase one is "
                          "renamed.\n"
                          "- Any alert that can page needs a runbook_url to runbooks/<rule uid>.md, and "
                          "scripts/lint_alerts.py fails CI if the file is missing; bill-run-stuck has a stub for "
                          "Priya."),
        ],
        "facts": [
            fact("ingest-lag-alert", "The 'meterflow: ingest lag' alert fires when a head-end is more than 15 minutes "
                                     "(900 s) behind for 5m; the meterflow alert group is evaluated every 1m.",
                 "config", "user", ["ingest lag", ["15 minutes", "900"], "1m"]),
            fact("night-ticket", "Between 22:00 and 07:00 the ingest lag alert opens a GRID ticket instead of paging "
                                 "on-call.",
                 "config", "user", ["07:00", "ticket"]),
            fact("alert-titles", "Grafana alert titles are '<system>: <symptom>', all lowercase (e.g. 'meterflow: "
                                 "ingest lag'); no PascalCase.",
                 "convention", "user", ["<system>: <symptom>", "lowercase"], remember=True),
            fact("runbook-rule", "If an alert can page at any hour, it must have a runbook_url pointing to "
                                 "runbooks/<rule uid>.md in grid-observe and the file must exist; "
                                 "scripts/lint_alerts.py fails CI otherwise.",
                 "rule", "user", ["runbook_url", "runbooks/<rule uid>.md", ["page", "lint_alerts"]]),
        ],
        "optional": [
            opt("lag-metric", "Ingest lag is exported as meterflow_ingest_lag_seconds per head-end.",
                ["meterflow_ingest_lag_seconds"]),
        ],
        "questions": [
            q("When does the meterflow ingest lag alert fire?", "when a head-end is more than 15 minutes behind "
              "for 5m", ["ingest-lag-alert"]),
            q("What happens to the ingest lag alert at night?", "it opens a GRID ticket until 07:00",
              ["night-ticket"]),
            q("How are Grafana alert titles written?", "'<system>: <symptom>', all lowercase", ["alert-titles"]),
            q("What does an alert that can page need?", "a runbook_url to runbooks/<rule uid>.md, and the file must "
              "exist", ["runbook-rule"]),
        ],
    },
    {
        "id": "h41-cx-hes-bridge-east-mqtt",
        "project": BRIDGE,
        "start": datetime(2026, 11, 13, 11, 0),
        "about": "hes-bridge (Scala, Alpakka MQTT): connecting the new HES-East head-end's EMQX broker on port 8883 "
                 "and forwarding to the AMQP exchange readings.in; QoS 1 with a persistent session (clean session "
                 "off); keepalive 60 s, then 20 s after idle disconnects at 30 s; topic layout hes/<hes-name>/<msn>/"
                 "readings; remember asked as a question: client cert expires every 90 days, renewal via cert-renew "
                 "is on us; deferred idea of MQTT 5 shared subscriptions",
        "steps": [
            ("user", "HES-East goes live on the 1st of december. they publish readings over MQTT on their EMQX "
                     "broker, mqtts on 8883, client certs. we need hes-bridge to subscribe and forward into "
                     "readings.in like the others"),
            shell("ls src/main/scala/tidewell/bridge/ && sed -n 1,20p src/main/resources/application.conf",
                  "AmqpSink.scala\nBridgeApp.scala\nHesSouthSource.scala\n"
                  "bridge {\n  amqp { uri = ${AMQP_URI}, exchange = \"readings.in\" }\n"
                  "  hes-south { kind = \"sftp-poll\", interval = 5m }\n}\n"),
            ("assistant", "HES-South is polled over SFTP, so this is the first MQTT source. With Alpakka MQTT "
                          "Streaming I'd subscribe with QoS 1 (at least once; meterflow already dedupes in "
                          "readings_raw) and a persistent session, clean session off, so the broker keeps our "
                          "messages while a pod restarts. Keepalive 60 s as a starting point. What topics does "
                          "HES-East publish on?"),
            ("user", "they publish on whatever we tell them. make it hes/<hes-name>/<msn>/readings, so "
                     "hes/east/<msn>/readings here. and that's the layout for any MQTT head-end we add later, events "
                     "go to hes/<hes-name>/<msn>/events"),
            shell("apply_patch < /tmp/hes-east-source.patch && sbt -batch compile 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nA src/main/scala/tidewell/bridge/HesEastSource.scala\n"
                  "M src/main/resources/application.conf\n[success] Total time: 41 s\n"),
            shell("sed -n '/hes-east/,/}/p' src/main/resources/application.conf",
                  "  hes-east {\n    kind = \"mqtt\"\n    broker = \"ssl://mqtt.hes-east.example-hes.net:8883\"\n"
                  "    topic = \"hes/east/+/readings\"\n    qos = 1\n    clean-session = false\n"
                  "    keepalive = 60s\n    client-id = \"tw-hes-bridge-\"${POD_NAME}\n  }\n"),
            shell("sbt -batch 'it:testOnly *HesEastSmoke*' 2>&1 | grep -E 'disconnect|PASSED|FAILED' | head -n 5",
                  "[info] broker closed connection: idle timeout (30s) after 30.02s\n"
                  "[info] reconnect 1, resubscribed hes/east/+/readings\n"
                  "[info] broker closed connection: idle timeout (30s) after 30.01s\n"
                  "[info] HesEastSmoke: FAILED (4 disconnects in 2m, 17 messages redelivered)\n"),
            ("assistant", "Their broker cuts idle connections after 30 s, and our keepalive of 60 s means a PINGREQ "
                          "only every 60 s, so between bursts of readings the connection goes idle and is closed. "
                          "The keepalive has to be under 30 s."),
            ("user", "20 seconds then"),
            shell("sed -i 's/keepalive = 60s/keepalive = 20s/' src/main/resources/application.conf && sbt -batch "
                  "'it:testOnly *HesEastSmoke*' 2>&1 | grep -E 'disconnect|PASSED|FAILED'",
                  "[info] HesEastSmoke: PASSED (0 disconnects in 10m, 1204 messages)\n"),
            ("user", "could you hang on to this for later sessions? our client cert for HES-East expires every 90 "
                     "days and renewing it is on us, not them: the cert-renew job in this repo. if it lapses their "
                     "broker just refuses us"),
            ("assistant", "Will do. The cert-renew CronJob in deploy/ currently renews certificates 14 days before "
                          "expiry and posts to #grid-ingest; HES-East's cert needs adding to its list."),
            shell("apply_patch < /tmp/cert-renew-east.patch && git add -A && git commit -qm 'hes-east: MQTT source, "
                  "QoS 1, persistent session, keepalive 20s; cert-renew covers the HES-East client cert' && git log "
                  "-1 --oneline",
                  "Success. Updated the following files:\nM deploy/cert-renew/certs.yaml\n"
                  "2e6a8f4 hes-east: MQTT source, QoS 1, persistent session, keepalive 20s; cert-renew covers the "
                  "HES-East client cert\n"),
            ("user", "at some point we could look at MQTT 5 shared subscriptions to spread HES-East over the pods. "
                     "not for go-live, one pod is plenty for now"),
        ],
        "facts": [
            fact("east-keepalive", "hes-bridge's HES-East MQTT keepalive is 20 seconds (first 60 s; their broker "
                                   "closes idle connections after 30 s).",
                 "config", "user", ["keepalive", ["20s", "20 seconds"]]),
            fact("east-qos", "hes-bridge subscribes to HES-East with QoS 1 and a persistent session (clean session "
                             "off); meterflow dedupes the at-least-once copies.",
                 "decision", "assistant", ["QoS 1", ["clean session", "clean-session", "persistent session"]]),
            fact("mqtt-topics", "MQTT head-ends publish readings on hes/<hes-name>/<msn>/readings and events on "
                                "hes/<hes-name>/<msn>/events (hes/east/<msn>/readings for HES-East).",
                 "convention", "user", ["hes/<hes-name>/<msn>/readings", "events"]),
            fact("east-cert", "The HES-East client cert expires every 90 days and renewing it is on Tidewell, via the "
                              "cert-renew job in hes-bridge; if it lapses their broker refuses the connection.",
                 "fact", "user", ["90 days", "cert-renew"], remember=True),
            fact("east-golive", "HES-East goes live on 1 December 2026 and publishes readings over MQTT.",
                 "fact", "user", ["HES-East", "1st of december"]),
        ],
        "optional": [
            opt("east-port", "HES-East's EMQX broker is mqtts on port 8883; hes-bridge forwards into the AMQP "
                             "exchange readings.in.", ["8883"]),
            opt("cert-renew-window", "cert-renew renews certificates 14 days before expiry and posts to "
                                     "#grid-ingest.", ["14 days"]),
        ],
        "questions": [
            q("What MQTT keepalive does hes-bridge use for HES-East?", "20 seconds", ["east-keepalive"]),
            q("Which topic do MQTT head-ends publish readings on?", "hes/<hes-name>/<msn>/readings",
              ["mqtt-topics"]),
            q("Who renews the HES-East client cert, and how often does it expire?",
              "us, via the cert-renew job; it expires every 90 days", ["east-cert"]),
        ],
    },
    {
        "id": "h41-cx-archive-timescale-retention",
        "project": ARCHIVE,
        "start": datetime(2026, 11, 17, 13, 20),
        "about": "readings-archive (TimescaleDB): the disk is at 91%; compression after 7 days (was none), retention "
                 "26 months on the raw hypertable to match ClickHouse; 'will matter in later sessions' statement: "
                 "the 7-year legal copy is readings_cold in ClickHouse on the S3 disk, not this archive despite its "
                 "name; the data platform team's bucket janitor is their rule; speculation about dropping "
                 "Timescale entirely, not decided",
        "steps": [
            ("user", "readings-archive disk alert, 91%. what's eating it"),
            shell("psql \"$ARCHIVE_URL\" -Atc \"SELECT hypertable_name, pg_size_pretty(hypertable_size(format('%I', "
                  "hypertable_name)::regclass)) FROM timescaledb_information.hypertables\"; psql \"$ARCHIVE_URL\" "
                  "-Atc \"SELECT count(*), min(range_start)::date FROM timescaledb_information.chunks WHERE "
                  "hypertable_name = 'readings'\"",
                  "readings|3712 GB\nevents|88 GB\n1461|2022-11-17\n"),
            shell("psql \"$ARCHIVE_URL\" -Atc \"SELECT * FROM timescaledb_information.jobs WHERE hypertable_name = "
                  "'readings'\"",
                  "1002|Refresh Continuous Aggregate Policy [1002]|...|daily_kwh\n"),
            ("assistant", "`readings` is 3.7 TB in 1,461 daily chunks going back to November 2022, uncompressed, and "
                          "there's no compression or retention policy on it, only the continuous aggregate refresh. "
                          "Two policies would fix it: compression for chunks older than a few days (half-hourly "
                          "readings usually compress 10-20x) and a retention policy dropping old chunks."),
            ("user", "what's the legal requirement again, 7 years? we can't drop those"),
            shell("rg -n -i 'retention|7 years|readings_cold' ../meterflow/docs/ ../meterflow/migrations/ | head -n 5",
                  "../meterflow/docs/storage.md:12:Billing-relevant reads are kept 7 years (licence condition "
                  "21B).\n"
                  "../meterflow/docs/storage.md:14:The 7-year copy is readings_cold (ClickHouse, s3_cold disk); "
                  "readings_raw keeps 26 months.\n"
                  "../meterflow/migrations/0030_readings_raw_ttl.sql:2:TTL read_at + INTERVAL 26 MONTH\n"),
            ("assistant", "The 7-year requirement is met by `readings_cold` in ClickHouse on the `s3_cold` disk, "
                          "according to meterflow's docs/storage.md. readings_raw keeps 26 months. So this archive "
                          "doesn't need to keep more than the hot ClickHouse table does."),
            ("user", "right. this will matter in later sessions so get it straight: the 7 year copy is readings_cold "
                     "in clickhouse on the S3 disk. this timescale thing is NOT the archive, whatever the repo is "
                     "called. nobody restores from it"),
            ("user", "so: compress after 7 days, drop after 26 months, same as readings_raw"),
            shell("psql \"$ARCHIVE_URL\" -c \"ALTER TABLE readings SET (timescaledb.compress, "
                  "timescaledb.compress_segmentby = 'mpan', timescaledb.compress_orderby = 'read_at DESC')\" -c "
                  "\"SELECT add_compression_policy('readings', INTERVAL '7 days')\" -c \"SELECT "
                  "add_retention_policy('readings', INTERVAL '26 months')\"",
                  "ALTER TABLE\n add_compression_policy \n------------------------\n 1004\n"
                  " add_retention_policy \n----------------------\n 1005\n"),
            ("assistant", "Both policies are in (jobs 1004 and 1005), segmenting compression by mpan. The first "
                          "retention run drops the chunks before September 2024 and the compression job works "
                          "through the rest over the next days."),
            ("user", "fine. also the data platform people have a janitor that deletes S3 buckets without an owner tag "
                     "after 30 days. their rule, their buckets, not ours to enforce, just so you know why the old "
                     "export bucket vanished. and honestly maybe we drop timescale entirely next year, it's only the "
                     "old grafana boards that read it. not deciding that now"),
            shell("cat > migrations/0012_compression_retention.sql <<'EOF'\n-- compress after 7 days, drop after 26 "
                  "months (same as ClickHouse readings_raw)\nEOF\ngit add -A && git commit -qm 'readings: compress "
                  "after 7 days, retention 26 months' && git log -1 --oneline",
                  "d8814ab readings: compress after 7 days, retention 26 months\n"),
        ],
        "facts": [
            fact("archive-policies", "The readings-archive readings hypertable is compressed after 7 days "
                                     "(segmentby mpan) and chunks are dropped after 26 months, the same retention "
                                     "as ClickHouse readings_raw.",
                 "config", "user", ["7 days", "26 months", ["compress", "compression"]]),
            fact("cold-copy", "The 7-year legal copy of billing-relevant reads is readings_cold in ClickHouse on the "
                              "S3 (s3_cold) disk; the TimescaleDB readings-archive is not the archive and nobody "
                              "restores from it.",
                 "fact", "user", ["readings_cold", ["7 year", "7-year"], "S3"], remember=True),
        ],
        "optional": [
            opt("compress-segmentby", "readings-archive compression segments by mpan, ordered by read_at DESC.",
                ["segmentby"]),
            opt("licence-21b", "The 7-year retention comes from licence condition 21B.", ["21B"]),
            opt("timescale-readers", "Only the old Grafana boards read the TimescaleDB archive.",
                ["grafana boards"]),
        ],
        "questions": [
            q("Where is the 7-year copy of readings kept?", "readings_cold in clickhouse on the S3 disk",
              ["cold-copy"]),
            q("When are readings-archive chunks compressed and dropped?", "compress after 7 days, drop after 26 "
              "months", ["archive-policies"]),
            q("Can we restore old readings from the TimescaleDB readings-archive?",
              "no, it is not the archive, nobody restores from it", ["cold-copy"]),
        ],
    },
]
