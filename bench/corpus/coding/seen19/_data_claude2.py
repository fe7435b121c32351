"""h19 Claude Code sessions, part 2: an incident retro and a pair-debugging hunt."""

from __future__ import annotations

from datetime import datetime

from _data_claude import A, F, Opt, Q, T, U

_CRASH_LOG = """\
2026-11-06 21:14:02.118 [info] YardAllocator: assign tram=T-214 arriving=21:16 track_pref=[7, 8, 12]
2026-11-06 21:14:02.119 [debug] SignalGateway.Client: call :route_lock track=7 timeout=infinity
2026-11-06 21:14:07.442 [warning] SignalGateway.Conn: tls handshake pending for 5.3s (peer sg-gw-02.depot.local:8443)
2026-11-06 21:14:31.900 [info] CrewBoard: tram T-214 waiting for track assignment
2026-11-06 21:15:12.010 [info] YardAllocator: mailbox length 37
2026-11-06 21:19:44.305 [info] YardAllocator: mailbox length 212
2026-11-06 21:27:02.771 [info] YardAllocator: mailbox length 498
2026-11-06 21:31:18.004 [error] CrewBoard: 6 trams waiting > 10 min (T-214, T-209, T-221, T-203, T-218, T-230)
2026-11-06 21:44:51.662 [error] SignalGateway.Conn: {:tls_alert, {:certificate_expired, 'received CLIENT ALERT'}}
2026-11-06 21:52:30.118 [notice] manual: restart depotyard@yard-app-01 (operator: nightshift)
2026-11-06 21:52:41.230 [info] YardAllocator: started, 0 pending
2026-11-06 21:53:02.891 [warning] SignalGateway.Conn: tls handshake pending for 5.0s (peer sg-gw-02.depot.local:8443)
2026-11-06 21:58:10.447 [info] SignalGateway.Conn: connected (cert serial 4F:A2:19, not_after 2027-11-06)
2026-11-06 21:58:11.002 [info] YardAllocator: assign tram=T-214 track=7 (waited 44m09s)"""

