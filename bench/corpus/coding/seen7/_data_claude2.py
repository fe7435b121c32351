"""Claude Code sessions of the h7 split, part two."""

from __future__ import annotations

from datetime import datetime

from _helpers import fact, opt, q

NIX_ERR = """error: builder for '/nix/store/9v1q2m7rk8x3-tallyctl-0.4.1.drv' failed with exit code 101;
       last 25 log lines:
       > error: failed to run custom build command for `openssl-sys v0.9.103`
       >
       > Caused by:
       >   process didn't exit successfully: `/build/source/target/release/build/openssl-sys-1f0a/build-script-main` (exit status: 101)
       >   --- stdout
       >   cargo:rerun-if-env-changed=X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR
       >   cargo:rerun-if-env-changed=OPENSSL_LIB_DIR
       >   cargo:rerun-if-env-changed=OPENSSL_DIR
       >   run pkg_config fail: Could not run `PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags openssl`
       >   The pkg-config command could not be found.
       >
       >   Most likely, you need to install a pkg-config package for your OS.
       >   --- stderr
       >   thread 'main' panicked at build.rs:
       >   Could not find directory of OpenSSL installation, and this `-sys` crate cannot
       >   proceed without this knowledge.
       For full logs, run 'nix log /nix/store/9v1q2m7rk8x3-tallyctl-0.4.1.drv'."""

NIX = {
    "id": "h7-cc-tallyctl-flake",
    "project": "/home/dev/tallyctl",
    "start": datetime(2026, 10, 16, 8, 30, 0),
    "about": "Nix flake for a Rust CLI, short: openssl-sys build fails for missing pkg-config (fix), nixpkgs "
             "branch, lowercase 'dont ever' rule about flake update",
    "steps": [
        ("user", "nix build is broken since I added reqwest\n\n" + NIX_ERR),
        ("tool", "Read", {"file_path": "flake.nix"}, "{\n  inputs.nixpkgs.url = \"github:NixOS/nixpkgs/nixos-24.05\";\n"
         "  inputs.flake-utils.url = \"github:numtide/flake-utils\";\n  outputs = { self, nixpkgs, flake-utils }:\n"
         "    flake-utils.lib.eachDefaultSystem (system:\n      let pkgs = nixpkgs.legacyPackages.${system}; in {\n"
         "        packages.default = pkgs.rustPlatform.buildRustPackage {\n          pname = \"tallyctl\";\n"
         "          version = \"0.4.1\";\n          src = ./.;\n          cargoLock.lockFile = ./Cargo.lock;\n"
         "        };\n        devShells.default = pkgs.mkShell { packages = [ pkgs.cargo pkgs.rustc ]; };\n"
         "      });\n}"),
        ("assistant", "reqwest pulls in `openssl-sys` through native-tls, and its build script needs `pkg-config` "
                      "to find OpenSSL. The derivation has neither. I added `nativeBuildInputs = [ "
                      "pkgs.pkg-config ];` and `buildInputs = [ pkgs.openssl ];` to the package, and the same to "
                      "the devShell so `cargo build` works in `nix develop` too. (Alternative would be switching "
                      "reqwest to `rustls-tls` and dropping OpenSSL entirely — your call.)"),
        ("tool", "Bash", {"command": "nix build && ./result/bin/tallyctl --version"},
         "warning: Git tree '/home/dev/tallyctl' is dirty\ntallyctl 0.4.1"),
        ("user", "builds, thanks. leave openssl, rustls is a fight for another day. also the lock is pretty "
                 "old, but dont ever run nix flake update on main directly — lock bumps only go in through the "
                 "weekly PR from the update-flake-lock action, otherwise we lose track of what changed"),
        ("assistant", "Noted, I won't touch `flake.lock` on main. The input stays on `nixos-24.05`."),
        ("user", "👍"),
    ],
    "facts": [
        fact("openssl-fix", "nix build failed because reqwest's openssl-sys needs pkg-config and OpenSSL; fixed by "
             "adding pkgs.pkg-config to nativeBuildInputs and pkgs.openssl to buildInputs (package and devShell).",
             "bugfix", "assistant", ["pkg-config", "openssl"]),
        fact("flake-update-rule", "Never run nix flake update on main; flake.lock bumps only come through the weekly "
             "update-flake-lock PR.", "rule", "user", ["flake update", "update-flake-lock"], remember=True),
        fact("keep-openssl", "reqwest stays on OpenSSL (native-tls); switching to rustls was deferred.", "decision",
             "user", ["rustls"]),
    ],
    "optional": [
        opt("nixpkgs-branch", "nixpkgs input is nixos-24.05.", ["nixos-24.05"]),
    ],
    "questions": [
        q("Why did nix build fail after adding reqwest?", "openssl-sys needed pkg-config and openssl", ["openssl-fix"]),
        q("How do we update flake.lock?", "only via the weekly update-flake-lock PR, never on main",
          ["flake-update-rule"]),
    ],
}


