"""Claude Code sessions of the h12 split, part 2 (data only; _sessions.py writes them)."""

from __future__ import annotations

from datetime import datetime

from _labels import F, Opt, Q


# ---------------------------------------------------------------- Java Spring ticketing API (long)
_GRADLE_TEST = "\n".join(
    ["> Task :compileJava UP-TO-DATE", "> Task :processResources", "> Task :compileTestJava", "> Task :test", ""]
    + [f"TicketControllerTest > {n}() PASSED" for n in ("createsTicket", "rejectsEmptyTitle", "assignsAgent",
                                                        "closesTicket", "reopensWithinSevenDays", "listsByQueue")]
    + [f"SlaServiceTest > {n}() PASSED" for n in ("breachAfterFourHours", "pausesOnWaitingCustomer",
                                                  "resumesOnReply", "defaultPolicyIsStandard")]
    + ["EscalationJobTest > escalatesOverdue() FAILED",
       "    org.opentest4j.AssertionFailedError: expected: <3> but was: <0>",
       "        at EscalationJobTest.escalatesOverdue(EscalationJobTest.java:58)", "",
       "11 tests completed, 1 failed", "> Task :test FAILED", "BUILD FAILED in 23s"])

_ACTUATOR = """{"status":"UP","components":{"db":{"status":"UP","details":{"database":"PostgreSQL","validationQuery":"isValid()"}},
"diskSpace":{"status":"UP","details":{"total":105088212992,"free":61120880640,"threshold":10485760}},
"ping":{"status":"UP"},"redis":{"status":"UP","details":{"version":"7.2.4"}}}}"""

