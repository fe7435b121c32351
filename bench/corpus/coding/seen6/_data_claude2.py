"""Claude Code sessions of the h6 split, part 2."""

from __future__ import annotations

from datetime import datetime

from _util import F, Opt, Q

OCAML_ERR = """$ dune build 2>&1
File "day09/solve.ml", line 23, characters 14-29:
23 |   let rec go (acc : int list) = function
                   ^^^^^^^^^^^^^^^
Error: This expression has type int list
       but an expression was expected of type int array
File "day09/dune", line 1, characters 0-38:
1 | (executable (name solve) (libraries str))
    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
Warning 32 [unused-value-declaration]: unused value parse_line.
Hint: the default profile is dev; warnings must be fixed or silenced in release builds.
Hint: dune always rebuilds on source change; consider `dune build --watch`."""

NOTHING_CC = {
    "id": "h6-cc-puzzles-scratch",
    "project": "/home/bo/puzzles-2026",
    "start": datetime(2026, 11, 21, 19, 5, 0),
    "about": "nothing durable: OCaml puzzle scratch repo, a type error explained, a rename, tests rerun; tool output says "
             "'default', 'must', 'always'",
    "steps": [
        ("user", "evening! stuck on day 9 again, dune is mad at me"),
        ("tool", "Bash", {"command": "dune build 2>&1"}, OCAML_ERR),
        ("assistant", "The helper `go` is annotated to take an `int list` but on line 31 you call it with `Array.of_list xs` — "
                      "so the caller passes an array. Either drop the `Array.of_list` or change the annotation. Since the rest "
                      "of `go` pattern-matches on `x :: rest`, a list is what you want: drop `Array.of_list`.\n\nThe warning "
                      "about `parse_line` is just an unused function; the hint text about release builds is dune's boilerplate."),
        ("user", "ahh of course. fix it pls"),
        ("tool", "Edit", {"file_path": "day09/solve.ml", "old_string": "go [] (Array.of_list xs)", "new_string": "go [] xs"},
         "The file day09/solve.ml has been updated."),
        ("tool", "Bash", {"command": "dune build && dune exec day09/solve.exe < day09/input.txt"},
         "part1: 1930746032\npart2: 1154"),
        ("user", "part 1 is right!! part 2 is too high apparently. eh ill look tomorrow. rename parse_line to parse_row so it matches day 8"),
        ("tool", "Bash", {"command": "sed -i 's/parse_line/parse_row/g' day09/solve.ml && dune build 2>&1 | head -3; dune test"},
         "File \"day09/solve.ml\", line 5, characters 4-13:\nWarning 32 [unused-value-declaration]: unused value parse_row.\n"
         "run_tests.exe: [OK] day07 2 tests\nrun_tests.exe: [OK] day08 2 tests\nrun_tests.exe: [OK] day09 1 test\n"
         "Test Successful in 0.021s. 5 tests run."),
        ("assistant", "Renamed; it's still unused so the warning stays, and the tests pass. Good luck with part 2 tomorrow!"),
        ("user", "thanks, night"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

PI_LOG = """Nov 22 03:41:07 trap-07 camtrap[812]: pir: rising edge on GPIO17
Nov 22 03:41:07 trap-07 camtrap[812]: ir: relay GPIO27 -> on
Nov 22 03:41:07 trap-07 camtrap[812]: capture: /mnt/trapdata/2026-11-22/034107_01.jpg exposure=33000us gain=1.0 lux=0.1
Nov 22 03:41:07 trap-07 camtrap[812]: capture: /mnt/trapdata/2026-11-22/034107_02.jpg exposure=66000us gain=4.2 lux=2.9
Nov 22 03:41:08 trap-07 camtrap[812]: capture: /mnt/trapdata/2026-11-22/034108_03.jpg exposure=66000us gain=8.0 lux=14.7
Nov 22 03:41:08 trap-07 camtrap[812]: ir: relay GPIO27 -> off
Nov 22 03:52:19 trap-07 camtrap[812]: pir: rising edge on GPIO17
Nov 22 03:52:19 trap-07 camtrap[812]: ir: relay GPIO27 -> on
Nov 22 03:52:19 trap-07 camtrap[812]: capture: /mnt/trapdata/2026-11-22/035219_01.jpg exposure=33000us gain=1.0 lux=0.1
Nov 22 03:52:20 trap-07 camtrap[812]: capture: /mnt/trapdata/2026-11-22/035219_02.jpg exposure=66000us gain=5.0 lux=3.4
Nov 22 03:52:20 trap-07 camtrap[812]: capture: /mnt/trapdata/2026-11-22/035220_03.jpg exposure=66000us gain=8.0 lux=15.1
Nov 22 03:52:20 trap-07 camtrap[812]: ir: relay GPIO27 -> off
Nov 22 06:58:44 trap-07 kernel: [11873.20] mmc0: Timeout waiting for hardware interrupt.
Nov 22 06:58:44 trap-07 kernel: [11873.21] mmc0: sdhci: ============ SDHCI REGISTER DUMP ===========
Nov 22 06:58:44 trap-07 systemd[1]: camtrap.service: Watchdog timeout (limit 30s)!"""

PI = {
    "id": "h6-cc-owlcam-trap",
    "project": "/home/pi/owlcam",
    "start": datetime(2026, 11, 22, 10, 15, 0),
    "about": "Raspberry Pi wildlife camera trap: black first frames at night (IR before auto-exposure settles), "
             "picamera2 choice, storage on USB SSD, remember-request 'make a note'; assistant summarises at the end",
    "steps": [
        ("user", "Hi Claude. Field report from the owl box: trap-07's night photos, the first frame of every burst is pure black, "
                 "2nd is dark, 3rd ok. Here's journalctl from last night:\n\n" + PI_LOG),
        ("assistant", "Thanks for the log, it's very telling. Look at the lux readings per burst: `0.1 → 2.9 → 14.7`. The IR relay "
                      "on GPIO27 switches on at the same moment as the first capture, so frame 1 is exposed for a dark scene "
                      "with the old settings, and the auto-exposure needs two frames to catch up. The mmc0 timeout at 06:58 is "
                      "a separate problem — I'll come back to it."),
        ("tool", "Read", {"file_path": "camtrap/trigger.py"},
         "def on_motion(channel):\n    ir.on()\n    for i in range(BURST):\n        path = next_path(i)\n"
         "        cam.capture_file(path)\n        log.info('capture: %s %s', path, meta())\n    ir.off()"),
        ("assistant", "Yes: `ir.on()` and then straight into `capture_file`. Fix: switch IR on, wait for AE/AGC to settle, then "
                      "capture. With picamera2 I can wait on the metadata instead of a blind sleep, but a fixed delay is more "
                      "predictable in the cold. I measured on the bench unit: settled after 240–280 ms. I'll use 300 ms."),
        ("tool", "Edit", {"file_path": "camtrap/trigger.py", "old_string": "    ir.on()\n", "new_string": "    ir.on()\n    time.sleep(IR_SETTLE_S)  # 300 ms, AE needs ~280 ms after IR\n"},
         "The file camtrap/trigger.py has been updated."),
        ("tool", "Bash", {"command": "python -m pytest -q tests/ && python camtrap/bench_burst.py --dark"},
         "........                                                         [100%]\n8 passed in 1.92s\n"
         "burst 1: lux=14.2 14.6 14.9  exposure=66000us gain=8.0\nburst 2: lux=14.8 15.0 14.9  exposure=66000us gain=8.0\n"
         "burst 3: lux=14.5 14.7 14.7  exposure=66000us gain=8.0"),
        ("assistant", "With the 300 ms IR settle delay all three frames are exposed correctly on the bench in a dark box."),
        ("user", "Great. We lose 300ms of owl, but that's fine, the PIR fires early anyway. Now the mmc thing. That card is the 3rd one on trap-07 this year."),
        ("assistant", "The `mmc0: Timeout waiting for hardware interrupt` followed by the watchdog killing `camtrap.service` "
                      "is classic SD card wear/failure. Each burst writes three ~2.5 MB JPEGs plus the sqlite index, so the card "
                      "sees a lot of small writes. Options:\n\n- Keep photos on the SD but mount `/var/log` as tmpfs and reduce "
                      "writes — helps, doesn't solve it.\n- **Write photos and the index to the USB SSD** already plugged in "
                      "for backups, and make root read-only (overlayfs).\n- High-endurance SD cards — cheaper, still wears."),
        ("user", "Photos and index go to the SSD, /mnt/trapdata. Read-only root is too much hassle for the volunteers who service "
                 "the traps, skip that."),
        ("assistant", "OK — only the storage moves. Looking at the log again, captures already go to `/mnt/trapdata/...`; it's "
                      "the sqlite index that still lives on the SD card."),
        ("tool", "Bash", {"command": "grep -rn 'INDEX_DB\\|DATA_DIR' camtrap/config.py"},
         "camtrap/config.py:4:DATA_DIR = Path('/mnt/trapdata')\ncamtrap/config.py:5:INDEX_DB = Path('/home/pi/owlcam/index.sqlite')"),
        ("tool", "Edit", {"file_path": "camtrap/config.py", "old_string": "INDEX_DB = Path('/home/pi/owlcam/index.sqlite')", "new_string": "INDEX_DB = DATA_DIR / 'index.sqlite'"},
         "The file camtrap/config.py has been updated."),
        ("assistant", "Moved the index to `/mnt/trapdata/index.sqlite`. I also added a startup check: if `/mnt/trapdata` isn't "
                      "a mount point, the service refuses to start instead of silently writing to the SD card."),
        ("user", "Perfect. The other thing I wanted: should we move from picamera2 to just calling rpicam-still in a subprocess? "
                 "A volunteer suggested it, says it's simpler."),
        ("assistant", "I'd keep picamera2. `rpicam-still` opens and configures the camera for every shot — about 1.5 s before the "
                      "first frame on a Pi 4 — while picamera2 keeps the camera open and configured, so a trigger-to-frame "
                      "latency of ~0.2 s (plus the 300 ms IR settle at night). For an owl landing on the box that difference "
                      "is the photo."),
        ("user", "Agreed, stays picamera2, the latency is the whole point. Oh and make a note: the traps run Raspberry Pi OS "
                 "Bookworm lite 64-bit and we never apt upgrade in the field - updates only happen by reflashing from the image "
                 "builder, otherwise the traps drift apart."),
        ("assistant", "Noted. I'll keep that in mind for any dependency change — new packages have to go into the image builder "
                      "rather than an `apt install` on a trap."),
        ("user", "Can you sum up what we did today? I need to put it in the volunteer log."),
        ("assistant", "## Session summary — owlcam, 22 Nov\n\n**Black first frames at night**\n- Cause: IR relay (GPIO27) "
                      "switched on at the same moment as the first capture; auto-exposure needed ~280 ms to adjust.\n"
                      "- Fix: 300 ms IR settle delay before the burst (`trigger.py`). Bench test: all three frames exposed.\n\n"
                      "**SD card failures (mmc0 timeouts)**\n- Cause: write wear from photos + sqlite index.\n- Fix: photos "
                      "*and* `index.sqlite` now on the USB SSD at `/mnt/trapdata`; service refuses to start if it isn't mounted. "
                      "Read-only root was considered and skipped (too much hassle for volunteers).\n\n**Camera library**\n"
                      "- Staying on picamera2; `rpicam-still` per shot adds ~1.5 s latency.\n\n**Standing rule**\n"
                      "- Traps run Bookworm lite 64-bit; no `apt upgrade` in the field, updates only by reflashing from the "
                      "image builder.\n\nPIR is still on GPIO17, nothing changed there."),
        ("user", "Wonderful, thank you!"),
    ],
    "facts": [
        F("ir-settle", "Night bursts had a black first frame because the IR relay turned on at the first capture and auto-exposure needed ~280 ms; a 300 ms IR settle delay was added before capturing.",
          "bugfix", "assistant", ["IR", "300 ms"]),
        F("ssd-storage", "Photos and the sqlite index are stored on the USB SSD at /mnt/trapdata (SD cards were failing from write wear); read-only root was rejected as too much hassle for volunteers.",
          "decision", "user", ["/mnt/trapdata"]),
        F("picamera2", "The trap stays on picamera2 rather than rpicam-still subprocesses, because keeping the camera open gives ~0.2 s trigger latency versus ~1.5 s.",
          "decision", "user", ["picamera2"]),
        F("no-apt-upgrade", "Traps run Raspberry Pi OS Bookworm lite 64-bit; never apt upgrade in the field, updates only by reflashing from the image builder.",
          "rule", "user", ["apt upgrade", "image builder"], remember=True),
    ],
    "optional": [
        Opt("gpio", "PIR is on GPIO17, IR relay on GPIO27.", ["GPIO17"]),
    ],
    "questions": [
        Q("Why were the first night frames black?", "IR switched on at capture; auto-exposure needs ~280 ms; 300 ms delay added", ["ir-settle"]),
        Q("Where are photos stored on the traps?", "USB SSD /mnt/trapdata", ["ssd-storage"]),
        Q("How are traps updated?", "reflash from the image builder, never apt upgrade in the field", ["no-apt-upgrade"]),
        Q("Why not rpicam-still?", "1.5 s latency versus 0.2 s with picamera2", ["picamera2"]),
    ],
}

FORTRAN_RUN = """ saltmarsh v2.3  grid=tidal_5km.nc  nx=412 ny=388 nz=24
 dt =  900.0 s   nsteps = 35040   output every 96 steps
 day   10  max|u| = 1.12 m/s  max|eta| = 2.31 m  CFL = 0.71
 day   20  max|u| = 1.34 m/s  max|eta| = 2.45 m  CFL = 0.86
 day   30  max|u| = 1.61 m/s  max|eta| = 2.52 m  CFL = 0.98
 day   38  max|u| = 2.87 m/s  max|eta| = 3.90 m  CFL = 1.74
 day   40  max|u| =      NaN  max|eta| =      NaN  CFL =  NaN
 STOP: NaN detected in u at (i,j,k) = (301,144,1), step 3841
Note: The following floating-point exceptions are signalling: IEEE_INVALID_FLAG IEEE_OVERFLOW_FLAG"""

FORTRAN = {
    "id": "h6-cc-saltmarsh-fortran",
    "project": "/home/kw/saltmarsh-model",
    "start": datetime(2026, 11, 23, 13, 0, 0),
    "about": "Fortran estuary model; several small unrelated requests (a typo, explain a namelist, a plot path, a NaN blow-up); "
             "CFL root cause; remember-request 'rule of thumb here' in the middle of a message",
    "steps": [
        ("user", "hi, a few small things today. first: the README says `make DEGUB=1`, fix the typo"),
        ("tool", "Edit", {"file_path": "README.md", "old_string": "make DEGUB=1", "new_string": "make DEBUG=1"}, "The file README.md has been updated."),
        ("assistant", "Fixed."),
        ("user", "second, what does `&physics bottom_drag_kind = 2 /` in run.nml actually select? i inherited this"),
        ("tool", "Bash", {"command": "grep -n 'bottom_drag_kind' -A6 src/physics.f90 | head -20"},
         "118:    select case (bottom_drag_kind)\n119:    case (1)   ! linear drag, r = 5e-4 m/s\n"
         "120:       tau_b = rho0 * r_lin * u_b\n121:    case (2)   ! quadratic drag with log-law Cd from z0\n"
         "122:       cd = (kappa / log(0.5*dz_b/z0))**2\n123:       cd = max(cd, cd_min)\n124:       tau_b = rho0 * cd * abs(u_b) * u_b"),
        ("assistant", "`2` is quadratic bottom drag with a drag coefficient from the log law, `Cd = (κ / ln(0.5·dz_b / z0))²`, "
                      "floored at `cd_min`. `1` would be linear drag with a constant 5e-4 m/s. So your run uses the more "
                      "physical option, sensitive to `z0` and the bottom layer thickness."),
        ("user", "ok thx. third, the big one, the 5km run dies at day 40"),
        ("tool", "Bash", {"command": "tail -12 runs/tidal5km/log.txt"}, FORTRAN_RUN),
        ("assistant", "The CFL number climbs steadily (0.71 → 0.98 by day 30 → 1.74 at day 38) and then NaN. That's an explicit "
                      "time step that's too long for this grid: `dt = 900` was fine on the old 10 km grid, but halving the grid "
                      "spacing halves the allowed step, and the spring tide at day ~38 pushes velocities past the limit. "
                      "I'd set `dt = 300` in `run.nml`: that keeps CFL under ~0.6 even at the spring-tide peak, with some margin "
                      "for the storm-surge runs."),
        ("user", "do it and rerun, its ~20 min"),
        ("tool", "Bash", {"command": "sed -i 's/dt = 900.0/dt = 300.0/' runs/tidal5km/run.nml && make -s && ./saltmarsh runs/tidal5km/run.nml | tail -6"},
         " dt =  300.0 s   nsteps = 105120   output every 288 steps\n day  330  max|u| = 1.52 m/s  max|eta| = 2.49 m  CFL = 0.55\n"
         " day  340  max|u| = 1.48 m/s  max|eta| = 2.44 m  CFL = 0.54\n day  350  max|u| = 1.57 m/s  max|eta| = 2.50 m  CFL = 0.57\n"
         " day  360  max|u| = 1.44 m/s  max|eta| = 2.38 m  CFL = 0.52\n day  365  run complete, 1460 snapshots written"),
        ("assistant", "Full year completes, max CFL 0.58. Root cause was the 900 s step on the 5 km grid; the 5 km config now runs with `dt = 300`."),
        ("user", "nice. i had also tried adding a scratch array for the new sediment flux inside the timestep loop last week and "
                 "the whole thing got 3x slower. rule of thumb here: any new field array goes into module ocean_state and gets "
                 "allocated once at init, never an allocatable local in the time loop. ok last thing, the plotting script "
                 "points to my old home dir, make it relative"),
        ("tool", "Edit", {"file_path": "tools/plot_eta.py", "old_string": "/home/kwalters/old/runs", "new_string": "Path(__file__).parent.parent / 'runs'"},
         "The file tools/plot_eta.py has been updated."),
        ("assistant", "Made the runs path relative to the repo. And understood on the arrays: new fields go into `ocean_state` "
                      "and are allocated once in `init_state`; nothing allocatable inside `step()`."),
        ("user", "oh wait one more. where do runs write their output? home quota is full again"),
        ("tool", "Bash", {"command": "grep -n 'output_dir\\|snapshot' runs/tidal5km/run.nml; du -sh runs/*/out; quota -s | tail -2"},
         "14:  output_dir = 'runs/tidal5km/out'\n15:  snapshot_every = 288\n41G\truns/tidal10km/out\n58G\truns/tidal5km/out\n"
         "Filesystem   space   quota   limit   grace   files   quota   limit   grace\n/dev/md1      100G*    100G    110G   6days   41203       0       0"),
        ("assistant", "Each run writes into `runs/<name>/out` inside the repo, so in your home: 99 GB of NetCDF between the two "
                      "runs against a 100G quota. The year at 5 km alone is 58G."),
        ("user", "right. all run output goes to /scratch/kw/saltmarsh, home is only for code. move the two out dirs there and change the nml"),
        ("tool", "Bash", {"command": "mkdir -p /scratch/kw/saltmarsh && mv runs/tidal10km/out /scratch/kw/saltmarsh/tidal10km && mv runs/tidal5km/out /scratch/kw/saltmarsh/tidal5km && sed -i \"s#output_dir = 'runs/\\(.*\\)/out'#output_dir = '/scratch/kw/saltmarsh/\\1'#\" runs/*/run.nml && grep -h output_dir runs/*/run.nml"},
         "  output_dir = '/scratch/kw/saltmarsh/tidal10km'\n  output_dir = '/scratch/kw/saltmarsh/tidal5km'"),
        ("assistant", "Moved, and both namelists write to `/scratch/kw/saltmarsh/<run>` now. Home should be at ~1G."),
        ("user", "cheers"),
    ],
    "facts": [
        F("scratch-output", "All run output goes to /scratch/kw/saltmarsh/<run> (output_dir in run.nml); home has a 100G quota and is only for code.",
          "config", "user", ["/scratch/kw/saltmarsh", "output_dir"]),
        F("cfl-dt", "The 5 km run blew up with NaN at day 40 because dt = 900 s exceeded the CFL limit on the finer grid; dt = 300 is used for the 5 km configuration.",
          "bugfix", "assistant", ["dt = 300", "CFL"]),
        F("arrays-in-module", "Any new field array goes into module ocean_state and is allocated once at init, never as an allocatable local inside the time loop (it made the model 3x slower).",
          "rule", "user", ["ocean_state"], remember=True),
    ],
    "optional": [
        Opt("drag", "bottom_drag_kind = 2 is quadratic drag with a log-law Cd.", ["bottom_drag_kind", "quadratic"]),
    ],
    "questions": [
        Q("What time step does the 5 km grid need?", "dt = 300 s (900 s breaks CFL)", ["cfl-dt"]),
        Q("Where should new field arrays be declared?", "module ocean_state, allocated once at init", ["arrays-in-module"]),
        Q("Where does model output go?", "/scratch/kw/saltmarsh", ["scratch-output"]),
    ],
}

GODOT = {
    "id": "h6-cc-mothlantern-godot",
    "project": "/home/sol/games/moth-and-lantern",
    "start": datetime(2026, 11, 24, 22, 10, 0),
    "about": "Godot 4 platformer; coyote time decided 0.08 then changed to 0.12 after playtest; jitter root cause "
             "(_process vs _physics_process); dash proposal ignored; remember 'don't ever commit .godot'",
    "steps": [
        ("user", "hiii. the moth jitters like crazy on the moving platforms in level 3, can u look"),
        ("tool", "Bash", {"command": "rg -n 'func _process|func _physics_process|move_and_slide' scripts/"},
         "scripts/player.gd:41:func _process(delta: float) -> void:\nscripts/player.gd:77:\tmove_and_slide()\n"
         "scripts/moving_platform.gd:12:func _physics_process(delta: float) -> void:\nscripts/lantern.gd:8:func _process(delta):"),
        ("assistant", "The player moves in `_process` (render frames) while the platforms move in `_physics_process` (60 Hz "
                      "ticks). On a 144 Hz monitor the player gets ~2.4 updates per platform tick, so it alternately lags and "
                      "catches up → jitter. Moving the player's movement code into `_physics_process` puts both on the same "
                      "clock. Doing that now."),
        ("tool", "Edit", {"file_path": "scripts/player.gd", "old_string": "func _process(delta: float) -> void:", "new_string": "func _physics_process(delta: float) -> void:"},
         "The file scripts/player.gd has been updated."),
        ("tool", "Bash", {"command": "godot --headless --path . -s addons/gut/gut_cmdln.gd -gdir=res://tests -gexit"},
         "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n\n---- GUT 9.3.0 ----\n"
         "res://tests/test_player.gd\n  * test_jump_height ............ passed\n  * test_rides_platform ......... passed\n"
         "  * test_coyote_window .......... passed\nres://tests/test_lantern.gd\n  * test_light_radius_default ... passed\n\n"
         "Totals\nScripts:   2\nTests:     4\nPassing:   4\nAsserts:  11\n\n---- All tests passed! ----"),
        ("assistant", "Fixed and tests pass. Root cause: player movement in `_process`, platforms in `_physics_process`."),
        ("user", "yesss smooth now. ok also coyote time. rn its 0.15 which feels floaty. set it to 0.08"),
        ("tool", "Edit", {"file_path": "scripts/player.gd", "old_string": "@export var coyote_time := 0.15", "new_string": "@export var coyote_time := 0.08"},
         "The file scripts/player.gd has been updated."),
        ("assistant", "Set `coyote_time` to 0.08 s. While I'm in the player script: want me to add an air dash? It'd fit the "
                      "moth theme — short burst toward the nearest lantern."),
        ("user", "lemme playtest first"),
        ("user", "ok playtested level 1-3 with my sister. 0.08 is way too strict, she kept falling off ledges. make it 0.12, "
                 "that felt right to both of us. thats the final number"),
        ("tool", "Edit", {"file_path": "scripts/player.gd", "old_string": "@export var coyote_time := 0.08", "new_string": "@export var coyote_time := 0.12"},
         "The file scripts/player.gd has been updated."),
        ("assistant", "`coyote_time` is 0.12 s now."),
        ("tool", "Bash", {"command": "git status --short"},
         " M scripts/player.gd\n?? .godot/\n?? .godot/imported/moth_idle.png-3f2c1a.ctex\n?? .godot/uid_cache.bin"),
        ("user", "oh btw don't ever commit the .godot folder, its the import cache and when my friend pulled it last time all "
                 "her textures broke. add it to gitignore pls"),
        ("tool", "Bash", {"command": "echo '.godot/' >> .gitignore && git status --short"}, " M .gitignore\n M scripts/player.gd"),
        ("assistant", "Added `.godot/` to `.gitignore`; it won't show up in status anymore."),
        ("user", "ty!! gn"),
    ],
    "facts": [
        F("jitter", "Jitter on moving platforms came from player movement in _process while platforms move in _physics_process; player movement moved to _physics_process.",
          "bugfix", "assistant", ["_physics_process"]),
        F("coyote", "Coyote time is 0.12 s, chosen after playtesting (0.08 was too strict, 0.15 floaty).",
          "decision", "user", ["coyote", "0.12"]),
        F("no-godot-dir", "Never commit the .godot folder: it is the import cache and broke a collaborator's textures; it is in .gitignore.",
          "rule", "user", [".godot", "import cache"], remember=True),
    ],
    "optional": [
        Opt("godot-version", "Project tests run with GUT 9.3.0 headless.", ["GUT", "9.3.0"]),
    ],
    "questions": [
        Q("What is the coyote time?", "0.12 s", ["coyote"]),
        Q("Why did the moth jitter on platforms?", "movement in _process, platforms in _physics_process", ["jitter"]),
        Q("Should .godot be committed?", "never, it's the import cache", ["no-godot-dir"]),
    ],
}

SESSIONS = [NOTHING_CC, PI, FORTRAN, GODOT]
