"""h25 Claude Code sessions, part b: an on-call page for the nightly billing DAG, questions about Spark adaptive
query execution, a pasted notebook output that shows a label shift."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

DAGS = "/home/ines/work/airflow-dags"
SPARK = "/home/ines/work/spark-jobs"
REFUNDS = "/home/ines/work/refunds-notebooks"

SESSIONS = [
    {
        "id": "h25-cc-oncall-billing",
        "project": DAGS,
        "start": datetime(2026, 11, 7, 6, 31),
        "about": "on-call page: Airflow nightly_billing_export fails with 'JWT token is invalid' after the security "
                 "team's Snowflake key rotation; fixed from Vault, only the failed task cleared; runbook step agreed "
                 "with 'for next time:'; another team's rotation rule explicitly not ours; canary idea put off",
        "steps": [
            ("user", "got paged, NightlyBillingExportFailed fired at 06:12. I'm on call this week. help me look"),
            bash("airflow dags list-runs -d nightly_billing_export --limit 3",
                 "dag_id                 | run_id                              | state   | execution_date\n"
                 "nightly_billing_export | scheduled__2026-11-06T01:00:00+00:00 | failed  | 2026-11-06T01:00:00+00:00\n"
                 "nightly_billing_export | scheduled__2026-11-05T01:00:00+00:00 | success | 2026-11-05T01:00:00+00:00\n"
                 "nightly_billing_export | scheduled__2026-11-04T01:00:00+00:00 | success | "
                 "2026-11-04T01:00:00+00:00\n"),
            bash("airflow tasks states-for-dag-run nightly_billing_export scheduled__2026-11-06T01:00:00+00:00",
                 "task_id                     | state\n"
                 "extract_invoices            | success\n"
                 "load_invoices_to_snowflake  | failed\n"
                 "build_finance_marts         | upstream_failed\n"
                 "send_invoice_emails         | upstream_failed\n"),
            bash("airflow tasks logs nightly_billing_export load_invoices_to_snowflake "
                 "scheduled__2026-11-06T01:00:00+00:00 | tail -n 6",
                 "[2026-11-07, 06:10:58 UTC] {snowflake.py:412} INFO - Connecting with conn_id snowflake_billing\n"
                 "[2026-11-07, 06:11:03 UTC] {taskinstance.py:2905} ERROR - Task failed with exception\n"
                 "snowflake.connector.errors.DatabaseError: 250001 (08001): Failed to connect to DB: "
                 "lumen.eu-central-1.snowflakecomputing.com:443. JWT token is invalid.\n"
                 "[2026-11-07, 06:11:03 UTC] {taskinstance.py:1206} INFO - Marking task as FAILED (try 3 of 3)\n"),
            ("assistant", "The load task fails to authenticate: `JWT token is invalid` with key-pair auth means "
                          "Snowflake no longer accepts the key the connection signs with. Usually that's either clock "
                          "skew on the worker or the public key on the Snowflake user changed. Checking the user:"),
            bash("snowsql -c admin -q \"desc user SVC_AIRFLOW\" | grep -E 'RSA_PUBLIC_KEY|LAST_SUCCESS'",
                 "RSA_PUBLIC_KEY_FP   | SHA256:q3Vb...Yx0=  (set 2026-11-06 22:00:12 by SECURITYADMIN)\n"
                 "RSA_PUBLIC_KEY_2_FP | null\n"
                 "LAST_SUCCESS_LOGIN  | 2026-11-06 01:07:44\n"),
            ("assistant", "Found it. Yesterday at 22:00 SECURITYADMIN replaced SVC_AIRFLOW's RSA public key, a key "
                          "rotation, and didn't use the second key slot, so the old key stopped working immediately. "
                          "The Airflow connection `snowflake_billing` still signs with the old private key. The new "
                          "private key should already be in Vault at `secret/data/airflow/snowflake_svc`."),
            ("user", "yeah, security rotates those every quarter. their rule is that keys rotate on the first friday "
                     "of the quarter at 22:00 — that's their process, not ours, don't write it down as one of ours. "
                     "just fix the connection"),
            bash("vault kv get -field=private_key secret/airflow/snowflake_svc > /tmp/sf.p8 && airflow connections "
                 "update snowflake_billing --conn-extra \"$(jq -n --rawfile k /tmp/sf.p8 '{private_key_content: "
                 "$k}')\" && shred -u /tmp/sf.p8 && airflow connections test snowflake_billing",
                 "Successfully updated connection with `conn_id`=snowflake_billing\n"
                 "Connection successfully tested\n"),
            ("assistant", "The connection works again. Now the rerun. I'd clear only `load_invoices_to_snowflake` and "
                          "let the downstream tasks follow, rather than triggering a new DAG run, because "
                          "`extract_invoices` already succeeded and `send_invoice_emails` must run exactly once."),
            bash("airflow tasks clear nightly_billing_export -t load_invoices_to_snowflake --downstream "
                 "-s 2026-11-06 -e 2026-11-06 -y && sleep 420 && airflow tasks states-for-dag-run "
                 "nightly_billing_export scheduled__2026-11-06T01:00:00+00:00",
                 "task_id                     | state\n"
                 "extract_invoices            | success\n"
                 "load_invoices_to_snowflake  | success\n"
                 "build_finance_marts         | success\n"
                 "send_invoice_emails         | success\n"),
            ("assistant", "All four tasks are green: 18,204 invoices loaded, the finance marts rebuilt and the emails "
                          "went out once. The alert resolved at 06:58. Should I write this into the runbook?"),
            ("user", "yes. for next time: when nightly_billing_export fails with \"JWT token is invalid\", pull the "
                     "new key from vault into the snowflake_billing connection and clear only the failed task with "
                     "--downstream. never rerun the whole DAG, that sends every invoice email a second time"),
            tool("Edit", {"file_path": f"{DAGS}/docs/runbooks/nightly_billing.md",
                          "old_string": "## Known failures\n",
                          "new_string": "## Known failures\n\n### \"JWT token is invalid\" in "
                                        "load_invoices_to_snowflake\n\nCause: Snowflake key rotation on "
                                        "SVC_AIRFLOW.\n\n1. `vault kv get -field=private_key "
                                        "secret/airflow/snowflake_svc`, put it in the `snowflake_billing` connection, "
                                        "`airflow connections test`.\n2. Clear only the failed task with "
                                        "`--downstream`.\n3. Never rerun the whole DAG: it sends every invoice email "
                                        "a second time.\n"},
                 "The file has been updated."),
            ("assistant", "Runbook updated. One idea: a small canary DAG at 22:30 that only tests "
                          "`snowflake_billing`, so a rotation pages us in the evening instead of at 06:00."),
            ("user", "not now, maybe after the quarter close. going back to bed"),
        ],
        "facts": [
            fact("incident-cause", "nightly_billing_export failed on 2026-11-06 with 'JWT token is invalid' because "
                                   "the security team's key rotation replaced SVC_AIRFLOW's RSA public key and the "
                                   "snowflake_billing connection still had the old private key.",
                 "bugfix", "assistant", ["JWT", "snowflake_billing", "rotation"]),
            fact("runbook", "When nightly_billing_export fails with 'JWT token is invalid': pull the new key from "
                            "Vault into the snowflake_billing connection and clear only the failed task with "
                            "--downstream; never rerun the whole DAG (it sends every invoice email again).",
                 "rule", "user", ["whole DAG", ["invoice email", "invoice emails"], "clear"], remember=True),
            fact("vault-path", "The Snowflake private key for SVC_AIRFLOW is in Vault at secret/airflow/snowflake_svc.",
                 "fact", "assistant", ["snowflake_svc", "vault"]),
        ],
        "optional": [
            opt("runbook-file", "The runbook is docs/runbooks/nightly_billing.md.", ["nightly_billing.md"]),
        ],
        "questions": [
            q("Why did nightly_billing_export fail on 2026-11-06?",
              "JWT token is invalid: a key rotation replaced the RSA public key and snowflake_billing still signs "
              "with the old private key", ["incident-cause"]),
            q("What is the fix when nightly_billing_export fails with 'JWT token is invalid'?",
              "pull the new key from vault into the snowflake_billing connection and clear only the failed task",
              ["runbook", "vault-path"]),
            q("Why must the whole nightly billing DAG never be rerun?", "it sends every invoice email a second time",
              ["runbook"]),
        ],
    },
    {
        "id": "h25-cc-spark-aqe-questions",
        "project": SPARK,
        "start": datetime(2026, 11, 9, 16, 45),
        "about": "nothing durable: questions about how Spark adaptive query execution coalesces shuffle partitions, "
                 "handles skew joins and what spark.sql.shuffle.partitions still means with AQE on",
        "steps": [
            ("user", "trying to understand something before I touch the spark jobs. with AQE on, what does "
                     "spark.sql.shuffle.partitions even do anymore?"),
            ("assistant", "With `spark.sql.adaptive.enabled=true` it becomes the *starting* number of shuffle "
                          "partitions. Each shuffle still writes that many partitions, but after the map stage "
                          "finishes Spark looks at the real sizes and coalesces neighbouring small partitions until "
                          "each is about `spark.sql.adaptive.advisoryPartitionSizeInBytes` (64 MB by default). So "
                          "it's an upper bound for the reduce side rather than the exact task count."),
            bash("grep -n 'adaptive\\|shuffle.partitions' conf/spark-defaults.conf",
                 "12:spark.sql.adaptive.enabled                      true\n"
                 "13:spark.sql.shuffle.partitions                    800\n"),
            ("user", "and how do I see that it actually coalesced something?"),
            bash("spark-submit --conf spark.ui.enabled=false jobs/explain.py --job daily_routes 2>/dev/null | "
                 "grep -E 'AQEShuffleRead|isFinalPlan'",
                 "AdaptiveSparkPlan isFinalPlan=true\n"
                 "   +- AQEShuffleRead coalesced\n"
                 "         +- AQEShuffleRead coalesced\n"),
            ("assistant", "In the final plan (`isFinalPlan=true`) the `AQEShuffleRead coalesced` nodes are the shuffle "
                          "reads AQE merged. In the SQL tab of the Spark UI the same node shows 'number of partitions' "
                          "before and after; for daily_routes it goes from 800 to 37, because a day of routes is "
                          "small."),
            ("user", "and skew? does it do anything about one huge key"),
            ("assistant", "For sort-merge joins, yes: with `spark.sql.adaptive.skewJoin.enabled` (on by default) a "
                          "partition counts as skewed if it's more than 5x the median and larger than 256 MB; Spark "
                          "splits it into several tasks and replicates the matching partition of the other side. It "
                          "does *not* help aggregations or window functions on a hot key; those you still fix "
                          "yourself, e.g. by filtering the key or salting it."),
            ("user", "ok that explains the window job. thanks, that's all I needed"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h25-cc-refunds-labelshift",
        "project": REFUNDS,
        "start": datetime(2026, 11, 10, 10, 2),
        "about": "person pastes a notebook cell output (refund rate per split) and asks one question; cause is a label "
                 "definition change on 2026-08-01 (partial refunds); history relabelled; 'note for the future' "
                 "remember; near-miss 'note: this cell takes a while'",
        "steps": [
            ("user", "```\nIn [14]: orders.groupby(\"split\")[\"is_refund\"].agg([\"mean\", \"size\"])\nOut[14]:\n"
                     "         mean     size\nsplit\ntrain   0.062  2104311\nval     0.118   402877\n"
                     "test    0.121   398012\n```\n(note: this cell takes a while, it reads 9 months of orders)\n\n"
                     "why is the refund rate in val and test twice the one in train? is my time split broken?"),
            bash("git log --format='%h %ad %s' --date=short -- sql/labels.sql | head -n 3",
                 "91d2e0a 2026-08-01 refund label: count partial refunds\n"
                 "4be7731 2026-03-12 labels: exclude test orders\n"
                 "0c11f9e 2026-02-02 initial refund label\n"),
            bash("git show 91d2e0a -- sql/labels.sql | grep -E '^[-+] '",
                 "-  CASE WHEN r.refund_amount >= o.order_amount THEN 1 ELSE 0 END AS is_refund\n"
                 "+  CASE WHEN r.refund_amount > 0 THEN 1 ELSE 0 END AS is_refund\n"),
            bash("python -c \"import pandas as pd; o=pd.read_parquet('data/orders_labelled.parquet'); "
                 "print(o.groupby(o.order_date.dt.to_period('M'))['is_refund'].mean().round(3).tail(5))\"",
                 "order_date\n2026-06    0.060\n2026-07    0.063\n2026-08    0.117\n2026-09    0.119\n2026-10    "
                 "0.121\n"),
            ("assistant", "The split is fine; the label changed. On 2026-08-01 (commit 91d2e0a) `is_refund` went from "
                          "'fully refunded' to 'any refund > 0', so partial refunds count since then. The labels are "
                          "materialised when the order closes, so train (Feb–Jul) carries the old definition and "
                          "val/test (Aug–Oct) the new one: the rate jumps from 0.063 in July to 0.117 in August. "
                          "That's a label shift, and a model trained on the old labels will look miscalibrated on the "
                          "new ones.\n\nTwo ways out: relabel the old months with the new definition, if partial "
                          "refunds are in the refunds table that far back, or train only on orders from August on."),
            ("user", "relabel the history with the new definition, partial refunds are in the refunds table back to "
                     "2025. note for the future: is_refund counts partial refunds since 2026-08-01, so any model "
                     "trained before that date used the old label and its numbers aren't comparable with the new ones"),
            tool("Edit", {"file_path": f"{REFUNDS}/notebooks/01_labels.py",
                          "old_string": "orders = pd.read_parquet(\"data/orders_labelled.parquet\")\n",
                          "new_string": "orders = pd.read_parquet(\"data/orders.parquet\").merge(\n"
                                        "    relabel(refunds, rule=\"any_refund\"), on=\"order_id\", how=\"left\")\n"},
                 "The file has been updated."),
            bash("python notebooks/01_labels.py --print-rates",
                 "split   is_refund\ntrain   0.115\nval     0.118\ntest    0.121\n"),
            ("assistant", "With the whole history relabelled the rates line up: 0.115 / 0.118 / 0.121."),
        ],
        "facts": [
            fact("label-shift", "The refund rate in val/test (0.118/0.121) was twice train (0.062) because is_refund "
                                "changed on 2026-08-01 to count partial refunds (any refund > 0); label shift, not a "
                                "split bug.",
                 "bugfix", "assistant", ["partial refunds", "2026-08-01"]),
            fact("relabel", "The refund history is relabelled with the new definition (partial refunds are in the "
                            "refunds table back to 2025).",
                 "decision", "user", ["relabel", "partial"]),
            fact("not-comparable", "is_refund counts partial refunds since 2026-08-01; models trained before that date "
                                   "used the old label and their numbers aren't comparable.",
                 "fact", "user", ["is_refund", "comparable"], remember=True),
        ],
        "optional": [
            opt("rates-after", "After relabelling, refund rates are 0.115 / 0.118 / 0.121 (train/val/test).",
                ["0.115"]),
        ],
        "questions": [
            q("Why was the refund rate in val twice the one in train?",
              "is_refund changed on 2026-08-01 to count partial refunds", ["label-shift"]),
            q("Are refund models trained before August comparable with new ones?",
              "no, any model trained before 2026-08-01 used the old label", ["not-comparable"]),
            q("How was the older refund history handled?", "relabelled with the new definition", ["relabel"]),
        ],
    },
]
