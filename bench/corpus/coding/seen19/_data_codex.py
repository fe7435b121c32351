"""h19 Codex sessions, part 1."""

from __future__ import annotations

from datetime import datetime

from _data_claude import A, F, Opt, Q, U


def SH(cmd, output, workdir=None):
    args = {"command": ["bash", "-lc", cmd]}
    if workdir:
        args["workdir"] = workdir
    return ("tool", "shell", args, output)


BELLS = {
    "id": "h19-cx-bells-cron",
    "project": "/home/dev/ringroster",
    "start": datetime(2026, 11, 4, 18, 30),
    "about": "Perl roster: weekday off-by-one fixed; systemd timer agreed then reversed at the end in favour of "
             "the cron job; ps-remember about the send time",
    "steps": [
        U("roster mail went out with the wrong days again. practice night is tuesday but the mail says monday. "
          "can you find it"),
        SH("sed -n '1,40p' lib/Roster/Dates.pm",
           "package Roster::Dates;\nuse strict;\nuse warnings;\nuse Time::Piece;\nuse Time::Seconds;\n\n"
           "# Monday first, like the tower notice board\n"
           "my @NIGHTS = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun');\n\n"
           "sub practice_label {\n"
           "    my ($date) = @_;\n"
           "    my $t = Time::Piece->strptime($date, '%Y-%m-%d');\n"
           "    return $NIGHTS[$t->_wday];\n"
           "}\n\n"
           "sub next_sunday {\n"
           "    my ($from) = @_;\n"
           "    my $t = Time::Piece->strptime($from, '%Y-%m-%d');\n"
           "    $t += ONE_DAY while $t->wdayname ne 'Sun';\n"
           "    return $t->ymd;\n"
           "}\n\n1;"),
        A("Found it. `practice_label` indexes `@NIGHTS` (which starts at Monday) with `$t->_wday`, but "
          "`_wday` counts from **0 = Sunday**. So every day comes out one too early: Tuesday (2) → `$NIGHTS[2]` "
          "would be Wed... wait, no — Tuesday is `_wday` 2 and `$NIGHTS[2]` is `Wed`, that's one too *late*. "
          "Let me check what the mail actually printed rather than guess."),
        SH("perl -Ilib -MRoster::Dates -E 'say Roster::Dates::practice_label(q(2026-11-03))'; "
           "perl -v | sed -n 2p",
           "Tue\n"
           "This is perl 5, version 36, subversion 0 (v5.36.0) built for x86_64-linux-gnu-thread-multi"),
        A("`2026-11-03` is a Tuesday and this prints `Tue`... because `_wday` is 2 and `$NIGHTS[2]`... no, "
          "`@NIGHTS` is zero-based, so index 2 is `Wed`. Let me look again — ah, the file in `lib/` isn't what "
          "the cron job uses."),
        SH("crontab -l | grep -v '^#'; head -5 /opt/ringroster/lib/Roster/Dates.pm | tail -1",
           "0 18 * * 4 cd /opt/ringroster && perl -Ilib bin/send_roster.pl --for next-sunday\n"
           "my @NIGHTS = ('Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat');"),
        A("Two copies have drifted: `/opt/ringroster` (what cron runs) still has the old Sunday-first list but "
          "someone deployed a `Dates.pm` that adds 1 to the index in `send_roster.pl`. The robust fix is to "
          "stop indexing by number altogether: `practice_label` returns `$t->wdayname`, which Time::Piece "
          "already gives as `Tue`, and `send_roster.pl` loses its `+ 1`. Then I'll deploy the repo copy to "
          "/opt."),
        U("do it"),
        SH("prove -l t/ 2>&1 | tail -6",
           "t/dates.t ...... ok\nt/mail.t ....... ok\nt/roster.t ..... ok\nt/swaps.t ...... ok\n"
           "All tests successful.\nFiles=4, Tests=37,  1 wallclock secs ( 0.04 usr  0.01 sys +  0.61 cusr  "
           "0.09 csys =  0.75 CPU)\nResult: PASS"),
        A("Fixed and tested (37 tests pass, including a new one for every weekday of November). While I'm in "
          "the deploy bits: the mail is sent from a crontab entry. I could move it to a systemd timer with "
          "`Persistent=true`, so a send that was missed while the box was off happens at next boot. Want that?"),
        U("sure, sounds better. ps: remember the roster mail goes out thursdays 18:00 for the folowing sunday, "
          "not earlier — ringers reply to the latest one and swaps get lost otherwise"),
        SH("cat > deploy/ringroster-send.timer <<'EOF'\n[Timer]\nOnCalendar=Thu 18:00\nPersistent=true\n"
           "EOF\nls deploy/",
           "crontab  ringroster-send.service  ringroster-send.timer"),
        A("Wrote `deploy/ringroster-send.service` and `.timer` (`OnCalendar=Thu 18:00`, `Persistent=true`). "
          "Next step would be removing the crontab line on the box and `systemctl enable --now` the timer."),
        U("hm wait. scratch that, keep the cron job — I just remembered the vicarage box runs devuan, there is "
          "no systemd on it at all"),
        SH("git rm -q deploy/ringroster-send.service deploy/ringroster-send.timer && git status --short",
           "D  deploy/ringroster-send.service\nD  deploy/ringroster-send.timer\nM  bin/send_roster.pl\n"
           "M  lib/Roster/Dates.pm\nM  t/dates.t"),
        A("Removed the unit files; the crontab (`0 18 * * 4`) stays as it is. Only the weekday fix is left to "
          "commit and deploy."),
        U("commit + copy to /opt. cheers"),
        SH("git commit -qam 'weekday labels from wdayname, no index arithmetic' && "
           "rsync -a lib bin /opt/ringroster/ && echo deployed",
           "deployed"),
    ],
    "facts": [
        F("wday-fix", "Practice-night days were wrong because the weekday came from indexing a list with "
          "Time::Piece _wday (0 = Sunday) plus drifted offsets; fix: use $t->wdayname, no index arithmetic.",
          "bugfix", "assistant", ["wdayname"]),
        F("keep-cron", "The roster mail stays a cron job, not a systemd timer: the vicarage box runs Devuan "
          "without systemd.", "decision", "user", ["cron", "Devuan"]),
        F("thursday-18", "The roster mail goes out Thursdays at 18:00 for the following Sunday, not earlier.",
          "rule", "user", [["Thursday", "thursdays", "Thu"], "18:00"], remember=True),
    ],
    "optional": [
        Opt("perl-536", "The box runs perl v5.36.0.", ["v5.36.0"]),
        Opt("opt-path", "The cron job runs from /opt/ringroster.", ["/opt/ringroster"]),
    ],
    "questions": [
        Q("How is the roster mail scheduled?", "cron job Thursdays 18:00; no systemd on the Devuan box",
          ["keep-cron", "thursday-18"]),
        Q("Why were practice night days wrong?", "weekday index from _wday; now uses wdayname", ["wday-fix"]),
    ],
}


