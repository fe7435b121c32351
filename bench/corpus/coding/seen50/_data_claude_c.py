"""h50 Claude Code sessions, part c: tidewatch (the SvelteKit live-ops console where Brinefall's events are
configured) — an event that went live an hour early and a reversed time-zone decision, then a formatting chore in
crunch week with nothing durable — and satchel (the Kotlin account and inventory service) with duplicate currency
grants from store receipts, told by a person who writes Korean-flavoured English."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LIVEOPS = "/home/leon/proj/tidewatch"
SATCHEL = "/Users/hyejin/dev/satchel"


def _prettier() -> str:
    files = ["src/lib/components/EventForm.svelte", "src/lib/components/EventList.svelte",
             "src/lib/components/RewardPicker.svelte", "src/lib/components/RegionChips.svelte",
             "src/lib/components/Toast.svelte", "src/lib/stores/events.ts", "src/lib/stores/session.ts",
             "src/lib/api/client.ts", "src/lib/api/events.ts", "src/lib/api/rewards.ts",
             "src/routes/+layout.svelte", "src/routes/events/+page.svelte", "src/routes/events/[id]/+page.svelte",
             "src/routes/events/[id]/+page.server.ts", "src/routes/rewards/+page.svelte",
             "src/routes/login/+page.svelte", "src/routes/audit/+page.svelte", "src/routes/audit/+page.server.ts"]
    out = ["Checking formatting..."]
    out += [f"[warn] {f}" for f in files]
    out += [f"[warn] tests/unit/{n}.test.ts" for n in ("events", "rewards", "regions", "schedule", "audit",
                                                       "session", "toast", "client", "validate", "utc")]
    out += [f"[warn] tests/e2e/{n}.spec.ts" for n in ("create-event", "edit-event", "rewards", "login", "audit",
                                                      "regions", "schedule", "duplicate", "archive", "search",
                                                      "clone", "permissions")]
    out.append("[warn] Code style issues found in 40 files. Run Prettier with --write to fix.")
    return "\n".join(out) + "\n"


SESSIONS = [
    {
        "id": "h50-cc-tidewatch-event-early",
        "project": LIVEOPS,
        "start": datetime(2026, 11, 5, 15, 30),
        "about": "tidewatch: the Harvest Tide event went live at 09:00 UTC instead of 10:00; cause EventForm's "
                 "datetime-local input passed through new Date(), i.e. the browser's local zone (Berlin, UTC+1); "
                 "first decision 'local time with UTC in a tooltip' reversed to UTC only in the editor; statement "
                 "about later sessions ('for any session after this one … UTC'); guard: no event may start within "
                 "an hour of the Thursday 10:00 UTC season reset; date-fns-tz proposal never answered",
        "steps": [
            ("user", "hey. support pinged me: Harvest Tide (the double-doubloons weekend) went live at 09:00 UTC "
                     "instead of 10:00. I typed 10:00 in the editor myself, I checked twice. what is tidewatch "
                     "doing"),
            bash("psql \"$TIDEWATCH_DB\" -Atc \"select id, name, starts_at, ends_at, created_by, created_at from "
                 "events where name ilike 'harvest tide%'\"",
                 "311|Harvest Tide|2026-11-05 09:00:00+00|2026-11-08 22:00:00+00|leon|2026-11-02 16:12:40.118+00\n"),
            tool("Read", {"file_path": f"{LIVEOPS}/src/lib/components/EventForm.svelte", "offset": 1, "limit": 60},
                 "     1\t<script lang=\"ts\">\n"
                 "     2\t  import { createEventDispatcher } from 'svelte';\n"
                 "     3\t  import type { LiveEvent } from '$lib/api/events';\n"
                 "     4\t  import RewardPicker from './RewardPicker.svelte';\n"
                 "     5\t  import RegionChips from './RegionChips.svelte';\n"
                 "     6\t\n"
                 "     7\t  export let event: Partial<LiveEvent> = {};\n"
                 "     8\t  const dispatch = createEventDispatcher();\n"
                 "     9\t\n"
                 "    10\t  let startLocal = event.starts_at ? event.starts_at.slice(0, 16) : '';\n"
                 "    11\t  let endLocal = event.ends_at ? event.ends_at.slice(0, 16) : '';\n"
                 "    12\t\n"
                 "    13\t  function submit() {\n"
                 "    14\t    dispatch('save', {\n"
                 "    15\t      ...event,\n"
                 "    16\t      starts_at: new Date(startLocal).toISOString(),\n"
                 "    17\t      ends_at: new Date(endLocal).toISOString(),\n"
                 "    18\t    });\n"
                 "    19\t  }\n"
                 "    20\t</script>\n"
                 "    21\t\n"
                 "    22\t<form on:submit|preventDefault={submit}>\n"
                 "    23\t  <label>Name <input bind:value={event.name} required /></label>\n"
                 "    24\t  <label>Starts (UTC) <input type=\"datetime-local\" bind:value={startLocal} /></label>\n"
                 "    25\t  <label>Ends (UTC) <input type=\"datetime-local\" bind:value={endLocal} /></label>\n"
                 "    26\t  <RegionChips bind:selected={event.regions} />\n"
                 "    27\t  <RewardPicker bind:rewards={event.rewards} />\n"
                 "    28\t  <button type=\"submit\">Save</button>\n"
                 "    29\t</form>\n"),
            ("assistant", "The label says \"Starts (UTC)\" but the code doesn't treat it as UTC. A `datetime-local` "
                          "input gives a string without a zone, like `2026-11-05T10:00`, and `new Date(\"2026-11-05"
                          "T10:00\")` parses a zone-less date-time **as the browser's local time**. Your laptop is "
                          "on Europe/Berlin, which has been UTC+1 since the October 25 DST change, so 10:00 became "
                          "`09:00:00Z` in `toISOString()`. The loading side has the mirror bug: `slice(0, 16)` of "
                          "the stored UTC string is shown in the local input, so reopening the event would have "
                          "shown 09:00, but checking twice *before* saving couldn't catch it.\n\n"
                          "Any event created from a browser outside UTC has been shifted by that browser's offset. "
                          "Let me see how many."),
            bash("psql \"$TIDEWATCH_DB\" -c \"select created_by, count(*), min(created_at)::date, "
                 "max(created_at)::date from events where created_at > '2026-06-01' group by 1\"",
                 " created_by | count |    min     |    max\n"
                 "------------+-------+------------+------------\n"
                 " leon       |    14 | 2026-06-12 | 2026-11-02\n"
                 " aurelie    |     9 | 2026-07-03 | 2026-10-28\n"
                 " minseo     |     6 | 2026-08-19 | 2026-10-30\n"
                 "(3 rows)\n"),
            ("user", "ugh. ok so here's what I want: show the times in the browser's local zone, label the zone "
                     "clearly, and put the UTC value in a tooltip. people think in their own time"),
            tool("Edit", {"file_path": f"{LIVEOPS}/src/lib/components/EventForm.svelte",
                          "old_string": "  <label>Starts (UTC) <input type=\"datetime-local\" bind:value={startLocal} "
                                        "/></label>",
                          "new_string": "  <label>Starts ({tz}) <input type=\"datetime-local\" bind:value={startLocal}"
                                        " title={utcHint(startLocal)} /></label>"},
                 "The file /home/leon/proj/tidewatch/src/lib/components/EventForm.svelte has been updated."),
            bash("npm run test:unit -- EventForm 2>&1 | tail -8",
                 " ✓ tests/unit/eventform.test.ts (6)\n"
                 "   ✓ local display round-trips (Europe/Berlin)\n"
                 "   ✓ local display round-trips (America/Montreal)\n"
                 "   ✓ local display round-trips (Asia/Seoul)\n"
                 "   × DST boundary: event spanning 2027-03-28 shows 1h gap (Europe/Berlin)\n"
                 "\n Test Files  1 failed (1)\n      Tests  1 failed | 5 passed (6)\n"),
            ("assistant", "The local-time display works for the three zones your team is in, but the DST test shows "
                          "the catch: an event spanning the March 2027 change in Berlin displays an end time an "
                          "hour off from what a Montreal or Seoul colleague sees for the same event, and the "
                          "duration looks different per viewer. It can be made correct, but every viewer sees "
                          "different numbers for the same event. If you want to keep local display, I'd suggest "
                          "`date-fns-tz` for the conversions instead of hand-rolled offsets."),
            ("user", "hmm. yeah no. aurelie is in montreal and minseo in seoul, three people looking at the same "
                     "event in three zones plus DST in between is how we get the next incident. scrap the local "
                     "thing. UTC everywhere in the editor, no local time anywhere, not even in a tooltip.\n\n"
                     "and for any session after this one on tidewatch: every time in an event definition is UTC, "
                     "the editor never converts to local. don't helpfully add local display back later"),
            tool("Edit", {"file_path": f"{LIVEOPS}/src/lib/components/EventForm.svelte",
                          "old_string": "      starts_at: new Date(startLocal).toISOString(),\n"
                                        "      ends_at: new Date(endLocal).toISOString(),",
                          "new_string": "      // the inputs are UTC wall-clock: append Z, never parse as local\n"
                                        "      starts_at: `${startUtc}:00Z`,\n"
                                        "      ends_at: `${endUtc}:00Z`,"},
                 "The file /home/leon/proj/tidewatch/src/lib/components/EventForm.svelte has been updated."),
            tool("Edit", {"file_path": f"{LIVEOPS}/src/lib/components/EventForm.svelte",
                          "old_string": "  <label>Starts ({tz}) <input type=\"datetime-local\" bind:value={startLocal}"
                                        " title={utcHint(startLocal)} /></label>",
                          "new_string": "  <label>Starts (UTC) <input type=\"datetime-local\" bind:value={startUtc} "
                                        "/></label>"},
                 "The file /home/leon/proj/tidewatch/src/lib/components/EventForm.svelte has been updated."),
            ("user", "while we're in validation: an event can't start within an hour either side of the weekly "
                     "season reset, thursday 10:00 UTC. ladder wipes at 10:00 and in s6 we had an event whose "
                     "rewards got computed against an empty board. block it in the form and in the API"),
            tool("Edit", {"file_path": f"{LIVEOPS}/src/lib/api/validate.ts",
                          "old_string": "export function validateEvent(e: LiveEvent): string[] {\n"
                                        "  const errors: string[] = [];\n",
                          "new_string": "export function validateEvent(e: LiveEvent): string[] {\n"
                                        "  const errors: string[] = [];\n"
                                        "  // weekly season reset: Thursday 10:00 UTC; no starts from 09:00 to 11:00\n"
                                        "  const s = new Date(e.starts_at);\n"
                                        "  const mins = s.getUTCHours() * 60 + s.getUTCMinutes();\n"
                                        "  if (s.getUTCDay() === 4 && mins >= 9 * 60 && mins <= 11 * 60) {\n"
                                        "    errors.push('starts within an hour of the Thursday 10:00 UTC "
                                        "season reset');\n"
                                        "  }\n"},
                 "The file /home/leon/proj/tidewatch/src/lib/api/validate.ts has been updated."),
            bash("npm run test:unit 2>&1 | tail -6 && npx playwright test tests/e2e/create-event.spec.ts 2>&1 | "
                 "tail -5",
                 " Test Files  11 passed (11)\n      Tests  84 passed (84)\n   Start at  16:02:11\n"
                 "   Duration  6.31s\n\n"
                 "Running 7 tests using 4 workers\n"
                 "  7 passed (14.2s)\n"),
            ("user", "and fix the 29 events we already have. shift by whatever the creator's browser offset was at "
                     "creation"),
            bash("node scripts/fix-event-offsets.mjs --dry-run | tail -6",
                 "event 288 'Kelp Rush'        leon     +1h (Europe/Berlin, CET)\n"
                 "event 301 'Fog Week'          minseo   -9h (Asia/Seoul, KST)\n"
                 "event 305 'Salvage Frenzy'    aurelie  +4h (America/Montreal, EDT)\n"
                 "event 311 'Harvest Tide'      leon     +1h (Europe/Berlin, CET)\n"
                 "...\n"
                 "29 events, 11 in the future would move; 18 past events left as they are\n"),
            ("user", "only the 11 future ones, yes. go"),
            bash("node scripts/fix-event-offsets.mjs --only-future --apply | tail -2",
                 "updated 11 events (audit entries written, actor=leon)\n"
                 "next event start: 'Fog Week' 2026-11-12 06:00:00+00\n"),
            ("assistant", "Done. Recap:\n\n"
                          "- **Cause**: `EventForm.svelte` passed the `datetime-local` value through `new Date()`, "
                          "which reads it as the browser's local time; Harvest Tide (entered 10:00 on a Berlin "
                          "browser, UTC+1) was stored as 09:00 UTC.\n"
                          "- **Decision**: the editor is UTC only; no local time, no tooltip (the local-display "
                          "attempt was dropped after the DST test).\n"
                          "- **Guard**: `validateEvent` rejects starts within an hour of the Thursday 10:00 UTC "
                          "season reset, in the form and the API.\n"
                          "- 11 future events corrected, with audit entries."),
            ("user", "ty! 🎃"),
        ],
        "facts": [
            fact("harvest-tide-early", "Harvest Tide went live at 09:00 UTC instead of 10:00 because EventForm.svelte "
                                       "passed the datetime-local value through new Date(), which reads it in the "
                                       "browser's local zone (Berlin, UTC+1); it now appends Z to the UTC input.",
                 "bugfix", "assistant", ["datetime-local", ["new Date", "local"]]),
            fact("utc-only", "Every time in a tidewatch event definition is UTC; the editor never converts to or "
                             "shows local time (not even in a tooltip).",
                 "rule", "user", ["UTC", "local"], remember=True),
            fact("reset-guard", "No live-ops event may start within an hour either side of the weekly season reset "
                                "(Thursday 10:00 UTC); validateEvent blocks it in the form and the API.",
                 "decision", "user", ["season reset", "Thursday", "10:00"]),
        ],
        "optional": [
            opt("local-tooltip", "First plan (dropped): show local time with UTC in a tooltip.", ["tooltip"]),
        ],
        "questions": [
            q("Why did Harvest Tide go live an hour early?",
              "the datetime-local value went through new Date, read as the browser's local time",
              ["harvest-tide-early"]),
            q("Which time zone do event times in tidewatch use?", "UTC only, never local time", ["utc-only"]),
            q("Can a live-ops event start close to the season reset?",
              "no, not within an hour of Thursday 10:00 UTC", ["reset-guard"]),
        ],
    },
    {
        "id": "h50-cc-tidewatch-prettier-chore",
        "project": LIVEOPS,
        "start": datetime(2026, 11, 19, 9, 5),
        "about": "tidewatch: crunch-week chore: prettier complains about 40 files after someone's editor reformatted; "
                 "run the formatter, commit with --no-verify 'for today' (hook broken on the build box, one-off "
                 "'always'), 'run it again', a commit message reworded, launch-party chatter; nothing durable",
        "steps": [
            ("user", "morning. two weeks to launch and I slept 5h, be gentle. ci is red because prettier is angry "
                     "about a pile of files, somebody's editor went rogue yesterday. can you run the formatter and "
                     "commit, nothing else"),
            bash("npx prettier --check . 2>&1 | tail -45", _prettier()),
            bash("git log -1 --format='%h %an %s' && git diff HEAD~1 --stat | tail -1",
                 "a9c22e1 minseo tidewatch: reward picker search\n"
                 " 41 files changed, 2210 insertions(+), 2187 deletions(-)\n"),
            ("assistant", "40 files, and it's whitespace: the last commit (the reward picker search) came in with "
                          "tabs and 120-column lines, the repo's .prettierrc says 2 spaces and 100. Running "
                          "`prettier --write` only on those."),
            bash("npx prettier --write $(npx prettier --list-different .) | tail -3 && git diff --stat | tail -1",
                 "tests/e2e/search.spec.ts 41ms\ntests/e2e/clone.spec.ts 38ms\ntests/e2e/permissions.spec.ts 44ms\n"
                 " 40 files changed, 2187 insertions(+), 2210 deletions(-)\n"),
            bash("git commit -qam 'style: prettier' 2>&1 | tail -4",
                 "husky - pre-commit hook exited with code 1 (error)\n"
                 "lint-staged: spawn /build/cache/node-20/bin/node ENOENT\n"),
            ("user", "ah yes the hook. the node cache on the build box got wiped, infra is on it. for today just "
                     "always commit with --no-verify, we'll stop once they fixed it"),
            bash("git commit -q --no-verify -am 'style: prettier' && git log -1 --format='%h %s'",
                 "c71e0b3 style: prettier\n"),
            ("user", "actually call it 'style: run prettier on minseo's reward picker files', so she doesn't think "
                     "I'm blaming her in the log. well. I am a bit"),
            bash("git commit -q --no-verify --amend -m \"style: run prettier on the reward picker files\" && git log "
                 "-1 --format='%h %s'",
                 "d04f8a9 style: run prettier on the reward picker files\n"),
            ("assistant", "I left her name out of it, same meaning: `d04f8a9 style: run prettier on the reward "
                          "picker files`. Want me to push?"),
            ("user", "lol diplomatic. yes push"),
            bash("git push -q && gh run watch --exit-status $(gh run list -L1 --json databaseId -q "
                 "'.[0].databaseId') 2>&1 | tail -6",
                 "X main ci · 19201177354\n"
                 "JOBS\n"
                 "✓ format in 22s\n"
                 "✓ unit in 41s\n"
                 "X e2e in 3m12s\n"
                 "  X tests/e2e/clone.spec.ts:31 clone keeps regions (timeout 30000ms)\n"),
            ("user", "that clone test is flaky as hell, nothing to do with us. run it again"),
            bash("gh run rerun --failed $(gh run list -L1 --json databaseId -q '.[0].databaseId') && sleep 240 && "
                 "gh run view $(gh run list -L1 --json databaseId -q '.[0].databaseId') | tail -5",
                 "JOBS\n✓ format in 22s\n✓ unit in 41s\n✓ e2e in 3m04s\n\n✓ Run ci (19201177354) completed with "
                 "'success'\n"),
            ("assistant", "Green on the rerun. The clone test passed this time without changes."),
            ("user", "🙌 thanks. are you coming to the launch party? there's going to be a cake shaped like the "
                     "flagship. it'll probably be a disaster, the last one was shaped like a kraken and looked like "
                     "a pile of spaghetti"),
            ("assistant", "I'll have to skip the cake, but I hope the flagship holds its shape better than the "
                          "kraken did. Good luck with the last two weeks."),
            ("user", "haha. ok back to the salt mines"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h50-cc-satchel-double-grant",
        "project": SATCHEL,
        "start": datetime(2026, 11, 9, 11, 15),
        "about": "satchel (Kotlin/Ktor, CockroachDB): some players got Tidecoin twice; the person's guess (the store "
                 "sends its notification twice) ruled out; cause: the client retries POST /v1/purchases/verify "
                 "after its 5 s timeout and the endpoint wasn't idempotent (no unique key on store + store_txn_id); "
                 "fix unique index + ON CONFLICT; Korean-flavoured 'please keep in your memory for next sessions "
                 "also': receipts are checked only server side; wallet.updated on NATS so the balance shows "
                 "without relog (cert checklist); a client timeout change left to the client team",
        "steps": [
            ("user", "Hello! I have problem from yesterday. Some players get Tidecoin two times for one purchase. "
                     "Support team find 37 accounts until now. Maybe Apple server is sending notification two "
                     "times? Please check."),
            bash("psql \"$SATCHEL_DB\" -c \"select account_id, store, store_txn_id, count(*), min(created_at), "
                 "max(created_at) from purchases where created_at > now() - interval '2 days' group by 1,2,3 having "
                 "count(*) > 1 order by 4 desc limit 8\"",
                 "   account_id   | store  |   store_txn_id    | count |            min             |            max\n"
                 "----------------+--------+-------------------+-------+----------------------------+---------------"
                 "-------------\n"
                 " 8812000431922  | apple  | 420001937712004   |     3 | 2026-11-08 19:02:11.031+00 | 2026-11-08 "
                 "19:02:22.114+00\n"
                 " 8812000019034  | apple  | 420001937650871   |     2 | 2026-11-08 18:44:02.778+00 | 2026-11-08 "
                 "18:44:08.912+00\n"
                 " 8812000230777  | google | GPA.3312-8841-2290-11052 |  2 | 2026-11-08 20:13:40.201+00 | "
                 "2026-11-08 20:13:46.005+00\n"
                 " 8812000551201  | apple  | 420001937733390   |     2 | 2026-11-08 21:07:19.300+00 | 2026-11-08 "
                 "21:07:25.871+00\n"
                 " 8812000071145  | psn    | 7B2C-11AF-0091    |     2 | 2026-11-08 19:55:01.442+00 | 2026-11-08 "
                 "19:55:07.013+00\n"
                 "(5 of 37 rows)\n"),
            ("assistant", "It isn't only Apple: the duplicates are on apple, google and psn, and the copies are 5-11 "
                          "seconds apart. Apple's server notifications would also go through a different endpoint "
                          "(`/v1/store/apple/notifications`), so let me check which endpoint wrote these rows."),
            bash("kubectl -n satchel logs deploy/satchel --since=40h | grep -E '420001937712004' | cut -c1-180",
                 "2026-11-08T19:02:11.029Z INFO  POST /v1/purchases/verify account=8812000431922 store=apple "
                 "txn=420001937712004 req=7f1c... apple_verify_ms=6120 -> granted 1200 TIDECOIN\n"
                 "2026-11-08T19:02:16.540Z INFO  POST /v1/purchases/verify account=8812000431922 store=apple "
                 "txn=420001937712004 req=91ab... apple_verify_ms=5480 -> granted 1200 TIDECOIN\n"
                 "2026-11-08T19:02:22.112Z INFO  POST /v1/purchases/verify account=8812000431922 store=apple "
                 "txn=420001937712004 req=c0d2... apple_verify_ms=410 -> granted 1200 TIDECOIN\n"),
            tool("Read", {"file_path": f"{SATCHEL}/src/main/kotlin/games/kettlerock/satchel/purchase/VerifyRoute.kt",
                          "offset": 20, "limit": 40},
                 "    20\tpost(\"/v1/purchases/verify\") {\n"
                 "    21\t    val req = call.receive<VerifyRequest>()\n"
                 "    22\t    val receipt = stores.of(req.store).verify(req.receipt)   // calls the store's API\n"
                 "    23\t    if (!receipt.valid) return@post call.respond(HttpStatusCode.PaymentRequired)\n"
                 "    24\t    db.tx {\n"
                 "    25\t        purchases.insert(\n"
                 "    26\t            id = UUID.randomUUID(), account = req.accountId, store = req.store,\n"
                 "    27\t            storeTxnId = receipt.transactionId, sku = receipt.sku,\n"
                 "    28\t        )\n"
                 "    29\t        wallet.credit(req.accountId, receipt.sku.currency, receipt.sku.amount)\n"
                 "    30\t    }\n"
                 "    31\t    call.respond(VerifyResponse(granted = true))\n"
                 "    32\t}\n"),
            bash("grep -rn 'timeout' ../brinefall-client-config/satchel.json; psql \"$SATCHEL_DB\" -Atc \"select "
                 "indexdef from pg_indexes where tablename = 'purchases'\"",
                 "../brinefall-client-config/satchel.json:4:  \"verify_timeout_ms\": 5000,\n"
                 "../brinefall-client-config/satchel.json:5:  \"verify_retries\": 2,\n"
                 "CREATE UNIQUE INDEX purchases_pkey ON satchel.public.purchases USING btree (id ASC)\n"
                 "CREATE INDEX purchases_account_idx ON satchel.public.purchases USING btree (account_id ASC)\n"),
            ("assistant", "Not the store notifications. All three grants for that account came from the **client** "
                          "calling `POST /v1/purchases/verify` three times with the same receipt.\n\n"
                          "What happens: the game client waits `verify_timeout_ms = 5000` and retries up to 2 "
                          "times. Saturday evening Apple's verify API was slow (6.1 s and 5.5 s in the log), so "
                          "the client gave up and retried while satchel was still working, and each request "
                          "finished on its own. The route inserts a purchase with a fresh random UUID every time, "
                          "and the only unique index on `purchases` is the primary key, so nothing stops a second "
                          "row for the same `store_txn_id`; each insert credits the wallet again.\n\n"
                          "Fix: a unique index on `(store, store_txn_id)` and an insert with "
                          "`ON CONFLICT DO NOTHING RETURNING id`. Only the request that actually inserts the row "
                          "credits the wallet; a retry finds the existing purchase and gets the same "
                          "`granted = true` answer without a second credit. That makes verify idempotent no "
                          "matter how the client retries."),
            ("user", "Ah, I see. Client retry, not Apple. OK please make the fix like this.\n\n"
                     "And one thing, please keep in your memory for next sessions also: receipt check is only "
                     "server side. Client say \"purchase success\", we are not believing this, never. Always "
                     "satchel verify with store first, then grant. Some new people want to trust client for speed, "
                     "this is not OK."),
            tool("Write", {"file_path": f"{SATCHEL}/src/main/resources/db/migration/V41__purchases_store_txn_unique.sql",
                           "content": "-- one purchase per store transaction: verify must be idempotent\n"
                                      "CREATE UNIQUE INDEX purchases_store_txn_uq ON purchases (store, store_txn_id);\n"},
                 "File created successfully at: /Users/hyejin/dev/satchel/src/main/resources/db/migration/"
                 "V41__purchases_store_txn_unique.sql"),
            tool("Edit", {"file_path": f"{SATCHEL}/src/main/kotlin/games/kettlerock/satchel/purchase/VerifyRoute.kt",
                          "old_string": "    db.tx {\n        purchases.insert(\n"
                                        "            id = UUID.randomUUID(), account = req.accountId, store = req.store,\n"
                                        "            storeTxnId = receipt.transactionId, sku = receipt.sku,\n"
                                        "        )\n"
                                        "        wallet.credit(req.accountId, receipt.sku.currency, receipt.sku.amount)\n"
                                        "    }\n",
                          "new_string": "    db.tx {\n        // ON CONFLICT (store, store_txn_id) DO NOTHING: a retried verify\n"
                                        "        // finds the existing purchase and must not credit again\n"
                                        "        val inserted = purchases.insertIfAbsent(\n"
                                        "            account = req.accountId, store = req.store,\n"
                                        "            storeTxnId = receipt.transactionId, sku = receipt.sku,\n"
                                        "        )\n"
                                        "        if (inserted) wallet.credit(req.accountId, receipt.sku.currency, "
                                        "receipt.sku.amount)\n"
                                        "    }\n"},
                 "The file /Users/hyejin/dev/satchel/src/main/kotlin/games/kettlerock/satchel/purchase/VerifyRoute.kt "
                 "has been updated."),
            bash("./gradlew test --tests '*Verify*' 2>&1 | tail -12",
                 "> Task :compileKotlin\n"
                 "> Task :flywayMigrateTest\n"
                 "Successfully applied 1 migration to schema \"public\", now at version v41 (execution time "
                 "00:00.212s)\n"
                 "> Task :test\n\n"
                 "VerifyRouteTest > valid receipt grants once() PASSED\n"
                 "VerifyRouteTest > concurrent retries with same store_txn_id grant once() PASSED\n"
                 "VerifyRouteTest > invalid receipt returns 402() PASSED\n"
                 "VerifyRouteTest > client-side success flag is ignored() PASSED\n\n"
                 "BUILD SUCCESSFUL in 38s\n"
                 "7 actionable tasks: 4 executed, 3 up-to-date\n"),
            ("assistant", "Fix and migration are in and the tests pass, including a new one with three concurrent "
                          "retries (one credit). I'll keep the receipt rule in mind: satchel always verifies with "
                          "the store itself, and a success flag from the client is ignored.\n\n"
                          "For the 37 accounts, the duplicate credits need reversing; I can generate a list with "
                          "the extra amounts for support. Also, the client's 5 s verify timeout is shorter than a "
                          "slow store verify; raising it to 15 s would make retries rarer, though with the fix "
                          "they're harmless."),
            ("user", "Yes list for support please. Timeout is client team decision, I will tell them, not for us.\n\n"
                     "Other thing, also from cert checklist: when player buy currency, wallet must show new amount "
                     "without relog. Now client only refresh wallet at login. How we do this?"),
            bash("grep -rn 'nats' src/main/kotlin | head -5; grep -n 'subjects' ../session-gateway/config/"
                 "gateway.yaml",
                 "src/main/kotlin/games/kettlerock/satchel/events/Nats.kt:12:    val conn = Nats.connect(cfg.natsUrl)\n"
                 "src/main/kotlin/games/kettlerock/satchel/events/InventoryEvents.kt:18:        "
                 "nats.publish(\"inventory.changed.${'$'}accountId\", payload)\n"
                 "../session-gateway/config/gateway.yaml:31:  subjects: [\"inventory.changed.{account}\", "
                 "\"party.invite.{account}\"]\n"),
            ("assistant", "There's already a path for this: satchel publishes `inventory.changed.<accountId>` on "
                          "NATS, and the session gateway forwards subjects listed in `gateway.yaml` to the "
                          "player's connected client. So: after a credit, satchel publishes "
                          "`wallet.updated.<accountId>` with the new balance, and we add `wallet.updated.{account}` "
                          "to the gateway's subjects. The client then updates the wallet without a relog. Should I "
                          "do both?"),
            ("user", "Yes, do both"),
            tool("Edit", {"file_path": f"{SATCHEL}/src/main/kotlin/games/kettlerock/satchel/purchase/VerifyRoute.kt",
                          "old_string": "        if (inserted) wallet.credit(req.accountId, receipt.sku.currency, "
                                        "receipt.sku.amount)\n",
                          "new_string": "        if (inserted) {\n"
                                        "            val balance = wallet.credit(req.accountId, receipt.sku.currency, "
                                        "receipt.sku.amount)\n"
                                        "            afterCommit { events.walletUpdated(req.accountId, balance) }  "
                                        "// wallet.updated.<account>\n"
                                        "        }\n"},
                 "The file /Users/hyejin/dev/satchel/src/main/kotlin/games/kettlerock/satchel/purchase/VerifyRoute.kt "
                 "has been updated."),
            tool("Edit", {"file_path": "/Users/hyejin/dev/session-gateway/config/gateway.yaml",
                          "old_string": "  subjects: [\"inventory.changed.{account}\", \"party.invite.{account}\"]",
                          "new_string": "  subjects: [\"inventory.changed.{account}\", \"party.invite.{account}\", "
                                        "\"wallet.updated.{account}\"]"},
                 "The file /Users/hyejin/dev/session-gateway/config/gateway.yaml has been updated."),
            bash("./gradlew test 2>&1 | tail -3 && psql \"$SATCHEL_DB\" -Atc \"select count(*), sum(extra) from "
                 "dup_credit_report\"",
                 "BUILD SUCCESSFUL in 1m12s\n12 actionable tasks: 6 executed, 6 up-to-date\n37|51600\n"),
            ("assistant", "Done:\n- unique index `purchases_store_txn_uq` on `(store, store_txn_id)` (V41) and "
                          "`ON CONFLICT DO NOTHING` in verify, so a retried verify credits once;\n"
                          "- `wallet.updated.<accountId>` published after commit and forwarded by the session "
                          "gateway, so the balance updates without relog;\n"
                          "- support list: 37 accounts, 51,600 Tidecoin credited twice, in `dup_credit_report`."),
            ("user", "Thank you so much 🙏 I send list to support now."),
        ],
        "facts": [
            fact("double-grant", "Players got Tidecoin twice because the client retries POST /v1/purchases/verify "
                                 "after its 5 s timeout and verify wasn't idempotent (only the UUID primary key was "
                                 "unique); fixed with a unique index on (store, store_txn_id), "
                                 "purchases_store_txn_uq, and ON CONFLICT DO NOTHING, crediting only on insert. The "
                                 "store notifications were not the cause.",
                 "bugfix", "assistant", ["store_txn_id", ["ON CONFLICT", "unique index", "purchases_store_txn_uq"]]),
            fact("server-side-receipts", "Store receipts are checked only server side: satchel always verifies with "
                                         "the store before granting, and a client's 'purchase success' is never "
                                         "trusted.",
                 "rule", "user", ["server side", "client"], remember=True),
            fact("wallet-updated", "After a credit satchel publishes wallet.updated.<accountId> on NATS and the "
                                   "session gateway forwards it, so the wallet shows the new amount without relog "
                                   "(a cert checklist item).",
                 "decision", "assistant", ["wallet.updated", ["relog", "session gateway"]]),
        ],
        "optional": [
            opt("client-timeout", "The client's verify_timeout_ms is 5000 with 2 retries; changing it is the client "
                                  "team's call.", ["verify_timeout_ms"]),
            opt("dup-report", "37 accounts were credited 51,600 Tidecoin twice (dup_credit_report for support).",
                ["37", "dup_credit_report"]),
        ],
        "questions": [
            q("Why did some players get Tidecoin twice for one purchase?",
              "the client retried verify and there was no unique index on store and store_txn_id",
              ["double-grant"]),
            q("Where are store receipts validated?", "only server side; we never trust the client's success",
              ["server-side-receipts"]),
            q("How does the game client learn a new wallet balance without relog?",
              "satchel publishes wallet.updated on NATS, forwarded by the session gateway", ["wallet-updated"]),
        ],
    },
]
