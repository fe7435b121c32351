"""h44 Codex sessions, part a: a night of MVT delay messages silently dropped by movements-ingest (Spring Kafka),
moving pairing-solver requests from HTTP onto an SQS queue, and the crew tools on-call schedules in Terraform for
Opsgenie."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

MVT = "/home/oksana/work/movements-ingest"
SOLVER = "/home/niamh/src/pairing-solver"
PAGER = "/Users/femi/work/oncall-tf"

SESSIONS = [
    {
        "id": "h44-cx-movements-dropped-delays",
        "project": MVT,
        "start": datetime(2026, 11, 4, 7, 30),
        "about": "movements-ingest incident: between about 23:00 and 05:30 the disruption board showed no delays; "
                 "SITA started sending delay codes with a letter sub-code (DL93A/0019), DelayParser threw "
                 "NumberFormatException and DefaultErrorHandler (FixedBackOff(0, 0), no recoverer) skipped 312 "
                 "records and committed; parser fixed, rule that no consumer ever skips a record (dead-letter "
                 "topic, non-empty DLT pages); 'this is going to matter in later sessions' naming <source "
                 "topic>.dlt with 14 days retention; 312 records replayed",
        "steps": [
            ("user", "duty managers say the disruption board showed no delays at all last night, roughly 23:00 to "
                     "05:30. the movements were there, the delays weren't. roster-core never got them. find out "
                     "why"),
            shell("kubectl -n movements logs deploy/movements-ingest --since=10h | grep -E 'WARN|ERROR' | sort | "
                  "uniq -c | sort -rn | head -n 4",
                  "    312 WARN  o.s.k.l.DefaultErrorHandler : Backoff FixedBackOff{interval=0, currentAttempts=1, "
                  "maxAttempts=0} exhausted for movements.mvt-*\n"
                  "    312 ERROR c.s.m.DelayParser : cannot parse delay line\n"
                  "      3 WARN  o.a.k.c.NetworkClient : Connection to node 2 could not be established\n"),
            shell("kubectl -n movements logs deploy/movements-ingest --since=10h | grep -m1 -A3 'cannot parse "
                  "delay line'",
                  "2026-11-03T23:04:18Z ERROR c.s.m.DelayParser : cannot parse delay line 'DL93A/0019'\n"
                  "java.lang.NumberFormatException: For input string: \"93A\"\n"
                  "\tat java.base/java.lang.Integer.parseInt(Integer.java:661)\n"
                  "\tat com.skerryair.movements.DelayParser.parse(DelayParser.java:42)\n"),
            ("assistant", "From 23:04 SITA started sending delay codes with a letter sub-code, `DL93A/0019` (code "
                          "93, sub-code A, 19 minutes), the AHM 731 sub-code format. `DelayParser` does "
                          "`Integer.parseInt` on everything before the slash and throws. The container's "
                          "`DefaultErrorHandler` is configured with `FixedBackOff(0, 0)` and no recoverer, which "
                          "means: no retry, log a warning, skip the record and commit its offset. 312 delay "
                          "messages were thrown away that way; the AD/AA lines are parsed separately, which is why "
                          "the movements themselves arrived."),
            shell("sed -n 36,48p src/main/java/com/skerryair/movements/DelayParser.java",
                  "    private static final Pattern DL = Pattern.compile(\"DL(\\\\w+)/(\\\\d{4})\");\n\n"
                  "    public Delay parse(String line) {\n"
                  "        Matcher m = DL.matcher(line);\n"
                  "        if (!m.matches()) throw new IllegalArgumentException(line);\n"
                  "        int code = Integer.parseInt(m.group(1));\n"
                  "        return new Delay(code, Duration.ofMinutes(hhmm(m.group(2))));\n    }\n"),
            shell("apply_patch <<'EOF'\n*** Update File: src/main/java/com/skerryair/movements/DelayParser.java\n"
                  "@@\n-    private static final Pattern DL = Pattern.compile(\"DL(\\\\w+)/(\\\\d{4})\");\n"
                  "+    // two-digit code, optional letter sub-code (AHM 731): DL93/0019, DL93A/0019\n"
                  "+    private static final Pattern DL = Pattern.compile(\"DL(\\\\d{2})([A-Z])?/(\\\\d{4})\");\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/main/java/com/skerryair/movements/DelayParser.java\n"),
            ("user", "fix the parser, sure. but the real problem is that the consumer threw data away without "
                     "telling anyone. new rule for this repo: no consumer ever skips a record. anything that still "
                     "fails after retries goes to a dead-letter topic, and a non-empty dead-letter topic pages us"),
            shell("apply_patch <<'EOF'\n*** Update File: src/main/java/com/skerryair/movements/KafkaConfig.java\n"
                  "@@\n-        return new DefaultErrorHandler(new FixedBackOff(0L, 0L));\n"
                  "+        var recoverer = new DeadLetterPublishingRecoverer(template,\n"
                  "+            (rec, ex) -> new TopicPartition(rec.topic() + \".dlt\", rec.partition()));\n"
                  "+        return new DefaultErrorHandler(recoverer, new FixedBackOff(2000L, 3));\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/main/java/com/skerryair/movements/KafkaConfig.java\n"),
            ("user", "this is going to matter in later sessions, so: dead-letter topics are named <source "
                     "topic>.dlt, so movements.mvt.dlt here, and they keep 14 days. same for every consumer we add "
                     "later"),
            shell("kafka-topics --bootstrap-server \"$KAFKA_BOOTSTRAP\" --create --topic movements.mvt.dlt "
                  "--partitions 12 --config retention.ms=1209600000 && kafka-topics --bootstrap-server "
                  "\"$KAFKA_BOOTSTRAP\" --describe --topic movements.mvt.dlt | head -n 1",
                  "Created topic movements.mvt.dlt.\n"
                  "Topic: movements.mvt.dlt\tTopicId: Q2m0...\tPartitionCount: 12\tReplicationFactor: 3\t"
                  "Configs: retention.ms=1209600000\n"),
            shell("apply_patch < /tmp/dlt-alert.patch && promtool check rules deploy/alerts.yml && mvn -q test "
                  "2>&1 | tail -n 3",
                  "Success. Updated the following files:\nM deploy/alerts.yml\n"
                  "Checking deploy/alerts.yml\n  SUCCESS: 5 rules found\n\n"
                  "[INFO] Tests run: 87, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"),
            ("assistant", "Retries are now 3 at 2 s intervals, then the record goes to `movements.mvt.dlt` (12 "
                          "partitions, retention.ms 1209600000, 14 days), and the new MovementsDltNotEmpty alert "
                          "pages when the topic has any records. The 312 lost delays are still in movements.mvt "
                          "(7 days retention), so they can be replayed from their offsets with a separate consumer "
                          "group. Shall I?"),
            ("user", "replay them, yes"),
            shell("java -jar tools/replay.jar --topic movements.mvt --group replay-20261104 --from "
                  "2026-11-03T23:00:00Z --to 2026-11-04T05:40:00Z --only-kind DL",
                  "scanned 9,871 records on movements.mvt partitions 0-11\nreplayed 312 DL records, 312 delays "
                  "upserted, 0 failures\n"),
            shell("git add -A && git commit -qm 'delays: parse letter sub-codes; dead-letter instead of skip; DLT "
                  "alert' && git log -1 --oneline",
                  "18c4e5a delays: parse letter sub-codes; dead-letter instead of skip; DLT alert\n"),
            ("assistant", "Committed. The 312 delays from the night are back on the disruption board, the parser "
                          "accepts codes like 93A, and from now on a record that can't be processed lands in "
                          "movements.mvt.dlt and pages instead of disappearing."),
        ],
        "facts": [
            fact("cx1-incident", "Night of 3-4 Nov (about 23:00-05:30): 312 MVT delay messages never reached "
                                 "roster-core; SITA started sending delay codes with a letter sub-code (DL93A/0019), "
                                 "DelayParser threw NumberFormatException and the DefaultErrorHandler "
                                 "(FixedBackOff(0, 0), no recoverer) skipped the records and committed the offsets.",
                 "fact", "assistant", ["312", ["93A", "sub-code"], "DefaultErrorHandler"]),
            fact("cx1-parser", "DelayParser accepts a two-digit delay code with an optional letter sub-code "
                               "(DL93/0019, DL93A/0019).",
                 "bugfix", "assistant", ["DelayParser", "sub-code"]),
            fact("cx1-no-skip", "No consumer in movements-ingest ever skips a record: anything that still fails "
                                "after retries goes to a dead-letter topic, and a non-empty dead-letter topic pages "
                                "the team.",
                 "rule", "user", ["dead-letter", ["skips a record", "skip"], "pages"]),
            fact("cx1-dlt", "Dead-letter topics are named <source topic>.dlt (e.g. movements.mvt.dlt) and keep 14 "
                            "days; the same for every consumer added later.",
                 "convention", "user", [["<source topic>.dlt", "movements.mvt.dlt"], "14 days"], remember=True),
            fact("cx1-retries", "movements-ingest retries a failing record 3 times at 2 s intervals "
                                "(FixedBackOff(2000L, 3)) before dead-lettering it.",
                 "config", "assistant", ["FixedBackOff", ["2000L", "2 s"]]),
        ],
        "optional": [
            opt("cx1-alert", "MovementsDltNotEmpty pages when movements.mvt.dlt has records.",
                ["MovementsDltNotEmpty"]),
            opt("cx1-replay", "tools/replay.jar replays a time range of movements.mvt with its own consumer group.",
                ["replay"]),
        ],
        "questions": [
            q("Why were the delays missing from the disruption board on the night of 3-4 November?",
              "DelayParser threw on delay codes with a letter sub-code and the DefaultErrorHandler skipped 312 "
              "records",
              ["cx1-incident"]),
            q("What happens to a record a movements-ingest consumer can't process?",
              "after retries, a dead-letter topic; a non-empty dead-letter topic pages", ["cx1-no-skip"]),
            q("How are dead-letter topics named and how long are they kept?", "<source topic>.dlt, 14 days",
              ["cx1-dlt"]),
            q("How often does movements-ingest retry before dead-lettering?", "3 retries at 2 s intervals",
              ["cx1-retries"]),
        ],
    },
    {
        "id": "h44-cx-solver-queue",
        "project": SOLVER,
        "start": datetime(2026, 11, 10, 11, 0),
        "about": "pairing-solver: moving solve requests from HTTP (60 s client timeout) onto a queue; speculation "
                 "about Temporal/Step Functions and Gurobi deferred; SQS FIFO with group id = base chosen, then "
                 "dropped because an in-flight solve blocks every later message of its base (reruns); final: "
                 "standard SQS queue solver-jobs, one running solve per base (solve_runs row per run_id, a per-base "
                 "lock, a rerun cancels the running one); visibility 900 s extended every 300 s; inputs and "
                 "solutions in S3, the message carries run_id and S3 key only",
        "steps": [
            ("user", "roster-core calls the solver over HTTP today and gives up after 60s, so anything but the "
                     "tiny bases fails. we're moving it to a queue. thoughts before I decide"),
            shell("rg -n 'timeout' ../roster-core/solver-client/src/main/kotlin/ | head -n 3 && rg -n "
                  "'@app.post' app/api.py",
                  "../roster-core/solver-client/src/main/kotlin/com/skerryair/roster/solver/SolverClient.kt:19:"
                  "        .readTimeout(Duration.ofSeconds(60))\n"
                  "app/api.py:41:@app.post(\"/solve\")\n"),
            ("assistant", "Options on the AWS side we already use:\n\n"
                          "- **SQS standard**: at-least-once, no ordering. Simple; duplicates have to be handled "
                          "with an idempotency key.\n"
                          "- **SQS FIFO**: ordering and exactly-once processing per `MessageGroupId`, so with the "
                          "base as the group two solves for the same base never run at once. Deduplication window "
                          "is 5 minutes.\n"
                          "- **Kafka**: we run it for movements, but a job queue with hour-long jobs fits it "
                          "badly (one slow record holds up its partition).\n\n"
                          "Either SQS flavour needs two things: messages are limited to 256 KB, and a solve takes "
                          "up to an hour, so the worker has to keep extending the visibility timeout while it "
                          "works."),
            ("user", "thinking aloud: one day this should probably be a proper workflow engine, Temporal or step "
                     "functions, and if finance ever pays for Gurobi we'd swap the solver too. neither is happening "
                     "this quarter. for now: SQS FIFO, group id = base, so two solves for one base never overlap"),
            shell("apply_patch < /tmp/solver-fifo.patch && terraform -chdir=infra plan -no-color | grep -E "
                  "'^  # |Plan:'",
                  "Success. Updated the following files:\nM infra/queues.tf\n"
                  "  # aws_sqs_queue.solver_jobs will be created\n"
                  "  # aws_sqs_queue.solver_jobs_dlq will be created\n"
                  "Plan: 2 to add, 0 to change, 0 to destroy.\n"),
            ("assistant", "Before you apply, one consequence of FIFO for this workload: while a message from group "
                          "ORK is in flight, every later ORK message waits, for up to the full solve. If someone "
                          "notices a wrong input ten minutes into a 60-minute ORK solve and submits a corrected "
                          "rerun, the rerun sits behind the bad solve until it finishes or its visibility runs "
                          "out, and it can't cancel it because it isn't delivered."),
            ("user", "hm. that's exactly what happens in disruption weeks, someone fixes the input and reruns. ok, "
                     "forget FIFO. standard queue, and the solver itself makes sure only one solve per base runs: "
                     "a row in solve_runs per run_id, a lock per base, and a rerun for a base cancels the running "
                     "one"),
            shell("apply_patch < /tmp/solver-standard.patch && sed -n '/solver_jobs\" {/,/^}/p' infra/queues.tf",
                  "Success. Updated the following files:\nM infra/queues.tf\n"
                  "resource \"aws_sqs_queue\" \"solver_jobs\" {\n"
                  "  name                       = \"solver-jobs\"\n"
                  "  visibility_timeout_seconds = 900\n"
                  "  message_retention_seconds  = 86400\n"
                  "  redrive_policy = jsonencode({ deadLetterTargetArn = aws_sqs_queue.solver_jobs_dlq.arn, "
                  "maxReceiveCount = 3 })\n}\n"),
            shell("apply_patch < /tmp/worker-lock.patch && sed -n '/def handle/,/^$/p' app/worker.py",
                  "Success. Updated the following files:\nM app/worker.py\nA migrations/0009_solve_runs_base_lock.sql\n"
                  "def handle(msg):\n"
                  "    run = solve_runs.claim(msg.run_id)          # idempotent: a redelivered run_id is a no-op\n"
                  "    solve_runs.cancel_running(base=run.base)    # a rerun cancels the running solve\n"
                  "    with base_lock(run.base):                   # pg_advisory_lock(hashtext(base))\n"
                  "        with heartbeat(msg, every=300, extend_to=900):  # ChangeMessageVisibility\n"
                  "            solve(run)\n"),
            shell("pytest -q tests/test_worker.py",
                  "..............                                                           [100%]\n"
                  "14 passed in 3.88s\n"),
            ("user", "payloads: inputs and solutions go to s3, the message only carries the run_id and the s3 key. "
                     "don't even try to squeeze a month of pairings into 256 KB"),
            shell("apply_patch < /tmp/payload-s3.patch && cat app/schema/solve_job.json",
                  "Success. Updated the following files:\nM app/schema/solve_job.json\nM app/worker.py\n"
                  "{\"type\":\"object\",\"required\":[\"run_id\",\"input_key\"],\"additionalProperties\":false,"
                  "\"properties\":{\"run_id\":{\"type\":\"string\"},\"input_key\":{\"type\":\"string\","
                  "\"pattern\":\"^runs/[0-9a-f]{4,}/input.json.gz$\"}}}\n"),
            shell("git add -A && git commit -qm 'solve jobs via SQS solver-jobs; one solve per base; payloads in "
                  "S3' && git log -1 --oneline",
                  "6b2f91e solve jobs via SQS solver-jobs; one solve per base; payloads in S3\n"),
            ("assistant", "Committed, not applied: solver-jobs is a standard queue with a 900 s visibility timeout "
                          "that the worker extends every 300 s, a DLQ after 3 receives, one running solve per base "
                          "with reruns cancelling the running one, and messages that carry only the run_id and the "
                          "S3 key of the input."),
        ],
        "facts": [
            fact("cx2-queue", "Solve requests go through a standard SQS queue, solver-jobs; SQS FIFO with group id "
                              "= base was chosen first and dropped because an in-flight solve blocks every later "
                              "message of its base, including corrected reruns. The solver runs one solve per base "
                              "(a solve_runs row per run_id, a per-base lock) and a rerun cancels the running one.",
                 "decision", "user", ["solver-jobs", "FIFO", ["rerun", "run_id"]]),
            fact("cx2-visibility", "solver-jobs has a 900 s visibility timeout; the worker extends it every 300 s "
                                   "with ChangeMessageVisibility while a solve runs; after 3 receives a message "
                                   "goes to the DLQ.",
                 "config", "assistant", ["ChangeMessageVisibility", ["900", "visibility_timeout_seconds"]]),
            fact("cx2-s3", "Solver inputs and solutions are stored in S3; a solver-jobs message carries only the "
                           "run_id and the S3 key (SQS messages are limited to 256 KB).",
                 "decision", "user", [["S3", "s3 key"], ["256 KB", "run_id"]]),
        ],
        "optional": [
            opt("cx2-later", "Temporal or Step Functions and Gurobi are ideas for later, not this quarter.",
                ["Temporal"]),
            opt("cx2-dlq", "solver-jobs redrives to solver_jobs_dlq after maxReceiveCount 3.",
                ["maxReceiveCount"]),
        ],
        "questions": [
            q("How does roster-core send solve requests to the solver?", "a standard SQS queue, solver-jobs",
              ["cx2-queue"]),
            q("Why was SQS FIFO dropped for solver-jobs?",
              "while a solve is in flight every later message of its base waits, so a corrected rerun sits behind it",
              ["cx2-queue"]),
            q("What does a solver-jobs message carry?", "only the run_id and the S3 key", ["cx2-s3"]),
        ],
    },
    {
        "id": "h44-cx-oncall-opsgenie",
        "project": PAGER,
        "start": datetime(2026, 11, 17, 9, 20),
        "about": "oncall-tf: crew tools on-call moved from click-ops into Terraform for Opsgenie; bullet list of "
                 "instructions (schedule names <team>-<tier>, weekly handover Monday 09:00 Europe/Dublin, 'store "
                 "this for later sessions': nobody primary two weeks in a row, 10 minutes before escalation to "
                 "secondary); conditional rule: an alert tagged roster-publish pages primary and secondary at the "
                 "same time; near-miss: ops control's own ground-stop rule is theirs, not ours",
        "steps": [
            ("user", "we're finally moving crew tools on-call into terraform, right now it's all clicked together "
                     "in opsgenie. what's there today"),
            shell("opsgenie-cli schedule list --team crewtools -o table && opsgenie-cli escalation list --team "
                  "crewtools -o table",
                  "NAME                 ROTATION   PARTICIPANTS  TIMEZONE\n"
                  "Crew Tools Primary   weekly     5             Europe/London\n"
                  "crew-tools backup    weekly     4             Europe/Dublin\n"
                  "Roster Night         daily      2             UTC\n\n"
                  "NAME                  RULES\n"
                  "crewtools_escalation  notify Crew Tools Primary; after 15m notify crew-tools backup\n"),
            ("assistant", "Three schedules with three naming styles and two time zones, plus a 'Roster Night' daily "
                          "rotation with two people that no escalation uses. The only escalation waits 15 minutes "
                          "before going to the backup. Before I write the Terraform: how do you want schedules "
                          "named, and when should handovers happen?"),
            ("user", "ok, how I want it:\n"
                     "- schedules are named <team>-<tier>, lowercase: crewtools-primary, crewtools-secondary. "
                     "Roster Night goes away\n"
                     "- weekly rotation, handover monday 09:00 Europe/Dublin\n"
                     "- and store this one for later sessions: nobody is primary two weeks in a row. the "
                     "rotation order always leaves at least one week between someone's primary weeks\n"
                     "- escalation: primary gets 10 minutes to ack, then it goes to secondary"),
            shell("apply_patch < /tmp/schedules.patch && sed -n '/resource \"opsgenie_schedule_rotation\" "
                  "\"primary\"/,/^}/p' schedules.tf",
                  "Success. Updated the following files:\nA schedules.tf\nA escalations.tf\nA "
                  "scripts/check_rotation.py\n"
                  "resource \"opsgenie_schedule_rotation\" \"primary\" {\n"
                  "  schedule_id = opsgenie_schedule.crewtools_primary.id\n"
                  "  name        = \"crewtools-primary-weekly\"\n"
                  "  start_date  = \"2026-11-23T09:00:00Z\"\n"
                  "  type        = \"weekly\"\n"
                  "  participant { type = \"user\" id = local.users[\"aoibheann\"] }\n"
                  "  participant { type = \"user\" id = local.users[\"femi\"] }\n"
                  "  participant { type = \"user\" id = local.users[\"niamh\"] }\n"
                  "  participant { type = \"user\" id = local.users[\"oksana\"] }\n"
                  "  participant { type = \"user\" id = local.users[\"tiago\"] }\n}\n"),
            shell("python scripts/check_rotation.py schedules.tf --weeks 12",
                  "crewtools-primary: 12 weeks checked, no one primary in consecutive weeks\n"
                  "crewtools-secondary: offset 2 from primary, no overlap with primary in the same week\n"),
            ("assistant", "The schedule time zone is Europe/Dublin, so 09:00 stays 09:00 across the clock "
                          "changes. scripts/check_rotation.py fails if anyone would be primary in two consecutive "
                          "weeks; I've wired it into `make plan`. One more question: alerts from the roster publish "
                          "path, should they follow the normal escalation?"),
            ("user", "if an alert is tagged roster-publish, it always pages primary and secondary at the same time, "
                     "no 10 minute wait, a broken publish reaches 900 crew within the hour. oh, and ops control "
                     "have their own rule that the duty manager gets phoned for any ground stop over 20 minutes. "
                     "that's theirs, it doesn't go in our terraform"),
            shell("apply_patch < /tmp/publish-routing.patch && sed -n '/roster_publish/,/^}/p' escalations.tf",
                  "Success. Updated the following files:\nM escalations.tf\n"
                  "resource \"opsgenie_team_routing_rule\" \"roster_publish\" {\n"
                  "  name    = \"roster-publish-both\"\n"
                  "  team_id = opsgenie_team.crewtools.id\n"
                  "  order   = 0\n"
                  "  criteria { type = \"match-all-conditions\"\n"
                  "    conditions { field = \"tags\" operation = \"contains\" expected_value = \"roster-publish\" } }\n"
                  "  notify { type = \"escalation\" id = opsgenie_escalation.crewtools_both_now.id }\n}\n"),
            shell("terraform validate && terraform plan -no-color | tail -n 1",
                  "Success! The configuration is valid.\n\nPlan: 9 to add, 0 to change, 3 to destroy.\n"),
            shell("git add -A && git commit -qm 'crewtools on-call in terraform: primary/secondary weekly, "
                  "roster-publish pages both' && git log -1 --oneline",
                  "2a9d0c4 crewtools on-call in terraform: primary/secondary weekly, roster-publish pages both\n"),
            ("assistant", "Committed; the plan replaces the three clicked schedules with crewtools-primary and "
                          "crewtools-secondary (weekly, Monday 09:00 Europe/Dublin), escalates to secondary after "
                          "10 minutes, and routes roster-publish alerts to both at once. The 3 destroys are the old "
                          "schedules, including Roster Night."),
        ],
        "facts": [
            fact("cx3-naming", "Opsgenie schedules are named <team>-<tier> in lowercase: crewtools-primary, "
                               "crewtools-secondary.",
                 "convention", "user", ["<team>-<tier>", "crewtools-primary"]),
            fact("cx3-handover", "Crew tools on-call rotates weekly with the handover on Monday 09:00 "
                                 "Europe/Dublin.",
                 "config", "user", ["09:00", "Europe/Dublin"]),
            fact("cx3-no-back-to-back", "Nobody is primary on-call two weeks in a row; the rotation order always "
                                        "leaves at least one week between someone's primary weeks "
                                        "(scripts/check_rotation.py checks it).",
                 "rule", "user", ["two weeks in a row", "primary"], remember=True),
            fact("cx3-escalation", "The primary gets 10 minutes to acknowledge before the page goes to the "
                                   "secondary.",
                 "config", "user", ["10 minutes", "secondary"]),
            fact("cx3-publish", "If an alert is tagged roster-publish, it pages primary and secondary at the same "
                                "time, with no 10 minute wait.",
                 "rule", "user", ["roster-publish", ["at the same time", "secondary"]]),
        ],
        "optional": [
            opt("cx3-check", "scripts/check_rotation.py runs in make plan.", ["check_rotation"]),
        ],
        "questions": [
            q("How are Opsgenie schedules named?", "<team>-<tier>, lowercase: crewtools-primary", ["cx3-naming"]),
            q("When is the on-call handover?", "Monday 09:00 Europe/Dublin", ["cx3-handover"]),
            q("Can someone be primary two weeks in a row?", "no, at least one week between primary weeks",
              ["cx3-no-back-to-back"]),
            q("Who gets paged for a roster-publish alert?", "primary and secondary at the same time",
              ["cx3-publish"]),
        ],
    },
]
