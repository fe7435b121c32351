"""Codex sessions of the h6 split, part 2."""

from __future__ import annotations

from datetime import datetime

from _data_codex import sh
from _util import F, Opt, Q

ZIG_CI = """##[group]Run zig build test -Doptimize=ReleaseSafe
info: zig 0.13.0 (from .zigversion)
Build Summary: 5/7 steps succeeded; 1 failed; 12/13 tests passed; 1 failed
test
└─ run test 12/13 passed, 1 failed
   error: 'scan.test.large file offsets' failed:
thread 41822 panic: integer overflow
/home/runner/work/logsieve/logsieve/src/scan.zig:74:37: 0x10c4a2e in nextChunk (test)
        self.offset += @as(u32, @intCast(n));
                                    ^
/home/runner/work/logsieve/logsieve/src/scan.zig:121:28: 0x10c51f0 in scanFile (test)
        while (try self.nextChunk()) |chunk| {
                           ^
/home/runner/work/logsieve/logsieve/src/scan.zig:309:5: 0x10c6d11 in test.large file offsets (test)
    try std.testing.expectEqual(@as(u64, 5_000_000_123), s.offset);
    ^
error: the following test command crashed:
/home/runner/work/logsieve/logsieve/.zig-cache/o/a3f5.../test
##[error]Process completed with exit code 1.
##[endgroup]"""

