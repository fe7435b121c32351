"""h62 Codex sessions, part b: collections at Northfen Energy (Django on Postgres): payment plans and the
disconnection guard, arrears letters after a pasted code of practice, and a one-off typo chore with chatter."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

COLL = "/home/femi/src/collections"


def _pytest(lines: list[str], summary: str) -> str:
    head = ("============================= test session starts ==============================\n"
            "platform linux -- Python 3.11.10, pytest-8.3.3, pluggy-1.5.0\n"
            "django: version: 5.1.2, settings: collections_site.settings.test (from ini)\n"
            "rootdir: /home/femi/src/collections\nconfigfile: pytest.ini\nplugins: django-4.9.0, cov-5.0.0\n")
    return head + "".join(line + "\n" for line in lines) + summary + "\n"


SESSIONS = [
    {
        "id": "h62-cx-collections-payment-plans",
        "project": COLL,
        "start": datetime(2026, 11, 5, 10, 30),
        "about": "collections: payment plan limits (24 months max, 10 EUR minimum instalment), plan BROKEN after two "
                 "consecutive missed instalments; flat standing rule 'we never disconnect' medical priority register "
                 "customers, with a MedicalRegisterBlock guard; the call centre's no-calls-after-20:00 rule is "
                 "another team's and not coded",
        "steps": [
            ("user", "morning. COLL-311: payment plans v2. finance signed off the limits yesterday: a plan is max 24 "
                     "months, and the instalment can't go below 10 euro. right now the model takes anything"),
            shell("sed -n 1,60p plans/models.py",
                  "from django.db import models\n\n\nclass PaymentPlan(models.Model):\n"
                  "    account = models.ForeignKey(\"accounts.Account\", on_delete=models.PROTECT)\n"
                  "    debt_cents = models.PositiveIntegerField()\n"
                  "    months = models.PositiveSmallIntegerField()\n"
                  "    instalment_cents = models.PositiveIntegerField()\n"
                  "    status = models.CharField(max_length=12, choices=[(\"ACTIVE\", \"Active\"), (\"DONE\", \"Done\"),\n"
                  "                                                       (\"CANCELLED\", \"Cancelled\")])\n"
                  "    created_at = models.DateTimeField(auto_now_add=True)\n\n"
                  "    def clean(self):\n        pass\n"),
            ("assistant", "I'll add the limits as settings (`PLAN_MAX_MONTHS = 24`, `PLAN_MIN_INSTALMENT_CENTS = "
                          "1000`) and validate them in `PaymentPlan.clean()` and in the plan-offer calculator, so an "
                          "agent in the back office can't save a 36-month plan and the customer portal never offers "
                          "one. A debt small enough that 10 euro clears it in fewer months just gets fewer "
                          "months.\n\nQuestion: what happens when a customer misses instalments? The model has no "
                          "state for that."),
            ("user", "after 2 consecutive missed instalments the plan is BROKEN and the account goes back into the "
                     "letters flow at stage 2, not from zero. one missed is just a reminder"),
            shell("apply_patch <<'EOF'\n*** Update File: plans/models.py\n"
                  "-    status = models.CharField(max_length=12, choices=[(\"ACTIVE\", \"Active\"), (\"DONE\", \"Done\"),\n"
                  "+    status = models.CharField(max_length=12, choices=[(\"ACTIVE\", \"Active\"), (\"DONE\", \"Done\"),\n"
                  "+                                                       (\"BROKEN\", \"Broken\"),\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM plans/models.py\n"),
            shell("python manage.py makemigrations plans && pytest plans -q",
                  "Migrations for 'plans':\n  plans/migrations/0014_paymentplan_broken_missed.py\n"
                  "    - Add field missed_in_row to paymentplan\n    - Alter field status on paymentplan\n" +
                  _pytest(["plans/tests/test_limits.py ......", "plans/tests/test_missed.py .....",
                           "plans/tests/test_offer.py ........"],
                          "============================== 19 passed in 2.77s ===============================")),
            ("user", "nice. now the bigger one. disconnections. the DisconnectionRequest model in disconnect/ is "
                     "created by the batch when debt > 90 days and the letters are done. we never disconnect "
                     "anyone on the medical priority register. not for any amount, not after any number of letters, "
                     "not if a manager approves. i want it impossible in code, not a checkbox"),
            shell("rg -n 'medical|priority' accounts/ disconnect/ | head -20",
                  "accounts/models.py:41:    medical_priority = models.BooleanField(default=False)\n"
                  "accounts/models.py:42:    medical_priority_since = models.DateField(null=True, blank=True)\n"
                  "disconnect/admin.py:18:    list_filter = (\"status\", \"account__medical_priority\")\n"),
            ("assistant", "Today nothing stops it: `medical_priority` exists on Account but disconnect/ only uses it "
                          "as an admin filter. To make it impossible rather than discouraged, three layers:\n\n"
                          "1. `DisconnectionRequest.save()` raises `MedicalRegisterBlock` when the account is on the "
                          "register, whatever the caller (batch, admin, shell);\n"
                          "2. the batch that creates requests excludes those accounts in its queryset, so the "
                          "exception is a safety net rather than the normal path;\n"
                          "3. a Postgres trigger on `disconnect_disconnectionrequest` that refuses the insert, so a "
                          "raw SQL insert can't bypass it either.\n\n"
                          "And if a customer joins the register while a request is pending, the pending request is "
                          "cancelled by a signal on Account."),
            ("user", "all three plus the signal. btw the call centre has their own rule, they never call customers "
                     "after 20:00. that's theirs, don't code anything for it"),
            shell("apply_patch < /tmp/medical_guard.patch && python manage.py makemigrations disconnect && "
                  "pytest disconnect -q",
                  "Success. Updated the following files:\nM disconnect/models.py\nM disconnect/batch.py\n"
                  "A disconnect/signals.py\nA disconnect/migrations/0009_medical_register_trigger.py\n"
                  "Migrations for 'disconnect':\n  disconnect/migrations/0010_auto_20261105_1112.py\n" +
                  _pytest(["disconnect/tests/test_batch.py .......",
                           "disconnect/tests/test_medical_guard.py ....F.",
                           "",
                           "=================================== FAILURES ===================================",
                           "________________ test_raw_sql_insert_refused_for_medical_account _______________",
                           "E   Failed: DID NOT RAISE <class 'django.db.utils.InternalError'>",
                           "disconnect/tests/test_medical_guard.py:61: Failed"],
                          "========================= 1 failed, 12 passed in 3.90s =========================")),
            ("assistant", "The trigger test fails because I generated two migrations and the auto one (0010) came "
                          "after the trigger and recreated the table for a field rename, dropping the trigger. I'll "
                          "squash the rename into 0009 before the trigger is created."),
            shell("rm disconnect/migrations/0010_auto_20261105_1112.py && pytest disconnect plans -q | tail -1",
                  "============================== 32 passed in 5.02s ===============================\n"),
            ("assistant", "All 32 pass. The medical register guard is in the model (`MedicalRegisterBlock`), the "
                          "batch queryset, a database trigger, and a signal that cancels pending requests."),
        ],
        "facts": [
            fact("plan-limits", "Payment plans run at most 24 months and the instalment is at least 10 euro "
                                "(PLAN_MAX_MONTHS = 24, PLAN_MIN_INSTALMENT_CENTS = 1000).",
                 "config", "user", ["24 months", ["10 euro", "1000"]]),
            fact("broken", "After 2 consecutive missed instalments a plan is BROKEN and the account re-enters the "
                           "letters flow at stage 2; one missed instalment only triggers a reminder.",
                 "decision", "user", ["BROKEN", "stage 2"]),
            fact("no-disconnect", "Customers on the medical priority register are never disconnected, whatever the "
                                  "debt, letters or approvals.",
                 "rule", "user", ["medical priority register", "disconnect"], remember=True),
            fact("guard", "The medical guard has three layers plus a signal: DisconnectionRequest.save() raises "
                          "MedicalRegisterBlock, the batch queryset excludes those accounts, a Postgres trigger "
                          "refuses the insert, and joining the register cancels pending requests.",
                 "decision", "assistant", ["MedicalRegisterBlock", "trigger"]),
        ],
        "optional": [
            opt("disconnect-trigger", "Disconnection requests are created by the batch when debt is over 90 days "
                                      "old and the letters are done.", ["DisconnectionRequest"]),
        ],
        "questions": [
            q("What are the payment plan limits?", "max 24 months, instalment not below 10 euro", ["plan-limits"]),
            q("When is a payment plan broken?", "after 2 consecutive missed instalments, back to letters stage 2",
              ["broken"]),
            q("Can a customer on the medical priority register be disconnected?", "never", ["no-disconnect"]),
            q("How is disconnection of medical priority customers prevented in code?",
              "MedicalRegisterBlock in save, batch queryset, Postgres trigger, signal", ["guard"]),
        ],
    },
    {
        "id": "h62-cx-collections-debt-letters",
        "project": COLL,
        "start": datetime(2026, 11, 16, 14, 45),
        "about": "collections: pasted internal arrears code of practice (v4); only point 4 endorsed as a standing "
                 "rule (every letter carries the debt-advice helpline and payment-plan offer, _help_block.html); "
                 "points 1-3 'we already do', point 5 (December moratorium) declared obsolete; euro sign rendered as "
                 "a box in WeasyPrint PDFs, fixed by bundling DejaVu Sans",
        "steps": [
            ("user", "afternoon. compliance sent the new version of our arrears letters code of practice. pasting "
                     "the relevant part:\n\n"
                     "=== Northfen Energy - Arrears Communications Code of Practice v4 (internal) ===\n"
                     "1. A first reminder (stage 1) is issued when a bill is 14 days overdue.\n"
                     "2. A warning letter (stage 2) may only be issued at least 14 days after stage 1.\n"
                     "3. A final notice (stage 3) must give the customer 10 working days to respond before any "
                     "further action.\n"
                     "4. Every arrears communication, at every stage, must include the free debt-advice helpline "
                     "number and an offer of a payment plan.\n"
                     "5. No arrears letters are issued between 15 December and 5 January.\n"
                     "6. Letters to customers on the medical priority register are copied to the care team.\n"
                     "=== end ===\n\n"
                     "1 to 3 we already do, the scheduler has it. 6 is done since summer. point 4 is the one: "
                     "that's ours now and for good, every letter template carries the helpline and the plan offer "
                     "block, treat it as a standing rule for this repo. 5 is left over from v3, legal told me last "
                     "week the december break was dropped, ignore it."),
            shell("ls letters/templates/letters/ && rg -l 'helpline' letters/templates/letters/",
                  "_footer.html\n_header.html\nfinal_notice.html\nplan_broken.html\nplan_confirmation.html\n"
                  "stage1_reminder.html\nstage2_warning.html\n"
                  "letters/templates/letters/stage1_reminder.html\n"),
            ("assistant", "Only stage1_reminder.html mentions the helpline today. stage2_warning, final_notice and "
                          "plan_broken have neither the helpline nor a plan offer; plan_confirmation has no helpline "
                          "(it is about a plan, so the offer is implicit). Proposal: one include, "
                          "`letters/_help_block.html`, with the helpline number from settings and a plan-offer "
                          "paragraph with the portal link, included in every letter template; plus a test that "
                          "renders every template and fails if the block is missing, so a new template can't skip "
                          "it."),
            ("user", "yes. helpline number is in settings as DEBT_ADVICE_HELPLINE"),
            shell("apply_patch < /tmp/help_block.patch && pytest letters -q",
                  "Success. Updated the following files:\nA letters/templates/letters/_help_block.html\n"
                  "M letters/templates/letters/stage1_reminder.html\nM letters/templates/letters/stage2_warning.html\n"
                  "M letters/templates/letters/final_notice.html\nM letters/templates/letters/plan_broken.html\n"
                  "M letters/templates/letters/plan_confirmation.html\nA letters/tests/test_help_block.py\n" +
                  _pytest(["letters/tests/test_help_block.py ......",
                           "letters/tests/test_render.py ........",
                           "letters/tests/test_pdf.py ..F"],
                          "========================= 1 failed, 16 passed in 6.41s =========================")),
            shell("pytest letters/tests/test_pdf.py -q -x 2>&1 | sed -n '/FAILURES/,$p'",
                  "=================================== FAILURES ===================================\n"
                  "__________________________ test_pdf_amount_has_euro_sign ______________________\n"
                  "    def test_pdf_amount_has_euro_sign(letter_pdf):\n"
                  "        text = extract_text(letter_pdf)\n"
                  ">       assert \"€118.73\" in text\n"
                  "E       AssertionError: assert '€118.73' in 'Amount overdue: \\x00118.73 ...'\n"
                  "letters/tests/test_pdf.py:33: AssertionError\n"),
            ("assistant", "This failure is older than today's change: the PDF test on the euro sign fails on main "
                          "too. I suspected the template's encoding first, but the HTML is UTF-8 and the € is "
                          "there. Looking at the container instead."),
            shell("docker compose run --rm web fc-list | head; docker compose run --rm web python -c "
                  "\"import weasyprint; print(weasyprint.__version__)\"",
                  "(no output)\n62.3\n"),
            ("assistant", "Root cause: the web image is python:3.11-slim with no fonts installed at all (fc-list is "
                          "empty), so WeasyPrint falls back to a built-in font without a euro glyph and prints an "
                          "empty box. It went unnoticed because developers render on laptops that have fonts. Fix: "
                          "bundle DejaVu Sans in letters/static/fonts and declare it with @font-face in the letter "
                          "CSS, so the PDF doesn't depend on whatever the image has."),
            ("user", "do it"),
            shell("apply_patch < /tmp/fonts.patch && pytest letters -q | tail -1",
                  "Success. Updated the following files:\nA letters/static/fonts/DejaVuSans.ttf\n"
                  "A letters/static/fonts/DejaVuSans-Bold.ttf\nM letters/static/letters/letter.css\n"
                  "============================== 17 passed in 6.02s ===============================\n"),
            ("user", "great. rerun the december batch in staging to be sure nothing is blocked, then we're done"),
            shell("python manage.py run_letters --date 2026-12-18 --dry-run --settings=collections_site.settings."
                  "staging | tail -5",
                  "stage1_reminder   412 letters\nstage2_warning    188 letters\nfinal_notice       61 letters\n"
                  "plan_broken        17 letters\nall letters include help block: yes\n"),
            ("assistant", "The dry run for 18 December produces letters normally (no December block), and every one "
                          "includes the help block."),
        ],
        "facts": [
            fact("help-block", "Every arrears letter template, at every stage, includes the debt-advice helpline "
                               "number and a payment-plan offer via letters/_help_block.html; a test fails if a "
                               "template lacks it.",
                 "rule", "user", ["helpline", ["_help_block", "plan offer"]], remember=True),
            fact("euro-font", "The euro sign rendered as an empty box in letter PDFs because the slim web image has "
                              "no fonts and WeasyPrint fell back; DejaVu Sans is now bundled in letters/static/fonts "
                              "with @font-face.",
                 "bugfix", "assistant", ["DejaVu Sans", "WeasyPrint"]),
            fact("no-december-break", "There is no December letters break any more (dropped from the code of practice "
                                      "per legal); letters run normally between 15 December and 5 January.",
                 "decision", "user", ["december"]),
            fact("stage-timings", "Letters: stage 1 when a bill is 14 days overdue, stage 2 at least 14 days after "
                                  "stage 1, the final notice gives 10 working days; the scheduler does this.",
                 "fact", "user", ["14 days", "10 working days"]),
        ],
        "optional": [
            opt("helpline-setting", "The helpline number is in settings as DEBT_ADVICE_HELPLINE.",
                ["DEBT_ADVICE_HELPLINE"]),
        ],
        "questions": [
            q("What must every arrears letter include?", "debt-advice helpline number and a payment-plan offer",
              ["help-block"]),
            q("Why did the euro sign show as a box in letter PDFs?",
              "no fonts in the image, WeasyPrint falls back; bundle DejaVu Sans", ["euro-font"]),
            q("Are arrears letters paused in December?", "no, the december break was dropped",
              ["no-december-break"]),
        ],
    },
    {
        "id": "h62-cx-collections-typo-chore",
        "project": COLL,
        "start": datetime(2026, 11, 27, 16, 20),
        "about": "collections: one-off chore on a Friday afternoon: the typo 'arreas' in three letter templates, "
                 "snapshot tests updated with a one-off 'always pass --snapshot-update for this run', chatter about "
                 "the weather and the office party; nothing durable",
        "steps": [
            ("user", "hey, friday afternoon job, nothing exciting. someone in the call centre noticed 'arreas' "
                     "instead of 'arrears' in some letters. find and fix pls"),
            shell("rg -n -i 'arreas' letters/",
                  "letters/templates/letters/stage2_warning.html:14:  <p>Your account is in arreas by {{ amount|money "
                  "}}.</p>\n"
                  "letters/templates/letters/final_notice.html:9:  <h2>Final notice: arreas on account {{ "
                  "account.number }}</h2>\n"
                  "letters/templates/letters/plan_broken.html:22:  the arreas will be collected in line with\n"
                  "letters/tests/snapshots/stage2_warning.txt:7:Your account is in arreas by €88.10.\n"
                  "letters/tests/snapshots/final_notice.txt:3:Final notice: arreas on account 4410-0098-11\n"
                  "letters/tests/snapshots/plan_broken.txt:12:the arreas will be collected in line with\n"),
            shell("sed -i 's/arreas/arrears/g' letters/templates/letters/stage2_warning.html "
                  "letters/templates/letters/final_notice.html letters/templates/letters/plan_broken.html && "
                  "git diff --stat",
                  " letters/templates/letters/final_notice.html  | 2 +-\n"
                  " letters/templates/letters/plan_broken.html   | 2 +-\n"
                  " letters/templates/letters/stage2_warning.html | 2 +-\n"
                  " 3 files changed, 3 insertions(+), 3 deletions(-)\n"),
            ("assistant", "Fixed in the three templates. The snapshot tests will now fail because the snapshots "
                          "still contain the typo; want me to update them?"),
            ("user", "yes, always pass --snapshot-update for this run, they're just text"),
            shell("pytest letters -q --snapshot-update | tail -3",
                  "3 snapshots updated.\n"
                  "============================== 17 passed in 5.88s ===============================\n"),
            shell("pytest letters -q | tail -1",
                  "============================== 17 passed in 5.91s ===============================\n"),
            ("assistant", "Snapshots updated (3) and the suite passes without the flag too. Diff is 6 lines across "
                          "templates and snapshots. Want a commit message?"),
            ("user", "'fix arrears typo in letters' is fine, i'll commit myself. it's pouring here, is it raining "
                     "where you are? oh right you don't have a where lol"),
            ("assistant", "No window on my side, sadly. Hope it clears up before you head home. The change is ready "
                          "to commit."),
            ("user", "haha. office party next friday, last year someone brought a smart meter cake. have a good "
                     "weekend"),
            ("assistant", "A smart meter cake is a strong tradition to live up to. Have a good weekend!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
