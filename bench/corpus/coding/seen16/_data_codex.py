"""Codex sessions of h16, part one (tidal model, knitting app, plumber invoices, chess clock, tool library)."""

from __future__ import annotations

from datetime import datetime

from _common import a, fact, opt, q, tool, u


def sh(cmd, out, workdir):
    return tool("shell", {"command": ["bash", "-lc", cmd], "workdir": workdir}, out)


_TIDAL_DIR = "/home/okafor/models/tidalturbine"

_JULIA_TEST = """     Testing Running tests...
Test Summary:      | Pass  Fail  Error  Total   Time
TidalTurbine       |   31     0      2     33  14.2s
  rotor geometry   |    8                   8   0.9s
  Cp curve         |   11                  11   2.1s
  power time series|   12            2     14  11.0s
Error During Test at /home/okafor/models/tidalturbine/test/power.jl:44
  Test threw exception
  Expression: all(isfinite, P)
  DomainError with NaN:
  power must be finite, got NaN at t = 2026-06-01T06:12:00 (U = 0.0 m/s)
  Stacktrace:
   [1] check_power(P::Vector{Float64}) @ TidalTurbine ~/models/tidalturbine/src/power.jl:71
   [2] power_series(site::Site, rotor::Rotor) @ TidalTurbine ~/models/tidalturbine/src/power.jl:58
ERROR: LoadError: Some tests did not pass: 31 passed, 0 failed, 2 errored, 0 broken.
Julia Version 1.10.5
"""

TIDAL = {
    "id": "h16-cx-tidal-julia",
    "project": _TIDAL_DIR,
    "start": datetime(2026, 6, 1, 9, 0),
    "about": "Julia tidal turbine model; non-native English; NaN at slack water root cause; value changed in a pasted diff; units convention said flatly",
    "steps": [
        u("Good morning. The power series test is failing with NaN, please can you look. I run `julia --project -e 'using Pkg; Pkg.test()'`"),
        sh("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -20", _JULIA_TEST, _TIDAL_DIR),
        sh("sed -n 40,60p src/power.jl",
           "function power_series(site::Site, rotor::Rotor)\n    P = similar(site.U)\n    for (i, U) in enumerate(site.U)\n"
           "        λ = rotor.ω * rotor.R / U          # tip speed ratio\n        P[i] = 0.5 * ρ * area(rotor) * cp(λ) * U^3\n"
           "    end\n    check_power(P)\n    return P\nend", _TIDAL_DIR),
        a("The NaN comes from slack water. At U = 0.0 m/s the tip speed ratio `λ = ωR/U` is `Inf`, `cp(Inf)` "
          "returns NaN from the spline, and `NaN * 0^3` stays NaN. So the root cause is dividing by the current "
          "speed when the tide turns.\n\nPhysically the turbine produces nothing below its cut-in speed anyway, so the "
          "fix is: `P[i] = U < rotor.cut_in ? 0.0 : ...`. That also avoids evaluating the spline outside its range. "
          "Shall I change it?"),
        u("Yes please. And the cut-in value is wrong also, we changed it with the manufacturer, I paste you the diff "
          "from Amara's branch:\n\n```diff\n--- a/config/rotor_a2.toml\n+++ b/config/rotor_a2.toml\n@@ -3,7 +3,7 @@\n"
          " radius = 9.0\n rated_power = 1.0e6\n-cut_in = 0.7\n+cut_in = 1.0\n cut_out = 4.5\n [pitch]\n```\n\n"
          "Apply that too. And one thing, in this code all velocities are in m/s, no knots anywhere. The old "
          "Admiralty data come in knots and people mix it."),
        sh("apply_patch <<'EOF'\n*** Update File: src/power.jl\n@@\n-        λ = rotor.ω * rotor.R / U          # tip speed ratio\n-        P[i] = 0.5 * ρ * area(rotor) * cp(λ) * U^3\n+        if U < rotor.cut_in\n+            P[i] = 0.0\n+            continue\n+        end\n+        λ = rotor.ω * rotor.R / U          # tip speed ratio\n+        P[i] = 0.5 * ρ * area(rotor) * cp(λ) * U^3\n*** Update File: config/rotor_a2.toml\n@@\n-cut_in = 0.7\n+cut_in = 1.0\nEOF",
           "Success. Updated the following files:\nM src/power.jl\nM config/rotor_a2.toml", _TIDAL_DIR),
        sh("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -6",
           "Test Summary:      | Pass  Total   Time\nTidalTurbine       |   33     33  13.8s\n     Testing TidalTurbine tests passed",
           _TIDAL_DIR),
        a("Done:\n- `power_series` returns 0 below `rotor.cut_in`, so slack water gives 0 W instead of NaN.\n"
          "- `config/rotor_a2.toml`: `cut_in = 1.0` (was 0.7), as in the diff.\n- 33/33 tests pass.\n\n"
          "I checked the loaders: `read_admiralty` converts knots to m/s on read (× 0.514444), so inside the model "
          "everything is m/s already."),
        u("Perfect, thank you very much."),
    ],
    "facts": [
        fact("nan-cause", "Power was NaN at slack water: tip speed ratio divides by current speed U = 0; fixed by returning 0 power below cut-in.",
             "bugfix", "assistant", ["NaN", ["slack water", "cut-in", "cut_in"]]),
        fact("cut-in", "Rotor A2 cut-in speed is 1.0 m/s (was 0.7), agreed with the manufacturer.", "config", "user",
             ["cut_in", "1.0"]),
        fact("units", "All velocities in the code are in m/s, never knots; Admiralty data in knots is converted on read.",
             "convention", "user", ["knots"]),
    ],
    "optional": [
        opt("julia-ver", "Julia 1.10.5.", ["1.10.5"]),
    ],
    "questions": [
        q("Why did the power series have NaN?", "division by zero current at slack water; zero below cut-in", ["nan-cause"]),
        q("What is the cut-in speed of rotor A2?", "1.0 m/s", ["cut-in"]),
        q("Which velocity unit does the model use?", "m/s, no knots", ["units"]),
    ],
}


