"""Claude Code sessions of the h8 split."""

from __future__ import annotations

from datetime import datetime

from _common import F, Opt, Q
from _data_claude2 import CRYSTAL, JULIA

DUNE_LOG = """$ dune build @runtest
File "test/test_render.ml", line 41, characters 2-58:
41 |   Alcotest.(check string) "footnote" expected (render src)
       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
Error (alcotest): footnote
  expected: <p>Hi<sup id="fnref-1"><a href="#fn-1">1</a></sup></p>
  received: <p>Hi[^1]</p>
Testing `quillpress'.
This run has ID `8Q2KXW1Z'.
  [OK]          slug          0   ascii.
  [OK]          slug          1   unicode fold.
  [OK]          feed          0   atom dates.
  [FAIL]        render        0   footnote.
  [OK]          render        1   tables.
  [OK]          taxonomy      0   tags must be lowercase.
Full test results in `_build/default/test/_build/_tests/quillpress'.
1 failure! in 0.031s. 6 tests run.
"""

REVIEW_DIFF = """diff --git a/lib/render.ml b/lib/render.ml
index 3c1a9e2..b7f04d1 100644
--- a/lib/render.ml
+++ b/lib/render.ml
@@ -1,14 +1,19 @@
-let render src =
-  let doc = Omd.of_string src in
-  Omd.to_html doc
+let render ?(strict = true) src =
+  let doc = Cmarkit.Doc.of_string ~strict:(not strict) ~heading_auto_ids:true src in
+  Cmarkit_html.of_doc ~safe:false doc
+
+let excerpt ~words src =
+  let plain = Strip.markdown src in
+  String.split_on_char ' ' plain
+  |> List.filteri (fun i _ -> i < words)
+  |> String.concat " "
diff --git a/lib/dune b/lib/dune
index 11aa0b2..9f3e2c0 100644
--- a/lib/dune
+++ b/lib/dune
@@ -1,3 +1,3 @@
 (library
  (name quillpress)
- (libraries omd yojson ptime fpath))
+ (libraries cmarkit yojson ptime fpath))
"""

OCAML = {
    "id": "h8-cc-ocaml-ssg-review",
    "project": "/home/ines/src/quillpress",
    "start": datetime(2026, 10, 5, 9, 12),
    "about": "mostly a code review of a markdown-library swap in an OCaml static site generator; "
             "a remember-request buried in a long message; a proposal ignored",
    "steps": [
        ("user", "morning. can you review my branch `swap-markdown`? I replaced omd with cmarkit, one footnote "
                 "test is red and I'm not sure why"),
        ("tool", "Bash", {"command": "git diff main...swap-markdown -- lib/"}, REVIEW_DIFF),
        ("tool", "Bash", {"command": "dune build @runtest 2>&1 | tail -30"}, DUNE_LOG),
        ("assistant", "## Review of `swap-markdown`\n\n### What changed\n- `render` now goes through **Cmarkit** "
                      "instead of Omd, with `heading_auto_ids` on.\n- new `excerpt` helper.\n\n### The red test\n"
                      "The footnote failure is not a Cmarkit bug. You pass `~strict:(not strict)`, and `strict` "
                      "defaults to `true`, so the doc is parsed in strict CommonMark mode, which has no footnote "
                      "extension — that is why `[^1]` comes out literally. The double negation is the root "
                      "cause; parse with `~strict:false` to get the extensions (footnotes, tables, strikethrough).\n\n"
                      "### Smaller things\n1. `excerpt` counts empty strings from double spaces as words.\n"
                      "2. `~safe:false` lets raw HTML through — fine for your own posts, but worth a comment.\n"
                      "3. You could also drop `fpath` and use `Filename`; it would shave one dependency.\n\n"
                      "Want me to fix the strict flag?"),
        ("user", "yes fix the flag, just always parse with ~strict:false and drop the optional arg, we never want "
                 "strict. leave fpath alone, I like it. also, fyi for later: every template change needs a "
                 "`dune build @fmt` before commit, CI rejects unformatted dune files and it bit me three times "
                 "this week. and rename excerpt to summary_of pls"),
        ("tool", "Edit", {"file_path": "lib/render.ml", "old_string": "let render ?(strict = true) src =",
                          "new_string": "let render src ="}, "The file lib/render.ml has been updated."),
        ("tool", "Edit", {"file_path": "lib/render.ml",
                          "old_string": "Cmarkit.Doc.of_string ~strict:(not strict)",
                          "new_string": "Cmarkit.Doc.of_string ~strict:false"}, "The file lib/render.ml has been updated."),
        ("tool", "Bash", {"command": "grep -rn 'excerpt' lib bin test | cut -c1-80"},
         "lib/render.ml:5:let excerpt ~words src =\nbin/main.ml:88:      let sum = Render.excerpt ~words:40 body in\n"
         "test/test_render.ml:12:let t_excerpt () ="),
        ("tool", "Bash", {"command": "sed -i 's/excerpt/summary_of/g' lib/render.ml bin/main.ml && "
                                     "sed -i 's/Render.excerpt/Render.summary_of/' test/test_render.ml && "
                                     "dune build @fmt --auto-promote && dune build @runtest"},
         "Promoting _build/default/lib/render.ml to lib/render.ml.\nTesting `quillpress'.\n  [OK] slug 0 ascii.\n"
         "  [OK] slug 1 unicode fold.\n  [OK] feed 0 atom dates.\n  [OK] render 0 footnote.\n  [OK] render 1 tables.\n"
         "  [OK] taxonomy 0 tags must be lowercase.\nTest Successful in 0.029s. 6 tests run."),
        ("assistant", "Done: `render` always parses with `~strict:false` now (no optional argument), the footnote "
                      "test passes, `excerpt` is renamed to `summary_of` everywhere. I ran `dune build @fmt` first "
                      "and will keep doing that before any commit here."),
        ("user", "nice, thanks!"),
        ("assistant", "Always happy to help. Anything else on the branch?"),
        ("user", "nah that's it"),
    ],
    "facts": [
        F("cmarkit", "Quillpress renders markdown with Cmarkit instead of Omd.", "decision", "user",
          [["Cmarkit", "cmarkit"], ["Omd", "omd"]]),
        F("strict-false", "Markdown is always parsed with ~strict:false: strict CommonMark mode has no footnote "
          "extension, which made footnotes render literally.", "bugfix", "assistant", ["strict", "footnote"]),
        F("dune-fmt", "Run `dune build @fmt` before every commit; CI rejects unformatted dune files.", "rule", "user",
          ["dune build @fmt"], remember=True),
    ],
    "optional": [Opt("fpath", "Keep the fpath dependency.", ["fpath"])],
    "questions": [
        Q("Which markdown library does quillpress use?", "Cmarkit", ["cmarkit"]),
        Q("Why were footnotes rendered as [^1]?", "strict mode, no footnote extension; parse with strict false",
          ["strict-false"]),
        Q("What must run before committing?", "dune build @fmt", ["dune-fmt"]),
    ],
}

