"""h5 Codex sessions, part A: bird-song classifier, parking API, idle stack-trace chat, ESP32 weather station."""

from __future__ import annotations

from datetime import datetime

from _data_claude_a import F, Opt, Q


def sh(cmd, out, workdir):
    return ("tool", "shell", {"command": ["bash", "-lc", cmd], "workdir": workdir, "timeout_ms": 120000}, out)


def patch(path, old, new, workdir):
    body = f"*** Begin Patch\n*** Update File: {path}\n@@\n-{old}\n+{new}\n*** End Patch\n"
    return ("tool", "shell", {"command": ["apply_patch", body], "workdir": workdir}, f"Success. Updated the following files:\nM {path}\n")


C = "/home/dev/chirpnet"

TRAIN_1 = """epoch  train_loss  val_loss  val_acc  val_macro_f1  lr
    1      2.8812    1.9920   0.4410        0.3120  3.0e-04
    2      1.6034    1.1208   0.6892        0.6011  3.0e-04
    3      0.9121    0.4833   0.8871        0.8512  3.0e-04
    4      0.5402    0.1519   0.9640        0.9533  3.0e-04
    5      0.3318    0.0702   0.9812        0.9790  3.0e-04
[warn] val_acc 0.98 after 5 epochs on 212 classes; this must be checked before reporting
test (xeno-holdout-2026): acc 0.6120  macro_f1 0.5488
"""

SPLIT_CHECK = """clips: 48211  recordings: 6310  classes: 212
train clips: 38569  val clips: 9642
recordings present in both train and val: 4877 (77.3%)
example: recording_id=XC-118204 -> 14 train clips, 5 val clips
"""

TRAIN_2 = """epoch  train_loss  val_loss  val_acc  val_macro_f1  lr
    1      2.9020    2.6114   0.3301        0.2214  3.0e-04
    5      1.1023    1.5120   0.6012        0.5308  3.0e-04
   10      0.6631    1.3318   0.6480        0.5820  3.0e-04
   15      0.4102    1.3901   0.6411        0.5792  3.0e-04
test (xeno-holdout-2026): acc 0.6388  macro_f1 0.5712
"""

TRAIN_3 = """epoch  train_loss  val_loss  val_acc  val_macro_f1  lr
    1      3.0114    2.5012   0.3512        0.2440  4.0e-05
    5      1.2210    1.3120   0.6530        0.5801  1.0e-03
   10      0.7421    1.1418   0.7012        0.6390  6.1e-04
   15      0.4933    1.0902   0.7188        0.6604  1.2e-04
   20      0.4011    1.0811   0.7231        0.6650  4.0e-09
test (xeno-holdout-2026): acc 0.7154  macro_f1 0.6571
"""

NVSMI = """+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 550.120                Driver Version: 550.120        CUDA Version: 12.4     |
|-----------------------------------------+------------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |
|   0  NVIDIA GeForce RTX 3070        Off |   00000000:01:00.0 Off |                  N/A |
| 38%   61C    P2            182W /  220W |    7411MiB /   8192MiB |     97%      Default |
+-----------------------------------------+------------------------+----------------------+
| Processes:                                                                              |
|  GPU   GI   CI        PID   Type   Process name                              GPU Memory |
|    0   N/A  N/A     21877      C   python train.py --config cfg/effb0.yaml       7398MiB |
+-----------------------------------------------------------------------------------------+
"""

