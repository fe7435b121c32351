"""h61 Claude Code sessions, part b: subs-billing, the Go service that renews Lowmoor Gazette subscriptions through
Stripe and sends the dunning emails. A dunning schedule from a pasted finance email, the two-click cancellation in a
code review, and duplicate dunning runs caused by a Redis lock that expired mid-job."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

BILL = "/home/kwame/src/subs-billing"

_SCHEDULE_GO = """     1\tpackage dunning
     2\t
     3\timport "time"
     4\t
     5\t// Schedule is relative to the first failed renewal attempt.
     6\tvar Schedule = []Step{
     7\t\t{After: 2 * Day, Action: Retry, Email: "payment-failed-1"},
     8\t\t{After: 4 * Day, Action: Retry, Email: "payment-failed-2"},
     9\t\t{After: 6 * Day, Action: Retry, Email: "payment-failed-3"},
    10\t\t{After: 10 * Day, Action: Lapse, Email: "subscription-lapsed"},
    11\t}
    12\t
    13\tconst Day = 24 * time.Hour
    14\t
    15\t// SendWindow is applied to every email, in the server's zone (Europe/Berlin).
    16\tfunc SendWindow(t time.Time) time.Time { return t }
"""

_GO_TEST_DUNNING = """=== RUN   TestSchedule_Days
--- PASS: TestSchedule_Days (0.00s)
=== RUN   TestSchedule_LapseOnDay14
--- PASS: TestSchedule_LapseOnDay14 (0.00s)
=== RUN   TestQuietHours
=== RUN   TestQuietHours/20:59_sends_now
=== RUN   TestQuietHours/21:00_waits_until_08:00
=== RUN   TestQuietHours/03:12_waits_until_08:00
=== RUN   TestQuietHours/08:00_sends_now
=== RUN   TestQuietHours/subscriber_in_America/New_York
=== RUN   TestQuietHours/no_tz_falls_back_to_Europe/Berlin
=== RUN   TestQuietHours/dst_end_2026-10-25
--- PASS: TestQuietHours (0.00s)
    --- PASS: TestQuietHours/20:59_sends_now (0.00s)
    --- PASS: TestQuietHours/21:00_waits_until_08:00 (0.00s)
    --- PASS: TestQuietHours/03:12_waits_until_08:00 (0.00s)
    --- PASS: TestQuietHours/08:00_sends_now (0.00s)
    --- PASS: TestQuietHours/subscriber_in_America/New_York (0.00s)
    --- PASS: TestQuietHours/no_tz_falls_back_to_Europe/Berlin (0.00s)
    --- PASS: TestQuietHours/dst_end_2026-10-25 (0.00s)
=== RUN   TestMailer_QuietHoursAppliesToAllTemplates
--- PASS: TestMailer_QuietHoursAppliesToAllTemplates (0.01s)
=== RUN   TestRunner_UsesSchedule
--- PASS: TestRunner_UsesSchedule (0.03s)
PASS
ok  \tgithub.example/lowmoor/subs-billing/internal/dunning\t0.412s
ok  \tgithub.example/lowmoor/subs-billing/internal/mailer\t0.208s
"""

_PR_COMMENTS = """#231 cancel flow: reason survey + retention offer
Open • kwame wants to merge 6 commits into main from feat/cancel-survey

  internal/web/cancel_handler.go:88  (reviewer: tsvetan)
    refundAmount float64? We don't do floats for money here, or do we now?

  internal/web/cancel_handler.go:131  (reviewer: tsvetan)
    With the survey page and the offer page, cancelling is now: Cancel subscription -> survey -> offer ->
    "No thanks, cancel" -> Confirm. That's four clicks plus a form. Is that legal?

  internal/web/cancel_handler.go:152  (reviewer: tsvetan)
    nit: err == ErrNotFound -> errors.Is

  web/templates/cancel_offer.html:12  (reviewer: agnieszka)
    The offer copy says '3 months for 1 EUR', marketing's sheet says 3 months for 3 EUR. Which one?

  e2e/  (reviewer: agnieszka)
    Could we have a test that fails if someone adds a step to the cancel flow again?
