"""Claude Code sessions of the held-out split, fourth set (invented projects; no real people or secrets)."""

from __future__ import annotations

from datetime import datetime


def F(fid, text, ftype, speaker, terms, remember=False):
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": terms, "remember": remember}


def Q(q, answer, facts):
    return {"q": q, "answer": answer, "facts": facts}


SESSIONS = []

# 1 ---------------------------------------------------------------- audio plugin (C++)
SESSIONS.append({
    "id": "h4-cc-plateverb-start",
    "project": "/home/mira/plate-verb",
    "start": datetime(2026, 9, 3, 8, 12, 5),
    "about": "plate reverb plugin kickoff: format choice with rejected JUCE, a denormal CPU bug, a "
             "remember-request mid-message, default decay changed twice (final 1.8 s), ignored preset-browser idea",
    "steps": [
        ("user", "morning! let's finally start the plate reverb. quick context since this is a fresh repo: "
                 "I want it as a CLAP plugin and we get VST3/AU through clap-wrapper. not JUCE — the JUCE licence "
                 "for something I give away for free makes no sense and I don't want its GUI framework anyway. "
                 "for the editor we use Dear ImGui on top of the CLAP gui extension."),
        ("assistant", "Morning! Got it — CLAP first, clap-wrapper for the other formats, Dear ImGui for the editor. "
                      "Let me look at what's in the repo so far."),
        ("tool", "Bash", {"command": "ls -la && cat CMakeLists.txt"},
         "total 40\ndrwxr-xr-x  7 mira staff  224 Sep  3 08:10 .\n-rw-r--r--  1 mira staff  612 Sep  3 08:09 CMakeLists.txt\n"
         "drwxr-xr-x  3 mira staff   96 Sep  3 08:09 external\ndrwxr-xr-x  4 mira staff  128 Sep  3 08:09 src\n"
         "-rw-r--r--  1 mira staff   88 Sep  3 08:09 README.md\n\ncmake_minimum_required(VERSION 3.25)\n"
         "project(plate_verb VERSION 0.1.0 LANGUAGES C CXX)\nset(CMAKE_CXX_STANDARD 20)\n"
         "add_subdirectory(external/clap)\nadd_subdirectory(external/clap-wrapper)\n"
         "add_library(plate_verb MODULE src/plugin.cpp src/dsp/plate.cpp)\n"
         "target_link_libraries(plate_verb PRIVATE clap)\n"),
        ("assistant", "Here's what I found and what I'd suggest for the layout.\n\n"
                      "**Current state**\n- CMake 3.25, C++20, `external/clap` and `external/clap-wrapper` already vendored as submodules.\n"
                      "- `src/plugin.cpp` is the CLAP entry stub; `src/dsp/plate.cpp` is empty.\n\n"
                      "**Proposed layout**\n- `src/dsp/` — the reverb core, no CLAP types in here so it can be unit tested on its own.\n"
                      "- `src/plugin/` — parameter table, state save/load, the process callback.\n"
                      "- `src/gui/` — the ImGui editor.\n\n"
                      "For the algorithm I'd start from a Dattorro-style plate: input diffusion with four allpasses, then a figure-eight "
                      "tank with two modulated delay lines. That gives the classic plate sound without a huge CPU bill.\n\n"
                      "One extra idea: we could add a preset browser backed by a small SQLite index so users can tag and search presets. "
                      "Happy to sketch that too.\n\nShall I wire the clap-wrapper targets into CMake first?"),
        ("user", "yes do the cmake part. dattorro is fine"),
        ("tool", "Edit", {"file_path": "CMakeLists.txt", "old_string": "target_link_libraries(plate_verb PRIVATE clap)",
                          "new_string": "target_link_libraries(plate_verb PRIVATE clap)\nmake_clapfirst_plugins(\n  TARGET_NAME plate_verb\n  OUTPUT_NAME \"PlateVerb\"\n  ENTRY_SOURCE src/plugin/entry.cpp\n  BUNDLE_IDENTIFIER \"org.mira.plateverb\"\n  PLUGIN_FORMATS CLAP VST3 AUV2)"},
         "The file CMakeLists.txt has been updated."),
        ("assistant", "Added the `make_clapfirst_plugins` block — it builds CLAP, VST3 and AUv2 from the same target."),
        ("user", "ok. default decay should be 2.5 s I think. and the tail — remember that the internal DSP always runs at "
                 "2x oversampling and the reverb tail is capped at 12 seconds no matter what the decay knob says, "
                 "hosts get confused otherwise when they ask for tail length"),
        ("assistant", "Noted: DSP at 2x oversampling internally, tail length reported and capped at 12 seconds, default decay 2.5 s. "
                      "I'll report the cap through the `clap.tail` extension so hosts know when to stop processing."),
        ("tool", "Bash", {"command": "cmake --build build -j4 && ./build/tests/dsp_bench --seconds 20"},
         "[ 92%] Linking CXX shared module PlateVerb.clap\n[100%] Built target plate_verb_clap\n"
         "dsp_bench: block=256 sr=48000 decay=2.5\n t=  1s  cpu= 3.1%\n t=  5s  cpu= 3.0%\n t= 10s  cpu= 2.9%\n"
         " t= 14s  cpu=41.7%\n t= 16s  cpu=88.2%\n t= 18s  cpu=97.5%\n t= 20s  cpu=98.9%\n"),
        ("user", "whoa what is that at 14s?? input stops at 10s in that bench"),
        ("assistant", "That's the classic signature of denormals. After the input stops, the feedback in the tank decays towards "
                      "zero, and once the samples get below ~1e-38 the floats become subnormal; x86 handles those in microcode, "
                      "which is 50–100x slower per operation. That's why the CPU climbs exactly as the tail dies away.\n\n"
                      "Fix: at the start of `process()` I set flush-to-zero (FTZ) and denormals-are-zero (DAZ) in MXCSR and "
                      "restore the old value on exit (a small RAII guard, `ScopedFlushDenormals`); on ARM the FZ bit in FPCR does the same. "
                      "Let me apply it and rerun."),
        ("tool", "Bash", {"command": "cmake --build build -j4 && ./build/tests/dsp_bench --seconds 20"},
         "[100%] Built target plate_verb_clap\ndsp_bench: block=256 sr=48000 decay=2.5\n t=  1s  cpu= 3.0%\n t= 10s  cpu= 2.9%\n"
         " t= 14s  cpu= 2.8%\n t= 18s  cpu= 2.8%\n t= 20s  cpu= 2.7%\n"),
        ("assistant", "Flat at ~3% now through the whole tail. The guard lives in `src/plugin/denormals.h` and is used in the process callback."),
        ("user", "nice. hmm 2.5 is too washy actually, make default decay 1.8 s"),
        ("tool", "Edit", {"file_path": "src/plugin/params.cpp", "old_string": "{ParamId::Decay, \"Decay\", 0.2, 12.0, 2.5}",
                          "new_string": "{ParamId::Decay, \"Decay\", 0.2, 12.0, 1.8}"},
         "The file src/plugin/params.cpp has been updated."),
        ("assistant", "Default decay is 1.8 s now (range still 0.2–12 s)."),
        ("user", "cool thx, that's it for today"),
    ],
    "facts": [
        F("format", "The plugin is built as CLAP with clap-wrapper for VST3/AU, not JUCE, because the JUCE licence makes no sense for a free plugin.",
          "decision", "user", ["CLAP", "JUCE"]),
        F("gui", "The editor GUI uses Dear ImGui on the CLAP gui extension.", "decision", "user", ["ImGui"]),
        F("denormals", "CPU spikes as the reverb tail decays were denormals in the feedback tank; fixed by setting flush-to-zero (FTZ) and DAZ in process() via a RAII guard.",
          "bugfix", "assistant", [["denormal", "denormals"], ["FTZ", "flush-to-zero"]]),
        F("oversampling", "The internal DSP always runs at 2x oversampling.", "rule", "user", ["2x oversampling"], True),
        F("tail-cap", "The reverb tail is capped at 12 seconds regardless of the decay setting.", "rule", "user", ["tail", "12 seconds"], True),
        F("decay-default", "The default decay is 1.8 s.", "config", "user", ["decay", "1.8"]),
    ],
    "optional": [
        {"id": "dattorro", "text": "The algorithm is a Dattorro-style plate.", "key_terms": ["Dattorro"]},
        {"id": "cmake", "text": "CMake 3.25 and C++20.", "key_terms": ["CMake", "3.25"]},
    ],
    "questions": [
        Q("Why didn't we use JUCE for the reverb plugin?", "JUCE licence makes no sense for a free plugin; CLAP with clap-wrapper instead", ["format"]),
        Q("What caused the CPU spike when the reverb tail died out?", "denormals; fixed with flush-to-zero FTZ/DAZ in process", ["denormals"]),
        Q("What's the default decay time?", "1.8 s", ["decay-default"]),
        Q("How long can the reverb tail be?", "capped at 12 seconds", ["tail-cap"]),
    ],
})

