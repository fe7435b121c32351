"""h63 Claude Code sessions, part b: checkin-app of Kellsound Ferries (React Native with Expo, the app port staff
use to scan tickets at the ramp), Joost's repo. An offline scan queue, a ticket checked in twice, and release
2.7.0 with the pet banner."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

APP = "/home/joost/code/checkin-app"

SCAN_STORE = """     1\timport AsyncStorage from '@react-native-async-storage/async-storage';
     2\timport { api } from './api';
     3\t
     4\tconst KEY = 'pendingScans';
     5\t
     6\texport async function submitScan(scan: Scan) {
     7\t  try {
     8\t    await api.post('/v2/checkins', scan);
     9\t  } catch (e) {
    10\t    // offline: keep it for later
    11\t    const raw = await AsyncStorage.getItem(KEY);
    12\t    const list: Scan[] = raw ? JSON.parse(raw) : [];
    13\t    list.push(scan);
    14\t    await AsyncStorage.setItem(KEY, JSON.stringify(list));
    15\t  }
    16\t}
    17\t
    18\texport async function flushPending() {
    19\t  const raw = await AsyncStorage.getItem(KEY);
    20\t  if (!raw) return;
    21\t  const list: Scan[] = JSON.parse(raw);
    22\t  await AsyncStorage.removeItem(KEY);
    23\t  for (const s of list) await submitScan(s);
    24\t}
"""

SENTRY_OFFLINE = """Issue CHECKIN-APP-2F1  Error: Network request failed  (1,904 events, 11 users, last 2h)
  release: checkin-app@2.6.3 (263)  device: Zebra TC52  os: Android 11
  breadcrumbs:
    07:02:11 navigation  ScanScreen
    07:02:13 http        POST https://api.kellsound.example/v2/checkins  [failed: Network request failed]
    07:02:13 storage     AsyncStorage.setItem pendingScans (len 212)
    07:02:19 http        POST https://api.kellsound.example/v2/checkins  [failed: Network request failed]
    07:02:19 storage     AsyncStorage.setItem pendingScans (len 213)
    07:04:40 app.state   background
    07:04:41 app.lifecycle  process killed by system (low memory)
    07:05:02 app.state   active
    07:05:02 storage     AsyncStorage.getItem pendingScans -> null
Issue CHECKIN-APP-2F4  SyntaxError: JSON Parse error: Unexpected end of input  (37 events, 4 users)
  at flushPending (scanStore.ts:21)
