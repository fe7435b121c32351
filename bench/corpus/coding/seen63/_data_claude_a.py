"""h63 Claude Code sessions, part a: booking-engine of Kellsound Ferries (Kotlin, Ktor, Exposed, MySQL 8,
RabbitMQ), Ines's repo. A campervan put in lane C, a review of per-sailing lane capacity, and an afternoon
where a new teammate has the overbooking code explained (nothing durable)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

BOOK = "/home/ines/src/booking-engine"

LANE_ALLOCATOR = """     1\tpackage com.kellsound.booking.lanes
     2\t
     3\timport com.kellsound.booking.model.Sailing
     4\timport com.kellsound.booking.model.Vehicle
     5\timport com.kellsound.booking.model.Lane
     6\timport org.slf4j.LoggerFactory
     7\t
     8\tclass LaneAllocator(
     9\t    private val rules: LaneRules,
    10\t    private val usage: LaneUsageRepository,
    11\t) {
    12\t    private val log = LoggerFactory.getLogger(javaClass)
    13\t
    14\t    fun allocate(sailing: Sailing, vehicle: Vehicle): Allocation {
    15\t        val preferred = rules.preferredLanes(vehicle)          // A, B for cars; D for freight
    16\t        for (lane in preferred) {
    17\t            if (!rules.accepts(lane, vehicle)) continue
    18\t            if (usage.freeMetres(sailing.id, lane) >= vehicle.lengthMetres()) {
    19\t                return Allocation.Placed(lane)
    20\t            }
    21\t        }
    22\t        // PR #412: when A and B are full, spill over instead of refusing the booking
    23\t        return overflowLane(sailing, vehicle)
    24\t    }
    25\t
    26\t    private fun overflowLane(sailing: Sailing, vehicle: Vehicle): Allocation {
    27\t        val free = usage.freeMetres(sailing.id, Lane.C)
    28\t        if (free >= vehicle.lengthMetres()) {
    29\t            log.info("overflow to lane C sailing={} vehicle={}", sailing.id, vehicle.reg)
    30\t            return Allocation.Placed(Lane.C)
    31\t        }
    32\t        return Allocation.Rejected(RejectReason.NO_SPACE)
    33\t    }
    34\t}
"""

LANE_RULES = """     1\tpackage com.kellsound.booking.lanes
     2\t
     3\timport com.kellsound.booking.model.Lane
     4\timport com.kellsound.booking.model.Vehicle
     5\timport com.kellsound.booking.model.VehicleClass
     6\t
     7\tconst val LANE_C_MAX_HEIGHT_CM = 190
     8\tconst val LANE_D_MIN_LENGTH_M = 7.0
     9\t
    10\tclass LaneRules {
    11\t    fun preferredLanes(v: Vehicle): List<Lane> = when (v.vehicleClass) {
    12\t        VehicleClass.ARTIC, VehicleClass.RIGID_HGV -> listOf(Lane.D)
    13\t        VehicleClass.MOTORCYCLE -> listOf(Lane.E, Lane.A)
    14\t        else -> listOf(Lane.A, Lane.B)
    15\t    }
    16\t
    17\t    fun accepts(lane: Lane, v: Vehicle): Boolean = when (lane) {
    18\t        Lane.C -> v.heightCm <= LANE_C_MAX_HEIGHT_CM
    19\t        Lane.D -> v.lengthMetres() >= LANE_D_MIN_LENGTH_M || v.vehicleClass.isFreight
    20\t        else -> true
    21\t    }
    22\t}
"""

GRADLE_TEST_FAIL = """> Task :compileKotlin UP-TO-DATE
> Task :compileTestKotlin
> Task :test

LaneAllocatorTest > places car in lane A when free() PASSED
LaneAllocatorTest > places artic in lane D() PASSED
LaneAllocatorTest > motorcycle prefers lane E() PASSED
LaneAllocatorTest > overflows small car to lane C when A and B are full() PASSED
LaneAllocatorTest > never places vehicle over 190 cm in lane C() FAILED
    org.opentest4j.AssertionFailedError: expected: <Rejected(reason=NO_LANE)> but was: <Placed(lane=C)>
        at app//org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:55)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//com.kellsound.booking.lanes.LaneAllocatorTest.never places vehicle over 190 cm in lane C(LaneAllocatorTest.kt:88)
LaneAllocatorTest > rejects when every lane is full() PASSED
BookingRoutesTest > POST bookings returns 201() PASSED
BookingRoutesTest > POST bookings returns 409 when sailing closed() PASSED

8 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/ines/src/booking-engine/build/reports/tests/test/index.html

BUILD FAILED in 14s
"""

GRADLE_TEST_PASS = """> Task :compileKotlin
> Task :compileTestKotlin
> Task :test

LaneAllocatorTest > places car in lane A when free() PASSED
LaneAllocatorTest > places artic in lane D() PASSED
LaneAllocatorTest > motorcycle prefers lane E() PASSED
LaneAllocatorTest > overflows small car to lane C when A and B are full() PASSED
LaneAllocatorTest > never places vehicle over 190 cm in lane C() PASSED
LaneAllocatorTest > campervan 240 cm with A and B full is rejected with NO_LANE() PASSED
LaneAllocatorTest > rejects when every lane is full() PASSED
BookingRoutesTest > POST bookings returns 201() PASSED
BookingRoutesTest > POST bookings returns 409 when sailing closed() PASSED
BookingRoutesTest > POST bookings returns 409 LANE_FULL when no lane accepts vehicle() PASSED
CheckinHeightTest > heightCm from checkin payload is kept in cm() PASSED

