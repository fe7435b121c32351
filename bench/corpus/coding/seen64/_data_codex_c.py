"""h64 Codex sessions, part c: ministat, the nightly statistics export of the Castelvero court to the ministry
(Python, SQL on the fascicolo read replica, XML checked against the ministry XSD, SFTP upload, Kubernetes CronJob).
A file rejected as already received, a session of SQL tidying and chatter (nothing durable), and schema v3.3."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell, tool

STAT = "/home/giulia/projects/ministat"

_MINISTRY_MAIL = """---
Da: noreply-dgstat@giustizia-stat.example
Oggetto: Esito invio STAT_T0457_20261031.xml

Ufficio: Tribunale di Castelvero (T0457)
File: STAT_T0457_20261031.xml
Esito: RIFIUTATO
Motivo: E-104 file per la data di riferimento 31/10/2026 gia' ricevuto (protocollo 2026/1101/004571). Il secondo
invio non e' stato acquisito. Per rettifiche utilizzare la procedura di rettifica.
---
"""

_XSD_CHECK = """$ python -m ministat.validate out/STAT_T0457_20261031.xml --xsd xsd/v3.2/statistiche.xsd
schema: xsd/v3.2/statistiche.xsd (version 3.2, sha256 5be0...d17a)
elements: 4812  sections: 9  reference date: 2026-10-31
VALID
$ curl -s https://giustizia-stat.example/xsd/index.json | jq -r '.current, .published'
3.2
2025-06-30
"""

_JOB_LOGS = """$ kubectl -n stat get jobs -l app=ministat --sort-by=.metadata.creationTimestamp | tail -3
NAME                  COMPLETIONS   DURATION   AGE
ministat-29364810     1/1           4m12s      2d
ministat-29366250     1/1           11m38s     26h
$ kubectl -n stat get pods -l job-name=ministat-29366250
NAME                      READY   STATUS      RESTARTS   AGE
ministat-29366250-7xk2p   0/1     Error       0          26h
ministat-29366250-m9d4w   0/1     Completed   0          26h
$ kubectl -n stat logs ministat-29366250-7xk2p | tail -8
2026-11-01 01:30:04,118 INFO  ministat.run   reference date 2026-10-31, court T0457
2026-11-01 01:33:51,402 INFO  ministat.xml   written out/STAT_T0457_20261031.xml (4812 elements)
2026-11-01 01:33:51,690 INFO  ministat.xml   XSD v3.2 valid
2026-11-01 01:33:52,011 INFO  ministat.sftp  connecting sftp.giustizia-stat.example:22 as t0457
2026-11-01 01:33:52,804 INFO  ministat.sftp  put STAT_T0457_20261031.xml -> /inbox/STAT_T0457_20261031.xml
2026-11-01 01:37:52,812 ERROR ministat.sftp  timeout waiting for close() acknowledgement (240s)
Traceback (most recent call last):
  File "/app/ministat/sftp.py", line 41, in upload
    sftp.putfo(fh, remote, confirm=True)
  File "/usr/local/lib/python3.11/site-packages/paramiko/sftp_client.py", line 759, in putfo
    s = self.stat(remotepath)
  File "/usr/local/lib/python3.11/site-packages/paramiko/sftp_client.py", line 493, in stat
    t, msg = self._request(CMD_STAT, path)
socket.timeout: timed out
$ kubectl -n stat logs ministat-29366250-m9d4w | tail -3
2026-11-01 01:38:05,336 INFO  ministat.sftp  put STAT_T0457_20261031.xml -> /inbox/STAT_T0457_20261031.xml
2026-11-01 01:38:06,120 INFO  ministat.sftp  upload confirmed (size 1988214)
2026-11-01 01:38:06,121 INFO  ministat.run   done
"""

_CRONJOB = """apiVersion: batch/v1
kind: CronJob
metadata:
  name: ministat
  namespace: stat
spec:
  schedule: "30 1 * * *"
  timeZone: "Europe/Rome"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      backoffLimit: 3
      activeDeadlineSeconds: 3600
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: ministat
              image: registry.tribunale-castelvero.example/stat/ministat:2026.10.2
              envFrom: [{ secretRef: { name: ministat-sftp } }]
