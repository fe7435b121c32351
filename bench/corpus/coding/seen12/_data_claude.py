"""Claude Code sessions of the h12 split, part 1 (data only; _sessions.py writes them)."""

from __future__ import annotations

from datetime import datetime

from _labels import F, Opt, Q


# ---------------------------------------------------------------- beehive scale firmware (C)
_HIVE_LOG = "\n".join(
    [f"[{1000 + i * 900:>7}] scale: raw={8388100 + (i * 37) % 211} kg={41.2 + (i % 3) * 0.01:.2f} vbat=3.91"
     for i in range(14)]
    + ["[  13700] wifi: assoc ok rssi=-71",
       "[  13702] mqtt: publish hive/07/weight qos=1",
       "[  13703] scale: raw=8361904 kg=-3.18 vbat=3.62   <-- ??",
       "[  13704] scale: WARN spike > 5kg, keeping sample (filter disabled)",
       "[  13710] wifi: tx done, sleeping",
       "[  14600] scale: raw=8388190 kg=41.21 vbat=3.90"]
    + [f"[{14600 + (i + 1) * 900:>7}] scale: raw={8388150 + (i * 53) % 199} kg=41.2{i % 4} vbat=3.90" for i in range(8)]
    + ["[  21900] wifi: assoc ok rssi=-74",
       "[  21902] mqtt: publish hive/07/weight qos=1",
       "[  21903] scale: raw=8359011 kg=-3.47 vbat=3.58   <-- ??",
       "[  21910] wifi: tx done, sleeping"])

