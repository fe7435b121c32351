"""held-out sessions (third set), part C: firmware OTA, roguelike audio, a warehouse scanning API, an ML fine-tune, a hobby
site."""

from __future__ import annotations

from typing import Any

from _data_a import SOILNODE, TILECRAWL, at, fact, q

SHELF = "/home/priya/work/shelfscan"
RETINA = "/home/sam/ml/retina-ft"
BREW = "/home/oda/sites/brewlog"

SESSIONS: list[dict[str, Any]] = []

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-soilnode-ota-keys", "agent": "claude-code", "project": SOILNODE,
    "start": at("2026-10-03T14:25:00"), "branch": "dev/ota",
    "about": "same firmware, later: MCUboot swap mode chosen over the assistant's overwrite-only proposal, signing "
             "key mismatch root cause, battery cutoff stated as something to keep; chatter about the greenhouse",
    "steps": [
        ("user", "afternoon. the grower says the tomatoes in house 3 are doing great, so at least the sensors are "
                 "useful lol. today: OTA. I've got mcuboot building via sysbuild but the node refuses every image I "
                 "push over the DFU characteristic"),
        ("tool", "Bash", {"command": "tail -20 logs/bench/ota-node02.log", "description": "Bench log of the failed OTA"},
         "*** Booting MCUboot v2.1.0 ***\nI: Starting bootloader\nI: Primary image: magic=good, swap_type=0x1, "
         "copy_done=0x3, image_ok=0x1\nI: Secondary image: magic=good, swap_type=0x1, copy_done=0x3, image_ok=0x3\nE: "
         "Image in the secondary slot is not valid!\nI: Boot source: none\nI: Image index: 0, Swap type: none\nI: "
         "Bootloader chainload address offset: 0xc000\nI: Jumping to the first image slot\n*** Booting Zephyr OS "
         "build v3.7.0 ***\n[00:00:00.009] <inf> main: soilnode fw 0.9.4 board=soilnode_v2"),
        ("tool", "Bash", {"command": "grep -rn 'SIGNATURE_KEY_FILE\\|BOOT_SIGNATURE' sysbuild.conf sysbuild/ "
                                     "prj.conf 2>/dev/null; ls keys/", "description": "Find signing key config"},
         "sysbuild/mcuboot.conf:3:CONFIG_BOOT_SIGNATURE_TYPE_ECDSA_P256=y\nsysbuild/mcuboot.conf:4:CONFIG_BOOT_"
         "SIGNATURE_KEY_FILE=\"$(APP_DIR)/keys/soilnode-ec256.pem\"\nsoilnode-ec256.pem.pub\nREADME.md"),
        ("tool", "Bash", {"command": "west build -b soilnode_v2 -p auto 2>&1 | grep -i -E 'imgtool|sign|key' | head "
                                     "-5", "description": "See which key the app build signs with"},
         "-- Configuring incomplete, warnings:\nCMake Warning at zephyr/cmake/mcuboot.cmake:80 (message):\n  Neither "
         "SB_CONFIG_BOOT_SIGNATURE_KEY_FILE nor CONFIG_MCUBOOT_SIGNATURE_KEY_FILE is set; signing with\n  the MCUboot "
         "development key bootloader/mcuboot/root-ec-p256.pem\n[201/201] Generating zephyr/zephyr.signed.bin"),
        ("assistant", "That's the mismatch. The **bootloader** is built with `keys/soilnode-ec256.pem` "
                      "(`sysbuild/mcuboot.conf`), so it only trusts images signed with that key. But the **app** image "
                      "is signed by the sysbuild image-signing step, which reads `SB_CONFIG_BOOT_SIGNATURE_KEY_FILE` — "
                      "that isn't set, so it silently falls back to MCUboot's public development key "
                      "`root-ec-p256.pem`. MCUboot checks the signature of the secondary slot, it doesn't match, and it "
                      "logs `Image in the secondary slot is not valid!` and boots the old image.\n\nFix: set the key "
                      "once at sysbuild level so bootloader and signing use the same file:\n\n```\n# sysbuild.conf\n"
                      "SB_CONFIG_BOOT_SIGNATURE_TYPE_ECDSA_P256=y\nSB_CONFIG_BOOT_SIGNATURE_KEY_FILE=\"\\${APP_DIR}/keys/"
                      "soilnode-ec256.pem\"\n```\n\nand drop the two lines from `sysbuild/mcuboot.conf`. Note only the "
                      "`.pub` is in the repo, so the private key has to be on the build machine at that path — it's "
                      "gitignored, good."),
        ("tool", "Write", {"file_path": f"{SOILNODE}/sysbuild.conf",
                           "content": "SB_CONFIG_BOOTLOADER_MCUBOOT=y\nSB_CONFIG_BOOT_SIGNATURE_TYPE_ECDSA_P256=y\n"
                                      "SB_CONFIG_BOOT_SIGNATURE_KEY_FILE=\"${APP_DIR}/keys/soilnode-ec256.pem\"\n"},
         f"The file {SOILNODE}/sysbuild.conf has been updated."),
        ("tool", "Bash", {"command": "sed -i '/SIGNATURE/d' sysbuild/mcuboot.conf && west build -b soilnode_v2 -p auto "
                                     "2>&1 | grep -i -E 'warning|signed' | head -3", "description": "Rebuild"},
         "[203/203] Generating zephyr/zephyr.signed.bin"),
        ("assistant", "Rebuilt: the fallback-key warning is gone. Before you push it, one question on the swap mode. "
                      "`mcuboot.conf` has `CONFIG_BOOT_SWAP_USING_MOVE=y`, which needs a scratch-free move of the "
                      "whole primary slot and costs one extra sector. With 492 KB flash and the image at 197 KB it "
                      "fits, but barely; `CONFIG_BOOT_UPGRADE_ONLY` (overwrite-only) would give you ~20 KB back and "
                      "make updates faster. I'd switch to overwrite-only."),
        ("user", "no. the whole point is that a bad image rolls back by itself — these nodes are in a greenhouse 40 min "
                 "away, I'm not driving out with a J-Link because an update bricked the LoRa stack. swap-using-move "
                 "stays, and the app has to confirm the image only after its first successful uplink"),
        ("tool", "Grep", {"pattern": "boot_write_img_confirmed", "path": "src", "output_mode": "content"},
         "No matches found"),
        ("tool", "Edit", {"file_path": f"{SOILNODE}/src/lora.c",
                          "old_string": "static void tx_done_cb(void)\n{\n\tLOG_DBG(\"tx done\");",
                          "new_string": "static void tx_done_cb(void)\n{\n\tLOG_DBG(\"tx done\");\n\t/* confirm a new "
                                        "image only once it has proven it can reach the gateway;\n\t * an unconfirmed "
                                        "image is swapped back by MCUboot on next reset */\n\tif (!boot_is_img_"
                                        "confirmed()) {\n\t\tboot_write_img_confirmed();\n\t}"},
         f"The file {SOILNODE}/src/lora.c has been updated."),
        ("tool", "Bash", {"command": "west build -b soilnode_v2 -p auto 2>&1 | tail -1 && west flash --runner jlink "
                                     "2>&1 | tail -1", "description": "Build and flash node02 on the bench"},
         "[203/203] Generating zephyr/zephyr.signed.bin\n-- runners.jlink: Flashing done."),
        ("assistant", "Flashed node02 with the new bootloader + app. Image confirmation now happens in `tx_done_cb` "
                      "after the first successful uplink; until then MCUboot will revert on reset. Push the test "
                      "image over DFU when ready."),
        ("user", "pushed 0.9.5 over DFU... it swapped, did an uplink, and confirmed. then I pushed a deliberately "
                 "broken one with the radio disabled, and it rolled back to 0.9.5 after the watchdog reset. "
                 "beautiful. last thing, jot this down somewhere: the nodes run on two AA lithium cells, so the "
                 "low-voltage cutoff is 2.9 V. someone set it to 3.1 on the v1 boards and they shut down with half "
                 "the battery left"),
        ("tool", "Bash", {"command": "grep -rn LOW_VOLTAGE prj.conf boards/", "description": "Check the cutoff"},
         "prj.conf:44:CONFIG_SOILNODE_LOW_VOLTAGE_MV=2900"),
        ("assistant", "Already `CONFIG_SOILNODE_LOW_VOLTAGE_MV=2900` in `prj.conf`. Keeping it: 2×AA lithium, cutoff "
                      "2.9 V, not higher. Nice result on the rollback test."),
        ("user", "yeah! ok commit as 'ota: one signing key, confirm after first uplink' and I'm off"),
        ("tool", "Bash", {"command": "git add -A && git commit -m 'ota: one signing key, confirm after first uplink' | "
                                     "head -1", "description": "Commit"},
         "[dev/ota 71c0e5a] ota: one signing key, confirm after first uplink"),
    ],
    "facts": [
        fact("signing-key", "OTA images were rejected ('Image in the secondary slot is not valid') because the app was "
             "signed with MCUboot's development key while the bootloader trusted keys/soilnode-ec256.pem; "
             "SB_CONFIG_BOOT_SIGNATURE_KEY_FILE in sysbuild.conf now sets one key for both.", "bugfix", "assistant",
             [["SB_CONFIG_BOOT_SIGNATURE_KEY_FILE", "signing key", "signature key"], "soilnode-ec256.pem"]),
        fact("swap-mode", "MCUboot stays in swap-using-move mode, not overwrite-only, so a bad image rolls back by "
             "itself; the nodes are 40 minutes away.", "decision", "user", [["swap-using-move", "SWAP_USING_MOVE"],
                                                                          ["rollback", "rolls back", "roll back"]]),
        fact("confirm", "The app confirms a new image only after its first successful LoRa uplink (in tx_done_cb).",
             "decision", "user", ["confirm", "uplink"]),
        fact("cutoff", "The nodes run on two AA lithium cells, so the low-voltage cutoff is 2.9 V "
             "(CONFIG_SOILNODE_LOW_VOLTAGE_MV=2900), not higher.", "config", "user", ["2.9 V", "lithium"],
             remember=True),
    ],
    "optional": [
        {"id": "mcuboot-version", "text": "MCUboot is v2.1.0.", "key_terms": ["MCUboot", "v2.1.0"]},
    ],
    "questions": [
        q("Why did the soilnode reject OTA images?",
          "app signed with the MCUboot development key, bootloader trusts soilnode-ec256.pem", ["signing-key"]),
        q("Should we switch MCUboot to overwrite-only to save flash?",
          "no, swap-using-move so bad images roll back", ["swap-mode"]),
        q("What is the battery low-voltage cutoff?", "2.9 V for two AA lithium cells", ["cutoff"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-tilecrawl-audio", "agent": "codex", "project": TILECRAWL,
    "start": at("2026-10-28T19:30:00"), "branch": "main",
    "about": "same roguelike, later: audio crate chosen (kira) on the assistant's recommendation, double footstep "
             "root cause, music volume -3 then -6 dB, a we-always rule on debug overlays; spatial audio suggestion "
             "ignored",
    "steps": [
        ("user", "evening. I want music that crossfades between the explore and combat tracks on the beat. "
                 "bevy_audio can't do that, right? what would you use"),
        ("think", "**Comparing Rust audio options for beat-synced crossfades**"),
        ("tool", "shell", {"cmd": "grep -n -A3 '\\[dependencies\\]' Cargo.toml && grep -rn 'bevy_audio\\|AudioPlayer' "
                                  "src | head -5"},
         "[dependencies]\nbevy = { version = \"0.14\", default-features = false, features = [\"bevy_asset\", "
         "\"bevy_audio\", \"bevy_render\", \"bevy_sprite\", \"bevy_winit\", \"png\", \"vorbis\"] }\nron = \"0.8\"\n"
         "zstd = \"0.13\"\nsrc/audio/sfx.rs:14:    commands.spawn(AudioPlayer::new(handles.step.clone()));\n"
         "src/audio/music.rs:9:    commands.spawn((AudioPlayer::new(track), PlaybackSettings::LOOP));"),
        ("assistant", "Right — `bevy_audio` can start, stop and set volume, but it has no shared clock, so you can't "
                      "schedule a change on a beat, and fades are whatever you hand-roll per frame (they jitter with "
                      "frame time).\n\nThe two realistic options:\n\n- **kira** (via `bevy_kira_audio`): has a clock "
                      "you can set to the track's BPM, tweens for volume with easing, and you can start the combat "
                      "track `at` the next clock tick so the crossfade lands on the beat. Sound effects go through the "
                      "same manager, with separate tracks (buses) for music and SFX.\n- **fundsp/cpal directly**: "
                      "full control, but you'd be writing a mixer.\n\nI'd go with kira; it replaces `bevy_audio` "
                      "entirely, so we'd drop that feature from bevy."),
        ("user", "kira it is. do the swap, music and sfx on separate tracks"),
        ("tool", "shell", {"cmd": "cargo add bevy_kira_audio@0.20 && sed -i 's/\"bevy_audio\", //' Cargo.toml && cargo "
                                  "check 2>&1 | grep -E '^error' | sort | uniq -c"},
         "    Updating crates.io index\n      Adding bevy_kira_audio v0.20.0 to dependencies\n      3 error[E0433]: "
         "failed to resolve: use of undeclared type `AudioPlayer`\n      1 error[E0412]: cannot find type "
         "`PlaybackSettings` in this scope"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/audio/music.rs\n@@\n-    commands.spawn(("
                                          "AudioPlayer::new(track), PlaybackSettings::LOOP));\n+    music.play(track)"
                                          ".looped().with_volume(MUSIC_DB);\n*** Update File: src/audio/sfx.rs\n@@\n-    "
                                          "commands.spawn(AudioPlayer::new(handles.step.clone()));\n+    sfx.play("
                                          "handles.step.clone());\n*** Add File: src/audio/tracks.rs\n+use bevy_kira_"
                                          "audio::prelude::*;\n+\n+#[derive(Resource)]\n+pub struct MusicTrack;\n+"
                                          "#[derive(Resource)]\n+pub struct SfxTrack;\n+\n+pub const MUSIC_DB: f32 = "
                                          "-3.0;\n+pub const COMBAT_BPM: f64 = 132.0;\n*** End Patch"},
         "Success. Updated the following files:\nM src/audio/music.rs\nM src/audio/sfx.rs\nA src/audio/tracks.rs\n"),
        ("tool", "shell", {"cmd": "cargo check 2>&1 | tail -2 && cargo test audio:: 2>&1 | tail -2"},
         "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 27.31s\ntest result: ok. 5 passed; 0 "
         "failed; 0 ignored; 0 measured; 193 filtered out; finished in 0.03s"),
        ("assistant", "Swapped to kira: `MusicTrack` and `SfxTrack` channels, music at -3 dB for now, and a clock at "
                      "132 BPM for the combat theme; the crossfade to combat is scheduled on the next beat with a "
                      "400 ms linear tween. Compiles and the audio tests pass. While we're here we could also make "
                      "monster sounds positional (kira has spatial tracks), so you hear them through walls from the "
                      "right side."),
        ("user", "hmm. footsteps sound doubled when I walk diagonally, was that like this before?"),
        ("tool", "shell", {"cmd": "grep -rn 'Moved' src/player/*.rs src/audio/sfx.rs | head"},
         "src/player/movement.rs:31:            moved.send(Moved { axis: Axis::X, to: pos.0 });\nsrc/player/movement.rs:"
         "36:            moved.send(Moved { axis: Axis::Y, to: pos.0 });\nsrc/audio/sfx.rs:20:    for _ in "
         "moved.read() {"),
        ("tool", "shell", {"cmd": "sed -n 24,40p src/player/movement.rs"},
         "    let d = intent.dir;\n    if d.x != 0 {\n        pos.0.x = (pos.0.x as i32 + d.x) as u32;\n        // "
         "...\n        moved.send(Moved { axis: Axis::X, to: pos.0 });\n    }\n    if d.y != 0 {\n        pos.0.y = "
         "(pos.0.y as i32 + d.y) as u32;\n        moved.send(Moved { axis: Axis::Y, to: pos.0 });\n    }"),
        ("assistant", "It was like this before — `bevy_audio` just overlapped the two sounds so exactly that it "
                      "wasn't audible; kira plays each with its own start time, so now you hear both. The root cause "
                      "is in `movement.rs`: a diagonal step applies X and Y separately and sends a `Moved` event per "
                      "axis, and `sfx.rs` plays one footstep per event. Nothing else reads `axis`, so I'll send one "
                      "`Moved` per tile step after both axes are applied."),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/player/movement.rs\n@@\n-        "
                                          "moved.send(Moved { axis: Axis::X, to: pos.0 });\n     }\n     if d.y != 0 {\n"
                                          "         pos.0.y = (pos.0.y as i32 + d.y) as u32;\n-        moved.send(Moved "
                                          "{ axis: Axis::Y, to: pos.0 });\n     }\n+    // one event per tile step, "
                                          "diagonal or not (footsteps, turn counter)\n+    if d != IVec2::ZERO {\n+     "
                                          "   moved.send(Moved { to: pos.0 });\n+    }\n*** End Patch"},
         "Success. Updated the following files:\nM src/player/movement.rs\n"),
        ("tool", "shell", {"cmd": "cargo test 2>&1 | grep -E 'test result|FAILED' | head -3"},
         "test result: ok. 199 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.42s"),
        ("assistant", "Fixed: one `Moved` per step; all 199 tests pass. The turn counter also listened to `Moved`, so "
                      "diagonal moves were counting as two turns — that's fixed by the same change."),
        ("user", "oh wow, that explains the hunger clock feeling off. music is too loud at -3, set it to -6. also I "
                 "see you added a beat-grid overlay in music.rs for debugging — that has to sit behind the dev-tools "
                 "feature. we always gate debug overlays behind the `dev-tools` cargo feature, nothing debug ships in "
                 "a release build"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/audio/tracks.rs\n@@\n-pub const MUSIC_DB:"
                                          " f32 = -3.0;\n+pub const MUSIC_DB: f32 = -6.0;\n*** Update File: src/audio/"
                                          "music.rs\n@@\n-    app.add_systems(Update, draw_beat_grid);\n+    #[cfg("
                                          "feature = \"dev-tools\")]\n+    app.add_systems(Update, draw_beat_grid);\n"
                                          "*** End Patch"},
         "Success. Updated the following files:\nM src/audio/tracks.rs\nM src/audio/music.rs\n"),
        ("tool", "shell", {"cmd": "cargo build --release 2>&1 | tail -1 && cargo build --features dev-tools 2>&1 | tail "
                                  "-1"},
         "    Finished `release` profile [optimized] target(s) in 1m 52s\n    Finished `dev` profile [unoptimized + "
         "debuginfo] target(s) in 8.40s"),
        ("assistant", "Music is at -6 dB, and the beat grid only compiles with `--features dev-tools`; both the release "
                      "build and the dev-tools build succeed."),
        ("user", "sweet, commit"),
        ("tool", "shell", {"cmd": "git add -A && git commit -qm 'audio: kira with music/sfx tracks, beat-synced "
                                  "combat crossfade; one Moved per step' && git log --oneline -1"},
         "c3d90fa audio: kira with music/sfx tracks, beat-synced combat crossfade; one Moved per step"),
    ],
    "facts": [
        fact("kira", "Audio uses kira (bevy_kira_audio) instead of bevy_audio, because bevy_audio has no clock for "
             "beat-synced crossfades or tweens; music and SFX are separate tracks.", "decision", "assistant",
             ["kira", "bevy_audio"]),
        fact("double-step", "Diagonal moves played two footsteps (and counted two turns) because movement sent a Moved "
             "event per axis; now one Moved is sent per tile step.", "bugfix", "assistant", ["Moved", "diagonal"]),
        fact("music-volume", "Music plays at -6 dB (MUSIC_DB).", "config", "user", [["MUSIC_DB", "music"], "6 dB"]),
        fact("dev-tools", "Debug overlays are always gated behind the dev-tools cargo feature; nothing debug ships "
             "in a release build.", "rule", "user", ["dev-tools", ["debug overlay", "debug overlays"]],
             remember=True),
    ],
    "optional": [
        {"id": "bpm", "text": "The combat theme clock runs at 132 BPM.", "key_terms": ["132"]},
        {"id": "kira-version", "text": "bevy_kira_audio is at 0.20.", "key_terms": ["bevy_kira_audio", "0.20"]},
    ],
    "questions": [
        q("Which audio library does tilecrawl use and why?",
          "kira via bevy_kira_audio; bevy_audio has no clock for beat-synced crossfades", ["kira"]),
        q("Why did diagonal steps play two footsteps?", "a Moved event was sent per axis", ["double-step"]),
        q("Where do debug overlays go?", "behind the dev-tools cargo feature", ["dev-tools"]),
        q("How loud is the music?", "-6 dB", ["music-volume"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-shelfscan-leading-zeros", "agent": "codex", "project": SHELF,
    "start": at("2026-11-02T08:55:00"), "branch": "main",
    "about": "TypeScript warehouse scanning API: barcodes lost leading zeros (Number parse + bigint column), SQL "
             "migrations kept over the assistant's Prisma idea, ports, a going-forward zod rule inside a longer message",
    "steps": [
        ("user", "morning. warehouse 2 says half their scans come back 'unknown item' since we onboarded the new "
                 "supplier. their barcodes all start with 0, fwiw. example payload in fixtures/scan-0831.json"),
        ("think", "**Looking at the scan payload and parser**"),
        ("tool", "shell", {"cmd": "cat fixtures/scan-0831.json && grep -n 'code' src/scan/parse.ts"},
         "{\"device\":\"zebra-wh2-14\",\"code\":\"0041236500123\",\"symbology\":\"EAN13\",\"ts\":\"2026-11-01T"
         "06:12:44Z\"}\n12:  const code = Number(body.code);\n13:  if (!Number.isFinite(code)) throw new "
         "BadScan('code');\n19:  return { device: body.device, code, symbology: body.symbology };"),
        ("tool", "shell", {"cmd": "grep -n 'barcode' migrations/*.sql | head -5 && psql \"$DATABASE_URL\" -Atc \"select "
                                  "barcode from items where barcode::text like '41236500%' limit 3\""},
         "migrations/004_items.sql:6:  barcode bigint not null unique,\n41236500123\n41236500130"),
        ("assistant", "Root cause: barcodes are treated as numbers. `parse.ts` does `Number(body.code)`, so "
                      "`0041236500123` becomes `41236500123`, and the `items.barcode` column is `bigint`, so the "
                      "catalog import stored them without the zeros too. Lookups then depend on who stripped what: "
                      "the import and the scanner happen to agree for most suppliers, but this supplier's catalog "
                      "feed sends GTIN-14 (`00041236500123`) while the scanners send EAN-13, and once both are "
                      "numbers you can't tell them apart or pad them back reliably.\n\nA barcode is an identifier, "
                      "not a quantity: keep it a string end to end, `text` in Postgres, validated as 8–14 digits, and "
                      "normalise everything to GTIN-14 (left-pad with zeros) at the boundary so EAN-8/UPC-A/EAN-13 "
                      "all compare equal. Migration: `alter column barcode type text using lpad(barcode::text, 14, "
                      "'0')`."),
        ("user", "yes, do that. we use plain SQL migrations with node-pg-migrate, write it as 012"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Add File: migrations/012_barcode_text.sql\n+-- barcodes "
                                          "are identifiers: keep leading zeros, store as GTIN-14\n+alter table items "
                                          "alter column barcode type text using lpad(barcode::text, 14, '0');\n+alter "
                                          "table items add constraint barcode_gtin14 check (barcode ~ '^[0-9]{14}$');\n"
                                          "*** Update File: src/scan/parse.ts\n@@\n-  const code = Number(body.code);\n"
                                          "-  if (!Number.isFinite(code)) throw new BadScan('code');\n+  const code = "
                                          "toGtin14(body.code); // string, left-padded; never Number()\n*** Add File: "
                                          "src/scan/gtin.ts\n+export function toGtin14(raw: string): string {\n+  if "
                                          "(!/^\\d{8,14}$/.test(raw)) throw new BadScan('code');\n+  return "
                                          "raw.padStart(14, '0');\n+}\n*** End Patch"},
         "Success. Updated the following files:\nA migrations/012_barcode_text.sql\nM src/scan/parse.ts\nA "
         "src/scan/gtin.ts\n"),
        ("tool", "shell", {"cmd": "pnpm migrate up 2>&1 | tail -2 && pnpm vitest run src/scan 2>&1 | tail -4"},
         "> Migrating files:\n> - 012_barcode_text\n\n Test Files  3 passed (3)\n      Tests  24 passed | 1 failed "
         "(25)\n   FAIL  src/scan/parse.test.ts > rejects non-numeric code"),
        ("tool", "shell", {"cmd": "pnpm vitest run src/scan/parse.test.ts -t 'non-numeric' 2>&1 | sed -n 1,12p"},
         " FAIL  src/scan/parse.test.ts > rejects non-numeric code\nTypeError: raw.padStart is not a function\n \u276f "
         "toGtin14 src/scan/gtin.ts:3:14\n \u276f parseScan src/scan/parse.ts:12:16\n\nthe test sends { code: 12345 } "
         "(a number)"),
        ("assistant", "The remaining failure is a test sending `code` as a JSON number — the handler never validated "
                      "the body's shape, it just trusted `body.code`. I'll add a zod schema for the scan body "
                      "(`code: z.string()`), which turns that into a clean 400. Separately — since migrations are "
                      "getting more frequent, Prisma would give you typed queries and generated migrations; might be "
                      "worth considering."),
        ("user", "no prisma. we keep plain SQL migrations on purpose — DBAs review the SQL, and generated migrations "
                 "hid a table rewrite from us once at my last job. and yes, the zod schema. going forward: zod "
                 "schemas at every API boundary, request bodies, query params and anything we consume off the "
                 "queue. that's the house rule, nothing gets used untyped. how do I run this locally again, which "
                 "ports?"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/scan/routes.ts\n@@\n+const ScanBody = "
                                          "z.object({\n+  device: z.string().min(1),\n+  code: z.string(),\n+  "
                                          "symbology: z.enum(['EAN8', 'EAN13', 'UPCA', 'GTIN14', 'CODE128']),\n+  ts: "
                                          "z.string().datetime(),\n+});\n@@\n-  const scan = parseScan(req.body);\n+  "
                                          "const scan = parseScan(ScanBody.parse(req.body));\n*** End Patch"},
         "Success. Updated the following files:\nM src/scan/routes.ts\n"),
        ("tool", "shell", {"cmd": "pnpm vitest run src/scan 2>&1 | tail -2 && grep -n -E 'PORT|5433|ports' "
                                  ".env.example docker-compose.yml"},
         "      Tests  25 passed (25)\n   Duration  1.84s\n.env.example:1:PORT=4310\n.env.example:2:DATABASE_URL="
         "postgres://shelfscan:shelfscan@localhost:5433/shelfscan\ndocker-compose.yml:8:    ports: [\"5433:5432\"]"),
        ("assistant", "All 25 tests pass; a numeric `code` is now a 400 from the schema. Locally: `docker compose up "
                      "-d db` starts Postgres 16 on host port **5433** (so it doesn't clash with a system Postgres on "
                      "5432), then `pnpm dev` serves the API on **4310** (`PORT` in `.env`). Understood on zod: every "
                      "boundary gets a schema. The queue consumer in `src/queue/restock.ts` still reads "
                      "`JSON.parse(msg)` untyped — want me to do that one now too?"),
        ("user", "yes please"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/queue/restock.ts\n@@\n-  const event = "
                                          "JSON.parse(msg.content.toString());\n+  const event = RestockEvent.parse("
                                          "JSON.parse(msg.content.toString()));\n*** End Patch"},
         "Success. Updated the following files:\nM src/queue/restock.ts\n"),
        ("tool", "shell", {"cmd": "pnpm tsc --noEmit && pnpm vitest run 2>&1 | tail -2"},
         "      Tests  88 passed (88)\n   Duration  4.02s"),
        ("assistant", "Done — `RestockEvent` schema on the consumer, typecheck and all 88 tests green. Warehouse 2's "
                      "items need a re-import of the supplier catalog after the migration, since the stored values "
                      "were already stripped; the migration pads them back to 14 digits, which is correct for these "
                      "EAN-13 codes."),
    ],
    "facts": [
        fact("leading-zeros", "Scans of barcodes starting with 0 failed because parse.ts used Number() and the "
             "items.barcode column was bigint; barcodes are now text, normalised to GTIN-14 (left-padded).",
             "bugfix", "assistant", [["leading zero", "leading zeros", "start with 0"], ["GTIN-14", "text"]]),
        fact("sql-migrations", "Migrations stay plain SQL with node-pg-migrate, not Prisma: DBAs review the SQL and "
             "generated migrations once hid a table rewrite.", "decision", "user", ["node-pg-migrate", "Prisma"]),
        fact("zod-rule", "Zod schemas are required at every API boundary: request bodies, query params and queue "
             "messages; nothing is used untyped.", "rule", "user", ["zod", "boundary"], remember=True),
        fact("ports", "Locally the API runs on port 4310 and Postgres 16 (docker compose) on host port 5433.",
             "config", "assistant", ["4310", "5433"]),
    ],
    "optional": [
        {"id": "migration-012", "text": "Migration 012 changed barcode to text.", "key_terms": ["012"]},
    ],
    "questions": [
        q("Why did scans of barcodes starting with 0 come back unknown?",
          "parsed with Number() and stored as bigint, losing leading zeros; now text GTIN-14", ["leading-zeros"]),
        q("Should we move migrations to Prisma?", "no, plain SQL with node-pg-migrate so DBAs review the SQL",
          ["sql-migrations"]),
        q("Which ports does shelfscan use locally?", "API 4310, Postgres 5433", ["ports"]),
        q("Do queue consumers need validation?", "yes, zod schemas at every boundary including the queue",
          ["zod-rule"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-retina-leak-bf16", "agent": "claude-code", "project": RETINA,
    "start": at("2026-11-05T11:10:00"), "branch": "exp/vit-b16",
    "about": "PyTorch fine-tune on retinal images: patient-level data leak found, batch size 64 -> 56 -> 48, bf16 "
             "chosen over fp16 with GradScaler, a mental-note rule about the test split; a long reply with the cause "
             "in the middle",
    "steps": [
        ("user", "hey. the ViT-B/16 run from last night got val AUC 0.991 on referable DR after 3 epochs. that's way "
                 "too good. before I get excited, can you sanity check the pipeline?"),
        ("tool", "Bash", {"command": "head -3 data/splits/train.csv data/splits/val.csv && wc -l data/splits/*.csv",
                          "description": "Look at the split files"},
         "==> data/splits/train.csv <==\nimage_id,patient_id,eye,label\nimg_004211,p_01377,L,1\nimg_004212,p_01377,R,1"
         "\n\n==> data/splits/val.csv <==\nimage_id,patient_id,eye,label\nimg_004213,p_01377,L,1\nimg_000877,p_00291,"
         "R,0\n  31846 data/splits/test.csv\n 127381 data/splits/train.csv\n  31846 data/splits/val.csv\n 191073 total"),
        ("tool", "Bash", {"command": "python - <<'EOF'\nimport pandas as pd\ntr = pd.read_csv('data/splits/train.csv'); "
                                     "va = pd.read_csv('data/splits/val.csv')\nshared = set(tr.patient_id) & set("
                                     "va.patient_id)\nprint(len(set(va.patient_id)), len(shared), round(va.patient_id."
                                     "isin(shared).mean(), 3))\nEOF", "description": "Count patients in both splits"},
         "9113 8904 0.981"),
        ("tool", "Bash", {"command": "grep -n 'split' scripts/make_splits.py | head -6",
                          "description": "How the splits are made"},
         "14:from sklearn.model_selection import train_test_split\n31:train, rest = train_test_split(df, test_size=0.4,"
         " stratify=df.label, random_state=7)\n32:val, test = train_test_split(rest, test_size=0.5, stratify=rest.label,"
         " random_state=7)"),
        ("assistant", "Your instinct is right, and it's not the model. Here's what I checked and found:\n\n1. "
                      "**Label balance** looks normal (about 21% referable in every split).\n2. **The split is done "
                      "per image, not per patient.** `make_splits.py` calls `train_test_split` on image rows, and "
                      "most patients have 4–12 images (both eyes, several visits). 8,904 of the 9,113 patients in "
                      "val also have images in train — 98.1% of val images belong to a patient the model has seen. "
                      "Fundus images of the same eye across visits are nearly identical (same vessel tree), so the "
                      "network can recognise the *patient* and their label instead of the lesions. That's the 0.991.\n"
                      "3. Augmentations and normalisation look fine; no label column sneaks into the inputs.\n\n"
                      "Fix: split by `patient_id` with `GroupShuffleSplit` (or `StratifiedGroupKFold` to keep the "
                      "label ratio), so every image of a patient lands in exactly one split. Expect val AUC to drop "
                      "a lot — published numbers for this kind of task are more like 0.90–0.94."),
        ("user", "ugh. yes, redo the splits by patient with StratifiedGroupKFold. and make a mental note: we never "
                 "evaluate on the test split during development. val only. test gets run exactly once, at the end, "
                 "by me. don't even load test.csv in the training scripts"),
        ("tool", "Edit", {"file_path": f"{RETINA}/scripts/make_splits.py",
                          "old_string": "train, rest = train_test_split(df, test_size=0.4, stratify=df.label, "
                                        "random_state=7)\nval, test = train_test_split(rest, test_size=0.5, "
                                        "stratify=rest.label, random_state=7)",
                          "new_string": "# split by patient: images of one eye across visits are near-duplicates\n"
                                        "folds = StratifiedGroupKFold(n_splits=5, shuffle=True, random_state=7)\n"
                                        "fold_of = assign_folds(df, folds, y=df.label, groups=df.patient_id)\ntrain = "
                                        "df[fold_of.isin([0, 1, 2])]\nval = df[fold_of == 3]\ntest = df[fold_of == 4]"},
         f"The file {RETINA}/scripts/make_splits.py has been updated."),
        ("tool", "Bash", {"command": "python scripts/make_splits.py && python -c \"import pandas as pd; a,b,c=[set("
                                     "pd.read_csv(f'data/splits/{s}.csv').patient_id) for s in ('train','val','test')]; "
                                     "print(len(a&b), len(a&c), len(b&c))\" && grep -rn 'test.csv' train.py "
                                     "retina/*.py", "description": "Regenerate splits and check overlap"},
         "wrote train=114402 val=38311 test=38360\n0 0 0\nretina/data.py:22:    'test': 'data/splits/test.csv',"),
        ("tool", "Edit", {"file_path": f"{RETINA}/retina/data.py",
                          "old_string": "    'test': 'data/splits/test.csv',\n",
                          "new_string": ""},
         f"The file {RETINA}/retina/data.py has been updated."),
        ("assistant", "New splits: zero patients shared between any two splits. I also removed the `test` entry from "
                      "`retina/data.py`, so the training code can't load `test.csv` at all — the final evaluation "
                      "will need its own script when you get there."),
        ("user", "perfect. rerun the same config. bump batch size to 64 while you're at it, the GPU was half idle"),
        ("tool", "Bash", {"command": "sed -i 's/^batch_size: 32/batch_size: 64/' configs/vit_b16.yaml && timeout 600 "
                                     "python train.py --config configs/vit_b16.yaml --max-steps 50 2>&1 | tail -4",
                          "description": "Short run at batch 64"},
         "step 0  loss 0.6931\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.12 GiB. GPU 0 has a "
         "total capacity of 23.55 GiB of which 802.31 MiB is free. Including non-PyTorch memory, this process has "
         "22.71 GiB memory in use."),
        ("assistant", "64 doesn't fit on the 24 GB card at 512×512 with fp32 weights and fp16 activations. 56 might. "
                      "Also, the config uses fp16 autocast with a `GradScaler` — last night's log shows the scaler "
                      "skipping 212 steps for inf/NaN gradients. The card supports bf16, which has the fp32 exponent "
                      "range, so no scaler is needed and no steps get skipped."),
        ("user", "yeah switch to bf16 and drop the scaler, the skipped steps have been bugging me for weeks. try 56"),
        ("tool", "Bash", {"command": "sed -i -e 's/^batch_size: 64/batch_size: 56/' -e 's/^amp_dtype: float16/amp_dtype:"
                                     " bfloat16/' -e 's/^grad_scaler: true/grad_scaler: false/' configs/vit_b16.yaml "
                                     "&& timeout 600 python train.py --config configs/vit_b16.yaml --max-steps 300 2>&1 "
                                     "| grep -E 'mem|OutOfMemory' | tail -2", "description": "Try 56 with bf16"},
         "step 120  loss 0.4410  mem 23.31/23.55 GiB\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate "
         "600.00 MiB."),
        ("assistant", "56 fits most of the time but OOMs when the allocator fragments around step 120. 48 leaves about "
                      "2 GiB of headroom in my estimate; with `grad_accum_steps: 2` you'd still get an effective batch "
                      "of 96."),
        ("user", "48 with accumulation 2 then. that's the setting from now on for this model"),
        ("tool", "Bash", {"command": "sed -i -e 's/^batch_size: 56/batch_size: 48/' -e 's/^grad_accum_steps: 1/grad_"
                                     "accum_steps: 2/' configs/vit_b16.yaml && grep -E 'batch_size|grad_accum|amp_dtype|"
                                     "grad_scaler' configs/vit_b16.yaml && nohup python train.py --config configs/"
                                     "vit_b16.yaml > runs/vit_b16_patientsplit.log 2>&1 & sleep 900; grep -E 'epoch 1 ' "
                                     "runs/vit_b16_patientsplit.log", "description": "Full run at 48 x 2"},
         "batch_size: 48\ngrad_accum_steps: 2\namp_dtype: bfloat16\ngrad_scaler: false\nepoch 1  train_loss 0.412  "
         "val_auc 0.883  mem 21.4/23.55 GiB"),
        ("assistant", "Running with batch 48 × accumulation 2, bf16, no scaler: epoch 1 val AUC is **0.883** — a "
                      "believable number now that val patients are unseen. Memory peaks at 21.4 GiB. I'll leave it "
                      "running; the log is `runs/vit_b16_patientsplit.log`."),
        ("user", "that's more like it. thanks, good catch"),
    ],
    "facts": [
        fact("patient-leak", "Val AUC 0.991 was a data leak: splits were made per image, so 98% of val images belonged "
             "to patients also in train; splits are now by patient_id with StratifiedGroupKFold.", "bugfix",
             "assistant", ["patient", "StratifiedGroupKFold"]),
        fact("test-split", "The test split is never evaluated during development (val only); test runs once at the "
             "end, and training code must not load test.csv.", "rule", "user", [["test split", "test.csv"], "val"],
             remember=True),
        fact("bf16", "Training uses bf16 autocast without a GradScaler instead of fp16, because the fp16 scaler kept "
             "skipping steps on inf/NaN gradients.", "decision", "user", ["bf16", ["GradScaler", "scaler"]]),
        fact("batch", "For ViT-B/16 the batch size is 48 with gradient accumulation 2 (64 and 56 ran out of memory on "
             "the 24 GB card).", "config", "user", [["batch size", "batch_size"], "48"]),
    ],
    "optional": [
        {"id": "auc", "text": "With patient-level splits, epoch 1 val AUC is 0.883.", "key_terms": ["0.883"]},
    ],
    "questions": [
        q("Why was the val AUC 0.991?", "splits were per image, the same patients were in train and val",
          ["patient-leak"]),
        q("Can I evaluate on the test split to compare two runs?", "no, val only; test is run once at the end",
          ["test-split"]),
        q("What batch size does the ViT-B/16 config use?", "48 with gradient accumulation 2", ["batch"]),
        q("fp16 or bf16 for training?", "bf16 without GradScaler", ["bf16"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-brewlog-css-grid", "agent": "claude-code", "project": BREW,
    "start": at("2026-11-08T20:40:00"), "branch": "main",
    "about": "nothing durable: a hobby beer-log site; centring a card grid, a broken link, a question about fr "
             "units, chatter about a stout",
    "steps": [
        ("user", "hi :) my brew log page looks weird on my phone, the recipe cards are squashed into 3 columns. "
                 "it's src/styles/cards.css"),
        ("tool", "Read", {"file_path": f"{BREW}/src/styles/cards.css"},
         "     1\u2192.cards {\n     2\u2192  display: grid;\n     3\u2192  grid-template-columns: repeat(3, 1fr);\n     "
         "4\u2192  gap: 1.25rem;\n     5\u2192  max-width: 70rem;\n     6\u2192}\n     7\u2192\n     8\u2192.card img {\n"
         "     9\u2192  width: 100%;\n    10\u2192  border-radius: 6px;\n    11\u2192}"),
        ("assistant", "The grid is hard-coded to three columns at every width. Let the browser decide how many fit "
                      "instead:\n\n```css\n.cards {\n  display: grid;\n  grid-template-columns: repeat(auto-fill, "
                      "minmax(16rem, 1fr));\n  gap: 1.25rem;\n  max-width: 70rem;\n  margin-inline: auto;\n}\n```\n\n"
                      "On a phone that's one column, on a tablet two, on your laptop three or four. `margin-inline: "
                      "auto` also centres the grid, which it wasn't."),
        ("user", "do it"),
        ("tool", "Edit", {"file_path": f"{BREW}/src/styles/cards.css",
                          "old_string": "  grid-template-columns: repeat(3, 1fr);\n  gap: 1.25rem;\n  max-width: "
                                        "70rem;\n",
                          "new_string": "  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));\n  gap: "
                                        "1.25rem;\n  max-width: 70rem;\n  margin-inline: auto;\n"},
         f"The file {BREW}/src/styles/cards.css has been updated."),
        ("user", "nice, works. what does 1fr actually mean? I copied it from somewhere"),
        ("assistant", "`fr` is a *fraction of the free space* in a grid container. After fixed sizes and gaps are "
                      "taken out, the rest is divided among the `fr` tracks in proportion: `1fr 2fr` gives the second "
                      "column twice the leftover space of the first. In `minmax(16rem, 1fr)` it means 'at least 16rem, "
                      "and share whatever is left equally'."),
        ("user", "got it. also the 'about' link in the footer 404s"),
        ("tool", "Bash", {"command": "grep -rn 'href=\"/about' src/ && ls src/pages", "description": "Find the link"},
         "src/components/Footer.astro:9:  <a href=\"/about.html\">About</a>\nabout.astro\nindex.astro\nrecipes"),
        ("tool", "Edit", {"file_path": f"{BREW}/src/components/Footer.astro",
                          "old_string": "<a href=\"/about.html\">", "new_string": "<a href=\"/about/\">"},
         f"The file {BREW}/src/components/Footer.astro has been updated."),
        ("assistant", "The footer pointed at `/about.html`, but Astro builds `about.astro` to `/about/`. Fixed."),
        ("user", "thanks! the oatmeal stout from last month is finally carbonated btw, it's great"),
        ("assistant", "Nice — enjoy it! Anything else on the site tonight?"),
        ("user", "nope, that's all"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
})