LUA_TRACE = """[14:02:11.384] [mod:hearthwick] loading scripts/crops.lua
[14:02:11.391] [mod:hearthwick] registered 12 crops
[14:09:47.002] [engine] autosave started (slot 2)
[14:09:47.950] [engine] autosave done
[14:31:05.117] [mod:hearthwick] ERROR in on_tick handler:
scripts/crops.lua:88: attempt to perform arithmetic on a nil value (field 'planted_at')
stack traceback:
        [C]: in function '__sub'
        scripts/crops.lua:88: in function 'grow_stage'
        scripts/crops.lua:131: in function <scripts/crops.lua:120>
        [engine]: in event dispatch 'on_tick'
[14:31:05.118] [engine] handler disabled after 1 error (must re-enable via /mods reload)
"""

LUA = {
    "id": "h8-cc-lua-farm-mod",
    "project": "/home/tobi/mods/hearthwick",
    "start": datetime(2026, 10, 7, 20, 40),
    "about": "Lua game mod crash after load; root cause os.time vs game ticks; lower-case remember with typo",
    "steps": [
        ("user", "hey. my farming mod crashes after loading a save, crops stop growing. log below\n\n" + LUA_TRACE),
        ("tool", "Read", {"file_path": "scripts/crops.lua", "offset": 80, "limit": 20},
         "80  local function grow_stage(crop, now)\n81    local def = CROPS[crop.kind]\n"
         "82    if not def then return crop.stage end\n83    -- planted_at is set by plant()\n"
         "84    -- it is os.time() based\n85    -- the engine always restores save data as-is\n"
         "86    -- must be a number\n87    local stages = #def.stages\n"
         "88    local age = now - crop.planted_at\n89    return math.min(stages, math.floor(age / def.secs_per_stage) + 1)\n"
         "90  end"),
        ("tool", "Grep", {"pattern": "planted_at", "path": "scripts"},
         "scripts/crops.lua:54:    crop.planted_at = os.time()\nscripts/save.lua:23:  -- planted_at skipped, recomputed\n"
         "scripts/save.lua:31:  out[#out+1] = {kind=c.kind, stage=c.stage, x=c.x, y=c.y}"),
        ("assistant", "Found it. Two things go wrong together:\n\n- `save.lua` does not serialise `planted_at`, so "
                      "after a load it is nil and line 88 blows up.\n- even if it were saved, `os.time()` is wall-clock: "
                      "a crop planted before you quit would jump stages while the game was closed.\n\n"
                      "I'd switch growth to the engine's `game.tick` counter (it is saved with the world), store "
                      "`planted_tick` in the save, and compute age in ticks. Shall I?"),
        ("user", "yes do it"),
        ("tool", "Edit", {"file_path": "scripts/crops.lua", "old_string": "crop.planted_at = os.time()",
                          "new_string": "crop.planted_tick = game.tick"}, "ok"),
        ("tool", "Edit", {"file_path": "scripts/save.lua",
                          "old_string": "{kind=c.kind, stage=c.stage, x=c.x, y=c.y}",
                          "new_string": "{kind=c.kind, stage=c.stage, x=c.x, y=c.y, planted_tick=c.planted_tick}"},
         "ok"),
        ("assistant", "Done. Growth now uses `game.tick` and `planted_tick` is saved; `secs_per_stage` became "
                      "`ticks_per_stage` (60 ticks a second, so I multiplied the table values by 60). Reload with "
                      "/mods reload and the handler comes back."),
        ("user", "works!! ty. oh and pls rember for next time: never put a require() inside on_tick, the engine "
                 "re-reads the file every tick and fps tanks, learned that the hard way"),
        ("assistant", "Noted — no `require()` inside `on_tick`; requires go at the top of the file."),
    ],
    "facts": [
        F("tick-growth", "Crop growth uses game.tick and a saved planted_tick instead of os.time(): planted_at "
          "was not saved (nil after load) and wall-clock time advanced crops while the game was closed.",
          "bugfix", "assistant", ["game.tick", "planted_tick"]),
        F("ticks-per-stage", "Crop definitions use ticks_per_stage (60 ticks per second) instead of secs_per_stage.",
          "config", "assistant", ["ticks_per_stage"]),
        F("no-require", "Never call require() inside on_tick: the engine re-reads the file every tick and fps drops.",
          "rule", "user", ["require", "on_tick"], remember=True),
    ],
    "optional": [],
    "questions": [
        Q("Why did crops stop growing after loading a save?", "planted_at not saved, nil; os.time wall clock",
          ["tick-growth"]),
        Q("Can I require a module in the tick handler?", "never require inside on_tick", ["no-require"]),
    ],
}

