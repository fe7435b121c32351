"""h54 Claude Code sessions, part b: coop-backoffice, the Django back office of the Kestrel Plains Cooperative
(grading, drying deductions, member statements, payment runs as pain.001 files to the bank, ticket admin).
Drying deduction bands from a committee email, a payment file the bank rejected, and voiding a duplicate
weighbridge ticket."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

BO = "/home/tobias/work/coop-backoffice"


COMMITTEE_EMAIL = """---------- Forwarded message ---------
From: Grain Committee secretary <committee@kestrelplains.example>
Date: Mon, 2 Nov 2026 at 17:48
Subject: Drying deductions 2026/27 - final(ish)
To: ops-leads@kestrelplains.example

Dear all,

Following the committee meeting of 28 October, the drying deductions for the 2026/27 harvest are as follows.

WHEAT AND BARLEY
  Base (receival standard) moisture ............ 12.5 %
  Band A  12.6 % - 14.0 %   shrink 1.2 % of net weight per point above base   drying fee $4.00/t
  Band B  14.1 % - 16.0 %   shrink 1.4 % of net weight per point above base   drying fee $7.00/t (*)
  Above 16.0 %              not received, except at sites with an on-site dryer (see receival rules)

CANOLA
  Base 8.0 %, shrink 1.5 % per point, fee per band to be confirmed by the canola subcommittee.

(*) subject to board ratification.

Fees will be reviewed again at the February meeting. Please make sure the statements show shrink and fee
as separate lines; members asked for this at the AGM.

Kind regards,
Committee secretary
"""

DEDUCTIONS_PY = """     1\t\"\"\"Drying deductions. TODO(2026): bands hard-coded from the 2025 email.\"\"\"
     2\t
     3\tBASE = 12.5
     4\tBANDS = [
     5\t    # (low, high, shrink_per_point_pct, fee_per_t)
     6\t    (12.6, 14.0, 1.1, 3.80),
     7\t    (14.1, 16.0, 1.3, 6.00),
     8\t]
     9\t
    10\t
    11\tdef deduction(net_kg, moisture):
    12\t    for low, high, shrink, fee in BANDS:
    13\t        if low <= moisture <= high:
    14\t            points = moisture - BASE
    15\t            shrink_kg = round(net_kg * points * shrink / 100)
    16\t            fee_amount = round(net_kg / 1000 * fee, 2)
    17\t            return shrink_kg, fee_amount
    18\t    return 0, 0.0
"""

PYTEST_BANDS = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
django: version: 5.1.3, settings: coop.settings.test (from ini)
rootdir: /home/tobias/work/coop-backoffice
configfile: pyproject.toml
plugins: django-4.9.0, xdist-3.6.1, cov-5.0.0
collected 27 items

grading/tests/test_bands.py::test_band_lookup_edges[12.5-None] PASSED                  [  3%]
grading/tests/test_bands.py::test_band_lookup_edges[12.6-A] PASSED                     [  7%]
grading/tests/test_bands.py::test_band_lookup_edges[14.0-A] PASSED                     [ 11%]
grading/tests/test_bands.py::test_band_lookup_edges[14.1-B] PASSED                     [ 14%]
grading/tests/test_bands.py::test_band_lookup_edges[16.0-B] PASSED                     [ 18%]
grading/tests/test_bands.py::test_band_lookup_edges[16.1-REJECT] PASSED                [ 22%]
grading/tests/test_bands.py::test_bands_are_per_commodity PASSED                       [ 25%]
grading/tests/test_bands.py::test_valid_from_picks_current_season PASSED               [ 29%]
grading/tests/test_deductions.py::test_band_a_shrink_per_point PASSED                  [ 33%]
grading/tests/test_deductions.py::test_band_b_shrink_per_point PASSED                  [ 37%]
grading/tests/test_deductions.py::test_fee_band_a PASSED                               [ 40%]
grading/tests/test_deductions.py::test_fee_band_b PASSED                               [ 44%]
grading/tests/test_deductions.py::test_no_deduction_at_or_below_base PASSED            [ 48%]
grading/tests/test_deductions.py::test_decimal_not_float PASSED                        [ 51%]
grading/tests/test_deductions.py::test_load_deduction_not_rounded PASSED               [ 55%]
grading/tests/test_deductions.py::test_rejects_above_16_without_dryer PASSED           [ 59%]
statements/tests/test_statement.py::test_shrink_and_fee_separate_lines PASSED          [ 62%]
statements/tests/test_statement.py::test_shrink_rounded_once_per_statement PASSED      [ 66%]
statements/tests/test_statement.py::test_sixty_loads_rounding_matches_sum PASSED       [ 70%]
statements/tests/test_statement.py::test_fee_rounded_to_cents_once PASSED              [ 74%]
statements/tests/test_statement.py::test_statement_pdf_columns PASSED                  [ 77%]
statements/tests/test_statement.py::test_zero_loads_statement_skipped PASSED           [ 81%]
payments/tests/test_amounts.py::test_payment_uses_statement_total PASSED               [ 85%]
payments/tests/test_amounts.py::test_negative_statement_not_paid PASSED                [ 88%]
grading/tests/test_migrations.py::test_0041_loads_2026_bands PASSED                    [ 92%]
grading/tests/test_migrations.py::test_0041_reversible PASSED                          [ 96%]
grading/tests/test_admin.py::test_band_admin_readonly_after_valid_from PASSED          [100%]

============================== 27 passed in 4.18s ==============================
"""


