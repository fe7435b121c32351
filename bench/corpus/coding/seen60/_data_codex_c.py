"""h60 Codex sessions, part c: publishing the roster to the crew app over Kafka (roster-opt), standard passenger
masses in dispatch's weight and balance, and a TLS handshake failure on acars-gw's provider link after a
certificate rotation."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

ROSTER = "/home/ines/src/roster-opt"
DISPATCH = "/home/tomek/work/dispatch"
ACARS = "/home/tomek/work/acars-gw"


def _publish_log() -> str:
    lines = ["2026-11-06 10:02:11 INFO  RosterPublisher - publishing period 2026-12 (crew=312, duties=4127)"]
    for i in range(12):
        lines.append(f"2026-11-06 10:02:{12 + i:02d} DEBUG RosterSerializer - chunk {i + 1}/12 serialized "
                     f"({180 + i * 3} kB)")
    lines += ["2026-11-06 10:02:25 INFO  RosterPublisher - snapshot size 2,341,907 bytes, sending to roster.published.v1",
              "2026-11-06 10:02:26 ERROR KafkaProducer - [Producer clientId=roster-opt-1] Error sending record: "
              "org.apache.kafka.common.errors.RecordTooLargeException: The message is 2341990 bytes when serialized "
              "which is larger than 1048576, which is the value of the max.request.size configuration.",
              "2026-11-06 10:02:26 ERROR RosterPublisher - publish failed, period 2026-12 NOT published"]
    return "\n".join(lines) + "\n"


def _tls_log() -> str:
    lines = []
    for i in range(10):
        lines.append(f"2026-11-24T02:0{i}:00Z INFO provider link connect attempt={i + 1} host=dl-gw.provider.example:7443")
        lines.append(f"2026-11-24T02:0{i}:00Z ERROR provider link tls: failed to verify certificate: x509: "
                     "certificate signed by unknown authority (possibly because of \"crypto/rsa: verification error\" "
                     "while trying to verify candidate authority certificate \"Skerrow Issuing CA 2\")")
    lines.append("2026-11-24T02:10:00Z WARN provider link down for 10m, 0 messages delivered, backlog at provider=412")
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h60-cx-roster-publish",
        "project": ROSTER,
        "start": datetime(2026, 11, 6, 9, 50),
        "branch": "feat/publish-v2",
        "about": "roster-opt: publishing the December roster to the crew app over Kafka; person first wants one full "
                 "snapshot, reverses to one message per crew member keyed by crew id after RecordTooLargeException; "
                 "topic roster.published.v2; standing rule said as a complaint (no publishing after 14:00 on a "
                 "Friday); raising max.message.bytes proposed and declined",
        "steps": [
            ("user", "hello. december roster has to go out to the crew app today and the publish job died. log "
                     "attached below, i think kafka is just being kafka"),
            shell("grep -E 'RosterPublisher|RosterSerializer|KafkaProducer' logs/roster-opt.log | tail -20",
                  _publish_log()),
            ("assistant", "It's not flakiness: the publisher sends the whole period as one snapshot of 2.3 MB and "
                          "the producer's `max.request.size` (and the topic's `max.message.bytes`) is 1 MB, so "
                          "Kafka refuses it with `RecordTooLargeException`. November's roster was 0.9 MB, just "
                          "under. Two ways out:\n\n"
                          "1. Raise `max.request.size` / `max.message.bytes` to e.g. 5 MB and keep the single "
                          "snapshot.\n"
                          "2. Publish one message per crew member, keyed by crew id, each with that person's duties "
                          "for the period. Each message is a few kB; the crew app only ever needs one person's "
                          "roster anyway."),
            ("user", "let's just do 1, the app team parses the snapshot already and I don't want to change their "
                     "side on publish day"),
            shell("kafka-configs.sh --bootstrap-server kel-kafka-01:9092 --describe --entity-type topics "
                  "--entity-name roster.published.v1",
                  "Dynamic configs for topic roster.published.v1 are:\n"
                  "  retention.ms=2592000000 sensitive=false\n"
                  "  max.message.bytes=1048588 sensitive=false\n"),
            ("assistant", "Before I change it: the same cluster carries acars-gw's topics, and the broker-wide "
                          "`replica.fetch.max.bytes` is 1 MB too, so a 5 MB record would also need a broker config "
                          "change and a rolling restart of kel-kafka-01..03. Not a publish-day change, I'd say."),
            ("user", "ugh. ok no, forget 1 then. per crew member, keyed by crew id. i'll ping the app team, they "
                     "said months ago they'd prefer it anyway. new topic so the old consumers don't choke"),
            shell("kafka-topics.sh --bootstrap-server kel-kafka-01:9092 --create --topic roster.published.v2 "
                  "--partitions 6 --replication-factor 3 --config retention.ms=2592000000",
                  "Created topic roster.published.v2.\n"),
            shell("apply_patch <<'PATCH'\n*** Update File: src/main/kotlin/no/skerrow/roster/publish/RosterPublisher.kt\n"
                  "-        producer.send(ProducerRecord(\"roster.published.v1\", period.id, snapshot(period)))\n"
                  "+        for (crew in period.crew) {\n"
                  "+            producer.send(ProducerRecord(\"roster.published.v2\", crew.id, crewRoster(period, crew)))\n"
                  "+        }\nPATCH\n./gradlew test -q --tests '*Publish*' 2>&1 | tail -3",
                  "Success. Updated the following files:\nM src/main/kotlin/no/skerrow/roster/publish/RosterPublisher.kt\n"
                  "RosterPublisherTest > one record per crew member keyed by crew id PASSED\n"
                  "RosterPublisherTest > largest record under 64 kB PASSED\n"),
            ("assistant", "Publisher now sends one record per crew member to `roster.published.v2` (6 partitions, "
                          "30-day retention), key = crew id. Largest record in the December data: 11 kB. Shall I run "
                          "the publish for 2026-12 now?"),
            ("user", "what time is it. 13:20? ok go, quick. and honestly, how often do i have to say this, every "
                     "time someone 'just quickly' publishes on a friday afternoon we get 40 calls to crew control "
                     "over the weekend: no roster gets published after 14:00 on a friday. ever. today is thursday so "
                     "we're fine"),
            shell("./gradlew run -q --args='publish --period 2026-12' 2>&1 | tail -3",
                  "10:21:07 INFO RosterPublisher - published 312 records to roster.published.v2 (period 2026-12)\n"
                  "10:21:07 INFO RosterPublisher - max record 11.2 kB, total 1.9 MB\n"),
            ("assistant", "Published: 312 records, one per crew member. (The log clock is UTC.) I also added a "
                          "guard to the publish command that refuses to run after 14:00 base-local on Fridays "
                          "unless `--i-know-its-friday` is passed. Or should it refuse outright?"),
            ("user", "outright. no flag"),
            shell("sed -i '/i-know-its-friday/d' src/main/kotlin/no/skerrow/roster/publish/PublishCommand.kt && "
                  "./gradlew test -q --tests '*PublishCommand*' 2>&1 | tail -2",
                  "PublishCommandTest > refuses after 14:00 local on friday PASSED\n"
                  "PublishCommandTest > no override flag exists PASSED\n"),
        ],
        "facts": [
            fact("per-crew", "The roster is published as one Kafka message per crew member keyed by crew id, not as "
                             "one snapshot (the 2.3 MB snapshot hit RecordTooLargeException over the 1 MB limit).",
                 "decision", "user", [["per crew member", "crew id"], ["snapshot", "RecordTooLargeException"]]),
            fact("topic-v2", "Published rosters go to the Kafka topic roster.published.v2 (6 partitions, 30-day "
                             "retention); v1 keeps the old snapshot consumers.",
                 "config", "assistant", ["roster.published.v2"]),
            fact("no-friday-publish", "Standing rule: no roster is published after 14:00 on a Friday; the publish "
                                      "command refuses outright, with no override flag.",
                 "rule", "user", ["14:00", "friday"], remember=True),
            fact("raise-limit-declined", "Raising max.message.bytes / max.request.size to 5 MB was rejected: it "
                                         "needs a broker-wide change and a rolling restart of the shared cluster "
                                         "kel-kafka-01..03 that also carries acars-gw.", "decision", "assistant",
                 ["max.message.bytes", ["rolling restart", "broker"]]),
        ],
        "optional": [
            opt("first-snapshot", "The person first wanted to keep the single snapshot and raise the limit.",
                ["snapshot"]),
        ],
        "questions": [
            q("How is the roster published to the crew app?", "one message per crew member keyed by crew id",
              ["per-crew"]),
            q("Which Kafka topic carries published rosters?", "roster.published.v2", ["topic-v2"]),
            q("Why not just raise the Kafka message size limit for the roster?",
              "broker config change and a rolling restart of kel-kafka-01..03", ["raise-limit-declined"]),
            q("When may a roster not be published?", "after 14:00 on a friday", ["no-friday-publish"]),
        ],
    },
    {
        "id": "h60-cx-dispatch-pax-mass",
        "project": DISPATCH,
        "start": datetime(2026, 11, 9, 7, 30),
        "branch": "wb/winter-masses",
        "about": "dispatch: winter standard passenger mass in weight and balance; pasted fleet.yaml, only std_pax_kg "
                 "changed (84 -> 88 -> 86 after quality's memo); 'going forward' rule that W&B is kg only, no "
                 "pounds; a lb conversion found and removed; non-native, terse user",
        "steps": [
            ("user", "good morning. winter program start next week. quality want heavier standard passenger for "
                     "winter in W&B, because of coats. here is our fleet.yaml now:\n\n"
                     "```yaml\nfleet:\n  atr72:\n    count: 28\n    mtow_kg: 23000\n    mlw_kg: 22350\n"
                     "    doi: 52.4\n    seats: 70\n  dh8d:\n    count: 12\n    mtow_kg: 29574\n    mlw_kg: 28123\n"
                     "    doi: 61.9\n    seats: 78\nstandard_masses:\n  std_pax_kg: 84\n  std_child_kg: 35\n"
                     "  std_bag_kg: 15\n  crew_kg: 85\nseason: summer\n```\n\n"
                     "put std_pax_kg 88 and season winter. rest is same, no touch"),
            shell("grep -rn -E 'std_pax_kg|season' dispatch/wb/*.py | head",
                  "dispatch/wb/masses.py:11:    pax = cfg['standard_masses']['std_pax_kg']\n"
                  "dispatch/wb/masses.py:19:    if cfg['season'] == 'winter': bag += 2\n"
                  "dispatch/wb/loadsheet.py:40:    total_lb = total_kg * 2.20462  # for ACARS loadsheet uplink\n"),
            shell("sed -i 's/std_pax_kg: 84/std_pax_kg: 88/; s/^season: summer/season: winter/' config/fleet.yaml && "
                  "git diff --stat config/fleet.yaml",
                  " config/fleet.yaml | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"),
            ("assistant", "`std_pax_kg: 88`, `season: winter`, nothing else touched. Note `season: winter` also adds "
                          "2 kg per bag in `masses.py`. And there's something else: `loadsheet.py` converts the total "
                          "to pounds for the ACARS loadsheet uplink."),
            ("user", "wait. quality memo just come, they say 86 not 88, the 88 was from other airline study. "
                     "change to 86.\n\nand the pounds: that is old, from when we had leased aircraft from the US "
                     "lessor with lb cockpit. all our aircraft are kg now. going forward, W&B in this repo is kg "
                     "everywhere, we don't have pounds in any field, in any message, never"),
            shell("sed -i 's/std_pax_kg: 88/std_pax_kg: 86/' config/fleet.yaml && grep -n std_pax_kg config/fleet.yaml "
                  "&& grep -rn -i -E '2\\.20462|_lb\\b|pounds' dispatch/ tests/",
                  "14:  std_pax_kg: 86\n"
                  "dispatch/wb/loadsheet.py:40:    total_lb = total_kg * 2.20462  # for ACARS loadsheet uplink\n"
                  "dispatch/wb/loadsheet.py:52:        f\"TOTAL {total_lb:.0f} LB\",\n"
                  "tests/wb/test_loadsheet.py:33:    assert 'LB' in uplink\n"),
            ("assistant", "Set to 86. Removing the lb conversion in `loadsheet.py`: the uplink now says "
                          "`TOTAL <n> KG`, and the test checks for KG. I checked with the ACARS message spec in "
                          "`docs/uplink-loadsheet.md`: the unit field accepts KG."),
            shell("pytest -q tests/wb 2>&1 | tail -3 && python -m dispatch.wb.check --flight SK402 --date 2026-11-16",
                  "..........................                                               [100%]\n"
                  "26 passed in 0.51s\n"
                  "SK402 ATR72 LN-SKC  pax=66 (std 86 kg)  bags=58 (17 kg winter)  TOW 22611 kg  MTOW 23000 kg  "
                  "margin 389 kg  CG 27.9 %MAC  [in envelope]  COSIGN REQUIRED (TOW within 500 kg)\n"),
            ("assistant", "Tests pass. Example for SK402 on the 16th: with 86 kg passengers and winter bags the "
                          "TOW is 22611 kg, 389 kg under MTOW, so that release will need the second signature. "
                          "Expect more co-signs on full ATR flights this winter."),
            ("user", "ok. is good. push pls"),
            shell("git commit -qam 'wb: winter standard masses (std_pax_kg 86), kg only' && git push -q && "
                  "git log --oneline -1",
                  "e1a44b0 wb: winter standard masses (std_pax_kg 86), kg only\n"),
        ],
        "facts": [
            fact("pax-86", "The winter standard passenger mass is 86 kg (std_pax_kg: 86 in config/fleet.yaml, "
                           "season: winter), per quality's memo; 88 was from another airline's study.",
                 "config", "user", ["std_pax_kg", "86"]),
            fact("kg-only", "Standing rule: weight and balance in dispatch is kg everywhere; no pounds in any field "
                            "or message.",
                 "rule", "user", ["kg", ["pounds", "lb"]], remember=True),
            fact("loadsheet-kg", "The ACARS loadsheet uplink's pound conversion (2.20462) was removed; the uplink "
                                 "now reports TOTAL in KG.",
                 "fact", "assistant", ["loadsheet", "KG"]),
        ],
        "optional": [
            opt("pax-88", "88 kg was set first, then corrected.", ["88"]),
            opt("winter-bags", "season: winter adds 2 kg per bag in masses.py.", ["season", "winter"]),
        ],
        "questions": [
            q("What standard passenger mass does W&B use in winter?", "86 kg", ["pax-86"]),
            q("In which unit are weight and balance values kept?", "kg everywhere, no pounds", ["kg-only"]),
            q("What unit does the ACARS loadsheet uplink report?", "KG", ["loadsheet-kg"]),
        ],
    },
    {
        "id": "h60-cx-acars-tls-chain",
        "project": ACARS,
        "start": datetime(2026, 11, 24, 2, 20),
        "branch": "main",
        "about": "acars-gw: provider link down at night after a certificate rotation; first guess (clock skew) wrong; "
                 "cause: the new client cert file lacked the Skerrow Issuing CA 2 intermediate; fix: fullchain.pem; "
                 "standing rule given as a post-it for the future (rotate only with the rotation script); joke about "
                 "certificates and milk; expiry alert at 21 days",
        "steps": [
            ("user", "sorry for the hour. on call, acars-gw provider link down since 02:00, no OOOI coming in. infra "
                     "rotated the client cert yesterday. my guess is clock on kel-app-05, ntp was broken last month"),
            shell("timedatectl | grep -E 'synchronized|NTP' && journalctl -u acars-gw --since '02:00' --no-pager "
                  "| tail -21",
                  "System clock synchronized: yes\n              NTP service: active\n" + _tls_log()),
            ("assistant", "Clock is synchronized, so not skew. The error is `certificate signed by unknown authority` "
                          "while verifying the candidate authority 'Skerrow Issuing CA 2': the provider can't build "
                          "the chain from our client cert to the root it trusts. Usually that's a missing "
                          "intermediate in the file we present."),
            shell("grep -n -E 'cert|key' config/acars-gw.yaml && openssl crl2pkcs7 -nocrl -certfile "
                  "/etc/acars-gw/tls/client.pem | openssl pkcs7 -print_certs -noout",
                  "14:  client_cert: /etc/acars-gw/tls/client.pem\n15:  client_key: /etc/acars-gw/tls/client.key\n"
                  "subject=CN = acars-gw.skerrow.internal\nissuer=CN = Skerrow Issuing CA 2\n\n"),
            ("assistant", "Confirmed: `client.pem` holds only the leaf certificate, issued by 'Skerrow Issuing CA 2'. "
                          "The old file had leaf + intermediate. The provider only trusts our root, so without the "
                          "intermediate it rejects us. Infra put the intermediate next to it as `issuing-ca-2.pem`; "
                          "I'll build `fullchain.pem` (leaf then intermediate) and point `client_cert` at it."),
            shell("cd /etc/acars-gw/tls && cat client.pem issuing-ca-2.pem > fullchain.pem && "
                  "sed -i 's#client_cert: /etc/acars-gw/tls/client.pem#client_cert: /etc/acars-gw/tls/fullchain.pem#' "
                  "/home/tomek/work/acars-gw/config/acars-gw.yaml && sudo systemctl restart acars-gw && sleep 20 && "
                  "journalctl -u acars-gw -n 4 --no-pager",
                  "Nov 24 02:41:12 kel-app-05 acars-gw[5512]: INFO provider link connected host=dl-gw.provider.example:7443 "
                  "tls=1.3\n"
                  "Nov 24 02:41:13 kel-app-05 acars-gw[5512]: INFO provider backlog draining 412 messages\n"
                  "Nov 24 02:41:19 kel-app-05 acars-gw[5512]: INFO provider backlog drained, dedupe skipped 0\n"
                  "Nov 24 02:41:19 kel-app-05 acars-gw[5512]: INFO ingest msg label=QA tail=LN-SKH seq=M9921 acked=true\n"),
            ("assistant", "Link is back on TLS 1.3, the provider's backlog of 412 messages drained, nothing "
                          "duplicated. The config now points `client_cert` at `/etc/acars-gw/tls/fullchain.pem`."),
            ("user", "thank god. certificates are like milk, you only notice when they go off haha. ok. and a post-it "
                     "for future-you, because this will happen again in a year: nobody swaps the provider cert by "
                     "hand. it goes through scripts/rotate-provider-cert.sh, which checks the chain with openssl "
                     "verify before it restarts anything. infra can drop the files, we run the script"),
            shell("ls scripts/ && sed -n '1,12p' scripts/rotate-provider-cert.sh",
                  "gen-test-certs.sh\nreplay-oooi.sh\n"
                  "sed: can't read scripts/rotate-provider-cert.sh: No such file or directory\n"),
            ("assistant", "The script doesn't exist yet. I'll write it: it builds fullchain.pem from the leaf and the "
                          "intermediate, runs `openssl verify -CAfile root.pem -untrusted issuing-ca-2.pem`, checks "
                          "the key matches, and only then restarts acars-gw. Also adding an alert when the client "
                          "cert expires in under 21 days?"),
            ("user", "yes both. 21 days fine"),
            shell("chmod +x scripts/rotate-provider-cert.sh && ./scripts/rotate-provider-cert.sh --dry-run && "
                  "grep -n -A3 ProviderCertExpiry deploy/alerts.yaml",
                  "fullchain: leaf + 1 intermediate ... ok\nopenssl verify: /etc/acars-gw/tls/fullchain.pem: OK\n"
                  "key matches cert ... ok\ndry run: not restarting acars-gw\n"
                  "31:  - alert: ProviderCertExpiry\n32:    expr: acars_provider_cert_expiry_seconds < 21 * 86400\n"
                  "33:    for: 1h\n34:    labels: {severity: page}\n"),
            ("user", "go back to bed now. thanks"),
        ],
        "facts": [
            fact("tls-cause", "The provider link failed with 'certificate signed by unknown authority' because the "
                              "rotated client.pem contained only the leaf certificate without the Skerrow Issuing "
                              "CA 2 intermediate; clock skew was not the cause.",
                 "bugfix", "assistant", ["intermediate", ["Issuing CA 2", "client.pem"]]),
            fact("fullchain", "acars-gw presents /etc/acars-gw/tls/fullchain.pem (leaf then intermediate) as "
                              "client_cert.",
                 "config", "assistant", ["fullchain.pem"]),
            fact("rotate-script", "Standing rule: the provider certificate is never swapped by hand; it is rotated "
                                  "with scripts/rotate-provider-cert.sh, which checks the chain with openssl verify "
                                  "before restarting.",
                 "rule", "user", ["rotate-provider-cert.sh"], remember=True),
            fact("expiry-alert", "A ProviderCertExpiry alert pages when the provider client cert expires in under "
                                 "21 days.",
                 "config", "user", ["ProviderCertExpiry", "21"]),
        ],
        "optional": [
            opt("kel-app-05", "acars-gw runs on kel-app-05.", ["kel-app-05"]),
        ],
        "questions": [
            q("Why did the acars-gw provider link fail after the certificate rotation?",
              "client.pem had only the leaf, no intermediate Issuing CA 2", ["tls-cause"]),
            q("How should the provider client certificate be rotated?",
              "with scripts/rotate-provider-cert.sh, nobody swaps it by hand", ["rotate-script"]),
            q("When does the provider certificate expiry alert fire?", "under 21 days", ["expiry-alert"]),
        ],
    },
]
