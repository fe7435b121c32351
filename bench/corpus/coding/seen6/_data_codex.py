"""Codex sessions of the h6 split, part 1."""

from __future__ import annotations

from datetime import datetime

from _util import F, Opt, Q


def sh(cmd):
    """Arguments of a Codex shell call."""
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


FORGE_TEST = """[⠊] Compiling...
[⠒] Compiling 48 files with Solc 0.8.24
[⠢] Solc 0.8.24 finished in 4.81s
Compiler run successful!

Ran 9 tests for test/VestingVault.t.sol:VestingVaultTest
[PASS] test_cliffBlocksEarlyRelease() (gas: 41872)
[PASS] test_linearVestingHalfway() (gas: 88310)
[PASS] test_releaseAfterEnd() (gas: 92004)
[PASS] test_revokeReturnsUnvested() (gas: 110233)
[FAIL: assertion failed: 2000000000000000000000 != 1000000000000000000000] test_reentrantReleaseDrains() (gas: 311847)
Traces:
  [311847] VestingVaultTest::test_reentrantReleaseDrains()
    ├─ [284120] VestingVault::release(0x7a1c…Attacker)
    │   ├─ [262004] HookToken::transfer(Attacker, 1000000000000000000000)
    │   │   ├─ [231887] Attacker::tokensReceived(...)
    │   │   │   ├─ [229410] VestingVault::release(Attacker)
    │   │   │   │   ├─ [25118] HookToken::transfer(Attacker, 1000000000000000000000)
    │   │   │   │   └─ ← [Stop]
    │   │   └─ ← [Stop]
    │   └─ ← [Stop]
    └─ ← [Revert] assertion failed
[PASS] test_revokeOnlyOwner() (gas: 12033)
[PASS] test_scheduleImmutable() (gas: 9921)
[PASS] test_zeroDurationReverts() (gas: 8716)
[PASS] test_feeOnTransferAccounting() (gas: 97110)
Suite result: FAILED. 8 passed; 1 failed; 0 skipped; finished in 11.42ms"""

SLITHER = """$ slither . 2>&1 | tail -8
INFO:Detectors:
Reentrancy in VestingVault.release(address) (src/VestingVault.sol#71-83):
\tExternal calls:
\t- token.safeTransfer(beneficiary,amount) (src/VestingVault.sol#78)
\tState variables written after the call(s):
\t- released[beneficiary] += amount (src/VestingVault.sol#80)
INFO:Detectors:
... (312 more results from lib/openzeppelin-contracts and lib/forge-std)
INFO:Slither:. analyzed (61 contracts with 94 detectors), 318 result(s) found"""

