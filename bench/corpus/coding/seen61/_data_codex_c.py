"""h61 Codex sessions, part c: gazette-app (the React Native app) and gazette-cms (image crops for the apps).
The app counting the meter locally, 4:5 crops reviewed in a PR, and release 5.4 with gift links, a pinned
reanimated and a staged rollout."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

APP = "/home/bram/src/gazette-app"
CMS = "/home/ravi/src/gazette-cms"

_METER_HOOK = """import AsyncStorage from "@react-native-async-storage/async-storage";

const KEY = "meter.v1";
const LIMIT = 5;

export function useMeter() {
  const [count, setCount] = useState(0);
  useEffect(() => { AsyncStorage.getItem(KEY).then((v) => setCount(Number(v ?? 0))); }, []);
  const consume = async (articleId: string) => {
    const next = count + 1;                 // TODO: dedupe per article?
    await AsyncStorage.setItem(KEY, String(next));
    setCount(next);
    return next <= LIMIT;
  };
  return { count, consume, exhausted: count >= LIMIT };
}
"""

_METER_API = """$ curl -s -H "authorization: Bearer $APP_TOKEN" -X POST \\
    https://meter-svc.lowmoor-gazette.example/v1/meter/d4e1c0de/consume \\
    -d '{"article":"2026-1106-local-9912","period":"2026-11"}'
{"n":3,"limit":5,"already":false,"state":"counting"}
$ curl -s ... -d '{"article":"2026-1106-local-9912","period":"2026-11"}'
{"n":3,"limit":5,"already":true,"state":"counting"}
"""

_JEST = """PASS src/meter/__tests__/useMeter.test.tsx
  useMeter
    ✓ asks meter-svc before rendering a premium article (31 ms)
    ✓ does not count the same article twice (9 ms)
    ✓ subscriber skips the meter (4 ms)
    ✓ offline: article already in the reading cache opens (6 ms)
    ✓ offline: new premium article shows ConnectToRead (5 ms)
    ✓ meter-svc 5xx: fails open like the web (7 ms)
    ✓ ignores the legacy meter.v1 AsyncStorage key (3 ms)

Test Suites: 1 passed, 1 total
Tests:       7 passed, 7 total
Time:        2.18 s
"""

_REVIEW = """PR #618 image crops for the apps (4:5 portrait)  — review by jonas-k

  src/Image/CropGenerator.php:42
    jonas-k: Why generate all crops at upload? imgproxy could cut them on request from the original, we'd store
    one file instead of four.

  src/Image/CropGenerator.php:77
    jonas-k: the crop ignores the focal point when the image is smaller than 1600px wide, intended?

  config/packages/crops.yaml:3
    jonas-k: 4:5 at 1080x1350 — the apps team asked for 1200x1500, no?

  src/Image/CropGenerator.php:101
    jonas-k: nit: rename $r to $ratio
"""

_CROPS_YAML = """crops:
  landscape: { ratio: "16:9", width: 1600, height: 900 }
  square:    { ratio: "1:1",  width: 1080, height: 1080 }
  portrait:  { ratio: "4:5",  width: 1080, height: 1350 }
storage:
  bucket: gazette-images
  prefix: crops/{ratio}/{image_id}.webp
"""

_EAS_FAIL = """[RUN_GRADLEW] > Task :react-native-reanimated:compileReleaseKotlin FAILED
[RUN_GRADLEW] e: file:///home/expo/workingdir/build/node_modules/react-native-reanimated/android/src/main/java/com/swmansion/reanimated/NativeProxy.kt:41:5 Unresolved reference: ReactFeatureFlags
[RUN_GRADLEW] FAILURE: Build failed with an exception.
[RUN_GRADLEW] * What went wrong:
[RUN_GRADLEW] Execution failed for task ':react-native-reanimated:compileReleaseKotlin'.
[RUN_GRADLEW] BUILD FAILED in 6m 12s
Build failed: Gradle build failed with unknown error. See logs for the "Run gradlew" phase for more information.
"""

_NPM_LS = """gazette-app@5.4.0 /home/bram/src/gazette-app
├── react-native@0.76.3
├── react-native-reanimated@3.17.0
└─┬ @gorhom/bottom-sheet@5.0.6
  └── react-native-reanimated@3.17.0 deduped
