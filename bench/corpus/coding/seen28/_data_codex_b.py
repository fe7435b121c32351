"""h28 Codex sessions, part b: controller input and rebinding for Harbor Lights (Unity Input System), a white-screen
release of pipsqueak on itch.io (Phaser, Vite, butler), and a profiler capture of the bramble firefly swarm (Bevy)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

HARBOR = "/Users/dmitri/Unity/HarborLights"
PIPSQUEAK = "/home/lea/web/pipsqueak"
BRAMBLE = "/home/kenji/dev/bramble"

SESSIONS = [
    {
        "id": "h28-cx-harbor-input",
        "project": HARBOR,
        "start": datetime(2026, 11, 20, 10, 0),
        "about": "Harbor Lights controller support: Unity Input System over the Steam Input API (terse 'a', on itch "
                 "and GOG too), rebinding overrides in settings.json not PlayerPrefs, gyro 'nope', action map and "
                 "action naming, stick deadzone 0.15, 'add to your rules' binding rule for keyboard, gamepad and "
                 "glyph",
        "steps": [
            ("user", "controller support for Harbor Lights. right now it's keyboard and mouse only, through the old "
                     "Input Manager. I want gamepads, the steam deck, and rebinding in the options menu"),
            shell("rg -c 'Input\\.(GetKey|GetKeyDown|GetAxis|GetButton|GetMouseButton)' Assets/Scripts | awk -F: "
                  "'{s+=$2; n++} END {print s\" calls in \"n\" files\"}' && grep -c inputsystem Packages/manifest.json",
                  "93 calls in 27 files\n0\n"),
            ("assistant", "93 direct Input Manager calls in 27 files, no Input System package yet. The big choice:\n\n"
                          "a) Unity's **Input System** package: one .inputactions asset, an action map per context, "
                          "interactive rebinding built in, works the same on every store;\n"
                          "b) the **Steam Input API** through Steamworks.NET: Steam configures the Deck and every "
                          "controller and provides the button glyphs, but it only exists when the game runs under "
                          "Steam.\n\na or b?"),
            ("user", "a. we're on itch and gog too"),
            ("assistant", "Two follow-ups:\n"
                          "1. Rebinding overrides: save them in PlayerPrefs, or in the settings.json that sits next "
                          "to the saves (SaveBindingOverridesAsJson)?\n"
                          "2. Gyro aiming on the Deck and DualSense for the lighthouse lamp?"),
            ("user", "settings.json. playerprefs is the registry on windows and it doesn't travel with cloud saves. "
                     "gyro: nope"),
            shell("apply_patch < /tmp/inputsystem-manifest.patch && rg -n 'inputsystem|activeInputHandler' "
                  "Packages/manifest.json ProjectSettings/ProjectSettings.asset",
                  "Success. Updated the following files:\nM Packages/manifest.json\n"
                  "M ProjectSettings/ProjectSettings.asset\n"
                  "Packages/manifest.json:19:    \"com.unity.inputsystem\": \"1.11.2\",\n"
                  "ProjectSettings/ProjectSettings.asset:712:  activeInputHandler: 2\n"),
            ("user", "naming for the actions asset: action maps are Gameplay, Boat and UI, one per context. actions "
                     "are verbs in PascalCase: Interact, Row, Steer, OpenMap. no 'Button1', no 'Fire'"),
            shell("apply_patch < /tmp/harbor-controls.patch && python3 Tools/list_actions.py "
                  "Assets/Input/HarborControls.inputactions",
                  "Success. Updated the following files:\nA Assets/Input/HarborControls.inputactions\n"
                  "A Assets/Input/HarborControls.cs\nM Assets/Scripts/Player/PlayerController.cs\n"
                  "M Assets/Scripts/Boat/BoatController.cs\nM Assets/Scripts/UI/OptionsMenu.cs\n"
                  "Gameplay: Move, Look, Interact, Jump, OpenMap, Pause\n"
                  "Boat:     Row, Steer, Anchor, Disembark, Pause\n"
                  "UI:       Navigate, Submit, Cancel, TabLeft, TabRight\n"),
            ("assistant", "Three maps and 16 actions, named as you described; the 93 old calls now go through the "
                          "generated HarborControls class. One more value: the stick deadzone. The Input System "
                          "default is 0.125 min / 0.925 max, and the Deck's sticks drift a little."),
            ("user", "min 0.15, max stays at the default"),
            shell("apply_patch < /tmp/deadzone.patch && rg -n 'defaultDeadzoneMin|defaultDeadzoneMax' "
                  "Assets/Input/InputSystem.inputsettings.asset",
                  "Success. Updated the following files:\nA Assets/Input/InputSystem.inputsettings.asset\n"
                  "14:  m_DefaultDeadzoneMin: 0.15\n15:  m_DefaultDeadzoneMax: 0.925\n"),
            ("user", "add to your rules: every new action gets a default binding for keyboard and one for gamepad in "
                     "the same commit, plus its glyph in Assets/UI/Glyphs. no keyboard-only actions ever again"),
            shell("python3 Tools/check_bindings.py Assets/Input/HarborControls.inputactions --glyphs "
                  "Assets/UI/Glyphs",
                  "16 actions: all have Keyboard&Mouse and Gamepad bindings\n"
                  "missing glyphs: OpenMap (Gamepad), Anchor (Gamepad)\n"),
            shell("cp Assets/UI/Glyphs/_src/gamepad_view.png Assets/UI/Glyphs/Gamepad/OpenMap.png && cp "
                  "Assets/UI/Glyphs/_src/gamepad_ls_press.png Assets/UI/Glyphs/Gamepad/Anchor.png && python3 "
                  "Tools/check_bindings.py Assets/Input/HarborControls.inputactions --glyphs Assets/UI/Glyphs",
                  "16 actions: all have Keyboard&Mouse and Gamepad bindings\nmissing glyphs: none\n"),
            ("assistant", "All 16 actions have keyboard and gamepad bindings and glyphs now. I've also wired "
                          "check_bindings.py into the pre-commit config so a keyboard-only action can't slip in."),
        ],
        "facts": [
            fact("input-system", "Harbor Lights uses Unity's Input System package with one .inputactions asset; the "
                                 "Steam Input API rejected because the game is on itch and GOG too.",
                 "decision", "user", ["Input System", ["Steam Input", "itch"]]),
            fact("rebind-storage", "Rebinding overrides are saved in settings.json next to the saves, not PlayerPrefs "
                                   "(the registry on Windows, doesn't travel with cloud saves).",
                 "decision", "user", ["settings.json", "PlayerPrefs"]),
            fact("action-naming", "Input action maps are Gameplay, Boat and UI, one per context; actions are verbs in "
                                  "PascalCase (Interact, Row, Steer, OpenMap).",
                 "convention", "user", [["Gameplay", "Boat"], ["PascalCase", "verbs"]]),
            fact("deadzone", "The stick deadzone min is 0.15; max stays at the default 0.925.",
                 "config", "user", ["0.15", "deadzone"]),
            fact("binding-rule", "Every new input action gets a default keyboard binding and a gamepad binding in the "
                                 "same commit, plus its glyph in Assets/UI/Glyphs; no keyboard-only actions.",
                 "rule", "user", ["keyboard", "gamepad", "glyph"], remember=True),
        ],
        "optional": [
            opt("no-gyro", "No gyro aiming.", ["gyro"]),
        ],
        "questions": [
            q("Why doesn't Harbor Lights use the Steam Input API?", "we're on itch and gog too", ["input-system"]),
            q("Where are Harbor Lights' rebinding overrides saved?", "in settings.json, not playerprefs",
              ["rebind-storage"]),
            q("What does every new input action in Harbor Lights need?",
              "a default binding for keyboard and one for gamepad in the same commit, plus its glyph",
              ["binding-rule"]),
            q("What stick deadzone does Harbor Lights use?", "min 0.15, max stays at the default", ["deadzone"]),
        ],
    },
    {
        "id": "h28-cx-pipsqueak-itch-whitescreen",
        "project": PIPSQUEAK,
        "start": datetime(2026, 11, 10, 19, 30),
        "about": "pipsqueak 1.2.0 on itch.io is a white screen; the person's theory (the Phaser 3.87 upgrade) wrong; "
                 "cause base: './' lost when vite.config.js became vite.config.ts, so absolute /assets/ paths 404 "
                 "under itch's subpath; hotfix 1.2.1; rule: html5-staging channel first; Phaser pinned to 3.87.0; "
                 "remember request about the version in package.json said twice",
        "steps": [
            ("user", "pipsqueak 1.2.0 on itch is a white screen for everyone, I pushed it an hour ago. 1.1.3 worked. "
                     "I bet it's the phaser upgrade, 3.80 to 3.87, something with webgl"),
            shell("curl -s https://lea-plays.itch.io/pipsqueak | grep -o 'https://html-classic.itch.zone/html/"
                  "[0-9]*/index.html' | head -n 1 | xargs curl -s | grep -o '<script[^>]*>' ; curl -s -o /dev/null "
                  "-w '%{http_code}\\n' https://html-classic.itch.zone/assets/index-B3f9c2.js",
                  "<script type=\"module\" crossorigin src=\"/assets/index-B3f9c2.js\">\n404\n"),
            ("assistant", "Not Phaser: the game code never loads at all. The built index.html points to "
                          "`/assets/index-B3f9c2.js`, an absolute path. itch serves the game from a subpath "
                          "(html-classic.itch.zone/html/<id>/), so the browser asks for "
                          "html-classic.itch.zone/assets/..., which is a 404. Let me check what changed in the build "
                          "config."),
            shell("git diff --stat v1.1.3 v1.2.0 -- '*.config.*' package.json && git show v1.1.3:vite.config.js | "
                  "grep -n base; grep -n base vite.config.ts; echo exit=$?",
                  " package.json     |  6 +++---\n vite.config.js   | 14 --------------\n"
                  " vite.config.ts   | 16 ++++++++++++++++\n"
                  "4:  base: './',\n"
                  "exit=1\n"),
            ("assistant", "There it is: 1.2.0 converted vite.config.js to vite.config.ts, and `base: './'` didn't "
                          "make the trip. Vite's default base is '/', so every asset URL in the build became absolute. "
                          "Fix: restore `base: './'` and release 1.2.1."),
            ("user", "ugh. fix it. and remember: the version lives in package.json and only there. butler gets it "
                     "with --userversion read from package.json, nobody types a version by hand. 1.2.0 shows up as "
                     "'1.2' on itch because I typed it"),
            shell("apply_patch < /tmp/hotfix-121.patch && npm run build --silent && grep -o '<script[^>]*>' "
                  "dist/index.html && grep -n userversion scripts/release.sh",
                  "Success. Updated the following files:\nM vite.config.ts\nM package.json\nM scripts/release.sh\n"
                  "<script type=\"module\" crossorigin src=\"./assets/index-C81d0e.js\">\n"
                  "7:butler push dist \"lea-plays/pipsqueak:$CHANNEL\" --userversion \"$(node -p "
                  "\"require('./package.json').version\")\"\n"),
            ("assistant", "The build uses ./assets/ again and release.sh reads the version from package.json "
                          "(1.2.1). To make sure this can't ship again, two options:\n"
                          "a) a Playwright smoke test in CI that serves dist/ under a subpath (/html/000/) and checks "
                          "that the canvas draws;\n"
                          "b) push every release to a hidden itch channel first and open it before the public one."),
            ("user", "both. the rule: every release goes to the html5-staging channel first, it's on a draft itch "
                     "page only we can see, one of us opens it in a browser, and only then it goes to the public "
                     "html5 channel. and phaser: pin it to exactly 3.87.0, no caret. it wasn't the culprit but I "
                     "don't want surprises"),
            shell("apply_patch < /tmp/smoke-subpath.patch && npx playwright test e2e/subpath.spec.ts --reporter=line "
                  "2>&1 | tail -n 2 && grep -n '\"phaser\"' package.json",
                  "Success. Updated the following files:\nA e2e/subpath.spec.ts\nM .github/workflows/ci.yml\n"
                  "M package.json\n"
                  "  1 passed (6.4s)\n"
                  "22:    \"phaser\": \"3.87.0\",\n"),
            shell("CHANNEL=html5-staging ./scripts/release.sh 2>&1 | tail -n 3",
                  "> Pushing 6.1 MiB (1.2.1) to lea-plays/pipsqueak:html5-staging\n"
                  "√ Added 6.1 MiB fresh data\n"
                  "√ Build is now processing, should be up in a bit.\n"),
            ("user", "opened staging on my phone and on the laptop, works. push it to html5. and again, because I "
                     "keep forgetting it myself: the version comes from package.json, it's never typed"),
            shell("CHANNEL=html5 ./scripts/release.sh 2>&1 | tail -n 3 && butler status lea-plays/pipsqueak | "
                  "grep -E 'html5 '",
                  "> Pushing 6.1 MiB (1.2.1) to lea-plays/pipsqueak:html5\n"
                  "√ Build is now processing, should be up in a bit.\n"
                  "| html5         | 1133871 | 1.2.1   |\n"),
            ("assistant", "1.2.1 is live on the public html5 channel with the version taken from package.json. The "
                          "subpath smoke test runs in CI on every push."),
        ],
        "facts": [
            fact("white-screen", "pipsqueak 1.2.0 was a white screen on itch because base: './' got lost when "
                                 "vite.config.js became vite.config.ts, so assets loaded from absolute /assets/ paths "
                                 "that 404 under itch's subpath. Not the Phaser upgrade.",
                 "bugfix", "assistant", ["absolute", ["base", "vite.config"]]),
            fact("version-source", "pipsqueak's version lives only in package.json; butler gets it with --userversion "
                                   "read from package.json, never typed by hand.",
                 "rule", "user", ["package.json", "userversion"], remember=True),
            fact("staging-first", "Every pipsqueak release goes to the html5-staging channel (a draft itch page) "
                                  "first and is opened in a browser before the public html5 channel.",
                 "rule", "user", ["html5-staging", "browser"]),
            fact("phaser-pin", "Phaser is pinned to exactly 3.87.0, no caret.", "config", "user",
                 ["3.87.0", "phaser"]),
        ],
        "optional": [
            opt("subpath-smoke", "A Playwright smoke test in CI serves dist/ under a subpath and checks that the "
                                 "canvas draws.",
                ["subpath"]),
            opt("hotfix", "The fix shipped as pipsqueak 1.2.1.", ["1.2.1"]),
        ],
        "questions": [
            q("Why was pipsqueak 1.2.0 a white screen on itch?",
              "base: './' got lost in vite.config.ts, so the assets loaded from absolute /assets/ paths",
              ["white-screen"]),
            q("Where does butler get pipsqueak's version from?", "package.json, via --userversion; never typed",
              ["version-source"]),
            q("Where does a pipsqueak release go before the public html5 channel?",
              "the html5-staging channel, opened in a browser first", ["staging-first"]),
        ],
    },
    {
        "id": "h28-cx-bramble-firefly-profile",
        "project": BRAMBLE,
        "start": datetime(2026, 11, 24, 14, 30),
        "about": "mostly tool output: a Tracy capture of bramble's night level with 2000 fireflies on the Steam Deck "
                 "(30 ms frames), update_firefly_flocking O(n^2); neighbour benchmark; one decision with 'file this "
                 "away': neighbour lookups through a SpatialGrid resource with 48 px cells, no all-pairs loops (kiddo "
                 "and avian spatial queries rejected)",
        "steps": [
            ("user", "with 2000 fireflies in the night level bramble drops to about 33 fps on the deck. I took a "
                     "tracy capture, it's in captures/night_2000.tracy. have a look"),
            shell("tracy-csvexport captures/night_2000.tracy | sort -t, -k4 -rn | head -n 14 | column -s, -t",
                  "name                              src_file                     src_line  total_ns      "
                  "counts  mean_ns    max_ns\n"
                  "update_firefly_flocking           src/fireflies/flock.rs       41        38412339120   "
                  "1800    21340188   24918337\n"
                  "bevy_render::render_system        render/lib.rs                412       5013882911    "
                  "1800    2785490    4101922\n"
                  "update_firefly_glow               src/fireflies/glow.rs        18        1702230016    "
                  "1800    945683     1320044\n"
                  "avian2d::step_simulation          avian2d/schedule/mod.rs      233       1114070400    "
                  "1800    618928     902311\n"
                  "bevy_sprite::extract_sprites      bevy_sprite/render/mod.rs    372       902155311     "
                  "1800    501197     688402\n"
                  "bevy_sprite::queue_sprites        bevy_sprite/render/mod.rs    491       611009821     "
                  "1800    339449     470281\n"
                  "bevy_sprite::prepare_sprite_batch bevy_sprite/render/mod.rs    602       540933212     "
                  "1800    300518     441002\n"
                  "bramble::audio::update_ambience   src/audio.rs                 88        210044311     "
                  "1800    116691     150003\n"
                  "bevy_transform::propagate         transform/systems.rs         22        190283001     "
                  "1800    105712     160027\n"
                  "bramble::player::roll             src/player/roll.rs           51        42001999      "
                  "1800    23334      51002\n"
                  "bramble::camera::follow           src/camera.rs                30        12880211      "
                  "1800    7155       19801\n"
                  "bevy_time::update_time            time/lib.rs                  64        4011021       "
                  "1800    2228       9003\n"
                  "bevy_input::gamepad_event_system  input/gamepad.rs             1403      3003121       "
                  "1800    1668       7002\n"),
            shell("tracy-csvexport -f captures/night_2000.tracy | python3 tools/frame_stats.py",
                  "frames: 1800  mean: 30.4 ms  p50: 30.1 ms  p99: 34.9 ms  max: 41.2 ms\n"
                  "frames over 16.7 ms: 1800 (100.0%)\n"),
            shell("sed -n 41,58p src/fireflies/flock.rs",
                  "pub fn update_firefly_flocking(\n"
                  "    mut flies: Query<(Entity, &Transform, &mut Velocity), With<Firefly>>,\n"
                  "    others: Query<(Entity, &Transform, &Velocity), With<Firefly>>,\n"
                  ") {\n"
                  "    for (e, t, mut v) in &mut flies {\n"
                  "        let mut sep = Vec2::ZERO;\n"
                  "        let mut align = Vec2::ZERO;\n"
                  "        for (o, ot, ov) in &others {\n"
                  "            if o == e { continue; }\n"
                  "            let d = ot.translation.truncate() - t.translation.truncate();\n"
                  "            if d.length_squared() > NEIGHBOUR_RADIUS * NEIGHBOUR_RADIUS { continue; }\n"
                  "            sep -= d / d.length_squared().max(1.0);\n"
                  "            align += ov.0;\n"
                  "        }\n"
                  "        v.0 += (sep * SEP_WEIGHT + align * ALIGN_WEIGHT) * FLOCK_DT;\n"
                  "    }\n"
                  "}\n"
                  "// NEIGHBOUR_RADIUS = 48.0\n"),
            ("assistant", "update_firefly_flocking takes 21.3 ms of a 30.4 ms frame. It's all-pairs: every firefly "
                          "checks every other one, 2000 x 1999 = about 4 million distance checks per frame, to find "
                          "the few neighbours within 48 px. Options:\n"
                          "a) a uniform spatial grid resource, rebuilt each frame, cell size = neighbour radius, so "
                          "each firefly only looks at 9 cells;\n"
                          "b) a kd-tree from the kiddo crate, rebuilt each frame;\n"
                          "c) avian's spatial queries (shape_intersections) with a sensor collider on every firefly.\n"
                          "I ran a quick benchmark of all three on the same 2000 positions."),
            shell("cargo bench -q --bench neighbours 2>&1 | grep -E 'time:' ",
                  "all_pairs/2000          time:   [19.612 ms 19.804 ms 20.013 ms]\n"
                  "spatial_grid_48/2000    time:   [402.11 us 410.57 us 419.90 us]\n"
                  "kiddo_kdtree/2000       time:   [751.02 us 768.33 us 786.14 us]\n"
                  "avian_shape_query/2000  time:   [3.8411 ms 3.9102 ms 3.9873 ms]\n"),
            ("user", "grid. no new crate for this, and avian sensors on fireflies are overkill. cell size 48, same as "
                     "the neighbour radius. file this away: in bramble, neighbour lookups go through the SpatialGrid "
                     "resource, nobody writes all-pairs loops over entities again"),
            shell("apply_patch < /tmp/spatial-grid.patch && cargo build --release -q && cargo run --release -q "
                  "--features trace_tracy -- --level night --fireflies 2000 --capture captures/night_2000_grid.tracy "
                  "--seconds 30",
                  "Success. Updated the following files:\nA src/spatial_grid.rs\nM src/fireflies/flock.rs\n"
                  "M src/main.rs\n"
                  "capture written: captures/night_2000_grid.tracy (1800 frames)\n"),
            shell("tracy-csvexport captures/night_2000_grid.tracy | sort -t, -k4 -rn | head -n 5 | column -s, -t && "
                  "tracy-csvexport -f captures/night_2000_grid.tracy | python3 tools/frame_stats.py",
                  "name                              src_file                     src_line  total_ns      "
                  "counts  mean_ns    max_ns\n"
                  "bevy_render::render_system        render/lib.rs                412       4988120044    "
                  "1800    2771177    4092210\n"
                  "update_firefly_glow               src/fireflies/glow.rs        18        1698004312    "
                  "1800    943335     1311020\n"
                  "avian2d::step_simulation          avian2d/schedule/mod.rs      233       1110933821    "
                  "1800    617185     899012\n"
                  "update_firefly_flocking           src/fireflies/flock.rs       41        936022110     "
                  "1800    520012     702331\n"
                  "frames: 1800  mean: 9.1 ms  p50: 9.0 ms  p99: 11.2 ms  max: 13.8 ms\n"
                  "frames over 16.7 ms: 0 (0.0%)\n"),
            ("assistant", "Mean frame time on the Deck went from 30.4 ms to 9.1 ms, flocking from 21.3 ms to 0.52 ms. "
                          "The SpatialGrid resource lives in src/spatial_grid.rs: it's rebuilt in PreUpdate from all "
                          "entities with a GridTracked component, with 48 px cells."),
        ],
        "facts": [
            fact("spatial-grid", "In bramble neighbour lookups go through the SpatialGrid resource (uniform grid, "
                                 "48 px cells = the neighbour radius); no all-pairs loops over entities; kiddo (a new "
                                 "crate) and avian sensor queries rejected.",
                 "decision", "user", [["SpatialGrid", "spatial grid"], ["all-pairs", "48"]], remember=True),
        ],
        "optional": [
            opt("flocking-cause", "The 30 ms frames came from update_firefly_flocking checking all pairs of "
                                  "fireflies (21.3 ms per frame).",
                ["update_firefly_flocking"]),
            opt("frame-time", "With the grid the night level with 2000 fireflies runs at 9.1 ms per frame on the "
                              "Deck.",
                ["9.1 ms"]),
        ],
        "questions": [
            q("How do bramble systems find neighbouring entities?",
              "through the SpatialGrid resource, no all-pairs loops", ["spatial-grid"]),
            q("What cell size does bramble's spatial grid use?", "48, same as the neighbour radius",
              ["spatial-grid"]),
        ],
    },
]
