"""Codex sessions of the h14 split, part two."""

from __future__ import annotations

from datetime import datetime

from _helpers import fact, opt, q


def sh(cmd: str) -> dict[str, object]:
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


SESSIONS = [
    {
        "id": "h14-cx-flutter-recipes",
        "project": "/Users/tess/dev/pantry_pal",
        "start": datetime(2026, 11, 17, 19, 10),
        "about": "Dart Flutter recipe app: double timer notifications; a debounce fix that turned out wrong "
                 "and was reverted (not a fact), the real cause in didChangeDependencies; 'can you remember "
                 "that' minSdk; flutter doctor output with versions",
        "steps": [
            ("user", "hiii. bug from the beta testers: when you start a step timer (like 'simmer 12 min') you "
                     "get TWO notifications when it ends. sometimes three?? android only I think"),
            ("tool", "shell", sh("grep -rn 'scheduleTimerNotification' lib/ | head"),
             "lib/features/cook/step_timer.dart:48:    NotificationService.instance.scheduleTimerNotification(\n"
             "lib/features/cook/step_timer.dart:71:      NotificationService.instance.scheduleTimerNotification(\n"
             "lib/services/notification_service.dart:33:  Future<void> scheduleTimerNotification({"),
            ("assistant", "The scheduling is triggered from two places in `step_timer.dart`. Looks like a "
                          "quick double call — the simplest guard is a debounce in `NotificationService`: "
                          "ignore a second schedule for the same step id within 500 ms. I'll add that."),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: lib/services/notification_service"
                                     ".dart\n+  final _lastScheduled = <String, DateTime>{};\n+  // debounce: "
                                     "ignore repeats within 500 ms\n*** End Patch"},
             "Success. Updated the following files:\nM lib/services/notification_service.dart"),
            ("assistant", "Debounce added. Can you try it on the device?"),
            ("user", "ok tried on my pixel. starting the timer: one notification, yay. BUT rotate the phone "
                     "while it runs and you get two again. and also now if you start two different timers "
                     "quickly one of them never fires?? this is worse"),
            ("assistant", "You're right, the debounce only hid it and it swallows legitimate schedules. "
                          "Reverting it. Let me look at the actual call sites properly."),
            ("tool", "shell", sh("git checkout lib/services/notification_service.dart && sed -n 40,80p "
                                 "lib/features/cook/step_timer.dart"),
             "Updated 1 path from the index\n40  @override\n41  void initState() {\n42    super.initState();\n"
             "43    _controller = TimerController(widget.step.duration);\n...\n48    NotificationService.instance."
             "scheduleTimerNotification(\n...\n62  @override\n63  void didChangeDependencies() {\n64    "
             "super.didChangeDependencies();\n65    _locale = Localizations.localeOf(context);\n...\n71      "
             "NotificationService.instance.scheduleTimerNotification("),
            ("assistant", "Found the real cause. The notification is scheduled in `initState` **and** in "
                          "`didChangeDependencies`. `didChangeDependencies` runs right after `initState` "
                          "(→ 2 notifications) and again whenever an inherited widget changes — rotation "
                          "changes `MediaQuery`, a locale change changes `Localizations` (→ 3 and more). "
                          "Someone put the second call there to get the localized title. Fix: schedule once, "
                          "in `didChangeDependencies`, guarded by a `_scheduled` flag, since that's the "
                          "first place where the locale is available; remove the call from `initState`."),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: lib/features/cook/step_timer.dart\n"
                                     "-    NotificationService.instance.scheduleTimerNotification(\n+    if "
                                     "(!_scheduled) { _scheduled = true; ... }\n*** End Patch"},
             "Success. Updated the following files:\nM lib/features/cook/step_timer.dart\n"
             "M test/features/cook/step_timer_test.dart"),
            ("tool", "shell", sh("flutter test test/features/cook && flutter doctor -v | sed -n 1,8p"),
             "00:04 +9: All tests passed!\n[✓] Flutter (Channel stable, 3.24.4, on macOS 15.1 24B83 darwin-arm64)\n"
             "    • Dart version 3.5.4\n[✓] Android toolchain - develop for Android devices (Android SDK version "
             "35.0.0)\n    • ANDROID_HOME = /Users/tess/Library/Android/sdk\n    • Java version OpenJDK Runtime "
             "Environment (build 17.0.11)\n[✓] Xcode - develop for iOS and macOS (Xcode 16.1)\n[!] Android "
             "Studio (not installed)"),
            ("assistant", "Tests pass, including a new one that pumps the widget, changes `MediaQuery` twice "
                          "and expects exactly one scheduled notification."),
            ("user", "rotated like a maniac, one notification every time!! thank you. can you remember that "
                     "we target minSdk 24 on android btw — you set 21 in the gradle file earlier this week "
                     "and product said no to anything below 24 (the exact alarm API stuff)"),
            ("tool", "shell", sh("grep -n minSdk android/app/build.gradle && sed -i 's/minSdk = 21/minSdk = 24/' "
                                 "android/app/build.gradle && grep -n minSdk android/app/build.gradle"),
             "14:        minSdk = 21\n14:        minSdk = 24"),
            ("assistant", "Sorry about that — `minSdk` is back to 24 in `android/app/build.gradle`, and I'll "
                          "keep Android at minSdk 24."),
            ("assistant", "While I was in `NotificationService`: `awesome_notifications` would give us "
                          "grouped timer notifications out of the box, if you ever want that."),
            ("user", "nah we stay on flutter_local_notifications. awesome_notifications was in v1 and pulled in "
                     "a 5 MB native lib and broke on every flutter upgrade. also make the timer font bigger on "
                     "the cook screen, 28 → 34"),
            ("tool", "shell", sh("sed -i 's/fontSize: 28/fontSize: 34/' lib/features/cook/cook_screen.dart && "
                                 "git diff --stat"),
             " android/app/build.gradle               | 2 +-\n lib/features/cook/cook_screen.dart     | 2 +-\n"
             " lib/features/cook/step_timer.dart      | 11 +++++-----\n 3 files changed, 9 insertions(+), 6 "
             "deletions(-)"),
            ("assistant", "Timer text is 34 now."),
            ("user", "ty ty"),
        ],
        "facts": [
            fact("double-notify", "Duplicate timer notifications came from scheduling in both initState and "
                 "didChangeDependencies (which reruns on rotation); now scheduled once in didChangeDependencies "
                 "behind a _scheduled flag.", "bugfix", "assistant", ["didChangeDependencies", "_scheduled"]),
            fact("min-sdk", "Android minSdk is 24 (exact alarm APIs); product said no to anything lower.",
                 "config", "user", ["minSdk", "24"], remember=True),
            fact("notif-lib", "Notifications stay on flutter_local_notifications; awesome_notifications was "
                 "dropped after v1 (5 MB native lib, broke on Flutter upgrades).", "decision", "user",
                 ["flutter_local_notifications"]),
        ],
        "optional": [
            opt("flutter-version", "Flutter 3.24.4 stable, Dart 3.5.4.", ["3.24.4"]),
        ],
        "questions": [
            q("Why did step timers fire two notifications?", "scheduled in initState and didChangeDependencies",
              ["double-notify"]),
            q("What is the Android minSdk?", "24", ["min-sdk"]),
            q("Does NotificationService debounce schedules?", "no, the debounce was reverted", []),
        ],
    },
    {
        "id": "h14-cx-perl-shipper",
        "project": "/opt/src/logpipe",
        "start": datetime(2026, 11, 18, 6, 40),
        "about": "Perl log shipper, terse: copytruncate leaves the offset past EOF, fixed; batch size set; "
                 "'note for later:' remember about Perl 5.16 core modules; syslog output with ports and "
                 "hostnames that decide nothing",
        "steps": [
            ("user", "shipper stops sending after logrotate on web03. restart fixes it"),
            ("tool", "shell", sh("cat /etc/logrotate.d/nginx; tail -5 /var/log/logpipe/logpipe.log"),
             "/var/log/nginx/*.log {\n    daily\n    rotate 14\n    compress\n    delaycompress\n    copytruncate\n"
             "    missingok\n}\n2026-11-18T00:00:03 INFO  web03 tail /var/log/nginx/access.log offset=88213377\n"
             "2026-11-18T00:00:04 INFO  sent 500 lines to relay01.internal:6514 (tls)\n2026-11-18T00:00:09 DEBUG "
             "read 0 bytes at offset=88219021 size=0\n2026-11-18T00:00:14 DEBUG read 0 bytes at offset=88219021 "
             "size=1420\n2026-11-18T00:00:19 DEBUG read 0 bytes at offset=88219021 size=3311"),
            ("assistant", "Cause: nginx logs are rotated with `copytruncate`, so the file keeps its inode and "
                          "is truncated to 0. The shipper only reopens on an inode change; it keeps reading "
                          "at the old offset (88 MB) in a file that is now a few KB, gets 0 bytes forever. "
                          "Fix: in `Logpipe::Tail::poll`, if the file size is smaller than our offset, treat "
                          "it as truncated and reset the offset to 0."),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: lib/Logpipe/Tail.pm\n+    if "
                                     "($size < $self->{offset}) {\n+        $self->{offset} = 0;   # copytruncate\n"
                                     "+    }\n*** End Patch"},
             "Success. Updated the following files:\nM lib/Logpipe/Tail.pm\nM t/tail.t"),
            ("tool", "shell", sh("prove -l t/ && perl -v | sed -n 2p"),
             "t/batch.t .... ok\nt/config.t ... ok\nt/tail.t ..... ok\nAll tests successful.\nFiles=3, Tests=27,"
             "  0 wallclock secs\nResult: PASS\nThis is perl 5, version 16, subversion 3 (v5.16.3) built for "
             "x86_64-linux-thread-multi"),
            ("user", "good. batch is 500 lines, make it 2000, relay handles it fine now.\n\nnote for later: the "
                     "shipper may only use core modules of perl 5.16. the boxes are centos 7, no cpanm, no "
                     "internet. so no Path::Tiny, no Moo, nothing"),
            ("tool", "shell", sh("sed -i 's/^batch_lines = 500/batch_lines = 2000/' etc/logpipe.ini && grep -n "
                                 "batch_lines etc/logpipe.ini && grep -rhn '^use ' lib | sort -u"),
             "7:batch_lines = 2000\nuse File::Spec;\nuse IO::Socket::SSL;\nuse POSIX qw(strftime);\nuse "
             "Sys::Hostname;\nuse strict;\nuse warnings;"),
            ("assistant", "`batch_lines = 2000` in `etc/logpipe.ini`. One catch on the core-modules note: "
                          "`IO::Socket::SSL` is not core in 5.16 — on these boxes it comes from the "
                          "`perl-IO-Socket-SSL` RPM. Everything else used is core."),
            ("user", "yeah the rpm is fine, it's in the base image. ok thx"),
        ],
        "facts": [
            fact("copytruncate", "After logrotate's copytruncate the shipper read past EOF at the old offset; "
                 "Logpipe::Tail now resets the offset to 0 when the file is smaller than the offset.", "bugfix",
                 "assistant", ["copytruncate", "offset"]),
            fact("batch", "Batch size is 2000 lines (batch_lines in etc/logpipe.ini).", "config", "user",
                 ["batch_lines", "2000"]),
            fact("core-only", "The shipper may only use Perl 5.16 core modules (CentOS 7, no cpanm, no internet); "
                 "IO::Socket::SSL from the base-image RPM is fine.", "rule", "user", ["5.16", "core modules"],
                 remember=True),
        ],
        "optional": [
            opt("relay", "Logs go to relay01.internal:6514 over TLS.", ["6514"]),
        ],
        "questions": [
            q("Why did shipping stop after logrotate?", "copytruncate, offset past end of file", ["copytruncate"]),
            q("Can I add Path::Tiny to the shipper?", "no, Perl 5.16 core modules only", ["core-only"]),
            q("How many lines per batch?", "2000", ["batch"]),
        ],
    },
    {
        "id": "h14-cx-ansible-printers",
        "project": "/home/admin/ansible/lab-printers",
        "start": datetime(2026, 11, 19, 15, 30),
        "about": "Ansible role for lab printers: driverless IPP Everywhere chosen over vendor PPDs with a "
                 "reason; assistant reports the duplex default it set; 'just so you know for next time' "
                 "remember; molecule and lpstat output with IPs, ports and versions",
        "steps": [
            ("user", "hello. after the upgrade to debian 12 the chem lab printers print garbage on the first "
                     "page. the role installs the vendor ppd from files/"),
            ("tool", "shell", sh("ls roles/lab_printers/files/ && ansible chem-pc-01 -m shell -a 'lpstat -v; "
                                 "cups-config --version; grep -i filter /var/log/cups/error_log | tail -3'"),
             "KX-4200.ppd\nKX-4200-duplex.ppd\nchem-pc-01 | CHANGED | rc=0 >>\ndevice for chem-kx1: "
             "ipp://10.40.1.21:631/ipp/print\ndevice for chem-kx2: ipp://10.40.1.22:631/ipp/print\n2.4.2\n"
             "E [19/Nov/2026:15:12:40 +0100] [Job 311] Filter \"kx4200filter\" failed: /usr/lib/cups/filter/"
             "kx4200filter: error while loading shared libraries: libcupsimage.so.2\nE [19/Nov/2026:15:12:40 "
             "+0100] [Job 311] PID 20931 (/usr/lib/cups/filter/kx4200filter) stopped with status 127"),
            ("assistant", "The vendor PPD calls a binary filter, `kx4200filter`, linked against "
                          "`libcupsimage.so.2`, which CUPS 2.4 on Debian 12 no longer ships. Two ways out:\n\n"
                          "1. Install the old library from bullseye and keep the PPD — fragile, and it breaks "
                          "again with the next CUPS.\n2. Drop the PPD and set the queues up **driverless** "
                          "with IPP Everywhere (`-m everywhere`). The KX-4200 advertises IPP Everywhere on "
                          "port 631, as the `ipp://` device URIs show."),
            ("user", "driverless, IPP Everywhere. vendor PPDs broke on every CUPS upgrade since 2019, I'm done "
                     "with them. delete the ppds from the role"),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Delete File: roles/lab_printers/files/"
                                     "KX-4200.ppd\n*** Delete File: roles/lab_printers/files/KX-4200-duplex.ppd\n"
                                     "*** Update File: roles/lab_printers/tasks/queues.yml\n-    cmd: lpadmin -p "
                                     "{{ item.name }} -v {{ item.uri }} -P /usr/share/ppd/KX-4200.ppd -E\n+    "
                                     "cmd: lpadmin -p {{ item.name }} -v {{ item.uri }} -m everywhere -E\n"
                                     "*** End Patch"},
             "Success. Updated the following files:\nD roles/lab_printers/files/KX-4200.ppd\n"
             "D roles/lab_printers/files/KX-4200-duplex.ppd\nM roles/lab_printers/tasks/queues.yml"),
            ("user", "and the students waste paper like crazy. default should be two-sided"),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: roles/lab_printers/defaults/main.yml\n"
                                     "+lab_printers_default_sides: two-sided-long-edge\n*** End Patch"},
             "Success. Updated the following files:\nM roles/lab_printers/defaults/main.yml\n"
             "M roles/lab_printers/tasks/queues.yml"),
            ("tool", "shell", sh("molecule test -s debian12 2>&1 | tail -12"),
             "INFO     Running debian12 > converge\nPLAY RECAP *********************************************\n"
             "instance : ok=14 changed=6 unreachable=0 failed=0 skipped=1 rescued=0 ignored=0\n"
             "INFO     Running debian12 > idempotence\nINFO     Idempotence completed successfully.\n"
             "INFO     Running debian12 > verify\n    ✔ queues exist (chem-kx1, chem-kx2)\n    ✔ "
             "sides-default=two-sided-long-edge\n    ✔ no ppd files under /etc/cups/ppd from role\n"
             "ansible [core 2.17.5] python 3.11.2\nINFO     Verifier completed successfully."),
            ("assistant", "Done and verified with molecule on Debian 12:\n\n- queues are created with "
                          "`lpadmin -m everywhere` (no PPD files in the role any more)\n- new variable "
                          "`lab_printers_default_sides`, default `two-sided-long-edge`, applied with "
                          "`lpadmin -o sides-default=...`\n- the role is idempotent"),
            ("user", "perfect. just so you know for next time: the printers sit on VLAN 40 and the control "
                     "node can't reach them directly, you have to go through the jump host jump-lab "
                     "(ansible_ssh_common_args in group_vars/chem.yml has it). that's why your ad-hoc ping "
                     "yesterday timed out"),
            ("assistant", "Got it — printers are on VLAN 40, reachable only via `jump-lab`; I'll use the "
                          "`chem` group vars for ad-hoc commands instead of direct connections."),
            ("user", "run it against chem-pc-01 only for now pls"),
            ("tool", "shell", sh("ansible-playbook site.yml -l chem-pc-01 --tags printers 2>&1 | tail -3"),
             "PLAY RECAP *********************************************\nchem-pc-01 : ok=14 changed=5 "
             "unreachable=0 failed=0 skipped=1 rescued=0 ignored=0"),
            ("assistant", "Applied to chem-pc-01: 5 changes, no failures."),
        ],
        "facts": [
            fact("driverless", "Printer queues are set up driverless with IPP Everywhere (lpadmin -m everywhere); "
                 "vendor PPDs were dropped because they broke on every CUPS upgrade.", "decision", "user",
                 ["IPP Everywhere"]),
            fact("filter-cause", "First pages printed garbage because the vendor filter kx4200filter needs "
                 "libcupsimage.so.2, which CUPS 2.4 on Debian 12 no longer ships.", "bugfix", "assistant",
                 ["libcupsimage"]),
            fact("duplex", "Default printing is two-sided (lab_printers_default_sides: two-sided-long-edge).",
                 "config", "user", ["two-sided-long-edge"]),
            fact("vlan-jump", "Printers are on VLAN 40 and only reachable through the jump host jump-lab "
                 "(group_vars/chem.yml).", "fact", "user", ["VLAN 40", "jump-lab"], remember=True),
        ],
        "optional": [
            opt("cups", "Debian 12 ships CUPS 2.4.2.", ["2.4.2"]),
        ],
        "questions": [
            q("How are the lab printer queues configured?", "driverless IPP Everywhere, no vendor PPD",
              ["driverless"]),
            q("How do I reach the printers from the control node?", "through jump-lab, VLAN 40", ["vlan-jump"]),
            q("What is the default duplex setting?", "two-sided-long-edge", ["duplex"]),
        ],
    },
    {
        "id": "h14-cx-odin-tilemap",
        "project": "/home/kit/dev/tilesmith",
        "start": datetime(2026, 11, 20, 12, 5),
        "about": "Odin tile-map editor tool, short: RLE u16 layer format picked with a reason; 'keep in mind' "
                 "release flag said in passing next to a one-off ask; build output with versions",
        "steps": [
            ("user", "map files for the 4k test maps are 130 MB json. way too big. ideas?"),
            ("assistant", "Layers are mostly runs of the same tile. Options: (a) keep JSON but gzip it; "
                          "(b) a small binary format with each layer as run-length encoded `u16` tile ids; "
                          "(c) chunked layers (64×64) with per-chunk RLE, which also allows lazy loading. "
                          "(b) is about 40 lines of Odin and gets the 4k map to a few MB."),
            ("user", "b. tile ids fit in u16 forever, we cap tilesets at 4096 tiles. chunks when we need "
                     "streaming, not now.\n\nfwiw the release build in build.sh is -o:speed, the debug build "
                     "takes 9 s to open a 4k map so don't time that one. also bump the window "
                     "title to 'tilesmith 0.4'"),
            ("tool", "shell", sh("odin build src -out:build/tilesmith -o:speed && ./build/tilesmith --convert "
                                 "maps/test_4k.json maps/test_4k.tsm && ls -la maps/ && odin version"),
             "maps/test_4k.json -> maps/test_4k.tsm: 6 layers, 4096x4096, 2.9 MB\ntotal 137412\n"
             "-rw-r--r-- 1 kit kit 137721904 Nov 20 12:01 test_4k.json\n-rw-r--r-- 1 kit kit   3041388 Nov 20 "
             "12:09 test_4k.tsm\nodin version dev-2024-11:764c32fd3"),
            ("assistant", "The new `.tsm` format stores each layer as RLE `u16` runs: test_4k goes from 131 MB "
                          "to 2.9 MB. Built with `-o:speed`, opens in 0.3 s. Window title is now "
                          "'tilesmith 0.4'."),
            ("user", "🔥 ok commit it"),
            ("tool", "shell", sh("git add -A && git commit -qm 'tsm: binary map format with RLE u16 layers' && "
                                 "git log --oneline -1"),
             "3e8f0a2 tsm: binary map format with RLE u16 layers"),
        ],
        "facts": [
            fact("rle-format", "Maps are saved in a binary .tsm format with each layer as run-length encoded u16 "
                 "tile ids (tilesets capped at 4096 tiles); chunked layers deferred until streaming is needed.",
                 "decision", "user", ["RLE", "u16"]),
            fact("release-speed", "The release build (build.sh) uses -o:speed; the debug build is too slow to time.",
                 "config", "user", ["-o:speed"]),
        ],
        "optional": [
            opt("tileset-cap", "Tilesets are capped at 4096 tiles.", ["4096"]),
        ],
        "questions": [
            q("How are map layers stored on disk?", "binary .tsm, RLE u16 tile ids", ["rle-format"]),
            q("Which optimisation flag for release builds?", "-o:speed", ["release-speed"]),
        ],
    },
    {
        "id": "h14-cx-ringing-r",
        "project": "/home/wout/projects/ringrec",
        "start": datetime(2026, 11, 20, 16, 40),
        "about": "R package for bird-ringing recoveries, non-native English: data.table picked over dplyr for "
                 "speed; lon/lat order bug in distHaversine; remember-request in Dutch-flavoured English; "
                 "an assistant reply describing what geosphere always does (library behaviour, not a rule)",
        "steps": [
            ("user", "Hello! I have a problem with the recovery distances. Some swallows have 11000 km between "
                     "ringing in Gelderland and found back in Belgium, this is of course not possible."),
            ("tool", "shell", sh("grep -rn 'distHaversine' R/ && Rscript -e 'packageVersion(\"geosphere\")'"),
             "R/distance.R:18:  d <- geosphere::distHaversine(cbind(ring_lat, ring_lon), cbind(rec_lat, rec_lon))\n"
             "[1] '1.5.20'"),
            ("assistant", "The problem is the column order. `geosphere` functions **always** take points as "
                          "`(longitude, latitude)` — x before y — and never check whether the values look "
                          "like latitudes; `distHaversine` just assumes the first column is longitude. "
                          "`distance.R` passes `cbind(lat, lon)`, so for a bird ringed at 52.0 N 5.9 E the "
                          "function computes from 52.0 E 5.9 N. For points this close to each other the error "
                          "can be small or huge depending on the pair, which is why only some birds look "
                          "wrong. Fix: `cbind(ring_lon, ring_lat)` and `cbind(rec_lon, rec_lat)`."),
            ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: R/distance.R\n-  d <- geosphere::"
                                     "distHaversine(cbind(ring_lat, ring_lon), cbind(rec_lat, rec_lon))\n+  d <- "
                                     "geosphere::distHaversine(cbind(ring_lon, ring_lat), cbind(rec_lon, rec_lat))\n"
                                     "*** End Patch"},
             "Success. Updated the following files:\nM R/distance.R\nM tests/testthat/test-distance.R"),
            ("tool", "shell", sh("Rscript -e 'devtools::test()' 2>&1 | tail -5"),
             "ℹ Testing ringrec\n✔ | F W  S  OK | Context\n✔ |          12 | distance\n✔ |          21 | import\n"
             "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 33 ]"),
            ("assistant", "Fixed in `R/distance.R`, with a test for Arnhem → Ghent (~190 km). All 33 tests "
                          "pass."),
            ("user", "Super, thank you. Then the import of the EURING file is very slow, 3 million recoveries "
                     "take 14 minutes with the dplyr code. Should we make it with data.table? My colleague "
                     "say arrow is also possible."),
            ("assistant", "Both would help. `data.table::fread` plus keyed joins would bring the import to "
                          "well under a minute and is one dependency. `arrow` is also fast, but shines for "
                          "Parquet and out-of-memory data; for a single CSV that fits in memory it adds a "
                          "big dependency for little gain here."),
            ("user", "Then we take data.table. The users install this on old university laptops, arrow is "
                     "too heavy for them.\n\nAnd please to remember: the ring numbers always keep the prefix "
                     "of the scheme, like NLA or BLB, we never strip it off. Without prefix the same number "
                     "exist in two schemes and then recoveries get mixed up, this happened to us in 2023."),
            ("tool", "shell", sh("Rscript -e 'devtools::test(); bench::mark(ringrec::import_euring("
                                 "\"data-raw/recoveries_2025.csv\"), iterations = 1)[, c(\"median\", \"mem_alloc\")]'"
                                 " 2>&1 | tail -4"),
             "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 34 ]\n# A tibble: 1 × 2\n    median mem_alloc\n  <bch:tm> "
             "<bch:byt>\n1    38.2s    1.91GB"),
            ("assistant", "`import_euring()` now uses `data.table::fread` and keyed joins: 38 s instead of 14 "
                          "min for the 3 million rows. The ring id column keeps the scheme prefix (`NLA`, "
                          "`BLB`, …) and the join key is the full prefixed ring number; I added a test that "
                          "two rings with the same number in different schemes stay separate."),
            ("user", "Very nice, thanks a lot!"),
        ],
        "facts": [
            fact("lonlat", "Recovery distances were wrong because distHaversine got (lat, lon) instead of "
                 "(lon, lat); distance.R now passes longitude first.", "bugfix", "assistant",
                 ["distHaversine", "longitude"]),
            fact("data-table", "The EURING import uses data.table (fread), not dplyr or arrow: arrow is too heavy "
                 "for old university laptops.", "decision", "user", ["data.table", "arrow"]),
            fact("ring-prefix", "Ring numbers always keep the scheme prefix (NLA, BLB); it is never stripped, "
                 "since the same number exists in two schemes.", "rule", "user", ["prefix", "scheme"],
                 remember=True),
        ],
        "optional": [
            opt("import-time", "Import of 3 million recoveries takes about 38 s.", ["38"]),
        ],
        "questions": [
            q("Why were some swallow distances 11000 km?", "distHaversine got lat, lon instead of lon, lat",
              ["lonlat"]),
            q("Which package does the EURING import use?", "data.table", ["data-table"]),
            q("Can ring numbers be stored without the scheme prefix?", "no, always keep the scheme prefix",
              ["ring-prefix"]),
        ],
    },
]
