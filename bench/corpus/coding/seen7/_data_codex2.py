"""Codex sessions of the h7 split, part two."""

from __future__ import annotations

from datetime import datetime

from _data_codex import sh
from _helpers import fact, opt, q

ROOM_TRACE = """FATAL EXCEPTION: arch_disk_io_0
Process: org.fieldlog.app, PID: 18822
java.lang.IllegalStateException: Migration didn't properly handle: samples(org.fieldlog.data.SampleEntity).
 Expected:
TableInfo{name='samples', columns={id=Column{name='id', type='INTEGER', affinity='3', notNull=true, primaryKeyPosition=1, defaultValue='undefined'}, site_id=Column{name='site_id', type='INTEGER', affinity='3', notNull=true, primaryKeyPosition=0, defaultValue='undefined'}, depth_cm=Column{name='depth_cm', type='INTEGER', affinity='3', notNull=true, primaryKeyPosition=0, defaultValue='undefined'}, lithology=Column{name='lithology', type='TEXT', affinity='2', notNull=false, primaryKeyPosition=0, defaultValue='undefined'}}, foreignKeys=[], indices=[]}
 Found:
TableInfo{name='samples', columns={id=Column{name='id', type='INTEGER', affinity='3', notNull=true, primaryKeyPosition=1, defaultValue='undefined'}, site_id=Column{name='site_id', type='INTEGER', affinity='3', notNull=true, primaryKeyPosition=0, defaultValue='undefined'}, depth_cm=Column{name='depth_cm', type='INTEGER', affinity='3', notNull=false, primaryKeyPosition=0, defaultValue='undefined'}, lithology=Column{name='lithology', type='TEXT', affinity='2', notNull=false, primaryKeyPosition=0, defaultValue='undefined'}}, foreignKeys=[], indices=[]}
\tat androidx.room.RoomOpenHelper.onUpgrade(RoomOpenHelper.kt:103)
\tat androidx.sqlite.db.framework.FrameworkSQLiteOpenHelper$OpenHelper.onUpgrade(FrameworkSQLiteOpenHelper.kt:253)
\tat android.database.sqlite.SQLiteOpenHelper.getDatabaseLocked(SQLiteOpenHelper.java:417)
\tat android.database.sqlite.SQLiteOpenHelper.getWritableDatabase(SQLiteOpenHelper.java:317)
\tat org.fieldlog.data.SampleDao_Impl.observeForSite(SampleDao_Impl.kt:211)
\tat kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)"""

