"""h64 Claude Code sessions, part a: fascicolo, the Java case-management system of the Castelvero district court
(Tribunale di Castelvero, in-house IT unit). Spring Boot on PostgreSQL. A double-booked courtroom (race, not the
timezone), gap-free registry numbers, and a session of small renames and chatter (nothing durable)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FASC = "/home/chiara/src/fascicolo"

_SCHEDULER_JAVA = """     1\tpackage it.tribunale.castelvero.fascicolo.hearing;
     2\t
     3\timport it.tribunale.castelvero.fascicolo.courtroom.CourtroomBusyException;
     4\timport org.springframework.stereotype.Service;
     5\timport org.springframework.transaction.annotation.Transactional;
     6\t
     7\t@Service
     8\tpublic class HearingScheduler {
     9\t
    10\t    private final HearingRepository hearingRepo;
    11\t    private final AuditLog audit;
    12\t
    13\t    public HearingScheduler(HearingRepository hearingRepo, AuditLog audit) {
    14\t        this.hearingRepo = hearingRepo;
    15\t        this.audit = audit;
    16\t    }
    17\t
    18\t    @Transactional
    19\t    public Hearing schedule(ScheduleRequest req, String clerkId) {
    20\t        var overlapping = hearingRepo.findOverlapping(req.courtroomId(), req.start(), req.end());
    21\t        if (!overlapping.isEmpty()) {
    22\t            throw new CourtroomBusyException(req.courtroomId(), overlapping.get(0).getRg());
    23\t        }
    24\t        var saved = hearingRepo.save(Hearing.from(req));
    25\t        audit.record(clerkId, "HEARING_SCHEDULED", saved.getId());
    26\t        return saved;
    27\t    }
    28\t
    29\t    @Transactional
    30\t    public Hearing reschedule(long hearingId, ScheduleRequest req, String clerkId) {
    31\t        var h = hearingRepo.findById(hearingId).orElseThrow();
    32\t        var overlapping = hearingRepo.findOverlapping(req.courtroomId(), req.start(), req.end())
    33\t                .stream().filter(o -> o.getId() != hearingId).toList();
    34\t        if (!overlapping.isEmpty()) {
    35\t            throw new CourtroomBusyException(req.courtroomId(), overlapping.get(0).getRg());
    36\t        }
    37\t        h.moveTo(req.courtroomId(), req.start(), req.end());
    38\t        audit.record(clerkId, "HEARING_RESCHEDULED", h.getId());
    39\t        return h;
    40\t    }
    41\t}
