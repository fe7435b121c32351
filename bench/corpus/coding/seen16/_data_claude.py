"""Claude Code sessions of h16, part one (brewery, looper, herbarium, bird counts, ferry app)."""

from __future__ import annotations

from datetime import datetime

from _common import a, fact, opt, q, tool, u


def _stack_test(failing):
    lines = ["Building library for fermenta-0.4.2..", "[ 1 of 14] Compiling Fermenta.Units",
             "[ 2 of 14] Compiling Fermenta.Vessel", "[ 3 of 14] Compiling Fermenta.Recipe"]
    for i in range(4, 15):
        lines.append(f"[{i:2d} of 14] Compiling Fermenta.Sched.Part{i}")
    lines.append("Running 1 test suites...")
    lines.append("Test suite fermenta-test: RUNNING...")
    for name in ["Units.celsius roundtrip", "Units.plato to sg", "Vessel.capacity always positive",
                 "Recipe.parse ale.yaml", "Recipe.parse lager.yaml", "Sched.no overlap in one tank",
                 "Sched.crash cool after diacetyl rest", "Sched.step durations"]:
        ok = name not in failing
        lines.append(f"  {name}: {'OK' if ok else 'FAIL'}")
        if not ok:
            lines.append("    expected: 2026-03-29 14:00:00 UTC")
            lines.append("     but got: 2026-03-29 15:00:00 UTC")
    lines.append(f"{len(failing)} out of 8 tests failed" if failing else "All 8 tests passed")
    return "\n".join(lines)