SOLIDITY = {
    "id": "h6-cx-lumen-vesting-audit",
    "project": "/home/audit/lumen-vesting",
    "start": datetime(2026, 11, 16, 11, 0, 0),
    "about": "Solidity vesting-vault audit in Foundry: reentrancy proven by a failing test, fixed with CEI; fee-on-transfer "
             "decision; findings file convention; slither flags remember-request mid-message; proposal to add a timelock ignored",
    "steps": [
        ("user", "Context: we're auditing VestingVault.sol for the Lumen team. I wrote a PoC test for the reentrancy I suspect. "
                 "Run forge test and tell me if it's real."),
        ("tool", "shell", sh("forge test -vvv"), FORGE_TEST),
        ("assistant", "It's real. `test_reentrantReleaseDrains` shows the attacker receiving 2000 tokens when only 1000 were "
                      "vested: `release()` calls `token.safeTransfer` (line 78) **before** writing `released[beneficiary] += amount` "
                      "(line 80). With a token that has a receive hook (ERC777-style, your `HookToken`), the beneficiary re-enters "
                      "`release()` while `released` is still the old value and is paid twice."),
        ("user", "ok. fix it properly, CEI plus the guard, and keep the test as a regression test."),
        ("tool", "shell", sh("apply_patch <<'PATCH'\n*** Update File: src/VestingVault.sol\n@@\n-    function release(address beneficiary) external {\n+    function release(address beneficiary) external nonReentrant {\n         uint256 amount = releasable(beneficiary);\n         require(amount > 0, \"nothing to release\");\n-        token.safeTransfer(beneficiary, amount);\n-        released[beneficiary] += amount;\n+        released[beneficiary] += amount;\n+        token.safeTransfer(beneficiary, amount);\n         emit Released(beneficiary, amount);\nPATCH"),
         "Success. Updated the following files:\nM src/VestingVault.sol"),
        ("tool", "shell", sh("forge test 2>&1 | tail -4"),
         "[PASS] test_reentrantReleaseDrains() (gas: 64120)\n[PASS] test_feeOnTransferAccounting() (gas: 97110)\n"
         "Suite result: ok. 9 passed; 0 failed; 0 skipped; finished in 9.87ms\nRan 1 test suite in 14.02ms (9.87ms CPU time): 9 passed, 0 failed, 0 skipped (9 total tests)"),
        ("assistant", "Fixed: `released` is updated before the transfer (checks-effects-interactions) and `release()` has "
                      "`nonReentrant` from OpenZeppelin's `ReentrancyGuard`. The PoC now passes as a regression test — the "
                      "attacker only receives the vested 1000."),
        ("user", "good. now slither, see if it agrees"),
        ("tool", "shell", sh("slither . 2>&1 | tail -8"), SLITHER),
        ("assistant", "That's the pre-fix line numbers — slither read a cached build. More importantly, 312 of the 318 results "
                      "are from `lib/openzeppelin-contracts` and `lib/forge-std`. Rerunning scoped to our sources."),
        ("user", "yeah that noise. for the rest of this audit, slither always gets run with --exclude-dependencies and "
                 "--filter-paths lib/ otherwise the report is hundreds of OZ findings nobody reads. and do a forge clean first"),
        ("tool", "shell", sh("forge clean && slither . --exclude-dependencies --filter-paths lib/ 2>&1 | tail -5"),
         "INFO:Detectors:\nVestingVault.vestedAmount(address,uint64) (src/VestingVault.sol#95-108) uses timestamp for comparisons\n"
         "\tDangerous comparisons:\n\t- block.timestamp < start + cliff (src/VestingVault.sol#98)\n"
         "INFO:Slither:. analyzed (6 contracts with 94 detectors), 1 result(s) found"),
        ("assistant", "With `--exclude-dependencies --filter-paths lib/` there is one result left: the timestamp comparison for "
                      "the cliff, which is expected for vesting and is informational. The reentrancy is gone."),
        ("user", "right. next: fee-on-transfer. the test passes but only because HookToken has no fee. what's the exposure?"),
        ("assistant", "If the vault is funded with a fee-on-transfer token, `fund()` records the nominal amount while the vault "
                      "receives less, so the last beneficiaries can't be paid in full. Two ways to handle it:\n\n"
                      "1. Balance-diff accounting in `fund()` (measure `balanceOf` before/after) — robust, ~15 lines, a bit "
                      "more gas.\n2. Declare fee-on-transfer and rebasing tokens unsupported, and check the token address "
                      "in the constructor against the one deployment token.\n\nI'd also suggest adding a 48h timelock on "
                      "`revoke()` while we're touching admin functions."),
        ("user", "Lumen only ever deploys this with LUM, which has no fee. So option 2: we document fee-on-transfer as unsupported "
                 "and the constructor pins the LUM address. no balance-diff code, it's more surface for nothing."),
        ("tool", "shell", sh("forge test 2>&1 | tail -2 && git diff --stat"),
         "Suite result: ok. 10 passed; 0 failed; 0 skipped; finished in 10.11ms\n"
         " src/VestingVault.sol        | 14 +++++++++-----\n test/VestingVault.t.sol     | 22 ++++++++++++++++++++++\n 2 files changed, 31 insertions(+), 5 deletions(-)"),
        ("assistant", "Constructor now requires `token_ == LUM` (address passed at deploy and checked against the constant), and "
                      "the NatSpec says fee-on-transfer and rebasing tokens are unsupported. Added a test for the constructor check."),
        ("user", "write up both in the findings. format: audit/FINDINGS.md, ids LV-01, LV-02..., severity High/Medium/Low/Info, "
                 "each with description, PoC test name, fix commit. that's how all our reports look"),
        ("tool", "shell", sh("cat audit/FINDINGS.md | head -30"),
         "# Lumen VestingVault — findings\n\n| ID | Title | Severity | Status |\n|----|-------|----------|--------|\n"
         "| LV-01 | Reentrancy in release() pays vested amount twice | High | Fixed (a41c9e2) |\n"
         "| LV-02 | Fee-on-transfer tokens break funding accounting | Low | Acknowledged, token pinned |\n"
         "| LV-03 | Cliff uses block.timestamp | Info | Acknowledged |\n\n## LV-01 Reentrancy in release() pays vested amount twice\n"
         "**Severity:** High  \n**PoC:** `test_reentrantReleaseDrains`  \n**Fix:** a41c9e2 — CEI + nonReentrant\n..."),
        ("assistant", "Written: LV-01 (High, fixed), LV-02 (Low, acknowledged with the token pinned), LV-03 (Info, timestamp "
                      "cliff). Compiled with solc 0.8.24 from `foundry.toml`, optimizer 200 runs, as in the project config."),
        ("user", "thanks, good work"),
    ],
    "facts": [
        F("reentrancy", "release() transferred tokens before updating released[], allowing a hook token to re-enter and be paid twice; fixed with checks-effects-interactions plus nonReentrant (LV-01, High).",
          "bugfix", "assistant", ["reentrancy", "nonReentrant"]),
        F("slither-flags", "Slither is always run with --exclude-dependencies and --filter-paths lib/ (after forge clean) to drop OpenZeppelin/forge-std noise.",
          "rule", "user", ["--exclude-dependencies", "--filter-paths"], remember=True),
        F("fee-on-transfer", "Fee-on-transfer tokens are declared unsupported and the constructor pins the LUM token; balance-diff accounting was rejected as extra surface.",
          "decision", "user", ["fee-on-transfer", "LUM"]),
        F("findings-format", "Findings go in audit/FINDINGS.md with ids LV-01, LV-02…, severity High/Medium/Low/Info, description, PoC test name and fix commit.",
          "convention", "user", ["FINDINGS.md", "LV-01"]),
    ],
    "optional": [
        Opt("solc", "Foundry compiles with solc 0.8.24, optimizer 200 runs.", ["0.8.24"]),
    ],
    "questions": [
        Q("How was the reentrancy in release() fixed?", "checks-effects-interactions and nonReentrant", ["reentrancy"]),
        Q("Which flags does slither run with?", "--exclude-dependencies --filter-paths lib/", ["slither-flags"]),
        Q("Are fee-on-transfer tokens supported?", "no, unsupported; constructor pins LUM", ["fee-on-transfer"]),
        Q("Where do audit findings go?", "audit/FINDINGS.md, ids LV-01", ["findings-format"]),
    ],
}

