"""h13 Codex sessions, part 2: film-scan CLI, backup operator, audio plugin, ledger, inventory tool, deploy toolkit."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q, sh

EXIF_DUMP = "\n".join(f"roll-{r:03d}/frame-{f:02d}.tif  {w}x{h}  16-bit  {'XMP ok' if (r + f) % 7 else 'XMP missing'}"
                      for r in (41, 42) for f in range(1, 13) for w, h in ((5472, 3648),))

FILMSCAN = {
    "id": "h13-cx-filmscan-sidecar",
    "project": "/home/lumi/src/grainy",
    "start": datetime(2026, 11, 23, 20, 15, 0),
    "about": "Nim CLI for film-scan metadata; sidecar vs embedded XMP picked; 'fyi for later' remember in lower case; "
             "values reported after an edit; listing with sizes that are not decisions",
    "steps": [
        ("user", "grainy should write film stock + camera + lens into the scans. tiffs are huge (100MB+), rewriting them to embed xmp takes forever. thoughts?"),
        sh("grainy scan-info ~/scans/2026 | head -30", EXIF_DUMP),
        ("assistant", "Two ways:\n\n- **Embed XMP** in each TIFF: self-contained, but every update rewrites 100+ MB and risks corrupting the original scan.\n- **Sidecar `.xmp`** next to each file (`frame-01.tif` → `frame-01.xmp`): instant, originals untouched, and Lightroom/darktable/digiKam all read sidecars.\n\nSidecars seem right for you."),
        ("user", "sidecars. never touching the originals is the main thing, the tiffs are the archive"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Add File: src/grainy/sidecar.nim\n+...\n*** End Patch"}, "Success. Updated the following files:\nA src/grainy/sidecar.nim"),
        sh("nimble test",
           "  Verifying dependencies for grainy@0.2.0\n      Info: Dependency on xmlparser@any already satisfied\n  Compiling /home/lumi/src/grainy/tests/tsidecar (from package grainy) using c backend\n"
           "[Suite] sidecar\n  [OK] writes sidecar next to tif\n  [OK] keeps existing keywords\n  [OK] roll file overrides defaults\n  [OK] never opens tif for writing\n  Success: Execution of the tests passed"),
        ("assistant", "Sidecar writer is in. Per-roll metadata comes from a `roll.toml` in each roll folder (`stock`, `camera`, `lens`, `iso`, `developer`); I set the XMP namespace prefix to `grainy:` for our own fields (`grainy:DevTime`, `grainy:Developer`) and use standard `exif:`/`aux:` tags for camera and lens so other tools pick them up. Dry-run is the default; `--write` actually writes."),
        ("user", "nice. fyi for later: the lab names stocks weird (\"P400\", \"HP5+\"), always map them to the full name through stocks.toml, never write the lab's abbreviation into the xmp"),
        sh("cat stocks.toml | head", "[aliases]\n\"P400\" = \"Kodak Portra 400\"\n\"HP5+\" = \"Ilford HP5 Plus\"\n\"T-MAX\" = \"Kodak T-Max 400\"\n\"C200\" = \"Fujifilm C200\""),
        ("assistant", "`stocks.toml` already has the aliases; the writer now resolves `stock` through it and fails with a clear error on an unknown abbreviation instead of writing it through."),
        ("user", "👍 thanks"),
    ],
    "facts": [
        fact("sidecars", "grainy writes metadata to sidecar .xmp files, never embedding into the TIFFs, because the originals are the archive and must not be touched.", "decision", "user", [["sidecar", "sidecars"], ["originals", "archive"]]),
        fact("roll-toml", "Per-roll metadata (stock, camera, lens, iso, developer) comes from roll.toml in each roll folder.", "config", "assistant", ["roll.toml"]),
        fact("stock-aliases", "Lab film-stock abbreviations are always mapped to full names through stocks.toml; never write the abbreviation into the XMP.", "rule", "user", ["stocks.toml", ["abbreviation", "abbreviations"]], True),
    ],
    "optional": [
        opt("dry-run", "Dry-run is the default; --write writes.", ["--write"]),
        opt("ns", "grainy's own XMP fields use the grainy: prefix.", ["grainy:"]),
    ],
    "questions": [
        q("Does grainy modify the TIFF files?", "no, sidecar .xmp files, originals untouched", ["sidecars"]),
        q("How are lab stock names like P400 handled?", "mapped to full names through stocks.toml", ["stock-aliases"]),
    ],
}

OPERATOR_LOG = """2026-11-24T10:02:11Z INFO  controller.backupschedule  Reconciling  {"namespace": "shop", "name": "pg-nightly"}
2026-11-24T10:02:11Z INFO  controller.backupschedule  creating Job  {"job": "pg-nightly-29111002"}
2026-11-24T10:02:11Z INFO  controller.backupschedule  Reconciling  {"namespace": "shop", "name": "pg-nightly"}
2026-11-24T10:02:11Z INFO  controller.backupschedule  creating Job  {"job": "pg-nightly-29111002"}
2026-11-24T10:02:11Z ERROR controller.backupschedule  Reconciler error  {"error": "jobs.batch \\"pg-nightly-29111002\\" already exists"}
2026-11-24T10:02:12Z INFO  controller.backupschedule  Reconciling  {"namespace": "shop", "name": "pg-nightly"}
2026-11-24T10:02:12Z INFO  controller.backupschedule  status update  {"lastScheduleTime": "2026-11-24T10:02:00Z"}
2026-11-24T10:02:12Z INFO  controller.backupschedule  Reconciling  {"namespace": "shop", "name": "pg-nightly"}
2026-11-24T10:02:12Z INFO  controller.backupschedule  creating Job  {"job": "pg-nightly-29111002"}
2026-11-24T10:02:12Z ERROR controller.backupschedule  Reconciler error  {"error": "jobs.batch \\"pg-nightly-29111002\\" already exists"}
... 4,211 more lines ...
metrics: listening on :8080   health: listening on :8081   leader election id: 7c1e2a.backups.burrow.dev"""

OPERATOR = {
    "id": "h13-cx-operator-requeue",
    "project": "/home/teo/go/src/burrow-operator",
    "start": datetime(2026, 11, 24, 10, 5, 0),
    "about": "Go Kubernetes backup operator; reconcile storm caused by status updates retriggering reconcile; fix with "
             "GenerationChangedPredicate; 'don't ever' remember-request; ports in log output that are not decisions; "
             "retention default raised to 30 days",
    "steps": [
        ("user", "operator is going crazy in staging, cpu 100%, log below. kubectl get jobs shows only one job though\n\n" + OPERATOR_LOG),
        sh("grep -n 'For(\\|Owns(\\|WithEventFilter\\|Status().Update' internal/controller/*.go",
           "internal/controller/backupschedule_controller.go:88:\tif err := r.Status().Update(ctx, &sched); err != nil {\ninternal/controller/backupschedule_controller.go:141:\t\tFor(&backupv1.BackupSchedule{}).\ninternal/controller/backupschedule_controller.go:142:\t\tOwns(&batchv1.Job{}).\n"),
        ("assistant", "Root cause: every reconcile writes `status.lastScheduleTime`, that status write is itself an update event on the `BackupSchedule`, and the controller watches all updates — so each reconcile schedules the next one, forever. The 'already exists' errors are a second symptom: the job name is deterministic, so the repeated create fails harmlessly.\n\nFix: `WithEventFilter(predicate.GenerationChangedPredicate{})` on the `For()` watch, so only spec changes (generation bumps) trigger a reconcile; the cron timing is handled with `RequeueAfter` until the next scheduled time."),
        ("user", "do it"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: internal/controller/backupschedule_controller.go\n@@\n-\t\tFor(&backupv1.BackupSchedule{}).\n+\t\tFor(&backupv1.BackupSchedule{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).\n*** End Patch"}, "Success. Updated the following files:\nM internal/controller/backupschedule_controller.go"),
        sh("make test",
           "go fmt ./...\ngo vet ./...\nKUBEBUILDER_ASSETS=\"/home/teo/go/src/burrow-operator/bin/k8s/1.31.0-linux-amd64\" go test ./... -coverprofile cover.out\n"
           "?   \tgithub.com/burrow/burrow-operator/cmd\t[no test files]\nok  \tgithub.com/burrow/burrow-operator/api/v1\t0.412s\tcoverage: 38.1% of statements\n"
           "ok  \tgithub.com/burrow/burrow-operator/internal/controller\t9.884s\tcoverage: 71.4% of statements"),
        ("assistant", "Tests pass, including a new envtest case asserting a status update does not trigger a second Job create. Staging deploy is `make deploy IMG=...`; want me to push the image?"),
        ("user", "yes, tag 0.8.3. and don't ever use `latest` as image tag in any manifest or make target here, argo can't tell when it changed. we got burned by that"),
        sh("make docker-build docker-push deploy IMG=registry.burrow.dev/burrow-operator:0.8.3 2>&1 | tail -4",
           "pushing registry.burrow.dev/burrow-operator:0.8.3\n0.8.3: digest: sha256:4f0c1d9e2b7a63e8a1c0b5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6 size: 1786\ncustomresourcedefinition.apiextensions.k8s.io/backupschedules.backups.burrow.dev configured\ndeployment.apps/burrow-operator-controller-manager configured"),
        ("assistant", "0.8.3 deployed to staging. I also replaced the `IMG ?= controller:latest` default in the Makefile with `IMG ?= registry.burrow.dev/burrow-operator:$(VERSION)`."),
        ("user", "cpu is back to 2%. nice one"),
        ("user", "one more while you're in there: retentionDays defaults to 7 in the CRD. the auditors want 30 days of backups, make 30 the default. existing schedules that set it explicitly stay as they are"),
        sh("grep -n -B2 'RetentionDays' api/v1/backupschedule_types.go",
           "41:\t// +kubebuilder:validation:Minimum=1\n42:\t// +kubebuilder:default=7\n43:\tRetentionDays int32 `json:\"retentionDays,omitempty\"`"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: api/v1/backupschedule_types.go\n@@\n-\t// +kubebuilder:default=7\n+\t// +kubebuilder:default=30\n*** End Patch"}, "Success. Updated the following files:\nM api/v1/backupschedule_types.go"),
        sh("make manifests && git diff --stat",
           "/home/teo/go/src/burrow-operator/bin/controller-gen-v0.16.4 rbac:roleName=manager-role crd webhook paths=\"./...\" output:crd:artifacts:config=config/crd/bases\n api/v1/backupschedule_types.go                          | 2 +-\n config/crd/bases/backups.burrow.dev_backupschedules.yaml | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)"),
        ("assistant", "Default `retentionDays` is now 30 in the type marker and the generated CRD. Schedules that set it keep their value; it ships with the next image."),
        ("user", "fine, next release then"),
    ],
    "facts": [
        fact("storm-cause", "The reconcile storm came from status updates (lastScheduleTime) retriggering reconcile on the watched BackupSchedule.", "bugfix", "assistant", [["status update", "Status().Update", "status"], "lastScheduleTime"]),
        fact("gen-predicate", "The BackupSchedule watch uses GenerationChangedPredicate so only spec changes trigger reconciles; cron timing uses RequeueAfter.", "bugfix", "assistant", ["GenerationChangedPredicate"]),
        fact("retention-30", "The BackupSchedule CRD defaults retentionDays to 30 (was 7) because the auditors want 30 days of backups.", "config", "user", ["retentionDays", "30"]),
        fact("no-latest", "Never use latest as an image tag in any manifest or make target, because Argo can't tell when it changed.", "rule", "user", ["latest", ["argo", "Argo"]], True),
    ],
    "optional": [
        opt("version-083", "The fix shipped as burrow-operator 0.8.3.", ["0.8.3"]),
        opt("img-default", "The Makefile IMG default is registry.burrow.dev/burrow-operator:$(VERSION).", ["IMG"]),
    ],
    "questions": [
        q("Why was the operator at 100% CPU?", "status updates retriggered reconcile", ["storm-cause"]),
        q("Which predicate filters BackupSchedule events?", "GenerationChangedPredicate", ["gen-predicate"]),
        q("Can we use the latest image tag?", "never, Argo can't tell when it changed", ["no-latest"]),
        q("What is the default backup retention?", "30 days, auditors", ["retention-30"]),
    ],
}

ZIG = {
    "id": "h13-cx-zig-reverb",
    "project": "/home/bo/dev/fjord-verb",
    "start": datetime(2026, 11, 25, 22, 30, 0),
    "about": "Zig audio plugin; terse; denormal crackle fixed with flush-to-zero; 'just so you know for next time' remember; "
             "block size reported",
    "steps": [
        ("user", "crackles when the tail fades out. cpu spikes in the profiler right then"),
        sh("zig build bench -Doptimize=ReleaseFast 2>&1 | tail -6",
           "fjord-verb bench  (48000 Hz, block 256, stereo)\n  tail loud     : 0.41 ms/block\n  tail -60 dB   : 0.44 ms/block\n  tail -120 dB  : 7.93 ms/block   <-- over budget (5.33 ms)\n  silence       : 8.10 ms/block   <-- over budget (5.33 ms)\nzig 0.13.0  x86_64-linux"),
        ("assistant", "Classic denormals: the comb filter feedback decays into subnormal floats and the FPU slows down ~20×. Setting flush-to-zero/denormals-are-zero (MXCSR bits 15 and 6) at the start of `process()` fixes it; on aarch64 it's FPCR bit 24. Plus a tiny DC offset alternative if you want portable code."),
        ("user", "ftz/daz. no dc offset hack"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/process.zig\n@@\n pub fn process(self: *Reverb, io: *Buffers) void {\n+    const guard = fpu.DenormalGuard.enter();\n+    defer guard.leave();\n*** End Patch"}, "Success. Updated the following files:\nM src/process.zig"),
        sh("zig build bench -Doptimize=ReleaseFast 2>&1 | tail -5",
           "  tail loud     : 0.40 ms/block\n  tail -60 dB   : 0.40 ms/block\n  tail -120 dB  : 0.39 ms/block\n  silence       : 0.38 ms/block\nzig 0.13.0  x86_64-linux"),
        ("assistant", "Flat now. `DenormalGuard` saves and restores MXCSR/FPCR so the host's FPU state is untouched after `process()` returns."),
        ("user", "good. just so you know for next time: no allocations in process(), ever. everything is allocated in init() from the plugin allocator. the host calls us on the realtime thread"),
        ("assistant", "Understood — `process()` stays allocation-free; buffers come from `init()`."),
    ],
    "facts": [
        fact("denormal-fix", "Crackle and CPU spikes in the reverb tail came from denormal floats; process() sets flush-to-zero/denormals-are-zero via a DenormalGuard, not a DC offset.", "bugfix", "assistant", [["denormal", "denormals"], ["DenormalGuard", "ftz", "flush-to-zero"]]),
        fact("no-alloc", "No allocations in process(), ever; everything is allocated in init() because the host calls process on the realtime thread.", "rule", "user", ["allocations", "init()"], True),
    ],
    "optional": [
        opt("zig-version", "The plugin builds with zig 0.13.0.", ["0.13.0"]),
    ],
    "questions": [
        q("What caused the crackle at the end of the tail?", "denormal floats, fixed with flush-to-zero", ["denormal-fix"]),
        q("Can process() allocate?", "never, allocate in init(), realtime thread", ["no-alloc"]),
    ],
}

LEDGER_TESTS = "\n".join(
    f"tests/test_{m}.py::{t} {'FAILED' if t == 'test_split_three_ways' else 'PASSED'}"
    for m, ts in (("journal", ("test_append", "test_balance_zero_sum", "test_reject_unbalanced", "test_reload")),
                  ("money", ("test_parse_amount", "test_split_three_ways", "test_format_eur")),
                  ("report", ("test_trial_balance", "test_year_boundary", "test_csv_export")))
    for t in ts
)

LEDGER = {
    "id": "h13-cx-ledger-cents",
    "project": "/home/coop/ledgerly",
    "start": datetime(2026, 11, 26, 9, 30, 0),
    "about": "Python plain-text ledger for a food co-op; markdown-heavy replies; float rounding cause and integer-cents fix; "
             "'make a note' remember in the middle of a message; an ignored web-UI proposal; account naming convention",
    "steps": [
        ("user", "Morning. Splitting a 100.00 bill three ways gives 33.33 + 33.33 + 33.33 and the trial balance is off by a cent. Test is red. Can you fix it properly, not with a hack?"),
        sh("python -m pytest -v 2>&1 | tail -16", LEDGER_TESTS + "\n\nFAILED tests/test_money.py::test_split_three_ways - AssertionError: 99.99 != 100.0\n========================= 1 failed, 9 passed in 0.38s ========================="),
        sh("sed -n 1,30p ledgerly/money.py",
           "def parse_amount(text: str) -> float:\n    return round(float(text.replace(',', '.')), 2)\n\n\ndef split(amount: float, parts: int) -> list[float]:\n    share = round(amount / parts, 2)\n    return [share] * parts\n"),
        ("assistant", "## What's wrong\n\nTwo things stack up:\n\n1. `split()` gives every part the same rounded share, so the remainder cent disappears.\n2. Amounts are `float` all the way through, so sums like `0.1 + 0.2` already drift before rounding.\n\n"
         "## Options\n\n- `decimal.Decimal` with quantize — exact, but easy to mix with floats by accident.\n- **integer cents** (`int`) internally, format only at the edges — impossible to drift, trivially serialisable.\n\n"
         "## Proposal\n\nStore every amount as integer cents; `split()` hands out the remainder cents one by one to the first parts, so 10000 → 3334, 3333, 3333."),
        ("user", "integer cents, yes. decimal is just floats with extra steps for our use. remainder cents to the first parts is fine"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: ledgerly/money.py\n@@\n-def parse_amount(text: str) -> float:\n-    return round(float(text.replace(',', '.')), 2)\n+def parse_amount(text: str) -> int:\n+    \"\"\"'12,34' or '12.34' -> 1234 cents.\"\"\"\n*** End Patch"}, "Success. Updated the following files:\nM ledgerly/money.py"),
        sh("python -m pytest -q 2>&1 | tail -3", "..........\n10 passed in 0.31s"),
        ("assistant", "All green. Summary of the change:\n\n- `parse_amount` returns `int` cents, accepts `12,34` and `12.34`\n- `split(10000, 3)` → `[3334, 3333, 3333]`\n- the journal file stores cents as integers (`amount_cents`); `reload` still reads old float files and converts them once\n- formatting to `12,34 €` happens only in `report.py`"),
        ("user", "great. two more things. the report header says 'Year 2026' but make a note: our fiscal year runs 1 July to 30 June, the co-op's statutes say so, so reports need to go by that and not the calendar year. and can you fix the typo 'Recievables' in the sample journal"),
        sh("grep -rn 'Recievables\\|calendar\\|year' ledgerly/report.py samples/coop.journal | head",
           "ledgerly/report.py:12:def year_range(year: int) -> tuple[date, date]:\nledgerly/report.py:13:    return date(year, 1, 1), date(year, 12, 31)\nsamples/coop.journal:4:2026-01-03 Member fee  Assets:Recievables:Members  -2500\nsamples/coop.journal:5:2026-01-03 Member fee  Income:Fees  2500"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: ledgerly/report.py\n@@\n-def year_range(year: int) -> tuple[date, date]:\n-    return date(year, 1, 1), date(year, 12, 31)\n+FISCAL_START_MONTH = 7\n+\n+def year_range(year: int) -> tuple[date, date]:\n+    \"\"\"Fiscal year `year` runs 1 July year-1 .. 30 June year.\"\"\"\n+    return date(year - 1, 7, 1), date(year, 6, 30)\n*** End Patch"}, "Success. Updated the following files:\nM ledgerly/report.py"),
        sh("sed -i 's/Recievables/Receivables/' samples/coop.journal && python -m pytest -q 2>&1 | tail -2", "..........\n10 passed in 0.30s"),
        ("assistant", "Reports now use the fiscal year 1 July – 30 June (`FISCAL_START_MONTH = 7`; FY2026 = 2025-07-01 … 2026-06-30). Typo fixed.\n\nIdea for later: a small read-only web UI (FastAPI + a table) so members can see their balance without asking the treasurer."),
        ("user", "Also I notice you wrote `assets:bank` lowercase in the test you added. Accounts are Capitalised and colon-separated, top level one of Assets, Liabilities, Equity, Income, Expenses. Fix pls"),
        sh("grep -rln 'assets:bank' tests && sed -i 's/assets:bank/Assets:Bank/g' tests/test_money.py && python -m pytest -q | tail -1", "tests/test_money.py\n10 passed in 0.29s"),
        ("assistant", "Fixed to `Assets:Bank`; tests pass."),
        ("user", "ok thx, bye"),
    ],
    "facts": [
        fact("int-cents", "Amounts are stored as integer cents, not float or Decimal; split() gives remainder cents to the first parts.", "decision", "user", ["integer cents", ["remainder", "Decimal"]]),
        fact("float-cause", "The trial balance was a cent off because split() gave every part the same rounded float share, losing the remainder.", "bugfix", "assistant", ["remainder", ["float", "rounded"]]),
        fact("fiscal-year", "The co-op's fiscal year runs 1 July to 30 June (statutes); reports go by it, not the calendar year.", "rule", "user", ["fiscal year", ["1 July", "July"]], True),
        fact("account-names", "Account names are Capitalised and colon-separated, with top level Assets, Liabilities, Equity, Income or Expenses.", "convention", "user", ["colon", "Capitalised"]),
    ],
    "optional": [
        opt("old-files", "reload still converts old float journal files once.", ["reload"]),
        opt("typo", "Recievables was corrected to Receivables in the sample journal.", ["Receivables"]),
    ],
    "questions": [
        q("How are amounts stored?", "integer cents", ["int-cents"]),
        q("When does the co-op's year start?", "1 July, fiscal year to 30 June", ["fiscal-year"]),
        q("How are accounts named?", "Capitalised, colon-separated, Assets Liabilities Equity Income Expenses", ["account-names"]),
    ],
}

LAZARUS = {
    "id": "h13-cx-lazarus-scanner",
    "project": "D:/work/magazyn",
    "start": datetime(2026, 11, 26, 14, 0, 0),
    "about": "Pascal/Lazarus inventory tool, non-native English; barcode scanner suffix bug with cause; CSV export separator "
             "decided with reason; 'please remember' about the Lazarus version; Firebird port in config output",
    "steps": [
        ("user", "Hello. When worker scan the barcode in the Receive form, the edit field jumps to next row and quantity is empty. Before new scanner it was working. What is happening?"),
        sh("type src\\ufrmreceive.pas | findstr /n \"OnKeyPress OnKeyDown #13 #10\"",
           "142:procedure TfrmReceive.edtBarcodeKeyPress(Sender: TObject; var Key: char);\n144:  if Key = #13 then\n145:    LookupAndAdvance;\n"),
        ("assistant", "The new scanner is configured to send **CR+LF** after each code (the old one sent only CR). `#13` triggers `LookupAndAdvance`, which moves focus to the quantity field — then the `#10` arrives there and the grid's editor treats it as 'commit row', so you land on the next row with an empty quantity. The fix on our side: swallow `#10` in the barcode and quantity edits (`if Key = #10 then Key := #0`). Alternatively reprogram the scanner with the config barcode in its manual."),
        ("user", "We have 6 scanners in 3 warehouses, I don't want to reprogram. Fix in the code please."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/ufrmreceive.pas\n@@\n procedure TfrmReceive.edtBarcodeKeyPress(Sender: TObject; var Key: char);\n begin\n+  if Key = #10 then begin Key := #0; Exit; end;\n   if Key = #13 then\n*** End Patch"}, "Success. Updated the following files:\nM src/ufrmreceive.pas"),
        sh("lazbuild --build-mode=Release magazyn.lpi 2>&1 | tail -5",
           "(1008) 14822 lines compiled, 6.1 sec\n(1022) 3 hint(s) issued\n(9015) Linking D:\\work\\magazyn\\bin\\magazyn.exe\nLazarus 3.6 (rev lazarus_3_6) FPC 3.2.2 x86_64-win64-win32/win64\nDatabase: Firebird 3.0 localhost:3050 D:\\data\\MAGAZYN.FDB"),
        ("assistant", "Built. The `#10` is now dropped in both the barcode and quantity edits, so CR-only and CR+LF scanners both work."),
        ("user", "Thank you. Second thing, the export to CSV opens in Excel all in one column. Our office Excel is Polish."),
        ("assistant", "Polish Excel expects `;` as list separator and `,` as decimal separator, because `,` is the decimal mark. Options: write `;` + decimal comma (opens correctly by double-click in PL Excel), or write real `.xlsx` with fpspreadsheet (works everywhere but adds a package)."),
        ("user", "Semicolon and decimal comma. The accountant only opens it by double click, and we don't want new package. Also please remember, we build only with Lazarus 3.6 stable, not trunk and not 4.0 RC, because the DBGrid in 4.0 changed and our forms break. Somebody always wants to upgrade."),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/uexport.pas\n@@\n-  Fmt.DecimalSeparator := '.';\n-  Sep := ',';\n+  Fmt.DecimalSeparator := ',';\n+  Sep := ';';\n*** End Patch"}, "Success. Updated the following files:\nM src/uexport.pas"),
        ("assistant", "Export now writes `;` separators and decimal commas, written with a UTF-8 BOM so Excel shows ą, ę, ł correctly. I'll stay on Lazarus 3.6 stable."),
        ("user", "Super, dziękuję."),
    ],
    "facts": [
        fact("crlf-cause", "The new barcode scanners send CR+LF; the #10 committed the grid row, so the quantity stayed empty; #10 is now swallowed in the barcode and quantity edits.", "bugfix", "assistant", [["CR+LF", "#10"], "scanner"]),
        fact("csv-semicolon", "CSV export uses ';' separators and decimal commas for Polish Excel (opened by double-click), not xlsx via a new package.", "decision", "user", ["semicolon", ["decimal comma", "decimal commas"]]),
        fact("lazarus-36", "Build only with Lazarus 3.6 stable, not trunk or 4.0 RC, because the 4.0 DBGrid breaks the forms.", "rule", "user", ["3.6", "DBGrid"], True),
    ],
    "optional": [
        opt("firebird", "The database is Firebird 3.0 on localhost:3050.", ["Firebird", "3050"]),
        opt("bom", "The CSV is written with a UTF-8 BOM.", ["BOM"]),
    ],
    "questions": [
        q("Why did scanning jump to the next row?", "new scanners send CR+LF, #10 committed the row", ["crlf-cause"]),
        q("What format does the CSV export use?", "semicolon separator, decimal comma", ["csv-semicolon"]),
        q("Which Lazarus version do we build with?", "3.6 stable", ["lazarus-36"]),
    ],
}

DEPLOY_LINT = """In deploy/lib/remote.sh line 14:
    ssh $HOST "cd $DIR && ./restart.sh"
        ^---^ SC2086 (info): Double quote to prevent globbing and word splitting.

