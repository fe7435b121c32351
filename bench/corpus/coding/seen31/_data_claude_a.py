"""h31 Claude Code sessions, part a: tidepool (a Fortran 2008 shallow-water solver with CMake, MPI and OpenMP in
the Osei group): results that changed with the rank count, a Slurm job array that wrote 48 tasks into one HDF5 file,
and an evening of questions about MPI and OpenMP."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

TIDE = "/home/aosei/lab/tidepool"

SESSIONS = [
    {
        "id": "h31-cc-tidepool-halo-width",
        "project": TIDE,
        "start": datetime(2026, 11, 2, 10, 15),
        "about": "tidepool: the eta field differs between 4 and 8 MPI ranks after 2000 steps; the person's theory "
                 "(summation order in an MPI_Allreduce for the CFL time step) ruled out, the reduction is MPI_MIN "
                 "and a fixed-dt run still differs; real cause NHALO = 1 while the 4th-order advection stencil reads "
                 "two ghost cells; NHALO now set from STENCIL_RADIUS; rank-invariance test tolerance 1e-10 then "
                 "1e-12; 'commit this to memory': stencil changes run the test on 1, 4 and 7 ranks",
        "steps": [
            ("user", "something is off with tidepool. same config (bump_2d.nml), 4 ranks vs 8 ranks, and after 2000 "
                     "steps eta differs at the 1e-6 level. it used to be bitwise identical. I'm fairly sure it's "
                     "the Allreduce for the CFL time step, the summation order changes with the rank count and "
                     "floating point isn't associative"),
            bash("rg -n 'MPI_Allreduce|MPI_Reduce' src/",
                 "src/timestep.f90:41:    call MPI_Allreduce(dt_local, dt, 1, MPI_DOUBLE_PRECISION, MPI_MIN, comm, "
                 "ierr)\n"
                 "src/diagnostics.f90:77:    call MPI_Allreduce(mass_local, mass, 1, MPI_DOUBLE_PRECISION, MPI_SUM, "
                 "comm, ierr)\n"),
            ("assistant", "The time step reduction is an MPI_MIN, not a sum. A minimum is exact: whichever order the "
                          "ranks are combined in, the result is the same double. The MPI_SUM in diagnostics.f90 only "
                          "feeds the mass printout, it never goes back into the state. To rule the time step out "
                          "completely I'll run both rank counts with a fixed dt (`fixed_dt = 2.0e-3` in the "
                          "namelist) and compare."),
            bash("cd build && for n in 4 8; do mpirun -np $n ./tidepool ../cases/bump_2d.nml --fixed-dt 2.0e-3 "
                 "--steps 2000 --out /tmp/eta_np$n.h5 >/dev/null; done && python ../tools/h5diff_fields.py "
                 "/tmp/eta_np4.h5 /tmp/eta_np8.h5 eta",
                 "field eta: max |a-b| = 3.18e-06 at (i=256, j=77)\n"
                 "columns with |a-b| > 1e-9: i = 127..129, 255..257, 383..385\n"),
            ("assistant", "Still different with a fixed time step, so the reduction is not it. The telling part is "
                          "where: the differences sit in columns 127-129, 255-257 and 383-385. With 512 columns and "
                          "8 ranks in x, those are exactly the subdomain boundaries that exist with 8 ranks but not "
                          "with 4 (128 and 384), plus 256. That points at the halo exchange."),
            tool("Read", {"file_path": f"{TIDE}/src/mod_halo.f90", "offset": 1, "limit": 14},
                 "     1\tmodule mod_halo\n"
                 "     2\t  use mpi_f08\n"
                 "     3\t  implicit none\n"
                 "     4\t  private\n"
                 "     5\t  integer, parameter, public :: NHALO = 1\n"
                 "     6\t  public :: exchange_halo\n"
                 "     7\tcontains\n"),
            bash("git log -S'eta(i-2' --oneline -- src/advection.f90 && rg -n 'i-2|i\\+2' src/advection.f90",
                 "4be91c0 advection: 4th-order centred differences for the momentum flux\n"
                 "src/advection.f90:58:      du = (-u(i+2,j) + 8*u(i+1,j) - 8*u(i-1,j) + u(i-2,j)) * r12dx\n"
                 "src/advection.f90:61:      de = (-eta(i+2,j) + 8*eta(i+1,j) - 8*eta(i-1,j) + eta(i-2,j)) * r12dx\n"),
            ("assistant", "Found it. Since 4be91c0 the advection uses a 4th-order centred stencil that reads i-2 "
                          "and i+2, but mod_halo still exchanges one ghost cell (`NHALO = 1`). At a subdomain "
                          "boundary the second ghost column is never filled with the neighbour's data; it keeps "
                          "whatever was there at initialisation. The more ranks, the more boundaries, hence the "
                          "rank dependence. On one rank there is no internal boundary and the answer is right.\n\n"
                          "Fix: define the stencil radius once and derive the halo width from it, so the two can't "
                          "drift apart again: `STENCIL_RADIUS = 2` in mod_stencil.f90 and `NHALO = STENCIL_RADIUS` "
                          "in mod_halo.f90. The arrays are allocated with `1-NHALO:nx+NHALO`, so nothing else needs "
                          "to change."),
            tool("Edit", {"file_path": f"{TIDE}/src/mod_halo.f90",
                          "old_string": "  integer, parameter, public :: NHALO = 1\n",
                          "new_string": "  integer, parameter, public :: NHALO = STENCIL_RADIUS\n"},
                 "The file has been updated."),
            bash("cmake --build build -j 8 2>&1 | tail -n 1 && cd build && for n in 4 8; do mpirun -np $n "
                 "./tidepool ../cases/bump_2d.nml --steps 2000 --out /tmp/eta_np$n.h5 >/dev/null; done && python "
                 "../tools/h5diff_fields.py /tmp/eta_np4.h5 /tmp/eta_np8.h5 eta",
                 "[100%] Built target tidepool\nfield eta: max |a-b| = 0.00e+00\n"),
            ("user", "bitwise again. nice. we need a test for this so it doesn't come back. compare against a "
                     "single-rank run, max abs difference, tolerance 1e-10"),
            tool("Write", {"file_path": f"{TIDE}/tests/CMakeLists_rank.cmake",
                           "content": "foreach(np 1 4 7)\n"
                                      "  add_test(NAME rank_invariance_np${np}\n"
                                      "    COMMAND ${MPIEXEC_EXECUTABLE} -np ${np} $<TARGET_FILE:tidepool>\n"
                                      "            ${CMAKE_SOURCE_DIR}/cases/bump_2d.nml --steps 500 "
                                      "--out rank_np${np}.h5)\n"
                                      "endforeach()\n"
                                      "add_test(NAME rank_invariance_compare COMMAND python "
                                      "${CMAKE_SOURCE_DIR}/tools/h5diff_fields.py rank_np1.h5 rank_np4.h5 "
                                      "rank_np7.h5 eta u v --atol 1e-10)\n"
                                      "set_tests_properties(rank_invariance_compare PROPERTIES LABELS mpi\n"
                                      "  DEPENDS \"rank_invariance_np1;rank_invariance_np4;rank_invariance_np7\")\n"},
                 f"File created successfully at: {TIDE}/tests/CMakeLists_rank.cmake"),
            ("assistant", "The test runs 500 steps on 1, 4 and 7 ranks and compares eta, u and v against the "
                          "single-rank run with `--atol 1e-10`. I used 7 rather than 8 on purpose: 512 columns "
                          "don't split evenly over 7 ranks, so an uneven decomposition gets exercised too. It's "
                          "labelled `mpi`, so `ctest -L mpi` runs it on its own."),
            bash("cd build && ctest -L mpi --output-on-failure 2>&1 | tail -n 4",
                 "4/4 Test #31: rank_invariance_compare ..........   Passed    0.41 sec\n\n"
                 "100% tests passed, 0 tests failed out of 4\n"
                 "Label Time Summary:\nmpi    =  14.92 sec*proc (4 tests)\n"),
            ("user", "since it's bitwise now, 1e-10 is way too loose, it would have let through half of the "
                     "original bug. make it 1e-12, that leaves a little room for a different MPI library"),
            tool("Edit", {"file_path": f"{TIDE}/tests/CMakeLists_rank.cmake",
                          "old_string": "eta u v --atol 1e-10)", "new_string": "eta u v --atol 1e-12)"},
                 "The file has been updated."),
            ("user", "and commit this to memory: whenever anyone touches a stencil in tidepool, the "
                     "rank-invariance test runs on 1, 4 and 7 ranks before it's merged. no exceptions, this bug "
                     "cost me a week of wrong runs"),
            bash("cd build && ctest -L mpi 2>&1 | tail -n 2 && cd .. && git add -A && git commit -qm 'halo: derive "
                 "NHALO from STENCIL_RADIUS; rank-invariance test on 1/4/7 ranks' && git log -1 --oneline",
                 "100% tests passed, 0 tests failed out of 4\nTotal Test time (real) =  15.20 sec\n"
                 "9d02a7e halo: derive NHALO from STENCIL_RADIUS; rank-invariance test on 1/4/7 ranks\n"),
            ("assistant", "Committed as 9d02a7e. The halo width now follows the stencil radius, the rank-invariance "
                          "test passes at `--atol 1e-12`, and I'll hold on to the rule about running it on 1, 4 and "
                          "7 ranks for every stencil change."),
        ],
        "facts": [
            fact("halo-bug", "tidepool results changed with the MPI rank count because NHALO was 1 while the 4th-order "
                             "advection stencil reads i-2/i+2 (two ghost cells); NHALO is now derived from "
                             "STENCIL_RADIUS (2). The Allreduce summation order was not the cause (it is an MPI_MIN).",
                 "bugfix", "assistant", ["NHALO", ["STENCIL_RADIUS", "ghost cell", "4th-order"]]),
            fact("rank-tol", "The rank-invariance test compares eta, u and v against a single-rank run with an "
                             "absolute tolerance of 1e-12 (first set to 1e-10).",
                 "config", "user", ["rank-invariance", "1e-12"]),
            fact("stencil-rule", "Whenever a stencil in tidepool is touched, the rank-invariance test runs on 1, 4 "
                                 "and 7 ranks before the change is merged.",
                 "rule", "user", ["stencil", ["1, 4 and 7", "7 ranks"]], remember=True),
        ],
        "optional": [
            opt("ctest-label", "The rank-invariance tests carry the ctest label mpi (ctest -L mpi).",
                ["ctest -L mpi"]),
            opt("seven-ranks", "7 ranks are used because 512 columns don't split evenly, exercising an uneven "
                               "decomposition.",
                ["uneven"]),
        ],
        "questions": [
            q("Why did tidepool's results depend on the number of MPI ranks?",
              "NHALO was 1 but the 4th-order stencil reads i-2 and i+2", ["halo-bug"]),
            q("What tolerance does tidepool's rank-invariance test use?", "1e-12", ["rank-tol"]),
            q("On which rank counts must the rank-invariance test run after a stencil change?", "1, 4 and 7",
              ["stencil-rule"]),
        ],
    },
    {
        "id": "h31-cc-tidepool-array-overwrite",
        "project": TIDE,
        "start": datetime(2026, 11, 5, 8, 50),
        "about": "tidepool friction sweep: a 48-task Slurm job array left one unreadable HDF5 file; cause every task "
                 "wrote to sweep_${SLURM_ARRAY_JOB_ID}.h5 with H5F_ACC_TRUNC; fix per-task run directories and "
                 "H5F_ACC_EXCL; 'hold on to this' rule; array throttled to %16; 06:00:00 walltime; near-miss "
                 "'I can never remember the Slurm flags'",
        "steps": [
            ("user", "the friction sweep from last night is garbage. 48 array tasks all finished COMPLETED, but "
                     "there's one output file and h5py can't even open it"),
            bash("ls -la $SCRATCH/tidepool/sweep/ && python -c \"import h5py; "
                 "h5py.File('$SCRATCH/tidepool/sweep/sweep_4471920.h5')\" 2>&1 | tail -n 1",
                 "total 1893412\ndrwxr-x--- 2 aosei oseilab       4096 Nov  5 03:41 .\n"
                 "-rw-r----- 1 aosei oseilab 1938846720 Nov  5 03:41 sweep_4471920.h5\n"
                 "OSError: Unable to open file (bad object header version number)\n"),
            bash("sed -n 1,30p jobs/sweep_friction.sbatch",
                 "#!/bin/bash\n#SBATCH --job-name=tp-sweep\n#SBATCH --array=0-47\n#SBATCH --ntasks=32\n"
                 "#SBATCH --time=04:00:00\n#SBATCH --output=logs/%x_%A_%a.out\n\n"
                 "module load gcc/13.2.0 openmpi/4.1.6 hdf5/1.14.3-mpi\n"
                 "CF=$(sed -n \"$((SLURM_ARRAY_TASK_ID+1))p\" jobs/friction_values.txt)\n"
                 "OUT=$SCRATCH/tidepool/sweep/sweep_${SLURM_ARRAY_JOB_ID}.h5\n\n"
                 "srun ./build/tidepool cases/channel.nml --set friction.cf=$CF --out $OUT\n"),
            ("assistant", "That's the cause. `SLURM_ARRAY_JOB_ID` is the same for every task of an array (4471920 "
                          "here); only `SLURM_ARRAY_TASK_ID` differs. So all 48 tasks wrote to the same path. "
                          "tidepool opens its output with `H5F_ACC_TRUNC`, so each task that started truncated the "
                          "file under the ones still writing, and the parallel writes interleaved. Slurm reports "
                          "COMPLETED because every srun exited 0; HDF5 doesn't notice that another job truncated "
                          "its file."),
            bash("rg -n 'h5fcreate_f' src/io_hdf5.f90",
                 "src/io_hdf5.f90:52:    call h5fcreate_f(trim(path), H5F_ACC_TRUNC_F, file_id, ierr, "
                 "access_prp=fapl)\n"),
            ("assistant", "Two changes I'd make:\n\n1. Each task gets its own directory, "
                          "`runs/${SLURM_ARRAY_JOB_ID}_${SLURM_ARRAY_TASK_ID}/`, with the output, a copy of the "
                          "namelist and the friction value in it.\n2. tidepool creates its output with "
                          "`H5F_ACC_EXCL` instead of `H5F_ACC_TRUNC`: if the file already exists, it stops with an "
                          "error before the first time step instead of destroying it.\n\nThe second one also "
                          "protects a rerun from overwriting a good result."),
            ("user", "yes to both. hold on to this: every task of an array job writes into its own directory, and "
                     "tidepool never overwrites an existing output file. if I want to rerun, I delete by hand"),
            tool("Edit", {"file_path": f"{TIDE}/src/io_hdf5.f90",
                          "old_string": "call h5fcreate_f(trim(path), H5F_ACC_TRUNC_F, file_id, ierr, "
                                        "access_prp=fapl)",
                          "new_string": "call h5fcreate_f(trim(path), H5F_ACC_EXCL_F, file_id, ierr, "
                                        "access_prp=fapl)\n"
                                        "    if (ierr /= 0) call abort_run('output exists, refusing to overwrite: ' "
                                        "// trim(path))"},
                 "The file has been updated."),
            ("user", "while you're in the sbatch file. I can never remember the Slurm flags, how do I stop all 48 "
                     "from starting at once? last night they ate the whole group share and Kofi's jobs sat there "
                     "all night"),
            ("assistant", "A `%` suffix on the array range throttles it: `--array=0-47%16` keeps at most 16 tasks "
                          "running at the same time; the rest wait in the queue as pending. You can change the limit "
                          "of a running array with `scontrol update JobId=<id> ArrayTaskThrottle=8`."),
            ("user", "16 is fine. and 4 hours was too tight for the low-friction cases, two of them hit the limit. "
                     "give them 6"),
            tool("Edit", {"file_path": f"{TIDE}/jobs/sweep_friction.sbatch",
                          "old_string": "#SBATCH --array=0-47\n#SBATCH --ntasks=32\n#SBATCH --time=04:00:00\n",
                          "new_string": "#SBATCH --array=0-47%16\n#SBATCH --ntasks=32\n#SBATCH --time=06:00:00\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{TIDE}/jobs/sweep_friction.sbatch",
                          "old_string": "OUT=$SCRATCH/tidepool/sweep/sweep_${SLURM_ARRAY_JOB_ID}.h5\n",
                          "new_string": "RUN=$SCRATCH/tidepool/runs/${SLURM_ARRAY_JOB_ID}_${SLURM_ARRAY_TASK_ID}\n"
                                        "mkdir -p $RUN && cp cases/channel.nml $RUN/ && echo $CF > $RUN/friction.cf\n"
                                        "OUT=$RUN/out.h5\n"},
                 "The file has been updated."),
            bash("cmake --build build -j 8 2>&1 | tail -n 1 && mkdir -p /tmp/t && touch /tmp/t/out.h5 && "
                 "mpirun -np 2 ./build/tidepool cases/channel.nml --steps 1 --out /tmp/t/out.h5; echo exit=$?",
                 "[100%] Built target tidepool\n"
                 "tidepool: output exists, refusing to overwrite: /tmp/t/out.h5\nexit=3\n"),
            ("assistant", "Rebuilt; an existing output file now stops the run with exit code 3. The sbatch script "
                          "writes each task to `runs/<array job>_<task>/out.h5`, throttles the array to 16 "
                          "concurrent tasks and asks for 6 hours. Shall I resubmit the sweep?"),
            ("user", "yes, submit it"),
            bash("sbatch jobs/sweep_friction.sbatch",
                 "Submitted batch job 4475133\n"),
        ],
        "facts": [
            fact("array-overwrite", "The friction sweep's output was corrupted because all 48 array tasks wrote to "
                                    "the same file named with ${SLURM_ARRAY_JOB_ID} (identical for every task) and "
                                    "tidepool opened it with H5F_ACC_TRUNC.",
                 "bugfix", "assistant", ["SLURM_ARRAY_JOB_ID", ["same path", "H5F_ACC_TRUNC"]]),
            fact("own-dir-rule", "Every task of an array job writes into its own directory "
                                 "(runs/<array job>_<task>/), and tidepool never overwrites an existing output file "
                                 "(created with H5F_ACC_EXCL); reruns mean deleting by hand.",
                 "rule", "user", [["own directory", "SLURM_ARRAY_TASK_ID"], ["H5F_ACC_EXCL", "overwrite"]],
                 remember=True),
            fact("sweep-throttle", "The friction sweep array is throttled to 16 concurrent tasks (--array=0-47%16) "
                                   "so it doesn't take the whole group share.",
                 "config", "user", ["%16", ["16", "throttle"]]),
            fact("sweep-walltime", "Friction sweep tasks get a 6 hour walltime (--time=06:00:00); 4 hours was too "
                                   "short for the low-friction cases.",
                 "config", "user", ["06:00:00", ["6 hours", "--time"]]),
        ],
        "optional": [
            opt("throttle-update", "The throttle of a running array can be changed with scontrol update "
                                   "ArrayTaskThrottle.",
                ["ArrayTaskThrottle"]),
        ],
        "questions": [
            q("Why was the friction sweep's HDF5 output unreadable?",
              "all 48 array tasks wrote to the same path, sweep_${SLURM_ARRAY_JOB_ID}.h5", ["array-overwrite"]),
            q("How many sweep tasks may run at the same time?", "16", ["sweep-throttle"]),
            q("What does tidepool do when its output file already exists?",
              "it stops, refusing to overwrite (H5F_ACC_EXCL)", ["own-dir-rule"]),
            q("What walltime do the friction sweep tasks get?", "6 hours (06:00:00)", ["sweep-walltime"]),
        ],
    },
    {
        "id": "h31-cc-mpi-openmp-questions",
        "project": TIDE,
        "start": datetime(2026, 11, 9, 21, 5),
        "about": "tidepool, questions only: MPI_Sendrecv vs Isend/Irecv for halos, what the reorder flag of "
                 "MPI_Cart_create does, OMP_PROC_BIND close vs spread, first-touch page placement, srun "
                 "--cpu-bind; nothing decided or changed",
        "steps": [
            ("user", "a few things I've been meaning to understand properly, no changes tonight. our halo exchange "
                     "uses MPI_Sendrecv. what would Isend/Irecv buy us?"),
            bash("rg -n 'MPI_Sendrecv|MPI_Isend|MPI_Irecv' src/mod_halo.f90",
                 "src/mod_halo.f90:34:    call MPI_Sendrecv(sbuf_e, n, MPI_DOUBLE_PRECISION, east, 1, rbuf_w, n, "
                 "MPI_DOUBLE_PRECISION, west, 1, comm, MPI_STATUS_IGNORE)\n"
                 "src/mod_halo.f90:39:    call MPI_Sendrecv(sbuf_w, n, MPI_DOUBLE_PRECISION, west, 2, rbuf_e, n, "
                 "MPI_DOUBLE_PRECISION, east, 2, comm, MPI_STATUS_IGNORE)\n"),
            ("assistant", "MPI_Sendrecv is blocking: the rank waits until its send buffer can be reused and its "
                          "receive has arrived, and the east and west exchanges happen one after the other. With "
                          "Isend/Irecv you post all four (or eight, with corners) at once and call MPI_Waitall "
                          "later. Two things come out of that: the exchanges in different directions overlap each "
                          "other, and you can compute the interior points, which don't need ghost cells, while "
                          "the messages are in flight, and only do the boundary strip after MPI_Waitall. How much "
                          "that saves depends on the ratio of interior work to message latency; on small "
                          "subdomains it can be a lot, on big ones it hardly shows."),
            ("user", "what does the reorder flag in MPI_Cart_create do? we pass .false."),
            ("assistant", "With `reorder = .true.` the library may give a process a different rank in the new "
                          "Cartesian communicator than it had in MPI_COMM_WORLD, so that neighbours in the grid end "
                          "up close in the machine (same node, same socket). With `.false.` rank numbers are kept. "
                          "In practice many MPI implementations ignore the hint and return the same numbering "
                          "either way; Open MPI only reorders with certain topology components. The one thing that "
                          "breaks with reordering is code that uses world ranks where it should use ranks of the "
                          "Cartesian communicator, for example to pick who writes a file."),
            ("user", "OMP_PROC_BIND=close vs spread, in plain words"),
            ("assistant", "Both pin threads to the places in OMP_PLACES (say, cores). `close` puts a rank's threads "
                          "on neighbouring places, next to the parent thread: thread 0 on core 0, thread 1 on core "
                          "1, and so on. `spread` spaces them out evenly over the places the rank owns. Close is "
                          "good when threads share data in a cache (same L3 slice); spread is good when each thread "
                          "needs its own memory bandwidth. If each rank is given exactly one L3 domain's worth of "
                          "cores, the two end up almost the same."),
            ("user", "and first touch? someone in the group meeting said our init loop is 'wrong for NUMA'"),
            ("assistant", "On Linux a page of memory is physically placed on the NUMA node of the thread that first "
                          "writes to it, not the one that allocates it. If the arrays are initialised in a serial "
                          "loop, all pages land on the first thread's NUMA node, and later every other thread reads "
                          "across the interconnect. The usual fix is to initialise with the same `!$omp parallel "
                          "do` and schedule as the compute loops, so each thread first-touches the part it will "
                          "work on."),
            bash("rg -n -B2 'eta\\(:,:\\) = 0' src/init.f90",
                 "src/init.f90:18:    ! initial state\n"
                 "src/init.f90:19:    allocate(eta(1-NHALO:nx+NHALO, 1-NHALO:ny+NHALO))\n"
                 "src/init.f90:20:    eta(:,:) = 0.0d0\n"),
            ("assistant", "That's what they meant: `eta(:,:) = 0.0d0` runs on one thread, outside any parallel "
                          "region, so every page of eta is placed on one NUMA node. With one MPI rank per L3 "
                          "domain and few threads per rank it matters much less than with one rank per node."),
            ("user", "last one: srun --cpu-bind=cores vs just letting it be"),
            ("assistant", "Without a binding option, what Slurm does depends on the site's TaskPlugin defaults; "
                          "processes may be allowed to float over all cores of the allocation and the kernel moves "
                          "them around. `--cpu-bind=cores` binds each task to the cores Slurm assigned to it, so a "
                          "rank and its OpenMP threads stay on their own cores and keep their caches warm. You can "
                          "check what happened with `--cpu-bind=verbose,cores`, which prints each task's mask at "
                          "start."),
            ("user", "ok that clears it up. thanks, nothing to do tonight"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