FLUTTER_TEST = """00:02 +0: loading /home/dev/shelfnote/test/widget/note_list_test.dart
00:05 +0: NoteList renders empty state
00:05 +1: NoteList renders notes sorted by updatedAt
00:06 +2: NoteList swipe to archive
00:06 +2 -1: NoteList swipe to archive [E]
  Expected: exactly one matching candidate
    Actual: _TextWidgetFinder:<Found 0 widgets with text "Archived": []>
     Which: means none were found but one was expected

  package:matcher                                   expect
  package:flutter_test/src/widget_tester.dart 474:16  expect
  test/widget/note_list_test.dart 61:5               main.<fn>.<fn>

00:07 +4 -1: Some tests failed."""

FLUTTER = {
    "id": "h7-cc-shelfnote-chatter",
    "project": "/home/dev/shelfnote",
    "start": datetime(2026, 10, 19, 19, 10, 0),
    "about": "Flutter desktop notes app; nothing durable: a flaky-looking test that was a missing pumpAndSettle in "
             "the test only, a rename, an explanation, 'never mind'",
    "facts": [],
    "optional": [],
    "questions": [],
    "steps": [
        ("user", "evening! quick one, the swipe test is red, can you run it"),
        ("tool", "Bash", {"command": "flutter test test/widget/note_list_test.dart"}, FLUTTER_TEST),
        ("tool", "Read", {"file_path": "test/widget/note_list_test.dart", "offset": 50, "limit": 14},
         "    50\t  testWidgets('NoteList swipe to archive', (tester) async {\n    51\t    await tester.pumpWidget(app);\n"
         "    52\t    await tester.drag(find.byKey(const Key('note-0')), const Offset(-500, 0));\n"
         "    53\t    await tester.pump();\n    ...\n    61\t    expect(find.text('Archived'), findsOneWidget);"),
        ("assistant", "The test pumps a single frame after the drag, but the dismiss animation and the snackbar "
                      "need several. Swapping `tester.pump()` for `await tester.pumpAndSettle()` on line 53 should "
                      "do it — this is only the test, the app code is fine."),
        ("user", "ok do that"),
        ("tool", "Edit", {"file_path": "test/widget/note_list_test.dart"}, "File updated."),
        ("tool", "Bash", {"command": "flutter test"}, "00:09 +23: All tests passed!"),
        ("user", "nice. why does the whole sidebar rebuild when i type in the editor btw? just curious"),
        ("assistant", "Because `EditorPane` and `Sidebar` both sit under the same `Consumer<NotesModel>` in "
                      "`home_page.dart`, and every keystroke calls `notifyListeners()`. You could wrap only the "
                      "part that needs the model, or use `Selector` for the sidebar so it only rebuilds when "
                      "the title list changes. Not a problem at this size though."),
        ("user", "meh, not worth it now. rename `tmpList` in sidebar.dart to `visibleNotes` pls"),
        ("tool", "Edit", {"file_path": "lib/ui/sidebar.dart"}, "File updated. 4 occurrences replaced."),
        ("user", "and can you check if there's a newer version of window_manager? actually never mind, not now"),
        ("assistant", "Sure, leaving it."),
        ("user", "thanks, that's it for today"),
        ("assistant", "Have a good evening!"),
    ],
}