KOTLIN = {
    "id": "h8-cc-kotlin-recon-window",
    "project": "/srv/work/ledgerlink",
    "start": datetime(2026, 10, 8, 13, 5),
    "about": "long Kotlin bank reconciliation; user thinks aloud and changes the matching window twice (final: "
             "2 business days); rounding decision; pasted CSV with encoding bug; proposals not taken",
    "steps": [
        ("user", "Hi! Today I want to settle the matching rules for the reconciler. Statement lines from the bank "
                 "vs. our ledger entries. Let me think aloud a bit."),
        ("assistant", "Sure, go ahead — I'll pull up the current matcher meanwhile."),
        ("tool", "Read", {"file_path": "src/main/kotlin/recon/Matcher.kt"},
         "package recon\n\nimport java.math.BigDecimal\nimport java.time.LocalDate\n\n"
         "class Matcher(private val windowDays: Long = 7) {\n"
         "    fun matches(s: StatementLine, l: LedgerEntry): Boolean =\n"
         "        s.amount.toDouble() == l.amount.toDouble() &&\n"
         "        Math.abs(s.valueDate.toEpochDay() - l.bookingDate.toEpochDay()) <= windowDays\n}\n"),
        ("user", "ok so the window. 7 days is way too loose, we get false matches on rent payments. I think 3 "
                 "calendar days."),
        ("assistant", "3 calendar days would cut most of the rent collisions. Note that a Friday booking with a "
                      "Monday value date is already 3 days apart, so weekends eat the whole window."),
        ("user", "hmm right. then 5 calendar days? no wait. that brings back the rent problem partly."),
        ("assistant", "Options:\n\n| option | pro | con |\n|---|---|---|\n| 5 calendar days | simple | rent "
                      "collisions partly back |\n| 2 business days | weekend-proof, tight | needs a holiday "
                      "calendar |\n| exact date only | no false matches | misses every late value date |\n\n"
                      "For a holiday calendar there is the `holidays` table in the ledger DB already (used by "
                      "payouts)."),
        ("user", "Ok: 2 business days it is, with the holidays table. That is the final one, forget the 3 and 5."),
        ("assistant", "Got it. I'll also fix the amount comparison — `toDouble()` equality is wrong for money."),
        ("tool", "Bash", {"command": "./gradlew test --tests 'recon.*' -q"},
         "recon.MatcherTest > matchesCentDifference FAILED\n    org.opentest4j.AssertionFailedError: expected: "
         "<false> but was: <true>\n        at recon.MatcherTest.matchesCentDifference(MatcherTest.kt:44)\n"
         "recon.MatcherTest > rentCollision FAILED\n    org.opentest4j.AssertionFailedError: expected: <false> "
         "but was: <true>\n        at recon.MatcherTest.rentCollision(MatcherTest.kt:61)\n\n"
         "7 tests completed, 2 failed\n\nFAILURE: Build failed with an exception.\n* What went wrong:\n"
         "Execution failed for task ':test'.\n> There were failing tests. See the report at: "
         "file:///srv/work/ledgerlink/build/reports/tests/test/index.html\nBUILD FAILED in 9s"),
        ("assistant", "## Why `matchesCentDifference` fails\n\n`0.1 + 0.2` style drift: amounts are parsed from "
                      "the CSV into `BigDecimal` with mixed scales (`12.5` vs `12.50`) and then compared via "
                      "`toDouble()`, which both loses precision and hides scale. The root cause is comparing "
                      "money as doubles.\n\n## Proposed fix\n- normalise every amount with "
                      "`setScale(2, RoundingMode.HALF_EVEN)` at parse time\n- compare with `compareTo(...) == 0`\n"
                      "- window: 2 business days via `HolidayCalendar` backed by the `holidays` table\n\n"
                      "I could also add a fuzzy tolerance of ±0.01 for card fees, if you want."),
        ("user", "sure on the scale 2 + HALF_EVEN. no tolerance, exact amounts only, fees are separate lines."),
        ("tool", "Write", {"file_path": "src/main/kotlin/recon/Matcher.kt"}, "File written (38 lines)."),
        ("tool", "Bash", {"command": "./gradlew test --tests 'recon.*' -q"},
         "7 tests completed, 0 failed\nBUILD SUCCESSFUL in 8s\n5 actionable tasks: 2 executed, 3 up-to-date"),
        ("assistant", "Green. `Matcher` now takes `windowBusinessDays = 2`, normalises amounts with scale 2 / "
                      "HALF_EVEN and compares with `compareTo`."),
        ("user", "Next thing. Names from the Nordbank statement come out broken, look at this sample I got "
                 "this morning:\n\n```\nBuchungstag;Valuta;Empfänger;Verwendungszweck;Betrag;Währung\n"
                 "02.10.2026;02.10.2026;MÃ¼ller GmbH;Miete Oktober;-1.250,00;EUR\n"
                 "02.10.2026;05.10.2026;StraÃŸenbau Kraus;RE 2026-0915;-318,40;EUR\n"
                 "03.10.2026;03.10.2026;Kartenzahlung;Gebühr;-0,35;EUR\n```"),
        ("tool", "Bash", {"command": "file -i samples/nordbank_2026-10.csv && head -c 200 samples/nordbank_2026-10.csv "
                                     "| xxd | head -4"},
         "samples/nordbank_2026-10.csv: text/plain; charset=iso-8859-1\n"
         "00000000: 4275 6368 756e 6773 7461 673b 5661 6c75  Buchungstag;Valu\n"
         "00000010: 7461 3b45 6d70 66e4 6e67 6572 3b56 6572  ta;Empf.nger;Ver\n"
         "00000020: 7765 6e64 756e 6773 7a77 6563 6b3b 4265  wendungszweck;Be\n"
         "00000030: 7472 6167 3b57 e468 7275 6e67 0a30 322e  trag;W.hrung.02."),
        ("assistant", "The file is **ISO-8859-1**, not UTF-8 (`e4` is `ä` in Latin-1). `StatementReader` opens "
                      "every file with `Charsets.UTF_8`, and the mojibake you pasted is what you get when the bytes "
                      "get re-encoded somewhere along the way. Also note the amounts use a decimal comma and a dot "
                      "as thousands separator (`-1.250,00`), which `BigDecimal(String)` can't parse — right now "
                      "those rows are silently skipped by the `runCatching` in `parseAmount`, so rent lines never "
                      "even reach the matcher.\n\nPlan: a per-bank `BankFormat` with charset, delimiter and a "
                      "`DecimalFormat` for `de-DE`."),
        ("user", "yes, per bank format. Nordbank = ISO-8859-1, semicolon, German decimal comma."),
        ("tool", "Write", {"file_path": "src/main/kotlin/recon/BankFormat.kt"}, "File written (41 lines)."),
        ("tool", "Edit", {"file_path": "src/main/kotlin/recon/StatementReader.kt",
                          "old_string": "reader(Charsets.UTF_8)", "new_string": "reader(format.charset)"}, "ok"),
        ("tool", "Bash", {"command": "./gradlew run --args='--bank nordbank samples/nordbank_2026-10.csv --dry-run' -q"},
         "read 3 lines (0 skipped)\n  2026-10-02  Müller GmbH            -1250.00 EUR\n"
         "  2026-10-05  Straßenbau Kraus        -318.40 EUR\n  2026-10-03  Kartenzahlung             -0.35 EUR\n"
         "matched 2, unmatched 1"),
        ("assistant", "Reads correctly now: 3 lines, 0 skipped, umlauts fine. One line unmatched (the card fee, as "
                      "expected without a tolerance). Where should unmatched lines go? I could write an XLSX for "
                      "accounting or a plain CSV."),
        ("user", "hmm, accounting likes excel... but then we need poi, big dependency. keep CSV then, xlsx out. "
                 "reports/unmatched-<date>.csv, they can open it in excel anyway"),
        ("tool", "Edit", {"file_path": "src/main/kotlin/recon/Report.kt",
                          "old_string": "// TODO report",
                          "new_string": "File(\"reports/unmatched-$date.csv\").writeText(toCsv(unmatched))"},
         "ok"),
        ("assistant", "Unmatched lines now go to `reports/unmatched-<date>.csv`."),
        ("user", "good. run all tests once more"),
        ("tool", "Bash", {"command": "./gradlew test -q"},
         "12 tests completed, 0 failed\nBUILD SUCCESSFUL in 11s"),
        ("user", "thank you. can you run ktlint too"),
        ("tool", "Bash", {"command": "./gradlew ktlintCheck -q"},
         "src/main/kotlin/recon/Matcher.kt:14:1 Unexpected blank line(s) before \"}\" (standard:no-blank-line-"
         "before-rbrace)\n"),
        ("tool", "Bash", {"command": "./gradlew ktlintFormat -q && ./gradlew ktlintCheck -q && echo clean"},
         "clean"),
        ("assistant", "ktlint is clean now (one blank line removed)."),
        ("user", "perfect, bye"),
    ],
    "facts": [
        F("window", "Statement lines match ledger entries within 2 business days, using the holidays table as "
          "the holiday calendar (7, 3 and 5 calendar days were rejected).", "decision", "user",
          ["2 business days", "holidays"]),
        F("money-scale", "Amounts are normalised with setScale(2, HALF_EVEN) and compared with compareTo, not as "
          "doubles (toDouble comparison caused wrong matches).", "bugfix", "assistant",
          ["HALF_EVEN", ["toDouble", "doubles"]]),
        F("no-tolerance", "Matching uses exact amounts, no tolerance: fees are separate statement lines.",
          "decision", "user", ["tolerance", "fees"]),
        F("nordbank-format", "Nordbank statements are ISO-8859-1 with semicolon delimiter and German decimal "
          "comma; reading them as UTF-8 broke names and BigDecimal(String) silently skipped amounts like "
          "-1.250,00.", "bugfix", "user", ["Nordbank", "ISO-8859-1"]),
        F("unmatched-csv", "Unmatched lines are written to reports/unmatched-<date>.csv; an XLSX export (needs "
          "POI) was rejected.", "decision", "user", [["unmatched-<date>.csv", "unmatched"], ["xlsx", "XLSX"]]),
    ],
    "optional": [Opt("ktlint", "ktlint runs via ./gradlew ktlintCheck.", ["ktlintCheck"]),
                 Opt("bankformat", "Each bank has a BankFormat (charset, delimiter, decimal format).",
                     ["BankFormat"])],
    "questions": [
        Q("What is the matching window of the reconciler?", "2 business days holidays table", ["window"]),
        Q("How are amounts compared?", "setScale 2 HALF_EVEN compareTo exact no tolerance",
          ["money-scale", "no-tolerance"]),
        Q("Which encoding do Nordbank files use?", "ISO-8859-1, semicolon, decimal comma", ["nordbank-format"]),
        Q("Where do unmatched lines go?", "reports/unmatched-<date>.csv, not xlsx", ["unmatched-csv"]),
    ],
}

