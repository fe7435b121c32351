"""h31 Codex sessions, part b: downpour (a Snakemake pipeline that downscales and bias-corrects CMIP6
precipitation and temperature): Snakemake vs Nextflow and the interim storage format, a home quota that truncated
a night's results, and the group meeting's minutes turned into a QDM bias correction."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DOWNPOUR = "/home/rkapoor/proj/downpour"
DOWNPOUR_PROJ = "/proj/downpour/work/downpour"

SESSIONS = [
    {
        "id": "h31-cx-downpour-pipeline-review",
        "project": DOWNPOUR,
        "start": datetime(2026, 11, 17, 10, 40),
        "about": "downpour: the Bern group's postdoc proposes Nextflow; Snakemake kept (Python run blocks, slurm "
                 "executor plugin, nobody knows Groovy) and Nextflow rejected; interim stores become Zarr v3 with "
                 "sharding, chunks time=365, lat=128, lon=128; partners get CF NetCDF4 because their Fortran tools "
                 "can't read Zarr; file naming <var>_<model>_<scenario>_<start>-<end>; 'remmeber' (typo): "
                 "/proj/downpour/raw is never modified in place",
        "steps": [
            ("user", "two things to settle. the Bern group joins downpour for the CORDEX runs and their postdoc "
                     "wants us to move to Nextflow because that's what they use. and after the spike, the interim "
                     "format. first nextflow: honest comparison please"),
            shell("snakemake --version && ls workflow/rules/ && grep -c '^rule ' workflow/rules/*.smk | "
                  "awk -F: '{s+=$2} END {print s, \"rules\"}' && grep -l '^    run:' workflow/rules/*.smk | wc -l",
                  "8.25.3\nbias.smk\ndownload.smk\nfinalize.smk\nqc.smk\nregrid.smk\n14 rules\n4\n"),
            ("assistant", "What a move would involve: downpour has 14 rules, and four rule files use `run:` blocks, "
                          "i.e. Python with xarray executed inside Snakemake; in Nextflow every one of those "
                          "becomes a separate script called from a Groovy DSL process. Comparison:\n\n"
                          "- **Nextflow**: very good resume and container support, nf-core has a large module "
                          "library, but it's almost entirely bioinformatics; the DSL is Groovy, which nobody in "
                          "the group knows; rewriting is several weeks with no new science in it.\n"
                          "- **Snakemake 8**: what you have; the slurm executor plugin already submits your jobs; "
                          "pixi environments work the same for the Bern people; their postdoc can contribute rules "
                          "in Python.\n\n"
                          "I'd stay with Snakemake and offer them a profile for their cluster."),
            ("user", "yes. snakemake stays, nextflow is out. I'll write to them. now the interim format. after the "
                     "spike the group liked zarr v3 with sharding"),
            shell("python -c 'import zarr, xarray; print(zarr.__version__, xarray.__version__)' && grep -n "
                  "'def write_interim' -A6 workflow/scripts/io.py",
                  "3.0.2 2025.1.1\n"
                  "workflow/scripts/io.py:18:def write_interim(ds, path):\n"
                  "workflow/scripts/io.py-19-    ds.to_netcdf(path, engine=\"netcdf4\")\n"),
            ("assistant", "Proposal for write_interim: Zarr v3 (`zarr_format=3`), chunks of time=365, lat=128, "
                          "lon=128 as in the spike, shards of 365 x 1024 x 1024 so one variable stays around 70 "
                          "files, Blosc zstd compression. Readers only change from open_dataset to open_zarr."),
            ("user", "chunks like that, yes. shards as you say. but the final files for the partners stay NetCDF4 "
                     "with the CF attributes, their tools are Fortran and can't read zarr"),
            shell("apply_patch < /tmp/interim_zarr.patch && grep -n 'zarr_format\\|chunks\\|shards' "
                  "workflow/scripts/io.py && snakemake -n --quiet rules 2>&1 | tail -n 3",
                  "Success. Updated the following files:\nM workflow/scripts/io.py\nM workflow/rules/regrid.smk\n"
                  "M workflow/rules/bias.smk\n"
                  "workflow/scripts/io.py:20:    enc = {v: {\"chunks\": (365, 128, 128), \"shards\": (365, 1024, 1024)}\n"
                  "workflow/scripts/io.py:22:    ds.to_zarr(path, zarr_format=3, encoding=enc, mode=\"w-\")\n"
                  "regrid_era5     4\nbias_correct    8\nfinalize        8\n"),
            ("user", "and write the naming down, the Bern people will ask. output files are "
                     "<var>_<model>_<scenario>_<start>-<end>, like pr_MPI-ESM1-2-HR_ssp245_2015-2100.zarr, years "
                     "only, the model name exactly as CMIP6 spells it. ERA5 files use era5 as the model and no "
                     "scenario"),
            shell("apply_patch < /tmp/naming_doc.patch && sed -n '/## File names/,/^$/p' docs/CONTRIBUTING.md",
                  "Success. Updated the following files:\nM docs/CONTRIBUTING.md\n"
                  "## File names\n"
                  "`<var>_<model>_<scenario>_<start>-<end>.<ext>`, years only, model exactly as in CMIP6 "
                  "(e.g. `pr_MPI-ESM1-2-HR_ssp245_2015-2100.zarr`). ERA5: `<var>_era5_<start>-<end>`.\n"),
            ("user", "one more for that doc and for you, remmeber: nothing in /proj/downpour/raw is ever modified "
                     "in place. rules read from raw/ and write into interim/ or results/, never back into raw. "
                     "those downloads took three weeks"),
            shell("grep -rn \"raw/\" workflow/rules/*.smk | grep -i output",
                  "workflow/rules/qc.smk:31:    output: \"raw/cmip6/{var}_{model}_{scenario}.fixed.nc\"\n"),
            ("assistant", "One rule breaks that already: `fix_calendar` in qc.smk writes its output next to the "
                          "downloads in raw/cmip6/. I'll move its output to interim/qc/ and update the two rules "
                          "that read it. I'd also make raw read-only for the group (`chmod -R a-w "
                          "/proj/downpour/raw`), so a mistake fails loudly instead of overwriting."),
            ("user", "yes to both"),
            shell("apply_patch < /tmp/qc_output.patch && chmod -R a-w /proj/downpour/raw && snakemake -n --quiet "
                  "rules 2>&1 | tail -n 1 && git add -A && git commit -qm 'io: interim stores as sharded zarr v3; "
                  "qc writes to interim/' && git log -1 --oneline",
                  "Success. Updated the following files:\nM workflow/rules/qc.smk\nM workflow/rules/bias.smk\n"
                  "finalize        8\n4c1a9e3 io: interim stores as sharded zarr v3; qc writes to interim/\n"),
        ],
        "facts": [
            fact("snakemake-stays", "downpour stays on Snakemake (8, slurm executor plugin, Python run blocks); "
                                    "Nextflow was rejected: Groovy DSL nobody in the group knows, weeks of rewriting.",
                 "decision", "user", ["Snakemake", "Nextflow"]),
            fact("interim-zarr", "downpour's interim stores are Zarr v3 with sharding: chunks time=365, lat=128, "
                                 "lon=128, shards 365 x 1024 x 1024.",
                 "decision", "user", [["Zarr v3", "zarr_format=3", "zarr"], ["365", "128"]]),
            fact("partner-netcdf", "The final files for the partners stay CF NetCDF4 because their Fortran tools "
                                   "can't read Zarr.",
                 "decision", "user", [["NetCDF4", "netcdf"], ["partners", "Fortran"]]),
            fact("naming", "downpour output files are named <var>_<model>_<scenario>_<start>-<end> (years only, "
                           "model as CMIP6 spells it, e.g. pr_MPI-ESM1-2-HR_ssp245_2015-2100.zarr); ERA5 files use "
                           "<var>_era5_<start>-<end>.",
                 "convention", "user", ["<var>_<model>_<scenario>", ["era5", "CMIP6"]]),
            fact("raw-readonly", "Nothing in /proj/downpour/raw is ever modified in place: rules read from raw/ and "
                                 "write into interim/ or results/, never back into raw (raw is chmod a-w).",
                 "rule", "user", ["/proj/downpour/raw", ["in place", "interim/"]], remember=True),
        ],
        "optional": [
            opt("fix-calendar", "fix_calendar in qc.smk now writes to interim/qc/ instead of raw/cmip6/.",
                ["fix_calendar"]),
            opt("contributing", "The file naming is documented in docs/CONTRIBUTING.md.", ["CONTRIBUTING"]),
        ],
        "questions": [
            q("Why does downpour stay on Snakemake rather than Nextflow?",
              "Nextflow's DSL is Groovy, which nobody in the group knows, and rewriting is several weeks",
              ["snakemake-stays"]),
            q("What chunking do downpour's interim Zarr stores use?", "time=365, lat=128, lon=128",
              ["interim-zarr"]),
            q("What format do the partners get?", "NetCDF4 with the CF attributes", ["partner-netcdf"]),
            q("How are downpour's output files named?", "<var>_<model>_<scenario>_<start>-<end>", ["naming"]),
            q("May a rule write into /proj/downpour/raw?", "no, never modified in place; rules write into interim/ "
              "or results/", ["raw-readonly"]),
        ],
    },
    {
        "id": "h31-cx-downpour-quota-incident",
        "project": DOWNPOUR,
        "start": datetime(2026, 11, 24, 8, 15),
        "about": "downpour incident: 23 finalize outputs truncated ('NetCDF: HDF error') and jobs failed with Errno "
                 "122; cause the workflow was launched from the clone in $HOME, so interim/ and results/ filled the "
                 "50 GB home quota at 03:12; truncated files found with ncdump -h, deleted, --rerun-incomplete; "
                 "rule said twice: the working directory is /proj/downpour/work, never a home clone; run.sh guard "
                 "and a 200 GB free-space check (assistant proposed 100); near-miss about scratch being purged",
        "steps": [
            ("user", "bad night. a lot of jobs failed and Ana says some of the results files won't open. what "
                     "happened"),
            shell("grep -h -E 'Error|errno|HDF' logs/finalize/*.log | sort | uniq -c | sort -rn | head -n 4 && grep "
                  "-m1 -n 'Disk quota' logs/*/*.log",
                  "     23 RuntimeError: NetCDF: HDF error\n     11 OSError: [Errno 122] Disk quota exceeded\n"
                  "      2 slurmstepd: error: *** JOB 4490317 ON r07n12 CANCELLED AT 2026-11-24T03:14:02 ***\n"
                  "logs/bias_correct/pr_MPI-ESM1-2-HR_ssp585.log:88:OSError: [Errno 122] Disk quota exceeded\n"),
            shell("quota -s | tail -n 1; pwd; readlink -f results interim; du -sh results interim 2>/dev/null",
                  "  /home  51200M*  51200M  51200M\n/home/rkapoor/proj/downpour\n"
                  "/home/rkapoor/proj/downpour/results\n/home/rkapoor/proj/downpour/interim\n"
                  "31G\tresults\n17G\tinterim\n"),
            ("assistant", "The run was started from your clone in $HOME, and Snakemake writes interim/ and "
                          "results/ relative to its working directory, so 48 GB of outputs went to /home, which has "
                          "a 50 GB quota. The quota was reached around 03:12; from then on every write failed with "
                          "Errno 122. The finalize jobs that were in the middle of writing NetCDF files left "
                          "truncated files behind: the header is written, the data isn't, and netCDF4 reports 'HDF "
                          "error' when it reads them. The /proj checkout (which has 80 TB of group quota) wasn't "
                          "involved at all."),
            ("user", "yes, I started it from home because the /proj checkout had uncommitted changes from Kofi. my "
                     "fault. could we point it at scratch instead? no wait, the HPC admins always purge scratch "
                     "after 30 days, that's their policy. /proj it is"),
            shell("for f in results/*.nc; do ncdump -h \"$f\" >/dev/null 2>&1 || echo \"$f\"; done | tee "
                  "/tmp/truncated.txt | wc -l && head -n 3 /tmp/truncated.txt",
                  "23\nresults/pr_ACCESS-CM2_ssp245_2015-2100.nc\nresults/pr_ACCESS-CM2_ssp585_2015-2100.nc\n"
                  "results/pr_CanESM5_ssp245_2015-2100.nc\n"),
            ("assistant", "23 files fail `ncdump -h`, the same 23 as in the finalize logs. Snakemake didn't remove "
                          "them because the jobs were cancelled rather than failing cleanly; they're marked "
                          "incomplete in .snakemake/. Plan: move the outputs that are fine over to the /proj work "
                          "directory, delete the 23 broken files, and rerun from there with --rerun-incomplete."),
            ("user", "do it. and write this down for next time: downpour always runs with its working directory "
                     "in /proj/downpour/work, never in a clone in anyone's home"),
            shell("xargs rm -f < /tmp/truncated.txt && rsync -a --remove-source-files results interim "
                  "/proj/downpour/work/downpour/ && quota -s | tail -n 1",
                  "  /home   3012M   51200M  51200M\n"),
            ("assistant", "To make that hard to get wrong, I'd add a check to run.sh (the wrapper everyone uses to "
                          "start the workflow): it refuses to start if the working directory resolves to anything "
                          "under $HOME, and it checks the group's free space on /proj with `lfs quota` and aborts "
                          "below 100 GB."),
            ("user", "the guard yes. make the limit 200 GB, a full run writes about 150"),
            shell("apply_patch < /tmp/runsh_guard.patch && sed -n '/# guards/,/^$/p' run.sh",
                  "Success. Updated the following files:\nM run.sh\n"
                  "# guards\ncase \"$(realpath \"$PWD\")\" in \"$HOME\"*) echo 'run.sh: refusing to run under "
                  "$HOME, use /proj/downpour/work' >&2; exit 2;; esac\n"
                  "free_gb=$(lfs quota -g downpour -q /proj | awk '{print int(($4-$2)/1048576)}')\n"
                  "[ \"$free_gb\" -ge 200 ] || { echo \"run.sh: only ${free_gb} GB free on /proj, need 200\" >&2; "
                  "exit 3; }\n"),
            shell("cd /home/rkapoor/proj/downpour && ./run.sh -n; echo exit=$?; cd /proj/downpour/work/downpour && "
                  "./run.sh --rerun-incomplete 2>&1 | tail -n 2",
                  "run.sh: refusing to run under $HOME, use /proj/downpour/work\nexit=2\n"
                  "Submitted job 17 with external jobid '4493081'.\nSubmitted job 18 with external jobid '4493082'.\n"),
            ("assistant", "The guard works (exit 2 from the home clone), and the rerun of the 23 finalize jobs is "
                          "submitted from /proj/downpour/work/downpour."),
            ("user", "and once more, because I will be the one forgetting it: workdir /proj/downpour/work, never "
                     "$HOME. ok thanks"),
        ],
        "facts": [
            fact("quota-cause", "The overnight failures and 23 truncated NetCDF results ('NetCDF: HDF error') came "
                                "from running downpour in the clone in $HOME: interim/ and results/ filled the 50 GB "
                                "/home quota (Errno 122).",
                 "bugfix", "assistant", ["quota", ["50 GB", "/home", "$HOME"]]),
            fact("workdir-rule", "downpour always runs with its working directory in /proj/downpour/work, never in a "
                                 "clone in anyone's home; run.sh refuses to start under $HOME.",
                 "rule", "user", ["/proj/downpour/work", ["$HOME", "home"]], remember=True),
            fact("free-space", "run.sh aborts if the group has less than 200 GB free on /proj (lfs quota); a full "
                               "run writes about 150 GB.",
                 "config", "user", ["200 GB", ["lfs quota", "free"]]),
        ],
        "optional": [
            opt("truncated-check", "Truncated NetCDF files are found with ncdump -h; they were deleted and rerun "
                                   "with --rerun-incomplete.",
                ["ncdump -h"]),
        ],
        "questions": [
            q("Why were 23 downpour result files truncated?",
              "the run was started from the clone in $HOME and reached the 50 GB home quota", ["quota-cause"]),
            q("Where must downpour's working directory be?", "/proj/downpour/work, never in $HOME",
              ["workdir-rule"]),
            q("How much free space does run.sh require on /proj?", "200 GB", ["free-space"]),
        ],
    },
    {
        "id": "h31-cx-downpour-group-meeting",
        "project": DOWNPOUR_PROJ,
        "start": datetime(2026, 11, 19, 14, 0),
        "about": "downpour after the group meeting: pasted minutes (QDM instead of empirical quantile mapping, "
                 "reference period 1991-2020, Nextflow again, tape archiving, 15 Dec deliverable); the person "
                 "confirms only QDM and the reference period; lettered options answered 'a, not b' (xclim "
                 "sdba.QuantileDeltaMapping, not our own code); a bullet list of instructions with a remember item "
                 "inside: 1991-2020 for anything ERA5-related; monthly grouping, 50 quantiles, multiplicative for "
                 "pr and additive for tas",
        "steps": [
            ("user", "minutes from today's group meeting:\n\n"
                     "Group meeting 19 Nov 2026 (Rohan, Ana, Kofi, Marta)\n"
                     "1. downpour bias correction: Marta suggests replacing the empirical quantile mapping with "
                     "quantile delta mapping (QDM), which preserves the model's trends. No objections.\n"
                     "2. Reference period: keep 1981-2010 or move to the current WMO normal 1991-2020? Rohan "
                     "prefers 1991-2020.\n"
                     "3. Ana: move downpour to Nextflow for the Bern collaboration? -> Rohan to follow up.\n"
                     "4. Zarr spike results shown, interim format already switched.\n"
                     "5. Kofi: runs from 2023 go to tape by the end of the year.\n"
                     "6. CORDEX-style deliverable for the partners due 15 Dec.\n\n"
                     "for this session only two things: QDM, we do it now, and the reference period becomes "
                     "1991-2020. ignore the rest"),
            shell("grep -n 'def \\|quantile\\|1981' workflow/scripts/bias.py | head -n 8 && grep -n 'ref_period' "
                  "config/config.yaml",
                  "workflow/scripts/bias.py:11:def empirical_qm(obs, hist, fut, nq=20):\n"
                  "workflow/scripts/bias.py:14:    q = np.linspace(0, 1, nq)\n"
                  "workflow/scripts/bias.py:40:def correct(var, obs, hist, fut):\n"
                  "config/config.yaml:7:ref_period: [1981, 2010]\n"),
            ("assistant", "The current correction is our own empirical quantile mapping in bias.py (20 quantiles, "
                          "no grouping). For QDM there are three ways:\n\n"
                          "(a) xclim's `sdba.QuantileDeltaMapping`: maintained, handles grouping by month or "
                          "season and additive/multiplicative kinds, works on xarray with dask.\n"
                          "(b) extend our bias.py with the QDM step ourselves: about 60 lines, no new dependency, "
                          "but we maintain and test it.\n"
                          "(c) the ibicus package: several methods, but built around numpy arrays, so we'd lose "
                          "the xarray metadata in between.\n\nWhich one?"),
            ("user", "a, not b. I don't want to maintain our own quantile code ever again"),
            ("assistant", "xclim then. A few settings to decide for the training: grouping (month, season or none), "
                          "the number of quantiles, and the kind per variable."),
            ("user", "- group by month\n"
                     "- 50 quantiles\n"
                     "- multiplicative for pr, additive for tas\n"
                     "- keep this one in mind for every future session: the reference period is 1991-2020 for "
                     "anything ERA5-related, not 1981-2010\n"
                     "- branch feat/qdm"),
            shell("git switch -c feat/qdm && pixi add xclim 2>&1 | tail -n 1 && pixi run python -c 'import xclim; "
                  "print(xclim.__version__)'",
                  "Switched to a new branch 'feat/qdm'\n✔ Added xclim >=0.53.2,<0.54\n0.53.2\n"),
            shell("apply_patch < /tmp/qdm.patch && sed -n '/def correct/,/^$/p' workflow/scripts/bias.py && grep -n "
                  "'ref_period' config/config.yaml",
                  "Success. Updated the following files:\nM workflow/scripts/bias.py\nM config/config.yaml\n"
                  "def correct(var, obs, hist, fut):\n"
                  "    kind = \"*\" if var == \"pr\" else \"+\"\n"
                  "    qdm = sdba.QuantileDeltaMapping.train(obs, hist, nquantiles=50, kind=kind, "
                  "group=\"time.month\")\n"
                  "    return qdm.adjust(fut, interp=\"linear\")\n"
                  "config/config.yaml:7:ref_period: [1991, 2020]\n"),
            shell("pixi run pytest -q tests/test_bias.py 2>&1 | tail -n 1 && git add -A && git commit -qm 'bias: QDM via xclim (monthly, 50 quantiles); ref period "
                  "1991-2020' && git log -1 --oneline",
                  "6 passed in 13.02s\n91be0d2 bias: QDM via xclim (monthly, 50 quantiles); ref period 1991-2020\n"),
            ("assistant", "Committed on feat/qdm: xclim's QuantileDeltaMapping grouped by month with 50 quantiles, "
                          "multiplicative for pr and additive for tas, and ref_period 1991-2020 in the config. I'll "
                          "use 1991-2020 for anything ERA5-related from now on."),
        ],
        "facts": [
            fact("qdm-impl", "downpour's bias correction is quantile delta mapping via xclim's "
                             "sdba.QuantileDeltaMapping, replacing our own empirical quantile mapping; writing our "
                             "own QDM code was rejected.",
                 "decision", "user", [["QuantileDeltaMapping", "QDM"], "xclim"]),
            fact("qdm-params", "QDM is trained grouped by month with 50 quantiles, multiplicative for pr and "
                               "additive for tas.",
                 "config", "user", ["50", ["month", "time.month"], ["multiplicative", "additive"]]),
            fact("ref-period", "The reference period for anything ERA5-related is 1991-2020, not 1981-2010.",
                 "rule", "user", ["1991-2020", ["ERA5", "reference period"]], remember=True),
        ],
        "optional": [
            opt("qdm-branch", "The QDM work is on branch feat/qdm.", ["feat/qdm"]),
        ],
        "questions": [
            q("Which QDM implementation does downpour use?", "xclim's sdba.QuantileDeltaMapping, not our own code",
              ["qdm-impl"]),
            q("What reference period does downpour use for ERA5?", "1991-2020", ["ref-period"]),
            q("How many quantiles does the QDM training use?", "50", ["qdm-params"]),
        ],
    },
]
