"""Claude Code sessions of the h7 split, part one."""

from __future__ import annotations

from datetime import datetime

from _helpers import fact, opt, q

PROVE_FAIL = """t/00-load.t ............ ok
t/10-config.t .......... ok
t/20-rotate.t .......... 1/9
#   Failed test 'writer follows the new file after rotation'
#   at t/20-rotate.t line 88.
#          got: '0'
#     expected: '412'
# Looks like you failed 1 test of 9.
t/20-rotate.t .......... Dubious, test returned 1 (wstat 256, 0x100)
Failed 1/9 subtests
t/30-compress.t ........ ok
t/integration/hup.t .... 1/4
#   Failed test 'bytes land in logrotd.log after HUP'
#   at t/integration/hup.t line 41.
#   'logrotd.log' is empty; 'logrotd.log.1' grew by 3318 bytes
# Looks like you failed 1 test of 4.
t/integration/hup.t .... Dubious, test returned 1 (wstat 256, 0x100)
Failed 1/4 subtests

Test Summary Report
-------------------
t/20-rotate.t          (Wstat: 256 (exited 1) Tests: 9 Failed: 1)
  Failed test:  8
t/integration/hup.t    (Wstat: 256 (exited 1) Tests: 4 Failed: 1)
  Failed test:  3
Files=5, Tests=31,  4 wallclock secs ( 0.04 usr  0.01 sys +  1.92 cusr  0.33 csys =  2.30 CPU)
Result: FAIL"""

LSOF = """COMMAND   PID    USER   FD   TYPE DEVICE SIZE/OFF     NODE NAME
logrotd 21877 logsvc  cwd    DIR  253,0     4096  1048577 /var/lib/logrotd
logrotd 21877 logsvc    3w   REG  253,2  8812210  3932311 /srv/applogs/ingest/ingest.log.1
logrotd 21877 logsvc    4w   REG  253,2   102944  3932180 /srv/applogs/billing/billing.log.1
logrotd 21877 logsvc    5u  unix 0x0000000000000000      0t0   88121 /run/logrotd.sock type=STREAM
logrotd 21877 logsvc    6r  FIFO   0,13      0t0   88123 pipe"""

DIFF_HUP = """diff --git a/lib/LogRotD/Daemon.pm b/lib/LogRotD/Daemon.pm
index 4a1c9e2..b7d03f1 100644
--- a/lib/LogRotD/Daemon.pm
+++ b/lib/LogRotD/Daemon.pm
@@ -52,9 +52,10 @@ sub install_signals {
     my ($self) = @_;
-    $SIG{HUP}  = sub { $self->{want_reopen} = 1 };
+    $SIG{HUP}  = sub { $self->{reopen} = 1 };
     $SIG{TERM} = sub { $self->{stop} = 1 };
+    $SIG{USR1} = sub { $self->{dump_stats} = 1 };
 }
@@ -118,6 +119,11 @@ sub run {
     while (!$self->{stop}) {
         my @ready = $self->{select}->can_read(1.0);
+        if ($self->{reopen}) {
+            $self->{reopen} = 0;
+            $self->reopen_logs;
+            $self->log_info('reopened %d handles after SIGHUP', scalar keys %{ $self->{fh} });
+        }
         for my $sock (@ready) {
             $self->drain($sock);
         }"""

PROVE_OK = """t/00-load.t ............ ok
t/10-config.t .......... ok
t/20-rotate.t .......... ok
t/30-compress.t ........ ok
t/integration/hup.t .... ok
All tests successful.
Files=5, Tests=31,  5 wallclock secs ( 0.05 usr  0.01 sys +  2.11 cusr  0.36 csys =  2.53 CPU)
Result: PASS"""

BENCH = """file: ingest.log.1 (412 MiB, 3.1M lines)
  gzip -6     : 38.2 s cpu   61.4 MiB   ratio 6.71
  gzip -1     : 14.9 s cpu   79.0 MiB   ratio 5.21
  zstd -3     :  4.1 s cpu   55.8 MiB   ratio 7.38
  zstd -9     : 19.6 s cpu   47.2 MiB   ratio 8.73
  xz -2       : 71.0 s cpu   41.9 MiB   ratio 9.83
(measured on nas-03, Atom C3538, load avg 2.4 during run)"""

