"""h63 Claude Code sessions, part c: timetable-svc of Kellsound Ferries (Kotlin, Spring Boot, RabbitMQ, MySQL),
Eleni's repo: the weather-cancellation flow from a pasted RFC, rebook messages lost in RabbitMQ, and the winter
timetable import around the clock change."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

TT = "/home/eleni/work/timetable-svc"

RFC = """# RFC-019: Weather cancellations and rebooking (v0.3, draft)

Status: draft, comments welcome until 7 Nov
Owner: timetable team

## 1. Problem
When a sailing is cancelled for weather, the contact centre rebooks passengers by hand from a
spreadsheet. On 14 Oct (storm on Ardmoor-Skelva) 1,140 passengers waited up to 9 hours for an answer.

## 2. Trigger
2.1 The timetable service subscribes to the Met buoy wind feed (Skelva West buoy). When the
    10-minute mean wind exceeds 45 knots for 30 minutes, sailings on the route within the next
    4 hours are cancelled automatically.
2.2 The duty master can cancel a sailing manually from the ops console.

## 3. Rebooking
3.1 Every booking on a cancelled sailing is moved to the next sailing on the same route that has
    enough capacity for all its passengers and vehicles.
3.2 If no sailing within 48 hours has capacity, the booking is left for the contact centre.

## 4. Passengers
4.1 Passengers can refuse the new sailing and ask for a refund.
4.2 Rebooked passengers are notified by SMS and e-mail.
4.3 A passenger is never moved to a sailing on a different route without their consent.

## 5. Money
5.1 A cancellation by weather is refunded in full, within 7 days, to the original payment method.
5.2 Instead of a refund, passengers may take a voucher worth 115% of the fare.
5.3 Fees (booking fee, cabin upgrade) are refunded too.

## 6. Open questions
- Do freight bookings follow the same rules? (freight team to answer)
"""

CANCEL_SERVICE = """     1\tpackage com.kellsound.timetable.cancel
     2\t
     3\t@Service
     4\tclass CancellationService(
     5\t    private val sailings: SailingRepository,
     6\t    private val rabbit: RabbitTemplate,
     7\t    private val clock: Clock,
     8\t) {
     9\t    @Transactional
    10\t    fun cancel(sailingCode: String, reason: CancelReason, by: String) {
    11\t        val s = sailings.findByCode(sailingCode) ?: throw NotFound(sailingCode)
    12\t        s.status = SailingStatus.CANCELLED
    13\t        s.cancelReason = reason
    14\t        s.cancelledBy = by
    15\t        s.cancelledAt = clock.instant()
    16\t        rabbit.convertAndSend("timetable", "sailing.cancelled", SailingCancelled(s.code, reason))
    17\t        // TODO(RFC-019): rebooking + refunds
    18\t    }
    19\t}
