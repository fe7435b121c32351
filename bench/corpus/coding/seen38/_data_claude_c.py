"""h38 Claude Code sessions, part c: course payments with Stripe in lark-api, importing SCORM packages from
universities (lark-api, Camille), and a one-off digest resend for an instructor in lark-office."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

API = "/home/ines/src/lark-api"
API_CAMILLE = "/home/camille/src/lark-api"
OFFICE = "/Users/tomasz/code/lark-office"

SESSIONS = [
    {
        "id": "h38-cc-api-checkout",
        "project": API,
        "start": datetime(2026, 11, 12, 10, 0),
        "about": "lark-api: course payments v1 with Stripe; Stripe Checkout (hosted) with Stripe Tax, not an embedded "
                 "form; apiVersion pinned to 2026-09-30.dahlia with stripe-node 17.3.0; prices in our course_prices "
                 "table in integer cents passed as inline price_data; 'write this down for yourself' every webhook "
                 "handler inserts the event id into stripe_events first; self-service refunds within 14 days and "
                 "under 25% (assistant proposed 20%); near-miss finance's own 30-day refund rule, not ours; a long "
                 "closing summary that repeats the decisions",
        "branch": "LRK-840-stripe-checkout",
        "steps": [
            ("user", "course payments v1. today people pay through a paypal button that instructors paste into the "
                     "course description, which is exactly as bad as it sounds. I want Stripe. src/payments is "
                     "empty except a module stub"),
            ("assistant", "Two ways to take the payment with Stripe:\n\n"
                          "- **Stripe Checkout**: we create a Checkout Session server-side and redirect to Stripe's "
                          "hosted page. 3-D Secure, Apple Pay / Google Pay, receipts and tax are handled there, and "
                          "card data never touches our pages (smallest PCI scope).\n"
                          "- **Payment Element**: an embedded form in our own checkout page. Full control over the "
                          "look, but we build the page, the error states and the 3-D Secure handling.\n\n"
                          "For v1 I'd take Checkout."),
            ("user", "Stripe Checkout. we are not building a payment form. and turn Stripe Tax on, we sell to "
                     "consumers all over the EU and VAT is a nightmare otherwise"),
            bash("npm i stripe@17.3.0 2>&1 | tail -n 1 && npm ls stripe",
                 "added 1 package, and audited 1412 packages in 4s\nlark-api@3.18.0 /home/ines/src/lark-api\n"
                 "└── stripe@17.3.0\n"),
            ("assistant", "stripe-node 17.3.0 is installed. Without an explicit `apiVersion` the client uses "
                          "whatever version the Stripe account defaults to, so an upgrade in the dashboard would "
                          "silently change webhook payloads. I'd pin it in the client."),
            ("user", "pin apiVersion to 2026-09-30.dahlia, that's what the dashboard shows for our account"),
            tool("Write", {"file_path": f"{API}/src/payments/stripe.provider.ts",
                           "content": "export const STRIPE = Symbol('STRIPE');\n"
                                      "export const stripeProvider = {\n  provide: STRIPE,\n"
                                      "  useFactory: (cfg: ConfigService) => new Stripe(cfg.getOrThrow("
                                      "'STRIPE_SECRET_KEY'), {\n"
                                      "    apiVersion: '2026-09-30.dahlia',\n  }),\n"
                                      "  inject: [ConfigService],\n};\n"},
                 f"File created successfully at: {API}/src/payments/stripe.provider.ts"),
            ("assistant", "Next, prices. Either each course gets a Product and Price objects in Stripe and we store "
                          "their ids, or prices stay in our database and each Checkout Session gets the amount "
                          "inline with `price_data`."),
            ("user", "prices live in our db, a course_prices table, one row per course and currency, integer cents. "
                     "we pass price_data inline, no Price objects in stripe. instructors change prices all the time "
                     "and I don't want to sync two systems"),
            bash("npx prisma migrate dev --name course_prices --create-only | tail -n 1",
                 "Prisma Migrate created the following migration without applying it "
                 "20261112102614_course_prices\n"),
            ("assistant", "Migration created: `course_prices (course_id, currency, amount_cents integer, "
                          "unique(course_id, currency))`. The enrollment is created from the "
                          "`checkout.session.completed` webhook, not from the success redirect, because the "
                          "redirect never arrives when the learner closes the tab after paying."),
            ("user", "yes. and write this down for yourself because I'll forget to say it next time: every stripe "
                     "webhook handler first inserts the event id into stripe_events and returns 200 right away if "
                     "the id is already there. stripe retries for 3 days and with the paypal IPN we double-enrolled "
                     "people"),
            tool("Write", {"file_path": f"{API}/src/payments/webhook.controller.ts",
                           "content": "@Post('webhook')\n@HttpCode(200)\n"
                                      "async handle(@Req() req: RawBodyRequest<Request>) {\n"
                                      "  const event = this.stripe.webhooks.constructEvent(req.rawBody!, "
                                      "req.headers['stripe-signature']!, this.secret);\n"
                                      "  const fresh = await this.events.insertIfNew(event.id, event.type);\n"
                                      "  if (!fresh) return { duplicate: true };\n"
                                      "  await this.dispatch(event);\n  return { ok: true };\n}\n"},
                 f"File created successfully at: {API}/src/payments/webhook.controller.ts"),
            bash("stripe trigger checkout.session.completed --override checkout_session:metadata.course_id=c_1187 "
                 ">/dev/null && stripe events resend evt_1QkT2fLarkTest01 >/dev/null && sleep 2 && grep -h "
                 "'payments' logs/dev.log | tail -n 2",
                 "[payments] checkout.session.completed evt_1QkT2fLarkTest01 -> enrollment e_88231 created\n"
                 "[payments] duplicate event evt_1QkT2fLarkTest01 ignored\n"),
            ("assistant", "The resent event is ignored. Refunds: I'd offer self-service refunds when the request is "
                          "within 14 days of purchase and the learner has completed under 20% of the lessons; "
                          "everything else goes to support."),
            ("user", "14 days and under 25%, not 20. above that it goes to support. oh and finance has this rule "
                     "that they never refund anything older than 30 days by hand, that's their process, don't "
                     "build anything for it"),
            tool("Write", {"file_path": f"{API}/src/payments/refund-policy.ts",
                           "content": "export const SELF_SERVICE_REFUND_DAYS = 14;\n"
                                      "export const SELF_SERVICE_REFUND_MAX_PROGRESS = 0.25;\n"},
                 f"File created successfully at: {API}/src/payments/refund-policy.ts"),
            bash("npx jest src/payments 2>&1 | tail -n 3",
                 "Test Suites: 5 passed, 5 total\nTests:       31 passed, 31 total\nTime:        7.118 s\n"),
            ("user", "good. commit it and give me a summary I can paste into the PR"),
            bash("git add -A && git commit -qm 'payments: stripe checkout v1' && git log -1 --oneline",
                 "f2a7c90 payments: stripe checkout v1\n"),
            ("assistant", "Committed as f2a7c90. PR summary:\n\n"
                          "**Payments v1: Stripe Checkout**\n"
                          "- Learners pay on Stripe's hosted Checkout page (no payment form of our own); Stripe "
                          "Tax is on for EU VAT.\n"
                          "- stripe-node 17.3.0, `apiVersion` pinned to `2026-09-30.dahlia` in "
                          "`stripe.provider.ts`.\n"
                          "- Prices live in `course_prices` (one row per course and currency, integer cents) and "
                          "are passed to Checkout inline as `price_data`; no Product/Price objects in Stripe.\n"
                          "- Enrollment is created from the `checkout.session.completed` webhook, not the success "
                          "redirect.\n"
                          "- Webhooks are idempotent: each handler inserts the event id into `stripe_events` first "
                          "and returns 200 on a duplicate.\n"
                          "- Self-service refunds within 14 days and under 25% of lessons completed; otherwise "
                          "support.\n"
                          "- 31 tests in src/payments.\n\n"
                          "Before merging: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set in the "
                          "staging secrets."),
        ],
        "facts": [
            fact("stripe-checkout", "Course payments use Stripe Checkout (Stripe's hosted page), not an embedded "
                                    "payment form, with Stripe Tax on for EU VAT.",
                 "decision", "user", ["Stripe Checkout", ["Stripe Tax", "VAT"]]),
            fact("stripe-api-version", "lark-api pins the Stripe apiVersion to 2026-09-30.dahlia (stripe-node "
                                       "17.3.0).",
                 "config", "user", ["apiVersion", "2026-09-30.dahlia"]),
            fact("course-prices", "Course prices live in our database, table course_prices (one row per course and "
                                  "currency, integer cents), passed inline as price_data; no Price objects in "
                                  "Stripe.",
                 "decision", "user", ["course_prices", ["price_data", "cents"]]),
            fact("webhook-idempotency", "Every Stripe webhook handler first inserts the event id into stripe_events "
                                        "and returns 200 right away if it is already there (Stripe retries for 3 "
                                        "days).",
                 "rule", "user", ["stripe_events", "event id"], remember=True),
            fact("refund-policy", "Self-service course refunds: within 14 days and under 25% of lessons completed "
                                  "(not the 20% proposed); anything else goes to support.",
                 "config", "user", ["refund", "14 days", "25%"]),
        ],
        "optional": [
            opt("enroll-webhook", "Enrollments are created from the checkout.session.completed webhook, not the "
                                  "success redirect.",
                ["checkout.session.completed"]),
        ],
        "questions": [
            q("Which Stripe API version does lark-api use?", "2026-09-30.dahlia", ["stripe-api-version"]),
            q("What does every Stripe webhook handler do first?",
              "insert the event id into stripe_events and return 200 if it is already there",
              ["webhook-idempotency"]),
            q("When can a learner refund a course without support?", "within 14 days and under 25% of lessons",
              ["refund-policy"]),
            q("Where do course prices live?", "in our db, course_prices, integer cents, passed as price_data",
              ["course-prices"]),
        ],
    },
    {
        "id": "h38-cc-api-scorm-import",
        "project": API_CAMILLE,
        "start": datetime(2026, 11, 16, 15, 30),
        "about": "lark-api: SCORM import for universities (Camille, French-flavoured English); scorm-again chosen; "
                 "Rustici SCORM Cloud rejected (price per registration, EU universities refuse learner data in a US "
                 "service), own runtime rejected (2004 sequencing edge cases); only SCORM 1.2 and 2004, no "
                 "cmi5/xAPI for now; max package 500 MB; packages served same-origin under /scorm/; 'please keep "
                 "it in your memory for the next times' bucket lark-scorm-packages, never the media bucket",
        "steps": [
            ("user", "Hello. The universities ask since months to import their SCORM packages in Brightlark. I must "
                     "decide this week how we play them. The options I see: Rustici SCORM Cloud, the open source "
                     "scorm-again, or we write our own runtime. Can you compare for me? There are 4 sample packages "
                     "in samples/scorm"),
            bash("for f in samples/scorm/*.zip; do printf '%s ' $(basename $f); unzip -p $f imsmanifest.xml | grep "
                 "-oE '<schemaversion>[^<]+' | sed 's/<schemaversion>//'; done",
                 "fire-safety.zip 1.2\ngdpr-basics.zip 2004 3rd Edition\nlab-induction.zip 2004 4th Edition\n"
                 "excel-101.zip 1.2\n"),
            ("assistant", "The samples are two SCORM 1.2 and two SCORM 2004 packages. The options:\n\n"
                          "| | SCORM Cloud (Rustici) | scorm-again | own runtime |\n|---|---|---|---|\n"
                          "| What it is | hosted player + API | open source JS implementation of the SCORM 1.2 "
                          "and 2004 runtime API, in the browser | we implement the API |\n"
                          "| Standards | 1.2, 2004, cmi5, xAPI, AICC | 1.2, 2004 (no sequencing) | what we build |\n"
                          "| Learner data | stored at Rustici (US) | our database | our database |\n"
                          "| Cost | per registration | none | months of work |\n\n"
                          "With scorm-again we host the unzipped package ourselves, the package talks to the "
                          "`window.API` / `window.API_1484_11` object that scorm-again provides, and we persist the "
                          "CMI data through our own endpoint."),
            ("user", "We take scorm-again. SCORM Cloud no: the price per registration is crazy for our volume, and "
                     "the EU universities refuse that learner data goes to a US service, it is in all their "
                     "contracts. Our own runtime no, too much of edge cases, nobody wants to maintain the 2004 "
                     "sequencing. And we support only SCORM 1.2 and 2004. cmi5 and xAPI, not for now"),
            ("assistant", "One constraint for the hosting: a SCORM package finds the runtime by walking up "
                          "`window.parent` looking for `API`, which only works if the package is served from the "
                          "same origin as the player page. So the unzipped packages should be served under our own "
                          "domain, at `/scorm/<package_id>/`, not from the media CDN domain."),
            ("user", "Yes, same origin under /scorm/. For the size: 500 MB max per package. More, we refuse with a "
                     "clear message"),
            tool("Write", {"file_path": f"{API_CAMILLE}/src/scorm/scorm.constants.ts",
                           "content": "export const MAX_PACKAGE_BYTES = 500 * 1024 * 1024;\n"
                                      "export const SUPPORTED_VERSIONS = ['1.2', '2004'] as const;\n"
                                      "export const SCORM_PATH_PREFIX = '/scorm';\n"},
                 f"File created successfully at: {API_CAMILLE}/src/scorm/scorm.constants.ts"),
            ("user", "Ah, and this, please keep it in your memory for the next times, it is important: the SCORM "
                     "packages go in the bucket lark-scorm-packages, never in the media bucket. The media bucket is "
                     "behind the signed cookies of CloudFront, and SCORM content must be same origin under /scorm/"),
            tool("Write", {"file_path": f"{API_CAMILLE}/src/scorm/scorm-import.service.ts",
                           "content": "@Injectable()\nexport class ScormImportService {\n"
                                      "  private readonly bucket = 'lark-scorm-packages';\n\n"
                                      "  async import(courseId: string, upload: Express.Multer.File) {\n"
                                      "    if (upload.size > MAX_PACKAGE_BYTES) throw new PackageTooLarge(500);\n"
                                      "    const manifest = await readManifest(upload.path);\n"
                                      "    assertSupported(manifest.schemaVersion);\n"
                                      "    const id = await this.store(courseId, upload, manifest);\n"
                                      "    return { id, launchUrl: `${SCORM_PATH_PREFIX}/${id}/"
                                      "${manifest.launchHref}` };\n  }\n}\n"},
                 f"File created successfully at: {API_CAMILLE}/src/scorm/scorm-import.service.ts"),
            bash("npx jest src/scorm 2>&1 | tail -n 3 && for f in samples/scorm/*.zip; do npx ts-node "
                 "scripts/scorm-smoke.ts $f; done",
                 "Test Suites: 2 passed, 2 total\nTests:       14 passed, 14 total\nTime:        3.02 s\n"
                 "fire-safety.zip: imported, launch ok, cmi.core.lesson_status=incomplete committed\n"
                 "gdpr-basics.zip: imported, launch ok, cmi.completion_status=completed committed\n"
                 "lab-induction.zip: imported, launch ok, WARN imsss:sequencing rules present (ignored)\n"
                 "excel-101.zip: imported, launch ok, cmi.core.score.raw=80 committed\n"),
            ("assistant", "All four samples import and commit their CMI data. lab-induction.zip declares SCORM 2004 "
                          "sequencing rules (`imsss:sequencing`), which scorm-again does not implement: the package "
                          "plays, but its navigation rules (for example 'module 2 only after module 1') are "
                          "ignored."),
            ("user", "It is OK for now. Put a warning in the import screen when a package has sequencing, so the "
                     "instructor knows"),
            bash("git add -A src/scorm && git commit -qm 'scorm: import 1.2/2004 packages, play with scorm-again' && "
                 "git log -1 --oneline",
                 "0b93d5e scorm: import 1.2/2004 packages, play with scorm-again\n"),
        ],
        "facts": [
            fact("scorm-runtime", "SCORM packages are played with scorm-again (open source); Rustici SCORM Cloud was "
                                  "rejected for its price per registration and because EU universities refuse "
                                  "learner data in a US service; an own runtime was rejected (2004 sequencing "
                                  "edge cases).",
                 "decision", "user", ["scorm-again", ["SCORM Cloud", "Rustici"], ["price", "US"]]),
            fact("scorm-versions", "Only SCORM 1.2 and 2004 are supported; cmi5 and xAPI not for now.",
                 "decision", "user", ["1.2", "2004", ["cmi5", "xAPI"]]),
            fact("scorm-size", "SCORM packages are limited to 500 MB; bigger uploads are refused with a clear "
                               "message.",
                 "config", "user", ["500 MB", ["package", "MAX_PACKAGE_BYTES"]]),
            fact("scorm-same-origin", "Unzipped SCORM packages are served from our own origin under "
                                      "/scorm/<package_id>/ so the package finds the runtime API through "
                                      "window.parent.",
                 "decision", "assistant", ["/scorm/", ["same origin", "window.parent"]]),
            fact("scorm-bucket", "SCORM packages are stored in the bucket lark-scorm-packages, never in the media "
                                 "bucket (which sits behind CloudFront signed cookies).",
                 "config", "user", ["lark-scorm-packages", "media bucket"], remember=True),
        ],
        "optional": [
            opt("scorm-sequencing", "scorm-again ignores SCORM 2004 sequencing rules; the import screen warns the "
                                    "instructor when a package has them.",
                ["sequencing"]),
        ],
        "questions": [
            q("Which SCORM runtime does Brightlark use?", "scorm-again", ["scorm-runtime"]),
            q("Why was SCORM Cloud rejected?",
              "the price per registration, and EU universities refuse learner data in a US service",
              ["scorm-runtime"]),
            q("What is the maximum SCORM package size?", "500 MB", ["scorm-size"]),
            q("Which bucket holds SCORM packages?", "lark-scorm-packages, never the media bucket",
              ["scorm-bucket"]),
        ],
    },
    {
        "id": "h38-cc-office-digest-resend",
        "project": OFFICE,
        "start": datetime(2026, 11, 18, 8, 50),
        "about": "lark-office: an instructor's weekly digest bounced (mailbox full); resent once to her personal "
                 "address as a one-off for today; the assistant asks whether to remember the address and is told "
                 "no; a question about why digests go out at 07:00 UTC; exaggeration 'postmark bounces always "
                 "happen on mondays'; nothing durable",
        "steps": [
            ("user", "small thing. Dr. Okafor (instructor, user 88214) says she didn't get her weekly instructor "
                     "digest on monday. can you check the mail log"),
            bash("php artisan tinker --execute='echo App\\Models\\MailLog::where(\"user_id\", 88214)->latest()"
                 "->take(2)->get([\"template\",\"status\",\"detail\",\"created_at\"])->toJson(JSON_PRETTY_PRINT);'",
                 "[\n  {\"template\": \"instructor_digest\", \"status\": \"bounced\", \"detail\": \"550 5.2.2 "
                 "mailbox full\", \"created_at\": \"2026-11-16 07:02:41\"},\n"
                 "  {\"template\": \"instructor_digest\", \"status\": \"delivered\", \"detail\": null, "
                 "\"created_at\": \"2026-11-09 07:02:13\"}\n]\n"),
            ("assistant", "Monday's digest bounced with '550 5.2.2 mailbox full' at her university address. "
                          "Postmark treats that as a soft bounce, so the address isn't suppressed and next Monday's "
                          "digest will be attempted normally."),
            ("user", "she says she cleared it. but just for today, resend it to her personal address "
                     "okafor.n@protonmail.com, she asked for that. only this once, don't touch her profile"),
            bash("php artisan digest:send-instructor 88214 --week=2026-W46 --to=okafor.n@protonmail.com",
                 "Queued 1 instructor digest for user 88214 (week 2026-W46, recipient override)\n"),
            ("assistant", "Queued with a recipient override; her profile still has the university address. Should I "
                          "remember that Dr. Okafor's digests go to her protonmail address?"),
            ("user", "no no, that's just today. the uni address is the right one. postmark bounces always happen on "
                     "mondays, I swear"),
            ("user", "while I'm here: why do the digests go out at 07:00 UTC and not in the instructor's timezone? "
                     "on purpose?"),
            bash("grep -n 'digest' app/Console/Kernel.php && git log -S\"weeklyOn(1, '07:00')\" --format='%h %s' | "
                 "tail -n 1",
                 "app/Console/Kernel.php:24:        $schedule->command('digest:send-instructors')"
                 "->weeklyOn(1, '07:00')->onOneServer();\n"
                 "app/Console/Kernel.php:25:        $schedule->command('digest:send-learners')"
                 "->weeklyOn(1, '07:00')->onOneServer();\n"
                 "1c0d3aa digests: one fixed send time for now, per-timezone later\n"),
            ("assistant", "Partly on purpose. Both digests are scheduled with `weeklyOn(1, '07:00')` in the "
                          "scheduler, whose timezone is UTC, and the commit that introduced it says 'one fixed send "
                          "time for now, per-timezone later'. Sending in each person's timezone needs an hourly job "
                          "that picks the users whose local time is due, which nobody has built yet."),
            ("user", "ok. not touching that today. thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