CABAL_FAIL = """Test suite brine-test: RUNNING...
Brine
  Rename
    uniquify keeps free variables:                          OK
    uniquify renames shadowed lets:                         OK
  ConstFold
    folds arithmetic:                                       OK
    folds nested lets:                                      FAIL
      test/ConstFoldSpec.hs:48:
      expected: ELit 5
       but got: ELit 4
      Use -p '/folds nested lets/' to rerun this test only.
    respects Int64 overflow:                                FAIL
      test/ConstFoldSpec.hs:61:
      expected: ELit (-9223372036854775808)
       but got: ELit 9223372036854775808
  Golden
    examples/fib.br:                                        OK
    examples/shadow.br:                                     FAIL
      --- test/golden/shadow.core
      +++ actual
      @@ -3 +3 @@
      -  ret (add 2 3)
      +  ret (add 2 2)
      Use --accept or increase --size-cutoff to update.

3 out of 8 tests failed (0.04s)
Test suite brine-test: FAIL"""

HASKELL = {
    "id": "h6-cx-brine-constfold",
    "project": "/home/tomasz/brine",
    "start": datetime(2026, 11, 17, 18, 30, 0),
    "about": "Haskell toy-language compiler: constant folding gives wrong results under shadowing (pass order) and uses "
             "unbounded Integer (Int64 wrap decision); recursion-schemes proposal rejected with a dependency rule; terse user",
    "steps": [
        ("user", "constfold is broken on shadowed lets. cabal test."),
        ("tool", "shell", sh("cabal test --test-show-details=direct 2>&1 | tail -32"), CABAL_FAIL),
        ("assistant", "Two separate bugs:\n\n1. **`folds nested lets`** — for `let x = 2 in let x = 3 in x + 2` we produce 4. "
                      "`ConstFold.substEnv` keeps a `Map Name Expr` and `Map.union`s the outer binding over the inner one "
                      "(left-biased), so the inner `x` is shadowed by the outer. The folder was written assuming names are "
                      "unique, but in `Pipeline.hs` it runs *before* `Rename.uniquify`.\n2. **`respects Int64 overflow`** — "
                      "folding uses `Integer`, so `maxBound + 1` folds to 9223372036854775808, while the runtime wraps."),
        ("tool", "shell", sh("sed -n 1,30p src/Brine/Pipeline.hs"),
         "module Brine.Pipeline (passes) where\n\nimport qualified Brine.ConstFold as ConstFold\nimport qualified Brine.Inline as Inline\n"
         "import qualified Brine.Rename as Rename\n\n-- | Core-to-core passes, in order.\npasses :: [Pass]\npasses =\n"
         "  [ ConstFold.pass\n  , Rename.uniquify\n  , Inline.pass\n  ]"),
        ("user", "swap them. uniquify goes first, folder and inliner both assume unique names."),
        ("tool", "shell", sh("apply_patch <<'PATCH'\n*** Update File: src/Brine/Pipeline.hs\n@@\n-  [ ConstFold.pass\n-  , Rename.uniquify\n+  [ Rename.uniquify\n+  , ConstFold.pass\nPATCH"),
         "Success. Updated the following files:\nM src/Brine/Pipeline.hs"),
        ("assistant", "Swapped: `Rename.uniquify` → `ConstFold.pass` → `Inline.pass`. I also added a comment in `Pipeline.hs` "
                      "saying later passes rely on unique names. For overflow: should folding wrap like the runtime, or refuse "
                      "to fold (leave the expression) when the result overflows?"),
        ("user", "wrap. fold with Int64 arithmetic so it's exactly what the VM does. semantics must not depend on whether something got folded."),
        ("tool", "shell", sh("cabal test --test-show-details=direct 2>&1 | tail -6"),
         "  Golden\n    examples/fib.br:                                        OK\n    examples/shadow.br:                                     OK\n\n"
         "All 8 tests passed (0.03s)\nTest suite brine-test: PASS"),
        ("assistant", "All 8 pass. `ConstFold` now evaluates literals as `Int64` (`fromIntegral` at the boundaries), so "
                      "overflow wraps like the VM. The golden file for `shadow.br` didn't need `--accept` — it was right, "
                      "the output was wrong.\n\nSide note: the folder's traversal is ~80 lines of boilerplate. With "
                      "`recursion-schemes` (`cata` over `ExprF`) it would be ~20."),
        ("user", "no new deps. base, containers, mtl, that's the budget for the compiler lib. tests can have whatever."),
        ("assistant", "Understood, no recursion-schemes. Leaving the traversal as is."),
        ("user", "how do I regen goldens when output legitimately changes"),
        ("assistant", "`cabal test --test-options=--accept` rewrites the files under `test/golden/` from the actual output; review "
                      "the diff with `git diff test/golden` before committing."),
        ("user", "k"),
    ],
    "facts": [
        F("pass-order", "Constant folding was wrong under shadowed lets because ConstFold ran before Rename.uniquify; uniquify now runs first, since the folder and inliner assume unique names.",
          "bugfix", "user", ["uniquify", "ConstFold"]),
        F("int64-wrap", "Constant folding uses Int64 arithmetic and wraps on overflow exactly like the VM, so semantics do not depend on folding.",
          "decision", "user", ["Int64", "wrap"]),
        F("deps-budget", "The compiler library may depend only on base, containers and mtl (no recursion-schemes); tests may use anything.",
          "rule", "user", ["containers", "mtl"], remember=True),
        F("golden-accept", "Golden files in test/golden are regenerated with cabal test --test-options=--accept.",
          "config", "assistant", ["--accept"]),
    ],
    "optional": [],
    "questions": [
        Q("In which order do the core passes run?", "Rename.uniquify, then ConstFold, then Inline", ["pass-order"]),
        Q("What happens when a folded constant overflows?", "wraps like Int64 in the VM", ["int64-wrap"]),
        Q("Which dependencies may the compiler lib use?", "base, containers, mtl", ["deps-budget"]),
    ],
}

