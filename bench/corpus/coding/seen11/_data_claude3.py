"""Claude Code sessions of the h11 split (part three)."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

DENO_SRC = """ 1  // src/args.ts
 2  import { parseArgs } from "jsr:@std/cli@1.0.6/parse-args";
 3
 4  export interface Options { dryRun: boolean; since?: string; format: "table" | "json"; paths: string[] }
 5
 6  export function readOptions(argv: string[]): Options {
 7    const raw = parseArgs(argv, {
 8      boolean: ["dry-run", "help"],
 9      string: ["since", "format"],
10      alias: { n: "dry-run", f: "format" },
11      default: { format: "table" },
12      stopEarly: false,
13      unknown: (arg) => { if (arg.startsWith("-")) throw new UsageError(`unknown flag ${arg}`); return true; },
14    });
15    if (raw.help) { printHelp(); Deno.exit(0); }
16    const format = raw.format === "json" ? "json" : "table";
17    return { dryRun: raw["dry-run"], since: raw.since, format, paths: raw._.map(String) };
18  }"""

DENO = {
    "id": "h11-cc-deno-args",
    "agent": "claude-code",
    "project": "/home/dev/tallyho-cli",
    "start": datetime(2026, 11, 25, 9, 30, 0),
    "about": "nothing durable: pure explanation of how a Deno CLI parses its flags",
    "steps": [
        ("user", "can you walk me through how readOptions in src/args.ts works? new to deno"),
        ("tool", "Read", {"file_path": "src/args.ts"}, DENO_SRC),
        ("assistant", "Sure. `readOptions` wraps `parseArgs` from the Deno standard library "
                      "(`@std/cli`, loaded from JSR):\n\n- `boolean` lists flags that take no value: "
                      "`--dry-run` and `--help`. `string` lists flags that take one (`--since`, "
                      "`--format`).\n- `alias` maps short forms: `-n` is `--dry-run`, `-f` is "
                      "`--format`.\n- `default` gives `format` the value `\"table\"` when it's not "
                      "passed.\n- the `unknown` callback runs for anything not declared; flags "
                      "starting with `-` throw a `UsageError`, bare words are kept.\n- whatever isn't "
                      "a flag ends up in `raw._`, which becomes `paths`.\n\nLine 16 then narrows "
                      "`format` to the union type, so a typo like `--format yaml` silently becomes "
                      "`table`."),
        ("user", "why does it map String over raw._"),
        ("assistant", "`parseArgs` types `_` as `(string | number)[]` because it converts "
                      "numeric-looking words to numbers - `tallyho 2024` would give you the number "
                      "2024. `map(String)` turns them back into strings so `paths` is always "
                      "`string[]`."),
        ("user", "ahh ok. and stopEarly?"),
        ("assistant", "With `stopEarly: true` parsing would stop at the first non-flag word and "
                      "everything after it would land in `_` unparsed (useful for subcommands that "
                      "forward their own flags). Here it's `false`, so `tallyho a.csv --dry-run` "
                      "still sees `--dry-run` as a flag."),
        ("user", "makes sense, thanks!"),
        ("assistant", "You're welcome - always happy to help."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

WASM_BUILD_ERR = """$ wasm-pack build --target web --release
[INFO]: 🎯  Checking for the Wasm target...
[INFO]: 🌀  Compiling to Wasm...
   Compiling pixfold-core v0.6.0 (/home/dev/pixfold/crates/core)
    Finished `release` profile [optimized] target(s) in 21.47s
[INFO]: ⬇️  Installing wasm-bindgen...
Error:

it looks like the Rust project used to create this wasm file was linked against
version of wasm-bindgen that uses a different bindgen format than this binary:

  rust wasm file schema version: 0.2.95
     this binary schema version: 0.2.93

