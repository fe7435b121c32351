"""h55 Codex sessions, part b: the wrong check character next to the DIN on bag labels (bag-labels), and two lab
bridge sessions (lis-bridge): the MLLP link to the LIS stalling overnight, and the audit log the regulator reads."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

LABELS = "/home/samir/src/bag-labels"
LIS = "/home/greta/repos/lis-bridge"


def _mllp_log() -> str:
    out = []
    for i in range(14):
        out.append(f"2026-11-01T22:{10 + i * 3:02d}:0{i % 10}.112Z INFO  MllpClient lis-prod:6661 sent OML^O21 "
                   f"ctrl=LB{884100 + i} din=G1526260046{10 + i:02d} ack=AA in {180 + i * 11} ms")
    out += [
        "2026-11-01T23:02:41.907Z INFO  MllpClient lis-prod:6661 idle, 0 messages queued",
        "2026-11-01T23:41:15.003Z INFO  MllpClient lis-prod:6661 sent OML^O21 ctrl=LB884114 din=G152626004624",
        "2026-11-01T23:41:25.004Z WARN  MllpClient lis-prod:6661 ACK timeout after 10000 ms ctrl=LB884114, retry 1/3",
        "2026-11-01T23:41:35.006Z WARN  MllpClient lis-prod:6661 ACK timeout after 10000 ms ctrl=LB884114, retry 2/3",
        "2026-11-01T23:41:45.007Z WARN  MllpClient lis-prod:6661 ACK timeout after 10000 ms ctrl=LB884114, retry 3/3",
        "2026-11-01T23:41:45.008Z ERROR MllpClient lis-prod:6661 giving up on ctrl=LB884114, parking queue "
        "(214 waiting)",
        "2026-11-02T00:00:00.000Z INFO  QueueMonitor outbound=214 parked=true oldest=2026-11-01T23:41:15Z",
        "2026-11-02T06:55:12.441Z INFO  QueueMonitor outbound=388 parked=true oldest=2026-11-01T23:41:15Z",
        "2026-11-02T07:12:03.118Z INFO  Admin manual restart requested by greta",
        "2026-11-02T07:12:05.602Z INFO  MllpClient lis-prod:6661 connected (new socket)",
        "2026-11-02T07:12:05.811Z INFO  MllpClient lis-prod:6661 sent OML^O21 ctrl=LB884114 ack=AA in 209 ms",
    ]
    return "\n".join(out) + "\n"


_ACK_LATENCY = """ack latency by hour, lis-prod:6661, 2026-10-19 .. 2026-11-01 (ms)
hour   n      p50    p95    p99    max
00     412    214    402    903    1204
01     380    2210   14880  22410  24117
02     291    240    611    1380   2040
03     102    199    388    701    955
06     820    205    371    688    1102
09     3114   221    419    910    2988
14     2877   219    433    1022   3310
22     1240   208    395    870    1688
"""

SESSIONS = [
    {
        "id": "h55-cx-labels-din-check-character",
        "project": LABELS,
        "start": datetime(2026, 11, 10, 10, 40),
        "branch": "lbl-77-check-char",
        "about": "bag-labels: QA ticket LBL-77, the boxed check character next to the DIN differs from the "
                 "verifier's for mobile-unit bags; the assistant's first guess (letter values in the ISO 7064 mod "
                 "37-2 table) is wrong; cause: the mobile collection app sends the DIN with spaces ('G1526 26 "
                 "004411') and the check character was computed over them; Din.parse now normalises and rejects "
                 "anything that is not 13 characters; 212 labels affected, reprinted with the two-person check; "
                 "afterthought at the end of samir's long first message: test DINs always use the test facility "
                 "code X9999, never G1526",
        "steps": [
            ("user", "Hello, good morning. QA opened ticket LBL-77 on Friday and I think it is important, so I "
                     "explain everything. On the bag label we print the DIN eye-readable and next to it, in the "
                     "small box, the check character. The hospitals' blood bank staff type the DIN by hand sometimes "
                     "when the scanner fails, and the check character is how their system knows they typed it "
                     "correct. QA took 60 labels from last week and put them in their verifier software, and for 9 "
                     "of them the check character is different from what the verifier calculates. Example: "
                     "G1526 26 004411 we print 'M', verifier says 'C'. All 9 bags are from the mobile unit (BUS1 and "
                     "BUS2), none from CITY or NRTH. The barcode itself is fine, scanners read the correct DIN, "
                     "only the box is wrong. I already checked the printer, it is not the printer, the ZPL that we "
                     "send has the wrong character inside already. Please find why. Oh and one more thing, I add it "
                     "here at the end so I don't forget it later: for all tests, samples and fixtures from now on, "
                     "the DINs use the facility code X9999, which is reserved for testing, and never our real "
                     "G1526. Last week I printed a sample with our real code and QA almost booked it into the "
                     "system as a real bag."),
            shell("sed -n '1,40p' src/main/kotlin/lowmoor/labels/isbt/CheckCharacter.kt",
                  "package lowmoor.labels.isbt\n\n"
                  "/** ISO/IEC 7064 MOD 37-2 check character, as ISBT 128 uses for the DIN. */\n"
                  "object CheckCharacter {\n"
                  "    private const val ALPHABET = \"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*\"\n\n"
                  "    fun of(din: String): Char {\n"
                  "        var sum = 0\n"
                  "        for (c in din) {\n"
                  "            val v = if (c.isDigit()) c - '0' else c.code - 55   // 'A' = 10 ... 'Z' = 35\n"
                  "            sum = ((sum + v) * 2) % 37\n"
                  "        }\n"
                  "        return ALPHABET[(38 - sum) % 37]\n"
                  "    }\n"
                  "}\n"),
            ("assistant", "My first suspicion is the letter mapping: if the table were off by one for letters, only "
                          "DINs with certain letters would be wrong. But every DIN here starts with `G`, CITY and "
                          "NRTH included, and those are correct. Let me check the function against the verifier "
                          "with the example anyway."),
            shell("kotlinc -script /tmp/cc.kts 2>/dev/null",
                  "of(\"G152626004411\")   = C\n"
                  "of(\"G1526 26 004411\") = M\n"
                  "of(\"X999926000001\")   = 4\n"),
            ("assistant", "The function is correct: for `G152626004411` it returns `C`, the same as the verifier. "
                          "So the letter mapping was a wrong guess. But with the DIN as it's printed for humans, "
                          "`G1526 26 004411` with spaces, it returns `M`, exactly the wrong character on the label. "
                          "A space has code 32, so `c.code - 55` gives -23 and shifts the sum. So some caller is "
                          "passing the DIN with spaces. Checking where the mobile-unit labels come from."),
            shell("rg -n 'CheckCharacter.of' src/main/kotlin && rg -n 'din' "
                  "src/main/kotlin/lowmoor/labels/api/CollectionEventRoute.kt | head -8 && grep -h 'POST /collections' "
                  "/var/log/bag-labels/access-2026-11-0*.log | awk '{print $NF}' | sort | uniq -c | sort -rn | head -4",
                  "src/main/kotlin/lowmoor/labels/LabelService.kt:52:        val check = CheckCharacter.of(event.din)\n"
                  "src/main/kotlin/lowmoor/labels/api/CollectionEventRoute.kt:17:    val event = "
                  "call.receive<CollectionEvent>()   // din as sent by the collection app\n"
                  "   3904 client=collect-fixed/4.2.0\n"
                  "    212 client=collect-mobile/3.9.1\n"),
            shell("grep -h 'collect-mobile' /var/log/bag-labels/access-2026-11-06.log | head -2 | cut -c1-220",
                  "2026-11-06T08:41:12Z POST /collections 201 client=collect-mobile/3.9.1 body={\"din\":\"G1526 26 "
                  "004411\",\"product\":\"E0703V00\",\"site\":\"BUS1\"}\n"
                  "2026-11-06T08:44:57Z POST /collections 201 client=collect-mobile/3.9.1 body={\"din\":\"G1526 26 "
                  "004412\",\"product\":\"E0703V00\",\"site\":\"BUS1\"}\n"),
            ("assistant", "Root cause: the mobile collection app (`collect-mobile/3.9.1`, used on BUS1 and BUS2) "
                          "sends the DIN formatted with spaces, `G1526 26 004411`, while the fixed-site app sends "
                          "`G152626004411`. `CollectionEventRoute` passes it through untouched and `LabelService` "
                          "computes the check character over the spaced string. The barcode is right because the "
                          "barcode builder strips spaces on its own.\n\nFix at the boundary: a `Din.parse()` that "
                          "removes spaces, uppercases, and rejects anything that isn't a 13-character DIN (one "
                          "letter + 4 digits facility, 2-digit year, 6-digit sequence), used by the route. The "
                          "check character is then always computed over the 13 characters."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: src/main/kotlin/lowmoor/labels/isbt/Din.kt\n"
                  "+@JvmInline value class Din private constructor(val value: String) {\n"
                  "+    companion object {\n"
                  "+        private val FORMAT = Regex(\"^[A-Z][0-9]{4}[0-9]{2}[0-9]{6}$\")\n"
                  "+        fun parse(raw: String): Din {\n"
                  "+            val s = raw.filterNot { it.isWhitespace() }.uppercase()\n"
                  "+            require(FORMAT.matches(s)) { \"not a 13-character DIN: '$raw'\" }\n"
                  "+            return Din(s)\n        }\n    }\n+}\n"
                  "*** Update File: src/main/kotlin/lowmoor/labels/api/CollectionEventRoute.kt\n@@\n"
                  "-    val event = call.receive<CollectionEvent>()   // din as sent by the collection app\n"
                  "+    val raw = call.receive<CollectionEventDto>()\n"
                  "+    val event = raw.toEvent(din = Din.parse(raw.din))   // 400 on a malformed DIN\n"
                  "*** End Patch\nEOF\n./gradlew test -q 2>&1 | tail -n 7",
                  "Success. Updated the following files:\nA src/main/kotlin/lowmoor/labels/isbt/Din.kt\n"
                  "M src/main/kotlin/lowmoor/labels/api/CollectionEventRoute.kt\n"
                  "DinTest > spaces are removed() PASSED\n"
                  "DinTest > lower case facility code is uppercased() PASSED\n"
                  "DinTest > 12 characters are rejected() PASSED\n"
                  "CheckCharacterTest > verifier vectors X9999 match() PASSED\n\n"
                  "BUILD SUCCESSFUL in 29s\n"),
            shell("rg -l 'G1526' src/test | xargs sed -i 's/G1526\\([0-9]\\{8\\}\\)/X9999\\1/g' && rg -c 'G1526' "
                  "src/test || echo 'no G1526 left in src/test'",
                  "no G1526 left in src/test\n"),
            ("assistant", "Test fixtures now use the test facility code X9999 only (I replaced the G1526 DINs in "
                          "src/test and recomputed the expected check characters). And the sample command prints "
                          "with X9999 by default now, so a sample can't be mistaken for a real bag.\n\nHow many "
                          "labels are affected in production? The access log shows 212 collections from "
                          "`collect-mobile` since the app update on 27 October; all of them got a check character "
                          "computed over spaces."),
            ("user", "212 bags. ok, they all need a reprint of the label — with the second person check of course, "
                     "nothing special. can you make the list for processing, DIN and location"),
            shell("./gradlew -q run --args='affected --client collect-mobile --since 2026-10-27 --out "
                  "/tmp/lbl-77-reprints.csv' && wc -l /tmp/lbl-77-reprints.csv && head -4 /tmp/lbl-77-reprints.csv",
                  "213 /tmp/lbl-77-reprints.csv\n"
                  "din,component,location,status\n"
                  "G152626004411,RBC,CITY-FRIDGE-3,AVAILABLE\n"
                  "G152626004411,PLASMA,CITY-FREEZER-1,AVAILABLE\n"
                  "G152626004412,RBC,CITY-FRIDGE-3,ISSUED\n"),
            ("assistant", "List written to /tmp/lbl-77-reprints.csv (212 rows plus header). Some units are already "
                          "ISSUED to hospitals; those can't be reprinted here, processing will need to call the "
                          "hospitals. I'd also tell the mobile app team their 3.9.1 sends spaces, although the API "
                          "now accepts both."),
            ("user", "yes i write to them. thank you, commit please"),
            shell("git add -A && git commit -qm 'LBL-77: parse DIN at the boundary, check character over 13 "
                  "characters; tests use X9999' && git log -1 --oneline",
                  "e55a0d3 LBL-77: parse DIN at the boundary, check character over 13 characters; tests use X9999\n"),
        ],
        "facts": [
            fact("din-spaces", "LBL-77: the boxed check character was wrong for mobile-unit bags because "
                               "collect-mobile sends the DIN with spaces ('G1526 26 004411') and CheckCharacter was "
                               "computed over them; Din.parse now strips spaces, uppercases and rejects anything "
                               "but a 13-character DIN. The ISO 7064 letter mapping was fine.",
                 "bugfix", "assistant", [["spaces", "Din.parse"], "check character"]),
            fact("test-facility-x9999", "All test, sample and fixture DINs use the test facility code X9999, never "
                                        "the real G1526, so they can't be mistaken for real bags.",
                 "rule", "user", ["X9999", "G1526"], remember=True),
            fact("check-char-algo", "The DIN check character is ISO/IEC 7064 MOD 37-2 over the 13 DIN characters.",
                 "fact", "assistant", ["MOD 37-2", "13"]),
        ],
        "optional": [
            opt("affected-212", "212 labels from collect-mobile since 27 October needed a reprint; the list is "
                                "/tmp/lbl-77-reprints.csv.", ["212"]),
            opt("mobile-client", "BUS1 and BUS2 use the collect-mobile app, fixed sites use collect-fixed.",
                ["collect-mobile"]),
        ],
        "questions": [
            q("Why was the check character wrong on mobile-unit bag labels?",
              "collect-mobile sends the DIN with spaces and the check character was computed over them",
              ["din-spaces"]),
            q("Which facility code do test DINs use?", "X9999, never the real G1526", ["test-facility-x9999"]),
            q("How is the DIN check character computed?", "ISO 7064 MOD 37-2 over the 13 DIN characters",
              ["check-char-algo"]),
        ],
    },
    {
        "id": "h55-cx-lis-mllp-stalls",
        "project": LIS,
        "start": datetime(2026, 11, 2, 7, 30),
        "branch": "mllp-reconnect",
        "about": "lis-bridge: the outbound order feed to the LIS stalls overnight (third time this week); greta "
                 "suspects the firewall's idle timeout (conntrack 3600 s, not it); the LIS drops idle connections "
                 "after 300 s and MllpClient kept writing into the dead pooled socket, retries on the same socket; "
                 "fix: reconnect on ACK timeout or IOException and close sockets idle for 240 s; ACK timeout "
                 "10 s -> 20 s -> 30 s after the 01:00 LIS backup latency; 'memorise this' request: test LIS on port "
                 "6662, prod 6661 never from a laptop",
        "steps": [
            ("user", "morning. the order feed to the LIS stalled again overnight, third time this week. 388 "
                     "orders queued when I came in, restarted by hand. Aster's support says it's on our side. my "
                     "money is on the firewall killing idle sessions"),
            shell("grep -h 'MllpClient\\|QueueMonitor\\|Admin' /var/log/lis-bridge/lis-bridge.log.1 "
                  "/var/log/lis-bridge/lis-bridge.log | sed -n '1,40p'",
                  _mllp_log()),
            shell("ssh fw-core-01 'sudo sysctl net.netfilter.nf_conntrack_tcp_timeout_established; sudo nft list "
                  "ruleset | grep -n lis'",
                  "net.netfilter.nf_conntrack_tcp_timeout_established = 3600\n"
                  "118:    ip saddr 10.20.8.21 ip daddr 10.20.12.5 tcp dport { 6661, 6662 } accept comment "
                  "\"lis-bridge -> lis\"\n"),
            ("assistant", "The firewall keeps established connections for 3600 s, and the gap in the log is "
                          "23:02 (idle) to 23:41 (next send), about 38 minutes, so the firewall wouldn't have "
                          "dropped it. Something else closed the connection. The log pattern is telling: after 38 "
                          "minutes idle, the send 'succeeds', then three ACK timeouts of 10 s each, all on the same "
                          "connection, then the client parks the queue and never tries again until the manual "
                          "restart, which opens a new socket and works immediately. Let me check what the LIS does "
                          "with idle connections."),
            shell("rg -n -i 'idle|timeout|keepalive' docs/vendor/aster-lis-interface-spec-4.2.txt | head",
                  "212:  IdleTimeout        300   Seconds without traffic after which the LIS closes an inbound "
                  "MLLP connection.\n"
                  "213:  AckTimeout         -     The LIS expects the sender to wait at least 30 s for an ACK "
                  "during the nightly backup window (01:00-02:00).\n"
                  "214:  Keepalive          n/a   HL7 keep-alive messages are not supported.\n"),
            shell("sed -n '30,70p' src/main/kotlin/lowmoor/lis/mllp/MllpClient.kt",
                  "    private var socket: Socket? = null\n\n"
                  "    fun send(msg: String): Ack {\n"
                  "        val s = socket ?: connect().also { socket = it }\n"
                  "        repeat(maxRetries) { attempt ->\n"
                  "            s.getOutputStream().write(frame(msg))\n"
                  "            val ack = readAck(s, ackTimeoutMs)        // returns null on timeout\n"
                  "            if (ack != null) return ack\n"
                  "            log.warn(\"ACK timeout after $ackTimeoutMs ms ..., retry ${attempt + 1}/$maxRetries\")\n"
                  "        }\n"
                  "        throw ParkQueue(\"giving up\")\n"
                  "    }\n"),
            ("assistant", "That's it. The LIS closes any inbound MLLP connection after **300 s** without traffic "
                          "(IdleTimeout in their interface spec). Our `MllpClient` keeps one socket forever. After "
                          "the LIS closed it, the next `write` still 'succeeds' locally (the bytes go into the "
                          "kernel buffer, the RST only comes back later), no ACK arrives, and every retry reuses "
                          "the same dead socket. Then the queue is parked. During the day it never idles 5 minutes, "
                          "that's why it only happens at night.\n\nFix:\n1. On an ACK timeout or any IOException, "
                          "close the socket and reconnect before the retry.\n2. Proactively close a socket that's "
                          "been idle for 240 s (under the LIS's 300) so the next send opens a fresh one.\n\n"
                          "Also note line 213: the LIS expects senders to wait at least 30 s for an ACK during its "
                          "backup window, 01:00-02:00; we wait 10 s."),
            ("user", "ugh, not the firewall then. do both. and make the ack timeout 20s"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/main/kotlin/lowmoor/lis/mllp/"
                  "MllpClient.kt\n@@\n-        val s = socket ?: connect().also { socket = it }\n"
                  "-        repeat(maxRetries) { attempt ->\n"
                  "-            s.getOutputStream().write(frame(msg))\n"
                  "-            val ack = readAck(s, ackTimeoutMs)        // returns null on timeout\n"
                  "+        repeat(maxRetries) { attempt ->\n"
                  "+            val s = freshSocket()                    // reconnects if closed or idle > idleCloseMs\n"
                  "+            val ack = try { s.getOutputStream().write(frame(msg)); readAck(s, ackTimeoutMs) }\n"
                  "+                      catch (e: IOException) { null }\n"
                  "+            if (ack == null) reconnect()             // never retry on the same socket\n"
                  "*** Update File: src/main/resources/application.conf\n@@\n mllp {\n"
                  "-  ackTimeoutMs = 10000\n+  ackTimeoutMs = 20000\n+  idleCloseMs = 240000\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/main/kotlin/lowmoor/lis/mllp/MllpClient.kt\n"
                  "M src/main/resources/application.conf\n"),
            shell("./gradlew -q :tools:ackLatency --args='--from 2026-10-19 --to 2026-11-01'", _ACK_LATENCY),
            ("assistant", "Before you settle on 20 s, our own ACK history for the last two weeks: between 01:00 and "
                          "02:00 the p99 is 22.4 s and the max 24.1 s; every other hour stays under 3.5 s. 20 s "
                          "would still time out on about 1-2% of the backup-hour messages, and each timeout now "
                          "means a reconnect and a resend (the LIS de-duplicates on MSH-10, so a resend is safe, "
                          "but it's noise)."),
            ("user", "ok then 30s like their spec says. done with the numbers"),
            shell("sed -i 's/ackTimeoutMs = 20000/ackTimeoutMs = 30000/' src/main/resources/application.conf && "
                  "grep -A4 '^mllp' src/main/resources/application.conf && ./gradlew test -q 2>&1 | tail -n 6",
                  "mllp {\n  host = ${LIS_HOST}\n  port = ${LIS_PORT}\n  ackTimeoutMs = 30000\n  idleCloseMs = 240000\n"
                  "MllpClientTest > reconnects after peer closed idle socket() PASSED\n"
                  "MllpClientTest > retry never reuses the timed-out socket() PASSED\n"
                  "MllpClientTest > closes socket idle longer than idleCloseMs() PASSED\n\n"
                  "BUILD SUCCESSFUL in 31s\n"),
            ("user", "good. and memorise this, it bit a colleague last year: the LIS test system is "
                     "lis-test.lbs.internal on port 6662, prod is port 6661, and nothing from a dev laptop ever "
                     "connects to 6661. if a config on a laptop points at 6661 it's a mistake"),
            shell("rg -n '6661|6662' --glob '!*.log' . | grep -v docs/vendor",
                  "./deploy/prod.env:3:LIS_PORT=6661\n"
                  "./deploy/test.env:3:LIS_PORT=6662\n"
                  "./.env.local.example:3:LIS_PORT=6661\n"),
            ("assistant", "Noted. And there's one violation already: `.env.local.example`, the template people "
                          "copy to their laptops, points at 6661. Changing it to `LIS_HOST=lis-test.lbs.internal` "
                          "and `LIS_PORT=6662`."),
            shell("sed -i 's/^LIS_PORT=6661/LIS_PORT=6662/; s/^LIS_HOST=.*/LIS_HOST=lis-test.lbs.internal/' "
                  ".env.local.example && git add -A && git commit -qm 'mllp: reconnect on ACK timeout, close idle "
                  "sockets at 240s, ACK timeout 30s; laptop template points at LIS test' && git log -1 --oneline",
                  "d02b7f9 mllp: reconnect on ACK timeout, close idle sockets at 240s, ACK timeout 30s; laptop "
                  "template points at LIS test\n"),
        ],
        "facts": [
            fact("idle-close", "The LIS order feed stalled overnight because the LIS closes MLLP connections idle "
                               "for 300 s and MllpClient kept retrying on the same dead socket; it now reconnects on "
                               "ACK timeout or IOException and closes sockets idle for 240 s (idleCloseMs). The "
                               "firewall (conntrack 3600 s) was not the cause.",
                 "bugfix", "assistant", ["300", ["reconnect", "reconnects"]]),
            fact("ack-timeout", "The MLLP ACK timeout is 30 s (ackTimeoutMs = 30000), because ACKs take up to 24 s "
                                "during the LIS backup window 01:00-02:00; 20 s was considered first.",
                 "config", "user", [["ackTimeoutMs", "ACK timeout"], "30"]),
            fact("lis-ports", "The LIS test system is lis-test.lbs.internal on port 6662; prod is port 6661 and "
                              "nothing on a dev laptop ever connects to 6661.",
                 "rule", "user", ["6662", "6661"], remember=True),
        ],
        "optional": [
            opt("lis-backup", "The LIS runs its nightly backup 01:00-02:00.", ["backup"]),
            opt("msh10-dedup", "The LIS de-duplicates resent messages on MSH-10.", ["MSH-10"]),
        ],
        "questions": [
            q("Why did the order feed to the LIS stall at night?",
              "the LIS closes idle connections after 300 s and every retry reuses the same dead socket",
              ["idle-close"]),
            q("What is the MLLP ACK timeout and why?", "30 s, as the LIS spec expects during its backup window 01:00-02:00",
              ["ack-timeout"]),
            q("Which port is the LIS test system on?", "6662 on lis-test.lbs.internal; prod 6661 never from a laptop",
              ["lis-ports"]),
        ],
    },
    {
        "id": "h55-cx-lis-audit-log",
        "project": LIS,
        "start": datetime(2026, 11, 20, 14, 0),
        "branch": "audit-append-only",
        "about": "lis-bridge: the competent authority's inspection in January will read the audit log; today any "
                 "app role can UPDATE it; three options, greta says 'go with that' to append-only audit_event with a "
                 "SHA-256 hash chain (WORM storage and a separate audit DB not taken); lis_app gets INSERT only, "
                 "inspectors an audit_reader role; nightly audit-verify at 03:30; retention first 'remember: 10 "
                 "years', withdrawn for 30 years after rereading the inspector's letter; closing summary",
        "steps": [
            ("user", "hi. the inspection from the competent authority is in january and they told us they'll read "
                     "the audit log: label prints, result changes, quarantine releases. right now `audit` is a "
                     "normal table and our app role can UPDATE and DELETE it. that won't fly. ideas?"),
            shell("psql \"$LIS_DB\" -c '\\dp audit' -c 'select count(*), min(at), max(at) from audit'",
                  "                                Access privileges\n"
                  " Schema | Name  | Type  |     Access privileges      \n"
                  "--------+-------+-------+----------------------------\n"
                  " public | audit | table | lis_owner=arwdDxt/lis_owner+\n"
                  "        |       |       | lis_app=arwd/lis_owner     \n"
                  "(1 row)\n\n"
                  "  count   |              min              |              max\n"
                  "----------+-------------------------------+-------------------------------\n"
                  " 11804312 | 2023-04-11 09:12:40.118+02    | 2026-11-20 13:59:58.871+01\n"),
            ("assistant", "`lis_app=arwd`: the application role can insert, select, update and delete audit rows. "
                          "11.8 million rows since April 2023. Three ways to make it trustworthy:\n\n"
                          "1. **Append-only table with a hash chain.** New `audit_event` table; `lis_app` gets "
                          "INSERT only (no UPDATE/DELETE/TRUNCATE), every row stores `prev_hash` and `row_hash = "
                          "SHA-256(prev_hash || canonical row)`, and a nightly job verifies the chain. Any edit by "
                          "the owner role breaks the chain visibly. All in the Postgres we already run.\n"
                          "2. **WORM storage.** Ship events to write-once storage (S3 object lock or an appliance). "
                          "Strong guarantees, but we're on-premises and have no such storage today.\n"
                          "3. **Separate audit database** fed by logical replication, with no app credentials at "
                          "all. Protects against the app, not against the DBA, and it's a second database to run.\n\n"
                          "I'd do 1; it answers 'can anyone change it' with both permissions and a chain the "
                          "inspector can verify."),
            ("user", "go with that. remember: audit rows are kept 10 years"),
            shell("cat > src/main/resources/db/V12__audit_event.sql <<'EOF'\n"
                  "create table audit_event (\n  id bigint generated always as identity primary key,\n"
                  "  at timestamptz not null default now(),\n  actor text not null,\n  action text not null,\n"
                  "  subject text not null,\n  detail jsonb not null,\n  prev_hash bytea not null,\n"
                  "  row_hash bytea not null unique\n);\n"
                  "revoke all on audit_event from lis_app;\ngrant insert, select on audit_event to lis_app;\n"
                  "create role audit_reader nologin;\ngrant select on audit_event to audit_reader;\n"
                  "create rule audit_event_no_update as on update to audit_event do instead nothing;\n"
                  "create rule audit_event_no_delete as on delete to audit_event do instead nothing;\nEOF\n"
                  "./gradlew -q flywayMigrate -Penv=local && psql \"$LIS_DB_LOCAL\" -c '\\dp audit_event'",
                  "                                  Access privileges\n"
                  " Schema |    Name     | Type  |       Access privileges        \n"
                  "--------+-------------+-------+--------------------------------\n"
                  " public | audit_event | table | lis_owner=arwdDxt/lis_owner   +\n"
                  "        |             |       | lis_app=ar/lis_owner          +\n"
                  "        |             |       | audit_reader=r/lis_owner      \n"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: src/main/kotlin/lowmoor/lis/audit/"
                  "AuditWriter.kt\n+// row_hash = SHA-256(prev_hash || canonicalJson(at, actor, action, subject, "
                  "detail)); serialised with a transaction-level advisory lock\n*** Add File: src/main/kotlin/"
                  "lowmoor/lis/audit/AuditVerifyJob.kt\n+// nightly 03:30: walks the chain, alerts on the first "
                  "broken link\n*** End Patch\nEOF\n./gradlew test -q 2>&1 | tail -n 6",
                  "AuditWriterTest > first row chains from the genesis hash() PASSED\n"
                  "AuditWriterTest > concurrent writers produce one linear chain() PASSED\n"
                  "AuditVerifyJobTest > detects an edited row() PASSED\n"
                  "AuditVerifyJobTest > detects a deleted row() PASSED\n\n"
                  "BUILD SUCCESSFUL in 44s\n"),
            ("assistant", "Migration V12 and the writer are in: `lis_app` has INSERT and SELECT only, update and "
                          "delete do nothing even for a role that has the privilege, `audit_reader` is the read-only "
                          "role for the inspectors' account. `AuditVerifyJob` runs nightly at 03:30 and walks the "
                          "chain. For the 10-year retention I'll add a partition per year so old years can be "
                          "detached after 10 years."),
            ("user", "wait. scratch what I said about 10 years. I reread the inspector's letter: traceability data "
                     "for blood components has to be kept 30 years. so 30 years is the number to keep in your notes, "
                     "not 10. and nothing gets detached automatically, ever, we ask quality first"),
            shell("sed -i 's/retentionYears = 10/retentionYears = 30/; s/autoDetach = true/autoDetach = false/' "
                  "src/main/resources/application.conf && grep -A3 '^audit' src/main/resources/application.conf",
                  "audit {\n  retentionYears = 30\n  autoDetach = false\n  verifyCron = \"0 30 3 * * *\"\n"),
            ("user", "and the old `audit` table? 11 million rows"),
            ("assistant", "I'd copy it into `audit_event` once, chaining the old rows in their original order, and "
                          "then revoke everything on `audit` except SELECT for the owner. The chain then starts in "
                          "April 2023 with a note in the first row that rows before V12 were imported, which is "
                          "honest: we can't prove those weren't edited before today."),
            ("user", "yes, do that, and write that note exactly like that"),
            shell("./gradlew -q :tools:importLegacyAudit --args='--batch 50000' 2>&1 | tail -n 3",
                  "imported 11804312 rows into audit_event (chain genesis note: 'rows before V12 imported from legacy "
                  "audit table; not provably unedited before 2026-11-20')\nchain verified: OK\n"),
            ("assistant", "## Summary\n\n"
                          "- **Design:** append-only `audit_event` with a SHA-256 hash chain (`prev_hash`, "
                          "`row_hash`), chosen over WORM storage (none on-premises) and a separate audit database.\n"
                          "- **Permissions:** `lis_app` INSERT + SELECT only; update/delete rules do nothing; "
                          "`audit_reader` role for the inspectors.\n"
                          "- **Verification:** `AuditVerifyJob` nightly at 03:30.\n"
                          "- **Retention:** 30 years (not 10), `autoDetach = false`; quality decides anything "
                          "about old partitions.\n"
                          "- **Legacy:** 11.8 million rows imported and chained, with the genesis note that rows "
                          "before V12 aren't provably unedited.\n"),
        ],
        "facts": [
            fact("hash-chain", "The audit log is an append-only audit_event table with a SHA-256 hash chain "
                               "(prev_hash, row_hash), chosen over WORM storage and a separate audit database.",
                 "decision", "user", ["audit_event", ["hash chain", "prev_hash"]]),
            fact("retention-30", "Audit and traceability rows are kept 30 years (the inspector's letter; an earlier "
                                 "10 years was withdrawn) and nothing is detached automatically; quality is asked "
                                 "first.",
                 "rule", "user", ["30 years"], remember=True),
            fact("audit-grants", "lis_app has only INSERT and SELECT on audit_event; inspectors use the read-only "
                                 "audit_reader role.",
                 "config", "assistant", ["lis_app", "audit_reader"]),
            fact("audit-verify", "AuditVerifyJob verifies the audit chain nightly at 03:30.",
                 "config", "assistant", ["AuditVerifyJob", "03:30"]),
        ],
        "optional": [
            opt("legacy-import", "The 11.8 million legacy audit rows were imported into the chain with a note that "
                                 "rows before V12 are not provably unedited.", ["V12"]),
        ],
        "questions": [
            q("How is the audit log made tamper-evident?", "append-only audit_event with a SHA-256 hash chain",
              ["hash-chain"]),
            q("How long are audit rows kept?", "30 years, nothing detached automatically", ["retention-30"]),
            q("Which role do the inspectors use to read the audit log?", "audit_reader, read-only", ["audit-grants"]),
        ],
    },
]
