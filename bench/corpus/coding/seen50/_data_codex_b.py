"""h50 Codex sessions, part b: satchel (the Kotlin account and inventory service on CockroachDB) — a backfill that
fails inside a migration and a remember-request withdrawn and replaced, then store refunds and revoked items, both
with the person who writes Korean-flavoured English — and telemetry-pipe, match events into ClickHouse with a
table-engine decision reversed after a benchmark."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

SATCHEL = "/Users/hyejin/dev/satchel"
TELEMETRY = "/home/marit/code/telemetry-pipe"


def _flyway_fail() -> str:
    lines = ["Flyway OSS Edition 10.20.1 by Redgate",
             "Database: jdbc:postgresql://satchel-crdb-staging:26257/satchel (CockroachDB 24.2)",
             "Successfully validated 42 migrations (execution time 00:00.318s)",
             "Current version of schema \"public\": 41",
             "Migrating schema \"public\" to version \"42 - inventory source\""]
    for m in range(1, 10):
        lines.append(f"  ... still running (elapsed {m}m00s)")
    lines += [
        "ERROR: Migration V42__inventory_source.sql failed",
        "-------------------------------------------------",
        "SQL State  : 40001",
        "Error Code : 0",
        "Message    : ERROR: restart transaction: TransactionRetryWithProtoRefreshError: "
        "TransactionAbortedError(ABORT_REASON_PUSHER_ABORTED): \"sql txn\" meta={id=6f1b2c3d key=/Table/112/1/"
        "\"a1\"... iso=Serializable pri=0.01214 epo=0 ts=1762999211.441@0,0 min=1762998672.102} lock=true "
        "stat=ABORTED rts=1762999190.004 wto=false gul=0.000000000,0",
        "  HINT: See: https://www.cockroachlabs.com/docs/v24.2/transaction-retry-error-reference.html",
        "Location   : db/migration/V42__inventory_source.sql",
        "Line       : 4",
        "Statement  : UPDATE inventory_items i SET source = CASE WHEN p.id IS NOT NULL THEN 'purchase' WHEN "
        "r.id IS NOT NULL THEN 'reward' ELSE 'grant' END FROM ...",
        "",
        "Rolled back migration V42 (execution time 09:12.771s)",
    ]
    return "\n".join(lines) + "\n"


def _backfill_run(batch: int, sleep_ms: int, p99: str, eta: str) -> str:
    out = [f"satchel-backfill: job inventory_source batch={batch} sleep={sleep_ms}ms target=staging"]
    done = 0
    for i in range(1, 9):
        done += batch * 60 * (1 if batch > 1000 else 3)
        out.append(f"[t+{i}m] rows={done:>10,}  batches/s={(60 if batch > 1000 else 3.3):<5}  "
                   f"inventory_read_p99={p99}  retries={i // 3}")
    out.append(f"estimated total 184,210,332 rows, ETA {eta}")
    return "\n".join(out) + "\n"


SESSIONS = [
    {
        "id": "h50-cx-satchel-inventory-source",
        "project": SATCHEL,
        "start": datetime(2026, 11, 13, 10, 0),
        "about": "satchel: V42 adds inventory_items.source (purchase, reward, grant, refund_restore) and backfills "
                 "184M rows in one UPDATE; fails on staging with TransactionRetryWithProtoRefreshError; options "
                 "answered 'Number 2' (the satchel-backfill worker); 'remember this please: backfill batch is "
                 "5000 rows' later withdrawn and replaced by the rule that big backfills on inventory tables never "
                 "go in a migration file; batch changed to 1000 rows with 200 ms sleep after read p99 rose; "
                 "Korean-flavoured English",
        "steps": [
            ("user", "Good morning! Today I need add `source` column on inventory_items table. Values are purchase, "
                     "reward, grant, refund_restore. Old rows also need fill, from purchases and reward_claims "
                     "tables. I already write migration V42, please check and run on staging."),
            shell("cat src/main/resources/db/migration/V42__inventory_source.sql",
                  "-- V42: where did an inventory item come from\n"
                  "ALTER TABLE inventory_items ADD COLUMN source STRING;\n\n"
                  "UPDATE inventory_items i\n"
                  "   SET source = CASE WHEN p.id IS NOT NULL THEN 'purchase'\n"
                  "                     WHEN r.id IS NOT NULL THEN 'reward'\n"
                  "                     ELSE 'grant' END\n"
                  "  FROM inventory_items ii\n"
                  "  LEFT JOIN purchases p ON p.id = ii.purchase_id\n"
                  "  LEFT JOIN reward_claims r ON r.id = ii.reward_claim_id\n"
                  " WHERE i.id = ii.id;\n\n"
                  "ALTER TABLE inventory_items ADD CONSTRAINT inventory_items_source_ck\n"
                  "  CHECK (source IN ('purchase', 'reward', 'grant', 'refund_restore'));\n"),
            shell("cockroach sql --url \"$SATCHEL_STAGING_URL\" -e 'select count(*) from inventory_items' --format=tsv",
                  "count\n184210332\n"),
            shell("./gradlew flywayMigrate -Penv=staging 2>&1 | tail -28", _flyway_fail()),
            ("assistant", "V42 failed on staging after 9 minutes and was rolled back. The error is "
                          "`TransactionRetryWithProtoRefreshError` (SQL state 40001): the UPDATE touches all "
                          "184 million rows of `inventory_items` in **one transaction**. In CockroachDB a "
                          "transaction that big holds write intents on every row for minutes; any normal "
                          "inventory write that touches one of those rows conflicts with it, and eventually the "
                          "big transaction is the one that gets aborted (`ABORT_REASON_PUSHER_ABORTED`). On "
                          "production it would also block players' inventory writes for as long as it runs.\n\n"
                          "The migration should only add the column (nullable) and the check constraint; the "
                          "fill has to happen outside it, in small transactions. Ways to do that:\n\n"
                          "1. A Flyway Java migration that loops over id ranges and commits per batch.\n"
                          "2. The `satchel-backfill` worker you used for the wallet_v2 backfill: a job class, "
                          "batched, throttled, resumable, with progress in `backfill_jobs`.\n"
                          "3. A one-off script run by hand against production."),
            ("user", "Number 2. We have worker already, we use this. And remember this please: backfill batch is "
                     "5000 rows."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/main/resources/db/migration/"
                  "V42__inventory_source.sql\n@@\n ALTER TABLE inventory_items ADD COLUMN source STRING;\n-\n"
                  "-UPDATE inventory_items i\n-   SET source = CASE WHEN p.id IS NOT NULL THEN 'purchase'\n"
                  "-...\n- WHERE i.id = ii.id;\n+-- fill: satchel-backfill job inventory_source (not here)\n"
                  "*** Add File: src/main/kotlin/games/kettlerock/satchel/backfill/jobs/InventorySource.kt\n"
                  "+object InventorySource : BackfillJob(name = \"inventory_source\", batchSize = 5000) {\n"
                  "+    override fun batch(tx: Tx, fromId: UUID, limit: Int): Int = tx.exec(\"\"\"\n"
                  "+        UPDATE inventory_items i SET source = ... WHERE i.id >= ? AND source IS NULL\n"
                  "+        ORDER BY i.id LIMIT ?\"\"\", fromId, limit)\n+}\n*** End Patch\nEOF\n"
                  "./gradlew flywayMigrate -Penv=staging 2>&1 | tail -3",
                  "Success. Updated the following files:\nM src/main/resources/db/migration/V42__inventory_source.sql\n"
                  "A src/main/kotlin/games/kettlerock/satchel/backfill/jobs/InventorySource.kt\n"
                  "Migrating schema \"public\" to version \"42 - inventory source\"\n"
                  "Successfully applied 1 migration to schema \"public\", now at version v42 (execution time "
                  "00:01.904s)\n"),
            shell("./gradlew :backfill:run --args='inventory_source --env staging --sleep-ms 0' 2>&1 | tail -10",
                  _backfill_run(5000, 0, "95ms", "0h51m")),
            ("assistant", "V42 now applies in 2 seconds (column + constraint only), and the backfill runs. But with "
                          "5,000-row batches and no pause, the inventory read p99 on staging went from its usual "
                          "~12 ms to 95 ms while the job runs, and it needs retries. On production at peak that "
                          "would be noticeable in the store and loadout screens. Smaller batches with a pause "
                          "would be gentler; for example 1,000 rows with a 200 ms sleep takes about 6-7 hours for "
                          "184M rows."),
            ("user", "OK 1000 rows and 200 ms sleep, 7 hours is no problem, it can run in night.\n\n"
                     "Ah, and cancel what I said before for remember, the 5000. This number will change always, not "
                     "important to keep. Real rule is this one, please remember this instead: for inventory tables, "
                     "big backfill never go in migration file, one big UPDATE is forbidden. Always satchel-backfill "
                     "worker with throttle."),
            shell("sed -i 's/batchSize = 5000/batchSize = 1000, sleepMs = 200/' src/main/kotlin/games/kettlerock/"
                  "satchel/backfill/jobs/InventorySource.kt && ./gradlew :backfill:run --args='inventory_source --env "
                  "staging --resume' 2>&1 | tail -10",
                  _backfill_run(1000, 200, "14ms", "6h41m")),
            ("assistant", "With 1,000 rows and a 200 ms sleep the read p99 stays at 14 ms, ETA 6 h 41 min for the "
                          "rest; it's resumable, so it can be stopped during the day. I've dropped the 5000 rule; "
                          "what I'll keep is yours: big backfills on inventory tables never go in a migration file, "
                          "they run through the satchel-backfill worker with a throttle."),
            ("user", "Good. Also for production please make checklist in PR description: V42 first, then backfill "
                     "job at night, then V43 for NOT NULL after backfill finish."),
            shell("gh pr create --title 'inventory_items.source (V42) + inventory_source backfill' --body-file - "
                  "<<'EOF'\n## Rollout\n- [ ] deploy V42 (adds nullable `source` + check constraint)\n"
                  "- [ ] run `satchel-backfill inventory_source` at night (1000 rows, 200 ms sleep, ~7h, resumable)\n"
                  "- [ ] after it reports 0 NULL rows: V43 sets `source` NOT NULL\nEOF",
                  "https://git.kettlerock.games/online/satchel/pull/318\n"),
            ("assistant", "PR #318 is open with that checklist. Recap:\n"
                          "- `inventory_items.source`: purchase, reward, grant, refund_restore (check constraint "
                          "`inventory_items_source_ck`).\n"
                          "- V42 failed because one UPDATE over 184M rows in a single transaction was aborted "
                          "(TransactionRetryWithProtoRefreshError); the fill now runs as the `inventory_source` "
                          "job of satchel-backfill, 1000 rows per batch with a 200 ms sleep.\n"
                          "- V43 (NOT NULL) comes after the backfill."),
        ],
        "facts": [
            fact("v42-abort", "Migration V42 failed on staging because one UPDATE over all 184M inventory_items "
                              "rows ran in a single CockroachDB transaction and was aborted "
                              "(TransactionRetryWithProtoRefreshError); V42 now only adds the column.",
                 "bugfix", "assistant", ["V42", "TransactionRetryWithProtoRefreshError"]),
            fact("backfill-rule", "Big backfills on inventory tables never go in a migration file (one big UPDATE "
                                  "is forbidden); they always run through the satchel-backfill worker with a "
                                  "throttle.",
                 "rule", "user", ["satchel-backfill", "migration"], remember=True),
            fact("backfill-batch", "The inventory_source backfill runs 1000 rows per batch with a 200 ms sleep "
                                   "(5000 with no pause pushed inventory read p99 from 12 to 95 ms).",
                 "config", "user", ["1000 rows", "200 ms"]),
            fact("source-values", "inventory_items.source takes purchase, reward, grant or refund_restore; it "
                                  "becomes NOT NULL in V43 after the backfill.",
                 "decision", "user", ["source", "refund_restore"]),
        ],
        "optional": [
            opt("batch-5000", "First said to remember: backfill batch of 5000 rows (withdrawn).", ["5000"]),
        ],
        "questions": [
            q("How are large backfills on satchel's inventory tables run?",
              "through the satchel-backfill worker with a throttle, never one big UPDATE in a migration",
              ["backfill-rule"]),
            q("Why did migration V42 fail on staging?",
              "one UPDATE over 184M rows in a single transaction was aborted", ["v42-abort"]),
            q("What batch size does the inventory_source backfill use?", "1000 rows with a 200 ms sleep",
              ["backfill-batch"]),
        ],
    },
    {
        "id": "h50-cx-satchel-store-refunds",
        "project": SATCHEL,
        "start": datetime(2026, 11, 23, 14, 10),
        "about": "satchel: store refunds revoke items and currency; Apple REFUND notifications were ignored in "
                 "StoreNotificationsRoute; options for spent currency answered '2' (wallet goes negative); the "
                 "assistant's first patch DELETEs the item row, corrected by 'Note for future: revoked item is "
                 "never deleted' (revoked_at); Google voided-purchases poll 1h changed to 15 minutes; the finance "
                 "team's monthly CSV (their process) is a near-miss; PSN/Xbox left for later",
        "steps": [
            ("user", "Hello again. Today is refunds. When player get refund from store, we must take back the item "
                     "or the currency. Google has Voided Purchases API, Apple send REFUND notification, PlayStation "
                     "and Xbox come in their reconciliation report. Start with Google and Apple please, console "
                     "ones later."),
            shell("rg -n 'REFUND|notificationType|voided' src/main/kotlin | head -20",
                  "src/main/kotlin/games/kettlerock/satchel/store/apple/StoreNotificationsRoute.kt:41:    "
                  "when (n.notificationType) {\n"
                  "src/main/kotlin/games/kettlerock/satchel/store/apple/StoreNotificationsRoute.kt:42:        "
                  "\"DID_RENEW\" -> subscriptions.renew(n)\n"
                  "src/main/kotlin/games/kettlerock/satchel/store/apple/StoreNotificationsRoute.kt:43:        "
                  "\"EXPIRED\" -> subscriptions.expire(n)\n"
                  "src/main/kotlin/games/kettlerock/satchel/store/apple/StoreNotificationsRoute.kt:44:        "
                  "else -> log.info(\"ignored notification ${'$'}{n.notificationType}\")\n"
                  "src/main/kotlin/games/kettlerock/satchel/store/google/GooglePoller.kt:18:    // TODO voided "
                  "purchases\n"),
            shell("sed -n '1,60p' src/main/resources/application.conf",
                  "ktor {\n  deployment { port = 8080, port = ${?PORT} }\n  application { modules = "
                  "[games.kettlerock.satchel.ApplicationKt.module] }\n}\n\n"
                  "satchel {\n"
                  "  db { url = ${SATCHEL_DB_URL}, pool = 24 }\n"
                  "  nats { url = \"nats://nats.brine.svc:4222\" }\n"
                  "  stores {\n"
                  "    apple {\n"
                  "      bundleId = \"games.kettlerock.brinefall\"\n"
                  "      environment = \"Production\"\n"
                  "      notificationsPath = \"/v1/store/apple/notifications\"\n"
                  "    }\n"
                  "    google {\n"
                  "      packageName = \"games.kettlerock.brinefall\"\n"
                  "      serviceAccount = ${GOOGLE_SA_JSON}\n"
                  "      voidedPurchasesPollInterval = 1h\n"
                  "      voidedPurchasesWindow = 30d\n"
                  "    }\n"
                  "    psn { reconciliationBucket = \"kr-psn-recon\" }\n"
                  "    xbox { reconciliationBucket = \"kr-xbox-recon\" }\n"
                  "  }\n"
                  "  wallet { currencies = [\"TIDECOIN\", \"PEARLS\"] }\n"
                  "}\n"),
            ("assistant", "State today: Apple `REFUND` notifications reach `StoreNotificationsRoute` but fall into "
                          "the `else -> ignored` branch; the Google poller has a TODO where voided purchases should "
                          "be, with `voidedPurchasesPollInterval = 1h` already in the config.\n\n"
                          "Items are easy: revoke the item the purchase granted. Currency is the hard case: the "
                          "player may have spent it already. Options:\n\n"
                          "1. Take the currency back, and if the balance isn't enough, revoke items that were "
                          "bought with it.\n"
                          "2. Take it back anyway and let the wallet go negative: a debt the player has to earn "
                          "back before buying anything else.\n"
                          "3. If it's spent, don't take anything back, just log it."),
            ("user", "2. Remove other items make support ticket explosion, and 3 is free money for refund abuser."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: src/main/kotlin/games/kettlerock/satchel/"
                  "refund/Revocations.kt\n+class Revocations(private val db: Db, private val wallet: Wallet) {\n"
                  "+    fun revoke(purchase: Purchase, reason: String) = db.tx {\n"
                  "+        when (val g = purchase.grant) {\n"
                  "+            is Grant.Item -> tx.exec(\"DELETE FROM inventory_items WHERE purchase_id = ?\", "
                  "purchase.id)\n"
                  "+            is Grant.Currency -> wallet.debit(purchase.account, g.currency, g.amount, "
                  "allowNegative = true)\n"
                  "+        }\n+    }\n+}\n*** End Patch\nEOF\n"
                  "git diff --stat",
                  "Success. Updated the following files:\n"
                  "A src/main/kotlin/games/kettlerock/satchel/refund/Revocations.kt\n"
                  " .../kettlerock/satchel/refund/Revocations.kt | 12 ++++++++++++\n"
                  " 1 file changed, 12 insertions(+)\n"),
            ("user", "Wait. Why you delete the row? Note for future: revoked item is never deleted. We set "
                     "revoked_at and keep the row, support team need the history for tickets, and for refund abuser "
                     "we need proof."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/main/kotlin/games/kettlerock/satchel/"
                  "refund/Revocations.kt\n@@\n-            is Grant.Item -> tx.exec(\"DELETE FROM inventory_items "
                  "WHERE purchase_id = ?\", purchase.id)\n"
                  "+            // never delete: keep the row for support and abuse history\n"
                  "+            is Grant.Item -> tx.exec(\"UPDATE inventory_items SET revoked_at = now(), "
                  "revoke_reason = ? WHERE purchase_id = ? AND revoked_at IS NULL\", reason, purchase.id)\n"
                  "*** End Patch\nEOF\n"
                  "rg -n 'revoked_at' src/main/resources/db/migration | head -3",
                  "Success. Updated the following files:\n"
                  "M src/main/kotlin/games/kettlerock/satchel/refund/Revocations.kt\n"
                  "src/main/resources/db/migration/V27__inventory_revoked.sql:2:ALTER TABLE inventory_items ADD "
                  "COLUMN revoked_at TIMESTAMPTZ;\n"
                  "src/main/resources/db/migration/V27__inventory_revoked.sql:3:ALTER TABLE inventory_items ADD "
                  "COLUMN revoke_reason STRING;\n"),
            ("assistant", "Changed: a revoked item keeps its row, with `revoked_at` and `revoke_reason` set (both "
                          "columns exist since V27, and the inventory queries already filter on `revoked_at IS "
                          "NULL`). Now wiring Apple's `REFUND` into the route and the Google poller into "
                          "`Revocations`."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/main/kotlin/games/kettlerock/satchel/"
                  "store/apple/StoreNotificationsRoute.kt\n@@\n         \"EXPIRED\" -> subscriptions.expire(n)\n"
                  "+        \"REFUND\" -> purchases.byStoreTxn(\"apple\", n.transactionId)?.let { "
                  "revocations.revoke(it, \"apple_refund\") }\n"
                  "*** Update File: src/main/kotlin/games/kettlerock/satchel/store/google/GooglePoller.kt\n@@\n"
                  "-    // TODO voided purchases\n+    suspend fun pollVoided() = google.voidedPurchases(since = "
                  "cursor.get()).forEach { v ->\n"
                  "+        purchases.byStoreTxn(\"google\", v.orderId)?.let { revocations.revoke(it, "
                  "\"google_voided\") }\n+    }\n*** End Patch\nEOF\n"
                  "./gradlew test --tests '*Refund*' --tests '*Revocation*' 2>&1 | tail -9",
                  "Success. Updated the following files:\n"
                  "M src/main/kotlin/games/kettlerock/satchel/store/apple/StoreNotificationsRoute.kt\n"
                  "M src/main/kotlin/games/kettlerock/satchel/store/google/GooglePoller.kt\n"
                  "RevocationsTest > item refund sets revoked_at and keeps row() PASSED\n"
                  "RevocationsTest > currency refund can make balance negative() PASSED\n"
                  "RevocationsTest > second refund of same purchase is no-op() PASSED\n"
                  "AppleRefundTest > REFUND notification revokes purchase() PASSED\n"
                  "GoogleVoidedTest > voided order revokes purchase() PASSED\n\n"
                  "BUILD SUCCESSFUL in 41s\n"),
            ("user", "Poll interval 1h is too slow. People refund and then play one hour more with the item. Make "
                     "it 15 minutes."),
            shell("sed -i 's/voidedPurchasesPollInterval = 1h/voidedPurchasesPollInterval = 15m/' "
                  "src/main/resources/application.conf && grep -n voidedPurchases src/main/resources/application.conf",
                  "17:      voidedPurchasesPollInterval = 15m\n18:      voidedPurchasesWindow = 30d\n"),
            ("assistant", "Set to 15 minutes. That's 96 calls a day to the Voided Purchases API, far below its "
                          "quota, so there's no cost to it."),
            ("user", "Good. Finance team also want monthly CSV of refunds on the 1st of each month, but this is "
                     "their process, they take from BI warehouse, not from us. Just so you know if they ask."),
            shell("./gradlew test 2>&1 | tail -2 && ./scripts/apple-sandbox-notify.sh REFUND 2000000812345678 && "
                  "cockroach sql --url \"$SATCHEL_STAGING_URL\" --format=tsv -e \"select sku, revoked_at is not null, "
                  "revoke_reason from inventory_items where purchase_id = (select id from purchases where "
                  "store_txn_id = '2000000812345678')\"",
                  "BUILD SUCCESSFUL in 1m19s\n14 actionable tasks: 5 executed, 9 up-to-date\n"
                  "sent REFUND (sandbox) for 2000000812345678 -> 200 OK\n"
                  "sku\t?column?\trevoke_reason\nSKIN_GALLEON_EMBER\ttrue\tapple_refund\n"),
            ("assistant", "End to end on staging: an Apple sandbox REFUND for a skin purchase set `revoked_at` on "
                          "the item row (kept, reason `apple_refund`).\n\n"
                          "Summary:\n"
                          "- Apple `REFUND` notifications (were ignored) and Google voided purchases now revoke the "
                          "purchase through `Revocations`.\n"
                          "- Items: row kept, `revoked_at` + `revoke_reason` set, never deleted.\n"
                          "- Currency: debited even if spent; the wallet may go negative.\n"
                          "- Google voided purchases polled every 15 minutes (`voidedPurchasesPollInterval = "
                          "15m`).\n"
                          "- PlayStation / Xbox reconciliation reports: not started."),
            ("user", "Perfect, thank you! Console next week."),
        ],
        "facts": [
            fact("revoked-at", "A revoked inventory item is never deleted: satchel sets revoked_at (and "
                               "revoke_reason) and keeps the row, because support needs the history and abuse "
                               "cases need proof.",
                 "rule", "user", ["revoked_at", ["never deleted", "keep the row"]], remember=True),
            fact("negative-wallet", "When refunded currency was already spent it is debited anyway and the wallet "
                                    "goes negative; revoking other items (support tickets) and ignoring it (free "
                                    "money for abusers) were rejected.",
                 "decision", "user", ["negative", "wallet"]),
            fact("voided-poll", "Google voided purchases are polled every 15 minutes "
                                "(voidedPurchasesPollInterval = 15m, was 1h).",
                 "config", "user", ["voidedPurchasesPollInterval", ["15m", "15 minutes"]]),
            fact("apple-refund", "Apple REFUND notifications, previously ignored in StoreNotificationsRoute, now "
                                 "revoke the purchase through Revocations.",
                 "fact", "assistant", ["REFUND", "StoreNotificationsRoute"]),
        ],
        "optional": [
            opt("console-recon", "PlayStation and Xbox refunds come from reconciliation reports; not started.",
                ["reconciliation"]),
        ],
        "questions": [
            q("What happens to the inventory row of a refunded item?", "kept, revoked_at is set, never deleted",
              ["revoked-at"]),
            q("What if a player already spent refunded currency?", "it is debited anyway, the wallet may go negative",
              ["negative-wallet"]),
            q("How often are Google voided purchases polled?", "every 15 minutes", ["voided-poll"]),
        ],
    },
    {
        "id": "h50-cx-telemetry-match-events",
        "project": TELEMETRY,
        "start": datetime(2026, 11, 10, 9, 45),
        "about": "telemetry-pipe: match_events table in ClickHouse; the person keeps ReplacingMergeTree (Vector "
                 "double-sends) with a daily partition, then reverses to plain MergeTree after FINAL takes 14 s in "
                 "a benchmark; duplicates handled with insert_deduplication_token from the Vector batch id; TTL "
                 "120 days; flat standing rule 'No table goes into this ClickHouse without a TTL clause'; a CI "
                 "check for it",
        "steps": [
            ("user", "hi! new table time. match events into clickhouse: kills, deaths, ship damage, objective "
                     "captures. launch estimate is ~800M rows a day. servers send through vector like everything "
                     "else. my draft:\n\n"
                     "```sql\n"
                     "CREATE TABLE telemetry.match_events ON CLUSTER brine\n"
                     "(\n"
                     "    event_id     UUID,\n"
                     "    match_id     UUID,\n"
                     "    map_id       LowCardinality(String),\n"
                     "    region       LowCardinality(String),\n"
                     "    event_type   LowCardinality(String),\n"
                     "    actor_id     UInt64,\n"
                     "    target_id    UInt64,\n"
                     "    x Float32, y Float32, z Float32,\n"
                     "    amount       Float32,\n"
                     "    event_time   DateTime64(3, 'UTC'),\n"
                     "    ingested_at  DateTime DEFAULT now()\n"
                     ")\n"
                     "ENGINE = ReplicatedReplacingMergeTree(ingested_at)\n"
                     "ORDER BY (match_id, event_id);\n"
                     "```\n\n"
                     "replacing because vector retries sometimes send a batch twice"),
            shell("clickhouse-client --host ch-brine-01 -q \"SELECT database, name, engine, partition_key, "
                  "sorting_key, extract(create_table_query, 'TTL [^\\n]+') AS ttl FROM system.tables WHERE "
                  "database = 'telemetry' FORMAT PrettyCompactMonoBlock\"",
                  "┌─database──┬─name────────────┬─engine──────────────┬─partition_key─────────┬─sorting_key"
                  "──────────────────────┬─ttl───────────────────────────────┐\n"
                  "│ telemetry │ sessions        │ ReplicatedMergeTree │ toYYYYMMDD(started)   │ region, started, "
                  "account_id        │ TTL started + toIntervalDay(365)  │\n"
                  "│ telemetry │ client_perf     │ ReplicatedMergeTree │ toYYYYMMDD(ts)        │ platform, ts      "
                  "                │ TTL ts + toIntervalDay(60)        │\n"
                  "│ telemetry │ store_views     │ ReplicatedMergeTree │ toYYYYMM(ts)          │ sku, ts           "
                  "                │                                   │\n"
                  "│ telemetry │ server_ticks    │ ReplicatedMergeTree │ toYYYYMMDD(ts)        │ server_id, ts     "
                  "                │ TTL ts + toIntervalDay(30)        │\n"
                  "│ telemetry │ queue_samples   │ ReplicatedMergeTree │ toYYYYMMDD(ts)        │ region, playlist, ts"
                  "              │                                   │\n"
                  "└───────────┴─────────────────┴─────────────────────┴───────────────────────┴────────────"
                  "──────────────────────┴───────────────────────────────────┘\n"),
            ("assistant", "Three things about the draft.\n\n"
                          "1. **ReplacingMergeTree dedupes only when parts merge**, which happens eventually and "
                          "not necessarily ever for every pair of duplicates. Until then both copies are there, so "
                          "queries that must not double-count need `FINAL`, which is expensive at 800M rows a "
                          "day.\n"
                          "2. **No partition key**: with a TTL later you want whole partitions to drop, so "
                          "`PARTITION BY toYYYYMMDD(event_time)` like the other tables.\n"
                          "3. **ORDER BY (match_id, event_id)** is good for 'one match' lookups but every "
                          "dashboard filters by map and time. `(map_id, toStartOfHour(event_time), match_id)` "
                          "serves both.\n\n"
                          "For the double sends there's another way: keep plain (Replicated)MergeTree and give "
                          "each insert an `insert_deduplication_token` derived from Vector's batch id; a retried "
                          "batch with the same token is dropped at insert time, so nothing needs FINAL."),
            ("user", "ok fine, partition by day and your order by. but keep Replacing, I don't trust vector batch "
                     "ids yet"),
            shell("clickhouse-client --host ch-brine-staging -mn < migrations/0019_match_events.sql && "
                  "./bench/load-synthetic.sh match_events 2026-11-01 2026-11-07 && clickhouse-client --host "
                  "ch-brine-staging --time -q \"SELECT map_id, countIf(event_type = 'kill') FROM "
                  "telemetry.match_events FINAL WHERE event_time >= now() - INTERVAL 7 DAY GROUP BY map_id\" "
                  "--format Null && clickhouse-client --host ch-brine-staging --time -q \"SELECT map_id, "
                  "countIf(event_type = 'kill') FROM telemetry.match_events WHERE event_time >= now() - INTERVAL 7 "
                  "DAY GROUP BY map_id\" --format Null",
                  "loaded 5,612,004,118 rows (7 days synthetic, 0.4% duplicated batches)\n"
                  "14.212\n"
                  "1.087\n"),
            ("assistant", "On a week of synthetic data (5.6 billion rows, 0.4% duplicated batches), the map/kills "
                          "query that every dashboard runs takes **14.2 s with FINAL** and 1.1 s without. Without "
                          "FINAL it over-counts by the duplicates that haven't merged yet."),
            ("user", "14 seconds?? no way. ok forget Replacing, plain MergeTree then, with the dedup token thing on "
                     "insert. I'll check the vector batch ids are stable, you write it.\n\n"
                     "TTL for this one is 120 days. and while we're at it: No table goes into this ClickHouse "
                     "without a TTL clause. That's standing, for this repo, no exceptions. the disk bill last spring "
                     "was a nightmare because of two tables nobody remembered. store_views and queue_samples "
                     "get one too, 365 days and 90 days"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: migrations/0019_match_events.sql\n@@\n"
                  "-ENGINE = ReplicatedReplacingMergeTree(ingested_at)\n-ORDER BY (match_id, event_id);\n"
                  "+ENGINE = ReplicatedMergeTree\n+PARTITION BY toYYYYMMDD(event_time)\n"
                  "+ORDER BY (map_id, toStartOfHour(event_time), match_id)\n"
                  "+TTL toDateTime(event_time) + INTERVAL 120 DAY;\n"
                  "*** Add File: migrations/0020_ttl_store_views_queue_samples.sql\n"
                  "+ALTER TABLE telemetry.store_views ON CLUSTER brine MODIFY TTL ts + INTERVAL 365 DAY;\n"
                  "+ALTER TABLE telemetry.queue_samples ON CLUSTER brine MODIFY TTL ts + INTERVAL 90 DAY;\n"
                  "*** Update File: vector/sinks/clickhouse_match_events.toml\n@@\n"
                  "+[sinks.ch_match_events.query_settings]\n"
                  "+insert_deduplication_token = \"{{ _batch_id }}\"\n"
                  "*** Add File: ci/check-ttl.sh\n"
                  "+#!/usr/bin/env bash\n+# every CREATE TABLE in migrations/ must have a TTL clause\n"
                  "+fail=0\n+for f in migrations/*.sql; do\n"
                  "+  if grep -qi 'CREATE TABLE' \"$f\" && ! grep -qi '^TTL ' \"$f\"; then echo \"no TTL: $f\"; "
                  "fail=1; fi\n+done\n+exit $fail\n*** End Patch\nEOF\n"
                  "bash ci/check-ttl.sh; echo exit=$?",
                  "Success. Updated the following files:\nM migrations/0019_match_events.sql\n"
                  "A migrations/0020_ttl_store_views_queue_samples.sql\n"
                  "M vector/sinks/clickhouse_match_events.toml\nA ci/check-ttl.sh\n"
                  "no TTL: migrations/0004_store_views.sql\nno TTL: migrations/0011_queue_samples.sql\nexit=1\n"),
            ("assistant", "The check works and catches the two old tables, whose CREATE files predate the rule; "
                          "0020 adds their TTLs with ALTER. I'll make the check look at the final state of each "
                          "table (CREATE or a later MODIFY TTL) so it passes now that every table has one."),
            shell("sed -i 's/grep -qi .\\^TTL . \"$f\"/table_has_ttl \"$f\"/' ci/check-ttl.sh && bash "
                  "ci/check-ttl.sh; echo exit=$? && clickhouse-client --host ch-brine-staging -mn < "
                  "migrations/0019_match_events.sql && for i in 1 2; do ./bench/insert-batch.sh --token "
                  "batch-7f31 --rows 50000; done && clickhouse-client --host ch-brine-staging -q \"SELECT count() "
                  "FROM telemetry.match_events WHERE _part LIKE '%' AND event_time > now() - INTERVAL 1 MINUTE\"",
                  "exit=0\ninserted 50000 rows (token batch-7f31)\ninserted 0 rows (token batch-7f31: deduplicated)\n"
                  "50000\n"),
            ("assistant", "The same batch inserted twice with one token lands once (50,000 rows). Summary:\n\n"
                          "- `telemetry.match_events`: **ReplicatedMergeTree**, `PARTITION BY "
                          "toYYYYMMDD(event_time)`, `ORDER BY (map_id, toStartOfHour(event_time), match_id)`, "
                          "**TTL 120 days**. ReplacingMergeTree dropped: it needs FINAL, 14.2 s vs 1.1 s.\n"
                          "- Vector retries are deduplicated with `insert_deduplication_token` = the batch id.\n"
                          "- Standing rule: every ClickHouse table in this repo has a TTL clause; `ci/check-ttl.sh` "
                          "enforces it. store_views got 365 days, queue_samples 90 days."),
        ],
        "facts": [
            fact("match-events-engine", "telemetry.match_events uses plain (Replicated)MergeTree; ReplacingMergeTree "
                                        "was dropped because its queries need FINAL (14.2 s vs 1.1 s on a week of "
                                        "data).",
                 "decision", "user", ["MergeTree", ["FINAL", "ReplacingMergeTree"]]),
            fact("dedup-token", "Vector's double-sent batches are deduplicated at insert with "
                                "insert_deduplication_token set to the Vector batch id.",
                 "decision", "assistant", ["insert_deduplication_token"]),
            fact("ttl-rule", "No table goes into the telemetry ClickHouse without a TTL clause, no exceptions; "
                             "ci/check-ttl.sh enforces it.",
                 "rule", "user", ["TTL clause"], remember=True),
            fact("match-events-ttl", "match_events keeps 120 days (TTL); store_views got 365 days and queue_samples "
                                     "90 days.",
                 "config", "user", ["120 days"]),
        ],
        "optional": [
            opt("order-by", "match_events is partitioned by toYYYYMMDD(event_time) and ordered by (map_id, "
                            "toStartOfHour(event_time), match_id).", ["toYYYYMMDD"]),
            opt("replacing-first", "ReplacingMergeTree was kept at first because Vector batch ids weren't trusted.",
                ["ReplacingMergeTree"]),
        ],
        "questions": [
            q("Which table engine does match_events use?", "plain MergeTree; ReplacingMergeTree needs FINAL",
              ["match-events-engine"]),
            q("How are Vector's double-sent batches handled?", "insert_deduplication_token from the batch id",
              ["dedup-token"]),
            q("May a new ClickHouse table be created without a TTL?", "no, every table needs a TTL clause",
              ["ttl-rule"]),
        ],
    },
]