KOTLIN = {
    "id": "h7-cx-fieldlog-room",
    "project": "/home/dev/fieldlog-android",
    "start": datetime(2026, 10, 17, 13, 0, 0),
    "about": "Kotlin Android offline logbook: Room migration 4->5 crash (nullable vs NOT NULL column, DEFAULT fix), "
             "a rejected destructive fallback as a 'going forward' rule, schema export + migration tests accepted",
    "steps": [
        ("user", "Beta testers crash on launch after updating to 1.9.0 (db version 5). Fresh installs fine. "
                 "Trace from Play console:\n\n" + ROOM_TRACE),
        ("tool", "shell", sh("grep -n -A6 'MIGRATION_4_5' app/src/main/java/org/fieldlog/data/Migrations.kt"),
         "14:val MIGRATION_4_5 = object : Migration(4, 5) {\n15:    override fun migrate(db: SupportSQLiteDatabase) {\n"
         "16:        db.execSQL(\"ALTER TABLE samples ADD COLUMN depth_cm INTEGER\")\n17:    }\n18:}"),
        ("assistant", "The entity declares `depthCm: Int` (non-null), so Room expects `depth_cm INTEGER NOT "
                      "NULL`, but `MIGRATION_4_5` adds the column without `NOT NULL`. Room validates the schema "
                      "after migrating, sees `notNull=false` vs `notNull=true` and throws. Fresh installs never "
                      "run the migration, hence they're fine.\n\nSQLite can add a NOT NULL column only with a "
                      "default, so the fix is `ALTER TABLE samples ADD COLUMN depth_cm INTEGER NOT NULL DEFAULT "
                      "0`. Quickest alternative to unblock testers: add `.fallbackToDestructiveMigration()` to "
                      "the database builder."),
        ("user", "absolutely not the destructive fallback. Going forward, never use fallbackToDestructiveMigration "
                 "in this app, not even for debug builds — the whole point is offline logbooks, people are in "
                 "the field for weeks and wiping the db = losing their data. Fix the migration."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: app/src/main/java/org/fieldlog/data/Migrations.kt\n"
         "@@\n-        db.execSQL(\"ALTER TABLE samples ADD COLUMN depth_cm INTEGER\")\n"
         "+        db.execSQL(\"ALTER TABLE samples ADD COLUMN depth_cm INTEGER NOT NULL DEFAULT 0\")\n*** End Patch"},
         "Success. Updated the following files:\nM app/src/main/java/org/fieldlog/data/Migrations.kt"),
        ("assistant", "Fixed. This slipped through because nothing tests migrations. I'd suggest: set "
                      "`exportSchema = true` with `room.schemaLocation` → `app/schemas`, commit the JSON "
                      "schemas, and add a `MigrationTestHelper` test for every migration step. Then a bad "
                      "migration fails in CI instead of on testers' phones."),
        ("user", "yes do that, and make it a convention: every new migration ships with its MigrationTestHelper "
                 "test, schemas committed."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: app/build.gradle.kts\n...\n*** Add File: "
         "app/src/androidTest/java/org/fieldlog/data/MigrationTest.kt\n...\n*** End Patch"},
         "Success. Updated the following files:\nM app/build.gradle.kts\nM app/src/main/java/org/fieldlog/data/AppDatabase.kt\n"
         "A app/src/androidTest/java/org/fieldlog/data/MigrationTest.kt"),
        ("tool", "shell", sh("./gradlew :app:kspDebugKotlin :app:connectedDebugAndroidTest --console=plain 2>&1 | tail -14"),
         "> Task :app:kspDebugKotlin\nw: [ksp] Schema export directory: /home/dev/fieldlog-android/app/schemas\n"
         "> Task :app:compileDebugAndroidTestKotlin\n> Task :app:connectedDebugAndroidTest\n"
         "Starting 4 tests on Pixel_7_API_34(AVD) - 14\n\norg.fieldlog.data.MigrationTest > migrate1To2[Pixel_7_API_34(AVD) - 14] PASSED\n"
         "org.fieldlog.data.MigrationTest > migrate2To3[Pixel_7_API_34(AVD) - 14] PASSED\n"
         "org.fieldlog.data.MigrationTest > migrate3To4[Pixel_7_API_34(AVD) - 14] PASSED\n"
         "org.fieldlog.data.MigrationTest > migrate4To5[Pixel_7_API_34(AVD) - 14] PASSED\n\n"
         "BUILD SUCCESSFUL in 2m 41s\n61 actionable tasks: 14 executed, 47 unchanged"),
        ("assistant", "All four migration steps pass on the API 34 emulator; schemas 1–5 are exported to "
                      "`app/schemas/org.fieldlog.data.AppDatabase/`. (I reconstructed 1–4 from the git history "
                      "of the entities.)"),
        ("user", "good. connected tests always on the API 34 image btw, CI runs Pixel_7_API_34 so results must "
                 "match that. bump versionName to 1.9.1 and versionCode 191 and we ship"),
        ("tool", "shell", sh("sed -i 's/versionCode = 190/versionCode = 191/; s/versionName = \"1.9.0\"/versionName = \"1.9.1\"/' app/build.gradle.kts && grep -n version app/build.gradle.kts"),
         "18:        versionCode = 191\n19:        versionName = \"1.9.1\""),
        ("user", "thanks!"),
    ],
    "facts": [
        fact("migration-fix", "Upgrades to db version 5 crashed because MIGRATION_4_5 added depth_cm without NOT NULL "
             "while the entity is non-null; fixed with ADD COLUMN depth_cm INTEGER NOT NULL DEFAULT 0.", "bugfix",
             "assistant", ["MIGRATION_4_5", "NOT NULL"]),
        fact("no-destructive", "Never use fallbackToDestructiveMigration, not even in debug builds: wiping the db "
             "loses users' offline logbooks.", "rule", "user", ["fallbackToDestructiveMigration"], remember=True),
        fact("migration-tests", "Every new Room migration ships with a MigrationTestHelper test; exportSchema is on "
             "and schemas are committed under app/schemas.", "convention", "user", ["MigrationTestHelper"]),
        fact("api34", "Connected tests always run on the API 34 emulator image (Pixel_7_API_34) because CI does.",
             "config", "user", ["API 34"]),
    ],
    "optional": [
        opt("version", "App version 1.9.1, versionCode 191.", ["1.9.1"]),
    ],
    "questions": [
        q("Why did the app crash after updating to 1.9.0?", "MIGRATION_4_5 missed NOT NULL DEFAULT 0",
          ["migration-fix"]),
        q("Can I add fallbackToDestructiveMigration for debug?", "no, never; users lose offline logbooks",
          ["no-destructive"]),
        q("What must a new migration come with?", "MigrationTestHelper test and committed schema",
          ["migration-tests"]),
    ],
}

