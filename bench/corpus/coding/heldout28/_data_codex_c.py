"""h65 Codex sessions, part c (Norrfjäll Resorts).

snowmaker-dash (Chidi): slow overview page fixed with a continuous aggregate. skidskola (Funmi): overbooked kids'
groups; releasing the booking fix and the instructor import."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

SNOW = "/home/chidi/projects/snowmaker-dash"
SKOLA = "/home/funmi/work/skidskola"

# --------------------------------------------------------------------------------------------------
# h65-cx-snow-timescale
# --------------------------------------------------------------------------------------------------

_D_TELEMETRY = """                       Table "public.telemetry"
   Column   |           Type           | Collation | Nullable | Default
------------+--------------------------+-----------+----------+---------
 station_id | text                     |           | not null |
 time       | timestamp with time zone |           | not null |
 temp_c     | real                     |           |          |
 rh_pct     | real                     |           |          |
 wind_ms    | real                     |           |          |
Indexes:
    "telemetry_station_time_idx" btree (station_id, "time" DESC)
    "telemetry_time_idx" btree ("time" DESC)
Triggers:
    ts_insert_blocker BEFORE INSERT ON telemetry FOR EACH ROW EXECUTE FUNCTION _timescaledb_functions.insert_blocker()
Number of child tables: 94 (Use \\d+ to list them.)

 extversion
------------
 2.17.2
"""

_EXPLAIN_SLOW = """                                                                         QUERY PLAN
--------------------------------------------------------------------------------------------------------------------------------------------------------------
 Sort  (cost=1204519.88..1204521.38 rows=600 width=52) (actual time=9012.441..9012.602 rows=32256 loops=1)
   Sort Key: telemetry.station_id, (time_bucket('00:05:00'::interval, telemetry."time"))
   Sort Method: quicksort  Memory: 3391kB
   ->  HashAggregate  (cost=1204482.10..1204492.20 rows=600 width=52) (actual time=8930.118..8979.036 rows=32256 loops=1)
         Group Key: telemetry.station_id, time_bucket('00:05:00'::interval, telemetry."time")
         Batches: 1  Memory Usage: 6929kB
         ->  Custom Scan (ChunkAppend) on telemetry  (cost=0.43..1142871.31 rows=8214772 width=24) (actual time=0.061..6120.913 rows=19354880 loops=1)
               Chunks excluded during startup: 0
               ->  Seq Scan on _hyper_3_88_chunk  (cost=0.00..162814.20 rows=1173540 width=24) (actual time=0.030..801.442 rows=2764800 loops=1)
                     Filter: ("time" > (now() - '7 days'::interval))
               ->  Seq Scan on _hyper_3_89_chunk  (cost=0.00..162814.20 rows=1173540 width=24) (actual time=0.027..812.115 rows=2764800 loops=1)
                     Filter: ("time" > (now() - '7 days'::interval))
               ->  Seq Scan on _hyper_3_90_chunk  (cost=0.00..162814.20 rows=1173540 width=24) (actual time=0.029..808.770 rows=2764800 loops=1)
                     Filter: ("time" > (now() - '7 days'::interval))
               ->  Seq Scan on _hyper_3_91_chunk  (cost=0.00..162814.20 rows=1173540 width=24) (actual time=0.026..805.398 rows=2764800 loops=1)
                     Filter: ("time" > (now() - '7 days'::interval))
               ->  Seq Scan on _hyper_3_92_chunk  (cost=0.00..162814.20 rows=1173540 width=24) (actual time=0.031..799.006 rows=2764800 loops=1)
                     Filter: ("time" > (now() - '7 days'::interval))
               ->  Seq Scan on _hyper_3_93_chunk  (cost=0.00..162814.20 rows=1173540 width=24) (actual time=0.028..803.261 rows=2764800 loops=1)
                     Filter: ("time" > (now() - '7 days'::interval))
               ->  Index Scan using _hyper_3_94_chunk_telemetry_time_idx on _hyper_3_94_chunk  (cost=0.43..1642.77 rows=1173540 width=24) (actual time=0.040..801.117 rows=2764800 loops=1)
                     Index Cond: ("time" > (now() - '7 days'::interval))
 Planning Time: 14.220 ms
 Execution Time: 9013.881 ms
