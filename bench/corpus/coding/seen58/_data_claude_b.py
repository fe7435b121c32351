"""h58 Claude Code sessions, part b: claim-docs, the photo and document upload service (Python, FastAPI, MinIO on
premises) with OCR of garage repair estimates. Choosing the OCR engine, the photo retention email from compliance,
and HEIC photos from iPhones failing after an image rebuild."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

DOCS = "/home/noor/code/claim-docs"

EVAL_082 = """\
sample: eval/estimates-2026-10 (40 documents: 26 garage PDFs, 14 phone photos of paper estimates)
engine: tesseract 5.3.4 (eng+nld+fra+deu, --oem 1 --psm 6), render 300 dpi, deskew on
threshold: field confidence >= 0.82 accepted, else manual review

doc                      kind    total_ok  labour_ok  parts_ok  vat_ok  min_conf  routed
garage-0001.pdf          pdf     yes       yes        yes       yes     0.93      auto
garage-0002.pdf          pdf     yes       yes        yes       yes     0.91      auto
garage-0003.pdf          pdf     yes       yes        no        yes     0.78      review
garage-0004.pdf          pdf     yes       yes        yes       yes     0.89      auto
garage-0005.pdf          pdf     yes       yes        yes       yes     0.80      review
...
photo-0009.jpg           photo   yes       yes        yes       yes     0.79      review
photo-0010.jpg           photo   yes       no         yes       yes     0.64      review
photo-0011.jpg           photo   yes       yes        yes       yes     0.77      review
photo-0012.jpg           photo   no        no         no        no      0.41      review
photo-0013.jpg           photo   yes       yes        yes       yes     0.81      review
photo-0014.jpg           photo   yes       yes        yes       yes     0.76      review

summary
  fields correct (all 4):           33 / 40
  routed auto:                      17 / 40   (42.5%)
  routed review:                    23 / 40
  review docs that were correct:    16 / 23   (wasted manual reviews)
  auto docs with a wrong field:      0 / 17
"""

EVAL_075 = """\
threshold: field confidence >= 0.75 accepted, else manual review

summary
  fields correct (all 4):           33 / 40
  routed auto:                      28 / 40   (70.0%)
  routed review:                    12 / 40
  review docs that were correct:     5 / 12
  auto docs with a wrong field:      0 / 28
threshold: field confidence >= 0.70 accepted, else manual review
  routed auto:                      31 / 40   (77.5%)
  auto docs with a wrong field:      2 / 31   (garage-0003.pdf parts, photo-0010.jpg labour)
"""

COMPLIANCE_MAIL = """\
From: Records & Compliance <records-compliance@halvard.example>
To: claims-engineering@halvard.example
Subject: Retention of claim evidence - decisions from the October committee
Date: Fri, 7 Nov 2026 11:52:03 +0100

Dear all,

Following the records committee of 29 October, please find below the retention decisions that concern the
claims platform. Please confirm implementation dates by the end of the month.

1. Damage photos (vehicle, scene, documents photographed as evidence) are retained for 7 years after the claim
   is closed. When a closed claim is reopened, the period restarts at the new closure.
2. Repair estimates and garage invoices are retained for 10 years after claim closure.
3. Photos showing faces or registration plates of third parties must be blurred before they are shared outside
   Halvard (for example with garages or loss adjusters).
4. Every deletion carried out under this policy must be recorded (what, when, under which rule) and the record
   kept for as long as the deleted item would otherwise have been kept.
5. Legal hold: items of a claim under litigation must not be deleted while the hold is in place.