R_CHECK = """── R CMD check results ─────────────────────────────── nichekit 0.6.0 ────
Duration: 2m 14.1s

❯ checking whether package 'nichekit' can be installed ... WARNING
  Found the following significant warnings:
    Warning: package 'raster' was built under R version 4.3.3
    Note: 'rgdal' will be retired during October 2023 ...

❯ checking tests ... ERROR
  Running 'testthat.R'
  ══ Failed tests ════════════════════════════════════════════════
  ── Failure (test-buffer.R:19:3): buffer_occurrences keeps points within 10 km ──
  nrow(res) (`actual`) not equal to 212 (`expected`).

    `actual`:    0
  `expected`: 212
  ── Warning (test-buffer.R:12:3): buffer_occurrences keeps points within 10 km ──
  st_buffer does not correctly buffer longitude/latitude data
  dist is assumed to be in decimal degrees (arc_degrees).
  [ FAIL 1 | WARN 1 | SKIP 0 | PASS 57 ]

0 errors ✖ | 1 warning ✖ | 0 notes ✔"""

R_PKG = {
    "id": "h7-cx-nichekit-crs",
    "project": "/home/dev/nichekit",
    "start": datetime(2026, 10, 20, 10, 15, 0),
    "about": "R species-distribution package, chatty user: buffers in degrees because points were EPSG:4326 "
             "(fix: transform to EPSG:3035), terra picked over raster among options, R version in renv",
    "steps": [
        ("user", "Good morning!! ☕ R CMD check is unhappy with nichekit, both the raster warning thing and a "
                 "failing buffer test. I'd love to get this onto CRAN-ready shape before the workshop in "
                 "November. Here's the output:\n\n" + R_CHECK),
        ("tool", "shell", sh("sed -n 1,30p R/buffer.R"),
         "#' Keep occurrences within `dist_km` of a site\nbuffer_occurrences <- function(occ, sites, dist_km = 10) {\n"
         "  occ_sf   <- sf::st_as_sf(occ, coords = c(\"lon\", \"lat\"), crs = 4326)\n"
         "  sites_sf <- sf::st_as_sf(sites, coords = c(\"lon\", \"lat\"), crs = 4326)\n"
         "  buf <- sf::st_buffer(sites_sf, dist = dist_km * 1000)\n"
         "  occ_sf[lengths(sf::st_intersects(occ_sf, buf)) > 0, ]\n}"),
        ("assistant", "The failing test first, since it's a real bug. Points and sites are created in EPSG:4326 "
                      "(longitude/latitude), and `st_buffer(dist = dist_km * 1000)` then buffers by 10,000 "
                      "*degrees* rather than metres — the warning says as much (\"dist is assumed to be in "
                      "decimal degrees\"). With sf's s2 engine that degenerates and nothing intersects, so 0 "
                      "rows. The fix is to transform both layers to a projected, equal-area CRS in metres "
                      "before buffering. Your study areas are all in Europe, so EPSG:3035 (ETRS89-LAEA) is the "
                      "natural choice; I'd transform back to 4326 on return so callers see the same CRS."),
        ("user", "Oh wow, yes, that's embarrassing 😅 Let's do 3035 and yes transform back. Actually let's "
                 "make that the house style for the whole package: every distance or area computation happens "
                 "in EPSG:3035, inputs and outputs stay 4326."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: R/buffer.R\n...\n*** Update File: R/area.R\n"
         "...\n*** End Patch"}, "Success. Updated the following files:\nM R/buffer.R\nM R/area.R\nM R/utils-crs.R"),
        ("assistant", "Now the raster warning. `raster` depends on the retired `rgdal`/`rgeos` stack and CRAN "
                      "reviewers flag it. Three routes:\n\n1. **terra** — the successor by the same author; "
                      "`SpatRaster` replaces `RasterLayer`, mostly a rename of functions (`rast`, `extract`, "
                      "`project`).\n2. **stars** — tidy, array-based, pairs well with sf, but a different "
                      "mental model and slower for large extractions.\n3. Keep raster and suppress — CRAN "
                      "will not like it.\n\nThe package uses rasters in 6 functions."),
        ("user", "terra! mostly because our workshop people already know raster and terra feels the same to "
                 "them, stars would be a whole new thing to teach. go\n\noh and the workshop machines are all on R 4.3, so "
                 "nothing that needs R 4.4 please — DESCRIPTION should say Depends: R (>= 4.3)"),
        ("tool", "shell", sh("grep -rln 'raster::' R/ | xargs sed -i 's/raster::raster(/terra::rast(/g; s/raster::extract(/terra::extract(/g; s/raster::projectRaster(/terra::project(/g' && grep -rn 'raster::' R/ | wc -l"),
         "3"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: R/env_layers.R\n...\n*** Update File: "
         "DESCRIPTION\n...\n*** End Patch"}, "Success. Updated the following files:\nM R/env_layers.R\nM DESCRIPTION"),
        ("tool", "shell", sh("Rscript -e 'renv::snapshot(prompt = FALSE)' && grep -A2 '\"R\"' renv.lock && Rscript -e 'devtools::check()' 2>&1 | tail -4"),
         "- Lockfile written to '~/nichekit/renv.lock'.\n  \"R\": {\n    \"Version\": \"4.3.3\",\n"
         "    \"Repositories\": [\n── R CMD check results ─────────── nichekit 0.6.0 ────\nDuration: 1m 58.7s\n\n"
         "0 errors ✔ | 0 warnings ✔ | 0 notes ✔"),
        ("assistant", "Clean check: 0 errors, 0 warnings, 0 notes. `raster` is gone from DESCRIPTION Imports, "
                      "replaced by `terra (>= 1.7-71)`; renv.lock is updated (R 4.3.3)."),
        ("user", "You're a star, thank you so much! 🌟"),
        ("assistant", "Glad to help — good luck with the workshop!"),
    ],
    "facts": [
        fact("crs-bug", "buffer_occurrences returned 0 rows because points were in EPSG:4326 and st_buffer buffered "
             "by degrees, not metres; fixed by transforming to EPSG:3035 before buffering and back to 4326.",
             "bugfix", "assistant", ["4326", "st_buffer"]),
        fact("crs-style", "House style: every distance or area computation is done in EPSG:3035; inputs and outputs "
             "stay EPSG:4326.", "convention", "user", ["3035"]),
        fact("terra", "Rasters use terra instead of raster (retired rgdal stack); stars was rejected because "
             "workshop users know raster and terra feels the same.", "decision", "user", ["terra", "stars"]),
        fact("r-floor", "nichekit must work on R 4.3 (workshop machines): DESCRIPTION has Depends: R (>= 4.3), "
             "nothing needing R 4.4.", "config", "user", ["R 4.3"]),
    ],
    "optional": [
        opt("r-version", "renv.lock records R 4.3.3.", ["4.3.3"]),
        opt("terra-version", "DESCRIPTION imports terra (>= 1.7-71).", ["1.7-71"]),
    ],
    "questions": [
        q("Why did buffer_occurrences return nothing?", "buffered in degrees in EPSG:4326; now EPSG:3035",
          ["crs-bug"]),
        q("Which CRS for distance calculations?", "EPSG:3035", ["crs-style"]),
        q("Which R version must nichekit support?", "R 4.3", ["r-floor"]),
        q("Why terra rather than stars?", "workshop users know raster, terra feels the same", ["terra"]),
    ],
}