_JULIA_TRACE = """\
julia> include("scripts/run_vadret.jl")
[ Info: MeltModel v0.7.2, Julia 1.10.4, OrdinaryDiffEq 6.89.0, LinearSolve 2.36.2, SciMLBase 2.58.1
[ Info: loading forcing data/vadret/forcing_2019_2024.nc (52584 hourly steps)
ERROR: LoadError: UndefVarError: `DEFAULT_LINSOLVE` not defined
Stacktrace:
  [1] getproperty(x::Module, f::Symbol)
    @ Base ./Base.jl:31
  [2] build_solver(cfg::MeltModel.SolverConfig)
    @ MeltModel ~/dev/melt-model/src/solver.jl:27
  [3] run_site(site::MeltModel.Site, forcing::MeltModel.Forcing; tspan::Tuple{Float64, Float64}, saveat::Float64)
    @ MeltModel ~/dev/melt-model/src/run.jl:64
  [4] run_site
    @ ~/dev/melt-model/src/run.jl:58 [inlined]
  [5] top-level scope
    @ ~/dev/melt-model/scripts/run_vadret.jl:19
  [6] include(fname::String)
    @ Base.MainInclude ./client.jl:489
  [7] top-level scope
    @ REPL[1]:1
in expression starting at /home/dev/melt-model/scripts/run_vadret.jl:19

caused by: UndefVarError: `DEFAULT_LINSOLVE` not defined
Stacktrace:
  [1] getproperty(x::Module, f::Symbol)
    @ Base ./Base.jl:31
  [2] (::MeltModel.var"#build_solver##0#build_solver##1")()
    @ MeltModel ~/dev/melt-model/src/solver.jl:29
  [3] build_solver(cfg::MeltModel.SolverConfig)
    @ MeltModel ~/dev/melt-model/src/solver.jl:27"""

