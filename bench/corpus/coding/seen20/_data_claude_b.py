"""Claude Code sessions of h20, part B."""

from datetime import datetime

from build import bash, fact, opt, q, tool

TRAM = {
    "id": "h20-cc-tram-bays",
    "project": "/srv/dev/depot-slots",
    "start": datetime(2026, 11, 10, 14, 30),
    "branch": "migrate/bay-id",
    "about": "Java Quarkus service for tram depot maintenance slots: a data migration planned, dry-run, run on "
             "staging and scheduled for prod; fuzzy matching proposed and rejected; batch size set by the "
             "assistant; measurements that are not settings; remember-request in a long message",
    "steps": [
        ("user", "Hi Claude. Today we finally do the bay migration. Context: `maintenance_slot.bay` is free text "
                 "typed by the depot foremen for six years (\"B12\", \"bay 12\", \"12 north\", \"Halle 2 / 12\"). "
                 "We now have a proper `bays` table and want a `bay_id` FK instead. ~386k rows. Please plan it "
                 "first, don't write anything yet."),
        bash("psql $DEPOT_STAGING_URL -c \"select count(*), count(distinct bay) from maintenance_slot\"",
             " count  | count \n--------+-------\n 386112 |   417\n(1 row)\n"),
        bash("psql $DEPOT_STAGING_URL -c \"select bay, count(*) from maintenance_slot group by 1 order by 2 desc "
             "limit 25\"",
             "     bay      | count \n--------------+-------\n B12          | 31877\n B14          | 29410\n"
             " B11          | 28820\n B03          | 25112\n B21          | 24096\n bay 12       | 11203\n"
             " B07          | 10980\n B05          |  9931\n b12          |  8840\n 12 north     |  5521\n"
             " B22          |  5120\n Halle 2 / 12 |  3310\n B01          |  3004\n B02          |  2987\n"
             " bay12        |  2210\n B3           |  1996\n 14N          |  1840\n B 21         |  1502\n"
             " washbay      |  1419\n WB           |  1301\n B-14         |  1123\n bay 3        |   988\n"
             " lathe pit    |   902\n B06          |   877\n Halle2/14    |   860\n(25 rows)\n"),
        ("assistant", "## Plan\n\n**Shape: expand → backfill → contract**, over two releases so the running "
                      "service never sees a missing column:\n\n1. `V27__bay_id.sql`: add `bay_id bigint null "
                      "references bays(id)` plus an index. The app writes both `bay` and `bay_id` from this "
                      "release on.\n2. Backfill job (Java, in the app, behind an admin endpoint) maps each "
                      "distinct `bay` string to a `bays.id` and updates rows in batches.\n3. Next release: "
                      "`V28` sets `bay_id not null` and drops `bay`.\n\n**Mapping the 417 strings.** Two "
                      "options:\n\n- *Fuzzy matching* (normalise, strip \"bay\"/\"halle\", Levenshtein ≤ 1 to a "
                      "known code). Handles most of the long tail automatically.\n- *An explicit alias file* "
                      "`bay_aliases.csv` (`raw,bay_code`), generated for the obvious cases by a script and "
                      "reviewed by a person for the rest.\n\n**Dry run** on staging first: count rows per "
                      "outcome (mapped / unmapped) without writing.\n\nWhich mapping would you like?"),
        ("user", "Not fuzzy. Levenshtein 1 turns B12 into B21 and those are on opposite ends of the hall, a slot "
                 "in the wrong bay means a tram gets lifted in the wrong place. Alias CSV, and I'll go through "
                 "it with Ferko from the depot. Plan otherwise ok."),
        tool("Write", {"file_path": "/srv/dev/depot-slots/src/main/resources/db/migration/V27__bay_id.sql",
                       "content": "alter table maintenance_slot add column bay_id bigint null references bays(id);\n"
                                  "create index concurrently if not exists ix_slot_bay_id on maintenance_slot "
                                  "(bay_id);\n"},
             "File created successfully at: /srv/dev/depot-slots/src/main/resources/db/migration/V27__bay_id.sql"),
        bash("python3 scripts/alias_seed.py --from-staging > src/main/resources/bay_aliases.csv && wc -l "
             "src/main/resources/bay_aliases.csv && grep -c ',$' src/main/resources/bay_aliases.csv",
             "417 src/main/resources/bay_aliases.csv\n38\n"),
        ("assistant", "V27 is written. The seed script produced `bay_aliases.csv` with all 417 distinct strings; "
                      "379 got an obvious code (exact match after upper-casing and removing spaces/dashes), 38 "
                      "are left blank for you and Ferko — things like `washbay`, `WB`, `lathe pit`, "
                      "`Halle 2 / 12`."),
        ("user", "Ferko and I did the 38 over coffee, pushed the csv to the branch. washbay and WB are both W01. "
                 "lathe pit is L01. pull and dry run please"),
        bash("git pull --ff-only && ./mvnw -q quarkus:dev -Dquarkus.profile=staging & sleep 25; curl -s -X POST "
             "localhost:8092/admin/backfill/bay-id?dryRun=true | jq .",
             "Updating 5d21c0a..e1f93b4\nFast-forward\n src/main/resources/bay_aliases.csv | 38 "
             "+++---\n 1 file changed, 38 insertions(+), 38 deletions(-)\n"
             "__  ____  __  _____   ___  __ ____  ______ \n --/ __ \\/ / / / _ | / _ \\/ //_/ / / / __/ \n"
             " -/ /_/ / /_/ / __ |/ , _/ ,< / /_/ /\\ \\   \n--\\___\\_\\____/_/ |_/_/|_/_/|_|\\____/___/   \n"
             "2026-11-10 15:02:11,918 INFO  [io.quarkus] depot-slots 3.4.0 on JVM (powered by Quarkus 3.15.1) "
             "started in 4.212s. Listening on: http://localhost:8092\n"
             "2026-11-10 15:02:11,919 INFO  [io.quarkus] Profile staging activated. Live Coding activated.\n"
             "{\n  \"dryRun\": true,\n  \"rowsTotal\": 386112,\n  \"mapped\": 384908,\n  \"unmapped\": 1204,\n"
             "  \"unmappedValues\": [\"?\", \"\", \"tbd\", \"see note\"],\n  \"elapsedMs\": 2310\n}\n"),
        ("user", "before anything else show me what Ferko and I changed in the csv, I want to be sure the push "
                 "is the right version"),
        bash("git show --stat HEAD && git show HEAD -- src/main/resources/bay_aliases.csv | grep '^[-+][^-+]' | "
             "head -16",
             "commit e1f93b4\nAuthor: depot-dev <dev@depot.example>\nDate:   Mon Nov 10 14:58:40 2026 +0100\n\n"
             "    bay aliases: manual review with F.\n\n src/main/resources/bay_aliases.csv | 38 +++---\n"
             "-washbay,\n+washbay,W01\n-WB,\n+WB,W01\n-lathe pit,\n+lathe pit,L01\n-Halle 2 / 12,\n"
             "+Halle 2 / 12,B12\n-Halle2/14,\n+Halle2/14,B14\n-12 north,\n+12 north,B12\n-14N,\n+14N,B14\n"
             "-B 21,\n+B 21,B21\n"),
        ("user", "yes that's ours. go on"),
        ("assistant", "Dry run: 384,908 rows map, 1,204 don't. The unmapped ones are all junk values: `?`, the "
                      "empty string, `tbd`, `see note`. What should they become? Options: leave `bay_id` null "
                      "and block V28 until someone fixes them, or map them to a placeholder bay."),
        ("user", "How old are they?"),
        bash("psql $DEPOT_STAGING_URL -c \"select bay, min(starts_at)::date, max(starts_at)::date, count(*) from "
             "maintenance_slot where bay in ('?','','tbd','see note') group by 1\"",
             "   bay    |    min     |    max     | count \n----------+------------+------------+-------\n"
             " ?        | 2020-03-02 | 2022-11-30 |   610\n          | 2020-01-14 | 2021-06-09 |   402\n"
             " tbd      | 2021-02-18 | 2023-01-05 |   171\n see note | 2020-08-11 | 2020-12-21 |    21\n"
             "(4 rows)\n"),
        ("user", "All before 2023, nobody will ever look at those. Create a bay UNKNOWN (code X00) and map them "
                 "there, then V28 can go not-null."),
        tool("Edit", {"file_path": "/srv/dev/depot-slots/src/main/resources/bay_aliases.csv",
                      "old_string": "?,\n,\ntbd,\nsee note,\n", "new_string": "?,X00\n,X00\ntbd,X00\nsee note,X00\n"},
             "The file /srv/dev/depot-slots/src/main/resources/bay_aliases.csv has been updated."),
        tool("Write", {"file_path": "/srv/dev/depot-slots/src/main/resources/db/migration/V27_1__bay_unknown.sql",
                       "content": "insert into bays (code, name, hall) values ('X00', 'UNKNOWN (pre-2023 "
                                  "legacy)', null) on conflict do nothing;\n"},
             "File created successfully at: /srv/dev/depot-slots/src/main/resources/db/migration/"
             "V27_1__bay_unknown.sql"),
        bash("curl -s -X POST 'localhost:8092/admin/backfill/bay-id?dryRun=true' | jq -c .",
             "{\"dryRun\":true,\"rowsTotal\":386112,\"mapped\":386112,\"unmapped\":0,\"unmappedValues\":[],"
             "\"elapsedMs\":2288}\n"),
        ("assistant", "All 386,112 rows map now. Before the real staging run, batch size: the job updates "
                      "`where id between ? and ?` per batch, one transaction each. Staging's autovacuum is the "
                      "default config and the table has 4 indexes. I've set `depot.backfill.batch-size=2000` in "
                      "`application.properties` — at 2000 rows a transaction stays around 100 ms so the foremen's "
                      "UI won't feel lock waits, and the whole run should be a few minutes."),
        ("user", "ok run it on staging"),
        bash("curl -s -X POST 'localhost:8092/admin/backfill/bay-id' | jq -c . ; psql $DEPOT_STAGING_URL -c "
             "\"select count(*) filter (where bay_id is null) as nulls from maintenance_slot\"",
             "{\"dryRun\":false,\"rowsTotal\":386112,\"mapped\":386112,\"batches\":194,\"elapsedMs\":252904,"
             "\"maxBatchMs\":311,\"p50BatchMs\":97}\n nulls \n-------\n     0\n(1 row)\n"),
        ("user", "did the foremen notice anything? they were booking during the run"),
        bash("grep -c 'lock timeout\\|LockAcquisitionException' /var/log/depot-slots/staging.log; psql "
             "$DEPOT_STAGING_URL -c \"select wait_event_type, count(*) from pg_stat_activity where datname='depot' "
             "group by 1\"",
             "0\n wait_event_type | count \n-----------------+-------\n Client          |     7\n Activity        "
             "|     4\n                 |     1\n(3 rows)\n"),
        ("assistant", "No lock timeouts in the staging log and nothing waiting on locks now. Staging backfill "
                      "done: 194 batches, 4 min 13 s total, median batch 97 ms, slowest 311 ms; "
                      "zero null `bay_id` afterwards. For prod I'd schedule it tonight; do you have a preferred "
                      "time?"),
        ("user", "Good. Prod is a different story, and keep this in your notes because it applies to every "
                 "migration here, not just this one: prod migrations only run between 01:00 and 04:00, the "
                 "first trams leave the depot at 04:30 and the foremen start booking slots right after. Also "
                 "you can't reach the prod db from here, it goes through the depot-bastion host, I'll run the "
                 "command myself. Can you write me the exact commands for tonight, and also rename the admin "
                 "endpoint to /admin/migrations/bay-id, backfill is too vague."),
        tool("Edit", {"file_path": "/srv/dev/depot-slots/src/main/java/depot/admin/BackfillResource.java",
                      "old_string": "@Path(\"/admin/backfill/bay-id\")",
                      "new_string": "@Path(\"/admin/migrations/bay-id\")"},
             "The file /srv/dev/depot-slots/src/main/java/depot/admin/BackfillResource.java has been updated."),
        ("assistant", "Endpoint renamed to `/admin/migrations/bay-id`. Runbook for tonight (inside the "
                      "01:00–04:00 window):\n\n```bash\n# 1. from your machine\nssh depot-bastion\n# 2. deploy the "
                      "release with V27 + V27_1 (Flyway runs on start)\nkubectl -n depot rollout restart "
                      "deploy/depot-slots\n# 3. dry run, expect mapped=rowsTotal, unmapped=0\ncurl -s -X POST "
                      "'http://depot-slots:8092/admin/migrations/bay-id?dryRun=true' | jq .\n# 4. real run\ncurl "
                      "-s -X POST 'http://depot-slots:8092/admin/migrations/bay-id' | jq .\n# 5. check\npsql -c "
                      "\"select count(*) from maintenance_slot where bay_id is null\"\n```\n\nIf step 3 shows "
                      "any unmapped rows, stop and add them to the CSV. V28 (not null + drop `bay`) goes into "
                      "next week's release."),
        bash("./mvnw -q test 2>&1 | tail -8",
             "[INFO] Tests run: 212, Failures: 0, Errors: 0, Skipped: 3\n[INFO] \n[INFO] BUILD SUCCESS\n"
             "[INFO] Total time:  01:47 min\n[INFO] Finished at: 2026-11-10T15:41:33+01:00\n"),
        ("user", "212 green, lovely. commit and push, I'll run it at 2"),
        bash("git add -A && git commit -qm \"bay_id: V27 expand + alias-csv backfill (X00 for pre-2023 junk)\" && "
             "git push -q && git log --oneline -1",
             "a0c4d17 bay_id: V27 expand + alias-csv backfill (X00 for pre-2023 junk)\n"),
        ("assistant", "Pushed as `a0c4d17`. Good luck at 2 — hope the bastion behaves."),
    ],
    "facts": [
        fact("expand-contract", "The bay migration is expand/backfill/contract: V27 adds nullable bay_id, a batch "
                                "job backfills, and V28 (next release) makes it not null and drops bay.", "decision",
             "assistant", ["V27", "bay_id", "V28"]),
        fact("alias-csv", "Free-text bays are mapped to bay codes through a reviewed bay_aliases.csv, not fuzzy "
                          "matching, because Levenshtein 1 confuses bays like B12 and B21.", "decision", "user",
             ["bay_aliases.csv", ["fuzzy", "Levenshtein"]]),
        fact("x00", "Pre-2023 junk bay values (?, empty, tbd, see note) map to a placeholder bay UNKNOWN with code "
                    "X00.", "decision", "user", ["X00"]),
        fact("batch-size", "The backfill batch size is depot.backfill.batch-size=2000 in application.properties.",
             "config", "assistant", ["batch-size", "2000"]),
        fact("prod-window", "Prod migrations only run between 01:00 and 04:00 because the first trams leave at "
                            "04:30.", "rule", "user", ["01:00", "04:00"], remember=True),
        fact("bastion", "The prod database is only reachable through the depot-bastion host; the person runs prod "
                        "commands themselves.", "fact", "user", ["depot-bastion"]),
    ],
    "optional": [
        opt("endpoint", "The migration endpoint is /admin/migrations/bay-id.", ["/admin/migrations/bay-id"]),
        opt("aliases-w01", "washbay and WB map to W01; lathe pit to L01.", ["W01"]),
    ],
    "questions": [
        q("When may prod migrations run?", "between 01:00 and 04:00", ["prod-window"]),
        q("How were free-text bays mapped to bay ids?", "reviewed bay_aliases.csv, not fuzzy matching",
          ["alias-csv"]),
        q("What batch size does the bay backfill use?", "2000", ["batch-size"]),
        q("What happened to rows with bay '?' or 'tbd'?", "mapped to bay X00 UNKNOWN", ["x00"]),
    ],
}