TRAM = {
    "id": "h19-cc-tram-retro",
    "project": "/home/dev/depotyard",
    "start": datetime(2026, 11, 9, 9, 40),
    "about": "incident retro for an Elixir depot allocator; pasted log; root cause; what changes from now on "
             "(library pick, alert threshold, schedule change, ALL CAPS rule); an Oban proposal ignored; jokes",
    "branch": "retro-2026-11-06",
    "steps": [
        U("ok. retro time for friday night. trams sat outside the depot for 44 min waiting for track "
          "assignments, the night crew were not amused (one of them called it 'the great tram jam'). "
          "log from yard-app-01 below, help me write this up and fix it properly"),
        U(_CRASH_LOG),
        A("Reading the log in order:\n\n"
          "1. 21:14:02 — `YardAllocator` asks `SignalGateway.Client` for a route lock on track 7 with "
          "`timeout=infinity`.\n"
          "2. The TLS handshake to `sg-gw-02` hangs; at 21:44 it finally fails with `certificate_expired`.\n"
          "3. Meanwhile the allocator's mailbox grows from 37 to 498 — every other assignment request queues "
          "behind the one blocked call.\n"
          "4. After the manual restart the connection succeeds with a new cert (serial 4F:A2:19), so someone "
          "rotated the gateway certificate during the evening.\n\n"
          "Let me check the client code to confirm the infinite timeout."),
        T("Grep", {"pattern": "GenServer.call", "path": "lib/"},
          "lib/depotyard/signal_gateway/client.ex:22:    GenServer.call(__MODULE__, {:route_lock, track}, :infinity)\n"
          "lib/depotyard/signal_gateway/client.ex:31:    GenServer.call(__MODULE__, {:release, track}, :infinity)\n"
          "lib/depotyard/yard_allocator.ex:58:    GenServer.call(__MODULE__, {:assign, tram, prefs})\n"
          "lib/depotyard/crew_board.ex:40:    GenServer.call(CrewBoard, :snapshot, 15_000)\n"
          "lib/depotyard/weather.ex:12:    GenServer.call(Weather, :current, :infinity)"),
        A("Confirmed. `SignalGateway.Client.route_lock/1` and `release/1` call with `:infinity`, and the "
          "allocator makes that call *inside its own `handle_call`*, so one hung handshake blocks every "
          "assignment. `weather.ex` has the same pattern, though nothing critical waits on it.\n\n"
          "**Root cause:** a blocking `GenServer.call(..., :infinity)` from the allocator to the signalling "
          "gateway client; the gateway's expired TLS cert made the handshake hang for 30 min, and the allocator "
          "stopped serving.\n\n"
          "Proposed fixes:\n"
          "- bounded timeouts on all gateway calls (the Elixir default is 5 s),\n"
          "- a circuit breaker around the gateway so we fail fast while it's down,\n"
          "- an alert on the allocator's mailbox length,\n"
          "- longer term: move assignment into Oban jobs so a stuck assignment can be retried without blocking "
          "the queue."),
        U("agree with the first three. for the breaker: library or hand rolled?"),
        A("Two realistic choices:\n\n"
          "- **`:fuse`** — the Erlang circuit breaker library, battle-tested, tiny, supports `{standard, 3, "
          "10_000}` style policies (3 melts in 10 s blows it) and a reset timer. No Elixir wrapper needed.\n"
          "- **Hand-rolled** — a GenServer with a counter and a timer. ~60 lines, but we'd own the edge cases "
          "(half-open state, concurrent melts).\n\n"
          "I'd take `:fuse`."),
        U("fuse. not writing our own, we have enough homemade stuff that nobody understands (see: the weather "
          "module lol)"),
        T("Edit", {"file_path": "mix.exs", "old_string": "{:telemetry, \"~> 1.2\"},",
                   "new_string": "{:telemetry, \"~> 1.2\"},\n      {:fuse, \"~> 2.5\"},"},
          "The file mix.exs has been updated."),
        T("Bash", {"command": "mix deps.get && mix compile 2>&1 | tail -6"},
          "Resolving Hex dependencies...\n"
          "Resolution completed in 0.081s\n"
          "New:\n  fuse 2.5.0\n"
          "* Getting fuse (Hex package)\n"
          "==> depotyard\nCompiling 3 files (.ex)\nGenerated depotyard app"),
        A("Added `fuse ~> 2.5`. In `SignalGateway.Client` I install a fuse named `:signal_gateway` with policy "
          "`{:standard, 3, 10_000}` and reset after 60 s; when it's blown, `route_lock/1` returns "
          "`{:error, :gateway_down}` immediately and the allocator falls back to the static track plan.\n\n"
          "For the timeouts, what value do you want on the gateway calls?"),
        U("5 s is fine for route_lock. and honestly, while we're at it:\n\n"
          "NO MORE :infinity TIMEOUTS IN THIS CODEBASE. NOT IN GENSERVER CALLS, NOT IN TASK.AWAIT, NOWHERE. "
          "if something really needs long, it gets an explicit number and a comment why.\n\n"
          "put that in the retro doc as well"),
        A("Understood. I'll replace all three `:infinity` uses (`client.ex` ×2, `weather.ex`) — 5 000 ms for "
          "the gateway, and weather gets 2 000 ms since the cached value is fine if the API is slow. I'll also "
          "add a Credo check so CI fails on `:infinity` as a timeout argument."),
        T("Bash", {"command": "mix credo --strict 2>&1 | tail -14"},
          "Checking 61 source files (this might take a while) ...\n\n"
          "  Warnings - please take a look\n"
          "┃\n"
          "┃ [W] ↗ Timeout argument must be a number, found :infinity.\n"
          "┃       lib/depotyard/weather.ex:12:41 #(Depotyard.Weather.current)\n"
          "┃ [W] ↗ Timeout argument must be a number, found :infinity.\n"
          "┃       lib/depotyard/signal_gateway/client.ex:31:52 #(Depotyard.SignalGateway.Client.release)\n\n"
          "  Readability - always keep an eye on these\n"
          "┃\n"
          "┃ [R] → Modules should have a @moduledoc tag.\n"
          "┃       lib/depotyard/weather.ex:1:11 #(Depotyard.Weather)\n\n"
          "Analysis took 0.9 seconds (0.03s to load, 0.8s running 58 checks on 61 files)\n"
          "212 mods/funs, found 2 warnings, 1 refactoring opportunity."),
        A("The new check (`Depotyard.Credo.NoInfiniteTimeout` in `.credo/checks/`) works: it flags the two "
          "places I haven't changed yet — `release/1` and the weather module. The moduledoc warning is old "
          "noise."),
        U("lol the weather module. written at 3am in 2019 by someone who has since moved to a goat farm. fix it"),
        T("Bash", {"command": "mix credo --strict 2>&1 | tail -3"},
          "Analysis took 0.9 seconds (0.03s to load, 0.8s running 58 checks on 61 files)\n"
          "212 mods/funs, found 1 refactoring opportunity."),
        A("Both fixed (`release/1` → 5 000 ms, `Weather.current` → 2 000 ms with the cached value as fallback). "
          "Credo has no warnings left, only the moduledoc nit."),
        T("Bash", {"command": "mix test 2>&1 | tail -14"},
          "..............................................\n"
          "  1) test route_lock returns :gateway_down when fuse is blown (Depotyard.SignalGateway.ClientTest)\n"
          "     test/depotyard/signal_gateway/client_test.exs:48\n"
          "     ** (MatchError) no match of right hand side value: :ok\n"
          "     code: :ok = :fuse.melt(:signal_gateway)\n"
          "     stacktrace:\n"
          "       test/depotyard/signal_gateway/client_test.exs:51: (test)\n"
          "...........\n"
          "Finished in 2.1 seconds (0.4s async, 1.7s sync)\n"
          "58 tests, 1 failure"),
        A("One failure in the new test — my fault: `:fuse.melt/1` returns `:ok`, and I matched it against the "
          "wrong thing a line later. Fixing the test, not the code."),
        T("Bash", {"command": "mix test 2>&1 | tail -3"},
          "Finished in 2.0 seconds (0.4s async, 1.6s sync)\n58 tests, 0 failures"),
        A("Green. Now the mailbox alert: the log shows 37 after one minute and 498 after 13 minutes. "
          "Normal traffic never goes above ~10. What threshold should page?"),
        U("page at 100. 498 is way too late, by then the crews are already outside in the cold. warn at 30"),
        T("Edit", {"file_path": "config/runtime.exs", "old_string": "mailbox_alert: nil",
                   "new_string": "mailbox_warn: 30,\n  mailbox_page: 100"},
          "The file config/runtime.exs has been updated."),
        A("Set `mailbox_warn: 30` and `mailbox_page: 100` in `config/runtime.exs`; the `:telemetry_poller` "
          "measurement runs every 5 s and emits `[:depotyard, :allocator, :mailbox]`."),
        T("Read", {"file_path": "config/runtime.exs", "offset": 40, "limit": 12},
          "40  config :depotyard, Depotyard.Alerts,\n"
          "41    pager_webhook: System.get_env(\"DEPOT_PAGER_URL\"),\n"
          "42    mailbox_warn: 30,\n"
          "43    mailbox_page: 100,\n"
          "44    # default poll period for :telemetry_poller is 5_000 ms\n"
          "45    poll_ms: 5_000\n"
          "46\n"
          "47  config :depotyard, Depotyard.SignalGateway.Client,\n"
          "48    host: \"sg-gw-02.depot.local\",\n"
          "49    port: 8443,\n"
          "50    call_timeout_ms: 5_000"),
        U("good. last thing, the cert. ops rotated it at 20:30 on a friday which is insane. i talked to them: "
          "from now on gateway cert rotation happens tuesdays at 10:00 when the day shift is in, and they tell "
          "us in #depot-ops the day before"),
        A("I'll note that in the retro doc under *Process changes*. Should I also do the Oban migration now, "
          "while the allocator is open anyway?"),
        U("this build system is cursed enough without adding oban on a monday. draft the retro doc"),
        T("Write", {"file_path": "docs/retros/2026-11-06-track-assignment-stall.md", "content": "..."},
          "File created successfully at: docs/retros/2026-11-06-track-assignment-stall.md"),
        A("Draft written to `docs/retros/2026-11-06-track-assignment-stall.md`:\n\n"
          "### Summary\nTrams waited up to 44 min for track assignment on 2026-11-06.\n\n"
          "### Root cause\n`YardAllocator` called the signalling gateway with an `:infinity` timeout; the "
          "gateway's TLS handshake hung after its certificate expired, blocking the allocator.\n\n"
          "### Changes\n"
          "- gateway calls time out after 5 s; `:fuse` circuit breaker `:signal_gateway` (3 melts / 10 s, reset "
          "60 s) with fallback to the static track plan\n"
          "- rule: no `:infinity` timeouts anywhere; Credo check enforces it\n"
          "- allocator mailbox: warn at 30, page at 100\n"
          "- gateway cert rotation: Tuesdays 10:00, announced in #depot-ops the day before\n\n"
          "### Not done\n- moving assignment to Oban (not now)"),
        U("perfect, ship it. thanks mate"),
        T("Bash", {"command": "git add -A && git commit -qm 'retro 2026-11-06: gateway timeouts, fuse breaker, "
                              "mailbox alerts' && git log --oneline -1"},
          "b33d7c0 retro 2026-11-06: gateway timeouts, fuse breaker, mailbox alerts"),
        A("Committed as `b33d7c0` on `retro-2026-11-06`. Always happy to help — hope the night crew get a "
          "quieter week."),
    ],
    "facts": [
        F("root-cause", "The 2026-11-06 stall: YardAllocator called the signalling gateway with an :infinity "
          "timeout and the gateway's TLS handshake hung on an expired certificate, blocking all assignments.",
          "bugfix", "assistant", [":infinity", ["certificate_expired", "expired TLS cert", "certificate expired"]]),
        F("fuse-breaker", "The signalling gateway client uses the :fuse circuit breaker library (not hand-rolled) "
          "with 5 s call timeouts and fallback to the static track plan.", "decision", "user",
          ["fuse", "5 s"]),
        F("no-infinity", "No :infinity timeouts anywhere in depotyard (GenServer calls, Task.await); long waits get "
          "an explicit number and a comment.", "rule", "user", ["infinity"], remember=True),
        F("mailbox-alert", "Allocator mailbox length: warn at 30, page at 100.", "config", "user",
          ["mailbox", "100"]),
        F("cert-tuesday", "Gateway cert rotation happens Tuesdays at 10:00, announced in #depot-ops the day "
          "before.", "decision", "user", ["Tuesday", "10:00"]),
    ],
    "optional": [
        Opt("fuse-policy", "Fuse policy: 3 melts in 10 s, reset after 60 s.", ["3 melts"]),
        Opt("retro-doc", "Retro doc at docs/retros/2026-11-06-track-assignment-stall.md.",
          ["2026-11-06-track-assignment-stall"]),
    ],
    "questions": [
        Q("What caused the tram assignment stall?", "infinity timeout call to the gateway, hung on expired TLS "
          "certificate", ["root-cause"]),
        Q("Which circuit breaker library does depotyard use?", "fuse", ["fuse-breaker"]),
        Q("When does the allocator page on mailbox length?", "at 100, warn at 30", ["mailbox-alert"]),
        Q("When may the gateway cert be rotated?", "Tuesdays at 10:00", ["cert-tuesday"]),
    ],
}


