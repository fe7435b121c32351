"""h56 Claude Code sessions, part a: cubby-fw, the locker firmware of Cubbyline (a parcel-locker network of about
3,000 self-service lockers in shopping centres and railway stations). The firmware is Rust on an i.MX6ULL board
running Yocto Linux and talks to DC-16 door controllers over RS-485. Owner of these sessions: ilkay, who writes a
Turkish-flavoured English."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FW = "/home/ilkay/src/cubby-fw"

LOCKER_TOML = """\
# /etc/cubby/locker.toml  -- rendered by provisioning, station KRK-0412 (Krakow Glowny, hall B)
[locker]
id = "KRK-0412"
site_kind = "railway"
columns = 6
tz = "Europe/Warsaw"

[bus]
device = "/dev/ttymxc2"
baud = 19200
parity = "none"
stop_bits = 1
# station has 6 columns (96 doors), 1s poll was too slow for the door-close feedback
poll_interval_ms = 250
response_timeout_ms = 120
retries = 2

[doors]
door_open_alarm_secs = 90
unlock_pulse_ms = 400
sensor_debounce_ms = 60

[uplink]
modem = "quectel-ec25"
apn = "iot.example-apn"
heartbeat_secs = 60
offline_buffer_max_events = 20000

[log]
level = "info"
journald = true
"""

WATCH_RS = """\
     1\tuse std::time::Duration;
     2\t
     3\tuse crate::bus::{DoorState, PollReport};
     4\tuse crate::config::DoorsConfig;
     5\tuse crate::events::{Event, EventSink};
     6\t
     7\t/// Tracks how long each door has been open and raises the door-open alarm.
     8\tpub struct DoorWatch {
     9\t    cfg: DoorsConfig,
    10\t    ticks_open: Vec<u32>,
    11\t    alarmed: Vec<bool>,
    12\t}
    13\t
    14\timpl DoorWatch {
    15\t    pub fn new(cfg: DoorsConfig, doors: usize) -> Self {
    16\t        Self { cfg, ticks_open: vec![0; doors], alarmed: vec![false; doors] }
    17\t    }
    18\t
    19\t    /// Called once per bus poll with the fresh door states.
    20\t    pub fn on_poll(&mut self, report: &PollReport, sink: &mut dyn EventSink) {
    21\t        for (i, state) in report.doors.iter().enumerate() {
    22\t            match state {
    23\t                DoorState::Open => {
    24\t                    self.ticks_open[i] += 1;
    25\t                    // one poll == one second
    26\t                    if self.ticks_open[i] >= self.cfg.door_open_alarm_secs && !self.alarmed[i] {
    27\t                        self.alarmed[i] = true;
    28\t                        sink.emit(Event::DoorOpenAlarm { door: i as u16 });
    29\t                    }
    30\t                }
    31\t                DoorState::Closed => {
    32\t                    if self.alarmed[i] {
    33\t                        sink.emit(Event::DoorOpenAlarmCleared { door: i as u16 });
    34\t                    }
    35\t                    self.ticks_open[i] = 0;
    36\t                    self.alarmed[i] = false;
    37\t                }
    38\t                DoorState::Unknown => {}
    39\t            }
    40\t        }
    41\t    }
    42\t}
"""

JOURNAL = """\
Nov 02 17:41:03 KRK-0412 cubby-lockerd[612]: INFO doors: unlock door=37 reason=pickup parcel=CB7719204
Nov 02 17:41:03 KRK-0412 cubby-lockerd[612]: INFO bus: col=3 addr=0x13 door=5 state=open
Nov 02 17:41:26 KRK-0412 cubby-lockerd[612]: WARN doors: door_open_alarm door=37 open_for=?
Nov 02 17:41:26 KRK-0412 cubby-lockerd[612]: INFO buzzer: on pattern=slow
Nov 02 17:41:31 KRK-0412 cubby-lockerd[612]: INFO bus: col=3 addr=0x13 door=5 state=closed
Nov 02 17:41:31 KRK-0412 cubby-lockerd[612]: INFO doors: door_open_alarm_cleared door=37
Nov 02 17:41:31 KRK-0412 cubby-lockerd[612]: INFO buzzer: off
Nov 02 18:02:55 KRK-0412 cubby-lockerd[612]: INFO doors: unlock door=12 reason=deposit courier=C-2231
Nov 02 18:02:55 KRK-0412 cubby-lockerd[612]: INFO bus: col=1 addr=0x11 door=12 state=open
Nov 02 18:03:18 KRK-0412 cubby-lockerd[612]: WARN doors: door_open_alarm door=12 open_for=?
Nov 02 18:03:18 KRK-0412 cubby-lockerd[612]: INFO buzzer: on pattern=slow
Nov 02 18:03:40 KRK-0412 cubby-lockerd[612]: INFO bus: col=1 addr=0x11 door=12 state=closed
Nov 02 18:03:40 KRK-0412 cubby-lockerd[612]: INFO doors: door_open_alarm_cleared door=12
Nov 02 18:03:40 KRK-0412 cubby-lockerd[612]: INFO buzzer: off
Nov 02 18:20:11 KRK-0412 cubby-lockerd[612]: INFO uplink: heartbeat ok rtt_ms=412
Nov 02 18:31:47 KRK-0412 cubby-lockerd[612]: INFO doors: unlock door=81 reason=pickup parcel=CB7720533
Nov 02 18:31:47 KRK-0412 cubby-lockerd[612]: INFO bus: col=6 addr=0x16 door=1 state=open
Nov 02 18:32:10 KRK-0412 cubby-lockerd[612]: WARN doors: door_open_alarm door=81 open_for=?
Nov 02 18:32:10 KRK-0412 cubby-lockerd[612]: INFO buzzer: on pattern=slow
Nov 02 18:32:14 KRK-0412 cubby-lockerd[612]: INFO bus: col=6 addr=0x16 door=1 state=closed
Nov 02 18:32:14 KRK-0412 cubby-lockerd[612]: INFO doors: door_open_alarm_cleared door=81
"""

CARGO_TEST = """\
   Compiling cubby-lockerd v4.1.3 (/home/ilkay/src/cubby-fw/lockerd)
    Finished test [unoptimized + debuginfo] target(s) in 38.12s
     Running unittests src/main.rs (target/debug/deps/cubby_lockerd-5b0e1c2d9f7a4e11)

