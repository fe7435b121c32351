"""h5 Claude Code sessions, part A: flight-controller firmware, tide ETL, recipe app, idle chat, Godot game."""

from __future__ import annotations

from datetime import datetime


def F(fid, text, ftype, speaker, key_terms, remember=False):
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms, "remember": remember}


def Opt(fid, text, key_terms):
    return {"id": fid, "text": text, "key_terms": key_terms}


def Q(q, answer, facts):
    return {"q": q, "answer": answer, "facts": facts}


CARGO_TEST = """   Compiling kestrel-fc v0.4.2 (/home/dev/kestrel-fc)
    Finished `release` profile [optimized + debuginfo] target(s) in 14.82s
     Running `probe-rs run --chip STM32H743ZITx target/thumbv7em-none-eabihf/release/kestrel-fc`
      Erasing ✔ [00:00:01] [###################################] 256.00 KiB/256.00 KiB @ 198.11 KiB/s
  Programming ✔ [00:00:03] [###################################] 88.00 KiB/88.00 KiB @ 26.40 KiB/s
      Finished in 4.731s
0.000000 INFO  kestrel-fc 0.4.2 boot, sysclk=480 MHz
0.000412 INFO  spi1 init: 10 MHz mode 3
0.001003 INFO  icm42688: WHO_AM_I=0x47 ok
0.002210 INFO  imu: odr set, dma armed
0.004001 WARN  imu: frame 0 all zeros (gx=0 gy=0 gz=0 ax=0 ay=0 az=0)
0.005002 WARN  imu: frame 1 all zeros (gx=0 gy=0 gz=0 ax=0 ay=0 az=0)
0.006003 WARN  imu: frame 2 all zeros (gx=0 gy=0 gz=0 ax=0 ay=0 az=0)
0.007010 ERROR imu: 3 consecutive empty frames, attitude estimator must not run, holding disarmed
0.007011 INFO  crsf: uart4 up at 420000 baud, link quality 100
0.010000 INFO  scheduler: loop 1000 Hz, default budget 1000 us
"""

MEMORY_X = """MEMORY
{
  FLASH    : ORIGIN = 0x08000000, LENGTH = 2M
  DTCM     : ORIGIN = 0x20000000, LENGTH = 128K
  AXISRAM  : ORIGIN = 0x24000000, LENGTH = 512K
  SRAM1    : ORIGIN = 0x30000000, LENGTH = 128K
  SRAM4    : ORIGIN = 0x38000000, LENGTH = 64K
}

REGION_ALIAS(RAM, DTCM);

SECTIONS
{
  .axisram (NOLOAD) : ALIGN(32)
  {
    *(.axisram .axisram.*);
    . = ALIGN(32);
  } > AXISRAM
}
"""

IMU_RS = """// src/drivers/imu.rs (excerpt)
use embassy_stm32::spi::Spi;

static mut RX_BUF: [u8; 15] = [0; 15];
static mut TX_BUF: [u8; 15] = [0x9F | 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

pub async fn read_frame(spi: &mut Spi<'static, Async>) -> Frame {
    unsafe { spi.transfer(&mut RX_BUF, &TX_BUF).await.unwrap(); }
    Frame::from_bytes(unsafe { &RX_BUF[1..] })
}
"""

NM_OUT = """20000040 b kestrel_fc::drivers::imu::RX_BUF
20000050 d kestrel_fc::drivers::imu::TX_BUF
20000060 b kestrel_fc::control::mixer::MOTOR_OUT
24000000 b kestrel_fc::radio::crsf::UART_RX_RING
"""

GOOD_RUN = """    Finished `release` profile [optimized + debuginfo] target(s) in 12.03s
     Running `probe-rs run --chip STM32H743ZITx --verify target/thumbv7em-none-eabihf/release/kestrel-fc`
      Erasing ✔ [00:00:01] [###################################] 256.00 KiB/256.00 KiB
  Programming ✔ [00:00:03] [###################################] 88.00 KiB/88.00 KiB
    Verifying ✔ [00:00:01] [###################################] 88.00 KiB/88.00 KiB
0.000000 INFO  kestrel-fc 0.4.2 boot, sysclk=480 MHz
0.000412 INFO  spi1 init: 10 MHz mode 3
0.001003 INFO  icm42688: WHO_AM_I=0x47 ok
0.002210 INFO  imu: odr=8000 Hz, dma armed
0.004001 INFO  imu: gx=0.02 gy=-0.01 gz=0.00 ax=0.01 ay=-0.02 az=1.00
0.005002 INFO  imu: gx=0.01 gy=-0.01 gz=0.01 ax=0.01 ay=-0.02 az=1.00
0.010000 INFO  scheduler: loop 1000 Hz, budget 1000 us, used 712 us (71%)
0.011000 INFO  estimator: running
"""

LOAD_8K = """0.500000 INFO  scheduler: loop 1000 Hz, budget 1000 us, used 941 us (94%)
0.501000 WARN  scheduler: overrun by 38 us in gyro_filter (dyn notch, 8 samples)
0.502000 WARN  scheduler: overrun by 44 us in gyro_filter (dyn notch, 8 samples)
0.503000 INFO  scheduler: loop 1000 Hz, budget 1000 us, used 1002 us (100%)
"""

