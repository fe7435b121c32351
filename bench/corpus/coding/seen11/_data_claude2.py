"""Claude Code sessions of the h11 split (part two)."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

ESCROW_DIFF = """diff --git a/foundry.toml b/foundry.toml
--- a/foundry.toml
+++ b/foundry.toml
@@ -1,14 +1,19 @@
 [profile.default]
 src = "src"
 out = "out"
 libs = ["lib"]
-solc_version = "0.8.20"
+solc_version = "0.8.24"
+auto_detect_solc = false
 optimizer = true
-optimizer_runs = 200
+optimizer_runs = 10000
 evm_version = "cancun"
 fs_permissions = [{ access = "read", path = "./deployments" }]

 [profile.default.fuzz]
 runs = 256
+max_test_rejects = 65536

+[profile.ci]
+fuzz = { runs = 1024 }
+invariant = { runs = 128, depth = 64 }
+verbosity = 3
+
 [rpc_endpoints]
 sepolia = "${SEPOLIA_RPC_URL}"
 anvil = "http://127.0.0.1:8545"
"""

ESCROW_TEST = """$ forge test
[⠊] Compiling...
[⠒] Compiling 41 files with Solc 0.8.24
[⠢] Solc 0.8.24 finished in 6.12s
Compiler run successful!

