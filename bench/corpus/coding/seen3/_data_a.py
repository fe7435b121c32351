"""held-out sessions (third set), part A: a roguelike, greenhouse firmware, a payments ledger, an ocean-data pipeline."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc)


def fact(fid: str, text: str, ftype: str, speaker: str, key_terms: list[Any], remember: bool = False) -> dict:
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms, "remember": remember}


def q(question: str, answer: str, facts: list[str]) -> dict:
    return {"q": question, "answer": answer, "facts": facts}


TILECRAWL = "/home/mara/dev/tilecrawl"
SOILNODE = "/home/tobi/firmware/soilnode"
LEDGER = "/home/ines/work/ledgerline"
TIDE = "/srv/pipelines/tidewatch"

SESSIONS: list[dict[str, Any]] = []

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-tilecrawl-saves-doors", "agent": "claude-code", "project": TILECRAWL,
    "start": at("2026-09-14T08:12:00"), "branch": "main",
    "about": "Rust/bevy roguelike: save format chosen (bincode rejected), door pathing bug, tile size 16 then back "
             "to 24, a remember-request about the fixed timestep; an async-pathing proposal declined",
    "steps": [
        ("user", "morning! picking tilecrawl back up after two weeks. first thing: the save system. right now it's "
                 "serde_json dumps into ~/.local/share/tilecrawl/slots and a mid-game save is like 9 MB. what are my "
                 "options"),
        ("tool", "Bash", {"command": "ls -la ~/.local/share/tilecrawl/slots && du -h ~/.local/share/tilecrawl/slots/*",
                          "description": "Check current save slot sizes"},
         "total 18744\ndrwxr-xr-x 2 mara mara    4096 Sep  1 21:40 .\ndrwxr-xr-x 4 mara mara    4096 Aug 12 19:02 ..\n"
         "-rw-r--r-- 1 mara mara 9412233 Sep  1 21:40 slot1.json\n-rw-r--r-- 1 mara mara 9778101 Aug 30 23:11 "
         "slot2.json\n9.0M\t/home/mara/.local/share/tilecrawl/slots/slot1.json\n9.4M\t/home/mara/.local/share/"
         "tilecrawl/slots/slot2.json"),
        ("assistant", "The slots are ~9 MB each, mostly because the JSON repeats every field name for every tile entity "
                      "(I can see `\"explored\": false` thousands of times). Options, roughly from smallest to most "
                      "readable:\n\n1. **bincode** – tiny and very fast, but the format is positional: adding or "
                      "reordering a field in a saved component makes old saves unreadable unless you version every "
                      "struct by hand.\n2. **postcard** – similar trade-offs to bincode, slightly smaller, built for "
                      "embedded.\n3. **MessagePack (rmp-serde)** – keeps field names if you use the named variant, so "
                      "it is more tolerant of schema drift, ~40% of the JSON size.\n4. **RON** – Rust Object Notation, "
                      "text, reads like the struct definitions; about the same size as JSON but diffable and "
                      "hand-editable, and serde defaults let new fields load from old files.\n5. Keep JSON but gzip it "
                      "– a 9 MB file of repeated keys compresses to a few hundred KB.\n\nIf size is the main pain I'd go "
                      "with bincode plus a version header; it's what most bevy games I've seen do."),
        ("user", "hmm no. I actually open saves in an editor all the time when I'm debugging level gen, and bincode "
                 "broke on me in the last project every time a component got a new field. go with RON. size doesn't "
                 "matter much, the slot file gets zstd'd on write anyway"),
        ("tool", "Grep", {"pattern": "serde_json", "path": "src", "output_mode": "content", "-n": True},
         "src/save/mod.rs:4:use serde_json;\nsrc/save/mod.rs:31:    let text = serde_json::to_string(&snapshot)?;\n"
         "src/save/mod.rs:47:    let snapshot: SaveSnapshot = serde_json::from_str(&text)?;\nsrc/debug/dump.rs:12:    "
         "println!(\"{}\", serde_json::to_string_pretty(&stats).unwrap());"),
        ("tool", "Read", {"file_path": f"{TILECRAWL}/src/save/mod.rs"},
         "     1\u2192use std::{fs, io::Write, path::PathBuf};\n     2\u2192\n     3\u2192use bevy::prelude::*;\n     4\u2192use "
         "serde_json;\n     5\u2192use zstd::stream::{encode_all, decode_all};\n     6\u2192\n     7\u2192use crate::world::"
         "{SaveSnapshot, SlotId};\n     8\u2192\n     9\u2192pub const SAVE_EXT: &str = \"json\";\n    10\u2192\n    "
         "11\u2192pub fn slot_path(slot: SlotId) -> PathBuf {\n    12\u2192    dirs::data_dir().unwrap().join(\"tilecrawl/"
         "slots\").join(format!(\"slot{}.{}\", slot.0, SAVE_EXT))\n    13\u2192}\n...\n    29\u2192pub fn write_slot(slot: "
         "SlotId, snapshot: &SaveSnapshot) -> anyhow::Result<()> {\n    30\u2192    let path = slot_path(slot);\n    "
         "31\u2192    let text = serde_json::to_string(&snapshot)?;\n    32\u2192    let packed = encode_all(text.as_bytes(), "
         "3)?;\n    33\u2192    fs::write(path, packed)?;\n    34\u2192    Ok(())\n    35\u2192}"),
        ("tool", "Bash", {"command": "cargo add ron@0.8", "description": "Add the ron crate"},
         "    Updating crates.io index\n      Adding ron v0.8.1 to dependencies\n             Features:\n             - "
         "integer128\n    Updating crates.io index\n     Locking 1 package to latest compatible version\n      Adding "
         "ron v0.8.1"),
        ("tool", "Edit", {"file_path": f"{TILECRAWL}/src/save/mod.rs",
                          "old_string": "    let text = serde_json::to_string(&snapshot)?;",
                          "new_string": "    let text = ron::ser::to_string_pretty(&snapshot, ron::ser::PrettyConfig::"
                                        "default().struct_names(true))?;"},
         f"The file {TILECRAWL}/src/save/mod.rs has been updated."),
        ("tool", "Edit", {"file_path": f"{TILECRAWL}/src/save/mod.rs",
                          "old_string": "    let snapshot: SaveSnapshot = serde_json::from_str(&text)?;",
                          "new_string": "    let snapshot: SaveSnapshot = ron::from_str(&text)?;"},
         f"The file {TILECRAWL}/src/save/mod.rs has been updated."),
        ("tool", "Bash", {"command": "cargo test save:: 2>&1 | tail -15", "description": "Run save tests"},
         "   Compiling tilecrawl v0.3.0 (/home/mara/dev/tilecrawl)\n    Finished `test` profile [unoptimized + "
         "debuginfo] target(s) in 41.87s\n     Running unittests src/main.rs (target/debug/deps/tilecrawl-"
         "5e1f0c2a7d9b4e11)\n\nrunning 4 tests\ntest save::tests::roundtrip_empty_level ... ok\ntest save::tests::"
         "roundtrip_with_monsters ... ok\ntest save::tests::missing_field_uses_default ... ok\ntest save::tests::"
         "slot_path_has_extension ... FAILED\n\nfailures:\n\n---- save::tests::slot_path_has_extension stdout ----\n"
         "assertion `left == right` failed\n  left: \"slot1.ron\"\n right: \"slot1.json\"\n\ntest result: FAILED. 3 "
         "passed; 1 failed"),
        ("assistant", "I also switched `SAVE_EXT` to `\"ron\"` so the files say what they are; one test still hard-codes "
                      "`slot1.json`, fixing that."),
        ("tool", "Edit", {"file_path": f"{TILECRAWL}/src/save/tests.rs", "old_string": "\"slot1.json\"",
                          "new_string": "\"slot1.ron\""},
         f"The file {TILECRAWL}/src/save/tests.rs has been updated."),
        ("tool", "Bash", {"command": "cargo test save:: 2>&1 | tail -4", "description": "Rerun save tests"},
         "test save::tests::slot_path_has_extension ... ok\n\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 "
         "measured; 187 filtered out; finished in 0.02s"),
        ("assistant", "Saves are now RON (pretty-printed, struct names on), still zstd-compressed on disk, extension "
                      "`.ron`. `missing_field_uses_default` passes, so a component that gains a `#[serde(default)]` "
                      "field still loads old slots. Old `.json` slots won't be picked up; say if you want a one-off "
                      "converter."),
        ("user", "no converter, I'll just start fresh. while you're in there - monsters keep walking through closed "
                 "doors on level 3. can you look?"),
        ("tool", "Grep", {"pattern": "NavGrid", "path": "src", "output_mode": "files_with_matches"},
         "src/ai/path.rs\nsrc/world/level.rs\nsrc/ai/mod.rs"),
        ("tool", "Read", {"file_path": f"{TILECRAWL}/src/ai/path.rs", "offset": 1, "limit": 60},
         "     1\u2192use bevy::prelude::*;\n     2\u2192use pathfinding::prelude::astar;\n     3\u2192\n     4\u2192/// "
         "Walkability per tile, built from the level's tile map.\n     5\u2192#[derive(Resource)]\n     6\u2192pub "
         "struct NavGrid {\n     7\u2192    pub w: u32,\n     8\u2192    pub h: u32,\n     9\u2192    pub walkable: "
         "Vec<bool>,\n    10\u2192}\n    11\u2192\n    12\u2192pub fn build_nav_grid(mut commands: Commands, map: Res<"
         "TileMap>) {\n    13\u2192    let walkable = map.tiles.iter().map(|t| !t.is_wall()).collect();\n    14\u2192    "
         "commands.insert_resource(NavGrid { w: map.w, h: map.h, walkable });\n    15\u2192}\n...\n    38\u2192pub fn "
         "step_towards(grid: &NavGrid, from: UVec2, to: UVec2) -> Option<UVec2> {\n    39\u2192    astar(&from, |p| "
         "neighbours(grid, *p), |p| manhattan(*p, to), |p| *p == to)\n    40\u2192        .and_then(|(path, _)| "
         "path.get(1).copied())\n    41\u2192}"),
        ("tool", "Read", {"file_path": f"{TILECRAWL}/src/world/doors.rs"},
         "     1\u2192use bevy::prelude::*;\n     2\u2192\n     3\u2192#[derive(Event)]\n     4\u2192pub struct "
         "DoorToggled { pub tile: UVec2, pub open: bool }\n     5\u2192\n     6\u2192pub fn toggle_doors(\n     7\u2192    "
         "mut q: Query<(&mut Door, &GridPos)>,\n     8\u2192    input: Res<ActionQueue>,\n     9\u2192    mut events: "
         "EventWriter<DoorToggled>,\n    10\u2192) {\n    11\u2192    for (mut door, pos) in &mut q {\n    12\u2192        "
         "if input.wants_toggle(pos.0) {\n    13\u2192            door.open = !door.open;\n    14\u2192            "
         "events.send(DoorToggled { tile: pos.0, open: door.open });\n    15\u2192        }\n    16\u2192    }\n    "
         "17\u2192}"),
        ("tool", "Bash", {"command": "grep -rn \"DoorToggled\" src | grep -v \"world/doors.rs\"",
                          "description": "Find readers of DoorToggled"},
         "src/audio/sfx.rs:22:    mut events: EventReader<DoorToggled>,\nsrc/ui/log.rs:40:    for ev in "
         "events.read::<DoorToggled>() {"),
        ("assistant", "Found it. `build_nav_grid` runs once, on `OnEnter(GameState::Level)`, and bakes walkability "
                      "from `TileMap` into the `NavGrid` resource. Doors are separate entities: the tile under a door "
                      "is a floor tile, so it is walkable in the grid from the start. `toggle_doors` flips `door.open` "
                      "and sends `DoorToggled`, but the only readers of that event are the sound effect and the "
                      "message log — nothing updates `NavGrid`. So A* in `step_towards` happily routes through a "
                      "closed door, and the movement system only checks walls, not doors.\n\nLevel 1 and 2 never "
                      "showed it because their doors start open; level 3's vault doors start closed.\n\nFix: mark door "
                      "tiles from their initial state when the grid is built, and add a system "
                      "`sync_nav_with_doors` that reads `DoorToggled` and sets `walkable[idx] = ev.open`. It runs "
                      "before the monster AI in the same `FixedUpdate` set, so a door closed this tick blocks paths "
                      "this tick."),
        ("tool", "Edit", {"file_path": f"{TILECRAWL}/src/ai/path.rs",
                          "old_string": "pub fn step_towards(",
                          "new_string": "pub fn sync_nav_with_doors(mut grid: ResMut<NavGrid>, mut events: "
                                        "EventReader<DoorToggled>) {\n    for ev in events.read() {\n        let idx = "
                                        "(ev.tile.y * grid.w + ev.tile.x) as usize;\n        grid.walkable[idx] = "
                                        "ev.open;\n    }\n}\n\npub fn step_towards("},
         f"The file {TILECRAWL}/src/ai/path.rs has been updated."),
        ("tool", "Bash", {"command": "cargo test ai:: 2>&1 | tail -6", "description": "Run AI tests"},
         "test ai::tests::monster_reaches_player_open_room ... ok\ntest ai::tests::closed_door_blocks_path ... ok\ntest "
         "ai::tests::door_opened_mid_chase ... ok\n\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 182 "
         "filtered out; finished in 0.11s"),
        ("assistant", "Both new tests pass (`closed_door_blocks_path`, `door_opened_mid_chase`). Longer term we could "
                      "move pathfinding onto bevy's `AsyncComputeTaskPool` so big levels don't spike the frame when 40 "
                      "monsters re-path at once — want me to sketch that?"),
        ("user", "nah, not now. set tile size to 16 in the render config, I want to look at the old tileset again"),
        ("tool", "Edit", {"file_path": f"{TILECRAWL}/assets/config/render.ron", "old_string": "tile_size: 24,",
                          "new_string": "tile_size: 16,"},
         f"The file {TILECRAWL}/assets/config/render.ron has been updated."),
        ("assistant", "Done — `tile_size: 16` in `assets/config/render.ron`. `cargo run` to see it."),
        ("user", "ugh, the 16px set looks awful at 1080p. put it back to 24, 24 is what we ship with"),
        ("tool", "Edit", {"file_path": f"{TILECRAWL}/assets/config/render.ron", "old_string": "tile_size: 16,",
                          "new_string": "tile_size: 24,"},
         f"The file {TILECRAWL}/assets/config/render.ron has been updated."),
        ("assistant", "Back to `tile_size: 24`."),
        ("user", "ty. one more thing and this one matters, so remember it: the sim runs on a fixed timestep of 1/30 s "
                 "and the replay system depends on it. FIXED_DT never changes unless REPLAY_VERSION gets bumped in "
                 "the same commit, otherwise every old replay desyncs"),
        ("assistant", "Understood — `FIXED_DT` stays at 1/30 s, and any change to it goes together with a "
                      "`REPLAY_VERSION` bump in the same commit. I didn't touch either today; the door sync runs inside "
                      "the fixed step, so replays recorded before this change will differ only where a monster used "
                      "to walk through a closed door."),
        ("user", "fine, those were broken anyway. commit it all, message 'saves in RON, doors block pathing'"),
        ("tool", "Bash", {"command": "git add -A && git commit -m \"saves in RON, doors block pathing\"",
                          "description": "Commit changes"},
         "[main 4b1e9c2] saves in RON, doors block pathing\n 6 files changed, 58 insertions(+), 11 deletions(-)"),
        ("assistant", "Committed as `4b1e9c2`."),
    ],
    "facts": [
        fact("save-format", "Save files are written in RON, not bincode: saves get opened in an editor while debugging "
             "level gen, and bincode broke whenever a component gained a field.", "decision", "user", ["RON", "save"]),
        fact("door-bug", "Monsters walked through closed doors because the NavGrid resource was built once at level "
             "load and nothing read DoorToggled to update it; sync_nav_with_doors now updates the grid.", "bugfix",
             "assistant", ["NavGrid", "DoorToggled"]),
        fact("tile-size", "The render tile size is 24 px, the shipped tileset (16 was only a look at the old set).",
             "config", "user", ["tile", "24"]),
        fact("fixed-dt", "The simulation runs on a fixed timestep of 1/30 s; FIXED_DT never changes without a "
             "REPLAY_VERSION bump in the same commit, or old replays desync.", "rule", "user",
             ["1/30", "REPLAY_VERSION"], remember=True),
    ],
    "optional": [
        {"id": "ron-crate", "text": "The ron crate is at 0.8.", "key_terms": ["ron", "0.8"]},
        {"id": "zstd", "text": "Save slots are zstd-compressed on write.", "key_terms": ["zstd"]},
    ],
    "questions": [
        q("What format are tilecrawl save files in, and why not bincode?",
          "RON; bincode broke when components gained fields and saves need to be readable", ["save-format"]),
        q("Can I change FIXED_DT?", "only together with a REPLAY_VERSION bump; the timestep is 1/30 s", ["fixed-dt"]),
        q("Why were monsters walking through closed doors?",
          "NavGrid was never updated on DoorToggled", ["door-bug"]),
        q("What tile size do we ship with?", "24", ["tile-size"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-soilnode-brownout", "agent": "codex", "project": SOILNODE,
    "start": at("2026-09-22T13:40:00"), "branch": "dev/lora-tx",
    "about": "Zephyr firmware for a greenhouse soil sensor: LoRaWAN chosen over BLE mesh, brownout root cause, "
             "sample interval changed 10 -> 15 min, a standing build rule; one ignored suggestion (watchdog)",
    "steps": [
        ("user", "hey. soilnode v2 boards reset every few hours in the greenhouse, the log ends mid-line each time. "
                 "can you look at what the last crash dumps say? they're in logs/field/"),
        ("think", "**Inspecting field logs**"),
        ("tool", "shell", {"cmd": "ls logs/field && tail -n 25 logs/field/node07-2026-09-21.log"},
         "node03-2026-09-20.log\nnode07-2026-09-21.log\nnode11-2026-09-21.log\n[02:14:05.118] <inf> sensors: soil "
         "moisture raw=1873 vwc=31.2%\n[02:14:05.121] <inf> sensors: temp=17.9C\n[02:14:05.130] <inf> store: queue "
         "depth=3, flushing to flash\n[02:14:05.131] <inf> lora: uplink fport=2 len=18 sf=9\n[02:14:05.133] <dbg> "
         "store: erase page 0x7e000\n[02:14:05.1\n*** Booting Zephyr OS build v3.7.0 ***\n[00:00:00.004] <wrn> "
         "power: reset cause: BROWNOUT\n[00:00:00.010] <inf> main: soilnode fw 0.9.4 board=soilnode_v2"),
        ("tool", "shell", {"cmd": "grep -h -B3 'reset cause' logs/field/*.log | grep -E 'erase|uplink|reset cause'"},
         "[11:02:44.901] <inf> lora: uplink fport=2 len=18 sf=9\n[11:02:44.903] <dbg> store: erase page 0x7e000\n"
         "[00:00:00.004] <wrn> power: reset cause: BROWNOUT\n[18:37:12.402] <inf> lora: uplink fport=2 len=18 sf=9\n"
         "[18:37:12.404] <dbg> store: erase page 0x7e000\n[00:00:00.004] <wrn> power: reset cause: BROWNOUT\n"
         "[02:14:05.131] <inf> lora: uplink fport=2 len=18 sf=9\n[02:14:05.133] <dbg> store: erase page 0x7e000\n"
         "[00:00:00.004] <wrn> power: reset cause: BROWNOUT"),
        ("think", "**Correlating resets with flash erase during uplink**"),
        ("tool", "shell", {"cmd": "sed -n 30,78p src/store.c"},
         "static void flush_queue(void)\n{\n\tif (queue_depth() < FLUSH_THRESHOLD) {\n\t\treturn;\n\t}\n\tLOG_INF(\"queue "
         "depth=%d, flushing to flash\", queue_depth());\n\tfor (int i = 0; i < queue_depth(); i++) {\n\t\tif "
         "(needs_erase(i)) {\n\t\t\tLOG_DBG(\"erase page 0x%x\", page_of(i));\n\t\t\tflash_erase(flash_dev, "
         "page_of(i), PAGE_SIZE);\n\t\t}\n\t\tflash_write(flash_dev, slot_of(i), &queue[i], sizeof(queue[i]));\n\t}\n}\n"
         "\n/* called from the sensor thread right after lora_send() returns */\nvoid store_after_sample(void)\n{\n\t"
         "flush_queue();\n}"),
        ("assistant", "Every one of the three resets has the same last two lines: a LoRa uplink starts (`sf=9`), and "
                      "2 ms later `store` erases a flash page. The reset cause after boot is `BROWNOUT` each time.\n\n"
                      "What happens: `lora_send()` returns as soon as the packet is handed to the radio, not when the "
                      "transmission ends, so `store_after_sample()` starts a page erase while the SX1262 is still "
                      "transmitting at +14 dBm. The radio TX peak plus the flash erase current on two cold AA cells "
                      "at night pulls VDD under the brownout threshold. During the day the cells are warmer and it "
                      "mostly survives, which is why it looked random.\n\nFix I'd make: move the flush off the sensor "
                      "thread into a `k_work` item that is submitted from the radio's TX-done callback, so flash "
                      "erase never overlaps a transmission. Shall I do that?"),
        ("user", "yes do it. and while we're at it, I keep getting asked by the greenhouse guys why we didn't just use "
                 "BLE mesh like the irrigation valves. for the record: we went with LoRaWAN because the gateway on the "
                 "packing shed already covers all four houses, and BLE mesh would need relay nodes every ~30 m across "
                 "the glass. that's the answer"),
        ("think", "**Moving flash flush to TX-done work item**"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/store.c\n@@\n-/* called from the sensor "
                                          "thread right after lora_send() returns */\n-void store_after_sample(void)\n-{\n"
                                          "-\tflush_queue();\n-}\n+static void flush_work_fn(struct k_work *w)\n+{\n+\t"
                                          "ARG_UNUSED(w);\n+\tflush_queue();\n+}\n+\n+static K_WORK_DEFINE(flush_work, "
                                          "flush_work_fn);\n+\n+/* Flash erase draws enough current that, on top of a "
                                          "LoRa TX peak, cold cells\n+ * brown out; so flushing waits for TX-done. */\n+"
                                          "void store_on_tx_done(void)\n+{\n+\tk_work_submit(&flush_work);\n+}\n*** Update "
                                          "File: src/lora.c\n@@ static void tx_done_cb(void)\n \tLOG_DBG(\"tx done\");\n+"
                                          "\tstore_on_tx_done();\n*** End Patch"},
         "Success. Updated the following files:\nM src/store.c\nM src/lora.c\n"),
        ("tool", "shell", {"cmd": "grep -rn store_after_sample src/"},
         "src/sensors.c:88:\tstore_after_sample();"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/sensors.c\n@@\n \tlora_send(buf, len);\n-"
                                          "\tstore_after_sample();\n*** End Patch"},
         "Success. Updated the following files:\nM src/sensors.c\n"),
        ("tool", "shell", {"cmd": "west build -b soilnode_v2 -p auto 2>&1 | tail -8", "timeout_ms": 600000},
         "[182/187] Linking C executable zephyr/zephyr_pre0.elf\n[183/187] Generating linker.cmd\n[186/187] Linking C "
         "executable zephyr/zephyr.elf\nMemory region         Used Size  Region Size  %age Used\n           FLASH:      "
         "201744 B       492 KB     40.04%\n             RAM:       41232 B       128 KB     31.46%\n        IDT_LIST:"
         "          0 GB        32 KB      0.00%\n[187/187] Generating files from zephyr/zephyr.elf"),
        ("assistant", "Built clean for `soilnode_v2`. The flush now runs from a work item queued by `tx_done_cb`, so a "
                      "page erase can't overlap a transmission any more; `store_after_sample()` is gone. I'd also "
                      "suggest enabling the task watchdog on the sensor thread so a hang ever again shows up as a "
                      "clean reset with a reason."),
        ("user", "ok. change the sample interval to 10 minutes while I test on the bench, it's 30 right now"),
        ("tool", "shell", {"cmd": "grep -n SAMPLE_INTERVAL prj.conf boards/soilnode_v2.conf"},
         "prj.conf:41:CONFIG_SOILNODE_SAMPLE_INTERVAL_MIN=30"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: prj.conf\n@@\n-CONFIG_SOILNODE_SAMPLE_"
                                          "INTERVAL_MIN=30\n+CONFIG_SOILNODE_SAMPLE_INTERVAL_MIN=10\n*** End Patch"},
         "Success. Updated the following files:\nM prj.conf\n"),
        ("assistant", "Set `CONFIG_SOILNODE_SAMPLE_INTERVAL_MIN=10` in `prj.conf`."),
        ("user", "talked to the grower, 10 is more uplinks than the duty cycle budget likes. make it 15 and that's "
                 "what goes to the field too. also, from here on, every build goes through `west build -b soilnode_v2 "
                 "-p auto` — nobody builds for the old soilnode_v1 target anymore, the v1 boards are all recalled"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: prj.conf\n@@\n-CONFIG_SOILNODE_SAMPLE_"
                                          "INTERVAL_MIN=10\n+CONFIG_SOILNODE_SAMPLE_INTERVAL_MIN=15\n*** End Patch"},
         "Success. Updated the following files:\nM prj.conf\n"),
        ("tool", "shell", {"cmd": "west build -b soilnode_v2 -p auto 2>&1 | tail -2", "timeout_ms": 600000},
         "             RAM:       41232 B       128 KB     31.46%\n[187/187] Generating files from zephyr/zephyr.elf"),
        ("assistant", "Interval is 15 minutes (`CONFIG_SOILNODE_SAMPLE_INTERVAL_MIN=15`), rebuilt with `west build -b "
                      "soilnode_v2 -p auto`. I'll only use the v2 target from now on. Summary of the branch:\n\n- "
                      "brownout fix: flash flush deferred to a `k_work` submitted from `tx_done_cb`\n- sample "
                      "interval 15 min\n\nReady to flash node07 for a night test when you are."),
        ("user", "cool, flashing it now. thanks"),
    ],
    "facts": [
        fact("brownout", "The soilnode v2 boards browned out because a flash page erase started while the LoRa radio "
             "was still transmitting; the flush now runs in a k_work item submitted from the TX-done callback.",
             "bugfix", "assistant", [["brownout", "BROWNOUT"], ["erase", "flash"], ["TX", "transmitting"]]),
        fact("lorawan", "The nodes use LoRaWAN rather than BLE mesh: the packing-shed gateway covers all four houses "
             "and BLE mesh would need relay nodes every ~30 m.", "decision", "user", ["LoRaWAN", "BLE mesh"],
             remember=True),
        fact("interval", "The sample interval is 15 minutes (CONFIG_SOILNODE_SAMPLE_INTERVAL_MIN=15), also in the "
             "field.", "config", "user", [["SAMPLE_INTERVAL", "sample interval"], "15"]),
        fact("build-target", "Every build uses `west build -b soilnode_v2 -p auto`; nobody builds the soilnode_v1 "
             "target any more (v1 boards are recalled).", "rule", "user", ["west build", "soilnode_v2"],
             remember=True),
    ],
    "optional": [
        {"id": "zephyr", "text": "The firmware runs on Zephyr 3.7.0.", "key_terms": ["Zephyr", "v3.7.0"]},
        {"id": "radio", "text": "The radio is an SX1262 transmitting at +14 dBm.", "key_terms": ["SX1262"]},
    ],
    "questions": [
        q("Why were the soilnode boards resetting at night?",
          "brownout: flash erase during LoRa transmit; flush moved to TX-done work item", ["brownout"]),
        q("Why LoRaWAN and not BLE mesh?", "gateway on the packing shed covers all four houses; BLE mesh needs relays "
          "every 30 m", ["lorawan"]),
        q("How often does a node sample?", "every 15 minutes", ["interval"]),
        q("How do I build the firmware?", "west build -b soilnode_v2 -p auto", ["build-target"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-ledgerline-payouts", "agent": "claude-code", "project": LEDGER,
    "start": at("2026-10-02T09:05:00"), "branch": "fix/double-payouts",
    "about": "Go payments ledger: duplicate payouts root cause (idempotency key inside retry), advisory lock chosen "
             "over the assistant's Redis proposal, money-in-minor-units convention, a note-for-later on the sandbox "
             "rate limit, settlement cutoff config",
    "steps": [
        ("user", "Two merchants got paid twice yesterday (payout batch 2026-10-01). Finance is already on it "
                 "manually. Can you figure out how that happened? Logs are in Loki but I exported the relevant lines "
                 "to /tmp/payouts-1001.log"),
        ("tool", "Bash", {"command": "grep -E 'payout|idempotency|retry' /tmp/payouts-1001.log | head -30",
                          "description": "Scan the exported payout log"},
         "2026-10-01T17:31:02Z INFO payout.send merchant=m_20391 amount_minor=1845000 currency=EUR idem=po_7f3a1c\n"
         "2026-10-01T17:31:07Z WARN bankclient retry attempt=1 err=\"context deadline exceeded\"\n2026-10-01T17:31:07Z "
         "INFO payout.send merchant=m_20391 amount_minor=1845000 currency=EUR idem=po_c41e90\n2026-10-01T17:31:08Z INFO "
         "payout.accepted merchant=m_20391 bank_ref=FB-88310422\n2026-10-01T17:31:09Z INFO payout.accepted "
         "merchant=m_20391 bank_ref=FB-88310430\n2026-10-01T17:33:41Z INFO payout.send merchant=m_11870 "
         "amount_minor=92010 currency=EUR idem=po_09bb21\n2026-10-01T17:33:46Z WARN bankclient retry attempt=1 "
         "err=\"context deadline exceeded\"\n2026-10-01T17:33:46Z INFO payout.send merchant=m_11870 amount_minor=92010 "
         "currency=EUR idem=po_5d0e77\n2026-10-01T17:33:47Z INFO payout.accepted merchant=m_11870 bank_ref=FB-88310991\n"
         "2026-10-01T17:33:48Z INFO payout.accepted merchant=m_11870 bank_ref=FB-88310997"),
        ("assistant", "Both doubles follow the same pattern: a send times out, the bank client retries, and the retry "
                      "goes out with a *different* idempotency key (`po_7f3a1c` → `po_c41e90`). The bank dedupes on "
                      "that key, so to them it's two payouts. Let me see where the key is built."),
        ("tool", "Grep", {"pattern": "IdempotencyKey|newIdemKey", "path": "internal", "output_mode": "content",
                          "-n": True},
         "internal/payout/send.go:44:\t\treq.IdempotencyKey = newIdemKey()\ninternal/payout/keys.go:9:func newIdemKey() "
         "string {"),
        ("tool", "Read", {"file_path": f"{LEDGER}/internal/payout/send.go", "offset": 30, "limit": 30},
         "    30\u2192func (s *Sender) Send(ctx context.Context, p Payout) (BankRef, error) {\n    31\u2192\tvar ref "
         "BankRef\n    32\u2192\terr := retry.Do(ctx, s.retryPolicy, func(ctx context.Context) error {\n    33\u2192\t\t"
         "req := bank.PayoutRequest{\n    34\u2192\t\t\tMerchant: p.MerchantID,\n    35\u2192\t\t\tAmountMinor: "
         "p.AmountMinor,\n    36\u2192\t\t\tCurrency: p.Currency,\n    37\u2192\t\t}\n    ...\n    44\u2192\t\t"
         "req.IdempotencyKey = newIdemKey()\n    45\u2192\t\tr, err := s.bank.Payout(ctx, req)\n    46\u2192\t\tif err "
         "!= nil {\n    47\u2192\t\t\treturn err\n    48\u2192\t\t}\n    49\u2192\t\tref = r\n    50\u2192\t\treturn nil\n"
         "    51\u2192\t})\n    52\u2192\treturn ref, err\n    53\u2192}"),
        ("assistant", "Root cause confirmed: `newIdemKey()` is called *inside* the closure passed to `retry.Do`, so "
                      "every attempt mints a fresh random key. A timeout on our side doesn't mean the bank didn't "
                      "process the first request — here it did, 1–2 s later — and the retry looked like a new payout.\n\n"
                      "The fix is to derive the key once, before the retry loop, and make it deterministic from the "
                      "payout itself (`payout_id` + batch date), so even a process restart mid-batch resends with the "
                      "same key. I'll write a test with a fake bank that accepts the first request slowly."),
        ("tool", "Edit", {"file_path": f"{LEDGER}/internal/payout/send.go",
                          "old_string": "\tvar ref BankRef\n\terr := retry.Do(",
                          "new_string": "\tvar ref BankRef\n\t// One key for every attempt: a timeout does not mean the "
                                        "bank dropped the request.\n\tkey := IdemKeyFor(p)\n\terr := retry.Do("},
         f"The file {LEDGER}/internal/payout/send.go has been updated."),
        ("tool", "Edit", {"file_path": f"{LEDGER}/internal/payout/send.go",
                          "old_string": "\t\treq.IdempotencyKey = newIdemKey()",
                          "new_string": "\t\treq.IdempotencyKey = key"},
         f"The file {LEDGER}/internal/payout/send.go has been updated."),
        ("tool", "Bash", {"command": "go test ./internal/payout/... -run 'Idem|Retry' -v 2>&1 | tail -12",
                          "description": "Run payout retry tests"},
         "=== RUN   TestSendRetryReusesIdempotencyKey\n--- PASS: TestSendRetryReusesIdempotencyKey (0.21s)\n=== RUN   "
         "TestIdemKeyStableAcrossRestart\n--- PASS: TestIdemKeyStableAcrossRestart (0.00s)\n=== RUN   "
         "TestSendSlowBankOnePayout\n--- PASS: TestSendSlowBankOnePayout (1.20s)\nPASS\nok  \tgithub.com/ledgerline/"
         "ledgerline/internal/payout\t1.512s"),
        ("assistant", "Fixed and tested: the key is now `IdemKeyFor(p)` (sha256 of payout id + batch date, prefixed "
                      "`po_`), computed once before `retry.Do`. `TestSendSlowBankOnePayout` reproduces yesterday's "
                      "case and fails on the old code.\n\nWhile reading the batch runner I noticed a second way to "
                      "double-pay: nothing stops two instances of the nightly reconciliation job from running at "
                      "once (the k8s CronJob has `concurrencyPolicy: Allow`). I'd put a distributed lock around it — "
                      "a Redis `SET NX PX` lock with a 10-minute TTL is the usual approach."),
        ("user", "good catch on the cronjob, but not Redis — we don't run Redis for anything else and I'm not adding "
                 "a service for one lock. The job already holds a Postgres connection the whole time, use "
                 "pg_try_advisory_lock with a fixed key. And set concurrencyPolicy to Forbid as well, belt and braces"),
        ("tool", "Edit", {"file_path": f"{LEDGER}/internal/recon/job.go",
                          "old_string": "func (j *Job) Run(ctx context.Context) error {\n",
                          "new_string": "// reconLockKey is the pg advisory lock id for the nightly job; never reuse "
                                        "it elsewhere.\nconst reconLockKey int64 = 7301\n\nfunc (j *Job) Run(ctx "
                                        "context.Context) error {\n\tok, err := j.db.TryAdvisoryLock(ctx, reconLockKey)"
                                        "\n\tif err != nil || !ok {\n\t\treturn fmt.Errorf(\"recon already running or "
                                        "lock failed: %w\", err)\n\t}\n\tdefer j.db.AdvisoryUnlock(ctx, reconLockKey)\n"},
         f"The file {LEDGER}/internal/recon/job.go has been updated."),
        ("tool", "Edit", {"file_path": f"{LEDGER}/deploy/recon-cronjob.yaml", "old_string": "concurrencyPolicy: Allow",
                          "new_string": "concurrencyPolicy: Forbid"},
         f"The file {LEDGER}/deploy/recon-cronjob.yaml has been updated."),
        ("tool", "Bash", {"command": "go test ./internal/recon/... 2>&1 | tail -3", "description": "Run recon tests"},
         "ok  \tgithub.com/ledgerline/ledgerline/internal/recon\t3.884s"),
        ("assistant", "Done: `pg_try_advisory_lock(7301)` around the recon job (a second run exits with an error "
                      "instead of waiting), and `concurrencyPolicy: Forbid` on the CronJob."),
        ("user", "while you were in send.go — I saw someone's draft PR converting amounts to float64 for the FX "
                 "preview. That's not happening. We always keep money as int64 minor units (cents) end to end, "
                 "conversion to decimal strings only at the API edge. Also, note for later: the Fennbank sandbox "
                 "rate-limits at 20 requests per second per client id, so the integration tests have to throttle or "
                 "they flake. Oh and what's the settlement cutoff set to in staging?"),
        ("tool", "Bash", {"command": "grep -rn SETTLEMENT_CUTOFF deploy/ config/", "description": "Find the cutoff "
                                                                                                 "setting"},
         "config/staging.env:12:LEDGERLINE_SETTLEMENT_CUTOFF=17:30 Europe/Berlin\nconfig/prod.env:12:LEDGERLINE_"
         "SETTLEMENT_CUTOFF=17:30 Europe/Berlin\ndeploy/recon-cronjob.yaml:31:            - name: LEDGERLINE_"
         "SETTLEMENT_CUTOFF"),
        ("assistant", "Staging and prod both have `LEDGERLINE_SETTLEMENT_CUTOFF=17:30 Europe/Berlin`, which matches "
                      "yesterday's batch starting at 17:31. Noted on money: int64 minor units throughout, decimals "
                      "only at the API edge — I'll flag float amounts in review. And the sandbox limit (20 req/s per "
                      "client id) explains the flaky `TestFennbankBulk`; I can add a `rate.Limiter` to the test "
                      "client if you like."),
        ("user", "yes please, then open the PR"),
        ("tool", "Bash", {"command": "go test ./internal/bankclient/... -run Fennbank 2>&1 | tail -2 && git push -u "
                                     "origin fix/double-payouts && gh pr create --fill",
                          "description": "Test, push and open PR"},
         "ok  \tgithub.com/ledgerline/ledgerline/internal/bankclient\t6.102s\nbranch 'fix/double-payouts' set up to "
         "track 'origin/fix/double-payouts'.\nhttps://git.internal.example/ledgerline/ledgerline/pull/412"),
        ("assistant", "PR #412 is open with the idempotency fix, the advisory lock, `Forbid`, and the throttled test "
                      "client (18 req/s to leave headroom)."),
    ],
    "facts": [
        fact("double-payout", "Merchants were paid twice because the idempotency key was generated inside the "
             "retry.Do closure, so a retry after a timeout got a new key; the key is now derived once from the payout "
             "(IdemKeyFor) before retrying.", "bugfix", "assistant", ["idempotency", "retry"]),
        fact("recon-lock", "The nightly reconciliation job is guarded by a Postgres advisory lock "
             "(pg_try_advisory_lock, key 7301), not a Redis lock: no Redis is run for anything else.", "decision",
             "user", ["advisory lock", "recon"]),
        fact("forbid", "The reconciliation CronJob has concurrencyPolicy: Forbid.", "config", "user",
             ["concurrencyPolicy", "Forbid"]),
        fact("minor-units", "Money is always int64 minor units (cents) end to end; conversion to decimal strings only "
             "at the API edge, never float64.", "convention", "user", ["minor units", "int64"], remember=True),
        fact("fennbank-limit", "The Fennbank sandbox rate-limits at 20 requests per second per client id, so "
             "integration tests must throttle.", "fact", "user", ["Fennbank", "20"], remember=True),
        fact("cutoff", "The settlement cutoff is LEDGERLINE_SETTLEMENT_CUTOFF=17:30 Europe/Berlin (staging and "
             "prod).", "config", "assistant", ["LEDGERLINE_SETTLEMENT_CUTOFF", "17:30"]),
    ],
    "optional": [
        {"id": "pr", "text": "The fix is PR #412.", "key_terms": ["412"]},
    ],
    "questions": [
        q("Why did merchants get paid twice on 2026-10-01?",
          "idempotency key was regenerated on every retry inside retry.Do", ["double-payout"]),
        q("How do we stop two reconciliation jobs running at once?",
          "Postgres advisory lock pg_try_advisory_lock and concurrencyPolicy Forbid; not Redis",
          ["recon-lock", "forbid"]),
        q("How should amounts be represented in code?", "int64 minor units, never float", ["minor-units"]),
        q("What is the Fennbank sandbox rate limit?", "20 requests per second per client id", ["fennbank-limit"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-ledgerline-readme-typo", "agent": "codex", "project": LEDGER,
    "start": at("2026-10-06T15:20:00"), "branch": "main",
    "about": "nothing durable: a README typo, a gofmt run, a question about a flag answered from --help, chatter",
    "steps": [
        ("user", "quick one: README says 'reconcilation' in two places, fix the spelling"),
        ("tool", "shell", {"cmd": "grep -n 'reconcilation' README.md docs/*.md"},
         "README.md:14:The nightly reconcilation job compares our ledger with the bank statement.\nREADME.md:58:See "
         "docs/recon.md for how reconcilation mismatches are reported."),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: README.md\n@@\n-The nightly reconcilation "
                                          "job compares our ledger with the bank statement.\n+The nightly reconciliation"
                                          " job compares our ledger with the bank statement.\n@@\n-See docs/recon.md for "
                                          "how reconcilation mismatches are reported.\n+See docs/recon.md for how "
                                          "reconciliation mismatches are reported.\n*** End Patch"},
         "Success. Updated the following files:\nM README.md\n"),
        ("assistant", "Fixed both occurrences in README.md (lines 14 and 58); docs/ had none."),
        ("user", "thx. does gofmt complain about anything right now?"),
        ("tool", "shell", {"cmd": "gofmt -l ./internal ./cmd"},
         "internal/recon/report.go"),
        ("tool", "shell", {"cmd": "gofmt -d internal/recon/report.go | head -20"},
         "diff internal/recon/report.go.orig internal/recon/report.go\n--- internal/recon/report.go.orig\n+++ "
         "internal/recon/report.go\n@@ -21,7 +21,7 @@\n type Mismatch struct {\n-\tPayoutID   string\n-\tBankRef string\n"
         "+\tPayoutID string\n+\tBankRef  string\n \tDeltaMinor int64\n }"),
        ("assistant", "Only `internal/recon/report.go`, a struct field alignment. Want me to run `gofmt -w` on it?"),
        ("user", "yeah"),
        ("tool", "shell", {"cmd": "gofmt -w internal/recon/report.go && gofmt -l ./internal ./cmd; echo exit=$?"},
         "exit=0"),
        ("assistant", "Clean now."),
        ("user", "what does the -dry flag on the recon command do again?"),
        ("tool", "shell", {"cmd": "go run ./cmd/recon -h 2>&1 | head -12"},
         "Usage of recon:\n  -date string\n    \tbatch date to reconcile (default: yesterday)\n  -dry\n    \tcompute "
         "mismatches and print them, write nothing\n  -merchant string\n    \tonly this merchant id\n  -v\tverbose "
         "logging"),
        ("assistant", "`-dry` computes the mismatches and prints them without writing anything (no report rows, no "
                      "alerts). Combine with `-date` and `-merchant` to look at a single case."),
        ("user", "right, that's what I thought. ok that's all, have a good one"),
        ("assistant", "You too!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-tidewatch-dst-shift", "agent": "codex", "project": TIDE,
    "start": at("2026-10-09T22:10:00"), "branch": "main",
    "about": "ocean buoy ingest pipeline: DST-shift root cause, storage layout chosen (Delta Lake suggestion "
             "rejected), MinIO endpoint/bucket, polars preference, a don't-ever rule on quality-flag rows",
    "steps": [
        ("user", "the tide gauge plots for station WLG-03 have a one hour step on 2026-09-27 and it's been off since. "
                 "the raw files look fine to me. can you dig?"),
        ("think", "**Checking raw file timestamps around the step**"),
        ("tool", "shell", {"cmd": "head -3 raw/WLG-03/2026-09-27.csv && sed -n '20,26p' raw/WLG-03/2026-09-27.csv"},
         "station,obs_time,level_m,qc_flag\nWLG-03,2026-09-27 00:00:00,1.412,1\nWLG-03,2026-09-27 00:06:00,1.398,1\n"
         "WLG-03,2026-09-27 01:54:00,1.071,1\nWLG-03,2026-09-27 03:00:00,1.042,1\nWLG-03,2026-09-27 03:06:00,1.037,1\n"
         "WLG-03,2026-09-27 03:12:00,1.031,1\nWLG-03,2026-09-27 03:18:00,1.022,1\nWLG-03,2026-09-27 03:24:00,1.019,1"),
        ("tool", "shell", {"cmd": "grep -n 'obs_time' -A6 tidewatch/ingest/parse.py"},
         "41:    df = df.with_columns(\n42-        pl.col(\"obs_time\").str.strptime(pl.Datetime, \"%Y-%m-%d %H:%M:%S\")\n"
         "43-        .dt.replace_time_zone(\"UTC\")\n44-    )\n45-    return df"),
        ("assistant", "The raw file jumps from 01:54 to 03:00 on 2026-09-27 — that is the New Zealand daylight-saving "
                      "change (clocks went forward at 02:00 NZST). So the buoy logger writes **local wall-clock time "
                      "without an offset**, and `parse.py` stamps that naive time as UTC with `replace_time_zone(\"UTC\")`. "
                      "Before the change we were 12 h off consistently, which nobody noticed because plots were "
                      "labelled in station time; after it we are 13 h off, hence the visible 1 h step.\n\nThe fix is to "
                      "attach `Pacific/Auckland` first and then convert: `.dt.replace_time_zone(\"Pacific/Auckland\", "
                      "ambiguous=\"earliest\").dt.convert_time_zone(\"UTC\")`. The `ambiguous` argument matters for "
                      "the April change back, when 02:00–03:00 happens twice. Then every partition written since the "
                      "station went live has to be rebuilt."),
        ("user", "ugh, ok. do it, and reprocess WLG-03 plus the other two NZ stations. how is the curated storage laid "
                 "out again, I forget"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: tidewatch/ingest/parse.py\n@@\n-        "
                                          ".dt.replace_time_zone(\"UTC\")\n+        # loggers write local wall time "
                                          "with no offset; attach the zone, then convert\n+        .dt.replace_time_zone"
                                          "(station_tz, ambiguous=\"earliest\")\n+        .dt.convert_time_zone(\"UTC\")"
                                          "\n*** End Patch"},
         "Success. Updated the following files:\nM tidewatch/ingest/parse.py\n"),
        ("tool", "shell", {"cmd": "cat tidewatch/settings.py | sed -n 1,30p"},
         "from pydantic_settings import BaseSettings\n\n\nclass Settings(BaseSettings):\n    s3_endpoint: str = "
         "\"http://minio.tide.lan:9000\"\n    raw_bucket: str = \"tide-raw\"\n    curated_bucket: str = "
         "\"tide-curated\"\n    partition_cols: tuple[str, ...] = (\"station_id\", \"obs_date\")\n    "
         "station_tz_file: str = \"stations.yaml\"\n\n    class Config:\n        env_prefix = \"TIDEWATCH_\""),
        ("assistant", "Curated data is Parquet in MinIO (`http://minio.tide.lan:9000`), bucket `tide-curated`, "
                      "partitioned `station_id=.../obs_date=...`; raw CSVs land in `tide-raw`. Settings come from "
                      "`TIDEWATCH_*` env vars. Since we're about to rewrite a lot of partitions: this would be a good "
                      "moment to move curated to Delta Lake — you'd get atomic overwrites of a partition and time "
                      "travel if a reprocess goes wrong."),
        ("user", "no, I looked at Delta last year. it's append-only sensor data, we don't need transactions, and I "
                 "don't want the extra machinery in every reader. plain parquet partitions stay. reprocess by "
                 "deleting the prefix and re-running ingest"),
        ("think", "**Reprocessing the three NZ stations**"),
        ("tool", "shell", {"cmd": "grep -B1 'Pacific/Auckland' stations.yaml | grep id"},
         "- id: WLG-03\n- id: NPE-01\n- id: TRG-02"),
        ("tool", "shell", {"cmd": "for s in WLG-03 NPE-01 TRG-02; do mc rm --recursive --force tide/tide-curated/"
                                  "station_id=$s/ >/dev/null && python -m tidewatch.ingest --station $s --since "
                                  "2025-01-01 | tail -1; done", "timeout_ms": 1800000},
         "WLG-03: 648 files, 4,713,920 rows written, 0 rejected\nNPE-01: 651 files, 4,739,102 rows written, 212 "
         "rejected\nTRG-02: 640 files, 4,654,377 rows written, 0 rejected"),
        ("assistant", "All three rebuilt. NPE-01 has 212 rejected rows — those are rows with `qc_flag = 4` (the "
                      "logger's 'bad data' flag), which `validate.py` drops. Should I keep that behaviour?"),
        ("user", "wait, it drops them?? no. don't ever drop rows with qc flag 4. the marine team wants them kept and "
                 "flagged so they can see when the sensor was fouled. keep the row, keep the flag, just exclude them "
                 "from the hourly means"),
        ("tool", "shell", {"cmd": "grep -n 'qc_flag' tidewatch/ingest/validate.py tidewatch/aggregate/hourly.py"},
         "tidewatch/ingest/validate.py:18:    df = df.filter(pl.col(\"qc_flag\") != 4)\ntidewatch/aggregate/hourly.py:"
         "9:    base = df"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: tidewatch/ingest/validate.py\n@@\n-    df = "
                                          "df.filter(pl.col(\"qc_flag\") != 4)\n+    # flag-4 rows are kept: the marine "
                                          "team reads them to see fouling\n*** Update File: tidewatch/aggregate/hourly.py"
                                          "\n@@\n-    base = df\n+    base = df.filter(pl.col(\"qc_flag\") != 4)\n*** End "
                                          "Patch"},
         "Success. Updated the following files:\nM tidewatch/ingest/validate.py\nM tidewatch/aggregate/hourly.py\n"),
        ("tool", "shell", {"cmd": "mc rm --recursive --force tide/tide-curated/station_id=NPE-01/ >/dev/null && python "
                                  "-m tidewatch.ingest --station NPE-01 --since 2025-01-01 | tail -1 && pytest -q "
                                  "tests/ingest tests/aggregate 2>&1 | tail -2", "timeout_ms": 1800000},
         "NPE-01: 651 files, 4,739,314 rows written, 0 rejected\n........................................ [100%]\n40 "
         "passed in 7.81s"),
        ("assistant", "Flag-4 rows are kept now (NPE-01: 0 rejected, 4,739,314 rows) and only the hourly means skip "
                      "them. Tests pass. I wrote the reprocess loop with pandas-free polars like the rest of ingest; "
                      "the old `tools/backfill.py` still uses pandas — want that ported too?"),
        ("user", "not tonight. but yes, new code is polars, I don't want more pandas in here. night"),
    ],
    "facts": [
        fact("dst-shift", "The 1 h step on 2026-09-27 came from buoy loggers writing local wall time with no offset "
             "while parse.py stamped it as UTC; times are now localized to Pacific/Auckland and converted to UTC.",
             "bugfix", "assistant", ["Pacific/Auckland", "UTC"]),
        fact("storage", "Curated data stays as plain Parquet partitions (station_id/obs_date); Delta Lake was rejected: "
             "append-only sensor data needs no transactions and readers shouldn't carry the extra machinery.",
             "decision", "user", ["Parquet", "Delta"]),
        fact("minio", "Curated data lives in MinIO at http://minio.tide.lan:9000, bucket tide-curated; raw CSVs in "
             "tide-raw.", "config", "assistant", ["minio.tide.lan", "tide-curated"]),
        fact("qc4", "Rows with qc flag 4 must never be dropped: keep them flagged for the marine team and only exclude "
             "them from the hourly means.", "rule", "user", [["qc flag", "qc_flag"], "4"], remember=True),
        fact("polars", "New code uses polars, not pandas.", "preference", "user", ["polars"]),
    ],
    "optional": [
        {"id": "env-prefix", "text": "Settings come from TIDEWATCH_ environment variables.",
         "key_terms": ["TIDEWATCH"]},
        {"id": "nz-stations", "text": "WLG-03, NPE-01 and TRG-02 are the Pacific/Auckland stations.",
         "key_terms": ["NPE-01"]},
    ],
    "questions": [
        q("Why was there a one hour step in the WLG-03 tide data?",
          "loggers write local time without offset; it was parsed as UTC instead of Pacific/Auckland", ["dst-shift"]),
        q("Should we move curated storage to Delta Lake?", "no, plain Parquet partitions; append-only data needs no "
          "transactions", ["storage"]),
        q("Where is the curated tide data stored?", "MinIO minio.tide.lan:9000 bucket tide-curated", ["minio"]),
        q("What happens to rows with qc flag 4?", "kept and flagged, excluded only from hourly means", ["qc4"]),
    ],
})