GLACIER = {
    "id": "h19-cx-glacier-trace",
    "project": "/home/dev/melt-model",
    "start": datetime(2026, 11, 6, 9, 10),
    "about": "long pasted Julia stack trace with versions; root cause an internal constant removed upstream; "
             "solver choice kept with reason; do-not-forget remember about calibrated factors",
    "steps": [
        U(_JULIA_TRACE + "\n\nthis after a Pkg.update() yesterday. worked last week"),
        SH("sed -n '20,36p' src/solver.jl && git log -1 --format=%cd -- Manifest.toml",
           "struct SolverConfig\n    alg::Symbol\n    reltol::Float64\n    abstol::Float64\nend\n\n"
           "function build_solver(cfg::SolverConfig)\n"
           "    ls = OrdinaryDiffEq.DEFAULT_LINSOLVE\n"
           "    if cfg.alg === :rodas\n"
           "        return Rodas5P(linsolve = ls)\n"
           "    else\n"
           "        return Tsit5()\n"
           "    end\nend\n"
           "Thu Nov 5 17:42:10 2026 +0100"),
        A("The trace is clear once you look at line 27: `build_solver` reaches into "
          "`OrdinaryDiffEq.DEFAULT_LINSOLVE`, an internal, unexported constant. Your `Pkg.update()` moved "
          "OrdinaryDiffEq to **6.89.0**, where that constant no longer exists (linear solver defaults moved into "
          "LinearSolve's own default algorithm selection). Nothing in your model is wrong; the code depended on a "
          "private name.\n\n"
          "Two ways out:\n- pin OrdinaryDiffEq back to the old version in `[compat]`, or\n"
          "- stop using the internal name and pass the linear solver explicitly: `Rodas5P(linsolve = "
          "KLUFactorization())` from LinearSolve, which is what the old default resolved to for your sparse "
          "Jacobian.\n\n"
          "The second is the real fix; pinning just postpones it."),
        U("second one. but check the results are the same as before, the calibration run from last week is in "
          "out/ref_2026-10-30.csv"),
        SH("git diff --stat && julia --project -e 'using MeltModel; MeltModel.compare_run(\"scripts/run_vadret.jl\","
           " \"out/ref_2026-10-30.csv\")' 2>&1 | tail -6",
           " Project.toml  | 1 +\n src/solver.jl | 3 ++-\n 2 files changed, 3 insertions(+), 1 deletion(-)\n"
           "[ Info: run finished in 38.4 s (solver Rodas5P, 11204 steps, 0 rejected)\n"
           "max |Δ runoff|   = 2.1e-9 m w.e.\nmax |Δ swe|      = 4.7e-10 m\n"
           "max |Δ temp_ice| = 1.3e-8 °C\nRESULT: identical within tolerance (1e-6)"),
        A("Identical within 1e-6 to last week's reference (max runoff difference 2.1e-9 m w.e.). "
          "`src/solver.jl` now uses `KLUFactorization()` and `LinearSolve` is a direct dependency in "
          "`Project.toml`.\n\n"
          "Side note: the run takes 38 s with Rodas5P. The `else` branch still offers Tsit5 — would you like "
          "me to benchmark it? Explicit solvers are often faster on smooth forcing."),
        U("no, we tried tsit5 in spring, the refreezing term is stiff and it took like 40x the steps and still "
          "blew up in the april melt onset. rodas5p stays. you can delete the tsit5 branch actually\n\n"
          "and do not forget: the degree-day factors (ice 8.0, snow 3.5 mm w.e. per °C per day) are calibrated "
          "against the Vadret stake data. they are not tuning knobs, nobody changes them in this repo without a "
          "new calibration run"),
        SH("git commit -qam 'solver: explicit KLU linsolve, drop Tsit5 branch' && git log --oneline -1",
           "f41b8a0 solver: explicit KLU linsolve, drop Tsit5 branch"),
        A("Done: Tsit5 branch removed, `SolverConfig.alg` is now always `:rodas` (kept the field so old "
          "config files still load). Committed as `f41b8a0`. I also added a comment above `DDF_ICE = 8.0` and "
          "`DDF_SNOW = 3.5` in `src/params.jl` saying they come from the Vadret calibration."),
        U("perfect, danke"),
    ],
    "facts": [
        F("linsolve-fix", "After Pkg.update to OrdinaryDiffEq 6.89, build_solver failed because it used the "
          "removed internal OrdinaryDiffEq.DEFAULT_LINSOLVE; fix: pass KLUFactorization() from LinearSolve "
          "explicitly (no version pin).", "bugfix", "assistant", ["DEFAULT_LINSOLVE", "KLUFactorization"]),
        F("rodas5p", "The model uses Rodas5P, not Tsit5: the refreezing term is stiff and Tsit5 took ~40x the "
          "steps and blew up at melt onset.", "decision", "user", ["Rodas5P", ["stiff", "Tsit5"]]),
        F("ddf-fixed", "Degree-day factors ice 8.0 and snow 3.5 mm w.e./°C/day are calibrated against the "
          "Vadret stake data and must not be changed without a new calibration run.", "rule", "user",
          ["8.0", "3.5", ["degree-day", "DDF"]], remember=True),
    ],
    "optional": [
        Opt("julia-version", "Julia 1.10.4, OrdinaryDiffEq 6.89.0.", ["1.10.4"]),
        Opt("reference", "Reference calibration output is out/ref_2026-10-30.csv.", ["ref_2026-10-30"]),
    ],
    "questions": [
        Q("Why did run_vadret.jl fail with DEFAULT_LINSOLVE not defined?", "internal constant removed in "
          "OrdinaryDiffEq 6.89; now KLUFactorization passed explicitly", ["linsolve-fix"]),
        Q("Which ODE solver does melt-model use?", "Rodas5P, the refreezing term is stiff", ["rodas5p"]),
        Q("Can I tune the degree-day factors?", "no, ice 8.0 and snow 3.5 are calibrated against Vadret",
          ["ddf-fixed"]),
    ],
}


