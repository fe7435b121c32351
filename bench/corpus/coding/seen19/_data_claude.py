"""h19 Claude Code sessions, part 1."""

from __future__ import annotations

from datetime import datetime


def U(text):
    return ("user", text)


def A(text):
    return ("assistant", text)


def T(name, tool_input, output):
    return ("tool", name, tool_input, output)


def F(fid, text, ftype, speaker, key_terms, remember=False):
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms, "remember": remember}


def Opt(fid, text, key_terms):
    return {"id": fid, "text": text, "key_terms": key_terms}


def Q(q, answer, facts):
    return {"q": q, "answer": answer, "facts": facts}


ROPEWAY = {
    "id": "h19-cc-ropeway-resume",
    "project": "/home/dev/liftwatch",
    "start": datetime(2026, 11, 3, 8, 12),
    "about": "returning after a break; user corrects the broker the agent assumes; threshold values; "
             "heads-up remember about units; a rename one-off",
    "steps": [
        U("morning. back on liftwatch after ~3 weeks on the ticketing thing. where were we? I think the wind-stop "
          "logic was half done"),
        T("Bash", {"command": "git log --oneline -8"},
          "a91c0e2 (HEAD -> main) wip: wind stop state machine, slow mode missing\n"
          "77f3b10 telemetry: parse bottom station anemometer frames\n"
          "1c2d9aa mqtt: reconnect with backoff (max 30s)\n"
          "e0b4411 chore: bump tokio to 1.40\n"
          "5f6a2c8 docs: wiring diagram for top station mast\n"
          "d19e7a0 ci: cargo deny, always fail on yanked crates\n"
          "9b0c3f1 feat: rope speed sampling at 10 Hz\n"
          "31aa8e2 init"),
        T("Bash", {"command": "cargo test 2>&1 | tail -25"},
          "   Compiling liftwatch v0.4.0 (/home/dev/liftwatch)\n"
          "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.82s\n"
          "     Running unittests src/main.rs (target/debug/deps/liftwatch-3f0a9c1d2e)\n\n"
          "running 23 tests\n"
          "test telemetry::tests::parses_bottom_frame ... ok\n"
          "test telemetry::tests::parses_top_frame ... ok\n"
          "test telemetry::tests::rejects_short_frame ... ok\n"
          "test mqtt::tests::backoff_caps_at_30s ... ok\n"
          "test rope::tests::sampling_10hz ... ok\n"
          "test windstop::tests::stops_after_sustained_gust ... ok\n"
          "test windstop::tests::slow_mode_between_thresholds ... FAILED\n"
          "test windstop::tests::resumes_after_calm_period ... ignored\n"
          "...\n\n"
          "failures:\n\n"
          "---- windstop::tests::slow_mode_between_thresholds stdout ----\n"
          "thread 'windstop::tests::slow_mode_between_thresholds' panicked at src/windstop.rs:142:9:\n"
          "not yet implemented: slow mode\n\n"
          "test result: FAILED. 21 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.31s"),
        A("Here's where things stand:\n\n"
          "- The wind-stop state machine (`src/windstop.rs`) handles the full stop but slow mode is a `todo!()` — "
          "that's the one failing test.\n"
          "- `resumes_after_calm_period` is ignored, probably because it depended on slow mode.\n"
          "- Telemetry still goes out over MQTT: `src/mqtt.rs` connects to `mqtt://10.20.0.5:1883` (the Mosquitto "
          "box) with the reconnect/backoff from `1c2d9aa`.\n\n"
          "I'd suggest finishing slow mode first, then un-ignoring the resume test. Want me to start?"),
        U("before that: actually we moved off mosquitto last month, it's NATS now. broker is "
          "nats://telemetry.lift.local:4222. the mqtt module can go entirely, nobody subscribes there anymore"),
        A("Got it — so the MQTT path is dead code. I'll replace `src/mqtt.rs` with a small NATS publisher using the "
          "`async-nats` crate (0.35 is current and works with tokio 1.40).\n\n"
          "One question while I'm in there: core NATS is fire-and-forget. If you want the readings to survive a "
          "broker restart or let the ops dashboard replay the last hour, we could publish to a JetStream stream "
          "instead (`LIFT_WIND`, with a 24h max age). It's a few more lines and a stream definition on the server. "
          "Should I do JetStream or plain core NATS?"),
        U("no jetstream. plain core nats is enough, a gust reading from 20 min ago is useless, we don't need "
          "persistence for that"),
        T("Edit", {"file_path": "Cargo.toml", "old_string": "rumqttc = \"0.24\"", "new_string": "async-nats = \"0.35\""},
          "The file Cargo.toml has been updated."),
        T("Bash", {"command": "git rm -q src/mqtt.rs && cargo build 2>&1 | tail -12"},
          "   Compiling async-nats v0.35.1\n"
          "   Compiling liftwatch v0.4.0 (/home/dev/liftwatch)\n"
          "warning: unused import: `std::time::Duration`\n"
          "  --> src/publish.rs:3:5\n"
          "   |\n"
          "3  | use std::time::Duration;\n"
          "   |     ^^^^^^^^^^^^^^^^^^^\n"
          "   = note: `#[warn(unused_imports)]` on by default\n\n"
          "warning: `liftwatch` (bin \"liftwatch\") generated 1 warning\n"
          "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 22.40s"),
        A("Builds. I removed `src/mqtt.rs` and added `src/publish.rs`, which connects to "
          "`nats://telemetry.lift.local:4222` (overridable with `LIFTWATCH_NATS_URL`) and publishes wind readings "
          "on the subject `lift.brennkamm.wind` and rope speed on `lift.brennkamm.rope`. I'll drop the unused "
          "import. Now slow mode — what are the thresholds? The existing code has a full stop at 15 m/s but nothing "
          "for slow mode."),
        U("15 is right. full stop at 15 m/s sustained over 10 s. slow mode kicks in at 11 m/s, same 10 s window. "
          "resume only after 5 min below 11.\n\n"
          "oh and heads up for next time: the anemometer on the top station reports in knots, not m/s. bottom "
          "station is m/s. we got burned by that in march, the lift ran in a gale because someone compared knots "
          "to the m/s limit"),
        A("That's a nasty one. I'll normalise at parse time so nothing downstream ever sees knots: the top-station "
          "frame parser will convert with `knots * 0.514444` and the `WindReading` type will carry m/s only. "
          "Then slow mode:\n\n"
          "```rust\n"
          "const STOP_MS: f32 = 15.0;\n"
          "const SLOW_MS: f32 = 11.0;\n"
          "const WINDOW: Duration = Duration::from_secs(10);\n"
          "const RESUME_CALM: Duration = Duration::from_secs(300);\n"
          "```\n\n"
          "The state machine takes the max of both stations over the window, so a gust at either mast counts."),
        T("Bash", {"command": "cargo test windstop 2>&1 | tail -12"},
          "running 6 tests\n"
          "test windstop::tests::knots_are_converted_at_parse ... ok\n"
          "test windstop::tests::stops_after_sustained_gust ... ok\n"
          "test windstop::tests::short_gust_does_not_stop ... ok\n"
          "test windstop::tests::slow_mode_between_thresholds ... ok\n"
          "test windstop::tests::resumes_after_calm_period ... ok\n"
          "test windstop::tests::either_station_triggers ... ok\n\n"
          "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 17 filtered out; finished in 0.02s"),
        A("All six windstop tests pass, including the resume test (un-ignored) and a new one that feeds a 25 kn "
          "top-station frame and checks it arrives as 12.86 m/s."),
        U("nice. rename `ws` to `wind_speed` in `evaluate()` pls, it's unreadable"),
        T("Edit", {"file_path": "src/windstop.rs", "old_string": "let ws = ", "new_string": "let wind_speed = "},
          "The file src/windstop.rs has been updated."),
        A("Renamed, and the three uses below it. Tests still green."),
        U("cool, thats it for today, thanks"),
        A("Always happy to help — enjoy the rest of the day."),
    ],
    "facts": [
        F("nats-broker", "liftwatch telemetry goes over NATS at nats://telemetry.lift.local:4222; the Mosquitto/MQTT "
          "path was dropped last month.", "config", "user", ["NATS", "4222"]),
        F("no-jetstream", "Plain core NATS, not JetStream: old gust readings are useless, so no persistence is "
          "needed.", "decision", "user", ["JetStream"]),
        F("wind-thresholds", "Wind stop: full stop at 15 m/s sustained over 10 s, slow mode at 11 m/s, resume after "
          "5 min below 11 m/s.", "config", "user", ["15 m/s", "11 m/s"]),
        F("top-knots", "The top station anemometer reports in knots (bottom station in m/s); readings are converted "
          "to m/s at parse time.", "fact", "user", ["knots", "top station"], remember=True),
    ],
    "optional": [
        Opt("nats-subjects", "Wind readings go on subject lift.brennkamm.wind, rope speed on lift.brennkamm.rope.",
          ["lift.brennkamm.wind"]),
        Opt("nats-env", "The NATS URL can be overridden with LIFTWATCH_NATS_URL.", ["LIFTWATCH_NATS_URL"]),
    ],
    "questions": [
        Q("Which message broker does liftwatch publish to?", "NATS at nats://telemetry.lift.local:4222",
          ["nats-broker"]),
        Q("Why not JetStream?", "old gust readings are useless, no persistence needed", ["no-jetstream"]),
        Q("At what wind speed does the lift stop?", "15 m/s sustained over 10 s", ["wind-thresholds"]),
        Q("Which anemometer reports knots?", "the top station", ["top-knots"]),
    ],
}


