"""Infra and systems: Terraform/Kubernetes (Codex), a Go uptime monitor (Codex), ESP32 firmware (Codex)."""

from datetime import datetime

from _label import F, Opt, Q

KILN = "/home/ops/kiln-infra"

kiln = dict(
    id="h2-cx-kiln-infra", agent="codex", project=KILN, branch="gke-certs",
    start=datetime(2026, 9, 22, 10, 14, 3),
    about="GKE infra for a studio-booking SaaS: CrashLoopBackOff root cause (probe port), DNS01 over HTTP01 for "
          "a wildcard, machine type changed back after a cost check, a 'for the record' rule about prod applies",
    agents_md="Terraform lives in envs/<env>/. Run `terraform fmt -recursive` before committing.",
    steps=[
        ("u", "booking-api pods on staging are in CrashLoopBackOff since this morning's deploy, can you take a look"),
        ("t", "shell", {"command": "kubectl -n booking get pods"},
         "NAME                           READY   STATUS             RESTARTS      AGE\n"
         "booking-api-7c9f6d5b8-2xk4p    0/1     CrashLoopBackOff   9 (31s ago)   24m\n"
         "booking-api-7c9f6d5b8-qq8zn    0/1     CrashLoopBackOff   9 (44s ago)   24m\n"
         "booking-worker-5d7b8c9f-lm2tx  1/1     Running            0             3d"),
        ("t", "shell", {"command": "kubectl -n booking describe pod booking-api-7c9f6d5b8-2xk4p | sed -n '/Liveness/,/Events/p;/Warning/p'"},
         "    Liveness:   http-get http://:8080/healthz delay=10s timeout=1s period=10s #success=1 #failure=3\n"
         "    Readiness:  http-get http://:8080/healthz delay=5s timeout=1s period=5s #success=1 #failure=3\n"
         "    Environment:\n      PORT:  3000\n      NODE_ENV: production\nEvents:\n"
         "  Warning  Unhealthy  2m (x27 over 24m)  kubelet  Liveness probe failed: Get \"http://10.8.2.14:8080/healthz\": "
         "dial tcp 10.8.2.14:8080: connect: connection refused\n  Normal   Killing    2m (x9 over 23m)   kubelet  "
         "Container booking-api failed liveness probe, will be restarted"),
        ("t", "shell", {"command": "git log -3 --format='%h %s' -- k8s/booking-api/ && git show HEAD~1 -- k8s/booking-api/deployment.yaml | head -30"},
         "e01f7aa booking-api: read PORT from env\n9b3c2d1 bump image to 2026.09.18\n5a71e0c add worker hpa\n"
         "commit e01f7aa\n    booking-api: read PORT from env\n\n--- a/k8s/booking-api/deployment.yaml\n"
         "+++ b/k8s/booking-api/deployment.yaml\n@@ -31,6 +31,8 @@\n         env:\n+          - name: PORT\n"
         "+            value: \"3000\""),
        ("a", "The pods aren't crashing on their own — the kubelet is killing them. Commit e01f7aa made the app read "
              "`PORT` from the environment and set `PORT=3000`, so the server now listens on 3000, but "
              "`containerPort` and both probes still point at 8080. The liveness probe gets connection refused "
              "three times, the container is restarted, and it never becomes ready: that's the CrashLoopBackOff.\n\n"
              "Fix: move `containerPort`, the readiness and liveness probes, and the Service `targetPort` to 3000 "
              "(or name the port `http` and reference it by name so this can't drift again)."),
        ("u", "use the named port, I like that. do it"),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: k8s/booking-api/deployment.yaml\n@@\n-            - containerPort: 8080\n"
                             "+            - name: http\n+              containerPort: 3000\n@@\n-              port: 8080\n+              port: http\n"
                             "*** Update File: k8s/booking-api/service.yaml\n@@\n-      targetPort: 8080\n+      targetPort: http\n*** End Patch",
         "Success. Updated the following files:\nM k8s/booking-api/deployment.yaml\nM k8s/booking-api/service.yaml"),
        ("t", "shell", {"command": "kubectl -n booking apply -f k8s/booking-api/ && kubectl -n booking rollout status deploy/booking-api --timeout=120s"},
         "deployment.apps/booking-api configured\nservice/booking-api configured\n"
         "Waiting for deployment \"booking-api\" rollout to finish: 1 of 2 updated replicas are available...\n"
         "deployment \"booking-api\" successfully rolled out"),
        ("a", "Staging is healthy again: the container port is named `http` (3000) and the probes and Service "
              "refer to it by name."),
        ("u", "nice. now the cert thing. we need *.kilnbook.app for the customer subdomains, cert-manager is "
              "already installed. which solver"),
        ("a", "For a wildcard certificate you need the DNS01 challenge: Let's Encrypt does not issue wildcards "
              "through HTTP01. Since the zone is in Cloud DNS, cert-manager's `cloudDNS` solver works with a "
              "service account that has `roles/dns.admin` on the project (Workload Identity, no key file). "
              "HTTP01 would still be fine for the apex alone, but mixing solvers buys nothing here."),
        ("u", "dns01 with cloud dns then, workload identity, no json keys anywhere"),
        ("t", "apply_patch", "*** Begin Patch\n*** Add File: k8s/cert-manager/clusterissuer.yaml\n+apiVersion: cert-manager.io/v1\n"
                             "+kind: ClusterIssuer\n+metadata:\n+  name: letsencrypt-prod\n+spec:\n+  acme:\n+    solvers:\n"
                             "+      - dns01:\n+          cloudDNS:\n+            project: kiln-prod-3391\n*** End Patch",
         "Success. Updated the following files:\nA k8s/cert-manager/clusterissuer.yaml"),
        ("a", "Added `ClusterIssuer letsencrypt-prod` with the DNS01 `cloudDNS` solver and the Terraform for the "
              "`cert-manager` Google service account bound through Workload Identity."),
        ("wait", 20),
        ("u", "while you're in terraform: bump the prod node pool to e2-standard-4, we keep hitting memory pressure"),
        ("t", "shell", {"command": "cd envs/prod && sed -n '/node_pool \"general\"/,/^}/p' gke.tf"},
         "resource \"google_container_node_pool\" \"general\" {\n  name       = \"general\"\n  node_count = 3\n"
         "  node_config {\n    machine_type = \"e2-standard-2\"\n    disk_size_gb = 50\n  }\n}"),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: envs/prod/gke.tf\n@@\n-    machine_type = \"e2-standard-2\"\n"
                             "+    machine_type = \"e2-standard-4\"\n*** End Patch",
         "Success. Updated the following files:\nM envs/prod/gke.tf"),
        ("t", "shell", {"command": "cd envs/prod && terraform plan -no-color 2>&1 | tail -12"},
         "  # google_container_node_pool.general must be replaced\n-/+ resource \"google_container_node_pool\" \"general\" {\n"
         "      ~ node_config {\n          ~ machine_type = \"e2-standard-2\" -> \"e2-standard-4\" # forces replacement\n"
         "        }\n    }\n\nPlan: 1 to add, 0 to change, 1 to destroy.\n\nEstimated monthly cost change: +$146.00"),
        ("a", "Plan shows the pool would be replaced (machine type changes force a new pool) and about +$146 a "
              "month. Before you apply: the memory pressure might be the worker's requests rather than node "
              "size — `booking-worker` requests 256Mi but uses ~900Mi. Raising its requests would let the "
              "scheduler spread it instead of overpacking nodes."),
        ("u", "hm, 146 a month is more than I want to justify this week. revert to e2-standard-2, keep the pool "
              "as is, and set the worker's memory request to 1Gi like you said"),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: envs/prod/gke.tf\n@@\n-    machine_type = \"e2-standard-4\"\n"
                             "+    machine_type = \"e2-standard-2\"\n*** Update File: k8s/booking-worker/deployment.yaml\n@@\n"
                             "-              memory: 256Mi\n+              memory: 1Gi\n*** End Patch",
         "Success. Updated the following files:\nM envs/prod/gke.tf\nM k8s/booking-worker/deployment.yaml"),
        ("a", "Reverted: the pool stays `e2-standard-2`; `booking-worker` now requests 1Gi of memory."),
        ("u", "good. for the record, and tell anyone who asks: nobody runs terraform apply against prod from a "
              "laptop. prod changes go through a PR and Atlantis applies them, full stop"),
        ("a", "Noted — prod is applied only by Atlantis from a reviewed PR, never from a laptop. I'll open the "
              "PR and leave the apply to Atlantis."),
        ("t", "shell", {"command": "terraform fmt -recursive && git checkout -b fix/probes-certs && git add -A && "
                                   "git commit -qm 'booking-api: named http port; cert-manager DNS01; worker 1Gi' && "
                                   "git push -u origin fix/probes-certs 2>&1 | tail -2"},
         "remote: Create a merge request for fix/probes-certs:\nremote:   https://git.example.org/ops/kiln-infra/-/merge_requests/new"),
        ("a", "Pushed `fix/probes-certs`; Atlantis will comment the plan on the PR."),
    ],
    facts=[
        F("probe-port", "booking-api CrashLoopBackOff: the app moved to PORT 3000 but containerPort and probes "
          "still used 8080; fixed with a named port http referenced by probes and Service.", "bugfix", "assistant",
          [["probe", "probes", "liveness"], "3000", "8080"]),
        F("dns01", "The wildcard cert *.kilnbook.app uses cert-manager's DNS01 solver on Cloud DNS with Workload "
          "Identity (HTTP01 can't issue wildcards); no JSON keys.", "decision", "user",
          [["DNS01", "dns01"], ["Cloud DNS", "cloudDNS"]]),
        F("node-pool", "The prod node pool stays e2-standard-2 (e2-standard-4 cost +$146/month); the worker's "
          "memory request is 1Gi instead.", "config", "user", ["e2-standard-2"]),
        F("worker-memory", "booking-worker requests 1Gi of memory (it uses ~900Mi).", "config", "user",
          [["booking-worker", "worker"], "1Gi"]),
        F("atlantis-only", "Nobody applies Terraform to prod from a laptop; prod changes go through a PR and "
          "Atlantis applies them.", "rule", "user", ["Atlantis", "prod"], remember=True),
    ],
    optional=[
        Opt("gcp-project", "The GCP project is kiln-prod-3391.", ["kiln-prod-3391"]),
        Opt("issuer", "The ClusterIssuer is letsencrypt-prod.", ["letsencrypt-prod"]),
    ],
    questions=[
        Q("Why were the booking-api pods crash looping?",
          "app listens on 3000 but probes and containerPort used 8080; named port http", ["probe-port"]),
        Q("How does cert-manager get the wildcard certificate?", "DNS01 with Cloud DNS and Workload Identity",
          ["dns01"]),
        Q("Can I run terraform apply on prod myself?", "no, only Atlantis applies prod from a PR",
          ["atlantis-only"]),
        Q("What machine type is the prod node pool?", "e2-standard-2", ["node-pool"]),
    ],
)

