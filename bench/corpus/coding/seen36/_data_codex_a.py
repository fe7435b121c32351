"""h36 Codex sessions, part a: reconciliation stuck for three days after Brightwater renamed its settlement files
(recon, Python), Paylark webhook signing v2 in mintline-gateway, and splitting payout runs into batches for
Brightwater's new limits (payouts, Elixir)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

RECON = "/home/priya/work/recon"
GATEWAY = "/Users/tomas/dev/mintline-gateway"
PAYOUTS = "/home/marco/code/payouts"

SESSIONS = [
    {
        "id": "h36-cx-recon-stuck-settlement",
        "project": RECON,
        "start": datetime(2026, 11, 16, 8, 45),
        "about": "recon: no day closed since Friday; Brightwater renamed its settlement files from "
                 "STL_MINTLINE_*.csv to SETTLE_MINTLINE_*.csv on the 13th, the fetcher's glob matched nothing and "
                 "only logged 'will retry tomorrow' at INFO; the agent ran the fetch with --archive-remote and "
                 "moved the live file on Brightwater's server; 'from now on, write this down' never move, rename "
                 "or delete on the Brightwater SFTP, copy into inbox/; --archive-remote removed; both file patterns "
                 "accepted; rule: if the file isn't there by 06:00 Europe/Vilnius the job pages the recon on-call",
        "steps": [
            ("user", "recon hasn't closed a day since friday. the dashboard says 'waiting for settlement file' for "
                     "the 13th, 14th and 15th. Brightwater swears they sent them. find out"),
            shell("kubectl -n recon logs job/recon-nightly-29391840 | tail -n 4",
                  "2026-11-16T04:00:02Z fetch sftp://sftp.brightwater-bank.eu/outbound/mintline "
                  "pattern=STL_MINTLINE_*.csv\n"
                  "2026-11-16T04:00:03Z fetch 0 files matched\n"
                  "2026-11-16T04:00:03Z INFO day 2026-11-15 not closable: settlement file missing, will retry "
                  "tomorrow\n"
                  "2026-11-16T04:00:03Z done in 1.2s\n"),
            shell("echo 'ls -l outbound/mintline' | sftp -q -b - mintline@sftp.brightwater-bank.eu",
                  "-rw-r-----    1 bw  mintline  3120077 Nov 13 03:41 STL_MINTLINE_20261112.csv\n"
                  "-rw-r-----    1 bw  mintline  2988410 Nov 14 03:39 SETTLE_MINTLINE_20261113.csv\n"
                  "-rw-r-----    1 bw  mintline  2410652 Nov 15 03:44 SETTLE_MINTLINE_20261114.csv\n"
                  "-rw-r-----    1 bw  mintline  2207311 Nov 16 03:40 SETTLE_MINTLINE_20261115.csv\n"
                  "drwxr-x---    2 bw  mintline     4096 Nov 16 03:40 archive\n"),
            ("assistant", "The files are there; Brightwater renamed them. Up to the 12th they were "
                          "`STL_MINTLINE_<date>.csv`, since the 13th they're `SETTLE_MINTLINE_<date>.csv`. The "
                          "fetcher's glob is `STL_MINTLINE_*.csv`, so it matched nothing, and a missing file is "
                          "logged at INFO as 'will retry tomorrow' with no alert. Three days stuck, silently. Let me "
                          "pull the 13th with the new pattern to check the format didn't change as well."),
            shell("python -m recon.fetch --date 2026-11-13 --pattern 'SETTLE_MINTLINE_*.csv' --archive-remote",
                  "fetched SETTLE_MINTLINE_20261113.csv -> inbox/2026-11-13/ (2988410 bytes)\n"
                  "moved remote outbound/mintline/SETTLE_MINTLINE_20261113.csv -> outbound/mintline/archive/\n"),
            ("user", "wait, why did you archive it on their server?? Brightwater's ops watch that folder, if a file "
                     "disappears from outbound they assume we processed it, and finance pulls the auditors' copy "
                     "from there too. move it back now. and from now on, write this down: you never move, rename or "
                     "delete anything on the Brightwater sftp. you copy down into inbox/ and work on the copy. "
                     "always"),
            shell("echo 'rename outbound/mintline/archive/SETTLE_MINTLINE_20261113.csv "
                  "outbound/mintline/SETTLE_MINTLINE_20261113.csv' | sftp -q -b - mintline@sftp.brightwater-bank.eu "
                  "&& echo 'ls outbound/mintline' | sftp -q -b - mintline@sftp.brightwater-bank.eu",
                  "STL_MINTLINE_20261112.csv\nSETTLE_MINTLINE_20261113.csv\nSETTLE_MINTLINE_20261114.csv\n"
                  "SETTLE_MINTLINE_20261115.csv\narchive\n"),
            ("assistant", "Sorry, that was my mistake: I used the manual fetch's --archive-remote flag without "
                          "checking what it does. The file is back in outbound/mintline, same name, and it was "
                          "there for under two minutes. The nightly CronJob never passes that flag; it only exists "
                          "on the manual command. Remove the flag entirely so nobody can use it by accident?"),
            ("user", "yes, remove it. and take both patterns, STL_ and SETTLE_, they said they might switch back "
                     "after their upgrade"),
            shell("apply_patch < /tmp/recon-fetch.patch && rg -n 'archive_remote|patterns' recon/fetch.py "
                  "config/recon.toml",
                  "Success. Updated the following files:\nM recon/fetch.py\nM config/recon.toml\n"
                  "config/recon.toml:7:patterns = [\"SETTLE_MINTLINE_*.csv\", \"STL_MINTLINE_*.csv\"]\n"),
            ("assistant", "Done: `--archive-remote` is gone from recon.fetch, and the fetcher takes both patterns. "
                          "What I'd also change is the silent retry. A missing file is an INFO line today; nobody "
                          "reads those at 04:00."),
            ("user", "agreed, and this is the rule for next time: if a day's settlement file isn't there by 06:00 "
                     "Vilnius time, the job always pages the recon on-call. no more 'will retry tomorrow' in a log "
                     "nobody reads"),
            shell("apply_patch < /tmp/recon-missing-page.patch && pytest -q 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nM recon/jobs/nightly.py\nM config/recon.toml\n"
                  "A tests/test_missing_file_pages.py\n"
                  "14 passed in 1.31s\n"),
            shell("for d in 2026-11-13 2026-11-14 2026-11-15; do python -m recon.run --date $d; done",
                  "2026-11-13 closed: 18,911 lines matched, 0 unmatched\n"
                  "2026-11-14 closed: 16,072 lines matched, 2 unmatched (FEE_ADJ)\n"
                  "2026-11-15 closed: 14,390 lines matched, 0 unmatched\n"),
            shell("git add -A && git commit -qm 'recon: both settlement file patterns, page when the file is late, "
                  "drop --archive-remote' && git log -1 --oneline",
                  "a4d19f6 recon: both settlement file patterns, page when the file is late, drop --archive-remote\n"),
            ("assistant", "The three stuck days are closed (2 FEE_ADJ lines unmatched on the 14th, the known fee "
                          "rows). From tonight a missing file pages at 06:00 Europe/Vilnius, set as "
                          "`missing_file_page_at = \"06:00\"` in config/recon.toml."),
        ],
        "facts": [
            fact("stuck-recon", "Recon didn't close 13-15 Nov 2026 because Brightwater renamed its settlement files "
                                "from STL_MINTLINE_*.csv to SETTLE_MINTLINE_*.csv; the fetcher's glob matched "
                                "nothing and only logged 'will retry tomorrow' at INFO. The fetcher now accepts both "
                                "patterns.",
                 "fact", "assistant", [["SETTLE_MINTLINE", "SETTLE_"], ["STL_MINTLINE", "STL_"],
                                       ["glob", "pattern"]]),
            fact("sftp-readonly", "Never move, rename or delete anything on the Brightwater SFTP; copy files down "
                                  "into inbox/ and work on the copy (Brightwater's ops and finance's auditor copy "
                                  "rely on the outbound folder).",
                 "rule", "user", [["sftp", "SFTP"], ["move, rename or delete", "never move"], "inbox/"],
                 remember=True),
            fact("late-file-page", "If a day's settlement file isn't there by 06:00 Europe/Vilnius, the recon job "
                                   "always pages the recon on-call instead of retrying silently the next day.",
                 "rule", "user", ["06:00", ["page", "pages"], "settlement file"]),
        ],
        "optional": [
            opt("archive-flag", "recon.fetch's --archive-remote flag was removed.", ["--archive-remote"]),
        ],
        "questions": [
            q("Why was reconciliation stuck on 13-15 November?",
              "Brightwater renamed the settlement files from STL_MINTLINE to SETTLE_MINTLINE and the fetcher's glob "
              "matched nothing", ["stuck-recon"]),
            q("What may you do with files on the Brightwater SFTP?",
              "only copy them down into inbox/; never move, rename or delete anything there", ["sftp-readonly"]),
            q("What happens if the day's settlement file isn't there by 06:00?",
              "the recon job pages the recon on-call", ["late-file-page"]),
        ],
    },
    {
        "id": "h36-cx-gateway-paylark-webhooks",
        "project": GATEWAY,
        "start": datetime(2026, 11, 17, 10, 0),
        "branch": "tomas/PAY-447-paylark-signing-v2",
        "about": "mintline-gateway: Paylark retires webhook signing v1 on 31 January, v2 is ed25519; five numbered "
                 "questions answered tersely '1 300 fine 2 both till 31 jan 3 7 days 4 401 5 pinned': timestamp "
                 "tolerance 300 s, v1 and v2 both accepted until 31 January, event ids kept 7 days in "
                 "webhook_events, 401 on a bad signature, public key pinned in config; 'pls remeber this' (typo): "
                 "the webhook route answers 2xx within 2 seconds once the signature checks out, real work goes to "
                 "the paylark-events queue (Paylark disables the endpoint after 50 consecutive timeouts)",
        "steps": [
            ("user", "Paylark retires webhook signing v1 on 31 January, we need v2. notice is in "
                     "docs/vendor/. and while we're in there, the webhook handler needs cleaning up. go"),
            shell("sed -n 1,24p docs/vendor/paylark-webhook-signing-v2.md",
                  "# Webhook signing v2\n\n"
                  "From 1 December 2026 every webhook carries `Paylark-Signature-V2: t=<unix>,sig=<base64>`, an "
                  "Ed25519 signature over `<t>.<raw body>`. Signing v1 (HMAC-SHA256, `Paylark-Signature`) is sent "
                  "alongside v2 until 31 January 2027 and removed afterwards.\n\n"
                  "- Public key: https://keys.paylark.com/webhooks/v2.pem (rotated with 30 days' notice)\n"
                  "- Recommended timestamp tolerance: 300 seconds\n"
                  "- Delivery: retried with backoff for up to 3 days; an endpoint is disabled after 50 "
                  "consecutive failures or timeouts\n"),
            shell("sed -n 1,40p src/routes/v1/webhooks.ts",
                  "app.post('/webhooks/paylark', async (req, reply) => {\n"
                  "  if (!verifyHmac(req.rawBody, req.headers['paylark-signature'])) return reply.code(400).send();\n"
                  "  const event = req.body as PaylarkEvent;\n"
                  "  if (await seen(event.id)) return reply.code(200).send();\n"
                  "  await applyEvent(event);          // ledger posting, payout status, emails\n"
                  "  await markSeen(event.id);\n"
                  "  return reply.code(200).send();\n});\n"),
            ("assistant", "Plan: verify `Paylark-Signature-V2` with Ed25519 next to the existing HMAC check, then "
                          "tidy the handler. Five questions first:\n\n"
                          "1. Timestamp tolerance: Paylark recommends 300 s. Keep that or go tighter?\n"
                          "2. Migration: accept v1 or v2 until 31 January, or v2 only as soon as this is deployed?\n"
                          "3. Dedupe: event ids go into `webhook_events`. Paylark retries for up to 3 days; how long "
                          "do we keep the ids?\n"
                          "4. A bad signature answers 400 today. Keep 400 or 401?\n"
                          "5. The public key: fetch it from keys.paylark.com at startup, or pin it in config?"),
            ("user", "1 300 fine 2 both till 31 jan 3 7 days 4 401 5 pinned, a key we fetch is one more thing that "
                     "can be spoofed"),
            ("assistant", "So: 300 s tolerance; v1 or v2 accepted until 31 January, v2 only after that; event ids "
                          "kept 7 days; a bad signature gets 401; the Ed25519 public key pinned in config as "
                          "`PAYLARK_WEBHOOK_PUBKEY`, and when Paylark announces a rotation (30 days' notice) we add "
                          "the new key next to the old one."),
            shell("apply_patch < /tmp/paylark-v2.patch && npx vitest run test/webhooks 2>&1 | tail -n 3",
                  "Success. Updated the following files:\nM src/routes/v1/webhooks.ts\nA src/lib/paylark-sig.ts\n"
                  "M src/config.ts\nA migrations/0044_webhook_events_ttl.sql\n"
                  " ✓ test/webhooks/paylark.test.ts (12 tests) 318ms\n"
                  " Test Files  1 passed (1)\n      Tests  12 passed (12)\n"),
            ("user", "now the handler. pls remeber this: once the signature checks out, the webhook route answers "
                     "2xx within 2 seconds, always, and all the real work goes to the queue. paylark disables the "
                     "endpoint after 50 consecutive timeouts, that's how we lost a day of events in august"),
            shell("rg -n 'applyEvent' src | head -n 5",
                  "src/routes/v1/webhooks.ts:14:  await applyEvent(event);          // ledger posting, payout status, "
                  "emails\nsrc/events/apply.ts:3:export async function applyEvent(e: PaylarkEvent) {\n"),
            shell("apply_patch < /tmp/webhook-queue.patch && sed -n 8,20p src/routes/v1/webhooks.ts",
                  "Success. Updated the following files:\nM src/routes/v1/webhooks.ts\nA src/workers/paylark-events.ts\n"
                  "  const event = JSON.parse(req.rawBody) as PaylarkEvent;\n"
                  "  const fresh = await insertWebhookEvent(event.id, req.rawBody);   // on conflict do nothing\n"
                  "  if (fresh) await queues.paylarkEvents.add(event.type, { id: event.id }, { jobId: event.id });\n"
                  "  return reply.code(202).send();\n"),
            shell("npx vitest run 2>&1 | tail -n 2 && npx autocannon -c 50 -d 10 -m POST "
                  "--input test/fixtures/paylark-charge.json http://localhost:3000/webhooks/paylark 2>&1 | grep -E "
                  "'Latency|2xx'",
                  "      Tests  201 passed (201)\n   Duration  6.84s\n"
                  "│ Latency │ 3 ms │ 6 ms │ 19 ms │ 27 ms │ 7.41 ms │ 4.1 ms │ 88 ms │\n"
                  "41k requests in 10.02s, 9.8 MB read, 41k 2xx\n"),
            shell("git add -A && git commit -qm 'webhooks: Paylark signing v2, ack fast and process on a queue' && "
                  "git log -1 --oneline",
                  "e93b0d7 webhooks: Paylark signing v2, ack fast and process on a queue\n"),
            ("assistant", "Committed. The route now verifies, stores the raw event in webhook_events and answers "
                          "202; the paylark-events worker does the ledger posting, payout status and emails. p99 "
                          "under load is 27 ms."),
        ],
        "facts": [
            fact("sig-v2", "Paylark webhooks are verified with signing v2 (Ed25519, Paylark-Signature-V2); v1 or v2 "
                           "is accepted until 31 January, then v2 only.",
                 "decision", "user", [["v2", "Ed25519"], ["31 January", "31 jan"]]),
            fact("sig-tolerance", "Paylark webhook timestamp tolerance is 300 s; a bad signature gets 401 (was 400).",
                 "config", "user", ["300", "401"]),
            fact("webhook-dedupe", "Paylark webhook event ids are kept 7 days in webhook_events for dedupe (Paylark "
                                   "retries for up to 3 days).",
                 "config", "user", ["webhook_events", "7 days"]),
            fact("pinned-key", "Paylark's Ed25519 public key is pinned in config (PAYLARK_WEBHOOK_PUBKEY), not "
                               "fetched from keys.paylark.com: a fetched key is one more thing that can be spoofed.",
                 "decision", "user", [["pinned", "PAYLARK_WEBHOOK_PUBKEY"], ["public key", "key"]]),
            fact("ack-fast", "Once the signature checks out, the webhook route answers 2xx within 2 seconds, always; "
                             "all real work goes to the queue (paylark-events). Paylark disables an endpoint after "
                             "50 consecutive timeouts.",
                 "rule", "user", ["2 seconds", "queue", ["2xx", "202"]], remember=True),
        ],
        "optional": [
            opt("paylark-retries", "Paylark retries webhook delivery with backoff for up to 3 days.", ["3 days"]),
            opt("key-rotation", "When Paylark announces a key rotation (30 days' notice) the new key is added next "
                                "to the old one.",
                ["rotation"]),
        ],
        "questions": [
            q("How long are Paylark webhook event ids kept for dedupe?", "7 days", ["webhook-dedupe"]),
            q("Until when does the gateway accept Paylark's v1 webhook signatures?", "until 31 January, then v2 only",
              ["sig-v2"]),
            q("What must the webhook route do once the signature checks out?",
              "answer 2xx within 2 seconds and put all the real work on the queue", ["ack-fast"]),
        ],
    },
    {
        "id": "h36-cx-payouts-batch-limits",
        "project": PAYOUTS,
        "start": datetime(2026, 11, 18, 9, 15),
        "branch": "marco/batch-split",
        "about": "payouts: Brightwater's batch API limits from 1 December (1000 payments, 2 MB per request); runs "
                 "split into batches; batch size 500 proposed and accepted, changed to 250 after a 1.94 MB "
                 "simulation; max_attempts 3 per batch (timeouts still go to unknown); run times 'remember' 09:30 "
                 "and 15:00, later replaced by 09:30 and 14:30 Europe/Vilnius; the assistant offers to keep a note "
                 "about Brightwater's staging outage this week and the person declines",
        "steps": [
            ("user", "Brightwater sent the new limits of the batch API. until now we send all the payments of a run "
                     "in one request, up to 900 on a busy day. from 1 december max 1000 payments per request and "
                     "max 2 MB. I want that we split the runs in batches"),
            shell("rg -n 'runs|run_timezone|batch_size|max_attempts' config/runtime.exs lib/payouts",
                  "config/runtime.exs:40:  runs: [\"10:00\", \"16:00\"],\n"
                  "config/runtime.exs:41:  run_timezone: \"Europe/Vilnius\",\n"
                  "lib/payouts/workers/submit_batch.ex:2:  use Oban.Worker, queue: :bank, max_attempts: 5\n"),
            ("assistant", "Proposal: split each run into batches of 500 payments (half of the limit), submit them "
                          "one after the other, one SubmitBatch job per batch, and lower max_attempts from 5 to 3; "
                          "a timeout still goes to unknown and is never retried, as agreed after the double payout. "
                          "A pain.001 payment is about 1.8 KB, so 500 should be around 0.9 MB."),
            ("user", "500 ok. 3 attempts ok. and the runs: from next monday the runs are at 09:30 and 15:00 "
                     "Vilnius, Brightwater moves their processing windows. remember the run times, support asks "
                     "us every week"),
            shell("apply_patch < /tmp/batch-split.patch && rg -n 'runs|batch_size|max_attempts' config/runtime.exs "
                  "lib/payouts/workers/submit_batch.ex",
                  "Success. Updated the following files:\nM config/runtime.exs\nM lib/payouts/run.ex\n"
                  "M lib/payouts/workers/submit_batch.ex\n"
                  "config/runtime.exs:40:  runs: [\"09:30\", \"15:00\"],\n"
                  "config/runtime.exs:42:  batch_size: 500,\n"
                  "lib/payouts/workers/submit_batch.ex:2:  use Oban.Worker, queue: :bank, max_attempts: 3\n"),
            shell("mix payouts.simulate --payments 1000 --batch-size 500",
                  "batch 1: 500 payments, 1.94 MB\nbatch 2: 500 payments, 1.93 MB\n"),
            ("assistant", "My estimate was wrong: with the remittance information and the structured addresses a "
                          "payment is closer to 3.9 KB, so a batch of 500 is 1.94 MB. That's under the 2 MB limit, "
                          "but only just, and one long remittance text could push a batch over. 250 would be about "
                          "0.97 MB."),
            ("user", "then 250. the 2 MB is the hard one, if we pass it they reject the whole file"),
            shell("sed -i 's/batch_size: 500/batch_size: 250/' config/runtime.exs && mix payouts.simulate "
                  "--payments 1000",
                  "batch 1: 250 payments, 0.97 MB\nbatch 2: 250 payments, 0.97 MB\n"
                  "batch 3: 250 payments, 0.96 MB\nbatch 4: 250 payments, 0.97 MB\n"),
            shell("mix test 2>&1 | tail -n 2",
                  "Finished in 4.2 seconds (1.1s async, 3.1s sync)\n168 tests, 0 failures\n"),
            ("assistant", "Brightwater's staging API is down all week for their upgrade, so the tests ran against "
                          "the mock. Should I keep a note of that for future sessions?"),
            ("user", "no, that's just this week, not worth keeping. but update the run times I gave you: finance "
                     "says 15:00 is too late, the bank needs the file before 15:00 for same-day. the second run is "
                     "14:30. so 09:30 and 14:30, forget the 15:00"),
            shell("sed -i 's/runs: \\[\"09:30\", \"15:00\"\\]/runs: [\"09:30\", \"14:30\"]/' config/runtime.exs && "
                  "rg -n 'runs:' config/runtime.exs",
                  "config/runtime.exs:40:  runs: [\"09:30\", \"14:30\"],\n"),
            shell("git add -A && git commit -qm 'payouts: batches of 250, runs at 09:30 and 14:30' && git log -1 "
                  "--oneline",
                  "d58a2c1 payouts: batches of 250, runs at 09:30 and 14:30\n"),
            ("assistant", "Committed. Runs at 09:30 and 14:30 Europe/Vilnius from next Monday, each run split into "
                          "batches of 250, max_attempts 3 per batch."),
        ],
        "facts": [
            fact("batch-size", "Payout runs are split into batches of 250 payments per Brightwater request (not 500: "
                               "a batch of 500 was 1.94 MB, too close to the 2 MB limit).",
                 "config", "user", ["250", ["batch", "batch_size"]]),
            fact("batch-attempts", "Each SubmitBatch job has max_attempts 3 (was 5); a timeout still goes to unknown "
                                   "and is never retried.",
                 "config", "assistant", ["max_attempts", "3"]),
            fact("run-times", "Payout runs are at 09:30 and 14:30 Europe/Vilnius (14:30 replaced the 15:00 first "
                              "given: the bank needs the file before 15:00 for same-day).",
                 "config", "user", ["09:30", "14:30"], remember=True),
            fact("bw-limits", "From 1 December Brightwater's batch API takes at most 1000 payments and 2 MB per "
                              "request; over 2 MB the whole file is rejected.",
                 "fact", "user", ["1000", "2 MB"]),
        ],
        "optional": [
            opt("pain001-size", "A pain.001 payment is about 3.9 KB with remittance information.", ["3.9 KB"]),
            opt("batches-sequential", "A run's batches are submitted one after the other, one SubmitBatch job per "
                                      "batch.",
                ["one after the other"]),
        ],
        "questions": [
            q("How many payments go into one batch sent to Brightwater?", "250", ["batch-size"]),
            q("When are the payout runs?", "09:30 and 14:30 Vilnius", ["run-times"]),
            q("What are Brightwater's batch API limits from 1 December?", "1000 payments and 2 MB per request",
              ["bw-limits"]),
            q("Why not batches of 500?", "a batch of 500 was 1.94 MB, too close to the 2 MB limit",
              ["batch-size"]),
        ],
    },
]
