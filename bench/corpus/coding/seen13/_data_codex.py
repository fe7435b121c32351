"""h13 Codex sessions, part 1: greenhouse MQTT bridge, pharmacy stock DAG, Unity flaky test."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q, sh

RELX_LOG = """===> Verifying dependencies...
===> Analyzing applications...
===> Compiling gh_bridge
===> Assembling release gh_bridge-0.6.0...
===> Release successfully assembled: _build/prod/rel/gh_bridge
2026-11-23T07:41:02.118 [info] gh_bridge starting, node gh_bridge@pi-house3
2026-11-23T07:41:02.140 [info] emqtt connecting to broker 10.20.0.5:1883 client_id=gh-house3
2026-11-23T07:41:02.201 [info] subscribed greenhouse/+/sensors/# qos=1
2026-11-23T07:41:02.204 [info] influx writer -> http://10.20.0.9:8086 bucket=greenhouse
2026-11-23T07:41:07.552 [warning] sensor house3/soil-07 payload not json: <<\"23.4;61\">>
2026-11-23T07:41:07.553 [error] gen_server gh_decoder terminated: {badarg,[{jsx,decode,1}]}
2026-11-23T07:41:07.554 [info] supervisor gh_sup restarting child gh_decoder (1/5 in 10s)
2026-11-23T07:41:12.601 [warning] sensor house3/soil-07 payload not json: <<\"23.5;61\">>
2026-11-23T07:41:12.602 [error] gen_server gh_decoder terminated: {badarg,[{jsx,decode,1}]}
2026-11-23T07:41:12.603 [info] supervisor gh_sup restarting child gh_decoder (2/5 in 10s)
2026-11-23T07:41:17.655 [error] gen_server gh_decoder terminated: {badarg,[{jsx,decode,1}]}
2026-11-23T07:41:17.655 [info] supervisor gh_sup restarting child gh_decoder (3/5 in 10s)
2026-11-23T07:41:22.700 [error] supervisor gh_sup reached max restart intensity, shutting down
2026-11-23T07:41:22.701 [notice] application gh_bridge exited: shutdown"""

GREENHOUSE = {
    "id": "h13-cx-greenhouse-decoder",
    "project": "/home/pi/gh_bridge",
    "start": datetime(2026, 11, 23, 7, 45, 0),
    "about": "Erlang MQTT bridge for greenhouses; one legacy sensor kills the decoder and the whole app; options a/b/c with "
             "one picked and its reason; 'add this to AGENTS.md' remember-request; broker and influx addresses in logs only",
    "steps": [
        ("user", "bridge on house3 keeps dying this morning. log:\n\n" + RELX_LOG),
        ("assistant", "The soil-07 sensor sends `23.4;61` (semicolon CSV, not JSON). `gh_decoder` calls `jsx:decode/1` unguarded, crashes, and after 3 crashes in 10 s the supervisor gives up and the whole application stops — so one bad sensor takes down every greenhouse's data.\n\nOptions:\n"
         "a) wrap the decode in try/catch, log and drop anything that isn't JSON;\nb) add a small legacy decoder for the `temp;humidity` format, keyed by topic;\nc) spawn one decoder process per sensor topic so a crash only affects that sensor."),
        ("user", "b, plus the try/catch from a as a safety net. those old soil sensors are 14 of them and we're not replacing them before spring, so their data has to come through. c is more processes than i want on a pi"),
        sh("grep -n 'decode' src/gh_decoder.erl",
           "22:handle_cast({msg, Topic, Payload}, State) ->\n23:    Reading = jsx:decode(Payload, [return_maps]),\n24:    gh_influx:write(Topic, Reading),\n25:    {noreply, State};"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/gh_decoder.erl\n@@\n-    Reading = jsx:decode(Payload, [return_maps]),\n-    gh_influx:write(Topic, Reading),\n+    case decode(Topic, Payload) of\n+        {ok, Reading} -> gh_influx:write(Topic, Reading);\n+        {error, Why} -> logger:warning(\"drop ~s: ~p\", [Topic, Why])\n+    end,\n*** End Patch"}, "Success. Updated the following files:\nM src/gh_decoder.erl"),
        sh("rebar3 eunit && rebar3 dialyzer",
           "===> Verifying dependencies...\n===> Compiling gh_bridge\n===> Performing EUnit tests...\n..........\nFinished in 0.214 seconds\n10 tests, 0 failures\n===> Dialyzer starting, this may take a while...\n===> Updating plt...\n===> Resolving files...\n===> Checking 14 files in _build/default/rebar3_27.1.2_plt...\n===> Doing success typing analysis...\n===> Resolving files...\n===> Analyzing 6 files with _build/default/rebar3_27.1.2_plt...\n===> No warnings"),
        ("assistant", "Done. `decode/2` tries JSON first; for topics matching `greenhouse/+/sensors/soil-*` it falls back to the legacy `temp;humidity` parser (two floats → `#{temp => T, humidity => H}`); anything else becomes `{error, _}` and is logged and dropped, so the decoder no longer crashes. 10 eunit tests including 3 new ones, dialyzer clean."),
        ("user", "great. add this to AGENTS.md: never let a single sensor's payload crash a shared process, decode errors are logged and dropped. also deploy with `make deploy HOST=pi-house3`"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: AGENTS.md\n@@\n ## Conventions\n+- Never let a single sensor's payload crash a shared process: decode errors are logged and dropped.\n*** End Patch"}, "Success. Updated the following files:\nM AGENTS.md"),
        sh("make deploy HOST=pi-house3",
           "rebar3 as prod tar\n===> Tarball successfully created: _build/prod/rel/gh_bridge/gh_bridge-0.6.1.tar.gz\nscp _build/prod/rel/gh_bridge/gh_bridge-0.6.1.tar.gz pi@pi-house3:/opt/gh_bridge/releases/\nssh pi@pi-house3 '/opt/gh_bridge/bin/gh_bridge upgrade 0.6.1'\nRelease 0.6.1 not found, attempting to unpack releases/gh_bridge-0.6.1.tar.gz\nUnpacked successfully: \"0.6.1\"\nInstalled Release: 0.6.1\nMade release permanent: \"0.6.1\""),
        ("assistant", "AGENTS.md updated and 0.6.1 is live on pi-house3 (hot upgrade, no restart)."),
        ("user", "ta"),
    ],
    "facts": [
        fact("legacy-decoder", "Legacy soil sensors send 'temp;humidity' instead of JSON; a legacy decoder handles them (option b) because the 14 old sensors stay until spring.", "decision", "user", [["temp;humidity", "legacy"], "soil"]),
        fact("no-per-sensor", "One decoder process per sensor was rejected: too many processes on a Pi.", "decision", "user", [["pi", "Pi"], "processes"]),
        fact("crash-cause", "The bridge died because jsx:decode crashed gh_decoder on a non-JSON payload until the supervisor hit max restart intensity.", "bugfix", "assistant", ["jsx", ["restart intensity", "supervisor"]]),
        fact("agents-rule", "Never let a single sensor's payload crash a shared process; decode errors are logged and dropped (in AGENTS.md).", "rule", "user", ["crash", "dropped"], True),
    ],
    "optional": [
        opt("deploy-cmd", "Deploy with make deploy HOST=<pi>.", ["make deploy"]),
        opt("broker", "The MQTT broker is at 10.20.0.5:1883.", ["10.20.0.5"]),
    ],
    "questions": [
        q("How are the old soil sensors decoded?", "legacy temp;humidity decoder, JSON first", ["legacy-decoder"]),
        q("What happens to a payload that can't be decoded?", "logged and dropped, never crash", ["agents-rule"]),
        q("Why did the bridge stop on house3?", "jsx decode crash, supervisor max restart intensity", ["crash-cause"]),
    ],
}

DAG_TEST = "\n".join(
    [f"tests/test_stock_dag.py::{n} PASSED" for n in (
        "test_dag_loads", "test_task_count", "test_parse_wholesaler_csv", "test_parse_decimal_comma",
        "test_reorder_threshold_basic", "test_reorder_threshold_zero_sales", "test_controlled_substances_skipped",
        "test_email_summary", "test_idempotent_rerun")]
)

PHARMACY = {
    "id": "h13-cx-pharmacy-reorder",
    "project": "/opt/dev/apoteka-airflow",
    "start": datetime(2026, 11, 24, 13, 0, 0),
    "about": "Airflow DAG for pharmacy stock; long; window changed 14 → 28 days (final is the fact); Celery rejected in passing; "
             "decimal-comma parse bug with cause; 'going forward' remember-request mid-message; one-off requests; schedule moved "
             "to 06:30 with the sensor option rejected",
    "steps": [
        ("user", "hello. we need the reorder DAG to actually compute reorder quantities, right now it only copies the wholesaler stock file into postgres. spec from the pharmacist: reorder when stock < average daily sales × lead time × 1.5"),
        sh("ls dags/ plugins/ tests/ && cat docker-compose.yaml | head -30",
           "dags:\n__init__.py  stock_sync.py  common.py\n\nplugins:\nwholesaler_hook.py\n\ntests:\nconftest.py  test_stock_dag.py\n\n"
           "x-airflow-common: &airflow-common\n  image: apache/airflow:2.10.3-python3.11\n  environment:\n    AIRFLOW__CORE__EXECUTOR: LocalExecutor\n    AIRFLOW__DATABASE__SQL_ALCHEMY_CONN: postgresql+psycopg2://airflow:airflow@postgres/airflow\n"
           "    AIRFLOW__CORE__LOAD_EXAMPLES: 'false'\n    AIRFLOW__WEBSERVER__WORKERS: 2\nservices:\n  postgres:\n    image: postgres:16\n    ports: ['5433:5432']\n  airflow-webserver:\n    <<: *airflow-common\n    command: webserver\n    ports: ['8080:8080']\n  airflow-scheduler:\n    <<: *airflow-common\n    command: scheduler"),
        sh("cat dags/stock_sync.py",
           "from airflow.decorators import dag, task\nfrom pendulum import datetime\n\n@dag(schedule='0 6 * * *', start_date=datetime(2026, 1, 1), catchup=False, tags=['stock'])\ndef stock_sync():\n    @task\n    def fetch():\n        return WholesalerHook('wholesaler_sftp').latest_csv()\n\n    @task\n    def load(path):\n        ...\n    load(fetch())\n\nstock_sync()"),
        ("assistant", "Plan:\n\n1. `sales_window` task: average daily sales per product from `pos.sales` over the last **14 days**.\n2. `reorder` task: `qty = ceil(avg_daily * lead_days * 1.5) - stock`, only where positive.\n3. `notify` task: email the list to the pharmacy.\n\nLead time per wholesaler comes from `ref.suppliers.lead_days`. While we're here: this is LocalExecutor on one box — you could move to CeleryExecutor with Redis if the DAG count grows."),
        ("user", "14 days sounds ok for now. executor stays LocalExecutor, not Celery, too heavy for a pharmacy back office with one machine."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Add File: dags/reorder.py\n+...\n*** End Patch"}, "Success. Updated the following files:\nA dags/reorder.py"),
        sh("docker compose exec airflow-scheduler airflow dags test stock_sync 2026-11-24 2>&1 | tail -25",
           "[2026-11-24T13:06:10.221+0000] {dag.py:4435} INFO - dagrun id: stock_sync\n[2026-11-24T13:06:10.240+0000] {dag.py:4451} INFO - created dagrun <DagRun stock_sync @ 2026-11-24 00:00:00+00:00: manual__2026-11-24T00:00:00+00:00, state:running>\n"
           "[2026-11-24T13:06:10.301+0000] {taskinstance.py:2612} INFO - Dependencies all met for <TaskInstance: stock_sync.fetch>\n[2026-11-24T13:06:11.004+0000] {wholesaler_hook.py:41} INFO - downloaded /data/incoming/stock_20261124.csv (4187 rows)\n"
           "[2026-11-24T13:06:11.392+0000] {taskinstance.py:3311} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File \"/opt/airflow/dags/reorder.py\", line 38, in load\n    stock = int(row['Bestand'])\nValueError: invalid literal for int() with base 10: '12,0'\n"
           "[2026-11-24T13:06:11.420+0000] {taskinstance.py:1225} INFO - Marking task as FAILED. dag_id=stock_sync, task_id=load\n[2026-11-24T13:06:11.455+0000] {dagrun.py:854} ERROR - Marking run <DagRun stock_sync @ 2026-11-24> failed"),
        ("assistant", "The wholesaler's CSV has German number formatting: `12,0` with a decimal comma (and `;` as separator, I checked the header). The old `load` used `csv` with defaults and the column happened to be integer-only until this week's file. I'll parse with `pandas.read_csv(sep=';', decimal=',')` and round stock down to whole packs."),
        ("user", "yes do that. is that why tuesday's run had zeros everywhere too?"),
        sh("docker compose exec postgres psql -U airflow -d pharmacy -c \"select run_date, count(*) filter (where stock = 0) as zeros, count(*) from stock.snapshot group by 1 order by 1 desc limit 5\"",
           "  run_date  | zeros | count \n------------+-------+-------\n 2026-11-23 |     0 |  4186\n 2026-11-22 |     0 |  4179\n 2026-11-18 |  4183 |  4183\n 2026-11-17 |     0 |  4175\n 2026-11-16 |     0 |  4170\n(5 rows)"),
        sh("grep -n '2026-11-18' /opt/airflow/logs/dag_id=stock_sync/run_id=scheduled__2026-11-18*/task_id=fetch/attempt=1.log | head",
           "12:[2026-11-18T06:00:14.902+0000] {wholesaler_hook.py:41} INFO - downloaded /data/incoming/stock_20261118.csv (4183 rows)\n13:[2026-11-18T06:00:14.903+0000] {wholesaler_hook.py:52} WARNING - file mtime 2026-11-18T05:59:58, still being written?"),
        ("assistant", "Different thing: on the 18th the hook downloaded the file while the wholesaler was still writing it (mtime 2 s before the download, warning in the log), so the stock column came through empty and was stored as 0. Not the decimal comma. A sensor/retry on file stability would fix that one."),
        ("user", "ok add a check that the mtime is at least 5 minutes old before fetching, otherwise retry. set retries 3, retry_delay 10 min"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: plugins/wholesaler_hook.py\n@@\n+    MIN_AGE = timedelta(minutes=5)\n*** Update File: dags/stock_sync.py\n@@\n-@dag(schedule='0 6 * * *', start_date=datetime(2026, 1, 1), catchup=False, tags=['stock'])\n+@dag(schedule='0 6 * * *', start_date=datetime(2026, 1, 1), catchup=False, tags=['stock'],\n+     default_args={'retries': 3, 'retry_delay': timedelta(minutes=10)})\n*** End Patch"}, "Success. Updated the following files:\nM plugins/wholesaler_hook.py\nM dags/stock_sync.py"),
        ("assistant", "`WholesalerHook.latest_csv()` now raises `FileNotStable` if the newest file's mtime is under 5 minutes old; the DAG has `retries=3`, `retry_delay=10 min`, so a half-written file is retried up to 30 minutes later."),
        ("user", "good. now run the tests"),
        sh("docker compose exec airflow-scheduler pytest -q tests/ -v 2>&1 | tail -14",
           "============================= test session starts ==============================\nplatform linux -- Python 3.11.10, pytest-8.3.3, pluggy-1.5.0\nrootdir: /opt/airflow\ncollected 9 items\n\n" + DAG_TEST + "\n\n============================== 9 passed in 3.41s ==============================="),
        ("user", "I showed the pharmacist the first numbers. 14 days is too jumpy, flu season makes everything spike. she wants 28 days. change it"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: dags/reorder.py\n@@\n-SALES_WINDOW_DAYS = 14\n+SALES_WINDOW_DAYS = 28  # pharmacist: 14 too jumpy in flu season\n*** End Patch"}, "Success. Updated the following files:\nM dags/reorder.py"),
        ("assistant", "Window is now 28 days."),
        ("user", "also controlled substances (the BtM list) must never be in the automatic order, they go through the paper form. going forward anything that touches ordering has to respect that, add it to the tests too. and rename notify to email_summary"),
        sh("grep -n 'btm\\|controlled' dags/reorder.py tests/test_stock_dag.py",
           "dags/reorder.py:51:    products = products[~products.is_btm]\ntests/test_stock_dag.py:88:def test_controlled_substances_skipped():"),
        ("assistant", "Already filtered: `reorder.py` drops rows with `is_btm` (flag from `ref.products`) and `test_controlled_substances_skipped` covers it. I'll keep that in every ordering change. Renaming `notify` → `email_summary` now."),
        sh("sed -i 's/def notify(/def email_summary(/; s/notify(/email_summary(/' dags/reorder.py && docker compose exec airflow-scheduler pytest -q tests/ 2>&1 | tail -2",
           "\n9 passed in 3.28s"),
        ("user", "wait, the wholesaler said their file now lands around 06:10, not 05:50. our run at 6 will just sit in retries every day"),
        sh("grep -n 'schedule=' dags/*.py",
           "dags/stock_sync.py:5:@dag(schedule='0 6 * * *', start_date=datetime(2026, 1, 1), catchup=False, tags=['stock'],\ndags/reorder.py:19:@dag(schedule=None, start_date=datetime(2026, 1, 1), catchup=False, tags=['stock'])"),
        ("assistant", "Options: move `stock_sync` to 06:30, or replace the cron with an `SFTPSensor` in reschedule mode that waits for today's file. The sensor adapts if they drift again; the cron is simpler."),
        ("user", "just cron, 06:30. sensors in reschedule mode confused the last person who maintained this. reorder still triggers off stock_sync like now"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: dags/stock_sync.py\n@@\n-@dag(schedule='0 6 * * *',\n+@dag(schedule='30 6 * * *',\n*** End Patch"}, "Success. Updated the following files:\nM dags/stock_sync.py"),
        sh("docker compose exec airflow-scheduler airflow dags list | grep stock",
           "reorder     | /opt/airflow/dags/reorder.py    | airflow | True\nstock_sync  | /opt/airflow/dags/stock_sync.py | airflow | False"),
        ("assistant", "`stock_sync` now runs at `30 6 * * *`; `reorder` is still triggered by `TriggerDagRunOperator` at the end of `stock_sync`. Note `reorder` shows as paused (`True`) in this environment — unpause it in the UI when you're ready."),
        ("user", "yeah leave it paused until the pharmacist signs off"),
        ("user", "where does the email go?"),
        sh("grep -n 'to=' dags/reorder.py", "74:        to=Variable.get('reorder_recipients', deserialize_json=True),"),
        ("assistant", "To the Airflow Variable `reorder_recipients` (a JSON list). Currently unset in this environment, so set it in the UI under Admin → Variables."),
        ("user", "ok I'll do that. thx, enough for today"),
        ("assistant", "Have a good evening!"),
    ],
    "facts": [
        fact("window-28", "Reorder uses average daily sales over 28 days (changed from 14, too jumpy in flu season).", "decision", "user", ["28", ["days", "flu season"]]),
        fact("cron-0630", "stock_sync runs by cron at 06:30 because the wholesaler file lands around 06:10; no SFTPSensor in reschedule mode (confused a past maintainer).", "config", "user", [["06:30", "30 6 * * *"], ["cron", "SFTPSensor"]]),
        fact("reorder-formula", "Reorder when stock is below average daily sales × lead time × 1.5.", "fact", "user", ["1.5", "lead time"]),
        fact("no-celery", "Airflow stays on LocalExecutor, not Celery: too heavy for a one-machine back office.", "decision", "user", ["LocalExecutor", "Celery"]),
        fact("decimal-comma", "The wholesaler CSV uses ';' and decimal commas ('12,0'); it is parsed with read_csv(sep=';', decimal=',').", "bugfix", "assistant", [["decimal comma", "decimal=','", "decimal"], "12,0"]),
        fact("zeros-cause", "The all-zero stock on 2026-11-18 came from downloading the file while the wholesaler was still writing it.", "bugfix", "assistant", ["still writing", "2026-11-18"]),
        fact("mtime-retry", "The hook only fetches a file whose mtime is at least 5 minutes old; the DAG retries 3 times every 10 minutes.", "config", "user", ["5 minutes", ["retries", "retry"]]),
        fact("btm-rule", "Controlled substances (BtM list) are never in the automatic order; every ordering change must respect that and keep the test.", "rule", "user", ["BtM", "controlled substances"], True),
    ],
    "optional": [
        opt("recipients", "The summary email goes to the Airflow Variable reorder_recipients.", ["reorder_recipients"]),
        opt("airflow-version", "Airflow runs apache/airflow:2.10.3-python3.11.", ["2.10.3"]),
        opt("email-summary", "notify was renamed email_summary.", ["email_summary"]),
    ],
    "questions": [
        q("Over how many days are sales averaged for reorders?", "28 days", ["window-28"]),
        q("Can controlled substances be auto-ordered?", "never, BtM paper form", ["btm-rule"]),
        q("Why did the load fail on '12,0'?", "decimal comma in wholesaler CSV", ["decimal-comma"]),
        q("When does stock_sync run?", "06:30 by cron", ["cron-0630"]),
    ],
}

UNITY_RUN = "\n".join(
    [f"[{i:02d}] TileSlideTests.SlideCompletesInTime ... {'Failed' if i in (4, 11, 17) else 'Passed'} ({0.41 + (i % 5) * 0.03:.2f}s)" for i in range(1, 21)]
) + "\nSummary: 17 passed, 3 failed (20 runs)"

UNITY = {
    "id": "h13-cx-puzzle-flaky",
    "project": "C:/Users/nadia/Projects/SlideWorks",
    "start": datetime(2026, 11, 25, 17, 40, 0),
    "about": "C# Unity puzzle game; flaky play-mode test hunted with guesses, nothing changed, ends with 'let's leave it for now'; nothing durable",
    "steps": [
        ("user", "SlideCompletesInTime fails on CI sometimes. can you see why"),
        sh("Unity.exe -batchmode -projectPath . -runTests -testPlatform PlayMode -testFilter SlideCompletesInTime -repeat 20 -logFile - | Select-String 'SlideCompletesInTime|Summary'",
           UNITY_RUN),
        sh("type Assets/Tests/PlayMode/TileSlideTests.cs",
           "[UnityTest]\npublic IEnumerator SlideCompletesInTime()\n{\n    var board = BoardFactory.Create(4, 4, seed: 7);\n    board.Slide(Direction.Left);\n    yield return new WaitForSeconds(0.25f);\n    Assert.IsFalse(board.IsAnimating, \"slide must finish within 0.25s\");\n}"),
        ("assistant", "3/20 locally. The test waits a wall-clock 0.25 s for an animation whose duration is 0.2 s (`TileView.SlideDuration`). Under load, a frame can take long enough that the tween hasn't got its final tick. Could be that, or the DOTween update type — if tweens run in `UpdateType.Late`, the check can land before the last update. Want me to try a frame-based wait?"),
        ("user", "try it locally but don't commit"),
        sh("Unity.exe -batchmode -projectPath . -runTests -testPlatform PlayMode -testFilter SlideCompletesInTime -repeat 20 -logFile - | Select-String 'Summary'",
           "Summary: 19 passed, 1 failed (20 runs)"),
        ("assistant", "With `yield return new WaitUntil(() => !board.IsAnimating)` plus a 1 s timeout it's 1/20 — better but not zero, so the timing guess is only part of it. The remaining failure shows `IsAnimating` still true after 1 s, which smells like a tween killed without its OnComplete. I'd need to instrument DOTween to tell."),
        ("user", "meh. let's leave it for now, revert whatever you changed"),
        sh("git checkout -- Assets/Tests && git status --short", ""),
        ("assistant", "Reverted; working tree clean."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [GREENHOUSE, PHARMACY, UNITY]
