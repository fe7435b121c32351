"""Codex sessions of h17, part 3: the long canal session."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q


def sh(cmd: str) -> dict:
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


SENTRY = """IntegrityError? no — no error at all. Two confirmations sent:
  booking 88213  lock=Sluis-Oranje  slot=2026-10-30T09:20  vessel=NL-2281 "Waterhoen"   created=09:02:11.402
  booking 88214  lock=Sluis-Oranje  slot=2026-10-30T09:20  vessel=DE-7710 "Lore"        created=09:02:11.431
both status=confirmed, both emailed, both skippers arrived at 09:20"""

PYTEST_RACE = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/maren/sluiswachter
plugins: anyio-4.6.2, asyncio-0.24.0
collected 1 item

tests/test_booking_race.py F                                             [100%]

=================================== FAILURES ===================================
__________________________ test_two_bookings_same_slot __________________________

    async def test_two_bookings_same_slot(client, lock, slot):
        r1, r2 = await asyncio.gather(
            client.post("/bookings", json={"lock": lock, "slot": slot, "vessel": "NL-1"}),
            client.post("/bookings", json={"lock": lock, "slot": slot, "vessel": "NL-2"}),
        )
>       assert sorted([r1.status_code, r2.status_code]) == [201, 409]
E       assert [201, 201] == [201, 409]

tests/test_booking_race.py:19: AssertionError
=========================== short test summary info ============================
FAILED tests/test_booking_race.py::test_two_bookings_same_slot - assert [201, 201] == [201, 409]
============================== 1 failed in 0.84s ==============================="""

ALEMBIC = """INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade 3b9e41c2 -> 7d10aa5f, unique active booking per lock slot
INFO  [sqlalchemy.engine.Engine] CREATE UNIQUE INDEX uq_booking_lock_slot_active ON booking (lock_id, slot_start) WHERE status <> 'cancelled'"""

