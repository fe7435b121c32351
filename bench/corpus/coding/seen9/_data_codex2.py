"""Codex sessions of the h9 split, second half."""

from datetime import datetime

from _data_claude import A, T, U
from _data_codex import sh

SERIAL_LOG = """ets Jul 29 2019 12:21:46

rst:0x5 (DEEPSLEEP_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)
MicroPython v1.23.0 on 2024-06-02; Generic ESP32 module with ESP32
wake #14  t=2026-10-09 06:10:02
bme280: temp=-142.7C  hum=0.0%  press=0.0hPa
mqtt: publish weather/garden/bme280 -> ok
sleeping 300 s
ets Jul 29 2019 12:21:46

rst:0x5 (DEEPSLEEP_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)
wake #15  t=2026-10-09 06:15:02
bme280: temp=-142.7C  hum=0.0%  press=0.0hPa
mqtt: publish weather/garden/bme280 -> ok
sleeping 300 s"""

CX_WEATHER = {
    "id": "h9-cx-garden-weather",
    "project": "/home/femi/projects/garden-wx",
    "start": datetime(2026, 10, 9, 6, 20),
    "about": "MicroPython ESP32 weather station: BME280 garbage after deep sleep; sleep interval picked; esptool baud remember, lower-case with typo",
    "steps": [
        U("morning. since i added deep sleep the bme280 reads -142.7C lol. before that it was fine. log from the "
          "serial:\n\n" + SERIAL_LOG),
        T("shell", sh("cat main.py"),
          "import machine, time\nfrom bme280 import BME280\nfrom mqtt import publish\n\n"
          "i2c = machine.SoftI2C(scl=machine.Pin(22), sda=machine.Pin(21))\n"
          "if machine.reset_cause() != machine.DEEPSLEEP_RESET:\n    bme = BME280(i2c=i2c, address=0x76)\n"
          "    bme.configure(mode='forced')\n\nvals = BME280(i2c=i2c, address=0x76, init=False).read()\n"
          "publish('weather/garden/bme280', vals)\nmachine.deepsleep(300_000)"),
        A("The sensor is only configured on a cold boot (`reset_cause() != DEEPSLEEP_RESET`). After a deep-sleep "
          "wake main.py runs from scratch, creates the driver with `init=False`, so the calibration coefficients "
          "are never read — the driver computes temperature from zeroed calibration data, hence -142.7C. In forced "
          "mode the sensor also needs a new measurement triggered each wake.\n\nFix: always construct the driver "
          "with calibration read and trigger a forced measurement on every wake, deep sleep or not."),
        U("ok fix it. and the mqtt broker moved to the new pi, 192.168.4.2 port 1883, change that in config.py too"),
        T("shell", sh("sed -i 's/^MQTT_HOST = .*/MQTT_HOST = \"192.168.4.2\"/; s/^MQTT_PORT = .*/MQTT_PORT = 1883/' "
                      "config.py && grep MQTT config.py"),
          'MQTT_HOST = "192.168.4.2"\nMQTT_PORT = 1883\nMQTT_TOPIC = "weather/garden/bme280"'),
        T("apply_patch", {"input": "*** Begin Patch\n*** Update File: main.py\n@@\n"
                                    "-if machine.reset_cause() != machine.DEEPSLEEP_RESET:\n-    bme = BME280(i2c=i2c, address=0x76)\n"
                                    "-    bme.configure(mode='forced')\n-\n-vals = BME280(i2c=i2c, address=0x76, init=False).read()\n"
                                    "+bme = BME280(i2c=i2c, address=0x76)  # reads calibration every wake\n"
                                    "+vals = bme.read_forced()\n*** End Patch"},
          "Success. Updated the following files:\nM main.py"),
        T("shell", sh("mpremote cp main.py : && mpremote reset && sleep 20 && mpremote exec 'import main' | tail -n 3"),
          "wake #1  t=2026-10-09 06:24:40\nbme280: temp=11.4C  hum=83.1%  press=1009.6hPa\nmqtt: publish weather/garden/bme280 -> ok"),
        A("11.4C / 83% — plausible for a garden at 6am. Separate question: it sleeps 300 s now. With the 18650 "
          "cell that's roughly 6 weeks; at 600 s about 3 months, at 900 s about 4. What do you want?"),
        U("10 min. 3 months between charging is fine and 15 is too coarse for frost alerts"),
        T("shell", sh("sed -i 's/deepsleep(300_000)/deepsleep(600_000)/' main.py && mpremote cp main.py :"), ""),
        A("Sleep is now `deepsleep(600_000)`, 10 minutes."),
        U("thx. oh and pls remeber we flash firmware with esptool at 460800 baud, anything faster fails on the cheap "
          "cp2102 boards and u get a half flashed board"),
        A("Noted: `esptool.py --baud 460800` for flashing."),
    ],
    "facts": [
        {"id": "bme-cause", "text": "After deep sleep the BME280 read -142.7C because the driver was built with init=False, so calibration was never read; now it reads calibration and triggers a forced measurement every wake.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["calibration", ["init=False", "forced"]], "remember": False},
        {"id": "sleep", "text": "Deep sleep interval is 10 minutes (600_000 ms): about 3 months per charge, 15 min too coarse for frost alerts.",
         "type": "decision", "speaker": "user", "key_terms": [["10 minutes", "10 min", "600_000"]], "remember": False},
        {"id": "baud", "text": "Flash firmware with esptool at 460800 baud; faster fails on the cp2102 boards.",
         "type": "rule", "speaker": "user", "key_terms": ["460800"], "remember": True},
        {"id": "broker", "text": "The MQTT broker is the new pi at 192.168.4.2, port 1883 (config.py).",
         "type": "config", "speaker": "user", "key_terms": ["192.168.4.2"], "remember": False},
    ],
    "optional": [
        {"id": "addr", "text": "The BME280 is at I2C address 0x76.", "key_terms": ["0x76"]},
        {"id": "topic", "text": "Readings go to MQTT topic weather/garden/bme280.", "key_terms": ["weather/garden/bme280"]},
    ],
    "questions": [
        {"q": "Why did the BME280 read -142.7C?", "answer": "calibration not read after deep sleep, init=False",
         "facts": ["bme-cause"]},
        {"q": "How long does the weather station sleep?", "answer": "10 minutes", "facts": ["sleep"]},
        {"q": "What baud rate for flashing?", "answer": "460800", "facts": ["baud"]},
    ],
}

CX_LEDGER = {
    "id": "h9-cx-ledger-rounding",
    "project": "/home/ottilie/code/sumbook",
    "start": datetime(2026, 10, 22, 13, 10),
    "about": "Rust double-entry ledger: cent drift cause, i64 minor units kept, rounding mode picked from a list, invariant-test convention approved with ok",
    "steps": [
        U("Trial balance is off by 0.01 on the October books. Every debit should equal every credit. Where does the cent go?"),
        T("shell", sh("cargo run -q --bin sumbook -- trial-balance --period 2026-10 --explain"),
          "period 2026-10: debits 48213.37  credits 48213.36  diff 0.01\nsuspect postings (lines don't sum to 0):\n"
          "  #40912  split rent 100.00 into 3 cost centres -> 33.33 + 33.33 + 33.33 = 99.99\n"
          "  (1 posting, 3 lines)"),
        T("shell", sh("sed -n 20,44p src/posting/split.rs"),
          "20\tpub fn split_even(total: Money, parts: usize) -> Vec<Money> {\n21\t    let each = total.cents() / parts as i64;\n"
          "22\t    (0..parts).map(|_| Money::from_cents(each)).collect()\n23\t}"),
        A("`split_even` does integer division and drops the remainder: 10000 / 3 = 3333 three times = 9999. The "
          "fix is to hand the remainder cents out, one each, to the first lines (33.34 + 33.33 + 33.33). Since "
          "`Money` is already `i64` minor units, that's exact.\n\nRelated: VAT on split lines is rounded with "
          "`f64::round` (half away from zero) in `vat.rs`. We should pick a rounding mode explicitly:\n\n1. half-up "
          "(what you have now, by accident)\n2. banker's rounding (round half to even)\n3. switch everything to "
          "`rust_decimal` and let it carry more precision"),
        U("remainder to the first lines, yes. For VAT: 2, banker's rounding — our accountant says the tax office "
          "tolerates it and it doesn't bias the totals upward over thousands of lines. Not 3, i64 cents has served "
          "us fine and I don't want a decimal crate in the core types."),
        T("apply_patch", {"input": "*** Begin Patch\n*** Update File: src/posting/split.rs\n@@\n"
                                    "-    (0..parts).map(|_| Money::from_cents(each)).collect()\n"
                                    "+    let rem = total.cents() - each * parts as i64;\n"
                                    "+    (0..parts as i64).map(|i| Money::from_cents(each + if i < rem { 1 } else { 0 })).collect()\n"
                                    "*** Update File: src/tax/vat.rs\n@@\n-    Money::from_cents((raw).round() as i64)\n"
                                    "+    Money::from_cents(round_half_even(raw))\n*** End Patch"},
          "Success. Updated the following files:\nM src/posting/split.rs\nM src/tax/vat.rs"),
        A("Done. I'd also like a convention: every new posting type gets a proptest in `tests/invariants.rs` "
          "asserting its lines sum to zero for random amounts. That would have caught this. OK?"),
        U("ok"),
        T("shell", sh("cargo test -q 2>&1 | tail -n 5 && cargo run -q --bin sumbook -- trial-balance --period 2026-10"),
          "running 3 tests\n...\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.84s\n\n"
          "test result: ok. 57 passed; 0 failed; 0 ignored\nperiod 2026-10: debits 48213.37  credits 48213.37  diff 0.00"),
        A("Trial balance for 2026-10 is 0.00 now; added `split_even_sums_to_total` and `vat_lines_balance` "
          "proptests to `tests/invariants.rs`."),
        U("great, thanks"),
    ],
    "facts": [
        {"id": "split-cause", "text": "The 0.01 trial-balance gap came from split_even dropping the remainder cent; remainder cents now go to the first lines.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["split_even", "remainder"], "remember": False},
        {"id": "bankers", "text": "VAT uses banker's rounding (round half to even): the tax office tolerates it and it doesn't bias totals upward.",
         "type": "decision", "speaker": "user", "key_terms": [["banker's rounding", "half to even", "round_half_even"]], "remember": False},
        {"id": "i64", "text": "Money stays i64 cents; rust_decimal was rejected for the core types.",
         "type": "decision", "speaker": "user", "key_terms": ["rust_decimal"], "remember": False},
        {"id": "invariant-tests", "text": "Every new posting type gets a proptest in tests/invariants.rs checking its lines sum to zero.",
         "type": "convention", "speaker": "assistant", "key_terms": ["invariants.rs"], "remember": False},
    ],
    "optional": [],
    "questions": [
        {"q": "Which rounding mode does VAT use?", "answer": "banker's rounding, half to even", "facts": ["bankers"]},
        {"q": "Why was the trial balance off by a cent?", "answer": "split_even dropped the remainder cent",
         "facts": ["split-cause"]},
        {"q": "Should money use rust_decimal?", "answer": "no, i64 cents", "facts": ["i64"]},
    ],
}

CX_PROLOG = {
    "id": "h9-cx-rota-clpfd",
    "project": "/home/baptiste/rota-solver",
    "start": datetime(2026, 11, 3, 10, 0),
    "about": "short Prolog nurse-rota solver: CLP(FD) approved with a bare ok; ff labeling",
    "steps": [
        U("the rota solver takes 20 minutes for 14 nurses x 4 weeks. plain backtracking in solve/2. ideas?"),
        T("shell", sh("swipl -g 'time(solve(ward_b, R)), halt' src/rota.pl 2>&1 | tail -n 2"),
          "% 2,318,991,004 inferences, 1201.337 CPU in 1203.912 seconds (100% CPU, 1930322 Lips)\ntrue."),
        A("`solve/2` generates whole assignments and checks constraints afterwards, so it explores billions of "
          "dead branches. Rewriting it with `library(clpfd)` posts the constraints (max 5 shifts/week, no night "
          "then early, 11h rest) up front and prunes during search. With `labeling([ff], Vars)` (first-fail: most "
          "constrained variable first) this kind of rota usually solves in seconds. Shall I?"),
        U("ok. fyi the hard constraints are from the ward's collective agreement: max 5 shifts a week, 11h rest "
          "between shifts, no night shift followed by an early. those are not negotiable, the soft ones (wishes) are"),
        T("shell", sh("swipl -g 'time(solve(ward_b, R)), halt' src/rota.pl 2>&1 | tail -n 2"),
          "% 41,772,310 inferences, 3.912 CPU in 3.918 seconds (100% CPU, 10677993 Lips)\ntrue."),
        A("Rewritten on CLP(FD) with `labeling([ff], Vars)`: 3.9 s instead of 1201 s, same rota validity checks pass."),
        U("wow. thanks"),
    ],
    "facts": [
        {"id": "clpfd", "text": "The rota solver uses CLP(FD) (library(clpfd)) instead of plain generate-and-test backtracking.",
         "type": "decision", "speaker": "assistant", "key_terms": [["clpfd", "CLP(FD)"]], "remember": False},
        {"id": "ff", "text": "Labeling uses the ff (first-fail) strategy.",
         "type": "decision", "speaker": "assistant", "key_terms": ["ff", "labeling"], "remember": False},
        {"id": "hard", "text": "Hard constraints come from the collective agreement: max 5 shifts a week, 11h rest, no night then early; wishes are soft.",
         "type": "fact", "speaker": "user", "key_terms": ["collective agreement", "11h"], "remember": False},
    ],
    "optional": [
        {"id": "timing", "text": "Ward B solves in 3.9 s now.", "key_terms": ["3.9"]},
    ],
    "questions": [
        {"q": "How does the rota solver search?", "answer": "CLP(FD) with ff labeling", "facts": ["clpfd", "ff"]},
        {"q": "How long does ward_b take to solve?", "answer": "about 3.9 seconds", "facts": []},
    ],
}

CX_LOVE = {
    "id": "h9-cx-love-tunnel",
    "project": "/home/ilse/games/lampwing",
    "start": datetime(2026, 11, 6, 22, 30),
    "about": "LÖVE Lua platformer: tunnelling at low fps fixed with fixed timestep; a never-mind detour",
    "steps": [
        U("hey! on my old laptop the moth falls through platforms sometimes. on desktop never. LÖVE 11.5"),
        T("shell", sh("grep -n 'update' main.lua | head"),
          "12:function love.update(dt)\n13:  world:update(dt)\n14:  moth:update(dt)"),
        A("`world:update(dt)` with the raw frame `dt`. On the old laptop frames take ~50 ms, so the moth moves "
          "far enough in one step to pass through a thin platform (tunnelling). Physics should run on a fixed "
          "timestep with an accumulator, e.g. 1/120 s, and the renderer interpolates."),
        U("wait is it maybe vsync? i turned it off there"),
        A("Vsync off only changes how often frames are drawn; the problem is the size of `dt` when a frame is slow, "
          "which vsync doesn't cap. Fixed timestep solves both."),
        U("never mind then, do the fixed step"),
        T("apply_patch", {"input": "*** Begin Patch\n*** Update File: main.lua\n@@\n-function love.update(dt)\n"
                                    "-  world:update(dt)\n-  moth:update(dt)\n+local STEP = 1/120\n+local acc = 0\n"
                                    "+function love.update(dt)\n+  acc = acc + math.min(dt, 0.25)\n+  while acc >= STEP do\n"
                                    "+    world:update(STEP)\n+    moth:update(STEP)\n+    acc = acc - STEP\n+  end\n*** End Patch"},
          "Success. Updated the following files:\nM main.lua"),
        T("shell", sh("love . --headless-test falling 2>&1 | tail -n 3"),
          "test falling: 500 drops at simulated 20 fps\n  fell through: 0\nok"),
        A("Physics now steps at a fixed 1/120 s with an accumulator (frame dt capped at 0.25 s); 0 of 500 drops "
          "fall through at a simulated 20 fps."),
        U("yay ty. also for future reference, assets/raw has the .aseprite source files, those never get "
          "committed (they're huge), only the exported pngs in assets/sprites. i see you staged one, unstage pls"),
        T("shell", sh("git restore --staged assets/raw/moth_idle.aseprite && git status --short"),
          " M main.lua\n?? assets/raw/moth_idle.aseprite"),
        A("Unstaged. Only `main.lua` is modified; the `.aseprite` file stays out of git."),
    ],
    "facts": [
        {"id": "tunnel", "text": "The moth fell through platforms on slow machines because physics used the raw frame dt (tunnelling); physics now runs on a fixed timestep.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["tunnelling", "dt"], "remember": False},
        {"id": "step", "text": "Physics fixed timestep is 1/120 s with an accumulator, frame dt capped at 0.25 s.",
         "type": "config", "speaker": "assistant", "key_terms": ["1/120"], "remember": False},
        {"id": "aseprite", "text": "Never commit the .aseprite sources in assets/raw; only the exported pngs in assets/sprites.",
         "type": "rule", "speaker": "user", "key_terms": ["aseprite", "assets/raw"], "remember": True},
    ],
    "optional": [
        {"id": "love", "text": "The game runs on LÖVE 11.5.", "key_terms": ["11.5"]},
    ],
    "questions": [
        {"q": "Why did the moth fall through platforms?", "answer": "raw frame dt, tunnelling on slow frames",
         "facts": ["tunnel"]},
        {"q": "What physics step does lampwing use?", "answer": "fixed 1/120 s", "facts": ["step"]},
        {"q": "Do the aseprite files go in git?", "answer": "no, only exported pngs in assets/sprites", "facts": ["aseprite"]},
    ],
}

TRAIN_LOG = """epoch  1  train_loss 0.8123  val_loss 0.7710  val_r2 0.214
epoch  2  train_loss 0.6011  val_loss 0.5893  val_r2 0.402
epoch  3  train_loss 0.5247  val_loss 0.5520  val_r2 0.441
epoch  4  train_loss 0.9930  val_loss 1.4402  val_r2 -0.311
epoch  5  train_loss 3.2871  val_loss 4.0915  val_r2 -2.870
epoch  6  train_loss NaN     val_loss NaN     val_r2 NaN
early stop: loss is NaN"""

CX_YIELD = {
    "id": "h9-cx-yield-split",
    "project": "/home/wren/research/cropcast",
    "start": datetime(2026, 11, 10, 15, 30),
    "about": "Julia Flux crop-yield model: split by year to stop leakage; learning rate set then changed after divergence",
    "steps": [
        U("hi! reviewer 2 says our R² of 0.93 is suspicious. we split train/test randomly over field-seasons. is that bad?"),
        A("Yes, for this data it leaks. Fields in the same season share the weather features, so a random split puts "
          "nearly identical weather rows in train and test and the model memorises the season. Split by year "
          "instead: e.g. train ≤ 2021, validation 2022, test 2023."),
        U("do that. train up to 2021, val 2022, test 2023. and while you're at it use AdamW with lr 1e-3"),
        T("shell", sh("julia --project -e 'include(\"scripts/train.jl\")' 2>&1 | tail -n 7"), TRAIN_LOG),
        A("With the year split the honest validation R² peaks at 0.44 — and then it diverges at epoch 4 and goes "
          "to NaN. lr 1e-3 is too high for this model with the new split. 3e-4 with cosine decay is the usual "
          "safe choice."),
        U("ok go 3e-4 with cosine then"),
        T("shell", sh("sed -i 's/AdamW(1e-3)/AdamW(3e-4)/' scripts/train.jl && julia --project -e "
                      "'include(\"scripts/train.jl\")' 2>&1 | tail -n 3"),
          "epoch 39  train_loss 0.3012  val_loss 0.4127  val_r2 0.571\nepoch 40  train_loss 0.2990  val_loss 0.4131  val_r2 0.570\n"
          "best val_r2 0.571 (epoch 39) -> checkpoints/cropcast_yearsplit.bson"),
        A("Stable now: best validation R² 0.571 at epoch 39, saved to `checkpoints/cropcast_yearsplit.bson`. "
          "0.57 is the number to report; 0.93 was the leak."),
        U("less shiny but honest. thanks"),
    ],
    "facts": [
        {"id": "year-split", "text": "Data is split by year (train up to 2021, validation 2022, test 2023) because a random split leaked same-season weather.",
         "type": "decision", "speaker": "user", "key_terms": [["by year", "year split"], "2023"], "remember": False},
        {"id": "lr", "text": "Training uses AdamW with lr 3e-4 and cosine decay; 1e-3 diverged to NaN.",
         "type": "decision", "speaker": "user", "key_terms": ["3e-4", "cosine"], "remember": False},
        {"id": "r2", "text": "The honest validation R² is 0.571; the earlier 0.93 came from leakage.",
         "type": "fact", "speaker": "assistant", "key_terms": ["0.571"], "remember": False},
    ],
    "optional": [
        {"id": "ckpt", "text": "Best checkpoint: checkpoints/cropcast_yearsplit.bson.", "key_terms": ["cropcast_yearsplit"]},
    ],
    "questions": [
        {"q": "How is cropcast's data split?", "answer": "by year: train to 2021, val 2022, test 2023",
         "facts": ["year-split"]},
        {"q": "What learning rate does cropcast use?", "answer": "AdamW 3e-4 cosine", "facts": ["lr"]},
        {"q": "Why was R² 0.93?", "answer": "random split leaked same-season weather", "facts": ["year-split", "r2"]},
    ],
}

SESSIONS = [CX_WEATHER, CX_LEDGER, CX_PROLOG, CX_LOVE, CX_YIELD]