ZIG = {
    "id": "h6-cx-logsieve-zig",
    "project": "/home/dmitri/logsieve",
    "start": datetime(2026, 11, 21, 9, 10, 0),
    "about": "Zig log-filtering CLI: CI panic on >4 GiB files (u32 offsets), ReleaseSafe vs ReleaseFast picked with a reason, "
             "Zig version pinned; user pastes CI log; one-off rename",
    "steps": [
        ("user", "CI went red on the new large-file test, log below. I expected it honestly\n\n" + ZIG_CI),
        ("tool", "shell", sh("grep -n 'offset' src/scan.zig | head -12"),
         "18:    offset: u32 = 0,\n74:        self.offset += @as(u32, @intCast(n));\n96:    pub fn seekTo(self: *Scanner, off: u32) !void {\n"
         "97:        try self.file.seekTo(off);\n210:        .offset = self.offset,"),
        ("assistant", "Root cause: `Scanner.offset` is a `u32`, so it overflows past 4 GiB (4,294,967,295 bytes). In "
                      "ReleaseSafe/Debug the `@intCast` panics; in ReleaseFast it would silently wrap and report wrong "
                      "offsets. I changed `offset`, `seekTo` and the `Match.offset` field to `u64` and removed the cast."),
        ("tool", "shell", sh("zig build test -Doptimize=ReleaseSafe 2>&1 | tail -3"),
         "Build Summary: 7/7 steps succeeded; 13/13 tests passed\ntest success\n└─ run test 13/13 passed 2s MaxRSS:9M"),
        ("assistant", "All 13 tests pass, including the 5 GB offset test."),
        ("user", "good. related question: release builds. we ship ReleaseSafe now, someone on the issue tracker wants ReleaseFast "
                 "for speed. numbers?"),
        ("tool", "shell", sh("for m in ReleaseSafe ReleaseFast; do zig build -Doptimize=$m && hyperfine -w 2 -r 10 \"./zig-out/bin/logsieve -e 'status=5..' bench/access-8g.log\" --export-json /tmp/$m.json | grep -E 'Time|Range'; done"),
         "  Time (mean ± σ):      6.912 s ±  0.081 s    [User: 5.801 s, System: 1.102 s]\n"
         "  Range (min … max):    6.801 s …  7.044 s    10 runs\n"
         "  Time (mean ± σ):      6.384 s ±  0.066 s    [User: 5.290 s, System: 1.087 s]\n"
         "  Range (min … max):    6.297 s …  6.491 s    10 runs"),
        ("assistant", "On the 8 GB access log: ReleaseSafe 6.91 s, ReleaseFast 6.38 s — ReleaseFast is about 8% faster. The "
                      "difference is the safety checks (bounds, overflow). The bug we just fixed is a good example of what "
                      "ReleaseFast would have turned into silent wrong output."),
        ("user", "8% isn't worth silent garbage. We stay on ReleaseSafe for releases, I'll answer the issue with these numbers."),
        ("user", "also what zig does CI use, I had 0.14 locally and got weird errors last week"),
        ("tool", "shell", sh("cat .zigversion; zig version"), "0.13.0\n0.14.0"),
        ("assistant", "CI reads `.zigversion`, which says **0.13.0**; your local zig is 0.14.0. The build.zig API changed between "
                      "them (e.g. `b.path`/`addExecutable` options), which would explain the errors. Install 0.13.0 locally, "
                      "or we bump `.zigversion` and fix build.zig."),
        ("user", "we stay on 0.13.0 until 0.14.1 is out, I'll install it. rename scanFile to scanPath while you're at it, it takes a path now"),
        ("tool", "shell", sh("grep -rl scanFile src | xargs sed -i 's/scanFile/scanPath/g' && zig build test 2>&1 | tail -1"),
         "└─ run test 13/13 passed 2s MaxRSS:9M"),
        ("assistant", "Renamed everywhere; tests still pass."),
        ("user", "ty"),
    ],
    "facts": [
        F("u64-offset", "Files over 4 GiB panicked with integer overflow because Scanner.offset was u32; offsets are u64 now.",
          "bugfix", "assistant", ["u64", "offset"]),
        F("releasesafe", "Releases are built with ReleaseSafe, not ReleaseFast: ReleaseFast is only ~8% faster and would turn bugs like the offset overflow into silent wrong output.",
          "decision", "user", ["ReleaseSafe"]),
        F("zig-version", "CI uses Zig 0.13.0 from .zigversion; the project stays on 0.13.0 until 0.14.1 is released.",
          "config", "user", ["0.13.0", ".zigversion"]),
    ],
    "optional": [
        Opt("bench", "On the 8 GB log ReleaseSafe takes 6.91 s, ReleaseFast 6.38 s.", ["6.91"]),
    ],
    "questions": [
        Q("Which optimize mode do releases use?", "ReleaseSafe; ReleaseFast only 8% faster", ["releasesafe"]),
        Q("Which Zig version does CI use?", "0.13.0 from .zigversion", ["zig-version"]),
        Q("Why did large files crash?", "u32 offset overflow past 4 GiB", ["u64-offset"]),
    ],
}

KWS_TRAIN = """epoch  train_loss  train_acc  val_loss  val_acc  lr
    1      1.9021     0.4113    1.2210   0.6630  1.0e-03
    2      0.8874     0.7410    0.3012   0.9210  1.0e-03
    3      0.4132     0.8802    0.0881   0.9790  1.0e-03
    4      0.2901     0.9188    0.0402   0.9911  1.0e-03
    5      0.2410     0.9327    0.0291   0.9934  1.0e-03
/home/ml/kws-tiny/.venv/lib/python3.11/site-packages/torch/optim/lr_scheduler.py:143: UserWarning: Detected call of `lr_scheduler.step()` before `optimizer.step()`. In PyTorch 1.1.0 and later, you should call them in the opposite order: `optimizer.step()` before `lr_scheduler.step()`.
  warnings.warn("Detected call of `lr_scheduler.step()` before `optimizer.step()`. "
[test on field recordings] acc=0.8120  false_accept/h=4.7"""

