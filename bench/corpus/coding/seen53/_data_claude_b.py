"""h53 Claude Code sessions, part b: labfeed, the service that brings results from Calder Lab Services (the
external lab) into Fernlea's records — PDFs by email and a new JSON feed — in /home/bence/projects/labfeed.
An explanation-only session, the JSON feed with a patient-reference bug, critical values from a pasted email."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LABFEED = "/home/bence/projects/labfeed"


MATCHER_PY = (
    "     1\t\"\"\"Match a lab result (from a PDF or the feed) to a patient and an appointment.\"\"\"\n"
    "     2\t\n"
    "     3\tfrom rapidfuzz import fuzz\n"
    "     4\t\n"
    "     5\tfrom labfeed.models import LabResult, MatchOutcome\n"
    "     6\tfrom labfeed.pms import PmsClient\n"
    "     7\t\n"
    "     8\tNAME_THRESHOLD = 92\n"
    "     9\tDATE_SLACK_DAYS = 3\n"
    "    10\t\n"
    "    11\t\n"
    "    12\tdef match(result: LabResult, pms: PmsClient) -> MatchOutcome:\n"
    "    13\t    # 1. exact: the requisition number we printed on the lab form\n"
    "    14\t    if result.requisition_no:\n"
    "    15\t        appt = pms.appointment_by_requisition(result.requisition_no)\n"
    "    16\t        if appt:\n"
    "    17\t            return MatchOutcome.exact(appt, reason=\"requisition\")\n"
    "    18\t    # 2. patient reference + date window\n"
    "    19\t    if result.patient_ref:\n"
    "    20\t        patient = pms.patient(result.patient_ref)\n"
    "    21\t        if patient:\n"
    "    22\t            appts = pms.appointments(patient.id, around=result.collected_at, days=DATE_SLACK_DAYS)\n"
    "    23\t            if len(appts) == 1:\n"
    "    24\t                return MatchOutcome.exact(appts[0], reason=\"patient+date\")\n"
    "    25\t            if appts:\n"
    "    26\t                return MatchOutcome.review(appts, reason=\"several appointments\")\n"
    "    27\t    # 3. fuzzy: owner surname + pet name at the sending clinic\n"
    "    28\t    candidates = pms.patients_at(result.clinic_code, surname=result.owner_surname)\n"
    "    29\t    scored = [(fuzz.token_set_ratio(c.pet_name, result.pet_name), c) for c in candidates]\n"
    "    30\t    good = [c for s, c in scored if s >= NAME_THRESHOLD]\n"
    "    31\t    if len(good) == 1:\n"
    "    32\t        return MatchOutcome.review([good[0]], reason=\"fuzzy name\")\n"
    "    33\t    return MatchOutcome.unmatched(reason=\"no candidate\" if not good else \"ambiguous name\")\n"
)

PDF_EXTRACT_PY = (
    "     1\t\"\"\"Pull the header fields out of a Calder PDF report.\"\"\"\n"
    "     2\t\n"
    "     3\timport re\n"
    "     4\timport pdfplumber\n"
    "     5\t\n"
    "     6\tHEADER = re.compile(\n"
    "     7\t    r\"Requisition:\\s*(?P<req>FV-\\d{7})?.*?Patient ID:\\s*(?P<pid>\\d{8}).*?\"\n"
    "     8\t    r\"Animal:\\s*(?P<pet>.+?)\\s{2,}Owner:\\s*(?P<owner>.+?)\\n\", re.S)\n"
    "     9\t\n"
    "    10\t\n"
    "    11\tdef extract(path):\n"
    "    12\t    with pdfplumber.open(path) as pdf:\n"
    "    13\t        first = pdf.pages[0].extract_text() or \"\"\n"
    "    14\t    m = HEADER.search(first)\n"
    "    15\t    if not m:\n"
    "    16\t        return None  # goes to the manual queue\n"
    "    17\t    return {\"requisition_no\": m[\"req\"], \"patient_ref\": m[\"pid\"],\n"
    "    18\t            \"pet_name\": m[\"pet\"].strip(), \"owner_surname\": m[\"owner\"].split()[-1]}\n"
)


EXPLAIN = {
    "id": "h53-cc-labfeed-explain",
    "project": LABFEED,
    "start": datetime(2026, 11, 4, 11, 20),
    "about": "labfeed: nothing durable; a new owner of the repo asks how the existing PDF-to-patient matcher works "
             "and only wants to understand; long explanation full of 'always'/'must' about how the code behaves; "
             "asks 'do you remember who wrote this?'; no decisions, no changes",
    "steps": [
        ("user", "Szia! I am new owner of this labfeed repo, Tomasz gave it to me last week because he is busy "
                 "with the HL7 things. Can you explain me how the matcher works, the part which connects a PDF to "
                 "the patient? I don't want to change anything today, only to understand it."),
        bash("ls labfeed tests && wc -l labfeed/*.py",
             "labfeed:\n__init__.py  cli.py  email_inbox.py  matcher.py  models.py  pdf_extract.py  pms.py  "
             "store.py\n\ntests:\nconftest.py  fixtures  test_matcher.py  test_pdf_extract.py  test_store.py\n\n"
             "   12 labfeed/__init__.py\n  141 labfeed/cli.py\n  188 labfeed/email_inbox.py\n"
             "   33 labfeed/matcher.py\n   96 labfeed/models.py\n   18 labfeed/pdf_extract.py\n"
             "  174 labfeed/pms.py\n  122 labfeed/store.py\n  784 total\n"),
        tool("Read", {"file_path": f"{LABFEED}/labfeed/matcher.py"}, MATCHER_PY),
        tool("Read", {"file_path": f"{LABFEED}/labfeed/pdf_extract.py"}, PDF_EXTRACT_PY),
        ("assistant", "Here is the path a PDF takes, end to end.\n\n"
                      "**1. Getting the PDF.** `email_inbox.py` reads the shared mailbox Calder sends reports to, "
                      "saves each PDF attachment and hands it to `pdf_extract.extract()`.\n\n"
                      "**2. Reading the header.** `extract()` only looks at the first page. Calder's report header "
                      "always has the same layout, so one regular expression pulls out four things: the "
                      "requisition number (`FV-` + 7 digits, the number our clinics print on the lab form — it is "
                      "optional in the regex because paper forms sometimes go out without it), the 8-digit patient "
                      "ID, the animal's name and the owner's name. If the regex doesn't match at all, `extract()` "
                      "returns `None` and the PDF goes to the manual queue, where a receptionist has to attach it by "
                      "hand.\n\n"
                      "**3. Matching** (`matcher.match`) tries three things in order and stops at the first that "
                      "works:\n\n"
                      "- **Requisition number.** If present, the PMS must know it, and the result is attached "
                      "straight to that appointment. This is the only path with no human check.\n"
                      "- **Patient ID + date window.** It looks up the patient and their appointments within "
                      "`DATE_SLACK_DAYS = 3` days of the collection date. Exactly one appointment → attached. "
                      "Several → 'review', a person picks one.\n"
                      "- **Fuzzy name.** It takes every patient at the sending clinic whose owner has that "
                      "surname and compares pet names with `token_set_ratio`. A score of 92 or more counts as a "
                      "match; if exactly one candidate is that good it still goes to review, never straight in.\n\n"
                      "Anything else is 'unmatched'.\n\n"
                      "The important design point: only the first path attaches a result without a person "
                      "looking at it. The other two always end in review, because a wrong attachment is worse "
                      "than a slow one."),
        ("user", "ok, clear. And what happens if two pets have same name, like two cats 'Mici' at one owner? it "
                 "happens, people are not creative"),
        ("assistant", "Then the fuzzy path finds two candidates scoring 100, `good` has two entries, and the result "
                      "is `unmatched` with reason `ambiguous name` (line 33). It never picks one of them. In "
                      "practice that case rarely gets that far, because the patient ID from the PDF header usually "
                      "resolves it at step 2 — the fuzzy path is the fallback for reports where the ID is missing or "
                      "mistyped on the form."),
        ("user", "what means token_set_ratio exactly? why not simple compare"),
        ("assistant", "`token_set_ratio` (from rapidfuzz) splits both strings into words, and compares the set of "
                      "shared words against the rest, ignoring order and duplicates. So 'Mici Kovacs' vs 'Mici' "
                      "scores 100, and 'Bella Rose' vs 'Rose Bella' scores 100, where a plain equality check "
                      "fails. Calder's PDFs often add the owner's surname to the animal name or swap the order, "
                      "which is why a simple comparison isn't enough. The threshold 92 lets through small typos "
                      "('Bela' vs 'Bella' scores about 89, so actually not that one; 'Buster' vs 'Bustor' scores "
                      "about 83). It must be fairly strict because every fuzzy hit still costs a receptionist a "
                      "click in review."),
        bash("python -m pytest tests/test_matcher.py -q",
             "..................                                                       [100%]\n"
             "18 passed in 0.41s\n"),
        ("user", "do you remember who wrote this originally? the git blame says 'svc-deploy' everywhere, not "
                 "helpful"),
        bash("git log --format='%h %an %ad %s' --date=short -- labfeed/matcher.py | tail -5",
             "3f1a0c2 svc-deploy 2025-03-14 squash: import from old monorepo\n"),
        ("assistant", "I don't have any memory of earlier work in this repo, and the history doesn't help either: "
                      "the file arrived in one squashed commit from the old monorepo in March 2025, authored by the "
                      "deploy bot. The old monorepo's history would be the place to look."),
        ("user", "haha ok, no problem, not important. And the tests, they use real PDFs?"),
        bash("ls tests/fixtures | head -20 && ls tests/fixtures | wc -l",
             "calder_haem_2025-09-01_anon.pdf\ncalder_biochem_2025-09-02_anon.pdf\n"
             "calder_biochem_no_requisition_anon.pdf\ncalder_cyto_2025-10-11_anon.pdf\n"
             "calder_fuzzy_swapped_names_anon.pdf\ncalder_histo_2025-08-19_anon.pdf\n"
             "calder_urine_2025-09-30_anon.pdf\ncalder_header_garbled_anon.pdf\npms_patients.json\n"
             "pms_appointments.json\n10\n"),
        ("assistant", "Yes — eight anonymised Calder PDFs (one per report type plus three awkward ones: no "
                      "requisition, swapped names, a garbled header that must end up in the manual queue), and the "
                      "PMS side is faked from two JSON files in the same folder, so the tests never call pms-bridge."),
        ("user", "Köszi, very clear now. I go to lunch, maybe tomorrow we start the JSON feed"),
        ("assistant", "Enjoy your lunch."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


def _pull_dry_run(fixed: bool) -> str:
    rows = []
    refs = ["48213", "00031877", "7720", "00051240", "130442", "00002291", "9931", "00040018", "61102",
            "00058830", "2417", "00012009", "55501", "00047781", "803", "00060144"]
    hours = ["08:41", "09:12", "10:05", "11:30", "12:02", "13:47", "14:10", "15:22", "16:05", "16:58", "17:31",
             "18:40", "19:05", "20:12", "22:48", "23:15"]
    for i, (ref, hh) in enumerate(zip(refs, hours)):
        status = "matched" if (fixed or ref.startswith("000")) else "UNMATCHED"
        rows.append(f"CAL-{90412 + i}  collected=2026-11-11T{hh}:00Z  clinic={['HGT', 'DID', 'YRK', 'DUB1'][i % 4]}"
                    f"  patient_ref={ref:<9} tests={['HAEM', 'BIOCHEM', 'T4', 'UPC'][i % 4]:<8} {status}")
    if fixed:
        summary = ("\nsummary: 412 results, 409 matched (402 exact, 7 review), 3 unmatched "
                   "(patient not in PMS: CAL-90733, CAL-90741, CAL-90802)\n")
    else:
        summary = "\nsummary: 412 results, 283 matched (276 exact, 7 review), 129 unmatched\n"
    return ("labfeed pull --source calder-json --since 2026-11-11 --dry-run\n"
            "GET https://feed.calderlab.example/v2/results?since=2026-11-11T00:00:00Z&cursor= 200 (100 items)\n"
            "GET https://feed.calderlab.example/v2/results?cursor=eyJvIjoxMDB9 200 (100 items)\n"
            "GET https://feed.calderlab.example/v2/results?cursor=eyJvIjoyMDB9 200 (100 items)\n"
            "GET https://feed.calderlab.example/v2/results?cursor=eyJvIjozMDB9 200 (100 items)\n"
            "GET https://feed.calderlab.example/v2/results?cursor=eyJvIjo0MDB9 200 (12 items)\n"
            "(showing 16 of 412)\n" + "\n".join(rows) + summary)


JSON_FEED = {
    "id": "h53-cc-labfeed-json-feed",
    "project": LABFEED,
    "start": datetime(2026, 11, 12, 9, 5),
    "branch": "feat/calder-json-feed",
    "about": "labfeed: Calder's new JSON feed; ~30% unmatched; the person's timezone guess checked and ruled out; "
             "root cause Calder strips leading zeros from the 8-digit VetOrbit patient id, fixed with zfill(8) in "
             "the normaliser; poll interval 15 then 5 minutes; PDFs to S3 fernlea-lab-pdfs kept 7 years; a "
             "statement for later sessions (feed timestamps UTC, PDFs print UK local time); PyMuPDF proposal never "
             "answered",
    "steps": [
        ("user", "Hello! Calder Lab finally switched on the JSON feed for us (before it was only PDF by email). "
                 "Endpoint and token I put in .env.local from the 1Password. I wrote the client last week, it "
                 "works, but first problem: about 30% of results come as 'unmatched'. I am thinking it is the "
                 "timezone of the sample date, the matcher compares collection date with the appointment date and "
                 "after 23:00 it jumps to next day, no?"),
        bash("python -m labfeed.cli pull --source calder-json --since 2026-11-11 --dry-run", _pull_dry_run(False)),
        ("assistant", "129 of 412 unmatched, about 31%. Before changing anything let me test the timezone idea: if "
                      "it were the cause, the unmatched ones would cluster late in the evening, and the date window "
                      "is ±3 days anyway, which would hide a one-day shift."),
        bash("python -m labfeed.cli pull --source calder-json --since 2026-11-11 --dry-run --json | "
             "jq -r '.[] | select(.status==\"unmatched\") | .collected_at[11:13]' | sort | uniq -c",
             "      4 07\n     14 08\n     17 09\n     16 10\n     13 11\n     12 12\n     11 13\n     12 14\n"
             "     10 15\n      9 16\n      5 17\n      3 18\n      2 19\n      1 22\n"),
        ("assistant", "The unmatched results are spread over the whole working day, mostly in the morning — not "
                      "late at night — so the timezone isn't what breaks them (and ±3 days of slack would absorb it "
                      "anyway). Something else differs. Look at the sample rows above: every unmatched one has a "
                      "`patient_ref` shorter than 8 digits (`48213`, `7720`, `130442` …), every matched one is 8 "
                      "digits with leading zeros. Let me compare one with the PMS."),
        bash("jq '.[] | select(.id==\"CAL-90412\") | {id, patient_ref, animal, owner}' /tmp/calder-dry.json && "
             "curl -s 'localhost:8300/patients?search=Pickles&clinic=HGT' | jq '.[0] | {id, name, owner}'",
             "{\n  \"id\": \"CAL-90412\",\n  \"patient_ref\": 48213,\n  \"animal\": \"PICKLES\",\n"
             "  \"owner\": \"HARGREAVES\"\n}\n"
             "{\n  \"id\": \"00048213\",\n  \"name\": \"Pickles\",\n  \"owner\": \"Hargreaves\"\n}\n"),
        ("assistant", "That's it. VetOrbit patient ids are 8-digit strings with leading zeros (`00048213`). Calder's "
                      "JSON feed sends `patient_ref` as a JSON *number* (`48213`), so the leading zeros are gone, "
                      "`pms.patient(\"48213\")` finds nobody, and the matcher falls through to the fuzzy step, which "
                      "fails on the upper-case names with the surname squeezed in. The PDF path never had this "
                      "problem because the PDF prints the id as text with the zeros.\n\n"
                      "Fix: in the feed normaliser, turn `patient_ref` into a string and zero-pad it to 8 digits "
                      "(`str(ref).zfill(8)`). Ids that are longer than 8 digits would be a data error, so I'd log "
                      "and leave those alone."),
        ("user", "ah, the stupid zeros! Yes fix it, but only in one place please, in the normaliser, not in the "
                 "matcher"),
        tool("Edit", {"file_path": f"{LABFEED}/labfeed/sources/calder_json.py",
                      "old_string": "        patient_ref=item.get(\"patient_ref\"),",
                      "new_string": "        patient_ref=_patient_ref(item.get(\"patient_ref\")),"},
             "The file labfeed/sources/calder_json.py has been updated."),
        tool("Edit", {"file_path": f"{LABFEED}/labfeed/sources/calder_json.py",
                      "old_string": "def normalise(item):",
                      "new_string": "def _patient_ref(raw):\n    \"\"\"Calder sends VetOrbit ids as numbers, dropping "
                                    "the leading zeros; ids are 8 digits.\"\"\"\n    if raw is None:\n        return "
                                    "None\n    s = str(raw).strip()\n    if len(s) > 8:\n        log.warning(\"patient_ref "
                                    "longer than 8 digits: %s\", s)\n        return s\n    return s.zfill(8)\n\n\n"
                                    "def normalise(item):"},
             "The file labfeed/sources/calder_json.py has been updated."),
        bash("python -m pytest -q && python -m labfeed.cli pull --source calder-json --since 2026-11-11 --dry-run",
             "........................................                                [100%]\n"
             "40 passed in 1.12s\n" + _pull_dry_run(True)),
        ("assistant", "409 of 412 matched now. The 3 left are patients that don't exist in VetOrbit at all "
                      "(referrals from outside practices, by the look of the clinic notes), so they belong in the "
                      "manual queue."),
        ("user", "super. Next: how often we pull? Put 15 minutes for now"),
        tool("Edit", {"file_path": f"{LABFEED}/deploy/values.yaml",
                      "old_string": "  LABFEED_POLL_MINUTES: \"60\"",
                      "new_string": "  LABFEED_POLL_MINUTES: \"15\""},
             "The file deploy/values.yaml has been updated."),
        ("user", "hmm, no, I just asked in the vets channel, they want the bloods faster, for surgery on the same "
                 "day the pre-anaesthetic bloods must be there quick. Make it 5 minutes. Calder said the limit is "
                 "60 requests per hour per token, with 5 minutes we are far below"),
        tool("Edit", {"file_path": f"{LABFEED}/deploy/values.yaml",
                      "old_string": "  LABFEED_POLL_MINUTES: \"15\"",
                      "new_string": "  LABFEED_POLL_MINUTES: \"5\""},
             "The file deploy/values.yaml has been updated."),
        ("assistant", "Set to 5. Even with pagination (up to 5 pages on a busy morning) that's at most ~60 calls an "
                      "hour only if every poll pages 5 times, so I've also made the client stop paging as soon as "
                      "a page returns fewer than 100 items — it normally makes 1 call per poll.\n\n"
                      "One more question for the feed: the JSON items carry a `pdf_url` for the formatted report. "
                      "Where should we keep the PDFs? Today the email path saves them on the shared volume."),
        ("user", "S3. bucket fernlea-lab-pdfs, in eu-west-2, Mehmet made it already. Keep 7 years, like all "
                 "clinical records, there is a lifecycle rule on the bucket. Then the email path also should move "
                 "there, but this is another ticket"),
        tool("Edit", {"file_path": f"{LABFEED}/labfeed/store.py",
                      "old_string": "PDF_DIR = Path(os.environ.get(\"LABFEED_PDF_DIR\", \"/data/pdfs\"))",
                      "new_string": "PDF_BUCKET = os.environ.get(\"LABFEED_PDF_BUCKET\", \"fernlea-lab-pdfs\")  # "
                                    "eu-west-2, 7 years lifecycle"},
             "The file labfeed/store.py has been updated."),
        bash("aws s3api get-bucket-lifecycle-configuration --bucket fernlea-lab-pdfs --region eu-west-2",
             "{\n    \"Rules\": [\n        {\n            \"ID\": \"clinical-records-7y\",\n"
             "            \"Filter\": {\"Prefix\": \"\"},\n            \"Status\": \"Enabled\",\n"
             "            \"Transitions\": [{\"Days\": 90, \"StorageClass\": \"GLACIER_IR\"}],\n"
             "            \"Expiration\": {\"Days\": 2557}\n        }\n    ]\n}\n"),
        ("assistant", "Lifecycle matches: Glacier Instant Retrieval after 90 days, deleted after 2557 days (7 "
                      "years). Feed PDFs now go to `fernlea-lab-pdfs` under `calder/YYYY/MM/<result id>.pdf`.\n\n"
                      "Side note while I was in `pdf_extract.py`: pdfplumber takes ~400 ms per report. PyMuPDF would "
                      "be roughly ten times faster for the header text, if throughput ever matters."),
        ("user", "Something for whoever opens this repo next time, and this includes you: in Calder's JSON all the "
                 "timestamps are UTC, but the PDF report prints the times in UK local time, so in summer they are "
                 "one hour different. Never compare them raw. My timezone idea was wrong today but this difference "
                 "is real and it will hurt somebody."),
        ("assistant", "Noted — the JSON feed is UTC, the PDFs show UK local time (Europe/London), so any "
                      "comparison between the two has to convert first. I've added a comment in "
                      "`sources/calder_json.py` next to `collected_at` as well. Shall I commit?"),
        ("user", "yes commit and push, I make the PR myself"),
        bash("git add -A && git commit -qm 'Calder JSON feed: zero-pad patient_ref, 5 min poll, PDFs to S3' && "
             "git push -q -u origin feat/calder-json-feed && git log -1 --oneline",
             "e7c20a9 Calder JSON feed: zero-pad patient_ref, 5 min poll, PDFs to S3\n"),
    ],
    "facts": [
        fact("patient-ref-zeros", "Calder's JSON feed sends patient_ref as a number, dropping the leading zeros of "
                                  "the 8-digit VetOrbit patient id, so ~30% of results went unmatched; the feed "
                                  "normaliser now zero-pads it (zfill(8)). The timezone was not the cause.",
             "bugfix", "assistant", ["leading zeros", ["zfill", "8 digits"]]),
        fact("utc-vs-local", "Calder's JSON feed timestamps are UTC while the PDF reports print UK local time; never "
                             "compare them raw.",
             "rule", "user", ["UTC", "local time"], remember=True),
        fact("poll-interval", "labfeed polls the Calder feed every 5 minutes (LABFEED_POLL_MINUTES=5), for same-day "
                              "pre-anaesthetic bloods; Calder allows 60 requests per hour per token.",
             "config", "user", [["LABFEED_POLL_MINUTES", "poll"], "5"]),
        fact("pdf-bucket", "Lab PDFs are stored in the S3 bucket fernlea-lab-pdfs (eu-west-2), kept 7 years like "
                           "all clinical records.",
             "config", "user", ["fernlea-lab-pdfs", "7 years"]),
    ],
    "optional": [
        opt("poll-15-first", "The poll interval was first set to 15 minutes.", ["15 minutes"]),
        opt("calder-rate-limit", "Calder's feed allows 60 requests per hour per token.", ["60 requests"]),
    ],
    "questions": [
        q("Why were Calder feed results unmatched?",
          "Calder sends patient_ref as a number, so the leading zeros are gone; zero-pad to 8 digits", ["patient-ref-zeros"]),
        q("What timezone are Calder's timestamps in?", "JSON feed in UTC, PDFs in UK local time", ["utc-vs-local"]),
        q("How often does labfeed poll Calder?", "every 5 minutes", ["poll-interval"]),
        q("Where are lab PDFs kept, and for how long?", "S3 bucket fernlea-lab-pdfs, 7 years", ["pdf-bucket"]),
    ],
}


EMAIL = (
    "From: Clinical Director <clinical.director@fernlea.example>\n"
    "To: labfeed-team@fernlea.example\n"
    "Subject: Critical lab values — what we need from the system\n"
    "Date: Mon, 23 Nov 2026 17:48:12 +0000\n\n"
    "Hi all,\n\n"
    "Following the incident at Wakefield (hyperkalaemic cat, result sat in the inbox for 3 hours), here is what "
    "the clinical board agreed we need:\n\n"
    "1. A result is CRITICAL when any of these is true:\n"
    "   - Potassium > 7.0 mmol/L or < 2.5 mmol/L\n"
    "   - Glucose < 3.0 mmol/L\n"
    "   - Ionised calcium > 1.8 mmol/L\n"
    "2. Critical results must never be filed into the patient record automatically. A vet has to acknowledge "
    "them in the PMS first, every time, no exceptions.\n"
    "3. The duty vet at the clinic gets notified immediately (SMS is fine).\n"
    "4. Someone phones the clinic within 15 minutes if nobody has acknowledged.\n"
    "5. The lab results page should show critical results with a red banner.\n"
    "6. Monthly report of critical results and time-to-acknowledge per clinic.\n\n"
    "Thanks,\n"
    "Clinical Director\n"
    "Fernlea Vets\n"
)


CRITICAL = {
    "id": "h53-cc-labfeed-critical-values",
    "project": LABFEED,
    "start": datetime(2026, 11, 24, 8, 50),
    "branch": "feat/critical-values",
    "about": "labfeed: pasted email from the clinical director with six points; the person endorses point 2 "
             "(never auto-file a critical result without a vet acknowledging it) as a standing rule and confirms "
             "potassium and glucose thresholds, calcium deferred (analysers differ), phone call is clinic process, "
             "red banner/report not now; duty vet notified by SMS through the reminders service's priority queue "
             "sms.priority, number from pms-bridge /rota/duty",
    "steps": [
        ("user", "Good morning. Big one today. The clinical director sent this email last evening after the "
                 "Wakefield thing, I paste it:\n\n" + EMAIL +
                 "\nMy comments: point 2 is the important one. This sentence is law for us — no critical result is "
                 "going into the record automatically without a vet acknowledging it, and this stays true for "
                 "every feature we build later also, not only this ticket. Thresholds: potassium and glucose yes, "
                 "like in the email. Calcium we wait, Calder's reference ranges for ionised calcium are different "
                 "per analyser, I asked them. Point 4 the phone call is not our job, the clinics have a process for "
                 "this. Point 5 and 6 maybe later, not now."),
        ("assistant", "Clear. So the scope for today:\n\n"
                      "- detect critical results: potassium > 7.0 or < 2.5 mmol/L, glucose < 3.0 mmol/L (no "
                      "calcium yet)\n"
                      "- a critical result is never filed automatically, whatever the match path — even an exact "
                      "requisition match goes to an 'awaiting vet acknowledgement' state\n"
                      "- notify the duty vet by SMS\n\n"
                      "Not in scope: calcium, the phone call, the red banner, the monthly report.\n\n"
                      "Let me look at how results get filed today."),
        bash("rg -n 'def file_result|auto_file|MatchOutcome.exact' labfeed",
             "labfeed/store.py:41:def file_result(result, appt, *, auto_file: bool):\n"
             "labfeed/store.py:58:    if auto_file:\n"
             "labfeed/store.py:59:        pms.attach_to_record(appt.patient_id, result.pdf_key, acknowledged=True)\n"
             "labfeed/cli.py:88:        if outcome.kind == 'exact':\n"
             "labfeed/cli.py:89:            store.file_result(result, outcome.appt, auto_file=True)\n"
             "labfeed/matcher.py:17:            return MatchOutcome.exact(appt, reason=\"requisition\")\n"
             "labfeed/matcher.py:24:                return MatchOutcome.exact(appts[0], reason=\"patient+date\")\n"),
        ("assistant", "Today an exact match calls `attach_to_record(..., acknowledged=True)`, i.e. it is filed "
                      "with nobody acknowledging it. I'll add a `critical.py` with the thresholds and make "
                      "`file_result` refuse `auto_file` for a critical result: it attaches with "
                      "`acknowledged=False`, which in VetOrbit puts it on the vet's task list until they "
                      "acknowledge it.\n\n"
                      "For the SMS, three ways:\n"
                      "1. call Textwell (the SMS provider) directly from labfeed with its own account\n"
                      "2. publish to the reminders service's RabbitMQ on a separate priority queue, `sms.priority`, "
                      "so all SMS go through one sender with one rate limit\n"
                      "3. email the clinic's shared inbox instead of SMS\n\n"
                      "The duty vet's mobile number: pms-bridge has `GET /rota/duty?clinic=` which reads VetOrbit's "
                      "rota."),
        ("user", "the 2. Priya already told me the reminders can take a priority queue, and one sender is better. "
                 "Number from the rota, yes"),
        tool("Write", {"file_path": f"{LABFEED}/labfeed/critical.py", "content": "..."},
             "File created successfully at: labfeed/critical.py\n\n"
             "\"\"\"Critical values agreed by the clinical board (email of 23 Nov 2026). Calcium: not yet.\"\"\"\n\n"
             "from decimal import Decimal\n\n"
             "RULES = {\n"
             "    \"K\": (Decimal(\"2.5\"), Decimal(\"7.0\")),      # potassium mmol/L: below / above is critical\n"
             "    \"GLU\": (Decimal(\"3.0\"), None),               # glucose mmol/L: below is critical\n"
             "}\n\n\n"
             "def critical_analytes(result):\n"
             "    hits = []\n"
             "    for a in result.analytes:\n"
             "        low, high = RULES.get(a.code, (None, None))\n"
             "        if a.unit != \"mmol/L\":\n"
             "            continue\n"
             "        if (low is not None and a.value < low) or (high is not None and a.value > high):\n"
             "            hits.append(a)\n"
             "    return hits\n"),
        tool("Edit", {"file_path": f"{LABFEED}/labfeed/store.py",
                      "old_string": "    if auto_file:\n",
                      "new_string": "    if critical_analytes(result):\n        auto_file = False  # clinical board: a "
                                    "vet must acknowledge critical results\n        notify.duty_vet(result, appt)\n"
                                    "    if auto_file:\n"},
             "The file labfeed/store.py has been updated."),
        tool("Write", {"file_path": f"{LABFEED}/labfeed/notify.py", "content": "..."},
             "File created successfully at: labfeed/notify.py\n\n"
             "def duty_vet(result, appt):\n"
             "    rota = pms.get(f\"/rota/duty?clinic={appt.clinic_code}\")\n"
             "    body = (f\"CRITICAL lab result for {appt.pet_name} ({appt.patient_id}) at {appt.clinic_code}: \"\n"
             "            + \", \".join(f\"{a.code} {a.value} {a.unit}\" for a in critical_analytes(result))\n"
             "            + \". Please acknowledge in VetOrbit.\")\n"
             "    publish(\"sms.priority\", {\"to\": rota[\"mobile\"], \"body\": body, \"source\": \"labfeed\"})\n"),
        bash("python -m pytest -q tests/test_critical.py tests/test_store.py -v 2>&1 | tail -25",
             "tests/test_critical.py::test_potassium_high_is_critical PASSED                    [  5%]\n"
             "tests/test_critical.py::test_potassium_7_0_exactly_is_not PASSED                  [ 11%]\n"
             "tests/test_critical.py::test_potassium_low_is_critical PASSED                     [ 17%]\n"
             "tests/test_critical.py::test_glucose_low_is_critical PASSED                       [ 23%]\n"
             "tests/test_critical.py::test_glucose_high_not_critical PASSED                     [ 29%]\n"
             "tests/test_critical.py::test_calcium_ignored_for_now PASSED                       [ 35%]\n"
             "tests/test_critical.py::test_other_unit_skipped PASSED                            [ 41%]\n"
             "tests/test_store.py::test_exact_match_autofiles PASSED                            [ 47%]\n"
             "tests/test_store.py::test_exact_match_critical_not_autofiled PASSED               [ 52%]\n"
             "tests/test_store.py::test_review_match_critical_not_autofiled PASSED              [ 58%]\n"
             "tests/test_store.py::test_critical_publishes_sms_priority PASSED                  [ 64%]\n"
             "tests/test_store.py::test_duty_vet_number_from_rota PASSED                        [ 70%]\n"
             "tests/test_store.py::test_rota_missing_falls_back_to_clinic_phone FAILED          [ 76%]\n"
             "tests/test_store.py::test_pdf_key_layout PASSED                                   [ 82%]\n"
             "tests/test_store.py::test_unmatched_goes_to_manual_queue PASSED                   [ 88%]\n"
             "tests/test_store.py::test_store_idempotent PASSED                                 [ 94%]\n"
             "tests/test_store.py::test_s3_bucket_from_env PASSED                               [100%]\n\n"
             "=================================== FAILURES ===================================\n"
             "________________ test_rota_missing_falls_back_to_clinic_phone _________________\n"
             "    def test_rota_missing_falls_back_to_clinic_phone(fake_pms, fake_bus):\n"
             "        fake_pms.rota = {}\n"
             ">       store.file_result(critical_result(), appt(), auto_file=True)\n"
             "E       KeyError: 'mobile'\n\n"
             "labfeed/notify.py:3: KeyError\n"
             "=========================== 1 failed, 16 passed in 0.88s ===========================\n"),
        ("assistant", "One failure, in a test I wrote for a gap: when nobody is on the rota (it happens at small "
                      "clinics on Sundays), `rota['mobile']` raises. What should happen then — send the SMS to the "
                      "clinic's main mobile, or to the LDS-EMG emergency line?"),
        ("user", "to the clinic main number from the clinic config. if it is a landline the SMS fails, and the "
                 "clinic phone process catches it. don't send to Leeds, they have their own patients"),
        tool("Edit", {"file_path": f"{LABFEED}/labfeed/notify.py",
                      "old_string": "    publish(\"sms.priority\", {\"to\": rota[\"mobile\"],",
                      "new_string": "    to = rota.get(\"mobile\") or pms.clinic(appt.clinic_code)[\"phone\"]\n"
                                    "    publish(\"sms.priority\", {\"to\": to,"},
             "The file labfeed/notify.py has been updated."),
        bash("python -m pytest -q", "..............................................................  [100%]\n"
                                    "62 passed in 1.71s\n"),
        ("assistant", "All 62 pass. To recap what's in the branch:\n\n"
                      "- `critical.py`: potassium < 2.5 or > 7.0 mmol/L, glucose < 3.0 mmol/L; calcium left out "
                      "until Calder answers about analysers\n"
                      "- critical results are never auto-filed: they're attached unacknowledged, so a vet has to "
                      "acknowledge them in VetOrbit — this applies to every match path\n"
                      "- the duty vet (from pms-bridge `/rota/duty`) gets an SMS through the `sms.priority` queue; "
                      "with no one on the rota it goes to the clinic's main number\n\n"
                      "Not done, per your notes: the 15-minute phone call (clinic process), red banner, monthly "
                      "report."),
        ("user", "perfect, köszönöm. push and I do the PR after lunch"),
        bash("git add -A && git commit -qm 'Critical lab values: never auto-file, SMS duty vet' && git push -q -u "
             "origin feat/critical-values && git log -1 --oneline",
             "a90d3f1 Critical lab values: never auto-file, SMS duty vet\n"),
    ],
    "facts": [
        fact("critical-ack", "A critical lab result is never filed into the patient record automatically; a vet "
                             "must acknowledge it in the PMS first, on every match path and in every later feature.",
             "rule", "user", ["critical", ["acknowledge", "acknowledging", "acknowledgement"]], remember=True),
        fact("critical-thresholds", "Critical thresholds: potassium above 7.0 or below 2.5 mmol/L, glucose below "
                                    "3.0 mmol/L; ionised calcium not yet (Calder's ranges differ per analyser).",
             "config", "user", ["potassium", "7.0", "glucose", "3.0"]),
        fact("duty-vet-sms", "Critical results notify the clinic's duty vet by SMS, published to the reminders "
                             "service's sms.priority queue, with the number from pms-bridge /rota/duty.",
             "decision", "user", ["duty vet", "sms.priority"]),
        fact("rota-fallback", "When nobody is on the duty rota, the critical-result SMS goes to the clinic's main "
                              "number from the clinic config, never to the Leeds emergency clinic.",
             "decision", "user", ["rota", "main number"]),
    ],
    "optional": [
        opt("calcium-later", "Ionised calcium is not checked yet; waiting for Calder's answer about analysers.",
            ["calcium"]),
    ],
    "questions": [
        q("Can a critical lab result be filed automatically?",
          "never; a vet must acknowledge it in the PMS first", ["critical-ack"]),
        q("Which lab values count as critical?",
          "potassium above 7.0 or below 2.5 mmol/L, glucose below 3.0 mmol/L", ["critical-thresholds"]),
        q("How is the duty vet told about a critical result?", "SMS through the sms.priority queue, number from "
                                                               "the duty rota", ["duty-vet-sms"]),
    ],
}


SESSIONS = [EXPLAIN, JSON_FEED, CRITICAL]
