"""h26 Codex sessions, part c: a release train for both mobile apps, an accessibility audit of the iOS checkout, a
throwaway price script for a demo."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

MOBILE_CI = "/Users/ruben/dev/mobile-ci"
IOS = "/Users/ruben/dev/brewline-ios"
WEB = "/home/maya/brewline/storefront"

SESSIONS = [
    {
        "id": "h26-cx-release-train",
        "project": MOBILE_CI,
        "start": datetime(2026, 11, 23, 9, 30),
        "about": "release train for the iOS and Android apps in fastlane and GitHub Actions: biweekly cadence, CalVer "
                 "with ISO week, build numbers from CI, branch names; 'that one, keep it' refers back to the version "
                 "scheme; the assistant's long closing summary only repeats the decisions",
        "steps": [
            ("user", "we ship iOS and Android whenever someone feels like it and QA never knows what's in a build. I "
                     "want a release train for both apps. help me set it up in mobile-ci (fastlane lanes and the "
                     "github workflow)"),
            shell("ls && sed -n 1,30p fastlane/Fastfile",
                  "Gemfile  Gemfile.lock  fastlane  .github  scripts\n"
                  "platform :ios do\n  lane :beta do |opts|\n    increment_build_number(xcodeproj: IOS_PROJECT)\n"
                  "    build_app(scheme: \"Brewline\")\n    upload_to_testflight\n  end\nend\n\n"
                  "platform :android do\n  lane :beta do\n    gradle(task: \"bundleRelease\", project_dir: "
                  "ANDROID_DIR)\n    upload_to_play_store(track: \"internal\")\n  end\nend\n"),
            ("assistant", "Today each platform bumps its own build number locally and the marketing version is "
                          "edited by hand (iOS is at 4.12.1, Android at 4.9.0). For a train we need to settle:\n\n"
                          "- **Cadence**: weekly or every two weeks, and on which days the cut, QA and store "
                          "submission happen.\n"
                          "- **Version scheme**: (A) keep SemVer and align both apps at 5.0.0; (B) CalVer "
                          "YYYY.WW.patch with the ISO week of the cut, e.g. 2026.48.0; (C) CalVer YYYY.MM.patch.\n"
                          "- **Build numbers**: from the CI run number, so they're monotonic and identical on both "
                          "platforms.\n"
                          "- **Branches**: a release branch per train."),
            ("user", "every two weeks. cut monday morning, QA monday and tuesday, submit to both stores on "
                     "wednesday. version B, with week numbers. build numbers from the CI run number, yes"),
            shell("apply_patch < /tmp/cut-release.patch && bundle exec fastlane cut_release dry_run:true",
                  "Success. Updated the following files:\nM fastlane/Fastfile\nA fastlane/lib/calver.rb\n"
                  "[09:48:02]: ISO week of cut: 2026-W48\n"
                  "[09:48:02]: version: 2026.48.0   build number: 4812 (github.run_number)\n"
                  "[09:48:02]: [dry run] would create branch release/2026.48.0 from main\n"
                  "[09:48:02]: [dry run] iOS MARKETING_VERSION 2026.48.0, CURRENT_PROJECT_VERSION 4812\n"
                  "[09:48:02]: [dry run] Android versionName 2026.48.0, versionCode 4812\n"),
            ("user", "branch name without the patch: release/YYYY.WW, so release/2026.48. hotfixes go on that same "
                     "branch as 2026.48.1, 2026.48.2. feature branches stay as they are, feat/<ticket>-<slug> and "
                     "fix/<ticket>-<slug>"),
            shell("apply_patch < /tmp/branch-name.patch && bundle exec fastlane cut_release dry_run:true | grep "
                  "branch && bundle exec fastlane hotfix dry_run:true base:release/2026.48 | grep version",
                  "[09:52:40]: [dry run] would create branch release/2026.48 from main\n"
                  "[09:52:44]: version: 2026.48.1   build number: 4813 (github.run_number)\n"),
            ("assistant", "Both stores accept this: App Store Connect wants up to three period-separated integers for "
                          "the version (2026.48.1 is fine), and Play only checks that versionCode increases. The "
                          "first CalVer build (2026.48.0) is higher than 4.12.1 on iOS, so the App Store won't "
                          "complain about a lower version."),
            ("user", "the calver one with the week numbers, that one, keep it. I'll forget in three months why we "
                     "picked it: it's so that support can see from the version how old a build is"),
            shell("cat > .github/workflows/release-train.yml <<'EOF'\nname: release train\non:\n  schedule:\n"
                  "    - cron: '0 6 * * 1'   # Mondays 06:00 UTC; the job skips odd ISO weeks\n"
                  "  workflow_dispatch: {}\njobs:\n  cut:\n    runs-on: macos-14\n    steps:\n"
                  "      - uses: actions/checkout@v4\n"
                  "      - run: '[ $(( $(date +%V) % 2 )) -eq 0 ] || { echo \"odd week, no train\"; exit 0; }'\n"
                  "      - run: bundle exec fastlane cut_release\nEOF\nactionlint && echo 'actionlint ok'",
                  "actionlint ok\n"),
            ("user", "looks right. summarize what we set up so I can paste it in #mobile"),
            ("assistant", "Here's the summary for #mobile:\n\n"
                          "**Mobile release train (iOS + Android)**\n"
                          "- Every two weeks: the cut is on Monday morning (06:00 UTC, even ISO weeks), QA on Monday "
                          "and Tuesday, submission to the App Store and Google Play on Wednesday.\n"
                          "- Versions are CalVer YYYY.WW.patch with the ISO week of the cut: the first train is "
                          "2026.48.0. Support can see from the version how old a build is.\n"
                          "- Build numbers come from the CI run number and are the same on both platforms.\n"
                          "- Each train gets a branch release/YYYY.WW (e.g. release/2026.48); hotfixes go on that "
                          "branch as 2026.48.1, 2026.48.2, ...\n"
                          "- Feature branches are unchanged: feat/<ticket>-<slug>, fix/<ticket>-<slug>.\n"
                          "- `fastlane cut_release` and `fastlane hotfix` do the version and branch work; "
                          "`.github/workflows/release-train.yml` runs the cut."),
        ],
        "facts": [
            fact("train-cadence", "Both mobile apps ship on a release train every two weeks: cut Monday morning, QA "
                                  "Monday and Tuesday, submission to both stores on Wednesday.",
                 "decision", "user", ["two weeks", "monday", "wednesday"]),
            fact("calver", "App versions are CalVer YYYY.WW.patch with the ISO week of the cut (e.g. 2026.48.0), so "
                           "support can see from the version how old a build is.",
                 "convention", "user", [["YYYY.WW", "CalVer"], ["week", "2026.48"]], remember=True),
            fact("build-numbers", "Mobile build numbers come from the CI run number.",
                 "config", "user", ["build number", "run number"]),
            fact("branch-naming", "Release branches are release/YYYY.WW (release/2026.48) with hotfixes on that branch "
                                  "as 2026.48.1; feature branches are feat/<ticket>-<slug> and fix/<ticket>-<slug>.",
                 "convention", "user", [["release/YYYY.WW", "release/2026.48"], "feat/"]),
        ],
        "optional": [
            opt("workflow", ".github/workflows/release-train.yml runs the cut on Mondays 06:00 UTC in even ISO weeks.",
                ["release-train.yml"]),
            opt("lanes", "fastlane cut_release and fastlane hotfix do the version and branch work.",
                ["cut_release"]),
        ],
        "questions": [
            q("How often does the mobile release train run?",
              "every two weeks: cut on Monday, submit to both stores on Wednesday", ["train-cadence"]),
            q("What version scheme do the mobile apps use, and why?",
              "CalVer YYYY.WW.patch, so support can see from the version how old a build is", ["calver"]),
            q("Where do mobile build numbers come from?", "the CI run number", ["build-numbers"]),
            q("How are release branches named?", "release/YYYY.WW, e.g. release/2026.48", ["branch-naming"]),
        ],
    },
    {
        "id": "h26-cx-ios-a11y-audit",
        "project": IOS,
        "start": datetime(2026, 11, 24, 14, 40),
        "about": "XCUITest performAccessibilityAudit on the iOS checkout: 14 issues; assistant asks five numbered "
                 "questions, terse answers ('only on iOS'); hit target, Dynamic Type up to AX5, audit in CI; logo "
                 "contrast is the design team's rule (not ours); 'add to your notes' audit test for every new screen",
        "steps": [
            ("user", "run the accessibility audit ui test on the checkout flow. the app store accessibility labels "
                     "are coming and I want to know where we stand"),
            shell("xcodebuild test -scheme Brewline -destination 'platform=iOS Simulator,name=iPhone 16' "
                  "-only-testing:BrewlineUITests/CheckoutAccessibilityAuditTests -quiet 2>&1 | grep -E "
                  "'issue|Executed'",
                  "CheckoutAccessibilityAuditTests.testCheckoutAudit: 14 accessibility issues\n"
                  "  [dynamicType]      PlanCard price text clipped at AX3 (PlanCard.swift)\n"
                  "  [dynamicType]      Checkout total label clipped at AX2 (CheckoutSummaryView.swift)\n"
                  "  [dynamicType]      Delivery date row truncated at AX4 (DeliveryRow.swift)\n"
                  "  [dynamicType]      Voucher field placeholder clipped at AX1 (VoucherField.swift)\n"
                  "  [dynamicType]      Pay button title clipped at AX5 (PayButton.swift)\n"
                  "  [hitRegion]        Quantity stepper '-' is 28x28 pt\n"
                  "  [hitRegion]        Quantity stepper '+' is 28x28 pt\n"
                  "  [hitRegion]        Sheet close button is 30x30 pt\n"
                  "  [hitRegion]        Voucher 'Apply' link is 60x22 pt\n"
                  "  [sufficientElementDescription] Icon button (trash) has no label\n"
                  "  [sufficientElementDescription] Icon button (edit address) has no label\n"
                  "  [sufficientElementDescription] Icon button (info) has no label\n"
                  "  [contrast]         Secondary text on brand background 3.1:1\n"
                  "  [contrast]         Header logo 2.4:1\n"
                  "Executed 1 test, with 1 failure (0 unexpected) in 38.114 (38.702) seconds\n"),
            ("assistant", "14 issues: 5 Dynamic Type clippings, 4 hit regions below Apple's 44x44 pt guideline, 3 "
                          "icon buttons without a label, 2 contrast problems. Before I fix them:\n\n"
                          "1. Run this audit test in CI and fail the build on any issue?\n"
                          "2. 44x44 pt as the minimum hit target for everything tappable?\n"
                          "3. Dynamic Type: support all sizes including the accessibility sizes up to AX5, or cap "
                          "layouts at xxxLarge?\n"
                          "4. The header logo contrast (2.4:1): fix it, or exempt it?\n"
                          "5. Should the minimum hit target also go into the kiln tokens, so Android gets it (48 dp "
                          "there)?"),
            ("user", "1 yes 2 yes 3 all sizes incl AX5, no caps 4 the logo contrast is the design team's rule, they "
                     "own the brand exceptions, not us. just exclude that element from the audit with a comment "
                     "pointing to them 5 only on iOS for now, android next sprint"),
            shell("apply_patch < /tmp/a11y-fixes.patch && git diff --stat",
                  "Success. Updated the following files:\n"
                  "M Brewline/Checkout/QuantityStepper.swift\nM Brewline/Checkout/PlanCard.swift\n"
                  "M Brewline/Checkout/CheckoutSummaryView.swift\nM Brewline/Checkout/DeliveryRow.swift\n"
                  "M Brewline/Checkout/VoucherField.swift\nM Brewline/Checkout/PayButton.swift\n"
                  "M Brewline/Common/SheetCloseButton.swift\nM Brewline/Common/IconButton.swift\n"
                  "M BrewlineUITests/CheckoutAccessibilityAuditTests.swift\n"
                  " 9 files changed, 96 insertions(+), 41 deletions(-)\n"),
            ("assistant", "What changed: every tappable control has `.frame(minWidth: 44, minHeight: 44)` or a "
                          "`.contentShape` of that size; `IconButton` now requires an accessibility label in its "
                          "initialiser; the clipped texts use `ViewThatFits` to switch to a vertical layout at "
                          "accessibility sizes; secondary text on the brand background uses "
                          "`KilnTokens.colorTextOnBrand`. The audit test skips the header logo in its issue handler, "
                          "with a comment that brand exceptions belong to the design team."),
            shell("xcodebuild test -scheme Brewline -destination 'platform=iOS Simulator,name=iPhone 16' "
                  "-only-testing:BrewlineUITests/CheckoutAccessibilityAuditTests -quiet 2>&1 | grep -E "
                  "'issue|Executed'",
                  "CheckoutAccessibilityAuditTests.testCheckoutAudit: 0 accessibility issues (1 ignored: header "
                  "logo contrast)\n"
                  "Executed 1 test, with 0 failures (0 unexpected) in 41.502 (42.013) seconds\n"),
            ("user", "add to your notes: every new screen in brewline-ios gets its own accessibility audit test "
                     "(performAccessibilityAudit) before it merges. no exceptions for 'small' screens"),
            shell("apply_patch < /tmp/ci-audit.patch && git diff .github/workflows/ios.yml",
                  "Success. Updated the following files:\nM .github/workflows/ios.yml\n"
                  "+      - name: Accessibility audit\n"
                  "+        run: xcodebuild test -scheme Brewline -destination 'platform=iOS Simulator,name=iPhone 16' "
                  "-only-testing:BrewlineUITests/CheckoutAccessibilityAuditTests\n"),
            ("assistant", "The checkout audit now runs in CI on every pull request and fails the build on any new "
                          "issue."),
        ],
        "facts": [
            fact("a11y-ci", "The iOS checkout accessibility audit test runs in CI and fails the build on any issue.",
                 "config", "user", [["audit", "accessibility"], "CI"]),
            fact("hit-target", "Everything tappable in the iOS app has a minimum hit target of 44x44 pt (iOS only for "
                               "now; Android next sprint).",
                 "rule", "user", ["44x44", ["hit target", "hit region"]]),
            fact("dynamic-type", "The iOS app supports all Dynamic Type sizes including AX5, no caps.",
                 "decision", "user", ["Dynamic Type", "AX5"]),
            fact("audit-per-screen", "Every new screen in brewline-ios gets its own accessibility audit test "
                                     "(performAccessibilityAudit) before it merges.",
                 "rule", "user", [["performAccessibilityAudit", "accessibility audit"], "screen"], remember=True),
        ],
        "optional": [
            opt("icon-label", "IconButton requires an accessibility label in its initialiser.", ["IconButton"]),
        ],
        "questions": [
            q("What minimum hit target do tappable controls in the iOS app need?", "44x44 pt", ["hit-target"]),
            q("Which Dynamic Type sizes does the iOS app support?", "all sizes incl AX5, no caps", ["dynamic-type"]),
            q("What must every new iOS screen have before it merges?",
              "its own accessibility audit test (performAccessibilityAudit)", ["audit-per-screen"]),
        ],
    },
    {
        "id": "h26-cx-demo-price-script",
        "project": WEB,
        "start": datetime(2026, 11, 25, 18, 5),
        "about": "throwaway: a draft script printing subscription prices for tomorrow's demo ('note that this is a "
                 "draft'), right-aligned output, then a port clash that turns out to be an old Storybook ('never "
                 "mind, found it'); nothing durable",
        "steps": [
            ("user", "make me a quick script scratch/price-calc.ts that prints the subscription price for 250g, 500g "
                     "and 1kg at weekly, biweekly and monthly, from the table in src/data/prices.json. note that this "
                     "is a draft, it's for the investor demo tomorrow and I'll delete it after"),
            shell("jq '{bags: .bags, frequencyDiscount: .frequencyDiscount}' src/data/prices.json",
                  "{\n  \"bags\": { \"250g\": 1150, \"500g\": 2090, \"1kg\": 3890 },\n"
                  "  \"frequencyDiscount\": { \"weekly\": 0.10, \"biweekly\": 0.05, \"monthly\": 0 }\n}\n"),
            shell("mkdir -p scratch && cat > scratch/price-calc.ts <<'EOF'\n"
                  "import prices from '../src/data/prices.json'\n"
                  "for (const [bag, cents] of Object.entries(prices.bags)) {\n"
                  "  const row = Object.entries(prices.frequencyDiscount).map(([f, d]) => `${f}: "
                  "${((cents * (1 - d)) / 100).toFixed(2)}`)\n"
                  "  console.log(bag, row.join('  '))\n}\nEOF\nnpx tsx scratch/price-calc.ts",
                  "250g weekly: 10.35  biweekly: 10.93  monthly: 11.50\n"
                  "500g weekly: 18.81  biweekly: 19.86  monthly: 20.90\n"
                  "1kg weekly: 35.01  biweekly: 36.96  monthly: 38.90\n"),
            ("user", "make it a table with the numbers right-aligned, it goes on a slide"),
            shell("apply_patch < /tmp/table.patch && npx tsx scratch/price-calc.ts",
                  "Success. Updated the following files:\nM scratch/price-calc.ts\n"
                  "bag      weekly   biweekly   monthly\n"
                  "250g      10.35      10.93     11.50\n"
                  "500g      18.81      19.86     20.90\n"
                  "1kg       35.01      36.96     38.90\n"),
            ("user", "perfect. unrelated: my vitest watch in the other terminal just died with 'EADDRINUSE :::6006'?"),
            shell("lsof -nP -iTCP:6006 -sTCP:LISTEN",
                  "COMMAND   PID  USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\n"
                  "node    48213  maya   23u  IPv6 0x8c1f      0t0  TCP *:6006 (LISTEN)\n"),
            ("assistant", "Port 6006 is held by a node process (PID 48213). 6006 is Storybook's default port, so an "
                          "old Storybook dev server is the likely owner; if your vitest run starts the Storybook "
                          "test plugin, it wants the same port. `ps -p 48213 -o command` will tell what it is."),
            ("user", "never mind, found it, I had yesterday's storybook still running in a tmux window. killed it, "
                     "vitest is happy again"),
            ("assistant", "Good. The script is in `scratch/price-calc.ts` whenever you want to delete it."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