"""

SESSION_OFFLINE = {
    "id": "h63-cc-checkin-offline-queue",
    "project": APP,
    "start": datetime(2026, 11, 4, 7, 48),
    "about": "checkin-app: scans lost when the Skelva port Wi-Fi drops; AsyncStorage array rewritten per scan and "
             "lost on a low-memory kill; three options, the person answers '2' (expo-sqlite scan_queue table); sync "
             "interval set to 15 s then changed to 30 s for battery; a Dutch-flavoured standing rule about the Zebra "
             "TC52 / Android 11 scanners; WatermelonDB turned down; a question about what the old app did",
    "steps": [
        ("user", "Goedemorgen. We have a problem at Skelva. The wifi on the linkspan drops every time the Eider "
                 "comes in (the steel ramp, I think), and the staff say scans are gone after. 212 scans yesterday "
                 "morning they had to do again by hand on paper. Can you look in Sentry, the project is "
                 "checkin-app"),
        bash("sentry-cli issues list --project checkin-app --query \"is:unresolved age:-24h\" --details", SENTRY_OFFLINE),
        ("assistant", "The breadcrumbs tell the story. While offline, each failed scan is appended to one "
                      "AsyncStorage key, `pendingScans`, as a JSON array (212 entries by then). Then Android kills "
                      "the app for low memory while it's in the background, and on restart `pendingScans` is "
                      "`null`. Let me look at the store."),
        tool("Read", {"file_path": f"{APP}/src/scan/scanStore.ts"}, SCAN_STORE),
        ("assistant", "Two problems in `scanStore.ts`:\n\n1. Every offline scan rewrites the *whole* array "
                      "(`getItem`, parse, push, `setItem`). With 200+ scans that's a large write each time, and if "
                      "the process dies mid-write the value can be empty or truncated: that's the second Sentry "
                      "issue, `JSON Parse error: Unexpected end of input` at line 21.\n2. `flushPending()` removes "
                      "the key *before* resubmitting, so if the network drops again during the flush, everything "
                      "not yet sent is lost for good.\n\nOptions for the queue:\n\n"
                      "1. **Keep AsyncStorage** but one key per scan (`scan:<uuid>`) and delete each key only after "
                      "the server answered. Small change, still no transactions.\n"
                      "2. **expo-sqlite** with a `scan_queue` table (id, payload, created_at, attempts). Each scan is "
                      "one INSERT in WAL mode, survives a kill, and a row is deleted only after a 2xx or a "
                      "definitive 4xx.\n"
                      "3. **WatermelonDB** with a sync adapter. Powerful, but it's a whole data layer and a native "
                      "module for one queue.\n\nI'd take 2."),
        ("user", "2"),
        ("user", "how did the old app do this? the Cordova one before we had this. do you remember if it had a "
                 "retry or not?"),
        ("assistant", "I don't have any record of the Cordova app; it isn't in this repository's history either "
                      "(the first commit is the Expo scaffold from March 2025). If the old code is somewhere, point "
                      "me at it and I'll check. For now I'll build the queue on expo-sqlite."),
        bash("npx expo install expo-sqlite",
             "› Installing 1 SDK 52.0.0 compatible native module using npm\n"
             "> npm install\n\nadded 1 package, and audited 1,204 packages in 6s\n\n"
             "142 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities\n"),
        tool("Write", {"file_path": f"{APP}/src/scan/scanQueue.ts",
                       "content": "import * as SQLite from 'expo-sqlite';\n\nconst db = SQLite.openDatabaseSync('scans.db');\n"
                                  "db.execSync(`PRAGMA journal_mode = WAL;\nCREATE TABLE IF NOT EXISTS scan_queue (\n"
                                  "  id TEXT PRIMARY KEY, payload TEXT NOT NULL, created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0\n);`);\n\n"
                                  "export const SYNC_INTERVAL_MS = 15_000;\n\nexport function enqueue(scan: Scan) {\n"
                                  "  db.runSync('INSERT INTO scan_queue (id, payload, created_at) VALUES (?, ?, ?)', scan.id, JSON.stringify(scan), Date.now());\n}\n\n"
                                  "export async function drain(post: (s: Scan) => Promise<Response>) {\n"
                                  "  const rows = db.getAllSync<{ id: string; payload: string }>('SELECT id, payload FROM scan_queue ORDER BY created_at LIMIT 50');\n"
                                  "  for (const r of rows) {\n    const res = await post(JSON.parse(r.payload));\n"
                                  "    if (res.ok || (res.status >= 400 && res.status < 500)) db.runSync('DELETE FROM scan_queue WHERE id = ?', r.id);\n"
                                  "    else db.runSync('UPDATE scan_queue SET attempts = attempts + 1 WHERE id = ?', r.id);\n  }\n}\n"},
             "File created successfully at: /home/joost/code/checkin-app/src/scan/scanQueue.ts"),
        ("assistant", "`scanQueue.ts` is in: `scan_queue` table in WAL mode, `enqueue()` is a single INSERT, and "
                      "`drain()` sends up to 50 oldest rows and deletes each one only after a 2xx or a 4xx (a 4xx "
                      "like 'ticket not valid for this sailing' won't get better by retrying). A 5xx or network "
                      "error bumps `attempts` and leaves the row. A timer calls `drain()` every `SYNC_INTERVAL_MS`, "
                      "15 seconds for now, plus once when NetInfo reports the connection is back."),
        ("user", "15 seconds is much. The TC52 battery must last a full shift of 12 hours, at Ardmoor they have no "
                 "charger at the ramp. Make it 30 seconds. When netinfo says we are online again it drains anyway "
                 "so that is fine."),
        tool("Edit", {"file_path": f"{APP}/src/scan/scanQueue.ts", "old_string": "export const SYNC_INTERVAL_MS = 15_000;",
                      "new_string": "export const SYNC_INTERVAL_MS = 30_000; // 30 s: TC52 battery must last a 12 h shift"},
             "The file has been updated."),
        ("user", "And for later you have to know this, also for other sessions: all the scanners at the ports are "
                 "Zebra TC52 on Android 11, and that stays so until 2028, the new devices are not in the budget "
                 "before. So nothing goes in this app that needs Android 12 or higher. Not a library, not an Expo "
                 "SDK, nothing. That is a hard line for us."),
        ("assistant", "Understood, and I'll keep to it in later sessions: the app must run on Zebra TC52 with "
                      "Android 11 until 2028, so no dependency or Expo SDK that requires Android 12+. Let me "
                      "check the new module against that now."),
        bash("grep -n \"minSdkVersion\" node_modules/expo-sqlite/android/build.gradle android/build.gradle",
             "node_modules/expo-sqlite/android/build.gradle:61:    minSdkVersion safeExtGet(\"minSdkVersion\", 23)\n"
             "android/build.gradle:6:        minSdkVersion = 24\n"),
        ("assistant", "expo-sqlite needs API 23 and the app targets min 24; Android 11 is API 30, so we're fine. "
                      "Now wiring the queue into the scan screen and a migration from the old key, so the handful of "
                      "scans sitting in `pendingScans` on devices today aren't dropped by the update."),
        tool("Edit", {"file_path": f"{APP}/src/scan/scanStore.ts",
                      "old_string": "    // offline: keep it for later\n    const raw = await AsyncStorage.getItem(KEY);\n"
                                    "    const list: Scan[] = raw ? JSON.parse(raw) : [];\n    list.push(scan);\n"
                                    "    await AsyncStorage.setItem(KEY, JSON.stringify(list));",
                      "new_string": "    // offline: durable queue, drained by the sync timer\n    enqueue(scan);"},
             "The file has been updated."),
        bash("npx jest src/scan",
             " PASS  src/scan/__tests__/scanQueue.test.ts\n"
             "  scanQueue\n"
             "    ✓ enqueue stores one row per scan (14 ms)\n"
             "    ✓ drain deletes rows on 200 (6 ms)\n"
             "    ✓ drain deletes rows on 409 already checked in (3 ms)\n"
             "    ✓ drain keeps rows and bumps attempts on 503 (4 ms)\n"
             "    ✓ drain keeps rows on network error (3 ms)\n"
             "    ✓ legacy pendingScans are moved into scan_queue once (9 ms)\n"
             " PASS  src/scan/__tests__/scanStore.test.ts\n\n"
             "Test Suites: 2 passed, 2 total\nTests:       9 passed, 9 total\nSnapshots:   0 total\nTime:        2.381 s\n"),
        ("assistant", "All green. Summary of what changed:\n- Offline scans go into the `scan_queue` table "
                      "(expo-sqlite, WAL), one INSERT per scan, so a low-memory kill loses nothing.\n- Drained "
                      "every 30 s (`SYNC_INTERVAL_MS = 30_000`) and on reconnect; rows are deleted only after a "
                      "2xx/4xx.\n- Legacy `pendingScans` migrated once.\n- WatermelonDB not used.\n\nShall I also "
                      "show the number of queued scans in the header, so staff see '14 waiting' instead of "
                      "wondering?"),
        ("user", "Hmm, maybe later. first I want it on the phones at Skelva. make a branch, I test on the TC52 "
                 "this afternoon"),
        bash("git switch -c feat/sqlite-scan-queue && git add -A && git commit -m \"Durable offline scan queue "
             "(expo-sqlite), drain every 30 s\"",
             "Switched to a new branch 'feat/sqlite-scan-queue'\n"
             "[feat/sqlite-scan-queue 91c02da] Durable offline scan queue (expo-sqlite), drain every 30 s\n"
             " 6 files changed, 188 insertions(+), 24 deletions(-)\n create mode 100644 src/scan/scanQueue.ts\n"),
    ],
    "facts": [
        fact("sqlite-queue", "Offline scans are queued in an expo-sqlite table scan_queue (WAL, one INSERT per scan, "
             "row deleted only after a 2xx/4xx), replacing the AsyncStorage pendingScans array that was lost on "
             "low-memory kills; WatermelonDB was not chosen.", "decision", "user", ["expo-sqlite", "scan_queue"]),
        fact("sync-interval", "The scan queue drains every 30 seconds (SYNC_INTERVAL_MS = 30_000, raised from 15 s) "
             "and on reconnect, because the TC52 battery must last a 12-hour shift.", "config", "user",
             ["SYNC_INTERVAL_MS", ["30 seconds", "30_000", "30 s"]]),
        fact("tc52-android11", "All port scanners are Zebra TC52 on Android 11 until 2028, so nothing that needs "
             "Android 12 or higher may go into the app (no library, no Expo SDK).", "rule", "user",
             ["TC52", "Android 11"], remember=True),
        fact("asyncstorage-cause", "Scans were lost because every offline scan rewrote one AsyncStorage array "
             "(pendingScans), which came back null or truncated after Android killed the app, and flushPending "
             "removed the key before resending.", "bugfix", "assistant", ["pendingScans", "AsyncStorage"]),
    ],
    "optional": [
        opt("sync-15", "The sync interval was first 15 seconds.", ["15 seconds"]),
        opt("no-charger", "There is no charger at the ramp at Ardmoor; shifts are 12 hours.", ["charger"]),
    ],
    "questions": [
        q("Where does the check-in app keep scans made while offline?", "expo-sqlite scan_queue table",
          ["sqlite-queue"]),
        q("How often does the offline scan queue sync?", "every 30 seconds and on reconnect", ["sync-interval"]),
        q("Which devices and Android version must the check-in app support?", "Zebra TC52 Android 11 until 2028",
          ["tc52-android11"]),
    ],
}


CHECKIN_LOG = """2026-11-10T16:41:07.221Z INFO  checkins POST /v2/checkins ticket=TK-88K2Q1 sailing=ARD-HOL-20261110-1715 device=TC52-ARD-03 lane=2 key=TK-88K2Q1-1731256867104 -> 201
2026-11-10T16:41:47.904Z INFO  checkins POST /v2/checkins ticket=TK-88K2Q1 sailing=ARD-HOL-20261110-1715 device=TC52-ARD-05 lane=4 key=TK-88K2Q1-1731256907722 -> 201
2026-11-10T16:42:30.010Z INFO  checkins POST /v2/checkins ticket=TK-88M7TT sailing=ARD-HOL-20261110-1715 device=TC52-ARD-03 lane=2 key=TK-88M7TT-1731256949871 -> 201
2026-11-10T16:43:02.551Z INFO  checkins POST /v2/checkins ticket=TK-88M7TT sailing=ARD-HOL-20261110-1715 device=TC52-ARD-03 lane=2 key=TK-88M7TT-1731256949871 -> 200 (replay)
2026-11-10T16:44:12.400Z INFO  checkins POST /v2/checkins ticket=TK-88P0ZA sailing=ARD-HOL-20261110-1715 device=TC52-ARD-05 lane=4 key=TK-88P0ZA-1731257052398 -> 201
"""

CHECKIN_SERVER = """    22\t  @Post()
    23\t  async create(@Body() dto: CheckinDto, @Headers('Idempotency-Key') key: string) {
    24\t    const existing = await this.repo.findOne({ where: { idempotencyKey: key } });
    25\t    if (existing) return { status: 200, body: existing };  // replay
    26\t    const row = this.repo.create({ ...dto, idempotencyKey: key });
    27\t    await this.repo.save(row);
    28\t    return { status: 201, body: row };
    29\t  }
