"""Codex sessions of the h10 split."""

from __future__ import annotations

from datetime import datetime

from _common import F, O, Q
from _data_codex2 import SCALA, SYMFONY


def _sh(cmd: str) -> dict:
    return {"command": ["bash", "-lc", cmd]}


_GOLDEN_FAIL = "\n".join(
    ["> Task :batch:goldenCompare", "comparing out/STMT0412.dat against golden/STMT0412.dat (record length 240)"]
    + [f"  rec {n:6d} OK" for n in range(1, 9)]
    + ["  rec      9 DIFF at col 118-126: expected '00001250-' got '0000125}'",
       "  rec     14 DIFF at col 118-126: expected '00000075-' got '0000007N'",
       "  rec     22 DIFF at col 118-126: expected '00031000-' got '0003100}'",
       "3 of 2,418 records differ", "> Task :batch:goldenCompare FAILED", "BUILD FAILED in 14s"])

_GOLDEN_OK = "> Task :batch:goldenCompare\n2,418 of 2,418 records identical\nBUILD SUCCESSFUL in 13s"

_CHUNK_LOG = "\n".join(
    [f"2026-11-23 15:{m:02d}:0{s} INFO  o.s.b.c.s.AbstractStep - Step: [postInterest] executed in {t}"
     for m, s, t in [(2, 1, "4m12s"), (8, 4, "3m01s"), (13, 2, "3m22s")]]
    + ["2026-11-23 15:13:09 WARN  c.z.h.p.HikariPool - batch-pool - Thread starvation or clock leap detected",
       "2026-11-23 15:13:10 INFO  JobRepository: commit interval must be a positive integer (default 10)"])