"""

_SFTP_PATCH = """*** Begin Patch
*** Update File: ministat/sftp.py
@@ def upload(local: Path, remote_dir: str) -> None:
-    remote = f"{remote_dir}/{local.name}"
-    with local.open("rb") as fh:
-        sftp.putfo(fh, remote, confirm=True)
+    final = f"{remote_dir}/{local.name}"
+    if exists(sftp, final):
+        log.warning("%s already on the ministry server, not sending again", final)
+        return
+    part = final + ".part"
+    with local.open("rb") as fh:
+        sftp.putfo(fh, part, confirm=True)
+    sftp.posix_rename(part, final)   # the ministry only picks up *.xml
*** Update File: deploy/cronjob.yaml
-      backoffLimit: 3
+      backoffLimit: 0              # no automatic re-send: a failed night is handled by a person
*** End Patch
"""

_PYTEST_SFTP = """============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0
rootdir: /home/giulia/projects/ministat
collected 27 items

tests/test_counts.py ..........                                           [ 37%]
tests/test_filename.py ...                                                [ 48%]
tests/test_sftp.py ......                                                 [ 70%]
tests/test_xml.py ........                                                [100%]

tests/test_sftp.py::test_existing_remote_file_is_not_sent_again PASSED
tests/test_sftp.py::test_upload_goes_through_part_and_rename PASSED
tests/test_sftp.py::test_timeout_after_put_does_not_retry PASSED
============================== 27 passed in 3.88s ==============================
"""

_PENDENTI_BEFORE = """select s.codice as sezione, count(*) filter (where c.stato in ('ISCRITTO','IN_CORSO','RISERVATO')) as pendenti, count(*) filter (where c.data_definizione between :inizio and :fine) as definiti, count(*) filter (where c.data_iscrizione between :inizio and :fine) as sopravvenuti from fascicolo_ro.cases c join fascicolo_ro.sections s on s.id=c.section_id left join fascicolo_ro.case_flags f on f.case_id=c.id and f.flag='STRALCIO' where f.case_id is null and c.ufficio='T0457' group by s.codice order by s.codice
"""

_PENDENTI_AFTER = """SELECT
    s.codice AS sezione,
    count(*) FILTER (WHERE c.stato IN ('ISCRITTO', 'IN_CORSO', 'RISERVATO'))      AS pendenti,
    count(*) FILTER (WHERE c.data_definizione BETWEEN :inizio AND :fine)          AS definiti,
    count(*) FILTER (WHERE c.data_iscrizione  BETWEEN :inizio AND :fine)          AS sopravvenuti
FROM fascicolo_ro.cases AS c
JOIN fascicolo_ro.sections AS s
    ON s.id = c.section_id
LEFT JOIN fascicolo_ro.case_flags AS f
    ON f.case_id = c.id
   AND f.flag = 'STRALCIO'
WHERE f.case_id IS NULL
  AND c.ufficio = 'T0457'
GROUP BY s.codice
ORDER BY s.codice;
"""

_PYTEST_SMALL = """============================= test session starts ==============================
collected 27 items

tests/test_counts.py ..........                                           [ 37%]
tests/test_filename.py ...                                                [ 48%]
tests/test_sftp.py ......                                                 [ 70%]
tests/test_xml.py ........                                                [100%]

============================== 27 passed in 3.61s ==============================
"""

_CIRCOLARE = """---
MINISTERO - Direzione generale di statistica
Circolare DGSTAT n. 14/2026 - Rilevazione mensile uffici giudiziari, tracciato v3.3

1. From 1 January 2027 the only accepted schema is v3.3 (statistiche.xsd, version 3.3). Files with reference
   date up to 31/12/2026 must still be sent with schema v3.2; files in v3.3 with an earlier reference date will
   be rejected (E-211).
2. New element <UdienzeDaRemoto> inside each <Sezione>: number of hearings held in remote mode (videoconference
   or written exchange ex art. 127-ter) in the reference period.
3. Element <Stralcio> becomes optional.
The XSD is published at https://giustizia-stat.example/xsd/v3.3/statistiche.xsd
---
"""

_XSD_DIFF = """$ diff <(xmllint --format xsd/v3.2/statistiche.xsd) <(xmllint --format xsd/v3.3/statistiche.xsd)
3c3
<   <xs:annotation><xs:documentation>Tracciato statistiche v3.2</xs:documentation></xs:annotation>
---
>   <xs:annotation><xs:documentation>Tracciato statistiche v3.3</xs:documentation></xs:annotation>
41a42
>         <xs:element name="UdienzeDaRemoto" type="xs:nonNegativeInteger"/>
48c49
<         <xs:element name="Stralcio" type="xs:nonNegativeInteger"/>
---
>         <xs:element name="Stralcio" type="xs:nonNegativeInteger" minOccurs="0"/>
"""

_HEARING_MODES = """$ psql "$FASCICOLO_RO" -c "select mode, count(*) from hearing where hearing_start >= '2026-10-01' and hearing_start < '2026-11-01' group by mode order by 2 desc"
   mode    | count