11 tests completed, 0 failed

BUILD SUCCESSFUL in 17s
5 actionable tasks: 3 executed, 2 up-to-date
"""

ALLOC_LOG = """2026-11-02T06:11:40.118Z INFO  c.k.b.api.BookingRoutes  POST /v2/bookings sailing=HOL-VAR-20261102-0730 vehicles=1
2026-11-02T06:11:40.131Z DEBUG c.k.b.lanes.LaneAllocator try lane=A free=0.0 need=7.2
2026-11-02T06:11:40.131Z DEBUG c.k.b.lanes.LaneAllocator try lane=B free=3.5 need=7.2
2026-11-02T06:11:40.132Z INFO  c.k.b.lanes.LaneAllocator overflow to lane C sailing=HOL-VAR-20261102-0730 vehicle=KS-72-LMX
2026-11-02T06:11:40.140Z INFO  c.k.b.api.BookingRoutes  201 booking=BK-7Q2M9 lane=C
2026-11-02T06:12:03.551Z INFO  c.k.b.api.BookingRoutes  POST /v2/bookings sailing=HOL-VAR-20261102-0730 vehicles=2
2026-11-02T06:12:03.560Z DEBUG c.k.b.lanes.LaneAllocator try lane=A free=0.0 need=4.5
2026-11-02T06:12:03.560Z DEBUG c.k.b.lanes.LaneAllocator try lane=B free=3.5 need=4.5
2026-11-02T06:12:03.561Z INFO  c.k.b.lanes.LaneAllocator overflow to lane C sailing=HOL-VAR-20261102-0730 vehicle=KS-19-PTR
2026-11-02T06:12:03.566Z INFO  c.k.b.api.BookingRoutes  201 booking=BK-7Q2N1 lane=C
2026-11-02T06:14:55.002Z WARN  c.k.b.rabbit.CheckinEvents  late checkin event for BK-7Q2M9 (sailing boards in 36 min)
"""

SESSION_LANE_C = {
    "id": "h63-cc-booking-lane-c-height",
    "project": BOOK,
    "start": datetime(2026, 11, 3, 8, 52),
    "about": "booking-engine: Hollin port staff found a 2.4 m campervan booked into lane C on MV Gannet; the "
             "person's guess (cm vs m conversion from the check-in app) is wrong; root cause is the PR #412 "
             "overflowLane path that skips LaneRules.accepts; fix plus 409 LANE_FULL; flat standing rule 'we never "
             "put anything over 1.9 m in lane C'; a DB CHECK proposal turned down; near-miss: the horsebox story "
             "recalled from the past",
    "steps": [
        ("user", "morning! coffee's terrible today but here we go. Port staff at Hollin called: yesterday's 07:30 "
                 "to Varra on the Gannet had a campervan booked into lane C. 2.4 metres tall. The deckhand caught "
                 "it at the ramp so nothing hit the mezzanine, but still. I'm 90% sure it's the unit thing again, "
                 "the check-in app sends heights in cm and somewhere we compare it to metres. can you look?"),
        ("assistant", "Morning! Sorry about the coffee. Let me check how the height travels from the check-in "
                      "payload to the lane check before changing anything."),
        bash("grep -rn \"height\" src/main/kotlin --include=*.kt | head -30",
             "src/main/kotlin/com/kellsound/booking/model/Vehicle.kt:9:    val heightCm: Int,\n"
             "src/main/kotlin/com/kellsound/booking/model/Vehicle.kt:17:    fun heightMetres(): Double = heightCm / 100.0\n"
             "src/main/kotlin/com/kellsound/booking/api/dto/VehicleDto.kt:6:    @SerialName(\"height_cm\") val heightCm: Int,\n"
             "src/main/kotlin/com/kellsound/booking/api/dto/VehicleDto.kt:21:        heightCm = heightCm,\n"
             "src/main/kotlin/com/kellsound/booking/lanes/LaneRules.kt:7:const val LANE_C_MAX_HEIGHT_CM = 190\n"
             "src/main/kotlin/com/kellsound/booking/lanes/LaneRules.kt:18:        Lane.C -> v.heightCm <= LANE_C_MAX_HEIGHT_CM\n"
             "src/main/kotlin/com/kellsound/booking/checkin/CheckinMapper.kt:33:    heightCm = payload.vehicle.heightCm ?: declared.heightCm,\n"
             "src/test/kotlin/com/kellsound/booking/checkin/CheckinHeightTest.kt:12:    fun `heightCm from checkin payload is kept in cm`() {\n"),
        ("assistant", "The unit path looks clean: `height_cm` comes in from the DTO, stays an `Int` in cm all the "
                      "way, and `LaneRules` compares `heightCm <= LANE_C_MAX_HEIGHT_CM` (190). `heightMetres()` "
                      "exists but nothing in the lane code calls it. So a 240 cm vehicle should fail "
                      "`accepts(Lane.C, ...)`. Let me look at which path actually placed it."),
        bash("kubectl -n booking logs deploy/booking-engine --since=30h | grep -E \"HOL-VAR-20261102-0730\" | head -20",
             ALLOC_LOG),
        ("assistant", "That log line is the clue: `overflow to lane C`. The campervan (KS-72-LMX, 7.2 m long) "
                      "didn't fit in A (full) or B (3.5 m free), and then it went through the overflow path."),
        tool("Read", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/lanes/LaneAllocator.kt"},
             LANE_ALLOCATOR),
        tool("Read", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/lanes/LaneRules.kt"}, LANE_RULES),
        ("assistant", "Found it, and it isn't the units.\n\n**What happens:** `allocate()` walks the preferred "
                      "lanes (A, B for cars and campervans) and checks `rules.accepts(lane, vehicle)` for each. "
                      "When none has room, it calls `overflowLane()`, which was added in PR #412 to spill cars "
                      "into lane C instead of refusing the booking. `overflowLane()` only checks free metres in "
                      "lane C; it never calls `rules.accepts(Lane.C, vehicle)`, so the 190 cm height limit is "
                      "skipped entirely on that path. Any vehicle, however tall, lands in lane C as long as there "
                      "are metres free and A and B are full. That's why it shows up on busy morning sailings and "
                      "not in the test suite: the existing overflow test uses a 150 cm hatchback.\n\n**Why your "
                      "guess didn't hold:** heights are `heightCm` end to end; the one metres helper "
                      "(`heightMetres()`) isn't used by the lane logic.\n\n**Fix I'd make:**\n"
                      "1. `overflowLane()` goes through `rules.accepts(Lane.C, vehicle)` like every other lane.\n"
                      "2. When no lane accepts the vehicle, return `Allocation.Rejected(RejectReason.NO_LANE)`.\n"
                      "3. A test with a 240 cm campervan and A/B full.\n\nI'll write the failing test first."),
        tool("Edit", {"file_path": f"{BOOK}/src/test/kotlin/com/kellsound/booking/lanes/LaneAllocatorTest.kt",
                      "old_string": "    @Test\n    fun `rejects when every lane is full`() {",
                      "new_string": "    @Test\n    fun `never places vehicle over 190 cm in lane C`() {\n"
                                    "        val s = sailing(laneAFree = 0.0, laneBFree = 3.5, laneCFree = 40.0)\n"
                                    "        val camper = vehicle(VehicleClass.CAMPERVAN, lengthM = 7.2, heightCm = 240)\n"
                                    "        assertEquals(Allocation.Rejected(RejectReason.NO_LANE), allocator.allocate(s, camper))\n"
                                    "    }\n\n    @Test\n    fun `rejects when every lane is full`() {"},
             "The file has been updated."),
        bash("./gradlew test --tests '*LaneAllocatorTest*' --tests '*BookingRoutesTest*'", GRADLE_TEST_FAIL),
        ("assistant", "Red as expected: `Placed(lane=C)` for a 240 cm campervan. Now the fix."),
        ("user", "ugh. yes. ok so let me be very clear about this because #412 was reviewed by two people and "
                 "nobody saw it: we never put a vehicle over 1.9 m in lane C. not when A and B are full, not for "
                 "staff cars, not because the port supervisor asks nicely. the deck above lane C is the mezzanine "
                 "on the Gannet and the Tern and it's 2.0 m clear. if it doesn't fit anywhere else it gets offered "
                 "the next sailing, full stop"),
        tool("Edit", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/lanes/LaneAllocator.kt",
                      "old_string": "        val free = usage.freeMetres(sailing.id, Lane.C)\n        if (free >= vehicle.lengthMetres()) {",
                      "new_string": "        if (!rules.accepts(Lane.C, vehicle)) {\n"
                                    "            log.info(\"no lane for vehicle={} heightCm={} sailing={}\", vehicle.reg, vehicle.heightCm, sailing.id)\n"
                                    "            return Allocation.Rejected(RejectReason.NO_LANE)\n"
                                    "        }\n"
                                    "        val free = usage.freeMetres(sailing.id, Lane.C)\n        if (free >= vehicle.lengthMetres()) {"},
             "The file has been updated."),
        ("assistant", "Done in the allocator. For the API side: right now a `Rejected` turns into a generic 409 "
                      "with code `SAILING_FULL`, which the booking site shows as 'this sailing is sold out'. That's "
                      "misleading for a tall vehicle when there's space for cars. Options:\n\n"
                      "1. Keep `SAILING_FULL` for everything.\n"
                      "2. A separate 409 with code `LANE_FULL` for `NO_LANE`, so the site can say 'no space for a "
                      "vehicle of this height on this sailing' and offer the next sailing.\n"
                      "3. 422 with a validation error on the vehicle.\n\n"
                      "I'd go with 2; 422 suggests the vehicle itself is invalid, which it isn't."),
        ("user", "2"),
        tool("Edit", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/api/BookingRoutes.kt",
                      "old_string": "is Allocation.Rejected -> call.respond(HttpStatusCode.Conflict, ApiError(\"SAILING_FULL\"))",
                      "new_string": "is Allocation.Rejected -> when (result.reason) {\n"
                                    "    RejectReason.NO_LANE -> call.respond(HttpStatusCode.Conflict, ApiError(\"LANE_FULL\", nextSailing = nextSailingFor(sailing)))\n"
                                    "    RejectReason.NO_SPACE -> call.respond(HttpStatusCode.Conflict, ApiError(\"SAILING_FULL\"))\n}"},
             "The file has been updated."),
        bash("./gradlew test", GRADLE_TEST_PASS),
        ("assistant", "All 11 green, including the campervan case and the new `409 LANE_FULL` route test. One more "
                      "idea while we're here: we could add a CHECK-style guard in MySQL, a trigger on "
                      "`lane_assignments` that refuses lane C rows for vehicles with `height_cm > 190`. Belt and "
                      "braces in case another code path appears."),
        ("user", "nah, not now. triggers in that schema are a pain for the migration tooling. the test is enough"),
        ("assistant", "Fair enough, no trigger. Should I also scan existing bookings for upcoming sailings that "
                      "already sit in lane C with a tall vehicle?"),
        bash("mysql booking -e \"select b.ref, s.code, v.reg, v.height_cm from bookings b join sailings s on s.id = "
             "b.sailing_id join vehicles v on v.booking_id = b.id join lane_assignments la on la.vehicle_id = v.id "
             "where la.lane = 'C' and v.height_cm > 190 and s.departs_at > now()\"",
             "+----------+------------------------+----------+-----------+\n"
             "| ref      | code                   | reg      | height_cm |\n"
             "+----------+------------------------+----------+-----------+\n"
             "| BK-7R0A2 | ARD-HOL-20261104-0615  | KS-33-VNB|       205 |\n"
             "| BK-7R3KK | HOL-VAR-20261106-0730  | KS-08-JJQ|       262 |\n"
             "+----------+------------------------+----------+-----------+\n"),
        ("user", "two. send me the refs, I'll get the contact centre to move them. haha remember when the Tern "
                 "sailed with a horsebox in lane C in 2023? the harbour master still brings it up every xmas "
                 "party"),
        ("assistant", "Ha, I'll take your word for the horsebox. Refs to move: **BK-7R0A2** (ARD-HOL 4 Nov 06:15, "
                      "205 cm) and **BK-7R3KK** (HOL-VAR 6 Nov 07:30, 262 cm).\n\n## Summary\n"
                      "- Cause: PR #412's `overflowLane()` skipped `LaneRules.accepts`, so the 190 cm height limit "
                      "for lane C was never checked when lanes A and B were full. Units were fine (`heightCm` "
                      "throughout).\n"
                      "- Fix: overflow goes through `rules.accepts(Lane.C, ...)`; no lane means "
                      "`Rejected(NO_LANE)`, which the API returns as 409 `LANE_FULL` with the next sailing.\n"
                      "- Rule: nothing over 1.9 m in lane C, ever; it gets offered the next sailing.\n"
                      "- Not done: a DB trigger (declined).\n- Two existing bookings to move (above)."),
        ("user", "perfect, push it to a branch and I'll open the PR after standup. thx"),
        bash("git checkout -b fix/lane-c-overflow-height && git commit -am \"Lane C overflow respects the 190 cm "
             "height limit; 409 LANE_FULL\" && git push -u origin fix/lane-c-overflow-height",
             "Switched to a new branch 'fix/lane-c-overflow-height'\n"
             "[fix/lane-c-overflow-height 4e1a9c2] Lane C overflow respects the 190 cm height limit; 409 LANE_FULL\n"
             " 3 files changed, 31 insertions(+), 4 deletions(-)\n"
             "remote: Create a pull request for 'fix/lane-c-overflow-height' on GitHub by visiting:\n"
             "remote:      https://github.com/kellsound/booking-engine/pull/new/fix/lane-c-overflow-height\n"
             "To github.com:kellsound/booking-engine.git\n * [new branch]      fix/lane-c-overflow-height -> fix/lane-c-overflow-height\n"),
    ],
    "facts": [
        fact("overflow-bug", "Tall vehicles ended up in lane C because overflowLane() (added in PR #412) only checked "
             "free metres and skipped LaneRules.accepts, so the 190 cm height limit was never applied when lanes A "
             "and B were full; overflow now goes through rules.accepts(Lane.C, ...). The cm/m conversion was not "
             "the cause.", "bugfix", "assistant", ["overflowLane", ["LaneRules", "accepts"]]),
        fact("lane-c-rule", "Never put a vehicle taller than 1.9 m in lane C, not even when lanes A and B are full or "
             "for staff cars; if it fits nowhere else it is offered the next sailing.", "rule", "user",
             ["lane C", "1.9 m"], remember=True),
        fact("lane-full-409", "When no lane accepts a vehicle the booking API returns 409 with code LANE_FULL and the "
             "next sailing (SAILING_FULL stays for a sold-out sailing).", "decision", "user",
             ["409", "LANE_FULL"]),
        fact("no-trigger", "No MySQL trigger on lane_assignments to enforce the lane C height limit: triggers in that "
             "schema are a pain for the migration tooling; the allocator test is enough.", "decision", "user",
             ["trigger"]),
    ],
    "optional": [
        opt("height-cm", "Vehicle heights travel as heightCm (cm) from the check-in payload to LaneRules; "
            "LANE_C_MAX_HEIGHT_CM = 190.", ["LANE_C_MAX_HEIGHT_CM", "190"]),
        opt("mezzanine", "On the Gannet and the Tern the mezzanine deck above lane C leaves 2.0 m clear.",
            ["mezzanine", "2.0 m"]),
    ],
    "questions": [
        q("Why did a 2.4 m campervan get booked into lane C?",
          "overflowLane skipped the LaneRules accepts height check when A and B were full", ["overflow-bug"]),
        q("Can a vehicle over 1.9 m go in lane C when the other lanes are full?",
          "never, it is offered the next sailing", ["lane-c-rule"]),
        q("What does the booking API return when no lane can take a vehicle?", "409 LANE_FULL", ["lane-full-409"]),
    ],
}


PR_DIFF = """diff --git a/src/main/kotlin/com/kellsound/booking/capacity/SailingCap.kt b/src/main/kotlin/com/kellsound/booking/capacity/SailingCap.kt
new file mode 100644
index 0000000..a41f0e2
--- /dev/null
+++ b/src/main/kotlin/com/kellsound/booking/capacity/SailingCap.kt
@@ -0,0 +1,38 @@
+package com.kellsound.booking.capacity
+
+import com.kellsound.booking.model.Lane
+
+/** Per-sailing override of lane capacity (e.g. lane D closed for a deck repair). */
+data class SailingCap(
+    val sailingId: Long,
+    val lane: Lane,
+    val maxVehicles: Int,           // how many vehicles fit in this lane on this sailing
+)
+
+class SailingCapService(private val repo: SailingCapRepository, private val vessels: VesselRepository) {
+    fun capacityFor(sailingId: Long, lane: Lane): Int {
+        val override = repo.find(sailingId, lane)
+        if (override != null) return override.maxVehicles
+        val vessel = vessels.forSailing(sailingId)
+        return vessel.defaultVehicles(lane)
+    }
+
+    fun remaining(sailingId: Long, lane: Lane, booked: Int): Int = capacityFor(sailingId, lane) - booked
+}
diff --git a/src/main/resources/db/migration/V58__sailing_cap.sql b/src/main/resources/db/migration/V58__sailing_cap.sql
new file mode 100644
--- /dev/null
+++ b/src/main/resources/db/migration/V58__sailing_cap.sql
@@ -0,0 +1,4 @@
+ALTER TABLE sailings ADD COLUMN lane_a_max INT NULL;
+ALTER TABLE sailings ADD COLUMN lane_b_max INT NULL;
+ALTER TABLE sailings ADD COLUMN lane_c_max INT NULL;
+ALTER TABLE sailings ADD COLUMN lane_d_max INT NULL;
diff --git a/src/main/kotlin/com/kellsound/booking/lanes/LaneUsageRepository.kt b/src/main/kotlin/com/kellsound/booking/lanes/LaneUsageRepository.kt
index 3b91d07..88c0e4a 100644
--- a/src/main/kotlin/com/kellsound/booking/lanes/LaneUsageRepository.kt
+++ b/src/main/kotlin/com/kellsound/booking/lanes/LaneUsageRepository.kt
@@ -12,9 +12,14 @@ class LaneUsageRepository(private val db: Database) {
-    fun freeMetres(sailingId: Long, lane: Lane): Double = transaction(db) {
-        val used = LaneAssignments.select { (LaneAssignments.sailingId eq sailingId) and (LaneAssignments.lane eq lane) }
-            .sumOf { it[LaneAssignments.lengthM] }
-        vesselLaneMetres(sailingId, lane) - used
-    }
+    fun bookedVehicles(sailingId: Long, lane: Lane): Int = transaction(db) {
+        LaneAssignments.select { (LaneAssignments.sailingId eq sailingId) and (LaneAssignments.lane eq lane) }.count().toInt()
+    }
+
+    @Deprecated("use SailingCapService.remaining")
+    fun freeMetres(sailingId: Long, lane: Lane): Double = transaction(db) { vesselLaneMetres(sailingId, lane) }
 }
