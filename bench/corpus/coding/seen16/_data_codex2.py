"""Codex sessions of h16, part two (sourdough monitor, cave survey CLI, lichen classifier, lighthouse game)."""

from __future__ import annotations

from datetime import datetime

from _common import a, fact, opt, q, tool, u


def sh(cmd, out, workdir):
    return tool("shell", {"command": ["bash", "-lc", cmd], "workdir": workdir}, out)


_DOUGH_DIR = "/home/yuki/fw/levain-watch"

_ESPFLASH = """[2026-06-20T19:41:02Z INFO ] Serial port: '/dev/ttyACM0'
[2026-06-20T19:41:02Z INFO ] Connecting...
[2026-06-20T19:41:02Z INFO ] Using flash stub
Chip type:         esp32c3 (revision v0.4)
Crystal frequency: 40 MHz
Flash size:        4MB
Features:          WiFi, BLE
MAC address:       58:cf:79:0a:11:e4
App/part. size:    412,336/4,128,768 bytes, 9.99%
[00:00:03] [========================================]     226/226     0x10000
[2026-06-20T19:41:07Z INFO ] Flashing has completed!
INFO - levain-watch 0.3.0 booting
INFO - i2c0 @ 400 kHz, sda=GPIO4 scl=GPIO5
INFO - vl53l0x: xshut high
INFO - vl53l0x: id=0xEE ok
WARN - vl53l0x: range=8190 mm (status 0x0B)
WARN - vl53l0x: range=8190 mm (status 0x0B)
WARN - vl53l0x: range=8190 mm (status 0x0B)
INFO - sht40: 24.1 C 61 %RH
"""

DOUGH = {
    "id": "h16-cx-sourdough-fw",
    "project": _DOUGH_DIR,
    "start": datetime(2026, 6, 20, 19, 35),
    "about": "embedded Rust sourdough-rise monitor on ESP32-C3; 'shorter answers pls'; embassy picked over RTIC; VL53L0X boot-delay root cause; 'add to your notes:' jar height",
    "steps": [
        u("flashed, distance sensor says 8190 always. cargo run --release"),
        sh("cargo run --release 2>&1 | tail -22", _ESPFLASH, _DOUGH_DIR),
        a("8190 mm with status 0x0B is the VL53L0X's \"no valid range\" value. The ID read works, so I²C wiring is "
          "fine. Looking at `sensor.rs`, we pull XSHUT high and start ranging in the same tick; the datasheet wants "
          "the sensor's firmware to boot first (t_BOOT up to 1.2 ms), otherwise the first calibration is garbage "
          "and it never recovers. So the cause is the missing boot delay after XSHUT. Fix: `Timer::after_millis(2).await` "
          "after XSHUT, then `init()`. There's also a longer discussion to have about whether we should re-run "
          "reference SPAD calibration on each boot vs once at the factory, and about the timing budget, the "
          "signal rate limit and the sigma threshold, each of which trades range for accuracy in a jar where "
          "the surface is close and the glass reflects…"),
        u("shorter answers pls. just fix"),
        sh("apply_patch < /tmp/xshut.patch && cargo run --release 2>&1 | grep -E 'vl53|sht' | head -4",
           "Success. Updated the following files:\nM src/sensor.rs\n"
           "INFO - vl53l0x: xshut high, waiting 2 ms\nINFO - vl53l0x: id=0xEE ok\nINFO - vl53l0x: range=71 mm (status 0x00)\n"
           "INFO - sht40: 24.0 C 61 %RH", _DOUGH_DIR),
        a("Fixed: 2 ms wait after XSHUT. Range now 71 mm."),
        u("good. rtic or embassy for the sleep/wake loop, we have both half done"),
        a("Embassy: async timers make the 30 s sample/sleep loop trivial and esp-hal's embassy support is further "
          "along on the C3. RTIC would need our own timer queue."),
        u("embassy. delete the rtic branch stuff. add to your notes: the jar is 14 cm tall, rise % is computed "
          "from that, and sampling stays at 30 s"),
        sh("git rm -rq src/rtic_app.rs && sed -i '/rtic/d' Cargo.toml && grep -n 'JAR_HEIGHT_MM\\|SAMPLE_SECS' src/config.rs && cargo build --release 2>&1 | tail -1",
           "4:pub const JAR_HEIGHT_MM: u16 = 140;\n5:pub const SAMPLE_SECS: u64 = 30;\n"
           "    Finished `release` profile [optimized + debuginfo] target(s) in 21.84s", _DOUGH_DIR),
        a("RTIC removed. Config already has `JAR_HEIGHT_MM = 140` and `SAMPLE_SECS = 30`. Builds."),
        u("k"),
    ],
    "facts": [
        fact("xshut", "VL53L0X read 8190 mm because ranging started right after XSHUT without waiting for sensor boot; fixed with a 2 ms delay after XSHUT.",
             "bugfix", "assistant", ["XSHUT", ["2 ms", "after_millis(2)"]]),
        fact("embassy", "The sleep/wake loop uses Embassy, not RTIC (async timers, better esp-hal support on the C3); RTIC code was removed.",
             "decision", "user", ["embassy", "RTIC"]),
        fact("jar", "The jar is 14 cm tall (JAR_HEIGHT_MM = 140); rise % is computed from it.", "fact", "user",
             [["14 cm", "140"], "jar"], remember=True),
        fact("short", "The user wants short answers.", "preference", "user", [["shorter answers", "short answers"]]),
    ],
    "optional": [
        opt("sample", "Sampling interval stays at 30 s (SAMPLE_SECS).", ["SAMPLE_SECS", "30"]),
    ],
    "questions": [
        q("Why did the distance sensor read 8190?", "no boot delay after XSHUT; 2 ms wait", ["xshut"]),
        q("Embassy or RTIC?", "Embassy", ["embassy"]),
        q("How tall is the jar?", "14 cm", ["jar"]),
    ],
}