BREW = {
    "id": "h16-cc-brew-sched",
    "project": "/home/ines/code/fermenta",
    "start": datetime(2026, 3, 30, 21, 4),
    "about": "Haskell fermentation scheduler; storage flip-flops postgres->sqlite (final sqlite); bisect finds DST bug; keep-in-mind remember buried in a long message; 'I never liked this lib' near-miss",
    "steps": [
        u("evening. tests red since the weekend, step durations off by an hour?? can you look"),
        a("Evening! Let me run the suite first to see what's failing."),
        tool("Bash", {"command": "stack test"}, _stack_test(["Sched.step durations"])),
        a("One failure: `Sched.step durations` is exactly one hour late (15:00 vs 14:00 UTC) on 2026-03-29. "
          "That date is the EU clocks-forward Sunday, so this smells like a daylight saving issue, but I'd rather "
          "find the commit than guess. Want me to `git bisect` between the last green tag and HEAD?"),
        u("yes pls. last green was v0.4.0"),
        tool("Bash", {"command": "git bisect start HEAD v0.4.0 && git bisect run stack test --ta '-p \"step durations\"'"},
             "Bisecting: 11 revisions left to test after this (roughly 4 steps)\n"
             "[5d1e0aa] recipe: yaml loader accepts hop stand minutes\nrunning stack test ...\nAll 1 tests passed\n"
             "Bisecting: 5 revisions left to test after this (roughly 3 steps)\n"
             "[c88f2b1] sched: show times in brewhouse local time\nrunning stack test ...\n1 out of 1 tests failed\n"
             "Bisecting: 2 revisions left to test after this (roughly 1 step)\n"
             "[a3f9c21] sched: switch step arithmetic to LocalTime\nrunning stack test ...\n1 out of 1 tests failed\n"
             "Bisecting: 0 revisions left to test after this (roughly 0 steps)\n"
             "[7b0de42] tank: rename capacityL to capacityLitres\nrunning stack test ...\nAll 1 tests passed\n"
             "a3f9c21 is the first bad commit\ncommit a3f9c21\nAuthor: ines <ines@fermenta.local>\n"
             "Date:   Sat Mar 28 16:12:40 2026 +0100\n\n    sched: switch step arithmetic to LocalTime\n\n"
             " src/Fermenta/Sched.hs | 38 ++++++++++++++++++++------------------\n 1 file changed, 20 insertions(+), 18 deletions(-)\n"
             "bisect run success"),
        a("Bisect landed on **a3f9c21 \"sched: switch step arithmetic to LocalTime\"**.\n\n"
          "What happened: that commit started adding step durations to a `LocalTime` (brewhouse wall clock) "
          "instead of a `UTCTime`. `LocalTime` has no idea about offsets, so when a 72h diacetyl rest spans the "
          "night the clocks jump forward, the wall-clock result is one hour later in real time. The root cause is "
          "doing the arithmetic in local time across DST; the display change in c88f2b1 is fine on its own.\n\n"
          "Fix I'd suggest: keep all schedule arithmetic in `UTCTime` and convert to `ZonedTime` only when "
          "rendering. Shall I do that?"),
        u("yes. do it. and run the tests again after"),
        tool("Edit", {"file_path": "src/Fermenta/Sched.hs", "old_string": "addLocal :: NominalDiffTime -> LocalTime -> LocalTime",
                      "new_string": "addStep :: NominalDiffTime -> UTCTime -> UTCTime"},
             "The file src/Fermenta/Sched.hs has been updated."),
        tool("Bash", {"command": "stack test"}, _stack_test([])),
        a("Done: step arithmetic is back on `UTCTime` (`addStep = addUTCTime`), and `renderStep` converts with "
          "`utcToZonedTime` using the brewhouse zone only for display. All 8 tests pass."),
        u("nice ty"),
        u("ok next thing. the tank state thing. sqlite file is getting big and Bo wants to read it from the "
          "taproom tablet too. should we move to postgres?"),
        a("It's a reasonable time to ask. Rough trade-off:\n\n"
          "- **Postgres**: concurrent readers from the tablet are trivial, proper `timestamptz`, but it's a server to "
          "run and back up on the brewhouse box.\n"
          "- **SQLite**: zero ops, one file; with WAL mode a second reader (the tablet over a read-only HTTP endpoint) "
          "is fine. 40 MB is not big for SQLite.\n\n"
          "If the tablet only reads, I'd lean SQLite + WAL, but Postgres is fine if you expect more writers."),
        u("hm ok postgres then, lets do it properly"),
        a("OK — I'll sketch a `persistent-postgresql` backend behind the existing `TankStore` class. First I'll list "
          "what touches the store."),
        tool("Bash", {"command": "grep -rn 'TankStore' src | head -20"},
             "src/Fermenta/Store.hs:12:class Monad m => TankStore m where\n"
             "src/Fermenta/Store.hs:40:instance TankStore SqliteM where\n"
             "src/Fermenta/Sched.hs:7:import Fermenta.Store (TankStore(..))\n"
             "src/Fermenta/Api.hs:15:import Fermenta.Store (TankStore(..))\n"
             "app/Main.hs:22:  runSqliteStore cfgDbPath $ do"),
        u("actually no, keep sqlite. the box is a pi with 1gb ram, i don't want a postgres service on it. "
          "turn on WAL like you said and the tablet reads through the api"),
        a("Makes sense — SQLite stays. I'll switch the connection to WAL and leave the store as is."),
        tool("Edit", {"file_path": "src/Fermenta/Store.hs", "old_string": "open path",
                      "new_string": "open path >>= \\c -> execute_ c \"PRAGMA journal_mode=WAL\" >> pure c"},
             "The file src/Fermenta/Store.hs has been updated."),
        a("WAL is on at connection open (`PRAGMA journal_mode=WAL`). The tablet can use `GET /api/tanks`, which "
          "already exists and only reads."),
        u("good. also can you tidy the imports in Api.hs, its a mess. and we use aeson there, I never liked this lib "
          "tbh but whatever"),
        tool("Bash", {"command": "stack exec -- stylish-haskell -i src/Fermenta/Api.hs && git diff --stat"},
             " src/Fermenta/Api.hs   | 14 ++++++--------\n src/Fermenta/Sched.hs | 21 +++++++++++----------\n"
             " src/Fermenta/Store.hs |  2 +-\n 3 files changed, 17 insertions(+), 20 deletions(-)"),
        a("Imports in `Api.hs` sorted and grouped. aeson stays as is."),
        u("wait which ghc are we even on. stack keeps wanting to download stuff"),
        tool("Bash", {"command": "cat stack.yaml && stack exec -- ghc --version"},
             "# This file was automatically generated by 'stack init'\n#\n# Some commented examples of fields\n"
             "# resolver: lts-21.25\nresolver: lts-22.33\n\npackages:\n- .\n\nextra-deps: []\n"
             "# Override the architecture used by Stack, especially useful on Windows\n# arch: i386\n"
             "system-ghc: true\ninstall-ghc: false\n"
             "The Glorious Glasgow Haskell Compilation System, version 9.6.6"),
        a("`stack.yaml` pins `resolver: lts-22.33` (GHC 9.6.6) with `system-ghc: true`, so Stack should use the "
          "installed compiler. The downloads are probably the package index refresh, not a compiler."),
        u("yep keep lts-22.33, 9.6.6 is what ghcup has on the pi, don't let anything bump the resolver"),
        a("Understood, resolver stays at lts-22.33."),
        u("ok. one more thing and then bed. keep in mind the cold room sensors report in fahrenheit — they're the "
          "old ones from the dairy next door — so anything reading from cold room must convert before it hits the "
          "schedule. the tank probes are celsius. also push the branch pls"),
        tool("Bash", {"command": "git push -u origin fix/dst-steps"},
             "Enumerating objects: 17, done.\nCounting objects: 100% (17/17), done.\nDelta compression using up to 4 threads\n"
             "Writing objects: 100% (9/9), 1.92 KiB | 1.92 MiB/s, done.\nTotal 9 (delta 6), reused 0 (delta 0)\n"
             "To git.fermenta.local:ines/fermenta.git\n * [new branch]      fix/dst-steps -> fix/dst-steps\n"
             "branch 'fix/dst-steps' set up to track 'origin/fix/dst-steps'."),
        a("Pushed `fix/dst-steps`. Noted on the cold room: its sensors are Fahrenheit, the tank probes are Celsius, "
          "so cold-room readings get converted before they reach the scheduler. I checked `ColdRoom.hs` — it "
          "currently passes the raw value through, so that conversion is missing today; want me to add it now?"),
        u("tomorrow. thx, night"),
        a("Always happy to help — good night!"),
    ],
    "facts": [
        fact("dst-cause", "Step durations were an hour late across the DST change: commit a3f9c21 (found by git bisect) did schedule arithmetic in LocalTime.",
             "bugfix", "assistant", ["a3f9c21", "LocalTime"]),
        fact("dst-fix", "Fix: schedule arithmetic stays in UTCTime; convert to local (ZonedTime) only for display.",
             "bugfix", "assistant", ["UTCTime"]),
        fact("keep-sqlite", "Tank state stays in SQLite (with WAL), not Postgres: the box is a Pi with 1 GB RAM and no Postgres service is wanted; the tablet reads through the API.",
             "decision", "user", ["sqlite", ["1gb", "1 GB"]]),
        fact("wal", "The SQLite connection runs in WAL mode (PRAGMA journal_mode=WAL).",
             "config", "assistant", ["WAL"]),
        fact("resolver", "Stack resolver stays at lts-22.33 (GHC 9.6.6, the version ghcup has on the Pi); don't bump it.",
             "config", "user", ["lts-22.33"]),
        fact("cold-room-f", "Cold room sensors report in Fahrenheit (old dairy sensors) and must be converted before reaching the schedule; tank probes are Celsius.",
             "fact", "user", ["cold room", "fahrenheit"], remember=True),
    ],
    "optional": [
        opt("tablet-api", "The taproom tablet reads tank state via GET /api/tanks.", ["/api/tanks"]),
        opt("branch", "The DST fix is on branch fix/dst-steps.", ["fix/dst-steps"]),
    ],
    "questions": [
        q("Why were fermentation steps an hour off?", "LocalTime arithmetic across DST, commit a3f9c21", ["dst-cause"]),
        q("Which database holds tank state?", "SQLite with WAL, not Postgres", ["keep-sqlite", "wal"]),
        q("What unit do the cold room sensors use?", "Fahrenheit", ["cold-room-f"]),
    ],
}