CHIRP = {
    "id": "h5-cx-chirpnet-leak",
    "project": C,
    "start": datetime(2026, 10, 9, 13, 0, 0),
    "about": "bird-song classifier (PyTorch): 98% val acc from recording-level leakage, backbone picked for an 8 GB card, "
             "lr schedule changed mid-session, shared-GPU worker limit remembered with typos; long",
    "steps": [
        ("user", "yo. trained the efficientnet baseline overnight, 98% val acc on 212 species?? feels too good. test set says 61%. whats going on"),
        sh("tail -n 8 runs/effb0-0908/metrics.txt", TRAIN_1, C),
        ("assistant", "Yeah, 98% val vs 61% on the held-out test is a big red flag: val is not independent of train. My first suspect is how clips are split. Each recording is cut into 5 s clips; if the split is per clip, clips from the same recording end up on both sides and the model just learns the recording (mic, background, individual bird)."),
        sh("python tools/check_split.py --config cfg/effb0.yaml", SPLIT_CHECK, C),
        ("assistant", "Confirmed: 77% of recordings have clips in both train and val — e.g. `XC-118204` has 14 train clips and 5 val clips. That's data leakage through the per-clip random split in `data/split.py`. Fix: split by `recording_id` (GroupShuffleSplit with groups = recording_id), so every recording is entirely in train or entirely in val."),
        ("user", "ugh. yes fix it"),
        patch("data/split.py", "train_idx, val_idx = train_test_split(np.arange(len(clips)), test_size=0.2, stratify=labels, random_state=seed)", "gss = GroupShuffleSplit(n_splits=1, test_size=0.2, random_state=seed)\n+train_idx, val_idx = next(gss.split(clips, labels, groups=clips.recording_id))", C),
        sh("python tools/check_split.py --config cfg/effb0.yaml", "clips: 48211  recordings: 6310  classes: 212\ntrain clips: 38402  val clips: 9809\nrecordings present in both train and val: 0 (0.0%)", C),
        ("assistant", "Split is now grouped by `recording_id`: 0 recordings shared between train and val. Retraining for 15 epochs to get an honest baseline."),
        sh("python train.py --config cfg/effb0.yaml --epochs 15 | tail -n 6", TRAIN_2, C),
        ("assistant", "Honest numbers now: val acc 0.648 and test 0.639 track each other, which is what we want. Val loss bottoms out around epoch 10 and creeps up after, so we're overfitting with a constant lr of 3e-4."),
        ("user", "ok. before tuning — was effnet-b0 even the right call? someone on the forum says AST is sota for birds"),
        ("assistant", "Quick comparison for your setup (one 8 GB card, 32 kHz clips):\n\n- **EfficientNet-B0** (ImageNet-pretrained, on mel spectrograms): 5.3M params, batch 64 fits in ~7.4 GB with AMP, ~9 min/epoch.\n- **ResNet18**: similar speed, usually 2–4 points worse on bird audio in published baselines.\n- **AST** (Audio Spectrogram Transformer): strongest on paper, but 87M params; on 8 GB we'd be at batch 8 with gradient accumulation, ~70 min/epoch.\n\nOn this hardware I'd stay with EfficientNet-B0."),
        ("user", "stay with b0 then, AST at 70min/epoch is a no. what are the spectrogram settings rn"),
        sh("cat cfg/effb0.yaml", "model: efficientnet_b0\npretrained: imagenet\naudio:\n  sample_rate: 32000\n  clip_seconds: 5\n  n_mels: 128\n  n_fft: 1024\n  hop_length: 320\n  fmin: 50\n  fmax: 14000\ntrain:\n  batch_size: 64\n  lr: 3.0e-4\n  scheduler: none\n  epochs: 15\n  num_workers: 12\n  amp: true\n", C),
        ("assistant", "Audio is resampled to 32 kHz, 5 s clips, 128 mel bins (n_fft 1024, hop 320, 50–14000 Hz). These are standard for bird calls. Training uses batch 64, lr 3e-4, no scheduler, AMP on, and `num_workers: 12`."),
        ("user", "12 workers?? pls remeber the gpu box is shared w/ the acoustics group, never more than 4 dataloader workers (num_workers) on it or their jobs starve. set it to 4"),
        patch("cfg/effb0.yaml", "  num_workers: 12", "  num_workers: 4", C),
        ("assistant", "Set `num_workers: 4`, and I'll keep any config I write at 4 or fewer on that box. For the overfitting: I'd try cosine decay from 3e-4 with a short warmup. Want that?"),
        ("user", "try it"),
        patch("cfg/effb0.yaml", "  scheduler: none", "  scheduler: cosine\n+  warmup_epochs: 1", C),
        sh("python train.py --config cfg/effb0.yaml --epochs 20 | tail -n 3", "   20      0.4388    1.1902   0.6902        0.6211  0.0e+00\ntest (xeno-holdout-2026): acc 0.6811  macro_f1 0.6104", C),
        ("assistant", "Cosine from 3e-4 gets test acc to 0.681 (from 0.639)."),
        ("user", "hmm. the forum folks use OneCycle with max lr 1e-3 for effnets, try that instead of cosine"),
        patch("cfg/effb0.yaml", "  scheduler: cosine\n-  warmup_epochs: 1", "  scheduler: onecycle\n+  max_lr: 1.0e-3", C),
        sh("python train.py --config cfg/effb0.yaml --epochs 20 | tail -n 6", TRAIN_3, C),
        ("assistant", "OneCycleLR with max_lr 1e-3 (warmup over the first 30%, then anneal) gives test acc **0.715**, macro F1 0.657 — clearly better than cosine (0.681) and the constant lr (0.639). Val and test agree within a point."),
        ("user", "nice!! keep onecycle 1e-3 then, cosine out. is the gpu still happy"),
        sh("nvidia-smi", NVSMI, C),
        ("assistant", "7.4 of 8 GB in use, 97% utilisation, 61 °C — fine. Batch 64 with AMP is about the limit on this card, so don't raise the batch size without dropping AMP off or using accumulation."),
        ("user", "cool. commit all that pls, msg 'group split by recording, onecycle'"),
        sh("git add -A && git commit -qm 'group split by recording, onecycle' && git log --oneline -1", "4c1d9e2 group split by recording, onecycle", C),
        ("assistant", "Committed as `4c1d9e2`."),
        ("user", "thx, thats it for today"),
    ],
    "facts": [
        F("leak", "The 98% val accuracy was data leakage: clips of the same recording were on both sides of a per-clip split; the split now groups by recording_id (GroupShuffleSplit).",
          "bugfix", "assistant", [["leakage", "leak"], "recording_id"]),
        F("effb0", "The backbone stays EfficientNet-B0 (not AST or ResNet18): AST would need ~70 min/epoch on the 8 GB card.",
          "decision", "user", ["EfficientNet-B0"]),
        F("onecycle", "Training uses OneCycleLR with max_lr 1e-3 (test acc 0.715), replacing cosine decay and a constant lr.",
          "decision", "user", [["OneCycle", "OneCycleLR"], "1e-3"]),
        F("workers", "The GPU box is shared with the acoustics group: never more than 4 dataloader workers (num_workers) on it.",
          "rule", "user", ["num_workers", "4"], remember=True),
        F("mels", "Audio is 32 kHz, 5 s clips, 128 mel bins (n_fft 1024, hop 320).", "config", "assistant", ["128", ["32 kHz", "32000"]]),
    ],
    "optional": [
        Opt("batch", "Batch 64 with AMP is about the limit of the 8 GB card.", ["64", "AMP"]),
        Opt("baseline", "After the split fix the baseline tested at 0.639 accuracy.", ["0.639"]),
    ],
    "questions": [
        Q("Why was validation accuracy 98%?", "leakage: clips of one recording in train and val; split by recording_id", ["leak"]),
        Q("Which learning-rate schedule does training use?", "OneCycleLR max_lr 1e-3", ["onecycle"]),
        Q("How many dataloader workers may I use on the GPU box?", "at most 4", ["workers"]),
        Q("Why not AST?", "70 min per epoch on the 8 GB card; stay with EfficientNet-B0", ["effb0"]),
    ],
}