"""

SESSION_DUP = {
    "id": "h63-cc-checkin-duplicate-scan",
    "project": APP,
    "start": datetime(2026, 11, 11, 9, 30),
    "about": "checkin-app: one ticket checked in twice on two lanes at Ardmoor; the person's guess (the camera fires "
             "twice, add a debounce) is wrong, the log shows two devices 40 s apart; cause is the Idempotency-Key "
             "built from ticket id + scannedAt; fix: key ticket:sailing and a unique index on (ticket_id, "
             "sailing_id), 409 ALREADY_CHECKED_IN shown red with the first lane; standing rule with a typo; a "
             "## Summary at the end",
    "steps": [
        ("user", "morning. Ardmoor says yesterday on the 17:15 to Hollin one car was checked in on lane 2 AND on "
                 "lane 4. two boarding cards, the loading plan said 2 cars where there was 1. I think it is the "
                 "camera: the scanner fires two times on one barcode, I saw this on my own phone. can you add a "
                 "debounce in ScanScreen, 1500 ms or so?"),
        ("assistant", "I can, but before adding it let me check the server log for that sailing; if the two "
                      "check-ins came from the same device milliseconds apart, a debounce is the fix, and if not, "
                      "it won't help."),
        bash("kubectl -n checkin logs deploy/checkin-api --since=20h | grep ARD-HOL-20261110-1715 | head", CHECKIN_LOG),
        ("assistant", "Not a double fire. TK-88K2Q1 was checked in by **two different devices**, TC52-ARD-03 on lane "
                      "2 and TC52-ARD-05 on lane 4, **40 seconds apart**, and both got `201`. The driver probably "
                      "drove to the wrong lane, got scanned, was sent over to lane 4 and scanned again. A debounce "
                      "on one phone can't catch that.\n\nThe interesting part is the `key=` field: "
                      "`TK-88K2Q1-1731256867104` and `TK-88K2Q1-1731256907722`. The idempotency key contains a "
                      "timestamp, so the two scans have different keys. Let me see where the app builds it."),
        bash("grep -rn \"Idempotency-Key\" src/ | head",
             "src/scan/api.ts:17:    headers: { 'Idempotency-Key': `${scan.ticketId}-${scan.scannedAt}` },\n"),
        tool("Read", {"file_path": "/home/joost/code/checkin-api/src/checkins/checkins.controller.ts"}, CHECKIN_SERVER),
        ("assistant", "That's the root cause, on both sides together:\n\n- The app sends `Idempotency-Key: "
                      "${ticketId}-${scannedAt}` (`src/scan/api.ts:17`). `scannedAt` is the device time in ms, so "
                      "every physical scan gets a new key. The key only deduplicates a *retry of the same HTTP "
                      "request* (you can see that work in the log: TK-88M7TT replayed with the same key, got 200).\n"
                      "- The server (`checkins.controller.ts`) only looks for an existing row by `idempotencyKey`. "
                      "There's no constraint on ticket + sailing, so a second scan of the same ticket is simply a "
                      "new check-in.\n\nFix proposal:\n1. App: key = `${ticketId}:${sailingId}`.\n2. Server: "
                      "unique index on `checkins (ticket_id, sailing_id)`; on conflict return **409** "
                      "`ALREADY_CHECKED_IN` with the lane and device of the first check-in.\n3. App: on that 409, a "
                      "red banner 'Already checked in at lane 2 (17:41)' instead of the green tick.\n\nThe camera "
                      "double fire you saw on your phone may exist too; I'd still add a short debounce but it isn't "
                      "this bug."),
        ("user", "ah. ok so not the camera. do all 3. debounce 800 ms is enough then, just for the double beep"),
        tool("Edit", {"file_path": f"{APP}/src/scan/api.ts",
                      "old_string": "headers: { 'Idempotency-Key': `${scan.ticketId}-${scan.scannedAt}` },",
                      "new_string": "headers: { 'Idempotency-Key': `${scan.ticketId}:${scan.sailingId}` },"},
             "The file has been updated."),
        tool("Write", {"file_path": "/home/joost/code/checkin-api/migrations/1731400000000-checkin-unique-ticket-sailing.ts",
                       "content": "export class CheckinUniqueTicketSailing1731400000000 {\n  async up(q) {\n"
                                  "    await q.query('CREATE UNIQUE INDEX ux_checkins_ticket_sailing ON checkins (ticket_id, sailing_id)');\n  }\n"
                                  "  async down(q) {\n    await q.query('DROP INDEX ux_checkins_ticket_sailing ON checkins');\n  }\n}\n"},
             "File created successfully at: /home/joost/code/checkin-api/migrations/1731400000000-checkin-unique-ticket-sailing.ts"),
        bash("cd ../checkin-api && mysql checkin -e \"select ticket_id, sailing_id, count(*) c from checkins group by "
             "ticket_id, sailing_id having c > 1\"",
             "+-----------+------------------------+---+\n| ticket_id | sailing_id             | c |\n"
             "+-----------+------------------------+---+\n| TK-88K2Q1 | ARD-HOL-20261110-1715  | 2 |\n"
             "| TK-7ZZ1C4 | SKV-KEL-20261027-0900  | 2 |\n| TK-7YQ0L2 | HOL-VAR-20261019-1630  | 2 |\n"
             "+-----------+------------------------+---+\n"),
        ("assistant", "Three existing duplicates would block the unique index. I'll keep the earliest row of each "
                      "and move the later ones to `checkins_duplicates_20261111` so nothing is lost, then run the "
                      "migration."),
        bash("cd ../checkin-api && npm run migration:run && npm test -- checkins",
             "query: CREATE UNIQUE INDEX ux_checkins_ticket_sailing ON checkins (ticket_id, sailing_id)\n"
             "Migration CheckinUniqueTicketSailing1731400000000 has been executed successfully.\n\n"
             " PASS  src/checkins/checkins.controller.spec.ts\n"
             "  CheckinsController\n    ✓ creates a check-in (21 ms)\n    ✓ replays same idempotency key with 200 (7 ms)\n"
             "    ✓ second scan of ticket on same sailing returns 409 ALREADY_CHECKED_IN (9 ms)\n"
             "    ✓ same ticket on a different sailing is allowed (return trip) (6 ms)\n\n"
             "Tests:       4 passed, 4 total\n"),
        ("user", "good. remeber this pls, for every next time we touch check-in: a check-in is unique per ticket + "
                 "sailing. never put a time or a device in that key. we had this kind of bug in the booking "
                 "engine also once"),
        ("assistant", "Noted for future sessions: a check-in is unique per ticket + sailing; no timestamp or device "
                      "id in the key. Now the app side: the red banner and the 800 ms debounce."),
        tool("Edit", {"file_path": f"{APP}/src/scan/ScanScreen.tsx",
                      "old_string": "    if (res.status === 201 || res.status === 200) setResult({ kind: 'ok', ticket });",
                      "new_string": "    if (res.status === 201 || res.status === 200) setResult({ kind: 'ok', ticket });\n"
                                    "    else if (res.status === 409 && res.body.code === 'ALREADY_CHECKED_IN')\n"
                                    "      setResult({ kind: 'duplicate', lane: res.body.lane, at: res.body.checkedInAt });"},
             "The file has been updated."),
        bash("npx jest src/scan && npx tsc --noEmit",
             " PASS  src/scan/__tests__/ScanScreen.test.tsx\n    ✓ shows green tick on 201 (31 ms)\n"
             "    ✓ shows red banner with first lane on 409 ALREADY_CHECKED_IN (18 ms)\n"
             "    ✓ ignores a second barcode event within 800 ms (12 ms)\n PASS  src/scan/__tests__/scanQueue.test.ts\n\n"
             "Tests:       12 passed, 12 total\n"),
        ("assistant", "## Summary\n\n**Bug:** ticket TK-88K2Q1 checked in twice (lane 2 and lane 4, two devices, "
                      "40 s apart) on ARD-HOL 17:15.\n\n**Root cause:** the app's `Idempotency-Key` was "
                      "`ticketId-scannedAt`, so each scan had its own key, and the API only deduplicated by that "
                      "key; nothing was unique on ticket + sailing. Not the camera.\n\n**Fix:**\n- App key is now "
                      "`ticketId:sailingId`.\n- `ux_checkins_ticket_sailing` unique index on `(ticket_id, "
                      "sailing_id)`; three old duplicates moved to `checkins_duplicates_20261111`.\n- Second scan "
                      "gets 409 `ALREADY_CHECKED_IN` and the app shows a red banner with the first lane and time.\n"
                      "- 800 ms debounce on the barcode event for the double beep.\n\n**Rule kept:** check-in "
                      "uniqueness is ticket + sailing, never time or device."),
        ("user", "top. ship it to the test channel, I try it at the ramp at 11"),
        bash("eas update --branch test --message \"checkin: 409 ALREADY_CHECKED_IN banner, ticket:sailing key\"",
             "✔ Exported bundle(s)\n✔ Uploaded 2 app bundles\n✔ Published!\n\nBranch             test\nRuntime version    2.6.3\n"
             "Message            checkin: 409 ALREADY_CHECKED_IN banner, ticket:sailing key\n"),
    ],
    "facts": [
        fact("dup-cause", "A ticket was checked in twice because the app's Idempotency-Key was ticketId + scannedAt "
             "(a new key per scan) and the API only deduplicated by that key; now the key is ticketId:sailingId and "
             "a unique index ux_checkins_ticket_sailing on (ticket_id, sailing_id) enforces it. Not a camera double "
             "fire.", "bugfix", "assistant", ["scannedAt", ["ux_checkins_ticket_sailing", "sailing_id", "sailingId"]]),
        fact("unique-rule", "A check-in is unique per ticket + sailing; never put a time or a device in the "
             "check-in key.", "rule", "user", ["unique", "ticket", "sailing"], remember=True),
        fact("already-409", "A second scan of a checked-in ticket gets 409 ALREADY_CHECKED_IN from the API and the "
             "app shows a red banner with the first lane and time.", "decision", "assistant",
             ["ALREADY_CHECKED_IN"]),
        fact("debounce", "The scan screen ignores a second barcode event within 800 ms (against the camera's double "
             "beep).", "config", "user", ["debounce", "800 ms"]),
    ],
    "optional": [
        opt("dup-archive", "Old duplicate check-ins were moved to checkins_duplicates_20261111.",
            ["checkins_duplicates_20261111"]),
    ],
    "questions": [
        q("Why was one ticket checked in on two lanes?",
          "the idempotency key contains scannedAt so each scan had a new key; nothing unique on ticket and sailing",
          ["dup-cause"]),
        q("What makes a check-in unique?", "ticket and sailing, never time or device", ["unique-rule"]),
        q("What does the API answer when a ticket is scanned a second time?", "409 ALREADY_CHECKED_IN",
          ["already-409"]),
    ],
}


APP_JSON = """{
  "expo": {
    "name": "Kellsound Check-in",
    "slug": "checkin-app",
    "version": "2.6.3",
    "runtimeVersion": { "policy": "appVersion" },
    "updates": {
      "url": "https://u.expo.dev/4f0c1d7e-0000-4000-8000-checkinapp01",
      "requestHeaders": { "expo-channel-name": "production" }
    },
    "android": {
      "package": "com.kellsound.checkin",
      "versionCode": 263,
      "permissions": ["CAMERA", "VIBRATE"]
    },
    "plugins": ["expo-camera", "expo-sqlite", ["expo-build-properties", { "android": { "minSdkVersion": 24 } }]]
  }
}
"""

EAS_BUILD = """✔ Using remote Android credentials (Expo server)
✔ Using Keystore from configuration: Build Credentials 2nGQ (default)