DBT_PROFILES = """tidepool:
  target: dev
  outputs:
    dev:
      type: duckdb
      path: warehouse/tidepool_dev.duckdb
      threads: 4
      extensions: [httpfs, parquet]
    prod:
      type: duckdb
      path: /srv/tidepool/warehouse/tidepool.duckdb
      threads: 8
      settings:
        memory_limit: 12GB"""

DBT_RUN = """09:14:02  Running with dbt=1.8.7
09:14:02  Registered adapter: duckdb=1.8.3
09:14:03  Found 19 models, 41 data tests, 3 sources, 612 macros
09:14:03
09:14:03  Concurrency: 4 threads (target='dev')
09:14:03
09:14:04  1 of 19 START sql view model main.stg_trips ............................... [RUN]
09:14:04  1 of 19 OK created sql view model main.stg_trips .......................... [OK in 0.11s]
...
09:14:09  17 of 19 START sql incremental model main.fct_trips ....................... [RUN]
09:14:11  17 of 19 OK created sql incremental model main.fct_trips .................. [OK in 2.02s]
09:14:12  Finished running 12 view models, 6 table models, 1 incremental model in 0 hours 0 minutes and 8.91 seconds (8.91s).
09:14:14  Running 41 data tests
09:14:16  Failure in test unique_fct_trips_trip_id (models/marts/_marts.yml)
09:14:16    Got 3184 results, configured to fail if != 0
09:14:16  Failure in test dbt_utils_expression_is_true_fct_trips_duration_s_gt_0 (models/marts/_marts.yml)
09:14:16    Got 2 results, configured to fail if != 0
09:14:16  Done. PASS=39 WARN=0 ERROR=2 SKIP=0 TOTAL=41"""