LOAD_3K = """0.500000 INFO  imu: odr=3200 Hz
0.500100 INFO  scheduler: loop 1000 Hz, budget 1000 us, used 688 us (68%)
0.501000 INFO  scheduler: loop 1000 Hz, budget 1000 us, used 690 us (69%)
0.502000 INFO  gyro_filter: dyn notch 3 samples/loop, 201 us
"""

KESTREL = {
    "id": "h5-cc-kestrel-imu",
    "project": "/home/dev/kestrel-fc",
    "start": datetime(2026, 10, 6, 19, 12, 0),
    "about": "Rust flight-controller firmware: IMU reads zeros (DMA buffer in DTCM), gyro rate picked then changed, "
             "flash-verify rule mid-message, RTIC proposal rejected, lots of probe-rs output",
    "steps": [
        ("user", "evening! ok so the new board rev arrived and the IMU just gives me zeros. every frame. WHO_AM_I reads fine though. can you take a look"),
        ("assistant", "Evening! Sure. WHO_AM_I reading correctly means SPI wiring and mode are fine, so I'd suspect the burst read path rather than the bus itself. Let me build and flash to see the log."),
        ("tool", "Bash", {"command": "cargo run --release"}, CARGO_TEST),
        ("assistant", "Confirmed: the single-register read works (WHO_AM_I=0x47) but every DMA burst frame comes back all zeros. The single read goes through the blocking path; frames go through DMA. Let me look at the driver."),
        ("tool", "Read", {"file_path": "/home/dev/kestrel-fc/src/drivers/imu.rs"}, IMU_RS),
        ("tool", "Read", {"file_path": "/home/dev/kestrel-fc/memory.x"}, MEMORY_X),
        ("tool", "Bash", {"command": "arm-none-eabi-nm -C target/thumbv7em-none-eabihf/release/kestrel-fc | grep -E 'RX_BUF|TX_BUF|MOTOR_OUT|UART_RX_RING'"}, NM_OUT),
        ("assistant", "Found it. `RX_BUF` and `TX_BUF` sit at 0x2000_0040 / 0x2000_0050, which is DTCM, because `memory.x` aliases `RAM` to DTCM. On the H7 the DTCM is only reachable by the CPU and MDMA — the DMA1/DMA2 controllers that SPI1 uses can't see it at all, so the transfer completes \"successfully\" and the buffer never changes. The CRSF ring buffer works because someone already put it at 0x2400_0000 (AXI SRAM).\n\nThe fix I'd make: mark both IMU buffers with `#[link_section = \".axisram\"]` so they land in AXI SRAM, plus align them to 32 bytes for the D-cache maintenance. Want me to do that?"),
        ("user", "yes do it"),
        ("tool", "Edit", {"file_path": "/home/dev/kestrel-fc/src/drivers/imu.rs", "old_string": "static mut RX_BUF: [u8; 15] = [0; 15];", "new_string": "#[link_section = \".axisram\"]\nstatic mut RX_BUF: Aligned<A32, [u8; 15]> = Aligned([0; 15]);"}, "The file /home/dev/kestrel-fc/src/drivers/imu.rs has been updated."),
        ("tool", "Edit", {"file_path": "/home/dev/kestrel-fc/src/drivers/imu.rs", "old_string": "static mut TX_BUF: [u8; 15]", "new_string": "#[link_section = \".axisram\"]\nstatic mut TX_BUF: Aligned<A32, [u8; 15]>"}, "The file /home/dev/kestrel-fc/src/drivers/imu.rs has been updated."),
        ("assistant", "Both buffers now live in `.axisram`. While we're here: the ODR register is set to the chip default right now. What gyro output rate do you want? The ICM-42688 can do 32 kHz, but for a 1 kHz loop I'd suggest 8 kHz so the dynamic notch gets 8 samples per loop."),
        ("user", "8k sounds fine, go"),
        ("tool", "Edit", {"file_path": "/home/dev/kestrel-fc/src/drivers/imu.rs", "old_string": "const GYRO_ODR: Odr = Odr::Default;", "new_string": "const GYRO_ODR: Odr = Odr::Hz8000;"}, "The file /home/dev/kestrel-fc/src/drivers/imu.rs has been updated."),
        ("user", "and flash it, but with --verify. actually while I think of it — don't ever flash these boards without --verify, not you not me, we lost a board last month to a half-written bank and I only found out in the air. ok go"),
        ("assistant", "Understood — every flash goes through `probe-rs run --verify` from now on. I'll also add it to the runner line in `.cargo/config.toml` so `cargo run` can't skip it by accident."),
        ("tool", "Edit", {"file_path": "/home/dev/kestrel-fc/.cargo/config.toml", "old_string": "runner = \"probe-rs run --chip STM32H743ZITx\"", "new_string": "runner = \"probe-rs run --chip STM32H743ZITx --verify\""}, "The file /home/dev/kestrel-fc/.cargo/config.toml has been updated."),
        ("tool", "Bash", {"command": "cargo run --release"}, GOOD_RUN),
        ("assistant", "IMU frames are real now: az≈1.00 g at rest, gyro near zero, estimator running. Loop uses 712 µs of its 1000 µs budget at idle. Let me let it run with the motors spinning on the bench to see the filter load."),
        ("user", "props off, motors armed now"),
        ("tool", "Bash", {"command": "probe-rs attach --chip STM32H743ZITx target/thumbv7em-none-eabihf/release/kestrel-fc | grep scheduler | head -4"}, LOAD_8K),
        ("assistant", "With 8 kHz the dynamic notch processes 8 samples per loop and we hit 94–100% of the budget, with overruns of ~40 µs. Options:\n\n1. keep 8 kHz and move the notch to a lower-priority task (timing jitter on the filter),\n2. drop the ODR to 3.2 kHz (about 3 samples per loop),\n3. switch the whole scheduler to RTIC 2 with hardware-priority tasks so the filter preempts cleanly.\n\nI'd lean towards 3 long-term, honestly — RTIC's priority model fits this well."),
        ("user", "no RTIC, not now, we're not rewriting the scheduler two weeks before the field test. go down to 3200. the extra samples don't buy us anything with our prop sizes anyway"),
        ("tool", "Edit", {"file_path": "/home/dev/kestrel-fc/src/drivers/imu.rs", "old_string": "const GYRO_ODR: Odr = Odr::Hz8000;", "new_string": "const GYRO_ODR: Odr = Odr::Hz3200;"}, "The file /home/dev/kestrel-fc/src/drivers/imu.rs has been updated."),
        ("tool", "Bash", {"command": "cargo run --release && probe-rs attach --chip STM32H743ZITx target/thumbv7em-none-eabihf/release/kestrel-fc | grep -E 'scheduler|odr|gyro_filter' | head -4"}, LOAD_3K),
        ("assistant", "Gyro ODR is now 3200 Hz; loop usage dropped to about 68–69% with the motors running and no overruns. The notch handles 3 samples per loop in ~200 µs."),
        ("user", "nice. what baud is the crsf on again? the receiver guy asked"),
        ("assistant", "The log says UART4 at 420000 baud, which is the standard CRSF rate for ELRS/Crossfire receivers. It's set in `src/radio/crsf.rs`; nothing changed there today."),
        ("user", "ok thx. rename `read_frame` to `read_burst` btw, frame is confusing with the crsf frames"),
        ("tool", "Bash", {"command": "grep -rl 'read_frame' src | xargs sed -i 's/read_frame/read_burst/g' && cargo build --release 2>&1 | tail -2"}, "   Compiling kestrel-fc v0.4.2 (/home/dev/kestrel-fc)\n    Finished `release` profile [optimized + debuginfo] target(s) in 13.40s"),
        ("assistant", "Renamed in 3 files; it builds clean."),
        ("user", "perfect, thats it for tonight. thanks!"),
        ("assistant", "Always happy to help — good luck with the field test prep. Summary of tonight: IMU DMA buffers moved from DTCM to AXI SRAM, gyro ODR 3200 Hz, `--verify` in the cargo runner, `read_frame` → `read_burst`."),
    ],
    "facts": [
        F("imu-dtcm", "The IMU read all zeros because its SPI DMA buffers were in DTCM, which DMA1/DMA2 cannot reach on the STM32H7; fixed by placing them in AXI SRAM with #[link_section = \".axisram\"].",
          "bugfix", "assistant", ["DTCM", ["axisram", "AXI SRAM"]]),
        F("flash-verify", "Never flash the boards without --verify (a board was lost to a half-written bank); the cargo runner now passes --verify to probe-rs.",
          "rule", "user", ["verify", "flash"], remember=True),
        F("gyro-odr", "Gyro output rate is 3200 Hz: 8 kHz overran the 1 kHz loop budget in the dynamic notch, and more samples bring nothing with these props.",
          "decision", "user", ["3200", ["gyro", "ODR"]]),
        F("no-rtic", "Moving the scheduler to RTIC 2 was rejected for now: no scheduler rewrite before the field test.",
          "decision", "user", ["RTIC"]),
        F("crsf-baud", "The CRSF receiver runs on UART4 at 420000 baud.", "config", "assistant", ["CRSF", "420000"]),
    ],
    "optional": [
        Opt("loop-rate", "The control loop runs at 1000 Hz with a 1000 us budget.", ["1000 Hz"]),
        Opt("chip", "The board is an STM32H743ZITx flashed with probe-rs.", ["STM32H743ZITx"]),
        Opt("rename", "read_frame was renamed to read_burst.", ["read_burst"]),
    ],
    "questions": [
        Q("Why did the IMU return only zeros on the new board?", "DMA buffers in DTCM, unreachable by DMA; moved to AXI SRAM .axisram", ["imu-dtcm"]),
        Q("What gyro output rate does the firmware use?", "3200 Hz", ["gyro-odr"]),
        Q("Which flag must every flash use?", "--verify", ["flash-verify"]),
        Q("What baud rate does CRSF use?", "420000", ["crsf-baud"]),
    ],
}

