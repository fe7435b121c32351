"""h25 Codex sessions, part c: a forecast notebook that can't reach the warehouse (it was the VPN), the baseline
LightGBM ETA model, a skewed Spark dedupe job."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FORECAST = "/home/ines/work/forecast-notebooks"
ETA = "/home/ines/work/eta-features"
SPARK = "/home/ines/work/spark-jobs"

SESSIONS = [
    {
        "id": "h25-cx-forecast-vpn",
        "project": FORECAST,
        "start": datetime(2026, 11, 19, 17, 35),
        "about": "nothing durable: a volume-forecast notebook can't reach the warehouse; DNS and certificate checks, "
                 "then 'never mind', it was the person's VPN; nothing changed",
        "steps": [
            ("user", "the volume forecast notebook hangs on the first query since this afternoon. snowflake connector "
                     "just sits there. can you see why?"),
            shell("python -c \"import socket; print(socket.gethostbyname('lumen.eu-central-1.privatelink."
                  "snowflakecomputing.com'))\"",
                  "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
                  "socket.gaierror: [Errno -2] Name or service not known\n"),
            ("assistant", "The notebook connects through the PrivateLink hostname, and that name doesn't resolve from "
                          "this machine at all. PrivateLink names only resolve through the office/VPN DNS, so either "
                          "the resolver changed or this machine isn't on the VPN. Checking which resolver is in use:"),
            shell("resolvectl status | grep -E 'Current DNS|DNS Servers' | head -n 3",
                  "Current DNS Server: 192.168.1.1\n       DNS Servers: 192.168.1.1\n"),
            ("assistant", "Only the home router (192.168.1.1) is configured as a DNS server; when the VPN is up "
                          "there's normally a 10.x resolver listed first. It looks like the tunnel isn't connected."),
            ("user", "never mind, it was my VPN. the client updated itself at lunch and logged me out"),
            shell("python -c \"import socket; print(socket.gethostbyname('lumen.eu-central-1.privatelink."
                  "snowflakecomputing.com'))\"",
                  "10.40.12.7\n"),
            ("assistant", "Resolves to 10.40.12.7 now, so the notebook should connect again."),
            ("user", "yep, query came back. thanks, that's it for today"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h25-cx-eta-lightgbm",
        "project": ETA,
        "start": datetime(2026, 11, 20, 9, 45),
        "about": "baseline LightGBM ETA model on a polars feature pipeline: hyper-parameters set, min_child_samples "
                 "changed later after a comparison (only the final value counts); holdout rule stated then 'remember "
                 "that'; MLflow experiment naming convention; final summary",
        "steps": [
            ("user", "the polars feature pipeline for ETAs is done (features/build.py). set up the baseline lightgbm "
                     "training. what hyper-parameters would you start with?"),
            shell("python -c \"import polars as pl; df=pl.scan_parquet('data/features/*.parquet'); "
                  "print(df.select(pl.len()).collect().item(), df.collect_schema().len()); "
                  "print(df.select(pl.col('delivery_date').min(), pl.col('delivery_date').max()).collect())\"",
                  "18402117 47\nshape: (1, 2)\n┌───────────────┬───────────────┐\n"
                  "│ delivery_date ┆ delivery_date │\n╞═══════════════╪═══════════════╡\n"
                  "│ 2025-01-02    ┆ 2026-11-18    │\n└───────────────┴───────────────┘\n"),
            ("assistant", "18.4M rows, 47 columns, deliveries from January 2025 to last Wednesday. A reasonable "
                          "starting point for a regression on minutes:\n\n"
                          "- `num_leaves=63`, `learning_rate=0.05`\n"
                          "- `n_estimators=2000` with early stopping after 100 rounds without improvement\n"
                          "- `min_child_samples=20`, `feature_fraction=0.8`\n- objective `l1` (we report MAE)\n\n"
                          "For the holdout I'd take a random 20% of the rows."),
            ("user", "params fine. holdout not random: the holdout is always the last 4 weeks by delivery_date, never "
                     "a random split. a random split puts next week's deliveries on the same route into train and the "
                     "MAE looks a lot better than it will be in production. remember that"),
            shell("apply_patch < /tmp/train.patch && python train.py --dry-split",
                  "Success. Updated the following files:\nA train.py\nA eta/split.py\n"
                  "train: 2025-01-02 .. 2026-10-21  16,881,530 rows\n"
                  "holdout: 2026-10-22 .. 2026-11-18  1,520,587 rows (last 4 weeks)\n"),
            shell("python train.py --run-name baseline 2>&1 | tail -n 3",
                  "[LightGBM] Early stopping, best iteration is: [1744]\n"
                  "train MAE 3.12 min\nholdout MAE 6.84 min\n"),
            ("assistant", "Train MAE 3.1 min against 6.8 min on the holdout: a big gap. The per-route errors show the "
                          "model memorising rare routes with few deliveries. Raising `min_child_samples` forces bigger "
                          "leaves; I'd compare 50 and 100."),
            ("user", "try both"),
            shell("for m in 50 100; do python train.py --run-name mcs-$m --set min_child_samples=$m 2>&1 | tail -n 2; "
                  "done",
                  "train MAE 3.87 min\nholdout MAE 6.11 min\ntrain MAE 4.30 min\nholdout MAE 6.19 min\n"),
            ("assistant", "min_child_samples=50 gives 6.11 min on the holdout, 100 gives 6.19; both beat 20 (6.84)."),
            ("user", "50 then. and for the experiments in this repo: mlflow experiment name is "
                     "eta/<yyyy-mm-dd>-<short-desc>, and the run name is the git short sha, so we can find the code "
                     "from a run"),
            shell("apply_patch < /tmp/naming.patch && python train.py 2>&1 | grep -E 'experiment|run name|holdout MAE'",
                  "Success. Updated the following files:\nM train.py\nM eta/config.py\n"
                  "mlflow experiment: eta/2026-11-20-baseline-lgbm\nmlflow run name: 5e0c2d1\nholdout MAE 6.11 min\n"),
            ("assistant", "Summary of the baseline: LightGBM with num_leaves 63, learning_rate 0.05, up to 2000 trees "
                          "with early stopping at 100, min_child_samples 50 (changed from 20), feature_fraction 0.8, "
                          "l1 objective. The holdout is the last 4 weeks by delivery_date; holdout MAE 6.11 min. Runs "
                          "go to the experiment eta/2026-11-20-baseline-lgbm, named by the git short sha."),
        ],
        "facts": [
            fact("holdout-rule", "The ETA holdout is always the last 4 weeks by delivery_date, never a random split (a "
                                 "random split leaks next week's deliveries on the same route into train).",
                 "rule", "user", ["last 4 weeks", "random"], remember=True),
            fact("params", "The baseline ETA LightGBM uses num_leaves 63, learning_rate 0.05, n_estimators 2000 with "
                           "early stopping after 100 rounds, feature_fraction 0.8, l1 objective.",
                 "config", "assistant", ["num_leaves", "63", "0.05"]),
            fact("min-child", "min_child_samples is 50 (changed from 20; holdout MAE 6.11 min vs 6.84).",
                 "config", "user", ["min_child_samples", "50"]),
            fact("experiment-naming", "MLflow experiments in eta-features are named eta/<yyyy-mm-dd>-<short-desc>; the "
                                      "run name is the git short sha.",
                 "convention", "user", ["eta/<yyyy-mm-dd>-<short-desc>", "short sha"]),
        ],
        "optional": [
            opt("baseline-mae", "Baseline holdout MAE is 6.11 min.", ["6.11"]),
        ],
        "questions": [
            q("How is the holdout for the ETA model chosen?", "the last 4 weeks by delivery_date, never a random split",
              ["holdout-rule"]),
            q("What min_child_samples does the ETA model use?", "50", ["min-child"]),
            q("How are ETA MLflow experiments and runs named?",
              "experiment eta/<yyyy-mm-dd>-<short-desc>, run name is the git short sha", ["experiment-naming"]),
            q("What num_leaves and learning_rate does the ETA baseline use?", "num_leaves 63, learning_rate 0.05",
              ["params"]),
        ],
    },
    {
        "id": "h25-cx-spark-dedupe-skew",
        "project": SPARK,
        "start": datetime(2026, 11, 23, 8, 30),
        "about": "Spark dedupe job slowed from 25 min to 2h40: one skewed window task from test-scanner rows with a "
                 "placeholder parcel_id; rule to drop them at the start of every job; AQE and shuffle partitions set",
        "steps": [
            ("user", "dedupe_scans on EMR took 2h40 last night, it used to be ~25 min. what happened?"),
            shell("python tools/spark_history.py --app dedupe_scans --last 1 --slowest-stage",
                  "stage 7  window at dedupe_scans.py:41  tasks 800  median 14s  max 2h09m  (task 312)\n"
                  "  task 312 shuffle read 61.8 GiB  records 41,207,330\n  other tasks shuffle read p50 78 MiB\n"),
            ("assistant", "Stage 7 is the window that keeps the first scan per `parcel_id`. 799 tasks take ~14s, one "
                          "takes 2h09m and reads 61.8 GiB: a skewed key. AQE's skew-join handling doesn't apply to "
                          "windows, so Spark can't split it. Which parcel_id is it?"),
            shell("spark-sql -e \"SELECT parcel_id, count(*) c FROM raw.scans WHERE scan_date = '2026-11-22' GROUP BY "
                  "parcel_id ORDER BY c DESC LIMIT 3\"",
                  "0000000000\t41207330\n4410982217\t38\n4410982218\t36\n"),
            ("assistant", "41.2M rows with parcel_id `0000000000`, all from scanner ids starting with `TST-`: the test "
                          "scanners in the new depot send a placeholder parcel_id. Since Saturday they've been "
                          "running a load test, so every one of those rows lands in the same window partition."),
            ("user", "those are never real parcels. rows with parcel_id 0000000000 are dropped at the start of every "
                     "job, not just this one, before any join or window"),
            shell("apply_patch < /tmp/drop-test-parcels.patch && rg -n 'drop_test_parcels' jobs/",
                  "Success. Updated the following files:\nM jobs/common/io.py\nM jobs/dedupe_scans.py\n"
                  "M jobs/daily_routes.py\nM jobs/scan_latency.py\n"
                  "jobs/common/io.py:18:def drop_test_parcels(df): return df.filter(col(\"parcel_id\") != "
                  "\"0000000000\")\njobs/dedupe_scans.py:12:    scans = drop_test_parcels(read_scans(spark, day))\n"
                  "jobs/daily_routes.py:15:    scans = drop_test_parcels(read_scans(spark, day))\n"
                  "jobs/scan_latency.py:9:    scans = drop_test_parcels(read_scans(spark, day))\n"),
            ("assistant", "The filter lives in `jobs/common/io.py` and every job that reads scans calls it right after "
                          "reading. While we're in there: conf/spark-defaults.conf sets 800 shuffle partitions, and "
                          "without the test rows a day is about 30 GiB of shuffle. With AQE on, 400 as the starting "
                          "number would still coalesce to ~64 MB partitions."),
            ("user", "ok set spark.sql.shuffle.partitions to 400, keep AQE on"),
            shell("sed -i 's/^spark.sql.shuffle.partitions .*/spark.sql.shuffle.partitions                    400/' "
                  "conf/spark-defaults.conf && grep -n 'adaptive.enabled\\|shuffle.partitions' "
                  "conf/spark-defaults.conf",
                  "12:spark.sql.adaptive.enabled                      true\n"
                  "13:spark.sql.shuffle.partitions                    400\n"),
            shell("python tools/emr_submit.py dedupe_scans --date 2026-11-22 --wait",
                  "step s-2KQ8R1 dedupe_scans 2026-11-22: COMPLETED in 22m41s\n"
                  "  rows in 96,880,114  dropped test parcels 41,207,330  rows out 54,911,206\n"),
            ("assistant", "Rerun for 2026-11-22 finished in 22m41s, back to normal."),
        ],
        "facts": [
            fact("skew-cause", "dedupe_scans went from ~25 min to 2h40 because 41.2M test-scanner rows with the "
                               "placeholder parcel_id 0000000000 made one skewed window task (AQE can't split "
                               "windows).",
                 "bugfix", "assistant", ["0000000000", ["skew", "skewed"]]),
            fact("test-parcels-rule", "Rows with parcel_id 0000000000 are dropped at the start of every Spark job, "
                                      "before any join or window (drop_test_parcels in jobs/common/io.py).",
                 "rule", "user", ["0000000000", ["dropped", "drop_test_parcels"]]),
            fact("shuffle-partitions", "spark-defaults sets spark.sql.shuffle.partitions to 400 with AQE "
                                       "(spark.sql.adaptive.enabled) on.",
                 "config", "user", ["spark.sql.shuffle.partitions", "400"]),
        ],
        "optional": [
            opt("tst-scanners", "The test scanners in the new depot have ids starting with TST-.", ["TST-"]),
            opt("runtime", "After the fix dedupe_scans runs in ~22 minutes.", ["22m41s"]),
        ],
        "questions": [
            q("Why did dedupe_scans take 2h40?",
              "41.2M rows with parcel_id 0000000000 from test scanners: a skewed key in the window", ["skew-cause"]),
            q("What happens to scans with parcel_id 0000000000?", "dropped at the start of every job",
              ["test-parcels-rule"]),
            q("What is spark.sql.shuffle.partitions set to?", "400", ["shuffle-partitions"]),
        ],
    },
]