DBT = {
    "id": "h7-cx-tidepool-incremental",
    "project": "/home/dev/tidepool-dbt",
    "start": datetime(2026, 10, 22, 9, 0, 0),
    "about": "dbt + DuckDB bike-share pipeline: duplicate trip_ids in the incremental fct_trips (no unique_key, "
             "late uploads), lookback changed from 1 day to 3 days (final is the fact), views vs tables convention, "
             "ignored MotherDuck proposal, pasted profiles.yml",
    "steps": [
        ("user", "morning. unique test on fct_trips fails after the nightly, 3184 dupes. profiles for context:\n\n"
                 "```yaml\n" + DBT_PROFILES + "\n```"),
        ("tool", "shell", sh("dbt build --select +fct_trips"), DBT_RUN),
        ("tool", "shell", sh("cat models/marts/fct_trips.sql"),
         "{{ config(materialized='incremental') }}\n\nselect trip_id, dock_from, dock_to, started_at, ended_at,\n"
         "       datediff('second', started_at, ended_at) as duration_s, loaded_at\nfrom {{ ref('stg_trips') }}\n"
         "{% if is_incremental() %}\nwhere loaded_at > (select max(loaded_at) - interval 2 day from {{ this }})\n{% endif %}"),
        ("assistant", "The model has no `unique_key`, so dbt-duckdb's default incremental strategy is plain "
                      "append. The filter re-reads the last 2 days of `loaded_at` on every run (someone "
                      "widened it for late docks), and all those rows get appended again — hence duplicates, "
                      "growing by each overlap. Fix: `unique_key='trip_id'` with "
                      "`incremental_strategy='delete+insert'`, so re-read rows replace their old versions. "
                      "Then the lookback window only decides how late an upload may arrive and still be "
                      "picked up.\n\nThe 2 `duration_s > 0` failures are trips with `ended_at` before "
                      "`started_at` from dock 114 — separate data issue."),
        ("user", "ok add unique_key + delete+insert. lookback make it 1 day, 2 is overkill"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: models/marts/fct_trips.sql\n...\n*** End Patch"},
         "Success. Updated the following files:\nM models/marts/fct_trips.sql"),
        ("tool", "shell", sh("duckdb warehouse/tidepool_dev.duckdb \"select date_trunc('day', loaded_at) d, max(loaded_at - ended_at) lag from main.stg_trips group by 1 order by 2 desc limit 5\""),
         "┌─────────────────────┬─────────────────┐\n│          d          │       lag       │\n"
         "├─────────────────────┼─────────────────┤\n│ 2026-10-19 00:00:00 │ 2 days 07:12:40 │\n"
         "│ 2026-10-12 00:00:00 │ 2 days 05:58:02 │\n│ 2026-10-05 00:00:00 │ 2 days 06:40:11 │\n"
         "│ 2026-10-21 00:00:00 │ 09:14:55        │\n│ 2026-10-20 00:00:00 │ 08:02:31        │\n"
         "└─────────────────────┴─────────────────┘"),
        ("assistant", "Before you commit to 1 day: the worst lag between trip end and load is over 2 days, and it "
                      "happens every Sunday (19th, 12th, 5th)."),
        ("user", "ah right, the Lisbon docks batch-upload on monday mornings. ok forget 1 day — 3 days lookback, "
                 "that covers the weekend with margin."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: models/marts/fct_trips.sql\n@@\n-where loaded_at > "
         "(select max(loaded_at) - interval 1 day from {{ this }})\n+where loaded_at > (select max(loaded_at) - interval 3 day "
         "from {{ this }})\n*** End Patch"}, "Success. Updated the following files:\nM models/marts/fct_trips.sql"),
        ("tool", "shell", sh("dbt build --select +fct_trips --full-refresh 2>&1 | tail -3"),
         "09:41:12  Failure in test dbt_utils_expression_is_true_fct_trips_duration_s_gt_0 (models/marts/_marts.yml)\n"
         "09:41:12    Got 2 results, configured to fail if != 0\n09:41:12  Done. PASS=40 WARN=0 ERROR=1 SKIP=0 TOTAL=41"),
        ("assistant", "Unique test passes after a full refresh. Remaining: the two negative durations from dock "
                      "114. Also, longer term, you might consider MotherDuck for prod instead of the local "
                      "DuckDB file — shared access without copying the file around."),
        ("user", "for the dock 114 ones, set that test to severity warn, they're a hardware clock issue, ops knows. "
                 "and i noticed dim_docks is a view, should be a table. staging models are views and marts are "
                 "tables, that's how this project is laid out, dim_docks is a mart."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: models/marts/_marts.yml\n...\n*** Update File: "
         "models/marts/dim_docks.sql\n...\n*** End Patch"},
         "Success. Updated the following files:\nM models/marts/_marts.yml\nM models/marts/dim_docks.sql"),
        ("tool", "shell", sh("dbt build --select +fct_trips dim_docks 2>&1 | tail -2"),
         "09:48:30  Warning in test dbt_utils_expression_is_true_fct_trips_duration_s_gt_0 (models/marts/_marts.yml)\n"
         "09:48:30  Done. PASS=41 WARN=1 ERROR=0 SKIP=0 TOTAL=42"),
        ("assistant", "All green apart from the expected warning. `dim_docks` is now `materialized='table'`."),
        ("user", "nice ty"),
    ],
    "facts": [
        fact("dupes-cause", "fct_trips had duplicate trip_ids because the incremental model had no unique_key (append) "
             "while its lookback re-read recent rows; fixed with unique_key='trip_id' and "
             "incremental_strategy='delete+insert'.", "bugfix", "assistant", ["unique_key", "delete+insert"]),
        fact("lookback", "fct_trips uses a 3-day lookback on loaded_at because the Lisbon docks batch-upload on Monday "
             "mornings (lag over 2 days).", "decision", "user", ["3", "lookback"]),
        fact("materialization", "Staging models are views and marts are tables (dim_docks switched to a table).",
             "convention", "user", ["staging", "marts"]),
        fact("dock114", "The duration_s > 0 test on fct_trips is severity warn: dock 114's negative durations are a "
             "known hardware clock issue.", "config", "user", ["114", "warn"]),
    ],
    "optional": [
        opt("prod-path", "Prod DuckDB file is /srv/tidepool/warehouse/tidepool.duckdb.", ["tidepool.duckdb"]),
        opt("dbt-version", "dbt 1.8.7 with dbt-duckdb 1.8.3.", ["1.8.7"]),
    ],
    "questions": [
        q("Why were there duplicate trips in fct_trips?", "no unique_key, append strategy; now delete+insert",
          ["dupes-cause"]),
        q("How long is the fct_trips lookback and why?", "3 days, Lisbon docks upload Monday mornings", ["lookback"]),
        q("Should a new mart be a view or a table?", "table; staging are views", ["materialization"]),
    ],
}