_KNIT_DIR = "/Users/hanne/proj/purlwise"

KNIT = {
    "id": "h16-cx-knit-kmp",
    "project": _KNIT_DIR,
    "start": datetime(2026, 6, 3, 13, 30),
    "about": "Kotlin Multiplatform knitting-pattern app; chart library rejected for GPL licence; 'please memorise' min iOS; SQLDelight pick with reason",
    "steps": [
        u("need the chart grid view (stitch symbols) on both android and ios. is there a lib"),
        a("The closest ready-made one is **knitgrid-kmp**, which draws stitch charts in Compose Multiplatform "
          "and already has ~60 symbols. Caveat: it's GPL-3.0. Alternatively we draw it ourselves on a Compose "
          "`Canvas` — a grid of cells with vector symbols is maybe 300 lines."),
        u("gpl is a no, app is closed source on the stores. canvas ourselves"),
        sh("ls shared/src/commonMain/kotlin/purlwise/ && grep -n 'compose' gradle/libs.versions.toml",
           "chart/\ndb/\nmodel/\nparse/\nApp.kt\ncompose-plugin = \"1.7.0\"\nkotlin = \"2.0.21\"\n",
           _KNIT_DIR),
        a("OK, own `ChartGrid` composable on `Canvas` in `shared/src/commonMain/kotlin/purlwise/chart/`. Symbols as "
          "`ImageVector`s so they scale. I'll also need to persist which row the knitter is on — for storage, "
          "do you prefer SQLDelight or a key-value store like multiplatform-settings?"),
        u("sqldelight, we'll want queries over projects later. also please memorise: minimum iOS is 15, the guild "
          "members have old ipads. and don't bump it"),
        sh("apply_patch < /tmp/chartgrid.patch && ./gradlew :shared:allTests -q",
           "Success. Updated the following files:\nA shared/src/commonMain/kotlin/purlwise/chart/ChartGrid.kt\n"
           "A shared/src/commonMain/sqldelight/purlwise/db/Progress.sq\nM shared/build.gradle.kts\n"
           "> Task :shared:iosSimulatorArm64Test\n> Task :shared:testDebugUnitTest\nBUILD SUCCESSFUL in 1m 12s\n"
           "48 actionable tasks: 19 executed, 29 up-to-date", _KNIT_DIR),
        a("`ChartGrid` is in, drawn on Canvas, plus `Progress.sq` (SQLDelight) storing project id + current row. "
          "Tests pass on JVM and iosSimulatorArm64. The iOS deployment target in `iosApp/Configuration/Config.xcconfig` "
          "is `IPHONEOS_DEPLOYMENT_TARGET = 15.0`, which matches iOS 15 — left as is."),
        u("ty"),
    ],
    "facts": [
        fact("gpl", "knitgrid-kmp was rejected because it is GPL-3.0 and the app is closed source; the chart grid is drawn with Compose Canvas.",
             "decision", "user", ["GPL", "Canvas"]),
        fact("sqldelight", "Local storage uses SQLDelight (queries over projects will be needed later).", "decision",
             "user", ["SQLDelight"]),
        fact("ios15", "Minimum iOS is 15 (guild members have old iPads); don't bump it.", "rule", "user",
             [["iOS 15", "ios is 15"]], remember=True),
    ],
    "optional": [
        opt("kotlin-ver", "Kotlin 2.0.21, Compose plugin 1.7.0.", ["2.0.21"]),
    ],
    "questions": [
        q("Why don't we use knitgrid-kmp?", "GPL, app is closed source", ["gpl"]),
        q("What is the minimum iOS version?", "iOS 15", ["ios15"]),
        q("What stores knitting progress?", "SQLDelight", ["sqldelight"]),
    ],
}