canal_booking = {
    "id": "h17-cx-canal-booking",
    "project": "/home/maren/sluiswachter",
    "start": datetime(2026, 10, 30, 10, 15),
    "about": "FastAPI service for canal lock bookings, long: double booking triaged to a check-then-insert race; "
             "options laid out, partial unique index picked with reason; Redis lock 'let me think about it'; "
             "long rant then 'put it in the memory' about slot length and hours; env value reported after edit",
    "steps": [
        ("user", "goedemorgen. we had a double booking at Sluis Oranje this morning, two boats for the same 09:20 "
                 "slot. both got confirmation mails. here's what the admin page shows:\n\n" + SENTRY),
        ("assistant", "Created 29 ms apart, both confirmed — that smells like a race in `create_booking`. Let me "
                      "read it."),
        ("tool", "shell", sh("sed -n 30,70p app/bookings/service.py"),
         "async def create_booking(db: AsyncSession, data: BookingIn) -> Booking:\n"
         "    taken = await db.scalar(\n        select(func.count()).select_from(Booking).where(\n"
         "            Booking.lock_id == data.lock_id,\n            Booking.slot_start == data.slot,\n"
         "            Booking.status != \"cancelled\",\n        )\n    )\n    if taken:\n"
         "        raise SlotTaken(data.lock_id, data.slot)\n    booking = Booking(**data.model_dump(), status=\"confirmed\")\n"
         "    db.add(booking)\n    await db.commit()\n    await send_confirmation(booking)\n    return booking"),
        ("assistant", "Yes: check-then-insert without any lock or constraint. Two requests both run the `count()` "
                      "before either commits, both see 0, both insert. Let me prove it with a test first."),
        ("tool", "shell", sh("cat > tests/test_booking_race.py <<'T'\n# (concurrent test, see output)\nT\npytest -q tests/test_booking_race.py"),
         PYTEST_RACE),
        ("assistant", "Reproduced: two concurrent POSTs for the same lock and slot both return 201.\n\nWays to "
                      "fix it:\n\n1. **Partial unique index** `(lock_id, slot_start) WHERE status <> 'cancelled'` "
                      "and map the `IntegrityError` to 409. The database guarantees it, whatever the code does.\n"
                      "2. **`SELECT ... FOR UPDATE`** on a per-lock-per-day row — works, but needs a row to lock "
                      "and every write path has to remember it.\n3. **SERIALIZABLE** isolation for the booking "
                      "transaction, with retries on serialization failure.\n4. **Redis lock** around "
                      "`create_booking` (`SET NX` with a TTL).\n\nI'd pick 1."),
        ("user", "1. it's the only one that also protects us from the admin import script, which writes directly "
                 "to the table. the redis idea — let me think about it, we don't run redis yet and I'm not "
                 "adding infra for this"),
        ("tool", "shell", sh("alembic revision -m 'unique active booking per lock slot' && alembic upgrade head"), ALEMBIC),
        ("tool", "shell", sh("psql $DATABASE_URL -c \"select lock_id, slot_start, count(*) from booking where status <> 'cancelled' group by 1,2 having count(*) > 1\""),
         " lock_id | slot_start | count\n---------+------------+-------\n(0 rows)"),
        ("assistant", "Migration `7d10aa5f` applied on the dev database: `uq_booking_lock_slot_active`. There were "
                      "no remaining duplicates locally (the prod pair was cancelled by hand this morning, I "
                      "assume?). Now the code side."),
        ("user", "yes I cancelled the Lore one and called the skipper. he was not happy"),
        ("tool", "shell", sh("python - <<'P'\nimport re,pathlib\np=pathlib.Path('app/bookings/service.py')\n"
                             "s=p.read_text()\nprint('patched' if 'IntegrityError' not in s else 'already')\nP"),
         "patched"),
        ("tool", "shell", sh("git diff app/bookings/service.py"),
         "@@ -31,17 +31,17 @@ async def create_booking(db: AsyncSession, data: BookingIn) -> Booking:\n"
         "-    taken = await db.scalar(\n-        select(func.count()).select_from(Booking).where(\n-            ...\n-    )\n"
         "-    if taken:\n-        raise SlotTaken(data.lock_id, data.slot)\n     booking = Booking(**data.model_dump(), status=\"confirmed\")\n"
         "     db.add(booking)\n-    await db.commit()\n+    try:\n+        await db.commit()\n+    except IntegrityError as exc:\n"
         "+        await db.rollback()\n+        if \"uq_booking_lock_slot_active\" in str(exc.orig):\n"
         "+            raise SlotTaken(data.lock_id, data.slot) from exc\n+        raise\n     await send_confirmation(booking)"),
        ("tool", "shell", sh("pytest -q"),
         "........................................................................ [ 84%]\n"
         ".............                                                            [100%]\n85 passed in 6.12s"),
        ("assistant", "All 85 pass, including the race test (now 201 + 409). The confirmation mail is only sent "
                      "after the commit succeeds, so the loser never gets an email."),
        ("user", "nice. while you're in there, the booking confirmation says slot length 15 min, that's old"),
        ("tool", "shell", sh("grep -rn 'SLOT_MINUTES\\|15 min' app/ templates/ .env.example"),
         "app/settings.py:22:    slot_minutes: int = Field(15, alias=\"SLOT_MINUTES\")\n"
         "templates/mail/confirm.txt:7:Uw schutting duurt 15 min. / Your lockage takes 15 min.\n"
         ".env.example:9:SLOT_MINUTES=15"),
        ("assistant", "Three places: the default in `settings.py`, the mail template (hard-coded), and "
                      "`.env.example`. What should it be?"),
        ("user", "ugh. ok so. the province changed the lock schedule in april, every lock is 20 minutes now "
                 "because of the new safety procedure with the double gate check, and nobody told the website, "
                 "and nobody told the mail template, and the old lock keeper at Oranje still tells people 15 on "
                 "the phone, and then they complain to ME when they wait five minutes. I've said it in three "
                 "meetings. three! anyway. put it in the memory: slots are 20 minutes at every lock, and locks "
                 "operate 07:00 to 19:00, nothing can be booked outside that"),
        ("tool", "shell", sh("sed -i 's/Field(15, alias=\"SLOT_MINUTES\")/Field(20, alias=\"SLOT_MINUTES\")/' app/settings.py && "
                             "sed -i 's/SLOT_MINUTES=15/SLOT_MINUTES=20/' .env.example && "
                             "sed -i 's/15 min/{{ slot_minutes }} min/g' templates/mail/confirm.txt && "
                             "grep -n 'OPEN_FROM\\|OPEN_UNTIL' app/settings.py .env.example"),
         "app/settings.py:23:    open_from: time = Field(time(7, 0), alias=\"OPEN_FROM\")\n"
         "app/settings.py:24:    open_until: time = Field(time(19, 0), alias=\"OPEN_UNTIL\")\n"
         ".env.example:10:OPEN_FROM=07:00\n.env.example:11:OPEN_UNTIL=19:00"),
        ("assistant", "That sounds exhausting — sorry. Noted for this project: every lock has **20-minute** slots "
                      "and is bookable only **07:00–19:00**.\n\nChanges: `SLOT_MINUTES=20` in `.env.example` and as "
                      "the default in `settings.py`; the mail template now renders `{{ slot_minutes }}` instead of a "
                      "hard-coded 15. `OPEN_FROM`/`OPEN_UNTIL` were already 07:00 and 19:00, and the booking "
                      "validator rejects slots outside them (there's a test for it). The production `.env` on the "
                      "server still needs `SLOT_MINUTES=20` — I can't reach it from here."),
        ("user", "I'll set it on the server. run everything again"),
        ("tool", "shell", sh("pytest -q && ruff check ."),
         "........................................................................ [ 84%]\n"
         ".............                                                            [100%]\n85 passed in 6.02s\nAll checks passed!"),
        ("assistant", "85 passed, ruff clean."),
        ("user", "before you commit: the admin import script. I said it writes directly to the table, but check "
                 "it, I wrote it two years ago"),
        ("tool", "shell", sh("sed -n 40,58p scripts/import_season.py"),
         "def import_rows(session, rows):\n    for n, row in enumerate(rows, start=1):\n"
         "        session.execute(\n            insert(Booking).values(\n                lock_id=row.lock_id,\n"
         "                slot_start=row.slot_start,\n                vessel=row.vessel,\n"
         "                status=\"confirmed\",\n            )\n        )\n    session.commit()"),
        ("assistant", "Confirmed: `scripts/import_season.py` inserts straight into `booking`, bypassing "
                      "`create_booking`. With the new index a clashing row now raises `IntegrityError` and the "
                      "whole import rolls back. If you prefer, I could make it `ON CONFLICT DO NOTHING` and log "
                      "the skipped rows, so one clash doesn't block the season file."),
        ("user", "no, it should fail loudly. the import is the harbour office's season file, if there's a clash "
                 "someone has to phone a skipper, skipping it silently is exactly the bug we just had"),
        ("tool", "shell", sh("python scripts/import_season.py tests/fixtures/season_clash.csv; echo exit=$?"),
         "Traceback (most recent call last):\n  File \"/home/maren/sluiswachter/scripts/import_season.py\", line 71, in <module>\n"
         "    import_rows(session, rows)\n  File \"/home/maren/sluiswachter/.venv/lib/python3.12/site-packages/sqlalchemy/orm/session.py\", "
         "line 2351, in execute\n    return self._execute_internal(\n"
         "sqlalchemy.exc.IntegrityError: (psycopg.errors.UniqueViolation) duplicate key value violates unique "
         "constraint \"uq_booking_lock_slot_active\"\nDETAIL:  Key (lock_id, slot_start)=(3, 2026-05-02 09:20:00+02) "
         "already exists.\n(Background on this error at: https://sqlalche.me/e/20/gkpj)\nexit=1"),
        ("assistant", "It fails and nothing is written, exit code 1. The traceback is not friendly for the harbour "
                      "office though — shall I catch the `IntegrityError` and print which row clashed, still "
                      "exiting 1?"),
        ("user", "sure, clear message, still exit 1"),
        ("tool", "shell", sh("python scripts/import_season.py tests/fixtures/season_clash.csv; echo exit=$?"),
         "ERROR: slot clash in row 212: lock 3 (Sluis Oranje) 2026-05-02 09:20, vessel NL-1182 — import aborted, "
         "nothing written\nexit=1"),
        ("assistant", "Now it prints `ERROR: slot clash in row 212: …` and exits 1; nothing is written."),
        ("user", "ok. and rename SlotTaken to SlotAlreadyBooked, reads better"),
        ("tool", "shell", sh("grep -rl 'SlotTaken' app tests | xargs sed -i 's/SlotTaken/SlotAlreadyBooked/g' && git diff --stat | tail -1"),
         " 7 files changed, 14 insertions(+), 14 deletions(-)"),
        ("user", "hmm never mind, put it back, the frontend matches on the error name in the json. not worth it"),
        ("tool", "shell", sh("grep -rl 'SlotAlreadyBooked' app tests | xargs sed -i 's/SlotAlreadyBooked/SlotTaken/g' && pytest -q | tail -1"),
         "85 passed in 6.08s"),
        ("assistant", "Back to `SlotTaken`; 85 passed."),
        ("user", "great. commit please, 'fix: prevent double booking with partial unique index'"),
        ("tool", "shell", sh("git add -A && git commit -qm 'fix: prevent double booking with partial unique index' && git log --oneline -1"),
         "e2f71b9 fix: prevent double booking with partial unique index"),
        ("assistant", "Committed `e2f71b9`. The Alembic migration still has to run on prod when you deploy."),
        ("user", "yep. dank je"),
    ],
    "facts": [
        fact("race-cause", "The double booking came from a check-then-insert race in create_booking: two concurrent "
             "requests both counted 0 before either committed.", "bugfix", "assistant",
             [["check-then-insert", "race"], "create_booking"]),
        fact("partial-unique-index", "Double bookings are prevented by a partial unique index on (lock_id, "
             "slot_start) WHERE status <> 'cancelled', IntegrityError mapped to 409; chosen because it also guards "
             "the admin import script that writes to the table directly.", "decision", "user",
             [["partial unique index", "uq_booking_lock_slot_active"]]),
        fact("import-fails-loudly", "The admin season import (scripts/import_season.py) must fail loudly on a slot "
             "clash (clear error, exit 1, nothing written), never skip rows silently.", "decision", "user",
             ["import_season", ["fail loudly", "exit 1"]]),
        fact("slot-hours", "Slots are 20 minutes at every lock (double gate check procedure since April) and locks "
             "operate 07:00 to 19:00; nothing can be booked outside that.", "fact", "user",
             ["20 minutes", "19:00"], remember=True),
        fact("slot-env", "SLOT_MINUTES=20 in .env.example and as the settings default; the mail template uses "
             "{{ slot_minutes }}.", "config", "assistant", ["SLOT_MINUTES", "20"]),
    ],
    "optional": [
        opt("no-redis", "No Redis lock for now; Redis isn't run yet (left to think about).", ["Redis"]),
        opt("migration", "Alembic migration 7d10aa5f adds the index; it must run on prod at deploy.",
            ["7d10aa5f"]),
        opt("mail-after-commit", "The confirmation mail is sent only after the commit succeeds.",
            ["confirmation", "commit"]),
    ],
    "questions": [
        q("How do we stop two bookings for the same lock slot?", "partial unique index on lock_id, slot_start",
          ["partial-unique-index"]),
        q("How long is a lock slot, and when can locks be booked?", "20 minutes, 07:00 to 19:00",
          ["slot-hours", "slot-env"]),
        q("What happens when the season import has a clash?", "fails loudly, exit 1, nothing written",
          ["import-fails-loudly"]),
        q("Why was there a double booking at Sluis Oranje?", "check-then-insert race in create_booking",
          ["race-cause"]),
    ],
}

