"""h59 Codex sessions, part c: resident-sync (Python; the nightly feed from the city's resident register that
decides who may hold a free library card) — the rewrite of the nightly job and a morning of duplicate
patrons — and lib-infra (Ansible, MinIO on lib-store-01): the backup runbook and the object-store lifecycle."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell, tool

SYNC = "/home/oskar/src/resident-sync"
INFRA = "/home/sam/ops/lib-infra"


def patch(text: str, files: str) -> tuple:
    return tool("shell", {"command": ["apply_patch", text]}, "Success. Updated the following files:\n" + files)


SESSIONS = [
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-resident-sync-nightly",
        "project": SYNC,
        "start": datetime(2026, 11, 6, 13, 0),
        "about": "resident-sync: rewriting the 2023 cron hack; one long message with the background and the board's "
                 "eligibility rules (moved out: valid until expiry, no renewal; deceased: closed; new residents only "
                 "marked eligible), and at its very end an afterthought to keep in mind (the file is ISO-8859-15); "
                 "timer at 02:30 after the 01:30 drop; abort below 90% of the previous row count; dry-run numbers",
        "steps": [
            ("user", "Hi. Time to write the nightly resident register sync properly, the cron hack from 2023 has to "
                     "go. Background for you: the city's register office drops a full extract on our SFTP box every "
                     "night around 01:30, /incoming/register/residents_YYYYMMDD.csv.gz, about 212k rows, one per "
                     "adult resident, with person_id, names, address, municipality code and a status. The board "
                     "agreed the card rules last year: residents are eligible for a free adult card; when the "
                     "register says someone moved out of the city, their card stays valid until its expiry date but "
                     "can't be renewed; when the status says deceased, the card is closed the same night. New "
                     "residents are only marked eligible, we don't create cards for them — they get one when they "
                     "walk in. The sync should run after the drop, I'd say 02:30, and it must never do anything "
                     "clever with loans or fines, it only touches eligibility and card status. Can you look at the "
                     "old script and propose a structure before writing anything? Oh and one more thing, keep in "
                     "mind for whenever we touch this again: the register file is ISO-8859-15, not UTF-8. The old "
                     "script read it as UTF-8 with errors='replace' and mangled every name with an umlaut or a "
                     "ø for two years."),
            shell("cat legacy/sync_register.sh; sed -n '1,45p' legacy/sync_register.py",
                  "#!/bin/bash\n# crontab: 45 3 * * * /opt/resident-sync/legacy/sync_register.sh\n"
                  "set -e\nF=$(ls -t /incoming/register/*.csv.gz | head -1)\n"
                  "zcat \"$F\" > /tmp/residents.csv\n"
                  "/opt/resident-sync/venv/bin/python /opt/resident-sync/legacy/sync_register.py /tmp/residents.csv\n"
                  "import csv, sys\nimport requests\n\n"
                  "API = 'http://lib-app-01:8000/api/v2'\n\n"
                  "rows = list(csv.DictReader(open(sys.argv[1], encoding='utf-8', errors='replace'), delimiter=';'))\n"
                  "for r in rows:\n"
                  "    if r['status'] == 'MOVED':\n"
                  "        requests.post(f\"{API}/patrons/by-person/{r['person_id']}/close\")  # TODO board says no?\n"
                  "    elif r['status'] == 'ACTIVE':\n"
                  "        requests.put(f\"{API}/patrons/by-person/{r['person_id']}/eligibility\", json={'eligible': True})\n"),
            shell("ls -l /incoming/register/ | tail -n 4; zcat /incoming/register/residents_20261106.csv.gz | head -n 3 | "
                  "iconv -f ISO-8859-15 -t UTF-8; zcat /incoming/register/residents_20261106.csv.gz | wc -l",
                  "-rw-r----- 1 regdrop libsync 9182331 Nov  3 01:31 residents_20261103.csv.gz\n"
                  "-rw-r----- 1 regdrop libsync 9183012 Nov  4 01:29 residents_20261104.csv.gz\n"
                  "-rw-r----- 1 regdrop libsync 9183540 Nov  5 01:33 residents_20261105.csv.gz\n"
                  "-rw-r----- 1 regdrop libsync 9184107 Nov  6 01:30 residents_20261106.csv.gz\n"
                  "person_id;surname;given_names;street;postcode;municipality;status;status_since\n"
                  "19840312-4471;Bergström;Anja Maria;Kanalweg 14;40213;0417;ACTIVE;2011-05-01\n"
                  "19511130-0928;Øvergaard;Helmut;Am Deich 3;40219;0417;MOVED;2026-10-28\n"
                  "212341\n"),
            ("assistant", "The old script closes cards of people who moved out (the opposite of the board's rule — "
                          "someone even left a TODO), never handles deceased, reads the file as UTF-8, and runs at "
                          "03:45 off a crontab. Proposed structure:\n\n"
                          "1. **fetch** — pick today's file `residents_YYYYMMDD.csv.gz`; if it's missing, stop and "
                          "alert (don't fall back to yesterday's file).\n"
                          "2. **parse** — `encoding=\"iso-8859-15\"`, `;` separator; reject the run if the header "
                          "changes.\n"
                          "3. **sanity check** — compare the row count with the previous run. A truncated extract "
                          "would make tens of thousands of residents look like they vanished. I'd abort the whole "
                          "sync, touching nothing, when the file has fewer than 90% of the previous run's rows, and "
                          "alert.\n"
                          "4. **diff** against the last accepted extract (kept in the sync's own SQLite), so each "
                          "night only the changes go to shelfmark.\n"
                          "5. **apply** — ACTIVE → eligible; MOVED → no renewals, card valid until its expiry date; "
                          "DECEASED → card closed; new person_id → eligible only, no card.\n"
                          "6. **timer** — systemd timer at 02:30.\n\n"
                          "Only eligibility and card status go through the API; nothing touches loans or fines."),
            ("user", "yes to all of it. abort at 90%, alert by mail to systems@ and to the on-call phone. go"),
            patch("*** Begin Patch\n*** Add File: resident_sync/parse.py\n+ENCODING = \"iso-8859-15\"  # the register "
                  "file is ISO-8859-15, not UTF-8\n+...\n*** Add File: resident_sync/guard.py\n"
                  "+MIN_ROW_RATIO = 0.90  # abort when today's file has < 90% of the previous run's rows\n+...\n"
                  "*** Add File: resident_sync/apply.py\n+...\n*** End Patch",
                  "A resident_sync/parse.py\nA resident_sync/guard.py\nA resident_sync/apply.py\n"),
            patch("*** Begin Patch\n*** Add File: deploy/resident-sync.timer\n+[Unit]\n+Description=Nightly resident "
                  "register sync\n+\n+[Timer]\n+OnCalendar=*-*-* 02:30:00\n+Persistent=true\n+\n+[Install]\n"
                  "+WantedBy=timers.target\n*** Add File: deploy/resident-sync.service\n+[Service]\n+Type=oneshot\n"
                  "+User=libsync\n+ExecStart=/opt/resident-sync/venv/bin/resident-sync run\n*** End Patch",
                  "A deploy/resident-sync.timer\nA deploy/resident-sync.service\n"),
            shell("python -m pytest -q 2>&1 | tail -n 3; resident-sync run --dry-run --file "
                  "/incoming/register/residents_20261106.csv.gz 2>&1 | tail -n 14",
                  "..........................\n26 passed in 1.87s\n"
                  "resident-sync: file residents_20261106.csv.gz, encoding iso-8859-15, 212340 rows\n"
                  "resident-sync: previous accepted run: none (first run) — row-count guard skipped\n"
                  "resident-sync: diff against empty baseline; loading current state from shelfmark ...\n"
                  "resident-sync: 198,775 persons already known to shelfmark\n"
                  "  eligible (ACTIVE, unchanged)      : 196,912\n"
                  "  newly eligible (new person_id)    :  13,565\n"
                  "  moved out -> no renewal           :   1,204\n"
                  "  deceased -> card closed           :      88\n"
                  "  eligible again (moved back)       :     571\n"
                  "resident-sync: names with non-ASCII letters: 18,406 (all decoded, 0 replacement chars)\n"
                  "resident-sync: DRY RUN, nothing sent to shelfmark\n"),
            ("assistant", "The dry run decodes all 18,406 names with non-ASCII letters without a single replacement "
                          "character. On a first run there's no previous count, so the 90% guard is skipped once; "
                          "from the second night on it's active. The 13,565 'newly eligible' are residents who never "
                          "had a card; they're only marked eligible."),
            ("user", "good. 571 'moved back' is more than I expected but plausible, students. disable the old crontab "
                     "line on lib-app-01 when you deploy"),
            shell("ssh lib-app-01 \"crontab -l | sed 's|^45 3 \\* \\* \\* /opt/resident-sync/legacy|# disabled 2026-11-06: &|' "
                  "| crontab - && crontab -l | grep resident\"; ssh lib-app-01 'sudo systemctl enable --now resident-sync.timer "
                  "&& systemctl list-timers resident-sync.timer --no-pager'",
                  "# disabled 2026-11-06: 45 3 * * * /opt/resident-sync/legacy/sync_register.sh\n"
                  "Created symlink /etc/systemd/system/timers.target.wants/resident-sync.timer → /etc/systemd/system/resident-sync.timer.\n"
                  "NEXT                        LEFT     LAST PASSED UNIT                 ACTIVATES\n"
                  "Sat 2026-11-07 02:30:00 CET 13h left -    -      resident-sync.timer  resident-sync.service\n\n"
                  "1 timers listed.\n"),
            ("assistant", "Deployed: the timer fires at 02:30 tonight, the legacy crontab line is commented out. The "
                          "file is read as ISO-8859-15 — I put a comment on the constant in `parse.py` so the next "
                          "person doesn't 'fix' it to UTF-8."),
        ],
        "facts": [
            fact("sync-0230", "The resident register sync runs as a systemd timer at 02:30, after the city's extract "
                              "lands on SFTP around 01:30 (the legacy 03:45 crontab was disabled).",
                 "config", "user", ["02:30"]),
            fact("moved-out", "When the register says a patron moved out of the city, their card stays valid until its "
                              "expiry date but can't be renewed; deceased: the card is closed the same night.",
                 "decision", "user", ["moved out", "expiry"]),
            fact("guard-90", "The sync aborts without touching anything when today's file has fewer than 90% of the "
                             "previous run's rows (MIN_ROW_RATIO), and alerts systems@ and the on-call phone.",
                 "decision", "user", ["90%", "abort"]),
            fact("iso-8859-15", "The resident register file is ISO-8859-15, not UTF-8.", "rule", "user",
                 ["ISO-8859-15"], remember=True),
        ],
        "optional": [
            opt("new-residents", "New residents are only marked eligible; no card is created until they come in.",
                ["eligible"]),
        ],
        "questions": [
            q("When does the resident register sync run?", "02:30, after the 01:30 drop", ["sync-0230"]),
            q("What happens to a library card when the register says the patron moved out of the city?",
              "valid until its expiry date, can't be renewed", ["moved-out"]),
            q("Which encoding does the register file use?", "ISO-8859-15, not UTF-8", ["iso-8859-15"]),
            q("What does the sync do when the file is much smaller than the night before?",
              "aborts when fewer than 90% of the previous run's rows", ["guard-90"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-resident-sync-dupes",
        "project": SYNC,
        "start": datetime(2026, 11, 13, 10, 20),
        "about": "resident-sync: 2,291 duplicate patrons overnight; the person's guess (the city sent the file twice) "
                 "wrong, one file and a full extract anyway; cause: the register dropped the hyphen from person_id on "
                 "13 November and matching compared strings; normalise_person_id(); stored ids migrated to digits "
                 "only; new duplicates deleted, older records kept; the agent offers to remember and the person "
                 "says yes",
        "steps": [
            ("user", "resident-sync made ~2300 new 'eligible' person records last night, duplicates of people we "
                     "already have. bet the city sent the file twice again, it happened once in 2024"),
            shell("ls -l /incoming/register/ | tail -n 3; journalctl -u resident-sync --since today --no-pager | tail -n 12",
                  "-rw-r----- 1 regdrop libsync 9184410 Nov 11 01:30 residents_20261111.csv.gz\n"
                  "-rw-r----- 1 regdrop libsync 9184772 Nov 12 01:31 residents_20261112.csv.gz\n"
                  "-rw-r----- 1 regdrop libsync 9012655 Nov 13 01:30 residents_20261113.csv.gz\n"
                  "Nov 13 02:30:01 lib-app-01 systemd[1]: Starting resident-sync.service - Nightly resident register sync...\n"
                  "Nov 13 02:30:04 lib-app-01 resident-sync[41230]: file residents_20261113.csv.gz, encoding iso-8859-15, 212377 rows\n"
                  "Nov 13 02:30:04 lib-app-01 resident-sync[41230]: row-count guard ok: 212377 / 212361 = 100.0%\n"
                  "Nov 13 02:30:09 lib-app-01 resident-sync[41230]: diff: 2291 new person_id, 2291 missing person_id, 97 changed\n"
                  "Nov 13 02:30:09 lib-app-01 resident-sync[41230]: missing person_id: no action (register removal handled by status)\n"
                  "Nov 13 02:31:44 lib-app-01 resident-sync[41230]: applied: newly eligible 2291, moved out 14, deceased 3, eligible again 6\n"
                  "Nov 13 02:31:44 lib-app-01 systemd[1]: resident-sync.service: Deactivated successfully.\n"),
            ("assistant", "Only one file for the 13th, and the sync works from a full extract diffed against the last "
                          "one, so a second copy of the file wouldn't create anyone new anyway. The telling line is "
                          "'2291 new person_id, 2291 missing person_id': the same number appeared and disappeared. "
                          "Those are the same people under a different id. Comparing a few:"),
            shell("resident-sync debug diff --date 2026-11-13 --kind new --limit 4; resident-sync debug diff --date "
                  "2026-11-13 --kind missing --limit 4",
                  "new      person_id=198403124471  surname=Bergström  postcode=40213\n"
                  "new      person_id=195111300928  surname=Øvergaard  postcode=40219\n"
                  "new      person_id=200208150013  surname=Haddad     postcode=40225\n"
                  "new      person_id=199707224405  surname=Lindqvist  postcode=40211\n"
                  "missing  person_id=19840312-4471 surname=Bergström  postcode=40213\n"
                  "missing  person_id=19511130-0928 surname=Øvergaard  postcode=40219\n"
                  "missing  person_id=20020815-0013 surname=Haddad     postcode=40225\n"
                  "missing  person_id=19970722-4405 surname=Lindqvist  postcode=40211\n"),
            shell("zcat /incoming/register/residents_20261113.csv.gz | iconv -f ISO-8859-15 -t UTF-8 | cut -d';' -f1 | "
                  "tail -n +2 | awk '{ if ($0 ~ /-/) h++; else n++ } END { print \"with hyphen:\", h, \" without:\", n }'",
                  "with hyphen: 210086  without: 2291\n"),
            ("assistant", "Root cause: since the 13 November extract, part of the register (2,291 rows, apparently "
                          "people whose record was touched this week) comes with `person_id` **without the hyphen** "
                          "— `198403124471` instead of `19840312-4471`. The diff and the lookup in shelfmark compare "
                          "the id as a plain string, so each of them looked like a brand-new resident and got a new "
                          "'eligible' person record, while the old record looked 'missing' (which we deliberately "
                          "don't act on). The file was smaller in bytes because of the missing hyphens, not because "
                          "rows were lost.\n\n"
                          "Fix:\n"
                          "1. `normalise_person_id()` — strip hyphens and spaces, keep digits only — applied when "
                          "parsing and before every comparison or API lookup.\n"
                          "2. Migrate the stored ids (our SQLite baseline and the `person_id` on shelfmark's side) "
                          "to the digits-only form, so old and new data agree.\n"
                          "3. Clean up the 2,291 duplicates."),
            ("user", "go. for the cleanup: keep the older records, they're the ones with cards and loans. the new ones "
                     "are just 'eligible' shells, delete them"),
            patch("*** Begin Patch\n*** Update File: resident_sync/parse.py\n@@\n"
                  "+def normalise_person_id(raw: str) -> str:\n"
                  "+    \"\"\"The register sends person_id with or without the hyphen (since 2026-11-13). Digits only.\"\"\"\n"
                  "+    digits = \"\".join(ch for ch in raw if ch.isdigit())\n"
                  "+    if len(digits) != 12:\n"
                  "+        raise BadPersonId(raw)\n"
                  "+    return digits\n"
                  "*** Update File: resident_sync/diff.py\n@@\n"
                  "-    key = row[\"person_id\"]\n+    key = normalise_person_id(row[\"person_id\"])\n*** End Patch",
                  "M resident_sync/parse.py\nM resident_sync/diff.py\n"),
            shell("resident-sync maint normalise-ids --apply 2>&1 | tail -n 4; resident-sync maint merge-duplicates "
                  "--date 2026-11-13 --keep older --apply 2>&1 | tail -n 5",
                  "baseline: 212361 ids rewritten to digits-only form\n"
                  "shelfmark: PATCH /api/v2/persons/{id} person_id -> digits-only: 198775 ok, 0 failed\n"
                  "done.\n"
                  "merge-duplicates: 2291 pairs found (same digits-only person_id)\n"
                  "  kept older record: 2291 (with card: 2188, with open loans: 1302)\n"
                  "  deleted newer 'eligible' record: 2291 (none had a card, loans or holds)\n"
                  "done.\n"),
            shell("python -m pytest -q 2>&1 | tail -n 2; resident-sync run --dry-run --file "
                  "/incoming/register/residents_20261113.csv.gz 2>&1 | grep -E 'diff|newly'",
                  "31 passed in 2.02s\n"
                  "resident-sync: diff: 0 new person_id, 0 missing person_id, 97 changed\n"
                  "  newly eligible (new person_id)    :      0\n"),
            ("assistant", "Clean: re-running last night's file now finds 0 new and 0 missing ids. The 2,291 "
                          "duplicates are gone and the older records (2,188 of them with cards) are untouched.\n\n"
                          "Want me to remember that the register's person_id can come with or without the hyphen, "
                          "so any matching on it always goes through `normalise_person_id()`?"),
            ("user", "yes pls, do that"),
            ("assistant", "Noted for future sessions: the register's person_id comes with or without the hyphen; "
                          "match only on `normalise_person_id()` (digits only)."),
        ],
        "facts": [
            fact("hyphen-dropped", "2,291 duplicate persons appeared because the register started sending person_id "
                                   "without the hyphen on 13 November 2026 and the sync compared ids as plain "
                                   "strings; the file was not sent twice.",
                 "bugfix", "assistant", ["person_id", "hyphen"]),
            fact("normalise-rule", "The register's person_id comes with or without the hyphen; all matching goes "
                                   "through normalise_person_id() (digits only).",
                 "rule", "user", ["normalise_person_id"], remember=True),
            fact("dupes-cleanup", "Stored person_ids (baseline and shelfmark) were migrated to digits-only form; of "
                                  "each duplicate pair the older record (with card and loans) was kept and the new "
                                  "'eligible' one deleted.",
                 "decision", "user", ["digits-only", "older"]),
        ],
        "optional": [
            opt("dupe-count", "2,291 duplicate records were created on 13 November.", ["2,291"]),
        ],
        "questions": [
            q("Why did resident-sync create thousands of duplicate persons on 13 November?",
              "person_id came without the hyphen and the sync compare the id as a plain string", ["hyphen-dropped"]),
            q("How must resident-sync match person_id values?",
              "always through normalise_person_id, digits only", ["normalise-rule"]),
            q("Which record was kept when duplicates were cleaned up?",
              "the older record with card and loans", ["dupes-cleanup"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-infra-backup-runbook",
        "project": INFRA,
        "start": datetime(2026, 11, 24, 11, 0),
        "about": "lib-infra: a pasted draft backup runbook; the person confirms some items (nightly pg_dump at 00:30, "
                 "versioning, quarterly restore test) and changes one (retention 30 -> 35 days, after the agent had "
                 "already applied 30), skips one and refuses the root-SSH item with a flat standing rule (nobody logs "
                 "in as root; sudo from your own account); city IT's Tuesday patching (their rule); a story from "
                 "2022 about a deleted covers bucket",
        "steps": [
            ("user", "Kofi drafted a backup runbook for the object store, pasting it. go through it with me and set "
                     "up what we keep on lib-store-01.\n\n"
                     "```\n"
                     "BACKUP RUNBOOK v2 (draft)\n"
                     "1. shelfmark Postgres: nightly pg_dump -Fc at 00:30 from lib-db-01, uploaded to MinIO bucket\n"
                     "   db-dumps on lib-store-01 (mc cp, alias libstore).\n"
                     "2. Lifecycle on db-dumps: delete objects after 30 days.\n"
                     "3. Versioning enabled on db-dumps and covers.\n"
                     "4. kiosk-journals bucket replicated to the offsite store at the city data centre.\n"
                     "5. Restore test: restore the latest dump into lib-db-test once a quarter, record the time taken.\n"
                     "6. Admin access: root SSH key kept in the vault; log in as root for restores.\n"
                     "```"),
            shell("mc admin info libstore | head -n 8; mc ls libstore; mc ilm rule ls libstore/db-dumps 2>&1; "
                  "mc version info libstore/db-dumps; mc version info libstore/covers",
                  "●  lib-store-01.larkmoor.lib:9000\n"
                  "   Uptime: 41 days \n"
                  "   Version: 2026-09-12T21-14-09Z\n"
                  "   Network: 1/1 OK \n"
                  "   Drives: 4/4 OK \n"
                  "   Pool: 1\n\n"
                  "4.1 TiB Used, 9 Buckets, 3,881,204 Objects\n"
                  "[2024-03-02 10:12:44 CET]     0B covers/\n"
                  "[2025-01-14 09:03:10 CET]     0B db-dumps/\n"
                  "[2026-02-20 15:41:27 CET]     0B reports/\n"
                  "[2023-06-30 11:20:05 CET]     0B shelfmark-media/\n"
                  "mc: <ERROR> No lifecycle configuration found for `libstore/db-dumps`.\n"
                  "libstore/db-dumps versioning is un-versioned\n"
                  "libstore/covers versioning is enabled\n"),
            ("assistant", "Current state: db-dumps has no lifecycle rule and no versioning, covers already has "
                          "versioning, and there's no kiosk-journals bucket at all. Starting with item 2 as written "
                          "(30 days) and item 3."),
            shell("mc ilm rule add --expire-days 30 --noncurrent-expire-days 7 libstore/db-dumps && "
                  "mc version enable libstore/db-dumps && mc ilm rule ls libstore/db-dumps",
                  "Lifecycle configuration rule added with ID `ctv1r0q8f2ts2uh9l4p0` to libstore/db-dumps.\n"
                  "libstore/db-dumps versioning is enabled\n"
                  "┌──────────────────────────────────────────────────────────────────────────────────────────┐\n"
                  "│ Expiration for latest version (Expiration)                                               │\n"
                  "├──────────────────────┬─────────┬────────┬──────┬────────────────┬────────────────────────┤\n"
                  "│ ID                   │ STATUS  │ PREFIX │ TAGS │ DAYS TO EXPIRE │ EXPIRE DELETEMARKER    │\n"
                  "├──────────────────────┼─────────┼────────┼──────┼────────────────┼────────────────────────┤\n"
                  "│ ctv1r0q8f2ts2uh9l4p0 │ Enabled │ -      │ -    │             30 │ false                  │\n"
                  "└──────────────────────┴─────────┴────────┴──────┴────────────────┴────────────────────────┘\n"),
            ("user", "1 yes, as written. 2 make it 35 days, not 30 — a full month plus the weekend, so month-end "
                     "always has a dump to compare against. 3 yes, covers already has it because somebody deleted "
                     "the whole covers bucket by accident back in 2022 and we re-scanned 40k jackets. 4 doesn't "
                     "exist yet, skip it. 5 quarterly is fine, first one in January.\n\n"
                     "6 absolutely not. We don't log into our VMs as root. Ever. sudo from your own account, root "
                     "SSH stays disabled on every box we run, restores included. Kill that line.\n\n"
                     "also city IT will tell you all VMs patch on Tuesday nights — that's for their estate, they "
                     "keep mailing us about it, ignore"),
            shell("mc ilm rule edit --id ctv1r0q8f2ts2uh9l4p0 --expire-days 35 libstore/db-dumps && "
                  "mc ilm rule ls libstore/db-dumps | grep Enabled",
                  "Lifecycle configuration rule with ID `ctv1r0q8f2ts2uh9l4p0` modified to libstore/db-dumps.\n"
                  "│ ctv1r0q8f2ts2uh9l4p0 │ Enabled │ -      │ -    │             35 │ false                  │\n"),
            shell("ansible all -i inventory/prod.ini -b -m command -a \"sshd -T\" 2>/dev/null | grep -E '^[a-z0-9-]+ \\||permitrootlogin'",
                  "lib-app-01 | CHANGED | rc=0 >>\npermitrootlogin no\n"
                  "lib-app-02 | CHANGED | rc=0 >>\npermitrootlogin no\n"
                  "lib-db-01 | CHANGED | rc=0 >>\npermitrootlogin no\n"
                  "lib-db-test | CHANGED | rc=0 >>\npermitrootlogin no\n"
                  "lib-store-01 | CHANGED | rc=0 >>\npermitrootlogin without-password\n"
                  "lib-cache-01 | CHANGED | rc=0 >>\npermitrootlogin no\n"),
            ("assistant", "Retention is 35 days now. One box breaks the root rule: lib-store-01 allows root login "
                          "with a key (`without-password`), probably from when MinIO was installed by hand. The "
                          "`base` role already sets `PermitRootLogin no`, but lib-store-01 isn't in the `base` group "
                          "of the inventory. Adding it there and running the role."),
            patch("*** Begin Patch\n*** Update File: inventory/prod.ini\n@@\n [base]\n lib-app-01\n lib-app-02\n"
                  " lib-db-01\n lib-db-test\n lib-cache-01\n+lib-store-01\n*** End Patch",
                  "M inventory/prod.ini\n"),
            shell("ansible-playbook -i inventory/prod.ini site.yml --limit lib-store-01 --tags ssh 2>&1 | tail -n 9",
                  "PLAY [base] ********************************************************************\n\n"
                  "TASK [base : sshd: no root login, no passwords] ********************************\n"
                  "changed: [lib-store-01]\n\n"
                  "RUNNING HANDLER [base : restart sshd] ******************************************\n"
                  "changed: [lib-store-01]\n\n"
                  "PLAY RECAP *********************************************************************\n"
                  "lib-store-01               : ok=4    changed=2    unreachable=0    failed=0    skipped=0\n"),
            patch("*** Begin Patch\n*** Add File: docs/backup-runbook.md\n+# Backup runbook (v2)\n+\n"
                  "+1. shelfmark Postgres: nightly `pg_dump -Fc` at 00:30 from lib-db-01 to `libstore/db-dumps`.\n"
                  "+2. Lifecycle on db-dumps: expire after 35 days; versioning on (noncurrent versions 7 days).\n"
                  "+3. Versioning on db-dumps and covers.\n"
                  "+4. Restore test into lib-db-test once a quarter (first: January 2027), record the time taken.\n"
                  "+5. Access: sudo from your own account. Root SSH is disabled on every host; nobody logs in as root.\n"
                  "*** End Patch",
                  "A docs/backup-runbook.md\n"),
            ("assistant", "Done:\n\n"
                          "- `db-dumps`: lifecycle 35 days (noncurrent versions 7 days), versioning enabled.\n"
                          "- `covers`: versioning was already on.\n"
                          "- Item 4 skipped (no kiosk-journals bucket yet), item 6 removed.\n"
                          "- lib-store-01 now has root login disabled like the other hosts.\n"
                          "- `docs/backup-runbook.md` holds the agreed version, including the quarterly restore test "
                          "starting in January.\n\n"
                          "The 00:30 pg_dump itself isn't scheduled anywhere yet; want me to add it to the `dbbackup` "
                          "role?"),
            ("user", "yes but tomorrow, I'm off to a meeting. thanks"),
        ],
        "facts": [
            fact("retention-35", "db-dumps on lib-store-01 expire after 35 days (lifecycle rule; the runbook's 30 was "
                                 "changed so month-end always has a dump to compare).",
                 "config", "user", ["db-dumps", "35"]),
            fact("versioning", "Versioning is enabled on the db-dumps and covers buckets (covers since a 2022 "
                               "accidental deletion).",
                 "config", "user", ["versioning", "db-dumps"]),
            fact("no-root", "Nobody logs into the consortium's VMs as root: sudo from your own account; root SSH is "
                            "disabled on every host, restores included.",
                 "rule", "user", ["root", "sudo"], remember=True),
            fact("pg-dump-0030", "shelfmark Postgres is dumped nightly with pg_dump -Fc at 00:30 from lib-db-01 to the "
                                 "db-dumps bucket; a restore test into lib-db-test runs quarterly, first in January.",
                 "config", "user", ["pg_dump", "00:30"]),
        ],
        "optional": [
            opt("retention-30-first", "The lifecycle rule was first set to 30 days.", ["30 days"]),
            opt("restore-quarterly", "A restore test runs once a quarter, the first in January 2027.",
                ["quarter", "January"]),
        ],
        "questions": [
            q("How long are database dumps kept in the object store?", "35 days", ["retention-35"]),
            q("May we log into the VMs as root?", "no, sudo from your own account, root SSH disabled", ["no-root"]),
            q("When is shelfmark's database dumped and where to?", "00:30 nightly pg_dump to db-dumps",
              ["pg-dump-0030"]),
        ],
    },
]
