"""Claude Code sessions of the h11 split (part one)."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

OCEAN_LOG = """ tidepool-ocean v3.2.1 (build 2026-11-18, ifx 2024.2.1, -O3 -xHost)
 MPI ranks:        64   OpenMP threads/rank: 4
 config:           baltic_2km   grid 1120 x 940 x 42
 dt (baroclinic):  90.0 s    dt (barotropic): 3.0 s
 restart read:     restarts/baltic_0411_240h.nc  OK
 step  14000  t= 1260000.0 s  max|u|= 1.71 m/s  max|w|= 2.1e-03  KE= 4.412e+14
 step  14100  t= 1269000.0 s  max|u|= 1.74 m/s  max|w|= 2.3e-03  KE= 4.418e+14
 step  14200  t= 1278000.0 s  max|u|= 1.83 m/s  max|w|= 2.2e-03  KE= 4.421e+14
 step  14230  t= 1280700.0 s  max|u|= 1.82 m/s  max|w|= 2.6e-03  KE= 4.420e+14
 WARNING: wet/dry transition count 311 at step 14231
 step  14233  NaN detected in T at (i=211, j=87, k=3) on rank 37
 step  14233  NaN detected in S at (i=211, j=87, k=3) on rank 37
 ABORT: model state invalid, writing crash dump crash_014233.nc
 MPI_ABORT was invoked on rank 37 in communicator MPI_COMM_WORLD with errorcode 3"""

OCEAN_CFL = """ diag/cfl_baltic_0412.txt (every 100 steps)
 step    max_cfl_u   max_cfl_v   max_cfl_w   where(i,j,k)
 13900   0.081       0.077       0.29        (640,301,1)
 14000   0.079       0.080       0.30        (640,301,1)
 14100   0.082       0.081       0.31        (641,301,1)
 14200   0.083       0.082       0.31        (641,300,1)
 must stay below 0.5 for the leapfrog/AM3 scheme (default limit 0.45)"""

OCEAN_DEBUG = """ $ make DEBUG=1 FC=gfortran -j16 && mpirun -np 64 ./tidepool baltic_2km.nml
 gfortran -O0 -g -fcheck=all -ffpe-trap=invalid,zero,overflow -finit-real=snan ...
 [ 38 files compiled ]
 ...
 step  14231  WARNING: wet/dry transition count 311
 Program received signal SIGFPE: Floating-point exception - erroneous arithmetic operation.
 Backtrace for this error:
 #0  0x7f3a2c in eos_jmd95 at src/eos.f90:148
       sqrt_s = sqrt(s(i,j,k))
 #1  0x7f1b90 in compute_density at src/eos.f90:61
 #2  0x7e88d4 in step_baroclinic at src/timestep.f90:233
 #3  0x7e1210 in tidepool_main at src/main.f90:97
 value of s(211,87,3) = -3.1427e-04 (rank 37)
 mask wet_t(211,87) = 0 (cell dried at step 14231)"""

OCEAN_DIFF = """--- a/src/tracer_adv.f90
+++ b/src/tracer_adv.f90
@@ -118,10 +118,12 @@ subroutine tracer_flux_x(t, u, flx, nx, ny, nz)
     do k = 1, nz
       do j = 1, ny
         do i = 1, nx-1
-          flx(i,j,k) = u(i,j,k) * limiter(t(i-1,j,k), t(i,j,k), t(i+1,j,k))
+          flx(i,j,k) = u(i,j,k) * limiter(t(i-1,j,k), t(i,j,k), t(i+1,j,k)) &
+                       * wetmask(i,j) * wetmask(i+1,j)
         end do
       end do
     end do