NAN_RUN = """ mbal: glacier=Hintereis  years=1953-2025  grid=50m  cells=38112
 reading /scratch/firn/era5land_hef_1950_2025.nc ... ok (26663 steps)
 year 1953  smb(m w.e.)=  -0.412
 year 1954  smb(m w.e.)=  -0.238
 ...
 year 1998  smb(m w.e.)=       NaN
 year 1999  smb(m w.e.)=       NaN
 ...
 year 2025  smb(m w.e.)=       NaN
 WARNING: 27 of 73 years NaN; reference check FAILED (max abs diff = NaN, tol = 1.0e-06)
 STOP 3"""

glacier_fortran = {
    "id": "h17-cx-glacier-fortran",
    "project": "/home/lukas/firnmodel",
    "start": datetime(2026, 11, 2, 13, 40),
    "about": "Fortran glacier mass-balance model after a compiler/flags change: NaN from 1998 on because "
             "-ffast-math removed the missing-value checks; flag dropped with reason (bitwise reference check); "
             "timings are results; ieee_is_nan suggestion not taken up",
    "steps": [
        ("user", "after merging the build cleanup PR the Hintereis run gives NaN from 1998 onwards. before it was "
                 "fine. reference check fails"),
        ("tool", "shell", sh("./build/mbal --config runs/hef.nml 2>&1 | tail -11"), NAN_RUN),
        ("tool", "shell", sh("git diff HEAD~1 -- CMakeLists.txt"),
         "@@ -18,7 +18,7 @@ set(CMAKE_Fortran_STANDARD 2008)\n if(CMAKE_Fortran_COMPILER_ID STREQUAL \"GNU\")\n"
         "-  set(CMAKE_Fortran_FLAGS_RELEASE \"-O2 -march=x86-64-v2\")\n"
         "+  set(CMAKE_Fortran_FLAGS_RELEASE \"-O3 -march=native -ffast-math -funroll-loops\")\n endif()"),
        ("tool", "shell", sh("grep -n 'precip /= precip\\|missing' src/forcing.f90 | head -5"),
         "112:    ! ERA5-Land precip gaps from 1998 are stored as NaN; treat them as missing\n"
         "113:    if (precip(i) /= precip(i)) then\n114:       precip(i) = fill_from_neighbour(i)"),
        ("assistant", "Found it. The cleanup PR added `-ffast-math`, which implies `-ffinite-math-only`: the "
                      "compiler may assume no NaNs exist, so `precip(i) /= precip(i)` in `forcing.f90:113` is "
                      "folded to `.false.` and the ERA5-Land gaps (stored as NaN from 1998) are never filled. "
                      "The NaN then spreads through the whole mass balance.\n\nFixes: drop `-ffast-math`, or "
                      "keep it and use `ieee_is_nan` from `ieee_arithmetic` plus `-fno-finite-math-only`."),
        ("user", "drop fast-math. this model has to match the reference output bit for bit, that's how we check "
                 "every change, fast-math reorders sums and we'd never pass the 1e-6 check anyway. keep -O3 and "
                 "-march stuff if it helps"),
        ("tool", "shell", sh("sed -i 's/ -ffast-math//' CMakeLists.txt && cmake --build build -j && ./build/mbal --config runs/hef.nml | tail -3"),
         " year 2025  smb(m w.e.)=  -1.874\n reference check PASSED (max abs diff = 0.0, tol = 1.0e-06)\n run time 212.4 s"),
        ("tool", "shell", sh("sed -i 's/-march=native/-march=x86-64-v3/' CMakeLists.txt && cmake --build build -j && ./build/mbal --config runs/hef.nml | tail -2"),
         " reference check PASSED (max abs diff = 0.0, tol = 1.0e-06)\n run time 214.9 s"),
        ("assistant", "Without `-ffast-math` the reference check passes bit for bit (max abs diff 0.0), 212 s per "
                      "run. I also swapped `-march=native` for `-march=x86-64-v3` — same speed (215 s) and the "
                      "binary then also runs on the older cluster nodes instead of only on the login node's CPU. "
                      "Release flags now: `-O3 -march=x86-64-v3 -funroll-loops`."),
        ("user", "ok good, yes, the cluster has mixed nodes. fine"),
        ("assistant", "I'll add a comment in CMakeLists.txt saying why fast-math is off, so nobody adds it back."),
        ("user", "yes pls"),
    ],
    "facts": [
        fact("nan-cause", "NaN from 1998 came from -ffast-math: finite-math-only folded the precip /= precip missing "
             "value check away, so ERA5-Land gaps stored as NaN were never filled.", "bugfix", "assistant",
             ["ffast-math", "NaN"]),
        fact("no-fast-math", "-ffast-math is not used: the model must match the reference output bit for bit "
             "(1e-6 check).", "decision", "user", ["fast-math", ["bit for bit", "reference"]]),
        fact("march-v3", "Release flags are -O3 -march=x86-64-v3 -funroll-loops; x86-64-v3 instead of native "
             "because the cluster has mixed nodes.", "config", "assistant", ["x86-64-v3"]),
    ],
    "optional": [
        opt("runtime", "A Hintereis run takes about 212 s.", ["212"]),
    ],
    "questions": [
        q("Why did the run give NaN from 1998?", "-ffast-math removed the NaN missing-value check", ["nan-cause"]),
        q("Can we enable fast-math?", "no, must match reference bit for bit", ["no-fast-math"]),
        q("Which -march do we build with?", "x86-64-v3", ["march-v3"]),
    ],
}