PAGES_LOG = """2026-10-08 09:14:02 INFO  fetch station=8443970 offset=0    rows=500
2026-10-08 09:14:03 INFO  fetch station=8443970 offset=500  rows=500
2026-10-08 09:14:05 INFO  fetch station=8443970 offset=1000 rows=500
2026-10-08 09:14:06 INFO  fetch station=8443970 offset=1500 rows=212
2026-10-08 09:14:06 INFO  wrote 1712 rows -> staging/8443970.parquet
2026-10-08 09:14:07 INFO  dedupe check: 1712 rows, 1491 unique (station_id, observed_at)
2026-10-08 09:14:07 WARN  221 duplicate readings, must be resolved before publish
"""

DUCK_Q = """┌────────────┬─────────────────────┬───────┐
│ station_id │     observed_at     │ n     │
├────────────┼─────────────────────┼───────┤
│ 8443970    │ 2026-10-01 06:00:00 │ 2     │
│ 8443970    │ 2026-10-01 06:06:00 │ 2     │
│ 8443970    │ 2026-10-01 06:12:00 │ 2     │
│ 8443970    │ 2026-10-01 06:18:00 │ 2     │
│ ...        │ ...                 │ ...   │
│ 8443970    │ 2026-10-03 11:54:00 │ 2     │
└────────────┴─────────────────────┴───────┘
221 rows (8 shown)
first dup index per page: 497, 997, 1497 (offset page boundaries)
"""

