"""h22 Claude Code sessions, part a: a slow endpoint profiled, a cache with a TTL, editor tooling."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LOOM = "/home/dev/loomcount"
BRINE = "/home/dev/brinebook"
FERN = "/home/dev/fernlog"

SESSIONS = [
    {
        "id": "h22-cc-loom-profile",
        "project": LOOM,
        "start": datetime(2026, 11, 30, 9, 12),
        "about": "short lowercase fragments; slow shift summary endpoint profiled; wrong first suspect (JSON encoding); "
                 "N+1 found; budget as 'make a note:'; near-misses 'output above is cut', 'always the same with this profiler'",
        "steps": [
            ("user", "morning. /api/shifts/summary is slow again. weavers complaining the dashboard hangs"),
            ("assistant", "Morning. Let me look at the controller and get some numbers before guessing."),
            tool("Read", {"file_path": f"{LOOM}/lib/loomcount_web/controllers/shift_summary_controller.ex"},
                 "defmodule LoomcountWeb.ShiftSummaryController do\n  use LoomcountWeb, :controller\n  alias Loomcount.Shifts\n\n"
                 "  def show(conn, %{\"shift_id\" => id}) do\n    summary = Shifts.summary(id)\n    json(conn, summary)\n  end\nend\n"),
            tool("Read", {"file_path": f"{LOOM}/lib/loomcount/shifts.ex"},
                 "  def summary(shift_id) do\n    looms = Repo.all(from l in Loom, where: l.shift_id == ^shift_id)\n"
                 "    Enum.map(looms, fn loom ->\n      loom = Repo.preload(loom, :warp_breaks)\n"
                 "      %{loom: loom.code, picks: loom.picks, breaks: length(loom.warp_breaks),\n"
                 "        efficiency: efficiency(loom)}\n    end)\n  end\n"),
            ("assistant", "My first suspect is the JSON encoding: the summary map is big (one entry per loom, 212 looms on "
                          "the night shift) and `json/2` goes through Jason with pretty maps. Let me time it with a quick "
                          "load run and then profile."),
            bash("hey -n 200 -c 4 http://localhost:4000/api/shifts/summary?shift_id=night-2026-11-29",
                 "Summary:\n  Total:\t92.4180 secs\n  Slowest:\t2.3011 secs\n  Fastest:\t1.1022 secs\n  Average:\t1.8470 secs\n\n"
                 "Latency distribution:\n  10% in 1.4120 secs\n  50% in 1.8021 secs\n  90% in 1.7102 secs\n  95% in 1.8400 secs\n"
                 "  99% in 2.2710 secs\n\nStatus code distribution:\n  [200]\t200 responses\n"),
            ("user", "note that the output above is cut, hey printed more but whatever. p95 1840ms, yeah thats what prod shows too"),
            bash("mix run -e 'Loomcount.Prof.eprof_summary(\"night-2026-11-29\")'",
                 "FUNCTION                                         CALLS        %    TIME  [uS / CALLS]\n"
                 "--------                                         -----  -------    ----  [----------]\n"
                 "'Elixir.Jason.Encode':map/3                       1484     2.11   38211  [     25.75]\n"
                 "'Elixir.Loomcount.Shifts':efficiency/1             212     1.02   18470  [     87.12]\n"
                 "'Elixir.Ecto.Repo.Preloader':preload_assoc/6       212     9.84  178102  [    840.10]\n"
                 "'Elixir.DBConnection':run/3                        213    81.30 1471092  [   6906.54]\n"
                 "'Elixir.Postgrex.Protocol':recv_bind/3             213     4.90   88641  [    416.16]\n"
                 "---------------------------------------------------------------------------------------\n"
                 "Total:                                                  100.00% 1809410  [         ...]\n"),
            ("user", "always the same with this profiler, everything ends up in DBConnection"),
            ("assistant", "Here it is actually telling the truth. Jason is 2% of the time, so the encoding was the wrong "
                          "suspect. The real hot spot: `DBConnection.run/3` is called 213 times for one request — one query "
                          "for the looms and then one `Repo.preload(loom, :warp_breaks)` per loom inside `Enum.map`. That's "
                          "a classic N+1 on warp_breaks, and each round trip to Postgres costs ~7 ms, so 212 looms ≈ 1.5 s.\n\n"
                          "Fix: count the breaks in the database in one query — join warp_breaks, `group_by` loom_id and "
                          "select the count — instead of preloading every break row just to call `length/1`."),
            ("user", "do it"),
            tool("Edit", {"file_path": f"{LOOM}/lib/loomcount/shifts.ex",
                          "old_string": "    looms = Repo.all(from l in Loom, where: l.shift_id == ^shift_id)",
                          "new_string": "    from(l in Loom, where: l.shift_id == ^shift_id,\n"
                                        "      left_join: b in assoc(l, :warp_breaks), group_by: l.id,\n"
                                        "      select: %{loom: l.code, picks: l.picks, breaks: count(b.id), rpm: l.rpm, hours: l.hours})\n"
                                        "    |> Repo.all()"},
                 "The file has been updated."),
            bash("mix test test/loomcount/shifts_test.exs && hey -n 200 -c 4 http://localhost:4000/api/shifts/summary?shift_id=night-2026-11-29 | grep -E '95%|Average'",
                 "..........\nFinished in 0.9 seconds (0.2s async, 0.7s sync)\n10 tests, 0 failures\n"
                 "  Average:\t0.1520 secs\n  95% in 0.1900 secs\n"),
            ("assistant", "Tests pass. p95 went from 1840 ms to 190 ms, average 152 ms. The whole summary is now one query "
                          "with `group_by: l.id` and a `count(b.id)`."),
            ("user", "nice. make a note: p95 for shift summary stays under 250 ms. if a change pushes it over, it doesnt merge"),
            ("assistant", "Noted: the p95 budget for /api/shifts/summary is 250 ms, and a change that goes over it does not "
                          "merge. Want me to add a check for it in CI?"),
            ("user", "later. commit this"),
            bash("git commit -am 'shift summary: count warp breaks in one query (N+1 fix)'",
                 "[main 4e1c0aa] shift summary: count warp breaks in one query (N+1 fix)\n 1 file changed, 6 insertions(+), 5 deletions(-)"),
        ],
        "facts": [
            fact("n-plus-one", "The shift summary was slow because of an N+1 query: one Repo.preload of warp_breaks per loom.",
                 "bugfix", "assistant", ["N+1", "warp_breaks"]),
            fact("group-by-fix", "Fix: warp breaks are counted in one query with a join, group_by loom id and count, instead of preloading.",
                 "bugfix", "assistant", ["group_by", "count"]),
            fact("p95-budget", "p95 of /api/shifts/summary must stay under 250 ms; a change that pushes it over does not merge.",
                 "rule", "user", ["p95", "250"], remember=True),
        ],
        "optional": [
            opt("jason-not-it", "JSON encoding (Jason) was the wrong suspect: about 2% of the time.", ["Jason"]),
            opt("before-after", "p95 went from 1840 ms to 190 ms.", ["1840", "190"]),
        ],
        "questions": [
            q("Why was the shift summary endpoint slow?", "N+1 query, preload of warp_breaks per loom", ["n-plus-one"]),
            q("What is the latency budget for the shift summary?", "p95 under 250 ms", ["p95-budget"]),
            q("Was JSON encoding the problem in the shift summary?", "no, Jason was 2% of the time", []),
        ],
    },
    {
        "id": "h22-cc-brine-cache",
        "project": BRINE,
        "start": datetime(2026, 12, 1, 14, 3),
        "about": "long paragraphs; a readings cache with a TTL chosen after discussion (first 5 minutes proposed, then 90 seconds); "
                 "invalidation rule as 'keep this in your memory'; hypothetical about sharding",
        "steps": [
            ("user", "Hi! So the chart page on brinebook has become really sluggish since the reef club people started "
                     "using it — each tank page draws the salinity and temperature chart and every single page view runs "
                     "the aggregate over the readings table. I think it's time for a cache in front of the chart "
                     "endpoint. We run one instance of the Go service on the little VPS, nothing fancy, so I'd rather not "
                     "add Redis just for this. What would you suggest, and what TTL?"),
            ("assistant", "With a single instance an in-process cache is the simplest thing. Two common options in Go:\n\n"
                          "- **ristretto** (dgraph): concurrent, cost-based eviction, TTL per entry.\n"
                          "- **groupcache**: designed for a fleet of peers, no TTL and no invalidation at all — a poor "
                          "fit when data changes.\n\n"
                          "For the TTL, I'd suggest 5 minutes: the chart aggregates are expensive and a 5-minute-old chart "
                          "is usually fine for trend viewing."),
            ("user", "Ristretto sounds right, groupcache is out if I can't invalidate anything. But 5 minutes feels long "
                     "to me. The probes report every minute, and when someone is dosing a tank they watch the chart "
                     "refresh to see the salinity come back; if it lags five minutes behind they will think the probe is "
                     "dead and open a support ticket. On the other hand a few seconds would not help the load at all. "
                     "Let's say 90 seconds: at most one probe report behind plus a bit of slack. Also, I'd only cache the "
                     "24h and 7d ranges, the raw view is rarely opened and should always be live."),
            ("assistant", "Makes sense — 90 seconds, only the 24h and 7d ranges. I'll key entries as "
                          "`readings:<tank_id>:<range>` so they're easy to drop per tank."),
            tool("Write", {"file_path": f"{BRINE}/internal/chart/cache.go",
                           "content": "package chart\n\nimport (\n\t\"fmt\"\n\t\"time\"\n\n\t\"github.com/dgraph-io/ristretto\"\n)\n\n"
                                      "const chartTTL = 90 * time.Second\n\nvar cachedRanges = map[string]bool{\"24h\": true, \"7d\": true}\n\n"
                                      "func key(tankID int64, rng string) string { return fmt.Sprintf(\"readings:%d:%s\", tankID, rng) }\n"},
                 "File created successfully at: /home/dev/brinebook/internal/chart/cache.go"),
            ("user", "Good. Now the part I actually worry about. When someone recalibrates a probe, all the readings for "
                     "that tank get corrected retroactively by the calibration offset, so a cached chart would show the "
                     "old, wrong curve for up to 90 seconds — and that is exactly the moment people stare at it. So keep "
                     "this in your memory, it applies to anything we cache later too: saving a calibration must purge "
                     "every cached readings key for that tank, synchronously, before the save returns."),
            ("assistant", "Understood. I'll add `PurgeTank(tankID)` that deletes `readings:<tank_id>:24h` and "
                          "`readings:<tank_id>:7d`, and call it from `SaveCalibration` before it returns."),
            tool("Edit", {"file_path": f"{BRINE}/internal/calibration/service.go",
                          "old_string": "\treturn s.repo.Save(ctx, cal)",
                          "new_string": "\tif err := s.repo.Save(ctx, cal); err != nil {\n\t\treturn err\n\t}\n\ts.charts.PurgeTank(cal.TankID)\n\treturn nil"},
                 "The file has been updated."),
            bash("go test ./internal/... && go run ./cmd/loadcheck -tank 7 -n 500",
                 "ok  \tbrinebook/internal/chart\t0.412s\nok  \tbrinebook/internal/calibration\t0.208s\n"
                 "ok  \tbrinebook/internal/readings\t0.731s\n"
                 "loadcheck: 500 requests, cache hits 487, misses 13, p50 3.1ms p95 9.8ms (before: p50 640ms p95 1210ms)\n"),
            ("assistant", "All green. With the cache, p95 on the 7d chart dropped from 1210 ms to 9.8 ms in the local "
                          "load check, and a calibration save now purges that tank's keys."),
            ("user", "Lovely. Just thinking out loud: if traffic doubles again we might shard the readings table by "
                     "club, but that's not a thing now. Thanks!"),
        ],
        "facts": [
            fact("ristretto", "The chart cache is in-process ristretto (one instance, no Redis); groupcache rejected because it cannot invalidate.",
                 "decision", "user", ["ristretto"]),
            fact("ttl-90s", "Chart cache TTL is 90 seconds: probes report every minute, 5 minutes was too long.",
                 "decision", "user", ["90 seconds"]),
            fact("ranges", "Only the 24h and 7d ranges are cached; the raw view is always live.",
                 "decision", "user", ["24h", "7d"]),
            fact("calib-purge", "Saving a calibration must purge every cached readings key for that tank, synchronously, before the save returns.",
                 "rule", "user", ["calibration", "purge"], remember=True),
        ],
        "optional": [
            opt("key-format", "Cache keys are readings:<tank_id>:<range>.", ["readings:<tank_id>:<range>"]),
            opt("chart-p95", "7d chart p95 went from 1210 ms to 9.8 ms.", ["9.8"]),
        ],
        "questions": [
            q("How long do chart cache entries live?", "90 seconds", ["ttl-90s"]),
            q("What has to happen when a calibration is saved?", "purge every cached readings key for that tank", ["calib-purge"]),
            q("Which cache library does the chart endpoint use?", "ristretto, in-process", ["ristretto"]),
            q("Which chart ranges are cached?", "24h and 7d", ["ranges"]),
        ],
    },
    {
        "id": "h22-cc-fern-tooling",
        "project": FERN,
        "start": datetime(2026, 12, 2, 10, 40),
        "about": "Kotlin tooling: ktfmt over ktlint with a reason, detekt baseline, lefthook pre-commit, make target rule said "
                 "twice in different words (one fact, 'next time remember to'); one-off 'skip the tests this once'",
        "steps": [
            ("user", "hey, want to sort out formatting on fernlog finally. half the PR diffs are whitespace. ktlint or ktfmt?"),
            ("assistant", "Both work. ktlint is a linter that also formats; its rule set follows the Kotlin coding "
                          "conventions but rules get added and changed between releases, so upgrading it tends to "
                          "reformat files. ktfmt is a pure formatter (no config knobs, deterministic) with a `kotlinlang` "
                          "style that follows the official conventions with 4-space indents."),
            ("user", "ktfmt, kotlinlang style. we had ktlint on the previous project and every version bump reformatted "
                     "half the repo, not doing that again. for linting use detekt"),
            tool("Edit", {"file_path": f"{FERN}/build.gradle.kts",
                          "old_string": "plugins {\n    kotlin(\"jvm\") version \"2.0.21\"",
                          "new_string": "plugins {\n    kotlin(\"jvm\") version \"2.0.21\"\n    id(\"com.ncorti.ktfmt.gradle\") version \"0.21.0\"\n"
                                        "    id(\"io.gitlab.arturbosch.detekt\") version \"1.23.7\""},
                 "The file has been updated."),
            bash("./gradlew detekt",
                 "> Task :detekt FAILED\ncomplexity - 14 issues\nstyle - 203 issues\nnaming - 9 issues\n"
                 "Overall debt: 2d 3h 10min\nBUILD FAILED in 21s"),
            ("assistant", "detekt finds 226 existing issues. Options: fix them all now, or generate a baseline so only new "
                          "code is checked. I'd suggest the baseline."),
            ("user", "baseline, in config/detekt/baseline.xml"),
            bash("./gradlew detektBaseline -Pdetekt.baseline=config/detekt/baseline.xml && ./gradlew ktfmtFormat",
                 "BUILD SUCCESSFUL in 17s\n> Task :ktfmtFormat\nFormatted 118 files\nBUILD SUCCESSFUL in 9s"),
            ("assistant", "Baseline written to config/detekt/baseline.xml and the whole tree reformatted. I also added "
                          "Makefile targets `fmt`, `fmt-check` and `lint` that wrap the gradle tasks."),
            ("user", "pre-commit hook too. lefthook, running make fmt-check"),
            tool("Write", {"file_path": f"{FERN}/lefthook.yml",
                           "content": "pre-commit:\n  commands:\n    format:\n      run: make fmt-check\n"},
                 "File created successfully at: /home/dev/fernlog/lefthook.yml"),
            bash("./gradlew detekt",
                 "BUILD SUCCESSFUL in 12s"),
            ("user", "you ran gradlew detekt directly again. next time remember to run make lint — the make target also "
                     "passes the baseline and the jvm flags, the raw command doesnt"),
            ("assistant", "Right, sorry — from now on I'll use `make lint` instead of `./gradlew detekt`."),
            bash("make lint", "./gradlew detekt -Pdetekt.baseline=config/detekt/baseline.xml -Dorg.gradle.jvmargs=-Xmx2g\nBUILD SUCCESSFUL in 11s"),
            ("user", "ok. skip the tests this once, just commit, i'll run them on the ci"),
            bash("git add -A && git commit -m 'tooling: ktfmt (kotlinlang), detekt with baseline, lefthook'",
                 "[tooling 91bd2e3] tooling: ktfmt (kotlinlang), detekt with baseline, lefthook\n 122 files changed, 1804 insertions(+), 1760 deletions(-)"),
            ("user", "and really, for linting it's always the make target, never gradle by hand. thx"),
        ],
        "facts": [
            fact("ktfmt", "Formatter is ktfmt with kotlinlang style, not ktlint: ktlint version bumps reformatted the repo.",
                 "decision", "user", ["ktfmt", "kotlinlang"]),
            fact("detekt-baseline", "Linter is detekt with a baseline at config/detekt/baseline.xml.",
                 "config", "user", ["detekt", "baseline.xml"]),
            fact("lefthook", "Pre-commit hook is lefthook running make fmt-check.",
                 "config", "user", ["lefthook", "fmt-check"]),
            fact("make-lint", "Run make lint, never ./gradlew detekt by hand: the target passes the baseline and JVM flags.",
                 "rule", "user", ["make lint"], remember=True),
        ],
        "optional": [
            opt("ktlint-rejected", "ktlint rejected.", ["ktlint"]),
            opt("make-targets", "Makefile targets fmt, fmt-check and lint wrap the gradle tasks.", ["fmt-check", "Makefile"]),
        ],
        "questions": [
            q("Which formatter does fernlog use?", "ktfmt with kotlinlang style", ["ktfmt"]),
            q("Why not ktlint?", "version bumps reformatted half the repo", ["ktfmt"]),
            q("How should the linter be run?", "make lint", ["make-lint"]),
            q("What runs before each commit?", "lefthook running make fmt-check", ["lefthook"]),
        ],
    },
]