WASM_BUILD = """$ wasm-pack build --target web --release
[INFO]: 🎯  Checking for the Wasm target...
[INFO]: 🌀  Compiling to Wasm...
   Compiling pixelfold-core v0.4.0 (/home/mara/pixelfold/core)
warning: unused variable: `stride`
  --> core/src/filters/blur.rs:31:9
   |
31 |     let stride = width * 4;
   |         ^^^^^^ help: if this is intentional, prefix it with an underscore: `_stride`
   |
   = note: `#[warn(unused_variables)]` on by default
    Finished `release` profile [optimized] target(s) in 21.84s
[INFO]: ⬇️  Installing wasm-bindgen...
[INFO]: Optimizing wasm binaries with `wasm-opt`...
[INFO]: ✨   Done in 24.10s
[INFO]: 📦   Your wasm pkg is ready to publish at /home/mara/pixelfold/core/pkg.
-rw-r--r-- 1 mara mara 1.9M pixelfold_core_bg.wasm
"""

WASM = {
    "id": "h8-cc-rust-wasm-editor",
    "project": "/home/mara/pixelfold",
    "start": datetime(2026, 10, 9, 10, 30),
    "about": "Rust WebAssembly image editor: threads rejected, size budget; assistant summarises the session at "
             "the end; remember said mid-message",
    "steps": [
        ("user", "hello! the blur filter is slow on 4k images in the browser. ideas?"),
        ("tool", "Bash", {"command": "cd core && wasm-pack build --target web --release 2>&1"}, WASM_BUILD),
        ("assistant", "A few options:\n\n1. **wasm threads** (rayon + SharedArrayBuffer): biggest speed-up, but "
                      "needs COOP/COEP headers on every host that serves the editor.\n2. **SIMD128** "
                      "(`-C target-feature=+simd128`): 2–3× on the box blur, supported by all current browsers, "
                      "no header changes.\n3. **separable two-pass blur**: algorithmic win, independent of 1/2."),
        ("user", "threads are out, we embed the editor in customer sites and cannot make them set COOP/COEP. do "
                 "simd128 and the two pass thing. btw keep in mind the .wasm has to stay under 2 MB, the CDN plan "
                 "caps per-file size"),
        ("tool", "Edit", {"file_path": "core/.cargo/config.toml", "old_string": "[target.wasm32-unknown-unknown]",
                          "new_string": "[target.wasm32-unknown-unknown]\nrustflags = [\"-C\", "
                                        "\"target-feature=+simd128\"]"}, "ok"),
        ("tool", "Write", {"file_path": "core/src/filters/blur.rs"}, "File written (112 lines)."),
        ("tool", "Bash", {"command": "cd core && wasm-pack build --target web --release 2>&1 | tail -3 && "
                                     "node bench/blur.mjs"},
         "[INFO]: 📦   Your wasm pkg is ready to publish at /home/mara/pixelfold/core/pkg.\n"
         "-rw-r--r-- 1 mara mara 1.7M pixelfold_core_bg.wasm\nblur r=8 3840x2160: before 1840 ms, after 212 ms"),
        ("user", "wow. ok thanks, summarise what we did pls, I'll paste it into the PR"),
        ("assistant", "## Session summary\n\n### Done\n- Box blur is now **separable (two passes)**, "
                      "horizontal then vertical.\n- SIMD enabled for the wasm target in `core/.cargo/config.toml` "
                      "(`+simd128`).\n- 4k blur r=8: 1840 ms → 212 ms.\n\n### Decided\n- **No wasm threads**: "
                      "editor is embedded in customer sites that can't set COOP/COEP headers.\n- `.wasm` size "
                      "budget: **under 2 MB** (CDN per-file cap); now 1.7M.\n\n### Left\n- unused `stride` "
                      "warning in blur.rs (harmless)."),
        ("user", "great thx"),
    ],
    "facts": [
        F("no-threads", "No wasm threads (SharedArrayBuffer): the editor is embedded in customer sites that cannot "
          "set COOP/COEP headers.", "decision", "user", ["threads", "COOP"]),
        F("simd", "The wasm target is built with +simd128 (set in core/.cargo/config.toml).", "config",
          "assistant", ["simd128"]),
        F("separable", "The blur filter is a separable two-pass blur (4k blur 1840 ms to 212 ms).", "decision",
          "assistant", [["separable", "two pass"], "blur"]),
        F("size-budget", "The .wasm file must stay under 2 MB because of the CDN per-file size cap.", "rule", "user",
          ["2 MB", "CDN"], remember=True),
    ],
    "optional": [Opt("build-cmd", "Build with wasm-pack build --target web --release.", ["wasm-pack build"])],
    "questions": [
        Q("Why doesn't pixelfold use wasm threads?", "customer sites can't set COOP/COEP headers", ["no-threads"]),
        Q("What is the size limit of the wasm file?", "under 2 MB CDN cap", ["size-budget"]),
        Q("How was the blur made faster?", "separable two pass blur simd128", ["separable", "simd"]),
    ],
}

