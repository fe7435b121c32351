"""h49 Claude Code sessions, part a: Northmole container terminal (terminal code NMT, port of Varnhaven).
gate-ocr (Python; OCR gate cameras reading container numbers, ISO 6346 check digits) and slot-portal
(the truck appointment portal, Svelte + TypeScript)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

GATE = "/home/selin/src/gate-ocr"
PORTAL = "/home/ines/dev/slot-portal"

_A1_LOG = """2026-11-02T06:38:02.114Z INFO  lane=3 cam=front read=VHLU2218748 conf=0.97 cd_read=8 cd_calc=1 result=CHECK_DIGIT_INVALID tx=G-20261102-03-0141
2026-11-02T06:38:44.901Z INFO  lane=5 cam=front read=NMTU6043125 conf=0.96 cd_read=5 cd_calc=8 result=CHECK_DIGIT_INVALID tx=G-20261102-05-0122
2026-11-02T06:39:10.377Z INFO  lane=3 cam=front read=KQRU5509175 conf=0.98 cd_read=5 cd_calc=9 result=CHECK_DIGIT_INVALID tx=G-20261102-03-0142
2026-11-02T06:39:58.020Z WARN  lane=5 cam=front read=TGHU8812306 conf=0.95 cd_read=6 cd_calc=4 result=CHECK_DIGIT_INVALID tx=G-20261102-05-0123
2026-11-02T06:40:31.655Z INFO  lane=3 cam=front read=BXAU2634890 conf=0.97 cd_read=0 cd_calc=0 result=OK tx=G-20261102-03-0143
2026-11-02T06:40:49.208Z INFO  lane=5 cam=front read=SEGU4177605 conf=0.94 cd_read=5 cd_calc=3 result=CHECK_DIGIT_INVALID tx=G-20261102-05-0124
2026-11-02T06:41:12.331Z INFO  lane=3 cam=front read=HRMU2359811 conf=0.97 cd_read=1 cd_calc=5 result=CHECK_DIGIT_INVALID tx=G-20261102-03-0144
2026-11-02T06:41:12.332Z INFO  lane=3 clerk_queue push tx=G-20261102-03-0144 reason=CHECK_DIGIT_INVALID queue_depth=17
2026-11-02T06:41:40.870Z INFO  lane=5 cam=front read=OKLU0901120 conf=0.96 cd_read=0 cd_calc=5 result=CHECK_DIGIT_INVALID tx=G-20261102-05-0125
2026-11-02T06:42:03.459Z INFO  lane=5 clerk_queue push tx=G-20261102-05-0125 reason=CHECK_DIGIT_INVALID queue_depth=21
2026-11-02T06:42:19.114Z INFO  lane=3 cam=front read=TWLU7002451 conf=0.98 cd_read=1 cd_calc=2 result=CHECK_DIGIT_INVALID tx=G-20261102-03-0145
2026-11-02T06:42:57.640Z INFO  lane=3 cam=front read=TWLU6446220 conf=0.97 cd_read=0 cd_calc=0 result=OK tx=G-20261102-03-0146
2026-11-02T06:43:30.006Z WARN  lane=5 cam=front read=VHLU2231904 conf=0.93 cd_read=4 cd_calc=7 result=CHECK_DIGIT_INVALID tx=G-20261102-05-0126
2026-11-02T06:43:31.112Z INFO  lane=5 clerk_queue push tx=G-20261102-05-0126 reason=CHECK_DIGIT_INVALID queue_depth=24
2026-11-02T06:44:02.771Z INFO  lane=3 cam=front read=NMTU6051288 conf=0.97 cd_read=8 cd_calc=0 result=CHECK_DIGIT_INVALID tx=G-20261102-03-0147
2026-11-02T06:44:40.318Z INFO  lane=3 clerk_queue push tx=G-20261102-03-0147 reason=CHECK_DIGIT_INVALID queue_depth=26
"""

_A1_COUNTS = """ lane | reads | check_digit_invalid | share
------+-------+---------------------+-------
    1 |   412 |                 371 | 90.0%
    2 |   398 |                 360 | 90.5%
    3 |   455 |                 409 | 89.9%
    4 |     0 |                   0 |   -
    5 |   430 |                 388 | 90.2%
    6 |   377 |                 341 | 90.5%
(6 rows)

-- same query, Mon 26 Oct .. Fri 30 Oct 17:59
 lane | reads | check_digit_invalid | share
------+-------+---------------------+-------
    1 |  2210 |                  39 |  1.8%
    2 |  2174 |                  41 |  1.9%
    3 |  2302 |                  44 |  1.9%
    4 |  1988 |                  33 |  1.7%
    5 |  2256 |                  40 |  1.8%
    6 |  2011 |                  36 |  1.8%
