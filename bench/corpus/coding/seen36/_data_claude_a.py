"""h36 Claude Code sessions, part a: yen statements a hundred times too small in mintline-ledger (Mintline is a
small fintech paying out marketplace sellers; the ledger is Kotlin on Postgres), idempotency keys for the public
API in mintline-gateway (TypeScript, Fastify), and the morning after a double payout in payouts (Elixir, Oban)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LEDGER = "/home/nadia/src/mintline-ledger"
GATEWAY = "/Users/tomas/dev/mintline-gateway"
PAYOUTS = "/home/marco/code/payouts"

SESSIONS = [
    {
        "id": "h36-cc-ledger-jpy-minor-units",
        "project": LEDGER,
        "start": datetime(2026, 11, 2, 9, 40),
        "branch": "nadia/jpy-statements",
        "about": "mintline-ledger: an Osaka merchant's October statement shows ¥120.00 for a ¥12,000 payout; the "
                 "person's theory (Paylark's 2026-10-01 API version sends yen in major units) ruled out, webhook "
                 "amounts are still minor units; real cause Money.toMajor()/fromMajor() shifting the decimal point "
                 "by a hardcoded 2 (KWD statements 10x too large too); fix uses Currency.defaultFractionDigits; "
                 "'write this down somewhere you'll find it' money is a bigint of minor units plus the ISO code; "
                 "conditional rule: a change to Money.kt always comes with JPY/EUR/KWD test cases",
        "steps": [
            ("user", "support escalated one: a merchant in Osaka says their October statement shows ¥120.00 for a "
                     "payout that was ¥12,000. only yen, the EUR and GBP statements look fine. my money is on "
                     "Paylark, they moved us to API version 2026-10-01 last month and I think yen amounts arrive in "
                     "major units since then"),
            bash("psql \"$LEDGER_RO_URL\" -Atc \"select payload->'data'->>'amount', payload->'data'->>'currency', "
                 "api_version from inbound_events where provider = 'paylark' and payload->'data'->>'currency' = "
                 "'JPY' order by received_at desc limit 3\"",
                 "12000|JPY|2026-10-01\n4500|JPY|2026-10-01\n98000|JPY|2026-10-01\n"),
            bash("psql \"$LEDGER_RO_URL\" -Atc \"select payload->'data'->>'amount', api_version from inbound_events "
                 "where provider = 'paylark' and payload->'data'->>'currency' = 'JPY' and api_version < "
                 "'2026-10-01' order by received_at desc limit 2\"",
                 "7300|2025-06-01\n15800|2025-06-01\n"),
            ("assistant", "Paylark isn't it. Their amounts are in the currency's minor unit, and the yen has no "
                          "minor unit (ISO 4217 exponent 0), so `12000` means ¥12,000, on the new API version and "
                          "on the old one alike. The number arrives intact; something on our side divides it by "
                          "100 on the way to the statement."),
            tool("Read", {"file_path": f"{LEDGER}/src/main/kotlin/com/mintline/ledger/money/Money.kt"},
                 "     1\tpackage com.mintline.ledger.money\n"
                 "     2\t\n"
                 "     3\timport java.math.BigDecimal\n"
                 "     4\timport java.util.Currency\n"
                 "     5\t\n"
                 "     6\tdata class Money(val minor: Long, val currency: Currency) {\n"
                 "     7\t    fun toMajor(): BigDecimal = BigDecimal.valueOf(minor).movePointLeft(2)\n"
                 "     8\t\n"
                 "     9\t    companion object {\n"
                 "    10\t        fun fromMinor(minor: Long, code: String) = Money(minor, Currency.getInstance(code))\n"
                 "    11\t        fun fromMajor(major: BigDecimal, code: String) =\n"
                 "    12\t            Money(major.movePointRight(2).longValueExact(), Currency.getInstance(code))\n"
                 "    13\t    }\n"
                 "    14\t}\n"),
            ("assistant", "Found it. `toMajor()` and `fromMajor()` move the decimal point by a hardcoded 2. The "
                          "ledger stores 12000 correctly and the statement renderer calls `toMajor()`, which turns "
                          "it into 120.00. For JPY the shift has to be 0, and for the three-decimal currencies "
                          "(KWD, BHD, JOD) it's 3. `java.util.Currency` already knows this as "
                          "`defaultFractionDigits`. Let me see which statements are affected."),
            bash("psql \"$LEDGER_RO_URL\" -Atc \"select currency, count(*) from statements where period = '2026-10' "
                 "group by 1 order by 2 desc\"",
                 "EUR|3120\nGBP|410\nUSD|96\nJPY|14\nKWD|2\n"),
            ("assistant", "Two currencies render wrong: the 14 JPY statements are 100x too small, and the 2 KWD "
                          "statements are 10x too large (three decimals treated as two)."),
            tool("Edit", {"file_path": f"{LEDGER}/src/main/kotlin/com/mintline/ledger/money/Money.kt",
                          "old_string": "movePointLeft(2)",
                          "new_string": "movePointLeft(currency.defaultFractionDigits)"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LEDGER}/src/main/kotlin/com/mintline/ledger/money/Money.kt",
                          "old_string": "Money(major.movePointRight(2).longValueExact(), Currency.getInstance(code))",
                          "new_string": "Currency.getInstance(code).let { c ->\n"
                                        "                Money(major.movePointRight(c.defaultFractionDigits)"
                                        ".longValueExact(), c)\n            }"},
                 "The file has been updated."),
            ("user", "and make that a standing rule for the tests: if anyone touches Money.kt, the change comes with "
                     "test cases for a zero-decimal, a two-decimal and a three-decimal currency. JPY, EUR, KWD. every "
                     "time, not just today"),
            tool("Write", {"file_path": f"{LEDGER}/src/test/kotlin/com/mintline/ledger/money/MoneyTest.kt",
                           "content": "class MoneyTest {\n"
                                      "    @Test fun `jpy has no minor unit`() =\n"
                                      "        assertEquals(BigDecimal(\"12000\"), Money.fromMinor(12000, \"JPY\")"
                                      ".toMajor())\n"
                                      "    @Test fun `eur has two decimals`() =\n"
                                      "        assertEquals(BigDecimal(\"120.00\"), Money.fromMinor(12000, \"EUR\")"
                                      ".toMajor())\n"
                                      "    @Test fun `kwd has three decimals`() =\n"
                                      "        assertEquals(BigDecimal(\"12.000\"), Money.fromMinor(12000, \"KWD\")"
                                      ".toMajor())\n}\n"},
                 f"File created successfully at: {LEDGER}/src/test/kotlin/com/mintline/ledger/money/MoneyTest.kt"),
            bash("./gradlew test --tests '*MoneyTest*' -q 2>&1 | tail -n 5",
                 "MoneyTest > jpy has no minor unit() PASSED\n"
                 "MoneyTest > eur has two decimals() PASSED\n"
                 "MoneyTest > kwd has three decimals() PASSED\n\n"
                 "BUILD SUCCESSFUL in 14s\n"),
            ("user", "good. and write this down somewhere you'll find it next time: in the ledger money is a bigint "
                     "count of minor units plus the ISO currency code. in the database, in every API, in events. "
                     "never a decimal, never a float. the only place a decimal point exists is when we render a "
                     "statement or a PDF"),
            bash("rg -n 'numeric|decimal|double precision' src/main/resources/db/migration",
                 "src/main/resources/db/migration/V31__fx_rates.sql:4:    rate numeric(18, 8) not null,\n"),
            ("assistant", "Noted. The schema already follows it: the only numeric column in the migrations is "
                          "`fx_rates.rate`, which is an exchange rate, not an amount of money."),
            ("user", "yes rates are fine as numeric, they're not money. regenerate the 16 broken statements and send "
                     "them with the corrected-statement template, not the normal one"),
            bash("./gradlew :statements:run -q --args='regenerate --period 2026-10 --currency JPY,KWD "
                 "--template statement_corrected'",
                 "regenerated 16 statements (JPY 14, KWD 2)\nqueued 16 emails with template statement_corrected\n"),
            bash("git add -A && git commit -qm 'money: use the currency fraction digits when converting to major "
                 "units' && git log -1 --oneline",
                 "e41b07a money: use the currency fraction digits when converting to major units\n"),
            ("assistant", "Committed on nadia/jpy-statements. The 16 corrected statements are regenerated and their "
                          "emails are queued with the statement_corrected template."),
        ],
        "facts": [
            fact("jpy-statements", "JPY statements showed amounts 100x too small (and KWD 10x too large) because "
                                   "Money.toMajor()/fromMajor() in mintline-ledger moved the decimal point by a "
                                   "hardcoded 2; they now use the currency's defaultFractionDigits. Paylark's "
                                   "2026-10-01 API version was not the cause, its amounts are still minor units.",
                 "bugfix", "assistant", [["toMajor", "Money.kt", "hardcoded 2"], "JPY", "defaultFractionDigits"]),
            fact("money-minor-units", "In the ledger, money is a bigint count of minor units plus the ISO currency "
                                      "code, in the database, every API and events; never a decimal or a float. A "
                                      "decimal point only exists when rendering a statement or a PDF.",
                 "convention", "user", ["minor units", "bigint", ["never a decimal", "float"]], remember=True),
            fact("money-tests", "If anyone changes Money.kt, the change comes with test cases for a zero-, a two- and "
                                "a three-decimal currency: JPY, EUR and KWD.",
                 "rule", "user", ["Money.kt", "JPY", "KWD"]),
        ],
        "optional": [
            opt("paylark-minor", "Paylark sends amounts in the currency's minor unit (JPY has exponent 0).",
                ["Paylark", "minor unit"]),
            opt("fx-numeric", "Exchange rates (fx_rates.rate) may be numeric; they are not money.",
                ["fx_rates"]),
        ],
        "questions": [
            q("Why did yen statements show amounts 100x too small?",
              "Money.toMajor() moved the decimal point by a hardcoded 2; the yen has no minor unit",
              ["jpy-statements"]),
            q("How does the ledger represent amounts of money?",
              "a bigint count of minor units plus the ISO currency code, never a decimal or a float",
              ["money-minor-units"]),
            q("What tests must a change to Money.kt come with?",
              "test cases for JPY, EUR and KWD (zero, two and three decimals)", ["money-tests"]),
        ],
    },
    {
        "id": "h36-cc-gateway-idempotency-store",
        "project": GATEWAY,
        "start": datetime(2026, 11, 3, 14, 5),
        "branch": "tomas/PAY-412-idempotency-keys",
        "about": "mintline-gateway: idempotency keys for POST /v1/payouts and /v1/transfers; stored in Postgres "
                 "(idempotency_keys, primary key merchant_id + key) in the same transaction as the insert; Redis "
                 "rejected (a lost key is a double transfer), DynamoDB rejected (second database, nobody on call "
                 "knows it); Idempotency-Key header up to 255 chars; retention 24h first, raised to 72 hours later "
                 "in the session; 'this one will come up again in later sessions' 422 idempotency_key_reused / 409 "
                 "with Retry-After: 1",
        "steps": [
            ("user", "we're finally doing idempotency keys on the public API. POST /v1/payouts and POST "
                     "/v1/transfers first. merchants have asked since the summer, and last week one of them retried "
                     "a timeout and got two transfers. first thing to settle: where the keys live"),
            bash("ls src/routes/v1 && rg -l 'ioredis' src",
                 "accounts.ts\npayouts.ts\ntransfers.ts\nwebhooks.ts\nsrc/plugins/rate-limit.ts\n"),
            bash("redis-cli -u \"$REDIS_URL\" config get maxmemory-policy | tail -n 1; redis-cli -u \"$REDIS_URL\" "
                 "info replication | grep -E '^(role|connected_slaves)'",
                 "volatile-lru\nrole:master\nconnected_slaves:1\n"),
            ("assistant", "Three options:\n\n"
                          "1. **Redis** (already there for the rate limiter): `SET key NX EX ttl` before the insert. "
                          "Fast, but the key and the transfer are two separate writes: if the process dies between "
                          "them, or Redis fails over to its replica (replication is asynchronous, the last writes "
                          "can be lost), a retry creates a second transfer. It also runs `volatile-lru`, so keys "
                          "with a TTL are exactly what it evicts under memory pressure.\n"
                          "2. **Postgres**: an `idempotency_keys` table with primary key `(merchant_id, key)`, "
                          "written in the same transaction as the payout or transfer row. Atomic with the thing it "
                          "protects, survives failover; costs one row per request.\n"
                          "3. **DynamoDB** with conditional writes: strongly consistent and cheap at our volume, "
                          "but new infrastructure, and it still isn't in the same transaction as the insert."),
            ("user", "postgres. redis is out for exactly the reason you give, a lost key is a double transfer and "
                     "that is the one thing this feature exists to prevent. dynamo is out too, we're not adding a "
                     "second database for one table, and nobody on call has ever operated it. one transaction with "
                     "the insert"),
            tool("Write", {"file_path": f"{GATEWAY}/migrations/0042_idempotency_keys.sql",
                           "content": "create table idempotency_keys (\n"
                                      "  merchant_id   uuid        not null,\n"
                                      "  key           text        not null check (length(key) <= 255),\n"
                                      "  request_hash  bytea       not null,\n"
                                      "  status        text        not null default 'in_flight',\n"
                                      "  response_code int,\n"
                                      "  response_body jsonb,\n"
                                      "  created_at    timestamptz not null default now(),\n"
                                      "  primary key (merchant_id, key)\n);\n"
                                      "create index idempotency_keys_created_at on idempotency_keys (created_at);\n"},
                 f"File created successfully at: {GATEWAY}/migrations/0042_idempotency_keys.sql"),
            ("assistant", "The header is `Idempotency-Key`, up to 255 characters, scoped per merchant (that's the "
                          "primary key). How long should a key be kept? Stripe keeps them 24 hours; I'd start there "
                          "and let an hourly cleanup job delete older rows."),
            ("user", "24h ok"),
            tool("Write", {"file_path": f"{GATEWAY}/src/plugins/idempotency.ts",
                           "content": "import fp from 'fastify-plugin';\n\n"
                                      "export const IDEMPOTENCY_HEADER = 'idempotency-key';\n"
                                      "export const IDEMPOTENCY_RETENTION_HOURS = 24;\n\n"
                                      "export default fp(async (app) => {\n"
                                      "  app.decorateRequest('idempotency', null);\n"
                                      "  app.addHook('preHandler', claimKey);\n"
                                      "  app.addHook('onSend', storeResponse);\n});\n"},
                 f"File created successfully at: {GATEWAY}/src/plugins/idempotency.ts"),
            ("assistant", "Behaviour on a repeated key: same body, I replay the stored response with "
                          "`Idempotent-Replayed: true`. For the other two cases I need your call. A different body "
                          "under the same key, and a key whose first request hasn't finished yet: 409 or 422?"),
            ("user", "different body is 422 with error code idempotency_key_reused. 409 is for the second one, first "
                     "request still in flight, with Retry-After: 1. this one will come up again in later sessions, "
                     "every time we add an endpoint, so keep it around: same key + different body = 422 "
                     "idempotency_key_reused, same key while the first is still running = 409 + Retry-After: 1"),
            tool("Edit", {"file_path": f"{GATEWAY}/src/plugins/idempotency.ts",
                          "old_string": "  app.addHook('preHandler', claimKey);\n",
                          "new_string": "  // same key + different body -> 422 idempotency_key_reused\n"
                                        "  // same key, first request still in flight -> 409, Retry-After: 1\n"
                                        "  app.addHook('preHandler', claimKey);\n"},
                 "The file has been updated."),
            bash("npx vitest run test/idempotency.test.ts 2>&1 | tail -n 4",
                 " ✓ test/idempotency.test.ts (9 tests) 412ms\n\n"
                 " Test Files  1 passed (1)\n      Tests  9 passed (9)\n"),
            ("user", "thinking about it again, 24h is too short. merchants' batch jobs retry failed transfers over "
                     "the weekend, so a friday evening timeout gets retried monday morning with the same key. make "
                     "it 72 hours"),
            tool("Edit", {"file_path": f"{GATEWAY}/src/plugins/idempotency.ts",
                          "old_string": "IDEMPOTENCY_RETENTION_HOURS = 24;",
                          "new_string": "IDEMPOTENCY_RETENTION_HOURS = 72;"},
                 "The file has been updated."),
            bash("rg -n 'RETENTION_HOURS' src",
                 "src/plugins/idempotency.ts:4:export const IDEMPOTENCY_RETENTION_HOURS = 72;\n"
                 "src/jobs/cleanup-idempotency.ts:9:    .where('created_at', '<', hoursAgo(IDEMPOTENCY_RETENTION_HOURS))\n"),
            ("assistant", "72 hours, and the hourly cleanup job reads the same constant. At roughly 400k POSTs a "
                          "day that's about 1.2 million rows at steady state, nothing for one indexed table."),
            bash("npx vitest run 2>&1 | tail -n 2 && git add -A && git commit -qm 'api: idempotency keys on POST "
                 "/v1/payouts and /v1/transfers' && git log -1 --oneline",
                 "      Tests  187 passed (187)\n   Duration  6.02s\n"
                 "3c9a1f0 api: idempotency keys on POST /v1/payouts and /v1/transfers\n"),
        ],
        "facts": [
            fact("idem-store", "The public API's idempotency keys live in Postgres (table idempotency_keys, primary "
                               "key merchant_id + key), written in the same transaction as the payout or transfer "
                               "insert. Redis was rejected because a lost key is a double transfer; DynamoDB was "
                               "rejected as a second database nobody on call has operated.",
                 "decision", "user", ["idempotency_keys", ["Postgres", "same transaction"], ["Redis", "DynamoDB"]]),
            fact("idem-header", "The idempotency header is Idempotency-Key, up to 255 characters, scoped per "
                                "merchant.",
                 "config", "assistant", ["Idempotency-Key", "255"]),
            fact("idem-retention", "Idempotency keys are kept 72 hours (raised from 24h because merchants' batch "
                                   "jobs retry over the weekend); an hourly cleanup job deletes older rows.",
                 "config", "user", [["72 hours", "72h", "72"], ["idempotency", "RETENTION"]]),
            fact("idem-conflicts", "Same idempotency key with a different body returns 422 with error code "
                                   "idempotency_key_reused; same key while the first request is still in flight "
                                   "returns 409 with Retry-After: 1.",
                 "rule", "user", ["422", "idempotency_key_reused", "409"], remember=True),
        ],
        "optional": [
            opt("idem-replay", "A repeated key with the same body replays the stored response with "
                               "Idempotent-Replayed: true.",
                ["Idempotent-Replayed"]),
        ],
        "questions": [
            q("Where are the public API's idempotency keys stored, and why not Redis?",
              "in Postgres, in the same transaction as the insert; a lost key in Redis is a double transfer",
              ["idem-store"]),
            q("How long are idempotency keys kept?", "72 hours", ["idem-retention"]),
            q("What does the API return when an idempotency key is reused with a different body?",
              "422 with error code idempotency_key_reused", ["idem-conflicts"]),
        ],
    },
    {
        "id": "h36-cc-payouts-double-payout",
        "project": PAYOUTS,
        "start": datetime(2026, 11, 5, 8, 20),
        "about": "payouts: the 16:00 run on 2026-11-04 paid 214 sellers twice (38,410.22 EUR); SubmitBatch timed "
                 "out after 15 s while Brightwater Bank had accepted, Oban retried, no end_to_end_id so the bank "
                 "did not dedupe; the person's ops double-click theory dropped; 'keep this one, forever' rule: a "
                 "timed-out payout request is never retried blindly, status unknown and check by end_to_end_id, "
                 "every payment carries our payout id as end_to_end_id; StatusCheck worker every 5 minutes; "
                 "receive_timeout 45 seconds; near-miss joke 'remember when Dave was paid three times'",
        "steps": [
            ("user", "good morning. we have a bad one. yesterday the 16:00 payout run paid 214 sellers two times, "
                     "38,410.22 EUR went out double. finance saw it this morning on the bank statement. I need to "
                     "understand what happened before the call at 10. my first idea is ops, they clicked 'release "
                     "batch' two times, the button has no lock"),
            bash("psql \"$PAYOUTS_DB\" -Atc \"select id, worker, state, attempt, attempted_at, "
                 "errors->-1->>'error' from oban_jobs where args->>'batch_id' = 'pb_20261104_1600'\"",
                 "88123|Payouts.Workers.SubmitBatch|completed|2|2026-11-04 16:00:44+00|** (Mint.TransportError) "
                 "the request timed out after 15000ms\n"),
            bash("psql \"$PAYOUTS_DB\" -Atc \"select action, actor, inserted_at from batch_audit where batch_id = "
                 "'pb_20261104_1600' order by inserted_at\"",
                 "created|scheduler|2026-11-04 15:55:00+00\nreleased|ops:giedre|2026-11-04 15:58:12+00\n"),
            ("assistant", "It wasn't a double click: the batch was released once (15:58:12, by ops) and there is "
                          "one job, 88123. But that job ran twice: attempt 1 failed with a timeout after 15000 ms "
                          "talking to Brightwater, Oban retried it, and attempt 2 completed. Let's see what the "
                          "bank received."),
            bash("bw payments list --created-after 2026-11-04T15:59:00Z --created-before 2026-11-04T16:10:00Z "
                 "--group-by request",
                 "REQUEST_ID       RECEIVED_AT           ITEMS  STATUS\n"
                 "req_7f2c91d04b  2026-11-04T16:00:03Z  214    ACCEPTED\n"
                 "req_a0d4e3f71c  2026-11-04T16:00:44Z  214    ACCEPTED\n"),
            tool("Read", {"file_path": f"{PAYOUTS}/lib/payouts/workers/submit_batch.ex"},
                 "     1\tdefmodule Payouts.Workers.SubmitBatch do\n"
                 "     2\t  use Oban.Worker, queue: :bank, max_attempts: 5\n"
                 "     3\t\n"
                 "     4\t  @impl Oban.Worker\n"
                 "     5\t  def perform(%Oban.Job{args: %{\"batch_id\" => id}}) do\n"
                 "     6\t    batch = Payouts.Batches.get!(id, preload: :payouts)\n"
                 "     7\t    payments = Enum.map(batch.payouts, fn p ->\n"
                 "     8\t      %{amount: p.amount_minor, iban: p.iban, reference: p.statement_ref}\n"
                 "     9\t    end)\n"
                 "    10\t    Brightwater.submit_batch(payments)\n"
                 "    11\t  end\n"
                 "    12\tend\n"),
            ("assistant", "That's the whole story. Brightwater received the first request at 16:00:03 and "
                          "accepted it, but answered later than our 15 s timeout. From our side it looked like a "
                          "failure; Oban retried 40 s later with the same 214 payouts, and the bank accepted them "
                          "again as new payments. Two things let it happen:\n\n"
                          "1. SubmitBatch treats a timeout like any other error, and Oban retries it (max_attempts "
                          "5).\n"
                          "2. We send no end-to-end id. Brightwater rejects a payment whose EndToEndId it has seen "
                          "in the last 10 days, but our payments leave it empty, so the second request looked "
                          "new.\n\n"
                          "A timeout means we don't know whether the bank has the payments, so a retry is a guess."),
            ("user", "ok, not ops, good for Giedrė. so the fix, for me: end_to_end_id is our payout id, always. and a "
                     "timeout is not a failure, it's 'we don't know'. we mark the batch unknown and we ask the bank"),
            ("assistant", "Proposal:\n"
                          "- every payment gets `end_to_end_id: payout.id` (our ids are `po_` + a 26-character ULID, "
                          "29 characters, inside SEPA's 35);\n"
                          "- on `Mint.TransportError` with reason `:timeout`, SubmitBatch returns `{:cancel, "
                          ":outcome_unknown}` and sets the batch status to `unknown`;\n"
                          "- a new `StatusCheck` worker runs every 5 minutes and asks Brightwater for each payout of "
                          "an unknown batch by end_to_end_id; found ones become `sent`, and only when the bank "
                          "confirms it has none of them does the batch go back to `ready`."),
            ("user", "yes all of this. keep this one, forever: a payout request that times out is never retried "
                     "blindly. the status goes to unknown and we check with the bank by end_to_end_id before "
                     "anything else is sent. and every payment we send to Brightwater carries our payout id as "
                     "end_to_end_id"),
            tool("Edit", {"file_path": f"{PAYOUTS}/lib/payouts/workers/submit_batch.ex",
                          "old_string": "      %{amount: p.amount_minor, iban: p.iban, reference: p.statement_ref}\n"
                                        "    end)\n    Brightwater.submit_batch(payments)\n",
                          "new_string": "      %{amount: p.amount_minor, iban: p.iban, reference: p.statement_ref,\n"
                                        "        end_to_end_id: p.id}\n    end)\n\n"
                                        "    case Brightwater.submit_batch(payments) do\n"
                                        "      {:error, %Mint.TransportError{reason: :timeout}} ->\n"
                                        "        Payouts.Batches.mark_unknown!(batch)\n"
                                        "        {:cancel, :outcome_unknown}\n\n"
                                        "      other ->\n        other\n    end\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{PAYOUTS}/lib/payouts/workers/status_check.ex",
                           "content": "defmodule Payouts.Workers.StatusCheck do\n"
                                      "  # cron: every 5 minutes (config/runtime.exs)\n"
                                      "  use Oban.Worker, queue: :bank, max_attempts: 3\n\n"
                                      "  @impl Oban.Worker\n  def perform(_job) do\n"
                                      "    Payouts.Batches.unknown() |> Enum.each(&Payouts.Reconcile.by_end_to_end_id/1)\n"
                                      "  end\nend\n"},
                 f"File created successfully at: {PAYOUTS}/lib/payouts/workers/status_check.ex"),
            bash("mix test test/payouts/workers 2>&1 | tail -n 3",
                 "Finished in 1.9 seconds (0.4s async, 1.5s sync)\n22 tests, 0 failures\n"),
            ("user", "and the timeout itself. 15 seconds is short for a batch of 200+, Brightwater told us p99 for a "
                     "batch submit is 22 seconds. put 45 seconds"),
            tool("Edit", {"file_path": f"{PAYOUTS}/config/runtime.exs",
                          "old_string": "  receive_timeout: 15_000,",
                          "new_string": "  receive_timeout: 45_000,"},
                 "The file has been updated."),
            ("user", "now the recall. finance needs the list to ask Brightwater to recall the second payments. lol "
                     "remember when Dave from the bike shop got paid three times for one invoice in 2024 and sent us "
                     "a cake to say sorry? I don't think 214 people send cakes"),
            bash("mix payouts.export_request req_a0d4e3f71c --out /tmp/recall_pb_20261104_1600.csv && wc -l "
                 "/tmp/recall_pb_20261104_1600.csv",
                 "exported 214 payments\n215 /tmp/recall_pb_20261104_1600.csv\n"),
            bash("git add -A && git commit -qm 'payouts: end_to_end_id on every payment, timeouts go to unknown' "
                 "&& git log -1 --oneline",
                 "9b20c7e payouts: end_to_end_id on every payment, timeouts go to unknown\n"),
            ("assistant", "Committed. /tmp/recall_pb_20261104_1600.csv has the 214 payments of the second request "
                          "(req_a0d4e3f71c) for finance's recall. For the 10:00 call: one release, one job, a 15 s "
                          "timeout against a bank that had already accepted, an automatic retry, and no "
                          "end-to-end id for the bank to dedupe on."),
        ],
        "facts": [
            fact("double-payout", "On 2026-11-04 the 16:00 payout run (pb_20261104_1600) paid 214 sellers twice "
                                  "(38,410.22 EUR): SubmitBatch timed out after 15 s although Brightwater had "
                                  "accepted the request, Oban retried it, and with no end_to_end_id the bank accepted "
                                  "the payments again. Not an ops double click.",
                 "fact", "assistant", ["214", "SubmitBatch", ["timed out", "timeout"]]),
            fact("timeout-unknown", "A payout request to the bank that times out is never retried blindly: the "
                                    "status goes to unknown and we check with the bank by end_to_end_id before "
                                    "anything else is sent. Every payment sent to Brightwater carries our payout id "
                                    "as end_to_end_id.",
                 "rule", "user", ["unknown", "end_to_end_id", ["payout id", "retried"]], remember=True),
            fact("status-check", "A StatusCheck Oban worker runs every 5 minutes and asks Brightwater about the "
                                 "payouts of unknown batches by end_to_end_id.",
                 "decision", "assistant", ["StatusCheck", "5 minutes"]),
            fact("bank-timeout", "The Brightwater batch submit timeout (receive_timeout) is 45 seconds, up from 15 "
                                 "(Brightwater's p99 for a batch submit is 22 seconds).",
                 "config", "user", ["receive_timeout", ["45 seconds", "45_000"]]),
        ],
        "optional": [
            opt("bw-dedupe", "Brightwater rejects a payment whose EndToEndId it has seen in the last 10 days.",
                ["EndToEndId", "10 days"]),
            opt("payout-ids", "Payout ids are po_ plus a 26-character ULID, 29 characters.", ["ULID"]),
        ],
        "questions": [
            q("What caused the double payout on 4 November?",
              "SubmitBatch timed out although Brightwater had accepted, Oban retried, and with no end_to_end_id the "
              "bank accepted the payments again", ["double-payout"]),
            q("What happens when a payout request to the bank times out?",
              "the status goes to unknown and we check with the bank by end_to_end_id; never retried blindly",
              ["timeout-unknown", "status-check"]),
            q("What is the timeout for submitting a batch to Brightwater?", "45 seconds", ["bank-timeout"]),
        ],
    },
]