PYTEST_TIDE = """============================= test session starts ==============================
platform linux -- Python 3.12.6, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/dev/tidewatch-etl
configfile: pyproject.toml
collected 23 items

tests/test_fetch.py ........                                             [ 34%]
tests/test_transform.py .........                                        [ 73%]
tests/test_write.py ......                                               [100%]

============================== 23 passed in 3.91s ==============================
"""

TIDE = {
    "id": "h5-cc-tide-dupes",
    "project": "/home/dev/tidewatch-etl",
    "start": datetime(2026, 10, 8, 9, 10, 0),
    "about": "tide-gauge ETL: duplicate readings from offset paging (fixed with cursor), storage layout chosen from three "
             "options, rate-limit remember buried in a chatty lowercase message",
    "steps": [
        ("user", "morning :) the nightly tide job flagged duplicates again, can you figure out why? the log is in logs/nightly.log"),
        ("tool", "Bash", {"command": "tail -n 7 logs/nightly.log"}, PAGES_LOG),
        ("tool", "Bash", {"command": "duckdb -c \"select station_id, observed_at, count(*) n from 'staging/8443970.parquet' group by all having n > 1 order by 2\""}, DUCK_Q),
        ("assistant", "Good morning! The duplicates line up exactly with page boundaries: the first duplicate in each page sits a few rows before offsets 500, 1000 and 1500. The upstream API sorts by `observed_at` but new readings keep arriving while we page, so with `offset` paging each page shifts and we re-read the tail of the previous one. So this isn't a bug in our transform at all — offset paging over a live, growing table is the root cause.\n\nThe API also supports a cursor parameter, `after=<observed_at>`, which is stable under inserts. I'll switch the fetcher to cursor paging and keep the dedupe check as a guard."),
        ("user", "sounds right, go for it"),
        ("tool", "Edit", {"file_path": "/home/dev/tidewatch-etl/tidewatch/fetch.py", "old_string": "params = {\"offset\": offset, \"limit\": 500}", "new_string": "params = {\"after\": cursor, \"limit\": 500}"}, "The file /home/dev/tidewatch-etl/tidewatch/fetch.py has been updated."),
        ("tool", "Bash", {"command": "pytest -q"}, PYTEST_TIDE),
        ("assistant", "Fetcher now pages with the `after` cursor; all 23 tests pass. I added a test that inserts rows between pages in the fake API and checks no duplicates come out."),
        ("user", "awesome thank u. ok next thing, where do we actually keep the cleaned data long term. right now its just random parquet files in staging/ lol"),
        ("assistant", "Three sensible options here:\n\n- **one DuckDB file** (`tides.duckdb`): easy SQL, but a single writer and a big binary blob to sync;\n- **Parquet partitioned by station and month** (`clean/station=…/month=2026-10/…`): append-only, cheap, readable from anything;\n- **Postgres**: we'd have to run and back up a server for what's basically append-only time series.\n\nI'd pick partitioned Parquet, but it depends on who reads it."),
        ("user", "parquet by station + month it is, the analysts read it straight from notebooks with polars so that's the easiest for them. postgres is overkill. oh and fyi for later: the noaa-mirror endpont rate limits us at 60 requests a minute, so dont lower the sleep between calls under 1.1 seconds or we get 429s for an hour. ok can you set up the partitioned write"),
        ("tool", "Write", {"file_path": "/home/dev/tidewatch-etl/tidewatch/write.py", "content": "def write_clean(df, root='clean'):\n    df.write_parquet(root, partition_by=['station_id', 'month'])\n"}, "File created successfully at: /home/dev/tidewatch-etl/tidewatch/write.py"),
        ("tool", "Bash", {"command": "python -m tidewatch.nightly --station 8443970 --dry-run && find clean -name '*.parquet' | head"}, "dry-run: 1491 rows, 0 duplicates\nclean/station_id=8443970/month=2026-09/00000000.parquet\nclean/station_id=8443970/month=2026-10/00000000.parquet"),
        ("assistant", "Done: cleaned data goes to `clean/station_id=<id>/month=<YYYY-MM>/`, and the dry run shows 0 duplicates. I left `REQUEST_SLEEP = 1.1` in `fetch.py` untouched and put a comment on it pointing at the 60 req/min limit so nobody trims it."),
        ("user", "perfect, thats all for now"),
        ("assistant", "Great — have a good day!"),
    ],
    "facts": [
        F("offset-dupes", "Duplicate tide readings came from offset paging over a growing upstream table; the fetcher now pages with the after= cursor.",
          "bugfix", "assistant", [["offset", "offset paging"], "cursor"]),
        F("parquet-layout", "Cleaned data is stored as Parquet partitioned by station and month, because analysts read it from notebooks with polars; a DuckDB file and Postgres were rejected.",
          "decision", "user", ["Parquet", "month"]),
        F("rate-limit", "The noaa-mirror endpoint allows 60 requests a minute: keep the sleep between calls at 1.1 seconds or more, or it returns 429s for an hour.",
          "rule", "user", ["60", ["1.1", "rate limit"]], remember=True),
    ],
    "optional": [
        Opt("no-postgres", "Postgres was rejected for the cleaned tide data as overkill for append-only series.", ["Postgres"]),
        Opt("clean-path", "Partitions live under clean/station_id=<id>/month=<YYYY-MM>/.", ["clean/"]),
        Opt("page-size", "The fetcher asks for 500 rows per page.", ["500"]),
    ],
    "questions": [
        Q("Why were there duplicate readings in the nightly job?", "offset paging over a growing table; switched to after cursor", ["offset-dupes"]),
        Q("How is the cleaned tide data stored?", "Parquet partitioned by station and month", ["parquet-layout"]),
        Q("How fast may we call the noaa-mirror endpoint?", "60 requests a minute, sleep 1.1 seconds", ["rate-limit"]),
    ],
}