LOOPER = {
    "id": "h16-cc-zig-looper",
    "project": "/home/tovo/src/loopkit",
    "start": datetime(2026, 4, 2, 23, 40),
    "about": "Zig audio looper; buffer size picked after xruns; click at loop seam root cause; 'going forward' no-emoji rule mid-message",
    "steps": [
        u("xruns again on the focusrite. 128 frames @ 48k. zig build run -Doptimize=ReleaseFast"),
        tool("Bash", {"command": "zig build run -Doptimize=ReleaseFast 2>&1 | tail -25"},
             "info(loopkit): zig 0.13.0, backend=alsa, device=hw:CARD=USB,DEV=0\n"
             "info(loopkit): rate=48000 period=128 periods=2\n"
             + "".join(f"warning(alsa): xrun detected (underrun) at t={t:.3f}s, recovering\n" for t in
                       [1.204, 2.871, 3.002, 5.660, 7.981, 8.013, 9.440, 11.207, 12.876, 14.551])
             + "info(loopkit): 10 xruns in 15.0s\nerror: device must be reopened after 10 consecutive recoveries\n"),
        a("Ten underruns in 15 s at 128 frames / 2 periods. That's 2.7 ms per period, which is tight for the "
          "current callback: the loop mixer does a full `@memset` of the scratch buffer plus per-sample bounds "
          "checks. Options:\n\n1. 256 frames (5.3 ms) — simplest, latency still fine for a looper\n"
          "2. stay at 128 but use 3 periods\n3. optimise the callback first\n\n"
          "I'd go with 256 frames × 2 periods: the looper syncs to the first recorded loop, so a few extra ms of "
          "monitoring latency won't be felt, and it's one constant."),
        u("ok do that"),
        tool("Edit", {"file_path": "src/config.zig", "old_string": "pub const period_frames: u32 = 128;",
                      "new_string": "pub const period_frames: u32 = 256;"},
             "The file src/config.zig has been updated."),
        tool("Bash", {"command": "zig build run -Doptimize=ReleaseFast 2>&1 | tail -4"},
             "info(loopkit): zig 0.13.0, backend=alsa, device=hw:CARD=USB,DEV=0\ninfo(loopkit): rate=48000 period=256 periods=2\n"
             "info(loopkit): 0 xruns in 60.0s\ninfo(loopkit): shutting down"),
        a("`period_frames` is now 256 in `src/config.zig`; 0 xruns over 60 s."),
        u("cool. now the click at the loop seam. every time it wraps there's a tick. also going forward no emojis in "
          "code comments pls, someone put a 🔁 in ring.zig and my terminal font hates it. and rename `buf2` to "
          "`overdub` while ur there"),
        tool("Bash", {"command": "sed -n 30,62p src/ring.zig"},
             "pub fn readInto(self: *Ring, out: []f32) void {\n    // 🔁 wrap around\n"
             "    for (out, 0..) |*s, i| {\n        const idx = (self.pos + i) % self.len;\n"
             "        s.* = self.data[idx] + self.buf2[idx];\n    }\n    self.pos = (self.pos + out.len) % self.len;\n}\n"),
        a("Found the tick. At the seam, sample `len-1` (end of the take) is followed directly by sample `0` "
          "(start of the take). Those two values are unrelated, so the waveform jumps — that discontinuity is the "
          "click; there is no fade where the loop wraps. Fix: a short equal-power crossfade over the last 64 samples "
          "into the first 64, applied once when the loop is closed, so playback stays a plain copy.\n\n"
          "I also removed the emoji comment and renamed `buf2` → `overdub`."),
        tool("Bash", {"command": "zig build test"},
             "Build Summary: 5/5 steps succeeded; 23/23 tests passed\ntest\n+- run test 23 passed 41ms MaxRSS:2M"),
        a("Crossfade added in `Ring.close()` (`seam_fade = 64` samples); 23/23 tests pass. I'll write comments "
          "without emojis from now on."),
        u("👍 thanks"),
    ],
    "facts": [
        fact("period", "The audio period is 256 frames (2 periods at 48 kHz) after 128 frames gave xruns on the Focusrite.",
             "config", "assistant", ["256", "period_frames"]),
        fact("seam-click", "The click at the loop seam came from the jump between the last and first sample; fixed with a 64-sample crossfade applied when the loop is closed.",
             "bugfix", "assistant", ["crossfade", "64"]),
        fact("no-emoji", "No emojis in code comments (the user's terminal font breaks on them).",
             "preference", "user", ["emojis", "comments"], remember=True),
    ],
    "optional": [
        opt("zig-ver", "The project builds with Zig 0.13.0.", ["0.13.0"]),
    ],
    "questions": [
        q("What audio period size does loopkit use?", "256 frames", ["period"]),
        q("What caused the tick at the loop seam?", "discontinuity between last and first sample, fixed with 64-sample crossfade", ["seam-click"]),
        q("Any rules about code comments?", "no emojis", ["no-emoji"]),
    ],
}


