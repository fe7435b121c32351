"""h49 Codex sessions, part a: Northmole container terminal. gate-ocr (lane 7 camera, what happens to an
unreadable container number) and slot-portal (the haulier association's email and slot capacity; slot-list
refresh, freed slots, a flaky Playwright test)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

GATE = "/home/selin/src/gate-ocr"
PORTAL = "/home/ines/dev/slot-portal"

_A2_CAMERAS = """# config/cameras.yaml — one block per gate lane (in-gate lanes 1-4, out-gate 5-6)
# rtsp URLs are on the gate VLAN only; credentials come from the camera-creds secret
defaults:
  min_confidence: 0.85
  rotate: 0
  fps: 12
  best_frame: sharpness      # sharpness | center
lanes:
  1:
    front: {url: "rtsp://cam-l1f.gate.nmt.internal/stream1"}
    rear:  {url: "rtsp://cam-l1r.gate.nmt.internal/stream1"}
    plate: {url: "rtsp://plt-l1.gate.nmt.internal/stream1"}
  2:
    front: {url: "rtsp://cam-l2f.gate.nmt.internal/stream1"}
    rear:  {url: "rtsp://cam-l2r.gate.nmt.internal/stream1"}
    plate: {url: "rtsp://plt-l2.gate.nmt.internal/stream1"}
  3:
    front: {url: "rtsp://cam-l3f.gate.nmt.internal/stream1", exposure_us: 1800}
    rear:  {url: "rtsp://cam-l3r.gate.nmt.internal/stream1"}
    plate: {url: "rtsp://plt-l3.gate.nmt.internal/stream1"}
  4:
    enabled: false           # resurfacing until mid-December
    front: {url: "rtsp://cam-l4f.gate.nmt.internal/stream1"}
    rear:  {url: "rtsp://cam-l4r.gate.nmt.internal/stream1"}
    plate: {url: "rtsp://plt-l4.gate.nmt.internal/stream1"}
  5:
    front: {url: "rtsp://cam-l5f.gate.nmt.internal/stream1", exposure_us: 1800}
    rear:  {url: "rtsp://cam-l5r.gate.nmt.internal/stream1"}
    plate: {url: "rtsp://plt-l5.gate.nmt.internal/stream1"}
  6:
    front: {url: "rtsp://cam-l6f.gate.nmt.internal/stream1", crop_pad_px: 8}
    rear:  {url: "rtsp://cam-l6r.gate.nmt.internal/stream1"}
    plate: {url: "rtsp://plt-l6.gate.nmt.internal/stream1"}
clerk:
  queue: clerk-gate-b
  photo_ttl_min: 30
"""

_A2_CALIB = """lane,camera,px_per_mm,h11,h12,h13,h21,h22,h23,h31,h32,calibrated_on
1,front,0.412,1.021,0.013,-41.2,-0.008,1.002,-12.7,0.00002,0.00001,2025-03-14
1,rear,0.398,0.994,0.021,-38.0,0.004,1.010,-9.9,0.00001,0.00002,2025-03-14
2,front,0.409,1.017,0.011,-40.6,-0.006,0.999,-13.1,0.00002,0.00001,2025-03-14
2,rear,0.401,0.990,0.019,-37.2,0.003,1.008,-10.4,0.00001,0.00002,2025-03-14
3,front,0.415,1.024,0.015,-42.0,-0.009,1.004,-12.2,0.00002,0.00001,2026-10-30
3,rear,0.397,0.992,0.020,-38.8,0.004,1.011,-9.5,0.00001,0.00002,2025-03-14
4,front,0.410,1.019,0.012,-40.9,-0.007,1.001,-12.9,0.00002,0.00001,2025-03-14
4,rear,0.399,0.991,0.018,-37.9,0.003,1.009,-10.1,0.00001,0.00002,2025-03-14
5,front,0.414,1.023,0.014,-41.7,-0.008,1.003,-12.5,0.00002,0.00001,2026-10-30
5,rear,0.400,0.993,0.019,-38.1,0.004,1.010,-9.8,0.00001,0.00002,2025-03-14
6,front,0.407,1.015,0.010,-40.2,-0.006,0.998,-13.4,0.00002,0.00001,2025-06-02
6,rear,0.402,0.989,0.017,-36.9,0.003,1.007,-10.6,0.00001,0.00002,2025-06-02
"""

_A2_CALIBRATE = """[calibrate] lane=7 camera=front url=rtsp://cam-l7f.gate.nmt.internal/stream1
[calibrate] grabbing 60 frames of the reference board (board id RB-02, 1200x800 mm)
[calibrate] board found in 58/60 frames
[calibrate] mean text angle: 179.2 deg  -> image is upside down (suggest rotate: 180)
[calibrate] after rotate=180: board found in 60/60 frames
[calibrate] homography: [[1.018, 0.012, -39.8], [-0.007, 1.003, -12.0], [0.00002, 0.00001, 1]]
[calibrate] px_per_mm: 0.611 (4K sensor)
[calibrate] reprojection error: 0.38 px (ok < 1.0)
[calibrate] lane=7 camera=rear url=rtsp://cam-l7r.gate.nmt.internal/stream1
[calibrate] board found in 60/60 frames
[calibrate] mean text angle: 0.6 deg
[calibrate] homography: [[0.992, 0.018, -37.5], [0.003, 1.009, -10.2], [0.00001, 0.00002, 1]]
[calibrate] px_per_mm: 0.604 (4K sensor)
[calibrate] reprojection error: 0.41 px (ok < 1.0)
[calibrate] rows written to stdout (use --append to add them to config/calibration.csv)
7,front,0.611,1.018,0.012,-39.8,-0.007,1.003,-12.0,0.00002,0.00001,2026-11-10
7,rear,0.604,0.992,0.018,-37.5,0.003,1.009,-10.2,0.00001,0.00002,2026-11-10
"""

_A2_REPLAY_90 = """replaying 140 trucks from samples/lane7-2026-11-07 (lane 7, min_confidence=0.90)
  ok (front)           103
  ok (rear retry)        0   (retry disabled in this build)
  to clerk              31   (conf below 0.90: 29, check digit: 2)
  no region found        6
  -> 26.4% would go to the clerk