FLUTTER_OUT = """Resolving dependencies...
+ flutter_riverpod 2.5.1
+ riverpod 2.5.1
  flutter_lints 4.0.0 (5.0.0 available)
Changed 2 dependencies!
"""

RECIPE = {
    "id": "h5-cc-recipe-state",
    "project": "/home/dev/pantry-mobile",
    "start": datetime(2026, 10, 13, 14, 2, 0),
    "about": "Flutter recipe app, terse: picks Riverpod, sets minSdk, l10n standing rule; short",
    "steps": [
        ("user", "state mgmt. bloc, provider or riverpod. pick one, short reason"),
        ("assistant", "Riverpod. Providers are compile-safe and testable without a widget tree, no `BuildContext` lookups, and less boilerplate than Bloc's event/state classes. Provider is effectively superseded by Riverpod from the same author."),
        ("user", "riverpod then. add it. also camera plugin needs min sdk bump"),
        ("tool", "Bash", {"command": "flutter pub add flutter_riverpod"}, FLUTTER_OUT),
        ("tool", "Edit", {"file_path": "/home/dev/pantry-mobile/android/app/build.gradle", "old_string": "minSdk = flutter.minSdkVersion", "new_string": "minSdk = 24"}, "The file /home/dev/pantry-mobile/android/app/build.gradle has been updated."),
        ("assistant", "Added `flutter_riverpod` 2.5.1 and set Android `minSdk = 24` (the camera plugin needs API 24+). Want me to migrate the two `ChangeNotifier`s in `lib/cart/` to providers now too?"),
        ("user", "later. going forward, every user-facing string goes through the l10n arb files, no hardcoded text in widgets. the german translator starts next month"),
        ("assistant", "Got it: all user-facing text via `lib/l10n/app_en.arb` and `AppLocalizations`, none hardcoded in widgets. There are 14 hardcoded strings in `lib/recipes/` right now; I'll leave them unless you want me to move them."),
        ("user", "leave them. thx"),
    ],
    "facts": [
        F("riverpod", "State management uses Riverpod (not Bloc or Provider): compile-safe providers, testable without a widget tree, less boilerplate.",
          "decision", "assistant", ["Riverpod"]),
        F("min-sdk", "Android minSdk is 24 because the camera plugin needs API 24.", "config", "assistant", ["minSdk", "24"]),
        F("l10n-rule", "Every user-facing string goes through the l10n arb files; no hardcoded text in widgets (a German translator starts soon).",
          "rule", "user", ["arb", ["hardcoded", "hard-coded"]], remember=True),
    ],
    "optional": [
        Opt("riverpod-version", "flutter_riverpod is at 2.5.1.", ["2.5.1"]),
    ],
    "questions": [
        Q("Which state management library does the app use?", "Riverpod", ["riverpod"]),
        Q("What is the Android minSdk?", "24", ["min-sdk"]),
        Q("Where do user-facing strings go?", "l10n arb files, not hardcoded", ["l10n-rule"]),
    ],
}