(6 rows)
"""

_A1_GITLOG = """c7e0b1d (HEAD -> main, origin/main) chore: bump opencv-python-headless to 4.10.0.84
a41c9e2 refactor(checkdigit): simplify letter mapping, drop lookup table
5d2f8a0 [ocr] crop plate region 8px wider on lane 6
e19b4c7 [deploy] values-prod: lane 4 closed for resurfacing
0b88a13 [spool] flush spool on SIGTERM before exit
"""

_A1_SHOW = """commit a41c9e2f03b6d1c2a9e8b7f4410c5e2a9d1b7c30
Author: gate-team <gate-team@nmt.example>
Date:   Fri Oct 30 17:42:19 2026 +0100

    refactor(checkdigit): simplify letter mapping, drop lookup table

diff --git a/gate_ocr/checkdigit.py b/gate_ocr/checkdigit.py
index 3b1f0e2..9aa04c1 100644
--- a/gate_ocr/checkdigit.py
+++ b/gate_ocr/checkdigit.py
@@ -1,20 +1,12 @@
 \"\"\"ISO 6346 check digit for container numbers (owner code + category + serial).\"\"\"

-LETTER_VALUES = {
-    "A": 10, "B": 12, "C": 13, "D": 14, "E": 15, "F": 16, "G": 17, "H": 18, "I": 19,
-    "J": 20, "K": 21, "L": 23, "M": 24, "N": 25, "O": 26, "P": 27, "Q": 28, "R": 29,
-    "S": 30, "T": 31, "U": 32, "V": 34, "W": 35, "X": 36, "Y": 37, "Z": 38,
-}
-
-
 def _value(ch: str) -> int:
     if ch.isdigit():
         return int(ch)
-    return LETTER_VALUES[ch]
+    return ord(ch) - 55  # A=10, B=11, ...


 def check_digit(number10: str) -> int:
     total = sum(_value(ch) * (2 ** i) for i, ch in enumerate(number10))
     return total % 11 % 10
"""

_A1_PYTEST = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/selin/src/gate-ocr
configfile: pyproject.toml
plugins: cov-5.0.0, asyncio-0.24.0
collected 203 items

tests/test_checkdigit.py ...                                             [  1%]
tests/test_checkdigit_known.py ......................................... [ 21%]
........................................................................ [ 57%]
........................................................................ [ 92%]
...............                                                          [100%]

---------- coverage: platform linux, python 3.12.7-final-0 -----------
Name                         Stmts   Miss  Cover
------------------------------------------------
gate_ocr/checkdigit.py          11      0   100%
------------------------------------------------
TOTAL                           11      0   100%

============================= 203 passed in 0.61s ==============================

# same test against a41c9e2 (git stash; checkout a41c9e2 -- gate_ocr/checkdigit.py)
FAILED tests/test_checkdigit_known.py::test_known[VHLU2218748] - assert 1 == 8
FAILED tests/test_checkdigit_known.py::test_known[NMTU6043125] - assert 8 == 5
FAILED tests/test_checkdigit_known.py::test_known[KQRU5509175] - assert 9 == 5
... 178 more
======================== 181 failed, 22 passed in 0.74s ========================
"""

_A3_PIPELINE = """     1\t\"\"\"Lane pipeline: one instance per gate lane, fed by the lane's two cameras.\"\"\"
     2\t
     3\tfrom gate_ocr.capture import FrameSource
     4\tfrom gate_ocr.detect import find_number_region
     5\tfrom gate_ocr.read import read_number
     6\tfrom gate_ocr.checkdigit import is_valid
     7\tfrom gate_ocr.tos import post_gate_read
     8\tfrom gate_ocr.spool import Spool
     9\tfrom gate_ocr.clerk import push_to_clerk
    10\t
    11\t
    12\tclass LanePipeline:
    13\t    def __init__(self, lane, cfg):
    14\t        self.lane = lane
    15\t        self.front = FrameSource(cfg.cameras[lane].front)
    16\t        self.rear = FrameSource(cfg.cameras[lane].rear)
    17\t        self.min_conf = cfg.cameras[lane].min_confidence
    18\t        self.spool = Spool(cfg.spool_dir / f"lane{lane}")
    19\t
    20\t    def on_truck(self, trigger):
    21\t        frame = self.front.best_frame(trigger.window)
    22\t        region = find_number_region(frame)
    23\t        result = read_number(region) if region else None
    24\t        if not self._good(result):
    25\t            frame = self.rear.best_frame(trigger.window)
    26\t            region = find_number_region(frame)
    27\t            result = read_number(region) if region else None
    28\t        if not self._good(result):
    29\t            return push_to_clerk(self.lane, trigger, result)
    30\t        tx = post_gate_read(self.lane, trigger, result)
    31\t        if tx is None:
    32\t            self.spool.put(trigger, result)
    33\t        return tx
    34\t
    35\t    def _good(self, result):
    36\t        return result is not None and result.conf >= self.min_conf and is_valid(result.number)
"""