"""

_A2_REPLAY_85 = """replaying 140 trucks from samples/lane7-2026-11-07 (lane 7, min_confidence=0.85)
  ok (front)           128
  ok (rear retry)        0   (retry disabled in this build)
  to clerk               6   (conf below 0.85: 4, check digit: 2)
  no region found        6
  -> 8.6% would go to the clerk
"""

_A2_REPLAY_REAR = """replaying 140 trucks from samples/lane7-2026-11-07 (lane 7, min_confidence=0.85)
  ok (front)           128
  ok (rear retry)        9
  to clerk               3   (conf below 0.85: 1, check digit: 0, no region: 2)
  -> 2.1% would go to the clerk
"""

_A2_PYTEST = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/selin/src/gate-ocr
collected 241 items

tests/test_checkdigit.py ...                                             [  1%]
tests/test_known_numbers.py ............................................ [ 19%]
........................................................................ [ 49%]
........................................................................ [ 79%]
..........................                                               [ 90%]
tests/test_config.py .........                                           [ 94%]
tests/test_pipeline.py ..............                                    [100%]

============================= 241 passed in 3.12s ==============================
"""

_B2_CAPACITY = """# booking-api/config/capacity.yaml
slotLengthMinutes: 30
gates:
  B:
    maxTrucksPerSlot: 40
    openFrom: "05:30"
    openUntil: "22:30"
    # shift changes at 06:00 / 14:00 / 22:00: the 30 min slot that straddles the change
    # gets 75% of maxTrucksPerSlot (see capacity.ts, SHIFT_CHANGE_FACTOR)
  A:
    maxTrucksPerSlot: 12      # empties only
    openFrom: "06:00"
    openUntil: "21:00"
graceMinutes: 0
"""

_B2_VALIDATE = """// booking-api/src/gate/validate.ts (excerpt)
export async function validateArrival(appt: Appointment, arrivedAt: Date, cfg: Capacity): Promise<Verdict> {
  const start = new Date(appt.slotStart);
  const end = new Date(appt.slotEnd);
  const early = minutesBetween(arrivedAt, start);
  if (early > cfg.earlyMinutes) return { ok: false, reason: 'TOO_EARLY' };
  if (arrivedAt > end) return { ok: false, reason: 'TOO_LATE' };
  return { ok: true };
}
"""

_B2_V1 = """src/lib/api/legacy.ts:4:const V1 = '/api/v1';
src/lib/api/legacy.ts:12:  return http.get(`${V1}/haulier/${id}/trucks`);
src/lib/api/legacy.ts:19:  return http.get(`${V1}/haulier/${id}/drivers`);
src/routes/fleet/+page.ts:3:import { getTrucks, getDrivers } from '$lib/api/legacy';
"""

_B2_TEST = """
 RUN  v2.1.4 /home/ines/dev/booking-api

 ✓ src/gate/validate.test.ts (14 tests) 21ms
 ✓ src/capacity/capacity.test.ts (9 tests) 12ms
 ✓ src/slots/generate.test.ts (17 tests) 88ms

 Test Files  3 passed (3)
      Tests  40 passed (40)
   Duration  1.12s
"""

_B3_PWCONF = """import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'https://slots.staging.nmt.internal',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
"""