WP_LOG = """[21-Oct-2026 07:14:02 UTC] PHP Warning:  Undefined array key "lat" in /var/www/html/wp-content/plugins/wp-stockist/includes/class-search.php on line 88
[21-Oct-2026 07:14:02 UTC] wp-stockist: ajax stockist_search rejected: check_ajax_referer failed (nonce age > 24h?) ip=203.0.113.41
[21-Oct-2026 07:14:09 UTC] wp-stockist: ajax stockist_search rejected: check_ajax_referer failed (nonce age > 24h?) ip=198.51.100.7
[21-Oct-2026 07:15:30 UTC] wp-stockist: ajax stockist_search rejected: check_ajax_referer failed (nonce age > 24h?) ip=203.0.113.90
[21-Oct-2026 07:16:44 UTC] PHP Deprecated:  Creation of dynamic property WPST_Geo::$cache is deprecated in /var/www/html/wp-content/plugins/wp-stockist/includes/class-geo.php on line 23
[21-Oct-2026 07:18:12 UTC] wp-stockist: ajax stockist_search rejected: check_ajax_referer failed (nonce age > 24h?) ip=192.0.2.15
--- wp-super-cache debug ---
07:14:01 Serving cached page /store-finder/ (age 31h, gzip)
07:16:40 Serving cached page /store-finder/ (age 31h, gzip)"""

PHPUNIT_74 = """PHPUnit 9.6.19 by Sebastian Bergmann and contributors.

Runtime:       PHP 7.4.33
Configuration: /app/phpunit.xml.dist

..E......                                                          9 / 9 (100%)

Time: 00:00.412, Memory: 12.00 MB

There was 1 error:

1) WPST_Rest_Search_Test::test_public_search_without_nonce
Error: Call to undefined function str_contains()

/app/includes/class-rest-search.php:41
/app/tests/test-rest-search.php:27

ERRORS!
Tests: 9, Assertions: 17, Errors: 1."""

WP = {
    "id": "h7-cc-wpstockist-nonce",
    "project": "/home/dev/wp-stockist",
    "start": datetime(2026, 10, 21, 9, 0, 0),
    "about": "PHP WordPress store-locator plugin; user pastes an error log; cached pages with stale nonces "
             "break the public search (root cause + REST fix); PHP 7.4 floor as keep-in-mind; dist-zip note "
             "buried in a longer message",
    "steps": [
        ("user", "Hello, store finder is broken for visitors since the weekend, logged in it works. Here is the "
                 "debug.log tail and the cache debug:\n\n```\n" + WP_LOG + "\n```\nany idea?"),
        ("assistant", "Yes, the two halves of that log line up. The store finder page is served from WP Super "
                      "Cache with an age of 31 hours, and the page embeds the nonce for `stockist_search` via "
                      "`wp_localize_script`. WordPress nonces are valid for 12–24 hours, so a cached page older "
                      "than that carries a dead nonce and `check_ajax_referer` rejects the search. Logged-in "
                      "users bypass the cache, which is why it works for you.\n\nOptions:\n\n1. Exclude "
                      "`/store-finder/` from the page cache — works, but that's the busiest page.\n2. Lower the "
                      "cache lifetime below 12h — fragile, depends on every site's cache settings.\n3. Move the "
                      "public search to a REST route with a read-only `permission_callback` and no nonce; it "
                      "only reads public store data, so there's nothing for a nonce to protect. Keep nonces for "
                      "the admin actions."),
        ("user", "3 please, we can't control what caching our users run anyway. Namespace stockist/v1."),
        ("tool", "Write", {"file_path": "includes/class-rest-search.php"}, "File created successfully."),
        ("tool", "Edit", {"file_path": "assets/js/finder.js"}, "File updated."),
        ("tool", "Bash", {"command": "docker compose run --rm php74 vendor/bin/phpunit"}, PHPUNIT_74),
        ("assistant", "The new class uses `str_contains`, which only exists from PHP 8.0 — the 7.4 job caught "
                      "it. Replacing with `strpos(...) !== false`."),
        ("user", "yes, keep in mind the plugin supports PHP 7.4 as minimum, lots of our users are on cheap "
                 "shared hosting that's years behind. so no str_contains, no match, no named args, etc."),
        ("tool", "Edit", {"file_path": "includes/class-rest-search.php"}, "File updated."),
        ("tool", "Bash", {"command": "docker compose run --rm php74 vendor/bin/phpunit && docker compose run --rm php83 vendor/bin/phpunit"},
         "Runtime:       PHP 7.4.33\n.........   9 / 9 (100%)\nOK (9 tests, 18 assertions)\n"
         "Runtime:       PHP 8.3.12\n.........   9 / 9 (100%)\nOK (9 tests, 18 assertions)"),
        ("assistant", "Green on 7.4 and 8.3. The finder now calls `GET /wp-json/stockist/v1/search?lat=…&lng=…` "
                      "with `permission_callback => '__return_true'`; the old `wp_ajax_nopriv_stockist_search` "
                      "hook is removed. I also fixed the `Undefined array key \"lat\"` warning while there."),
        ("user", "great. and the dynamic property deprecation, fix that too (declare the property). then bump "
                 "version to 2.3.1 and build the zip. oh and make a note: release zips are always built with "
                 "`composer run dist`, never zip the folder by hand — last time the dev vendor stuff ended up "
                 "in the release and the zip was 40MB"),
        ("tool", "Edit", {"file_path": "includes/class-geo.php"}, "File updated."),
        ("tool", "Edit", {"file_path": "wp-stockist.php"}, "File updated."),
        ("tool", "Bash", {"command": "composer run dist"}, "> composer install --no-dev --optimize-autoloader --quiet\n"
         "> wp dist-archive . ./dist --plugin-dirname=wp-stockist\nSuccess: Created wp-stockist.2.3.1.zip (412 KB)."),
        ("assistant", "Built `dist/wp-stockist.2.3.1.zip` (412 KB)."),
        ("user", "thank you!!"),
    ],
    "facts": [
        fact("nonce-cause", "Visitors' store search failed because WP Super Cache served pages older than the nonce "
             "lifetime, so check_ajax_referer rejected the stale nonce; logged-in users bypass the cache.",
             "bugfix", "assistant", ["nonce", "cache"]),
        fact("rest-search", "The public store search moved to a REST route (namespace stockist/v1) with a read-only "
             "permission_callback and no nonce; nonces stay for admin actions.", "decision", "user",
             ["stockist/v1"]),
        fact("php74", "The plugin supports PHP 7.4 as minimum (users on old shared hosting): no str_contains, match or "
             "named args.", "rule", "user", ["7.4"], remember=True),
        fact("dist-rule", "Release zips are always built with composer run dist, never by zipping the folder by hand "
             "(dev vendor files leaked into a 40MB zip).", "rule", "user", ["composer run dist"], remember=True),
    ],
    "optional": [
        opt("version", "Plugin version bumped to 2.3.1.", ["2.3.1"]),
    ],
    "questions": [
        q("Why did the store finder fail for logged-out visitors?", "cached pages carried stale nonces",
          ["nonce-cause"]),
        q("What is the minimum PHP version?", "7.4", ["php74"]),
        q("How is a release zip built?", "composer run dist", ["dist-rule"]),
    ],
}

