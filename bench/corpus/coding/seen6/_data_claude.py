"""Claude Code sessions of the h6 split, part 1."""

from __future__ import annotations

from datetime import datetime

from _util import F, Opt, Q

COBOL_STACK = """$ ./gradlew run --args='--input /data/inbound/PAYX/PAYX.D261118.DAT --dry-run'
> Task :compileJava UP-TO-DATE
> Task :run
[main] INFO  payx.Main - reading 18412 records from /data/inbound/PAYX/PAYX.D261118.DAT
[main] INFO  payx.RecordReader - record length 412, layout PAYREC-V3
Exception in thread "main" payx.LayoutException: record 77: field EMP-NAME contains unmappable byte 0x4A at offset 14
\tat payx.EbcdicText.decode(EbcdicText.java:41)
\tat payx.RecordReader.field(RecordReader.java:118)
\tat payx.RecordReader.next(RecordReader.java:84)
\tat payx.Main.call(Main.java:57)
\tat payx.Main.call(Main.java:19)
\tat picocli.CommandLine.executeUserObject(CommandLine.java:2041)
\tat picocli.CommandLine.access$1500(CommandLine.java:148)
\tat picocli.CommandLine$RunLast.executeUserObjectOfLastSubcommandWithSameParent(CommandLine.java:2461)
\tat picocli.CommandLine$RunLast.handle(CommandLine.java:2453)
\tat picocli.CommandLine$RunLast.handle(CommandLine.java:2415)
\tat picocli.CommandLine.execute(CommandLine.java:2170)
\tat payx.Main.main(Main.java:23)
Caused by: java.nio.charset.UnmappableCharacterException: Input length = 1
\tat java.base/java.nio.charset.CoderResult.throwException(CoderResult.java:275)
\tat payx.EbcdicText.decode(EbcdicText.java:38)
\t... 11 more

> Task :run FAILED
FAILURE: Build failed with an exception.
* What went wrong:
Execution failed for task ':run'.
> Process 'command '/usr/lib/jvm/java-17-openjdk/bin/java'' finished with non-zero exit value 1
BUILD FAILED in 3s
3 actionable tasks: 1 executed, 2 up-to-date"""

COBOL_DIFF = """$ diff <(head -20 out/legacy/NETPAY.TXT) <(head -20 out/java/NETPAY.TXT)
1,6c1,6
< 000104 HALVORSEN MARIT        0002871.40
< 000105 OKONJO-BRAND TEO       0003112.95
< 000106 VASQUEZ-LIND ROSA      0001984.00
< 000107 PRZYBYL ANDERS         0002650.18
< 000108 MBEKI-STRAND JOHAN     0004003.77
< 000109 TANAKA-ROOS ELIN       0002299.61
---
> 000104 HALVORSEN MARIT        0287140.00
> 000105 OKONJO-BRAND TEO       0311295.00
> 000106 VASQUEZ-LIND ROSA      0198400.00
> 000107 PRZYBYL ANDERS         0265018.00
> 000108 MBEKI-STRAND JOHAN     0400377.00
> 000109 TANAKA-ROOS ELIN       0229961.00"""

COBOL_COPYBOOK = """      *> PAYREC-V3  -- copied from PAYX.CPY rev 14
       01  PAY-RECORD.
           05  EMP-ID            PIC 9(6).
           05  FILLER            PIC X(2).
           05  EMP-NAME          PIC X(22).
           05  DEPT-CODE         PIC X(4).
           05  GROSS-PAY         PIC S9(7)V99 COMP-3.
           05  TAX-WITHHELD      PIC S9(7)V99 COMP-3.
           05  NET-PAY           PIC S9(7)V99 COMP-3.
           05  PAY-PERIOD        PIC 9(8).
           05  FILLER            PIC X(356)."""

