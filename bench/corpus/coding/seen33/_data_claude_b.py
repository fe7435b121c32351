"""h33 Claude Code sessions, part b: role-based screens in sorrel-admin (Sorrel Health's React/TypeScript admin UI),
five proposed changes to letterpress (the Python/WeasyPrint service that renders GP and patient letters), and a
restore drill that failed in sorrel-infra (Terraform and Ansible; pgBackRest backups to S3)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

ADMIN = "/home/dara/src/sorrel-admin"
LETTERS = "/home/maeve/src/letterpress"
INFRA = "/home/ife/src/sorrel-infra"

SESSIONS = [
    {
        "id": "h33-cc-admin-role-screens",
        "project": ADMIN,
        "start": datetime(2026, 11, 10, 13, 5),
        "branch": "SOR-397-role-screens",
        "about": "sorrel-admin: hiding screens per role; the assistant asks five numbered questions, answered "
                 "'1 no, hide it 2 view only 3 10 4 not now 5 yes'; role matrix stated as something that will "
                 "matter in later sessions (front desk / nurse / doctor); idle logout 10 minutes; all checks via "
                 "can() in src/auth/permissions.ts; near-miss 'I can never remember react-router's Outlet nesting'",
        "steps": [
            ("user", "the api already enforces roles but the admin UI still shows every tab to everyone, front desk "
                     "clicks on Clinical notes and gets a 403 page. make the UI follow the roles. roles come in the "
                     "token as `sorrel_role`: frontdesk, nurse, doctor"),
            bash("rg -n 'sorrel_role|role ===|role ==' src | head -n 12",
                 "src/auth/session.ts:14:  role: claims.sorrel_role as Role,\n"
                 "src/pages/patient/PatientTabs.tsx:22:  {session.role === 'doctor' && <Tab to=\"sign\">Sign</Tab>}\n"
                 "src/pages/patient/MedicationList.tsx:41:  const canEdit = session.role !== 'frontdesk';\n"
                 "src/pages/schedule/DayView.tsx:88:  if (session.role == 'frontdesk') return <BookButton />;\n"),
            ("assistant", "Right now it's three ad-hoc string comparisons in components and nothing else. Before I "
                          "build a proper permission map I need a few answers:\n\n"
                          "1. Should front desk see the Clinical notes tab at all, e.g. greyed out with a tooltip?\n"
                          "2. Nurses and the medication list: edit, or view only?\n"
                          "3. Idle logout: after how many minutes without activity?\n"
                          "4. Break-glass (a doctor opening a patient registered at another clinic, with a reason "
                          "that gets audited): build it into the UI now?\n"
                          "5. Show the user's role next to their name in the header?"),
            ("user", "1 no, hide it 2 view only 3 10 4 not now 5 yes"),
            ("user", "and this matrix is going to come up in pretty much every admin session from now on, so hang "
                     "on to it. front desk: demographics, appointments, letters. never anything clinical. nurse: all "
                     "of that plus clinical notes and medications read-only, and they can record vitals. doctor: "
                     "everything, and only doctors sign notes"),
            ("assistant", "Got it. One structural proposal: a single `can(role, action)` in "
                          "`src/auth/permissions.ts` backed by a table of actions per role, and components only ever "
                          "call `can()` or use a `<RequirePermission action=...>` wrapper. No component compares "
                          "role strings itself, so the matrix lives in one file and can be diffed against the API's "
                          "RoleMatrix.kt when either side changes."),
            ("user", "yes, do that. no role strings in components, ever, only can()"),
            tool("Write", {"file_path": f"{ADMIN}/src/auth/permissions.ts",
                           "content": "export type Role = 'frontdesk' | 'nurse' | 'doctor';\n"
                                      "export type Action =\n"
                                      "  | 'demographics.view' | 'demographics.edit' | 'appointments.manage'\n"
                                      "  | 'letters.view' | 'notes.view' | 'notes.sign' | 'meds.view' | 'meds.edit'\n"
                                      "  | 'vitals.record';\n\n"
                                      "const FRONTDESK: Action[] = ['demographics.view', 'demographics.edit', "
                                      "'appointments.manage', 'letters.view'];\n"
                                      "const NURSE: Action[] = [...FRONTDESK, 'notes.view', 'meds.view', "
                                      "'vitals.record'];\n"
                                      "const DOCTOR: Action[] = [...NURSE, 'notes.sign', 'meds.edit'];\n\n"
                                      "const MATRIX: Record<Role, ReadonlySet<Action>> = {\n"
                                      "  frontdesk: new Set(FRONTDESK), nurse: new Set(NURSE), doctor: new "
                                      "Set(DOCTOR),\n};\n\n"
                                      "export const can = (role: Role, action: Action): boolean =>\n"
                                      "  MATRIX[role].has(action);\n"},
                 f"File created successfully at: {ADMIN}/src/auth/permissions.ts"),
            ("user", "the tabs are nested routes under /patients/:id. I can never remember how react-router's "
                     "Outlet nesting goes, just do it"),
            tool("Edit", {"file_path": f"{ADMIN}/src/routes.tsx",
                          "old_string": "      <Route path=\"notes\" element={<ClinicalNotes />} />\n",
                          "new_string": "      <Route element={<RequirePermission action=\"notes.view\" />}>\n"
                                        "        <Route path=\"notes\" element={<ClinicalNotes />} />\n"
                                        "        <Route path=\"medications\" element={<MedicationList />} />\n"
                                        "      </Route>\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{ADMIN}/src/auth/useIdleLogout.ts",
                           "content": "import { useEffect } from 'react';\nimport { logout } from './session';\n\n"
                                      "export const IDLE_LOGOUT_MS = 10 * 60_000;\n\n"
                                      "export function useIdleLogout(ms = IDLE_LOGOUT_MS) {\n"
                                      "  useEffect(() => {\n    let t = setTimeout(logout, ms);\n"
                                      "    const reset = () => { clearTimeout(t); t = setTimeout(logout, ms); };\n"
                                      "    const events = ['mousemove', 'keydown', 'pointerdown', "
                                      "'visibilitychange'];\n"
                                      "    events.forEach((e) => window.addEventListener(e, reset));\n"
                                      "    return () => { clearTimeout(t); events.forEach((e) => "
                                      "window.removeEventListener(e, reset)); };\n  }, [ms]);\n}\n"},
                 f"File created successfully at: {ADMIN}/src/auth/useIdleLogout.ts"),
            bash("sed -i \"s/session.role === 'doctor'/can(session.role, 'notes.sign')/; "
                 "s/session.role !== 'frontdesk'/can(session.role, 'meds.edit')/\" "
                 "src/pages/patient/PatientTabs.tsx src/pages/patient/MedicationList.tsx && sed -i "
                 "\"s/session.role == 'frontdesk'/can(session.role, 'appointments.manage')/\" "
                 "src/pages/schedule/DayView.tsx && rg -c \"role ===|role ==|role !==\" src || echo 'no role "
                 "comparisons left'",
                 "no role comparisons left\n"),
            bash("npx vitest run src/auth 2>&1 | tail -n 6",
                 " ✓ src/auth/permissions.test.ts (9 tests) 6ms\n"
                 " ✓ src/auth/useIdleLogout.test.ts (3 tests) 21ms\n"
                 " ✓ src/auth/RequirePermission.test.tsx (4 tests) 38ms\n\n"
                 " Test Files  3 passed (3)\n      Tests  16 passed (16)\n"),
            ("assistant", "Done: `can()` and the matrix in `src/auth/permissions.ts`, the notes and medications "
                          "routes wrapped in `RequirePermission` (front desk no longer sees those tabs at all), "
                          "nurses get medications without the edit controls, `useIdleLogout` logs out after 10 "
                          "minutes without mouse, keyboard or pointer activity, and the header shows the role. "
                          "Break-glass is left out, as you said."),
            ("user", "good. commit"),
            bash("git add -A && git commit -qm 'feat(auth): role-based screens via can(), idle logout' && git log "
                 "-1 --oneline",
                 "71c4e2d feat(auth): role-based screens via can(), idle logout\n"),
        ],
        "facts": [
            fact("role-matrix", "sorrel-admin roles: front desk sees demographics, appointments and letters and "
                                "never anything clinical (the Clinical notes tab is hidden); nurses also see "
                                "clinical notes and medications read-only and can record vitals; doctors see "
                                "everything and only doctors sign notes.",
                 "rule", "user", ["front desk", "nurse", ["view only", "read-only"]], remember=True),
            fact("idle-logout", "sorrel-admin logs the user out after 10 minutes without activity.",
                 "config", "user", [["idle", "without activity"], ["10 minutes", "10 min", "10"]]),
            fact("can-helper", "Permission checks in sorrel-admin go only through can(role, action) in "
                               "src/auth/permissions.ts (or RequirePermission); components never compare role "
                               "strings.",
                 "convention", "assistant", [["can()", "can(role, action)"], ["permissions.ts", "role strings"]]),
        ],
        "optional": [
            opt("no-break-glass", "Break-glass access to another clinic's patient is not in the admin UI for now.",
                ["break-glass"]),
        ],
        "questions": [
            q("Can front desk staff see clinical notes in sorrel-admin?", "no, hide it; never anything clinical",
              ["role-matrix"]),
            q("After how long does sorrel-admin log an idle user out?", "10 minutes", ["idle-logout"]),
            q("How should a component check whether a role may do something?", "only can() in "
              "src/auth/permissions.ts, no role strings in components", ["can-helper"]),
        ],
    },
    {
        "id": "h33-cc-letterpress-review",
        "project": LETTERS,
        "start": datetime(2026, 11, 12, 10, 30),
        "about": "letterpress: the assistant proposes five changes before the records team archives letters; the "
                 "person answers in a bullet list: accepts PDF/A-2b, bundled Noto Sans and a 20 s render timeout, "
                 "rejects the QR code with the NHS number (a scannable identifier on posted letters; IG), changes "
                 "the S3 cache from 30 to 7 days, and adds as a bullet that letters only show the last 4 digits of "
                 "the NHS number (remember)",
        "steps": [
            ("user", "records want to start archiving every letter we send (GP letters, appointment letters) in the "
                     "document store from december. before that happens, go through letterpress and tell me what "
                     "you'd change"),
            bash("sed -n 1,40p letterpress/render.py && cat Dockerfile | head -n 8",
                 "from weasyprint import HTML, CSS\n"
                 "...\n"
                 "def render(letter: Letter) -> bytes:\n"
                 "    html = TEMPLATES.get_template(f\"{letter.kind}.html\").render(letter=letter)\n"
                 "    return HTML(string=html, base_url=str(ASSETS)).write_pdf()\n"
                 "...\n"
                 "FROM python:3.12-slim\nRUN pip install --no-cache-dir -r requirements.txt\n"
                 "COPY letterpress /app/letterpress\n"),
            bash("rg -n 'font-family|nhs_number' letterpress/templates | head -n 6 && aws s3api "
                 "get-bucket-lifecycle-configuration --bucket sorrel-letter-cache 2>&1 | tail -n 1",
                 "letterpress/templates/base.html:9:  body { font-family: \"Helvetica\", sans-serif; }\n"
                 "letterpress/templates/gp_letter.html:31:  NHS number: {{ letter.patient.nhs_number }}\n"
                 "letterpress/templates/appointment.html:18:  NHS number: {{ letter.patient.nhs_number }}\n"
                 "An error occurred (NoSuchLifecycleConfiguration) when calling the "
                 "GetBucketLifecycleConfiguration operation\n"),
            ("assistant", "Five proposals:\n\n"
                          "1. **PDF/A-2b output.** An archive wants self-contained files: fonts embedded, no "
                          "external references, colour profile included. WeasyPrint does this with "
                          "`write_pdf(pdf_variant=\"pdf/a-2b\")`.\n"
                          "2. **Bundle the fonts.** The slim image has no Helvetica, so WeasyPrint falls back to "
                          "whatever fontconfig finds; that's why names with ł or ş came out as boxes last month. "
                          "I'd put Noto Sans in `letterpress/fonts/` and load it with `@font-face`.\n"
                          "3. **QR code in the footer** with the NHS number and letter id, so returned or "
                          "scanned-back letters can be matched automatically.\n"
                          "4. **Expire the S3 render cache.** `sorrel-letter-cache` has no lifecycle rule at all, "
                          "so every rendered letter stays there forever. I'd expire objects after 30 days.\n"
                          "5. **A render timeout** of 20 s per letter, so one pathological template can't hold a "
                          "worker indefinitely."),
            ("user", "- 1 yes\n"
                     "- 2 yes\n"
                     "- 3 no. a QR code with the NHS number printed on a letter that goes through the post is an "
                     "identifier anybody with a phone can read. IG would never sign that off, and they'd be right\n"
                     "- 4 yes but 7 days, not 30. nobody re-downloads a letter after a week and it's PHI sitting "
                     "in a bucket\n"
                     "- 5 fine\n"
                     "- and stash this for later sessions: letters only ever show the last 4 digits of the NHS "
                     "number, masked like *** *** 1234. both templates print the full one right now, fix that too"),
            bash("mkdir -p letterpress/fonts && cp /usr/share/fonts/noto/NotoSans-{Regular,Bold,Italic}.ttf "
                 "letterpress/fonts/ && ls letterpress/fonts",
                 "NotoSans-Bold.ttf\nNotoSans-Italic.ttf\nNotoSans-Regular.ttf\n"),
            tool("Edit", {"file_path": f"{LETTERS}/letterpress/templates/base.html",
                          "old_string": "  body { font-family: \"Helvetica\", sans-serif; }\n",
                          "new_string": "  @font-face { font-family: \"Noto Sans\"; src: url(fonts/NotoSans-Regular"
                                        ".ttf); }\n"
                                        "  @font-face { font-family: \"Noto Sans\"; font-weight: bold; src: "
                                        "url(fonts/NotoSans-Bold.ttf); }\n"
                                        "  @font-face { font-family: \"Noto Sans\"; font-style: italic; src: "
                                        "url(fonts/NotoSans-Italic.ttf); }\n"
                                        "  body { font-family: \"Noto Sans\"; }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LETTERS}/letterpress/render.py",
                          "old_string": "    return HTML(string=html, base_url=str(ASSETS)).write_pdf()\n",
                          "new_string": "    with render_timeout(seconds=20):\n"
                                        "        return HTML(string=html, base_url=str(ASSETS)).write_pdf(\n"
                                        "            pdf_variant=\"pdf/a-2b\")\n"},
                 "The file has been updated."),
            bash("sed -i 's/{{ letter.patient.nhs_number }}/{{ letter.patient.nhs_number | nhs_last4 }}/' "
                 "letterpress/templates/gp_letter.html letterpress/templates/appointment.html && rg -n 'nhs_number' "
                 "letterpress/templates",
                 "letterpress/templates/gp_letter.html:31:  NHS number: {{ letter.patient.nhs_number | nhs_last4 }}\n"
                 "letterpress/templates/appointment.html:18:  NHS number: {{ letter.patient.nhs_number | nhs_last4 "
                 "}}\n"),
            tool("Edit", {"file_path": f"{LETTERS}/letterpress/filters.py",
                          "old_string": "FILTERS = {\n",
                          "new_string": "def nhs_last4(value: str) -> str:\n"
                                        "    digits = \"\".join(ch for ch in value if ch.isdigit())\n"
                                        "    return f\"*** *** {digits[-4:]}\"\n\n\n"
                                        "FILTERS = {\n    \"nhs_last4\": nhs_last4,\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": "/home/maeve/src/sorrel-infra/terraform/letterpress/s3.tf",
                          "old_string": "# no lifecycle\n",
                          "new_string": "resource \"aws_s3_bucket_lifecycle_configuration\" \"letter_cache\" {\n"
                                        "  bucket = aws_s3_bucket.letter_cache.id\n"
                                        "  rule {\n    id     = \"expire-rendered-letters\"\n"
                                        "    status = \"Enabled\"\n    expiration { days = 7 }\n  }\n}\n"},
                 "The file has been updated."),
            bash("pytest -q tests 2>&1 | tail -n 3 && verapdf --flavour 2b out/sample_gp_letter.pdf | grep -o "
                 "'isCompliant=\"[a-z]*\"'",
                 "........................                                                 [100%]\n"
                 "24 passed in 6.12s\n"
                 "isCompliant=\"true\"\n"),
            ("assistant", "All in. To recap what changed and what didn't:\n\n"
                          "- Letters are written as PDF/A-2b; veraPDF says the sample GP letter is compliant.\n"
                          "- Noto Sans (regular, bold, italic) is bundled in `letterpress/fonts/` and loaded via "
                          "`@font-face`; the image no longer depends on system fonts.\n"
                          "- No QR code, for the reason you gave.\n"
                          "- `sorrel-letter-cache` expires rendered letters after 7 days (Terraform change in "
                          "sorrel-infra, not applied yet).\n"
                          "- Rendering a letter times out after 20 s.\n"
                          "- Both templates print the NHS number through `nhs_last4`, so letters show "
                          "`*** *** 1234`."),
            ("user", "great. commit letterpress, I'll do the terraform PR"),
            bash("git add -A && git commit -qm 'letters: PDF/A-2b, bundled Noto Sans, 20s render timeout, NHS "
                 "number last 4 only' && git log -1 --oneline",
                 "2dd81f0 letters: PDF/A-2b, bundled Noto Sans, 20s render timeout, NHS number last 4 only\n"),
        ],
        "facts": [
            fact("pdfa", "letterpress renders letters as PDF/A-2b (write_pdf pdf_variant) so they can be archived.",
                 "decision", "assistant", ["PDF/A-2b", ["archive", "archiving", "pdf_variant"]]),
            fact("fonts", "letterpress bundles Noto Sans in letterpress/fonts/ and loads it with @font-face instead "
                          "of relying on system fonts (names with ł or ş rendered as boxes).",
                 "decision", "assistant", ["Noto Sans", ["fonts/", "@font-face", "bundle"]]),
            fact("no-qr", "No QR code with the NHS number on letters: a posted letter would carry an identifier "
                          "anyone can scan, and IG would not sign it off.",
                 "decision", "user", ["QR", "NHS number"]),
            fact("cache-days", "Rendered letters in the sorrel-letter-cache S3 bucket expire after 7 days (30 was "
                               "proposed).",
                 "config", "user", ["7 days", ["sorrel-letter-cache", "cache"]]),
            fact("render-timeout", "Rendering one letter times out after 20 s.",
                 "config", "assistant", [["20 s", "20s", "seconds=20"], "timeout"]),
            fact("nhs-last4", "Letters only ever show the last 4 digits of the NHS number, masked as *** *** 1234 "
                              "(the nhs_last4 filter).",
                 "rule", "user", [["last 4", "nhs_last4"], "NHS number"], remember=True),
        ],
        "optional": [
            opt("records-archive", "The records team archives every sent letter in the document store from "
                                   "December.",
                ["records"]),
        ],
        "questions": [
            q("Which PDF format does letterpress produce?", "PDF/A-2b", ["pdfa"]),
            q("Why is there no QR code on letters?", "a QR code with the NHS number on a letter that goes through "
              "the post is an identifier anybody can read; IG would never sign that off", ["no-qr"]),
            q("How long are rendered letters kept in the S3 cache?", "7 days", ["cache-days"]),
            q("How much of the NHS number may a letter show?", "only the last 4 digits", ["nhs-last4"]),
        ],
    },
    {
        "id": "h33-cc-infra-restore-drill-failed",
        "project": INFRA,
        "start": datetime(2026, 11, 17, 8, 30),
        "about": "sorrel-infra: the monthly restore drill failed (PITR to 2026-11-05 missing WAL); first suspicion "
                 "the drill host's Vault token; cause an S3 lifecycle rule expire-old (added in October to save "
                 "cost) deleting archive/ objects older than 7 days while pgBackRest keeps 4 weekly fulls; rule "
                 "written down for the agent: retention only in pgBackRest, no lifecycle rules on the backup "
                 "bucket; a failed drill is a P2 the same day; pgbackrest verify weekly; rerun restores in 38 min",
        "steps": [
            ("user", "the monthly restore drill failed last night. the job's in ansible/playbooks/restore-drill.yml, "
                     "log is below. my guess is the drill host's vault token expired again and it couldn't get the "
                     "cipher pass\n\n"
                     "TASK [restore : pgbackrest restore] ***\n"
                     "fatal: [pg-drill-01]: FAILED! => rc=82 stderr: ERROR: [082]: unable to find "
                     "0000000100000A2F000000C4 in the archive"),
            bash("ssh pg-drill-01 'sudo grep -E \"cipher|vault\" /var/log/pgbackrest/drill-restore.log | tail -n 3'",
                 "2026-11-16 23:04:11 P00   INFO: repo1: cipher-pass loaded from /run/secrets/pgbackrest "
                 "(vault agent)\n"
                 "2026-11-16 23:04:12 P00   INFO: repo1: backup set 20261101-013002F selected for target time "
                 "2026-11-05 14:22:00+00\n"
                 "2026-11-16 23:41:55 P00  ERROR: [082]: unable to find 0000000100000A2F000000C4 in the archive\n"),
            ("assistant", "The Vault part worked: the cipher pass was loaded and the restore of the 1 November full "
                          "backup ran for 37 minutes before failing. Error 082 comes afterwards, during WAL replay "
                          "towards the drill's random target time (5 November 14:22): a WAL segment from that range "
                          "isn't in the repository. Let me check whether pgBackRest thinks it has it."),
            bash("sudo -u postgres pgbackrest --stanza=sorrel info | sed -n 1,14p",
                 "stanza: sorrel\n    status: ok\n    cipher: aes-256-cbc\n\n"
                 "    db (current)\n"
                 "        wal archive min/max (16): 00000001000009F1000000A0/0000000100000A61000000E2\n\n"
                 "        full backup: 20261025-013001F\n"
                 "        full backup: 20261101-013002F\n"
                 "        full backup: 20261108-013001F\n"
                 "        full backup: 20261115-013003F\n"),
            bash("aws s3 ls s3://sorrel-pgbackrest/archive/sorrel/16-1/0000000100000A2F/ | head -n 3; aws s3api "
                 "get-bucket-lifecycle-configuration --bucket sorrel-pgbackrest",
                 "2026-11-10 02:12:40   4315772 0000000100000A2F000000F1-9b1a...zst\n"
                 "2026-11-10 02:13:05   4102211 0000000100000A2F000000F2-77c0...zst\n"
                 "2026-11-10 02:13:31   4488103 0000000100000A2F000000F3-01de...zst\n"
                 "{\n    \"Rules\": [\n        {\n            \"ID\": \"expire-old\",\n"
                 "            \"Filter\": { \"Prefix\": \"archive/\" },\n            \"Status\": \"Enabled\",\n"
                 "            \"Expiration\": { \"Days\": 7 }\n        }\n    ]\n}\n"),
            bash("git log -S 'expire-old' --format='%h %ad %an %s' --date=short -- terraform/",
                 "c81f2ae 2026-10-14 Sam Whitlock backups: lifecycle rule to cut S3 cost\n"),
            ("assistant", "That's it. pgBackRest's metadata says it has WAL from October onward and four weekly full "
                          "backups (repo1-retention-full=4), but since 14 October an S3 lifecycle rule, `expire-old`, "
                          "deletes everything under `archive/` that's older than 7 days. pgBackRest doesn't know "
                          "about it, so `info` still says status ok. Every full backup older than a week is "
                          "effectively unrestorable to any point after it, and the drill's random target on 5 "
                          "November needed WAL from the 1st onward.\n\n"
                          "Fix: delete the lifecycle rule from Terraform and let `pgbackrest expire` do the "
                          "expiring; it removes WAL only when no retained backup needs it. The WAL that's gone stays "
                          "gone, so today point-in-time recovery only reaches back to about 10 November."),
            ("user", "god. ok. remove it, and write it down for yourself because this will come up again when "
                     "someone wants to save money: backup retention is set only in pgBackRest, repo1-retention-full "
                     "and friends. the backup bucket never gets an S3 lifecycle rule, not for archive/, not for "
                     "backup/, not for anything"),
            tool("Edit", {"file_path": f"{INFRA}/terraform/backups/s3.tf",
                          "old_string": "resource \"aws_s3_bucket_lifecycle_configuration\" \"pgbackrest\" {\n"
                                        "  bucket = aws_s3_bucket.pgbackrest.id\n  rule {\n    id     = "
                                        "\"expire-old\"\n    status = \"Enabled\"\n    filter { prefix = "
                                        "\"archive/\" }\n    expiration { days = 7 }\n  }\n}\n",
                          "new_string": "# No lifecycle rules on this bucket: retention is pgBackRest's job "
                                        "(repo1-retention-full).\n"},
                 "The file has been updated."),
            bash("cd terraform/backups && terraform plan -no-color | grep -E '^  #|Plan:'",
                 "  # aws_s3_bucket_lifecycle_configuration.pgbackrest will be destroyed\n"
                 "Plan: 0 to add, 0 to change, 1 to destroy.\n"),
            ("user", "apply it. and for the process: a failed restore drill is a P2 incident from now on, handled "
                     "the same day, not a ticket for next sprint. this one sat in the channel for 9 hours"),
            bash("cd terraform/backups && terraform apply -auto-approve -no-color | tail -n 1 && sudo -u postgres "
                 "pgbackrest --stanza=sorrel verify 2>&1 | tail -n 2",
                 "Apply complete! Resources: 0 added, 0 changed, 1 destroyed.\n"
                 "P00   INFO: verify: archiveId: 16-1, total WAL checked: 11873, total valid WAL: 9412, "
                 "missing: 2461\n"
                 "P00   INFO: verify command end: completed successfully\n"),
            ("assistant", "Applied. `pgbackrest verify` confirms the gap: 2,461 WAL segments missing, all before 10 "
                          "November. It would have caught this a month ago. Should it run on a schedule, separately "
                          "from the monthly drill?"),
            ("user", "yes, verify every wednesday night, alert to #infra-oncall if anything's missing. then rerun "
                     "the drill with a target after the 10th"),
            bash("ansible-playbook ansible/playbooks/restore-drill.yml -e drill_target='2026-11-12 10:00:00+00' "
                 "2>&1 | tail -n 4",
                 "TASK [restore : pgbackrest restore] *** changed: [pg-drill-01]\n"
                 "TASK [restore : sanity queries] *** ok: [pg-drill-01] => patients=118204 appointments=1927731\n"
                 "TASK [restore : report] *** ok: [pg-drill-01] => restore_minutes=38\n"
                 "PLAY RECAP *** pg-drill-01 : ok=14 changed=3 unreachable=0 failed=0\n"),
            tool("Edit", {"file_path": f"{INFRA}/ansible/roles/pgbackrest/tasks/cron.yml",
                          "old_string": "- name: nightly backups\n",
                          "new_string": "- name: weekly verify\n  cron:\n    name: pgbackrest-verify\n"
                                        "    weekday: \"3\"\n    hour: \"22\"\n    minute: \"0\"\n"
                                        "    job: \"pgbackrest --stanza=sorrel verify || /usr/local/bin/alert "
                                        "infra-oncall 'pgbackrest verify failed'\"\n"
                                        "- name: nightly backups\n"},
                 "The file has been updated."),
            ("assistant", "The rerun restored to 12 November in 38 minutes and the sanity queries match production "
                          "counts. Weekly verify is in the pgbackrest role (Wednesdays 22:00, alerting "
                          "#infra-oncall), not yet rolled out."),
            ("user", "roll it out tomorrow with the rest. thanks"),
        ],
        "facts": [
            fact("drill-cause", "The November restore drill failed because an S3 lifecycle rule (expire-old, added "
                                "2026-10-14 to cut cost) deleted WAL under archive/ older than 7 days while "
                                "pgBackRest keeps 4 weekly fulls; PITR before about 10 November is impossible. The "
                                "Vault token theory was wrong.",
                 "bugfix", "assistant", [["lifecycle", "expire-old"], ["archive/", "WAL"], "7 days"]),
            fact("retention-in-pgbackrest", "Backup retention is set only in pgBackRest (repo1-retention-full); the "
                                            "backup bucket never gets an S3 lifecycle rule.",
                 "rule", "user", ["pgBackRest", "lifecycle", ["repo1-retention-full", "retention"]], remember=True),
            fact("drill-p2", "A failed restore drill is a P2 incident, handled the same day.",
                 "rule", "user", ["P2", ["restore drill", "drill"]]),
            fact("weekly-verify", "pgbackrest verify runs every Wednesday night (22:00) and alerts #infra-oncall if "
                                  "anything is missing.",
                 "decision", "user", [["pgbackrest verify", "verify"], ["Wednesday", "weekly"]]),
        ],
        "optional": [
            opt("restore-time", "A full restore of production on the drill host takes about 38 minutes.",
                ["38"]),
            opt("drill-random", "The restore drill picks a random target time for point-in-time recovery.",
                ["random"]),
        ],
        "questions": [
            q("Why did the November restore drill fail?",
              "an S3 lifecycle rule, expire-old, deletes everything under archive/ older than 7 days, so WAL was "
              "missing", ["drill-cause"]),
            q("Where is backup retention configured?",
              "only in pgBackRest (repo1-retention-full); never an S3 lifecycle rule on the backup bucket",
              ["retention-in-pgbackrest"]),
            q("How is a failed restore drill handled?", "as a P2 incident, the same day", ["drill-p2"]),
            q("How often does pgbackrest verify run?", "every Wednesday night", ["weekly-verify"]),
        ],
    },
]
