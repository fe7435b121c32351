"""h26 Claude Code sessions, part b: a crash after the iOS 4.12.0 phased rollout, a Lighthouse run on the storefront
homepage, a delivery date that is a day early for a café in Portland."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

IOS = "/Users/ruben/dev/brewline-ios"
WEB = "/home/maya/brewline/storefront"
PARTNER = "/Users/ruben/dev/cafe-partner"

SESSIONS = [
    {
        "id": "h26-cc-ios-crash-4120",
        "project": IOS,
        "start": datetime(2026, 11, 5, 8, 22),
        "about": "SwiftUI app: crash-free users fall after the 4.12.0 phased rollout reached 10%; person pastes the "
                 "Crashlytics trace and asks to remember 'no force unwraps on API data' right after it; cause "
                 "nextDelivery is nil for paused subscriptions; phased release paused, SwiftLint force_unwrapping as "
                 "error, 4.12.1 expedited; rollout rule agreed for next time",
        "steps": [
            ("user", "crashlytics is on fire since the 4.12.0 phased rollout went to 10% last night. crash-free users "
                     "went from 99.8% to 97.1%. top issue:\n\n```\nCrashed: com.apple.main-thread\n"
                     "EXC_BREAKPOINT 0x00000001042f3a1c\n\n"
                     "0  Brewline   0x1042f3a1c SubscriptionCardView.body.getter + 412 "
                     "(SubscriptionCardView.swift:58)\n"
                     "1  SwiftUI    0x1a93c2e10 ViewGraph.updateOutputs(at:) + 220\n"
                     "2  SwiftUI    0x1a93c1b44 ViewRendererHost.render(interval:updateDisplayList:) + 1040\n"
                     "3  SwiftUI    0x1a9401f0c _UIHostingView.layoutSubviews() + 96\n\n"
                     "Fatal error: Unexpectedly found nil while unwrapping an Optional value\n```\n\n"
                     "no force unwraps on anything that comes from the API. remember that. this is the second time "
                     "this year we crash on exactly this. first find out what's nil"),
            tool("Read", {"file_path": f"{IOS}/Brewline/Home/SubscriptionCardView.swift", "offset": 50, "limit": 12},
                 "50\t    var body: some View {\n51\t        VStack(alignment: .leading, spacing: 8) {\n"
                 "52\t            Text(subscription.blendName)\n53\t                .font(.headline)\n"
                 "54\t            Text(subscription.planSummary)\n55\t                .font(.subheadline)\n"
                 "56\t                .foregroundStyle(.secondary)\n57\t            // 4.12: show the next delivery\n"
                 "58\t            Text(subscription.nextDelivery!.formatted(date: .abbreviated, time: .omitted))\n"
                 "59\t                .font(.footnote)\n60\t        }\n61\t    }\n"),
            bash("grep -n 'nextDelivery' Brewline/API/Models/Subscription.swift && curl -s -H \"Authorization: "
                 "Bearer $STAGING_TOKEN\" https://staging-api.brewline.shop/v2/subscriptions?status=paused | jq "
                 "'.items[0] | {id, status, next_delivery}'",
                 "14:    let nextDelivery: Date?   // \"next_delivery\", null while paused\n"
                 "{\n  \"id\": \"sub_7Hq2\",\n  \"status\": \"paused\",\n  \"next_delivery\": null\n}\n"),
            ("assistant", "`nextDelivery` is optional in the model, and the API sends `next_delivery: null` for a "
                          "paused subscription. 4.12.0 added line 58, which force-unwraps it, so every user with a "
                          "paused subscription crashes as soon as the home screen renders their card. About 2.6% of "
                          "active users have a paused subscription, which matches the drop from 99.8% to 97.1%."),
            ("user", "ok. pause the phased release first, then fix"),
            bash("bundle exec fastlane ios pause_phased_release version:4.12.0",
                 "[08:31:12]: Phased release for Brewline 4.12.0 is now PAUSED (day 4, 10% of users)\n"
                 "[08:31:12]: fastlane.tools finished successfully 🎉\n"),
            tool("Edit", {"file_path": f"{IOS}/Brewline/Home/SubscriptionCardView.swift",
                          "old_string": "            Text(subscription.nextDelivery!.formatted(date: .abbreviated, "
                                        "time: .omitted))\n                .font(.footnote)\n",
                          "new_string": "            Group {\n                if let next = "
                                        "subscription.nextDelivery {\n"
                                        "                    Text(next.formatted(date: .abbreviated, time: "
                                        ".omitted))\n                } else {\n"
                                        "                    Text(\"subscription.card.paused\")\n                }\n"
                                        "            }\n            .font(.footnote)\n"},
                 "The file has been updated."),
            bash("swiftlint lint --quiet --enable-rules force_unwrapping Brewline/ | cut -d: -f1,2,5-",
                 "Brewline/Home/OrderHistoryView.swift:33: Force Unwrapping Violation: Force unwrapping should be "
                 "avoided (force_unwrapping)\n"
                 "Brewline/API/Models/Address.swift:41: Force Unwrapping Violation: Force unwrapping should be "
                 "avoided (force_unwrapping)\n"
                 "Brewline/Checkout/PaymentSheet.swift:87: Force Unwrapping Violation: Force unwrapping should be "
                 "avoided (force_unwrapping)\n"
                 "Brewline/Account/GiftCardView.swift:19: Force Unwrapping Violation: Force unwrapping should be "
                 "avoided (force_unwrapping)\n"),
            ("assistant", "Four more force unwraps in the app, two of them on API fields (`Address.line2`, the gift "
                          "card balance). SwiftLint has an opt-in `force_unwrapping` rule; I suggest enabling it as an "
                          "error for the app target so the rule doesn't depend on code review."),
            ("user", "yes, as an error, whole app target. fix the other four now too"),
            tool("Edit", {"file_path": f"{IOS}/.swiftlint.yml",
                          "old_string": "opt_in_rules:\n",
                          "new_string": "opt_in_rules:\n  - force_unwrapping\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{IOS}/.swiftlint.yml",
                          "old_string": "severity_overrides: {}\n",
                          "new_string": "force_unwrapping:\n  severity: error\n"},
                 "The file has been updated."),
            bash("swiftlint lint --quiet --strict Brewline/ && xcodebuild test -scheme Brewline -destination "
                 "'platform=iOS Simulator,name=iPhone 16' -quiet 2>&1 | tail -n 4",
                 "Test Case '-[BrewlineTests.SubscriptionCardTests testPausedSubscriptionShowsPausedLabel]' passed "
                 "(0.041 seconds).\n"
                 "Test Suite 'All tests' passed at 2026-11-05 08:54:10.118.\n"
                 "\t Executed 213 tests, with 0 failures (0 unexpected) in 41.207 (41.902) seconds\n"
                 "** TEST SUCCEEDED **\n"),
            ("user", "ship it as 4.12.1 with an expedited review request.\n\nand the rule for next time: a phased "
                     "rollout stays at 1% until crash-free users is at least 99.5% for 24 hours, only then it goes "
                     "on. if it drops below that we pause right away, no discussion. I'll tell the team at standup"),
            bash("bundle exec fastlane ios release version:4.12.1 expedited:true",
                 "[09:02:47]: Uploaded Brewline 4.12.1 (1187) to App Store Connect\n"
                 "[09:05:13]: Submitted 4.12.1 for review, expedited review requested\n"
                 "[09:05:13]: Phased release: enabled, starts at 1%\n"
                 "[09:05:13]: fastlane.tools finished successfully 🎉\n"),
            ("assistant", "4.12.1 is submitted with an expedited review request and will start its phased release at "
                          "1%. 4.12.0 stays paused."),
        ],
        "facts": [
            fact("crash-cause", "iOS 4.12.0 crashed in SubscriptionCardView because it force-unwrapped "
                                "subscription.nextDelivery, which the API sends as null for paused subscriptions.",
                 "bugfix", "assistant", ["nextDelivery", "paused"]),
            fact("no-force-unwrap", "No force unwraps on anything that comes from the API in the iOS app.",
                 "rule", "user", [["force unwrap", "force-unwrap", "force_unwrapping"], "API"], remember=True),
            fact("swiftlint-rule", "SwiftLint's force_unwrapping rule is enabled as an error for the whole app target.",
                 "config", "user", ["force_unwrapping", "error"]),
            fact("rollout-rule", "A phased rollout stays at 1% until crash-free users is at least 99.5% for 24 hours; "
                                 "if it drops below, the rollout is paused right away.",
                 "rule", "user", ["99.5", "24 hours", ["1%", "phased"]]),
        ],
        "optional": [
            opt("hotfix", "4.12.1 (build 1187) fixes the paused-subscription crash and was submitted with an "
                          "expedited review request.",
                ["4.12.1"]),
        ],
        "questions": [
            q("Why did iOS 4.12.0 crash?",
              "SubscriptionCardView force-unwrapped nextDelivery, which is null for a paused subscription",
              ["crash-cause"]),
            q("What is the rule for force unwraps in the iOS app?",
              "no force unwraps on anything that comes from the API; SwiftLint force_unwrapping is an error",
              ["no-force-unwrap", "swiftlint-rule"]),
            q("When may a phased rollout go past 1%?", "when crash-free users is at least 99.5% for 24 hours",
              ["rollout-rule"]),
        ],
    },
    {
        "id": "h26-cc-home-lighthouse",
        "project": WEB,
        "start": datetime(2026, 11, 6, 16, 30),
        "about": "mostly tool output: a Lighthouse mobile report of the storefront homepage, the LCP breakdown, build "
                 "sizes and a comparison run; one decision: below 768px the hero is one static image instead of the "
                 "Swiper carousel",
        "steps": [
            ("user", "marketing says the homepage feels slow on phones. run lighthouse mobile against prod and tell "
                     "me what's going on"),
            bash("npx lighthouse https://brewline.shop/ --form-factor=mobile --only-categories=performance "
                 "--output=json --output-path=/tmp/home.json --quiet && node scripts/lh-summary.mjs /tmp/home.json",
                 "Lighthouse 12.2.1  https://brewline.shop/  (mobile, Moto G Power, slow 4G)\n\n"
                 "Performance                 52\n\n"
                 "First Contentful Paint      2.1 s\n"
                 "Largest Contentful Paint    5.8 s\n"
                 "Total Blocking Time         640 ms\n"
                 "Cumulative Layout Shift     0.21\n"
                 "Speed Index                 4.9 s\n\n"
                 "LCP element: img.hero-slide__img  /_next/static/media/hero-autumn-blend.png  (1.46 MB, "
                 "2400x1600)\n\n"
                 "Opportunities                                   est. savings\n"
                 "  Properly size images                          1,210 KiB\n"
                 "  Serve images in next-gen formats                980 KiB\n"
                 "  Reduce unused JavaScript                        310 KiB  (swiper 96 KiB, "
                 "@sentry/nextjs 71 KiB, ...)\n"
                 "  Eliminate render-blocking resources             450 ms   (fonts.css)\n"
                 "  Preload Largest Contentful Paint image          1,890 ms\n\n"
                 "Diagnostics\n"
                 "  Avoid large layout shifts       3 elements  (.hero-dots 0.14, .cookie-banner 0.05, .usp-bar "
                 "0.02)\n"
                 "  Largest Contentful Paint image was lazily loaded\n"
                 "  Minimize main-thread work       4.3 s\n"),
            bash("node scripts/lh-summary.mjs /tmp/home.json --section lcp-breakdown",
                 "LCP breakdown                 duration   % of LCP\n"
                 "  Time to first byte          420 ms      7%\n"
                 "  Resource load delay       2,310 ms     40%\n"
                 "  Resource load duration    2,740 ms     47%\n"
                 "  Element render delay        330 ms      6%\n\n"
                 "Request chain to LCP image:\n"
                 "  / (document) -> main-app.js -> swiper-bundle.js -> Hero.tsx chunk -> hero-autumn-blend.png "
                 "(loading=lazy, after hydration)\n"),
            bash("npx next build 2>/dev/null | sed -n '/Route (app)/,/First Load JS shared/p' | head -n 8",
                 "Route (app)                              Size     First Load JS\n"
                 "┌ ○ /[locale]                             38.2 kB         289 kB\n"
                 "├ ○ /[locale]/cart                        11.4 kB         196 kB\n"
                 "├ ● /[locale]/p/[slug]                    29.8 kB         241 kB\n"
                 "├ ○ /[locale]/subscribe                   22.1 kB         233 kB\n"
                 "+ First Load JS shared by all             102 kB\n"),
            bash("npx lighthouse 'https://preview-482.brewline.shop/?hero=static' --form-factor=mobile "
                 "--only-categories=performance --output=json --output-path=/tmp/home-static.json --quiet && node "
                 "scripts/lh-summary.mjs /tmp/home-static.json --compare /tmp/home.json",
                 "                            prod (carousel)   preview (?hero=static)\n"
                 "Performance                 52                81\n"
                 "Largest Contentful Paint    5.8 s             2.3 s\n"
                 "Total Blocking Time         640 ms            390 ms\n"
                 "Cumulative Layout Shift     0.21              0.02\n"
                 "LCP element                 hero-autumn-blend.png (lazy)   hero-autumn-blend.avif (priority, "
                 "84 KB)\n"),
            ("assistant", "Most of the problem is the hero carousel. Swiper only mounts after hydration and loads the "
                          "first slide lazily, so the LCP image waits 2.3 s before it even starts downloading, and it "
                          "is a 1.46 MB PNG. The carousel dots are also the biggest layout shift (0.14). The preview "
                          "build that renders the first slide as a static `next/image` with `priority` (served as "
                          "AVIF, 84 KB) gets LCP from 5.8 s to 2.3 s and CLS from 0.21 to 0.02.\n\nOptions:\n"
                          "(a) keep the carousel but render the first slide on the server with `priority`;\n"
                          "(b) on mobile, replace the carousel with one static image;\n"
                          "(c) drop the carousel everywhere."),
            ("user", "b. on mobile, so below 768px, the hero is one static image, no carousel. desktop keeps the "
                     "carousel for now, marketing loves it. the rest of the report I'll go through with Lena next "
                     "week"),
            tool("Edit", {"file_path": f"{WEB}/src/components/home/Hero.tsx",
                          "old_string": "  return <HeroCarousel slides={slides} />\n",
                          "new_string": "  return (\n    <>\n      <div className=\"md:hidden\">\n"
                                        "        <Image src={slides[0].image} alt={slides[0].alt} priority "
                                        "sizes=\"100vw\" />\n      </div>\n"
                                        "      <div className=\"hidden md:block\">\n"
                                        "        <HeroCarousel slides={slides} />\n      </div>\n    </>\n  )\n"},
                 "The file has been updated."),
            bash("grep -n \"md:\" tailwind.config.ts; npx vercel deploy --prebuilt -y 2>/dev/null | tail -n 1 && npx "
                 "lighthouse https://preview-483.brewline.shop/ --form-factor=mobile --only-categories=performance "
                 "--output=json --output-path=/tmp/home-483.json --quiet && node scripts/lh-summary.mjs "
                 "/tmp/home-483.json --short",
                 "14:      md: '768px',\n"
                 "https://preview-483.brewline.shop\n"
                 "Performance 79 | LCP 2.4 s | TBT 410 ms | CLS 0.03\n"),
            ("assistant", "On the real preview build the mobile homepage now scores 79 with an LCP of 2.4 s; desktop "
                          "still renders the carousel."),
        ],
        "facts": [
            fact("hero-mobile", "Below 768px the storefront homepage hero is a single static image, no carousel; "
                                "desktop keeps the Swiper carousel for now.",
                 "decision", "user", ["768px", "carousel", ["static", "hero"]]),
        ],
        "optional": [
            opt("lcp-cause", "Mobile homepage LCP was 5.8 s because Swiper lazy-loaded a 1.46 MB PNG hero slide after "
                             "hydration.",
                ["5.8", "Swiper"]),
            opt("lcp-after", "With the static hero the mobile homepage scores 79 with LCP 2.4 s.", ["2.4"]),
        ],
        "questions": [
            q("What does the homepage hero show on mobile?", "one static image, no carousel", ["hero-mobile"]),
            q("Below which width does the homepage drop the hero carousel?", "768px", ["hero-mobile"]),
        ],
    },
    {
        "id": "h26-cc-partner-datepicker",
        "project": PARTNER,
        "start": datetime(2026, 11, 9, 11, 10),
        "about": "React Native cafe-partner app: delivery date shown a day early for a café in Portland; first theory "
                 "(datetimepicker timezone bug on Android) wrong, the API has the right date; real cause new Date() "
                 "on a date-only string = UTC midnight; terse '1 yes, 2 no, 3 yes' answers; 'don't let me forget "
                 "that' calendar-date convention; TZ=America/Los_Angeles jest run in CI",
        "steps": [
            ("user", "bug from a café in Portland (PART-412): they picked Thursday 19 Nov as delivery date for their "
                     "wholesale order, and the confirmation screen and the order detail both say Wednesday 18 Nov. "
                     "none of the EU cafés have reported anything"),
            tool("Read", {"file_path": f"{PARTNER}/src/screens/DeliveryDateScreen.tsx", "offset": 20, "limit": 14},
                 "20\t      <DateTimePicker\n21\t        value={picked}\n22\t        mode=\"date\"\n"
                 "23\t        minimumDate={earliestDelivery}\n24\t        onChange={(_, d) => d && setPicked(d)}\n"
                 "25\t      />\n26\t      <Button\n27\t        title={t('delivery.confirm')}\n"
                 "28\t        onPress={() => onConfirm(format(picked, 'yyyy-MM-dd'))}\n29\t      />\n"),
            ("assistant", "My first suspect is `@react-native-community/datetimepicker`: on Android it has a known "
                          "issue where the returned date is shifted by the device's UTC offset unless "
                          "`timeZoneOffsetInMinutes` is set, which would only hit cafés far from UTC. Let me check "
                          "what the app actually sent for this order."),
            bash("curl -s -H \"Authorization: Bearer $PARTNER_TOKEN\" "
                 "https://api.brewline.shop/partner/v1/orders/W-88213 | jq '{delivery_date, created_via, "
                 "cafe_tz}'",
                 "{\n  \"delivery_date\": \"2026-11-19\",\n  \"created_via\": \"ios 2.8.0\",\n"
                 "  \"cafe_tz\": \"America/Los_Angeles\"\n}\n"),
            ("assistant", "Wrong suspect: the order came from iOS, and the API has the correct `2026-11-19`. The "
                          "picker and the submit are fine; it's the display that's a day early."),
            bash("grep -rn 'new Date(.*[dD]eliveryDate' src/",
                 "src/screens/OrderConfirmationScreen.tsx:44:  const label = format(new Date(order.deliveryDate), "
                 "'EEEE d MMM')\n"
                 "src/screens/OrderDetailScreen.tsx:71:      {format(new Date(order.deliveryDate), 'EEE d MMM')}\n"
                 "src/utils/calendar.ts:12:  return isBefore(new Date(deliveryDate), startOfToday())\n"),
            ("assistant", "That's it. `new Date(\"2026-11-19\")` parses a date-only ISO string as UTC midnight (that's "
                          "in the spec; a date-time string without an offset would be local, a date-only one is UTC). "
                          "In America/Los_Angeles UTC midnight is 16:00 on the 18th, so `format` prints Wednesday 18 "
                          "Nov. East of UTC it's the same calendar day, which is why no EU café noticed.\n\n"
                          "I'd parse these strings as local calendar dates with date-fns `parseISO`, in one helper. "
                          "Questions:\n"
                          "1. Fix the two other places with the same pattern too (order detail and "
                          "`utils/calendar.ts`)?\n"
                          "2. Change the API to send a full timestamp instead of the date string?\n"
                          "3. Add a second jest run with `TZ=America/Los_Angeles` so this class of bug shows up?"),
            ("user", "1 yes, 2 no, it's a calendar date, not a moment in time. 3 yes, and in CI too.\n\ndon't let me "
                     "forget that: delivery dates are calendar dates. they stay 'YYYY-MM-DD' strings end to end, "
                     "never a Date object in state or in the API"),
            tool("Write", {"file_path": f"{PARTNER}/src/utils/calendarDate.ts",
                           "content": "import { format, parseISO } from 'date-fns'\n\n"
                                      "/** A calendar date as 'YYYY-MM-DD'. Never convert it to a Date in state. */\n"
                                      "export type CalendarDate = string\n\n"
                                      "export function formatCalendarDate(d: CalendarDate, pattern: string): string "
                                      "{\n  return format(parseISO(d), pattern) // parseISO: local midnight\n}\n"},
                 "File created successfully at: " + PARTNER + "/src/utils/calendarDate.ts"),
            tool("Edit", {"file_path": f"{PARTNER}/src/screens/OrderConfirmationScreen.tsx",
                          "old_string": "  const label = format(new Date(order.deliveryDate), 'EEEE d MMM')\n",
                          "new_string": "  const label = formatCalendarDate(order.deliveryDate, 'EEEE d MMM')\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PARTNER}/src/screens/OrderDetailScreen.tsx",
                          "old_string": "      {format(new Date(order.deliveryDate), 'EEE d MMM')}\n",
                          "new_string": "      {formatCalendarDate(order.deliveryDate, 'EEE d MMM')}\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PARTNER}/package.json",
                          "old_string": "    \"test\": \"jest\",\n",
                          "new_string": "    \"test\": \"jest\",\n    \"test:tz\": \"TZ=America/Los_Angeles jest\",\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PARTNER}/.github/workflows/ci.yml",
                          "old_string": "      - run: npm test\n",
                          "new_string": "      - run: npm test\n      - run: npm run test:tz\n"},
                 "The file has been updated."),
            bash("npm test -- --silent 2>&1 | tail -n 3 && npm run test:tz -- --silent 2>&1 | tail -n 3",
                 "Test Suites: 31 passed, 31 total\nTests:       97 passed, 97 total\nTime:        6.412 s\n"
                 "Test Suites: 31 passed, 31 total\nTests:       97 passed, 97 total\nTime:        6.388 s\n"),
            ("user", "nice. draft a reply for PART-412 saying it's fixed in 2.8.1"),
            ("assistant", "Draft:\n\n> Hi! Thanks for reporting this. Your order was always booked for Thursday 19 "
                          "November; only the app showed the date a day early on cafés west of UTC. Version 2.8.1 "
                          "of the Brewline Partner app fixes the display and will be in the App Store later this "
                          "week."),
        ],
        "facts": [
            fact("tz-cause", "Delivery dates showed a day early in Portland because new Date(\"2026-11-19\") parses a "
                             "date-only string as UTC midnight, which is the previous day west of UTC; not the "
                             "datetimepicker (the API had the correct date).",
                 "bugfix", "assistant", ["UTC midnight", "new Date"]),
            fact("calendar-dates", "In cafe-partner, delivery dates are calendar dates: 'YYYY-MM-DD' strings end to "
                                   "end, never a Date object in state or in the API.",
                 "convention", "user", ["YYYY-MM-DD", ["calendar date", "Date object"]], remember=True),
            fact("tz-ci", "jest also runs with TZ=America/Los_Angeles (npm run test:tz), in CI too.",
                 "config", "user", ["America/Los_Angeles", ["jest", "CI", "test:tz"]]),
        ],
        "optional": [
            opt("helper", "src/utils/calendarDate.ts formats 'YYYY-MM-DD' strings with parseISO "
                          "(formatCalendarDate).",
                ["formatCalendarDate"]),
            opt("fix-version", "The fix ships in cafe-partner 2.8.1.", ["2.8.1"]),
        ],
        "questions": [
            q("Why did the Portland café see Wednesday 18 instead of Thursday 19?",
              "new Date on a date-only string parses it as UTC midnight, the previous day west of UTC",
              ["tz-cause"]),
            q("How are delivery dates represented in the cafe-partner app?",
              "'YYYY-MM-DD' strings end to end, never a Date object", ["calendar-dates"]),
            q("In which time zone does the extra jest run happen?", "America/Los_Angeles", ["tz-ci"]),
        ],
    },
]