COBOL = {
    "id": "h6-cc-cobol-payroll",
    "project": "/home/ops/payroll-modernise",
    "start": datetime(2026, 11, 16, 9, 2, 0),
    "about": "long COBOL-to-Java batch migration: stack trace from EBCDIC decode, COMP-3 scale bug with diff, "
             "Spring Batch proposal rejected, remember-request mid-message, many one-off requests",
    "steps": [
        ("user", "morning. picking up the payroll port again. the dry run blew up on the first real file, can you run it and see"),
        ("tool", "Bash", {"command": "./gradlew run --args='--input /data/inbound/PAYX/PAYX.D261118.DAT --dry-run'"}, COBOL_STACK),
        ("assistant", "Morning! The reader dies on record 77 in `EMP-NAME`, byte `0x4A` at offset 14. That byte is `[` in some "
                      "EBCDIC code pages and `¢` in others, so this smells like the wrong code page rather than corrupt data. "
                      "Let me check which charset `EbcdicText` is using."),
        ("tool", "Read", {"file_path": "src/main/java/payx/EbcdicText.java"},
         "  1 package payx;\n  2 \n  3 import java.nio.charset.*;\n  4 \n  5 final class EbcdicText {\n"
         "  6     // IBM500 is the international EBCDIC, default on most z/OS installs\n"
         "  7     private static final Charset CS = Charset.forName(\"IBM500\");\n  8 \n"
         " ...\n 36     static String decode(byte[] b, int off, int len) {\n"
         " 37         CharsetDecoder d = CS.newDecoder().onUnmappableCharacter(CodingErrorAction.REPORT);\n"
         " 38         return d.decode(ByteBuffer.wrap(b, off, len)).toString();\n 41     }\n 42 }"),
        ("assistant", "It's hard-wired to IBM500 (cp500). The extract header record says `CCSID=037` — I checked the first "
                      "80 bytes of the file — so the mainframe side writes **cp037**, the US/Canada code page. In cp500 "
                      "`0x4A` is `[`, which the name field would never contain; in cp037 it is `¢`, which… also seems odd "
                      "in a name, so let me look at the raw record before I change anything."),
        ("tool", "Bash", {"command": "dd if=/data/inbound/PAYX/PAYX.D261118.DAT bs=412 skip=76 count=1 2>/dev/null | xxd | head -4"},
         "00000000: f0f0 f0f1 f8f1 4040 c4c1 d3c5 d5c7 4ac4  000181@@DALENG.D\n"
         "00000010: c1e5 c9c4 4040 4040 4040 4040 4040 4040  AVID@@@@@@@@@@@@\n"
         "00000020: c6c9 d5f1 0000 0028 714c 0000 0003 881c  FIN1...(qL......\n"
         "00000030: 0000 0024 833c f2f0 f2f6 f1f1 f1f8 4040  ...$.<20261118@@"),
        ("user", "oh thats the guy with the ¢ in his name, HR typo from like 2009, nobody ever fixed it lol"),
        ("assistant", "Ha, that explains it. So the data really does contain `¢`, and that only decodes cleanly with cp037. "
                      "I switched `EbcdicText` to `Charset.forName(\"IBM037\")` and made the charset come from the header's "
                      "CCSID with cp037 as the fallback. Root cause: the reader assumed cp500 but the extract is written "
                      "in **cp037**; the two differ on a handful of punctuation bytes, which is why only one record in "
                      "18k tripped it. Re-running."),
        ("tool", "Bash", {"command": "./gradlew run --args='--input /data/inbound/PAYX/PAYX.D261118.DAT --dry-run'"},
         "> Task :compileJava\n> Task :run\n[main] INFO  payx.Main - reading 18412 records\n"
         "[main] INFO  payx.RecordReader - record length 412, layout PAYREC-V3, charset IBM037 (from header CCSID=037)\n"
         "[main] INFO  payx.Main - dry run: 18412 ok, 0 rejected\n[main] INFO  payx.Main - wrote out/java/NETPAY.TXT (18412 lines)\n"
         "BUILD SUCCESSFUL in 6s\n3 actionable tasks: 2 executed, 1 up-to-date"),
        ("user", "nice. now diff against the legacy output, i ran the gnucobol job last night into out/legacy"),
        ("tool", "Bash", {"command": "diff <(head -20 out/legacy/NETPAY.TXT) <(head -20 out/java/NETPAY.TXT)"}, COBOL_DIFF),
        ("assistant", "Names match now but every amount is 100x too big and the decimals are gone: `0002871.40` became "
                      "`0287140.00`. That is the implied decimal point of `PIC S9(7)V99`. Checking the copybook:"),
        ("tool", "Read", {"file_path": "copybooks/PAYX.CPY"}, COBOL_COPYBOOK),
        ("assistant", "## What's wrong\n\n`GROSS-PAY`, `TAX-WITHHELD` and `NET-PAY` are `S9(7)V99 COMP-3` — packed decimal with "
                      "an implied scale of 2 (the `V99`). Our `PackedDecimal.decode` unpacks the nibbles into a `BigDecimal` "
                      "but never applies the scale, so `287140` is read as 287140 rather than 2871.40.\n\n"
                      "## Fix\n\nI added a `scale` argument to `PackedDecimal.decode(bytes, off, len, scale)` and the layout "
                      "parser now takes the scale from the digits after `V` in the PIC clause. `BigDecimal.valueOf(unscaled, scale)` "
                      "does the rest, no floating point anywhere.\n\n## Also\n\n- The sign nibble `C`/`D`/`F` is already handled.\n"
                      "- I added a unit test with the three amounts from record 104 so this can't regress quietly."),
        ("tool", "Bash", {"command": "./gradlew test && ./gradlew run --args='--input /data/inbound/PAYX/PAYX.D261118.DAT' && diff out/legacy/NETPAY.TXT out/java/NETPAY.TXT | wc -l"},
         "> Task :test\n\nPackedDecimalTest > decodesImpliedScale() PASSED\nPackedDecimalTest > negativeSignNibble() PASSED\n"
         "EbcdicTextTest > cp037Cent() PASSED\nRecordReaderTest > readsHeaderCcsid() PASSED\nLayoutParserTest > vClauseScale() PASSED\n\n"
         "BUILD SUCCESSFUL in 9s\n5 tests completed, 0 failed\n[main] INFO  payx.Main - 18412 ok, 0 rejected\n0"),
        ("assistant", "Zero diff lines against the legacy output for the whole file now. 🎉"),
        ("user", "brilliant. ok so next thing is how we schedule it. you had some idea last week?"),
        ("assistant", "A few options:\n\n1. **Spring Batch** — chunked steps, restartability, a job repository in Postgres. Heavy, "
                      "but it gives you restart-from-checkpoint for free.\n2. **Plain Java main (what we have, picocli)** run from "
                      "the existing cron on the batch host, with a lock file.\n3. **Airflow** on the analytics cluster.\n\n"
                      "For an 18k-record file that finishes in seconds, I'd lean towards 1 only if you expect restarts to matter."),
        ("user", "no Spring Batch. its 18k rows, it runs in 6 seconds, if it fails we rerun it. keep the plain picocli main and cron. "
                 "also fyi for later: the mainframe drop lands in /data/inbound/PAYX around 02:10 and sometimes the transfer is "
                 "still writing till 02:25, so the job must not start before 02:30. the old JCL had that as a hard rule too"),
        ("assistant", "Understood — plain picocli main under cron, no Spring Batch. I'll set the crontab entry to `30 2 * * 1-5` "
                      "and also make the job check that the file's trailer record is present before reading, so a half-written "
                      "file fails loudly instead of producing a short payroll."),
        ("tool", "Edit", {"file_path": "deploy/crontab.payx", "old_string": "0 2 * * 1-5", "new_string": "30 2 * * 1-5"},
         "The file deploy/crontab.payx has been updated.\n  3 # m h dom mon dow  command\n"
         "  4 30 2 * * 1-5  /opt/payx/bin/payx --input /data/inbound/PAYX/ --latest >> /var/log/payx/run.log 2>&1"),
        ("user", "good. what java are we building for again? build.gradle says 21 but i dont think thats right"),
        ("tool", "Bash", {"command": "ssh batch01 'cat /etc/redhat-release; alternatives --list | grep java'"},
         "Red Hat Enterprise Linux release 8.9 (Ootpa)\njava  auto  /usr/lib/jvm/java-17-openjdk-17.0.9.0.9-2.el8.x86_64/bin/java"),
        ("user", "yeah thought so. batch01 only has openjdk 17 and ops wont install anything that isnt in the RHEL 8 repos. set it to 17"),
        ("assistant", "Done: `java { toolchain { languageVersion = JavaLanguageVersion.of(17) } }` in `build.gradle`, and I removed "
                      "the one `switch` pattern match that needed 21 (replaced it with an if/else chain). The build targets "
                      "**Java 17** now."),
        ("tool", "Bash", {"command": "./gradlew clean build"},
         "> Task :clean\n> Task :compileJava\n> Task :processResources NO-SOURCE\n> Task :classes\n> Task :jar\n"
         "> Task :compileTestJava\n> Task :test\n> Task :check\n> Task :build\n\nBUILD SUCCESSFUL in 14s\n7 actionable tasks: 7 executed"),
        ("user", "cool. how do we actually decide when to switch off the gnucobol job?"),
        ("assistant", "My suggestion would be a reconciliation period: keep the GnuCOBOL job running, run the Java job on the "
                      "same input, and diff `NETPAY.TXT` plus the GL export. How long depends on how much risk you want to "
                      "carry — one cycle catches layout bugs, a month-end catches the accrual paths."),
        ("user", "we do both in parallel for two pay cycles, including the november month-end. if both diffs are empty for two "
                 "pay cycles we turn the cobol job off. write the reconcile script so it runs right after both jobs"),
        ("assistant", "OK. I wrote `scripts/reconcile.sh`: it waits for both `NETPAY.TXT` files, diffs them and the GL export, "
                      "and mails the diff summary to the payroll-batch list. It's added to the crontab at 03:15."),
        ("tool", "Bash", {"command": "bash -n scripts/reconcile.sh && git diff --stat"},
         " build.gradle                                  |  4 +--\n deploy/crontab.payx                          |  3 +-\n"
         " scripts/reconcile.sh                          | 41 ++++++++++++++\n src/main/java/payx/EbcdicText.java            | 12 ++--\n"
         " src/main/java/payx/LayoutParser.java          | 19 +++++--\n src/main/java/payx/PackedDecimal.java         |  9 ++-\n"
         " src/test/java/payx/PackedDecimalTest.java     | 38 +++++++++++++\n 7 files changed, 114 insertions(+), 12 deletions(-)"),
        ("user", "rename reconcile.sh to payx-reconcile.sh pls, the ops folder has 4 reconcile.sh's already"),
        ("tool", "Bash", {"command": "git mv scripts/reconcile.sh scripts/payx-reconcile.sh && sed -i 's#scripts/reconcile.sh#scripts/payx-reconcile.sh#' deploy/crontab.payx"}, ""),
        ("assistant", "Renamed, and the crontab points at the new name."),
        ("user", "thanks, thats it for today"),
        ("assistant", "You're welcome — always happy to help. Have a good one!"),
    ],
    "facts": [
        F("codepage", "The PAYX extract is EBCDIC cp037 (IBM037), not cp500; the reader assumed cp500 and failed on a ¢ in a name.",
          "bugfix", "assistant", [["cp037", "IBM037"]]),
        F("comp3-scale", "Amounts were 100x too big because COMP-3 packed decimals were decoded without the implied scale of the V99 PIC clause; PackedDecimal.decode now takes a scale.",
          "bugfix", "assistant", ["COMP-3", "scale"]),
        F("no-spring-batch", "The job stays a plain picocli Java main run from cron; Spring Batch was rejected as too heavy for an 18k-row, 6-second job.",
          "decision", "user", ["Spring Batch", "picocli"]),
        F("drop-time", "The mainframe drop lands in /data/inbound/PAYX around 02:10 and may still be writing until 02:25, so the job must not start before 02:30.",
          "rule", "user", ["/data/inbound/PAYX", "02:30"], remember=True),
        F("java17", "Build targets Java 17 because batch01 runs RHEL 8 with only OpenJDK 17 and ops install only RHEL repo packages.",
          "config", "user", ["Java 17"]),
        F("parallel-run", "GnuCOBOL and Java jobs run in parallel for two pay cycles (including November month-end); if both diffs are empty the COBOL job is switched off.",
          "decision", "user", ["two pay cycles"]),
    ],
    "optional": [
        Opt("cron", "Crontab entry is 30 2 * * 1-5.", ["30 2"]),
        Opt("reconcile-script", "scripts/payx-reconcile.sh diffs NETPAY.TXT and the GL export at 03:15.", ["payx-reconcile.sh"]),
    ],
    "questions": [
        Q("Which EBCDIC code page is the PAYX extract in?", "cp037", ["codepage"]),
        Q("When may the payroll job start at the earliest?", "02:30, drop may still be writing until 02:25", ["drop-time"]),
        Q("Why aren't we using Spring Batch?", "too heavy for 18k rows, 6 seconds; rerun on failure", ["no-spring-batch"]),
        Q("When is the COBOL job switched off?", "after two pay cycles of empty diffs in parallel", ["parallel-run"]),
    ],
}