Compressing project files and uploading to EAS Build.
✔ Uploaded to EAS 1s
✔ Computed project fingerprint

Build details: https://expo.dev/accounts/kellsound/projects/checkin-app/builds/7e1b5a40

Waiting for build to complete. You can press Ctrl+C to exit.
✔ Build finished

🤖 Android app:
https://expo.dev/artifacts/eas/cCn1pT8s2hE4b.apk

versionCode: 270   version: 2.7.0   profile: port-release   channel: port-staff
"""

SESSION_RELEASE = {
    "id": "h63-cc-checkin-release",
    "project": APP,
    "start": datetime(2026, 11, 18, 13, 10),
    "about": "checkin-app: release 2.7.0 for the port phones; the pet add-on banner 'outer deck only' (pets only on "
             "the outer deck); update channel first 'production', then changed to 'port-staff'; a remember-request "
             "about bumping versionCode by hand (EAS autoIncrement gave two builds the same code); a one-off 'always "
             "--clear-cache for this build' (not a rule)",
    "steps": [
        ("user", "hoi. today we release 2.7.0 with the queue and the duplicate fix. and there is one small feature "
                 "that must go in: when a ticket has the pet add-on, the scan result shows a banner. pets are only "
                 "allowed on the outer deck, not in the lounges and not in the car, that is company policy, so the "
                 "banner says 'Pet on board: outer deck only'. the booking API already sends addOns in the ticket"),
        bash("curl -s https://api.kellsound.example/v2/tickets/TK-8A11PX -H \"Authorization: Bearer $TEST_TOKEN\" | jq .",
             "{\n  \"ticket\": \"TK-8A11PX\",\n  \"sailing\": \"ARD-SKV-20261119-0945\",\n  \"passengers\": 2,\n"
             "  \"vehicle\": { \"reg\": \"KS-51-QWE\", \"class\": \"CAR\", \"height_cm\": 152 },\n"
             "  \"addOns\": [ { \"code\": \"PET\", \"qty\": 1 }, { \"code\": \"CABIN_NONE\", \"qty\": 0 } ]\n}\n"),
        ("assistant", "The add-on code is `PET` with a quantity. I'll show the banner when any `PET` add-on has "
                      "`qty > 0`, above the green tick, amber background, text 'Pet on board: outer deck only' "
                      "(and '2 pets…' when qty is 2)."),
        tool("Edit", {"file_path": f"{APP}/src/scan/ScanResult.tsx",
                      "old_string": "  return (\n    <View style={styles.ok}>",
                      "new_string": "  const pets = ticket.addOns.filter(a => a.code === 'PET').reduce((n, a) => n + a.qty, 0);\n"
                                    "  return (\n    <View style={styles.ok}>\n"
                                    "      {pets > 0 && <Banner tone=\"amber\" text={`${pets === 1 ? 'Pet' : `${pets} pets`} on board: outer deck only`} />}"},
             "The file has been updated."),
        bash("npx jest src/scan/__tests__/ScanResult.test.tsx",
             " PASS  src/scan/__tests__/ScanResult.test.tsx\n  ScanResult\n    ✓ no banner without PET add-on (19 ms)\n"
             "    ✓ shows 'Pet on board: outer deck only' for qty 1 (8 ms)\n    ✓ shows '2 pets on board: outer deck only' (6 ms)\n\n"
             "Tests:       3 passed, 3 total\n"),
        ("user", "nice. now the version. app.json please to 2.7.0"),
        tool("Read", {"file_path": f"{APP}/app.json"}, APP_JSON),
        ("assistant", "Currently 2.6.3 / versionCode 263, update channel `production`. I can set `version` to "
                      "2.7.0 and switch on `autoIncrement` in the EAS build profile so versionCode goes up by "
                      "itself. Do you want that?"),
        ("user", "No! Remember this: the versionCode we bump by hand in app.json, every release, like "
                 "2.7.0 -> 270. The autoIncrement of EAS gave us in September two builds with the same code "
                 "because the remote counter and app.json did not agree, and the MDM on the TC52s refused the "
                 "update for three days. So never autoIncrement."),
        tool("Edit", {"file_path": f"{APP}/app.json", "old_string": "\"version\": \"2.6.3\"", "new_string": "\"version\": \"2.7.0\""},
             "The file has been updated."),
        tool("Edit", {"file_path": f"{APP}/app.json", "old_string": "\"versionCode\": 263", "new_string": "\"versionCode\": 270"},
             "The file has been updated."),
        ("assistant", "Set by hand: version 2.7.0, versionCode 270, and I'll keep doing it that way: versionCode "
                      "bumped manually in app.json each release, never EAS autoIncrement. The channel stays "
                      "`production`?"),
        ("user", "yes production. build with the port-release profile. and for this build always pass "
                 "--clear-cache, the last one had an old asset"),
        bash("eas build --platform android --profile port-release --clear-cache --non-interactive",
             EAS_BUILD.replace("channel: port-staff", "channel: production")),
        ("user", "wait. production is also what the old Samsung tablets in the Hollin office listen to, for the "
                 "supervisor screen. I don't want them to get the scanner build. the port phones must get their own "
                 "channel: port-staff. change it and build again"),
        tool("Edit", {"file_path": f"{APP}/eas.json",
                      "old_string": "\"port-release\": {\n      \"channel\": \"production\",",
                      "new_string": "\"port-release\": {\n      \"channel\": \"port-staff\","},
             "The file has been updated."),
        tool("Edit", {"file_path": f"{APP}/app.json",
                      "old_string": "\"expo-channel-name\": \"production\"",
                      "new_string": "\"expo-channel-name\": \"port-staff\""},
             "The file has been updated."),
        bash("eas build --platform android --profile port-release --clear-cache --non-interactive", EAS_BUILD),
        ("assistant", "Rebuilt: 2.7.0 (270), profile `port-release`, channel `port-staff`. The Hollin office "
                      "tablets stay on `production` and won't get this build or its OTA updates. From now on OTA "
                      "updates for the scanners go to `eas update --branch port-staff` (the branch is mapped to "
                      "the channel)."),
        bash("eas channel:edit port-staff --branch port-staff",
             "✔ Channel port-staff now points to branch port-staff\n"),
        ("user", "perfect. I upload the apk to the MDM myself. bedankt, that was quick"),
        ("assistant", "Graag gedaan! Release notes for the MDM, if useful:\n- Offline scans survive app restarts "
                      "(new queue)\n- Second scan of the same ticket on a sailing shows a red 'already checked in' "
                      "banner\n- Pet add-on shows 'Pet on board: outer deck only'"),
    ],
    "facts": [
        fact("pet-banner", "Pets are only allowed on the outer deck (company policy); the check-in app shows 'Pet on "
             "board: outer deck only' when a ticket has a PET add-on.", "fact", "user", ["outer deck", "PET"]),
        fact("versioncode-by-hand", "versionCode is bumped by hand in app.json every release (2.7.0 -> 270), never by "
             "EAS autoIncrement, which once produced two builds with the same code that the MDM refused.", "rule",
             "user", ["versionCode", "autoIncrement"], remember=True),
        fact("channel-port-staff", "Scanner builds use the port-release profile on the update channel port-staff; "
             "production is for the Hollin office tablets.", "config", "user", ["port-staff"]),
    ],
    "optional": [
        opt("release-270", "Release 2.7.0 has versionCode 270.", ["2.7.0", "270"]),
    ],
    "questions": [
        q("Where are pets allowed on board, and what does the app show?",
          "outer deck only; banner Pet on board outer deck only", ["pet-banner"]),
        q("How is the Android versionCode bumped?", "by hand in app.json, never EAS autoIncrement",
          ["versioncode-by-hand"]),
        q("Which update channel do the port scanners use?", "port-staff", ["channel-port-staff"]),
    ],
}

SESSIONS = [SESSION_OFFLINE, SESSION_DUP, SESSION_RELEASE]