AIRFLOW_LOG = """[2026-11-18, 07:02:13 UTC] {taskinstance.py:1157} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: ingest_ferry_counts.load_raw scheduled__2026-11-17T06:00:00+00:00 [queued]>
[2026-11-18, 07:02:13 UTC] {taskinstance.py:1359} INFO - Starting attempt 2 of 3
[2026-11-18, 07:02:14 UTC] {base.py:83} INFO - Using connection ID 'ferry_pg' for task execution.
[2026-11-18, 07:02:19 UTC] {sql.py:418} INFO - Running statement: COPY raw.ferry_counts FROM STDIN WITH CSV HEADER, parameters: None
[2026-11-18, 07:02:44 UTC] {sql.py:427} INFO - Rows affected: 48211
[2026-11-18, 07:02:44 UTC] {taskinstance.py:1400} INFO - Marking task as SUCCESS. dag_id=ingest_ferry_counts, task_id=load_raw, execution_date=20261117T060000, start_date=20261118T070213, end_date=20261118T070244
[2026-11-18, 07:02:44 UTC] {local_task_job_runner.py:228} INFO - Task exited with return code 0
[2026-11-18, 07:02:44 UTC] {taskinstance.py:2778} INFO - 1 downstream tasks scheduled from follow-on schedule check"""