_A3_TOS = """     1\t\"\"\"Posting gate reads to the TOS gate-transaction endpoint (through tos-bridge).\"\"\"
     2\t
     3\timport httpx
     4\t
     5\tTIMEOUT = httpx.Timeout(3.0, connect=1.0)
     6\t
     7\t
     8\tdef post_gate_read(lane, trigger, result):
     9\t    body = {
    10\t        "lane": lane,
    11\t        "direction": trigger.direction,          # IN / OUT
    12\t        "container": result.number,
    13\t        "confidence": round(result.conf, 3),
    14\t        "truck_plate": trigger.plate,
    15\t        "captured_at": trigger.at.isoformat(),
    16\t    }
    17\t    try:
    18\t        r = _client.post("/gate/reads", json=body, timeout=TIMEOUT)
    19\t        r.raise_for_status()
    20\t        return r.json()["tx_id"]
    21\t    except httpx.HTTPError:
    22\t        return None
"""

_A3_SPOOL = """     1\t\"\"\"A directory of JSON files; replayed in order by the spool worker every 10 s.\"\"\"
     2\t
     3\timport json, time, uuid
     4\tfrom pathlib import Path
     5\t
     6\t
     7\tclass Spool:
     8\t    def __init__(self, root: Path):
     9\t        self.root = root
    10\t        self.root.mkdir(parents=True, exist_ok=True)
    11\t
    12\t    def put(self, trigger, result):
    13\t        name = f"{time.time_ns()}-{uuid.uuid4().hex[:8]}.json"
    14\t        (self.root / name).write_text(json.dumps({"trigger": trigger.to_dict(), "result": result.to_dict()}))
    15\t
    16\t    def replay(self, post):
    17\t        for path in sorted(self.root.glob("*.json")):
    18\t            item = json.loads(path.read_text())
    19\t            if post(item) is None:
    20\t                break          # TOS still down: keep order, try again next round
    21\t            path.unlink()
"""

_B1_SLOTS = """[
  {"slotId": "S-20261104-0600", "start": "2026-11-04T06:00:00Z", "end": "2026-11-04T06:30:00Z", "free": 11, "gate": "B"},
  {"slotId": "S-20261104-0630", "start": "2026-11-04T06:30:00Z", "end": "2026-11-04T07:00:00Z", "free": 4, "gate": "B"},
  {"slotId": "S-20261104-0700", "start": "2026-11-04T07:00:00Z", "end": "2026-11-04T07:30:00Z", "free": 0, "gate": "B"},
  {"slotId": "S-20261104-0730", "start": "2026-11-04T07:30:00Z", "end": "2026-11-04T08:00:00Z", "free": 19, "gate": "B"}
]
"""

_B1_GREP = """src/lib/components/SlotPicker.svelte:41:        {new Date(slot.start).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
src/lib/components/SlotPicker.svelte:42:        – {new Date(slot.end).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
src/lib/components/BookingSummary.svelte:18:  const when = new Date(booking.slotStart).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
src/routes/bookings/[id]/+page.svelte:57:      <dd>{new Date(data.booking.createdAt).toLocaleString()}</dd>
"""

_B1_VITEST = """
> slot-portal@1.14.2 test
> TZ=Europe/London vitest run

 RUN  v2.1.4 /home/ines/dev/slot-portal

 ✓ src/lib/time/formatTerminalTime.test.ts (5 tests) 9ms
 ✓ src/lib/components/SlotPicker.test.ts (7 tests) 61ms
 ✓ src/lib/components/BookingSummary.test.ts (3 tests) 22ms
 ✓ src/lib/api/client.test.ts (11 tests) 34ms
 ✓ src/routes/bookings/page.test.ts (4 tests) 48ms

 Test Files  5 passed (5)
      Tests  30 passed (30)
   Start at  10:52:07
   Duration  1.84s (transform 402ms, setup 0ms, collect 1.21s, tests 174ms, environment 611ms, prepare 380ms)
"""

_B1_DEFAULTS = """src/lib/time/formatTerminalTime.ts:3:export default function formatTerminalTime(iso: string): string {
src/lib/api/client.ts:88:export default createClient;
src/lib/stores/session.ts:27:export default sessionStore;
src/lib/i18n/index.ts:12:export default i18n;
"""

_B1_CHECK = """
> slot-portal@1.14.2 check
> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json

====================================
Loading svelte-check in workspace: /home/ines/dev/slot-portal
Getting Svelte diagnostics...

svelte-check found 0 errors and 0 warnings

> slot-portal@1.14.2 test
> TZ=Europe/London vitest run

 Test Files  5 passed (5)
      Tests  30 passed (30)
   Duration  1.79s
"""