FERRY = {
    "id": "h19-cx-ferry-port",
    "project": "/home/dev/quayside-customs",
    "start": datetime(2026, 11, 7, 7, 55),
    "about": "Quarkus: port typo corrected and restated several times (one fact); management port; XML lib "
             "pick; can-you-store-that remember about the token env var",
    "steps": [
        U("morning. the gate kiosks need to reach the manifest endpoint. they can only reach port 8008, i mean "
          "8080 — the quay firewall lets 8080 through and nothing else. what's the service on now?"),
        SH("grep -n 'port' src/main/resources/application.properties",
           "3:quarkus.http.port=8180\n4:%dev.quarkus.http.port=8081\n"
           "12:quarkus.management.enabled=true\n"
           "13:# management interface defaults to port 9000 when enabled"),
        A("It's on 8180 in prod and 8081 in dev. I'll set `quarkus.http.port=8080`. Should dev follow to "
          "8080 too, or keep 8081 so it doesn't collide with something locally?"),
        U("8080 everywhere, dev too. less confusion. and management: 9000 is taken on those hosts by the old "
          "sonar container, put it on 9001"),
        SH("sed -i 's/^quarkus.http.port=8180/quarkus.http.port=8080/; /^%dev.quarkus.http.port/d' "
           "src/main/resources/application.properties && echo 'quarkus.management.port=9001' >> "
           "src/main/resources/application.properties && ./mvnw -q quarkus:dev -Dquarkus.console.enabled=false "
           "& sleep 25; curl -s localhost:9001/q/health; kill %1",
           "__  ____  __  _____   ___  __ ____  ______\n --/ __ \\/ / / / _ | / _ \\/ //_/ / / / __/\n"
           " -/ /_/ / /_/ / __ |/ , _/ ,< / /_/ /\\ \\\n--\\___\\_\\____/_/ |_/_/|_/_/|_|\\____/___/\n"
           "2026-11-07 08:01:12,448 INFO  [io.quarkus] quayside-customs 1.12.0-SNAPSHOT on JVM (powered by Quarkus "
           "3.15.1) started in 3.902s. Listening on: http://0.0.0.0:8080\n"
           "2026-11-07 08:01:12,449 INFO  [io.quarkus] Management interface listening on http://0.0.0.0:9001\n"
           "2026-11-07 08:01:12,449 INFO  [io.quarkus] Profile dev activated. Live Coding activated.\n"
           "{\"status\":\"UP\",\"checks\":[{\"name\":\"Database connections health check\",\"status\":\"UP\"}]}"),
        A("Now listening on **8080** (dev and prod — the dev override is gone) and the management interface "
          "on **9001**; health check is UP.\n\n"
          "For the manifest endpoint itself: the harbour system sends XML. We can bind it with JAXB "
          "(`quarkus-jaxb`) or with Jackson's XML module (`jackson-dataformat-xml`). JAXB handles the XSD "
          "namespaces more faithfully; Jackson reuses the annotations and ObjectMapper config you already have."),
        U("jackson xml, we already have jackson everywhere and nobody here knows jaxb.\n\n"
          "also, can you store that: the customs API token comes from the env var QS_CUSTOMS_TOKEN, never "
          "hardcode it, not even in tests — tests use a dummy set in the surefire config"),
        SH("./mvnw -q test 2>&1 | tail -8",
           "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.114 s -- in "
           "port.quayside.manifest.ManifestXmlTest\n"
           "[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 6.902 s -- in "
           "port.quayside.customs.CustomsClientTest\n"
           "[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0\n"
           "[INFO] BUILD SUCCESS"),
        A("Added `jackson-dataformat-xml`, a `POST /manifests` resource consuming `application/xml`, and the "
          "client reads `${QS_CUSTOMS_TOKEN}` via `@ConfigProperty`; the tests get a dummy value from "
          "`<environmentVariables>` in the surefire plugin. 14 tests pass. Kiosks can hit "
          "`http://<host>:8080/manifests`."),
        U("👍 thanks"),
    ],
    "facts": [
        F("port-8080", "quayside-customs listens on port 8080 in all profiles (dev too): the quay firewall only "
          "lets 8080 through to the gate kiosks.", "config", "user", ["8080"]),
        F("mgmt-9001", "The Quarkus management interface is on port 9001 (9000 is taken by the old sonar "
          "container).", "config", "user", ["9001"]),
        F("jackson-xml", "Manifest XML is bound with jackson-dataformat-xml, not JAXB: Jackson is used everywhere "
          "and nobody knows JAXB.", "decision", "user", [["jackson-dataformat-xml", "Jackson XML"]]),
        F("token-env", "The customs API token comes from the env var QS_CUSTOMS_TOKEN; never hardcode it, not "
          "even in tests (tests use a dummy from the surefire config).", "rule", "user", ["QS_CUSTOMS_TOKEN"],
          remember=True),
    ],
    "optional": [
        Opt("quarkus-version", "Quarkus 3.15.1.", ["3.15.1"]),
    ],
    "questions": [
        Q("Which port does quayside-customs listen on?", "8080", ["port-8080"]),
        Q("Where does the customs API token come from?", "env var QS_CUSTOMS_TOKEN", ["token-env"]),
        Q("Which library parses the manifest XML?", "jackson-dataformat-xml", ["jackson-xml"]),
    ],
}

SESSIONS = [BELLS, GLACIER, FERRY]