ADA_LOG = """gprbuild -P harness.gpr -XMODE=test
Compile
   [Ada]          harness-main.adb
   [Ada]          harness-sim_link.adb
harness-sim_link.adb:57:07: warning: "Buffer" is not modified, could be declared constant [-gnatwk]
Bind
   [gprbind]      harness-main.bexch
   [Ada]          harness-main.ali
Link
   [link]         harness-main.adb
./obj/harness-main --suite=nav
[harness] connecting to simulator at 127.0.0.1:5710 ...
[harness] link up, protocol v3
[nav.altitude_hold]      PASS  (0.84 s)
[nav.heading_capture]    PASS  (1.02 s)
[nav.waypoint_seq]       FAIL  expected WP3 got WP2 after 30.0 s
   raised CONSTRAINT_ERROR : harness-nav.adb:212 range check failed
[nav.glide_slope]        SKIP  (requires ILS fixture)
[harness] 2 passed, 1 failed, 1 skipped
"""

ADA = {
    "id": "h8-cc-ada-avionics-harness",
    "project": "/home/pk/avi/fmsharness",
    "start": datetime(2026, 10, 12, 8, 0),
    "about": "Ada avionics test harness; range-check root cause; standing rule on allocation said flatly; "
             "non-native English",
    "steps": [
        ("user", "Good morning. The waypoint_seq test is failing since yesterday, please look. We build with "
                 "GNAT Pro 24.2 and the sim is on port 5710 like always."),
        ("tool", "Bash", {"command": "gprbuild -P harness.gpr -XMODE=test && ./obj/harness-main --suite=nav"},
         ADA_LOG),
        ("tool", "Read", {"file_path": "src/harness-nav.adb", "offset": 200, "limit": 16},
         "200   type WP_Index is range 1 .. 8;\n...\n209   procedure Advance (S : in out Seq_State) is\n"
         "210   begin\n211      if S.Reached then\n212         S.Current := S.Current + 1;\n"
         "213      end if;\n214   end Advance;"),
        ("assistant", "The `CONSTRAINT_ERROR` at line 212 is `S.Current + 1` overflowing `WP_Index` (1 .. 8). "
                      "Yesterday's flight plan fixture has 9 waypoints, so after WP8 the increment leaves the range. "
                      "The sequencer then never reports WP3 because the task died earlier in a previous case. Two "
                      "ways: widen `WP_Index` to `1 .. 32` (the FMS spec allows 32), or clamp. Widening matches "
                      "the spec."),
        ("user", "Widen to 32, yes, like the spec. And one rule for this harness, please respect it: no dynamic "
                 "allocation at all, no `new`, no unbounded containers. We certify the harness with the same "
                 "rules as flight code."),
        ("tool", "Edit", {"file_path": "src/harness-nav.adb", "old_string": "range 1 .. 8",
                          "new_string": "range 1 .. 32"}, "ok"),
        ("tool", "Bash", {"command": "gprbuild -P harness.gpr -XMODE=test -q && ./obj/harness-main --suite=nav"},
         "[harness] connecting to simulator at 127.0.0.1:5710 ...\n[harness] link up, protocol v3\n"
         "[nav.altitude_hold]      PASS  (0.83 s)\n[nav.heading_capture]    PASS  (1.01 s)\n"
         "[nav.waypoint_seq]       PASS  (30.4 s)\n[nav.glide_slope]        SKIP  (requires ILS fixture)\n"
         "[harness] 3 passed, 0 failed, 1 skipped"),
        ("assistant", "Passes now. `WP_Index` is `1 .. 32`. Understood on allocation: bounded/static only."),
        ("user", "Thanks a lot."),
    ],
    "facts": [
        F("wp-range", "WP_Index was widened from 1..8 to 1..32 (the FMS spec allows 32 waypoints); a 9-waypoint "
          "fixture overflowed it and raised CONSTRAINT_ERROR.", "bugfix", "user", ["WP_Index", "32"]),
        F("no-alloc", "No dynamic allocation in the harness (no new, no unbounded containers): it is certified "
          "with the same rules as flight code.", "rule", "user", ["allocation"], remember=True),
        F("sim-port", "The simulator listens on port 5710.", "config", "user", ["5710"]),
        F("gnat", "The harness builds with GNAT Pro 24.2.", "config", "user", ["GNAT Pro", "24.2"]),
    ],
    "optional": [],
    "questions": [
        Q("Which port is the simulator on?", "5710", ["sim-port"]),
        Q("May the harness use new?", "no dynamic allocation", ["no-alloc"]),
        Q("Why did waypoint_seq fail?", "WP_Index range 8 overflow, widened to 32", ["wp-range"]),
    ],
}