TF_PLAN = """Initializing the backend...
Initializing provider plugins...
- Finding hetznercloud/hcloud versions matching "~> 1.48"...
- Installing hetznercloud/hcloud v1.49.1...
- Installed hetznercloud/hcloud v1.49.1 (signed by a HashiCorp partner, key ID 5219EACB3A77198B)

Terraform has been successfully initialized!

hcloud_network.orchard: Refreshing state... [id=4410287]
hcloud_server.shop: Refreshing state... [id=58810021]

Terraform will perform the following actions:

  # hcloud_server.pressroom will be created
  + resource "hcloud_server" "pressroom" {
      + image       = "debian-12"
      + location    = "nbg1"
      + name        = "pressroom"
      + server_type = "cx22"
    }

Plan: 1 to add, 0 to change, 0 to destroy.

Warning: Backend configuration is local; state is stored in terraform.tfstate. You should always
use a remote backend when more than one person runs terraform."""

orchard_tf = {
    "id": "h17-cx-orchard-tf",
    "project": "/home/guus/appelhof-infra",
    "start": datetime(2026, 11, 3, 19, 5),
    "about": "Terraform for a cider orchard co-op: moving local state to a remote backend, options laid out, "
             "Hetzner object storage picked for cost/EU; OpenTofu 'maybe later'; plan output with 'always' "
             "warnings; version constraint reported",
    "steps": [
        ("user", "evening. two of us run terraform now (me and the new volunteer) and the state is a local file on "
                 "my laptop. that's going to end badly. what do we do"),
        ("tool", "shell", sh("terraform init && terraform plan -no-color | tail -22"), TF_PLAN),
        ("assistant", "Right, state is local. Options for a shared backend:\n\n- **HCP Terraform (free tier)** — "
                      "locking and history built in, but a US service and another account for volunteers.\n"
                      "- **Hetzner Object Storage** via the `s3` backend — you're on Hetzner already, EU, a few "
                      "euros a month; locking with `use_lockfile = true` (Terraform ≥ 1.10).\n- **A Postgres "
                      "backend** on the shop server — locking works, but the state would live on a box Terraform "
                      "itself manages.\n\nAny preference?"),
        ("user", "hetzner object storage. we're a co-op with 400 euro a year for IT, everything stays with one "
                 "provider in the EU, and I don't want volunteers creating yet another account. bucket "
                 "appelhof-tfstate in fsn1"),
        ("tool", "shell", sh("cat > backend.tf <<'B'\nterraform {\n  required_version = \">= 1.10\"\n  backend \"s3\" {\n"
                             "    bucket = \"appelhof-tfstate\"\n    key    = \"prod/terraform.tfstate\"\n    region = \"fsn1\"\n"
                             "    endpoints = { s3 = \"https://fsn1.your-objectstorage.com\" }\n    use_lockfile = true\n"
                             "    skip_credentials_validation = true\n    skip_region_validation = true\n"
                             "    skip_requesting_account_id = true\n    skip_s3_checksum = true\n  }\n}\nB\n"
                             "terraform init -migrate-state -force-copy 2>&1 | tail -4"),
         "Initializing the backend...\nSuccessfully configured the backend \"s3\"! Terraform will automatically\n"
         "use this backend unless the backend configuration changes.\nTerraform has been successfully initialized!"),
        ("assistant", "State migrated to `s3://appelhof-tfstate/prod/terraform.tfstate` on Hetzner Object Storage "
                      "in fsn1, with `use_lockfile = true` for locking, and `required_version = \">= 1.10\"` so "
                      "older Terraforms refuse to run. Credentials come from `AWS_ACCESS_KEY_ID` / "
                      "`AWS_SECRET_ACCESS_KEY` in each person's environment; nothing is in the repo. You can delete "
                      "the local `terraform.tfstate` once you've checked the bucket — I left it.\n\nSince the "
                      "licence change, some groups moved to OpenTofu; it reads the same state."),
        ("user", "opentofu maybe later. ok, plan works from the bucket?"),
        ("tool", "shell", sh("terraform plan -no-color | tail -2"),
         "Plan: 1 to add, 0 to change, 0 to destroy."),
        ("assistant", "Yes, same plan from the remote state: 1 to add (`pressroom`)."),
        ("user", "perfect, thanks. apply tomorrow"),
    ],
    "facts": [
        fact("backend-hetzner", "Terraform state lives in Hetzner Object Storage (s3 backend, bucket "
             "appelhof-tfstate in fsn1): cheap, EU, same provider, no extra account for volunteers.", "decision",
             "user", ["appelhof-tfstate", ["Hetzner Object Storage", "Hetzner"]]),
        fact("lockfile", "State locking uses use_lockfile = true and required_version >= 1.10.", "config",
             "assistant", ["use_lockfile", "1.10"]),
        fact("creds-env", "Backend credentials come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY in each person's "
             "environment, not the repo.", "config", "assistant", ["AWS_ACCESS_KEY_ID"]),
    ],
    "optional": [
        opt("state-key", "State key is prod/terraform.tfstate.", ["prod/terraform.tfstate"]),
        opt("hcloud", "hcloud provider ~> 1.48.", ["hcloud", "1.48"]),
    ],
    "questions": [
        q("Where is the Terraform state?", "Hetzner Object Storage bucket appelhof-tfstate in fsn1",
          ["backend-hetzner"]),
        q("Why not HCP Terraform?", "EU, one provider, no extra account, budget", ["backend-hetzner"]),
        q("Did we switch to OpenTofu?", "no, maybe later", []),
    ],
}
