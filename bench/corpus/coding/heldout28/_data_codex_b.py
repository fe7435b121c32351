"""h65 Codex sessions, part b (Norrfjäll Resorts).

gatekeeper (Oskar): card reads failing on cold mornings. dagpris (Maja): weather factor on the wrong day; a review
comment about float money."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

GATE = "/home/oskar/dev/gatekeeper"
DAGPRIS = "/home/maja/kod/dagpris"

# --------------------------------------------------------------------------------------------------
# h65-cx-gate-cold-reads
# --------------------------------------------------------------------------------------------------

_T4_LOG = """Nov 19 07:41:02 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:02 tjl-t4-a gatekeeper[398]: reader: SCardGetStatusChange timeout (200 ms), card removed?
Nov 19 07:41:03 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:03 tjl-t4-a gatekeeper[398]: reader: SCardGetStatusChange timeout (200 ms), card removed?
Nov 19 07:41:04 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:04 tjl-t4-a gatekeeper[398]: allow uid=0491FF3A22B780 product=SEASON-TJL-ADULT
Nov 19 07:41:19 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:19 tjl-t4-a gatekeeper[398]: reader: SCardGetStatusChange timeout (200 ms), card removed?
Nov 19 07:41:20 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:20 tjl-t4-a gatekeeper[398]: reader: SCardGetStatusChange timeout (200 ms), card removed?
Nov 19 07:41:21 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:21 tjl-t4-a gatekeeper[398]: reader: SCardGetStatusChange timeout (200 ms), card removed?
Nov 19 07:41:22 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:22 tjl-t4-a gatekeeper[398]: allow uid=5D0A9E31 product=DAY-TJL-ADULT
Nov 19 07:41:24 tjl-t4-a kernel: usb 1-1: reset full-speed USB device number 3 using xhci-hcd
Nov 19 07:41:40 tjl-t4-a gatekeeper[398]: reader: card present, waiting for ATR
Nov 19 07:41:40 tjl-t4-a gatekeeper[398]: allow uid=B17F0C52 product=SEASON-TJL-CHILD
... (1 412 timeout lines between 07:30 and 09:50, 31 between 09:50 and 16:30)
$ ssh tjl-t4-a 'cat /sys/bus/usb/devices/1-1/power/control /sys/bus/usb/devices/1-1/power/autosuspend_delay_ms; sensors | grep -i temp'
auto
2000
cpu_thermal-virtual-0  temp1:  -3.1°C
"""

_UDEV = """Success. Updated the following files:
A packaging/99-nx220-no-autosuspend.rules
$ cat packaging/99-nx220-no-autosuspend.rules
# NX-220 RFID reader: keep the USB device awake
ACTION=="add", SUBSYSTEM=="usb", ATTR{idVendor}=="1fc9", ATTR{idProduct}=="0220", TEST=="power/control", ATTR{power/control}="on"
$ scp packaging/99-nx220-no-autosuspend.rules gk-bench-01:/tmp/ && ssh gk-bench-01 'sudo install -m644 /tmp/99-nx220-no-autosuspend.rules /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger && cat /sys/bus/usb/devices/1-1/power/control'
on
"""

_FREEZER1 = """(gk-bench-01 in the workshop freezer, probe says -22.4 °C, test card taped to the antenna, tap robot every 5 s)
$ ssh gk-bench-01 'journalctl -u gatekeeper --since -10min --no-pager | grep -c "timeout (200 ms)"; journalctl -u gatekeeper --since -10min --no-pager | grep -c allow'
87
41
"""

_TIMING = """$ ssh gk-bench-01 'sudo systemctl set-environment GK_LOG=gatekeeper::reader=debug && sudo systemctl restart gatekeeper'
$ sleep 300; ssh gk-bench-01 'journalctl -u gatekeeper --since -5min --no-pager | grep -o "atr_after_ms=[0-9]*" | cut -d= -f2 | sort -n | uniq -c | awk "{print \\$2\\" ms: \\"\\$1}"'
(freezer, -22 °C)                    (same reader at room temperature, yesterday's debug run)
 96 ms: 1                             61 ms: 14
143 ms: 2                             64 ms: 31
188 ms: 4                             70 ms: 12
231 ms: 7                             77 ms: 3
279 ms: 11
318 ms: 9
364 ms: 6
402 ms: 3
455 ms: 2
521 ms: 1
"""

_FREEZER2 = """$ ssh gk-bench-01 'journalctl -u gatekeeper --since -10min --no-pager | grep -c "SCardGetStatusChange timeout"; journalctl -u gatekeeper --since -10min --no-pager | grep -c allow; journalctl -u gatekeeper --since -10min --no-pager | grep -o "atr_after_ms=[0-9]*" | cut -d= -f2 | sort -n | tail -1'
0
120
534
"""

_CONFIG_DIFF = """diff --git a/config/gatekeeper.toml b/config/gatekeeper.toml
@@ -1,4 +1,4 @@
-config_version = 13
+config_version = 14
@@ -10,7 +10,7 @@ stale_warn_after_h = 12
 [reader]
 device = "NX-220"
-poll_timeout_ms = 200
+poll_timeout_ms = 600
diff --git a/packaging/99-nx220-no-autosuspend.rules b/packaging/99-nx220-no-autosuspend.rules
deleted file mode 100644
"""

S_COLD = {
    "id": "h65-cx-gate-cold-reads",
    "project": GATE,
    "start": datetime(2026, 11, 19, 8, 30, 0),
    "about": "pasted lift-ops ticket about failed card reads when cold; user's USB-autosuspend guess tried and "
             "disproved in a freezer, real cause a 200 ms poll timeout; the no-op change removed; a config_version rule",
    "steps": [
        ("user", "ticket from Per, again:\n\nLIFT-482  Gates at Tjärnliden T4 fail to read cards in the morning\n"
                 "Reporter: Per (Lift operations)  Priority: High\nGuests tap 3-4 times before the gate opens. Worse when "
                 "it is cold, -18 this morning. After 10-ish it works better. The queue at T4 was 15 min at 08:30. "
                 "Please fix before the Christmas week.\n\nmy guess is usb autosuspend, the kernel puts the reader to "
                 "sleep and it wakes up too slow. can you check the t4-a log"),
        shell("ssh tjl-t4-a 'journalctl -u gatekeeper -k --since 07:41 --until 07:42 --no-pager'", _T4_LOG),
        ("assistant", "The pattern: the reader sees a card (`card present, waiting for ATR`), then "
                      "`SCardGetStatusChange` gives up after 200 ms and the tap is lost; a later tap succeeds. There's "
                      "also a USB reset at 07:41:24, and `power/control` is `auto` with a 2 s autosuspend delay, so your "
                      "theory fits: between guests the reader could be suspended and lose the first tap. Let's disable "
                      "autosuspend for the NX-220 with a udev rule and try it on the bench."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: packaging/99-nx220-no-autosuspend.rules\n...\n"
              "*** End Patch\nEOF\ncat packaging/99-nx220-no-autosuspend.rules; ...", _UDEV),
        ("user", "ok. I put gk-bench-01 in the freezer in the workshop with the tap robot, it gets to -22. wait"),
        ("user", "ok it's been in there 40 min. check"),
        shell("ssh gk-bench-01 'journalctl -u gatekeeper --since -10min --no-pager | grep -c \"timeout (200 ms)\"; "
              "journalctl -u gatekeeper --since -10min --no-pager | grep -c allow'", _FREEZER1),
        ("assistant", "With autosuspend off the reader still fails: 87 timeouts against 41 successful reads in 10 "
                      "minutes at −22 °C. So autosuspend is not the cause. Let me turn on reader debug logging to see how "
                      "long the card actually takes to answer."),
        shell("ssh gk-bench-01 'sudo systemctl set-environment GK_LOG=gatekeeper::reader=debug && sudo systemctl "
              "restart gatekeeper'; sleep 300; ...", _TIMING),
        ("assistant", "That's the real cause. At room temperature the card's ATR (its answer after power-up) arrives in "
                      "61–77 ms. At −22 °C it takes 96 to 521 ms — the card chip powers up much more slowly in the cold. "
                      "Our `poll_timeout_ms = 200` cuts off everything slower than 200 ms, which at −22 °C is most taps. "
                      "As the day warms up the ATR gets faster, which is why T4 \"works better after 10\".\n\nFix: "
                      "`poll_timeout_ms = 600` — above the worst case we measured with some margin, and still far "
                      "below what a guest notices."),
        ("user", "ja makes sense. do it. and remove the udev thing again, I don't want changes that did nothing in the "
                 "image"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: config/gatekeeper.toml\n@@\n-poll_timeout_ms = 200\n"
              "+poll_timeout_ms = 600\n*** Delete File: packaging/99-nx220-no-autosuspend.rules\n*** End Patch\nEOF && "
              "git diff HEAD", "Success. Updated the following files:\nM config/gatekeeper.toml\n"
              "D packaging/99-nx220-no-autosuspend.rules\n" + _CONFIG_DIFF),
        ("assistant", "I also bumped `config_version` from 13 to 14 — the daemon compares it on the config push and only "
                      "reloads when it changes. Deploying to the bench (udev rule removed there as well)."),
        ("user", "good that you saw that. put this in your head for good: when anything in the reader config changes, "
                 "config_version in gatekeeper.toml goes up, otherwise the readers don't reload it and you sit there "
                 "wondering. i lost a whole day on that last winter"),
        ("assistant", "Will do — any change to the reader config comes with a `config_version` bump in "
                      "`gatekeeper.toml`."),
        shell("ssh gk-bench-01 'sudo rm /etc/udev/rules.d/99-nx220-no-autosuspend.rules' && ./scripts/ota/push_config.sh "
              "gk-bench-01 && sleep 600 && ssh gk-bench-01 '...'", _FREEZER2),
        ("assistant", "In the freezer with the new config: 0 timeouts, 120 reads in 10 minutes, slowest ATR 534 ms — "
                      "inside the 600 ms window. Ready to go out with the next release."),
        ("user", "perfect. I tell Per it comes before christmas. the bench can come out of the freezer now, it deserves it"),
        ("assistant", "Summary for LIFT-482:\n- **Cause:** at low temperature the cards answer (ATR) in up to ~520 ms; "
                      "the reader's `poll_timeout_ms = 200` dropped those taps. USB autosuspend was tested and ruled out "
                      "(udev rule removed again).\n- **Fix:** `[reader] poll_timeout_ms = 600`, `config_version` 13 → "
                      "14.\n- **Debugging aid:** `GK_LOG=gatekeeper::reader=debug` logs `atr_after_ms` per tap."),
    ],
    "facts": [
        fact("cold-timeout",
             "Cold-morning read failures (LIFT-482) were caused by the 200 ms reader poll timeout: cards take up to "
             "~520 ms to answer (ATR) at -22 °C; fixed with poll_timeout_ms = 600. USB autosuspend was ruled out.",
             "bugfix", "assistant", ["poll_timeout_ms", "600"]),
        fact("config-version",
             "Whenever the reader config changes, config_version in gatekeeper.toml must be bumped, otherwise the "
             "readers don't reload it.",
             "rule", "user", ["config_version"], remember=True),
        fact("debug-log",
             "Reader debug logging with per-tap atr_after_ms is enabled with GK_LOG=gatekeeper::reader=debug.",
             "config", "assistant", ["GK_LOG"]),
        fact("no-udev",
             "The USB autosuspend udev rule was removed again because it made no difference; no no-op changes in "
             "the image.",
             "decision", "user", ["autosuspend", "udev"]),
    ],
    "optional": [
        opt("freezer", "Cold tests are done with gk-bench-01 in the workshop freezer (-22 °C) with the tap robot.",
            ["freezer"]),
        opt("ticket", "The cold-read problem was ticket LIFT-482 from Per.", ["LIFT-482"]),
    ],
    "questions": [
        q("Why did the T4 gates fail to read cards on cold mornings?",
          "200 ms poll timeout, ATR slower when cold; poll_timeout_ms 600", ["cold-timeout"]),
        q("What must change together with any reader config change?", "bump config_version in gatekeeper.toml",
          ["config-version"]),
        q("How do I get reader timing logs?", "GK_LOG=gatekeeper::reader=debug, atr_after_ms", ["debug-log"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cx-dagpris-weather
# --------------------------------------------------------------------------------------------------

_EXPLAIN = """dagpris explain  resort=TJL  date=2026-11-15  rules_version=2026.11.2
base (calendar, low)            49500 öre
demand   sold 1502 / cap 4200   occ 0.36  -> 0.90
weather  source vaderdata, forecast run 2026-11-12T00:00Z
         hours considered (day bucket 2026-11-15):
           2026-11-15T00:00Z .. 2026-11-15T23:00Z  (24 h)
         worst hour  2026-11-15T23:00Z  wind 19.4 m/s gust 27.0  -> storm
         factor     1.22 (storm surcharge, capped)
raw             49500 * 0.90 * 1.22 = 54351
bounds          [42075, 61875]  ok
rounded (5 kr)  54500 öre
"""

_FORECAST = """{"station":"TJL-top","run":"2026-11-12T00:00Z","hours":[
 {"t":"2026-11-15T20:00Z","temp":-4.1,"wind":7.2,"gust":10.9,"precip":0.0},
 {"t":"2026-11-15T21:00Z","temp":-4.0,"wind":9.8,"gust":14.1,"precip":0.1},
 {"t":"2026-11-15T22:00Z","temp":-3.6,"wind":14.5,"gust":21.2,"precip":0.6},
 {"t":"2026-11-15T23:00Z","temp":-3.2,"wind":19.4,"gust":27.0,"precip":1.4},
 {"t":"2026-11-16T00:00Z","temp":-2.9,"wind":22.8,"gust":31.5,"precip":2.2},
 {"t":"2026-11-16T01:00Z","temp":-2.7,"wind":24.1,"gust":33.0,"precip":2.6},
 {"t":"2026-11-16T06:00Z","temp":-3.4,"wind":21.0,"gust":29.4,"precip":1.9},
 {"t":"2026-11-16T07:00Z","temp":-3.9,"wind":17.6,"gust":25.2,"precip":1.1}
]}
"""

_WEATHER_GO = """    41	// bucket forecast hours per calendar day
    42	func bucketByDay(hours []Hour) map[string][]Hour {
    43		out := map[string][]Hour{}
    44		for _, h := range hours {
    45			day := h.T.Truncate(24 * time.Hour).Format("2006-01-02")
    46			out[day] = append(out[day], h)
    47		}
    48		return out
    49	}
"""

_GOTEST_LOCAL = """=== RUN   TestVäder
=== RUN   TestVäder/storm_natten_mot_måndag_räknas_på_måndag
=== RUN   TestVäder/bara_liftens_öppettider_räknas
=== RUN   TestVäder/sommartid_gränsen_i_mars
--- PASS: TestVäder (0.00s)
    --- PASS: TestVäder/storm_natten_mot_måndag_räknas_på_måndag (0.00s)
    --- PASS: TestVäder/bara_liftens_öppettider_räknas (0.00s)
    --- PASS: TestVäder/sommartid_gränsen_i_mars (0.00s)
PASS
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/weather\t0.006s
"""

_DOCKER_RUN = """$ docker build -t dagpris:tz . && docker run --rm dagpris:tz explain --resort TJL --date 2026-11-15
[+] Building 21.4s (14/14) FINISHED
 => [build 6/6] RUN CGO_ENABLED=0 go build -o /out/dagpris ./cmd/dagpris
 => [stage-1 2/2] COPY --from=build /out/dagpris /dagpris
 => naming to docker.io/library/dagpris:tz
panic: weather: load location: unknown time zone Europe/Stockholm

goroutine 1 [running]:
git.norrfjall.internal/pricing/dagpris/internal/weather.init.0()
\t/src/internal/weather/tz.go:9 +0x6c
$ head -3 Dockerfile && grep -n FROM Dockerfile
# syntax=docker/dockerfile:1
FROM golang:1.23 AS build
WORKDIR /src
2:FROM golang:1.23 AS build
11:FROM gcr.io/distroless/static-debian12
"""

_EXPLAIN2 = """dagpris explain  resort=TJL  date=2026-11-15  rules_version=2026.11.3
base (calendar, low)            49500 öre
demand   sold 1502 / cap 4200   occ 0.36  -> 0.90
weather  source vaderdata, forecast run 2026-11-12T00:00Z
         hours considered (Europe/Stockholm, lift hours 09:00-16:00):
           2026-11-15 09:00 .. 2026-11-15 16:00  (8 h)
         worst hour  2026-11-15 16:00  wind 5.1 m/s gust 8.0  -> calm
         factor     1.00
raw             49500 * 0.90 * 1.00 = 44550
bounds          [42075, 61875]  ok
rounded (5 kr)  44500 öre
$ docker run --rm dagpris:tz explain --resort TJL --date 2026-11-16 | grep -E 'worst|factor|rounded'
         worst hour  2026-11-16 09:00  wind 17.6 m/s gust 25.2  -> storm
         factor     1.22 (storm surcharge, capped)
rounded (5 kr)  52000 öre
"""

_CRONJOB = """apiVersion: batch/v1
kind: CronJob
metadata:
  name: dagpris-recompute
  namespace: pricing
spec:
  schedule: "15 2 * * *"
  timeZone: "Europe/Stockholm"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      backoffLimit: 2
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: recompute
              image: registry.norrfjall.internal/pricing/dagpris:2026.11.3
              args: ["recompute", "--days", "60", "--publish"]
"""

_GOTEST_FREEZE = """=== RUN   TestOmräkning
=== RUN   TestOmräkning/dag_om_47_timmar_är_låst
=== RUN   TestOmräkning/dag_om_49_timmar_räknas_om
=== RUN   TestOmräkning/låst_dag_behåller_publicerat_pris_trots_storm
--- PASS: TestOmräkning (0.01s)
    --- PASS: TestOmräkning/dag_om_47_timmar_är_låst (0.00s)
    --- PASS: TestOmräkning/dag_om_49_timmar_räknas_om (0.00s)
    --- PASS: TestOmräkning/låst_dag_behåller_publicerat_pris_trots_storm (0.00s)
PASS
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/recompute\t0.011s
"""

S_WEATHER = {
    "id": "h65-cx-dagpris-weather",
    "project": DAGPRIS,
    "start": datetime(2026, 11, 12, 14, 0, 0),
    "about": "storm surcharge on the wrong day: suspect stale forecast first, real cause UTC day buckets; a second bug "
             "(distroless has no zoneinfo) only visible in the container; a 'don't forget' freeze rule; cron in a yaml",
    "steps": [
        ("user", "weather factor is in since monday but something is weird. sunday 15 nov price for tjärnliden went "
                 "+22% for 'storm', but the storm is forecast for monday. sunday should be calm. can you check"),
        shell("go run ./cmd/dagpris explain --resort TJL --date 2026-11-15", _EXPLAIN),
        ("assistant", "The worst hour it used for Sunday is `2026-11-15T23:00Z` with 19 m/s wind. Before blaming the "
                      "bucketing, I want to rule out a stale or wrong forecast from vaderdata — the run is from "
                      "Thursday 00:00Z. Let me look at the raw hours."),
        shell("curl -s 'http://vaderdata.norrfjall.internal/v1/forecast?station=TJL-top&run=latest' | jq -c "
              "'.hours |= map(select(.t >= \"2026-11-15T20:00Z\" and .t <= \"2026-11-16T07:00Z\"))' | sed 's/},/},\\n/g'",
              _FORECAST),
        ("assistant", "The forecast itself is fine: the wind picks up late Sunday evening and the storm peaks Monday. "
                      "The problem is how we cut the hours into days."),
        shell("nl -ba internal/weather/factor.go | sed -n 41,49p", _WEATHER_GO),
        ("assistant", "Root cause: forecast times are **UTC** (`...Z`), and `bucketByDay` truncates them to a UTC day. "
                      "`2026-11-15T23:00Z` is Monday 00:00 in Sweden, but it lands in Sunday's bucket — so Sunday gets "
                      "the start of Monday's storm. On top of that all 24 hours count, including the night when no lift "
                      "runs.\n\nFix: convert every hour with `time.LoadLocation(\"Europe/Stockholm\")` before bucketing, "
                      "and only consider the lift hours 09:00–16:00 local."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: internal/weather/factor.go\n...\n*** End Patch\nEOF "
              "&& go test ./internal/weather/ -run TestVäder -v", "Success. Updated the following files:\n"
              "M internal/weather/factor.go\nA internal/weather/tz.go\nM internal/weather/factor_test.go\n" + _GOTEST_LOCAL),
        ("assistant", "Tests pass locally. Since the service runs from a container, let me run the same explain inside "
                      "the image too."),
        shell("docker build -t dagpris:tz . && docker run --rm dagpris:tz explain --resort TJL --date 2026-11-15",
              _DOCKER_RUN),
        ("assistant", "Good thing we checked: the runtime image is `distroless/static`, which has no `/usr/share/zoneinfo`, "
                      "so `LoadLocation(\"Europe/Stockholm\")` panics there even though it works on your laptop. Fix: "
                      "`import _ \"time/tzdata\"` in `cmd/dagpris/main.go`, which embeds the zone database in the binary "
                      "(~450 kB)."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: cmd/dagpris/main.go\n@@\n import (\n+\t_ \"time/tzdata\"\n"
              "*** End Patch\nEOF && docker build -q -t dagpris:tz . && docker run --rm dagpris:tz explain --resort TJL "
              "--date 2026-11-15", _EXPLAIN2),
        ("assistant", "Sunday is back to calm (factor 1.00, 445 kr) and the surcharge moved to Monday where the storm is."),
        ("user", "nice. don't forget: once a day's price is published to passkort it is frozen 48 hours before that "
                 "day. no change inside 48 hours, whatever the weather says, konsumentverket thing, people plan their trip "
                 "on that price. so the recompute must skip days inside 48 hours. when does it run again, 2 something?"),
        shell("cat deploy/k8s/cronjob-recompute.yaml", _CRONJOB),
        ("assistant", "It runs nightly at 02:15 Europe/Stockholm (`15 2 * * *`), recomputing 60 days ahead and "
                      "publishing. I'll make `recompute` skip every day that starts within 48 hours of now and keep its "
                      "published price, whatever the new factors say."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: internal/recompute/recompute.go\n...\n"
              "*** End Patch\nEOF && go test ./internal/recompute/ -run TestOmräkning -v",
              "Success. Updated the following files:\nM internal/recompute/recompute.go\n"
              "M internal/recompute/recompute_test.go\n" + _GOTEST_FREEZE),
        ("user", "tack! ship it tonight then"),
        ("assistant", "Summary:\n- **Wrong-day storm:** forecast hours are UTC and were bucketed by UTC day; now "
                      "converted to **Europe/Stockholm** and only lift hours 09:00–16:00 count.\n- **Container:** the "
                      "distroless image has no zoneinfo, so the binary imports `time/tzdata`.\n- **Freeze:** a published "
                      "price is frozen 48 hours before its day; the nightly recompute (02:15) skips those days."),
    ],
    "facts": [
        fact("tz-bucket",
             "The storm surcharge landed on the wrong day because forecast hours are UTC and were bucketed by UTC day; "
             "they are now converted to Europe/Stockholm first.",
             "bugfix", "assistant", ["UTC", "Europe/Stockholm"]),
        fact("tzdata",
             "The runtime image is distroless/static without zoneinfo, so dagpris imports time/tzdata to embed the "
             "zone database.",
             "bugfix", "assistant", ["time/tzdata", "distroless"]),
        fact("freeze-48h",
             "A published day price is frozen 48 hours before the day; the recompute must skip days inside 48 hours "
             "(konsumentverket).",
             "rule", "user", ["48 hours", "frozen"], remember=True),
        fact("recompute-cron",
             "The recompute runs nightly at 02:15 Europe/Stockholm as the k8s CronJob dagpris-recompute, 60 days ahead.",
             "config", "assistant", ["02:15", "dagpris-recompute"]),
    ],
    "optional": [
        opt("lift-hours", "Only lift hours 09:00-16:00 local count for the weather factor.", ["09:00", "16:00"]),
        opt("vaderdata", "Forecasts come from the internal vaderdata service, station TJL-top.", ["vaderdata"]),
    ],
    "questions": [
        q("Why did Sunday get Monday's storm surcharge?", "forecast hours UTC bucketed by UTC day; now Europe/Stockholm",
          ["tz-bucket"]),
        q("Why does dagpris import time/tzdata?", "distroless image has no zoneinfo", ["tzdata"]),
        q("Can a day's price still change the day before?", "no, frozen 48 hours before the day", ["freeze-48h"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cx-dagpris-review
# --------------------------------------------------------------------------------------------------

_RG_FLOAT = """internal/pricing/pricing.go:12:\tBase     float64
internal/pricing/pricing.go:31:func Price(in Input) float64 {
internal/pricing/pricing.go:44:\treturn math.Round(p/500) * 500
internal/pricing/demand.go:9:func demandFactor(sold, capacity int) float64 {
internal/pricing/demand.go:10:\tif capacity == 0 {
internal/pricing/demand.go:11:\t\treturn 1.0
internal/api/prices.go:27:\tPrice    float64 `json:"price"`
internal/recompute/recompute.go:58:\t\tpub.Price = pricing.Price(in)
internal/store/prices.go:19:\t\tprice double precision not null,
"""

_GOTEST_FLOAT = """=== RUN   TestAvrundning
=== RUN   TestAvrundning/exakt_mitt_mellan_två_femmor
--- FAIL: TestAvrundning (0.00s)
    --- FAIL: TestAvrundning/exakt_mitt_mellan_två_femmor (0.00s)
        pricing_test.go:112: Price(base 56500 öre * 1.05 * 1.0) = 59000, want 59500 (raw 59324.99999999999)
FAIL
FAIL\tgit.norrfjall.internal/pricing/dagpris/internal/pricing\t0.004s
"""

_GOTEST_INT = """ok  \tgit.norrfjall.internal/pricing/dagpris/internal/api\t0.021s
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/calendar\t0.008s
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/pricing\t0.006s
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/recompute\t0.014s
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/store\t0.392s
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/weather\t0.007s
"""

S_REVIEW = {
    "id": "h65-cx-dagpris-review",
    "project": DAGPRIS,
    "start": datetime(2026, 11, 20, 10, 20, 0),
    "about": "pasted PR review by a colleague (Nigerian English) on float money and a silent 1.0; user agrees on int "
             "öre but rejects the suggested decimal library; 'make a note' rule; a JSON field rename",
    "steps": [
        ("user", "Tunde reviewed my PR #57, pasting:\n\n> **Tunde** commented on internal/pricing/pricing.go\n> Abeg, why "
                 "is Price a float64? 0.1+0.2 wahala. We will get 594.99999 somewhere and the rounding to 5 kr will land "
                 "on the wrong side one day, and nobody will know why. I suggest shopspring/decimal, we use it in the "
                 "finance exporter.\n>\n> **Tunde** commented on internal/pricing/demand.go\n> demandFactor returns 1.0 "
                 "when capacity is 0. That hides config errors — if the calendar has a day with capacity 0 we just "
                 "price at base and nobody notices. Better return an error.\n\nhe is right about the float, annoying. "
                 "show me where we use float for money"),
        shell("rg -n 'float64|double precision|math.Round' internal/ | grep -vi factor | grep -v _test", _RG_FLOAT),
        ("assistant", "Money is float in four places: `Input.Base`, the return value of `Price`, the JSON field "
                      "`price` in `/v1/prices`, and the `prices.price` column (`double precision`). Let me prove "
                      "Tunde's point with a test row before changing anything."),
        shell("go test ./internal/pricing/ -run TestAvrundning -v", _GOTEST_FLOAT),
        ("assistant", "There it is: 56 500 × 1.05 should be exactly 59 325 öre, which rounds up to 595 kr, but in "
                      "float64 it's 59 324.999…, which rounds down to 590 kr. Two ways to fix:\n\n1. "
                      "`shopspring/decimal` as Tunde suggests — exact decimal arithmetic.\n2. Keep money as **int64 "
                      "öre** and apply factors as integer math (factors as basis points, round once at the end)."),
        ("user", "no new dependency for this, it's 40 lines of pricing. int64 öre. make a note: all money in dagpris is "
                 "int64 öre, never float, also in the db and in the JSON to passkort — call the field price_ore, "
                 "linnea wants that anyway, she has öre everywhere. and the capacity thing, ja, return an error"),
        ("assistant", "Noted for dagpris: money is always int64 öre — code, database and JSON (`price_ore`) — never "
                      "float. Factors become basis points (1.05 → 10 500), one rounding step at the end. And "
                      "`demandFactor` returns `ErrZeroCapacity` for capacity 0; `recompute` logs the resort and date "
                      "and skips that day instead of publishing a base price."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: internal/pricing/pricing.go\n...\n*** Update File: "
              "internal/pricing/demand.go\n...\n*** Update File: internal/api/prices.go\n@@\n-\tPrice    float64 "
              "`json:\"price\"`\n+\tPriceOre int64   `json:\"price_ore\"`\n*** Add File: migrations/0007_price_ore.sql\n"
              "+ALTER TABLE prices ADD COLUMN price_ore bigint;\n+UPDATE prices SET price_ore = round(price)::bigint;\n"
              "+ALTER TABLE prices ALTER COLUMN price_ore SET NOT NULL, DROP COLUMN price;\n*** End Patch\nEOF && go test ./...",
              "Success. Updated the following files:\nM internal/pricing/pricing.go\nM internal/pricing/demand.go\n"
              "M internal/api/prices.go\nM internal/recompute/recompute.go\nM internal/store/prices.go\n"
              "A migrations/0007_price_ore.sql\n" + _GOTEST_INT),
        ("assistant", "All packages pass, including the half-way rounding row (now 59 500) and a new row "
                      "`kapacitet_noll_ger_fel`. Since the JSON field changes from `price` to `price_ore`, passkort's "
                      "`dagpris_cache.py` reads `prices[...]` — that will break when this deploys. Should I also keep "
                      "`price` in the response for a while?"),
        ("user", "no, linnea reads price_ore already since tuesday, I asked her. just reply to Tunde pls, short, "
                 "thank him"),
        ("assistant", "Draft reply:\n\n> Thanks Tunde, both good catches. Money is now int64 öre everywhere (code, "
                      "db, JSON field `price_ore`), factors in basis points with a single rounding step — the "
                      "59 325 → 590 kr case is now a test. We skipped shopspring/decimal to avoid a new dependency for "
                      "this small package. demandFactor returns ErrZeroCapacity, and recompute skips that day and logs "
                      "it."),
        ("user", "👍 posted"),
    ],
    "facts": [
        fact("money-ore",
             "All money in dagpris is int64 öre, never float, in code, database and the JSON to passkort.",
             "rule", "user", ["int64", "öre"], remember=True),
        fact("no-decimal",
             "shopspring/decimal was rejected to avoid a new dependency; integer öre with factors in basis points instead.",
             "decision", "user", ["shopspring/decimal"]),
        fact("price-ore-field", "The price field in the dagpris JSON to passkort is price_ore.", "config", "user",
             ["price_ore"]),
        fact("zero-capacity",
             "demandFactor returns ErrZeroCapacity for capacity 0 and recompute skips and logs that day instead of "
             "silently pricing at base.",
             "bugfix", "assistant", ["ErrZeroCapacity"]),
    ],
    "optional": [
        opt("float-bug", "Float math made 56 500 × 1.05 round to 590 kr instead of 595 kr.", ["59 325", "590"]),
        opt("basis-points", "Factors are applied as basis points (1.05 = 10 500) with one rounding step at the end.",
            ["basis points"]),
    ],
    "questions": [
        q("How is money represented in dagpris?", "int64 öre, never float", ["money-ore"]),
        q("Why not use shopspring/decimal?", "avoid a new dependency", ["no-decimal"]),
        q("What happens when a calendar day has capacity 0?", "ErrZeroCapacity, recompute skips and logs the day",
          ["zero-capacity"]),
    ],
}

SESSIONS = [S_COLD, S_WEATHER, S_REVIEW]
