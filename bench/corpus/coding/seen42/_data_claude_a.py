"""h42 Claude Code sessions, part a: Kestrel Mobile's BSS/OSS tooling team. SIM activations stuck after a
consumer config change in simctl (the Go provisioning service), the October roaming double charge in the Java
rating engine, and choosing how portin-gw (Elixir) receives the national clearing house's v3 notifications."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

SIMCTL = "/home/ines/src/simctl"
RATING = "/home/tomasz/work/rating-engine"
PORTIN = "/Users/abena/code/portin-gw"

SESSIONS = [
    {
        "id": "h42-cc-simctl-stuck-activations",
        "project": SIMCTL,
        "start": datetime(2026, 11, 2, 9, 20),
        "about": "simctl (Go, NATS JetStream, Postgres): ~300 SIM activations stuck in pending after Friday's "
                 "deploy; the person's theory (provgw timing out after the HSS maintenance) ruled out, all 200s; "
                 "real cause commit a41f3c9 took the platform-go default AckWait of 30s while HSS callbacks take "
                 "20-45 s, so the message was redelivered and skipped as a duplicate; fix AckWait 90s, InProgress "
                 "every 20s, MaxDeliver 5, redeliveries resume from provgw status; 'keep this in your notes' msisdn/"
                 "imsi/iccid are strings; near-miss 'I can never remember the nats cli flags'",
        "steps": [
            ("user", "activations are piling up in pending since friday's deploy. care says the shops have people "
                     "standing at the counter with a new SIM and no service. I'm fairly sure it's provgw timing out "
                     "again, the HSS team had maintenance on saturday and provgw always gets flaky after that"),
            bash("psql \"$SIMCTL_DB\" -c \"select state, count(*) from activations where created_at > now() - "
                 "interval '24 hours' group by 1 order by 1\"",
                 "   state    | count\n------------+-------\n ACTIVATING |   311\n ACTIVE     |  4102\n"
                 " FAILED     |     9\n(3 rows)\n"),
            bash("kubectl -n bss logs deploy/simctl --since=3h | jq -r 'select(.msg==\"provgw call\") | "
                 "[.status, .duration_ms] | @tsv' | datamash -s -g 1 count 2 perc:50 2 perc:99 2",
                 "200\t2841\t84\t412\n"),
            ("assistant", "provgw looks healthy: 2,841 calls in the last 3 hours, every one HTTP 200, p50 84 ms, "
                          "p99 412 ms, no timeouts and no 5xx. The 311 orders in ACTIVATING (that's the state the "
                          "shop portal shows as pending) were accepted by provgw too, so whatever goes wrong happens "
                          "after that call. Let me follow one stuck order through the logs."),
            bash("kubectl -n bss logs deploy/simctl --since=3h | jq -c 'select(.iccid==\"89351012200045551827\" or "
                 ".request_id==\"pg-7c1e90\") | {t, msg, delivery, status, request_id, err}'",
                 "{\"t\":\"08:41:02.114\",\"msg\":\"activation received\",\"delivery\":1}\n"
                 "{\"t\":\"08:41:02.201\",\"msg\":\"provgw call\",\"status\":200}\n"
                 "{\"t\":\"08:41:02.202\",\"msg\":\"waiting for HSS callback\",\"request_id\":\"pg-7c1e90\"}\n"
                 "{\"t\":\"08:41:32.115\",\"msg\":\"activation received\",\"delivery\":2}\n"
                 "{\"t\":\"08:41:32.116\",\"msg\":\"wait cancelled\",\"request_id\":\"pg-7c1e90\","
                 "\"err\":\"context canceled\"}\n"
                 "{\"t\":\"08:41:32.118\",\"msg\":\"order already ACTIVATING, skipping duplicate\",\"delivery\":2}\n"
                 "{\"t\":\"08:41:39.540\",\"msg\":\"HSS callback for unknown request\","
                 "\"request_id\":\"pg-7c1e90\"}\n"),
            ("assistant", "That's the pattern. The message was delivered a second time exactly 30 s after the first, "
                          "which is JetStream's AckWait expiring. The first delivery was still waiting for the HSS "
                          "callback (it came 37 s after the request); its wait is derived from the ack deadline, so "
                          "it was cancelled at the redelivery. The second delivery saw the order in ACTIVATING, "
                          "treated it as a duplicate and acked it. When the callback arrived nobody was waiting, so "
                          "the order never moves to ACTIVE and the data/voice profile step never runs. Let me see "
                          "what changed on Friday."),
            bash("git log -L '/AckWait/,+1:internal/consumer/consumer.go' --oneline | head -n 8",
                 "a41f3c9 consumer: use shared nats defaults from platform-go\n"
                 "diff --git a/internal/consumer/consumer.go b/internal/consumer/consumer.go\n"
                 "@@ -31,1 +31,1 @@\n"
                 "-\t\tAckWait:       2 * time.Minute,\n"
                 "+\t\tAckWait:       natsdefaults.AckWait, // 30s\n"),
            ("assistant", "Friday's deploy included a41f3c9, which moved the consumer onto the platform-go "
                          "natsdefaults. Those set AckWait to 30s; before it was 2 minutes. HSS callbacks take "
                          "20-45 s, so every activation whose callback took longer than 30 s got stuck. provgw and "
                          "the HSS maintenance have nothing to do with it.\n\nTwo ways out, and I'd do both:\n"
                          "1. AckWait back above the callback time, e.g. 90s.\n"
                          "2. While waiting for the callback, call `msg.InProgress()` every 20 s. That resets the "
                          "ack timer, so slow callbacks never cause a redelivery, while a message from a pod that "
                          "crashed is still redelivered reasonably soon.\n\n"
                          "And the 'skipping duplicate' branch is wrong in itself: a redelivered message for an "
                          "order in ACTIVATING should ask provgw for the status of the request, not ack and forget."),
            ("user", "do both. AckWait 90s, InProgress every 20s, and MaxDeliver 5, after that it goes to the dead "
                     "letter subject. and yes, the duplicate branch checks provgw status instead of skipping. I can "
                     "never remember the nats cli flags btw, show me the consumer info afterwards"),
            tool("Edit", {"file_path": f"{SIMCTL}/internal/consumer/consumer.go",
                          "old_string": "\t\tAckWait:       natsdefaults.AckWait, // 30s\n",
                          "new_string": "\t\tAckWait:       90 * time.Second, // HSS callbacks take up to 45 s\n"
                                        "\t\tMaxDeliver:    5,\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{SIMCTL}/internal/activation/handler.go",
                          "old_string": "\tif order.State == StateActivating {\n"
                                        "\t\tlog.Info(\"order already ACTIVATING, skipping duplicate\")\n"
                                        "\t\treturn msg.Ack()\n\t}\n",
                          "new_string": "\tif order.State == StateActivating {\n"
                                        "\t\treturn h.resumeFromStatus(ctx, msg, order)\n\t}\n"
                                        "\tstop := heartbeat(msg, 20*time.Second) // msg.InProgress()\n"
                                        "\tdefer stop()\n"},
                 "The file has been updated."),
            bash("go test ./internal/... 2>&1 | tail -n 3",
                 "ok  \tgithub.com/kestrel-mobile/simctl/internal/activation\t0.412s\n"
                 "ok  \tgithub.com/kestrel-mobile/simctl/internal/consumer\t0.088s\n"
                 "ok  \tgithub.com/kestrel-mobile/simctl/internal/store\t1.904s\n"),
            bash("make deploy ENV=prod >/dev/null && nats --context prod consumer info SIM_ORDERS "
                 "simctl-activation -j | jq '.config | {ack_wait, max_deliver}'",
                 "{\n  \"ack_wait\": 90000000000,\n  \"max_deliver\": 5\n}\n"),
            ("assistant", "Deployed. For the flags: `nats consumer info <stream> <consumer>`, and `-j` gives JSON; "
                          "ack_wait is in nanoseconds, so 90000000000 is 90 s. Now the 311 stuck orders: "
                          "cmd/requeue can re-drive them and they'll go through the new resume path."),
            tool("Read", {"file_path": f"{SIMCTL}/cmd/requeue/main.go"},
                 "    14\tfunc main() {\n"
                 "    15\t\tstate := flag.String(\"state\", \"ACTIVATING\", \"orders in this state\")\n"
                 "    16\t\tolder := flag.Duration(\"older-than\", 10*time.Minute, \"only orders older than this\")\n"
                 "    17\t\tmsisdn := flag.Int64(\"msisdn\", 0, \"only this MSISDN (optional)\")\n"),
            bash("go run ./cmd/requeue --state ACTIVATING --older-than 10m && psql \"$SIMCTL_DB\" -Atc \"select "
                 "state, count(*) from activations where created_at > now() - interval '24 hours' group by 1\"",
                 "requeued 311 orders (resume via provgw status)\nACTIVE|4413\nFAILED|9\n"),
            ("user", "all 311 through, nice. one more thing, and keep this in your notes for good: msisdn, imsi and "
                     "iccid are always strings in this codebase and in the db, with exactly those lowercase names, "
                     "never phoneNumber or MSISDN or number. msisdn in international format without the +, so "
                     "351912044871. you can see why I'm saying it, the requeue tool has msisdn as an Int64"),
            tool("Edit", {"file_path": f"{SIMCTL}/cmd/requeue/main.go",
                          "old_string": "msisdn := flag.Int64(\"msisdn\", 0, \"only this MSISDN (optional)\")",
                          "new_string": "msisdn := flag.String(\"msisdn\", \"\", \"only this msisdn, international "
                                        "format without + (optional)\")"},
                 "The file has been updated."),
            bash("go vet ./cmd/... && git commit -qam 'activation: AckWait 90s with InProgress heartbeat; resume "
                 "redeliveries from provgw status' && git log -1 --oneline",
                 "5d0e2b7 activation: AckWait 90s with InProgress heartbeat; resume redeliveries from provgw "
                 "status\n"),
        ],
        "facts": [
            fact("stuck-activations", "SIM activations got stuck in ACTIVATING (pending in the shop portal) because "
                                      "commit a41f3c9 switched simctl's JetStream consumer to the platform-go "
                                      "default AckWait of 30s while HSS callbacks take 20-45 s: the message was "
                                      "redelivered, the first wait was cancelled and the redelivery skipped the "
                                      "order as a duplicate. provgw and the HSS maintenance were not the cause.",
                 "bugfix", "assistant", ["AckWait", ["redelivered", "redelivery"], "callback"]),
            fact("ack-config", "simctl's activation consumer uses AckWait 90s, calls msg.InProgress() every 20s while "
                               "waiting for the HSS callback, and MaxDeliver 5 before the dead letter subject.",
                 "config", "user", ["90s", "InProgress", "MaxDeliver"]),
            fact("redelivery-resume", "A redelivered activation for an order already in ACTIVATING checks provgw "
                                      "status for the request instead of acking it as a duplicate.",
                 "decision", "user", [["provgw status", "resumeFromStatus"], "ACTIVATING"]),
            fact("id-types", "In simctl, msisdn, imsi and iccid are always strings (code and db) with exactly those "
                             "lowercase names, never phoneNumber/MSISDN/number; msisdn is international format "
                             "without the + (351912044871).",
                 "convention", "user", ["msisdn", "iccid", ["strings", "without the +"]], remember=True),
        ],
        "optional": [
            opt("requeue-tool", "cmd/requeue re-drives stuck activations (--state ACTIVATING --older-than).",
                ["cmd/requeue"]),
            opt("natsdefaults", "platform-go's natsdefaults set AckWait to 30s.", ["natsdefaults"]),
        ],
        "questions": [
            q("Why were SIM activations stuck in pending after Friday's deploy?",
              "AckWait dropped to 30s, HSS callbacks take longer, so the message was redelivered and skipped as a "
              "duplicate", ["stuck-activations"]),
            q("What AckWait does simctl's activation consumer use?", "90s, with InProgress every 20s",
              ["ack-config"]),
            q("What happens when an activation is redelivered for an order already ACTIVATING?",
              "it checks provgw status instead of skipping", ["redelivery-resume"]),
            q("How is an MSISDN typed in simctl?", "a string named msisdn, international format without the +",
              ["id-types"]),
        ],
    },
    {
        "id": "h42-cc-rating-roaming-double-charge",
        "project": RATING,
        "start": datetime(2026, 11, 5, 8, 40),
        "branch": "tomasz/rat-412-roaming-dedupe",
        "about": "rating-engine (Java, Postgres): 2,318 postpaid customers charged twice for October roaming data; "
                 "cause RoamClear re-issued 14 TAP files with new sequence numbers and dedupe keyed on file name + "
                 "record index; 'this is going to matter in later sessions' dedupe key (imsi, charging_id, tadig, "
                 "event_start_utc); conditional rule: re-issued or out-of-order files always go to quarantine/; "
                 "migration V87; long closing summary that repeats the decisions",
        "steps": [
            ("user", "bad morning. care forwarded about 2,300 complaints overnight: postpaid customers charged "
                     "twice for roaming data on the october bill. everything I've seen is data roaming in Croatia "
                     "and Spain. billing has a call at 11:00 and wants to know why"),
            bash("psql \"$RATING_DB\" -c \"select tadig, count(*) as dup_events, count(distinct imsi) as "
                 "subscribers, sum(amount_eur) as eur from (select tadig, imsi, amount_eur, row_number() over "
                 "(partition by imsi, charging_id, tadig, event_start_utc order by rated_at) rn from rated_usage "
                 "where event_start_utc >= '2026-10-01' and event_start_utc < '2026-11-01') x where rn > 1 group "
                 "by 1 order by 2 desc\"",
                 " tadig | dup_events | subscribers |    eur\n"
                 "-------+------------+-------------+-----------\n"
                 " HRVT2 |      31877 |        1406 |  25118.40\n"
                 " ESPAT |      19902 |         912 |  16089.15\n(2 rows)\n"),
            bash("psql \"$RATING_DB\" -Atc \"select source_file, record_index, rated_at from rated_usage where "
                 "imsi='268069912004417' and charging_id=3391207745 order by rated_at\"",
                 "CDHRVT2PRTKS00412|1187|2026-10-27 04:12:55+00\nCDHRVT2PRTKS00431|1187|2026-11-03 04:09:31+00\n"),
            ("assistant", "Confirmed: 51,779 data events were rated twice, for 2,318 subscribers, EUR 41,207.55 in "
                          "total, all from two partners, HRVT2 and ESPAT. The sample event was rated from two "
                          "different TAP files of the same partner, CDHRVT2PRTKS00412 received on 27 October and "
                          "CDHRVT2PRTKS00431 received on 3 November, with the same record index 1187 in both. So "
                          "00431 looks like a copy of 00412 under a new sequence number. Let me check the DCH "
                          "notices from that week."),
            bash("ls /srv/tap/incoming/notices/ | tail -n 2 && cat /srv/tap/incoming/notices/RC-2026-1102-07.txt",
                 "RC-2026-1029-02.txt\nRC-2026-1102-07.txt\n"
                 "RoamClear operational notice RC-2026-1102-07\n"
                 "Subject: re-issue of TAP files with corrected exchange rate\n\n"
                 "Due to an incorrect SDR exchange rate in the accounting information of files produced between "
                 "2026-10-19 and 2026-10-26, RoamClear has re-issued 14 TAP files (HRVT2: 9, ESPAT: 5). Re-issued "
                 "files carry new file sequence numbers and the header flag REISSUE. The original files are void "
                 "and must not be settled; reverse any charges based on them.\n"),
            tool("Read", {"file_path": f"{RATING}/src/main/java/pt/kestrel/rating/tap/DedupeFilter.java"},
                 "    12\t    private final RatedKeyStore store;\n"
                 "    13\t\n"
                 "    14\t    /** A record is a duplicate if we have rated this position of this file before. */\n"
                 "    15\t    public boolean isDuplicate(TapFile file, CallEvent event) {\n"
                 "    16\t        return store.exists(file.name() + \":\" + event.recordIndex());\n"
                 "    17\t    }\n"),
            ("assistant", "That's the cause. The dedupe key is the file name plus the record index. A re-issued "
                          "file has a new name, so not one of its records looked familiar, and all of them were "
                          "rated on top of the originals. The notice also asks to reverse the original files, which "
                          "nobody did, but even with that we'd need something that recognises the same usage when "
                          "it shows up in a different file.\n\nA roaming data event has an identity of its own, "
                          "independent of the file: the IMSI, the GPRS charging ID, the partner's TADIG code and "
                          "the event start time in UTC. I'd make that the dedupe key, with a unique index on "
                          "rated_usage so the database enforces it even when two loaders run at once, and insert "
                          "with ON CONFLICT DO NOTHING."),
            ("user", "agreed. this is going to matter in later sessions, so hold onto it: the dedupe key for usage is "
                     "(imsi, charging_id, tadig, event_start_utc), never anything about the file it came in. and "
                     "separately, a rule: if the DCH marks a file as re-issued, or a partner's sequence number "
                     "comes out of order, the file always goes to quarantine/ and a human diffs it against the "
                     "original before anything gets rated. we never auto-rate a resend"),
            ("assistant", "One catch with the unique index: it can't be built while the 51,779 duplicates are in "
                          "the table. The migration has to move the second copy of each event out first. I'll move "
                          "them to a rated_usage_reversed table rather than delete them, so billing has the exact "
                          "list to credit."),
            tool("Write", {"file_path": f"{RATING}/src/main/resources/db/migration/V87__usage_event_identity.sql",
                           "content": "-- RoamClear RC-2026-1102-07: keep the first rating of each event, move "
                                      "the rest out\n"
                                      "CREATE TABLE rated_usage_reversed (LIKE rated_usage INCLUDING ALL);\n"
                                      "WITH d AS (SELECT id, row_number() OVER (PARTITION BY imsi, charging_id, "
                                      "tadig, event_start_utc ORDER BY rated_at) rn FROM rated_usage)\n"
                                      "INSERT INTO rated_usage_reversed SELECT u.* FROM rated_usage u JOIN d USING "
                                      "(id) WHERE d.rn > 1;\n"
                                      "DELETE FROM rated_usage WHERE id IN (SELECT id FROM rated_usage_reversed);\n"
                                      "CREATE UNIQUE INDEX rated_usage_event_identity ON rated_usage (imsi, "
                                      "charging_id, tadig, event_start_utc);\n"},
                 f"File created successfully at: {RATING}/src/main/resources/db/migration/"
                 "V87__usage_event_identity.sql"),
            tool("Edit", {"file_path": f"{RATING}/src/main/java/pt/kestrel/rating/tap/DedupeFilter.java",
                          "old_string": "        return store.exists(file.name() + \":\" + event.recordIndex());",
                          "new_string": "        // identity of the usage itself, never of the file it came in\n"
                                        "        return store.exists(event.imsi(), event.chargingId(), "
                                        "file.senderTadig(), event.startUtc());"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{RATING}/src/main/java/pt/kestrel/rating/tap/TapIntake.java",
                          "old_string": "        rater.rate(file);",
                          "new_string": "        if (file.header().reissued() || sequences.isOutOfOrder(file)) {\n"
                                        "            quarantine.move(file); // a person diffs it against the "
                                        "original\n"
                                        "            return;\n        }\n        rater.rate(file);"},
                 "The file has been updated."),
            bash("mvn -q test 2>&1 | tail -n 2",
                 "[INFO] Tests run: 412, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS\n"),
            bash("./mvnw -q flyway:migrate -Dflyway.url=\"$RATING_DB_STAGING_COPY\" 2>&1 | tail -n 3",
                 "Migrating schema \"public\" to version \"87 - usage event identity\"\n"
                 "51779 rows moved to rated_usage_reversed\nSuccessfully applied 1 migration\n"),
            ("user", "good. billing credits the 2,318 customers on the december bill, they take the list from "
                     "rated_usage_reversed, that part's on their side. commit it"),
            bash("git add -A && git commit -qm 'rating: dedupe usage on event identity, quarantine re-issued TAP "
                 "files' && git log -1 --oneline",
                 "c83e1fa rating: dedupe usage on event identity, quarantine re-issued TAP files\n"),
            ("assistant", "Committed as c83e1fa. Summary for the 11:00 call:\n\n"
                          "**What happened.** 2,318 postpaid customers were charged twice for October roaming "
                          "data: 51,779 events, EUR 41,207.55 (HRVT2: 1,406 subscribers, EUR 25,118.40; ESPAT: 912 "
                          "subscribers, EUR 16,089.15).\n\n"
                          "**Cause.** RoamClear re-issued 14 TAP files with a corrected exchange rate under new "
                          "sequence numbers (notice RC-2026-1102-07). Our dedupe keyed on file name plus record "
                          "index, so every record in the re-issued files was rated a second time.\n\n"
                          "**Fix.**\n"
                          "- Dedupe on the identity of the usage: (imsi, charging_id, tadig, event_start_utc), "
                          "enforced by the unique index rated_usage_event_identity.\n"
                          "- Files flagged as re-issued, or with an out-of-order sequence number, go to quarantine/ "
                          "and are diffed by a person before rating; resends are never auto-rated.\n"
                          "- Migration V87 moves the duplicate ratings to rated_usage_reversed and builds the "
                          "index; it goes to production with the next release.\n\n"
                          "**Billing.** Credits on the December bill, from rated_usage_reversed."),
        ],
        "facts": [
            fact("double-charge", "In November 2026, 2,318 postpaid customers were charged twice for October "
                                  "roaming data (HRVT2, ESPAT): RoamClear re-issued 14 TAP files with new sequence "
                                  "numbers (notice RC-2026-1102-07) and the rating engine deduplicated on file name "
                                  "+ record index, so 51,779 records were rated again.",
                 "fact", "assistant", ["re-issued", ["record index", "recordIndex"], ["charged twice", "2,318"]]),
            fact("dedupe-key", "The dedupe key for usage is (imsi, charging_id, tadig, event_start_utc), never "
                               "anything about the file it came in; the unique index rated_usage_event_identity "
                               "enforces it.",
                 "rule", "user", ["charging_id", "tadig", "event_start_utc"], remember=True),
            fact("quarantine-rule", "If the DCH marks a file as re-issued or a partner's sequence number comes out "
                                    "of order, the file always goes to quarantine/ and a human diffs it against the "
                                    "original before rating; resends are never auto-rated.",
                 "rule", "user", ["quarantine", ["re-issued", "out of order"], ["auto-rate", "diffs"]]),
        ],
        "optional": [
            opt("v87", "Migration V87__usage_event_identity.sql moves duplicate ratings to rated_usage_reversed and "
                       "creates the unique index.",
                ["V87"]),
            opt("credits", "Billing credits the affected customers on the December bill from rated_usage_reversed.",
                ["rated_usage_reversed"]),
        ],
        "questions": [
            q("Why were customers charged twice for roaming data in October?",
              "RoamClear re-issued 14 TAP files with new sequence numbers and dedupe keyed on file name plus record "
              "index", ["double-charge"]),
            q("What is the dedupe key for rated usage?", "(imsi, charging_id, tadig, event_start_utc)",
              ["dedupe-key"]),
            q("What happens to a TAP file the DCH marks as re-issued?",
              "it goes to quarantine/ and a human diffs it against the original before rating",
              ["quarantine-rule"]),
        ],
    },
    {
        "id": "h42-cc-portin-npch-v3-notifications",
        "project": PORTIN,
        "start": datetime(2026, 11, 9, 14, 0),
        "about": "portin-gw (Elixir): moving to the NPCH v3 REST API; notification delivery chosen: long polling "
                 "GET /v3/messages; webhooks rejected (security won't open a public inbound endpoint into the BSS "
                 "zone), daily SFTP batch rejected (porting runs on hours); cursor in npch_cursor advanced in the "
                 "same transaction; wait=25 changed to wait=15 after NPCH's load balancer cut idle connections at "
                 "20s; question-shaped remember request: the NPCH sandbox is wiped every Sunday night",
        "steps": [
            ("user", "NPCH is switching off the SOAP polling interface at the end of Q1, so portin-gw has to move to "
                     "their v3 REST API. I dumped the v3 spec to docs/npch-v3.txt. before any code I want to decide "
                     "how we receive port status notifications"),
            bash("rg -n -i 'delivery mode|webhook|/v3/messages|batch|retained' docs/npch-v3.txt",
                 "112:4. Notification delivery\n"
                 "114:Operators choose one of three delivery modes for port status notifications:\n"
                 "116:(a) Webhook: NPCH POSTs each notification to an HTTPS endpoint published by the operator. "
                 "Mutual TLS is required.\n"
                 "119:(b) Message queue: the operator pulls notifications with GET /v3/messages?after=<cursor>&"
                 "wait=<s>&limit=<n>. wait enables long polling (maximum 30 s); limit maximum 100.\n"
                 "124:(c) Batch: one file per day with all notifications, placed on the operator's SFTP account "
                 "at 01:00.\n"
                 "131:Notifications are retained on the message queue for 7 days.\n"),
            ("assistant", "The three modes, for portin-gw:\n\n"
                          "- **(a) Webhook.** Lowest latency, but NPCH has to reach us: a public HTTPS endpoint "
                          "with mutual TLS in front of portin-gw and an inbound firewall rule into the BSS zone.\n"
                          "- **(b) Message queue with long polling.** Outbound calls only, we set the pace, and a "
                          "cursor says where we are. Notifications stay on the queue for 7 days, so if portin-gw is "
                          "down for an hour it just catches up.\n"
                          "- **(c) Daily batch.** A port goes from validation to execution within hours; a file at "
                          "01:00 would miss most windows.\n\nI'd go with (b)."),
            ("user", "(b), long polling the messages API. webhooks are out, security won't open a public inbound "
                     "endpoint into the BSS zone, last time someone asked it took four months of meetings. batch is "
                     "out because porting runs on hours, not days"),
            ("assistant", "Proposed shape: a GenServer poller under the application supervisor calling "
                          "`GET /v3/messages?after=<cursor>&wait=25&limit=100`, Req with receive_timeout 35s so the "
                          "client never gives up before NPCH answers. The cursor lives in a Postgres table, "
                          "npch_cursor, and advances in the same transaction that applies the port status changes, "
                          "so a crash replays notifications instead of losing them. On errors, back off from 1s, "
                          "doubling up to 5 minutes."),
            ("user", "all fine. write it"),
            tool("Write", {"file_path": f"{PORTIN}/lib/portin_gw/npch/poller.ex",
                           "content": "defmodule PortinGw.Npch.Poller do\n  use GenServer\n\n"
                                      "  @wait 25\n  @limit 100\n  @receive_timeout 35_000\n"
                                      "  @max_backoff :timer.minutes(5)\n\n"
                                      "  # after, wait and limit go to GET /v3/messages; the cursor moves in the "
                                      "same\n  # transaction as the port updates (see apply_batch/2)\n"
                                      "  ...\nend\n"},
                 f"File created successfully at: {PORTIN}/lib/portin_gw/npch/poller.ex"),
            tool("Write", {"file_path": f"{PORTIN}/priv/repo/migrations/20261109140000_create_npch_cursor.exs",
                           "content": "defmodule PortinGw.Repo.Migrations.CreateNpchCursor do\n"
                                      "  use Ecto.Migration\n\n  def change do\n"
                                      "    create table(:npch_cursor, primary_key: false) do\n"
                                      "      add :env, :string, primary_key: true\n"
                                      "      add :cursor, :bigint, null: false, default: 0\n"
                                      "      timestamps()\n    end\n  end\nend\n"},
                 f"File created successfully at: {PORTIN}/priv/repo/migrations/"
                 "20261109140000_create_npch_cursor.exs"),
            bash("mix test test/portin_gw/npch 2>&1 | tail -n 2", "Finished in 0.9 seconds\n10 tests, 0 failures\n"),
            bash("mix run -e 'PortinGw.Npch.Poller.poll_once(:sandbox)' 2>&1 | tail -n 4",
                 "[info] GET https://api-sandbox.npch.test/v3/messages?after=0&wait=25&limit=100\n"
                 "[error] %Req.TransportError{reason: :closed} after 20003ms\n"
                 "[info] retry in 1000ms\n"
                 "[error] %Req.TransportError{reason: :closed} after 20001ms\n"),
            ("assistant", "Every long poll gets its connection closed after exactly 20 s, well under NPCH's own "
                          "30 s maximum. Something between us and NPCH drops idle connections at 20 s, either our "
                          "egress proxy or their load balancer. Quick check with a shorter wait:"),
            bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' "
                 "'https://api-sandbox.npch.test/v3/messages?after=0&wait=15&limit=100' "
                 "-H \"Authorization: Bearer $NPCH_TOKEN\"",
                 "200 15.021\n"),
            ("user", "it's their LB, their ops confirmed on the chat, 20s idle timeout and they won't change it. so "
                     "wait=15, and receive_timeout 25s. also, could you keep this in mind for future sessions? the "
                     "NPCH sandbox gets wiped every Sunday night, so when the integration tests fail on a Monday "
                     "morning it's almost always that and not our code"),
            tool("Edit", {"file_path": f"{PORTIN}/lib/portin_gw/npch/poller.ex",
                          "old_string": "  @wait 25\n  @limit 100\n  @receive_timeout 35_000\n",
                          "new_string": "  # NPCH's load balancer drops idle connections at 20s\n"
                                        "  @wait 15\n  @limit 100\n  @receive_timeout 25_000\n"},
                 "The file has been updated."),
            bash("mix run -e 'PortinGw.Npch.Poller.poll_once(:sandbox)' 2>&1 | tail -n 2",
                 "[info] GET https://api-sandbox.npch.test/v3/messages?after=0&wait=15&limit=100\n"
                 "[info] 0 messages, cursor 0\n"),
            ("assistant", "Long polls now complete: wait=15, limit=100, receive_timeout 25s. And noted about the "
                          "sandbox being wiped every Sunday night; a red integration run on a Monday morning gets "
                          "checked against that first. The poller and the npch_cursor migration are uncommitted."),
        ],
        "facts": [
            fact("npch-delivery", "portin-gw receives NPCH v3 port status notifications by long polling the message "
                                  "queue API (GET /v3/messages); webhooks rejected because security won't open a "
                                  "public inbound endpoint into the BSS zone, the daily batch file rejected because "
                                  "porting runs on hours.",
                 "decision", "user", ["/v3/messages", "long polling", ["webhooks", "inbound endpoint"]]),
            fact("poll-wait", "The NPCH poller uses wait=15 (not 25: NPCH's load balancer drops idle connections at "
                              "20s), limit=100 and receive_timeout 25s.",
                 "config", "user", ["wait=15", ["20s", "idle"], "receive_timeout"]),
            fact("npch-cursor", "The NPCH cursor lives in the Postgres table npch_cursor and advances in the same "
                                "transaction that applies the port status changes, so a crash replays "
                                "notifications instead of losing them.",
                 "decision", "assistant", ["npch_cursor", "same transaction"]),
            fact("sandbox-reset", "The NPCH sandbox is wiped every Sunday night; integration tests failing on a "
                                  "Monday morning are almost always that, not our code.",
                 "fact", "user", ["sandbox", "Sunday"], remember=True),
        ],
        "optional": [
            opt("backoff", "The poller backs off from 1s, doubling up to 5 minutes.", ["5 minutes"]),
            opt("retention7", "NPCH keeps notifications on the message queue for 7 days.", ["7 days"]),
        ],
        "questions": [
            q("How does portin-gw receive NPCH port notifications?", "long polling GET /v3/messages",
              ["npch-delivery"]),
            q("What wait does the NPCH poller use, and why?",
              "wait=15, their load balancer drops idle connections at 20s", ["poll-wait"]),
            q("Why do integration tests against the NPCH sandbox fail on Monday mornings?",
              "the sandbox gets wiped every Sunday night", ["sandbox-reset"]),
        ],
    },
]