@@ -151,7 +153,8 @@ subroutine tracer_flux_y(t, v, flx, nx, ny, nz)
-          flx(i,j,k) = v(i,j,k) * limiter(t(i,j-1,k), t(i,j,k), t(i,j+1,k))
+          flx(i,j,k) = v(i,j,k) * limiter(t(i,j-1,k), t(i,j,k), t(i,j+1,k)) &
+                       * wetmask(i,j) * wetmask(i,j+1)"""

OCEAN_TESTS = """ $ ctest --output-on-failure
 Test project /home/marit/src/tidepool-ocean/build
       Start  1: test_eos_unesco
  1/9  Test  #1: test_eos_unesco ..................   Passed    0.04 sec
       Start  2: test_eos_jmd95
  2/9  Test  #2: test_eos_jmd95 ...................   Passed    0.05 sec
       Start  3: test_halo_exchange_2x2
  3/9  Test  #3: test_halo_exchange_2x2 ...........   Passed    1.12 sec
       Start  4: test_tracer_conservation
  4/9  Test  #4: test_tracer_conservation .........   Passed    3.87 sec
       Start  5: test_wetdry_basin
  5/9  Test  #5: test_wetdry_basin ................   Passed    6.40 sec
       Start  6: test_seamount
  6/9  Test  #6: test_seamount ....................   Passed    9.02 sec
       Start  7: test_restart_bitwise
  7/9  Test  #7: test_restart_bitwise .............   Passed    4.33 sec
       Start  8: test_tides_m2
  8/9  Test  #8: test_tides_m2 ....................   Passed   12.91 sec
       Start  9: test_io_netcdf
  9/9  Test  #9: test_io_netcdf ...................   Passed    0.88 sec
 100% tests passed, 0 tests failed out of 9
 Total Test time (real) =  38.71 sec"""

OCEAN = {
    "id": "h11-cc-ocean-nan",
    "agent": "claude-code",
    "project": "/home/marit/src/tidepool-ocean",
    "start": datetime(2026, 11, 23, 8, 12, 0),
    "about": "Fortran ocean model blows up with NaNs; assistant voices two wrong guesses (CFL, halo) "
             "before the debug build finds negative salinity in drying cells; user rejects the clamp; "
             "dt changed; debug build command said as keep-in-mind",
    "steps": [
        ("user", "morning. the 2-day baltic run blew up again, NaNs in T after ~14k steps. log is "
                 "runs/baltic_0412/ocean.log"),
        ("assistant", "Morning! Let me look at the tail of the log."),
        ("tool", "Bash", {"command": "tail -n 16 runs/baltic_0412/ocean.log"}, OCEAN_LOG),
        ("assistant", "The NaN appears first in T and S at the same point (211, 87, k=3) on rank 37, "
                      "right after a burst of wet/dry transitions. My first guess would be a CFL "
                      "violation in the vertical: the thin surface layers make w-CFL the tightest "
                      "constraint and max|w| jumps from 2.2e-03 to 2.6e-03 just before the crash. Let "
                      "me check the CFL diagnostics before touching anything."),
        ("tool", "Bash", {"command": "tail -n 7 diag/cfl_baltic_0412.txt"}, OCEAN_CFL),
        ("assistant", "Not CFL: the vertical CFL tops out at 0.31, well under the 0.45 limit, and it "
                      "is located at (641, 301), nowhere near the NaN. Second guess: the halo. Rank "
                      "37's tile boundary is at i=210, one cell away from where the NaN shows up, so a "
                      "halo that isn't refreshed after the restart read could feed garbage into the "
                      "advection stencil. Let me read the exchange order."),
        ("tool", "Read", {"file_path": "src/timestep.f90", "offset": 200, "limit": 40},
         "200  subroutine step_baroclinic(st)\n201    type(state), intent(inout) :: st\n"
         "...\n221    call halo_exchange(st%t, st%s)\n222    call halo_exchange(st%u, st%v)\n"
         "223    call update_wetdry(st)\n224    call halo_exchange_mask(st%wet_t)\n"
         "225    call tracer_advect(st)\n...\n233    call compute_density(st)\n"),
        ("assistant", "The halo exchange happens before advection and the mask is exchanged too, so "
                      "that looks fine on paper. The quickest way to stop guessing is the debug build "
                      "with FPE traps and signalling-NaN init: if a halo cell is uninitialised we'll "
                      "trap inside the stencil, otherwise we'll trap wherever the first invalid "
                      "operation really is. Shall I run it on the crash restart? It takes ~20 min."),
        ("user", "yes go. use gfortran, the ifx debug build is broken on the cluster"),
        ("tool", "Bash", {"command": "make DEBUG=1 FC=gfortran -j16 && mpirun -np 64 ./tidepool "
                                     "baltic_2km.nml", "timeout": 1800000}, OCEAN_DEBUG),
        ("assistant", "Found it, and it's neither of my guesses.\n\nThe trap is in `eos_jmd95` at "
                      "src/eos.f90:148, `sqrt(s(i,j,k))`, with s = -3.14e-04. So the real root cause "
                      "is **negative salinity in a cell that just dried**: `wet_t(211,87)` went to 0 "
                      "at step 14231, but the x/y tracer fluxes in `tracer_adv.f90` don't multiply by "
                      "the wet mask, so the limiter keeps moving salt out of a cell with almost no "
                      "volume, S undershoots below zero, and the square root of S in the JMD95 "
                      "equation of state returns NaN. T goes NaN one step later through the density "
                      "coupling.\n\nTwo possible fixes:\n1. clamp S at zero inside `eos_jmd95` "
                      "(one line, cheap);\n2. apply the wet mask to the tracer fluxes so a dry face "
                      "carries no flux at all.\n\nI'd do both - the clamp as a safety net."),
        ("user", "no clamp. clamping just hides stuff like this, next time we'd never see it. do the "
                 "mask in the fluxes"),
        ("assistant", "Fair - a clamp would have turned this crash into a silent salt leak. Doing the "
                      "mask only."),
        ("tool", "Edit", {"file_path": "src/tracer_adv.f90"}, OCEAN_DIFF),
        ("assistant", "Both flux directions now multiply by `wetmask` on the two cells sharing the "
                      "face, so a face next to a dry cell carries zero tracer flux. Running the test "
                      "suite."),
        ("tool", "Bash", {"command": "cd build && make -j16 && ctest --output-on-failure"}, OCEAN_TESTS),
        ("assistant", "All 9 pass, including test_wetdry_basin and test_tracer_conservation (salt "
                      "is still conserved to round-off with the mask in place)."),
        ("user", "nice. rename wetmask to wet_face in that file? reads better"),
        ("assistant", "Hm, `wetmask` is the name of the module array in `grid_mod`, used in 14 "
                      "other places; renaming it only in tracer_adv.f90 would mean a local alias. Want "
                      "the global rename or leave it?"),
        ("user", "never mind, leave it"),
        ("assistant", "Leaving it as is."),
        ("user", "also lets drop dt to 75 s for the baltic config. the summer stratification runs were "
                 "close to the edge anyway and I dont want to debug this twice"),
        ("tool", "Edit", {"file_path": "configs/baltic_2km.nml"},
         "--- a/configs/baltic_2km.nml\n+++ b/configs/baltic_2km.nml\n@@ -12,7 +12,7 @@ &time\n"
         "-  dt_baroclinic = 90.0\n+  dt_baroclinic = 75.0\n   dt_barotropic = 3.0\n"
         "   nsplit_max    = 40\n   run_days      = 2\n"),
        ("assistant", "Set `dt_baroclinic = 75.0` in configs/baltic_2km.nml; the barotropic step "
                      "stays at 3.0 s (75/3 = 25 substeps, under nsplit_max = 40). The 2-day run "
                      "will take about 20% longer in wall time."),
        ("user", "fine. restart the run from the 0411 restart file, 64 ranks as usual"),
        ("tool", "Bash", {"command": "sbatch --ntasks=64 --cpus-per-task=4 jobs/baltic.sbatch "
                                     "restarts/baltic_0411_240h.nc"},
         "Submitted batch job 4419827\n"),
        ("assistant", "Submitted as job 4419827. It'll pass step 14233 in about 3 hours at the new dt "
                      "(step numbers shift, it'll be around step 17080)."),
        ("user", "while that runs can you add a regression test for this? something that dries a "
                 "cell with salt in it"),
        ("assistant", "Sure. `test_wetdry_basin` dries cells but starts with S = 0 everywhere, which is "
                      "why it never caught this. I'll add `test_wetdry_salt_positive`: a sloping basin "
                      "with S = 7 psu, a tide that dries the top row, and an assertion that min(S) >= 0 "
                      "and total salt is conserved to 1e-12 over 2000 steps."),
        ("tool", "Write", {"file_path": "tests/test_wetdry_salt_positive.f90"},
         "File created successfully at: tests/test_wetdry_salt_positive.f90 (96 lines)"),
        ("tool", "Bash", {"command": "cd build && cmake .. && make -j16 && ctest -R wetdry"},
         " -- The Fortran compiler identification is GNU 13.2.0\n -- Found MPI_Fortran: "
         "/usr/lib/x86_64-linux-gnu/openmpi/lib/libmpi_usempif08.so (found version \"3.1\")\n"
         " -- Found NetCDF: /usr/lib/x86_64-linux-gnu/libnetcdff.so (found version \"4.6.1\")\n"
         " -- Configuring done (1.9s)\n"
         "      Start  5: test_wetdry_basin\n 1/2 Test  #5: test_wetdry_basin ................   Passed    6.37 sec\n"
         "      Start 10: test_wetdry_salt_positive\n 2/2 Test #10: test_wetdry_salt_positive ........   Passed    8.81 sec\n"
         " 100% tests passed, 0 tests failed out of 2"),
        ("assistant", "Added and passing. I checked it fails without the wetmask change too (min S = "
                      "-2.7e-04 at step 1411), so it really guards the fix."),
        ("user", "k"),
        ("tool", "Bash", {"command": "squeue -j 4419827 -o '%.10i %.9P %.20j %.8T %.10M %.6D'"},
         "     JOBID PARTITION                 NAME    STATE       TIME  NODES\n"
         "   4419827   compute          baltic_2day  RUNNING      41:12      4"),
        ("assistant", "Job 4419827 is running on 4 nodes, 41 minutes in."),
        ("user", "keep in mind for next time: debug builds are always `make DEBUG=1 FC=gfortran`, ifx "
                 "debug is broken on the cluster so dont even try it. ok thats it for now, thanks"),
        ("assistant", "Noted. Always happy to help - I'll check job 4419827 when you're back if you "
                      "want."),
    ],
    "facts": [
        fact("nan-cause", "The baltic NaNs came from negative salinity in drying cells: the tracer fluxes "
             "ignored the wet mask, and sqrt(S) in eos_jmd95 returned NaN.", "bugfix", "assistant",
             ["negative salinity", "eos_jmd95"]),
        fact("nan-fix", "Fix: the x/y tracer fluxes in tracer_adv.f90 are multiplied by wetmask of both "
             "cells of the face.", "bugfix", "assistant", ["wetmask", "tracer_adv.f90"]),
        fact("no-clamp", "Salinity is not clamped in the equation of state: clamping hides bugs like "
             "this one.", "decision", "user", [["clamp", "clamping"], "salinity"]),
        fact("baltic-dt", "The baltic config uses dt_baroclinic = 75 s (was 90) because summer "
             "stratification runs were close to the limit.", "config", "user",
             ["dt_baroclinic", "75"]),
        fact("debug-build", "Debug builds are always `make DEBUG=1 FC=gfortran`; the ifx debug build "
             "is broken on the cluster.", "rule", "user", ["DEBUG=1", "gfortran"], remember=True),
    ],
    "optional": [
        opt("ranks", "The baltic run uses 64 MPI ranks with 4 OpenMP threads each.", ["64", "ranks"]),
        opt("salt-test", "Regression test test_wetdry_salt_positive guards the fix.",
            ["test_wetdry_salt_positive"]),
        opt("dt-bt", "The barotropic step stays 3.0 s.", ["dt_barotropic", "3.0"]),
    ],
    "questions": [
        q("Why did the baltic run produce NaNs?", "negative salinity in drying cells, sqrt in eos_jmd95",
          ["nan-cause"]),
        q("How do I build the model for debugging?", "make DEBUG=1 FC=gfortran", ["debug-build"]),
        q("What baroclinic time step does the baltic config use?", "75 s", ["baltic-dt"]),
        q("Should we clamp salinity in the EOS?", "no, clamping hides bugs; wet mask in fluxes",
          ["no-clamp", "nan-fix"]),
    ],
}

FLUTTER_TEST = """$ flutter test
Flutter 3.24.3 • channel stable • https://github.com/flutter/flutter.git
Framework • revision 2663184aa7 • Engine • revision 36335019a8
Tools • Dart 3.5.3 • DevTools 2.37.3
00:01 +0: loading /home/dev/stridely/test/workout/rest_timer_notifier_test.dart
00:02 +1: RestTimerNotifier starts at the default rest
00:02 +2: RestTimerNotifier counts down once per second
00:03 +3: RestTimerNotifier uses superset rest when the set is part of a superset
00:03 +4: RestTimerNotifier cancel() resets to idle
00:04 +5: WorkoutScreen shows the rest banner after a set is logged
00:05 +6: WorkoutScreen hides the banner when the timer completes
00:06 +31: All tests passed!"""

FLUTTER = {
    "id": "h11-cc-flutter-rest",
    "agent": "claude-code",
    "project": "/home/dev/stridely",
    "start": datetime(2026, 11, 23, 14, 2, 0),
    "about": "Flutter fitness app rest timer; user picks 'the second one' from three state options; "
             "convention stated in review; defaults; hurried lowercase remember; 'maybe later' on a "
             "suggested tool",
    "steps": [
        ("user", "hey! can you add a rest timer between sets on the workout screen? like after you "
                 "log a set it counts down"),
        ("assistant", "Sure! Before I write it, where should the countdown state live? Three options "
                      "that fit this codebase:\n\n1. **`StatefulWidget` + `setState`** in "
                      "`WorkoutScreen` - smallest change, but the timer dies when the screen is "
                      "popped.\n2. **A Riverpod `Notifier`** (`RestTimerNotifier`) - you already use "
                      "Riverpod for `workoutSessionProvider`, it survives navigation and is easy to "
                      "unit-test.\n3. **A `Cubit` from flutter_bloc** - works, but adds a second state "
                      "library next to Riverpod.\n\nWhich one?"),
        ("user", "the second one"),
        ("tool", "Write", {"file_path": "lib/workout/rest_timer_notifier.dart"},
         "File created successfully at: lib/workout/rest_timer_notifier.dart (58 lines)"),
        ("tool", "Edit", {"file_path": "lib/workout/workout_screen.dart"},
         "@@ -88,6 +88,24 @@ class WorkoutScreen extends ConsumerWidget {\n"
         "+    final rest = ref.watch(restTimerProvider);\n"
         "+    final remaining = rest.endsAt == null ? 0 : rest.endsAt!.difference(DateTime.now()).inSeconds;\n"
         "+    final label = remaining > 60 ? '${remaining ~/ 60}:${(remaining % 60).toString().padLeft(2, '0')}' : '$remaining s';\n"
         "+    if (remaining <= 0 && rest.running) ref.read(restTimerProvider.notifier).finish();\n"),
        ("assistant", "Added `RestTimerNotifier` with `start()`, `cancel()` and `finish()`, and a rest "
                      "banner in `WorkoutScreen` that shows the remaining time."),
        ("user", "hmm no. you put the countdown math and the finish() call in build(). we never put "
                 "logic in widgets here, widgets only render what the notifier gives them. move the "
                 "remaining/label stuff into the state"),
        ("assistant", "You're right, that belongs in the notifier. Moving `remaining` and the formatted "
                      "label into `RestTimerState` and letting the notifier call `finish()` from its own "
                      "ticker; the widget will just read `state.label`."),
        ("tool", "Edit", {"file_path": "lib/workout/rest_timer_notifier.dart"},
         "Applied 3 edits: RestTimerState gains `remaining` and `label`; ticker calls finish(); "
         "workout_screen.dart build() now only reads state.label and state.running"),
        ("user", "whats the default rest right now"),
        ("assistant", "I hard-coded 120 seconds as a placeholder."),
        ("user", "make it 90 seconds by default and 60 when the set is part of a superset"),
        ("tool", "Edit", {"file_path": "lib/workout/rest_timer_notifier.dart"},
         "-  static const defaultRest = Duration(seconds: 120);\n"
         "+  static const defaultRest = Duration(seconds: 90);\n"
         "+  static const supersetRest = Duration(seconds: 60);\n"),
        ("tool", "Bash", {"command": "flutter test"}, FLUTTER_TEST),
        ("assistant", "Default rest is now 90 s and superset rest 60 s, and all 31 tests pass (6 new "
                      "ones for the timer). By the way, the banner is a good candidate for golden "
                      "tests - want me to set up `alchemist` so we catch layout regressions on small "
                      "phones?"),
        ("user", "maybe later. can you bump the version to 1.8.0+52 and push a testflight build"),
        ("assistant", "I can bump pubspec.yaml. For TestFlight I'd normally run `flutter build ipa` "
                      "and upload from Xcode's organizer - is that how you do it?"),
        ("user", "nah pls remember ios builds always go through fastlane beta never archive "
                 "from xcode directly the signing breaks every time"),
        ("tool", "Bash", {"command": "sed -i 's/^version: .*/version: 1.8.0+52/' pubspec.yaml && cd ios "
                                     "&& bundle exec fastlane beta"},
         "[14:31:02]: Driving the lane 'ios beta' 🚀\n[14:31:05]: --- Step: match ---\n"
         "[14:31:19]: All required keys, certificates and provisioning profiles are installed 🙌\n"
         "[14:33:40]: --- Step: build_app ---\n[14:39:12]: Successfully exported and compressed dSYM file\n"
         "[14:39:58]: --- Step: upload_to_testflight ---\n[14:44:21]: Successfully uploaded the new binary "
         "to App Store Connect\n[14:44:21]: fastlane.tools finished successfully 🎉"),
        ("assistant", "Bumped to 1.8.0+52 and uploaded through `fastlane beta`; App Store Connect "
                      "accepted the binary. Got it on the signing - fastlane it is."),
        ("user", "ty!"),
    ],
    "facts": [
        fact("timer-state", "The rest timer state lives in a Riverpod Notifier (RestTimerNotifier), "
             "chosen because the app already uses Riverpod and it survives navigation.", "decision",
             "user", ["Riverpod", "RestTimerNotifier"]),
        fact("no-logic-widgets", "Convention: no logic in widgets; widgets only render what the "
             "notifier gives them.", "convention", "user", ["widgets", ["logic", "render"]]),
        fact("rest-defaults", "Default rest between sets is 90 seconds, 60 seconds for supersets.",
             "config", "user", ["90", "60", "superset"]),
        fact("fastlane", "iOS builds always go through `fastlane beta`, never an Xcode archive; "
             "signing breaks otherwise.", "rule", "user", ["fastlane"], remember=True),
    ],
    "optional": [
        opt("version", "App version was bumped to 1.8.0+52.", ["1.8.0+52"]),
    ],
    "questions": [
        q("Where does the rest timer state live?", "Riverpod notifier RestTimerNotifier", ["timer-state"]),
        q("How do we ship iOS builds?", "fastlane beta, never Xcode archive", ["fastlane"]),
        q("What is the default rest time?", "90 seconds, 60 for supersets", ["rest-defaults"]),
        q("Can widgets hold logic?", "no, only render notifier state", ["no-logic-widgets"]),
    ],
}

NVIM = {
    "id": "h11-cc-nvim-pinmark",
    "agent": "claude-code",
    "project": "/home/ilse/code/pinmark.nvim",
    "start": datetime(2026, 11, 24, 21, 40, 0),
    "about": "short Lua Neovim plugin fix; 'for future sessions' remember; assistant suggests selene, "
             "user says maybe later",
    "steps": [
        ("user", "pins disappear when I :bdelete a buffer and reopen the same file. pls fix"),
        ("tool", "Grep", {"pattern": "BufDelete|pins\\[", "path": "lua/pinmark"},
         "lua/pinmark/init.lua:41:  pins[bufnr] = pins[bufnr] or {}\n"
         "lua/pinmark/init.lua:77:  vim.api.nvim_create_autocmd('BufDelete', {\n"
         "lua/pinmark/init.lua:79:      pins[args.buf] = nil\n"
         "lua/pinmark/store.lua:12:  for bufnr, list in pairs(pins) do"),
        ("assistant", "The pin table is keyed by **buffer number**, and the `BufDelete` autocmd wipes "
                      "the entry. When you reopen the file it gets a new bufnr, so the pins are gone. "
                      "I'll key pins by the file's absolute path (`vim.fn.fnamemodify(name, ':p')`) "
                      "and drop the BufDelete cleanup; unnamed buffers just don't get pins."),
        ("tool", "Edit", {"file_path": "lua/pinmark/init.lua"},
         "-  pins[bufnr] = pins[bufnr] or {}\n+  local key = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ':p')\n"
         "+  if key == '' then return end\n+  pins[key] = pins[key] or {}\n"
         "-  vim.api.nvim_create_autocmd('BufDelete', { ... })\n"),
        ("tool", "Bash", {"command": "make test"},
         "nvim --headless -u tests/minimal_init.lua -c \"PlenaryBustedDirectory tests/ {minimal_init = 'tests/minimal_init.lua'}\"\n"
         "NVIM v0.10.2  Build type: Release  LuaJIT 2.1.1713484068\n"
         "Testing: tests/pin_spec.lua\nSuccess: 14\nFailed : 0\nErrors : 0\n"
         "Testing: tests/store_spec.lua\nSuccess: 6\nFailed : 0\nErrors : 0"),
        ("assistant", "Fixed and tests pass (20/20). Also, the repo has no linter - `selene` with the "
                      "neovim std would catch undefined globals like the `pin` typo I saw in store.lua. "
                      "Want me to add a selene.toml?"),
        ("user", "maybe later. for future sessions: we support neovim 0.9 and up, so nothing like "
                 "vim.iter or vim.system without a has('nvim-0.10') guard. I saw you almost used "
                 "vim.iter in the last PR"),
        ("assistant", "Understood - 0.9 is the floor, and 0.10-only APIs (vim.iter, vim.system) only "
                      "behind `vim.fn.has('nvim-0.10') == 1`. The fix above only uses fnamemodify and "
                      "nvim_buf_get_name, both fine on 0.9."),
        ("user", "👍 thx"),
    ],
    "facts": [
        fact("pins-keyed-path", "Pins were lost on :bdelete because they were keyed by buffer number "
             "and wiped by a BufDelete autocmd; they are now keyed by absolute file path.", "bugfix",
             "assistant", [["bufnr", "buffer number"], ["file path", "absolute path"]]),
        fact("min-nvim", "Minimum supported Neovim is 0.9; vim.iter / vim.system only behind a "
             "has('nvim-0.10') guard.", "rule", "user", ["0.9", ["vim.iter", "vim.system"]],
             remember=True),
    ],
    "optional": [
        opt("make-test", "Tests run with `make test` (plenary busted, headless nvim).", ["make test"]),
    ],
    "questions": [
        q("Which Neovim versions must pinmark support?", "0.9 and up, guard 0.10 APIs", ["min-nvim"]),
        q("Why were pins lost after :bdelete?", "keyed by bufnr, now keyed by file path",
          ["pins-keyed-path"]),
    ],
}