In deploy/lib/remote.sh line 22:
    for f in $(ls releases/); do
             ^-----------^ SC2045 (error): Iterating over ls output is fragile. Use globs.

In deploy/bin/release line 3:
set -e
^----^ SC2039 (warning): prefer 'set -euo pipefail' in this repo's style (custom check)

In deploy/bin/rollback line 41:
    read answer
    ^--^ SC2162 (info): read without -r will mangle backslashes.

For more information:
  https://www.shellcheck.net/wiki/SC2045 -- Iterating over ls output is fragi...
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...
  https://www.shellcheck.net/wiki/SC2162 -- read without -r will mangle backs..."""

DEPLOY = {
    "id": "h13-cx-deploy-rollback",
    "project": "/home/ops/shipkit",
    "start": datetime(2026, 11, 27, 16, 10, 0),
    "about": "Bash deploy toolkit; rewrite-in-Python proposal rejected; releases kept count decided; a lower-case remember-request "
             "with typos; shellcheck output full of 'must'-ish advice that is not a rule",
    "steps": [
        ("user", "rollback script is broken, it picks the wrong release sometimes. also run shellcheck over everything while ur at it"),
        sh("shellcheck deploy/bin/* deploy/lib/*.sh", DEPLOY_LINT),
        sh("ls -1 /srv/app/releases/", "20261102-0915\n20261109-1740\n20261116-1102\n20261123-0930\n20261127-1401\ncurrent -> 20261127-1401"),
        ("assistant", "The wrong pick is the `for f in $(ls releases/)` loop in `remote.sh` combined with `tail -2 | head -1`: `ls` lists the `current` symlink too, and it sorts after the timestamps, so 'previous' is sometimes the current release. I'll switch to a glob `releases/2*/` sorted, excluding `current`, and fix the other shellcheck findings.\n\n"
         "Longer term, this toolkit is getting big — porting it to Python with Fabric would make it testable."),
        ("user", "no, stays bash. every box has bash, not every box has python3 with the right libs. fix the script"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: deploy/lib/remote.sh\n@@\n-    for f in $(ls releases/); do\n+    for f in releases/2*/; do\n*** End Patch"}, "Success. Updated the following files:\nM deploy/lib/remote.sh"),
        sh("shellcheck deploy/bin/* deploy/lib/*.sh && bats tests/", "1..7\nok 1 release creates timestamped dir\nok 2 release updates current symlink\nok 3 rollback picks previous release\nok 4 rollback ignores current symlink\nok 5 rollback refuses with one release\nok 6 prune keeps newest 5\nok 7 remote quotes host and dir"),
        ("assistant", "shellcheck clean, bats 7/7. Prune keeps the newest 5 releases right now — is that what you want?"),
        ("user", "make it 3, disk on the small boxes is tight. and pls remeber: staging is stg-02 now, stg-01 gets wiped on monday so dont deploy there anymore"),
        ("tool", "apply_patch", {"input": "*** Begin Patch\n*** Update File: deploy/etc/defaults.sh\n@@\n-KEEP_RELEASES=5\n+KEEP_RELEASES=3\n*** Update File: deploy/etc/hosts.staging\n@@\n-stg-01.int\n+stg-02.int\n*** End Patch"}, "Success. Updated the following files:\nM deploy/etc/defaults.sh\nM deploy/etc/hosts.staging"),
        ("assistant", "`KEEP_RELEASES=3` and `hosts.staging` now lists `stg-02.int` only."),
        ("user", "cheers"),
    ],
    "facts": [
        fact("rollback-cause", "Rollback picked the wrong release because `ls releases/` also listed the current symlink; it now globs releases/2*/ excluding current.", "bugfix", "assistant", [["symlink", "current"], ["releases/2*/", "glob"]]),
        fact("stay-bash", "shipkit stays in Bash, not a Python/Fabric rewrite: every box has bash, not every box has python3 with the libs.", "decision", "user", [["bash", "Bash"], ["Python", "python3"]]),
        fact("keep-3", "Deploys keep the newest 3 releases (KEEP_RELEASES=3) because disk on the small boxes is tight.", "config", "user", ["KEEP_RELEASES", "3"]),
        fact("staging-host", "Staging is stg-02; stg-01 gets wiped, never deploy there.", "rule", "user", ["stg-02"], True),
    ],
    "optional": [
        opt("shellcheck", "Scripts are checked with shellcheck and tested with bats.", ["shellcheck", "bats"]),
    ],
    "questions": [
        q("Which host is staging?", "stg-02", ["staging-host"]),
        q("How many releases are kept?", "3", ["keep-3"]),
        q("Should shipkit be ported to Python?", "no, stays bash", ["stay-bash"]),
    ],
}

SESSIONS = [FILMSCAN, OPERATOR, ZIG, LEDGER, LAZARUS, DEPLOY]
