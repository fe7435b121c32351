"""h61 Codex sessions, part b: audience-pipeline (ClickHouse: pageviews, meter and paywall events, the
subscription funnel) and gazette-infra (Terraform on AWS). App pageviews doubled by prefetch, raw-event retention
and daily rollups, and the Redis behind meter-svc."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

AUD = "/home/jun/src/audience-pipeline"
INFRA = "/home/kwame/src/gazette-infra"

_CH_DAILY = """┌───────day─┬─platform─┬─pageviews─┬─readers─┬─pv_per_reader─┐
│ 2026-10-29 │ app      │   1118203 │  151044 │          7.40 │
│ 2026-10-30 │ app      │   1130877 │  152290 │          7.43 │
│ 2026-10-31 │ app      │   1572114 │  150988 │         10.41 │
│ 2026-11-01 │ app      │   2204981 │  149875 │         14.71 │
│ 2026-11-02 │ app      │   2251460 │  151120 │         14.90 │
│ 2026-11-03 │ app      │   2239902 │  150377 │         14.90 │
│ 2026-11-04 │ app      │   2262311 │  152003 │         14.88 │
│ 2026-11-05 │ app      │   2270187 │  151662 │         14.97 │
└────────────┴──────────┴───────────┴─────────┴───────────────┘
8 rows in set. Elapsed: 0.412 sec. Processed 41.22 million rows, 1.02 GB (100.05 million rows/s., 2.47 GB/s.)
"""

_CH_KAFKA = """┌─topic──────────────┬─partition─┬─consumer_offset─┬──log_end─┬─lag─┬─duplicates_by_event_id─┐
│ gazette.events.app │         0 │       981204411 │ 981204420│   9 │                      0 │
│ gazette.events.app │         1 │       979982210 │ 979982214│   4 │                      0 │
│ gazette.events.app │         2 │       980410998 │ 980411003│   5 │                      0 │
└────────────────────┴───────────┴─────────────────┴──────────┴─────┴────────────────────────┘
3 rows in set. Elapsed: 1.804 sec.
"""

_CH_PURPOSE = """┌─app_version─┬─purpose───┬─pageviews─┬─dwell_p50_ms─┐
│ 5.3.1       │ view      │    801223 │        41200 │
│ 5.3.1       │ prefetch  │    790877 │            0 │
│ 5.2.4       │ view      │    288140 │        39950 │
│ 5.2.4       │ prefetch  │    284019 │            0 │
│ 5.1.9       │ view      │     61050 │        40120 │
│ 5.1.9       │           │         0 │            0 │
└─────────────┴───────────┴───────────┴──────────────┘
6 rows in set. Elapsed: 0.932 sec.
"""

_FUNNEL_SQL = """CREATE MATERIALIZED VIEW paywall_funnel_mv TO paywall_funnel AS
SELECT
    toDate(ts) AS day,
    platform,
    countIf(event = 'pageview' AND props['purpose'] != 'prefetch') AS pageviews,
    countIf(event = 'meter_exhausted') AS meter_exhausted,
    countIf(event = 'paywall_shown') AS paywall_shown,
    countIf(event = 'checkout_started') AS checkout_started
FROM events
GROUP BY day, platform
"""

_CH_PARTS = """┌─table──────┬─partitions─┬─────rows─┬─on_disk─┬─oldest_partition─┐
│ events     │         31 │ 9.81e10  │ 3.91 TiB │ 202405           │
│ events_daily │       31 │ 4.12e7   │ 2.04 GiB │ 202405           │
└────────────┴────────────┴──────────┴─────────┴──────────────────┘
"""

_TF_PLAN = """Terraform will perform the following actions:

  # aws_elasticache_serverless_cache.meter will be created
  + resource "aws_elasticache_serverless_cache" "meter" {
      + arn                      = (known after apply)
      + engine                   = "redis"
      + major_engine_version     = "7"
      + name                     = "meter-prod"
      + security_group_ids       = [
          + "sg-0a1b2c3d4e5f60718",
        ]
      + subnet_ids               = [
          + "subnet-0c1d2e3f4a5b6c7d8",
          + "subnet-0d2e3f4a5b6c7d8e9",
        ]
      + cache_usage_limits {
          + data_storage {
              + maximum = 5
              + unit    = "GB"
            }
          + ecpu_per_second {
              + maximum = 20000
            }
        }
      + daily_snapshot_time      = "03:00"
      + snapshot_retention_limit = 7
    }

  # aws_ssm_parameter.meter_redis_url will be created
  + resource "aws_ssm_parameter" "meter_redis_url" {
      + name  = "/meter-svc/prod/REDIS_URL"
      + type  = "SecureString"
      + value = (sensitive value)
    }

