"""h54 Codex sessions, part c: lab-bridge, the Python service that picks up moisture and protein results from
the NIR grain analysers at the intake sites and posts them to the back office, where they set the price grade.
Protein read as 124 instead of 12.4 after a firmware update, grade boundaries moved into a table, and
re-grading after an analyser was found reading low."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

LAB = "/home/anouk/projects/lab-bridge"


def _csv_head() -> str:
    rows = ["\ufeffSampleID;DateTime;Product;Protein;Moisture;TestWeight;Screenings;Operator",
            "S19-26-11-0241;03.11.2026 07:12;WHEAT;12,4;11,8;78,2;2,1;op2",
            "S19-26-11-0242;03.11.2026 07:19;WHEAT;11,9;12,6;77,5;3,4;op2",
            "S19-26-11-0243;03.11.2026 07:26;BARLEY;10,2;11,1;66,8;5,0;op2",
            "S19-26-11-0244;03.11.2026 07:34;WHEAT;13,1;13,9;79,0;1,8;op1"]
    return "\r\n".join(rows) + "\r\n"


PARSE_PY = """     1\t\"\"\"Parse analyser export files (one row per sample).\"\"\"
     2\timport csv
     3\tfrom decimal import Decimal
     4\t
     5\tFIELDS = {"Protein": "protein", "Moisture": "moisture", "TestWeight": "test_weight",
     6\t          "Screenings": "screenings"}
     7\t
     8\t
     9\tdef _num(value: str) -> Decimal:
    10\t    # analysers print thousands separators on some fields ("1,024" g/hl on old units)
    11\t    return Decimal(value.strip().replace(",", ""))
    12\t
    13\t
    14\tdef parse(path):
    15\t    with open(path, encoding="utf-8-sig", newline="") as fh:
    16\t        sample = fh.read(2048)
    17\t        fh.seek(0)
    18\t        dialect = csv.Sniffer().sniff(sample, delimiters=",;\\t")
    19\t        for row in csv.DictReader(fh, dialect=dialect):
    20\t            yield {
    21\t                "sample_id": row["SampleID"],
    22\t                "product": row["Product"],
    23\t                **{k: _num(row[src]) for src, k in FIELDS.items()},
    24\t            }
"""

PYTEST_PARSE = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/anouk/projects/lab-bridge
collected 19 items

tests/test_parse.py::test_comma_delimited_dot_decimal PASSED                      [  5%]
tests/test_parse.py::test_semicolon_delimited_comma_decimal PASSED                [ 10%]
tests/test_parse.py::test_s19_firmware_4_2_export PASSED                          [ 15%]
tests/test_parse.py::test_old_unit_thousands_separator_test_weight PASSED         [ 21%]
tests/test_parse.py::test_bom_is_ignored PASSED                                   [ 26%]
tests/test_parse.py::test_crlf_line_endings PASSED                                [ 31%]
tests/test_parse.py::test_unknown_delimiter_raises PASSED                         [ 36%]
tests/test_plausible.py::test_protein_below_6_quarantined PASSED                  [ 42%]
tests/test_plausible.py::test_protein_above_20_quarantined PASSED                 [ 47%]
tests/test_plausible.py::test_moisture_below_8_quarantined PASSED                 [ 52%]
tests/test_plausible.py::test_moisture_above_30_quarantined PASSED                [ 57%]
tests/test_plausible.py::test_quarantined_file_moved_not_posted PASSED            [ 63%]
tests/test_plausible.py::test_quarantine_alert_sent_once_per_file PASSED          [ 68%]
tests/test_plausible.py::test_edges_6_and_20_accepted PASSED                      [ 73%]
tests/test_post.py::test_posts_to_backoffice PASSED                               [ 78%]
tests/test_post.py::test_buffers_locally_when_backoffice_down PASSED              [ 84%]
tests/test_post.py::test_replays_buffer_in_order PASSED                           [ 89%]
tests/test_post.py::test_idempotent_on_sample_id PASSED                           [ 94%]
tests/test_watch.py::test_picks_up_new_files_only PASSED                          [100%]

============================== 19 passed in 1.37s ==============================
"""