"""

_EAS_OK = """✔ Build finished
🤖 Android app: https://expo.example/artifacts/gazette-app-5.4.0-612.aab
🍏 iOS app:     https://expo.example/artifacts/gazette-app-5.4.0-612.ipa
"""

SESSIONS = [
    {
        "id": "h61-cx-app-meter-server-count",
        "project": APP,
        "start": datetime(2026, 11, 7, 11, 15),
        "about": "gazette-app: pasted ticket APP-233: app readers get more than 5 free articles; cause: the app "
                 "counts the meter in AsyncStorage (key meter.v1), which a reinstall clears, and counts re-reads "
                 "twice; fix asks meter-svc /v1/meter/{id}/consume; 'from here on' the app never counts locally; "
                 "offline: cached articles open, new premium ones show ConnectToRead; fail open like the web; a "
                 "one-off 'rename that hook'",
        "steps": [
            ("user", "hiya. ticket from support, pasting:\n\n"
                     "APP-233 — App readers read way more than the free allowance\n"
                     "Reported by: support (3 tickets) + analytics\n"
                     "Steps: read 5 premium articles in the app -> paywall. Delete and reinstall the app -> 5 more.\n"
                     "Analytics says app readers without subscription average 11 premium articles/month, web 4.6.\n"
                     "Also: reading the same article twice counts twice.\n"
                     "Priority: high (product)\n\n"
                     "have a look at src/meter"),
            shell("cat src/meter/useMeter.ts", _METER_HOOK),
            ("assistant", "Both problems are right there. The app keeps its own counter in AsyncStorage under "
                          "`meter.v1`: a reinstall clears AsyncStorage, so the count starts at zero again, and "
                          "`consume()` adds one per call without looking at the article id, so a re-read counts "
                          "twice. The web doesn't have either problem because paywall-edge asks meter-svc, which "
                          "counts per article id per month. The app already has a token for meter-svc (it uses it "
                          "for the subscriber check). Let me confirm the API behaves the same for app calls."),
            shell("sh scripts/meter-smoke.sh", _METER_API),
            ("assistant", "Same behaviour: `already: true` on a re-read and the count doesn't move. Plan: "
                          "`useMeter` calls `POST /v1/meter/{id}/consume` before rendering a premium article and "
                          "uses the answer; the reader id is the one from the account (logged-in readers) or the "
                          "device id we already send as `x-gz-reader`; the AsyncStorage counter goes away."),
            ("user", "yes. and to be completely clear, from here on the app never counts the meter locally, not as "
                     "a cache, not as a fallback. meter-svc's answer is what counts, even if it says no"),
            ("assistant", "Understood. That leaves two edge cases to decide:\n"
                          "- **meter-svc unreachable (5xx, timeout)**: the web fails open and lets people read. "
                          "The app could do the same, or show the paywall.\n"
                          "- **offline**: no answer at all."),
            ("user", "5xx: fail open, same as web, we don't want the app stricter than the site. offline: "
                     "articles already in the reading cache open, a new premium article shows a 'connect to "
                     "read' screen. no counting offline"),
            shell("apply_patch < /tmp/meter-server.patch && npx jest src/meter", _JEST),
            ("assistant", "Implemented and tested:\n"
                          "- `useMeter` asks meter-svc for every premium article; re-reads don't count "
                          "(`already`), subscribers skip the meter;\n"
                          "- meter-svc 5xx or timeout (2 s) fails open, like the web;\n"
                          "- offline: articles in the reading cache open, new premium articles show "
                          "`ConnectToRead`;\n"
                          "- the old `meter.v1` key is ignored and deleted on first launch."),
            ("user", "rename useMeter to useServerMeter, so nobody thinks it's the old one"),
            shell("git mv src/meter/useMeter.ts src/meter/useServerMeter.ts && rg -l useMeter src | xargs sed -i "
                  "'s/useMeter/useServerMeter/g' && npx tsc --noEmit && echo ok",
                  "ok\n"),
            ("user", "great, PR it, I'll put it in 5.4"),
            shell("git checkout -qb fix/APP-233-server-meter && git commit -qam 'meter: ask meter-svc, drop the "
                  "local AsyncStorage counter (APP-233)' && gh pr create --fill",
                  "https://github.example/lowmoor/gazette-app/pull/1140\n"),
        ],
        "facts": [
            fact("app-meter-cause", "App readers got extra free articles because the app counted the meter in "
                                    "AsyncStorage (meter.v1), which a reinstall clears, and counted re-reads twice; "
                                    "the app now asks meter-svc's consume endpoint.",
                 "bugfix", "assistant", ["AsyncStorage", "reinstall"]),
            fact("never-local", "Standing rule: the app never counts the meter locally (no cache, no fallback); "
                                "meter-svc's answer decides, even when it says no.",
                 "rule", "user", ["meter-svc", "locally"], remember=True),
            fact("offline-behaviour", "Offline, the app opens articles already in the reading cache and shows a "
                                      "ConnectToRead screen for new premium articles; nothing is counted offline.",
                 "decision", "user", ["offline", ["ConnectToRead", "connect to read"]]),
            fact("fail-open", "When meter-svc returns 5xx or times out (2 s), the app fails open like the web.",
                 "decision", "user", ["fail open", "5xx"]),
        ],
        "optional": [
            opt("use-server-meter", "useMeter was renamed useServerMeter.", ["useServerMeter"]),
        ],
        "questions": [
            q("Why could app readers read more free articles than allowed?", "the app counts in AsyncStorage, "
                                                                             "which a reinstall clears",
              ["app-meter-cause"]),
            q("Where does the app's meter count come from?", "meter-svc; the app never counts the meter locally", ["never-local"]),
            q("What does the app do with a new premium article when offline?", "shows a connect to read screen; "
                                                                               "articles in the reading cache open",
              ["offline-behaviour"]),
        ],
    },
    {
        "id": "h61-cx-cms-portrait-crops",
        "project": CMS,
        "start": datetime(2026, 11, 14, 10, 0),
        "about": "gazette-cms: review of PR #618 (4:5 portrait crops for the apps); in a reply to the reviewer "
                 "the person states the standing rule that crops are generated at upload and stored, never on "
                 "request (recalls an imgproxy incident); focal point bug for images under 1600 px fixed; the "
                 "apps' size confirmed as 1200x1500; a one-off nit rename",
        "steps": [
            ("user", "morning. jonas reviewed the crops PR, let's answer him. pull the comments"),
            shell("gh pr view 618 --comments", _REVIEW),
            shell("cat config/packages/crops.yaml", _CROPS_YAML),
            ("assistant", "Four comments:\n"
                          "1. **Crops at upload vs. imgproxy on request** — a design question, your call.\n"
                          "2. **Focal point ignored under 1600 px** — that's a real bug: `CropGenerator` "
                          "falls back to a centre crop when the source is narrower than the landscape width, which "
                          "cuts heads off in portrait crops of small agency photos.\n"
                          "3. **1080x1350 vs 1200x1500** — I don't know what the apps team asked for.\n"
                          "4. Nit: `$r` → `$ratio`."),
            ("user", "reply to 1: 'we generate crops at upload and store them, and that's how it stays for every "
                     "image feature: never crop on request. the last time we let imgproxy cut on the fly, election "
                     "night 2024, the origin fell over under the cache misses.' use my words more or less"),
            shell("gh api repos/lowmoor/gazette-cms/pulls/618/comments/77102/replies -f body=\"We generate crops "
                  "at upload and store them, and that's how it stays for every image feature: never crop on "
                  "request. The last time we let imgproxy cut on the fly (election night 2024) the origin fell "
                  "over under the cache misses.\" --jq .html_url",
                  "https://github.example/lowmoor/gazette-cms/pull/618#discussion_r77131\n"),
            ("user", "2 is right, fix it. 3: bram says 1200x1500, the big phones looked soft"),
            shell("apply_patch < /tmp/crops-fix.patch && git diff --stat && sed -n 1,5p config/packages/crops.yaml",
                  "Success. Updated the following files:\nM src/Image/CropGenerator.php\nM config/packages/crops.yaml\n"
                  "M tests/Image/CropGeneratorTest.php\n"
                  " config/packages/crops.yaml               |  2 +-\n"
                  " src/Image/CropGenerator.php              | 21 +++++++++++++--------\n"
                  " tests/Image/CropGeneratorTest.php        | 34 ++++++++++++++++++++++++++++++++++\n"
                  " 3 files changed, 46 insertions(+), 11 deletions(-)\n"
                  "crops:\n  landscape: { ratio: \"16:9\", width: 1600, height: 900 }\n"
                  "  square:    { ratio: \"1:1\",  width: 1080, height: 1080 }\n"
                  "  portrait:  { ratio: \"4:5\",  width: 1200, height: 1500 }\n"),
            ("assistant", "Fixed and updated:\n"
                          "- `CropGenerator` now always crops around the editor's focal point (`focal_x`, "
                          "`focal_y` on the image), also when the source is smaller than 1600 px; if the source "
                          "is smaller than the target it upscales at most 1.25× and otherwise produces the crop at "
                          "the source's size. Three tests cover small images with off-centre focal points.\n"
                          "- Portrait crops are 4:5 at 1200x1500.\n"
                          "- `$r` is `$ratio`.\n\n"
                          "Existing images only have 16:9 and 1:1 crops. Do you want a backfill command for 4:5 on "
                          "older images?"),
            ("user", "only for the last 30 days, the apps only show recent stuff. command is fine, run it tonight "
                     "not now"),
            shell("bin/console list app:crops",
                  "  app:crops:backfill   Generate missing crops (--ratio=4:5 --since=-30days)\n"),
            shell("vendor/bin/phpunit tests/Image && git commit -qam 'crops: 4:5 portrait 1200x1500, focal point "
                  "for small images, backfill command' && git push -q && echo pushed",
                  "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\n...............          15 / 15 "
                  "(100%)\n\nOK (15 tests, 61 assertions)\npushed\n"),
            ("assistant", "Pushed. Tonight: `bin/console app:crops:backfill --ratio=4:5 --since=-30days`."),
            ("user", "cheers"),
        ],
        "facts": [
            fact("crops-at-upload", "Standing rule for image features: crops are generated at upload and stored, "
                                    "never cut on request (imgproxy on the fly took the origin down on election "
                                    "night 2024).",
                 "rule", "user", ["upload", ["on request", "imgproxy"]], remember=True),
            fact("portrait-size", "The apps' portrait crop is 4:5 at 1200x1500 (in config/packages/crops.yaml).",
                 "config", "user", ["4:5", "1200x1500"]),
            fact("focal-point-fix", "CropGenerator ignored the focal point for images narrower than 1600 px (centre "
                                    "crop); it now always crops around focal_x/focal_y.",
                 "bugfix", "assistant", ["focal", "1600"]),
        ],
        "optional": [
            opt("backfill-30", "4:5 crops are backfilled only for the last 30 days (app:crops:backfill).",
                ["app:crops:backfill"]),
        ],
        "questions": [
            q("Are image crops generated on request?", "no: at upload, store them, never crop on request",
              ["crops-at-upload"]),
            q("What size is the apps' portrait crop?", "4:5 at 1200x1500", ["portrait-size"]),
            q("Why did small portrait crops cut heads off?", "the focal point is ignored under 1600 px",
              ["focal-point-fix"]),
        ],
    },
    {
        "id": "h61-cx-app-release-54",
        "project": APP,
        "start": datetime(2026, 11, 25, 15, 30),
        "about": "gazette-app: release 5.4 (server meter, gift links); the EAS Android build fails in "
                 "react-native-reanimated 3.17.0 (ReactFeatureFlags); pinned to 3.16.1 with an overrides entry; "
                 "gift links open in the app via the /gift/ path in the universal links; staged rollout on Play "
                 "at 10%; near-misses: 'for today always commit with --no-verify', the print desk's no-changes-after-23:00 "
                 "rule (theirs), and 'we always shipped on thursdays' recalled from the old team",
        "steps": [
            ("user", "release day! 5.4 with the server meter and gift links. kick off the eas builds for both "
                     "platforms"),
            shell("eas build --platform all --profile production --non-interactive 2>&1 | tail -n 7", _EAS_FAIL),
            ("assistant", "iOS is still building, Android failed: `react-native-reanimated` 3.17.0 doesn't compile "
                          "against React Native 0.76.3 (`Unresolved reference: ReactFeatureFlags`). Who pulled in "
                          "3.17?"),
            shell("npm ls react-native-reanimated", _NPM_LS),
            ("assistant", "Our package.json says `^3.16.0` and the lockfile was refreshed on Monday, so the caret "
                          "let 3.17.0 in; bottom-sheet dedupes onto it. 3.17 needs RN 0.77. Pinning "
                          "`react-native-reanimated` to exactly 3.16.1 (and an `overrides` entry so bottom-sheet "
                          "gets the same one) fixes it without touching RN."),
            ("user", "pin it. and for today always commit with --no-verify, husky is broken on my machine since the "
                     "node upgrade, I'll fix it tomorrow"),
            shell("npm install --save-exact react-native-reanimated@3.16.1 && npm pkg set "
                  "overrides.react-native-reanimated=3.16.1 && npm ls react-native-reanimated && git commit -qam "
                  "'deps: pin react-native-reanimated 3.16.1 (3.17 needs RN 0.77)' --no-verify",
                  "gazette-app@5.4.0 /home/bram/src/gazette-app\n├── react-native-reanimated@3.16.1\n└─┬ "
                  "@gorhom/bottom-sheet@5.0.6\n  └── react-native-reanimated@3.16.1 deduped\n"),
            ("assistant", "Pinned with a comment in the commit message. It should stay pinned until we upgrade "
                          "React Native to 0.77; Renovate will keep proposing 3.17, so I added it to the Renovate "
                          "`ignoreDeps` with the same reason."),
            ("user", "good. while android rebuilds: gift links. when someone taps a gift link on the phone it "
                     "should open in the app, not in safari"),
            shell("cat app.config.ts | sed -n '/associatedDomains/,/intentFilters/p'; curl -s https://www."
                  "lowmoor-gazette.example/.well-known/apple-app-site-association | jq -c '.applinks.details[0]"
                  ".components'",
                  "    associatedDomains: [\"applinks:www.lowmoor-gazette.example\"],\n"
                  "  android: {\n    intentFilters: [\n"
                  "[{\"/\":\"/local/*\"},{\"/\":\"/politics/*\"},{\"/\":\"/sport/*\"},{\"/\":\"/culture/*\"}]\n"),
            ("assistant", "Gift links are normal article URLs with `?gift=`, so they'd open in the app for these "
                          "four sections but not for others (food, the e-paper articles). Two ways:\n"
                          "1. list every section in apple-app-site-association and the Android intent filters;\n"
                          "2. have paywall-edge hand out gift links as `/gift/<token>` redirecting to the article, "
                          "and claim only `/gift/*` for the app in the universal links. The app then reads the token and opens the "
                          "article with it.\n"
                          "The second is smaller and doesn't grow with new sections, but needs a small change in "
                          "paywall-edge."),
            ("user", "the /gift/ path. ines already said she'd take it, I asked her this morning"),
            shell("apply_patch < /tmp/gift-links.patch && npx jest src/linking && git commit -qam 'linking: "
                  "open /gift/<token> links in the app'",
                  "PASS src/linking/__tests__/gift.test.ts\n  ✓ /gift/<token> opens the article with the token "
                  "(12 ms)\n  ✓ expired token shows the article with the meter (5 ms)\n\nTests: 2 passed\n"),
            ("user", "and please no store submission after 23:00 tonight, the print desk freezes everything after "
                     "23:00 on weekdays. that's their rule for their systems, not ours, but they'll call me. funny, "
                     "in my old team we always shipped on thursdays, superstition"),
            shell("eas build --platform all --profile production --non-interactive 2>&1 | tail -n 3", _EAS_OK),
            ("assistant", "Both builds are done (5.4.0, build 612). How do you want to roll out on Play?"),
            ("user", "staged, 10% for the first two days, then full if the crash rate stays under what 5.3 had. "
                     "ios phased release as usual"),
            shell("eas submit --platform android --latest --non-interactive && fastlane supply --track production "
                  "--rollout 0.1 --version_code 612 --skip_upload_aab",
                  "✔ Submitted your app to Google Play Store!\n"
                  "[16:58:10]: Updating track 'production'...\n[16:58:12]: rollout: 0.1 (10%)\n"
                  "[16:58:13]: Successfully finished the upload to Google Play\n"),
            ("assistant", "5.4.0 (612) is in production on Play at 10%, submitted before 23:00. iOS is submitted "
                          "with phased release."),
            ("user", "🎉 thanks. going home"),
        ],
        "facts": [
            fact("reanimated-pin", "react-native-reanimated is pinned to exactly 3.16.1 (with an npm overrides "
                                   "entry and Renovate ignoreDeps) because 3.17 needs React Native 0.77 and broke "
                                   "the Android build; keep it until the RN upgrade.",
                 "bugfix", "assistant", ["react-native-reanimated", "3.16.1"]),
            fact("gift-path", "Gift links open in the app through a dedicated /gift/<token> path claimed in the "
                              "universal links / intent filters, instead of listing every section.",
                 "decision", "user", ["/gift/", ["universal links", "app"]]),
            fact("staged-rollout", "App releases roll out on Play at 10% for two days, then full if the crash rate "
                                   "stays under the previous version's; iOS uses phased release.",
                 "decision", "user", ["10%", ["staged", "rollout"]]),
        ],
        "optional": [
            opt("build-612", "Release 5.4.0 is build 612.", ["612"]),
        ],
        "questions": [
            q("Why is react-native-reanimated pinned?", "3.17 needs React Native 0.77 and the Android build failed; "
                                                        "pinned to 3.16.1", ["reanimated-pin"]),
            q("How do gift links open in the app?", "the /gift/ path in the universal links",
              ["gift-path"]),
            q("How is a new app version rolled out on Play?", "staged, 10% for two days, then full",
              ["staged-rollout"]),
        ],
    },
]