ZIG = {
    "id": "h7-cx-hexpeek-slice",
    "project": "/home/dev/hexpeek",
    "start": datetime(2026, 10, 24, 22, 40, 0),
    "about": "Zig hex-dump CLI, terse typo-laden user: garbage lines from a slice into a stack buffer (fix), "
             "ReleaseSafe rule with typos, zig version pin",
    "steps": [
        ("user", "hexpeek prints garbage after first line w/ -C. repro: `zig build run -- -C build.zig`"),
        ("tool", "shell", sh("zig build run -- -C build.zig | head -4"),
         "00000000  63 6f 6e 73 74 20 73 74  64 20 3d 20 40 69 6d 70  |const std = @imp|\n"
         "00000010  \xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa  \xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa  |................|\n"
         "00000020  \xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa  \xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa  |................|\n"
         "00000030  72 65 71 75 69 72 65 64  3d 20 22 30 2e 31 33 22  |required= \"0.13\"|"),
        ("tool", "shell", sh("sed -n 40,58p src/format.zig"),
         "pub fn formatLine(offset: usize, bytes: []const u8) []const u8 {\n    var buf: [80]u8 = undefined;\n"
         "    var w = std.io.fixedBufferStream(&buf);\n    w.writer().print(\"{x:0>8}  \", .{offset}) catch unreachable;\n"
         "    ...\n    return w.getWritten();\n}"),
        ("assistant", "`formatLine` returns `w.getWritten()`, a slice of `buf`, which lives on `formatLine`'s "
                      "stack frame. Once the function returns that memory is dead; the next call reuses it, "
                      "and in Debug mode Zig fills undefined memory with `0xaa` — exactly the `aa` bytes you see. "
                      "Fix: let the caller pass the buffer in (`formatLine(buf: *[80]u8, offset, bytes)`) so it "
                      "outlives the call."),
        ("user", "k do that"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/format.zig\n...\n*** Update File: src/main.zig\n...\n*** End Patch"},
         "Success. Updated the following files:\nM src/format.zig\nM src/main.zig"),
        ("tool", "shell", sh("zig build test && zig build run -- -C build.zig | head -3 && zig version"),
         "All 12 tests passed.\n00000000  63 6f 6e 73 74 20 73 74  64 20 3d 20 40 69 6d 70  |const std = @imp|\n"
         "00000010  6f 72 74 28 22 73 74 64  22 29 3b 0a 0a 70 75 62  |ort(\"std\");..pub|\n"
         "00000020  20 66 6e 20 62 75 69 6c  64 28 62 3a 20 2a 73 74  | fn build(b: *st|\n0.13.0"),
        ("assistant", "Fixed and tests pass. Want me to add a `-Doptimize=ReleaseFast` step to the release "
                      "script? It's the fastest option for a dump tool."),
        ("user", "no. pls rmember: relase builds r always ReleaseSafe, never ReleaseFast — we want the bounds "
                 "checks in the shipped binary, perf is fine. also we stay on zig 0.13.0 (minimum_zig_version in "
                 "build.zig.zon) till 0.14 is out of dev"),
        ("assistant", "Got it: ReleaseSafe for releases, Zig 0.13.0."),
        ("user", "thx gn"),
    ],
    "facts": [
        fact("slice-bug", "Garbage lines after the first came from formatLine returning a slice of its own stack "
             "buffer; fixed by having the caller pass the buffer in.", "bugfix", "assistant",
             ["formatLine", ["stack", "buffer"]]),
        fact("release-safe", "Release builds are always ReleaseSafe, never ReleaseFast, to keep bounds checks.",
             "rule", "user", ["ReleaseSafe"], remember=True),
        fact("zig-version", "hexpeek stays on Zig 0.13.0 (minimum_zig_version in build.zig.zon) until 0.14 is out "
             "of dev.", "config", "user", ["0.13.0"]),
    ],
    "optional": [],
    "questions": [
        q("Why did hexpeek print garbage?", "formatLine returned a slice of a stack buffer", ["slice-bug"]),
        q("Which optimize mode for releases?", "ReleaseSafe, never ReleaseFast", ["release-safe"]),
        q("Which Zig version?", "0.13.0", ["zig-version"]),
    ],
}