FALCONRY = {
    "id": "h20-cc-falconry-tests",
    "project": "/Users/odile/AndroidStudioProjects/Jessline",
    "start": datetime(2026, 11, 12, 10, 3),
    "about": "Kotlin Android app for a falconry club's flight log: writing ViewModel tests; Robolectric proposed "
             "and rejected; a remember-request as one item of a bulleted task list; a style preference said in "
             "review; test-naming convention",
    "steps": [
        ("user", "Bonjour! I want tests for the weight warning in the flight log. When a bird's weight goes under "
                 "its flying weight minus the margin, the FlightLogViewModel shows a warning. No tests exist for "
                 "it yet, can you write them?"),
        tool("Read", {"file_path": "/Users/odile/AndroidStudioProjects/Jessline/app/src/main/java/club/jessline/"
                                   "log/FlightLogViewModel.kt"},
             "class FlightLogViewModel(\n    private val birds: BirdRepository,\n    private val weighings: "
             "WeighingRepository,\n) : ViewModel() {\n\n    val warning: StateFlow<WeightWarning?> = weighings"
             ".latest()\n        .combine(birds.selected()) { w, b ->\n            val limit = b.flyingWeightGrams "
             "- b.marginGrams\n            if (w.grams < limit) WeightWarning(b.name, w.grams, limit) else null\n"
             "        }\n        .stateIn(viewModelScope, SharingStarted.Eagerly, null)\n}\n"),
        ("assistant", "The warning is a `StateFlow` combining the latest weighing with the selected bird. Two "
                      "ways to test it:\n\n1. **Robolectric** test that launches the `FlightLogFragment` and "
                      "asserts the banner view is visible — covers the UI wiring too.\n2. **Plain JVM test** of "
                      "the ViewModel: feed the repositories, collect `warning` with Turbine, assert the "
                      "emitted values. Fast, no Android runtime.\n\nI'd lean to Robolectric for the extra "
                      "coverage, with mockk for the two repositories."),
        ("user", "No Robolectric for this, it adds 20 seconds to every test run on my old laptop and the banner "
                 "is trivial. Plain JVM test with Turbine.\n\nAnd a few more things while you are at it:\n"
                 "- rename `WeighingRepository.latest()` to `latestWeighing()`, it is ambiguous\n"
                 "- rule of thumb here, please remember: fakes, not mocks. We don't use mockk in this repo at "
                 "all, every repository interface gets a hand-written Fake in `app/src/test/.../fakes/`\n"
                 "- bump Turbine to 1.1.0 if it is older"),
        bash("ls app/src/test/java/club/jessline/fakes/ && grep -n \"turbine\\|mockk\" gradle/libs.versions.toml",
             "FakeBirdRepository.kt\nFakeSessionClock.kt\n"
             "gradle/libs.versions.toml:21:turbine = \"1.0.0\"\n"
             "gradle/libs.versions.toml:44:turbine = { module = \"app.cash.turbine:turbine\", version.ref = "
             "\"turbine\" }\n"),
        tool("Edit", {"file_path": "/Users/odile/AndroidStudioProjects/Jessline/gradle/libs.versions.toml",
                      "old_string": "turbine = \"1.0.0\"", "new_string": "turbine = \"1.1.0\""},
             "The file gradle/libs.versions.toml has been updated."),
        tool("Write", {"file_path": "/Users/odile/AndroidStudioProjects/Jessline/app/src/test/java/club/jessline/"
                                    "fakes/FakeWeighingRepository.kt",
                       "content": "class FakeWeighingRepository : WeighingRepository {\n    val flow = "
                                  "MutableSharedFlow<Weighing>(replay = 1)\n    override fun latestWeighing() = "
                                  "flow\n    suspend fun emit(w: Weighing) = flow.emit(w)\n}\n"},
             "File created successfully."),
        tool("Write", {"file_path": "/Users/odile/AndroidStudioProjects/Jessline/app/src/test/java/club/jessline/"
                                    "log/FlightLogViewModelTest.kt",
                       "content": "class FlightLogViewModelTest {\n    @get:Rule val main = MainDispatcherRule()\n"
                                  "    private val birds = FakeBirdRepository()\n    private val weighings = "
                                  "FakeWeighingRepository()\n\n    @Test\n    fun `no warning when weight is "
                                  "above flying weight minus margin`() = runTest {\n        val b = bird(flying = "
                                  "820, margin = 15)\n        ...\n    }\n\n    @Test\n    fun `warning when "
                                  "weight drops below the limit`() = runTest { ... }\n\n    @Test\n    fun "
                                  "`warning clears after a heavier weighing`() = runTest { ... }\n}\n"},
             "File created successfully."),
        bash("./gradlew :app:testDebugUnitTest --tests '*FlightLogViewModelTest' 2>&1 | tail -14",
             "> Task :app:compileDebugKotlin\n> Task :app:compileDebugUnitTestKotlin\n"
             "> Task :app:testDebugUnitTest\n\nFlightLogViewModelTest > no warning when weight is above flying "
             "weight minus margin PASSED\nFlightLogViewModelTest > warning when weight drops below the limit "
             "PASSED\nFlightLogViewModelTest > warning clears after a heavier weighing PASSED\n\n"
             "BUILD SUCCESSFUL in 9s\n23 actionable tasks: 6 executed, 17 up-to-date\n"),
        ("assistant", "Three JVM tests pass in 9 s including compilation:\n\n- renamed `latest()` → "
                      "`latestWeighing()` (3 call sites),\n- Turbine 1.0.0 → 1.1.0,\n- new "
                      "`FakeWeighingRepository` next to `FakeBirdRepository` — no mockk anywhere,\n- tests "
                      "named as backtick sentences like the rest of the suite."),
        ("user", "Nice. One review thing: `val b = bird(...)`, `w`, `b` in the ViewModel too — I really don't "
                 "like single-letter variable names. In loops `i` and `j` are fine, nothing else. Can you fix "
                 "the test and the combine lambda?"),
        tool("Edit", {"file_path": "/Users/odile/AndroidStudioProjects/Jessline/app/src/main/java/club/jessline/"
                                   "log/FlightLogViewModel.kt",
                      "old_string": ".combine(birds.selected()) { w, b ->\n            val limit = b.flyingWeightGrams"
                                    " - b.marginGrams\n            if (w.grams < limit) WeightWarning(b.name, w.grams"
                                    ", limit) else null",
                      "new_string": ".combine(birds.selected()) { weighing, bird ->\n            val limit = bird"
                                    ".flyingWeightGrams - bird.marginGrams\n            if (weighing.grams < limit) "
                                    "WeightWarning(bird.name, weighing.grams, limit) else null"},
             "The file has been updated."),
        bash("sed -i 's/val b = bird(/val hawk = bird(/; s/\\bb\\./hawk./g' app/src/test/java/club/jessline/log/"
             "FlightLogViewModelTest.kt && ./gradlew :app:testDebugUnitTest -q 2>&1 | tail -3",
             "BUILD SUCCESSFUL in 14s\n"),
        ("assistant", "Renamed to `weighing`/`bird` in the ViewModel and `hawk` in the tests; the whole unit "
                      "suite passes."),
        ("user", "merci, parfait. that's all for today"),
    ],
    "facts": [
        fact("no-robolectric", "The weight-warning tests are plain JVM ViewModel tests with Turbine, not "
                               "Robolectric, because Robolectric adds about 20 s to every run.", "decision", "user",
             ["Robolectric", "Turbine"]),
        fact("fakes-not-mocks", "Tests in Jessline use hand-written fakes (app/src/test/.../fakes/), never mocks; "
                                "mockk is not used in the repo.", "rule", "user", [["fakes", "fake"], "mockk"],
             remember=True),
        fact("no-single-letter", "No single-letter variable names except loop counters like i and j.",
             "preference", "user", ["single-letter"]),
    ],
    "optional": [
        opt("test-names", "Tests are named as backtick sentences.", ["backtick"]),
        opt("turbine-version", "Turbine is at 1.1.0.", ["Turbine", "1.1.0"]),
        opt("latest-weighing", "WeighingRepository.latest() was renamed latestWeighing().", ["latestWeighing"]),
    ],
    "questions": [
        q("Do we use mockk for tests?", "no, hand-written fakes", ["fakes-not-mocks"]),
        q("Why not Robolectric for the ViewModel tests?", "it adds 20 seconds to every run; plain JVM with Turbine",
          ["no-robolectric"]),
        q("What is the rule on variable names?", "no single-letter names except loop counters",
          ["no-single-letter"]),
    ],
}