BEACON = "/home/dev/beacon"

beacon = dict(
    id="h2-cx-beacon-monitor", agent="codex", project=BEACON,
    start=datetime(2026, 10, 8, 21, 40, 55),
    about="Go uptime monitor: pure-Go SQLite for arm64 cross builds, goroutine leak from clients without timeout, "
          "a testing convention, a Pushgateway proposal the user ignores, a port",
    steps=[
        ("u", "evening! beacon's memory keeps growing on the pi, after 3 days it's at 600MB and then the OOM "
              "killer gets it. can you find out why"),
        ("t", "shell", {"command": "curl -s localhost:8088/debug/pprof/goroutine?debug=1 | head -20"},
         "goroutine profile: total 41877\n41802 @ 0x43a1f6 0x4068ec 0x406478 0x6f1d2a 0x6f0f95 0x46e1a1\n"
         "#\t0x6f1d29\tnet/http.(*persistConn).roundTrip+0x9a9\t/usr/local/go/src/net/http/transport.go:2652\n"
         "#\t0x6f0f94\tnet/http.(*Transport).roundTrip+0x7b4\n#\t0x8a2c11\tgithub.com/hollow/beacon/internal/check.(*HTTP).Run+0x1d1\t"
         "/home/dev/beacon/internal/check/http.go:47"),
        ("t", "shell", {"command": "sed -n 30,60p internal/check/http.go"},
         "func (h *HTTP) Run(ctx context.Context, t Target) Result {\n\tclient := &http.Client{}\n"
         "\treq, _ := http.NewRequest(http.MethodGet, t.URL, nil)\n\tstart := time.Now()\n\tresp, err := client.Do(req)\n"
         "\tif err != nil {\n\t\treturn Result{OK: false, Err: err.Error()}\n\t}\n\tdefer resp.Body.Close()"),
        ("a", "41,877 goroutines, almost all parked in `net/http` round trips started from `check.(*HTTP).Run`. "
              "The check builds an `http.Client{}` with no timeout and a request without the context, so when a "
              "target silently drops packets (one of your targets, `nas.lan`, has been unreachable since "
              "Tuesday) the request never returns. Every 30-second tick starts another one that also hangs — "
              "that's the leak.\n\nFix: build the request with `http.NewRequestWithContext` using a per-check "
              "`context.WithTimeout` of 10 seconds, give the shared client `Timeout: 10 * time.Second` as a "
              "backstop, and reuse one client instead of one per check."),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: internal/check/http.go\n@@\n-\tclient := &http.Client{}\n"
                             "-\treq, _ := http.NewRequest(http.MethodGet, t.URL, nil)\n+\tctx, cancel := context.WithTimeout(ctx, h.Timeout)\n"
                             "+\tdefer cancel()\n+\treq, err := http.NewRequestWithContext(ctx, http.MethodGet, t.URL, nil)\n*** End Patch",
         "Success. Updated the following files:\nM internal/check/http.go\nM internal/check/client.go"),
        ("t", "shell", {"command": "go test ./internal/check/... 2>&1 | tail -3"},
         "ok  \tgithub.com/hollow/beacon/internal/check\t10.412s"),
        ("u", "cool. is the 10s configurable?"),
        ("a", "Yes, I added `BEACON_CHECK_TIMEOUT` (default `10s`) next to the existing `BEACON_CHECK_INTERVAL` "
              "(default `30s`); both are parsed with `time.ParseDuration`."),
        ("u", "while you're here — the cross build for the pi is still a pain because of cgo. can we get rid of it"),
        ("t", "shell", {"command": "go list -deps ./... | grep -i sqlite; grep -n CGO Makefile"},
         "github.com/mattn/go-sqlite3\nMakefile:14:\tCGO_ENABLED=1 CC=aarch64-linux-gnu-gcc GOOS=linux GOARCH=arm64 go build -o dist/beacon-arm64 ./cmd/beacon"),
        ("a", "The only cgo dependency is `mattn/go-sqlite3`. Two options:\n\n- `modernc.org/sqlite`: a pure-Go "
              "translation of SQLite, drop-in through `database/sql` (driver name `sqlite`), slower on heavy "
              "writes but beacon writes one row per check.\n- Keep mattn and use zig or a Docker cross toolchain.\n\n"
              "I'd go with modernc; then `CGO_ENABLED=0 GOOS=linux GOARCH=arm64 go build` just works."),
        ("u", "modernc, yes. cross compiling with a C toolchain for a hobby project is not happening"),
        ("t", "shell", {"command": "go get modernc.org/sqlite@v1.33.1 && go mod tidy && sed -i 's/\"sqlite3\"/\"sqlite\"/' "
                                   "internal/store/store.go && CGO_ENABLED=0 GOOS=linux GOARCH=arm64 go build -o dist/beacon-arm64 ./cmd/beacon && file dist/beacon-arm64"},
         "go: added modernc.org/sqlite v1.33.1\ndist/beacon-arm64: ELF 64-bit LSB executable, ARM aarch64, version 1 (SYSV), statically linked"),
        ("a", "Switched the store to `modernc.org/sqlite` v1.33.1; the arm64 binary now builds with "
              "`CGO_ENABLED=0` and is statically linked. I updated the Makefile target accordingly."),
        ("u", "👍 small thing about tests: in this repo tests are table-driven and use testify's require, never "
              "assert. your new test uses assert.Equal, please fix"),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: internal/check/http_test.go\n@@\n-\t\t\tassert.Equal(t, tc.want, got.OK)\n"
                             "+\t\t\trequire.Equal(t, tc.want, got.OK)\n*** End Patch",
         "Success. Updated the following files:\nM internal/check/http_test.go"),
        ("a", "Switched to `require.Equal` and folded the two cases into the table. By the way, if you ever want "
              "history beyond the SQLite file, beacon could push its results to a Prometheus Pushgateway and you'd "
              "get Grafana dashboards for free."),
        ("u", "what port does it listen on again, I always forget"),
        ("t", "shell", {"command": "grep -rn 'Addr\\|8088' cmd/beacon/main.go"},
         "cmd/beacon/main.go:22:\taddr := env(\"BEACON_ADDR\", \":8088\")"),
        ("a", "`:8088` by default, overridable with `BEACON_ADDR`."),
        ("u", "right. ok commit and I'll deploy to the pi tomorrow"),
        ("t", "shell", {"command": "git add -A && git commit -qm 'check: per-check timeout, shared client; store: pure-Go sqlite' && git log --oneline -1"},
         "c7d10e3 check: per-check timeout, shared client; store: pure-Go sqlite"),
        ("a", "Committed c7d10e3."),
    ],
    facts=[
        F("goroutine-leak", "beacon's memory growth was a goroutine leak: HTTP checks had no timeout and hung on "
          "unreachable targets; fix: per-check context.WithTimeout (10s) and a shared client with Timeout.",
          "bugfix", "assistant", [["goroutine", "goroutines"], "timeout"]),
        F("check-timeout", "BEACON_CHECK_TIMEOUT (default 10s) sets the per-check timeout; BEACON_CHECK_INTERVAL "
          "defaults to 30s.", "config", "assistant", ["BEACON_CHECK_TIMEOUT"]),
        F("modernc", "beacon uses modernc.org/sqlite (pure Go) instead of mattn/go-sqlite3 so the arm64 build "
          "needs no cgo (CGO_ENABLED=0).", "decision", "user", [["modernc", "modernc.org/sqlite"], ["cgo", "CGO_ENABLED"]]),
        F("require-not-assert", "beacon tests are table-driven and use testify require, never assert.",
          "convention", "user", ["require", "assert"], remember=True),
    ],
    optional=[
        Opt("addr", "beacon listens on :8088 (BEACON_ADDR).", ["8088"]),
        Opt("interval", "BEACON_CHECK_INTERVAL defaults to 30s.", ["BEACON_CHECK_INTERVAL", "30s"]),
    ],
    questions=[
        Q("Why did beacon run out of memory on the pi?",
          "goroutine leak: HTTP checks without timeout hung; added a 10s context timeout", ["goroutine-leak"]),
        Q("Which SQLite driver does beacon use?", "modernc.org/sqlite, pure Go, no cgo", ["modernc"]),
        Q("How should tests be written in beacon?", "table-driven with testify require, not assert",
          ["require-not-assert"]),
        Q("What port does beacon listen on?", "8088, BEACON_ADDR", []),
    ],
)