"""

SESSION_REVIEW = {
    "id": "h63-cc-booking-capacity-review",
    "project": BOOK,
    "start": datetime(2026, 11, 10, 14, 5),
    "about": "booking-engine: review of PR #431 (per-sailing lane capacity) by a teammate; a convention said in "
             "reply to a review comment (capacity is lane-metres, never vehicle counts); three storage options, "
             "'the second one' picks a separate sailing_lane_capacity table; freight hold-back 30 lane-metres until "
             "48 hours out; the person's follow-up list where item 3 is a standing rule about down scripts; a "
             "one-off rename",
    "steps": [
        ("user", "hey. can you review PR 431 with me? it's Bram's, per-sailing lane capacity so ops can close a "
                 "lane for one sailing (deck repairs on the Skua next month). `gh pr diff 431`"),
        bash("gh pr diff 431", PR_DIFF),
        bash("gh pr view 431 --json title,body,additions,deletions",
             "{\"additions\":96,\"body\":\"Ops want to close or shrink a lane for a single sailing (Skua lane D deck "
             "repair, 2-9 Dec). Adds SailingCap + a column per lane on sailings. LaneUsageRepository now counts "
             "vehicles.\\n\\nTested locally against the Skua timetable.\",\"deletions\":11,\"title\":\"Per-sailing "
             "lane capacity overrides\"}\n"),
        ("assistant", "Here's my read of PR #431. Three comments, one of them a blocker.\n\n"
                      "**1. (blocker) Capacity as vehicle counts.** `SailingCap.maxVehicles` and the new "
                      "`bookedVehicles()` switch the allocator from free metres to number of vehicles. On the Skua, "
                      "lane D holds 120 m: that's six artics or twenty-six cars, so a count can't express it. The "
                      "deprecated `freeMetres()` now returns the whole lane's metres without subtracting what's "
                      "booked, so anything still calling it (the overflow path from last week, for one) would see an "
                      "empty lane.\n\n"
                      "**2. Schema.** Four nullable `lane_x_max` columns on `sailings`. Adding lane E for motorcycles "
                      "later means another migration, and the sailings table is the hottest table we have.\n\n"
                      "**3. Migration V58 has no undo.** There's no `U58__sailing_cap.sql`.\n\n"
                      "Nits: `SailingCap` reads oddly next to `SailingCapService`; maybe `SailingCapacity`."),
        ("user", "on 1: yes, and please put it in the review as a comment, plain: we keep capacity in lane-metres "
                 "everywhere, a car is 4.5 m and an artic 16.5 m by default and the deck crew think in metres. "
                 "counting vehicles is what the old Pascal system did and that's why it oversold lane D every "
                 "summer. Bram is new, he couldn't know"),
        bash("gh pr review 431 --comment -b \"Capacity in this codebase is always lane-metres, never vehicle counts "
             "(defaults: car 4.5 m, artic 16.5 m). maxVehicles / bookedVehicles need to become metres, and "
             "freeMetres() must keep subtracting what's booked. Happy to pair on it.\"",
             "Reviewed pull request #431\n"),
        ("assistant", "Posted. On comment 2, where the per-sailing override should live, I see three options:\n\n"
                      "1. **Columns on `sailings`** (what the PR does): simplest reads, but a migration per lane "
                      "and locks on the busiest table.\n"
                      "2. **A separate `sailing_lane_capacity` table** keyed by `(sailing_id, lane)` with "
                      "`max_metres`: a row only where ops override, default comes from the vessel. New lanes need "
                      "no schema change.\n"
                      "3. **A JSON column** `lane_overrides` on `sailings`: flexible, but MySQL can't enforce "
                      "anything inside it and the allocator would parse JSON on every booking.\n\n"
                      "2 is my pick."),
        ("user", "the second one. tell Bram in the review, with the reason"),
        bash("gh pr review 431 --comment -b \"Let's move the override into its own table sailing_lane_capacity "
             "(sailing_id, lane, max_metres, reason, created_by), PK (sailing_id, lane). Row only when ops override; "
             "otherwise the vessel default applies. No schema change when lanes are added, no lock on sailings.\"",
             "Reviewed pull request #431\n"),
        ("user", "also while you're in there: the freight hold-back. ops asked that every sailing keeps 30 "
                 "lane-metres in lane D for freight that car bookings can't take, until 48 hours before departure, "
                 "then it's released to everyone. Bram's PR is the right place for it. put that in the review too"),
        ("assistant", "Will do. To be sure I phrase it right: the hold-back is 30 lane-metres of lane D, reserved "
                      "for freight bookings, released to all bookings at 48 hours before departure; it applies to "
                      "every sailing on all four routes, and a `sailing_lane_capacity` override shrinks the lane but "
                      "keeps the hold-back inside it?"),
        ("user", "yes exactly. if ops shrink lane D below 30 m the whole lane is freight"),
        bash("gh pr review 431 --comment -b \"Also please add the freight hold-back: 30 lane-metres of lane D per "
             "sailing reserved for freight until 48 hours before departure, then released. If an override makes "
             "lane D smaller than 30 m, the whole lane is freight.\"",
             "Reviewed pull request #431\n"),
        ("assistant", "Posted. Anything on the migration before I write the summary comment?"),
        ("user", "ok my list for Bram, put it as the final review comment:\n"
                 "1. metres not vehicles (done above)\n"
                 "2. rename SailingCap -> SailingCapacity\n"
                 "3. and this one is for all of us, not just this PR, you too in the future: no migration gets "
                 "merged without a down script that was actually run against a copy of prod. V58 has none\n"
                 "4. rebase on main, the lane C fix touched LaneAllocator"),
        bash("gh pr review 431 --request-changes -b \"Summary:\\n1. Capacity in lane-metres, not vehicles.\\n2. Rename "
             "SailingCap -> SailingCapacity.\\n3. Every migration needs a down script (U58__...) that has been run "
             "against a prod copy before merge.\\n4. Rebase on main (LaneAllocator changed in the lane C fix).\"",
             "Requested changes on pull request #431\n"),
        ("assistant", "Requested changes with your four points. For my own part, noted: from now on any migration "
                      "I write here comes with a `U<n>__*.sql` down script that I run against the prod copy "
                      "(`booking_prodcopy` on the staging MySQL) before I call it done.\n\nWant me to rename "
                      "`SailingCap` on his branch, or leave that to him?"),
        ("user", "leave it, he'll learn more doing it himself. rename the test helper in OUR branch though, "
                 "`capFixture` -> `capacityFixture`, it annoys me"),
        bash("grep -rl capFixture src/test | xargs sed -i 's/capFixture/capacityFixture/g' && ./gradlew test -q",
             "src/test/kotlin/com/kellsound/booking/capacity/CapacityFixtures.kt\n"
             "src/test/kotlin/com/kellsound/booking/lanes/LaneAllocatorTest.kt\n"),
        ("assistant", "Renamed in both test files; the suite passes (quiet mode, no output)."),
        ("user", "ty. that's it for today, I've got the ops sync at 3"),
    ],
    "facts": [
        fact("lane-metres", "Capacity in the booking engine is always kept in lane-metres, never vehicle counts "
             "(defaults: car 4.5 m, artic 16.5 m); counting vehicles is why the old system oversold lane D.",
             "convention", "user", ["lane-metres"]),
        fact("override-table", "Per-sailing lane capacity overrides go in a separate sailing_lane_capacity table "
             "keyed by (sailing_id, lane) with max_metres, not columns on sailings or a JSON column.", "decision",
             "user", ["sailing_lane_capacity"]),
        fact("freight-holdback", "Every sailing keeps a freight hold-back of 30 lane-metres in lane D until 48 hours "
             "before departure, then releases it; if lane D is overridden below 30 m the whole lane is freight.",
             "config", "user", ["hold-back", "30", "48 hours"]),
        fact("down-script", "No migration is merged without a down script that has been run against a copy of prod.",
             "rule", "user", ["down script", "migration"], remember=True),
    ],
    "optional": [
        opt("default-lengths", "Default vehicle lengths: car 4.5 m, artic 16.5 m.", ["4.5 m", "16.5 m"]),
        opt("skua-repair", "Lane D on the Skua is closed/shrunk for a deck repair 2-9 Dec.", ["Skua", "deck repair"]),
    ],
    "questions": [
        q("In what unit is lane capacity kept?", "lane-metres, never vehicle counts", ["lane-metres"]),
        q("Where are per-sailing capacity overrides stored?", "separate sailing_lane_capacity table",
          ["override-table"]),
        q("How much of lane D is held back for freight, and until when?", "30 lane-metres until 48 hours before "
          "departure", ["freight-holdback"]),
        q("What does a migration need before it can be merged?", "a down script run against a copy of prod",
          ["down-script"]),
    ],
}


OVERBOOK = """     1\tpackage com.kellsound.booking.capacity
     2\t
     3\timport com.kellsound.booking.model.Route
     4\t
     5\t/**
     6\t * Foot-passenger overbooking tolerance.
     7\t *
     8\t * No-show rates per route, measured over the last 12 months, let us sell slightly more
     9\t * foot-passenger seats than the passenger certificate allows *on paper*. The physical count at
    10\t * the gangway is what matters: the check-in app stops boarding at the certificate limit, always.
    11\t *
    12\t * NEVER call tolerance() from anything that decides boarding; it is for the sales side only.
    13\t */
    14\tobject OverbookingTolerance {
    15\t    private val noShowRate = mapOf(
    16\t        Route.ARD_HOL to 0.041,
    17\t        Route.ARD_SKV to 0.058,
    18\t        Route.HOL_VAR to 0.022,
    19\t        Route.SKV_KEL to 0.0,     // lifeline route, islanders always turn up
    20\t    )
    21\t
    22\t    fun tolerance(route: Route, certificateLimit: Int): Int {
    23\t        val rate = noShowRate[route] ?: 0.0
    24\t        // half the measured no-show rate, rounded down, at most 12 seats
    25\t        return minOf(12, (certificateLimit * rate / 2).toInt())
    26\t    }
    27\t}