"""

SESSION_WEATHER = {
    "id": "h63-cc-timetable-weather-cancel",
    "project": TT,
    "start": datetime(2026, 11, 5, 9, 5),
    "about": "timetable-svc: the person pastes RFC-019 (weather cancellations) and confirms only part of it: full "
             "refund within 7 days, automatic rebooking onto the next sailing of the same route with capacity, and "
             "endorses 4.3 (never a different route without consent) as a rule; the automatic wind-feed trigger is "
             "refused in Greek-flavoured English (only the duty master cancels); the 115% voucher is put off "
             "(finance has not agreed); the 48 h fallback is left open",
    "steps": [
        ("user", "Kalimera! Today we start the rebooking for weather cancellations. Here is the RFC, is still "
                 "draft. Read it first please, then I tell you what is agreed and what not.\n\n" + RFC),
        ("assistant", "Kalimera! I've read RFC-019. Before you tell me what's agreed, let me see what the service "
                      "does today on a cancellation."),
        tool("Read", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/cancel/CancellationService.kt"},
             CANCEL_SERVICE),
        bash("grep -rn \"sailing.cancelled\" --include=*.kt --include=*.yml . | grep -v test",
             "./src/main/kotlin/com/kellsound/timetable/cancel/CancellationService.kt:16:        rabbit.convertAndSend(\"timetable\", \"sailing.cancelled\", SailingCancelled(s.code, reason))\n"
             "./src/main/resources/application.yml:41:      sailing-cancelled: timetable.sailing.cancelled.booking\n"),
        ("assistant", "Today `CancellationService.cancel()` marks the sailing `CANCELLED`, records who and why, and "
                      "publishes `sailing.cancelled` on the `timetable` exchange; the booking engine listens on "
                      "`timetable.sailing.cancelled.booking` but only to stop sales. Rebooking and refunds are a "
                      "TODO. Nothing subscribes to a wind feed yet. Which parts of the RFC hold?"),
        ("user", "Ok. So:\n- 5.1 yes, this is agreed with finance last week. Weather cancellation = full refund, "
                 "in 7 days, to same card. Fees also (5.3 yes).\n- 3.1 yes. Next sailing, same route, with capacity "
                 "for the whole booking, automatic.\n- 3.2 we don't know yet, leave it, contact centre for now.\n"
                 "- 5.2 the voucher: no. Finance did not agree on 115%, maybe next year. Don't build it.\n"
                 "- 4.3 — this is exactly how we work already and how we will work, please keep it as a rule for "
                 "this service: never to another route without the passenger says yes.\n\n"
                 "And 2.1, the automatic cancel from the wind feed. No no no. Please keep this in your memory for "
                 "always, is very important: the service is never cancelling a sailing by itself from the wind "
                 "feed. Only the duty master decides, the captain talks with him, they know the sea, the buoy "
                 "doesn't know. The wind feed can show a warning on the ops console, this is all."),
        ("assistant", "Clear. What I'll build, and what I'll keep for later sessions:\n\n"
                      "**Rules:**\n- Only the duty master cancels a sailing (ops console, `cancel()` with "
                      "`by = duty master`). The wind feed never triggers a cancellation; at most it raises a "
                      "warning on the console.\n- A passenger is never moved to a sailing on a different route "
                      "without their consent (RFC 4.3).\n\n**Behaviour:**\n- Weather cancellation → full refund "
                      "including fees, within 7 days, to the original payment method.\n- Rebooking: each booking "
                      "moves automatically to the next sailing on the **same route** with capacity for the whole "
                      "booking (all passengers, all vehicles, lane rules included).\n- No sailing with capacity → "
                      "left for the contact centre (the 48 h question stays open).\n- No voucher.\n\nI'll start "
                      "with the rebooking consumer."),
        tool("Write", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/rebook/RebookPlanner.kt",
                       "content": "package com.kellsound.timetable.rebook\n\n@Component\nclass RebookPlanner(private val sailings: SailingRepository, "
                                  "private val capacity: BookingCapacityClient) {\n    /** Next sailing on the SAME route with room for the whole booking; "
                                  "never another route (RFC-019 4.3). */\n    fun plan(booking: BookingSnapshot, cancelled: Sailing): RebookPlan {\n"
                                  "        val candidates = sailings.upcoming(route = cancelled.route, after = cancelled.departsAt, status = SailingStatus.SCHEDULED)\n"
                                  "        val target = candidates.firstOrNull { capacity.fits(it.code, booking) }\n"
                                  "        return if (target != null) RebookPlan.Move(booking.ref, target.code) else RebookPlan.ToContactCentre(booking.ref)\n    }\n}\n"},
             "File created successfully at: /home/eleni/work/timetable-svc/src/main/kotlin/com/kellsound/timetable/rebook/RebookPlanner.kt"),
        tool("Write", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/refund/WeatherRefundPolicy.kt",
                       "content": "package com.kellsound.timetable.refund\n\nobject WeatherRefundPolicy {\n"
                                  "    const val REFUND_WITHIN_DAYS = 7L\n    const val INCLUDE_FEES = true\n"
                                  "    fun refundFor(b: BookingSnapshot) = Refund(b.ref, amount = b.fare + b.fees, dueBy = b.cancelledAt.plusDays(REFUND_WITHIN_DAYS), method = b.originalPayment)\n}\n"},
             "File created successfully at: /home/eleni/work/timetable-svc/src/main/kotlin/com/kellsound/timetable/refund/WeatherRefundPolicy.kt"),
        bash("./gradlew test --tests '*Rebook*' --tests '*Refund*'",
             "> Task :test\n\nRebookPlannerTest > moves booking to next sailing on same route with capacity() PASSED\n"
             "RebookPlannerTest > skips sailing without lane capacity for the vehicle() PASSED\n"
             "RebookPlannerTest > never picks a sailing on another route even if it has room() PASSED\n"
             "RebookPlannerTest > no capacity on route goes to contact centre() PASSED\n"
             "WeatherRefundPolicyTest > refunds fare plus fees() PASSED\nWeatherRefundPolicyTest > due within 7 days() PASSED\n\n"
             "BUILD SUCCESSFUL in 11s\n"),
        ("assistant", "Planner and refund policy are in and tested. For the wind feed: since it may only warn, I "
                      "propose a small `WindWarningListener` that posts a banner to the ops console when the buoy "
                      "reading crosses 45 knots. Should I do that now?"),
        ("user", "Not today. Maybe when the ops console team has time, they have to build the banner side also."),
        ("assistant", "OK, no wind listener for now. Next I'll wire the planner to the `sailing.cancelled` event "
                      "and publish a `booking.rebooked` message per moved booking for the booking engine and the "
                      "notification service."),
        tool("Edit", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/cancel/CancellationService.kt",
                      "old_string": "        // TODO(RFC-019): rebooking + refunds",
                      "new_string": "        if (reason == CancelReason.WEATHER) rabbit.convertAndSend(\"timetable\", \"rebook.requested\", RebookRequested(s.code))"},
             "The file has been updated."),
        bash("./gradlew test",
             "> Task :test\n\n47 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 23s\n"),
        ("user", "Ωραία. Good. Commit it on a branch rfc-019-rebooking, I show it to the team tomorrow"),
        bash("git switch -c rfc-019-rebooking && git add -A && git commit -m \"RFC-019: weather rebooking on same "
             "route, full refund within 7 days\"",
             "Switched to a new branch 'rfc-019-rebooking'\n[rfc-019-rebooking 2b7d0f1] RFC-019: weather rebooking on same "
             "route, full refund within 7 days\n 6 files changed, 241 insertions(+), 1 deletion(-)\n"),
    ],
    "facts": [
        fact("weather-refund", "A cancellation by weather is refunded in full, fees included, within 7 days to the "
             "original payment method (agreed with finance).", "decision", "user", ["refund", "7 days"]),
        fact("rebook-same-route", "Bookings on a weather-cancelled sailing are moved automatically to the next sailing "
             "on the same route with capacity for the whole booking; if none, the contact centre handles it.",
             "decision", "user", ["next sailing", "same route"]),
        fact("duty-master-only", "The service never cancels a sailing by itself from the wind feed; only the duty "
             "master decides; the wind feed may at most show a warning on the ops console.", "rule", "user",
             ["duty master", "wind feed"], remember=True),
        fact("route-consent", "A passenger is never moved to a sailing on a different route without their consent "
             "(RFC-019 4.3, kept as a rule).", "rule", "user", ["different route", "consent"], remember=True),
        fact("no-voucher", "The 115% voucher from RFC-019 5.2 is not built: finance did not agree (maybe next year).",
             "decision", "user", ["voucher"]),
    ],
    "optional": [
        opt("rfc-019", "Weather cancellations are specified in RFC-019; the 48 h fallback (3.2) is still open.",
            ["RFC-019"]),
    ],
    "questions": [
        q("How are passengers refunded when a sailing is cancelled for weather?",
          "in full within 7 days to the original payment method", ["weather-refund"]),
        q("Where are passengers of a cancelled sailing rebooked?", "next sailing on the same route with capacity",
          ["rebook-same-route"]),
        q("Can the wind feed cancel a sailing automatically?", "never, only the duty master decides",
          ["duty-master-only"]),
        q("Can a passenger be moved to another route?", "never without their consent", ["route-consent"]),
    ],
}


RABBIT_QUEUES = """Listing queues for vhost / ...
name	messages_ready	messages_unacknowledged	consumers	arguments
timetable.rebook.requested	0	0	2	{}
timetable.sailing.cancelled.booking	0	0	3	{}
timetable.booking.rebooked.notify	12	0	1	{}
timetable.booking.rebooked.booking	0	0	3	{}
"""

LISTENER = """     1\tpackage com.kellsound.timetable.rebook
     2\t
     3\t@Component
     4\tclass RebookListener(
     5\t    private val planner: RebookPlanner,
     6\t    private val bookings: BookingSnapshotRepository,
     7\t    private val moves: RebookMoveRepository,
     8\t    private val rabbit: RabbitTemplate,
     9\t) {
    10\t    @RabbitListener(queues = ["timetable.rebook.requested"], concurrency = "2")
    11\t    @Transactional
    12\t    fun onRebookRequested(msg: RebookRequested) {
    13\t        val cancelled = sailings.byCode(msg.sailingCode)
    14\t        for (b in bookings.onSailing(msg.sailingCode)) {
    15\t            val plan = planner.plan(b, cancelled)
    16\t            moves.save(RebookMove.from(plan))
    17\t            if (plan is RebookPlan.Move) rabbit.convertAndSend("timetable", "booking.rebooked", BookingRebooked(b.ref, plan.target))
    18\t        }
    19\t    }
    20\t}