BEEHIVE = {
    "id": "h12-cc-beehive-droop",
    "project": "/home/ines/hivescale-fw",
    "start": datetime(2026, 11, 23, 8, 12),
    "about": "C firmware for a beehive scale; pasted serial log, assistant finds the HX711 read overlaps WiFi TX "
             "(supply droop), fix in a follow-up; broken-English remember; proposals for a Kalman filter ignored",
    "steps": [
        ("user", "morning! weird readings again from hive 07, negative weights every couple hours. log below\n\n"
                 + _HIVE_LOG),
        ("assistant", "Morning! Thanks for the log, that helps a lot. Look at the two bad samples: both come one to "
                      "two milliseconds after `mqtt: publish` and right before `wifi: tx done`, and `vbat` drops from "
                      "3.90 to 3.62/3.58 exactly there. Every other sample is rock steady at ~41.2 kg.\n\n"
                      "So this is not the load cell drifting. My read is that the HX711 conversion is running while "
                      "the ESP32 radio is transmitting, the TX burst pulls the 3V3 rail down and the HX711's "
                      "excitation voltage sags with it, which shows up as a huge negative offset. Let me check where "
                      "the scale task and the publish are scheduled."),
        ("tool", "Grep", {"pattern": "hx711_read|mqtt_publish", "path": "main"},
         "main/app.c:88:    float kg = hx711_read_kg(&cell, 4);\n"
         "main/app.c:91:    mqtt_publish_weight(kg);\n"
         "main/sched.c:40:    xTaskCreatePinnedToCore(scale_task, \"scale\", 4096, NULL, 5, NULL, 1);\n"
         "main/sched.c:41:    xTaskCreatePinnedToCore(net_task, \"net\", 8192, NULL, 5, NULL, 0);\n"
         "components/hx711/hx711.c:112:int32_t hx711_read_raw(hx711_t *h) {"),
        ("tool", "Read", {"file_path": "main/sched.c"},
         "/* Both tasks are always running; net_task wakes on the event group. */\n"
         "static void scale_task(void *arg) {\n    for (;;) {\n        sample_once();\n"
         "        vTaskDelay(pdMS_TO_TICKS(SAMPLE_PERIOD_MS));\n    }\n}\n"
         "static void net_task(void *arg) {\n    for (;;) {\n        xEventGroupWaitBits(ev, EV_PUBLISH, pdTRUE, pdFALSE, portMAX_DELAY);\n"
         "        wifi_up(); mqtt_flush(); wifi_down();\n    }\n}"),
        ("assistant", "Confirmed: `scale_task` and `net_task` run on different cores with no coordination, so every "
                      "so often a sample lands inside the radio burst. Two ways out:\n\n"
                      "- gate the sampling: the scale task takes a `radio_busy` mutex/semaphore and the net task holds "
                      "it from `wifi_up()` to `wifi_down()`\n"
                      "- or add a bigger bulk cap on the HX711 supply (hardware change)\n\n"
                      "I could also add a Kalman filter on top later to smooth the normal noise. Want me to do the "
                      "gating now?"),
        ("user", "not today, I have to go to the apiary. tomorrow pls"),
        ("assistant", "Sure, have a good time at the apiary! I left nothing changed in the tree."),
        ("user", "ok back. do the gating thing. and the hardware cap — forget it, the boards are already potted in resin"),
        ("tool", "Edit", {"file_path": "main/sched.c", "old_string": "        sample_once();",
                          "new_string": "        xSemaphoreTake(radio_idle, portMAX_DELAY);\n        sample_once();\n"
                                        "        xSemaphoreGive(radio_idle);"},
         "The file main/sched.c has been updated."),
        ("tool", "Edit", {"file_path": "main/sched.c", "old_string": "        wifi_up(); mqtt_flush(); wifi_down();",
                          "new_string": "        xSemaphoreTake(radio_idle, portMAX_DELAY);\n        wifi_up(); mqtt_flush(); wifi_down();\n"
                                        "        vTaskDelay(pdMS_TO_TICKS(20));\n        xSemaphoreGive(radio_idle);"},
         "The file main/sched.c has been updated."),
        ("tool", "Bash", {"command": "idf.py build 2>&1 | tail -5"},
         "[1021/1023] Linking CXX executable hivescale.elf\n[1022/1023] Generating binary image from built executable\n"
         "esptool.py v4.7.0\nhivescale.bin binary size 0xd2a40 bytes. Smallest app partition is 0x100000 bytes. 0x2d5c0 bytes (18%) free.\n"
         "Project build complete."),
        ("assistant", "Done, and it builds. What changed: a binary semaphore `radio_idle` now serialises the two tasks. "
                      "The net task holds it from `wifi_up()` until 20 ms after `wifi_down()` (the rail needs a moment "
                      "to recover), and the scale task only samples when it can take it. Root cause for the record: the "
                      "HX711 conversion overlapping the WiFi TX burst, which sags the 3V3 rail. I did not add the "
                      "Kalman filter, that's a separate thing if you ever want it."),
        ("user", "nice. please to remember, SAMPLE_PERIOD_MS stay 900000 (15 minute), the batteries dont survive "
                 "the winter with faster. also flash with `idf.py -p /dev/ttyACM0 flash` not the USB0 one that is "
                 "the debug probe"),
        ("assistant", "Got it — sample period stays at 900000 ms (15 minutes) for battery life over winter, and "
                      "flashing goes through `/dev/ttyACM0`; `/dev/ttyUSB0` is the debug probe."),
        ("user", "thx!"),
    ],
    "facts": [
        F("cause", "Negative weight spikes came from the HX711 conversion overlapping the WiFi TX burst, which sags the "
                   "3V3 rail.", "bugfix", "assistant", ["HX711", ["TX burst", "radio burst", "WiFi TX"]]),
        F("fix", "Fix: a radio_idle semaphore serialises sampling and the net task, held until 20 ms after wifi_down().",
          "bugfix", "assistant", ["radio_idle", "semaphore"]),
        F("period", "SAMPLE_PERIOD_MS stays 900000 (15 minutes) so the batteries survive winter.", "rule", "user",
          ["SAMPLE_PERIOD_MS", "900000"], True),
        F("flash-port", "Flash with idf.py -p /dev/ttyACM0 flash; /dev/ttyUSB0 is the debug probe.", "config", "user",
          ["/dev/ttyACM0"]),
        F("no-cap", "No hardware bulk-cap fix: the boards are already potted in resin.", "decision", "user",
          [["resin", "potted"]]),
    ],
    "optional": [Opt("cores", "scale_task and net_task are pinned to different cores.", ["scale_task", "net_task"])],
    "questions": [
        Q("Why did the hive scale report negative weights?", "HX711 read during WiFi TX burst sags 3V3 rail",
          ["cause"]),
        Q("What is the sample period?", "900000 ms, 15 minutes", ["period"]),
        Q("Which serial port is used to flash?", "/dev/ttyACM0", ["flash-port"]),
    ],
}