running 47 tests
test bus::frame::tests::crc_matches_datasheet_vector ... ok
test bus::frame::tests::stuffing_roundtrip ... ok
test bus::frame::tests::rejects_short_frame ... ok
test bus::poll::tests::retries_then_marks_unknown ... ok
test config::tests::defaults_fill_missing_keys ... ok
test config::tests::reads_station_override ... ok
test doors::watch::tests::alarm_after_configured_duration_250ms_poll ... ok
test doors::watch::tests::alarm_after_configured_duration_1s_poll ... ok
test doors::watch::tests::no_alarm_when_closed_before_limit ... ok
test doors::watch::tests::alarm_cleared_on_close ... ok
test doors::watch::tests::unknown_state_keeps_timer_running ... ok
test events::tests::sink_buffers_when_offline ... ok
test events::tests::seq_is_monotonic_across_restart ... ok
test uplink::tests::heartbeat_backoff ... ok
... (33 more ok)

test result: ok. 47 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.84s
"""

FRAME_RS = """\
     1\t//! Framing for the DC-16 door controller bus (RS-485, half duplex).
     2\t//!
     3\t//! Frame layout, all multi-byte fields little endian:
     4\t//!
     5\t//!   0x7E | addr | cmd | len | payload[len] | crc_lo | crc_hi | 0x7E
     6\t//!
     7\t//! Inside the frame 0x7E and 0x7D are escaped as 0x7D followed by (byte ^ 0x20).
     8\t//! CRC is CRC-16/MODBUS over addr..payload (before stuffing), as in the controller datasheet rev C.
     9\t
    10\tuse crate::bus::crc::crc16_modbus;
    11\t
    12\tpub const FLAG: u8 = 0x7E;
    13\tpub const ESC: u8 = 0x7D;
    14\tpub const MAX_PAYLOAD: usize = 64;
    15\t
    16\t#[derive(Debug, Clone, PartialEq, Eq)]
    17\tpub struct Frame {
    18\t    pub addr: u8,
    19\t    pub cmd: Cmd,
    20\t    pub payload: Vec<u8>,
    21\t}
    22\t
    23\t#[derive(Debug, Clone, Copy, PartialEq, Eq)]
    24\t#[repr(u8)]
    25\tpub enum Cmd {
    26\t    Poll = 0x01,
    27\t    Unlock = 0x02,
    28\t    SetLed = 0x03,
    29\t    ReadInfo = 0x10,
    30\t    Ack = 0x80,
    31\t    Nak = 0x81,
    32\t    Status = 0x82,
    33\t}
    34\t
    35\timpl Frame {
    36\t    pub fn encode(&self) -> Vec<u8> {
    37\t        let mut body = Vec::with_capacity(4 + self.payload.len());
    38\t        body.push(self.addr);
    39\t        body.push(self.cmd as u8);
    40\t        body.push(self.payload.len() as u8);
    41\t        body.extend_from_slice(&self.payload);
    42\t        let crc = crc16_modbus(&body);
    43\t        body.extend_from_slice(&crc.to_le_bytes());
    44\t        let mut out = Vec::with_capacity(body.len() + 4);
    45\t        out.push(FLAG);
    46\t        for b in body {
    47\t            if b == FLAG || b == ESC {
    48\t                out.push(ESC);
    49\t                out.push(b ^ 0x20);
    50\t            } else {
    51\t                out.push(b);
    52\t            }
    53\t        }
    54\t        out.push(FLAG);
    55\t        out
    56\t    }
    57\t
    58\t    pub fn decode(raw: &[u8]) -> Result<Frame, FrameError> {
    59\t        let inner = raw
    60\t            .strip_prefix(&[FLAG])
    61\t            .and_then(|r| r.strip_suffix(&[FLAG]))
    62\t            .ok_or(FrameError::NoFlags)?;
    63\t        let mut body = Vec::with_capacity(inner.len());
    64\t        let mut it = inner.iter();
    65\t        while let Some(&b) = it.next() {
    66\t            if b == ESC {
    67\t                let next = it.next().ok_or(FrameError::DanglingEscape)?;
    68\t                body.push(next ^ 0x20);
    69\t            } else {
    70\t                body.push(b);
    71\t            }
    72\t        }
    73\t        if body.len() < 5 {
    74\t            return Err(FrameError::Short(body.len()));
    75\t        }
    76\t        let (data, crc_bytes) = body.split_at(body.len() - 2);
    77\t        let want = u16::from_le_bytes([crc_bytes[0], crc_bytes[1]]);
    78\t        let got = crc16_modbus(data);
    79\t        if want != got {
    80\t            return Err(FrameError::Crc { want, got });
    81\t        }
    82\t        let len = data[2] as usize;
    83\t        if len > MAX_PAYLOAD || data.len() != 3 + len {
    84\t            return Err(FrameError::Length { declared: len, actual: data.len() - 3 });
    85\t        }
    86\t        let cmd = Cmd::try_from(data[1]).map_err(|_| FrameError::UnknownCmd(data[1]))?;
    87\t        Ok(Frame { addr: data[0], cmd, payload: data[3..].to_vec() })
    88\t    }
    89\t}
