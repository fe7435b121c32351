"""h57 Claude Code sessions, part b: marks-portal, the Spring Boot app where lecturers submit module marks and
moderators review them: a code review of the moderation workflow with a pasted extract of the assessment
regulations, a CSV upload bug from Excel files, and one place for mark rounding with a decision reversed."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

MARKS = "/home/kwame/code/marks-portal"

_PR_VIEW = (
    "title:\tModeration workflow: moderators propose, module leaders accept (#212)\n"
    "state:\tOPEN\nauthor:\tkwame-ss\nlabels:\tmoderation\n"
    "reviewers:\tdevika-ss (Changes requested)\n"
    "additions:\t894\ndeletions:\t57\n--\n"
    "Adds the moderation workflow for S1 2026/27:\n- ModerationSample, ModerationProposal entities\n"
    "- /modules/{code}/moderation endpoints\n- MarkChange.reason records why a mark changed\n\n"
    "-- devika-ss commented on src/main/java/uk/ac/northfell/marks/domain/MarkChange.java:31\n"
    "   `reason` is a free String here. Should this be an enum? The resit module has a list of reasons.\n\n"
    "-- devika-ss commented on src/main/java/uk/ac/northfell/marks/web/MarkController.java:88\n"
    "   Why is the sign-off check in the controller and not in MarkService? The CSV import path bypasses "
    "   the controller entirely, so an imported file could change a signed-off mark.\n\n"
    "-- devika-ss commented on src/test/java/uk/ac/northfell/marks/ModerationFlowTest.java:14\n"
    "   nit: test names are a mix of should_x and givenX_whenY\n\n"
    "-- devika-ss commented on src/main/java/uk/ac/northfell/marks/service/ModerationService.java:57\n"
    "   Can a moderator edit a mark directly here, or only propose? The code allows both depending on role.\n\n"
    "-- devika-ss commented on src/main/java/uk/ac/northfell/marks/service/ModerationService.java:102\n"
    "   Could the sample size come from config instead of the hard-coded 0.10?\n"
)

_MVN_TEST = (
    "[INFO] Scanning for projects...\n"
    "[INFO] -------------------< uk.ac.northfell:marks-portal >--------------------\n"
    "[INFO] Building marks-portal 2.7.0-SNAPSHOT\n"
    "[INFO] --------------------------------[ jar ]---------------------------------\n"
    "[INFO] --- maven-surefire-plugin:3.2.5:test (default-test) @ marks-portal ---\n"
    "[INFO] Running uk.ac.northfell.marks.service.MarkServiceTest\n"
    "10:41:07.332 [main] INFO  o.s.b.t.c.SpringBootTestContextBootstrapper - Loaded default TestExecutionListener "
    "class names\n"
    "10:41:09.870 [main] INFO  uk.ac.northfell.marks.service.MarkService - applyChange module=LAW1010 "
    "student=****771 old=58 new=61 reason=MODERATION_ADJUSTMENT\n"
    "10:41:09.874 [main] WARN  uk.ac.northfell.marks.service.MarkService - rejected change module=HIST2204 "
    "student=****318: module signed off 2026-06-19, no reason given\n"
    "[INFO] Tests run: 23, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 3.914 s\n"
    "[INFO] Running uk.ac.northfell.marks.service.ModerationServiceTest\n"
    "[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.202 s\n"
    "[INFO] Running uk.ac.northfell.marks.importer.MarksCsvParserTest\n"
    "[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.311 s\n"
    "[INFO] Running uk.ac.northfell.marks.web.MarkControllerTest\n"
    "[INFO] Tests run: 19, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.447 s\n"
    "[INFO] Running uk.ac.northfell.marks.ModerationFlowTest\n"
    "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 4.018 s\n"
    "[INFO] \n[INFO] Results:\n[INFO] \n"
    "[INFO] Tests run: 79, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n"
    "[INFO] ------------------------------------------------------------------------\n"
    "[INFO] BUILD SUCCESS\n"
    "[INFO] ------------------------------------------------------------------------\n"
    "[INFO] Total time:  38.506 s\n"
)

SESSIONS = [
    {
        "id": "h57-cc-marks-moderation-review",
        "project": MARKS,
        "start": datetime(2026, 11, 4, 10, 30),
        "about": "marks-portal: review comments on PR 212 (moderation workflow); a pasted extract of the "
                 "assessment regulations, section 7.4, of which the person endorses only 7.4(b) (no mark changes "
                 "after exam board sign-off without a logged reason, enforced in MarkService) as a hard rule; "
                 "convention said in reply to a review comment (reasons are a MarkChangeReason enum, free text "
                 "only in note); moderators only propose; the nit ignored; configurable sample size and event "
                 "sourcing proposed, not taken",
        "steps": [
            ("user", "hey! PR 212 (moderation) got a pile of comments from Devika. can we go through them "
                     "together? I want to answer them today, board season starts in 3 weeks"),
            bash("gh pr view 212 --comments", _PR_VIEW),
            ("assistant", "Five comments. Two are substantive (the sign-off check in the controller, and whether "
                          "moderators can edit marks), one is a design question (the reason enum), one is a "
                          "naming nit and one is about config. Before I touch the sign-off check: what exactly "
                          "is the rule after sign-off? The code currently just refuses every change once "
                          "`module.signedOffAt` is set."),
            ("user", "registry sent this, the relevant bit of the assessment regs:\n\n"
                     "---\n"
                     "7.4 Moderation and confirmation of marks\n\n"
                     "(a) For each module the moderator shall review a sample of not less than 10% of scripts, "
                     "or five scripts, whichever is the greater, including all fails and all marks within 2 "
                     "marks of a classification boundary.\n"
                     "(b) Once the Board of Examiners has signed off the marks for a module, no mark may be "
                     "altered except by a Post-Board Amendment. Every Post-Board Amendment shall record the "
                     "reason for the change and the approval of the Chair, and shall be logged.\n"
                     "(c) Confirmed marks shall be released to students no later than three working days after "
                     "sign-off.\n"
                     "(d) External examiners may view all marks and moderation records but may not alter them.\n"
                     "---\n\n"
                     "7.4(b) is ours, and it's a hard rule for this codebase: every change after board sign-off "
                     "needs a logged reason, enforced where nobody can route around it, no exceptions, not even "
                     "for admin accounts. (a) and (c) are registry process, not our code, ignore them. (d) we "
                     "already do with the EXTERNAL role"),
            ("assistant", "Clear. That also answers Devika's second comment: the check has to live in "
                          "`MarkService.applyChange()`, because that is the one method every path goes through "
                          "(web form, CSV import, moderation acceptance). The controller check goes. After "
                          "sign-off, `applyChange` will only accept a change that carries a "
                          "`PostBoardAmendment` with a reason and the chair's approval, and it writes the "
                          "amendment to `mark_change_log` in the same transaction. No role bypasses it, including "
                          "ADMIN."),
            tool("Edit", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/service/MarkService.java",
                          "old_string": "    public MarkChange applyChange(ChangeRequest req) {",
                          "new_string": "    @Transactional\n    public MarkChange applyChange(ChangeRequest req) {\n"
                                        "        Module module = modules.lock(req.moduleCode());\n"
                                        "        if (module.isSignedOff()) {\n"
                                        "            PostBoardAmendment pba = req.amendment()\n"
                                        "                .orElseThrow(() -> new SignedOffException(module));\n"
                                        "            pba.requireReasonAndChairApproval();\n"
                                        "            changeLog.record(module, req, pba);\n        }"},
                 "The file /home/kwame/code/marks-portal/src/main/java/uk/ac/northfell/marks/service/"
                 "MarkService.java has been updated."),
            tool("Edit", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/web/MarkController.java",
                          "old_string": "        if (module.isSignedOff()) {\n            return ResponseEntity.status(409)"
                                        ".build();\n        }\n",
                          "new_string": ""},
                 "The file /home/kwame/code/marks-portal/src/main/java/uk/ac/northfell/marks/web/"
                 "MarkController.java has been updated."),
            ("assistant", "Now the first comment, the free-text `reason`. Options: keep a String, or an enum like "
                          "the resit module's. What do you want to answer Devika?"),
            ("user", "reply to comment 1, you can post it: \"yes — our convention is that a reason is always a "
                     "MarkChangeReason enum value, free text only ever goes in the note field next to it. same as "
                     "the resit module, we just never got round to it here\""),
            bash("gh api repos/northfell-ss/marks-portal/pulls/212/comments/90112/replies -f body='Yes — our "
                 "convention is that a reason is always a MarkChangeReason enum value, free text only ever goes "
                 "in the note field next to it. Same as the resit module.' --jq .html_url",
                 "https://github.com/northfell-ss/marks-portal/pull/212#discussion_r90118\n"),
            tool("Edit", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/domain/MarkChange.java",
                          "old_string": "    private String reason;",
                          "new_string": "    @Enumerated(EnumType.STRING)\n    private MarkChangeReason reason;\n"
                                        "    private String note;"},
                 "The file /home/kwame/code/marks-portal/src/main/java/uk/ac/northfell/marks/domain/"
                 "MarkChange.java has been updated."),
            ("assistant", "Reply posted and `MarkChange` now has `MarkChangeReason reason` plus `String note`. I "
                          "reused the resit module's values (MODERATION_ADJUSTMENT, TRANSCRIPTION_ERROR, "
                          "LATE_SUBMISSION_PENALTY, MITIGATING_CIRCUMSTANCES, ACADEMIC_MISCONDUCT, OTHER) and added "
                          "POST_BOARD_AMENDMENT. A Flyway migration, V41, converts the existing strings; anything "
                          "it can't map becomes OTHER with the old text moved into `note`.\n\n"
                          "Comment four: right now a moderator can write a mark directly when they also hold the "
                          "MODULE_LEADER role on another module, because the check is on the role, not the "
                          "module. Should moderators ever write marks?"),
            ("user", "no. moderators propose, the module leader of that module accepts or rejects. a moderator "
                     "never writes a mark, full stop, even if they're module leader somewhere else"),
            tool("Edit", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/service/ModerationService.java",
                          "old_string": "        if (user.hasRole(Role.MODULE_LEADER)) {\n            return marks."
                                        "applyChange(req);\n        }\n",
                          "new_string": "        return proposals.create(module, user, req);\n"},
                 "The file /home/kwame/code/marks-portal/src/main/java/uk/ac/northfell/marks/service/"
                 "ModerationService.java has been updated."),
            ("assistant", "Done: `ModerationService` only ever creates a `ModerationProposal`; acceptance is "
                          "checked against `module.leader`, not the role. For the remaining two:\n\n"
                          "- the nit about test names: I can rename them all to `should_x` style;\n"
                          "- the 0.10 sample size: I can move it to `marks.moderation.sample-ratio` in "
                          "application.yml.\n\n"
                          "And a bigger idea while we're here: event-source the mark history (every change an "
                          "event, the current mark a projection). It would make 7.4(b) audits trivial."),
            ("user", "ignore the nit, whatever. the sample thing, tell her it's registry process (7.4a) and we "
                     "display it, we don't enforce it. event sourcing... not now, board season"),
            bash("./mvnw -q test", _MVN_TEST),
            ("assistant", "79 tests pass; the new MarkServiceTest case shows a change to HIST2204 (signed off in "
                          "June, no reason) being rejected. I've left the replies to comments 2, 4 and 5 as drafts "
                          "on the PR for you to post."),
            ("user", "posted. thanks, good session"),
        ],
        "facts": [
            fact("post-board-rule", "Regulation 7.4(b) is a hard rule in marks-portal: no mark changes after exam "
                                    "board sign-off without a Post-Board Amendment with a logged reason and chair "
                                    "approval, enforced in MarkService.applyChange, no exceptions even for admins.",
                 "rule", "user", ["sign-off", "reason", "MarkService"], remember=True),
            fact("reason-enum", "Convention: a mark change reason is always a MarkChangeReason enum value; free "
                                "text only goes in the note field.",
                 "convention", "user", ["MarkChangeReason", "note"]),
            fact("moderators-propose", "Moderators never write marks: they propose (ModerationProposal) and the "
                                       "module leader of that module accepts or rejects.",
                 "decision", "user", ["moderator", ["propose", "module leader"]]),
        ],
        "optional": [
            opt("regs-process", "7.4(a) sampling and 7.4(c) release within three working days are registry "
                                "process, displayed but not enforced in code.",
                ["7.4a", ["three working days", "registry process"]]),
            opt("flyway-v41", "Flyway migration V41 converts old reason strings; unmapped ones become OTHER with "
                              "the text in note.",
                ["V41"]),
        ],
        "questions": [
            q("Can a mark be changed after the exam board signs off?",
              "only with a Post-Board Amendment with a logged reason, enforced in MarkService",
              ["post-board-rule"]),
            q("How are reasons for mark changes recorded?", "MarkChangeReason enum, free text in note",
              ["reason-enum"]),
            q("Can moderators edit marks directly?", "no, moderators propose and the module leader accepts or rejects",
              ["moderators-propose"]),
        ],
    },
    {
        "id": "h57-cc-marks-csv-bom",
        "project": MARKS,
        "start": datetime(2026, 11, 12, 16, 10),
        "about": "marks-portal: Law lecturers' CSV uploads fail with 'missing column student_id'; the person types "
                 "tersely with typos; first guess (semicolon separator from a European Excel) ruled out; real "
                 "cause a UTF-8 byte order mark in front of the header; fix BOMInputStream plus case-insensitive "
                 "headers; standing rule with a typo (run the importer tests over csv-zoo); upload limit raised to "
                 "5MB; one-off rename and rerun",
        "steps": [
            ("user", "law lecturers cant upload marks. error is 'missing column student_id' but the column is "
                     "RIGHT THERE. file is in /tmp/LAW1010-marks.csv. halp"),
            bash("head -3 /tmp/LAW1010-marks.csv",
                 "student_id,surname,mark,comment\n2231771,[redacted],64,\n2240318,[redacted],58,late\n"),
            ("assistant", "The header looks right to the eye. My first guess would be the separator: Excel "
                          "with a European locale saves 'CSV' with semicolons, and then the whole line is one "
                          "column. But this file shows commas. Let me look at the raw bytes instead."),
            bash("xxd /tmp/LAW1010-marks.csv | head -4",
                 "00000000: efbb bf73 7475 6465 6e74 5f69 642c 7375  ...student_id,su\n"
                 "00000010: 726e 616d 652c 6d61 726b 2c63 6f6d 6d65  rname,mark,comme\n"
                 "00000020: 6e74 0d0a 3232 3331 3737 312c 5b72 6564  nt..2231771,[red\n"
                 "00000030: 6163 7465 645d 2c36 342c 0d0a 3232 3430  acted],64,..2240\n"),
            ("assistant", "Not the separator. The file starts with `ef bb bf`, a UTF-8 byte order mark. Excel "
                          "writes it when you choose 'CSV UTF-8' (Law's template was re-saved that way this year). "
                          "Our parser reads the first header as `\\ufeffstudent_id`, which isn't `student_id`, "
                          "hence 'missing column'. The CRLF line endings are fine, Commons CSV handles those."),
            tool("Read", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/importer/MarksCsvParser.java",
                          "offset": 30, "limit": 20},
                 "    30\t    public ParsedUpload parse(InputStream in) throws IOException {\n"
                 "    31\t        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8);\n"
                 "    32\t        CSVFormat format = CSVFormat.DEFAULT.builder()\n"
                 "    33\t            .setHeader().setSkipHeaderRecord(true).build();\n"
                 "    34\t        try (CSVParser parser = format.parse(reader)) {\n"
                 "    35\t            Map<String, Integer> headers = parser.getHeaderMap();\n"
                 "    36\t            for (String required : REQUIRED) {\n"
                 "    37\t                if (!headers.containsKey(required)) {\n"
                 "    38\t                    throw new UploadException(\"missing column \" + required);\n"
                 "    39\t                }\n"
                 "    40\t            }\n"),
            ("assistant", "Fix: wrap the stream in Commons IO's `BOMInputStream` (it strips a UTF-8 BOM if there "
                          "is one and does nothing otherwise), and match headers case-insensitively while I'm "
                          "there, since Medicine's template says `Student_ID`. OK?"),
            ("user", "k"),
            tool("Edit", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/importer/MarksCsvParser.java",
                          "old_string": "        Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8);\n"
                                        "        CSVFormat format = CSVFormat.DEFAULT.builder()\n"
                                        "            .setHeader().setSkipHeaderRecord(true).build();",
                          "new_string": "        Reader reader = new InputStreamReader(BOMInputStream.builder()"
                                        ".setInputStream(in).get(), StandardCharsets.UTF_8);\n"
                                        "        CSVFormat format = CSVFormat.DEFAULT.builder()\n"
                                        "            .setHeader().setSkipHeaderRecord(true)\n"
                                        "            .setIgnoreHeaderCase(true).setTrim(true).build();"},
                 "The file /home/kwame/code/marks-portal/src/main/java/uk/ac/northfell/marks/importer/"
                 "MarksCsvParser.java has been updated."),
            bash("cp /tmp/LAW1010-marks.csv src/test/resources/csv-zoo/law-excel-utf8-bom.csv && ls "
                 "src/test/resources/csv-zoo/",
                 "happy.csv\nlaw-excel-utf8-bom.csv\nmedicine-mixed-case-header.csv\nsemicolon-de-locale.csv\n"
                 "trailing-empty-lines.csv\nwindows-1252-accents.csv\n"),
            ("user", "alwyas run the importer tests over the whole csv-zoo folder, not just happy.csv, every "
                     "single time you touch the parser. thats a standing thing, not just today. half these files "
                     "are there because we broke them once"),
            ("assistant", "Got it: any change to the parser gets tested against every file in "
                          "`src/test/resources/csv-zoo`. Right now `MarksCsvParserTest` only loads happy.csv, so "
                          "I'll make it a parameterized test over the folder, with the expected outcome per file "
                          "in `csv-zoo/expected.properties` (semicolon-de-locale.csv is expected to fail with a "
                          "clear 'use comma-separated CSV' message, not parse)."),
            tool("Write", {"file_path": f"{MARKS}/src/test/java/uk/ac/northfell/marks/importer/CsvZooTest.java",
                           "content": "@ParameterizedTest\n@MethodSource(\"zooFiles\")\nvoid parsesEveryZooFile"
                                      "(Path file) { ... }\n"},
                 "File created successfully at: /home/kwame/code/marks-portal/src/test/java/uk/ac/northfell/marks/"
                 "importer/CsvZooTest.java"),
            bash("./mvnw -q test -Dtest='CsvZooTest,MarksCsvParserTest'",
                 "[INFO] Running uk.ac.northfell.marks.importer.CsvZooTest\n"
                 "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.402 s\n"
                 "[INFO] Running uk.ac.northfell.marks.importer.MarksCsvParserTest\n"
                 "[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.288 s\n"
                 "[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"),
            ("user", "rename parsesEveryZooFile to zooFileParsesAsExpected"),
            bash("sed -i 's/parsesEveryZooFile/zooFileParsesAsExpected/' src/test/java/uk/ac/northfell/marks/"
                 "importer/CsvZooTest.java && ./mvnw -q test -Dtest=CsvZooTest",
                 "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"),
            ("user", "also med school complains uploads over 2MB fail, their files have comments per student. "
                     "whats the limit set to"),
            bash("rg -n 'multipart' src/main/resources/application.yml",
                 "14:    multipart:\n15:      max-file-size: 2MB\n16:      max-request-size: 2MB\n"),
            ("user", "make it 5MB both. nobody has 5MB of marks"),
            tool("Edit", {"file_path": f"{MARKS}/src/main/resources/application.yml",
                          "old_string": "      max-file-size: 2MB\n      max-request-size: 2MB",
                          "new_string": "      max-file-size: 5MB\n      max-request-size: 5MB"},
                 "The file /home/kwame/code/marks-portal/src/main/resources/application.yml has been updated."),
            ("user", "run it again, everything this time"),
            bash("./mvnw -q test", _MVN_TEST.replace("Tests run: 79", "Tests run: 85")),
            ("assistant", "All green (85 tests). Summary of the change: `MarksCsvParser` strips a UTF-8 BOM with "
                          "`BOMInputStream` and ignores header case; `CsvZooTest` runs every file in csv-zoo; "
                          "multipart `max-file-size` and `max-request-size` are 5MB."),
            ("user", "ty"),
        ],
        "facts": [
            fact("bom-cause", "Law's CSV uploads failed with 'missing column student_id' because Excel's 'CSV "
                              "UTF-8' adds a UTF-8 BOM before the header; MarksCsvParser now strips it with "
                              "BOMInputStream.",
                 "bugfix", "assistant", ["BOM", "BOMInputStream"]),
            fact("ignore-header-case", "The CSV parser matches header names case-insensitively (Medicine's "
                                       "template says Student_ID).",
                 "decision", "assistant", ["case-insensitively", "header"]),
            fact("csv-zoo-rule", "Every change to the marks CSV parser is tested against every file in "
                                 "src/test/resources/csv-zoo, not only happy.csv.",
                 "rule", "user", ["csv-zoo", ["parser", "importer"]], remember=True),
            fact("upload-limit", "Upload limits are 5MB (multipart max-file-size and max-request-size), raised "
                                 "from 2MB for Medicine.",
                 "config", "user", ["max-file-size", "5MB"]),
        ],
        "optional": [
            opt("semicolon-file", "Semicolon-separated CSVs from a European Excel locale are rejected with a "
                                  "message asking for comma-separated CSV.",
                ["semicolon"]),
        ],
        "questions": [
            q("Why did Law's marks CSV uploads fail with missing column student_id?",
              "a UTF-8 BOM from Excel; fix BOMInputStream", ["bom-cause"]),
            q("What must be run when the marks CSV parser changes?", "the tests over every file in csv-zoo",
              ["csv-zoo-rule"]),
            q("What is the upload size limit in marks-portal?", "5MB", ["upload-limit"]),
        ],
    },
    {
        "id": "h57-cc-marks-rounding",
        "project": MARKS,
        "start": datetime(2026, 11, 20, 9, 50),
        "about": "marks-portal: three places round module marks differently; the assistant recommends HALF_EVEN "
                 "and the person says 'go with that', then reads the regulations and reverses to HALF_UP "
                 "(69.5 must be 70); one MarkRounding class used by the export too; a pre-push rule given "
                 "(-Pit) and withdrawn in the next message for -Pcontract; closing '## Summary'",
        "steps": [
            ("user", "morning. today: final module mark rounding. atm we round in like 3 places, differently. I "
                     "want one place"),
            bash("rg -n 'setScale|RoundingMode' src/main/java",
                 "src/main/java/uk/ac/northfell/marks/service/ModuleMarkCalculator.java:66:        return "
                 "weighted.setScale(0, RoundingMode.HALF_EVEN);\n"
                 "src/main/java/uk/ac/northfell/marks/web/dto/ModuleResultDto.java:29:        this.mark = "
                 "raw.setScale(0, RoundingMode.HALF_UP);\n"
                 "src/main/java/uk/ac/northfell/marks/export/SrsResultExporter.java:83:            .setScale(0, "
                 "RoundingMode.DOWN)\n"),
            ("assistant", "Three places, three behaviours:\n\n"
                          "- `ModuleMarkCalculator` (what's stored): HALF_EVEN, so 68.5 → 68 but 69.5 → 70;\n"
                          "- `ModuleResultDto` (what lecturers see): HALF_UP, 68.5 → 69;\n"
                          "- `SrsResultExporter` (what goes to the student record): DOWN, 69.9 → 69.\n\n"
                          "So a lecturer can see 69 on screen while 68 is stored and 68 goes to the SRS. For the "
                          "single rule, the two sensible candidates are HALF_UP (the school rule: .5 goes up) and "
                          "HALF_EVEN (banker's rounding, unbiased over many marks). I'd lean HALF_EVEN because it "
                          "doesn't systematically inflate averages, and make a `MarkRounding.round(BigDecimal)` "
                          "that all three call."),
            ("user", "go with that"),
            tool("Write", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/domain/MarkRounding.java",
                           "content": "public final class MarkRounding {\n    private MarkRounding() {}\n"
                                      "    public static int round(BigDecimal raw) {\n        return raw.setScale(0, "
                                      "RoundingMode.HALF_EVEN).intValueExact();\n    }\n}\n"},
                 "File created successfully at: /home/kwame/code/marks-portal/src/main/java/uk/ac/northfell/marks/"
                 "domain/MarkRounding.java"),
            ("assistant", "`MarkRounding` is in, HALF_EVEN, and the calculator, the DTO and the exporter all use "
                          "it now. I'm adding boundary tests (39.5, 49.5, 59.5, 69.5) before running the suite."),
            ("user", "wait. I just checked the regs, general regulations 5.2: 'Module marks are expressed as "
                     "whole numbers. A mark ending in .5 or above is rounded up.' so HALF_EVEN is wrong, 68.5 "
                     "has to be 69. revert to HALF_UP. 69.5 must be 70 and 68.5 must be 69 — those are the "
                     "boundaries students appeal like crazy"),
            tool("Edit", {"file_path": f"{MARKS}/src/main/java/uk/ac/northfell/marks/domain/MarkRounding.java",
                          "old_string": "RoundingMode.HALF_EVEN", "new_string": "RoundingMode.HALF_UP"},
                 "The file /home/kwame/code/marks-portal/src/main/java/uk/ac/northfell/marks/domain/"
                 "MarkRounding.java has been updated."),
            bash("./mvnw -q test -Dtest=MarkRoundingTest",
                 "[INFO] Running uk.ac.northfell.marks.domain.MarkRoundingTest\n"
                 "[INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.041 s\n"
                 "  round(39.5)=40 round(49.5)=50 round(59.5)=60 round(68.5)=69 round(69.5)=70 round(69.49)=69\n"
                 "[INFO] BUILD SUCCESS\n"),
            ("assistant", "HALF_UP it is: 68.5 → 69, 69.5 → 70, 69.49 → 69. A note on existing data: marks "
                          "stored with HALF_EVEN since September differ only where the raw mark ended in exactly "
                          ".5 with an even integer part. I found 41 such module results in the S1 resit board; "
                          "they're all before sign-off, so recomputing them is allowed. Want a one-off job for "
                          "those?"),
            ("user", "yes, but as a separate PR, and I'll ask registry first. from now on before you push run "
                     "./mvnw verify -Pit"),
            ("user", "hmm no wait, scratch that. -Pit spins up the whole Oracle testcontainer, 14 minutes each "
                     "time, nobody will wait for that. the rule instead: ./mvnw verify -Pcontract before every "
                     "push. the IT profile only runs in CI nightly"),
            ("assistant", "Understood, the earlier one is withdrawn: before every push I run `./mvnw verify "
                          "-Pcontract` (the contract tests against the SRS gateway stubs); `-Pit` is left to the "
                          "nightly CI job. Running it now."),
            bash("./mvnw verify -Pcontract 2>&1 | tail -12",
                 "[INFO] --- maven-failsafe-plugin:3.2.5:integration-test (contract) @ marks-portal ---\n"
                 "[INFO] Running uk.ac.northfell.marks.contract.SrsGatewayResultsContractTest\n"
                 "[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 6.882 s\n"
                 "[INFO] Running uk.ac.northfell.marks.contract.SrsGatewayStudentsContractTest\n"
                 "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 3.105 s\n"
                 "[INFO] \n[INFO] Results:\n[INFO] Tests run: 23, Failures: 0, Errors: 0, Skipped: 0\n"
                 "[INFO] --- jacoco-maven-plugin:0.8.12:check (check) @ marks-portal ---\n"
                 "[INFO] All coverage checks have been met.\n[INFO] BUILD SUCCESS\n"
                 "[INFO] Total time:  1:47 min\n"),
            bash("git push -u origin feature/mark-rounding",
                 "To github.com:northfell-ss/marks-portal.git\n * [new branch]      feature/mark-rounding -> "
                 "feature/mark-rounding\nbranch 'feature/mark-rounding' set up to track 'origin/feature/"
                 "mark-rounding'.\n"),
            ("user", "nice. summary for the PR description pls"),
            ("assistant", "## Summary\n\n"
                          "- **One rounding rule.** New `MarkRounding.round(BigDecimal)` with "
                          "`RoundingMode.HALF_UP` to a whole number, per general regulations 5.2 (.5 rounds up: "
                          "68.5 → 69, 69.5 → 70). HALF_EVEN was tried first and reverted because it contradicts "
                          "the regulations.\n"
                          "- **Used everywhere.** `ModuleMarkCalculator`, `ModuleResultDto` and "
                          "`SrsResultExporter` all call it; the exporter no longer truncates (it used "
                          "`RoundingMode.DOWN`).\n"
                          "- **Tests.** `MarkRoundingTest` covers the boundaries 39.5 to 69.5.\n"
                          "- **Not in this PR.** Recomputing the 41 S1 resit results stored with HALF_EVEN; "
                          "separate PR after registry agrees.\n"
                          "- **Checked with** `./mvnw verify -Pcontract` (23 contract tests green)."),
            ("user", "perfect, pasted. have a good weekend"),
        ],
        "facts": [
            fact("half-up", "Module marks are rounded in one place, MarkRounding, with HALF_UP to a whole number "
                            "(68.5 to 69, 69.5 to 70) as general regulations 5.2 require; HALF_EVEN was tried and "
                            "reverted.",
                 "decision", "user", ["HALF_UP", "MarkRounding"]),
            fact("exporter-rounding", "SrsResultExporter now uses MarkRounding too instead of truncating with "
                                      "RoundingMode.DOWN.",
                 "bugfix", "assistant", ["SrsResultExporter", ["DOWN", "truncates", "MarkRounding"]]),
            fact("pre-push", "Before every push run ./mvnw verify -Pcontract; the -Pit profile (Oracle "
                             "testcontainer, 14 minutes) only runs in CI nightly.",
                 "rule", "user", ["-Pcontract", "push"], remember=True),
        ],
        "optional": [
            opt("it-nightly", "The -Pit integration profile spins up an Oracle testcontainer, takes about 14 "
                              "minutes and runs only in the nightly CI job.",
                ["-Pit", "nightly"]),
            opt("resit-recompute", "41 S1 resit results stored with HALF_EVEN are to be recomputed in a separate "
                                   "PR after registry agrees.",
                ["41", "resit"]),
        ],
        "questions": [
            q("How are module marks rounded?", "HALF_UP to a whole number, 69.5 to 70, in MarkRounding",
              ["half-up"]),
            q("What has to run before pushing marks-portal?", "./mvnw verify -Pcontract", ["pre-push"]),
            q("Why not banker's rounding (HALF_EVEN) for marks?", "general regulations 5.2: .5 is rounded up",
              ["half-up"]),
        ],
    },
]