PEBBLE = "/home/dev/pebble-fw"

pebble = dict(
    id="h2-cx-pebble-firmware", agent="codex", project=PEBBLE, branch="power",
    start=datetime(2026, 11, 3, 19, 2, 17),
    about="ESP32 soil-moisture firmware: brownout root cause (Wi-Fi TX burst on a sagging cell), MQTT chosen over "
          "HTTP, sleep interval changed twice, a never-OTA rule for bench unit 3",
    steps=[
        ("u", "the moisture sensors keep rebooting in the field when the battery gets below ~3.5V. log from one "
              "of them attached"),
        ("u", "```\nI (412) wifi:mode : sta (7c:9e:bd:11:4a:02)\nI (418) wifi:enable tsf\n\nBrownout detector was triggered\n\n"
              "ets Jul 29 2019 12:21:46\nrst:0xc (SW_CPU_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\n```"),
        ("t", "shell", {"command": "grep -n 'TX_POWER\\|tx_power\\|BROWNOUT' sdkconfig main/*.c"},
         "sdkconfig:611:CONFIG_ESP_BROWNOUT_DET=y\nsdkconfig:613:CONFIG_ESP_BROWNOUT_DET_LVL_SEL_0=y\n"
         "sdkconfig:1022:CONFIG_ESP_PHY_MAX_WIFI_TX_POWER=20\nmain/net.c:58:    esp_wifi_start();"),
        ("a", "The reset happens right after `wifi:enable tsf`, i.e. when the radio starts transmitting. At full "
              "TX power (20 dBm in sdkconfig) the ESP32 draws current spikes of roughly 300–400 mA. On a LiPo "
              "below ~3.5 V with the LDO's dropout, that spike pulls the rail under the brownout threshold, so "
              "the chip resets — the root cause is the TX current burst on a sagging cell, not the code.\n\n"
              "Fix options, cheapest first: cap TX power in software (`esp_wifi_set_max_tx_power(34)`, units of "
              "0.25 dBm, so 8.5 dBm — plenty for a sensor 10 m from the access point), and add a bulk capacitor "
              "(100 µF+) near the module's 3V3 pin on the next board revision. I've applied the software cap "
              "in `net.c` after `esp_wifi_start()`."),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: main/net.c\n@@\n     esp_wifi_start();\n"
                             "+    // 8.5 dBm: full power browns out a low battery\n+    ESP_ERROR_CHECK(esp_wifi_set_max_tx_power(34));\n*** End Patch",
         "Success. Updated the following files:\nM main/net.c"),
        ("t", "shell", {"command": ". ~/esp/esp-idf/export.sh >/dev/null && idf.py --version && idf.py build 2>&1 | tail -3"},
         "ESP-IDF v5.2.1\nProject build complete. To flash, run:\n idf.py flash\nor\n idf.py -p (PORT) flash"),
        ("u", "ok and the 100uF cap goes on rev C, I'll tell Tomas. how are readings sent right now?"),
        ("a", "Each wake-up does an HTTP POST of a small JSON to the collector. It's simple but costly on battery: "
              "TCP + HTTP handshakes each time. MQTT would keep the payload smaller and with QoS 1 gets "
              "acknowledgement without HTTP's overhead; ESP-NOW to a mains-powered gateway would be the most "
              "frugal but needs the gateway."),
        ("u", "MQTT. the greenhouse already runs mosquitto for the irrigation valves. topic should be "
              "garden/<sensor-id>/moisture"),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: main/report.c\n@@\n-    http_post(COLLECTOR_URL, body);\n"
                             "+    snprintf(topic, sizeof topic, \"garden/%s/moisture\", sensor_id);\n"
                             "+    esp_mqtt_client_publish(client, topic, body, 0, 1, 0);\n*** End Patch",
         "Success. Updated the following files:\nM main/report.c\nM main/CMakeLists.txt"),
        ("a", "Readings now go to MQTT topic `garden/<sensor-id>/moisture` with QoS 1, broker URL from "
              "`CONFIG_PEBBLE_MQTT_URI` in menuconfig."),
        ("u", "and sleep interval — make it 10 minutes"),
        ("t", "shell", {"command": "sed -i 's/^CONFIG_PEBBLE_SLEEP_MINUTES=.*/CONFIG_PEBBLE_SLEEP_MINUTES=10/' sdkconfig.defaults && grep SLEEP sdkconfig.defaults"},
         "CONFIG_PEBBLE_SLEEP_MINUTES=10"),
        ("a", "Deep sleep is now 10 minutes. At ~1.2 s awake per cycle that's about 9 months on the 2000 mAh cell "
              "by my estimate."),
        ("u", "hmm only 9 months. soil moisture doesn't change that fast. make it 15 and leave it there"),
        ("t", "shell", {"command": "sed -i 's/^CONFIG_PEBBLE_SLEEP_MINUTES=.*/CONFIG_PEBBLE_SLEEP_MINUTES=15/' sdkconfig.defaults && grep SLEEP sdkconfig.defaults"},
         "CONFIG_PEBBLE_SLEEP_MINUTES=15"),
        ("a", "Set to 15 minutes (`CONFIG_PEBBLE_SLEEP_MINUTES=15`), roughly a year per charge."),
        ("u", "flash it to the bench units 1 and 2 over OTA. and one thing to keep in mind permanently: don't ever "
              "OTA bench unit #3, it still has the old partition table without the second app slot, an OTA "
              "bricks it. unit 3 only gets flashed over USB"),
        ("t", "shell", {"command": "python tools/ota_push.py --units bench-1,bench-2 build/pebble.bin"},
         "bench-1: uploaded 912384 bytes, rebooting... ok (fw 0.9.4-3-gd1e2)\nbench-2: uploaded 912384 bytes, rebooting... ok (fw 0.9.4-3-gd1e2)"),
        ("a", "Bench units 1 and 2 updated over OTA. Understood about unit 3: USB only (`idf.py -p /dev/ttyUSB0 "
              "flash`), never OTA."),
    ],
    facts=[
        F("brownout", "Field resets were brownouts: full Wi-Fi TX power bursts pulled a low battery under the "
          "threshold; fix: esp_wifi_set_max_tx_power(34) (8.5 dBm), plus a 100 µF cap on rev C.",
          "bugfix", "assistant", [["brownout", "brownouts"], ["TX power", "tx_power", "esp_wifi_set_max_tx_power"]]),
        F("mqtt", "Sensors publish readings over MQTT (greenhouse mosquitto) instead of HTTP POST.", "decision",
          "user", ["MQTT", "HTTP"]),
        F("topic", "The MQTT topic is garden/<sensor-id>/moisture.", "config", "user",
          ["garden/<sensor-id>/moisture"]),
        F("sleep", "Deep sleep interval is 15 minutes (CONFIG_PEBBLE_SLEEP_MINUTES=15).", "config", "user",
          ["15", ["sleep", "CONFIG_PEBBLE_SLEEP_MINUTES"]]),
        F("unit3-usb", "Never OTA bench unit 3: it has the old partition table without a second app slot; flash "
          "it over USB only.", "rule", "user", [["unit 3", "unit #3"], "OTA"], remember=True),
    ],
    optional=[
        Opt("idf", "The firmware builds with ESP-IDF v5.2.1.", ["ESP-IDF", "v5.2.1"]),
        Opt("cap", "Rev C of the board gets a 100 µF capacitor.", ["rev C"]),
    ],
    questions=[
        Q("Why do the moisture sensors reboot when the battery is low?",
          "brownout from Wi-Fi TX power bursts; TX power capped at 8.5 dBm", ["brownout"]),
        Q("How do the sensors send readings?", "MQTT to the greenhouse mosquitto, topic garden/<sensor-id>/moisture",
          ["mqtt", "topic"]),
        Q("How often do sensors wake up?", "every 15 minutes", ["sleep"]),
        Q("Can I flash bench unit 3 over the air?", "no, USB only, old partition table", ["unit3-usb"]),
    ],
)

SESSIONS = [kiln, beacon, pebble]
