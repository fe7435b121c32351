"""h54 Claude Code sessions, part a: weighbridge-gw, the Rust gateway that talks to the weighbridge
indicators (TW-400 terminals behind serial device servers, TCP port 4001) at the 30 intake sites of the
Kestrel Plains Cooperative. Short gross weights at Oxmoor, a code review of the reconnect PR, and a new
hire's walkthrough of the ticket flow (nothing durable)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

GW = "/home/ilinca/src/weighbridge-gw"
GW_NEW = "/home/joss/src/weighbridge-gw"


def _oxmoor_journal() -> str:
    """A slice of the S14 box journal around ticket W-S14-2026-004117 (unstable frames captured)."""
    lines = []
    weights = [0, 0, 3120, 9840, 15460, 19980, 22740, 23960, 24180, 24360, 24470, 24500, 24520, 24520,
               24520, 24520, 24540, 24520, 24520, 24520]
    sec, frac = 2, 0
    for i, kg in enumerate(weights):
        status = "ST" if (kg == 0 or i >= 12) else "US"
        lines.append(f"Oct 31 09:12:{sec:02d}.{frac:03d} kpc-s14-box weighbridge-gw[812]: DEBUG frame "
                     f"term=S14-T1 raw=\"{status},GS,+{kg:07d}kg\"")
        if i == 1:
            lines.append("Oct 31 09:12:02.310 kpc-s14-box weighbridge-gw[812]: INFO axle_sensor term=S14-T1 "
                         "event=truck_present lane=in")
        if i == 8:
            lines.append("Oct 31 09:12:04.312 kpc-s14-box weighbridge-gw[812]: INFO ticket captured "
                         "no=W-S14-2026-004117 pass=gross gross_kg=24180 term=S14-T1 rego=XKT-441")
            lines.append("Oct 31 09:12:04.398 kpc-s14-box weighbridge-gw[812]: INFO printer job=4117 "
                         "dev=/dev/usb/lp0 bytes=1184 ok")
        frac += 250
        if frac >= 1000:
            frac -= 1000
            sec += 1
    lines.append("Oct 31 09:12:09.114 kpc-s14-box weighbridge-gw[812]: DEBUG publish exchange=kpc.tickets "
                 "key=ticket.gross no=W-S14-2026-004117")
    lines.append("Oct 31 09:14:51.870 kpc-s14-box weighbridge-gw[812]: WARN frame term=S14-T1 "
                 "raw=\"OL,GS,+9999999kg\" (overload, ignored)")
    for t in range(3):
        lines.append(f"Oct 31 09:{20 + t:02d}:00.001 kpc-s14-box weighbridge-gw[812]: DEBUG heartbeat "
                     f"term=S14-T1 rtt_ms={11 + t} queue=0")
    lines.append("Oct 31 11:47:36.552 kpc-s14-box weighbridge-gw[812]: INFO ticket captured "
                 "no=W-S14-2026-004139 pass=gross gross_kg=31700 term=S14-T1 rego=BDN-207")
    lines.append("-- frames around 004139 show US frames at 31700, 31940, 32050 then ST,GS,+0032110kg --")
    return "\n".join(lines) + "\n"


FRAME_RS_BEFORE = """     1\tuse thiserror::Error;
     2\t
     3\t#[derive(Debug, Clone, PartialEq)]
     4\tpub struct Frame {
     5\t    pub mode: String, // GS gross, NT net, TR tare
     6\t    pub kg: i64,
     7\t}
     8\t
     9\t#[derive(Debug, Error)]
    10\tpub enum FrameError {
    11\t    #[error("expected 3 fields, got {0}")]
    12\t    Fields(usize),
    13\t    #[error("bad weight: {0}")]
    14\t    Weight(#[from] std::num::ParseIntError),
    15\t}
    16\t
    17\t/// TW-400 continuous output, one frame per line: `SS,MM,+0024520kg\\r\\n`
    18\tpub fn parse(line: &str) -> Result<Frame, FrameError> {
    19\t    let parts: Vec<&str> = line.trim().split(',').collect();
    20\t    if parts.len() != 3 {
    21\t        return Err(FrameError::Fields(parts.len()));
    22\t    }
    23\t    let kg = parts[2]
    24\t        .trim_start_matches('+')
    25\t        .trim_end_matches("kg")
    26\t        .parse::<i64>()?;
    27\t    Ok(Frame { mode: parts[1].to_string(), kg })
    28\t}
"""

CAPTURE_RS = """     1\tuse crate::frame::Frame;
     2\tuse crate::ticket::{Pass, TicketDraft};
     3\tuse tokio::sync::mpsc::Receiver;
     4\t
     5\tpub struct Capture {
     6\t    pub min_load_kg: i64,
     7\t}
     8\t
     9\timpl Capture {
    10\t    /// Called once the axle sensor reports truck_present.
    11\t    pub async fn take(&self, frames: &mut Receiver<Frame>, pass: Pass) -> Option<TicketDraft> {
    12\t        while let Some(f) = frames.recv().await {
    13\t            if f.mode == "GS" && f.kg >= self.min_load_kg {
    14\t                return Some(TicketDraft::new(pass, f.kg));
    15\t            }
    16\t        }
    17\t        None
    18\t    }
    19\t}
"""

CARGO_TEST_1 = """   Compiling weighbridge-gw v0.9.4 (/home/ilinca/src/weighbridge-gw)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.82s
     Running unittests src/lib.rs (target/debug/deps/weighbridge_gw-3f1c0a9e2b7d4410)

running 31 tests
test config::tests::defaults_load ... ok
test config::tests::rejects_zero_stable_frames ... ok
test frame::tests::parses_gross_stable ... ok
test frame::tests::parses_gross_unstable ... ok
test frame::tests::parses_overload_as_status ... ok
test frame::tests::rejects_two_fields ... ok
test frame::tests::rejects_garbage_weight ... ok
test frame::tests::negative_weight_for_zero_drift ... ok
test capture::tests::ignores_unstable_frames ... ok
test capture::tests::needs_consecutive_stable_frames ... ok
test capture::tests::resets_window_on_jump_over_tolerance ... ok
test capture::tests::oxmoor_004117_replay_captures_24520 ... ok
test capture::tests::overload_never_captures ... ok
test capture::tests::min_load_respected ... ok
test ticket::tests::number_format_site_year_seq ... ok
test ticket::tests::gross_then_tare_gives_net ... ok
test ticket::tests::tare_above_gross_is_error ... ok
test ticket::tests::void_keeps_number ... ok
test printer::tests::esc_pos_header ... ok
test printer::tests::esc_pos_weights_right_aligned ... ok
test printer::tests::reprint_marks_copy ... ok
test publish::tests::gross_event_shape ... ok
test publish::tests::buffer_when_broker_down ... ok
test publish::tests::replays_buffer_in_order ... ok
test terminal::tests::lines_codec_reassembles_split_frames ... ok
test terminal::tests::heartbeat_timeout ... ok
test terminal::tests::two_terminals_one_box ... ok
test axle::tests::debounce_truck_present ... ok
test axle::tests::lane_out_for_tare ... ok
test store::tests::offline_buffer_roundtrip ... ok
test store::tests::sequence_survives_restart ... ok

test result: ok. 31 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s

   Doc-tests weighbridge_gw

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
"""


PR87_DIFF = """diff --git a/src/terminal.rs b/src/terminal.rs
index 4b1e2a0..9d7c3f1 100644
--- a/src/terminal.rs
+++ b/src/terminal.rs
@@ -1,9 +1,11 @@
 use crate::frame::{parse, Frame, Status};
+use std::time::Duration;
 use tokio::net::TcpStream;
 use tokio::sync::mpsc::Sender;
 use tokio_util::codec::{FramedRead, LinesCodec};
 use futures::StreamExt;
 use tracing::{debug, warn};
 
+const RETRY: Duration = Duration::from_secs(1);
+
 pub struct Terminal {
     pub id: String,
     pub addr: String, // serial device server, e.g. 10.14.0.21:4001
@@ -22,30 +24,61 @@ impl Terminal {
-    pub async fn run(&self, tx: Sender<Frame>) -> anyhow::Result<()> {
-        let stream = TcpStream::connect(&self.addr).await?;
-        let mut lines = FramedRead::new(stream, LinesCodec::new_with_max_length(64));
-        while let Some(line) = lines.next().await {
-            match parse(&line?) {
-                Ok(f) => tx.send(f).await?,
-                Err(e) => warn!(term = %self.id, error = %e, "bad frame"),
-            }
-        }
-        Ok(())
-    }
+    pub async fn reconn_loop(&self, tx: Sender<Frame>) {
+        let mut attempts = 0u32;
+        loop {
+            match TcpStream::connect(&self.addr).await {
+                Ok(stream) => {
+                    attempts = 0;
+                    println!("connected to {}", self.addr);
+                    let mut lines = FramedRead::new(stream, LinesCodec::new_with_max_length(64));
+                    while let Some(line) = lines.next().await {
+                        match line {
+                            Ok(l) => match parse(&l) {
+                                Ok(f) => { let _ = tx.send(f).await; }
+                                Err(e) => warn!(term = %self.id, error = %e, "bad frame"),
+                            },
+                            Err(e) => { println!("read error {}", e); break; }
+                        }
+                    }
+                }
+                Err(e) => {
+                    attempts += 1;
+                    println!("reconnecting to {} (attempt {}): {}", self.addr, attempts, e);
+                }
+            }
+            std::thread::sleep(RETRY);
+        }
+    }
 }
diff --git a/src/reading.rs b/src/reading.rs
new file mode 100644
index 0000000..1a2b3c4
--- /dev/null
+++ b/src/reading.rs
@@ -0,0 +1,22 @@
+use serde::Serialize;
+
+/// Last known reading per terminal, shown on the site screen while a terminal is reconnecting.
+#[derive(Debug, Clone, Serialize)]
+pub struct Reading {
+    pub term: String,
+    pub gross: f64,
+    pub stable: bool,
+    pub at: chrono::DateTime<chrono::Utc>,
+}
+
+impl Reading {
+    pub fn tonnes(&self) -> f64 {
+        self.gross / 1000.0
+    }
+}
+
+impl From<(&str, &crate::frame::Frame)> for Reading {
+    fn from((term, f): (&str, &crate::frame::Frame)) -> Self {
+        Reading { term: term.into(), gross: f.kg as f64, stable: f.status.is_stable(), at: chrono::Utc::now() }
+    }
+}
diff --git a/src/main.rs b/src/main.rs
index 77aa010..81bc2de 100644
--- a/src/main.rs
+++ b/src/main.rs
@@ -41,7 +41,7 @@ async fn main() -> anyhow::Result<()> {
     for t in cfg.terminals.iter().cloned() {
         let tx = frames_tx.clone();
-        tokio::spawn(async move { t.run(tx).await });
+        tokio::spawn(async move { t.reconn_loop(tx).await });
     }
"""


SESSIONS = [
    {
        "id": "h54-cc-wbgw-oxmoor-short-weights",
        "project": GW,
        "start": datetime(2026, 11, 2, 7, 40),
        "branch": "main",
        "about": "weighbridge-gw: short gross weights on tickets at Oxmoor (S14); first guess TCP framing (ruled "
                 "out, LinesCodec reassembles); root cause the parser drops the status field so capture takes an "
                 "unstable US frame while the truck still rolls on; fix waits for consecutive ST frames; "
                 "stable_frames set 5 then 3 (old firmware sends 4 frames per second), tolerance 20 kg; "
                 "Romanian-flavoured English standing rule about ST/in motion; near-miss 'do you remember the "
                 "Brindle Creek thing'",
        "steps": [
            ("user", "Good morning! Is a problem at Oxmoor (site S14) since Saturday. Two drivers have complained "
                     "that the gross weight on the ticket is less than on the farm scale, one is 340 kg less, the "
                     "other one 410 kg. The bridge was verified in September by the inspector so I think is not "
                     "the load cells. Can you look in the gateway logs please? The box is kpc-s14-box, logs are in "
                     "journald, unit weighbridge-gw. Ticket of the first driver is W-S14-2026-004117."),
            bash("ssh kpc-s14-box journalctl -u weighbridge-gw --since '2026-10-31 09:12' --until '2026-10-31 "
                 "11:48' -o short-precise | grep -E 'frame|ticket|axle|printer|publish|heartbeat' | head -80",
                 _oxmoor_journal()),
            ("assistant", "Ticket 004117 was captured at 09:12:04.312 with gross_kg=24180, but the frames keep "
                          "climbing after that and settle at 24520 about a second later. 24520 - 24180 = 340 kg, "
                          "which is exactly the first driver's complaint. So the gateway printed a number the "
                          "indicator really sent, just too early.\n\nMy first suspicion is the TCP side: the "
                          "serial device server on port 4001 packs several frames into one TCP segment when the "
                          "indicator streams fast, and if our reader split a frame across two segments we could "
                          "read a truncated value. Let me look at how the terminal reader frames lines."),
            tool("Grep", {"pattern": "LinesCodec|FramedRead", "path": f"{GW}/src"},
                 "src/terminal.rs:5:use tokio_util::codec::{FramedRead, LinesCodec};\n"
                 "src/terminal.rs:27:        let mut lines = FramedRead::new(stream, "
                 "LinesCodec::new_with_max_length(64));\n"),
            tool("Read", {"file_path": f"{GW}/src/frame.rs"}, FRAME_RS_BEFORE),
            ("assistant", "I was wrong about the framing. `FramedRead` with `LinesCodec` buffers bytes until it "
                          "sees the line ending, so a frame split across two TCP segments is reassembled before "
                          "`parse` ever sees it; there's even a test for it "
                          "(`lines_codec_reassembles_split_frames`). And 24180 isn't a truncated number, it's a "
                          "complete frame.\n\nThe real problem is in `parse`. A TW-400 frame is "
                          "`SS,MM,+0024520kg`: the first field is the status field (`ST` stable, `US` unstable, "
                          "`OL` overload), the second the mode (`GS` gross). `parse` reads `parts[1]` and "
                          "`parts[2]` and throws `parts[0]` away, so a `Frame` has no idea whether the indicator "
                          "considered the weight stable. Let me check the capture side."),
            tool("Read", {"file_path": f"{GW}/src/capture.rs"}, CAPTURE_RS),
            ("assistant", "That confirms it. `Capture::take` returns the first gross frame at or above "
                          "`min_load_kg` after the axle sensor fires `truck_present`. At Oxmoor the axle sensor "
                          "sits at the entry ramp, so the event comes while the truck is still rolling onto the "
                          "deck, and the first frame over `min_load_kg` is an unstable one: `US,GS,+0024180kg`. "
                          "Same pattern for 004139 (captured 31700, settled at 32110, the 410 kg case).\n\n"
                          "## Root cause\n\nThe frame parser drops the status field, so capture cannot tell an "
                          "unstable weight from a stable one and takes whatever gross frame comes first after "
                          "truck_present. On a bridge where the sensor fires early, that's a weight in motion.\n\n"
                          "## Proposed fix\n\n1. `Frame` gets a `status: Status` (`Stable`, `Unstable`, "
                          "`Overload`), parsed from the first field; unknown status is a parse error.\n"
                          "2. Capture only accepts a weight after N consecutive `ST` frames that all stay within a "
                          "tolerance of each other; any `US` frame or a jump over the tolerance resets the window."
                          "\n3. Overload never captures.\n\nFor N I'd start at 5 frames; the TW-400 normally "
                          "streams at 10 Hz so that's half a second of stillness. For the tolerance, 20 kg: the "
                          "bridge's verification interval is e = 20 kg, so two readings one division apart are "
                          "the same weight as far as the scale is concerned."),
            ("user", "Yes. 5 frames and 20 kg. Please to make them configurable in gateway.toml, not constants in "
                     "the code, the sites are not all same.\n\nAnd one thing for you to keep for next times, "
                     "please: never we take a weight from the indicator if it not says ST in front. Is the rule of "
                     "the metrology office, when the inspector find a ticket that was printed with a weight in "
                     "motion they can close the site for the rest of the season. Not only for Oxmoor, for all "
                     "sites and all terminals, also the new ones we put next year."),
            tool("Edit", {"file_path": f"{GW}/src/frame.rs",
                          "old_string": "pub struct Frame {\n    pub mode: String, // GS gross, NT net, TR tare\n",
                          "new_string": "pub struct Frame {\n    pub status: Status,\n    pub mode: String, // GS "
                                        "gross, NT net, TR tare\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{GW}/src/frame.rs",
                          "old_string": "    Ok(Frame { mode: parts[1].to_string(), kg })\n",
                          "new_string": "    let status = match parts[0] {\n        \"ST\" => Status::Stable,\n"
                                        "        \"US\" => Status::Unstable,\n        \"OL\" => Status::Overload,"
                                        "\n        other => return Err(FrameError::Status(other.to_string())),\n"
                                        "    };\n    Ok(Frame { status, mode: parts[1].to_string(), kg })\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{GW}/src/capture.rs",
                          "old_string": "        while let Some(f) = frames.recv().await {\n            if f.mode "
                                        "== \"GS\" && f.kg >= self.min_load_kg {\n                return "
                                        "Some(TicketDraft::new(pass, f.kg));\n            }\n        }\n",
                          "new_string": "        let mut window: Vec<i64> = Vec::with_capacity(self.stable_frames);"
                                        "\n        while let Some(f) = frames.recv().await {\n            if f.mode "
                                        "!= \"GS\" || f.status != Status::Stable || f.kg < self.min_load_kg {\n"
                                        "                window.clear();\n                continue;\n            }\n"
                                        "            if let Some(first) = window.first() {\n                if "
                                        "(f.kg - first).abs() > self.stable_tolerance_kg {\n                    "
                                        "window.clear();\n                }\n            }\n            "
                                        "window.push(f.kg);\n            if window.len() >= self.stable_frames {\n"
                                        "                return Some(TicketDraft::new(pass, *window.last()"
                                        ".unwrap()));\n            }\n        }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{GW}/config/gateway.toml",
                          "old_string": "[capture]\nmin_load_kg = 2000\n",
                          "new_string": "[capture]\nmin_load_kg = 2000\n# consecutive ST frames within "
                                        "stable_tolerance_kg before a weight is taken\nstable_frames = 5\n"
                                        "stable_tolerance_kg = 20\n"},
                 "The file has been updated."),
            bash("cargo test 2>&1 | tail -n 45", CARGO_TEST_1),
            ("assistant", "All 31 tests pass, including a new `oxmoor_004117_replay_captures_24520` that feeds the "
                          "frames from the journal above and checks the ticket gets 24520, not 24180. "
                          "`stable_frames = 5` and `stable_tolerance_kg = 20` are in `config/gateway.toml` under "
                          "`[capture]`, and config loading rejects `stable_frames = 0`."),
            ("user", "Wait. I have asked the foreman at Oxmoor now on the phone how long trucks stay on the bridge "
                     "in the peak. He say they already complain about waiting in the queue. And he tell me the "
                     "indicator at S14 is the old one, the firmware is from 2019. Can you check how many frames per "
                     "second it really sends?"),
            bash("ssh kpc-s14-box \"journalctl -u weighbridge-gw --since '2026-11-01 10:00' --until '2026-11-01 "
                 "10:10' -o short-unix | grep -c 'DEBUG frame term=S14-T1'\" | awk '{printf \"%d frames in 600 s = "
                 "%.1f frames/s\\n\", $1, $1/600}'; ssh kpc-s13-box \"journalctl -u weighbridge-gw --since "
                 "'2026-11-01 10:00' --until '2026-11-01 10:10' | grep -c 'DEBUG frame term=S13-T1'\" | awk "
                 "'{printf \"S13: %.1f frames/s\\n\", $1/600}'",
                 "2403 frames in 600 s = 4.0 frames/s\nS13: 10.0 frames/s\n"),
            ("assistant", "S14's TW-400 sends 4.0 frames per second (the newer one at S13 does 10). So at Oxmoor 5 "
                          "frames means 1.25 s of stillness before capture, plus however long the truck needs to "
                          "actually stop."),
            ("user", "Make it 3. With 4 frames per second is 0.75 s, enough, the driver is stopped by then, and the "
                     "status ST already tell us the indicator is happy. For all sites the same value, I don't want "
                     "different numbers per site if we can avoid it."),
            tool("Edit", {"file_path": f"{GW}/config/gateway.toml",
                          "old_string": "stable_frames = 5\n", "new_string": "stable_frames = 3\n"},
                 "The file has been updated."),
            bash("cargo test capture 2>&1 | tail -n 9",
                 "running 6 tests\ntest capture::tests::ignores_unstable_frames ... ok\n"
                 "test capture::tests::needs_consecutive_stable_frames ... ok\n"
                 "test capture::tests::resets_window_on_jump_over_tolerance ... ok\n"
                 "test capture::tests::oxmoor_004117_replay_captures_24520 ... ok\n"
                 "test capture::tests::overload_never_captures ... ok\n"
                 "test capture::tests::min_load_respected ... ok\n\n"
                 "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 25 filtered out\n"),
            ("user", "Good. Do you remember the Brindle Creek thing from last harvest? Ah no, of course, you don't "
                     "remember nothing from before, you are fresh every time :) Never mind, is not important, was "
                     "a printer story."),
            ("assistant", "No, I start each session without history unless it's in the repo, the commit log or "
                          "notes. If the Brindle Creek story matters for the printer code, a line in "
                          "`docs/incidents.md` would keep it around."),
            ("user", "Is fine. Commit please, message in english, and I deploy to S14 first this afternoon, the "
                     "others after they close tonight."),
            bash("git add -A && git commit -qm 'capture: only take a weight after consecutive ST frames "
                 "(stable_frames, stable_tolerance_kg)' && git log -1 --stat --oneline",
                 "5e0a9c2 capture: only take a weight after consecutive ST frames (stable_frames, "
                 "stable_tolerance_kg)\n config/gateway.toml |  3 +++\n src/capture.rs      | 27 ++++++++++++++++-----"
                 "\n src/config.rs       | 12 +++++++++\n src/frame.rs        | 19 ++++++++++++-\n "
                 "tests/fixtures/s14_004117.log | 22 ++++++++++++\n 5 files changed, 76 insertions(+), 7 "
                 "deletions(-)\n"),
            ("assistant", "Committed as 5e0a9c2. Summary for the deploy:\n\n- Cause: the status field was dropped "
                          "in `frame.rs`, so capture took the first gross frame after truck_present even when it "
                          "was `US` (unstable). At Oxmoor that's a truck still rolling onto the deck: 340 kg short "
                          "on 004117, 410 kg on 004139.\n- Fix: capture waits for `stable_frames` consecutive `ST` "
                          "frames within `stable_tolerance_kg`; overload never captures.\n- Config: "
                          "`stable_frames = 3`, `stable_tolerance_kg = 20`, same for every site.\n- The two short "
                          "tickets still need correcting in the back office (they're already printed, so that's a "
                          "void and re-weigh or a manual adjustment on your side, not something the gateway can "
                          "change)."),
        ],
        "facts": [
            fact("status-dropped", "Short gross weights at Oxmoor (S14) came from the frame parser dropping the status "
                                   "field: capture took the first gross frame after truck_present even when it was "
                                   "unstable (US), while the truck was still rolling onto the deck. Capture now waits "
                                   "for consecutive ST frames.",
                 "bugfix", "assistant", ["status field", "unstable"]),
            fact("stable-frames", "weighbridge-gw takes a weight only after stable_frames = 3 consecutive ST frames "
                                  "(config/gateway.toml [capture]); 5 was tried first but the old S14 indicator sends "
                                  "only 4 frames per second. Same value for all sites.",
                 "config", "user", ["stable_frames", "3"]),
            fact("tolerance", "The consecutive stable frames must stay within stable_tolerance_kg = 20 (one "
                              "verification division of the bridge).",
                 "config", "user", ["stable_tolerance_kg", "20"]),
            fact("st-only", "Standing rule for every site and terminal: the gateway never takes a weight unless the "
                            "indicator frame says ST; the metrology office can close a site for the season if a "
                            "ticket is printed with a weight in motion.",
                 "rule", "user", ["ST", "motion"], remember=True),
        ],
        "optional": [
            opt("framing-ok", "The TCP framing (LinesCodec reassembling split frames) was not the cause.",
                ["LinesCodec"]),
            opt("s14-rate", "The S14 TW-400 has 2019 firmware and sends 4 frames per second; S13 sends 10.",
                ["4.0 frames", "S14"]),
        ],
        "questions": [
            q("Why did Oxmoor tickets show a lower gross weight than the farm scale?",
              "the parser dropped the status field so capture took an unstable US frame while the truck was still "
              "rolling onto the deck", ["status-dropped"]),
            q("How many stable frames, within what tolerance, does weighbridge-gw need before taking a weight?",
              "3 consecutive ST frames within 20 kg", ["stable-frames", "tolerance"]),
            q("Can the gateway ever take a weight that the indicator does not mark ST?",
              "never, a weight in motion can make the metrology office close the site", ["st-only"]),
        ],
    },
    {
        "id": "h54-cc-wbgw-reconnect-review",
        "project": GW,
        "start": datetime(2026, 11, 5, 13, 10),
        "branch": "matei/terminal-reconnect",
        "about": "weighbridge-gw: review of PR #87 (reconnect to terminals); in replies to review points the person "
                 "sets integer kilograms (i64) for all weights as a standing convention, tracing not println, "
                 "exponential backoff with the first of three options but capped at 15 s, terminal_offline alarm "
                 "after 5 failures; proposal to drop the device servers for tokio-serial never answered; one-off "
                 "rename reconn_loop",
        "steps": [
            ("user", "Hello again. Matei has opened PR #87, reconnect to the terminals when the serial device "
                     "server drops the connection. It happens at the river sites when the power flickers. He is on "
                     "leave until Monday so we review it and I push the fixes on his branch. Can you look at the "
                     "diff?"),
            bash("gh pr view 87 --json title,author,additions,deletions,headRefName | jq -c . && gh pr diff 87",
                 "{\"title\":\"terminal: reconnect when the device server drops\",\"author\":{\"login\":"
                 "\"matei-kpc\"},\"additions\":71,\"deletions\":11,\"headRefName\":\"matei/terminal-reconnect\"}\n"
                 + PR87_DIFF),
            ("assistant", "Reviewed. The idea is right (today `run` returns on the first read error and the task "
                          "just ends, so a terminal stays dead until the service restarts). Comments:\n\n"
                          "1. **`Reading.gross: f64`** (`src/reading.rs`). The frame already has `kg: i64`; "
                          "converting to f64 and then dividing for `tonnes()` brings float rounding into a value "
                          "that ends up on a screen next to a ticket. I'd keep it `i64` kilograms and format "
                          "tonnes only at display time.\n\n"
                          "2. **`std::thread::sleep(RETRY)` inside an async fn.** This blocks the tokio worker "
                          "thread; with two terminals on one box and the default runtime that can stall the other "
                          "terminal's reader and the publisher for a second each loop. Needs "
                          "`tokio::time::sleep(...).await`.\n\n"
                          "3. **Retry policy.** A fixed 1 s retry hammers a device server that is rebooting (they "
                          "take 20-40 s after a power dip). Options:\n   a. exponential: start at 1 s, double each "
                          "failure, cap at 30 s, reset on a successful connect;\n   b. fixed 5 s;\n   c. "
                          "exponential with full jitter, cap 60 s.\n   With one gateway per device server, jitter "
                          "buys little, so (a) is what I'd pick.\n\n"
                          "4. **`println!`** in three places. The rest of the crate logs with `tracing` and a "
                          "`term` field; println output also doesn't reach journald with a level.\n\n"
                          "5. Nothing tells the site screen that a terminal is down; the operator just sees a "
                          "frozen number. Maybe raise an alarm after some failed attempts.\n\n"
                          "6. Longer term: the device servers are one more box per site that can fail. The "
                          "indicators have RS-232 and the site boxes have USB, so we could read them directly with "
                          "`tokio-serial` and drop the device servers altogether."),
            ("user", "Thanks. My answers, you can write them on the PR as comments from me:\n\n"
                     "1 — yes, and this is not only for this PR. In our code mass is integer kilograms, i64, "
                     "always: in the gateway, in the events, in the DB columns. No f64 for a weight anywhere. In "
                     "2024 the floats gave us 1 kg differences between ticket and statement and the members found "
                     "it before us.\n\n"
                     "2 — yes, tokio::time::sleep.\n\n"
                     "3 — the first, a. But cap at 15 s, not 30. When the device server is back the operator is "
                     "standing at the bridge with a truck on it, 30 s is long.\n\n"
                     "4 — tracing. We don't use println and we don't use the log crate, only tracing with the "
                     "terminal id as field.\n\n"
                     "5 — yes. After 5 failed attempts in a row, send a terminal_offline alarm to the site screen, "
                     "and clear it when connected again."),
            bash("gh pr review 87 --comment --body-file /tmp/pr87-review.md && gh pr view 87 --comments | tail -n 22",
                 "ilinca-kpc commented\n\n"
                 "1. Weights stay integer kilograms (i64) everywhere: gateway, events, DB. No f64 for weights; "
                 "tonnes only when formatting for display.\n"
                 "2. Use tokio::time::sleep, not std::thread::sleep.\n"
                 "3. Exponential backoff from 1 s, doubling, capped at 15 s, reset after a successful connect.\n"
                 "4. tracing only (no println!, no log crate), with term = terminal id.\n"
                 "5. Raise terminal_offline to the site screen after 5 failed attempts in a row; clear on connect."
                 "\n\nPushing fixes on this branch since the author is on leave.\n--\n"),
            tool("Edit", {"file_path": f"{GW}/src/reading.rs",
                          "old_string": "    pub gross: f64,\n",
                          "new_string": "    pub gross_kg: i64,\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{GW}/src/reading.rs",
                          "old_string": "    pub fn tonnes(&self) -> f64 {\n        self.gross / 1000.0\n    }\n",
                          "new_string": "    /// Display only: \"24.52 t\". Never parse this back.\n    pub fn "
                                        "display_tonnes(&self) -> String {\n        format!(\"{}.{:02} t\", "
                                        "self.gross_kg / 1000, (self.gross_kg % 1000) / 10)\n    }\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{GW}/src/backoff.rs",
                           "content": "use std::time::Duration;\n\n/// Reconnect backoff: 1 s, 2 s, 4 s, 8 s, then "
                                      "15 s. Reset after a successful connect.\npub struct Backoff { next: Duration }"
                                      "\n\nimpl Backoff {\n    pub const START: Duration = Duration::from_secs(1);\n"
                                      "    pub const CAP: Duration = Duration::from_secs(15);\n    pub fn new() -> "
                                      "Self { Backoff { next: Self::START } }\n    pub fn next_delay(&mut self) -> "
                                      "Duration {\n        let d = self.next;\n        self.next = (self.next * 2)"
                                      ".min(Self::CAP);\n        d\n    }\n    pub fn reset(&mut self) { self.next "
                                      "= Self::START; }\n}\n"},
                 f"File created successfully at: {GW}/src/backoff.rs"),
            ("user", "and rename reconn_loop to reconnect_loop please, is ugly"),
            bash("sed -i 's/reconn_loop/reconnect_loop/g' src/terminal.rs src/main.rs && rg -n 'reconn' src",
                 "src/terminal.rs:27:    pub async fn reconnect_loop(&self, tx: Sender<Frame>, alarms: "
                 "Sender<Alarm>) {\nsrc/main.rs:44:        tokio::spawn(async move { t.reconnect_loop(tx, "
                 "alarms).await });\n"),
            tool("Edit", {"file_path": f"{GW}/src/terminal.rs",
                          "old_string": "                    println!(\"reconnecting to {} (attempt {}): {}\", "
                                        "self.addr, attempts, e);\n",
                          "new_string": "                    warn!(term = %self.id, addr = %self.addr, attempts, "
                                        "error = %e, \"reconnect failed\");\n                    if attempts == 5 "
                                        "{\n                        let _ = alarms.send(Alarm::TerminalOffline("
                                        "self.id.clone())).await;\n                    }\n"},
                 "The file has been updated."),
            bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -n 3 && cargo test 2>&1 | grep -E "
                 "'^test (backoff|terminal|reading)|test result'",
                 "    Checking weighbridge-gw v0.9.4 (/home/ilinca/src/weighbridge-gw)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.07s\n"
                 "test backoff::tests::doubles_from_one_second ... ok\n"
                 "test backoff::tests::caps_at_fifteen_seconds ... ok\n"
                 "test backoff::tests::reset_after_connect ... ok\n"
                 "test reading::tests::display_tonnes_two_decimals ... ok\n"
                 "test reading::tests::serialises_gross_kg_as_integer ... ok\n"
                 "test terminal::tests::lines_codec_reassembles_split_frames ... ok\n"
                 "test terminal::tests::reconnects_after_server_close ... ok\n"
                 "test terminal::tests::terminal_offline_after_five_failures ... ok\n"
                 "test terminal::tests::terminal_offline_cleared_on_connect ... ok\n"
                 "test terminal::tests::heartbeat_timeout ... ok\n"
                 "test terminal::tests::two_terminals_one_box ... ok\n"
                 "test result: ok. 39 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.91s\n"),
            ("assistant", "Clippy is clean and 39 tests pass. On the branch now:\n\n- `Reading.gross_kg: i64`, "
                          "with `display_tonnes()` for the screen only;\n- `Backoff` in `src/backoff.rs`: 1 s, 2 s, "
                          "4 s, 8 s, then 15 s, reset on connect; the loop awaits `tokio::time::sleep`;\n- all "
                          "`println!` replaced by `tracing` events with `term`;\n- `Alarm::TerminalOffline` sent "
                          "after the 5th consecutive failure and `TerminalOnline` on reconnect;\n- "
                          "`reconn_loop` renamed to `reconnect_loop`.\n\nShall I push?"),
            ("user", "push, yes. The tokio-serial idea, not now, we are three weeks before peak."),
            bash("git push origin matei/terminal-reconnect 2>&1 | tail -n 2",
                 "To github.com:kestrel-plains/weighbridge-gw.git\n   9d7c3f1..c41be07  matei/terminal-reconnect -> "
                 "matei/terminal-reconnect\n"),
            ("assistant", "Pushed (c41be07). The PR has your review comments and the fixes; it needs Matei's or "
                          "someone else's approval since you pushed the last commits."),
        ],
        "facts": [
            fact("integer-kg", "Convention for all Kestrel Plains code: mass is integer kilograms (i64) everywhere "
                               "(gateway, events, DB columns); never f64 for a weight, tonnes only when formatting "
                               "for display. Floats caused 1 kg ticket/statement differences in 2024.",
                 "convention", "user", ["integer kilograms", "i64"], remember=True),
            fact("backoff", "Terminal reconnect uses exponential backoff from 1 s, doubling, capped at 15 s (not 30: "
                            "the operator waits at the bridge), reset after a successful connect.",
                 "decision", "user", ["backoff", "15"]),
            fact("tracing", "weighbridge-gw logs only with tracing, with the terminal id as the term field; no "
                            "println! and no log crate.",
                 "convention", "user", ["tracing"]),
            fact("offline-alarm", "After 5 failed reconnects in a row the gateway sends a terminal_offline alarm to "
                                  "the site screen, cleared when the terminal connects again.",
                 "decision", "user", ["terminal_offline", "5"]),
        ],
        "optional": [
            opt("async-sleep", "The reconnect loop must await tokio::time::sleep, not std::thread::sleep, which "
                               "blocks the runtime.", ["tokio::time::sleep"]),
        ],
        "questions": [
            q("What type is used for weights in the cooperative's code?",
              "integer kilograms, i64, never f64", ["integer-kg"]),
            q("How does weighbridge-gw back off when reconnecting to a terminal?",
              "exponential from 1 s doubling, capped at 15 s, reset after connect", ["backoff"]),
            q("When does the site screen get a terminal_offline alarm?",
              "after 5 failed reconnects in a row", ["offline-alarm"]),
        ],
    },
    {
        "id": "h54-cc-wbgw-ticket-flow-walkthrough",
        "project": GW_NEW,
        "start": datetime(2026, 11, 12, 9, 30),
        "about": "weighbridge-gw: a new team member asks for a walkthrough of how a ticket moves from truck arrival "
                 "to the published event; the assistant reads the code and explains (states, two-pass weighing, "
                 "offline buffer, sequence numbers) full of 'always'/'must' about how the code behaves; chatter "
                 "about the broken coffee machine; nothing decided, nothing to remember",
        "steps": [
            ("user", "hi! first week here, still finding my way around. coffee machine on level 2 is broken so I'm "
                     "running on tea, apologies in advance. could you walk me through how a ticket goes from a "
                     "truck driving onto the bridge to whatever gets sent to the back office? I've cloned the repo "
                     "but there's a lot of it"),
            bash("tree -L 2 src tests | head -40 && wc -l src/*.rs | tail -n 1",
                 "src\n├── axle.rs\n├── backoff.rs\n├── capture.rs\n├── config.rs\n├── frame.rs\n├── lib.rs\n"
                 "├── main.rs\n├── printer.rs\n├── publish.rs\n├── reading.rs\n├── store.rs\n├── terminal.rs\n"
                 "└── ticket.rs\ntests\n├── fixtures\n│   ├── s14_004117.log\n│   └── two_pass_s07.log\n"
                 "└── replay.rs\n\n3 directories, 16 files\n  2184 total\n"),
            tool("Read", {"file_path": f"{GW_NEW}/src/ticket.rs"},
                 "     1\t//! A weighbridge ticket. Two passes: gross on the way in (loaded), tare on the way out\n"
                 "     2\t//! (empty). Net = gross - tare.\n     3\t\n     4\tuse crate::store::Sequence;\n     5\t\n"
                 "     6\t#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]\n"
                 "     7\tpub enum State { Open, GrossTaken, Complete, Void }\n     8\t\n"
                 "     9\tpub struct Ticket {\n    10\t    pub no: String,          // W-S14-2026-004117\n"
                 "    11\t    pub state: State,\n    12\t    pub gross_kg: Option<i64>,\n"
                 "    13\t    pub tare_kg: Option<i64>,\n    14\t    pub rego: String,\n"
                 "    15\t    pub member_no: Option<String>,\n    16\t    pub sample_id: Option<String>,\n    17\t}\n"
                 "    18\t\n    19\timpl Ticket {\n    20\t    pub fn open(site: &str, seq: &mut Sequence, rego: &str) "
                 "-> Ticket {\n    21\t        let n = seq.next(); // persisted before the ticket exists\n"
                 "    22\t        Ticket { no: format!(\"W-{site}-{}-{n:06}\", seq.year()), state: State::Open, "
                 "gross_kg: None,\n    23\t                 tare_kg: None, rego: rego.into(), member_no: None, "
                 "sample_id: None }\n    24\t    }\n    25\t    pub fn net_kg(&self) -> Option<i64> {\n"
                 "    26\t        Some(self.gross_kg? - self.tare_kg?)\n    27\t    }\n"
                 "    28\t    pub fn void(&mut self) { self.state = State::Void; } // number is kept\n    29\t}\n"),
            tool("Read", {"file_path": f"{GW_NEW}/src/publish.rs", "limit": 40},
                 "     1\t//! Events to RabbitMQ (exchange kpc.tickets, topic). If the broker is unreachable\n"
                 "     2\t//! the event goes to the local Postgres buffer and is replayed in order later.\n"
                 "     3\t\n     4\tpub const ROUTING_GROSS: &str = \"ticket.gross\";\n"
                 "     5\tpub const ROUTING_FINAL: &str = \"ticket.finalised\";\n     6\t\n"
                 "     7\tpub async fn publish(&self, key: &str, ev: &TicketEvent) -> Result<(), PublishError> {\n"
                 "     8\t    match self.channel.basic_publish(EXCHANGE, key, opts(), &ev.to_json(), props())"
                 ".await {\n"
                 "     9\t        Ok(confirm) => confirm.await.map(|_| ()).map_err(Into::into),\n"
                 "    10\t        Err(_) => self.buffer.push(key, ev).await, // replay_buffer() drains oldest first\n"
                 "    11\t    }\n    12\t}\n"),
            ("assistant", "Here's the path, in the order things happen at the bridge.\n\n"
                          "**1. Truck arrives (axle.rs).** The axle sensor on the ramp raises `truck_present` with "
                          "a lane (`in` or `out`). It's debounced, so a trailer's second axle group doesn't fire a "
                          "second event.\n\n"
                          "**2. Ticket opened (ticket.rs).** On the inbound lane the gateway opens a ticket: it "
                          "takes the next number from `Sequence` (per site and year, persisted in the local store "
                          "*before* the ticket exists, so a crash can't hand out the same number twice), and the "
                          "number looks like `W-S14-2026-004117`. State `Open`.\n\n"
                          "**3. Gross weight (capture.rs).** The terminal reader streams frames from the indicator; "
                          "capture waits for a run of stable frames and takes the weight. That's the loaded truck, "
                          "so state becomes `GrossTaken` and the printer prints the first half of the ticket. A "
                          "`ticket.gross` event goes out.\n\n"
                          "**4. Sampling happens outside this code.** The probe takes a sample, the analyser at the "
                          "site reads moisture and protein, and lab-bridge links the result to the ticket by "
                          "`sample_id`. The gateway only stores the id.\n\n"
                          "**5. Tare (out lane).** The empty truck comes back over the bridge; same capture logic, "
                          "`tare_kg` is set, `net_kg()` = gross - tare, state `Complete`, and the full ticket "
                          "prints. Then `ticket.finalised` is published.\n\n"
                          "**6. Publishing (publish.rs).** Events go to the `kpc.tickets` topic exchange on "
                          "RabbitMQ with publisher confirms. If the broker can't be reached (the site's WAN is "
                          "down, which happens), the event lands in the local Postgres buffer and "
                          "`replay_buffer()` sends them oldest first once the link is back, so the back office "
                          "always sees a site's tickets in order.\n\n"
                          "A few things that surprise people: a ticket is never removed, `void()` only changes the "
                          "state and the number stays; weights are always whole kilograms; and a ticket can sit in "
                          "`GrossTaken` for hours if a truck unloads and leaves by the other gate, which the site "
                          "screen shows as 'awaiting tare'."),
            ("user", "that's really clear, thanks. why does the sequence have to be persisted before the ticket? "
                     "seems like it'd be simpler the other way round"),
            ("assistant", "If the gateway built the ticket first and saved the counter afterwards, a crash or a "
                          "power cut between the two would restart with the old counter and hand out a number "
                          "that's already printed on paper in some driver's cab. Saving the counter first can "
                          "at worst skip a number (a number reserved but never used), and `store.rs` writes that "
                          "case to the log as `sequence gap reserved` so it can be explained. You can see it in "
                          "`store::tests::sequence_survives_restart`."),
            bash("cargo test --test replay -- --nocapture 2>&1 | tail -n 14",
                 "running 2 tests\nreplaying tests/fixtures/two_pass_s07.log (412 frames)\n"
                 "  ticket W-S07-2026-018102 opened lane=in\n  gross 27340 kg after 3 stable frames\n"
                 "  event ticket.gross published\n  ticket W-S07-2026-018102 tare 11220 kg lane=out\n"
                 "  net 16120 kg, state Complete\n  event ticket.finalised published\n"
                 "test two_pass_s07 ... ok\nreplaying tests/fixtures/s14_004117.log (20 frames)\n"
                 "test s14_004117 ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; "
                 "0 filtered out; finished in 0.22s\n"),
            ("assistant", "That replay test is the quickest way to watch the whole flow: it feeds recorded frames "
                          "from a real two-pass weighing at Brindle Creek (S07) and prints each step. Net 16,120 kg "
                          "= 27,340 gross - 11,220 tare."),
            ("user", "perfect. I'll read through the tests next, they seem like the real docs. thanks! and if "
                     "anyone fixes the coffee machine I'll owe them forever"),
            ("assistant", "Good plan; `tests/replay.rs` and the unit tests in `capture.rs` and `publish.rs` cover "
                          "most of the behaviour. Good luck with the tea."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