SPRING = {
    "id": "h12-cc-ticketing-escalation",
    "project": "/home/dana/helpdesk-api",
    "start": datetime(2026, 11, 25, 9, 0),
    "about": "Spring Boot ticketing API, long session: failing escalation job (clock not injected), management port "
             "corrected by the user (8081 not 8080), Flyway naming, 'make a note' remember, ShedLock picked over "
             "Quartz, chatter and one-off renames",
    "steps": [
        ("user", "good morning :) the escalation job test is red on main since yesterday, can you take a look?"),
        ("assistant", "Good morning! Let me run the tests first."),
        ("tool", "Bash", {"command": "./gradlew test"}, _GRADLE_TEST),
        ("tool", "Read", {"file_path": "src/main/java/dev/helpdesk/sla/EscalationJob.java"},
         "@Component\npublic class EscalationJob {\n    private final TicketRepository tickets;\n"
         "    @Scheduled(cron = \"0 */5 * * * *\")\n    public void run() {\n"
         "        Instant now = Instant.now();\n        tickets.findOpenDueBefore(now).forEach(this::escalate);\n"
         "    }\n}"),
        ("tool", "Read", {"file_path": "src/test/java/dev/helpdesk/sla/EscalationJobTest.java"},
         "    @Test\n    void escalatesOverdue() {\n        clock.setInstant(Instant.parse(\"2026-03-02T12:00:00Z\"));\n"
         "        seedTickets(3, Instant.parse(\"2026-03-02T07:00:00Z\"));\n        job.run();\n"
         "        assertEquals(3, escalated());\n    }"),
        ("assistant", "Found it. The test moves a `MutableClock` to 2026-03-02, but `EscalationJob` calls "
                      "`Instant.now()` directly, so it uses the real wall clock. The seeded tickets are due on "
                      "2026-03-02 07:00 plus four hours — in the real \"now\" (late November) they are not found by "
                      "`findOpenDueBefore` because the fixture also sets `created_at` in the future relative to... "
                      "actually simpler: the job never sees the test clock, so the assertion depends on the real "
                      "date. It went red yesterday when the fixture dates were regenerated.\n\nFix: inject "
                      "`java.time.Clock` into the job and use `Instant.now(clock)`. There's already a `Clock` bean in "
                      "`TimeConfig`."),
        ("user", "yes do that"),
        ("tool", "Edit", {"file_path": "src/main/java/dev/helpdesk/sla/EscalationJob.java",
                          "old_string": "        Instant now = Instant.now();",
                          "new_string": "        Instant now = Instant.now(clock);"},
         "The file src/main/java/dev/helpdesk/sla/EscalationJob.java has been updated."),
        ("tool", "Edit", {"file_path": "src/main/java/dev/helpdesk/sla/EscalationJob.java",
                          "old_string": "    private final TicketRepository tickets;",
                          "new_string": "    private final TicketRepository tickets;\n    private final Clock clock;"},
         "The file src/main/java/dev/helpdesk/sla/EscalationJob.java has been updated."),
        ("tool", "Bash", {"command": "./gradlew test --tests '*EscalationJobTest*'"},
         "EscalationJobTest > escalatesOverdue() PASSED\n\nBUILD SUCCESSFUL in 14s"),
        ("assistant", "Green. `EscalationJob` now takes the `Clock` bean and uses `Instant.now(clock)`."),
        ("user", "thanks. while you're at it, the job runs on every pod. we have 3 replicas now, so tickets get "
                 "escalated 3 times. ideas?"),
        ("assistant", "A few options:\n\n- **ShedLock** with the JDBC provider: a `shedlock` table in Postgres, one "
                      "annotation on the job, the lock ensures only one pod runs it per tick. Small.\n"
                      "- **Quartz** in clustered mode: heavier, its own 11 tables, but gives you misfire handling.\n"
                      "- Move the job out into a separate single-replica deployment.\n\n"
                      "I'd lean to ShedLock; Quartz is a lot of machinery for one cron."),
        ("user", "shedlock. quartz tables are a pain, we had them in the old monolith and nobody understood them. "
                 "lockAtMostFor 4 minutes, so it can't overlap the next 5-minute run"),
        ("tool", "Bash", {"command": "ls src/main/resources/db/migration | tail -4"},
         "V2026_11_02_1__add_queue_colour.sql\nV2026_11_10_1__ticket_tags.sql\nV2026_11_18_1__sla_pause.sql\n"
         "V2026_11_18_2__sla_pause_index.sql"),
        ("assistant", "I'll add the migration as `V7__shedlock.sql`."),
        ("user", "no — look at the names. it's V<yyyy_mm_dd>_<n>__description.sql, date of the day you write it. "
                 "make a note: Flyway migrations here are always named like that, never plain V7"),
        ("tool", "Write", {"file_path": "src/main/resources/db/migration/V2026_11_25_1__shedlock.sql",
                           "content": "CREATE TABLE shedlock(name VARCHAR(64) NOT NULL, lock_until TIMESTAMP NOT NULL,"
                                      "\n  locked_at TIMESTAMP NOT NULL, locked_by VARCHAR(255) NOT NULL, PRIMARY KEY (name));\n"},
         "File created successfully at: src/main/resources/db/migration/V2026_11_25_1__shedlock.sql"),
        ("tool", "Edit", {"file_path": "src/main/java/dev/helpdesk/sla/EscalationJob.java",
                          "old_string": "    @Scheduled(cron = \"0 */5 * * * *\")",
                          "new_string": "    @Scheduled(cron = \"0 */5 * * * *\")\n"
                                        "    @SchedulerLock(name = \"escalation\", lockAtMostFor = \"PT4M\", lockAtLeastFor = \"PT30S\")"},
         "The file src/main/java/dev/helpdesk/sla/EscalationJob.java has been updated."),
        ("tool", "Edit", {"file_path": "build.gradle.kts", "old_string": "dependencies {",
                          "new_string": "dependencies {\n    implementation(\"net.javacrumbs.shedlock:shedlock-spring:5.16.0\")\n"
                                        "    implementation(\"net.javacrumbs.shedlock:shedlock-provider-jdbc-template:5.16.0\")"},
         "The file build.gradle.kts has been updated."),
        ("assistant", "Done:\n\n- migration `V2026_11_25_1__shedlock.sql` (naming noted: `V<yyyy_mm_dd>_<n>__description.sql`)\n"
                      "- `@SchedulerLock(name = \"escalation\", lockAtMostFor = \"PT4M\")` on the job\n"
                      "- ShedLock 5.16.0 (spring + jdbc-template provider)\n\n"
                      "I still need `@EnableSchedulerLock` on the config and a `LockProvider` bean."),
        ("user", "go"),
        ("tool", "Edit", {"file_path": "src/main/java/dev/helpdesk/config/SchedulingConfig.java",
                          "old_string": "@EnableScheduling",
                          "new_string": "@EnableScheduling\n@EnableSchedulerLock(defaultLockAtMostFor = \"PT4M\")"},
         "The file src/main/java/dev/helpdesk/config/SchedulingConfig.java has been updated."),
        ("tool", "Bash", {"command": "./gradlew test"}, "12 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 27s"),
        ("assistant", "All green. Want me to check it against a local run? I'll hit the health endpoint on "
                      "http://localhost:8080/actuator/health once it's up."),
        ("user", "no, it's 8081, not 8080 — management is on its own port, 8080 is only the public api"),
        ("tool", "Bash", {"command": "./gradlew bootRun >/tmp/boot.log 2>&1 & sleep 25; curl -s localhost:8081/actuator/health"},
         _ACTUATOR),
        ("assistant", "Up on 8081: db UP (PostgreSQL), redis UP (7.2.4), disk fine. The `shedlock` table was "
                      "created by Flyway at startup."),
        ("user", "cool. can you rename TicketSvc to TicketService everywhere, the abbreviation bugs me"),
        ("tool", "Bash", {"command": "grep -rl 'TicketSvc' src | wc -l"}, "14"),
        ("tool", "Bash", {"command": "grep -rl 'TicketSvc' src | xargs sed -i 's/TicketSvc/TicketService/g' && "
                                     "git mv src/main/java/dev/helpdesk/ticket/TicketSvc.java "
                                     "src/main/java/dev/helpdesk/ticket/TicketService.java && ./gradlew compileJava -q"},
         ""),
        ("assistant", "Renamed in 14 files; it compiles."),
        ("user", "thanks! one last thing, should we bump spring boot to 3.4 while we're here?"),
        ("assistant", "We're on 3.3.5. 3.4 is fine in principle, but it changes the default structured logging and "
                      "your Logstash pipeline parses the current format. I'd do it in its own PR."),
        ("user", "agree, separate PR, not today"),
        ("assistant", "OK. Summary of today: escalation job uses the injected `Clock`; ShedLock guards it across the "
                      "3 replicas; migration naming and the management port 8081 noted."),
        ("user", "great work, thx"),
        ("assistant", "Always happy to help!"),
    ],
    "facts": [
        F("clock", "EscalationJob test failed because the job called Instant.now() instead of the injected Clock; "
                   "fixed to Instant.now(clock).", "bugfix", "assistant", ["Clock", ["Instant.now", "Instant now"]]),
        F("shedlock", "ShedLock (JDBC) guards the escalation job across the 3 replicas; Quartz rejected because its "
                      "tables were a pain in the old monolith.", "decision", "user", ["ShedLock", "Quartz"]),
        F("lock-time", "lockAtMostFor is 4 minutes (PT4M) so it can't overlap the next 5-minute run.", "config",
          "user", [["lockAtMostFor", "lock at most"], ["PT4M", "4 minutes"]]),
        F("flyway-name", "Flyway migrations are named V<yyyy_mm_dd>_<n>__description.sql, never plain V7.",
          "convention", "user", ["Flyway", ["yyyy_mm_dd", "V2026_11_25_1"]], True),
        F("mgmt-port", "Management/actuator runs on port 8081; 8080 is only the public API.", "config", "user",
          ["8081", ["management", "actuator"]]),
        F("boot-34", "Spring Boot 3.4 upgrade goes in its own PR (it changes structured logging the Logstash "
                     "pipeline parses).", "decision", "user", ["3.4", ["separate PR", "own PR"]]),
    ],
    "optional": [
        Opt("shedlock-ver", "ShedLock is 5.16.0.", ["ShedLock", "5.16.0"]),
        Opt("rename", "TicketSvc was renamed to TicketService.", ["TicketService"]),
        Opt("boot-ver", "Spring Boot is at 3.3.5.", ["3.3.5"]),
    ],
    "questions": [
        Q("What stops the escalation job from running on every pod?", "ShedLock", ["shedlock"]),
        Q("How are Flyway migrations named?", "V<yyyy_mm_dd>_<n>__description.sql", ["flyway-name"]),
        Q("Which port serves the actuator health endpoint?", "8081", ["mgmt-port"]),
        Q("Why did the escalation test fail?", "Instant.now() instead of injected Clock", ["clock"]),
    ],
}

