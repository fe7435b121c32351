"""h26 Codex sessions, part b: a pasted PR description for push notifications over FCM HTTP v1, a modal under the
sticky header in the SvelteKit roaster portal, a bundle budget for the storefront's product page."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

NOTIFY = "/home/maya/brewline/notify"
PORTAL = "/home/ade/work/roaster-portal"
WEB = "/home/maya/brewline/storefront"

SESSIONS = [
    {
        "id": "h26-cx-push-fcm",
        "project": NOTIFY,
        "start": datetime(2026, 11, 18, 13, 30),
        "about": "person pastes the PR description for moving push notifications to FCM HTTP v1 (decisions: one path "
                 "for iOS and Android, quiet hours, weekly cap, collapse key); assistant's review finds two gaps; "
                 "'for the record,' quiet hours in the user's local time; TODOs implemented; 'send-time optimisation' "
                 "idea deferred",
        "steps": [
            ("user", "review my PR description before I open it, then implement the TODOs:\n\n"
                     "## notify: move push to FCM HTTP v1 (#218)\n\n"
                     "### Why\nThe legacy FCM server-key API is shut down, and iOS pushes go through node-apn, which "
                     "nobody maintains any more.\n\n"
                     "### Decisions\n"
                     "- One path for both platforms: FCM HTTP v1 for Android *and* iOS (APNs through FCM). node-apn "
                     "is removed.\n"
                     "- Auth with a service account via google-auth-library. No long-lived server keys in env.\n"
                     "- Quiet hours 21:00-08:00 for marketing pushes. Transactional pushes (order shipped, payment "
                     "failed) ignore quiet hours.\n"
                     "- At most 2 marketing pushes per user per week.\n"
                     "- Order updates use the collapse key `order-<id>`, so a user only sees the latest status.\n\n"
                     "### TODO\n- [ ] quiet hours\n- [ ] weekly cap\n- [ ] remove node-apn"),
            shell("git diff --stat main...push-fcm-v1 && rg -n 'timezone' src/db/schema.ts",
                  " src/push/fcm.ts          | 142 +++++++++++++\n src/push/send.ts         |  61 +++---\n"
                  " src/push/apns.ts         |  12 +-\n test/push/fcm.test.ts    |  88 ++++++++\n"
                  " 4 files changed, 281 insertions(+), 22 deletions(-)\n"
                  "47:  timezone: text('timezone'),            // IANA name, nullable\n"),
            shell("psql \"$NOTIFY_RO_URL\" -Atc \"select round(100.0*count(timezone)/count(*),1) from users\"",
                  "92.4\n"),
            ("assistant", "The description is clear. Two things it leaves open:\n\n"
                          "1. **Whose time are the quiet hours in?** `users.timezone` is set for 92.4% of users and "
                          "null for the rest. UTC would put 21:00 at 22:00 or 23:00 in Germany.\n"
                          "2. **What is a week** for the cap: calendar week (reset on Monday) or rolling 7 days? "
                          "With a calendar week someone can get 2 on Sunday and 2 more on Monday.\n\n"
                          "Also a detail: on iOS the collapse key becomes `apns-collapse-id`, which is limited to 64 "
                          "bytes; `order-<id>` is far below that."),
            ("user", "the week is rolling 7 days.\n\nand for the record, quiet hours are in the user's local time "
                     "from users.timezone, and when that's null we fall back to Europe/Berlin. add both to the "
                     "description"),
            shell("apply_patch < /tmp/quiet-hours.patch && npx vitest run test/push/quietHours.test.ts 2>&1 | tail "
                  "-n 3",
                  "Success. Updated the following files:\nA src/push/policy/quietHours.ts\n"
                  "A test/push/quietHours.test.ts\n\n Test Files  1 passed (1)\n      Tests  9 passed (9)\n"),
            shell("apply_patch < /tmp/weekly-cap.patch && npx vitest run test/push/marketingCap.test.ts 2>&1 | tail "
                  "-n 2",
                  "Success. Updated the following files:\nA src/push/policy/marketingCap.ts\n"
                  "M src/push/send.ts\nA test/push/marketingCap.test.ts\n\n"
                  " Test Files  1 passed (1)\n      Tests  6 passed (6)\n"),
            shell("npm rm node-apn && rg -n 'node-apn|apn\\.Provider' src test || echo 'no node-apn left'; npm test "
                  "2>&1 | tail -n 3",
                  "removed 4 packages, and audited 412 packages in 2s\nno node-apn left\n\n"
                  " Test Files  14 passed (14)\n      Tests  64 passed (64)\n"),
            ("assistant", "All three TODOs are done. The cap keeps a Redis sorted set per user "
                          "(`push:mkt:<userId>`) with the send timestamps and counts the last 7 days; quiet hours are "
                          "evaluated in `users.timezone` with the Europe/Berlin fallback and only for "
                          "`category: marketing`. One idea for later: send-time optimisation, i.e. sending marketing "
                          "pushes at the hour each user usually opens the app."),
            ("user", "maybe one day. not in this PR. update the description and open it"),
            shell("gh pr create --base main --head push-fcm-v1 --title 'notify: move push to FCM HTTP v1' "
                  "--body-file /tmp/pr-218.md",
                  "https://github.com/brewline/notify/pull/218\n"),
        ],
        "facts": [
            fact("fcm-v1", "Push for both Android and iOS goes through FCM HTTP v1 (APNs through FCM), with "
                           "service-account auth; node-apn is removed and there are no long-lived server keys in env.",
                 "decision", "user", ["FCM HTTP v1", ["node-apn", "APNs"]]),
            fact("quiet-hours", "Quiet hours 21:00-08:00 apply to marketing pushes only; transactional pushes (order "
                                "shipped, payment failed) ignore them.",
                 "rule", "user", ["quiet hours", "21:00", ["marketing", "transactional"]]),
            fact("quiet-hours-tz", "Quiet hours use the user's local time from users.timezone, falling back to "
                                   "Europe/Berlin when it is null.",
                 "rule", "user", ["users.timezone", "Europe/Berlin"], remember=True),
            fact("marketing-cap", "At most 2 marketing pushes per user per rolling 7 days.",
                 "rule", "user", [["2 marketing pushes", "2 marketing"], ["rolling 7 days", "7 days"]]),
            fact("collapse-key", "Order update pushes use the collapse key order-<id>, so a user only sees the latest "
                                 "status.",
                 "config", "user", ["collapse key", "order-<id>"]),
        ],
        "optional": [
            opt("cap-impl", "The marketing cap keeps a Redis sorted set per user (push:mkt:<userId>).",
                ["push:mkt:"]),
        ],
        "questions": [
            q("Which push path do iOS and Android use?", "FCM HTTP v1 for both, APNs through FCM", ["fcm-v1"]),
            q("In which time zone are quiet hours evaluated?",
              "the user's local time from users.timezone, falling back to Europe/Berlin", ["quiet-hours-tz"]),
            q("How many marketing pushes may a user get?", "at most 2 per rolling 7 days", ["marketing-cap"]),
            q("What collapse key do order update pushes use?", "order-<id>", ["collapse-key"]),
        ],
    },
    {
        "id": "h26-cx-portal-modal-zindex",
        "project": PORTAL,
        "start": datetime(2026, 11, 19, 10, 45),
        "about": "SvelteKit roaster portal: confirm-payout modal opens under the sticky header; first theory (z-index "
                 "too low, try 9999) fails; real cause a transform creating a stacking context; fix: portal to "
                 "#overlay-root; z-index scale as CSS variables; remember-request with typos and no punctuation; "
                 "stylelint rule",
        "steps": [
            ("user", "in the roaster portal the 'confirm payout' modal opens *under* the sticky header, only on the "
                     "payouts page. the modal has z-index 1000 and the header 50 so wtf"),
            shell("rg -n 'z-index' src --glob '*.{svelte,css}'",
                  "src/lib/components/Modal.svelte:61:    z-index: 1000;\n"
                  "src/lib/components/Header.svelte:88:    z-index: 50;\n"
                  "src/lib/components/Dropdown.svelte:40:    z-index: 10;\n"
                  "src/lib/components/Toast.svelte:22:    z-index: 2000;\n"
                  "src/routes/payouts/+page.svelte:117:    z-index: 1;\n"
                  "src/lib/components/DatePicker.svelte:73:    z-index: 999;\n"
                  "src/lib/components/Tooltip.svelte:19:    z-index: 3000;\n"),
            ("assistant", "The values look right on paper, so maybe something else in the header ends up above 1000, "
                          "e.g. a child with its own z-index. Quick test: bump the modal to 9999 and see if it comes "
                          "out on top."),
            shell("sed -i 's/z-index: 1000;/z-index: 9999;/' src/lib/components/Modal.svelte && npx playwright test "
                  "tests/payouts.spec.ts -g 'confirm payout' --reporter=line 2>&1 | tail -n 4",
                  "  1) tests/payouts.spec.ts:33:3 › payouts › confirm payout modal is clickable\n"
                  "    Error: locator.click: Element is not receiving pointer events:\n"
                  "    <header class=\"site-header svelte-1x8k\">…</header> intercepts pointer events\n  1 failed\n"),
            ("assistant", "Even at 9999 the header wins, so it isn't the number. That means the modal's z-index is "
                          "only compared inside some ancestor's stacking context. Let me list the ancestors of the "
                          "modal that create one."),
            shell("node scripts/stacking-contexts.mjs http://localhost:5173/payouts '.modal'",
                  "ancestors of .modal that create a stacking context:\n"
                  "  div.payouts-scroll   transform: translateZ(0)   z-index: auto (0)   "
                  "src/routes/payouts/+page.svelte:112\n"
                  "  html                 root\n"),
            ("assistant", "That's the real cause. `.payouts-scroll` has `transform: translateZ(0)` (added as a "
                          "Safari scrolling hack for the sticky table), and any transform creates a new stacking "
                          "context. The modal is rendered inside that div, so its z-index only counts inside it, and "
                          "the div itself sits at level 0, below the header's 50. On every other page there's no "
                          "such ancestor.\n\nTwo ways out: drop the transform (and maybe get the Safari jank back), "
                          "or stop rendering modals inside the page: mount them through a portal into an "
                          "`#overlay-root` at the end of `<body>`, so no ancestor can trap them again. I'd do the "
                          "portal."),
            ("user", "portal, and revert the 9999. this is the third z-index fight this year. we need a fixed scale: "
                     "--z-dropdown 100, --z-sticky 200, --z-modal 400, --z-toast 500, defined in app.css, and "
                     "nothing else"),
            shell("apply_patch < /tmp/portal.patch && rg -n 'z-index' src --glob '*.{svelte,css}'",
                  "Success. Updated the following files:\nM src/app.html\nM src/app.css\nA "
                  "src/lib/actions/portal.ts\nM src/lib/components/Modal.svelte\nM src/lib/components/Toast.svelte\n"
                  "M src/lib/components/Header.svelte\nM src/lib/components/Dropdown.svelte\n"
                  "M src/lib/components/DatePicker.svelte\nM src/lib/components/Tooltip.svelte\n"
                  "src/app.css:4:  --z-dropdown: 100;\nsrc/app.css:5:  --z-sticky: 200;\n"
                  "src/app.css:6:  --z-modal: 400;\nsrc/app.css:7:  --z-toast: 500;\n"
                  "src/lib/components/Modal.svelte:61:    z-index: var(--z-modal);\n"
                  "src/lib/components/Header.svelte:88:    z-index: var(--z-sticky);\n"
                  "src/lib/components/Dropdown.svelte:40:    z-index: var(--z-dropdown);\n"
                  "src/lib/components/DatePicker.svelte:73:    z-index: var(--z-dropdown);\n"
                  "src/lib/components/Tooltip.svelte:19:    z-index: var(--z-toast);\n"
                  "src/lib/components/Toast.svelte:22:    z-index: var(--z-toast);\n"
                  "src/routes/payouts/+page.svelte:117:    z-index: 1;\n"),
            shell("npm run check 2>&1 | tail -n 1 && npx playwright test tests/payouts.spec.ts --reporter=line 2>&1 "
                  "| tail -n 1",
                  "svelte-check found 0 errors and 0 warnings\n  6 passed (8.4s)\n"),
            ("user", "gr8 rember from now on no raw zindex numbers in the portal only the z tokens ok"),
            ("assistant", "Got it. The one raw value left is `z-index: 1` on the sticky table header in "
                          "`payouts/+page.svelte`; that's local to the table, so I'll allow `0`, `1`, `-1` and `auto` "
                          "besides `var(--z-*)` and have stylelint reject anything else."),
            shell("apply_patch < /tmp/stylelint-z.patch && npx stylelint 'src/**/*.{css,svelte}' && git add -A && "
                  "git commit -qm 'Portal modals to #overlay-root; z-index scale (--z-*) enforced by stylelint' && "
                  "git log -1 --oneline",
                  "Success. Updated the following files:\nM .stylelintrc.cjs\n"
                  "e51a9f7 Portal modals to #overlay-root; z-index scale (--z-*) enforced by stylelint\n"),
        ],
        "facts": [
            fact("stacking-cause", "The confirm payout modal opened under the sticky header because .payouts-scroll "
                                   "has transform: translateZ(0), which creates a stacking context that traps the "
                                   "modal's z-index; raising it to 9999 didn't help.",
                 "bugfix", "assistant", ["stacking context", "translateZ"]),
            fact("portal-fix", "Modals and toasts in the roaster portal mount through a portal into #overlay-root at "
                               "the end of <body>.",
                 "decision", "user", ["portal", "overlay-root"]),
            fact("z-scale", "The portal's z-index scale is --z-dropdown 100, --z-sticky 200, --z-modal 400, --z-toast "
                            "500, defined in app.css.",
                 "config", "user", ["--z-modal", ["app.css", "--z-dropdown", "400"]]),
            fact("z-tokens-rule", "No raw z-index numbers in the roaster portal, only the z tokens (stylelint enforces "
                                  "it; 0, 1, -1 and auto allowed).",
                 "rule", "user", [["z-index", "zindex"], ["z tokens", "--z-"]], remember=True),
        ],
        "optional": [
            opt("portal-action", "The portal is a Svelte action in src/lib/actions/portal.ts.", ["portal.ts"]),
        ],
        "questions": [
            q("Why did the confirm payout modal open under the sticky header?",
              "transform: translateZ(0) on .payouts-scroll creates a stacking context that traps the modal",
              ["stacking-cause"]),
            q("Where do modals mount in the roaster portal?", "through a portal into #overlay-root at the end of body",
              ["portal-fix"]),
            q("Which z-index does a modal use in the roaster portal?", "var(--z-modal), which is 400",
              ["z-scale", "z-tokens-rule"]),
        ],
    },
    {
        "id": "h26-cx-storefront-bundle",
        "project": WEB,
        "start": datetime(2026, 11, 20, 14, 15),
        "about": "product page first-load JS at 241 kB: assistant proposes five changes, person answers in a numbered "
                 "list (accepts four, rejects dropping lodash with a reason, budget 160 instead of 170, and a "
                 "remember-request as item 6); budget later changed to 150 kB; speculation about dropping polyfills "
                 "and Qwik/Astro decides nothing",
        "steps": [
            ("user", "pdp first-load JS crept up to 241 kB gz. I want a hard budget in CI. what's eating it?"),
            shell("ANALYZE=true npx next build >/dev/null 2>&1; node scripts/top-modules.mjs "
                  ".next/analyze/client.json --route '/[locale]/p/[slug]' --top 8",
                  "route /[locale]/p/[slug]   first load 241.0 kB gz\n\n"
                  "module                                  gz kB\n"
                  "moment + locale/*                        72.4\n"
                  "@sentry/nextjs (incl. replay)            38.1\n"
                  "swiper                                   31.0\n"
                  "lodash (full build)                      24.3\n"
                  "core-js polyfills                        18.2\n"
                  "react-dom                                44.9\n"
                  "next runtime                             31.6\n"
                  "app code (pdp)                           29.8\n"),
            ("assistant", "The big avoidable items are moment with all its locales, the full lodash build, and "
                          "Sentry's session replay, which is loaded on every page view. Proposals:\n\n"
                          "1. Replace moment with date-fns (tree-shakes; ~6 kB for what we use).\n"
                          "2. Replace `import _ from 'lodash'` with per-function imports from lodash-es (24 -> ~3 "
                          "kB).\n"
                          "3. Load Sentry's replay integration lazily with `lazyLoadIntegration`.\n"
                          "4. Go further and drop lodash entirely, writing the six helpers we use ourselves.\n"
                          "5. A budget with size-limit in CI: PDP first-load JS at most 170 kB gz."),
            ("user", "1. yes, date-fns\n"
                     "2. yes\n"
                     "3. yes, replay only starts after cookie consent anyway\n"
                     "4. no. per-function lodash-es imports get us 90% of it, and I don't want us maintaining our own "
                     "debounce and throttle\n"
                     "5. budget yes, but 170 is too loose, make it 160 kB\n"
                     "6. and keep this in mind for good: no new dependency over 20 kB gz goes in without a "
                     "size-limit diff in the PR description"),
            shell("npm rm moment && npm i date-fns && node scripts/codemods/moment-to-date-fns.mjs src && rg -c "
                  "\"from 'moment'\" src || echo 'no moment imports left'",
                  "removed 1 package\nadded 1 package\n"
                  "rewrote 19 files (format 31, add/subtract 12, isBefore/isAfter 7, fromNow -> "
                  "formatDistanceToNow 4)\nno moment imports left\n"),
            shell("apply_patch < /tmp/lodash-es.patch && apply_patch < /tmp/sentry-lazy.patch && npx tsc --noEmit "
                  "&& npx vitest run --silent 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM package.json\nM src/lib/debounce-search.ts\n"
                  "M src/components/pdp/GrindSelector.tsx\n(+14 more)\n"
                  "Success. Updated the following files:\nM sentry.client.config.ts\nM src/lib/consent.ts\n\n"
                  " Test Files  45 passed (45)\n      Tests  211 passed (211)\n"),
            shell("npx next build 2>/dev/null | grep -E 'p/\\[slug\\]|First Load JS shared'",
                  "├ ● /[locale]/p/[slug]                    21.6 kB         148 kB\n"
                  "+ First Load JS shared by all             96.4 kB\n"),
            ("assistant", "The PDP is at 148 kB first-load JS now, down from 241 kB."),
            ("user", "148! ok then the budget is 150, not 160. no reason to leave 12 kB of slack for the next "
                     "moment.js to creep in"),
            shell("cat > .size-limit.json <<'EOF'\n[\n  { \"name\": \"pdp first load\", \"path\": "
                  "\".next/static/chunks/app/[locale]/p/[slug]/*.js\", \"limit\": \"150 kB\", \"gzip\": true "
                  "}\n]\nEOF\n"
                  "apply_patch < /tmp/ci-size-limit.patch && npx size-limit",
                  "Success. Updated the following files:\nM .github/workflows/ci.yml\n\n"
                  "  pdp first load\n  Size limit: 150 kB\n  Size:       148.1 kB with all dependencies, minified "
                  "and gzipped\n"),
            ("user", "funny that core-js is still 18 kB. what if we dropped the old polyfills entirely? our "
                     "browserslist is basically evergreen by now. and we could try Qwik or Astro islands for the "
                     "landing pages one day"),
            ("assistant", "Dropping the polyfills is plausible: with our browserslist most of core-js is dead weight, "
                          "but before removing it I'd want the share of Safari < 15 from our analytics, since that "
                          "is where the remaining polyfills matter. Astro islands would fit the marketing pages well "
                          "(mostly static, a few interactive widgets); Qwik is a bigger change. Neither is needed for "
                          "the budget now."),
            ("user", "yeah not now. commit what we have"),
            shell("git add -A && git commit -qm 'PDP to 148 kB: date-fns, lodash-es, lazy Sentry replay; "
                  "size-limit 150 kB in CI' && git log -1 --oneline",
                  "3c8f0a6 PDP to 148 kB: date-fns, lodash-es, lazy Sentry replay; size-limit 150 kB in CI\n"),
        ],
        "facts": [
            fact("bundle-budget", "The product page first-load JS budget is 150 kB gz, enforced by size-limit in CI "
                                  "(set to 160 first, then tightened).",
                 "config", "user", ["150 kB", "size-limit"]),
            fact("date-fns", "The storefront replaced moment with date-fns.",
                 "decision", "user", ["date-fns", "moment"]),
            fact("lodash-es", "lodash stays as per-function lodash-es imports; dropping lodash and writing our own "
                              "helpers was rejected (no own debounce/throttle to maintain).",
                 "decision", "user", ["lodash-es", ["debounce", "per-function"]]),
            fact("sentry-lazy", "Sentry's replay integration is loaded lazily (replay only starts after cookie "
                                "consent).",
                 "decision", "user", ["replay", ["lazy", "lazyLoadIntegration", "consent"]]),
            fact("dep-rule", "No new dependency over 20 kB gz goes in without a size-limit diff in the PR "
                             "description.",
                 "rule", "user", ["20 kB", "size-limit"], remember=True),
        ],
        "optional": [
            opt("pdp-size", "After the changes the PDP first-load JS is 148 kB (was 241 kB).", ["148"]),
        ],
        "questions": [
            q("What is the product page's first-load JS budget?", "150 kB gz, checked by size-limit in CI",
              ["bundle-budget"]),
            q("What replaced moment in the storefront?", "date-fns", ["date-fns"]),
            q("Why didn't we drop lodash completely?",
              "per-function lodash-es imports get us 90% of it, and we don't want to maintain our own debounce",
              ["lodash-es"]),
            q("What does a PR need when it adds a dependency over 20 kB gz?", "a size-limit diff in the PR description",
              ["dep-rule"]),
        ],
    },
]