# ---------------------------------------------------------------- satellite TLE tracker (Python)
_PYTEST = "\n".join(
    ["============================= test session starts ==============================",
     "platform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0",
     "rootdir: /home/kofi/tlewatch", "collected 47 items", ""]
    + [f"tests/test_{m}.py " + "." * n for m, n in (("parse", 12), ("propagate", 9), ("passes", 14), ("cli", 12))]
    + ["", "FAILED tests/test_propagate.py::test_iss_epoch_2026 - AssertionError: 0.41 km > 0.05 km",
       "FAILED tests/test_passes.py::test_pass_window_lat52 - AssertionError: AOS off by 3.8 s",
       "========================= 2 failed, 45 passed in 6.12s ========================="])

TLE = {
    "id": "h12-cc-tle-propagator",
    "project": "/home/kofi/tlewatch",
    "start": datetime(2026, 11, 23, 14, 3),
    "about": "Python TLE pass predictor; a/b/c options answered 'b' (raw sgp4); sgp4 bumped for a fix; remember "
             "request as a P.S.; skyfield proposal declined",
    "steps": [
        ("user", "hey. two tests have started failing since I pulled the new TLE fixtures, can you look"),
        ("tool", "Bash", {"command": "pytest -q"}, _PYTEST),
        ("tool", "Bash", {"command": "pip show sgp4 | head -2; python -c 'import sgp4; print(sgp4.__file__)'"},
         "Name: sgp4\nVersion: 2.21\n/home/kofi/tlewatch/.venv/lib/python3.12/site-packages/sgp4/__init__.py"),
        ("assistant", "Both failures are precision failures on 2026-epoch TLEs. The installed `sgp4` is 2.21. The "
                      "new fixtures use the alpha-5 catalogue numbers and 2026 epochs, and 2.21 mis-parses the epoch "
                      "fraction for those lines (it loses the last digits), which is exactly a few hundred metres "
                      "after a day of propagation. Newer releases parse it correctly.\n\n"
                      "Before I touch anything, there are three ways to go with the propagation layer:\n\n"
                      "a) switch to skyfield and let it handle time scales and propagation\n"
                      "b) keep calling `sgp4` directly, just bump it to 2.23\n"
                      "c) vendor a patched copy of the 2.21 parser\n\n"
                      "a) is nicer API-wise but adds a dependency tree and the ephemeris download; c) is a "
                      "maintenance trap."),
        ("user", "b. skyfield wants to download de421.bsp on first run and the tracker runs on the rooftop pi "
                 "without internet"),
        ("tool", "Edit", {"file_path": "pyproject.toml", "old_string": "\"sgp4==2.21\"", "new_string": "\"sgp4==2.23\""},
         "The file pyproject.toml has been updated."),
        ("tool", "Bash", {"command": "pip install -e . -q && pytest -q | tail -2"},
         "...............................................                         [100%]\n47 passed in 5.98s"),
        ("assistant", "All 47 pass. I pinned `sgp4==2.23` in `pyproject.toml` — the bump is for the epoch parsing "
                      "of alpha-5 / 2026 TLEs — and we keep calling sgp4 directly, no skyfield, because the rooftop "
                      "Pi has no internet for the ephemeris download."),
        ("user", "great. can you also rename `calc_pass` to `predict_passes`, it returns a list anyway. and run the "
                 "tests again after.\n\nP.S. remember that the observer altitude in config/site.toml is in metres "
                 "above the ellipsoid, NOT above sea level — I got burned by that twice"),
        ("tool", "Bash", {"command": "grep -rl calc_pass . --include=*.py | xargs sed -i 's/calc_pass/predict_passes/g'"
                                     " && pytest -q | tail -1"},
         "47 passed in 6.01s"),
        ("assistant", "Renamed in 4 files and the suite is still green. Noted on the altitude: "
                      "`config/site.toml` altitude is metres above the WGS84 ellipsoid, not above sea level."),
        ("user", "cheers"),
    ],
    "facts": [
        F("pick-b", "Keep calling sgp4 directly (option b), not skyfield: skyfield downloads de421.bsp and the rooftop "
                    "Pi has no internet.", "decision", "user", ["sgp4", "skyfield"]),
        F("bump", "sgp4 bumped from 2.21 to 2.23 because 2.21 mis-parses the epoch of alpha-5 / 2026 TLEs.",
          "config", "assistant", ["sgp4", "2.23"]),
        F("altitude", "Observer altitude in config/site.toml is metres above the ellipsoid, not above sea level.",
          "rule", "user", ["altitude", "ellipsoid"], True),
    ],
    "optional": [Opt("rename", "calc_pass was renamed to predict_passes.", ["predict_passes"])],
    "questions": [
        Q("Why not skyfield?", "de421.bsp download, rooftop Pi has no internet", ["pick-b"]),
        Q("Which sgp4 version is pinned and why?", "2.23, epoch parsing of 2026 alpha-5 TLEs", ["bump"]),
        Q("What is the altitude in site.toml relative to?", "ellipsoid, not sea level", ["altitude"]),
    ],
}

