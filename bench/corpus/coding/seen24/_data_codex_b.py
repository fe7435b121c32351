"""h24 Codex sessions, part b: a Flutter side project's minSdk changed twice, a Homebrew tap formula with three
assistant proposals, the licence policy of a Haskell library."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

TIDEPOOL = "/home/mara/src/tidepool"
TAP = "/home/mara/src/homebrew-tap"
PARSNIP = "/home/mara/src/parsnip"

SESSIONS = [
    {
        "id": "h24-cx-tidepool-minsdk",
        "project": TIDEPOOL,
        "start": datetime(2026, 11, 11, 19, 30),
        "about": "Flutter tide-times app for a sailing club (side project); Android minSdk raised from 21 to 26, then "
                 "set to 24 (final); 'because, and remember this, ...' gives the reason as the thing to remember; "
                 "notification channel workaround kept",
        "steps": [
            ("user", "tidepool: flutter build apk fails since I added the geofence plugin for the harbour alerts. "
                     "error:\n\n"
                     "uses-sdk:minSdkVersion 21 cannot be smaller than version 23 declared in library "
                     "[:geofence_service]\n\tSuggestion: use a compatible library with a minSdk of at most 21,\n"
                     "\t\tor increase this project's minSdk version to at least 23"),
            shell("grep -n 'minSdk\\|targetSdk\\|compileSdk' android/app/build.gradle.kts",
                  "14:    compileSdk = flutter.compileSdkVersion\n"
                  "24:        minSdk = flutter.minSdkVersion\n"
                  "25:        targetSdk = flutter.targetSdkVersion\n"),
            ("assistant", "minSdk comes from Flutter's default, 21, and the plugin needs at least 23. Setting "
                          "`minSdk` explicitly in android/app/build.gradle.kts to 23 or higher fixes the build."),
            ("user", "make it 26. then I can finally delete that notification channel workaround in "
                     "MainActivity.kt too"),
            shell("sed -i 's/minSdk = flutter.minSdkVersion/minSdk = 26/' android/app/build.gradle.kts && "
                  "flutter build apk --debug 2>&1 | tail -1",
                  "✓ Built build/app/outputs/flutter-apk/app-debug.apk\n"),
            shell("rg -n 'SDK_INT' android/app/src/main/kotlin/",
                  "android/app/src/main/kotlin/club/tidepool/MainActivity.kt:31:        if (Build.VERSION.SDK_INT >= "
                  "Build.VERSION_CODES.O) {\n"),
            ("assistant", "Builds with minSdk 26. The workaround is the `SDK_INT >= O` branch around "
                          "`createNotificationChannel`; with minSdk 26 the check is always true and the legacy path is "
                          "dead code. Shall I remove it?"),
            ("user", "hmm wait, before that. I just looked at the play console: 9% of installs are on Android 7. that's "
                     "the club's boathouse tablets. 26 would cut them off"),
            ("assistant", "Android 7.0 is API 24 (7.1 is 25). The plugin needs 23, so minSdk 24 keeps the tablets and "
                          "satisfies the plugin. The notification channel workaround has to stay then: channels only "
                          "exist from API 26, and the check protects 24 and 25."),
            ("user", "ok, go with 24, because, and remember this, the club's boathouse tablets run Android 7.0 and "
                     "tidepool has to keep working on them as long as the club uses them. leave the workaround where it "
                     "is"),
            shell("sed -i 's/minSdk = 26/minSdk = 24/' android/app/build.gradle.kts && grep -n 'minSdk' "
                  "android/app/build.gradle.kts && flutter build apk --release 2>&1 | tail -1",
                  "24:        minSdk = 24\n✓ Built build/app/outputs/flutter-apk/app-release.apk (21.4MB)\n"),
            ("assistant", "minSdk is 24 and the release build works; MainActivity.kt is unchanged, so the channel "
                          "workaround stays."),
            ("user", "ship it to internal testing"),
            shell("flutter build appbundle --release 2>&1 | tail -1 && cd android && bundle exec fastlane supply "
                  "--aab ../build/app/outputs/bundle/release/app-release.aab --track internal",
                  "✓ Built build/app/outputs/bundle/release/app-release.aab (19.8MB)\n"
                  "[19:52:07]: Preparing aab at path '../build/app/outputs/bundle/release/app-release.aab' for upload\n"
                  "[19:52:31]: Updating track 'internal'...\n[19:52:33]: Successfully finished the upload to Google "
                  "Play\n"),
        ],
        "facts": [
            fact("minsdk-24", "tidepool's Android minSdk is 24 (set explicitly in android/app/build.gradle.kts; the "
                              "geofence plugin needs at least 23).",
                 "config", "user", ["minSdk", "24"]),
            fact("boathouse-tablets", "tidepool has to keep working on the sailing club's boathouse tablets, which run "
                                      "Android 7.0 (API 24), as long as the club uses them.",
                 "rule", "user", ["boathouse", "Android 7"], remember=True),
            fact("channel-workaround", "The notification channel workaround (SDK_INT >= O check in MainActivity.kt) "
                                       "stays, because minSdk 24 is below API 26 where channels exist.",
                 "decision", "user", ["notification channel", "MainActivity"]),
        ],
        "optional": [
            opt("geofence-plugin", "The geofence_service plugin (harbour alerts) needs minSdk 23 or higher.",
                ["geofence"]),
            opt("internal-track", "Release bundles go to Google Play's internal testing track with fastlane supply.",
                ["internal"]),
        ],
        "questions": [
            q("What is tidepool's Android minSdk?", "24", ["minsdk-24"]),
            q("Why can't tidepool raise minSdk to 26?",
              "the club's boathouse tablets run Android 7.0 and tidepool has to keep working on them",
              ["boathouse-tablets"]),
            q("Why is the notification channel workaround still in tidepool?",
              "minSdk is 24, and channels only exist from API 26", ["channel-workaround"]),
        ],
    },
    {
        "id": "h24-cx-tap-sluice-formula",
        "project": TAP,
        "start": datetime(2026, 11, 13, 8, 50),
        "about": "Homebrew tap: a source-built formula for the Go CLI; three assistant proposals: a test block accepted "
                 "with a bare 'ok', Linux/macOS bottles declined with a reason, a livecheck block nobody answers",
        "steps": [
            ("user", "add a formula for sluice 1.0.0 to my tap. it's go, build it from the release tarball"),
            shell("ls Formula/ && sed -n 1,12p Formula/glint.rb",
                  "glint.rb\n# typed: false\n# frozen_string_literal: true\n\n"
                  "# This file was generated by GoReleaser. DO NOT EDIT.\nclass Glint < Formula\n"
                  "  desc \"Fast YAML linter\"\n  homepage \"https://github.com/mbell/glint\"\n  version \"0.7.0\"\n"
                  "  license \"MIT\"\n\n  on_macos do\n    if Hardware::CPU.arm?\n"),
            shell("curl -sL https://github.com/mbell/sluice/archive/refs/tags/v1.0.0.tar.gz | shasum -a 256",
                  "6f1d2c3b9a0e4f57c8d1e2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7  -\n"),
            ("assistant", "glint's formula is generated by GoReleaser and downloads prebuilt binaries. For sluice I'll "
                          "write a source formula instead: the tarball URL and sha256, `depends_on \"go\" => :build`, and "
                          "`go build` through `std_go_args` with `-X main.version=#{version}` so `sluice --version` "
                          "reports 1.0.0."),
            shell("apply_patch < /tmp/sluice-formula.patch && brew install --build-from-source ./Formula/sluice.rb "
                  "2>&1 | tail -1 && sluice --version",
                  "Success. Updated the following files:\nA Formula/sluice.rb\n"
                  "🍺  /opt/homebrew/Cellar/sluice/1.0.0: 7 files, 6.1MB, built in 19 seconds\nsluice 1.0.0\n"),
            ("assistant", "Installs and reports the right version. The formula has no `test do` block yet, and `brew "
                          "audit --strict` wants one. I'd write a test that creates a tiny `.env` missing a key required "
                          "by a one-line schema and asserts that `sluice check` exits 1; that exercises the real code "
                          "path rather than only `--version`."),
            ("user", "ok"),
            shell("apply_patch < /tmp/sluice-test.patch && brew test sluice && brew audit --strict --new sluice && "
                  "echo AUDIT-OK",
                  "==> Testing sluice\n==> /opt/homebrew/Cellar/sluice/1.0.0/bin/sluice check .env\nAUDIT-OK\n"),
            ("assistant", "`brew test` and `brew audit --strict --new` both pass. Another option: set up `brew test-bot` "
                          "in the tap's GitHub Actions to build bottles for macOS and Linux, so users don't compile Go on "
                          "every install."),
            ("user", "no bottles. compiling takes 20 seconds, and I'm not maintaining a bottle workflow plus a Linux "
                     "runner for a tap with maybe 30 users"),
            ("assistant", "Understood, no bottles. One smaller idea: a `livecheck` block pointing at the GitHub releases "
                          "would let `brew livecheck` tell you when sluice.rb is behind the latest tag."),
            ("user", "push it"),
            shell("git add Formula/sluice.rb && git commit -qm 'sluice 1.0.0 (new formula)' && git push -q && "
                  "git log -1 --oneline",
                  "c4a9e17 sluice 1.0.0 (new formula)\n"),
        ],
        "facts": [
            fact("source-formula", "The tap's sluice formula builds from the release tarball with Go (depends_on go => "
                                   ":build, std_go_args with -X main.version), unlike glint's GoReleaser binary formula.",
                 "config", "user", ["sluice", "tarball"]),
            fact("formula-test", "The sluice formula's test block runs sluice check on a tiny .env missing a required "
                                 "key and asserts exit 1.",
                 "decision", "assistant", ["test do", "exits 1"]),
            fact("no-bottles", "The tap builds no bottles: compiling takes 20 seconds and a bottle workflow plus Linux "
                               "runner isn't worth it for maybe 30 users.",
                 "decision", "user", ["bottles", ["20 seconds", "30 users"]]),
        ],
        "optional": [
            opt("glint-goreleaser", "glint's formula in the tap is generated by GoReleaser (do not edit by hand).",
                ["GoReleaser"]),
        ],
        "questions": [
            q("How does the tap's sluice formula get built?", "from the release tarball with go, through std_go_args",
              ["source-formula"]),
            q("What does the sluice formula's test block check?",
              "a tiny .env missing a required key; sluice check exits 1", ["formula-test"]),
            q("Why does the tap have no bottles?",
              "compiling takes 20 seconds; not maintaining a bottle workflow for a tap with maybe 30 users",
              ["no-bottles"]),
        ],
    },
    {
        "id": "h24-cx-parsnip-licence",
        "project": PARSNIP,
        "start": datetime(2026, 11, 17, 11, 15),
        "about": "Haskell parser-combinator library; a company's legal questions: we stay MIT, no CLA, inbound = "
                 "outbound; a day-job CLA/DCO rule said not to apply; 'remember: SPDX header in every module' taken back "
                 "in the same session (final: no per-file headers)",
        "steps": [
            ("user", "a company wants to use parsnip and their legal team asks two things: could we ever relicense to "
                     "something copyleft, and do contributors sign a CLA. also PR #42 adds SPDX headers to every "
                     "module. let's settle the policy"),
            shell("head -3 LICENSE && grep -n '^license' parsnip.cabal",
                  "MIT License\n\nCopyright (c) 2021 Mara Bell and parsnip contributors\n"
                  "5:license:            MIT\n6:license-file:       LICENSE\n"),
            ("assistant", "The usual options:\n\n1. **Stay MIT, no CLA.** Contributions come in under the same licence "
                          "they go out under (inbound = outbound). Relicensing later would need every contributor's "
                          "consent, which in practice means it never happens; that's also the reassurance their legal "
                          "team is after.\n2. **A CLA** (e.g. CLA Assistant) gives you the right to relicense, at the "
                          "cost of friction for contributors.\n3. **DCO sign-off** (`Signed-off-by`), lighter than a CLA, "
                          "but it doesn't grant relicensing rights either."),
            ("user", "we stay MIT, no CLA. at my day job every repo needs a signed CLA and a DCO bot, that does not "
                     "apply here: parsnip is a hobby project and a CLA scares off the drive-by fixes that are half our "
                     "commits. contributions come in under MIT, inbound = outbound, no sign-off needed"),
            ("assistant", "Clear. I'll add a 'Licensing' section to CONTRIBUTING.md saying that: MIT, no CLA, no DCO "
                          "sign-off, contributions under MIT (inbound = outbound)."),
            shell("apply_patch < /tmp/contributing-licensing.patch && sed -n '/## Licensing/,/^$/p' CONTRIBUTING.md",
                  "Success. Updated the following files:\nM CONTRIBUTING.md\n## Licensing\n\n"
                  "parsnip is MIT-licensed. Contributions are accepted under the same licence (inbound = outbound).\n"
                  "There is no CLA and no DCO sign-off.\n"),
            ("user", "and remember: every module gets an SPDX header, `-- SPDX-License-Identifier: MIT`, like PR #42 "
                     "does. that's the convention from now on"),
            shell("gh pr diff 42 --name-only | wc -l && gh pr diff 42 | sed -n 1,8p",
                  "37\ndiff --git a/src/Parsnip/Char.hs b/src/Parsnip/Char.hs\n--- a/src/Parsnip/Char.hs\n"
                  "+++ b/src/Parsnip/Char.hs\n@@ -1,3 +1,5 @@\n+-- SPDX-License-Identifier: MIT\n"
                  "+-- Copyright (c) 2021-2026 Mara Bell\n+\n {-# LANGUAGE OverloadedStrings #-}\n"),
            ("assistant", "PR #42 touches 37 modules and adds the SPDX line plus a copyright line with a year range. "
                          "Should I also add a CI check that fails when a module lacks the header?"),
            ("user", "hmm, no, actually scratch the headers altogether. look at that year range, per-file headers rot: "
                     "people copy modules around and the years go stale. the LICENSE file at the root is enough. so "
                     "the rule is: no per-file licence headers, only the root LICENSE. I'll close #42 with a thank you"),
            shell("gh pr close 42 --comment 'Thank you for this! We decided against per-file licence headers: the "
                  "root LICENSE covers every file, and per-file headers go stale.'",
                  "✓ Closed pull request #42 (Add SPDX headers to all modules)\n"),
            shell("apply_patch < /tmp/contributing-headers.patch && git commit -qam 'CONTRIBUTING: licensing (MIT, no "
                  "CLA, no per-file headers)' && git log -1 --oneline",
                  "Success. Updated the following files:\nM CONTRIBUTING.md\n"
                  "5d1e8b2 CONTRIBUTING: licensing (MIT, no CLA, no per-file headers)\n"),
            ("assistant", "CONTRIBUTING.md's Licensing section now also says there are no per-file licence headers. Want "
                          "me to draft the reply to their legal team?"),
            ("user", "yes, two lines max"),
            ("assistant", "\"parsnip is and stays MIT-licensed; every contribution is accepted under MIT as well. There "
                          "is no CLA, so there is no mechanism by which it could be relicensed.\""),
        ],
        "facts": [
            fact("stay-mit", "parsnip stays MIT with no CLA and no DCO sign-off; contributions come in under MIT "
                             "(inbound = outbound).",
                 "decision", "user", ["MIT", "CLA"]),
            fact("no-file-headers", "parsnip has no per-file licence (SPDX) headers; the root LICENSE file is enough "
                                    "(per-file headers go stale).",
                 "rule", "user", ["per-file", "LICENSE"], remember=True),
            fact("contributing-licensing", "CONTRIBUTING.md has a Licensing section: MIT, no CLA, no DCO sign-off, "
                                           "inbound = outbound, no per-file headers.",
                 "convention", "assistant", ["CONTRIBUTING", "Licensing"]),
        ],
        "optional": [
            opt("pr42-closed", "PR #42 (SPDX headers in 37 modules) was closed with a thank you.", ["#42"]),
            opt("why-no-cla", "A CLA would scare off the drive-by fixes that are half of parsnip's commits.",
                ["drive-by"]),
        ],
        "questions": [
            q("Do parsnip contributors sign a CLA?",
              "no: parsnip stays MIT, contributions come in under MIT, inbound = outbound", ["stay-mit"]),
            q("Do parsnip modules carry SPDX licence headers?",
              "no per-file licence headers, only the root LICENSE", ["no-file-headers"]),
            q("Where is parsnip's licensing policy written down?", "in the Licensing section of CONTRIBUTING.md",
              ["contributing-licensing"]),
        ],
    },
]