NEXTPNR = """Info: Device utilisation:
Info: \t         ICESTORM_LC:   188/ 5280     3%
Info: \t        ICESTORM_RAM:     0/   30     0%
Info: \t               SB_IO:     4/   96     4%
Info: \t               SB_GB:     2/    8    25%
Info: \t        ICESTORM_PLL:     0/    1     0%
Info: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 71.43 MHz (PASS at 12.00 MHz)
Info: Program finished normally."""

SCOPE = """uart_echo.py --port /dev/ttyUSB1 --baud 115200 --count 10000
sent 10000 frames, received 10000
mismatches: 37 (0.37%)
  #1022: sent 0x55 got 0xAA
  #2310: sent 0x0F got 0x87
  #4118: sent 0x3C got 0x9E
  ... 34 more
framing errors reported by core: 29"""

VERILOG = {
    "id": "h7-cc-tinyuart-sync",
    "project": "/home/dev/tinyuart",
    "start": datetime(2026, 10, 23, 14, 0, 0),
    "about": "Verilog UART core on an iCE40 board: rare framing errors on hardware only, root cause unsynchronised "
             "rx input (2-FF synchronizer fix); majority vote picked for a noisy cable; testbench-before-synth rule; rejected "
             "vendor toolchain",
    "steps": [
        ("user", "the uart core passes sim but on the icebreaker i get random garbage, like 0.3% of bytes. "
                 "echo test output below\n\n" + SCOPE),
        ("tool", "Read", {"file_path": "rtl/uart_rx.v"}, "module uart_rx #(\n    parameter CLK_HZ = 12_000_000,\n"
         "    parameter BAUD   = 115200,\n    parameter OVERSAMPLE = 8\n) (\n    input  wire clk,\n    input  wire rst,\n    input  wire rx,\n"
         "    output reg  [7:0] data,\n    output reg  valid,\n    output reg  frame_err\n);\n"
         "    localparam DIV = CLK_HZ / (BAUD * OVERSAMPLE);  // 13\n    ...\n    always @(posedge clk) begin\n"
         "        case (state)\n        IDLE: if (!rx) begin state <= START; cnt <= 0; end\n"
         "        START: if (tick && cnt == 3) begin if (!rx) state <= DATA; else state <= IDLE; end\n"
         "        DATA: if (tick && cnt == 7) begin shreg <= {rx, shreg[7:1]}; ...\n"
         "        ...\nendmodule"),
        ("tool", "Bash", {"command": "python3 -c \"d=12e6/(115200*8); print(d, abs(round(d)-d)/d*100)\""},
         "13.020833333333334 0.16"),
        ("assistant", "The baud divider is fine — 12 MHz / (115200 × 8) = 13.02, so DIV = 13 is only 0.16% off. "
                      "This isn't a rate problem.\n\nThe real issue: the `rx` pin goes straight into the state "
                      "machine: `IDLE: if (!rx)` and the shift in `DATA` read the asynchronous input directly. "
                      "In simulation the input changes cleanly on the testbench's clock edges so it never "
                      "shows, but on hardware `rx` can change right at a clock edge; different flip-flops of "
                      "the FSM then see different values (and can go metastable), which gives exactly this: "
                      "occasional shifted bytes and framing errors. The fix is a two-flop synchronizer on `rx` "
                      "(`rx_meta` → `rx_sync`) and using only `rx_sync` inside the FSM.\n\nOptionally, on top "
                      "of that, I could sample each bit three times around the middle (ticks 3, 4, 5 of 8) and "
                      "take a majority vote, which makes the receiver robust against single-tick glitches on a "
                      "noisy line."),
        ("user", "do the synchronizer. and yes add the 3-sample majority vote too, the link to the sensor board "
                 "is 2m of ribbon cable next to a stepper driver, it IS noisy"),
        ("tool", "Edit", {"file_path": "rtl/uart_rx.v"}, "File updated."),
        ("tool", "Bash", {"command": "git diff --stat && make sim"}, " rtl/uart_rx.v   | 24 ++++++++++++++++--------\n"
         " tb/tb_uart_rx.v |  6 +++---\n 2 files changed, 19 insertions(+), 11 deletions(-)\n"
         "iverilog -g2012 -o build/tb_uart_rx tb/tb_uart_rx.v rtl/uart_rx.v\nvvp build/tb_uart_rx\n"
         "VCD info: dumpfile build/tb_uart_rx.vcd opened for output.\n[tb] 512 frames, 0 errors, OVERSAMPLE=8 DIV=13 VOTE=3\n"
         "[tb] jitter test: rx edges at random phase, 4096 frames, 0 errors\ntb/tb_uart_rx.v:140: $finish called at 47810000 (1ps)"),
        ("user", "good. always run make sim before you run synth btw, yosys will happily synthesize X-prop "
                 "garbage and you only find out on the board. then synth"),
        ("tool", "Bash", {"command": "make synth pnr"}, NEXTPNR),
        ("assistant", "188 LCs, timing passes with lots of headroom (71 MHz max vs 12 MHz). If you want "
                      "proper timing reports per path we could try Lattice iCEcube2 alongside."),
        ("user", "no, we stay on yosys + nextpnr only, no vendor tools in this repo (license server pain). "
                 "flashing now"),
        ("tool", "Bash", {"command": "make prog && python3 tools/uart_echo.py --port /dev/ttyUSB1 --baud 115200 --count 100000"},
         "iceprog build/top.bin\ninit..\ncdone: high\nDone.\nsent 100000 frames, received 100000\nmismatches: 0 (0.00%)\n"
         "framing errors reported by core: 0"),
        ("assistant", "100k frames, zero mismatches and zero framing errors."),
        ("user", "🙌 thanks"),
    ],
    "facts": [
        fact("sync-fix", "Random byte errors/framing errors on hardware came from the asynchronous rx pin feeding the "
             "FSM directly; fixed with a two-flop synchronizer (rx_meta -> rx_sync).", "bugfix", "assistant",
             ["synchronizer"]),
        fact("majority", "The receiver takes a 3-sample majority vote per bit because the 2 m ribbon cable to the "
             "sensor board runs next to a stepper driver and is noisy.", "decision", "user", ["majority"]),
        fact("sim-first", "Always run make sim (iverilog testbench) before synthesis; yosys synthesizes X-propagation "
             "bugs silently.", "rule", "user", ["make sim"], remember=True),
        fact("open-toolchain", "The repo uses only yosys + nextpnr, no vendor tools like iCEcube2 (license server "
             "pain).", "decision", "user", ["nextpnr", "iCEcube2"]),
    ],
    "optional": [
        opt("clk", "Board clock is 12 MHz, UART 115200 baud, 8x oversampling with DIV 13.", ["12", "115200"]),
        opt("util", "The core uses 188 logic cells.", ["188"]),
    ],
    "questions": [
        q("Why did the UART corrupt bytes on hardware?", "rx not synchronised; added a two-flop synchronizer",
          ["sync-fix"]),
        q("How does the receiver sample each bit?", "3-sample majority vote, noisy ribbon cable", ["majority"]),
        q("Can we use iCEcube2 for timing?", "no, yosys and nextpnr only", ["open-toolchain"]),
    ],
}

