"""h60 Codex sessions, part b: rebook, Skerrow Air's passenger disruption-rebooking service (Python, FastAPI,
RabbitMQ, Postgres). Queue setup, running it in the cloud against the on-prem database, and rebooking onto
cancelled flights."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

REBOOK = "/home/sunniva/code/rebook"


def _rabbit_queues() -> str:
    rows = ["Timeout: 60.0 seconds ...", "Listing queues for vhost /rebook ...",
            "name\ttype\tmessages\tmessages_unacknowledged\tconsumers\targuments"]
    rows += ["rebook.disruption\tclassic\t4812\t50\t2\t[{\"x-ha-policy\",\"all\"}]",
             "rebook.notify.sms\tclassic\t0\t0\t1\t[]",
             "rebook.notify.email\tclassic\t12\t0\t1\t[]",
             "rebook.audit\tclassic\t0\t0\t1\t[]"]
    return "\n".join(rows) + "\n"


def _consumer_log() -> str:
    lines = []
    for i in range(16):
        lines.append(f"2026-11-03T19:{40 + i // 4:02d}:{(i * 13) % 60:02d}Z INFO rebook.worker pnr=SK{7120 + i:05d} "
                     f"flight=SK{410 + i % 6} handled_ms={2100 + i * 170} prefetch=50 unacked=50")
    lines += ["2026-11-03T19:44:10Z WARN rebook.worker consumer_timeout: delivery tag 4411 not acked in 1800000 ms, "
              "channel closed",
              "2026-11-03T19:44:10Z INFO rebook.worker reconnecting ... 50 messages requeued"]
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h60-cx-rebook-queues",
        "project": REBOOK,
        "start": datetime(2026, 11, 4, 10, 0),
        "branch": "feat/quorum-queues",
        "about": "rebook: disruption queue on RabbitMQ; classic mirrored queues replaced by quorum queues; prefetch "
                 "set to 50 then lowered to 10 after consumer timeouts; delivery limit 5 with a dead-letter queue; "
                 "remember-request as an afterthought at the end of a long planning message (45 min minimum "
                 "connection at Kelby)",
        "steps": [
            ("user", "hey hey. the disruption queue fell over again during last night's fog at Kelby, 4800 messages "
                     "stuck. can you look at how the queues are set up"),
            shell("rabbitmqctl list_queues -p /rebook name type messages messages_unacknowledged consumers arguments",
                  _rabbit_queues()),
            shell("journalctl -u rebook-worker --since '2026-11-03 19:40' --no-pager | tail -20", _consumer_log()),
            ("assistant", "Two things stand out.\n\n"
                          "1. `rebook.disruption` is a **classic mirrored** queue (`x-ha-policy: all`). Classic "
                          "mirroring is deprecated and removed in RabbitMQ 4; quorum queues are the replacement and "
                          "behave much better when a node restarts.\n"
                          "2. The workers run with **prefetch 50**, but each rebooking takes 2-5 s. A worker holds 50 "
                          "unacked messages, the last of which waits minutes; during the fog some waited long enough "
                          "to hit `consumer_timeout` (30 min), the channel closed and all 50 were requeued, again and "
                          "again.\n\n"
                          "Proposal: move `rebook.disruption` to a quorum queue and lower prefetch."),
            ("user", "quorum yes. prefetch, hmm, 50 was on purpose for throughput. keep 50 for now and just bump "
                     "consumer_timeout"),
            shell("grep -n -E 'prefetch|timeout' rebook/worker/settings.py deploy/rabbitmq/rabbitmq.conf",
                  "rebook/worker/settings.py:12:PREFETCH = 50\n"
                  "deploy/rabbitmq/rabbitmq.conf:9:consumer_timeout = 1800000\n"),
            ("assistant", "I can, but some numbers first: 50 messages x ~3.5 s average = ~3 minutes of work held per "
                          "worker; on a fog night handling time goes up to 20-30 s per passenger (the fare engine is "
                          "slow under load), which makes 50 messages about 20 minutes. With 2 workers, a prefetch of "
                          "10 gives the same throughput as long as both are busy, and holds a tenth of the work."),
            ("user", "ok fine, you convinced me. prefetch 10, leave consumer_timeout as is"),
            shell("sed -i 's/^PREFETCH = 50/PREFETCH = 10/' rebook/worker/settings.py && cat deploy/rabbitmq/definitions.json "
                  "| python -m json.tool | sed -n '1,30p'",
                  "{\n    \"queues\": [\n        {\n            \"name\": \"rebook.disruption\",\n"
                  "            \"vhost\": \"/rebook\",\n            \"durable\": true,\n"
                  "            \"arguments\": {\n                \"x-ha-policy\": \"all\"\n            }\n"
                  "        }\n    ]\n}\n"),
            ("assistant", "Prefetch is 10. For the quorum queue I'd also set `x-delivery-limit: 5` and a dead-letter "
                          "exchange, so a poison message (say a PNR the fare engine always rejects) lands in "
                          "`rebook.disruption.dlq` after 5 attempts instead of looping forever."),
            ("user", "yes do that. and while you do it, the bigger picture for this week so you know where we're "
                     "heading: after the queues I want the worker to stop rebooking one passenger at a time and "
                     "group by PNR so families stay together, then the notify side needs the new sms templates "
                     "from the customer team, and somewhere in there I also have to review Oskar's fare engine "
                     "pr. none of that today though. oh and one more, keep this one around for good: rebooking "
                     "never auto-confirms a passenger onto a connection shorter than 45 minutes at Kelby, the "
                     "transfer from the Ardmoor stand to the main gates takes 35 on a good day"),
            shell("cat > deploy/rabbitmq/definitions.json <<'JSON'\n{\"queues\": [{\"name\": \"rebook.disruption\", "
                  "\"vhost\": \"/rebook\", \"durable\": true, \"arguments\": {\"x-queue-type\": \"quorum\", "
                  "\"x-delivery-limit\": 5, \"x-dead-letter-exchange\": \"rebook.dlx\"}}, {\"name\": "
                  "\"rebook.disruption.dlq\", \"vhost\": \"/rebook\", \"durable\": true, \"arguments\": "
                  "{\"x-queue-type\": \"quorum\"}}]}\nJSON\n"
                  "grep -rn 'MIN_CONNECTION' rebook/",
                  "rebook/rules/connections.py:4:MIN_CONNECTION_MINUTES = {\"KLB\": 30, \"ADM\": 25}\n"),
            shell("sed -i 's/\"KLB\": 30/\"KLB\": 45/' rebook/rules/connections.py && pytest -q tests/rules 2>&1 | tail -3",
                  "...........................                                              [100%]\n"
                  "27 passed in 0.44s\n"),
            ("assistant", "Done:\n\n"
                          "- `definitions.json`: `rebook.disruption` is now a quorum queue with `x-delivery-limit: 5` "
                          "and dead-lettering via `rebook.dlx` to `rebook.disruption.dlq`.\n"
                          "- `PREFETCH = 10`.\n"
                          "- `MIN_CONNECTION_MINUTES` for KLB raised from 30 to 45 (it was 30 in code), ADM "
                          "unchanged at 25; rule tests pass.\n\n"
                          "Migrating the live queue needs a drain: classic and quorum can't share a name. I'd do it "
                          "after tonight's last wave."),
            ("user", "yep after 23:00. thanks!"),
        ],
        "facts": [
            fact("quorum", "rebook.disruption is a RabbitMQ quorum queue (classic mirrored queues are deprecated).",
                 "decision", "user", ["quorum"]),
            fact("prefetch-10", "Rebook workers use prefetch 10 (PREFETCH = 10), lowered from 50 because slow "
                                "rebookings held too many unacked messages and hit consumer_timeout.",
                 "config", "user", [["prefetch", "PREFETCH"], "10"]),
            fact("dlq", "The disruption queue has x-delivery-limit 5 and dead-letters via rebook.dlx to "
                        "rebook.disruption.dlq.",
                 "config", "assistant", ["x-delivery-limit", "rebook.disruption.dlq"]),
            fact("mct-45", "Standing rule: rebooking never auto-confirms a passenger onto a connection shorter than "
                           "45 minutes at Kelby (MIN_CONNECTION_MINUTES KLB = 45).",
                 "rule", "user", ["45", ["Kelby", "KLB"]], remember=True),
        ],
        "optional": [
            opt("prefetch-50-earlier", "Prefetch 50 was first kept on purpose for throughput.", ["50"]),
            opt("consumer-timeout", "consumer_timeout stays at 1800000 ms (30 min).", ["consumer_timeout"]),
            opt("adm-25", "The minimum connection at Ardmoor stays 25 minutes.", ["ADM", "25"]),
        ],
        "questions": [
            q("What type of RabbitMQ queue is rebook.disruption?", "quorum queue", ["quorum"]),
            q("What prefetch do the rebook workers use?", "10", ["prefetch-10"]),
            q("What is the minimum connection rebooking may auto-confirm at Kelby?", "45 minutes", ["mct-45"]),
            q("Where do poison messages of the disruption queue end up?",
              "rebook.disruption.dlq after 5 attempts", ["dlq"]),
        ],
    },
    {
        "id": "h60-cx-rebook-cloud",
        "project": REBOOK,
        "start": datetime(2026, 11, 12, 9, 30),
        "branch": "deploy/cloud",
        "about": "rebook: moving the service to the cloud (Azure westeurope) while bookings stay in on-prem Postgres; "
                 "three options, 'the second one' picks the site-to-site VPN to pgbouncer on kel-db-01:6432, copying "
                 "passenger data to the cloud rejected; Azure Service Bus proposal ignored; request to write to "
                 "AGENTS.md that deploys go through staging first",
        "steps": [
            ("user", "morning. infra finally gave us the cloud subscription. plan is rebook runs in azure westeurope "
                     "because the call centre spikes kill our on-prem box during disruptions. but bookings db stays "
                     "on-prem at Kelby. how do we connect"),
            shell("cat deploy/README.md | sed -n '1,25p' && ip route | head -5",
                  "# rebook deploy\n\nCurrently: systemd unit on kel-app-04, Postgres on kel-db-01 (bookings), "
                  "RabbitMQ on kel-mq-01.\n\n"
                  "default via 10.40.0.1 dev ens192\n10.40.0.0/22 dev ens192 proto kernel scope link src 10.40.1.14\n"
                  "10.90.0.0/16 via 10.40.0.9 dev ens192  # s2s vpn azure (infra, 2026-11-10)\n"),
            ("assistant", "There's already a route to 10.90.0.0/16 through the new site-to-site VPN, so infra has "
                          "the tunnel up. Three ways to get rebook in Azure talking to the bookings:\n\n"
                          "1. **Replicate to the cloud**: logical replication of the bookings tables into an Azure "
                          "Postgres, rebook reads locally, writes go back over an API. Fast reads, but passenger "
                          "data then lives in the cloud and you run two databases.\n"
                          "2. **Connect over the VPN**: rebook connects to kel-db-01 through the tunnel, via "
                          "pgbouncer so the cloud replicas don't open hundreds of connections. Simple; latency is "
                          "~12 ms per query, fine for rebooking.\n"
                          "3. **An on-prem API**: a small service at Kelby in front of the bookings DB; rebook "
                          "calls it. Cleanest boundary, most work.\n"),
            ("user", "the second one. passenger data doesnt get copied into the cloud, our DPO was very clear, so 1 "
                     "is out anyway"),
            shell("ssh kel-db-01 'grep -E \"^(listen_port|pool_mode|default_pool_size|max_client_conn)\" "
                  "/etc/pgbouncer/pgbouncer.ini'",
                  "listen_port = 6432\npool_mode = transaction\ndefault_pool_size = 20\nmax_client_conn = 200\n"),
            ("assistant", "pgbouncer is already on kel-db-01, port 6432, transaction pooling. I'll point rebook's "
                          "`DATABASE_URL` at `kel-db-01:6432` and make sure we don't use session features "
                          "(advisory locks, prepared statements across transactions)."),
            shell("grep -rn -E 'advisory|PREPARE|prepare_threshold' rebook/ | head",
                  "rebook/db.py:18:    engine = create_async_engine(url, pool_size=10, connect_args={\"prepare_threshold\": 5})\n"),
            shell("sed -i 's/connect_args={\"prepare_threshold\": 5}/connect_args={\"prepare_threshold\": None}/' "
                  "rebook/db.py && pytest -q 2>&1 | tail -2",
                  "........................................................................ [100%]\n"
                  "143 passed in 6.02s\n"),
            ("assistant", "Disabled server-side prepared statements (they break with transaction pooling). Tests "
                          "pass. Another thought while we're moving: Azure Service Bus could replace the RabbitMQ "
                          "on kel-mq-01 for the cloud side, so the workers wouldn't depend on a queue across the "
                          "tunnel."),
            ("user", "hmm. deploy it to the staging stack first, like always"),
            shell("az containerapp update -g rg-rebook-stg -n rebook-api --image skerrowacr.azurecr.io/rebook:1.19.0 "
                  "--set-env-vars DATABASE_URL=secretref:db-url-stg 2>&1 | tail -4",
                  "  \"provisioningState\": \"Succeeded\",\n  \"runningStatus\": \"Running\",\n"
                  "  \"latestRevisionName\": \"rebook-api--r1190\",\n  \"fqdn\": \"rebook-api.stg.internal\"\n"),
            shell("curl -s https://rebook-api.stg.internal/healthz",
                  "{\"status\":\"ok\",\"db\":\"ok\",\"db_latency_ms\":12.4,\"mq\":\"ok\",\"version\":\"1.19.0\"}\n"),
            ("assistant", "Staging is up in westeurope: db ok at 12.4 ms through the tunnel, RabbitMQ ok."),
            ("user", "nice. put this in AGENTS.md so whoever runs you next knows: every rebook deploy goes to "
                     "rg-rebook-stg first and sits there for an hour, prod only after that. no straight-to-prod "
                     "deploys, not even hotfixes"),
            shell("cat >> AGENTS.md <<'MD'\n\n## Deploying\n- Every deploy goes to the staging stack (rg-rebook-stg) "
                  "first and stays there for an hour; prod only after that. No straight-to-prod deploys, hotfixes "
                  "included.\nMD\ntail -4 AGENTS.md",
                  "## Deploying\n- Every deploy goes to the staging stack (rg-rebook-stg) first and stays there for "
                  "an hour; prod only after that. No straight-to-prod deploys, hotfixes included.\n"),
            ("assistant", "Added to AGENTS.md under 'Deploying'."),
        ],
        "facts": [
            fact("vpn-pgbouncer", "rebook runs in Azure westeurope and reaches the on-prem bookings Postgres on "
                                  "kel-db-01 over the site-to-site VPN through pgbouncer on port 6432.",
                 "decision", "user", ["VPN", ["pgbouncer", "6432"]]),
            fact("no-cloud-copy", "Passenger data is never copied into the cloud (the DPO's decision), so replicating "
                                  "the bookings database to Azure was rejected.",
                 "decision", "user", ["passenger data", "cloud"]),
            fact("staging-first", "Standing rule (in AGENTS.md): every rebook deploy goes to the staging stack "
                                  "rg-rebook-stg first and stays there an hour before prod; no straight-to-prod "
                                  "deploys, not even hotfixes.",
                 "rule", "user", ["rg-rebook-stg", "hour"], remember=True),
            fact("no-prepared", "Server-side prepared statements are disabled (prepare_threshold None) because "
                                "pgbouncer runs in transaction pooling mode.",
                 "config", "assistant", ["prepare_threshold", "transaction"]),
        ],
        "optional": [
            opt("latency", "Database latency through the tunnel is about 12 ms.", ["12"]),
            opt("westeurope", "The cloud side runs in Azure westeurope.", ["westeurope"]),
        ],
        "questions": [
            q("How does rebook in Azure reach the bookings database?",
              "site-to-site VPN to pgbouncer on kel-db-01 port 6432", ["vpn-pgbouncer"]),
            q("Why not replicate the bookings database to the cloud?", "passenger data is not copied into the cloud; DPO",
              ["no-cloud-copy"]),
            q("What must happen before a rebook deploy reaches prod?", "staging stack rg-rebook-stg for an hour",
              ["staging-first"]),
        ],
    },
    {
        "id": "h60-cx-rebook-cancelled-flights",
        "project": REBOOK,
        "start": datetime(2026, 11, 19, 15, 45),
        "branch": "fix/cnl-status",
        "about": "rebook: passengers rebooked onto cancelled flights; first guess (stale Redis availability cache) "
                 "wrong; cause: flight-status consumer knew only 'CX', ops system sends 'CNL', unknown codes defaulted "
                 "to SCHEDULED; fix adds CNL and sends unknown codes to the DLQ; review reply sets the FlightStatus "
                 "enum convention; typo-heavy user; end summary",
        "steps": [
            ("user", "hi, urgnet-ish. call centre says rebook put 3 pax on SK417 ADM-KLB tonight which is "
                     "CANCELLED since noon. i think its the redis availabilty cache again, ttl is like 10 min"),
            shell("redis-cli -h kel-app-02 -n 2 --scan --pattern 'avail:SK417:*' | head -3 && "
                  "redis-cli -h kel-app-02 -n 2 ttl avail:SK417:2026-11-19",
                  "avail:SK417:2026-11-19\n(integer) 412\n"),
            shell("psql \"$REBOOK_DB\" -c \"select flight_no, ops_date, status, status_raw, updated_at from flight "
                  "where flight_no = 'SK417' and ops_date = '2026-11-19'\"",
                  " flight_no |  ops_date  |  status   | status_raw |         updated_at\n"
                  "-----------+------------+-----------+------------+----------------------------\n"
                  " SK417     | 2026-11-19 | SCHEDULED | CNL        | 2026-11-19 12:02:44.118+00\n(1 row)\n"),
            ("assistant", "The cache isn't the culprit: its entry is refreshed every 10 minutes from the `flight` "
                          "table, and the table itself says SK417 is SCHEDULED even though the raw status from ops "
                          "is `CNL`, received at 12:02. So the mapping from the raw code is wrong."),
            shell("sed -n '1,30p' rebook/consumers/flight_status.py",
                  "STATUS_MAP = {\n    \"SCH\": \"SCHEDULED\",\n    \"DLY\": \"DELAYED\",\n    \"CX\": \"CANCELLED\",\n"
                  "    \"DIV\": \"DIVERTED\",\n}\n\n\ndef on_message(msg):\n"
                  "    raw = msg[\"status\"]\n    status = STATUS_MAP.get(raw, \"SCHEDULED\")\n"
                  "    upsert_flight(msg[\"flight_no\"], msg[\"ops_date\"], status=status, status_raw=raw)\n"),
            shell("psql \"$REBOOK_DB\" -Atc \"select status_raw, count(*) from flight where updated_at > now() - "
                  "interval '30 days' group by 1 order by 2 desc\"",
                  "SCH|11842\nDLY|1207\nCNL|31\nDIV|4\nRTN|2\n"),
            ("assistant", "Root cause: the ops system sends `CNL` for a cancellation, but `STATUS_MAP` only knows "
                          "`CX` (the code of the old ops system), and anything unknown silently defaults to "
                          "`SCHEDULED`. 31 cancellations in the last 30 days were stored as scheduled. There's also "
                          "`RTN` (return to stand) which falls into the same hole.\n\n"
                          "Fix: map `CNL` → CANCELLED and `RTN` → RETURNED, and stop defaulting: an unknown code "
                          "should raise, so the message goes to the dead-letter queue and somebody sees it."),
            ("user", "yes, unknown codes to dlq. no silent defualts. do it"),
            shell("apply_patch <<'PATCH'\n*** Update File: rebook/consumers/flight_status.py\n"
                  "-STATUS_MAP = {\n-    \"SCH\": \"SCHEDULED\",\n+class FlightStatus(StrEnum): ...\n"
                  "+STATUS_MAP: dict[str, FlightStatus] = {\n+    \"SCH\": FlightStatus.SCHEDULED,\n"
                  "+    \"CNL\": FlightStatus.CANCELLED,\n+    \"CX\": FlightStatus.CANCELLED,\n"
                  "+    \"RTN\": FlightStatus.RETURNED,\n"
                  "-    status = STATUS_MAP.get(raw, \"SCHEDULED\")\n"
                  "+    status = STATUS_MAP[raw]  # KeyError -> nack -> rebook.status.dlq\nPATCH\n"
                  "pytest -q tests/consumers 2>&1 | tail -2",
                  "Success. Updated the following files:\nM rebook/consumers/flight_status.py\n"
                  "..............                                                           [100%]\n14 passed in 0.31s\n"),
            shell("psql \"$REBOOK_DB\" -c \"update flight set status = 'CANCELLED' where status_raw = 'CNL' and "
                  "status <> 'CANCELLED'\" && gh pr create --fill",
                  "UPDATE 31\nhttps://git.skerrow.internal/pax/rebook/pull/233\n"),
            shell("sleep 900; gh pr view 233 --comments | tail -8",
                  "--- review by mk-ops ---\nrebook/consumers/flight_status.py:3\n"
                  "  you introduced a FlightStatus enum here, but rebook/rules/eligibility.py still compares "
                  "status == \"CANCELLED\" as a string. which way do we want it?\n"),
            ("user", "answer him: enum. status codes are never string literals in rebook, always FlightStatus, "
                     "also in the rules and tests. and fix eligibility.py in this pr"),
            shell("gh pr comment 233 --body 'Enum: status is never a string literal in rebook, always FlightStatus "
                  "(rules and tests too). Fixed eligibility.py in this PR.' && grep -rln '== \"CANCELLED\"' rebook tests",
                  "https://git.skerrow.internal/pax/rebook/pull/233#issuecomment-4410\nrebook/rules/eligibility.py\n"
                  "tests/rules/test_eligibility.py\n"),
            ("assistant", "Replied, and replaced the string comparisons in `eligibility.py` and its test with "
                          "`FlightStatus.CANCELLED`.\n\n"
                          "## Summary\n"
                          "- **Cause:** ops sends `CNL` for cancelled flights; the status consumer only knew `CX` and "
                          "defaulted unknown codes to SCHEDULED, so cancelled flights stayed bookable. Not the Redis "
                          "cache.\n"
                          "- **Fix:** `CNL`/`RTN` mapped; unknown codes raise and go to the DLQ; 31 flights "
                          "corrected in the DB.\n"
                          "- **Convention:** status values are the `FlightStatus` enum, never string literals.\n"
                          "- The 3 passengers on SK417 need manual rebooking by the call centre."),
            ("user", "ty, telling the call centre"),
        ],
        "facts": [
            fact("cnl-cause", "Rebook offered cancelled flights because the ops system sends CNL for a cancellation "
                              "but STATUS_MAP only knew CX and defaulted unknown codes to SCHEDULED; CNL (and RTN) "
                              "are now mapped. The Redis availability cache was not the cause.",
                 "bugfix", "assistant", ["CNL", ["STATUS_MAP", "SCHEDULED"]]),
            fact("unknown-dlq", "Unknown flight status codes are no longer defaulted: they raise and the message goes "
                                "to the dead-letter queue.",
                 "decision", "user", [["unknown codes", "unknown code"], ["dlq", "dead-letter"]]),
            fact("status-enum", "Flight status values in rebook are always the FlightStatus enum, never string "
                                "literals, in rules and tests too.",
                 "convention", "user", ["FlightStatus", "string"]),
        ],
        "optional": [
            opt("avail-ttl", "The Redis availability cache on kel-app-02 refreshes every 10 minutes.", ["Redis", "cache"]),
            opt("fixed-31", "31 flights with CNL were corrected to CANCELLED in the database.", ["31"]),
        ],
        "questions": [
            q("Why did rebook put passengers on cancelled flights?",
              "ops sends CNL but STATUS_MAP only knew CX, defaulted to SCHEDULED", ["cnl-cause"]),
            q("What happens to an unknown flight status code?", "raise, goes to the dead-letter queue", ["unknown-dlq"]),
            q("How are flight status values written in rebook code?", "FlightStatus enum, never string literals",
              ["status-enum"]),
        ],
    },
]