SEEDS = {
    "id": "h20-cc-seedvault-two-repos",
    "project": "/home/kaito/work/seedvault-ingest",
    "start": datetime(2026, 11, 13, 16, 20),
    "about": "hops between a Go ingest service and its Terraform repo for a seed bank: a BOM bug in the ingest "
             "repo, a min-instances change in the infra repo, a remember-request about applying terraform; terse "
             "user; facts say which repo",
    "steps": [
        ("user", "cold room scanner uploads failing since monday. all rows rejected. look at ingest logs"),
        bash("kubectl logs deploy/seedvault-ingest --since=2h | grep -m 12 -i \"reject\\|error\"",
             "2026-11-13T14:02:11Z WARN csv: header mismatch: got [\"\\ufeffaccession\" \"lot\" \"germ_pct\" "
             "\"tested_on\"] want [accession lot germ_pct tested_on]\n2026-11-13T14:02:11Z ERROR upload "
             "u-88213 rejected: 412 rows, 0 accepted\n2026-11-13T14:31:40Z WARN csv: header mismatch: got "
             "[\"\\ufeffaccession\" \"lot\" \"germ_pct\" \"tested_on\"] want [accession lot germ_pct tested_on]\n"
             "2026-11-13T14:31:40Z ERROR upload u-88240 rejected: 398 rows, 0 accepted\n"
             "2026-11-13T15:10:02Z INFO upload u-88251 from greenhouse-b ok: 120 rows\n"),
        ("assistant", "The first header is `\\ufeffaccession` — the files start with a UTF-8 byte order mark. "
                      "The greenhouse uploads don't have it, so it's the scanner: the cold room PC probably got a "
                      "software update on Monday that switched its export to \"UTF-8 with BOM\". Our CSV reader "
                      "compares header names exactly, so every row gets rejected. Fix on our side: strip a "
                      "leading BOM before handing the reader the body. Want that in `internal/csvin`?"),
        ("user", "yes"),
        tool("Edit", {"file_path": "/home/kaito/work/seedvault-ingest/internal/csvin/reader.go",
                      "old_string": "func NewReader(r io.Reader) *Reader {\n\tcr := csv.NewReader(r)",
                      "new_string": "var utf8BOM = []byte{0xEF, 0xBB, 0xBF}\n\n// NewReader skips a leading UTF-8 "
                                    "BOM (the cold room scanner writes one since 2026-11).\nfunc NewReader(r "
                                    "io.Reader) *Reader {\n\tbr := bufio.NewReader(r)\n\tif head, err := br."
                                    "Peek(3); err == nil && bytes.Equal(head, utf8BOM) {\n\t\t_, _ = br."
                                    "Discard(3)\n\t}\n\tcr := csv.NewReader(br)"},
             "The file internal/csvin/reader.go has been updated."),
        bash("go test ./internal/csvin/ -run . -v 2>&1 | tail -12",
             "=== RUN   TestHeaderExact\n--- PASS: TestHeaderExact (0.00s)\n=== RUN   TestHeaderWithBOM\n"
             "--- PASS: TestHeaderWithBOM (0.00s)\n=== RUN   TestEmptyFile\n--- PASS: TestEmptyFile (0.00s)\n"
             "=== RUN   TestGermPctMustBe0to100\n--- PASS: TestGermPctMustBe0to100 (0.00s)\nPASS\n"
             "ok  \tgithub.example/seedvault/ingest/internal/csvin\t0.011s\n"),
        ("assistant", "Fixed in **seedvault-ingest**: `csvin.NewReader` now skips a leading BOM; new test "
                      "`TestHeaderWithBOM` uses one of Monday's real headers. All csvin tests pass."),
        ("user", "ship it. also the scanner times out after 10s and the first upload of the day always fails, "
                 "cold start i guess. that's in the infra repo, ../seedvault-infra"),
        bash("git -C . commit -qam \"csvin: skip UTF-8 BOM from cold room scanner\" && git push -q && cd "
             "../seedvault-infra && git pull -q && grep -n -A8 'resource \"google_cloud_run_v2_service\" "
             "\"ingest\"' cloudrun.tf",
             "12:resource \"google_cloud_run_v2_service\" \"ingest\" {\n13-  name     = \"seedvault-ingest\"\n"
             "14-  location = \"europe-north1\"\n15-  template {\n16-    scaling {\n17-      min_instance_count = 0\n"
             "18-      max_instance_count = 4\n19-    }\n20-    timeout = \"30s\"\n"),
        ("assistant", "Ingest commit pushed. In **seedvault-infra**, `cloudrun.tf` has `min_instance_count = 0`, "
                      "so the first request after idle pays a cold start (Go binary + DB pool warm-up, I'd "
                      "expect 8–12 s — enough to hit the scanner's 10 s timeout). Options: set min instances to "
                      "1 (costs a few euros a month in europe-north1), or add a Cloud Scheduler ping at 06:55 "
                      "before the lab opens."),
        ("user", "min 1. pings are hacks"),
        tool("Edit", {"file_path": "/home/kaito/work/seedvault-infra/cloudrun.tf",
                      "old_string": "      min_instance_count = 0", "new_string": "      min_instance_count = 1"},
             "The file cloudrun.tf has been updated."),
        bash("cd ../seedvault-infra && terraform fmt -check && terraform validate",
             "Success! The configuration is valid.\n"),
        ("assistant", "Set `min_instance_count = 1` for the ingest service in seedvault-infra; fmt and validate "
                      "pass. Shall I run `terraform plan` and `apply`?"),
        ("user", "plan yes, apply no. just so you know for next time: in seedvault-infra nobody applies from a "
                 "laptop, ever. you push, the infra-apply pipeline plans and applies after review. we had two "
                 "people applying at once in spring and the state lock got wedged for a day"),
        bash("cd ../seedvault-infra && terraform plan -no-color 2>&1 | tail -12",
             "google_cloud_run_v2_service.ingest: Refreshing state... [id=projects/seedvault-prod/locations/"
             "europe-north1/services/seedvault-ingest]\n\nTerraform will perform the following actions:\n\n"
             "  # google_cloud_run_v2_service.ingest will be updated in-place\n  ~ resource "
             "\"google_cloud_run_v2_service\" \"ingest\" {\n      ~ template {\n          ~ scaling {\n"
             "              ~ min_instance_count = 0 -> 1\n                # (1 unchanged attribute hidden)\n"
             "            }\n        }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n"),
        bash("cd ../seedvault-infra && git checkout -qb ingest-min-1 && git commit -qam \"ingest: min 1 instance "
             "(scanner 10s timeout vs cold start)\" && git push -q -u origin ingest-min-1 2>&1 | tail -2",
             "remote: Create a merge request for ingest-min-1:\nremote:   https://git.example/seedvault/"
             "seedvault-infra/-/merge_requests/new?merge_request%5Bsource_branch%5D=ingest-min-1\n"),
        ("assistant", "Plan shows the one in-place change (0 → 1). Pushed branch `ingest-min-1` in "
                      "seedvault-infra; the infra-apply pipeline will pick it up after review. I won't run "
                      "apply locally."),
        ("user", "👍"),
    ],
    "facts": [
        fact("bom-fix", "seedvault-ingest: the cold room scanner's CSVs started with a UTF-8 BOM, so the header "
                        "didn't match and every row was rejected; csvin.NewReader now skips a leading BOM.",
             "bugfix", "assistant", ["BOM", "scanner"]),
        fact("min-instances", "seedvault-infra: the ingest Cloud Run service runs with min_instance_count = 1 so "
                              "cold starts don't hit the scanner's 10 s timeout (a scheduler ping was rejected).",
             "decision", "user", [["min_instance_count", "min instances", "min 1"]]),
        fact("infra-apply", "seedvault-infra: nobody runs terraform apply from a laptop; changes are pushed and "
                            "the infra-apply pipeline plans and applies after review.", "rule", "user",
             ["infra-apply"], remember=True),
    ],
    "optional": [
        opt("region", "The ingest service runs in europe-north1.", ["europe-north1"]),
        opt("scanner-timeout", "The cold room scanner's upload timeout is 10 s.", ["10s"]),
    ],
    "questions": [
        q("Why were all cold room uploads rejected?", "the scanner CSVs started with a UTF-8 BOM", ["bom-fix"]),
        q("Can I run terraform apply for seedvault-infra locally?", "no, push; the infra-apply pipeline applies",
          ["infra-apply"]),
        q("How many minimum instances does the ingest service keep?", "1", ["min-instances"]),
    ],
}

SESSIONS = [TRAM, FALCONRY, SEEDS]