NVIM = {
    "id": "h6-cc-quillmark-nvim",
    "project": "/home/rui/src/quillmark.nvim",
    "start": datetime(2026, 11, 17, 21, 40, 0),
    "about": "Lua Neovim plugin; user thinks aloud and changes the picker choice twice (telescope -> fzf-lua -> vim.ui.select); "
             "augroup bug; remember-request lower-case with typo",
    "steps": [
        ("user", "hey. so quillmark needs a picker for the :QuillLink command. thinking telescope since everyone has it"),
        ("assistant", "Telescope would work: a custom picker over the note titles with `finders.new_table` and a previewer "
                      "that shows the note. Want me to sketch it?"),
        ("user", "hmm wait. actually half the people in the issues use fzf-lua. maybe fzf-lua instead, its faster on big vaults"),
        ("assistant", "fzf-lua is noticeably faster for a few thousand entries, yes. Its `fzf_exec` takes a list or a function "
                      "producing lines, and you can attach actions for `<CR>` and `<C-v>`. The catch is the same as with "
                      "telescope: it becomes a dependency, or you write two backends."),
        ("user", "ugh right. ok thinking out loud: if i pick one, the other half opens issues. if i do both i maintain both. "
                 "vim.ui.select exists and dressing/telescope-ui-select/fzf-lua all hook into it already... so people get their "
                 "own picker for free. yeah. no hard dependency, just vim.ui.select. final answer"),
        ("assistant", "That's a clean choice: `vim.ui.select(items, { prompt = 'Link note', format_item = ... }, on_choice)` — "
                      "users with telescope-ui-select or fzf-lua's `register_ui_select` get their favourite picker, everyone "
                      "else gets the builtin list. I'll write it that way."),
        ("tool", "Write", {"file_path": "lua/quillmark/link.lua"},
         "File created successfully at: lua/quillmark/link.lua (58 lines)"),
        ("user", "ok now the bug from #41, people say the autosave thing runs twice after :Lazy reload"),
        ("tool", "Bash", {"command": "rg -n 'create_augroup|create_autocmd' lua/"},
         "lua/quillmark/init.lua:22:  local group = vim.api.nvim_create_augroup(\"Quillmark\", {})\n"
         "lua/quillmark/init.lua:23:  vim.api.nvim_create_autocmd(\"BufWritePost\", {\n"
         "lua/quillmark/autosave.lua:9:  vim.api.nvim_create_autocmd({ \"InsertLeave\", \"TextChanged\" }, {\n"
         "lua/quillmark/autosave.lua:10:    group = vim.api.nvim_create_augroup(\"QuillmarkAutosave\", { clear = false }),"),
        ("assistant", "Found it. `autosave.lua` creates its augroup with `{ clear = false }`, so every `setup()` call (which "
                      "`:Lazy reload` triggers) adds another copy of the autocmd to the same group instead of replacing it. "
                      "The fix is `{ clear = true }` there — init.lua's `{}` already defaults to clearing. Changed it, and I "
                      "added a spec that calls `setup()` twice and counts the autocmds."),
        ("tool", "Bash", {"command": "make test"},
         "nvim --headless --noplugin -u tests/minimal_init.lua -c \"PlenaryBustedDirectory tests/ { minimal_init = 'tests/minimal_init.lua' }\"\n"
         "Starting...Scheduling: tests/link_spec.lua\nScheduling: tests/autosave_spec.lua\nScheduling: tests/parse_spec.lua\n\n"
         "========================================\nTesting:        tests/autosave_spec.lua\n"
         "Success:        autosave registers exactly one autocmd after setup() twice\n"
         "Success:        autosave debounces writes (default 800ms)\n\nSuccess:        2\nFailed :        0\nErrors :        0\n"
         "========================================\nTesting:        tests/parse_spec.lua\nSuccess:        parses [[wiki links]]\n"
         "Success:        ignores links in code fences\n\nSuccess:        2\nFailed :        0\nErrors :        0\n"
         "========================================\nTesting:        tests/link_spec.lua\n"
         "Fail    ||      link picker uses vim.uv.fs_stat\n            tests/link_spec.lua:31: attempt to index field 'uv' (a nil value)\n\n"
         "Success:        0\nFailed :        1\nErrors :        0"),
        ("assistant", "The augroup fix passes. The link spec fails because my new `link.lua` used `vim.uv.fs_stat`, and CI "
                      "runs on Neovim 0.9 where that's still `vim.loop`. I can use `(vim.uv or vim.loop)` to cover both."),
        ("user", "yes do that. and keep in mind for evrything in this plugin: minimum neovim is 0.9, i wont drop it until debian "
                 "stable ships 0.10. so no 0.10-only apis without a fallback"),
        ("tool", "Edit", {"file_path": "lua/quillmark/link.lua", "old_string": "vim.uv.fs_stat", "new_string": "(vim.uv or vim.loop).fs_stat"},
         "The file lua/quillmark/link.lua has been updated."),
        ("tool", "Bash", {"command": "make test 2>&1 | tail -5"},
         "Testing:        tests/link_spec.lua\nSuccess:        link picker uses vim.uv.fs_stat\n\nSuccess:        1\nFailed :        0"),
        ("assistant", "All green on 0.9. Tests run through `make test`, which starts headless nvim with "
                      "`tests/minimal_init.lua` and plenary's busted runner."),
        ("user", "k thx. push later myself"),
    ],
    "facts": [
        F("picker", "QuillLink uses vim.ui.select with no hard dependency on telescope or fzf-lua, so users get whichever picker they hooked into vim.ui.select.",
          "decision", "user", ["vim.ui.select"]),
        F("augroup", "Autosave ran twice after :Lazy reload because its augroup was created with clear = false; fixed with clear = true.",
          "bugfix", "assistant", ["augroup", "clear = true"]),
        F("min-nvim", "Minimum supported Neovim is 0.9 (until Debian stable ships 0.10): no 0.10-only APIs without a fallback, e.g. (vim.uv or vim.loop).",
          "rule", "user", [["neovim", "nvim"], "0.9"], remember=True),
        F("tests", "Tests run with make test: headless nvim with tests/minimal_init.lua and plenary busted.",
          "config", "assistant", ["make test", "minimal_init.lua"]),
    ],
    "optional": [
        Opt("debounce", "Autosave debounce defaults to 800ms.", ["800ms"]),
    ],
    "questions": [
        Q("Which picker does :QuillLink use?", "vim.ui.select, no telescope or fzf-lua dependency", ["picker"]),
        Q("What is the minimum Neovim version?", "0.9", ["min-nvim"]),
        Q("Why did autosave run twice?", "augroup created with clear = false", ["augroup"]),
    ],
}