DJANGO_MIGRATE = """$ python manage.py migrate_schemas --shared
[standard:public] === Starting migration
[standard:public] Operations to perform:
[standard:public]   Apply all migrations: admin, auth, billing, contenttypes, customers, sessions
[standard:public] Running migrations:
[standard:public]   Applying customers.0007_tenant_slug_len... OK
$ python manage.py migrate_schemas --tenant
[1/3 (33%) standard:acme_dental] === Starting migration
[1/3 (33%) standard:acme_dental]   Applying appointments.0012_reminder_channel... OK
[2/3 (67%) standard:birchwood_vets] === Starting migration
[2/3 (67%) standard:birchwood_vets]   Applying appointments.0012_reminder_channel... OK
[3/3 (67%) standard:northfield_physio_and_sports_rehab_clinic] === Starting migration
Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/django/db/backends/utils.py", line 105, in _execute
    return self.cursor.execute(sql, params)
psycopg.errors.NameTooLong: schema name "northfield_physio_and_sports_rehab_clinic_archive" exceeds 63 characters
"""

DJANGO = {
    "id": "h8-cc-django-tenant-grabbag",
    "project": "/home/sam/code/clinicbook",
    "start": datetime(2026, 10, 13, 15, 20),
    "about": "Django multi-tenant SaaS; several small unrelated requests; a slug-length fix; remember 'make a "
             "note' mid-list; a one-off rename",
    "steps": [
        ("user", "few small things today:\n1. migrations blow up for one tenant, see below\n2. rename "
                 "`ReminderChannel.SMS_TXT` to `SMS`\n3. what's the gunicorn worker count on prod again?\n\n"
                 + DJANGO_MIGRATE),
        ("assistant", "Taking them in order.\n\n**1. Migration failure.** The tenant's schema name is derived from "
                      "the slug, and the archive job appends `_archive`. Postgres identifiers are capped at 63 "
                      "bytes, so a 42-char slug plus suffix breaks. Fix: cap slugs at 30 characters in the "
                      "`Tenant` model + form validation, and rename that tenant's slug."),
        ("tool", "Edit", {"file_path": "customers/models.py",
                          "old_string": "slug = models.SlugField(unique=True)",
                          "new_string": "slug = models.SlugField(unique=True, max_length=30)"}, "ok"),
        ("tool", "Bash", {"command": "python manage.py makemigrations customers && python manage.py shell -c "
                                     "\"from customers.models import Tenant; t=Tenant.objects.get(slug__startswith="
                                     "'northfield'); print(t.slug)\""},
         "Migrations for 'customers':\n  customers/migrations/0008_alter_tenant_slug.py\n    - Alter field slug on "
         "tenant\nnorthfield_physio_and_sports_rehab_clinic"),
        ("assistant", "Which short slug should Northfield get? Something like `northfield_physio`?"),
        ("user", "northfield_physio is fine. make a note: tenant slugs max 30 chars, because of the 63 char "
                 "schema name limit with the _archive suffix. for 2 just do it. for 3 check the compose file"),
        ("tool", "Bash", {"command": "grep -rn SMS_TXT --include=*.py . | wc -l && "
                                     "sed -i 's/SMS_TXT/SMS/g' $(grep -rl SMS_TXT --include=*.py .)"}, "9"),
        ("tool", "Bash", {"command": "grep -n -A3 gunicorn deploy/docker-compose.prod.yml"},
         "14:    command: gunicorn clinicbook.wsgi --workers 6 --timeout 60 --bind 0.0.0.0:8000\n"
         "15:    environment:\n16:      DJANGO_SETTINGS_MODULE: clinicbook.settings.prod\n"
         "17:      # always keep DEBUG off here"),
        ("assistant", "- slug renamed to `northfield_physio`, `max_length=30`, migrations pass for all three "
                      "tenants now\n- `SMS_TXT` → `SMS` in 9 places\n- prod gunicorn runs `--workers 6 "
                      "--timeout 60`."),
        ("user", "ok thanks. also never mind the worker question, I found it in the runbook anyway"),
        ("assistant", "No problem!"),
    ],
    "facts": [
        F("slug-30", "Tenant slugs are limited to 30 characters: the schema name gets an _archive suffix and "
          "Postgres caps identifiers at 63 characters.", "rule", "user", ["slug", "30"], remember=True),
        F("northfield", "The Northfield tenant's slug was shortened to northfield_physio.", "fact", "user",
          ["northfield_physio"]),
    ],
    "optional": [Opt("workers", "Prod gunicorn runs with 6 workers and a 60 s timeout.", ["workers 6"]),
                 Opt("sms", "ReminderChannel.SMS_TXT was renamed to SMS.", ["SMS_TXT"])],
    "questions": [
        Q("How long may a tenant slug be?", "30 characters, 63 char schema limit with _archive", ["slug-30"]),
        Q("How many gunicorn workers in prod?", "6", []),
    ],
}

