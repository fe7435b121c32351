"""h27 Claude Code sessions, part b: absurd power readings in the hafend Modbus gateway daemon (Go), the post-mortem
of an OTA that boot-looped anemo weather stations (ESP32-S3), questions about FreeRTOS."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

HAFEND = "/home/jonas/hafen/hafend"
ANEMO = "/home/kofi/anemo/firmware"
KELPIE = "/home/priya/fw/kelpie"

SESSIONS = [
    {
        "id": "h27-cc-hafen-endianness",
        "project": HAFEND,
        "start": datetime(2026, 11, 6, 9, 20),
        "about": "hafend, a Go daemon on an edge gateway reading Modbus RTU energy meters over RS-485: absurd power "
                 "values from new meters; first theory (the freshly soldered RS-485 adapter) disproved by zero CRC "
                 "errors; real cause 32-bit floats in CDAB word order decoded as ABCD; per-model word_order; "
                 "German-flavoured remember request; serial 19200 8E1; response timeout set to 300 ms, later 500 ms; "
                 "near-miss 'never again am I soldering at 2am'",
        "steps": [
            ("user", "Good morning. Since we have installed the new meters in the Lagerhalle (building B), hafend "
                     "reports nonsense for the power, like 1.7e9 W for a hall that uses maybe 25 kW. The old meters "
                     "in building A are fine. I have soldered the new RS-485 adapter for building B last night at 2 "
                     "o'clock, never again am I soldering at 2am lol, so maybe it is the adapter? Bad termination or "
                     "so?"),
            bash("journalctl -u hafend --since -1h -o cat | grep -E 'meter=(a|b)-' | tail -n 6",
                 "level=INFO msg=reading meter=a-03 model=elteko-e3 metric=power_total value=18412.6\n"
                 "level=INFO msg=reading meter=b-11 model=voltmark-vm340 metric=power_total value=1.7052e+09\n"
                 "level=INFO msg=reading meter=b-12 model=voltmark-vm340 metric=power_total value=-3.1178e-21\n"
                 "level=INFO msg=reading meter=a-04 model=elteko-e3 metric=power_total value=9120.3\n"
                 "level=INFO msg=reading meter=b-11 model=voltmark-vm340 metric=voltage_l1 value=7.2893e+11\n"
                 "level=WARN msg=\"read timeout\" meter=b-14 unit=14 after=200ms\n"),
            ("assistant", "If the adapter or the termination were the problem, I'd expect garbled frames, and "
                          "Modbus RTU frames carry a CRC-16, so garbled frames get rejected rather than decoded into "
                          "wrong numbers. Let me check the CRC error counter for the bus."),
            bash("curl -s localhost:9410/metrics | grep -E 'hafend_modbus_(crc_errors|frames)_total'",
                 "hafend_modbus_crc_errors_total{bus=\"ttyUSB0\"} 0\n"
                 "hafend_modbus_crc_errors_total{bus=\"ttyUSB1\"} 0\n"
                 "hafend_modbus_frames_total{bus=\"ttyUSB0\"} 412380\n"
                 "hafend_modbus_frames_total{bus=\"ttyUSB1\"} 98211\n"),
            ("assistant", "Zero CRC errors on ttyUSB1 (building B) over 98k frames, so your adapter is fine: the "
                          "bytes arrive intact. My next guess was a wrong register map for the Voltmark model, but "
                          "the values are not off by a scale factor, they jump between 1e9 and 1e-21. That smells "
                          "like byte or word order. Let me read the raw registers of meter b-11."),
            bash("go run ./cmd/hafenctl modbus read --port /dev/ttyUSB1 --baud 19200 --unit 11 --addr 0x0034 "
                 "--count 2 --raw",
                 "unit 11 addr 0x0034 count 2\n"
                 "raw: 0x4ECB 0x46BA\n"
                 "as ABCD (hi word first): 1.7052e+09\n"
                 "as CDAB (lo word first): 23847.396\n"),
            ("assistant", "That's it. The Voltmark meter sends the 32-bit float low word first (CDAB): the first "
                          "register is `0x4ECB`, the second `0x46BA`. Read as CDAB it's 23,847 W, which fits the "
                          "hall. Our decoder always assumes ABCD:"),
            bash("grep -n 'BigEndian' internal/modbus/decode.go",
                 "27:\treturn math.Float32frombits(binary.BigEndian.Uint32(b)), nil\n"),
            ("assistant", "The Elteko meters in building A use ABCD, so they were never affected. I'd add a "
                          "`word_order` setting (`abcd` or `cdab`) and swap the two registers before decoding when "
                          "it's `cdab`. Where should it live: per meter in `meters.yaml`, or per meter model?"),
            ("user", "Per model, not per meter, we will have 60 of these. Please write this into your memory, so we "
                     "have it also for the next sessions: the Voltmark meters send their floats as CDAB, low word "
                     "first, the Elteko ones ABCD. I have lost the whole morning with this."),
            tool("Edit", {"file_path": f"{HAFEND}/internal/modbus/decode.go",
                          "old_string": "\treturn math.Float32frombits(binary.BigEndian.Uint32(b)), nil\n",
                          "new_string": "\tif order == WordOrderCDAB {\n"
                                        "\t\tb = []byte{b[2], b[3], b[0], b[1]}\n\t}\n"
                                        "\treturn math.Float32frombits(binary.BigEndian.Uint32(b)), nil\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{HAFEND}/configs/meters.yaml",
                          "old_string": "models:\n  elteko-e3:\n",
                          "new_string": "models:\n  voltmark-vm340:\n    word_order: cdab\n"
                                        "    registers: voltmark-vm340.csv\n  elteko-e3:\n    word_order: abcd\n"},
                 "The file has been updated."),
            bash("go test ./internal/modbus/...",
                 "ok  \tgithub.com/hafen-energie/hafend/internal/modbus\t0.214s\n"),
            ("assistant", "Tests pass, including a new case with the raw `0x4ECB 0x46BA` from b-11. One more thing "
                          "from the log: `read timeout meter=b-14 after=200ms`. The response timeout is 200 ms, and "
                          "`configs/hafend.yaml` doesn't set the serial parameters at all, so the bus runs on the "
                          "library default of 9600 8N1. Is that what the meters are set to? I'd also raise the "
                          "timeout to 300 ms."),
            ("user", "No, all meters are configured to 19200 8E1, it only worked by luck with the auto-detect of the "
                     "old adapter. Set 19200 8E1 in the config explicitly. 300 ms is ok."),
            tool("Edit", {"file_path": f"{HAFEND}/configs/hafend.yaml",
                          "old_string": "bus:\n  port: /dev/ttyUSB1\n",
                          "new_string": "bus:\n  port: /dev/ttyUSB1\n  baud: 19200\n  data_bits: 8\n"
                                        "  parity: even\n  stop_bits: 1\n  response_timeout: 300ms\n"},
                 "The file has been updated."),
            bash("sudo systemctl restart hafend && sleep 600 && curl -s localhost:9410/metrics | grep -E "
                 "'hafend_modbus_(timeouts|requests)_total\\{bus=\"ttyUSB1\"'",
                 "hafend_modbus_requests_total{bus=\"ttyUSB1\"} 1200\n"
                 "hafend_modbus_timeouts_total{bus=\"ttyUSB1\",unit=\"14\"} 7\n"),
            ("assistant", "Values look right now (b-11 reads 23.8 kW). With 300 ms there are still 7 timeouts out of "
                          "1200 requests in 10 minutes, all from unit 14."),
            ("user", "Unit 14 is at the end of the longest cable, at the far side of the hall. Then make it 500 ms. "
                     "The polling cycle is 5 s anyway, we have time."),
            tool("Edit", {"file_path": f"{HAFEND}/configs/hafend.yaml",
                          "old_string": "  response_timeout: 300ms\n",
                          "new_string": "  response_timeout: 500ms\n"},
                 "The file has been updated."),
            bash("sudo systemctl restart hafend && sleep 600 && curl -s localhost:9410/metrics | grep -E "
                 "'hafend_modbus_(timeouts|requests)_total\\{bus=\"ttyUSB1\"'",
                 "hafend_modbus_requests_total{bus=\"ttyUSB1\"} 1200\n"
                 "hafend_modbus_timeouts_total{bus=\"ttyUSB1\",unit=\"14\"} 0\n"),
            ("user", "Super. Please commit, and deploy only to the gateway in building B for now."),
            bash("git add -A && git commit -qm 'modbus: per-model word order (Voltmark CDAB); bus 19200 8E1, "
                 "500ms timeout' && make deploy HOST=gw-b01",
                 "[main 3f08b1a] modbus: per-model word order (Voltmark CDAB); bus 19200 8E1, 500ms timeout\n"
                 " 4 files changed, 61 insertions(+), 3 deletions(-)\n"
                 "scp hafend-linux-arm64 gw-b01:/usr/local/bin/hafend.new ... ok\n"
                 "gw-b01: hafend restarted, version 0.14.2-3-g3f08b1a\n"),
        ],
        "facts": [
            fact("word-order-bug", "The absurd building B power values (1.7e9 W) came from word order: the Voltmark "
                                   "meters send 32-bit floats low word first (CDAB) and decode.go always used "
                                   "binary.BigEndian (ABCD); the new RS-485 adapter was fine (0 CRC errors).",
                 "bugfix", "assistant", ["CDAB", ["word order", "BigEndian", "ABCD"]]),
            fact("meter-orders", "Voltmark meters send their floats as CDAB (low word first), Elteko meters as ABCD.",
                 "fact", "user", ["Voltmark", "CDAB", "Elteko"], remember=True),
            fact("word-order-per-model", "hafend's word_order (abcd or cdab) is set per meter model in meters.yaml, "
                                         "not per meter.",
                 "decision", "user", ["word_order", ["per model", "model"]]),
            fact("serial-params", "All meters on the RS-485 bus run at 19200 8E1, set explicitly in hafend.yaml.",
                 "config", "user", ["19200", "8E1"]),
            fact("modbus-timeout", "hafend's Modbus response timeout is 500 ms (300 ms left timeouts on unit 14 at "
                                   "the end of the longest cable); the polling cycle is 5 s.",
                 "config", "user", [["500 ms", "500ms"], "timeout"]),
        ],
        "optional": [
            opt("hafenctl-raw", "`hafenctl modbus read --raw` prints raw registers and both ABCD and CDAB "
                                "decodings.",
                ["hafenctl"]),
        ],
        "questions": [
            q("Why did hafend report 1.7e9 W for building B?",
              "the Voltmark meters send floats CDAB, low word first; the decoder assumed ABCD", ["word-order-bug"]),
            q("Which word order do the Elteko meters use?", "ABCD", ["meter-orders"]),
            q("What is hafend's Modbus response timeout?", "500 ms", ["modbus-timeout"]),
        ],
    },
    {
        "id": "h27-cc-anemo-ota-brick",
        "project": ANEMO,
        "start": datetime(2026, 11, 9, 11, 0),
        "about": "post-mortem of OTA 2.4.0 boot-looping 14 ESP32-S3 weather stations (octal PSRAM enabled, rev 1.1 "
                 "boards have quad PSRAM, rollback was off); pasted #fleet-ops Slack thread where only the confirmed "
                 "items count; rollback, per-hw-rev builds, 48 h canary on the roof stations; MCUboot and an OTA "
                 "time window rejected; the agent erases a bench unit's calibration and the person makes a rule; "
                 "long closing summary that repeats decisions",
        "steps": [
            ("user", "post-mortem time. yesterday's OTA of 2.4.0 put 14 of our 120 anemo stations into a boot loop, "
                     "all of them the older hw rev 1.1 boards. dani drove out to 3 of them, the rest are on hills. "
                     "here's the thread from #fleet-ops:\n\n"
                     "> **dani** 16:02 14 stations stopped reporting after 2.4.0, all rev 1.1\n"
                     "> **marek** 16:10 serial log from the one at Kestrel Ridge: `E (312) quad_psram: PSRAM chip is "
                     "not connected, or wrong PSRAM line mode` then `abort() was called` on repeat\n"
                     "> **dani** 16:14 why didn't they roll back?? I thought we had rollback\n"
                     "> **marek** 16:20 we never turned it on, it's off in sdkconfig\n"
                     "> **dani** 16:31 proposals: (1) turn on rollback (2) canary group before fleet-wide (3) move "
                     "to MCUboot while we're at it (4) OTA only between 10:00 and 14:00 so someone can drive out\n"
                     "> **kofi** 16:40 1 and 2 for sure, rest tomorrow\n\n"
                     "what do we actually know?"),
            bash("git log --oneline -4 -- sdkconfig.defaults && grep -nE 'ROLLBACK|SPIRAM_MODE|^CONFIG_SPIRAM=' "
                 "sdkconfig.defaults",
                 "9c1d2aa enable octal PSRAM for bigger MQTT buffers\n"
                 "51e07b3 idf 5.3.1\n"
                 "d2a4410 wifi: 11b off\n"
                 "0b9f1ce initial sdkconfig.defaults\n"
                 "41:# CONFIG_BOOTLOADER_APP_ROLLBACK_ENABLE is not set\n"
                 "57:CONFIG_SPIRAM=y\n"
                 "58:CONFIG_SPIRAM_MODE_OCT=y\n"),
            ("assistant", "What we know:\n\n"
                          "- Commit `9c1d2aa` in 2.4.0 switched PSRAM on in **octal** mode for bigger MQTT buffers.\n"
                          "- The rev 1.1 boards carry the ESP32-S3-WROOM-1 N8R2 module, whose 2 MB PSRAM is **quad** "
                          "SPI; rev 1.2 has the N16R8 with octal PSRAM. Octal mode on a quad chip fails in PSRAM init "
                          "(marek's log line), the app aborts and the chip reboots into the same image.\n"
                          "- `CONFIG_BOOTLOADER_APP_ROLLBACK_ENABLE` is not set, so the bootloader never marks the "
                          "new image as failed and never falls back to 2.3.2 in the other OTA slot.\n\n"
                          "On dani's list: (1) and (2) address exactly this. (3) MCUboot wouldn't have prevented it, "
                          "and replacing the bootloader on stations in the field means flashing each one over serial, "
                          "because the second-stage bootloader can't be updated safely over the air. (4) a time "
                          "window only makes a bad release cheaper to fix by car.\n\n"
                          "Proposed changes: rollback on, with the app marking itself valid only once it has proven "
                          "it works; separate builds per hardware revision so a rev 1.1 board never gets an octal "
                          "image; a canary group."),
            ("user", "rollback yes, and valid only after the first successful MQTT publish, not just after boot, "
                     "a station that boots but can't publish is as useless as a dead one. separate builds per hw rev "
                     "yes, the OTA manifest has to match on hw_rev. canary: the 6 stations on the roof here at the "
                     "office get every release first and it has to run there for 48 hours before the fleet gets it. "
                     "MCUboot no: that means driving to every station with a laptop and the IDF bootloader isn't "
                     "the problem. the time window, nah, with rollback it doesn't matter."),
            tool("Edit", {"file_path": f"{ANEMO}/sdkconfig.defaults",
                          "old_string": "# CONFIG_BOOTLOADER_APP_ROLLBACK_ENABLE is not set\n",
                          "new_string": "CONFIG_BOOTLOADER_APP_ROLLBACK_ENABLE=y\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{ANEMO}/main/telemetry.c",
                          "old_string": "    ESP_LOGI(TAG, \"published %d bytes\", len);\n",
                          "new_string": "    ESP_LOGI(TAG, \"published %d bytes\", len);\n"
                                        "    if (!s_app_confirmed) {\n"
                                        "        /* first successful publish since boot: keep this image */\n"
                                        "        ESP_ERROR_CHECK(esp_ota_mark_app_valid_cancel_rollback());\n"
                                        "        s_app_confirmed = true;\n    }\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{ANEMO}/boards/rev11.defaults",
                           "content": "# hw rev 1.1: ESP32-S3-WROOM-1 N8R2, quad PSRAM\n"
                                      "CONFIG_SPIRAM_MODE_QUAD=y\n# CONFIG_SPIRAM_MODE_OCT is not set\n"
                                      "CONFIG_ANEMO_HW_REV=\"1.1\"\n"},
                 "File created successfully at: " + ANEMO + "/boards/rev11.defaults"),
            bash("for rev in rev11 rev12; do idf.py -B build-$rev -D SDKCONFIG_DEFAULTS=\"sdkconfig.defaults;"
                 "boards/$rev.defaults\" build 2>&1 | grep -E 'Project build complete|binary size'; done",
                 "anemo.bin binary size 0x12e4a0 bytes. Smallest app partition is 0x1c0000 bytes. 0x91b60 bytes "
                 "(33%) free.\nProject build complete. To flash, run:\n"
                 "anemo.bin binary size 0x12f1c8 bytes. Smallest app partition is 0x1c0000 bytes. 0x90e38 bytes "
                 "(32%) free.\nProject build complete. To flash, run:\n"),
            ("assistant", "Both revisions build. To test rollback on the rev 1.1 bench unit I want a clean slate for "
                          "the OTA data, so I'll erase and flash it."),
            bash("idf.py -B build-rev11 -p /dev/ttyUSB0 erase-flash flash 2>&1 | grep -E 'erase|Wrote|Hard' && "
                 "idf.py -p /dev/ttyUSB0 monitor --no-reset 2>&1 | grep -m 3 -E 'anemo|wind_cal'",
                 "Erasing flash (this may take a while)...\nChip erase completed successfully in 18.4s\n"
                 "Wrote 1242272 bytes (731904 compressed) at 0x00010000 in 17.2 seconds\n"
                 "Hard resetting via RTS pin...\n"
                 "I (402) anemo: anemo 2.4.1-rc1 hw_rev=1.1\n"
                 "W (655) wind_cal: no calibration in NVS, using defaults\n"),
            ("assistant", "It boots 2.4.1-rc1 on the rev 1.1 board, but `erase-flash` also wiped the NVS partition: "
                          "the bench unit lost its wind calibration and runs on default coefficients now. That was "
                          "my mistake, I should have written only the app and the OTA data partition."),
            ("user", "you erased the whole flash?? that calibration is an afternoon in the wind tunnel. ok. remember "
                     "this from now on: never run erase-flash on an anemo board. only `idf.py app-flash`, or write "
                     "the ota partitions, so nvs and the calibration data stay untouched. check if there's a csv "
                     "for bench-07 in tools/cal"),
            bash("ls tools/cal/ | grep bench && python3 tools/cal/write_nvs.py --port /dev/ttyUSB0 --csv "
                 "tools/cal/bench-07.csv",
                 "bench-05.csv\nbench-07.csv\n"
                 "read 12 keys from tools/cal/bench-07.csv (wind tunnel 2026-03-18)\n"
                 "wrote namespace 'wind_cal' (12 keys) to nvs at 0x9000\n"),
            ("user", "lucky. ok, now test the rollback"),
            bash("python3 tools/ota_push.py --port /dev/ttyUSB0 --image test/images/abort-on-boot.bin && "
                 "idf.py -p /dev/ttyUSB0 monitor --no-reset 2>&1 | grep -m 6 -E 'boot:|anemo:|esp_ota'",
                 "pushed test/images/abort-on-boot.bin to ota_1, reboot\n"
                 "I (61) boot: Loaded app from partition at offset 0x1d0000\n"
                 "E (398) anemo: test image: abort before first publish\n"
                 "I (61) boot: Loaded app from partition at offset 0x1d0000\n"
                 "W (62) boot: image at 0x1d0000 is in state ABORTED, rolling back\n"
                 "I (63) boot: Loaded app from partition at offset 0x10000\n"
                 "I (402) anemo: anemo 2.4.1-rc1 hw_rev=1.1\n"),
            ("assistant", "Rollback works: the test image aborts before its first publish, and on the next boot the "
                          "bootloader falls back to 2.4.1-rc1 in the other slot.\n\n"
                          "Summary of where we are:\n\n"
                          "- **Cause**: 2.4.0 enabled octal PSRAM; the rev 1.1 boards have quad PSRAM, PSRAM init "
                          "aborted and, with rollback off, the stations looped on the bad image.\n"
                          "- **Rollback** is on (`CONFIG_BOOTLOADER_APP_ROLLBACK_ENABLE`), and the app calls "
                          "`esp_ota_mark_app_valid_cancel_rollback()` only after its first successful MQTT "
                          "publish.\n"
                          "- **Builds per hw rev**: `boards/rev11.defaults` (quad PSRAM) and `boards/rev12.defaults` "
                          "(octal); the OTA manifest matches on `hw_rev`.\n"
                          "- **Canary**: every release runs 48 hours on the 6 roof stations at the office before the "
                          "fleet gets it.\n"
                          "- **Not doing**: MCUboot (would mean visiting every station with a laptop) and an OTA time "
                          "window (rollback makes it unnecessary).\n"
                          "- **Flashing**: never `erase-flash` on an anemo board, only `app-flash` or the OTA "
                          "partitions; bench-07's calibration is restored from `tools/cal/bench-07.csv`."),
            ("user", "good summary. commit it, I'll write the post-mortem doc from that"),
            bash("git add -A && git commit -qm 'OTA: rollback after first MQTT publish, per-hw-rev builds (rev 1.1 "
                 "quad PSRAM)' && git log -1 --oneline",
                 "a7d22e9 OTA: rollback after first MQTT publish, per-hw-rev builds (rev 1.1 quad PSRAM)\n"),
        ],
        "facts": [
            fact("brick-cause", "OTA 2.4.0 boot-looped the rev 1.1 anemo stations: it enabled octal PSRAM "
                                "(CONFIG_SPIRAM_MODE_OCT), but rev 1.1 boards (WROOM-1 N8R2) have quad PSRAM, so "
                                "PSRAM init aborted; rollback was disabled, so they never fell back.",
                 "bugfix", "assistant", ["PSRAM", ["rev 1.1", "quad", "octal"]]),
            fact("rollback", "anemo has app rollback enabled (CONFIG_BOOTLOADER_APP_ROLLBACK_ENABLE); a new image "
                             "marks itself valid only after its first successful MQTT publish.",
                 "decision", "user", ["rollback", ["MQTT publish", "first successful"]]),
            fact("per-rev-builds", "anemo firmware is built separately per hardware revision (boards/rev11.defaults, "
                                   "rev12); the OTA manifest matches on hw_rev.",
                 "decision", "user", ["hw_rev", ["per hw rev", "rev11", "separate builds"]]),
            fact("canary", "Every anemo release runs first on the 6 roof stations at the office for 48 hours before "
                           "the fleet gets it.",
                 "rule", "user", [["roof", "canary"], "48 hours"]),
            fact("no-mcuboot", "anemo stays on the ESP-IDF bootloader; MCUboot rejected because it means driving to "
                               "every station with a laptop.",
                 "decision", "user", ["MCUboot", ["laptop", "bootloader"]]),
            fact("no-erase", "Never run erase-flash on an anemo board: only idf.py app-flash or the OTA partitions, "
                             "so NVS and the wind calibration stay intact.",
                 "rule", "user", ["erase-flash", ["app-flash", "calibration", "nvs"]], remember=True),
        ],
        "optional": [
            opt("cal-restore", "tools/cal/write_nvs.py writes a station's wind calibration CSV (tools/cal/*.csv) back "
                               "into NVS.",
                ["write_nvs.py"]),
            opt("no-window", "No OTA time window: with rollback it doesn't matter.", ["time window"]),
        ],
        "questions": [
            q("Why did OTA 2.4.0 brick the rev 1.1 anemo stations?",
              "it enabled octal PSRAM, rev 1.1 boards have quad PSRAM, and rollback was off", ["brick-cause"]),
            q("When does a new anemo image mark itself valid?", "only after the first successful MQTT publish",
              ["rollback"]),
            q("Where does a new anemo release run before the fleet gets it?",
              "on the 6 roof stations at the office, for 48 hours", ["canary"]),
            q("How may an anemo board be flashed?", "only idf.py app-flash or the ota partitions, never erase-flash",
              ["no-erase"]),
        ],
    },
    {
        "id": "h27-cc-rtos-questions",
        "project": KELPIE,
        "start": datetime(2026, 11, 10, 16, 30),
        "about": "only questions about how FreeRTOS works (mutex vs binary semaphore and priority inheritance, the "
                 "unit of uxTaskGetStackHighWaterMark, tick rate and tickless idle, stream buffers vs queues); "
                 "nothing is decided or changed",
        "steps": [
            ("user", "some FreeRTOS questions while I'm reading up. what's the actual difference between a mutex "
                     "and a binary semaphore? both are 0/1 things"),
            ("assistant", "Mechanically both are a count of 0 or 1, but they're meant for different jobs:\n\n"
                          "- A **mutex** (`xSemaphoreCreateMutex`) protects a resource. It has an owner: the task "
                          "that took it must give it back, and it has **priority inheritance**: if a high-priority "
                          "task blocks on a mutex held by a low-priority task, the holder temporarily runs at the "
                          "higher priority, so a medium-priority task can't starve it (priority inversion).\n"
                          "- A **binary semaphore** (`xSemaphoreCreateBinary`) signals an event. No owner, no "
                          "priority inheritance; typically an ISR gives it and a task takes it.\n\n"
                          "Neither may be *taken* from an ISR; for signalling from an ISR, a direct task "
                          "notification is lighter than a binary semaphore."),
            ("user", "ok. uxTaskGetStackHighWaterMark gives me 190 for the rain task. 190 what? bytes?"),
            ("assistant", "Words, not bytes: the unit is `StackType_t`, which is 32 bits on the Cortex-M4 port. So "
                          "190 means the task has never come closer than 760 bytes to the end of its stack. It's the "
                          "minimum free space seen since the task started, not the current free space, and the same "
                          "unit as the `usStackDepth` you pass to `xTaskCreate`."),
            bash("grep -nE 'configTICK_RATE_HZ|configUSE_TICKLESS_IDLE' Core/Inc/FreeRTOSConfig.h",
                 "48:#define configTICK_RATE_HZ                       ((TickType_t)1000)\n"
                 "112:#define configUSE_TICKLESS_IDLE                 1\n"),
            ("user", "and the tick rate. we're at 1000 Hz. does that cost battery when we have tickless idle on "
                     "anyway?"),
            ("assistant", "Much less than without tickless idle. With `configUSE_TICKLESS_IDLE 1` the kernel stops "
                          "the tick when all tasks are blocked and programs one wakeup for the next timeout, so an "
                          "idle board doesn't wake 1000 times a second. The tick rate still matters while tasks are "
                          "running: every tick is an interrupt plus a scheduler pass. What the rate buys you is "
                          "resolution: at 1000 Hz `pdMS_TO_TICKS(5)` is 5 ticks; at 100 Hz it rounds down to 0, "
                          "and `vTaskDelay(0)` just yields. So lowering it is possible, but every delay shorter than "
                          "10 ms would need checking."),
            ("user", "last one. stream buffer vs queue, when would I use which?"),
            ("assistant", "- A **queue** copies fixed-size items, allows several writers and several readers, and "
                          "each item is delivered whole. Good for messages and commands between tasks.\n"
                          "- A **stream buffer** is a byte stream: one writer, one reader, and the reader can take "
                          "any number of bytes. It's built for the ISR-to-task case, like UART bytes from a receive "
                          "interrupt, and it can wake the reader only once a trigger level of bytes is available.\n"
                          "- A **message buffer** sits on top of a stream buffer and keeps variable-length messages "
                          "intact (each carries its length).\n\n"
                          "Because stream and message buffers assume a single writer and a single reader, you need "
                          "your own lock if more than one task writes."),
            ("user", "clear, thanks. that's all I wanted to know"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