_B3_CI = """Running 23 tests using 4 workers

  ✓  1 [chromium] › booking.spec.ts:12:3 › book a slot for tomorrow (4.1s)
  ✓  2 [chromium] › booking.spec.ts:31:3 › cancel a booking (2.8s)
  ✘  3 [chromium] › booking.spec.ts:48:3 › booking window is open for tomorrow 06:00 (6.0s)
  ✓  4 [chromium] › fleet.spec.ts:9:3 › list trucks (1.9s)
  ...
  1) [chromium] › booking.spec.ts:48:3 › booking window is open for tomorrow 06:00

    Error: expect(locator).toBeEnabled() failed

    Locator: getByRole('button', { name: '06:00 – 06:30' })
    Expected: enabled
    Received: disabled
    Call log:
      - waiting for getByRole('button', { name: '06:00 – 06:30' })
      -   locator resolved to <button disabled class="slot">…</button>

      56 |     await page.getByLabel('Date').fill(tomorrow());
      57 |     const slot = page.getByRole('button', { name: '06:00 – 06:30' });
    > 58 |     await expect(slot).toBeEnabled();

    Retry #1 ───────────────────────────────────────────
    Error: expect(locator).toBeEnabled() failed (same)

  1 failed
  22 passed (48.2s)

CI job e2e #5121  started 2026-11-23 21:14:07 UTC  runner ci-runner-03
"""

_B3_HISTORY = """job     started (UTC)         result
#5121   2026-11-23 21:14      failed   booking window is open for tomorrow 06:00
#5117   2026-11-23 15:02      passed
#5109   2026-11-22 21:40      failed   booking window is open for tomorrow 06:00
#5102   2026-11-22 11:26      passed
#5098   2026-11-21 09:03      passed
#5090   2026-11-20 21:05      failed   booking window is open for tomorrow 06:00
#5081   2026-11-20 16:48      passed
#5077   2026-11-20 08:12      passed
"""

_B3_PW = """Running 23 tests using 4 workers

  ✓  1 [chromium] › booking.spec.ts:12:3 › book a slot for tomorrow (3.9s)
  ✓  2 [chromium] › booking.spec.ts:31:3 › cancel a booking (2.6s)
  ✓  3 [chromium] › booking.spec.ts:48:3 › booking window is open for tomorrow 06:00 (2.2s)
  ✓  4 [chromium] › booking.spec.ts:70:3 › booking window closed after 22:00 (2.0s)
  ✓  5 [chromium] › fleet.spec.ts:9:3 › list trucks (1.8s)
  ...
  23 passed (41.7s)
"""

