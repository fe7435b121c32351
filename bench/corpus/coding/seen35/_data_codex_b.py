"""h35 Codex sessions, part b: the new meter policy in turnstile (terse answers to numbered questions, a limit
stored twice), a one-off CSV of last week's wire stories for the standards editor from press-desk, and the
corrections workflow in press-desk after a pasted email from the standards editor."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

TURNSTILE = "/Users/anders/code/turnstile"
DESK = "/Users/chidi/code/press-desk"

SESSIONS = [
    {
        "id": "h35-cx-turnstile-meter-policy",
        "project": TURNSTILE,
        "start": datetime(2026, 11, 13, 11, 0),
        "about": "turnstile: marketing's meter decision implemented in MeterPolicy; numbered questions answered "
                 "'1. 5 2. calendar 3. no 4. +3 5. central'; 5 free articles per calendar month anonymous, 8 "
                 "registered (stored, then said again: one fact); newsletter visits don't count, detected by the "
                 "signed link token (utm params rejected, they get copied everywhere); reset at midnight Central "
                 "on the 1st",
        "steps": [
            ("user", "marketing finally decided the meter. implement it in MeterPolicy, what's there now is the "
                     "placeholder (10 per rolling 30 days)"),
            shell("sed -n 1,24p src/main/kotlin/news/meridian/turnstile/MeterPolicy.kt",
                  "package news.meridian.turnstile\n\n"
                  "// PLACEHOLDER until marketing decides\n"
                  "object MeterPolicy {\n"
                  "    const val FREE_ARTICLES = 10\n"
                  "    val WINDOW: Duration = 30.days\n\n"
                  "    fun counts(view: ArticleView): Boolean = true\n"
                  "}\n"),
            ("assistant", "A few questions before I change it:\n\n"
                          "1. How many free articles for an anonymous reader?\n"
                          "2. Does the count reset on the calendar month or over a rolling 30 days?\n"
                          "3. Do visits that come from our newsletters count against the meter?\n"
                          "4. Do registered (free account) readers get more than anonymous ones?\n"
                          "5. For a calendar month: reset at midnight UTC or midnight Central on the 1st?"),
            ("user", "1. 5\n2. calendar\n3. no\n4. +3\n5. central"),
            ("assistant", "So: 5 free articles per calendar month for anonymous readers, 8 for registered readers, "
                          "reset at midnight Central (America/Chicago) on the 1st, and newsletter visits don't "
                          "count. How do we recognise a newsletter visit: `utm_medium=email` in the URL, or the "
                          "signed link token our newsletter links already carry (`nlt=`)?"),
            ("user", "signed link token. utm params get copied and pasted everywhere, half of reddit has our "
                     "utm_medium=email links"),
            shell("apply_patch < /tmp/meter-policy.patch && sed -n 4,16p "
                  "src/main/kotlin/news/meridian/turnstile/MeterPolicy.kt",
                  "Success. Updated the following files:\n"
                  "M src/main/kotlin/news/meridian/turnstile/MeterPolicy.kt\n"
                  "M src/test/kotlin/news/meridian/turnstile/MeterPolicyTest.kt\n"
                  "object MeterPolicy {\n"
                  "    const val FREE_ANONYMOUS = 5\n"
                  "    const val FREE_REGISTERED = 8\n"
                  "    val RESET_ZONE: ZoneId = ZoneId.of(\"America/Chicago\")\n\n"
                  "    fun counts(view: ArticleView): Boolean =\n"
                  "        !NewsletterToken.isValid(view.query[\"nlt\"])\n"
                  "}\n"),
            ("user", "store this: the meter is 5 free articles per calendar month for anonymous readers, 8 for "
                     "registered. it'll change twice a year when marketing gets bored, but that's the state now"),
            shell("./gradlew test -q --tests '*MeterPolicy*' 2>&1 | tail -n 4",
                  "MeterPolicyTest > anonymous reader gets 5 per calendar month PASSED\n"
                  "MeterPolicyTest > registered reader gets 8 PASSED\n"
                  "MeterPolicyTest > resets at midnight America/Chicago on the 1st PASSED\n"
                  "MeterPolicyTest > newsletter visit with a valid nlt token does not count PASSED\n"),
            ("assistant", "The tests pass. One edge case: a newsletter link with an expired `nlt` token (older "
                          "than its validity) will count like a normal visit. I left it that way."),
            ("user", "fine. and once more so it sticks: 5 per calendar month anonymous, 8 registered. keep it"),
            shell("git add -A && git commit -qm 'meter: 5 per calendar month, 8 registered, newsletter visits free' && "
                  "git log -1 --oneline",
                  "40bd9e1 meter: 5 per calendar month, 8 registered, newsletter visits free\n"),
            ("assistant", "Committed 40bd9e1."),
        ],
        "facts": [
            fact("meter-limit", "The meter is 5 free articles per calendar month for anonymous readers and 8 for "
                                "registered readers.",
                 "config", "user", ["5 free articles", "calendar month", ["8 for registered", "8 registered"]],
                 remember=True),
            fact("newsletter-free", "Visits from our newsletters don't count against the meter; they are recognised "
                                    "by the signed link token (nlt), not utm_medium=email, which gets copied "
                                    "everywhere.",
                 "decision", "user", ["newsletter", "signed link token"]),
            fact("meter-reset", "The meter resets at midnight Central (America/Chicago) on the 1st of the month.",
                 "config", "user", [["Central", "America/Chicago"], ["midnight", "reset"]]),
        ],
        "optional": [
            opt("expired-nlt", "A newsletter link with an expired nlt token counts like a normal visit.",
                ["nlt"]),
        ],
        "questions": [
            q("How many free articles does the meter allow?",
              "5 free articles per calendar month anonymous, 8 for registered", ["meter-limit"]),
            q("Do newsletter visits count against the meter?", "no, newsletter visits don't count; the signed link token",
              ["newsletter-free"]),
            q("When does the meter reset?", "at midnight Central on the 1st", ["meter-reset"]),
        ],
    },
    {
        "id": "h35-cx-desk-wire-export-oneoff",
        "project": DESK,
        "start": datetime(2026, 11, 17, 17, 20),
        "about": "press-desk: a one-off CSV of last week's stories that used AP copy, with how much of each was "
                 "rewritten, for the standards editor; password-zipped because that's the data desk's policy for "
                 "CSVs leaving the building (not ours); nothing durable",
        "steps": [
            ("user", "one-off for Helen on the standards desk: every story published last week (nov 9-15) that "
                     "used AP copy, with the headline, the editor, and roughly how much of the AP text survived. "
                     "CSV. she's comparing desks, it's a one-time thing"),
            shell("rg -n 'class WireSource|ap_item_id|source_text' stories/models.py",
                  "stories/models.py:88:class WireSource(models.Model):\n"
                  "stories/models.py:91:    ap_item_id = models.CharField(max_length=64, db_index=True)\n"
                  "stories/models.py:94:    source_text = models.TextField()\n"),
            ("assistant", "Each story that used wire copy has a WireSource row with the original AP text. For "
                          "'how much survived' I'd use difflib's SequenceMatcher ratio between the AP body and the "
                          "published body: 1.0 means untouched, around 0.3 means mostly rewritten. It's rough, but "
                          "it's what a one-off needs."),
            ("user", "ratio is fine, round it to two decimals"),
            shell("python manage.py shell -c \"import csv, difflib, sys; from stories.models import Story; w = "
                  "csv.writer(open('/tmp/ap-usage-2026-11-09_15.csv', 'w')); w.writerow(['published', 'headline', "
                  "'editor', 'ap_item_id', 'ap_text_kept']); n = 0\nfor s in Story.objects.filter("
                  "published_at__date__range=('2026-11-09', '2026-11-15'), wire_sources__isnull=False).distinct():\n"
                  "    ws = s.wire_sources.first(); w.writerow([s.published_at.date(), s.headline, s.editor.username, "
                  "ws.ap_item_id, round(difflib.SequenceMatcher(None, ws.source_text, s.body_text).ratio(), 2)]); "
                  "n += 1\nprint(n)\" && head -n 4 /tmp/ap-usage-2026-11-09_15.csv",
                  "164\n"
                  "published,headline,editor,ap_item_id,ap_text_kept\n"
                  "2026-11-09,Storms knock out power to 40000 across the metro,jfarrell,"
                  "3f9a1c2e8b7d4e6f,0.81\n"
                  "2026-11-09,State lawmakers weigh new limits on hemp sales,mokoye,a7b21d4e90c3f518,0.34\n"
                  "2026-11-10,Chiefs injury report: who's out Sunday,dbriggs,c0e4f7a1b2d39e86,0.92\n"),
            ("user", "Helen will forward it to the data desk. they have a rule that any CSV leaving the building "
                     "is password-zipped. that's their policy, not ours, but humor them for this one"),
            shell("cd /tmp && zip -q -P \"$(openssl rand -base64 12 | tee /tmp/ap-usage.pw)\" ap-usage-2026-11-09_15.zip "
                  "ap-usage-2026-11-09_15.csv && ls -l ap-usage-2026-11-09_15.zip && cat /tmp/ap-usage.pw",
                  "-rw-r--r--  1 chidi  staff  9824 Nov 17 17:31 ap-usage-2026-11-09_15.zip\n"
                  "Zk3mQ9vR1xTa0bLw\n"),
            ("assistant", "/tmp/ap-usage-2026-11-09_15.zip holds the CSV with 164 stories; the password is in "
                          "/tmp/ap-usage.pw. Send the password on a different channel than the file. Nothing was "
                          "changed in the repository."),
            ("user", "thanks, sent. delete the csv and the password file from /tmp"),
            shell("rm /tmp/ap-usage-2026-11-09_15.csv /tmp/ap-usage.pw && ls /tmp/ap-usage* ",
                  "/tmp/ap-usage-2026-11-09_15.zip\n"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h35-cx-desk-corrections-workflow",
        "project": DESK,
        "start": datetime(2026, 11, 23, 10, 0),
        "about": "press-desk: a pasted email from Helen Marsh (standards) listing six asks; confirmed: correction "
                 "note at the bottom 'Correction: <text> (<date>, <time> CT)', 'Clarification:' the same way, no "
                 "note for typos; rejected: automatic push alert for every correction (only if the original alert "
                 "was wrong, the push desk's call); changed: /corrections lists 30 days, not 90; the email's 'please "
                 "don't forget' item, published corrections never deleted, only superseded, confirmed as a hard "
                 "rule at the model level",
        "steps": [
            ("user", "email from Helen, paste below. go through it, I'll tell you what we actually do\n\n"
                     "> Subject: corrections workflow: what we need from platform\n"
                     "> Hi all,\n"
                     "> after the school board mess, here's what the standards desk needs:\n"
                     "> 1. Every correction shows a note at the bottom of the article: 'Correction: <text> "
                     "(<date>, <time> CT)'.\n"
                     "> 2. Clarifications say 'Clarification:' instead, same place, same format.\n"
                     "> 3. Typo and grammar fixes need no note at all.\n"
                     "> 4. Every correction should trigger a push alert to everyone who got the original alert.\n"
                     "> 5. A /corrections page listing the last 90 days of corrections.\n"
                     "> 6. Platform team, please don't forget: a published correction can never be deleted, only "
                     "superseded by a newer correction. The archive has to show the record.\n"
                     "> Thanks, Helen"),
            shell("rg -n 'class Correction|def delete|corrections' stories/models.py stories/urls.py",
                  "stories/models.py:141:class Correction(models.Model):\n"
                  "stories/models.py:142:    story = models.ForeignKey(Story, related_name=\"corrections\", "
                  "on_delete=models.CASCADE)\n"),
            ("assistant", "Today a Correction is just a text attached to the story: no kind, it renders at the "
                          "top, admins can delete it, and there's no /corrections page. Helen's six points map to: "
                          "a `kind` field (correction or clarification) and a bottom note in the article template "
                          "(1-3), a hook into alerts-relay (4), a list view (5) and delete protection (6)."),
            ("user", "1, 2 and 3 yes. 4 absolutely not. I talked to Helen: a correction gets a push only if the "
                     "original alert itself was wrong, and that's the push desk's call, never automatic. 5 yes but "
                     "30 days, not 90, she agreed on the phone, 90 days is a wall of text. 6 yes, and that one's a "
                     "hard rule for us: do it in the model, not just the admin"),
            shell("apply_patch < /tmp/corrections.patch && sed -n 141,166p stories/models.py",
                  "Success. Updated the following files:\nM stories/models.py\nA stories/migrations/"
                  "0087_correction_kind_superseded_by.py\nM stories/admin.py\nM stories/views.py\nM stories/urls.py\n"
                  "M templates/stories/article.html\nA templates/stories/corrections.html\n"
                  "class Correction(models.Model):\n"
                  "    KIND_CHOICES = [(\"correction\", \"Correction\"), (\"clarification\", \"Clarification\")]\n"
                  "    story = models.ForeignKey(Story, related_name=\"corrections\", on_delete=models.PROTECT)\n"
                  "    kind = models.CharField(max_length=16, choices=KIND_CHOICES)\n"
                  "    text = models.TextField()\n"
                  "    superseded_by = models.ForeignKey(\"self\", null=True, blank=True, on_delete=models.PROTECT)\n"
                  "    published_at = models.DateTimeField()\n\n"
                  "    def delete(self, *args, **kwargs):\n"
                  "        raise PermissionDenied(\"published corrections are never deleted; supersede them\")\n"),
            shell("python manage.py migrate -v0 && pytest stories/tests/test_corrections.py -q 2>&1 | tail -n 1",
                  "9 passed in 1.84s\n"),
            shell("curl -s localhost:8000/news/2026/11/18/school-board-budget-vote/ | grep -A1 'correction-note'; "
                  "curl -s localhost:8000/corrections/ | grep -c 'correction-item'",
                  "<p class=\"correction-note\">Correction: An earlier version of this story misstated the vote "
                  "count. It was 5-2. (Nov. 19, 2026, 9:14 a.m. CT)</p>\n"
                  "14\n"),
            shell("git add -A && git commit -qm 'corrections: kinds, bottom note, /corrections for 30 days, never "
                  "deleted' && git log -1 --oneline",
                  "77c2a1b corrections: kinds, bottom note, /corrections for 30 days, never deleted\n"),
            ("assistant", "Committed 77c2a1b. Corrections and clarifications render at the bottom as "
                          "'Correction: <text> (<date>, <time> CT)' or 'Clarification: ...', typo fixes get no "
                          "note, /corrections lists the last 30 days, and Correction.delete() refuses (the story "
                          "FK is PROTECT too); a correction is replaced by superseding it. No push hook was added."),
        ],
        "facts": [
            fact("correction-note", "Corrections show a note at the bottom of the article, 'Correction: <text> "
                                    "(<date>, <time> CT)'; clarifications say 'Clarification:' the same way; typo and "
                                    "grammar fixes get no note.",
                 "convention", "user", ["Correction:", "Clarification:", ["typo", "bottom"]]),
            fact("correction-no-push", "Corrections never trigger a push alert automatically; a correction gets a "
                                       "push only if the original alert itself was wrong, and that's the push desk's "
                                       "call.",
                 "decision", "user", ["push", "push desk"]),
            fact("corrections-page", "The /corrections page lists the last 30 days of corrections (not the 90 "
                                     "Helen asked for).",
                 "config", "user", ["/corrections", "30 days"]),
            fact("never-deleted", "A published correction can never be deleted, only superseded by a newer "
                                  "correction; enforced in the model (Correction.delete refuses).",
                 "rule", "user", [["never be deleted", "never deleted", "cannot be deleted"], "superseded"],
                 remember=True),
        ],
        "optional": [
            opt("superseded-by", "Correction has a superseded_by field and a kind (correction or clarification).",
                ["superseded_by"]),
        ],
        "questions": [
            q("Where does a correction note appear and how does it read?",
              "at the bottom of the article: 'Correction: <text> (<date>, <time> CT)'", ["correction-note"]),
            q("Does a correction trigger a push alert?",
              "never automatic; only if the original alert itself was wrong, the push desk's call",
              ["correction-no-push"]),
            q("How many days does /corrections list?", "30 days", ["corrections-page"]),
            q("Can a published correction be deleted?", "no, only superseded by a newer correction",
              ["never-deleted"]),
        ],
    },
]