"""

POLL_RS = """\
     1\t//! One poll cycle over all columns on the bus.
     2\t
     3\tuse std::time::Duration;
     4\t
     5\tuse crate::bus::frame::{Cmd, Frame};
     6\tuse crate::bus::port::Port;
     7\t
     8\tpub struct Poller<P: Port> {
     9\t    port: P,
    10\t    columns: Vec<u8>,           // bus addresses 0x11..=0x16 on a 6-column locker
    11\t    timeout: Duration,
    12\t    retries: u8,
    13\t}
    14\t
    15\timpl<P: Port> Poller<P> {
    16\t    pub fn poll_all(&mut self) -> PollReport {
    17\t        let mut report = PollReport::with_capacity(self.columns.len() * 16);
    18\t        for &addr in &self.columns {
    19\t            let mut attempt = 0;
    20\t            loop {
    21\t                self.port.write(&Frame { addr, cmd: Cmd::Poll, payload: vec![] }.encode());
    22\t                match self.port.read_frame(self.timeout) {
    23\t                    Ok(f) if f.cmd == Cmd::Status && f.addr == addr => {
    24\t                        report.push_column(addr, &f.payload);
    25\t                        break;
    26\t                    }
    27\t                    _ if attempt < self.retries => attempt += 1,
    28\t                    _ => {
    29\t                        report.mark_unknown(addr);
    30\t                        break;
    31\t                    }
    32\t                }
    33\t            }
    34\t        }
    35\t        report
    36\t    }
    37\t}