"""

SAILING_LOCK = """     1\tpackage com.kellsound.booking.capacity
     2\t
     3\timport org.jetbrains.exposed.sql.transactions.TransactionManager
     4\t
     5\t/**
     6\t * Row lock on the sailing while a booking is placed. Must be called inside a transaction:
     7\t * SELECT ... FOR UPDATE only holds for the life of the transaction.
     8\t */
     9\tclass SailingLock {
    10\t    fun lock(sailingId: Long) {
    11\t        val tx = TransactionManager.current()
    12\t        tx.exec("SELECT id FROM sailings WHERE id = ? FOR UPDATE", listOf(LongColumnType() to sailingId))
    13\t    }
    14\t}
"""

SESSION_EXPLAIN = {
    "id": "h63-cc-booking-explain",
    "project": BOOK,
    "start": datetime(2026, 11, 12, 15, 40),
    "about": "booking-engine: a new teammate asks how foot-passenger overbooking and the sailing row lock work; the "
             "assistant reads and explains; code comments full of NEVER/always/must describe existing code; nothing "
             "durable is decided (empty facts)",
    "steps": [
        ("user", "hi, I'm Bram, Ines said to use this setup to find my way around. I'm on the capacity PR and "
                 "someone mentioned 'overbooking tolerance' in standup and I nodded like I knew. what is it and "
                 "where does it live?"),
        ("assistant", "Hi Bram! Let me find it."),
        bash("grep -rn \"tolerance\" src/main/kotlin | head",
             "src/main/kotlin/com/kellsound/booking/capacity/OverbookingTolerance.kt:14:object OverbookingTolerance {\n"
             "src/main/kotlin/com/kellsound/booking/capacity/OverbookingTolerance.kt:22:    fun tolerance(route: Route, certificateLimit: Int): Int {\n"
             "src/main/kotlin/com/kellsound/booking/capacity/FootPassengerCapacity.kt:19:        val extra = OverbookingTolerance.tolerance(sailing.route, vessel.passengerCertificate)\n"),
        tool("Read", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/capacity/OverbookingTolerance.kt"},
             OVERBOOK),
        tool("Read", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/capacity/FootPassengerCapacity.kt"},
             "    14\tclass FootPassengerCapacity(private val vessels: VesselRepository, private val counts: BookingCounts) {\n"
             "    15\t    fun remainingSeats(sailing: Sailing): Int {\n"
             "    16\t        val vessel = vessels.forSailing(sailing.id)\n"
             "    17\t        val sold = counts.footPassengers(sailing.id)\n"
             "    18\t        if (sailing.departsWithin(hours = 6)) return vessel.passengerCertificate - sold\n"
             "    19\t        val extra = OverbookingTolerance.tolerance(sailing.route, vessel.passengerCertificate)\n"
             "    20\t        return vessel.passengerCertificate + extra - sold\n"
             "    21\t    }\n"
             "    22\t}\n"),
        ("assistant", "Here's how it fits together.\n\n**What it is.** Foot passengers who book and never show up "
                      "leave seats empty. `OverbookingTolerance` lets the sales side sell a few seats beyond the "
                      "vessel's passenger certificate, based on each route's no-show rate over the last 12 months: "
                      "4.1% on Ardmoor–Hollin, 5.8% on Ardmoor–Skelva, 2.2% on Hollin–Varra and 0 on Skelva–Kell "
                      "(the comment says islanders always turn up, so that route never overbooks).\n\n**How much.** "
                      "Half the no-show rate times the certificate, rounded down, capped at 12 seats. For a vessel "
                      "certified for 400 on Ardmoor–Skelva that's `400 * 0.058 / 2 = 11.6`, so 11 extra seats.\n\n"
                      "**When it stops.** `FootPassengerCapacity.remainingSeats` drops the tolerance in the last 6 "
                      "hours before departure: from then on it only sells up to the certificate.\n\n**What it never "
                      "does.** The doc comment is emphatic that `tolerance()` must never feed anything that decides "
                      "boarding. The check-in app counts people at the gangway and always stops at the certificate "
                      "limit; overbooking is a sales bet, not a safety number. If the bet loses, the last people to "
                      "arrive are moved to the next sailing by the contact centre."),
        ("user", "ok that makes sense. and the SailingLock thing I see in the allocator?"),
        tool("Read", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/capacity/SailingLock.kt"},
             SAILING_LOCK),
        bash("grep -rn \"SailingLock\" src/main/kotlin | grep -v \"^src/main/kotlin/com/kellsound/booking/capacity/SailingLock.kt\"",
             "src/main/kotlin/com/kellsound/booking/BookingService.kt:41:            sailingLock.lock(sailing.id)\n"
             "src/main/kotlin/com/kellsound/booking/AmendmentService.kt:58:            sailingLock.lock(booking.sailingId)\n"),
        tool("Read", {"file_path": f"{BOOK}/src/main/kotlin/com/kellsound/booking/BookingService.kt"},
             "    36\t    fun place(req: BookingRequest): BookingResult = transaction(db) {\n"
             "    37\t        val sailing = sailings.byCode(req.sailingCode) ?: return@transaction BookingResult.UnknownSailing\n"
             "    38\t        if (sailing.closed) return@transaction BookingResult.Closed\n"
             "    39\t        // two agents booking the last 6 m of lane B at the same time must not both succeed:\n"
             "    40\t        // serialise on the sailing row\n"
             "    41\t            sailingLock.lock(sailing.id)\n"
             "    42\t        val allocations = req.vehicles.map { allocator.allocate(sailing, it) }\n"
             "    43\t        if (allocations.any { it is Allocation.Rejected }) return@transaction BookingResult.NoSpace(allocations)\n"
             "    44\t        repo.insert(req, allocations)\n"
             "    45\t    }\n"),
        ("assistant", "`SailingLock` is a plain MySQL row lock: `SELECT id FROM sailings WHERE id = ? FOR UPDATE`. "
                      "It's called at the start of `BookingService.place` and `AmendmentService`, inside the "
                      "`transaction(db) { ... }` block. Any other transaction that wants to book on the same "
                      "sailing waits at that SELECT until the first one commits or rolls back. That's how two "
                      "agents can't both sell the last 6 m of lane B: the second one reads the free metres after "
                      "the first has written its assignment.\n\nA few things that follow from how InnoDB works:\n"
                      "- The lock must be taken inside a transaction, as the comment says; outside one, "
                      "autocommit releases it immediately and it protects nothing.\n"
                      "- It's one lock per sailing, so bookings on different sailings never wait on each other.\n"
                      "- Lock waits time out after `innodb_lock_wait_timeout` (50 s by default); under normal load "
                      "a booking holds the lock for a few milliseconds.\n\nThe indentation of line 41 is off by "
                      "one level, cosmetic only."),
        ("user", "would it be better with optimistic locking? version column on sailings or so"),
        ("assistant", "It could work: a `version` column, read it, allocate, `UPDATE sailings SET version = version + 1 "
                      "WHERE id = ? AND version = ?`, retry on 0 rows. It avoids waiting but turns contention into "
                      "retries, and on a popular Friday sailing you'd see a lot of them. Whether it's better depends "
                      "on how hot single sailings get; I'd measure lock waits first (`performance_schema."
                      "data_lock_waits`) before proposing a change. It's a question for Ines anyway."),
        ("user", "yeah I'm not touching that in my first month lol. thanks, that clears it up. I'll go read the "
                 "allocator myself now"),
        ("assistant", "Good plan. The allocator is `lanes/LaneAllocator.kt`; the lane C change from last week is at "
                      "the bottom of it. Have fun!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [SESSION_LANE_C, SESSION_REVIEW, SESSION_EXPLAIN]