GITLOG = """* 3f9c2e1 (HEAD -> main, origin/main) Merge pull request #88 from feat/search-bar
|\\
| * a81d0b7 search bar: debounce 300ms
| * 5c2e9fa search bar: initial
|/
* 77e1c3a bump deps
* 1d0e4b2 Merge pull request #85 from fix/login-redirect
|\\
| * e0b7f3c always redirect to /home after login
|/
* 9a3b8d1 release 1.8.0
"""

IDLE = {
    "id": "h5-cc-git-graph-chat",
    "project": "/home/dev/pantry-mobile",
    "start": datetime(2026, 10, 20, 17, 45, 0),
    "about": "nothing durable: user asks how to read a git log graph and what a regex does, then signs off; tool output "
             "holds 'always' and versions that are not decisions",
    "steps": [
        ("user", "hey, quick dumb question — what are all these pipes and slashes in git log --graph"),
        ("tool", "Bash", {"command": "git log --graph --oneline -n 9"}, GITLOG),
        ("assistant", "Not dumb at all! Each `*` is a commit. The `|` lines are branches running in parallel, `|\\` is where a merge commit's second parent branches off, and `|/` is where that side branch started. So #88 was a branch with two commits (`5c2e9fa`, `a81d0b7`) merged into main at `3f9c2e1`."),
        ("user", "ahh ok that makes sense. and this regex someone left in the search code: ^\\s*(\\w+)(?:\\s+(\\w+))?\\s*$"),
        ("assistant", "It matches a line with one or two words and optional surrounding whitespace: group 1 is the first word, group 2 (optional) the second. `(?:...)` is a non-capturing group, so the space before the second word isn't captured. \"  salt \" matches with group 2 empty; \"salt and pepper\" doesn't match (three words)."),
        ("user", "cool. never mind the rest, I'll look at it tomorrow. thanks!"),
        ("assistant", "You're welcome — have a nice evening!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

GODOT_ERR = """Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org
Vulkan 1.3.277 - Forward+ - Using Device #0: NVIDIA - NVIDIA GeForce RTX 3060

[mossgrave] level_03 loaded: 41 rooms, 112 doors, 37 enemies
[ai] skeleton_07 path blocked at door (14, 22) for 5.0 s, giving up
[ai] skeleton_11 path blocked at door (14, 22) for 5.0 s, giving up
[ai] ghoul_02 path blocked at door (31, 8) for 5.0 s, giving up
[ai] rat_04 reached player
W 0:00:12:381   NavigationAgent2D: target_position unreachable, nav map region default
   <C++ Source>  scene/2d/navigation_agent_2d.cpp:612 @ _update_navigation()
"""

ENEMY_TSCN = """[node name="Skeleton" type="CharacterBody2D"]
script = ExtResource("1_enemy")

[node name="NavigationAgent2D" type="NavigationAgent2D" parent="."]
path_desired_distance = 4.0
target_desired_distance = 8.0
radius = 16.0
avoidance_enabled = true

[node name="CollisionShape2D" type="CollisionShape2D" parent="."]
shape = SubResource("CircleShape2D_k2m1")   ; radius 9.0
"""

NAVPOLY = """[sub_resource type="NavigationPolygon" id="NavigationPolygon_r7"]
agent_radius = 16.0
cell_size = 1.0
parsed_geometry_type = 1
source_geometry_mode = 0
"""

GUT_OUT = """--- Gut ---
res://test/unit/test_ai_paths.gd
  * test_skeleton_passes_narrow_door          [PASSED]
  * test_ghoul_passes_narrow_door             [PASSED]
  * test_rat_reaches_player                   [PASSED]
  * test_boss_blocked_by_narrow_door          [PASSED]
res://test/unit/test_inventory.gd
  * test_stack_limit_default_99               [PASSED]
  * test_must_drop_on_full                    [PASSED]
Totals
  Scripts: 2   Tests: 6   Passing: 6   Asserts: 19
  Time: 1.208s
---- All tests passed! ----
"""

SAVE_LS = """-rw-r--r-- 1 dev dev  1284 Oct 22 21:10 scripts/save/save_manager.gd
-rw-r--r-- 1 dev dev   412 Oct 22 21:10 scripts/save/save_slot.gd
-rw-r--r-- 1 dev dev  2203 Oct 22 21:10 scripts/save/savegame.tres
-rw-r--r-- 1 dev dev   980 Oct 22 21:10 scripts/save/player_state.gd
"""

MOSS = {
    "id": "h5-cc-mossgrave-doors",
    "project": "/home/dev/mossgrave",
    "start": datetime(2026, 10, 22, 20, 30, 0),
    "about": "Godot roguelike, non-native English: enemies stuck in doors (nav agent radius), save format picked for "
             "mod safety, tile size changed mid-session, engine-version remember, C# proposal rejected; long",
    "steps": [
        ("user", "Hello! I have problem in my game, the enemies they stay stuck in the doors and not come to player. Only rats arrive. Can you look please?"),
        ("assistant", "Hello! Of course. Let me run the level with the debug log and see what the AI reports."),
        ("tool", "Bash", {"command": "godot --headless --path . res://levels/level_03.tscn --quit-after 800 2>&1 | tail -n 12"}, GODOT_ERR),
        ("assistant", "Skeletons and ghouls give up at doors, rats get through. Rats are small, so this smells like a size problem. Let me check the enemy scene and the navigation polygon."),
        ("tool", "Read", {"file_path": "/home/dev/mossgrave/enemies/skeleton.tscn"}, ENEMY_TSCN),
        ("tool", "Bash", {"command": "grep -A4 'NavigationPolygon' levels/level_03.tscn"}, NAVPOLY),
        ("assistant", "Here's the cause. The navigation polygon is baked with `agent_radius = 16.0`, which shrinks every walkable area by 16 px from the walls. Your doors are 32 px wide (two tiles of 16), so after shrinking from both sides nothing is left — the door is closed for the navigation mesh. Rats have their own nav layer baked with radius 6, that's why they pass.\n\nThe collision circle of a skeleton is only 9 px, so 16 is much more than needed. I propose to set `agent_radius = 10` on the nav polygon and `radius = 10` on the NavigationAgent2D of the normal enemies, then rebake. The boss (radius 20) will still not fit through single doors, which I think is what you want?"),
        ("user", "Yes boss must stay in his room. Please do it."),
        ("tool", "Bash", {"command": "sed -i 's/^agent_radius = 16.0/agent_radius = 10.0/' levels/*.tscn && sed -i 's/^radius = 16.0/radius = 10.0/' enemies/skeleton.tscn enemies/ghoul.tscn && godot --headless --path . --script tools/rebake_nav.gd"}, "rebaked level_01.tscn (agent_radius 10.0)\nrebaked level_02.tscn (agent_radius 10.0)\nrebaked level_03.tscn (agent_radius 10.0)\nrebaked level_04.tscn (agent_radius 10.0)"),
        ("tool", "Bash", {"command": "godot --headless --path . -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit"}, GUT_OUT),
        ("assistant", "Nav polygons rebaked with agent radius 10, skeleton and ghoul agents set to radius 10. I added tests: skeletons and ghouls pass a narrow door, the boss is still blocked. All 6 tests pass."),
        ("user", "Super!! Thank you very much. Now other thing. Pathfinding is slow when 40 enemies, I see frame drop to 45 fps in level 4."),
        ("assistant", "A few ideas:\n\n- Rewrite the AI path code in C# — C# is faster for heavy loops in Godot 4 and you could keep GDScript for the rest.\n- Don't recompute paths every frame: only when the player moved more than a tile, and stagger enemies over frames.\n- Turn off `avoidance_enabled` for enemies that are far from the player.\n\nI would honestly start with C# for the AI module, it's the biggest win long-term."),
        ("user", "No C#, I want only one language in project, is more simple for my friend who does the levels. Do the second one, the stagger."),
        ("tool", "Edit", {"file_path": "/home/dev/mossgrave/scripts/ai/chaser.gd", "old_string": "func _physics_process(delta):\n\tagent.target_position = player.global_position", "new_string": "func _physics_process(delta):\n\tif (Engine.get_physics_frames() + stagger_slot) % 6 == 0 and player.global_position.distance_to(last_target) > TILE:\n\t\tlast_target = player.global_position\n\t\tagent.target_position = last_target"}, "The file /home/dev/mossgrave/scripts/ai/chaser.gd has been updated."),
        ("tool", "Bash", {"command": "godot --path . res://levels/level_04.tscn --benchmark 2>&1 | grep -E 'fps|frame'"}, "avg fps 59.8, min fps 57, frame time p99 17.9 ms (60 s run, 40 enemies)"),
        ("assistant", "Paths now refresh every 6 physics frames per enemy (staggered by slot) and only when the player moved more than a tile. Level 4 holds ~60 fps with 40 enemies, p99 frame time 17.9 ms."),
        ("user", "Very good. Now the tiles. The tile size is 16 px now. Make the TileSet and the TILE const all consistent with 16 please, some places use 32 by mistake."),
        ("tool", "Bash", {"command": "grep -rn 'TILE\\s*=\\|tile_size' --include=*.gd --include=*.tres . | head"}, "./scripts/globals.gd:3:const TILE = 16\n./scripts/ai/chaser.gd:4:const TILE = 32\n./tilesets/dungeon.tres:5:tile_size = Vector2i(16, 16)\n./tilesets/props.tres:5:tile_size = Vector2i(32, 32)"),
        ("assistant", "Two places are off: `chaser.gd` has its own `TILE = 32`, and `props.tres` uses 32×32. Shall I make `chaser.gd` use `Globals.TILE` and convert `props.tres` to 16?"),
        ("user", "Wait. I just get message from Lena, the artist — she delivers the new tiles in 24 px, not 16. So we go 24 everywhere. Sorry for changing."),
        ("tool", "Bash", {"command": "sed -i 's/const TILE = 16/const TILE = 24/' scripts/globals.gd && sed -i '/const TILE = 32/d' scripts/ai/chaser.gd && sed -i 's/Vector2i(16, 16)/Vector2i(24, 24)/; s/Vector2i(32, 32)/Vector2i(24, 24)/' tilesets/*.tres && grep -rn 'TILE\\s*=\\|tile_size' --include=*.gd --include=*.tres ."}, "./scripts/globals.gd:3:const TILE = 24\n./tilesets/dungeon.tres:5:tile_size = Vector2i(24, 24)\n./tilesets/props.tres:5:tile_size = Vector2i(24, 24)"),
        ("assistant", "No problem. Tile size is now 24 px everywhere: `Globals.TILE = 24`, both tilesets 24×24, and `chaser.gd` uses the global constant. Note the doors become 48 px wide with 24 px tiles, so the radius-10 nav agents have plenty of room — and the boss (20) would now fit through. Do you want the boss radius raised to 25 so he stays in his room?"),
        ("user", "Yes, 25 for boss."),
        ("tool", "Edit", {"file_path": "/home/dev/mossgrave/enemies/boss.tscn", "old_string": "radius = 20.0", "new_string": "radius = 25.0"}, "The file /home/dev/mossgrave/enemies/boss.tscn has been updated."),
        ("user", "Last thing today: the save system. Now it use a .tres Resource, my friend says this is not good for mods?"),
        ("tool", "Bash", {"command": "ls -l scripts/save/"}, SAVE_LS),
        ("assistant", "Your friend is right. `ResourceLoader.load()` on a `.tres` file can instantiate any script referenced inside it, so a save file shared by another player (or a mod) can run arbitrary code when loaded. Options:\n\n1. **JSON** via `JSON.stringify` / `JSON.parse_string` — plain data, human-readable, no code execution.\n2. **`FileAccess.store_var`** binary with `allow_objects = false` — safe, compact, but not readable.\n3. Keep `.tres` and validate — fragile.\n\nFor a moddable game I'd go with JSON: safe by construction and modders can read it."),
        ("user", "Ok JSON. Please change it. And keep in mind: we stay on Godot 4.3, no upgrade to 4.4 until the demo is out on itch, my friend's laptop plugin works only on 4.3."),
        ("tool", "Write", {"file_path": "/home/dev/mossgrave/scripts/save/save_manager.gd", "content": "extends Node\nconst SAVE_PATH = \"user://save_%d.json\"\n\nfunc save_slot(i: int, state: Dictionary) -> void:\n\tvar f = FileAccess.open(SAVE_PATH % i, FileAccess.WRITE)\n\tf.store_string(JSON.stringify(state, \"\\t\"))\n\nfunc load_slot(i: int) -> Dictionary:\n\tvar f = FileAccess.open(SAVE_PATH % i, FileAccess.READ)\n\tif f == null:\n\t\treturn {}\n\treturn JSON.parse_string(f.get_as_text())\n"}, "File created successfully at: /home/dev/mossgrave/scripts/save/save_manager.gd"),
        ("tool", "Bash", {"command": "git rm -q scripts/save/savegame.tres && godot --headless --path . -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit | tail -3"}, "  Scripts: 3   Tests: 8   Passing: 8   Asserts: 27\n  Time: 1.377s\n---- All tests passed! ----"),
        ("assistant", "Saves are now JSON files at `user://save_<slot>.json`, the `.tres` save is removed, and 8/8 tests pass. Noted about the engine: the project stays on Godot 4.3 until the itch demo is out, I won't touch `config/features` or suggest 4.4 APIs."),
        ("user", "Perfect. Thank you, good night!"),
        ("assistant", "Good night, and good luck with the demo!"),
    ],
    "facts": [
        F("nav-radius", "Enemies got stuck in doors because the navigation polygon was baked with agent_radius 16, closing 32 px doors; fixed with agent radius 10 on the nav polygons and the skeleton/ghoul agents.",
          "bugfix", "assistant", ["agent_radius", "10"]),
        F("tile-24", "Tile size is 24 px everywhere (Globals.TILE and both tilesets), because the artist delivers 24 px tiles.",
          "decision", "user", ["24", "tile"]),
        F("save-json", "Save files are JSON, not .tres resources: loading a resource can run embedded scripts, unsafe for mods.",
          "decision", "assistant", ["JSON", "save"]),
        F("godot-43", "The project stays on Godot 4.3 and must not upgrade to 4.4 until the itch demo is out (a plugin only works on 4.3).",
          "rule", "user", ["4.3", "4.4"], remember=True),
        F("no-csharp", "No C# in the project: one language (GDScript) only, simpler for the level designer.",
          "decision", "user", ["C#", "one language"]),
    ],
    "optional": [
        Opt("path-stagger", "Enemy paths refresh every 6 physics frames, staggered, only when the player moved more than a tile.", ["6", "stagger"]),
        Opt("boss-radius", "The boss nav radius is 25 so it stays in its room.", ["boss", "25"]),
    ],
    "questions": [
        Q("Why did enemies get stuck in doorways?", "nav polygon agent_radius 16 closed the doors; set to 10", ["nav-radius"]),
        Q("What tile size does the game use?", "24 px", ["tile-24"]),
        Q("What format are save files?", "JSON, not .tres", ["save-json"]),
        Q("Can we upgrade to Godot 4.4?", "no, stay on 4.3 until the demo is out", ["godot-43"]),
    ],
}

SESSIONS = [KESTREL, TIDE, RECIPE, IDLE, MOSS]
