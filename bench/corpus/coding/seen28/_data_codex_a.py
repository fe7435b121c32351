"""h28 Codex sessions, part a: an off-by-one in lumen-drift's tile placement west of the origin, localisation of
lumen-drift's text (Godot 4), and audio middleware for Harbor Lights (Unity)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

LUMEN = "/home/aoife/games/lumen-drift"
HARBOR = "/Users/dmitri/Unity/HarborLights"

SESSIONS = [
    {
        "id": "h28-cx-lumen-tile-offbyone",
        "project": LUMEN,
        "start": datetime(2026, 11, 8, 10, 30),
        "about": "lumen-drift: collectibles spawn one tile off, only west of the start; first theory (half-tile "
                 "offset between the marker and wall layers) ruled out; real cause int() truncating toward zero for "
                 "negative coordinates; fix with local_to_map in four places; rule against dividing by the tile size; "
                 "'remeber remember' (typo) level naming; origin convention",
        "steps": [
            ("user", "lumens in world 2 spawn inside walls. only in the west part of the map: they end up one tile "
                     "to the right of where I painted the marker in the editor. east of the start everything's "
                     "fine"),
            shell("rg -n 'TILE_SIZE' scripts/ | head -n 8",
                  "scripts/globals.gd:3:const TILE_SIZE := 16\n"
                  "scripts/level/lumen_spawner.gd:27:\tvar cell := Vector2i(int(marker.position.x / TILE_SIZE), "
                  "int(marker.position.y / TILE_SIZE))\n"
                  "scripts/level/camera_bounds.gd:14:\tvar max_cell := Vector2i(int(rect.end.x / TILE_SIZE), "
                  "int(rect.end.y / TILE_SIZE))\n"
                  "scripts/level/water_volume.gd:51:\t\tvar c := int(p.x / TILE_SIZE)\n"
                  "scripts/ui/minimap.gd:38:\tvar cell := Vector2i(int(pos.x) / TILE_SIZE, int(pos.y) / TILE_SIZE)\n"),
            ("assistant", "My first guess is a half-tile offset between the layers: if the marker layer puts its "
                          "markers at cell centres and the wall layer has a texture origin or a position offset, a "
                          "marker could round into the neighbouring cell. Let me compare the two layers."),
            shell("rg -n 'TileMapLayer|tile_set|^position|texture_origin|tile_size' levels/w2/w2_07.tscn "
                  "tilesets/world2.tres",
                  "levels/w2/w2_07.tscn:14:[node name=\"Walls\" type=\"TileMapLayer\" parent=\".\"]\n"
                  "levels/w2/w2_07.tscn:15:tile_set = ExtResource(\"3_w2set\")\n"
                  "levels/w2/w2_07.tscn:31:[node name=\"Markers\" type=\"TileMapLayer\" parent=\".\"]\n"
                  "levels/w2/w2_07.tscn:32:tile_set = ExtResource(\"4_markers\")\n"
                  "tilesets/world2.tres:9:tile_size = Vector2i(16, 16)\n"
                  "tilesets/world2.tres:22:0:0/0/texture_origin = Vector2i(0, 0)\n"),
            ("assistant", "Both layers sit at the scene origin, the cells are 16 px and there's no texture origin "
                          "offset, so no half-tile shift. A half-tile offset would also show east of the start. The "
                          "real clue is 'west of the start': the start checkpoint is at (0, 0), so everything west of "
                          "it has negative x. `int()` truncates toward zero: a marker at x = -8 px gives "
                          "int(-0.5) = 0, but its cell is -1. Every marker with negative x lands one cell too far "
                          "right (toward zero), markers with positive x are fine. The same happens for negative y, "
                          "above the start."),
            shell("godot --headless -s tools/check_markers.gd -- --level w2_07",
                  "w2_07: 64 markers, 23 mismatched (all 23 with x < 0), worst: (-3, 5) -> (-2, 5)\n"),
            ("assistant", "Confirmed: all 23 mismatched markers have negative x. The fix is "
                          "`walls.local_to_map(walls.to_local(marker.global_position))`, which floors correctly and "
                          "also respects the layer's transform. The same truncation is in three more places: "
                          "camera_bounds.gd, water_volume.gd and minimap.gd."),
            ("user", "fix all four. and from now on: every position to cell conversion goes through local_to_map / "
                     "map_to_local on the layer, nobody divides by the tile size by hand anymore"),
            shell("apply_patch < /tmp/local-to-map.patch && rg -n '/ ?TILE_SIZE' scripts/; godot --headless -s "
                  "tools/check_markers.gd -- --all",
                  "Success. Updated the following files:\nM scripts/level/lumen_spawner.gd\n"
                  "M scripts/level/camera_bounds.gd\nM scripts/level/water_volume.gd\nM scripts/ui/minimap.gd\n"
                  "w1_01..w1_12: 0 mismatched\nw2_01..w2_11: 0 mismatched\n"),
            ("user", "remeber remember: level scenes live in res://levels/w<world>/ and are named w<world>_<nn>.tscn "
                     "with a two-digit level number, like w2_07.tscn. and a level's origin (0,0) is always its start "
                     "checkpoint, that's why half of every map has negative coordinates"),
            shell("ls levels/w1 levels/w2 | grep -vE '^w[0-9]_[0-9]{2}\\.tscn$|:$|^$'",
                  "w2_7b.tscn\n"),
            shell("git mv levels/w2/w2_7b.tscn levels/w2/w2_12.tscn && rg -l 'w2_7b' . | xargs sed -i "
                  "'s/w2_7b/w2_12/g' && rg -c 'w2_12' levels/ scripts/",
                  "levels/world_map.tscn:1\nscripts/level/level_index.gd:1\n"),
            ("assistant", "One level didn't follow the scheme: w2_7b.tscn, the bonus level after 07. I renamed it to "
                          "w2_12.tscn and updated the world map and the level index. All four conversions now use "
                          "local_to_map, and the marker check is clean in both worlds."),
        ],
        "facts": [
            fact("tile-bug", "Lumens spawned one tile off west of the start because int() truncates toward zero, so "
                             "negative x landed one cell too far right; fixed with local_to_map in lumen_spawner, "
                             "camera_bounds, water_volume and minimap.",
                 "bugfix", "assistant", [["truncates", "toward zero"], "negative"]),
            fact("cell-rule", "In lumen-drift every position to cell conversion goes through local_to_map / "
                              "map_to_local on the layer; nobody divides by the tile size by hand.",
                 "rule", "user", ["local_to_map", ["tile size", "by hand"]]),
            fact("level-naming", "lumen-drift level scenes live in res://levels/w<world>/ and are named "
                                 "w<world>_<nn>.tscn with a two-digit level number (w2_07.tscn).",
                 "convention", "user", ["res://levels", ["w2_07", "w<world>_<nn>"]], remember=True),
            fact("origin", "A lumen-drift level's origin (0,0) is always its start checkpoint, so half of every map "
                           "has negative coordinates.",
                 "convention", "user", ["origin", "start checkpoint"]),
        ],
        "optional": [
            opt("tile-size", "lumen-drift tiles are 16 px (TILE_SIZE).", ["TILE_SIZE"]),
        ],
        "questions": [
            q("Why did lumens spawn one tile off west of the start?",
              "int() truncates toward zero, so negative x landed one cell too far right", ["tile-bug"]),
            q("How are positions converted to tile cells in lumen-drift?",
              "through local_to_map / map_to_local on the layer, never dividing by the tile size", ["cell-rule"]),
            q("How are lumen-drift level scenes named?", "w<world>_<nn>.tscn in res://levels/w<world>/, like "
              "w2_07.tscn", ["level-naming"]),
        ],
    },
    {
        "id": "h28-cx-lumen-localisation",
        "project": LUMEN,
        "start": datetime(2026, 11, 16, 9, 0),
        "about": "lumen-drift localisation for the Next Fest demo (en, de, ja, pt_BR): gettext .po chosen over CSV "
                 "(terse 'b'), symbolic upper-snake keys, '2 and 3' from a numbered list (Noto Sans JP subset, CI "
                 "check on missing keys); the agent asks whether to remember the key convention and the person says "
                 "yes",
        "steps": [
            ("user", "localisation time. the next fest demo ships in english, german, japanese and brazilian "
                     "portuguese. all UI text is hardcoded strings right now"),
            shell("rg -c 'text = \"' --glob '*.tscn' . | awk -F: '{s+=$2; n++} END {print s\" strings in \"n\" "
                  "scenes\"}' && rg -c 'tr\\(' scripts/ | wc -l",
                  "412 strings in 61 scenes\n0\n"),
            ("assistant", "412 hardcoded strings in 61 scenes and no tr() calls yet. Godot 4 reads translations from "
                          "two kinds of source:\n\n"
                          "a) a **CSV** table: one file, a column per language. Simple, but translators need a "
                          "spreadsheet, and Excel likes to mangle UTF-8 and quotes.\n"
                          "b) **gettext .po** files: one per language. Poedit and every translation platform read "
                          "them, they support plurals and context, and Godot generates the .pot template from scenes "
                          "and scripts.\n\na or b?"),
            ("user", "b. our translators work in Poedit, and the CSV in the last project got mangled in Excel twice"),
            ("assistant", "Then two more questions. Keys: the English text as msgid, or symbolic keys like "
                          "MENU_START?\n\nAnd which of these do you want in this pass?\n"
                          "1. a pseudo-locale that stretches and accents every string, to find untranslated and "
                          "too-long text;\n"
                          "2. Noto Sans JP as fallback font for Japanese, subset to the glyphs we use;\n"
                          "3. a CI check that fails when a key is missing from one of the four .po files;\n"
                          "4. machine-translated placeholders for missing strings."),
            ("user", "symbolic keys, and they look like this: upper snake, screen or context first, then the element: "
                     "MENU_START, HUD_LUMEN_COUNT, PAUSE_RESUME. dialogue is DLG_<npc>_<nn>, like DLG_KEEPER_03. of "
                     "your list, 2 and 3"),
            shell("python3 tools/extract_strings.py --scenes . --scripts scripts --out locale/ && ls locale/",
                  "replaced 412 strings with keys in 61 scenes (0 collisions)\n"
                  "wrote locale/lumen.pot (412 msgids)\n"
                  "de.po  en.po  ja.po  lumen.pot  pt_BR.po\n"),
            shell("pyftsubset fonts/NotoSansJP-Regular.otf --text-file=locale/ja_chars.txt "
                  "--output-file=fonts/NotoSansJP-subset.otf && ls -la fonts/ | grep NotoSansJP",
                  "-rw-r--r-- 1 aoife aoife 5612844 Nov 16 09:31 NotoSansJP-Regular.otf\n"
                  "-rw-r--r-- 1 aoife aoife 1098412 Nov 16 09:33 NotoSansJP-subset.otf\n"),
            shell("python3 tools/check_translations.py locale/ ; echo exit=$?",
                  "en.po: 412/412\nde.po: 412/412\nja.po: 0/412 (412 missing)\npt_BR.po: 0/412 (412 missing)\n"
                  "exit=1\n"),
            ("assistant", "The check works, and it fails right now because Japanese and Brazilian Portuguese aren't "
                          "translated yet. I'd make it strict on release/* branches and a warning on main until the "
                          "translations come back, otherwise main is red for weeks."),
            ("user", "yes, strict on release/*, warning on main"),
            shell("apply_patch < /tmp/ci-translations.patch && rg -n 'check_translations' .github/workflows/ci.yml",
                  "Success. Updated the following files:\nM .github/workflows/ci.yml\n"
                  ".github/workflows/ci.yml:48:        run: python3 tools/check_translations.py locale/ "
                  "${{ startsWith(github.ref_name, 'release/') && '--strict' || '--warn' }}\n"),
            ("assistant", "Done: 412 keys in locale/lumen.pot, .po files for en, de, ja and pt_BR, the Noto Sans JP "
                          "subset (1.1 MB instead of 5.6 MB) as fallback on the theme font, and check_translations in "
                          "CI. Should I remember the key convention (MENU_START, HUD_LUMEN_COUNT, DLG_<npc>_<nn>) "
                          "for future sessions?"),
            ("user", "yes, keep that one. the rest is in the repo"),
        ],
        "facts": [
            fact("po-files", "lumen-drift translations are gettext .po files (one per language, edited in Poedit); "
                             "CSV rejected because it got mangled in Excel.",
                 "decision", "user", [["gettext", ".po"], ["CSV", "Poedit"]]),
            fact("loc-keys", "Localisation keys are symbolic upper snake, screen or context first then the element "
                             "(MENU_START, HUD_LUMEN_COUNT, PAUSE_RESUME); dialogue is DLG_<npc>_<nn> "
                             "(DLG_KEEPER_03).",
                 "convention", "user", ["MENU_START", ["DLG_<npc>_<nn>", "upper snake"]], remember=True),
            fact("locales", "The lumen-drift demo ships in English, German, Japanese and Brazilian Portuguese (en, "
                            "de, ja, pt_BR).",
                 "config", "user", ["pt_BR", "Japanese"]),
            fact("translation-ci", "check_translations fails CI when a key is missing from a .po file: strict on "
                                   "release/* branches, a warning on main.",
                 "decision", "user", ["check_translations", ["release/", "missing"]]),
        ],
        "optional": [
            opt("jp-font", "Japanese uses a Noto Sans JP subset as fallback font.", ["Noto Sans JP"]),
        ],
        "questions": [
            q("Which translation format does lumen-drift use?", "gettext .po files, not CSV", ["po-files"]),
            q("What do lumen-drift localisation keys look like?",
              "upper snake, screen or context first, like MENU_START; dialogue is DLG_<npc>_<nn>", ["loc-keys"]),
            q("Which languages does the lumen-drift demo ship in?",
              "english, german, japanese and brazilian portuguese", ["locales"]),
        ],
    },
    {
        "id": "h28-cx-harbor-fmod",
        "project": HARBOR,
        "start": datetime(2026, 11, 4, 16, 0),
        "about": "Harbor Lights audio: FMOD chosen (Wwise's asset cap, Unity's mixer can't do the adaptive sea music), "
                 "FMOD for Unity pinned to 2.03.05 to match FMOD Studio, 48 kHz; DSP buffer proposed 256, set to 1024, "
                 "finally 512 after a latency probe; 'note for future sessions' FMOD project layout",
        "steps": [
            ("user", "Harbor Lights needs real audio before the trailer. Johanna, our sound designer, starts monday. "
                     "do we stay with unity's built-in audio, or go fmod or wwise?"),
            shell("rg -c 'm_Script: .*AudioSource|AudioSource:' --glob '*.prefab' Assets/ | awk -F: '{s+=$2} END "
                  "{print s\" AudioSources\"}' && find Assets -name '*.mixer' | wc -l && cat "
                  "ProjectSettings/ProjectVersion.txt | head -n 1",
                  "214 AudioSources\n1\nm_EditorVersion: 6000.0.26f1\n"),
            ("assistant", "214 AudioSources and one mixer today. The three options:\n\n"
                          "- **Unity's built-in audio**: nothing to install or license, but mixing happens in Unity, "
                          "there's no live connection from a sound tool to the running game, and adaptive music has "
                          "to be scripted by hand with mixer snapshots.\n"
                          "- **FMOD**: FMOD Studio for the sound designer, live update into the running game, "
                          "parameters that drive music layers; free under the indie budget threshold.\n"
                          "- **Wwise**: the most powerful of the three, heavier integration; the free tier limits the "
                          "number of sound assets per project."),
            ("user", "fmod. johanna has used fmod studio for years, wwise's free tier has a cap on sound assets that "
                     "we'd blow through with the ambient sea layers alone, and unity's mixer can't do the adaptive "
                     "music she has in mind, with the sea state driving the layers"),
            ("assistant", "Which FMOD Studio version does Johanna use? The FMOD for Unity integration has to match "
                          "the Studio version, or the banks may not load."),
            ("user", "2.03.05 on her machine. pin the integration to exactly that"),
            shell("unity-import-package ~/Downloads/fmodstudio20305.unitypackage && rg -n 'version' "
                  "Assets/Plugins/FMOD/src/fmodplugins.version.txt",
                  "imported 412 assets into Assets/Plugins/FMOD\n"
                  "Assets/Plugins/FMOD/src/fmodplugins.version.txt:1:version=2.03.05\n"),
            ("assistant", "FMOD for Unity 2.03.05 is in. Settings I'd start with: sample rate 48 kHz, DSP buffer "
                          "size 256 samples with 4 buffers for tight footsteps, stereo output."),
            ("user", "48 kHz yes. buffer 1024, the deck crackled with small buffers in the last build"),
            shell("apply_patch < /tmp/fmod-settings.patch && rg -n 'SampleRate|DSPBufferLength|DSPBufferCount' "
                  "Assets/Plugins/FMOD/Resources/FMODStudioSettings.asset",
                  "Success. Updated the following files:\nM Assets/Plugins/FMOD/Resources/FMODStudioSettings.asset\n"
                  "14:      SampleRate: 48000\n"
                  "15:      DSPBufferLength: 1024\n"
                  "16:      DSPBufferCount: 4\n"),
            ("user", "note for future sessions: the FMOD Studio project lives in Audio/HarborLights.fspro, outside "
                     "Assets/, and only Johanna edits it. banks build into Assets/StreamingAssets/FMOD/ and are "
                     "committed, so the game builds without FMOD Studio installed"),
            shell("python3 Tools/latency_probe.py --device deck --event event:/SFX/Player/Footstep --sweep 512,1024 "
                  "--minutes 10",
                  "buffer 1024 x 4: input->audio p50 97 ms  p95 112 ms  underruns 0\n"
                  "buffer  512 x 4: input->audio p50 54 ms  p95 61 ms   underruns 0\n"),
            ("user", "97 ms on footsteps is awful. and 512 doesn't underrun on the deck, so the crackle in the last "
                     "build was unity's own mixer, not small buffers. go with 512, that's final"),
            shell("sed -i 's/DSPBufferLength: 1024/DSPBufferLength: 512/' "
                  "Assets/Plugins/FMOD/Resources/FMODStudioSettings.asset && rg -n 'DSPBufferLength' "
                  "Assets/Plugins/FMOD/Resources/FMODStudioSettings.asset",
                  "15:      DSPBufferLength: 512\n"),
            ("assistant", "DSP buffer is 512 x 4 at 48 kHz now: 54 ms from input to footstep on the Deck, no "
                          "underruns in 10 minutes. The banks path is set to Assets/StreamingAssets/FMOD/ in the FMOD "
                          "settings."),
        ],
        "facts": [
            fact("fmod", "Harbor Lights uses FMOD for audio; Wwise rejected (its free tier caps sound assets, the sea "
                         "layers alone would exceed it), Unity's built-in mixer can't do the adaptive sea music.",
                 "decision", "user", ["FMOD", ["Wwise", "sound assets"]]),
            fact("fmod-version", "FMOD for Unity is pinned to exactly 2.03.05, matching Johanna's FMOD Studio.",
                 "config", "user", ["2.03.05", ["FMOD Studio", "integration"]]),
            fact("sample-rate", "Harbor Lights audio runs at 48 kHz.", "config", "user", ["48 kHz"]),
            fact("dsp-buffer", "FMOD's DSP buffer is 512 samples x 4 buffers (not 256, and 1024 gave 97 ms footstep "
                               "latency on the Deck).",
                 "config", "user", ["512", "buffer"]),
            fact("fmod-layout", "The FMOD Studio project lives in Audio/HarborLights.fspro outside Assets/ and only "
                                "Johanna edits it; banks build into Assets/StreamingAssets/FMOD/ and are committed.",
                 "convention", "user", ["HarborLights.fspro", "StreamingAssets"], remember=True),
        ],
        "optional": [
            opt("crackle", "The Deck crackle in the last build came from Unity's own mixer, not from small buffers.",
                ["crackle"]),
        ],
        "questions": [
            q("Which audio middleware does Harbor Lights use, and why not Wwise?",
              "FMOD; wwise's free tier has a cap on sound assets the sea layers would blow through", ["fmod"]),
            q("What DSP buffer size does Harbor Lights use?", "512", ["dsp-buffer"]),
            q("Where does the Harbor Lights FMOD Studio project live?",
              "Audio/HarborLights.fspro, outside Assets/; only Johanna edits it", ["fmod-layout"]),
            q("Which FMOD for Unity version is Harbor Lights on?", "2.03.05, the same as FMOD Studio",
              ["fmod-version"]),
        ],
    },
]