P = "/home/dev/parkly-api"

GRADLE_FAIL = """> Task :test

ReservationServiceTest > reservation expires after grace period() FAILED
    org.opentest4j.AssertionFailedError: expected: <EXPIRED> but was: <ACTIVE>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//dev.parkly.reservation.ReservationServiceTest.reservation expires after grace period(ReservationServiceTest.kt:58)

42 tests completed, 1 failed

FAILURE: Build failed with an exception.
* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/dev/parkly-api/build/reports/tests/test/index.html
"""

GRADLE_OK = """> Task :test
ReservationServiceTest > reservation expires after grace period() PASSED
ReservationServiceTest > reservation stays active inside grace period() PASSED

BUILD SUCCESSFUL in 38s
7 actionable tasks: 3 executed, 4 up-to-date
"""

PARKLY = {
    "id": "h5-cx-parkly-clock",
    "project": P,
    "start": datetime(2026, 10, 15, 10, 30, 0),
    "about": "Kotlin Spring Boot parking API: flaky expiry test from LocalDateTime.now() (Clock injected), port moved off "
             "Keycloak's, migration tool choice, 'from now on' migration rule; medium",
    "steps": [
        ("user", "Hi! ReservationServiceTest fails on CI but passes on my laptop. Every time. Could you have a look?"),
        sh("./gradlew test --tests '*ReservationServiceTest*' -Duser.timezone=UTC", GRADLE_FAIL, P),
        sh("grep -n 'now()' src/main/kotlin/dev/parkly/reservation/*.kt", "ReservationService.kt:41:        val now = LocalDateTime.now()\nReservationService.kt:77:        if (LocalDateTime.now().isAfter(r.endsAt.plus(grace))) {", P),
        ("assistant", "I can reproduce it by forcing `-Duser.timezone=UTC`, which is what CI runs with. `ReservationService` calls `LocalDateTime.now()` (system default zone) while `endsAt` is stored as a UTC `LocalDateTime` from the database. On your laptop (Europe/Berlin, +1) \"now\" is an hour ahead so the reservation looks expired; on CI in UTC it's still inside the grace period.\n\nFix: inject a `java.time.Clock` bean (UTC) into the service and use `LocalDateTime.now(clock)`; tests use `Clock.fixed(...)`. That removes the timezone and wall-clock dependence entirely."),
        ("user", "Sounds good, please do."),
        patch("src/main/kotlin/dev/parkly/reservation/ReservationService.kt", "class ReservationService(private val repo: ReservationRepository) {", "class ReservationService(private val repo: ReservationRepository, private val clock: Clock) {", P),
        patch("src/main/kotlin/dev/parkly/config/TimeConfig.kt", "", "@Configuration class TimeConfig { @Bean fun clock(): Clock = Clock.systemUTC() }", P),
        sh("./gradlew test --tests '*ReservationServiceTest*' -Duser.timezone=UTC && ./gradlew test --tests '*ReservationServiceTest*' -Duser.timezone=Europe/Berlin", GRADLE_OK + "\n" + GRADLE_OK, P),
        ("assistant", "`ReservationService` now takes a `Clock` (UTC in production via `TimeConfig`, `Clock.fixed` in tests). The test passes in both UTC and Europe/Berlin."),
        ("user", "Thank you! Second thing: when I start the app locally it says port 8080 already in use."),
        sh("ss -ltnp | grep -E ':80[0-9]{2}'", "LISTEN 0  4096  *:8080  *:*  users:((\"java\",pid=3120,fd=312))   # keycloak (docker-compose)\nLISTEN 0  4096  *:8025  *:*  users:((\"mailpit\",pid=2941,fd=9))", P),
        ("assistant", "8080 is taken by Keycloak from the docker-compose stack. I can move our API to another port. 8086 is free on your machine and in the compose file. OK?"),
        ("user", "Yes 8086. In all profiles please, the frontend proxy also."),
        patch("src/main/resources/application.yml", "  port: 8080", "  port: 8086", P),
        patch("frontend/vite.config.ts", "target: 'http://localhost:8080'", "target: 'http://localhost:8086'", P),
        ("assistant", "API now listens on `server.port: 8086` (base `application.yml`, no profile overrides it) and the Vite dev proxy points there. While I'm here: the schema is created by `ddl-auto: update`. For the tariffs table next week we should have real migrations. Flyway or Liquibase?"),
        ("user", "Flyway. Plain SQL files are easier to review than Liquibase XML. And from now on nobody hand-edits a migration that's already applied anywhere — if something is wrong, add a new V file. We had a checksum mess last project."),
        sh("./gradlew dependencies --configuration runtimeClasspath | grep flyway", "+--- org.flywaydb:flyway-core:10.20.1\n+--- org.flywaydb:flyway-database-postgresql:10.20.1", P),
        ("assistant", "Added Flyway 10.20 (core + PostgreSQL module), set `ddl-auto: validate`, and created `V1__baseline.sql` from the current schema. Understood on the rule: applied migrations are never edited; corrections go in a new `V<n>__...sql`."),
        ("user", "Perfect, thanks a lot!"),
    ],
    "facts": [
        F("clock", "ReservationServiceTest failed on CI because the service used LocalDateTime.now() in the system time zone (UTC on CI, Berlin locally) against UTC end times; a java.time Clock bean (UTC) is now injected and tests use Clock.fixed.",
          "bugfix", "assistant", ["Clock", "LocalDateTime.now()"]),
        F("port", "The API runs on port 8086 because Keycloak takes 8080; the Vite proxy points at 8086.", "config", "user", ["8086"]),
        F("flyway", "Database migrations use Flyway with plain SQL files (easier to review than Liquibase XML); ddl-auto is validate.",
          "decision", "user", ["Flyway"]),
        F("no-edit-migrations", "Never hand-edit a migration that's already applied: add a new V file instead.",
          "rule", "user", [["applied", "already applied"], ["migration", "V file"]], remember=True),
    ],
    "optional": [
        Opt("flyway-version", "Flyway is 10.20.1.", ["10.20"]),
        Opt("keycloak", "Keycloak runs from docker-compose on port 8080.", ["Keycloak", "8080"]),
    ],
    "questions": [
        Q("Why did ReservationServiceTest fail only on CI?", "LocalDateTime.now() in system timezone; inject a UTC Clock", ["clock"]),
        Q("Which port does the API use locally?", "8086", ["port"]),
        Q("Can I fix a typo in an applied migration?", "no, add a new V file", ["no-edit-migrations"]),
        Q("Which migration tool do we use?", "Flyway", ["flyway"]),
    ],
}