def _xmllint_errors() -> str:
    members = ["00123", "00187", "00219", "00302", "00341", "00388", "00412", "00465", "00507", "00561", "00604",
               "00688", "00713", "00790"]
    lengths = [263, 187, 151, 244, 169, 301, 145, 206, 158, 263, 178, 225, 149, 190]
    out = []
    line = 1184
    for m, n in zip(members, lengths):
        out.append(f"out/KPC-2026-W45.xml:{line}: element Ustrd: Schemas validity error : Element "
                   f"'{{urn:iso:std:iso:20022:tech:xsd:pain.001.001.03}}Ustrd': [facet 'maxLength'] The value "
                   f"'KPC W45 M{m} W-S07-2026-0182...' has a length of '{n}'; this exceeds the allowed maximum "
                   f"length of '140'.")
        line += 41 + (n % 7)
    out.append("out/KPC-2026-W45.xml fails to validate")
    return "\n".join(out) + "\n"


PAIN002 = """<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr>
      <MsgId>FMB-STS-20261109-000318</MsgId>
      <CreDtTm>2026-11-09T14:52:07</CreDtTm>
      <InitgPty><Nm>FENMARK BANK H2H</Nm></InitgPty>
    </GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>KPC-2026-W45</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>
      <OrgnlNbOfTxs>612</OrgnlNbOfTxs>
      <OrgnlCtrlSum>3912448.17</OrgnlCtrlSum>
      <GrpSts>RJCT</GrpSts>
      <StsRsnInf>
        <Rsn><Cd>FF01</Cd></Rsn>
        <AddtlInf>File format incomplete or invalid</AddtlInf>
      </StsRsnInf>
    </OrgnlGrpInfAndSts>
  </CstmrPmtStsRpt>
</Document>"""


