"""h53 Claude Code sessions, part c: billing-core (invoicing, VAT in the UK and Ireland, pet insurance claims)
in /home/ciaran/code/billing-core, and the vaccination reminders service in /home/priya/work/vax-reminders."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

BILLING = "/home/ciaran/code/billing-core"
REMINDERS = "/home/priya/work/vax-reminders"


def _pytest_lines(names: list[str], tail: str) -> str:
    width = 78
    out = ["============================= test session starts ==============================",
           "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0",
           "rootdir: /home/ciaran/code/billing-core", "configfile: pyproject.toml",
           "plugins: asyncio-0.24.0, cov-5.0.0, anyio-4.6.2",
           f"collected {len(names)} items", ""]
    for i, n in enumerate(names):
        pct = int(100 * (i + 1) / len(names))
        out.append(f"{n} PASSED".ljust(width) + f"[{pct:3d}%]")
    out.append("")
    out.append(tail)
    return "\n".join(out) + "\n"


VAT_NI = {
    "id": "h53-cc-billing-vat-ni",
    "project": BILLING,
    "start": datetime(2026, 11, 5, 9, 30),
    "branch": "fix/ni-vat",
    "about": "billing-core: Northern Ireland clinics invoiced at Irish 23% VAT; person's guess (rate table edited "
             "in admin) ruled out; cause: vat_rate_for() matched 'ireland' in the clinic address, which also hits "
             "'Northern Ireland'; fix: new clinics.vat_region (GB/IE) backfilled from the PMS country code, not "
             "currency; 312 invoices exported for finance (one-off); remember-request as an afterthought at the end "
             "of a long message: amounts are integer minor units, no floats; a float found in the CSV exporter",
    "steps": [
        ("user", "Morning. Finance flagged that the October invoices from Newry, Enniskillen and Omagh went out "
                 "with 23% VAT. Those three are in Northern Ireland, so UK VAT, 20%. First thought: somebody "
                 "fat-fingered the rate table in the admin again, can you check?"),
        bash("psql \"$BILLING_RO_URL\" -c \"select region, kind, rate, valid_from, updated_at, updated_by from "
             "vat_rates order by region, kind, valid_from\"",
             " region |   kind   | rate  | valid_from |          updated_at           | updated_by \n"
             "--------+----------+-------+------------+-------------------------------+------------\n"
             " GB     | standard | 20.00 | 2011-01-04 | 2024-02-12 10:02:51.118+00    | migration\n"
             " GB     | zero     |  0.00 | 2011-01-04 | 2024-02-12 10:02:51.118+00    | migration\n"
             " IE     | reduced  | 13.50 | 2024-02-12 | 2024-02-12 10:02:51.118+00    | migration\n"
             " IE     | standard | 23.00 | 2012-01-01 | 2024-02-12 10:02:51.118+00    | migration\n"
             " IE     | zero     |  0.00 | 2012-01-01 | 2024-02-12 10:02:51.118+00    | migration\n"
             "(5 rows)\n"),
        ("assistant", "The rate table is fine and hasn't been touched since the initial migration in 2024: GB "
                      "standard 20.00, IE standard 23.00. So the wrong rate must come from how a clinic is mapped to "
                      "a region. Let me find that code."),
        bash("rg -n 'def vat_rate_for' -A 14 billing",
             "billing/vat.py:22:def vat_rate_for(clinic: Clinic, kind: str = \"standard\", on: date | None = None) "
             "-> Decimal:\n"
             "billing/vat.py-23-    on = on or date.today()\n"
             "billing/vat.py-24-    # Irish clinics bill Irish VAT\n"
             "billing/vat.py-25-    if \"ireland\" in clinic.address.lower():\n"
             "billing/vat.py-26-        region = \"IE\"\n"
             "billing/vat.py-27-    else:\n"
             "billing/vat.py-28-        region = \"GB\"\n"
             "billing/vat.py-29-    return _rates.lookup(region, kind, on)\n"
             "billing/vat.py-30-\n"
             "billing/vat.py-31-\n"
             "billing/vat.py-32-def vat_breakdown(lines: list[InvoiceLine], clinic: Clinic) -> VatBreakdown:\n"
             "billing/vat.py-33-    ...\n"),
        bash("psql \"$BILLING_RO_URL\" -c \"select code, name, address from clinics where address ilike "
             "'%ireland%' order by code\"",
             " code |            name            |                         address                          \n"
             "------+----------------------------+----------------------------------------------------------\n"
             " BFS  | Fernlea Belfast            | 14 Lisburn Road, Belfast BT9 6AA, Northern Ireland\n"
             " CRK  | Fernlea Cork               | 3 Douglas Street, Cork T12 X8Y2, Ireland\n"
             " DUB1 | Fernlea Dublin Ranelagh    | 88 Ranelagh Road, Dublin 6 D06 K2F7, Ireland\n"
             " DUB2 | Fernlea Dublin Clontarf    | 9 Vernon Avenue, Dublin 3 D03 P6W1, Ireland\n"
             " ENK  | Fernlea Enniskillen        | 21 Darling Street, Enniskillen BT74 7DP, Northern Ireland\n"
             " GAL  | Fernlea Galway             | 40 Dominick Street, Galway H91 C2V9, Ireland\n"
             " KIL  | Fernlea Kilkenny           | 5 Patrick Street, Kilkenny R95 E4N3, Ireland\n"
             " LIM  | Fernlea Limerick           | 17 O'Connell Avenue, Limerick V94 H3K1, Ireland\n"
             " NRY  | Fernlea Newry              | 2 Hill Street, Newry BT34 1AR, Northern Ireland\n"
             " OMA  | Fernlea Omagh              | 33 High Street, Omagh BT78 1BD, Northern Ireland\n"
             "(10 rows)\n"),
        ("assistant", "Found it, and it isn't the admin. `vat_rate_for()` decides the region with a substring "
                      "check: `\"ireland\" in clinic.address.lower()`. \"Northern Ireland\" contains \"ireland\", so "
                      "Belfast, Enniskillen, Newry and Omagh all get region IE and 23%. Belfast too — finance may "
                      "not have noticed it yet.\n\n"
                      "Why only since October? `git log -S` shows the address format changed on 28 September: the "
                      "PMS sync started appending the country name to the address. Before that the NI addresses "
                      "ended at the postcode.\n\n"
                      "A proper fix: stop deriving tax from free text. Two candidates:\n"
                      "- a `vat_region` column on `clinics` (`GB` / `IE`), backfilled from the PMS country code "
                      "(VetOrbit has `GB` for NI clinics, `IE` for the Republic)\n"
                      "- derive it from the clinic's billing currency (GBP → GB, EUR → IE)"),
        ("user", "vat_region column, yes. not currency — Dublin bills a few UK customers in sterling on request, "
                 "currency is not the country. backfill it from the PMS country code and make it NOT NULL"),
        tool("Write", {"file_path": f"{BILLING}/migrations/versions/0042_clinic_vat_region.py", "content": "..."},
             "File created successfully at: migrations/versions/0042_clinic_vat_region.py\n\n"
             "revision = \"0042_clinic_vat_region\"\ndown_revision = \"0041_invoice_pdf_key\"\n\n\n"
             "def upgrade():\n"
             "    op.add_column(\"clinics\", sa.Column(\"vat_region\", sa.String(2), nullable=True))\n"
             "    op.execute(\"UPDATE clinics SET vat_region = pms_country_code\")\n"
             "    op.alter_column(\"clinics\", \"vat_region\", nullable=False)\n"
             "    op.create_check_constraint(\"clinics_vat_region_ck\", \"clinics\", \"vat_region IN ('GB', 'IE')\")\n\n\n"
             "def downgrade():\n"
             "    op.drop_constraint(\"clinics_vat_region_ck\", \"clinics\")\n"
             "    op.drop_column(\"clinics\", \"vat_region\")\n"),
        tool("Edit", {"file_path": f"{BILLING}/billing/vat.py",
                      "old_string": "    # Irish clinics bill Irish VAT\n    if \"ireland\" in clinic.address.lower():\n"
                                    "        region = \"IE\"\n    else:\n        region = \"GB\"\n"
                                    "    return _rates.lookup(region, kind, on)",
                      "new_string": "    return _rates.lookup(clinic.vat_region, kind, on)"},
             "The file billing/vat.py has been updated."),
        bash("alembic upgrade head && python -m pytest -q tests/test_vat.py -v 2>&1 | tail -20",
             "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
             "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
             "INFO  [alembic.runtime.migration] Running upgrade 0041_invoice_pdf_key -> 0042_clinic_vat_region, "
             "clinic vat region\n" +
             _pytest_lines(["tests/test_vat.py::test_gb_standard_rate",
                            "tests/test_vat.py::test_ie_standard_rate",
                            "tests/test_vat.py::test_ie_reduced_rate",
                            "tests/test_vat.py::test_northern_ireland_is_gb",
                            "tests/test_vat.py::test_address_is_ignored",
                            "tests/test_vat.py::test_dublin_in_sterling_still_ie",
                            "tests/test_vat.py::test_breakdown_rounding_per_line",
                            "tests/test_vat.py::test_zero_rated_lines"],
                           "============================== 8 passed in 0.62s ===============================")),
        bash("psql \"$BILLING_RO_URL\" -At -c \"select c.code, count(*), sum(i.vat_minor - round(i.net_minor * "
             "0.20)) from invoices i join clinics c on c.id = i.clinic_id where c.code in ('BFS','ENK','NRY','OMA') "
             "and i.issued_at >= '2026-09-28' group by c.code order by c.code\"",
             "BFS|74|91882\nENK|61|70334\nNRY|88|104215\nOMA|89|98770\n"),
        ("assistant", "312 invoices are affected since 28 September (Belfast 74, Enniskillen 61, Newry 88, Omagh "
                      "89), with £3,652.01 of VAT overcharged in total (365201 pence). The usual route would be "
                      "credit notes plus re-issued invoices — want me to generate those?"),
        ("user", "no, finance decides that, not us. just give them a CSV of the 312 on the finance-ops share"),
        bash("python -m billing.tools.export_invoices --clinics BFS,ENK,NRY,OMA --since 2026-09-28 "
             "--out /mnt/finance-ops/ni-vat-2026-11-05.csv && head -4 /mnt/finance-ops/ni-vat-2026-11-05.csv",
             "wrote 312 rows to /mnt/finance-ops/ni-vat-2026-11-05.csv\n"
             "invoice_no,clinic,issued_at,net,vat,gross,vat_rate\n"
             "FV-BFS-2026-004411,BFS,2026-09-28,182.5,41.975,224.475,23.0\n"
             "FV-BFS-2026-004412,BFS,2026-09-28,64.0,14.72,78.72,23.0\n"
             "FV-BFS-2026-004415,BFS,2026-09-29,410.33,94.3759,504.7059,23.0\n"),
        ("user", "right, that's done, cheers. while you're in there: the CSV went to the share, finance have it. "
                 "next week we do the insurance claims work, so keep the afternoon of the 13th in mind, I'll need "
                 "the claims hub docs open. honestly this whole vat module was a mess and wants a proper cleanup "
                 "someday but not today, I'm not opening that can of worms on a thursday. anyway thanks for the "
                 "quick find. oh — one more thing, for every future change in this repo: money is integer minor "
                 "units end to end, pence and cent, in the database, in the code and in the API payloads. no "
                 "floats, ever. and look at that CSV, 41.975 — that's exactly the kind of thing I mean"),
        ("assistant", "Agreed, and the CSV proves it: `export_invoices` divides the minor units by 100 with floats "
                      "(`41.975`, `94.3759` — fractions of a penny). Let me fix the exporter."),
        bash("rg -n 'float\\(|/ 100' billing/tools/export_invoices.py",
             "billing/tools/export_invoices.py:31:        \"net\": inv.net_minor / 100,\n"
             "billing/tools/export_invoices.py:32:        \"vat\": float(inv.vat_minor) / 100,\n"
             "billing/tools/export_invoices.py:33:        \"gross\": (inv.net_minor + inv.vat_minor) / 100,\n"
             "billing/tools/export_invoices.py:34:        \"vat_rate\": float(rate),\n"),
        tool("Edit", {"file_path": f"{BILLING}/billing/tools/export_invoices.py",
                      "old_string": "        \"net\": inv.net_minor / 100,\n        \"vat\": float(inv.vat_minor) / 100,"
                                    "\n        \"gross\": (inv.net_minor + inv.vat_minor) / 100,\n"
                                    "        \"vat_rate\": float(rate),",
                      "new_string": "        \"net_minor\": inv.net_minor,\n        \"vat_minor\": inv.vat_minor,\n"
                                    "        \"gross_minor\": inv.net_minor + inv.vat_minor,\n"
                                    "        \"vat_rate\": str(rate),"},
             "The file billing/tools/export_invoices.py has been updated."),
        bash("python -m billing.tools.export_invoices --clinics BFS --since 2026-09-28 --out - | head -3 && "
             "python -m pytest -q",
             "invoice_no,clinic,issued_at,net_minor,vat_minor,gross_minor,vat_rate\n"
             "FV-BFS-2026-004411,BFS,2026-09-28,18250,4198,22448,23.00\n"
             "FV-BFS-2026-004412,BFS,2026-09-28,6400,1472,7872,23.00\n"
             "........................................................................ [ 61%]\n"
             "..............................................                           [100%]\n"
             "118 passed in 3.04s\n"),
        ("assistant", "The exporter now writes `net_minor`, `vat_minor`, `gross_minor` as integers and the rate as "
                      "a string. Note the 312-row CSV on the share was written before this change and has the float "
                      "columns; want me to regenerate it?"),
        ("user", "yes overwrite it, same name"),
        bash("python -m billing.tools.export_invoices --clinics BFS,ENK,NRY,OMA --since 2026-09-28 "
             "--out /mnt/finance-ops/ni-vat-2026-11-05.csv",
             "wrote 312 rows to /mnt/finance-ops/ni-vat-2026-11-05.csv\n"),
    ],
    "facts": [
        fact("ni-vat-cause", "Northern Ireland clinics were invoiced at 23% Irish VAT because vat_rate_for() "
                             "matched 'ireland' in the clinic address, which also matches 'Northern Ireland' "
                             "(the PMS sync added the country name to addresses on 28 September).",
             "bugfix", "assistant", ["Northern Ireland", "address"]),
        fact("vat-region", "A clinic's VAT rate comes from clinics.vat_region (GB or IE, NOT NULL), backfilled "
                           "from the PMS country code; not from the address and not from the currency.",
             "decision", "user", ["vat_region", "country code"]),
        fact("minor-units", "billing-core keeps money as integer minor units (pence, cent) end to end — database, "
                            "code and API payloads; never floats.",
             "rule", "user", ["minor units", "float"], remember=True),
    ],
    "optional": [
        opt("ni-affected", "312 invoices from BFS, ENK, NRY and OMA were affected since 28 September.", ["312"]),
        opt("vat-rates", "VAT rates: GB standard 20%, IE standard 23%, IE reduced 13.5%.", ["20", "23"]),
    ],
    "questions": [
        q("Why did Northern Ireland clinics get 23% VAT?",
          "vat_rate_for: a substring check for 'ireland' in the clinic address; Northern Ireland contains ireland", ["ni-vat-cause"]),
        q("How is a clinic's VAT rate chosen?", "from clinics.vat_region, backfilled from the PMS country code",
          ["vat-region"]),
        q("How should amounts of money be represented in billing-core?", "integer minor units, pence and cent, "
                                                                          "no floats", ["minor-units"]),
    ],
}


HUB_DOC = (
    "# PetClaim Hub — Insurer API v2 (excerpt)\n\n"
    "## Limits\nRate limit: 120 requests per minute per client id. 429 responses carry Retry-After.\n\n"
    "## POST /v2/claims\nSubmits one claim for one pet and one treatment episode.\n\n"
    "Required fields:\n"
    "| field | type | notes |\n|---|---|---|\n"
    "| insurer_code | string | from GET /v2/insurers |\n"
    "| policy_number | string | as printed on the policy |\n"
    "| pet | object | name, species, date_of_birth, microchip (optional) |\n"
    "| treating_vet | object | name, **registration_number** (claims without it are rejected with "
    "E_VET_REG) |\n"
    "| invoice | object | number, issued_at, total_minor, currency, pdf (base64) |\n"
    "| lines | array | treatment lines; code, description, amount_minor |\n"
    "| clinical_notes | string | optional; some insurers request them later via GET /v2/claims/{id}/requests |\n\n"
    "Responses: 202 Accepted {claim_id, status: RECEIVED}; 422 with error codes E_POLICY, E_VET_REG, "
    "E_DUPLICATE.\n\n"
    "## Webhooks\nstatus changes: RECEIVED → ASSESSING → APPROVED | REJECTED | INFO_REQUESTED\n"
)


CLAIMS = {
    "id": "h53-cc-billing-insurance-claims",
    "project": BILLING,
    "start": datetime(2026, 11, 13, 13, 40),
    "branch": "feat/insurance-claims",
    "about": "billing-core: pet insurance claims to PetClaim Hub; plan of a nightly 01:00 batch built, then reversed "
             "to submitting on invoice.finalised (owners ask at the counter); retry 1/5/30 min then needs_attention, "
             "approved with 'k'; hub rejects claims without the vet's registration number, the assistant offers to "
             "keep that as a note and the person says yes; invoice PDF attached, clinical notes only when the "
             "insurer asks",
    "steps": [
        ("user", "ok, insurance claims day, as threatened. the hub's API docs are in docs/vendor/petclaimhub-v2.md. "
                 "plan was to batch the claims nightly at 01:00, easier on their rate limits and we can eyeball "
                 "failures in the morning"),
        bash("sed -n 1,60p docs/vendor/petclaimhub-v2.md", HUB_DOC),
        ("assistant", "Plan for a nightly batch:\n\n"
                      "- `claims` table: one row per claim, status `pending` → `submitted` → hub statuses\n"
                      "- a Celery beat task at 01:00 that takes all `pending` claims and posts them, throttled to "
                      "100/min to stay under the 120/min limit\n"
                      "- webhook endpoint `/webhooks/petclaimhub` updating the status\n\n"
                      "Building it now."),
        tool("Write", {"file_path": f"{BILLING}/billing/claims/submit.py", "content": "..."},
             "File created successfully at: billing/claims/submit.py\n\n"
             "@app.task\n"
             "def submit_pending_claims():\n"
             "    for claim in Claim.pending().order_by(Claim.created_at):\n"
             "        throttle.wait(\"petclaimhub\", per_minute=100)\n"
             "        _submit(claim)\n"),
        tool("Edit", {"file_path": f"{BILLING}/billing/celery_beat.py",
                      "old_string": "SCHEDULE = {\n",
                      "new_string": "SCHEDULE = {\n    \"claims-nightly\": {\"task\": "
                                    "\"billing.claims.submit.submit_pending_claims\", \"schedule\": crontab(hour=1, "
                                    "minute=0)},\n"},
             "The file billing/celery_beat.py has been updated."),
        bash("python -m pytest -q tests/claims",
             "......F....                                                              [100%]\n"
             "FAILED tests/claims/test_submit.py::test_payload_has_vet - KeyError: 'registration_number'\n"
             "1 failed, 10 passed in 0.77s\n"),
        ("user", "wait, stop a sec. I just had Harrogate's front desk on the phone: owners stand at the counter "
                 "and ask 'has my claim gone in?'. with a nightly batch the answer is always 'tomorrow'. change of "
                 "plan: submit the claim the moment the invoice is finalised. 120 a minute is loads, we do maybe "
                 "400 claims a day across all clinics"),
        ("assistant", "Makes sense — at ~400 a day the limit is never close. Revised design:\n\n"
                      "- billing-core already publishes `invoice.finalised` on RabbitMQ; a consumer creates the "
                      "claim row and enqueues `submit_claim(claim_id)` right away\n"
                      "- drop the 01:00 beat entry\n"
                      "- on failure (429, 5xx, timeout) retry after 1 minute, then 5, then 30; after the third "
                      "retry the claim goes to `needs_attention` and shows up in the billing admin for a person\n"
                      "- 422s (bad policy number, missing data) go straight to `needs_attention`, no retry\n\n"
                      "OK?"),
        ("user", "k"),
        tool("Edit", {"file_path": f"{BILLING}/billing/celery_beat.py",
                      "old_string": "    \"claims-nightly\": {\"task\": \"billing.claims.submit.submit_pending_claims\", "
                                    "\"schedule\": crontab(hour=1, minute=0)},\n",
                      "new_string": ""},
             "The file billing/celery_beat.py has been updated."),
        tool("Write", {"file_path": f"{BILLING}/billing/claims/submit.py", "content": "..."},
             "File created successfully at: billing/claims/submit.py\n\n"
             "RETRY_DELAYS = (60, 300, 1800)  # 1, 5, 30 minutes, then needs_attention\n\n\n"
             "@consumer(\"invoice.finalised\")\n"
             "def on_invoice_finalised(event):\n"
             "    inv = Invoice.get(event[\"invoice_id\"])\n"
             "    if inv.insurance_policy_id is None:\n"
             "        return\n"
             "    claim = Claim.create_for(inv)\n"
             "    submit_claim.delay(claim.id)\n\n\n"
             "@app.task(bind=True, max_retries=len(RETRY_DELAYS))\n"
             "def submit_claim(self, claim_id):\n"
             "    claim = Claim.get(claim_id)\n"
             "    try:\n"
             "        resp = hub.post(\"/v2/claims\", json=payload(claim))\n"
             "    except (hub.RateLimited, hub.ServerError, hub.Timeout) as exc:\n"
             "        if self.request.retries >= len(RETRY_DELAYS):\n"
             "            return claim.mark(\"needs_attention\", reason=str(exc))\n"
             "        raise self.retry(exc=exc, countdown=RETRY_DELAYS[self.request.retries])\n"
             "    if resp.status_code == 422:\n"
             "        return claim.mark(\"needs_attention\", reason=resp.json()[\"errors\"])\n"
             "    claim.mark(\"submitted\", hub_id=resp.json()[\"claim_id\"])\n"),
        bash("python -m pytest -q tests/claims -x 2>&1 | tail -12",
             "..........F\n"
             "=================================== FAILURES ===================================\n"
             "____________________________ test_payload_has_vet _____________________________\n"
             "    def test_payload_has_vet(finalised_invoice):\n"
             ">       assert payload(claim_for(finalised_invoice))[\"treating_vet\"][\"registration_number\"]\n"
             "E       KeyError: 'registration_number'\n\n"
             "billing/claims/payload.py:18: KeyError\n"
             "1 failed, 10 passed in 0.81s\n"),
        bash("curl -s localhost:8300/vets/V-0193 | jq '{id, name, role, registration_number}' && "
             "rg -n 'treating_vet' billing/claims/payload.py",
             "{\n  \"id\": \"V-0193\",\n  \"name\": \"Vet 3 (HGT)\",\n  \"role\": \"vet\",\n"
             "  \"registration_number\": \"7-12044\"\n}\n"
             "billing/claims/payload.py:16:    vet = claim.invoice.clinician  # from invoice header\n"
             "billing/claims/payload.py:18:        \"treating_vet\": {\"name\": vet.name, \"registration_number\": "
             "vet.extra[\"registration_number\"]},\n"),
        ("assistant", "The invoice header only carries the clinician's name and id; the registration number lives "
                      "on the vet profile in the PMS (`GET /vets/{id}` on pms-bridge). Without it the hub rejects "
                      "the claim with `E_VET_REG`. I'll look it up through pms-bridge when building the payload, and "
                      "cache it per vet for a day.\n\n"
                      "This one will come up again with every new insurer integration and every payload change — "
                      "do you want me to keep a standing note that every claim must carry the treating vet's "
                      "registration number, taken from the PMS vet profile?"),
        ("user", "yes, keep that one, it'll bite someone otherwise"),
        tool("Edit", {"file_path": f"{BILLING}/billing/claims/payload.py",
                      "old_string": "        \"treating_vet\": {\"name\": vet.name, \"registration_number\": "
                                    "vet.extra[\"registration_number\"]},",
                      "new_string": "        \"treating_vet\": {\"name\": vet.name, \"registration_number\": "
                                    "pms.vet_registration_number(vet.id)},"},
             "The file billing/claims/payload.py has been updated."),
        ("assistant", "Last open point from the doc: `clinical_notes` is optional. Attach them to every claim, or "
                      "only when an insurer asks through `INFO_REQUESTED`?"),
        ("user", "the invoice PDF always goes with the claim. clinical notes only when the insurer asks for them, "
                 "they're sensitive and half the insurers never look"),
        bash("python -m pytest -q && git diff --stat",
             "........................................................................ [ 55%]\n"
             "...........................................................              [100%]\n"
             "131 passed in 3.88s\n"
             " billing/celery_beat.py          |  1 -\n billing/claims/__init__.py      |  0\n"
             " billing/claims/payload.py       | 44 ++++++++\n billing/claims/submit.py        | 41 +++++++\n"
             " billing/claims/webhooks.py      | 38 +++++++\n billing/pms.py                  | 12 ++\n"
             " migrations/versions/0043_claims.py | 52 ++++++++++\n tests/claims/test_payload.py    | 61 ++++++++++\n"
             " tests/claims/test_submit.py     | 77 +++++++++++++\n tests/claims/test_webhooks.py   | 40 +++++++\n"
             " 10 files changed, 365 insertions(+), 1 deletion(-)\n"),
        ("assistant", "Done:\n- claims submitted when `invoice.finalised` arrives, no nightly batch\n"
                      "- retries after 1, 5 and 30 minutes, then `needs_attention`; 422s go straight there\n"
                      "- payload takes the vet's registration number from the PMS vet profile\n"
                      "- invoice PDF always attached; clinical notes only on `INFO_REQUESTED`\n"
                      "- webhook updates the status"),
        ("user", "nice one. commit it, PR on monday"),
        bash("git add -A && git commit -qm 'Insurance claims to PetClaim Hub on invoice.finalised' && git log -1 "
             "--oneline", "5c0e7b2 Insurance claims to PetClaim Hub on invoice.finalised\n"),
    ],
    "facts": [
        fact("claims-on-finalise", "Insurance claims are submitted to PetClaim Hub as soon as the invoice is "
                                   "finalised (on the invoice.finalised event), not in a nightly batch, because "
                                   "owners ask at the counter whether the claim has gone in.",
             "decision", "user", ["finalised", "nightly"]),
        fact("claims-retry", "A failed claim submission is retried after 1, 5 and 30 minutes, then marked "
                             "needs_attention; 422 errors go to needs_attention straight away.",
             "config", "assistant", ["needs_attention", ["retry", "retries"]]),
        fact("vet-registration", "Every insurance claim must carry the treating vet's registration number, taken "
                                 "from the PMS vet profile (the hub rejects claims without it with E_VET_REG).",
             "rule", "assistant", ["registration number"], remember=True),
        fact("claim-attachments", "The invoice PDF always goes with a claim; clinical notes only when the insurer "
                                  "asks for them (INFO_REQUESTED).",
             "decision", "user", ["clinical notes", "invoice PDF"]),
    ],
    "optional": [
        opt("nightly-first", "The first plan was a nightly claims batch at 01:00.", ["01:00"]),
        opt("hub-rate-limit", "PetClaim Hub allows 120 requests per minute; Fernlea sends about 400 claims a day.",
            ["120"]),
    ],
    "questions": [
        q("When are insurance claims sent to PetClaim Hub?", "the moment the invoice is finalised, not in a nightly batch",
          ["claims-on-finalise"]),
        q("What happens when a claim submission keeps failing?",
          "retries after 1, 5 and 30 minutes, then needs_attention", ["claims-retry"]),
        q("What does every insurance claim need from the PMS?", "the treating vet's registration number from the "
                                                                "vet profile", ["vet-registration"]),
    ],
}


WINDOWS_YAML = (
    "# config/reminder_windows.yaml  (current)\n"
    "species:\n"
    "  dog:    { lead_days: 21, channels: [email, sms] }\n"
    "  cat:    { lead_days: 21, channels: [email, sms] }\n"
    "  rabbit: { lead_days: 21, channels: [email] }\n"
    "default:  { lead_days: 14, channels: [email] }\n"
    "send_hour_local: 10\n"
)


def _dry_run(rows: list[tuple[str, int, int, int]]) -> str:
    out = ["vax-reminders plan --date 2026-11-09 --dry-run",
           "loading due vaccinations from pms-bridge ... 61 clinics, 18422 patients with a due date in the next 60 "
           "days",
           "", "species   lead_days  due_in_window  email  sms_fallback", "--------  ---------  -------------  "
           "-----  ------------"]
    for sp, lead, due, sms in rows:
        out.append(f"{sp:<9} {lead:>9}  {due:>13}  {due:>5}  {sms:>12}")
    out += ["", "skipped: 41 deceased, 12 opted out of SMS, 3 no contact details",
            "quiet hours check: 0 messages scheduled outside 09:00-19:00 clinic local time"]
    return "\n".join(out) + "\n"


SPECIES_WINDOWS = {
    "id": "h53-cc-reminders-species-windows",
    "project": REMINDERS,
    "start": datetime(2026, 11, 6, 15, 10),
    "branch": "feat/species-windows",
    "about": "vax-reminders: pasted reminder_windows.yaml; windows per species set dog 28, cat 21, rabbit 14 then "
             "changed to 10; other species 14 days email only; options for channels, 'option 2' = email first, SMS "
             "3 days later if not opened; flat standing rule: never text outside 09:00-19:00 clinic local time; "
             "marketing's no-Sunday rule is another team's, reminders go any day; one-off 'run it again for HGT'",
    "steps": [
        ("user", "hey! so the clinical team finally agreed on reminder windows per species. this is what we have "
                 "now:\n\n```yaml\n" + WINDOWS_YAML + "```\n\n"
                 "they want: dogs 28 days before the due date, cats 21, rabbits 14 — rabbits are tighter because "
                 "the myxo/RHD2 combined booster is annual and owners book late anyway. everything else stays on "
                 "the default"),
        tool("Read", {"file_path": f"{REMINDERS}/reminders/windows.py"},
             "     1\tfrom pathlib import Path\n     2\timport yaml\n     3\t\n"
             "     4\t_CFG = yaml.safe_load(Path(__file__).with_name('../config/reminder_windows.yaml').read_text())\n"
             "     5\t\n     6\t\n     7\tdef window_for(species: str) -> Window:\n"
             "     8\t    raw = _CFG['species'].get(species.lower(), _CFG['default'])\n"
             "     9\t    return Window(lead_days=raw['lead_days'], channels=tuple(raw['channels']))\n"),
        tool("Edit", {"file_path": f"{REMINDERS}/config/reminder_windows.yaml",
                      "old_string": "  dog:    { lead_days: 21, channels: [email, sms] }\n"
                                    "  cat:    { lead_days: 21, channels: [email, sms] }\n"
                                    "  rabbit: { lead_days: 21, channels: [email] }",
                      "new_string": "  dog:    { lead_days: 28, channels: [email, sms] }\n"
                                    "  cat:    { lead_days: 21, channels: [email, sms] }\n"
                                    "  rabbit: { lead_days: 14, channels: [email, sms] }"},
             "The file config/reminder_windows.yaml has been updated."),
        bash("python -m reminders.cli plan --date 2026-11-09 --dry-run",
             _dry_run([("dog", 28, 4120, 0), ("cat", 21, 2610, 0), ("rabbit", 14, 288, 0), ("other", 14, 97, 0)])),
        ("user", "hmm rabbits at 14 still feels early for how people behave with rabbits. actually you know what, "
                 "put rabbits at 10. the vet nurses said 10 in the meeting and I wrote 14 down wrong"),
        tool("Edit", {"file_path": f"{REMINDERS}/config/reminder_windows.yaml",
                      "old_string": "  rabbit: { lead_days: 14, channels: [email, sms] }",
                      "new_string": "  rabbit: { lead_days: 10, channels: [email, sms] }"},
             "The file config/reminder_windows.yaml has been updated."),
        ("assistant", "Rabbits at 10 days. Dogs 28, cats 21, and everything else (ferrets, guinea pigs, birds …) "
                      "falls through to `default`: 14 days, email only.\n\n"
                      "Now the channels. Today dogs and cats get email and SMS on the same day, which doubles the "
                      "SMS bill for people who'd have clicked the email anyway. Options:\n\n"
                      "1. keep both at once\n"
                      "2. email first; SMS 3 days later only if the email wasn't opened (we have open tracking from "
                      "the email provider's webhook)\n"
                      "3. SMS only, email as a fallback when there's no mobile number\n\n"
                      "Option 2 would cut SMS volume roughly in half going by last month's open rates (52%)."),
        ("user", "option 2 pls, for every species that has sms. and the default species stay email only"),
        tool("Edit", {"file_path": f"{REMINDERS}/reminders/planner.py",
                      "old_string": "        for ch in window.channels:\n            schedule(ch, due.patient, "
                                    "send_at)\n",
                      "new_string": "        schedule('email', due.patient, send_at)\n        if 'sms' in "
                                    "window.channels:\n            schedule_if_unopened('sms', due.patient, send_at + "
                                    "timedelta(days=SMS_FALLBACK_DAYS))  # 3\n"},
             "The file reminders/planner.py has been updated."),
        ("user", "and while we're on timing, the thing that's not up for debate: we never send reminder texts "
                 "outside 09:00–19:00, clinic local time. not at 08:55, not at 19:02, no 'just this batch'. an sms "
                 "at 7am about a cat's booster gets us complaints to the regulator, it happened to another "
                 "group. the Irish clinics are on the same clock as us but do it per clinic timezone anyway"),
        ("assistant", "Understood. Currently `send_hour_local: 10` puts the first send at 10:00, which is inside the "
                      "window, but the SMS fallback is scheduled 3 days after the email *to the minute*, and a "
                      "retried SMS can drift past 19:00. I'll add a hard check in the SMS sender itself, using the "
                      "clinic's timezone: anything that would go out before 09:00 or after 19:00 is pushed to 09:00 "
                      "the next allowed morning rather than sent."),
        tool("Edit", {"file_path": f"{REMINDERS}/reminders/sms.py",
                      "old_string": "def send(msg):\n",
                      "new_string": "QUIET_START, QUIET_END = time(19, 0), time(9, 0)\n\n\ndef send(msg):\n"
                                    "    local = now_in(msg.clinic.timezone)\n    if not time(9, 0) <= local.time() < "
                                    "time(19, 0):\n        return defer_until(msg, next_morning(local, time(9, 0)))\n"},
             "The file reminders/sms.py has been updated."),
        ("user", "oh and marketing asked in the channel if we'd follow their rule of never emailing on sundays. "
                 "that's their rule for newsletters, not ours. vaccination reminders go out any day of the week, "
                 "sunday included"),
        bash("python -m pytest -q && python -m reminders.cli plan --date 2026-11-09 --dry-run",
             "..............................................................           [100%]\n"
             "62 passed in 2.20s\n" +
             _dry_run([("dog", 28, 4120, 1980), ("cat", 21, 2610, 1251), ("rabbit", 10, 201, 96),
                       ("other", 14, 97, 0)])),
        ("user", "run it again for HGT only, I want to eyeball a single clinic"),
        bash("python -m reminders.cli plan --date 2026-11-09 --dry-run --clinic HGT",
             "vax-reminders plan --date 2026-11-09 --dry-run --clinic HGT\n"
             "loading due vaccinations from pms-bridge ... 1 clinic, 402 patients with a due date in the next 60 days\n\n"
             "species   lead_days  due_in_window  email  sms_fallback\n"
             "--------  ---------  -------------  -----  ------------\n"
             "dog              28             88     88            41\n"
             "cat              21             57     57            29\n"
             "rabbit           10              9      9             4\n"
             "other            14              6      6             0\n\n"
             "skipped: 1 deceased, 0 opted out of SMS, 0 no contact details\n"
             "quiet hours check: 0 messages scheduled outside 09:00-19:00 clinic local time\n"),
        ("assistant", "HGT looks sane: 160 emails, 74 SMS fallbacks, nothing outside 09:00–19:00. Shall I open the "
                      "PR?"),
        ("user", "yep, PR it, I'll get the clinical team to sign off the numbers"),
        bash("git add -A && git commit -qm 'Reminder windows per species; email first, SMS fallback; quiet hours' "
             "&& gh pr create --fill", "https://github.com/fernlea/vax-reminders/pull/77\n"),
    ],
    "facts": [
        fact("species-windows", "Vaccination reminder windows: dogs 28 days before the due date, cats 21, rabbits "
                                "10 (config/reminder_windows.yaml).",
             "config", "user", ["dog", "28", "rabbit", "10"]),
        fact("default-window", "Species without their own entry (ferrets, guinea pigs, birds …) use the default: "
                               "14 days, email only.",
             "config", "assistant", ["default", "14 days"]),
        fact("email-then-sms", "Reminders go by email first; an SMS follows 3 days later only if the email was not "
                               "opened (for species that have SMS).",
             "decision", "user", ["email", "SMS", "3 days"]),
        fact("quiet-hours", "Reminder SMS are never sent outside 09:00-19:00 clinic local time (per clinic "
                            "timezone); the SMS sender defers anything outside to 09:00.",
             "rule", "user", ["09:00", "19:00"], remember=True),
    ],
    "optional": [
        opt("rabbit-14-first", "Rabbits were first set to 14 days.", ["rabbit", "14"]),
        opt("sundays-ok", "Marketing's no-Sunday rule is for newsletters; vaccination reminders go out any day.",
            ["sunday"]),
    ],
    "questions": [
        q("How many days before the due date do dog and rabbit reminders go out?", "dogs 28 days, rabbits 10",
          ["species-windows"]),
        q("How are reminders sent by channel?", "email first, SMS 3 days later if the email was not opened",
          ["email-then-sms"]),
        q("When may reminder texts be sent?", "only 09:00 to 19:00 clinic local time", ["quiet-hours"]),
        q("Do reminders go out on Sundays?", "any day of the week, Sunday included; marketing's rule is for newsletters", []),
    ],
}


SESSIONS = [VAT_NI, CLAIMS, SPECIES_WINDOWS]