_PERL_DIR = "/home/dai/invoicer"

_PROVE_OUT = """t/00-load.t ........ ok
t/10-totals.t ...... 1/9
#   Failed test 'job 2026-0412 total'
#   at t/10-totals.t line 58.
#          got: '287.49'
#     expected: '287.50'
#   Failed test 'job 2026-0419 total'
#   at t/10-totals.t line 58.
#          got: '94.19'
#     expected: '94.20'
# Looks like you failed 2 tests of 9.
t/10-totals.t ...... Dubious, test returned 2 (wstat 512, 0x200)
Failed 2/9 subtests
t/20-mail.t ........ ok
t/30-pdf.t ......... ok

Test Summary Report
-------------------
t/10-totals.t    (Wstat: 512 (exited 2) Tests: 9 Failed: 2)
  Failed tests:  5, 7
Files=4, Tests=31,  2 wallclock secs ( 0.03 usr  0.01 sys +  1.12 cusr  0.14 csys =  1.30 CPU)
Result: FAIL
"""

PERL = {
    "id": "h16-cx-plumber-invoices",
    "project": _PERL_DIR,
    "start": datetime(2026, 6, 8, 7, 50),
    "about": "Perl invoice mailer for a plumber; penny rounding root cause; 'always always --dry-run' rule in lower case; SMTP values reported after editing; several requests in one message",
    "steps": [
        u("morning. two invoices came out a penny short last week, customer rang up. prove -l t/ fails too"),
        sh("prove -l t/", _PROVE_OUT, _PERL_DIR),
        sh("grep -n 'sprintf\\|total' lib/Invoicer/Totals.pm | head",
           "14:    my $total = 0;\n17:        $total += $line->{qty} * $line->{unit_price} * (1 + $VAT);\n"
           "21:    return sprintf('%.2f', $total);", _PERL_DIR),
        a("Both failures are a penny low, and `Totals.pm` adds VAT to each line as a float and formats only at the "
          "end. 287.50 in binary floating point is 287.4999999…, and `sprintf('%.2f')` rounds that down. Root "
          "cause: money as floats. Fix: do everything in integer pence — unit prices are stored as pence already "
          "in the DB — and round VAT per line with `int($x + 0.5)`, then format pence → pounds once for display."),
        u("yes do it in pence. and after: the SMTP thing moved, new relay is mail.ashgrove-plumbing.test port 587 "
          "STARTTLS, put it in config. and always always run it with --dry-run first before a real send, last time "
          "somebody sent 40 invoices to the wrong people. oh and VAT is hardcoded as 0.2 in Totals.pm, move it to "
          "the ini as vat_rate, Gwen's accountant says it might change"),
        sh("apply_patch < /tmp/pence.patch && prove -l t/",
           "Success. Updated the following files:\nM lib/Invoicer/Totals.pm\nM t/10-totals.t\n"
           "t/00-load.t ........ ok\nt/10-totals.t ...... ok\nt/20-mail.t ........ ok\nt/30-pdf.t ......... ok\n"
           "All tests successful.\nFiles=4, Tests=31,  2 wallclock secs\nResult: PASS", _PERL_DIR),
        sh("sed -i 's/^smtp_host.*/smtp_host = mail.ashgrove-plumbing.test/; s/^smtp_port.*/smtp_port = 587/; s/^smtp_tls.*/smtp_tls = starttls/' etc/invoicer.ini && grep smtp etc/invoicer.ini && perl -Ilib bin/send-invoices --dry-run --week 2026-W23",
           "smtp_host = mail.ashgrove-plumbing.test\nsmtp_port = 587\nsmtp_tls = starttls\n"
           "[dry-run] would send INV-2026-0431 to l.marsh@example.test (£212.40)\n"
           "[dry-run] would send INV-2026-0432 to orchard.cafe@example.test (£96.00)\n"
           "[dry-run] would send INV-2026-0433 to t.ibe@example.test (£1,040.25)\n[dry-run] 3 invoices, 0 sent", _PERL_DIR),
        a("Done:\n- Totals are computed in integer pence, VAT rounded per line; all 31 tests pass.\n"
          "- `etc/invoicer.ini`: `smtp_host = mail.ashgrove-plumbing.test`, `smtp_port = 587`, `smtp_tls = starttls`, "
          "and the VAT rate now lives there as `vat_rate = 0.20` (read by `Totals.pm` at startup, no longer hardcoded).\n"
          "- Dry run for week 23 looks right (3 invoices). I'll always do a `--dry-run` before any real send. "
          "Want me to send for real?"),
        u("no I'll send them myself after lunch. cheers"),
    ],
    "facts": [
        fact("pence", "Invoice totals were a penny short because money was summed as floats; totals are now computed in integer pence with VAT rounded per line.",
             "bugfix", "assistant", ["pence", ["float", "floats", "floating point"]]),
        fact("smtp", "The SMTP relay is mail.ashgrove-plumbing.test port 587 with STARTTLS (etc/invoicer.ini).",
             "config", "user", ["mail.ashgrove-plumbing.test", "587"]),
        fact("dry-run", "Always run send-invoices with --dry-run before a real send (invoices once went to the wrong people).",
             "rule", "user", ["--dry-run"], remember=True),
        fact("vat", "The VAT rate is read from etc/invoicer.ini as vat_rate (0.20), not hardcoded, since it may change.",
             "config", "user", ["vat_rate"]),
    ],
    "optional": [],
    "questions": [
        q("Why were invoices a penny short?", "float rounding; now integer pence", ["pence"]),
        q("What's the SMTP relay?", "mail.ashgrove-plumbing.test 587 STARTTLS", ["smtp"]),
        q("What do I run before sending invoices?", "--dry-run", ["dry-run"]),
    ],
}