ELM_DIFF = """diff --git a/src/Page/Tides.elm b/src/Page/Tides.elm
index 3e1a0c2..9bd74f1 100644
--- a/src/Page/Tides.elm
+++ b/src/Page/Tides.elm
@@ -1,12 +1,15 @@
 module Page.Tides exposing (Model, Msg, init, update, view)

+import Api.Decode
 import Html exposing (..)
 import Html.Attributes exposing (class)
 import Http
-import Json.Decode as D
+import Time
+import View.Format
@@ -40,22 +43,14 @@ type Msg
-tideDecoder : D.Decoder Tide
-tideDecoder =
-    D.map3 Tide
-        (D.field "t" D.int |> D.map Time.millisToPosix)
-        (D.field "h" D.float |> D.map (\\m -> m * 3.28084))
-        (D.field "kind" kindDecoder)
+-- decoders moved to Api.Decode
@@ -71,9 +66,18 @@ update msg model =
         GotTides (Ok tides) ->
-            ( { model | tides = tides }, Cmd.none )
+            let
+                _ = Debug.log "tides" (List.length tides)
+            in
+            ( { model | tides = tides, status = Loaded }, Cmd.none )
@@ -102,7 +106,11 @@ viewTide zone tide =
-    li [] [ text (String.fromFloat tide.height ++ " ft") ]
+    li [ class "tide" ]
+        [ span [ class "tide__time" ] [ text (View.Format.clock zone tide.at) ]
+        , span [ class "tide__height" ] [ text (View.Format.metres tide.height) ]
+        ]"""