_CAVE_DIR = "/home/rhys/go/src/passagemap"

CAVE = {
    "id": "h16-cx-cave-survey",
    "project": _CAVE_DIR,
    "start": datetime(2026, 6, 24, 20, 0),
    "about": "Go CLI turning cave survey legs into plans; output format picked from three with reason; 'fyi for later' about grads; errcheck lint message with 'must' (not a rule)",
    "steps": [
        u("evening. club wants printable plans out of passagemap. what format. they print at the hut on an A3 inkjet"),
        a("Three candidates:\n\n1. **DXF** — CAD people love it, but nobody at a hut has a CAD program.\n"
          "2. **SVG** — opens in any browser and Inkscape, prints to scale, and people can annotate it by hand "
          "in Inkscape.\n3. **GeoJSON** — good for web maps, useless for printing.\n\nFor A3 printing I'd do SVG."),
        u("svg. go"),
        sh("go build ./... && go vet ./... && golangci-lint run",
           "internal/render/svg.go:88:15: Error return value of `f.Close` is not checked (errcheck)\n"
           "\tdefer f.Close()\n\t              ^\ninternal/survey/legs.go:31:2: S1021: should merge variable declaration with assignment on next line (gosimple)\n"
           "golangci-lint: error return values must be checked when the writer is a file (errcheck)", _CAVE_DIR),
        a("SVG renderer added in `internal/render/svg.go` (`passagemap plan --svg out.svg --scale 1:500`). Lint "
          "wants the `f.Close` error checked — I'll return it from `writePlan`, and merge the declaration in legs.go."),
        sh("go test ./... 2>&1 | tail -6",
           "ok  \tgithub.com/hollowrock/passagemap/internal/render\t0.041s\nok  \tgithub.com/hollowrock/passagemap/internal/survey\t0.112s\n"
           "--- FAIL: TestLoadLegacy (0.00s)\n    legs_test.go:77: leg 3 bearing = 360.0, want 324.0\nFAIL\tgithub.com/hollowrock/passagemap/internal/legacy\t0.020s",
           _CAVE_DIR),
        u("oh that test. fyi for later: the old club data from before 1998 uses grads not degrees for bearings "
          "(400 to a circle), the loader has to convert. that test is right, the code is wrong"),
        sh("apply_patch < /tmp/grads.patch && go test ./... 2>&1 | tail -3",
           "Success. Updated the following files:\nM internal/legacy/load.go\n"
           "ok  \tgithub.com/hollowrock/passagemap/internal/legacy\t0.019s\nok  \tgithub.com/hollowrock/passagemap/internal/render\t0.040s\n"
           "ok  \tgithub.com/hollowrock/passagemap/internal/survey\t0.109s", _CAVE_DIR),
        a("`legacy.Load` now converts grads → degrees (× 0.9) for surveys dated before 1998; leg 3 is 324.0° and all "
          "packages pass."),
        u("nice. also bump go.mod to 1.22, the hut laptop only has 1.22 and i want range-over-int. then ta"),
        sh("go mod edit -go=1.22 && go mod tidy && head -3 go.mod && go test ./... 2>&1 | tail -1",
           "module github.com/hollowrock/passagemap\n\ngo 1.22\nok  \tgithub.com/hollowrock/passagemap/internal/survey\t0.108s",
           _CAVE_DIR),
        a("`go.mod` now says `go 1.22`; tidy and tests pass."),
    ],
    "facts": [
        fact("go122", "go.mod targets Go 1.22 (the hut laptop has 1.22; range-over-int is wanted).", "config", "user",
             ["go.mod", "1.22"]),
        fact("svg", "Printable plans are exported as SVG (opens anywhere, prints to scale on the hut's A3 inkjet), not DXF or GeoJSON.",
             "decision", "user", ["SVG"]),
        fact("grads", "Club survey data from before 1998 uses grads (400 per circle) for bearings; the legacy loader converts them to degrees.",
             "fact", "user", ["grads", "1998"], remember=True),
    ],
    "optional": [
        opt("plan-cmd", "Command: passagemap plan --svg out.svg --scale 1:500.", ["passagemap plan"]),
    ],
    "questions": [
        q("Which format do printed plans use?", "SVG", ["svg"]),
        q("Why are old bearings wrong?", "pre-1998 data is in grads", ["grads"]),
    ],
}


