"""h25 Codex sessions, part a: daily partitions for a Dagster asset, a BigQuery bill that jumped, micro-batching in
the FastAPI model server."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DAGSTER = "/home/ines/work/dagster-pipelines"
BQ = "/home/ines/work/bq-reports"
SCORER = "/home/ines/work/scorer"

SESSIONS = [
    {
        "id": "h25-cx-dagster-partitions",
        "project": DAGSTER,
        "start": datetime(2026, 11, 5, 10, 40),
        "about": "Dagster: parcel_scans asset moved to daily partitions (start date, UTC not local), freshness policy, "
                 "backfill chunk size; 'please memorize' UTC rule; a hypothetical Kafka question that decides nothing",
        "steps": [
            ("user", "parcel_scans is one big unpartitioned asset and every backfill rebuilds two years of scans. "
                     "move it to daily partitions"),
            shell("sed -n 1,30p dagster_pipelines/assets/scans.py",
                  "from dagster import asset\n\n\n@asset(io_manager_key=\"bq_io\", group_name=\"scans\")\n"
                  "def parcel_scans(context, raw_scans):\n"
                  "    return raw_scans.drop_duplicates([\"parcel_id\", \"scan_ts\"])\n"),
            ("assistant", "Plan:\n\n- `DailyPartitionsDefinition(start_date=\"2024-01-01\", "
                          "timezone=\"Europe/Amsterdam\")` on `parcel_scans` and its upstream `raw_scans`\n- the "
                          "BigQuery IO manager writes each partition into the matching `scan_date` partition of the "
                          "table\n- a `FreshnessPolicy(maximum_lag_minutes=360)` so the asset is flagged when it's "
                          "more than 6h behind"),
            ("user", "start_date 2024-03-01, that's when the scanners went live, before that there's only junk. "
                     "timezone UTC, not local: all raw timestamps are UTC. freshness 6h ok"),
            shell("apply_patch < /tmp/partitions.patch && pytest -q tests/test_scans.py",
                  "Success. Updated the following files:\nM dagster_pipelines/assets/scans.py\n"
                  "M dagster_pipelines/resources/bq.py\nM tests/test_scans.py\n....                [100%]\n4 passed "
                  "in 2.31s\n"),
            shell("dagster asset materialize -m dagster_pipelines --select parcel_scans --partition 2026-11-04",
                  "Materialized parcel_scans [2026-11-04]: 1,482,906 rows -> lumen-dw.scans.parcel_scans$20261104\n"),
            ("user", "please memorize: in dagster-pipelines every partitioned asset uses UTC partitions, never local "
                     "time. the one asset we had on Europe/Amsterdam got a duplicated day at the DST switch in March "
                     "and we double-counted scans"),
            ("assistant", "Noted: UTC partitions for every partitioned asset in dagster-pipelines. I checked the other "
                          "partitioned assets; `route_plans` and `driver_shifts` already use UTC."),
            ("user", "hypothetically, if we ever moved the scans to Kafka, would daily partitions still make sense?"),
            ("assistant", "Mostly yes: the stream would land into the raw table continuously and the daily partition "
                          "would become a 'close the day' step that runs once the watermark passes midnight UTC. You "
                          "would lose the simple backfill-by-reload unless the topic keeps enough retention. Nothing "
                          "in today's change blocks that either way."),
            ("user", "ok, leave it. backfill the history, but in chunks, not 980 runs at once"),
            shell("dagster asset backfill -m dagster_pipelines --select parcel_scans --from 2024-03-01 --to 2026-11-03 "
                  "--max-partitions-per-run 30 --dry-run",
                  "Backfill plan: 978 partitions in 33 runs (30 partitions per run)\n"),
            ("assistant", "With 30 partitions per run it's 33 runs instead of 978. Shall I start it?"),
            ("user", "yes, 30 per run is good. go"),
            shell("dagster asset backfill -m dagster_pipelines --select parcel_scans --from 2024-03-01 --to 2026-11-03 "
                  "--max-partitions-per-run 30",
                  "Launched backfill bf_4k2s9: 33 runs queued\n"),
        ],
        "facts": [
            fact("daily-partitions", "parcel_scans uses daily partitions starting 2024-03-01 (when the scanners went "
                                     "live).",
                 "decision", "user", ["parcel_scans", "2024-03-01"]),
            fact("utc-rule", "In dagster-pipelines every partitioned asset uses UTC partitions, never local time (a "
                             "DST switch duplicated a day).",
                 "rule", "user", ["UTC", ["partitions", "partitioned"]], remember=True),
            fact("freshness", "parcel_scans has a FreshnessPolicy of maximum_lag_minutes=360 (6h).",
                 "config", "assistant", [["FreshnessPolicy", "freshness"], ["6h", "360"]]),
            fact("backfill-chunks", "Backfills of parcel_scans run with 30 partitions per run.",
                 "config", "user", ["backfill", "30"]),
        ],
        "optional": [
            opt("other-assets", "route_plans and driver_shifts already use UTC partitions.", ["route_plans"]),
            opt("bq-partition", "Each partition is written to the matching scan_date partition of "
                                "lumen-dw.scans.parcel_scans.", ["scan_date"]),
        ],
        "questions": [
            q("From which date is parcel_scans partitioned?", "2024-03-01, when the scanners went live",
              ["daily-partitions"]),
            q("Which timezone do partitioned Dagster assets use?", "UTC, never local time", ["utc-rule"]),
            q("How many partitions per run does the parcel_scans backfill use?", "30", ["backfill-chunks"]),
        ],
    },
    {
        "id": "h25-cx-bq-events-cost",
        "project": BQ,
        "start": datetime(2026, 11, 6, 14, 10),
        "about": "BigQuery bill jumped: a report query lost its event_date partition filter and ran hourly; fixed and "
                 "moved to daily 05:00 UTC; remember-request asked as a question; require_partition_filter; near-miss "
                 "'I always forget this syntax'",
        "steps": [
            ("user", "the weekly BigQuery bill went from about €40 to €310. find out what's scanning so much"),
            shell("bq query --use_legacy_sql=false --format=pretty \"SELECT "
                  "query_info.query_hashes.normalized_literals AS h, ANY_VALUE(labels[SAFE_OFFSET(0)].value) AS "
                  "report, COUNT(*) AS runs, ROUND(SUM(total_bytes_billed)/POW(1024,4),1) AS tib FROM "
                  "`region-eu`.INFORMATION_SCHEMA.JOBS WHERE creation_time > TIMESTAMP_SUB(CURRENT_TIMESTAMP(), "
                  "INTERVAL 7 DAY) GROUP BY h ORDER BY tib DESC LIMIT 3\"",
                  "+----------+-------------------+------+-------+\n"
                  "|    h     |      report       | runs |  tib  |\n"
                  "+----------+-------------------+------+-------+\n"
                  "| 9c2f...  | driver_kpis       |  168 | 470.4 |\n"
                  "| 1ab0...  | weekly_ops        |    1 |   0.3 |\n"
                  "| 77de...  | meteo_join        |    7 |   0.2 |\n"
                  "+----------+-------------------+------+-------+\n"),
            shell("git log -p -1 -- sql/driver_kpis.sql | grep -E '^[-+] '",
                  "-WHERE event_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)\n"
                  "-  AND event_name IN ('stop_completed', 'stop_failed')\n"
                  "+WHERE event_name IN ('stop_completed', 'stop_failed')\n"),
            ("assistant", "It's `driver_kpis`: 168 runs last week (it's scheduled hourly), each scanning the whole of "
                          "`app_events`, about 2.8 TB per run. Last Monday's refactor of sql/driver_kpis.sql dropped "
                          "the `event_date` condition, so BigQuery can't prune partitions and reads the full table "
                          "every time."),
            ("user", "put the filter back. and that report doesn't need to be hourly, make it daily at 05:00 UTC"),
            shell("apply_patch < /tmp/driver_kpis.patch && bq query --use_legacy_sql=false --dry_run < "
                  "sql/driver_kpis.sql",
                  "Success. Updated the following files:\nM sql/driver_kpis.sql\n"
                  "Query successfully validated. Assuming the tables are not modified, running this query will process "
                  "44012388210 bytes of data.\n"),
            ("user", "how do I do that dry run thing again, I always forget this syntax"),
            ("assistant", "`bq query --use_legacy_sql=false --dry_run < file.sql`; it prints the bytes the query would "
                          "process without running it. 44 GB now instead of ~2.8 TB."),
            shell("bq update --transfer_config --schedule='every day 05:00' "
                  "projects/lumen-dw/locations/eu/transferConfigs/6f1d0a2c-driver-kpis",
                  "Transfer configuration 'projects/lumen-dw/locations/eu/transferConfigs/6f1d0a2c-driver-kpis' "
                  "successfully updated.\n"),
            ("user", "could you keep in mind that app_events is partitioned on event_date and every query against it "
                     "has to filter on event_date? and let's make BigQuery enforce it so this can't happen again"),
            shell("bq update --require_partition_filter=true lumen-dw:analytics.app_events && bq show "
                  "--format=prettyjson lumen-dw:analytics.app_events | grep -A3 timePartitioning",
                  "Table 'lumen-dw:analytics.app_events' successfully updated.\n"
                  "  \"requirePartitionFilter\": true,\n  \"timePartitioning\": {\n    \"field\": \"event_date\",\n"
                  "    \"type\": \"DAY\"\n"),
            ("assistant", "Done: app_events now has `require_partition_filter`, so any query without an `event_date` "
                          "filter fails instead of scanning the whole table. I'll keep the event_date filter in mind "
                          "for every query on it."),
        ],
        "facts": [
            fact("cost-cause", "The BigQuery bill went from ~€40 to €310 a week because a refactor dropped the "
                               "event_date filter from sql/driver_kpis.sql, so each hourly run scanned all of "
                               "app_events (~2.8 TB).",
                 "bugfix", "assistant", ["driver_kpis", "event_date", "2.8 TB"]),
            fact("schedule", "The driver_kpis scheduled query runs daily at 05:00 UTC instead of hourly.",
                 "config", "user", ["driver_kpis", "05:00"]),
            fact("filter-rule", "app_events is partitioned on event_date; every query against it must filter on "
                                "event_date.",
                 "rule", "user", ["app_events", "event_date"], remember=True),
            fact("require-filter", "app_events has require_partition_filter enabled, so queries without an event_date "
                                   "filter fail.",
                 "config", "user", ["require_partition_filter", "app_events"]),
        ],
        "optional": [
            opt("dry-run", "Dry run: bq query --use_legacy_sql=false --dry_run < file.sql.", ["--dry_run"]),
        ],
        "questions": [
            q("Why did the BigQuery bill jump to €310?",
              "the refactor of sql/driver_kpis.sql dropped the event_date condition, so each hourly run reads the "
              "full table",
              ["cost-cause"]),
            q("When does the driver_kpis report run?", "daily at 05:00 UTC", ["schedule"]),
            q("What must every query against app_events do?", "filter on event_date",
              ["filter-rule", "require-filter"]),
        ],
    },
    {
        "id": "h25-cx-scorer-batching",
        "project": SCORER,
        "start": datetime(2026, 11, 9, 9, 5),
        "about": "FastAPI model server: p99 latency from a sync LightGBM predict in an async endpoint; three "
                 "proposals, answered in a bullet list that carries a remember-request (models only from the "
                 "registry); micro-batching values changed from the proposal; p99 before/after",
        "steps": [
            ("user", "scorer's /v2/eta p99 is ~900ms at peak. it scores one request at a time with lightgbm. have a "
                     "look"),
            shell("sed -n 1,40p app/main.py",
                  "from fastapi import FastAPI\nfrom .model import load_model\n\napp = FastAPI()\n"
                  "model = load_model()\n\n\n@app.post(\"/v2/eta\")\nasync def eta(req: EtaRequest) -> EtaResponse:\n"
                  "    x = features(req)\n    return EtaResponse(minutes=float(model.predict(x)[0]))\n"),
            shell("hey -z 30s -q 200 -m POST -T application/json -D tests/fixtures/eta.json "
                  "http://localhost:8080/v2/eta | grep -E 'Requests/sec|99%'",
                  "  Requests/sec:\t196.8\n  99% in 0.9104 secs\n"),
            ("assistant", "`model.predict` is synchronous CPU work inside an `async def` endpoint, so while one "
                          "request is predicting it blocks the event loop and every other request waits behind it. "
                          "That's where the 910ms p99 comes from. Three changes I'd suggest:\n\n1. Run predict in a "
                          "threadpool (`run_in_threadpool`) so the event loop stays free.\n2. Micro-batching: collect "
                          "up to 64 requests or 10ms, whichever comes first, and call `predict` once on the batch; "
                          "LightGBM is much faster per row in batches.\n3. 4 uvicorn workers per pod."),
            ("user", "- threadpool: yes\n- batching yes, but max 32 and 5ms wait, not 64/10ms, the app has an 8s "
                     "budget but the gateway doesn't\n- workers: 2, the pods only request 500m cpu\n- and remember "
                     "for this repo: models are only ever loaded from the registry, models:/eta/Production, never "
                     "from a local file path, not even in dev. someone scored a week of ETAs with a stale pickle from "
                     "their laptop"),
            shell("grep -rn 'load_model\\|\\.pkl\\|\\.txt' app/ | grep -v test",
                  "app/model.py:9:def load_model(path: str = \"models/eta.txt\"):\n"
                  "app/model.py:10:    return lgb.Booster(model_file=os.environ.get(\"ETA_MODEL\", path))\n"),
            ("assistant", "`load_model` still falls back to a local `models/eta.txt`. I'll make it load only "
                          "`models:/eta/Production` through the MLflow client and drop the path argument and the "
                          "ETA_MODEL override."),
            shell("apply_patch < /tmp/batching.patch && pytest -q",
                  "Success. Updated the following files:\nM app/main.py\nA app/batcher.py\nM app/model.py\n"
                  "M Dockerfile\nM tests/test_eta.py\n..........            [100%]\n10 passed in 3.02s\n"),
            shell("grep -n 'MAX_BATCH\\|MAX_WAIT\\|workers\\|models:/' app/batcher.py app/model.py Dockerfile",
                  "app/batcher.py:6:MAX_BATCH = 32\napp/batcher.py:7:MAX_WAIT_MS = 5\n"
                  "app/model.py:8:MODEL_URI = \"models:/eta/Production\"\n"
                  "Dockerfile:21:CMD [\"uvicorn\", \"app.main:app\", \"--host\", \"0.0.0.0\", \"--port\", \"8080\", "
                  "\"--workers\", \"2\"]\n"),
            shell("hey -z 30s -q 200 -m POST -T application/json -D tests/fixtures/eta.json "
                  "http://localhost:8080/v2/eta | grep -E 'Requests/sec|99%'",
                  "  Requests/sec:\t199.6\n  99% in 0.1398 secs\n"),
            ("assistant", "p99 is down from 910ms to 140ms at the same ~200 requests/s. Batches are capped at 32 "
                          "requests or 5ms, predict runs in the threadpool, uvicorn runs 2 workers, and the model "
                          "comes only from `models:/eta/Production`."),
            ("user", "ship it"),
        ],
        "facts": [
            fact("threadpool", "scorer's p99 (~910ms) came from a synchronous LightGBM predict inside an async "
                               "endpoint blocking the event loop; predict now runs in a threadpool.",
                 "bugfix", "assistant", ["threadpool", "event loop"]),
            fact("batching", "scorer micro-batches predictions: max 32 requests or 5ms wait.",
                 "config", "user", ["32", "5ms"]),
            fact("registry-rule", "scorer loads models only from the registry, models:/eta/Production, never from a "
                                  "local file path, not even in dev.",
                 "rule", "user", ["models:/eta/Production", "local"], remember=True),
            fact("workers", "scorer runs 2 uvicorn workers per pod (pods request 500m cpu).",
                 "config", "user", [["workers", "uvicorn"], "2"]),
        ],
        "optional": [
            opt("p99-after", "p99 went from 910ms to 140ms at ~200 requests/s.", ["140ms"]),
        ],
        "questions": [
            q("Why was the scorer p99 around 900ms?",
              "a synchronous predict inside an async endpoint blocks the event loop", ["threadpool"]),
            q("What micro-batching limits does scorer use?", "max 32 requests or 5ms", ["batching"]),
            q("Where may scorer load its model from?", "only the registry, models:/eta/Production", ["registry-rule"]),
        ],
    },
]