ELM = {
    "id": "h6-cc-tidepool-elm-review",
    "project": "/home/ines/tidepool-web",
    "start": datetime(2026, 11, 18, 14, 5, 0),
    "about": "mostly a code review of an Elm PR (tide tables for a harbour); markdown-heavy review; elm-ui proposal "
             "declined; feet/metres root cause; Debug.log rule",
    "steps": [
        ("user", "Hi! Could you review my branch `tides-page-cleanup` before I open the PR? Diff against main."),
        ("tool", "Bash", {"command": "git diff main...tides-page-cleanup -- src/"}, ELM_DIFF),
        ("tool", "Bash", {"command": "ls src/Api src/View && elm make src/Main.elm --optimize --output=/dev/null"},
         "src/Api:\nDecode.elm  Endpoint.elm  Request.elm\n\nsrc/View:\nFormat.elm  Icons.elm  Layout.elm\n\n"
         "-- DEBUG REMNANTS ------------------------------------------------------------\n\n"
         "There are uses of the `Debug` module in the following modules:\n\n    Page.Tides\n\n"
         "But the --optimize flag only works if all `Debug` functions are removed!\n\n"
         "Note: The issue is that --optimize strips out info needed by `Debug` functions.\nHere is a bunch of advice on how to fix this:\n"
         "    <https://elm-lang.org/0.19.1/optimize>"),
        ("assistant", "# Review: `tides-page-cleanup`\n\n## Summary\nGood direction overall — the page is much thinner and the "
                      "formatting moved into `View.Format`. Two blockers, a couple of nits.\n\n## Blockers\n\n"
                      "**1. `Debug.log` in `update`.** `elm make --optimize` refuses to build with it (output above), so this "
                      "would break the production build.\n\n**2. Where did the feet conversion go?** The old decoder multiplied "
                      "`h` by `3.28084`. Let me check what the new decoder in `Api.Decode` does before I say more.\n\n"
                      "## Nits\n- `viewTide` now has BEM-ish classes; `Layout.elm` uses the same style, fine.\n"
                      "- `status = Loaded` is set on success but the `Err` branch still doesn't set `Failed`."),
        ("tool", "Read", {"file_path": "src/Api/Decode.elm"},
         "module Api.Decode exposing (tide, tides, station)\n\nimport Json.Decode as D\nimport Time\nimport Tide exposing (Tide, Kind(..))\n\n"
         "tide : D.Decoder Tide\ntide =\n    D.map3 Tide\n        (D.field \"t\" D.int |> D.map Time.millisToPosix)\n"
         "        (D.field \"h\" D.float)\n        (D.field \"kind\" kind)\n..."),
        ("assistant", "OK, so the new decoder takes `h` as-is. I checked `docs/api.md`: the harbour API returns heights in "
                      "**metres**. On main, the decoder converted metres to feet once (so the list's \"ft\" was right), but "
                      "`Page/Station.elm` multiplies the already-converted value by `3.28084` *again* when it builds the chart — "
                      "that's why the chart in issue #12 shows about 43 for a 4 m tide. Your branch drops the decoder conversion "
                      "and formats with `View.Format.metres`, so the list is now metres; the chart still converts once and would "
                      "show feet next to a list in metres. I'd remove that conversion too so the whole app shows metres."),
        ("user", "Oh wow, that's the double conversion bug from #12! Yes, remove it in Station.elm as well. We show metres everywhere, the harbour office works in metres."),
        ("tool", "Edit", {"file_path": "src/Page/Station.elm", "old_string": "|> List.map (\\t -> t.height * 3.28084)", "new_string": "|> List.map .height"},
         "The file src/Page/Station.elm has been updated."),
        ("assistant", "Removed. While we're here, a bigger suggestion: the layout code would be simpler with `mdgriffith/elm-ui` — "
                      "no CSS file, layout in Elm, and the tide cards would be about half the code. It's a sizeable migration, "
                      "though."),
        ("user", "Not now, maybe never 🙂 The CSS is shared with the print version. Let's do the Debug.log thing. And going forward, "
                 "please no `Debug.log` in anything that gets merged, even temporarily — CI builds with --optimize and it just fails."),
        ("tool", "Edit", {"file_path": "src/Page/Tides.elm", "old_string": "            let\n                _ = Debug.log \"tides\" (List.length tides)\n            in\n", "new_string": ""},
         "The file src/Page/Tides.elm has been updated."),
        ("tool", "Bash", {"command": "elm make src/Main.elm --optimize --output=/dev/null && elm-test"},
         "Success! Compiled 34 modules.\n\nelm-test 0.19.1-revision12\n-------------------------\n\n"
         "Running 27 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 318842067211\n\n"
         "TEST RUN PASSED\n\nDuration: 412 ms\nPassed:   27\nFailed:   0"),
        ("assistant", "## Result\n\n- `Debug.log` removed; `--optimize` build succeeds.\n- Double conversion gone: heights are metres "
                      "in both the list and the chart.\n- 27 tests pass.\n\nOne more convention I noticed and kept: your branch moved "
                      "the decoder into `Api/Decode.elm`, so all JSON decoders now live in one module and pages import them."),
        ("user", "Yes that's deliberate — all decoders go in Api/Decode.elm, no decoders inside pages. Thanks a lot!"),
        ("assistant", "Glad to help! Ping me when the PR is up if you want a second look."),
    ],
    "facts": [
        F("double-conversion", "The tide chart showed ~43 for a 4 m tide because heights were converted to feet twice (decoder, then again in Station.elm); both conversions removed.",
          "bugfix", "assistant", ["Station.elm", "3.28084"]),
        F("metres", "The app shows tide heights in metres everywhere; the harbour office works in metres and the API returns metres.",
          "decision", "user", ["metres"]),
        F("no-debug-log", "No Debug.log in anything that gets merged, even temporarily: CI builds with --optimize, which fails on it.",
          "rule", "user", ["Debug.log"], remember=True),
        F("decoders", "All JSON decoders go in src/Api/Decode.elm; pages do not define decoders.",
          "convention", "user", ["Api/Decode.elm"]),
    ],
    "optional": [
        Opt("no-elm-ui", "elm-ui migration declined: the CSS is shared with the print version.", ["elm-ui", "print"]),
    ],
    "questions": [
        Q("What unit are tide heights shown in?", "metres", ["metres"]),
        Q("Where do JSON decoders go?", "src/Api/Decode.elm", ["decoders"]),
        Q("Why can't Debug.log be merged?", "CI builds with --optimize which fails", ["no-debug-log"]),
    ],
}

