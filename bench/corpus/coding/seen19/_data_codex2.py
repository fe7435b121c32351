"""h19 Codex sessions, part 2: a long feature session and a session with a withdrawn request."""

from __future__ import annotations

from datetime import datetime

from _data_claude import A, F, Opt, Q, U
from _data_codex import SH

_JEST_FAIL = """\
 PASS  src/state/__tests__/bikes.test.ts
 PASS  src/state/__tests__/session.test.ts
 FAIL  src/state/__tests__/checkoutQueue.test.ts
  ● checkoutQueue › persists queued checkouts across restarts

    expect(received).toEqual(expected) // deep equality

    - Expected  - 1
    + Received  + 1

      Array [
        Object {
    -     "isbn": "9780000000017",
    +     "isbn": undefined,
          "stopId": "S-12",
        },
      ]

      41 |     const restored = createCheckoutQueue(storage).getState().queue;
    > 42 |     expect(restored).toEqual([{ isbn: '9780000000017', stopId: 'S-12' }]);
         |                      ^
      43 |   });

      at Object.toEqual (src/state/__tests__/checkoutQueue.test.ts:42:22)

Test Suites: 1 failed, 7 passed, 8 total
Tests:       1 failed, 52 passed, 53 total
Snapshots:   4 passed, 4 total
Time:        6.418 s
Ran all test suites."""

_RN_CRASH = """\
 ERROR  TypeError: Cannot read property 'bikeId' of undefined

This error is located at:
    in ReturnScreen (created by SceneView)
    in StaticContainer
    in EnsureSingleNavigator (created by SceneView)
    in SceneView (created by NativeStackNavigator)
    in RNSScreen (created by Animated(Anonymous))
    in NativeStackNavigator (created by RootNavigator)
    in NavigationContainerInner (created by App)
    in App (created by withDevTools(App))
 at src/screens/ReturnScreen.tsx:18:38 (route.params.bikeId)
 Linking: received url bookbike://return/BB-07 -> state {"routes":[{"name":"Return"}]}"""

