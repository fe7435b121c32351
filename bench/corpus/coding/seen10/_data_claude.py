"""Claude Code sessions of the h10 split."""

from __future__ import annotations

from datetime import datetime

from _common import F, O, Q

_HAXE_TRACE = """Called from hxcpp::__hxcpp_main
Called from lobby.Main::main src/lobby/Main.hx line 41
Called from lobby.net.SocketPump::run src/lobby/net/SocketPump.hx line 118
Called from lobby.room.RoomRegistry::onPeerLeft src/lobby/room/RoomRegistry.hx line 77
Called from lobby.room.Room::broadcast src/lobby/room/Room.hx line 203
Uncaught exception - Null Object Reference
[2026-11-23 09:12:44] worker 3 exited with code 139, restarting (restart policy: always)
[2026-11-23 09:12:45] lobby listening on 0.0.0.0:7021"""

_HAXE_TESTS = "\n".join(
    [f"  RoomTest.test{n} ... OK" for n in ("Join", "LeaveEmpty", "HostMigrates", "Kick", "ChatRelay", "Ready",
                                            "CountdownStart", "SpectatorJoin", "Reconnect")]
    + ["  RoomTest.testLeaveDuringBroadcast ... FAILED",
       "    Null Object Reference at Room.hx:203",
       "", "Assertions: 61, failures: 1, errors: 0", "haxelib run utest: FAILED"])

_HAXE_TESTS_OK = _HAXE_TESTS.replace("testLeaveDuringBroadcast ... FAILED", "testLeaveDuringBroadcast ... OK").replace(
    "    Null Object Reference at Room.hx:203\n", "").replace("failures: 1", "failures: 0").replace(": FAILED", ": OK")

HAXE = {
    "id": "h10-cc-haxe-lobby-null",
    "project": "/home/tomek/kestrel-lobby",
    "start": datetime(2026, 11, 23, 9, 20),
    "about": "opens with a pasted stack trace and no greeting; root cause + fix; a one-word answer; "
             "a complaint-style remember request; restart-policy 'always' in logs is not a rule",
    "steps": [
        ("user", _HAXE_TRACE + "\n\nprod again"),
        ("tool", "Read", {"file_path": "src/lobby/room/Room.hx", "offset": 190, "limit": 30},
         "190  public function broadcast(msg:Packet):Void {\n191    for (p in peers) {\n"
         "192      if (p.muted) continue;\n...\n203      p.socket.output.writeBytes(msg.bytes, 0, msg.len);\n"
         "204    }\n205  }"),
        ("tool", "Read", {"file_path": "src/lobby/room/RoomRegistry.hx", "offset": 60, "limit": 30},
         "70  function onPeerLeft(peer:Peer) {\n71    var room = rooms.get(peer.roomId);\n"
         "72    peer.socket.close();\n73    peer.socket = null;\n...\n77    room.broadcast(Packet.left(peer.id));\n78    room.remove(peer);\n79  }"),
        ("assistant", "Found it. In `onPeerLeft` the peer's socket is closed and set to null on line 73, but the "
         "peer is only removed from the room on line 78 — so the `broadcast` on line 77 iterates over a "
         "peer whose `socket` is already null and blows up at Room.hx:203. The restart loop in the log is "
         "just the supervisor doing its job.\n\nTwo ways to fix:\n1. remove the peer from the room before "
         "broadcasting the leave packet\n2. null-check `p.socket` inside `broadcast`\n\nI'd do (1) and keep (2) "
         "out, since a null socket inside a room should never be a normal state. Want a regression test too?"),
        ("user", "yes"),
        ("tool", "Edit", {"file_path": "src/lobby/room/RoomRegistry.hx"},
         "-    room.broadcast(Packet.left(peer.id));\n-    room.remove(peer);\n+    room.remove(peer);\n"
         "+    room.broadcast(Packet.left(peer.id));"),
        ("tool", "Write", {"file_path": "test/RoomTest.hx"}, "appended testLeaveDuringBroadcast (22 lines)"),
        ("tool", "Bash", {"command": "haxe test.hxml && ./bin/test/RoomTest"}, _HAXE_TESTS_OK),
        ("assistant", "All 10 RoomTest cases pass, including the new `testLeaveDuringBroadcast`. Root cause: the "
         "peer was removed from the room after its socket was nulled, so the leave broadcast hit a null "
         "socket. Fix: `room.remove(peer)` now runs before the broadcast in `RoomRegistry.onPeerLeft`."),
        ("user", "ok. commit it, and how many times do I have to say it: the target is hxcpp only, stop "
         "adding #if js blocks, nobody runs the lobby on node. you did it again in Room.hx last week"),
        ("tool", "Bash", {"command": "git grep -n '#if js' src/"},
         "src/lobby/room/Room.hx:12:#if js\nsrc/lobby/net/SocketPump.hx:5:#if (js || hl)"),
        ("assistant", "Sorry about that. I've removed both `#if js` branches (Room.hx:12 and SocketPump.hx:5) and "
         "I'll keep to the hxcpp target only. Committing now."),
        ("tool", "Bash", {"command": "git commit -am 'lobby: remove peer before leave broadcast; drop js branches'"},
         "[main 4e1a9c0] lobby: remove peer before leave broadcast; drop js branches\n 3 files changed, 31 insertions(+), 9 deletions(-)"),
        ("user", "thx. also while I think of it: players who lose wifi stay as ghosts for 30s, that's the "
         "heartbeat timeout right? drop it to 15s. and when the host leaves who becomes host now?"),
        ("tool", "Bash", {"command": "grep -rn 'HEARTBEAT\\|migrateHost' src/lobby"},
         "src/lobby/Config.hx:9:  public static inline var HEARTBEAT_TIMEOUT_MS = 30000;\n"
         "src/lobby/room/Room.hx:88:  function migrateHost() { host = peers[Std.random(peers.length)]; }"),
        ("assistant", "Yes, `HEARTBEAT_TIMEOUT_MS` in `src/lobby/Config.hx` is 30000. Host migration picks a random "
         "peer (`Std.random`). Should I keep random?"),
        ("user", "no, longest-connected peer becomes host, they most likely have the stable connection"),
        ("tool", "Edit", {"file_path": "src/lobby/Config.hx"},
         "-  public static inline var HEARTBEAT_TIMEOUT_MS = 30000;\n+  public static inline var HEARTBEAT_TIMEOUT_MS = 15000;"),
        ("tool", "Edit", {"file_path": "src/lobby/room/Room.hx"},
         "-    host = peers[Std.random(peers.length)];\n+    host = Lambda.fold(peers, (p, best) -> p.joinedAt < best.joinedAt ? p : best, peers[0]);"),
        ("tool", "Bash", {"command": "haxe test.hxml && ./bin/test/RoomTest"}, _HAXE_TESTS_OK),
        ("assistant", "`HEARTBEAT_TIMEOUT_MS` is now 15000, and `migrateHost` picks the peer with the earliest "
         "`joinedAt`. Tests still green (testHostMigrates included)."),
        ("user", "👌"),
    ],
    "facts": [
        F("heartbeat", "Lobby heartbeat timeout is 15s (HEARTBEAT_TIMEOUT_MS = 15000 in src/lobby/Config.hx).",
          "config", "user", ["HEARTBEAT_TIMEOUT_MS", ["15000", "15s"]]),
        F("host-migrate", "When the host leaves, the longest-connected peer (earliest joinedAt) becomes host, not a "
          "random one, since it likely has the stable connection.", "decision", "user",
          [["longest-connected", "joinedAt"], "host"]),
        F("null-socket", "Lobby crash (Null Object Reference in Room.broadcast) was caused by onPeerLeft nulling the "
          "peer's socket before removing it from the room; fixed by calling room.remove(peer) before the leave broadcast.",
          "bugfix", "assistant", ["onPeerLeft", ["room.remove", "remove(peer)"], "broadcast"]),
        F("hxcpp-only", "The lobby targets hxcpp only; never add #if js blocks.", "rule", "user",
          ["hxcpp", "#if js"], True),
    ],
    "optional": [
        O("port", "The lobby listens on port 7021.", ["7021"]),
        O("regress-test", "RoomTest.testLeaveDuringBroadcast covers the leave-during-broadcast crash.",
          ["testLeaveDuringBroadcast"]),
    ],
    "questions": [
        Q("Why did the lobby crash with Null Object Reference when a player left?",
          "socket nulled before peer removed from room; remove before broadcast", ["null-socket"]),
        Q("How long until a disconnected player is dropped from a room?", "15 seconds heartbeat timeout",
          ["heartbeat"]),
        Q("Which Haxe targets does the lobby support?", "hxcpp only, no js", ["hxcpp-only"]),
    ],
}