_LICHEN_DIR = "/data/users/bo/lichenet"

_TRAIN_LOG = "\n".join(
    [f"epoch {e:02d} | train_loss {1.9 / (e + 1):.4f} | val_loss {1.7 / (e + 1.2):.4f} | val_acc {min(0.991, 0.52 + 0.05 * e):.3f} | lr 3.0e-04"
     for e in range(12)]
    + ["best val_acc 0.991 at epoch 11", "saved checkpoints/effb0-384-e11.pt",
       "wandb: Syncing run lichenet-effb0 (offline mode, sync disabled)"])

LICHEN = {
    "id": "h16-cx-lichen-ml",
    "project": _LICHEN_DIR,
    "start": datetime(2026, 7, 1, 14, 0),
    "about": "PyTorch lichen species classifier; backbone picked from three for CPU field laptop; 99% val acc traced to site leakage; 'just so you know for next time' data rule mid-message",
    "steps": [
        u("hi, which backbone for lichenet? it has to run on the field laptop, cpu only, i5 from 2019"),
        a("Candidates at 384 px input:\n\n- ResNet50: ~4.1 GFLOPs at 224, heavier at 384, ~600 ms/img on an older i5\n"
          "- EfficientNet-B0: ~0.4 GFLOPs at 224, ~90 ms/img on that CPU, good accuracy per FLOP\n"
          "- ViT-S/16: needs more data than our 6k images to beat CNNs, and is slow on CPU at 384\n\n"
          "EfficientNet-B0 is the sensible pick for CPU inference."),
        u("effnet b0 then. train it, 384, 12 epochs"),
        sh("python train.py --arch efficientnet_b0 --img 384 --epochs 12 --seed 1337", _TRAIN_LOG, _LICHEN_DIR),
        a("Trained: best val_acc **0.991** at epoch 11. Honestly that's suspiciously high for 41 species with "
          "lookalikes like *Xanthoria* vs *Caloplaca*."),
        u("yeah too good. why"),
        sh("python - <<'EOF'\nimport pandas as pd\nm = pd.read_csv('data/meta.csv')\nsplit = pd.read_csv('data/split.csv')\ndf = m.merge(split, on='image')\nprint(df.groupby('site').split.nunique().value_counts())\nprint(split.columns.tolist())\nEOF",
           "split\n2    37\n1     4\nName: count, dtype: int64\n['image', 'split']", _LICHEN_DIR),
        a("Leakage: 37 of 41 sites have photos in both train and val. `split.csv` was made with a random image-level "
          "split, and photos from one site share the same rock, light and camera, so the model recognises the "
          "site, not the lichen. Fix: split by site with `GroupShuffleSplit(groups=site)`. I regenerated "
          "`data/split.csv` grouped by site and retrained:"),
        sh("python make_split.py --group site --val 0.2 --seed 1337 && python train.py --arch efficientnet_b0 --img 384 --epochs 12 --seed 1337 | tail -3",
           "wrote data/split.csv (33 train sites, 8 val sites)\nepoch 11 | train_loss 0.1583 | val_loss 0.8121 | val_acc 0.784 | lr 3.0e-04\n"
           "best val_acc 0.791 at epoch 9\nsaved checkpoints/effb0-384-e09.pt", _LICHEN_DIR),
        a("With the site split: val_acc 0.791 — a believable number."),
        u("ok 0.79 it is, that's honest. also just so you know for next time, the photos can't leave the uni "
          "server — volunteers' licence — so wandb stays offline, no artifact uploads. and can you plot the "
          "confusion matrix, and rename make_split.py to split_by_site.py"),
        sh("git mv make_split.py split_by_site.py && python eval.py --ckpt checkpoints/effb0-384-e09.pt --confusion out/confusion.png",
           "top1 0.791  top3 0.934\nmost confused: Xanthoria parietina -> Caloplaca flavescens (23)\nwrote out/confusion.png", _LICHEN_DIR),
        a("Renamed, and the confusion matrix is in `out/confusion.png` — the biggest confusion is *Xanthoria parietina* "
          "→ *Caloplaca flavescens*. `WANDB_MODE=offline` is already set in `train.sh`; I won't add any artifact upload."),
        u("thx!"),
    ],
    "facts": [
        fact("effb0", "The backbone is EfficientNet-B0 at 384 px: it must run CPU-only on the 2019 field laptop (ResNet50 and ViT-S too slow).",
             "decision", "user", [["EfficientNet-B0", "effnet b0", "efficientnet_b0"]]),
        fact("leak", "The 0.991 val accuracy was leakage from a random image split (same site in train and val); split is now by site (GroupShuffleSplit), val_acc 0.79.",
             "bugfix", "assistant", [["by site", "GroupShuffleSplit"], "leakage"]),
        fact("no-upload", "Photos must not leave the uni server (volunteers' licence): wandb stays offline, no artifact uploads.",
             "rule", "user", ["wandb", "uni server"], remember=True),
    ],
    "optional": [
        opt("seed", "Training seed 1337.", ["1337"]),
        opt("split-script", "The split script is split_by_site.py.", ["split_by_site.py"]),
    ],
    "questions": [
        q("Which model architecture does lichenet use?", "EfficientNet-B0, CPU field laptop", ["effb0"]),
        q("Why was validation accuracy 99%?", "leakage, random split by image; now split by site", ["leak"]),
        q("Can we upload checkpoints to wandb?", "no, offline only, photos stay on uni server", ["no-upload"]),
    ],
}