"""

_CANCEL_DIFF = """diff --git a/internal/web/cancel_handler.go b/internal/web/cancel_handler.go
@@ -80,14 +80,14 @@ func (h *CancelHandler) Confirm(w http.ResponseWriter, r *http.Request) {
 \tsub, err := h.subs.Get(ctx, subID)
-\tif err == ErrNotFound {
+\tif errors.Is(err, ErrNotFound) {
 \t\thttp.NotFound(w, r)
 \t\treturn
 \t}
-\tvar refundAmount float64 = sub.UnusedShare() * float64(sub.PriceCents) / 100
+\trefundAmount := money.Cents(sub.UnusedDays()) * sub.Price / money.Cents(sub.PeriodDays())
 \tif err := h.billing.Cancel(ctx, sub, refundAmount); err != nil {
@@ -125,20 +125,11 @@ func (h *CancelHandler) Routes(m *http.ServeMux) {
-\tm.HandleFunc("GET /account/cancel", h.Start)          // -> survey
-\tm.HandleFunc("POST /account/cancel/survey", h.Survey)   // -> offer
-\tm.HandleFunc("POST /account/cancel/offer", h.Offer)     // -> confirm
-\tm.HandleFunc("POST /account/cancel/confirm", h.Confirm)
+\tm.HandleFunc("GET /account/cancel", h.Start)           // page with one button: Confirm cancellation
+\tm.HandleFunc("POST /account/cancel/confirm", h.Confirm) // cancels, then shows the optional survey
+\tm.HandleFunc("POST /account/cancel/survey", h.Survey)   // optional, after the cancellation is done
"""

_PLAYWRIGHT = """Running 4 tests using 2 workers

  ✓  1 [chromium] › cancel_two_clicks.spec.ts:9:5 › cancel from the account page takes two clicks (2.1s)
  ✓  2 [chromium] › cancel_two_clicks.spec.ts:31:5 › survey is optional and shown after cancellation (1.7s)
  ✓  3 [webkit] › cancel_two_clicks.spec.ts:9:5 › cancel from the account page takes two clicks (2.6s)
  ✓  4 [webkit] › cancel_two_clicks.spec.ts:31:5 › survey is optional and shown after cancellation (2.0s)

  4 passed (6.4s)
"""

_DUPES_LOG = """2026-11-20T06:00:00.014Z pod=subs-billing-7d9c6b5f4-kq2xw job=dunning msg="lock acquired" key=lock:dunning ttl=60s
2026-11-20T06:00:00.019Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="lock busy, retrying in 30s"
2026-11-20T06:00:00.311Z pod=subs-billing-7d9c6b5f4-kq2xw job=dunning msg="due steps" count=1843
2026-11-20T06:00:30.022Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="lock busy, retrying in 30s"
2026-11-20T06:01:00.025Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="lock busy, retrying in 30s"
2026-11-20T06:01:30.031Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="lock acquired" key=lock:dunning ttl=60s
2026-11-20T06:01:30.402Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="due steps" count=1211
2026-11-20T06:01:31.117Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="retry" sub=sub_81c2 attempt=1
2026-11-20T06:01:31.890Z pod=subs-billing-7d9c6b5f4-kq2xw job=dunning msg="retry" sub=sub_81c2 attempt=1
2026-11-20T06:01:32.004Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="email queued" sub=sub_81c2 tpl=payment-failed-1
2026-11-20T06:01:32.650Z pod=subs-billing-7d9c6b5f4-kq2xw job=dunning msg="email queued" sub=sub_81c2 tpl=payment-failed-1
...
2026-11-20T06:04:12.777Z pod=subs-billing-7d9c6b5f4-kq2xw job=dunning msg="done" processed=1843 took=4m12s
2026-11-20T06:03:58.102Z pod=subs-billing-7d9c6b5f4-zt8mn job=dunning msg="done" processed=1211 took=2m28s
"""

_STRIPE_EVENTS = """id                                 type                            created              pending_webhooks
evt_1QdA7c2eZvKYlo2C0a9b8c7d       invoice.payment_failed          2026-11-20 06:01:31  0
evt_1QdA7d2eZvKYlo2C9f8e7d6c       invoice.payment_failed          2026-11-20 06:01:32  0
evt_1QdA1f2eZvKYlo2Cab12cd34       invoice.payment_failed          2026-11-13 06:00:41  0
"""

SESSIONS = [
    {
        "id": "h61-cc-billing-dunning-schedule",
        "project": BILL,
        "start": datetime(2026, 11, 4, 10, 20),
        "about": "subs-billing: a pasted finance email with six points; the person confirms 1-3 (retries on day 1, "
                 "3 and 7, one email each, lapsed on day 14), skips the SMS and the discount, and endorses the "
                 "quiet-hours line (no dunning email 21:00-08:00 local) as permanent for all mail from the service; "
                 "subscribers without a time zone fall back to Europe/Berlin; a recalled 3am story; Stripe smart "
                 "retries already off",
        "steps": [
            ("user", "hey, morning. finance sent the dunning schedule they want, we have to get it into the code "
                     "this week. pasting the whole thing:\n\n"
                     "> From: Finance Ops\n"
                     "> Subject: Dunning schedule, final-ish\n>\n"
                     "> Hi all,\n"
                     "> following the review with the payment provider, here's what we'd like:\n"
                     "> 1. Retry failed renewals on day 1, day 3 and day 7 after the first failure.\n"
                     "> 2. One dunning email after each failed retry (three in total), templates "
                     "payment-failed-1/2/3.\n"
                     "> 3. If still unpaid on day 14, the subscription becomes lapsed and access ends.\n"
                     "> 4. An SMS reminder on day 5 (we're checking costs with the SMS vendor).\n"
                     "> 5. Rule: no dunning email is ever sent between 21:00 and 08:00 in the subscriber's own "
                     "time zone. Anything that falls in that window waits until 08:00.\n"
                     "> 6. The last email offers one month at 50%.\n>\n"
                     "> Thanks, Finance Ops\n\n"
                     "1, 2, 3: yes. 4 ignore, they haven't even got a quote. 6 is marketing's fight not ours, skip. "
                     "and 5: that quiet-hours line isn't a 2027 thing, it's how it has to work forever. treat it as "
                     "permanent, and not only for dunning: anything this service mails goes out between 08:00 and "
                     "21:00 local"),
            tool("Read", {"file_path": f"{BILL}/internal/dunning/schedule.go"}, _SCHEDULE_GO),
            ("assistant", "Today's schedule is different from what finance wants on every point: retries on day "
                          "2, 4 and 6, lapse on day 10, and `SendWindow` is a no-op, so emails go out whenever the "
                          "runner happens to process them. The runner is the 06:00 job, plus retries that Stripe "
                          "webhooks trigger during the day, which is how people can get mail at 23:40.\n\n"
                          "Plan:\n"
                          "1. `Schedule` becomes day 1, 3, 7 retries with payment-failed-1/2/3, and the Lapse step "
                          "moves to day 14.\n"
                          "2. Quiet hours move out of dunning into `internal/mailer`, so every email the service "
                          "sends goes through it (receipts and the lapsed notice too, as you said). It converts "
                          "the send time to the subscriber's zone and, if it's 21:00 or later or before 08:00, "
                          "holds the email until 08:00 local.\n"
                          "3. The zone comes from `subscribers.tz`. About 4% of rows have it NULL (older web "
                          "signups). For those I need a default."),
            bash("psql \"$BILLING_DB\" -Atc \"select coalesce(tz,'(null)'), count(*) from subscribers group by 1 "
                 "order by 2 desc limit 6\"",
                 "Europe/Berlin|71204\n(null)|3391\nEurope/Vienna|2210\nEurope/Zurich|1406\nEurope/London|388\n"
                 "America/New_York|97\n"),
            ("user", "Europe/Berlin for the nulls, that's where nearly everyone lives anyway"),
            ("assistant", "Europe/Berlin it is. While reading the Stripe client I noticed something to check "
                          "first: if Stripe Billing's own Smart Retries are switched on in the dashboard, Stripe "
                          "would retry on its own schedule on top of ours."),
            ("user", "already off since the spring, we turned it off when we wrote our own runner. funny, back "
                     "when this was a php cron on the old box it sent these at 3am and people were furious. the "
                     "complaints desk still brings it up"),
            tool("Edit", {"file_path": f"{BILL}/internal/dunning/schedule.go",
                          "old_string": "\t{After: 2 * Day, Action: Retry, Email: \"payment-failed-1\"},\n"
                                        "\t{After: 4 * Day, Action: Retry, Email: \"payment-failed-2\"},\n"
                                        "\t{After: 6 * Day, Action: Retry, Email: \"payment-failed-3\"},\n"
                                        "\t{After: 10 * Day, Action: Lapse, Email: \"subscription-lapsed\"},",
                          "new_string": "\t{After: 1 * Day, Action: Retry, Email: \"payment-failed-1\"},\n"
                                        "\t{After: 3 * Day, Action: Retry, Email: \"payment-failed-2\"},\n"
                                        "\t{After: 7 * Day, Action: Retry, Email: \"payment-failed-3\"},\n"
                                        "\t{After: 14 * Day, Action: Lapse, Email: \"subscription-lapsed\"},"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{BILL}/internal/mailer/quiet_hours.go",
                           "content": "package mailer\n\nimport \"time\"\n\nconst (\n\tQuietFrom = 21 // 21:00 local\n"
                                      "\tQuietTo   = 8  // 08:00 local\n)\n\nvar DefaultZone = mustZone(\"Europe/"
                                      "Berlin\")\n\n// NextSendTime holds mail that would arrive between 21:00 and "
                                      "08:00 in the subscriber's zone.\nfunc NextSendTime(now time.Time, tz string) "
                                      "time.Time {\n\tloc := zoneOr(tz, DefaultZone)\n\tlocal := now.In(loc)\n\t"
                                      "if local.Hour() >= QuietFrom {\n\t\tlocal = local.AddDate(0, 0, 1)\n\t}\n\t"
                                      "if local.Hour() >= QuietFrom || local.Hour() < QuietTo {\n\t\treturn time."
                                      "Date(local.Year(), local.Month(), local.Day(), QuietTo, 0, 0, 0, loc)\n\t}\n"
                                      "\treturn now\n}\n"},
                 "File created successfully at: /home/kwame/src/subs-billing/internal/mailer/quiet_hours.go"),
            bash("go test ./internal/dunning/... ./internal/mailer/... -run 'Schedule|Quiet|Runner' -v",
                 _GO_TEST_DUNNING),
            ("assistant", "All green. What changed:\n\n"
                          "- `internal/dunning/schedule.go`: retries on day 1, day 3 and day 7 after the first "
                          "failure, each followed by payment-failed-1/2/3; the subscription goes to `lapsed` on "
                          "day 14 and access ends.\n"
                          "- `internal/mailer/quiet_hours.go`: every email from subs-billing is held if it would "
                          "land between 21:00 and 08:00 in the subscriber's zone and goes out at 08:00 local; "
                          "`subscribers.tz` NULL means Europe/Berlin. There's a test for the DST change on 25 "
                          "October and one for a New York subscriber.\n"
                          "- Not done, as agreed: the day-5 SMS and the 50% offer in the last email.\n\n"
                          "Subscriptions already in the old schedule keep their next step date; the new days apply "
                          "to failures from the deploy on. Should I write a migration that recomputes the pending "
                          "ones?"),
            ("user", "no, let the old ones run out, it's a few hundred. commit it, message 'dunning: finance "
                     "schedule 1/3/7/14, quiet hours for all mail'"),
            bash("git add -A && git commit -qm 'dunning: finance schedule 1/3/7/14, quiet hours for all mail' && "
                 "git log -1 --stat --oneline",
                 "5e0b2c4 dunning: finance schedule 1/3/7/14, quiet hours for all mail\n"
                 " internal/dunning/schedule.go          |  8 +--\n"
                 " internal/dunning/runner.go            | 11 +++--\n"
                 " internal/mailer/mailer.go             | 14 ++++--\n"
                 " internal/mailer/quiet_hours.go        | 31 ++++++++++++\n"
                 " internal/mailer/quiet_hours_test.go   | 88 +++++++++++++++++++++++++++++++\n"
                 " 5 files changed, 140 insertions(+), 12 deletions(-)\n"),
            ("user", "cheers 👍"),
        ],
        "facts": [
            fact("retry-days", "Failed renewals are retried on day 1, day 3 and day 7 after the first failure, each "
                               "followed by the dunning email payment-failed-1/2/3.",
                 "config", "user", [["retry", "retries", "retried"], "3", "7"]),
            fact("lapse-day-14", "A subscription still unpaid on day 14 becomes lapsed and access ends.",
                 "config", "user", ["lapsed", "14"]),
            fact("quiet-hours", "Permanent rule: no email from subs-billing (dunning or any other) is sent between "
                                "21:00 and 08:00 in the subscriber's time zone; such mail waits until 08:00 local.",
                 "rule", "user", ["21:00", "08:00"], remember=True),
            fact("tz-default", "Subscribers without a time zone (subscribers.tz NULL) are treated as Europe/Berlin.",
                 "config", "user", ["Europe/Berlin"]),
        ],
        "optional": [
            opt("smart-retries-off", "Stripe Smart Retries are switched off; subs-billing runs its own retry "
                                     "schedule.", ["Smart Retries"]),
            opt("no-sms", "The day-5 SMS reminder and the 50% offer from finance's email were not implemented.",
                ["SMS"]),
        ],
        "questions": [
            q("On which days are failed renewals retried?", "day 1, day 3 and day 7", ["retry-days"]),
            q("When does an unpaid subscription lapse?", "on day 14", ["lapse-day-14"]),
            q("At what times may subs-billing send emails?", "only between 08:00 and 21:00 in the subscriber's "
                                                             "time zone", ["quiet-hours"]),
            q("Which time zone is used for a subscriber with no tz?", "Europe/Berlin", ["tz-default"]),
        ],
    },
    {
        "id": "h61-cc-billing-cancel-review",
        "project": BILL,
        "start": datetime(2026, 11, 12, 15, 2),
        "about": "subs-billing: addressing review comments on PR #231 (cancel survey + retention offer); in reply "
                 "to a comment the person states the money convention (int64 minor units via the money package, "
                 "never float64); the legal rule that cancelling takes at most two clicks from the account page, "
                 "for all future changes; the survey moves after the confirmation and the offer page is dropped; "
                 "the assistant's idea of an offer on the confirm page rejected; e2e test guards the click count; "
                 "one-off errors.Is nit and an offer-price question sent back to marketing",
        "steps": [
            ("user", "tsvetan and agnieszka reviewed my cancel survey PR and it's... a lot. can you pull the "
                     "comments and let's go through them"),
            bash("gh pr view 231 --comments", _PR_COMMENTS),
            ("assistant", "Five comments. Two are quick (the errors.Is nit; the test request), one is a question "
                          "for marketing (1 EUR vs 3 EUR), and two need your call:\n\n"
                          "1. **float64 for refundAmount** (line 88). The rest of the service uses the `money` "
                          "package, `money.Cents` is an int64. Mixing in a float here can round a refund to "
                          "9.999999 cents.\n"
                          "2. **Four clicks plus a form to cancel.** This is the bigger one. Today on main it's two: "
                          "'Cancel subscription' on the account page, then 'Confirm cancellation'. Your PR puts the "
                          "survey and the retention offer in between.\n\n"
                          "How do you want to answer them?"),
            ("user", "reply to tsvetan on 88: yes, fair, every amount in this service is int64 minor units through "
                     "the money package, cents in and cents out, never float64, not even for a division. fix it"),
            ("user", "and on 131 he's right and I should have known. write this down as the constraint for any "
                     "change to this flow, now or in a year: cancelling takes two clicks at most from the account "
                     "page, 'Cancel subscription' and 'Confirm cancellation', and nothing may sit between them. "
                     "it's the law here, not a UX preference, the legal team will have kittens otherwise. so the "
                     "survey goes after the confirmation and is optional, and the offer page... just drop it"),
            ("assistant", "Understood. Before I rip the offer out: a softer option would be to show the retention "
                          "offer as a line of text on the confirm page itself, so it doesn't add a click. Still two "
                          "clicks, and marketing keeps their offer."),
            ("user", "no. legal said nothing persuasive on the confirm page either. drop it, marketing can mail an "
                     "offer after the fact if they must"),
            tool("Edit", {"file_path": f"{BILL}/internal/web/cancel_handler.go",
                          "old_string": "\tm.HandleFunc(\"GET /account/cancel\", h.Start)          // -> survey",
                          "new_string": "\tm.HandleFunc(\"GET /account/cancel\", h.Start)           // page with one "
                                        "button: Confirm cancellation"},
                 "The file has been updated."),
            bash("git diff --stat && git diff internal/web/cancel_handler.go", _CANCEL_DIFF),
            ("assistant", "Done in the handler:\n"
                          "- `refundAmount` is `money.Cents` now, computed in cents from unused days; no float "
                          "anywhere in the path.\n"
                          "- Routes: `GET /account/cancel` shows one button, 'Confirm cancellation'; "
                          "`POST /account/cancel/confirm` cancels and then shows the survey; the survey is "
                          "optional and posts to `/account/cancel/survey` after the cancellation is done. The offer "
                          "route, handler and template are deleted.\n"
                          "- `errors.Is(err, ErrNotFound)` for the nit.\n\n"
                          "For agnieszka's last point I wrote `e2e/cancel_two_clicks.spec.ts`: it logs in as a test "
                          "subscriber, counts clicks from the account page until the subscription API says "
                          "`canceled`, and fails above two. It also checks the survey only appears afterwards."),
            bash("npx playwright test e2e/cancel_two_clicks.spec.ts", _PLAYWRIGHT),
            ("user", "good. the offer price thing, answer agnieszka that it's moot now since the offer page is "
                     "gone. and run the go tests again, the whole thing"),
            bash("go test ./... 2>&1 | tail -n 12",
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/billing\t1.204s\n"
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/dunning\t0.418s\n"
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/mailer\t0.211s\n"
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/money\t0.009s\n"
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/stripehook\t0.633s\n"
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/web\t0.882s\n"
                 "?   \tgithub.example/lowmoor/subs-billing/cmd/subs-billing\t[no test files]\n"),
            bash("gh pr comment 231 --body-file /tmp/pr231-replies.md && git push -q",
                 "https://github.example/lowmoor/subs-billing/pull/231#issuecomment-88121\n"),
            ("assistant", "Replies posted on the PR and the branch is pushed. Everything passes."),
            ("user", "thx. I'm going to go apologise to legal pre-emptively lol"),
        ],
        "facts": [
            fact("money-int64", "Convention in subs-billing: every amount is int64 minor units (cents) through the "
                                "money package (money.Cents), never float64.",
                 "convention", "user", ["money", ["int64", "money.Cents"], "float64"]),
            fact("two-clicks", "Legal constraint for every change to the cancel flow: cancelling takes at most two "
                               "clicks from the account page ('Cancel subscription', 'Confirm cancellation') with "
                               "nothing in between.",
                 "rule", "user", ["two clicks", ["cancel", "cancelling", "cancellation"]], remember=True),
            fact("survey-after", "The cancel reason survey is optional and shown only after the cancellation is "
                                 "confirmed; the retention offer page was dropped (no offer on the confirm page "
                                 "either).",
                 "decision", "user", ["survey", ["offer", "after"]]),
            fact("e2e-guard", "e2e/cancel_two_clicks.spec.ts (Playwright) fails if cancelling from the account page "
                              "takes more than two clicks.",
                 "fact", "assistant", ["cancel_two_clicks"]),
        ],
        "optional": [
            opt("offer-later", "Marketing may mail a retention offer after the cancellation.", ["marketing"]),
        ],
        "questions": [
            q("How are money amounts represented in subs-billing?", "int64 minor units through the money package, "
                                                                    "never float64", ["money-int64"]),
            q("How many clicks may cancelling a subscription take?", "two clicks at most from the account page",
              ["two-clicks"]),
            q("Where does the cancel reason survey appear?", "after the cancellation is done, optional",
              ["survey-after"]),
        ],
    },
    {
        "id": "h61-cc-billing-double-dunning",
        "project": BILL,
        "start": datetime(2026, 11, 20, 9, 12),
        "about": "subs-billing: subscribers got two payment-failed-1 emails and two retries; the person's guess "
                 "(Stripe delivering the webhook twice) is wrong; cause: the Redis job lock lock:dunning has a 60s "
                 "TTL while the job runs 2-4 min, and the second pod retries every 30s and gets the lock; fix: a "
                 "Postgres advisory lock held for the whole run, plus a unique (subscription_id, attempt) in "
                 "dunning_sends; the person asks for a CLAUDE.md line that every scheduled job takes the advisory "
                 "lock; closing summary",
        "steps": [
            ("user", "ugh. customer service has 40ish tickets this morning: people got the payment-failed email "
                     "twice, and a few say their card was charged... well, attempted twice. stripe is sending the "
                     "webhook twice again, I'd bet money on it. we had that in march"),
            bash("stripe events list --type invoice.payment_failed --created-gte 2026-11-13 --limit 3 "
                 "--format table", _STRIPE_EVENTS),
            ("assistant", "There are two `invoice.payment_failed` events one second apart today, but they have "
                          "different ids, so they are two separate payment attempts, not one event delivered "
                          "twice. Stripe reported what we asked for: we tried the card twice. The duplicate is on "
                          "our side. Let me look at the runner's logs around 06:00."),
            bash("kubectl logs -l app=subs-billing --since=4h | grep 'job=dunning' | sort | head -n 20", _DUPES_LOG),
            ("assistant", "That's it. Both pods run the 06:00 cron:\n\n"
                          "- `kq2xw` takes `lock:dunning` in Redis with `ttl=60s` and starts on 1843 due steps. "
                          "The run takes 4m12s today.\n"
                          "- `zt8mn` finds the lock busy and retries every 30 s. At 06:01:30 the 60 s TTL has run "
                          "out while kq2xw is still working, so zt8mn gets the lock and starts its own run over "
                          "the steps that are still pending, 1211 of them.\n\n"
                          "From then on both pods process the same subscriptions: `sub_81c2` gets `attempt=1` from "
                          "both pods 0.8 s apart and two `payment-failed-1` emails. So the root cause is a lock "
                          "whose TTL (60 s) is shorter than the job (2 to 4 minutes, longer on the 1st of the "
                          "month), combined with a retry loop that happily takes the expired lock. It probably "
                          "started when volume grew; in the spring the run took under a minute."),
            ("user", "oh no. ok so we bump the TTL to 10 min?"),
            ("assistant", "That moves the cliff, it doesn't remove it: a slow Stripe day or the 1st of the month "
                          "and we're back. Two changes I'd make instead:\n\n"
                          "1. **Postgres advisory lock** for the run: `pg_try_advisory_lock(hashtext('dunning'))` "
                          "on a dedicated connection held for the whole run. It can't expire while the job is "
                          "alive, and if the pod dies the connection drops and the lock goes with it. The second "
                          "pod gets false and skips the run instead of waiting.\n"
                          "2. **Idempotency at the send**: a unique index on `dunning_sends (subscription_id, "
                          "attempt)`, and the retry/email step inserts there first. If two runs ever overlap again, "
                          "the second insert fails and nothing is charged or mailed twice."),
            ("user", "do both"),
            tool("Edit", {"file_path": f"{BILL}/internal/jobs/lock.go",
                          "old_string": "func Acquire(ctx context.Context, rdb *redis.Client, key string) (Release, "
                                        "error) {",
                          "new_string": "func Acquire(ctx context.Context, db *pgxpool.Pool, name string) (Release, "
                                        "error) {"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{BILL}/migrations/0042_dunning_sends_unique.sql",
                           "content": "create unique index concurrently if not exists dunning_sends_sub_attempt_uq\n"
                                      "  on dunning_sends (subscription_id, attempt);\n"},
                 "File created successfully at: /home/kwame/src/subs-billing/migrations/0042_dunning_sends_unique.sql"),
            bash("psql \"$BILLING_DB\" -Atc \"select subscription_id, attempt, count(*) from dunning_sends group by "
                 "1,2 having count(*) > 1\" | wc -l",
                 "38\n"),
            ("assistant", "38 duplicate (subscription_id, attempt) pairs exist already from this morning, so the "
                          "index would fail to build. I'll delete the later row of each pair first (the email went "
                          "out anyway; the row is just bookkeeping), then create the index."),
            bash("go run ./cmd/migrate up && go test ./internal/jobs/... ./internal/dunning/... 2>&1 | tail -n 4",
                 "applied 0041_dedupe_dunning_sends.sql\napplied 0042_dunning_sends_unique.sql\n"
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/jobs\t1.911s\n"
                 "ok  \tgithub.example/lowmoor/subs-billing/internal/dunning\t0.502s\n"),
            ("user", "nice. there are two other cron jobs in here (invoice-pdf and the stripe reconcile) using the "
                     "same redis lock thing, right? switch those too. and put in CLAUDE.md: every scheduled job in "
                     "subs-billing takes a postgres advisory lock before it does anything, redis locks are not for "
                     "jobs here"),
            bash("rg -n 'jobs.Acquire' cmd internal | head",
                 "internal/dunning/runner.go:41:\trelease, err := jobs.Acquire(ctx, r.db, \"dunning\")\n"
                 "internal/invoices/pdf_job.go:27:\trelease, err := jobs.Acquire(ctx, j.rdb, \"invoice-pdf\")\n"
                 "internal/reconcile/job.go:33:\trelease, err := jobs.Acquire(ctx, j.rdb, \"stripe-reconcile\")\n"),
            tool("Edit", {"file_path": f"{BILL}/CLAUDE.md", "old_string": "## Jobs\n",
                          "new_string": "## Jobs\n\n- Every scheduled job takes a Postgres advisory lock "
                                        "(`jobs.Acquire`) before doing anything. No Redis locks for jobs.\n"},
                 "The file has been updated."),
            bash("go build ./... && go test ./... 2>&1 | grep -v '^ok' ; echo exit=$?", "exit=1\n"),
            ("assistant", "## Summary\n\n"
                          "- **Cause:** the Redis lock `lock:dunning` had a 60 s TTL, the dunning run takes 2 to 4 "
                          "minutes, and the second pod retried every 30 s, took the expired lock and ran the same "
                          "subscriptions again: two card attempts and two emails for about 1,200 subscribers this "
                          "morning. Stripe did not double-deliver anything.\n"
                          "- **Fix:** `jobs.Acquire` now takes a Postgres advisory lock held on its own connection "
                          "for the whole run; the second pod skips instead of waiting. The dunning, invoice-pdf and "
                          "stripe-reconcile jobs all use it.\n"
                          "- **Safety net:** unique index `dunning_sends_sub_attempt_uq` on (subscription_id, "
                          "attempt); 38 old duplicates removed by migration 0041.\n"
                          "- **CLAUDE.md:** every scheduled job takes a Postgres advisory lock first; no Redis locks "
                          "for jobs.\n"
                          "- Left for you: a note to customer service (no one was charged twice, the second attempt "
                          "failed like the first)."),
            ("user", "great summary, I'll forward the last bit. ship it"),
        ],
        "facts": [
            fact("dupes-cause", "Double dunning (two card attempts and two payment-failed emails) happened because the "
                                "Redis job lock lock:dunning had a 60 s TTL while the run takes 2-4 minutes; the "
                                "second pod retried every 30 s and took the expired lock. Stripe webhooks were not "
                                "the cause.",
                 "bugfix", "assistant", ["lock:dunning", "TTL"]),
            fact("advisory-lock-rule", "Standing rule (in CLAUDE.md): every scheduled job in subs-billing takes a "
                                       "Postgres advisory lock (jobs.Acquire) before doing anything; no Redis locks for "
                                       "jobs.",
                 "rule", "user", ["advisory lock", ["scheduled job", "jobs"]], remember=True),
            fact("sends-unique", "dunning_sends has a unique index on (subscription_id, attempt) "
                                 "(dunning_sends_sub_attempt_uq), so overlapping runs cannot charge or mail twice.",
                 "decision", "assistant", ["dunning_sends", ["unique", "dunning_sends_sub_attempt_uq"]]),
        ],
        "optional": [
            opt("ttl-bump-rejected", "Raising the Redis lock TTL to 10 minutes was rejected: it only moves the "
                                     "cliff.", ["10 min"]),
            opt("jobs-list", "subs-billing's scheduled jobs are dunning, invoice-pdf and stripe-reconcile.",
                ["invoice-pdf", "stripe-reconcile"]),
        ],
        "questions": [
            q("Why did subscribers get two payment-failed emails on 20 November?",
              "the Redis lock lock:dunning had a 60 s TTL shorter than the run, so the second pod took it and ran "
              "again", ["dupes-cause"]),
            q("What lock must a scheduled job in subs-billing take?", "a Postgres advisory lock, no Redis locks",
              ["advisory-lock-rule"]),
            q("What stops a dunning step from being sent twice?", "a unique index on dunning_sends (subscription_id, "
                                                                  "attempt)", ["sends-unique"]),
        ],
    },
]
