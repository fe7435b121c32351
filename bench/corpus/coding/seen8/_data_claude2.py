"""Claude Code sessions of the h8 split (continued)."""

from __future__ import annotations

from datetime import datetime

from _common import F, Opt, Q

JULIA_TEST = """     Testing Running tests...
Test Summary:     | Pass  Fail  Total  Time
QuantileMapping   |   14     1     15  3.2s
  tails           |    3     1      4  0.4s
    extrapolation: Test Failed at /home/rk/cds/test/qm.jl:58
  Expression: maximum(out) <= 1.2 * maximum(obs)
   Evaluated: 61.9 <= 48.24
ERROR: LoadError: Some tests did not pass: 14 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /home/rk/cds/test/runtests.jl:4
"""

JULIA = {
    "id": "h8-cc-julia-downscaling",
    "project": "/home/rk/cds",
    "start": datetime(2026, 10, 16, 16, 45),
    "about": "Julia climate downscaling; method choice between options (pick said in passing); quantile-mapping "
             "tail fix; remember phrased as 'going forward'",
    "steps": [
        ("user", "Hey. The bias correction blows up in the precipitation tails. Test output:\n\n" + JULIA_TEST),
        ("tool", "Read", {"file_path": "src/qm.jl", "offset": 30, "limit": 20},
         "30 function qmap(model, obs, x)\n31     q = ecdf(model)(x)\n32     # linear extrapolation beyond the "
         "last quantile (default of Interpolations)\n33     itp = extrapolate(interpolate(quantiles(obs), "
         "Gridded(Linear())), Line())\n34     return itp(q)\n35 end"),
        ("assistant", "The tail blow-up comes from `Line()` extrapolation: beyond the highest observed quantile the "
                      "line keeps rising, so a single extreme model day maps to 61.9 mm.\n\nThree ways to handle "
                      "the tails:\n\n1. **Constant extrapolation** (`Flat()`): simple, but caps extremes at the "
                      "observed max, which removes climate-change signal.\n2. **Quantile delta mapping (QDM)**: "
                      "preserves the model's relative change per quantile; standard for precipitation.\n3. "
                      "**Fit a GPD tail**: most faithful, but slow and fiddly to validate.\n\nFor precipitation "
                      "I'd lean to 2."),
        ("user", "QDM then, GPD out, too slow for 400 grid cells x 30 models. Multiplicative for precip, "
                 "additive for temperature."),
        ("tool", "Write", {"file_path": "src/qdm.jl"}, "File written (74 lines)."),
        ("tool", "Bash", {"command": "julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -6"},
         "Test Summary:     | Pass  Total  Time\nQuantileMapping   |   15     15  2.9s\nQDM               |    9      9  "
         "1.1s\n     Testing cds tests passed"),
        ("assistant", "All green. `qdm(model_hist, obs, model_fut; kind=:multiplicative)` is used for `pr`, "
                      "`kind=:additive` for `tas`. The old `qmap` stays for comparison plots."),
        ("user", "cool. going forward we pin julia to 1.10 LTS for this repo, the cluster module only has "
                 "that. can you put it in the Project.toml compat"),
        ("tool", "Edit", {"file_path": "Project.toml", "old_string": "[compat]",
                          "new_string": "[compat]\njulia = \"1.10\""}, "ok"),
        ("assistant", "Added `julia = \"1.10\"` under `[compat]`."),
        ("user", "thx!"),
    ],
    "facts": [
        F("qdm", "Bias correction uses quantile delta mapping (QDM) instead of linear-extrapolated quantile "
          "mapping; GPD tails were rejected as too slow for 400 cells x 30 models.", "decision", "user",
          [["QDM", "quantile delta mapping"]]),
        F("qdm-kind", "QDM is multiplicative for precipitation and additive for temperature.", "convention",
          "user", ["multiplicative", "additive"]),
        F("tail-cause", "The precipitation tail blow-up came from Line() linear extrapolation beyond the last "
          "observed quantile.", "bugfix", "assistant", ["Line()", "extrapolation"]),
        F("julia-110", "The repo is pinned to Julia 1.10 LTS (compat in Project.toml) because the cluster module "
          "only has that version.", "rule", "user", ["1.10"], remember=True),
    ],
    "optional": [],
    "questions": [
        Q("Which bias-correction method does cds use?", "quantile delta mapping QDM", ["qdm"]),
        Q("Which Julia version?", "1.10 LTS", ["julia-110"]),
        Q("Why did the tails blow up?", "Line extrapolation", ["tail-cause"]),
    ],
}

CRYSTAL = {
    "id": "h8-cc-crystal-cli-release",
    "project": "/home/dv/tallyho",
    "start": datetime(2026, 10, 19, 19, 10),
    "about": "Crystal CLI; short terse session; static build decision approved with 'sure'; please-remember",
    "steps": [
        ("user", "release build for linux users. they complain about missing libgc"),
        ("assistant", "The binary links libgc and libpcre2 dynamically. I suggest building static binaries in the "
                      "`crystallang/crystal:1.14.0-alpine` image with `crystal build --release --static`; musl "
                      "makes static linking reliable. OK?"),
        ("user", "sure"),
        ("tool", "Bash", {"command": "docker run --rm -v $PWD:/src -w /src crystallang/crystal:1.14.0-alpine "
                                     "crystal build src/tallyho.cr --release --static -o bin/tallyho-linux-x86_64 "
                                     "&& ldd bin/tallyho-linux-x86_64"},
         "Using compiled compiler at /usr/bin/crystal\n        not a dynamic executable"),
        ("assistant", "Static binary built: `bin/tallyho-linux-x86_64`, no dynamic deps."),
        ("user", "good. please remember the release tag format is vYYYY.MM.N, like v2026.10.1, not semver"),
        ("assistant", "Will do: tags like `v2026.10.1`."),
        ("user", "tag this one"),
        ("tool", "Bash", {"command": "git tag v2026.10.1 && git push origin v2026.10.1"},
         "To github.example:dv/tallyho.git\n * [new tag]         v2026.10.1 -> v2026.10.1"),
    ],
    "facts": [
        F("static", "Linux release binaries are built static (crystal build --release --static) in the "
          "crystallang/crystal:1.14.0-alpine image, so users need no libgc.", "decision", "assistant",
          ["static", "alpine"]),
        F("tag-format", "Release tags use the format vYYYY.MM.N (e.g. v2026.10.1), not semver.", "convention",
          "user", ["vYYYY.MM.N"], remember=True),
    ],
    "optional": [Opt("crystal-ver", "Crystal 1.14.0 is used for release builds.", ["1.14.0"])],
    "questions": [
        Q("How are linux binaries built?", "static alpine crystal build --release --static", ["static"]),
        Q("What is the release tag format?", "vYYYY.MM.N not semver", ["tag-format"]),
    ],
}