OCAML = {
    "id": "h10-cc-ocaml-fix-gw",
    "project": "/srv/dev/marlin-gateway",
    "start": datetime(2026, 11, 23, 14, 5),
    "about": "OCaml FIX trading gateway; long trade-off paragraph, user picks by quoting a phrase; "
             "assistant reports port/env/path values after editing config; a proposal ignored",
    "steps": [
        ("user", "Hi! Quick design question before I write more code. For the order-ack path, should the "
         "gateway persist outbound sequence numbers synchronously or batch them?"),
        ("assistant", "Good question, and it matters for FIX resend behaviour. Let me lay it out.\n\n"
         "If we fsync every outbound sequence number before the message leaves, a restart can always "
         "resume exactly where it stopped and we never have to ask the venue for a gap fill; the cost is a "
         "disk round trip on the hot path, which on the current NVMe box is roughly 40–90 µs per message and "
         "would put us near the venue's throttle anyway. If we batch — write every 5 ms from a separate "
         "Lwt thread — the hot path stays in memory and latency drops a lot, but after a crash we may be "
         "behind by up to one batch, so on logon we'd have to send a SequenceReset-GapFill and trust the "
         "venue to accept it; some venues are strict about that, and reconciliation gets uglier. A middle "
         "option is an mmap'd ring file with msync every N messages, which is fast but adds a recovery "
         "path we'd have to test carefully. My lean would be the synchronous write because correctness on "
         "restart is easy to reason about, but it's your latency budget."),
        ("user", "\"never have to ask the venue for a gap fill\" — that's the one. Orka Exchange rejects gap "
         "fills half the time in certification. sync fsync it is."),
        ("assistant", "Agreed. I'll implement synchronous persistence of outbound sequence numbers in "
         "`lib/session/seqstore.ml`. While I'm there: would you like me to pull in `irmin` as the store? It "
         "gives us versioned history for free."),
        ("user", "can you also add the config for the second venue session, same as the first but uat"),
        ("tool", "Read", {"file_path": "config/sessions.sexp"},
         "((sessions\n  ((orka_prod\n    ((host fix.orka.example) (port 9878) (sender MARLIN1) (target ORKA)\n"
         "     (heartbeat_s 30) (reset_on_logon false) (seq_dir /var/lib/marlin/seq/orka_prod))))))"),
        ("tool", "Edit", {"file_path": "config/sessions.sexp"},
         "+   (orka_uat\n+    ((host fix-uat.orka.example) (port 9880) (sender MARLIN1U) (target ORKAUAT)\n"
         "+     (heartbeat_s 30) (reset_on_logon false) (seq_dir /var/lib/marlin/seq/orka_uat)))"),
        ("tool", "Write", {"file_path": "lib/session/seqstore.ml"}, "wrote 64 lines"),
        ("tool", "Bash", {"command": "dune build @runtest 2>&1 | tail -20"},
         "File \"test/test_seqstore.ml\", line 1, characters 0-0:\nRunning[1]: seqstore roundtrip ... ok\n"
         "Running[2]: seqstore survives restart ... ok\nRunning[3]: seqstore fsync called per write ... ok\n"
         "Running[4]: session logon resumes seq ... ok\nTest Successful in 0.412s. 4 tests run."),
        ("assistant", "Done. Summary of what changed:\n\n- `lib/session/seqstore.ml`: each outbound seqnum is "
         "written and `Unix.fsync`'d before the message is handed to the socket.\n- `config/sessions.sexp`: "
         "added `orka_uat` — host `fix-uat.orka.example`, port **9880**, SenderCompID `MARLIN1U`, seq files "
         "under `/var/lib/marlin/seq/orka_uat`.\n- The gateway now reads the active session from the env var "
         "`MARLIN_SESSION` (defaults to `orka_prod`), so UAT is `MARLIN_SESSION=orka_uat dune exec bin/gw.exe`.\n\n"
         "All 4 tests pass."),
        ("user", "perfect, thanks. oh, Orka UAT wants heartbeat 10 not 30, they told us in the cert call"),
        ("tool", "Edit", {"file_path": "config/sessions.sexp"},
         "-     (heartbeat_s 30) (reset_on_logon false) (seq_dir /var/lib/marlin/seq/orka_uat)))\n"
         "+     (heartbeat_s 10) (reset_on_logon false) (seq_dir /var/lib/marlin/seq/orka_uat)))"),
        ("assistant", "Set `heartbeat_s 10` for `orka_uat`; prod stays at 30. Always happy to help!"),
    ],
    "facts": [
        F("sync-seq", "Outbound FIX sequence numbers are persisted synchronously (fsync per message), not batched, "
          "so a restart never needs a gap fill; Orka Exchange often rejects gap fills.",
          "decision", "user", [["fsync", "synchronous", "synchronously"], ["gap fill", "GapFill"]]),
        F("uat-session", "The orka_uat session uses host fix-uat.orka.example port 9880, SenderCompID MARLIN1U.",
          "config", "assistant", ["orka_uat", "9880"]),
        F("session-env", "The active FIX session is chosen by env var MARLIN_SESSION (default orka_prod).",
          "config", "assistant", ["MARLIN_SESSION"]),
        F("uat-heartbeat", "orka_uat uses heartbeat_s 10 (Orka's requirement for UAT); prod stays 30.", "config",
          "user", ["heartbeat_s", "10"]),
    ],
    "optional": [
        O("seq-dir", "Sequence files live under /var/lib/marlin/seq/<session>.", ["/var/lib/marlin/seq"]),
        O("prod-port", "orka_prod connects on port 9878.", ["9878"]),
    ],
    "questions": [
        Q("Are outbound sequence numbers batched?", "no, fsync synchronously per message, avoid gap fill",
          ["sync-seq"]),
        Q("How do I run the gateway against UAT?", "MARLIN_SESSION=orka_uat", ["session-env", "uat-session"]),
        Q("What port does the Orka UAT session use?", "9880", ["uat-session"]),
    ],
}

