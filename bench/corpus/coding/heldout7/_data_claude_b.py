"""h44 Claude Code sessions, part b: partitioning the duty_log table in dutylog-db (Postgres, pg_partman, Flyway),
the December roster publish that showed Boston crew their duties a day early (roster-core), and an afternoon of
questions about movements-ingest (the Kafka consumer of MVT flight movement messages)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

DUTY = "/home/oksana/work/dutylog-db"
ROSTER = "/home/niamh/src/roster-core"
MVT = "/home/oksana/work/movements-ingest"

SESSIONS = [
    {
        "id": "h44-cc-dutylog-partitioning",
        "project": DUTY,
        "start": datetime(2026, 11, 9, 10, 30),
        "about": "dutylog-db: duty_log (412 GB, one table) partitioned monthly on logged_at with pg_partman, "
                 "premake 4, maintenance hourly at minute 15 via pg_cron; retention set to 24 months, then changed "
                 "to 36 months after compliance (final: 36); detached partitions archived to S3; heads-up that the "
                 "primary moves from pg-ops-01 to pg-ops-02 on 7 December; near-miss exaggeration 'flyway always "
                 "picks the worst possible moment'",
        "steps": [
            ("user", "duty_log is one table with over a billion rows and autovacuum on it runs all night. time to "
                     "partition it, by month on logged_at I think. flyway always picks the worst possible moment to "
                     "sit on a lock, so we do this the slow safe way"),
            bash("psql \"$DUTYLOG_LOCAL\" -c \"select pg_size_pretty(pg_total_relation_size('duty_log')) as size, "
                 "(select reltuples::bigint from pg_class where relname = 'duty_log') as rows, min(logged_at), "
                 "max(logged_at) from duty_log\"",
                 "  size  |    rows    |          min           |          max\n"
                 "--------+------------+------------------------+------------------------\n"
                 " 412 GB | 1148203377 | 2019-03-02 04:11:09+00 | 2026-11-09 10:28:51+00\n"
                 "(1 row)\n"),
            bash("psql \"$DUTYLOG_LOCAL\" -Atc \"select extname, extversion from pg_extension where extname in "
                 "('pg_partman','pg_cron')\"",
                 "pg_partman|5.1.0\npg_cron|1.6\n"),
            ("assistant", "Plan, in Flyway migrations so every environment gets the same thing:\n\n"
                          "1. Create `duty_log_new` partitioned by range on `logged_at` and hand it to pg_partman "
                          "with `p_interval := '1 month'` and `p_premake := 4` (four future months always exist).\n"
                          "2. Backfill month by month in batches outside the migration, then swap the names in one "
                          "short transaction.\n"
                          "3. Schedule `partman.run_maintenance_proc()` with pg_cron so new partitions are created "
                          "and old ones retired.\n\n"
                          "What retention do you want, and should expired partitions be dropped or detached?"),
            ("user", "premake 4 fine. retention 24 months, and expired partitions get detached and archived to s3 "
                     "before anything is dropped. maintenance hourly"),
            tool("Write", {"file_path": f"{DUTY}/migrations/V047__duty_log_partitioned.sql",
                           "content": "create table duty_log_new (like duty_log including defaults including "
                                      "constraints) partition by range (logged_at);\n\n"
                                      "select partman.create_parent(\n"
                                      "  p_parent_table := 'public.duty_log_new',\n"
                                      "  p_control := 'logged_at',\n"
                                      "  p_interval := '1 month',\n"
                                      "  p_premake := 4\n);\n\n"
                                      "update partman.part_config\n"
                                      "   set retention = '24 months', retention_keep_table = true\n"
                                      " where parent_table = 'public.duty_log_new';\n"},
                 f"File created successfully at: {DUTY}/migrations/V047__duty_log_partitioned.sql"),
            tool("Write", {"file_path": f"{DUTY}/migrations/V048__partman_maintenance.sql",
                           "content": "select cron.schedule('partman-maintenance', '15 * * * *',\n"
                                      "  $$call partman.run_maintenance_proc()$$);\n"},
                 f"File created successfully at: {DUTY}/migrations/V048__partman_maintenance.sql"),
            bash("flyway -environment=local migrate 2>&1 | tail -n 3",
                 "Migrating schema \"public\" to version \"047 - duty log partitioned\"\n"
                 "Migrating schema \"public\" to version \"048 - partman maintenance\"\n"
                 "Successfully applied 2 migrations to schema \"public\", now at version v048 (execution time "
                 "00:01.207s)\n"),
            bash("psql \"$DUTYLOG_LOCAL\" -Atc \"select partition_tablename from partman.show_partitions("
                 "'public.duty_log_new') order by 1 desc limit 6\"",
                 "duty_log_new_p20270301\nduty_log_new_p20270201\nduty_log_new_p20270101\nduty_log_new_p20261201\n"
                 "duty_log_new_p20261101\nduty_log_new_default\n"),
            ("assistant", "The partitioned table exists locally with November plus four months ahead. Retention "
                          "is 24 months with `retention_keep_table = true`, so the hourly maintenance detaches an "
                          "expired month instead of dropping it; `scripts/archive_detached.sh` then dumps detached "
                          "partitions to s3://skerry-dutylog-archive/ and drops them only after the upload is "
                          "verified. pg_cron runs the maintenance hourly at minute 15."),
            ("user", "hold on, just checked with Aoife in compliance. the company manual says we keep FTL records "
                     "36 months, not 24. change it"),
            tool("Edit", {"file_path": f"{DUTY}/migrations/V047__duty_log_partitioned.sql",
                          "old_string": "set retention = '24 months'",
                          "new_string": "set retention = '36 months'"},
                 "The file has been updated."),
            bash("flyway -environment=local clean migrate 2>&1 | tail -n 1 && psql \"$DUTYLOG_LOCAL\" -Atc "
                 "\"select retention, retention_keep_table from partman.part_config\"",
                 "Successfully applied 48 migrations to schema \"public\", now at version v048 (execution time "
                 "00:09.884s)\n36 months|t\n"),
            ("assistant", "V047 was only ever applied to your local database, so I changed it in place instead of "
                          "adding a V049: retention is now 36 months, still detached and archived before drop."),
            ("user", "good. heads-up for future sessions: on 7 December the dutylog primary moves from pg-ops-01 to "
                     "pg-ops-02, postgres 17. from that date everything targets pg-ops-02, flyway urls included. the "
                     "backfill runs after the move"),
            bash("rg -n 'pg-ops-0' flyway.toml scripts/",
                 "flyway.toml:7:url = \"jdbc:postgresql://pg-ops-01.db.skerry.internal:5432/dutylog\"\n"
                 "scripts/archive_detached.sh:4:PGHOST=pg-ops-01.db.skerry.internal\n"),
            ("assistant", "Both still point at pg-ops-01, which is right until 7 December; I've left them alone. "
                          "When the move happens, those two lines are the ones to change."),
            bash("git add migrations/V047__duty_log_partitioned.sql migrations/V048__partman_maintenance.sql && "
                 "git commit -qm 'duty_log: monthly partitions with pg_partman, 36 months retention' && git log "
                 "-1 --oneline",
                 "c81f0a2 duty_log: monthly partitions with pg_partman, 36 months retention\n"),
        ],
        "facts": [
            fact("cc4-partman", "duty_log is range-partitioned by month on logged_at with pg_partman "
                                "(p_interval 1 month, p_premake 4).",
                 "config", "user", ["pg_partman", "logged_at", ["premake", "p_premake"]]),
            fact("cc4-retention", "duty_log keeps 36 months of partitions (24 was set first, changed because the "
                                  "company manual says FTL records are kept 36 months); expired partitions are "
                                  "detached (retention_keep_table) and archived to S3 before they are dropped.",
                 "config", "user", ["36 months", ["retention", "retention_keep_table"]]),
            fact("cc4-maintenance", "pg_partman maintenance (partman.run_maintenance_proc) runs hourly at minute 15 "
                                    "via pg_cron.",
                 "config", "user", ["pg_cron", "run_maintenance_proc"]),
            fact("cc4-pg-ops-02", "On 7 December the dutylog primary moves from pg-ops-01 to pg-ops-02 (Postgres "
                                  "17); from that date everything, Flyway URLs included, targets pg-ops-02.",
                 "fact", "user", ["pg-ops-02", "7 December"], remember=True),
        ],
        "optional": [
            opt("cc4-archive", "scripts/archive_detached.sh dumps detached partitions to s3://skerry-dutylog-archive/ "
                               "and drops them after the upload is verified.",
                ["skerry-dutylog-archive"]),
            opt("cc4-flyway", "dutylog-db schema changes are Flyway migrations, migrations/V0xx__*.sql.",
                ["Flyway"]),
        ],
        "questions": [
            q("How long does duty_log keep data?", "36 months", ["cc4-retention"]),
            q("How is duty_log partitioned?", "by month on logged_at with pg_partman, premake 4", ["cc4-partman"]),
            q("What happens to the dutylog primary on 7 December?", "it moves from pg-ops-01 to pg-ops-02",
              ["cc4-pg-ops-02"]),
            q("When does pg_partman maintenance run?", "hourly at minute 15, with pg_cron", ["cc4-maintenance"]),
        ],
    },
    {
        "id": "h44-cc-roster-publish-wrong-day",
        "project": ROSTER,
        "start": datetime(2026, 11, 12, 8, 15),
        "about": "roster-core incident: the 11 Nov December publish showed every BOS crew member's duties one day "
                 "early in CrewLink; cause PublishMapper sending dutyDate as java.util.Date at midnight UTC since "
                 "ROST-2150 (shown in America/New_York as the previous day); fix ISO local date plus baseTz; "
                 "imperative 'Keep this one' rule on dates in every API; canary base SNN with a 30-minute hold; "
                 "conditional rule: more than 5% of a base's duties changed needs a second approver; near-miss "
                 "joke 'remember when the old system rostered the chief pilot as cabin crew'; long closing summary "
                 "that repeats the decisions",
        "steps": [
            ("user", "bad one. yesterday's december roster publish: every BOS crew member saw their duties one day "
                     "early in CrewLink. crew control took 60-odd calls overnight. ORK, SNN and DUB look fine. "
                     "what happened"),
            bash("curl -s -H \"Authorization: Bearer $ROSTER_TOKEN\" "
                 "'https://roster.skerry.internal/api/v2/crew/48213/roster?month=2026-12' | jq -c "
                 "'.duties[0] | {dutyDate, report, base}'",
                 "{\"dutyDate\":\"2026-12-01T00:00:00.000Z\",\"report\":\"2026-12-01T11:45:00Z\",\"base\":\"BOS\"}\n"),
            ("assistant", "`dutyDate` goes out as an instant, midnight UTC on 1 December. CrewLink formats it in "
                          "the device's time zone; in Boston (America/New_York, UTC-5) midnight UTC is 19:00 on 30 "
                          "November, so every duty lands on the previous day. The Irish bases are on UTC+0 in "
                          "winter, which is why they look fine."),
            tool("Read", {"file_path": f"{ROSTER}/publish/src/main/kotlin/com/skerryair/roster/publish/"
                                       "PublishMapper.kt"},
                 "    22\tfun RosterDuty.toDto() = RosterDutyDto(\n"
                 "    23\t    dutyDate = Date.from(date.atStartOfDay(ZoneOffset.UTC).toInstant()),\n"
                 "    24\t    report = report.toInstant(),\n"
                 "    25\t    base = base.iata,\n"
                 "    26\t)\n"),
            bash("git log -S 'atStartOfDay(ZoneOffset.UTC)' --oneline -- publish/",
                 "9d20b6e ROST-2150: move publish DTOs to shared api-model\n"),
            ("assistant", "It's a regression from ROST-2150 three weeks ago: the DTOs moved into the shared "
                          "api-model module, where `RosterDutyDto.dutyDate` is a `java.util.Date`, so PublishMapper "
                          "now converts the LocalDate to midnight UTC. Before that it was a string. November was "
                          "published before the change, December is the first month affected.\n\nFix: make "
                          "`dutyDate` a `LocalDate` serialised as `yyyy-MM-dd` (JavaTimeModule with "
                          "WRITE_DATES_AS_TIMESTAMPS off) and add `baseTz`, the base's IANA zone, so the app never "
                          "has to guess."),
            ("user", "remember when the old system rostered the chief pilot as cabin crew for a week? at least that "
                     "one was funny. ok, fix it. and Keep this one, it goes for every API we own: a roster date "
                     "crosses the wire as an ISO local date string, yyyy-MM-dd, with the base's IANA time zone next "
                     "to it. never an instant, never epoch millis, never midnight-anything"),
            tool("Edit", {"file_path": f"{ROSTER}/api-model/src/main/kotlin/com/skerryair/roster/api/"
                                       "RosterDutyDto.kt",
                          "old_string": "    val dutyDate: Date,",
                          "new_string": "    @JsonFormat(pattern = \"yyyy-MM-dd\")\n    val dutyDate: LocalDate,\n"
                                        "    val baseTz: String, // IANA, e.g. America/New_York"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{ROSTER}/publish/src/main/kotlin/com/skerryair/roster/publish/"
                                       "PublishMapper.kt",
                          "old_string": "    dutyDate = Date.from(date.atStartOfDay(ZoneOffset.UTC).toInstant()),",
                          "new_string": "    dutyDate = date,\n    baseTz = base.zoneId.id,"},
                 "The file has been updated."),
            bash("./gradlew :api-model:test :publish:test 2>&1 | grep -E 'contract|BUILD'",
                 "RosterContractTest > dutyDate is an ISO local date PASSED\n"
                 "RosterContractTest > BOS duty keeps its date: {\"dutyDate\":\"2026-12-01\","
                 "\"baseTz\":\"America/New_York\"} PASSED\n"
                 "BUILD SUCCESSFUL in 1m 12s\n"),
            ("assistant", "Fixed and covered by a contract test that pins the JSON for a BOS duty. The December "
                          "roster for BOS has to be published again to replace what crew have on their phones."),
            ("user", "re-publish BOS only. and two rules for publishing from here on. one: every publish goes to "
                     "SNN first as the canary base, then we wait 30 minutes and look at the CrewLink error "
                     "dashboard before the other bases go. two: if a publish changes more than 5% of a base's "
                     "duties compared to the version crew already have, it always needs a second approver in "
                     "crewops-admin before it goes out"),
            bash("./gradlew -q :publish:run --args='publish --month 2026-12 --base BOS --reason ROST-2301'",
                 "publishing 2026-12 BOS: 212 rosters, 0 duties changed, 212 date fields corrected\n"
                 "published version 4 (BOS, 2026-12)\n"),
            tool("Edit", {"file_path": f"{ROSTER}/publish/src/main/kotlin/com/skerryair/roster/publish/"
                                       "PublishPipeline.kt",
                          "old_string": "    stages = listOf(PublishStage.all(bases))",
                          "new_string": "    stages = listOf(\n"
                                        "        PublishStage.canary(Base.SNN, hold = Duration.ofMinutes(30)),\n"
                                        "        PublishStage.all(bases - Base.SNN),\n    )"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{ROSTER}/publish/src/main/kotlin/com/skerryair/roster/publish/"
                                       "ChangeRatioGuard.kt",
                          "old_string": "class ChangeRatioGuard {",
                          "new_string": "/** More than 5% of a base's duties changed vs the published version: "
                                        "second approver required. */\nclass ChangeRatioGuard(val threshold: "
                                        "Double = 0.05) {"},
                 "The file has been updated."),
            bash("./gradlew :publish:test 2>&1 | tail -n 1 && git add -A && git commit -qm 'ROST-2301: send "
                 "roster dates as ISO local dates; SNN canary stage; second approver above 5% changed duties' && "
                 "git log -1 --oneline",
                 "BUILD SUCCESSFUL in 58s\n"
                 "e7b04d9 ROST-2301: send roster dates as ISO local dates; SNN canary stage; second approver above "
                 "5% changed duties\n"),
            ("user", "ok, write me the summary of all this so I can paste it in #crewops-incidents"),
            ("assistant", "**Incident: December roster shown one day early for BOS crew (11 Nov)**\n\n"
                          "*What happened.* The December publish on 11 November showed every BOS crew member's "
                          "duties one day early in CrewLink. ORK, SNN and DUB were unaffected. Crew control "
                          "handled about 60 calls overnight.\n\n"
                          "*Cause.* Since ROST-2150 the publish DTOs live in the shared api-model module, where "
                          "`dutyDate` was a `java.util.Date`. PublishMapper turned each duty's date into midnight "
                          "UTC; CrewLink showed that instant in America/New_York, which is the evening before. The "
                          "Irish bases are on UTC+0 in winter, so nothing moved there.\n\n"
                          "*Fix.* `dutyDate` is now an ISO local date (`yyyy-MM-dd`) with `baseTz` next to it; a "
                          "contract test pins the JSON. BOS December was published again (version 4, 212 rosters, "
                          "no duty changes). Commit e7b04d9, ROST-2301.\n\n"
                          "*Rules from now on.*\n"
                          "- Roster dates cross every API we own as ISO local date strings with the base's IANA "
                          "time zone, never an instant or epoch value.\n"
                          "- Every publish goes to SNN first as the canary base; 30 minutes on the CrewLink error "
                          "dashboard before the other bases.\n"
                          "- If a publish changes more than 5% of a base's duties compared to what crew already "
                          "have, a second approver signs it off in crewops-admin."),
        ],
        "facts": [
            fact("cc5-incident", "The 11 Nov December roster publish showed every BOS crew member's duties one day "
                                 "early in CrewLink: since ROST-2150 PublishMapper sent dutyDate as a java.util.Date "
                                 "at midnight UTC, which the app showed in America/New_York as the previous day; "
                                 "the Irish bases (UTC+0) were unaffected.",
                 "fact", "assistant", ["BOS", ["midnight UTC", "java.util.Date"], ["ROST-2150", "one day early"]]),
            fact("cc5-iso-dates", "In every API the team owns, a roster date crosses the wire as an ISO local date "
                                  "string (yyyy-MM-dd) with the base's IANA time zone next to it (baseTz); never an "
                                  "instant, epoch millis or a midnight timestamp.",
                 "rule", "user", ["yyyy-MM-dd", ["IANA", "baseTz"], ["ISO local date", "local date"]],
                 remember=True),
            fact("cc5-canary", "Every roster publish goes to SNN first as the canary base; wait 30 minutes and "
                               "check the CrewLink error dashboard before the other bases go.",
                 "rule", "user", ["canary", "SNN", "30 minutes"]),
            fact("cc5-approval", "If a publish changes more than 5% of a base's duties compared to the version "
                                 "crew already have, it needs a second approver in crewops-admin before it goes "
                                 "out.",
                 "rule", "user", ["5%", "second approver"]),
        ],
        "optional": [
            opt("cc5-guard", "ChangeRatioGuard (threshold 0.05) in the publish module enforces the second-approver "
                             "rule; PublishPipeline has the SNN canary stage.",
                ["ChangeRatioGuard"]),
            opt("cc5-jackson", "RosterDutyDto.dutyDate is a LocalDate with @JsonFormat yyyy-MM-dd; a "
                               "RosterContractTest pins the JSON.",
                ["RosterContractTest"]),
        ],
        "questions": [
            q("Why did BOS crew see their December duties a day early?",
              "dutyDate goes out as a java.util.Date at midnight UTC, shown in America/New_York", ["cc5-incident"]),
            q("How must a roster date be sent in our APIs?",
              "as an ISO local date string, yyyy-MM-dd, with the base's IANA time zone", ["cc5-iso-dates"]),
            q("Which base gets a roster publish first?", "SNN, the canary base, then wait 30 minutes",
              ["cc5-canary"]),
            q("When does a roster publish need a second approver?",
              "when it changes more than 5% of a base's duties", ["cc5-approval"]),
        ],
    },
    {
        "id": "h44-cc-movements-questions",
        "project": MVT,
        "start": datetime(2026, 11, 13, 15, 50),
        "about": "only questions while reading movements-ingest: MVT vs LDM messages, cooperative-sticky "
                 "rebalancing when a pod restarts, what max.poll.interval.ms protects against, out-of-order "
                 "movements for one flight, and a kafka-consumer-groups lag one-liner; nothing decided or changed",
        "steps": [
            ("user", "new to this repo, so mostly questions today. what's the difference between an MVT and an LDM "
                     "message?"),
            ("assistant", "Both are IATA Type B teletype formats that airlines and handlers exchange.\n\n"
                          "- **MVT** (movement message, AHM 780) says what happened to a flight: `AD` actual "
                          "departure (off-blocks/airborne), `AA` actual arrival (touchdown/on-blocks), `EA` "
                          "estimated arrival, `DL` delay codes with durations, plus supplementary info.\n"
                          "- **LDM** (load message, AHM 583) is sent after departure by the load controller: "
                          "passengers by class, bag and cargo weights per hold, crew figures.\n\n"
                          "movements-ingest only consumes MVTs; LDMs go to the load-planning system."),
            ("user", "in kafka terms, what happens to the consumer when one of its pods restarts? does everything "
                     "stop?"),
            bash("rg -n 'assignment.strategy|group.id|max.poll|session.timeout' src/main/resources/application.yml",
                 "31:      group-id: movements-ingest\n"
                 "34:        partition.assignment.strategy: org.apache.kafka.clients.consumer."
                 "CooperativeStickyAssignor\n"
                 "35:        max.poll.interval.ms: 300000\n"
                 "36:        session.timeout.ms: 45000\n"),
            ("assistant", "With the CooperativeStickyAssignor, no. A restart triggers a rebalance, but an "
                          "incremental one: the pods that stay keep consuming their partitions, and only the "
                          "partitions of the pod that left are revoked and handed out again (to the others, or "
                          "back to the same pod when it rejoins). With the older eager protocol every consumer in "
                          "the group would drop all its partitions first, which is the 'everything stops' you're "
                          "thinking of.\n\nIf the pod dies without leaving the group cleanly, its partitions sit "
                          "idle until `session.timeout.ms` (45 s here) expires."),
            ("user", "and max.poll.interval.ms, what's that actually protecting against?"),
            ("assistant", "A consumer that is alive but stuck. Heartbeats come from a background thread, so a "
                          "consumer whose processing loop hangs would otherwise keep its partitions forever. If "
                          "the gap between two `poll()` calls exceeds `max.poll.interval.ms` (5 minutes here), the "
                          "client leaves the group and its partitions are reassigned. So it bounds how long one "
                          "batch of records may take to process, not how long the network may be quiet."),
            ("user", "if the MVTs for one flight arrive out of order, say the AA before the AD, what does the code "
                     "do?"),
            tool("Read", {"file_path": f"{MVT}/src/main/java/com/skerryair/movements/FlightStateReducer.java"},
                 "    27\t    public FlightState apply(FlightState current, Movement m) {\n"
                 "    28\t        if (current.hasNewer(m.kind(), m.eventTime())) {\n"
                 "    29\t            return current; // a later report of the same kind already applied\n"
                 "    30\t        }\n"
                 "    31\t        return current.with(m.kind(), m.eventTime(), m.receivedAt());\n"
                 "    32\t    }\n"),
            ("assistant", "Records are keyed by flight (`EI432/2026-11-02`), so every message for one flight lands "
                          "on the same partition and is processed in the order it arrived. The reducer stores each "
                          "kind of event (AD, AA, EA...) separately with its own event time, so an AA that arrives "
                          "before the AD simply fills the arrival slot; when the AD comes later it fills the "
                          "departure slot. The only thing it ignores is an older report of a kind it already has, "
                          "for example a corrected AD that was sent before the one it already applied."),
            ("user", "ok makes sense. last thing, how do I see consumer lag from the cli"),
            bash("kafka-consumer-groups --bootstrap-server \"$KAFKA_BOOTSTRAP\" --describe --group movements-ingest "
                 "| head -n 5",
                 "GROUP             TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\n"
                 "movements-ingest  movements.mvt  0          1193022         1193022         0    "
                 "consumer-1-6b0f...\n"
                 "movements-ingest  movements.mvt  1          1188710         1188712         2    "
                 "consumer-1-6b0f...\n"
                 "movements-ingest  movements.mvt  2          1190458         1190458         0    "
                 "consumer-2-a81c...\n"),
            ("assistant", "LAG is LOG-END-OFFSET minus CURRENT-OFFSET per partition: how many records were written "
                          "that the group hasn't committed yet. A couple of records of lag, like partition 1 here, "
                          "is normal between commits; a number that keeps growing means the consumer can't keep up "
                          "or is stuck."),
            ("user", "great, that's all for today, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