_LAMP_DIR = "/home/fen/games/keeper"

_LAMP_SCRIPT = """local ROT_SPEED = 0.75 -- radians per frame

function init(self)
    self.angle = 0
    msg.post(".", "acquire_input_focus")
end

function update(self, dt)
    self.angle = self.angle + ROT_SPEED
    go.set_rotation(vmath.quat_rotation_z(self.angle))
    -- beam always follows the lamp
    go.set_rotation(vmath.quat_rotation_z(self.angle), "beam")
end
"""

_BOB_BUILD = """INFO: Reading project /home/fen/games/keeper/game.project
INFO: Defold version 1.9.4 (sha1 0b7e0f12a8b4c6d2e1f3a5b7c9d0e2f4a6b8c0d1)
INFO: Building with variant debug, platform x86_64-linux
INFO: Resolving libraries: https://github.com/britzl/monarch/archive/refs/tags/5.0.0.zip
INFO: Compiling 184 resources
INFO:   /main/keeper.collection
INFO:   /main/lamp/lamp.script
INFO:   /main/storm/storm.particlefx
INFO:   /main/ui/hud.gui
INFO:   /main/save/save.lua
INFO: Bundling for x86_64-linux
INFO: Build successful in 14.2 s
"""

_TEST_OUT = """telescope: running tests/*.lua
save.lua
  [PASS] roundtrip keeps oil level
  [PASS] roundtrip keeps ship log
  [PASS] loading v2 save migrates to v3
  [PASS] loading unknown version must fail loudly
lamp.lua
  [PASS] beam follows lamp
  [PASS] lamp off when oil is 0
storm.lua
  [PASS] fog density default is 0.35
  [PASS] lightning never strikes twice in 2 s
8 tests, 8 passed, 0 failed
"""

