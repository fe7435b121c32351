"""Codex sessions of the h14 split, part one."""

from __future__ import annotations

from datetime import datetime

from _helpers import fact, opt, q


def sh(cmd: str) -> dict[str, object]:
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


SESSIONS = [
    {
        "id": "h14-cx-allotment-laravel",
        "project": "/srv/www/plotbook",
        "start": datetime(2026, 11, 16, 18, 30),
        "about": "PHP Laravel allotment booking: database picked with one word ('postgres') and the reason "
                 "given two messages later; 'going forward' remember about money; docker compose output with "
                 "ports and env names that decide nothing; a one-off rename",
        "steps": [
            ("user", "evening. fresh laravel 11 app for the Hollins Lane allotment association — members book "
                     "plots per season and the shared tools (rotavator, trailer) by the day. breeze is in. "
                     "next: migrations for plots, members, bookings"),
            ("assistant", "Sounds good. One thing before I write the migrations: which database? The "
                          "default `.env` points at MySQL, but SQLite or Postgres are equally easy here. It "
                          "affects how I enforce \"no double bookings\"."),
            ("user", "postgres"),
            ("tool", "shell", sh("cat docker-compose.yml | sed -n 1,30p"),
             "services:\n  app:\n    build: .\n    ports: [\"8000:8000\"]\n    environment:\n      APP_ENV: local\n"
             "      DB_CONNECTION: mysql\n  mysql:\n    image: mysql:8.4\n    ports: [\"3306:3306\"]\n"
             "  mailpit:\n    image: axllent/mailpit:v1.20\n    ports: [\"1025:1025\", \"8025:8025\"]"),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: docker-compose.yml\n-  mysql:\n-    "
                                     "image: mysql:8.4\n+  pgsql:\n+    image: postgres:16\n*** End Patch"},
             "Success. Updated the following files:\nM docker-compose.yml\nM .env.example"),
            ("tool", "shell", sh("docker compose up -d && docker compose ps && php artisan --version"),
             "[+] Running 3/3\n ✔ Container plotbook-pgsql-1    Started\n ✔ Container plotbook-mailpit-1  "
             "Started\n ✔ Container plotbook-app-1      Started\nNAME                 IMAGE                  "
             "PORTS\nplotbook-app-1       plotbook-app           0.0.0.0:8000->8000/tcp\nplotbook-pgsql-1     "
             "postgres:16            0.0.0.0:5432->5432/tcp\nplotbook-mailpit-1   axllent/mailpit:v1.20  "
             "0.0.0.0:1025->1025/tcp, 0.0.0.0:8025->8025/tcp\nLaravel Framework 11.31.0"),
            ("assistant", "Switched the compose file and `.env.example` to Postgres 16 (`DB_CONNECTION=pgsql`). "
                          "Containers are up. Writing the migrations now: `plots` (number, size_m2, "
                          "has_water), `members`, `plot_bookings` (plot, member, season), `tool_bookings` "
                          "(tool, member, date range)."),
            ("user", "the mailpit thing is only for local right? we send via the council's smtp in prod"),
            ("assistant", "Yes — mailpit only catches mail locally (web UI on 8025). Prod uses whatever "
                          "`MAIL_HOST` is set in the server's `.env`; nothing in the repo points at mailpit "
                          "outside `docker-compose.yml`."),
            ("user", "ok. and the reason I said postgres: two people booking the rotavator for overlapping days "
                     "has to be impossible at the database level, not just in a form request, because the "
                     "committee also edits bookings straight in adminer. postgres can do that with an exclusion "
                     "constraint (btree_gist), mysql can't"),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Add File: database/migrations/"
                                     "2026_11_16_190000_create_tool_bookings_table.php\n+ DB::statement('CREATE "
                                     "EXTENSION IF NOT EXISTS btree_gist');\n+ DB::statement('ALTER TABLE "
                                     "tool_bookings ADD CONSTRAINT tool_no_overlap EXCLUDE USING gist (tool_id "
                                     "WITH =, daterange(starts_on, ends_on, \\'[]\\') WITH &&)');\n*** End Patch"},
             "Success. Updated the following files:\nA database/migrations/2026_11_16_190000_create_tool_bookings_"
             "table.php"),
            ("tool", "shell", sh("php artisan migrate:fresh && php artisan test --filter=ToolBooking"),
             "  INFO  Preparing database.\n  Creating migration table .......... 12.41ms DONE\n"
             "  2026_11_16_185500_create_plots_table .......... 8.02ms DONE\n"
             "  2026_11_16_190000_create_tool_bookings_table .......... 15.77ms DONE\n\n"
             "   PASS  Tests\\Feature\\ToolBookingTest\n  ✓ a tool can be booked\n  ✓ overlapping booking "
             "is rejected by the database\n  ✓ adjacent days are fine\n\n  Tests:    3 passed (5 assertions)"),
            ("assistant", "The `tool_bookings` table has an exclusion constraint `tool_no_overlap` over "
                          "`tool_id` and the inclusive date range, so an overlapping booking fails even when "
                          "inserted from adminer. Adjacent days are allowed."),
            ("user", "brilliant. fees next: plot rent is £38.50 a season for a half plot. going forward all "
                     "money is stored as integer pence, no decimal columns, no floats — the old spreadsheet "
                     "had the treasurer chasing 1p differences for a month. also rename `size_m2` to "
                     "`area_m2` pls"),
            ("tool", "shell", sh("grep -rln size_m2 app database resources | xargs sed -i 's/size_m2/area_m2/g' "
                                 "&& php artisan migrate:fresh --seed >/dev/null && php artisan test | tail -3"),
             "  Tests:    19 passed (41 assertions)\n  Duration: 1.12s"),
            ("assistant", "Renamed `size_m2` → `area_m2`. Added `rent_pence` (unsigned integer) to plots; the "
                          "half-plot seed has 3850. A `Money::format()` helper renders `£38.50` for the "
                          "views. All 19 tests pass."),
            ("user", "cheers, night"),
        ],
        "facts": [
            fact("postgres", "The app uses Postgres (not MySQL) so overlapping tool bookings are impossible at "
                 "database level via an exclusion constraint with btree_gist; the committee edits in adminer.",
                 "decision", "user", [["Postgres", "postgres"], "exclusion constraint"]),
            fact("no-overlap", "tool_bookings has the exclusion constraint tool_no_overlap over tool_id and the "
                 "inclusive date range.", "fact", "assistant", ["tool_no_overlap"]),
            fact("pence", "All money is stored as integer pence; no decimal columns or floats.", "rule", "user",
                 ["pence", "integer"], remember=True),
            fact("half-plot", "Half-plot rent is £38.50 a season (rent_pence 3850).", "config", "user",
                 [["38.50", "3850"], "half plot"]),
            fact("prod-mail", "Mailpit is only local; production mail goes through the council's SMTP.", "fact",
                 "user", ["council", "SMTP"]),
        ],
        "optional": [
            opt("pg16", "Local database is postgres:16 in docker compose.", ["postgres:16"]),
        ],
        "questions": [
            q("Which database does plotbook use and why?", "Postgres, exclusion constraint against overlapping bookings",
              ["postgres"]),
            q("How are fees stored?", "integer pence", ["pence"]),
            q("What stops overlapping tool bookings?", "exclusion constraint tool_no_overlap", ["no-overlap",
              "postgres"]),
        ],
    },
    {
        "id": "h14-cx-fsharp-quotes",
        "project": "/home/dev/quote-engine",
        "start": datetime(2026, 11, 17, 9, 45),
        "about": "F# insurance quote engine, markdown-heavy assistant: rounding options laid out and one picked "
                 "with a reason; remember-request in a message that also asks a one-off question; a discount "
                 "applied twice; test output with versions",
        "steps": [
            ("user", "Hi. Quotes for the home contents product are 1 cent off the old Excel rater in about 3% of "
                     "cases. Golden file comparison is in tests/golden. Can you look?"),
            ("tool", "shell", sh("dotnet test tests/QuoteEngine.Tests --filter Category=Golden 2>&1 | tail -12"),
             "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
             "  QuoteEngine -> /home/dev/quote-engine/src/QuoteEngine/bin/Debug/net8.0/QuoteEngine.dll\n"
             "Test run for /home/dev/quote-engine/tests/QuoteEngine.Tests/bin/Debug/net8.0/QuoteEngine.Tests.dll "
             "(.NETCoreApp,Version=v8.0)\nVSTest version 17.11.1 (x64)\n\n  Failed golden-contents-0412 [4 ms]\n"
             "  Error Message:\n   expected 187.35 but was 187.34\n  Failed golden-contents-1177 [1 ms]\n"
             "  Error Message:\n   expected 92.15 but was 92.14\n\nFailed!  - Failed:    31, Passed:  969, "
             "Skipped:     0, Total:  1000"),
            ("tool", "shell", sh("grep -rn 'Math.Round\\|Decimal.Round' src/QuoteEngine"),
             "src/QuoteEngine/Pricing.fs:88:    Math.Round(premium, 2)\n"
             "src/QuoteEngine/Tax.fs:21:    Math.Round(net * iptRate, 2)"),
            ("assistant", "## What's different\n\nEvery failing case ends in exactly half a cent before "
                          "rounding (187.345, 92.145, …). `Math.Round(x, 2)` in .NET uses **banker's "
                          "rounding** (`MidpointRounding.ToEven`) by default, so 187.345 → 187.34. Excel's "
                          "`ROUND` goes away from zero: 187.345 → 187.35.\n\n## Options\n\n| option | rule | "
                          "effect |\n|---|---|---|\n| A | `MidpointRounding.AwayFromZero` | matches Excel "
                          "and the golden files |\n| B | keep `ToEven` | statistically unbiased, but 31 "
                          "golden cases differ |\n| C | round only once at the very end | fewer rounding "
                          "points, but IPT has to be shown separately on the schedule, so it needs its own "
                          "rounding anyway |\n\nA is the smallest change. B and C would need the "
                          "underwriters to accept new golden files."),
            ("user", "A. The underwriting manual literally says round half up and the regulator sees the Excel "
                     "numbers, so we match them, no discussion."),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/QuoteEngine/Money.fs\n+let "
                                     "round2 (x: decimal) = Math.Round(x, 2, MidpointRounding.AwayFromZero)\n"
                                     "*** End Patch"},
             "Success. Updated the following files:\nM src/QuoteEngine/Money.fs\nM src/QuoteEngine/Pricing.fs\n"
             "M src/QuoteEngine/Tax.fs"),
            ("tool", "shell", sh("dotnet test tests/QuoteEngine.Tests 2>&1 | tail -2"),
             "Passed!  - Failed:     0, Passed:  1000, Skipped:     0, Total:  1000, Duration: 1 s - "
             "QuoteEngine.Tests.dll (net8.0)"),
            ("assistant", "Added `Money.round2` using `MidpointRounding.AwayFromZero` and replaced both "
                          "`Math.Round` calls with it. 1000/1000 golden cases pass."),
            ("user", "Great. Two more things. please remember that premiums and rates are always decimal in this "
                     "codebase, never float — a contractor once put a float in the loading calc and we had to "
                     "reissue 400 quotes. And unrelated question, what's the practical difference between "
                     "Seq.fold and List.fold for our rating steps?"),
            ("assistant", "Noted: premiums and rates stay `decimal`, never `float`.\n\nOn the folds:\n\n"
                          "- `List.fold` works on an F# list, which is already fully in memory; it's strict "
                          "and simple.\n- `Seq.fold` works on any `seq` (lazy). If the steps come from a "
                          "`seq { }` that reads a file or does work per item, that work happens during the "
                          "fold — and again if you fold the same seq twice.\n\nYour rating steps are a "
                          "fixed list of ~20 functions, so `List.fold` is the better fit; there's no "
                          "performance difference worth measuring at that size."),
            ("user", "ok. last: the no-claims discount seems to be applied twice on the motor product, "
                     "quote MX-2231 gets 60% off instead of 30"),
            ("tool", "shell", sh("grep -rn 'noClaims' src/QuoteEngine | head"),
             "src/QuoteEngine/Motor.fs:44:    |> applyDiscount noClaims\nsrc/QuoteEngine/Motor.fs:71:    "
             "let steps = [ base; vehicleGroup; area; noClaims; voluntaryExcess ]\n"
             "src/QuoteEngine/Discounts.fs:12:let noClaims (q: Quote) = ..."),
            ("assistant", "`Motor.fs` applies `noClaims` twice: once in the `steps` list on line 71 (the "
                          "normal pipeline) and once more on line 44, left over from before the pipeline "
                          "existed. I removed line 44; MX-2231 now gets 30 %, and I added it as a regression "
                          "test."),
            ("tool", "shell", sh("dotnet test tests/QuoteEngine.Tests 2>&1 | tail -1"),
             "Passed!  - Failed:     0, Passed:  1001, Skipped:     0, Total:  1001, Duration: 1 s"),
            ("user", "thanks! btw if the golden files ever need regenerating, that's scripts/export_golden.fsx "
                     "from the Excel rater export — the files in tests/golden aren't hand-edited"),
            ("assistant", "Understood, I'll regenerate them only with `scripts/export_golden.fsx`."),
        ],
        "facts": [
            fact("golden-regen", "Golden files in tests/golden are regenerated only with "
                 "scripts/export_golden.fsx from the Excel rater export, not edited by hand.", "convention",
                 "user", ["export_golden.fsx"]),
            fact("away-from-zero", "Money is rounded with MidpointRounding.AwayFromZero (Money.round2) to match "
                 "the underwriting manual and the Excel rater the regulator sees.", "decision", "user",
                 ["AwayFromZero"]),
            fact("decimal-only", "Premiums and rates are always decimal, never float.", "rule", "user",
                 ["decimal", "float"], remember=True),
            fact("double-ncd", "The motor no-claims discount was applied twice (steps list and a leftover "
                 "applyDiscount on line 44 of Motor.fs); the leftover was removed.", "bugfix", "assistant",
                 ["noClaims", "twice"]),
        ],
        "optional": [
            opt("bankers", ".NET Math.Round defaults to banker's rounding (ToEven).", ["ToEven"]),
            opt("list-fold", "Rating steps use List.fold, a fixed list of about 20 functions.", ["List.fold"]),
        ],
        "questions": [
            q("How are premiums rounded?", "MidpointRounding.AwayFromZero, like Excel", ["away-from-zero"]),
            q("Can I use float for a loading?", "no, always decimal", ["decimal-only"]),
            q("Why did MX-2231 get 60% no-claims discount?", "noClaims applied twice in Motor.fs", ["double-ncd"]),
        ],
    },
    {
        "id": "h14-cx-julia-regrid",
        "project": "/home/ines/src/GridShift.jl",
        "start": datetime(2026, 11, 18, 13, 5),
        "about": "Julia climate-grid regridder: long hunt for a 0.3% mass loss in conservative regridding; "
                 "Float32 accumulation, pole cells, area weights and threading all ruled out; ends 'no idea, "
                 "parking it'; nothing durable",
        "steps": [
            ("user", "conservative regrid from the 0.25° ERA grid to our 1° ocean grid loses ~0.3% of total "
                     "precip mass. should be ~1e-12. test is test/conservation.jl"),
            ("tool", "shell", sh("julia --project -e 'using Pkg; Pkg.test(test_args=[\"conservation\"])' 2>&1 | tail -15"),
             "     Testing GridShift\n      Status `/tmp/jl_Qk3u/Project.toml`\n  [a93c6f00] DataFrames v1.7.0\n"
             "  [e9467ef8] GLMakie v0.10.16\n  [30363a11] NetCDF v0.12.0\n  [5d6c0e1f] GridShift v0.6.1 "
             "`~/src/GridShift.jl`\nconservation: Test Failed at test/conservation.jl:31\n  Expression: "
             "isapprox(sum_out, sum_in; rtol = 1e-10)\n   Evaluated: isapprox(4.18230e17, 4.19487e17; rtol "
             "= 1.0e-10)\nTest Summary: | Pass  Fail  Total  Time\nconservation  |    3     1      4  6.2s"),
            ("assistant", "Relative loss is (4.19487 − 4.18230)/4.19487 ≈ 0.30 %. First suspect: "
                          "accumulation precision. Let me check the element types in the weight matrix and "
                          "the accumulation loop."),
            ("tool", "shell", sh("grep -n 'Float32\\|zeros(' src/weights.jl src/apply.jl"),
             "src/weights.jl:14:    W = spzeros(Float64, nout, nin)\nsrc/apply.jl:9:    out = zeros(eltype(field), "
             "size(grid_out))\nsrc/apply.jl:22:    acc = zero(eltype(field))"),
            ("assistant", "The input field is Float32 (from the NetCDF), so `acc` accumulates in Float32. "
                          "Summing ~16 source cells per target cell in Float32 shouldn't lose 0.3 %, but let me "
                          "rule it out by forcing Float64."),
            ("tool", "shell", sh("julia --project test/conservation.jl --promote-f64 2>&1 | tail -3"),
             "sum_in  = 4.194870331e17\nsum_out = 4.182301754e17\nrel err = 2.9961e-3"),
            ("assistant", "Same 0.2996 % with Float64 throughout. Not precision."),
            ("user", "poles? the ERA grid has a row of points at ±90"),
            ("tool", "shell", sh("julia --project -e 'using GridShift; g=era_grid(0.25); "
                                 "@show extrema(g.lat_edges) count(iszero, cell_areas(g))'"),
             "extrema(g.lat_edges) = (-90.0, 90.0)\ncount(iszero, cell_areas(g)) = 0"),
            ("tool", "shell", sh("julia --project test/conservation.jl --mask-lat 80 2>&1 | tail -3"),
             "sum_in  = 3.998117204e17\nsum_out = 3.986141977e17\nrel err = 2.9953e-3"),
            ("assistant", "Masking everything poleward of 80° leaves the error unchanged (0.2995 %), so it's "
                          "not the polar rows. The pole cells have non-zero area too."),
            ("user", "hm ok. area weights then? we use spherical areas for source and destination?"),
            ("tool", "shell", sh("grep -n 'function cell_areas' -A12 src/grids.jl"),
             "41:function cell_areas(g::LatLonGrid; R = 6.371e6)\n42:    A = similar(g.lat, length(g.lat), "
             "length(g.lon))\n43:    for j in eachindex(g.lat), i in eachindex(g.lon)\n44:        φ1, φ2 = "
             "deg2rad(g.lat_edges[j]), deg2rad(g.lat_edges[j+1])\n45:        λ = deg2rad(g.lon_edges[i+1] - "
             "g.lon_edges[i])\n46:        A[j, i] = R^2 * λ * (sin(φ2) - sin(φ1))\n47:    end\n48:    A\n49:end"),
            ("assistant", "That's the exact spherical area formula, used for both grids. Quick check that the "
                          "areas sum to the sphere: 4πR² = 5.1006e14 m²."),
            ("tool", "shell", sh("julia --project -e 'using GridShift; @show sum(cell_areas(era_grid(0.25))) "
                                 "sum(cell_areas(ocean_grid()))'"),
             "sum(cell_areas(era_grid(0.25))) = 5.100645e14\nsum(cell_areas(ocean_grid())) = 5.100645e14"),
            ("assistant", "Both sum to the full sphere. Areas are fine."),
            ("user", "the ocean grid has land. are we dropping mass that falls on land cells?"),
            ("tool", "shell", sh("julia --project test/conservation.jl --no-landmask 2>&1 | tail -3"),
             "sum_in  = 4.194870331e17\nsum_out = 4.182301754e17\nrel err = 2.9961e-3"),
            ("assistant", "Identical with the land mask switched off. So not land either."),
            ("user", "threads? I added @threads to apply last week"),
            ("tool", "shell", sh("JULIA_NUM_THREADS=1 julia --project test/conservation.jl 2>&1 | tail -3; "
                                 "JULIA_NUM_THREADS=8 julia --project test/conservation.jl 2>&1 | tail -1"),
             "sum_in  = 4.194870331e17\nsum_out = 4.182301754e17\nrel err = 2.9961e-3\nrel err = 2.9961e-3"),
            ("assistant", "Same number with 1 and 8 threads, bit for bit. No race."),
            ("user", "ugh. check the weights row sums, each dest row should sum to 1 where fully covered"),
            ("tool", "shell", sh("julia --project -e 'using GridShift, SparseArrays; W=build_weights(era_grid(0.25),"
                                 " ocean_grid()); r=vec(sum(W,dims=2)); @show extrema(r) count(x->abs(x-1)>1e-9, r)'"),
             "extrema(r) = (0.9999999999999978, 1.0000000000000024)\ncount(x -> abs(x - 1) > 1.0e-9, r) = 0"),
            ("assistant", "Every destination row sums to 1 within 2e-15. For conservation what matters is "
                          "that each *source* cell's area is fully distributed, i.e. column sums weighted by "
                          "area ratios. Checking that."),
            ("tool", "shell", sh("julia --project scripts/colsums.jl | tail -6"),
             "source cells: 1036800\nweighted colsum min 0.99999999999 max 1.00000000001\ncells off by >1e-9: 0"
             "\nlon seam (0/360) cells: 1440, off: 0"),
            ("assistant", "Column sums are also exact, including the cells on the 0°/360° seam. The weights "
                          "conserve. So the loss must be in how `sum_in` and `sum_out` are computed in the test, "
                          "or in the data path."),
            ("tool", "shell", sh("sed -n 18,32p test/conservation.jl"),
             "18  field = ncread(\"test/data/tp_20240601.nc\", \"tp\")\n19  A_in = cell_areas(era_grid(0.25))\n"
             "20  A_out = cell_areas(ocean_grid())\n21  out = regrid(field, W)\n22  sum_in = sum(field .* A_in')\n"
             "...\n31  @test isapprox(sum_out, sum_in; rtol = 1e-10)"),
            ("user", "the transpose on A_in? field is lon×lat in the file I think"),
            ("tool", "shell", sh("ncdump -h test/data/tp_20240601.nc | sed -n 1,14p"),
             "netcdf tp_20240601 {\ndimensions:\n\tlongitude = 1440 ;\n\tlatitude = 721 ;\n\ttime = 1 ;\n"
             "variables:\n\tfloat tp(time, latitude, longitude) ;\n\t\ttp:scale_factor = 1.2e-07 ;\n"
             "\t\ttp:add_offset = 0.0039 ;\n\t\ttp:_FillValue = -32767s ;\n\t\ttp:units = \"m\" ;"),
            ("assistant", "NetCDF.jl reverses the dimension order, so in Julia `tp` is (lon, lat, time) = "
                          "(1440, 721, 1); `A_in'` is (1440, 721) as well, so the broadcast lines up. I also "
                          "tried swapping it on purpose and the error jumps to ~40 %, so the transpose is "
                          "right. Note 721 latitudes: the file is on point centres including both poles, while "
                          "`era_grid(0.25)` has 720 rows of cells."),
            ("tool", "shell", sh("julia --project -e 'using GridShift; @show size(era_grid(0.25).lat)'"),
             "size((era_grid(0.25)).lat) = (721,)"),
            ("assistant", "Scratch that — `era_grid` also has 721 rows, with half-height cells at the poles. "
                          "Consistent with the file."),
            ("user", "scale_factor/add_offset? do we unpack the same way both sides"),
            ("tool", "shell", sh("julia --project test/conservation.jl --raw-packed 2>&1 | tail -1"),
             "rel err = 2.9961e-3"),
            ("assistant", "Even on the raw packed integers (no scale or offset) the relative error is the same "
                          "0.2996 %, so unpacking isn't it. I've run out of cheap hypotheses: weights conserve, "
                          "areas are exact, threads and precision don't matter, and the error is identical "
                          "across all variants. Next steps could be to regrid a constant field of 1.0 and a "
                          "single-cell delta to see where mass goes, but that's a longer job."),
            ("tool", "shell", sh("julia --project -e 'using GridShift; f=ones(1440,721); W=build_weights("
                                 "era_grid(0.25), ocean_grid()); o=regrid(f,W); @show sum(o .* "
                                 "cell_areas(ocean_grid())'\") / 5.100645e14'"),
             "sum(o .* (cell_areas(ocean_grid()))') / 5.100645e14 = 1.0000000000000002"),
            ("assistant", "A constant field is conserved exactly. So the loss depends on the data — it "
                          "appears only with the real precipitation field. That narrows it a little but I "
                          "don't have an explanation."),
            ("user", "no idea, parking it. it's been 3 hours. leave the debug flags in the test script for now, "
                     "I'll come back after the AGU deadline"),
            ("assistant", "Parked. The `--promote-f64`, `--mask-lat`, `--no-landmask` and `--raw-packed` flags "
                          "stay in `test/conservation.jl`; nothing in `src/` was changed."),
            ("user", "thx anyway"),
        ],
        "facts": [],
        "optional": [
            opt("open-loss", "Conservative regridding loses about 0.3% of precipitation mass; cause unknown, "
                "parked (weights, areas, precision, threads ruled out).", ["conservation", "parking"]),
        ],
        "questions": [],
    },
    {
        "id": "h14-cx-ocaml-pass",
        "project": "/home/dev/kestrel",
        "start": datetime(2026, 11, 19, 10, 20),
        "about": "OCaml compiler pass (constant folding): Int32 overflow folded with native ints, fixed; a code "
                 "review list with a remember-request as one item; commit-message preference; dune output",
        "steps": [
            ("user", "constant folding gives wrong results for i32 overflow. `let x: i32 = 2147483647 + 1` "
                     "should wrap to -2147483648, we fold it to 2147483648 which then fails in the backend"),
            ("tool", "shell", sh("sed -n 30,58p lib/passes/constfold.ml"),
             "30 let fold_binop op a b =\n31   match op, a, b with\n32   | Add, Const_int (I32, x), Const_int "
             "(I32, y) -> Some (Const_int (I32, x + y))\n33   | Sub, Const_int (I32, x), Const_int (I32, y) -> "
             "Some (Const_int (I32, x - y))\n34   | Mul, Const_int (I32, x), Const_int (I32, y) -> Some "
             "(Const_int (I32, x * y))\n35   | Add, Const_int (I64, x), Const_int (I64, y) -> Some (Const_int "
             "(I64, x + y))\n..."),
            ("assistant", "The folder stores i32 constants as native OCaml `int` (63-bit) and does the "
                          "arithmetic with `+`, `-`, `*`, so there's no wrap at 32 bits. I'll do i32 "
                          "arithmetic through `Int32` (`Int32.add`, `Int32.sub`, `Int32.mul` on "
                          "`Int32.of_int x`) and convert back, which wraps exactly like the target. i64 has "
                          "the same issue at the 63-bit boundary, so that goes through `Int64`."),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: lib/passes/constfold.ml\n-  | Add, "
                                     "Const_int (I32, x), Const_int (I32, y) -> Some (Const_int (I32, x + y))\n+  | "
                                     "Add, Const_int (I32, x), Const_int (I32, y) -> Some (i32 Int32.add x y)\n"
                                     "*** End Patch"},
             "Success. Updated the following files:\nM lib/passes/constfold.ml\nM test/passes/constfold.t/run.t"),
            ("tool", "shell", sh("dune build 2>&1 | head -5; dune test 2>&1 | tail -12"),
             "File \"test/passes/constfold.t/run.t\", line 1, characters 0-0:\n------ test/passes/constfold.t/run.t\n"
             "++++++ test/passes/constfold.t/run.t.corrected\n  $ kestrelc --dump-ir overflow.ks\n-  x = const.i32 "
             "2147483648\n+  x = const.i32 -2147483648\n\nocaml 5.2.0, dune 3.16.1, menhir 20240715\n"
             "Error: 1 cram test differs, promote with `dune promote`"),
            ("assistant", "The only diff is the expected one: the cram test recorded the old wrong value. "
                          "Promoting it."),
            ("tool", "shell", sh("dune promote && dune test 2>&1 | tail -2"),
             "Promoting _build/default/test/passes/constfold.t/run.t.corrected to test/passes/constfold.t/run.t.\n"
             "ok: 212 tests"),
            ("user", "ok review before you commit:\n1. `i32` helper is fine but put it in lib/ir/ints.ml, the "
                     "regalloc needs it too\n2. the comment on line 31 still says 'ints are unbounded', delete it\n"
                     "3. remember: no Obj.magic in any pass, ever. I see you used it to coerce the const in the "
                     "I64 branch — do a proper match\n4. add a test for Mul overflow too, not just Add"),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Add File: lib/ir/ints.ml\n+let i32 f x y = "
                                     "Const_int (I32, Int32.to_int (f (Int32.of_int x) (Int32.of_int y)))\n"
                                     "*** End Patch"},
             "Success. Updated the following files:\nA lib/ir/ints.ml\nM lib/passes/constfold.ml\n"
             "M test/passes/constfold.t/overflow.ks\nM test/passes/constfold.t/run.t"),
            ("tool", "shell", sh("grep -rn 'Obj.magic' lib/ || echo none; dune test 2>&1 | tail -1"),
             "none\nok: 214 tests"),
            ("assistant", "All four review points done: `i32`/`i64` helpers moved to `lib/ir/ints.ml`, the "
                          "stale comment removed, the `Obj.magic` replaced by a match on the constant's "
                          "width (none left in `lib/`), and Mul overflow tested. 214 tests pass. Commit "
                          "message I'd use:\n\n```\nFix i32/i64 overflow in constant folding\n\nFold through "
                          "Int32/Int64 so constants wrap like the target.\n```"),
            ("user", "commit messages here start with the pass name and a colon, lowercase, imperative, no "
                     "trailing period — like `constfold: wrap i32 and i64 arithmetic`. body optional. look at "
                     "git log, that's the style"),
            ("tool", "shell", sh("git log --oneline -5 && git commit -am 'constfold: wrap i32 and i64 arithmetic' "
                                 "-q && git log --oneline -1"),
             "9c1e2aa regalloc: spill callee-saved across calls\n41b07d3 inline: skip recursive functions\n"
             "e2f8c10 parser: accept trailing comma in records\n7dd0b91 cse: hoist pure loads out of loops\n"
             "a0c3f4e lower: split switch into jump table\n5f2a9d1 constfold: wrap i32 and i64 arithmetic"),
            ("assistant", "Committed as `constfold: wrap i32 and i64 arithmetic`."),
        ],
        "facts": [
            fact("int32-fold", "Constant folding did i32/i64 arithmetic on native OCaml ints, so overflow did not "
                 "wrap; it now folds through Int32/Int64 (helpers in lib/ir/ints.ml).", "bugfix", "assistant",
                 ["Int32", "overflow"]),
            fact("no-obj-magic", "No Obj.magic in any compiler pass, ever.", "rule", "user", ["Obj.magic"],
                 remember=True),
            fact("commit-style", "Commit messages start with the pass name and a colon, lowercase, imperative, no "
                 "trailing period (e.g. 'constfold: wrap i32 and i64 arithmetic').", "preference", "user",
                 ["pass name", "imperative"]),
            fact("ints-module", "Integer-width helpers (i32, i64) live in lib/ir/ints.ml, shared with regalloc.",
                 "convention", "user", ["lib/ir/ints.ml"]),
        ],
        "optional": [
            opt("toolchain", "OCaml 5.2.0, dune 3.16.1.", ["5.2.0"]),
        ],
        "questions": [
            q("How should commit messages look?", "pass name and colon, lowercase imperative, no period",
              ["commit-style"]),
            q("Can a pass use Obj.magic?", "no, never", ["no-obj-magic"]),
            q("Why did 2147483647 + 1 fold to 2147483648?", "folded with native ints; now Int32 wraps",
              ["int32-fold"]),
        ],
    },
]