(24 rows)
"""

_EXPLAIN_FAST = """                                                                    QUERY PLAN
-------------------------------------------------------------------------------------------------------------------------------------------
 Sort  (cost=2790.44..2871.08 rows=32256 width=52) (actual time=131.902..138.417 rows=32256 loops=1)
   Sort Key: _materialized_hypertable_7.station_id, _materialized_hypertable_7.bucket
   ->  Custom Scan (ChunkAppend) on _materialized_hypertable_7  (cost=0.29..1402.58 rows=32256 width=52) (actual time=0.049..41.770 rows=32256 loops=1)
         Chunks excluded during startup: 12
         ->  Index Scan using _hyper_7_301_chunk__materialized_hypertable_7_bucket_idx on _hyper_7_301_chunk  (actual time=0.041..20.339 rows=16128 loops=1)
               Index Cond: (bucket > (now() - '7 days'::interval))
         ->  Index Scan using _hyper_7_302_chunk__materialized_hypertable_7_bucket_idx on _hyper_7_302_chunk  (actual time=0.038..19.701 rows=16128 loops=1)
               Index Cond: (bucket > (now() - '7 days'::interval))
 Planning Time: 3.104 ms
 Execution Time: 140.226 ms
(10 rows)
"""

_MIGRATION = """-- migrate:up
CREATE MATERIALIZED VIEW telemetry_5m
WITH (timescaledb.continuous) AS
SELECT station_id,
       time_bucket('5 minutes', time) AS bucket,
       avg(temp_c)  AS temp_c,
       avg(rh_pct)  AS rh_pct,
       max(wind_ms) AS wind_max_ms
FROM telemetry
GROUP BY station_id, bucket
WITH NO DATA;

SELECT add_continuous_aggregate_policy('telemetry_5m',
  start_offset      => INTERVAL '3 hours',
  end_offset        => INTERVAL '5 minutes',
  schedule_interval => INTERVAL '5 minutes');

SELECT add_retention_policy('telemetry', INTERVAL '30 days');
SELECT add_retention_policy('telemetry_5m', INTERVAL '2 years');