"""

APP_YML = """spring:
  rabbitmq:
    host: rabbit.internal.kellsound.example
    port: 5672
    username: timetable
    listener:
      simple:
        acknowledge-mode: auto
        prefetch: 250
        default-requeue-rejected: false
  datasource:
    url: jdbc:mysql://mysql-tt.internal.kellsound.example:3306/timetable
"""

APP_LOG = """2026-11-12T17:02:44.118Z INFO  RebookListener  rebook.requested sailing=ARD-SKV-20261112-1830 bookings=214
2026-11-12T17:02:51.902Z WARN  HikariPool-1  Connection is not available, request timed out after 5000ms
2026-11-12T17:02:51.905Z ERROR RebookListener  Execution of Rabbit message listener failed.
org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction
	at org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)
	...
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 5000ms.
2026-11-12T17:02:51.907Z WARN  ConditionalRejectingErrorHandler  Execution of Rabbit message listener failed, message rejected (requeue=false)
2026-11-12T17:02:52.010Z INFO  RebookListener  rebook.requested sailing=ARD-SKV-20261112-2015 bookings=97
2026-11-12T17:03:10.441Z INFO  RebookListener  done sailing=ARD-SKV-20261112-2015 moved=91 contactCentre=6
"""

SESSION_LOST = {
    "id": "h63-cc-timetable-rebook-lost",
    "project": TT,
    "start": datetime(2026, 11, 13, 10, 20),
    "about": "timetable-svc: 214 bookings of a cancelled 18:30 sailing never rebooked; the person's guess (prefetch "
             "250 too high) is checked and dropped; the log shows a DB pool timeout and the message rejected without "
             "requeue (auto ack, default-requeue-rejected false, no DLQ); fix: manual ack after commit, dead-letter "
             "queue timetable.rebook.dlq with retry x-message-ttl 30000 then changed to 60000; Hikari pool raised; a "
             "question about remembering; the standing rule arrives as an afterthought at the end of a long message",
    "steps": [
        ("user", "Hello. Yesterday was a bad evening. The duty master cancelled the 18:30 Ardmoor-Skelva (swell), "
                 "and 214 bookings were never rebooked, contact centre found it at 21:00 when people called. The "
                 "20:15 the same evening was fine. I think is the prefetch, it is 250, too many messages to one "
                 "consumer and it is dying. Do you remember what prefetch we had before, in the summer?"),
        ("assistant", "I don't have anything from the summer about the prefetch; git history might. Let me look at "
                      "the config, the queues and the logs for 17:00 to 17:10 yesterday."),
        bash("git log -L '/prefetch/,+1:src/main/resources/application.yml' --oneline | head -20",
             "8c1d2e7 Raise prefetch for rebook burst\n@@ -9 +9 @@\n-        prefetch: 10\n+        prefetch: 250\n"),
        tool("Read", {"file_path": f"{TT}/src/main/resources/application.yml"}, APP_YML),
        bash("rabbitmqctl list_queues name messages_ready messages_unacknowledged consumers arguments", RABBIT_QUEUES),
        bash("kubectl -n timetable logs deploy/timetable-svc --since-time=2026-11-12T17:00:00Z | head -40", APP_LOG),
        ("assistant", "It was 10 and went to 250 in 8c1d2e7. But prefetch isn't what lost the messages here. Each "
                      "`rebook.requested` message is *one sailing*, not one booking, so even at 250 a consumer holds "
                      "at most a couple of messages in practice. What the log shows:\n\n1. At 17:02:51 the listener "
                      "couldn't get a DB connection (`HikariPool-1 - Connection is not available, request timed out "
                      "after 5000ms`) while handling the 18:30 sailing.\n2. The exception went to Spring AMQP's "
                      "error handler, which **rejected the message with requeue=false** "
                      "(`default-requeue-rejected: false`).\n3. `timetable.rebook.requested` has no dead-letter "
                      "exchange (`arguments` is `{}`), so a rejected message is simply dropped. 214 bookings gone "
                      "with it.\n\nThe 20:15 worked because the pool had recovered by then. Let me look at the "
                      "listener and the pool size before I say what the fix is."),
        tool("Read", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/rebook/RebookListener.kt"}, LISTENER),
        bash("grep -rn \"maximum-pool-size\\|hikari\" src/main/resources/ ; kubectl -n timetable get deploy timetable-svc -o jsonpath='{.spec.replicas}'",
             "2\n"),
        ("assistant", "Found the rest of it:\n\n- **Acknowledgement.** `acknowledge-mode: auto` with "
                      "`@Transactional` on the listener: the container acks when the method returns normally and "
                      "rejects when it throws. Combined with requeue off and no DLQ, any exception means the "
                      "message is gone. Worse, the method publishes `booking.rebooked` messages *inside* the loop, "
                      "before the DB transaction commits: if the commit failed after 100 bookings, the booking "
                      "engine would already have moved 100 bookings that the timetable DB doesn't know about.\n- "
                      "**Pool.** No Hikari settings, so the default of 10 connections, with `concurrency = \"2\"` on "
                      "this listener and the public timetable API sharing the same pool. At 17:00 the website gets "
                      "its evening peak *and* everybody refreshes after a cancellation.\n\n**Fix:**\n1. `acknowledge-"
                      "mode: manual`; ack only after the DB transaction has committed, nack (requeue=false) into a "
                      "DLQ on failure.\n2. Dead-letter queue `timetable.rebook.dlq` with a retry: messages wait "
                      "there with `x-message-ttl` and then go back to `timetable.rebook.requested`; after 5 attempts "
                      "they go to `timetable.rebook.parking` and page the on-call.\n3. Publish `booking.rebooked` "
                      "after commit (`TransactionSynchronization.afterCommit`).\n4. A separate Hikari pool size: "
                      "`maximum-pool-size: 30` (MySQL allows 300, we use about 60).\n\nPrefetch: I'd set it back "
                      "to 10, it does no harm either way."),
        ("user", "Ok, I was wrong with the prefetch, fine. Do all 4 and prefetch back to 10. What TTL for the retry?"),
        ("assistant", "I'd start with 30 seconds (`x-message-ttl: 30000`): a DB pool hiccup is usually over by then, "
                      "and passengers get their new sailing quickly."),
        tool("Write", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/rabbit/RebookTopology.kt",
                       "content": "@Configuration\nclass RebookTopology {\n"
                                  "    @Bean fun rebookRequested() = QueueBuilder.durable(\"timetable.rebook.requested\")\n"
                                  "        .deadLetterExchange(\"\").deadLetterRoutingKey(\"timetable.rebook.dlq\").build()\n"
                                  "    @Bean fun rebookDlq() = QueueBuilder.durable(\"timetable.rebook.dlq\")\n"
                                  "        .ttl(30000).deadLetterExchange(\"\").deadLetterRoutingKey(\"timetable.rebook.requested\").build()\n"
                                  "    @Bean fun rebookParking() = QueueBuilder.durable(\"timetable.rebook.parking\").build()\n}\n"},
             "File created successfully at: /home/eleni/work/timetable-svc/src/main/kotlin/com/kellsound/timetable/rabbit/RebookTopology.kt"),
        tool("Edit", {"file_path": f"{TT}/src/main/resources/application.yml",
                      "old_string": "        acknowledge-mode: auto\n        prefetch: 250",
                      "new_string": "        acknowledge-mode: manual\n        prefetch: 10"},
             "The file has been updated."),
        bash("./gradlew test --tests '*Rebook*'",
             "> Task :test\nRebookListenerTest > acks only after commit() PASSED\n"
             "RebookListenerTest > db failure nacks into timetable.rebook.dlq() PASSED\n"
             "RebookListenerTest > booking.rebooked published after commit only() PASSED\n"
             "RebookListenerTest > fifth failure goes to parking and pages() PASSED\n"
             "RebookRetryIT > message returns from dlq after x-message-ttl() PASSED (31.2s)\n\nBUILD SUCCESSFUL in 58s\n"),
        ("user", "Hmm wait, 30 seconds and 5 times is 2.5 minutes, and when MySQL has a failover it takes 2 to 3 "
                 "minutes, we saw this in September. Then all go to parking and on-call is woken up for nothing. "
                 "Make it 60 seconds, then 5 times is 5 minutes, ok.\n\nAnd the pool 30 is ok, I checked with the "
                 "DBA channel, they say fine.\n\nAnd the queue has the same name in staging? yes I think. Ok. "
                 "Also please write in the PR description what happened, with the times, the contact centre "
                 "manager wants to read it. Ah, and one more thing before I forget, and this is for every future "
                 "session with this service, not only today: every consumer we have acks only after the DB commit. "
                 "No auto ack anywhere in timetable-svc, never again."),
        tool("Edit", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/rabbit/RebookTopology.kt",
                      "old_string": ".ttl(30000)", "new_string": ".ttl(60000)"},
             "The file has been updated."),
        bash("grep -rn \"acknowledge-mode\\|AcknowledgeMode\" src/main",
             "src/main/resources/application.yml:8:        acknowledge-mode: manual\n"
             "src/main/kotlin/com/kellsound/timetable/rabbit/NotifyConfig.kt:22:        factory.setAcknowledgeMode(AcknowledgeMode.AUTO)\n"),
        ("assistant", "Retry TTL is now 60 seconds (`x-message-ttl` 60000), so 5 attempts span about 5 minutes and "
                      "ride out a MySQL failover. And I'll hold every consumer in timetable-svc to the rule from now "
                      "on: ack only after the DB commit, no auto ack.\n\nThe grep found one more: `NotifyConfig.kt` "
                      "sets `AcknowledgeMode.AUTO` on its own container factory for `timetable.booking.rebooked."
                      "notify`. That breaks the rule, so I'll switch it to manual too."),
        tool("Edit", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/rabbit/NotifyConfig.kt",
                      "old_string": "factory.setAcknowledgeMode(AcknowledgeMode.AUTO)",
                      "new_string": "factory.setAcknowledgeMode(AcknowledgeMode.MANUAL)"},
             "The file has been updated."),
        bash("./gradlew test && gh pr create --title \"Rebook: manual ack after commit, DLQ retry 60 s\" --body-file /tmp/pr-rebook.md",
             "> Task :test\n\n53 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m 4s\nhttps://github.com/kellsound/timetable-svc/pull/88\n"),
        ("assistant", "PR #88 is open with the timeline for the contact centre manager (17:02:51 pool timeout, "
                      "message rejected without requeue, 214 bookings of ARD-SKV 18:30 not rebooked, found at "
                      "21:00). I'd still run a one-off rebook for yesterday's 18:30 if it hasn't been done by hand."),
        ("user", "contact centre did them by hand already last night. thanks, efcharistó"),
    ],
    "facts": [
        fact("lost-cause", "The 214 bookings were never rebooked because the rebook listener ran with acknowledge-mode "
             "auto, a DB pool timeout made it throw, the message was rejected without requeue "
             "(default-requeue-rejected false) and the queue had no dead-letter exchange, so it was dropped; fix is "
             "manual ack after the commit. The prefetch (250) was not the cause.", "bugfix", "assistant",
             [["acknowledge-mode", "AcknowledgeMode"], "requeue"]),
        fact("dlq-ttl", "Failed rebook messages go to the dead-letter queue timetable.rebook.dlq and come back after "
             "x-message-ttl 60000 (60 seconds, changed from 30); after 5 attempts they go to timetable.rebook.parking "
             "and page on-call.", "config", "user", ["timetable.rebook.dlq", "60000"]),
        fact("ack-after-commit", "Every consumer in timetable-svc acks only after the DB commit; no auto ack anywhere "
             "in the service.", "rule", "user", ["ack", "commit"], remember=True),
        fact("pool-30", "The timetable-svc Hikari pool is maximum-pool-size 30 (checked with the DBAs) and rebook "
             "prefetch is back to 10.", "config", "assistant", ["maximum-pool-size", "30"]),
    ],
    "optional": [
        opt("ttl-30", "The retry TTL was first 30 seconds (30000).", ["30000"]),
        opt("prefetch-10", "Prefetch went from 10 to 250 in 8c1d2e7 and back to 10.", ["prefetch", "10"]),
    ],
    "questions": [
        q("Why were the bookings of the cancelled 18:30 never rebooked?",
          "auto ack, DB pool timeout, message rejected without requeue and no dead-letter queue", ["lost-cause"]),
        q("What happens to a rebook message that fails?", "timetable.rebook.dlq retry after 60000, 5 attempts, "
          "then parking", ["dlq-ttl"]),
        q("When may a timetable-svc consumer ack a message?", "only after the DB commit", ["ack-after-commit"]),
    ],
}


WINTER_CSV = """route,date,dep_time,vessel,notes
ARD-HOL,2026-10-24,07:15,Tern,
ARD-HOL,2026-10-24,17:15,Tern,
ARD-HOL,2026-10-25,07:15,Tern,clock change night
ARD-HOL,2026-10-25,17:15,Tern,
ARD-SKV,2026-10-25,09:45,Eider,
HOL-VAR,2026-10-25,07:30,Gannet,
SKV-KEL,2026-10-25,09:00,Fulmar,lifeline
... (1,486 rows)
"""

IMPORTER = """    31\t    fun importRow(row: CsvRow): Sailing {
    32\t        val date = LocalDate.parse(row["date"])
    33\t        val time = LocalTime.parse(row["dep_time"])
    34\t        val departsAt = LocalDateTime.of(date, time).toInstant(ZoneOffset.UTC)
    35\t        val code = "${row["route"]}-${date.format(BASIC_ISO_DATE)}-${time.format(HHMM)}"
    36\t        return Sailing(code = code, route = Route.of(row["route"]), departsAt = departsAt, vessel = row["vessel"])
    37\t    }