HERB = {
    "id": "h16-cc-herbarium-labels",
    "project": "/srv/herbar/labelprint",
    "start": datetime(2026, 4, 7, 10, 15),
    "about": "Crystal CLI for herbarium labels; constraint 'has to run on the pi zero, so no JVM'; remember in German-English mix; assistant proposal ignored",
    "steps": [
        u("hallo. we need datamatrix codes on the labels now, the new scanner reads only those. what can crystal do"),
        a("Hi! A few routes for DataMatrix from Crystal:\n\n- **zxing via a small Java sidecar** — most complete encoder, "
          "Crystal shells out to it.\n- **libdmtx** — C library, we bind it with Crystal's `lib` / `fun` FFI; tiny, "
          "packaged in Debian as `libdmtx0b`.\n- Pure-Crystal encoder — nothing maintained that I'd trust.\n\n"
          "zxing is the path of least resistance if you have Java around."),
        u("no, it has to run on the pi zero in the cabinet room, so no JVM. 512mb ram. libdmtx then"),
        a("Understood — libdmtx via FFI. Let me check it's installable on the Pi image."),
        tool("Bash", {"command": "ssh herbar-pi 'apt-cache policy libdmtx0b libdmtx-dev; uname -m; free -m'"},
             "libdmtx0b:\n  Installed: (none)\n  Candidate: 0.7.7-1\n  Version table:\n     0.7.7-1 500\n"
             "        500 http://raspbian.raspberrypi.com/raspbian bookworm/main armhf Packages\n"
             "libdmtx-dev:\n  Installed: (none)\n  Candidate: 0.7.7-1\narmv6l\n"
             "               total        used        free      shared  buff/cache   available\n"
             "Mem:             427         118          97           1         211         262\nSwap:            99           0          99"),
        a("libdmtx 0.7.7 is in bookworm armhf, fine on armv6l. I wrote `src/dmtx.cr` with the bindings "
          "(`dmtxEncodeCreate`, `dmtxEncodeDataMatrix`) and the label template now puts a 12 mm code bottom-right, "
          "encoding the accession number (`HB-2026-00417` style). You could also add the collector's name to the "
          "code payload if you want."),
        tool("Bash", {"command": "crystal spec"},
             "..........\n\nFinished in 1.21 seconds\n10 examples, 0 failures, 0 errors, 0 pending"),
        u("no only the accession nr in the code. und bitte merk dir: labels immer A6, nie A5 — the old cabinets only "
          "take A6 folders. someone printed a whole batch A5 last month"),
        a("Got it — accession number only, and labels are always A6, never A5 (the cabinets take A6 folders). "
          "The template's `PAGE_SIZE` is already `:a6`; I added a spec that fails if it changes."),
        u("danke!"),
    ],
    "facts": [
        fact("no-jvm", "Must run on the Pi Zero in the cabinet room (512 MB RAM), so no JVM: zxing was rejected.",
             "decision", "user", [["pi zero", "Pi Zero"], "JVM"]),
        fact("libdmtx", "DataMatrix codes are made with libdmtx (0.7.7) bound through Crystal FFI.",
             "decision", "user", ["libdmtx"]),
        fact("a6", "Labels are always A6, never A5: the old cabinets only take A6 folders.",
             "rule", "user", ["A6"], remember=True),
        fact("payload", "The DataMatrix code encodes only the accession number.", "decision", "user",
             ["accession"]),
    ],
    "optional": [
        opt("code-size", "The code is 12 mm, bottom-right of the label.", ["12 mm"]),
    ],
    "questions": [
        q("Why not zxing for the barcodes?", "needs a JVM, must run on the Pi Zero", ["no-jvm"]),
        q("Which paper size are labels?", "A6, never A5", ["a6"]),
        q("What goes in the DataMatrix code?", "accession number only", ["payload"]),
    ],
}