ANSIBLE_FAIL = """PLAY [dbservers] ***************************************************************

TASK [Gathering Facts] *********************************************************
ok: [db-a1]
[WARNING]: Unhandled error in Python interpreter discovery for host lab-legacy-02: Python 3.6.8 is not supported
fatal: [lab-legacy-02]: FAILED! => {"ansible_facts": {}, "changed": false, "failed_modules": {"ansible.legacy.setup":
  {"failed": true, "module_stderr": "  File \\"<stdin>\\", line 107\\n    def _ansiballz_main():\\nSyntaxError: future
  feature annotations is not defined\\n", "msg": "MODULE FAILURE\\nSee stdout/stderr for the exact error", "rc": 1}},
  "msg": "The following modules failed to execute: ansible.legacy.setup\\n"}
ok: [db-a2]

PLAY RECAP *********************************************************************
db-a1                      : ok=14   changed=1    unreachable=0    failed=0    skipped=3    rescued=0    ignored=0
db-a2                      : ok=14   changed=1    unreachable=0    failed=0    skipped=3    rescued=0    ignored=0
lab-legacy-02              : ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0"""

YAMLLINT = """roles/postgres/tasks/main.yml
  12:81     warning  line too long (97 > 80 characters)  (line-length)
  27:1      error    wrong indentation: expected 4 but found 2  (indentation)
roles/nginx/handlers/main.yml
  3:5       error    truthy value should be one of [false, true]  (truthy)
inventory/lab.yml
  44:1      error    too many blank lines (3 > 2)  (empty-lines)"""