TIDE = {
    "id": "h19-cc-tide-perf",
    "project": "/home/dev/tidegauge-etl",
    "start": datetime(2026, 11, 5, 14, 30),
    "about": "Spark job perf tuning with measured numbers; skew root cause; options laid out, two taken, salting "
             "rejected; partition count compared; log-this-for-later remember",
    "steps": [
        U("the nightly aggregation job takes 47 minutes now, it used to be ~15. can you look at why? "
          "last run log is in logs/nightly-2026-11-04.log"),
        T("Bash", {"command": "grep -E 'Stage|Task .* took|shuffle' logs/nightly-2026-11-04.log | head -30"},
          "26/11/04 02:00:14 INFO DAGScheduler: Submitting Stage 0 (readParquet at ReadGauges.scala:41)\n"
          "26/11/04 02:01:02 INFO DAGScheduler: Stage 0 finished in 48.2 s\n"
          "26/11/04 02:01:03 INFO DAGScheduler: Submitting Stage 1 (groupBy at HourlyAgg.scala:88)\n"
          "26/11/04 02:01:40 INFO TaskSetManager: Finished task 0.0 in stage 1.0 took 31 s\n"
          "26/11/04 02:01:41 INFO TaskSetManager: Finished task 1.0 in stage 1.0 took 29 s\n"
          "...  (197 similar lines, median 30 s)\n"
          "26/11/04 02:41:55 INFO TaskSetManager: Finished task 143.0 in stage 1.0 took 2412 s\n"
          "26/11/04 02:41:55 INFO DAGScheduler: Stage 1 finished in 2452.7 s\n"
          "26/11/04 02:41:56 INFO ShuffleBlockFetcher: task 143.0 shuffle read 9.1 GiB / 11.8 GiB total\n"
          "26/11/04 02:46:30 INFO DAGScheduler: Stage 2 finished in 273.9 s\n"
          "26/11/04 02:47:03 INFO SparkContext: Job 0 finished, took 2809.1 s"),
        T("Bash", {"command": "spark-shell -i scripts/keycount.scala 2>/dev/null | tail -8"},
          "+----------+---------+\n"
          "|station_id|    count|\n"
          "+----------+---------+\n"
          "|      null|412883120|\n"
          "|   NSK-014|  3120442|\n"
          "|   NSK-002|  3118807|\n"
          "|   WHV-031|  3101229|\n"
          "+----------+---------+"),
        A("## What's slow\n\n"
          "Stage 1 (`groupBy` in `HourlyAgg.scala:88`) is the whole problem: 199 tasks take ~30 s each, and "
          "**task 143 takes 2412 s** reading 9.1 GiB of the 11.8 GiB shuffle.\n\n"
          "## Why\n\n"
          "The key count shows it: **412 million rows have a null `station_id`**. They all hash to the same "
          "partition. These look like readings from the decommissioned gauges whose ids were blanked in the "
          "registry in October — which would match the runtime jumping around then.\n\n"
          "## Options\n\n"
          "1. **Filter the nulls at read time** in `ReadGauges.scala`. `HourlyAgg` drops rows without a station "
          "later anyway, so we'd only stop paying for them.\n"
          "2. **Salt the key** (append a random 0–15 suffix, aggregate twice). Works for any hot key, but makes "
          "the aggregation code harder to follow.\n"
          "3. **Turn on AQE skew handling** (`spark.sql.adaptive.enabled` + `skewJoin.enabled`). Cheap, helps "
          "future hot keys in joins, does less for a plain `groupBy`.\n\n"
          "I'd do 1, and 3 as a safety net."),
        U("nulls are garbage anyway, filter them at read. AQE too yes. don't bother with salting, nobody will "
          "understand that code in a year"),
        T("Edit", {"file_path": "src/main/scala/tide/ReadGauges.scala",
                   "old_string": ".load(path)", "new_string": ".load(path)\n      .filter(col(\"station_id\").isNotNull)"},
          "The file src/main/scala/tide/ReadGauges.scala has been updated."),
        T("Edit", {"file_path": "conf/nightly.conf", "old_string": "spark.sql.adaptive.enabled=false",
                   "new_string": "spark.sql.adaptive.enabled=true\nspark.sql.adaptive.skewJoin.enabled=true"},
          "The file conf/nightly.conf has been updated."),
        T("Bash", {"command": "./bin/run-nightly --date 2026-11-04 --dry-output 2>&1 | grep -E 'Stage|took'"},
          "26/11/05 14:52:10 INFO DAGScheduler: Stage 0 finished in 51.0 s\n"
          "26/11/05 14:59:44 INFO DAGScheduler: Stage 1 finished in 454.1 s\n"
          "26/11/05 15:04:31 INFO DAGScheduler: Stage 2 finished in 287.2 s\n"
          "26/11/05 15:04:33 INFO SparkContext: Job 0 finished, took 850.4 s"),
        A("From **47 min to 14 min 10 s** on the same input. Stage 1 is now 454 s with no straggler (max task "
          "41 s).\n\n"
          "Next thing I noticed: `spark.sql.shuffle.partitions` is still the default **200**. With the data now "
          "evenly spread, fewer and bigger partitions may be faster. Want me to try a couple of values?"),
        U("try 64 and 400 and tell me"),
        T("Bash", {"command": "for p in 64 400; do ./bin/run-nightly --date 2026-11-04 --dry-output "
                              "--conf spark.sql.shuffle.partitions=$p 2>&1 | grep 'Job 0 finished'; done"},
          "26/11/05 15:19:02 INFO SparkContext: Job 0 finished, took 760.3 s\n"
          "26/11/05 15:34:40 INFO SparkContext: Job 0 finished, took 902.6 s"),
        A("| partitions | runtime |\n|---|---|\n| 200 (default) | 14 m 10 s |\n| 64 | 12 m 40 s |\n"
          "| 400 | 15 m 02 s |\n\n"
          "64 wins; 400 spends more time in task scheduling than it saves. I'd set 64."),
        U("64 then. log this for later: the cluster is 16 executors x 4 cores, so partition counts should be "
          "multiples of 64 or everything waits on a half-empty last wave"),
        T("Edit", {"file_path": "conf/nightly.conf", "old_string": "spark.sql.shuffle.partitions=200",
                   "new_string": "spark.sql.shuffle.partitions=64"},
          "The file conf/nightly.conf has been updated."),
        A("Set `spark.sql.shuffle.partitions=64` in `conf/nightly.conf` and added a comment above it about the "
          "16 × 4 core layout so the next person doesn't bump it to 100."),
        U("ok push it"),
        T("Bash", {"command": "git commit -am 'nightly: drop null station rows at read, AQE on, 64 shuffle "
                              "partitions' && git push"},
          "[main 4e1f0b7] nightly: drop null station rows at read, AQE on, 64 shuffle partitions\n"
          " 2 files changed, 6 insertions(+), 2 deletions(-)\n"
          "To git.harbourlab.internal:tide/tidegauge-etl.git\n   9c2e1aa..4e1f0b7  main -> main"),
        A("Pushed as `4e1f0b7`."),
    ],
    "facts": [
        F("null-skew", "The nightly job slowed to 47 min because ~412M rows with null station_id (decommissioned "
          "gauges) all hashed into one partition; fix: filter null station_id at read in ReadGauges.scala.",
          "bugfix", "assistant", ["station_id", ["null", "nulls"]]),
        F("aqe-on", "AQE with skew handling is enabled in conf/nightly.conf; key salting was rejected as too hard "
          "to understand later.", "decision", "user", ["AQE", ["salting", "salt"]]),
        F("partitions-64", "spark.sql.shuffle.partitions is 64 for the nightly job (fastest of 64/200/400).",
          "config", "user", ["shuffle.partitions", "64"]),
        F("multiples-64", "The cluster is 16 executors x 4 cores, so partition counts should be multiples of 64.",
          "rule", "user", ["16 executors", "multiples of 64"], remember=True),
    ],
    "optional": [
        Opt("runtime", "Runtime went from 47 min to about 12 min 40 s.", ["47", "12 m 40"]),
    ],
    "questions": [
        Q("Why was the nightly tide job slow?", "null station_id rows skewed into one partition", ["null-skew"]),
        Q("What shuffle partition count does the nightly job use?", "64", ["partitions-64", "multiples-64"]),
        Q("Why did we not salt the keys?", "nobody would understand the code later", ["aqe-on"]),
    ],
}


