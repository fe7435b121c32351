"""h60 Claude Code sessions, part b: crew-app, Skerrow Air's Flutter crew app (duty swaps, rest reporting).
The duty-swap flow, a crash in the rest report screen across time zones (with a code review), and a staged
TestFlight / Play release."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

APP = "/home/adaeze/dev/crew-app"


def _flutter_log() -> str:
    lines = []
    for i in range(18):
        lines.append(f"flutter: [rest] 2026-11-11T22:{10 + i:02d}:04.1{i:02d} sync tick ok (pending=0)")
    lines += [
        "flutter: [rest] open RestReportScreen duty=D-20261111-KLB-03",
        "flutter: [api] GET /v2/duties/D-20261111-KLB-03/rest -> 200 (142 ms)",
        "flutter: [api] body: {\"reportedAt\":\"2026-11-11T21:40:00\",\"releaseAt\":\"2026-11-11T21:10:00Z\","
        "\"minRestMinutes\":720}",
        "════════ Exception caught by widgets library ═══════════════════════════════════",
        "The following RangeError was thrown building RestSlider(dirty, state: _RestSliderState#a81f2):",
        "RangeError (value): Invalid value: Not in inclusive range 0..720: -30",
        "",
        "The relevant error-causing widget was:",
        "  RestSlider RestSlider:file:///Users/adaeze/dev/crew-app/lib/rest/rest_report_screen.dart:88:16",
        "",
        "When the exception was thrown, this was the stack:",
        "#0      RangeError.checkValueInInterval (dart:core/errors.dart:358:7)",
        "#1      _RestSliderState.build (package:crew_app/rest/rest_slider.dart:41:16)",
        "#2      StatefulElement.build (package:flutter/src/widgets/framework.dart:5592:27)",
        "#3      ComponentElement.performRebuild (package:flutter/src/widgets/framework.dart:5480:15)",
        "#4      StatefulElement.performRebuild (package:flutter/src/widgets/framework.dart:5643:11)",
        "...     (61 more frames)",
        "════════════════════════════════════════════════════════════════════════════════",
    ]
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h60-cc-crewapp-duty-swap",
        "project": APP,
        "start": datetime(2026, 11, 4, 9, 20),
        "branch": "feat/duty-swap",
        "about": "crew-app: building the duty-swap request flow; state management options laid out, 'go with that' "
                 "picks Riverpod; swaps hit POST /v2/swaps; standing rule with a typo ('remeber') that crew control "
                 "approves every swap; an offline Hive queue proposed and ignored; one-off rename of a widget",
        "steps": [
            ("user", "hiya. starting the duty swap feature today finally, the cabin crew have been asking since "
                     "summer. flow is: FA picks one of their duties, picks a colleague's duty on the same day, "
                     "colleague accepts, done. we have no state management beyond setState in the app so far, what "
                     "should we use now that it's getting bigger"),
            bash("cat pubspec.yaml | sed -n '1,40p'",
                 "name: crew_app\ndescription: Skerrow Air crew app\nversion: 3.7.2+260110\n\n"
                 "environment:\n  sdk: '>=3.4.0 <4.0.0'\n  flutter: 3.24.3\n\n"
                 "dependencies:\n  flutter:\n    sdk: flutter\n  dio: ^5.7.0\n  intl: ^0.19.0\n"
                 "  flutter_secure_storage: ^9.2.2\n  go_router: ^14.2.7\n  local_auth: ^2.3.0\n"
                 "  firebase_messaging: ^15.1.3\n\ndev_dependencies:\n  flutter_test:\n    sdk: flutter\n"
                 "  flutter_lints: ^4.0.0\n  mocktail: ^1.0.4\n"),
            ("assistant", "You're on Flutter 3.24.3 with dio and go_router, no state library yet. The realistic "
                          "options:\n\n"
                          "- **Provider**: smallest step from setState, but you'd outgrow it with swaps that have "
                          "several async states (pending, accepted, rejected, expired).\n"
                          "- **Bloc**: explicit events and states, very testable, but a lot of boilerplate for a "
                          "team of two on the app.\n"
                          "- **Riverpod**: async state as `AsyncValue`, providers testable without widgets, works "
                          "fine next to the existing setState screens so you can migrate gradually.\n\n"
                          "For this feature I'd take Riverpod, and leave the old screens alone until someone touches "
                          "them."),
            ("user", "go with that"),
            bash("flutter pub add flutter_riverpod && flutter pub get | tail -3",
                 "Resolving dependencies...\n+ flutter_riverpod 2.6.1\n+ riverpod 2.6.1\n+ state_notifier 1.0.0\n"
                 "Changed 3 dependencies!\nGot dependencies!\n"),
            ("assistant", "Riverpod 2.6.1 added. What does the backend give us for swaps?"),
            ("user", "crew-api has POST /v2/swaps with {offeredDutyId, requestedDutyId, counterpartCrewId}. "
                     "returns the swap with status PENDING_COUNTERPART. then the counterpart accepts with POST "
                     "/v2/swaps/{id}/accept and it goes to PENDING_CREW_CONTROL.\n\n"
                     "and pls remeber this for every time we touch swaps: a swap NEVER goes straight into the "
                     "roster, even if both crew agree. crew control approves every single one, the app only shows "
                     "'waiting for crew control'. the FTL check happens on their side"),
            ("assistant", "Clear. So the app's states are: PENDING_COUNTERPART → PENDING_CREW_CONTROL → "
                          "APPROVED / REJECTED, and the app never marks a swap as done on its own. I'll model it "
                          "as a `SwapStatus` enum mirroring the API and a `swapsProvider` family keyed by duty id."),
            tool("Write", {"file_path": f"{APP}/lib/swaps/swap_repository.dart",
                           "content": "class SwapRepository {\n  SwapRepository(this._dio);\n  final Dio _dio;\n\n"
                                      "  Future<Swap> request(SwapRequest r) async {\n"
                                      "    final res = await _dio.post('/v2/swaps', data: r.toJson());\n"
                                      "    return Swap.fromJson(res.data);\n  }\n\n"
                                      "  Future<Swap> accept(String id) async {\n"
                                      "    final res = await _dio.post('/v2/swaps/$id/accept');\n"
                                      "    return Swap.fromJson(res.data);\n  }\n}\n"},
                 "File created successfully."),
            tool("Write", {"file_path": f"{APP}/lib/swaps/swap_screen.dart", "content": "// SwapRequestCard, SwapList ..."},
                 "File created successfully."),
            ("assistant", "Repository, providers and a first screen are in. One idea for later: crew often open the "
                          "app on the apron with bad signal, so we could queue swap requests offline in a Hive box "
                          "and send them when the connection is back."),
            ("user", "rename SwapRequestCard to SwapOfferTile, card is confusing with boarding cards"),
            bash("grep -rl SwapRequestCard lib test | xargs sed -i 's/SwapRequestCard/SwapOfferTile/g' && "
                 "flutter analyze",
                 "Analyzing crew-app...\nNo issues found! (ran in 4.8s)\n"),
            bash("flutter test test/swaps",
                 "00:03 +1: SwapRepository request posts to /v2/swaps\n"
                 "00:03 +2: SwapRepository accept moves to PENDING_CREW_CONTROL\n"
                 "00:04 +3: SwapOfferTile shows waiting for crew control\n"
                 "00:04 +4: swap is never shown as done before APPROVED\n00:04 +4: All tests passed!\n"),
            ("assistant", "Renamed, analyzer clean, 4 swap tests pass, including one that the UI never shows a "
                          "swap as done before crew control's APPROVED."),
            ("user", "lovely. that's it for today, standup in 5"),
        ],
        "facts": [
            fact("riverpod", "The crew app uses Riverpod (flutter_riverpod 2.6.1) for state management, starting with "
                             "duty swaps; older setState screens are migrated only when touched.",
                 "decision", "user", ["Riverpod"]),
            fact("swap-api", "Swaps are requested with POST /v2/swaps (offeredDutyId, requestedDutyId, "
                             "counterpartCrewId) and accepted with POST /v2/swaps/{id}/accept.",
                 "config", "user", ["/v2/swaps"]),
            fact("crew-control-approves", "Standing rule: a duty swap never goes straight into the roster; crew "
                                          "control approves every swap (and does the FTL check), the app only shows "
                                          "'waiting for crew control'.",
                 "rule", "user", ["swap", "crew control"], remember=True),
            fact("swap-states", "Swap statuses: PENDING_COUNTERPART after the request, PENDING_CREW_CONTROL after the "
                                "counterpart accepts, then APPROVED or REJECTED (SwapStatus enum mirrors the API).",
                 "fact", "user", ["PENDING_COUNTERPART", "PENDING_CREW_CONTROL"]),
        ],
        "optional": [
            opt("flutter-version", "The app is on Flutter 3.24.3.", ["3.24.3"]),
        ],
        "questions": [
            q("Which state management library does the crew app use?", "Riverpod", ["riverpod"]),
            q("Which endpoint creates a duty swap request?", "POST /v2/swaps", ["swap-api"]),
            q("Can a swap go into the roster once both crew members agree?",
              "no, crew control approves every swap", ["crew-control-approves"]),
        ],
    },
    {
        "id": "h60-cc-crewapp-rest-crash",
        "project": APP,
        "start": datetime(2026, 11, 12, 7, 55),
        "branch": "fix/rest-slider-range",
        "about": "crew-app: rest report screen crashes for crew whose phone is not on base time; first guess (intl "
                 "locale) wrong; cause: crew-api sends reportedAt without an offset and Dart parses it as local "
                 "time; fix: API sends Z, app parses as UTC; German-flavoured standing rule that times are UTC "
                 "inside the app; code review reply sets int minutes across the API boundary",
        "steps": [
            ("user", "good morning. the rest report screen crashes for some people. red screen in debug, grey in "
                     "release. only crew who night-stopped in Ardmoor with phones still on, hmm, no wait, i think "
                     "it's people whose phones are not on base time. is probably the intl package with the locale, "
                     "we updated it last week. log from the tester's phone:"),
            bash("cat ~/Downloads/tester-rest-crash.log", _flutter_log()),
            ("assistant", "The log points somewhere else than intl. The slider got a value of -30 minutes for the "
                          "rest so far, and the response shows why: `releaseAt` ends in `Z` (UTC) but `reportedAt` "
                          "is `2026-11-11T21:40:00` with no offset. Dart's `DateTime.parse` treats a string "
                          "without an offset as local time. On a phone set to base time that happens to line up in "
                          "winter; on a phone one hour ahead, 21:40 local is 20:40 UTC, before the release at "
                          "21:10 UTC, so the rest is negative and the slider throws. Let me confirm against the "
                          "intl theory."),
            bash("git log --oneline -3 -- pubspec.lock && TZ=Europe/Helsinki flutter test test/rest/rest_parse_test.dart",
                 "f02a7c1 bump intl 0.19.0\n9bb1e03 bump dio\n51c02d4 bump go_router\n"
                 "00:02 +0 -1: rest minutes from api json [E]\n"
                 "  Expected: <30>\n    Actual: <-30>\n"
                 "00:02 +0 -1: Some tests failed.\n"),
            ("assistant", "Reproduced with the phone's TZ set one hour ahead, and the intl bump only touched "
                          "number formatting. So the cause is `reportedAt` coming without an offset and being "
                          "parsed as local. Two fixes, both worth doing: crew-api should serialize `reportedAt` with "
                          "`Z` like every other timestamp, and the app should never trust a naive string: parse, and "
                          "if there's no offset, treat it as UTC."),
            ("user", "yes both, I'll do the api side myself, it's a one liner there. and now listen, this i want you "
                     "to keep for all the next times in this app: inside the app every time is UTC. only the widget "
                     "at the very end makes it local for showing. this is like so and it stays like so, we do not "
                     "discuss it every sprint again."),
            tool("Write", {"file_path": f"{APP}/lib/core/utc.dart",
                           "content": "DateTime parseApiTime(String s) {\n"
                                      "  final hasOffset = RegExp(r'(Z|[+-]\\d\\d:?\\d\\d)$').hasMatch(s);\n"
                                      "  return DateTime.parse(hasOffset ? s : '${s}Z').toUtc();\n}\n"},
                 "File created successfully."),
            bash("grep -rn 'DateTime.parse' lib | grep -v core/utc.dart",
                 "lib/rest/rest_report.dart:22:    reportedAt: DateTime.parse(j['reportedAt']),\n"
                 "lib/rest/rest_report.dart:23:    releaseAt: DateTime.parse(j['releaseAt']),\n"
                 "lib/duties/duty.dart:31:    reportUtc: DateTime.parse(j['report']).toUtc(),\n"
                 "lib/swaps/swap.dart:18:    createdAt: DateTime.parse(j['createdAt']),\n"),
            ("assistant", "Replaced all four `DateTime.parse` calls with `parseApiTime`, and the slider now clamps "
                          "at 0 rather than throwing, just in case. The rest test passes with TZ=Europe/Helsinki "
                          "and TZ=UTC. Opening the PR."),
            bash("gh pr create --fill && sleep 600 && gh pr view --comments | tail -25",
                 "https://git.skerrow.internal/crew/crew-app/pull/412\n\n"
                 "--- review by tor-m (1 comment) ---\n"
                 "lib/rest/rest_report.dart:24\n"
                 "  nit: minRestMinutes is an int, could we make it a Duration in the model? feels more dart-y\n"
                 "lib/core/utc.dart:1\n"
                 "  nice helper. maybe also export from core.dart?\n"),
            ("user", "reply to the first one: no, we keep durations as plain int minutes in the JSON and in the api "
                     "models, everywhere across the api boundary. Duration only in the view models, converted in "
                     "one place. backend is java and the ios watch widget reads the same json. second one: sure, "
                     "do it"),
            bash("gh pr comment 412 --body 'Durations stay int minutes across the API boundary (JSON + api models); "
                 "Duration only in view models, converted in one place. Backend and the watch widget read the same JSON.' "
                 "&& sed -i '$a export \"utc.dart\";' lib/core/core.dart && git commit -qam 'export utc helper' && git push -q",
                 "https://git.skerrow.internal/crew/crew-app/pull/412#issuecomment-9981\n"),
            ("assistant", "Replied on the nit and exported `parseApiTime` from `core.dart`. PR #412 is ready once "
                          "your crew-api change to send `reportedAt` with `Z` is deployed."),
            ("user", "merged the api one. thx, go merge yours"),
        ],
        "facts": [
            fact("rest-crash-cause", "The rest report screen crashed (RangeError in RestSlider, -30 minutes) because "
                                     "crew-api sent reportedAt without an offset and DateTime.parse read it as local "
                                     "time; fixed by sending Z from the API and parsing naive strings as UTC "
                                     "(parseApiTime). The intl bump was not the cause.",
                 "bugfix", "assistant", ["reportedAt", ["offset", "parseApiTime"]]),
            fact("utc-inside", "Standing rule for the crew app: every time inside the app is UTC; only the widget "
                               "that shows it converts to local.",
                 "rule", "user", ["UTC", "widget"], remember=True),
            fact("int-minutes", "Durations are plain int minutes in the JSON and API models across the API boundary; "
                                "Duration is used only in view models, converted in one place.",
                 "convention", "user", ["int minutes", "Duration"]),
            fact("parse-helper", "All API timestamps in the crew app are parsed with parseApiTime in "
                                 "lib/core/utc.dart (a string without an offset is taken as UTC), exported from "
                                 "core.dart.", "convention", "assistant", ["parseApiTime"]),
        ],
        "optional": [],
        "questions": [
            q("Why did the rest report screen crash for crew not on base time?",
              "reportedAt had no offset and was parsed as local time", ["rest-crash-cause"]),
            q("In which time zone does the crew app keep times internally?", "UTC, only the widget makes it local",
              ["utc-inside"]),
            q("How are durations represented in the API models?", "plain int minutes; Duration only in view models",
              ["int-minutes"]),
        ],
    },
    {
        "id": "h60-cc-crewapp-staged-release",
        "project": APP,
        "start": datetime(2026, 11, 20, 14, 10),
        "branch": "release/3.8.0",
        "about": "crew-app: release 3.8.0 with swaps; decision reversed: first both bases at once, then Ardmoor crews "
                 "first for 48h; remember given by answering the assistant's offer; build number yyMMddNN; fastlane "
                 "lane beta_ardmoor; one-off 'run it again'; end-of-session summary",
        "steps": [
            ("user", "release day!! 3.8.0 with the swaps. version bump and testflight + play internal please, both "
                     "bases at once this time, nobody wants to wait"),
            bash("grep '^version' pubspec.yaml && git log --oneline release/3.7.2..HEAD | wc -l",
                 "version: 3.7.2+260110\n37\n"),
            ("assistant", "Currently 3.7.2+260110. The build number looks like `yyMMddNN`, date plus a counter. "
                          "Is that the scheme, so this one is `3.8.0+26112001`?"),
            ("user", "yes, yyMMdd plus two digit counter for the day, always. 26112001"),
            bash("sed -i 's/^version: .*/version: 3.8.0+26112001/' pubspec.yaml && fastlane lanes | sed -n '1,30p'",
                 "+------------------+------------------------------------------------------+\n"
                 "|                   Available lanes                                        |\n"
                 "+------------------+------------------------------------------------------+\n"
                 "| ios beta_all     | Build, upload to TestFlight, group 'All crew'         |\n"
                 "| ios beta_ardmoor | Build, upload to TestFlight, group 'ADM crew'         |\n"
                 "| ios release      | Submit the current TestFlight build for review        |\n"
                 "| android internal | Build appbundle, upload to Play internal (all crew)   |\n"
                 "| android adm_only | Build appbundle, Play closed track 'adm-crew'         |\n"
                 "+------------------+------------------------------------------------------+\n"),
            bash("fastlane ios beta_all",
                 "[14:22:03]: fastlane detected a Gemfile in the current directory\n"
                 "[14:22:05]: --- Step: build_app ---\n"
                 "[14:27:41]: Successfully exported and compressed dSYM file\n"
                 "[14:27:43]: --- Step: upload_to_testflight ---\n"
                 "[14:28:10]: [Transporter Error Output]: Connection reset by peer (-19232)\n"
                 "[14:28:10]: Error uploading ipa file\n"),
            ("user", "ugh. run it again"),
            ("assistant", "Before I do: the build is already exported, so I'll retry only the upload step rather "
                          "than rebuilding."),
            bash("fastlane pilot upload --ipa build/CrewApp.ipa --skip_waiting_for_build_processing",
                 "[14:31:55]: Ready to upload new build to TestFlight (App: 1561188044)...\n"
                 "[14:33:20]: Successfully uploaded package to App Store Connect. It might take a few minutes until "
                 "it's visible online.\n"),
            ("user", "hold on. chief of cabin crew just called. after the 3.6 disaster with the login loop she "
                     "wants Ardmoor to get it first for 48 hours, they're smaller and their base manager is in the "
                     "office to collect feedback. so NOT both bases. can we pull the all-crew testflight group?"),
            ("assistant", "Yes: the build isn't distributed to 'All crew' until processing finishes, so I'll remove "
                          "that group from the build and use the `beta_ardmoor` lane group ('ADM crew') instead; on "
                          "Android I'll use `adm_only` (closed track 'adm-crew') instead of `internal`."),
            bash("fastlane run testflight_remove_group build_number:26112001 group:'All crew' && "
                 "fastlane run testflight_add_group build_number:26112001 group:'ADM crew' && fastlane android adm_only",
                 "[14:41:02]: Removed group 'All crew' from build 26112001\n"
                 "[14:41:04]: Added group 'ADM crew' to build 26112001\n"
                 "[14:41:06]: --- Step: gradle bundleRelease ---\n"
                 "[14:46:18]: --- Step: upload_to_play_store (track: adm-crew) ---\n"
                 "[14:46:59]: Successfully finished the upload to Google Play\n"),
            ("assistant", "Done: 3.8.0+26112001 is with the ADM crew group on TestFlight and on the Play 'adm-crew' "
                          "track. Kelby crews don't get it yet.\n\n"
                          "Should I keep this as the standing release procedure for the crew app, Ardmoor first "
                          "for 48 hours and Kelby after?"),
            ("user", "yes please, from now that's how every release goes"),
            ("assistant", "Noted as the release procedure. I'll put a reminder in the release checklist too."),
            tool("Edit", {"file_path": f"{APP}/docs/RELEASING.md",
                          "old_string": "3. Run `fastlane ios beta_all` and `fastlane android internal`.",
                          "new_string": "3. Run `fastlane ios beta_ardmoor` and `fastlane android adm_only` (Ardmoor "
                                        "crews first).\n4. After 48 hours without blockers: `beta_all` / `internal`."},
                 "The file has been updated."),
            ("assistant", "## Summary\n\n"
                          "- Version **3.8.0+26112001** (build number `yyMMdd` + two-digit counter).\n"
                          "- First upload failed on a Transporter connection reset; re-uploaded with `pilot`.\n"
                          "- Plan changed mid-release: instead of both bases at once, **Ardmoor crews get every "
                          "release first for 48 hours** (`beta_ardmoor`, Play track `adm-crew`), Kelby after.\n"
                          "- `docs/RELEASING.md` updated."),
        ],
        "facts": [
            fact("ardmoor-first", "Standing release procedure for the crew app: every release goes to Ardmoor crews "
                                  "first for 48 hours (fastlane beta_ardmoor, Play track adm-crew), then Kelby; not "
                                  "both bases at once.",
                 "rule", "user", ["Ardmoor", "48 hours"], remember=True),
            fact("build-number", "Crew app build numbers are yyMMdd plus a two-digit counter for the day "
                                 "(e.g. 3.8.0+26112001).",
                 "convention", "user", ["yyMMdd", "counter"]),
            fact("adm-lanes", "The Ardmoor-first release uses fastlane ios beta_ardmoor (TestFlight group 'ADM crew') "
                              "and android adm_only (Play closed track adm-crew).",
                 "config", "assistant", ["beta_ardmoor", "adm_only"]),
        ],
        "optional": [
            opt("both-bases-first", "The release was first going to both bases at once.", ["both bases"]),
            opt("pilot-retry", "A failed TestFlight upload can be retried with fastlane pilot upload without "
                               "rebuilding.", ["pilot"]),
        ],
        "questions": [
            q("How are crew app releases rolled out to the two bases?", "Ardmoor crews first for 48 hours, Kelby after",
              ["ardmoor-first"]),
            q("What is the crew app's build number scheme?", "yyMMdd plus a two-digit counter", ["build-number"]),
            q("Which fastlane lanes ship a build to Ardmoor only?", "beta_ardmoor and adm_only", ["adm-lanes"]),
        ],
    },
]