LOGROTD = {
    "id": "h7-cc-logrotd-hup",
    "project": "/home/dev/logrotd",
    "start": datetime(2026, 10, 5, 9, 12, 0),
    "about": "Perl log-rotation daemon: HUP flag never checked (root cause + fix), zstd picked over gzip after "
             "a benchmark, a rejected CPAN module, a buried remember about prove, chatter",
    "steps": [
        ("user", "morning. logrotd is misbehaving on nas-03 again, after the nightly rotation the apps keep "
                 "writing into the .1 files and the fresh logs stay empty. can you look"),
        ("assistant", "Morning! Let me run the test suite first to see whether it reproduces locally."),
        ("tool", "Bash", {"command": "make test"}, "PERL_DL_NONLAZY=1 \"/usr/bin/perl\" \"-MExtUtils::Command::MM\" "
                 "\"-MTest::Harness\" \"-e\" \"undef *Test::Harness::Switches; test_harness(0, 'blib/lib')\" t/*.t\n"
                 "t/00-load.t ..... ok\nt/10-config.t ... ok\nt/20-rotate.t ... ok\nt/30-compress.t . ok\n"
                 "All tests successful.\nFiles=4, Tests=27,  2 wallclock secs\nResult: PASS"),
        ("assistant", "`make test` is green, so either it's environment-specific or the unit tests don't cover "
                      "it. I'll check which files the running daemon holds on nas-03."),
        ("user", "ah wait - make test doesn't pick up t/integration, the glob is only t/*.t. fyi for later: "
                 "always run the suite with `prove -lr t/`, make test is basically useless here because it "
                 "skips the integration dir. ok go on"),
        ("tool", "Bash", {"command": "prove -lr t/"}, PROVE_FAIL),
        ("assistant", "That reproduces it: `t/integration/hup.t` shows the bytes going into `logrotd.log.1` "
                      "after the HUP. Let me look at the live process too."),
        ("tool", "Bash", {"command": "ssh nas-03 sudo lsof -p $(ssh nas-03 pgrep -x logrotd)"}, LSOF),
        ("tool", "Read", {"file_path": "lib/LogRotD/Daemon.pm", "offset": 40, "limit": 100},
         "    40\tsub new {\n    41\t    my ($class, %args) = @_;\n    42\t    my $self = bless { fh => {}, %args }, $class;\n"
         "    43\t    return $self;\n    44\t}\n    ...\n    52\tsub install_signals {\n    53\t    my ($self) = @_;\n"
         "    54\t    $SIG{HUP}  = sub { $self->{want_reopen} = 1 };\n    55\t    $SIG{TERM} = sub { $self->{stop} = 1 };\n"
         "    56\t}\n    ...\n   118\tsub run {\n   119\t    my ($self) = @_;\n   120\t    while (!$self->{stop}) {\n"
         "   121\t        my @ready = $self->{select}->can_read(1.0);\n   122\t        for my $sock (@ready) {\n"
         "   123\t            $self->drain($sock);\n   124\t        }\n   125\t        $self->maybe_rotate;\n"
         "   126\t    }\n   127\t}\n    ...\n   161\tsub reopen_logs {\n   162\t    my ($self) = @_;\n"
         "   163\t    for my $name (keys %{ $self->{fh} }) {\n   164\t        close $self->{fh}{$name};\n"
         "   165\t        open my $fh, '>>', $self->path_for($name) or die \"reopen $name: $!\";\n"
         "   166\t        $self->{fh}{$name} = $fh;\n   167\t    }\n   168\t}"),
        ("assistant", "Found it. Here's what's going on:\n\nThe `SIGHUP` handler sets `$self->{want_reopen}`, but "
                      "nothing anywhere reads that key — the main loop in `run` only checks `stop`. So the "
                      "postrotate `kill -HUP` arrives, the flag gets set, and `reopen_logs` is simply never "
                      "called; the daemon keeps writing to the old inode, which after the rename is the `.1` "
                      "file (that's exactly what lsof shows on fd 3 and 4). The fix I'd make: check the flag "
                      "at the top of the loop after `can_read` returns (it returns at least once a second "
                      "because of the 1.0 timeout, so reopen latency is under a second) and call "
                      "`reopen_logs` there, not inside the signal handler — doing file I/O in a Perl signal "
                      "handler is asking for trouble even with safe signals. I'll also rename the key to "
                      "`reopen` so it's obvious. Want me to go ahead?"),
        ("user", "yes do it"),
        ("tool", "Edit", {"file_path": "lib/LogRotD/Daemon.pm"}, "The file lib/LogRotD/Daemon.pm has been updated."),
        ("tool", "Bash", {"command": "git diff"}, DIFF_HUP),
        ("assistant", "I slipped a `USR1` stats handler into that diff by habit — it's unused, I'll drop it "
                      "unless you want it."),
        ("user", "drop it"),
        ("tool", "Edit", {"file_path": "lib/LogRotD/Daemon.pm"}, "The file lib/LogRotD/Daemon.pm has been updated."),
        ("tool", "Bash", {"command": "prove -lr t/"}, PROVE_OK),
        ("assistant", "All 31 pass, including `t/integration/hup.t`. The daemon now reopens its handles in the "
                      "main loop whenever the HUP flag is set."),
        ("user", "nice. while we're in there, the compression step is killing those atom boxes at night. "
                 "gzip -6 takes forever. options?"),
        ("assistant", "A few ways to go:\n\n1. **gzip -1** — same tool, much cheaper, worse ratio.\n"
                      "2. **zstd** at a low level — fast and usually a better ratio than gzip -6.\n"
                      "3. **xz** — best ratio, but far heavier on CPU; wrong direction for you.\n"
                      "4. Swap the whole rotation to `Log::Dispatch::FileRotate` and let it handle "
                      "compression via `IO::Compress`.\n\nLet me measure 1–3 on a real rotated file."),
        ("tool", "Bash", {"command": "ssh nas-03 ./tools/bench-compress.sh /srv/applogs/ingest/ingest.log.1"}, BENCH),
        ("user", "not doing option 4, we don't pull in CPAN modules for this thing, period — the nas boxes are "
                 "airgapped and every dep has to be vendored by hand. zstd -3 looks like the winner, 4 seconds "
                 "vs 38 and smaller files. go with zstd -3"),
        ("assistant", "Agreed, zstd -3 it is: roughly 9x less CPU than gzip -6 and a better ratio on that "
                      "file. I'll shell out to the `zstd` binary (it's in the base image on the NAS boxes, "
                      "v1.5.5) rather than adding any Perl module, and change the suffix to `.zst`."),
        ("tool", "Edit", {"file_path": "lib/LogRotD/Compress.pm"}, "The file lib/LogRotD/Compress.pm has been updated."),
        ("tool", "Edit", {"file_path": "etc/logrotd.conf.example"}, "The file etc/logrotd.conf.example has been updated."),
        ("tool", "Bash", {"command": "grep -n 'compress\\|keep' etc/logrotd.conf.example"},
         "12:compress_cmd = zstd -3 -q --rm\n13:compress_suffix = .zst\n14:keep_rotations = 14\n"
         "15:# default was 7; must be >= 1\n16:compress_delay = 1"),
        ("user", "keep_rotations 14 yes that's what ops asked for, two weeks. thanks"),
        ("tool", "Bash", {"command": "prove -lr t/"}, PROVE_OK.replace("5 wallclock", "6 wallclock")),
        ("assistant", "Tests still pass. Summary of changes: HUP now triggers `reopen_logs` from the main loop; "
                      "compression switched to `zstd -3` with `.zst` suffix; example config keeps 14 rotations."),
        ("user", "cheers, rename the test file hup.t to sighup_reopen.t too"),
        ("tool", "Bash", {"command": "git mv t/integration/hup.t t/integration/sighup_reopen.t"}, ""),
        ("assistant", "Renamed. Anything else?"),
        ("user", "no thats all, ta"),
        ("assistant", "Always happy to help — have a good one."),
    ],
    "facts": [
        fact("prove-rule", "Run the test suite with `prove -lr t/`; `make test` skips the t/integration directory.",
             "rule", "user", ["prove -lr t"], remember=True),
        fact("hup-root-cause", "Apps wrote into the .1 files after rotation because the SIGHUP handler set a flag "
             "that the main loop never checked, so reopen_logs was never called; fixed by checking the flag in "
             "the run loop and calling reopen_logs there.", "bugfix", "assistant", ["SIGHUP", "reopen_logs"]),
        fact("no-cpan", "No CPAN modules are added to logrotd: the NAS boxes are air-gapped and every dependency "
             "has to be vendored by hand.", "rule", "user", ["CPAN"], remember=True),
        fact("zstd-choice", "Rotated logs are compressed with zstd -3 instead of gzip -6: about 4 s vs 38 s CPU on "
             "the Atom NAS boxes and a smaller file.", "decision", "user", ["zstd", "gzip"]),
        fact("keep-rotations", "keep_rotations is 14 (two weeks, what ops asked for).", "config", "user",
             ["keep_rotations", "14"]),
    ],
    "optional": [
        opt("zst-suffix", "Compressed rotations use the .zst suffix via the zstd binary from the base image.",
            [".zst"]),
        opt("test-rename", "The HUP integration test is t/integration/sighup_reopen.t.", ["sighup_reopen"]),
    ],
    "questions": [
        q("How should the logrotd tests be run?", "prove -lr t/, make test skips integration", ["prove-rule"]),
        q("Why did logs go into the .1 files after rotation?", "SIGHUP flag never checked, reopen_logs never called",
          ["hup-root-cause"]),
        q("Which compression do rotated logs use?", "zstd -3", ["zstd-choice"]),
        q("Can we add a CPAN module to logrotd?", "no, NAS boxes are air-gapped", ["no-cpan"]),
    ],
}