KWS = {
    "id": "h6-cx-doorbell-kws",
    "project": "/home/ml/kws-tiny",
    "start": datetime(2026, 11, 22, 13, 20, 0),
    "about": "tiny keyword-spotting model for a doorbell MCU: val accuracy suspiciously above train (augmentation leak), "
             "speaker split remember-request with typos, PTQ vs QAT picked; chatty user",
    "steps": [
        ("user", "heyy so the wake word model (\"hello door\") looks amazing on val, 99.3%, but on the field recordings from "
                 "the prototype doorbell it's 81%. here's the log from last night. too good to be true right?"),
        ("tool", "shell", sh("tail -12 runs/2026-11-21/train.log"), KWS_TRAIN),
        ("assistant", "Yes — val accuracy above *train* accuracy from epoch 3 on (0.979 vs 0.880) with a big field gap usually "
                      "means val isn't independent. Let me look at how the split is made."),
        ("tool", "shell", sh("sed -n 20,48p kws/data.py"),
         "def build_datasets(cfg):\n    clips = list_clips(cfg.data_root)\n    clips = augment_all(clips, noise_dir=cfg.noise_dir, copies=4)  # writes aug cache\n"
         "    random.Random(cfg.seed).shuffle(clips)\n    n_val = int(len(clips) * 0.1)\n    return clips[n_val:], clips[:n_val]"),
        ("assistant", "Found it. `augment_all` makes 4 noisy copies of every clip, **then** the list is shuffled and split. So "
                      "copies of the same utterance end up in train and val, and the same speakers are on both sides. Val is "
                      "mostly measuring memorisation. Fix: split by speaker first, then augment only the training part. The "
                      "clip file names carry the speaker id (`spk0412_hello_003.wav`), so a speaker-level split is easy."),
        ("user", "ugh, classic. ok do the speaker split. and pls dont forgt this for the whole project: the held-out eval set is "
                 "speakers with id 900 and up (spk0900+), those are the people we recorded at the office with the real "
                 "doorbell mic. never train on them, never augment them, never tune thresholds on them"),
        ("tool", "shell", sh("apply_patch <<'PATCH'\n*** Update File: kws/data.py\n@@\n-    clips = augment_all(clips, noise_dir=cfg.noise_dir, copies=4)  # writes aug cache\n-    random.Random(cfg.seed).shuffle(clips)\n-    n_val = int(len(clips) * 0.1)\n-    return clips[n_val:], clips[:n_val]\n+    eval_ = [c for c in clips if c.speaker >= 900]\n+    rest = [c for c in clips if c.speaker < 900]\n+    train, val = split_by_speaker(rest, val_frac=0.1, seed=cfg.seed)\n+    train = augment_all(train, noise_dir=cfg.noise_dir, copies=4)\n+    return train, val, eval_\nPATCH"),
         "Success. Updated the following files:\nM kws/data.py"),
        ("assistant", "Done: speakers ≥ 900 go to `eval_` untouched; the rest is split by speaker into train/val *before "
                      "augmentation*, and only train is augmented. I also fixed the scheduler warning (called `scheduler.step()` "
                      "after `optimizer.step()`). Retraining with seed 1234."),
        ("tool", "shell", sh("python -m kws.train --config configs/dscnn_s.yaml 2>&1 | tail -4"),
         "   28      0.3012     0.9051    0.3380   0.8927  1.3e-04\n   29      0.2987     0.9066    0.3341   0.8941  1.1e-04\n"
         "   30      0.2950     0.9079    0.3319   0.8950  1.0e-04\n[eval spk0900+] acc=0.8870  false_accept/h=1.9"),
        ("assistant", "Honest numbers now: val 89.5%, eval on spk0900+ 88.7%, 1.9 false accepts per hour. Val and eval agree, "
                      "which is what we wanted."),
        ("user", "ok that's believable. quick q before quantizing, the firmware guy asks what features the MCU has to compute exactly"),
        ("tool", "shell", sh("grep -A8 '^features:' configs/dscnn_s.yaml"),
         "features:\n  sample_rate: 16000\n  kind: log-mel\n  n_mels: 40\n  win_ms: 25\n  hop_ms: 10\n  clip_s: 1.0\n  preemph: 0.97"),
        ("assistant", "The model takes **40 log-mel bins** from 16 kHz audio, 25 ms windows with a 10 ms hop, pre-emphasis 0.97, "
                      "over a 1 s clip — so a 98×40 input. The firmware has to reproduce exactly that, otherwise the accuracy "
                      "numbers don't carry over."),
        ("user", "thx, forwarded. next: int8 for the MCU. QAT or post-training? I have ~2 days"),
        ("tool", "shell", sh("python -m kws.quantize --mode ptq --calib 500 && python -m kws.quantize --mode qat --epochs 5 2>&1 | grep eval"),
         "[ptq int8] [eval spk0900+] acc=0.8831  false_accept/h=2.0  size=41.2KiB\n"
         "[qat int8] [eval spk0900+] acc=0.8862  false_accept/h=1.9  size=41.2KiB"),
        ("assistant", "Post-training quantization with 500 calibration clips loses 0.4 points (88.3%); QAT for 5 epochs loses "
                      "0.1 (88.6%). Same 41 KiB model either way. QAT is better but adds a training stage to maintain."),
        ("user", "0.3 points for a whole extra training stage? no. post-training quantization it is, with the 500 calibration clips "
                 "from train (not eval obviously)"),
        ("assistant", "Agreed — PTQ with 500 calibration clips drawn from train. I set that as the default in `configs/dscnn_s.yaml`."),
        ("user", "amazing, thanks a lot 🙏"),
        ("assistant", "Anytime! The 41 KiB model should fit comfortably next to the audio buffers."),
    ],
    "facts": [
        F("aug-leak", "Val accuracy was inflated because clips were augmented before the train/val split, leaking copies and speakers into val; now split by speaker before augmentation and augment only train.",
          "bugfix", "assistant", ["before augmentation", "speaker"]),
        F("eval-speakers", "The held-out eval set is speakers with id 900 and up (spk0900+), recorded with the real doorbell mic: never train, augment or tune thresholds on them.",
          "rule", "user", ["spk0900", "900"], remember=True),
        F("ptq", "int8 uses post-training quantization with 500 calibration clips from train; QAT was rejected because +0.3 points does not justify an extra training stage.",
          "decision", "user", [["post-training quantization", "PTQ"], "500"]),
        F("features", "The model input is 40 log-mel bins from 16 kHz audio, 25 ms window, 10 ms hop, over 1 s clips; the firmware must compute exactly this.",
          "config", "assistant", ["log-mel", "40", "10 ms"]),
    ],
    "optional": [
        Opt("seed", "Training seed is 1234; model dscnn_s is 41 KiB in int8.", ["1234"]),
        Opt("scores", "Eval accuracy 88.7%, 1.9 false accepts per hour.", ["88.7"]),
    ],
    "questions": [
        Q("Which speakers form the eval set?", "id 900 and up, spk0900+", ["eval-speakers"]),
        Q("Why was validation accuracy 99%?", "augmentation before the split leaked clips and speakers into val", ["aug-leak"]),
        Q("How is the model quantized?", "post-training quantization, 500 calibration clips from train", ["ptq"]),
    ],
}