LAMP = {
    "id": "h16-cx-lighthouse-defold",
    "project": _LAMP_DIR,
    "start": datetime(2026, 7, 6, 22, 30),
    "about": "Defold Lua lighthouse-keeper game, long and chatty with typos; frame-rate bug (dt unused); tilemap choice reversed (final: Defold tilemap); 'pls remmeber' SAVE_VERSION rule lower case; never-mind and one-offs",
    "steps": [
        u("heyy. the lamp spins like crazy on my new monitor, on the old laptop its fine?"),
        sh("cat main/lamp/lamp.script", _LAMP_SCRIPT, _LAMP_DIR),
        a("Found it. `update` adds `ROT_SPEED` (0.75 rad) **per frame** and ignores `dt`. At 60 Hz that's 45 rad/s, "
          "at 144 Hz it's 108 rad/s — so the lamp spins 2.4× faster on the new monitor. Root cause: rotation is "
          "frame-rate dependent. Fix: make the speed per second and multiply by `dt`:\n\n```lua\nlocal ROT_SPEED = "
          "0.75 * 60 -- radians per second\nself.angle = self.angle + ROT_SPEED * dt\n```\n\nThat keeps today's 60 Hz look."),
        u("hm 45 rad/s is way too fast anyway lol. make it 1.2 rad per second"),
        sh("apply_patch <<'EOF'\n*** Update File: main/lamp/lamp.script\n@@\n-local ROT_SPEED = 0.75 -- radians per frame\n+local ROT_SPEED = 1.2 -- radians per second\n@@\n-    self.angle = self.angle + ROT_SPEED\n+    self.angle = self.angle + ROT_SPEED * dt\nEOF",
           "Success. Updated the following files:\nM main/lamp/lamp.script", _LAMP_DIR),
        a("Rotation now uses `dt`, `ROT_SPEED = 1.2` rad/s. Same speed on any refresh rate."),
        u("ty. build it?"),
        sh("java -jar ~/bin/bob.jar --platform x86_64-linux build bundle", _BOB_BUILD, _LAMP_DIR),
        a("Build successful (Defold 1.9.4, 184 resources)."),
        u("ok. next, levels. I was gonna do them in Tiled and import, my sister wants to design some"),
        a("Tiled works: export `.tmj` and convert to Defold `.tilemap` with a small script at build time. Upside: "
          "Tiled has better brushes and object layers. Downside: a conversion step that can drift from Defold's "
          "tile source, and collision shapes need mapping."),
        u("ok tiled then"),
        a("I'll sketch the converter: `tools/tmj2tilemap.lua` reading layers → `tile_grid` cells. Which tile size — "
          "16 or 32?"),
        u("wait actually no. she's already using the defold editor for the gui stuff, she doesnt want another "
          "tool. just use the built in tilemap editor, forget tiled"),
        a("OK — levels are made in Defold's built-in tilemap editor; no Tiled, no converter."),
        u("16px tiles btw"),
        a("Noted, 16 px tiles in `main/tiles/coast.tilesource`."),
        u("can u run the tests"),
        sh("lua5.1 tests/run.lua", _TEST_OUT, _LAMP_DIR),
        a("8/8 pass."),
        u("kk. now save stuff. i added `ship_log` to the save table last week and Juno's old save crashed"),
        sh("sed -n 1,30p main/save/save.lua",
           "local M = {}\nM.SAVE_VERSION = 2\n\nfunction M.load()\n  local data = sys.load(sys.get_save_file(\"keeper\", \"save\"))\n"
           "  if data.version ~= M.SAVE_VERSION then\n    return M.migrate(data)\n  end\n  return data\nend\n", _LAMP_DIR),
        a("`SAVE_VERSION` is still 2, so an old v2 save without `ship_log` is loaded as current and `ship_log` is nil → "
          "crash in `hud.gui` when it iterates it. The layout changed but the version didn't. I'll bump it to 3 and "
          "add a `migrate` step v2→v3 that sets `ship_log = {}` (the test `loading v2 save migrates to v3` exists "
          "already but was passing vacuously)."),
        u("yes. and pls remmeber that: any time the save table layout changes, bump SAVE_VERSION and write the "
          "migration. players have saves from the itch demo"),
        sh("apply_patch < /tmp/save_v3.patch && lua5.1 tests/run.lua | tail -1",
           "Success. Updated the following files:\nM main/save/save.lua\nM tests/save.lua\n8 tests, 8 passed, 0 failed",
           _LAMP_DIR),
        a("`SAVE_VERSION = 3`, `migrate` handles v2→v3 by adding an empty `ship_log`. Will do the same for any future "
          "layout change."),
        u("ooh also the fog looks too thick, whats the default"),
        sh("grep -n fog main/storm/storm.script", "3:local FOG_DENSITY = 0.35\n18:    fog = FOG_DENSITY,", _LAMP_DIR),
        a("`FOG_DENSITY = 0.35` in `storm.script`."),
        u("try 0.2"),
        a("Changed to 0.2."),
        u("hmm no. never mind, put it back"),
        a("Back to 0.35."),
        u("and the window size, whats it set to"),
        sh("grep -A4 '\\[display\\]' game.project", "[display]\nwidth = 960\nheight = 540\nhigh_dpi = 1\n", _LAMP_DIR),
        a("960×540 with `high_dpi = 1`."),
        u("ok fine leave it. thats all for tonight, thanks!! 🌊"),
        a("Good night! Lamp fixed, levels in the Defold tilemap editor, saves at v3."),
    ],
    "facts": [
        fact("dt-bug", "The lamp spun faster on high refresh monitors because rotation was added per frame without dt; now ROT_SPEED is per second times dt.",
             "bugfix", "assistant", ["dt", "ROT_SPEED"]),
        fact("rot-speed", "Lamp rotation speed is 1.2 rad per second.", "config", "user", ["1.2", ["rad per second", "rad/s", "ROT_SPEED"]]),
        fact("tilemap", "Levels are made in Defold's built-in tilemap editor, not Tiled: the level designer already uses the Defold editor.",
             "decision", "user", ["tilemap editor", "Tiled"]),
        fact("save-version", "Any time the save table layout changes, bump SAVE_VERSION and write a migration (players have itch demo saves).",
             "rule", "user", ["SAVE_VERSION", "migration"], remember=True),
        fact("save-cause", "Old saves crashed because ship_log was added without bumping SAVE_VERSION; now version 3 with a v2->v3 migration.",
             "bugfix", "assistant", ["ship_log", ["SAVE_VERSION = 3", "v2"]]),
    ],
    "optional": [
        opt("tiles", "Tiles are 16 px.", ["16"]),
        opt("display", "Window is 960x540 with high_dpi.", ["960"]),
        opt("defold-ver", "Defold 1.9.4.", ["1.9.4"]),
    ],
    "questions": [
        q("Why did the lamp spin too fast on the new monitor?", "rotation per frame, dt not used", ["dt-bug"]),
        q("Where are levels designed?", "Defold built-in tilemap editor, not Tiled", ["tilemap"]),
        q("What do I do when I change the save table?", "bump SAVE_VERSION and write a migration", ["save-version"]),
        q("What is the fog density?", "0.35", []),
    ],
}


SESSIONS = [DOUGH, CAVE, LICHEN, LAMP]