REVIEW_DIFF = """diff --git a/Sources/App/Controllers/InvoiceController.swift b/Sources/App/Controllers/InvoiceController.swift
index 1b2c3d4..9e8f7a6 100644
--- a/Sources/App/Controllers/InvoiceController.swift
+++ b/Sources/App/Controllers/InvoiceController.swift
@@ -14,12 +14,38 @@ struct InvoiceController: RouteCollection {
     func boot(routes: RoutesBuilder) throws {
         let invoices = routes.grouped("invoices")
         invoices.get(use: index)
+        invoices.get(":invoiceID", use: show)
+        invoices.on(.POST, "upload", body: .collect(maxSize: "50mb"), use: upload)
+        invoices.post(":invoiceID", "resend", use: resend)
     }
+
+    func show(req: Request) async throws -> InvoiceDTO {
+        let id = req.parameters.get("invoiceID", as: UUID.self)!
+        guard let invoice = try await Invoice.find(id, on: req.db) else {
+            throw Abort(.notFound)
+        }
+        return InvoiceDTO(invoice)
+    }
+
+    func resend(req: Request) async throws -> HTTPStatus {
+        let id = req.parameters.get("invoiceID", as: UUID.self)!
+        let invoice = try await Invoice.find(id, on: req.db)!
+        try await MailRetry.send(invoice, using: req.application.mailer)
+        return .accepted
+    }
diff --git a/Sources/App/Support/MailRetry.swift b/Sources/App/Support/MailRetry.swift
new file mode 100644
--- /dev/null
+++ b/Sources/App/Support/MailRetry.swift
@@ -0,0 +1,19 @@
+enum MailRetry {
+    static func send(_ invoice: Invoice, using mailer: Mailer) async throws {
+        var attempt = 0
+        while true {
+            do { try await mailer.send(invoice.mail()); return }
+            catch where attempt < 4 {
+                attempt += 1
+                Thread.sleep(forTimeInterval: pow(2.0, Double(attempt)))
+            }
+        }
+    }
+}
diff --git a/sql/0007_add_resent_at.sql b/sql/0007_add_resent_at.sql
new file mode 100644
--- /dev/null
+++ b/sql/0007_add_resent_at.sql
@@ -0,0 +1 @@
+ALTER TABLE invoices ADD COLUMN resent_at TIMESTAMPTZ;"""