PROBE_LOG = """$ cargo run --release
    Finished `release` profile [optimized + debuginfo] target(s) in 0.21s
     Running `probe-rs run --chip STM32G431KBTx target/thumbv7em-none-eabihf/release/hygro-node`
      Erasing ✔ 100% [####################]  30.00 KiB @  41.87 KiB/s (took 1s)
  Programming ✔ 100% [####################]  29.00 KiB @  28.40 KiB/s (took 1s)
     Finished in 1.75s
0.000000 [INFO ] hygro-node v0.3.0 starting, sysclk 170 MHz
0.000213 [INFO ] i2c1: 100 kHz, PB8=SCL PB9=SDA
0.001050 [ERROR] bme280: init failed: I2c(Nack)
0.001072 [WARN ] retrying in 500 ms
0.501311 [ERROR] bme280: init failed: I2c(Nack)
0.501330 [WARN ] retrying in 500 ms
1.001577 [ERROR] bme280: init failed: I2c(Nack)
1.001590 [ERROR] giving up, entering low-power loop
└─ hygro_node::sensor::init @ src/sensor.rs:44"""

EMBEDDED = {
    "id": "h6-cx-hygro-node-rust",
    "project": "/home/jonas/hygro-node",
    "start": datetime(2026, 11, 23, 20, 0, 0),
    "about": "embedded Rust humidity node on STM32G431: I2C NACK root cause (address 0x76, SDO to GND), Embassy chosen over "
             "RTIC, probe-rs runner config; an I2C scan tool; short",
    "steps": [
        ("user", "new board rev arrived, sensor doesn't answer at all. probe output:\n\n" + PROBE_LOG),
        ("tool", "shell", sh("grep -n 'ADDR\\|0x7' src/sensor.rs"), "12:const BME280_ADDR: u8 = 0x77;"),
        ("assistant", "A NACK on the very first transaction usually means nobody answers at that address. The driver uses "
                      "`0x77`, which is the BME280 address with SDO pulled high. On the rev C schematic (`hw/hygro-revC.pdf`, "
                      "sheet 2) SDO is tied to GND, which makes the address **0x76**. I'll run the I2C scan example to confirm."),
        ("tool", "shell", sh("cargo run --release --example i2c_scan 2>&1 | tail -3"),
         "0.000201 [INFO ] scanning i2c1 0x08..0x77\n0.014880 [INFO ] found device at 0x76\n0.014902 [INFO ] scan done, 1 device(s)"),
        ("assistant", "Confirmed: one device at 0x76. Changed `BME280_ADDR` to `0x76`."),
        ("tool", "shell", sh("cargo run --release 2>&1 | tail -3"),
         "0.001480 [INFO ] bme280: chip id 0x60, calibration loaded\n0.052611 [INFO ] t=21.84C rh=44.1% p=1008.2hPa\n"
         "5.052904 [INFO ] t=21.85C rh=44.0% p=1008.2hPa"),
        ("user", "yes!! readings. ok while we're here, I keep going back and forth on RTIC vs Embassy for the rewrite. opinions?"),
        ("assistant", "Both fit a G431. **RTIC** gives you hard-real-time priorities and zero-cost resource locking — great if "
                      "you had tight timing. **Embassy** gives async drivers (I2C, UART, USB) and an executor; code reads like "
                      "sequential code, and embassy-usb covers the USB CDC console you wanted. Your node wakes every 5 s, reads "
                      "a sensor and sends a frame — nothing hard-real-time."),
        ("user", "Embassy then. the async i2c and the usb console are the two things I'd otherwise write myself, and there's no hard timing here."),
        ("assistant", "Embassy it is. For reference, the runner in `.cargo/config.toml` is `probe-rs run --chip STM32G431KBTx`, so "
                      "`cargo run --release` flashes and attaches defmt logging; that stays the same with Embassy."),
        ("user", "cool, thanks. gonna start that tomorrow"),
    ],
    "facts": [
        F("i2c-addr", "The BME280 NACKed because the driver used 0x77; on board rev C SDO is tied to GND, so the address is 0x76.",
          "bugfix", "assistant", ["0x76"]),
        F("embassy", "The firmware rewrite uses Embassy rather than RTIC: async I2C and embassy-usb console are needed and there is no hard real-time timing.",
          "decision", "user", ["Embassy"]),
        F("runner", "cargo run --release flashes through the probe-rs runner in .cargo/config.toml (chip STM32G431KBTx) with defmt logging.",
          "config", "assistant", ["probe-rs", "STM32G431KBTx"]),
    ],
    "optional": [
        Opt("i2c-pins", "I2C1 runs at 100 kHz on PB8 (SCL) / PB9 (SDA).", ["PB8"]),
    ],
    "questions": [
        Q("What I2C address does the BME280 have on rev C?", "0x76, SDO tied to GND", ["i2c-addr"]),
        Q("RTIC or Embassy?", "Embassy, async I2C and USB console, no hard timing", ["embassy"]),
    ],
}