# ---------------------------------------------------------------- Swift iPad sketch app (short)
SWIFT = {
    "id": "h12-cc-sketch-latency",
    "project": "/Users/noor/Inkling",
    "start": datetime(2026, 11, 25, 15, 20),
    "about": "Swift iPad sketch app, short: predicted touches adopted for pencil latency; 'keep in mind' remember "
             "about the iPadOS deployment target; a PencilKit rewrite suggestion not taken",
    "steps": [
        ("user", "the stroke lags behind the pencil tip on the 2021 iPad. anything cheap we can do?"),
        ("tool", "Grep", {"pattern": "touchesMoved|coalescedTouches|predictedTouches", "path": "Inkling/Canvas"},
         "Inkling/Canvas/CanvasView.swift:142:    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {\n"
         "Inkling/Canvas/CanvasView.swift:144:        for t in event?.coalescedTouches(for: touch) ?? [] {"),
        ("assistant", "You already use coalesced touches, but not `predictedTouches(for:)`. Drawing the predicted "
                      "points as a temporary tail (thrown away on the next event) usually hides one to two frames "
                      "of lag. The heavier alternative is moving the whole canvas onto PencilKit, which handles this "
                      "for you but would replace your custom brush engine."),
        ("user", "predicted touches. not touching our brush engine, it's the whole point of the app. and keep in "
                 "mind the deployment target is iPadOS 16 because the school district still has those iPads — "
                 "don't use anything 17-only"),
        ("tool", "Edit", {"file_path": "Inkling/Canvas/CanvasView.swift",
                          "old_string": "        for t in event?.coalescedTouches(for: touch) ?? [] {",
                          "new_string": "        stroke.clearPredicted()\n        for t in event?.coalescedTouches(for: touch) ?? [] {"},
         "The file Inkling/Canvas/CanvasView.swift has been updated."),
        ("tool", "Bash", {"command": "xcodebuild -scheme Inkling -destination 'platform=iOS Simulator,name=iPad (10th generation)' build | tail -2"},
         "** BUILD SUCCEEDED **\n"),
        ("assistant", "Added: each `touchesMoved` clears the old predicted tail, appends coalesced points, then "
                      "appends `predictedTouches(for:)` as a provisional tail. Only iPadOS 13+ APIs, so fine for the "
                      "16 target. Builds."),
        ("user", "feels way better on device, thanks!!"),
    ],
    "facts": [
        F("predicted", "Pencil latency handled with predictedTouches (a provisional tail), not a PencilKit rewrite: the "
                       "custom brush engine stays.", "decision", "user", [["predictedTouches", "predicted touches"]]),
        F("ipados16", "Deployment target is iPadOS 16 (school district iPads); don't use iPadOS 17-only APIs.", "rule",
          "user", ["iPadOS 16"], True),
    ],
    "optional": [Opt("brush", "The custom brush engine is the core of the app.", ["brush engine"])],
    "questions": [
        Q("What is the deployment target?", "iPadOS 16", ["ipados16"]),
        Q("How was pencil lag reduced?", "predictedTouches", ["predicted"]),
    ],
}

