"""h13 Claude Code sessions, part 2: chess engine, bird dashboard, hiking app, library loans."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

PERFT = "\n".join(f"perft depth {d}: {n:>12} nodes  {t:>7} ms" for d, n, t in
                  ((1, 20, 0), (2, 400, 0), (3, 8902, 2), (4, 197281, 31), (5, 4865609, 702), (6, 119060324, 17004)))

CHESS = {
    "id": "h13-cc-chess-worker",
    "project": "/home/arno/dev/pawnstorm",
    "start": datetime(2026, 11, 24, 21, 30, 0),
    "about": "Rust WASM chess engine; search moved into a worker with a bounded channel of 64 (assistant's pick, thumbs-up); "
             "transposition table size; a proposal to add NNUE answered 'hmm, later maybe' and never taken",
    "steps": [
        ("user", "the browser tab freezes while the engine thinks. search runs on the main thread. can we move it off?"),
        ("tool", "Bash", {"command": "cat Cargo.toml && ls www/"},
         "[package]\nname = \"pawnstorm\"\nversion = \"0.4.0\"\nedition = \"2021\"\n\n[lib]\ncrate-type = [\"cdylib\", \"rlib\"]\n\n[dependencies]\nwasm-bindgen = \"0.2.95\"\njs-sys = \"0.3.72\"\nweb-sys = { version = \"0.3.72\", features = [\"Worker\", \"MessageEvent\", \"DedicatedWorkerGlobalScope\"] }\n"
         "crossbeam-channel = \"0.5\"\n\n[profile.release]\nopt-level = 3\nlto = true\n\nindex.html  main.js  board.css  pkg/"),
        ("assistant", "Plan: run the engine in a dedicated Web Worker (`www/engine.worker.js` loads the wasm), the main thread only posts `go`/`stop` and receives info lines. Inside the engine, the search loop pushes `SearchInfo` into a channel that the worker's message pump drains. Doing it now."),
        ("tool", "Write", {"file_path": "www/engine.worker.js"}, "File created successfully at: www/engine.worker.js"),
        ("tool", "Edit", {"file_path": "src/search.rs", "old_string": "pub fn go(&mut self, limits: Limits) -> Move {", "new_string": "pub fn go(&mut self, limits: Limits, info: Sender<SearchInfo>) -> Move {"}, "The file src/search.rs has been updated."),
        ("tool", "Bash", {"command": "wasm-pack build --release --target web && cargo test --release perft"},
         "[INFO]: Checking for the Wasm target...\n[INFO]: Compiling to Wasm...\n   Compiling pawnstorm v0.4.0 (/home/arno/dev/pawnstorm)\n    Finished `release` profile [optimized] target(s) in 14.82s\n"
         "[INFO]: Optimizing wasm binaries with `wasm-opt`...\n[INFO]: :-) Done in 19.40s\n[INFO]: :-) Your wasm pkg is ready to publish at /home/arno/dev/pawnstorm/pkg.\n"
         "running 1 test\n" + PERFT + "\ntest perft::startpos ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; finished in 17.80s"),
        ("assistant", "The UI stays responsive now; search runs in the worker.\n\nTwo choices I made while doing it:\n\n"
         "I went with a **bounded channel of 64** for the info lines, because at depth 20+ the search can emit thousands of PV updates per second and an unbounded one just grows while the worker is busy posting messages; with 64 slots the search uses `try_send` and drops intermediate updates, which the UI never needed anyway.\n\n"
         "And the transposition table is now **32 MB** in the wasm build (it was sized from `num_cpus` before, which doesn't exist in the browser); native builds keep 256 MB.\n\nPerft still matches at depth 6 (119060324)."),
        ("user", "👍"),
        ("assistant", "One more idea: the evaluation is still hand-crafted. A small NNUE net would probably gain a few hundred Elo; the wasm SIMD proposal is supported in all major browsers now."),
        ("user", "hmm, later maybe. pushing this for now"),
        ("tool", "Bash", {"command": "git add -A && git commit -qm 'search in web worker, bounded info channel' && git log --oneline -1"}, "7be1f04 search in web worker, bounded info channel"),
    ],
    "facts": [
        fact("worker", "The engine search runs in a dedicated Web Worker so the browser tab doesn't freeze.", "decision", "assistant", [["Web Worker", "worker"], "search"]),
        fact("channel-64", "Search info goes through a bounded channel of 64 with try_send dropping updates, so an unbounded queue can't grow while the worker is busy.", "decision", "assistant", ["bounded channel", "64"]),
        fact("tt-size", "The transposition table is 32 MB in the wasm build and 256 MB native.", "config", "assistant", ["32 MB", "transposition table"]),
    ],
    "optional": [
        opt("perft6", "Perft at depth 6 from the start position is 119060324.", ["119060324"]),
    ],
    "questions": [
        q("Why is the info channel bounded?", "64 slots, try_send drops updates instead of growing memory", ["channel-64"]),
        q("How big is the transposition table in the browser?", "32 MB", ["tt-size"]),
    ],
}

BIRDS = {
    "id": "h13-cc-birds-reading",
    "project": "/home/rhea/shiny/wetland-counts",
    "start": datetime(2026, 11, 25, 15, 0, 0),
    "about": "R Shiny bird-count dashboard; pure code-reading Q&A, explanations of reactivity full of always/never; nothing durable",
    "steps": [
        ("user", "hi, I'm new on this one. can you explain how the species filter ends up changing the map? I don't get the reactive chain"),
        ("tool", "Bash", {"command": "ls R/ && wc -l app.R R/*.R"},
         "mod_filter.R  mod_map.R  mod_trend.R  data_load.R  utils_dates.R\n   84 app.R\n  112 R/mod_filter.R\n  156 R/mod_map.R\n   98 R/mod_trend.R\n   61 R/data_load.R\n   27 R/utils_dates.R\n  538 total"),
        ("tool", "Read", {"file_path": "R/mod_filter.R"},
         "mod_filter_server <- function(id, counts) {\n  moduleServer(id, function(input, output, session) {\n    selected <- reactive({\n      req(input$species)\n      counts() |>\n        dplyr::filter(species %in% input$species,\n                      survey_date >= input$dates[1], survey_date <= input$dates[2])\n    }) |> bindCache(input$species, input$dates)\n    return(selected)\n  })\n}"),
        ("assistant", "Here's the chain:\n\n1. `data_load.R` reads the CSV once into `counts`, a reactive that only invalidates when the file's mtime changes (`reactiveFileReader`, polling every 5000 ms).\n"
         "2. `mod_filter_server` returns `selected`, a reactive that depends on `counts()`, `input$species` and `input$dates`.\n3. `app.R` passes `selected` into `mod_map_server`, where `renderLeaflet` draws the base map once and an `observe()` calls `leafletProxy` to redraw the circles.\n\n"
         "A few Shiny rules that explain why it's built this way: a `reactive()` is lazy and always caches its last value until one of its dependencies invalidates; an `observe()` is eager and must be used for side effects like `leafletProxy`; `req()` never lets a falsy input through, so with no species selected nothing downstream runs. `bindCache` keys the filtered table by species + dates, so flipping back to a previous selection is instant."),
        ("user", "so why doesn't the whole map re-render when I change species?"),
        ("assistant", "Because `renderLeaflet` doesn't read `selected()` at all — it only builds tiles and the view. The circles are drawn by the `observe()` through `leafletProxy(\"map\") |> clearGroup(\"counts\") |> addCircleMarkers(...)`. Proxy updates patch the existing widget, which is why zoom and position survive a filter change."),
        ("user", "and the trend plot? it seems slow"),
        ("tool", "Read", {"file_path": "R/mod_trend.R"},
         "    output$trend <- renderPlot({\n      selected() |>\n        dplyr::count(species, week = lubridate::floor_date(survey_date, \"week\")) |>\n        ggplot2::ggplot(ggplot2::aes(week, n, colour = species)) +\n        ggplot2::geom_line() + ggplot2::geom_smooth(method = \"loess\", span = 0.3)\n    })"),
        ("assistant", "That's `geom_smooth(method = \"loess\")` — loess is O(n²)-ish in memory and gets slow beyond a few thousand points per species. It's refitting every time `selected()` changes. Not necessarily a problem; just explains the lag."),
        ("user", "ok makes sense. thanks, that's all I needed"),
        ("assistant", "Any time!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

HIKING = {
    "id": "h13-cc-hiking-profile",
    "project": "/Users/joelle/dev/trailmate",
    "start": datetime(2026, 11, 26, 11, 10, 0),
    "about": "Kotlin Multiplatform hiking app; iOS crash fixed without the cause ever stated (fix only); "
             "'keep in mind' remember-request buried in a longer message; Ktor engine value reported",
    "steps": [
        ("user", "ios build crashes when you open a saved hike that has no GPS points (people who created a hike manually). android is fine. stack below\n\n"
         "```\nFatal Exception: kotlin.IndexOutOfBoundsException: Index 0 out of bounds for length 0\n  at 0   TrailMate  kfun:kotlin.Throwable#<init>(kotlin.String?){} + 112\n  at 1   TrailMate  kfun:kotlin.collections.ArrayList.get#internal + 220\n  at 2   TrailMate  kfun:app.trailmate.profile.ElevationProfile.Companion#from(kotlin.collections.List<app.trailmate.model.TrackPoint>){}app.trailmate.profile.ElevationProfile + 388\n  at 3   TrailMate  kfun:app.trailmate.ui.HikeDetailViewModel#load(kotlin.String){} + 1204\n```"),
        ("tool", "Read", {"file_path": "shared/src/commonMain/kotlin/app/trailmate/profile/ElevationProfile.kt"},
         "data class ElevationProfile(val points: List<Pair<Double, Double>>, val gain: Double, val loss: Double) {\n  companion object {\n    fun from(track: List<TrackPoint>): ElevationProfile {\n      var dist = 0.0\n      var prev = track[0]\n      ...\n"),
        ("tool", "Edit", {"file_path": "shared/src/commonMain/kotlin/app/trailmate/profile/ElevationProfile.kt", "old_string": "      var dist = 0.0\n      var prev = track[0]", "new_string": "      if (track.size < 2) return EMPTY\n      var dist = 0.0\n      var prev = track[0]"}, "The file has been updated."),
        ("tool", "Bash", {"command": "./gradlew :shared:allTests"},
         "> Task :shared:compileKotlinIosSimulatorArm64\n> Task :shared:iosSimulatorArm64Test\n> Task :shared:testDebugUnitTest\n\nElevationProfileTest > emptyTrackGivesEmptyProfile PASSED\nElevationProfileTest > singlePointGivesEmptyProfile PASSED\nElevationProfileTest > gainAndLossOnSampleTrack PASSED\n\nBUILD SUCCESSFUL in 48s\n31 actionable tasks: 9 executed, 22 up-to-date"),
        ("assistant", "`ElevationProfile.from` now returns `ElevationProfile.EMPTY` for tracks with fewer than 2 points, and the detail screen shows \"No elevation data\" in that case. Added two tests; all pass on iOS simulator and JVM."),
        ("user", "cool. next: the weather call. we use ktor already, add the open-meteo forecast to the hike detail. cache it 30 min.\n\n"
         "oh and keep in mind we're stuck on kotlin 2.0.21 in the shared module until sqldelight 2.1 is out, so don't bump it even if gradle nags you. the last bump broke the ios build for a week"),
        ("tool", "Bash", {"command": "grep -n 'kotlin\\|ktor\\|sqldelight' gradle/libs.versions.toml"},
         "3:kotlin = \"2.0.21\"\n4:ktor = \"3.0.1\"\n5:sqldelight = \"2.0.2\"\n18:ktor-client-core = { module = \"io.ktor:ktor-client-core\", version.ref = \"ktor\" }\n19:ktor-client-darwin = { module = \"io.ktor:ktor-client-darwin\", version.ref = \"ktor\" }\n20:ktor-client-okhttp = { module = \"io.ktor:ktor-client-okhttp\", version.ref = \"ktor\" }"),
        ("tool", "Write", {"file_path": "shared/src/commonMain/kotlin/app/trailmate/weather/ForecastRepository.kt"}, "File created successfully."),
        ("tool", "Bash", {"command": "./gradlew :shared:allTests 2>&1 | tail -4"},
         "ForecastRepositoryTest > servesCachedWithin30Minutes PASSED\nForecastRepositoryTest > refetchesAfterExpiry PASSED\n\nBUILD SUCCESSFUL in 52s\nw: Kotlin 2.1.0 is available. Consider upgrading (current: 2.0.21)"),
        ("assistant", "Added `ForecastRepository` using the existing Ktor client (Darwin engine on iOS, OkHttp on Android), caching each hike's forecast in memory for 30 minutes keyed by rounded lat/lon. Gradle suggests Kotlin 2.1.0 — ignoring it, staying on 2.0.21 as you said."),
        ("user", "perfect thx"),
    ],
    "facts": [
        fact("empty-track-fix", "ElevationProfile.from returns EMPTY for tracks with fewer than 2 points, fixing the iOS crash on manually created hikes.", "bugfix", "assistant", ["EMPTY", "2 points"]),
        fact("kotlin-pin", "The shared module stays on Kotlin 2.0.21 until SQLDelight 2.1 is out; don't bump it.", "rule", "user", ["2.0.21", ["sqldelight", "SQLDelight"]], True),
        fact("forecast-cache", "The open-meteo forecast is fetched with Ktor and cached for 30 minutes.", "config", "user", [["open-meteo", "forecast"], "30"]),
    ],
    "optional": [
        opt("ktor-version", "Ktor is at 3.0.1.", ["3.0.1"]),
    ],
    "questions": [
        q("Which Kotlin version should the shared module use?", "2.0.21 until SQLDelight 2.1", ["kotlin-pin"]),
        q("How long is the weather forecast cached?", "30 minutes", ["forecast-cache"]),
        q("What happens when a hike has no GPS points?", "elevation profile is EMPTY", ["empty-track-fix"]),
    ],
}

LOANS = {
    "id": "h13-cc-loans-rules",
    "project": "/home/oskar/proj/lendrules",
    "start": datetime(2026, 11, 27, 9, 0, 0),
    "about": "Clojure library-loan rules engine; short; 'rule of thumb here' remember-request; DVD renewal limit decided",
    "steps": [
        ("user", "add a rule: DVDs can be renewed max 2 times, books stay at 5"),
        ("tool", "Read", {"file_path": "src/lendrules/rules.clj"},
         "(ns lendrules.rules\n  (:require [lendrules.calendar :as cal]))\n\n(defn renewal-limit [item]\n  (case (:media item)\n    :book 5\n    :audiobook 5\n    3))\n\n(defn may-renew? [patron item]\n  (and (< (:renewals item) (renewal-limit item))\n       (not (cal/holiday? (java.time.LocalDate/now)))))"),
        ("assistant", "Adding `:dvd 2` to `renewal-limit`. Side note: `may-renew?` calls `LocalDate/now` directly, which makes it hard to test around holidays. Want me to thread `today` through?"),
        ("user", "yes. rule of thumb here: rules are pure fns of patron, item and today — nothing inside a rule reads the clock or the db. callers pass everything in"),
        ("tool", "Edit", {"file_path": "src/lendrules/rules.clj", "old_string": "(defn may-renew? [patron item]\n  (and (< (:renewals item) (renewal-limit item))\n       (not (cal/holiday? (java.time.LocalDate/now)))))", "new_string": "(defn may-renew? [patron item today]\n  (and (< (:renewals item) (renewal-limit item))\n       (not (cal/holiday? today))))"}, "The file has been updated."),
        ("tool", "Bash", {"command": "clojure -X:test"},
         "Running tests in #{\"test\"}\n\nTesting lendrules.rules-test\nTesting lendrules.fines-test\n\nRan 23 tests containing 61 assertions.\n0 failures, 0 errors."),
        ("assistant", "Done: DVDs renew at most 2 times, `may-renew?` takes `today`; 23 tests pass."),
        ("user", "👌"),
    ],
    "facts": [
        fact("dvd-limit", "DVDs can be renewed at most 2 times; books stay at 5.", "decision", "user", [["DVDs", "dvd"], "2"]),
        fact("pure-rules", "Rules are pure functions of patron, item and today; nothing inside a rule reads the clock or the database.", "rule", "user", ["pure", "clock"], True),
    ],
    "optional": [],
    "questions": [
        q("How many times can a DVD be renewed?", "2 times", ["dvd-limit"]),
        q("Can a rule call LocalDate/now?", "no, rules are pure, callers pass today", ["pure-rules"]),
    ],
}

SESSIONS = [CHESS, BIRDS, HIKING, LOANS]