# ---------------------------------------------------------------- Vue 3 library catalogue
_DIFF = """diff --git a/src/components/BookList.vue b/src/components/BookList.vue
@@ -1,24 +1,41 @@
 <script setup lang="ts">
-import { ref } from 'vue'
+import { ref, onMounted } from 'vue'
+import axios from 'axios'
 const props = defineProps<{ branch: string }>()
-const books = ref<Book[]>([])
+const books = ref<Book[]>([])
+const loading = ref(true)
+onMounted(async () => {
+  const r = await axios.get(`/api/v2/branches/${props.branch}/books?limit=500`)
+  books.value = r.data.items
+  loading.value = false
+})
 </script>
 <template>
-  <ul class="book-list">
+  <p v-if="loading">Loading…</p>
+  <ul v-else class="book-list">
     <li v-for="b in books" :key="b.isbn">{{ b.title }} — {{ b.author }}</li>
   </ul>
 </template>"""

VUE = {
    "id": "h12-cc-catalogue-review",
    "project": "/home/marta/bibliocat-web",
    "start": datetime(2026, 11, 24, 10, 30),
    "about": "Vue 3 library catalogue code review; 'we don't do X here' rule (no fetches in components); virtual "
             "scrolling proposal answered 'not now, maybe next sprint'; pinia store picked",
    "steps": [
        ("user", "Can you review my branch `feat/branch-shelves` before I open the PR? Diff against main."),
        ("tool", "Bash", {"command": "git diff main...feat/branch-shelves -- src/"}, _DIFF),
        ("assistant", "Looks mostly fine. Some notes:\n\n1. `limit=500` in the URL will make the first paint slow for "
                      "the big branches. We could add virtual scrolling (`vue-virtual-scroller`) so only visible rows "
                      "render.\n2. The `key` on `isbn` is good, but some old records have no ISBN — `b.id` is safer.\n"
                      "3. No error state if the request fails."),
        ("user", "1 — not now, maybe next sprint. 2 yes switch to id. and actually one thing you missed: we don't "
                 "do axios calls inside components here. everything goes through the composables in "
                 "src/composables, components just get refs. that's a hard rule on this repo"),
        ("assistant", "Understood. I'll move the request into a composable and switch the key to `b.id`. Should it "
                      "use the existing `useApi` helper, or a new `useBranchBooks`?"),
        ("tool", "Bash", {"command": "ls src/composables"},
         "useApi.ts\nuseAuth.ts\nuseLoans.ts\nuseSearch.ts\nuseMember.ts"),
        ("user", "new one, useBranchBooks.ts, built on useApi"),
        ("tool", "Write", {"file_path": "src/composables/useBranchBooks.ts",
                           "content": "import { useApi } from './useApi'\nexport function useBranchBooks(branch: "
                                      "string) {\n  return useApi<Book[]>(`/api/v2/branches/${branch}/books`)\n}\n"},
         "File created successfully at: src/composables/useBranchBooks.ts"),
        ("tool", "Bash", {"command": "npm run test:unit -- --run 2>&1 | tail -4"},
         " ✓ src/composables/__tests__/useApi.spec.ts (6)\n ✓ src/components/__tests__/BookList.spec.ts (4)\n\n"
         " Test Files  9 passed (9)\n      Tests  51 passed (51)"),
        ("assistant", "Done: `BookList.vue` now calls `useBranchBooks(props.branch)` and only reads its `data`, "
                      "`loading` and `error` refs; the key is `b.id`. Tests pass (51). I left the `limit=500` as is "
                      "since the scroller is for later."),
        ("user", "perfect thanks. btw for the shelf state (which shelves are expanded) do we keep that in the "
                 "component or pinia?"),
        ("assistant", "If it should survive navigating away and back, Pinia; if it's fine to reset, local state. "
                      "Since people jump between the search page and shelves a lot, I'd go Pinia with a small "
                      "`useShelfStore`."),
        ("user", "yep pinia, it must survive going to the search page and back. do it"),
        ("tool", "Write", {"file_path": "src/stores/shelf.ts", "content": "export const useShelfStore = defineStore("
                           "'shelf', { state: () => ({ expanded: new Set<string>() }) })\n"},
         "File created successfully at: src/stores/shelf.ts"),
        ("assistant", "Added `src/stores/shelf.ts` with `useShelfStore` holding the expanded shelf ids."),
        ("user", "ty"),
    ],
    "facts": [
        F("no-fetch", "No axios/API calls inside Vue components: requests go through composables in src/composables; "
                      "components only get refs.", "rule", "user", ["composables", ["axios", "api calls"]], True),
        F("key-id", "List keys use b.id, not isbn, since old records have no ISBN.", "convention", "user",
          ["b.id", "isbn"]),
        F("pinia-shelf", "Expanded-shelf state lives in Pinia (useShelfStore) so it survives going to the search "
                         "page and back.", "decision", "user", ["pinia", ["useShelfStore", "shelf"]]),
        F("composable", "Branch books are loaded by the new useBranchBooks composable built on useApi.", "fact",
          "assistant", ["useBranchBooks"]),
    ],
    "optional": [],
    "questions": [
        Q("Where do API calls go in this Vue app?", "composables in src/composables, not components", ["no-fetch"]),
        Q("Where is the expanded-shelf state kept?", "Pinia useShelfStore", ["pinia-shelf"]),
        Q("Was virtual scrolling added?", "no, maybe next sprint", []),
    ],
}

