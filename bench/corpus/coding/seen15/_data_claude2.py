"""h15 Claude Code sessions, part 2: Qt logger, LÖVE, Cloudflare Worker, Fortran, Bash backup, Rust mower."""

from __future__ import annotations

from datetime import datetime

from _labels import F, Opt, Q

# ---------------------------------------------------------------------------------------------
CHOIR = {
    "id": "h15-cc-choir-worker",
    "project": "/home/dev/choir-list-worker",
    "start": datetime(2026, 11, 17, 19, 2),
    "about": "TypeScript Cloudflare Worker for a choir mailing list: double opt-in built, then the committee "
             "says no and everything is reverted ('scrap all that, back to main'); 'heads up for next time'",
    "branch": "double-opt-in",
    "steps": [
        ("user", "hi there! the choir's signup worker: I'd like double opt-in (a confirmation email) before someone "
                 "lands on the list. can you sketch it?"),
        ("tool", "Bash", {"command": "cat wrangler.toml && ls src test", "description": "Look at the worker"},
         """\
name = "choir-signup"
main = "src/index.ts"
compatibility_date = "2024-09-23"

[[kv_namespaces]]
binding = "SUBSCRIBERS"
id = "4f1c0d9a2b7e4e21a1c3f00d5e6b7a88"

[vars]
MAIL_FROM = "news@example-choir.org"
LIST_NAME = "Tuesday Singers"

src:
index.ts
send.ts
validate.ts

test:
index.test.ts
validate.test.ts"""),
        ("assistant", """\
Sketch:

- `POST /subscribe` stores `pending:<token>` in the `SUBSCRIBERS` KV with `expirationTtl` of 48 hours, value = \
the email, and sends a confirmation mail through the `send.ts` helper you already use.
- `GET /confirm?t=<token>` moves it to `sub:<email>` and deletes the pending key.
- Tokens are 32 random bytes, base64url.

Nothing else in the worker needs to change; the weekly digest already reads only `sub:` keys."""),
        ("user", "sounds ok, go. heads up for next time: the worker is deployed from the choir treasurer's "
                 "cloudflare account, so `wrangler deploy` from here will fail - never try it, just build and "
                 "tell me when it's ready"),
        ("tool", "Write", {"file_path": "/home/dev/choir-list-worker/src/optin.ts",
                           "content": "export async function startOptIn(env: Env, email: string) { ... }"},
         "File created successfully at: /home/dev/choir-list-worker/src/optin.ts"),
        ("tool", "Edit", {"file_path": "/home/dev/choir-list-worker/src/index.ts",
                          "old_string": "await env.SUBSCRIBERS.put(`sub:${email}`, now);",
                          "new_string": "await startOptIn(env, email);"},
         "The file /home/dev/choir-list-worker/src/index.ts has been updated."),
        ("tool", "Bash", {"command": "npx vitest run", "description": "Run worker tests"},
         """\

 RUN  v2.1.4 /home/dev/choir-list-worker

 ❯ test/index.test.ts (6 tests | 2 failed) 61ms
   × POST /subscribe adds the address to the list
     → expected 202 to be 201
   × POST /subscribe twice keeps one entry
     → expected [] to have a length of 1 but got +0
 ✓ test/validate.test.ts (9 tests) 12ms

 Test Files  1 failed | 1 passed (2)
      Tests  2 failed | 13 passed (15)"""),
        ("assistant", "The two failures are the old expectation (subscribe adds the address straight away). "
                      "With double opt-in that's intended to change: /subscribe answers 202 and the address only "
                      "appears after /confirm. Shall I rewrite those two tests for the new flow and add confirm "
                      "tests?"),
        ("user", "hmm. actually I just spoke with the committee on whatsapp, they don't want double opt-in at all, "
                 "half the older members won't click a link in an email and then they'll think the website is "
                 "broken. scrap all that, back to main"),
        ("tool", "Bash", {"command": "git checkout -- . && rm src/optin.ts && git switch main && git branch -D "
                                     "double-opt-in && git status --short && git log --oneline -1",
                          "description": "Discard the opt-in work"},
         """\
Switched to branch 'main'
Your branch is up to date with 'origin/main'.
Deleted branch double-opt-in (was 9e2a4c1).
9e2a4c1 Trim whitespace in submitted names"""),
        ("assistant", "All reverted: optin.ts is gone, index.ts is back as it was, the `double-opt-in` branch is "
                      "deleted and you're on a clean `main` at 9e2a4c1. Nothing was deployed."),
        ("user", "thanks, sorry for the runaround"),
        ("assistant", "No trouble at all!"),
    ],
    "facts": [
        F("no-wrangler-deploy", "Never run wrangler deploy: the worker is deployed from the choir treasurer's "
          "Cloudflare account; just build and report it is ready.", "rule", "user",
          ["wrangler deploy", "treasurer"], remember=True),
        F("no-double-opt-in", "The committee decided against double opt-in: older members won't click a "
          "confirmation link.", "decision", "user", ["double opt-in", ["older members", "click"]]),
    ],
    "optional": [
        Opt("kv-binding", "Subscribers are stored in the SUBSCRIBERS KV namespace as sub:<email>.", ["SUBSCRIBERS"]),
    ],
    "questions": [
        Q("Should I deploy the worker with wrangler?", "no, treasurer's account deploys it; just build",
          ["no-wrangler-deploy"]),
        Q("Does the signup use double opt-in?", "no, committee rejected it, older members won't click links",
          ["no-double-opt-in"]),
    ],
}

