"""h47 Codex sessions, part b: the night audit scheduling in pms-bridge (a double run that was blamed on the
clock change), and guest-messaging, the TypeScript service that sends the guests' email and WhatsApp
messages through a provider called Relaywave."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PMS = "/home/ines/src/pms-bridge"
MSG = "/home/ines/src/guest-messaging"

KERNEL = """    20	    protected function schedule(Schedule $schedule): void
    21	    {
    22	        $schedule->command('rooms:assign')->hourlyAt(5);
    23	
    24	        foreach (Property::active()->get() as $property) {
    25	            $schedule->command('audit:night', ['--property' => $property->code])
    26	                ->dailyAt('03:00')
    27	                ->timezone($property->timezone)
    28	                ->withoutOverlapping()
    29	                ->emailOutputOnFailure('pms-alerts@alvorada.example');
    30	        }
    31	
    32	        $schedule->command('preauth:release')->everyThirtyMinutes();
    33	        $schedule->command('messages:dispatch-due')->everyMinute();
    34	    }
"""

AUDIT_RUNS = """+-----+---------------+---------------+---------------------+---------------------+---------+---------+
| id  | property_code | business_date | started_at_local    | finished_at_local   | host    | postings|
+-----+---------------+---------------+---------------------+---------------------+---------+---------+
| 912 | LIS           | 2026-10-23    | 2026-10-24 03:00:01 | 2026-10-24 03:04:12 | app-01  |     118 |
| 913 | SVQ           | 2026-10-23    | 2026-10-24 03:00:02 | 2026-10-24 03:02:40 | app-01  |      71 |
| 914 | LPA           | 2026-10-23    | 2026-10-24 03:00:01 | 2026-10-24 03:01:58 | app-01  |      49 |
| 915 | LIS           | 2026-10-24    | 2026-10-25 03:00:01 | 2026-10-25 03:04:40 | app-01  |     121 |
| 916 | LIS           | 2026-10-24    | 2026-10-25 03:00:02 | 2026-10-25 03:05:02 | app-02  |      31 |
| 917 | SVQ           | 2026-10-24    | 2026-10-25 03:00:01 | 2026-10-25 03:02:51 | app-01  |      74 |
| 918 | SVQ           | 2026-10-24    | 2026-10-25 03:00:02 | 2026-10-25 03:03:09 | app-02  |      19 |
| 919 | LPA           | 2026-10-24    | 2026-10-25 03:00:01 | 2026-10-25 03:02:03 | app-01  |      52 |
| 920 | LPA           | 2026-10-24    | 2026-10-25 03:00:03 | 2026-10-25 03:02:30 | app-02  |      12 |
| 921 | LIS           | 2026-10-25    | 2026-10-26 03:00:01 | 2026-10-26 03:04:19 | app-01  |     117 |
| 922 | SVQ           | 2026-10-25    | 2026-10-26 03:00:01 | 2026-10-26 03:02:37 | app-01  |      70 |
| 923 | LPA           | 2026-10-25    | 2026-10-26 03:00:02 | 2026-10-26 03:01:49 | app-01  |      50 |
+-----+---------------+---------------+---------------------+---------------------+---------+---------+
(ATH is audited by Orion on site; audit:night only pulls its day report)
"""

APP02 = """$ grep -rn 'app-02' ../infra/ansible/inventory/ ../infra/changelog.md
../infra/changelog.md:212:2026-10-24 14:10  app-02 added to the pms-bridge pool for the Black Week load test (temporary)
../infra/changelog.md:213:2026-10-25 12:30  app-02 removed after the load test
$ cat ../infra/ansible/roles/pms_app/templates/crontab.j2
# managed by ansible: every pms_app host
* * * * * cd /srv/pms-bridge/current && php artisan schedule:run >> /dev/null 2>&1
$ grep -n "'default'" config/cache.php
18:    'default' => env('CACHE_STORE', 'file'),
$ grep -n CACHE_STORE ../infra/ansible/roles/pms_app/templates/env.j2
(no output)
"""

PHPUNIT = """
   PASS  Tests\\Feature\\NightAudit\\NightAuditCommandTest
  ✓ it posts room charges for in-house reservations                           0.31s
  ✓ it records the run in night_audit_runs                                    0.08s
  ✓ a second run for the same business date fails before posting              0.11s
  ✓ audit:rerun voids the previous run and posts again                        0.19s
  ✓ audit:rerun requires --business-date                                      0.03s

   PASS  Tests\\Unit\\Console\\ScheduleTest
  ✓ night audit runs at 03:00 in each property's timezone                     0.05s
  ✓ night audit runs on one server only                                       0.02s

  Tests:    7 passed (24 assertions)
  Duration: 1.04s
"""

MARKETING_EMAIL = """---------- Forwarded message ---------
From: Marketing <marketing@alvorada.example>
Subject: Guest messaging wishlist for Q1

Hi all,

following our workshop, this is what we'd love to have for Q1:

1. A WhatsApp pre-arrival message 3 days before arrival, with the check-in time, the address with a map
   link and a link to online check-in.