ALLOTMENT = {
    "id": "h19-cc-allotment-migration",
    "project": "/home/dev/plotkeeper",
    "start": datetime(2026, 11, 8, 10, 5),
    "about": "data migration planned and run (waiting list to own table); options a/b, user picks b with batch "
             "size change; remember in German mixed with English; non-native English",
    "steps": [
        U("Hallo! Today we make the migration for the waiting list, like planned last week. The waiting list "
          "must go out of the plots table into an own table. Can you show me first the current schema?"),
        T("Bash", {"command": "psql -d plotkeeper_staging -c '\\d plots'"},
          "                          Table \"public.plots\"\n"
          "      Column       |          Type          | Nullable |        Default\n"
          "-------------------+------------------------+----------+------------------------\n"
          " id                | integer                | not null | nextval('plots_id_seq')\n"
          " number            | character varying(8)   | not null |\n"
          " size_sqm          | integer                | not null |\n"
          " tenant_id         | integer                |          |\n"
          " waiting_member_id | integer                |          |\n"
          " waiting_position  | integer                |          |\n"
          " waiting_since     | date                   |          |\n"
          " has_shed          | boolean                | not null | false\n"
          "Indexes:\n"
          "    \"plots_pkey\" PRIMARY KEY, btree (id)\n"
          "    \"plots_number_key\" UNIQUE CONSTRAINT, btree (number)\n"
          "Foreign-key constraints:\n"
          "    \"plots_tenant_id_fkey\" FOREIGN KEY (tenant_id) REFERENCES members(id)"),
        A("Right now each plot row can hold exactly one waiting member (`waiting_member_id`, `waiting_position`, "
          "`waiting_since`), which is why people waiting for a *specific* plot overwrite each other.\n\n"
          "Plan for the new table `waitlist_entries (id, member_id, plot_id NULL, position, since)` — "
          "`plot_id` NULL meaning \"any plot\". Two ways to run it:\n\n"
          "**a)** one Alembic revision that creates the table and copies the rows in the same transaction. "
          "Simple, but the copy holds a lock on `plots` for the whole run.\n\n"
          "**b)** Alembic revision `0012_waitlist_entries` only creates the table; a separate script "
          "`scripts/backfill_waitlist.py` copies rows in batches of 1000, each in its own transaction, and can "
          "be re-run safely.\n\n"
          "I'd go with b."),
        U("b. but batches of 200, not 1000. The server is a small VPS with 1 GB RAM, last time with big batch "
          "the OOM killer took gunicorn"),
        A("Makes sense. Writing the revision and the backfill script with `BATCH_SIZE = 200`. The script "
          "skips plots whose entry already exists, so a crash halfway is harmless."),
        T("Bash", {"command": "alembic -x env=staging upgrade head"},
          "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
          "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
          "INFO  [alembic.runtime.migration] Running upgrade 0011_shed_keys -> 0012_waitlist_entries, "
          "waitlist entries table"),
        T("Bash", {"command": "python scripts/backfill_waitlist.py --env staging"},
          "batch 1/10: 200 rows copied (0.41s)\nbatch 2/10: 200 rows copied (0.39s)\n"
          "batch 3/10: 200 rows copied (0.40s)\nbatch 4/10: 200 rows copied (0.38s)\n"
          "batch 5/10: 200 rows copied (0.44s)\nbatch 6/10: 200 rows copied (0.40s)\n"
          "batch 7/10: 200 rows copied (0.37s)\nbatch 8/10: 200 rows copied (0.41s)\n"
          "batch 9/10: 200 rows copied (0.39s)\nbatch 10/10: 43 rows copied (0.12s)\n"
          "done: 1843 rows, 0 skipped, peak RSS 118 MB"),
        T("Bash", {"command": "psql -d plotkeeper_staging -Atc \"select (select count(*) from plots where "
                              "waiting_member_id is not null), (select count(*) from waitlist_entries)\""},
          "1843|1843"),
        A("Staging is done: 1843 rows on both sides, peak memory 118 MB. Should I also write revision 0013 that "
          "drops the three old `waiting_*` columns from `plots`?"),
        U("Gut. No, keep the old columns for now, we drop them in the next release after the AGM in March — "
          "the treasurer still has an Excel export that reads them.\n\n"
          "Und merk dir bitte: die Produktions-DB wird nur sonntags migriert, between 7 and 9 in the morning, "
          "because then nobody books the shed keys online. Also for next migrations."),
        A("Noted — production migrations only on Sunday between 07:00 and 09:00. I'll leave the `waiting_*` "
          "columns in place and add a `TODO(after AGM March)` comment on the model so it's not forgotten. "
          "Do you want the production run scheduled for this Sunday?"),
        U("yes, I do it myself. Thank you very much!"),
        A("Gern geschehen! The command for Sunday is `alembic -x env=prod upgrade head` followed by "
          "`python scripts/backfill_waitlist.py --env prod`."),
    ],
    "facts": [
        F("waitlist-table", "The waiting list moves from plots into its own table waitlist_entries; schema via "
          "Alembic revision 0012, rows copied by a separate re-runnable backfill script.", "decision", "user",
          ["waitlist_entries", ["backfill", "backfill_waitlist"]]),
        F("batch-200", "Backfill batches are 200 rows, not 1000, because the VPS has 1 GB RAM and the OOM killer "
          "took gunicorn before.", "config", "user", ["200", ["1 GB", "OOM"]]),
        F("keep-old-columns", "The old waiting_* columns on plots stay until the release after the AGM in March "
          "(the treasurer's Excel export reads them).", "decision", "user", ["AGM", "March"]),
        F("sunday-window", "Production DB migrations run only on Sundays between 7 and 9 in the morning.",
          "rule", "user", [["sonntags", "Sunday"], ["7", "07:00"]], remember=True),
    ],
    "optional": [
        Opt("prod-command", "Production: alembic -x env=prod upgrade head, then scripts/backfill_waitlist.py --env "
          "prod.", ["env=prod"]),
    ],
    "questions": [
        Q("When may the production database be migrated?", "Sundays between 7 and 9 in the morning",
          ["sunday-window"]),
        Q("What batch size does the waitlist backfill use?", "200 rows", ["batch-200"]),
        Q("When are the old waiting columns dropped?", "next release after the AGM in March",
          ["keep-old-columns"]),
    ],
}

SESSIONS = [ROPEWAY, TIDE, ALLOTMENT]