"""

SESSIONS = [
    {
        "id": "h56-cc-fw-door-alarm-early",
        "project": FW,
        "start": datetime(2026, 11, 3, 9, 20),
        "branch": "fix/door-alarm-timing",
        "about": "cubby-fw: door-open alarm at KRK-0412 beeps after ~22 s instead of 90; ilkay's guess (config read "
                 "wrong from locker.toml) ruled out, the file says 90; real cause DoorWatch counting poll ticks as "
                 "seconds while that station polls every 250 ms; fix with a monotonic Instant; 90 s confirmed as fleet "
                 "value; Turkish-flavoured request to keep 19200 baud on RS-485; a joke with 'remember'; a bus "
                 "simulator proposal left for later",
        "steps": [
            ("user", "günaydın :) we have ticket from ops since friday. locker KRK-0412 in Kraków Główny, the "
                     "door-open alarm is coming after around 20 second, not 90. customers complain, the locker is "
                     "beeping while they still take out their parcel, one lady thought it is broken and called "
                     "hotline. I think it is config problem, maybe door_open_alarm_secs is reading wrong from the toml "
                     "on that station. can you look? I have ssh to it over the vpn, host is krk-0412.lockers.internal"),
            ("assistant", "Morning! Let's check the rendered config on the locker first, then the loader."),
            bash("ssh root@krk-0412.lockers.internal cat /etc/cubby/locker.toml", LOCKER_TOML),
            ("assistant", "The file says `door_open_alarm_secs = 90`, so the value on disk is right. Let me make sure the "
                          "loader doesn't fall back to a default (a typo'd section name would do that)."),
            bash("ssh root@krk-0412.lockers.internal 'cubby-lockerd --print-config | grep -A3 doors'",
                 "[doors]\ndoor_open_alarm_secs = 90\nunlock_pulse_ms = 400\nsensor_debounce_ms = 60\n"),
            ("assistant", "The running daemon also sees 90, so it's not the config read. Let me look at the journal "
                          "around the complaints to see how long the doors were really open when the alarm fired."),
            bash("ssh root@krk-0412.lockers.internal "
                 "'journalctl -u cubby-lockerd --since \"2026-11-02 17:40\" --until \"2026-11-02 18:35\" --no-pager'",
                 JOURNAL),
            ("assistant", "Door 37 opened at 17:41:03 and alarmed at 17:41:26: 23 seconds. Door 12: 18:02:55 → 18:03:18, "
                          "again 23 s. Door 81: 23 s. Very regular, which smells like arithmetic, not a flaky sensor. "
                          "90 × 0.25 = 22.5. This station has `poll_interval_ms = 250`. Let me read the watcher."),
            tool("Read", {"file_path": f"{FW}/lockerd/src/doors/watch.rs"}, WATCH_RS),
            ("assistant", "Found it. `DoorWatch::on_poll` adds one to `ticks_open` per poll and compares the count with "
                          "`door_open_alarm_secs`, with the comment `// one poll == one second`. That was true when every "
                          "locker polled at 1 s. KRK-0412 got `poll_interval_ms = 250` (6 columns, 96 doors, the comment "
                          "in the toml says 1 s was too slow for door-close feedback), so 90 ticks are 22.5 s. Any station "
                          "with a faster poll has the same bug; let me see how many there are.\n\n"
                          "Fix I'd suggest: stop counting ticks and store when the door was first seen open, as a "
                          "`std::time::Instant` (monotonic, so an NTP jump or the RTC being set after boot can't fire or "
                          "swallow an alarm), then compare `opened_at.elapsed()` with "
                          "`Duration::from_secs(door_open_alarm_secs)`."),
            bash("cd ~/src/cubby-provisioning && rg -l 'poll_interval_ms = (250|500)' stations/ | wc -l && "
                 "rg -l 'poll_interval_ms = (250|500)' stations/ | head -8",
                 "41\nstations/KRK-0412.toml\nstations/KRK-0413.toml\nstations/WAW-0201.toml\nstations/WAW-0202.toml\n"
                 "stations/WAW-0203.toml\nstations/GDA-0110.toml\nstations/POZ-0057.toml\nstations/POZ-0058.toml\n"),
            ("user", "41 station! ok so not only Kraków, we were lucky only they complained. yes do the Instant way"),
            tool("Edit", {"file_path": f"{FW}/lockerd/src/doors/watch.rs",
                          "old_string": "    ticks_open: Vec<u32>,",
                          "new_string": "    opened_at: Vec<Option<Instant>>,"},
                 "The file lockerd/src/doors/watch.rs has been updated."),
            tool("Edit", {"file_path": f"{FW}/lockerd/src/doors/watch.rs",
                          "old_string": "                    self.ticks_open[i] += 1;\n"
                                        "                    // one poll == one second\n"
                                        "                    if self.ticks_open[i] >= self.cfg.door_open_alarm_secs "
                                        "&& !self.alarmed[i] {",
                          "new_string": "                    let since = *self.opened_at[i].get_or_insert(now);\n"
                                        "                    let limit = Duration::from_secs(self.cfg.door_open_alarm_secs "
                                        "as u64);\n"
                                        "                    if now.duration_since(since) >= limit && !self.alarmed[i] {"},
                 "The file lockerd/src/doors/watch.rs has been updated."),
            ("assistant", "I also changed `on_poll` to take `now: Instant` as an argument instead of calling "
                          "`Instant::now()` inside, so the tests can drive time. The caller in `main_loop.rs` passes "
                          "`Instant::now()` right after the poll returns. `DoorState::Unknown` (a column that didn't "
                          "answer) keeps the timer running instead of resetting it, otherwise a noisy bus could hide a "
                          "door that stays open. Added tests for 250 ms and 1 s polls."),
            bash("cd ~/src/cubby-fw && cargo test -p cubby-lockerd 2>&1 | tail -25", CARGO_TEST),
            ("assistant", "All 47 pass, including the two new ones. Cross build for the board:"),
            bash("cd ~/src/cubby-fw && cross build -p cubby-lockerd --target armv7-unknown-linux-gnueabihf --release "
                 "2>&1 | tail -3",
                 "   Compiling cubby-lockerd v4.1.3 (/project/lockerd)\n"
                 "    Finished release [optimized] target(s) in 2m 51s\n"),
            ("user", "super, this is it. and about the value: the 90 second is correct, ops agreed it with the "
                     "shopping centre managers and the station operators, it is same number on every locker. it must "
                     "stay 90 and not become per-station setting, even if somebody asks. the key stays in toml only "
                     "because provisioning renders everything there.\n\n"
                     "Also one thing you must keep in your memory for next times: RS-485 bus we are running always on "
                     "19200 baud. Every few months somebody wants 115200 because polling is faster, but the old DC-16 "
                     "controllers from first generation are not making it, frames are breaking at the long columns. "
                     "So 19200, finish, no discussion again."),
            ("assistant", "Understood on both: the door-open alarm stays at 90 s for the whole fleet, and the RS-485 "
                          "bus runs at 19200 baud because the first-generation DC-16 controllers can't hold 115200 on "
                          "long columns.\n\nOne idea while we're here: a small bus simulator (a fake DC-16 on a pty) "
                          "so timing bugs like this show up in CI instead of in Kraków. Want me to sketch it?"),
            ("user", "maybe later, not this sprint. haha remember, a locker door is like my fridge at night, always "
                     "open too long"),
            ("assistant", "Ha. I'll leave the simulator out then. Commit message proposal:\n\n"
                          "```\nfix(doors): time door-open alarm with a monotonic clock\n\n"
                          "DoorWatch counted poll ticks as seconds; stations with poll_interval_ms = 250 raised\n"
                          "the alarm after 22.5 s instead of 90 s (41 stations). Track opened_at as an Instant.\n```"),
            ("user", "good, commit it on this branch, I make the PR myself"),
            bash("cd ~/src/cubby-fw && git add -A && git commit -q -F /tmp/msg && git log --oneline -1",
                 "a41c07e fix(doors): time door-open alarm with a monotonic clock\n"),
            ("assistant", "Committed as a41c07e on `fix/door-alarm-timing`."),
        ],
        "facts": [
            fact("alarm-ticks", "The door-open alarm fired after about 22 s at stations with poll_interval_ms = 250 "
                 "because DoorWatch counted poll ticks as seconds; it now measures the open time with a monotonic "
                 "Instant (41 stations were affected).",
                 "bugfix", "assistant", [["ticks", "tick"], "poll_interval_ms", "Instant"]),
            fact("alarm-90", "The door-open alarm fires after 90 seconds on every locker (agreed by ops with the "
                 "shopping centre managers and station operators); it must not become a per-station setting.",
                 "config", "user", ["door", "alarm", "90"]),
            fact("baud-19200", "The RS-485 bus always runs at 19200 baud: first-generation DC-16 controllers break "
                 "frames at 115200 on long columns.",
                 "rule", "user", ["19200", "RS-485"], remember=True),
        ],
        "optional": [
            opt("cross-target", "Board builds use cross with target armv7-unknown-linux-gnueabihf.",
                ["armv7-unknown-linux-gnueabihf"]),
        ],
        "questions": [
            q("Why did the door-open alarm go off after about 20 seconds at KRK-0412?",
              "DoorWatch counted poll ticks as seconds and the station polls every 250 ms", ["alarm-ticks"]),
            q("After how many seconds does a locker raise the door-open alarm?", "90 seconds on every locker",
              ["alarm-90"]),
            q("Which baud rate does the RS-485 door controller bus use?", "19200 baud", ["baud-19200"]),
        ],
    },
    {
        "id": "h56-cc-fw-ota-rings",
        "project": FW,
        "start": datetime(2026, 11, 10, 14, 5),
        "branch": "ota/rings",
        "about": "cubby-fw: planning the ring rollout of firmware 4.2.0; three options, ilkay picks 'the second one' "
                 "(rings by site) and corrects the lab size to 8; soak time set to 24h, then 72h, then 12h for ring0 "
                 "and 48h for the rest; auto-halt above 2% failed health checks; a statement for later sessions about "
                 "A/B slots; delta updates proposed and declined",
        "steps": [
            ("user", "hello again. today I want to prepare the rollout for 4.2.0 (has the door alarm fix and the new "
                     "modem watchdog). until now we did 'push to all and pray', with 3000 locker this is not ok anymore. "
                     "I want rings. there is ota/rings.toml but it is only placeholder from last year"),
            tool("Read", {"file_path": f"{FW}/ota/rings.toml"},
                 "     1\t# TODO: real rings\n     2\t[[ring]]\n     3\tname = \"all\"\n     4\tselector = \"*\"\n"
                 "     5\tsoak_hours = 0\n"),
            bash("curl -s -H \"Authorization: Bearer $FLEET_TOKEN\" https://fleet.internal.cubbyline.example/api/v1/stats "
                 "| jq .",
                 "{\n  \"lockers_total\": 3012,\n  \"online\": 2941,\n  \"offline_over_24h\": 23,\n"
                 "  \"by_site_kind\": {\n    \"shopping_centre\": 1874,\n    \"railway\": 1049,\n    \"office_lab\": 8,\n"
                 "    \"other\": 81\n  },\n  \"by_city_railway\": {\n    \"Warszawa\": 212,\n    \"Kraków\": 163,\n"
                 "    \"Poznań\": 58,\n    \"Gdańsk\": 97,\n    \"Wrocław\": 121,\n    \"other\": 398\n  },\n"
                 "  \"by_hw_rev\": {\n    \"B1\": 402,\n    \"B2\": 1577,\n    \"C1\": 1033\n  },\n"
                 "  \"firmware\": {\n    \"4.1.3\": 2710,\n    \"4.1.2\": 269,\n    \"4.0.9\": 33\n  }\n}\n"),
            ("assistant", "3,012 lockers, 2,941 online. Three ways to cut the rings:\n\n"
                          "1. **Random percentages** — 1% → 10% → 50% → 100%, chosen by hashing the locker id. Simple, "
                          "statistically fair, but a bad build hits random stations everywhere and ops can't tell "
                          "station managers in advance.\n"
                          "2. **By site** — ring0: the office lab lockers; ring1: railway lockers of one city (Poznań "
                          "has 58, small enough, one ops team); ring2: 25% of the shopping-centre lockers; ring3: "
                          "everything else. Failures are geographically contained and one ops team watches ring1.\n"
                          "3. **By hardware revision** — B1 boards first (402, oldest, most likely to break), then B2, "
                          "then C1. Good for catching board-specific bugs, but ring1 would be 402 lockers at once.\n\n"
                          "I lean to 2, maybe with a check that each ring contains all three hardware revisions."),
            ("user", "the second one. but lab ring is our 8 lockers in the office, not 12 like the wiki says, the wiki "
                     "is old. and yes put the hw revision check, good idea"),
            tool("Write", {"file_path": f"{FW}/ota/rings.toml"},
                 "File created successfully at: /home/ilkay/src/cubby-fw/ota/rings.toml"),
            ("assistant", "Written:\n\n```toml\n[[ring]]\nname = \"ring0\"\nselector = \"site_kind = 'office_lab'\"  "
                          "# 8 lockers\nsoak_hours = 24\n\n[[ring]]\nname = \"ring1\"\n"
                          "selector = \"site_kind = 'railway' AND city = 'Poznań'\"  # 58 lockers\nsoak_hours = 24\n\n"
                          "[[ring]]\nname = \"ring2\"\nselector = \"site_kind = 'shopping_centre' AND hash_pct(id) < 25\"\n"
                          "soak_hours = 24\n\n[[ring]]\nname = \"ring3\"\nselector = \"*\"\nsoak_hours = 0\n\n"
                          "[checks]\nrequire_hw_revs = [\"B1\", \"B2\", \"C1\"]  # per ring from ring1 on\n```\n\n"
                          "Soak is 24h between rings for now."),
            ("user", "hmm 24h is too short. weekend traffic is totally different from weekday, the malls are full on "
                     "saturday. make it 72h"),
            ("assistant", "Set `soak_hours = 72` on ring0, ring1 and ring2. That makes a full rollout at least 9 days."),
            ("user", "9 days... no. ok wait. ring0 is only the office, there is no weekend traffic there anyway, nobody "
                     "is in office saturday. ring0 12h is enough. ring1 and ring2 48h. final."),
            tool("Edit", {"file_path": f"{FW}/ota/rings.toml", "old_string": "soak_hours = 72",
                          "new_string": "soak_hours = 48", "replace_all": True},
                 "The file ota/rings.toml has been updated. All occurrences replaced."),
            tool("Edit", {"file_path": f"{FW}/ota/rings.toml",
                          "old_string": "name = \"ring0\"\nselector = \"site_kind = 'office_lab'\"  # 8 lockers\n"
                                        "soak_hours = 48",
                          "new_string": "name = \"ring0\"\nselector = \"site_kind = 'office_lab'\"  # 8 lockers\n"
                                        "soak_hours = 12"},
                 "The file ota/rings.toml has been updated."),
            ("assistant", "Done: ring0 soaks 12h, ring1 and ring2 48h each, ring3 is the rest. With 4.2.0 started on a "
                          "Monday morning ring3 would start on Friday evening at the earliest, so you may want to hold "
                          "ring3 to the following Monday by hand.\n\n"
                          "Next, the halt rule. During soak `ota-controller` already collects the post-boot health "
                          "check (daemon up, bus answers all columns, modem registered, heartbeat within 5 min). I'd "
                          "make it stop promoting automatically and page the firmware on-call when more than 2% of the "
                          "lockers in the current ring fail the health check, or when any locker boot-loops three "
                          "times. In ring0 (8 lockers) one failure is already 12.5%, so ring0 effectively halts on the "
                          "first failure, which is what you want in the lab."),
            ("user", "ok, put it"),
            tool("Edit", {"file_path": f"{FW}/ota/rings.toml",
                          "old_string": "[checks]\n",
                          "new_string": "[checks]\nhalt_when_failed_pct_over = 2.0\nhalt_on_boot_loops = 3\n"},
                 "The file ota/rings.toml has been updated."),
            bash("cd ~/src/cubby-fw && cargo run -q -p ota-controller -- plan --rings ota/rings.toml --release 4.2.0",
                 "release 4.2.0 plan (fleet snapshot 2026-11-10T13:58Z)\n"
                 "ring0  8 lockers     hw: C1=8            soak 12h  halt: >2.0% failed or 3 boot loops\n"
                 "ring1  58 lockers    hw: B1=9 B2=31 C1=18 soak 48h  halt: >2.0% failed or 3 boot loops\n"
                 "ring2  468 lockers   hw: B1=61 B2=279 C1=128 soak 48h  halt: >2.0% failed or 3 boot loops\n"
                 "ring3  2478 lockers  hw: B1=332 B2=1267 C1=879 soak -  halt: >2.0% failed or 3 boot loops\n"
                 "warning: ring0 lacks hw revs [B1, B2] (require_hw_revs applies from ring1)\n"
                 "offline lockers (23) will get the release on reconnect, after their ring is promoted\n"),
            ("assistant", "The plan looks right. One more optimisation I could do: delta updates with bsdiff against "
                          "4.1.3, which would cut the download from ~38 MB to ~6 MB per locker, nice on LTE data."),
            ("user", "not now, the data plan is flat rate since spring, not worth the complexity.\n\n"
                     "and something for the next sessions when you work on the OTA code: the board can lose power "
                     "anytime, some shopping centres cut the power to the lockers at night on sundays, and the "
                     "station people pull the plug when they clean. so every install goes to the inactive A/B slot and "
                     "we switch the boot slot only after health check is passed. we never write into the running slot, "
                     "never, also not for 'small' fixes."),
            ("assistant", "Got it, I'll keep that in mind whenever OTA code comes up: installs always target the "
                          "inactive A/B slot, the boot slot flips only after the health check passes, and the running "
                          "slot is never written. I checked `ota-agent/src/install.rs` just now and it already does "
                          "that (it writes to `/dev/mmcblk0p3` or `p2`, whichever `fw_printenv bootslot` says is not "
                          "active)."),
            ("user", "good. commit the rings please"),
            bash("cd ~/src/cubby-fw && git add ota/rings.toml && git commit -qm 'ota: rings by site for 4.2.0' && "
                 "git log --oneline -1", "c5d1e88 ota: rings by site for 4.2.0\n"),
        ],
        "facts": [
            fact("rings-by-site", "Firmware rolls out in rings by site: ring0 the 8 office lab lockers, ring1 the "
                 "Poznań railway station lockers, ring2 25% of shopping-centre lockers, ring3 the rest; each ring "
                 "from ring1 on must contain hardware revisions B1, B2 and C1.",
                 "decision", "user", ["ring0", "Poznań", "railway"]),
            fact("soak", "Soak time between rings: 12h after ring0, 48h after ring1 and ring2.",
                 "config", "user", ["soak", "12h", "48h"]),
            fact("halt", "A rollout stops promoting and pages the firmware on-call when more than 2% of the current "
                 "ring fails the health check or a locker boot-loops 3 times.",
                 "config", "assistant", ["halt", "2%", "boot loop"]),
            fact("ab-slot", "OTA installs always go to the inactive A/B slot and the boot slot flips only after the "
                 "health check passes; the running slot is never written (lockers lose power at night or when "
                 "cleaned).",
                 "rule", "user", ["A/B", "running slot"], remember=True),
        ],
        "optional": [
            opt("soak-72", "The soak was first set to 24h, then 72h, before the final 12h/48h.", ["72h"]),
            opt("no-delta", "Delta updates with bsdiff were declined: the LTE data plan is flat rate.",
                ["bsdiff", "flat rate"]),
        ],
        "questions": [
            q("How are the firmware rollout rings cut?",
              "ring0 office lab 8 lockers, ring1 Poznań railway, ring2 25% shopping centre, ring3 rest",
              ["rings-by-site"]),
            q("How long is the soak between rollout rings?", "12h after ring0, 48h after ring1 and ring2", ["soak"]),
            q("When does a firmware rollout halt by itself?", "more than 2% fail the health check or 3 boot loops",
              ["halt"]),
            q("Where does the OTA agent write a new firmware image?", "the inactive A/B slot, never the running slot",
              ["ab-slot"]),
        ],
    },
    {
        "id": "h56-cc-fw-frame-explain",
        "project": FW,
        "start": datetime(2026, 11, 17, 11, 40),
        "about": "cubby-fw: ilkay asks for an explanation of the RS-485 framing and poll code before onboarding an "
                 "intern; long explanation full of 'must' and 'always' about how the protocol works (no rules); a "
                 "question about whether the assistant remembers how the CRC was chosen; nothing durable",
        "steps": [
            ("user", "merhaba! next week a new intern comes to firmware, and I must explain him the bus code. honestly "
                     "I wrote poll.rs but frame.rs is from before me, I want to understand it better myself first. can "
                     "you explain lockerd/src/bus/frame.rs and poll.rs? like for a person who knows C but not Rust"),
            tool("Read", {"file_path": f"{FW}/lockerd/src/bus/frame.rs"}, FRAME_RS),
            tool("Read", {"file_path": f"{FW}/lockerd/src/bus/poll.rs"}, POLL_RS),
            ("assistant", "Sure. Here's the walk-through, from the wire up.\n\n"
                          "## The frame on the wire\n\n"
                          "Every message on the bus, in both directions, looks like this:\n\n"
                          "```\n0x7E | addr | cmd | len | payload... | crc_lo | crc_hi | 0x7E\n```\n\n"
                          "- `0x7E` is the flag byte. A frame must start and end with it; a receiver that sees 0x7E "
                          "knows a frame boundary is there, whatever came before.\n"
                          "- `addr` is the column controller's bus address. On a 6-column locker they are 0x11 to 0x16.\n"
                          "- `cmd` is one byte, the `Cmd` enum: `Poll`, `Unlock`, `SetLed`, `ReadInfo` going out, "
                          "`Ack`, `Nak`, `Status` coming back. Replies have the high bit set (0x80 and up), which is a "
                          "cheap way to tell direction on a half-duplex bus.\n"
                          "- `len` is the payload length, at most 64 (`MAX_PAYLOAD`).\n"
                          "- The CRC is CRC-16/MODBUS over addr, cmd, len and payload, little endian.\n\n"
                          "## Byte stuffing\n\n"
                          "Because 0x7E marks boundaries, it must never appear inside a frame. `encode` therefore "
                          "replaces any 0x7E or 0x7D inside the body with 0x7D followed by the byte XOR 0x20 (so 0x7E "
                          "becomes 0x7D 0x5E). `decode` does the reverse. This is the same trick HDLC and PPP use; in C "
                          "you'd write it as a loop over a buffer exactly like lines 46–53. Note the order: CRC is "
                          "computed *before* stuffing and checked *after* unstuffing, so the CRC bytes themselves can "
                          "be stuffed too.\n\n"
                          "## decode, step by step\n\n"
                          "1. `strip_prefix` / `strip_suffix` check the flags; `?` returns early with an error, like a "
                          "`goto fail` in C.\n2. Unstuff into `body`. A 0x7D at the very end is an error "
                          "(`DanglingEscape`).\n3. Fewer than 5 bytes can't be a frame (addr, cmd, len, 2 CRC).\n"
                          "4. Split off the last two bytes, compare CRCs.\n5. Check that `len` matches the real "
                          "payload length. This always has to come after the CRC check; otherwise a corrupted length "
                          "byte would be reported as a length error and hide the real problem (noise).\n"
                          "6. Convert the command byte with `Cmd::try_from`; unknown commands are rejected, not "
                          "ignored.\n\n"
                          "## poll.rs\n\n"
                          "`poll_all` is one cycle: for each column address it writes a `Poll` frame and waits up to "
                          "`timeout` for a `Status` reply from the same address. On a bad or missing reply it retries "
                          "up to `retries` times, then marks the whole column as unknown for this cycle. Because the "
                          "bus is half duplex, the master must always wait for the reply (or the timeout) before "
                          "talking to the next column; two senders at once garble both frames. That's why a cycle on "
                          "a 6-column locker takes up to 6 × (timeout × (retries + 1)) in the worst case.\n\n"
                          "For the intern I'd draw the frame as boxes, then show one `Poll`/`Status` exchange as a "
                          "hex dump. Want me to produce a hex dump from the test vectors?"),
            ("user", "yes please, and one question. do you remember how we chose the CRC last time? I forget why "
                     "MODBUS and not CCITT"),
            ("assistant", "I don't carry anything over from earlier conversations, so I can't recall a previous "
                          "discussion. What the code itself says is in the module comment at line 8: the CRC follows "
                          "the DC-16 controller datasheet rev C, so the choice came from the controller vendor, not "
                          "from us. Here's the hex dump:"),
            bash("cd ~/src/cubby-fw && cargo run -q -p bus-tools -- dump --example poll-status",
                 "-> Poll to 0x13\n"
                 "   7E 13 01 00 41 F1 7E\n"
                 "   flag addr=0x13 cmd=Poll len=0 crc=0xF141 flag\n"
                 "<- Status from 0x13 (16 doors)\n"
                 "   7E 13 82 04 FF FB 00 00 9D 5E 7E\n"
                 "   flag addr=0x13 cmd=Status len=4 payload=[FF FB 00 00] crc=0x5E9D flag\n"
                 "   payload: bitmap closed=FFFB -> door 3 open (bit 2 clear); bitmap fault=0000\n"
                 "-> Unlock to 0x13 door 3\n"
                 "   7E 13 02 01 03 7D 5E 40 7E\n"
                 "   flag addr=0x13 cmd=Unlock len=1 payload=[03] crc=0x407E (stuffed: 7E -> 7D 5E) flag\n"),
            ("assistant", "The third exchange is a nice one for the intern: the CRC's low byte happens to be 0x7E, so "
                          "you can see stuffing in action (`7D 5E`). And the Status payload shows the two 16-bit "
                          "bitmaps: closed doors and faulted doors; a clear bit in the first one means that door is "
                          "open."),
            ("user", "oh this unlock one is perfect for the whiteboard. thank you, very clear now. I will print it. "
                     "teşekkürler, have a good day"),
            ("assistant", "You're welcome, good luck with the onboarding!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