BOOKBIKES = {
    "id": "h19-cx-bookbikes-queue",
    "project": "/home/dev/bookbike-app",
    "start": datetime(2026, 11, 10, 13, 20),
    "about": "resuming an offline checkout queue in React Native; user corrects redux → zustand; storage options "
             "with MMKV picked; bulleted list with a remember item; deep-link crash fixed; one-word answers",
    "branch": "offline-queue",
    "steps": [
        U("hey, picking this back up after the holidays. we started the offline checkout queue for the book "
          "bikes — riders check out books at stops with bad signal. where's that at?"),
        SH("git log --oneline -6 && git status --short",
           "3e0a9f1 (HEAD -> offline-queue) wip: queue type + enqueue\n"
           "b71c2d4 scanner: debounce isbn reads 300ms\n"
           "0a1f5e9 stops: show next stop eta\n"
           "e9d2c11 chore: expo sdk 51\n"
           "5cc0b18 refactor: move store to zustand\n"
           "a4b3e77 ci: run jest on android and ios configs\n"
           "?? src/store/slices/queueSlice.ts"),
        A("The branch has the queue type and `enqueue`, plus an untracked `src/store/slices/queueSlice.ts`. "
          "I'll continue there: add the queue reducer to the Redux store next to `checkoutSlice`, with "
          "`redux-persist` for storage."),
        U("no no. actually we moved off redux last month, it's zustand now (see 5cc0b18). src/store/slices is "
          "dead, nothing imports it. the state lives in src/state/, one store per file"),
        SH("ls src/state/ src/store/slices/ && grep -rn \"from '../store\" src | wc -l",
           "src/state/:\n__tests__  bikes.ts  checkoutQueue.ts  session.ts  stops.ts\n\n"
           "src/store/slices/:\ncheckoutSlice.ts  queueSlice.ts  stopsSlice.ts\n0"),
        A("You're right, nothing imports `src/store` anymore. I'll delete `src/store/slices/` (including my "
          "untracked file) and build on `src/state/checkoutQueue.ts`, which already has a zustand store with "
          "`enqueue`.\n\nFor persisting the queue across app restarts there are three candidates:\n\n"
          "| option | pro | con |\n|---|---|---|\n"
          "| AsyncStorage | already installed | async only, slow-ish on old Androids |\n"
          "| react-native-mmkv | synchronous, very fast, zustand `persist` adapter is 5 lines | native module, "
          "needs a dev build |\n"
          "| expo-sqlite | queries, transactions | overkill for a list of maybe 50 items |\n\n"
          "I lean MMKV."),
        U("mmkv. queue is tiny, and sync read at startup matters — the rider opens the app at the stop and "
          "scans immediately, we can't show an empty queue for half a second. we already use dev builds anyway"),
        SH("npx expo install react-native-mmkv 2>&1 | tail -3 && cd ios && pod install 2>&1 | tail -4",
           "› Installing 1 SDK 51.0.0 compatible native module using npm\n"
           "> npm install\nadded 1 package, and audited 1214 packages in 6s\n"
           "Installing MMKV (1.3.9)\nInstalling react-native-mmkv (2.12.2)\n"
           "Generating Pods project\nPod installation complete! There are 94 dependencies from the Podfile and "
           "112 total pods installed."),
        A("Installed `react-native-mmkv` 2.12.2. Wiring the zustand `persist` middleware with an MMKV storage "
          "adapter in `src/state/checkoutQueue.ts` and running the tests."),
        SH("npx jest 2>&1 | tail -40", _JEST_FAIL),
        A("One failure: the persisted item comes back with `isbn: undefined`. The queue item type in "
          "`checkoutQueue.ts` still names the field `code` (from the old slice), and `partialize` only keeps "
          "`isbn`. I'll rename the field to `isbn` throughout, matching the scanner."),
        SH("npx jest 2>&1 | tail -5",
           "Test Suites: 8 passed, 8 total\nTests:       53 passed, 53 total\nSnapshots:   4 passed, 4 total\n"
           "Time:        6.102 s\nRan all test suites."),
        A("All 53 pass. Next question: when a queued checkout fails to sync (no signal, server 503), should "
          "the app retry on its own, or wait for the rider to tap *Sync*?"),
        U("automatic"),
        A("Then I'll retry with exponential backoff: first retry after 5 s, doubling, capped at 5 min, and an "
          "immediate retry whenever NetInfo reports the connection is back. OK?"),
        U("yes"),
        SH("npx jest src/state 2>&1 | tail -4",
           "Tests:       58 passed, 58 total\nSnapshots:   4 passed, 4 total\nTime:        4.871 s\n"
           "Ran all test suites matching /src\\/state/i."),
        A("Backoff implemented in `src/state/syncWorker.ts` with five new tests (5 s → 10 s → 20 s … capped at "
          "300 s, reset on success, immediate retry on reconnect)."),
        U("cool. few more things:\n"
          "- the return screen crashes when you open it from the push notification, can you look\n"
          "- rename BikeCard to StopCard pls\n"
          "- please remember we only support iOS 15+ and Android 10 (API 29)+, so never add polyfills or "
          "workarounds for anything older\n"
          "- run the tests again after all that"),
        SH("grep -n \"Return\" src/navigation/linking.ts; sed -n '14,20p' src/screens/ReturnScreen.tsx",
           "9:      Return: 'return',\n"
           "14 export function ReturnScreen({ route }: Props) {\n"
           "15   const queue = useCheckoutQueue();\n"
           "16   const stop = useStops((s) => s.current);\n"
           "17   // bikeId comes from the scan flow or the notification deep link\n"
           "18   const bike = useBike(route.params.bikeId);"),
        A("Reproduced it in the simulator with `npx uri-scheme open bookbike://return/BB-07 --ios`:"),
        U(_RN_CRASH),
        A("That's the one. The linking config maps `Return` to the bare path `'return'`, so the URL "
          "`bookbike://return/BB-07` matches the screen but the `BB-07` segment is dropped and `route.params` "
          "is undefined. The scan flow passes `bikeId` explicitly, which is why it only crashes from "
          "notifications.\n\nFix: `Return: 'return/:bikeId'` in `src/navigation/linking.ts`, plus a guard in "
          "`ReturnScreen` that goes back to the stop list if `bikeId` is missing instead of crashing."),
        SH("npx tsc --noEmit 2>&1 | tail -8",
           "src/screens/StopScreen.tsx:7:10 - error TS2305: Module '\"../components/StopCard\"' has no exported "
           "member 'BikeCard'.\n\n"
           "7 import { BikeCard } from '../components/StopCard';\n"
           "           ~~~~~~~~\n\n"
           "src/screens/HistoryScreen.tsx:5:10 - error TS2305: Module '\"../components/StopCard\"' has no exported "
           "member 'BikeCard'.\n\n"
           "Found 2 errors in 2 files."),
        A("The rename missed two imports that used a named import from the old path. Fixing them by hand."),
        SH("npx tsc --noEmit 2>&1 | tail -3; echo tsc_exit=$? && npx eslint src --max-warnings 0 2>&1 | tail -3",
           "tsc_exit=0\n"
           "/home/dev/bookbike-app/src/state/syncWorker.ts\n"
           "  31:7  warning  Unexpected console statement  no-console\n\n✖ 1 problem (0 errors, 1 warning)"),
        A("Types are clean. ESLint flags a `console.log` I left in `syncWorker.ts`; removing it."),
        U("k"),
        SH("npx jest 2>&1 | tail -5 && git grep -l BikeCard | wc -l",
           "Test Suites: 10 passed, 10 total\nTests:       61 passed, 61 total\nSnapshots:   4 passed, 4 total\n"
           "Time:        7.330 s\n0"),
        A("Done:\n\n- deep-link crash fixed (`return/:bikeId` + guard), with a linking test\n"
          "- `BikeCard` renamed to `StopCard` (component, file, snapshot, 6 imports)\n"
          "- noted: iOS 15+ / Android 10 (API 29)+ only\n"
          "- tests: 61 passing"),
        U("lovely. push the branch, I'll open the PR myself"),
        SH("git push -u origin offline-queue 2>&1 | tail -2",
           "To git.citylibrary.internal:mobile/bookbike-app.git\n * [new branch]      offline-queue -> "
           "offline-queue"),
    ],
    "facts": [
        F("zustand", "bookbike-app state is in zustand (src/state/, one store per file); Redux and src/store/slices "
          "were dropped last month.", "fact", "user", ["zustand"]),
        F("mmkv", "The offline checkout queue persists with react-native-mmkv, not AsyncStorage or expo-sqlite: "
          "synchronous reads at startup so riders can scan immediately.", "decision", "user",
          [["MMKV", "react-native-mmkv"]]),
        F("auto-retry", "Failed checkout syncs retry automatically with exponential backoff from 5 s capped at "
          "5 min, and immediately on reconnect.", "decision", "assistant", [["backoff", "retry"], "5 min"]),
        F("deeplink-crash", "The return screen crashed from push notifications because linking mapped Return to "
          "'return' and dropped the bikeId; fix: 'return/:bikeId' plus a guard in ReturnScreen.", "bugfix",
          "assistant", ["return/:bikeId"]),
        F("min-os", "Only iOS 15+ and Android 10 (API 29)+ are supported; no polyfills or workarounds for older "
          "versions.", "rule", "user", ["iOS 15", ["API 29", "Android 10"]], remember=True),
    ],
    "optional": [
        Opt("mmkv-version", "react-native-mmkv 2.12.2 on Expo SDK 51.", ["2.12.2"]),
        Opt("sync-worker", "Retry logic lives in src/state/syncWorker.ts.", ["syncWorker"]),
    ],
    "questions": [
        Q("Is bookbike-app on Redux?", "no, zustand since last month", ["zustand"]),
        Q("Where is the offline checkout queue stored?", "react-native-mmkv", ["mmkv"]),
        Q("What OS versions does bookbike-app support?", "iOS 15+ and Android 10 (API 29)+", ["min-os"]),
        Q("Why did the return screen crash from notifications?", "linking path lacked :bikeId",
          ["deeplink-crash"]),
    ],
}