-- migrate:down
SELECT remove_retention_policy('telemetry_5m');
SELECT remove_retention_policy('telemetry');
DROP MATERIALIZED VIEW telemetry_5m;
"""

_DBMATE_UP = """Applying: 20261113104500_telemetry_5m.sql
Applied: 20261113104500_telemetry_5m.sql in 2m14.337s
Writing: ./db/schema.sql
$ psql "$SNOWDASH_STAGING" -c "CALL refresh_continuous_aggregate('telemetry_5m', now() - interval '30 days', now() - interval '5 minutes')"
CALL
"""

S_TIMESCALE = {
    "id": "h65-cx-snow-timescale",
    "project": SNOW,
    "start": datetime(2026, 11, 13, 10, 10, 0),
    "about": "9-second overview page: missing-index guess refuted by \\d, long EXPLAIN plans, continuous aggregate "
             "and retention; a remember-request tucked into the same message as an unrelated SQL question",
    "steps": [
        ("user", "the overview page is taking like 9 seconds to load since we added the 7 day chart. abeg check what is "
                 "going on. the query is in src/api/overview.ts"),
        shell("sed -n '/const SQL/,/`;/p' src/api/overview.ts",
              "const SQL = `\n  SELECT station_id, time_bucket('5 minutes', time) AS bucket,\n         avg(temp_c) AS "
              "temp_c, avg(rh_pct) AS rh_pct, max(wind_ms) AS wind_max_ms\n  FROM telemetry\n  WHERE time > now() - "
              "interval '7 days'\n  GROUP BY station_id, bucket\n  ORDER BY station_id, bucket`;"),
        ("assistant", "It aggregates 7 days of raw 30-second telemetry for every station on each page load. My first "
                      "guess is a missing index on `time` so it can't skip old chunks — let me check the table."),
        shell("psql \"$SNOWDASH_STAGING\" -c '\\d telemetry' -c \"select extversion from pg_extension where "
              "extname='timescaledb'\"", _D_TELEMETRY),
        ("assistant", "The indexes are there (`(station_id, time DESC)` and `(time DESC)`), so that's not it. Let me look "
                      "at the actual plan."),
        shell("psql \"$SNOWDASH_STAGING\" -c \"EXPLAIN ANALYZE $(node -e 'console.log(require(\"./dist/api/overview.js\").SQL)')\"",
              _EXPLAIN_SLOW),
        ("assistant", "The plan is honest work, just too much of it: 7 days of data is ~19.4 million rows (30 stations × "
                      "every 30 s), and the chunks inside the window are almost entirely read — an index can't help when "
                      "you need every row. 6 of the 7 seconds are the scan, the rest is the hash aggregate.\n\nThe "
                      "TimescaleDB answer is a **continuous aggregate**: keep `telemetry_5m` (5-minute buckets per "
                      "station) materialised and refreshed in the background, and let the page read that — 32 256 rows "
                      "for 7 days instead of 19 million. While we're at it: raw telemetry has no retention at all yet "
                      "(94 chunks, back to last winter). I'd keep raw data 30 days and the 5-minute aggregate 2 years, "
                      "which is what the 7-day chart and the season comparisons need."),
        ("user", "ok go. 30 days raw is fine, nobody looks at 30 second data from last month"),
        shell("cat > db/migrations/20261113104500_telemetry_5m.sql <<'EOF'\n...\nEOF\ncat "
              "db/migrations/20261113104500_telemetry_5m.sql", _MIGRATION),
        shell("DATABASE_URL=\"$SNOWDASH_STAGING\" dbmate up && ...", _DBMATE_UP),
        shell("sed -i \"s/FROM telemetry$/FROM telemetry_5m/; s/time_bucket('5 minutes', time) AS bucket/bucket/\" "
              "src/api/overview.ts && psql \"$SNOWDASH_STAGING\" -c \"EXPLAIN ANALYZE ...\"", _EXPLAIN_FAST),
        ("assistant", "From 9 014 ms to 140 ms on staging. The chart now reads `telemetry_5m`; the policy refreshes the "
                      "last 3 hours every 5 minutes, so the newest bucket is at most ~10 minutes behind. The live "
                      "station cards still read raw telemetry, so they're unaffected."),
        ("user", "nice!! 140ms. btw what is the difference between interval '7 days' and make_interval(days => 7), "
                 "just curious. also remember that prod db changes go only through dbmate migrations in db/migrations, "
                 "nobody runs psql against prod by hand, not even me. ok?"),
        ("assistant", "OK — prod schema changes only as dbmate migrations in `db/migrations`, never by hand with psql; "
                      "I'll stick to that.\n\nOn the question: `interval '7 days'` is a literal parsed from a string, "
                      "`make_interval(days => 7)` builds the same value from numbers. The result is identical; "
                      "`make_interval` is handier when the number comes from a parameter "
                      "(`make_interval(days => $1)`) because you don't have to build the string. For TimescaleDB chunk "
                      "exclusion both behave the same."),
        ("user", "ah ok. push it, I'll do prod with dbmate after lunch"),
        shell("git add db/migrations/20261113104500_telemetry_5m.sql db/schema.sql src/api/overview.ts && git commit -m "
              "'overview: read 7-day chart from telemetry_5m continuous aggregate; retention 30d raw / 2y aggregate' && "
              "git push",
              "[main 3a8e1f6] overview: read 7-day chart from telemetry_5m continuous aggregate; retention 30d raw / 2y "
              "aggregate\n 3 files changed, 41 insertions(+), 3 deletions(-)\n create mode 100644 "
              "db/migrations/20261113104500_telemetry_5m.sql\nTo git.norrfjall.internal:snow/snowmaker-dash.git\n"
              "   b91d0e2..3a8e1f6  main -> main"),
        ("assistant", "Pushed. For prod: `DATABASE_URL=<prod> dbmate up`, then one manual "
                      "`refresh_continuous_aggregate` for the last 30 days (the view was created `WITH NO DATA`) — "
                      "that's a `CALL`, not a schema change, but if you'd rather I can add it to the migration."),
        ("user", "put it in the migration, then no psql at all"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: db/migrations/20261113104500_telemetry_5m.sql\n@@\n"
              "+-- migrate:up transaction:false\n+CALL refresh_continuous_aggregate('telemetry_5m', now() - interval "
              "'30 days', now() - interval '5 minutes');\n*** End Patch\nEOF && git commit -am 'telemetry_5m: initial "
              "refresh in migration' && git push",
              "Success. Updated the following files:\nM db/migrations/20261113104500_telemetry_5m.sql\n"
              "[main 0c4d7b2] telemetry_5m: initial refresh in migration\n 1 file changed, 3 insertions(+)\n"
              "   3a8e1f6..0c4d7b2  main -> main"),
    ],
    "facts": [
        fact("cagg",
             "The overview's 7-day chart was slow (9 s, 19 million raw rows scanned); it now reads the continuous "
             "aggregate telemetry_5m (140 ms). A missing index was not the cause.",
             "bugfix", "assistant", ["telemetry_5m", "continuous aggregate"]),
        fact("retention",
             "Raw telemetry is kept 30 days and the telemetry_5m aggregate 2 years (retention policies).",
             "config", "user", ["30 days", "2 years"]),
        fact("dbmate",
             "Prod database changes go only through dbmate migrations in db/migrations; nobody runs psql against prod "
             "by hand.",
             "rule", "user", ["dbmate"], remember=True),
    ],
    "optional": [
        opt("refresh-policy", "telemetry_5m refreshes the last 3 hours every 5 minutes.", ["3 hours", "5 minutes"]),
        opt("timescale-version", "TimescaleDB is 2.17.2.", ["2.17.2"]),
    ],
    "questions": [
        q("Why was the overview page slow and what fixed it?", "19 million raw rows; continuous aggregate "
          "telemetry_5m", ["cagg"]),
        q("How long is raw telemetry kept?", "30 days raw, telemetry_5m 2 years", ["retention"]),
        q("How are prod database changes applied?", "dbmate migrations in db/migrations, never psql by hand", ["dbmate"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cx-skola-overbooking
# --------------------------------------------------------------------------------------------------

_BOOKINGS_SQL = """ lesson_id |        title         | capacity | booked |         first_booking         |          last_booking
-----------+----------------------+----------+--------+-------------------------------+-------------------------------
      4471 | Barn nivå 1 HSJ sön  |        8 |     10 | 2026-11-08 19:00:00.412+01    | 2026-11-08 19:00:01.138+01