SESSIONS = [
    {
        "id": "h49-cx-gateocr-lane7-camera",
        "project": GATE,
        "start": datetime(2026, 11, 10, 9, 15),
        "branch": "selin/lane7",
        "about": "gate-ocr: numbered task list with a standing rule as item 3 (calibration row before any new camera "
                 "goes live); lane 7 calibrated, front camera mounted upside down -> rotate: 180; min_confidence set "
                 "to 0.9 then back to 0.85 after a replay; three options for unreadable numbers, 'the second one' "
                 "(rear camera retry, then clerk queue), booking number rejected for customs reasons",
        "steps": [
            ("user", "Günaydın. Today 3 things:\n"
                     "1. lane 7 camera is mounted since Friday (front + rear), add it in config/cameras.yaml\n"
                     "2. when OCR can not read the number, what we do? give me options. now it goes directly to "
                     "clerk, and at night the clerk at gate B is alone for 6 lanes\n"
                     "3. from now, every new camera gets its calibration row in calibration.csv before the lane goes "
                     "live. Not only for lane 7, for all next ones also. please check this always"),
            shell("cat config/cameras.yaml", _A2_CAMERAS),
            shell("cat config/calibration.csv", _A2_CALIB),
            ("assistant", "Lane 7 isn't in cameras.yaml yet, and calibration.csv has no rows for it either, so per "
                          "point 3 it can't go live as it is. There's a calibration tool in the repo "
                          "(`gate_ocr.calibrate`) that grabs the reference board; if the board is still mounted in "
                          "lane 7 I can run it for both cameras now."),
            ("user", "yes board is there, technicians left it. run"),
            shell("python -m gate_ocr.calibrate --lane 7 --camera front --camera rear", _A2_CALIBRATE),
            ("assistant", "Both cameras calibrate fine (reprojection error 0.38 and 0.41 px). One surprise: the front "
                          "camera's image is upside down (mean text angle 179.2°). Either the technicians flip the "
                          "mount, or we set `rotate: 180` for lane 7 front in cameras.yaml. Which do you prefer?"),
            ("user", "they mounted it upside down because of the cable route, they will not change it. put rotate 180. "
                     "and lane 7 is the new 4K model so put min_confidence 0.9 for it, it can see better"),
            shell("python -m gate_ocr.calibrate --lane 7 --camera front --camera rear --append && "
                  "python - <<'EOF'\n# add lane 7 block to config/cameras.yaml\nEOF\n"
                  "git diff config/",
                  "diff --git a/config/calibration.csv b/config/calibration.csv\n"
                  "@@ -12,3 +12,5 @@\n"
                  " 6,front,0.407,1.015,0.010,-40.2,-0.006,0.998,-13.4,0.00002,0.00001,2025-06-02\n"
                  " 6,rear,0.402,0.989,0.017,-36.9,0.003,1.007,-10.6,0.00001,0.00002,2025-06-02\n"
                  "+7,front,0.611,1.018,0.012,-39.8,-0.007,1.003,-12.0,0.00002,0.00001,2026-11-10\n"
                  "+7,rear,0.604,0.992,0.018,-37.5,0.003,1.009,-10.2,0.00001,0.00002,2026-11-10\n"
                  "diff --git a/config/cameras.yaml b/config/cameras.yaml\n"
                  "@@ -37,6 +37,11 @@ lanes:\n"
                  "     rear:  {url: \"rtsp://cam-l6r.gate.nmt.internal/stream1\"}\n"
                  "     plate: {url: \"rtsp://plt-l6.gate.nmt.internal/stream1\"}\n"
                  "+  7:\n"
                  "+    front: {url: \"rtsp://cam-l7f.gate.nmt.internal/stream1\", rotate: 180, min_confidence: 0.9}\n"
                  "+    rear:  {url: \"rtsp://cam-l7r.gate.nmt.internal/stream1\", min_confidence: 0.9}\n"
                  "+    plate: {url: \"rtsp://plt-l7.gate.nmt.internal/stream1\"}\n"
                  " clerk:\n"),
            ("assistant", "Added. Before it goes live it's worth checking 0.9 against real trucks: there are 140 "
                          "recorded lane 7 trucks from the test day on the 7th in samples/. I'll replay them."),
            shell("python -m gate_ocr.replay --lane 7 --dir samples/lane7-2026-11-07", _A2_REPLAY_90),
            ("assistant", "At 0.9, 31 of 140 trucks (22%, 26% counting the no-region ones) would go to the clerk, "
                          "almost all because of confidence between 0.85 and 0.9, and those reads are correct when I "
                          "compare them with the test-day sheet. The higher resolution doesn't seem to raise the OCR "
                          "confidence much. Same replay at 0.85:"),
            shell("sed -i 's/min_confidence: 0.9/min_confidence: 0.85/g' config/cameras.yaml && "
                  "python -m gate_ocr.replay --lane 7 --dir samples/lane7-2026-11-07", _A2_REPLAY_85),
            ("user", "22% is too much, clerk will cry. ok back to 0.85 like the other lanes. leave it like that"),
            ("assistant", "It's at 0.85 now (I'll drop the per-lane key so lane 7 just uses the default, same as "
                          "lanes 1–6).\n\n"
                          "For point 2, when a number can't be read, three options:\n\n"
                          "1. **Clerk queue, as today**, but spread at night: lanes go to the gate A clerk too, so "
                          "the gate B clerk isn't alone with six lanes.\n"
                          "2. **Rear camera retry first**: if the front read isn't good (no region, low confidence "
                          "or bad check digit), run the same read on the lane's rear camera, and only if that also "
                          "fails send the truck to the clerk queue. The rear cameras are already streaming; today "
                          "they're only recorded.\n"
                          "3. **Fall back to the appointment**: take the container number from the truck's booking "
                          "in slot-portal and let the truck through.\n\n"
                          "2 costs about 300 ms per retried truck and no staff. 3 is the fastest at the gate but the "
                          "number then comes from what the haulier typed, not from what's on the truck."),
            ("user", "the second one. third one customs will kill us, the booking number is what the haulier typed "
                     "not what is on the truck. never."),
            shell("apply_patch gate_ocr/pipeline.py <<'EOF'\n*** rear-camera retry in LanePipeline.on_truck\nEOF\n"
                  "python -m gate_ocr.replay --lane 7 --dir samples/lane7-2026-11-07 --with-rear-retry",
                  "patched gate_ocr/pipeline.py (+9 -1)\n" + _A2_REPLAY_REAR),
            shell("pytest -q", _A2_PYTEST),
            ("assistant", "Rear retry is in `LanePipeline.on_truck`: front read → if not good, rear read → if still "
                          "not good, clerk queue. On the lane 7 sample it drops the clerk share from 8.6% to 2.1%. "
                          "All 241 tests pass, including two new pipeline tests for the retry path. Lane 7 has both "
                          "calibration rows, so it's ready to be switched live."),
            ("user", "çok iyi. rename the branch to selin/lane7-live, I open MR later"),
            shell("git branch -m selin/lane7-live && git status -sb | head -1",
                  "## selin/lane7-live\n"),
        ],
        "facts": [
            fact("unreadable-fallback",
                 "When a front-camera read isn't good (no region, low confidence or bad check digit), gate-ocr retries "
                 "on the lane's rear camera and only then sends the truck to the clerk queue; taking the number "
                 "from the appointment booking was rejected because customs needs what is on the truck, not what "
                 "the haulier typed.",
                 "decision", "user", ["rear camera", "clerk queue"]),
            fact("calibration-rule",
                 "Every new gate camera must have its calibration row in config/calibration.csv before its lane goes "
                 "live.",
                 "rule", "user", ["calibration.csv", "new camera"], remember=True),
            fact("lane7-rotate",
                 "Lane 7's front camera is mounted upside down (cable route), so it is configured with rotate: 180 in "
                 "cameras.yaml.",
                 "config", "user", ["rotate: 180", "upside down"]),
            fact("lane7-confidence",
                 "Lane 7 uses min_confidence 0.85 like the other lanes; 0.9 would have sent about 22% of trucks to "
                 "the clerk.",
                 "config", "user", ["min_confidence", "0.85"]),
        ],
        "optional": [
            opt("booking-number-rejected",
                "Using the appointment booking's container number as a fallback was rejected (customs).",
                ["appointment", "customs"]),
            opt("rear-retry-effect", "On the lane 7 sample the rear retry cut the clerk share from 8.6% to 2.1%.",
                ["2.1%"]),
        ],
        "questions": [
            q("What does gate-ocr do when the front camera read isn't good?",
              "retry on the rear camera, then clerk queue", ["unreadable-fallback"]),
            q("What must exist before a new camera goes live?", "calibration row in calibration.csv",
              ["calibration-rule"]),
            q("Why is the lane 7 front camera configured with rotate 180?", "mounted upside down because of the cable",
              ["lane7-rotate"]),
        ],
    },
    {
        "id": "h49-cx-portal-slot-capacity",
        "project": PORTAL,
        "start": datetime(2026, 11, 12, 14, 30),
        "about": "slot-portal: pasted email from the haulier association with four requests, only the grace period "
                 "confirmed and at 45 not 60 minutes; grace enforced in booking-api, approved with 'k'; "
                 "maxTrucksPerSlot 40 -> 36 -> 32; statement about later sessions (only /api/v2, v1 goes away); "
                 "near-miss: 'remember the christmas peak last year'",
        "steps": [
            ("user", "hi! two things today. first the haulier association sent an email after tuesday's meeting, "
                     "pasting:\n\n"
                     "> From: secretary@varnhaven-hauliers.example\n"
                     "> Subject: Follow-up: slot booking improvements\n>\n"
                     "> Dear Northmole team,\n> thank you for the meeting on Tuesday. As discussed, our members "
                     "request:\n"
                     "> 1. 15-minute slots instead of 30-minute slots\n"
                     "> 2. A grace period of 60 minutes for trucks delayed on the ring road\n"
                     "> 3. SMS reminders one hour before the slot\n"
                     "> 4. Bulk booking by CSV upload for firms with more than 20 trucks\n"
                     "> We look forward to your response.\n\n"
                     "what we actually agreed internally: only the grace period, and 45 minutes, not 60. the rest is "
                     "a no for now. sms reminders especially — remember the christmas peak last year when the portal "
                     "fell over at 06:00 because everybody refreshed at once? not adding more traffic before that's "
                     "sorted. so: where does the grace go?"),
            shell("ls ..; cat ../booking-api/config/capacity.yaml; sed -n '1,20p' ../booking-api/src/gate/validate.ts",
                  "booking-api\nslot-portal\nterminal-docs\n" + _B2_CAPACITY + _B2_VALIDATE),
            ("assistant", "The gate decides whether a truck is on time through booking-api's `validateArrival` "
                          "(`/api/v2/gate/validate`): right now anything after the slot end is TOO_LATE, and "
                          "capacity.yaml has `graceMinutes: 0` that nothing reads. The portal only displays the "
                          "slot.\n\nI'd put the 45 minutes into booking-api: `graceMinutes: 45` in capacity.yaml and "
                          "`validateArrival` accepting arrivals up to slot end + grace. The portal then just shows "
                          "'latest arrival 07:15' under a 06:00–06:30 slot, reading graceMinutes from "
                          "`/api/v2/terminal-config` so there's one number in one place. OK?"),
            ("user", "k"),
            shell("cd ../booking-api && apply_patch <<'EOF'\n*** config/capacity.yaml: graceMinutes: 45\n"
                  "*** src/gate/validate.ts: late = arrivedAt > end + graceMinutes\nEOF\nnpx vitest run",
                  "patched config/capacity.yaml (+1 -1)\npatched src/gate/validate.ts (+4 -2)\n" + _B2_TEST),
            shell("grep -rn \"/api/v1\\|V1\" src/", _B2_V1),
            ("assistant", "booking-api side is done (40 tests green, 3 new for the grace edge: 44:59 late ok, 45:00 "
                          "ok, 45:01 TOO_LATE). For the portal I'll add `graceMinutes` to the terminal-config "
                          "loader and the 'latest arrival' line.\n\nWhile grepping I noticed src/lib/api/legacy.ts "
                          "still calls `/api/v1/haulier/{id}/trucks` and `/drivers` for the fleet page. Should the "
                          "terminal-config call go through the same http helper, or is there a reason the fleet page "
                          "is on v1?"),
            ("user", "the fleet page is just old. whenever you come back to this repo in a later session: the portal "
                     "only talks to /api/v2. the v1 endpoints get switched off in january, so nothing new goes "
                     "against v1, and if you touch legacy.ts move it to v2. v2 has the same haulier routes"),
            shell("apply_patch <<'EOF'\n*** src/lib/api/terminalConfig.ts (new)\n*** src/lib/components/SlotPicker.svelte: "
                  "latest arrival line\n*** src/lib/api/legacy.ts: V1 -> /api/v2\nEOF\nnpm run check && npm test",
                  "patched 3 files\n\nsvelte-check found 0 errors and 0 warnings\n\n Test Files  6 passed (6)\n"
                  "      Tests  34 passed (34)\n   Duration  1.91s\n"),
            ("user", "second thing: capacity. lane 4 is closed for resurfacing until mid december so gate B can't do "
                     "40 trucks a slot. set maxTrucksPerSlot to 36"),
            shell("cd ../booking-api && sed -i 's/maxTrucksPerSlot: 40/maxTrucksPerSlot: 36/' config/capacity.yaml && "
                  "grep -n maxTrucksPerSlot config/capacity.yaml",
                  "5:    maxTrucksPerSlot: 36\n13:    maxTrucksPerSlot: 12      # empties only\n"),
            ("assistant", "Gate B is at 36 per slot. With SHIFT_CHANGE_FACTOR the slots that straddle 06:00, 14:00 and "
                          "22:00 get 75% of that, so 27."),
            ("user", "ugh, gate ops just pinged me: lane 8 barrier is broken too, repair next week. make it 32"),
            shell("cd ../booking-api && sed -i 's/maxTrucksPerSlot: 36/maxTrucksPerSlot: 32/' config/capacity.yaml && "
                  "git diff config/capacity.yaml",
                  "diff --git a/config/capacity.yaml b/config/capacity.yaml\n"
                  "@@ -2,11 +2,11 @@\n slotLengthMinutes: 30\n gates:\n   B:\n-    maxTrucksPerSlot: 40\n"
                  "+    maxTrucksPerSlot: 32\n     openFrom: \"05:30\"\n     openUntil: \"22:30\"\n"
                  "@@ -14,4 +14,4 @@\n-graceMinutes: 0\n+graceMinutes: 45\n"),
            ("assistant", "Summary:\n- booking-api: `graceMinutes: 45`, enforced in `validateArrival` (arrivals up to "
                          "slot end + 45 min are accepted); gate B `maxTrucksPerSlot: 32` (shift-change slots get 24).\n"
                          "- slot-portal: 'latest arrival' under each slot from `/api/v2/terminal-config`; legacy.ts "
                          "moved from v1 to v2.\n"
                          "- Not done, per the email reply: 15-minute slots, SMS reminders, CSV bulk booking.\n\n"
                          "Want me to draft the reply to the association?"),
            ("user", "no, my manager answers them. thanks!"),
        ],
        "facts": [
            fact("grace-45",
                 "Trucks get a 45-minute grace period after slot end (the haulier association asked for 60).",
                 "decision", "user", ["grace", "45"]),
            fact("grace-server",
                 "The grace period is enforced server-side in booking-api (graceMinutes in capacity.yaml, "
                 "validateArrival); the portal only shows the latest arrival time from /api/v2/terminal-config.",
                 "decision", "assistant", ["graceMinutes", "validateArrival"]),
            fact("capacity-32",
                 "Gate B maxTrucksPerSlot is 32 (lane 4 resurfacing, lane 8 barrier broken); it was 40.",
                 "config", "user", ["maxTrucksPerSlot", "32"]),
            fact("api-v2-only",
                 "slot-portal only talks to /api/v2; v1 endpoints are switched off in January, nothing new goes "
                 "against v1, and legacy code moves to v2 when touched.",
                 "rule", "user", ["/api/v2", "v1"], remember=True),
        ],
        "optional": [
            opt("declined-requests",
                "15-minute slots, SMS reminders and CSV bulk booking were declined for now.",
                ["SMS"]),
            opt("capacity-36", "maxTrucksPerSlot was first set to 36 before 32.", ["36"]),
        ],
        "questions": [
            q("How long is the grace period for late trucks?", "45 minutes after slot end", ["grace-45"]),
            q("Where is the grace period enforced?", "booking-api validateArrival, graceMinutes in capacity.yaml",
              ["grace-server"]),
            q("Which API version may slot-portal call?", "only /api/v2, v1 switched off in January", ["api-v2-only"]),
        ],
    },
    {
        "id": "h49-cx-portal-freed-slots-e2e",
        "project": PORTAL,
        "start": datetime(2026, 11, 24, 8, 50),
        "branch": "ines/freed-slots",
        "about": "slot-portal: slot list polling 15 s proposed, changed to 30 s and paused when the tab is hidden "
                 "(rate limit 120/min); 'just freed' badge decided then dropped after gate ops' message; flaky "
                 "Playwright test, the person's guess (slow runner, bump timeout) wrong, cause the real clock after "
                 "the 22:00 booking cutoff, fixed with page.clock; policy remember-request (e2e only against "
                 "portal-e2e, never staging)",
        "steps": [
            ("user", "morning. booking-api now frees no-show slots at slot end + grace, so slots can come back during "
                     "the day. the portal has to show them. 1) slot list should refresh by itself, every 15 s. 2) put "
                     "a 'just freed' badge on a slot that came back so dispatchers see it"),
            shell("grep -rn \"setInterval\\|invalidate\" src/ | head; grep -n \"rateLimit\" -A4 "
                  "../booking-api/src/server.ts",
                  "src/routes/slots/+page.svelte:22:  // TODO refresh\n"
                  "../booking-api/src/server.ts:31:  app.register(rateLimit, {\n"
                  "../booking-api/src/server.ts-32-    max: 120,\n"
                  "../booking-api/src/server.ts-33-    timeWindow: '1 minute',\n"
                  "../booking-api/src/server.ts-34-    keyGenerator: (req) => req.user?.haulierId ?? req.ip,\n"
                  "../booking-api/src/server.ts-35-  });\n"),
            ("assistant", "One thing before 15 s: booking-api rate-limits per haulier account, 120 requests a "
                          "minute. At 15 s one tab makes 4 slot calls a minute, which is fine alone, but the big "
                          "firms have one account shared by several dispatchers, each with a few tabs open, plus "
                          "every booking and the fleet page count against the same 120. Ten tabs at 15 s is already "
                          "40 a minute just for polling. Suggest 30 s, and stopping the timer while the tab is hidden "
                          "(`visibilitychange`), refreshing once when it becomes visible again."),
            ("user", "ok 30 s then, and yes stop when hidden"),
            shell("apply_patch <<'EOF'\n*** src/lib/slots/poll.ts (new): createSlotPoller({ intervalMs: 30_000 })\n"
                  "*** src/routes/slots/+page.svelte: use poller, pause on visibilitychange\n"
                  "*** src/lib/components/SlotPicker.svelte: badge 'just freed' when slot.freedAt < 10 min ago\n"
                  "EOF\nnpm test -- --run src/lib/slots",
                  "patched 3 files\n\n ✓ src/lib/slots/poll.test.ts (6 tests) 14ms\n\n Test Files  1 passed (1)\n"
                  "      Tests  6 passed (6)\n"),
            ("assistant", "Poller at 30 s, paused while hidden; freed slots get a 'just freed' badge for 10 minutes "
                          "after `freedAt`."),
            ("user", "hm. just got this from the gate ops lead, pasting:\n\n"
                     "> about the freed slots: please no highlighting. last time we had a 'new' marker in the old "
                     "system the dispatchers hammered refresh all morning and fought over them on the phone with the "
                     "clerks. just let them show up like any other free slot.\n\n"
                     "fair. drop the badge, freed slots look like ordinary slots"),
            shell("apply_patch <<'EOF'\n*** src/lib/components/SlotPicker.svelte: remove just-freed badge\nEOF\n"
                  "git diff --stat",
                  "patched 1 file\n src/lib/components/SlotPicker.svelte |  6 +-----\n src/lib/slots/poll.ts   "
                  "            | 41 +++++++++++++++++++++++++++++\n src/routes/slots/+page.svelte        | 12 +++++---\n"
                  " 3 files changed, 51 insertions(+), 8 deletions(-)\n"),
            ("user", "now the annoying one. e2e in CI is red again, the 'booking window is open for tomorrow 06:00' "
                     "test. it's flaky, probably the CI runner is slow, just bump the timeout to 60s"),
            shell("cat playwright.config.ts; gh run view 5121 --log-failed | tail -40", _B3_PWCONF + "\n" + _B3_CI),
            ("assistant", "I don't think it's speed: the failure isn't a timeout, the button is found and is "
                          "*disabled*, and the retry fails the same way. Let me look at when it fails."),
            shell("gh run list --workflow e2e --limit 8 --json number,startedAt,conclusion | jq -r '...'", _B3_HISTORY),
            ("assistant", "Every failure started after 21:00 UTC (22:00 terminal time); every pass was earlier in the "
                          "day. The booking window for the next day closes at 22:00 terminal time, so when CI runs "
                          "after that, 'tomorrow 06:00' really is closed and the button is correctly disabled. The "
                          "test uses the real clock. A longer timeout would change nothing.\n\nFix: pin the browser "
                          "clock in these tests with Playwright's `page.clock.setFixedTime('2026-11-24T09:00:00Z')` "
                          "(09:00 UTC, well inside the window), and add the opposite case at 22:05 so the cutoff "
                          "itself is tested."),
            ("user", "oh. yes do that"),
            shell("apply_patch <<'EOF'\n*** e2e/booking.spec.ts: page.clock.setFixedTime in beforeEach; new test "
                  "'booking window closed after 22:00'\nEOF\nnpx playwright test", _B3_PW),
            ("assistant", "All 23 pass (that run used the config default baseURL, "
                          "https://slots.staging.nmt.internal, since E2E_BASE_URL wasn't set locally)."),
            ("user", "wait, no. it ran against staging?? policy, not just today: the e2e suite only ever runs against "
                     "the portal-e2e namespace. never staging — the gate clerks train on staging and the tests "
                     "create real-looking bookings there. change the default in the config"),
            shell("apply_patch <<'EOF'\n*** playwright.config.ts: baseURL default "
                  "'https://slots.portal-e2e.nmt.internal'\nEOF\n"
                  "E2E_BASE_URL= npx playwright test --reporter=line | tail -2; "
                  "curl -s -X DELETE \"https://slots.staging.nmt.internal/api/v2/test-bookings?tag=e2e\"",
                  "patched 1 file\n  23 passed (43.0s)\n{\"deleted\":9}\n"),
            ("assistant", "The default baseURL is now https://slots.portal-e2e.nmt.internal and the suite passes there. "
                          "I deleted the 9 bookings the earlier run tagged `e2e` on staging."),
            ("user", "thanks. push it"),
            shell("git add -A && git commit -qm 'slot list polling, freed slots, pin clock in e2e' && git push -q",
                  "remote: View merge request: https://git.nmt.internal/portal/slot-portal/-/merge_requests/318\n"),
        ],
        "facts": [
            fact("poll-30s",
                 "The slot list refreshes every 30 s and pauses while the tab is hidden (visibilitychange); 15 s was "
                 "rejected because booking-api rate-limits 120 requests a minute per haulier account.",
                 "config", "user", ["30 s", "hidden"]),
            fact("freed-no-badge",
                 "Slots freed by no-shows appear like ordinary free slots, with no 'just freed' badge (gate ops: "
                 "highlighting made dispatchers fight over them).",
                 "decision", "user", ["badge", "freed"]),
            fact("e2e-clock",
                 "The flaky 'booking window is open for tomorrow 06:00' e2e test failed whenever CI ran after 22:00 "
                 "terminal time (the booking cutoff) because it used the real clock; it now pins the clock with "
                 "page.clock.setFixedTime. It was not a slow runner.",
                 "bugfix", "assistant", ["page.clock.setFixedTime", "22:00"]),
            fact("e2e-namespace",
                 "The e2e suite only ever runs against the portal-e2e namespace, never staging (clerks train on "
                 "staging).",
                 "rule", "user", ["portal-e2e", "staging"], remember=True),
        ],
        "optional": [
            opt("rate-limit", "booking-api rate-limits 120 requests per minute per haulier account.", ["120"]),
            opt("badge-first", "A 'just freed' badge was first added, then removed.", ["just freed"]),
        ],
        "questions": [
            q("How often does the slot list refresh?", "every 30 s, paused when the tab is hidden", ["poll-30s"]),
            q("Why was the booking-window e2e test flaky?",
              "real clock after the 22:00 cutoff; page.clock.setFixedTime pins it", ["e2e-clock"]),
            q("Which environment does the e2e suite run against?", "portal-e2e namespace, never staging",
              ["e2e-namespace"]),
        ],
    },
]
