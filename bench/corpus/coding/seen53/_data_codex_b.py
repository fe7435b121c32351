"""h53 Codex sessions, part b: pharmacy-stock (Django, Postgres), the clinics' pharmacy stock system with the
controlled-drug register, in /home/linh/dev/pharmacy-stock. The person writes Vietnamese-flavoured English."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PHARMACY = "/home/linh/dev/pharmacy-stock"


RUNBOOK = (
    "CONTROLLED DRUGS REGISTER — RUNBOOK v3 (Compliance, Oct 2026)\n"
    "================================================================\n\n"
    "Scope: all Fernlea clinics (GB and IE). Applies to Schedule 2 and Schedule 3 drugs held in clinic CD "
    "cabinets (e.g. methadone, morphine, fentanyl patches, ketamine, buprenorphine).\n\n"
    "1. Every CD movement is one register entry: RECEIPT, ADMINISTRATION, DISPENSING, DESTRUCTION, TRANSFER_OUT, "
    "TRANSFER_IN.\n"
    "2. Entries are never edited or deleted. A mistake is corrected by a new entry of type CORRECTION that "
    "references the wrong entry and states the reason.\n"
    "3. Destruction of Schedule 2 drugs requires a witness (a second registered person, not the one making the "
    "entry), recorded on the entry.\n"
    "4. Every entry shows the running balance for that drug and strength at that clinic after the movement.\n"
    "5. Registers are retained for a minimum of 2 years from the date of the last entry.\n"
    "6. A physical stock check of each CD cabinet is done weekly; discrepancies are reported to the Clinical "
    "Director within 24 hours.\n"
    "7. The paper register is kept in parallel until IT and Compliance sign off the electronic register.\n"
    "8. Access to the electronic register is limited to vets, RVNs and the pharmacy lead.\n\n"
    "Questions: compliance@fernlea.example\n"
)


CD_REGISTER = {
    "id": "h53-cx-pharmacy-cd-register",
    "project": PHARMACY,
    "start": datetime(2026, 11, 4, 9, 40),
    "branch": "feat/cd-register",
    "about": "pharmacy-stock: pasted compliance runbook v3 for the controlled-drug register; the person takes points "
             "2, 3, 4 into software, 6-7 are clinic process, 5 (retention) to be asked again; cd_register_entry "
             "append-only by trigger and revoked grants; running balance computed at insert and stored; Schedule 2 "
             "destruction needs witness_user_id; Vietnamese-flavoured standing rule: a wrong entry is fixed only "
             "by a new CORRECTION row, never UPDATE, not even by admin or migration",
    "steps": [
        ("user", "Chào, hôm nay we start the controlled drug register finally. I paste you the runbook from "
                 "compliance, please read first before code:\n\n" + RUNBOOK +
                 "\nFor us in software: point 2, 3 and 4. Point 6 and 7 is process in clinic, not our code. Point 5 "
                 "retention I ask compliance again because Ireland maybe different, so not decide today. Point 8 "
                 "we have already with the roles."),
        shell("sed -n 1,60p stock/models.py | grep -n 'class \\|Field' | head -30",
              "3:class Drug(models.Model):\n4:    code = models.CharField(max_length=20, unique=True)\n"
              "5:    name = models.CharField(max_length=200)\n6:    strength = models.CharField(max_length=40)\n"
              "7:    schedule = models.PositiveSmallIntegerField(null=True)  # 2, 3, 4, 5 or null\n"
              "12:class StockItem(models.Model):\n13:    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT)\n"
              "14:    drug = models.ForeignKey(Drug, on_delete=models.PROTECT)\n"
              "15:    quantity = models.DecimalField(max_digits=12, decimal_places=3)\n"
              "21:class StockMovement(models.Model):\n22:    item = models.ForeignKey(StockItem, "
              "on_delete=models.PROTECT)\n23:    kind = models.CharField(max_length=20)\n"
              "24:    quantity = models.DecimalField(max_digits=12, decimal_places=3)\n"),
        ("assistant", "Design for points 2–4:\n\n"
                      "**Table** `cd_register_entry`: id, clinic, drug, kind (RECEIPT, ADMINISTRATION, DISPENSING, "
                      "DESTRUCTION, TRANSFER_OUT, TRANSFER_IN, CORRECTION), quantity (signed), `running_balance`, "
                      "`entered_by`, `witness_user_id` (nullable), `corrects_entry_id` (nullable, FK to the same "
                      "table), reason, patient/appointment reference, created_at.\n\n"
                      "**Point 2, append-only, enforced in the database, not only in Django:**\n"
                      "- a `BEFORE UPDATE OR DELETE` trigger that raises an exception, so even a psql session or "
                      "a Django admin action can't change a row\n"
                      "- `REVOKE UPDATE, DELETE ON cd_register_entry FROM pharmacy_app`\n"
                      "- a CORRECTION entry must have `corrects_entry_id` and a reason (check constraint)\n\n"
                      "**Point 3:** check constraint: `kind = 'DESTRUCTION' AND schedule = 2` ⇒ `witness_user_id` "
                      "is not null and different from `entered_by`. The schedule lives on `Drug`, so this needs a "
                      "trigger rather than a plain check.\n\n"
                      "**Point 4, running balance:** two ways — compute it when reading (sum of all previous "
                      "quantities) or compute at insert and store it on the row. Computing at read is simpler but "
                      "the printed register would change if an old row were ever wrong."),
        ("user", "ok good design. balance, em think compute at insert and store, yes. not compute at read. The "
                 "register must look exactly like paper, what is printed stay printed. And need lock so two nurse "
                 "at same time not make wrong balance"),
        ("assistant", "Agreed: at insert, in the same transaction, `SELECT ... FOR UPDATE` on a per-clinic, per-drug "
                      "balance row (`cd_balance`), add the quantity, write it to the new entry, update the balance "
                      "row. Two nurses recording at the same moment are serialised on that row lock."),
        shell("python manage.py makemigrations stock --name cd_register && sed -n 1,80p "
              "stock/migrations/0031_cd_register.py | tail -32",
              "Migrations for 'stock':\n  stock/migrations/0031_cd_register.py\n"
              "    - Create model CdBalance\n    - Create model CdRegisterEntry\n"
              "        migrations.RunSQL(\n"
              "            sql=\"\"\"\n"
              "            CREATE FUNCTION cd_register_append_only() RETURNS trigger AS $$\n"
              "            BEGIN\n"
              "              RAISE EXCEPTION 'cd_register_entry is append-only (% not allowed)', TG_OP;\n"
              "            END $$ LANGUAGE plpgsql;\n"
              "            CREATE TRIGGER cd_register_no_change BEFORE UPDATE OR DELETE ON stock_cdregisterentry\n"
              "              FOR EACH ROW EXECUTE FUNCTION cd_register_append_only();\n"
              "            REVOKE UPDATE, DELETE, TRUNCATE ON stock_cdregisterentry FROM pharmacy_app;\n"
              "            ALTER TABLE stock_cdregisterentry ADD CONSTRAINT cd_correction_has_target CHECK (\n"
              "              kind <> 'CORRECTION' OR (corrects_entry_id IS NOT NULL AND reason <> ''));\n"
              "            CREATE FUNCTION cd_destruction_witness() RETURNS trigger AS $$\n"
              "            BEGIN\n"
              "              IF NEW.kind = 'DESTRUCTION' AND (SELECT schedule FROM stock_drug WHERE id = "
              "NEW.drug_id) = 2\n"
              "                 AND (NEW.witness_user_id IS NULL OR NEW.witness_user_id = NEW.entered_by_id) THEN\n"
              "                RAISE EXCEPTION 'Schedule 2 destruction needs a witness other than the person "
              "entering it';\n"
              "              END IF;\n"
              "              RETURN NEW;\n"
              "            END $$ LANGUAGE plpgsql;\n"
              "            CREATE TRIGGER cd_destruction_witness BEFORE INSERT ON stock_cdregisterentry\n"
              "              FOR EACH ROW EXECUTE FUNCTION cd_destruction_witness();\n"
              "            \"\"\",\n"
              "            reverse_sql=migrations.RunSQL.noop,\n"
              "        ),\n"),
        shell("python manage.py migrate stock && pytest -q stock/tests/test_cd_register.py -v 2>&1 | tail -24",
              "Operations to perform:\n  Apply all migrations: stock\nRunning migrations:\n"
              "  Applying stock.0031_cd_register... OK\n"
              "stock/tests/test_cd_register.py::test_receipt_sets_balance PASSED                [  7%]\n"
              "stock/tests/test_cd_register.py::test_administration_reduces_balance PASSED      [ 14%]\n"
              "stock/tests/test_cd_register.py::test_balance_stored_on_row PASSED               [ 21%]\n"
              "stock/tests/test_cd_register.py::test_concurrent_inserts_serialised PASSED       [ 28%]\n"
              "stock/tests/test_cd_register.py::test_update_is_rejected PASSED                  [ 35%]\n"
              "stock/tests/test_cd_register.py::test_delete_is_rejected PASSED                  [ 42%]\n"
              "stock/tests/test_cd_register.py::test_admin_save_is_rejected PASSED              [ 50%]\n"
              "stock/tests/test_cd_register.py::test_correction_needs_target PASSED             [ 57%]\n"
              "stock/tests/test_cd_register.py::test_correction_adjusts_balance PASSED          [ 64%]\n"
              "stock/tests/test_cd_register.py::test_s2_destruction_needs_witness PASSED        [ 71%]\n"
              "stock/tests/test_cd_register.py::test_s2_destruction_witness_not_self PASSED     [ 78%]\n"
              "stock/tests/test_cd_register.py::test_s3_destruction_no_witness_ok PASSED        [ 85%]\n"
              "stock/tests/test_cd_register.py::test_negative_balance_rejected PASSED          [ 92%]\n"
              "stock/tests/test_cd_register.py::test_register_print_view PASSED                 [100%]\n\n"
              "14 passed in 2.87s\n"),
        shell("psql pharmacy -c \"update stock_cdregisterentry set quantity = 5 where id = 1\"",
              "ERROR:  cd_register_entry is append-only (UPDATE not allowed)\n"
              "CONTEXT:  PL/pgSQL function cd_register_append_only() line 3 at RAISE\n"),
        ("assistant", "Migration applied, 14 tests pass, and a manual `UPDATE` from psql is refused by the trigger. "
                      "The Django admin for the register is read-only plus an 'Add correction' action that creates "
                      "a CORRECTION entry pointing at the selected one."),
        ("user", "Very good. One more thing, you remember for always ok: in register table, wrong entry we never "
                 "fix by UPDATE. Not by admin, not by migration script, not by data fix in shell. Only new "
                 "CORRECTION row which point to the old one. Even if developer make mistake in prod, same rule, "
                 "also for you when you help me later. Cái này rất quan trọng nha, the inspector check this."),
        ("assistant", "Understood, for good: a wrong register entry is never changed in place — not from the "
                      "admin, a migration, a shell data fix or anything else, in any environment. The only fix is a "
                      "new CORRECTION entry that references the wrong one, with a reason. The trigger enforces it "
                      "for the app role; I'll follow it too."),
        ("user", "thank you. commit please, PR I do tomorrow with compliance in review"),
        shell("git add -A && git commit -qm 'CD register: append-only entries, stored running balance, S2 "
              "destruction witness' && git log -1 --oneline",
              "c28f0d1 CD register: append-only entries, stored running balance, S2 destruction witness\n"),
    ],
    "facts": [
        fact("append-only", "cd_register_entry is append-only, enforced in Postgres: a BEFORE UPDATE OR DELETE "
                            "trigger raises an exception and the pharmacy_app role has UPDATE/DELETE revoked.",
             "decision", "assistant", ["append-only", "trigger"]),
        fact("correction-only", "A wrong controlled-drug register entry is never fixed by UPDATE — not by admin, "
                                "migration or shell, not even in prod — only by a new CORRECTION row pointing to "
                                "the old one.",
             "rule", "user", ["CORRECTION", "UPDATE"], remember=True),
        fact("running-balance", "The register's running balance is computed at insert and stored on the entry, "
                                "under a row lock on cd_balance per clinic and drug; not computed at read.",
             "decision", "user", ["running balance", "insert"]),
        fact("s2-witness", "Destruction of a Schedule 2 drug needs witness_user_id set to someone other than the "
                           "person entering it (enforced by a trigger).",
             "rule", "user", ["Schedule 2", "witness"]),
    ],
    "optional": [
        opt("clinic-process", "The weekly CD stock check and the parallel paper register are clinic process, not "
                              "software.", ["paper register"]),
    ],
    "questions": [
        q("Can a controlled-drug register entry be edited?",
          "never; only a new CORRECTION row which points to the old one", ["correction-only", "append-only"]),
        q("What does destroying a Schedule 2 drug need in the register?", "a witness other than the person "
                                                                           "entering it", ["s2-witness"]),
        q("How is the register's running balance kept?", "compute at insert and store on the row",
          ["running-balance"]),
    ],
}


MOVEMENTS = (
    "   id   |       created_at        | kind        |  quantity | unit   | source\n"
    "--------+-------------------------+-------------+-----------+--------+---------------------------\n"
    " 881201 | 2026-10-19 05:31:02+00  | RECEIPT     |     2.000 | ml     | brightwell:BW-20261019.csv\n"
    " 881377 | 2026-10-19 11:02:40+00  | DISPENSING  |   -10.000 | ml     | pms:VO-5529001\n"
    " 881402 | 2026-10-19 15:45:13+00  | DISPENSING  |   -15.000 | ml     | pms:VO-5529140\n"
    " 882009 | 2026-10-21 09:12:55+00  | DISPENSING  |   -32.000 | ml     | pms:VO-5530088\n"
    " 882644 | 2026-10-23 14:30:00+00  | DISPENSING  |   -10.000 | ml     | pms:VO-5530511\n"
    " 883100 | 2026-10-26 05:30:47+00  | RECEIPT     |     1.000 | ml     | brightwell:BW-20261026.csv\n"
    " 883255 | 2026-10-26 10:05:21+00  | DISPENSING  |   -50.000 | ml     | pms:VO-5531042\n"
    " 884012 | 2026-10-29 16:11:09+00  | DISPENSING  |   -32.000 | ml     | pms:VO-5531390\n"
    " 884871 | 2026-11-02 05:30:12+00  | RECEIPT     |     3.000 | ml     | brightwell:BW-20261102.csv\n"
    " 885030 | 2026-11-02 12:48:33+00  | DISPENSING  |  -100.000 | ml     | pms:VO-5532207\n"
    " 885766 | 2026-11-05 09:40:02+00  | DISPENSING  |   -15.000 | ml     | pms:VO-5532861\n"
    " 886102 | 2026-11-09 05:30:40+00  | RECEIPT     |     1.000 | ml     | brightwell:BW-20261109.csv\n"
    " 886540 | 2026-11-10 11:20:18+00  | DISPENSING  |   -32.000 | ml     | pms:VO-5533604\n"
    " 887001 | 2026-11-12 15:02:44+00  | DISPENSING  |   -10.000 | ml     | pms:VO-5534110\n"
    " 887432 | 2026-11-13 10:18:27+00  | DISPENSING  |   -15.000 | ml     | pms:VO-5534392\n"
    "(15 rows)\n"
)


STOCK_UNITS = {
    "id": "h53-cx-pharmacy-stock-units",
    "project": PHARMACY,
    "start": datetime(2026, 11, 16, 10, 0),
    "branch": "fix/base-units",
    "about": "pharmacy-stock: meloxicam oral suspension at Omagh shows -314; person's guess (Brightwell CSV imported "
             "twice) ruled out by the checksum dedupe; cause: Brightwell quantities are packs (100 ml bottles), PMS "
             "dispensing is ml; fix: stock kept in base units, pack size only for display and ordering; Brightwell "
             "CSV lands 05:00, imported 05:30; a remember-request withdrawn (reorder at 20%, per clinic really) and "
             "replaced: controlled drugs never get automatic reorder",
    "steps": [
        ("user", "Hi. Stock for meloxicam oral suspension 1.5 mg/ml at Omagh show -314. Impossible of course. I "
                 "think the Brightwell CSV import count the delivery two times, it happened before with the "
                 "retry."),
        shell("psql pharmacy -c \"select m.id, m.created_at, m.kind, m.quantity, i.unit, m.source from "
              "stock_stockmovement m join stock_stockitem i on i.id = m.item_id join stock_drug d on d.id = "
              "i.drug_id where i.clinic_id = (select id from clinics_clinic where code='OMA') and d.code = "
              "'MELOX-OS-1.5' and m.created_at >= '2026-10-19' order by m.created_at\"", MOVEMENTS),
        ("assistant", "No delivery appears twice: the four RECEIPT rows come from four different files "
                      "(BW-20261019, -1026, -1102, -1109), and the importer already dedupes on the file's SHA-256, "
                      "so a retried file can't be imported again. Let me confirm that in the import log anyway."),
        shell("grep -h 'BW-2026' /var/log/pharmacy/brightwell-import.log | tail -8",
              "2026-10-19T05:31:02Z imported BW-20261019.csv sha256=9f2c…e1 rows=214\n"
              "2026-10-26T05:30:47Z imported BW-20261026.csv sha256=71ab…0c rows=198\n"
              "2026-10-26T05:45:03Z skipped  BW-20261026.csv sha256=71ab…0c already imported (retry)\n"
              "2026-11-02T05:30:12Z imported BW-20261102.csv sha256=c40d…9a rows=231\n"
              "2026-11-09T05:30:40Z imported BW-20261109.csv sha256=0be7…44 rows=205\n"
              "2026-11-16T05:30:22Z imported BW-20261116.csv sha256=d81f…7b rows=219\n"),
        ("assistant", "Confirmed, the retry on 26 Oct was skipped. So it's not a double import.\n\n"
                      "Look at the quantities instead: the receipts are `2.000`, `1.000`, `3.000`, `1.000` — "
                      "stored with unit `ml` — while each dispensing is 10–100 ml. Brightwell's CSV gives the "
                      "quantity in **packs** (a pack here is one 100 ml bottle), the PMS dispensing gives "
                      "**ml**, and the stock item adds both as if they were the same unit. Seven bottles arrived "
                      "(700 ml); 7 was booked. 7 − 321 ml dispensed = −314."),
        shell("head -3 /srv/sftp/inbound/brightwell/BW-20261109.csv; grep -c ',PACK,' "
              "/srv/sftp/inbound/brightwell/BW-20261109.csv",
              "order_ref,clinic,product_code,description,uom,qty,pack_size,pack_uom\n"
              "FV-OMA-8812,OMA,BW-004471,MELOXICAM ORAL SUSP 1.5MG/ML 100ML,PACK,1,100,ML\n"
              "FV-OMA-8812,OMA,BW-001902,AMOXICILLIN/CLAV 250MG TABS x100,PACK,2,100,TAB\n"
              "205\n"),
        ("assistant", "Every row of the CSV is in packs (`uom=PACK`), with `pack_size` and `pack_uom` given. "
                      "Proposal: keep all stock in **base units** (ml, tablet, patch, vial) everywhere — stock "
                      "items, movements, the CD register. The importer multiplies `qty × pack_size`. Packs are "
                      "only used for display ('3 bottles + 40 ml') and for orders to Brightwell. Then a backfill "
                      "corrects the past receipts."),
        ("user", "yes base unit everywhere. pack only for display and for ordering. do the backfill also, but for "
                 "controlled drug the backfill make CORRECTION entry, not touch the old one"),
        shell("apply_patch < /tmp/base-units.patch && python manage.py migrate stock && python manage.py "
              "backfill_pack_receipts --since 2026-01-01 --dry-run | tail -12",
              "Success. Updated the following files:\nM stock/importers/brightwell.py\nM stock/models.py\n"
              "A stock/migrations/0032_drug_pack_size.py\nA stock/management/commands/backfill_pack_receipts.py\n"
              "Operations to perform:\n  Apply all migrations: stock\nRunning migrations:\n"
              "  Applying stock.0032_drug_pack_size... OK\n"
              "receipts to fix: 18244 (61 clinics, 1402 products)\n"
              "  non-CD receipts: movement quantity rewritten   18191\n"
              "  CD receipts: CORRECTION entry added            53\n"
              "items going from negative to >= 0: 377\n"
              "items still negative after fix: 4\n"
              "  OMA MELOX-OS-1.5   -314.000 ml -> 379.000 ml\n"
              "  NRY KETAMINE-100   -12.000 ml -> -2.000 ml   (CD, check register)\n"
              "  HUD PRED-5-TAB     -60.000 tab -> -10.000 tab\n"
              "  CRK FENT-PATCH-25  -3.000 patch -> -1.000 patch (CD, check register)\n"
              "  BRD CLAV-250-TAB   -40.000 tab -> -40.000 tab  (no receipts since go-live)\n"
              "dry run: nothing written\n"),
        ("assistant", "Dry run looks right: Omagh's meloxicam goes from −314 to 379 ml. Four items stay negative "
                      "for other reasons (two of them CDs — worth a stock check at Newry and Cork). Shall I run it "
                      "for real?"),
        ("user", "run it. and the 4 negative I send to the clinics. Also for reorder, you keep in mind: reorder "
                 "point is 20% of max stock... ah no, forget this, don't save that, it is different per clinic, the "
                 "clinic managers set it themselves in the admin. What you keep instead: controlled drugs never get "
                 "automatic reorder. The vet in charge order them by hand, the system only show a warning when low."),
        shell("python manage.py backfill_pack_receipts --since 2026-01-01 && grep -n 'def candidates' -A8 "
              "stock/reorder.py",
              "receipts fixed: 18244 (18191 rewritten, 53 CD corrections)\n"
              "stock/reorder.py:14:def candidates(clinic):\n"
              "stock/reorder.py:15:    for item in clinic.stock_items.select_related('drug'):\n"
              "stock/reorder.py:16:        if item.quantity <= item.reorder_point:\n"
              "stock/reorder.py:17:            yield item\n"),
        ("assistant", "Today `reorder.candidates` includes controlled drugs like anything else, so the nightly "
                      "order file to Brightwell can contain them. I'll exclude drugs with a schedule (2–5) from the "
                      "automatic order and raise a 'low CD stock' warning for the vet in charge instead."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: stock/reorder.py\n"
              "@@ def candidates(clinic):\n     for item in clinic.stock_items.select_related('drug'):\n"
              "-        if item.quantity <= item.reorder_point:\n+        if item.quantity > item.reorder_point:\n"
              "+            continue\n+        if item.drug.schedule is not None:\n"
              "+            warnings.low_cd_stock(item)  # controlled drugs: ordered by hand, never automatic\n"
              "+            continue\n+        yield item\n*** End Patch\nEOF\npytest -q stock/tests",
              "Success. Updated the following files:\nM stock/reorder.py\n"
              "........................................................................ [ 86%]\n"
              "...........                                                              [100%]\n"
              "83 passed in 5.02s\n"),
        ("user", "good. last: what time is the Brightwell import? I forget always"),
        shell("grep -n 'brightwell' deploy/cron.yaml",
              "deploy/cron.yaml:8:  # Brightwell drops the CSV on SFTP around 05:00 (UK time)\n"
              "deploy/cron.yaml:9:  - name: brightwell-import\n"
              "deploy/cron.yaml:10:    schedule: \"30 5 * * *\"\n"
              "deploy/cron.yaml:11:    command: python manage.py import_brightwell /srv/sftp/inbound/brightwell/\n"),
        ("assistant", "Brightwell drops the CSV on SFTP (`/srv/sftp/inbound/brightwell/`) around 05:00, and the "
                      "import runs at 05:30 every day."),
        ("user", "ok thanks. commit"),
        shell("git add -A && git commit -qm 'Stock in base units; CDs excluded from automatic reorder' && git log "
              "-1 --oneline", "3e9b5c7 Stock in base units; CDs excluded from automatic reorder\n"),
    ],
    "facts": [
        fact("base-units", "Negative stock (meloxicam at Omagh, -314) came from Brightwell CSV quantities being "
                           "packs while PMS dispensing is in ml; all stock is now kept in base units (ml, tablet, "
                           "patch), packs only for display and ordering.",
             "bugfix", "assistant", ["base units", "packs"]),
        fact("cd-no-auto-reorder", "Controlled drugs never get automatic reorder; the vet in charge orders them by "
                                   "hand and the system only shows a low-stock warning.",
             "rule", "user", ["controlled drugs", ["automatic reorder", "by hand"]], remember=True),
        fact("brightwell-import", "Brightwell drops its CSV on SFTP (/srv/sftp/inbound/brightwell/) around 05:00; "
                                  "the import runs daily at 05:30.",
             "config", "assistant", ["Brightwell", "05:30"]),
        fact("import-dedupe", "The Brightwell importer dedupes on the file's SHA-256, so a retried file is not "
                              "imported twice.",
             "fact", "assistant", ["SHA-256"]),
    ],
    "optional": [
        opt("reorder-per-clinic", "Reorder points are set per clinic by the clinic managers in the admin.",
            ["reorder point"]),
    ],
    "questions": [
        q("Why did meloxicam stock at Omagh go negative?",
          "Brightwell CSV quantities are packs, PMS dispensing is ml; keep stock in base units",
          ["base-units"]),
        q("Are controlled drugs reordered automatically?", "no, the vet in charge orders them by hand; the system "
                                                           "only shows a warning", ["cd-no-auto-reorder"]),
        q("When is the Brightwell CSV imported?", "at 05:30 every day", ["brightwell-import"]),
    ],
}


EXPIRY = {
    "id": "h53-cx-pharmacy-expiry-report",
    "project": PHARMACY,
    "start": datetime(2026, 11, 25, 13, 30),
    "branch": "feat/expiry-report",
    "about": "pharmacy-stock: expiry report for clinic managers; options A/B/C, 'B sound best... go with that' = "
             "admin page with a 60-day filter and CSV export plus a daily email only when something expires within "
             "14 days; email first at 07:00 then 06:15; one-off 'always include expired items for this first run'; "
             "request to add 'run make check-cd before every push' to AGENTS.md; assistant's end-of-session summary",
    "steps": [
        ("user", "Hi! The clinic managers ask for a report: which stock will expire in next 60 days. Every week they "
                 "count by hand now, with paper. How we do this?"),
        shell("psql pharmacy -c \"select count(*) filter (where expires_on < now() + interval '60 days') as "
              "within_60, count(*) filter (where expires_on < now() + interval '14 days') as within_14, count(*) "
              "filter (where expires_on < now()) as expired from stock_batch where quantity > 0\"",
              " within_60 | within_14 | expired \n-----------+-----------+---------\n"
              "      2214 |       391 |     120\n(1 row)\n"),
        ("assistant", "2,214 batches across the chain expire within 60 days, 391 within 14, and 120 are already "
                      "expired but still in stock. Three ways to give managers this:\n\n"
                      "A) a weekly PDF per clinic by email — easy to read, but stale by Tuesday, and PDFs of 40+ "
                      "lines per clinic don't get read\n"
                      "B) a page in the pharmacy admin: per clinic, filter 'expires within N days' (default 60), "
                      "sortable, with CSV export; plus a short daily email to the clinic manager *only* when "
                      "something expires within 14 days\n"
                      "C) create tasks in VetOrbit for each expiring batch — visible where they work, but 2,000 "
                      "tasks would drown them, and pms-bridge has no task API yet"),
        ("user", "B sound best, the email only when really urgent is nice. go with that"),
        shell("apply_patch < /tmp/expiry.patch && python manage.py check && pytest -q stock/tests/test_expiry.py",
              "Success. Updated the following files:\nA stock/admin_expiry.py\nA stock/templates/stock/expiry.html\n"
              "A stock/management/commands/send_expiry_emails.py\nM stock/urls.py\n"
              "A stock/tests/test_expiry.py\n"
              "System check identified no issues (0 silenced).\n"
              "..........                                                               [100%]\n"
              "10 passed in 1.41s\n"),
        ("assistant", "The admin page is at `/admin/stock/expiry/?clinic=OMA&within=60` with CSV export, and "
                      "`send_expiry_emails` mails each clinic manager the batches expiring within 14 days (nothing "
                      "sent when there are none). I scheduled it at 07:00 daily."),
        ("user", "07:00 is too late, some clinics open 07:30 and the manager read email before. make 06:15"),
        shell("sed -i 's/schedule: \"0 7 \\* \\* \\*\"  # expiry/schedule: \"15 6 * * *\"  # expiry/' "
              "deploy/cron.yaml && grep -n -B1 -A2 'expiry' deploy/cron.yaml",
              "deploy/cron.yaml:14:  - name: expiry-emails\n"
              "deploy/cron.yaml:15:    schedule: \"15 6 * * *\"  # expiry emails, 06:15 UK time, before clinics open\n"
              "deploy/cron.yaml:16:    command: python manage.py send_expiry_emails --within 14\n"),
        ("user", "and for the first run tomorrow, always include the expired items also, so the managers see the "
                 "backlog of 120 one time. after, normal"),
        shell("python manage.py send_expiry_emails --within 14 --include-expired --dry-run | tail -8",
              "OMA  manager@oma.fernlea.example     14 batches (3 expired)\n"
              "NRY  manager@nry.fernlea.example      9 batches (2 expired)\n"
              "ENK  manager@enk.fernlea.example      5 batches (0 expired)\n"
              "HGT  manager@hgt.fernlea.example     12 batches (4 expired)\n"
              "DUB1 manager@dub1.fernlea.example     8 batches (1 expired)\n"
              "...\n"
              "61 clinics, 58 with something to report, 511 batches (120 expired)\n"
              "dry run: nothing sent\n"),
        ("assistant", "For tomorrow only I've set up a one-off Kubernetes job with `--include-expired` at 06:15; "
                      "the regular cron stays without it, so from the day after it's back to normal."),
        ("user", "perfect. And add to AGENTS.md please: before every push, run `make check-cd`. It run the register "
                 "append-only tests against real Postgres in docker. The normal pytest use sqlite for speed and "
                 "sqlite don't have our trigger, so it don't catch anything. Last week I almost push a broken "
                 "migration because of this."),
        shell("cat >> AGENTS.md <<'EOF'\n\n## Before pushing\n\n- Run `make check-cd` before every push. It runs "
              "the controlled-drug register tests (append-only trigger, witness, corrections) against a real "
              "Postgres in Docker. The default `pytest` run uses SQLite, which has none of the register triggers, "
              "so it cannot catch a broken CD migration.\nEOF\ntail -8 AGENTS.md && make check-cd",
              "\n## Before pushing\n\n- Run `make check-cd` before every push. It runs the controlled-drug register "
              "tests (append-only trigger, witness, corrections) against a real Postgres in Docker. The default "
              "`pytest` run uses SQLite, which has none of the register triggers, so it cannot catch a broken CD "
              "migration.\n"
              "docker compose -f docker/cd-check.yml up -d postgres\n"
              "[+] Running 1/1\n ✔ Container cd-check-postgres-1  Started\n"
              "DATABASE_URL=postgres://check:check@localhost:55432/check pytest -q -m cd_register\n"
              "..................                                                       [100%]\n"
              "18 passed in 6.02s\n"
              "docker compose -f docker/cd-check.yml down\n"),
        ("assistant", "## Summary\n\n"
                      "- **Expiry report (option B):** admin page `/admin/stock/expiry/` per clinic with a "
                      "'within N days' filter (default 60) and CSV export.\n"
                      "- **Daily email** to each clinic manager only when batches expire within 14 days, at "
                      "**06:15** (moved from 07:00).\n"
                      "- **Tomorrow only:** one-off run including the 120 expired batches.\n"
                      "- **AGENTS.md:** `make check-cd` before every push (register tests on real Postgres; SQLite "
                      "has no triggers). Ran it: 18 passed.\n\n"
                      "Not done: VetOrbit tasks (option C)."),
        ("user", "cảm ơn! commit and push"),
        shell("git add -A && git commit -qm 'Expiry report page, daily 14-day email, AGENTS.md check-cd' && git "
              "push -q -u origin feat/expiry-report && git log -1 --oneline",
              "9a41d2e Expiry report page, daily 14-day email, AGENTS.md check-cd\n"),
    ],
    "facts": [
        fact("expiry-design", "Expiring stock is shown on a pharmacy admin page per clinic (filter 'within N days', "
                              "default 60, CSV export), plus a daily email to the clinic manager only when batches "
                              "expire within 14 days.",
             "decision", "user", ["60", "14 days", ["admin page", "CSV"]]),
        fact("expiry-email-time", "The expiry email runs daily at 06:15 UK time, before clinics open.",
             "config", "user", ["06:15"]),
        fact("check-cd", "Before every push run make check-cd: the controlled-drug register tests on real Postgres "
                         "in Docker; the default pytest uses SQLite, which lacks the triggers. Written to AGENTS.md.",
             "rule", "user", ["make check-cd"], remember=True),
    ],
    "optional": [
        opt("email-0700-first", "The expiry email was first scheduled at 07:00.", ["07:00"]),
        opt("sqlite-no-trigger", "The default pytest run uses SQLite, which has none of the register triggers.",
            ["SQLite"]),
    ],
    "questions": [
        q("How do clinic managers see expiring stock?",
          "admin page with a 60 days filter and CSV export; daily email when batches expire within 14 days",
          ["expiry-design"]),
        q("When is the expiry email sent?", "06:15", ["expiry-email-time"]),
        q("What must run before pushing pharmacy-stock?", "make check-cd, the register tests on real Postgres",
          ["check-cd"]),
    ],
}


SESSIONS = [CD_REGISTER, STOCK_UNITS, EXPIRY]