(1 row)

 booking_id | parent_id |          inserted_at          | lesson_id
------------+-----------+-------------------------------+-----------
      90112 |      3301 | 2026-11-08 19:00:00.412+01    |      4471
      90113 |      5120 | 2026-11-08 19:00:00.419+01    |      4471
      90115 |      2874 | 2026-11-08 19:00:00.433+01    |      4471
      90118 |      6093 | 2026-11-08 19:00:00.467+01    |      4471
      90121 |      1188 | 2026-11-08 19:00:00.502+01    |      4471
      90122 |      4420 | 2026-11-08 19:00:00.503+01    |      4471
      90124 |      3917 | 2026-11-08 19:00:00.611+01    |      4471
      90125 |      7002 | 2026-11-08 19:00:00.612+01    |      4471
      90126 |      2230 | 2026-11-08 19:00:00.612+01    |      4471
      90131 |      5586 | 2026-11-08 19:00:01.138+01    |      4471
(10 rows)
"""

_BOOKINGS_EX = """    18	  def book(%Lesson{} = lesson, %Child{} = child, %Parent{} = parent) do
    19	    booked = Repo.aggregate(from(b in Booking, where: b.lesson_id == ^lesson.id), :count)
    20	
    21	    if booked >= lesson.capacity do
    22	      {:error, :full}
    23	    else
    24	      %Booking{}
    25	      |> Booking.changeset(%{lesson_id: lesson.id, child_id: child.id, parent_id: parent.id})
    26	      |> Repo.insert()
    27	    end
    28	  end
"""

_MIX_RACE_FAIL = """Running ExUnit with seed: 90211, max_cases: 16

  1) test book/3 never exceeds capacity under concurrent bookings (Skidskola.BookingsTest)
     test/skidskola/bookings_test.exs:64
     Assertion with <= failed
     code:  assert Repo.aggregate(Booking, :count) <= 8
     left:  13
     right: 8
     stacktrace:
       test/skidskola/bookings_test.exs:79: (test)

...............................................................................
Finished in 4.1 seconds (1.3s async, 2.8s sync)
80 tests, 1 failure
"""

_MIX_RACE_OK = """Running ExUnit with seed: 18833, max_cases: 16

................................................................................
Finished in 4.3 seconds (1.3s async, 3.0s sync)
81 tests, 0 failures
"""

_CONFIG_CAP = """config :skidskola, Skidskola.Lessons,
  capacity_per_instructor: %{kids_group: 10, adult_group: 6, private: 3}
