"""h31 Codex sessions, part a: hybrid MPI/OpenMP placement for tidepool on Ridgeline's EPYC nodes, CMake presets
and compiler flags for tidepool, and a spike comparing Zarr and NetCDF read speed for downpour that decided
nothing."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

TIDE = "/home/aosei/lab/tidepool"
DOWNPOUR = "/home/rkapoor/proj/downpour"

SESSIONS = [
    {
        "id": "h31-cx-tidepool-hybrid-tuning",
        "project": TIDE,
        "start": datetime(2026, 11, 6, 9, 30),
        "about": "tidepool on Ridgeline (2x64-core EPYC nodes, 16 L3 domains of 8 cores): scaling runs of the "
                 "2048x2048 case over rank/thread layouts; 16 ranks x 8 threads per node with OMP_PROC_BIND=close "
                 "and OMP_PLACES=cores is fastest; numbered questions answered tersely '1 yes 2 no 3 yes 4 only for "
                 "the paper runs' (default layout, no SMT, srun --cpu-bind=cores, 4 nodes only for paper runs, 2 "
                 "otherwise); 'this will matter next time': no more than 4 nodes for the 2048x2048 grid",
        "steps": [
            ("user", "production runs of the 2048x2048 basin case are slow. right now the run script does 128 MPI "
                     "ranks per node, no threads. try the hybrid layouts and tell me what's best"),
            shell("lscpu | grep -E 'Model name|Socket|Core\\(s\\)|Thread\\(s\\)|NUMA node\\(s\\)|L3'",
                  "Model name:            AMD EPYC 9554 64-Core Processor\nThread(s) per core:    2\n"
                  "Core(s) per socket:    64\nSocket(s):             2\nNUMA node(s):          8\n"
                  "L3 cache:              512 MiB (16 instances)\n"),
            ("assistant", "Each node has 128 cores in 16 L3 domains of 8 cores (plus SMT, 2 hardware threads per "
                          "core). The natural hybrid layout is one rank per L3 domain: 16 ranks x 8 threads. I'll "
                          "time 500 steps on one node for 128x1, 64x2, 32x4, 16x8 and 8x16, each with "
                          "OMP_PLACES=cores and OMP_PROC_BIND=close."),
            shell("for l in 128x1 64x2 32x4 16x8 8x16; do r=${l%x*}; t=${l#*x}; OMP_NUM_THREADS=$t "
                  "OMP_PLACES=cores OMP_PROC_BIND=close srun -N1 -n $r -c $t --cpu-bind=cores ./build/tidepool "
                  "cases/basin_2048.nml --steps 500 --quiet | grep 'wall'; done",
                  "128x1  wall 212.8 s  (halo 61.0 s)\n64x2   wall 171.3 s  (halo 38.2 s)\n"
                  "32x4   wall 149.9 s  (halo 22.7 s)\n16x8   wall 138.2 s  (halo 13.1 s)\n"
                  "8x16   wall 151.6 s  (halo 9.4 s)\n"),
            shell("for n in 1 2 4 8; do OMP_NUM_THREADS=8 OMP_PLACES=cores OMP_PROC_BIND=close srun -N$n "
                  "--ntasks-per-node=16 -c 8 --cpu-bind=cores ./build/tidepool cases/basin_2048.nml --steps 500 "
                  "--quiet | grep wall; done",
                  "N1  wall 138.2 s  (halo 13.1 s)\nN2  wall  72.4 s  (halo 10.9 s)\n"
                  "N4  wall  41.0 s  (halo 12.6 s)\nN8  wall  37.8 s  (halo 19.9 s)\n"),
            ("assistant", "Results, 500 steps of basin_2048:\n\n"
                          "- Per node, 16 ranks x 8 threads is fastest: 138 s vs 213 s for pure MPI. The halo "
                          "exchange time drops from 61 s to 13 s because there are 8x fewer messages and most of "
                          "the neighbours are now threads sharing memory. 8x16 loses again because one rank then "
                          "spans two L3 domains.\n"
                          "- Across nodes: 1 -> 2 nodes is 1.9x, 2 -> 4 is 1.8x, 4 -> 8 only 1.08x; at 8 nodes the "
                          "halo exchange takes half the time.\n\n"
                          "Questions before I change the run scripts:\n"
                          "1. Make 16x8 with OMP_PROC_BIND=close and OMP_PLACES=cores the default in "
                          "jobs/run_basin.sbatch?\n"
                          "2. Use SMT (2 threads per core) as well? I haven't measured it yet.\n"
                          "3. Always launch with `srun --cpu-bind=cores`?\n"
                          "4. Move production to 4 nodes?"),
            ("user", "1 yes 2 no 3 yes 4 only for the paper runs, the rest stays on 2"),
            ("assistant", "On 4: do you want a separate script for the paper runs, or a switch?"),
            ("user", "separate script, run_basin_paper.sbatch"),
            shell("apply_patch < /tmp/layout.patch && grep -nE 'nodes|ntasks-per-node|cpus-per-task|OMP_|srun' "
                  "jobs/run_basin.sbatch jobs/run_basin_paper.sbatch",
                  "Success. Updated the following files:\nM jobs/run_basin.sbatch\nA jobs/run_basin_paper.sbatch\n"
                  "jobs/run_basin.sbatch:3:#SBATCH --nodes=2\njobs/run_basin.sbatch:4:#SBATCH --ntasks-per-node=16\n"
                  "jobs/run_basin.sbatch:5:#SBATCH --cpus-per-task=8\n"
                  "jobs/run_basin.sbatch:12:export OMP_NUM_THREADS=8 OMP_PLACES=cores OMP_PROC_BIND=close\n"
                  "jobs/run_basin.sbatch:14:srun --cpu-bind=cores ./build/tidepool \"$CASE\"\n"
                  "jobs/run_basin_paper.sbatch:3:#SBATCH --nodes=4\n"
                  "jobs/run_basin_paper.sbatch:4:#SBATCH --ntasks-per-node=16\n"
                  "jobs/run_basin_paper.sbatch:5:#SBATCH --cpus-per-task=8\n"
                  "jobs/run_basin_paper.sbatch:12:export OMP_NUM_THREADS=8 OMP_PLACES=cores OMP_PROC_BIND=close\n"
                  "jobs/run_basin_paper.sbatch:14:srun --cpu-bind=cores ./build/tidepool \"$CASE\"\n"),
            ("user", "this will matter next time: for the 2048x2048 grid we never go past 4 nodes on ridgeline, "
                     "after that it's all halo exchange and we just burn allocation. if someone wants 8 nodes they "
                     "need a bigger grid"),
            ("assistant", "Got it: basin_2048 stays at 4 nodes at most. Both scripts now use 16 ranks per node, 8 "
                          "threads each, close binding on cores and srun --cpu-bind=cores; run_basin.sbatch asks for "
                          "2 nodes and run_basin_paper.sbatch for 4."),
            shell("git add jobs/ && git commit -qm 'jobs: hybrid 16x8 layout; paper runs on 4 nodes' && git log -1 "
                  "--oneline",
                  "e17c4b2 jobs: hybrid 16x8 layout; paper runs on 4 nodes\n"),
        ],
        "facts": [
            fact("layout", "tidepool runs 16 MPI ranks x 8 OpenMP threads per Ridgeline node (one rank per L3 "
                           "domain) with OMP_PROC_BIND=close and OMP_PLACES=cores.",
                 "config", "assistant", [["16x8", "16 ranks"], ["OMP_PROC_BIND=close", "OMP_PLACES=cores"]]),
            fact("cpu-bind", "tidepool runs are always launched with srun --cpu-bind=cores.",
                 "decision", "user", ["--cpu-bind=cores", "srun"]),
            fact("nodes", "Paper runs of basin_2048 use 4 nodes (jobs/run_basin_paper.sbatch); all other "
                          "production runs stay on 2 nodes (jobs/run_basin.sbatch).",
                 "decision", "user", [["paper", "run_basin_paper"], ["4 nodes", "--nodes=4"], ["2 nodes", "--nodes=2"]]),
            fact("max-nodes", "The 2048x2048 grid never goes past 4 nodes on Ridgeline: beyond that the halo "
                              "exchange dominates; 8 nodes need a bigger grid.",
                 "rule", "user", ["2048x2048", ["4 nodes", "halo exchange"]], remember=True),
        ],
        "optional": [
            opt("no-smt", "tidepool does not use SMT (one thread per core).", ["SMT"]),
            opt("scaling", "basin_2048, 500 steps: 1 node 138 s, 2 nodes 72 s, 4 nodes 41 s, 8 nodes 38 s.",
                ["41.0", "37.8"]),
        ],
        "questions": [
            q("What rank/thread layout does tidepool use per node?",
              "16 ranks x 8 threads, OMP_PROC_BIND=close, OMP_PLACES=cores", ["layout"]),
            q("How many nodes do tidepool's paper runs use, and the other runs?", "4 nodes for the paper runs, the rest "
              "stays on 2", ["nodes"]),
            q("Why not run the 2048x2048 grid on more than 4 nodes?", "after that it's all halo exchange",
              ["max-nodes"]),
        ],
    },
    {
        "id": "h31-cx-tidepool-cmake-presets",
        "project": TIDE,
        "start": datetime(2026, 11, 13, 15, 10),
        "about": "tidepool build: CMakePresets.json with gnu-release, gnu-debug and intel-release (gfortran 13.2, "
                 "ifx 2024.2, CMake 3.25 minimum); gnu-debug with -fcheck=all and -ffpe-trap=invalid,zero,overflow; "
                 "-ffast-math benchmarked for release; conditional 'a rule to keep': if a build enables -ffast-math "
                 "or -fp-model fast, ctest -L analytic must pass before its results are used; branch and commit "
                 "style fix/<topic>, feat/<topic>, subject prefixed with the module",
        "steps": [
            ("user", "everyone builds tidepool with their own cmake command line and half of the bug reports are "
                     "'works with my flags'. make CMake presets. gnu release, gnu debug, intel release"),
            shell("cmake --version | head -n 1 && module -t avail gcc intel-oneapi-compilers 2>&1 | tail -n 3 && "
                  "grep -n 'cmake_minimum_required\\|Fortran_FLAGS' CMakeLists.txt",
                  "cmake version 3.27.9\ngcc/13.2.0\nintel-oneapi-compilers/2024.2.1\n"
                  "CMakeLists.txt:1:cmake_minimum_required(VERSION 3.18)\n"
                  "CMakeLists.txt:24:set(CMAKE_Fortran_FLAGS_RELEASE \"-O3 -march=native\")\n"),
            ("assistant", "CMakePresets.json with version 6 needs CMake 3.25, so cmake_minimum_required moves from "
                          "3.18 to 3.25 (Ridgeline has 3.27). Plan for the presets:\n\n"
                          "- `gnu-release`: gfortran 13.2, `-O3 -march=znver4`, binary dir build/gnu-release\n"
                          "- `gnu-debug`: `-O0 -g -fcheck=all -ffpe-trap=invalid,zero,overflow -fbacktrace`\n"
                          "- `intel-release`: ifx 2024.2, `-O3 -xCORE-AVX512`\n\n"
                          "`-march=native` goes away: it bakes in the CPU of whatever machine compiled it, and "
                          "people compile on their laptops."),
            ("user", "fine, -march=znver4 since everything runs on ridgeline anyway. go"),
            shell("apply_patch < /tmp/presets.patch && cmake --list-presets && cmake --preset gnu-debug >/dev/null "
                  "&& cmake --build --preset gnu-debug -j 8 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nA CMakePresets.json\nM CMakeLists.txt\n"
                  "Available configure presets:\n\n  \"gnu-release\"   - GNU release (gfortran 13.2)\n"
                  "  \"gnu-debug\"     - GNU debug, runtime checks\n"
                  "  \"intel-release\" - Intel release (ifx 2024.2)\n"
                  "[100%] Built target tidepool\n"),
            shell("cd build/gnu-debug && ctest 2>&1 | tail -n 6",
                  "At line 112 of file src/friction.f90\n"
                  "Fortran runtime error: Index '0' of dimension 1 of array 'cf' below lower bound of 1\n"
                  "      Start 12: friction_channel\n12/31 Test #12: friction_channel .................***Failed\n"
                  "97% tests passed, 1 tests failed out of 31\n"),
            ("assistant", "The debug preset found something on its first run: friction.f90 line 112 reads `cf(0)` "
                          "at the western wall of the channel case. In release builds that reads whatever lies "
                          "before the array in memory. Do you want me to fix it here or open an issue?"),
            ("user", "fix it on a branch. branches are fix/<topic> or feat/<topic>, and the commit subject starts "
                     "with the module name, like 'friction: ...'. same as always, just nobody wrote it down"),
            shell("git switch -c fix/friction-west-wall && apply_patch < /tmp/friction.patch && cmake --build "
                  "--preset gnu-debug -j 8 >/dev/null && (cd build/gnu-debug && ctest 2>&1 | tail -n 1) && git "
                  "commit -qam 'friction: clamp index at the western wall' && git log -1 --oneline",
                  "Switched to a new branch 'fix/friction-west-wall'\nSuccess. Updated the following files:\n"
                  "M src/friction.f90\n100% tests passed, 0 tests failed out of 31\n"
                  "3a8d0e1 friction: clamp index at the western wall\n"),
            ("user", "Amara wants to know if -ffast-math is worth it for the release build. try it"),
            shell("for f in '' '-ffast-math'; do cmake --preset gnu-release -DEXTRA_FFLAGS=\"$f\" >/dev/null && "
                  "cmake --build --preset gnu-release -j 8 >/dev/null && (cd build/gnu-release && ctest -L analytic "
                  "2>&1 | tail -n 1) && OMP_NUM_THREADS=8 ./build/gnu-release/tidepool cases/basin_512.nml --steps "
                  "500 --quiet | grep wall; done",
                  "100% tests passed, 0 tests failed out of 6\nwall 18.4 s  (halo 1.9 s)\n"
                  "83% tests passed, 1 tests failed out of 6\nwall 15.9 s  (halo 1.9 s)\n"),
            shell("cd build/gnu-release && ctest -L analytic --output-on-failure 2>&1 | grep -A2 Failed | head -n 4",
                  "  4/6 Test #27: analytic_geostrophic .............***Failed\n"
                  "geostrophic balance: max |eta - eta_exact| = 4.1e-05 > 1.0e-08\n"),
            ("assistant", "-ffast-math gives 14% on basin_512, but the geostrophic balance test against the "
                          "analytical solution fails by three orders of magnitude: fast-math lets the compiler "
                          "reassociate the Coriolis and pressure-gradient terms, which cancel almost exactly in "
                          "that case. So the release preset stays without it."),
            ("user", "agreed, no fast-math in the presets. and a rule to keep: if any build ever enables "
                     "-ffast-math, or -fp-model fast with ifx, then ctest -L analytic has to pass on that exact "
                     "build before any result from it is used. no matter who asks"),
            shell("cmake --preset gnu-release >/dev/null && git add CMakePresets.json CMakeLists.txt && git commit "
                  "-qm 'build: CMake presets gnu-release, gnu-debug, intel-release' && git log -2 --oneline",
                  "b5c61f7 build: CMake presets gnu-release, gnu-debug, intel-release\n"
                  "3a8d0e1 friction: clamp index at the western wall\n"),
        ],
        "facts": [
            fact("presets", "tidepool builds through CMakePresets.json: gnu-release (gfortran 13.2, -O3 "
                            "-march=znver4), gnu-debug, intel-release (ifx 2024.2); CMake 3.25 is the minimum.",
                 "config", "assistant", ["CMakePresets", ["gnu-release", "intel-release", "gnu-debug"]]),
            fact("debug-flags", "The gnu-debug preset compiles with -fcheck=all -ffpe-trap=invalid,zero,overflow "
                                "-fbacktrace.",
                 "config", "assistant", ["-fcheck=all", "-ffpe-trap"]),
            fact("fastmath-rule", "If any build enables -ffast-math (or -fp-model fast with ifx), ctest -L analytic "
                                  "must pass on that exact build before any of its results are used.",
                 "rule", "user", ["-ffast-math", ["ctest -L analytic", "analytic"]], remember=True),
            fact("no-fastmath", "The release presets do not use -ffast-math: it broke the geostrophic balance "
                                "analytical test (4.1e-05 vs 1.0e-08) for a 14% speed-up.",
                 "decision", "user", [["no fast-math", "-ffast-math"], ["geostrophic", "preset"]]),
            fact("branch-style", "tidepool branches are named fix/<topic> or feat/<topic>; commit subjects start "
                                 "with the module name ('friction: ...').",
                 "convention", "user", [["fix/<topic>", "feat/<topic>"], "module"]),
        ],
        "optional": [
            opt("march", "Release builds use -march=znver4 instead of -march=native.", ["znver4"]),
            opt("friction-fix", "friction.f90 read cf(0) at the western wall; fixed on fix/friction-west-wall.",
                ["western wall"]),
        ],
        "questions": [
            q("Which debug flags does tidepool's gnu-debug preset use?",
              "-fcheck=all -ffpe-trap=invalid,zero,overflow", ["debug-flags"]),
            q("What must happen before results from a -ffast-math build are used?",
              "ctest -L analytic has to pass on that exact build", ["fastmath-rule"]),
            q("How are tidepool branches and commit subjects named?",
              "fix/<topic> or feat/<topic>; the subject starts with the module name", ["branch-style"]),
        ],
    },
    {
        "id": "h31-cx-downpour-zarr-spike",
        "project": DOWNPOUR,
        "start": datetime(2026, 11, 4, 17, 20),
        "about": "downpour, exploration only: read times of one variable from NetCDF4 vs Zarr v2 vs Zarr v3 with "
                 "sharding on Ridgeline's Lustre, time-series vs map access patterns, kerchunk references; the "
                 "person takes the numbers to the group meeting and nothing is changed or decided",
        "steps": [
            ("user", "curiosity session, nothing gets changed. I keep hearing Zarr is faster on Lustre than NetCDF. "
                     "can you measure it for our pr data? one variable, 2015-2020"),
            shell("ls -la /proj/downpour/spike/ && python -c \"import xarray as xr; ds = "
                  "xr.open_dataset('/proj/downpour/spike/pr_2015-2020.nc'); print(ds.pr.shape, ds.pr.encoding"
                  "['chunksizes'])\"",
                  "-rw-r----- 1 rkapoor downpour 38702114816 Nov  4 16:58 pr_2015-2020.nc\n"
                  "(2192, 1801, 3600) (1, 1801, 3600)\n"),
            ("assistant", "The NetCDF file is chunked one time step per chunk (a full map). That matters more than "
                          "the format: reading a time series at one point has to touch all 2192 chunks. To compare "
                          "formats fairly I'll write three copies with the same chunking, (365, 128, 128): NetCDF4, "
                          "Zarr v2 and Zarr v3 with a sharding codec (one shard per 365 x 1024 x 1024), and time "
                          "two access patterns: one grid point's full time series, and one day's full map."),
            shell("python spike/write_copies.py && python spike/read_bench.py --repeat 5",
                  "format            chunks           point series   one map   files\n"
                  "netcdf4 (orig)    1x1801x3600         412.7 s     0.21 s        1\n"
                  "netcdf4           365x128x128           1.9 s     3.80 s        1\n"
                  "zarr v2           365x128x128           1.2 s     2.10 s     2478\n"
                  "zarr v3 sharded   365x128x128           1.3 s     2.30 s       72\n"),
            ("assistant", "With the same chunking, the three formats are within a factor of two; Zarr reads maps "
                          "faster because it can fetch chunks concurrently while netCDF4-python reads them one by "
                          "one. The big difference is the chunk shape: the original file is 200x slower for time "
                          "series and 10x faster for maps. And Zarr v2 with 128x128 chunks means 2478 files for "
                          "one variable, which Lustre and the file quota won't like at our scale; sharding brings "
                          "that down to 72."),
            ("user", "what's the deal with kerchunk, could we skip converting at all?"),
            ("assistant", "kerchunk scans existing NetCDF4/HDF5 files and writes a JSON (or Parquet) index of "
                          "where each chunk lives in which file, byte offset and length. xarray can then open the "
                          "files as if they were one Zarr store, without copying the data. It removes the "
                          "conversion step, but it can't change the chunking: with the original one-map-per-chunk "
                          "layout, time series reads would stay at 400 s. VirtualiZarr is the newer route to the "
                          "same kind of references."),
            shell("python spike/read_bench.py --kerchunk /proj/downpour/spike/pr_refs.json --repeat 3",
                  "format            chunks           point series   one map   files\n"
                  "kerchunk -> nc    1x1801x3600         398.4 s     0.24 s        1\n"),
            ("user", "makes sense. I could imagine zarr v3 with sharding for the interim files, or maybe we just "
                     "rechunk the netcdf, or maybe it doesn't matter because the pipeline mostly reads maps. I "
                     "really don't know yet. I'll show the table at group meeting and we decide there. don't change "
                     "anything in the pipeline"),
            ("assistant", "Understood, nothing changed. The copies and the benchmark scripts are in "
                          "/proj/downpour/spike/ and spike/, outside the workflow; I can delete the 110 GB of "
                          "copies whenever you want."),
            ("user", "leave them until after the meeting"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
