"""h25 Claude Code sessions, part a: a diverging PyTorch churn model, a storage format for weather readings, memory
limits for the model server's Helm chart."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

CHURN = "/home/ines/work/churn-model"
METEO = "/home/ines/work/meteo-ingest"
CHARTS = "/home/ines/work/platform-charts"

SESSIONS = [
    {
        "id": "h25-cc-churn-warmup",
        "project": CHURN,
        "start": datetime(2026, 11, 2, 9, 30),
        "about": "PyTorch churn transformer diverges to NaN after the batch size went to 1024; first guess fp16 "
                 "overflow is wrong (bf16 still diverges), real cause no learning-rate warmup; warmup 500 steps, peak "
                 "1e-3, clipping 1.0, AUC before/after; 'always remember' MLflow git sha rule; near-miss 'drink water'",
        "steps": [
            ("user", "the new transformer run for the churn model blew up again overnight. loss goes to nan somewhere "
                     "around step 1200. run name churn-tx-v3-bs1024. can you look?"),
            bash("grep -E 'step (0|200|400|600|800|1000|1100|1200|1300) ' runs/churn-tx-v3-bs1024/train.log",
                 "step 0    loss 0.6931  lr 3.00e-03  grad_norm 1.8     amp fp16\n"
                 "step 200  loss 0.4127  lr 3.00e-03  grad_norm 6.4\n"
                 "step 400  loss 0.3985  lr 3.00e-03  grad_norm 22.9\n"
                 "step 600  loss 0.4410  lr 3.00e-03  grad_norm 148.0\n"
                 "step 800  loss 0.6702  lr 3.00e-03  grad_norm 1240.5\n"
                 "step 1000 loss 1.9318  lr 3.00e-03  grad_norm 8817.2\n"
                 "step 1100 loss 4.8120  lr 3.00e-03  grad_norm 30211.0\n"
                 "step 1200 loss nan     lr 3.00e-03  grad_norm nan\n"
                 "step 1300 loss nan     lr 3.00e-03  grad_norm nan\n"),
            ("assistant", "The gradient norm grows by roughly an order of magnitude every 200 steps before the loss "
                          "goes to nan. My first guess is fp16 overflow: the run uses `amp fp16`, and attention "
                          "logits in half precision overflow at 65504, which then shows up as inf/nan in the softmax. "
                          "The quickest test is the same config in bf16, which has the fp32 exponent range. I'll run "
                          "1500 steps."),
            bash("python train.py --config configs/tx.yaml --precision bf16 --max-steps 1500 --run-name dbg-bf16 "
                 "2>&1 | grep -E 'step (400|800|1200|1400) '",
                 "step 400  loss 0.3991  lr 3.00e-03  grad_norm 24.1\n"
                 "step 800  loss 0.7034  lr 3.00e-03  grad_norm 1502.7\n"
                 "step 1200 loss 5.2206  lr 3.00e-03  grad_norm 41877.9\n"
                 "step 1400 loss nan     lr 3.00e-03  grad_norm nan\n"),
            ("assistant", "I was wrong: bf16 diverges the same way, only a little later, so precision is not the "
                          "cause. Looking at the config history instead:"),
            bash("git log -p --since=2026-10-20 -- configs/tx.yaml | grep -E '^[-+] ' ",
                 "-  batch_size: 256\n+  batch_size: 1024\n"
                 "   lr: 3.0e-3\n   warmup_steps: 0\n   scheduler: constant\n"),
            ("assistant", "That's the real cause. Last week the batch size went from 256 to 1024, and the run still "
                          "starts at the full lr of 3e-3 from step 0, with `warmup_steps: 0` and a constant schedule. "
                          "With Adam and a post-LN transformer, the first few hundred updates at full learning rate "
                          "push the attention weights far out before the second-moment estimates have settled; with a "
                          "bigger batch the effective step is even larger. The grad_norm curve above is the classic "
                          "picture.\n\nProposal: linear warmup over 1000 steps to a peak lr of 1e-3, cosine decay "
                          "after that, and gradient clipping with `max_norm=1.0` as a safety net."),
            ("user", "ok try warmup but 500 steps not 1000, our runs are only ~8k steps. peak lr 1e-3 is fine. and yes "
                     "clip at 1.0"),
            tool("Edit", {"file_path": f"{CHURN}/configs/tx.yaml",
                          "old_string": "  lr: 3.0e-3\n  warmup_steps: 0\n  scheduler: constant\n",
                          "new_string": "  lr: 1.0e-3\n  warmup_steps: 500\n  scheduler: cosine\n"
                                        "  clip_grad_norm: 1.0\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{CHURN}/train.py",
                          "old_string": "        scaler.step(optimizer)\n",
                          "new_string": "        scaler.unscale_(optimizer)\n"
                                        "        torch.nn.utils.clip_grad_norm_(model.parameters(), "
                                        "max_norm=cfg.clip_grad_norm)\n"
                                        "        scaler.step(optimizer)\n"},
                 "The file has been updated."),
            bash("python train.py --config configs/tx.yaml --run-name churn-tx-v4-warmup 2>&1 | grep -E 'step (0|400|"
                 "1200|4000|8000) |val_auc'",
                 "step 0    loss 0.6931  lr 2.00e-06  grad_norm 1.8\n"
                 "step 400  loss 0.4203  lr 8.00e-04  grad_norm 2.1\n"
                 "step 1200 loss 0.3517  lr 9.81e-04  grad_norm 0.9\n"
                 "step 4000 loss 0.3104  lr 5.62e-04  grad_norm 0.7\n"
                 "step 8000 loss 0.2968  lr 1.10e-05  grad_norm 0.6\n"
                 "epoch 4  val_auc 0.842  (best so far)\n"),
            ("assistant", "Stable now: no nan, grad_norm stays below 2.5 the whole run, and val AUC ends at 0.842. The "
                          "previous best was churn-tx-v2-bs256 at 0.806, so the bigger batch pays off once it is "
                          "warmed up."),
            ("user", "nice. always remember: every training run logs the git sha and the full resolved config to "
                     "mlflow, otherwise we can't reproduce anything. the v2 run didn't and we lost a week figuring "
                     "out which config it used"),
            bash("grep -n 'mlflow\\.' train.py",
                 "41:    mlflow.start_run(run_name=args.run_name)\n"
                 "42:    mlflow.log_params({\"lr\": cfg.lr, \"batch_size\": cfg.batch_size})\n"
                 "118:        mlflow.log_metric(\"val_auc\", auc, step=epoch)\n"),
            ("assistant", "train.py only logs two params today. I'll tag each run with the git sha (and refuse to "
                          "start from a dirty tree unless `--allow-dirty` is given) and log the whole resolved config "
                          "as `config.yaml` next to the run."),
            tool("Edit", {"file_path": f"{CHURN}/train.py",
                          "old_string": "    mlflow.log_params({\"lr\": cfg.lr, \"batch_size\": cfg.batch_size})\n",
                          "new_string": "    mlflow.set_tag(\"git_sha\", git_sha(allow_dirty=args.allow_dirty))\n"
                                        "    mlflow.log_dict(cfg.resolved(), \"config.yaml\")\n"},
                 "The file has been updated."),
            bash("python train.py --config configs/tx.yaml --max-steps 5 --run-name smoke && mlflow runs describe "
                 "--run-id $(cat .last_run_id) | grep -E 'git_sha|config.yaml'",
                 "tags.git_sha: 7c41e9a\nartifacts: config.yaml\n"),
            ("user", "remember to drink water lol, been staring at loss curves since 7. ok commit it"),
            bash("git commit -am 'tx: 500-step warmup to 1e-3, cosine, clip 1.0; log git sha and config to mlflow'",
                 "[main 3b0f6d2] tx: 500-step warmup to 1e-3, cosine, clip 1.0; log git sha and config to mlflow\n"
                 " 2 files changed, 9 insertions(+), 4 deletions(-)\n"),
        ],
        "facts": [
            fact("diverge-cause", "churn-tx-v3-bs1024 diverged to nan around step 1200 because it ran at the full lr "
                                  "of 3e-3 from step 0 (warmup_steps: 0) after the batch size went from 256 to 1024; "
                                  "not fp16 overflow (bf16 diverged too).",
                 "bugfix", "assistant", ["warmup", "nan", "1024"]),
            fact("warmup-config", "The churn transformer uses a linear warmup of 500 steps to a peak lr of 1e-3, then "
                                  "cosine decay.",
                 "config", "user", ["warmup", "500", "1e-3"]),
            fact("grad-clip", "Gradients are clipped with clip_grad_norm max_norm 1.0.",
                 "config", "user", [["clip", "clipping"], "1.0"]),
            fact("mlflow-rule", "Every training run logs the git sha and the full resolved config to MLflow.",
                 "rule", "user", ["mlflow", ["git sha", "git_sha"], "config"], remember=True),
        ],
        "optional": [
            opt("auc-after", "With warmup, churn-tx-v4-warmup reached val AUC 0.842 (previous best v2-bs256: 0.806).",
                ["0.842"]),
            opt("dirty-tree", "train.py refuses to start from a dirty tree unless --allow-dirty is given.",
                ["--allow-dirty"]),
        ],
        "questions": [
            q("Why did the churn-tx-v3-bs1024 run go to nan?",
              "it ran at the full lr of 3e-3 from step 0 with no warmup after the batch size went to 1024",
              ["diverge-cause"]),
            q("What warmup and peak learning rate does the churn transformer use?", "500 warmup steps to a peak lr of "
                                                                                    "1e-3",
              ["warmup-config"]),
            q("What must every training run log to MLflow?", "the git sha and the full resolved config",
              ["mlflow-rule"]),
            q("What gradient clipping does the churn model use?", "max_norm 1.0", ["grad-clip"]),
        ],
    },
    {
        "id": "h25-cc-meteo-parquet",
        "project": METEO,
        "start": datetime(2026, 11, 3, 14, 5),
        "about": "polars ingest of a weather vendor feed; storage format chosen (Parquet zstd by month) with Delta, "
                 "Feather and csv.gz rejected for reasons; data-quality rules (null station_id dropped never imputed, "
                 "temperature range); 'keep a note:' about tenths of a degree; DuckDB idea put off",
        "steps": [
            ("user", "the weather vendor feed is at ~40M rows a month now and reading the CSV dumps in "
                     "s3://lp-raw/meteo/ is getting painful. I want to store the cleaned readings in a proper format "
                     "before we build the ETA weather features on top. what are the options?"),
            bash("aws s3 ls --human-readable s3://lp-raw/meteo/2026-10/ && python -c \"import polars as pl, time; "
                 "t=time.time(); df=pl.read_csv('/data/meteo/2026-10.csv.gz'); print(df.shape, "
                 "round(time.time()-t,1))\"",
                 "2026-11-01 02:14:09    3.1 GiB readings-2026-10.csv\n"
                 "2026-11-01 02:20:51  620.4 MiB readings-2026-10.csv.gz\n"
                 "(40218833, 9) 48.7\n"),
            ("assistant", "One month is 3.1 GiB of CSV (620 MiB gzipped) and polars needs ~49 s just to parse it. "
                          "Candidates for the cleaned data:\n\n"
                          "- **Parquet + zstd**, hive-partitioned by month (`year=2026/month=10/`): columnar, typed, "
                          "readable by polars, pandas, Spark and DuckDB alike.\n"
                          "- **Delta Lake** (via delta-rs): the same Parquet files plus a transaction log, so ACID "
                          "appends, time travel and MERGE.\n"
                          "- **Feather / Arrow IPC**: fastest to read, but weak compression.\n"
                          "- **keep csv.gz**: nothing to change, but no types and slow.\n\nA quick benchmark on "
                          "October:"),
            bash("python bench/formats.py --month 2026-10",
                 "format          size      scan+filter (1 station, 1 week)\n"
                 "csv.gz          620 MiB   51.2 s\n"
                 "feather (lz4)   1.6 GiB    1.2 s\n"
                 "parquet zstd    410 MiB    1.9 s\n"
                 "delta (zstd)    412 MiB    2.0 s\n"),
            ("user", "parquet with zstd, partitioned by month. not delta: we don't need time travel and I don't want "
                     "another dependency for a feed that is append-only once a month. not feather, 4x the size on s3 "
                     "for a second of read time is a bad trade. put the reasoning in the README"),
            tool("Edit", {"file_path": f"{METEO}/README.md",
                          "old_string": "## Storage\n\nTODO\n",
                          "new_string": "## Storage\n\nCleaned readings live in `s3://lp-clean/meteo/` as Parquet "
                                        "(zstd), hive-partitioned by month (`year=YYYY/month=MM/`).\n\n"
                                        "- Not Delta Lake: no time travel needed, and no extra dependency for a feed "
                                        "that is append-only once a month.\n"
                                        "- Not Feather: about 4x the size on S3 for ~1 s faster reads.\n"},
                 "The file has been updated."),
            bash("python -c \"import polars as pl; df=pl.read_csv('/data/meteo/2026-10.csv.gz'); "
                 "print(df.null_count().select(['station_id','temp_dc','wind_ms']))\"",
                 "shape: (1, 3)\n┌────────────┬─────────┬─────────┐\n│ station_id ┆ temp_dc ┆ wind_ms │\n"
                 "╞════════════╪═════════╪═════════╡\n│ 281402     ┆ 1977    ┆ 40311   "
                 "│\n└────────────┴─────────┴─────────┘\n"),
            ("assistant", "About 0.7% of the rows (281,402) have no station_id. Most of them have lat/lon, so I could "
                          "impute the station as the nearest one within 2 km. Should I?"),
            ("user", "no. rows with a null station_id are dropped, never imputed. a guessed station is worse than a "
                     "missing one, the features are per station. same for temperatures outside -60..60 °C, those are "
                     "sensor faults, drop them.\n\nkeep a note: the vendor sends temperature in tenths of a degree "
                     "(temp_dc), we divide by 10 on ingest and nowhere else. someone divided twice in the old "
                     "pipeline"),
            tool("Edit", {"file_path": f"{METEO}/meteo_ingest/clean.py",
                          "old_string": "def clean(df: pl.DataFrame) -> pl.DataFrame:\n    return df\n",
                          "new_string": "def clean(df: pl.DataFrame) -> pl.DataFrame:\n"
                                        "    return (\n"
                                        "        df.filter(pl.col(\"station_id\").is_not_null())  # dropped, never "
                                        "imputed\n"
                                        "        .with_columns((pl.col(\"temp_dc\") / 10).alias(\"temp_c\"))  # tenths "
                                        "-> degrees, only here\n"
                                        "        .drop(\"temp_dc\")\n"
                                        "        .filter(pl.col(\"temp_c\").is_between(-60, 60))\n"
                                        "    )\n"},
                 "The file has been updated."),
            bash("python -m meteo_ingest --month 2026-10 --out s3://lp-clean/meteo/",
                 "read      40,218,833 rows\n"
                 "dropped      281,402 rows (station_id null)\n"
                 "dropped        3,187 rows (temp_c outside -60..60)\n"
                 "wrote     39,934,244 rows -> s3://lp-clean/meteo/year=2026/month=10/part-0.parquet (409.7 MiB)\n"),
            ("assistant", "October is written: 39.9M rows, 410 MiB. `temp_dc` is converted to `temp_c` in `clean()` "
                          "only, and the column is dropped right after so nothing downstream can divide again."),
            ("user", "good. maybe someday we try DuckDB on top of these files instead of polars for the ad-hoc "
                     "questions, but not now"),
            ("assistant", "Fine; nothing to change for that, DuckDB reads hive-partitioned Parquet directly if you "
                          "ever want to try it."),
            bash("git add -A && git commit -qm 'Store cleaned readings as monthly Parquet (zstd); drop null station_id "
                 "and out-of-range temperatures' && git log -1 --oneline",
                 "e80a2c4 Store cleaned readings as monthly Parquet (zstd); drop null station_id and out-of-range "
                 "temperatures\n"),
        ],
        "facts": [
            fact("storage-format", "Cleaned meteo readings are stored as Parquet with zstd, hive-partitioned by "
                                   "month, in s3://lp-clean/meteo/; Delta Lake rejected (no time travel needed, no "
                                   "extra dependency for an append-only feed), Feather rejected (4x the size on S3).",
                 "decision", "user", ["parquet", "zstd", "month"]),
            fact("null-station", "Rows with a null station_id are dropped, never imputed.",
                 "rule", "user", ["station_id", "imputed"]),
            fact("temp-range", "Temperatures outside -60..60 °C are sensor faults and are dropped.",
                 "rule", "user", ["-60", ["temperature", "temp_c"]]),
            fact("tenths", "The vendor sends temperature in tenths of a degree (temp_dc); it is divided by 10 on "
                           "ingest and nowhere else.",
                 "fact", "user", ["temp_dc", "tenths"], remember=True),
        ],
        "optional": [
            opt("clean-location", "Cleaned readings live in s3://lp-clean/meteo/ (year=YYYY/month=MM/).",
                ["s3://lp-clean/meteo/"]),
            opt("bench", "October: csv.gz 620 MiB / 51 s scan, Parquet zstd 410 MiB / 1.9 s.", ["410"]),
        ],
        "questions": [
            q("Which storage format do the cleaned weather readings use?", "Parquet with zstd, partitioned by month",
              ["storage-format"]),
            q("Why not Delta Lake for the meteo readings?",
              "we don't need time travel and don't want another dependency for an append-only feed",
              ["storage-format"]),
            q("What happens to weather rows with a null station_id?", "dropped, never imputed",
              ["null-station"]),
            q("What unit does the vendor's temp_dc use?", "tenths of a degree, divided by 10 on ingest only",
              ["tenths"]),
        ],
    },
    {
        "id": "h25-cc-scorer-helm",
        "project": CHARTS,
        "start": datetime(2026, 11, 4, 11, 20),
        "about": "Helm chart of the model server: OOMKilled pods, memory graph from Prometheus shows the 02:00 model "
                 "reload peak; memory request/limit decided, no CPU limit; 'from now on' rule for all deployments; "
                 "near-miss 'just this once skip the tests'",
        "steps": [
            ("user", "scorer pods got OOMKilled twice this week in prod and the chart has no resources set at all. can "
                     "you look at the actual memory use and propose requests/limits?"),
            bash("kubectl -n ml get pods -l app=scorer && kubectl -n ml describe pod scorer-6d9f7c-x2lkp | grep -A3 "
                 "'Last State'",
                 "NAME                  READY   STATUS    RESTARTS      AGE\n"
                 "scorer-6d9f7c-x2lkp   1/1     Running   2 (31h ago)   6d\n"
                 "scorer-6d9f7c-q8m4n   1/1     Running   1 (3d ago)    6d\n"
                 "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n"
                 "      Finished:     Tue, 03 Nov 2026 02:01:44 +0000\n"),
            bash("promtool query range --start=-7d --step=1h http://prometheus.monitoring:9090 "
                 "'max(container_memory_working_set_bytes{namespace=\"ml\",container=\"scorer\"}) / 2^30' "
                 "| ./scripts/sparkline --label 'GiB, 7d'",
                 "GiB, 7d   max 1.62  p99 1.31  median 0.97\n"
                 "1.6 |      ▲             ▲             ▲             ▲             ▲             ▲\n"
                 "1.2 |      █             █             █             █             █             █\n"
                 "0.8 |▆▆▆▆▆▆█▆▆▆▆▆▆▆▆▆▆▆▆▆█▆▆▆▆▆▆▆▆▆▆▆▆▆█▆▆▆▆▆▆▆▆▆▆▆▆▆█▆▆▆▆▆▆▆▆▆▆▆▆▆█▆▆▆▆▆▆▆▆▆▆▆▆▆█▆▆▆\n"
                 "    Wed 02:00     Thu 02:00     Fri 02:00     Sat 02:00     Sun 02:00     Mon 02:00\n"),
            ("assistant", "The graph is flat at 0.9–1.1 GiB all day, with one spike every night at 02:00 up to 1.62 "
                          "GiB. 02:00 is the nightly model reload: the new model is loaded next to the old one before "
                          "the swap, so for a minute the pod holds two models. Both OOMKills finished at ~02:01, on "
                          "nodes that were already tight, and the pod had no request, so the scheduler packed it "
                          "anywhere.\n\nProposal:\n- memory request 1.5Gi, limit 2Gi (peak 1.62 plus headroom)\n- cpu "
                          "request 500m, cpu limit 1"),
            ("user", "memory request 1.5Gi, limit 2Gi, yes. cpu request 500m but no cpu limit: cpu limits throttle the "
                     "p99 and we've been there before with the ingest api. from now on no CPU limits on any of our "
                     "deployments, only requests"),
            tool("Edit", {"file_path": f"{CHARTS}/charts/scorer/values.yaml",
                          "old_string": "resources: {}\n",
                          "new_string": "resources:\n  requests:\n    cpu: 500m\n    memory: 1.5Gi\n"
                                        "  limits:\n    memory: 2Gi  # no cpu limit, on purpose\n"},
                 "The file has been updated."),
            bash("grep -rln 'limits:' charts/*/values*.yaml | xargs grep -n -A2 'limits:' | grep cpu",
                 "charts/ingest-api/values.yaml:14:    cpu: \"2\"\n"),
            ("assistant", "One other chart still sets a CPU limit: ingest-api (`cpu: \"2\"`). Following the rule I'll "
                          "remove it there too and keep its request."),
            tool("Edit", {"file_path": f"{CHARTS}/charts/ingest-api/values.yaml",
                          "old_string": "  limits:\n    cpu: \"2\"\n    memory: 1Gi\n",
                          "new_string": "  limits:\n    memory: 1Gi\n"},
                 "The file has been updated."),
            bash("helm lint charts/scorer charts/ingest-api && helm unittest charts/scorer",
                 "==> Linting charts/scorer\n1 chart(s) linted, 0 chart(s) failed\n"
                 "==> Linting charts/ingest-api\n1 chart(s) linted, 0 chart(s) failed\n\n"
                 "### Chart [ scorer ] charts/scorer\n FAIL  deployment "
                 "snapshot\tcharts/scorer/tests/deploy_test.yaml\n\t- asserts[0] `matchSnapshot` fail\n\nCharts: 1 "
                 "failed, 0 passed, 1 total\n"),
            ("assistant", "Lint is fine; the unit test fails only because the deployment snapshot now contains the "
                          "resources block. I can regenerate the snapshot with `helm unittest -u`."),
            ("user", "just this once skip the tests, I'll redo the snapshots tomorrow with the other charts. deploy to "
                     "staging"),
            bash("helm upgrade --install scorer charts/scorer -n ml-staging -f charts/scorer/values-staging.yaml "
                 "&& kubectl -n ml-staging get pod -l app=scorer -o "
                 "jsonpath='{.items[0].spec.containers[0].resources}'",
                 "Release \"scorer\" has been upgraded. Happy Helming!\nNAME: scorer\nNAMESPACE: ml-staging\n"
                 "STATUS: deployed\nREVISION: 14\n"
                 "{\"limits\":{\"memory\":\"2Gi\"},\"requests\":{\"cpu\":\"500m\",\"memory\":\"1.5Gi\"}}\n"),
            ("assistant", "Staging runs with the new resources. Tonight's 02:00 reload will be the real test; the pod "
                          "has ~380 MiB of headroom above the observed peak."),
        ],
        "facts": [
            fact("mem-limits", "The scorer chart sets memory request 1.5Gi and limit 2Gi (observed peak 1.62 GiB).",
                 "decision", "user", ["1.5Gi", "2Gi"]),
            fact("cpu-request", "scorer has a cpu request of 500m and no cpu limit.",
                 "config", "user", ["500m", "cpu"]),
            fact("no-cpu-limits", "No CPU limits on any of the team's deployments, only requests (CPU limits throttle "
                                  "the p99).",
                 "rule", "user", [["cpu limits", "cpu limit"], "requests"], remember=True),
            fact("reload-peak", "scorer memory spikes to ~1.6 GiB at 02:00 every night: the nightly model reload loads "
                                "the new model next to the old one.",
                 "fact", "assistant", ["02:00", "reload"]),
        ],
        "optional": [
            opt("ingest-cpu", "ingest-api's cpu limit of 2 was removed, following the no-CPU-limits rule.",
                ["ingest-api"]),
            opt("snapshot-todo", "The scorer chart's helm unittest snapshot still needs regenerating (helm unittest "
                                 "-u).",
                ["snapshot"]),
        ],
        "questions": [
            q("What memory request and limit does the scorer chart use?", "request 1.5Gi, limit 2Gi", ["mem-limits"]),
            q("Why does scorer memory spike at night?",
              "the nightly model reload at 02:00: the new model is loaded next to the old one", ["reload-peak"]),
            q("Do our deployments get CPU limits?", "no CPU limits on any deployment, only requests",
              ["no-cpu-limits", "cpu-request"]),
        ],
    },
]
