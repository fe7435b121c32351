"""h63 Codex sessions, part c: maintlog, Kellsound Ferries' crew and vessel maintenance log (Django, MySQL,
Celery), Sanna's repo: importing engine running hours from the six vessels, crew rest-hour checks on the roster,
and a pasted ticket about defect reports from deck crew."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

ML = "/home/sanna/dev/maintlog"

INBOX_LS = """/srv/maintlog/inbox/:
eider  fulmar  gannet  petrel  skua  tern

/srv/maintlog/inbox/fulmar:
engine_hours_2026-11-03.csv

/srv/maintlog/inbox/gannet:
engine_hours_2026-11-03.csv

/srv/maintlog/inbox/tern:
engine_hours_2026-11-03.csv
engine_hours_2026-11-03.csv.tmp
"""

TRACEBACK = """Traceback (most recent call last):
  File "/home/sanna/dev/maintlog/manage.py", line 22, in <module>
    main()
  File "/home/sanna/dev/maintlog/fleet/management/commands/import_engine_hours.py", line 41, in handle
    hours = Decimal(row["running_hours"])
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
KeyError: 'running_hours'
"""

SESSION_HOURS = {
    "id": "h63-cx-maintlog-engine-hours",
    "project": ML,
    "start": datetime(2026, 11, 4, 14, 10),
    "about": "maintlog: a management command import_engine_hours reads each vessel's export from "
             "/srv/maintlog/inbox/<vessel>/, nightly at 02:30 via Celery beat; the Fulmar's file breaks it (semicolons "
             "and decimal commas from its older monitoring box); a half-written .tmp file is skipped; 'going forward' "
             "rule: a reading lower than the last one is never saved over it, it is flagged for the chief engineer",
    "steps": [
        ("user", "hi! today: engine running hours. every vessel's engine monitoring box drops a csv on the sftp "
                 "box every night, and the superintendents still type the hours into maintlog by hand from "
                 "email. I started a management command last week, import_engine_hours, it works for the Gannet. "
                 "the files land in /srv/maintlog/inbox/<vessel>/"),
        shell("ls -R /srv/maintlog/inbox/ | head -20", INBOX_LS),
        shell("head -3 /srv/maintlog/inbox/gannet/engine_hours_2026-11-03.csv /srv/maintlog/inbox/fulmar/engine_hours_2026-11-03.csv",
              "==> /srv/maintlog/inbox/gannet/engine_hours_2026-11-03.csv <==\n"
              "vessel,engine,timestamp,running_hours\nGANNET,ME-PORT,2026-11-03T23:59:00Z,41882.5\nGANNET,ME-STBD,2026-11-03T23:59:00Z,41790.0\n\n"
              "==> /srv/maintlog/inbox/fulmar/engine_hours_2026-11-03.csv <==\n"
              "vessel;engine;timestamp;running_hours\nFULMAR;ME-PORT;2026-11-03 23:59;28410,75\nFULMAR;ME-STBD;2026-11-03 23:59;28398,25\n"),
        shell("python manage.py import_engine_hours --vessel fulmar", TRACEBACK),
        ("assistant", "The Fulmar's file is a different dialect: semicolon as delimiter, decimal comma "
                      "(`28410,75`) and a timestamp without seconds or zone. `csv.DictReader` with the default "
                      "comma reads the whole header as one column, hence `KeyError: 'running_hours'`.\n\nI'd sniff "
                      "the delimiter with `csv.Sniffer` on the first line, and when the delimiter is `;` treat `,` "
                      "as the decimal separator. The timestamp without a zone: is the Fulmar's box on UTC or local "
                      "time?"),
        ("user", "the Fulmar is the old one, her monitoring box is from 2009 and runs on ship's time which is "
                 "local, Europe/Dublin. the rest are new and send UTC"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: fleet/management/commands/import_engine_hours.py\n@@\n"
              "-        reader = csv.DictReader(fh)\n"
              "+        sample = fh.readline(); fh.seek(0)\n"
              "+        dialect = csv.Sniffer().sniff(sample, delimiters=\",;\")\n"
              "+        reader = csv.DictReader(fh, dialect=dialect)\n"
              "+        decimal_comma = dialect.delimiter == \";\"\n"
              "@@\n-            hours = Decimal(row[\"running_hours\"])\n"
              "+            raw = row[\"running_hours\"].strip()\n"
              "+            hours = Decimal(raw.replace(\",\", \".\") if decimal_comma else raw)\n"
              "+            ts = parse_ts(row[\"timestamp\"], naive_zone=\"Europe/Dublin\")\n*** End Patch\nEOF",
              "Success. Updated the following files:\nM fleet/management/commands/import_engine_hours.py\n"),
        shell("python manage.py import_engine_hours --all --dry-run",
              "eider:   no file for 2026-11-03\nfulmar:  2 readings (ME-PORT 28410.75, ME-STBD 28398.25)\n"
              "gannet:  2 readings (ME-PORT 41882.5, ME-STBD 41790.0)\npetrel:  no file for 2026-11-03\n"
              "skua:    no file for 2026-11-03\ntern:    skipped engine_hours_2026-11-03.csv.tmp (incomplete upload)\n"
              "tern:    2 readings (ME-PORT 39104.0, ME-STBD 3911.0)\ndry run: nothing written\n"),
        ("assistant", "Fulmar parses now. Two things in the dry run:\n\n1. The Tern has a `.tmp` next to the "
                      "real file: the SFTP client writes to `.tmp` and renames when done, so I skip `*.tmp` "
                      "(already the case, good).\n2. **Tern ME-STBD: 3911.0.** Yesterday's value in maintlog is "
                      "39,098.0, so that's a digit missing, or the counter was reset. Right now the import would "
                      "save 3911.0 as the current running hours, and the service-interval calculation would think "
                      "the engine is 35,000 hours younger."),
        ("user", "yes that happens, the Tern's box drops digits when the voltage dips. ok so going forward, and "
                 "this goes for every reading from every vessel: a reading lower than the last one we have is "
                 "never saved over it. it gets stored as a flagged reading for the chief engineer of that vessel "
                 "to look at, and the current hours stay what they were. hours don't go backwards, a counter "
                 "reset is a job card, not an import"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: fleet/management/commands/import_engine_hours.py\n@@\n"
              "+            last = EngineReading.objects.current(vessel, engine)\n"
              "+            if last and hours < last.running_hours:\n"
              "+                FlaggedReading.objects.create(vessel=vessel, engine=engine, value=hours, ts=ts,\n"
              "+                                              reason=\"LOWER_THAN_CURRENT\", assignee_role=\"chief_engineer\")\n"
              "+                continue\n*** End Patch\nEOF\npython manage.py makemigrations fleet -n flagged_reading && pytest -q fleet",
              "Success. Updated the following files:\nM fleet/management/commands/import_engine_hours.py\n"
              "Migrations for 'fleet':\n  fleet/migrations/0031_flagged_reading.py\n    - Create model FlaggedReading\n"
              "...................                                                      [100%]\n19 passed in 2.07s\n"),
        ("assistant", "Done: a reading below the current value becomes a `FlaggedReading` (reason "
                      "`LOWER_THAN_CURRENT`) assigned to the vessel's chief engineer, and the current hours are not "
                      "touched. That's now how the import treats every vessel.\n\nScheduling: I can run the command "
                      "from Celery beat. The boxes upload between 00:05 and 01:40 (from the file times over the "
                      "last month); 02:30 leaves margin."),
        ("user", "02:30 is good. every night"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: maintlog/celery.py\n@@\n"
              "+    \"import-engine-hours\": {\n+        \"task\": \"fleet.tasks.import_engine_hours_all\",\n"
              "+        \"schedule\": crontab(hour=2, minute=30),\n+    },\n*** End Patch\nEOF\npython manage.py check",
              "Success. Updated the following files:\nM maintlog/celery.py\nSystem check identified no issues (0 silenced).\n"),
        ("assistant", "Beat entry `import-engine-hours` runs `import_engine_hours` for all vessels at 02:30 every "
                      "night. I could also email the superintendents a daily digest of what was imported."),
        ("user", "they get enough email. no. commit it"),
        shell("git add -A && git commit -qm \"Nightly engine hours import (02:30), Fulmar dialect, flag lower readings\" && git log --oneline -1",
              "5d0e7a3 Nightly engine hours import (02:30), Fulmar dialect, flag lower readings\n"),
    ],
    "facts": [
        fact("import-command", "Engine running hours are imported by the management command import_engine_hours from "
             "/srv/maintlog/inbox/<vessel>/, run for all vessels by Celery beat every night at 02:30; *.tmp files "
             "(incomplete uploads) are skipped.", "decision", "user", ["import_engine_hours", "02:30"]),
        fact("fulmar-dialect", "The Fulmar's 2009 monitoring box writes semicolon-separated CSV with decimal commas "
             "and local (Europe/Dublin) timestamps; the import sniffs the delimiter and converts.", "bugfix",
             "assistant", ["Fulmar", ["semicolon", "decimal comma"]]),
        fact("lower-reading-rule", "A reading lower than the current running hours is never saved over it; it is "
             "stored as a flagged reading for the vessel's chief engineer and the current hours stay.", "rule",
             "user", ["lower", "chief engineer"], remember=True),
        fact("inbox-path", "Vessel exports land on the SFTP box in /srv/maintlog/inbox/<vessel>/ as "
             "engine_hours_<date>.csv.", "config", "user", ["/srv/maintlog/inbox"]),
    ],
    "optional": [
        opt("tern-digits", "The Tern's box drops digits when the voltage dips.", ["Tern", "voltage"]),
    ],
    "questions": [
        q("How and when are engine running hours imported?", "import_engine_hours management command, Celery beat "
          "every night at 02:30", ["import-command"]),
        q("Why did the import fail for the Fulmar?", "semicolon delimiter and decimal comma in her old box's CSV",
          ["fulmar-dialect"]),
        q("What happens to a reading lower than the current engine hours?", "never saved over it, flagged for the "
          "chief engineer", ["lower-reading-rule"]),
    ],
}


ROSTER_VIEW = """class RosterPublishView(LoginRequiredMixin, View):
    def post(self, request, roster_id):
        roster = get_object_or_404(Roster, pk=roster_id)
        roster.status = Roster.Status.PUBLISHED
        roster.published_by = request.user
        roster.save()
        notify_crew(roster)
        return redirect("roster-detail", roster_id)