# 2 ---------------------------------------------------------------- nothing durable (same project, later)
SESSIONS.append({
    "id": "h4-cc-plateverb-typo",
    "project": "/home/mira/plate-verb",
    "start": datetime(2026, 9, 9, 19, 40, 0),
    "about": "nothing durable: fix a typo in a label, explain a compiler warning, chatter",
    "steps": [
        ("user", "hey, tiny thing, the knob says 'Pre-dealy' lol. fix pls"),
        ("tool", "Bash", {"command": "grep -rn \"Pre-dealy\" src/"}, "src/gui/editor.cpp:88:    knob(\"Pre-dealy\", params.predelay);\n"),
        ("tool", "Edit", {"file_path": "src/gui/editor.cpp", "old_string": "knob(\"Pre-dealy\"", "new_string": "knob(\"Pre-delay\""},
         "The file src/gui/editor.cpp has been updated."),
        ("assistant", "Fixed — it reads \"Pre-delay\" now."),
        ("user", "also what does this warning mean: `warning: implicit conversion loses floating-point precision: 'double' to 'float'`"),
        ("assistant", "It means a `double` value is being stored into a `float` and the compiler is pointing out that the extra precision "
                      "is thrown away. In `editor.cpp:102` you're passing `0.5` (a double literal) into a float setter. Harmless here; "
                      "writing `0.5f` silences it. Want me to change it?"),
        ("user", "nah leave it, not important. ok that's all, good night"),
        ("assistant", "Good night!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
})

# 3 ---------------------------------------------------------------- chess engine (Zig)
SESSIONS.append({
    "id": "h4-cc-zig-chess-tt",
    "project": "/home/tobi/code/knightfall",
    "start": datetime(2026, 9, 14, 21, 3, 11),
    "about": "Zig chess engine: transposition table size/replacement decision, a hash collision bug, a for-future-reference perft "
             "command inside a long message, user rejects the assistant's lockless SMP proposal",
    "steps": [
        ("user", "ok so knightfall is at about 2100 on my gauntlet and i want the transposition table done properly now. currently "
                 "its a toy hashmap. i was reading about it, i think we go with a fixed array of 16-byte entries, buckets of 4, "
                 "replace by depth-preferred plus always-replace in the last slot. default size 64 MB, settable via the UCI Hash option. "
                 "oh and for future reference: the perft check before any commit is `zig build perft -Doptimize=ReleaseFast -- --depth 6`, "
                 "if the node counts dont match the table in tests/perft.txt, the commit does not happen. ok go"),
        ("assistant", "Understood. Let me look at the current search and hash code first."),
        ("tool", "Read", {"file_path": "/home/tobi/code/knightfall/src/tt.zig"},
         "const std = @import(\"std\");\n\npub const Entry = struct {\n    key: u64,\n    move: u16,\n    score: i16,\n    depth: u8,\n    flag: u8,\n};\n\n"
         "pub const Table = struct {\n    map: std.AutoHashMap(u64, Entry),\n    ...\n"),
        ("assistant", "## Plan for the transposition table\n\n"
                      "The current table is an `AutoHashMap` keyed by the full Zobrist key, so it allocates on insert and has no size bound. "
                      "Replacing it as you described:\n\n"
                      "1. **Entry layout (16 bytes):** `key16: u16` (upper bits of the Zobrist key for verification), `move: u16`, `score: i16`, "
                      "`eval: i16`, `depth: u8`, `gen_flag: u8` (generation in the upper 6 bits, bound type in the lower 2), padding to 16.\n"
                      "2. **Buckets of 4** entries, 64 bytes, one cache line. Index = `(key * num_buckets) >> 64` with the 128-bit multiply, so the "
                      "table doesn't need a power-of-two size.\n"
                      "3. **Replacement:** slots 0–2 depth-preferred (replace the shallowest, older generations first), slot 3 always-replace.\n"
                      "4. **Size:** default 64 MB, `setoption name Hash value N` resizes.\n\n"
                      "Separately, since we're touching this: if you later want multi-threaded search, the usual approach is lockless "
                      "Lazy SMP with XOR-verified entries. I could build the table with that in mind from the start.\n\n"
                      "I'll start with steps 1–4."),
        ("user", "no SMP, single thread stays for now, i want deterministic searches for debugging. do 1-4"),
        ("tool", "Write", {"file_path": "/home/tobi/code/knightfall/src/tt.zig", "content": "// bucketed transposition table, see plan\n..."},
         "File created successfully at: /home/tobi/code/knightfall/src/tt.zig"),
        ("tool", "Bash", {"command": "zig build perft -Doptimize=ReleaseFast -- --depth 6"},
         "startpos         depth 6  nodes 119060324  ok\nkiwipete         depth 6  nodes 8031647685  ok\n"
         "pos3             depth 6  nodes 11030083  ok\npos4             depth 6  nodes 706045033  ok\nall 4 positions match tests/perft.txt\n"),
        ("tool", "Bash", {"command": "zig build bench -Doptimize=ReleaseFast"},
         "bench: 50 positions depth 13\n...\nposition 31: info depth 11 score cp 31990 pv e1g1\n"
         "WARNING: mate score outside window at ply 4 (pos 31)\nnodes 21877301 nps 1784012\n"),
        ("assistant", "Perft is clean, but the bench shows a bogus score in position 31: `cp 31990` is a mate score leaking out as a "
                      "centipawn score at the root. I traced it: mate scores are stored in the table as \"mate in N from the root\", "
                      "so when the same position is reached at a different ply the distance is wrong. The fix is the standard one — "
                      "convert mate scores to \"distance from this node\" when storing (`score + ply` for positive mates, `score - ply` "
                      "for negative) and back when probing. After the change:"),
        ("tool", "Bash", {"command": "zig build bench -Doptimize=ReleaseFast"},
         "bench: 50 positions depth 13\n...\nposition 31: info depth 13 score mate 6 pv e1g1 ...\nnodes 21430977 nps 1801220\n"),
        ("assistant", "Position 31 now reports `mate 6`, which matches the known solution. Bench node count is 21430977 — that's "
                      "the new signature for the commit message."),
        ("user", "good catch. commit it as 'tt: bucketed table, mate score ply adjust'"),
        ("tool", "Bash", {"command": "git commit -am 'tt: bucketed table, mate score ply adjust'"},
         "[main 4e7a1c2] tt: bucketed table, mate score ply adjust\n 3 files changed, 211 insertions(+), 64 deletions(-)\n"),
        ("assistant", "Committed as 4e7a1c2."),
    ],
    "facts": [
        F("tt-design", "The transposition table is a fixed array of 16-byte entries in buckets of 4, depth-preferred with an always-replace last slot.",
          "decision", "user", [["buckets of 4", "bucket"], "depth-preferred"]),
        F("tt-size", "The default hash size is 64 MB, settable via the UCI Hash option.", "config", "user", ["64 MB", "Hash"]),
        F("perft-rule", "Before any commit run `zig build perft -Doptimize=ReleaseFast -- --depth 6`; node counts must match tests/perft.txt.",
          "rule", "user", ["perft", "depth 6"], True),
        F("single-thread", "Search stays single-threaded (no Lazy SMP) to keep searches deterministic for debugging.",
          "decision", "user", [["single thread", "single-threaded"], "deterministic"]),
        F("mate-bug", "Mate scores leaked as huge centipawn scores because they were stored relative to the root; fixed by adjusting mate scores by ply when storing and probing.",
          "bugfix", "assistant", ["mate", "ply"]),
    ],
    "optional": [
        {"id": "zobrist", "text": "Keys are Zobrist hashes with a 16-bit verification key.", "key_terms": ["Zobrist"]},
    ],
    "questions": [
        Q("What do I have to run before committing to knightfall?", "zig build perft -Doptimize=ReleaseFast -- --depth 6, counts must match tests/perft.txt", ["perft-rule"]),
        Q("Why is the search not multi-threaded?", "to keep searches deterministic for debugging", ["single-thread"]),
        Q("What was wrong with mate scores in the transposition table?", "stored relative to the root; now adjusted by ply when storing and probing", ["mate-bug"]),
    ],
})

# 4 ---------------------------------------------------------------- insurance claims (Elixir)
SESSIONS.append({
    "id": "h4-cc-claims-oban",
    "project": "/srv/app/claimsdesk",
    "start": datetime(2026, 9, 22, 13, 30, 0),
    "about": "Elixir/Phoenix insurance claims: Oban over GenStage decision, 'we always' convention buried in a long user message, "
             "a double-payout bug with unique job fix; Postgres port given as config",
    "steps": [
        ("user", "Hello. I am working on the claims intake. Situation: when a claim is submitted we must call three external services "
                 "(fraud score, policy lookup, the payout gateway). Today this is a Task.async in the controller and if the node "
                 "restarts we lose the work. I want to move it to background jobs. My colleague suggested GenStage but I prefer Oban, "
                 "because the jobs are in Postgres, they survive deploys and we get retries and the dashboard for free. So: Oban. "
                 "Our dev Postgres runs on port 5433 (not 5432, the 5432 is the old legacy db on the same machine). "
                 "Also something about our code: we always put the business logic in the context module and keep the worker itself thin, "
                 "so the worker only decodes args and calls Claims.Intake.something. Please follow that."),
        ("assistant", "Clear. I'll add Oban backed by the dev database on port 5433 and move the three calls into thin workers that "
                      "delegate to `Claims.Intake`. Checking the current setup."),
        ("tool", "Bash", {"command": "grep -n \"oban\\|postgrex\\|port\" mix.exs config/dev.exs"},
         "mix.exs:44:      {:postgrex, \">= 0.0.0\"},\nconfig/dev.exs:5:  port: 5433,\nconfig/dev.exs:6:  database: \"claimsdesk_dev\",\n"),
        ("tool", "Edit", {"file_path": "mix.exs", "old_string": "{:postgrex, \">= 0.0.0\"},", "new_string": "{:postgrex, \">= 0.0.0\"},\n      {:oban, \"~> 2.18\"},"},
         "The file mix.exs has been updated."),
        ("tool", "Bash", {"command": "mix deps.get && mix ecto.gen.migration add_oban_jobs_table && mix ecto.migrate"},
         "Resolving Hex dependencies...\n  oban 2.18.3\n* creating priv/repo/migrations/20260922133512_add_oban_jobs_table.exs\n"
         "13:35:20.114 [info] == Running 20260922133512 ClaimsDesk.Repo.Migrations.AddObanJobsTable.up/0 forward\n"
         "13:35:20.301 [info] == Migrated 20260922133512 in 0.1s\n"),
        ("assistant", "Oban is installed (2.18.3) and its table migrated. I configured three queues: `fraud: 10`, `policy: 10`, "
                      "`payout: 2` — payout is kept small because the gateway rate-limits us. Workers:\n\n"
                      "```elixir\ndefmodule ClaimsDesk.Workers.Payout do\n  use Oban.Worker, queue: :payout, max_attempts: 5\n\n"
                      "  @impl true\n  def perform(%Oban.Job{args: %{\"claim_id\" => id}}), do: Claims.Intake.pay_out(id)\nend\n```\n\n"
                      "The controller now only inserts the jobs in the same transaction as the claim."),
        ("user", "ok. I ran the test suite and there is something strange, one claim got paid two times in the test"),
        ("tool", "Bash", {"command": "mix test test/claims/payout_test.exs --trace"},
         "ClaimsDesk.PayoutTest [test/claims/payout_test.exs]\n  * test retry after gateway timeout pays once (41.2ms) [L#33]\n\n"
         "  1) test retry after gateway timeout pays once (ClaimsDesk.PayoutTest)\n     Assertion with == failed\n"
         "     code:  assert length(GatewayMock.payouts()) == 1\n     left:  2\n     right: 1\n"),
        ("assistant", "Found it. When the gateway times out, our code retries — but the gateway actually *did* process the first request, "
                      "it just answered late. So the retry pays again. Oban's retry is correct behaviour; the problem is that our "
                      "payout call is not idempotent.\n\nFix (done):\n- `Claims.Intake.pay_out/1` now sends an `Idempotency-Key` header "
                      "equal to `claim-<id>-payout`, so the gateway returns the first result for a repeated request.\n"
                      "- The worker uses `unique: [period: :infinity, keys: [:claim_id]]` so two payout jobs for one claim can't be enqueued.\n\n"
                      "Test passes now."),
        ("user", "very good. and I think we also should send an email to the customer when payout is done?"),
        ("assistant", "We could — a fourth worker `Notify` triggered after payout. Want me to add it now?"),
        ("user", "not today, product has to decide the text first. thanks, bye"),
    ],
    "facts": [
        F("oban", "Claim background work uses Oban rather than GenStage, because jobs persist in Postgres, survive deploys and come with retries and a dashboard.",
          "decision", "user", ["Oban", "GenStage"]),
        F("pg-port", "The dev Postgres runs on port 5433; 5432 is the old legacy database on the same machine.", "config", "user", ["5433"]),
        F("thin-workers", "Workers stay thin: they decode args and call a context function in Claims.Intake.", "convention", "user",
          [["thin", "worker"], "Claims.Intake"], True),
        F("double-pay", "A claim was paid twice because a retried payout after a gateway timeout was not idempotent; fixed with an Idempotency-Key header and a unique payout job per claim.",
          "bugfix", "assistant", [["Idempotency-Key", "idempotent", "idempotency"]]),
        F("payout-queue", "The payout queue has concurrency 2 because the gateway rate-limits.", "config", "assistant", ["payout", "2"]),
    ],
    "optional": [
        {"id": "oban-version", "text": "Oban is 2.18.3.", "key_terms": ["2.18"]},
    ],
    "questions": [
        Q("Why Oban and not GenStage for claim jobs?", "jobs persist in Postgres, survive deploys, retries and dashboard", ["oban"]),
        Q("Which port is the dev database on?", "5433", ["pg-port"]),
        Q("How did we stop double payouts?", "Idempotency-Key header and a unique payout job per claim", ["double-pay"]),
    ],
})

# 5 ---------------------------------------------------------------- language server (TypeScript)
SESSIONS.append({
    "id": "h4-cc-lsp-incremental",
    "project": "/Users/sanne/work/rulelang-lsp",
    "start": datetime(2026, 10, 1, 9, 5, 30),
    "about": "TypeScript language server for a rules DSL: tree-sitter over the hand parser (rejected, reason), a go-forward "
             "testing rule, a position-encoding bug (UTF-16), Node version pinned",
    "steps": [
        ("user", "Goal for today: make the rulelang language server reparse incrementally. Every keystroke currently reparses "
                 "the whole file with our hand-written parser, and on the 8k-line rule files in the insurance customer's repo "
                 "it lags badly."),
        ("assistant", "Two paths, roughly:\n\n1. **Tree-sitter grammar** for rulelang, used through `web-tree-sitter` (WASM). "
                      "Incremental reparsing for free, error recovery is good, and editors can reuse the grammar for highlighting.\n"
                      "2. **Make the hand parser incremental** — reparse only the top-level `rule … end` block that contains the edit, "
                      "since rules can't nest.\n\nI'd lean towards tree-sitter for the long run."),
        ("user", "Hmm. Let's go with option 2. Writing and maintaining a second grammar next to the one the compiler uses is "
                 "exactly what burned us with the old highlighter, they drifted apart within months. The compiler's parser stays the "
                 "single source of truth. Rules are top-level only so block-level reparse is enough."),
        ("assistant", "Makes sense — one grammar, owned by the compiler. I'll do block-level incremental reparse."),
        ("tool", "Bash", {"command": "node --version && cat .nvmrc && npm test -- --reporter=dot 2>&1 | tail -5"},
         "v20.17.0\n20.17.0\n\n...............................................\n  47 passing (2s)\n"),
        ("assistant", "Baseline first: Node 20.17.0, same as `.nvmrc`, and all 47 tests pass before I change anything."),
        ("tool", "Edit", {"file_path": "src/document.ts", "old_string": "this.ast = parse(this.text);",
                          "new_string": "this.ast = reparseBlocks(this.ast, this.text, change);"},
         "The file src/document.ts has been updated."),
        ("assistant", "Implemented `reparseBlocks` in `src/incremental.ts`:\n\n- Finds the top-level blocks whose range intersects the "
                      "change (plus the one right after, in case an `end` was deleted).\n- Reparses just that slice and shifts the ranges of "
                      "all following blocks by the length delta.\n- Falls back to a full parse if the slice doesn't parse as whole blocks.\n\n"
                      "On the 8k-line fixture, a keystroke in the middle goes from 310 ms to 4 ms in the benchmark script."),
        ("user", "great. From now on every change to the server gets a test that replays an edit sequence through "
                 "`test/replay/` against a full parse — the incremental result must equal the full parse. Keep that in mind going forward."),
        ("assistant", "Will do: replay tests in `test/replay/` comparing incremental against full parse for every server change. "
                      "Adding the first ones now."),
        ("tool", "Bash", {"command": "npm test -- test/replay 2>&1 | tail -12"},
         "  replay: emoji-in-string.rules\n    1) diagnostics range matches full parse\n\n  46 passing\n  1 failing\n\n"
         "  1) replay: emoji-in-string.rules diagnostics range matches full parse:\n     expected { line: 12, character: 31 } to deep equal { line: 12, character: 30 }\n"),
        ("assistant", "The failing case has an emoji inside a string literal. Root cause: LSP positions are counted in **UTF-16 code units** "
                      "by default, but our range shifting used JavaScript string indices in one place and code points (via `[...str]`) in "
                      "another. The emoji is one code point but two UTF-16 units, hence the off-by-one.\n\nFix: all offsets go through "
                      "`toUtf16Offset()` in `src/positions.ts`; I removed the spread-based counting. The server also now advertises "
                      "`positionEncoding: 'utf-16'` explicitly."),
        ("tool", "Bash", {"command": "npm test 2>&1 | tail -3"}, "\n  53 passing (3s)\n"),
        ("user", "👍 all green. thanks"),
    ],
    "facts": [
        F("no-treesitter", "Incremental parsing reparses top-level rule blocks with the compiler's hand parser, not a tree-sitter grammar, because a second grammar drifted apart before.",
          "decision", "user", [["tree-sitter", "Tree-sitter"], ["block", "blocks"]]),
        F("replay-rule", "Every language-server change gets a replay test in test/replay/ checking that incremental parsing equals a full parse.",
          "rule", "user", ["replay", "full parse"], True),
        F("utf16-bug", "Off-by-one diagnostic ranges after emoji came from mixing code points and UTF-16 code units; all offsets now go through toUtf16Offset().",
          "bugfix", "assistant", [["UTF-16", "utf 16"], ["toUtf16Offset", "code units", "code unit"]]),
        F("node", "The project runs on Node 20.17.0 (.nvmrc).", "config", "assistant", ["20.17.0"]),
    ],
    "optional": [
        {"id": "perf", "text": "Keystroke reparse on the 8k-line file went from 310 ms to 4 ms.", "key_terms": ["310"]},
    ],
    "questions": [
        Q("Why didn't we use tree-sitter for the rulelang server?", "a second grammar drifts apart from the compiler's parser, which stays the single source of truth", ["no-treesitter"]),
        Q("What test does each server change need?", "a replay test in test/replay comparing incremental with full parse", ["replay-rule"]),
        Q("Why were diagnostic ranges off by one next to emoji?", "mixing code points and UTF-16 code units; offsets go through toUtf16Offset", ["utf16-bug"]),
    ],
})

# 6 ---------------------------------------------------------------- Godot platformer
SESSIONS.append({
    "id": "h4-cc-godot-coyote",
    "project": "/home/kai/games/mossy-ledge",
    "start": datetime(2026, 10, 6, 17, 20, 0),
    "about": "Godot 4 platformer: jump feel constants (coyote time changes 0.1 -> 0.12), standing rule about physics in "
             "_physics_process, a one-way-platform bug, chatter; assistant's state-machine plugin idea ignored",
    "steps": [
        ("user", "yo. jumping in mossy ledge feels floaty and you miss jumps off ledges. can u look at player.gd"),
        ("tool", "Read", {"file_path": "/home/kai/games/mossy-ledge/scenes/player/player.gd"},
         "extends CharacterBody2D\n\nconst SPEED := 140.0\nconst JUMP_VELOCITY := -300.0\nvar gravity: float = ProjectSettings.get_setting(\"physics/2d/default_gravity\")\n\n"
         "func _process(delta):\n\tif not is_on_floor():\n\t\tvelocity.y += gravity * delta\n\tif Input.is_action_just_pressed(\"jump\") and is_on_floor():\n"
         "\t\tvelocity.y = JUMP_VELOCITY\n\tvelocity.x = Input.get_axis(\"left\", \"right\") * SPEED\n\tmove_and_slide()\n"),
        ("assistant", "A few things going on:\n\n- Movement runs in `_process`, so it depends on the render frame rate — at high FPS the "
                      "jump arc differs from low FPS. `CharacterBody2D` movement belongs in `_physics_process`.\n"
                      "- No **coyote time**: the jump only works while `is_on_floor()`, so pressing a frame late after leaving a ledge fails.\n"
                      "- No **jump buffer**: pressing just before landing is dropped.\n- Same gravity up and down, which reads as floaty.\n\n"
                      "Proposal: move to `_physics_process`, coyote time 0.1 s, jump buffer 0.1 s, and fall gravity 1.6x the rise gravity.\n\n"
                      "Longer term you might want a state-machine addon (LimboAI or similar) for the player, it scales better once you "
                      "add wall jumps and dashing."),
        ("user", "do the 4 things. and a standing rule for this project: anything that moves a body goes in _physics_process, never _process. "
                 "i keep forgetting it myself"),
        ("tool", "Write", {"file_path": "/home/kai/games/mossy-ledge/scenes/player/player.gd", "content": "extends CharacterBody2D\n# ... coyote + buffer ..."},
         "File created successfully at: /home/kai/games/mossy-ledge/scenes/player/player.gd"),
        ("assistant", "Done:\n```gdscript\nconst COYOTE_TIME := 0.1\nconst JUMP_BUFFER := 0.1\nconst FALL_GRAVITY_MULT := 1.6\n```\n"
                      "Movement is in `_physics_process(delta)` now."),
        ("user", "better!! coyote a bit more generous, 0.12"),
        ("tool", "Edit", {"file_path": "/home/kai/games/mossy-ledge/scenes/player/player.gd", "old_string": "const COYOTE_TIME := 0.1",
                          "new_string": "const COYOTE_TIME := 0.12"}, "The file scenes/player/player.gd has been updated."),
        ("user", "ok now another bug, i fall through the wooden one-way platforms sometimes when i land fast"),
        ("tool", "Bash", {"command": "grep -n \"one_way\\|collision\" scenes/level/platform_wood.tscn project.godot"},
         "scenes/level/platform_wood.tscn:14:one_way_collision = true\nscenes/level/platform_wood.tscn:15:one_way_collision_margin = 1.0\n"
         "project.godot:31:physics/common/physics_ticks_per_second=60\n"),
        ("assistant", "Root cause: the one-way platforms have `one_way_collision_margin = 1.0` px. At max fall speed the player moves about "
                      "6–7 px per physics tick at 60 ticks/s, so it can pass through the 1 px margin in one step and Godot treats it as "
                      "coming from below. I set the margin to 8 px on `platform_wood.tscn` (more than one tick of max fall) and capped "
                      "fall speed at 420 px/s in player.gd."),
        ("user", "works. lol I tested it like 30 times. ok done for today, ty"),
    ],
    "facts": [
        F("physics-rule", "Anything that moves a body goes in _physics_process, never _process.", "rule", "user", ["_physics_process"], True),
        F("coyote", "Coyote time is 0.12 s, with a 0.1 s jump buffer and fall gravity 1.6x.", "config", "user", [["coyote", "COYOTE_TIME"], "0.12"]),
        F("oneway-bug", "The player fell through one-way platforms because the 1 px one_way_collision_margin was smaller than one tick of fall; margin set to 8 px and fall speed capped at 420 px/s.",
          "bugfix", "assistant", [["one_way_collision_margin", "one-way", "margin"], "8 px"]),
    ],
    "optional": [
        {"id": "buffer", "text": "Jump buffer 0.1 s, fall gravity 1.6x.", "key_terms": ["jump buffer"]},
        {"id": "ticks", "text": "Physics runs at 60 ticks per second.", "key_terms": ["60"]},
    ],
    "questions": [
        Q("Where should player movement code go in Godot?", "_physics_process, never _process", ["physics-rule"]),
        Q("What's the coyote time set to?", "0.12 s", ["coyote"]),
        Q("Why did the player fall through wooden platforms?", "one-way collision margin 1 px too small for fall speed; set to 8 px and capped fall speed", ["oneway-bug"]),
    ],
})

# 7 ---------------------------------------------------------------- legal search (Django + OpenSearch)
SESSIONS.append({
    "id": "h4-cc-legal-search-analyzer",
    "project": "/home/deploy/casefinder",
    "start": datetime(2026, 10, 14, 10, 0, 0),
    "about": "Django + OpenSearch case-law search: German analyzer bug (compound words), decision to keep Postgres full-text out, "
             "'going forward' rule about reindex aliases in a rambling message, index name config",
    "steps": [
        ("user", "Hi! so, a bit of a long story. The lawyers complain that searching for 'Mietvertrag' doesn't find documents that only say "
                 "'Mietverträge' or 'Wohnraummietvertrag'. We index into OpenSearch 2.13 via our Django management command "
                 "`python manage.py reindex_cases`. Somebody on the team asked if we should just drop OpenSearch and use Postgres full-text "
                 "search since we already have Postgres, but honestly no — the German compound splitting and the highlighting we need "
                 "are way better in OpenSearch and it's already running. So stay with OpenSearch. Also, one thing, going forward: any "
                 "reindex always builds a new index like `cases_v7` and then flips the `cases` alias, never reindex in place — last time "
                 "we had 40 minutes of empty search results. Anyway, can you look at the analyzer?"),
        ("tool", "Read", {"file_path": "/home/deploy/casefinder/search/index_settings.py"},
         "CASES_SETTINGS = {\n    \"analysis\": {\n        \"analyzer\": {\n            \"de_text\": {\n                \"tokenizer\": \"standard\",\n"
         "                \"filter\": [\"lowercase\", \"german_normalization\"]\n            }\n        }\n    }\n}\n"),
        ("assistant", "The analyzer only lowercases and normalises umlauts — there's no stemming and no compound splitting, which explains "
                      "both misses:\n\n- *Mietverträge → Mietvertrag* needs a German stemmer (`light_german`).\n"
                      "- *Wohnraummietvertrag → … mietvertrag* needs a `hyphenation_decompounder` with a German hyphenation grammar and "
                      "a word list.\n\nI'll add both: `lowercase`, `german_decompounder` (hyphenation_decompounder with "
                      "`analysis/de_DR.xml` and `analysis/dictionary-de.txt`, `only_longest_match: true`), `german_normalization`, "
                      "`light_german` stemmer. The two files need to be on each OpenSearch node under `config/analysis/`."),
        ("user", "ok go. the files are already on the nodes, ops put them there last year for another project"),
        ("tool", "Bash", {"command": "python manage.py reindex_cases --new-index cases_v7 --flip-alias"},
         "Creating index cases_v7 ... ok\nIndexing 1,284,551 documents (bulk 2000)\n  [##########] 100%  41m12s\n"
         "Alias 'cases' -> cases_v7 (was cases_v6)\nDone.\n"),
        ("tool", "Bash", {"command": "curl -s 'localhost:9200/cases/_analyze' -H 'content-type: application/json' -d '{\"analyzer\":\"de_text\",\"text\":\"Wohnraummietverträge\"}' | jq -r '.tokens[].token'"},
         "wohnraummietvertrag\nwohn\nraum\nmiet\nvertrag\nmietvertrag\n"),
        ("assistant", "Reindexed into `cases_v7` and flipped the `cases` alias (v6 is still there for rollback). The analyzer now splits "
                      "*Wohnraummietverträge* into parts including *mietvertrag*, so the lawyers' query matches. I'd delete `cases_v6` "
                      "after a few days."),
        ("user", "perfect, thanks a lot"),
    ],
    "facts": [
        F("stay-opensearch", "Search stays on OpenSearch instead of Postgres full-text search, because German compound splitting and highlighting are better there.",
          "decision", "user", ["OpenSearch", ["Postgres full-text", "Postgres"]]),
        F("alias-rule", "A reindex always builds a new index (e.g. cases_v7) and flips the cases alias; never reindex in place.",
          "rule", "user", ["alias", ["new index", "in place"]], True),
        F("decompound-fix", "Searches missed plural and compound German words because the analyzer had no stemmer or decompounder; added hyphenation_decompounder and light_german.",
          "bugfix", "assistant", [["decompounder", "hyphenation_decompounder", "german_decompounder"], "light_german"]),
        F("reindex-cmd", "Reindexing is done with `python manage.py reindex_cases`.", "config", "user", ["reindex_cases"]),
    ],
    "optional": [
        {"id": "os-version", "text": "OpenSearch is 2.13.", "key_terms": ["2.13"]},
        {"id": "current-index", "text": "The cases alias now points at cases_v7.", "key_terms": ["cases_v7"]},
    ],
    "questions": [
        Q("Why not use Postgres full-text search for case law?", "German compound splitting and highlighting are better in OpenSearch", ["stay-opensearch"]),
        Q("How do we reindex the cases?", "build a new index and flip the cases alias, never in place; python manage.py reindex_cases", ["alias-rule", "reindex-cmd"]),
        Q("Why didn't Mietvertrag find Wohnraummietvertrag?", "no decompounder or stemmer in the analyzer; added hyphenation_decompounder and light_german", ["decompound-fix"]),
    ],
})

# 8 ---------------------------------------------------------------- dbt bike share analytics
SESSIONS.append({
    "id": "h4-cc-dbt-rides",
    "project": "/home/ana/analytics/velo-dbt",
    "start": datetime(2026, 10, 20, 8, 45, 0),
    "about": "dbt on DuckDB/MotherDuck for a bike-share: timezone bug in trip durations, naming convention, incremental model choice "
             "with rejected snapshot idea, warehouse threads changed from 8 to 4",
    "steps": [
        ("user", "buenos días. The `fct_rides` model has negative ride durations for some rides in late March and late October. "
                 "Can you check? We run dbt-duckdb 1.8 against MotherDuck."),
        ("tool", "Bash", {"command": "dbt show --inline \"select ride_id, started_at, ended_at, duration_min from {{ ref('fct_rides') }} where duration_min < 0 limit 5\""},
         "| ride_id  | started_at          | ended_at            | duration_min |\n|----------|---------------------|---------------------|--------------|\n"
         "| r-881203 | 2026-10-25 02:41:00 | 2026-10-25 02:07:00 |        -34.0 |\n| r-881219 | 2026-10-25 02:55:00 | 2026-10-25 02:12:00 |        -43.0 |\n"
         "| r-201044 | 2026-03-29 01:58:00 | 2026-03-29 03:04:00 |         66.0 |\n"),
        ("assistant", "These are daylight-saving transitions. The dock export gives local wall-clock times without an offset, and "
                      "`stg_rides` casts them to naive `TIMESTAMP`. On 25 October the clock goes from 03:00 back to 02:00, so a ride "
                      "02:41 → 02:07 (second pass) looks negative; in March a 6-minute ride spans the missing hour and looks like 66.\n\n"
                      "Fix in `stg_rides.sql`: interpret the strings as `Europe/Madrid` and convert to UTC right at staging "
                      "(`timezone('Europe/Madrid', started_at_local)` → `TIMESTAMPTZ`), using the dock's `is_dst` flag to disambiguate "
                      "the repeated hour. All downstream models then work in UTC."),
        ("user", "yes do it. and convention reminder for you, we name staging columns with the suffix `_local` for wall-clock and `_utc` "
                 "for converted, never bare `started_at`"),
        ("tool", "Edit", {"file_path": "models/staging/stg_rides.sql", "old_string": "started_at::timestamp as started_at,",
                          "new_string": "started_at as started_at_local,\n    timezone('Europe/Madrid', started_at)::timestamptz as started_at_utc,"},
         "The file models/staging/stg_rides.sql has been updated."),
        ("tool", "Bash", {"command": "dbt build -s stg_rides+ --threads 8"},
         "08:58:10  Concurrency: 8 threads (target='prod')\n08:58:41  1 of 6 OK created sql view model main.stg_rides ...\n"
         "08:59:55  6 of 6 PASS assert_no_negative_durations ...\n08:59:55  Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6\n"),
        ("assistant", "All green, including a new `assert_no_negative_durations` test. While I'm here: `fct_rides` rebuilds the full "
                      "table every run (~90 s). Two options:\n- make it `incremental` on `started_at_utc` with a 3-day lookback for late-arriving rides;\n"
                      "- or keep it a table and add a dbt snapshot for history.\n\nI'd go incremental."),
        ("user", "incremental yes, snapshot we don't need, nobody looks at history of rides, rides don't change after 3 days"),
        ("tool", "Edit", {"file_path": "models/marts/fct_rides.sql", "old_string": "{{ config(materialized='table') }}",
                          "new_string": "{{ config(materialized='incremental', unique_key='ride_id', incremental_strategy='delete+insert') }}"},
         "The file models/marts/fct_rides.sql has been updated."),
        ("user", "ah and put threads to 4 in profiles, 8 makes motherduck throttle us"),
        ("tool", "Edit", {"file_path": "profiles.yml", "old_string": "threads: 8", "new_string": "threads: 4"}, "The file profiles.yml has been updated."),
        ("assistant", "Done: `fct_rides` is incremental (delete+insert on `ride_id`, 3-day lookback) and `profiles.yml` uses 4 threads."),
        ("user", "gracias!"),
    ],
    "facts": [
        F("dst-bug", "Negative ride durations came from naive local timestamps across daylight-saving changes; staging now converts Europe/Madrid local times to UTC.",
          "bugfix", "assistant", [["daylight-saving", "DST", "daylight saving"], ["Europe/Madrid", "UTC"]]),
        F("col-suffix", "Staging columns use the suffix _local for wall-clock times and _utc for converted ones, never a bare started_at.",
          "convention", "user", ["_local", "_utc"], True),
        F("incremental", "fct_rides is incremental with a 3-day lookback; no snapshot, since rides don't change after 3 days.",
          "decision", "user", ["incremental", ["3-day", "3 days"]]),
        F("threads", "dbt runs with 4 threads because 8 makes MotherDuck throttle.", "config", "user", ["threads", "4", "MotherDuck"]),
    ],
    "optional": [
        {"id": "dbt-duckdb", "text": "dbt-duckdb 1.8 against MotherDuck.", "key_terms": ["dbt-duckdb"]},
    ],
    "questions": [
        Q("Why did some rides have negative durations?", "naive local timestamps across daylight-saving changes; converted to UTC from Europe/Madrid at staging", ["dst-bug"]),
        Q("How do we name timestamp columns in staging?", "_local suffix for wall-clock, _utc for converted", ["col-suffix"]),
        Q("How many dbt threads should we use?", "4, because 8 makes MotherDuck throttle", ["threads"]),
    ],
})