Currently the bindgen format is unstable enough that these two schema versions
must exactly match. You can accomplish this by either updating this binary or
the wasm-bindgen dependency in the Rust project."""

WASM_TREE = """$ cargo tree -i wasm-bindgen --depth 1
wasm-bindgen v0.2.95
├── js-sys v0.3.72
├── pixfold-core v0.6.0 (/home/dev/pixfold/crates/core)
└── web-sys v0.3.72
$ wasm-bindgen --version
wasm-bindgen 0.2.93
$ grep -n bindgen Cargo.toml crates/core/Cargo.toml
crates/core/Cargo.toml:14:wasm-bindgen = "0.2"
$ cat .github/workflows/build.yml | grep -n bindgen
31:      - run: cargo install wasm-bindgen-cli --version 0.2.93 --locked"""

WASM_BENCH_1 = """$ cargo bench -p pixfold-core --bench blur -- --save-baseline naive
blur/gaussian/r=4/1024x1024   time:   [38.912 ms 39.104 ms 39.311 ms]
blur/gaussian/r=16/1024x1024  time:   [561.20 ms 563.77 ms 566.41 ms]
blur/gaussian/r=32/1024x1024  time:   [2.2051 s 2.2139 s 2.2230 s]"""

WASM_BENCH_2 = """$ cargo bench -p pixfold-core --bench blur -- --baseline naive
blur/gaussian/r=4/1024x1024   time:   [9.8120 ms 9.8547 ms 9.9002 ms]
                              change: [-74.87% -74.80% -74.72%] (p = 0.00 < 0.05)
                              Performance has improved.
blur/gaussian/r=16/1024x1024  time:   [33.410 ms 33.592 ms 33.781 ms]
                              change: [-94.06% -94.04% -94.02%] (p = 0.00 < 0.05)
                              Performance has improved.
