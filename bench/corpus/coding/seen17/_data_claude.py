"""Claude Code sessions of h17, part 1."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

HUT_NPM = """npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.
added 3 packages, changed 11 packages, and audited 412 packages in 6s

> huttenbuch@2.3.0 build
> vite build

vite v5.4.11 building SSR bundle for production...
transforming...
✓ 188 modules transformed.
x Build failed in 2.41s
error during build:
[commonjs--resolver] Failed to resolve entry for package "flatpickr". The package may have incorrect main/module/exports specified in its package.json: Missing "." specifier in "flatpickr" package
file: /home/ines/huttenbuch/src/lib/components/DatePicker.svelte
    at packageEntryFailure (file:///home/ines/huttenbuch/node_modules/vite/dist/node/chunks/dep-BWSbWtLw.js:46637:15)
    at resolvePackageEntry (file:///home/ines/huttenbuch/node_modules/vite/dist/node/chunks/dep-BWSbWtLw.js:46634:3)
    at tryNodeResolve (file:///home/ines/huttenbuch/node_modules/vite/dist/node/chunks/dep-BWSbWtLw.js:46450:16)
npm ERR! Lifecycle script `build` failed with error:
npm ERR! code 1
npm ERR! path /home/ines/huttenbuch"""

HUT_OUTDATED = """Package                   Current   Wanted   Latest  Location
@sveltejs/kit              2.8.1    2.8.5    2.9.0  node_modules/@sveltejs/kit
@sveltejs/adapter-static   3.0.5    3.0.6    3.0.6  node_modules/@sveltejs/adapter-static
flatpickr                 4.6.13   4.6.13  5.0.0-rc.2  node_modules/flatpickr
svelte                     5.1.9   5.2.7    5.2.7  node_modules/svelte
vite                      5.4.10  5.4.11   6.0.1  node_modules/vite
vitest                     2.1.4    2.1.6    2.1.6  node_modules/vitest
typescript                 5.6.3    5.6.3    5.7.2  node_modules/typescript"""

hut_deps = {
    "id": "h17-cc-hut-deps",
    "project": "/home/ines/huttenbuch",
    "start": datetime(2026, 10, 6, 8, 12),
    "about": "Svelte site for a mountain hut: dependency bump day, flatpickr 5 breaks the ESM entry, pinned to 4.x; "
             "vite 6 proposed and put off; a remember-request about the kiosk iPad",
    "steps": [
        ("user", "morning! maintenance day. can you check what's outdated in huttenbuch and bump the safe stuff"),
        ("tool", "Bash", {"command": "npm outdated"}, HUT_OUTDATED),
        ("assistant", "Here is what is behind:\n\n- patch/minor: `@sveltejs/kit` 2.8.5, `adapter-static` 3.0.6, "
                      "`svelte` 5.2.7, `vitest` 2.1.6, `vite` 5.4.11 — all safe in principle.\n- majors: `vite` 6.0.1, "
                      "`typescript` 5.7.2 (minor really), and `flatpickr` 5.0.0-rc.2 (a release candidate).\n\n"
                      "I'd do the minors first and the majors one by one. Want me to include flatpickr 5?"),
        ("user", "yeah try flatpickr 5 too, the rc has the range plugin fix we wanted"),
        ("tool", "Bash", {"command": "npm install flatpickr@5.0.0-rc.2 && npm run build"}, HUT_NPM),
        ("assistant", "flatpickr 5.0.0-rc.2 breaks the build. Its `package.json` has an `exports` map with only "
                      "`./dist/*` subpaths and no `\".\"` entry, so `import flatpickr from \"flatpickr\"` can't "
                      "resolve under Vite's SSR build. This is a packaging bug on their side (there's an open "
                      "issue titled *ESM export missing root specifier*). Options:\n\n1. import from "
                      "`flatpickr/dist/esm/index.js` directly — works, but a deep import that will break again;\n"
                      "2. patch it with `patch-package` until they release;\n3. stay on 4.6.13.\n\nI lean "
                      "to 1 but it's your call."),
        ("user", "no deep imports, that's how we got burned with leaflet last winter. stay on 4.x until they fix "
                 "the ESM export. pin it exactly so dependabot stops offering the rc"),
        ("tool", "Edit", {"file_path": "package.json", "old_string": "\"flatpickr\": \"^4.6.13\"",
                          "new_string": "\"flatpickr\": \"4.6.13\""}, "The file package.json has been updated."),
        ("tool", "Bash", {"command": "npm install && npm run build && npx vitest run"},
         "added 0 packages, removed 2 packages, changed 6 packages in 3s\n\n> huttenbuch@2.3.0 build\n> vite build\n"
         "✓ 214 modules transformed.\n✓ built in 4.12s\n\n RUN  v2.1.6 /home/ines/huttenbuch\n\n ✓ src/lib/booking.test.ts (14)\n"
         " ✓ src/lib/capacity.test.ts (6)\n ✓ src/lib/i18n.test.ts (9)\n\n Test Files  3 passed (3)\n      Tests  29 passed (29)\n"
         "   Start at  08:19:02\n   Duration  1.84s"),
        ("assistant", "Done: `flatpickr` is pinned to exactly `4.6.13` in package.json (no caret), the minors are "
                      "bumped (kit 2.8.5, svelte 5.2.7, vitest 2.1.6, vite 5.4.11), the build is green and all 29 "
                      "tests pass. I also added an `ignore` entry for flatpickr in `.github/dependabot.yml` with a "
                      "comment pointing at the upstream issue.\n\nShould I try vite 6 next? It changes the default "
                      "`resolve.conditions`, which is probably fine for us but worth a separate PR."),
        ("user", "maybe later, not today. thanks!\n\nah and note for the future: the booking page has to keep "
                 "working on the old kiosk ipad in the hut lobby, it's stuck on iOS 15 Safari, so nothing that needs "
                 "newer than that (no top-level await in client code, etc)"),
        ("assistant", "Got it — client code has to run on iOS 15 Safari for the lobby kiosk, so no top-level await "
                      "or other syntax newer than that in the browser bundle. I checked: `build.target` in "
                      "vite.config.ts is `es2020`, which covers it. Anything else for today?"),
        ("user", "nope that's it, ty"),
    ],
    "facts": [
        fact("flatpickr-pin", "flatpickr is pinned to exactly 4.6.13 (stay on 4.x) until upstream fixes the ESM "
             "export missing in 5.0.0-rc.2; no deep imports as a workaround.", "decision", "user",
             ["flatpickr", ["4.x", "4.6.13"]]),
        fact("no-deep-imports", "Deep imports into a package's dist folder are not used as workarounds (burned by "
             "leaflet before).", "preference", "user", ["deep imports"]),
        fact("kiosk-ios15", "The booking page must keep working on the lobby kiosk iPad stuck on iOS 15 Safari: no "
             "top-level await or newer syntax in client code.", "rule", "user", ["iOS 15", "kiosk"], remember=True),
        fact("flatpickr-cause", "flatpickr 5.0.0-rc.2 fails the Vite SSR build because its exports map has no \".\" "
             "entry.", "bugfix", "assistant", ["flatpickr", ["exports", "ESM export"]]),
    ],
    "optional": [
        opt("build-target", "vite.config.ts has build.target es2020.", ["es2020"]),
        opt("dependabot-ignore", "dependabot.yml ignores flatpickr.", ["dependabot", "flatpickr"]),
    ],
    "questions": [
        q("Which flatpickr version do we use and why?", "4.6.13 pinned, 5 rc breaks the ESM export",
          ["flatpickr-pin", "flatpickr-cause"]),
        q("Which browser must the booking page support?", "iOS 15 Safari on the kiosk iPad", ["kiosk-ios15"]),
        q("Did we move to vite 6?", "no, put off", []),
    ],
}

REVIEW_DIFF = """diff --git a/app/jobs/expire_donations_job.rb b/app/jobs/expire_donations_job.rb
@@ -3,9 +3,12 @@ class ExpireDonationsJob < ApplicationJob
   def perform
-    Donation.where("best_before < ?", Date.current).each do |d|
-      d.update!(state: :expired)
-    end
+    Donation.where("best_before < ?", Date.current).each do |donation|
+      donation.update!(state: :expired)
+      FridgeChannel.broadcast_to(donation.fridge, action: "expired", id: donation.id)
+    end
   end
 end
diff --git a/app/models/donation.rb b/app/models/donation.rb
@@ -12,6 +12,14 @@ class Donation < ApplicationRecord
+  def self.stale_for(fridge)
+    where(fridge_id: fridge.id).where("best_before < ?", Date.current)
+  end
+
+  def label_text
+    "#{title} – best before #{best_before.strftime('%d-%m')}"
+  end
diff --git a/config/locales/nl.yml b/config/locales/nl.yml
+    expired_banner: "Verlopen – graag weggooien"
"""

fridge_review = {
    "id": "h17-cc-fridge-review",
    "project": "/home/joost/buurtkoelkast",
    "start": datetime(2026, 10, 8, 19, 40),
    "about": "Rails app for a community fridge: review of a PR with five points, two accepted (find_each, index), "
             "three rejected with reasons (service object, rspec, english locale); lesson-learned remember",
    "steps": [
        ("user", "Hoi. Can you review my branch expiry-broadcast before I merge? git diff main"),
        ("tool", "Bash", {"command": "git diff main...expiry-broadcast"}, REVIEW_DIFF),
        ("assistant", "## Review of `expiry-broadcast`\n\nOverall fine, five points:\n\n1. **`each` loads every "
                      "stale donation at once.** Use `find_each` so the job batches by 1000; the Utrecht fridges "
                      "had ~8k rows last month.\n2. **Extract a service object** (`Donations::Expire`) so the job "
                      "just calls it — easier to test.\n3. **Missing index**: `stale_for` filters on `fridge_id` "
                      "and `best_before`; a composite index `[:fridge_id, :best_before]` would help.\n4. **Consider "
                      "RSpec** for the new specs — the shared examples would make the broadcast tests shorter.\n"
                      "5. **`label_text` is not translated**; add an `en.yml` entry next to `nl.yml`.\n\n"
                      "Nothing blocking except maybe 1."),
        ("user", "1 yes. 3 yes, good catch, add the migration. 2 no, we keep logic in models and concerns, this "
                 "app is maintained by volunteers and every extra layer is one more thing to explain to them. 4 no "
                 "— we stay on minitest, everything is minitest and I'm not having two frameworks. 5 no, the fridges "
                 "are only in NL, dutch only, that's on purpose"),
        ("tool", "Edit", {"file_path": "app/jobs/expire_donations_job.rb", "old_string": ".each do |donation|",
                          "new_string": ".find_each do |donation|"}, "The file has been updated."),
        ("tool", "Bash", {"command": "bin/rails g migration AddFridgeBestBeforeIndexToDonations && bin/rails db:migrate"},
         "      invoke  active_record\n      create    db/migrate/20261008194512_add_fridge_best_before_index_to_donations.rb\n"
         "== 20261008194512 AddFridgeBestBeforeIndexToDonations: migrating ========\n"
         "-- add_index(:donations, [:fridge_id, :best_before])\n   -> 0.0121s\n"
         "== 20261008194512 AddFridgeBestBeforeIndexToDonations: migrated (0.0122s) ="),
        ("tool", "Bash", {"command": "bin/rails test"},
         "Running 87 tests in parallel using 4 processes\nRun options: --seed 41207\n\n# Running:\n\n"
         "......................................................................................F\n\nFailure:\n"
         "ExpireDonationsJobTest#test_broadcasts_expiry [test/jobs/expire_donations_job_test.rb:22]:\n"
         "1 broadcasts to fridge:Z2lkOi8vYnV1cnRrb2Vsa2FzdC9GcmlkZ2UvMQ expected, but 0 were sent.\n\n"
         "bin/rails test test/jobs/expire_donations_job_test.rb:22\n\nFinished in 3.418s, 25.4 runs/s\n"
         "87 runs, 203 assertions, 1 failures, 0 errors, 0 skips"),
        ("assistant", "One failure: the test creates the donation with `best_before: Date.current`, and the query is "
                      "`best_before < ?` — so today's donation isn't stale and nothing is broadcast. The test was "
                      "passing before only because the broadcast didn't exist. Is the rule \"expired the day after "
                      "best before\" (keep `<`) or \"on the day\" (`<=`)?"),
        ("user", "day after. fix the test, not the query. food is fine on the best before date, we had this "
                 "discussion with the food safety lady from the gemeente"),
        ("tool", "Bash", {"command": "sed -i 's/best_before: Date.current/best_before: Date.yesterday/' "
                                     "test/jobs/expire_donations_job_test.rb && bin/rails test"},
         "Running 87 tests in parallel using 4 processes\n\n87 runs, 204 assertions, 0 failures, 0 errors, 0 skips"),
        ("assistant", "All 87 green. Changes on the branch: `find_each` in `ExpireDonationsJob`, the migration "
                      "adding the composite index on `donations (fridge_id, best_before)`, and the test now uses "
                      "`Date.yesterday`. Donations expire the day *after* their best-before date, as you said."),
        ("user", "top. lesson learned: last time a volunteer merged without running db:migrate on the pi and the "
                 "whole fridge screen went white. so after any migration, remind me to run `kamal app exec "
                 "'bin/rails db:migrate'` on the pi, the deploy does NOT do it automatically"),
        ("assistant", "Noted — the Kamal deploy doesn't run migrations, so after any migration I'll remind you to run "
                      "`kamal app exec 'bin/rails db:migrate'` on the Pi. This branch has one, so: run it after the "
                      "deploy tonight."),
        ("user", "thx, merging"),
    ],
    "facts": [
        fact("find-each", "ExpireDonationsJob iterates stale donations with find_each instead of each.", "decision",
             "user", ["find_each"]),
        fact("index", "Added a composite index on donations (fridge_id, best_before).", "decision", "user",
             ["index", "best_before"]),
        fact("no-service-objects", "No service objects: logic stays in models and concerns because volunteers "
             "maintain the app.", "convention", "user", ["service object", ["models and concerns", "concerns"]]),
        fact("minitest", "Tests stay on minitest, no RSpec.", "convention", "user", ["minitest"]),
        fact("dutch-only", "The app is Dutch only on purpose (fridges only in NL); no English locale.", "decision",
             "user", [["dutch only", "Dutch"]]),
        fact("expiry-rule", "Donations expire the day after their best-before date (query keeps best_before < "
             "today).", "fact", "user", ["day after", ["best before", "best_before"]]),
        fact("migrate-after-deploy", "Deploy does not run migrations: after any migration run kamal app exec "
             "'bin/rails db:migrate' on the Pi.", "rule", "user", ["db:migrate", "kamal"], remember=True),
    ],
    "optional": [],
    "questions": [
        q("Do we use service objects?", "no, models and concerns", ["no-service-objects"]),
        q("What do I do after deploying a migration?", "kamal app exec bin/rails db:migrate on the pi",
          ["migrate-after-deploy"]),
        q("When does a donation expire?", "day after best before", ["expiry-rule"]),
        q("Which test framework?", "minitest", ["minitest"]),
    ],
}

CI_LOG = """2026-10-13T06:02:11.4410Z ##[group]Run docker run --rm -v $PWD:/src ghcr.io/ventilo/arm-build:latest make all
2026-10-13T06:02:14.0021Z Unable to find image 'ghcr.io/ventilo/arm-build:latest' locally
2026-10-13T06:02:19.8873Z latest: Pulling from ventilo/arm-build
2026-10-13T06:02:31.2210Z Status: Downloaded newer image for ghcr.io/ventilo/arm-build:latest
2026-10-13T06:02:31.9902Z arm-none-eabi-gcc (Arm GNU Toolchain 14.2.Rel1 (Build arm-14.52)) 14.2.1 20241119
2026-10-13T06:02:32.1144Z CC src/vent.c
2026-10-13T06:02:32.8821Z CC src/servo.c
2026-10-13T06:02:33.0417Z src/servo.c: In function 'servo_set_angle':
2026-10-13T06:02:33.0419Z src/servo.c:58:22: error: array subscript 4 is above array bounds of 'const uint16_t[4]' [-Werror=array-bounds=]
2026-10-13T06:02:33.0420Z    58 |     uint16_t pulse = PULSE_TABLE[zone];
2026-10-13T06:02:33.0421Z       |                      ^~~~~~~~~~~~~~~~~
2026-10-13T06:02:33.0423Z src/servo.c:21:23: note: while referencing 'PULSE_TABLE'
2026-10-13T06:02:33.0424Z    21 | static const uint16_t PULSE_TABLE[4] = {1000, 1250, 1500, 2000};
2026-10-13T06:02:33.0511Z cc1: all warnings being treated as errors
2026-10-13T06:02:33.0530Z make: *** [Makefile:41: build/servo.o] Error 1
2026-10-13T06:02:33.0601Z ##[error]Process completed with exit code 2."""

greenhouse_ci = {
    "id": "h17-cc-greenhouse-ci",
    "project": "/home/runa/ventilo-fw",
    "start": datetime(2026, 10, 13, 7, 5),
    "about": "C firmware for a greenhouse vent: CI red after the build image's :latest moved to gcc 14; real "
             "off-by-one found from the log, image pinned by tag; flash rule; remember in a pasted code comment",
    "steps": [
        ("user", "ci is red on main since this morning and nobody touched anything. log attached in the job, can "
                 "you look"),
        ("tool", "Bash", {"command": "gh run view 11873402 --log-failed | tail -20"}, CI_LOG),
        ("assistant", "Two things in that log:\n\n1. The job pulls `ghcr.io/ventilo/arm-build:latest`, and `:latest` "
                      "now ships **arm-none-eabi-gcc 14.2.1** — that's why it broke without a commit.\n2. gcc 14's "
                      "`-Warray-bounds` is right, though: `servo_set_angle` computes `zone` as `angle / 45`, so "
                      "an angle of 180 gives zone 4 and reads past `PULSE_TABLE[4]`. gcc 12 just didn't see it.\n\n"
                      "So the root cause is a real off-by-one in `servo.c`, surfaced by the toolchain bump."),
        ("tool", "Read", {"file_path": "src/servo.c"},
         "19  #define SERVO_PWM_HZ 50\n20  \n21  static const uint16_t PULSE_TABLE[4] = {1000, 1250, 1500, 2000};\n"
         "...\n52  void servo_set_angle(uint8_t angle)\n53  {\n54      if (angle > 180) {\n55          angle = 180;\n"
         "56      }\n57      uint8_t zone = angle / 45;\n58      uint16_t pulse = PULSE_TABLE[zone];\n"
         "59      pwm_write(SERVO_CH, pulse);\n60  }"),
        ("user", "ok fix the clamp. and pin the image, i don't want latest in CI ever again"),
        ("tool", "Edit", {"file_path": "src/servo.c", "old_string": "uint8_t zone = angle / 45;",
                          "new_string": "uint8_t zone = (angle >= 180) ? 3 : angle / 45;"}, "Updated src/servo.c"),
        ("tool", "Edit", {"file_path": ".github/workflows/build.yml", "old_string": "arm-build:latest",
                          "new_string": "arm-build:gcc14.2-2026.10"}, "Updated .github/workflows/build.yml"),
        ("tool", "Bash", {"command": "docker run --rm -v $PWD:/src ghcr.io/ventilo/arm-build:gcc14.2-2026.10 make all test"},
         "CC src/vent.c\nCC src/servo.c\nCC src/sht31.c\nCC src/main.c\nLD build/ventilo.elf\n"
         "   text    data     bss     dec     hex filename\n  21544     212    3080   24836    6104 build/ventilo.elf\n"
         "RUN test_servo ........ 12 passed\nRUN test_vent ......... 19 passed\nRUN test_sht31 ........ 7 passed\n"
         "ALL 38 TESTS PASSED"),
        ("assistant", "Green locally with the pinned image. Summary:\n\n- `servo_set_angle` clamps 180° to zone 3, "
                      "so `PULSE_TABLE` is never read out of bounds.\n- CI uses `ghcr.io/ventilo/arm-build:gcc14.2-2026.10` "
                      "instead of `:latest`; bumps become explicit PRs.\n\nWant me to flash the board on your desk "
                      "to check the vent moves to full open at 180°? `make flash` is set up for the ST-Link."),
        ("user", "NO. don't run make flash yourself, ever — ask me first. the board on my desk is wired to the real "
                 "vent motor in greenhouse 2 over the test relay and last time it slammed the window. i'll flash it.\n\n"
                 "also this, pasted straight from the header so it's the same words, I want it kept:\n\n"
                 "```c\n/* REMEMBER: SERVO_PWM_HZ stays 50. the cheap SG90 clones we buy\n"
                 " * buzz and drift at 330 Hz, don't 'optimise' it. */\n```"),
        ("assistant", "Understood on both:\n\n- I won't run `make flash` (or anything that talks to the ST-Link) "
                      "without asking you first — the desk board drives the real vent in greenhouse 2.\n- The servo "
                      "PWM stays at **50 Hz** (`SERVO_PWM_HZ`); the SG90 clones buzz and drift at 330 Hz.\n\n"
                      "I'll push the fix branch `fix/servo-zone-clamp` so CI can confirm."),
        ("tool", "Bash", {"command": "git push -u origin fix/servo-zone-clamp"},
         "remote: Create a pull request for 'fix/servo-zone-clamp' on GitHub by visiting:\nremote:   "
         "https://github.com/ventilo/ventilo-fw/pull/new/fix/servo-zone-clamp\n * [new branch] fix/servo-zone-clamp"
         " -> fix/servo-zone-clamp"),
        ("user", "cheers"),
    ],
    "facts": [
        fact("ci-cause", "CI broke because arm-build:latest moved to arm-none-eabi-gcc 14.2, whose -Warray-bounds "
             "caught a real off-by-one: angle 180 gave zone 4 past PULSE_TABLE; fixed by clamping to zone 3.",
             "bugfix", "assistant", ["PULSE_TABLE", ["zone 3", "180"]]),
        fact("ci-image-pin", "CI uses the pinned image ghcr.io/ventilo/arm-build:gcc14.2-2026.10, never :latest.",
             "config", "user", ["gcc14.2-2026.10"]),
        fact("no-flash", "Never run make flash without asking first: the desk board drives the real vent in "
             "greenhouse 2.", "rule", "user", ["make flash"], remember=True),
        fact("pwm-50hz", "SERVO_PWM_HZ stays at 50 Hz; the SG90 clones buzz and drift at 330 Hz.", "rule", "user",
             ["SERVO_PWM_HZ", "50"], remember=True),
    ],
    "optional": [
        opt("branch", "The fix is on branch fix/servo-zone-clamp.", ["fix/servo-zone-clamp"]),
    ],
    "questions": [
        q("Why did CI break without a commit?", "latest image moved to gcc 14, array-bounds caught zone 4 off-by-one",
          ["ci-cause"]),
        q("May the agent flash the board?", "no, ask first", ["no-flash"]),
        q("What PWM frequency for the servo?", "50 Hz", ["pwm-50hz"]),
    ],
}

chess_chat = {
    "id": "h17-cc-chess-chat",
    "project": "/home/tavi/rookery-bot",
    "start": datetime(2026, 10, 14, 21, 3),
    "about": "Deno bot for a chess club: only chit-chat and one quick question about Deno.serve; nothing durable",
    "steps": [
        ("user", "evening 🙂 just had our club blitz night, lost 4 games in a row to a 12 year old"),
        ("assistant", "Ouch — but blitz against a 12-year-old is a rite of passage. They have no fear and infinite "
                      "time on their hands. Anything I can help with on rookery-bot tonight?"),
        ("user", "quick q, not doing anything yet. in deno, does Deno.serve handle SIGINT itself or do I need an "
                 "AbortController? the bot sometimes hangs on ctrl-c"),
        ("assistant", "`Deno.serve` doesn't install a signal handler for you. Ctrl-C normally kills the process "
                      "anyway, but if something (like an open WebSocket to the Lichess stream) keeps the event loop "
                      "alive, you can pass a `signal` from an `AbortController` and call `abort()` from "
                      "`Deno.addSignalListener(\"SIGINT\", …)`, then `await server.finished`. Alternatively the "
                      "returned server has `shutdown()`. Either works; it's a few lines."),
        ("user", "ok cool, I'll play with it at the weekend. maybe. or maybe I'll just practice my openings lol"),
        ("assistant", "Both worthy pursuits. The Caro-Kann is forgiving against kids who love early queen attacks, "
                      "if you want a suggestion. Good night!"),
        ("user", "haha thanks, night"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

PROFILE = """         4182913 function calls (4071550 primitive calls) in 412.883 seconds

   Ordered by: cumulative time

   ncalls  tottime  percall  cumtime  percall filename:lineno(function)
        1    0.002    0.002  412.883  412.883 pipeline.py:1(<module>)
        1    0.214    0.214  409.501  409.501 pipeline.py:88(build_nightly)
   218344    3.902    0.000  388.120    0.002 frame.py:10368(apply)
   218344   41.558    0.000  371.930    0.002 enrich.py:17(lookup_weather)
   218344  301.337    0.001  301.337    0.001 {method 'query' of 'pandas.DataFrame'}
        1    0.003    0.003   14.882   14.882 io.py:40(read_counts)
        1    5.114    5.114    5.114    5.114 {built-in method pandas._libs.parsers.read_csv}"""

SLOW_RUN = """[2026-10-15 22:00:03] INFO  mothnet nightly start (sites=37, nights=5903)
[2026-10-15 22:00:18] INFO  read_counts: 218344 rows from /data/mothnet/raw/2026/*.csv
[2026-10-15 22:06:51] INFO  enrich: weather lookup done
[2026-10-15 22:07:02] WARN  trap_id 7 not in sites.csv (218 rows dropped)
[2026-10-15 22:07:02] WARN  trap_id 12 not in sites.csv (1190 rows dropped)
[2026-10-15 22:07:02] WARN  trap_id 31 not in sites.csv (77 rows dropped)
[2026-10-15 22:07:05] INFO  wrote /data/mothnet/out/nightly.csv (216859 rows)
[2026-10-15 22:07:05] INFO  done in 422.1s"""

moth_perf = {
    "id": "h17-cc-moth-perf",
    "project": "/home/eleni/mothnet",
    "start": datetime(2026, 10, 16, 9, 30),
    "about": "Python data pipeline for moth trap counts: slow nightly (row-wise apply + query), fixed with a merge_asof, "
             "422s→19s are results; trap_id leading zeros root cause, TIL remember; parquet layout picked from "
             "options; output path changed once (final is the NAS)",
    "steps": [
        ("user", "hi! the nightly mothnet build takes 7 minutes now and the cron box also does the camera uploads, "
                 "so it's getting in the way. can you profile it?"),
        ("tool", "Bash", {"command": "cat logs/nightly-2026-10-15.log"}, SLOW_RUN),
        ("tool", "Bash", {"command": "python -m cProfile -s cumtime pipeline.py --date 2026-10-15 | head -14"}, PROFILE),
        ("assistant", "The profile is clear: 388 of 413 seconds are in `DataFrame.apply` calling "
                      "`enrich.lookup_weather` once per row (218,344 rows), and each call runs a `weather.query(...)` "
                      "over the whole weather table. That's O(rows × weather rows).\n\nThe fix is to do the join once: "
                      "sort both frames by timestamp and use `pd.merge_asof(counts, weather, on=\"ts\", by=\"station\", "
                      "direction=\"backward\", tolerance=pd.Timedelta(\"1h\"))`. Same semantics as the current lookup "
                      "(last reading before the trap check, max one hour old), one vectorised pass.\n\nSeparately, "
                      "the warnings about trap_id 7, 12 and 31 look suspicious — sites.csv has `007`, `012` and `031`. "
                      "I'll come back to that."),
        ("user", "go for the merge_asof"),
        ("tool", "Edit", {"file_path": "mothnet/enrich.py", "old_string": "    out = counts.apply(lookup_weather, axis=1, args=(weather,))",
                          "new_string": "    counts = counts.sort_values(\"ts\")\n    weather = weather.sort_values(\"ts\")\n"
                                        "    out = pd.merge_asof(counts, weather, on=\"ts\", by=\"station\",\n"
                                        "                        direction=\"backward\", tolerance=pd.Timedelta(\"1h\"))"},
         "Updated mothnet/enrich.py"),
        ("tool", "Bash", {"command": "pytest -q tests/test_enrich.py"},
         "........F.\n=================================== FAILURES ===================================\n"
         "______________________ test_enrich_matches_legacy_lookup ______________________\n"
         "E   AssertionError: DataFrame.columns are different\n"
         "E   [left]:  Index(['trap_id', 'ts', 'station', 'species', 'count', 'temp_c', 'wind_ms'], dtype='object')\n"
         "E   [right]: Index(['trap_id', 'ts', 'station', 'species', 'count', 'temp_c', 'wind_ms', 'ts_weather'], dtype='object')\n"
         "1 failed, 9 passed in 2.31s"),
        ("assistant", "Only a column difference — the legacy lookup added `ts_weather`. I'll keep it by copying the "
                      "weather timestamp before the merge."),
        ("tool", "Bash", {"command": "pytest -q"}, "..............................................\n46 passed in 5.02s"),
        ("tool", "Bash", {"command": "time python pipeline.py --date 2026-10-15"},
         "[2026-10-16 09:41:10] INFO  mothnet nightly start (sites=37, nights=5903)\n"
         "[2026-10-16 09:41:24] INFO  read_counts: 218344 rows\n[2026-10-16 09:41:25] INFO  enrich: weather lookup done\n"
         "[2026-10-16 09:41:29] INFO  wrote /data/mothnet/out/nightly.csv (216859 rows)\n\nreal\t0m19.4s\nuser\t0m17.9s\nsys\t0m1.2s"),
        ("assistant", "Nightly build went from **422 s to 19.4 s** on the same date, output identical row for row "
                      "(I diffed the CSVs). Most of what's left is reading CSVs (~14 s).\n\nNow the trap_id warnings. "
                      "`read_csv` infers `trap_id` as int64, so `007` becomes `7` and no longer matches `sites.csv`, "
                      "where the ids are strings. That's 1,485 rows silently dropped every night. Fix: "
                      "`dtype={\"trap_id\": \"string\"}` in both readers."),
        ("user", "oh no. how long has that been happening?? ok do it"),
        ("tool", "Bash", {"command": "git log -S'read_csv(' --oneline -- mothnet/io.py | tail -3"},
         "4e1d2a7 read counts from per-year folders\n91bb0c3 initial import\n"),
        ("tool", "Edit", {"file_path": "mothnet/io.py", "old_string": "pd.read_csv(path)",
                          "new_string": "pd.read_csv(path, dtype={\"trap_id\": \"string\"})"}, "Updated mothnet/io.py"),
        ("tool", "Bash", {"command": "python pipeline.py --date 2026-10-15 2>&1 | grep -c WARN"}, "0"),
        ("assistant", "Since the initial import, as far as git can tell — the dtype was never set. With the fix there "
                      "are no warnings and all 218,344 rows make it into `nightly.csv`. Do you want me to backfill "
                      "earlier nights?"),
        ("user", "yes please, but first the output format. the csv is 900MB now. options?"),
        ("assistant", "Three reasonable ones:\n\n| option | pros | cons |\n|---|---|---|\n| A. one Parquet file per "
                      "night | simplest, small files | 5,900 tiny files, slow to scan a season |\n| B. Parquet "
                      "partitioned by `year=`/`site=` | fast per-site queries, what DuckDB likes | more files per "
                      "year |\n| C. keep CSV, gzip it | no new tooling | still slow, no types |\n\nI'd go with B."),
        ("user", "B but partition by year only, not site. the volunteers query across all sites for a species, "
                 "never one site. write it to /data/mothnet/parquet"),
        ("tool", "Edit", {"file_path": "mothnet/io.py", "old_string": "def write_nightly(df, path):",
                          "new_string": "def write_nightly(df, root):\n    df.to_parquet(root, partition_cols=[\"year\"], index=False)\n\n"
                                        "def write_nightly_csv(df, path):"}, "Updated mothnet/io.py"),
        ("user", "actually wait, not /data on the cron box, its disk is tiny. put it on the nas: /mnt/moth-nas/parquet"),
        ("tool", "Edit", {"file_path": "config/mothnet.toml", "old_string": "out_dir = \"/data/mothnet/out\"",
                          "new_string": "out_dir = \"/mnt/moth-nas/parquet\""}, "Updated config/mothnet.toml"),
        ("tool", "Bash", {"command": "python pipeline.py --backfill 2019-01-01:2026-10-15"},
         "[2026-10-16 10:12:40] INFO  backfill 2019-01-01..2026-10-15 (2845 nights)\n"
         "[2026-10-16 10:19:02] INFO  wrote /mnt/moth-nas/parquet/year=2019 .. year=2026 (1,402,118 rows)\n"
         "[2026-10-16 10:19:02] INFO  done in 382.0s"),
        ("assistant", "Backfill done: 1,402,118 rows written to `/mnt/moth-nas/parquet`, partitioned by `year` only "
                      "(`year=2019` … `year=2026`), and `out_dir` in `config/mothnet.toml` points there now. The old "
                      "CSV writer is still around as `write_nightly_csv` in case anyone needs it.\n\nBy the way, you "
                      "could also switch the readers to DuckDB's `read_csv_auto` to shave off the remaining 14 s — "
                      "just an idea."),
        ("user", "nah 19s is fine. thanks a lot!! and TIL: pandas read_csv eats leading zeros on ids. so for this "
                 "project: every id column (trap_id, site_id, station) gets read as string, always, no exceptions"),
        ("assistant", "Makes sense — I'll treat it as a standing rule for mothnet: every id column (`trap_id`, "
                      "`site_id`, `station`) is read with a string dtype, never inferred."),
        ("user", "one more thing. the nightly cron runs at 22:00 and fights with the camera uploads. when do those finish?"),
        ("tool", "Bash", {"command": "crontab -l"},
         "# m h  dom mon dow   command\nMAILTO=\"\"\n0 22 * * *     cd /home/eleni/mothnet && .venv/bin/python pipeline.py >> logs/cron.log 2>&1\n"
         "*/10 20-23 * * * /usr/local/bin/camsync --all-sites --quiet\n30 4 * * 0    /usr/local/bin/restic-backup.sh\n"
         "@reboot       /usr/local/bin/camsync --resume"),
        ("assistant", "`camsync` runs every 10 minutes from 20:00 to 23:59, so the nightly at 22:00 always overlaps. "
                      "Anything after midnight avoids it — 00:30 would give the last sync time to finish."),
        ("user", "make it 01:15. the volunteers at the far sites enter their last trap check in the app by 01:00, "
                 "so at 00:30 we'd miss some of them"),
        ("tool", "Bash", {"command": "crontab -l | sed 's/^0 22 \\* \\* \\*/15 1 * * */' | crontab - && crontab -l | grep pipeline"},
         "15 1 * * *    cd /home/eleni/mothnet && .venv/bin/python pipeline.py >> logs/cron.log 2>&1"),
        ("assistant", "The nightly now runs at 01:15 (`15 1 * * *`), after the camera uploads and after the far "
                      "sites' last trap checks are in."),
        ("user", "run the tests again pls, just to be sure"),
        ("tool", "Bash", {"command": "pytest -q"}, "..............................................\n46 passed in 4.97s"),
        ("assistant", "46 passed."),
        ("user", "👍"),
    ],
    "facts": [
        fact("slow-cause", "The nightly was slow because enrich ran a weather.query per row via DataFrame.apply; "
             "replaced with one pd.merge_asof (by station, backward, 1h tolerance).", "bugfix", "assistant",
             ["merge_asof"]),
        fact("trapid-zeros", "read_csv inferred trap_id as int and dropped leading zeros (007→7), so rows were "
             "silently dropped against sites.csv; fixed with dtype string.", "bugfix", "assistant",
             ["trap_id", "leading zeros"]),
        fact("ids-as-string", "Every id column (trap_id, site_id, station) is read as string, never inferred.",
             "rule", "user", [["id column", "id columns"], "string"], remember=True),
        fact("parquet-year", "Output is Parquet partitioned by year only, not site, because volunteers query across "
             "all sites for a species.", "decision", "user", ["Parquet", "year"]),
        fact("cron-0115", "The nightly cron runs at 01:15, after the camera uploads (camsync until midnight) and "
             "after far-site volunteers enter their last trap checks by 01:00.", "decision", "user", ["01:15"]),
        fact("out-path", "Parquet output goes to /mnt/moth-nas/parquet (the cron box disk is too small).", "config",
             "user", ["/mnt/moth-nas/parquet"]),
    ],
    "optional": [
        opt("timing", "Nightly build went from 422 s to 19.4 s.", ["19.4"]),
        opt("csv-writer", "The old CSV writer remains as write_nightly_csv.", ["write_nightly_csv"]),
    ],
    "questions": [
        q("Where does the nightly write its output?", "/mnt/moth-nas/parquet, parquet partitioned by year",
          ["out-path", "parquet-year"]),
        q("Why were trap rows dropped?", "read_csv dropped leading zeros of trap_id", ["trapid-zeros"]),
        q("When does the nightly run?", "01:15", ["cron-0115"]),
        q("How must id columns be read?", "as string", ["ids-as-string"]),
    ],
}