Ran 14 tests for test/Escrow.t.sol:EscrowTest
[PASS] testFuzz_depositThenRelease(uint96,address) (runs: 256, μ: 91234, ~: 91240)
[PASS] testFuzz_refundAfterDeadline(uint96,uint32) (runs: 256, μ: 78311, ~: 78302)
[PASS] test_disputeFreezesFunds() (gas: 112904)
[PASS] test_releaseCreditsSeller() (gas: 84422)
[PASS] test_revertingSellerCannotBlockRelease() (gas: 97015)
[PASS] test_withdrawSendsCredit() (gas: 61230)
[PASS] test_withdrawTwiceReverts() (gas: 58877)
...
Suite result: ok. 14 passed; 0 failed; 0 skipped; finished in 1.91s (3.02s CPU time)"""

ESCROW = {
    "id": "h11-cc-escrow-pull",
    "agent": "claude-code",
    "project": "/home/dev/handshake-escrow",
    "start": datetime(2026, 11, 24, 10, 5, 0),
    "about": "Solidity escrow: options for paying out, user says 'yeah do that'; foundry.toml diff "
             "with values scattered; 'don't ever' remember in a longer message",
    "steps": [
        ("user", "Hi. The audit note says release() pushes ETH to the seller with call and a seller "
                 "that's a contract can make release revert forever. What are our options?"),
        ("assistant", "Right, that's the classic push-payment problem. Options:\n\n"
                      "- **Keep push, ignore failure**: `call` and carry on if it fails. Funds get "
                      "stuck in the contract with no record of who owns them - bad.\n"
                      "- **Push with a gas stipend** (`transfer`-style 2300 gas): breaks sellers that "
                      "are smart wallets, and gas repricing has bitten this before.\n"
                      "- **Pull payments**: `release()` only credits `pendingWithdrawals[seller]`, "
                      "and the seller calls `withdraw()` themselves. A reverting seller can only "
                      "block their own withdrawal, and release() no longer makes an external call, "
                      "which also closes the reentrancy surface the auditors flagged.\n\n"
                      "I'd go with pull payments."),
        ("user", "yeah do that"),
        ("tool", "Edit", {"file_path": "src/Escrow.sol"},
         "Applied edit: release() credits pendingWithdrawals[deal.seller] += deal.amount and emits "
         "Released; new withdraw() with checks-effects-interactions and nonReentrant; removed the "
         "low-level call from release()"),
        ("tool", "Write", {"file_path": "test/Escrow.t.sol"},
         "Added test_revertingSellerCannotBlockRelease, test_withdrawSendsCredit, "
         "test_withdrawTwiceReverts"),
        ("user", "while you're at it: pin the compiler, CI keeps picking whatever solc it finds. and "
                 "CI should fuzz harder than local. also - don't ever use tx.origin anywhere in this "
                 "repo, not even for the admin checks, the old version had that and it was the first "
                 "thing the auditors circled. the owner check goes through msg.sender and Ownable2Step"),
        ("tool", "Edit", {"file_path": "foundry.toml"}, ESCROW_DIFF),
        ("assistant", "Here's what changed in foundry.toml:\n\n- `solc_version` pinned to **0.8.24** "
                      "with `auto_detect_solc = false`, so CI can't pick another compiler.\n- "
                      "`optimizer_runs` raised from 200 to 10000 since `release`/`withdraw` are called "
                      "far more often than the contract is deployed.\n- a new `[profile.ci]` with "
                      "**1024 fuzz runs** and invariant runs 128 at depth 64; local stays at 256.\n\n"
                      "The CI workflow needs `FOUNDRY_PROFILE=ci` - I added it to .github/workflows/"
                      "test.yml. I also grepped for tx.origin: there's none left in src/."),
        ("tool", "Bash", {"command": "forge test"}, ESCROW_TEST),
        ("assistant", "All 14 pass with solc 0.8.24, including the reverting-seller test."),
        ("user", "nice one, thanks. can you also rename `Released` event to `DealReleased`"),
        ("tool", "Bash", {"command": "grep -rl 'Released' src test | xargs sed -i 's/\\bReleased\\b/DealReleased/g' && forge build"},
         "[⠒] Compiling 3 files with Solc 0.8.24\nCompiler run successful!"),
        ("assistant", "Renamed in src/ and test/, builds fine."),
    ],
    "facts": [
        fact("pull-payments", "Escrow pays out with pull payments: release() credits "
             "pendingWithdrawals and the seller calls withdraw(), so a reverting seller cannot block "
             "release and there is no external call in release().", "decision", "assistant",
             [["pull payments", "pull payment"], "withdraw"]),
        fact("solc-pin", "solc is pinned to 0.8.24 in foundry.toml with auto_detect_solc = false.",
             "config", "assistant", ["solc", "0.8.24"]),
        fact("ci-fuzz", "CI uses FOUNDRY_PROFILE=ci with 1024 fuzz runs; local stays at 256.",
             "config", "assistant", ["1024", "fuzz"]),
        fact("no-tx-origin", "Never use tx.origin anywhere in the repo, not even for admin checks; "
             "owner checks use msg.sender and Ownable2Step.", "rule", "user", ["tx.origin"],
             remember=True),
    ],
    "optional": [
        opt("optimizer", "optimizer_runs is 10000.", ["optimizer_runs", "10000"]),
        opt("event-name", "The release event is called DealReleased.", ["DealReleased"]),
    ],
    "questions": [
        q("How does the escrow pay sellers?", "pull payments, seller calls withdraw", ["pull-payments"]),
        q("Which solc version does the project use?", "0.8.24 pinned", ["solc-pin"]),
        q("Can admin checks use tx.origin?", "never; msg.sender and Ownable2Step", ["no-tx-origin"]),
        q("How many fuzz runs in CI?", "1024", ["ci-fuzz"]),
    ],
}

KTOR_BENCH_1 = """$ ./gradlew :bench:run --args="--engine=cio,okhttp --rps=400 --duration=60s --target=https://processor-sim:9443"
> Task :bench:run
processor-sim TLS 1.3, keep-alive on, 200 virtual clients
engine   req/s    p50 ms   p95 ms   p99 ms   errors   conn opened
cio      398.7    11.2     24.8     61.3     0        200
okhttp   399.1    10.9     19.6     28.4     0        64
BUILD SUCCESSFUL in 1m 14s"""

KTOR_BENCH_2 = """$ ./gradlew :bench:run --args="--engine=cio,okhttp --rps=900 --duration=60s --target=https://processor-sim:9443"
> Task :bench:run
engine   req/s    p50 ms   p95 ms   p99 ms   errors   conn opened
cio      871.4    14.9     48.1     212.7    37 (ConnectTimeout)   611
okhttp   899.6    12.1     23.0     39.8     0        64
BUILD SUCCESSFUL in 1m 16s"""

KTOR_COMPOSE = """$ docker compose ps
NAME                     IMAGE                          STATUS         PORTS
ledgerline-postgres-1    postgres:16.4-alpine           Up 2 hours     0.0.0.0:5433->5432/tcp
ledgerline-redis-1       redis:7.4.1                    Up 2 hours     0.0.0.0:6380->6379/tcp
ledgerline-sim-1         ledgerline/processor-sim:0.9.2 Up 2 hours     0.0.0.0:9443->9443/tcp
ledgerline-jaeger-1      jaegertracing/all-in-one:1.62  Up 2 hours     0.0.0.0:16686->16686/tcp"""

KTOR_TESTS = """$ ./gradlew test
> Task :api:test
PaymentRoutesTest > POST /payments returns 201 with Location PASSED
PaymentRoutesTest > POST /payments with same Idempotency-Key returns original response PASSED
PaymentRoutesTest > POST /payments rejects fractional amount PASSED
ProcessorClientTest > times out after the configured request timeout PASSED
ProcessorClientTest > retries once on 503 PASSED
PaymentStoreTest > stores amount as minor units PASSED
... 48 more
54 tests completed, 0 failed
BUILD SUCCESSFUL in 41s
7 actionable tasks: 3 executed, 4 up-to-date"""

KTOR = {
    "id": "h11-cc-ktor-engine",
    "agent": "claude-code",
    "project": "/home/dev/ledgerline",
    "start": datetime(2026, 11, 24, 13, 20, 0),
    "about": "Kotlin Ktor payments API; HTTP client engine picked as CIO then reversed to OkHttp after "
             "a benchmark (last counts); remember-request hidden as point 3 of a numbered list; "
             "timeout and idempotency window; docker ports that are not decisions",
    "steps": [
        ("user", "hey, we need an outgoing HttpClient for the card processor calls. which engine?"),
        ("assistant", "For Ktor client on the JVM the realistic choices are **CIO** (pure Kotlin, "
                      "coroutine-native, no extra deps), **OkHttp** (battle-tested connection pool, "
                      "HTTP/2) and **Apache5**. For a first cut I'd take CIO: zero extra "
                      "dependencies and it fits the coroutine model. We can benchmark later."),
        ("user", "ok cio"),
        ("tool", "Edit", {"file_path": "api/build.gradle.kts"},
         "+    implementation(\"io.ktor:ktor-client-cio:3.0.1\")\n"
         "+    implementation(\"io.ktor:ktor-client-content-negotiation:3.0.1\")"),
        ("tool", "Write", {"file_path": "api/src/main/kotlin/ledgerline/processor/ProcessorClient.kt"},
         "File created (74 lines): ProcessorClient(httpClient) with authorize(), capture(), refund()"),
        ("assistant", "ProcessorClient is in place with CIO. What request timeout should calls to the "
                      "processor have? Their docs say they answer within 5 s at p99.9."),
        ("user", "8 seconds. anything over that we treat as unknown state and reconcile later"),
        ("tool", "Edit", {"file_path": "api/src/main/kotlin/ledgerline/processor/ProcessorClient.kt"},
         "+    install(HttpTimeout) {\n+        requestTimeoutMillis = 8_000\n+        connectTimeoutMillis = 2_000\n+    }"),
        ("assistant", "Set `requestTimeoutMillis = 8_000` (and a 2 s connect timeout). A timeout "
                      "raises `ProcessorTimeout`, which the route maps to a 202 with status "
                      "`PENDING_RECONCILIATION`."),
        ("user", "good. is the sim up? I want numbers before we go further"),
        ("tool", "Bash", {"command": "docker compose ps"}, KTOR_COMPOSE),
        ("assistant", "Everything's up; the processor sim listens on 9443. Running the engine "
                      "benchmark at 400 rps first."),
        ("tool", "Bash", {"command": "./gradlew :bench:run --args=\"--engine=cio,okhttp --rps=400\""},
         KTOR_BENCH_1),
        ("assistant", "At 400 rps they're close on p50, but CIO's p99 is already twice OkHttp's (61 "
                      "vs 28 ms) and it opened 200 connections against OkHttp's 64. Let me push to "
                      "900 rps, closer to Black Friday peak."),
        ("tool", "Bash", {"command": "./gradlew :bench:run --args=\"--engine=cio,okhttp --rps=900\""},
         KTOR_BENCH_2),
        ("assistant", "That settles it for me:\n\n| engine | p99 @900 rps | errors |\n|---|---|---|\n"
                      "| cio | 212.7 ms | 37 ConnectTimeout |\n| okhttp | 39.8 ms | 0 |\n\nCIO keeps "
                      "opening new TLS connections under load (611) instead of reusing the pool, and "
                      "the handshakes pile up. I'd switch the processor client to **OkHttp** - the "
                      "pool reuse is exactly what we need for one upstream host. Switch?"),
        ("user", "yes switch to okhttp, the p99 difference is not close"),
        ("tool", "Edit", {"file_path": "api/build.gradle.kts"},
         "-    implementation(\"io.ktor:ktor-client-cio:3.0.1\")\n"
         "+    implementation(\"io.ktor:ktor-client-okhttp:3.0.1\")"),
        ("tool", "Edit", {"file_path": "api/src/main/kotlin/ledgerline/processor/ProcessorClient.kt"},
         "-fun processorHttpClient() = HttpClient(CIO) {\n+fun processorHttpClient() = HttpClient(OkHttp) {\n"
         "+    engine { config { connectionPool(ConnectionPool(64, 5, TimeUnit.MINUTES)) } }"),
        ("assistant", "Switched to the OkHttp engine with a 64-connection pool; the 8 s request "
                      "timeout is unchanged."),
        ("user", "ok few things:\n1. rename PaymentRepo to PaymentStore everywhere\n2. the "
                 "idempotency keys - keep them 24h in redis, header is Idempotency-Key, same key "
                 "within 24h returns the stored response\n3. remember that amounts are always Long "
                 "minor units (cents) in this codebase, never Double and never BigDecimal in the API "
                 "layer, I keep having to fix that in reviews\n4. run the tests again after"),
        ("tool", "Bash", {"command": "grep -rl PaymentRepo api/src | xargs sed -i 's/PaymentRepo/PaymentStore/g'"},
         ""),
        ("tool", "Edit", {"file_path": "api/src/main/kotlin/ledgerline/routes/Idempotency.kt"},
         "+private val IDEMPOTENCY_TTL = 24.hours\n+const val IDEMPOTENCY_HEADER = \"Idempotency-Key\"\n"
         "+ redis.set(\"idem:$key\", response, SetParams().ex(IDEMPOTENCY_TTL.inWholeSeconds))"),
        ("tool", "Grep", {"pattern": "Double|BigDecimal", "path": "api/src/main/kotlin/ledgerline/routes"},
         "api/src/main/kotlin/ledgerline/routes/dto/RefundRequest.kt:7:    val amount: Double,"),
        ("tool", "Edit", {"file_path": "api/src/main/kotlin/ledgerline/routes/dto/RefundRequest.kt"},
         "-    val amount: Double,\n+    val amountMinor: Long,"),
        ("tool", "Bash", {"command": "./gradlew test"}, KTOR_TESTS),
        ("assistant", "Done:\n1. `PaymentRepo` → `PaymentStore` (9 files).\n2. Idempotency keys "
                      "stored in Redis for 24h under `idem:<key>`, read from the `Idempotency-Key` "
                      "header; a repeat within 24h returns the stored response.\n3. Got it on "
                      "amounts - I found one `Double` left in `RefundRequest` and changed it to "
                      "`amountMinor: Long`.\n4. 54 tests, all green."),
        ("user", "perfect, thanks!"),
        ("assistant", "Anytime! Should I also remove the CIO bench code path or keep it for "
                      "comparison?"),
        ("user", "keep it"),
    ],
    "facts": [
        fact("okhttp-engine", "The processor HttpClient uses the OkHttp engine (not CIO): at 900 rps "
             "CIO's p99 was 212 ms with connect timeouts while OkHttp reused its pool at 39.8 ms.",
             "decision", "user", ["OkHttp"]),
        fact("timeout-8s", "Processor requests time out after 8 seconds (requestTimeoutMillis = "
             "8_000); a timeout is treated as unknown state and reconciled later.", "config", "user",
             [["8 seconds", "8_000", "8 s"], "timeout"]),
        fact("timeout-pending", "A processor timeout raises ProcessorTimeout and the route answers 202 "
             "with status PENDING_RECONCILIATION.", "decision", "assistant",
             ["PENDING_RECONCILIATION"]),
        fact("idempotency", "Idempotency keys come in the Idempotency-Key header and are kept 24h in "
             "Redis; a repeat returns the stored response.", "decision", "user",
             ["Idempotency-Key", "24h"]),
        fact("minor-units", "Amounts are always Long minor units (cents), never Double or BigDecimal "
             "in the API layer.", "rule", "user", ["minor units", "Long"], remember=True),
    ],
    "optional": [
        opt("pool", "The OkHttp pool holds 64 connections.", ["64", "pool"]),
        opt("store-name", "PaymentRepo was renamed PaymentStore.", ["PaymentStore"]),
    ],
    "questions": [
        q("Which Ktor client engine talks to the card processor and why?", "OkHttp, CIO p99 much worse "
          "at 900 rps", ["okhttp-engine"]),
        q("How are money amounts represented?", "Long minor units cents, never Double or BigDecimal",
          ["minor-units"]),
        q("How long are idempotency keys kept?", "24h in Redis", ["idempotency"]),
        q("What is the processor request timeout?", "8 seconds", ["timeout-8s"]),
    ],
}