SWIFT_TEST = """[0/1] Planning build
Building for debugging...
[12/12] Linking LedgerlyPackageTests
Build complete! (18.42s)
Test Suite 'All tests' started at 2026-10-08 14:03:11.201
Test Suite 'AppTests.xctest' started
Test Case '-[AppTests.InvoiceTests testIndex]' passed (0.212 seconds)
Test Case '-[AppTests.InvoiceTests testShowMissingReturns404]' passed (0.031 seconds)
Test Case '-[AppTests.InvoiceTests testResendWhileMailerDown]' started.
2026-10-08T14:03:11+0000 warning codes.vapor.application : [NIOPosix] blocking call detected on event loop thread
  #0 Thread.sleep(forTimeInterval:) in MailRetry.send
  #1 InvoiceController.resend(req:)
Test Case '-[AppTests.InvoiceTests testResendWhileMailerDown]' failed (30.004 seconds)
  XCTAssertLessThan failed: ("30.0") is not less than ("5.0") - resend must answer before the client timeout
Test Suite 'AppTests.xctest' failed: Executed 3 tests, with 1 failure (0 unexpected) in 30.247 seconds"""

VAPOR = {
    "id": "h7-cc-vapor-invoice-review",
    "project": "/home/dev/ledgerly-server",
    "start": datetime(2026, 10, 8, 13, 40, 0),
    "about": "Swift Vapor server, mostly a code review of a PR: force-unwrap rule, Thread.sleep blocking the event "
             "loop, raw SQL vs Fluent migration, body limit only on upload; an ignored Hummingbird proposal",
    "steps": [
        ("user", "Hi! Can you review the invoice-resend branch before I open the PR? Diff is against main."),
        ("tool", "Bash", {"command": "git diff main...invoice-resend"}, REVIEW_DIFF),
        ("tool", "Bash", {"command": "swift test --filter InvoiceTests"}, SWIFT_TEST),
        ("assistant", "## Review: `invoice-resend`\n\n### Blocking\n\n**1. `Thread.sleep` in `MailRetry.send`.** "
                      "This is the failing test. `Thread.sleep` parks the NIO event-loop thread the request is "
                      "running on, so every other request on that loop stalls too — the log even says "
                      "\"blocking call detected on event loop thread\". With four retries and exponential "
                      "backoff that's 2+4+8+16 = 30 s, which matches the 30.004 s in the test. Replace it with "
                      "`try await Task.sleep(for: .seconds(...))`, which suspends the task instead of the "
                      "thread. Better still, the resend endpoint should return `.accepted` and hand the retry "
                      "loop to a queue job.\n\n**2. Force unwraps in `show` and `resend`.** "
                      "`req.parameters.get(\"invoiceID\", as: UUID.self)!` crashes the whole process on a "
                      "malformed id (`/invoices/abc`). Use `guard let ... else { throw Abort(.badRequest) }`.\n\n"
                      "### Should fix\n\n**3. `sql/0007_add_resent_at.sql`.** The rest of the schema lives in "
                      "Fluent migrations under `Sources/App/Migrations`; a raw SQL file won't be run by "
                      "`vapor run migrate` and won't be reverted.\n\n**4. `maxSize: \"50mb\"` on upload.** "
                      "Invoices are PDFs; 50 MB seems a lot.\n\n### Nits\n\n- `resend` could be `POST "
                      "/invoices/:id/resend` → fine as is.\n- Consider moving to Hummingbird 2 at some point; "
                      "it's lighter than Vapor for a service this size."),
        ("user", "Good catches. On 2: yes, and in general — we never force unwrap anything in a route handler in "
                 "this codebase, guard + Abort every time. I thought that was in the CONTRIBUTING but apparently "
                 "not, so treat it as the rule.\n\n3: right, schema changes go through Fluent migrations only, "
                 "the sql/ folder is legacy from the Postgres import and shouldn't grow. Convert it.\n\n4: make it "
                 "10mb, and only on the upload route — do NOT touch the app-wide default, that stays as is.\n\n"
                 "1: do Task.sleep for now, queue job is a separate ticket. (and for the new test: tests run in the "
                 ".testing environment against in-memory SQLite, we only hit Postgres in staging, so no "
                 "Postgres-specific SQL in the migration please)"),
        ("tool", "Edit", {"file_path": "Sources/App/Support/MailRetry.swift"}, "File updated."),
        ("tool", "Edit", {"file_path": "Sources/App/Controllers/InvoiceController.swift"}, "File updated."),
        ("tool", "Write", {"file_path": "Sources/App/Migrations/AddInvoiceResentAt.swift"},
         "File created successfully at: Sources/App/Migrations/AddInvoiceResentAt.swift"),
        ("tool", "Bash", {"command": "git rm sql/0007_add_resent_at.sql && grep -n 'AddInvoiceResentAt' Sources/App/configure.swift"},
         "rm 'sql/0007_add_resent_at.sql'\n41:    app.migrations.add(AddInvoiceResentAt())"),
        ("tool", "Bash", {"command": "swift test"}, "Building for debugging...\n[9/9] Linking LedgerlyPackageTests\n"
         "Build complete! (11.03s)\nTest Suite 'All tests' started at 2026-10-08 14:21:40.118\n"
         "Test Case '-[AppTests.InvoiceTests testIndex]' passed (0.198 seconds)\n"
         "Test Case '-[AppTests.InvoiceTests testShowMissingReturns404]' passed (0.029 seconds)\n"
         "Test Case '-[AppTests.InvoiceTests testShowMalformedIDReturns400]' passed (0.011 seconds)\n"
         "Test Case '-[AppTests.InvoiceTests testResendWhileMailerDown]' passed (0.090 seconds)\n"
         "Test Case '-[AppTests.HealthTests testHealth]' passed (0.004 seconds)\n"
         "Test Suite 'All tests' passed at 2026-10-08 14:21:40.452.\n"
         "\t Executed 5 tests, with 0 failures (0 unexpected) in 0.334 seconds"),
        ("assistant", "All five pass. What changed:\n\n- `MailRetry` now uses `Task.sleep(for:)`; "
                      "`testResendWhileMailerDown` takes 0.09 s with the test clock instead of 30 s.\n"
                      "- Both handlers use `guard let` + `Abort(.badRequest)`; added "
                      "`testShowMalformedIDReturns400`.\n- `resent_at` is now the Fluent migration "
                      "`AddInvoiceResentAt`, registered in `configure.swift`; the SQL file is gone.\n"
                      "- Upload route is `body: .collect(maxSize: \"10mb\")`; `app.routes.defaultMaxBodySize` "
                      "untouched."),
        ("user", "perfect, thanks a lot"),
        ("assistant", "You're welcome — good luck with the PR."),
    ],
    "facts": [
        fact("no-force-unwrap", "Never force-unwrap in a route handler: use guard let with throw Abort every time.",
             "rule", "user", [["force unwrap", "force-unwrap"], "route handler"], remember=True),
        fact("thread-sleep", "MailRetry blocked the NIO event loop with Thread.sleep during retries (30 s stall); "
             "replaced by Task.sleep.", "bugfix", "assistant", ["Thread.sleep", "Task.sleep"]),
        fact("fluent-only", "Schema changes go through Fluent migrations only; the sql/ folder is legacy from the "
             "Postgres import and must not grow.", "convention", "user", ["Fluent", "migration"]),
        fact("upload-limit", "Invoice upload route body limit is 10mb, set on that route only; the app-wide "
             "default body size stays unchanged.", "config", "user", ["10mb", "upload"]),
        fact("test-sqlite", "Tests run in the .testing environment against in-memory SQLite (Postgres only in "
             "staging), so migrations must avoid Postgres-specific SQL.", "config", "user", ["SQLite", ".testing"]),
    ],
    "optional": [
        opt("queue-ticket", "Moving the resend retry loop to a queue job is a separate ticket.", ["queue job"]),
    ],
    "questions": [
        q("Can I force-unwrap a route parameter in a handler?", "no, guard let and throw Abort", ["no-force-unwrap"]),
        q("Why did the resend test take 30 seconds?", "Thread.sleep blocked the event loop; now Task.sleep",
          ["thread-sleep"]),
        q("How do I add a column to the schema?", "Fluent migration, not the sql folder", ["fluent-only"]),
        q("What is the upload body limit?", "10mb on the upload route only", ["upload-limit"]),
    ],
}