COBOL = {
    "id": "h10-cx-cobol-stmt-port",
    "project": "/home/anouk/port/ledgerline-batch",
    "start": datetime(2026, 11, 23, 13, 30),
    "about": "long COBOL-to-Java batch port session; overpunch bug with root cause and fix; chunk size changed "
             "twice (last counts); copybook rule as remember request; tool logs with 'must'/'default'",
    "steps": [
        ("user", "hello. we continue the STMT0412 port (monthly statements). golden compare is red since yesterday"),
        ("tool", "shell", _sh("./gradlew :batch:goldenCompare"), _GOLDEN_FAIL),
        ("assistant", "Three records differ, all in columns 118-126, which is the `STMT-BAL-AMT` field "
         "(`PIC S9(7)V99` DISPLAY, trailing sign). The mainframe writes a separate trailing `-`; we write a zoned "
         "overpunch (`}` = -0, `N` = -5). Let me look at the writer."),
        ("tool", "shell", _sh("sed -n 1,60p batch/src/main/java/nl/ledgerline/stmt/StmtRecordWriter.java"),
         "public final class StmtRecordWriter {\n  ...\n  private String balance(BigDecimal v) {\n"
         "    return Zoned.encode(v, 9, 2, SignMode.TRAILING_OVERPUNCH);\n  }\n  ..."),
        ("tool", "shell", _sh("grep -n 'STMT-BAL-AMT' copybooks/STMTREC.cpy"),
         "37           05  STMT-BAL-AMT        PIC S9(7)V99 SIGN TRAILING SEPARATE."),
        ("assistant", "There it is: the copybook says `SIGN TRAILING SEPARATE`, but the writer uses "
         "`TRAILING_OVERPUNCH`. Only negative balances show it, that's why just 3 of 2,418 records fail. I'll "
         "switch the writer to `SignMode.TRAILING_SEPARATE`. Question: the generator that produced this writer "
         "probably has the same mistake elsewhere — should I check every field that has `SIGN ... SEPARATE`?"),
        ("user", "yes check all"),
        ("tool", "shell", _sh("grep -rn 'SEPARATE' copybooks/ | wc -l; grep -rn 'TRAILING_OVERPUNCH' batch/src | wc -l"),
         "4\n6"),
        ("tool", "shell", _sh("grep -rn 'SEPARATE' copybooks/"),
         "copybooks/STMTREC.cpy:37:  05  STMT-BAL-AMT   PIC S9(7)V99 SIGN TRAILING SEPARATE.\n"
         "copybooks/STMTREC.cpy:41:  05  STMT-INT-AMT   PIC S9(5)V99 SIGN TRAILING SEPARATE.\n"
         "copybooks/INTREC.cpy:12:   05  INT-ADJ-AMT    PIC S9(5)V99 SIGN TRAILING SEPARATE.\n"
         "copybooks/INTREC.cpy:19:   05  INT-RATE-DELTA PIC S9V9(5)  SIGN LEADING SEPARATE."),
        ("assistant", "4 fields are declared SEPARATE (one of them LEADING), while 6 places in Java use overpunch. "
         "The other 2 overpunch uses are fields without SEPARATE, which is correct for them. I'll fix the 4."),
        ("tool", "apply_patch", {"patch": "*** Update File: batch/src/main/java/nl/ledgerline/stmt/StmtRecordWriter.java\n"
                                 "-    return Zoned.encode(v, 9, 2, SignMode.TRAILING_OVERPUNCH);\n"
                                 "+    return Zoned.encode(v, 9, 2, SignMode.TRAILING_SEPARATE);"},
         "Success. Updated 1 file."),
        ("tool", "apply_patch", {"patch": "*** Update File: batch/src/main/java/nl/ledgerline/interest/IntRecordWriter.java\n"
                                 "-SignMode.TRAILING_OVERPUNCH (x2)\n+SignMode.TRAILING_SEPARATE\n+SignMode.LEADING_SEPARATE"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("./gradlew :batch:goldenCompare"), _GOLDEN_OK),
        ("assistant", "Golden compare is green: 2,418/2,418 identical."),
        ("user", "great. so while we are in it. the copybooks folder — I want to be very clear because the last "
         "intern did it: we do NOT change anything in copybooks/, ever. they are owned by the mainframe team and "
         "synced from their repo; if a layout looks wrong you tell me and I raise it with them."),
        ("assistant", "Understood: copybooks/ is read-only for us, layout problems go to you for the mainframe team."),
        ("user", "ok now performance. postInterest step takes 4 minutes, prod window is tight. chunk size is 100 now"),
        ("tool", "shell", _sh("grep -rn 'chunk' batch/src/main/resources/application.yml"),
         "batch/src/main/resources/application.yml:14:    chunk-size: 100"),
        ("assistant", "Larger chunks mean fewer commits. Try 500?"),
        ("user", "try 500"),
        ("tool", "shell", _sh("sed -i 's/chunk-size: 100/chunk-size: 500/' batch/src/main/resources/application.yml && "
                              "./gradlew :batch:bootRun --args='--job=postInterest --month=2026-10' 2>&1 | grep -E 'executed|WARN'"),
         _CHUNK_LOG.split("\n")[1]),
        ("assistant", "With chunk 500: 3m01s (from 4m12s)."),
        ("user", "push it, 2000"),
        ("tool", "shell", _sh("sed -i 's/chunk-size: 500/chunk-size: 2000/' batch/src/main/resources/application.yml && "
                              "./gradlew :batch:bootRun --args='--job=postInterest --month=2026-10' 2>&1 | grep -E 'executed|WARN'"),
         "\n".join(_CHUNK_LOG.split("\n")[2:])),
        ("assistant", "2000 is slower (3m22s) and Hikari reports thread starvation — the transaction holds the "
         "connection too long and the interest lookup pool waits. 500 looks like the sweet spot."),
        ("user", "hmm. take 1000, compromise, the DBA wants fewer commits. final"),
        ("tool", "shell", _sh("sed -i 's/chunk-size: 2000/chunk-size: 1000/' batch/src/main/resources/application.yml && "
                              "grep -n chunk batch/src/main/resources/application.yml"),
         "14:    chunk-size: 1000"),
        ("tool", "shell", _sh("./gradlew :batch:bootRun --args='--job=postInterest --month=2026-10' 2>&1 | grep executed"),
         "2026-11-23 15:19:44 INFO  o.s.b.c.s.AbstractStep - Step: [postInterest] executed in 3m07s"),
        ("assistant", "chunk-size 1000: 3m07s, no starvation warning. Set in `application.yml` line 14."),
        ("user", "fine. another thing, the amounts. Bart used double in InterestCalc, I don't like it"),
        ("tool", "shell", _sh("grep -n 'double' batch/src/main/java/nl/ledgerline/interest/InterestCalc.java"),
         "22:  double rate = rec.rate() / 100000.0;\n31:  double interest = balance * rate / 12;\n"
         "33:  return BigDecimal.valueOf(interest).setScale(2, RoundingMode.HALF_EVEN);"),
        ("assistant", "Right, COBOL `COMPUTE ... ROUNDED` with decimal fields never goes through binary floating "
         "point. Options: BigDecimal everywhere with `MathContext.DECIMAL64`, or scaled longs. Also, COBOL "
         "`ROUNDED` defaults to half-up (away from zero) unless the program says otherwise, but the Java uses "
         "HALF_EVEN."),
        ("user", "BigDecimal everywhere, and HALF_UP like the COBOL. scaled longs are too easy to get wrong in review"),
        ("tool", "apply_patch", {"patch": "*** Update File: batch/src/main/java/nl/ledgerline/interest/InterestCalc.java\n"
                                 "-  double rate = ...\n+  BigDecimal rate = rec.rate().movePointLeft(5);\n"
                                 "-  double interest = ...\n+  BigDecimal interest = balance.multiply(rate).divide(TWELVE, 10, RoundingMode.HALF_UP);\n"
                                 "-  ...HALF_EVEN);\n+  return interest.setScale(2, RoundingMode.HALF_UP);"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("./gradlew :batch:test :batch:goldenCompare"),
         "> Task :batch:test\nInterestCalcTest > roundsHalfUpLikeCobol() PASSED\nInterestCalcTest > zeroBalance() PASSED\n"
         "StmtRecordWriterTest > negativeBalanceSeparateSign() PASSED\n... 57 tests completed, 0 failed\n"
         "> Task :batch:goldenCompare\n2,418 of 2,418 records identical\nBUILD SUCCESSFUL in 41s"),
        ("assistant", "Done: `InterestCalc` is BigDecimal throughout with `RoundingMode.HALF_UP`; tests (57) and "
         "golden compare pass."),
        ("user", "super. commit both things separately pls"),
        ("tool", "shell", _sh("git add -p && git commit -m 'stmt: SIGN SEPARATE fields use separate sign' && "
                              "git commit -am 'interest: BigDecimal HALF_UP; chunk-size 1000'"),
         "[port 9a0d1e2] stmt: SIGN SEPARATE fields use separate sign\n 2 files changed, 4 insertions(+), 4 deletions(-)\n"
         "[port 1c7b3f8] interest: BigDecimal HALF_UP; chunk-size 1000\n 2 files changed, 9 insertions(+), 6 deletions(-)"),
        ("assistant", "Two commits: 9a0d1e2 (sign fix) and 1c7b3f8 (BigDecimal + chunk size)."),
        ("user", "thanks, bye"),
    ],
    "facts": [
        F("sign-separate", "Golden compare failed on negative amounts because writers used trailing overpunch for "
          "fields declared SIGN TRAILING SEPARATE in the copybooks; fixed to SignMode.TRAILING_SEPARATE "
          "(and LEADING_SEPARATE for INT-RATE-DELTA).", "bugfix", "assistant",
          [["overpunch", "TRAILING_OVERPUNCH"], ["TRAILING_SEPARATE", "SIGN TRAILING SEPARATE"]]),
        F("copybooks-ro", "Never change anything in copybooks/: they are owned by the mainframe team and synced from "
          "their repo; layout problems go to the user.", "rule", "user", ["copybooks", "mainframe team"], True),
        F("chunk-1000", "Spring Batch chunk-size is 1000 (application.yml) — 2000 caused Hikari thread starvation, "
          "the DBA wants fewer commits than 500.", "config", "user", ["chunk-size", "1000"]),
        F("bigdecimal", "Money arithmetic in the port uses BigDecimal with RoundingMode.HALF_UP like COBOL ROUNDED, "
          "not double or scaled longs.", "decision", "user", ["BigDecimal", ["HALF_UP", "half-up"]]),
    ],
    "optional": [
        O("golden", "Output is verified with ./gradlew :batch:goldenCompare against golden/ files.", ["goldenCompare"]),
        O("timing", "postInterest takes about 3m07s at chunk 1000.", ["postInterest"]),
    ],
    "questions": [
        Q("Why did goldenCompare fail on negative balances?", "overpunch used for SIGN TRAILING SEPARATE fields",
          ["sign-separate"]),
        Q("Can I fix a wrong field length in a copybook?", "no, copybooks owned by mainframe team, tell the user",
          ["copybooks-ro"]),
        Q("What chunk size does the batch use?", "1000", ["chunk-1000"]),
        Q("How is interest rounded?", "BigDecimal HALF_UP", ["bigdecimal"]),
    ],
}

_DIG = """; <<>> DiG 9.18.28 <<>> @127.0.0.1 -p 5300 txt big.test.lan
;; Truncated, retrying in TCP mode.
;; ->>HEADER<<- opcode: QUERY, status: SERVFAIL, id: 40211
;; flags: qr rd ra; QUERY: 1, ANSWER: 0, AUTHORITY: 0, ADDITIONAL: 1
;; OPT PSEUDOSECTION:
; EDNS: version: 0, flags:; udp: 4096
;; Query time: 2003 msec
;; SERVER: 127.0.0.1#5300(127.0.0.1) (TCP)"""

_GO_TEST = """=== RUN   TestResolveTruncatedFallsBackToTCP
    resolver_test.go:88: upstream answered TC=1; retried over TCP; got 14 TXT records
--- PASS: TestResolveTruncatedFallsBackToTCP (0.04s)
=== RUN   TestNegativeCacheTTLCap
--- PASS: TestNegativeCacheTTLCap (0.00s)
=== RUN   TestEDNSBufferSize
--- PASS: TestEDNSBufferSize (0.00s)
PASS
ok  	git.internal/wren/wrenres/resolver	1.231s
ok  	git.internal/wren/wrenres/cache	0.412s
ok  	git.internal/wren/wrenres/config	0.009s"""

GODNS = {
    "id": "h10-cx-go-dns-truncation",
    "project": "/home/jakob/src/wrenres",
    "start": datetime(2026, 11, 24, 9, 15),
    "about": "Go DNS resolver; diagnosis of SERVFAIL on large answers, root cause + fix; EDNS buffer value; "
             "negative-cache TTL cap chosen; remember request phrased 'going forward'",
    "steps": [
        ("user", "large TXT lookups return SERVFAIL through wrenres but work against the upstream directly. repro:"),
        ("tool", "shell", _sh("dig @127.0.0.1 -p 5300 txt big.test.lan"), _DIG),
        ("tool", "shell", _sh("grep -n 'Truncated\\|TC\\|tcp' resolver/upstream.go"),
         "41:\tresp, _, err := r.udp.Exchange(msg, addr)\n42:\tif err != nil {\n43:\t\treturn nil, err\n44:\t}\n"
         "45:\t// TODO: handle resp.Truncated"),
        ("assistant", "Root cause: `upstream.go` only queries upstreams over UDP and ignores the TC bit — when the "
         "answer is too big the upstream sends a truncated reply, we cache nothing and return SERVFAIL after the "
         "2s timeout. Also we advertise a 4096-byte EDNS buffer, which invites fragmentation. Fix plan:\n"
         "1. on `resp.Truncated`, retry the same query over TCP;\n2. advertise an EDNS0 UDP size of 1232 (the DNS "
         "flag day 2020 value) instead of 4096."),
        ("user", "do it"),
        ("tool", "apply_patch", {"patch": "*** Update File: resolver/upstream.go\n+\tif resp.Truncated {\n"
                                 "+\t\tresp, _, err = r.tcp.Exchange(msg, addr)\n+\t}\n"
                                 "*** Update File: config/defaults.go\n-\tEDNSBufSize: 4096,\n+\tEDNSBufSize: 1232,"},
         "Success. Updated 2 files."),
        ("tool", "shell", _sh("go test -race ./..."), _GO_TEST),
        ("assistant", "Fixed: truncated UDP answers now retry over TCP, and `EDNSBufSize` defaults to 1232 in "
         "`config/defaults.go`. All packages pass with `-race`."),
        ("user", "nice. going forward always run go test with -race before you say something is done, we had "
         "a data race in the cache last month that only -race caught"),
        ("assistant", "Will do. Separate thing I noticed: negative answers (NXDOMAIN) are cached for the SOA "
         "minimum, and some zones set that to a day. Options: cap at 300s, cap at 3600s, or no cap."),
        ("user", "300. our internal zones change often and a day of stale NXDOMAIN hurt us before"),
        ("tool", "apply_patch", {"patch": "*** Update File: config/defaults.go\n+\tNegTTLCap: 300 * time.Second,"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("go test -race ./cache/..."), "ok  \tgit.internal/wren/wrenres/cache\t0.398s"),
        ("assistant", "Negative cache TTL now capped at 300s (`NegTTLCap`), tests pass under -race."),
    ],
    "facts": [
        F("tc-bit", "SERVFAIL on large answers was caused by ignoring the TC (truncated) bit on UDP upstream replies; "
          "fix retries over TCP when resp.Truncated.", "bugfix", "assistant",
          [["TC bit", "Truncated", "truncated"], "TCP"]),
        F("edns-1232", "The EDNS0 UDP buffer size default is 1232 (EDNSBufSize in config/defaults.go), not 4096.",
          "config", "assistant", [["EDNSBufSize", "EDNS0", "EDNS"], "1232"]),
        F("race", "Always run go test with -race before calling work done.", "rule", "user", ["-race"], True),
        F("neg-ttl", "Negative cache TTL is capped at 300s (NegTTLCap) because internal zones change often.",
          "config", "user", [["NegTTLCap", "negative"], "300"]),
    ],
    "optional": [
        O("port", "wrenres listens locally on port 5300.", ["5300"]),
    ],
    "questions": [
        Q("Why did big TXT lookups SERVFAIL?", "truncated UDP answers not retried over TCP", ["tc-bit"]),
        Q("What EDNS buffer size do we advertise?", "1232", ["edns-1232"]),
        Q("How long are NXDOMAIN answers cached?", "at most 300 seconds", ["neg-ttl"]),
    ],
}

_PROBE = "\n".join(
    ["probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/sonar-fw",
     "      Erasing ✔ [00:00:01] [####################] 96.00 KiB/96.00 KiB",
     "  Programming ✔ [00:00:02] [####################] 94.51 KiB/94.51 KiB"]
    + [f"INFO  ping #{n} echo at {d} samples, peak {p}" for n, d, p in
       [(1, 1840, 2211), (2, 1842, 2190), (3, 37, 65535), (4, 1839, 2230), (5, 41, 65535), (6, 1841, 2204)]]
    + ["WARN  adc: DMA overrun flag set, 1 buffer dropped", "INFO  ping #7 echo at 1843 samples, peak 2199"])

SONAR = {
    "id": "h10-cx-rust-sonar-dma",
    "project": "/home/marek/fw/sonar-fw",
    "start": datetime(2026, 11, 24, 15, 0),
    "about": "Rust embedded sonar, non-native English user; ghost echoes from DMA buffer race, root cause + fix; "
             "'don't ever' rule; ping frequency config reported after edit",
    "steps": [
        ("user", "Hello, I have ghost echos, every few pings the echo is at 40 samples with peak 65535, that is "
         "impossible, the transducer is 1.2 m from wall. Please see log"),
        ("tool", "shell", _sh("cargo run --release 2>&1 | head -20"), _PROBE),
        ("tool", "shell", _sh("sed -n 40,90p src/adc.rs"),
         "#[interrupt]\nfn DMA1_CH1() {\n    let dma = unsafe { &*DMA1::ptr() };\n    if dma.isr().read().tcif1().bit() {\n"
         "        FRAME_READY.signal(&BUF[..]);\n    }\n    ...\n}\n\nstatic mut BUF: [u16; 4096] = [0; 4096];"),
        ("assistant", "The problem is that the DMA runs in circular mode over a single 4096-sample `BUF`, and the "
         "interrupt signals the whole buffer on transfer-complete. By the time the echo task reads it, DMA has "
         "already started overwriting the start of the buffer with the next ping's transmit burst — the "
         "saturated 65535 values at ~40 samples are the transmitter ringing, not an echo. The overrun warning "
         "confirms the reader is too slow. Fix: split into two halves and use the half-transfer interrupt, so the "
         "task always reads the half that DMA is not writing (ping-pong)."),
        ("user", "ok yes do ping-pong. And please, one thing — don't ever put floating point math in an interrupt "
         "handler in this firmware, the FPU context save cost us 3 µs jitter before. Integer only in ISRs."),
        ("tool", "apply_patch", {"patch": "*** Update File: src/adc.rs\n-static mut BUF: [u16; 4096]\n"
                                 "+static mut BUF: [[u16; 2048]; 2]\n+    if isr.htif1().bit() { FRAME_READY.signal(Half::A) }\n"
                                 "+    if isr.tcif1().bit() { FRAME_READY.signal(Half::B) }"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("cargo run --release 2>&1 | grep -E 'ping|WARN' | head -12"),
         "\n".join(f"INFO  ping #{n} echo at {1840 + n % 3} samples, peak {2200 + n}" for n in range(1, 13))),
        ("assistant", "12 pings, all echoes at 1840–1842 samples, no overrun warning. The ISR is integer-only."),
        ("user", "very good. Also we change transducer to the 200 kHz one, the 120 kHz is gone. make config"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/config.rs\n-pub const PING_HZ: u32 = 120_000;\n"
                                 "+pub const PING_HZ: u32 = 200_000;\n-pub const ADC_SPS: u32 = 1_000_000;\n+pub const ADC_SPS: u32 = 2_000_000;"},
         "Success. Updated 1 file."),
        ("assistant", "Set in `src/config.rs`: `PING_HZ = 200_000` and, to keep at least ~10 samples per cycle, "
         "`ADC_SPS = 2_000_000` (was 1 MS/s). Range per sample halves, so 1.2 m is now ~3680 samples."),
        ("user", "thanks!"),
    ],
    "facts": [
        F("dma-pingpong", "Ghost echoes (saturated peaks at ~40 samples) came from reading the circular DMA buffer "
          "while DMA overwrote it; fixed with ping-pong halves using the half-transfer interrupt.", "bugfix",
          "assistant", [["ping-pong", "half-transfer", "htif1"], "DMA"]),
        F("no-float-isr", "Never use floating point in interrupt handlers in sonar-fw (FPU context save caused "
          "jitter); integer only in ISRs.", "rule", "user", [["floating point", "FPU"], ["interrupt", "ISR", "ISRs"]], True),
        F("ping-hz", "The transducer is now 200 kHz: PING_HZ = 200_000 in src/config.rs.", "config", "user",
          ["PING_HZ", ["200_000", "200 kHz"]]),
        F("adc-sps", "ADC sample rate is 2 MS/s (ADC_SPS = 2_000_000) to keep ~10 samples per cycle at 200 kHz.",
          "config", "assistant", ["ADC_SPS", "2_000_000"]),
    ],
    "optional": [
        O("chip", "The board is an STM32G474RETx flashed with probe-rs.", ["STM32G474RETx"]),
    ],
    "questions": [
        Q("What caused the ghost echoes?", "DMA overwrote buffer while reading; fixed with ping-pong halves",
          ["dma-pingpong"]),
        Q("Can I use f32 math in the DMA interrupt?", "no, integer only in ISRs", ["no-float-isr"]),
        Q("What ping frequency does the firmware use?", "200 kHz", ["ping-hz"]),
    ],
}

_PYTEST = "\n".join(
    ["============================= test session starts ==============================",
     "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0",
     "rootdir: /data/pipelines/skylark", "configfile: pyproject.toml", "collected 73 items", ""]
    + [f"tests/test_{m}.py {'.' * k}" for m, k in [("ingest", 11), ("calib", 14), ("astrometry", 9),
                                                  ("photometry", 17), ("lightcurve", 12)]]
    + ["tests/test_times.py ...FF.....", "",
       "FAILED tests/test_times.py::test_mid_exposure_bjd - AssertionError: 2460637.51123 != 2460637.50816 (tol 1e-5)",
       "FAILED tests/test_times.py::test_bjd_roundtrip - AssertionError: |Δ| = 265.2 s",
       "========================= 2 failed, 71 passed in 19.84s ========================="])

ASTRO = {
    "id": "h10-cx-astro-bjd",
    "project": "/data/pipelines/skylark",
    "start": datetime(2026, 11, 25, 10, 30),
    "about": "Python astronomy pipeline; time offset bug whose cause appears only in the final summary; "
             "'rule of thumb here' remember request; options laid out and FITS compression picked",
    "steps": [
        ("user", "Morning! test_times is failing after I merged the new camera header parser. can you take a look"),
        ("tool", "shell", _sh("pytest -q"), _PYTEST),
        ("tool", "shell", _sh("sed -n 1,40p skylark/times.py"),
         "def mid_exposure(hdr):\n    t0 = Time(hdr['DATE-OBS'], scale='utc')\n    return t0 + hdr['EXPTIME'] * u.s / 2\n\n"
         "def to_bjd(t, target, site):\n    ltt = t.light_travel_time(target, 'barycentric', location=site)\n"
         "    return (t.tdb + ltt).jd"),
        ("tool", "shell", _sh("python -c \"from astropy.io import fits; h=fits.getheader('tests/data/cam2_0001.fits'); "
                              "print(h['DATE-OBS'], h['EXPTIME'], h.get('DATE-END'))\""),
         "2026-11-19T00:15:41.20 530.4 2026-11-19T00:24:31.60"),
        ("assistant", "The new camera writes `DATE-OBS` differently from the old one. Let me compare with the "
         "manufacturer note in `docs/cameras.md`."),
        ("tool", "shell", _sh("grep -n -A3 'cam2' docs/cameras.md"),
         "12:## cam2 (QHY-like CMOS)\n13:DATE-OBS is written at *readout end* by the driver, not at shutter open.\n"
         "14:DATE-END is shutter close + readout (≈ 0.2 s)."),
        ("tool", "apply_patch", {"patch": "*** Update File: skylark/times.py\n-    t0 = Time(hdr['DATE-OBS'], scale='utc')\n"
                                 "+    t0 = shutter_open(hdr)\n+def shutter_open(hdr):\n+    if hdr.get('INSTRUME') == 'cam2':\n"
                                 "+        return Time(hdr['DATE-OBS'], scale='utc') - hdr['EXPTIME'] * u.s\n"
                                 "+    return Time(hdr['DATE-OBS'], scale='utc')"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("pytest -q tests/test_times.py"), "..........\n10 passed in 1.02s"),
        ("user", "ok good. other question: the reduced frames are huge, 64 MB each. should we compress?"),
        ("assistant", "Three reasonable choices for the reduced FITS:\n\n- **RICE_1 tile compression** (fpack-style, "
         "lossy for floats with quantisation q=16): ~6–8× smaller, readable transparently by astropy, tiny "
         "photometric noise added.\n- **GZIP_2 tile compression**: lossless, ~1.5–2× on float data.\n- Store as "
         "int16 with BSCALE/BZERO: 2× smaller, but clips the dynamic range on bright stars.\n\nFor photometry "
         "at the millimag level I'd be careful with lossy quantisation."),
        ("user", "GZIP_2. lossless, we do millimag transits, can't argue with referees about compression noise"),
        ("tool", "apply_patch", {"patch": "*** Update File: skylark/io.py\n-    hdu = fits.PrimaryHDU(data, hdr)\n"
                                 "+    hdu = fits.CompImageHDU(data, hdr, compression_type='GZIP_2')"},
         "Success. Updated 1 file."),
        ("user", "and rule of thumb here: every timestamp that leaves the pipeline is BJD_TDB, never JD_UTC or HJD, "
         "whatever the column is called. put it in the contributor doc too"),
        ("tool", "apply_patch", {"patch": "*** Update File: CONTRIBUTING.md\n+- All output times are BJD_TDB (not JD_UTC, not HJD)."},
         "Success. Updated 1 file."),
        ("user", "oh and pin astropy <7 in pyproject, 7.0 changed light_travel_time and I have no time to check it now"),
        ("tool", "apply_patch", {"patch": "*** Update File: pyproject.toml\n-    \"astropy>=6.0\",\n+    \"astropy>=6.1,<7\","},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("pytest -q"), "73 passed in 20.41s"),
        ("assistant", "All 73 tests pass. Summary:\n\n- **Time bug**: cam2's driver stamps `DATE-OBS` at readout "
         "end rather than shutter open, so mid-exposure times (and BJDs) were late by a full exposure (~265 s). "
         "`shutter_open()` in `skylark/times.py` now subtracts `EXPTIME` for `INSTRUME == 'cam2'`.\n"
         "- Reduced frames are written as `CompImageHDU` with `GZIP_2`.\n- CONTRIBUTING.md states that output times are BJD_TDB."),
        ("user", "Thanks a lot!"),
    ],
    "facts": [
        F("cam2-dateobs", "cam2 writes DATE-OBS at readout end, not shutter open, which made mid-exposure/BJD times "
          "late by one exposure; shutter_open() subtracts EXPTIME for cam2.", "bugfix", "assistant",
          ["cam2", "DATE-OBS", ["readout end", "shutter_open"]]),
        F("gzip2", "Reduced FITS frames are tile-compressed with lossless GZIP_2 (not lossy RICE_1) because of "
          "millimag transit photometry.", "decision", "user", ["GZIP_2"]),
        F("bjd-tdb", "Every timestamp leaving the pipeline is BJD_TDB, never JD_UTC or HJD.", "rule", "user",
          ["BJD_TDB"], True),
        F("astropy-pin", "astropy is pinned >=6.1,<7 in pyproject.toml because 7.0 changed light_travel_time.",
          "config", "user", ["astropy", ["<7", "6.1"]]),
    ],
    "optional": [
        O("python", "The pipeline runs on Python 3.12.", ["3.12"]),
    ],
    "questions": [
        Q("Why were cam2 timestamps off by ~265 s?", "DATE-OBS stamped at readout end; subtract EXPTIME",
          ["cam2-dateobs"]),
        Q("Which compression do reduced frames use?", "GZIP_2 lossless", ["gzip2"]),
        Q("What time system should output columns use?", "BJD_TDB", ["bjd-tdb"]),
    ],
}

KMP = {
    "id": "h10-cx-kmp-recipes-store",
    "project": "/Users/ewa/dev/pantry-kmp",
    "start": datetime(2026, 11, 25, 16, 0),
    "about": "Kotlin Multiplatform recipe app; storage picked with reason; timeout value changed twice (last "
             "counts); 'fyi for later' remember request mid-message; iOS deployment target reported",
    "steps": [
        ("user", "hi! offline storage for recipes in shared code. sqldelight or realm kotlin? or just json files"),
        ("assistant", "- **SQLDelight**: typed SQL, generates Kotlin from `.sq` files, works on Android/iOS/desktop; "
         "you write migrations by hand.\n- **Realm Kotlin**: object store, live queries, but the SDK's future is "
         "uncertain and it's a heavier native dependency.\n- **JSON files**: trivial, but search over ingredients "
         "would be slow and you'd reinvent indexing."),
        ("user", "sqldelight. I want full text search on ingredients and sqlite FTS5 gives that for free"),
        ("tool", "shell", _sh("cat gradle/libs.versions.toml | grep -n -i 'sqldelight\\|ktor\\|kotlin ='"),
         "3:kotlin = \"2.0.21\"\n9:ktor = \"3.0.1\"\n"),
        ("tool", "apply_patch", {"patch": "*** Update File: gradle/libs.versions.toml\n+sqldelight = \"2.0.2\"\n"
                                 "*** Add File: shared/src/commonMain/sqldelight/app/pantry/Recipe.sq\n"
                                 "+CREATE VIRTUAL TABLE recipe_fts USING fts5(title, ingredients);"},
         "Success. Updated 2 files."),
        ("tool", "shell", _sh("./gradlew :shared:generateCommonMainPantryDbInterface :shared:allTests"),
         "> Task :shared:generateCommonMainPantryDbInterface\n> Task :shared:iosSimulatorArm64Test\n"
         "> Task :shared:testDebugUnitTest\nBUILD SUCCESSFUL in 48s\n31 actionable tasks: 12 executed, 19 up-to-date"),
        ("assistant", "SQLDelight 2.0.2 added, `Recipe.sq` with an FTS5 table `recipe_fts`; tests pass on iOS "
         "simulator and Android unit tests."),
        ("user", "ok. the ktor client timeout for the recipe sync, set it to 10s"),
        ("tool", "apply_patch", {"patch": "*** Update File: shared/src/commonMain/kotlin/app/pantry/net/Client.kt\n"
                                 "-        requestTimeoutMillis = 30_000\n+        requestTimeoutMillis = 10_000"},
         "Success. Updated 1 file."),
        ("user", "hmm the image uploads go through the same client, 10 is too short for those. make it 20s. "
         "and fyi for later: ios deployment target stays 16.0, we have users on old iphones at the cooking school, "
         "dont raise it even if a lib asks. also can you fix the typo 'recipies' in the strings file"),
        ("tool", "apply_patch", {"patch": "*** Update File: shared/src/commonMain/kotlin/app/pantry/net/Client.kt\n"
                                 "-        requestTimeoutMillis = 10_000\n+        requestTimeoutMillis = 20_000\n"
                                 "*** Update File: shared/src/commonMain/composeResources/values/strings.xml\n"
                                 "-recipies\n+recipes"},
         "Success. Updated 2 files."),
        ("tool", "shell", _sh("grep -n IPHONEOS_DEPLOYMENT_TARGET iosApp/iosApp.xcodeproj/project.pbxproj | head -2"),
         "412:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n468:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
        ("assistant", "Done: `requestTimeoutMillis = 20_000` in `Client.kt`, typo fixed. The Xcode project is at "
         "`IPHONEOS_DEPLOYMENT_TARGET = 16.0` and I'll leave it there."),
        ("user", "merci"),
    ],
    "facts": [
        F("sqldelight", "Offline recipe storage uses SQLDelight (not Realm or JSON files) because SQLite FTS5 gives "
          "full-text search on ingredients.", "decision", "user", ["SQLDelight", "FTS5"]),
        F("timeout-20", "The Ktor client requestTimeoutMillis is 20_000 (20s) because image uploads share the client.",
          "config", "user", [["requestTimeoutMillis", "timeout"], ["20_000", "20s"]]),
        F("ios-16", "iOS deployment target stays 16.0 for users on old iPhones; don't raise it even if a library asks.",
          "rule", "user", [["deployment target", "IPHONEOS_DEPLOYMENT_TARGET"], "16.0"], True),
    ],
    "optional": [
        O("versions", "Kotlin 2.0.21, Ktor 3.0.1, SQLDelight 2.0.2.", ["2.0.2"]),
        O("fts-table", "The FTS5 table is recipe_fts in Recipe.sq.", ["recipe_fts"]),
    ],
    "questions": [
        Q("What does the app use for offline storage?", "SQLDelight with FTS5", ["sqldelight"]),
        Q("What's the HTTP timeout for sync?", "20 seconds", ["timeout-20"]),
        Q("Can we bump the iOS minimum version to 17?", "no, stays 16.0 for old iPhones", ["ios-16"]),
    ],
}

CLJ = {
    "id": "h10-cx-clj-rules-ids",
    "project": "/home/yusuf/code/verdict",
    "start": datetime(2026, 11, 26, 9, 0),
    "about": "short terse Clojure rules-engine session; a convention stated with 'from now on'; a rejected "
             "proposal; one-off rename",
    "steps": [
        ("user", "rules fire twice when two facts match the same rule. look at engine/fire"),
        ("tool", "shell", _sh("sed -n 20,48p src/verdict/engine.clj"),
         "(defn fire [rules facts]\n  (for [r rules\n        f facts\n        :when ((:when r) f)]\n    ((:then r) f)))"),
        ("assistant", "`fire` runs `:then` once per matching fact. If a rule should fire once per activation set, "
         "we'd collect matches first. I could also move the engine onto `clara-rules`, which handles "
         "activations and truth maintenance properly."),
        ("user", "no clara. once per rule per cycle, group the matching facts and pass them as a vector"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/verdict/engine.clj\n"
                                 "-  (for [r rules f facts :when ((:when r) f)] ((:then r) f)))\n"
                                 "+  (for [r rules\n+        :let [ms (filterv (:when r) facts)]\n+        :when (seq ms)]\n"
                                 "+    ((:then r) ms)))"},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("clojure -M:test"),
         "Running tests in #{\"test\"}\nTesting verdict.engine-test\nTesting verdict.rules.credit-test\n\n"
         "Ran 26 tests containing 88 assertions.\n0 failures, 0 errors."),
        ("user", "good. from now on every rule map needs a :rule/id keyword, namespaced, like :credit/limit-exceeded. "
         "logs are useless without it. rename `ms` to `matches` too. and sort rules by :rule/priority, higher "
         "first, before firing — right now it's file order which is random after the merge"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/verdict/engine.clj\n-ms\n+matches"}, "Success. Updated 1 file."),
        ("tool", "apply_patch", {"patch": "*** Update File: src/verdict/engine.clj\n+  (let [rules (sort-by :rule/priority > rules)]"},
         "Success. Updated 1 file."),
        ("assistant", "Renamed, rules now fire sorted by `:rule/priority` descending. I'll give every rule a namespaced `:rule/id`."),
    ],
    "facts": [
        F("once-per-cycle", "A rule fires once per cycle with all matching facts passed as a vector, not once per "
          "matching fact; clara-rules was rejected.", "decision", "user",
          [["once per rule per cycle", "once per cycle"], "vector"]),
        F("rule-id", "Every rule map needs a namespaced :rule/id keyword (e.g. :credit/limit-exceeded).", "convention",
          "user", [":rule/id", "rule id"], True),
        F("priority", "Rules fire sorted by :rule/priority, higher first, not in file order.", "decision", "user",
          [":rule/priority"]),
    ],
    "optional": [
        O("test-cmd", "Tests run with clojure -M:test.", ["clojure -M:test"]),
    ],
    "questions": [
        Q("How often does a rule fire when several facts match?", "once per cycle, facts as vector",
          ["once-per-cycle"]),
        Q("What must every rule map contain?", "namespaced :rule/id keyword", ["rule-id"]),
    ],
}

_BOOT_LOG = "\n".join(
    ["+ ./bootstrap.sh --inventory hosts/lab.txt", "[bootstrap] 5 hosts in inventory"]
    + [f"[{h}] ssh ok (port 2222), kernel 6.8.0-49-generic, swap off" for h in ("lab-cp1", "lab-w1", "lab-w2")]
    + ["[Lab-W3] ssh: Could not resolve hostname Lab-W3: Name or service not known",
       "[lab-w4] ssh ok (port 2222), kernel 6.8.0-49-generic, swap ON -> disabling",
       "[lab-cp1] installing k3s v1.30.5+k3s1 (server) ...",
       "[lab-cp1] k3s server is always restarted by systemd (Restart=always)",
       "[lab-w1] joining ...", "[lab-w2] joining ...", "[lab-w4] joining ...",
       "ERROR: 1 host failed: Lab-W3", "bootstrap finished with errors (exit 3)"])

BASH = {
    "id": "h10-cx-bash-bootstrap-names",
    "project": "/home/ops/infra/labcluster",
    "start": datetime(2026, 11, 26, 13, 10),
    "about": "Bash cluster bootstrap; cause of a failed host is a capitalised hostname; 'make a note' remember "
             "request; k3s version pinned after discussion; Restart=always in logs is not a rule",
    "steps": [
        ("user", "bootstrap failed on one node. log:"),
        ("tool", "shell", _sh("./bootstrap.sh --inventory hosts/lab.txt 2>&1 | tail -20"), _BOOT_LOG),
        ("assistant", "`Lab-W3` fails DNS because the inventory has it capitalised while the DNS record (and the "
         "other hosts) are lower-case `lab-w3`. I'll fix the inventory and also make `bootstrap.sh` lower-case "
         "every name it reads with `${host,,}` so this can't happen again."),
        ("user", "yes. and make a note: node names in this cluster are lower-case, letters digits dashes, no "
         "exceptions — k3s node names end up in cert SANs and mixed case broke that once already"),
        ("tool", "apply_patch", {"patch": "*** Update File: hosts/lab.txt\n-Lab-W3\n+lab-w3\n"
                                 "*** Update File: bootstrap.sh\n-  host=\"$line\"\n+  host=\"${line,,}\""},
         "Success. Updated 2 files."),
        ("assistant", "Done. Also, the installer pulls whatever `INSTALL_K3S_VERSION` says, and right now that's "
         "unset in two places, so workers could get a newer k3s than the server. Pin it?"),
        ("user", "pin to v1.30.5+k3s1, same as cp1"),
        ("tool", "apply_patch", {"patch": "*** Update File: lib/k3s.sh\n+export INSTALL_K3S_VERSION=\"v1.30.5+k3s1\""},
         "Success. Updated 1 file."),
        ("tool", "shell", _sh("shellcheck bootstrap.sh lib/*.sh && ./bootstrap.sh --inventory hosts/lab.txt --only lab-w3"),
         "[lab-w3] ssh ok (port 2222), kernel 6.8.0-49-generic, swap off\n[lab-w3] installing k3s v1.30.5+k3s1 (agent) ...\n"
         "[lab-w3] joining ...\nbootstrap finished OK"),
        ("assistant", "lab-w3 joined. `INSTALL_K3S_VERSION=v1.30.5+k3s1` is exported in `lib/k3s.sh`, so server "
         "and agents get the same version. shellcheck is clean."),
        ("user", "ta"),
    ],
    "facts": [
        F("cap-host", "Lab-W3 failed because the inventory name was capitalised; bootstrap.sh now lower-cases host "
          "names with ${line,,}.", "bugfix", "assistant", [["Lab-W3", "lab-w3"], ["capitalised", "lower-case"]]),
        F("lower-names", "Node names are lower-case letters, digits and dashes only, since k3s node names go into "
          "cert SANs.", "rule", "user", [["lower-case", "lowercase"], "node names"], True),
        F("k3s-pin", "k3s is pinned to v1.30.5+k3s1 via INSTALL_K3S_VERSION in lib/k3s.sh.", "config", "user",
          ["v1.30.5+k3s1"]),
    ],
    "optional": [
        O("ssh-port", "Lab hosts use SSH port 2222.", ["2222"]),
    ],
    "questions": [
        Q("Which k3s version does the lab cluster run?", "v1.30.5+k3s1", ["k3s-pin"]),
        Q("Can a node be called Lab-GPU1?", "no, node names lower-case", ["lower-names"]),
    ],
}


SESSIONS = [COBOL, GODNS, SONAR, ASTRO, KMP, CLJ, BASH, SYMFONY, SCALA]