_SHINY_LOG = """[2026-04-14T06:02:11.384Z] shiny-server[1187]: Starting listener on http://[::]:3839
[2026-04-14T06:02:11.512Z] shiny-server[1187]: Stopping listener on http://[::]:3838
R version 4.4.1 (2024-06-14) -- "Race for Your Life"
Platform: x86_64-pc-linux-gnu (64-bit)
Loading required package: shiny
Loading required package: DBI
Listening on http://127.0.0.1:41207
Warning: Error in filter: ℹ In argument: `species == input$species`.
Caused by error:
! invalid multibyte string, element 1
  143: <Anonymous>
  142: signalCondition
  141: signal_abort
  140: abort
   97: dplyr::filter
   96: counts_for
   95: renderPlot [/srv/shiny-server/birdtally/server.R#88]
   94: func
   92: renderFunc
   91: output$trend
    3: runApp
    2: print.shiny.appobj
    1: <Promise>
[2026-04-14T06:14:50.001Z] shiny-server[1187]: Error in the R process; this may be a problem with the app
"""

BIRD = {
    "id": "h16-cc-bird-shiny",
    "project": "/srv/shiny-server/birdtally",
    "start": datetime(2026, 4, 14, 8, 30),
    "about": "R Shiny bird-count dashboard; prod port read from conf and confirmed; latin1 encoding cause; memoise accepted with 'ok do that'; remember as a question; 'always returns null here, odd' near-miss",
    "steps": [
        u("morning. birdtally dashboard: trend plot dies for 'Grünfink' and 'Mäusebussard'. log below\n\n" + _SHINY_LOG),
        a("Morning. The trace says `invalid multibyte string` inside `dplyr::filter` in `counts_for()` "
          "(server.R line 88). So the species strings coming back from the DB aren't valid UTF-8 in R. Let me look "
          "at how the connection is opened."),
        tool("Bash", {"command": "sed -n 1,30p /srv/shiny-server/birdtally/db.R"},
             "library(DBI)\nlibrary(RMariaDB)\n\nconnect <- function() {\n  dbConnect(RMariaDB::MariaDB(),\n"
             "    host = Sys.getenv(\"BT_DB_HOST\"),\n    dbname = \"birdtally\",\n    user = Sys.getenv(\"BT_DB_USER\"),\n"
             "    password = Sys.getenv(\"BT_DB_PASS\"))\n}\n"),
        tool("Bash", {"command": "mysql -h $BT_DB_HOST -e \"SHOW VARIABLES LIKE 'character_set_%'\" birdtally"},
             "Variable_name\tValue\ncharacter_set_client\tlatin1\ncharacter_set_connection\tlatin1\n"
             "character_set_database\tutf8mb4\ncharacter_set_results\tlatin1\ncharacter_set_server\tlatin1\n"
             "character_set_system\tutf8mb3"),
        a("There it is. The tables are `utf8mb4`, but the server's default *connection* charset is `latin1`, and "
          "`db.R` never sets one — so 'ü' and 'ä' come back as latin1 bytes and R chokes when it treats them as "
          "UTF-8. Root cause: connection charset latin1. Fix: pass `bigint = \"integer\", encoding = \"utf8mb4\"`… "
          "actually for RMariaDB the clean way is to run `SET NAMES utf8mb4` right after connecting."),
        tool("Edit", {"file_path": "db.R", "old_string": "  dbConnect(RMariaDB::MariaDB(),",
                      "new_string": "  con <- dbConnect(RMariaDB::MariaDB(),"},
             "The file db.R has been updated."),
        tool("Edit", {"file_path": "db.R", "old_string": "    password = Sys.getenv(\"BT_DB_PASS\"))\n}",
                      "new_string": "    password = Sys.getenv(\"BT_DB_PASS\"))\n  dbExecute(con, \"SET NAMES utf8mb4\")\n  con\n}"},
             "The file db.R has been updated."),
        u("works!! Grünfink plot shows. ok couple things\n1) whats the port we run on in prod, I forgot\n"
          "2) plot is slow, like 9 secs\n3) can you remember that the staging db is read-only? I keep forgetting and "
          "wondering why the upload tab fails there"),
        tool("Bash", {"command": "cat /etc/shiny-server/shiny-server.conf"},
             "# Instruct Shiny Server to run applications as the user \"shiny\"\nrun_as shiny;\n\n"
             "# Define a server that listens on port 3839\nserver {\n  listen 3839;\n\n"
             "  # Define a location at the base URL\n  location / {\n    site_dir /srv/shiny-server;\n"
             "    log_dir /var/log/shiny-server;\n    directory_index off;\n    app_idle_timeout 0;\n  }\n}\n"),
        a("1) `/etc/shiny-server/shiny-server.conf` on this box says `listen 3839` (not the default 3838 — the log "
          "above also shows it switching from 3838 to 3839).\n\n"
          "2) The 9 s is the aggregate query: `counts_for()` pulls every sighting for the range and groups in R. "
          "I'd cache the aggregated counts with `memoise` keyed on (species, from, to), with a 1-hour timeout — "
          "counts only change when the nightly import runs, so a stale hour is harmless.\n\n"
          "3) Noted: the staging DB is read-only, which is why the upload tab fails there."),
        u("yes that's the prod port. ok do that with memoise"),
        tool("Edit", {"file_path": "server.R", "old_string": "counts_for <- function(species, from, to) {",
                      "new_string": "counts_for <- memoise::memoise(function(species, from, to) {"},
             "The file server.R has been updated."),
        tool("Bash", {"command": "Rscript -e 'shinytest2::test_app(\".\")'"},
             "✔ | F W  S  OK | Context\n✔ |          6 | shinytest2 [4.2s]\n\n══ Results ══════════════════\n"
             "Duration: 4.3 s\n\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 6 ]"),
        a("`counts_for` is wrapped in `memoise::memoise` with `cache = cachem::cache_mem(max_age = 3600)`. Second "
          "load of the Grünfink trend is ~40 ms. Tests pass."),
        u("weird, `latest_import()` always returns null here, odd. whatever, not now"),
        a("Probably `dbGetQuery` returns a zero-row data frame and the wrapper turns that into NULL — happy to look "
          "when you want."),
        u("later. thanks!"),
    ],
    "facts": [
        fact("latin1", "Umlaut species names (Grünfink) broke the trend plot: the MariaDB connection charset defaulted to latin1; fixed with SET NAMES utf8mb4 after connecting.",
             "bugfix", "assistant", ["latin1", ["SET NAMES utf8mb4", "utf8mb4"]]),
        fact("prod-port", "Shiny Server in prod listens on port 3839 (shiny-server.conf).", "config", "user",
             ["3839"]),
        fact("memoise", "Trend counts are cached with memoise (1 hour max age) because the aggregate took ~9 s and data only changes on the nightly import.",
             "decision", "assistant", ["memoise"]),
        fact("staging-ro", "The staging DB is read-only (so the upload tab fails there).", "fact", "user",
             ["staging", "read-only"], remember=True),
    ],
    "optional": [
        opt("r-ver", "R 4.4.1 on the server.", ["4.4.1"]),
    ],
    "questions": [
        q("Which port does birdtally run on in prod?", "3839", ["prod-port"]),
        q("Why did species with umlauts crash the plot?", "connection charset latin1, fixed with SET NAMES utf8mb4", ["latin1"]),
        q("Can I upload data on staging?", "no, staging db is read-only", ["staging-ro"]),
        q("How was the slow trend plot fixed?", "memoise cache, 1 hour", ["memoise"]),
    ],
}


