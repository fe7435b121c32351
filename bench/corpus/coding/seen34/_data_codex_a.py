"""h34 Codex sessions, part a: quotekit's Stripe webhook answering 308 after a www redirect, moving the Terleie rowing
club off WordPress (redirects for the old URLs, a pasted email from the club secretary, the person's folder and commit
conventions), and Lotka's cancellation and waitlist policy settled through numbered questions."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

QK = "/home/ines/code/quotekit"
TERLEIE = "/home/ines/clients/terleie-roeiclub/site"
LOTKA = "/home/ines/clients/lotka-yoga/booking"

SESSIONS = [
    {
        "id": "h34-cx-quotekit-stripe-308",
        "project": QK,
        "start": datetime(2026, 11, 24, 8, 30),
        "about": "quotekit: paying beta users locked to read-only; Stripe's webhook endpoint still points at the "
                 "apex https://quotekit.app/api/stripe/webhook, and the apex-to-www redirect added on Saturday for "
                 "SEO answers 308, which Stripe doesn't follow; endpoint moved to www, failed events resent, users "
                 "unlocked; conditional rule (if redirects or domains change on a site that receives webhooks, "
                 "update the webhook URLs to the canonical host and send a test event the same day) with 'write it "
                 "down for yourself'; 7 days grace before past_due accounts go read-only; www is canonical",
        "steps": [
            ("user", "two beta users mailed that quotekit says their plan is unpaid and put them on read-only. "
                     "they paid, stripe says paid. wtf"),
            shell("stripe events list --type invoice.paid --limit 4 | jq -r '.data[] | [.id, (.created|todate), "
                  ".pending_webhooks] | @tsv'",
                  "evt_1QmZt8KqW2xV0aP3s8Yc1n5e\t2026-11-23T06:02:11Z\t1\n"
                  "evt_1QmY0cKqW2xV0aP3Vb7Lp9tQ\t2026-11-22T18:40:52Z\t1\n"
                  "evt_1QmXkRKqW2xV0aP3h2Ne6GdA\t2026-11-22T09:15:37Z\t1\n"
                  "evt_1QmTq4KqW2xV0aP3Z0w8aRfB\t2026-11-20T12:03:09Z\t0\n"),
            ("assistant", "Every invoice.paid since Saturday still has a pending webhook, the one from Friday was "
                          "delivered. So Stripe has been failing to deliver to the app since the weekend. Checking "
                          "the endpoint."),
            shell("stripe webhook_endpoints list | jq -r '.data[] | [.id, .url, .status] | @tsv'; curl -s -o "
                  "/dev/null -w '%{http_code} %{redirect_url}\\n' -X POST https://quotekit.app/api/stripe/webhook",
                  "we_1P8sLmKqW2xV0aP3rT4uYh6G\thttps://quotekit.app/api/stripe/webhook\tenabled\n"
                  "308 https://www.quotekit.app/api/stripe/webhook\n"),
            ("assistant", "The endpoint is registered on the apex, https://quotekit.app/api/stripe/webhook, and the "
                          "apex now answers 308 with a redirect to www. Stripe treats any 3xx as a failed delivery "
                          "and doesn't follow redirects, so since the redirect went live no invoice.paid reached "
                          "the app, the subscriptions stayed past_due locally and the lock kicked in."),
            ("user", "right, I added the www redirect saturday for SEO, www is canonical now. fix the endpoint"),
            shell("stripe webhook_endpoints update we_1P8sLmKqW2xV0aP3rT4uYh6G --url "
                  "https://www.quotekit.app/api/stripe/webhook | jq -r .url",
                  "https://www.quotekit.app/api/stripe/webhook\n"),
            shell("for e in $(stripe events list --created.gte 1795219200 --limit 100 | jq -r '.data[] | "
                  "select(.pending_webhooks > 0) | .id'); do stripe events resend $e --webhook-endpoint "
                  "we_1P8sLmKqW2xV0aP3rT4uYh6G >/dev/null && echo resent $e; done | wc -l; psql \"$DATABASE_URL\" "
                  "-Atc \"select email, plan_status from users where plan_status <> 'active' and plan <> 'free'\"",
                  "9\n"),
            ("assistant", "Nine pending events resent to the new URL (invoice.paid, customer.subscription.updated "
                          "and two checkout sessions), all answered 200, and no paying user is locked any more."),
            ("user", "ok. rule, and write it down for yourself because I will forget: if I change redirects or the "
                     "domain of anything that receives webhooks (stripe, mollie, postmark), I update the webhook "
                     "URLs to the canonical host and send a test event the same day. not 'later this week'"),
            shell("stripe trigger invoice.paid >/dev/null 2>&1; sleep 5; stripe events list --limit 1 | jq -r "
                  "'.data[0] | [.type, .pending_webhooks] | @tsv'",
                  "invoice.paid\t0\n"),
            ("assistant", "Test event delivered to www. Separate from the URL: right now one past_due status puts "
                          "an account on read-only immediately, even though Stripe retries a failed card for up to "
                          "three weeks. That's what made this hurt. Should there be a grace period?"),
            ("user", "yes, 7 days grace before read-only. stripe retries the card anyway, and if it's our bug "
                     "again nobody notices"),
            shell("apply_patch < /tmp/grace.patch && rg -n 'GRACE' src/lib/server/billing.ts && npm test -- billing "
                  "2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM src/lib/server/billing.ts\n"
                  "M src/lib/server/billing.test.ts\n"
                  "src/lib/server/billing.ts:4:export const PAST_DUE_GRACE_DAYS = 7;\n"
                  "      Tests  12 passed (12)\n   Duration  1.02s\n"),
            shell("git add -A && git commit -qm 'billing: 7 days grace before read-only on past_due' && bin/deploy "
                  "| tail -n 1",
                  "quotekit restarted (node v22.11.0)\n"),
        ],
        "facts": [
            fact("webhook-308", "quotekit's Stripe webhooks failed from Saturday because the endpoint was "
                                "https://quotekit.app/api/stripe/webhook and the new apex-to-www redirect answered "
                                "308, which Stripe doesn't follow; paying users were locked to read-only. Endpoint "
                                "moved to https://www.quotekit.app/api/stripe/webhook, pending events resent.",
                 "bugfix", "assistant", ["308", "www.quotekit.app", "webhook"]),
            fact("webhook-after-redirect", "If redirects or the domain of anything that receives webhooks (Stripe, "
                                           "Mollie, Postmark) change, update the webhook URLs to the canonical host "
                                           "and send a test event the same day.",
                 "rule", "user", ["redirects", "canonical", "test event"], remember=True),
            fact("grace-period", "quotekit gives 7 days grace (PAST_DUE_GRACE_DAYS) after a subscription goes "
                                 "past_due before the account becomes read-only.",
                 "config", "user", [["7 days", "PAST_DUE_GRACE_DAYS"], ["read-only", "past_due"]]),
            fact("qk-canonical", "quotekit's canonical host is www.quotekit.app; the apex redirects to it (added for "
                                 "SEO).",
                 "decision", "user", ["www", ["canonical", "SEO"]]),
        ],
        "optional": [
            opt("stripe-endpoint", "The Stripe webhook endpoint id is we_1P8sLmKqW2xV0aP3rT4uYh6G.",
                ["we_1P8sLmKqW2xV0aP3rT4uYh6G"]),
        ],
        "questions": [
            q("Why were paying quotekit users put on read-only?",
              "the Stripe webhook pointed at the apex, which answered 308 after the www redirect", ["webhook-308"]),
            q("What must happen when redirects change on a site that gets webhooks?",
              "update the webhook URLs to the canonical host and send a test event the same day",
              ["webhook-after-redirect"]),
            q("How long before a past_due quotekit account goes read-only?", "7 days grace", ["grace-period"]),
        ],
    },
    {
        "id": "h34-cx-terleie-wp-migration",
        "project": TERLEIE,
        "start": datetime(2026, 11, 4, 17, 0),
        "about": "terleie-roeiclub site (Astro on Cloudflare Pages): redirecting the old WordPress URLs "
                 "(/:year/:month/:slug/ 301 to /nieuws/:slug in public/_redirects); a pasted email from Hilde, the "
                 "club secretary, with a 'please remember' that the ledenlijst must never be public, which the "
                 "person confirms (behind Cloudflare Access), while the other points (results page by the 20th, "
                 "bigger sponsor logos, a webshop 'maybe next year') are one-off or declined; the person's folder "
                 "layout per client and commit style; near-miss 'docs/handoff.md is only a draft'",
        "steps": [
            ("user", "terleie: the old wordpress site goes off on friday. google has ~200 of its urls. they look "
                     "like /2024/03/clubkampioenschap/ and the new ones are /nieuws/clubkampioenschap. and "
                     "/category/nieuws/ should go to /nieuws"),
            shell("ls; wc -l old-site/sitemap-urls.txt; awk -F/ '{print NF}' old-site/sitemap-urls.txt | sort | "
                  "uniq -c",
                  "astro.config.mjs\ndocs\nold-site\npackage.json\npublic\nsrc\n"
                  "213 old-site/sitemap-urls.txt\n"
                  "    184 7\n     21 5\n      8 6\n"),
            shell("grep -vE '^https://terleie.be/[0-9]{4}/[0-9]{2}/' old-site/sitemap-urls.txt | sed "
                  "'s#https://terleie.be##'",
                  "/\n/category/nieuws/\n/category/wedstrijden/\n/over-de-club/\n/lid-worden/\n/kalender/\n"
                  "/sponsors/\n/contact/\n/ledenlijst/\n/page/2/\n/page/3/\n/wp-login.php\n/feed/\n"
                  "/author/hilde/\n/tag/ergometer/\n/tag/jeugd/\n/privacy/\n/resultaten/\n/fotos/\n/bestuur/\n"
                  "/wedstrijden/\n/training/\n/links/\n/nieuwsbrief/\n/zomerkamp/\n/vacatures/\n/winterstage/\n"
                  "/botenpark/\n/huur-de-loods/\n"),
            ("assistant", "184 are posts under /YYYY/MM/slug/, which one splat rule covers on Cloudflare Pages. The "
                          "rest are pages that mostly exist under the same name on the new site. I'd use 301 "
                          "everywhere (permanent, so Google moves the ranking over) and let /feed/, /author/, "
                          "/tag/ and /page/N/ fall through to the 404."),
            shell("cat > public/_redirects <<'EOF'\n/category/nieuws/ /nieuws 301\n/category/wedstrijden/ "
                  "/wedstrijden 301\n/ledenlijst/ /leden 301\n/over-de-club/ /club 301\n/:year/:month/:slug/ "
                  "/nieuws/:slug 301\nEOF\nnpm run build >/dev/null && npx wrangler pages dev dist --port 8788 & "
                  "sleep 4; curl -s -o /dev/null -w '%{http_code} %{redirect_url}\\n' "
                  "localhost:8788/2024/03/clubkampioenschap/",
                  "301 http://localhost:8788/nieuws/clubkampioenschap\n"),
            ("user", "good. now, Hilde sent this after the board meeting, have a look:\n\n"
                     "---\n"
                     "Hi Ines,\n\n"
                     "Board meeting yesterday, some points from us:\n"
                     "- The new site looks great!! Can the regatta results page be online by the 20th?\n"
                     "- Please remember the ledenlijst must never be public, it has addresses and phone numbers "
                     "of all members. Only behind the password like on the old site.\n"
                     "- Jan asks if the sponsor logos can be bigger on the home page.\n"
                     "- Could we have a webshop for the club clothing? Maybe next year.\n\n"
                     "Greetings,\nHilde\n"
                     "---\n\n"
                     "the ledenlijst one stands, that's a hard rule, forever. results by the 20th fine. sponsors "
                     "bigger ok, I'll do that now. the webshop is not happening, I'll tell her"),
            shell("rg -n 'leden' src/pages astro.config.mjs; ls src/pages/leden",
                  "src/pages/leden/index.astro:3:const title = 'Ledenlijst';\n"
                  "index.astro\n"),
            ("assistant", "The member list is a static page at /leden, and Cloudflare Pages has no password "
                          "protection of its own. Options: Cloudflare Access in front of /leden* (email one-time "
                          "PIN, an allowlist of addresses, free up to 50 users), or HTTP basic auth in a Pages "
                          "Function with one shared password like the old site."),
            ("user", "access. allowlist = the board's addresses, one-time pin. no shared passwords floating "
                     "around in whatsapp groups"),
            shell("cd ~/ops/cloudflare && terraform apply -auto-approve -target=module.terleie_access 2>&1 | tail "
                  "-n 2 && curl -s -o /dev/null -w '%{http_code} %{redirect_url}\\n' https://terleie.be/leden",
                  "module.terleie_access.cloudflare_zero_trust_access_application.leden: Creation complete after 2s\n"
                  "Apply complete! Resources: 2 added, 0 changed, 0 destroyed.\n"
                  "302 https://terleie.cloudflareaccess.com/cdn-cgi/access/login/terleie.be?redirect_url=%2Fleden\n"),
            shell("apply_patch < /tmp/sponsors.patch && git status --short",
                  "Success. Updated the following files:\nM src/components/Sponsors.astro\n"
                  " M public/_redirects\n M src/components/Sponsors.astro\n?? docs/handoff.md\n"),
            ("assistant", "Before I commit: the repo has docs/handoff.md untracked. Is that part of this, and how "
                          "do you want the commits?"),
            ("user", "for the record, this is how I do every client: ~/clients/<slug>/ and in there the code in a "
                     "folder named for what it is (site, shop, booking, theme), docs/handoff.md for whoever takes "
                     "over, and dns/ for zone exports. commits are '<area>: what changed', lowercase, straight on "
                     "main, no branches for static sites. the handoff.md is only a draft, commit it but don't "
                     "polish it"),
            shell("git add public/_redirects && git commit -qm 'redirects: old wordpress urls to /nieuws' && git add "
                  "src/components/Sponsors.astro && git commit -qm 'sponsors: bigger logos on home' && git add "
                  "docs/handoff.md && git commit -qm 'docs: handoff draft' && git log --oneline -3",
                  "a1f9c03 docs: handoff draft\n6e2b7d4 sponsors: bigger logos on home\n"
                  "0c8d1e2 redirects: old wordpress urls to /nieuws\n"),
        ],
        "facts": [
            fact("ledenlijst-private", "The Terleie club's ledenlijst (member list, /leden) must never be public; it "
                                       "sits behind Cloudflare Access with an email one-time PIN and an allowlist "
                                       "of the board's addresses, no shared password.",
                 "rule", "user", ["ledenlijst", ["Cloudflare Access", "/leden"]], remember=True),
            fact("old-urls", "Old WordPress post URLs /:year/:month/:slug/ redirect 301 to /nieuws/:slug in "
                             "public/_redirects (category and page URLs too); /feed/, /author/, /tag/ and /page/N/ "
                             "fall through to the 404.",
                 "config", "assistant", ["_redirects", "301", "/nieuws/:slug"]),
            fact("client-layout", "Every client lives in ~/clients/<slug>/ with the code in a folder named for what "
                                  "it is (site, shop, booking, theme), docs/handoff.md for whoever takes over, and "
                                  "dns/ for zone exports.",
                 "convention", "user", ["~/clients/<slug>/", "handoff.md", "dns/"]),
            fact("commit-style", "Commit messages are '<area>: what changed', lowercase, straight on main; no "
                                 "branches for static sites.",
                 "convention", "user", ["<area>:", ["lowercase", "main"]]),
        ],
        "optional": [
            opt("terleie-pages", "The Terleie club site is hosted on Cloudflare Pages; Access is managed in "
                                 "~/ops/cloudflare with terraform.",
                ["Cloudflare Pages", "terraform"]),
            opt("terleie-results", "The regatta results page should be online by the 20th.", ["results"]),
        ],
        "questions": [
            q("Can the rowing club's member list be public?",
              "never; it sits behind Cloudflare Access with a one-time PIN for the board", ["ledenlijst-private"]),
            q("Where do old WordPress post URLs of the club go?", "301 to /nieuws/:slug via public/_redirects",
              ["old-urls"]),
            q("How is a client's folder laid out?",
              "~/clients/<slug>/ with the code folder, docs/handoff.md and dns/", ["client-layout"]),
            q("What do commit messages look like?", "'<area>: what changed', lowercase, on main", ["commit-style"]),
        ],
    },
    {
        "id": "h34-cx-lotka-cancellation",
        "project": LOTKA,
        "start": datetime(2026, 11, 16, 11, 0),
        "about": "lotka-yoga booking: online cancellation and a waitlist; the assistant asks five numbered questions "
                 "and the person answers '1) 12 2) auto 3) yes, 2h 4) lose credit, no fees 5) 10', plus a sixth "
                 "(cancel only from the account page); 'stash the cancel rules in your notes'; settings "
                 "CANCEL_WINDOW_HOURS 12, WAITLIST_PROMOTE_CUTOFF_HOURS 2, WAITLIST_MAX 10",
        "steps": [
            ("user", "lotka owner wants members to cancel classes online instead of whatsapping her, and a waitlist "
                     "for full classes. the Booking model has a status field already"),
            shell("rg -n 'class Booking|status|STATUS' studio/models.py | head -n 8; rg -n 'credits' studio/models.py "
                  "| head -n 3",
                  "41:class Booking(models.Model):\n"
                  "42:    STATUS_CHOICES = [(\"confirmed\", \"Confirmed\"), (\"cancelled\", \"Cancelled\")]\n"
                  "47:    status = models.CharField(max_length=12, choices=STATUS_CHOICES, default=\"confirmed\")\n"
                  "18:    credits = models.PositiveIntegerField(default=0)\n"),
            ("assistant", "Members pay with class credits, and a booking is confirmed or cancelled. Before I build "
                          "it, a few policy questions:\n\n"
                          "1. Until how many hours before class can a member cancel and get the credit back?\n"
                          "2. When someone cancels a full class, promote the first person on the waitlist "
                          "automatically, or mail everyone on the list and first come first served?\n"
                          "3. Should automatic promotion stop close to the start (people can't make it on short "
                          "notice)? If so, how many hours before?\n"
                          "4. Late cancellation: the credit is lost, or a fee through Mollie?\n"
                          "5. Maximum waitlist length per class?"),
            ("user", "1) 12 2) auto 3) yes, 2h 4) lose credit, no fees 5) 10"),
            ("assistant", "So: cancel up to 12 hours before class and the credit comes back; later than that the "
                          "credit is lost, no fees. A freed spot goes automatically to the first on the waitlist, "
                          "who gets a mail, until 2 hours before class; after that the spot just stays free. At "
                          "most 10 people on a waitlist. One more: can members also cancel by replying to the "
                          "reminder mail, or only from their account page?"),
            ("user", "account page only. and stash the cancel rules in your notes, the owner changes her mind "
                     "every few months and then asks me what we agreed"),
            shell("apply_patch < /tmp/cancel-settings.patch && rg -n 'CANCEL_WINDOW|WAITLIST' studio/settings.py",
                  "Success. Updated the following files:\nM studio/settings.py\n"
                  "studio/settings.py:112:CANCEL_WINDOW_HOURS = 12  # cancel up to 12 hours before: credit back\n"
                  "studio/settings.py:113:WAITLIST_PROMOTE_CUTOFF_HOURS = 2  # no auto-promotion in the last 2 hours\n"
                  "studio/settings.py:114:WAITLIST_MAX = 10\n"),
            shell("apply_patch < /tmp/waitlist.patch && python manage.py makemigrations studio && python manage.py "
                  "migrate studio | tail -n 1",
                  "Success. Updated the following files:\nM studio/models.py\nA studio/waitlist.py\n"
                  "M studio/views/account.py\nA studio/templates/studio/account/cancel_confirm.html\n"
                  "Migrations for 'studio':\n  studio/migrations/0019_waitlistentry.py\n"
                  "    - Create model WaitlistEntry\n"
                  "  Applying studio.0019_waitlistentry... OK\n"),
            shell("python manage.py test studio.tests.test_cancellation studio.tests.test_waitlist 2>&1 | tail -n 3",
                  "Ran 14 tests in 0.934s\n\nOK\n"),
            shell("git add -A && git commit -qm 'booking: online cancellation and waitlist' && bin/deploy box1 | tail "
                  "-n 2",
                  "migrations: studio.0019_waitlistentry applied\ngunicorn reloaded (lotka-booking)\n"),
            ("assistant", "Live on box1. Members cancel from their account page: up to 12 hours before class the "
                          "credit returns, later it's gone. Full classes take a waitlist of up to 10; a freed spot "
                          "goes to the first in line automatically until 2 hours before class."),
        ],
        "facts": [
            fact("cancel-window", "Lotka members can cancel up to 12 hours before class and get the credit back "
                                  "(CANCEL_WINDOW_HOURS = 12); later cancellations lose the credit, no fees.",
                 "config", "user", [["12 hours", "CANCEL_WINDOW_HOURS"], "credit"], remember=True),
            fact("waitlist-promote", "When a full Lotka class frees up, the first on the waitlist is promoted "
                                     "automatically (and mailed), until 2 hours before class "
                                     "(WAITLIST_PROMOTE_CUTOFF_HOURS = 2).",
                 "config", "user", ["waitlist", ["2 hours", "WAITLIST_PROMOTE_CUTOFF_HOURS"]]),
            fact("waitlist-max", "A Lotka waitlist holds at most 10 people per class (WAITLIST_MAX = 10).",
                 "config", "user", ["WAITLIST_MAX", "10"]),
            fact("cancel-account-only", "Lotka members cancel only from their account page, not by replying to the "
                                        "reminder mail.",
                 "decision", "user", ["account page", "cancel"]),
        ],
        "optional": [
            opt("waitlist-model", "The waitlist is the WaitlistEntry model (migration 0019) in studio/waitlist.py.",
                ["WaitlistEntry"]),
        ],
        "questions": [
            q("Until when can Lotka members cancel and keep their credit?", "up to 12 hours before class",
              ["cancel-window"]),
            q("What happens when a Lotka member cancels late?", "the credit is lost, no fees", ["cancel-window"]),
            q("Until when are people promoted from a Lotka waitlist automatically?", "until 2 hours before class",
              ["waitlist-promote"]),
        ],
    },
]
