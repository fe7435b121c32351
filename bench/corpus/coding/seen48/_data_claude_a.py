"""h48 Claude Code sessions, part a: kestrel-till, the Kotlin POS client on the store tills (offline outbox and
sync, card terminals through Tallypay, the end-of-day close)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

TILL = "/home/ines/src/kestrel-till"

S0147_LOG = """\
1184: 2026-10-31 11:02:14.551 INFO  [ConnectivityMonitor] link state OFFLINE (store-sync.kestrel.internal unreachable, 3/3 probes failed)
1185: 2026-10-31 11:02:14.553 INFO  [OutboxDrainer-1] outbox empty, drainer exiting
1190: 2026-10-31 11:05:40.118 INFO  [SaleService] txn 5b1e07c2-9d4e-4f71-a0a8-1f3c2d9e0b11 closed, total 18.47 EUR, queued (outbox pending=1)
1203: 2026-10-31 11:09:02.640 INFO  [SaleService] txn a30c55d1-2b6f-4c8e-9e0f-6a7d1c4e2f90 closed, total 4.20 EUR, queued (outbox pending=2)
...
1771: 2026-10-31 12:44:57.301 INFO  [SaleService] txn e8f1aa04-70b2-4a4d-8d1e-02bc9f6a3e57 closed, total 63.05 EUR, queued (outbox pending=57)
1774: 2026-10-31 12:47:03.004 INFO  [ConnectivityMonitor] link state ONLINE
1775: 2026-10-31 12:47:03.009 INFO  [OutboxDrainer-2] started, 57 pending
1776: 2026-10-31 12:47:03.412 WARN  [OutboxDrainer-2] POST /v2/sync batch=50 req=7f3a91 -> SocketTimeoutException after 5000 ms (connect)
1777: 2026-10-31 12:47:09.870 INFO  [ConnectivityMonitor] link state OFFLINE (store-sync.kestrel.internal unreachable, 3/3 probes failed)
1778: 2026-10-31 12:47:21.332 INFO  [ConnectivityMonitor] link state ONLINE
1779: 2026-10-31 12:47:21.336 INFO  [OutboxDrainer-3] started, 57 pending
1780: 2026-10-31 12:47:21.902 INFO  [OutboxDrainer-2] POST /v2/sync batch=50 req=7f3a94 -> 200 accepted=50
1781: 2026-10-31 12:47:22.144 INFO  [OutboxDrainer-3] POST /v2/sync batch=50 req=7f3a95 -> 200 accepted=50
1782: 2026-10-31 12:47:22.150 INFO  [OutboxDrainer-2] markSent 50 rows
1783: 2026-10-31 12:47:22.511 WARN  [OutboxDrainer-3] markSent: 50 of 50 rows already SENT
1784: 2026-10-31 12:47:22.733 INFO  [OutboxDrainer-2] POST /v2/sync batch=7 req=7f3a96 -> 200 accepted=7
1785: 2026-10-31 12:47:22.801 INFO  [OutboxDrainer-3] POST /v2/sync batch=7 req=7f3a97 -> 200 accepted=7
1786: 2026-10-31 12:47:22.960 WARN  [OutboxDrainer-3] markSent: 7 of 7 rows already SENT
1787: 2026-10-31 12:47:22.961 INFO  [OutboxDrainer-2] outbox empty, drainer exiting
1788: 2026-10-31 12:47:22.962 INFO  [OutboxDrainer-3] outbox empty, drainer exiting
"""

CONNECTIVITY_KT = """\
package pt.kestrel.till.sync

import kotlinx.coroutines.*
import org.slf4j.LoggerFactory
import kotlin.time.Duration.Companion.seconds

private val log = LoggerFactory.getLogger("ConnectivityMonitor")
private val PROBE_INTERVAL = 6.seconds

/** Watches the line to store-sync and starts draining the outbox when it comes back. */
class ConnectivityMonitor(
    private val scope: CoroutineScope,
    private val probe: SyncProbe,
    private val outbox: Outbox,
    private val client: SyncClient,
) {
    private var drainerSeq = 0

    fun start(): Job = scope.launch(CoroutineName("ConnectivityMonitor")) {
        var last = LinkState.UNKNOWN
        while (isActive) {
            val now = probe.check()            // 3 HEAD /health probes, 1.5 s each
            if (now != last) {
                log.info("link state {}", now)
                if (now == LinkState.ONLINE) {
                    drainerSeq++
                    scope.launch(CoroutineName("OutboxDrainer-$drainerSeq")) {
                        OutboxDrainer(outbox, client).drainUntilEmpty()
                    }
                }
                last = now
            }
            delay(PROBE_INTERVAL)
        }
    }
}
"""

EOD_KT = """\
package pt.kestrel.till.eod

/**
 * End-of-day close. Triggered by the scheduler at the store's close time (store-config `eod.closeAt`,
 * 22:30 for every store today) or by the manager from the back-office menu.
 */