DBT_YML = """name: harvest
version: '1.4.0'
config-version: 2
profile: harvest

model-paths: ["models"]
seed-paths: ["seeds"]
test-paths: ["tests"]

models:
  harvest:
    staging:
      +materialized: view
      +schema: staging
    marts:
      +materialized: table
      +schema: analytics
      fct_deliveries:
        +materialized: incremental

sources:
  harvest:
    coop_erp:
      +freshness:
        warn_after: {count: 6, period: hour}"""

DBT_RUN = """07:14:02  Running with dbt=1.8.7
07:14:03  Registered adapter: postgres=1.8.2
07:14:04  Found 31 models, 112 data tests, 6 sources, 644 macros
07:14:05  Concurrency: 4 threads (target='prod')
07:14:09  1 of 1 START sql incremental model analytics.fct_deliveries ............. [RUN]
07:14:21  1 of 1 OK created sql incremental model analytics.fct_deliveries ........ [INSERT 0 18240 in 11.93s]
07:14:22  Finished running 1 incremental model in 0 hours 0 minutes and 17.40 seconds (17.40s).
07:14:30  1 of 3 START test unique_fct_deliveries_delivery_id ......................... [RUN]
07:14:31  1 of 3 FAIL 2211 unique_fct_deliveries_delivery_id ........................ [FAIL 2211 in 0.81s]
07:14:31  2 of 3 PASS not_null_fct_deliveries_delivery_id ............................ [PASS in 0.44s]
07:14:32  3 of 3 PASS relationships_fct_deliveries_member_id__member_id__ref_dim_members_ [PASS in 0.91s]
07:14:33  Done. PASS=2 WARN=0 ERROR=0 SKIP=0 NO-OP=0 TOTAL=3"""