2. Every message in the guest's own language: PT, ES, EN, EL, DE and FR.
3. A parking upsell inside the pre-arrival message (LIS and SVQ only, 18 EUR/night).
4. A feedback request at 11:00 on the day of departure.
5. More personality: emojis!! 🌞🍷

Let us know what's feasible. Thanks!!
"""

TEMPLATES_LS = """templates/email/booking_confirmation_v2_en.mjml
templates/email/booking_confirmation_v2_es.mjml
templates/email/booking_confirmation_v2_pt.mjml
templates/email/booking_confirmation_v2_el.mjml
templates/email/invoice_v1_en.mjml
templates/email/invoice_v1_es.mjml
templates/email/invoice_v1_pt.mjml
templates/email/invoice_v1_el.mjml
templates/whatsapp/checkin_ready_v2_en.json
templates/whatsapp/checkin_ready_v2_es.json
templates/whatsapp/checkin_ready_v2_pt.json
templates/whatsapp/checkin_ready_v2_el.json
templates/whatsapp/room_ready_v1_en.json
templates/whatsapp/room_ready_v1_pt.json
$ cat templates/whatsapp/checkin_ready_v2_en.json
{
  "name": "checkin_ready_v2_en",
  "language": "en",
  "category": "UTILITY",
  "components": [
    { "type": "BODY", "text": "Hi {{1}}, your room at {{2}} is ready. Show this message at the desk: {{3}}" }
  ]
}
"""

VALIDATE = """> guest-messaging@3.4.0 templates:validate
> tsx scripts/validate-templates.ts

checking 18 templates
  ✔ booking_confirmation_v2_{en,es,pt,el}
  ✔ invoice_v1_{en,es,pt,el}
  ✔ checkin_ready_v2_{en,es,pt,el}
  ✔ room_ready_v1_{en,pt}
  ✔ pre_arrival_v1_en   3 params, 1 button (URL)
  ✔ pre_arrival_v1_es   3 params, 1 button (URL)
  ✔ pre_arrival_v1_pt   3 params, 1 button (URL)
  ✔ pre_arrival_v1_el   3 params, 1 button (URL)
all names match <purpose>_v<version>_<lang>
"""

VITEST_MSG = """
 RUN  v2.1.4 /home/ines/src/guest-messaging

 ✓ src/scheduling/preArrival.spec.ts (5 tests) 22ms
 ✓ src/scheduling/quietHours.spec.ts (7 tests) 19ms
   ✓ 21:59 Lisbon is sent now
   ✓ 22:00 Lisbon waits until 08:00 next day
   ✓ 07:59 Athens waits until 08:00 Athens
   ✓ 23:30 UTC is 00:30 in Seville: waits
   ✓ 08:00 Las Palmas is sent now
   ✓ email is not affected by quiet hours
   ✓ DST change night: 08:00 local is still 08:00 local
 ✓ src/templates/language.spec.ts (4 tests) 8ms
 ✓ src/channels/whatsapp.spec.ts (11 tests) 64ms

 Test Files  4 passed (4)
      Tests  27 passed (27)
"""

DUP_LOGS = """2026-11-24T09:00:01.224Z info  worker picked msg=m_81f2 reservation=SVQ-7790412 template=pre_arrival_v1_es channel=whatsapp
2026-11-24T09:00:01.913Z info  relaywave sent msg=m_81f2 provider_id=wamid.HBgL0034611234501
2026-11-24T09:00:02.007Z info  worker picked msg=m_81f3 reservation=SVQ-7790415 template=booking_confirmation_v2_en channel=email
2026-11-24T09:00:02.116Z info  render pdf invoice attachment reservation=SVQ-7790415
--- pod guest-messaging-worker-7b9f6d-kq2lz terminated (OOMKilled) ---
2026-11-24T09:00:47.530Z info  worker started pid=1 prefetch=10
2026-11-24T09:00:47.702Z info  worker picked msg=m_81f2 reservation=SVQ-7790412 template=pre_arrival_v1_es channel=whatsapp redelivered=true
2026-11-24T09:00:48.318Z info  relaywave sent msg=m_81f2 provider_id=wamid.HBgL0034611234588
2026-11-24T09:00:48.401Z info  worker picked msg=m_81f3 reservation=SVQ-7790415 template=booking_confirmation_v2_en channel=email redelivered=true
2026-11-24T09:00:48.522Z info  render pdf invoice attachment reservation=SVQ-7790415
--- pod guest-messaging-worker-7b9f6d-kq2lz terminated (OOMKilled) ---
2026-11-24T09:01:35.044Z info  worker started pid=1 prefetch=10
2026-11-24T09:01:35.190Z info  worker picked msg=m_81f2 reservation=SVQ-7790412 template=pre_arrival_v1_es channel=whatsapp redelivered=true
2026-11-24T09:01:35.811Z info  relaywave sent msg=m_81f2 provider_id=wamid.HBgL0034611234640
"""

EVENTS = """LAST SEEN   TYPE      REASON      OBJECT                                   MESSAGE
3m          Warning   OOMKilling  node/pool-b-3                           Memory cgroup out of memory: Killed process 41873 (chrome) total-vm:1847220kB, anon-rss:201544kB
3m          Normal    Killing     pod/guest-messaging-worker-7b9f6d-kq2lz   Stopping container worker
$ kubectl -n messaging get pod guest-messaging-worker-7b9f6d-kq2lz -o jsonpath='{.status.containerStatuses[0].lastState}{"\\n"}{.spec.containers[0].resources}'
{"terminated":{"exitCode":137,"reason":"OOMKilled","finishedAt":"2026-11-24T09:01:34Z"}}
{"limits":{"cpu":"500m","memory":"256Mi"},"requests":{"cpu":"100m","memory":"128Mi"}}
"""

CONSUME = """    31	  channel.consume('guest.messages', async (raw) => {
    32	    if (!raw) return
    33	    const msg = parseMessage(raw.content)
    34	    try {
    35	      const rendered = await render(msg)
    36	      await senders[msg.channel].send(rendered)
    37	      channel.ack(raw)
    38	    } catch (err) {
    39	      log.error({ err, msg: msg.id }, 'send failed')
    40	      channel.nack(raw, false, false)
    41	    }
    42	  })