HASKELL = {
    "id": "h7-cx-marginalia-chat",
    "project": "/home/dev/marginalia-filter",
    "start": datetime(2026, 10, 27, 17, 20, 0),
    "about": "Haskell pandoc filter, short: how to match a Link inside Para (explanation, not durable), the "
             "margin-ref class the site CSS needs, pandoc-types bound for the build server, an unanswered Lua "
             "suggestion",
    "facts": [
        fact("class-name", "Para links become spans with the class margin-ref, which the journal site's CSS expects; "
             "the name must not change.", "config", "user", ["margin-ref"]),
        fact("pandoc-bound", "pandoc-types is bounded to 1.23.* because the journal build server runs pandoc 3.1.",
             "config", "user", ["pandoc-types", "1.23"]),
    ],
    "optional": [],
    "questions": [
        q("Which class do margin references get?", "margin-ref, the site CSS expects it", ["class-name"]),
        q("Why is pandoc-types bounded?", "1.23, build server runs pandoc 3.1", ["pandoc-bound"]),
    ],
    "steps": [
        ("user", "hi, how do I match a Link that sits directly in a Para with pandoc-types? walk gives me all "
                 "links everywhere"),
        ("assistant", "`walk` with a `Inline -> Inline` function visits every inline, wherever it is. To only "
                      "touch links whose parent is a `Para`, walk over `Block` instead and pattern-match there:\n\n"
                      "```haskell\nonlyParaLinks :: Block -> Block\nonlyParaLinks (Para ils) = Para (map f ils)\n"
                      "  where f (Link attr txt tgt) = Span (\"\", [\"margin-ref\"], []) txt\n        f x = x\n"
                      "onlyParaLinks b = b\n```\n\nBecause `map f ils` only looks at the Para's direct children, "
                      "links nested in `Emph` or in lists are left alone."),
        ("user", "perfect, put it in Filter.hs and run the tests. keep the class exactly margin-ref — the journal "
                 "site's CSS keys on that name, so it can never change"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/Filter.hs\n...\n*** End Patch"},
         "Success. Updated the following files:\nM src/Filter.hs"),
        ("tool", "shell", sh("cabal test 2>&1 | tail -9"),
         "Running 1 test suites...\nTest suite marginalia-test: RUNNING...\nFilter\n  margin refs\n"
         "    turns a Para link into a margin span [✔]\n    leaves links inside Emph alone [✔]\n"
         "    leaves links in BulletList alone [✔]\n\nFinished in 0.0021 seconds\n3 examples, 0 failures"),
        ("tool", "shell", sh("grep -n 'pandoc-types' marginalia-filter.cabal"),
         "23:    build-depends:    base >=4.16 && <5, pandoc-types >=1.23 && <1.24, text"),
        ("user", "good, and leave that pandoc-types bound at 1.23.* — the journal build server runs pandoc 3.1, "
                 "newer types won't load there"),
        ("assistant", "3/3 pass and the bound stays. Side thought: if you only ever run this from pandoc, a Lua filter would avoid "
                      "the GHC build entirely."),
        ("user", "hm, maybe someday. thanks!"),
        ("assistant", "Anytime!"),
    ],
}

SESSIONS = [KOTLIN, R_PKG, DBT, ZIG, HASKELL]