"""

SESSION_IMPORT = {
    "id": "h63-cc-timetable-winter-import",
    "project": TT,
    "start": datetime(2026, 11, 20, 8, 40),
    "about": "timetable-svc: the test import of next year's timetable shows every sailing one hour late from the "
             "last Sunday of March; the importer read the local times of the ops CSV as UTC; the fix parses them "
             "in Europe/Dublin; sailing ids keep the local time (ROUTE-YYYYMMDD-HHMM); a new standing rule that "
             "imports go to staging and are signed off by the ops desk first; a one-off 'run it again'",
    "steps": [
        ("user", "Good morning. Ops sent the timetable for next year (Nov 2026 to Oct 2027) and I ran the import on "
                 "my laptop. The website preview shows from end of March all sailings one hour later, 08:15 "
                 "instead of 07:15 and so on. Winter is correct. Something with summer time, no?"),
        bash("head -9 imports/timetable-2026-27.csv; wc -l imports/timetable-2026-27.csv",
             WINTER_CSV.replace("2026-10-24", "2027-03-27").replace("2026-10-25", "2027-03-28") + "1487 imports/timetable-2026-27.csv\n"),
        tool("Read", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/imports/TimetableImporter.kt"},
             IMPORTER),
        ("assistant", "Yes, summer time. Line 34: `LocalDateTime.of(date, time).toInstant(ZoneOffset.UTC)`. The ops "
                      "CSV has **local** departure times (what's printed on the timetable at the pier), and the "
                      "importer treats them as UTC. In winter Ireland's local time equals UTC, so nothing shows; "
                      "from 28 March 2027 local time is UTC+1, so 07:15 local is stored as 07:15 UTC and the "
                      "website (which converts back to local) shows 08:15.\n\nThe fix is to parse in the port's "
                      "zone: `LocalDateTime.of(date, time).atZone(ZoneId.of(\"Europe/Dublin\")).toInstant()`. All "
                      "four routes are in the same zone."),
        bash("mysql timetable -e \"select code, departs_at from sailings where code like 'ARD-HOL-2027032%' order by departs_at\"",
             "+----------------------------+---------------------+\n| code                       | departs_at          |\n"
             "+----------------------------+---------------------+\n| ARD-HOL-20270327-0715      | 2027-03-27 07:15:00 |\n"
             "| ARD-HOL-20270327-1715      | 2027-03-27 17:15:00 |\n| ARD-HOL-20270328-0715      | 2027-03-28 07:15:00 |\n"
             "| ARD-HOL-20270328-1715      | 2027-03-28 17:15:00 |\n+----------------------------+---------------------+\n"),
        ("assistant", "Confirmed: `departs_at` (UTC column) holds 07:15 for 28 March, which should be 06:15 UTC."),
        ("user", "Yes fix it. And the code of the sailing, ARD-HOL-20270328-0715, this stays with the local time, "
                 "yes? Everybody uses these codes, the port staff, the booking engine, the contact centre. They "
                 "must read the time like on the timetable."),
        ("assistant", "Yes, I'll keep it that way: the sailing id is `ROUTE-YYYYMMDD-HHMM` with the **local** date "
                      "and departure time (like the printed timetable), while `departs_at` is stored in UTC. The "
                      "code line already builds it from the local `date` and `time`, so only line 34 changes."),
        tool("Edit", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/imports/TimetableImporter.kt",
                      "old_string": "        val departsAt = LocalDateTime.of(date, time).toInstant(ZoneOffset.UTC)",
                      "new_string": "        // CSV times are local (printed timetable); store UTC\n"
                                    "        val departsAt = LocalDateTime.of(date, time).atZone(PORT_ZONE).toInstant()"},
             "The file has been updated."),
        tool("Edit", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/imports/TimetableImporter.kt",
                      "old_string": "class TimetableImporter(",
                      "new_string": "val PORT_ZONE: ZoneId = ZoneId.of(\"Europe/Dublin\")\n\nclass TimetableImporter("},
             "The file has been updated."),
        bash("./gradlew test --tests '*TimetableImporter*'",
             "> Task :test\nTimetableImporterTest > winter time local equals UTC() PASSED\n"
             "TimetableImporterTest > summer 07:15 local is 06:15 UTC() PASSED\n"
             "TimetableImporterTest > code keeps local date and time() FAILED\n"
             "    expected: <ARD-HOL-20270328-0715> but was: <ARD-HOL-20270328-715>\n\nBUILD FAILED in 9s\n"),
        ("assistant", "One failure, unrelated to the zone: the `HHMM` formatter is `H:mm`-style without padding, so "
                      "07:15 becomes `715`. It never showed because every existing test used times after 10:00. "
                      "Fixing the pattern to `HHmm`."),
        tool("Edit", {"file_path": f"{TT}/src/main/kotlin/com/kellsound/timetable/imports/Formats.kt",
                      "old_string": "val HHMM: DateTimeFormatter = DateTimeFormatter.ofPattern(\"Hmm\")",
                      "new_string": "val HHMM: DateTimeFormatter = DateTimeFormatter.ofPattern(\"HHmm\")"},
             "The file has been updated."),
        ("user", "run it again"),
        bash("./gradlew test --tests '*TimetableImporter*'",
             "> Task :test\nTimetableImporterTest > winter time local equals UTC() PASSED\n"
             "TimetableImporterTest > summer 07:15 local is 06:15 UTC() PASSED\n"
             "TimetableImporterTest > code keeps local date and time() PASSED\n"
             "TimetableImporterTest > clock change night 2027-10-31 01:30 is not ambiguous for ferries() PASSED\n\nBUILD SUCCESSFUL in 9s\n"),
        bash("grep -c -- '-[0-9]\\{8\\}-[0-9]\\{3\\}$' <(mysql -N timetable -e 'select code from sailings')",
             "0\n"),
        ("assistant", "All green, and no 3-digit time codes exist in the current database (current sailings all "
                      "depart after 10:00 or were imported by the old Python script, which padded). Ready to re-run "
                      "the import on your laptop DB."),
        ("user", "Ok thanks. Now this is new, and I want it kept from now on in this project: a timetable import "
                 "goes first to staging, and the ops desk checks it on the staging website and signs it off in the "
                 "ticket. Only after that it goes to production. Today we were lucky it was my laptop."),
        ("assistant", "Kept as a rule for timetable-svc: every timetable import runs on staging first, the ops desk "
                      "checks it on the staging website and signs it off in the ticket, and only then is it "
                      "imported in production. Shall I run the import on staging now?"),
        bash("./gradlew bootRun --args='--spring.profiles.active=staging import imports/timetable-2026-27.csv'",
             "2026-11-20T09:31:02.410Z INFO  TimetableImporter  read 1486 rows\n"
             "2026-11-20T09:31:04.998Z INFO  TimetableImporter  upserted 1486 sailings (0 skipped), zone=Europe/Dublin\n"
             "2026-11-20T09:31:05.003Z INFO  TimetableImporter  staging preview: https://staging.kellsound.example/timetable?from=2026-11-01\n"),
        ("user", "good, I send the link to the ops desk. efcharisto"),
    ],
    "facts": [
        fact("dst-bug", "Summer sailings were one hour late because the importer stored the ops CSV's local times as "
             "UTC (ZoneOffset.UTC); it now parses them in Europe/Dublin and stores UTC.", "bugfix", "assistant",
             ["Europe/Dublin", "UTC"]),
        fact("sailing-code", "Sailing ids are ROUTE-YYYYMMDD-HHMM with the local date and departure time (as on the "
             "printed timetable), e.g. ARD-HOL-20270328-0715; departs_at is stored in UTC.", "convention", "user",
             ["YYYYMMDD", "local"]),
        fact("staging-signoff", "Every timetable import goes to staging first; the ops desk checks it on the staging "
             "website and signs it off in the ticket before it is imported in production.", "rule", "user",
             ["staging", "ops desk"], remember=True),
    ],
    "optional": [
        opt("hhmm-pad", "The HHMM formatter was 'Hmm' (07:15 became 715) and is now 'HHmm'.", ["HHmm"]),
        opt("timetable-file", "Next year's timetable is imports/timetable-2026-27.csv (1486 sailings).",
            ["timetable-2026-27.csv"]),
    ],
    "questions": [
        q("Why were summer sailings shown one hour late after the import?",
          "the importer treats local CSV times as UTC; now parse in Europe/Dublin", ["dst-bug"]),
        q("What is the format of a sailing id?", "ROUTE-YYYYMMDD-HHMM in local time", ["sailing-code"]),
        q("What has to happen before a timetable import goes to production?",
          "staging first, ops desk signs it off", ["staging-signoff"]),
    ],
}

SESSIONS = [SESSION_WEATHER, SESSION_LOST, SESSION_IMPORT]