_CLOCK_DIR = "/home/pim/ocaml/blitzclock"

CLOCK = {
    "id": "h16-cx-chess-clock",
    "project": _CLOCK_DIR,
    "start": datetime(2026, 6, 9, 22, 10),
    "about": "OCaml chess clock; one-off rename and test rerun; chatter; nothing durable",
    "steps": [
        u("rename `tick_tock` to `advance` everywhere pls"),
        sh("grep -rln 'tick_tock' bin lib test | xargs sed -i 's/tick_tock/advance/g' && dune build 2>&1 | head",
           "", _CLOCK_DIR),
        sh("dune test",
           "Testing `blitzclock'.\nThis run has ID `Q3M1ZP'.\n\n  [OK]          increment          0   fischer 3+2.\n"
           "  [OK]          increment          1   bronstein 5+3.\n  [OK]          delay              0   us delay 5s.\n"
           "  [OK]          flag               0   flag at zero always fires once.\n"
           "  [OK]          flag               1   never fires on paused clock.\n\nFull test results in `_build/default/test/_build/_tests/blitzclock'.\nTest Successful in 0.004s. 5 tests run.",
           _CLOCK_DIR),
        a("Renamed `tick_tock` → `advance` in bin/, lib/ and test/. Build is clean and all 5 tests pass."),
        u("run them again with --force, I dont trust dune cache lol"),
        sh("dune test --force 2>&1 | tail -1", "Test Successful in 0.005s. 5 tests run.", _CLOCK_DIR),
        a("Same result with `--force`: 5/5."),
        u("great thx, night"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


_SHED_DIR = "/home/nell/src/toolshed"

_SHED_LOG = """Jun 15 08:00:00 shed-app-1 toolshed[812]: 08:00:00.004 [info] Quantum: running job :overdue_reminders
Jun 15 08:00:00 shed-app-2 toolshed[790]: 08:00:00.011 [info] Quantum: running job :overdue_reminders
Jun 15 08:00:00 shed-app-1 toolshed[812]: 08:00:00.233 [info] sent overdue reminder loan_id=4412 member=m-1193 item="SDS drill"
Jun 15 08:00:00 shed-app-2 toolshed[790]: 08:00:00.241 [info] sent overdue reminder loan_id=4412 member=m-1193 item="SDS drill"
Jun 15 08:00:01 shed-app-1 toolshed[812]: 08:00:01.002 [info] sent overdue reminder loan_id=4420 member=m-0877 item="wallpaper steamer"
Jun 15 08:00:01 shed-app-2 toolshed[790]: 08:00:01.019 [info] sent overdue reminder loan_id=4420 member=m-0877 item="wallpaper steamer"
Jun 15 08:00:01 shed-app-1 toolshed[812]: 08:00:01.530 [info] Quantum: job :overdue_reminders done in 1526ms
Jun 15 08:00:01 shed-app-2 toolshed[790]: 08:00:01.544 [info] Quantum: job :overdue_reminders done in 1533ms
"""

SHED = {
    "id": "h16-cx-toolshed-phoenix",
    "project": _SHED_DIR,
    "start": datetime(2026, 6, 15, 11, 0),
    "about": "Elixir Phoenix tool-lending library; duplicate reminders from Quantum on two nodes; options a/b/c, Oban cron picked; 'rule of thumb' migration rule; Credo message with 'must'",
    "steps": [
        u("members get every overdue reminder twice since we added the second node. logs:\n\n" + _SHED_LOG),
        a("The log shows it plainly: `:overdue_reminders` runs at 08:00 on **both** shed-app-1 and shed-app-2. "
          "Quantum schedules jobs per node, so with two nodes every cron job fires twice — that's the root cause. "
          "Options:\n\n(a) keep Quantum and run it only on a leader chosen via `:global`\n"
          "(b) move the job to Oban's Cron plugin — Oban inserts one job per slot in Postgres and uniqueness holds "
          "across nodes; we already have Postgres\n(c) an external cron hitting an internal endpoint\n\n"
          "I'd go (b): (a) needs leader-election code we'd own, (c) adds a moving part outside the release."),
        u("b"),
        sh("mix deps.get && mix ecto.gen.migration add_oban_jobs_table",
           "Resolving Hex dependencies...\nResolution completed in 0.118s\nNew:\n  oban 2.18.3\nUnchanged:\n"
           "  ecto_sql 3.12.1\n  phoenix 1.7.14\n  postgrex 0.19.1\n* creating priv/repo/migrations/20260615110412_add_oban_jobs_table.exs",
           _SHED_DIR),
        sh("cat priv/repo/migrations/20260615110412_add_oban_jobs_table.exs",
           "defmodule Toolshed.Repo.Migrations.AddObanJobsTable do\n  use Ecto.Migration\n\n"
           "  def up, do: Oban.Migration.up(version: 12)\n\n  # We specify `version: 1` in `down`, ensuring that we'll roll all the way back down if\n"
           "  # necessary, regardless of which version we've migrated `up` to.\n  def down, do: Oban.Migration.down(version: 1)\nend\n",
           _SHED_DIR),
        u("good it has a down. rule of thumb here: every migration must be reversible, up+down or change with only "
          "reversible ops, no exceptions, we roll back on the shed laptop a lot"),
        sh("mix format && mix credo --strict 2>&1 | tail -8 && mix test",
           "┃ [R] → Modules must have a @moduledoc tag.\n┃       lib/toolshed/workers/overdue_reminder.ex:1:11 #(Toolshed.Workers.OverdueReminder)\n"
           "Analysis took 0.9 seconds (0.04s to load, 0.8s running 61 checks on 48 files)\n"
           "212 mods/funs, found 1 readability issue.\n\nRunning ExUnit with seed: 40117, max_cases: 16\n"
           "...............................................\nFinished in 2.3 seconds (0.9s async, 1.4s sync)\n47 tests, 0 failures",
           _SHED_DIR),
        a("Done, and noted on migrations: always reversible (up/down, or `change` with reversible ops only).\n\n"
          "- `Toolshed.Workers.OverdueReminder` is an Oban worker with `unique: [period: 3600]`\n"
          "- `config/runtime.exs`: Oban `queues: [reminders: 5]`, Cron plugin `{\"0 8 * * *\", OverdueReminder}` "
          "with `timezone: \"Europe/London\"`, so it runs at 08:00 UK time once for the cluster\n"
          "- Quantum removed from deps and the supervision tree\n\n"
          "47 tests pass. Credo flags a missing `@moduledoc` on the worker — want me to add one?"),
        u("ya add it. ta"),
        sh("mix credo --strict 2>&1 | tail -1", "212 mods/funs, found no issues.", _SHED_DIR),
        a("Added; Credo is clean."),
    ],
    "facts": [
        fact("dup-cause", "Overdue reminders were sent twice because Quantum runs cron jobs on every node, and there are now two nodes.",
             "bugfix", "assistant", ["Quantum", ["two nodes", "both"]]),
        fact("oban", "Reminders moved to the Oban Cron plugin (one job per slot in Postgres, unique across nodes) instead of Quantum leader election or external cron.",
             "decision", "user", ["Oban"]),
        fact("reversible", "Every migration must be reversible (up+down, or change with only reversible ops); they roll back often.",
             "rule", "user", ["migration", "reversible"], remember=True),
        fact("cron-time", "The overdue reminder runs at 08:00 Europe/London (cron 0 8 * * *), queue reminders: 5.",
             "config", "assistant", ["Europe/London", ["08:00", "0 8"]]),
    ],
    "optional": [
        opt("oban-ver", "Oban 2.18.3, Phoenix 1.7.14.", ["2.18.3"]),
    ],
    "questions": [
        q("Why did members get reminders twice?", "Quantum ran on both nodes", ["dup-cause"]),
        q("What schedules the overdue reminders?", "Oban Cron plugin, 08:00 Europe/London", ["oban", "cron-time"]),
        q("Are irreversible migrations ok?", "no, every migration must be reversible", ["reversible"]),
    ],
}


SESSIONS = [TIDAL, KNIT, PERL, CLOCK, SHED]