class EodCloseService(
    private val outbox: Outbox,
    private val drawer: CashDrawer,
    private val fiscal: FiscalBridgeClient,
    private val shifts: ShiftRepository,
    private val clock: Clock,
) {
    suspend fun close(trigger: EodTrigger): EodResult {
        if (shifts.openSales() > 0) return EodResult.Blocked("open sale on till")

        // 1. block new sales; the UI shows the 'Caixa fechada' / 'Kasa zamknięta' screen
        shifts.lock(reason = "EOD")

        // 2. try to flush the outbox; closing offline is allowed, the Z-report is fiscal, not the sync
        val flushed = withTimeoutOrNull(90_000) { outbox.awaitEmpty() }
        if (flushed == null) log.warn("EOD with {} pending txns, they will sync later", outbox.pendingCount())

        // 3. cash count: expected vs counted, difference goes into the shift record
        val counted = drawer.awaitCount()
        val shift = shifts.closeCurrent(counted, clock.now())

        // 4. fiscal day report on the printer, via fiscal-bridge
        Thread.sleep(5000) // printer needs a moment after the last receipt or it NAKs the Z command
        val z = fiscal.printDailyReport(shift.tillId)

        // 5. enqueue the shift summary like any other record
        outbox.enqueue(ShiftClosed(shift, z.number))
        return EodResult.Done(shift.id, z.number)
    }
}
"""


SESSIONS = [
    {
        "id": "h48-cc-till-offline-queue-dupes",
        "project": TILL,
        "start": datetime(2026, 11, 3, 9, 12),
        "about": "kestrel-till: store 0147 shows sales twice after the line came back (POS-2231); first guess "
                 "(client-side POST timeout re-sent after the server committed) ruled out by the store-sync access "
                 "log; root cause ConnectivityMonitor starting a new OutboxDrainer on every ONLINE event without "
                 "checking the previous one, two drainers posting the same pending rows; single drainer job; "
                 "store-sync gets a unique index on txn_uuid with ON CONFLICT DO NOTHING; permanent note: only "
                 "OutboxDrainer calls /v2/sync; SQLDelight proposal not taken; 'rename that' one-off; summary",
        "steps": [
            ("user", "morning :) coffee is in, brain is still loading. store 0147 (Porto, Boavista) called the helpdesk "
                     "again, after their DSL line came back on Saturday the back office shows a bunch of sales twice. "
                     "ticket POS-2231. I grabbed the till log from S0147-T03, it's in /tmp/s0147-t03.log. can you have "
                     "a look?"),
            bash("grep -n -E 'ConnectivityMonitor|OutboxDrainer|SaleService' /tmp/s0147-t03.log | sed -n '1,400p' | "
                 "grep -v 'DEBUG'", S0147_LOG),
            ("assistant", "Morning! Here's what the log shows around the time the line came back (12:47 on Saturday):\n\n"
                          "- 57 sales were queued in the outbox while the store was offline (11:02 to 12:47).\n"
                          "- At 12:47:03 the first POST of a 50-row batch (`req=7f3a91`) ends in a "
                          "`SocketTimeoutException after 5000 ms`.\n"
                          "- After that the same 57 rows are posted and accepted twice.\n\n"
                          "My first suspicion is the timeout: a classic way to get duplicates is a POST that times "
                          "out on the client *after* the server has committed it, and then the client sends the same "
                          "batch again. If store-sync committed `7f3a91` and the till re-sent the batch, we'd see "
                          "exactly this. Can I check the store-sync access log for that request id? It should be in "
                          "Loki under `app=store-sync`."),
            ("user", "plausible, we had something like that in 2024 with the old php sync. go ahead, logcli is "
                     "configured"),
            bash("logcli query --since=72h --quiet '{app=\"store-sync\"} |= \"S0147-T03\" |~ \"7f3a9[1-7]\"' "
                 "--output=raw",
                 "2026-10-31T12:47:21.871Z INFO http POST /v2/sync till=S0147-T03 req=7f3a94 rows=50 inserted=50 "
                 "dur=212ms\n"
                 "2026-10-31T12:47:22.109Z INFO http POST /v2/sync till=S0147-T03 req=7f3a95 rows=50 inserted=50 "
                 "dur=198ms\n"
                 "2026-10-31T12:47:22.706Z INFO http POST /v2/sync till=S0147-T03 req=7f3a96 rows=7 inserted=7 "
                 "dur=61ms\n"
                 "2026-10-31T12:47:22.774Z INFO http POST /v2/sync till=S0147-T03 req=7f3a97 rows=7 inserted=7 "
                 "dur=58ms\n"),
            ("assistant", "That rules my guess out. `req=7f3a91`, the one that timed out, never reached store-sync at "
                          "all: the timeout is a *connect* timeout (the line dropped again for a few seconds at "
                          "12:47:09), so nothing was committed and nothing was re-sent. The four requests that did "
                          "arrive are 7f3a94 to 7f3a97, and they come from two different threads: `OutboxDrainer-2` "
                          "and `OutboxDrainer-3`. Two drainers were running at the same time. Let me look at where "
                          "they're started."),
            tool("Read", {"file_path": f"{TILL}/till-core/src/main/kotlin/pt/kestrel/till/sync/ConnectivityMonitor.kt"},
                 CONNECTIVITY_KT),
            tool("Read", {"file_path": f"{TILL}/till-core/src/main/kotlin/pt/kestrel/till/sync/OutboxDrainer.kt",
                          "offset": 18, "limit": 30},
                 "18  suspend fun drainUntilEmpty() {\n"
                 "19      while (true) {\n"
                 "20          val batch = outbox.pending(limit = 50)   // SELECT ... WHERE status = 'PENDING' ORDER BY seq\n"
                 "21          if (batch.isEmpty()) { log.info(\"outbox empty, drainer exiting\"); return }\n"
                 "22          val res = try { client.post(batch) } catch (e: IOException) {\n"
                 "23              log.warn(\"POST /v2/sync batch={} -> {}\", batch.size, e.toString())\n"
                 "24              delay(backoff.next()); continue\n"
                 "25          }\n"
                 "26          outbox.markSent(batch.map { it.seq })\n"
                 "27      }\n"
                 "28  }\n"),
            ("assistant", "Found it. This is the root cause:\n\n"
                          "`ConnectivityMonitor` launches a **new** `OutboxDrainer` every time the link state flips to "
                          "ONLINE, and it never looks at whether the previous drainer is still running. On Saturday "
                          "the line flapped: ONLINE at 12:47:03 (drainer 2 starts and goes into backoff after the "
                          "connect timeout), OFFLINE at 12:47:09, ONLINE again at 12:47:21 (drainer 3 starts). "
                          "`drainUntilEmpty()` doesn't care about the link state, so drainer 2 wakes from its backoff "
                          "and both drainers now run `SELECT ... WHERE status = 'PENDING'`. They read the same 50 "
                          "rows, both POST them, and only afterwards does either of them mark them SENT. The "
                          "`markSent: 50 of 50 rows already SENT` warning is the second drainer arriving late.\n\n"
                          "store-sync accepts both because `sales_txn` has nothing that would reject a second copy. "
                          "So there are two fixes, one on each side:\n\n"
                          "1. **Till**: keep a single drainer `Job` in `ConnectivityMonitor`; on ONLINE start one only "
                          "if the previous one is not active.\n"
                          "2. **store-sync**: make the insert idempotent, so even a bug like this can't create "
                          "duplicates. Every sale already carries a `txn_uuid` generated on the till when the sale "
                          "closes.\n\n"
                          "While we're here I'd also suggest moving the outbox from hand-written JDBC to SQLDelight, "
                          "so the claim-a-batch query becomes a typed transaction (`UPDATE ... SET status='SENDING' "
                          "RETURNING`) instead of a select followed by a later update. Bigger change though."),
            ("user", "do both 1 and 2. what does sales_txn have as constraints today?"),
            bash("cd ../store-sync && psql \"$STORE_SYNC_RO\" -c '\\d sales_txn'",
                 "                         Table \"public.sales_txn\"\n"
                 "    Column     |           Type           | Nullable |                Default\n"
                 "---------------+--------------------------+----------+---------------------------------------\n"
                 " id            | bigint                   | not null | nextval('sales_txn_id_seq'::regclass)\n"
                 " txn_uuid      | uuid                     | not null |\n"
                 " store_no      | character(4)             | not null |\n"
                 " till_id       | text                     | not null |\n"
                 " local_seq     | bigint                   | not null |\n"
                 " closed_at     | timestamp with time zone | not null |\n"
                 " total_minor   | bigint                   | not null |\n"
                 " currency      | character(3)             | not null |\n"
                 " payload       | jsonb                    | not null |\n"
                 " received_at   | timestamp with time zone | not null | now()\n"
                 "Indexes:\n"
                 "    \"sales_txn_pkey\" PRIMARY KEY, btree (id)\n"
                 "    \"sales_txn_store_closed_idx\" btree (store_no, closed_at)\n"
                 "    \"sales_txn_till_seq_idx\" btree (till_id, local_seq)\n"),
            ("assistant", "Only the surrogate `id` is unique; `(till_id, local_seq)` has an index but not a unique "
                          "one. I'd put the unique index on `txn_uuid`: it's generated once per sale on the till and "
                          "is the thing finance already quotes in tickets. `local_seq` resets when a till is "
                          "reimaged, so `(till_id, local_seq)` isn't safe to make unique. The insert then becomes "
                          "`INSERT ... ON CONFLICT (txn_uuid) DO NOTHING`, and the response still says `accepted` "
                          "for rows that were already there, so the till marks them SENT either way.\n\n"
                          "The existing duplicates have to go first or the index won't build."),
            ("user", "unique index on txn_uuid, yes. sqldelight: meh, not now, maybe when we touch the outbox schema "
                     "anyway. and make a permanent note of this, please, it will save us the next time someone gets "
                     "creative: OutboxDrainer is the one and only thing in the till client that calls /v2/sync. if a "
                     "new feature wants to push something to store-sync it writes a record into the outbox and lets "
                     "the drainer deliver it. no side doors"),
            tool("Edit", {"file_path": f"{TILL}/till-core/src/main/kotlin/pt/kestrel/till/sync/ConnectivityMonitor.kt",
                          "old_string": "    private var drainerSeq = 0",
                          "new_string": "    private var drainerSeq = 0\n    private var drainer: Job? = null"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{TILL}/till-core/src/main/kotlin/pt/kestrel/till/sync/ConnectivityMonitor.kt",
                          "old_string": "                if (now == LinkState.ONLINE) {\n                    drainerSeq++\n"
                                        "                    scope.launch(",
                          "new_string": "                if (now == LinkState.ONLINE && drainer?.isActive != true) {\n"
                                        "                    drainerSeq++\n                    drainer = scope.launch("},
                 "The file has been updated."),
            ("assistant", "Noted: `OutboxDrainer` is the only caller of `/v2/sync` in the till client; anything else "
                          "that needs to reach store-sync enqueues an outbox record. I also checked there's no second "
                          "caller today: `grep -rn 'v2/sync' till-*/src/main` only hits `SyncClient.kt`, which is "
                          "used only by `OutboxDrainer`.\n\n"
                          "The monitor now keeps one `drainer` job and only launches a new one when the previous one "
                          "isn't active. Adding a test that flaps the link twice and asserts a single drainer."),
            tool("Write", {"file_path": f"{TILL}/till-core/src/test/kotlin/pt/kestrel/till/sync/ConnectivityMonitorTest.kt",
                           "content": "class ConnectivityMonitorTest {\n    @Test fun `link flapping starts one drainer`() "
                                      "= runTest {\n        val probe = ScriptedProbe(ONLINE, OFFLINE, ONLINE, OFFLINE, "
                                      "ONLINE)\n        val client = RecordingSyncClient(slowFirstCall = 20.seconds)\n"
                                      "        outbox.enqueueSales(57)\n        ConnectivityMonitor(this, probe, outbox, "
                                      "client).start()\n        advanceUntilIdle()\n        assertEquals(57, "
                                      "client.postedTxnUuids().size)\n        assertEquals(57, client.postedTxnUuids()"
                                      ".toSet().size)\n    }\n}\n"},
                 "File created successfully."),
            bash("./gradlew :till-core:test --tests '*sync*' --console=plain 2>&1 | tail -n 25",
                 "> Task :till-core:compileKotlin\n> Task :till-core:compileTestKotlin\n> Task :till-core:test\n\n"
                 "ConnectivityMonitorTest > link flapping starts one drainer() PASSED\n"
                 "OutboxDrainerTest > drains in batches of 50() PASSED\n"
                 "OutboxDrainerTest > backs off on IOException() PASSED\n"
                 "OutboxDrainerTest > marks rows sent after 200() PASSED\n"
                 "OutboxTest > pending returns oldest first() PASSED\n"
                 "OutboxTest > markSent is idempotent() PASSED\n"
                 "SyncClientTest > posts txn_uuid in every row() PASSED\n"
                 "SyncClientTest > no retry on connection failure() PASSED\n\n"
                 "BUILD SUCCESSFUL in 41s\n6 actionable tasks: 3 executed, 3 up-to-date\n"),
            ("user", "nice. rename drainerSeq to drainerCount, reads nicer in the logs code"),
            tool("Edit", {"file_path": f"{TILL}/till-core/src/main/kotlin/pt/kestrel/till/sync/ConnectivityMonitor.kt",
                          "old_string": "drainerSeq", "new_string": "drainerCount", "replace_all": True},
                 "The file has been updated. All occurrences of 'drainerSeq' were replaced with 'drainerCount'."),
            ("user", "now the server side. how many dupes are out there? not only 0147 probably"),
            bash("psql \"$STORE_SYNC_RO\" -At -F ' | ' -c \"select store_no, count(*) - count(distinct txn_uuid) as "
                 "dupes from sales_txn where closed_at > now() - interval '90 days' group by store_no having count(*) > "
                 "count(distinct txn_uuid) order by 2 desc\"",
                 "0147 | 57\n0212 | 21\n0031 | 9\n0288 | 6\n0103 | 3\n0076 | 1\n"),
            ("assistant", "Six stores have duplicates in the last 90 days, 97 extra rows in total; 0147 is the worst "
                          "with exactly the 57 from Saturday. The migration has to delete the later copy of each "
                          "duplicate (keep the lowest `id`) before it can create the unique index. Here it is, in "
                          "store-sync's Flyway folder:"),
            tool("Write", {"file_path": "/home/ines/src/store-sync/db/migration/V58__sales_txn_uuid_unique.sql",
                           "content": "-- POS-2231: duplicate sales after a flapping line (two outbox drainers)\n"
                                      "DELETE FROM sales_txn a USING sales_txn b\n WHERE a.txn_uuid = b.txn_uuid AND "
                                      "a.id > b.id;\n\nCREATE UNIQUE INDEX CONCURRENTLY sales_txn_txn_uuid_key ON "
                                      "sales_txn (txn_uuid);\n"},
                 "File created successfully."),
            ("user", "wait, finance-ops want to see what we delete before we delete it. they want a csv per store. "
                     "can you dump them first"),
            bash("psql \"$STORE_SYNC_RO\" -c \"\\copy (select a.* from sales_txn a join sales_txn b on a.txn_uuid = "
                 "b.txn_uuid and a.id > b.id order by a.store_no, a.closed_at) to '/tmp/pos-2231-dupes.csv' csv "
                 "header\" && wc -l /tmp/pos-2231-dupes.csv",
                 "COPY 97\n98 /tmp/pos-2231-dupes.csv\n"),
            ("user", "ok perfect, I'll mail it. they'll sign it off tomorrow, then we run the migration. done for "
                     "today, gimme a wrap up for the ticket"),
            ("assistant", "## Summary for POS-2231\n\n"
                          "**Symptom**: after the DSL line of store 0147 came back on Saturday 31 Oct, 57 sales "
                          "appeared twice in the back office.\n\n"
                          "**Not the cause**: a client-side timeout followed by a re-send. The only timed-out "
                          "request (`7f3a91`) was a connect timeout and never reached store-sync (checked in Loki).\n\n"
                          "**Root cause**: `ConnectivityMonitor` started a new `OutboxDrainer` on every ONLINE event "
                          "without checking whether the previous one was still running. The line flapped, two "
                          "drainers read the same PENDING rows and both posted them to `/v2/sync`; store-sync "
                          "accepted both copies because `sales_txn` had no unique key on the sale.\n\n"
                          "**Fixes**\n"
                          "- kestrel-till: `ConnectivityMonitor` keeps a single drainer job (`drainer?.isActive`), "
                          "with a test that flaps the link.\n"
                          "- store-sync: `V58__sales_txn_uuid_unique.sql` removes the 97 duplicate rows (6 stores) and "
                          "adds a unique index on `txn_uuid`; the insert becomes `ON CONFLICT (txn_uuid) DO "
                          "NOTHING`. Waiting for finance-ops to sign off `/tmp/pos-2231-dupes.csv`.\n\n"
                          "**Standing rule**: only `OutboxDrainer` calls `/v2/sync`; everything else goes through the "
                          "outbox.\n\n"
                          "**Not done**: SQLDelight for the outbox (parked)."),
            ("user", "perfect, thx! o/"),
        ],
        "facts": [
            fact("two-drainers", "Duplicate sales after a flapping line: ConnectivityMonitor started a new "
                                 "OutboxDrainer on every ONLINE event without checking the previous one, so two "
                                 "drainers posted the same PENDING rows; it now keeps a single drainer job.",
                 "bugfix", "assistant", ["ConnectivityMonitor", "OutboxDrainer", ["two drainers", "duplicates",
                                                                                  "single drainer"]]),
            fact("txn-uuid-unique", "store-sync makes sales inserts idempotent: unique index on sales_txn.txn_uuid "
                                    "(migration V58) and INSERT ... ON CONFLICT (txn_uuid) DO NOTHING; "
                                    "(till_id, local_seq) is not unique-safe because local_seq resets on reimage.",
                 "decision", "user", ["txn_uuid", ["unique index", "ON CONFLICT"]]),
            fact("only-drainer", "Only OutboxDrainer may call /v2/sync in the till client; any feature that needs "
                                 "to push to store-sync writes an outbox record instead.",
                 "rule", "user", ["OutboxDrainer", "/v2/sync"], remember=True),
        ],
        "optional": [
            opt("not-timeout", "The timed-out request was a connect timeout that never reached store-sync, so a "
                               "client re-send was not the cause.",
                ["connect timeout"]),
            opt("sqldelight-parked", "Moving the outbox to SQLDelight was parked until the outbox schema changes.",
                ["SQLDelight"]),
        ],
        "questions": [
            q("Why did store 0147 get duplicate sales after its line came back?",
              "ConnectivityMonitor started a second OutboxDrainer on every ONLINE event; two drainers posted the same "
              "pending rows", ["two-drainers"]),
            q("How does store-sync stop duplicate sales?", "unique index on txn_uuid, ON CONFLICT DO NOTHING",
              ["txn-uuid-unique"]),
            q("Which code in the till client may call /v2/sync?", "only OutboxDrainer; everything else writes to the "
              "outbox", ["only-drainer"]),
        ],
    },
    {
        "id": "h48-cc-till-card-terminal-timeout",
        "project": TILL,
        "start": datetime(2026, 11, 10, 14, 5),
        "branch": "fix/terminal-timeout",
        "about": "kestrel-till: cashiers see 'terminal timeout' while customers are still at the PIN pad; Tallypay "
                 "responseTimeout raised from the SDK default 30 s to 60 s, then to 90 s after the approval-time "
                 "histogram shows DCC and PIN step-up up to ~70 s; the assistant offers to keep the 90 s and its "
                 "reason in mind, answered 'yep, do that'; on timeout the till calls getStatus with the payment "
                 "reference and never auto-voids; SDK pinned to 4.2.x (4.3 needs Java 21, tills are on 17); "
                 "near-miss: the payments team's no-firmware-on-Fridays rule is theirs, not ours",
        "steps": [
            ("user", "hi! back on tills this week. store 0212 (Kraków, Bronowice) again: cashiers get the red "
                     "TERMINAL TIMEOUT dialog while the customer is still typing the PIN. then the customer gets "
                     "charged anyway and the cashier doesn't know if it went through. helpdesk has 40+ tickets in "
                     "october, mostly PL stores"),
            bash("rg -n 'responseTimeout|connectTimeout|TallypayConfig' till-payment/src/main",
                 "till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt:31:    private val config = "
                 "TallypayConfig.builder()\n"
                 "till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt:32:        "
                 ".host(store.terminalHost(tillId))\n"
                 "till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt:33:        "
                 ".connectTimeout(Duration.ofSeconds(5))\n"
                 "till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt:34:        .build()\n"),
            ("assistant", "There's no `responseTimeout` set, so the Tallypay SDK default applies. Checking what that "
                          "default is in the version we ship:"),
            bash("./gradlew :till-payment:dependencies --configuration runtimeClasspath | rg -i tallypay; unzip -p "
                 "~/.gradle/caches/modules-2/files-2.1/com.tallypay/connect-sdk/4.2.1/*/connect-sdk-4.2.1-sources.jar "
                 "com/tallypay/connect/TallypayConfig.java | rg -n 'DEFAULT_'",
                 "+--- com.tallypay:connect-sdk:4.2.1\n"
                 "|    +--- com.tallypay:connect-protocol:4.2.1\n"
                 "41:    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);\n"
                 "42:    public static final Duration DEFAULT_RESPONSE_TIMEOUT = Duration.ofSeconds(30);\n"
                 "43:    public static final int DEFAULT_STATUS_RETRIES = 3;\n"),
            ("assistant", "The default response timeout is 30 seconds, counted from the moment the till sends the "
                          "payment request. For a contactless tap that's plenty, but a PIN entry after a "
                          "contactless limit (the PIN step-up) or a foreign card where the terminal offers currency "
                          "conversion can easily take longer: the customer reads the screen, picks a currency, then "
                          "types the PIN. When the till gives up at 30 s the terminal keeps going, which matches "
                          "\"the customer gets charged anyway\".\n\n"
                          "Simplest change: raise `responseTimeout`. 60 seconds would cover most of it. Shall I?"),
            ("user", "yes 60, try it"),
            tool("Edit", {"file_path": f"{TILL}/till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt",
                          "old_string": "        .connectTimeout(Duration.ofSeconds(5))\n",
                          "new_string": "        .connectTimeout(Duration.ofSeconds(5))\n"
                                        "        .responseTimeout(Duration.ofSeconds(60))\n"},
                 "The file has been updated."),
            ("user", "hmm actually before we ship, do we have numbers? the terminal events go to the payments "
                     "dashboard, there's a histogram of approval times somewhere. I'd like to know what p99 is"),
            bash("curl -s -G \"$PROM/api/v1/query\" --data-urlencode 'query=histogram_quantile(0.99, sum by (le, "
                 "flow) (rate(tallypay_approval_seconds_bucket{country=~\"PL|PT|DE\"}[30d])))' | jq -r "
                 "'.data.result[] | [.metric.flow, .value[1]] | @tsv'",
                 "contactless\t4.8\n"
                 "chip_pin\t24.1\n"
                 "contactless_pin_stepup\t47.6\n"
                 "dcc_offer\t69.3\n"
                 "dcc_offer_pin\t71.9\n"
                 "refund\t11.2\n"),
            ("assistant", "Good call to check. p99 of approval time by flow over the last 30 days:\n\n"
                          "| flow | p99 (s) |\n|---|---|\n| contactless | 4.8 |\n| chip_pin | 24.1 |\n"
                          "| contactless_pin_stepup | 47.6 |\n| dcc_offer | 69.3 |\n| dcc_offer_pin | 71.9 |\n"
                          "| refund | 11.2 |\n\n"
                          "60 seconds would still cut off the dynamic currency conversion flows: `dcc_offer` and "
                          "`dcc_offer_pin` are at 69 to 72 s at p99. Those are tourists paying with foreign cards, "
                          "so mostly Kraków, Porto and Lisbon. To cover them with some margin I'd go to 90 "
                          "seconds. The downside is that a really dead terminal keeps the cashier waiting 90 s, but "
                          "the connect timeout (5 s) still catches a terminal that's unreachable."),
            ("user", "90 then. the dcc thing makes sense, Bronowice is next to the airport bus"),
            tool("Edit", {"file_path": f"{TILL}/till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt",
                          "old_string": "        .responseTimeout(Duration.ofSeconds(60))\n",
                          "new_string": "        // p99 approval for DCC + PIN is ~72 s (POS-2257), keep margin\n"
                                        "        .responseTimeout(Duration.ofSeconds(90))\n"},
                 "The file has been updated."),
            ("assistant", "Done: `responseTimeout` is 90 s with a comment pointing at the numbers. Would you like me "
                          "to keep the 90-second terminal timeout and the reason for it (DCC and PIN step-up take "
                          "up to ~72 s at p99) in mind for future sessions, so nobody lowers it back to the default "
                          "by accident?"),
            ("user", "yep, do that"),
            ("assistant", "Will do. Next part: what happens when the timeout *does* fire. Right now "
                          "`TallypayTerminal.pay()` catches the timeout and shows the red dialog, and the cashier "
                          "usually presses \"retry\", which sends a **new** payment request with a new reference. "
                          "That's how double charges happen. Two options:\n\n"
                          "1. On timeout, send an automatic void (`cancel`) for the reference and then let the "
                          "cashier retry.\n"
                          "2. On timeout, call `getStatus(reference)` first; if the terminal reports APPROVED, finish "
                          "the sale as paid; if DECLINED or NOT_FOUND, let the cashier retry; if still IN_PROGRESS, "
                          "poll again every 5 s for up to 30 s.\n\n"
                          "Option 1 is simpler but an automatic void on a payment that was actually approved "
                          "creates a refund the customer sees on their statement a few days later, which is its own "
                          "helpdesk ticket."),
            ("user", "2. never void automatically, the customer sees the charge and the refund and calls us"),
            tool("Edit", {"file_path": f"{TILL}/till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt",
                          "old_string": "        } catch (e: TallypayTimeoutException) {\n            return "
                                        "PaymentResult.Timeout(reference)\n        }",
                          "new_string": "        } catch (e: TallypayTimeoutException) {\n            // never auto-void: "
                                        "ask the terminal what happened first\n            return "
                                        "resolveAfterTimeout(reference)\n        }"},
                 "The file has been updated."),
            tool("Read", {"file_path": f"{TILL}/till-payment/src/main/kotlin/pt/kestrel/till/payment/PaymentReference.kt"},
                 "package pt.kestrel.till.payment\n\n/** S0212-T04-000981: till id plus the till's local sale sequence, "
                 "6 digits. Tallypay allows 24 chars. */\n"
                 "fun paymentReference(tillId: TillId, seq: Long): String = \"%s-%06d\".format(tillId, seq % 1_000_000)\n"),
            ("assistant", "`resolveAfterTimeout` uses the same reference the sale was started with. References are "
                          "the till id plus the local sale sequence, e.g. `S0212-T04-000981`, so `getStatus` finds "
                          "the right transaction on the terminal. Running the payment tests:"),
            bash("./gradlew :till-payment:test --console=plain 2>&1 | tail -n 18",
                 "> Task :till-payment:test\n\n"
                 "TallypayTerminalTest > approved payment completes sale() PASSED\n"
                 "TallypayTerminalTest > declined payment shows reason() PASSED\n"
                 "TallypayTerminalTest > timeout then status APPROVED completes sale() PASSED\n"
                 "TallypayTerminalTest > timeout then status NOT_FOUND allows retry() PASSED\n"
                 "TallypayTerminalTest > timeout then IN_PROGRESS polls every 5s up to 30s() PASSED\n"
                 "TallypayTerminalTest > timeout never sends cancel() PASSED\n"
                 "PaymentReferenceTest > pads sequence to 6 digits() PASSED\n\n"
                 "BUILD SUCCESSFUL in 22s\n"),
            ("user", "cool. should we bump the sdk while we're here? I saw 4.3.0 is out, changelog says better "
                     "status polling"),
            bash("curl -s https://developer.tallypay.example/connect-sdk/CHANGELOG.md | sed -n '1,14p'",
                 "# Connect SDK changelog\n\n## 4.3.0 (2026-10-20)\n\n- getStatus() now long-polls (server push, "
                 "no client retries)\n- Minimum Java version is now 21\n- Removed deprecated TerminalSession API\n\n"
                 "## 4.2.1 (2026-06-02)\n\n- Fix: reconnect after terminal reboot\n"),
            ("assistant", "4.3.0 requires Java 21. The tills run the client on Java 17 (the `till-image` base is "
                          "`temurin-17-jre`), so 4.3 would need a new till image first. I'd stay on 4.2.x for now "
                          "and pin it so a dependency bot doesn't raise it: `connect-sdk = \"4.2.1\"` in "
                          "`gradle/libs.versions.toml`, with `strictly(\"[4.2,4.3)\")`."),
            ("user", "ok pin it. also fyi the payments team has this thing where they never roll terminal firmware on "
                     "a friday. that's their rule for their rollouts, doesn't apply to our till releases, just so "
                     "you don't get confused if you see it in their wiki"),
            tool("Edit", {"file_path": f"{TILL}/gradle/libs.versions.toml",
                          "old_string": "tallypay-sdk = { module = \"com.tallypay:connect-sdk\", version = \"4.2.1\" }",
                          "new_string": "# 4.3 needs Java 21, tills are on Java 17\ntallypay-sdk = { module = "
                                        "\"com.tallypay:connect-sdk\", version.strictly = \"[4.2,4.3)\", version.prefer = "
                                        "\"4.2.1\" }"},
                 "The file has been updated."),
            bash("git add -A && git commit -qm 'payment: 90s terminal response timeout, getStatus after timeout, pin "
                 "Tallypay SDK 4.2.x (POS-2257)' && git log -1 --stat --oneline",
                 "b7d20e4 payment: 90s terminal response timeout, getStatus after timeout, pin Tallypay SDK 4.2.x "
                 "(POS-2257)\n gradle/libs.versions.toml                                  |  3 +-\n "
                 "till-payment/src/main/kotlin/pt/kestrel/till/payment/TallypayTerminal.kt | 38 ++++++++++--\n "
                 "till-payment/src/test/kotlin/pt/kestrel/till/payment/TallypayTerminalTest.kt | 71 ++++++++++++++++++\n"
                 " 3 files changed, 106 insertions(+), 6 deletions(-)\n"),
            ("user", "thanks, pushing. ttyl"),
        ],
        "facts": [
            fact("response-timeout", "The Tallypay terminal responseTimeout is 90 s (SDK default 30 s, briefly 60 s) "
                                     "because DCC and PIN step-up approvals take up to ~72 s at p99.",
                 "config", "user", ["responseTimeout", "90", ["DCC", "dcc_offer"]], remember=True),
            fact("get-status", "When a terminal payment times out the till calls getStatus with the payment "
                               "reference and never sends an automatic void (a void shows the customer a charge "
                               "and a refund).",
                 "decision", "user", ["getStatus", ["void", "auto-void"]]),
            fact("payment-ref", "Payment references are the till id plus the 6-digit local sale sequence, e.g. "
                                "S0212-T04-000981.",
                 "convention", "assistant", ["S0212-T04-000981", ["till id", "sequence"]]),
            fact("sdk-pin", "The Tallypay connect-sdk is pinned to 4.2.x: 4.3.0 needs Java 21 and the tills run "
                            "Java 17.",
                 "decision", "assistant", [["4.2.x", "4.2.1"], "Java 21"]),
        ],
        "optional": [
            opt("sixty-first", "The timeout was first raised to 60 s before the numbers showed DCC at ~70 s.", ["60"]),
            opt("payments-friday", "The payments team does not roll terminal firmware on Fridays; that is their rule, "
                                   "not the till team's.",
                ["firmware", "friday"]),
        ],
        "questions": [
            q("What is the card terminal response timeout and why?",
              "90 seconds; DCC and PIN step-up approvals take up to 72 seconds at p99", ["response-timeout"]),
            q("What does the till do when a card payment times out?",
              "calls getStatus with the payment reference, never voids automatically", ["get-status"]),
            q("Why is the Tallypay SDK not on 4.3?", "4.3.0 needs Java 21, tills run Java 17", ["sdk-pin"]),
        ],
    },
    {
        "id": "h48-cc-till-explain-eod",
        "project": TILL,
        "start": datetime(2026, 11, 17, 10, 40),
        "about": "kestrel-till: a newcomer asks how EodCloseService works; the assistant reads and explains the "
                 "existing code (lock, outbox flush with 90 s timeout, cash count, 5 s sleep before the Z-report, "
                 "ShiftClosed record); 'do you remember when it moved from 22:00?' answered from git log; chatter; "
                 "nothing decided or changed: nothing durable",
        "steps": [
            ("user", "hello hello. I'm Rui's replacement on the till side for a couple of weeks while he's on "
                     "paternity leave, so go easy on me. can you walk me through how end of day close works on the "
                     "till? just explaining, I don't want to change anything today"),
            bash("rg -ln 'EodCloseService' --type kotlin",
                 "till-core/src/main/kotlin/pt/kestrel/till/eod/EodCloseService.kt\n"
                 "till-core/src/main/kotlin/pt/kestrel/till/eod/EodScheduler.kt\n"
                 "till-ui/src/main/kotlin/pt/kestrel/till/ui/backoffice/ManagerMenu.kt\n"
                 "till-core/src/test/kotlin/pt/kestrel/till/eod/EodCloseServiceTest.kt\n"),
            tool("Read", {"file_path": f"{TILL}/till-core/src/main/kotlin/pt/kestrel/till/eod/EodCloseService.kt"},
                 EOD_KT),
            tool("Read", {"file_path": f"{TILL}/till-core/src/main/kotlin/pt/kestrel/till/eod/EodScheduler.kt",
                          "limit": 30},
                 "class EodScheduler(private val config: StoreConfig, private val eod: EodCloseService) {\n"
                 "    fun schedule(scope: CoroutineScope) = scope.launch {\n"
                 "        while (isActive) {\n"
                 "            val next = config.eodCloseAt().nextOccurrence(clock.now(), config.zone())\n"
                 "            delay(Duration.between(clock.now(), next))\n"
                 "            when (val r = eod.close(EodTrigger.SCHEDULED)) {\n"
                 "                is EodResult.Blocked -> retryEvery(2.minutes, maxTries = 15) { eod.close(EodTrigger"
                 ".SCHEDULED) }\n"
                 "                else -> log.info(\"eod done {}\", r)\n"
                 "            }\n"
                 "        }\n"
                 "    }\n"
                 "}\n"),
            ("assistant", "Happy to. End-of-day close lives in two classes.\n\n"
                          "### When it runs\n"
                          "`EodScheduler` reads the close time from store-config (`eod.closeAt`, in the store's own "
                          "time zone, which matters because the PT stores are an hour behind PL and DE) and sleeps "
                          "until then. A manager can also trigger it early from the back-office menu "
                          "(`ManagerMenu.kt`). If a sale is still open on the till at that moment the close is "
                          "`Blocked`, and the scheduler retries every 2 minutes, 15 times, so for half an hour.\n\n"
                          "### What `EodCloseService.close()` does\n"
                          "1. **Refuses** if a sale is open, otherwise **locks** the till so no new sale can start. "
                          "The UI shows the closed screen in the store's language.\n"
                          "2. **Tries to flush the outbox** for up to 90 seconds. If the store is offline it carries "
                          "on anyway: pending sales sync later, and the close doesn't depend on store-sync. That's "
                          "deliberate, the fiscal side has to happen on the till regardless of the line.\n"
                          "3. **Cash count**: waits for the cashier to enter the counted cash; the difference with "
                          "the expected amount goes into the shift record.\n"
                          "4. **Fiscal day report** (the Z-report) through fiscal-bridge. There's a `Thread.sleep(5000)` "
                          "right before it; the comment says the printer NAKs the Z command if it comes too soon "
                          "after the last receipt. Note that it's a blocking sleep inside a suspend function, so it "
                          "blocks a dispatcher thread for 5 s; harmless here because nothing else runs during EOD, "
                          "but it's the kind of thing you'd change to `delay()` if you ever touch it.\n"
                          "5. **Enqueues a `ShiftClosed` record** in the outbox, like any sale, with the Z-report "
                          "number, so the back office gets the shift totals whenever the line allows.\n\n"
                          "The test class covers the blocked case, the offline case and a printer error."),
            ("user", "ok that's clear. the 90 seconds flush, what happens to the sales that don't make it, they just "
                     "sit there overnight?"),
            ("assistant", "Yes. They stay PENDING in the outbox and the drainer sends them as soon as the line is "
                          "back, even after the till is closed, because the drainer runs as long as the till "
                          "application runs (tills aren't shut down at night, they reboot at 04:00 for updates). "
                          "The `ShiftClosed` record is queued behind them, so store-sync always receives the "
                          "sales before the shift summary for that till."),
            ("user", "do you remember when the close moved from 22:00 to 22:30? someone told me it used to be 22"),
            bash("git log --oneline -S 'closeAt' -- till-core/src/main/kotlin/pt/kestrel/till/eod | head -n 5; git "
                 "log -1 --format='%h %ad %s' --date=short 4e1c7a0",
                 "4e1c7a0 eod: read close time from store-config instead of a constant\n"
                 "9a02b18 eod: initial scheduler\n"
                 "4e1c7a0 2025-03-11 eod: read close time from store-config instead of a constant\n"),
            ("assistant", "I don't carry anything over from earlier conversations, but git knows: in March 2025 "
                          "(commit `4e1c7a0`) the close time stopped being a constant in the code and started coming "
                          "from store-config. Before that commit the constant was `LocalTime.of(22, 0)`. What the "
                          "stores have in store-config today is 22:30 everywhere, per the doc comment, but that's a "
                          "config value, so the change from 22:00 happened in store-config, not in this repo."),
            ("user", "ah makes sense, so it's per store in theory. ok I think I get it. one more: why does the "
                     "manager menu have two buttons, 'Fecho' and 'Fecho forçado'?"),
            bash("rg -n -A6 'Fecho forçado|FORCED' till-ui/src/main/kotlin/pt/kestrel/till/ui/backoffice/ManagerMenu.kt",
                 "88:        button(t(\"eod.forced\")) {   // 'Fecho forçado' / 'Wymuszone zamknięcie'\n"
                 "89-            confirm(t(\"eod.forced.confirm\")) {\n"
                 "90-                eod.close(EodTrigger.FORCED)\n"
                 "91-            }\n"
                 "92-        }\n"
                 "--\n"
                 "117: EodTrigger.FORCED -> shifts.voidOpenSale(reason = \"forced EOD\")\n"),
            ("assistant", "The forced close first voids the open sale (if any) and then runs the normal close, so it "
                          "never ends up `Blocked`. It asks for confirmation because the voided sale is lost from the "
                          "till's point of view: the customer would have to be rung up again. The normal button is "
                          "the one that gets blocked by an open sale."),
            ("user", "great, thanks, that's all I needed for now. lunch time here 🍝"),
            ("assistant", "Enjoy your lunch! If you want, next time we can step through `EodCloseServiceTest` "
                          "together, it's the quickest way to see every branch of the close."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