UNITY = {
    "id": "h8-cc-unity-vr-chatter",
    "project": "/Users/lea/Projects/RehabReach",
    "start": datetime(2026, 10, 14, 11, 0),
    "about": "Unity VR physiotherapy app; nothing durable: a one-off explanation, a typo fix, thanks",
    "steps": [
        ("user", "hi there, quick one. what does this warning mean? 'The referenced script (Unknown) on this "
                 "Behaviour is missing!'"),
        ("assistant", "It means a GameObject in the scene has a component whose script file was deleted or renamed "
                      "without its .meta file. Unity keeps the slot but cannot find the class. Select the object "
                      "(the console entry highlights it) and remove the empty component, or restore the script."),
        ("user", "ah found it, an old test object. deleted. can you fix the typo in ShoulderRaiseExercise.cs, "
                 "'repetitons'"),
        ("tool", "Bash", {"command": "grep -rn repetitons Assets/Scripts"},
         "Assets/Scripts/Exercises/ShoulderRaiseExercise.cs:23:    // counts repetitons, must reset per set\n"
         "Assets/Scripts/Exercises/ShoulderRaiseExercise.cs:48:        Debug.Log($\"repetitons: {count}\");"),
        ("tool", "Bash", {"command": "sed -i '' 's/repetitons/repetitions/g' "
                                     "Assets/Scripts/Exercises/ShoulderRaiseExercise.cs"}, ""),
        ("assistant", "Fixed both occurrences (a comment and a log line)."),
        ("user", "thanks a lot, have a good one"),
        ("assistant", "You too!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [OCAML, LUA, KOTLIN, WASM, ADA, DJANGO, UNITY, JULIA, CRYSTAL]