# ---------------------------------------------------------------------------------------------
GLACIER = {
    "id": "h15-cc-glacier",
    "project": "/home/astrid/models/firnline",
    "start": datetime(2026, 11, 19, 10, 20),
    "about": "Fortran glacier model, markdown-heavy replies: timestep 0.25 tried then 0.1 kept (only the final "
             "is a fact); the assistant quotes a data README full of MUST/always (not rules); "
             "'write this down somewhere:'; a geoid proposal put off",
    "steps": [
        ("user", "Hej. The model blows up after ~300 model years in the Nordfonna run. Ice thickness goes NaN at "
                 "the terminus. Timestep is 0.5 yr at the moment."),
        ("tool", "Bash", {"command": "./build/firnline run configs/nordfonna.nml 2>&1 | tail -n 12",
                          "description": "Run the Nordfonna config"},
         """\
 firnline 2.3.0  (gfortran 13.2.0, -O2 -fopenmp), OMP_NUM_THREADS=8
 grid: 412 x 377, dx = 200.0 m, dt = 0.50 a
 step   560  t=  280.0 a  vol= 41.82 km3  max|u|= 388.1 m/a  CFL= 0.970
 step   580  t=  290.0 a  vol= 41.80 km3  max|u|= 402.6 m/a  CFL= 1.006
 step   600  t=  300.0 a  vol= 41.79 km3  max|u|= 409.9 m/a  CFL= 1.025
 step   606  t=  303.0 a  vol= 41.95 km3  max|u|= 771.4 m/a  CFL= 1.929
 step   610  t=  305.0 a  vol= 55.07 km3  max|u|= 9.8E+03 m/a  CFL=24.500
 step   612  t=  306.0 a  vol=       NaN  max|u|=       NaN m/a  CFL=   NaN
 ERROR: non-finite thickness at (388, 41) — terminus cell
 Backtrace for this error:
 #0  0x7f3a1c2 in solve_mass_balance at src/mass.f90:214
 #1  0x7f3a0b9 in timestep at src/driver.f90:97"""),
        ("assistant", """\
## What's happening

The run crosses the stability limit just before it dies:

- advective CFL: `dt ≤ dx / max|u|` → 200 m / 410 m/a ≈ **0.49 a**, and you run 0.50 a;
- CFL goes above 1 at step 580, and two dozen steps later the terminus cell oscillates and explodes.

The shallow-ice diffusion limit is usually *stricter* than the advective one near a steep terminus, so \
0.5 a is too long once the tongue speeds up.

## Options

1. Shorter fixed `dt_years` (0.25 or 0.1) — trivial, costs runtime.
2. Adaptive timestep from the CFL each step — more code, best runtime.
3. Semi-implicit thickness solver — most work.

I'd start with **0.25**."""),
        ("user", "Try 0.25."),
        ("tool", "Bash", {"command": "sed -i 's/dt_years = 0.5/dt_years = 0.25/' configs/nordfonna.nml && "
                                     "./build/firnline run configs/nordfonna.nml 2>&1 | tail -n 4",
                          "description": "Run with dt 0.25"},
         """\
 step  5560  t= 1390.0 a  vol= 39.12 km3  max|u|= 611.0 m/a  CFL= 0.764
 step  5600  t= 1400.0 a  vol= 39.40 km3  max|u|= 2.1E+03 m/a  CFL= 2.630
 step  5604  t= 1401.0 a  vol=       NaN  max|u|=       NaN m/a  CFL=   NaN
 ERROR: non-finite thickness at (391, 44) — terminus cell"""),
        ("assistant", "Better but not enough: it survives to 1400 a, then the surge phase pushes max|u| past "
                      "600 m/a and the diffusive limit bites. With this dx I'd go to **0.1 a**, or do the "
                      "adaptive step."),
        ("user", "OK 0.1 then. Runtime is fine on the cluster, I don't want adaptive stepping in the code."),
        ("tool", "Bash", {"command": "sed -i 's/dt_years = 0.25/dt_years = 0.1/' configs/nordfonna.nml && "
                                     "./build/firnline run configs/nordfonna.nml 2>&1 | tail -n 3",
                          "description": "Run with dt 0.1"},
         """\
 step 19980  t= 1998.0 a  vol= 38.71 km3  max|u|= 655.2 m/a  CFL= 0.328
 step 20000  t= 2000.0 a  vol= 38.71 km3  max|u|= 654.9 m/a  CFL= 0.327
 run complete: 2000.0 a in 41 min 12 s, output out/nordfonna_2000a.nc"""),
        ("assistant", """\
## Result

- `configs/nordfonna.nml`: **`dt_years = 0.1`**
- full 2000 a run completes; CFL stays ≤ 0.33 through the surge
- 41 min on 8 threads"""),
        ("user", "Good. The input data folder has a README from the data people, what does it say about the DEMs?"),
        ("tool", "Bash", {"command": "cat data/README.txt", "description": "Read the data README"},
         """\
NORDFONNA INPUT DATA PACKAGE v3 (2025-06)
=========================================
All grids MUST be on the UTM 33N grid (EPSG:25833) at 200 m spacing.
Users must always cite the data package in publications.
Files must always be NetCDF4 (classic model is not supported).
The default fill value is -9999. Do not change it when regridding.
bedrock_dem.nc   bedrock elevation, radar + interpolation, 2019-2023
surface_dem.nc   surface elevation, 2023 lidar
smb_1990_2020.nc surface mass balance climatology, m w.e./a
Contact: data desk, glaciology group"""),
        ("assistant", """\
In short, the README says:

- grids **must** be on UTM 33N (EPSG:25833) at 200 m, and files **must always** be NetCDF4;
- the default fill value is **-9999** and should be kept when regridding;
- `bedrock_dem.nc` is radar-derived bedrock (2019–2023), `surface_dem.nc` is the 2023 lidar surface;
- users must always cite the package.

It doesn't say anything about the vertical datum of either DEM."""),
        ("user", "Right, that's the gap. write this down somewhere: the bedrock DEM is in metres above sea level but "
                 "the surface DEM is ellipsoid heights, so you have to subtract the geoid (about 39 m here) from "
                 "the surface before computing thickness. I lost a week on this in 2024."),
        ("tool", "Bash", {"command": "grep -rn -i 'geoid\\|ellipsoid' src/ configs/ || echo 'no matches'",
                          "description": "Look for a datum correction"},
         "no matches"),
        ("assistant", "Noted — bedrock is above sea level, surface is ellipsoidal, subtract the ~39 m geoid from "
                      "the surface before thickness. The code has no correction anywhere yet; I could add a "
                      "`geoid_offset_m = 39.0` namelist entry and apply it in `read_inputs`."),
        ("user", "not now. thanks!"),
    ],
    "facts": [
        F("dt-01", "The Nordfonna run uses dt_years = 0.1 (0.5 and 0.25 went unstable); no adaptive stepping.",
          "decision", "user", ["dt_years", "0.1"]),
        F("nan-cause", "The NaN thickness at the terminus came from the timestep exceeding the CFL / diffusive "
          "stability limit at dx 200 m as ice speeds rose.", "bugfix", "assistant", ["CFL", "NaN"]),
        F("geoid", "The bedrock DEM is in metres above sea level but the surface DEM is in ellipsoid heights: "
          "subtract the geoid (about 39 m) from the surface before computing thickness.", "fact", "user",
          ["geoid", "ellipsoid"], remember=True),
    ],
    "optional": [
        Opt("no-adaptive", "No adaptive timestepping in the code.", ["adaptive"]),
        Opt("readme-grid", "Input grids are UTM 33N at 200 m.", ["UTM 33N"]),
    ],
    "questions": [
        Q("What timestep does the Nordfonna config use?", "dt_years 0.1", ["dt-01"]),
        Q("Why did the model go NaN?", "timestep beyond CFL stability limit", ["nan-cause"]),
        Q("What datum are the DEMs in?", "bedrock above sea level, surface ellipsoid; subtract geoid 39 m",
          ["geoid"]),
    ],
}