SESSIONS = [
    {
        "id": "h54-cc-backoffice-drying-bands",
        "project": BO,
        "start": datetime(2026, 11, 3, 8, 50),
        "branch": "tobias/drying-bands-2026",
        "about": "coop-backoffice: a forwarded committee email with drying deduction bands; the person confirms "
                 "wheat/barley bands, sets band B's fee to 6.50 (not ratified) and later back to 7.00 after an "
                 "email vote; canola skipped; flat standing rule that deductions are never rounded per load, only "
                 "once on the statement (with a story from 2023); Decimal instead of float; MoistureBand table "
                 "with valid_from",
        "steps": [
            ("user", "morning. the grain committee finally sent the drying deduction bands for this harvest, "
                     "email below. can you turn it into a proper MoistureBand table + the calc in "
                     "grading/deductions.py? the current one is hard-coded from last year\n\n" + COMMITTEE_EMAIL),
            tool("Read", {"file_path": f"{BO}/grading/deductions.py"}, DEDUCTIONS_PY),
            bash("rg -n 'deduction\\(' --type py | grep -v tests",
                 "statements/build.py:88:        shrink_kg, fee = deduction(load.net_kg, load.moisture)\n"
                 "grading/views.py:141:    shrink_kg, fee = deduction(ticket.net_kg, result.moisture)\n"
                 "api/serializers.py:57:        return deduction(obj.net_kg, obj.moisture)[0]\n"),
            ("assistant", "Current state: the bands are a module-level list of floats from 2025 (1.1 % / $3.80 and "
                          "1.3 % / $6.00), and `deduction()` rounds the shrink to whole kilograms and the fee to "
                          "cents on every load. It's called from the statement builder, the grading view and the "
                          "API serializer.\n\nPlan:\n\n1. `MoistureBand` model: commodity, band code, low, high "
                          "(inclusive, `Decimal`), shrink per point, fee per tonne, `valid_from` date, so next "
                          "season is a new set of rows rather than a code change.\n2. A data migration with the "
                          "2026/27 rows for wheat and barley from the email, `valid_from = 2026-11-01`.\n3. "
                          "`deduction()` switches to `Decimal` throughout (floats give you 0.30000000000000004 "
                          "style drift once you sum hundreds of loads) and looks the band up by commodity and "
                          "date.\n4. Above 16.0 % returns a reject marker; whether a dryer site may still take "
                          "it is the receival rules' business.\n\nTwo questions before I write it: band B's $7.00 "
                          "has the '(*) subject to board ratification' note, and canola has a base and shrink but "
                          "no fees. What goes in?"),
            ("user", "wheat and barley bands exactly as in the email. but the 7.00 for band B didn't pass yet, the "
                     "board votes at the december meeting, so put 6.50 for now, that's what the board agreed to "
                     "as interim. canola: ignore completely, the subcommittee hasn't said a word and I'm not "
                     "guessing"),
            tool("Write", {"file_path": f"{BO}/grading/models_bands.py",
                           "content": "from decimal import Decimal\nfrom django.db import models\n\n\nclass "
                                      "MoistureBand(models.Model):\n    commodity = models.CharField(max_length=16)"
                                      "  # WHEAT, BARLEY\n    code = models.CharField(max_length=8)  # A, B\n    "
                                      "low = models.DecimalField(max_digits=4, decimal_places=1)\n    high = "
                                      "models.DecimalField(max_digits=4, decimal_places=1)\n    base = "
                                      "models.DecimalField(max_digits=4, decimal_places=1)\n    "
                                      "shrink_per_point_pct = models.DecimalField(max_digits=4, decimal_places=2)\n"
                                      "    fee_per_t = models.DecimalField(max_digits=6, decimal_places=2)\n    "
                                      "valid_from = models.DateField()\n\n    class Meta:\n        unique_together "
                                      "= [(\"commodity\", \"code\", \"valid_from\")]\n"},
                 f"File created successfully at: {BO}/grading/models_bands.py"),
            bash("python manage.py makemigrations grading -n moisture_bands && python manage.py makemigrations "
                 "grading --empty -n load_2026_bands",
                 "Migrations for 'grading':\n  grading/migrations/0040_moisture_bands.py\n    + Create model "
                 "MoistureBand\nMigrations for 'grading':\n  grading/migrations/0041_load_2026_bands.py\n"),
            tool("Edit", {"file_path": f"{BO}/grading/migrations/0041_load_2026_bands.py",
                          "old_string": "    operations = [\n    ]\n",
                          "new_string": "    operations = [\n        migrations.RunPython(load, unload),\n    ]\n\n"
                                        "ROWS = [\n    # commodity, code, low, high, base, shrink/pt %, fee/t\n"
                                        "    (\"WHEAT\", \"A\", \"12.6\", \"14.0\", \"12.5\", \"1.20\", \"4.00\"),\n"
                                        "    (\"WHEAT\", \"B\", \"14.1\", \"16.0\", \"12.5\", \"1.40\", \"6.50\"),\n"
                                        "    (\"BARLEY\", \"A\", \"12.6\", \"14.0\", \"12.5\", \"1.20\", \"4.00\"),\n"
                                        "    (\"BARLEY\", \"B\", \"14.1\", \"16.0\", \"12.5\", \"1.40\", \"6.50\"),\n"
                                        "]\nVALID_FROM = date(2026, 11, 1)\n"},
                 "The file has been updated."),
            ("assistant", "Rows are in the migration with band B at $6.50. Now `deduction()` itself. One thing to "
                          "settle: today it rounds the shrink to whole kilograms on every load "
                          "(`round(net_kg * points * shrink / 100)`). Do you want to keep per-load rounding, or "
                          "carry the exact value and round somewhere else?"),
            ("user", "We never round the deduction per load. Every load carries the deduction at full precision and "
                     "it gets rounded once, on the member statement, to the whole kilo (and the fee to the cent). "
                     "In 2023 we rounded per load and a member with 60 loads of canola lost 29 kg to rounding, it "
                     "became the main topic at the AGM. never again. the current code is the old code, that's why "
                     "it still does it"),
            tool("Write", {"file_path": f"{BO}/grading/deductions.py",
                           "content": "\"\"\"Drying deductions from MoistureBand rows.\n\nNo rounding here: a load "
                                      "carries shrink and fee at full precision. statements.build rounds\nonce per "
                                      "statement (shrink to the kilo, fee to the cent).\n\"\"\"\nfrom decimal import "
                                      "Decimal\n\nfrom .models_bands import MoistureBand\n\nREJECT = object()\n\n\n"
                                      "def deduction(commodity, net_kg: int, moisture: Decimal, on):\n    band = "
                                      "(MoistureBand.objects.filter(commodity=commodity, valid_from__lte=on,\n"
                                      "                                        low__lte=moisture, high__gte=moisture)"
                                      "\n            .order_by(\"-valid_from\").first())\n    if band is None:\n"
                                      "        if moisture > Decimal(\"16.0\"):\n            return REJECT\n        "
                                      "return Decimal(0), Decimal(0)\n    points = moisture - band.base\n    "
                                      "shrink_kg = Decimal(net_kg) * points * band.shrink_per_point_pct / 100\n    "
                                      "fee = Decimal(net_kg) / 1000 * band.fee_per_t\n    return shrink_kg, fee\n"},
                 f"File updated successfully at: {BO}/grading/deductions.py"),
            tool("Edit", {"file_path": f"{BO}/statements/build.py",
                          "old_string": "        shrink_kg, fee = deduction(load.net_kg, load.moisture)\n"
                                        "        lines.append(Line(load, shrink_kg=shrink_kg, fee=fee))\n",
                          "new_string": "        shrink, fee = deduction(load.commodity, load.net_kg, load.moisture, "
                                        "load.weighed_on)\n        lines.append(Line(load, shrink_exact=shrink, "
                                        "fee_exact=fee))\n    # the one and only rounding: per statement\n    "
                                        "stmt.shrink_kg = sum(l.shrink_exact for l in lines).quantize(Decimal(\"1\"))"
                                        "\n    stmt.drying_fee = sum(l.fee_exact for l in lines).quantize(Decimal("
                                        "\"0.01\"))\n"},
                 "The file has been updated."),
            bash("python -m pytest grading statements payments/tests/test_amounts.py -q -p no:cacheprovider -v "
                 "2>&1 | tail -n 40", PYTEST_BANDS),
            ("assistant", "27 passed. `test_sixty_loads_rounding_matches_sum` is the 2023 case: 60 loads whose "
                          "per-load rounding would drift, and the statement total now equals the rounded sum of "
                          "exact values. The statement shows shrink and fee as separate lines, as the email asks."),
            ("user", "oh wait, board secretary just pinged me: the 7.00 for band B passed by email vote this "
                     "morning, she's sending the minutes later. change it back to 7.00"),
            tool("Edit", {"file_path": f"{BO}/grading/migrations/0041_load_2026_bands.py",
                          "old_string": "    (\"WHEAT\", \"B\", \"14.1\", \"16.0\", \"12.5\", \"1.40\", \"6.50\"),\n"
                                        "    (\"BARLEY\", \"A\", \"12.6\", \"14.0\", \"12.5\", \"1.20\", \"4.00\"),\n"
                                        "    (\"BARLEY\", \"B\", \"14.1\", \"16.0\", \"12.5\", \"1.40\", \"6.50\"),\n",
                          "new_string": "    (\"WHEAT\", \"B\", \"14.1\", \"16.0\", \"12.5\", \"1.40\", \"7.00\"),\n"
                                        "    (\"BARLEY\", \"A\", \"12.6\", \"14.0\", \"12.5\", \"1.20\", \"4.00\"),\n"
                                        "    (\"BARLEY\", \"B\", \"14.1\", \"16.0\", \"12.5\", \"1.40\", \"7.00\"),\n"},
                 "The file has been updated."),
            bash("python -m pytest grading -q 2>&1 | tail -n 1 && git add -A && git commit -qm 'grading: "
                 "MoistureBand table, 2026/27 drying bands, no per-load rounding' && git log -1 --oneline",
                 "16 passed in 2.71s\n8e41d07 grading: MoistureBand table, 2026/27 drying bands, no per-load "
                 "rounding\n"),
            ("assistant", "Done, on `tobias/drying-bands-2026` as 8e41d07:\n\n- `MoistureBand` table "
                          "(`valid_from` 2026-11-01), wheat and barley: base 12.5 %; band A 12.6-14.0 % at 1.2 % "
                          "shrink per point and $4.00/t; band B 14.1-16.0 % at 1.4 % per point and $7.00/t "
                          "(ratified this morning); above 16.0 % is a reject marker.\n- Canola: not loaded.\n- "
                          "`deduction()` uses `Decimal` and never rounds; the statement rounds once (shrink to the "
                          "kilo, fee to the cent).\n- The fees come up again at the February meeting; that'll be a "
                          "new set of rows with a new `valid_from`, no code change."),
        ],
        "facts": [
            fact("base-moisture", "Wheat and barley drying deductions count per point above a base moisture of "
                                  "12.5% (receival standard).",
                 "config", "user", ["12.5"]),
            fact("band-a", "Drying band A (12.6-14.0% moisture): shrink 1.2% of net weight per point above base and "
                           "a drying fee of $4.00/t.",
                 "config", "user", ["1.2", "4.00"]),
            fact("band-b", "Drying band B (14.1-16.0% moisture): shrink 1.4% per point and a fee of $7.00/t "
                           "(ratified by email vote; 6.50 was set briefly as the interim value).",
                 "config", "user", ["1.4", "7.00"]),
            fact("no-per-load-rounding", "Standing rule: drying deductions are never rounded per load; each load "
                                         "carries full precision and rounding happens once on the member "
                                         "statement (shrink to the whole kilo, fee to the cent).",
                 "rule", "user", ["per load", "statement"], remember=True),
        ],
        "optional": [
            opt("canola-skipped", "Canola bands are not loaded until the canola subcommittee confirms fees.",
                ["canola", "subcommittee"]),
            opt("moistureband-table", "Bands live in the MoistureBand table with valid_from, using Decimal.",
                ["MoistureBand", "valid_from"]),
        ],
        "questions": [
            q("What base moisture do wheat drying deductions start from?", "12.5%", ["base-moisture"]),
            q("What shrink and fee apply in drying band B?", "1.4% per point and $7.00/t", ["band-b"]),
            q("Where is the drying deduction rounded?",
              "once on the member statement to the whole kilo, never per load", ["no-per-load-rounding"]),
            q("Why are there no canola bands in the table?", "the canola subcommittee has not confirmed",
              ["canola-skipped"]),
        ],
    },
    {
        "id": "h54-cc-backoffice-payment-file-rejected",
        "project": BO,
        "start": datetime(2026, 11, 9, 15, 20),
        "about": "coop-backoffice: the bank rejects the W45 pain.001 payment file (FF01); first guess a BOM / "
                 "encoding problem (ruled out); xmllint against the XSD finds Ustrd over 140 characters because the "
                 "remittance joins every ticket number; options truncate / statement number only / split payments, "
                 "person picks 'the second one'; one-off 'for today always --dry-run'; standing rule 'burn this "
                 "into your memory' to validate with xmllint against the XSD; bank cut-off Thursday 15:00",
        "steps": [
            ("user", "bank bounced this week's payment run. their status report:\n\n" + PAIN002 + "\n\nrun "
                     "2026-W45, 612 payments, 3.9M. if it's not at the bank before the thursday 15:00 cut-off "
                     "members get paid next monday and my phone melts. go"),
            bash("ls -la out/ | tail -n 4 && head -c 120 out/KPC-2026-W45.xml | xxd | head -n 4",
                 "-rw-r--r-- 1 tobias tobias 1874410 Nov  2 11:02 KPC-2026-W44.xml\n"
                 "-rw-r--r-- 1 tobias tobias 1911873 Nov  9 11:04 KPC-2026-W45.xml\n"
                 "-rw-r--r-- 1 tobias tobias     812 Nov  9 14:55 KPC-2026-W45.pain002.xml\n"
                 "drwxr-xr-x 2 tobias tobias    4096 Nov  9 11:04 sent\n"
                 "00000000: 3c3f 786d 6c20 7665 7273 696f 6e3d 2231  <?xml version=\"1\n"
                 "00000010: 2e30 2220 656e 636f 6469 6e67 3d22 5554  .0\" encoding=\"UT\n"
                 "00000020: 462d 3822 3f3e 0a3c 446f 6375 6d65 6e74  F-8\"?>.<Document\n"
                 "00000030: 2078 6d6c 6e73 3d22 7572 6e3a 6973 6f3a   xmlns=\"urn:iso:\n"),
            ("assistant", "FF01 is the bank's catch-all for 'didn't parse or didn't validate'. My first bet was an "
                          "encoding problem: last month's Django upgrade touched the XML writer, and a UTF-8 BOM in "
                          "front of the declaration is a classic FF01. But the file starts with `<?xml` directly, "
                          "no BOM (`3c3f`), and declares UTF-8. W44 went through with the same header. So it's not "
                          "the encoding; let me validate the file against the schema the bank uses."),
            bash("xmllint --noout --schema schemas/pain.001.001.03.xsd out/KPC-2026-W45.xml 2>&1 | tail -n 16",
                 _xmllint_errors()),
            bash("sed -n '60,84p' payments/pain001.py",
                 "    def _remittance(self, payment):\n"
                 "        tickets = \" \".join(t.no for t in payment.statement.tickets.order_by(\"no\"))\n"
                 "        return f\"KPC {self.week_label} M{payment.member.no} {tickets}\"\n\n"
                 "    def _cdt_trf_tx_inf(self, payment):\n"
                 "        tx = E(\"CdtTrfTxInf\")\n"
                 "        pmt_id = SE(tx, \"PmtId\")\n"
                 "        SE(pmt_id, \"EndToEndId\").text = payment.end_to_end_id\n"
                 "        amt = SE(tx, \"Amt\")\n"
                 "        SE(amt, \"InstdAmt\", Ccy=\"AUD\").text = f\"{payment.amount:.2f}\"\n"
                 "        SE(SE(tx, \"CdtrAgt\"), \"FinInstnId\")\n"
                 "        SE(SE(tx, \"Cdtr\"), \"Nm\").text = payment.member.account_name[:70]\n"
                 "        SE(SE(SE(tx, \"CdtrAcct\"), \"Id\"), \"Othr\")\n"
                 "        rmt = SE(SE(tx, \"RmtInf\"), \"Ustrd\")\n"
                 "        rmt.text = self._remittance(payment)\n"
                 "        return tx\n"),
            ("assistant", "Found it. 14 payments fail the schema: `<Ustrd>` (unstructured remittance information) "
                          "is limited to 140 characters in pain.001.001.03, and `_remittance()` joins *every* "
                          "ticket number of the member's statement into it. A ticket number like "
                          "`W-S07-2026-018201` is 17 characters plus a space, so anyone with more than about six "
                          "loads in the week overflows; this is the first week of real harvest volume, which is why "
                          "W44 passed. The bank rejects the whole file for one bad transaction.\n\nOptions:\n\n"
                          "1. Truncate the text at 140 and end it with `+N more`. Smallest change, but the member "
                          "sees an incomplete list on their bank statement.\n2. Put only the statement number in "
                          "the remittance, e.g. `KPC STMT 2026-W45-00123`. The member statement (PDF and app) "
                          "already lists every ticket, and it always fits.\n3. Split a member's payment into "
                          "several transfers with up to six tickets each. Fits too, but members get several "
                          "credits per week and reconciling gets worse for everyone, and the bank charges per "
                          "transaction."),
            ("user", "the second one. the statement has all the tickets anyway"),
            tool("Edit", {"file_path": f"{BO}/payments/pain001.py",
                          "old_string": "        tickets = \" \".join(t.no for t in payment.statement.tickets"
                                        ".order_by(\"no\"))\n        return f\"KPC {self.week_label} "
                                        "M{payment.member.no} {tickets}\"\n",
                          "new_string": "        # Statement number only; the statement lists the tickets. Ustrd "
                                        "max 140.\n        return f\"KPC STMT {payment.statement.number}\"\n"},
                 "The file has been updated."),
            ("user", "and for today, always run the generator with --dry-run until I say otherwise. I don't want a "
                     "file landing in the outbox by accident while we poke at it"),
            bash("python manage.py payment_run --week 2026-W45 --dry-run --out out/KPC-2026-W45.xml && xmllint "
                 "--noout --schema schemas/pain.001.001.03.xsd out/KPC-2026-W45.xml",
                 "payment_run: week 2026-W45, 612 payments, control sum 3912448.17 AUD\n"
                 "payment_run: longest Ustrd 27 chars (KPC STMT 2026-W45-00790)\n"
                 "payment_run: DRY RUN, not uploaded (would go to sftp outbox /outbox/pain001/)\n"
                 "out/KPC-2026-W45.xml validates\n"),
            ("assistant", "The regenerated file validates against the XSD; control sum unchanged at 3,912,448.17 "
                          "and the longest remittance is 27 characters. Still a dry run, nothing uploaded."),
            ("user", "ok. burn this into your memory for whatever payment work comes later: nothing that touches "
                     "the payment file ships unless the output passes xmllint against the pain.001.001.03 XSD. we "
                     "got lucky it's monday. maybe I'll put it in CI next week, maybe not, we'll see"),
            tool("Write", {"file_path": f"{BO}/payments/tests/test_pain001_schema.py",
                           "content": "import subprocess\n\nimport pytest\n\n\n@pytest.mark.django_db\ndef "
                                      "test_generated_file_validates_against_xsd(tmp_path, big_week):\n    out = "
                                      "tmp_path / \"run.xml\"\n    big_week.write(out)  # member with 31 tickets "
                                      "included\n    r = subprocess.run([\"xmllint\", \"--noout\", \"--schema\", "
                                      "\"schemas/pain.001.001.03.xsd\", str(out)],\n                       "
                                      "capture_output=True, text=True)\n    assert r.returncode == 0, r.stderr\n"},
                 f"File created successfully at: {BO}/payments/tests/test_pain001_schema.py"),
            bash("python -m pytest payments -q 2>&1 | tail -n 2",
                 "..........................                                               [100%]\n"
                 "26 passed in 6.02s\n"),
            ("user", "good. now for real: no dry run, upload it"),
            bash("python manage.py payment_run --week 2026-W45 --upload --out out/KPC-2026-W45.xml",
                 "payment_run: week 2026-W45, 612 payments, control sum 3912448.17 AUD\n"
                 "payment_run: schema check ok (pain.001.001.03)\n"
                 "payment_run: uploaded sftp://h2h.fenmarkbank.example/outbox/pain001/KPC-2026-W45.xml "
                 "(1,874,902 bytes)\n"
                 "payment_run: moved to out/sent/KPC-2026-W45.xml\n"),
            ("assistant", "Uploaded to the bank's outbox; the pain.002 status usually comes back within the hour. "
                          "Summary:\n\n- **Cause:** `<Ustrd>` over 140 characters for 14 members, because the "
                          "remittance joined all their ticket numbers. Not the encoding; there was no BOM.\n- "
                          "**Fix:** the remittance is now just the statement number (`KPC STMT 2026-W45-00123`).\n"
                          "- **Check:** a test runs xmllint against the pain.001.001.03 XSD on a week with a "
                          "31-ticket member.\n- Plenty of time before Thursday 15:00."),
        ],
        "facts": [
            fact("ustrd-overflow", "The bank rejected the W45 pain.001 file (FF01) because the Ustrd remittance "
                                   "text joined every ticket number of a statement and exceeded 140 characters for "
                                   "members with many loads; encoding/BOM was not the cause.",
                 "bugfix", "assistant", ["Ustrd", "140"]),
            fact("statement-number", "Payment remittance information now carries only the statement number (KPC "
                                     "STMT 2026-W45-00123); the statement lists the tickets. Chosen over "
                                     "truncating or splitting payments.",
                 "decision", "user", ["statement number"]),
            fact("xmllint-rule", "Standing rule: any change touching the payment file ships only if the output "
                                 "passes xmllint against the pain.001.001.03 XSD.",
                 "rule", "user", ["xmllint", "XSD"], remember=True),
            fact("cutoff", "The bank cut-off for the weekly payment run is Thursday 15:00; after that members are "
                           "paid the next Monday.",
                 "config", "user", ["Thursday", "15:00"]),
        ],
        "optional": [
            opt("not-bom", "The file had no BOM; encoding was ruled out.", ["BOM"]),
            opt("outbox", "Payment files are uploaded to the bank's SFTP outbox /outbox/pain001/.",
                ["/outbox/pain001/"]),
        ],
        "questions": [
            q("Why did the bank reject the W45 payment file?",
              "the Ustrd remittance joined every ticket number and exceeds 140 characters", ["ustrd-overflow"]),
            q("What goes in the remittance of a member payment now?", "only the statement number",
              ["statement-number"]),
            q("What check must a change to the payment file pass?",
              "xmllint against the pain.001.001.03 XSD", ["xmllint-rule"]),
        ],
    },
    {
        "id": "h54-cc-backoffice-void-ticket",
        "project": BO,
        "start": datetime(2026, 11, 10, 10, 5),
        "about": "coop-backoffice: support wants a duplicate weighbridge ticket deleted; the assistant's quick "
                 "delete is refused: permanent policy that a ticket is never deleted, only voided (auditor checks "
                 "the sequence); void admin action built with a free-text reason, then switched to a fixed "
                 "VoidReason list; voiding publishes ticket.voided on kpc.tickets; payment runs already skip "
                 "VOID; the duplicate is voided",
        "steps": [
            ("user", "support ticket came in: Brindle Creek (S07) printed W-S07-2026-018233 twice. second one is a "
                     "dup, same truck, same minute, printer jammed and the operator pressed again. they want it "
                     "deleted so the member's statement isn't doubled. how do we do that cleanly"),
            bash("python manage.py shell -c \"from tickets.models import Ticket; [print(t.no, t.rego, t.gross_kg, "
                 "t.tare_kg, t.net_kg, t.status, t.member_id, t.created_at) for t in "
                 "Ticket.objects.filter(site='S07', rego='HVN-330', created_at__date='2026-11-09')]\"",
                 "W-S07-2026-018232 HVN-330 28410 11960 16450 COMPLETE 412 2026-11-09 13:41:07+10:30\n"
                 "W-S07-2026-018233 HVN-330 28410 11960 16450 COMPLETE 412 2026-11-09 13:41:52+10:30\n"),
            ("assistant", "Two complete tickets, same truck, same weights, 45 seconds apart: 018233 is the "
                          "duplicate. The quickest route would be to delete the row for 018233 "
                          "(`Ticket.objects.get(no=...).delete()`) after checking nothing references it yet; the "
                          "W46 statement isn't built until Sunday, so nothing does."),
            ("user", "NO delete. and not a today-thing either, this is how it is forever: a weighbridge ticket never "
                     "gets deleted. it gets voided, status VOID, who did it, when, why, and the row stays in the "
                     "table. ticket numbers per site have to run without holes, the trade measurement auditor "
                     "checks the sequence every year and a missing number is a finding"),
            tool("Read", {"file_path": f"{BO}/tickets/admin.py"},
                 "     1\tfrom django.contrib import admin\n     2\t\n     3\tfrom .models import Ticket\n     4\t\n"
                 "     5\t\n     6\t@admin.register(Ticket)\n     7\tclass TicketAdmin(admin.ModelAdmin):\n"
                 "     8\t    list_display = (\"no\", \"site\", \"rego\", \"net_kg\", \"status\", \"member\")\n"
                 "     9\t    list_filter = (\"site\", \"status\", \"commodity\")\n"
                 "    10\t    search_fields = (\"no\", \"rego\", \"member__no\")\n"
                 "    11\t    readonly_fields = (\"gross_kg\", \"tare_kg\", \"net_kg\")\n"),
            bash("rg -n 'status' tickets/models.py payments/selectors.py | head -n 12",
                 "tickets/models.py:14:    class Status(models.TextChoices):\n"
                 "tickets/models.py:15:        OPEN = \"OPEN\"\n"
                 "tickets/models.py:16:        GROSS = \"GROSS\"\n"
                 "tickets/models.py:17:        COMPLETE = \"COMPLETE\"\n"
                 "tickets/models.py:18:        VOID = \"VOID\"\n"
                 "tickets/models.py:31:    status = models.CharField(max_length=10, choices=Status.choices, "
                 "default=Status.OPEN)\n"
                 "payments/selectors.py:22:    return Ticket.objects.filter(member=member, status=Ticket.Status."
                 "COMPLETE,\n"),
            ("assistant", "Understood, no deletes. The model already has a `VOID` status but nothing sets it, and "
                          "the admin still allows delete. I'll:\n\n1. add `voided_by`, `voided_at`, `void_reason` "
                          "(free text, required);\n2. `has_delete_permission` returns False for tickets, in the "
                          "admin and for bulk delete;\n3. a 'Void selected tickets' admin action with a form for "
                          "the reason, plus `manage.py void_ticket` for support scripts.\n\nPayments select "
                          "`status=COMPLETE`, so a voided ticket drops out of statements and payment runs without "
                          "extra code."),
            tool("Edit", {"file_path": f"{BO}/tickets/models.py",
                          "old_string": "    status = models.CharField(max_length=10, choices=Status.choices, "
                                        "default=Status.OPEN)\n",
                          "new_string": "    status = models.CharField(max_length=10, choices=Status.choices, "
                                        "default=Status.OPEN)\n    voided_by = models.ForeignKey(\"auth.User\", "
                                        "null=True, blank=True, on_delete=models.PROTECT, related_name=\"+\")\n    "
                                        "voided_at = models.DateTimeField(null=True, blank=True)\n    void_reason = "
                                        "models.TextField(blank=True)\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{BO}/tickets/admin.py",
                          "old_string": "    readonly_fields = (\"gross_kg\", \"tare_kg\", \"net_kg\")\n",
                          "new_string": "    readonly_fields = (\"gross_kg\", \"tare_kg\", \"net_kg\", \"voided_by\", "
                                        "\"voided_at\", \"void_reason\")\n    actions = [\"void_selected\"]\n\n    def "
                                        "has_delete_permission(self, request, obj=None):\n        return False  # "
                                        "tickets are voided, never deleted\n"},
                 "The file has been updated."),
            bash("python manage.py makemigrations tickets -n ticket_void_fields && python -m pytest tickets -q "
                 "2>&1 | tail -n 2",
                 "Migrations for 'tickets':\n  tickets/migrations/0027_ticket_void_fields.py\n    + Add field "
                 "voided_by to ticket\n    + Add field voided_at to ticket\n    + Add field void_reason to "
                 "ticket\n..................                                                       [100%]\n"
                 "18 passed in 3.40s\n"),
            ("user", "hmm, thinking about it. free text reasons will be garbage within a month: 'dup', 'oops', "
                     "'x', 'see email'. make it a fixed list: duplicate, wrong member, wrong commodity, test ticket, "
                     "other. and other needs a note, the rest can have one"),
            tool("Edit", {"file_path": f"{BO}/tickets/models.py",
                          "old_string": "    void_reason = models.TextField(blank=True)\n",
                          "new_string": "    class VoidReason(models.TextChoices):\n        DUPLICATE = "
                                        "\"DUPLICATE\", \"duplicate\"\n        WRONG_MEMBER = \"WRONG_MEMBER\", "
                                        "\"wrong member\"\n        WRONG_COMMODITY = \"WRONG_COMMODITY\", \"wrong "
                                        "commodity\"\n        TEST = \"TEST\", \"test ticket\"\n        OTHER = "
                                        "\"OTHER\", \"other\"\n\n    void_reason = models.CharField(max_length=16, "
                                        "choices=VoidReason.choices, blank=True)\n    void_note = "
                                        "models.TextField(blank=True)  # required when void_reason is OTHER\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{BO}/tickets/services.py",
                           "content": "from django.db import transaction\nfrom django.utils import timezone\n\n"
                                      "from events.publish import publish\nfrom .models import Ticket\n\n\nclass "
                                      "VoidError(Exception):\n    pass\n\n\n@transaction.atomic\ndef void_ticket("
                                      "ticket: Ticket, user, reason: str, note: str = \"\") -> Ticket:\n    if "
                                      "ticket.status == Ticket.Status.VOID:\n        raise VoidError(\"already "
                                      "void\")\n    if reason == Ticket.VoidReason.OTHER and not note.strip():\n"
                                      "        raise VoidError(\"reason 'other' needs a note\")\n    ticket.status "
                                      "= Ticket.Status.VOID\n    ticket.voided_by, ticket.voided_at = user, "
                                      "timezone.now()\n    ticket.void_reason, ticket.void_note = reason, note\n"
                                      "    ticket.save()\n    transaction.on_commit(lambda: publish(\"kpc.tickets\","
                                      " \"ticket.voided\", {\"no\": ticket.no, \"site\": ticket.site,\n"
                                      "        \"net_kg\": ticket.net_kg, \"commodity\": ticket.commodity, "
                                      "\"reason\": reason}))\n    return ticket\n"},
                 f"File created successfully at: {BO}/tickets/services.py"),
            ("assistant", "Switched to a `VoidReason` choice list (duplicate, wrong member, wrong commodity, test "
                          "ticket, other), with `void_note` required only for other. I also made voiding publish "
                          "a `ticket.voided` event on the `kpc.tickets` exchange after commit, the same exchange "
                          "the gateway publishes `ticket.finalised` on, so silo-stock and anything else listening "
                          "can take the load back out. Payment runs need nothing: they only pick COMPLETE."),
            bash("rm tickets/migrations/0027_ticket_void_fields.py && python manage.py makemigrations tickets -n "
                 "ticket_void && python -m pytest tickets payments -q 2>&1 | tail -n 2",
                 "Migrations for 'tickets':\n  tickets/migrations/0027_ticket_void.py\n    + Add field voided_by "
                 "to ticket\n    + Add field voided_at to ticket\n    + Add field void_reason to ticket\n    + "
                 "Add field void_note to ticket\n...........................................            [100%]\n"
                 "44 passed in 7.93s\n"),
            ("user", "good. deploy went through on staging? then void 018233 in prod, reason duplicate"),
            bash("kubectl -n backoffice exec deploy/backoffice -- python manage.py void_ticket "
                 "W-S07-2026-018233 --reason DUPLICATE --note 'printer jam, operator reprinted' --as tobias",
                 "voided W-S07-2026-018233 (S07, 16450 kg WHEAT, member 412) reason=DUPLICATE by tobias at "
                 "2026-11-10T11:02:44+10:30\nevent ticket.voided published to kpc.tickets\n"),
            ("assistant", "Done. W-S07-2026-018233 is VOID with reason duplicate; the row and its number stay, "
                          "so S07's sequence has no hole, and member 412's W46 statement will only include "
                          "018232."),
        ],
        "facts": [
            fact("never-delete", "Permanent policy: a weighbridge ticket is never deleted, only voided (status VOID, "
                                 "who, when, why) and the row stays; the trade measurement auditor checks every "
                                 "site's ticket number sequence for holes.",
                 "rule", "user", ["voided", "deleted"], remember=True),
            fact("void-reasons", "Void reasons are a fixed VoidReason list (duplicate, wrong member, wrong "
                                 "commodity, test ticket, other), with a note required for other; free text was "
                                 "tried first and dropped.",
                 "decision", "user", ["VoidReason", "wrong commodity"]),
            fact("voided-event", "Voiding a ticket publishes ticket.voided on the kpc.tickets exchange after commit; "
                                 "payment runs skip voided tickets because they select status COMPLETE.",
                 "fact", "assistant", ["ticket.voided", "kpc.tickets"]),
        ],
        "optional": [
            opt("void-command", "Support can void with manage.py void_ticket --reason ... --note ...",
                ["void_ticket"]),
            opt("018233-voided", "W-S07-2026-018233 was voided as a duplicate of 018232.", ["018233"]),
        ],
        "questions": [
            q("How do you get rid of a duplicate weighbridge ticket?",
              "never delete it; void it with a reason, status VOID, the row stays", ["never-delete"]),
            q("Which reasons can a ticket void have?",
              "duplicate, wrong member, wrong commodity, test ticket, other with a note", ["void-reasons"]),
            q("How do other services learn that a ticket was voided?",
              "a ticket.voided event on the kpc.tickets exchange", ["voided-event"]),
        ],
    },
]
