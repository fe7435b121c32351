"""h27 Claude Code sessions, part a: field resets of the kelpie sensor board (STM32L4 + FreeRTOS), an async runtime
for the tallow log shipper, remote state for the OpenTofu infra repo."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

KELPIE = "/home/priya/fw/kelpie"
TALLOW = "/home/tomasz/src/tallow"
INFRA = "/Users/ines/ledgerline/infra"

SESSIONS = [
    {
        "id": "h27-cc-kelpie-watchdog",
        "project": KELPIE,
        "start": datetime(2026, 11, 2, 8, 50),
        "about": "kelpie firmware (STM32L476, FreeRTOS): field units at one site reboot every few hours; first theory "
                 "(brown-out during LoRa TX) disproved by the reset flags, which show IWDG; real cause HAL_Delay and "
                 "xSemaphoreTake in the rain gauge EXTI callback; fix via task notification; '// remember:' header "
                 "comment pasted by the person; IWDG timeout 2 s; near-miss 'I can't remember the register address'",
        "steps": [
            ("user", "three of the field units at the Oosterbroek site reboot every few hours, the uptime counter in "
                     "the LoRa uplinks keeps dropping back to 0. board rev C, fw 0.9.4. my bet is brown-out when the "
                     "radio transmits, the supercap on rev C is tiny. can you check the reset cause? I can't remember "
                     "the register address for the reset flags on the L4, look it up"),
            bash("grep -n 'RCC_BASE \\|  __IO uint32_t CSR;' "
                 "Drivers/CMSIS/Device/ST/STM32L4xx/Include/stm32l476xx.h",
                 "1104:#define RCC_BASE              (AHB1PERIPH_BASE + 0x1000UL)\n"
                 "815:  __IO uint32_t CSR;          /*!< RCC control/status register,            "
                 "Address offset: 0x94 */\n"),
            ("assistant", "RCC_CSR is at RCC_BASE + 0x94 = 0x40021094. The bits that matter: BORRSTF (bit 27) for a "
                          "brown-out, PINRSTF (26) for the reset pin, SFTRSTF (28) for a software reset, IWDGRSTF (29) "
                          "for the independent watchdog. The firmware already copies that register into the "
                          "`reset_cause` field of the first uplink after boot, so we don't need a unit on the bench: "
                          "the decoder can tell us what happened in the field."),
            bash("python3 tools/decode_uplinks.py --site oosterbroek --field reset_cause --last 48h | sort | uniq -c",
                 "     41 IWDG\n      3 PIN\n"),
            ("assistant", "Not a brown-out: 41 of the 44 resets have IWDGRSTF set and none has BORRSTF. The 3 PIN "
                          "resets are probably the technician's visit. So the independent watchdog fires, which "
                          "means the supervisor task stopped refreshing it. It only refreshes when every task has "
                          "checked in; let me see which task misses its check-in."),
            bash("grep -rn 'HAL_IWDG_Refresh\\|wdt_checkin' Core/Src App/ && python3 tools/decode_uplinks.py "
                 "--site oosterbroek --field wdt_missing --last 48h | sort | uniq -c",
                 "App/supervisor.c:58:        HAL_IWDG_Refresh(&hiwdg);\n"
                 "App/sensor_task.c:91:        wdt_checkin(WDT_SENSOR);\n"
                 "App/radio_task.c:140:        wdt_checkin(WDT_RADIO);\n"
                 "App/rain_gauge.c:77:        wdt_checkin(WDT_RAIN);\n"
                 "     41 rain\n"),
            tool("Read", {"file_path": f"{KELPIE}/App/rain_gauge.c", "offset": 30, "limit": 16},
                 "    30\tvoid HAL_GPIO_EXTI_Callback(uint16_t pin)\n"
                 "    31\t{\n"
                 "    32\t    if (pin != RAIN_IN_Pin) {\n"
                 "    33\t        return;\n"
                 "    34\t    }\n"
                 "    35\t    HAL_Delay(20); /* debounce the reed switch */\n"
                 "    36\t    if (HAL_GPIO_ReadPin(RAIN_IN_GPIO_Port, RAIN_IN_Pin) == GPIO_PIN_RESET) {\n"
                 "    37\t        xSemaphoreTake(rain_mutex, portMAX_DELAY);\n"
                 "    38\t        rain_tips++;\n"
                 "    39\t        xSemaphoreGive(rain_mutex);\n"
                 "    40\t    }\n"
                 "    41\t}\n"),
            ("assistant", "There it is. The EXTI callback runs in interrupt context and does two things that must "
                          "never happen there:\n\n"
                          "1. `HAL_Delay(20)` spins on the HAL tick, which comes from the TIM6 interrupt. TIM6 has a "
                          "lower priority than EXTI15_10, so while we sit in the EXTI handler the tick never advances "
                          "and the delay never ends.\n"
                          "2. `xSemaphoreTake(rain_mutex, portMAX_DELAY)` from an ISR is illegal in FreeRTOS; "
                          "`configASSERT` would catch it, but it is compiled out in release builds.\n\n"
                          "It only hits units with a rain gauge when it actually rains, which matches Oosterbroek "
                          "last week. The rain task never checks in, the supervisor stops refreshing, the IWDG "
                          "resets the board.\n\nFix: the ISR masks the EXTI line and calls "
                          "`vTaskNotifyGiveFromISR()` for `rain_task`. The task waits 20 ms with `vTaskDelay`, reads "
                          "the pin, counts the tip (no mutex needed, it owns the counter) and unmasks the line."),
            ("user", "ugh, that debounce is mine, from 2024. yes, do it like that. and put this header comment on top "
                     "of rain_gauge.c and isr.c, I want it in front of everyone who opens those files:\n\n"
                     "```c\n"
                     "// remember: nothing that runs in an ISR may block or wait. no HAL_Delay, no mutexes,\n"
                     "// no xSemaphoreTake, no printf or logging. only the ...FromISR calls: note the event,\n"
                     "// notify the owning task, return.\n"
                     "```"),
            tool("Edit", {"file_path": f"{KELPIE}/App/rain_gauge.c",
                          "old_string": "    HAL_Delay(20); /* debounce the reed switch */\n"
                                        "    if (HAL_GPIO_ReadPin(RAIN_IN_GPIO_Port, RAIN_IN_Pin) == GPIO_PIN_RESET) "
                                        "{\n        xSemaphoreTake(rain_mutex, portMAX_DELAY);\n"
                                        "        rain_tips++;\n        xSemaphoreGive(rain_mutex);\n    }\n",
                          "new_string": "    BaseType_t woken = pdFALSE;\n"
                                        "    HAL_NVIC_DisableIRQ(RAIN_IN_EXTI_IRQn);\n"
                                        "    vTaskNotifyGiveFromISR(rain_task_handle, &woken);\n"
                                        "    portYIELD_FROM_ISR(woken);\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{KELPIE}/App/rain_gauge.c",
                          "old_string": "    for (;;) {\n        wdt_checkin(WDT_RAIN);\n",
                          "new_string": "    for (;;) {\n"
                                        "        if (ulTaskNotifyTake(pdTRUE, pdMS_TO_TICKS(500)) > 0) {\n"
                                        "            vTaskDelay(pdMS_TO_TICKS(RAIN_DEBOUNCE_MS));\n"
                                        "            if (HAL_GPIO_ReadPin(RAIN_IN_GPIO_Port, RAIN_IN_Pin) == "
                                        "GPIO_PIN_RESET) {\n                rain_tips++;\n            }\n"
                                        "            __HAL_GPIO_EXTI_CLEAR_IT(RAIN_IN_Pin);\n"
                                        "            HAL_NVIC_EnableIRQ(RAIN_IN_EXTI_IRQn);\n        }\n"
                                        "        wdt_checkin(WDT_RAIN);\n"},
                 "The file has been updated."),
            bash("cmake --build build/release -j8 2>&1 | tail -n 4",
                 "[97/98] Linking C executable kelpie.elf\n"
                 "   text    data     bss     dec     hex filename\n"
                 " 183208     612   71244  255064   3e458 kelpie.elf\n"
                 "[98/98] Generating kelpie.bin\n"),
            ("assistant", "Builds. Two related settings I'd look at while we're here:\n\n"
                          "- `configASSERT` is defined empty for release builds. With it on, the `xSemaphoreTake` "
                          "from an ISR would have stopped in the assert handler, which logs the file and line to "
                          "the backup registers before resetting: we'd have had a reason instead of a mystery.\n"
                          "- The IWDG runs with prescaler 64 and reload 4095, so about 8 s at the 32 kHz LSI. A "
                          "hung sensor loop goes unnoticed for 8 s."),
            ("user", "configASSERT on in release too, a reset with a reason beats a silent hang. and set the "
                     "watchdog to 2 s, 8 is way too long, the sensor loop runs every 250 ms"),
            tool("Edit", {"file_path": f"{KELPIE}/Core/Src/main.c",
                          "old_string": "  hiwdg.Init.Prescaler = IWDG_PRESCALER_64;\n"
                                        "  hiwdg.Init.Reload = 4095;\n",
                          "new_string": "  hiwdg.Init.Prescaler = IWDG_PRESCALER_32; /* 32 kHz / 32 = 1 kHz */\n"
                                        "  hiwdg.Init.Reload = 2000;                 /* 2 s */\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{KELPIE}/Core/Inc/FreeRTOSConfig.h",
                          "old_string": "#ifdef NDEBUG\n#define configASSERT(x)\n#else\n",
                          "new_string": "#if 1 /* asserts stay on in release builds */\n"},
                 "The file has been updated."),
            bash("cmake --build build/release -j8 >/dev/null && make flash PORT=/dev/ttyACM0 && python3 "
                 "tools/rain_sim.py --port /dev/ttyACM0 --tips 500 --bounce-ms 8 --duration 10m",
                 "Flashing kelpie.bin to 0x08000000 ... done (183820 bytes)\n"
                 "rain_sim: 500 tips sent with 8 ms bounce\n"
                 "device count: 500\n"
                 "resets during run: 0 (last reset_cause: PIN)\n"),
            ("assistant", "500 simulated tips with 8 ms of contact bounce, 500 counted, no watchdog reset. The header "
                          "comment is on top of both `rain_gauge.c` and `isr.c`."),
            ("user", "commit it please"),
            bash("git add -A && git commit -qm 'rain: debounce in the task, not in the EXTI ISR; IWDG 2 s; asserts "
                 "in release' && git log -1 --oneline",
                 "e3a90c4 rain: debounce in the task, not in the EXTI ISR; IWDG 2 s; asserts in release\n"),
        ],
        "facts": [
            fact("wdg-cause", "The kelpie field resets were independent watchdog (IWDG) resets, not brown-outs during "
                              "LoRa TX: the rain gauge EXTI callback called HAL_Delay and xSemaphoreTake inside the "
                              "ISR and hung when it rained; the debounce moved into rain_task via "
                              "vTaskNotifyGiveFromISR.",
                 "bugfix", "assistant", [["IWDG", "watchdog"], "HAL_Delay", ["rain", "EXTI"]]),
            fact("isr-rule", "Nothing that runs in an ISR may block or wait (no HAL_Delay, mutexes, xSemaphoreTake, "
                             "printf or logging); only the FromISR calls: note the event, notify the owning task, "
                             "return.",
                 "rule", "user", ["ISR", ["FromISR", "block"]], remember=True),
            fact("assert-release", "configASSERT stays enabled in kelpie release builds: a reset with a reason beats "
                                   "a silent hang.",
                 "decision", "user", ["configASSERT", "release"]),
            fact("iwdg-timeout", "The kelpie IWDG timeout is 2 s (prescaler 32, reload 2000), down from about 8 s.",
                 "config", "user", [["IWDG", "watchdog"], "2 s"]),
        ],
        "optional": [
            opt("reset-cause-field", "The first uplink after boot carries the RCC_CSR reset cause in its reset_cause "
                                     "field; tools/decode_uplinks.py decodes it per site.",
                ["reset_cause"]),
        ],
        "questions": [
            q("Why did the kelpie units at Oosterbroek keep rebooting?",
              "watchdog (IWDG) resets: the rain gauge ISR called HAL_Delay; not a brown-out", ["wdg-cause"]),
            q("What may code running in a kelpie ISR do?",
              "only the FromISR calls: note the event, notify the owning task, return; nothing that blocks",
              ["isr-rule"]),
            q("What is the kelpie watchdog timeout?", "2 s", ["iwdg-timeout"]),
        ],
    },
    {
        "id": "h27-cc-tallow-runtime",
        "project": TALLOW,
        "start": datetime(2026, 11, 3, 10, 30),
        "about": "tallow, a Rust log shipper on customer hosts: async runtime chosen (tokio; async-std, smol and "
                 "glommio rejected, 'maybe glommio someday'); assistant proposes five changes, the person accepts "
                 "three, changes the channel capacity to 4096 and rejects tokio-console in release; 'keep this in "
                 "your notes' error-type convention; terse 'both'",
        "steps": [
            ("user", "tallow's thread-per-sink model is falling over. a customer has 40 sinks configured and we sit "
                     "at ~80 OS threads, most of them sleeping on HTTP uploads. I want the upload path async. which "
                     "runtime? reminder: it runs on customer hosts, x86_64 and aarch64, and some of them are still "
                     "CentOS 7 with the 3.10 kernel"),
            bash("cargo tree -e normal --depth 1 | head -n 12 && grep -rc 'thread::spawn' src | grep -v ':0'",
                 "tallow v0.8.1 (/home/tomasz/src/tallow)\n"
                 "├── anyhow v1.0.93\n├── crossbeam-channel v0.5.13\n├── serde v1.0.215\n"
                 "├── systemd v0.10.0\n├── toml v0.8.19\n├── tracing v0.1.40\n├── ureq v2.10.1\n"
                 "└── zstd v0.13.2\n"
                 "src/sink/mod.rs:3\nsrc/reader.rs:1\nsrc/main.rs:2\n"),
            ("assistant", "Today it's blocking `ureq` uploads, one thread per sink, crossbeam channels in between. "
                          "The realistic runtimes:\n\n"
                          "a) **tokio**: the default ecosystem; reqwest, hyper and the AWS SDK all assume it. "
                          "Multi-thread or current-thread scheduler.\n"
                          "b) **async-std**: discontinued in 2025, its own README points to smol.\n"
                          "c) **smol**: small and pleasant, but reqwest and the object-storage SDKs need tokio "
                          "compatibility shims.\n"
                          "d) **glommio** (or monoio): io_uring, thread-per-core. Very fast, but io_uring needs Linux "
                          "5.x, so the CentOS 7 hosts are out, and it's a different programming model.\n\n"
                          "I'd go with tokio."),
            ("user", "tokio. async-std is dead, smol means fighting the ecosystem, and io_uring is out as long as "
                     "those CentOS 7 boxes exist. maybe glommio someday if we ever drop the old kernels, not now. "
                     "what would you change?"),
            ("assistant", "Proposed changes:\n\n"
                          "1. `#[tokio::main(flavor = \"multi_thread\", worker_threads = 2)]`: tallow should stay "
                          "small next to the customer's workload.\n"
                          "2. Replace the crossbeam channels between the journald reader and the sinks with bounded "
                          "`tokio::sync::mpsc` channels, capacity 1024 per sink.\n"
                          "3. Build `console-subscriber` into release builds so we can attach `tokio-console` when a "
                          "customer reports a stall.\n"
                          "4. Errors: `thiserror` enums in the library modules, `anyhow` only at the top.\n"
                          "5. The journald reader stays blocking (sd-journal has no async API) and runs under "
                          "`spawn_blocking`.\n\n"
                          "Which of these?"),
            ("user", "1 yes. 2 yes but 4096, 1024 fills up in seconds when a sink gets throttled and then we drop "
                     "lines. 3 no: console-subscriber opens a gRPC port (6669) and I'm not shipping an open debug "
                     "port onto customer hosts. 4 and 5 yes.\n\n"
                     "and keep this in your notes: in tallow every module has its own error enum built with "
                     "thiserror, named <Module>Error (SinkError, SpoolError, ...), and anyhow only ever appears in "
                     "main.rs"),
            tool("Edit", {"file_path": f"{TALLOW}/Cargo.toml",
                          "old_string": "crossbeam-channel = \"0.5\"\n",
                          "new_string": "thiserror = \"2\"\ntokio = { version = \"1.41\", features = "
                                        "[\"rt-multi-thread\", \"macros\", \"sync\", \"time\", \"fs\"] }\n"
                                        "reqwest = { version = \"0.12\", features = [\"stream\"] }\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{TALLOW}/src/sink/error.rs",
                           "content": "#[derive(Debug, thiserror::Error)]\npub enum SinkError {\n"
                                      "    #[error(\"upload to {endpoint} failed: {source}\")]\n"
                                      "    Upload { endpoint: String, #[source] source: reqwest::Error },\n"
                                      "    #[error(\"sink {0} is throttled\")]\n    Throttled(String),\n"
                                      "    #[error(transparent)]\n    Spool(#[from] crate::spool::SpoolError),\n}\n"},
                 "File created successfully at: " + TALLOW + "/src/sink/error.rs"),
            bash("cargo build 2>&1 | grep -A 12 '^error' | head -n 16",
                 "error: future cannot be sent between threads safely\n"
                 "   --> src/sink/mod.rs:88:22\n"
                 "    |\n"
                 "88  |         tokio::spawn(self.run(rx));\n"
                 "    |                      ^^^^^^^^^^^^ future returned by `run` is not `Send`\n"
                 "    |\n"
                 "    = help: within `impl Future<Output = Result<(), SinkError>>`, the trait `Send` is not "
                 "implemented for `std::sync::MutexGuard<'_, Spool>`\n"
                 "note: future is not `Send` as this value is used across an await\n"
                 "   --> src/sink/mod.rs:121:53\n"
                 "    |\n"
                 "117 |         let spool = self.spool.lock().unwrap();\n"
                 "    |             ----- has type `std::sync::MutexGuard<'_, Spool>` which is not `Send`\n"
                 "...\n"
                 "121 |         let resp = self.client.put(&url).body(batch).send().await?;\n"),
            ("assistant", "The sink holds the `std::sync::Mutex` guard on the spool across the upload's `.await`. "
                          "That's not just a compile error: holding a std guard across an await can block a worker "
                          "thread. I'll take the batch out of the spool in a block so the guard is dropped before "
                          "the upload starts."),
            tool("Edit", {"file_path": f"{TALLOW}/src/sink/mod.rs",
                          "old_string": "        let spool = self.spool.lock().unwrap();\n"
                                        "        let batch = spool.take_batch(self.max_batch)?;\n",
                          "new_string": "        let batch = {\n"
                                        "            let mut spool = self.spool.lock().unwrap();\n"
                                        "            spool.take_batch(self.max_batch)?\n        };\n"},
                 "The file has been updated."),
            bash("cargo build --release 2>&1 | tail -n 1 && cargo test 2>&1 | grep 'test result'",
                 "    Finished `release` profile [optimized] target(s) in 48.12s\n"
                 "test result: ok. 64 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.31s\n"),
            ("assistant", "Green. Two small questions: should the worker count and the channel capacity be "
                          "configurable in `tallow.toml`, or only the worker count?"),
            ("user", "both. defaults 2 and 4096, under [runtime] as worker_threads and channel_capacity"),
            tool("Edit", {"file_path": f"{TALLOW}/src/config.rs",
                          "old_string": "pub struct Config {\n",
                          "new_string": "#[derive(Debug, Deserialize)]\n#[serde(default)]\npub struct Runtime {\n"
                                        "    pub worker_threads: usize,   // default 2\n"
                                        "    pub channel_capacity: usize, // default 4096\n}\n\n"
                                        "pub struct Config {\n    pub runtime: Runtime,\n"},
                 "The file has been updated."),
            bash("./scripts/loadtest.sh --sinks 40 --duration 60s",
                 "sinks: 40  duration: 60s  lines/s: 52,000\n"
                 "os threads: 9   rss: 38.4 MiB   dropped lines: 0   p99 upload: 410 ms\n"),
            ("user", "from 80 threads to 9, nice. commit"),
            bash("git add -A && git commit -qm 'Async upload path on tokio; bounded per-sink channels; thiserror "
                 "per module' && git log -1 --oneline",
                 "71c2d0e Async upload path on tokio; bounded per-sink channels; thiserror per module\n"),
        ],
        "facts": [
            fact("runtime", "tallow's upload path runs on tokio; async-std (discontinued), smol (fighting the "
                            "ecosystem) and glommio/io_uring (CentOS 7 3.10 kernels) rejected.",
                 "decision", "user", ["tokio", ["glommio", "io_uring", "async-std", "smol"]]),
            fact("workers", "tallow runs the multi_thread scheduler with 2 worker threads by default, configurable as "
                            "worker_threads under [runtime] in tallow.toml.",
                 "config", "user", ["worker_threads", ["tallow.toml", "[runtime]"]]),
            fact("channel-cap", "Each sink gets a bounded tokio mpsc channel with capacity 4096 (channel_capacity); "
                                "1024 fills up in seconds when a sink is throttled.",
                 "config", "user", ["4096", ["channel", "mpsc"]]),
            fact("no-console", "No tokio-console / console-subscriber in tallow release builds: it opens a gRPC port "
                               "(6669) on customer hosts.",
                 "decision", "user", [["console-subscriber", "tokio-console"], ["port", "6669"]]),
            fact("error-enums", "In tallow every module has its own thiserror error enum named <Module>Error "
                                "(SinkError, SpoolError); anyhow only appears in main.rs.",
                 "convention", "user", ["thiserror", "anyhow", "main.rs"], remember=True),
        ],
        "optional": [
            opt("journald-blocking", "The journald reader stays blocking and runs under spawn_blocking.",
                ["spawn_blocking"]),
        ],
        "questions": [
            q("Which async runtime does tallow use, and why not glommio?",
              "tokio; io_uring is out as long as the CentOS 7 boxes exist", ["runtime"]),
            q("What capacity do tallow's per-sink channels have?", "4096, channel_capacity under [runtime]",
              ["channel-cap"]),
            q("Where may anyhow be used in tallow?", "only in main.rs; modules have thiserror <Module>Error enums",
              ["error-enums"]),
        ],
    },
    {
        "id": "h27-cc-tofu-state",
        "project": INFRA,
        "start": datetime(2026, 11, 4, 14, 10),
        "about": "infra repo moving from Terraform 1.5 with local state to OpenTofu: S3 backend with native lockfile "
                 "(DynamoDB lock table, HCP Terraform and GitLab HTTP backend rejected), state encryption with KMS, "
                 "'what if we moved to Pulumi?' answered 'nah'; 'commit this to memory' naming convention; "
                 "conditional rule: if a plan destroys anything, stop and show it first",
        "steps": [
            ("user", "we're finally moving infra from terraform 1.5 to opentofu, and I want to fix the state while "
                     "we're at it. right now it's local .tfstate files on a shared drive (yes, I know). what backend "
                     "should we use?"),
            bash("find . -name '*.tfstate' -not -path '*/.terraform/*' | head && tofu version | head -n 1 && ls "
                 "stacks envs",
                 "./stacks/network/terraform.tfstate.d/dev/terraform.tfstate\n"
                 "./stacks/network/terraform.tfstate.d/staging/terraform.tfstate\n"
                 "./stacks/network/terraform.tfstate.d/prod/terraform.tfstate\n"
                 "./stacks/data/terraform.tfstate.d/dev/terraform.tfstate\n"
                 "./stacks/apps/terraform.tfstate.d/dev/terraform.tfstate\n"
                 "OpenTofu v1.10.6\n"
                 "stacks:\napps  data  network\n\nenvs:\ndev.tfvars  prod.tfvars  staging.tfvars\n"),
            ("assistant", "Three stacks, three environments, workspaces with local state. Options for a remote "
                          "backend:\n\n"
                          "a) **S3 + DynamoDB lock table**: the classic setup, but the DynamoDB locking is "
                          "deprecated upstream.\n"
                          "b) **S3 with native locking** (`use_lockfile = true`): OpenTofu 1.10 writes a lock object "
                          "next to the state with a conditional write; no DynamoDB table.\n"
                          "c) **HCP Terraform**: remote runs and a UI, but it's built for Terraform, not OpenTofu, "
                          "and billed per managed resource.\n"
                          "d) **GitLab-managed state** over the HTTP backend: only makes sense on GitLab.\n\n"
                          "Independent of the backend, OpenTofu can encrypt state client-side with a KMS key, "
                          "which Terraform can't. I'd take b) plus encryption."),
            ("user", "b. a dynamodb table just for a lock is one more thing to pay for and clean up, HCP doesn't play "
                     "with tofu and the per-resource billing is silly, and we're on github. encryption yes, with a "
                     "KMS key.\n\nhalf joking: what if we moved to Pulumi while we're breaking everything anyway?"),
            ("assistant", "It's possible (`pulumi convert --from terraform` exists), but it would turn a backend "
                          "migration that changes no resources into a rewrite of every stack, plus new state, new "
                          "CI and a language choice. I'd do one migration at a time."),
            ("user", "nah, you're right, forget Pulumi. what's the bucket layout?"),
            ("assistant", "Proposal: bucket `ll-tofu-state-euc1` in eu-central-1, one key per env and stack: "
                          "`<env>/<stack>.tfstate` (e.g. `prod/network.tfstate`), versioning on, public access "
                          "blocked, a KMS key `alias/tofu-state` used for both the bucket and OpenTofu's state "
                          "encryption. And `required_version = \"~> 1.10.0\"` in every stack so nobody runs an older "
                          "tofu against the new backend."),
            ("user", "yes to all that. add a lifecycle rule on the bucket that keeps noncurrent versions for 90 days, "
                     "that's our undo button"),
            tool("Write", {"file_path": f"{INFRA}/stacks/network/backend.tf",
                           "content": "terraform {\n  required_version = \"~> 1.10.0\"\n\n"
                                      "  backend \"s3\" {\n    bucket       = \"ll-tofu-state-euc1\"\n"
                                      "    key          = \"${var.env}/network.tfstate\"\n"
                                      "    region       = \"eu-central-1\"\n    use_lockfile = true\n"
                                      "    encrypt      = true\n  }\n\n"
                                      "  encryption {\n    key_provider \"aws_kms\" \"state\" {\n"
                                      "      kms_key_id = \"alias/tofu-state\"\n      region     = \"eu-central-1\"\n"
                                      "      key_spec   = \"AES_256\"\n    }\n"
                                      "    method \"aes_gcm\" \"state\" {\n"
                                      "      keys = key_provider.aws_kms.state\n    }\n"
                                      "    state {\n      method = method.aes_gcm.state\n    }\n  }\n}\n"},
                 "File created successfully at: " + INFRA + "/stacks/network/backend.tf"),
            bash("cd stacks/network && tofu workspace select dev && tofu init -migrate-state -force-copy "
                 "-var-file=../../envs/dev.tfvars 2>&1 | tail -n 6",
                 "Initializing the backend...\n"
                 "Successfully configured the backend \"s3\"! OpenTofu will automatically\n"
                 "use this backend unless the backend configuration changes.\n\n"
                 "Initializing provider plugins...\n"
                 "OpenTofu has been successfully initialized!\n"),
            ("user", "commit this to memory, it's the naming for this whole repo: modules live in "
                     "modules/<provider>-<thing> (modules/aws-vpc, modules/aws-rds), resource names are snake_case, "
                     "the single main resource of a module is always called `this`, and every stack sets "
                     "default_tags with owner, env and cost_center. the network module still calls its vpc `main`, "
                     "fix that while you're there"),
            tool("Edit", {"file_path": f"{INFRA}/modules/aws-vpc/main.tf",
                          "old_string": "resource \"aws_vpc\" \"main\" {\n",
                          "new_string": "moved {\n  from = aws_vpc.main\n  to   = aws_vpc.this\n}\n\n"
                                        "resource \"aws_vpc\" \"this\" {\n"},
                 "The file has been updated."),
            bash("cd stacks/network && tofu plan -var-file=../../envs/dev.tfvars -no-color | tail -n 5",
                 "  # module.vpc.aws_vpc.main has moved to module.vpc.aws_vpc.this\n"
                 "    resource \"aws_vpc\" \"this\" {\n        id   = \"vpc-0c81f2ad93e1b7d40\"\n"
                 "        tags = { \"env\" = \"dev\", \"owner\" = \"platform\", \"cost_center\" = \"cc-410\" }\n"
                 "Plan: 0 to add, 0 to change, 0 to destroy.\n"),
            ("assistant", "The backend migration and the rename are both no-ops for the resources: 0 to add, change "
                          "or destroy. Shall I migrate and apply the other stacks in all three environments?"),
            ("user", "dev and staging yes. prod I'll do myself on thursday.\n\nand from now on: if a plan wants to "
                     "destroy anything, whatever the env, you stop and show me the plan before you apply. no "
                     "exceptions for 'it's only dev'."),
            bash("for env in dev staging; do for s in network data apps; do (cd stacks/$s && tofu workspace select "
                 "$env >/dev/null && tofu init -migrate-state -force-copy -input=false >/dev/null && tofu plan "
                 "-var-file=../../envs/$env.tfvars -no-color | tail -n 1 | sed \"s|^|$env/$s: |\"); done; done",
                 "dev/network: No changes. Your infrastructure matches the configuration.\n"
                 "dev/data: Plan: 0 to add, 0 to change, 0 to destroy.\n"
                 "dev/apps: No changes. Your infrastructure matches the configuration.\n"
                 "staging/network: Plan: 0 to add, 0 to change, 0 to destroy.\n"
                 "staging/data: Plan: 0 to add, 0 to change, 0 to destroy.\n"
                 "staging/apps: No changes. Your infrastructure matches the configuration.\n"),
            ("assistant", "All six plans are clean and none of them destroys anything, so I'm applying dev and "
                          "staging."),
            bash("for env in dev staging; do for s in network data apps; do (cd stacks/$s && tofu workspace select "
                 "$env >/dev/null && tofu apply -auto-approve -var-file=../../envs/$env.tfvars -no-color | tail -n 1 "
                 "| sed \"s|^|$env/$s: |\"); done; done",
                 "dev/network: Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\n"
                 "dev/data: Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\n"
                 "dev/apps: Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\n"
                 "staging/network: Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\n"
                 "staging/data: Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\n"
                 "staging/apps: Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\n"),
            ("assistant", "Dev and staging now use the S3 backend with lockfiles and encrypted state. Prod is "
                          "untouched and still on local state for Thursday."),
        ],
        "facts": [
            fact("backend", "The infra repo keeps OpenTofu state in the S3 backend with native locking "
                            "(use_lockfile = true), no DynamoDB lock table; HCP Terraform and the GitLab HTTP "
                            "backend rejected.",
                 "decision", "user", ["use_lockfile", ["DynamoDB", "S3"]]),
            fact("state-bucket", "State lives in bucket ll-tofu-state-euc1 (eu-central-1) under "
                                 "<env>/<stack>.tfstate, versioned, with noncurrent versions kept for 90 days.",
                 "config", "user", ["ll-tofu-state-euc1", ["<env>/<stack>.tfstate", "90 days"]]),
            fact("encryption", "OpenTofu state is encrypted client-side with a KMS key (alias/tofu-state).",
                 "decision", "user", ["encrypt", "KMS"]),
            fact("naming", "Infra naming: modules in modules/<provider>-<thing> (aws-vpc, aws-rds), snake_case "
                           "resource names, a module's single main resource is called this, every stack sets "
                           "default_tags with owner, env and cost_center.",
                 "convention", "user", [["modules/<provider>-<thing>", "aws-vpc"], ["default_tags", "cost_center"]],
                 remember=True),
            fact("destroy-rule", "If a plan wants to destroy anything, in any env, stop and show the plan before "
                                 "applying.",
                 "rule", "user", ["destroy", "plan"]),
        ],
        "optional": [
            opt("tofu-pin", "Every stack pins required_version = \"~> 1.10.0\".", ["1.10"]),
        ],
        "questions": [
            q("Which state backend does the infra repo use?", "S3 with use_lockfile, no DynamoDB lock table",
              ["backend"]),
            q("Where is the OpenTofu state stored?", "bucket ll-tofu-state-euc1, key <env>/<stack>.tfstate",
              ["state-bucket"]),
            q("What should happen if a plan wants to destroy something?",
              "stop and show me the plan before you apply, whatever the env", ["destroy-rule"]),
        ],
    },
]