-----------+-------
 IN_PERSON |  3412
 REMOTE    |   688
 WRITTEN   |   391
(3 rows)
$ psql "$FASCICOLO_RO" -c "\\d+ hearing" | grep -E 'mode|status'
 mode          | hearing_mode | not null default 'IN_PERSON'::hearing_mode
 status        | text         | not null
"""

_SCHEMA_PATCH = """*** Begin Patch
*** Add File: ministat/schema.py
+V33_FROM = date(2027, 1, 1)
+
+def schema_for(ref_date: date) -> str:
+    \"\"\"Schema version required by circolare DGSTAT 14/2026 for a reference date.\"\"\"
+    return "3.3" if ref_date >= V33_FROM else "3.2"
*** Add File: queries/udienze_remoto.sql
+SELECT h.section_id, count(*) AS udienze_da_remoto
+  FROM fascicolo_ro.hearing AS h
+ WHERE h.mode IN ('REMOTE', 'WRITTEN')
+   AND h.status = 'HELD'
+   AND h.hearing_start >= :inizio AND h.hearing_start < :fine
+ GROUP BY h.section_id;
*** Add File: xsd/v3.3/statistiche.xsd
*** Update File: ministat/xml.py
+    if version == "3.3":
+        etree.SubElement(sez, "UdienzeDaRemoto").text = str(remote.get(sez_id, 0))
*** End Patch
"""

_PYTEST_V33 = """============================= test session starts ==============================
collected 34 items

tests/test_counts.py ..........                                           [ 29%]
tests/test_filename.py ...                                                [ 38%]
tests/test_schema.py .....                                                [ 52%]
tests/test_sftp.py ......                                                 [ 70%]
tests/test_xml.py ..........                                              [100%]