NOTHING_CX = {
    "id": "h6-cx-ferrycounts-check",
    "project": "/home/pmoreau/ferry-pipeline",
    "start": datetime(2026, 11, 18, 7, 30, 0),
    "about": "nothing durable: checks a retried Airflow task, counts rows, user says all fine; log text has ports, 'default', attempts",
    "steps": [
        ("user", "morning, the ferry counts load failed overnight and then retried, can you check it's ok now"),
        ("tool", "shell", sh("airflow tasks logs ingest_ferry_counts load_raw 2026-11-17T06:00:00+00:00 --try 2 | tail -8"), AIRFLOW_LOG),
        ("assistant", "Attempt 2 of 3 succeeded at 07:02 and loaded 48,211 rows into `raw.ferry_counts`; the downstream task is "
                      "scheduled. Want me to compare against yesterday's row count?"),
        ("user", "yes pls"),
        ("tool", "shell", sh("psql -h localhost -p 5432 -d ferry -Atc \"select load_date, count(*) from raw.ferry_counts where load_date >= '2026-11-15' group by 1 order by 1\""),
         "2026-11-15|47902\n2026-11-16|48377\n2026-11-17|48211"),
        ("assistant", "48,211 is in line with the previous two days (47,902 and 48,377). Looks like a transient failure on the "
                      "first attempt; attempt 1's log shows a connection reset from the SFTP source at 06:01."),
        ("user", "ok cool, nothing to do then. thanks!"),
        ("assistant", "Nothing to do. Have a good day!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [SOLIDITY, HASKELL, NOTHING_CX]

GRADLE_LOG = """> Task :app:processDebugMainManifest FAILED
/home/lea/StockScan/app/src/main/AndroidManifest.xml Error:
\tuses-sdk:minSdkVersion 24 cannot be smaller than version 26 declared in library [com.google.mlkit:barcode-scanning:17.3.0] /home/lea/.gradle/caches/transforms-4/9b1f.../AndroidManifest.xml as the library might be using APIs not available in 24
\tSuggestion: use a compatible library with a minSdk of at most 24,
\t\tor increase this project's minSdk version to at least 26,
\t\tor use tools:overrideLibrary="com.google.mlkit.vision.barcode.bundled" to force usage (may lead to runtime failures)

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:processDebugMainManifest'.
> Manifest merger failed : uses-sdk:minSdkVersion 24 cannot be smaller than version 26 declared in library [com.google.mlkit:barcode-scanning:17.3.0]

BUILD FAILED in 7s
23 actionable tasks: 4 executed, 19 up-to-date"""

KOTLIN = {
    "id": "h6-cx-stockscan-android",
    "project": "/home/lea/StockScan",
    "start": datetime(2026, 11, 19, 10, 0, 0),
    "about": "Kotlin Android warehouse scanner: manifest merger error, minSdk 26 decision tied to the handhelds, bundled ML Kit "
             "because no Play services, black preview root cause (viewLifecycleOwner), keystore remember-request",
    "steps": [
        ("user", "Hello! I added ML Kit barcode scanning and now the build fails. Log:\n\n" + GRADLE_LOG),
        ("assistant", "The ML Kit barcode library needs minSdk 26, the app declares 24. Either raise minSdk to 26 or force it "
                      "with `tools:overrideLibrary` (risky: crashes on API 24/25 devices). Which devices do you need to support?"),
        ("user", "All our warehouse handhelds are the Kestrel KT-50, they run Android 8.0. Nobody uses phones for this app. So 26 is fine, set minSdk 26."),
        ("tool", "shell", sh("sed -i 's/minSdk = 24/minSdk = 26/' app/build.gradle.kts && ./gradlew :app:assembleDebug -q 2>&1 | tail -3"),
         "w: file:///home/lea/StockScan/app/src/main/java/com/stockscan/ScanFragment.kt:88:13 'setTargetResolution(Size): Builder' is deprecated.\n"
         "BUILD SUCCESSFUL in 38s"),
        ("assistant", "Builds with `minSdk = 26`. There's one deprecation warning in `ScanFragment.kt` about `setTargetResolution`, harmless for now.\n\n"
                      "Next question: ML Kit has two flavours — the **bundled** model (`com.google.mlkit:barcode-scanning`, ~2.4 MB "
                      "bigger APK, works offline immediately) and the **unbundled** one via Google Play services "
                      "(`play-services-mlkit-barcode-scanning`, smaller, downloads the model on first use). You currently have the bundled one."),
        ("user", "Keep bundled. The KT-50 has no Google Play services at all, it's an AOSP build, so the unbundled one would never get its model."),
        ("assistant", "Makes sense — bundled it stays."),
        ("user", "Other bug: after I rotate the device, or go to settings and come back, the camera preview is black. Scanning also stops."),
        ("tool", "shell", sh("grep -n 'bindToLifecycle\\|unbindAll\\|lifecycleOwner' app/src/main/java/com/stockscan/ScanFragment.kt"),
         "61:        cameraProvider.unbindAll()\n62:        cameraProvider.bindToLifecycle(requireActivity(), selector, preview, analysis)"),
        ("assistant", "The camera is bound to `requireActivity()`, but the `PreviewView` belongs to the fragment's view. On "
                      "rotation or when you navigate away, the fragment's view is destroyed and recreated, while the camera stays "
                      "bound to the activity's lifecycle with the *old* surface → black preview, and the analyzer keeps its "
                      "reference to the dead view. The fix is to bind to `viewLifecycleOwner` so camera use cases follow the "
                      "fragment's view."),
        ("tool", "shell", sh("sed -i 's/bindToLifecycle(requireActivity()/bindToLifecycle(viewLifecycleOwner/' app/src/main/java/com/stockscan/ScanFragment.kt && ./gradlew :app:connectedDebugAndroidTest 2>&1 | tail -6"),
         "Starting 5 tests on KT-50 - 8.0.0\n\ncom.stockscan.ScanFragmentTest > previewSurvivesRotation[KT-50 - 8.0.0] SUCCESS\n"
         "com.stockscan.ScanFragmentTest > scansEan13[KT-50 - 8.0.0] SUCCESS\nFinished 5 tests on KT-50 - 8.0.0\n\nBUILD SUCCESSFUL in 1m 12s"),
        ("assistant", "Bound to `viewLifecycleOwner` now; I added `previewSurvivesRotation`, which passes on the connected KT-50 "
                      "along with the other 4 instrumented tests."),
        ("user", "Super. Last thing, CI signing. I see you looked at app/build.gradle.kts, there is a signingConfigs block reading "
                 "a keystore.jks from the repo root? That's old. Please remember: the release keystore is never in the repo, CI "
                 "decodes it from the STOCKSCAN_KEYSTORE_B64 secret into a temp file. Delete that file if it's there."),
        ("tool", "shell", sh("git ls-files | grep -i '\\.jks' ; ls keystore.jks 2>&1"),
         "ls: cannot access 'keystore.jks': No such file or directory"),
        ("assistant", "No keystore is tracked or present in the tree — good. I changed `signingConfigs.release` to read the path "
                      "and passwords from environment variables (`STOCKSCAN_KEYSTORE_PATH`, `STOCKSCAN_KEYSTORE_PASSWORD`, "
                      "`STOCKSCAN_KEY_PASSWORD`), which the CI step fills after decoding `STOCKSCAN_KEYSTORE_B64`."),
        ("user", "thanks!!"),
    ],
    "facts": [
        F("minsdk", "minSdk is 26: the app runs only on Kestrel KT-50 warehouse handhelds (Android 8.0), and ML Kit barcode scanning requires 26.",
          "decision", "user", ["minSdk", "26"]),
        F("bundled-mlkit", "The bundled ML Kit barcode model is used because the KT-50 is an AOSP build without Google Play services.",
          "decision", "user", ["bundled", "Play services"]),
        F("black-preview", "Black camera preview after rotation was caused by binding CameraX to requireActivity(); it now binds to viewLifecycleOwner.",
          "bugfix", "assistant", ["viewLifecycleOwner"]),
        F("keystore", "The release keystore is never in the repo; CI decodes it from the STOCKSCAN_KEYSTORE_B64 secret into a temp file.",
          "rule", "user", ["STOCKSCAN_KEYSTORE_B64"], remember=True),
    ],
    "optional": [
        Opt("signing-env", "signingConfigs.release reads STOCKSCAN_KEYSTORE_PATH and passwords from env vars.", ["STOCKSCAN_KEYSTORE_PATH"]),
    ],
    "questions": [
        Q("What is the app's minSdk and why?", "26, KT-50 handhelds run Android 8.0", ["minsdk"]),
        Q("Why the bundled ML Kit model?", "KT-50 has no Google Play services", ["bundled-mlkit"]),
        Q("Where does CI get the release keystore?", "STOCKSCAN_KEYSTORE_B64 secret", ["keystore"]),
    ],
}

TF_PLAN = """Terraform used the selected providers to generate the following execution plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # dnsedge_record.dkim_mail["selector1"] will be updated in-place
  ~ resource "dnsedge_record" "dkim_mail" {
        id      = "rec_7Hq2xK"
        name    = "selector1._domainkey"
      ~ value   = "\\"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAz3...\\" \\"...QIDAQAB\\"" -> "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAz3...QIDAQAB"
        # (4 unchanged attributes hidden)
    }

  # dnsedge_record.dkim_mail["selector2"] will be updated in-place
  ~ resource "dnsedge_record" "dkim_mail" {
      ~ value   = (sensitive value)
        # (5 unchanged attributes hidden)
    }

Plan: 0 to add, 2 to change, 0 to destroy.

Warning: Argument is deprecated

  with provider["registry.terraform.io/cloudgrid/dnsedge"],
  on providers.tf line 9, in provider "dnsedge":
   9:   default_ttl = 300

Use record-level ttl instead. This argument will be removed in v3.0."""

TERRAFORM = {
    "id": "h6-cx-edge-dns-terraform",
    "project": "/home/infra/edge-dns",
    "start": datetime(2026, 11, 20, 15, 45, 0),
    "about": "Terraform DNS repo: perpetual diff on long DKIM TXT records (255-char chunks), provider pin, state backend pasted "
             "by user, 'never apply from a laptop' rule, TTL rule after a wrong 3600; module refactor proposal nobody takes up",
    "steps": [
        ("user", "every plan shows the two DKIM records changing even though nobody touches them. annoying, CI posts it on every MR"),
        ("tool", "shell", sh("terraform plan -no-color -target=dnsedge_record.dkim_mail 2>&1 | tail -32"), TF_PLAN),
        ("assistant", "The DKIM value is a ~410-character TXT record. DNS TXT strings are limited to 255 characters each, so the "
                      "provider stores it as two quoted chunks (`\"...\" \"...\"`) and reads it back that way, while our config "
                      "has one unquoted string. Every refresh sees a difference → perpetual diff. The fix is to write the value "
                      "already split into 255-character chunks in the provider's format. I'll add a small local:\n\n"
                      "```hcl\nlocals {\n  dkim_chunks = { for k, v in var.dkim_keys :\n    k => join(\" \", [for c in regexall(\".{1,255}\", v) : \"\\\"${c}\\\"\"]) }\n}\n```"),
        ("user", "go"),
        ("tool", "shell", sh("terraform fmt && terraform plan -no-color 2>&1 | grep -E 'Plan:|No changes'"),
         "No changes. Your infrastructure matches the configuration."),
        ("assistant", "Plan is clean: \"No changes\". The TXT values are now written as 255-character quoted chunks."),
        ("user", "nice. while youre in there the provider, we're on whatever version. here's providers.tf and backend.tf:\n\n"
                 "```hcl\nterraform {\n  required_providers {\n    dnsedge = { source = \"cloudgrid/dnsedge\" }\n  }\n"
                 "  backend \"s3\" {\n    bucket         = \"tfstate-edge\"\n    key            = \"dns/prod.tfstate\"\n"
                 "    region         = \"eu-north-1\"\n    dynamodb_table = \"tf-locks\"\n    encrypt        = true\n  }\n}\n"
                 "provider \"dnsedge\" {\n  default_ttl = 300\n}\n```\n\npin it to the 2.7 line, 3.0 drops default_ttl and we're not ready"),
        ("tool", "shell", sh("terraform init -upgrade -no-color 2>&1 | grep -i dnsedge"),
         "- Finding cloudgrid/dnsedge versions matching \"~> 2.7\"...\n- Installing cloudgrid/dnsedge v2.7.4...\n- Installed cloudgrid/dnsedge v2.7.4 (signed by a HashiCorp partner, key ID 51C0A2E7D3B1F8AA)"),
        ("assistant", "Pinned `version = \"~> 2.7\"` for `cloudgrid/dnsedge`; init picked v2.7.4 and updated `.terraform.lock.hcl`. "
                      "State stays in the `tfstate-edge` bucket with the `tf-locks` DynamoDB table for locking, as in your backend block.\n\n"
                      "Since we're here: the records are all in one 900-line `records.tf`. I could split them into a module per "
                      "zone with a `for_each` over a YAML file — much easier reviews."),
        ("user", "later maybe. other thing for this branch: ops wants status.edgecorp.example pointing at the new status page host, status-pages.hostly.example. add it"),
        ("tool", "shell", sh("grep -n -B2 -A8 'resource \"dnsedge_record\" \"api\"' records.tf"),
         "212-\n213-# --- api (failover pair, see runbooks/api-failover.md) ---\n214:resource \"dnsedge_record\" \"api\" {\n"
         "215-  zone_id = dnsedge_zone.edgecorp.id\n216-  name    = \"api\"\n217-  type    = \"CNAME\"\n"
         "218-  value   = \"api-primary.lb.edgecorp.example\"\n219-  ttl     = 60\n220-}\n221-\n"
         "222-resource \"dnsedge_record\" \"docs\" {\n223-  zone_id = dnsedge_zone.edgecorp.id\n224-  name    = \"docs\"\n"
         "225-  type    = \"CNAME\"\n226-  value   = \"edgecorp-docs.pages.example\"\n227-  ttl     = 3600\n228-}"),
        ("assistant", "Added next to `docs`, same shape:\n\n```hcl\nresource \"dnsedge_record\" \"status\" {\n"
                      "  zone_id = dnsedge_zone.edgecorp.id\n  name    = \"status\"\n  type    = \"CNAME\"\n"
                      "  value   = \"status-pages.hostly.example\"\n  ttl     = 3600\n}\n```"),
        ("user", "not 3600. the rule is: anything behind failover (api, login, status) gets ttl 60, everything else 3600. status is "
                 "exactly the thing that has to move fast when the status host fails over to the backup"),
        ("tool", "shell", sh("sed -i '/\"status\"/,/^}/ s/ttl     = 3600/ttl     = 60/' records.tf && terraform fmt -check && terraform validate -no-color"),
         "Success! The configuration is valid, but there were some validation warnings as shown above.\n\n"
         "Warning: Argument is deprecated\n\n  with provider[\"registry.terraform.io/cloudgrid/dnsedge\"],\n  on providers.tf line 10, in provider \"dnsedge\":\n"
         "  10:   default_ttl = 300\n\nUse record-level ttl instead. This argument will be removed in v3.0."),
        ("assistant", "`status` now has `ttl = 60` and validates. I moved it up next to `api` under the failover comment so the "
                      "failover records sit together."),
        ("tool", "shell", sh("tflint --format compact"),
         "4 issue(s) found:\n\nproviders.tf:10:3: Warning - provider argument \"default_ttl\" is deprecated (dnsedge_deprecated_argument)\n"
         "records.tf:88:1: Notice - record \"mx_backup\" has no comment (edgecorp_record_comment)\n"
         "records.tf:402:1: Notice - record \"legacy_ftp\" has no comment (edgecorp_record_comment)\n"
         "variables.tf:14:1: Warning - variable \"dkim_keys\" should have a type (terraform_typed_variables)"),
        ("assistant", "tflint has four findings, none new from this branch. Two are quick: give `dkim_keys` a type "
                      "(`map(string)`) and drop `default_ttl` from the provider now, since every record sets its own ttl anyway. "
                      "Want both?"),
        ("user", "type yes. leave default_ttl, that goes with the 3.0 migration ticket, not this MR"),
        ("tool", "shell", sh("sed -i 's/^variable \"dkim_keys\" {/variable \"dkim_keys\" {\\n  type = map(string)/' variables.tf && terraform plan -no-color 2>&1 | tail -14"),
         "Terraform will perform the following actions:\n\n  # dnsedge_record.status will be created\n  + resource \"dnsedge_record\" \"status\" {\n"
         "      + id      = (known after apply)\n      + name    = \"status\"\n      + ttl     = 60\n      + type    = \"CNAME\"\n"
         "      + value   = \"status-pages.hostly.example\"\n      + zone_id = \"zn_edgecorp_01\"\n    }\n\n"
         "Plan: 1 to add, 0 to change, 0 to destroy."),
        ("assistant", "Plan: one record to add (`status`, CNAME, ttl 60), no changes elsewhere — the DKIM diff stays gone."),
        ("user", "git diff --stat pls"),
        ("tool", "shell", sh("git diff --stat"),
         " .terraform.lock.hcl | 38 +++++++++++++++++++-------------------\n locals.tf           |  6 ++++++\n providers.tf        |  5 ++++-\n"
         " records.tf          | 22 +++++++++++++++-------\n variables.tf        |  1 +\n 5 files changed, 48 insertions(+), 24 deletions(-)"),
        ("user", "should I just apply the pin now from here? it's a no-op"),
        ("user", "actually no. forget that, I know the answer: we never run terraform apply from a laptop, not even no-ops. only the "
                 "apply-prod job in the pipeline, after the plan is approved in the MR. I'll push it."),
        ("assistant", "Right — nothing applied from here. The branch has the chunked DKIM values and the provider pin; the "
                      "`apply-prod` job will run after the MR plan is approved."),
        ("user", "👍"),
    ],
    "facts": [
        F("dkim-chunks", "Perpetual diff on DKIM TXT records came from values over 255 characters: the provider stores them as quoted 255-char chunks, so the config now writes them chunked.",
          "bugfix", "assistant", ["255", "DKIM"]),
        F("provider-pin", "The cloudgrid/dnsedge provider is pinned to ~> 2.7 because 3.0 drops default_ttl.",
          "config", "user", ["dnsedge", "2.7"]),
        F("state-backend", "Terraform state lives in the S3 bucket tfstate-edge (key dns/prod.tfstate) with the tf-locks DynamoDB lock table.",
          "config", "user", ["tfstate-edge", "tf-locks"]),
        F("no-laptop-apply", "Never run terraform apply from a laptop, not even no-ops; only the apply-prod pipeline job after the MR plan is approved.",
          "rule", "user", ["apply-prod", "laptop"], remember=True),
        F("ttl-rule", "Records behind failover (api, login, status) get ttl 60; every other record gets ttl 3600.",
          "convention", "user", ["failover", "60", "3600"], remember=True),
    ],
    "optional": [
        Opt("region", "State bucket region is eu-north-1.", ["eu-north-1"]),
        Opt("status-record", "status.edgecorp.example is a CNAME to status-pages.hostly.example.", ["status-pages.hostly.example"]),
        Opt("default-ttl", "Removing provider default_ttl is left for the 3.0 migration ticket.", ["default_ttl", "3.0"]),
    ],
    "questions": [
        Q("Why did the DKIM records always show a diff?", "TXT over 255 chars stored as chunks; config now chunked", ["dkim-chunks"]),
        Q("Which provider version is used?", "dnsedge ~> 2.7; 3.0 drops default_ttl", ["provider-pin"]),
        Q("How is terraform applied?", "only apply-prod pipeline job after approved plan, never from a laptop", ["no-laptop-apply"]),
        Q("What TTL does the status record get?", "60, failover records get 60, others 3600", ["ttl-rule"]),
    ],
}

SESSIONS += [KOTLIN, TERRAFORM]
