"""h31 Claude Code sessions, part c: reproducible replicas for Quench.jl (Monte Carlo quenches of lattice spin
models in Julia), an out-of-memory Snakemake job in downpour (climate downscaling pipeline), and a new student's
first afternoon on the Ridgeline cluster."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

QUENCH = "/home/eroux/code/Quench.jl"
DOWNPOUR = "/home/rkapoor/proj/downpour"
STUDENT = "/home/tnakamura/lab/Quench.jl"

SESSIONS = [
    {
        "id": "h31-cc-quench-seeds",
        "project": QUENCH,
        "start": datetime(2026, 11, 4, 13, 45),
        "about": "Quench.jl (Julia 1.11): two runs with the same seed give different magnetisation curves; cause "
                 "replicas drawing from the task-local default RNG under dynamic @threads scheduling; each replica "
                 "now gets an explicit Xoshiro seeded 10_000*run_id + replica ('going forward'); Distributed with "
                 "pmap chosen and then reversed to Threads.@spawn in one process; 5000 thermalisation sweeps; "
                 "deferred CUDA.jl and Wolff ideas; near-miss 'never again will I run without a seed'",
        "steps": [
            ("user", "I have a problem of reproducibility. I run the quench twice with seed=42, L=128, 64 replicas, "
                     "and the averaged magnetisation curves are not the same. the difference is small but it is "
                     "there. and never again will I run without a seed — famous last words, because here I did "
                     "set one"),
            bash("rg -n 'Random.seed!|rand\\(|Threads.@threads' src/",
                 "src/run.jl:12:    Random.seed!(cfg.seed)\n"
                 "src/run.jl:15:    Threads.@threads for r in 1:cfg.replicas\n"
                 "src/sweep.jl:31:        if rand() < exp(-beta * dE)\n"
                 "src/sweep.jl:44:    s[i, j] = rand((-1, 1))\n"),
            ("assistant", "The seed goes into the global default RNG, and the sweeps call `rand()` without an RNG "
                          "argument. Since Julia 1.7 every task has its own default RNG stream, derived from the "
                          "parent task's state at the moment the task is spawned. `Threads.@threads` uses the "
                          "dynamic scheduler by default in 1.11: which replica lands on which task, and in which "
                          "order a task works through its replicas, changes from run to run. So replica 17 draws "
                          "from a different stream each time, although the seed is fixed.\n\nThe robust fix is not "
                          "to rely on task RNGs at all: each replica gets its own `Xoshiro(seed)` object that is "
                          "passed explicitly to every `rand` call, with a seed that depends only on the run and the "
                          "replica number."),
            ("user", "yes. seed = 10_000*run_id + replica, so I can read the run from the seed. going forward: every "
                     "replica gets an explicit Xoshiro with that seed, passed down, and nobody calls rand() on the "
                     "global RNG in Quench"),
            tool("Edit", {"file_path": f"{QUENCH}/src/run.jl",
                          "old_string": "    Random.seed!(cfg.seed)\n    Threads.@threads for r in 1:cfg.replicas\n",
                          "new_string": "    Threads.@threads for r in 1:cfg.replicas\n"
                                        "        rng = Xoshiro(10_000 * cfg.run_id + r)\n"},
                 "The file has been updated."),
            bash("sed -i 's/rand() < exp/rand(rng) < exp/; s/rand((-1, 1))/rand(rng, (-1, 1))/' src/sweep.jl && "
                 "julia --project -t 16 -e 'using Quench; a = quench(run_id=3, L=128, replicas=64); "
                 "b = quench(run_id=3, L=128, replicas=64); println(a.m == b.m)'",
                 "true\n"),
            ("assistant", "Bitwise identical now. The replicas are independent of how the threads are scheduled. "
                          "Next is the speed you mentioned?"),
            ("user", "yes. for L=256 with 256 replicas one node is slow. I think we use Distributed, addprocs on 4 "
                     "nodes via SlurmClusterManager and pmap over the replicas. do it like that"),
            tool("Write", {"file_path": f"{QUENCH}/scripts/run_distributed.jl",
                           "content": "using Distributed, SlurmClusterManager\naddprocs(SlurmManager())\n"
                                      "@everywhere using Quench\n"
                                      "results = pmap(r -> run_replica(cfg, r), 1:cfg.replicas)\n"},
                 f"File created successfully at: {QUENCH}/scripts/run_distributed.jl"),
            bash("sbatch --nodes=4 --ntasks-per-node=64 --time=00:20:00 --wrap='julia --project "
                 "scripts/run_distributed.jl --L 256 --replicas 256 --sweeps 2000' && sleep 600 && tail -n 4 "
                 "slurm-*.out",
                 "Submitted batch job 4478410\n"
                 "[ Info: workers up after 38.7 s\n[ Info: Quench loaded on all workers after 41.2 s\n"
                 "[ Info: 256 replicas done in 212.4 s\n[ Info: total 254.1 s\n"),
            bash("julia --project -t 64 -e 'using Quench; @time quench(run_id=3, L=256, replicas=256, sweeps=2000)'",
                 "  263.5 seconds (1.92 M allocations: 5.771 GiB, 0.31% gc time)\n"),
            ("assistant", "Interesting comparison: 4 nodes with Distributed took 254 s, of which about 80 s is "
                          "starting the workers and loading Quench on each of them; one node with 64 threads took "
                          "263 s. For this size the extra three nodes buy almost nothing, and they cost queue time. "
                          "Distributed would only pay off for much larger replica counts."),
            ("user", "ok, I was wrong. forget Distributed, we stay with threads in one process. use Threads.@spawn "
                     "one task per replica, that's clearer than @threads. delete the distributed script"),
            tool("Edit", {"file_path": f"{QUENCH}/src/run.jl",
                          "old_string": "    Threads.@threads for r in 1:cfg.replicas\n"
                                        "        rng = Xoshiro(10_000 * cfg.run_id + r)\n",
                          "new_string": "    tasks = map(1:cfg.replicas) do r\n"
                                        "        Threads.@spawn run_replica(cfg, r, "
                                        "Xoshiro(10_000 * cfg.run_id + r))\n    end\n"},
                 "The file has been updated."),
            bash("git rm -q scripts/run_distributed.jl && julia --project -t 16 -e 'using Pkg; Pkg.test()' 2>&1 | "
                 "tail -n 3",
                 "Test Summary: | Pass  Total  Time\nQuench        |   23     23  41.0s\n"
                 "     Testing Quench tests passed \n"),
            ("user", "and the thermalisation: 1000 sweeps is not enough at L=256, the energy still drifts. put 5000 "
                     "sweeps of thermalisation before we measure, and measure every 10 sweeps"),
            tool("Edit", {"file_path": f"{QUENCH}/src/config.jl",
                          "old_string": "    therm_sweeps::Int = 1000\n    measure_every::Int = 1\n",
                          "new_string": "    therm_sweeps::Int = 5000\n    measure_every::Int = 10\n"},
                 "The file has been updated."),
            ("user", "some ideas for later, not now: maybe port the sweep kernel to CUDA.jl one day, and maybe the "
                     "Wolff cluster algorithm near Tc would fix the critical slowing down. I don't know if it's "
                     "worth it. we'll see after the APS abstract"),
            ("assistant", "Noted as ideas only; nothing changes for them now. Current state: explicit Xoshiro per "
                          "replica seeded with 10_000*run_id + replica, Threads.@spawn with one task per replica "
                          "in a single process, 5000 thermalisation sweeps and a measurement every 10 sweeps. Tests "
                          "pass."),
        ],
        "facts": [
            fact("rng-rule", "Every replica in Quench.jl gets an explicit Xoshiro RNG seeded with 10_000*run_id + "
                             "replica, passed down to every rand call; nobody uses the global RNG.",
                 "rule", "user", ["Xoshiro", ["10_000*run_id", "run_id"]], remember=True),
            fact("nondeterminism", "Same-seed Quench runs differed because the replicas drew from task-local "
                                   "default RNGs under dynamic Threads.@threads scheduling.",
                 "bugfix", "assistant", [["task", "dynamic"], ["rand()", "default RNG"]]),
            fact("threads", "Replicas run as one Threads.@spawn task each in a single process on one node; "
                            "Distributed with pmap over 4 nodes was tried and dropped (about 80 s of worker "
                            "startup, no speed-up).",
                 "decision", "user", ["Threads.@spawn", "Distributed"]),
            fact("therm", "Quench uses 5000 thermalisation sweeps (was 1000) and measures every 10 sweeps.",
                 "config", "user", ["5000", ["thermalisation", "therm_sweeps"]]),
        ],
        "optional": [
            opt("measure-every", "measure_every = 10 in src/config.jl.", ["measure_every"]),
        ],
        "questions": [
            q("How is a replica's RNG seeded in Quench.jl?", "an explicit Xoshiro with 10_000*run_id + replica",
              ["rng-rule"]),
            q("How are Quench replicas run in parallel?", "one Threads.@spawn task per replica in one process, not "
              "Distributed", ["threads"]),
            q("How many thermalisation sweeps does Quench do?", "5000", ["therm"]),
        ],
    },
    {
        "id": "h31-cc-downpour-regrid-oom",
        "project": DOWNPOUR,
        "start": datetime(2026, 11, 10, 7, 55),
        "about": "downpour Snakemake run on Slurm, mostly logs: rule regrid_era5 failed for 1995-1999, sacct shows "
                 "OUT_OF_MEMORY at MaxRSS close to the 32000 MB request; one decision: regrid_era5 requests "
                 "mem_mb=64000, other rules unchanged",
        "steps": [
            ("user", "the overnight run died. have a look"),
            bash("tail -n 22 .snakemake/log/2026-11-09T231204.118822.snakemake.log",
                 "[Mon Nov 10 02:14:51 2026]\nrule regrid_era5:\n"
                 "    input: raw/era5/tas_1995-1999.nc, grids/target_0p1deg.nc\n"
                 "    output: interim/regrid/tas_era5_1995-1999.zarr\n"
                 "    jobid: 41\n    wildcards: var=tas, period=1995-1999\n"
                 "    resources: mem_mb=32000, runtime=240, cpus_per_task=4, slurm_partition=compute\n\n"
                 "Submitted job 41 with external jobid '4476203'.\n"
                 "[Mon Nov 10 03:02:37 2026]\n"
                 "Error in rule regrid_era5:\n    message: SLURM-job '4476203' failed, SLURM status is: "
                 "'OUT_OF_MEMORY'\n"
                 "    jobid: 41\n    output: interim/regrid/tas_era5_1995-1999.zarr\n"
                 "    log: logs/regrid_era5/tas_1995-1999.log (check log file(s) for error details)\n\n"
                 "Removing output files of failed job regrid_era5 since they might be corrupted:\n"
                 "interim/regrid/tas_era5_1995-1999.zarr\n"
                 "Shutting down, this might take some time.\n"
                 "Exiting because a job execution failed. Look above for error message\n"
                 "Complete log: .snakemake/log/2026-11-09T231204.118822.snakemake.log\n"
                 "WorkflowError:\nAt least one job did not complete successfully.\n"),
            bash("tail -n 8 logs/regrid_era5/tas_1995-1999.log",
                 "2026-11-10 02:58:10 regrid: building weights (bilinear) 1440x721 -> 3600x1801\n"
                 "2026-11-10 02:59:44 regrid: weights done, 6.48e+06 target cells\n"
                 "2026-11-10 03:00:02 regrid: loading tas 1995-01-01..1999-12-31 (1826 steps)\n"
                 "slurmstepd: error: Detected 1 oom_kill event in StepId=4476203.batch. Some of the step tasks "
                 "have been OOM Killed.\n"),
            bash("sacct -j 4476203,4476188,4476190 --format=JobID%18,JobName%14,State%14,ReqMem,MaxRSS,Elapsed -X "
                 "--units=G",
                 "             JobID        JobName          State     ReqMem     MaxRSS    Elapsed\n"
                 "------------------ -------------- -------------- ---------- ---------- ----------\n"
                 "           4476188   regrid_era5      COMPLETED     31.25G     27.90G   00:41:12\n"
                 "           4476190   regrid_era5      COMPLETED     31.25G     29.43G   00:44:50\n"
                 "           4476203   regrid_era5  OUT_OF_MEMORY     31.25G     31.24G   00:47:31\n"),
            bash("sacct -S 2026-11-09 -u rkapoor --name=regrid_era5 --format=JobName%14,State%12,MaxRSS -X "
                 "--units=G -n | sort -k3 -h | tail -n 6",
                 "   regrid_era5   COMPLETED     26.11G\n   regrid_era5   COMPLETED     27.90G\n"
                 "   regrid_era5   COMPLETED     28.37G\n   regrid_era5   COMPLETED     29.02G\n"
                 "   regrid_era5   COMPLETED     29.43G\n   regrid_era5 OUT_OF_MEMORY     31.24G\n"),
            bash("snakemake --summary 2>/dev/null | awk '$NF ~ /missing|update/' | cut -f1,7 | head -n 8",
                 "interim/regrid/tas_era5_1995-1999.zarr\tmissing\n"
                 "interim/bias/tas_era5_1995-1999.zarr\tmissing\n"
                 "results/tas_MPI-ESM1-2-HR_ssp245_2015-2100.zarr\tupdate pending\n"
                 "results/tas_MPI-ESM1-2-HR_ssp585_2015-2100.zarr\tupdate pending\n"),
            ("assistant", "Only one job failed: regrid_era5 for tas 1995-1999, killed by the OOM killer right after "
                          "it started loading five years of daily data onto the 0.1° grid. The other regrid jobs "
                          "used 26-29.5 GB of their 32000 MB, so they were all close to the limit, and this one "
                          "just tipped over. Everything downstream of it is "
                          "waiting; nothing else is broken.\n\nOptions: raise mem_mb for regrid_era5 (cheap, the "
                          "compute nodes have 256 GB), or load the period in yearly chunks inside the rule "
                          "(changes the code and the chunking of the output)."),
            ("user", "just give regrid_era5 64000. leave all the other rules alone, they're fine"),
            tool("Edit", {"file_path": f"{DOWNPOUR}/workflow/rules/regrid.smk",
                          "old_string": "        mem_mb=32000,", "new_string": "        mem_mb=64000,"},
                 "The file has been updated."),
            bash("snakemake --profile profiles/ridgeline -n 2>&1 | tail -n 12",
                 "Job stats:\njob                 count\n------------------  -------\nall                       1\n"
                 "bias_correct              1\nfinalize                  2\nregrid_era5               1\n"
                 "total                     5\n\n"
                 "Reasons:\n    (check individual jobs above for details)\n"
                 "This was a dry-run (flag -n). The order of jobs does not matter.\n"),
            bash("nohup snakemake --profile profiles/ridgeline > run_2026-11-10.log 2>&1 & sleep 90; grep -m2 "
                 "'regrid_era5\\|mem_mb' run_2026-11-10.log",
                 "rule regrid_era5:\n    resources: mem_mb=64000, runtime=240, cpus_per_task=4, "
                 "slurm_partition=compute\n"),
            ("assistant", "Restarted: the dry run shows five jobs left, and the resubmitted regrid_era5 job asks for "
                          "64000 MB."),
        ],
        "facts": [
            fact("regrid-mem", "downpour's regrid_era5 rule requests mem_mb=64000 (was 32000; tas 1995-1999 was "
                               "OOM-killed); the other rules keep their resources.",
                 "config", "user", ["regrid_era5", "64000"]),
        ],
        "optional": [
            opt("profile", "downpour runs with snakemake --profile profiles/ridgeline.", ["profiles/ridgeline"]),
            opt("oom-cause", "The regrid_era5 job for tas 1995-1999 was OOM-killed at the 32000 MB limit.",
                ["OUT_OF_MEMORY", "oom"]),
        ],
        "questions": [
            q("How much memory does downpour's regrid_era5 rule request?", "mem_mb=64000", ["regrid-mem"]),
        ],
    },
    {
        "id": "h31-cc-ridgeline-onboarding",
        "project": STUDENT,
        "start": datetime(2026, 11, 16, 13, 0),
        "about": "a new student (Takeshi) sets up Quench.jl on the Ridgeline cluster; pasted excerpt of the Osei "
                 "group's computing README with a remember-request for assistants inside (--account=oseilab on "
                 "every job); pasted Ridgeline usage policy of which the person confirms only the no-builds-on-login-"
                 "nodes rule (salloc -p interactive); results to keep in /proj/oseilab/archive/<user>/; "
                 "JULIA_DEPOT_PATH on /proj because of the 20 GB home quota; near-miss 'remember when the cluster "
                 "was down all of August'",
        "steps": [
            ("user", "hi, first day on ridgeline. Élodie says I should run Quench on the cluster. here's our lab "
                     "README, the computing part:\n\n"
                     "## Computing (Osei group)\n"
                     "- Shared environments in /proj/oseilab/envs are read-only. Do not pip install into them.\n"
                     "- Scratch is for running jobs. Anything you want to keep goes to "
                     "/proj/oseilab/archive/<user>/ before you leave for the day.\n"
                     "- Note for AI coding assistants working in our repositories: remember that every Slurm job "
                     "must carry --account=oseilab. The default account has no allocation and jobs stay PENDING "
                     "forever without an error.\n"
                     "- Group meeting Thursdays 10:00.\n\n"
                     "and this is the cluster's policy page:\n\n"
                     "> Ridgeline acceptable use: (1) Login nodes are for editing, file transfer and job "
                     "submission; processes using more than 30 minutes of CPU time are killed. Do not compile large "
                     "codes on login nodes. (2) Each user may have at most 2000 jobs queued. (3) /scratch is not "
                     "backed up and files older than 30 days are purged. (4) Home directories have a 20 GB quota.\n\n"
                     "what do I need to do?"),
            bash("id -gn && sacctmgr -nP show assoc user=$USER format=account,partition",
                 "oseilab\noseilab|\ndefault|\n"),
            ("assistant", "You're in two Slurm accounts, `oseilab` and `default`, and `default` is what Slurm uses "
                          "if a job script doesn't say otherwise. So, as the README says, every job needs "
                          "`--account=oseilab`; I'll take that on for any job I write in this repo. The simplest "
                          "way to never forget it is `export SBATCH_ACCOUNT=oseilab SALLOC_ACCOUNT=oseilab` in your "
                          "~/.bashrc; sbatch and salloc read those."),
            ("user", "ok. and from the policy page, the only thing that really changes what I do is the login "
                     "nodes: I won't build or precompile there, I get an interactive node for that. the rest is "
                     "just how the cluster works"),
            bash("echo 'export SBATCH_ACCOUNT=oseilab SALLOC_ACCOUNT=oseilab' >> ~/.bashrc && source ~/.bashrc && "
                 "salloc -p interactive -c 8 --time=01:00:00 --no-shell 2>&1 | tail -n 1",
                 "salloc: Granted job allocation 4481107\n"),
            bash("quota -s 2>/dev/null | tail -n 1 && du -sh ~/.julia 2>/dev/null",
                 "  /home  14.2G   20480M  20480M\n11G\t/home/tnakamura/.julia\n"),
            ("assistant", "Your home is at 14.2 of 20 GB already, and 11 GB of it is ~/.julia. Quench's "
                          "dependencies (Makie for the plots above all) will need several GB more when they "
                          "precompile. I'd put the Julia depot on the project filesystem: "
                          "`JULIA_DEPOT_PATH=/proj/oseilab/depots/$USER` in ~/.bashrc, then move ~/.julia over."),
            ("user", "yes do that. remember when the cluster was down all of August and everybody's depot broke "
                     "after the OS update? anyway. go"),
            bash("mkdir -p /proj/oseilab/depots/$USER && rsync -a ~/.julia/ /proj/oseilab/depots/$USER/ && rm -rf "
                 "~/.julia && echo 'export JULIA_DEPOT_PATH=/proj/oseilab/depots/$USER' >> ~/.bashrc && quota -s | "
                 "tail -n 1",
                 "  /home   3.1G   20480M  20480M\n"),
            bash("srun --jobid=4481107 --overlap bash -lc 'module load julia/1.11.1 && cd ~/lab/Quench.jl && julia "
                 "--project -e \"using Pkg; Pkg.instantiate(); Pkg.precompile()\"' 2>&1 | tail -n 2",
                 "Precompiling project...\n  147 dependencies successfully precompiled in 412 seconds\n"),
            ("assistant", "Quench is instantiated and precompiled on the interactive node (job 4481107), with the "
                          "depot under /proj/oseilab/depots/tnakamura. Your home is at 3.1 GB."),
            ("user", "and the results. I write to scratch and copy to the archive at the end of the day?"),
            ("assistant", "That's what the README asks: runs write to scratch, and what you want to keep goes to "
                          "`/proj/oseilab/archive/tnakamura/`. I can add a last line to the job script that "
                          "rsyncs the run directory there when the run succeeds, so it doesn't depend on you "
                          "remembering it."),
            ("user", "yes add that to scripts/quench.sbatch"),
            tool("Edit", {"file_path": f"{STUDENT}/scripts/quench.sbatch",
                          "old_string": "srun julia --project scripts/run.jl \"$@\"\n",
                          "new_string": "srun julia --project scripts/run.jl \"$@\" && \\\n"
                                        "  rsync -a $SCRATCH/quench/$SLURM_JOB_ID/ "
                                        "/proj/oseilab/archive/$USER/quench/$SLURM_JOB_ID/\n"},
                 "The file has been updated."),
            bash("scancel 4481107 && echo released", "released\n"),
        ],
        "facts": [
            fact("account", "Every Slurm job of the Osei group must carry --account=oseilab; the default account "
                            "has no allocation and jobs stay PENDING forever (SBATCH_ACCOUNT set in ~/.bashrc).",
                 "rule", "user", ["oseilab", ["--account", "SBATCH_ACCOUNT"]], remember=True),
            fact("no-login-builds", "Nothing is built or precompiled on Ridgeline's login nodes; that happens on an "
                                    "interactive node (salloc -p interactive).",
                 "rule", "user", ["login", ["salloc", "interactive"]]),
            fact("archive", "Runs write to scratch; results to keep go to /proj/oseilab/archive/<user>/ (the quench "
                            "job script rsyncs a successful run there).",
                 "convention", "user", ["/proj/oseilab/archive", "scratch"]),
            fact("depot", "The Julia depot lives on /proj/oseilab/depots/$USER (JULIA_DEPOT_PATH) because home has "
                          "a 20 GB quota.",
                 "config", "assistant", ["JULIA_DEPOT_PATH", ["/proj/oseilab/depots", "20 GB"]]),
        ],
        "optional": [
            opt("julia-module", "Julia on Ridgeline is loaded with module load julia/1.11.1.", ["julia/1.11.1"]),
            opt("shared-envs", "The shared environments in /proj/oseilab/envs are read-only.", ["/proj/oseilab/envs"]),
        ],
        "questions": [
            q("Which Slurm account must every job of the group use?", "--account=oseilab", ["account"]),
            q("Where are Quench.jl builds and precompilation done on Ridgeline?",
              "on an interactive node (salloc -p interactive), not the login nodes", ["no-login-builds"]),
            q("Where do results go that should be kept?", "/proj/oseilab/archive/<user>/", ["archive"]),
            q("Where does the Julia depot live and why?", "/proj/oseilab/depots/$USER; home has a 20 GB quota", ["depot"]),
        ],
    },
]