tests/test_schema.py::test_2026_12_31_uses_v32 PASSED
tests/test_schema.py::test_2027_01_01_uses_v33 PASSED
tests/test_xml.py::test_v33_file_validates_against_v33_xsd PASSED
tests/test_xml.py::test_v32_file_has_no_udienze_da_remoto PASSED
============================== 34 passed in 4.52s ==============================
"""

SESSIONS = [
    {
        "id": "h64-cx-ministat-utc-filename",
        "project": STAT,
        "start": datetime(2026, 11, 2, 8, 44),
        "branch": "fix/double-upload",
        "about": "ministry rejects the file as already received: pasted ministry mail; user blames an XSD change, "
                 "the file validates; the Job retried after an SFTP close() timeout (backoffLimit 3) and uploaded "
                 "twice; .part + rename, no retries; schedule and filename confirmed in config; 'ricordati' rule "
                 "never to re-send by hand",
        "steps": [
            ("user", "buongiorno. is arrived this night a mail from the ministry, they rejected our file. i paste:\n\n"
                     + _MINISTRY_MAIL +
                     "\nprobably they changed the XSD again without saying, they do always like this. can you check "
                     "the file against the xsd?"),
            shell("python -m ministat.validate out/STAT_T0457_20261031.xml --xsd xsd/v3.2/statistiche.xsd; curl "
                  "-s https://giustizia-stat.example/xsd/index.json | jq -r '.current, .published'", _XSD_CHECK),
            ("assistant", "The file is valid against v3.2, and the ministry's index still says 3.2 is current "
                          "(published June 2025), so no XSD change. And the error code isn't a validation error: "
                          "E-104 means they already had a file for 31/10 — the first one was accepted with a "
                          "protocol number and the second was refused. So the question is why we sent it twice."),
            shell("kubectl -n stat get jobs ...; kubectl -n stat get pods -l job-name=ministat-29366250; logs of both pods",
                  _JOB_LOGS),
            shell("cat deploy/cronjob.yaml", _CRONJOB),
            ("assistant", "That's the double send. The Job of 1 November ran twice:\n"
                          "- pod `7xk2p` uploaded the file at 01:33:52, then paramiko waited for the server to "
                          "acknowledge the `close()`/`stat` and timed out after 240 s, so the pod exited with an "
                          "error — but the ministry had the whole file already (their protocol number says so);\n"
                          "- the CronJob has `backoffLimit: 3`, so Kubernetes started pod `m9d4w`, which ran "
                          "everything again and uploaded the same file at 01:38:05. That second upload is what "
                          "they rejected with E-104.\n\n"
                          "So the retry mechanism itself is the problem: a re-run can't know whether the previous "
                          "upload arrived. Proposal:\n"
                          "1. upload as `STAT_T0457_20261031.xml.part` and rename to `.xml` at the end — the "
                          "ministry only picks up `*.xml`, so a half-written file is never taken;\n"
                          "2. before uploading, check if the final file is already in `/inbox` and skip if so;\n"
                          "3. `backoffLimit: 0`: a failed night gets an alert and a person, not an automatic "
                          "re-send.\n"
                          "Schedule and name look right to me: `30 1 * * *` with `timeZone: Europe/Rome`, file "
                          "`STAT_T0457_<YYYYMMDD>.xml` with the court code T0457 and the reference date."),
            ("user", "ok so not the XSD. all three points yes.\n"
                     "and ricordati bene, this is important for every time: NEVER re-send a file to the ministry "
                     "SFTP by hand. they count every upload, a second file is a rejection and an email to the "
                     "presidente. if a night fails, we open a ticket with DGSTAT and use the rettifica procedure"),
            ("assistant", "Understood: never re-send to the ministry SFTP by hand; a failed night goes through a "
                          "DGSTAT ticket and the rettifica procedure. Applying the three changes."),
            tool("apply_patch", {"input": _SFTP_PATCH}, "Success. Updated the following files:\nM ministat/sftp.py\n"
                 "M deploy/cronjob.yaml"),
            shell("pytest -q -rA tests/ | tail -6", _PYTEST_SFTP),
            ("assistant", "27 passed, with three new SFTP tests: a file already on the server is not sent again, the "
                          "upload goes through `.part` and rename, and a timeout after the put doesn't trigger a "
                          "retry. The 01:30 Europe/Rome schedule and `concurrencyPolicy: Forbid` stay as they are."),
            ("user", "perfect. commit and apply the cronjob, the image i build after lunch"),
            shell("git commit -am 'sftp: .part + rename, skip if present; backoffLimit 0' && kubectl apply -f "
                  "deploy/cronjob.yaml",
                  "[fix/double-upload 0e6f2b1] sftp: .part + rename, skip if present; backoffLimit 0\n 3 files changed, "
                  "58 insertions(+), 4 deletions(-)\ncronjob.batch/ministat configured"),
        ],
        "facts": [
            fact("double-upload", "The ministry rejected the 31/10 file (E-104, already received) because the Job "
                 "retried with backoffLimit 3 after an SFTP close() timeout although the first upload had arrived; "
                 "not an XSD change. backoffLimit is now 0.", "bugfix", "assistant", ["backoffLimit", "timeout"]),
            fact("part-rename", "ministat uploads as .part, renames to .xml at the end, and skips the upload when "
                 "the file is already on the ministry server.", "convention", "assistant", [".part", "rename"]),
            fact("filename", "The file name is STAT_T0457_<YYYYMMDD>.xml with court code T0457 and the reference "
                 "date.", "config", "assistant", ["T0457"]),
            fact("schedule", "The ministat CronJob runs at 01:30 Europe/Rome (schedule 30 1 * * *, timeZone "
                 "Europe/Rome).", "config", "assistant", ["01:30", "Europe/Rome"]),
            fact("never-by-hand", "Never re-send a file to the ministry SFTP by hand; a failed night goes through "
                 "a DGSTAT ticket and the rettifica procedure.", "rule", "user", ["by hand", "rettifica"],
                 remember=True),
        ],
        "optional": [
            opt("xsd-current", "The current ministry schema is v3.2 (published June 2025).", ["3.2"]),
            opt("forbid", "The CronJob has concurrencyPolicy Forbid.", ["Forbid"]),
        ],
        "questions": [
            q("Why did the ministry reject the file as already received?",
              "the Job ran twice after an SFTP timeout (backoffLimit 3) and uploaded the file twice", ["double-upload"]),
            q("What is our court code in the ministry file name?", "T0457", ["filename"]),
            q("When does the nightly stats export run?", "01:30 Europe/Rome", ["schedule"]),
            q("A night failed; can I upload the file to the ministry SFTP manually?",
              "no, never by hand; DGSTAT ticket and rettifica procedure", ["never-by-hand"]),
        ],
    },
    {
        "id": "h64-cx-ministat-sql-tidy",
        "project": STAT,
        "start": datetime(2026, 11, 13, 15, 20),
        "about": "nothing durable: 'I forgot to push' chatter, reformat one SQL file, a ROWS vs RANGE question, "
                 "test run, a joke about statistics",
        "steps": [
            ("user", "ciao! first: I forgot to push my branch yesterday evening, nothing to do with you ahah, "
                     "done now. second: queries/pendenti.sql is one line of 600 characters, unreadable. can you "
                     "make it readable? same query, only the format"),
            shell("cat queries/pendenti.sql", _PENDENTI_BEFORE),
            tool("apply_patch", {"input": "*** Begin Patch\n*** Update File: queries/pendenti.sql\n" + _PENDENTI_AFTER
                                 + "*** End Patch"},
                 "Success. Updated the following files:\nM queries/pendenti.sql"),
            ("assistant", "Reformatted: one clause per line, the three `FILTER` counts aligned, the join conditions "
                          "indented under their joins. No change to the logic — the same columns, filters and "
                          "grouping."),
            ("user", "much better grazie. a question, only curiosity: in a window function what is the difference "
                     "between ROWS and RANGE in the frame? I read it three times in the docs and still boh"),
            ("assistant", "`ROWS` counts physical rows: `ROWS BETWEEN 2 PRECEDING AND CURRENT ROW` is always the "
                          "current row and the two before it, whatever their values. `RANGE` works on the values "
                          "of the `ORDER BY` column: all rows whose value falls in the range are included, and "
                          "rows with the same value (peers) always come in together. The classic surprise is the "
                          "default frame, `RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW`: a running sum "
                          "ordered by date gives the same total to all rows of the same day, because they're "
                          "peers. With `ROWS` each of them would get a different, growing total."),
            ("user", "aaah the peers. ok now I understand. run the tests pls, then I go"),
            shell("pytest -q", _PYTEST_SMALL),
            ("assistant", "27 passed."),
            ("user", "good. you know the definition? statistics is the art of being precisely wrong 😄 ok basta "
                     "for today, ciao"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h64-cx-ministat-schema-v33",
        "project": STAT,
        "start": datetime(2026, 11, 26, 9, 37),
        "branch": "feat/schema-v33",
        "about": "ministry circular on schema v3.3: pasted circular; switch by reference date (schema_for), not by "
                 "hand; remote hearings counted from hearing.mode on the read replica; assistant's trigger idea "
                 "refused with a reason; no remember request",
        "steps": [
            ("user", "allora, arrived the circolare for the new tracciato. here:\n\n" + _CIRCOLARE +
                     "\nwhat we do: until end of year we send v3.2, from 1 January 2027 v3.3. but I don't want "
                     "somebody to change a config on 31 december night, the code must choose by itself"),
            shell("mkdir -p xsd/v3.3 && curl -so xsd/v3.3/statistiche.xsd https://giustizia-stat.example/xsd/v3.3/"
                  "statistiche.xsd && diff <(xmllint --format xsd/v3.2/statistiche.xsd) <(xmllint --format "
                  "xsd/v3.3/statistiche.xsd)", _XSD_DIFF),
            ("assistant", "The XSD diff matches the circular: one new required element `UdienzeDaRemoto` per "
                          "section, and `Stralcio` becomes optional (we keep sending it).\n\n"
                          "For the switch: the version should follow the file's reference date, not the day the job "
                          "runs — the file for 31/12/2026 is produced in the night of 1 January and must still be "
                          "v3.2, otherwise E-211. So a `schema_for(ref_date)` that returns 3.3 from 2027-01-01 "
                          "and 3.2 before, used for both the XML builder and the XSD we validate against.\n\n"
                          "For the count of remote hearings I need the source in fascicolo."),
            shell("psql \"$FASCICOLO_RO\" -c \"select mode, count(*) from hearing ...\"; psql \"$FASCICOLO_RO\" -c "
                  "'\\d+ hearing' | grep ...", _HEARING_MODES),
            ("assistant", "`hearing.mode` is an enum with IN_PERSON, REMOTE and WRITTEN; in October 688 remote and "
                          "391 written. The circular counts videoconference *and* written exchange (art. 127-ter), "
                          "so both REMOTE and WRITTEN, and only hearings actually held (`status = 'HELD'`).\n\n"
                          "Two ways to get the number: a query on the read replica at export time, or a small "
                          "trigger in fascicolo that keeps a monthly counter table up to date, so the export only "
                          "reads one row per section."),
            ("user", "no trigger. fascicolo is Chiara's database, we don't put anything there, no triggers no "
                     "tables, and the trigger counts wrong if a hearing changes mode after. we only read from the "
                     "replica, as always. query at export time"),
            tool("apply_patch", {"input": _SCHEMA_PATCH}, "Success. Updated the following files:\nA ministat/schema.py\n"
                 "A queries/udienze_remoto.sql\nA xsd/v3.3/statistiche.xsd\nM ministat/xml.py\nM ministat/run.py"),
            shell("pytest -q -rA | tail -8", _PYTEST_V33),
            ("assistant", "34 passed. `schema_for(date(2026, 12, 31))` is 3.2, `schema_for(date(2027, 1, 1))` is 3.3; "
                          "a v3.3 file validates against `xsd/v3.3/statistiche.xsd` and a v3.2 file has no "
                          "`UdienzeDaRemoto`. Summary:\n"
                          "- schema version chosen in code by reference date via `schema_for` (v3.3 from 1 January "
                          "2027), no config to flip;\n"
                          "- `UdienzeDaRemoto` = hearings with mode REMOTE or WRITTEN and status HELD, read from "
                          "the fascicolo replica at export time (`queries/udienze_remoto.sql`);\n"
                          "- XSDs side by side in `xsd/v3.2/` and `xsd/v3.3/`."),
            ("user", "perfect. WRITTEN also, yes, I asked to DGSTAT last week, they confirmed 127-ter counts. commit "
                     "and open MR, I put Chiara as reviewer for the query"),
            shell("git add -A && git commit -m 'schema v3.3 from 2027-01-01 (circolare DGSTAT 14/2026)' && glab mr "
                  "create --fill --reviewer chiara",
                  "[feat/schema-v33 c3d81f0] schema v3.3 from 2027-01-01 (circolare DGSTAT 14/2026)\n 6 files changed, "
                  "412 insertions(+), 9 deletions(-)\n\n!41 schema v3.3 from 2027-01-01 (circolare DGSTAT 14/2026)\n"
                  "https://git.tribunale-castelvero.example/stat/ministat/-/merge_requests/41"),
        ],
        "facts": [
            fact("v33-date", "Ministry schema v3.3 is used for reference dates from 1 January 2027; earlier "
                 "reference dates stay on v3.2 (a v3.3 file for 2026 is rejected, E-211).", "fact", "user",
                 ["v3.3", "1 January 2027"]),
            fact("schema-for", "The schema version is chosen in code from the reference date by schema_for, not by "
                 "a config change on 31 December.", "decision", "user", ["schema_for", "reference date"]),
            fact("remote-source", "UdienzeDaRemoto counts fascicolo hearings with mode REMOTE or WRITTEN (art. "
                 "127-ter, confirmed by DGSTAT) and status HELD, queried on the read replica at export time.",
                 "decision", "assistant", ["REMOTE", "WRITTEN"]),
            fact("no-trigger", "No triggers or tables in the fascicolo database: ministat only reads from the "
                 "replica (a trigger would also miscount mode changes).", "decision", "user", ["trigger", "replica"]),
        ],
        "optional": [
            opt("xsd-dirs", "XSDs live side by side in xsd/v3.2/ and xsd/v3.3/.", ["xsd/v3.3"]),
            opt("stralcio", "Stralcio becomes optional in v3.3 but is still sent.", ["Stralcio"]),
        ],
        "questions": [
            q("From when must the stats file use schema v3.3?", "reference dates from 1 January 2027",
              ["v33-date"]),
            q("How does the export decide which schema version to send?", "by reference date in code, schema_for",
              ["schema-for"]),
            q("Which hearings count as UdienzeDaRemoto?", "mode REMOTE or WRITTEN, status HELD", ["remote-source"]),
            q("Can we add a trigger in fascicolo to keep the counts?", "no, only read from the replica",
              ["no-trigger"]),
        ],
    },
]