"""

FLAG_TABLE = """+----+------------+-----------------------+------------------+-----------------+
| id | flag_state | min_rest_24h_hours    | min_rest_7d_hours| max_rest_splits |
+----+------------+-----------------------+------------------+-----------------+
|  1 | IE         | 10                    | 77               | 2               |
|  2 | MT         | 10                    | 77               | 2               |
+----+------------+-----------------------+------------------+-----------------+
"""

SESSION_REST = {
    "id": "h63-cx-maintlog-crew-rest",
    "project": ML,
    "start": datetime(2026, 11, 12, 10, 0),
    "about": "maintlog: rest-hour check when a roster is published (at least 10 hours rest in any 24 h, 77 in any 7 "
             "days, at most two periods); first draft hard-codes the numbers, the assistant finds the "
             "flag_state_rules table and offers to keep 'limits come from that table' as a rule and the person says "
             "yes; a violation is a warning that needs the master's sign-off, not a block (person reverses the "
             "assistant's block)",
    "steps": [
        ("user", "morning Codex. crew rosters: when the office publishes a roster for a vessel we want a check "
                 "that nobody gets less rest than the rules allow. minimum 10 hours in any 24, 77 in any 7 days. "
                 "roster publishing is in crew/views.py"),
        shell("sed -n '1,40p' crew/views.py", ROSTER_VIEW),
        shell("rg -n \"class (Roster|Shift|Watch)\" crew/models.py",
              "12:class Roster(models.Model):\n38:class Shift(models.Model):\n"),
        ("assistant", "I'll add a `RestHoursChecker` that takes a roster's shifts per crew member and computes rest "
                      "over every rolling 24-hour and 7-day window. First version with the limits as constants:\n"
                      "`MIN_REST_24H = 10`, `MIN_REST_7D = 77`."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: crew/rest_hours.py\n+MIN_REST_24H = 10\n+MIN_REST_7D = 77\n+\n"
              "+def violations(shifts):\n+    ...  # rolling windows over shift boundaries\n*** End Patch\nEOF\npytest -q crew/tests/test_rest_hours.py",
              "Success. Updated the following files:\nA crew/rest_hours.py\n"
              "........                                                                 [100%]\n8 passed in 0.31s\n"),
        shell("rg -n \"rest\" crew/models.py fleet/models.py | head",
              "fleet/models.py:88:class FlagStateRule(models.Model):\n"
              "fleet/models.py:89:    \"\"\"Per flag state: rest-hour limits etc. Maintained by the DPA in the admin.\"\"\"\n"
              "fleet/models.py:92:    min_rest_24h_hours = models.PositiveSmallIntegerField()\n"
              "fleet/models.py:93:    min_rest_7d_hours = models.PositiveSmallIntegerField()\n"
              "fleet/models.py:94:    max_rest_splits = models.PositiveSmallIntegerField(default=2)\n"),
        shell("mysql maintlog -e \"select * from flag_state_rules\"", FLAG_TABLE),
        ("assistant", "There's already a `FlagStateRule` model (table `flag_state_rules`) maintained by the DPA in "
                      "the admin: 10 h / 77 h and at most 2 rest periods, for IE and MT. Five vessels fly the Irish "
                      "flag, the Petrel is Maltese. The limits are the same today, but they belong to the flag "
                      "state, so the checker should read them from that table via the vessel's flag rather than "
                      "hard-code them; I'll also use `max_rest_splits`, which I hadn't covered.\n\nShould I keep "
                      "that as a standing rule for this project: rest-hour limits always come from "
                      "`flag_state_rules`, never hard-coded?"),
        ("user", "yes, keep it"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: crew/rest_hours.py\n@@\n-MIN_REST_24H = 10\n-MIN_REST_7D = 77\n-\n"
              "-def violations(shifts):\n+def violations(shifts, rule: FlagStateRule):\n"
              "+    \"\"\"Limits from flag_state_rules for the vessel's flag; never hard-coded.\"\"\"\n*** End Patch\nEOF\npytest -q crew",
              "Success. Updated the following files:\nM crew/rest_hours.py\n"
              ".............                                                            [100%]\n13 passed in 0.58s\n"),
        ("assistant", "Kept as a rule: limits come from `flag_state_rules`. The checker now takes the vessel's "
                      "`FlagStateRule`, and tests cover 10 h/24 h, 77 h/7 d and the split rule.\n\nIn the publish "
                      "view I've made a violation block publishing with a 400 and a list of who breaks which limit."),
        ("user", "no, not a block. in practice the roster is sometimes published with a violation on purpose, "
                 "e.g. a drill or the Skua's dry-dock crossing, and the master signs it off as an exception. so: "
                 "show the violations as a warning, and publishing needs the master's sign-off (tick box + their "
                 "name) when there are any. stored with the roster, the auditors ask for it"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: crew/views.py\n@@\n"
              "+        found = violations(roster.shifts.all(), roster.vessel.flag_rule)\n"
              "+        if found and not request.POST.get(\"master_signoff\"):\n"
              "+            return render(request, \"crew/rest_warning.html\", {\"roster\": roster, \"violations\": found}, status=409)\n"
              "+        if found:\n+            RestExceptionSignoff.objects.create(roster=roster, master_name=request.POST[\"master_name\"], violations=found)\n"
              "*** End Patch\nEOF\npython manage.py makemigrations crew -n rest_exception_signoff && pytest -q crew",
              "Success. Updated the following files:\nM crew/views.py\n"
              "Migrations for 'crew':\n  crew/migrations/0019_rest_exception_signoff.py\n    - Create model RestExceptionSignoff\n"
              "................                                                         [100%]\n16 passed in 0.71s\n"),
        ("assistant", "Changed: violations show as a warning page; publishing then needs the master's sign-off "
                      "(tick box and name), stored as a `RestExceptionSignoff` with the roster and the list of "
                      "violations, so the auditors can see it."),
        ("user", "nice, ship to staging"),
        shell("git commit -qam \"Rest-hour check on roster publish (limits from flag_state_rules), master sign-off\" && "
              "git push -q origin HEAD:staging",
              ""),
    ],
    "facts": [
        fact("flag-rules", "Rest-hour limits always come from the flag_state_rules table (FlagStateRule, per vessel "
             "flag, maintained by the DPA), never hard-coded.", "rule", "user", ["flag_state_rules", "hard-coded"],
             remember=True),
        fact("rest-limits", "Crew must have at least 10 hours rest in any 24 hours and 77 hours in any 7 days, in at "
             "most two periods (current IE and MT values).", "fact", "user", ["10 hours", "77"]),
        fact("master-signoff", "A rest-hour violation does not block publishing a roster: it shows a warning and "
             "needs the master's sign-off, stored as RestExceptionSignoff with the roster for the auditors.",
             "decision", "user", ["sign-off", "master"]),
    ],
    "optional": [
        opt("flags", "Five vessels fly the Irish flag; the Petrel is Maltese.", ["Petrel", "Maltese"]),
        opt("rest-checker", "The check lives in crew/rest_hours.py (violations()).", ["rest_hours.py"]),
    ],
    "questions": [
        q("Where do the rest-hour limits come from?", "the flag_state_rules table, never hard-coded", ["flag-rules"]),
        q("What are the minimum rest hours for crew?", "10 hours in any 24 hours, 77 hours in 7 days",
          ["rest-limits"]),
        q("What happens when a roster breaks the rest-hour limits?", "warning; needs the master's sign-off, not a block",
          ["master-signoff"]),
    ],
}


TICKET = """MAINT-212  Defect reports from deck crew (mobile)
Reporter: technical superintendent's office     Priority: High     Sprint: 47