COOP = {
    "id": "h19-cx-coop-prices",
    "project": "/home/dev/harvestshare",
    "start": datetime(2026, 11, 12, 17, 5),
    "about": "Flutter co-op app: a remember-request about a port later withdrawn (not a fact); price rounding "
             "bug fixed with int cents; fyi-for-later remember; state management option picked",
    "steps": [
        U("hi. remember that the staging api runs on port 9000, you keep trying 8000.\n\n"
          "anyway, real problem: the price list shows stuff like €2.9999999 and the basket total for 3 jars of "
          "honey is €8.969999. members are laughing at us"),
        SH("grep -rn \"price\" lib/models/product.dart lib/screens/price_list.dart | head -12",
           "lib/models/product.dart:8:  final double price;\n"
           "lib/models/product.dart:19:      price: (json['price'] as num).toDouble(),\n"
           "lib/screens/price_list.dart:41:            Text('€${p.price}'),\n"
           "lib/screens/price_list.dart:77:    final total = items.fold<double>(0, (sum, i) => sum + i.product.price "
           "* i.qty);\n"
           "lib/screens/price_list.dart:78:    Text('€$total')"),
        SH("curl -s https://staging.harvestshare.coop/api/products/17 | python3 -m json.tool",
           "{\n    \"id\": 17,\n    \"name\": \"Wildflower honey 450g\",\n    \"price\": 2.99,\n"
           "    \"price_cents\": 299,\n    \"unit\": \"jar\",\n    \"vendor\": \"Hollow Lane Apiary\"\n}"),
        A("The API already sends `price_cents: 299` next to the legacy float `price: 2.99`, but the app "
          "reads the float, multiplies it in `double`, and prints it with string interpolation — hence "
          "`8.969999`. Fix:\n\n"
          "- `Product.priceCents` as `int`, read from `price_cents`; drop the `double price` field\n"
          "- totals summed in `int` cents\n"
          "- display through one `formatEuros(int cents)` helper using `NumberFormat.currency(locale: 'de_DE', "
          "symbol: '€')`"),
        U("yes. and fyi for later: money is allways int cents in this app, never double, anywhere. format only "
          "at the edge, in the widget"),
        SH("flutter test 2>&1 | tail -6",
           "00:04 +31: /home/dev/harvestshare/test/money_test.dart: formatEuros 299 -> 2,99 €\n"
           "00:04 +32: /home/dev/harvestshare/test/basket_test.dart: 3 x 299 = 897\n"
           "00:05 +33: /home/dev/harvestshare/test/price_list_test.dart: renders 2,99 €\n"
           "00:05 +34: All tests passed!"),
        A("34 tests pass; the basket for 3 jars shows `8,97 €`.\n\n"
          "While I was in `price_list.dart`: it's a 300-line `StatefulWidget` with `setState` for the filter "
          "and basket. Options if you want to tidy it:\n"
          "1. leave `setState`\n2. Riverpod, like the order screen already uses\n"
          "3. Bloc, more ceremony but explicit events\n\n"
          "I'd go with 2 so there's one pattern in the app."),
        U("2, same as orders. but in a separate commit pls"),
        SH("git add -A && git commit -qm 'prices as int cents' && flutter test 2>&1 | tail -1 && "
           "git commit -qam 'price list: riverpod providers' && git log --oneline -2",
           "00:05 +36: All tests passed!\n"
           "a02c9d1 price list: riverpod providers\n5e7b3f0 prices as int cents"),
        A("Two commits: `5e7b3f0` (int cents) and `a02c9d1` (price list on Riverpod: `priceListProvider`, "
          "`basketProvider`)."),
        U("great. oh and forget what I said about the port, that was my local ssh tunnel. staging is just "
          "https://staging.harvestshare.coop, no port, like you used above"),
        A("Got it — nothing about port 9000 then; staging is `https://staging.harvestshare.coop`."),
    ],
    "facts": [
        F("int-cents", "Money in harvestshare is always int cents, never double; formatting happens only at the "
          "edge (the widget).", "rule", "user", ["cents", "double"], remember=True),
        F("price-bug", "Prices showed 2.9999999 because the app read the float price and summed doubles; fix: "
          "read price_cents into an int and format with formatEuros.", "bugfix", "assistant",
          ["price_cents"]),
        F("riverpod", "The price list uses Riverpod, the same as the order screen (one pattern in the app).",
          "decision", "user", ["Riverpod"]),
        F("staging-url", "The staging API is https://staging.harvestshare.coop with no port.", "config", "user",
          ["staging.harvestshare.coop"]),
    ],
    "optional": [
        Opt("format-euros", "Prices are displayed through formatEuros with NumberFormat.currency de_DE.",
          ["formatEuros"]),
    ],
    "questions": [
        Q("How are prices stored in harvestshare?", "int cents, never double", ["int-cents"]),
        Q("What is the staging API address?", "https://staging.harvestshare.coop", ["staging-url"]),
        Q("Which state management does the price list use?", "Riverpod", ["riverpod"]),
    ],
}

SESSIONS = [BOOKBIKES, COOP]