FERRY = {
    "id": "h16-cc-ferry-timetable",
    "project": "/Users/mo/dev/ferry_times",
    "start": datetime(2026, 4, 20, 17, 5),
    "about": "Flutter ferry timetable app; 'not a bug, it's the intended behaviour' (past-midnight sailings); temporary intl pin kept; branch naming convention; 'from here on' rule",
    "branch": "mo/FTT-91-night-sailings",
    "steps": [
        u("hey. QA filed FTT-91: the 00:40 sailing from Skarholm shows under Friday when you pick Friday. "
          "look at lib/timetable/service_day.dart"),
        tool("Read", {"file_path": "lib/timetable/service_day.dart"},
             "/// A service day runs from 04:00 to 03:59 next calendar day.\n"
             "DateTime serviceDayOf(DateTime departure) {\n  final shifted = departure.subtract(const Duration(hours: 4));\n"
             "  return DateTime(shifted.year, shifted.month, shifted.day);\n}\n"),
        a("The 00:40 is grouped under the previous day on purpose here: `serviceDayOf` shifts by 4 h, so anything "
          "before 04:00 belongs to the previous service day. If QA expects calendar days, we could change the "
          "cutoff to 00:00 — want me to?"),
        u("no thats not a bug, it's the intended behaviour, the ferry company prints it that way too. i'll close the "
          "ticket. different thing: build is broken since I upgraded"),
        tool("Bash", {"command": "flutter build apk --debug 2>&1 | tail -20"},
             "Resolving dependencies...\nBecause every version of flutter_localizations from sdk depends on intl 0.19.0 "
             "and ferry_times depends on intl ^0.18.1, flutter_localizations from sdk is forbidden.\n"
             "So, because ferry_times depends on flutter_localizations from sdk, version solving failed.\n\n"
             "You can try the following suggestion to make the pubspec resolve:\n"
             "* Try upgrading your constraint on intl: dart pub add intl:^0.19.0\n"
             "Failed to update packages.\nFlutter 3.22.3 • channel stable • Dart 3.4.4"),
        a("Version conflict: Flutter 3.22's `flutter_localizations` pins `intl 0.19.0`, our pubspec says `^0.18.1`. "
          "Cleanest is `intl: ^0.19.0`, but `date_picker_timeline` still caps intl below 0.19. Workaround: "
          "`dependency_overrides: intl: 0.19.0` until that package updates."),
        u("ok do the override. it's temporary — take it out when date_picker_timeline releases 1.3, put a TODO with "
          "the ticket FTT-94 next to it"),
        tool("Edit", {"file_path": "pubspec.yaml", "old_string": "dev_dependencies:",
                      "new_string": "# TODO(FTT-94): drop once date_picker_timeline 1.3 is out\ndependency_overrides:\n  intl: 0.19.0\n\ndev_dependencies:"},
             "The file pubspec.yaml has been updated."),
        tool("Bash", {"command": "flutter analyze --fatal-infos"},
             "Analyzing ferry_times...\n\n   info • Prefer const with constant constructors • lib/ui/departure_tile.dart:41:12 • prefer_const_constructors\n"
             "   info • The member 'dispose' must be overridden by subclasses... (ignored by config)\n\n1 issue found. (ran in 3.8s)"),
        a("Override in place with the TODO. Analyzer has one info (a missing `const` in departure_tile.dart:41) — fixed it, re-ran: clean."),
        u("thx. from here on always run flutter analyze with --fatal-infos before you tell me something's done, CI "
          "fails on infos. and branch names like mine: initials/ticket-slug, e.g. mo/FTT-91-night-sailings, not "
          "feature/whatever"),
        a("Will do: `flutter analyze --fatal-infos` before I call anything done, and branches as "
          "`<initials>/<ticket>-<slug>`."),
        u("rename the tile widget to DepartureRow btw"),
        tool("Bash", {"command": "dart fix --apply && flutter analyze --fatal-infos"},
             "Nothing to fix!\nAnalyzing ferry_times...\nNo issues found! (ran in 3.5s)"),
        a("Renamed `DepartureTile` → `DepartureRow` (file and usages); analyze clean."),
        u("👌"),
    ],
    "facts": [
        fact("intl-override", "intl is forced to 0.19.0 via dependency_overrides as a temporary workaround (TODO FTT-94) until date_picker_timeline 1.3 is released.",
             "config", "user", ["dependency_overrides", "0.19.0"]),
        fact("analyze", "Always run flutter analyze --fatal-infos before reporting work done; CI fails on infos.",
             "rule", "user", ["flutter analyze", "fatal-infos"], remember=True),
        fact("branch-names", "Branch names are <initials>/<ticket>-<slug>, e.g. mo/FTT-91-night-sailings.",
             "convention", "user", ["initials", "mo/FTT-91-night-sailings"]),
    ],
    "optional": [
        opt("service-day", "Sailings before 04:00 belong to the previous service day on purpose (as the ferry company prints it).",
            ["04:00", "service day"]),
        opt("flutter-ver", "Flutter 3.22.3 / Dart 3.4.4.", ["3.22.3"]),
    ],
    "questions": [
        q("Why is intl overridden in pubspec?", "temporary until date_picker_timeline 1.3, FTT-94", ["intl-override"]),
        q("How should branches be named?", "initials/ticket-slug", ["branch-names"]),
        q("What must pass before work is called done?", "flutter analyze --fatal-infos", ["analyze"]),
        q("Is the 00:40 sailing under the previous day a bug?", "no, intended: service day starts 04:00", []),
    ],
}


SESSIONS = [BREW, LOOPER, HERB, BIRD, FERRY]