$ git log -1 --format='%h %an %ad %s' --date=short -S'kids_group: 10' -- config/config.exs
e3f90a1 Funmi 2026-10-02 lesson capacities for the new season (TODO confirm kids)
$ grep -n OpenNextWeek config/config.exs
31:       {"0 19 * * 0", Skidskola.Lessons.OpenNextWeek}
"""

S_OVERBOOK = {
    "id": "h65-cx-skola-overbooking",
    "project": SKOLA,
    "start": datetime(2026, 11, 11, 8, 45, 0),
    "about": "kids' group overbooked: double-submit guess first, real cause a count-then-insert race at the Sunday "
             "19:00 booking opening; row lock fix; a wrong capacity in config corrected; polite Nigerian English",
    "steps": [
        ("user", "Good morning. We have a problem o. Sunday group 'Barn nivå 1' at Hemsjö had 10 kids booked, the "
                 "max is 8. Two parents complained the instructor was overwhelmed and one child cried the whole lesson. "
                 "Kindly check how that happened."),
        shell("psql \"$SKOLA_RO\" -c \"select l.id lesson_id, l.title, l.capacity, count(b.id) booked, min(b.inserted_at) "
              "first_booking, max(b.inserted_at) last_booking from lessons l join bookings b on b.lesson_id=l.id where "
              "l.id=4471 group by l.id\" -c \"select id booking_id, parent_id, inserted_at, lesson_id from bookings where "
              "lesson_id=4471 order by inserted_at\"", _BOOKINGS_SQL),
        ("assistant", "All 10 bookings came in within about 0.7 seconds, right at 19:00:00 on Sunday. My first thought "
                      "is a double submit from the LiveView form — the Book button has no `phx-disable-with`, so an "
                      "impatient double click sends two events. I'll add that."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: lib/skidskola_web/live/lesson_live/book.html.heex\n"
              "@@\n-  <.button type=\"submit\">Boka</.button>\n+  <.button type=\"submit\" phx-disable-with=\"Bokar...\">"
              "Boka</.button>\n*** End Patch\nEOF", "Success. Updated the following files:\n"
              "M lib/skidskola_web/live/lesson_live/book.html.heex"),
        ("assistant", "Looking at the rows again, though, a double click doesn't explain it: all 10 bookings have "
                      "**different** parent ids. So it's not one parent clicking twice — it's ten parents at the same "
                      "moment. Let me read `book/3`."),
        shell("nl -ba lib/skidskola/bookings.ex | sed -n 18,28p", _BOOKINGS_EX),
        ("assistant", "That's the bug: count-then-insert with nothing in between. When bookings open, a dozen requests "
                      "each count 7 (or fewer), each sees a free place, and each inserts. Let me prove it with a test "
                      "that books 20 children concurrently into a lesson with capacity 8."),
        shell("mix test test/skidskola/bookings_test.exs", _MIX_RACE_FAIL),
        ("assistant", "13 bookings for 8 places. Fix: do it in `Repo.transaction` and lock the lesson row first with "
                      "`SELECT ... FOR UPDATE` (`lock: \"FOR UPDATE\"` in Ecto). Concurrent bookings for the *same* "
                      "lesson then queue behind each other for a few milliseconds; other lessons are not affected."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: lib/skidskola/bookings.ex\n@@\n-  def book(%Lesson{} "
              "= lesson, %Child{} = child, %Parent{} = parent) do\n-    booked = Repo.aggregate(...)\n+  def book(%Lesson{id: "
              "id}, %Child{} = child, %Parent{} = parent) do\n+    Repo.transaction(fn ->\n+      lesson = Repo.one!(from l in "
              "Lesson, where: l.id == ^id, lock: \"FOR UPDATE\")\n+      booked = Repo.aggregate(from(b in Booking, where: "
              "b.lesson_id == ^id), :count)\n...\n*** End Patch\nEOF && mix test",
              "Success. Updated the following files:\nM lib/skidskola/bookings.ex\n" + _MIX_RACE_OK),
        ("assistant", "Fixed: 20 concurrent bookings now give exactly 8 and 12 `{:error, :full}`. One more thing: the "
                      "lesson had capacity 8 in the database, but I want to check where capacities come from."),
        shell("grep -n -A1 'capacity_per_instructor' config/config.exs; ...", _CONFIG_CAP),
        ("assistant", "The config says `kids_group: 10` with a TODO from October. Lesson 4471 was created by hand with 8, "
                      "but every generated kids' group gets 10. What are the right numbers?"),
        ("user", "Ehn, that TODO. Kids groups are max 8 per instructor, adults group max 6 per instructor, private "
                 "1 to 3. The 10 was from last year's price list, it's wrong. Kindly fix it and check the other Sunday "
                 "groups too. And the phx-disable-with is fine to keep, it doesn't hurt."),
        shell("sed -i 's/kids_group: 10/kids_group: 8/' config/config.exs && mix run -e 'Skidskola.Lessons.recheck_capacity()'",
              "lessons with kids_group capacity 10 -> 8: 37\nlessons now over capacity: 2\n"
              "  4502 Barn nivå 2 TJL sön  booked 9 / 8\n  4518 Barn nivå 1 BJA lör  booked 9 / 8"),
        ("assistant", "Capacity fixed in config and 37 future kids' groups corrected to 8. Two already have 9 booked "
                      "(4502 Tjärnliden, 4518 Björnåsen) — I haven't cancelled anything; the ski school will want to "
                      "either add an instructor or call one family."),
        ("user", "Thank you, I will send those two to Sofia. When do the bookings open again, Sunday 19:00 same as always? "
                 "I want to watch the logs this time."),
        ("assistant", "Yes — `Skidskola.Lessons.OpenNextWeek` runs from Oban cron `0 19 * * 0`, so next week's lessons "
                      "open for booking every Sunday at 19:00."),
        ("user", "Well done. Please push."),
        shell("git add -A && git commit -m 'bookings: lock lesson row FOR UPDATE when booking; kids groups max 8' && git push",
              "[main 7d2c5e9] bookings: lock lesson row FOR UPDATE when booking; kids groups max 8\n 4 files changed, "
              "52 insertions(+), 9 deletions(-)\nTo git.norrfjall.internal:skidskola/skidskola.git\n"
              "   c01a8b3..7d2c5e9  main -> main"),
    ],
    "facts": [
        fact("race",
             "Kids' groups were overbooked by a count-then-insert race when bookings open; book/3 now locks the lesson "
             "row with FOR UPDATE inside Repo.transaction. A double submit was not the cause.",
             "bugfix", "assistant", ["FOR UPDATE"]),
        fact("capacities",
             "Capacities: kids groups max 8 per instructor, adult groups max 6, private 1 to 3 (the 10 in config was "
             "wrong).",
             "config", "user", ["8 per instructor", "6 per instructor"]),
        fact("booking-opens",
             "Next week's lessons open for booking every Sunday at 19:00 (OpenNextWeek, Oban cron 0 19 * * 0).",
             "config", "assistant", ["Sunday", "19:00"]),
    ],
    "optional": [
        opt("disable-with", "The Book button keeps phx-disable-with.", ["phx-disable-with"]),
        opt("two-over", "Lessons 4502 and 4518 were left at 9 of 8 for Sofia to resolve.", ["4502", "4518"]),
    ],
    "questions": [
        q("How was overbooking of group lessons fixed?", "lock the lesson row FOR UPDATE in Repo.transaction", ["race"]),
        q("How many kids per instructor in a kids' group?", "max 8 per instructor; adults 6", ["capacities"]),
        q("When do next week's lessons open for booking?", "Sunday 19:00", ["booking-opens"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cx-skola-release
# --------------------------------------------------------------------------------------------------

_README_DEPLOY = """## Deploy