ANSIBLE = {
    "id": "h7-cc-labinfra-odds",
    "project": "/home/dev/labinfra-ansible",
    "start": datetime(2026, 10, 26, 11, 0, 0),
    "about": "Ansible playbook repo, several small unrelated requests: yamllint fixes, new host, serial:1 "
             "explanation, max_connections value, ansible-core pin after Python 3.6 failure, vault file path fyi",
    "steps": [
        ("user", "hi, bunch of small stuff today. first: yamllint is complaining, fix pls"),
        ("tool", "Bash", {"command": "yamllint ."}, YAMLLINT),
        ("tool", "Edit", {"file_path": "roles/postgres/tasks/main.yml"}, "File updated."),
        ("tool", "Edit", {"file_path": "roles/nginx/handlers/main.yml"}, "File updated."),
        ("tool", "Edit", {"file_path": "inventory/lab.yml"}, "File updated."),
        ("tool", "Bash", {"command": "yamllint ."}, ""),
        ("assistant", "Clean now (4 fixes: one long line wrapped, one indentation, `yes` → `true`, blank lines)."),
        ("user", "2) add db-a3 to dbservers, ip 10.40.2.13"),
        ("tool", "Edit", {"file_path": "inventory/lab.yml"}, "File updated."),
        ("assistant", "Added `db-a3` (`ansible_host: 10.40.2.13`) under `dbservers`."),
        ("user", "3) what does `serial: 1` in site.yml actually do vs forks"),
        ("assistant", "`serial: 1` makes the play run host by host: the whole list of tasks finishes on one host "
                      "before the next host starts, so a rolling restart never takes all DB nodes down at once. "
                      "`forks` only limits how many hosts a single task runs on in parallel; without `serial`, "
                      "every task still runs on all hosts before the next task starts."),
        ("user", "ok makes sense, and the db play stays at serial: 1 — we had a split brain once with 2, "
                 "so nobody raises it to speed things up. 4) postgres role, max_connections should be 200 now, the new app pool needs "
                 "it. put it in the role defaults"),
        ("tool", "Edit", {"file_path": "roles/postgres/defaults/main.yml"}, "File updated."),
        ("tool", "Bash", {"command": "grep -n max_connections -r roles/postgres"},
         "roles/postgres/defaults/main.yml:7:postgres_max_connections: 200\n"
         "roles/postgres/templates/postgresql.conf.j2:64:max_connections = {{ postgres_max_connections }}"),
        ("user", "5) run the db play in check mode against everything"),
        ("tool", "Bash", {"command": "ansible-playbook -i inventory/lab.yml site.yml --limit dbservers --check"},
         ANSIBLE_FAIL),
        ("tool", "Bash", {"command": "ansible --version | head -1 && ssh lab-legacy-02 python3 --version"},
         "ansible [core 2.17.4]\nPython 3.6.8"),
        ("assistant", "`lab-legacy-02` is CentOS 7 with Python 3.6.8, and ansible-core 2.17 dropped support for "
                      "Python 3.6 on managed nodes (the module payload uses `from __future__ import annotations`), "
                      "hence the SyntaxError. Two ways out: upgrade Python on that host, or pin ansible-core "
                      "below 2.17 in `requirements.txt` until the host is retired."),
        ("user", "pin it, <2.17. that box goes away in spring anyway"),
        ("tool", "Bash", {"command": "sed -i 's/^ansible-core.*/ansible-core>=2.16,<2.17/' requirements.txt && "
         "pip install -q -r requirements.txt && ansible --version | head -1"}, "ansible [core 2.16.11]"),
        ("tool", "Bash", {"command": "ansible-playbook -i inventory/lab.yml site.yml --limit dbservers --check"},
         "PLAY RECAP *********************************************************************\n"
         "db-a1 : ok=15 changed=1 unreachable=0 failed=0 skipped=3\n"
         "db-a2 : ok=15 changed=1 unreachable=0 failed=0 skipped=3\n"
         "db-a3 : ok=15 changed=9 unreachable=0 failed=0 skipped=2\n"
         "lab-legacy-02 : ok=11 changed=0 unreachable=0 failed=0 skipped=6"),
        ("assistant", "All four pass in check mode now on ansible-core 2.16.11. The `changed=1` on db-a1/a2 is "
                      "the max_connections template."),
        ("user", "cool. last thing and then im off — just so you know for next time, the vault password file "
                 "lives at ~/.ansible/vault-lab.txt on the bastion, it's not in the repo and never will be, so "
                 "use --vault-password-file with that path. thx for today"),
        ("assistant", "Noted. Have a good afternoon!"),
    ],
    "facts": [
        fact("max-conn", "Postgres max_connections is 200 (postgres_max_connections in the role defaults) for the new "
             "app pool.", "config", "user", ["max_connections", "200"]),
        fact("core-pin", "ansible-core is pinned >=2.16,<2.17 because 2.17 dropped Python 3.6 on managed nodes and "
             "lab-legacy-02 (CentOS 7, Python 3.6.8) failed; the host is retired in spring.", "bugfix", "assistant",
             ["2.17", ["Python 3.6", "3.6.8"]]),
        fact("vault-file", "The vault password file is ~/.ansible/vault-lab.txt on the bastion (not in the repo); pass "
             "it with --vault-password-file.", "config", "user", ["vault-lab.txt"], remember=True),
        fact("serial-1", "The db play stays at serial: 1 (a split brain happened once with serial 2); nobody raises "
             "it for speed.", "decision", "user", ["serial: 1"]),
    ],
    "optional": [
        opt("db-a3", "db-a3 (10.40.2.13) is in dbservers.", ["db-a3", "10.40.2.13"]),
    ],
    "questions": [
        q("What is Postgres max_connections set to?", "200", ["max-conn"]),
        q("Why is ansible-core pinned below 2.17?", "2.17 dropped Python 3.6 on lab-legacy-02", ["core-pin"]),
        q("Where is the vault password file?", "~/.ansible/vault-lab.txt on the bastion", ["vault-file"]),
    ],
}

SESSIONS = [NIX, FLUTTER, WP, VERILOG, ANSIBLE]