_ZIG_BENCH = "\n".join(
    ["zig build bench -Doptimize=ReleaseFast", "info: corpus: 48 clips, 44.1 kHz / 48 kHz mixed"]
    + [f"clip {i:02d}  frame={fs:<5} enc {e:5.1f} MB/s  dec {d:5.1f} MB/s  snr {s:4.1f} dB"
       for i, (fs, e, d, s) in enumerate([(480, 61.2, 140.4, 38.1), (480, 59.8, 139.0, 37.6), (960, 88.4, 171.3, 38.0),
                                          (960, 87.1, 169.9, 37.7), (1920, 97.3, 180.2, 35.2), (1920, 96.0, 178.8, 34.9)])]
    + ["summary: larger frames trade SNR on transients for throughput; default build must pass `zig build test` first"])

ZIG = {
    "id": "h10-cc-zig-frame-size",
    "project": "/home/rhea/code/tern-codec",
    "start": datetime(2026, 11, 24, 10, 0),
    "about": "Zig audio codec; frame size changed twice (480 -> 1920 -> 960, last counts); "
             "remember request lower-case with typo; bench output has 'must' and 'default' that are not rules",
    "steps": [
        ("user", "morning. can you run the codec bench, i want to pick the frame size for v0.3"),
        ("tool", "Bash", {"command": "zig build bench -Doptimize=ReleaseFast"}, _ZIG_BENCH),
        ("assistant", "Here's the gist:\n\n| frame | enc MB/s | dec MB/s | SNR dB |\n|---|---|---|---|\n"
         "| 480 | ~60 | ~140 | ~37.9 |\n| 960 | ~88 | ~170 | ~37.9 |\n| 1920 | ~97 | ~180 | ~35.0 |\n\n"
         "960 is almost free in quality compared to 480; 1920 gains another 10% throughput but loses ~3 dB on "
         "transient-heavy clips (drums, clip 04/05)."),
        ("user", "throughput matters more, go 1920. set it in src/config.zig"),
        ("tool", "Edit", {"file_path": "src/config.zig"},
         "-pub const frame_samples: u32 = 480;\n+pub const frame_samples: u32 = 1920;"),
        ("assistant", "Set `frame_samples = 1920` in `src/config.zig`. Note the lookahead buffer in `mdct.zig` is "
         "sized as `2 * frame_samples`, so memory per stream goes from ~3.8 KB to ~15 KB."),
        ("user", "hm 15K per stream is a lot on the pico board. ok no, take 960 — thats the final one"),
        ("tool", "Edit", {"file_path": "src/config.zig"},
         "-pub const frame_samples: u32 = 1920;\n+pub const frame_samples: u32 = 960;"),
        ("tool", "Bash", {"command": "zig build test"}, "All 58 tests passed.\nBuild Summary: 5/5 steps succeeded"),
        ("assistant", "Now `frame_samples = 960`; all 58 tests pass, ~7.6 KB per stream."),
        ("user", "good. also pls rember for the future: any change to the bitstream format bumps FORMAT_VERSION in "
         "src/header.zig, even tiny ones, the decoders in the field check it. and rename `tmpbuf` in mdct.zig "
         "to `scratch` while ur there"),
        ("tool", "Edit", {"file_path": "src/mdct.zig"}, "renamed tmpbuf -> scratch (7 occurrences)"),
        ("assistant", "Renamed `tmpbuf` to `scratch` (7 places). And noted: every bitstream-format change, however "
         "small, bumps `FORMAT_VERSION` in `src/header.zig`. The frame size change doesn't touch the bitstream "
         "layout because frame length is already in the header, so no bump needed for this one."),
        ("user", "yep. ty. last thing CI pulled zig master again and broke, pin it"),
        ("tool", "Edit", {"file_path": "build.zig.zon"}, "+    .minimum_zig_version = \"0.13.0\","),
        ("tool", "Edit", {"file_path": ".github/workflows/ci.yml"}, "-          version: master\n+          version: 0.13.0"),
        ("assistant", "Pinned: `.minimum_zig_version = \"0.13.0\"` in `build.zig.zon` and the CI setup step uses "
         "`version: 0.13.0` instead of master."),
    ],
    "facts": [
        F("frame-960", "Codec frame size for v0.3 is 960 samples (frame_samples in src/config.zig); 1920 was tried "
          "and rejected for memory per stream on the pico board.", "decision", "user", ["frame_samples", "960"]),
        F("format-version", "Any change to the bitstream format must bump FORMAT_VERSION in src/header.zig, because "
          "field decoders check it.", "rule", "user", ["FORMAT_VERSION"], True),
        F("zig-pin", "Zig is pinned to 0.13.0 (minimum_zig_version in build.zig.zon and in CI), not master.",
          "config", "assistant", ["0.13.0"]),
    ],
    "optional": [
        O("bench-cmd", "Benchmarks run with zig build bench -Doptimize=ReleaseFast.", ["zig build bench"]),
    ],
    "questions": [
        Q("What frame size does the codec use?", "960 samples", ["frame-960"]),
        Q("What do I need to do when changing the bitstream format?", "bump FORMAT_VERSION in src/header.zig",
          ["format-version"]),
    ],
}