FREQZ = """>> sk_inspect_filter(b_iir, a_iir, 500)
  type        : IIR (butter, order 4)
  passband    : 0.50 Hz (-3 dB)
  group delay : 12.3 .. 418.0 samples (non-constant)
  stable      : yes
  phase       : nonlinear
>> sk_inspect_filter(b_fir, 1, 500)
  type        : FIR (highpassfir, order 256)
  passband    : 0.67 Hz (-3 dB)
  group delay : 128.0 samples (constant)
  stable      : yes (FIR)
  phase       : linear"""

MATLAB_TESTS = """Running sk_baseline_test
.....
Done sk_baseline_test
__________

Running sk_stream_test
...
================================================================================
Error occurred in sk_stream_test/blockwise_matches_offline and it did not run to completion.
    ---------
    Error ID:
    ---------
    'signal:filtfilt:NotSupportedStreaming'
    --------------
    Error Details:
    --------------
    Error using filtfilt
    filtfilt needs the whole record; use filter with state for block processing.
    Error in sk_remove_baseline (line 31)
        y = filtfilt(b, a, x);
================================================================================
.
Done sk_stream_test
__________

Failure Summary:

     Name                                        Failed  Incomplete  Reason(s)
    =========================================================================
     sk_stream_test/blockwise_matches_offline      X         X       Errored."""

