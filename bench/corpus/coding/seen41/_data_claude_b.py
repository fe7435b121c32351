"""h41 Claude Code sessions, part b: the November billing run that charged 2,318 customers twice (billing-dags,
Airflow), the usage chart in the Flutter customer app, and an outage SMS that went to the wrong postcode districts
(outage-notify, Go)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

BILLING = "/home/priya/src/billing-dags"
APP = "/home/lea/dev/tidewell-app"
NOTIFY = "/home/kwame/src/outage-notify"

SESSIONS = [
    {
        "id": "h41-cc-billing-double-charge",
        "project": BILLING,
        "start": datetime(2026, 11, 6, 8, 40),
        "about": "billing-dags: the 1 November monthly billing run charged 2,318 accounts twice; post_charges hit "
                 "its 30-minute execution_timeout after posting part of the batch, Airflow retried it and the "
                 "ledger API had no idempotency key; fix Idempotency-Key '{billing_run_id}:{account_id}', retries=0, "
                 "execution_timeout 90 minutes; conditional rule (if post_charges fails after posting started, never "
                 "clear it, resume with resume_billing_run); the assistant asks whether to keep it, the person says "
                 "yes; near-miss one-off 'today only' refund approval exception",
        "steps": [
            ("user", "bad one. support says 2,318 customers got two charges for october after the monthly billing "
                     "run on the 1st. refunds are being sorted by finance, I need to know why it happened"),
            bash("airflow tasks states-for-dag-run monthly_billing scheduled__2026-11-01T02:00:00+00:00 | "
                 "grep -v success",
                 "dag_id          | task_id      | state       | try_number | start_date          | end_date\n"
                 "monthly_billing | post_charges | up_for_retry| 1          | 2026-11-01T04:12:09 | "
                 "2026-11-01T04:42:09\n"),
            bash("airflow tasks logs monthly_billing post_charges scheduled__2026-11-01T02:00:00+00:00 "
                 "--try-number 1 | tail -n 4; airflow tasks logs monthly_billing post_charges "
                 "scheduled__2026-11-01T02:00:00+00:00 --try-number 2 | tail -n 2",
                 "[2026-11-01 04:41:58] posted 2318/3790 batches (61%)\n"
                 "[2026-11-01 04:42:09] AirflowTaskTimeout: Timeout, PID: 4102\n"
                 "[2026-11-01 04:42:09] Marking task as UP_FOR_RETRY. retries=2\n"
                 "[2026-11-01 04:47:10] starting post_charges for run br-2026-11\n"
                 "[2026-11-01 05:31:44] posted 3790/3790 batches (100%)\n"),
            tool("Read", {"file_path": f"{BILLING}/dags/monthly_billing/post_charges.py"},
                 "    18\tdef post_charges(run_id: str, **ctx):\n"
                 "    19\t    for batch in charge_batches(run_id):\n"
                 "    20\t        for charge in batch:\n"
                 "    21\t            ledger.post(\"/v2/charges\", json=charge.as_json())\n"),
            ("assistant", "The timeline: `post_charges` hit its `execution_timeout` of 30 minutes after posting 2,318 "
                          "of 3,790 batches. The DAG has `retries=2`, so Airflow started the task again five minutes "
                          "later, and the retry walks the batches from the beginning. The ledger POST carries no "
                          "idempotency key, so the ledger accepted the first 2,318 batches a second time. One "
                          "account per batch in this run, which is where the 2,318 double-charged customers come "
                          "from.\n\nThree changes:\n1. Send `Idempotency-Key: {billing_run_id}:{account_id}` on "
                          "every charge; the ledger API supports it and rejects a repeat with 409.\n2. `retries=0` "
                          "on post_charges: a task that moves money should never be re-run by the scheduler.\n3. "
                          "`execution_timeout` from 30 to 90 minutes; the full run took 44 minutes on try 2."),
            ("user", "all three. and the rule for the runbook: if post_charges fails after it has started posting, "
                     "nobody clears the task in the UI. you trigger resume_billing_run with the run id, which asks "
                     "the ledger what's already posted and only sends the rest"),
            tool("Edit", {"file_path": f"{BILLING}/dags/monthly_billing/post_charges.py",
                          "old_string": "            ledger.post(\"/v2/charges\", json=charge.as_json())\n",
                          "new_string": "            ledger.post(\"/v2/charges\", json=charge.as_json(),\n"
                                        "                        headers={\"Idempotency-Key\": "
                                        "f\"{run_id}:{charge.account_id}\"})\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{BILLING}/dags/monthly_billing/dag.py",
                          "old_string": "post = PythonOperator(task_id=\"post_charges\", python_callable=post_charges,"
                                        " retries=2,\n    execution_timeout=timedelta(minutes=30))",
                          "new_string": "post = PythonOperator(task_id=\"post_charges\", python_callable=post_charges,"
                                        " retries=0,\n    execution_timeout=timedelta(minutes=90))"},
                 "The file has been updated."),
            bash("ls dags/ | grep resume; pytest -q tests/monthly_billing 2>&1 | tail -n 1",
                 "resume_billing_run.py\n27 passed in 3.88s\n"),
            ("assistant", "resume_billing_run already exists, I added the rule to docs/runbooks/billing.md next to "
                          "it. Should I also keep this as a standing rule for future billing sessions, so I don't "
                          "suggest clearing or retrying post_charges next time something fails?"),
            ("user", "yes please, keep it. that one's for good"),
            ("user", "also, today only: finance wants the refund DAG run without the second approver because Femi "
                     "is off sick. it's a one-off, the two-approver rule stays"),
            bash("airflow dags trigger refund_duplicate_charges --conf '{\"run_id\": \"br-2026-11\", "
                 "\"approvers\": [\"priya\"], \"override_reason\": \"INC-4471 Femi off sick\"}'",
                 "Created <DagRun refund_duplicate_charges @ 2026-11-06T09:21:40+00:00: manual__2026-11-06T09:21:40, "
                 "state:queued>\n"),
            bash("git add -A && git commit -qm 'billing: idempotency key on ledger charges, no retries for "
                 "post_charges, 90m timeout' && git log -1 --oneline",
                 "6f2a9c0 billing: idempotency key on ledger charges, no retries for post_charges, 90m timeout\n"),
        ],
        "facts": [
            fact("double-charge", "The 1 Nov 2026 billing run charged 2,318 accounts twice: post_charges hit its "
                                  "30-minute execution_timeout after posting part of the batch, Airflow retried it "
                                  "from the start and the ledger POST had no idempotency key.",
                 "fact", "assistant", ["post_charges", ["retry", "retried", "retries"], ["2,318", "idempotency"]]),
            fact("idempotency-key", "Every ledger charge is posted with Idempotency-Key "
                                    "{billing_run_id}:{account_id}; the ledger rejects a repeat with 409.",
                 "decision", "assistant", ["Idempotency-Key", "billing_run_id"]),
            fact("post-charges-config", "post_charges runs with retries=0 and execution_timeout 90 minutes (was 2 "
                                        "retries and 30 minutes).",
                 "config", "assistant", ["retries=0", "execution_timeout", "90"]),
            fact("resume-rule", "If post_charges fails after it has started posting, nobody clears or retries the "
                                "task; trigger resume_billing_run with the run id, which only sends what the ledger "
                                "doesn't have yet.",
                 "rule", "user", ["post_charges", "resume_billing_run", ["clears", "clear"]], remember=True),
        ],
        "optional": [
            opt("two-approvers", "The refund DAG (refund_duplicate_charges) normally needs two approvers.",
                ["refund_duplicate_charges", "approver"]),
            opt("runbook", "The billing runbook is docs/runbooks/billing.md.", ["docs/runbooks/billing.md"]),
        ],
        "questions": [
            q("Why were 2,318 customers charged twice in November?",
              "post_charges timed out, Airflow retried it from the start and the ledger POST had no idempotency key",
              ["double-charge"]),
            q("What idempotency key do ledger charges carry?", "{billing_run_id}:{account_id}", ["idempotency-key"]),
            q("What do you do if post_charges fails halfway?",
              "never clear it, trigger resume_billing_run with the run id", ["resume-rule"]),
            q("What execution_timeout does post_charges have?", "90 minutes", ["post-charges-config"]),
        ],
    },
    {
        "id": "h41-cc-app-usage-chart",
        "project": APP,
        "start": datetime(2026, 11, 10, 15, 0),
        "branch": "lea/usage-chart",
        "about": "tidewell-app (Flutter): the usage screen's chart; request timeout for /v1/usage set to 8 s, then "
                 "raised to 12 s after a slow 4G test (final 12); chart data cached 30 minutes; half-hourly bars in "
                 "the day view decided, then reversed to hourly (48 bars unreadable on small phones); estimated "
                 "reads drawn hatched; release-day note 'Tuesdays' replaced later by Thursdays; speculation "
                 "(home-screen widget, live usage from the in-home display) deferred; near-miss 'empty state copy is "
                 "a draft'",
        "steps": [
            ("user", "usage screen. the chart takes forever on bad connections and sometimes just spins. let's look "
                     "at how it loads"),
            tool("Read", {"file_path": f"{APP}/lib/usage/usage_repository.dart"},
                 "    12\t  Future<UsageSeries> fetch(DateTimeRange range, Granularity g) async {\n"
                 "    13\t    final res = await _client.get(_uri('/v1/usage', range, g));\n"
                 "    14\t    return UsageSeries.fromJson(jsonDecode(res.body));\n"
                 "    15\t  }\n"),
            ("assistant", "No timeout and no caching: every time the screen opens it fetches again, and on a dead "
                          "connection the http client waits for the OS socket timeout, which can be minutes. I'd "
                          "add `.timeout(const Duration(seconds: 8))` with a retry button on timeout, and cache the "
                          "series per range and granularity."),
            ("user", "8 seconds ok. cache it for 30 minutes, the readings only arrive every half hour anyway"),
            tool("Edit", {"file_path": f"{APP}/lib/usage/usage_repository.dart",
                          "old_string": "    final res = await _client.get(_uri('/v1/usage', range, g));\n",
                          "new_string": "    final key = UsageKey(range, g);\n"
                                        "    final hit = _cache.get(key, maxAge: const Duration(minutes: 30));\n"
                                        "    if (hit != null) return hit;\n"
                                        "    final res = await _client.get(_uri('/v1/usage', range, g))\n"
                                        "        .timeout(const Duration(seconds: 8));\n"},
                 "The file has been updated."),
            ("user", "and the day view: let's show half-hourly bars, that's what the data is and the product people "
                     "love the detail"),
            tool("Edit", {"file_path": f"{APP}/lib/usage/day_view.dart",
                          "old_string": "Granularity.hour", "new_string": "Granularity.halfHour"},
                 "The file has been updated."),
            ("user", "for later sessions: app releases go out on Tuesdays, so anything for this has to be merged by "
                     "monday evening"),
            ("user", "maybe at some point we do a home-screen widget with today's kWh. or stream live usage from the "
                     "in-home display over the local network. not now, just thinking out loud"),
            bash("flutter test test/usage && flutter run -d 'iPhone SE (3rd generation)' --profile "
                 "--dart-define=NET_PROFILE=4g-poor 2>&1 | grep -E 'usage|overflow' | head -n 4",
                 "00:04 +18: All tests passed!\n"
                 "I/flutter: usage fetch /v1/usage?g=half_hour took 9.6s -> TimeoutException\n"
                 "I/flutter: usage fetch /v1/usage?g=half_hour took 10.9s -> TimeoutException\n"
                 "A RenderFlex overflowed by 3.2 pixels on the bottom (day_view.dart:88)\n"),
            ("assistant", "Two problems on the small phone with the poor 4G profile: the day view request takes 9.6 "
                          "to 10.9 s there, so the 8 s timeout cuts off real responses, and 48 bars on a 375 pt wide "
                          "screen are under 6 pt each; the axis labels overflow."),
            ("user", "ok, back to hourly bars in the day view then, 48 bars is unreadable on an SE, half-hourly is "
                     "dead. and make the timeout 12 seconds instead of 8"),
            tool("Edit", {"file_path": f"{APP}/lib/usage/day_view.dart",
                          "old_string": "Granularity.halfHour", "new_string": "Granularity.hour"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{APP}/lib/usage/usage_repository.dart",
                          "old_string": ".timeout(const Duration(seconds: 8))",
                          "new_string": ".timeout(const Duration(seconds: 12))"},
                 "The file has been updated."),
            ("assistant", "Hourly again in the day view, and the /v1/usage timeout is 12 s. One more thing: the "
                          "series marks estimated reads with `estimated: true`, but the chart draws them like real "
                          "ones. Customers compare the app with their bill, so I'd draw estimated hours hatched with "
                          "a legend entry."),
            ("user", "yes hatched. the empty state text is only a draft btw, marketing will rewrite it, don't "
                     "polish it. and correction on the release thing: releases are Thursdays, not Tuesdays, Tuesday "
                     "is the pricing change window and QA is busy"),
            tool("Edit", {"file_path": f"{APP}/lib/usage/usage_chart.dart",
                          "old_string": "fillColor: bar.color,",
                          "new_string": "fillColor: bar.color,\n      pattern: bar.estimated ? BarPattern.hatched : "
                                        "BarPattern.solid,"},
                 "The file has been updated."),
            bash("flutter test test/usage 2>&1 | tail -n 1 && git add -A && git commit -qm 'usage chart: 12s "
                 "timeout, 30 min cache, hourly day view, hatched estimates' && git log -1 --oneline",
                 "00:04 +19: All tests passed!\n"
                 "3d71e0f usage chart: 12s timeout, 30 min cache, hourly day view, hatched estimates\n"),
            ("assistant", "Committed on lea/usage-chart. For Thursday's release it needs to be merged by Wednesday "
                          "evening."),
        ],
        "facts": [
            fact("usage-timeout", "The app's /v1/usage request timeout is 12 seconds (first set to 8, raised after the "
                                  "poor-4G test).",
                 "config", "user", ["/v1/usage", ["12 seconds", "seconds: 12"]]),
            fact("usage-cache", "Usage chart series are cached in the app for 30 minutes per range and granularity.",
                 "config", "user", ["30 minutes", "cache"]),
            fact("hourly-day-view", "The usage day view shows hourly bars, not half-hourly (48 bars are unreadable "
                                    "on small phones like the iPhone SE).",
                 "decision", "user", ["hourly", "day view"]),
            fact("hatched-estimates", "Estimated reads are drawn hatched in the usage chart, with a legend entry.",
                 "decision", "assistant", ["hatched", "estimated"]),
            fact("release-day", "tidewell-app releases go out on Thursdays (not Tuesdays; Tuesday is the pricing "
                                "change window).",
                 "fact", "user", ["Thursdays", "release"], remember=True),
        ],
        "optional": [
            opt("merge-before-release", "Work for a release has to be merged by the evening before release day.",
                ["merged"]),
        ],
        "questions": [
            q("What timeout does the app use for /v1/usage?", "12 seconds", ["usage-timeout"]),
            q("How long is usage chart data cached in the app?", "30 minutes", ["usage-cache"]),
            q("Does the day view show half-hourly or hourly bars?", "hourly", ["hourly-day-view"]),
            q("On which day do app releases go out?", "Thursdays", ["release-day"]),
        ],
    },
    {
        "id": "h41-cc-outage-sms-wrong-district",
        "project": NOTIFY,
        "start": datetime(2026, 11, 12, 7, 55),
        "about": "outage-notify (Go): yesterday's outage SMS for a fault in postcode district LL1 also went to "
                 "LL11-LL19 (4,106 extra customers) because districts were matched with strings.HasPrefix on the "
                 "outward code; fix exact match on the normalised outward code; rule in French-flavoured English: a "
                 "batch over 1,000 recipients needs a dry-run with per-district counts approved by the duty "
                 "controller; gateway send rate 40/s; near-miss: the comms team's quiet-hours policy is theirs",
        "steps": [
            ("user", "yesterday 18:20 we sent the outage SMS for the substation fault in LL1 and customers in "
                     "LL12, LL14 etc got it too. call centre got flooded by people with power asking what outage. I "
                     "want the cause and a fix this morning"),
            bash("psql \"$NOTIFY_DB\" -Atc \"select outward_code, count(*) from sms_sends where campaign_id = "
                 "'out-2026-11-11-0417' group by 1 order by 1\"",
                 "LL1|2211\nLL11|402\nLL12|611\nLL13|388\nLL14|905\nLL15|377\nLL16|498\nLL17|301\nLL18|264\n"
                 "LL19|360\n"),
            tool("Read", {"file_path": f"{NOTIFY}/internal/targeting/districts.go"},
                 "    31\tfunc (t *Targeter) Recipients(fault Fault) []Customer {\n"
                 "    32\t\tvar out []Customer\n"
                 "    33\t\tfor _, c := range t.customers {\n"
                 "    34\t\t\tfor _, d := range fault.Districts {\n"
                 "    35\t\t\t\tif strings.HasPrefix(c.Postcode, d) {\n"
                 "    36\t\t\t\t\tout = append(out, c)\n"),
            ("assistant", "The fault record listed one district, LL1, but the targeter matches with "
                          "`strings.HasPrefix(c.Postcode, d)`. \"LL11 2AB\" starts with \"LL1\", so every district from "
                          "LL11 to LL19 matched: 4,106 customers on top of the 2,211 in LL1. It only bites for "
                          "districts whose code is a prefix of another, which is why it never showed with LL57 or "
                          "CH7.\n\nFix: compare the outward code exactly. Parse the postcode, take the part before "
                          "the space (normalising case and missing spaces: \"ll112ab\" -> \"LL11\"), and compare it "
                          "with the district for equality."),
            tool("Edit", {"file_path": f"{NOTIFY}/internal/targeting/districts.go",
                          "old_string": "\t\t\t\tif strings.HasPrefix(c.Postcode, d) {\n",
                          "new_string": "\t\t\t\tif postcode.Outward(c.Postcode) == d {\n"},
                 "The file has been updated."),
            bash("go test ./internal/... 2>&1 | tail -n 3",
                 "ok  \ttidewell/outage-notify/internal/postcode\t0.011s\n"
                 "ok  \ttidewell/outage-notify/internal/targeting\t0.019s\n"
                 "ok  \ttidewell/outage-notify/internal/send\t0.044s\n"),
            ("user", "please, it is important that you keep this in your memory for the next times, because it "
                     "concerns all the sends: when a batch has more than 1,000 recipients, we do first a dry-run "
                     "that shows the count per district, and the duty controller approves it before the real send. "
                     "no exception for the big faults, those are exactly the dangerous ones"),
            tool("Edit", {"file_path": f"{NOTIFY}/cmd/notify/send.go",
                          "old_string": "\treturn sender.Send(ctx, batch)\n",
                          "new_string": "\tif len(batch.Recipients) > 1000 && !batch.DryRunApprovedBy.Valid() {\n"
                                        "\t\treturn ErrNeedsDryRunApproval\n\t}\n\treturn sender.Send(ctx, batch)\n"},
                 "The file has been updated."),
            ("user", "and while you're in there: the comms team has their rule about no marketing SMS between 21:00 "
                     "and 08:00. that's their policy in their tool, not ours, outage messages go out whenever. don't "
                     "build anything for it"),
            bash("grep -n 'rate' config/prod.yaml",
                 "14:  gateway_rate_per_second: 25\n"),
            ("assistant", "Noted, nothing for quiet hours. One related setting: the gateway rate is 25 SMS per second, "
                          "so a 6,000-recipient outage takes 4 minutes to go out. The gateway contract allows 40."),
            ("user", "put it to 40"),
            bash("sed -i 's/gateway_rate_per_second: 25/gateway_rate_per_second: 40/' config/prod.yaml && go test "
                 "./... 2>&1 | tail -n 1 && git add -A && git commit -qm 'targeting: exact outward code match; big "
                 "batches need an approved dry-run; gateway 40/s' && git log -1 --oneline",
                 "ok  \ttidewell/outage-notify/cmd/notify\t0.031s\n"
                 "8b1c44e targeting: exact outward code match; big batches need an approved dry-run; gateway 40/s\n"),
        ],
        "facts": [
            fact("wrong-district", "The 2026-11-11 outage SMS for district LL1 also went to LL11-LL19 (4,106 extra "
                                   "customers) because the targeter matched postcodes with strings.HasPrefix; it now "
                                   "compares the normalised outward code exactly.",
                 "bugfix", "assistant", ["HasPrefix", "outward code", "LL1"]),
            fact("dry-run-rule", "Any outage SMS batch with more than 1,000 recipients first gets a dry-run with counts "
                                 "per district, approved by the duty controller, before the real send; no exception "
                                 "for big faults.",
                 "rule", "user", ["1,000", "dry-run", "duty controller"], remember=True),
            fact("gateway-rate", "outage-notify sends at gateway_rate_per_second 40 (was 25; the contract allows 40).",
                 "config", "user", ["gateway_rate_per_second", "40"]),
        ],
        "optional": [
            opt("quiet-hours", "Outage SMS are not subject to the comms team's 21:00-08:00 quiet hours; nothing is "
                               "built for that in outage-notify.", ["quiet hours"]),
        ],
        "questions": [
            q("Why did the LL1 outage SMS reach customers in LL12 and LL14?",
              "the targeter matched postcodes with strings.HasPrefix, so LL11 to LL19 matched LL1",
              ["wrong-district"]),
            q("What is needed before an outage SMS to more than 1,000 recipients?",
              "a dry-run with the count per district, approved by the duty controller", ["dry-run-rule"]),
            q("How many SMS per second does outage-notify send?", "40", ["gateway-rate"]),
        ],
    },
]
