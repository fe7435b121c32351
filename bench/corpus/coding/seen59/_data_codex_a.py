"""h59 Codex sessions, part a: patron-notices (Python; overdue and hold-ready notices by email and SMS) —
choosing an SMS provider, children's overdue letters that mention fines, and retries and channels for
hold-ready notices."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell, tool

NOTICES = "/home/jonah/src/patron-notices"


def patch(text: str, files: str) -> tuple:
    return tool("shell", {"command": ["apply_patch", text]}, "Success. Updated the following files:\n" + files)


SESSIONS = [
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-notices-sms-provider",
        "project": NOTICES,
        "start": datetime(2026, 11, 5, 9, 30),
        "about": "patron-notices: the old SMS gateway shuts on 31 December; three providers laid out, picked with a "
                 "bare '1' (TextHub) with reasons; sender ID; a statement about later sessions (no SMS between 21:00 "
                 "and 08:00); the city comms team's signature rule (not ours); failed delivery receipts fall back to "
                 "email",
        "steps": [
            ("user", "morning. CallNorth is shutting their bulk SMS gateway on 31 Dec (letter came friday). we need a "
                     "replacement for hold-ready and overdue texts. look at what we send today and lay out options pls"),
            shell("rg -n 'callnorth|SMS_BACKEND' notices config | head -n 20",
                  "config/settings.py:48:SMS_BACKEND = \"notices.sms.callnorth.CallNorthBackend\"\n"
                  "config/settings.py:49:CALLNORTH_URL = env(\"CALLNORTH_URL\", default=\"https://bulk.callnorth.example/api/send\")\n"
                  "config/settings.py:50:CALLNORTH_ACCOUNT = env(\"CALLNORTH_ACCOUNT\")\n"
                  "notices/sms/callnorth.py:1:\"\"\"CallNorth bulk SMS (HTTP form post, no delivery receipts).\"\"\"\n"
                  "notices/sms/__init__.py:12:    backend = import_string(settings.SMS_BACKEND)()\n"),
            shell("psql \"$NOTICES_DB\" -c \"select date_trunc('month', sent_at)::date as month, kind, count(*) from "
                  "notice_log where channel = 'sms' and sent_at > now() - interval '6 months' group by 1, 2 order by 1, 2\"",
                  "   month    |    kind    | count\n"
                  "------------+------------+-------\n"
                  " 2026-05-01 | hold_ready | 24188\n"
                  " 2026-05-01 | overdue    | 12904\n"
                  " 2026-06-01 | hold_ready | 22731\n"
                  " 2026-06-01 | overdue    | 13377\n"
                  " 2026-07-01 | hold_ready | 21002\n"
                  " 2026-07-01 | overdue    | 15890\n"
                  " 2026-08-01 | hold_ready | 20488\n"
                  " 2026-08-01 | overdue    | 16233\n"
                  " 2026-09-01 | hold_ready | 25510\n"
                  " 2026-09-01 | overdue    | 12718\n"
                  " 2026-10-01 | hold_ready | 26044\n"
                  " 2026-10-01 | overdue    | 12250\n"
                  "(12 rows)\n"),
            ("assistant", "We send about 38,000 SMS a month (roughly two thirds hold-ready, one third overdue). Today's "
                          "backend posts a form to CallNorth and gets no delivery receipts back, so we never know "
                          "whether a text arrived. Three candidates:\n\n"
                          "1. **TextHub** — EU-hosted, JSON REST API, alphanumeric sender IDs, delivery receipts "
                          "(DLRs) pushed to a webhook. About €0.045 per SMS, so roughly €1,700 a month at our volume.\n"
                          "2. **The city's municipal SMS gateway** — a shared service the council runs; free for us. "
                          "SMPP only (we'd need an SMPP client), sender fixed to the council's 'LARKMOOR', and no "
                          "delivery receipts.\n"
                          "3. **Pingpost** — cheapest at about €0.031, good API and receipts, but US-hosted: phone "
                          "numbers and message text would leave the EU.\n\n"
                          "If delivery receipts matter (for example to fall back to email when a text doesn't "
                          "arrive), that rules out 2."),
            ("user", "1"),
            ("user", "reasons for the record: the city gateway has no receipts and we want them for the 'couldn't "
                     "reach you by SMS' fallback to email. pingpost is US hosted, the DPO would have my head"),
            shell("sed -n '1,40p' notices/sms/callnorth.py",
                  "\"\"\"CallNorth bulk SMS (HTTP form post, no delivery receipts).\"\"\"\n"
                  "import httpx\n\nfrom django.conf import settings\n\nfrom .base import SmsBackend, SmsResult\n\n\n"
                  "class CallNorthBackend(SmsBackend):\n"
                  "    def send(self, to: str, text: str, *, ref: str) -> SmsResult:\n"
                  "        r = httpx.post(settings.CALLNORTH_URL, data={\"acc\": settings.CALLNORTH_ACCOUNT, \"to\": to,\n"
                  "                                                 \"msg\": text, \"from\": \"LIBRARY\"}, timeout=10)\n"
                  "        return SmsResult(ok=r.status_code == 200, provider_id=None)\n"),
            patch("*** Begin Patch\n*** Add File: notices/sms/texthub.py\n+\"\"\"TextHub SMS backend (REST, delivery "
                  "receipts via webhook).\"\"\"\n+...\n*** Update File: config/settings.py\n@@\n-SMS_BACKEND = "
                  "\"notices.sms.callnorth.CallNorthBackend\"\n+SMS_BACKEND = \"notices.sms.texthub.TextHubBackend\"\n"
                  "+TEXTHUB_TOKEN = env(\"TEXTHUB_TOKEN\")\n+SMS_SENDER_ID = env(\"SMS_SENDER_ID\", default=\"LIBRARY\")\n"
                  "*** End Patch",
                  "A notices/sms/texthub.py\nM config/settings.py\n"),
            ("assistant", "TextHub backend added and selected in settings; `TEXTHUB_TOKEN` comes from the environment. "
                          "The sender ID is still the old 'LIBRARY' default — what should patrons see? Alphanumeric "
                          "sender IDs can be up to 11 characters."),
            ("user", "sender id LARKMOORLIB, that's 11 exactly. and for later sessions, so it's not just this one: "
                     "SMS never go out between 21:00 and 08:00. anything generated in that window sits in the queue "
                     "until 08:00. we got complaints about 2am hold texts ever since the central sorter started "
                     "trapping holds overnight.\n\n"
                     "oh and the city comms team will probably tell you every SMS must be signed '– City of "
                     "Larkmoor'. that's their rule for council texts, not ours, ignore it. ours start with 'Larkmoor "
                     "Libraries:' like they always did"),
            patch("*** Begin Patch\n*** Update File: config/settings.py\n@@\n-SMS_SENDER_ID = env(\"SMS_SENDER_ID\", "
                  "default=\"LIBRARY\")\n+SMS_SENDER_ID = env(\"SMS_SENDER_ID\", default=\"LARKMOORLIB\")\n"
                  "+SMS_QUIET_START = time(21, 0)\n+SMS_QUIET_END = time(8, 0)\n"
                  "*** Update File: notices/sms/__init__.py\n@@\n def send_sms(notice):\n"
                  "+    release_at = next_allowed_send_time(timezone.localtime())\n"
                  "+    if release_at is not None:\n"
                  "+        return defer_until(notice, release_at)  # quiet hours 21:00-08:00, local time\n"
                  "*** End Patch",
                  "M config/settings.py\nM notices/sms/__init__.py\n"),
            ("assistant", "Quiet hours are in: between 21:00 and 08:00 local time a text is deferred to 08:00 the next "
                          "morning instead of being sent. Now the delivery receipts. TextHub POSTs a DLR for each "
                          "message to a URL we give them; I'd add `/webhooks/texthub/dlr`, match on the provider "
                          "message id and, when the status is `undelivered` or `failed`, send the same notice by "
                          "email if the patron has an address. Is that the fallback you meant?"),
            ("user", "yes exactly"),
            patch("*** Begin Patch\n*** Add File: notices/webhooks/texthub_dlr.py\n+\"\"\"Delivery receipts from "
                  "TextHub: failed SMS fall back to email.\"\"\"\n+...\n*** Update File: notices/urls.py\n@@\n"
                  "+    path(\"webhooks/texthub/dlr\", texthub_dlr.receive, name=\"texthub-dlr\"),\n*** End Patch",
                  "A notices/webhooks/texthub_dlr.py\nM notices/urls.py\n"),
            shell("python -m pytest notices/sms notices/webhooks -q 2>&1 | tail -n 15",
                  "..............................F.........\n"
                  "=================================== FAILURES ===================================\n"
                  "_________________ test_quiet_hours_defers_until_morning[20:59] _________________\n"
                  "notices/sms/tests/test_quiet_hours.py:27: in test_quiet_hours_defers_until_morning\n"
                  "    assert deferred is False\n"
                  "E   assert True is False\n"
                  "=========================== short test summary info ============================\n"
                  "FAILED notices/sms/tests/test_quiet_hours.py::test_quiet_hours_defers_until_morning[20:59]\n"
                  "1 failed, 39 passed in 2.71s\n"),
            ("assistant", "Off-by-one in my check: I compared `now.hour >= 20` instead of `now.time() >= "
                          "SMS_QUIET_START`, so 20:59 was treated as quiet. Fixing."),
            patch("*** Begin Patch\n*** Update File: notices/sms/quiet.py\n@@\n-    if now.hour >= 20 or now.hour < 8:\n"
                  "+    t = now.time()\n+    if t >= settings.SMS_QUIET_START or t < settings.SMS_QUIET_END:\n*** End Patch",
                  "M notices/sms/quiet.py\n"),
            shell("python -m pytest notices -q 2>&1 | tail -n 2", "212 passed in 8.90s\n"),
            ("assistant", "All 212 tests pass. Where things stand:\n\n"
                          "- **Provider:** TextHub replaces CallNorth (city gateway: no delivery receipts; Pingpost: "
                          "US-hosted).\n"
                          "- **Sender ID:** LARKMOORLIB.\n"
                          "- **Quiet hours:** nothing sent 21:00–08:00; deferred to 08:00.\n"
                          "- **Delivery receipts:** `/webhooks/texthub/dlr`; undelivered or failed SMS fall back to "
                          "email.\n"
                          "- Texts keep the 'Larkmoor Libraries:' prefix; no council signature.\n\n"
                          "Still needed before go-live: the TextHub account token in the vault and the webhook URL "
                          "registered on their side."),
            ("user", "I'll do the account stuff this week. ta"),
        ],
        "facts": [
            fact("texthub", "Patron SMS move from CallNorth (closing 31 Dec) to TextHub: EU-hosted with delivery "
                            "receipts; the city's municipal gateway has no receipts and Pingpost is US-hosted.",
                 "decision", "user", ["TextHub"]),
            fact("sender-id", "The SMS sender ID is LARKMOORLIB (SMS_SENDER_ID).", "config", "user", ["LARKMOORLIB"]),
            fact("quiet-hours", "No patron SMS is sent between 21:00 and 08:00; texts generated then wait in the queue "
                                "until 08:00.",
                 "rule", "user", ["21:00", "08:00"], remember=True),
            fact("dlr-fallback", "TextHub delivery receipts arrive at /webhooks/texthub/dlr; an undelivered or failed "
                                 "SMS falls back to email.",
                 "decision", "user", ["delivery receipts", "email"]),
        ],
        "optional": [
            opt("prefix", "Texts start with 'Larkmoor Libraries:'; the city comms team's '– City of Larkmoor' "
                          "signature is their rule, not ours.", ["Larkmoor Libraries:"]),
        ],
        "questions": [
            q("Which SMS provider do patron notices use after CallNorth?",
              "TextHub, EU-hosted with delivery receipts", ["texthub"]),
            q("When may patron SMS be sent?", "not between 21:00 and 08:00, it sits in the queue until 08:00", ["quiet-hours"]),
            q("What happens when a text is not delivered?", "falls back to email", ["dlr-fallback"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-notices-kids-fines",
        "project": NOTICES,
        "start": datetime(2026, 11, 11, 14, 15),
        "about": "patron-notices: children's overdue letters mention fines; the terse person's guess (template cache "
                 "on the worker) wrong, a worker restart changes nothing; cause: category codes of cards migrated in "
                 "2023 come padded from a CHAR(10) column ('JUV       '); fix uses shelfmark's fines_exempt flag "
                 "(also covers HOME cards); guardian_email confirmed; apology letters declined",
        "steps": [
            ("user", "kids overdue letters say 'you owe 2.40' again. juv cards dont have fines. a parent rang eastgate "
                     "furious. prob template cache on the worker, restart it?"),
            shell("sudo systemctl restart notices-worker && systemctl is-active notices-worker && "
                  "python manage.py render_notice overdue --patron 29000077310452 --dry-run | head -n 14",
                  "active\n"
                  "To: guardian of patron 29000077310452 <k.parent@example.net>\n"
                  "Subject: Overdue items – Larkmoor Libraries\n\n"
                  "Dear parent or guardian,\n\n"
                  "The following item borrowed on this child's card is overdue:\n\n"
                  "  Dinosaurs Under the Bed — due 2026-10-29\n\n"
                  "Fines owed: £2.40\n\n"
                  "Please return it to any Larkmoor library or use the book drop.\n"),
            ("assistant", "Restarted the worker and rendered a fresh notice for one of the children's cards: it still "
                          "prints 'Fines owed: £2.40', so it's not a stale template. Looking at how the letter decides "
                          "whether to show fines."),
            shell("rg -n 'JUV|show_fines|fines_exempt' notices templates",
                  "notices/overdue.py:41:    show_fines = patron[\"category\"] != \"JUV\"\n"
                  "notices/overdue.py:42:    to = patron[\"guardian_email\"] if patron[\"category\"] == \"JUV\" else patron[\"email\"]\n"
                  "templates/overdue_email.txt:14:{% if show_fines %}Fines owed: {{ fines_total|money }}{% endif %}\n"),
            shell("curl -s -H \"x-api-key: $SHELFMARK_API_KEY\" \"$SHELFMARK_URL/api/v2/patrons/29000077310452\" | "
                  "jq '{category, category_repr: (.category|@json), fines_total, guardian_email: (.guardian_email != null), "
                  "category_info}'",
                  "{\n"
                  "  \"category\": \"JUV       \",\n"
                  "  \"category_repr\": \"\\\"JUV       \\\"\",\n"
                  "  \"fines_total\": \"2.40\",\n"
                  "  \"guardian_email\": true,\n"
                  "  \"category_info\": {\n"
                  "    \"code\": \"JUV\",\n"
                  "    \"label\": \"Child (0-15)\",\n"
                  "    \"fines_exempt\": true,\n"
                  "    \"max_loans\": 15\n"
                  "  }\n"
                  "}\n"),
            shell("psql \"$SHELFMARK_RO\" -c \"select category, length(category), count(*) from patrons where "
                  "trim(category) in ('JUV','HOME') group by 1, 2\"; psql \"$SHELFMARK_RO\" -c '\\d patrons' | grep category",
                  " category  | length | count\n"
                  "-----------+--------+-------\n"
                  " HOME      |     10 |   318\n"
                  " JUV       |     10 |  1812\n"
                  " HOME      |      4 |   402\n"
                  " JUV       |      3 | 20447\n"
                  "(4 rows)\n\n"
                  " category            | character(10)           |           | not null |\n"),
            ("assistant", "Found it. The `patrons.category` column in shelfmark is `CHAR(10)`, which pads with spaces, "
                          "and the 1,812 children's cards migrated from the old system in 2023 come back as "
                          "`\"JUV       \"` (10 characters). Cards created since then are stored as plain `JUV`. "
                          "patron-notices compares `patron[\"category\"] != \"JUV\"`, so for the migrated cards the "
                          "comparison says 'not a child' and the fines line is printed. The guardian address "
                          "comparison on line 42 has the same flaw, but migrated children's cards have no own email, "
                          "so the letters fell through to... let me check that part next.\n\n"
                          "Two ways to fix the fines line:\n"
                          "- strip the category before comparing, or\n"
                          "- stop hardcoding the code and use `category_info.fines_exempt`, which shelfmark already "
                          "returns."),
            ("user", "use the flag. hardcoding JUV was dumb anyway, theres also HOME (housebound) cards w no fines and "
                     "those got the same letters i bet. kids letters go to guardian_email not the kids own address, "
                     "check that bit still works"),
            patch("*** Begin Patch\n*** Update File: notices/overdue.py\n@@\n-    show_fines = patron[\"category\"] != \"JUV\"\n"
                  "-    to = patron[\"guardian_email\"] if patron[\"category\"] == \"JUV\" else patron[\"email\"]\n"
                  "+    info = patron[\"category_info\"]\n"
                  "+    show_fines = not info[\"fines_exempt\"]\n"
                  "+    to = patron[\"guardian_email\"] if info[\"code\"] == \"JUV\" else patron[\"email\"]\n*** End Patch",
                  "M notices/overdue.py\n"),
            shell("python manage.py render_notice overdue --patron 29000077310452 --dry-run | head -n 12; "
                  "python manage.py render_notice overdue --patron 29000031008876 --dry-run | grep -c 'Fines owed'",
                  "To: guardian of patron 29000077310452 <k.parent@example.net>\n"
                  "Subject: Overdue items – Larkmoor Libraries\n\n"
                  "Dear parent or guardian,\n\n"
                  "The following item borrowed on this child's card is overdue:\n\n"
                  "  Dinosaurs Under the Bed — due 2026-10-29\n\n"
                  "Please return it to any Larkmoor library or use the book drop.\n"
                  "0\n"),
            ("assistant", "The child's letter no longer mentions fines and still goes to the guardian_email; the "
                          "housebound (HOME) test patron's letter has no fines line either. The `fines_total` of "
                          "2.40 on a JUV card is odd in itself — shelfmark shouldn't accrue fines on exempt cards at "
                          "all — but that's shelfmark's side; I'll note it for Ines rather than touch it from here."),
            shell("python -m pytest notices/tests/test_overdue.py -q 2>&1 | tail -n 3",
                  "....................\n20 passed in 1.12s\n"),
            shell("psql \"$NOTICES_DB\" -Atc \"select count(*) from notice_log where kind = 'overdue' and sent_at > now() "
                  "- interval '30 days' and body like '%Fines owed%' and patron_category in ('JUV','HOME')\"",
                  "214\n"),
            ("assistant", "214 overdue letters with a fines line went to JUV or HOME cards in the last 30 days. Want an "
                          "apology email to those households?"),
            ("user", "no, eastgate and the others will handle the calls. just deploy"),
            shell("git commit -qam 'overdue: use category_info.fines_exempt instead of hardcoded JUV' && ./deploy.sh prod 2>&1 | tail -n 3",
                  "building patron-notices 2.19.3 ...\nrestarting notices-web, notices-worker on lib-app-02 ...\ndeployed 2.19.3\n"),
        ],
        "facts": [
            fact("char10-padding", "Children's overdue letters showed fines because shelfmark's patrons.category is "
                                   "CHAR(10): the 1,812 JUV cards migrated in 2023 come back as 'JUV       ', so the "
                                   "hardcoded != \"JUV\" check failed. The template cache was not the cause.",
                 "bugfix", "assistant", ["CHAR(10)", "JUV"]),
            fact("fines-exempt-flag", "patron-notices decides whether to print fines from shelfmark's "
                                      "category_info.fines_exempt flag, not from hardcoded category codes.",
                 "decision", "user", ["fines_exempt"]),
            fact("no-fine-cards", "Children's (JUV) and housebound (HOME) cards have no fines, so their notices never "
                                  "mention fines.",
                 "fact", "user", ["JUV", "HOME", "fines"]),
            fact("guardian-email", "Overdue notices for children's cards go to guardian_email, not the child's own "
                                   "address.",
                 "convention", "user", ["guardian_email"]),
        ],
        "optional": [
            opt("wrong-letters", "214 overdue letters with fines went to JUV or HOME cards in 30 days; no apology "
                                 "letters.", ["214"]),
        ],
        "questions": [
            q("Why did children's overdue letters show fines?",
              "the category column is CHAR(10) and pads with spaces, so the JUV comparison said not a child",
              ["char10-padding"]),
            q("How does patron-notices decide whether a letter shows fines?",
              "the fines_exempt flag from shelfmark", ["fines-exempt-flag"]),
            q("Where do children's overdue notices go?", "guardian_email", ["guardian-email"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-notices-hold-ready-retry",
        "project": NOTICES,
        "start": datetime(2026, 11, 18, 10, 0),
        "about": "patron-notices: hold-ready notices; SMS-only decided, then reversed to both email and SMS after "
                 "counting patrons without a mobile; retries added, attempts 3 then 5; template kept under 160 "
                 "characters; 'note for whoever picks this up next' (the text carries the pickup deadline date); "
                 "## Summary at the end",
        "steps": [
            ("user", "hold-ready notices, two things. 1) when TextHub answers 5xx we just drop the text, no retry at "
                     "all. 2) drop email for hold-ready, SMS only. email for 'come get your book' is pointless, nobody "
                     "reads it in time"),
            shell("sed -n '1,60p' notices/hold_ready.py",
                  "\"\"\"Hold-ready notices: sent when shelfmark traps a hold (webhook hold.trapped).\"\"\"\n"
                  "from .channels import send_email, send_sms\nfrom .render import render\n\n\n"
                  "def notify_hold_ready(event: dict) -> None:\n"
                  "    patron = event[\"patron\"]\n"
                  "    ctx = {\"title\": event[\"title\"], \"branch\": event[\"pickup_branch_name\"],\n"
                  "           \"days\": event[\"pickup_days\"]}\n"
                  "    if patron.get(\"email\"):\n"
                  "        send_email(patron[\"email\"], render(\"hold_ready_email\", ctx))\n"
                  "    if patron.get(\"mobile\") and patron.get(\"sms_opt_in\"):\n"
                  "        send_sms(patron[\"mobile\"], render(\"hold_ready_sms\", ctx))\n"),
            shell("journalctl -u notices-worker --since '7 days ago' --no-pager | grep -E 'texthub .* (5[0-9]{2})' | "
                  "awk '{print $NF}' | sort | uniq -c",
                  "     19 status=502\n     41 status=503\n      3 status=504\n"),
            ("assistant", "63 hold-ready texts were dropped on 5xx answers in the last week, most of them during "
                          "Monday's TextHub outage. I'll do both changes: send hold-ready through an RQ job with "
                          "retries, and SMS only."),
            patch("*** Begin Patch\n*** Update File: notices/hold_ready.py\n@@\n"
                  "-    if patron.get(\"email\"):\n-        send_email(patron[\"email\"], render(\"hold_ready_email\", ctx))\n"
                  "     if patron.get(\"mobile\") and patron.get(\"sms_opt_in\"):\n"
                  "-        send_sms(patron[\"mobile\"], render(\"hold_ready_sms\", ctx))\n"
                  "+        queue.enqueue(send_sms, patron[\"mobile\"], render(\"hold_ready_sms\", ctx),\n"
                  "+                      retry=Retry(max=settings.HOLD_READY_MAX_ATTEMPTS - 1, interval=backoff(120)))\n"
                  "*** Update File: config/settings.py\n@@\n+HOLD_READY_MAX_ATTEMPTS = 3\n*** End Patch",
                  "M notices/hold_ready.py\nM config/settings.py\n"),
            shell("psql \"$SHELFMARK_RO\" -Atc \"select count(distinct h.patron_id), count(distinct h.patron_id) filter "
                  "(where p.mobile is null or not p.sms_opt_in) from holds h join patrons p on p.id = h.patron_id where "
                  "h.status in ('waiting','on_shelf')\"",
                  "51377|9402\n"),
            ("assistant", "Before this goes anywhere, one number worth seeing: of the 51,377 patrons with an active "
                          "hold, 9,402 have no mobile number or haven't opted in to SMS. With SMS only, those patrons "
                          "would get no hold-ready notice at all — their hold would sit 7 days and pass on."),
            ("user", "ugh. ok no, back it up. hold-ready goes by email AND SMS, both, whenever we have both. forget "
                     "the SMS-only thing. and make the attempts 5, TextHub was down 20 minutes on monday and 3 tries "
                     "with your backoff is what, 6 minutes"),
            patch("*** Begin Patch\n*** Update File: notices/hold_ready.py\n@@\n"
                  "+    if patron.get(\"email\"):\n+        queue.enqueue(send_email, patron[\"email\"], render(\"hold_ready_email\", ctx),\n"
                  "+                      retry=Retry(max=settings.HOLD_READY_MAX_ATTEMPTS - 1, interval=backoff(120)))\n"
                  "*** Update File: config/settings.py\n@@\n-HOLD_READY_MAX_ATTEMPTS = 3\n+HOLD_READY_MAX_ATTEMPTS = 5\n"
                  "*** End Patch",
                  "M notices/hold_ready.py\nM config/settings.py\n"),
            ("assistant", "Both channels again, each retried on its own. With 5 attempts and the backoff starting at "
                          "120 s and doubling (2, 4, 8, 16 minutes), the last try is 30 minutes after the first, "
                          "which covers an outage like Monday's."),
            shell("python manage.py render_notice hold_ready --sample | tee /tmp/hr.txt; wc -m < /tmp/hr.txt",
                  "Larkmoor Libraries: your hold 'The Glass Orchard' is ready at Eastgate. It will wait for you for 7 "
                  "days. Reply STOP to end texts.\n128\n"),
            ("user", "see that's the other thing. note for whoever picks this up next, you included: the hold-ready "
                     "text has to carry the actual pickup deadline date, 'collect by Thu 26 Nov', never just '7 "
                     "days'. people read it three days later and count from the wrong day"),
            patch("*** Begin Patch\n*** Update File: templates/hold_ready_sms.txt\n@@\n"
                  "-Larkmoor Libraries: your hold '{{ title|truncatechars:40 }}' is ready at {{ branch }}. It will wait for you for {{ days }} days. Reply STOP to end texts.\n"
                  "+Larkmoor Libraries: your hold '{{ title|truncatechars:40 }}' is ready at {{ branch }}. Collect by {{ pickup_deadline|date:\"D j M\" }}. Reply STOP to end texts.\n"
                  "*** Update File: notices/hold_ready.py\n@@\n-           \"days\": event[\"pickup_days\"]}\n"
                  "+           \"pickup_deadline\": parse_date(event[\"expires_on\"])}\n*** End Patch",
                  "M templates/hold_ready_sms.txt\nM notices/hold_ready.py\n"),
            shell("python manage.py render_notice hold_ready --sample --title-length 40 | tee /tmp/hr.txt; wc -m < /tmp/hr.txt",
                  "Larkmoor Libraries: your hold 'The Long Afternoon of the Lighthouse K…' is ready at Northgate "
                  "Community Library. Collect by Thu 26 Nov. Reply STOP to end texts.\n148\n"),
            ("assistant", "The deadline now comes from shelfmark's `expires_on` in the webhook, not from a day count. "
                          "With the longest branch name and a title cut at 40 characters the text is 148 characters, "
                          "so it still fits one SMS. Above 160 GSM-7 characters it would be split into two parts and "
                          "billed twice — should I add a test that fails when the rendered text goes over 160?"),
            ("user", "yes, keep it under 160, always one part"),
            patch("*** Begin Patch\n*** Add File: notices/tests/test_hold_ready_length.py\n+def "
                  "test_hold_ready_sms_fits_one_part(longest_branch, long_title):\n+    text = render_hold_ready_sms(longest_branch, long_title)\n"
                  "+    assert len(text) <= 160\n*** End Patch",
                  "A notices/tests/test_hold_ready_length.py\n"),
            shell("python -m pytest notices -q 2>&1 | tail -n 2", "219 passed in 9.34s\n"),
            ("assistant", "## Summary\n\n"
                          "- **Channels:** hold-ready goes by **both email and SMS** whenever the patron has both "
                          "(the SMS-only idea was dropped: 9,402 patrons with holds have no mobile or no SMS "
                          "opt-in).\n"
                          "- **Retries:** each channel is an RQ job, `HOLD_READY_MAX_ATTEMPTS = 5`, backoff from "
                          "120 s doubling (last try about 30 minutes after the first).\n"
                          "- **Text:** carries the pickup deadline date ('Collect by Thu 26 Nov') from shelfmark's "
                          "`expires_on`, not '7 days'.\n"
                          "- **Length:** the SMS must stay within 160 characters (one part); a test checks the "
                          "longest branch name with a 40-character title."),
            ("user", "lovely. merging"),
        ],
        "facts": [
            fact("both-channels", "Hold-ready notices go by both email and SMS whenever the patron has both (SMS-only was "
                                  "dropped: 9,402 patrons with holds have no mobile or no SMS opt-in).",
                 "decision", "user", ["hold-ready", "email", "SMS"]),
            fact("max-attempts", "Hold-ready sends are RQ jobs with HOLD_READY_MAX_ATTEMPTS = 5 (first 3), backoff from "
                                 "120 s doubling.",
                 "config", "user", ["HOLD_READY_MAX_ATTEMPTS", "5"]),
            fact("deadline-date", "The hold-ready text must carry the actual pickup deadline date ('Collect by Thu 26 "
                                  "Nov', from expires_on), never just '7 days'.",
                 "rule", "user", ["pickup deadline", "date"], remember=True),
            fact("one-part-sms", "The hold-ready SMS must stay within 160 characters (one part); a test checks it.",
                 "convention", "user", ["160"]),
        ],
        "optional": [
            opt("sms-only-dropped", "Hold-ready by SMS only was decided first and then dropped.", ["SMS only"]),
        ],
        "questions": [
            q("Which channels carry hold-ready notices?", "both email and SMS", ["both-channels"]),
            q("How many attempts does a hold-ready send get?", "5, HOLD_READY_MAX_ATTEMPTS", ["max-attempts"]),
            q("What must the hold-ready text say about when to collect?",
              "the actual pickup deadline date, not 7 days", ["deadline-date"]),
            q("How long may the hold-ready SMS be?", "160 characters, one part", ["one-part-sms"]),
        ],
    },
]