As a deckhand I want to report a defect from my phone with a photo, so that it reaches the
technical team the same day instead of in the paper defect book at the end of the trip.

Acceptance criteria
 a) Form: vessel, location on board (deck/zone picker), description, up to 3 photos.
 b) Photos up to 25 MB each, stored in the defect-photos bucket.
 c) Severity A (safety-critical), B (affects operation), C (cosmetic).
 d) Severity A notifies the technical superintendent immediately by SMS.
 e) Severity C defects auto-close after 30 days without activity.
 f) Defects are listed per vessel in the maintlog web app, newest first.
 g) Works offline on board and uploads when back in port coverage.

Notes
 - The Petrel has no crew phones yet (Q1).
 - Dept. of Transport inspectors can be given read access later.
"""

SESSION_TICKET = {
    "id": "h63-cx-maintlog-defect-ticket",
    "project": ML,
    "start": datetime(2026, 11, 20, 13, 30),
    "about": "maintlog: the person pastes ticket MAINT-212 (defect reports from deck crew) and goes through it: "
             "photos capped at 10 MB (not the ticket's 25), severity A texts the technical superintendent (yes), "
             "auto-close of C defects refused (defects never auto-close, someone signs them off), offline support "
             "put off to another ticket; only the confirmed points count; a one-off request to rename a field",
    "steps": [
        ("user", "hello. next ticket, pasting it. not everything in it is agreed, I'll go through it with you.\n\n"
                 + TICKET),
        shell("rg -n \"class Defect\" -A 14 fleet/models.py",
              "120:class Defect(models.Model):\n121:    vessel = models.ForeignKey(Vessel, on_delete=models.PROTECT)\n"
              "122:    description = models.TextField()\n123:    reported_by = models.ForeignKey(User, on_delete=models.PROTECT)\n"
              "124:    reported_at = models.DateTimeField(auto_now_add=True)\n125:    status = models.CharField(max_length=12, default=\"OPEN\")\n"
              "126:    signed_off_by = models.ForeignKey(User, null=True, on_delete=models.PROTECT, related_name=\"+\")\n"
              "127:    # TODO severity, location, photos\n"),
        ("assistant", "There's a `Defect` model already (vessel, description, reporter, status, sign-off) without "
                      "severity, location or photos. Which criteria hold?"),
        ("user", "a) yes. b) no, 25 MB is silly, the deck phones upload over ship wifi, it's slow. max 10 MB per "
                 "photo, the app resizes before upload anyway. c) yes A/B/C as written. d) yes, severity A texts "
                 "the technical superintendent straight away, that's the whole point of the ticket. e) NO. defects "
                 "never auto-close, not even C. someone signs them off, that's in the ISM procedures and the "
                 "auditors check it. f) fine. g) offline is a separate ticket, not now"),
        ("assistant", "Summary of what I'll build:\n- Severity A/B/C, location (deck/zone), up to 3 photos of at "
                      "most 10 MB each.\n- Severity A sends an SMS to the technical superintendent on creation.\n"
                      "- No auto-close for any severity; a defect closes only when someone signs it off.\n- List per "
                      "vessel, newest first.\n- Not in scope: offline (g).\n\nHow is SMS sent today in maintlog? I "
                      "don't see an SMS client yet."),
        shell("rg -n \"sms|SMS\" --type py . | head",
              "./notifications/channels.py:8:class SmsChannel:\n"
              "./notifications/channels.py:9:    \"\"\"Sends via the company SMS gateway (same one the booking engine uses).\"\"\"\n"
              "./notifications/channels.py:31:    def send(self, to: str, body: str) -> None:\n"
              "./notifications/routing.py:14:ROLE_PHONES = {\"technical_superintendent\": settings.TECH_SUPER_PHONE, \"dpa\": settings.DPA_PHONE}\n"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: fleet/models.py\n@@\n"
              "-    # TODO severity, location, photos\n"
              "+    class Severity(models.TextChoices):\n+        A = \"A\", \"Safety-critical\"\n+        B = \"B\", \"Affects operation\"\n+        C = \"C\", \"Cosmetic\"\n"
              "+    severity = models.CharField(max_length=1, choices=Severity.choices)\n+    location = models.CharField(max_length=40)\n"
              "*** Add File: fleet/defects.py\n+MAX_PHOTO_BYTES = 10 * 1024 * 1024\n+MAX_PHOTOS = 3\n+\n"
              "+def on_defect_created(defect):\n+    if defect.severity == Defect.Severity.A:\n"
              "+        SmsChannel().send(ROLE_PHONES[\"technical_superintendent\"], f\"SEV A defect on {defect.vessel}: {defect.description[:100]}\")\n"
              "*** End Patch\nEOF\npython manage.py makemigrations fleet -n defect_severity_photos && pytest -q fleet",
              "Success. Updated the following files:\nM fleet/models.py\nA fleet/defects.py\n"
              "Migrations for 'fleet':\n  fleet/migrations/0032_defect_severity_photos.py\n    - Add field severity to defect\n    - Add field location to defect\n    - Create model DefectPhoto\n"
              "...........................                                              [100%]\n27 passed in 2.44s\n"),
        ("assistant", "Done: severity, location, `DefectPhoto` (max 3, `MAX_PHOTO_BYTES` = 10 MB, rejected with a "
                      "413 above that), and severity A triggers an SMS to the technical superintendent through the "
                      "existing `SmsChannel`. No auto-close job exists; a test asserts that an old C defect stays "
                      "open until signed off."),
        ("user", "rename location to `zone` in the model, that's what the deck crew call it"),
        shell("sed -i 's/    location = models.CharField/    zone = models.CharField/' fleet/models.py && rm "
              "fleet/migrations/0032_defect_severity_photos.py && python manage.py makemigrations fleet -n "
              "defect_severity_photos -v0 && pytest -q fleet",
              "...........................                                              [100%]\n27 passed in 2.39s\n"),
        ("assistant", "Renamed to `zone` and regenerated the migration; tests pass. Also, the notes mention read "
                      "access for Dept. of Transport inspectors: I could add a read-only `inspector` group now so "
                      "it's ready."),
        ("user", "not now. push to a branch maint-212 and put the summary in the PR"),
        shell("git switch -qc maint-212 && git commit -qam \"MAINT-212: defect severity, zone, photos (10 MB), SMS on A\" "
              "&& gh pr create -f -B main | tail -1",
              "https://github.com/kellsound/maintlog/pull/61\n"),
    ],
    "facts": [
        fact("sev-a-sms", "A severity A (safety-critical) defect sends an SMS to the technical superintendent as soon "
             "as it is created (via the existing SmsChannel).", "decision", "user",
             ["severity A", "technical superintendent"]),
        fact("no-autoclose", "Defects never auto-close, whatever the severity: someone has to sign them off (ISM "
             "procedures, checked by auditors).", "decision", "user", ["auto-close", "sign"]),
        fact("photo-10mb", "Defect photos are limited to 10 MB each (not the ticket's 25 MB), at most 3 per defect.",
             "config", "user", ["10 MB"]),
    ],
    "optional": [
        opt("severity-abc", "Defect severities: A safety-critical, B affects operation, C cosmetic.",
            ["Safety-critical", "Cosmetic"]),
        opt("zone-field", "The defect location field is called zone.", ["zone"]),
    ],
    "questions": [
        q("Who is alerted for a severity A defect, and how?", "technical superintendent by SMS", ["sev-a-sms"]),
        q("Do old defects close automatically?", "never, someone has to sign them off", ["no-autoclose"]),
        q("How large may a defect photo be?", "10 MB", ["photo-10mb"]),
    ],
}

SESSIONS = [SESSION_HOURS, SESSION_REST, SESSION_TICKET]