DBT = {
    "id": "h6-cx-harvest-dbt",
    "project": "/home/analytics/harvest-dbt",
    "start": datetime(2026, 11, 24, 8, 0, 0),
    "about": "dbt project for a farming co-op: user pastes dbt_project.yml; duplicate rows in an incremental model (no "
             "unique_key); naming convention set as a rule; freshness thresholds changed once; snapshot proposal ignored",
    "steps": [
        ("user", "Hi. fct_deliveries has duplicates since we switched it to incremental. Project config for context:\n\n```yaml\n" + DBT_YML + "\n```"),
        ("tool", "shell", sh("dbt run -s fct_deliveries --target prod && dbt test -s fct_deliveries --target prod"), DBT_RUN),
        ("tool", "shell", sh("sed -n 1,18p models/marts/fct_deliveries.sql"),
         "{{ config(materialized='incremental') }}\n\nselect\n    d.delivery_id,\n    d.member_id,\n    d.delivered_at,\n"
         "    d.crop_code,\n    d.net_kg,\n    d.updated_at\nfrom {{ ref('stg_coop_erp__deliveries') }} d\n{% if is_incremental() %}\n"
         "where d.updated_at > (select max(updated_at) from {{ this }})\n{% endif %}"),
        ("assistant", "The model is incremental without a `unique_key`, so dbt only **appends**. Any delivery that gets corrected "
                      "in the ERP (weight re-measured, `updated_at` bumped) comes in again as a new row — 2,211 duplicate "
                      "`delivery_id`s so far. Fix: `unique_key='delivery_id'` with `incremental_strategy='merge'`, so updated "
                      "rows replace the old ones, then one `--full-refresh` to clean up what's already duplicated."),
        ("user", "yes do it, with full refresh"),
        ("tool", "shell", sh("sed -i \"s/materialized='incremental'/materialized='incremental', unique_key='delivery_id', incremental_strategy='merge'/\" models/marts/fct_deliveries.sql && dbt run -s fct_deliveries --full-refresh --target prod | tail -2 && dbt test -s fct_deliveries --target prod | tail -1"),
         "07:31:48  1 of 1 OK created sql incremental model analytics.fct_deliveries ........ [SELECT 401822 in 48.10s]\n"
         "07:31:49  Finished running 1 incremental model in 0 hours 0 minutes and 52.77 seconds (52.77s).\n"
         "07:32:02  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 NO-OP=0 TOTAL=3"),
        ("assistant", "Rebuilt with `unique_key='delivery_id'` and merge; the unique test passes. By the way, if you want history "
                      "of the corrections, a dbt snapshot on the ERP deliveries table would keep every version."),
        ("user", "Thanks. Now, a new person joined and named a model `deliveries_staging_erp.sql`. Let's set this in stone: staging models are "
                 "named stg_<source>__<table>, with a double underscore between source and table, and marts never select from "
                 "source() directly, only from staging refs. Can you rename hers and check nothing else breaks?"),
        ("tool", "shell", sh("git mv models/staging/deliveries_staging_erp.sql models/staging/stg_coop_erp__delivery_lines.sql && grep -rln \"deliveries_staging_erp\\|source('coop_erp'\" models/marts; dbt parse | tail -1"),
         "models/marts/fct_delivery_lines.sql\n07:40:11  Performance info: /home/analytics/harvest-dbt/target/perf_info.json"),
        ("assistant", "Renamed to `stg_coop_erp__delivery_lines`. `fct_delivery_lines.sql` was selecting from `source('coop_erp', "
                      "'delivery_lines')` directly — I switched it to `ref('stg_coop_erp__delivery_lines')`. `dbt parse` is clean."),
        ("user", "Great. Last: freshness. 6h warn is too noisy, the ERP only syncs every 4h and sometimes skips one. make it warn after 12 hours, error after 24"),
        ("user", "hmm, actually error at 24 means nobody sees it over the weekend until monday anyway. keep warn 12, make error 36."),
        ("tool", "shell", sh("dbt source freshness --target prod | tail -3"),
         "07:52:40  1 of 6 START freshness of coop_erp.deliveries ............................ [RUN]\n"
         "07:52:41  1 of 6 PASS freshness of coop_erp.deliveries ............................. [PASS in 0.31s]\n"
         "07:52:44  Done."),
        ("assistant", "Set the `coop_erp` source freshness to `warn_after: {count: 12, period: hour}` and `error_after: {count: 36, period: hour}`; the check passes."),
        ("user", "perfect, thanks"),
    ],
    "facts": [
        F("unique-key", "fct_deliveries duplicated corrected deliveries because the incremental model had no unique_key; it now uses unique_key='delivery_id' with merge (after one full refresh).",
          "bugfix", "assistant", ["unique_key", "delivery_id"]),
        F("naming", "Staging models are named stg_<source>__<table> with a double underscore, and marts select only from staging refs, never from source() directly.",
          "convention", "user", ["stg_", "double underscore"], remember=True),
        F("freshness", "coop_erp source freshness warns after 12 hours and errors after 36 hours (the ERP syncs every 4h and 24h would fire over weekends).",
          "config", "user", ["freshness", "12", "36"]),
    ],
    "optional": [
        Opt("dbt-version", "dbt 1.8.7 with postgres adapter 1.8.2, target prod.", ["1.8.7"]),
    ],
    "questions": [
        Q("Why did fct_deliveries have duplicates?", "incremental without unique_key; now unique_key delivery_id with merge", ["unique-key"]),
        Q("How are staging models named?", "stg_<source>__<table>, double underscore", ["naming"]),
        Q("What are the freshness thresholds for coop_erp?", "warn 12 hours, error 36 hours", ["freshness"]),
    ],
}

SESSIONS = [ZIG, KWS, EMBEDDED, DBT]
