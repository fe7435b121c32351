"""h57 Codex sessions, part c: stat-returns, the nightly export of student records to the national statistics
agency (NESB) (a failed night, the agency's 2027.1 schema announced by email), and uni-infra again (monthly
patching that rebooted both gateway VMs at once)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

STAT = "/home/ruth/src/stat-returns"
INFRA = "/home/sami/ops/uni-infra"

_EXPORT_LOG = (
    "2026-11-06 01:30:00,004 INFO  statexp.run start term=2026-27 snapshot=SRSPRD_RO schema=2026.2\n"
    "2026-11-06 01:30:41,872 INFO  statexp.extract students=21377 enrolments=88104 modules=2411 courses=312\n"
    "2026-11-06 01:31:12,005 INFO  statexp.map mapped 21377 Student, 88104 Instance, 312 Course records\n"
    "2026-11-06 01:31:15,660 INFO  statexp.write wrote out/NESB-2026-27-20261106.xml (61.4 MB)\n"
    "2026-11-06 01:31:15,661 INFO  statexp.validate validating against xsd/NESB-2026.2.xsd\n"
    "2026-11-06 01:31:39,117 ERROR statexp.validate cvc-pattern-valid: Value 'cpd-ai101' is not facet-valid "
    "with respect to pattern '[A-Z0-9\\-]{4,12}' for type 'CourseIdType'. (line 1803322)\n"
    "2026-11-06 01:31:39,117 ERROR statexp.validate cvc-type.3.1.3: The value 'cpd-ai101' of element 'CourseId' "
    "is not valid. (line 1803322)\n"
    "2026-11-06 01:31:39,118 ERROR statexp.validate cvc-pattern-valid: Value 'cpd-ds204' is not facet-valid "
    "with respect to pattern '[A-Z0-9\\-]{4,12}' for type 'CourseIdType'. (line 1803390)\n"
    "2026-11-06 01:31:39,118 ERROR statexp.validate cvc-type.3.1.3: The value 'cpd-ds204' of element 'CourseId' "
    "is not valid. (line 1803390)\n"
    "2026-11-06 01:31:39,119 ERROR statexp.validate cvc-pattern-valid: Value 'cpd-gis110' is not facet-valid "
    "with respect to pattern '[A-Z0-9\\-]{4,12}' for type 'CourseIdType'. (line 1803457)\n"
    "2026-11-06 01:31:39,120 ERROR statexp.validate 6 errors, file not submitted\n"
    "2026-11-06 01:31:39,121 INFO  statexp.notify mail sent to statreturns@northfell.ac.uk: FAILED validation\n"
    "2026-11-06 01:31:39,122 INFO  statexp.run end status=FAILED duration=99.1s\n"
)

_PATCH_RUN = (
    "PLAY [monthly patching] *********************************************************\n\n"
    "TASK [Gathering Facts] **********************************************************\n"
    "ok: [srsgw01]\nok: [srsgw02]\nok: [enrol-app01]\nok: [enrol-app02]\nok: [marks-app01]\n\n"
    "TASK [apt : dist-upgrade] *******************************************************\n"
    "changed: [srsgw01]\nchanged: [srsgw02]\nchanged: [enrol-app01]\nchanged: [enrol-app02]\n"
    "changed: [marks-app01]\n\n"
    "TASK [check reboot-required] ****************************************************\n"
    "ok: [srsgw01]\nok: [srsgw02]\nok: [enrol-app01]\nok: [enrol-app02]\nok: [marks-app01]\n\n"
    "TASK [reboot] *******************************************************************\n"
    "changed: [srsgw01]\nchanged: [srsgw02]\nchanged: [enrol-app01]\nchanged: [enrol-app02]\n"
    "changed: [marks-app01]\n\n"
    "PLAY RECAP **********************************************************************\n"
    "enrol-app01 : ok=4 changed=2 unreachable=0 failed=0\n"
    "enrol-app02 : ok=4 changed=2 unreachable=0 failed=0\n"
    "marks-app01 : ok=4 changed=2 unreachable=0 failed=0\n"
    "srsgw01     : ok=4 changed=2 unreachable=0 failed=0\n"
    "srsgw02     : ok=4 changed=2 unreachable=0 failed=0\n\n"
    "Tuesday 11 November 2026  06:14:02 +0000 (0:01:48.221)  0:09:31.007 ******\n"
)

SESSIONS = [
    {
        "id": "h57-cx-neso-nightly-failed",
        "project": STAT,
        "start": datetime(2026, 11, 6, 8, 45),
        "about": "stat-returns: last night's NESB export failed XSD validation; first guess (the agency changed "
                 "the schema) ruled out; real cause lowercase course codes created through the CPD portal; "
                 "decision: the export never fixes data itself, invalid records are held back and listed in "
                 "dq_report.csv for registry, not uppercased; rule added as an afterthought at the end of a long "
                 "message: nothing is submitted to the live NESB endpoint from a laptop, only the nightly job on "
                 "statexp01",
        "steps": [
            ("user", "morning. got the FAILED mail from the nightly at 01:31. can you see what happened? I bet the "
                     "agency quietly updated the schema again, they did that in march"),
            shell("ssh statexp01 'tail -n 14 /var/log/statexp/run-20261106.log'", _EXPORT_LOG),
            shell("sha256sum xsd/NESB-2026.2.xsd && curl -s https://uat.submit.nesb.example/schemas/2026.2/"
                  "NESB-2026.2.xsd | sha256sum",
                  "b41f0e7d1a9c52e0d6aa2f8f0c3d9b7e61a20c44f5be8d3e1707a9e3c2b61d10  xsd/NESB-2026.2.xsd\n"
                  "b41f0e7d1a9c52e0d6aa2f8f0c3d9b7e61a20c44f5be8d3e1707a9e3c2b61d10  -\n"),
            ("assistant", "The schema didn't change: our copy of NESB-2026.2.xsd is byte-identical to the one the "
                          "agency publishes. The errors are all the same kind: course ids `cpd-ai101`, `cpd-ds204`, "
                          "`cpd-gis110` fail `CourseIdType`, whose pattern only allows upper case, digits and "
                          "hyphens. Let me see where those codes come from."),
            shell("psql \"$SRS_RO_URL\" -Atc \"select course_code, created_by, created_at::date from courses where "
                  "course_code <> upper(course_code) order by created_at\"",
                  "cpd-ai101|cpdportal_svc|2026-11-05\ncpd-ds204|cpdportal_svc|2026-11-05\n"
                  "cpd-gis110|cpdportal_svc|2026-11-05\n"),
            ("assistant", "Root cause: three new short courses were created yesterday by the CPD portal's "
                          "service account (`cpdportal_svc`) with **lowercase** course codes. Courses made by "
                          "registry in the SRS screens are always upper case because the form uppercases them; "
                          "the CPD portal writes through the API and doesn't. Our mapper passes the code through "
                          "unchanged, the XSD rejects it, and the whole file isn't submitted.\n\n"
                          "Two ways to handle it:\n"
                          "1. uppercase course codes in our mapper, so the file always validates;\n"
                          "2. don't touch the data: hold back the records that would fail (the 3 courses and their "
                          "students' instances), submit the rest, and list what was held back in a data-quality "
                          "report for registry to fix in the SRS.\n\n"
                          "1 is quicker, but then the agency gets `CPD-AI101` while the SRS says `cpd-ai101`, and "
                          "next year's reconciliation won't match."),
            ("user", "2. we don't fix data in the export, ever, it has to match the SRS or the reconciliation in "
                     "summer is hell. hold them back, dq_report.csv goes to registry, they fix it at source. and "
                     "I'll ask the CPD portal people to uppercase on their side. then rerun it for tonight's file "
                     "against UAT first, and if UAT accepts we let the normal nightly take it from there. ah, and "
                     "I'll need the report to have the course code, the student count and the reason so registry "
                     "don't ping me about every line. oh and for next time — nothing gets submitted to the live "
                     "NESB endpoint from a laptop or from a dev box, yours included. only the nightly job on "
                     "statexp01 talks to live; from anywhere else it's the uat host"),
            ("assistant", "Clear: from here I only ever submit to `uat.submit.nesb.example`; the live endpoint is "
                          "for the statexp01 nightly job only. Implementing the hold-back now."),
            shell("apply_patch < /tmp/holdback.patch && python -m statexp.run --snapshot SRSPRD_RO --target uat "
                  "--out /tmp/statexp-uat 2>&1 | tail -8 && head -5 /tmp/statexp-uat/dq_report.csv",
                  "2026-11-06 09:12:40,551 INFO  statexp.validate pre-check: 3 Course, 41 Instance records held "
                  "back (CourseIdType)\n"
                  "2026-11-06 09:12:40,552 INFO  statexp.write wrote /tmp/statexp-uat/NESB-2026-27-20261106.xml "
                  "(61.4 MB)\n"
                  "2026-11-06 09:13:02,004 INFO  statexp.validate valid against xsd/NESB-2026.2.xsd\n"
                  "2026-11-06 09:13:31,882 INFO  statexp.submit target=uat https://uat.submit.nesb.example/api/v2/"
                  "returns -> 202 Accepted receipt=UAT-77120\n"
                  "2026-11-06 09:13:31,883 INFO  statexp.dq wrote /tmp/statexp-uat/dq_report.csv (3 rows)\n"
                  "course_code,students,reason\n"
                  "cpd-ai101,14,course code not upper case (CourseIdType)\n"
                  "cpd-ds204,19,course code not upper case (CourseIdType)\n"
                  "cpd-gis110,8,course code not upper case (CourseIdType)\n"),
            ("assistant", "UAT accepted the file (receipt UAT-77120) with the 3 courses and 41 instances held "
                          "back, and `dq_report.csv` has course code, student count and reason. The nightly on "
                          "statexp01 mails the report to statreturns@ alongside the run result from tonight on. "
                          "The cron entry there stays as it is, 01:30."),
            shell("git add -A && git commit -qm 'hold back records failing the XSD, dq_report.csv for registry' && "
                  "git log -1 --oneline",
                  "0c7a5e3 hold back records failing the XSD, dq_report.csv for registry\n"),
            ("user", "perfect, thanks"),
        ],
        "facts": [
            fact("lowercase-cause", "The NESB export failed XSD validation (CourseIdType) because the CPD portal "
                                    "created course codes in lowercase (cpd-ai101 and others); the schema had not "
                                    "changed.",
                 "bugfix", "assistant", ["CPD portal", "lowercase"]),
            fact("hold-back", "The export never fixes data itself (no uppercasing): records that would fail "
                              "validation are held back and listed in dq_report.csv (course code, students, reason) "
                              "for registry to fix in the SRS.",
                 "decision", "user", ["dq_report.csv", ["held back", "hold back"]]),
            fact("live-only-statexp01", "Nothing is submitted to the live NESB endpoint from a laptop or dev box; "
                                        "only the nightly job on statexp01 talks to live, everything else uses the "
                                        "uat host.",
                 "rule", "user", ["statexp01", ["uat", "laptop"]], remember=True),
        ],
        "optional": [
            opt("cron", "The nightly NESB export runs at 01:30 on statexp01.", ["01:30"]),
            opt("uat-receipt", "The UAT endpoint is uat.submit.nesb.example.", ["uat.submit.nesb.example"]),
        ],
        "questions": [
            q("Why did the nightly NESB export fail validation?", "lowercase course codes from the CPD portal",
              ["lowercase-cause"]),
            q("What happens to records that would fail the NESB schema?",
              "held back and in dq_report.csv for registry", ["hold-back"]),
            q("Where may a submission to the live NESB endpoint come from?", "only the nightly job on statexp01",
              ["live-only-statexp01"]),
        ],
    },
    {
        "id": "h57-cx-neso-schema-2027",
        "project": STAT,
        "start": datetime(2026, 11, 14, 11, 20),
        "about": "stat-returns: a pasted email from the agency announcing schema 2027.1 (four changes); the person "
                 "takes up only the new StudyMode element and the switch date (first January run), the Ethnicity "
                 "list is the SRS team's mapping, the submission window irrelevant; StudyMode mapped from "
                 "MODE_OF_ATTENDANCE (01 FT, 02 PT, 31 DL); standing practice stated as 'that's how it's done': "
                 "bump SCHEMA_VERSION and keep the previous XSD in xsd/archive/",
        "steps": [
            ("user", "this came from the agency this morning, pasting the body:\n\n"
                     "---\n"
                     "Subject: Student return — schema 2027.1\n\n"
                     "Dear data contacts,\n\n"
                     "Schema version 2027.1 of the student return is now published on the submission portal. "
                     "The changes are:\n"
                     "1. A new mandatory element <StudyMode> on each Instance, with the values FT (full-time), "
                     "PT (part-time) and DL (distance learning).\n"
                     "2. The code list for <Ethnicity> is replaced by the 2027 list (see annex B).\n"
                     "3. The submission window for the December census opens on 1 December.\n"
                     "4. Version 2026.2 will continue to be accepted until 31 January 2027.\n\n"
                     "Kind regards,\nData Collection Team\n"
                     "---\n\n"
                     "for us: (1) is ours, we add StudyMode. (4) means we switch with the first January run, not "
                     "before, december still goes out as 2026.2. (2) isn't ours, the SRS team owns the ethnicity "
                     "mapping table and they'll do it. (3) doesn't matter for a nightly. so: 1 and the switch"),
            shell("curl -s https://uat.submit.nesb.example/schemas/2027.1/NESB-2027.1.xsd -o xsd/NESB-2027.1.xsd "
                  "&& diff <(xmllint --format xsd/NESB-2026.2.xsd) <(xmllint --format xsd/NESB-2027.1.xsd) | head -30",
                  "3c3\n<   <xs:annotation><xs:documentation>NESB student return 2026.2</xs:documentation>"
                  "</xs:annotation>\n---\n>   <xs:annotation><xs:documentation>NESB student return 2027.1"
                  "</xs:documentation></xs:annotation>\n"
                  "211a212\n>         <xs:element name=\"StudyMode\" type=\"StudyModeType\"/>\n"
                  "388a390,396\n>   <xs:simpleType name=\"StudyModeType\">\n>     <xs:restriction "
                  "base=\"xs:string\">\n>       <xs:enumeration value=\"FT\"/>\n>       <xs:enumeration "
                  "value=\"PT\"/>\n>       <xs:enumeration value=\"DL\"/>\n>     </xs:restriction>\n"
                  ">   </xs:simpleType>\n"
                  "402,441c410,452\n<   <xs:simpleType name=\"EthnicityType\">\n---\n"
                  ">   <xs:simpleType name=\"EthnicityType\">\n"),
            shell("psql \"$SRS_RO_URL\" -Atc \"select mode_of_attendance, count(*) from student_instances where "
                  "academic_year='2026-27' group by 1 order by 1\"",
                  "01|17204\n02|3866\n31|302\n99|5\n"),
            ("assistant", "The XSD diff matches the email: `StudyMode` is a new required element in `Instance`, "
                          "FT/PT/DL. In the SRS, attendance mode is `MODE_OF_ATTENDANCE` on `student_instances`: "
                          "01 = 17,204, 02 = 3,866, 31 = 302 and 99 = 5. From the SRS code table, 01 is full-time, "
                          "02 part-time, 31 distance learning, 99 'not yet known'. Proposed mapping: 01 → FT, 02 → "
                          "PT, 31 → DL, and 99 held back through the dq_report like any other record that would "
                          "fail. Switch: `SCHEMA_VERSION` stays 2026.2 until the first January run; I can make the "
                          "run pick 2027.1 automatically from 1 January, or we change the setting by hand."),
            ("user", "mapping yes exactly that. the switch by hand, I want to see the first one. and for the "
                     "version bump itself — each time they ship a new schema we bump SCHEMA_VERSION in "
                     "statexp/settings.py and the previous XSD goes to xsd/archive/, it never just gets deleted or "
                     "overwritten. that's how it's been done since the first return and it stays that way"),
            shell("apply_patch < /tmp/studymode.patch && sed -n '/STUDY_MODE_MAP/,/}/p' statexp/mapping.py && grep "
                  "-n SCHEMA_VERSION statexp/settings.py && ls xsd xsd/archive",
                  "STUDY_MODE_MAP = {\n    '01': 'FT',\n    '02': 'PT',\n    '31': 'DL',\n}\n"
                  "12:SCHEMA_VERSION = os.environ.get('STATEXP_SCHEMA_VERSION', '2026.2')\n"
                  "xsd:\nNESB-2026.2.xsd\nNESB-2027.1.xsd\narchive\n\n"
                  "xsd/archive:\nNESB-2025.1.xsd\nNESB-2025.2.xsd\nNESB-2026.1.xsd\n"),
            ("assistant", "Mapping in `STUDY_MODE_MAP`; `StudyMode` is only written when `SCHEMA_VERSION` is "
                          "2027.1 or later, so the December files stay valid 2026.2. The 2026.2 XSD stays in "
                          "`xsd/` while it's still the active version; when you bump `SCHEMA_VERSION` to 2027.1 in "
                          "January, it moves to `xsd/archive/` in the same commit, like the three before it."),
            shell("python -m statexp.run --snapshot SRSPRD_RO --target uat --schema 2027.1 --out /tmp/statexp-2027 "
                  "2>&1 | tail -4",
                  "2026-11-14 11:58:12,330 INFO  statexp.validate pre-check: 0 Course, 5 Instance records held back "
                  "(StudyModeType)\n"
                  "2026-11-14 11:58:40,101 INFO  statexp.validate valid against xsd/NESB-2027.1.xsd\n"
                  "2026-11-14 11:59:09,712 INFO  statexp.submit target=uat https://uat.submit.nesb.example/api/v2/"
                  "returns -> 202 Accepted receipt=UAT-77388\n"
                  "2026-11-14 11:59:09,713 INFO  statexp.dq wrote /tmp/statexp-2027/dq_report.csv (5 rows)\n"),
            ("assistant", "A trial 2027.1 file against UAT was accepted (UAT-77388); the 5 instances with mode 99 "
                          "are held back and in the dq report."),
            ("user", "lovely. commit it, I'll put a reminder in my calendar for the january switch"),
            shell("git add -A && git commit -qm 'StudyMode for schema 2027.1 (inactive until the switch)' && git log "
                  "-1 --oneline",
                  "9b21f4e StudyMode for schema 2027.1 (inactive until the switch)\n"),
        ],
        "facts": [
            fact("study-mode-map", "StudyMode (schema 2027.1) is mapped from the SRS MODE_OF_ATTENDANCE: 01 FT, 02 "
                                   "PT, 31 DL; 99 is held back to the dq_report.",
                 "config", "user", ["StudyMode", "MODE_OF_ATTENDANCE"]),
            fact("switch-january", "The export switches to schema 2027.1 by hand with the first January run; "
                                   "December still goes out as 2026.2 (accepted until 31 January 2027).",
                 "decision", "user", ["2027.1", "January"]),
            fact("schema-bump-practice", "Whenever the agency ships a new schema, SCHEMA_VERSION is bumped in "
                                         "statexp/settings.py and the previous XSD moves to xsd/archive/, never "
                                         "deleted or overwritten.",
                 "rule", "user", ["SCHEMA_VERSION", "xsd/archive"], remember=True),
        ],
        "optional": [
            opt("ethnicity-srs", "The Ethnicity code list change is handled by the SRS team's mapping table, not "
                                 "stat-returns.",
                ["Ethnicity", "mapping table"]),
        ],
        "questions": [
            q("When does the NESB export switch to schema 2027.1?", "by hand with the first January run",
              ["switch-january"]),
            q("How is StudyMode filled?", "from MODE_OF_ATTENDANCE: 01 FT, 02 PT, 31 DL", ["study-mode-map"]),
            q("What happens to the old XSD when a new schema arrives?",
              "moves to xsd/archive, bump SCHEMA_VERSION", ["schema-bump-practice"]),
        ],
    },
    {
        "id": "h57-cx-infra-patching-serial",
        "project": INFRA,
        "start": datetime(2026, 11, 25, 9, 0),
        "about": "uni-infra: the monthly patch run rebooted srsgw01 and srsgw02 at the same time; first guess (an "
                 "unattended-upgrades auto-reboot) ruled out; real cause the patching play has no serial, so "
                 "Ansible reboots a whole group at once; fix serial: 1 for the paired groups; patch window Tuesday "
                 "06:00-07:00 moved to 06:00-07:30; rule for whoever patches: the freeze calendar in "
                 "group_vars/all/freeze.yml (registration and exam periods); the library team's Sunday reboots "
                 "are theirs, not adopted",
        "steps": [
            ("user", "hey. so on the 11th the monthly patch run took the gateway down for about 4 minutes, both "
                     "srsgw01 and srsgw02 rebooted together and enrol was throwing 502s. I thought "
                     "unattended-upgrades did it on its own, it's happened before on the old boxes"),
            shell("ssh srsgw01 'grep -h Automatic-Reboot /etc/apt/apt.conf.d/*; journalctl --list-boots | tail -2'; "
                  "ssh srsgw02 'journalctl --list-boots | tail -2'",
                  "Unattended-Upgrade::Automatic-Reboot \"false\";\n"
                  "-1 8f21c0e4c7a44e1ab0f6c8d3e1b4a7f2 Tue 2026-10-14 06:11:02 UTC—Tue 2026-11-11 06:12:40 UTC\n"
                  " 0 1a9d3b77e0c24d5f8e2d1c6b9a0f3e51 Tue 2026-11-11 06:13:31 UTC—Tue 2026-11-25 09:01:12 UTC\n"
                  "-1 c3e8a0f19b7d4e26a1d5f7c2e9b0a8d3 Tue 2026-10-14 06:11:05 UTC—Tue 2026-11-11 06:12:41 UTC\n"
                  " 0 77a2e5c1d9f04b3a8c6e2d1f0b9a7e44 Tue 2026-11-11 06:13:33 UTC—Tue 2026-11-25 09:01:13 UTC\n"),
            shell("ls logs/ | grep 2026-11-11 && tail -n 30 logs/patching-2026-11-11.log", "patching-2026-11-11.log\n"
                  + _PATCH_RUN),
            ("assistant", "Not unattended-upgrades: `Automatic-Reboot` is `false` on both, and the reboots at "
                          "06:12:40/41 line up exactly with the Ansible patch run. The log shows why: the play ran "
                          "`reboot` on all five hosts in the same task, because `playbooks/patching.yml` has no "
                          "`serial`, so Ansible does every host of the batch in parallel. srsgw01 and srsgw02 (and "
                          "the two enrol app servers) went down together.\n\n"
                          "Fix: `serial: 1` for the groups that come in pairs behind a load balancer, so one host "
                          "is patched, rebooted and health-checked before the next. I'd add a `wait_for` on the "
                          "service port after the reboot so the second host doesn't start until the first serves "
                          "again."),
            ("user", "yes. serial 1 for srs_gateway and enrol, the others can stay parallel, they're single boxes "
                     "anyway"),
            shell("apply_patch < /tmp/patching-serial.patch && sed -n 1,28p playbooks/patching.yml",
                  "- name: monthly patching (paired hosts, one at a time)\n"
                  "  hosts: srs_gateway:enrol:!enrol-redis01\n"
                  "  serial: 1\n"
                  "  pre_tasks:\n"
                  "    - import_tasks: tasks/check_freeze.yml\n"
                  "  roles: [patch]\n"
                  "  post_tasks:\n"
                  "    - name: wait for service port\n"
                  "      wait_for: {port: \"{{ service_port }}\", timeout: 300}\n\n"
                  "- name: monthly patching (single hosts)\n"
                  "  hosts: marks:statexp:solver:backup_proxy:enrol-redis01\n"
                  "  pre_tasks:\n"
                  "    - import_tasks: tasks/check_freeze.yml\n"
                  "  roles: [patch]\n"),
            ("assistant", "Two plays now: the paired hosts (srs_gateway, enrol app servers) with `serial: 1` and a "
                          "`wait_for` on the service port, the single hosts in parallel as before. Both call "
                          "`tasks/check_freeze.yml` first. What's the patch window these days? The timer says "
                          "Tuesday 06:00, and the run on the 11th took 9.5 minutes; with serial it'll be longer."),
            ("user", "window was 06:00-07:00 tuesdays. make it 06:00-07:30 now that it's serial, I'll tell the "
                     "service desk. and while you're looking at check_freeze: rule for whoever patches, you "
                     "included — nothing gets patched or rebooted inside a freeze. the freeze calendar is "
                     "group_vars/all/freeze.yml, registration weeks and exam periods are in there, and if a date "
                     "isn't in that file it isn't a freeze, whatever somebody says in a meeting"),
            shell("cat group_vars/all/freeze.yml && sed -i 's/^patch_window_end: \"07:00\"/patch_window_end: "
                  "\"07:30\"/' group_vars/all/patching.yml && grep patch_window group_vars/all/patching.yml",
                  "freezes:\n"
                  "  - {name: S2 registration opening, from: 2026-12-07, to: 2026-12-18}\n"
                  "  - {name: January exams, from: 2027-01-11, to: 2027-01-29}\n"
                  "  - {name: S1 results publication, from: 2027-02-08, to: 2027-02-12}\n"
                  "patch_day: Tuesday\npatch_window_start: \"06:00\"\npatch_window_end: \"07:30\"\n"),
            ("assistant", "Window is Tuesday 06:00-07:30 now. `freeze.yml` has the S2 registration opening (7-18 "
                          "December), the January exams and the S1 results week; `check_freeze.yml` fails the play "
                          "if today is inside any of them, and I'll go by that file only. Note that the December "
                          "patch Tuesday (8 December) falls in the registration freeze, so December's run will "
                          "skip unless you move it. By the way, the library systems team reboots everything on "
                          "Sundays at 05:00 — would Sunday suit us better?"),
            ("user", "that's the library's thing, they have no weekday users at 6. we stay on tuesdays. december "
                     "we'll do the 1st manually, I'll sort it. commit"),
            shell("git add -A && git commit -qm 'patching: serial 1 for paired hosts, window to 07:30' && git log -1 "
                  "--oneline",
                  "b70d3e1 patching: serial 1 for paired hosts, window to 07:30\n"),
        ],
        "facts": [
            fact("serial-cause", "The monthly patch run rebooted srsgw01 and srsgw02 together because "
                                 "playbooks/patching.yml had no serial; paired hosts (srs_gateway, enrol) now run "
                                 "with serial: 1 and a wait_for on the service port. unattended-upgrades was not the "
                                 "cause.",
                 "bugfix", "assistant", ["serial: 1", ["srsgw01", "srs_gateway"]]),
            fact("patch-window", "The patch window is Tuesday 06:00-07:30 (was 06:00-07:00).",
                 "config", "user", ["Tuesday", "07:30"]),
            fact("freeze-rule", "Nothing is patched or rebooted inside a freeze; the freeze calendar is "
                                "group_vars/all/freeze.yml (registration weeks, exam periods) and only dates in that "
                                "file count.",
                 "rule", "user", ["freeze.yml", "freeze"], remember=True),
            fact("not-sunday", "Patching stays on Tuesdays; the library team's Sunday reboots are not adopted.",
                 "decision", "user", [["Tuesdays", "Tuesday"], "Sunday"]),
        ],
        "optional": [
            opt("december-manual", "December's patch run falls in the registration freeze and is done manually on "
                                   "1 December.",
                ["December", "manually"]),
        ],
        "questions": [
            q("Why did both gateway VMs reboot at the same time?", "the patching play has no serial; now serial: 1",
              ["serial-cause"]),
            q("When is the patch window?", "Tuesday 06:00-07:30", ["patch-window"]),
            q("Where is the patching freeze calendar?", "group_vars/all/freeze.yml", ["freeze-rule"]),
        ],
    },
]
