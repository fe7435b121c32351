"""h33 Codex sessions, part b: a slow clinic day view in sorrel-api worked through EXPLAIN plans, a one-off count of
October no-shows for a clinic manager, and double bookings at Kingsmead."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

API_OSKAR = "/home/oskar/src/sorrel-api"
API_FEMI = "/home/femi/work/sorrel-api"
API = "/home/anouk/src/sorrel-api"

SESSIONS = [
    {
        "id": "h33-cx-api-day-view-explain",
        "project": API_OSKAR,
        "start": datetime(2026, 11, 18, 14, 40),
        "about": "sorrel-api: the clinic day view takes ~1.8 s; mostly pg_stat_statements and EXPLAIN output (a "
                 "bitmap scan on appointments_starts_at_idx filtering other clinics and cancelled rows, then a "
                 "plain vs a partial composite index tried on staging); one decision: partial index "
                 "appointments_clinic_day_idx on (clinic_id, starts_at) where status <> 'cancelled', created "
                 "concurrently in a migration with executeInTransaction=false; near-miss 'I can never remember "
                 "the order of the EXPLAIN options'",
        "steps": [
            ("user", "the day view is slow again, front desk say opening a day takes 2 seconds at Eastbridge. look "
                     "at the query"),
            shell("psql \"$STAGING_DB\" -c \"select round(mean_exec_time) ms, calls, left(query, 100) q from "
                  "pg_stat_statements where query like '%from appointments%' order by mean_exec_time desc limit 3\"",
                  "  ms  | calls  |                                                  q\n"
                  "------+--------+-------------------------------------------------------------------------------"
                  "----------------------\n"
                  " 1784 |  41022 | select a.id, a.starts_at, a.ends_at, a.status, a.practitioner_id, p.surname, "
                  "p.given_names from appoi\n"
                  "  212 |   8817 | select count(*) from appointments where practitioner_id = $1 and starts_at "
                  ">= $2 and starts_at < $3\n"
                  "   19 | 120311 | select * from appointments where id = $1\n"
                  "(3 rows)\n"),
            ("user", "run explain on the first one. analyze and buffers, I can never remember which order the "
                     "options go in"),
            shell("psql \"$STAGING_DB\" -c \"explain (analyze, buffers) select a.id, a.starts_at, a.ends_at, "
                  "a.status, a.practitioner_id, p.surname, p.given_names from appointments a join patients p on "
                  "p.id = a.patient_id where a.clinic_id = 'c0a8e1f2-0000-4000-8000-00000000e57b' and a.starts_at "
                  ">= '2026-11-18' and a.starts_at < '2026-11-19' and a.status <> 'cancelled' order by "
                  "a.starts_at\"",
                  "                                   QUERY PLAN\n"
                  "-------------------------------------------------------------------------------------------------\n"
                  " Sort  (cost=48210.11..48211.02 rows=364 width=71) (actual time=1771.402..1771.431 rows=287 "
                  "loops=1)\n"
                  "   Sort Key: a.starts_at\n"
                  "   Buffers: shared hit=20114 read=19302\n"
                  "   ->  Nested Loop  (actual time=14.288..1770.915 rows=287 loops=1)\n"
                  "         ->  Bitmap Heap Scan on appointments a  (actual time=14.201..1766.090 rows=287 "
                  "loops=1)\n"
                  "               Recheck Cond: ((starts_at >= '2026-11-18') AND (starts_at < '2026-11-19'))\n"
                  "               Filter: ((status <> 'cancelled') AND (clinic_id = 'c0a8e1f2-...e57b'::uuid))\n"
                  "               Rows Removed by Filter: 3906\n"
                  "               Heap Blocks: exact=38977\n"
                  "               Buffers: shared hit=19270 read=19302\n"
                  "               ->  Bitmap Index Scan on appointments_starts_at_idx  (actual time=9.118..9.118 "
                  "rows=4193 loops=1)\n"
                  "         ->  Index Scan using patients_pkey on patients p  (actual time=0.012..0.012 rows=1 "
                  "loops=287)\n"
                  " Planning Time: 0.402 ms\n"
                  " Execution Time: 1771.522 ms\n"),
            ("assistant", "The only usable index is `appointments_starts_at_idx`, so Postgres takes all 4,193 "
                          "appointments of the day across all nine clinics, visits 38,977 heap blocks (half of them "
                          "from disk, because rows of one day are scattered all over the table), and throws away "
                          "3,906 rows for the wrong clinic or cancelled. Two candidates to try on staging: a plain "
                          "`(clinic_id, starts_at)` index, and the same as a partial index without cancelled rows."),
            shell("psql \"$STAGING_DB\" -c \"create index concurrently tmp_plain on appointments (clinic_id, "
                  "starts_at)\" -c \"create index concurrently tmp_partial on appointments (clinic_id, starts_at) "
                  "where status <> 'cancelled'\" -c \"select indexrelid::regclass, pg_size_pretty(pg_relation_size"
                  "(indexrelid)) from pg_index where indexrelid::regclass::text like 'tmp_%'\"",
                  "CREATE INDEX\nCREATE INDEX\n"
                  " indexrelid  | pg_size_pretty\n-------------+----------------\n"
                  " tmp_plain   | 61 MB\n tmp_partial | 47 MB\n(2 rows)\n"),
            shell("psql \"$STAGING_DB\" -c \"explain (analyze, buffers) select ... (same query)\" | sed -n '1p;/Index "
                  "Scan/p;/Buffers/p;/Execution/p'",
                  "                                   QUERY PLAN\n"
                  "         ->  Index Scan using tmp_partial on appointments a  (actual time=0.031..1.204 rows=287 "
                  "loops=1)\n"
                  "   Buffers: shared hit=1162\n"
                  " Execution Time: 3.118 ms\n"),
            shell("psql \"$STAGING_DB\" -c \"drop index concurrently tmp_partial\" -c \"explain (analyze, "
                  "buffers) select ... (same query)\" | sed -n '/Index Scan/p;/Filter/p;/Rows Removed/p;/Execution/p'",
                  "DROP INDEX\n"
                  "         ->  Index Scan using tmp_plain on appointments a  (actual time=0.029..1.911 rows=287 "
                  "loops=1)\n"
                  "               Filter: (status <> 'cancelled')\n"
                  "               Rows Removed by Filter: 41\n"
                  " Execution Time: 4.407 ms\n"),
            ("assistant", "Both fix it: 3.1 ms with the partial index, 4.4 ms with the plain one (it has to skip 41 "
                          "cancelled rows). The partial index is 47 MB instead of 61 MB, and the count query by "
                          "practitioner doesn't benefit from either. Which one should go into a migration?"),
            ("user", "the partial one, call it appointments_clinic_day_idx. create it concurrently, and since "
                     "concurrently can't run inside a transaction, the migration needs executeInTransaction=false "
                     "in its script config. drop tmp_plain on staging"),
            shell("psql \"$STAGING_DB\" -c \"drop index concurrently tmp_plain\" && printf 'create index "
                  "concurrently if not exists appointments_clinic_day_idx\\n  on appointments (clinic_id, starts_at) "
                  "where status <> '\\''cancelled'\\'';\\n' > src/main/resources/db/migration/"
                  "V20261118_1510__create_appointments_clinic_day_idx.sql && printf 'executeInTransaction=false\\n' "
                  "> src/main/resources/db/migration/V20261118_1510__create_appointments_clinic_day_idx.sql.conf && "
                  "./gradlew flywayMigrate -Penv=ci -q 2>&1 | tail -n 1",
                  "DROP INDEX\n"
                  "Successfully applied 1 migration to schema \"public\", now at version v20261118.1510 (execution "
                  "time 00:00.884s)\n"),
            shell("git add src/main/resources/db/migration/V20261118_1510__* && git commit -qm 'day view: partial "
                  "index appointments_clinic_day_idx' && git log -1 --oneline",
                  "0c7e5a2 day view: partial index appointments_clinic_day_idx\n"),
        ],
        "facts": [
            fact("day-view-index", "The clinic day view uses a partial index appointments_clinic_day_idx on "
                                   "appointments (clinic_id, starts_at) where status <> 'cancelled', created "
                                   "concurrently in a Flyway migration with executeInTransaction=false.",
                 "decision", "user", ["appointments_clinic_day_idx", ["partial", "clinic_id, starts_at"],
                                      ["concurrently", "executeInTransaction=false"]]),
        ],
        "optional": [
            opt("day-view-before", "The day view query took about 1.8 s (bitmap scan on appointments_starts_at_idx) "
                                   "and about 3 ms with the partial index.",
                ["3.1 ms"]),
        ],
        "questions": [
            q("Which index serves the clinic day view query?", "the partial index appointments_clinic_day_idx on "
              "(clinic_id, starts_at) where status <> 'cancelled'", ["day-view-index"]),
            q("How must the day view index migration run?", "concurrently, with executeInTransaction=false",
              ["day-view-index"]),
        ],
    },
    {
        "id": "h33-cx-api-noshow-count",
        "project": API_FEMI,
        "start": datetime(2026, 11, 23, 16, 5),
        "about": "one-off: the Harrow Road clinic manager wants October no-shows per weekday for a staffing "
                 "meeting; aggregate query on the read replica, a CSV in /tmp handed over and deleted; 'just this "
                 "once, no report endpoint'; nothing durable",
        "steps": [
            ("user", "small favour for the Harrow Road clinic manager: she wants the number of no-shows per "
                     "weekday for October, for a staffing meeting tomorrow. counts only, no patient anything. use "
                     "the replica"),
            shell("psql \"$REPLICA_URL\" -Atc \"select id from clinics where slug = 'harrow-road'\"",
                  "c0a8e1f2-0000-4000-8000-0000000004a7\n"),
            shell("psql \"$REPLICA_URL\" -c \"select to_char(starts_at at time zone 'Europe/London', 'ID Day') "
                  "weekday, count(*) filter (where cancellation_reason = 'NO_SHOW') no_shows, count(*) booked from "
                  "appointments where clinic_id = 'c0a8e1f2-0000-4000-8000-0000000004a7' and starts_at >= "
                  "'2026-10-01' and starts_at < '2026-11-01' group by 1 order by 1\"",
                  "   weekday   | no_shows | booked\n"
                  "-------------+----------+--------\n"
                  " 1 Monday    |       41 |    612\n"
                  " 2 Tuesday   |       29 |    588\n"
                  " 3 Wednesday |       33 |    597\n"
                  " 4 Thursday  |       27 |    574\n"
                  " 5 Friday    |       52 |    503\n"
                  " 6 Saturday  |       18 |    141\n"
                  "(6 rows)\n"),
            ("assistant", "October at Harrow Road: Friday stands out with 52 no-shows out of 503 bookings "
                          "(10.3%), Monday next with 41 of 612 (6.7%); Tuesday to Thursday are around 5%, Saturday "
                          "12.8% but on only 141 bookings. Note that `cancellation_reason` only exists since 19 "
                          "November's migration; October's no-shows were backfilled from the old status column, so "
                          "the numbers match the status-based report."),
            ("user", "put it in a csv with the percentage, just this once in /tmp, don't build a report endpoint "
                     "for it"),
            shell("psql \"$REPLICA_URL\" -c \"\\copy (select to_char(starts_at at time zone 'Europe/London', 'ID "
                  "Day') weekday, count(*) filter (where cancellation_reason = 'NO_SHOW') no_shows, count(*) booked, "
                  "round(100.0 * count(*) filter (where cancellation_reason = 'NO_SHOW') / count(*), 1) pct from "
                  "appointments where clinic_id = 'c0a8e1f2-0000-4000-8000-0000000004a7' and starts_at >= "
                  "'2026-10-01' and starts_at < '2026-11-01' group by 1 order by 1) to "
                  "'/tmp/harrow-road-noshows-2026-10.csv' csv header\" && cat /tmp/harrow-road-noshows-2026-10.csv",
                  "COPY 6\n"
                  "weekday,no_shows,booked,pct\n"
                  "1 Monday,41,612,6.7\n2 Tuesday,29,588,4.9\n3 Wednesday,33,597,5.5\n"
                  "4 Thursday,27,574,4.7\n5 Friday,52,503,10.3\n6 Saturday,18,141,12.8\n"),
            ("user", "sent it to her. delete the file"),
            shell("rm /tmp/harrow-road-noshows-2026-10.csv && ls /tmp/harrow-road-* 2>&1",
                  "ls: cannot access '/tmp/harrow-road-*': No such file or directory\n"),
            ("assistant", "Deleted."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h33-cx-api-double-booking",
        "project": API,
        "start": datetime(2026, 11, 25, 9, 20),
        "branch": "SOR-419-double-booking",
        "about": "sorrel-api: two patients booked into the same physio slot at Kingsmead; check-then-insert in "
                 "AppointmentService.book() under READ COMMITTED races when two front desk users book within "
                 "milliseconds; options SERIALIZABLE with retries, advisory lock, exclusion constraint; chosen "
                 "exclusion constraint appointments_no_overlap (btree_gist); three existing overlaps fixed by hand "
                 "first; the assistant asks whether to remember that overlap protection lives only in the "
                 "database and the person says yes; 409 SLOT_TAKEN stays stable for the admin UI",
        "steps": [
            ("user", "Kingsmead had two patients booked into the same physio slot yesterday, 10:30 with Tom Reyes. "
                     "both turned up. the UI is supposed to stop that. find out how it happened"),
            shell("psql \"$REPLICA_URL\" -c \"select id, created_at, created_by_role, starts_at, ends_at from "
                  "appointments where practitioner_id = (select id from practitioners where display_name = 'Tom "
                  "Reyes') and starts_at::date = '2026-11-24' and starts_at::time = '10:30' order by created_at\"",
                  "                  id                  |          created_at           | created_by_role |"
                  "       starts_at        |        ends_at\n"
                  "--------------------------------------+-------------------------------+-----------------+"
                  "------------------------+------------------------\n"
                  " 3e9b7a10-52c1-4f0e-b1d8-6a2f1c0e9d44 | 2026-11-20 11:02:17.418206+00 | frontdesk       |"
                  " 2026-11-24 10:30:00+00 | 2026-11-24 11:00:00+00\n"
                  " a70d4c2e-9f13-4b6a-8e55-0c3d2b1a7f90 | 2026-11-20 11:02:17.431977+00 | frontdesk       |"
                  " 2026-11-24 10:30:00+00 | 2026-11-24 11:00:00+00\n"
                  "(2 rows)\n"),
            shell("sed -n '/fun book/,/^    }/p' src/main/kotlin/health/sorrel/scheduling/AppointmentService.kt",
                  "    @Transactional\n"
                  "    fun book(cmd: BookCommand): Appointment {\n"
                  "        if (repo.existsOverlap(cmd.practitionerId, cmd.startsAt, cmd.endsAt)) {\n"
                  "            throw SlotTakenException()\n"
                  "        }\n"
                  "        return repo.insert(cmd.toAppointment())\n"
                  "    }\n"),
            ("assistant", "The two bookings were created 14 ms apart by two front desk sessions. `book()` checks "
                          "for an overlap and then inserts, inside a READ COMMITTED transaction: both transactions "
                          "ran the check before either had committed its insert, both saw a free slot, both "
                          "inserted. The UI can't prevent that; only the database can. Options:\n\n"
                          "1. SERIALIZABLE isolation for `book()` with a retry on serialization failures.\n"
                          "2. `pg_advisory_xact_lock(practitioner)` before the check, serialising bookings per "
                          "practitioner.\n"
                          "3. An exclusion constraint: `exclude using gist (practitioner_id with =, "
                          "tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled')`, needing the "
                          "btree_gist extension. The database itself refuses an overlapping row, whichever code "
                          "path inserts it.\n\n"
                          "I'd go with 3: it also covers the rescheduling endpoint and the FHIR import, which "
                          "insert without going through `book()`."),
            ("user", "3. does the constraint go in cleanly or do we have overlaps already?"),
            shell("psql \"$REPLICA_URL\" -Atc \"select a.id, b.id, a.starts_at from appointments a join "
                  "appointments b on a.practitioner_id = b.practitioner_id and a.id < b.id and tstzrange(a.starts_at, "
                  "a.ends_at) && tstzrange(b.starts_at, b.ends_at) where a.status <> 'cancelled' and b.status <> "
                  "'cancelled' and a.starts_at > now()\"",
                  "3e9b7a10-...-9d44|a70d4c2e-...-7f90|2026-11-24 10:30:00+00\n"
                  "0b1c7e22-...-11aa|6f4e9d03-...-c2b8|2026-12-02 14:00:00+00\n"
                  "8d2a5f61-...-03de|e1c9b7a4-...-5f21|2026-12-09 09:15:00+00\n"),
            ("assistant", "Three overlapping pairs, yesterday's and two in December. The constraint can't be "
                          "created while they exist; someone has to rebook one appointment of each December pair "
                          "and cancel or move yesterday's duplicate."),
            ("user", "I'll get the Kingsmead front desk to fix those two december ones by hand this morning, and "
                     "yesterday's I'll mark as attended on the other slot. write the migration meanwhile"),
            shell("printf 'create extension if not exists btree_gist;\\nalter table appointments add constraint "
                  "appointments_no_overlap\\n  exclude using gist (practitioner_id with =, tstzrange(starts_at, "
                  "ends_at) with &&)\\n  where (status <> '\\''cancelled'\\'');\\n' > src/main/resources/db/migration/"
                  "V20261125_0940__add_no_overlap_to_appointments.sql && apply_patch < /tmp/slot-taken.patch",
                  "Success. Updated the following files:\n"
                  "M src/main/kotlin/health/sorrel/scheduling/AppointmentService.kt\n"
                  "M src/main/kotlin/health/sorrel/web/ErrorHandler.kt\n"),
            shell("sed -n '/ExclusionViolation/,+3p' src/main/kotlin/health/sorrel/web/ErrorHandler.kt && "
                  "./gradlew test --tests '*Booking*' -q 2>&1 | tail -n 4",
                  "    @ExceptionHandler(ExclusionViolationException::class)\n"
                  "    fun slotTaken(e: ExclusionViolationException) =\n"
                  "        problem(HttpStatus.CONFLICT, code = \"SLOT_TAKEN\", detail = \"The slot was just "
                  "taken\")\n\n"
                  "ConcurrentBookingIT > 20 parallel bookings of one slot: exactly one succeeds PASSED\n"
                  "ConcurrentBookingIT > losers get 409 SLOT_TAKEN PASSED\n"
                  "RescheduleIT > reschedule onto a taken slot is rejected PASSED\n"
                  "BUILD SUCCESSFUL in 1m 11s\n"),
            ("assistant", "With the constraint, 20 parallel bookings of one slot give exactly one success and 19 "
                          "`409 SLOT_TAKEN`. I removed the `existsOverlap` pre-check from `book()`; the database is "
                          "the check now.\n\n"
                          "Should I remember for future sessions that double-booking protection lives only in the "
                          "database constraint `appointments_no_overlap`, so nobody adds overlap checks in the "
                          "service layer again?"),
            ("user", "yes, do"),
            ("user", "and don't ever rename SLOT_TAKEN or change the 409, the admin UI matches on exactly that to "
                     "show 'this slot was just taken' and reload the day"),
            shell("psql \"$REPLICA_URL\" -Atc \"select count(*) from appointments a join appointments b on "
                  "a.practitioner_id = b.practitioner_id and a.id < b.id and tstzrange(a.starts_at, a.ends_at) && "
                  "tstzrange(b.starts_at, b.ends_at) where a.status <> 'cancelled' and b.status <> 'cancelled'\"",
                  "0\n"),
            shell("git add -A && git commit -qm 'SOR-419 exclusion constraint against double bookings, 409 "
                  "SLOT_TAKEN' && git log -1 --oneline",
                  "d44b8e1 SOR-419 exclusion constraint against double bookings, 409 SLOT_TAKEN\n"),
        ],
        "facts": [
            fact("double-booking", "Double bookings happened because AppointmentService.book() checked for an "
                                   "overlap and then inserted under READ COMMITTED, so two front desk users booking "
                                   "within milliseconds both passed the check; fixed with an exclusion constraint "
                                   "(SERIALIZABLE and advisory locks were the alternatives).",
                 "bugfix", "assistant", [["double booking", "double bookings", "double-booking"],
                                         ["READ COMMITTED", "check", "race"], "exclusion constraint"]),
            fact("no-overlap-in-db", "Double-booking protection lives only in the database constraint "
                                     "appointments_no_overlap (btree_gist, practitioner and time range, cancelled "
                                     "excluded); no overlap checks in the service layer.",
                 "rule", "assistant", ["appointments_no_overlap", ["service layer", "database"]], remember=True),
            fact("slot-taken", "An overlapping booking returns 409 with code SLOT_TAKEN; the admin UI matches on "
                               "exactly that, so neither is ever renamed or changed.",
                 "convention", "user", ["409", "SLOT_TAKEN"]),
        ],
        "optional": [
            opt("overlaps-fixed", "Three existing overlapping appointment pairs were fixed by the Kingsmead front "
                                  "desk before the constraint went in.",
                ["overlap"]),
            opt("concurrent-booking-it", "ConcurrentBookingIT checks that 20 parallel bookings of one slot give one "
                                         "success.",
                ["ConcurrentBookingIT"]),
        ],
        "questions": [
            q("Why were two patients booked into the same slot?",
              "book() checks for an overlap and then inserts, inside a READ COMMITTED transaction; both saw a free "
              "slot", ["double-booking"]),
            q("Where is double-booking prevented?", "only in the database, by the constraint appointments_no_overlap",
              ["no-overlap-in-db"]),
            q("What does the API return when a slot is already taken?", "409 SLOT_TAKEN", ["slot-taken"]),
        ],
    },
]
