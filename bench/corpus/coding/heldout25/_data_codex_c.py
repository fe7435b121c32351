"""h62 Codex sessions, part c: reg-reporting at Northfen Energy (Airflow on-prem): the monthly regulatory export
DAG, a rejected October file whose customer count was off, and the move from SFTP to the regulator's upload API
with a withdrawn and replaced request to remember."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

REG = "/home/mo/repos/reg-reporting"


def _airflow_tasks(state: dict[str, str]) -> str:
    rows = ["dag_id                     | task_id              | run_id                              | state   | "
            "try_number", "===========================+======================+=====================================+"
            "=========+==========="]
    for task, st in state.items():
        rows.append(f"regulatory_monthly_export  | {task:<20} | scheduled__2026-10-04T06:00:00+00:00 | {st:<7} | 1")
    return "\n".join(rows) + "\n"


SESSIONS = [
    {
        "id": "h62-cx-regreport-monthly-dag",
        "project": REG,
        "start": datetime(2026, 11, 3, 9, 0),
        "about": "reg-reporting: new Airflow DAG regulatory_monthly_export; cron 0 6 4 * * (file due by the 10th); "
                 "pipe-delimited NFEN_MR_YYYYMM.csv; reads from the mds-ro replica; the assistant offers to remember "
                 "that DAGs here are catchup=False and the person says yes; the data platform team's 'never upgrade "
                 "mid-quarter' rule is theirs",
        "steps": [
            ("user", "hey. the monthly regulator export is still a cron + shell script on reg-01 that Piotr wrote "
                     "before he left. move it to airflow please. the regulator wants the file by the 10th of each "
                     "month, for the previous month. script is scripts/monthly_export.sh"),
            shell("cat scripts/monthly_export.sh; crontab -l | grep monthly",
                  "#!/bin/bash\nset -e\nMONTH=$(date -d 'last month' +%Y%m)\n"
                  "psql \"$MDS_RO_URL\" -v month=$MONTH -f sql/monthly_metering.sql -A -F'|' "
                  "> /data/reg/NFEN_MR_${MONTH}.csv\n"
                  "sftp -b sftp_batch.txt northfen@sftp.regulator.example\n"
                  "0 6 4 * * /opt/reg/scripts/monthly_export.sh >> /var/log/reg_export.log 2>&1\n"),
            shell("pip show apache-airflow | head -2; ls dags/",
                  "Name: apache-airflow\nVersion: 2.10.2\n"
                  "customer_counts_weekly.py\nsmart_meter_rollout_kpis.py\n"),
            shell("rg -n 'catchup|schedule' dags/",
                  "dags/customer_counts_weekly.py:14:    schedule=\"0 5 * * 1\",\n"
                  "dags/customer_counts_weekly.py:15:    catchup=False,\n"
                  "dags/smart_meter_rollout_kpis.py:11:    schedule=\"@daily\",\n"
                  "dags/smart_meter_rollout_kpis.py:12:    catchup=False,\n"),
            ("assistant", "The script runs on the 4th at 06:00 (`0 6 4 * *`), queries the mds read replica "
                          "(MDS_RO_URL, mds-ro) with sql/monthly_metering.sql, writes a pipe-delimited file "
                          "NFEN_MR_YYYYMM.csv and uploads it by SFTP. I'll keep all of that and split it into "
                          "tasks: `extract` (SQLExecuteQueryOperator to a temp table, then COPY to the file), "
                          "`validate` (row count > 0, header, no empty MPRNs), `upload` (SFTPOperator), "
                          "`archive` (copy to /data/reg/archive).\n\n"
                          "Both existing DAGs use `catchup=False`, and I'll do the same here: with catchup on, "
                          "deploying the DAG would immediately try to produce every month since start_date. Do you "
                          "want me to keep in mind for later sessions that DAGs in this repo are always "
                          "catchup=False and backfills are triggered by hand?"),
            ("user", "yes please, keep that one. a surprise backfill once sent the regulator 14 files in one "
                     "morning, never again. btw the data platform team never upgrades airflow mid-quarter, that's "
                     "their rule for their cluster, we're on our own on-prem box, doesn't apply to us"),
            shell("apply_patch <<'EOF'\n*** Add File: dags/regulatory_monthly_export.py\n"
                  "+with DAG(\n+    dag_id=\"regulatory_monthly_export\",\n+    schedule=\"0 6 4 * *\",\n"
                  "+    start_date=pendulum.datetime(2026, 11, 1, tz=\"Europe/Dublin\"),\n+    catchup=False,\n"
                  "+    max_active_runs=1,\n+) as dag:\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nA dags/regulatory_monthly_export.py\n"),
            shell("airflow dags test regulatory_monthly_export 2026-10-04 2>&1 | tail -12",
                  "[2026-11-03T09:14:02.118+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. "
                  "dag_id=regulatory_monthly_export, task_id=extract\n"
                  "[2026-11-03T09:14:02.991+0000] {validate.py:31} INFO - rows=417208 header ok empty_mprn=0\n"
                  "[2026-11-03T09:14:03.002+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. "
                  "dag_id=regulatory_monthly_export, task_id=validate\n"
                  "[2026-11-03T09:14:03.010+0000] {dag.py:4102} INFO - upload skipped in dags test "
                  "(REG_UPLOAD_ENABLED=false)\n"
                  "[2026-11-03T09:14:03.110+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. "
                  "dag_id=regulatory_monthly_export, task_id=archive\n"
                  "[2026-11-03T09:14:03.200+0000] {dagrun.py:854} INFO - DagRun Finished: "
                  "dag_id=regulatory_monthly_export, state=success\n"),
            ("assistant", "The test run for the October file succeeds: 417,208 rows, header fine, no empty MPRNs; "
                          "upload is skipped in tests by `REG_UPLOAD_ENABLED=false`. The DAG runs on the 4th at 06:00 "
                          "Europe/Dublin, six days before the regulator's deadline of the 10th, with catchup=False "
                          "and max_active_runs=1."),
            ("user", "good. remove the crontab line on reg-01 after the first real run, not now. thanks"),
        ],
        "facts": [
            fact("schedule", "The regulatory_monthly_export DAG runs on the 4th of each month at 06:00 Europe/Dublin "
                             "(cron 0 6 4 * *); the regulator's deadline is the 10th.",
                 "config", "assistant", ["0 6 4 * *", "10th"]),
            fact("catchup", "DAGs in reg-reporting are always catchup=False; backfills are triggered by hand (a "
                            "surprise backfill once sent the regulator 14 files).",
                 "rule", "user", ["catchup=False", ["by hand", "backfill"]], remember=True),
            fact("file-format", "The export is a pipe-delimited file NFEN_MR_YYYYMM.csv built from "
                                "sql/monthly_metering.sql on the mds-ro read replica.",
                 "fact", "assistant", ["NFEN_MR_YYYYMM", "pipe-delimited"]),
            fact("airflow-version", "reg-reporting runs Airflow 2.10.2 on the team's own on-prem box (the data "
                                    "platform team's upgrade rule does not apply).",
                 "config", "assistant", ["2.10.2"]),
        ],
        "optional": [
            opt("tasks", "The DAG's tasks are extract, validate, upload and archive.", ["validate", "archive"]),
        ],
        "questions": [
            q("When does the monthly regulatory export run?", "4th of each month at 06:00, deadline the 10th",
              ["schedule"]),
            q("Should DAGs in reg-reporting use catchup?", "catchup=False, backfills by hand", ["catchup"]),
            q("What file does the regulator export produce?", "pipe-delimited NFEN_MR_YYYYMM.csv", ["file-format"]),
        ],
    },
    {
        "id": "h62-cx-regreport-count-mismatch",
        "project": REG,
        "start": datetime(2026, 11, 17, 13, 10),
        "about": "reg-reporting: the regulator rejected the October file (customer count 412,113 vs 415,519 in the "
                 "quarterly return); wrong guess (month-end cut-off in UTC); real cause the query filters on "
                 "billed_at, and 3,406 accounts re-billed for the time-of-use fix moved to November; fix period_end; "
                 "resubmissions suffixed _R1; reconcile_counts task added before upload; no request to remember",
        "steps": [
            ("user", "bad news, regulator rejected october. their validation says 'active customer count 412113 "
                     "inconsistent with Q3 return 415519, tolerance 0.1%'. resubmission needed by friday. wtf"),
            shell("sed -n 1,40p sql/monthly_metering.sql",
                  "-- one row per account active in :month\n"
                  "select a.account_no, m.mprn, t.tariff_code,\n"
                  "       sum(b.kwh_total) as kwh, sum(b.amount_cents) as billed_cents\n"
                  "  from bills b\n  join accounts a on a.id = b.account_id\n  join meters m on m.account_id = a.id\n"
                  "  join tariffs t on t.id = b.tariff_id\n"
                  " where b.billed_at >= date_trunc('month', to_date(:'month', 'YYYYMM'))\n"
                  "   and b.billed_at <  date_trunc('month', to_date(:'month', 'YYYYMM')) + interval '1 month'\n"
                  " group by 1, 2, 3;\n"),
            ("assistant", "First suspicion: the month boundaries. `billed_at` is a timestamptz and "
                          "`date_trunc('month', ...)` is evaluated in the session time zone; if the export session "
                          "runs in UTC while billing writes local times, bills issued just after midnight on the 1st "
                          "would fall into the wrong month. Let me count how many bills sit within an hour of the "
                          "boundary."),
            shell("psql \"$MDS_RO_URL\" -Atc \"show timezone; select count(*) from bills where billed_at between "
                  "'2026-10-31 23:00+00' and '2026-11-01 01:00+00'\"",
                  "Europe/Dublin\n0\n"),
            ("assistant", "The session is already Europe/Dublin and there are no bills near the boundary at all (the "
                          "bill run starts at 22:00), so that's not it. The gap is 3,406 accounts. Let me see which "
                          "October-period accounts are missing."),
            shell("psql \"$MDS_RO_URL\" -Atc \"select to_char(billed_at, 'YYYY-MM') m, count(distinct account_id) "
                  "from bills where period_end = '2026-10-31' group by 1 order by 1\"",
                  "2026-11|415519\n"),
            shell("psql \"$MDS_RO_URL\" -Atc \"select count(distinct account_id) from bills where period_end = "
                  "'2026-09-30' and billed_at >= '2026-11-01'\"",
                  "3406\n"),
            ("assistant", "Root cause: the query selects bills by `billed_at` (when the bill was issued) instead of "
                          "`period_end` (the month it covers). October bills are issued in November, so the "
                          "October file actually contained September-period bills issued in October. And 3,406 of "
                          "those September-period bills were re-issued on 5 November in the time-of-use re-bill "
                          "(the billing-engine UTC fix), so their `billed_at` moved to November and they fell out "
                          "of the file: 415,519 - 3,406 = 412,113, exactly the regulator's number.\n\n"
                          "Fix: select on `period_end` within the reported month, taking the latest bill per "
                          "account and period, so re-bills replace rather than move. I'd also add a check before "
                          "upload: compare the file's distinct accounts with billing's count for the same period, "
                          "and fail the DAG on any difference."),
            ("user", "yes both. the check should be its own task, reconcile_counts, between validate and upload, "
                     "and it must fail on any difference, not a tolerance. and how do we name the resubmission? the "
                     "regulator's guide says... hold on... resubmitted files keep the name and get _R1, _R2 etc. "
                     "before .csv. do that, with a dag param"),
            shell("apply_patch < /tmp/period_end.patch && pytest -q tests/ | tail -3",
                  "Success. Updated the following files:\nM sql/monthly_metering.sql\n"
                  "M dags/regulatory_monthly_export.py\nA reg_export/reconcile.py\nA tests/test_reconcile.py\n"
                  "tests/test_naming.py::test_resubmission_suffix PASSED\n"
                  "tests/test_reconcile.py::test_fails_on_one_account_difference PASSED\n"
                  "14 passed in 1.22s\n"),
            shell("airflow dags test regulatory_monthly_export 2026-11-04 -c '{\"month\": \"202610\", \"resubmission\": "
                  "1}' 2>&1 | grep -E 'rows=|reconcile|file=' ",
                  "[2026-11-17T13:52:10.332+0000] {validate.py:31} INFO - rows=415519 header ok empty_mprn=0\n"
                  "[2026-11-17T13:52:11.020+0000] {reconcile.py:22} INFO - reconcile_counts file=415519 "
                  "billing=415519 diff=0\n"
                  "[2026-11-17T13:52:11.101+0000] {naming.py:9} INFO - file=NFEN_MR_202610_R1.csv\n"),
            ("assistant", "The corrected October file has 415,519 accounts, reconcile_counts passes with diff=0, and "
                          "the resubmission is named NFEN_MR_202610_R1.csv. Ready to upload with "
                          "REG_UPLOAD_ENABLED=true once you say so."),
            ("user", "send it"),
            shell("airflow dags trigger regulatory_monthly_export -c '{\"month\": \"202610\", \"resubmission\": 1}'",
                  "Created <DagRun regulatory_monthly_export @ 2026-11-17T13:58:40+00:00: "
                  "manual__2026-11-17T13:58:40+00:00, state:queued>\n"),
            shell("sleep 120; airflow tasks states-for-dag-run regulatory_monthly_export "
                  "manual__2026-11-17T13:58:40+00:00",
                  _airflow_tasks({"extract": "success", "validate": "success", "reconcile_counts": "success",
                                  "upload": "success", "archive": "success"})),
            ("assistant", "Uploaded: all five tasks succeeded for the R1 run."),
        ],
        "facts": [
            fact("period-end", "The October file was rejected because sql/monthly_metering.sql selected bills by "
                               "billed_at; 3,406 re-billed accounts moved to November and dropped out. The query now "
                               "selects on period_end, latest bill per account and period.",
                 "bugfix", "assistant", ["billed_at", "period_end"]),
            fact("reconcile", "A reconcile_counts task between validate and upload compares the file's accounts with "
                              "billing's count and fails on any difference (no tolerance).",
                 "decision", "user", ["reconcile_counts"]),
            fact("resubmission", "Resubmitted files keep the name with _R1, _R2 … before .csv (e.g. "
                                 "NFEN_MR_202610_R1.csv), set through a DAG param.",
                 "convention", "user", ["_R1", ["resubmission", "resubmitted"]]),
        ],
        "optional": [
            opt("tz-not-cause", "The month-boundary/time-zone theory was ruled out: the session is Europe/Dublin.",
                ["time zone", "Europe/Dublin"]),
            opt("counts", "The corrected October file has 415,519 accounts.", ["415519"]),
        ],
        "questions": [
            q("Why did the regulator reject the October file?",
              "query selects by billed_at; re-billed accounts moved to November; fix period_end", ["period-end"]),
            q("What check runs before the regulatory upload?", "reconcile_counts task, fails on any difference",
              ["reconcile"]),
            q("How are resubmitted regulator files named?", "_R1, _R2 suffix before .csv", ["resubmission"]),
        ],
    },
    {
        "id": "h62-cx-regreport-upload-api",
        "project": REG,
        "start": datetime(2026, 11, 25, 10, 40),
        "about": "reg-reporting: the regulator moved from SFTP to an HTTPS upload API with mutual TLS; a "
                 "remember-request about SFTP withdrawn and replaced by one about the API; client cert in Vault at "
                 "secret/regreport/mtls; upload retries 3 then 5 with 10-minute delay; cert expiry check proposed "
                 "and left for later; end-of-session summary",
        "steps": [
            ("user", "hi. remember this for the future: the regulator export always goes up over SFTP to "
                     "sftp.regulator.example with the northfen user"),
            ("assistant", "Noted. For what it's worth, that's what the DAG's `upload` task does today (SFTPOperator, "
                          "connection `regulator_sftp`)."),
            ("user", "wait no. scrap that, forget the sftp thing. I just opened the regulator's circular from "
                     "monday, they're switching off SFTP on 31 December. from the December submission on it's "
                     "their HTTPS upload API with a client certificate (mutual TLS). THAT is what should stick: "
                     "uploads go through the regulator's upload API with mTLS, not SFTP. the cert is in vault at "
                     "secret/regreport/mtls"),
            shell("vault kv get -format=json secret/regreport/mtls | jq '.data.data | keys, .data.metadata'",
                  "[\n  \"ca_chain\",\n  \"cert\",\n  \"key\"\n]\n"
                  "null\n"),
            shell("vault kv get -field=cert secret/regreport/mtls | openssl x509 -noout -subject -enddate",
                  "subject=C = IE, O = Northfen Energy, CN = northfen-regreport\nnotAfter=Oct 30 23:59:59 2027 GMT\n"),
            ("assistant", "The cert is there (CN northfen-regreport, valid until 30 Oct 2027). Plan for the "
                          "`upload` task:\n\n- an `HttpOperator`-free small Python task using `requests` with "
                          "`cert=(cert, key)` and the CA chain, fetched from Vault at run time via the existing "
                          "Vault secrets backend, written to a tmpfs dir and deleted after;\n"
                          "- `POST /submissions/v1/metering` with the file, then poll the returned submission id "
                          "until `ACCEPTED` or `REJECTED`;\n- retries: 3, 5 minutes apart.\n\n"
                          "Also an idea: a weekly DAG that warns 60 days before the certificate expires."),
            ("user", "retries 3 is fine. cert warning maybe later, it's valid till 2027"),
            shell("apply_patch < /tmp/upload_api.patch && pytest -q tests/ | tail -2",
                  "Success. Updated the following files:\nM dags/regulatory_monthly_export.py\n"
                  "A reg_export/upload_api.py\nA tests/test_upload_api.py\nD reg_export/upload_sftp.py\n"
                  "19 passed in 1.48s\n"),
            shell("REG_UPLOAD_TARGET=test airflow dags test regulatory_monthly_export 2026-11-04 -c "
                  "'{\"month\": \"202610\", \"resubmission\": 2}' 2>&1 | grep -E 'upload_api|HTTP|submission'",
                  "[2026-11-25T11:20:03.101+0000] {upload_api.py:41} INFO - POST https://upload-test.regulator."
                  "example/submissions/v1/metering file=NFEN_MR_202610_R2.csv\n"
                  "[2026-11-25T11:20:33.907+0000] {upload_api.py:48} WARNING - HTTP 503 Service Unavailable, "
                  "attempt 1/4\n"
                  "[2026-11-25T11:25:34.015+0000] {upload_api.py:48} WARNING - HTTP 503 Service Unavailable, "
                  "attempt 2/4\n"
                  "[2026-11-25T11:30:34.212+0000] {upload_api.py:48} WARNING - HTTP 503 Service Unavailable, "
                  "attempt 3/4\n"
                  "[2026-11-25T11:35:35.480+0000] {upload_api.py:44} INFO - submission id=SUB-7f2c01 status="
                  "RECEIVED\n"
                  "[2026-11-25T11:37:05.599+0000] {upload_api.py:55} INFO - submission id=SUB-7f2c01 status="
                  "ACCEPTED\n"),
            ("assistant", "Against the regulator's test endpoint the mTLS handshake works and the file was accepted, "
                          "but only on the fourth attempt: their test service returned 503 three times in 15 "
                          "minutes. With retries=3 that was the very last try."),
            ("user", "hm, their helpdesk says the prod one has the same hiccups on deadline days. make it 5 retries, "
                     "10 minutes apart"),
            shell("rg -n 'retries|retry_delay' dags/regulatory_monthly_export.py",
                  "dags/regulatory_monthly_export.py:58:        retries=5,\n"
                  "dags/regulatory_monthly_export.py:59:        retry_delay=timedelta(minutes=10),\n"),
            ("user", "good. write the summary for the change ticket"),
            ("assistant", "## Summary\n\n"
                          "- **Upload channel:** the regulator switches off SFTP on 31 December. The `upload` task "
                          "now uses the regulator's HTTPS upload API (`POST /submissions/v1/metering`) with mutual "
                          "TLS and polls until ACCEPTED/REJECTED. SFTP code removed.\n"
                          "- **Certificate:** client cert, key and CA chain come from Vault at "
                          "`secret/regreport/mtls` at run time (CN northfen-regreport, valid until 30 Oct 2027).\n"
                          "- **Retries:** upload task retries=5 with retry_delay 10 minutes (was 3 x 5 min), "
                          "because the regulator's service returns 503 at peak.\n"
                          "- **Tested:** test endpoint, NFEN_MR_202610_R2.csv accepted after three 503s.\n"
                          "- **Not done:** certificate-expiry warning DAG (later)."),
            ("user", "👌"),
        ],
        "facts": [
            fact("upload-api", "The regulator export is uploaded through the regulator's HTTPS upload API with mutual "
                               "TLS (client certificate), not SFTP, which the regulator switches off on 31 December.",
                 "rule", "user", [["upload API", "HTTPS"], "mTLS"], remember=True),
            fact("vault-path", "The mTLS client certificate, key and CA chain are in Vault at secret/regreport/mtls.",
                 "config", "user", ["secret/regreport/mtls"]),
            fact("retries", "The upload task has retries=5 with retry_delay 10 minutes (was 3), because the "
                            "regulator's service returns 503 at peak.",
                 "config", "user", ["retries", ["5 retries", "retries=5"]]),
        ],
        "optional": [
            opt("cert-expiry", "The client certificate (CN northfen-regreport) is valid until 30 Oct 2027.",
                ["2027"]),
        ],
        "questions": [
            q("How is the regulator export uploaded?", "HTTPS upload API with mTLS client certificate, not SFTP",
              ["upload-api"]),
            q("Where is the regulator client certificate stored?", "Vault secret/regreport/mtls", ["vault-path"]),
            q("How many retries does the upload task have?", "5 retries, 10 minutes apart", ["retries"]),
        ],
    },
]