SESSIONS = [
    {
        "id": "h49-cc-gateocr-check-digit",
        "project": GATE,
        "start": datetime(2026, 11, 2, 7, 40),
        "branch": "selin/checkdigit-table",
        "about": "gate-ocr: ~90% of reads rejected CHECK_DIGIT_INVALID since Friday; the person's guess (new IR lamps on "
                 "lanes 3 and 5) ruled out by per-lane counts and high confidence; root cause refactor a41c9e2 replaced "
                 "the ISO 6346 letter table with ord(ch) - 55; table restored, 200-number regression csv; commit "
                 "prefix convention; Turkish-flavoured remember-request on raw image retention (14 days); near-miss: "
                 "a story from 2024 about the lane 2 camera; an alert proposal nobody takes up",
        "steps": [
            ("user", "Günaydın! Kolay gelsin. Big problem from the weekend: gate-ocr is rejecting many many containers "
                     "with CHECK_DIGIT_INVALID, the clerks at in-gate are typing numbers by hand and the truck queue is "
                     "going back until the roundabout. I am thinking it is the camera exposure — on Friday the "
                     "technicians changed the IR lamps on lane 3 and lane 5. Can you look the logs please?"),
            bash("kubectl -n gate logs deploy/gate-ocr --since=10m | grep -E 'lane=(3|5) ' | tail -n 16", _A1_LOG),
            ("assistant", "Looking at these, the OCR itself reads cleanly: confidence is 0.93–0.98 on every line, and "
                          "the digit it reads off the door (`cd_read`) is a plausible digit in every case. What "
                          "disagrees is `cd_calc`, the digit we compute from the first ten characters. A bad exposure "
                          "would show up as low confidence or garbled owner codes, not as confident reads that fail "
                          "the arithmetic. Let me compare all lanes, including the ones whose lamps were not touched."),
            bash("psql \"$GATE_DB_URL\" -c \"select lane, count(*) reads, count(*) filter (where result = "
                 "'CHECK_DIGIT_INVALID') check_digit_invalid, ... from gate_reads where captured_at >= "
                 "'2026-10-30 18:00+01' group by lane order by lane\"", _A1_COUNTS),
            ("assistant", "It's every lane, not just 3 and 5: about 90% of reads fail on lanes 1, 2, 3, 5 and 6 since "
                          "Friday evening, against 1.7–1.9% the week before. Lane 1, 2 and 6 cameras were not touched, "
                          "so the IR lamps are very unlikely. The jump starts Friday around 18:00, which looks like a "
                          "deploy. What went out on Friday?"),
            ("user", "hmm. I was not in office Friday. Somebody merged a refactor I think, look git"),
            bash("git log --since=2026-10-29 --oneline", _A1_GITLOG),
            bash("git show a41c9e2", _A1_SHOW),
            ("assistant", "Found it. This is the cause, and it's a subtle one.\n\n"
                          "**What ISO 6346 actually says.** For the check digit, each letter of the owner code and "
                          "category gets a value starting at A=10, but the values *skip multiples of 11*: A=10, then "
                          "B=12 (11 is skipped), ... K=21, L=23 (22 skipped), ... U=32, V=34 (33 skipped), up to Z=38. "
                          "Each of the ten characters is multiplied by 2^position, the sum is taken mod 11, and a "
                          "remainder of 10 becomes 0.\n\n"
                          "**What the refactor did.** Commit a41c9e2 deleted the `LETTER_VALUES` letter table and "
                          "replaced it with `ord(ch) - 55`, which gives the naive sequence A=10, B=11, C=12 ... Z=35. "
                          "For every letter after A the value is off by one, two or three. Because every container "
                          "number has four letters, the computed digit is wrong for almost every owner code; the "
                          "~10% that still pass are the ones where the error happens to vanish mod 11 or the remainder "
                          "collapses to the same digit (BXAU2634890 and TWLU6446220 in the log above are two of "
                          "those). The old table was right; the 'simplification' was not.\n\n"
                          "**Fix.** Put the letter table back (generated so nobody retypes it wrong), and add a "
                          "regression test with real container numbers the clerks confirmed, so a change like this "
                          "fails in CI instead of at the gate.\n\n"
                          "Separately, it might be worth an alert when the CHECK_DIGIT_INVALID share goes over, say, "
                          "10% for 15 minutes: this ran all weekend before anyone noticed."),
            ("user", "Vay. OK restore the table. And yes make the csv, take 200 numbers from October transactions "
                     "which clerks confirmed manually, put it tests/fixtures/iso6346_known.csv and wire it in the CI "
                     "test job."),
            tool("Edit", {"file_path": f"{GATE}/gate_ocr/checkdigit.py",
                          "old_string": "    return ord(ch) - 55  # A=10, B=11, ...",
                          "new_string": "    return LETTER_VALUES[ch]"},
                 "The file gate_ocr/checkdigit.py has been updated. Added LETTER_VALUES (built from A=10 upward, "
                 "skipping multiples of 11) above _value()."),
            bash("psql \"$GATE_DB_URL\" -c \"\\copy (select container_no, check_digit from gate_reads where "
                 "confirmed_by_clerk and captured_at between '2026-10-01' and '2026-10-29' order by random() limit "
                 "200) to 'tests/fixtures/iso6346_known.csv' csv header\" && head -5 tests/fixtures/iso6346_known.csv",
                 "COPY 200\ncontainer_no,check_digit\nVHLU2218748,8\nNMTU6043125,5\nKQRU5509175,5\nTGHU8812306,6\n"),
            tool("Write", {"file_path": f"{GATE}/tests/test_checkdigit_known.py",
                           "content": "import csv, pathlib, pytest\nfrom gate_ocr.checkdigit import check_digit\n..."},
                 "File created successfully at: tests/test_checkdigit_known.py"),
            tool("Edit", {"file_path": f"{GATE}/.gitlab-ci.yml",
                          "old_string": "    - pytest tests/test_checkdigit.py",
                          "new_string": "    - pytest tests/test_checkdigit.py tests/test_checkdigit_known.py"},
                 "The file .gitlab-ci.yml has been updated."),
            bash("pytest tests/test_checkdigit.py tests/test_checkdigit_known.py --cov=gate_ocr.checkdigit", _A1_PYTEST),
            ("assistant", "All 203 pass with the table restored, and the same test against a41c9e2's version fails "
                          "181 of 200, which matches the ~90% reject rate at the gate. CI's test job now runs the "
                          "known-numbers file."),
            ("user", "test file name is ugly. rename to test_known_numbers.py"),
            bash("git mv tests/test_checkdigit_known.py tests/test_known_numbers.py && sed -i "
                 "'s/test_checkdigit_known.py/test_known_numbers.py/' .gitlab-ci.yml && pytest -q tests/",
                 "........................................................................ [ 30%]\n"
                 "........................................................................ [ 61%]\n"
                 "...........................................................................[100%]\n"
                 "234 passed in 2.07s\n"),
            ("user", "good. commit please. in this repo the commit message starts with the module in square "
                     "brackets, like [checkdigit] ..., not this feat()/refactor() style from Friday"),
            bash("git add -A && git commit -m '[checkdigit] restore ISO 6346 letter table, add known-numbers "
                 "regression set'",
                 "[selin/checkdigit-table 9f3d2c1] [checkdigit] restore ISO 6346 letter table, add known-numbers "
                 "regression set\n 4 files changed, 231 insertions(+), 2 deletions(-)\n create mode 100644 "
                 "tests/fixtures/iso6346_known.csv\n create mode 100644 tests/test_known_numbers.py\n"),
            ("user", "Thanks. Funny, it is like in 2024 when the lane 2 camera was filming the sky for two days and "
                     "nobody noticed 😅 ok. One thing you must keep for always: the raw lane images we are keeping "
                     "minimum 14 days, not less. Customs is asking sometimes after one week for the pictures of a "
                     "container, and if we deleted them we are in trouble. I saw in values-prod.yaml somebody put "
                     "7 days, please fix it also."),
            bash("grep -n -i retention deploy/values-prod.yaml deploy/values-staging.yaml",
                 "deploy/values-prod.yaml:44:  rawImageRetentionDays: 7\n"
                 "deploy/values-prod.yaml:45:  cropRetentionDays: 90\n"
                 "deploy/values-staging.yaml:40:  rawImageRetentionDays: 2\n"
                 "deploy/values-staging.yaml:41:  cropRetentionDays: 7\n"),
            tool("Edit", {"file_path": f"{GATE}/deploy/values-prod.yaml",
                          "old_string": "  rawImageRetentionDays: 7",
                          "new_string": "  rawImageRetentionDays: 14"},
                 "The file deploy/values-prod.yaml has been updated."),
            bash("git commit -am '[deploy] raw image retention back to 14 days in prod'",
                 "[selin/checkdigit-table 2b7a90e] [deploy] raw image retention back to 14 days in prod\n"
                 " 1 file changed, 1 insertion(+), 1 deletion(-)\n"),
            ("assistant", "Done. Where things stand:\n\n"
                          "- **Cause:** refactor a41c9e2 swapped the ISO 6346 letter table for `ord(ch) - 55`; "
                          "letter values must skip multiples of 11, so ~90% of reads failed the check digit on all "
                          "lanes from Friday 17:42. Not the IR lamps.\n"
                          "- **Fix:** `LETTER_VALUES` restored in gate_ocr/checkdigit.py; 200 clerk-confirmed "
                          "October numbers in tests/fixtures/iso6346_known.csv, run by tests/test_known_numbers.py in "
                          "the CI test job.\n"
                          "- **Retention:** rawImageRetentionDays is 14 in values-prod.yaml again (staging stays at "
                          "2, it has no real traffic).\n"
                          "- Two commits on selin/checkdigit-table, both with the [module] prefix.\n\n"
                          "Not done: the reject-rate alert I mentioned."),
            ("user", "teşekkürler! I will deploy after the 14:00 shift change, now the gate is too busy."),
        ],
        "facts": [
            fact("checkdigit-cause",
                 "Since the Friday refactor a41c9e2, ~90% of gate reads failed the check digit because the ISO 6346 "
                 "letter table was replaced by ord(ch) - 55; ISO 6346 letter values skip multiples of 11 (A=10, B=12 "
                 "… Z=38). The LETTER_VALUES table was restored. The new IR lamps were not the cause.",
                 "bugfix", "assistant", ["multiples of 11", ["LETTER_VALUES", "letter table"]]),
            fact("known-numbers",
                 "The check-digit regression set is 200 clerk-confirmed October container numbers in "
                 "tests/fixtures/iso6346_known.csv (tests/test_known_numbers.py), run in the CI test job.",
                 "convention", "user", ["iso6346_known.csv"]),
            fact("commit-prefix",
                 "gate-ocr commit messages start with the module in square brackets, e.g. [checkdigit] …, not "
                 "feat()/refactor() conventional-commit style.",
                 "convention", "user", ["square brackets"]),
            fact("raw-retention",
                 "Raw lane images are kept a minimum of 14 days, never less, because customs sometimes asks for "
                 "them after a week (rawImageRetentionDays: 14 in values-prod.yaml).",
                 "rule", "user", ["raw", "14 days"], remember=True),
        ],
        "optional": [
            opt("ir-lamps", "The new IR lamps on lanes 3 and 5 were not the cause; rejects hit all lanes equally.",
                ["IR lamps"]),
            opt("baseline-reject", "Normal CHECK_DIGIT_INVALID share is about 1.8% per lane.", ["1.8%"]),
        ],
        "questions": [
            q("Why did gate-ocr reject most containers as CHECK_DIGIT_INVALID after the Friday refactor?",
              "letter table replaced by ord(ch) - 55; ISO 6346 letter values skip multiples of 11",
              ["checkdigit-cause"]),
            q("How long must raw lane images be kept?", "minimum 14 days", ["raw-retention"]),
            q("Where are the known container numbers for the check-digit regression test?",
              "tests/fixtures/iso6346_known.csv", ["known-numbers"]),
        ],
    },
    {
        "id": "h49-cc-portal-slot-timezone",
        "project": PORTAL,
        "start": datetime(2026, 11, 3, 10, 5),
        "branch": "ines/help-2291-terminal-time",
        "about": "slot-portal: helpdesk ticket, UK dispatchers see slots an hour early; the person's guess (booking API "
                 "changed at the DST switch) ruled out, API returns correct UTC; cause toLocaleTimeString in the "
                 "browser's zone; options a/b/c, 'a' picked (terminal time only); code review with three comments: "
                 "named-exports rule set in a reply, dual display put off, TERMINAL_TZ moved to config; near-miss: "
                 "the assistant offers to note the dual-display idea and is told not to",
        "steps": [
            ("user", "morning! coffee is kicking in slowly. got a ticket from the helpdesk, pasting it:\n\n"
                     "---\nHELP-2291  Slot times wrong for UK hauliers\nReporter: helpdesk (gate B)\nPriority: high\n\n"
                     "Several dispatchers from haulage firms across the channel say the portal shows their 07:00 slot "
                     "as 06:00. Drivers plan for 06:00 local, arrive at 07:00 terminal time at best, or they read it "
                     "the other way round and come an hour late and get turned away at the gate. Two firms called "
                     "this week. Started after the clocks changed?\n---\n\n"
                     "my bet is the booking API changed something around the DST switch, the backend folks deployed "
                     "on the 30th and they touched the slot generator"),
            bash("curl -s \"$BOOKING_API/api/v2/slots?date=2026-11-04&gate=B\" | jq '.[0:4]'", _B1_SLOTS),
            ("assistant", "The API looks right to me. It returns UTC with a `Z` suffix: `2026-11-04T07:00:00Z` is "
                          "08:00 at the terminal (CET, UTC+1 since 25 October), `06:00:00Z` is 07:00. So the slot the "
                          "terminal calls 07:00 goes out as 06:00Z, which is exactly what a browser in London (UTC+0 "
                          "in winter) would print as 06:00. That points at how the portal formats the time, not at "
                          "the backend. Let me find where slot times are rendered."),
            bash("grep -rn \"toLocale\" src/", _B1_GREP),
            tool("Read", {"file_path": f"{PORTAL}/src/lib/components/SlotPicker.svelte", "offset": 30, "limit": 20},
                 "    30\t{#each slots as slot (slot.slotId)}\n"
                 "    31\t  <button\n"
                 "    32\t    class=\"slot\"\n"
                 "    33\t    class:full={slot.free === 0}\n"
                 "    34\t    disabled={slot.free === 0}\n"
                 "    35\t    on:click={() => dispatch('pick', slot)}\n"
                 "    36\t  >\n"
                 "    37\t    <span class=\"gate\">Gate {slot.gate}</span>\n"
                 "    38\t    <span class=\"free\">{slot.free} free</span>\n"
                 "    39\t    <!-- TODO nicer format -->\n"
                 "    40\t    <span class=\"time\">\n"
                 "    41\t        {new Date(slot.start).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}\n"
                 "    42\t        – {new Date(slot.end).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}\n"
                 "    43\t    </span>\n"
                 "    44\t  </button>\n"
                 "    45\t{/each}\n"),
            ("assistant", "That's the cause. `toLocaleTimeString([], …)` without a `timeZone` option formats in the "
                          "*browser's* time zone. For the dispatchers in the UK that's Europe/London, an hour behind "
                          "the terminal, so every slot shows an hour early. It was always like this; it only bites "
                          "now because the two UK firms were onboarded in October. BookingSummary.svelte has the same "
                          "call. (The `createdAt` on the booking page is a timestamp of when the booking was made, "
                          "showing that in the viewer's zone is harmless.)\n\n"
                          "Options:\n"
                          "a) always show slot times in terminal time (Europe/Amsterdam) with a small 'terminal time' "
                          "label, via `Intl.DateTimeFormat` with an explicit `timeZone`;\n"
                          "b) show terminal time plus the viewer's local time in brackets;\n"
                          "c) keep the viewer's local time but say so.\n\n"
                          "I'd go with a: the gate, the TOS and the drivers' instructions all run on terminal time, "
                          "and a second time on the screen is one more thing to misread."),
            ("user", "a. definitely. the gate doesn't care where the dispatcher sits. label it 'terminal time'"),
            tool("Write", {"file_path": f"{PORTAL}/src/lib/time/formatTerminalTime.ts",
                           "content": "const TERMINAL_TZ = 'Europe/Amsterdam';\n\n"
                                      "export default function formatTerminalTime(iso: string): string {\n"
                                      "  return new Intl.DateTimeFormat('en-GB', {\n"
                                      "    hour: '2-digit', minute: '2-digit', timeZone: TERMINAL_TZ,\n"
                                      "  }).format(new Date(iso));\n}\n"},
                 "File created successfully at: src/lib/time/formatTerminalTime.ts"),
            tool("Edit", {"file_path": f"{PORTAL}/src/lib/components/SlotPicker.svelte",
                          "old_string": "        {new Date(slot.start).toLocaleTimeString([], { hour: '2-digit', "
                                        "minute: '2-digit' })}",
                          "new_string": "        {formatTerminalTime(slot.start)}"},
                 "The file src/lib/components/SlotPicker.svelte has been updated."),
            tool("Edit", {"file_path": f"{PORTAL}/src/lib/components/BookingSummary.svelte",
                          "old_string": "  const when = new Date(booking.slotStart).toLocaleTimeString([], "
                                        "{ hour: '2-digit', minute: '2-digit' });",
                          "new_string": "  const when = formatTerminalTime(booking.slotStart);"},
                 "The file src/lib/components/BookingSummary.svelte has been updated."),
            bash("npm test", _B1_VITEST),
            ("assistant", "Both components now go through `formatTerminalTime`, with a 'terminal time' label next to "
                          "the slot list and in the booking summary. The tests run with TZ=Europe/London on purpose: "
                          "the 06:00Z slot renders as 07:00 there, which is what a UK dispatcher will now see."),
            ("user", "pushed the branch, tomas reviewed already. his comments:\n\n"
                     "> 1. formatTerminalTime.ts: why a default export? we grep for names\n"
                     "> 2. could we show the dispatcher's own local time in brackets as well?\n"
                     "> 3. TERMINAL_TZ hardcoded inside the helper, move it to src/lib/config.ts next to "
                     "BOOKING_API_BASE\n\n"
                     "my replies on the MR: 1 — agreed, and let's make it the rule for slot-portal from today: named "
                     "exports only, no default exports anywhere. 2 — not now, maybe if the helpdesk asks again. 3 — "
                     "yes.\n\nso please do 1 and 3"),
            bash("grep -rn \"export default\" src/", _B1_DEFAULTS),
            ("assistant", "Besides the new helper there are three older default exports (api/client.ts, "
                          "stores/session.ts, i18n/index.ts). Convert those too, so the rule holds across the repo, "
                          "or only the new file?"),
            ("user", "all of them while you're at it"),
            tool("Edit", {"file_path": f"{PORTAL}/src/lib/config.ts",
                          "old_string": "export const BOOKING_API_BASE = import.meta.env.VITE_BOOKING_API ?? '/api/v2';",
                          "new_string": "export const BOOKING_API_BASE = import.meta.env.VITE_BOOKING_API ?? '/api/v2';\n"
                                        "export const TERMINAL_TZ = 'Europe/Amsterdam';"},
                 "The file src/lib/config.ts has been updated."),
            bash("npx jscodeshift -t scripts/codemods/default-to-named.ts src/lib && npm run check && npm test",
                 "Processing 4 files...\nAll done.\nResults:\n0 errors\n0 unmodified\n0 skipped\n4 ok\n" + _B1_CHECK),
            ("assistant", "Done: `formatTerminalTime` is a named export and reads `TERMINAL_TZ` from "
                          "src/lib/config.ts; client.ts, session.ts and i18n/index.ts are named exports now and their "
                          "imports were rewritten; svelte-check is clean and the 30 tests pass. Do you want me to keep "
                          "a note of tomas's dual-time idea (point 2) for later?"),
            ("user", "nah, don't bother, it's just an idea. if helpdesk asks they'll open a ticket. thanks!"),
        ],
        "facts": [
            fact("tz-cause",
                 "UK dispatchers saw slot times an hour early because SlotPicker.svelte and BookingSummary.svelte "
                 "formatted with toLocaleTimeString() in the browser's time zone; the booking API's UTC times were "
                 "correct. Fixed with formatTerminalTime (Intl.DateTimeFormat with timeZone Europe/Amsterdam).",
                 "bugfix", "assistant", ["toLocaleTimeString", ["formatTerminalTime", "Europe/Amsterdam"]]),
            fact("terminal-time",
                 "The portal shows slot times only in terminal time (labelled 'terminal time'), not in the "
                 "dispatcher's local time.",
                 "decision", "user", ["terminal time"]),
            fact("named-exports",
                 "slot-portal rule: named exports only, no default exports anywhere.",
                 "rule", "user", ["named exports", "default exports"], remember=True),
            fact("tz-config",
                 "TERMINAL_TZ ('Europe/Amsterdam') lives in src/lib/config.ts next to BOOKING_API_BASE.",
                 "config", "user", ["TERMINAL_TZ", "src/lib/config.ts"]),
        ],
        "optional": [
            opt("api-utc", "The booking API returns slot times in UTC with a Z suffix.", ["UTC"]),
        ],
        "questions": [
            q("Why did UK dispatchers see slot times an hour early?",
              "toLocaleTimeString formats in the browser's time zone", ["tz-cause"]),
            q("In which time zone does the portal show slot times?", "terminal time, Europe/Amsterdam",
              ["terminal-time", "tz-config"]),
            q("Are default exports allowed in slot-portal?", "no, named exports only", ["named-exports"]),
        ],
    },
    {
        "id": "h49-cc-gateocr-walkthrough",
        "project": GATE,
        "start": datetime(2026, 11, 19, 13, 10),
        "about": "gate-ocr: nothing durable; the person prepares a presentation for a new colleague and the assistant "
                 "only explains the existing pipeline (front/rear camera, clerk queue, spool when the TOS is down) by "
                 "reading files; chatter about the wind and the canteen",
        "steps": [
            ("user", "Merhaba! Today is calm, wind is too strong, cranes are stopped since morning so the gate is "
                     "quiet 🙂 Tomorrow I present gate-ocr to a new colleague from the planning team. Can you explain "
                     "me the way from the camera frame until the gate transaction in TOS? Only explain please, no "
                     "changes in code."),
            tool("Read", {"file_path": f"{GATE}/gate_ocr/pipeline.py"}, _A3_PIPELINE),
            tool("Read", {"file_path": f"{GATE}/gate_ocr/tos.py"}, _A3_TOS),
            ("assistant", "Sure. Here's the path of one truck, following pipeline.py:\n\n"
                          "1. **Trigger.** The lane's induction loop fires when a truck stops under the portal. The "
                          "trigger carries a time window, the direction (IN/OUT) and the truck plate from the plate "
                          "camera.\n"
                          "2. **Best frame.** `FrameSource.best_frame` takes the frames of that window from the front "
                          "camera and keeps the sharpest one.\n"
                          "3. **Find the number.** `find_number_region` looks for the container-number block on the "
                          "door; `read_number` runs the OCR on that crop and returns the text plus a confidence.\n"
                          "4. **Is it good?** `_good` needs three things: a result at all, confidence at or above the "
                          "lane's `min_confidence`, and a valid ISO 6346 check digit.\n"
                          "5. **Second chance.** If the front read isn't good, the same thing runs on the rear camera "
                          "of the lane.\n"
                          "6. **Clerk.** If neither is good, the truck goes to the clerk queue and a person types the "
                          "number from the photo.\n"
                          "7. **TOS.** A good read is posted to `/gate/reads` (tos.py); tos-bridge turns it into a "
                          "gate transaction in the TOS and returns the `tx_id`.\n\n"
                          "For your slides, steps 4–6 are the interesting part: the check digit catches most OCR "
                          "mistakes, because a single misread character almost always breaks it."),
            ("user", "why is there two cameras per lane? the colleague will ask surely"),
            ("assistant", "Because a container's number is painted on several sides, and the door side (front camera "
                          "for most trucks) is the one most often dirty, covered by a seal label or at a bad angle "
                          "when the truck stops crooked. The rear camera sees the same container from a different "
                          "side and angle, so when the first read isn't good there's a second, independent attempt "
                          "before a person has to type anything. In the code it's just the second block in "
                          "`on_truck`, lines 24–27."),
            ("user", "and when TOS is down? last year it was down two hours and I think the gate continued"),
            tool("Read", {"file_path": f"{GATE}/gate_ocr/spool.py"}, _A3_SPOOL),
            ("assistant", "Right, the gate keeps working. `post_gate_read` has a 3 s timeout (1 s to connect); if the "
                          "call fails it returns `None`, and the pipeline writes the read into the lane's spool: a "
                          "folder of JSON files named by nanosecond timestamp. A spool worker replays the folder "
                          "every 10 s in name order and stops at the first failure, so reads reach the TOS in the "
                          "order the trucks passed once it's back. Nothing is lost while it's down, the transactions "
                          "just arrive late. One detail for the slides: the truck itself is not held, the barrier "
                          "logic doesn't wait for the TOS answer."),
            ("user", "super, this is enough for slides. I make a drawing with the 7 steps. is the canteen open today "
                     "or also closed because of the wind haha"),
            ("assistant", "That one I can't see from here 🙂 Good luck with the presentation."),
            ("user", "thanks, görüşürüz!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