"""

_REPO_JAVA = """    18\t    @Query(\"\"\"
    19\t        select h from Hearing h
    20\t         where h.courtroomId = :courtroom
    21\t           and h.status <> 'CANCELLED'
    22\t           and h.start < :end
    23\t           and h.end > :start
    24\t        \"\"\")
    25\t    List<Hearing> findOverlapping(@Param("courtroom") long courtroom,
    26\t                                  @Param("start") OffsetDateTime start,
    27\t                                  @Param("end") OffsetDateTime end);
"""

_PSQL_TWO_ROWS = """ id     | rg          | courtroom_id | hearing_start          | hearing_end            | status    | created_by | created_at
--------+-------------+--------------+------------------------+------------------------+-----------+------------+-------------------------------
 918204 | 4411/2026   |            3 | 2026-11-04 09:30:00+00 | 2026-11-04 10:30:00+00 | SCHEDULED | cl_017     | 2026-10-29 11:02:17.331409+00
 918205 | 4502/2026   |            3 | 2026-11-04 09:30:00+00 | 2026-11-04 10:15:00+00 | SCHEDULED | cl_022     | 2026-10-29 11:02:17.348112+00
(2 rows)

 show timezone;
 TimeZone
----------
 UTC
(1 row)

 select version();
                                                       version
---------------------------------------------------------------------------------------------------------------------
 PostgreSQL 16.4 (Debian 16.4-1.pgdg120+2) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit
(1 row)
"""

_COMPOSE_PS = """NAME                  IMAGE                 COMMAND                  SERVICE        CREATED        STATUS                  PORTS
fascicolo-db          postgres:16.4         "docker-entrypoint.s…"   db             3 weeks ago    Up 2 days (healthy)     0.0.0.0:5433->5432/tcp
fascicolo-mailhog     mailhog/mailhog:v1.0.1 "MailHog"                mailhog        3 weeks ago    Up 2 days               1025/tcp, 0.0.0.0:8025->8025/tcp
sicid-legacy-pg       postgres:9.6          "docker-entrypoint.s…"   legacy         5 months ago   Up 2 days               0.0.0.0:5432->5432/tcp
"""

_MIGRATION_V87 = """-- V87: no two active hearings in the same courtroom at overlapping times.
-- The Java pre-check in HearingScheduler is not enough: two clerks saving at the
-- same moment both pass it under READ COMMITTED (see CAS-2291).
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE hearing
    ADD COLUMN during tstzrange
        GENERATED ALWAYS AS (tstzrange(hearing_start, hearing_end, '[)')) STORED;

ALTER TABLE hearing
    ADD CONSTRAINT hearing_no_overlap
    EXCLUDE USING gist (courtroom_id WITH =, during WITH &&)
    WHERE (status <> 'CANCELLED');
"""

_FLYWAY_FAIL = """> Task :flywayMigrate FAILED
Flyway Community Edition 10.17.3 by Redgate
Database: jdbc:postgresql://localhost:5433/fascicolo (PostgreSQL 16.4)
Successfully validated 87 migrations (execution time 00:00.094s)
Current version of schema "public": 86
Migrating schema "public" to version "87 - hearing no overlap"
ERROR: Migration V87__hearing_no_overlap.sql failed
--------------------------------------------------
SQL State  : 23P01
Error Code : 0
Message    : ERROR: could not create exclusion constraint "hearing_no_overlap"
  Detail: Key (courtroom_id, during)=(3, ["2026-11-04 09:30:00+00","2026-11-04 10:15:00+00")) conflicts with key (courtroom_id, during)=(3, ["2026-11-04 09:30:00+00","2026-11-04 10:30:00+00")).
Location   : db/migration/V87__hearing_no_overlap.sql (/home/chiara/src/fascicolo/src/main/resources/db/migration/V87__hearing_no_overlap.sql)
Line       : 10
Statement  : ALTER TABLE hearing
    ADD CONSTRAINT hearing_no_overlap
    EXCLUDE USING gist (courtroom_id WITH =, during WITH &&)
    WHERE (status <> 'CANCELLED')

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':flywayMigrate'.
> Error occurred while executing flywayMigrate

BUILD FAILED in 6s
"""

_FLYWAY_OK = """DELETE 1
> Task :flywayMigrate
Flyway Community Edition 10.17.3 by Redgate
Database: jdbc:postgresql://localhost:5433/fascicolo (PostgreSQL 16.4)
Successfully validated 87 migrations (execution time 00:00.088s)
Current version of schema "public": 86
Migrating schema "public" to version "87 - hearing no overlap"
Successfully applied 1 migration to schema "public", now at version v87 (execution time 00:01.412s)

BUILD SUCCESSFUL in 5s
"""

_HANDLER_DIFF = """--- a/src/main/java/it/tribunale/castelvero/fascicolo/web/ApiExceptionHandler.java
+++ b/src/main/java/it/tribunale/castelvero/fascicolo/web/ApiExceptionHandler.java
@@ -41,6 +41,22 @@ public class ApiExceptionHandler {
         return problem(HttpStatus.CONFLICT, "courtroom-busy", ex.getMessage());
     }
 
+    /**
+     * The exclusion constraint hearing_no_overlap (V87) fires with SQLState 23P01
+     * when two saves race past the pre-check. Same answer as the pre-check.
+     */
+    @ExceptionHandler(DataIntegrityViolationException.class)
+    ProblemDetail onIntegrity(DataIntegrityViolationException ex) {
+        if (ex.getMostSpecificCause() instanceof PSQLException psql
+                && "23P01".equals(psql.getSQLState())
+                && psql.getMessage().contains("hearing_no_overlap")) {
+            return onCourtroomBusy(new CourtroomBusyException(psql));
+        }
+        log.error("integrity violation", ex);
+        return problem(HttpStatus.CONFLICT, "integrity", "Dati in conflitto");
+    }
+
     @ExceptionHandler(HearingNotFoundException.class)
     ProblemDetail onNotFound(HearingNotFoundException ex) {
"""

_GRADLE_TEST = """> Task :compileJava
> Task :processResources
> Task :classes
> Task :compileTestJava
> Task :test

HearingSchedulerTest > schedulesIntoFreeCourtroom() PASSED
HearingSchedulerTest > rejectsOverlapInSameCourtroom() PASSED
HearingSchedulerTest > allowsOverlapInDifferentCourtrooms() PASSED
HearingSchedulerTest > allowsBackToBackHearings() PASSED
HearingSchedulerTest > cancelledHearingDoesNotBlock() PASSED
HearingSchedulerTest > rescheduleIntoOwnSlotIsAllowed() PASSED
HearingSchedulerConcurrencyTest > twoClerksSameSlotOnlyOneWins() PASSED
    [hikari] 2 connections, latch released at 2026-11-03T09:41:55.102Z
    thread clerk-A -> 201 Created (hearing 37)
    thread clerk-B -> 409 courtroom-busy (SQLState 23P01 mapped)
HearingSchedulerConcurrencyTest > hundredParallelSavesOneSurvivor() PASSED
HearingApiIT > postHearingReturns409OnOverlap() PASSED
HearingApiIT > problemJsonHasItalianMessage() PASSED

BUILD SUCCESSFUL in 48s
7 actionable tasks: 5 executed, 2 up-to-date
"""

_GAPS_SQL = """ register | year | missing
----------+------+---------
 VG       | 2026 |     118
 VG       | 2026 |     131
 VG       | 2026 |     164
 VG       | 2026 |     165
(4 rows)

 select last_value, log_cnt, is_called from rg_vg_seq;
 last_value | log_cnt | is_called
------------+---------+-----------
        212 |      30 | t
(1 row)
"""

_APP_LOG_ROLLBACK = """2026-10-14 10:12:03.114 INFO  [http-nio-8080-exec-7] RegistrationService : register VG for deposit 77120 by cl_031
2026-10-14 10:12:03.121 DEBUG [http-nio-8080-exec-7] RgNumberAllocator   : nextval('rg_vg_seq') -> 118
2026-10-14 10:12:03.402 WARN  [http-nio-8080-exec-7] FeeCheck            : deposit 77120: contributo unificato not paid (TesoPay ref missing)
2026-10-14 10:12:03.405 INFO  [http-nio-8080-exec-7] o.s.t.i.TransactionInterceptor : rolling back RegistrationService.register
2026-10-14 10:14:51.880 INFO  [http-nio-8080-exec-2] RegistrationService : register VG for deposit 77121 by cl_031
2026-10-14 10:14:51.884 DEBUG [http-nio-8080-exec-2] RgNumberAllocator   : nextval('rg_vg_seq') -> 119
2026-10-14 10:14:52.010 INFO  [http-nio-8080-exec-2] RegistrationService : registered VG 119/2026
"""

_MIGRATION_V88 = """-- V88: gap-free registry numbers (see mail from cancelleria, 06/11).
CREATE TABLE rg_counter (
    register     varchar(8)  NOT NULL,
    year         smallint    NOT NULL,
    last_number  integer     NOT NULL DEFAULT 0,
    PRIMARY KEY (register, year)
);

INSERT INTO rg_counter (register, year, last_number)
SELECT 'VG', 2026, coalesce(max(number), 0) FROM registration WHERE register = 'VG' AND year = 2026;

DROP SEQUENCE IF EXISTS rg_vg_seq;
"""

_ALLOCATOR_JAVA = """package it.tribunale.castelvero.fascicolo.registry;

@Component
public class RgNumberAllocator {

    private final JdbcTemplate jdbc;

    public RgNumberAllocator(JdbcTemplate jdbc) { this.jdbc = jdbc; }

    /** Must run inside the registration transaction: the row lock is held until commit. */
    @Transactional(propagation = Propagation.MANDATORY)
    public int next(String register, int year) {
        jdbc.update(\"\"\"
            INSERT INTO rg_counter (register, year, last_number) VALUES (?, ?, 0)
            ON CONFLICT (register, year) DO NOTHING\"\"\", register, year);
        Integer last = jdbc.queryForObject(\"\"\"
            SELECT last_number FROM rg_counter
             WHERE register = ? AND year = ?
               FOR UPDATE\"\"\", Integer.class, register, year);
        int next = last + 1;
        jdbc.update("UPDATE rg_counter SET last_number = ? WHERE register = ? AND year = ?", next, register, year);
        return next;
    }
}
"""

_RG_TESTS = """> Task :test

RgNumberAllocatorTest > firstNumberOfYearIsOne() PASSED
RgNumberAllocatorTest > newYearStartsAgainFromOne() PASSED
RgNumberAllocatorTest > rollbackDoesNotConsumeNumber() PASSED
    registration 1 -> 1/2026 committed
    registration 2 -> fee missing, rolled back
    registration 3 -> 2/2026 committed
RgNumberAllocatorTest > fiftyParallelRegistrationsAreGapFree() PASSED
    numbers 1..50, distinct=50, max=50, gaps=[]
RgNumberAllocatorTest > registersAreIndependent() PASSED
RegistrationServiceIT > receiptShowsNumberImmediately() PASSED

BUILD SUCCESSFUL in 39s
"""

_GREP_PARTI = """src/main/java/it/tribunale/castelvero/fascicolo/party/PartyService.java:38:    public List<PartyView> getPartiList(long caseId) {
src/main/java/it/tribunale/castelvero/fascicolo/web/CaseController.java:77:        model.put("parti", partyService.getPartiList(caseId));
src/main/java/it/tribunale/castelvero/fascicolo/export/VerbalePdfExporter.java:112:        for (var p : partyService.getPartiList(c.getId())) {
src/test/java/it/tribunale/castelvero/fascicolo/party/PartyServiceTest.java:24:        var list = service.getPartiList(CASE_ID);
src/test/java/it/tribunale/castelvero/fascicolo/party/PartyServiceTest.java:41:        assertThat(service.getPartiList(EMPTY_CASE)).isEmpty();
"""

_GRADLE_TEST_SMALL = """> Task :compileJava
> Task :compileTestJava
> Task :test

PartyServiceTest > listsPartiesInRoleOrder() PASSED
PartyServiceTest > emptyCaseHasNoParties() PASSED
PartyServiceTest > lawyerIsAttachedToParty() PASSED
CaseControllerTest > caseDetailShowsParties() PASSED
VerbalePdfExporterTest > verbaleHasPartiesBlock() PASSED
VerbalePdfExporterTest > verbaleMarginsAreA4() PASSED

BUILD SUCCESSFUL in 31s
5 actionable tasks: 3 executed, 2 up-to-date
"""

_FIND_EXPORT = """src/main/java/it/tribunale/castelvero/fascicolo/export/VerbalePdfExporter.java
src/main/java/it/tribunale/castelvero/fascicolo/export/DecretoPdfExporter.java
src/main/java/it/tribunale/castelvero/fascicolo/export/PdfFonts.java
src/test/java/it/tribunale/castelvero/fascicolo/export/VerbalePdfExporterTest.java

commit 3f0a9c2e71b4d8a1c6e5f0b9a8d7c6b5a4f3e2d1
Author: Matteo <matteo@tribunale-castelvero.example>
Date:   Tue Nov 10 16:48:02 2026 +0100

    verbale pdf: fix left margin on A4 (was letter), closes CAS-2310
"""


SESSIONS = [
    {
        "id": "h64-cc-hearing-overlap",
        "project": FASC,
        "start": datetime(2026, 11, 3, 9, 12),
        "branch": "fix/cas-2291-overlap",
        "about": "double-booked courtroom: user bets on the DST/timezone, the rows show a 17 ms race between two "
                 "clerks; exclusion constraint with btree_gist, 23P01 mapping; Flyway rule said as 'from now on'; "
                 "'always fun, this code' near-miss; local port only visible in compose output plus one user line",
        "steps": [
            ("user", "buongiorno. problem in produzione: aula 3 has two hearings at the same time tomorrow 10:30, "
                     "cancelleria called me very angry. ticket below\n\n"
                     "---\nCAS-2291 | priority: high | reporter: Rosanna (cancelleria civile)\n"
                     "Udienza RG 4411/2026 e RG 4502/2026 entrambe in Aula 3 il 04/11 ore 10:30. Il sistema non ha "
                     "dato nessun avviso. Please check, is the second time this month, the lawyers were already "
                     "convoked for both.\n---\n\n"
                     "i think is the timezone again. since the ora legale ended last week everything is weird, the "
                     "check compares a local time with an utc one probably"),
            ("assistant", "Let me look at the overlap check first and then at the two rows in the database, so we "
                          "can see whether the times really disagree."),
            tool("Read", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/hearing/HearingScheduler.java"},
                 _SCHEDULER_JAVA),
            tool("Read", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/hearing/HearingRepository.java",
                          "offset": 18, "limit": 10}, _REPO_JAVA),
            bash("docker compose ps", _COMPOSE_PS),
            bash("psql -h localhost -p 5433 -U fascicolo -c \"select id, rg, courtroom_id, hearing_start, hearing_end, "
                 "status, created_by, created_at from hearing where id in (918204, 918205)\" -c 'show timezone' "
                 "-c 'select version()'  # restored from last night's prod dump", _PSQL_TWO_ROWS),
            ("assistant", "I don't think it's the timezone this time. Both rows are stored as `timestamptz` and both "
                          "say 09:30 UTC, which is 10:30 in Europe/Rome now that we are back on CET — so the two "
                          "hearings really are in the same slot, and the overlap query in `HearingRepository` "
                          "compares `timestamptz` with `OffsetDateTime`, no local time anywhere.\n\n"
                          "Look at `created_at` instead: 11:02:17.331 by `cl_017` and 11:02:17.348 by `cl_022`, "
                          "17 milliseconds apart. That's the bug. `schedule()` does check-then-insert: it reads the "
                          "overlapping hearings, finds none, then inserts. Under READ COMMITTED two transactions "
                          "that start together both run the check before either has inserted, both see an empty "
                          "courtroom, both insert. It's a race between two clerks saving at the same moment, and "
                          "nothing in the database stops it.\n\n"
                          "Ways to close it:\n"
                          "1. SERIALIZABLE isolation on `schedule()`/`reschedule()` plus a retry on serialization "
                          "failures — works, but every caller needs the retry loop.\n"
                          "2. A transaction-level advisory lock per courtroom (`pg_advisory_xact_lock(courtroom_id)`) "
                          "before the check — simple, but only protects code paths that remember to take it.\n"
                          "3. An exclusion constraint: a generated `tstzrange` column and `EXCLUDE USING gist "
                          "(courtroom_id WITH =, during WITH &&)`. Needs the `btree_gist` extension for the `=` on "
                          "the integer. The database refuses the second row whatever path wrote it.\n\n"
                          "I'd go with 3."),
            ("user", "ok is not the timezone. i was SO sure. go with the constraint. but ops have postgres 16.4 in "
                     "prod, does btree_gist work there without asking them for superuser?"),
            ("assistant", "Yes: `btree_gist` ships with the contrib package that is already in the 16.4 image, and "
                          "it's marked trusted since PostgreSQL 13, so the `fascicolo` owner role can run `CREATE "
                          "EXTENSION` itself. I'll write it as V87 and exclude cancelled hearings from the constraint "
                          "so a cancelled slot can be reused."),
            tool("Write", {"file_path": f"{FASC}/src/main/resources/db/migration/V87__hearing_no_overlap.sql",
                           "content": _MIGRATION_V87}, "File created successfully."),
            bash("./gradlew flywayMigrate", _FLYWAY_FAIL),
            ("assistant", "The migration fails on the local copy, which is actually good news: the dump contains "
                          "exactly the CAS-2291 pair (RG 4411 and 4502 in courtroom 3), and the constraint refuses to "
                          "exist while they both do. In production the same will happen, so before deploying "
                          "someone has to decide which of the two hearings moves — that's a cancelleria decision, "
                          "I can't pick one automatically."),
            ("user", "yes i write to Rosanna, they move 4502 to aula 5. for local just delete it. and the check in "
                     "java, we keep it? the error message is nice for the clerks, the db error is horrible"),
            bash("psql -h localhost -p 5433 -U fascicolo -c 'delete from hearing where id = 918205' && ./gradlew flywayMigrate",
                 _FLYWAY_OK),
            ("assistant", "Keeping the pre-check: it gives the friendly message in the normal case. For the rare "
                          "race, the constraint raises SQLState 23P01 (`exclusion_violation`), and I map that in "
                          "`ApiExceptionHandler` to the same `CourtroomBusyException` answer, so the clerk who loses "
                          "the race sees the same 409 text as with the pre-check."),
            tool("Edit", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/web/ApiExceptionHandler.java"},
                 _HANDLER_DIFF),
            bash("./gradlew test --tests '*Hearing*'", _GRADLE_TEST),
            ("user", "perfetto. always fun, this code 🙃\n"
                     "and one thing, important: from now on every schema change goes through a flyway migration, "
                     "also for staging. no more ALTER by hand in psql on staging — Davide did it last month for a "
                     "column and the checksums exploded on the next deploy, we lost half a day"),
            ("assistant", "Understood — every schema change is a Flyway migration, staging included; no manual "
                          "`ALTER` in psql.\n\nSide note, since I used it all morning: your local database is the "
                          "`fascicolo-db` container on 5433, and 5432 is held by `sicid-legacy-pg`."),
            ("user", "yes the local db stays on 5433, the 5432 is the old 9.6 for the SICID export, i need it until "
                     "the ministry switches off that thing. ok commit it please, msg 'CAS-2291 exclusion constraint on "
                     "hearings'"),
            bash("git add -A && git commit -m 'CAS-2291 exclusion constraint on hearings'",
                 "[fix/cas-2291-overlap 5c7d1e2] CAS-2291 exclusion constraint on hearings\n"
                 " 4 files changed, 112 insertions(+), 3 deletions(-)\n"
                 " create mode 100644 src/main/resources/db/migration/V87__hearing_no_overlap.sql\n"
                 " create mode 100644 src/test/java/it/tribunale/castelvero/fascicolo/hearing/HearingSchedulerConcurrencyTest.java"),
            ("assistant", "Committed as 5c7d1e2 on `fix/cas-2291-overlap`. Summary:\n"
                          "- Cause of CAS-2291: not the timezone; two clerks saved 17 ms apart and both passed the "
                          "check-then-insert in `HearingScheduler` (a race under READ COMMITTED).\n"
                          "- Fix: V87 adds a generated `during tstzrange` column and the exclusion constraint "
                          "`hearing_no_overlap` (btree_gist, cancelled hearings excluded).\n"
                          "- 23P01 from that constraint is mapped to `CourtroomBusyException`, so the 409 looks the "
                          "same as the pre-check's.\n"
                          "- Before the prod deploy RG 4502/2026 must be moved to aula 5, otherwise V87 fails there "
                          "like it did locally.\n"
                          "- New concurrency test: two clerks, same slot, only one wins."),
            ("user", "grazie mille, ciao"),
        ],
        "facts": [
            fact("overlap-race", "The double-booked courtroom (CAS-2291) was a race between two clerks saving at "
                 "the same moment past the check-then-insert, not a timezone problem; fixed by the exclusion "
                 "constraint hearing_no_overlap (btree_gist, tstzrange) in migration V87.",
                 "bugfix", "assistant", ["race", "exclusion constraint"]),
            fact("23p01-mapping", "The Java pre-check stays for the friendly message, and SQLState 23P01 from the "
                 "exclusion constraint is mapped to CourtroomBusyException in ApiExceptionHandler.",
                 "convention", "assistant", ["23P01", "CourtroomBusyException"]),
            fact("flyway-only", "From now on every schema change goes through a Flyway migration, staging included; "
                 "no ALTER by hand in psql.", "rule", "user", ["Flyway", "ALTER"], remember=True),
            fact("local-port", "The local fascicolo database runs on port 5433, because 5432 is taken by the old "
                 "9.6 Postgres for the SICID export.", "config", "user", ["5433"]),
        ],
        "optional": [
            opt("cancelled-excluded", "The constraint ignores CANCELLED hearings so a cancelled slot can be reused.",
                ["CANCELLED"]),
            opt("pg-version", "Production runs PostgreSQL 16.4.", ["16.4"]),
        ],
        "questions": [
            q("Why did two hearings end up in the same courtroom at the same time?",
              "race between two clerks saving at the same moment, check-then-insert, not the timezone", ["overlap-race"]),
            q("What prevents overlapping hearings at the database level?",
              "exclusion constraint hearing_no_overlap with btree_gist", ["overlap-race"]),
            q("Can I fix a column on staging with ALTER in psql?",
              "no, every schema change goes through a Flyway migration", ["flyway-only"]),
            q("Which port is the local fascicolo database on?", "5433", ["local-port"]),
        ],
    },
    {
        "id": "h64-cc-rg-numbering",
        "project": FASC,
        "start": datetime(2026, 11, 6, 14, 35),
        "branch": "feat/rg-gap-free",
        "about": "gap-free registry numbers: pasted mail from the head of the registry; user first wants a yearly "
                 "sequence reset by cron, changes mind to a counter table with FOR UPDATE; assistant's end-of-day "
                 "batch idea refused with a reason; standing rule said as 'standing rule:'",
        "steps": [
            ("user", "ciao. arrived this mail from the capo cancelleria, read it:\n\n"
                     "---\nDa: Rosanna\nOggetto: numerazione registro VG\n\n"
                     "Buongiorno, in the audit of the volontaria giurisdizione register we found numbers missing: "
                     "118, 131, 164, 165 of 2026. The register must be continuous, the inspectors of the ministry "
                     "check it every year and a missing number must be justified with a written note for each one. "
                     "Also remember that from 1 January the numbering starts again from 1. Can you fix before the "
                     "inspection of December?\nGrazie, Rosanna\n---\n\n"
                     "the VG numbers come from the sequence rg_vg_seq i made two weeks ago. simplest: we keep the "
                     "sequence and a cron that does ALTER SEQUENCE RESTART on 1 january. but first why the holes?"),
            bash("psql -h localhost -p 5433 -U fascicolo -f /tmp/gaps.sql  # generate_series over VG 2026 numbers",
                 _GAPS_SQL),
            bash("grep -h 'rg_vg_seq\\|rolling back' logs/prod-2026-10-14.log | head -20", _APP_LOG_ROLLBACK),
            ("assistant", "The holes come from rollbacks. `RgNumberAllocator` calls `nextval('rg_vg_seq')` early in "
                          "`RegistrationService.register`; on 14 October deposit 77120 got 118, then the fee check "
                          "failed (contributo unificato not paid) and the transaction rolled back — but `nextval` "
                          "is never rolled back in PostgreSQL, by design, so 118 was consumed and the next "
                          "registration got 119. Same story for 131, 164 and 165.\n\n"
                          "So a cron that restarts the sequence on 1 January would fix the yearly reset but not "
                          "the gaps: any sequence will leave gaps whenever a registration fails after taking a "
                          "number. For a register that must be continuous a sequence is the wrong tool.\n\n"
                          "Two ways that are gap-free:\n"
                          "- a counter table, one row per register and year, read with `SELECT ... FOR UPDATE` in "
                          "the same transaction as the registration: if the registration rolls back, the increment "
                          "rolls back with it. Cost: registrations in the same register serialise on that row, "
                          "which at our volume (a few hundred a day) is nothing.\n"
                          "- assigning numbers in a batch at the end of the day, in order of deposit."),
            ("user", "the batch no — the lawyer needs the number on the receipt right away, the receipt goes out "
                     "when they deposit. and forget my cron idea, ok, the sequence is wrong. do the counter table"),
            tool("Write", {"file_path": f"{FASC}/src/main/resources/db/migration/V88__rg_counter.sql",
                           "content": _MIGRATION_V88}, "File created successfully."),
            tool("Write", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/registry/RgNumberAllocator.java",
                           "content": _ALLOCATOR_JAVA}, "File written successfully."),
            ("assistant", "V88 creates `rg_counter (register, year, last_number)` and seeds VG 2026 from the highest "
                          "number already used; the allocator inserts the row for a new year on first use (so on "
                          "1 January the first registration gets 1 without any cron), then locks it with `FOR "
                          "UPDATE`, increments and returns. `Propagation.MANDATORY` makes it fail loudly if someone "
                          "calls it outside the registration transaction. Running the tests, including one with "
                          "fifty parallel registrations."),
            bash("./gradlew test --tests '*RgNumber*' --tests '*RegistrationServiceIT*'", _RG_TESTS),
            ("user", "bene. the 4 holes of this year we cannot fix, Rosanna writes the note for the inspectors. "
                     "standing rule: registry numbers must never have gaps, the yearly audit of the ministry checks "
                     "them. any change in registration code, think about that first"),
            ("assistant", "Got it: gap-free registry numbers are a hard requirement, and any change to the "
                          "registration path has to keep the number allocation inside the same transaction. The "
                          "existing gaps (118, 131, 164, 165) stay and get the written justification. Should I "
                          "also move the civil register (`rg_civ_seq`) to the counter table? It has the same "
                          "problem in principle."),
            ("user", "not now, civil has its own story with the SICID numbers. maybe in january. thanks, ciao"),
        ],
        "facts": [
            fact("rg-counter", "Registry numbers come from the rg_counter table (register, year, last_number), read "
                 "with SELECT ... FOR UPDATE inside the registration transaction (migration V88).",
                 "decision", "user", ["rg_counter", "FOR UPDATE"]),
            fact("no-sequence", "A Postgres sequence was dropped for registry numbers: nextval is never rolled back, "
                 "so failed registrations (e.g. fee not paid) left gaps like 118 and 131.",
                 "bugfix", "assistant", ["sequence", "rolled back"]),
            fact("no-gaps-rule", "Standing rule: registry numbers must never have gaps; the ministry's yearly audit "
                 "checks them.", "rule", "user", ["gaps", "audit"], remember=True),
            fact("yearly-restart", "Registry numbering restarts from 1 on 1 January; the allocator creates the new "
                 "year's row on first use, no cron.", "fact", "user", ["1 January"]),
        ],
        "optional": [
            opt("no-batch", "End-of-day batch numbering was refused: the lawyer needs the number on the receipt "
                "at deposit.", ["receipt"]),
            opt("civil-later", "The civil register (rg_civ_seq) is not moved yet because of the SICID numbers.",
                ["rg_civ_seq"]),
        ],
        "questions": [
            q("How are VG registry numbers allocated now?", "rg_counter table, SELECT FOR UPDATE",
              ["rg-counter"]),
            q("Why not use a Postgres sequence for registry numbers?",
              "nextval is not rolled back, failed registrations leave gaps", ["no-sequence"]),
            q("When does registry numbering restart?", "1 January, from 1", ["yearly-restart"]),
        ],
    },
    {
        "id": "h64-cc-fascicolo-rename",
        "project": FASC,
        "start": datetime(2026, 11, 12, 11, 5),
        "about": "nothing durable: a rename in one class, a javadoc typo, a 'do you remember where' question "
                 "answered by grep, 'never mind', test run, coffee chatter",
        "steps": [
            ("user", "ciao! small things today, my head is in the budget meeting. rename getPartiList to getParties "
                     "in PartyService and the callers, is ugly"),
            bash("grep -rn 'getPartiList' src/", _GREP_PARTI),
            ("assistant", "Five places: the method itself, `CaseController`, `VerbalePdfExporter` and two in "
                          "`PartyServiceTest`. Renaming all of them."),
            tool("Edit", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/party/PartyService.java",
                          "old_string": "getPartiList(", "new_string": "getParties(", "replace_all": True},
                 "The file has been updated. 1 replacement."),
            tool("Edit", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/web/CaseController.java",
                          "old_string": "getPartiList(", "new_string": "getParties(", "replace_all": True},
                 "The file has been updated. 1 replacement."),
            tool("Edit", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/export/VerbalePdfExporter.java",
                          "old_string": "getPartiList(", "new_string": "getParties(", "replace_all": True},
                 "The file has been updated. 1 replacement."),
            tool("Edit", {"file_path": f"{FASC}/src/test/java/it/tribunale/castelvero/fascicolo/party/PartyServiceTest.java",
                          "old_string": "getPartiList(", "new_string": "getParties(", "replace_all": True},
                 "The file has been updated. 2 replacements."),
            ("user", "also there is a typo in the javadoc of PartyService, 'udienzza', fix please"),
            tool("Edit", {"file_path": f"{FASC}/src/main/java/it/tribunale/castelvero/fascicolo/party/PartyService.java",
                          "old_string": "prima dell'udienzza", "new_string": "prima dell'udienza"},
                 "The file has been updated. 1 replacement."),
            ("user", "do you remember where the pdf export of the verbale is? the class. the margin was wrong on "
                     "the printer of aula 2"),
            ("assistant", "I don't carry anything over from earlier sessions, so let me just look."),
            bash("find src -name '*Pdf*' -path '*export*' && git log -1 --format=full -- src/main/java/it/tribunale/"
                 "castelvero/fascicolo/export/VerbalePdfExporter.java", _FIND_EXPORT),
            ("assistant", "It's `export/VerbalePdfExporter.java`. And the last commit on it is from Matteo on 10 "
                          "November: \"verbale pdf: fix left margin on A4 (was letter), closes CAS-2310\"."),
            ("user", "ah never mind then, Matteo already fixed it, the aula 2 printer was just not updated. run the "
                     "tests and i go for a caffè"),
            bash("./gradlew test --tests '*Party*' --tests '*Verbale*' --tests '*CaseController*'", _GRADLE_TEST_SMALL),
            ("assistant", "All green: six tests across `PartyServiceTest`, `CaseControllerTest` and "
                          "`VerbalePdfExporterTest`. The rename and the typo fix are in the working tree, not "
                          "committed."),
            ("user", "ok i commit later. buon caffè to me ☕"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