MATLAB = {
    "id": "h7-cc-sigkit-baseline",
    "project": "/home/dev/sigkit",
    "start": datetime(2026, 10, 12, 16, 5, 0),
    "about": "MATLAB ECG toolbox; user thinks aloud and changes the baseline-filter design twice (butter+filtfilt, "
             "then single-pass IIR, then linear-phase FIR); R2021a constraint as keep-in-mind; sk_ prefix",
    "steps": [
        ("user", "hey. I need sk_remove_baseline to kill baseline wander below ~0.5 Hz on the ECG records. "
                 "Lets just do a 4th order butterworth highpass and filtfilt it, zero phase, done."),
        ("assistant", "Sure — `[b,a] = butter(4, 0.5/(fs/2), 'high')` and `filtfilt(b,a,x)`. I'll write it and run "
                      "the tests."),
        ("tool", "Edit", {"file_path": "+sk/sk_remove_baseline.m"}, "File updated."),
        ("tool", "Bash", {"command": "matlab -batch \"runtests('tests')\""}, MATLAB_TESTS),
        ("user", "hmm right, the streaming path. filtfilt needs the whole record. ok so... maybe we just do the "
                 "butter single pass with filter() and carry the state zi between blocks? phase distortion at "
                 "0.5Hz is probably fine?? thinking out loud here"),
        ("assistant", "Single-pass IIR with state works for streaming, but the phase isn't fine for ECG: group "
                      "delay of a 0.5 Hz Butterworth varies a lot with frequency, and it will smear the ST "
                      "segment, which cardiologists read. Let me show both designs side by side."),
        ("tool", "Bash", {"command": "matlab -batch \"sk_compare_designs\""}, FREQZ),
        ("user", "ok yeah that group delay 12..418 is ugly. scratch the IIR idea. Final answer: linear phase "
                 "FIR highpass via designfilt('highpassfir'), order 256, and we just accept the 128 sample "
                 "delay and shift the output back. Works blockwise with filter() + state and keeps the QRS/ST "
                 "shape. That's the design.\n\nAlso keep in mind the whole toolbox has to keep running on "
                 "R2021a — the hospital lab machines are stuck on it, so no newer functions (no "
                 "`dictionary`, no `arguments` tricks added after 21a)."),
        ("assistant", "Got it: FIR high-pass with `designfilt('highpassfir', 'FilterOrder', 256, "
                      "'StopbandFrequency', 0.3, 'PassbandFrequency', 0.67, 'SampleRate', fs)`, compensated "
                      "for the constant 128-sample group delay, blockwise via `filter` with carried state. "
                      "`designfilt` is available in R2021a (it came in R2014a), so we're fine there."),
        ("tool", "Edit", {"file_path": "+sk/sk_remove_baseline.m"}, "File updated."),
        ("tool", "Bash", {"command": "matlab -batch \"runtests('tests')\""},
         "Running sk_baseline_test\n.....\nDone sk_baseline_test\n__________\n\nRunning sk_stream_test\n....\n"
         "Done sk_stream_test\n__________\n\nTotals:\n   9 Passed, 0 Failed, 0 Incomplete.\n   3.8821 seconds testing time."),
        ("assistant", "9/9 pass, including `blockwise_matches_offline` (max abs diff 2.1e-13 against the "
                      "offline result)."),
        ("user", "cool. can you also add a helper to plot before/after? call it plot_baseline"),
        ("assistant", "Quick check before I name it: the other public functions in `+sk` are all `sk_*` "
                      "(`sk_remove_baseline`, `sk_inspect_filter`, `sk_qrs_detect`). Should it be "
                      "`sk_plot_baseline`?"),
        ("user", "yes good point, sk_ prefix for everything public, thats the convention"),
        ("tool", "Write", {"file_path": "+sk/sk_plot_baseline.m"}, "File created successfully."),
        ("assistant", "Added `sk_plot_baseline(x, fs)` — raw vs filtered in two linked axes."),
        ("user", "thx!"),
    ],
    "facts": [
        fact("fir-design", "Baseline wander removal uses a linear-phase FIR high-pass (designfilt highpassfir, order "
             "256) with the 128-sample delay compensated, run blockwise with filter and carried state; IIR was "
             "rejected for its nonlinear phase smearing ST/QRS, filtfilt because it cannot stream.", "decision",
             "user", ["highpassfir", "256"]),
        fact("r2021a", "The toolbox must keep running on MATLAB R2021a (hospital lab machines), so no functions "
             "newer than that.", "rule", "user", ["R2021a"], remember=True),
        fact("sk-prefix", "Every public function in the toolbox gets the sk_ prefix.", "convention", "user",
             [["sk_ prefix", "sk_*"]]),
    ],
    "optional": [
        opt("plot-helper", "sk_plot_baseline plots raw vs filtered signal.", ["sk_plot_baseline"]),
    ],
    "questions": [
        q("Which filter removes ECG baseline wander?", "linear-phase FIR highpass order 256 via designfilt",
          ["fir-design"]),
        q("Why not filtfilt?", "it needs the whole record and cannot stream", ["fir-design"]),
        q("What MATLAB version must sigkit support?", "R2021a", ["r2021a"]),
    ],
}

CARGO_TREE = """mossgrave v0.3.0 (/home/dev/mossgrave)
├── bevy v0.14.2
│   └── bevy_internal v0.14.2
│       ├── bevy_app v0.14.2
│       ├── bevy_ecs v0.14.2
│       ├── bevy_render v0.14.2
│       └── ... (218 more)
├── bevy_rapier2d v0.27.0
│   ├── bevy v0.14.2 (*)
│   └── rapier2d v0.21.0
├── leafwing-input-manager v0.15.1
└── rand v0.8.5"""

JITTER_LOG = """2026-10-14T10:22:05.118Z  INFO mossgrave::debug: frame=4411 dt=16.6ms fixed_steps=1 player.x=812.40 body.x=812.40
2026-10-14T10:22:05.135Z  INFO mossgrave::debug: frame=4412 dt=16.7ms fixed_steps=0 player.x=815.73 body.x=812.40
2026-10-14T10:22:05.151Z  INFO mossgrave::debug: frame=4413 dt=16.6ms fixed_steps=1 player.x=815.91 body.x=815.91
2026-10-14T10:22:05.168Z  INFO mossgrave::debug: frame=4414 dt=16.6ms fixed_steps=1 player.x=819.24 body.x=819.24
2026-10-14T10:22:05.185Z  INFO mossgrave::debug: frame=4415 dt=16.7ms fixed_steps=0 player.x=822.57 body.x=819.24
2026-10-14T10:22:05.201Z  INFO mossgrave::debug: frame=4416 dt=16.6ms fixed_steps=2 player.x=819.24 body.x=822.57
2026-10-14T10:22:05.218Z  WARN mossgrave::debug: transform snapped back 3.33px (physics writeback)
2026-10-14T10:22:05.235Z  INFO mossgrave::debug: frame=4417 dt=16.6ms fixed_steps=1 player.x=825.90 body.x=825.90"""