SYNTH = {
    "id": "h19-cc-synth-hunt",
    "project": "/home/dev/grainfield",
    "start": datetime(2026, 11, 10, 19, 20),
    "about": "pair-debugging a click in a JUCE granular synth: denormals and block size fail, window table "
             "not rebuilt in prepareToPlay is the cause; build frustration; build preset and pluginval config",
    "steps": [
        U("ugh. grainfield clicks at every note-on in bitwig at 48k. at 44.1 it's clean. been staring at it for "
          "an hour, pair with me?"),
        A("Sure. A click only at 48 kHz smells like something computed for one sample rate and reused at "
          "another, but let's not jump ahead. First the usual suspect for clicks in grain engines: denormals "
          "when the envelope decays to near zero. Is there a `ScopedNoDenormals` in `processBlock`?"),
        T("Grep", {"pattern": "NoDenormals", "path": "Source/"}, ""),
        A("None. Adding `juce::ScopedNoDenormals noDenormals;` at the top of `processBlock` and rebuilding."),
        T("Bash", {"command": "cmake --build build 2>&1 | tail -8"},
          "[1/4] Building CXX object CMakeFiles/Grainfield.dir/Source/PluginProcessor.cpp.o\n"
          "[2/4] Linking CXX shared module Grainfield_artefacts/Release/VST3/Grainfield.vst3/Contents/x86_64-linux/"
          "Grainfield.so\n"
          "FAILED: Grainfield_artefacts/Release/VST3/Grainfield.vst3\n"
          "/usr/bin/ld: cannot find -ljuce_vst3_helper: No such file or directory\n"
          "collect2: error: ld returned 1 exit status\n"
          "ninja: build stopped: subcommand failed."),
        U("this build system is cursed. you have to use the preset, `cmake --preset ninja-release` then "
          "`cmake --build --preset ninja-release`. the plain build dir is some old experiment, ignore it"),
        T("Bash", {"command": "cmake --preset ninja-release >/dev/null && cmake --build --preset ninja-release 2>&1 "
                              "| tail -4"},
          "[212/215] Building CXX object CMakeFiles/Grainfield.dir/Source/PluginProcessor.cpp.o\n"
          "[213/215] Linking CXX shared module .../VST3/Grainfield.vst3/Contents/x86_64-linux/Grainfield.so\n"
          "[214/215] Creating VST3 moduleinfo.json\n"
          "[215/215] Installing plugin to ~/.vst3/Grainfield.vst3"),
        U("still clicks. exactly the same"),
        A("OK, denormals are out. Second hypothesis: the grain scheduler starts grains at block boundaries, and "
          "if Bitwig uses a different block size at 48k the first grain could start mid-ramp. Can you set "
          "Bitwig's buffer to 64 and then 512 and see if the click changes?"),
        U("64: click. 512: click. sounds identical, so not the block size"),
        A("Then the block size is out too. Let me render offline so we can look at samples instead of "
          "listening."),
        T("Bash", {"command": "./build/ninja-release/grainfield_render --rate 48000 --note 60 --out /tmp/g48.wav "
                              "&& python3 tools/peek.py /tmp/g48.wav --first 12"},
          "rate=48000 frames=96000\n"
          "   0: +0.000000\n   1: +0.183120\n   2: +0.185411\n   3: +0.187690\n   4: +0.189957\n"
          "   5: +0.192212\n   6: +0.194455\n   7: +0.196686\n   8: +0.198905\n   9: +0.201112\n"
          "  10: +0.203307\n  11: +0.205490"),
        T("Bash", {"command": "./build/ninja-release/grainfield_render --rate 44100 --note 60 --out /tmp/g44.wav "
                              "&& python3 tools/peek.py /tmp/g44.wav --first 6"},
          "rate=44100 frames=88200\n"
          "   0: +0.000000\n   1: +0.000004\n   2: +0.000017\n   3: +0.000038\n   4: +0.000068\n"
          "   5: +0.000106"),
        A("There it is. At 44.1k the grain starts at zero and fades in; at 48k sample 1 jumps straight to "
          "0.18 — the grain window isn't starting at zero. That points at the window lookup table."),
        T("Read", {"file_path": "Source/GrainEngine.cpp", "offset": 30, "limit": 30},
          "30  GrainEngine::GrainEngine()\n"
          "31  {\n"
          "32      // Hann window, one grain = 50 ms\n"
          "33      buildWindow (44100.0);\n"
          "34  }\n"
          "35\n"
          "36  void GrainEngine::prepare (double sampleRate, int maxBlock)\n"
          "37  {\n"
          "38      rate = sampleRate;\n"
          "39      scratch.setSize (2, maxBlock);\n"
          "40  }\n"
          "41\n"
          "42  void GrainEngine::buildWindow (double sr)\n"
          "43  {\n"
          "44      windowLen = (int) (0.05 * sr);\n"
          "45      window.resize ((size_t) windowLen);\n"
          "46      for (int i = 0; i < windowLen; ++i)\n"
          "47          window[(size_t) i] = 0.5f * (1.0f - std::cos (juce::MathConstants<float>::twoPi * i / "
          "(windowLen - 1)));\n"
          "48  }"),
        A("Found it. The Hann window is built once in the constructor for **44100 Hz** (2205 samples) and "
          "`prepare()` never rebuilds it. At 48 kHz a grain is 2400 samples long, so the read index runs past "
          "the table and `getWindow()` clamps it to... actually it wraps: `index % windowLen`, so every grain "
          "starts 195 samples into the window, at about 0.18 amplitude. That's your click.\n\n"
          "Fix: call `buildWindow (sampleRate)` in `prepare()` (it's not called on the audio thread, so "
          "allocating there is fine) and drop the constructor call."),
        U("oh my god. yes do it"),
        T("Edit", {"file_path": "Source/GrainEngine.cpp", "old_string": "    rate = sampleRate;",
                   "new_string": "    rate = sampleRate;\n    buildWindow (sampleRate);"},
          "The file Source/GrainEngine.cpp has been updated."),
        T("Bash", {"command": "cmake --build --preset ninja-release 2>&1 | tail -1 && "
                              "./build/ninja-release/grainfield_render --rate 48000 --note 60 --out /tmp/g48.wav "
                              "&& python3 tools/peek.py /tmp/g48.wav --first 4"},
          "[215/215] Installing plugin to ~/.vst3/Grainfield.vst3\n"
          "rate=48000 frames=96000\n   0: +0.000000\n   1: +0.000004\n   2: +0.000015\n   3: +0.000033"),
        A("48k now starts at zero like 44.1k. Try it in Bitwig?"),
        U("wait, before I open bitwig again — why did nobody notice this for months? 48k is what half our "
          "users run"),
        T("Bash", {"command": "grep -rn 'sampleRate\\|--rate' tests/ .github/workflows/ci.yml"},
          "tests/render_smoke.cpp:12:    engine.prepare (44100.0, 512);\n"
          "tests/render_snapshot.cpp:9:    constexpr double sampleRate = 44100.0;\n"
          ".github/workflows/ci.yml:41:        run: ./build/ninja-release/grainfield_render --rate 44100 --note 60 "
          "--out out.wav"),
        A("Every test and the CI render use 44100 only, and the constructor happened to build the table for "
          "exactly that rate — so everything we ever checked automatically was the one case that worked. "
          "Most people who reported \"a bit of crunch\" on the forum probably run at 48k."),
        U("figures. ok, now bitwig"),
        U("clean!! at 48 and 96. you're a star. keep the ScopedNoDenormals in btw, doesn't hurt"),
        A("Will do. I'd also add a render test that checks the first sample of a grain is below 1e-3 at 44.1, "
          "48 and 96 kHz, so this can't come back silently."),
        U("yes. and run pluginval before we tag, CI does it at strictness 10, let's see locally"),
        T("Bash", {"command": "ctest --preset ninja-release 2>&1 | tail -4 && pluginval --strictness-level 10 "
                              "--validate ~/.vst3/Grainfield.vst3 2>&1 | tail -6"},
          "3/3 Test #3: grain_window_starts_at_zero ......   Passed    0.41 sec\n"
          "100% tests passed, 0 tests failed out of 3\n"
          "Total Test time (real) =   1.12 sec\n"
          "Starting tests in: pluginval / Editor...\n"
          "Starting tests in: pluginval / Audio processing...\n"
          "Starting tests in: pluginval / Automation...\n"
          "Starting tests in: pluginval / Bus layouts...\n"
          "Finished validating: /home/dev/.vst3/Grainfield.vst3\n"
          "ALL TESTS PASSED"),
        A("Render test added (`grain_window_starts_at_zero`, checks 44.1/48/96 kHz) and pluginval passes at "
          "strictness 10."),
        U("check the CPU too, the denormal thing made me paranoid"),
        T("Bash", {"command": "./build/ninja-release/grainfield_bench --rate 48000 --voices 16 --seconds 10"},
          "grainfield_bench 0.9.3-dev  rate=48000 block=256 voices=16 grains/voice=24\n"
          "render 10.00 s audio in 0.812 s  (realtime factor 12.3x)\n"
          "per block: mean 20.8 µs  p95 24.1 µs  max 61.0 µs  (budget 5333 µs)\n"
          "denormal flush: on (FTZ|DAZ)"),
        A("Plenty of headroom: 16 voices at 48k render 12× faster than real time, worst block 61 µs against a "
          "5.3 ms budget. Same as before the fix within noise."),
        U("tag it 0.9.3 and go to bed, both of us"),
        T("Bash", {"command": "git commit -qam 'grain window rebuilt per sample rate in prepare()' && "
                              "git tag v0.9.3 && git log --oneline -1"},
          "c0ffe12 grain window rebuilt per sample rate in prepare()"),
        A("Tagged `v0.9.3`. Good night!"),
    ],
    "facts": [
        F("window-click", "The note-on click at 48 kHz: the grain Hann window table was built once for 44100 Hz in "
          "the constructor and never rebuilt; fix: buildWindow(sampleRate) in prepare().", "bugfix", "assistant",
          [["buildWindow", "window"], ["prepare", "prepareToPlay"], "44100"]),
        F("build-preset", "grainfield builds with cmake --preset ninja-release / cmake --build --preset "
          "ninja-release; the plain build dir is an old experiment.", "config", "user", ["ninja-release"]),
        F("keep-denormals", "ScopedNoDenormals stays in processBlock even though denormals were not the cause.",
          "decision", "user", ["ScopedNoDenormals"]),
        F("pluginval-10", "CI runs pluginval at strictness 10 before tagging a release.", "config", "user",
          ["pluginval", "10"]),
    ],
    "optional": [
        Opt("render-test", "Render test grain_window_starts_at_zero checks 44.1/48/96 kHz.",
          ["grain_window_starts_at_zero"]),
        Opt("not-block-size", "Denormals and host block size were ruled out as the click's cause.",
          ["denormals", "block size"]),
    ],
    "questions": [
        Q("Why did grainfield click at 48 kHz?", "grain window table built for 44100 Hz in the constructor, not "
          "rebuilt in prepare", ["window-click"]),
        Q("How do I build grainfield?", "cmake --preset ninja-release then cmake --build --preset ninja-release",
          ["build-preset"]),
        Q("At what strictness does pluginval run?", "10", ["pluginval-10"]),
    ],
}

SESSIONS = [TRAM, SYNTH]