Kind regards,
Records & Compliance
"""

MC_RETENTION = """\
$ mc retention info --default halvard/claim-photos
Object locking is enabled. No default retention rule set.
$ mc ilm rule ls halvard/claim-photos
┌────────────────────────────────────────────────────────────────────────────┐
│ Expiration for latest version (Expiration)                                │
├─────────┬─────────┬────────┬──────┬────────────────┬───────────────────────┤
│ ID      │ STATUS  │ PREFIX │ TAGS │ DAYS TO EXPIRE │ EXPIRE DELETEMARKER   │
├─────────┼─────────┼────────┼──────┼────────────────┼───────────────────────┤
│ tmp-del │ Enabled │ tmp/   │ -    │              2 │ false                 │
└─────────┴─────────┴────────┴──────┴────────────────┴───────────────────────┘
$ mc ls --recursive halvard/claim-photos | wc -l
4188210
$ mc du halvard/claim-photos
31TiB	4188210 objects	claim-photos
"""

HEIC_LOG = """\
2026-11-18T19:02:41.553Z ERROR claim_docs.upload POST /v1/claims/CLM-2026-121340/photos 415 file=IMG_4471.HEIC size=2841133 content_type=image/heic err="unsupported image: VipsForeignLoad: \\"/tmp/upl-7f3a2c\\" is not a known file format"
2026-11-18T19:02:44.019Z ERROR claim_docs.upload POST /v1/claims/CLM-2026-121340/photos 415 file=IMG_4472.HEIC size=3019877 content_type=image/heic err="unsupported image: VipsForeignLoad: \\"/tmp/upl-91bd03\\" is not a known file format"
2026-11-18T19:03:10.447Z INFO  claim_docs.upload POST /v1/claims/CLM-2026-121340/photos 201 file=IMG_4471.jpg size=1904412 content_type=image/jpeg
2026-11-18T20:15:55.902Z ERROR claim_docs.upload POST /v1/claims/CLM-2026-121377/photos 415 file=photo.heic size=2210398 content_type=image/heic err="unsupported image: VipsForeignLoad: \\"/tmp/upl-0c44e1\\" is not a known file format"
2026-11-18T21:40:12.118Z ERROR claim_docs.upload POST /v1/claims/CLM-2026-121402/photos 415 file=IMG_0093.HEIC size=2677010 content_type=image/heic err="unsupported image: VipsForeignLoad: \\"/tmp/upl-a3f902\\" is not a known file format"
"""

SESSIONS = [
    {
        "id": "h58-cc-docs-ocr-estimates",
        "project": DOCS,
        "start": datetime(2026, 11, 4, 10, 5),
        "about": "claim-docs: choosing OCR for garage repair estimates; a question about remembering the spring "
                 "spike (near-miss); three options, picked with a bare '1' (Tesseract on premises) because "
                 "estimates carry personal data and legal said no to cloud; a standing rule typed with typos that "
                 "estimate scans never go to a cloud service; confidence threshold 0.82 then lowered to 0.75 after "
                 "an evaluation run; totals cross-check; a custom-training proposal nobody answered",
        "steps": [
            ("user", "hey 👋 new thing for this sprint: the handlers want the numbers off repair estimates "
                     "automatically. garages send PDFs, some policyholders send a phone photo of a paper estimate. "
                     "we need total, labour hours, parts, VAT. btw do you remember what OCR thing we tried in the "
                     "spring? I think it was something with paddle"),
            ("assistant", "I don't carry anything over from earlier sessions, but the repo might: let me look."),
            bash("git branch -a --list '*ocr*' && git log --all --oneline --grep -i ocr | head -5",
                 "  remotes/origin/spike/paddle-ocr\n"
                 "c81f0a2 spike: paddleocr on estimates, notes in spike/README (April)\n"
                 "5e3bd17 spike: gpu node selector for paddle\n"),
            bash("git show origin/spike/paddle-ocr:spike/README.md | head -20",
                 "# PaddleOCR spike (April 2026)\n\n"
                 "- accuracy on 25 estimates: good on PDFs, ok on photos\n"
                 "- needs the GPU node (only one in the cluster, shared with the fraud team's training jobs)\n"
                 "- CPU mode: ~40 s per page, too slow for upload-time processing\n"
                 "- stopped because the GPU node was booked by fraud for Q2\n"),
            ("assistant", "Found it: an April spike with PaddleOCR, stopped because it needed the one GPU node "
                          "(shared with the fraud team) and ran at ~40 s per page on CPU.\n\n"
                          "Here are the options as I see them:\n\n"
                          "1. **Tesseract 5 on premises**, via `ocrmypdf` for PDFs and straight `pytesseract` "
                          "for photos, running as a worker in claim-docs. CPU only, ~2-4 s per page. Weaker on "
                          "skewed phone photos, so we'd deskew first and route low-confidence fields to a person.\n"
                          "2. **A cloud document service** (one of the big providers' invoice/receipt models). "
                          "Best accuracy out of the box, tables and key-value pairs for free, but every estimate "
                          "leaves our network.\n"
                          "3. **PaddleOCR again**, this time asking for a second GPU node. Better than Tesseract "
                          "on photos, but it depends on hardware we don't have.\n\n"
                          "Whichever engine: field extraction (finding 'Totaal', 'Arbeidsloon', 'Pièces', "
                          "'MwSt.' and the numbers next to them) is our own code on top."),
            ("user", "1. cloud is out anyway, estimates have the policyholder's name, address and plate on them and "
                     "legal already said no when the garage portal people asked last year. and from now on thats a "
                     "hard line for this repo: estimate scans dont go to any cloud service, evr, not even a "
                     "'quick test' with a free trial account"),
            ("assistant", "Got it: Tesseract on premises, and estimate scans never go to any cloud service, "
                          "including tests. I'll add the worker with the four languages we see on estimates (NL, "
                          "FR, DE, EN), render PDFs at 300 DPI, deskew photos, and a confidence threshold per "
                          "field: below it the estimate goes to a manual review queue. I'll start at 0.82 and "
                          "measure on a labelled sample. Is there one?"),
            ("user", "eval/estimates-2026-10, 40 docs, labelled by the handlers last month"),
            bash("python -m claim_docs.ocr.evaluate eval/estimates-2026-10 --threshold 0.82", EVAL_082),
            ("assistant", "At 0.82 nothing wrong goes through automatically (0 of 17), but 16 of the 23 documents "
                          "sent to review were read correctly, so the handlers would re-type most of them for "
                          "nothing. Phone photos score lower across the board (0.76-0.81 for correct reads). Let me "
                          "try 0.75 and 0.70."),
            bash("python -m claim_docs.ocr.evaluate eval/estimates-2026-10 --threshold 0.75 --summary-only && "
                 "python -m claim_docs.ocr.evaluate eval/estimates-2026-10 --threshold 0.70 --summary-only "
                 "| sed -n '1p;5,6p'",
                 EVAL_075),
            ("assistant", "0.75 sends 28 of 40 through automatically with still no wrong field among them; 0.70 "
                          "starts letting errors through (a misread parts amount and a labour figure). 0.75 looks "
                          "like the spot. One more safety net I'd add regardless of the threshold: labour + parts "
                          "+ VAT must add up to the total within 1.00 EUR, otherwise the estimate goes to review "
                          "even if every field is confident. On this sample that check catches photo-0012 too."),
            ("user", "0.75 then. and yes the sum check, 1 euro tolerance is fine, garages round weirdly"),
            tool("Edit", {"file_path": f"{DOCS}/claim_docs/settings.py",
                          "old_string": "OCR_FIELD_CONFIDENCE_MIN = 0.82",
                          "new_string": "OCR_FIELD_CONFIDENCE_MIN = 0.75\nOCR_TOTAL_TOLERANCE_EUR = "
                                        "Decimal(\"1.00\")\nOCR_REVIEW_QUEUE = \"estimates-review\""},
                 "The file has been updated."),
            ("assistant", "Set: 0.75, tolerance 1.00 EUR, and the queue name `estimates-review` (the handlers' "
                          "work-basket system already has a queue type for documents, so it shows up there "
                          "without changes on their side).\n\n"
                          "Longer term, Tesseract can be fine-tuned on the fonts of the dozen garage chains that "
                          "send most of our estimates; with ~200 labelled pages it usually gains a few points on "
                          "exactly the fields we care about. Could be worth a ticket."),
            bash("pytest -q tests/ocr 2>&1 | tail -n 4",
                 "........................................                                 [100%]\n"
                 "40 passed in 18.42s\n"),
            ("user", "cool. commit please, msg 'ocr: tesseract worker for repair estimates'"),
            bash("git add -A && git commit -qm 'ocr: tesseract worker for repair estimates' && git log -1 "
                 "--oneline",
                 "4da91c7 ocr: tesseract worker for repair estimates\n"),
        ],
        "facts": [
            fact("ocr-engine", "Repair estimates are read with Tesseract 5 on premises (ocrmypdf for PDFs, "
                               "pytesseract for photos); cloud OCR was rejected because estimates carry the "
                               "policyholder's name, address and plate and legal said no.",
                 "decision", "user", ["Tesseract"]),
            fact("no-cloud", "Standing rule for claim-docs: estimate scans never go to any cloud service, not even "
                             "for a quick test with a trial account.",
                 "rule", "user", ["cloud", ["estimate scans", "estimates"]], remember=True),
            fact("ocr-threshold", "The OCR field confidence threshold is 0.75 (lowered from 0.82 after the "
                                  "evaluation); fields below it send the estimate to the estimates-review queue.",
                 "config", "user", ["0.75", ["estimates-review", "confidence"]]),
            fact("sum-check", "Labour + parts + VAT must equal the estimate total within 1.00 EUR, otherwise the "
                              "estimate goes to manual review.",
                 "decision", "user", ["1.00", "total"]),
        ],
        "optional": [
            opt("paddle-spike", "The April PaddleOCR spike stopped because it needed the single GPU node shared "
                                "with the fraud team.", ["PaddleOCR", "GPU"]),
        ],
        "questions": [
            q("Which OCR engine reads repair estimates, and why not a cloud service?",
              "Tesseract on premises; estimates have the policyholder's name, address and plate and legal said no to cloud", ["ocr-engine"]),
            q("May estimate scans be sent to a cloud OCR service for a test?", "no, never, not even a test",
              ["no-cloud"]),
            q("What is the OCR confidence threshold for estimates?", "0.75", ["ocr-threshold"]),
        ],
    },
    {
        "id": "h58-cc-docs-photo-retention",
        "project": DOCS,
        "start": datetime(2026, 11, 12, 9, 40),
        "about": "claim-docs: a pasted compliance email with five points; the person makes point 1 (damage photos "
                 "kept 7 years after closure, restarting on reopen) a standing rule, confirms point 4 (deletions "
                 "recorded) and point 5 (legal hold), says point 2 (10 years for estimates) is still a draft and "
                 "point 3 (blurring) belongs to the garage-portal team; implementation via MinIO object retention "
                 "in GOVERNANCE mode set on the ClaimClosed event, a photo_deletion_log table; a bucket lifecycle "
                 "alternative rejected",
        "steps": [
            ("user", "morning. compliance finally sent the retention decisions, here's the mail:\n\n"
                     + COMPLIANCE_MAIL +
                     "\nso. point 1 is final and it's ours: treat that as a fixed rule for claim-docs from here on, "
                     "damage photos stay 7 years after the claim closes, and a reopen restarts the clock. point 2 "
                     "is NOT final, I talked to legal, the 10 years is a draft they're still fighting about, do not "
                     "build it. point 3 isn't us, the garage portal team does the blurring on their side. 4 and 5 "
                     "yes, we need both"),
            ("assistant", "OK: build 1, 4 and 5; leave 2 (draft) and 3 (garage portal team). Let me see what the "
                          "photo bucket has today."),
            bash("mc retention info --default halvard/claim-photos; mc ilm rule ls halvard/claim-photos; mc ls "
                 "--recursive halvard/claim-photos | wc -l; mc du halvard/claim-photos", MC_RETENTION),
            ("assistant", "The bucket `claim-photos` has object locking enabled but no default retention, and "
                          "only one lifecycle rule (cleaning `tmp/` after 2 days). 4.19 million objects, 31 TiB.\n\n"
                          "The catch with point 1 is that the clock starts at **claim closure**, not at upload. A "
                          "plain bucket lifecycle rule counts days since the object was written, so it can't "
                          "express 'seven years after a date we only learn later'. Two ways:\n\n"
                          "**A. Object retention per object.** When claims-core publishes `ClaimClosed`, we set "
                          "retain-until = closure date + 7 years on every photo of that claim, in GOVERNANCE "
                          "mode, and a nightly sweeper deletes objects whose retention has passed. A reopen "
                          "(`ClaimReopened`) leaves the lock as is, and the next `ClaimClosed` extends it. MinIO "
                          "refuses deletes before the date, so a bug in our code can't delete early.\n\n"
                          "**B. Tag + lifecycle.** Tag objects with the closure year at `ClaimClosed` and add one "
                          "lifecycle rule per year tag. It works, but rules pile up, the lifecycle deletes happen "
                          "inside MinIO so point 4 (record every deletion) needs scraping the audit log, and a "
                          "reopen means rewriting tags.\n\n"
                          "I'd go with A. Legal hold (point 5) maps directly: MinIO has per-object legal hold, "
                          "which blocks deletion even after retention ends."),
            ("user", "A. governance not compliance mode right? if we ever get a court order to delete we need a way"),
            ("assistant", "Right: GOVERNANCE mode, so an admin with `s3:BypassGovernanceRetention` can still "
                          "delete under a court order (and that deletion gets recorded too). COMPLIANCE mode would "
                          "make that impossible until the date passes, even for root."),
            tool("Write", {"file_path": f"{DOCS}/claim_docs/retention/on_claim_closed.py",
                           "content": "\"\"\"Set photo retention when claims-core closes a claim.\"\"\"\n\n"
                                      "RETENTION = relativedelta(years=7)\n\n\n"
                                      "def handle(event: ClaimClosed, store: PhotoStore) -> int:\n"
                                      "    until = event.closed_at + RETENTION\n"
                                      "    n = 0\n"
                                      "    for obj in store.photos_of(event.claim_id):\n"
                                      "        store.set_retention(obj, mode=\"GOVERNANCE\", "
                                      "retain_until=max(until, obj.retain_until or until))\n"
                                      "        n += 1\n"
                                      "    return n\n"},
                 "File created successfully at: " + DOCS + "/claim_docs/retention/on_claim_closed.py"),
            tool("Write", {"file_path": f"{DOCS}/migrations/0019_photo_deletion_log.sql",
                           "content": "create table photo_deletion_log (\n"
                                      "  id            bigserial primary key,\n"
                                      "  bucket        text not null,\n"
                                      "  object_key    text not null,\n"
                                      "  claim_id      text not null,\n"
                                      "  rule          text not null,   -- 'retention-7y', 'court-order', ...\n"
                                      "  deleted_by    text not null,   -- 'sweeper' or a user id\n"
                                      "  deleted_at    timestamptz not null default now(),\n"
                                      "  keep_until    timestamptz not null\n"
                                      ");\n"},
                 "File created successfully at: " + DOCS + "/migrations/0019_photo_deletion_log.sql"),
            ("assistant", "Deletions go through one function that writes the `photo_deletion_log` row first and "
                          "then deletes the object; if the delete fails the row is marked and retried by the next "
                          "sweep. The `keep_until` column is what point 4 asks for: the record lives as long as "
                          "the photo would have. The sweeper runs nightly at 02:30 and skips anything with a legal "
                          "hold.\n\n"
                          "One open question: the 4.19 million photos already in the bucket. Claims closed before "
                          "today never got a `ClaimClosed` through this handler. I can backfill from claims-core's "
                          "closure dates in batches."),
            ("user", "yes backfill, slowly, 50k objects a batch, not during office hours. and set the sweeper to "
                     "dry-run for the first month, I want to see what it would delete before it deletes anything"),
            tool("Edit", {"file_path": f"{DOCS}/deploy/values-prod.yaml",
                          "old_string": "retentionSweeper:\n  enabled: false",
                          "new_string": "retentionSweeper:\n  enabled: true\n  schedule: \"30 2 * * *\"\n"
                                        "  dryRun: true\nretentionBackfill:\n  batchSize: 50000\n"
                                        "  window: \"19:00-06:30\""},
                 "The file has been updated."),
            bash("pytest -q tests/retention 2>&1 | tail -n 3",
                 "...............                                                          [100%]\n"
                 "15 passed in 3.87s\n"),
            ("assistant", "Tests pass (retention set on close, extended on a second close after reopen, legal hold "
                          "respected, deletion row written before delete, dry-run deletes nothing). Nothing for "
                          "point 2 in the code; I left a line in `docs/retention.md` saying estimates and invoices "
                          "have no retention rule yet because the 10-year decision is a draft."),
            ("user", "good. commit and I'll answer compliance with dates"),
            bash("git add -A && git commit -qm 'retention: photos 7y after closure (object lock, governance), "
                 "deletion log, legal hold; sweeper dry-run' && git log -1 --oneline",
                 "a07e6b2 retention: photos 7y after closure (object lock, governance), deletion log, legal "
                 "hold; sweeper dry-run\n"),
        ],
        "facts": [
            fact("photo-7y", "Damage photos are kept 7 years after the claim is closed; a reopened claim restarts "
                             "the period at its new closure (from the compliance email, point 1, made a standing "
                             "rule).",
                 "rule", "user", ["7 years", ["closes", "closed", "closure"]], remember=True),
            fact("object-lock", "Retention is implemented as MinIO object retention in GOVERNANCE mode (not "
                                "COMPLIANCE, so a court-ordered deletion stays possible), set to closure + 7 years on "
                                "each photo when the ClaimClosed event arrives; a bucket lifecycle rule was "
                                "rejected.",
                 "decision", "user", ["GOVERNANCE", "ClaimClosed"]),
            fact("deletion-log", "Every photo deletion is recorded first in the photo_deletion_log table, kept as "
                                 "long as the photo would have been kept.",
                 "decision", "user", ["photo_deletion_log"]),
            fact("estimates-draft", "The 10-year retention for repair estimates and invoices is a legal draft and "
                                    "is not built; blurring third-party faces and plates is done by the garage "
                                    "portal team, not claim-docs.",
                 "fact", "user", ["10 years", ["draft", "garage portal"]]),
        ],
        "optional": [
            opt("sweeper-dryrun", "The retention sweeper runs nightly at 02:30 in dry-run for the first month.",
                ["sweeper", "dry-run"]),
            opt("backfill", "Existing photos are backfilled in batches of 50,000 outside office hours.",
                ["backfill", ["50k", "50000", "50,000"]]),
        ],
        "questions": [
            q("How long are damage photos kept?", "7 years after the claim closes; a reopen restarts the clock",
              ["photo-7y"]),
            q("Which object lock mode do claim photos use, and why?",
              "GOVERNANCE, so a court order can still delete", ["object-lock"]),
            q("Is there a 10-year retention rule for repair estimates?", "no, it is a draft; do not build it",
              ["estimates-draft"]),
        ],
    },
    {
        "id": "h58-cc-docs-heic-upload-bug",
        "project": DOCS,
        "start": datetime(2026, 11, 19, 8, 55),
        "about": "claim-docs: iPhone HEIC uploads rejected with 415; the assistant's first guess (size limit) "
                 "ruled out, files are ~2-3 MB under the 25 MB limit; cause the October 'slim image' Dockerfile "
                 "change to Alpine installed vips without the vips-heif package; fix adds vips-heif and a real HEIC "
                 "fixture; HEIC kept as original plus a JPEG rendition; a standing rule at the very end of a long "
                 "message (real sample file for each new image format); end-of-session summary",
        "steps": [
            ("user", "ugh. call-centre says policyholders with iphones can't upload photos since yesterday evening, "
                     "the web form says 'this file type isn't supported'. logs:"),
            bash("kubectl -n claims logs deploy/claim-docs --since=16h | grep -E 'photos (415|201)' | head",
                 HEIC_LOG),
            ("assistant", "All failures are `.HEIC` around 2-3 MB; the one success in between is the same photo "
                          "re-sent as JPEG. My first thought was the upload size limit, since iPhone photos can be "
                          "large, so let me rule that out."),
            bash("kubectl -n claims get ingress claim-docs -o jsonpath='{.metadata.annotations.nginx\\.ingress\\."
                 "kubernetes\\.io/proxy-body-size}'; echo; rg -n 'MAX_UPLOAD' claim_docs/settings.py",
                 "25m\n"
                 "claim_docs/settings.py:31:MAX_UPLOAD_BYTES = 25 * 1024 * 1024  # 25 MB per file\n"),
            ("assistant", "Not the size: the limit is 25 MB per file and these are under 3 MB, and a size problem "
                          "would be a 413, not a 415. The error comes from libvips itself: "
                          "`VipsForeignLoad: ... is not a known file format`. So the vips in the running image "
                          "can't read HEIC. Did the image change recently?"),
            bash("git log --oneline -5 -- Dockerfile && git show 9b1e0d4 -- Dockerfile | sed -n 1,40p",
                 "9b1e0d4 build: slim image (alpine), 1.1 GB -> 290 MB\n"
                 "2f55c81 build: pin python 3.12.7\n"
                 "commit 9b1e0d4\nAuthor: claims-eng bot\nDate:   Tue Oct 28 17:20:09 2026 +0100\n\n"
                 "    build: slim image (alpine), 1.1 GB -> 290 MB\n\n"
                 "diff --git a/Dockerfile b/Dockerfile\n"
                 "--- a/Dockerfile\n+++ b/Dockerfile\n"
                 "@@ -1,14 +1,12 @@\n"
                 "-FROM python:3.12.7-bookworm\n"
                 "-RUN apt-get update && apt-get install -y --no-install-recommends \\\n"
                 "-      libvips42 libheif1 tesseract-ocr tesseract-ocr-nld tesseract-ocr-fra tesseract-ocr-deu \\\n"
                 "-      ocrmypdf ghostscript && rm -rf /var/lib/apt/lists/*\n"
                 "+FROM python:3.12.7-alpine3.20\n"
                 "+RUN apk add --no-cache vips tesseract-ocr tesseract-ocr-data-nld tesseract-ocr-data-fra \\\n"
                 "+      tesseract-ocr-data-deu ocrmypdf ghostscript\n"
                 " WORKDIR /app\n"
                 " COPY pyproject.toml uv.lock ./\n"),
            bash("kubectl -n claims exec deploy/claim-docs -- vips -l | grep -ci heif; kubectl -n claims exec "
                 "deploy/claim-docs -- apk info | grep -E '^vips'",
                 "0\nvips\nvips-cpp\n"),
            ("assistant", "That's the root cause. The slim-image change on 28 October moved the Dockerfile from "
                          "Debian to Alpine. On Debian, `libvips42` plus `libheif1` gave us HEIC. On Alpine the "
                          "HEIF loader is a separate package, `vips-heif`, and it wasn't installed, so the running "
                          "vips has zero heif loaders. The image only reached production yesterday at 18:40 with "
                          "the release, which matches 'since yesterday evening'.\n\n"
                          "Fix: add `vips-heif` to the `apk add` line. I'd also like a test that actually loads a "
                          "HEIC file, because the existing image tests only use JPEG and PNG, which is why CI "
                          "didn't catch this."),
            ("user", "yes do it. and while you're in there, the garage portal people asked again whether we can "
                     "give them JPEG instead of HEIC, half of their screens can't show HEIC and they keep "
                     "asking the policyholder to resend, which is exactly what we're trying to avoid. I don't want "
                     "to throw away what the customer sent us though, the original is the evidence and compliance "
                     "would have a fit. so keep the original HEIC as the stored photo and make a JPEG next to it "
                     "for anyone downstream. also the upload page text still says '10 MB max', it's 25, fix that "
                     "string while you're there. ah, and one more since I'm thinking of it, going forward on this "
                     "repo: any image format we start accepting gets a real sample file from a real device under "
                     "tests/fixtures/images, no synthetic generated ones, those are how we got here"),
            tool("Edit", {"file_path": f"{DOCS}/Dockerfile",
                          "old_string": "RUN apk add --no-cache vips tesseract-ocr",
                          "new_string": "RUN apk add --no-cache vips vips-heif tesseract-ocr"},
                 "The file has been updated."),
            bash("ls tests/fixtures/images/ && cp ~/Downloads/IMG_4471_scrubbed.HEIC "
                 "tests/fixtures/images/iphone15-exif-stripped.heic && exiftool -gps:all "
                 "tests/fixtures/images/iphone15-exif-stripped.heic | wc -l",
                 "android-pixel7.jpg\nsamsung-a54.jpg\nscan-a4.png\nsynthetic-16x16.heic\n0\n"),
            ("assistant", "There was a `synthetic-16x16.heic` in the fixtures, generated, and no test used it. I "
                          "replaced it with the real iPhone photo from the failing claim (GPS and other EXIF "
                          "stripped; it shows a bumper, no people or plates). Now the rendition part."),
            tool("Edit", {"file_path": f"{DOCS}/claim_docs/photos/store.py",
                          "old_string": "    key = store.put_original(claim_id, upload)\n    return key",
                          "new_string": "    key = store.put_original(claim_id, upload)\n"
                                        "    if upload.content_type in (\"image/heic\", \"image/heif\"):\n"
                                        "        store.put_rendition(key, to_jpeg(upload, quality=88), "
                                        "suffix=\".jpg\")\n    return key"},
                 "The file has been updated."),
            bash("sed -i 's/10 MB max/25 MB max/' web/upload/strings.*.json && docker build -q -t "
                 "claim-docs:heic-fix . && docker run --rm claim-docs:heic-fix vips -l | grep -c heif && pytest -q "
                 "tests/photos 2>&1 | tail -n 3",
                 "sha256:6f0c2be1a98e77d0c3f1aa5e9d2c1f0b8e4a7d6c5b3a291807f6e5d4c3b2a190\n"
                 "4\n"
                 "..................                                                       [100%]\n"
                 "18 passed in 6.02s\n"),
            bash("git add -A && git commit -qm 'fix: HEIC uploads (vips-heif on alpine), JPEG rendition, real "
                 "HEIC fixture' && git log -1 --oneline",
                 "e19c3a0 fix: HEIC uploads (vips-heif on alpine), JPEG rendition, real HEIC fixture\n"),
            ("assistant", "## Summary\n\n"
                          "- **Symptom:** iPhone photos (HEIC) rejected with 415 since yesterday's 18:40 release.\n"
                          "- **Not the cause:** upload size; the limit is 25 MB per file and the photos were 2-3 MB.\n"
                          "- **Root cause:** the 28 October slim-image change moved the Dockerfile to Alpine, "
                          "where the HEIF loader lives in the separate `vips-heif` package, which wasn't "
                          "installed.\n"
                          "- **Fix:** `vips-heif` added to the `apk add` line; the built image reports 4 heif "
                          "loaders again.\n"
                          "- **Storage:** the HEIC original stays the stored photo (the evidence); a JPEG "
                          "rendition (quality 88) is stored next to it for the garage portal and anything "
                          "downstream.\n"
                          "- **Tests:** the unused synthetic HEIC fixture is replaced by a real iPhone photo with "
                          "EXIF stripped in `tests/fixtures/images`; going forward every newly accepted format "
                          "gets a real-device sample there.\n"
                          "- **Also:** upload page text now says 25 MB max.\n\n"
                          "Committed as e19c3a0; it goes out with the next release unless you want a hotfix."),
            ("user", "hotfix please, I'll ping petra to let it through. thx"),
        ],
        "facts": [
            fact("heic-cause", "HEIC uploads failed (415, 'not a known file format') because the 28 October "
                               "slim-image change moved the Dockerfile to Alpine and installed vips without the "
                               "vips-heif package; adding vips-heif fixed it. The upload size limit was not the "
                               "cause.",
                 "bugfix", "assistant", ["vips-heif", ["HEIC", "Alpine"]]),
            fact("heic-rendition", "The original HEIC photo is kept as the stored photo (the evidence) and a JPEG "
                                   "rendition is stored next to it for the garage portal and downstream users.",
                 "decision", "user", ["JPEG", ["HEIC", "original"]]),
            fact("real-fixtures", "Any image format claim-docs starts accepting gets a real sample file from a real "
                                  "device under tests/fixtures/images; no synthetic generated fixtures.",
                 "rule", "user", ["tests/fixtures/images", ["real", "synthetic"]], remember=True),
        ],
        "optional": [
            opt("upload-limit", "The upload limit is 25 MB per file.", ["25 MB"]),
        ],
        "questions": [
            q("Why did iPhone HEIC uploads fail after the image rebuild?",
              "on Alpine the vips-heif package wasn't installed", ["heic-cause"]),
            q("What does claim-docs store for a HEIC upload?",
              "the original HEIC plus a JPEG rendition", ["heic-rendition"]),
            q("What test fixture does a newly accepted image format need?",
              "a real sample file from a real device under tests/fixtures/images", ["real-fixtures"]),
        ],
    },
]
