"""h47 Codex sessions, part a: revenue-dwh, the dbt project on BigQuery behind the hotel group's revenue
reports. Making fct_bookings incremental, dating revenue by the night-audit business date of each property's
time zone, and a lint chore that leaves nothing behind."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DWH = "/home/lucia/repos/revenue-dwh"

FCT_BOOKINGS = """{{ config(
    materialized='table',
    partition_by={'field': 'booked_date', 'data_type': 'date'},
    cluster_by=['property_code', 'channel']
) }}

with bookings as (
    select * from {{ ref('stg_hostaline__bookings') }}
    union all
    select * from {{ ref('stg_orion__bookings') }}
),

rooms as (
    select booking_id, count(*) as rooms, sum(nights) as room_nights, sum(amount_minor) / 100 as room_amount_eur
    from {{ ref('stg_hostaline__booking_rooms') }}
    group by 1
)

select
    b.booking_id,
    b.property_code,
    b.channel,
    b.rate_code,
    b.status,
    date(b.booked_at) as booked_date,
    b.booked_at,
    b.arrival_date,
    b.departure_date,
    b.cancelled_at,
    r.rooms,
    r.room_nights,
    r.room_amount_eur,
    b.commission_pct,
    b.updated_at,
    b._loaded_at
from bookings b
left join rooms r using (booking_id)
"""

BQ_COST = """+---------------------------------+------+-------------------+-------------+
|            model                | runs | tb_processed_avg  | cost_eur_oct|
+---------------------------------+------+-------------------+-------------+
| fct_bookings                    |  744 |             1.21  |      4188.10|
| fct_revenue                     |   31 |             0.09  |        12.90|
| fct_pickup_daily                |   31 |             0.32  |        46.00|
| dim_guest                       |   31 |             0.04  |         5.70|
| stg_hostaline__folio_lines      |  744 |             0.00  |         0.00|
+---------------------------------+------+-------------------+-------------+
"""

LATE_ARRIVALS = """+------------+-----------+-----------+-----------+-----------+
| lag_p50_h  | lag_p95_h | lag_p99_h | lag_max_h | rows      |
+------------+-----------+-----------+-----------+-----------+
|       0.4  |      2.1  |      9.3  |     31.2  | 1,904,118 |
+------------+-----------+-----------+-----------+-----------+
-- rows with lag > 24h by day (October)
+------------+--------+
| load_date  | rows   |
+------------+--------+
| 2026-10-09 |  4,212 |
| 2026-10-10 |  1,877 |
| 2026-10-27 |    311 |
+------------+--------+
"""

DBT_INCR = """08:41:02  Running with dbt=1.8.7
08:41:04  Registered adapter: bigquery=1.8.2
08:41:05  Found 64 models, 3 seeds, 210 data tests, 18 sources, 644 macros
08:41:05
08:41:06  Concurrency: 8 threads (target='dev')
08:41:06
08:41:06  1 of 4 START sql incremental model dbt_lucia.fct_bookings ....................... [RUN]
08:44:51  1 of 4 OK created sql incremental model dbt_lucia.fct_bookings .................. [CREATE TABLE (5.8m rows, 1.2 TiB processed) in 225.12s]
08:44:51  2 of 4 START test not_null_fct_bookings_booking_id .............................. [RUN]
08:44:51  3 of 4 START test unique_fct_bookings_booking_id ................................ [RUN]
08:44:51  4 of 4 START test relationships_fct_bookings_property_code__property_code__ref_properties_ [RUN]
08:44:55  2 of 4 PASS not_null_fct_bookings_booking_id .................................... [PASS in 3.41s]
08:44:56  3 of 4 PASS unique_fct_bookings_booking_id ...................................... [PASS in 4.88s]
08:44:56  4 of 4 PASS relationships_fct_bookings_property_code__property_code__ref_properties_ [PASS in 4.90s]
08:44:56
08:44:56  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4
---- second run (incremental)
08:46:12  1 of 4 START sql incremental model dbt_lucia.fct_bookings ....................... [RUN]
08:46:31  1 of 4 OK created sql incremental model dbt_lucia.fct_bookings .................. [MERGE (18.4k rows, 38.2 GiB processed) in 19.07s]
08:46:36  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4
"""

AUDIT = """08:52:40  Previewing inline node:
| in_a  | in_b  | count     | percent_of_total |
| ----- | ----- | --------- | ---------------- |
| True  | True  | 5,811,402 |           100.00 |
| True  | False |         0 |             0.00 |
| False | True  |         0 |             0.00 |
-- compare_column_values, room_amount_eur:
| match_status               | count     | percent |
| -------------------------- | --------- | ------- |
| ✅: perfect match          | 5,811,402 |  100.00 |
"""

DAILY_DIFF = """+------------+---------------+-------------+---------+
| day        | dwh_eur       | pms_eur     | diff    |
+------------+---------------+-------------+---------+
| 2026-11-01 |     11,902.40 |   12,318.40 | -416.00 |
| 2026-11-02 |      9,874.10 |    9,561.60 |  312.50 |
| 2026-11-03 |     10,220.00 |   10,108.00 |  112.00 |
| 2026-11-04 |     10,511.30 |   10,489.80 |   21.50 |
| 2026-11-05 |     12,040.00 |   12,040.00 |    0.00 |
| 2026-11-06 |     14,733.90 |   14,512.40 |  221.50 |
| 2026-11-07 |     15,980.20 |   16,201.70 | -221.50 |
| 2026-11-08 |     13,114.00 |   13,144.00 |  -30.00 |
| 2026-11-09 |     10,002.10 |    9,972.10 |   30.00 |
| total      |    108,378.00 |  108,348.40 |   29.60 |
+------------+---------------+-------------+---------+
"""

FCT_REVENUE_OLD = """   9	by_day as (
  10	    select
  11	        property_code,
  12	        -- business day closes at the night audit (03:00)
  13	        date(timestamp_sub(posted_at, interval 3 hour)) as business_date,
  14	        sum(if(revenue_category = 'ROOM', amount_eur, 0)) as room_revenue,
"""

HOURS = """+--------------+------------+-------+-----------+
| property     | local_hour | lines | amount    |
+--------------+------------+-------+-----------+
| ATH          | 03         |   188 |  3,112.00 |
| ATH          | 04         |    97 |  1,604.50 |
| SVQ          | 03         |    41 |    602.00 |
| LIS          | 03         |     0 |      0.00 |
| LPA          | 03         |     0 |      0.00 |
+--------------+------------+-------+-----------+
-- ATH lines between 03:00 and 05:00 local by charge code
| charge_code | lines |
| BAR         |   201 |
| RST         |    64 |
| RM          |    20 |
"""

PROPERTIES_SEED = """property_code,name,hostaline_id,pms,rooms,opened
LIS,Alvorada Lisboa Chiado,lis-01,hostaline,142,2017-05-02
SVQ,Alvorada Sevilla Triana,svq-01,hostaline,88,2019-03-15
ATH,Alvorada Athens Plaka,,orion,24,2021-06-01
LPA,Alvorada Las Palmas Canteras,lpa-01,hostaline,61,2022-11-20
"""

SQLFLUFF_LINT = """== [models/marts/fct_revenue.sql] FAIL
L:  12 | P:   9 | LT01 | Expected only single space before 'as' keyword. Found '  '.
                       | [layout.spacing]
L:  18 | P:  45 | LT05 | Line is too long (131 > 120). [layout.long_lines]
L:  23 | P:   5 | AM04 | Query produces an unknown number of result columns. [ambiguous.column_count]
== [models/marts/fct_bookings.sql] FAIL
L:  31 | P:   5 | LT04 | Found leading comma ','. Expected only trailing near line breaks. [layout.commas]
L:  32 | P:   5 | LT04 | Found leading comma ','. Expected only trailing near line breaks. [layout.commas]
L:  33 | P:   5 | LT04 | Found leading comma ','. Expected only trailing near line breaks. [layout.commas]
L:  47 | P:  12 | CP02 | Unquoted identifiers must be consistently lower case. [capitalisation.identifiers]
== [models/marts/fct_pickup_daily.sql] FAIL
L:   8 | P:  17 | ST06 | Select wildcards then simple targets before calculations and aggregates. [structure.column_order]
L:  19 | P:   1 | LT02 | Expected indent of 8 spaces. [layout.indent]
L:  20 | P:   1 | LT02 | Expected indent of 8 spaces. [layout.indent]
L:  41 | P:  30 | RF02 | Unqualified reference 'arrival_date' found in select with more than one referenced table/view. [references.qualification]
== [models/marts/dim_guest.sql] PASS
All Finished 📜 🎉!
  [4 templating/parsing errors found]
  files: 4, pass: 1, fail: 3, violations: 12
"""

SESSIONS = [
    {
        "id": "h47-cx-dwh-bookings-incremental",
        "project": DWH,
        "start": datetime(2026, 11, 3, 8, 15),
        "branch": "lucia/fct-bookings-incremental",
        "about": "revenue-dwh: fct_bookings rebuilt hourly scanning 1.2 TB; made incremental with merge on "
                 "booking_id (insert_overwrite on booked_date rejected: bookings change months later); lookback 1 "
                 "day proposed by the person, 2 days after seeing 31 h late rows; dev/prod audit matches; a rule "
                 "with a typo ('remmber') that the prod target is only for the scheduler, never a laptop",
        "steps": [
            ("user", "buenos dias! the bigquery bill for october arrived and fct_bookings is the top line by far. "
                     "its a full table rebuild every hour. can you make it incremental? but dont break the numbers, "
                     "revenue management lives on this table"),
            shell("cat models/marts/fct_bookings.sql", FCT_BOOKINGS),
            shell("bq query --nouse_legacy_sql --format=pretty \"$(cat analyses/cost_by_model.sql) \" "
                  "--parameter=month:STRING:2026-10", BQ_COST),
            ("assistant", "Confirmed: 744 hourly runs in October, 1.21 TB each, about 4,190 EUR, nearly all of the "
                          "project's cost. The model is a plain `table`.\n\n"
                          "Two ways to make it incremental on BigQuery:\n\n"
                          "- **insert_overwrite** on the `booked_date` partitions of the last few days: cheapest, "
                          "but it only rewrites recent *booking* dates. A booking made in June and cancelled today "
                          "lives in June's partition and would never get its cancellation.\n"
                          "- **merge** on `booking_id`, taking only rows whose `_loaded_at` is newer than what the "
                          "table already has (minus a safety window). Catches changes to old bookings; costs a "
                          "scan of the target's key column for the merge, still a fraction of a full rebuild.\n\n"
                          "Because bookings change long after they're made, I'd use merge."),
            ("user", "merge. lookback 1 day is enough no?"),
            shell("bq query --nouse_legacy_sql --format=pretty \"select approx_quantiles(timestamp_diff(_loaded_at, "
                  "updated_at, minute)/60, 100) ... from staging.hostaline_bookings where _loaded_at >= "
                  "'2026-10-01'\"", LATE_ARRIVALS),
            ("assistant", "Most rows arrive within minutes (p99 9.3 h), but the worst is **31.2 hours**: on 9 and "
                          "10 October Hostaline replayed its export after an outage and ~6,000 rows came in more "
                          "than a day late. With a 1-day window those would be skipped for good, since the merge "
                          "filter looks at `_loaded_at` relative to the table's max."),
            ("user", "ok 31h... then 2 days. not more, the merge cost grows with it"),
            shell("apply_patch <<'EOF'\n*** Update File: models/marts/fct_bookings.sql\n@@\n {{ config(\n-    "
                  "materialized='table',\n+    materialized='incremental',\n+    incremental_strategy='merge',\n+"
                  "    unique_key='booking_id',\n+    on_schema_change='append_new_columns',\n     partition_by=...\n"
                  "@@\n from bookings b\n left join rooms r using (booking_id)\n+{% if is_incremental() %}\n+-- "
                  "lookback 2 days: Hostaline re-exports can arrive up to ~31h late\n+where b._loaded_at >= ("
                  "select timestamp_sub(max(_loaded_at), interval 2 day) from {{ this }})\n+{% endif %}\nEOF",
                  "Success. Updated the following files:\nM models/marts/fct_bookings.sql\n"),
            shell("dbt build --target dev --select fct_bookings --full-refresh && echo '---- second run "
                  "(incremental)' && dbt build --target dev --select fct_bookings", DBT_INCR),
            ("assistant", "First build (full refresh) scanned 1.2 TiB as before; the incremental run after it "
                          "merged 18.4k rows and scanned **38.2 GiB** in 19 s. Now comparing dev with prod row by "
                          "row with `audit_helper`."),
            shell("dbt show --target dev --inline \"{{ audit_helper.compare_relations(a_relation=ref('fct_bookings'), "
                  "b_relation=api.Relation.create(database='alv-dwh', schema='marts', identifier='fct_bookings'), "
                  "primary_key='booking_id') }}\"", AUDIT),
            ("assistant", "5,811,402 bookings in both, none missing on either side, and `room_amount_eur` matches "
                          "for all of them. The numbers are unchanged."),
            ("user", "good!! and remmber this for every time after: the prod target is only for the scheduler in "
                     "composer. nobody runs dbt against prod from a laptop, you neither. in september somebody did "
                     "a --full-refresh on prod from the laptop and we paid it"),
            ("assistant", "Understood: the prod target is run only by the Composer scheduler; no dbt run against "
                          "prod from a laptop, including from my sessions. I used `--target dev` (dataset "
                          "`dbt_lucia`) for everything above. When the PR is merged, the scheduler's next run "
                          "finds the existing prod table and merges into it directly; switching the "
                          "materialisation from table to incremental doesn't need a full refresh."),
            shell("git add -A && git commit -qm 'fct_bookings: incremental merge on booking_id, 2-day lookback' && "
                  "git push -q -u origin lucia/fct-bookings-incremental && gh pr create --fill | tail -1",
                  "https://github.com/alvorada-hotels/revenue-dwh/pull/81\n"),
            ("assistant", "PR #81 is up. Summary:\n"
                          "- `fct_bookings` is incremental: `merge` on `booking_id`, rows filtered on `_loaded_at` "
                          "with a 2-day lookback; still partitioned by `booked_date`, clustered by "
                          "`property_code`, `channel`.\n"
                          "- insert_overwrite was not used because bookings change (cancellations, date changes) "
                          "long after the booking date.\n"
                          "- Per run: 1.2 TiB → 38.2 GiB. Dev and prod identical on 5.8M rows."),
        ],
        "facts": [
            fact("bookings-merge", "fct_bookings is an incremental model with merge on booking_id; insert_overwrite "
                                   "by booked_date was rejected because bookings change (cancellations) long after "
                                   "they are made.",
                 "decision", "user", ["fct_bookings", "merge", "booking_id"]),
            fact("lookback", "The fct_bookings incremental filter has a 2-day lookback on _loaded_at, because "
                             "Hostaline re-exports arrive up to ~31 hours late.",
                 "config", "user", ["lookback", "2 day"]),
            fact("prod-scheduler", "The dbt prod target is run only by the Composer scheduler; nobody runs dbt "
                                   "against prod from a laptop.",
                 "rule", "user", ["prod", "laptop"], remember=True),
            fact("bookings-partition", "fct_bookings is partitioned by booked_date and clustered by property_code "
                                       "and channel.",
                 "config", "assistant", ["booked_date", "cluster"]),
        ],
        "optional": [
            opt("scan-drop", "An incremental run of fct_bookings scans about 38.2 GiB instead of 1.2 TiB.",
                ["38.2"]),
            opt("no-insert-overwrite", "insert_overwrite would miss cancellations of old bookings.",
                ["insert_overwrite"]),
        ],
        "questions": [
            q("How is fct_bookings built incrementally?", "merge on booking_id", ["bookings-merge"]),
            q("How far back does the fct_bookings incremental filter look, and why?",
              "2 days, Hostaline rows arrive up to 31 hours late", ["lookback"]),
            q("Who may run dbt against the prod target?", "only the Composer scheduler, never from a laptop",
              ["prod-scheduler"]),
        ],
    },
    {
        "id": "h47-cx-dwh-business-date",
        "project": DWH,
        "start": datetime(2026, 11, 11, 9, 40),
        "branch": "lucia/business-date",
        "about": "revenue-dwh: ATH and SVQ daily revenue differ from the PMS day report while weekly totals match; "
                 "person's guess (late Orion export) wrong; cause fct_revenue dated charges by posted_at minus a "
                 "fixed 3 hours in UTC, right only where local time is UTC; fix a business_date macro using each "
                 "property's tz from the properties seed and the 03:00 night audit; standing rule for every model",
        "steps": [
            ("user", "hey. ATH daily revenue in the dashboard doesnt match the PMS day report. SVQ also a bit. LIS "
                     "and LPA are fine. i think its the orion export from athens arriving late, it comes through "
                     "the bridge"),
            shell("bq query --nouse_legacy_sql --format=pretty \"select day, dwh_eur, pms_eur, dwh_eur - pms_eur "
                  "diff from analyses.daily_vs_pms where property_code = 'ATH' and day between '2026-11-01' and "
                  "'2026-11-09'\"", DAILY_DIFF),
            ("assistant", "If the export were late, the DWH would be missing money and catch up later. Instead the "
                          "days go up and down in pairs (-416 then +312, +221.50 then -221.50), and over nine days "
                          "the total is off by 29.60 only. Money is being put on the wrong day, not lost. Looks "
                          "like a day-boundary problem."),
            shell("nl -ba models/marts/fct_revenue.sql | sed -n '9,14p'", FCT_REVENUE_OLD),
            shell("bq query --nouse_legacy_sql --format=pretty \"select property_code property, "
                  "format_datetime('%H', datetime(posted_at, tz)) local_hour, ... where local_hour in ('03','04') "
                  "...\"", HOURS),
            ("assistant", "Here it is. The business day at every property closes with the night audit at 03:00 "
                          "**local** time, and the PMS day report counts a charge on the day it was posted in, "
                          "per that cut-off. `fct_revenue` does `date(timestamp_sub(posted_at, interval 3 hour))` "
                          "on the UTC timestamp, which is only the same thing where local time equals UTC:\n\n"
                          "- LIS and LPA are UTC+0 in winter, so the cut-off lands at 03:00 local. Correct (until "
                          "the end of March: in summer they're UTC+1 and would be off by an hour, which also means "
                          "the summer months were slightly wrong for them).\n"
                          "- SVQ is UTC+1: the model's cut-off is at 04:00 local, so charges between 03:00 and "
                          "04:00 land on the previous day.\n"
                          "- ATH is UTC+2: cut-off at 05:00 local. The rooftop bar and restaurant post until ~04:30, "
                          "285 lines last week went to the previous day.\n\n"
                          "The fix is to compute the business date in each property's own time zone: convert "
                          "`posted_at` to local datetime, subtract 3 hours, take the date. The time zones aren't "
                          "in the warehouse yet; I'd add a `tz` column to the `properties` seed and a "
                          "`business_date(ts, tz)` macro."),
            ("user", "yes do it"),
            shell("cat seeds/properties.csv", PROPERTIES_SEED),
            shell("apply_patch <<'EOF'\n*** Update File: seeds/properties.csv\n@@\n-property_code,name,hostaline_id,"
                  "pms,rooms,opened\n-LIS,Alvorada Lisboa Chiado,lis-01,hostaline,142,2017-05-02\n-SVQ,Alvorada "
                  "Sevilla Triana,svq-01,hostaline,88,2019-03-15\n-ATH,Alvorada Athens Plaka,,orion,24,2021-06-01\n"
                  "-LPA,Alvorada Las Palmas Canteras,lpa-01,hostaline,61,2022-11-20\n+property_code,name,hostaline_id,"
                  "pms,rooms,opened,tz\n+LIS,Alvorada Lisboa Chiado,lis-01,hostaline,142,2017-05-02,Europe/Lisbon\n"
                  "+SVQ,Alvorada Sevilla Triana,svq-01,hostaline,88,2019-03-15,Europe/Madrid\n+ATH,Alvorada Athens "
                  "Plaka,,orion,24,2021-06-01,Europe/Athens\n+LPA,Alvorada Las Palmas Canteras,lpa-01,hostaline,61,"
                  "2022-11-20,Atlantic/Canary\n*** Add File: macros/business_date.sql\n+{# The hotel business date: "
                  "the night audit closes the day at 03:00 in the property's own time zone. #}\n+{% macro "
                  "business_date(ts, tz) -%}\n+    date(datetime_sub(datetime({{ ts }}, {{ tz }}), interval 3 hour))\n"
                  "+{%- endmacro %}\n*** Update File: models/marts/fct_revenue.sql\n@@\n-        -- business day "
                  "closes at the night audit (03:00)\n-        date(timestamp_sub(posted_at, interval 3 hour)) as "
                  "business_date,\n+        business_date,\nEOF",
                  "Success. Updated the following files:\nM seeds/properties.csv\nA macros/business_date.sql\n"
                  "M models/marts/fct_revenue.sql\n"),
            ("assistant", "I moved the business date into `stg_hostaline__folio_lines` (and the Orion staging "
                          "model), computed with the macro and the property's `tz`, so `fct_revenue` and anything "
                          "else downstream just group by `business_date`."),
            shell("dbt build --target dev --select properties+ --exclude fct_bookings && bq query "
                  "--nouse_legacy_sql --format=pretty \"select day, dwh_eur, pms_eur, dwh_eur - pms_eur diff from "
                  "dbt_lucia_analyses.daily_vs_pms where property_code in ('ATH','SVQ') and day between "
                  "'2026-11-01' and '2026-11-09' and abs(dwh_eur - pms_eur) > 0.005\"",
                  "09:58:40  Done. PASS=27 WARN=0 ERROR=0 SKIP=0 TOTAL=27\n"
                  "+-----+---------+---------+------+\n| day | dwh_eur | pms_eur | diff |\n"
                  "+-----+---------+---------+------+\n+-----+---------+---------+------+\n(0 rows)\n"),
            ("assistant", "No day differs any more for ATH or SVQ between 1 and 9 November (the 29.60 remainder "
                          "was 3 November's early-morning lines falling outside the window, now inside)."),
            ("user", "great. this is how it is for every model we write, today and after: revenue gets its date "
                     "from business_date, never from the date of posted_at and never with a fixed hour shift. "
                     "the hotels live in 4 different time zones and 2 of them move in summer"),
            ("assistant", "Clear: every model dates revenue by `business_date` (the macro, per property time zone "
                          "and the 03:00 night audit), never by `date(posted_at)` or a fixed shift. I'll also "
                          "put that sentence at the top of `macros/business_date.sql` so it's seen in review."),
            shell("git add -A && git commit -qm 'business date per property time zone (night audit 03:00 local)' "
                  "&& git log --oneline -1",
                  "5a91c2e business date per property time zone (night audit 03:00 local)\n"),
        ],
        "facts": [
            fact("fixed-shift-bug", "ATH and SVQ daily revenue fell on the wrong day because fct_revenue took the "
                                    "date of posted_at minus a fixed 3 hours in UTC, which only matches the 03:00 "
                                    "local night audit where local time is UTC (LIS, LPA in winter).",
                 "bugfix", "assistant", ["3 hour", "UTC"]),
            fact("business-date-rule", "Every model dates revenue by business_date (macro business_date(ts, tz), "
                                       "property time zone, 03:00 night audit), never by the date of posted_at or a "
                                       "fixed hour shift.",
                 "rule", "user", ["business_date", "posted_at"], remember=True),
            fact("properties-tz", "Property time zones are in the properties seed (properties.csv, column tz): LIS "
                                  "Europe/Lisbon, SVQ Europe/Madrid, ATH Europe/Athens, LPA Atlantic/Canary.",
                 "config", "assistant", ["properties.csv", "tz"]),
            fact("audit-cutoff", "At every property the night audit closes the business day at 03:00 local time.",
                 "fact", "assistant", ["night audit", "03:00"]),
        ],
        "optional": [
            opt("not-late-export", "The Orion export arriving late was not the cause; daily values moved between "
                                   "days while totals matched.", ["Orion"]),
            opt("summer-offset", "The old model was also off by an hour for LIS and LPA in summer (UTC+1).",
                ["summer"]),
        ],
        "questions": [
            q("Why did Athens daily revenue not match the PMS day report?",
              "dated by posted_at minus a fixed 3 hours in UTC instead of the local 03:00 night audit",
              ["fixed-shift-bug"]),
            q("How must a revenue model decide which day a charge belongs to?",
              "business_date macro, never the date of posted_at", ["business-date-rule"]),
            q("Where are the properties' time zones kept in the warehouse?", "properties seed, tz column",
              ["properties-tz"]),
        ],
    },
    {
        "id": "h47-cx-dwh-sqlfluff-chore",
        "project": DWH,
        "start": datetime(2026, 11, 24, 16, 20),
        "branch": "lucia/pickup-daily",
        "about": "revenue-dwh: a one-off lint fix on a PR branch (sqlfluff fix, one rule done by hand, 'run it "
                 "again'), chatter about the weekend, a question about whether a rule was ever ignored, a "
                 "one-off 'always take the trailing-comma fix'; nothing durable",
        "steps": [
            ("user", "hiii. CI is red on my PR only because of sqlfluff. fix the lint in models/marts please, "
                     "nothing else, dont touch logic. i'm half dead after the weekend, my cousin's wedding in "
                     "cordoba, 400 people, no sleep"),
            ("assistant", "Sounds like a great weekend, if long. I'll look at the violations first."),
            shell("sqlfluff lint models/marts", SQLFLUFF_LINT),
            ("assistant", "12 violations in three files. All are layout or style except two:\n"
                          "- `AM04` in `fct_revenue.sql` (the `select *` in the final CTE);\n"
                          "- `RF02` in `fct_pickup_daily.sql` line 41, an unqualified `arrival_date` in a join.\n"
                          "`sqlfluff fix` will do the layout ones. For RF02 I'd qualify the column by hand; AM04 "
                          "is a `select *` from a CTE whose columns are known, so listing them is mechanical."),
            ("user", "do you remember if we ever ignored AM04 for marts? i have a feeling we talked about it"),
            shell("git log --oneline -S 'AM04' -- .sqlfluff | head; grep -n -B1 -A2 'exclude_rules' .sqlfluff",
                  "12:[sqlfluff]\n13:exclude_rules = ST07, RF04\n14-\n"),
            ("assistant", "I can't recall earlier conversations, and git doesn't either: no commit ever touched AM04 "
                          "in `.sqlfluff`, and today it only excludes ST07 and RF04. Maybe it was talked about and "
                          "never done. For this PR the quickest way is to spell out the columns in "
                          "`fct_revenue.sql`'s final select, which doesn't change logic. OK?"),
            ("user", "ok. and for the commas, just take the trailing-comma fix for all of them, dont argue with "
                     "me today lol"),
            shell("sqlfluff fix models/marts --force 2>&1 | tail -6",
                  "==== finding fixable violations ====\n"
                  "== [models/marts/fct_revenue.sql] FAIL\n"
                  "== [models/marts/fct_bookings.sql] FAIL\n"
                  "== [models/marts/fct_pickup_daily.sql] FAIL\n"
                  "==== fixing violations ====\n"
                  "9 fixable linting violations found\n"),
            shell("apply_patch <<'EOF'\n*** Update File: models/marts/fct_pickup_daily.sql\n@@\n-    and "
                  "arrival_date >= b.booked_date\n+    and s.arrival_date >= b.booked_date\n*** Update File: "
                  "models/marts/fct_revenue.sql\n@@\n select\n-    *,\n+    property_code,\n+    business_date,\n+    "
                  "room_revenue,\n+    fnb_revenue,\n+    spa_revenue,\n+    parking_revenue,\n+    other_revenue,\n+"
                  "    city_tax_amount,\n+    room_nights,\n     safe_divide(room_revenue, room_nights) as adr\nEOF",
                  "Success. Updated the following files:\nM models/marts/fct_pickup_daily.sql\n"
                  "M models/marts/fct_revenue.sql\n"),
            shell("sqlfluff lint models/marts",
                  "== [models/marts/fct_pickup_daily.sql] FAIL\n"
                  "L:  19 | P:   1 | LT02 | Expected indent of 8 spaces. [layout.indent]\n"
                  "All Finished 📜 🎉!\n  files: 4, pass: 3, fail: 1, violations: 1\n"),
            ("assistant", "One left: an indent on line 19 that `fix` skipped because the line is inside a Jinja "
                          "`if`. Fixing it by hand."),
            shell("sed -i '19s/^    /        /' models/marts/fct_pickup_daily.sql && git diff --stat",
                  " models/marts/fct_bookings.sql      |  6 +++---\n"
                  " models/marts/fct_pickup_daily.sql  | 12 ++++++------\n"
                  " models/marts/fct_revenue.sql       | 14 +++++++++++---\n"
                  " 3 files changed, 20 insertions(+), 12 deletions(-)\n"),
            ("user", "run it again"),
            shell("sqlfluff lint models/marts && dbt compile --target dev --select fct_revenue fct_pickup_daily "
                  "fct_bookings 2>&1 | tail -1",
                  "All Finished 📜 🎉!\n  files: 4, pass: 4, fail: 0, violations: 0\n"
                  "10:31:55  Done.\n"),
            ("assistant", "Lint is clean and the three models still compile. Only formatting changed, plus the "
                          "qualified `s.arrival_date` and the explicit column list, which select the same columns "
                          "as before."),
            ("user", "push pls. then i go home and sleep 12 hours"),
            shell("git commit -qam 'lint: sqlfluff on marts' && git push -q && gh pr checks --watch 2>&1 | tail -3",
                  "dbt-compile\tpass\t1m12s\n"
                  "sqlfluff\tpass\t38s\n"
                  "unit-tests\tpass\t2m03s\n"),
            ("assistant", "Pushed, and CI is green on all three checks. Sleep well!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
