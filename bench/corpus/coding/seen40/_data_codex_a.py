"""h40 Codex sessions, part a: choosing the engine for auto-approval rules in claims-rules (ADR 0003), a nightly
partner import that skipped a body shop network's files for three nights, and TowLink's notice of a v4 daily file
format for partner-intake (Spring Batch)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

RULES = "/home/hugo/work/claims-rules"
INTAKE = "/home/ines/dev/partner-intake"

SESSIONS = [
    {
        "id": "h40-cx-rules-engine-choice",
        "project": RULES,
        "start": datetime(2026, 11, 4, 9, 40),
        "about": "claims-rules: ADR 0003 picks Drools decision tables for auto-approval; Camunda DMN rejected (a "
                 "whole Camunda 8 cluster or SaaS for 40 rules), OPA rejected (analysts can't read Rego), plain Java "
                 "rejected (every threshold change is a release); tables in rules/tables/ owned by analysts; "
                 "bodily injury always to a human adjuster, in code; remember-request phrased as a question (ceiling "
                 "2,500 EUR motor glass, 1,000 EUR other types); near-miss: underwriting's two-actuary sign-off is "
                 "their process",
        "steps": [
            ("user", "we need to pick the engine for the auto-approval rules before the steering committee on "
                     "friday. the claims analysts want to change thresholds themselves, without a release. on the "
                     "table: Drools, Camunda DMN, OPA, or keep it in java in fnol-service. write the comparison in "
                     "docs/adr/0003-auto-approval-engine.md"),
            shell("sed -n 1,20p docs/adr/0003-auto-approval-engine.md",
                  "# ADR 0003: Auto-approval rules engine\n\nStatus: proposed\n\n## Context\n\nTODO\n\n"
                  "## Options\n\nTODO\n\n## Decision\n\nTODO\n"),
            shell("rg -n 'AUTO_APPROVE|autoApprove' ../fnol-service/src/main/java | head -n 4",
                  "../fnol-service/src/main/java/com/larkfield/fnol/approval/AutoApprovalPolicy.java:18:    private "
                  "static final BigDecimal AUTO_APPROVE_GLASS = new BigDecimal(\"2000\");\n"
                  "../fnol-service/src/main/java/com/larkfield/fnol/approval/AutoApprovalPolicy.java:19:    private "
                  "static final BigDecimal AUTO_APPROVE_OTHER = new BigDecimal(\"1000\");\n"
                  "../fnol-service/src/main/java/com/larkfield/fnol/approval/AutoApprovalPolicy.java:42:    "
                  "boolean autoApprove(Claim claim) {\n"),
            ("assistant", "Comparison for ~40 rules the analysts should be able to change:\n\n"
                          "| | Drools | Camunda DMN | OPA | Java in fnol-service |\n"
                          "|---|---|---|---|---|\n"
                          "| Runs where | embedded in fnol-service's JVM | Camunda 8 engine (Zeebe) or SaaS | "
                          "sidecar or service | in the code |\n"
                          "| Who edits | analysts, decision tables in .xlsx | analysts, DMN modeler | engineers, "
                          "Rego | engineers |\n"
                          "| Change without a release | yes, KieScanner reloads tables | yes | yes (bundles) | no |\n"
                          "| New infrastructure | none | a Camunda cluster or a licence | OPA deployment | none |\n\n"
                          "Today the thresholds are constants in AutoApprovalPolicy (2000 for glass, 1000 for the "
                          "rest), so every change is a fnol-service release."),
            ("user", "Drools. Camunda is out: we'd have to run a whole Camunda 8 cluster or pay for the SaaS to "
                     "evaluate 40 rules, no. OPA is out, the analysts can't read rego and they're the ones changing "
                     "the rules. plain java is out, that's the status quo and the whole reason we're here, every "
                     "threshold change is a release"),
            shell("apply_patch < /tmp/adr0003-decision.patch && sed -n '/## Decision/,$p' "
                  "docs/adr/0003-auto-approval-engine.md",
                  "Success. Updated the following files:\nM docs/adr/0003-auto-approval-engine.md\n"
                  "## Decision\n\nDrools, embedded in fnol-service, with decision tables.\n\n"
                  "- Camunda DMN: rejected, needs a Camunda 8 cluster or SaaS for ~40 rules.\n"
                  "- OPA: rejected, the analysts can't read Rego.\n"
                  "- Java in fnol-service: rejected, every threshold change is a release.\n"),
            ("assistant", "Where should the decision tables live, and who approves a change to them?"),
            ("user", "rules/tables/ in this repo, one .xlsx per claim type: motor_glass.xlsx, "
                     "motor_collision.xlsx, home_water.xlsx and so on. the analysts own them and open the MRs, an "
                     "engineer reviews. the underwriting people have a rule that every change needs sign-off from "
                     "two actuaries, that's their process, not ours, don't copy it"),
            ("user", "and one hard rule above the tables: if a claim has any bodily injury component, it goes to a "
                     "human adjuster. always, whatever the amount. put it in code, not in a table, so nobody can "
                     "edit it away"),
            shell("apply_patch < /tmp/bodily-injury-guard.patch && sed -n 1,16p "
                  "src/main/java/com/larkfield/rules/BodilyInjuryGuard.java",
                  "Success. Updated the following files:\n"
                  "A src/main/java/com/larkfield/rules/BodilyInjuryGuard.java\n"
                  "M src/main/java/com/larkfield/rules/RuleRunner.java\n"
                  "package com.larkfield.rules;\n\n"
                  "/** Runs before any decision table; not configurable on purpose. */\n"
                  "final class BodilyInjuryGuard {\n"
                  "    static Optional<Decision> check(Claim claim) {\n"
                  "        if (claim.hasBodilyInjury()) {\n"
                  "            return Optional.of(Decision.HUMAN_ADJUSTER);\n"
                  "        }\n        return Optional.empty();\n    }\n}\n"),
            ("user", "also, can you keep in mind for our next sessions that the auto-approve ceiling is 2,500 EUR "
                     "for motor glass and 1,000 EUR for every other claim type? the tables will say it but I don't "
                     "want you digging through xlsx every time"),
            shell("python tools/xlsx_from_csv.py rules/tables/motor_glass.csv rules/tables/motor_collision.csv "
                  "rules/tables/home_water.csv && ls rules/tables/",
                  "wrote rules/tables/motor_glass.xlsx (6 rows, ceiling 2500)\n"
                  "wrote rules/tables/motor_collision.xlsx (9 rows, ceiling 1000)\n"
                  "wrote rules/tables/home_water.xlsx (7 rows, ceiling 1000)\n"
                  "home_water.xlsx\nmotor_collision.xlsx\nmotor_glass.xlsx\n"),
            shell("./gradlew test -q 2>&1 | tail -n 2; git add -A && git commit -qm 'ADR 0003: Drools decision "
                  "tables for auto-approval, bodily injury guard' && git log -1 --oneline",
                  "22 tests completed, 0 failed\n"
                  "b5e81d3 ADR 0003: Drools decision tables for auto-approval, bodily injury guard\n"),
            ("assistant", "ADR 0003 is written and committed with the decision and the rejected options; the "
                          "three first tables are in rules/tables/, and BodilyInjuryGuard runs before any table."),
        ],
        "facts": [
            fact("engine", "Auto-approval rules run on Drools (decision tables, embedded in fnol-service); Camunda "
                           "DMN rejected (a Camunda 8 cluster or SaaS for 40 rules), OPA rejected (analysts can't "
                           "read Rego), plain Java rejected (every threshold change is a release).",
                 "decision", "user", ["Drools", ["Camunda", "OPA"], ["rego", "release"]]),
            fact("tables-layout", "Decision tables live in claims-rules' rules/tables/, one .xlsx per claim type "
                                  "(motor_glass.xlsx, ...); the analysts own them and open the MRs, an engineer "
                                  "reviews.",
                 "convention", "user", ["rules/tables/", ".xlsx", "analysts"]),
            fact("bi-guard", "A claim with any bodily injury component always goes to a human adjuster, whatever "
                             "the amount; enforced in code (BodilyInjuryGuard), not in a table.",
                 "rule", "user", ["bodily injury", "human adjuster"]),
            fact("ceiling", "The auto-approve ceiling is 2,500 EUR for motor glass and 1,000 EUR for every other "
                            "claim type.",
                 "config", "user", ["2,500", "1,000", "motor glass"], remember=True),
        ],
        "optional": [
            opt("adr", "The decision is recorded in docs/adr/0003-auto-approval-engine.md.",
                ["0003"]),
            opt("guard-class", "BodilyInjuryGuard runs before any decision table.", ["BodilyInjuryGuard"]),
        ],
        "questions": [
            q("Which engine runs the auto-approval rules?", "Drools, with decision tables", ["engine"]),
            q("Why was OPA rejected for the auto-approval rules?", "the analysts can't read rego", ["engine"]),
            q("What is the auto-approve ceiling for motor glass claims?",
              "2,500 EUR; 1,000 EUR for every other claim type", ["ceiling"]),
            q("What happens to a claim with a bodily injury component?",
              "it goes to a human adjuster, whatever the amount", ["bi-guard"]),
        ],
    },
    {
        "id": "h40-cx-partner-sftp-skipped-file",
        "project": INTAKE,
        "start": datetime(2026, 11, 9, 8, 15),
        "about": "partner-intake (Spring Batch): the nightly import skipped ReparaNet's files of 5-7 November while "
                 "green; the files came as .CSV, the pattern reparanet_*.csv is case-sensitive, read=0 finished "
                 "COMPLETED; extension matched case-insensitively and .csv.gz accepted; strict for everyone "
                 "rejected; rule: a daily partner with zero files in a night fails the run and alerts #claims-ops "
                 "(weekday partners only Monday to Friday); Portuguese-flavoured 'remember of for the next times' "
                 "(ReparaNet, AutoVidros, TowLink deliver every day)",
        "steps": [
            ("user", "Good morning. We have a problem: ReparaNet says they sent their daily file on 5, 6 and 7 "
                     "November, and we have none of the repairs of those days. The nightly job is green all the "
                     "nights. Can you look?"),
            shell("ls -l /data/sftp/inbound/reparanet/ | tail -n 5",
                  "-rw-r----- 1 reparanet sftp 181204 Nov  4 01:12 reparanet_20261104.csv\n"
                  "-rw-r----- 1 reparanet sftp 179833 Nov  5 01:09 reparanet_20261105.CSV\n"
                  "-rw-r----- 1 reparanet sftp 186410 Nov  6 01:15 reparanet_20261106.CSV\n"
                  "-rw-r----- 1 reparanet sftp 172951 Nov  7 01:11 reparanet_20261107.CSV\n"
                  "-rw-r----- 1 reparanet sftp 180477 Nov  8 01:10 reparanet_20261108.CSV\n"),
            shell("grep 2026-11-06 logs/partner-intake.log | grep -E 'reparanetStep|partnerImportJob' | tail -n 3",
                  "2026-11-06 02:30:04 INFO  SimpleStepHandler  Executing step: [reparanetStep]\n"
                  "2026-11-06 02:30:04 INFO  AbstractStep  Step: [reparanetStep] executed in 41ms, read=0, "
                  "written=0, skipped=0\n"
                  "2026-11-06 02:31:52 INFO  SimpleJobLauncher  Job: [FlowJob: [name=partnerImportJob]] completed "
                  "with status: [COMPLETED]\n"),
            shell("rg -n 'reparanet' src/main/resources/application.yml",
                  "src/main/resources/application.yml:31:      resources: file:/data/sftp/inbound/reparanet/"
                  "reparanet_*.csv\n"),
            ("assistant", "Since 5 November ReparaNet's files have an uppercase `.CSV` extension. The reader's "
                          "pattern `reparanet_*.csv` is case-sensitive on Linux, so it matched nothing, and a "
                          "MultiResourceItemReader with no resources just reads 0 items: the step logged read=0 and "
                          "the job finished COMPLETED. Green, with nothing imported, for four nights now (the 8th "
                          "too)."),
            ("user", "I thought first that their upload failed. ok so it's this. what do you propose?"),
            ("assistant", "1. Match the extension case-insensitively, and accept `.csv.gz` too since two partners "
                          "asked about compressing.\n"
                          "2. Set the reader to strict, so a step with no input file fails.\n"
                          "3. Import 5 to 8 November now."),
            ("user", "1 and 3 yes. 2 not strict for everybody, some partners don't send on weekends. the rule: if "
                     "a partner that delivers every day has zero files in a night, the run ends FAILED and alerts "
                     "#claims-ops. for the weekday partners the same, but only monday to friday"),
            shell("apply_patch < /tmp/partner-files.patch && rg -n 'caseInsensitive|csv.gz|ExpectedDelivery' "
                  "src/main/java | head -n 4",
                  "Success. Updated the following files:\n"
                  "M src/main/java/com/larkfield/intake/PartnerReaderConfig.java\n"
                  "A src/main/java/com/larkfield/intake/ExpectedDeliveryListener.java\n"
                  "src/main/java/com/larkfield/intake/PartnerReaderConfig.java:48:        .filter(f -> "
                  "caseInsensitive(f, \".csv\", \".csv.gz\"))\n"
                  "src/main/java/com/larkfield/intake/ExpectedDeliveryListener.java:22:    // zero files from an "
                  "expected partner -> FAILED + alert #claims-ops\n"),
            ("user", "And one thing you need to remember of for the next times, please: the partners that deliver "
                     "every day, also in the weekend, are ReparaNet, AutoVidros and TowLink. All the others deliver "
                     "only in weekdays. This list I don't want to repeat it every time."),
            shell("apply_patch < /tmp/daily-partners.patch && sed -n '/expected-delivery:/,/weekdays:/p' "
                  "src/main/resources/application.yml",
                  "Success. Updated the following files:\nM src/main/resources/application.yml\n"
                  "  expected-delivery:\n    daily: [reparanet, autovidros, towlink]\n    weekdays:\n"),
            shell("./mvnw -q test 2>&1 | tail -n 2",
                  "[INFO] Tests run: 37, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"),
            shell("for d in 20261105 20261106 20261107 20261108; do java -jar target/partner-intake.jar "
                  "--spring.batch.job.name=partnerImportJob partner=reparanet runDate=$d 2>&1 | grep -o "
                  "'read=[0-9]*, written=[0-9]*, skipped=[0-9]*'; done",
                  "read=412, written=409, skipped=3\nread=426, written=424, skipped=2\n"
                  "read=395, written=393, skipped=2\nread=409, written=407, skipped=2\n"),
            ("assistant", "Imported: 1,633 repairs from 5 to 8 November, 9 rows skipped (the reasons are in the "
                          "skip log as usual). From tonight, a daily partner with zero files fails the run and "
                          "alerts #claims-ops."),
            shell("git add -A && git commit -qm 'partner files: case-insensitive extension, csv.gz, fail on missing "
                  "expected delivery' && git log -1 --oneline",
                  "0c7a93e partner files: case-insensitive extension, csv.gz, fail on missing expected delivery\n"),
        ],
        "facts": [
            fact("skipped-cause", "The nightly import skipped ReparaNet's files from 5 November while green: the "
                                  "files came with an uppercase .CSV extension, the case-sensitive pattern "
                                  "reparanet_*.csv matched nothing, the step read 0 items and the job finished "
                                  "COMPLETED.",
                 "fact", "assistant", ["ReparaNet", ".CSV", ["COMPLETED", "read=0"]]),
            fact("zero-files-rule", "If a partner that delivers every day has zero files in a night, the run ends "
                                    "FAILED and alerts #claims-ops; for weekday partners the same, Monday to Friday "
                                    "only.",
                 "rule", "user", ["zero files", "FAILED", "#claims-ops"]),
            fact("daily-partners", "The partners that deliver every day, weekends included, are ReparaNet, "
                                   "AutoVidros and TowLink; all others deliver only on weekdays.",
                 "fact", "user", ["ReparaNet", "AutoVidros", "TowLink"], remember=True),
            fact("pattern-fix", "partner-intake matches partner file extensions case-insensitively and accepts "
                                ".csv.gz; the reader is not strict for every partner.",
                 "config", "assistant", [["case-insensitively", "caseInsensitive"], ".csv.gz"]),
        ],
        "optional": [
            opt("reimport", "ReparaNet's files of 5-8 November were imported on 9 November (1,633 repairs).",
                ["1,633"]),
            opt("expected-delivery", "The daily partners are listed under expected-delivery.daily in "
                                     "application.yml.", ["expected-delivery"]),
        ],
        "questions": [
            q("Why did the nightly import skip ReparaNet's files while staying green?",
              "their files have an uppercase .CSV extension, the pattern reparanet_*.csv matched nothing, the "
              "step read 0 items and the job finished COMPLETED", ["skipped-cause"]),
            q("What happens when a partner that delivers every day has zero files in a night?",
              "the run ends FAILED and alerts #claims-ops", ["zero-files-rule"]),
            q("Which partners deliver every day, also at the weekend?", "ReparaNet, AutoVidros and TowLink",
              ["daily-partners"]),
        ],
    },
    {
        "id": "h40-cx-towlink-format-notice",
        "project": INTAKE,
        "start": datetime(2026, 11, 16, 10, 5),
        "branch": "towlink-v4",
        "about": "partner-intake: pasted TowLink partner notice PN-2026-07 (daily file format v4 from 1 December "
                 "2026: pipe separator, tow_distance_km, ISO 8601 dates, UTF-8, new file name, v3 stops after 31 "
                 "December, confirm readiness in 5 working days); the person confirms v3 and v4 in parallel, "
                 "detected by header line, until 31 January; tow_distance_km stored in tow_event; readiness "
                 "confirmation left to procurement; TowLink SFTP account towlink-prod and /inbound/towlink said "
                 "twice",
        "steps": [
            ("user", "Hello. Keep in mind, it's the account of TowLink: SFTP user towlink-prod, the files land in "
                     "/inbound/towlink. Now they sent this, please read:\n\n"
                     "---\nTowLink Partner Notice PN-2026-07\nSubject: Daily tow events file, format v4\n\n"
                     "Dear partner,\nFrom 1 December 2026 the daily tow events file moves to format v4:\n"
                     "- The field separator changes from semicolon (;) to pipe (|).\n"
                     "- New column tow_distance_km (decimal, dot separator) after destination_postcode.\n"
                     "- Dates in ISO 8601 (2026-12-01T06:30:00Z) instead of DD/MM/YYYY HH:MM.\n"
                     "- Encoding UTF-8 instead of ISO-8859-1.\n"
                     "- File name towlink_YYYYMMDD_v4.csv.\n"
                     "- Format v3 will no longer be sent after 31 December 2026.\n"
                     "Partners are asked to confirm readiness within 5 working days to partners@towlink.example.\n"
                     "---"),
            shell("sed -n 18,34p src/main/java/com/larkfield/intake/towlink/TowLinkLineMapper.java",
                  "    private static final DateTimeFormatter WHEN =\n"
                  "            DateTimeFormatter.ofPattern(\"dd/MM/yyyy HH:mm\");\n"
                  "\n    @Override\n    public TowEvent mapLine(String line, int lineNumber) {\n"
                  "        String[] f = line.split(\";\", -1);\n"
                  "        return new TowEvent(f[0], f[1], LocalDateTime.parse(f[2], WHEN), f[3], f[4]);\n    }\n"),
            shell("head -n 2 /data/sftp/inbound/towlink/towlink_20261115.csv | iconv -f ISO-8859-1 -t UTF-8",
                  "tow_id;claim_number;picked_up_at;origin_postcode;destination_postcode\n"
                  "TL-7781203;CLM-2026-049920;15/11/2026 06:42;4700-123;4710-055\n"),
            ("assistant", "What v4 changes for us: a second line mapper (pipe-separated, ISO 8601 dates, one more "
                          "column) and a different charset when reading. Two questions: the notice says v3 stops "
                          "after 31 December, so do we support both formats in parallel until then? And do we "
                          "decide which format a file has by its name (`_v4`) or by its content?"),
            ("user", "we support both v3 and v4 in parallel. detect by the header line, not the file name, they "
                     "got file names wrong twice already this year. the distance we keep, new column "
                     "tow_distance_km in tow_event. the confirmation of readiness is for procurement, not for us, "
                     "ignore that part"),
            ("assistant", "Understood. For the parallel window, I'll drop v3 parsing after 31 December as the "
                          "notice says?"),
            ("user", "no, we keep v3 parsing until 31 January. when they re-send old days they send them in the "
                     "old format, it happened in the last migration"),
            shell("apply_patch < /tmp/towlink-v4.patch && ls src/main/java/com/larkfield/intake/towlink/ "
                  "src/main/resources/db/migration/ | grep -iE 'towlink|tow_distance'",
                  "Success. Updated the following files:\n"
                  "A src/main/java/com/larkfield/intake/towlink/TowLinkFormatDetector.java\n"
                  "A src/main/java/com/larkfield/intake/towlink/TowLinkV4LineMapper.java\n"
                  "A src/main/resources/db/migration/V41__tow_event_tow_distance_km.sql\n"
                  "TowLinkFormatDetector.java\nTowLinkLineMapper.java\nTowLinkV4LineMapper.java\n"
                  "V41__tow_event_tow_distance_km.sql\n"),
            ("assistant", "TowLinkFormatDetector reads the header line: `;` with five columns is v3, `|` with "
                          "tow_distance_km is v4. The charset follows the detected format: v3 files are read as "
                          "ISO-8859-1, v4 files as UTF-8. V41 adds `tow_distance_km numeric(7,2)` to tow_event, and "
                          "the v3 path carries a comment that it goes after 31 January 2027."),
            shell("./mvnw -q test -Dtest='TowLink*' 2>&1 | tail -n 2",
                  "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"),
            ("user", "ok. and again, don't forget: towlink-prod is the SFTP account and the files land in "
                     "/inbound/towlink. last month somebody looked in /inbound/tow and lost one hour"),
            shell("git add -A && git commit -qm 'TowLink v4: detect format by header, v3 and v4 in parallel, "
                  "tow_distance_km' && git log -1 --oneline",
                  "f26b8d4 TowLink v4: detect format by header, v3 and v4 in parallel, tow_distance_km\n"),
            ("assistant", "Committed on towlink-v4. v4 files will be picked up as soon as TowLink sends them, and "
                          "both formats are accepted until the end of January."),
        ],
        "facts": [
            fact("v3-v4-parallel", "partner-intake supports TowLink's v3 and v4 formats in parallel until 31 January "
                                   "2027 (not 31 December as in the notice); the format is detected by the header "
                                   "line, not the file name.",
                 "decision", "user", ["v4", "header line", "31 January"]),
            fact("towlink-charset", "TowLink v3 files are read as ISO-8859-1, v4 files as UTF-8, chosen from the "
                                    "detected format.",
                 "config", "assistant", ["ISO-8859-1", "UTF-8"]),
            fact("tow-distance", "TowLink's new tow_distance_km is stored in a new column tow_distance_km in "
                                 "tow_event.",
                 "decision", "user", ["tow_distance_km", "tow_event"]),
            fact("towlink-sftp", "TowLink's SFTP account is towlink-prod and its files land in /inbound/towlink "
                                 "(not /inbound/tow).",
                 "config", "user", ["towlink-prod", "/inbound/towlink"], remember=True),
        ],
        "optional": [
            opt("v4-format", "TowLink v4 (from 1 December 2026) is pipe-separated with ISO 8601 dates and files "
                             "named towlink_YYYYMMDD_v4.csv.", [["pipe", "|"], "ISO 8601"]),
        ],
        "questions": [
            q("How does partner-intake tell a TowLink v3 file from a v4 file?", "by the header line, not the file "
              "name", ["v3-v4-parallel"]),
            q("Until when is TowLink's v3 format still parsed?", "until 31 January", ["v3-v4-parallel"]),
            q("Where do TowLink's files land over SFTP?", "/inbound/towlink, SFTP account towlink-prod",
              ["towlink-sftp"]),
        ],
    },
]