CLIPPY = """    Checking mossgrave v0.3.0 (/home/dev/mossgrave)
warning: this `if` has identical blocks
  --> src/player/movement.rs:58:12
   |
58 |       } else if input.pressed(&Action::Dash) {
   |  ____________^
59 | |         speed
60 | |     } else {
   | |_____^
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else
   = note: `-D clippy::if-same-then-else` implied by `-D warnings`
warning: you seem to be trying to use `match` for destructuring a single pattern. Consider using `if let`
  --> src/level/spawn.rs:112:5
   |
112|     match tile.kind { TileKind::Spike => spawn_spike(&mut commands, pos), _ => {} }
   |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
error: could not compile `mossgrave` (bin "mossgrave") due to 2 previous errors"""

BEVY = {
    "id": "h7-cc-mossgrave-physics",
    "project": "/home/dev/mossgrave",
    "start": datetime(2026, 10, 14, 10, 0, 0),
    "branch": "physics-swap",
    "about": "Bevy ECS 2D game, long markdown-heavy session: player jitter root cause (Update vs FixedUpdate), "
             "rapier->avian swap with reason, 64 Hz fixed step, Bevy pin, clippy standing rule, end-of-session summary",
    "steps": [
        ("user", "yo. the player sprite jitters when running right, mostly on my laptop (60hz screen), less on "
                 "the 144hz monitor. I added some debug logging, here:\n\n```\n" + JITTER_LOG + "\n```"),
        ("assistant", "Thanks, that log is very telling. Let me look at how movement is scheduled."),
        ("tool", "Bash", {"command": "grep -rn 'add_systems' src/ | head -20"},
         "src/main.rs:31:        .add_systems(Startup, (setup_camera, level::spawn_level))\n"
         "src/main.rs:32:        .add_systems(Update, (player::movement, player::animate, camera::follow))\n"
         "src/main.rs:33:        .add_systems(FixedUpdate, (enemies::patrol, hazards::tick))\n"
         "src/level/mod.rs:14:        app.add_systems(Update, (spawn::hot_reload_level,))\n"
         "src/ui/mod.rs:9:        app.add_systems(Update, (hud::update_health, hud::update_coins))"),
        ("tool", "Bash", {"command": "cargo tree --depth 1"}, CARGO_TREE),
        ("assistant", "## What's happening\n\n`player::movement` runs in `Update` and writes `Transform` "
                      "directly, while the rapier body is stepped in the physics schedule, which runs at the "
                      "fixed rate. On frames where zero fixed steps run (`fixed_steps=0` in your log) movement "
                      "moves the sprite but physics doesn't; on the next frame with two steps, physics writes "
                      "its older body position back to `Transform` and the sprite snaps back 3.33 px — that "
                      "WARN line. At 60 Hz you hit 0-step and 2-step frames constantly, at 144 Hz less so.\n\n"
                      "## Fix options\n\n1. Move `player::movement` to `FixedUpdate` and set velocity on the "
                      "body instead of writing `Transform`; then interpolate the visual between fixed steps.\n"
                      "2. Keep it in `Update` and turn off rapier's transform writeback for the player (kinematic "
                      "character controller).\n3. Bump the fixed rate so 0-step frames are rarer (treats the "
                      "symptom).\n\nI'd go with 1."),
        ("user", "1, agreed. and honestly while we touch physics, should we just move off bevy_rapier? i've been "
                 "eyeing avian. thoughts"),
        ("assistant", "### bevy_rapier vs avian\n\n| | bevy_rapier2d 0.27 | avian2d 0.1 |\n|---|---|---|\n"
                      "| ECS-native | wrapper around rapier's own sets | components are the data |\n"
                      "| interpolation | DIY | built-in `TransformInterpolation` |\n"
                      "| determinism | cross-platform with feature flag | deterministic by default for same "
                      "build |\n| maturity | older, more users | younger |\n\nFor your case the built-in "
                      "interpolation is the big one: it's exactly what option 1 needs. The risk is that avian "
                      "is younger and tracks Bevy releases closely."),
        ("user", "ok lets do avian. interpolation out of the box + no more syncing two worlds is worth it. "
                 "and the fixed rate, what's it at now? default 64hz right"),
        ("tool", "Bash", {"command": "grep -rn 'Fixed' src/main.rs"}, "src/main.rs:27:        "
         ".insert_resource(Time::<Fixed>::from_hz(50.0))"),
        ("assistant", "It's explicitly set to 50 Hz in `main.rs`, not Bevy's default of 64 Hz."),
        ("user", "huh, that was me testing something months ago. set it to 64, 64 divides nicer into our 128px "
                 "tiles at the run speed and its what the avian examples assume"),
        ("tool", "Edit", {"file_path": "Cargo.toml"}, "File updated."),
        ("tool", "Bash", {"command": "git diff Cargo.toml"}, "diff --git a/Cargo.toml b/Cargo.toml\n"
         "--- a/Cargo.toml\n+++ b/Cargo.toml\n@@ -8,7 +8,7 @@ edition = \"2021\"\n [dependencies]\n"
         " bevy = { version = \"=0.14.2\", features = [\"wayland\"] }\n-bevy_rapier2d = \"0.27\"\n"
         "+avian2d = \"0.1\"\n leafwing-input-manager = \"0.15\"\n rand = \"0.8\""),
        ("user", "btw don't bump bevy while you're at it, 0.15 is out but we stay on 0.14 until avian has a "
                 "release for 0.15"),
        ("assistant", "Understood — `bevy = \"=0.14.2\"` stays pinned."),
        ("tool", "Edit", {"file_path": "src/main.rs"}, "File updated."),
        ("tool", "Edit", {"file_path": "src/player/movement.rs"}, "File updated."),
        ("tool", "Edit", {"file_path": "src/enemies/patrol.rs"}, "File updated."),
        ("tool", "Bash", {"command": "cargo build 2>&1 | tail -5"},
         "   Compiling avian2d v0.1.2\n   Compiling mossgrave v0.3.0 (/home/dev/mossgrave)\n"
         "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1m 12s"),
        ("user", "run clippy too. actually — from now on, before every commit run `cargo clippy -- -D warnings` "
                 "and fix whatever it says, CI does the same and I'm tired of red builds"),
        ("tool", "Bash", {"command": "cargo clippy -- -D warnings"}, CLIPPY),
        ("tool", "Edit", {"file_path": "src/player/movement.rs"}, "File updated."),
        ("tool", "Edit", {"file_path": "src/level/spawn.rs"}, "File updated."),
        ("tool", "Bash", {"command": "cargo clippy -- -D warnings"}, "    Checking mossgrave v0.3.0 "
         "(/home/dev/mossgrave)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.41s"),
        ("user", "ran it on the laptop, buttery smooth now 🎉"),
        ("user", "one more, can you make the dash cooldown 0.8s instead of 0.6? just trying it"),
        ("tool", "Edit", {"file_path": "src/player/movement.rs"}, "File updated."),
        ("assistant", "Done, `DASH_COOLDOWN` is 0.8 s."),
        ("user", "ok wrap up pls, what did we do"),
        ("assistant", "## Session summary\n\n### Fixed\n- **Player jitter**: movement ran in `Update` writing "
                      "`Transform` while physics ran at the fixed rate, so frames with 0 or 2 fixed steps made "
                      "the sprite snap back. Movement now runs in `FixedUpdate`, sets `LinearVelocity`, and "
                      "the sprite uses `TransformInterpolation`.\n\n### Changed\n- Physics: **bevy_rapier2d → "
                      "avian2d 0.1** (built-in interpolation, one world instead of two).\n- Fixed timestep: "
                      "**50 Hz → 64 Hz** (`Time::<Fixed>::from_hz(64.0)`).\n- Dash cooldown 0.6 → 0.8 s "
                      "(experiment).\n- Two clippy fixes.\n\n### Standing notes\n- Bevy stays pinned at "
                      "`=0.14.2` until avian ships for 0.15.\n- Before every commit: `cargo clippy -- -D "
                      "warnings`.\n\nNot committed yet — want me to commit on `physics-swap`?"),
        ("user", "yes commit, message 'swap to avian, fix jitter'"),
        ("tool", "Bash", {"command": "cargo clippy -- -D warnings && git commit -am 'swap to avian, fix jitter'"},
         "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.52s\n"
         "[physics-swap 7c1e0d2] swap to avian, fix jitter\n 6 files changed, 88 insertions(+), 71 deletions(-)"),
        ("assistant", "Committed as `7c1e0d2`."),
    ],
    "facts": [
        fact("jitter-cause", "Player jitter came from movement running in Update and writing Transform while physics "
             "ran at the fixed rate; fixed by moving movement to FixedUpdate, setting velocity, and interpolating.",
             "bugfix", "assistant", ["jitter", "FixedUpdate"]),
        fact("avian", "Physics moved from bevy_rapier2d to avian2d: built-in interpolation and no syncing of two "
             "worlds.", "decision", "user", [["avian", "avian2d"], ["rapier", "bevy_rapier2d"]]),
        fact("fixed-64", "Fixed timestep is 64 Hz (was 50 Hz from an old experiment).", "config", "user",
             ["64", "Hz"]),
        fact("bevy-pin", "Bevy stays pinned at 0.14 (=0.14.2) until avian has a release for Bevy 0.15.", "decision",
             "user", ["0.14"]),
        fact("clippy-rule", "Before every commit run cargo clippy -- -D warnings and fix what it reports (CI does the "
             "same).", "rule", "user", ["clippy", "-D warnings"], remember=True),
    ],
    "optional": [
        opt("dash", "Dash cooldown set to 0.8 s as an experiment.", ["dash", "0.8"]),
    ],
    "questions": [
        q("Why did the player jitter?", "movement in Update, physics fixed rate; moved to FixedUpdate", ["jitter-cause"]),
        q("Which physics crate does mossgrave use?", "avian2d", ["avian"]),
        q("Can we upgrade to Bevy 0.15?", "no, stay on 0.14 until avian supports 0.15", ["bevy-pin"]),
        q("What must run before committing?", "cargo clippy -- -D warnings", ["clippy-rule"]),
    ],
}

SESSIONS = [LOGROTD, VAPOR, MATLAB, BEVY]
