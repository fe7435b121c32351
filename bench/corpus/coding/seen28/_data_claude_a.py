"""h28 Claude Code sessions, part a: a frame-rate-dependent jump in the lumen-drift platformer (Godot 4, GDScript),
its save format, and CPU spikes in the Sundial reverb plug-in (JUCE)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LUMEN = "/home/aoife/games/lumen-drift"
SUNDIAL = "/Users/marta/audio/sundial-verb"

SESSIONS = [
    {
        "id": "h28-cc-lumen-jump-physics",
        "project": LUMEN,
        "start": datetime(2026, 11, 2, 10, 15),
        "about": "lumen-drift (Godot 4.3, GDScript): Mira jumps lower on 144 Hz monitors; the person's theory "
                 "(gravity, 980 in project settings vs 1400 in player.gd) ruled out by the jump probe; real cause the "
                 "jump-hold counter decremented per rendered frame in _process; time-based hold of 0.18 s (assistant "
                 "proposed 0.2); 'put that in the memory bank' signal naming; near-miss 'remember when this game ran "
                 "at 20 fps lol'",
        "steps": [
            ("user", "playtesters with 144 Hz monitors say Mira jumps lower than on my laptop. on my 60 Hz laptop she "
                     "clears the three-tile gap in level 1-3, on their screens she falls short every single time. "
                     "remember when this game ran at 20 fps lol, at least it was the same for everyone back then. my "
                     "guess is gravity: project settings say 980 but I think the player script has its own value"),
            bash("grep -n 'default_gravity\\|physics_ticks_per_second' project.godot; "
                 "grep -n 'GRAVITY\\|JUMP' scripts/player/player.gd",
                 "41:2d/default_gravity=980.0\n"
                 "12:const GRAVITY := 1400.0\n"
                 "13:const JUMP_VELOCITY := -420.0\n"
                 "14:const JUMP_HOLD_FRAMES := 12\n"
                 "15:const JUMP_HOLD_BOOST := -22.0\n"
                 "58:\tvelocity.y += GRAVITY * delta\n"),
            ("assistant", "You're right that there are two values: the project's default_gravity is 980, but "
                          "player.gd ignores it and uses its own GRAVITY of 1400. That's untidy, but it can't explain "
                          "a difference between monitors: line 58 applies it as `GRAVITY * delta`, and if that's in "
                          "`_physics_process` it runs at the fixed physics rate (60 ticks per second, "
                          "physics_ticks_per_second isn't overridden) whatever the refresh rate is. Rather than "
                          "guess, let me run the jump probe scene with forced frame rates."),
            bash("for fps in 60 144; do godot --headless --fixed-fps $fps res://tests/jump_probe.tscn -- --jumps 5 "
                 "| tail -n 1; done",
                 "fixed-fps 60: apex 214.0 px  air time 0.83 s  gravity/tick 23.33\n"
                 "fixed-fps 144: apex 151.5 px  air time 0.71 s  gravity/tick 23.33\n"),
            ("assistant", "Gravity per physics tick is identical at both frame rates, but the apex drops from 214 to "
                          "151.5 px at 144 fps. So it isn't gravity: something in the jump counts rendered frames "
                          "instead of time. The suspects are JUMP_HOLD_FRAMES and JUMP_HOLD_BOOST."),
            tool("Read", {"file_path": f"{LUMEN}/scripts/player/player.gd", "offset": 40, "limit": 22},
                 "    40\tfunc _process(_delta: float) -> void:\n"
                 "    41\t\tif jump_hold_frames > 0:\n"
                 "    42\t\t\tif Input.is_action_pressed(\"jump\"):\n"
                 "    43\t\t\t\tjump_hold_frames -= 1\n"
                 "    44\t\t\telse:\n"
                 "    45\t\t\t\tjump_hold_frames = 0\n"
                 "    46\t\t_update_animation()\n"
                 "    47\t\n"
                 "    48\tfunc _physics_process(delta: float) -> void:\n"
                 "    49\t\tif is_on_floor() and Input.is_action_just_pressed(\"jump\"):\n"
                 "    50\t\t\tvelocity.y = JUMP_VELOCITY\n"
                 "    51\t\t\tjump_hold_frames = JUMP_HOLD_FRAMES\n"
                 "    52\t\t\temit_signal(\"jumped\")\n"
                 "    53\t\tif jump_hold_frames > 0:\n"
                 "    54\t\t\tvelocity.y += JUMP_HOLD_BOOST\n"
                 "    55\t\n"
                 "    56\t\tvar was_on_floor := is_on_floor()\n"
                 "    57\t\t_apply_horizontal(delta)\n"
                 "    58\t\tvelocity.y += GRAVITY * delta\n"
                 "    59\t\tmove_and_slide()\n"
                 "    60\t\tif is_on_floor() and not was_on_floor:\n"
                 "    61\t\t\temit_signal(\"landed_signal\")\n"),
            ("assistant", "Found it. The hold boost is applied in `_physics_process` (line 54), but the counter that "
                          "limits it, `jump_hold_frames`, is decremented in `_process` (line 43), once per rendered "
                          "frame. At 60 fps the 12 frames last 0.2 s, so Mira gets about 12 physics ticks of boost; "
                          "at 144 fps they run out after 83 ms and she gets about 5, so she jumps lower. On a 30 fps "
                          "machine she'd jump higher.\n\n"
                          "Fix: count the hold in seconds, in `_physics_process` next to the boost: "
                          "`jump_hold_time = JUMP_HOLD_TIME` on take-off, `jump_hold_time -= delta` every tick, and "
                          "releasing the button sets it to 0. JUMP_HOLD_TIME = 0.2 keeps today's 60 Hz feel."),
            ("user", "ugh, that's left over from the jam version. do it, but 0.18 not 0.2, the 60 Hz jump always felt "
                     "a bit floaty to me"),
            tool("Edit", {"file_path": f"{LUMEN}/scripts/player/player.gd",
                          "old_string": "const JUMP_HOLD_FRAMES := 12\n",
                          "new_string": "const JUMP_HOLD_TIME := 0.18 # seconds, counted in _physics_process\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LUMEN}/scripts/player/player.gd",
                          "old_string": "\tif jump_hold_frames > 0:\n\t\tvelocity.y += JUMP_HOLD_BOOST\n",
                          "new_string": "\tif jump_hold_time > 0.0:\n"
                                        "\t\tif Input.is_action_pressed(\"jump\"):\n"
                                        "\t\t\tvelocity.y += JUMP_HOLD_BOOST\n"
                                        "\t\t\tjump_hold_time -= delta\n"
                                        "\t\telse:\n\t\t\tjump_hold_time = 0.0\n"},
                 "The file has been updated."),
            bash("for fps in 30 60 144; do godot --headless --fixed-fps $fps res://tests/jump_probe.tscn -- --jumps 5 "
                 "| tail -n 1; done && godot --headless res://tests/jump_probe.tscn -- --autopilot level_1_3_gap",
                 "fixed-fps 30: apex 198.5 px  air time 0.80 s  gravity/tick 23.33\n"
                 "fixed-fps 60: apex 198.5 px  air time 0.80 s  gravity/tick 23.33\n"
                 "fixed-fps 144: apex 198.5 px  air time 0.80 s  gravity/tick 23.33\n"
                 "autopilot level_1_3_gap: cleared, margin 9.0 px\n"),
            ("assistant", "Same apex at 30, 60 and 144 fps now: 198.5 px, a little lower than the old 60 Hz jump "
                          "because of the 0.18 s. The probe's autopilot still clears the 1-3 gap with 9 px to "
                          "spare."),
            ("user", "good. while you're in there: the player still emits `jumped` and `landed_signal`. signals in "
                     "this project are named in past tense snake_case, by the node that owns the state: "
                     "player_landed, coin_collected, door_opened. no on_ prefix, no _signal suffix, no camelCase. "
                     "and node names inside scenes are PascalCase. put that in the memory bank"),
            bash("rg -n '\"jumped\"|landed_signal|\\.jumped\\b' --glob '*.gd' --glob '*.tscn'",
                 "scripts/player/player.gd:52:\t\temit_signal(\"jumped\")\n"
                 "scripts/player/player.gd:61:\t\temit_signal(\"landed_signal\")\n"
                 "scripts/ui/hud.gd:19:\tplayer.landed_signal.connect(_on_player_landed)\n"
                 "scripts/camera/camera_rig.gd:33:\ttarget.jumped.connect(_on_target_jumped)\n"
                 "levels/level_base.tscn:212:[connection signal=\"landed_signal\" from=\"Player\" to=\"Dust\" "
                 "method=\"_on_player_landed\"]\n"),
            bash("rg -l '\"jumped\"|landed_signal|\\.jumped\\b' --glob '*.gd' --glob '*.tscn' | xargs sed -i -E "
                 "'s/landed_signal/player_landed/g; s/\"jumped\"/\"player_jumped\"/g; s/\\.jumped\\b/.player_jumped/g' "
                 "&& sed -i 's/^signal jumped$/signal player_jumped/; s/^signal landed_signal$/signal player_landed/' "
                 "scripts/player/player.gd && rg -c 'player_jumped|player_landed' --glob '*.gd' --glob '*.tscn'",
                 "scripts/player/player.gd:4\n"
                 "scripts/ui/hud.gd:1\n"
                 "scripts/camera/camera_rig.gd:1\n"
                 "levels/level_base.tscn:1\n"),
            ("assistant", "Renamed to `player_jumped` and `player_landed` in player.gd, the HUD, the camera rig and "
                          "the connection in level_base.tscn; the old names are gone from the project."),
            ("user", "commit it"),
            bash("git add -A && git commit -qm 'player: time-based jump hold (0.18 s), past-tense signal names' && "
                 "git log -1 --oneline",
                 "e41c9a7 player: time-based jump hold (0.18 s), past-tense signal names\n"),
        ],
        "facts": [
            fact("jump-bug", "Mira jumped lower at high refresh rates because the jump-hold counter jump_hold_frames "
                             "was decremented per rendered frame in _process; now a time-based jump_hold_time counted "
                             "down in _physics_process. Gravity was not the cause.",
                 "bugfix", "assistant", [["jump_hold_frames", "jump_hold_time"], ["_physics_process", "_process"]]),
            fact("jump-hold", "The maximum jump hold is JUMP_HOLD_TIME = 0.18 s (not the proposed 0.2).",
                 "config", "user", ["JUMP_HOLD_TIME", "0.18"]),
            fact("signals", "lumen-drift signals are past tense snake_case, emitted by the node that owns the state "
                            "(player_landed, coin_collected, door_opened; no on_ prefix, no _signal suffix, no "
                            "camelCase); node names in scenes are PascalCase.",
                 "convention", "user", ["past tense", ["player_landed", "coin_collected"], "PascalCase"],
                 remember=True),
        ],
        "optional": [
            opt("gravity", "player.gd uses its own GRAVITY of 1400 instead of the project default_gravity of 980.",
                ["1400"]),
            opt("jump-probe", "res://tests/jump_probe.tscn measures the jump apex; run it with --fixed-fps.",
                ["jump_probe"]),
        ],
        "questions": [
            q("Why did Mira jump lower on 144 Hz monitors?",
              "the jump_hold_frames counter was decremented per rendered frame in _process", ["jump-bug"]),
            q("How long can Mira's jump be held?", "0.18 s, JUMP_HOLD_TIME", ["jump-hold"]),
            q("How are signals named in lumen-drift?", "past tense snake_case, like player_landed", ["signals"]),
        ],
    },
    {
        "id": "h28-cc-lumen-save-format",
        "project": LUMEN,
        "start": datetime(2026, 11, 5, 14, 0),
        "about": "lumen-drift save format before the Next Fest demo: JSON with save_version (Godot .tres, store_var "
                 "and a MessagePack addon rejected), atomic write via .tmp and rename; conditional rule for save "
                 "layout changes (SAVE_VERSION + migration + fixture); 'lock it in:' autosave every 5 minutes later "
                 "replaced by every checkpoint and every 3 minutes, never during a boss fight",
        "steps": [
            ("user", "saves. right now the game does store_var(game_state) of one big dictionary into "
                     "user://save.dat. before the Next Fest demo I want a proper save format. what are my options?"),
            bash("rg -n 'store_var|get_var|save\\.dat' scripts/ && rg -c '\"' scripts/autoload/game_state.gd",
                 "scripts/autoload/game_state.gd:88:\tvar f := FileAccess.open(\"user://save.dat\", "
                 "FileAccess.WRITE)\n"
                 "scripts/autoload/game_state.gd:89:\tf.store_var(state)\n"
                 "scripts/autoload/game_state.gd:97:\tstate = f.get_var()\n"
                 "46\n"),
            ("assistant", "Options:\n\n"
                          "a) **Keep store_var / var_to_bytes.** Compact and zero work, but opaque: you can't diff a "
                          "save or fix one by hand, and the encoding of engine types has changed between Godot "
                          "versions before.\n"
                          "b) **Godot resources**: a SaveGame resource written with ResourceSaver as .tres. Typed and "
                          "convenient, but loading a .tres runs any script embedded in it, so a save someone downloads "
                          "can execute code.\n"
                          "c) **JSON with an explicit schema and a version field.** Readable, diffable, hand-editable "
                          "for testing; the cost is converting Vector2 and enums by hand.\n"
                          "d) **MessagePack or protobuf through a GDExtension addon.** Compact and typed, but one more "
                          "native library to build for every platform.\n\n"
                          "I'd go with c."),
            ("user", "c. .tres is out, people trade saves on the discord and a resource can carry a script. "
                     "store_var is what we have now and I can't diff it or fix a broken save by hand. and no native "
                     "addons just for saves. put save_version at the top level"),
            ("assistant", "Plan: a SaveManager autoload; three slots as user://saves/slot_<n>.json; every write goes "
                          "to slot_<n>.json.tmp first and is then renamed over the old file, so a crash mid-write "
                          "never leaves a half-written save; SAVE_VERSION = 1 at the top level; a one-off import of "
                          "the old save.dat into slot 1 on first start."),
            ("user", "yes. lock it in: autosave every 5 minutes and on every checkpoint"),
            tool("Write", {"file_path": f"{LUMEN}/scripts/autoload/save_manager.gd",
                           "content": "extends Node\n\nconst SAVE_VERSION := 1\nconst SLOTS := 3\n"
                                      "const AUTOSAVE_INTERVAL_SEC := 300.0\n\n"
                                      "func save_slot(slot: int) -> Error:\n"
                                      "\tvar data := {\"save_version\": SAVE_VERSION, \"state\": "
                                      "GameState.to_dict()}\n"
                                      "\tvar path := \"user://saves/slot_%d.json\" % slot\n"
                                      "\tvar tmp := FileAccess.open(path + \".tmp\", FileAccess.WRITE)\n"
                                      "\ttmp.store_string(JSON.stringify(data, \"\\t\"))\n"
                                      "\ttmp.close()\n"
                                      "\treturn DirAccess.rename_absolute(path + \".tmp\", path)\n"},
                 f"File created successfully at: {LUMEN}/scripts/autoload/save_manager.gd"),
            bash("godot --headless -s addons/gdUnit4/bin/GdUnitCmdTool.gd -a tests/save 2>&1 | tail -n 4",
                 "Run tests: tests/save/test_save_manager.gd\n"
                 "  test_round_trip_slot ......... PASSED 41ms\n"
                 "  test_import_legacy_save_dat .. PASSED 18ms\n"
                 "Statistics: 5 tests, 0 failures, 0 errors\n"),
            ("user", "one rule from now on, for you and for me: whenever the save layout changes in a way old saves "
                     "can't just be read with, a field renamed, removed, or its meaning changed, SAVE_VERSION goes up "
                     "by one and there's a migrate_vN_to_vN+1 function in save_migrations.gd, plus a fixture save in "
                     "tests/saves/ that the tests load. adding a new optional field with a default doesn't count."),
            ("assistant", "Understood. Today that's v1 with no migrations: the import of the old save.dat is a "
                          "one-off converter, not a migration in that sense. I've added tests/saves/v1_slot.json as "
                          "the first fixture and a test that loads every fixture in tests/saves/ through the "
                          "migration chain up to the current SAVE_VERSION."),
            bash("godot --headless -s addons/gdUnit4/bin/GdUnitCmdTool.gd -a tests/save 2>&1 | tail -n 2",
                 "  test_all_fixtures_migrate .... PASSED 22ms\n"
                 "Statistics: 6 tests, 0 failures, 0 errors\n"),
            ("user", "the Deck testers have been on this branch since the morning and two complaints came in "
                     "already: the autosave hitch is visible, and 5 minutes is way too rare when you die at the "
                     "lighthouse boss. scrap what I told you to lock in. new version: autosave on every checkpoint "
                     "and every 3 minutes, and never while a boss fight is running"),
            ("assistant", "Changing it. The hitch is the file write on the main thread: on the Deck a late-game "
                          "save takes about 38 ms. I'll keep the serialisation on the main thread (it has to read "
                          "the state consistently) and move the write and the rename into a WorkerThreadPool task. "
                          "AUTOSAVE_INTERVAL_SEC becomes 180, and if the timer fires while GameState.in_boss_fight is "
                          "true the autosave waits and runs right after the fight ends."),
            tool("Edit", {"file_path": f"{LUMEN}/scripts/autoload/save_manager.gd",
                          "old_string": "const AUTOSAVE_INTERVAL_SEC := 300.0\n",
                          "new_string": "const AUTOSAVE_INTERVAL_SEC := 180.0 # plus every checkpoint; never "
                                        "during a boss fight\n"},
                 "The file has been updated."),
            bash("godot --headless res://tests/perf/autosave_probe.tscn -- --profile deck --save late_game",
                 "autosave: serialize 6.1 ms (main thread), write+rename 31.8 ms (worker)\n"
                 "frame hitch during autosave: 0.4 ms\n"),
            ("assistant", "On the Deck profile the main thread now spends 6.1 ms serialising; the write and rename "
                          "run on a worker and the visible hitch is gone (0.4 ms). Autosave fires on every "
                          "checkpoint and every 180 s, and is postponed while a boss fight runs."),
        ],
        "facts": [
            fact("save-format", "lumen-drift saves are JSON with save_version at the top level; Godot .tres "
                                "resources (a shared save can carry a script), store_var (can't diff it) and native "
                                "addons like MessagePack rejected.",
                 "decision", "user", ["JSON", [".tres", "store_var"]]),
            fact("atomic-write", "Saves are written to slot_<n>.json.tmp and then renamed over the old file, so a "
                                 "crash mid-write never leaves a half-written save.",
                 "decision", "assistant", [".tmp", "rename"]),
            fact("save-rule", "Whenever the save layout changes (field renamed, removed or its meaning changed), "
                              "SAVE_VERSION goes up by one, with a migrate_vN_to_vN+1 function in save_migrations.gd "
                              "and a fixture save in tests/saves/; a new optional field with a default doesn't "
                              "count.",
                 "rule", "user", ["SAVE_VERSION", ["save_migrations.gd", "migrate_vN_to_vN+1"]]),
            fact("autosave", "lumen-drift autosaves on every checkpoint and every 3 minutes (AUTOSAVE_INTERVAL_SEC = "
                             "180), never while a boss fight is running; this replaced the earlier 5 minutes.",
                 "config", "user", [["3 minutes", "180"], "checkpoint", "boss"], remember=True),
        ],
        "optional": [
            opt("slots", "Three save slots at user://saves/slot_<n>.json.", ["slot_<n>.json"]),
            opt("worker-write", "The save write and rename run in a WorkerThreadPool task; serialisation stays on "
                                "the main thread.",
                ["WorkerThreadPool"]),
        ],
        "questions": [
            q("Which format do lumen-drift saves use?", "JSON with save_version at the top level", ["save-format"]),
            q("Why aren't Godot .tres resources used for lumen-drift saves?",
              "people trade saves on the discord and a resource can carry a script", ["save-format"]),
            q("How often does lumen-drift autosave?",
              "on every checkpoint and every 3 minutes, never while a boss fight is running", ["autosave"]),
            q("What has to happen when the save layout changes?",
              "SAVE_VERSION goes up by one, with a migrate_vN_to_vN+1 function in save_migrations.gd and a fixture "
              "save in tests/saves/", ["save-rule"]),
        ],
    },
    {
        "id": "h28-cc-sundial-denormals",
        "project": SUNDIAL,
        "start": datetime(2026, 11, 3, 20, 30),
        "about": "Sundial reverb (JUCE) 1.3: CPU spikes seconds after playback stops on Intel Macs and Windows; the "
                 "person's theory (an allocation in the modulation LFO) ruled out, the allocation is in "
                 "prepareToPlay; real cause denormal floats in the decaying FDN tails; fix juce::ScopedNoDenormals; "
                 "'never forget:' audio-thread rule; CI fails above 0.2 ms per block; hotfix 1.3.1",
        "steps": [
            ("user", "people on the KVR thread report CPU spikes with Sundial 1.3: the host's meter jumps to 70-80% a "
                     "few seconds after they stop playback, on Intel Macs and Windows boxes. M1 users don't see it. "
                     "I'm pretty sure it's the modulation LFO, I remember we resize a vector in there"),
            bash("rg -n 'resize|push_back|make_unique|std::vector<' Source/ --glob '*.cpp'",
                 "Source/Modulation.cpp:31:    lfoTable.resize (tableSize);\n"
                 "Source/Reverb/FDN.cpp:44:        lines[i] = std::make_unique<DelayLine> (maxDelaySamples);\n"
                 "Source/PluginEditor.cpp:58:    presetNames.push_back (name);\n"),
            bash("rg -n 'void .*prepareToPlay|void .*prepare \\(|void .*processBlock' Source/Modulation.cpp "
                 "Source/Reverb/FDN.cpp Source/PluginProcessor.cpp",
                 "Source/Modulation.cpp:27:void Modulation::prepare (double sampleRate, int blockSize)\n"
                 "Source/Reverb/FDN.cpp:38:void FDN::prepare (const juce::dsp::ProcessSpec& spec)\n"
                 "Source/PluginProcessor.cpp:71:void SundialAudioProcessor::prepareToPlay (double sampleRate, "
                 "int samplesPerBlock)\n"
                 "Source/PluginProcessor.cpp:95:void SundialAudioProcessor::processBlock "
                 "(juce::AudioBuffer<float>& buffer, juce::MidiBuffer&)\n"),
            ("assistant", "The LFO does allocate, but only in `Modulation::prepare`, which runs from prepareToPlay "
                          "when the host sets the plugin up, not per block; the delay lines are the same. The editor's "
                          "push_back is on the message thread. And an allocation in the audio path would hurt during "
                          "playback, not after it stops. Let me measure per-block times on a render that ends in "
                          "silence."),
            bash("./build/SundialBench --input bench/noise_then_silence.wav --rate 48000 --block 128 "
                 "--preset Cathedral --report 1s",
                 "window      mean block   max block   (input silent from 3.0 s)\n"
                 "0.0-1.0 s   0.041 ms     0.052 ms\n"
                 "1.0-2.0 s   0.041 ms     0.050 ms\n"
                 "2.0-3.0 s   0.042 ms     0.055 ms\n"
                 "3.0-4.0 s   0.040 ms     0.049 ms\n"
                 "4.0-5.0 s   0.212 ms     0.497 ms\n"
                 "5.0-6.0 s   0.861 ms     0.930 ms\n"
                 "6.0-7.0 s   0.884 ms     0.941 ms\n"
                 "7.0-8.0 s   0.879 ms     0.925 ms\n"),
            ("assistant", "That's the signature of denormals. The input goes silent at 3.0 s, the reverb tail decays "
                          "in the FDN feedback loop, and about a second later the values in the delay lines are so "
                          "small (below about 1e-38) that they become subnormal floats. On x86 every operation on a "
                          "subnormal takes a slow microcode path, here 20 times slower per block. Apple Silicon has no "
                          "such penalty, which is why M1 users never see it."),
            bash("rg -n 'ScopedNoDenormals|FlushToZero|_MM_SET_FLUSH_ZERO_MODE' Source/; echo exit=$?", "exit=1\n"),
            ("assistant", "Nothing in the code turns on flush-to-zero. Fix: `juce::ScopedNoDenormals` at the top of "
                          "processBlock. It sets the CPU's FTZ and DAZ flags for the duration of the block and "
                          "restores them afterwards, so the host's own settings are untouched."),
            tool("Edit", {"file_path": f"{SUNDIAL}/Source/PluginProcessor.cpp",
                          "old_string": "void SundialAudioProcessor::processBlock (juce::AudioBuffer<float>& "
                                        "buffer, juce::MidiBuffer&)\n{\n",
                          "new_string": "void SundialAudioProcessor::processBlock (juce::AudioBuffer<float>& "
                                        "buffer, juce::MidiBuffer&)\n{\n    juce::ScopedNoDenormals noDenormals;\n"},
                 "The file has been updated."),
            bash("cmake --build build --target SundialBench -j8 >/dev/null && ./build/SundialBench --input "
                 "bench/noise_then_silence.wav --rate 48000 --block 128 --preset Cathedral --report 1s | tail -n 4",
                 "4.0-5.0 s   0.039 ms     0.048 ms\n"
                 "5.0-6.0 s   0.038 ms     0.047 ms\n"
                 "6.0-7.0 s   0.038 ms     0.046 ms\n"
                 "7.0-8.0 s   0.038 ms     0.047 ms\n"),
            ("user", "nice, and embarrassing. never forget: nothing on the audio thread allocates, takes a lock, logs "
                     "or touches the file system. that's processBlock and everything it calls. if something has to "
                     "get to the UI it goes through a lock-free FIFO, juce::AbstractFifo, and the UI thread picks it "
                     "up in a timer"),
            bash("rg -n 'Logger::|DBG \\(|std::mutex|ScopedLock|File \\(' Source/Reverb Source/Meter.cpp "
                 "Source/PluginProcessor.cpp",
                 "Source/Meter.cpp:52:        juce::Logger::writeToLog (\"clip on channel \" + juce::String (ch));\n"),
            ("assistant", "One violation already: `Meter::process` logs a line whenever a channel clips, from the "
                          "audio thread. I've replaced it with a clip flag pushed through an AbstractFifo; the "
                          "editor's 30 Hz timer drains it and does the logging on the message thread."),
            ("user", "good. then put the silence-tail render into CI, fail the job if any block takes longer than "
                     "0.2 ms on the runner. and ship it as 1.3.1"),
            bash("ctest --test-dir build -R silence_tail --output-on-failure | tail -n 3 && git commit -qam "
                 "'Flush denormals in processBlock; clip logging via AbstractFifo; silence-tail CI check' && "
                 "git tag v1.3.1 && git log -1 --oneline",
                 "1/1 Test #7: silence_tail .......................   Passed    2.31 sec\n"
                 "100% tests passed, 0 tests failed out of 1\n"
                 "3b90e1d Flush denormals in processBlock; clip logging via AbstractFifo; silence-tail CI check\n"),
        ],
        "facts": [
            fact("denormals", "Sundial's CPU spikes after playback stopped were denormal (subnormal) floats in the "
                              "decaying FDN feedback tails, slow on x86 only; fixed with juce::ScopedNoDenormals in "
                              "processBlock. Not the LFO allocation, which happens in prepare.",
                 "bugfix", "assistant", [["denormal", "subnormal"], "ScopedNoDenormals"]),
            fact("audio-thread", "Nothing on Sundial's audio thread (processBlock and everything it calls) allocates, "
                                 "takes a lock, logs or touches the file system; data for the UI goes through a "
                                 "lock-free juce::AbstractFifo drained by a UI timer.",
                 "rule", "user", [["audio thread", "processBlock"], ["allocates", "lock"], "AbstractFifo"],
                 remember=True),
            fact("ci-threshold", "Sundial CI renders the silence-tail file and fails if any block takes longer than "
                                 "0.2 ms on the runner.",
                 "config", "user", ["0.2 ms", ["silence", "CI"]]),
        ],
        "optional": [
            opt("hotfix", "The denormal fix shipped as Sundial 1.3.1.", ["1.3.1"]),
            opt("bench", "SundialBench renders a file at a given rate and block size and reports per-block times.",
                ["SundialBench"]),
        ],
        "questions": [
            q("What caused Sundial's CPU spikes after playback stopped?",
              "denormal floats in the decaying FDN feedback tails; fixed with ScopedNoDenormals", ["denormals"]),
            q("What may code on Sundial's audio thread not do?",
              "allocate, take a lock, log or touch the file system", ["audio-thread"]),
            q("When does Sundial's silence-tail CI check fail?", "if any block takes longer than 0.2 ms",
              ["ci-threshold"]),
        ],
    },
]