S = "/home/dev/scratch"

TRACE = """Traceback (most recent call last):
  File "/home/dev/scratch/csv_to_ics.py", line 38, in <module>
    main(sys.argv[1])
  File "/home/dev/scratch/csv_to_ics.py", line 31, in main
    start = datetime.strptime(row["start"], "%d.%m.%Y %H:%M")
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/usr/lib/python3.12/_strptime.py", line 554, in _strptime_datetime
    tt, fraction, gmtoff_fraction = _strptime(data_string, format)
  File "/usr/lib/python3.12/_strptime.py", line 333, in _strptime
    raise ValueError("time data %r does not match format %r" %
ValueError: time data '2026-11-02 18:30' does not match format '%d.%m.%Y %H:%M'
"""

IDLE2 = {
    "id": "h5-cx-scratch-strptime",
    "project": S,
    "start": datetime(2026, 10, 30, 21, 5, 0),
    "about": "nothing durable: a throwaway script's strptime error explained, user decides to delete the script; "
             "the word 'always' and a Python version appear only in passing",
    "steps": [
        ("user", "hey, tiny script I hacked to turn the club's training csv into calendar events crashes, what does this mean"),
        sh("python csv_to_ics.py trainings.csv", TRACE, S),
        ("assistant", "The format string expects German-style dates (`02.11.2026 18:30`), but this row has ISO style, `2026-11-02 18:30`. Looks like whoever exported the CSV changed the date setting. You could either parse with `%Y-%m-%d %H:%M`, or try both formats in a small loop. Want me to make it accept both?"),
        ("user", "hm, does the export always use ISO now?"),
        sh("cut -d, -f2 trainings.csv | sort | uniq -c | sort -rn | head -4", "     41 start\n     38 2026-...\n      3 02.11.2026 ...", S),
        ("assistant", "Mostly ISO (38 rows), but 3 rows still have the dotted format, so it's mixed — parsing both would be the safe option."),
        ("user", "never mind actually, the club just got a shared calendar, I'll delete the script. thanks anyway!"),
        ("assistant", "Ha, even better. Have a good evening!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

W = "/home/dev/wetterkasten"

MONITOR = """I (312) cpu_start: Pro cpu start user code
I (330) app_init: Application information:
I (333) app_init: Project name:     wetterkasten
I (338) app_init: ESP-IDF:          v5.2.2
I (512) bme280: init ok, chip id 0x60 at addr 0x76
I (515) wifi:wifi driver task: 3ffc1f4c, prio:23, stack:6656, core=0
I (540) wifi:mode : sta (a4:cf:12:8e:03:b1)
I (548) wifi:enable tsf
I (551) phy_init: phy_version 4791,2c4672b,Dec 20 2023
ets Jul 29 2019 12:21:46

rst:0xf (BROWNOUT_RST),boot:0x13 (SPI_FAST_FLASH_BOOT)
configsip: 0, SPIWP:0xee
I (31) boot: ESP-IDF v5.2.2 2nd stage bootloader
...
Brownout detector was triggered
"""

MONITOR_OK = """I (512) bme280: init ok, chip id 0x60 at addr 0x76
I (551) phy_init: phy_version 4791,2c4672b,Dec 20 2023
I (560) wifi: max tx power set to 44 (11 dBm)
I (1820) wifi:connected with kasten-iot, aid = 3, channel 6, BW20
I (2410) esp_netif_handlers: sta ip: 192.168.40.57
I (2602) mqtt: published t=7.9C h=81% p=1012.4hPa
I (2610) sleep: entering deep sleep for 600 s
"""

WETTER = {
    "id": "h5-cx-wetterkasten-brownout",
    "project": W,
    "start": datetime(2026, 11, 2, 18, 40, 0),
    "about": "ESP32 weather station, non-native English: brownout reset at WiFi start (TX power lowered), sleep interval, "
             "sensor address remembered; short",
    "steps": [
        ("user", "Hello, my station restart always when WiFi is starting. Log is here, can you see why?"),
        sh("idf.py -p /dev/ttyUSB0 monitor --no-reset --timestamps 2>&1 | head -n 20", MONITOR, W),
        ("assistant", "The reset reason is `BROWNOUT_RST`: the supply voltage dips below the brownout threshold at the moment the radio starts transmitting (the PHY init is the last line before reset). WiFi TX peaks can pull 300+ mA, and the station runs from the long USB cable and the small regulator. Software fix: lower the maximum TX power so the peak current drops; your access point is close, so you don't need 20 dBm. Hardware fix would be a bigger capacitor (e.g. 470 µF) near the module."),
        ("user", "Capacitor I do in weekend maybe. For now software. Also, note for later: the sensor is a BME280 on I2C address 0x76, NOT 0x77 like in all the examples, I lost one evening on this."),
        patch("main/wifi.c", "ESP_ERROR_CHECK(esp_wifi_start());", "ESP_ERROR_CHECK(esp_wifi_start());\n+ESP_ERROR_CHECK(esp_wifi_set_max_tx_power(44)); /* 44 * 0.25 = 11 dBm, brownout at full power */", W),
        sh("idf.py build flash -p /dev/ttyUSB0 >/dev/null && idf.py -p /dev/ttyUSB0 monitor --timestamps 2>&1 | head -n 7", MONITOR_OK, W),
        ("assistant", "No brownout now: TX power is capped at 11 dBm (`esp_wifi_set_max_tx_power(44)`), it connects, publishes via MQTT and goes to deep sleep for 600 s. I also kept `BME280_ADDR 0x76` as it is in `main/sensor.h` and added a comment there about the 0x77 examples."),
        ("user", "Good. 600 seconds is ok for sleep, keep it. Thanks!"),
    ],
    "facts": [
        F("brownout", "The station reset at WiFi start because of brownout from TX current peaks on a weak supply; max TX power is capped at 11 dBm with esp_wifi_set_max_tx_power(44).",
          "bugfix", "assistant", [["brownout", "BROWNOUT_RST"], ["11 dBm", "esp_wifi_set_max_tx_power"]]),
        F("bme-addr", "The BME280 sensor is on I2C address 0x76, not 0x77 as in the examples.", "fact", "user", ["0x76"], remember=True),
        F("sleep", "Deep sleep interval is 600 seconds.", "config", "user", ["600", "sleep"]),
    ],
    "optional": [
        Opt("idf", "The project uses ESP-IDF v5.2.2.", ["ESP-IDF", "v5.2.2"]),
        Opt("cap", "A 470 uF capacitor near the module is the planned hardware fix.", ["capacitor"]),
    ],
    "questions": [
        Q("Why did the weather station reset when WiFi started?", "brownout; TX power capped at 11 dBm", ["brownout"]),
        Q("What I2C address is the BME280 on?", "0x76", ["bme-addr"]),
        Q("How long does the station sleep?", "600 seconds", ["sleep"]),
    ],
}

SESSIONS = [CHIRP, PARKLY, IDLE2, WETTER]