def _s09_results() -> str:
    lines = ["  ticket_no           | taken_at          | protein | grade | protein+0.4 | grade_adj",
             "----------------------+-------------------+---------+-------+-------------+----------"]
    samples = [("W-S09-2026-003311", "11-17 07:42", "12.8", "KP2", "13.2", "KP1"),
               ("W-S09-2026-003312", "11-17 07:55", "11.3", "KP3", "11.7", "KP2"),
               ("W-S09-2026-003318", "11-17 08:40", "12.1", "KP2", "12.5", "KP2"),
               ("W-S09-2026-003327", "11-17 10:03", "9.7", "FEED", "10.1", "KP3"),
               ("W-S09-2026-003340", "11-17 13:20", "10.4", "KP3", "10.8", "KP3"),
               ("W-S09-2026-003366", "11-18 07:31", "12.6", "KP2", "13.0", "KP1"),
               ("W-S09-2026-003371", "11-18 08:12", "11.2", "KP3", "11.6", "KP2"),
               ("W-S09-2026-003402", "11-18 14:47", "13.4", "KP1", "13.8", "KP1"),
               ("W-S09-2026-003455", "11-19 09:05", "11.1", "KP3", "11.5", "KP2"),
               ("W-S09-2026-003468", "11-19 11:38", "9.6", "FEED", "10.0", "KP3")]
    for s in samples:
        lines.append(f"  {s[0]} | 2026-{s[1]}       | {s[2]:>7} | {s[3]:<5} | {s[4]:>11} | {s[5]}")
    lines += ["  ... (202 more rows)", "",
              "summary: 212 results 2026-11-17 00:00 .. 2026-11-19 15:10 (recalibration), 38 change grade with "
              "+0.4, 21 members"]
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h54-cx-labbridge-decimal-comma",
        "project": LAB,
        "start": datetime(2026, 11, 4, 9, 20),
        "about": "lab-bridge: protein 124 instead of 12.4 from three sites after an analyser firmware update; first "
                 "guess UTF-16 encoding (ruled out); root cause decimal comma with semicolon delimiter while _num() "
                 "strips commas as thousands separators; plausibility ranges with a quarantine folder; a long "
                 "message that ends with an afterthought standing rule (results never edited by hand, re-test of "
                 "the retained sample); deploy after intake closes",
        "steps": [
            ("user", "Hi! Three sites (S05, S19, S27) are sending protein values like 124 instead of 12.4 since the "
                     "analysers got the firmware update on Monday. The back office happily grades 124% protein as "
                     "KP1, lol. Can you look? Some raw exports are in samples/."),
            shell("ls -la samples/ && head -c 400 samples/S19_2026-11-03.csv | cat -A | head -n 5",
                  "total 64\n-rw-r--r-- 1 anouk anouk 11203 Nov  3 18:02 S05_2026-11-03.csv\n"
                  "-rw-r--r-- 1 anouk anouk 10877 Nov  3 18:02 S19_2026-11-03.csv\n"
                  "-rw-r--r-- 1 anouk anouk  9954 Nov  3 18:03 S27_2026-11-03.csv\n"
                  "-rw-r--r-- 1 anouk anouk 12011 Oct 30 18:01 S14_2026-10-30.csv\n"
                  + _csv_head().replace("\r\n", "^M$\n")),
            ("assistant", "The new exports start with a BOM and use CRLF; my first thought is that the firmware "
                          "switched the file encoding (some of these analysers write UTF-16 when set to a "
                          "non-English language), and the decoder would then mangle the digits. Let me check what "
                          "the files really are before touching the parser."),
            shell("file samples/*.csv",
                  "samples/S05_2026-11-03.csv: Unicode text, UTF-8 (with BOM) text, with CRLF line terminators\n"
                  "samples/S14_2026-10-30.csv: CSV ASCII text, with CRLF line terminators\n"
                  "samples/S19_2026-11-03.csv: Unicode text, UTF-8 (with BOM) text, with CRLF line terminators\n"
                  "samples/S27_2026-11-03.csv: Unicode text, UTF-8 (with BOM) text, with CRLF line terminators\n"),
            ("assistant", "UTF-8 with a BOM, not UTF-16, and the parser opens files with `utf-8-sig`, which drops the "
                          "BOM. So the encoding is fine. What did change: the old S14 file is comma-separated with "
                          "dots, the new ones are semicolon-separated with decimal commas (`12,4`). Let me read the "
                          "parser."),
            shell("cat -n lab_bridge/parse.py", PARSE_PY),
            ("assistant", "## Root cause\n\nThe firmware update switched the three analysers to a European export "
                          "format: `;` as delimiter and a decimal comma. The Sniffer handles the delimiter fine, "
                          "but `_num()` removes every comma because it treats commas as thousands separators (old "
                          "units print test weight as `1,024`). So `12,4` becomes `124`, `11,8` becomes `118`, and "
                          "so on for every field.\n\n## Fix\n\n- `_num()` gets the dialect: when the delimiter is "
                          "`;` a comma is the decimal separator (`12,4` → 12.4) and dots are thousands separators; "
                          "when the delimiter is `,` it keeps today's behaviour.\n- Plausibility check before "
                          "anything is posted: protein 6.0-20.0 %, moisture 8.0-30.0 %. A file with any row outside "
                          "goes to `quarantine/` on the site box and raises an alert instead of being posted, so "
                          "the next format surprise can't reach grading.\n\nI'd also ask: do you want the ranges "
                          "per commodity? Canola protein is different, but nothing here is canola yet."),
            ("user", "ranges as you said, same for all, fine for now"),
            shell("apply_patch <<'EOF'\n*** Update File: lab_bridge/parse.py\n-def _num(value: str) -> Decimal:\n-    "
                  "# analysers print thousands separators on some fields (\"1,024\" g/hl on old units)\n-    return "
                  "Decimal(value.strip().replace(\",\", \"\"))\n+def _num(value: str, delimiter: str) -> Decimal:\n+    "
                  "v = value.strip()\n+    if delimiter == \";\":\n+        # European export (firmware 4.2+): decimal "
                  "comma, dot as thousands separator\n+        return Decimal(v.replace(\".\", \"\").replace(\",\", "
                  "\".\"))\n+    # old export: dot decimal, comma as thousands separator (\"1,024\")\n+    return "
                  "Decimal(v.replace(\",\", \"\"))\n*** Add File: lab_bridge/plausible.py\n+from decimal import "
                  "Decimal as D\n+\n+RANGES = {\"protein\": (D(\"6.0\"), D(\"20.0\")), \"moisture\": (D(\"8.0\"), "
                  "D(\"30.0\"))}\n+QUARANTINE_DIR = \"/srv/nir/quarantine\"\nEOF\npython -m pytest -v 2>&1 | tail -n "
                  "24", "Success. Updated the following files:\nM lab_bridge/parse.py\nA lab_bridge/plausible.py\n"
                  + PYTEST_PARSE),
            shell("curl -s -H \"Authorization: Bearer $BO_TOKEN\" "
                  "'https://backoffice.hq.kpc.internal/api/v2/lab/results?site=S05,S19,S27&since=2026-11-02&"
                  "protein_gt=20' | jq 'length, (group_by(.site) | map({site: .[0].site, n: length}))'",
                  "37\n[\n  {\"site\": \"S05\", \"n\": 11},\n  {\"site\": \"S19\", \"n\": 14},\n  {\"site\": \"S27\", "
                  "\"n\": 12}\n]\n"),
            ("assistant", "The parser fix and the plausibility check pass all 19 tests. 37 wrong results already "
                          "reached the back office since Monday (S05 11, S19 14, S27 12). Want me to correct those "
                          "37 rows in the back office database with the right values from the export files?"),
            ("user", "No. For the 37 bad ones I'll ask the three sites to re-run the retained samples, the grain is "
                     "still in the sample bags, every load keeps one for 90 days anyway. That also gives the members "
                     "a proper paper trail. Deploy the parser fix to staging first, then prod tonight after intake "
                     "closes at 19:00, the site boxes pull the new image on the next ansible run. And can you write "
                     "a short note for the site managers about what happened, plain words, no jargon, they'll print "
                     "it and pin it next to the analyser. Oh and one more: for every time, not just today: nobody "
                     "edits analyser results by hand in the DB, ever. A wrong result gets corrected by a re-test of "
                     "the retained sample, full stop."),
            shell("cat > docs/site-note-2026-11-firmware.md <<'EOF'\n# Protein readings after the analyser update "
                  "(S05, S19, S27)\n\nAfter Monday's software update, the analysers at Elk Ridge, Quarry Road and "
                  "Yarrow Plain started writing numbers with a comma (12,4) instead of a dot (12.4). Our system read "
                  "12,4 as 124. It is fixed from tonight.\n\nWhat we need from you: please re-test the retained "
                  "samples on the list attached (37 samples). Do not change any results by hand.\nEOF\n"
                  "git add -A && git commit -qm 'parse: decimal comma for ; exports; plausibility quarantine' && "
                  "git push -q && gh workflow run deploy -f env=staging -f ref=$(git rev-parse --short HEAD) && sleep "
                  "90 && gh run list -w deploy -L 1",
                  "STATUS  TITLE                                                   WORKFLOW  BRANCH  EVENT     "
                  "ID          ELAPSED  AGE\ncompleted  parse: decimal comma for ; exports; plausibility quar...  "
                  "deploy    main    workflow_dispatch  11873302911  1m21s    1m\n"),
            ("assistant", "On staging, the site note is in `docs/site-note-2026-11-firmware.md` with the list of 37 "
                          "samples to re-test, and prod goes out tonight after intake closes at 19:00. The back "
                          "office results stay as they are until the re-tests come in."),
        ],
        "facts": [
            fact("decimal-comma", "After the analyser firmware update (S05, S19, S27) exports use ';' and a decimal "
                                  "comma; lab-bridge's _num() stripped commas as thousands separators, so 12,4 became "
                                  "124. Now a comma is the decimal separator when the delimiter is ';'. Encoding "
                                  "(UTF-16) was not the cause.",
                 "bugfix", "assistant", ["decimal comma", "thousands"]),
            fact("plausibility", "lab-bridge quarantines any file with protein outside 6.0-20.0% or moisture "
                                 "outside 8.0-30.0% (moved to quarantine/ and alerted, not posted).",
                 "decision", "user", ["quarantine", "20.0"]),
            fact("no-hand-edits", "Standing rule: analyser results are never edited by hand in the database; a "
                                  "wrong result is corrected by a re-test of the retained sample.",
                 "rule", "user", ["by hand", "re-test"], remember=True),
        ],
        "optional": [
            opt("retained-90", "Every load keeps a retained sample for 90 days.", ["retained", "90"]),
            opt("deploy-after-19", "Prod deploys of lab-bridge go out after intake closes at 19:00.", ["19:00"]),
        ],
        "questions": [
            q("Why did protein show 124 instead of 12.4?",
              "the new export uses a decimal comma and _num() removes commas as thousands separators",
              ["decimal-comma"]),
            q("What happens to an analyser file with an implausible value?",
              "goes to quarantine and raises an alert instead of being posted", ["plausibility"]),
            q("How is a wrong analyser result corrected?",
              "by a re-test of the retained sample, nobody edits results by hand", ["no-hand-edits"]),
        ],
    },
    {
        "id": "h54-cx-labbridge-grade-boundaries",
        "project": LAB,
        "start": datetime(2026, 11, 13, 10, 0),
        "about": "lab-bridge: a numbered task list: move grade boundaries into a grade_boundaries table per season "
                 "and commodity, wheat protein KP1/KP2/KP3/FEED, item 3 a standing rule that a value exactly on a "
                 "boundary gets the higher grade (found the current code uses > and gives 11.5 KP3), tests; "
                 "moisture over 16.0 rejected unless the site has a dryer; an admin UI for boundaries proposed and "
                 "not taken up",
        "steps": [
            ("user", "Today's list:\n"
                     "1. move the grade boundaries out of grades.py into a grade_boundaries table keyed by season + "
                     "commodity. we change them every year and a redeploy for that is silly\n"
                     "2. wheat protein for 2026/27: KP1 >= 13.0, KP2 >= 11.5, KP3 >= 10.0, below that FEED\n"
                     "3. a value sitting exactly on a boundary gets the higher grade. that's in the members' charter, "
                     "so it's a standing rule for anything grading-related, this year and every year after\n"
                     "4. tests for all of it"),
            shell("cat -n lab_bridge/grades.py",
                  "     1\t\"\"\"Protein grades for wheat. Updated each season by hand.\"\"\"\n"
                  "     2\t\n     3\tdef wheat_grade(protein: float) -> str:\n"
                  "     4\t    if protein >= 13.0:\n     5\t        return \"KP1\"\n"
                  "     6\t    if protein > 11.5:\n     7\t        return \"KP2\"\n"
                  "     8\t    if protein >= 10.0:\n     9\t        return \"KP3\"\n"
                  "    10\t    return \"FEED\"\n"),
            ("assistant", "Before I move anything: item 3 is already broken today. The KP2 check is `protein > "
                          "11.5` (strict), so a sample at exactly 11.5 gets KP3, one grade lower than the charter "
                          "says. KP1 and KP3 use `>=`. Also `protein` is a float; 13.0 compares fine, but values "
                          "computed from corrections (12.6 + 0.4) can land at 12.999999 and miss KP1, so the table "
                          "and the comparison will use `Decimal`.\n\nLet me check how many results the strict `>` "
                          "has hit this season."),
            shell("psql \"$BO_RO\" -Atc \"select count(*) from lab_results where commodity='WHEAT' and protein = 11.5 "
                  "and taken_at >= '2026-10-26'\"", "9\n"),
            ("assistant", "9 wheat results at exactly 11.5 % this season were graded KP3 instead of KP2. Those need "
                          "re-grading after the fix; the re-grade itself is a back office job, I'll list them in the "
                          "PR."),
            shell("apply_patch <<'EOF'\n*** Add File: migrations/0012_grade_boundaries.sql\n+CREATE TABLE "
                  "grade_boundaries (\n+    season     text    NOT NULL,          -- '2026/27'\n+    commodity  text "
                  "   NOT NULL,          -- 'WHEAT'\n+    grade      text    NOT NULL,          -- 'KP1'\n+    "
                  "min_protein numeric(4,1) NOT NULL,   -- inclusive: on the boundary = this grade\n+    PRIMARY KEY "
                  "(season, commodity, grade)\n+);\n+INSERT INTO grade_boundaries VALUES\n+  ('2026/27', 'WHEAT', "
                  "'KP1', 13.0),\n+  ('2026/27', 'WHEAT', 'KP2', 11.5),\n+  ('2026/27', 'WHEAT', 'KP3', 10.0);\n"
                  "*** Update File: lab_bridge/grades.py\n+def grade(season: str, commodity: str, protein: Decimal) "
                  "-> str:\n+    # boundaries are inclusive: a value exactly on a boundary gets the higher grade\n+"
                  "    for g, minimum in boundaries(season, commodity):  # highest first\n+        if protein >= "
                  "minimum:\n+            return g\n+    return \"FEED\"\nEOF",
                  "Success. Updated the following files:\nA migrations/0012_grade_boundaries.sql\nM "
                  "lab_bridge/grades.py\n"),
            ("user", "oh and while you're in grades.py: receival limit. wheat with moisture above 16.0 gets "
                     "rejected, unless the site has a dryer, then it's accepted and goes to the dryer queue. dryer "
                     "sites are S03, S11, S14, S22"),
            shell("apply_patch <<'EOF'\n*** Update File: lab_bridge/grades.py\n+MOISTURE_LIMIT = Decimal(\"16.0\")\n+"
                  "\n+def receival(site: Site, moisture: Decimal) -> str:\n+    if moisture <= MOISTURE_LIMIT:\n+    "
                  "    return \"ACCEPT\"\n+    return \"DRYER\" if site.has_dryer else \"REJECT\"\n*** Update File: "
                  "config/sites.yaml\n+dryer_sites: [S03, S11, S14, S22]\nEOF\npython -m pytest tests/test_grades.py "
                  "tests/test_receival.py -v 2>&1 | tail -n 18",
                  "Success. Updated the following files:\nM lab_bridge/grades.py\nM config/sites.yaml\n"
                  "tests/test_grades.py::test_kp1_at_13_0_exactly PASSED                 [  7%]\n"
                  "tests/test_grades.py::test_kp2_at_11_5_exactly PASSED                 [ 14%]\n"
                  "tests/test_grades.py::test_kp3_at_10_0_exactly PASSED                 [ 21%]\n"
                  "tests/test_grades.py::test_feed_below_10 PASSED                       [ 28%]\n"
                  "tests/test_grades.py::test_decimal_12_6_plus_0_4_is_kp1 PASSED        [ 35%]\n"
                  "tests/test_grades.py::test_boundaries_by_season PASSED                [ 42%]\n"
                  "tests/test_grades.py::test_unknown_season_raises PASSED               [ 50%]\n"
                  "tests/test_grades.py::test_barley_has_no_protein_grades_yet PASSED    [ 57%]\n"
                  "tests/test_receival.py::test_16_0_accepted PASSED                     [ 64%]\n"
                  "tests/test_receival.py::test_16_1_rejected_without_dryer PASSED       [ 71%]\n"
                  "tests/test_receival.py::test_16_1_to_dryer_at_s14 PASSED              [ 78%]\n"
                  "tests/test_receival.py::test_dryer_sites_from_config PASSED           [ 85%]\n"
                  "tests/test_receival.py::test_reject_reason_on_ticket PASSED           [ 92%]\n"
                  "tests/test_receival.py::test_moisture_decimal_comma_input PASSED      [100%]\n"
                  "============================== 14 passed in 0.88s ==============================\n"),
            ("assistant", "All four items done plus the receival limit:\n\n1. `grade_boundaries` (season, "
                          "commodity, grade, min_protein) with the 2026/27 wheat rows.\n2. KP1 ≥ 13.0, KP2 ≥ 11.5, "
                          "KP3 ≥ 10.0, below that FEED.\n3. Every comparison is `>=` on `Decimal`, so a value "
                          "on the boundary gets the higher grade; the old strict `>` on KP2 is gone (9 results at "
                          "11.5 to re-grade).\n4. 14 tests.\n\nReceival: moisture above 16.0 % is REJECT, or DRYER "
                          "at S03, S11, S14 and S22 (from `config/sites.yaml`).\n\nIf it helps next season, I "
                          "could add a small admin page in the back office to edit the boundaries, with a preview "
                          "of how many of last season's results would change grade."),
            ("user", "push it, I'll review after lunch"),
            shell("git checkout -qb anouk/grade-boundaries && git add -A && git commit -qm 'grades: boundaries per "
                  "season in grade_boundaries; inclusive; receival limit' && git push -qu origin HEAD && gh pr create "
                  "--fill 2>&1 | tail -n 1", "https://github.com/kestrel-plains/lab-bridge/pull/41\n"),
        ],
        "facts": [
            fact("boundaries-table", "Grade boundaries live in a grade_boundaries table keyed by season and commodity "
                                     "(not in grades.py), so a new season is data, not a redeploy.",
                 "decision", "user", ["grade_boundaries", "season"]),
            fact("wheat-boundaries", "Wheat protein grades for 2026/27: KP1 >= 13.0, KP2 >= 11.5, KP3 >= 10.0, "
                                     "below that FEED.",
                 "config", "user", ["KP1", "13.0", "11.5", "10.0"]),
            fact("boundary-higher", "Standing rule from the members' charter: a value exactly on a grade boundary "
                                    "gets the higher grade (inclusive >= comparisons on Decimal).",
                 "rule", "user", ["boundary", "higher grade"], remember=True),
            fact("moisture-limit", "Wheat with moisture above 16.0% is rejected unless the site has a dryer (S03, "
                                   "S11, S14, S22), where it goes to the dryer queue.",
                 "config", "user", ["16.0", "dryer"]),
        ],
        "optional": [
            opt("strict-bug", "The old code used a strict > for KP2, so 9 results at exactly 11.5 got KP3 and need "
                              "re-grading.", ["11.5", "KP3"]),
            opt("dryer-sites", "Dryer sites are S03, S11, S14 and S22 (config/sites.yaml).", ["S03", "S22"]),
        ],
        "questions": [
            q("What are the wheat protein grade boundaries this season?",
              "KP1 13.0, KP2 11.5, KP3 10.0, below FEED", ["wheat-boundaries"]),
            q("Where are grade boundaries kept?", "grade_boundaries table keyed by season and commodity",
              ["boundaries-table"]),
            q("Which grade does a protein value exactly on a boundary get?", "the higher grade",
              ["boundary-higher"]),
            q("What happens to wheat above 16.0% moisture?", "rejected unless the site has a dryer",
              ["moisture-limit"]),
        ],
    },
    {
        "id": "h54-cx-labbridge-recalibration",
        "project": LAB,
        "start": datetime(2026, 11, 20, 8, 40),
        "about": "lab-bridge: the Harlow Junction (S09) analyser read protein 0.4 low from 17 to 19 November; "
                 "options UPDATE in place (against the rule), re-test 212 samples, calibration adjustment records; "
                 "'C' picked; payment differences as an adjustment line on the next statement, never a separate "
                 "payment; imperative 'Remember this one' about logging the reference lab check sample before "
                 "re-grading; joke recalling the chicken feed graded KP1",
        "steps": [
            ("user", "Morning. Harlow Junction (S09) NIR got recalibrated yesterday afternoon after the check sample "
                     "from the reference lab came back off. Reference lab says the unit read protein 0.4 low, and "
                     "going by the daily check-sample log it started on the 17th. So everything graded there from "
                     "the 17th until the recalibration yesterday is suspect. Need to sort those tickets."),
            shell("python -m lab_bridge.tools.affected --site S09 --from 2026-11-17 --until '2026-11-19 15:10' "
                  "--offset +0.4 --season 2026/27", _s09_results()),
            ("assistant", "212 results in the window; with +0.4 protein, 38 of them move up a grade (21 members), the "
                          "rest stay where they are. Three ways to handle it:\n\n**A.** `UPDATE lab_results SET "
                          "protein = protein + 0.4` for the window and re-grade. Fast, but it overwrites the "
                          "measured value and nobody can later see what the analyser actually said.\n**B.** "
                          "Re-test all 212 retained samples on the recalibrated unit. Cleanest evidence, but that's "
                          "two days of analyser time at S09 in harvest peak.\n**C.** Keep the results as measured "
                          "and add a `calibration_adjustments` record per result (+0.4, reference to the reference "
                          "lab's certificate, who and when); grading uses measured + adjustment. The original "
                          "stays visible and the adjustment is auditable."),
            ("user", "C. A is exactly the by-hand editing we don't do, and re-testing 212 samples in peak is not "
                     "happening. the adjustment keeps the original, that's what matters."),
            shell("apply_patch <<'EOF'\n*** Add File: migrations/0013_calibration_adjustments.sql\n+CREATE TABLE "
                  "calibration_adjustments (\n+    id            bigserial PRIMARY KEY,\n+    lab_result_id bigint "
                  "NOT NULL REFERENCES lab_results(id),\n+    field         text NOT NULL CHECK (field IN ('protein', "
                  "'moisture')),\n+    delta         numeric(4,1) NOT NULL,\n+    certificate   text NOT NULL,     "
                  "-- reference lab certificate number\n+    created_by    text NOT NULL,\n+    created_at    "
                  "timestamptz NOT NULL DEFAULT now(),\n+    UNIQUE (lab_result_id, field, certificate)\n+);\nEOF\n"
                  "python -m lab_bridge.tools.adjust --site S09 --from 2026-11-17 --until '2026-11-19 15:10' --field "
                  "protein --delta +0.4 --certificate RL-2026-1187 --as anouk --dry-run",
                  "Success. Updated the following files:\nA migrations/0013_calibration_adjustments.sql\n"
                  "adjust: DRY RUN\nadjust: 212 lab results S09 2026-11-17 00:00 .. 2026-11-19 15:10\n"
                  "adjust: would insert 212 calibration_adjustments (protein +0.4, RL-2026-1187)\n"
                  "adjust: would re-grade 38 tickets: KP2->KP1 9, KP3->KP2 21, FEED->KP3 8\n"
                  "adjust: 38 tickets on statements already paid (2026-W46), 21 members, difference +$6,912.40\n"),
            ("assistant", "Dry run looks right. The 38 re-graded tickets were already paid in the W46 run, "
                          "+$6,912.40 across 21 members. For the money: a separate payment run for just these, or "
                          "carry it on their next statement?"),
            ("user", "adjustment line on their next statement, with the text 'protein recalibration S09' so they "
                     "see why. never a separate payment for this kind of thing, finance hates small payments, every "
                     "one costs us a bank fee and a phone call."),
            ("user", "also. remember when the Oxmoor analyser graded a bag of chicken feed as KP1 at the 2024 open "
                     "day? still the best demo we ever did"),
            ("assistant", "Ha, a good reminder that an analyser only knows what it's calibrated for. Running the "
                          "adjustment for real now, then the statement lines."),
            shell("python -m lab_bridge.tools.adjust --site S09 --from 2026-11-17 --until '2026-11-19 15:10' --field "
                  "protein --delta +0.4 --certificate RL-2026-1187 --as anouk && curl -s -X POST -H "
                  "\"Authorization: Bearer $BO_TOKEN\" https://backoffice.hq.kpc.internal/api/v2/statements/"
                  "adjustments -d @out/s09-regrade.json | jq -c .",
                  "adjust: inserted 212 calibration_adjustments\nadjust: re-graded 38 tickets, regrade events "
                  "published (lab.regraded)\nadjust: wrote out/s09-regrade.json (21 members, +6912.40)\n"
                  "{\"created\":21,\"statement_week\":\"2026-W47\",\"text\":\"protein recalibration S09\","
                  "\"total\":\"6912.40\"}\n"),
            ("user", "Remember this one: a recalibration isn't real until the reference lab's check sample result is "
                     "logged against that analyser in lab-bridge. No re-grading from a calibration before that entry "
                     "exists, no matter who is shouting. Today it was there (RL-2026-1187), next time check first."),
            shell("python -m lab_bridge.tools.checksample --site S09 --last 3",
                  "S09  NIR-4410  2026-11-19 14:52  RL-2026-1187  protein ref 12.9 / unit 12.5  -> recalibrated "
                  "15:10\nS09  NIR-4410  2026-11-12 07:05  RL-2026-1142  protein ref 11.8 / unit 11.8  ok\n"
                  "S09  NIR-4410  2026-11-05 07:02  RL-2026-1096  protein ref 13.3 / unit 13.2  ok\n"),
            ("assistant", "Noted. The check sample RL-2026-1187 is logged for S09's NIR-4410 at 14:52, before the "
                          "15:10 recalibration, so today's re-grade had its entry. I'll make `adjust` refuse to run "
                          "without a matching check-sample certificate for the site, so the tool enforces it too.\n\n"
                          "## Summary\n\n- **What happened:** S09 (Harlow Junction) read protein 0.4 low from "
                          "2026-11-17 until the recalibration on 2026-11-19 at 15:10.\n- **Correction:** 212 "
                          "calibration adjustment records (+0.4, RL-2026-1187); measured values untouched; 38 tickets "
                          "re-graded.\n- **Money:** +$6,912.40 for 21 members as an adjustment line 'protein "
                          "recalibration S09' on their W47 statement, not a separate payment.\n- **Next:** `adjust` "
                          "gets a check-sample guard."),
        ],
        "facts": [
            fact("s09-low", "The Harlow Junction (S09) analyser read protein 0.4 low from 2026-11-17 until its "
                            "recalibration on 2026-11-19 (reference lab certificate RL-2026-1187); 38 tickets changed "
                            "grade.",
                 "fact", "user", ["Harlow Junction", "0.4"]),
            fact("calibration-adjustments", "Results from a miscalibrated analyser are corrected with "
                                            "calibration_adjustments records (delta, certificate, who, when) while the "
                                            "measured value stays; grading uses measured + adjustment. Chosen over "
                                            "updating in place or re-testing all 212 samples.",
                 "decision", "user", ["calibration_adjustments"]),
            fact("next-statement", "Payment differences from re-grading go as an adjustment line on the member's "
                                   "next statement, never as a separate payment (bank fee per payment).",
                 "decision", "user", ["adjustment line", "next statement"]),
            fact("check-sample-first", "A recalibration counts only once the reference lab's check sample result is "
                                       "logged against that analyser in lab-bridge; no re-grading from a "
                                       "calibration before that entry exists.",
                 "rule", "user", ["check sample", "reference lab"], remember=True),
        ],
        "optional": [
            opt("regrade-money", "The S09 re-grade added $6,912.40 for 21 members on the W47 statements.",
                ["6,912.40"]),
            opt("adjust-guard", "The adjust tool is to refuse to run without a matching check-sample certificate.",
                ["adjust", "certificate"]),
        ],
        "questions": [
            q("What was wrong with the Harlow Junction analyser?",
              "it read protein 0.4 low from 2026-11-17 until the recalibration", ["s09-low"]),
            q("How are results from a miscalibrated analyser corrected?",
              "calibration_adjustments records, the measured value stays", ["calibration-adjustments"]),
            q("How are payment differences from a re-grade paid out?",
              "adjustment line on the next statement, never a separate payment", ["next-statement"]),
            q("What must exist before re-grading after a recalibration?",
              "the reference lab check sample result logged against the analyser", ["check-sample-first"]),
        ],
    },
]