UNITY_LOG = """[Shader] Compiling WaterSurface.shader: pass 'ForwardLit' (vp=vert, fp=frag) platform d3d11
Shader warning in 'Kelpie/WaterSurface': implicit truncation of vector type at line 88 (on d3d11)
[URP] Using renderer 'ForwardRenderer_PC' (Forward+), MSAA x2
Frame Debugger: Draw Opaque Objects (214 draws)
Frame Debugger: Draw Skybox
Frame Debugger: Render Objects 'WaterLast' (layer mask: Water) 1 draw
  _CameraDepthTexture: <none bound> (fallback: UnityBlackTexture 4x4)
  _FoamTex: Foam_Noise_01 (512x512, BC4)
  _FoamWidth: 0.2
Frame Debugger: Draw Transparent Objects (37 draws)
Frame Debugger: Uber post (Bloom, Vignette, Tonemapping ACES)"""

UNITY = {
    "id": "h6-cc-kelpie-water-shader",
    "project": "/Users/mika/Projects/kelpie-bay",
    "start": datetime(2026, 11, 19, 16, 30, 0),
    "about": "Unity URP water shader with no shoreline foam: frame debugger shows no depth texture bound; options laid out "
             "and HLSL picked for the stencil; remember-request 'just so you know for next time'",
    "steps": [
        ("user", "yo. the shoreline foam on the water is gone again in the PC build. editor looks fine-ish. ideas?"),
        ("assistant", "A few usual suspects for depth-based foam: the depth texture not being generated for that renderer, "
                      "the water drawing before depth is copied, or a precision issue on far planes. Can you grab a Frame "
                      "Debugger capture from the PC quality level? Or I can read the log you exported last time."),
        ("user", "there's framedebug.txt in Logs/, I dumped it an hour ago"),
        ("tool", "Read", {"file_path": "Logs/framedebug.txt"}, UNITY_LOG),
        ("assistant", "There it is: `_CameraDepthTexture: <none bound> (fallback: UnityBlackTexture 4x4)`. The shader samples "
                      "scene depth, gets 0 everywhere, the depth difference is never below `_FoamWidth`, so no foam. In the "
                      "editor the Scene view requests depth on its own, which is why it looks fine there. Checking the URP assets:"),
        ("tool", "Bash", {"command": "grep -n 'm_RequireDepthTexture' Assets/Settings/*_RPAsset.asset"},
         "Assets/Settings/Mobile_RPAsset.asset:31:  m_RequireDepthTexture: 1\nAssets/Settings/PC_RPAsset.asset:31:  m_RequireDepthTexture: 0"),
        ("assistant", "Root cause confirmed: **Depth Texture** is off in `PC_RPAsset` (it's on in `Mobile_RPAsset`). Someone "
                      "probably unticked it while chasing GPU time last sprint. I turned it back on in `PC_RPAsset.asset` "
                      "(`m_RequireDepthTexture: 1`). A PC build should have foam again."),
        ("tool", "Bash", {"command": "git diff Assets/Settings/PC_RPAsset.asset"},
         "diff --git a/Assets/Settings/PC_RPAsset.asset b/Assets/Settings/PC_RPAsset.asset\n--- a/Assets/Settings/PC_RPAsset.asset\n"
         "+++ b/Assets/Settings/PC_RPAsset.asset\n@@ -28,7 +28,7 @@ MonoBehaviour:\n   m_SupportsHDR: 1\n   m_MSAA: 2\n"
         "   m_RenderScale: 1\n-  m_RequireDepthTexture: 0\n+  m_RequireDepthTexture: 1\n   m_RequireOpaqueTexture: 1\n   m_OpaqueDownsampling: 1"),
        ("user", "ahh yes that was me lol. ok while ur in there: i want the foam to NOT show where the pier pillars are, "
                 "those are above water but the foam rings look weird. how would u do it"),
        ("assistant", "Three ways:\n\n- **Shader Graph + a mask texture** painted per scene. Easy to tweak, but a texture per bay and it "
                      "drifts when level design moves a pillar.\n- **Hand-written HLSL with a stencil test**: pillars write stencil ref 2 "
                      "in their own pass, the water pass tests `Comp NotEqual`. Exact, no textures, but needs the water shader in "
                      "HLSL (it already is) and a Render Objects feature to order things.\n- **Vertex colour on the water mesh**: "
                      "cheap, but the water is a procedural plane, so no."),
        ("user", "stencil. we already have the shader in HLSL and i dont want a mask per bay. do that"),
        ("tool", "Edit", {"file_path": "Assets/Shaders/WaterSurface.shader", "old_string": "ZWrite Off", "new_string": "ZWrite Off\n            Stencil { Ref 2 Comp NotEqual }"},
         "The file Assets/Shaders/WaterSurface.shader has been updated."),
        ("tool", "Write", {"file_path": "Assets/Shaders/PillarStencil.shader"}, "File created successfully at: Assets/Shaders/PillarStencil.shader (31 lines)"),
        ("assistant", "Done. `PillarStencil.shader` is a depth-only pass that writes stencil ref 2; the pillar material gets it as "
                      "a second pass. The water's `ForwardLit` pass now has `Stencil { Ref 2 Comp NotEqual }`, so no foam (and no "
                      "water) is drawn where the pillar stamps 2. I also bumped `_FoamWidth` from 0.2 to 0.35 in the bay material "
                      "because with depth back the ring looked thin — revert if you prefer."),
        ("user", "0.35 is fine. oh and just so you know for next time: water is on layer 4 called Water and it's drawn by the "
                 "'WaterLast' Render Objects feature after transparents, so dont put it in the default opaque layer mask or it draws twice"),
        ("assistant", "Noted — layer 4 `Water`, drawn only by the `WaterLast` Render Objects feature, excluded from the opaque "
                      "mask. I checked and both renderers already exclude it."),
        ("user", "cool ty"),
    ],
    "facts": [
        F("depth-texture", "Shoreline foam vanished in PC builds because Depth Texture was disabled in PC_RPAsset (m_RequireDepthTexture: 0); re-enabled.",
          "bugfix", "assistant", ["Depth Texture", "PC_RPAsset"]),
        F("stencil", "Foam is masked around pier pillars with a stencil test in the hand-written HLSL water shader (pillars write ref 2, water tests NotEqual), not a per-bay mask texture.",
          "decision", "user", ["stencil"]),
        F("water-layer", "Water is on layer 4 'Water' and drawn only by the WaterLast Render Objects feature after transparents; never include it in the opaque layer mask or it draws twice.",
          "rule", "user", ["WaterLast", "Water"], remember=True),
    ],
    "optional": [
        Opt("foam-width", "Bay material _FoamWidth is 0.35.", ["_FoamWidth", "0.35"]),
    ],
    "questions": [
        Q("Why did the foam disappear in the PC build?", "Depth Texture disabled in PC_RPAsset", ["depth-texture"]),
        Q("How are pillars kept free of foam?", "stencil test, pillars write ref 2", ["stencil"]),
        Q("Which render feature draws the water?", "WaterLast Render Objects, layer 4 Water", ["water-layer"]),
    ],
}

