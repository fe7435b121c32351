"""h57 Claude Code sessions, part c: campus-app, the students' React Native app (push notifications for exam
timetable changes, a release whose iOS build fails in CI), and idp-shibboleth, the university's Shibboleth IdP
(attribute release for the app's new backend)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

APP = "/Users/linh/dev/campus-app"
IDP = "/home/priya/infra/idp-shibboleth"

_PACKAGE_JSON = (
    "{\n  \"name\": \"campus-app\",\n  \"version\": \"3.3.2\",\n  \"private\": true,\n  \"scripts\": {\n"
    "    \"android\": \"react-native run-android\",\n    \"ios\": \"react-native run-ios\",\n"
    "    \"lint\": \"eslint .\",\n    \"test\": \"jest\",\n    \"typecheck\": \"tsc --noEmit\"\n  },\n"
    "  \"dependencies\": {\n    \"@react-navigation/native\": \"^7.0.14\",\n"
    "    \"@react-navigation/native-stack\": \"^7.1.10\",\n    \"@tanstack/react-query\": \"^5.59.16\",\n"
    "    \"react\": \"18.3.1\",\n    \"react-native\": \"0.76.3\",\n    \"react-native-app-auth\": \"^8.0.0\",\n"
    "    \"react-native-keychain\": \"^9.1.0\",\n    \"react-native-mmkv\": \"^3.1.0\",\n"
    "    \"date-fns\": \"^4.1.0\",\n    \"i18next\": \"^23.16.4\",\n    \"react-i18next\": \"^15.1.0\"\n  },\n"
    "  \"devDependencies\": {\n    \"@babel/core\": \"^7.25.2\",\n    \"@react-native/eslint-config\": \"0.76.3\",\n"
    "    \"@testing-library/react-native\": \"^12.8.1\",\n    \"jest\": \"^29.7.0\",\n"
    "    \"typescript\": \"5.6.3\"\n  }\n}\n"
)

_POD_INSTALL = (
    "Auto-linking React Native modules for target `CampusApp`: RNFBApp, RNFBMessaging, RNKeychain, "
    "RNAppAuth, react-native-mmkv\n"
    "Framework build type is static library\n"
    "Analyzing dependencies\n"
    "Downloading dependencies\n"
    "Installing Firebase (11.4.0)\n"
    "Installing FirebaseCore (11.4.0)\n"
    "Installing FirebaseCoreInternal (11.4.0)\n"
    "Installing FirebaseInstallations (11.4.0)\n"
    "Installing FirebaseMessaging (11.4.0)\n"
    "Installing GoogleDataTransport (10.1.0)\n"
    "Installing GoogleUtilities (8.0.2)\n"
    "Installing PromisesObjC (2.4.0)\n"
    "Installing RNFBApp (21.6.1)\n"
    "Installing RNFBMessaging (21.6.1)\n"
    "Installing nanopb (3.30910.0)\n"
    "Generating Pods project\n"
    "Integrating client project\n"
    "Pod installation complete! There are 71 dependencies from the Podfile and 84 total pods installed.\n"
)

_CI_LOG = (
    "2026-11-18T08:12:40.118Z ▸ Compiling AppDelegate.mm\n"
    "2026-11-18T08:12:44.902Z ▸ Compiling main.m\n"
    "2026-11-18T08:12:51.377Z ▸ Running script '[CP-User] [RNFB] Core Configuration'\n"
    "2026-11-18T08:12:51.401Z info: -> RNFB build script started\n"
    "2026-11-18T08:12:51.402Z info: 1) Locating firebase.json file:\n"
    "2026-11-18T08:12:51.405Z info:  -> firebase.json not found, skipping\n"
    "2026-11-18T08:12:51.411Z error: GoogleService-Info.plist not found at "
    "/Users/runner/work/campus-app/campus-app/ios/CampusApp/GoogleService-Info.plist\n"
    "2026-11-18T08:12:51.412Z ❌ error: [RNFB] Missing GoogleService-Info.plist, Firebase cannot be configured\n"
    "2026-11-18T08:12:51.950Z ** ARCHIVE FAILED **\n\n"
    "The following build commands failed:\n"
    "\tPhaseScriptExecution [CP-User]\\ [RNFB]\\ Core\\ Configuration (in target 'CampusApp' from project "
    "'CampusApp')\n(1 failure)\n"
    "[08:12:52]: Exit status: 65\n"
    "[08:12:52]: -------------------------\n"
    "[08:12:52]: --- Step: build_app ---\n"
    "[08:12:52]: Xcode version: 16.1 (16B40)\n"
    "[08:12:53]: fastlane finished with errors\n"
    "Error: Process completed with exit code 1.\n"
)

SESSIONS = [
    {
        "id": "h57-cc-campus-push",
        "project": APP,
        "start": datetime(2026, 11, 5, 13, 15),
        "about": "campus-app: push notifications for exam timetable changes; the person writes Vietnamese-"
                 "flavoured English; three options (Expo, FCM directly, Azure Notification Hubs), answered 'I "
                 "think number 2' because the university already has a Firebase project; per-device tokens "
                 "instead of FCM topics (topics would leak modules); Android channel exam-updates; remember-request "
                 "in Vietnamese-flavoured English: student number only last 3 digits in notifications, never with "
                 "the name",
        "steps": [
            ("user", "hello, today I want to make push notification for exam timetable. When timetable is publish "
                     "or have change, student receive notify on the phone. Please help me check which way is "
                     "better for our app"),
            bash("cat package.json", _PACKAGE_JSON),
            bash("ls android/app ios/CampusApp && git log --oneline -3",
                 "android/app:\nbuild.gradle\ndebug.keystore\nproguard-rules.pro\nsrc\n\n"
                 "ios/CampusApp:\nAppDelegate.h\nAppDelegate.mm\nImages.xcassets\nInfo.plist\n"
                 "LaunchScreen.storyboard\nPrivacyInfo.xcprivacy\nmain.m\n\n"
                 "b81f20c timetable: offline cache in mmkv\n4e0c9a7 auth: SAML via idp broker, refresh in keychain\n"
                 "a3d1f55 release 3.3.2\n"),
            ("assistant", "It's a bare React Native 0.76 app (no Expo), with the timetable already cached in "
                          "MMKV. Three realistic ways to get pushes to it:\n\n"
                          "1. **Expo push service** with `expo-notifications`. Simple server API, but in a bare "
                          "app it means adding the Expo modules infrastructure, and Expo's servers sit between us "
                          "and Apple/Google.\n"
                          "2. **Firebase Cloud Messaging directly**, with `@react-native-firebase/messaging`. FCM "
                          "delivers to Android and, through APNs, to iOS. The backend (campus-app API) sends with "
                          "the FCM HTTP v1 API. Needs a Firebase project and the two config files.\n"
                          "3. **Azure Notification Hubs**. Fits the university's Azure tenant; the backend talks "
                          "to the hub and the hub talks to FCM and APNs. But you still need FCM and APNs "
                          "credentials underneath, plus the hub, its namespace and the SDK glue, so it's the "
                          "most setup for a single app.\n\n"
                          "For one app with one backend, 2 is the least moving parts."),
            ("user", "I think number 2. Azure one is too much config for us, and university already have Firebase "
                     "project from the library app, IT say we can add our app inside it"),
            bash("yarn add @react-native-firebase/app@21.6.1 @react-native-firebase/messaging@21.6.1 && cd ios && "
                 "pod install",
                 "yarn add v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n"
                 "[3/4] Linking dependencies...\n[4/4] Building fresh packages...\nsuccess Saved 2 new "
                 "dependencies.\n✨  Done in 11.84s.\n" + _POD_INSTALL),
            ("assistant", "Installed RNFB 21.6.1 (Firebase iOS SDK 11.4.0). Next question is how the backend "
                          "addresses students. Two ways:\n\n"
                          "- **FCM topics**, e.g. one topic per module (`exam-law1010`). The app subscribes to "
                          "the modules of the student. Easy to send, but a topic subscription is visible to anyone "
                          "who can list the device's topics and it reveals which modules a student takes; and "
                          "timetables are personal anyway (a student with an adjustment gets a different room).\n"
                          "- **Device tokens per student**: the app registers its token with the campus-app API "
                          "after login; the API sends to the student's tokens.\n\n"
                          "I'd do device tokens."),
            ("user", "yes tokens. topic is not good for privacy, I agree"),
            tool("Write", {"file_path": f"{APP}/src/push/registerDevice.ts",
                           "content": "import messaging from '@react-native-firebase/messaging';\n"
                                      "import { api } from '../api';\n\nexport async function registerDevice() {\n"
                                      "  const status = await messaging().requestPermission();\n"
                                      "  if (status < messaging.AuthorizationStatus.AUTHORIZED) return;\n"
                                      "  const token = await messaging().getToken();\n"
                                      "  await api.post('/me/devices', { token, platform: Platform.OS });\n}\n"},
                 "File created successfully at: /Users/linh/dev/campus-app/src/push/registerDevice.ts"),
            tool("Write", {"file_path": f"{APP}/src/push/channels.ts",
                           "content": "export const EXAM_CHANNEL = { id: 'exam-updates', name: 'Exam timetable', "
                                      "importance: 4 };\n"},
                 "File created successfully at: /Users/linh/dev/campus-app/src/push/channels.ts"),
            ("assistant", "Device registration is in `src/push/registerDevice.ts` (asks permission after login, "
                          "posts the token to `/me/devices`). On Android the notifications go to a channel with id "
                          "`exam-updates` so students can mute other things without muting exams. A first draft of "
                          "the payload the API would send:\n\n"
                          "```json\n{\"title\": \"Exam timetable changed\",\n \"body\": \"2231457 Tran: LAW1010 "
                          "moved to 14 Jan 13:00, Hall B\",\n \"data\": {\"screen\": \"Timetable\", \"module\": "
                          "\"LAW1010\"}}\n```"),
            ("user", "No no. Student number cannot show full like this, notification is show on lock screen, "
                     "everybody can see. Data protection officer already tell us. Please you keep in memory for "
                     "all next time, not only this screen: student number only show last 3 digit, like ••••457, "
                     "and never put name together with the number"),
            ("assistant", "Understood, and I'll keep to it everywhere in this app, not only here: a student "
                          "number is shown only as its last 3 digits (••••457), and never together with the "
                          "student's name. For the notification I'd leave both out entirely; the phone already "
                          "belongs to the student:\n\n"
                          "```json\n{\"title\": \"Exam timetable changed\",\n \"body\": \"LAW1010 moved to 14 Jan "
                          "13:00, Hall B\",\n \"data\": {\"screen\": \"Timetable\", \"module\": \"LAW1010\"}}\n"
                          "```\n\nI've added a `maskStudentNumber()` helper in `src/util/privacy.ts` for the "
                          "places that do need to show it (the profile screen)."),
            ("user", "ok good. can you also make the notify sound different for exam? like alarm"),
            ("assistant", "On Android the sound belongs to the channel, so `exam-updates` can have its own sound "
                          "file in `android/app/src/main/res/raw`. On iOS a custom sound has to be a bundled "
                          ".caf under 30 seconds. Do you have a sound file, or should I leave the default for now?"),
            ("user", "leave default, designer will send later maybe"),
            bash("yarn typecheck && yarn test --silent 2>&1 | tail -6",
                 "$ tsc --noEmit\n✨  Done in 9.12s.\n"
                 "Test Suites: 31 passed, 31 total\nTests:       188 passed, 188 total\nSnapshots:   12 passed, "
                 "12 total\nTime:        14.305 s\nRan all test suites.\n"),
            ("user", "thank you, very helpful today"),
        ],
        "facts": [
            fact("fcm-choice", "campus-app push notifications use Firebase Cloud Messaging directly "
                               "(@react-native-firebase/messaging) in the university's existing Firebase project; "
                               "Expo and Azure Notification Hubs were rejected (Azure too much config).",
                 "decision", "user", [["FCM", "Firebase Cloud Messaging"], ["Firebase project", "Azure"]]),
            fact("device-tokens", "Pushes go to per-student device tokens registered via /me/devices, not FCM "
                                  "topics, because topics would reveal which modules a student takes.",
                 "decision", "user", ["device tokens", "topics"]),
            fact("mask-student-number", "In campus-app a student number is only ever shown as its last 3 digits "
                                        "(••••457) and never together with the student's name (data protection "
                                        "officer).",
                 "rule", "user", ["student number", "last 3"], remember=True),
            fact("exam-channel", "Android exam notifications use the channel id exam-updates.",
                 "config", "assistant", ["exam-updates"]),
        ],
        "optional": [
            opt("rnfb-version", "RNFB 21.6.1 with Firebase iOS SDK 11.4.0; the app is bare React Native 0.76.",
                ["21.6.1"]),
            opt("mask-helper", "maskStudentNumber() in src/util/privacy.ts masks student numbers.",
                ["maskStudentNumber"]),
        ],
        "questions": [
            q("Which push service does campus-app use?", "Firebase Cloud Messaging directly, FCM",
              ["fcm-choice"]),
            q("How may a student number be shown in the app?", "only the last 3 digits, never with the name",
              ["mask-student-number"]),
            q("Why not FCM topics for exam notifications?", "topics reveal which modules a student takes; device "
                                                            "tokens", ["device-tokens"]),
        ],
    },
    {
        "id": "h57-cc-campus-release-plist",
        "project": APP,
        "start": datetime(2026, 11, 18, 8, 30),
        "about": "campus-app: release 3.4.0; the iOS archive fails in CI; the person suspects the Xcode 16.1 "
                 "runner image; real cause GoogleService-Info.plist is gitignored and the workflow writes it from "
                 "the FIREBASE_IOS_PLIST secret only on main, not on release/* branches; fix in the workflow; "
                 "build number comes from the CI run number (never bumped by hand); release branches are "
                 "release/x.y.z; chatter about the weather",
        "steps": [
            ("user", "good morning, so cold today, my bike almost freeze. Release 3.4.0 today but iOS build in "
                     "CI is fail. I think is because github update the runner to Xcode 16.1 yesterday, can you "
                     "check"),
            bash("gh run list --branch release/3.4.0 --limit 3",
                 "STATUS  TITLE                  WORKFLOW     BRANCH         EVENT  ID           ELAPSED  AGE\n"
                 "X       release 3.4.0          ios-release  release/3.4.0  push   11938201774  6m12s    "
                 "40m\n"
                 "✓       release 3.4.0          android-rel  release/3.4.0  push   11938201770  9m48s    "
                 "40m\n"
                 "✓       push: exam-updates ch  ios-ci       main           push   11901442018  7m02s    "
                 "1d\n"),
            bash("gh run view 11938201774 --log-failed | tail -24", _CI_LOG),
            ("assistant", "The runner does say Xcode 16.1, but that isn't what failed. The archive stops in the "
                          "React Native Firebase build phase: `GoogleService-Info.plist not found`. The "
                          "compilation itself went through. And the `ios-ci` run on main yesterday was on the "
                          "same image and passed. Let me see how that file gets into the build."),
            bash("cat .gitignore | grep -n -i google; sed -n '/Write Firebase config/,/^      - name/p' "
                 ".github/workflows/ios-ci.yml .github/workflows/ios-release.yml",
                 "14:ios/CampusApp/GoogleService-Info.plist\n"
                 "21:android/app/google-services.json\n"
                 "==> .github/workflows/ios-ci.yml <==\n"
                 "      - name: Write Firebase config\n"
                 "        if: github.ref == 'refs/heads/main'\n"
                 "        run: echo \"$FIREBASE_IOS_PLIST\" | base64 --decode > ios/CampusApp/GoogleService-"
                 "Info.plist\n"
                 "        env:\n"
                 "          FIREBASE_IOS_PLIST: ${{ secrets.FIREBASE_IOS_PLIST }}\n"
                 "      - name: Build\n"
                 "==> .github/workflows/ios-release.yml <==\n"),
            ("assistant", "Found it. `GoogleService-Info.plist` is gitignored (rightly, it's per-environment), "
                          "and CI writes it from the `FIREBASE_IOS_PLIST` secret. That step exists only in "
                          "`ios-ci.yml`, and only for `main`. The release workflow `ios-release.yml`, which runs "
                          "for `release/*` branches, never had the step; it didn't need one until last week's push "
                          "notification work added Firebase. Android passed because `android-rel` already writes "
                          "`google-services.json` for every branch.\n\n"
                          "So: not Xcode. Fix is to add the same step to `ios-release.yml`, without the `main` "
                          "condition."),
            ("user", "ah ok, not Xcode. my mistake. please fix"),
            tool("Edit", {"file_path": f"{APP}/.github/workflows/ios-release.yml",
                          "old_string": "      - name: Build and upload\n",
                          "new_string": "      - name: Write Firebase config\n        run: echo \"$FIREBASE_IOS_PLIST\" "
                                        "| base64 --decode > ios/CampusApp/GoogleService-Info.plist\n        env:\n"
                                        "          FIREBASE_IOS_PLIST: ${{ secrets.FIREBASE_IOS_PLIST }}\n"
                                        "      - name: Build and upload\n"},
                 "The file /Users/linh/dev/campus-app/.github/workflows/ios-release.yml has been updated."),
            bash("sed -n '/increment_build_number/,+3p' ios/fastlane/Fastfile; agvtool what-version -terse",
                 "    increment_build_number(\n      build_number: ENV['GITHUB_RUN_NUMBER'],\n"
                 "      xcodeproj: 'CampusApp.xcodeproj'\n    )\n"
                 "1\n"),
            ("assistant", "While I'm in here: I see the local project says build number 1, which looks wrong, "
                          "but fastlane sets the build number from `GITHUB_RUN_NUMBER` at archive time, so the "
                          "local value never matters. Should I bump it in the project anyway so it doesn't look "
                          "odd?"),
            ("user", "no, never touch build number by hand. it come from the CI run number, always, otherwise "
                     "TestFlight reject duplicate. only marketing version we change, 3.4.0 is already set"),
            bash("git add .github/workflows/ios-release.yml && git commit -qm 'ci: write Firebase plist on "
                 "release branches' && git push && gh run watch --exit-status $(gh run list --branch "
                 "release/3.4.0 --workflow ios-release --limit 1 --json databaseId -q '.[0].databaseId')",
                 "✓ release/3.4.0 ios-release · 11939077120\nTriggered via push about 9 minutes ago\n\nJOBS\n"
                 "✓ build-and-upload in 8m51s (ID 33201998412)\n  ✓ Set up job\n  ✓ Checkout\n"
                 "  ✓ Select Xcode 16.1\n  ✓ Install pods\n  ✓ Write Firebase config\n"
                 "  ✓ Build and upload\n  ✓ Post Checkout\n"),
            ("assistant", "Green: 3.4.0 (build 212) is uploaded to TestFlight."),
            ("user", "yay. I will tell QA. oh and next release I should call the branch release/3.4.1 or "
                     "hotfix/3.4.1 for small fix?"),
            bash("git branch -r | grep -E 'release/|hotfix/' | tail -6",
                 "  origin/release/3.2.0\n  origin/release/3.2.1\n  origin/release/3.3.0\n"
                 "  origin/release/3.3.1\n  origin/release/3.3.2\n  origin/release/3.4.0\n"),
            ("assistant", "The history only has `release/x.y.z`, patch releases included (3.2.1, 3.3.1, 3.3.2), "
                          "and `ios-release.yml` only triggers on `release/*`. A `hotfix/` branch wouldn't build "
                          "at all."),
            ("user", "ok so release/3.4.1. keep it same like before. thanks!! now I go to find hot tea"),
        ],
        "facts": [
            fact("plist-cause", "The iOS release build failed because GoogleService-Info.plist is gitignored and "
                                "CI wrote it from the FIREBASE_IOS_PLIST secret only on main; ios-release.yml now "
                                "writes it for release/* branches too. Xcode 16.1 was not the cause.",
                 "bugfix", "assistant", ["GoogleService-Info.plist", ["ios-release.yml", "release/*"]]),
            fact("plist-secret", "The iOS Firebase config comes from the GitHub secret FIREBASE_IOS_PLIST "
                                 "(base64), decoded in CI.",
                 "config", "assistant", ["FIREBASE_IOS_PLIST"]),
            fact("build-number", "The iOS build number is never changed by hand: fastlane sets it from the CI run "
                                 "number (GITHUB_RUN_NUMBER); only the marketing version is edited.",
                 "convention", "user", ["build number", ["run number", "GITHUB_RUN_NUMBER"]]),
            fact("release-branches", "Release branches are named release/x.y.z, patch releases included; "
                                     "ios-release.yml only triggers on release/*.",
                 "convention", "user", ["release/x.y.z", ["release/3.4.1", "hotfix"]]),
        ],
        "optional": [
            opt("release-340", "3.4.0 was uploaded to TestFlight as build 212.", ["3.4.0", "212"]),
        ],
        "questions": [
            q("Why did the iOS release build fail in CI?",
              "CI writes GoogleService-Info.plist from FIREBASE_IOS_PLIST only on main, not release branches",
              ["plist-cause", "plist-secret"]),
            q("How is the iOS build number set?", "from the CI run number, never by hand", ["build-number"]),
            q("What should a patch release branch be called?", "release/3.4.1, release/x.y.z",
              ["release-branches"]),
        ],
    },
    {
        "id": "h57-cc-idp-campus-api-sp",
        "project": IDP,
        "start": datetime(2026, 11, 24, 11, 0),
        "about": "idp-shibboleth: adding the campus-app API as a SAML SP; pasted request asks for five "
                 "attributes; the campus-app API joins the internal-sps group and gets studentNumber, mail, "
                 "eduPersonAffiliation (not displayName); CLAUDE.md rule: studentNumber only to SPs listed in "
                 "attribute-filter-internal.xml, everyone else gets pairwise-id; reload fails: first guess a "
                 "namespace typo, real cause validUntil in the past in the SP metadata; another team's rule "
                 "(research computing stays on IdP v4) not adopted",
        "steps": [
            ("user", "hiya. ticket from the app team, they want their new API registered with the IdP. pasting "
                     "it:\n\n"
                     "> SS-4470 — SAML SP registration: campus-app API\n"
                     "> entityID: https://campusapp-api.northfell.ac.uk/shibboleth\n"
                     "> metadata: attached (campusapp-api-metadata.xml)\n"
                     "> Attributes requested: eduPersonPrincipalName, mail, displayName, studentNumber, "
                     "eduPersonAffiliation\n"
                     "> Justification: map the logged-in student to their timetable and push devices\n"
                     "> Go-live: before 1 Dec\n\n"
                     "let's look at what we do for similar SPs first"),
            bash("ls conf/ metadata/ && rg -n 'internal-sps|studentNumber' conf/attribute-filter*.xml | head -20",
                 "conf/:\nattribute-filter.xml\nattribute-filter-internal.xml\nattribute-resolver.xml\n"
                 "idp.properties\nmetadata-providers.xml\nrelying-party.xml\nsaml-nameid.xml\n\n"
                 "metadata/:\nenrol-sp.xml\nfederation-backup.xml\nmarks-portal-sp.xml\nstudent-portal-sp.xml\n\n"
                 "conf/attribute-filter-internal.xml:4:  <!-- internal-sps: university-run SPs on our own "
                 "infrastructure -->\n"
                 "conf/attribute-filter-internal.xml:5:  <AttributeFilterPolicy id=\"internal-sps\">\n"
                 "conf/attribute-filter-internal.xml:7:      <Rule xsi:type=\"Requester\" value=\"https://enrol."
                 "northfell.ac.uk/shibboleth\"/>\n"
                 "conf/attribute-filter-internal.xml:8:      <Rule xsi:type=\"Requester\" value=\"https://marks."
                 "northfell.ac.uk/shibboleth\"/>\n"
                 "conf/attribute-filter-internal.xml:9:      <Rule xsi:type=\"Requester\" value=\"https://portal."
                 "northfell.ac.uk/shibboleth\"/>\n"
                 "conf/attribute-filter-internal.xml:12:    <AttributeRule attributeID=\"studentNumber\" "
                 "permitAny=\"true\"/>\n"
                 "conf/attribute-filter.xml:31:    <AttributeRule attributeID=\"samlPairwiseID\" "
                 "permitAny=\"true\"/>\n"),
            ("assistant", "So there are two tiers. `attribute-filter.xml` gives every SP the pairwise "
                          "identifier (`samlPairwiseID`) and eduPersonScopedAffiliation. "
                          "`attribute-filter-internal.xml` has the `internal-sps` policy (enrol, marks-portal, the "
                          "student portal) which additionally releases studentNumber, eduPersonPrincipalName, mail "
                          "and eduPersonAffiliation. The campus-app API is ours and runs on our VMs, so it fits "
                          "the internal group. displayName isn't released to any SP today, not even the internal "
                          "ones."),
            ("user", "right. campus-app api goes in internal-sps. they get studentNumber, mail, "
                     "eduPersonAffiliation. NOT displayName, they don't need it, the app gets the name from the "
                     "SRS anyway. and ePPN they can have, it's in the group"),
            ("user", "and put this in CLAUDE.md for this repo, since I'm not the only one who edits these files: "
                     "studentNumber is released only to SPs listed in attribute-filter-internal.xml. any other SP, "
                     "whoever asks and however nicely, gets the pairwise-id and that's it"),
            tool("Edit", {"file_path": f"{IDP}/CLAUDE.md",
                          "old_string": "## Attribute release\n",
                          "new_string": "## Attribute release\n\n- studentNumber is released only to SPs listed in "
                                        "`conf/attribute-filter-internal.xml` (policy `internal-sps`). Every other "
                                        "SP gets `samlPairwiseID` (pairwise-id) only, whoever asks.\n"},
                 "The file /home/priya/infra/idp-shibboleth/CLAUDE.md has been updated."),
            tool("Edit", {"file_path": f"{IDP}/conf/attribute-filter-internal.xml",
                          "old_string": "      <Rule xsi:type=\"Requester\" value=\"https://portal.northfell.ac.uk/"
                                        "shibboleth\"/>\n",
                          "new_string": "      <Rule xsi:type=\"Requester\" value=\"https://portal.northfell.ac.uk/"
                                        "shibboleth\"/>\n      <Rule xsi:type=\"Requester\" value=\"https://campusapp-"
                                        "api.northfell.ac.uk/shibboleth\"/>\n"},
                 "The file /home/priya/infra/idp-shibboleth/conf/attribute-filter-internal.xml has been updated."),
            bash("cp ~/Downloads/campusapp-api-metadata.xml metadata/campusapp-api-sp.xml && sed -i "
                 "'s#</MetadataProvider>#  <MetadataProvider id=\"campusapp-api\" xsi:type=\"FilesystemMetadata"
                 "Provider\" metadataFile=\"%{idp.home}/metadata/campusapp-api-sp.xml\"/>\\n</MetadataProvider>#' "
                 "conf/metadata-providers.xml && sudo -u jetty /opt/shibboleth-idp/bin/reload-service.sh -id "
                 "shibboleth.MetadataResolverService",
                 "Reloading shibboleth.MetadataResolverService...\n"
                 "Configuration reload for 'shibboleth.MetadataResolverService' failed\n\n"
                 "2026-11-24 11:14:52,019 - ERROR [org.opensaml.saml.metadata.resolver.impl."
                 "AbstractReloadingMetadataResolver:?] - Metadata Resolver FilesystemMetadataResolver campusapp-api: "
                 "Error occurred while attempting to refresh metadata from "
                 "'/opt/shibboleth-idp/metadata/campusapp-api-sp.xml'\n"
                 "2026-11-24 11:14:52,020 - ERROR [org.opensaml.saml.metadata.resolver.impl."
                 "AbstractReloadingMetadataResolver:?] - Metadata Resolver FilesystemMetadataResolver campusapp-api: "
                 "Metadata provider failed to properly initialize, fail-fast=true, halting\n"
                 "net.shibboleth.shared.component.ComponentInitializationException: "
                 "org.opensaml.saml.metadata.resolver.filter.FilterException: Metadata was invalid or "
                 "unusable\n"),
            ("assistant", "The reload failed on the new metadata file. First thing I'd suspect is a namespace "
                          "problem in what they sent (a hand-edited `md:` prefix is common), since 'invalid or "
                          "unusable' often means schema validation. Let me validate it."),
            bash("xmllint --noout --schema /opt/shibboleth-idp/schema/saml-schema-metadata-2.0.xsd "
                 "metadata/campusapp-api-sp.xml; grep -o 'validUntil=\"[^\"]*\"' metadata/campusapp-api-sp.xml; "
                 "date -u +%FT%TZ",
                 "metadata/campusapp-api-sp.xml validates\n"
                 "validUntil=\"2026-10-31T00:00:00Z\"\n"
                 "2026-11-24T11:16:03Z\n"),
            ("assistant", "Wrong guess, the schema is fine. The real problem is `validUntil=\"2026-10-31T00:00:"
                          "00Z\"` on the EntityDescriptor: the metadata expired three weeks ago, and our "
                          "resolvers reject expired metadata (the `RequiredValidUntil` filter). Their generator "
                          "probably stamped a 30-day validity when they created it in October. They need to "
                          "regenerate it with a longer or no validUntil; we shouldn't edit their file."),
            ("user", "yep. I'll bounce it back on the ticket. revert the metadata-providers change for now so the "
                     "config stays loadable, keep the filter change, it's harmless without metadata"),
            bash("git checkout conf/metadata-providers.xml && rm metadata/campusapp-api-sp.xml && sudo -u jetty "
                 "/opt/shibboleth-idp/bin/reload-service.sh -id shibboleth.MetadataResolverService && git status "
                 "--short",
                 "Reloading shibboleth.MetadataResolverService...\nConfiguration reloaded for "
                 "'shibboleth.MetadataResolverService'\n M CLAUDE.md\n M conf/attribute-filter-internal.xml\n"),
            ("assistant", "Reverted and reloaded fine. Also, since you'll be upgrading soon anyway: research "
                          "computing's IdP wiki says they pin to Shibboleth IdP v4 and only take security "
                          "patches. Do you want the same here?"),
            ("user", "no, that's their thing, we're on v5 and we follow the releases. ok commit the two files, "
                     "message 'SS-4470: campus-app API in internal-sps (metadata pending)'"),
            bash("git commit -qam 'SS-4470: campus-app API in internal-sps (metadata pending)' && git log -1 "
                 "--oneline",
                 "7d2e9b4 SS-4470: campus-app API in internal-sps (metadata pending)\n"),
        ],
        "facts": [
            fact("campus-api-attrs", "The campus-app API SP (https://campusapp-api.northfell.ac.uk/shibboleth) is "
                                     "in the internal-sps policy and gets studentNumber, mail, eduPersonAffiliation "
                                     "and ePPN, but not displayName.",
                 "config", "user", ["internal-sps", "displayName"]),
            fact("student-number-release", "studentNumber is released only to SPs listed in "
                                           "attribute-filter-internal.xml; every other SP gets the pairwise-id only "
                                           "(written to CLAUDE.md).",
                 "rule", "user", ["studentNumber", "attribute-filter-internal.xml", "pairwise-id"], remember=True),
            fact("validuntil-cause", "The IdP reload failed because the campus-app API metadata had validUntil "
                                     "2026-10-31 (expired); the schema was fine. The SP team must regenerate it.",
                 "bugfix", "assistant", ["validUntil", ["expired", "2026-10-31"]]),
            fact("idp-v5", "The IdP stays on Shibboleth IdP v5 and follows releases; research computing's v4 pin "
                           "is not adopted.",
                 "decision", "user", ["v5", ["v4", "releases"]]),
        ],
        "optional": [
            opt("displayname-none", "displayName is not released to any SP.", ["displayName"]),
            opt("ticket", "The campus-app API registration is ticket SS-4470, metadata pending.", ["SS-4470"]),
        ],
        "questions": [
            q("Which SPs may receive studentNumber from the IdP?",
              "only SPs listed in attribute-filter-internal.xml; others get pairwise-id",
              ["student-number-release"]),
            q("Why did the IdP metadata reload fail for the campus-app API?",
              "validUntil in the metadata expired", ["validuntil-cause"]),
            q("Which attributes does the campus-app API get?",
              "studentNumber, mail, eduPersonAffiliation, not displayName", ["campus-api-attrs"]),
        ],
    },
]