Images go to `registry.norrfjall.internal/skidskola/skidskola:<git sha>`; the Helm chart is in `deploy/chart`.

    make release ENV=staging   # build mix release, docker build+push, helm upgrade in namespace skidskola-staging
    make release ENV=prod      # same, namespace skidskola-prod, asks for confirmation

Migrations run as a Helm pre-upgrade hook (`bin/skidskola eval Skidskola.Release.migrate`).
Secrets are SealedSecrets in `deploy/k8s/<env>/`.
"""

_RELEASE_STAGING = """==> mix release skidskola (MIX_ENV=prod)
* assembling skidskola-0.14.0 on MIX_ENV=prod
Release created at _build/prod/rel/skidskola
==> docker build -t registry.norrfjall.internal/skidskola/skidskola:7d2c5e9f .
#14 naming to registry.norrfjall.internal/skidskola/skidskola:7d2c5e9f done
==> docker push registry.norrfjall.internal/skidskola/skidskola:7d2c5e9f
7d2c5e9f: digest: sha256:4be1c0a9d2f37e8b6c5a1d0e9f8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a size: 2207
==> helm upgrade --install skidskola deploy/chart -n skidskola-staging -f deploy/chart/values-staging.yaml --set image.tag=7d2c5e9f --wait --timeout 5m
Error: UPGRADE FAILED: context deadline exceeded
make: *** [Makefile:41: release] Error 1
$ kubectl -n skidskola-staging get pods
NAME                          READY   STATUS             RESTARTS      AGE
skidskola-5f7d9c8b6-2kq4m     0/1     CrashLoopBackOff   5 (41s ago)   5m12s
skidskola-6b44f7d5c9-x8wzn    1/1     Running            0             15d
skidskola-migrate-7d2c5e9f    0/1     Completed          0             5m20s
$ kubectl -n skidskola-staging logs skidskola-5f7d9c8b6-2kq4m --previous | tail -12
10:14:07.551 [notice] Application skidskola exited: exited in: Skidskola.Application.start(:normal, [])
    ** (EXIT) an exception was raised:
        ** (RuntimeError) environment variable SMS_API_KEY is missing.