blur/gaussian/r=32/1024x1024  time:   [65.118 ms 65.402 ms 65.699 ms]
                              change: [-97.05% -97.05% -97.04%] (p = 0.00 < 0.05)
                              Performance has improved."""

WASM_SIZE = """$ ls -l pkg/*.wasm
-rw-r--r-- 1 dev dev 1874211 Nov 25 16:02 pkg/pixfold_core_bg.wasm
$ wasm-opt --version
wasm-opt version 119 (version_119)"""

WASM_SIZE_2 = """$ wasm-pack build --target web --release && ls -l pkg/*.wasm
[INFO]: ✨   Done in 48.21s
[INFO]: 📦   Your wasm pkg is ready to publish at /home/dev/pixfold/pkg.
-rw-r--r-- 1 dev dev 612904 Nov 25 16:19 pkg/pixfold_core_bg.wasm"""

WASM_TESTS = """$ wasm-pack test --headless --firefox crates/core
running 23 tests
test blur::tests::kernel_sums_to_one ... ok
test blur::tests::separable_matches_naive_r4 ... ok
test blur::tests::separable_matches_naive_r16 ... ok
test blur::tests::edges_clamp ... ok
test layers::tests::blend_multiply ... ok
...
test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.41s"""

WASM = {
    "id": "h11-cc-wasm-blur",
    "agent": "claude-code",
    "project": "/home/dev/pixfold",
    "start": datetime(2026, 11, 25, 15, 40, 0),
    "about": "Rust WASM image editor; mostly assistant tool calls with short user nudges; bindgen "
             "schema mismatch cause and pin; separable blur after a bench; release profile values "
             "reported; 'make a note' remember",
    "steps": [
        ("user", "build is broken on my machine and the blur is slow as hell at big radius. can you "
                 "look at both"),
        ("tool", "Bash", {"command": "wasm-pack build --target web --release"}, WASM_BUILD_ERR),
        ("assistant", "The build fails on a wasm-bindgen schema mismatch. Checking which versions are "
                      "in play."),
        ("tool", "Bash", {"command": "cargo tree -i wasm-bindgen --depth 1; wasm-bindgen --version; "
                                     "grep -n bindgen Cargo.toml crates/core/Cargo.toml"}, WASM_TREE),
        ("assistant", "Cause: `crates/core/Cargo.toml` says `wasm-bindgen = \"0.2\"`, so the last "
                      "`cargo update` pulled the crate to 0.2.95, while the CLI (locally and in CI, "
                      "which installs `--version 0.2.93`) is 0.2.93. The schema versions must match "
                      "exactly. Simplest fix: pin the crate with `=0.2.93` to match the CLI that CI "
                      "installs."),
        ("user", "ok"),
        ("tool", "Edit", {"file_path": "crates/core/Cargo.toml"},
         "-wasm-bindgen = \"0.2\"\n+wasm-bindgen = \"=0.2.93\"\n-js-sys = \"0.3\"\n+js-sys = \"=0.3.70\"\n"
         "-web-sys = { version = \"0.3\", features = [\"ImageData\"] }\n"
         "+web-sys = { version = \"=0.3.70\", features = [\"ImageData\"] }"),
        ("tool", "Bash", {"command": "cargo update -p wasm-bindgen && wasm-pack build --target web --release"},
         "    Updating crates.io index\n    Downgrading wasm-bindgen v0.2.95 -> v0.2.93\n"
         "    Downgrading js-sys v0.3.72 -> v0.3.70\n    Downgrading web-sys v0.3.72 -> v0.3.70\n"
         "[INFO]: ✨   Done in 39.02s\n[INFO]: 📦   Your wasm pkg is ready to publish at /home/dev/pixfold/pkg."),
        ("assistant", "Builds again with wasm-bindgen pinned to `=0.2.93` (js-sys/web-sys pinned to "
                      "the matching 0.3.70). Now the blur - baseline first."),
        ("tool", "Bash", {"command": "cargo bench -p pixfold-core --bench blur -- --save-baseline naive"},
         WASM_BENCH_1),
        ("tool", "Read", {"file_path": "crates/core/src/blur.rs", "offset": 1, "limit": 60},
         "fn gaussian(img: &mut Rgba, r: u32) {\n    let k = kernel_2d(r);\n    for y in 0..h { for x in 0..w {\n"
         "        for dy in -r..=r { for dx in -r..=r { acc += px(x+dx, y+dy) * k[..] } }\n    } }\n}"),
        ("assistant", "It's a full 2D kernel, O(r²) per pixel - that's why r=32 takes 2.2 s. A "
                      "Gaussian is separable, so two 1D passes (horizontal then vertical) give the "
                      "same result in O(r). Implementing that."),
        ("user", "go"),
        ("tool", "Edit", {"file_path": "crates/core/src/blur.rs"},
         "Replaced gaussian(): kernel_1d(r), horizontal pass into scratch buffer, vertical pass back; "
         "edges clamp; scratch buffer reused via thread_local"),
        ("tool", "Bash", {"command": "cargo bench -p pixfold-core --bench blur -- --baseline naive"},
         WASM_BENCH_2),
        ("assistant", "Separable version: r=32 goes from 2.21 s to 65 ms, r=4 from 39 ms to 9.9 ms."),
        ("user", "nice. tests?"),
        ("tool", "Bash", {"command": "wasm-pack test --headless --firefox crates/core"}, WASM_TESTS),
        ("assistant", "23/23 pass, including the new tests comparing separable against the naive "
                      "kernel at r=4 and r=16 (max abs diff < 1/255)."),
        ("user", "wasm is huge btw"),
        ("tool", "Bash", {"command": "ls -l pkg/*.wasm; wasm-opt --version"}, WASM_SIZE),
        ("tool", "Edit", {"file_path": "Cargo.toml"},
         "+[profile.release]\n+opt-level = \"s\"\n+lto = true\n+codegen-units = 1\n+panic = \"abort\"\n\n"
         "+[package.metadata.wasm-pack.profile.release]\n+wasm-opt = [\"-Oz\", \"--enable-bulk-memory\"]"),
        ("tool", "Bash", {"command": "wasm-pack build --target web --release && ls -l pkg/*.wasm"},
         WASM_SIZE_2),
        ("assistant", "1.87 MB → 613 KB. I set in the workspace Cargo.toml: `opt-level = \"s\"`, "
                      "`lto = true`, `codegen-units = 1`, `panic = \"abort\"`, and wasm-opt `-Oz` for "
                      "release via wasm-pack metadata."),
        ("user", "keep going, check the vite app still loads it"),
        ("tool", "Bash", {"command": "cd web && npm run build && npx vite preview --port 4173 & sleep 4; "
                                     "curl -s localhost:4173 | head -5"},
         "vite v5.4.10 building for production...\n✓ 214 modules transformed.\n"
         "dist/assets/pixfold_core_bg-3f9a1c.wasm  612.90 kB\ndist/assets/index-b81d2e.js  88.14 kB │ gzip: 29.02 kB\n"
         "✓ built in 2.31s\n  ➜  Local:   http://localhost:4173/\n<!doctype html>\n<html lang=\"en\">"),
        ("assistant", "The Vite build picks up the new wasm and the preview serves. The blur worker "
                      "loads it via `init(new URL(...))`, which is what the `web` target generates."),
        ("user", "good. make a note: wasm-pack build always with --target web, the bundler target "
                 "broke the vite worker last time and took me a day to figure out"),
        ("assistant", "Noted - `--target web` only; `bundler` output doesn't work from the Vite "
                      "worker."),
        ("user", "commit it"),
        ("tool", "Bash", {"command": "git add -A && git commit -m 'Separable gaussian blur; pin "
                                     "wasm-bindgen =0.2.93; size-optimised release profile'"},
         "[main 9c41e07] Separable gaussian blur; pin wasm-bindgen =0.2.93; size-optimised release profile\n"
         " 6 files changed, 143 insertions(+), 61 deletions(-)"),
        ("assistant", "Committed as 9c41e07."),
    ],
    "facts": [
        fact("bindgen-pin", "The wasm build broke because wasm-bindgen floated to 0.2.95 while the CLI "
             "(and CI) is 0.2.93; the crate is now pinned to =0.2.93.", "bugfix", "assistant",
             ["wasm-bindgen", "0.2.93"]),
        fact("separable-blur", "Gaussian blur is two separable 1D passes instead of a 2D kernel "
             "(r=32: 2.2 s to 65 ms).", "decision", "assistant", ["separable", ["blur", "gaussian"]]),
        fact("release-profile", "Release profile: opt-level \"s\", lto = true, codegen-units = 1, "
             "panic = \"abort\", wasm-opt -Oz.", "config", "assistant",
             ["opt-level", "-Oz"]),
        fact("target-web", "wasm-pack builds always use --target web; the bundler target broke the "
             "Vite worker.", "rule", "user", ["--target web"], remember=True),
    ],
    "optional": [
        opt("wasm-size", "The release wasm shrank from 1.87 MB to 613 KB.", ["613"]),
    ],
    "questions": [
        q("Which wasm-pack target must we build with?", "--target web, bundler broke the Vite worker",
          ["target-web"]),
        q("Why did wasm-pack fail with a schema version error?", "wasm-bindgen crate 0.2.95 vs CLI "
          "0.2.93, pinned =0.2.93", ["bindgen-pin"]),
        q("How is the gaussian blur implemented?", "two separable 1D passes", ["separable-blur"]),
    ],
}

KANBAN_DEPS = """$ mix deps | head -n 24
* phoenix 1.7.14 (Hex package) (mix)
  locked at 1.7.14 (phoenix) 4b5c9ba2
  ok
* phoenix_live_view 1.0.0-rc.7 (Hex package) (mix)
  locked at 1.0.0-rc.7 (phoenix_live_view) 3bd4a0f1
  ok
* ecto_sql 3.12.1 (Hex package) (mix)
  ok
* postgrex 0.19.3 (Hex package) (mix)
  ok
* bandit 1.5.7 (Hex package) (mix)
  ok
* credo 1.7.8 (Hex package) (mix)
  ok
$ elixir --version
Erlang/OTP 27 [erts-15.1.2] [source] [64-bit] [smp:16:16] [ds:16:16:10] [async-threads:1] [jit:ns]
Elixir 1.17.3 (compiled with Erlang/OTP 27)
$ mix phx.server
[info] Running KanbanWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4000 (http)
[info] Access KanbanWeb.Endpoint at http://localhost:4000
[debug] Postgrex connected to localhost:5432/kanban_dev pool_size=10
[watch] build finished, watching for changes..."""

KANBAN_TEST = """$ mix test
Running ExUnit with seed: 48213, max_cases: 32
..........................................
Finished in 2.9 seconds (1.1s async, 1.8s sync)
44 tests, 0 failures"""

KANBAN = {
    "id": "h11-cc-liveview-kanban",
    "agent": "claude-code",
    "project": "/home/dev/kanban_live",
    "start": datetime(2026, 11, 25, 11, 0, 0),
    "about": "Elixir Phoenix LiveView kanban; tool output full of versions and ports (not decisions); "
             "topic per board; integer positions with gaps; 'just so you know for next time' remember",
    "steps": [
        ("user", "Hello! Two people moving cards on the same board don't see each other's moves until "
                 "refresh. Can you wire up live updates?"),
        ("tool", "Bash", {"command": "mix deps | head -n 24; elixir --version; timeout 8 mix phx.server"},
         KANBAN_DEPS),
        ("assistant", "Stack looks healthy (Phoenix 1.7.14, LiveView 1.0 rc, Bandit on 4000). The "
                      "BoardLive mount doesn't subscribe to anything yet. I'd broadcast a `{:card_moved, "
                      "card}` message over Phoenix.PubSub whenever `Cards.move/3` commits, and have "
                      "each BoardLive subscribe on mount. Question is the topic granularity: one global "
                      "`\"boards\"` topic and filter in handle_info, or one topic per board?"),
        ("user", "per board. topic \"board:#{id}\". global would wake every open board on every move"),
        ("tool", "Edit", {"file_path": "lib/kanban/cards.ex"},
         "+  def move(%Card{} = card, column_id, position) do\n"
         "+    with {:ok, card} <- do_move(card, column_id, position) do\n"
         "+      Phoenix.PubSub.broadcast(Kanban.PubSub, \"board:#{card.board_id}\", {:card_moved, card})\n"
         "+      {:ok, card}\n+    end\n+  end"),
        ("tool", "Edit", {"file_path": "lib/kanban_web/live/board_live.ex"},
         "+    if connected?(socket), do: Phoenix.PubSub.subscribe(Kanban.PubSub, \"board:#{id}\")\n"
         "+  def handle_info({:card_moved, card}, socket), do: {:noreply, stream_insert(socket, :cards, card)}"),
        ("assistant", "Done: `Cards.move/3` broadcasts on `\"board:#{id}\"`, BoardLive subscribes when "
                      "connected and stream-inserts the moved card. While in there I noticed positions "
                      "are floats halved on every insert between two cards (`(a + b) / 2`). After ~50 "
                      "inserts at the same spot they collide due to float precision. I'd switch to "
                      "integer positions with gaps of 1024 and renumber the column when a gap runs "
                      "out. Alternatively a string-based fractional index library, but that's a new "
                      "dependency."),
        ("user", "integers with gaps, yes. but 1000 not 1024, easier to read in the db"),
        ("tool", "Write", {"file_path": "priv/repo/migrations/20261125113000_integer_positions.exs"},
         "Migration: alter cards.position to :integer; backfill row_number() * 1000 per column"),
        ("tool", "Edit", {"file_path": "lib/kanban/cards.ex"},
         "+  @gap 1000\n+  defp position_between(nil, nil), do: @gap\n"
         "+  defp position_between(a, b) when b - a > 1, do: div(a + b, 2)\n"
         "+  defp position_between(_a, _b), do: :renumber"),
        ("tool", "Bash", {"command": "mix ecto.migrate && mix test"}, KANBAN_TEST),
        ("assistant", "Positions are now integers spaced by 1000; when two neighbours are adjacent "
                      "the column gets renumbered in one transaction. 44 tests pass."),
        ("user", "cool. rename handle_info arg card → moved pls"),
        ("tool", "Edit", {"file_path": "lib/kanban_web/live/board_live.ex"},
         "-  def handle_info({:card_moved, card}, socket), do: {:noreply, stream_insert(socket, :cards, card)}\n"
         "+  def handle_info({:card_moved, moved}, socket), do: {:noreply, stream_insert(socket, :cards, moved)}"),
        ("user", "thanks. just so you know for next time, we run mix format and mix credo --strict "
                 "before every commit here, CI rejects anything that fails credo strict. can you run "
                 "both now"),
        ("tool", "Bash", {"command": "mix format && mix credo --strict"},
         "Checking 61 source files ...\n\n  Code Readability\n┃\n┃ [R] → Modules should have a @moduledoc tag.\n"
         "┃       lib/kanban/positions.ex:1:11 #(Kanban.Positions)\n\n"
         "Please report incorrect results: https://github.com/rrrene/credo/issues\n\n"
         "Analysis took 0.4 seconds (0.03s to load, 0.3s running 55 checks on 61 files)\n"
         "182 mods/funs, found 1 code readability issue."),
        ("tool", "Edit", {"file_path": "lib/kanban/positions.ex"},
         "+  @moduledoc \"Integer card positions with gaps; renumbers a column when a gap is used up.\""),
        ("assistant", "Formatted, and credo --strict is clean after adding the missing @moduledoc. "
                      "Will run both before committing from now on."),
    ],
    "facts": [
        fact("topic-per-board", "Card moves are broadcast over Phoenix.PubSub on one topic per board, "
             "\"board:#{id}\", so a move doesn't wake every open board.", "decision", "user",
             ["PubSub", "board:#{id}"]),
        fact("int-positions", "Card positions are integers with gaps of 1000 (not floats, not 1024); a "
             "column is renumbered when a gap runs out.", "decision", "user", ["1000", "position"]),
        fact("format-credo", "Before every commit run mix format and mix credo --strict; CI rejects "
             "credo strict failures.", "rule", "user", ["mix format", "credo --strict"], remember=True),
    ],
    "optional": [
        opt("float-bug", "Float positions collided after ~50 inserts at the same spot.",
            ["float", "precision"]),
    ],
    "questions": [
        q("Which PubSub topic carries card moves?", "board:#{id}, one per board", ["topic-per-board"]),
        q("How are card positions stored?", "integers with gaps of 1000, renumber", ["int-positions"]),
        q("What must pass before a commit?", "mix format and mix credo --strict", ["format-credo"]),
    ],
}

PROLOG = {
    "id": "h11-cc-prolog-rooms",
    "agent": "claude-code",
    "project": "/home/otto/uni/roomplan",
    "start": datetime(2026, 11, 26, 17, 10, 0),
    "about": "short SWI-Prolog exam room scheduler; labeling option picked after timing; 'note to "
             "self' remember; non-native English",
    "steps": [
        ("user", "hello, the scheduler for the exam rooms is too slow now with 140 exams, takes "
                 "minutes. can you see if labeling options help?"),
        ("tool", "Bash", {"command": "for o in leftmost ff ffc; do swipl -g \"bench($o)\" -t halt "
                                     "src/bench.pl; done"},
         "SWI-Prolog version 9.2.8 for x86_64-linux\n"
         "labeling [leftmost]: 140 exams, 22 rooms, 31 slots -> solved in 212.44 s, 8,912,331 backtracks\n"
         "labeling [ff]:       140 exams, 22 rooms, 31 slots -> solved in   3.07 s,    41,208 backtracks\n"
         "labeling [ffc]:      140 exams, 22 rooms, 31 slots -> solved in   3.91 s,    39,877 backtracks"),
        ("assistant", "Big difference. Currently `labeling([], Vars)` uses leftmost: 212 s. First-fail "
                      "(`ff`) picks the variable with the smallest domain first: 3.07 s. `ffc` "
                      "(first-fail, most constrained) is 3.91 s - fewer backtracks but more overhead "
                      "per choice. I'd go with `ff`."),
        ("user", "ok ff then. put it"),
        ("tool", "Edit", {"file_path": "src/schedule.pl"},
         "-    labeling([], Vars),\n+    labeling([ff], Vars),"),
        ("assistant", "Changed `schedule/2` to `labeling([ff], Vars)`. The regression tests in "
                      "tests/small.pl still produce the same schedules for the 12 fixture cases."),
        ("user", "good thanks. note to self (and you): we stay on clpfd, no switching to clpz, the "
                 "university servers only have the SWI package, we can't install packs there"),
        ("assistant", "Noted: clpfd only, since the university servers can't install packs like clpz."),
    ],
    "facts": [
        fact("labeling-ff", "The scheduler labels with labeling([ff], Vars) (first-fail): 3.07 s vs "
             "212 s for leftmost on 140 exams.", "decision", "user", ["ff", "labeling"]),
        fact("stay-clpfd", "Stay on clpfd, no clpz: the university servers can't install packs.",
             "rule", "user", ["clpfd", "clpz"], remember=True),
    ],
    "optional": [
        opt("swi-version", "SWI-Prolog 9.2.8 is used.", ["9.2.8"]),
    ],
    "questions": [
        q("Which labeling strategy does the scheduler use?", "ff first-fail", ["labeling-ff"]),
        q("Can we use clpz?", "no, stay on clpfd, servers can't install packs", ["stay-clpfd"]),
    ],
}