# ---------------------------------------------------------------- Racket teaching language (nothing durable)
RACKET = {
    "id": "h12-cc-racket-unify-explain",
    "project": "/home/theo/kidlang",
    "start": datetime(2026, 11, 24, 16, 40),
    "about": "nothing durable: the person asks how the type inference (unification) in the teaching language works; "
             "long explanations with words like 'always' and 'must'",
    "steps": [
        ("user", "hi, I'm new on kidlang. can you explain how the type checker infers types? I see `unify` "
                 "everywhere in typecheck.rkt and I don't get it"),
        ("tool", "Read", {"file_path": "private/typecheck.rkt"},
         "(define (unify t1 t2 subst)\n  (let ([a (walk t1 subst)] [b (walk t2 subst)])\n    (cond\n"
         "      [(equal? a b) subst]\n      [(tvar? a) (extend a b subst)]\n      [(tvar? b) (extend b a subst)]\n"
         "      [(and (arrow? a) (arrow? b))\n       (unify (arrow-res a) (arrow-res b)\n"
         "              (unify (arrow-arg a) (arrow-arg b) subst))]\n"
         "      [else (raise-type-error a b)])))\n\n(define (extend v t subst)\n"
         "  (if (occurs? v t subst) (raise-occurs-error v t) (hash-set subst v t)))"),
        ("assistant", "Sure! It's classic Hindley–Milner style inference, in three pieces:\n\n"
                      "1. **Fresh variables.** Every time the checker meets something whose type it doesn't know "
                      "yet (a lambda parameter, say), it invents a type variable like `'t3`.\n"
                      "2. **Constraints.** Walking the program produces equations: applying `f` to `x` says "
                      "`type(f) = type(x) -> 't4`.\n"
                      "3. **Unification** solves them. `unify` takes two types and the current substitution and "
                      "either returns a bigger substitution or raises an error.\n\n"
                      "`walk` follows the substitution so you always compare the most resolved types. If both "
                      "sides are equal nothing changes; if one is a variable it gets bound (`extend`); if both are "
                      "arrows, arguments and results must unify pairwise. Anything else — `Number` vs `String` — "
                      "is a type error."),
        ("user", "what's the occurs check for"),
        ("assistant", "It stops infinite types. Suppose you write `(lambda (x) (x x))`. Then `'t1 = 't1 -> 't2`. "
                      "Binding `'t1` to a type that contains `'t1` would make an infinite type, so `extend` first "
                      "asks `occurs?` and raises instead. Without it, `walk` would loop forever on that substitution."),
        ("user", "and why does it walk before comparing, couldn't it just compare"),
        ("assistant", "Because a variable may already be bound. If `'t1` was bound to `Number` earlier, then "
                      "`unify 't1 String` must fail — but comparing the raw terms would see a variable and happily "
                      "bind it again. `walk` replaces a bound variable by what it's bound to (repeatedly) so the "
                      "comparison sees the real type."),
        ("user", "ok that makes sense. and let-polymorphism is the generalize function at the bottom?"),
        ("assistant", "Yes. After checking a `let`-bound expression, `generalize` turns the type variables that "
                      "are not free in the environment into a `forall`, and every use site `instantiate`s fresh "
                      "copies. That's why `(let ([id (lambda (x) x)]) (id 1) (id \"a\"))` type-checks, while the "
                      "same thing through a lambda parameter doesn't."),
        ("user", "cool, thanks a lot, that was really helpful"),
        ("assistant", "Always happy to help — have fun with kidlang!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

# ---------------------------------------------------------------- Rust CLI for tax receipts (pasted config)
_CFG = """[package]
name = "receiptbox"
version = "0.9.3"
edition = "2021"
rust-version = "1.78"

[dependencies]
clap = { version = "4.5", features = ["derive"] }
serde = { version = "1", features = ["derive"] }
rusqlite = { version = "0.31", features = ["bundled"] }
chrono = "0.4"
image = "0.25"
tesseract = { version = "0.15", optional = true }

[features]
default = ["ocr"]
ocr = ["tesseract"]

[profile.release]
lto = "thin"
codegen-units = 16
strip = false"""

TAX = {
    "id": "h12-cc-receipts-release",
    "project": "/home/pavel/receiptbox",
    "start": datetime(2026, 11, 24, 19, 5),
    "about": "Rust CLI for tax receipts; pasted Cargo.toml with one change asked (ocr out of default features); "
             "release profile reported in a markdown table; 'fyi for later' remember in the middle",
    "steps": [
        ("user", "here's the Cargo.toml. Only one change: take `ocr` out of the default features — half the people "
                 "packaging this don't have libtesseract and the build just dies for them. They can opt in with "
                 "--features ocr.\n\n```toml\n" + _CFG + "\n```"),
        ("tool", "Edit", {"file_path": "Cargo.toml", "old_string": "default = [\"ocr\"]", "new_string": "default = []"},
         "The file Cargo.toml has been updated."),
        ("tool", "Bash", {"command": "cargo build --release 2>&1 | tail -3 && cargo build --release --features ocr 2>&1 | tail -1"},
         "   Compiling receiptbox v0.9.3 (/home/pavel/receiptbox)\n    Finished `release` profile [optimized] "
         "target(s) in 41.07s\n    Finished `release` profile [optimized] target(s) in 52.88s"),
        ("assistant", "Done — `default = []`, so OCR is opt-in via `--features ocr`. Both builds work. While I was "
                      "in there: `strip = false` and `codegen-units = 16` make the release binary about 9 MB. Want me "
                      "to tighten the release profile too?"),
        ("user", "sure go ahead, smaller binary is nice for the homebrew tap. fyi for later: the sqlite db lives in "
                 "~/.local/share/receiptbox/receipts.db and the tests must never touch that one, they use "
                 "RECEIPTBOX_DB=:memory:"),
        ("tool", "Edit", {"file_path": "Cargo.toml", "old_string": "lto = \"thin\"\ncodegen-units = 16\nstrip = false",
                          "new_string": "lto = \"fat\"\ncodegen-units = 1\nstrip = true\npanic = \"abort\""},
         "The file Cargo.toml has been updated."),
        ("tool", "Bash", {"command": "cargo build --release 2>&1 | tail -1 && ls -la target/release/receiptbox"},
         "    Finished `release` profile [optimized] target(s) in 1m 38s\n"
         "-rwxr-xr-x 2 pavel pavel 3412992 Nov 24 19:14 target/release/receiptbox"),
        ("assistant", "Release profile after the edit:\n\n| setting | before | after |\n|---|---|---|\n"
                      "| `lto` | thin | fat |\n| `codegen-units` | 16 | 1 |\n| `strip` | false | true |\n"
                      "| `panic` | unwind | abort |\n\nThe binary went from ~9 MB to 3.3 MB; the release build takes "
                      "about 1m40s now instead of 40s. And noted: the real DB is "
                      "`~/.local/share/receiptbox/receipts.db`; tests use `RECEIPTBOX_DB=:memory:`."),
        ("user", "hm panic abort... we catch_unwind in the import loop so one broken PDF doesn't kill the batch. "
                 "put that back to unwind"),
        ("tool", "Edit", {"file_path": "Cargo.toml", "old_string": "\npanic = \"abort\"", "new_string": ""},
         "The file Cargo.toml has been updated."),
        ("assistant", "Reverted: `panic` is back to the default (unwind) so `catch_unwind` in the import loop keeps "
                      "working. The other three settings stay (fat LTO, 1 codegen unit, strip)."),
        ("user", "👍"),
    ],
    "facts": [
        F("ocr-optin", "ocr is no longer a default feature (default = []); opt in with --features ocr, since many "
                       "packagers lack libtesseract.", "decision", "user", ["ocr", ["default", "opt-in", "opt in"]]),
        F("profile", "Release profile: lto = fat, codegen-units = 1, strip = true (binary ~3.3 MB).", "config",
          "assistant", [["lto", "LTO"], "codegen-units", "strip"]),
        F("unwind", "panic stays unwind, not abort: the import loop uses catch_unwind so one broken PDF doesn't kill "
                    "the batch.", "decision", "user", ["catch_unwind", "unwind"]),
        F("db-path", "The real DB is ~/.local/share/receiptbox/receipts.db; tests must never touch it and use "
                     "RECEIPTBOX_DB=:memory:.", "rule", "user", ["RECEIPTBOX_DB", "receipts.db"], True),
    ],
    "optional": [Opt("msrv", "rust-version is 1.78.", ["rust-version", "1.78"])],
    "questions": [
        Q("Is OCR built by default?", "no, opt in with --features ocr", ["ocr-optin"]),
        Q("Why is panic not set to abort?", "catch_unwind in import loop", ["unwind"]),
        Q("Which database do tests use?", "RECEIPTBOX_DB=:memory:", ["db-path"]),
    ],
}

SESSIONS = [BEEHIVE, TLE, VUE, RACKET, TAX]