# ---------------------------------------------------------------------------------------------
BACKUP = {
    "id": "h15-cc-backup-hall",
    "project": "/home/hallpc/scripts/hall-backup",
    "start": datetime(2026, 11, 20, 16, 45),
    "about": "Bash backup script for a village hall: shellcheck fixes and a dry run; nothing durable (paths and "
             "versions only in tool output)",
    "steps": [
        ("user", "hello, shellcheck complains about backup.sh, can you take a look"),
        ("tool", "Bash", {"command": "shellcheck --version | head -2; shellcheck backup.sh",
                          "description": "Run shellcheck"},
         """\
ShellCheck - shell script analysis tool
version: 0.9.0

In backup.sh line 9:
OLD_DEST=/media/hall/old-usb
^------^ SC2034 (warning): OLD_DEST appears unused. Verify use (or export if used externally).

In backup.sh line 14:
rsync -a --delete $SRC $DEST/hall
                  ^--^ SC2086 (info): Double quote to prevent globbing and word splitting.
                       ^---^ SC2086 (info): Double quote to prevent globbing and word splitting.

In backup.sh line 22:
find $DEST/hall-logs -mtime +30 -delete
     ^---^ SC2086 (info): Double quote to prevent globbing and word splitting.

For more information:
  https://www.shellcheck.net/wiki/SC2034 -- OLD_DEST appears unused. Verify u...
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ..."""),
        ("assistant", "Two kinds of finding: `OLD_DEST` is set but never used (line 9), and three variable "
                      "expansions on lines 14 and 22 aren't quoted, which would break if a path ever had a "
                      "space in it. I'd quote them and delete the unused variable."),
        ("user", "yes please"),
        ("tool", "Edit", {"file_path": "/home/hallpc/scripts/hall-backup/backup.sh",
                          "old_string": "rsync -a --delete $SRC $DEST/hall",
                          "new_string": "rsync -a --delete \"$SRC\" \"$DEST/hall\""},
         "The file /home/hallpc/scripts/hall-backup/backup.sh has been updated."),
        ("tool", "Bash", {"command": "sed -i '/^OLD_DEST=/d; s#find \\$DEST/hall-logs#find \"$DEST/hall-logs\"#' "
                                     "backup.sh && shellcheck backup.sh && bash -n backup.sh && echo OK",
                          "description": "Finish fixes and recheck"},
         "OK"),
        ("assistant", "shellcheck is clean now and `bash -n` parses the script fine."),
        ("user", "and run it once in dry run mode"),
        ("tool", "Bash", {"command": "./backup.sh --dry-run", "description": "Dry run"},
         """\
[backup] 2026-11-20 16:47:12 start (dry run)
[backup] source /home/hallpc/Documents/Hall -> /mnt/usb-backup/hall
sending incremental file list
Bookings/2026-12.ods
Bookings/2026-11.ods
Accounts/float-november.xlsx
Minutes/2026-11-12 committee.docx
Posters/christmas-fair.pdf

sent 1,204 bytes  received 58 bytes  2,524.00 bytes/sec
total size is 88,410,337  speedup is 70,055.76 (DRY RUN)
[backup] would delete logs older than 30 days in /mnt/usb-backup/hall-logs: 2 files
[backup] done (dry run)"""),
        ("assistant", "Dry run looks right: 5 changed files would be copied to /mnt/usb-backup/hall and two old "
                      "log files would be pruned. Nothing was written."),
        ("user", "lovely. thank you!"),
        ("assistant", "You're welcome!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

# ---------------------------------------------------------------------------------------------
MOWER = {
    "id": "h15-cc-lawnbot",
    "project": "/home/ole/code/mower-fw",
    "start": datetime(2026, 11, 20, 11, 3),
    "about": "Rust embedded lawn-robot firmware: software debounce with the user's value over the assistant's; "
             "'for the future:' about flashing; a question answered from the code",
    "steps": [
        ("user", "the bump sensor interrupt sometimes fires twice and the mower reverses twice. debounce?"),
        ("tool", "Read", {"file_path": "/home/ole/code/mower-fw/src/bump.rs"},
         """\
  12	#[task(binds = EXTI9_5, shared = [drive], local = [bump_pin])]
  13	fn bump_isr(mut cx: bump_isr::Context) {
  14	    cx.local.bump_pin.clear_interrupt_pending_bit();
  15	    cx.shared.drive.lock(|d| d.command(DriveCmd::ReverseAndTurn));
  16	}"""),
        ("assistant", "Yes, it's contact bounce: the microswitch closes, bounces open and closes again within a "
                      "few milliseconds, and the ISR reacts to every falling edge with no memory of the last one. "
                      "Two ways: a software debounce (ignore edges for N ms after one is accepted, using the "
                      "RTIC monotonic — I'd use 20 ms), or an RC filter on the sensor line in the next board "
                      "revision."),
        ("user", "software, 15 ms. board rev is months away"),
        ("tool", "Edit", {"file_path": "/home/ole/code/mower-fw/src/bump.rs",
                          "old_string": "fn bump_isr(mut cx: bump_isr::Context) {",
                          "new_string": "const BUMP_DEBOUNCE: Duration<u64, 1, 1000> = 15.millis();\n\n"
                                        "fn bump_isr(mut cx: bump_isr::Context) {\n"
                                        "    let now = Mono::now();\n"
                                        "    if now - *cx.local.last_bump < BUMP_DEBOUNCE { return; }"},
         "The file /home/ole/code/mower-fw/src/bump.rs has been updated."),
        ("tool", "Bash", {"command": "cargo build --release 2>&1 | tail -4 && probe-rs run --chip STM32F411CEUx "
                                     "target/thumbv7em-none-eabihf/release/mower-fw 2>&1 | head -6",
                          "description": "Build and flash"},
         """\
   Compiling rtic v2.1.1
   Compiling rtic-monotonics v2.0.2
   Compiling mower-fw v0.4.0 (/home/ole/code/mower-fw)
    Finished `release` profile [optimized + debuginfo] target(s) in 14.82s
      Erasing ✔ [00:00:01] [####################] 128.00 KiB/128.00 KiB @ 84.33 KiB/s
  Programming ✔ [00:00:02] [####################] 41.00 KiB/41.00 KiB @ 19.02 KiB/s
     Finished in 3.61s
INFO  mower-fw 0.4.0 boot, sysclk 100 MHz
INFO  blade pwm 20000 Hz, drive pwm 16000 Hz"""),
        ("assistant", "Built and flashed; the bump ISR now ignores edges within 15 ms of the last accepted one."),
        ("user", "works on the bench. for the future: flash with `cargo embed --release` not probe-rs run, the "
                 "Embed.toml has the rtt channels set up for the motor current logs and probe-rs run only shows "
                 "the defmt one"),
        ("assistant", "Will do — `cargo embed --release` from now on, so the RTT motor-current channels from "
                      "Embed.toml come up too."),
        ("user", "also the blade motor pwm is 20 kHz? check"),
        ("tool", "Bash", {"command": "grep -rn 'PWM_HZ' src/", "description": "Find PWM constants"},
         """\
src/motors.rs:8:pub const BLADE_PWM_HZ: u32 = 20_000;
src/motors.rs:9:pub const DRIVE_PWM_HZ: u32 = 16_000;"""),
        ("assistant", "Yes, `BLADE_PWM_HZ` is 20 kHz (drive motors at 16 kHz), matching the boot log."),
        ("user", "ok cool ty"),
    ],
    "facts": [
        F("bump-debounce", "The bump sensor uses a 15 ms software debounce in the ISR, not an RC filter (the next "
          "board revision is months away).", "decision", "user", ["debounce", "15 ms"]),
        F("cargo-embed", "Flash with cargo embed --release, not probe-rs run: Embed.toml sets up the RTT channels "
          "for the motor current logs.", "rule", "user", ["cargo embed", "RTT"], remember=True),
    ],
    "optional": [
        Opt("blade-pwm", "Blade motor PWM is 20 kHz, drive motors 16 kHz.", ["BLADE_PWM_HZ"]),
        Opt("bounce-cause", "The double reverse came from microswitch contact bounce.", ["bounce"]),
    ],
    "questions": [
        Q("How is the bump sensor debounced?", "software, 15 ms in the ISR", ["bump-debounce"]),
        Q("How should the firmware be flashed?", "cargo embed --release for the RTT channels", ["cargo-embed"]),
        Q("What is the blade PWM frequency?", "20 kHz", ["blade-pwm"]),
    ],
}

# ---------------------------------------------------------------------------------------------
LOVE = {
    "id": "h15-cc-love-platformer",
    "project": "/home/pip/games/mossy-hollow",
    "start": datetime(2026, 11, 19, 21, 14),
    "about": "Lua LÖVE platformer, short: fixed timestep picked with a value; 'one rule:' about love.draw",
    "steps": [
        ("user", "yo. jumping feels floaty on 144hz monitors vs 60. physics is in love.update(dt), variable dt"),
        ("tool", "Read", {"file_path": "/home/pip/games/mossy-hollow/src/player.lua"},
         """\
  31	function Player:update(dt)
  32	  self.vy = self.vy + GRAVITY * dt
  33	  if self.jumpHeld and self.vy < 0 then
  34	    self.vy = self.vy - JUMP_HOLD_BOOST * dt
  35	  end
  36	  self.y = self.y + self.vy * dt
  37	  self:resolveCollisions()
  38	end"""),
        ("assistant", "The hold-to-jump boost and gravity are integrated per frame with semi-implicit Euler, so "
                      "the jump arc depends on the frame length: at 144 Hz you get more, smaller boost steps and "
                      "the apex ends up higher and later. The standard fix is a fixed timestep with an "
                      "accumulator in `love.update` — 1/60 or 1/120 s are the usual picks; 1/120 keeps "
                      "collisions tighter at the cost of twice the physics work."),
        ("user", "do 1/120 yeah. one rule: nothing physics-related goes in love.draw, draw only reads state. the "
                 "old build had collision checks in draw and it was cursed"),
        ("tool", "Edit", {"file_path": "/home/pip/games/mossy-hollow/main.lua",
                          "old_string": "function love.update(dt)\n  world:update(dt)\nend",
                          "new_string": "local FIXED_DT = 1/120\nlocal MAX_STEPS = 8\nlocal acc = 0\n"
                                        "function love.update(dt)\n  acc = math.min(acc + dt, FIXED_DT * MAX_STEPS)"
                                        "\n  while acc >= FIXED_DT do\n    world:update(FIXED_DT)\n"
                                        "    acc = acc - FIXED_DT\n  end\nend"},
         "The file /home/pip/games/mossy-hollow/main.lua has been updated."),
        ("tool", "Bash", {"command": "busted spec/", "description": "Run specs"},
         """\
●●●●●●●●●●●●●●●●●●
18 successes / 0 failures / 0 errors / 0 pending : 0.093 seconds"""),
        ("assistant", "Physics now steps at a fixed 1/120 s (`FIXED_DT` in main.lua) with an accumulator, capped "
                      "at 8 steps per frame so a long hitch can't spiral. love.draw only reads positions — I "
                      "checked, nothing in draw mutates state now. Specs pass (18/18)."),
        ("user", "sick thx"),
    ],
    "facts": [
        F("fixed-dt", "Physics runs on a fixed timestep of 1/120 s with an accumulator in love.update.",
          "decision", "user", ["1/120"]),
        F("max-steps", "The accumulator is capped at 8 physics steps per frame.", "config", "assistant",
          ["8 steps", ["MAX_STEPS", "per frame"]]),
        F("draw-rule", "Nothing physics-related goes in love.draw; draw only reads state.", "rule", "user",
          ["love.draw", "physics"], remember=True),
    ],
    "optional": [],
    "questions": [
        Q("What physics timestep does the game use?", "fixed 1/120 s", ["fixed-dt"]),
        Q("Can collision checks go in love.draw?", "no, draw only reads state", ["draw-rule"]),
    ],
}

# ---------------------------------------------------------------------------------------------
QTLOG = {
    "id": "h15-cc-qt-logger",
    "project": "/home/ravi/lab/balance-logger",
    "start": datetime(2026, 11, 18, 9, 30),
    "about": "C++ Qt balance logger: cause found by the assistant in a log excerpt, fixed next step; the "
             "assistant also changes CSV flushing with a reason nobody answers; remember-request in a P.S.",
    "steps": [
        ("user", "Hello. The logger shows 'nan' for every reading from the new balance in room B14. The old "
                 "ones work fine. Log is in logs/today.log"),
        ("tool", "Bash", {"command": "tail -n 16 logs/today.log", "description": "Read today's log"},
         r"""2026-11-18 09:12:01 [app] balance-logger 0.8.3 (Qt 6.5.3, GCC 13.2.0)
2026-11-18 09:12:01 [cfg] config /home/ravi/.config/balance-logger/balances.ini, 4 devices
2026-11-18 09:12:02 [serial] B12-1 /dev/ttyUSB0 2400 8N1 open ok
2026-11-18 09:12:02 [serial] B14-1 /dev/ttyUSB1 9600 8N1 open ok
2026-11-18 09:12:03 [rx] B12-1 "12.4031g\n"
2026-11-18 09:12:03 [parse] B12-1 value=12.4031 unit=g
2026-11-18 09:12:03 [rx] B14-1 "  3.20115 g\r\n"
2026-11-18 09:12:03 [parse] B14-1 toDouble failed on "  3.20115 g\r" -> nan
2026-11-18 09:12:04 [rx] B12-1 "12.4030g\n"
2026-11-18 09:12:04 [parse] B12-1 value=12.403 unit=g
2026-11-18 09:12:04 [rx] B14-1 "  3.20117 g\r\n"
2026-11-18 09:12:04 [parse] B14-1 toDouble failed on "  3.20117 g\r" -> nan
2026-11-18 09:12:05 [csv] buffered 2 rows (flush on close)
2026-11-18 09:12:05 [rx] B14-1 "  3.20117 g\r\n"
2026-11-18 09:12:05 [parse] B14-1 toDouble failed on "  3.20117 g\r" -> nan
2026-11-18 09:12:06 [warn] B14-1 12 consecutive nan readings"""),
        ("assistant", "The log shows it: the B14 balance pads the number with leading spaces, puts a space "
                      "between the number and the unit, and ends lines with a carriage return (CR) before the "
                      "newline. `ReadingParser::parse` splits on `\\n`, then chops the last character as the "
                      "unit and calls `toDouble()` on the rest — which works for `12.4031g` but leaves "
                      "`  3.20115 g\\r`, so it returns nan. I'll make the parser trim the line and use a regex "
                      "for number and optional unit."),
        ("tool", "Edit", {"file_path": "/home/ravi/lab/balance-logger/src/ReadingParser.cpp",
                          "old_string": "const QString num = line.chopped(1);",
                          "new_string": "static const QRegularExpression re(QStringLiteral("
                                        "R\"(^\\s*([-+]?\\d+(?:\\.\\d+)?)\\s*(mg|kg|g)?\\s*$)\"));\n"
                                        "const auto m = re.match(line.trimmed());"},
         "The file /home/ravi/lab/balance-logger/src/ReadingParser.cpp has been updated."),
        ("tool", "Bash", {"command": "cmake --build build -j8 2>&1 | tail -3 && ctest --test-dir build "
                                     "--output-on-failure", "description": "Build and test"},
         """\
[ 96%] Building CXX object src/CMakeFiles/logger_core.dir/CsvSink.cpp.o
[ 98%] Linking CXX static library liblogger_core.a
[100%] Built target balance-logger
Internal ctest changing into directory: /home/ravi/lab/balance-logger/build
Test project /home/ravi/lab/balance-logger/build
    Start 1: tst_readingparser
1/3 Test #1: tst_readingparser ................   Passed    0.02 sec
    Start 2: tst_csvsink
2/3 Test #2: tst_csvsink ......................   Passed    0.03 sec
    Start 3: tst_devicemodel
3/3 Test #3: tst_devicemodel ..................   Passed    0.05 sec

100% tests passed, 0 tests failed out of 3"""),
        ("assistant", "Fixed: the parser now trims the line and matches `number [unit]` with a regex, so both "
                      "`12.4031g` and `  3.20115 g` + CR parse; I added both forms to `tst_readingparser`. "
                      "While I was in `CsvSink.cpp` I also changed it to flush after every row instead of only "
                      "on close: the log from last week shows two crashes mid-session, and with flush-on-close "
                      "each of those lost every weighing since the start of the session. At one reading per "
                      "second per balance the extra writes cost nothing measurable."),
        ("user", "ok thanks. can you also bump the window title to say v0.9"),
        ("tool", "Edit", {"file_path": "/home/ravi/lab/balance-logger/src/MainWindow.cpp",
                          "old_string": "setWindowTitle(tr(\"Balance Logger v0.8\"));",
                          "new_string": "setWindowTitle(tr(\"Balance Logger v0.9\"));"},
         "The file /home/ravi/lab/balance-logger/src/MainWindow.cpp has been updated."),
        ("assistant", "Done, the title says v0.9."),
        ("user", "Good, that's all for now. Thank you.\n\nP.S. the balances in B14 run at 9600 baud and the ones in "
                 "B12 at 2400. Don't 'fix' the 2400 ones to match, they physically can't go faster."),
        ("assistant", "Noted: B14 at 9600, B12 stays at 2400 — I won't touch the B12 baud rate."),
    ],
    "facts": [
        F("b14-parse", "The B14 balance read as nan because it sends leading spaces, a space before the unit and "
          "a carriage return; ReadingParser now trims and matches the number with a regex.",
          "bugfix", "assistant", ["carriage return", "regex"]),
        F("csv-flush", "CsvSink flushes after every row instead of on close, so a crash doesn't lose the "
          "session's weighings.", "decision", "assistant", ["flush", ["every row", "each row"]]),
        F("baud-rates", "B14 balances run at 9600 baud, B12 balances at 2400; never change the B12 ones.",
          "config", "user", ["9600", "2400"], remember=True),
    ],
    "optional": [
        Opt("title-v09", "The window title says v0.9.", ["v0.9"]),
    ],
    "questions": [
        Q("Why did B14 readings show nan?", "spaces and carriage return in the line; parser now trims and uses "
          "a regex", ["b14-parse"]),
        Q("When does the CSV get written to disk?", "flush after every row", ["csv-flush"]),
        Q("What baud rate do the B12 balances use?", "2400, don't change", ["baud-rates"]),
    ],
}

SESSIONS = [QTLOG, LOVE, CHOIR, GLACIER, BACKUP, MOWER]