# ---------------------------------------------------------------- OCaml compiler pass (failed attempt, nothing durable)
_DUNE_ERR = """File "lib/passes/cse.ml", line 88, characters 14-40:
88 |       | Let (x, e1, e2) when is_pure e1 ->
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^
Error: This pattern matches values of type Ir.expr
       but a pattern was expected which matches values of type Ir.stmt
File "lib/passes/cse.ml", line 121, characters 4-31:
121 |     Hashtbl.replace tbl key x;
          ^^^^^^^^^^^^^^^^^^^^^^^^^^^
Error (warning 21 [nonreturning-statement]): this statement never returns (or has an unsound type.)"""

OCAML = {
    "id": "h12-cc-cse-attempt",
    "project": "/home/yusuf/minml",
    "start": datetime(2026, 11, 26, 13, 45),
    "about": "nothing durable: a first try at a common-subexpression pass for a toy OCaml compiler fails to type-check "
             "twice and the person drops it for the day; no decision taken",
    "steps": [
        ("user", "let's try a quick CSE pass over the IR, just for Let bindings of pure exprs. put it in "
                 "lib/passes/cse.ml"),
        ("tool", "Write", {"file_path": "lib/passes/cse.ml", "content": "(* draft *)\nlet rec run tbl = function ...\n"},
         "File created successfully at: lib/passes/cse.ml"),
        ("tool", "Bash", {"command": "dune build 2>&1 | head -20"}, _DUNE_ERR),
        ("assistant", "Two problems: `Let` lives in `Ir.stmt`, not `Ir.expr`, so the match has to be on statements; "
                      "and the `Hashtbl.replace` sits after a recursive call that the checker thinks never returns, "
                      "because `run` has no base case for `Seq`. Let me restructure it as a walk over statements."),
        ("tool", "Bash", {"command": "dune build 2>&1 | head -8"},
         "File \"lib/passes/cse.ml\", line 64, characters 20-34:\nError: Unbound value Ir.expr_equal\n"
         "Hint: Did you mean expr_eq?"),
        ("assistant", "Closer. `Ir.expr_eq` compares structurally but ignores binder names, which would merge "
                      "`let x = a + b` with `let y = a + b` across scopes where `a` differs. I'd need a proper "
                      "alpha-aware key, so it's more work than a quick pass."),
        ("user", "meh. ok forget it for today, I'm too tired for this. just delete the file"),
        ("tool", "Bash", {"command": "rm lib/passes/cse.ml && dune build 2>&1 | tail -1 && git status --short"}, ""),
        ("assistant", "Deleted; the tree is back to clean and builds."),
        ("user", "thx, night"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

# ---------------------------------------------------------------- Laravel school portal (changed decision)
_QUEUE_LOG = "\n".join(
    [f"[2026-11-26 07:{m:02d}:{(m * 7) % 60:02d}] local.INFO: SendGradeNotification queued for parent_id={4100 + m}"
     for m in range(0, 24, 2)]
    + ["[2026-11-26 07:25:13] local.ERROR: SQLSTATE[HY000]: General error: 5 database is locked "
       "(SQL: delete from \"jobs\" where \"id\" = 3391)",
       "[2026-11-26 07:25:13] local.ERROR: SendGradeNotification failed attempt 1/3"])

LARAVEL = {
    "id": "h12-cc-portal-queues",
    "project": "/var/www/schoolportal",
    "start": datetime(2026, 11, 26, 17, 10),
    "about": "Laravel school portal, chatty: queue driver discussed, redis picked then changed to the database "
             "driver on MySQL (final); lower-case typo remember about parents' emails; notification delay value",
    "steps": [
        ("user", "hiii. the grade notifications are failing in the morning when teachers publish marks. log:\n\n"
                 + _QUEUE_LOG),
        ("assistant", "Hi! `database is locked` is SQLite refusing concurrent writers: the queue is on the "
                      "`database` driver and your `.env` in staging still points `DB_CONNECTION` at the SQLite file "
                      "for jobs. With four workers deleting finished jobs at once, SQLite locks. Options: move jobs "
                      "to Redis, or keep the database driver but on the main MySQL connection."),
        ("user", "redis then, we have one for sessions anyway"),
        ("tool", "Bash", {"command": "grep -n 'QUEUE\\|REDIS' .env.staging"},
         "14:QUEUE_CONNECTION=database\n15:REDIS_HOST=10.20.0.9\n16:REDIS_PORT=6379\n17:REDIS_DB=0"),
        ("assistant", "OK, I'll set `QUEUE_CONNECTION=redis` and use a separate Redis DB index (1) for the queue so "
                      "it doesn't share keys with sessions in DB 0."),
        ("user", "wait. actually the redis box is the tiny one the hosting company gives us, 64mb, and they wipe "
                 "it on restarts. i don't want grade notifications lost. keep the database driver but on mysql"),
        ("tool", "Edit", {"file_path": "config/queue.php", "old_string": "'connection' => env('DB_QUEUE_CONNECTION', 'sqlite'),",
                          "new_string": "'connection' => env('DB_QUEUE_CONNECTION', 'mysql'),"},
         "The file config/queue.php has been updated."),
        ("tool", "Bash", {"command": "php artisan queue:table 2>/dev/null; php artisan migrate --database=mysql --force | tail -2"},
         "   INFO  Running migrations.\n  2026_11_26_171800_create_jobs_table ........................ 38ms DONE"),
        ("assistant", "Done: the queue stays on the `database` driver but now uses the MySQL connection "
                      "(`DB_QUEUE_CONNECTION=mysql`), jobs table migrated. No Redis for queues, since that instance "
                      "is 64 MB and wiped on restart."),
        ("user", "yay. also the notifications go out instantly, and teachers often fix a typo in a mark 2 min "
                 "later, so parents get two mails. can we delay them"),
        ("assistant", "Yes, `->delay(now()->addMinutes(10))` on dispatch, and when a mark is edited within the "
                      "window we drop the pending one. 10 minutes ok?"),
        ("user", "15"),
        ("tool", "Edit", {"file_path": "app/Http/Controllers/MarkController.php",
                          "old_string": "SendGradeNotification::dispatch($mark);",
                          "new_string": "SendGradeNotification::dispatch($mark)->delay(now()->addMinutes(15));"},
         "The file app/Http/Controllers/MarkController.php has been updated."),
        ("tool", "Bash", {"command": "php artisan test --filter=Grade"},
         "   PASS  Tests\\Feature\\GradeNotificationTest\n  ✓ notification is delayed   0.21s\n"
         "  ✓ edit within window replaces pending   0.18s\n\n  Tests:    2 passed (6 assertions)"),
        ("assistant", "Grade notifications are now delayed by 15 minutes; an edit inside the window replaces the "
                      "pending job. Tests pass."),
        ("user", "ur the best. oh and pls remmeber that we never put parents email adresses in logs, GDPR thing, "
                 "the DPO checks. use parent_id like it already does"),
        ("assistant", "Noted: never log parents' email addresses, only `parent_id`."),
    ],
    "facts": [
        F("cause", "Grade notification jobs failed with 'database is locked' because the queue's database driver "
                   "used SQLite with several workers.", "bugfix", "assistant", ["database is locked", "SQLite"]),
        F("queue-mysql", "Queue stays on the database driver but on MySQL (DB_QUEUE_CONNECTION=mysql), not Redis: the "
                         "hosted Redis is 64 MB and wiped on restart.", "decision", "user",
          ["mysql", ["64mb", "64 MB", "wiped", "wipe"]]),
        F("delay", "Grade notifications are delayed 15 minutes so teachers' quick mark fixes don't send two mails.",
          "config", "user", ["15", ["delay", "delayed"]]),
        F("no-email-logs", "Never put parents' email addresses in logs (GDPR); log parent_id.", "rule", "user",
          ["parent_id", ["email", "emails"]], True),
    ],
    "optional": [Opt("redis-host", "Staging Redis is 10.20.0.9:6379.", ["10.20.0.9"])],
    "questions": [
        Q("Which queue backend does the portal use?", "database driver on MySQL", ["queue-mysql"]),
        Q("Why not Redis for queues?", "64 MB, wiped on restart", ["queue-mysql"]),
        Q("How long are grade notifications delayed?", "15 minutes", ["delay"]),
        Q("What may be logged about parents?", "parent_id, never email", ["no-email-logs"]),
    ],
}

SESSIONS = [SPRING, SWIFT, OCAML, LARAVEL]