Plan: 2 to add, 0 to change, 0 to destroy.
"""

_INFRACOST = """Project: gazette-infra/envs/prod

 Name                                            Monthly Qty  Unit          Monthly Cost

 aws_elasticache_serverless_cache.meter
 ├─ Data storage (first 1 GB-hour minimum)               730  GB-hours            $91.98
 └─ ElastiCache Processing Units                  ~1,100M     ECPUs               $37.40 *

 aws_elasticache_replication_group.meter_old (for comparison, cache.r7g.large x2)
 └─ Instance usage                                     1,460  hours              $331.42

 OVERALL TOTAL (new)                                                              $129.38
 * usage-based, estimated from meter-svc's October request rate (≈ 410 req/s peak)
"""

SESSIONS = [
    {
        "id": "h61-cx-audience-prefetch-pageviews",
        "project": AUD,
        "start": datetime(2026, 11, 6, 9, 25),
        "about": "audience-pipeline: app pageviews per reader doubled from 31 October; the person suspects the "
                 "Kafka consumer duplicating, ruled out (lag small, no duplicate event ids); cause: app 5.2 "
                 "prefetches the next article and sends a pageview with purpose=prefetch; fix in "
                 "paywall_funnel_mv; a remember-request about events_local withdrawn and replaced by 'always the "
                 "Distributed table events'; paywall conversion window 30 minutes confirmed",
        "steps": [
            ("user", "morning. the app pageviews look crazy since end of october, pv per reader went from 7 to 15. "
                     "editors are happy, I'm not, it smells like a bug. my bet is the kafka consumer, it was "
                     "restarted on the 31st and maybe it re-read the partitions"),
            shell("clickhouse-client -q \"select toDate(ts) day, platform, count() pageviews, uniq(reader_id) "
                  "readers, round(pageviews/readers, 2) pv_per_reader from events where event='pageview' and "
                  "platform='app' and ts >= '2026-10-29' group by day, platform order by day\" --format "
                  "PrettyCompact", _CH_DAILY),
            ("assistant", "Confirmed: readers stay flat around 151k, pageviews jump on 31 October and settle at "
                          "about double from 1 November. A replayed partition would give a spike for one day, "
                          "not a new level that stays, but let me check the consumer anyway."),
            shell("clickhouse-client -q \"select * from system_ext.kafka_consumer_health where topic = "
                  "'gazette.events.app'\" --format PrettyCompact", _CH_KAFKA),
            ("assistant", "The consumer is fine: lag under 10 messages and zero duplicate event ids. The events are "
                          "distinct events that the app really sent. Splitting by app version and the `purpose` "
                          "property:"),
            shell("clickhouse-client -q \"select app_version, props['purpose'] purpose, count() pageviews, "
                  "quantile(0.5)(toUInt32OrZero(props['dwell_ms'])) dwell_p50_ms from events where "
                  "event='pageview' and platform='app' and toDate(ts) = '2026-11-05' group by 1,2 order by 1 desc, "
                  "2 desc\" --format PrettyCompact", _CH_PURPOSE),
            ("assistant", "There it is. From app 5.2 on, the app prefetches the next article in the feed and sends "
                          "a pageview for it with `purpose=prefetch` and zero dwell time. App 5.2 rolled out on 31 "
                          "October, which matches the jump. Almost every real view now comes with a prefetch "
                          "twin. 5.1.9 doesn't send the property at all.\n\n"
                          "Fix: count only `purpose != 'prefetch'` as a pageview. The place that matters is "
                          "`paywall_funnel_mv`, which feeds the funnel dashboard; I'd also backfill "
                          "`paywall_funnel` from 31 October. The app team might also stop sending the event for "
                          "prefetches, but our filter should stay regardless."),
            ("user", "yes do the mv and the backfill. remember: for all dashboards and queries we read from "
                     "events_local, it is faster. hmm wait no, forget that, I had it backwards, that was the old "
                     "single-node setup. what you should keep is this: everything reads from the Distributed table "
                     "events, never from events_local, otherwise you only see one shard and the numbers are a third"),
            shell("cat sql/mv/paywall_funnel_mv.sql", _FUNNEL_SQL),
            shell("clickhouse-client --multiquery < sql/migrations/2026-11-06_funnel_prefetch.sql && "
                  "clickhouse-client -q \"select day, pageviews, paywall_shown, checkout_started from "
                  "paywall_funnel where platform='app' and day between '2026-10-30' and '2026-11-02' order by day\"",
                  "2026-10-30\t1130877\t20410\t1811\n2026-10-31\t1131201\t20672\t1790\n"
                  "2026-11-01\t1110046\t20150\t1769\n2026-11-02\t1127998\t20388\t1802\n"),
            ("assistant", "The MV now ignores prefetch pageviews and the backfill from 31 October is done: app "
                          "pageviews are back to about 1.1M a day. The dashboards query `paywall_funnel`, which "
                          "is built on `events` (the Distributed table), so they're fine on the shard question too. "
                          "One more thing I noticed in the dashboard JSON: the 'paywall conversion' panel counts a "
                          "subscription when `checkout_completed` happens within 30 minutes of a `paywall_shown` "
                          "for the same reader. Is 30 minutes the definition you want?"),
            ("user", "yes 30 minutes, that's what product and us agreed in the summer, keep it"),
            shell("git add -A && git commit -qm 'funnel: ignore prefetch pageviews (app >= 5.2), backfill from "
                  "2026-10-31' && git log -1 --oneline",
                  "b8e21f0 funnel: ignore prefetch pageviews (app >= 5.2), backfill from 2026-10-31\n"),
            ("user", "thanks. I'll ping bram so the app stops sending them, but as you say we keep the filter"),
        ],
        "facts": [
            fact("prefetch-cause", "App pageviews doubled from 31 October because app 5.2 prefetches the next "
                                   "article and sends a pageview with purpose=prefetch; paywall_funnel_mv now "
                                   "ignores prefetch pageviews (backfilled from 31 October). The Kafka consumer was "
                                   "not the cause.",
                 "bugfix", "assistant", ["prefetch", "5.2"]),
            fact("distributed-events", "Standing rule: every dashboard and query reads from the Distributed table "
                                       "events, never from events_local (one shard only).",
                 "rule", "user", ["events_local", "Distributed"], remember=True),
            fact("conversion-30", "Paywall conversion counts a checkout_completed within 30 minutes of a "
                                  "paywall_shown for the same reader.",
                 "config", "user", ["30 minutes", ["conversion", "paywall_shown"]]),
            fact("keep-filter", "The prefetch filter stays in the pipeline even if the app stops sending prefetch "
                                "pageviews.",
                 "decision", "user", ["filter", "prefetch"]),
        ],
        "optional": [
            opt("kafka-fine", "The Kafka consumer had no lag and no duplicate event ids.", ["Kafka"]),
        ],
        "questions": [
            q("Why did app pageviews per reader double at the end of October?",
              "app 5.2 prefetches the next article and sends a pageview with purpose=prefetch", ["prefetch-cause"]),
            q("Which ClickHouse table should queries read from?", "the Distributed table events, never "
                                                                  "events_local", ["distributed-events"]),
            q("What counts as a paywall conversion?", "checkout_completed within 30 minutes of paywall_shown",
              ["conversion-30"]),
        ],
    },
    {
        "id": "h61-cx-audience-retention-rollups",
        "project": AUD,
        "start": datetime(2026, 11, 18, 14, 10),
        "about": "audience-pipeline: raw events TTL; the person first says 25 months, legal's answer changes it "
                 "to 13; daily rollups in events_daily (AggregatingMergeTree) kept with no TTL, picked with 'go "
                 "with that'; a SELECT * scan of 3 TiB; the assistant offers to keep 'name the columns and filter "
                 "on event_date' as a standing note and the person says yes",
        "steps": [
            ("user", "hi. the events table is 3.9 TiB and finance asks why the clickhouse bill grows every month. "
                     "we never set a TTL. let's put 25 months on raw events"),
            shell("clickhouse-client -q \"select * from events where reader_id = 'r_8c1f' limit 5\" --format "
                  "Null --time 2>&1 | tail -1",
                  "Elapsed: 48.207 sec. Processed 98.1 billion rows, 3.12 TB (2.03 billion rows/s., 64.7 GB/s.)\n"),
            ("assistant", "Before the TTL, a side note: that was me checking a reader's events with `SELECT *` and "
                          "no date condition, and it read 3.12 TB, the whole table, in 48 s. Sorry about that one; "
                          "with the partition key on month and a date filter it would read one partition.\n\n"
                          "On the TTL: dropping raw events after 25 months means year-over-year dashboards keep "
                          "working (they need 24 months). Let me show the partitions."),
            shell("clickhouse-client -q \"select table, count() partitions, sum(rows) rows, "
                  "formatReadableSize(sum(bytes_on_disk)) on_disk, min(partition) oldest_partition from "
                  "system.parts where active and table in ('events','events_daily') group by table\" --format "
                  "PrettyCompact", _CH_PARTS),
            ("user", "wait. legal just answered my mail from monday: raw events with reader ids max 13 months, "
                     "that's their reading of the consent text. so 13, not 25. year over year has to come from "
                     "somewhere else then"),
            ("assistant", "Then the raw table can't serve year-over-year any more, and we need aggregates that "
                          "outlive it:\n\n"
                          "1. **`events_daily` as the long-term store**: it already exists (AggregatingMergeTree, "
                          "per day × platform × section × event, with `uniqState(reader_id)` for readers). No "
                          "reader ids are stored in it, only the HyperLogLog states, so it can be kept without a "
                          "TTL. The year-over-year dashboards switch to it.\n"
                          "2. **A monthly table** with plain counts, smaller, but loses the daily grain and "
                          "unique readers across arbitrary ranges.\n"
                          "3. **Export old partitions to S3 as Parquet** before they expire, and query them with "
                          "the s3 table function when needed. Keeps everything, but it still holds reader ids, "
                          "which is exactly what legal said no to.\n\n"
                          "I'd take the first."),
            ("user", "go with that"),
            shell("clickhouse-client --multiquery < sql/migrations/2026-11-18_events_ttl.sql && clickhouse-client "
                  "-q \"select engine_full from system.tables where name in ('events_local','events_daily_local')\"",
                  "ReplicatedMergeTree('/clickhouse/{shard}/events', '{replica}') PARTITION BY toYYYYMM(event_date) "
                  "ORDER BY (event_date, platform, event, reader_id) TTL event_date + toIntervalMonth(13) SETTINGS "
                  "index_granularity = 8192, ttl_only_drop_parts = 1\n"
                  "ReplicatedAggregatingMergeTree('/clickhouse/{shard}/events_daily', '{replica}') PARTITION BY "
                  "toYYYYMM(day) ORDER BY (day, platform, section, event) SETTINGS index_granularity = 8192\n"),
            ("assistant", "Applied on every shard: raw events have `TTL event_date + INTERVAL 13 MONTH` with "
                          "`ttl_only_drop_parts = 1`, so whole monthly partitions are dropped instead of rewritten; "
                          "`events_daily` has no TTL. The partitions from 2024-05 to 2025-09 will go at the next "
                          "merge, about 1.6 TiB. I also pointed the three year-over-year panels at `events_daily`.\n\n"
                          "About that 3 TB query earlier: do you want me to keep 'on events, always name the "
                          "columns and filter on event_date' as a standing note for this repo, so I don't do it "
                          "again in a later session?"),
            ("user", "yes please, keep that. every query on events names its columns and has an event_date filter. "
                     "no exceptions, not even for a quick look"),
            shell("git add -A && git commit -qm 'events: 13-month TTL (legal), events_daily kept, yoy panels on "
                  "events_daily' && git log -1 --oneline",
                  "4a0f7cd events: 13-month TTL (legal), events_daily kept, yoy panels on events_daily\n"),
            ("assistant", "Committed. I'll also tell finance in the PR text: about 1.6 TiB less after the next "
                          "merges, and the table stays around 2.3 TiB from then on."),
            ("user", "👍 good"),
        ],
        "facts": [
            fact("ttl-13", "Raw events (with reader ids) are kept 13 months: TTL event_date + 13 MONTH with "
                           "ttl_only_drop_parts, per legal; 25 months was the first idea.",
                 "config", "user", ["13", "TTL"]),
            fact("events-daily-kept", "events_daily (AggregatingMergeTree, no reader ids) has no TTL and is the "
                                      "long-term store; the year-over-year panels read from it. Parquet export to "
                                      "S3 was rejected because it keeps reader ids.",
                 "decision", "assistant", ["events_daily", ["no TTL", "year-over-year"]]),
            fact("query-rule", "Standing rule: every query on events names its columns and has an event_date "
                               "filter, even for a quick look.",
                 "rule", "user", ["event_date", "columns"], remember=True),
        ],
        "optional": [
            opt("ttl-25", "A 25-month TTL was proposed first and replaced by legal's 13 months.", ["25"]),
            opt("events-size", "The events table was 3.9 TiB; about 1.6 TiB goes with the TTL.", ["TiB"]),
        ],
        "questions": [
            q("How long are raw events kept in ClickHouse?", "13 months (TTL)", ["ttl-13"]),
            q("Where do year-over-year dashboards read from?", "events_daily, which has no TTL",
              ["events-daily-kept"]),
            q("What must every query on the events table have?", "it names its columns and has an event_date filter",
              ["query-rule"]),
        ],
    },
    {
        "id": "h61-cx-infra-meter-redis",
        "project": INFRA,
        "start": datetime(2026, 11, 9, 10, 40),
        "about": "gazette-infra: meter-svc's Redis moves off two self-sized r7g.large nodes; three options and a "
                 "bare '2' picks ElastiCache Serverless; usage limits 5 GB and 20000 ECPU/s; infracost shows about "
                 "$129 vs $331 a month; the person asks to lodge that prod applies only go through Atlantis, never "
                 "from a laptop; an idea to put the CMS session cache there too goes unanswered; REDIS_URL in SSM",
        "steps": [
            ("user", "yo. meter-svc's redis (the two r7g.large from 2024) is oversized and it's the most expensive "
                     "line in the aws bill after the cdn. options?"),
            shell("aws cloudwatch get-metric-statistics --namespace AWS/ElastiCache --metric-name "
                  "DatabaseMemoryUsagePercentage --dimensions Name=CacheClusterId,Value=meter-prod-001 "
                  "--start-time 2026-10-09 --end-time 2026-11-09 --period 2592000 --statistics Maximum Average "
                  "--query 'Datapoints[0]'",
                  "{\n    \"Average\": 6.81,\n    \"Maximum\": 11.4,\n    \"Unit\": \"Percent\"\n}\n"),
            ("assistant", "The nodes use 7% of their memory on average, 11% at peak (about 1.5 GB of 13 GB). The "
                          "meter keys are small and expire monthly. Three ways:\n\n"
                          "1. **Smaller nodes**: cache.t4g.medium primary + replica. Cheapest on paper, but t4g "
                          "are burstable and meter-svc peaks at about 410 req/s in the morning.\n"
                          "2. **ElastiCache Serverless (Redis 7)**: pay for the data stored and the requests; "
                          "scales on its own, multi-AZ by default, no node sizes to pick. We set usage limits so it "
                          "can't run away.\n"
                          "3. **Redis in the EKS cluster** (Bitnami chart): cheapest, but then we run backups and "
                          "failover ourselves for the one component that decides if people can read."),
            ("user", "2"),
            shell("apply_patch < /tmp/meter-serverless.patch && cd envs/prod && terraform plan -target="
                  "aws_elasticache_serverless_cache.meter -target=aws_ssm_parameter.meter_redis_url -no-color | "
                  "sed -n '/Terraform will perform/,$p'", _TF_PLAN),
            ("assistant", "Plan is clean: the serverless cache `meter-prod` with usage limits of 5 GB data storage "
                          "and 20000 ECPU per second (about 3× today's peak), daily snapshot at 03:00 kept for 7 "
                          "days, and `/meter-svc/prod/REDIS_URL` in SSM for meter-svc to pick up. Cost estimate:"),
            shell("infracost breakdown --path envs/prod --usage-file infracost-usage.yml --show-skipped=false | "
                  "sed -n '/aws_elasticache_serverless/,/OVERALL/p'", _INFRACOST),
            ("assistant", "About $129 a month against $331 for the current pair, if the October request rate "
                          "holds. Shall I apply it?"),
            ("user", "no! lodge this somewhere you'll find it next time: we don't run terraform apply for prod from "
                     "a laptop, mine or yours. prod changes go through the atlantis pipeline on the PR, full stop. "
                     "open the PR and comment 'atlantis plan' like a civilised person"),
            shell("git checkout -qb meter-redis-serverless && git add -A && git commit -qm 'meter: ElastiCache "
                  "Serverless for meter-svc (5 GB / 20k ECPU/s limits)' && gh pr create --fill && gh pr comment "
                  "--body 'atlantis plan -d envs/prod'",
                  "https://github.example/lowmoor/gazette-infra/pull/388\n"
                  "https://github.example/lowmoor/gazette-infra/pull/388#issuecomment-90412\n"),
            ("assistant", "PR #388 is open and Atlantis is planning. The old replication group stays until "
                          "meter-svc runs on the new cache for a week; the cutover is a change to meter-svc's "
                          "`REDIS_URL`, nothing else. While we're at it, the CMS keeps PHP sessions in a separate "
                          "small Redis too; it could move onto the same serverless cache with a key prefix."),
            shell("sleep 90; gh pr view 388 --comments | tail -n 8",
                  "atlantis commented:\n  Ran Plan for dir: envs/prod workspace: default\n"
                  "  Plan: 2 to add, 0 to change, 0 to destroy.\n"
                  "  * To apply this plan, comment: atlantis apply -d envs/prod\n"),
            ("user", "ok I'll get someone to approve and apply after lunch. cheers"),
        ],
        "facts": [
            fact("meter-serverless", "meter-svc's Redis moves to ElastiCache Serverless (Redis 7, 'meter-prod'), "
                                     "chosen over smaller t4g nodes and Redis in EKS; about $129 vs $331 a month.",
                 "decision", "user", ["ElastiCache Serverless", "meter"]),
            fact("usage-limits", "The serverless meter cache has usage limits of 5 GB data storage and 20000 ECPU "
                                 "per second.",
                 "config", "assistant", ["5 GB", "20000"]),
            fact("atlantis-only", "Standing rule: prod Terraform changes go only through the Atlantis pipeline on "
                                  "the PR; never terraform apply for prod from a laptop.",
                 "rule", "user", ["Atlantis", "laptop"], remember=True),
            fact("redis-url-ssm", "meter-svc reads the Redis address from the SSM parameter "
                                  "/meter-svc/prod/REDIS_URL; the cutover is a change of REDIS_URL.",
                 "config", "assistant", ["/meter-svc/prod/REDIS_URL"]),
        ],
        "optional": [
            opt("old-group", "The old r7g.large replication group stays a week after the cutover.", ["r7g.large"]),
        ],
        "questions": [
            q("What does meter-svc's Redis run on now?", "ElastiCache Serverless", ["meter-serverless"]),
            q("How are Terraform changes to prod applied?", "the Atlantis pipeline on the PR; no terraform "
                                                            "apply from a laptop", ["atlantis-only"]),
            q("What usage limits does the meter cache have?", "5 GB data storage and 20000 ECPU per second",
              ["usage-limits"]),
        ],
    },
]