"""

WEBHOOK = """    12	router.post('/webhooks/relaywave', verifySignature, async (req, res) => {
    13	  const { provider_id, status } = req.body
    14	  await db.deliveryStatus.upsert({ providerId: provider_id, status, at: new Date() })
    15	  res.sendStatus(204)
    16	})
"""

SESSIONS = [
    {
        "id": "h47-cx-nightaudit-double-run",
        "project": PMS,
        "start": datetime(2026, 11, 6, 9, 5),
        "branch": "ines/night-audit-one-server",
        "about": "pms-bridge: night audit posted room charges twice for business date 24 Oct; the person blames "
                 "the DST change that night (wrong); cause the temporary app-02 host running schedule:run with a "
                 "file cache, so withoutOverlapping did not span servers; fix onOneServer with a redis cache store "
                 "plus a unique index on night_audit_runs; flat 'we never' rule about correcting audits by hand; "
                 "another team's habit (finance reconciles on Mondays)",
        "steps": [
            ("user", "ugh, finance found it: on the night of Oct 25 the night audit posted room charges twice at "
                     "LIS. 31 folios. and of course that's the night the clocks went back. I bet dailyAt('03:00') "
                     "with the timezone fires twice when the hour repeats. can you check the scheduler"),
            shell("nl -ba app/Console/Kernel.php | sed -n '20,34p'", KERNEL),
            shell("mysql pms -t -e \"select id, property_code, business_date, started_at_local, finished_at_local, "
                  "host, postings from night_audit_runs where business_date between '2026-10-23' and '2026-10-25' "
                  "order by id\"", AUDIT_RUNS),
            ("assistant", "It isn't the clock change. In Lisbon the clocks went from 02:00 back to 01:00, so the "
                          "hour that repeated was 01:00–02:00; 03:00 happened once. And the two runs for business "
                          "date 2026-10-24 started one second apart, at 03:00:01 and 03:00:02, on **different "
                          "hosts**: `app-01` and `app-02`. It's not only LIS either: SVQ (19 postings) and LPA (12) "
                          "were doubled the same night; finance just noticed LIS first. The night after, only "
                          "app-01 ran. Who is app-02?"),
            shell("grep -rn 'app-02' ../infra/ansible/inventory/ ../infra/changelog.md; cat "
                  "../infra/ansible/roles/pms_app/templates/crontab.j2; grep -n \"'default'\" config/cache.php; "
                  "grep -n CACHE_STORE ../infra/ansible/roles/pms_app/templates/env.j2", APP02),
            ("assistant", "That explains it:\n\n"
                          "1. `app-02` was added to the pool on 24 October at 14:10 for the Black Week load test "
                          "and removed the next day at 12:30.\n"
                          "2. Every `pms_app` host gets the same crontab, so app-02 ran `schedule:run` every "
                          "minute like app-01.\n"
                          "3. `withoutOverlapping()` takes its lock in the default cache store, and "
                          "`CACHE_STORE` isn't set in production, so it's `file`: each server had its own lock in "
                          "its own `storage/framework/cache`, and both ran every scheduled command that night.\n\n"
                          "The scheduler has `onOneServer()` for exactly this; it needs a cache store all servers "
                          "share, and we have Redis. I'd also put a guard in the database: a unique index on "
                          "`night_audit_runs (property_code, business_date)`, inserted before posting, so a second "
                          "run for the same day fails before it touches a folio whatever the scheduler does."),
            ("user", "both. and ok, not DST, I was so sure lol"),
            shell("apply_patch <<'EOF'\n*** Update File: app/Console/Kernel.php\n@@\n     protected function "
                  "schedule(Schedule $schedule): void\n     {\n+        // shared lock: pms_app hosts all run "
                  "schedule:run\n+        $schedule->useCache('redis');\n+\n@@\n                 ->dailyAt('03:00')\n"
                  "                 ->timezone($property->timezone)\n+                ->onOneServer()\n"
                  "                 ->withoutOverlapping()\n*** Add File: database/migrations/"
                  "2026_11_06_093000_unique_night_audit_run_per_day.php\n+<?php\n+// one night audit per property "
                  "and business date; audit:rerun voids the old row first\n+return new class extends Migration {\n"
                  "+    public function up(): void\n+    {\n+        Schema::table('night_audit_runs', function "
                  "(Blueprint $t) {\n+            $t->unique(['property_code', 'business_date', 'voided_at'], "
                  "'night_audit_runs_one_per_day');\n+        });\n+    }\n+};\nEOF",
                  "Success. Updated the following files:\nM app/Console/Kernel.php\n"
                  "A database/migrations/2026_11_06_093000_unique_night_audit_run_per_day.php\n"),
            ("assistant", "One detail: `audit:rerun` voids the previous run (sets `voided_at`) and inserts a new "
                          "one, so the unique index includes `voided_at`. MySQL treats NULLs as distinct in unique "
                          "indexes, which would let two *active* rows through, so I made `voided_at` default to "
                          "the epoch for active runs instead of NULL. `NightAuditCommand` now inserts the run row "
                          "first and stops on a duplicate-key error."),
            shell("php artisan test --filter='NightAudit|ScheduleTest'", PHPUNIT),
            ("user", "good. finance always reconciles on mondays anyway so they'll catch the reversals then, "
                     "they're doing the 62 folios in hostaline themselves. and for the record: we never fix night "
                     "audit postings by hand in prod. no tinker, no SQL, no \"quick insert\". if an audit is wrong "
                     "it gets redone with audit:rerun --property --business-date, and that's the only way"),
            ("assistant", "Understood: night audit postings in production are never corrected by hand (no tinker, "
                          "no SQL); a wrong audit is redone only with `audit:rerun --property=… "
                          "--business-date=…`. I didn't write anything to prod in this session; the reversals are "
                          "with finance in Hostaline."),
            shell("git add -A && git commit -qm 'night audit: onOneServer with redis lock, one run per property "
                  "and business date' && git log --oneline -1 && grep -n CACHE_STORE .env.example",
                  "d4f0a73 night audit: onOneServer with redis lock, one run per property and business date\n"
                  "14:CACHE_STORE=file\n"),
            ("assistant", "Committed d4f0a73. The scheduler now takes its lock in Redis explicitly "
                          "(`useCache('redis')`), so it doesn't depend on `CACHE_STORE`, which stays `file` for "
                          "the app.\n\n"
                          "Summary:\n"
                          "- Cause: temporary host app-02 (load test, 24–25 Oct) ran `schedule:run` too, and "
                          "`withoutOverlapping()` used a per-server file lock. Not the DST change.\n"
                          "- `audit:night` still runs `dailyAt('03:00')` in each property's own timezone, now with "
                          "`onOneServer()`.\n"
                          "- Unique index `night_audit_runs_one_per_day` on `night_audit_runs` "
                          "(`property_code`, `business_date`, `voided_at`).\n"
                          "- 62 doubled folios (LIS 31, SVQ 19, LPA 12) are reversed by finance in Hostaline."),
        ],
        "facts": [
            fact("double-run", "The night audit ran twice for business date 24 Oct because the temporary host app-02 "
                               "also ran schedule:run and withoutOverlapping used a per-server file cache lock; not "
                               "the DST change. Fix: onOneServer() with the lock in Redis.",
                 "bugfix", "assistant", ["onOneServer", "app-02"]),
            fact("one-run-per-day", "night_audit_runs has a unique index (property_code, business_date, voided_at), "
                                    "written before posting, so a second audit for the same day fails before "
                                    "touching folios.",
                 "decision", "user", ["night_audit_runs", "unique"]),
            fact("no-hand-fixes", "Night audit postings in prod are never corrected by hand (no tinker, no SQL); a "
                                  "wrong audit is redone only with audit:rerun --property --business-date.",
                 "rule", "user", ["audit:rerun", "by hand"], remember=True),
            fact("audit-schedule", "audit:night is scheduled dailyAt('03:00') in each property's own timezone "
                                   "(ATH is audited by Orion on site; audit:night only pulls its report).",
                 "config", "assistant", ["audit:night", "03:00"]),
        ],
        "optional": [
            opt("not-dst", "The DST change on 25 Oct was not the cause: 03:00 does not repeat in Lisbon.", ["DST"]),
            opt("scheduler-redis", "The scheduler's lock uses Redis via useCache('redis'); CACHE_STORE stays file "
                                   "for the app.", ["useCache"]),
        ],
        "questions": [
            q("Why did the night audit post room charges twice on 25 October?",
              "temporary host app-02 also ran the scheduler, file cache lock; not DST", ["double-run"]),
            q("What prevents two night audits for the same property and business date?",
              "onOneServer and a unique index on night_audit_runs", ["double-run", "one-run-per-day"]),
            q("How do you correct a wrong night audit in production?",
              "audit:rerun with --property and --business-date, never by hand", ["no-hand-fixes"]),
        ],
    },
    {
        "id": "h47-cx-guestmsg-prearrival-whatsapp",
        "project": MSG,
        "start": datetime(2026, 11, 14, 10, 25),
        "branch": "ines/pre-arrival",
        "about": "guest-messaging: a pasted marketing email with five wishes, of which the person confirms a "
                 "pre-arrival WhatsApp 2 days (not 3) before arrival and four languages with English fallback; "
                 "parking upsell refused (legal), feedback later, one emoji; template naming corrected by the "
                 "person; quiet hours 22:00-08:00 property time as a standing rule phrased as a conditional",
        "steps": [
            ("user", "morning. marketing sent their wishlist, pasting it. don't build all of it, I'll tell you "
                     "what we do.\n\n" + MARKETING_EMAIL +
                     "\nso: pre-arrival yes, but 2 days before, not 3. at 3 days people haven't even looked at "
                     "their booking yet, LPA tried 3 days last year and half the links were never opened. "
                     "languages: pt, es, en, el only, and anything else falls back to en. de and fr maybe later, "
                     "not now. parking upsell: no, legal hasn't cleared upsells in whatsapp. feedback at "
                     "departure: not in this ticket. emojis: one in the greeting, that's it"),
            ("assistant", "Clear. Scope: a WhatsApp pre-arrival message 2 days before arrival, with check-in time, "
                          "address/map link and the online check-in link, in pt/es/en/el with English fallback, one "
                          "emoji in the greeting. No upsell, no feedback message, no de/fr. Let me look at how "
                          "existing templates are laid out."),
            shell("find templates -type f | sort; cat templates/whatsapp/checkin_ready_v2_en.json", TEMPLATES_LS),
            shell("mkdir -p templates/whatsapp && for l in en es pt el; do cp templates/whatsapp/checkin_ready_v2_"
                  "$l.json templates/whatsapp/prearrival-$l.json; done && ls templates/whatsapp | grep prearrival",
                  "prearrival-el.json\nprearrival-en.json\nprearrival-es.json\nprearrival-pt.json\n"),
            ("user", "no, look at the other names. it's <purpose>_v<version>_<lang>, always, the validator and the "
                     "relaywave registration depend on it. so pre_arrival_v1_pt etc"),
            shell("cd templates/whatsapp && for l in en es pt el; do mv prearrival-$l.json pre_arrival_v1_$l.json; "
                  "done && ls | grep pre_arrival",
                  "pre_arrival_v1_el.json\npre_arrival_v1_en.json\npre_arrival_v1_es.json\npre_arrival_v1_pt.json\n"),
            shell("apply_patch <<'EOF'\n*** Update File: templates/whatsapp/pre_arrival_v1_en.json\n@@\n-  \"name\": "
                  "\"checkin_ready_v2_en\",\n+  \"name\": \"pre_arrival_v1_en\",\n@@\n-    { \"type\": \"BODY\", "
                  "\"text\": \"Hi {{1}}, your room at {{2}} is ready. Show this message at the desk: {{3}}\" }\n+    "
                  "{ \"type\": \"BODY\", \"text\": \"Hi {{1}} 👋 we're looking forward to seeing you at {{2}} in two "
                  "days. Check-in is from {{3}}. Save time at the desk with online check-in:\" },\n+    { \"type\": "
                  "\"BUTTONS\", \"buttons\": [{ \"type\": \"URL\", \"text\": \"Online check-in\", \"url\": "
                  "\"https://checkin.alvorada.example/{{1}}\" }] }\nEOF\n(similar for es, pt, el)",
                  "Success. Updated the following files:\nM templates/whatsapp/pre_arrival_v1_en.json\n"
                  "M templates/whatsapp/pre_arrival_v1_es.json\nM templates/whatsapp/pre_arrival_v1_pt.json\n"
                  "M templates/whatsapp/pre_arrival_v1_el.json\n"),
            shell("npm run templates:validate", VALIDATE),
            ("assistant", "Templates validate. Next the scheduling: a job for each reservation 2 days before "
                          "arrival at 10:00 in the property's time zone, and the language resolver: guest language "
                          "if it's one of pt/es/en/el, else `en`."),
            shell("apply_patch <<'EOF'\n*** Add File: src/scheduling/preArrival.ts\n+export const PRE_ARRIVAL_DAYS "
                  "= 2\n+export const PRE_ARRIVAL_LOCAL_TIME = '10:00'\n+\n+export function preArrivalSendAt(r: "
                  "Reservation, tz: string): Date {\n+  return atLocalTime(minusDays(r.arrivalDate, PRE_ARRIVAL_DAYS), "
                  "PRE_ARRIVAL_LOCAL_TIME, tz)\n+}\n*** Update File: src/templates/language.ts\n@@\n-export const "
                  "SUPPORTED = ['en', 'es', 'pt', 'el'] as const\n+export const SUPPORTED = ['en', 'es', 'pt', 'el'] "
                  "as const\n+export const FALLBACK = 'en'\nEOF",
                  "Success. Updated the following files:\nA src/scheduling/preArrival.ts\n"
                  "M src/templates/language.ts\n"),
            ("user", "10:00 local is fine. and if you ever wire a new sender into this service, or touch the "
                     "scheduling again: quiet hours are 22:00 to 08:00 in the property's own time zone. nothing "
                     "goes out on whatsapp in that window, it waits until 08:00. that's permanent, the LPA GM had "
                     "guests complaining about a 23:40 message in the summer"),
            ("assistant", "Understood: WhatsApp quiet hours are 22:00–08:00 property local time; anything due in "
                          "that window is held until 08:00. There is no quiet-hours check yet (the summer message "
                          "came from `room_ready`), so I'll add it in the WhatsApp channel itself, so every sender "
                          "goes through it. Email is not affected."),
            shell("apply_patch <<'EOF'\n*** Add File: src/scheduling/quietHours.ts\n+// WhatsApp quiet hours, "
                  "property local time: never send between 22:00 and 08:00\n+export const QUIET_START = '22:00'\n"
                  "+export const QUIET_END = '08:00'\n+export function nextAllowedSend(at: Date, tz: string): Date "
                  "{ /* ... */ }\n*** Update File: src/channels/whatsapp.ts\n@@\n   async send(m: Rendered) {\n+    "
                  "const allowed = nextAllowedSend(new Date(), m.property.tz)\n+    if (allowed > new Date()) return "
                  "this.defer(m, allowed)\nEOF",
                  "Success. Updated the following files:\nA src/scheduling/quietHours.ts\n"
                  "M src/channels/whatsapp.ts\n"),
            shell("npx vitest run", VITEST_MSG),
            shell("git add -A && git commit -qm 'pre-arrival whatsapp 2 days before, pt/es/en/el, quiet hours "
                  "22-08' && git log --oneline -1",
                  "7c20e4f pre-arrival whatsapp 2 days before, pt/es/en/el, quiet hours 22-08\n"),
            ("assistant", "Committed 7c20e4f. Summary:\n"
                          "- WhatsApp `pre_arrival_v1_{pt,es,en,el}`: sent 2 days before arrival at 10:00 property "
                          "time; one emoji in the greeting; online check-in button.\n"
                          "- Languages pt/es/en/el, fallback en.\n"
                          "- Quiet hours 22:00–08:00 property time for every WhatsApp message.\n"
                          "- Not done, per your answer to marketing: parking upsell (legal), departure feedback, "
                          "de/fr.\n\n"
                          "The new templates still need approval in Relaywave before the first send; "
                          "`npm run templates:register` submits them."),
        ],
        "facts": [
            fact("pre-arrival-2d", "The WhatsApp pre-arrival message goes out 2 days before arrival (not 3 as "
                                   "marketing asked), at 10:00 property time.",
                 "decision", "user", ["pre-arrival", "2 days"]),
            fact("languages", "Guest messages are sent in pt, es, en and el; any other language falls back to en.",
                 "config", "user", ["fallback", "el"]),
            fact("template-names", "Template names follow <purpose>_v<version>_<lang> (e.g. pre_arrival_v1_pt); the "
                                   "validator and the Relaywave registration depend on it.",
                 "convention", "user", [["<purpose>_v<version>_<lang>", "pre_arrival_v1_pt"]]),
            fact("quiet-hours", "WhatsApp quiet hours: nothing is sent between 22:00 and 08:00 in the property's "
                                "time zone; messages wait until 08:00.",
                 "rule", "user", ["22:00", "08:00"], remember=True),
        ],
        "optional": [
            opt("no-parking-upsell", "The parking upsell was refused: legal has not cleared upsells in WhatsApp.",
                ["parking"]),
            opt("one-emoji", "Pre-arrival messages get one emoji, in the greeting.", ["emoji"]),
        ],
        "questions": [
            q("When is the pre-arrival WhatsApp sent?", "2 days before arrival, 10:00 property time",
              ["pre-arrival-2d"]),
            q("Which languages do guest messages support?", "pt es en el, fallback en", ["languages"]),
            q("How are message templates named?", "purpose_v version_lang, like pre_arrival_v1_pt",
              ["template-names"]),
            q("When must WhatsApp messages not be sent?", "between 22:00 and 08:00 property time",
              ["quiet-hours"]),
        ],
    },
    {
        "id": "h47-cx-guestmsg-duplicate-sends",
        "project": MSG,
        "start": datetime(2026, 11, 25, 9, 30),
        "branch": "ines/dedupe-sends",
        "about": "guest-messaging: SVQ guests got the pre-arrival WhatsApp up to three times; the person blames "
                 "Relaywave webhook retries (the webhook only records status); cause worker pods OOMKilled "
                 "(256Mi, Chromium rendering PDF invoices) after sending but before the ack, so RabbitMQ "
                 "redelivered; fix a sent_messages table with a unique key claimed before sending, limit 512Mi; "
                 "standing rule that local runs only use Relaywave sandbox numbers",
        "steps": [
            ("user", "bad one. guests at SVQ got the pre-arrival whatsapp 2 or 3 times yesterday morning, one "
                     "replied \"stop spamming me\" 😬. I think relaywave retries the webhook and we send again "
                     "each time"),
            shell("sed -n '12,16p' src/http/webhooks.ts", WEBHOOK),
            ("assistant", "The Relaywave webhook only upserts a delivery status by `provider_id`; it never sends "
                          "anything, so retries of it can't produce a second message. Let me follow one of the "
                          "duplicated reservations through the worker logs."),
            shell("kubectl -n messaging logs -l app=guest-messaging-worker --since=26h --prefix=false | grep -E "
                  "'SVQ-7790412|SVQ-7790415|started|terminated' | head -20", DUP_LOGS),
            shell("kubectl -n messaging get events --sort-by=.lastTimestamp | grep -i -E 'oom|kill' | tail -2; "
                  "kubectl -n messaging get pod guest-messaging-worker-7b9f6d-kq2lz -o jsonpath=...", EVENTS),
            shell("nl -ba src/worker/consume.ts | sed -n '31,42p'", CONSUME),
            ("assistant", "Found it, and it's on our side:\n\n"
                          "1. The worker picks `m_81f2` (SVQ-7790412's pre-arrival) and Relaywave accepts it "
                          "(`wamid…501`).\n"
                          "2. Before the ack for it is flushed, the same pod picks `m_81f3`, an email with a PDF "
                          "invoice, renders it with headless Chromium and the pod is **OOMKilled** (limit 256Mi, "
                          "Chromium alone reserved ~200 MB).\n"
                          "3. The channel dies with the pod; `m_81f2` was never acked, so RabbitMQ redelivers it and "
                          "the new pod sends it again (`wamid…588`). Then the PDF kills it again, and a third "
                          "copy goes out.\n\n"
                          "`consume.ts` sends first and acks after, which is right for not losing messages, but "
                          "means any crash between send and ack becomes a duplicate. Two fixes, independent:\n\n"
                          "- **Idempotency on our side:** a `sent_messages` table with a unique key on "
                          "(`reservation_id`, `template`, `channel`). The worker claims the row before calling "
                          "Relaywave; if the row exists with a provider id, it acks and skips.\n"
                          "- **Memory:** raise the worker limit to 512Mi, or move PDF rendering out of this "
                          "worker."),
            ("user", "both, and 512Mi for now. moving pdfs out is a bigger job, later"),
            shell("apply_patch <<'EOF'\n*** Add File: migrations/20261125_sent_messages.sql\n+create table "
                  "sent_messages (\n+  id bigint unsigned auto_increment primary key,\n+  reservation_id "
                  "varchar(32) not null,\n+  template varchar(64) not null,\n+  channel enum('whatsapp','email') "
                  "not null,\n+  provider_id varchar(64) null,\n+  claimed_at datetime(3) not null,\n+  sent_at "
                  "datetime(3) null,\n+  unique key sent_messages_once (reservation_id, template, channel)\n+);\n"
                  "*** Update File: src/worker/consume.ts\n@@\n-      const rendered = await render(msg)\n-      "
                  "await senders[msg.channel].send(rendered)\n+      const claim = await claimSend(msg) // insert "
                  "into sent_messages, unique (reservation_id, template, channel)\n+      if (claim.alreadySent) "
                  "{\n+        log.info({ msg: msg.id }, 'duplicate delivery, already sent')\n+        return "
                  "channel.ack(raw)\n+      }\n+      const rendered = await render(msg)\n+      const providerId = "
                  "await senders[msg.channel].send(rendered)\n+      await markSent(claim, providerId)\n*** Update "
                  "File: deploy/k8s/worker.yaml\n@@\n-            memory: 256Mi\n+            memory: 512Mi\nEOF",
                  "Success. Updated the following files:\nA migrations/20261125_sent_messages.sql\n"
                  "M src/worker/consume.ts\nM deploy/k8s/worker.yaml\n"),
            ("assistant", "To test the redelivery path for real I'd like to run the worker locally against the dev "
                          "RabbitMQ and kill it between send and ack. Is the local `.env` pointed at Relaywave "
                          "production? It has a `RELAYWAVE_TOKEN` but no `RELAYWAVE_MODE`."),
            ("user", "good that you asked. it defaults to live, which is stupid, fix that too. dev machines only "
                     "ever talk to the relaywave sandbox numbers, never a real guest phone. that isn't up for "
                     "discussion and it holds for you as well, every time you start the worker"),
            shell("apply_patch <<'EOF'\n*** Update File: src/channels/relaywave.ts\n@@\n-const mode = "
                  "process.env.RELAYWAVE_MODE ?? 'live'\n+// anything but an explicit 'live' (set only in the k8s "
                  "deployment) goes to the sandbox numbers\n+const mode = process.env.RELAYWAVE_MODE === 'live' ? "
                  "'live' : 'sandbox'\nEOF\nprintf 'RELAYWAVE_MODE=sandbox\\n' >> .env && grep RELAYWAVE_MODE "
                  ".env deploy/k8s/worker.yaml",
                  "Success. Updated the following files:\nM src/channels/relaywave.ts\n"
                  ".env:RELAYWAVE_MODE=sandbox\ndeploy/k8s/worker.yaml:            - { name: RELAYWAVE_MODE, value: "
                  "live }\n"),
            shell("npm run worker:dev & sleep 4; npm run -s dev:publish -- --template pre_arrival_v1_es "
                  "--reservation TEST-1 --kill-after-send; sleep 6; npm run -s dev:publish -- --redeliver-last; "
                  "sleep 3; kill %1; mysql msg_dev -t -e 'select reservation_id, template, channel, provider_id "
                  "from sent_messages'",
                  "[worker] relaywave mode=sandbox\n"
                  "[worker] picked msg=t_0001 reservation=TEST-1 template=pre_arrival_v1_es channel=whatsapp\n"
                  "[worker] relaywave sent msg=t_0001 provider_id=sbx.wamid.0007 to=+34 600 000 001 (sandbox)\n"
                  "[dev] killed worker after send\n"
                  "[worker] relaywave mode=sandbox\n"
                  "[worker] picked msg=t_0001 reservation=TEST-1 template=pre_arrival_v1_es channel=whatsapp "
                  "redelivered=true\n"
                  "[worker] duplicate delivery, already sent msg=t_0001\n"
                  "+----------------+-------------------+----------+----------------+\n"
                  "| reservation_id | template          | channel  | provider_id    |\n"
                  "+----------------+-------------------+----------+----------------+\n"
                  "| TEST-1         | pre_arrival_v1_es | whatsapp | sbx.wamid.0007 |\n"
                  "+----------------+-------------------+----------+----------------+\n"),
            ("assistant", "Works: killed after sending, redelivered, and the second delivery was acked without "
                          "sending, only to the sandbox number. The unit tests pass as well (31)."),
            shell("npx vitest run 2>&1 | tail -3 && git add -A && git commit -qm 'dedupe sends via "
                  "sent_messages; worker 512Mi; relaywave defaults to sandbox' && git log --oneline -1",
                  "\n Test Files  5 passed (5)\n      Tests  31 passed (31)\n"
                  "e19b5a6 dedupe sends via sent_messages; worker 512Mi; relaywave defaults to sandbox\n"),
            ("assistant", "Committed e19b5a6.\n\n"
                          "- Cause: worker pods OOMKilled (256Mi) while rendering PDF invoices, after a WhatsApp "
                          "had been sent but before its ack; RabbitMQ redelivered and it was sent again. The "
                          "Relaywave webhook was not involved.\n"
                          "- `sent_messages` with unique (`reservation_id`, `template`, `channel`), claimed before "
                          "sending.\n"
                          "- Worker memory limit 512Mi; moving PDF rendering out is for later.\n"
                          "- `RELAYWAVE_MODE` now defaults to sandbox; only the k8s deployment sets `live`."),
        ],
        "facts": [
            fact("dup-cause", "Guests got duplicate WhatsApps because worker pods were OOMKilled (rendering PDF "
                              "invoices with Chromium) after sending but before the ack, so RabbitMQ redelivered "
                              "and the message was sent again; not Relaywave webhook retries.",
                 "bugfix", "assistant", ["OOMKilled", "ack"]),
            fact("sent-messages", "The worker claims a row in sent_messages, unique on (reservation_id, template, "
                                  "channel), before sending, and skips a redelivered message already sent.",
                 "decision", "user", ["sent_messages"]),
            fact("worker-memory", "The guest-messaging worker memory limit is 512Mi (was 256Mi).",
                 "config", "user", ["512Mi"]),
            fact("sandbox-only", "Dev machines and local worker runs only ever send to Relaywave sandbox numbers, "
                                 "never real guest phones; RELAYWAVE_MODE defaults to sandbox and only the k8s "
                                 "deployment sets live.",
                 "rule", "user", ["sandbox", ["RELAYWAVE_MODE", "dev machines"]], remember=True),
        ],
        "optional": [
            opt("not-webhook", "The Relaywave webhook only records delivery status; it was not the cause.",
                ["webhook"]),
            opt("pdf-later", "Moving PDF rendering out of the worker is postponed.", ["PDF"]),
        ],
        "questions": [
            q("Why did guests receive the same WhatsApp two or three times?",
              "worker OOMKilled after sending, before the ack, RabbitMQ redelivered", ["dup-cause"]),
            q("How does the worker avoid sending a message twice?",
              "sent_messages unique on reservation_id template channel, claimed before sending",
              ["sent-messages"]),
            q("Which phone numbers may a local run of the worker send to?", "only Relaywave sandbox numbers",
              ["sandbox-only"]),
        ],
    },
]