ELM = {
    "id": "h10-cc-elm-reading",
    "project": "/home/priya/work/tidewatch-dash",
    "start": datetime(2026, 11, 24, 16, 30),
    "about": "pure code reading of an Elm dashboard: explanations only, nothing decided or set",
    "steps": [
        ("user", "hey, new to this repo. can you walk me through how a tide reading gets from the websocket to the chart?"),
        ("tool", "Bash", {"command": "ls src src/Page src/Chart"},
         "src:\nApi.elm  Chart  Main.elm  Page  Ports.elm  Route.elm  Station.elm\n\nsrc/Page:\nOverview.elm  "
         "Station.elm\n\nsrc/Chart:\nAxis.elm  Line.elm  Scale.elm"),
        ("tool", "Read", {"file_path": "src/Ports.elm"},
         "port module Ports exposing (readingIn, subscribeStation)\n\nport readingIn : (Json.Decode.Value -> msg) -> Sub msg\n"
         "port subscribeStation : String -> Cmd msg"),
        ("tool", "Read", {"file_path": "src/Page/Station.elm", "limit": 80},
         "type Msg\n    = GotReading Json.Decode.Value\n    | ZoomChanged Zoom\n\nupdate msg model =\n    case msg of\n"
         "        GotReading raw ->\n            case Json.Decode.decodeValue Station.readingDecoder raw of\n"
         "                Ok r -> ( { model | readings = Ring.push 720 r model.readings }, Cmd.none )\n"
         "                Err _ -> ( model, Cmd.none )\n..."),
        ("assistant", "Here's the path:\n\n1. The JS side (`index.js`) opens the websocket and pushes each message into "
         "the `readingIn` port.\n2. `Page.Station.subscriptions` listens on `Ports.readingIn GotReading`.\n"
         "3. `update` decodes with `Station.readingDecoder`; bad payloads are silently dropped (`Err _ -> model`).\n"
         "4. Good readings go into a ring buffer capped at 720 entries (`Ring.push 720`), i.e. 12 hours at one per minute.\n"
         "5. `view` hands `model.readings` to `Chart.Line.view`, which uses `Chart.Scale` for the y-axis."),
        ("user", "why does it drop errors silently, is that on purpose?"),
        ("assistant", "There's no comment saying so. `git log -S 'Err _'` shows it came in with the first version of "
         "the page, so probably just expedience rather than a deliberate choice."),
        ("user", "ok makes sense. and Scale.elm, what's `niceTicks` doing?"),
        ("tool", "Read", {"file_path": "src/Chart/Scale.elm", "offset": 30, "limit": 25},
         "niceTicks : Int -> ( Float, Float ) -> List Float\nniceTicks n ( lo, hi ) =\n    let\n        step = niceStep ((hi - lo) / toFloat n)\n"
         "    in\n    List.range (ceiling (lo / step)) (floor (hi / step))\n        |> List.map (\\i -> toFloat i * step)"),
        ("assistant", "It picks roughly `n` ticks at 'nice' intervals: `niceStep` rounds the raw step to 1, 2 or 5 × a "
         "power of ten, then it lists every multiple of that step between `lo` and `hi`."),
        ("user", "cool, thanks, that's all i needed for now"),
        ("assistant", "Anytime — have fun in the codebase."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

_JL_RUN = "\n".join(
    ["[ Info: loading contact matrix data/contacts_uk_like.csv (16x16)",
     "[ Info: solver Tsit5, reltol 1e-6, abstol 1e-8"]
    + [f"day {d:3d}  S={s:9.0f}  E={e:7.0f}  I={i:7.0f}  R={r:9.0f}" for d, s, e, i, r in
       [(0, 999000, 500, 500, 0), (10, 991204, 3120, 4410, 1266), (20, 960881, 9877, 16002, 13240),
        (30, 901333, 18090, 31577, 49000), (40, 842001, 11020, 29340, 117639), (50, 819777, 2304, 9011, 168908)]]
    + ["┌ Warning: age group 14 (70-74) attack rate 0.91 exceeds bound 0.6", "└ @ EpiSim.Checks src/checks.jl:44",
       "┌ Warning: age group 15 (75+) attack rate 0.95 exceeds bound 0.6", "└ @ EpiSim.Checks src/checks.jl:44",
       "run finished in 3.1 s"])

_JL_TEST = """     Testing EpiSim
Test Summary:       | Pass  Fail  Total  Time
EpiSim              |   41     2     43  6.2s
  compartments      |   12            12  0.4s
  contact matrix    |    6     2      8  0.2s
    symmetric reciprocity: Test Failed at test/contacts.jl:31
      Expression: isapprox(C[i,j]*N[i], C[j,i]*N[j]; rtol=0.05)
  attack rates      |    9             9  4.9s
  calibration       |   14            14  0.7s
ERROR: Some tests did not pass: 41 passed, 2 failed, 0 errored, 0 broken."""

_JL_TEST_OK = """     Testing EpiSim
Test Summary: | Pass  Total  Time
EpiSim        |   44     44  6.0s
     Testing EpiSim tests passed"""

JULIA = {
    "id": "h10-cc-julia-seir-ages",
    "project": "/home/okonkwo/research/episim",
    "start": datetime(2026, 11, 24, 19, 10),
    "about": "long Julia SEIR session; the bug's cause is stated only in the commit message; a package "
             "suggestion is ignored; a remember request buried mid-message; chatter and a 'never mind'",
    "steps": [
        ("user", "Good evening! I have a strange thing with the age-structured model. The old people get "
         "infected way too much, 90% attack rate, that is not plausible. Can you look please?"),
        ("tool", "Bash", {"command": "julia --project=. scripts/run_baseline.jl"}, _JL_RUN),
        ("assistant", "I can reproduce it: groups 14 and 15 hit 0.91 and 0.95 while the bound check expects ≤ 0.6. "
         "Let me look at how the contact matrix is built and used."),
        ("tool", "Read", {"file_path": "src/contacts.jl"},
         "function load_contacts(path)\n    df = CSV.read(path, DataFrame)\n    C = Matrix{Float64}(df[:, 2:end])\n"
         "    return C\nend"),
        ("tool", "Read", {"file_path": "src/model.jl", "offset": 20, "limit": 30},
         "function seir!(du, u, p, t)\n    S, E, I, R = eachcol(u)\n    λ = p.β .* (p.C * (I ./ p.N))\n"
         "    @. du[:,1] = -λ * S\n    @. du[:,2] = λ * S - p.σ * E\n    @. du[:,3] = p.σ * E - p.γ * I\n    @. du[:,4] = p.γ * I\nend"),
        ("tool", "Bash", {"command": "head -3 data/contacts_uk_like.csv"},
         "from\\to,0-4,5-9,10-14,15-19,20-24,25-29,30-34,35-39,40-44,45-49,50-54,55-59,60-64,65-69,70-74,75+\n"
         "0-4,1.92,0.65,0.31,0.22,0.40,0.71,0.88,0.69,0.33,0.19,0.15,0.12,0.10,0.08,0.05,0.04\n"
         "5-9,0.55,5.81,1.02,0.27,0.15,0.39,0.70,0.91,0.62,0.25,0.14,0.10,0.09,0.07,0.04,0.03"),
        ("assistant", "Interesting — the CSV header says `from\\to`, so rows are the contactor's age group. The model "
         "computes `λ = β .* (C * (I ./ N))`, which treats `C[i,j]` as contacts *of* group i *with* group j. "
         "Let me check whether the reciprocity test agrees."),
        ("tool", "Bash", {"command": "julia --project=. -e 'using Pkg; Pkg.test()'"}, _JL_TEST),
        ("user", "oh this test fails since weeks, I thought it was just tolerance"),
        ("assistant", "It's more than tolerance, I think. Before touching it: by the way, you might like "
         "`ModelingToolkit.jl` for this — you could declare the compartments symbolically and get the Jacobian "
         "for free, which helps stiff solvers."),
        ("user", "Let me ask you something else first. Which solver do we use and is it OK?"),
        ("assistant", "`Tsit5` with reltol 1e-6 / abstol 1e-8. For this non-stiff SEIR that's fine; I wouldn't change it."),
        ("user", "Ok. Then fix the matrix thing please. And while you are there, one thing to keep in mind for "
         "every future work here: the data folder is read-only, the CSVs come from the partner group and we "
         "never edit them by hand, any correction goes in src/ as code. Also please make the plot title bigger."),
        ("tool", "Edit", {"file_path": "src/contacts.jl"},
         "-    C = Matrix{Float64}(df[:, 2:end])\n-    return C\n+    C = Matrix{Float64}(df[:, 2:end])\n"
         "+    # CSV rows are `from`, columns `to`; the model wants C[i,j] = contacts of i with j\n+    return permutedims(C)"),
        ("tool", "Edit", {"file_path": "scripts/plot_baseline.jl"}, "-    titlefontsize = 10\n+    titlefontsize = 14"),
        ("tool", "Bash", {"command": "julia --project=. -e 'using Pkg; Pkg.test()'"}, _JL_TEST_OK),
        ("tool", "Bash", {"command": "julia --project=. scripts/run_baseline.jl | tail -4"},
         "day  50  S=  866310  E=   1750  I=   6022  R= 125918\n[ Info: max attack rate 0.41 (group 6, 25-29)\n"
         "[ Info: all age groups within bound\nrun finished in 3.0 s"),
        ("user", "much better!! 41% in young adults sounds right. wait, can you also change the bound to 0.5?"),
        ("assistant", "Sure — that's `ATTACK_BOUND` in `src/checks.jl`. Shall I?"),
        ("user", "never mind, leave it at 0.6"),
        ("user", "Commit please"),
        ("tool", "Bash", {"command": "git commit -am \"contacts: transpose matrix on load\n\nThe partner CSV is "
                          "laid out from\\\\to (rows = contactor), but seir! reads C[i,j] as contacts of i with j. "
                          "Loading it untransposed made the oldest groups absorb the young groups' contacts, "
                          "giving 90%+ attack rates in 70+. load_contacts now returns permutedims(C).\""},
         "[main b71f02e] contacts: transpose matrix on load\n 2 files changed, 3 insertions(+), 2 deletions(-)"),
        ("assistant", "Committed as b71f02e (matrix fix + plot title 14pt). Reciprocity tests now pass: 44/44."),
        ("user", "Thank you so much, really. Tomorrow I do the calibration runs. Which julia is this machine?"),
        ("tool", "Bash", {"command": "julia --version && grep julia_version Manifest.toml"},
         "julia version 1.10.6\njulia_version = \"1.10.6\""),
        ("assistant", "1.10.6 (the LTS line), and the Manifest was resolved with the same. 1.11 is installed via "
         "juliaup too if you want to try it."),
        ("user", "No, we stay on 1.10 LTS until the paper is published, reviewers must be able to reproduce."),
        ("assistant", "Good luck with the calibration!"),
    ],
    "facts": [
        F("transpose", "Implausible 90% attack rates in the oldest age groups came from loading the from\\to contact "
          "CSV untransposed; load_contacts now returns permutedims(C).", "bugfix", "assistant",
          [["permutedims", "transpose", "transposed", "untransposed"], "load_contacts"]),
        F("data-readonly", "The data folder is read-only: partner CSVs are never edited by hand; corrections go in "
          "src/ as code.", "rule", "user", ["data", ["read-only", "never edit"]], True),
        F("julia-lts", "episim stays on Julia 1.10 LTS until the paper is published, for reproducibility.",
          "decision", "user", ["1.10", "LTS"]),
    ],
    "optional": [
        O("solver", "The model uses Tsit5 with reltol 1e-6 / abstol 1e-8.", ["Tsit5"]),
        O("bound", "Attack-rate bound stays 0.6 (ATTACK_BOUND in src/checks.jl).", ["ATTACK_BOUND", "0.6"]),
    ],
    "questions": [
        Q("Why were attack rates in 70+ so high?", "contact matrix CSV loaded untransposed; now permutedims",
          ["transpose"]),
        Q("Can I fix a value in the partner CSV directly?", "no, data folder read-only, correct in src code",
          ["data-readonly"]),
        Q("Which ODE solver does episim use?", "Tsit5", []),
    ],
}

_RAILS_DIFF = """diff --git a/app/models/appointment.rb b/app/models/appointment.rb
@@ -14,6 +14,14 @@ class Appointment < ApplicationRecord
   belongs_to :clinician
   belongs_to :patient
+  validate :no_overlap
+
+  def no_overlap
+    clash = Appointment.where(clinician_id: clinician_id)
+                       .where("starts_at < ? AND ends_at > ?", ends_at, starts_at)
+                       .where.not(id: id)
+    errors.add(:starts_at, "overlaps another appointment") if clash.exists?
+  end
diff --git a/app/controllers/bookings_controller.rb b/app/controllers/bookings_controller.rb
@@ -31,7 +31,9 @@ class BookingsController < ApplicationController
-    @appointment.save!
+    Appointment.transaction do
+      @appointment.save!
+    end
+    BookingMailer.confirmation(@appointment).deliver_later"""

RAILS = {
    "id": "h10-cc-rails-overlap-review",
    "project": "/home/dev/sunbeam-clinic",
    "start": datetime(2026, 11, 25, 8, 45),
    "about": "Rails clinic booking; review of a diff where the decision comes out only in the user's reply "
             "to a review comment; a remember request in the middle of a longer message",
    "steps": [
        ("user", "can you review my branch overlap-check before I open the PR"),
        ("tool", "Bash", {"command": "git diff main...overlap-check"}, _RAILS_DIFF),
        ("assistant", "Review of `overlap-check`:\n\n**1. Race condition (important).** `no_overlap` is a model "
         "validation, so two requests booking the same slot at the same moment can both pass the check before "
         "either commits — wrapping `save!` in a transaction doesn't change that under READ COMMITTED. Options: "
         "(a) a Postgres exclusion constraint on `tstzrange(starts_at, ends_at)` per clinician with `btree_gist`, "
         "(b) `SELECT ... FOR UPDATE` on the clinician row before checking, (c) an advisory lock keyed on "
         "clinician id.\n\n**2.** `deliver_later` inside the request is fine, but it runs even if the transaction "
         "block raised — actually no, `save!` raises first, so that's OK.\n\n**3. Nit:** the error message could "
         "say which appointment it clashes with."),
        ("user", "re 1: exclusion constraint. the DB is the only thing that really sees both requests, and we "
         "already have a btree_gist extension for the rooms table. keep the model validation only for the nice "
         "error message. re 3 skip it.\n\nalso, since you're here — note for later: our staging DB is "
         "restored from an anonymised prod dump every Monday at 06:00, so anything you seed on staging is gone "
         "by the next week, don't rely on it. can you write the migration?"),
        ("tool", "Write", {"file_path": "db/migrate/20261125090100_add_appointment_overlap_exclusion.rb"},
         "class AddAppointmentOverlapExclusion < ActiveRecord::Migration[7.1]\n  def up\n    execute <<~SQL\n"
         "      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap\n"
         "      EXCLUDE USING gist (clinician_id WITH =, tstzrange(starts_at, ends_at) WITH &&);\n    SQL\n  end\n"
         "  def down\n    execute 'ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap'\n  end\nend"),
        ("tool", "Bash", {"command": "bin/rails db:migrate && bin/rails test test/models/appointment_test.rb"},
         "== 20261125090100 AddAppointmentOverlapExclusion: migrating ====\n-- execute(...)\n   -> 0.0213s\n"
         "Running 9 tests in a single process\n.........\nFinished in 0.84s, 9 runs, 17 assertions, 0 failures, 0 errors, 0 skips"),
        ("assistant", "Migration added (`appointments_no_overlap`, GiST exclusion on clinician_id + tstzrange) and "
         "all 9 model tests pass. I also rescue `ActiveRecord::StatementInvalid` with the exclusion violation in "
         "the controller so a race still gets the friendly 'overlaps another appointment' error. Noted about "
         "staging being reset on Mondays."),
        ("user", "👍"),
    ],
    "facts": [
        F("exclusion", "Double-booking is prevented by a Postgres exclusion constraint (appointments_no_overlap, "
          "btree_gist, tstzrange per clinician); the model validation stays only for the error message.",
          "decision", "user", ["exclusion constraint", ["tstzrange", "btree_gist", "appointments_no_overlap"]]),
        F("rescue", "BookingsController rescues ActiveRecord::StatementInvalid from the exclusion violation so a race "
          "still gets the 'overlaps another appointment' error.", "fact", "assistant", ["StatementInvalid"]),
        F("staging-reset", "Staging DB is restored from an anonymised prod dump every Monday at 06:00; seeded "
          "staging data does not survive.", "fact", "user", ["staging", "Monday"], True),
    ],
    "optional": [
        O("no-lock", "FOR UPDATE locking and advisory locks were rejected in favour of the exclusion constraint.",
          ["FOR UPDATE"]),
    ],
    "questions": [
        Q("How do we stop two bookings overlapping for a clinician?", "Postgres exclusion constraint tstzrange",
          ["exclusion"]),
        Q("Can I keep test data on staging?", "no, restored every Monday 06:00 from anonymised prod dump",
          ["staging-reset"]),
    ],
}

_FIGMA_BUILD = """> swatchsmith@0.4.2 build
> esbuild src/code.ts --bundle --outfile=dist/code.js --target=es2017 && vite build ui

  dist/code.js  48.1kb
⚡ Done in 31ms
vite v5.4.10 building for production...
✓ 212 modules transformed.
dist/ui.html  141.77 kB │ gzip: 44.02 kB
✓ built in 1.12s
(!) Some chunks are larger than 100 kB after minification. Consider: - Using dynamic import() to code-split"""

FIGMA = {
    "id": "h10-cc-figma-contrast",
    "project": "/Users/mina/dev/swatchsmith",
    "start": datetime(2026, 11, 25, 13, 20),
    "about": "TypeScript Figma plugin; the user answers a question with a bare number; a colour library is "
             "proposed and never answered (not a fact); a preference said casually",
    "steps": [
        ("user", "Hiii. The contrast checker in the plugin should flag pairs below a threshold, right now it's "
         "hardcoded to 3. What threshold do designers usually want?"),
        ("assistant", "WCAG 2.x AA needs 4.5:1 for normal text and 3:1 for large text; AAA is 7:1. What minimum "
         "should the checker flag against by default?"),
        ("user", "4.5"),
        ("assistant", "Got it. I could also swap our hand-written luminance code for `culori`, which handles "
         "colour spaces properly (P3 swatches would be converted correctly)."),
        ("user", "where's the threshold defined"),
        ("tool", "Bash", {"command": "grep -rn 'MIN_CONTRAST' src/"},
         "src/contrast.ts:3:export const MIN_CONTRAST = 3;\nsrc/ui/Panel.tsx:48:  if (ratio < MIN_CONTRAST) {"),
        ("tool", "Edit", {"file_path": "src/contrast.ts"},
         "-export const MIN_CONTRAST = 3;\n+export const MIN_CONTRAST = 4.5;"),
        ("tool", "Bash", {"command": "npm run build"}, _FIGMA_BUILD),
        ("assistant", "`MIN_CONTRAST` is now 4.5 in `src/contrast.ts`; build is green (the chunk-size warning was "
         "there before)."),
        ("user", "nice. btw I like the messages in the panel short, like 'Low contrast 3.2:1' — no full sentences, "
         "designers skim. keep it that way whenever you touch UI text"),
        ("assistant", "Will do — terse labels in the panel. Should the plugin fetch the WCAG 3 APCA tables from a CDN?"),
        ("user", "no network at all. manifest has networkAccess allowedDomains [\"none\"] on purpose, two of our "
         "enterprise clients only approve plugins that make no requests. bundle whatever you need"),
        ("assistant", "Understood, everything stays bundled."),
    ],
    "facts": [
        F("min-contrast", "The contrast checker flags pairs below 4.5:1 (MIN_CONTRAST in src/contrast.ts, WCAG AA).",
          "config", "user", ["MIN_CONTRAST", "4.5"]),
        F("terse-ui", "Panel messages stay short labels like 'Low contrast 3.2:1', no full sentences.",
          "preference", "user", ["panel", ["short", "terse"]], True),
        F("no-network", "The plugin makes no network requests (manifest networkAccess allowedDomains none) because "
          "enterprise clients only approve such plugins; everything is bundled.", "decision", "user",
          ["networkAccess", ["no network", "none"]]),
    ],
    "optional": [],
    "questions": [
        Q("What contrast ratio does the plugin flag?", "below 4.5", ["min-contrast"]),
        Q("How should UI messages in the panel be worded?", "short labels, no full sentences", ["terse-ui"]),
    ],
}

SHINY = {
    "id": "h10-cc-shiny-weights",
    "project": "/home/lucas/projects/pulse-survey",
    "start": datetime(2026, 11, 26, 11, 0),
    "about": "short R Shiny session; options laid out and one picked with a reason; the renv version reported",
    "steps": [
        ("user", "heya — the survey results tab is unweighted, we need weights by region and age. survey pkg or "
         "just do it with dplyr?"),
        ("assistant", "Options:\n- **`survey`** package: `svydesign` + `svymean`, correct standard errors with "
         "weights, a bit heavier.\n- **`srvyr`**: dplyr-style wrapper on `survey`, same SEs, reads like the rest "
         "of the app.\n- **plain dplyr** `weighted.mean`: simplest, but the confidence intervals would be wrong.\n\n"
         "I'd take srvyr."),
        ("user", "srvyr, yes — the CIs are shown on the results tab so they need to be right"),
        ("tool", "Bash", {"command": "Rscript -e 'renv::install(\"srvyr\"); renv::snapshot()'"},
         "Installing srvyr [1.3.0] ...\n\tOK [linked from cache]\nThe following package(s) will be updated in the lockfile:\n"
         "- srvyr   [* -> 1.3.0]\n- survey  [* -> 4.4-2]\nThe version of R recorded in the lockfile will be updated:\n- R  [4.3.3 -> 4.4.1]"),
        ("assistant", "Added `srvyr` 1.3.0 (pulls `survey` 4.4-2) to renv.lock. Note the lockfile's R version moved "
         "to 4.4.1 since that's what's installed here. I'll wire the design in `R/weights.R` with region × age-band raking."),
        ("user", "go"),
        ("tool", "Write", {"file_path": "R/weights.R"}, "wrote 38 lines"),
        ("assistant", "Done: `weighted_design()` in `R/weights.R` rakes on region and age band and the results tab uses it."),
        ("user", "cheers. deploy with rsconnect::deployApp(appName = \"pulse-survey-v2\") btw, v2 — the v1 app is "
         "the frozen 2025 wave and must not be overwritten"),
        ("tool", "Bash", {"command": "Rscript -e 'rsconnect::deployApp(appName = \"pulse-survey-v2\")'"},
         "── Preparing for deployment ──\n✔ Deploying \"pulse-survey-v2\" using \"server: connect.pulse.lan / username: svc-deploy\"\n"
         "ℹ Bundling 23 files: app.R, R/weights.R, R/results.R, ...\n✔ Successfully deployed to <https://connect.pulse.lan/pulse-survey-v2/>"),
        ("assistant", "Deployed to pulse-survey-v2."),
    ],
    "facts": [
        F("srvyr", "Survey weighting uses srvyr (on the survey package), not plain dplyr, because the results tab "
          "shows confidence intervals that must be correct.", "decision", "user", ["srvyr", ["CIs", "confidence intervals"]]),
        F("rake", "Weights are raked on region and age band in weighted_design() in R/weights.R.",
          "fact", "assistant", ["weighted_design", ["rake", "rakes", "raking"]]),
        F("deploy-v2", "Deploy as appName pulse-survey-v2; the v1 app is the frozen 2025 wave and must not be "
          "overwritten.", "config", "user", ["pulse-survey-v2"]),
    ],
    "optional": [
        O("r-version", "renv.lock records R 4.4.1.", ["4.4.1"]),
    ],
    "questions": [
        Q("Which package does the survey weighting?", "srvyr", ["srvyr"]),
        Q("Where is the weighting design built?", "weighted_design in R/weights.R", ["rake"]),
    ],
}

CHAT = {
    "id": "h10-cc-unity-chat",
    "project": "/home/sami/games/gravel-rush",
    "start": datetime(2026, 11, 26, 17, 40),
    "about": "pure chat at the end of a day, nothing durable; an idea floated and dropped",
    "steps": [
        ("user", "hey. not really coding today, just tired. the drift physics fought me all afternoon lol"),
        ("assistant", "That sounds exhausting — drift tuning is notoriously fiddly. Anything you want to talk "
         "through, or just venting?"),
        ("user", "venting mostly. do you think tire friction curves or the lateral grip multiplier matter more for "
         "feel? just curious, not changing anything tonight"),
        ("assistant", "For feel, the shape of the friction curve usually matters more: where the peak sits and how "
         "fast it falls off decides whether a slide is catchable. The lateral multiplier mostly scales how much "
         "grip there is overall. But lots of arcade racers get good results by just faking it with a steering "
         "assist, so there's no single answer."),
        ("user", "haha maybe I'll just fake it. or not. we'll see tomorrow"),
        ("assistant", "Sleep on it — fresh eyes help a lot with handling stuff."),
        ("user", "yeah. thanks for listening, good night"),
        ("assistant", "Good night, and good luck with the drift tomorrow!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [HAXE, OCAML, ZIG, ELM, JULIA, RAILS, FIGMA, SHINY, CHAT]