SHINY_ERR = """Listening on http://127.0.0.1:3838
Warning: Error in <Anonymous>: object 'visits_all' not found
  104: <Anonymous>
  103: stop
  102: observeEventHandler [/srv/shiny-server/clinicflow/server.R#58]
   58: renderPlot
   56: output$wait_plot
    1: runApp
Warning: Error in filter: ℹ In argument: `visit_date >= input$range[1]`.
Caused by error:
! object 'visits_all' not found
  142: <Anonymous>
  141: signalCondition
   94: filter
   91: observe [/srv/shiny-server/clinicflow/server.R#41]
[2026-11-20T08:12:44.311Z] [INFO] sock: 17 sessions open, mean input->render 4.8s"""

SHINY = {
    "id": "h6-cc-clinicflow-shiny",
    "project": "/home/tdiallo/clinicflow",
    "start": datetime(2026, 11, 20, 8, 20, 0),
    "about": "R Shiny dashboard for clinic waiting times; non-native English user pastes server log; observe/<<- root cause "
             "replaced by reactive+bindCache; echarts4r picked over plotly; renv rule",
    "steps": [
        ("user", "Hello, good morning. The dashboard is very slow since we add the second clinic, and sometimes is error. "
                 "Here the log from the server:\n\n```\n" + SHINY_ERR + "\n```"),
        ("assistant", "Good morning! Two things in that log: `object 'visits_all' not found`, coming from an `observe()` at "
                      "`server.R#41`, and 4.8 s between input and render. Let me read `server.R`."),
        ("tool", "Read", {"file_path": "server.R"},
         "38  server <- function(input, output, session) {\n39    visits_all <<- NULL\n40  \n41    observe({\n"
         "42      raw <- read_visits(con, clinics = input$clinic)\n43      visits_all <<- raw |> filter(visit_date >= input$range[1],\n"
         "44                                   visit_date <= input$range[2])\n45    })\n ...\n56    output$wait_plot <- renderPlot({\n"
         "57      input$clinic\n58      plot_waits(visits_all)\n59    })"),
        ("assistant", "### What happens\n\n- `observe()` writes into a **global** with `<<-`. All sessions share it, so one "
                      "user's clinic selection overwrites another's, and on a fresh R process the plot can run before the "
                      "observer → `visits_all` not found.\n- Every input change re-reads the whole visits table from the "
                      "database. With the second clinic that's ~1.9M rows per change, hence 4.8 s.\n\n### Fix\n\n"
                      "```r\nvisits <- reactive({\n  read_visits(con, clinics = input$clinic) |>\n"
                      "    filter(visit_date >= input$range[1], visit_date <= input$range[2])\n}) |>\n"
                      "  bindCache(input$clinic, input$range)\n```\n\nand `plot_waits(visits())` in the render. No globals, and "
                      "`bindCache` reuses results across sessions for the same clinic and date range. Shall I apply it?"),
        ("user", "Yes please apply."),
        ("tool", "Edit", {"file_path": "server.R", "old_string": "visits_all <<- NULL", "new_string": "visits <- reactive({ ... }) |> bindCache(input$clinic, input$range)"},
         "The file server.R has been updated."),
        ("tool", "Bash", {"command": "Rscript -e 'shinytest2::test_app(\".\")'"},
         "Loading required package: shiny\n✔ | F W  S  OK | Context\n✔ |          6 | app [12.4s]\n\n"
         "══ Results ═══════════════════════════════════════\nDuration: 12.6 s\n\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 6 ]"),
        ("assistant", "Applied, tests pass. Locally the input→render time for the second clinic went from ~4.7 s to 0.3 s on a "
                      "cache hit and 1.1 s on a miss. The root cause of both the error and the slowness was the global "
                      "`<<-` written from `observe()`; it's now a per-session `reactive()` with `bindCache`."),
        ("user", "Very nice. Other thing: the plot with ggplot is ugly for the managers, they want hover. My colleague say plotly "
                 "but is heavy. What you think?"),
        ("assistant", "Options:\n\n1. `plotly::ggplotly()` on the existing ggplot — least code change, but the bundle is ~3.5 MB "
                      "and ggplotly translation is sometimes off for facets.\n2. **echarts4r** — lighter, fast with many "
                      "points, tooltips by default, but we rewrite the two plots.\n3. `ggiraph` — keeps ggplot syntax, adds "
                      "hover, SVG so slow above ~20k points."),
        ("user", "We take echarts4r. The clinic PCs are old and the network is slow, so lighter is more important than keep ggplot code."),
        ("tool", "Write", {"file_path": "R/plot_waits.R"}, "File created successfully at: R/plot_waits.R (44 lines)"),
        ("assistant", "Rewrote `plot_waits()` with echarts4r (line per clinic, tooltip with median and p90 wait) and switched "
                      "`renderPlot` to `renderEcharts4r`. I added echarts4r to the project library."),
        ("tool", "Bash", {"command": "Rscript -e 'renv::status()'"},
         "The following package(s) are in an inconsistent state:\n\n package   installed recorded used\n echarts4r y         n        y\n\n"
         "See ?renv::status() for advice on resolving these issues."),
        ("user", "Ah yes. Important, from now i want always renv::snapshot() before every push. The server install only what is in "
                 "renv.lock, last month we broke production because of this."),
        ("tool", "Bash", {"command": "Rscript -e 'renv::snapshot(prompt = FALSE)' && git diff --stat renv.lock"},
         "The following package(s) will be updated in the lockfile:\n\n# CRAN --------------------------------------------------\n"
         "- echarts4r   [* -> 0.4.5]\n- countrycode [* -> 1.5.0]\n\nThe version of R recorded in the lockfile will be updated:\n"
         "- R           [4.3.2 -> 4.3.2]\n\n- Lockfile written to \"~/clinicflow/renv.lock\".\n renv.lock | 38 ++++++++++++++++++++++++++++++++++++++\n 1 file changed, 38 insertions(+)"),
        ("assistant", "Snapshot taken, `renv.lock` now has echarts4r 0.4.5. I'll run `renv::snapshot()` before any push from now on."),
        ("user", "Thank you! The app is deploy in /srv/shiny-server/clinicflow on port 3838, can you restart it there after I push? Ah no, never mind, I do it myself."),
        ("assistant", "Sure, no problem. Enjoy the faster dashboard!"),
    ],
    "facts": [
        F("global-observe", "Slowness and 'visits_all not found' came from observe() writing a shared global with <<-; replaced with a per-session reactive() plus bindCache on clinic and date range.",
          "bugfix", "assistant", ["bindCache"]),
        F("echarts", "Plots use echarts4r instead of ggplot/plotly: clinic PCs are old and the network slow, so a lighter bundle matters more than keeping ggplot code.",
          "decision", "user", ["echarts4r"]),
        F("renv-snapshot", "Always run renv::snapshot() before every push; the server installs only what is in renv.lock.",
          "rule", "user", ["renv::snapshot"], remember=True),
        F("deploy-path", "The app is deployed in /srv/shiny-server/clinicflow on port 3838.",
          "config", "user", ["/srv/shiny-server/clinicflow", "3838"]),
    ],
    "optional": [
        Opt("r-version", "R 4.3.2, echarts4r 0.4.5 in renv.lock.", ["4.3.2"]),
    ],
    "questions": [
        Q("Which charting library does clinicflow use?", "echarts4r, lighter for old clinic PCs", ["echarts"]),
        Q("What must be done before pushing?", "renv::snapshot()", ["renv-snapshot"]),
        Q("Where is the app deployed?", "/srv/shiny-server/clinicflow, port 3838", ["deploy-path"]),
    ],
}

SESSIONS = [COBOL, NVIM, ELM, UNITY, SHINY]
