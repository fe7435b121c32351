"""h60 Codex sessions, part a: mx-cards, Skerrow Air's maintenance task cards and part tracking (.NET 8 on
Oracle 19c, on-prem at Kelby). A scrapped part's serial number reused by an import, task card PDFs, and a
typo-and-format chore."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

MX = "/home/joran/repos/mx-cards"


def _import_log() -> str:
    lines = ["2026-11-02 16:04:11.201 [INF] PartImport starting file=ATR-pool-return-20261102.csv rows=214"]
    for i in range(1, 19):
        lines.append(f"2026-11-02 16:04:11.{300 + i * 7:03d} [INF] row {i:03d} P/N 3214552-{i % 4 + 1} "
                     f"S/N KX{70210 + i} -> inserted part_instance id={998100 + i}")
    lines += ["2026-11-02 16:04:12.014 [INF] row 019 P/N 1152682-2 S/N 7731F -> inserted part_instance id=998119",
              "2026-11-02 16:04:12.020 [WRN] row 019 serial 7731F has history: 1 scrapped instance (id=40117, "
              "scrapped 2023-04-19)",
              "2026-11-02 16:04:12.118 [INF] row 020 P/N 1152682-2 S/N 7740F -> inserted part_instance id=998120",
              "2026-11-02 16:04:14.902 [INF] PartImport done inserted=214 rejected=0 warnings=1"]
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h60-cx-mx-serial-reuse",
        "project": MX,
        "start": datetime(2026, 11, 3, 9, 15),
        "branch": "fix/serial-reuse",
        "about": "mx-cards: an import gave a new part the serial of a scrapped one; person's guess (whitespace "
                 "trimming) wrong; cause: the Oracle unique index ux_part_serial only covers non-scrapped rows; "
                 "fix: full unique index on (part_number, serial_no); rule 'a serial is burned once issued' said as "
                 "'not up for debate'; importer rejects to part_import_reject; terse user",
        "steps": [
            ("user", "hi. stores found 2 part records w same P/N + S/N. 1152682-2 / 7731F. one scrapped 2023 one new "
                     "from the ATR pool return yesterday. prob the importer trims spaces and '7731F ' became "
                     "'7731F'. check"),
            shell("grep -rn 'Trim' src/Mx.Import/PartImport.cs | head",
                  "src/Mx.Import/PartImport.cs:88:        var serial = row.SerialNo.Trim().ToUpperInvariant();\n"
                  "src/Mx.Import/PartImport.cs:89:        var pn = row.PartNumber.Trim().ToUpperInvariant();\n"),
            shell("sqlplus -s mxown/@MXPRD <<< \"select id, part_number, '['||serial_no||']' sn, status, "
                  "created_at from part_instance where part_number = '1152682-2' and serial_no like '7731F%';\"",
                  "        ID PART_NUMBER  SN        STATUS     CREATED_AT\n"
                  "---------- ------------ --------- ---------- -------------------\n"
                  "     40117 1152682-2    [7731F]   SCRAPPED   2021-06-02 10:11:40\n"
                  "    998119 1152682-2    [7731F]   SERVICEABLE 2026-11-02 16:04:12\n"),
            ("assistant", "The trimming isn't it: both rows hold exactly `7731F`, no trailing space, and the "
                          "incoming file had it without a space too. The importer even logged a warning and "
                          "inserted anyway. The question is why the database allowed it. Checking the index."),
            shell("cat logs/import/2026-11-02.log", _import_log()),
            shell("sqlplus -s mxown/@MXPRD <<< \"select index_name, column_expression from user_ind_expressions "
                  "where table_name = 'PART_INSTANCE';\"",
                  "INDEX_NAME        COLUMN_EXPRESSION\n"
                  "----------------- -------------------------------------------------------------\n"
                  "UX_PART_SERIAL    CASE WHEN \"STATUS\"<>'SCRAPPED' THEN \"PART_NUMBER\"||'|'||\"SERIAL_NO\" END\n"),
            ("assistant", "Root cause: `UX_PART_SERIAL` is a function-based unique index that only covers rows "
                          "whose status is not SCRAPPED (Oracle's way of writing a partial unique index). A "
                          "scrapped part drops out of the index, so its serial becomes free again, and the "
                          "importer's duplicate check relies on the index. Migration 2019_11 added the CASE, the "
                          "comment says 'allow re-entry of scrapped parts after repair'.\n\n"
                          "Fix options: make the index cover every status, or keep it and add a check in the "
                          "importer. The index is the only thing that also protects manual entry from the desktop "
                          "client, so I'd replace it with a plain unique index on (PART_NUMBER, SERIAL_NO)."),
            ("user", "yes full index. and this is not up for debate in mx-cards, ever: a serial number that was once "
                     "in our system is burned. scrapped, returned to vendor, lost, whatever. it never gets attached "
                     "to another part record. the 'repair re-entry' thing from 2019 was wrong, a repaired part keeps "
                     "its old record and goes back to SERVICEABLE"),
            shell("sqlplus -s mxown/@MXPRD <<< \"select part_number, serial_no, count(*) from part_instance group "
                  "by part_number, serial_no having count(*) > 1;\"",
                  "PART_NUMBER  SERIAL_NO  COUNT(*)\n------------ ---------- --------\n"
                  "1152682-2    7731F             2\n"
                  "3214552-1    KX69980           2\n"
                  "D23190000-5  1188              2\n\n3 rows selected.\n"),
            ("assistant", "Three pairs exist today, so the new index can't be created until they're resolved. "
                          "The other two are also one SCRAPPED + one live record. I can't decide which physical "
                          "part is which; stores needs to look at the data plates. I'll write the migration so it "
                          "fails loudly if duplicates remain, and change the importer to send a duplicate row to a "
                          "`part_import_reject` table with the reason instead of inserting it."),
            ("user", "ok. stores will fix the 3 today. importer reject table yes"),
            shell("cat > db/migrations/2026_11_03_ux_part_serial_all.sql <<'SQL'\n"
                  "drop index ux_part_serial;\n"
                  "create unique index ux_part_serial on part_instance (part_number, serial_no);\n"
                  "SQL\ndotnet test tests/Mx.Import.Tests --nologo 2>&1 | tail -6",
                  "  Passed PartImportTests.Duplicate_serial_of_scrapped_part_is_rejected [41 ms]\n"
                  "  Passed PartImportTests.Duplicate_serial_of_live_part_is_rejected [3 ms]\n"
                  "  Passed PartImportTests.Rejected_row_lands_in_part_import_reject [12 ms]\n"
                  "  Passed PartImportTests.Repaired_part_keeps_record [5 ms]\n\n"
                  "Passed!  - Failed:     0, Passed:    57, Skipped:     0, Total:    57, Duration: 2 s\n"),
            ("assistant", "Migration `2026_11_03_ux_part_serial_all.sql` replaces `UX_PART_SERIAL` with a unique "
                          "index on (PART_NUMBER, SERIAL_NO) over all statuses; it will fail until stores has "
                          "cleaned the three pairs. The importer writes duplicates to `PART_IMPORT_REJECT` with "
                          "reason `SERIAL_BURNED`. 57 tests pass."),
            ("user", "thx"),
        ],
        "facts": [
            fact("serial-index-cause", "A scrapped part's serial was reused because the Oracle unique index "
                                       "UX_PART_SERIAL only covered rows with status other than SCRAPPED; it is "
                                       "replaced by a unique index on (PART_NUMBER, SERIAL_NO) over all statuses. "
                                       "Whitespace trimming was not the cause.",
                 "bugfix", "assistant", [["UX_PART_SERIAL", "ux_part_serial"], "SCRAPPED"]),
            fact("serial-burned", "Standing rule in mx-cards: a serial number that was ever in the system is burned "
                                  "and never attached to another part record, whatever happened to the part; a "
                                  "repaired part keeps its old record.",
                 "rule", "user", ["serial number", "burned"], remember=True),
            fact("import-reject", "The part importer sends duplicate-serial rows to the part_import_reject table "
                                  "(reason SERIAL_BURNED) instead of inserting them.",
                 "decision", "assistant", [["part_import_reject", "PART_IMPORT_REJECT"]]),
        ],
        "optional": [
            opt("oracle-schema", "mx-cards runs on Oracle, schema mxown, database MXPRD.", ["MXPRD"]),
            opt("three-pairs", "Three duplicate serial pairs existed that stores had to clean up.", ["three pairs"]),
        ],
        "questions": [
            q("Why could an imported part get the serial of a scrapped part?",
              "UX_PART_SERIAL unique index only covers rows not SCRAPPED", ["serial-index-cause"]),
            q("May a scrapped part's serial number be reused?", "no, a serial number is burned, never attached to another part record",
              ["serial-burned"]),
            q("What does the importer do with a duplicate serial?", "writes it to part_import_reject",
              ["import-reject"]),
        ],
    },
    {
        "id": "h60-cx-mx-taskcard-pdf",
        "project": MX,
        "start": datetime(2026, 11, 11, 13, 40),
        "branch": "feat/taskcard-pdf",
        "about": "mx-cards: printing task cards as PDF; three libraries, iText rejected for its AGPL licence, QuestPDF "
                 "picked with a bare '1'; task card number format TC-<ATA>-<4 digits> stated in a reply; a "
                 "remember-request withdrawn (revision in the footer, QA owns the footer) and replaced by the file "
                 "name rule; output share path",
        "steps": [
            ("user", "afternoon! mechanics want to print task cards from mx-cards instead of the old crystal reports "
                     "thing. need a pdf per task card. what library"),
            ("assistant", "For .NET 8 there are three realistic choices:\n\n"
                          "1. **QuestPDF**: fluent C# layout, no HTML, fast, free community licence for a company "
                          "of your size (check revenue threshold with legal).\n"
                          "2. **iText 8**: very complete, signatures, PDF/A, but AGPL unless you buy a commercial "
                          "licence.\n"
                          "3. **wkhtmltopdf** via a wrapper: render HTML, reuse CSS; but it's an unmaintained native "
                          "binary on the Windows hangar PCs and servers.\n\n"
                          "Any of them can do tables and barcodes for the card number."),
            ("user", "not itext, legal said no AGPL last year when tech records wanted it. 1"),
            shell("dotnet add src/Mx.Cards package QuestPDF --version 2024.10.2 && dotnet build --nologo -v q 2>&1 | tail -3",
                  "info : PackageReference for package 'QuestPDF' version '2024.10.2' added to file "
                  "'src/Mx.Cards/Mx.Cards.csproj'.\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)\n"),
            shell("sqlplus -s mxown/@MXPRD <<< \"select card_no, ata, title, revision from task_card where rownum <= 8 "
                  "order by card_no;\"",
                  "CARD_NO       ATA TITLE                                         REVISION\n"
                  "------------- --- --------------------------------------------- --------\n"
                  "TC-21-0007    21  Pack flow control valve - ops check                  2\n"
                  "TC-24-0112    24  DC generator brush wear inspection                   5\n"
                  "TC-27-0030    27  Flap actuator lubrication                            1\n"
                  "TC-32-0141    32  MLG retraction actuator - visual inspection          3\n"
                  "TC-32-0142    32  Nose wheel steering - functional test                3\n"
                  "TC-49-0008    49  (not used)                                           0\n"
                  "TC-61-0019    61  Propeller blade erosion check                        4\n"
                  "tc-79-21      79  oil filter change                                    1\n"),
            ("assistant", "QuestPDF 2024.10.2 is in and builds. Looking at the data: card numbers are mostly "
                          "`TC-<ATA chapter>-<4 digits>`, but there's a `tc-79-21` in lower case with a 2-digit "
                          "sequence. Is that a legacy row I should normalise, or is the format looser than it looks?"),
            ("user", "legacy junk from the migration. the format is TC dash ATA chapter two digits dash four digit "
                     "sequence, uppercase. fix that one to TC-79-0021 and make the card form validate it"),
            shell("sqlplus -s mxown/@MXPRD <<< \"update task_card set card_no = 'TC-79-0021' where card_no = 'tc-79-21'; "
                  "commit;\" && grep -n 'CardNo' src/Mx.Cards/TaskCardValidator.cs",
                  "1 row updated.\n\nCommit complete.\n\n"
                  "14:        RuleFor(x => x.CardNo).NotEmpty();\n"),
            shell("sed -i 's/RuleFor(x => x.CardNo).NotEmpty();/RuleFor(x => x.CardNo).Matches(@\"^TC-\\\\d{2}-\\\\d{4}$\");/' "
                  "src/Mx.Cards/TaskCardValidator.cs && dotnet test --nologo -v q 2>&1 | tail -2",
                  "Passed!  - Failed:     0, Passed:    63, Skipped:     0, Total:    63, Duration: 3 s\n"),
            ("assistant", "Fixed the legacy row and the validator now requires `^TC-\\d{2}-\\d{4}$`. Next the layout: "
                          "header with card number, ATA, title, revision; steps table with 'Performed' and "
                          "'Inspected' stamp columns; footer. Anything specific?"),
            ("user", "remember that the revision has to be on the footer of every page. ... hm no, forget that, "
                     "i just checked, QA owns the footer, it's their template with the doc control box and we "
                     "don't touch it. what i actually want you to hold on to: the file name of a task card pdf is "
                     "always the card number, then _rev, then the revision, like TC-32-0141_rev3.pdf. the "
                     "mechanics search the share by file name and the planners too"),
            shell("grep -rn 'OutputPath' appsettings.Production.json",
                  "appsettings.Production.json:31:    \"OutputPath\": \"\\\\\\\\kel-fs01\\\\mx\\\\taskcards\"\n"),
            ("assistant", "Understood: the footer stays QA's template (I'll embed their footer image as-is), and file "
                          "names are `{CardNo}_rev{Revision}.pdf`, e.g. `TC-32-0141_rev3.pdf`. The PDFs go to the "
                          "existing `OutputPath`, `\\\\kel-fs01\\mx\\taskcards`."),
            shell("dotnet run --project tools/Mx.CardPrint -- TC-32-0141 && ls -la out/",
                  "Rendering TC-32-0141 rev 3 (14 steps) ... ok (312 ms)\n"
                  "-rw-r--r-- 1 joran joran 88213 Nov 11 14:31 TC-32-0141_rev3.pdf\n"),
            ("user", "looks good. the stamp columns could be wider but fine for a first go"),
        ],
        "facts": [
            fact("questpdf", "Task card PDFs are generated with QuestPDF; iText was rejected because legal said no "
                             "to its AGPL licence (wkhtmltopdf was the third option).",
                 "decision", "user", ["QuestPDF", ["iText", "AGPL"]]),
            fact("card-no-format", "Task card numbers are TC-<two-digit ATA chapter>-<four-digit sequence>, "
                                   "uppercase (e.g. TC-32-0141); the card form validates ^TC-\\d{2}-\\d{4}$.",
                 "convention", "user", ["TC-32-0141", "ATA"]),
            fact("pdf-filename", "Standing rule: a task card PDF's file name is the card number, _rev, then the "
                                 "revision, e.g. TC-32-0141_rev3.pdf (mechanics and planners search the share by "
                                 "file name).",
                 "rule", "user", ["TC-32-0141_rev3.pdf"], remember=True),
        ],
        "optional": [
            opt("footer-withdrawn", "The revision-in-the-footer request was withdrawn: QA owns the footer template "
                                    "and it is not touched.", ["footer", "QA"]),
            opt("output-share", "Task card PDFs go to \\\\kel-fs01\\mx\\taskcards (OutputPath).", ["kel-fs01"]),
        ],
        "questions": [
            q("Which PDF library prints task cards and why not iText?",
              "QuestPDF; iText is AGPL, legal said no", ["questpdf"]),
            q("What format do task card numbers have?", "TC, ATA chapter two digits, four digit sequence",
              ["card-no-format"]),
            q("How is a task card PDF file named?", "card number _rev revision, TC-32-0141_rev3.pdf",
              ["pdf-filename"]),
        ],
    },
    {
        "id": "h60-cx-mx-log-typos",
        "project": MX,
        "start": datetime(2026, 11, 18, 16, 20),
        "branch": "chore/log-typos",
        "about": "mx-cards: nothing durable. A Friday-afternoon chore: fix typos in log messages, run dotnet format, "
                 "'run it again' after a flaky test, skip integration tests for this run only; chatter about snow at "
                 "Ardmoor and the christmas party",
        "steps": [
            ("user", "last thing before weekend, promise. someone noticed 'recieved' and 'maintainance' in our logs, "
                     "the auditors will love that. can you fix the spelling in log messages and run dotnet format"),
            shell("grep -rn -i -E 'recieve|maintainance|occured|seperat' src --include=*.cs",
                  "src/Mx.Import/PartImport.cs:41:        _log.LogInformation(\"Row recieved {Row}\", i);\n"
                  "src/Mx.Cards/TaskCardService.cs:77:        _log.LogWarning(\"Maintainance window overlaps {Card}\", c.CardNo);\n"
                  "src/Mx.Cards/TaskCardService.cs:112:        _log.LogError(ex, \"Error occured while signing {Card}\", c.CardNo);\n"
                  "src/Mx.Parts/PartMove.cs:58:        // seperate the bins by store\n"),
            shell("sed -i 's/recieved/received/; s/Maintainance/Maintenance/; s/occured/occurred/; s/seperate/separate/' "
                  "src/Mx.Import/PartImport.cs src/Mx.Cards/TaskCardService.cs src/Mx.Parts/PartMove.cs && "
                  "dotnet format --verbosity minimal && git diff --stat",
                  " src/Mx.Cards/TaskCardService.cs | 6 +++---\n src/Mx.Import/PartImport.cs   | 2 +-\n"
                  " src/Mx.Parts/PartMove.cs       | 4 ++--\n 3 files changed, 6 insertions(+), 6 deletions(-)\n"),
            ("assistant", "Four typos fixed (three log messages, one comment), `dotnet format` only touched "
                          "whitespace in `TaskCardService.cs`. Running the tests."),
            shell("dotnet test --nologo -v q 2>&1 | tail -8",
                  "  Failed PartMoveTests.Move_between_stores_updates_bin [5 s]\n"
                  "  Error Message:\n   Oracle.ManagedDataAccess.Client.OracleException : ORA-12170: TNS:Connect "
                  "timeout occurred\n\n"
                  "Failed!  - Failed:     1, Passed:    62, Skipped:     0, Total:    63, Duration: 14 s\n"),
            ("user", "thats the integration one against the test db, vpn is flaky today. run it again"),
            shell("dotnet test --nologo -v q 2>&1 | tail -2",
                  "  Failed PartMoveTests.Move_between_stores_updates_bin [5 s]\n"
                  "Failed!  - Failed:     1, Passed:    62, Skipped:     0, Total:    63, Duration: 13 s\n"),
            ("user", "meh. just skip the integration tests for this run, it's typos"),
            shell("dotnet test --nologo -v q --filter 'Category!=Integration' 2>&1 | tail -2",
                  "Passed!  - Failed:     0, Passed:    58, Skipped:     0, Total:    58, Duration: 2 s\n"),
            ("assistant", "58 unit tests pass without the integration category. Committed as 'fix spelling in log "
                          "messages'."),
            ("user", "great. btw they say 30 cm of snow in Ardmoor tonight, glad I'm not on the de-icing rota. and "
                     "don't forget the christmas party signup closes monday haha. have a good weekend"),
            ("assistant", "Have a good weekend, stay warm."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