Set it in the release environment; the booking confirmation SMS cannot be sent without it.

            (skidskola 0.14.0) config/runtime.exs:58: (file)
            (elixir 1.17.3) lib/config/reader.ex:84: Config.Reader.read!/2
Kernel pid terminated (application_controller) ("{application_start_failure,skidskola,...}")
"""

_GREP_SMS = """config/runtime.exs:55:  # SMS confirmations (booking, change, cancellation). Added 2026-11-12, see PR #88.
config/runtime.exs:56:  config :skidskola, Skidskola.Sms,
config/runtime.exs:57:    api_key:
config/runtime.exs:58:      System.get_env("SMS_API_KEY") ||
config/runtime.exs:59:        raise "environment variable SMS_API_KEY is missing. ..."
deploy/k8s/prod/sealed-sms.yaml:9:    SMS_API_KEY: AgBy3i4OJSWK+PiTySYZZA1rO43cGDEq...
$ ls deploy/k8s/staging/
sealed-db.yaml  sealed-secret-key-base.yaml
"""

_RELEASE_STAGING_OK = """==> helm upgrade --install skidskola deploy/chart -n skidskola-staging -f deploy/chart/values-staging.yaml --set image.tag=7d2c5e9f --wait --timeout 5m
Release "skidskola" has been upgraded. Happy Helming!
NAME: skidskola
NAMESPACE: skidskola-staging
STATUS: deployed
REVISION: 31
$ kubectl -n skidskola-staging get pods
NAME                          READY   STATUS      RESTARTS   AGE
skidskola-7c9e1d4f8-q2m7t     1/1     Running     0          58s
skidskola-migrate-7d2c5e9f    0/1     Completed   0          1m40s
"""

_RELEASE_PROD = """==> helm upgrade --install skidskola deploy/chart -n skidskola-prod -f deploy/chart/values-prod.yaml --set image.tag=7d2c5e9f --wait --timeout 5m
Release "skidskola" has been upgraded. Happy Helming!
NAME: skidskola
NAMESPACE: skidskola-prod
STATUS: deployed
REVISION: 58
$ kubectl -n skidskola-prod get pods
NAME                          READY   STATUS      RESTARTS   AGE
skidskola-84d6b2a7e-7fqvn     1/1     Running     0          1m03s
skidskola-84d6b2a7e-tt5lm     1/1     Running     0          41s
skidskola-migrate-7d2c5e9f    0/1     Completed   0          1m52s
$ date
Thu Nov 26 10:52:18 CET 2026
"""

S_RELEASE = {
    "id": "h65-cx-skola-release",
    "project": SKOLA,
    "start": datetime(2026, 11, 26, 9, 55, 0),
    "about": "release of the booking fix and instructor import: staging crash loop from a missing SMS_API_KEY secret; "
             "a 'going forward' deploy-days rule given mid-session; prod on a Thursday morning",
    "steps": [
        ("user", "Good morning! We need to release the booking fix and the instructor import before the weekend. How do "
                 "we deploy again? It's been a while."),
        shell("sed -n '/^## Deploy/,/^## /p' README.md", _README_DEPLOY),
        ("assistant", "From the README: `make release ENV=staging`, check, then `make release ENV=prod`. It builds the mix "
                      "release, pushes `registry.norrfjall.internal/skidskola/skidskola:<git sha>` and runs "
                      "`helm upgrade`; migrations run as a pre-upgrade hook. Starting with staging."),
        shell("make release ENV=staging; kubectl -n skidskola-staging get pods; kubectl -n skidskola-staging logs "
              "skidskola-5f7d9c8b6-2kq4m --previous | tail -12", _RELEASE_STAGING),
        ("assistant", "Staging is crash-looping: `config/runtime.exs` raises because `SMS_API_KEY` is not set. The old "
                      "pod is still serving, so staging users see nothing. Let me see where that variable comes from."),
        shell("grep -rn 'SMS_API_KEY' config/ deploy/; echo '$ ls deploy/k8s/staging/'; ls deploy/k8s/staging/", _GREP_SMS),
        ("assistant", "Root cause: the SMS confirmations (PR #88, 12 Nov) made `SMS_API_KEY` mandatory at boot in "
                      "`config/runtime.exs`. Prod got a SealedSecret `deploy/k8s/prod/sealed-sms.yaml`, staging never "
                      "did. Options: add a staging secret with the SMS provider's **test** key, or make the key optional "
                      "in staging and log SMS instead of sending. A staging test key is closest to prod."),
        ("user", "Use the test key, it's in the vault under skidskola/staging/sms. And while we are at it: going forward, "
                 "no prod deploys Friday to Sunday. Those are our busiest booking days and if something breaks nobody is "
                 "around. Monday to Thursday only, and before 14:00 so we have the afternoon to watch it."),
        ("assistant", "Understood — prod deploys for skidskola only Monday to Thursday, before 14:00; never Friday to "
                      "Sunday. Today is Thursday and it's just after 10, so we're fine. Creating the staging secret."),
        shell("vault kv get -field=api_key secret/skidskola/staging/sms | kubectl create secret generic skidskola-sms "
              "-n skidskola-staging --dry-run=client --from-file=SMS_API_KEY=/dev/stdin -o yaml | kubeseal --format yaml "
              "> deploy/k8s/staging/sealed-sms.yaml && kubectl apply -f deploy/k8s/staging/sealed-sms.yaml && "
              "make release ENV=staging 2>&1 | tail -12",
              "sealedsecret.bitnami.com/skidskola-sms created\n" + _RELEASE_STAGING_OK),
        ("assistant", "Staging is up on `7d2c5e9f`. Quick checks there: booking a kids' group to full returns \"full\" "
                      "for the 9th child, and the instructor import ran manually with Sofia's sample file without "
                      "personnummer anywhere in the logs."),
        ("user", "Perfect. Go to prod."),
        shell("yes | make release ENV=prod 2>&1 | tail -12; date", _RELEASE_PROD),
        ("assistant", "Prod is on `7d2c5e9f` (revision 58), both pods running, migration job completed, at 10:52 on a "
                      "Thursday.\n\nSummary:\n- Deploy: `make release ENV=staging`, then `make release ENV=prod` (Helm, "
                      "image tag = git sha).\n- Staging crash loop: `SMS_API_KEY` is required by `config/runtime.exs` "
                      "since the SMS confirmations; staging now has `deploy/k8s/staging/sealed-sms.yaml` with the test "
                      "key from vault `skidskola/staging/sms`.\n- Prod deploys: Monday to Thursday before 14:00 only."),
        ("user", "Thank you so much, enjoy your day!"),
    ],
    "facts": [
        fact("deploy-cmd",
             "skidskola is deployed with make release ENV=staging and then make release ENV=prod (mix release, image "
             "tagged with the git sha, helm upgrade; migrations as a pre-upgrade hook).",
             "config", "assistant", ["make release", "ENV=prod"]),
        fact("sms-key",
             "Staging crash-looped because config/runtime.exs requires SMS_API_KEY since the SMS confirmations and "
             "staging had no secret; fixed with deploy/k8s/staging/sealed-sms.yaml holding the SMS provider's test key.",
             "bugfix", "assistant", ["SMS_API_KEY", "sealed-sms.yaml"]),
        fact("deploy-days",
             "Prod deploys only Monday to Thursday before 14:00, never Friday to Sunday (busiest booking days, nobody "
             "around if it breaks).",
             "rule", "user", ["Friday", "14:00"], remember=True),
    ],
    "optional": [
        opt("registry", "Images go to registry.norrfjall.internal/skidskola/skidskola:<git sha>.",
            ["registry.norrfjall.internal/skidskola/skidskola"]),
        opt("vault-path", "The staging SMS test key is in vault under skidskola/staging/sms.", ["skidskola/staging/sms"]),
    ],
    "questions": [
        q("How do we deploy skidskola to prod?", "make release ENV=prod after ENV=staging", ["deploy-cmd"]),
        q("Why did the staging release crash-loop?", "SMS_API_KEY missing, required by runtime.exs; staging "
          "sealed-sms.yaml secret", ["sms-key"]),
        q("On which days may we deploy to prod?", "Monday to Thursday before 14:00, not Friday to Sunday", ["deploy-days"]),
    ],
}

SESSIONS = [S_TIMESCALE, S_OVERBOOK, S_RELEASE]
