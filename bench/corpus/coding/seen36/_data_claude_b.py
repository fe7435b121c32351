"""h36 Claude Code sessions, part b: a card-testing weekend and the rule changes that followed in fraud-rules (Go,
rules in YAML), a settlement file diff in recon (Python; Paylark's nightly file against the ledger export, mostly
tool output, one decision), and a new owner's questions about kyc-bridge (nothing durable)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FRAUD = "/home/ade/src/fraud-rules"
RECON = "/home/priya/work/recon"
KYC = "/Users/tomas/dev/kyc-bridge"

SESSIONS = [
    {
        "id": "h36-cc-fraud-velocity-proposals",
        "project": FRAUD,
        "start": datetime(2026, 11, 9, 11, 0),
        "branch": "ade/card-testing-rules",
        "about": "fraud-rules: ~3,100 small auths through one merchant's checkout over the weekend, caught by "
                 "Paylark, not by us; per-card velocity missed it (2,904 cards), 3 device fingerprints did it; "
                 "five proposals: 1 device velocity accepted with the value changed (8, not 20), 2 BIN/IP/merchant "
                 "country rule accepted, 3 review_threshold 80 -> 70 accepted, 4 auto-block payouts from new "
                 "accounts rejected (launch week sellers, Brightwater partner agreement needs a human), 5 "
                 "FR-VEL-001 to 5 per card fine; 'commit this to memory' conditional rule: a rule that can block "
                 "goes out in shadow mode for 7 days first; rule id pattern FR-<AREA>-<NNN>, numbers never reused",
        "steps": [
            ("user", "card testing again over the weekend. someone ran about 3,000 tiny auths through m_4471's "
                     "checkout, and the engine caught nothing, Paylark flagged it on sunday. look at rules/ and "
                     "tell me what you'd change"),
            bash("ls rules/ && cat rules/velocity.yaml && grep -n threshold config/engine.yaml",
                 "amount.yaml\ndevice.yaml\ngeo.yaml\nvelocity.yaml\n"
                 "- id: FR-VEL-001\n  desc: auth attempts per card in 10 minutes\n"
                 "  when: card.attempts_10m > 10\n  score: 40\n  mode: enforce\n"
                 "- id: FR-VEL-002\n  desc: declined auths per card in 1 hour\n"
                 "  when: card.declines_1h > 4\n  score: 50\n  mode: enforce\n"
                 "- id: FR-VEL-003\n  desc: distinct cards per customer email in 24 hours\n"
                 "  when: email.distinct_cards_24h > 5\n  score: 30\n  mode: enforce\n"
                 "config/engine.yaml:3:review_threshold: 80\nconfig/engine.yaml:4:block_threshold: 95\n"),
            bash("go run ./cmd/replay --merchant m_4471 --from 2026-11-07T00:00:00Z --to 2026-11-09T00:00:00Z "
                 "--summary",
                 "auths                         3118\n"
                 "distinct cards                2904\n"
                 "distinct device fingerprints  3\n"
                 "max attempts/card/10m         2\n"
                 "max attempts/device/10m       611\n"
                 "bin countries                 41\n"
                 "ip countries                  1 (NL)\n"
                 "scored >= 80                  0\n"),
            ("assistant", "FR-VEL-001 never fired because it counts per card: 2,904 distinct cards, at most 2 "
                          "attempts each. What repeated was the device: 3 fingerprints, one of them with 611 "
                          "attempts in 10 minutes, all from Dutch IPs against cards from 41 countries. "
                          "Proposals:\n\n"
                          "1. New **FR-VEL-004**: more than 20 auth attempts from one device fingerprint in 10 "
                          "minutes, block.\n"
                          "2. New **FR-GEO-002**: card BIN country differs from both the IP country and the "
                          "merchant's country, +25 score.\n"
                          "3. Lower `review_threshold` from 80 to 70.\n"
                          "4. New **FR-NEW-001**: auto-block payouts over €5,000 from accounts younger than 7 "
                          "days (a stolen-card ring needs to cash out somewhere).\n"
                          "5. Tighten FR-VEL-001 from 10 to 5 attempts per card."),
            ("user", "1 yes but 20 is way too generous, a real customer doesn't do 8 auths in 10 minutes from one "
                     "phone. make it 8. 2 yes. 3 yes. 4 no: sellers on a brand new marketplace do exactly that in "
                     "launch week, and Brightwater's partner agreement says we can't block a payout without a human "
                     "looking at it. 5 fine"),
            tool("Edit", {"file_path": f"{FRAUD}/rules/velocity.yaml",
                          "old_string": "  when: card.attempts_10m > 10\n",
                          "new_string": "  when: card.attempts_10m > 5\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FRAUD}/rules/velocity.yaml",
                          "old_string": "- id: FR-VEL-003\n",
                          "new_string": "- id: FR-VEL-004\n  desc: auth attempts per device fingerprint in 10 "
                                        "minutes\n  when: device.attempts_10m > 8\n  action: block\n"
                                        "- id: FR-VEL-003\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FRAUD}/rules/geo.yaml",
                          "old_string": "# end of geo rules\n",
                          "new_string": "- id: FR-GEO-002\n  desc: BIN country differs from IP country and "
                                        "merchant country\n  when: card.bin_country != ip.country && "
                                        "card.bin_country != merchant.country\n  score: 25\n  mode: enforce\n"
                                        "# end of geo rules\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FRAUD}/config/engine.yaml",
                          "old_string": "review_threshold: 80", "new_string": "review_threshold: 70"},
                 "The file has been updated."),
            ("user", "hold on before you run anything. FR-VEL-004 can block, so: if a rule can block, it always goes "
                     "out in shadow mode first, 7 days, logging what it would have done. no exceptions, in march we "
                     "blocked a whole pharmacy chain with a rule that went straight to enforce. commit this to "
                     "memory, it's for every rule in this repo, not just this one"),
            tool("Edit", {"file_path": f"{FRAUD}/rules/velocity.yaml",
                          "old_string": "  when: device.attempts_10m > 8\n  action: block\n",
                          "new_string": "  when: device.attempts_10m > 8\n  action: block\n  mode: shadow\n"
                                        "  shadow_until: 2026-11-16\n"},
                 "The file has been updated."),
            bash("go test ./... 2>&1 | tail -n 4",
                 "ok  \tgithub.com/mintline/fraud-rules/engine\t0.412s\n"
                 "ok  \tgithub.com/mintline/fraud-rules/rules\t0.198s\n"
                 "ok  \tgithub.com/mintline/fraud-rules/cel\t0.071s\n"
                 "ok  \tgithub.com/mintline/fraud-rules/cmd/replay\t0.033s\n"),
            bash("go run ./cmd/replay --merchant m_4471 --from 2026-11-07T00:00:00Z --to 2026-11-09T00:00:00Z "
                 "--summary --control-sample 1000",
                 "auths                         3118\n"
                 "scored >= 70                  2911\n"
                 "would block (FR-VEL-004, shadow)  3087\n"
                 "control sample flagged        4 / 1000 (0.4%)\n"),
            ("assistant", "On the weekend's traffic, FR-VEL-004 would have blocked 3,087 of 3,118 auths (it's in "
                          "shadow until 2026-11-16, so for now it only logs), and 2,911 would have gone to review at "
                          "the new threshold of 70. In a control sample of 1,000 ordinary auths from the same "
                          "weekend, 4 would have been flagged."),
            ("user", "fine. rule ids: keep the pattern FR-<AREA>-<NNN>, area is one of VEL, GEO, NEW, DEV, AMT, three "
                     "digits. and never reuse a number, not even when a rule gets deleted, the old ids are in six "
                     "months of decision logs"),
            bash("git add -A && git commit -qm 'rules: device velocity (shadow), BIN country mismatch, review at 70' "
                 "&& git log -1 --oneline",
                 "c07e5a2 rules: device velocity (shadow), BIN country mismatch, review at 70\n"),
        ],
        "facts": [
            fact("device-velocity", "New rule FR-VEL-004 blocks more than 8 auth attempts from one device "
                                    "fingerprint in 10 minutes (8, not the 20 proposed); it starts in shadow mode "
                                    "until 2026-11-16.",
                 "config", "user", ["FR-VEL-004", "8", "device"]),
            fact("geo-rule", "New rule FR-GEO-002: card BIN country differs from both the IP country and the "
                             "merchant's country, +25 score.",
                 "decision", "assistant", ["FR-GEO-002", ["BIN country", "BIN"], "25"]),
            fact("review-threshold", "The fraud engine's review_threshold is 70 (lowered from 80).",
                 "config", "assistant", ["review_threshold", "70"]),
            fact("no-autoblock-new", "No rule auto-blocks payouts from new accounts (proposed FR-NEW-001 rejected): "
                                     "sellers on a new marketplace do that in launch week, and Brightwater's partner "
                                     "agreement says a payout can't be blocked without a human looking at it.",
                 "decision", "user", [["FR-NEW-001", "new accounts"], ["partner agreement", "human"]]),
            fact("shadow-first", "If a fraud rule can block, it always goes out in shadow mode first for 7 days, "
                                 "logging what it would have done; no exceptions, for every rule in fraud-rules.",
                 "rule", "user", ["shadow mode", "7 days", "block"], remember=True),
            fact("rule-ids", "Fraud rule ids follow FR-<AREA>-<NNN> (areas VEL, GEO, NEW, DEV, AMT; three digits); "
                             "a number is never reused, even after the rule is deleted.",
                 "convention", "user", ["FR-<AREA>-<NNN>", "reuse"]),
        ],
        "optional": [
            opt("vel-001", "FR-VEL-001 now fires at more than 5 attempts per card in 10 minutes (was 10).",
                ["FR-VEL-001", "5"]),
        ],
        "questions": [
            q("What does FR-VEL-004 do?", "blocks more than 8 auth attempts from one device fingerprint in 10 minutes",
              ["device-velocity"]),
            q("Why is there no auto-block on payouts from new accounts?",
              "sellers do that in launch week, and Brightwater's partner agreement says a payout can't be blocked "
              "without a human looking at it", ["no-autoblock-new"]),
            q("How does a new fraud rule that can block go live?", "in shadow mode first, for 7 days",
              ["shadow-first"]),
        ],
    },
    {
        "id": "h36-cc-recon-settlement-diff",
        "project": RECON,
        "start": datetime(2026, 11, 10, 7, 55),
        "about": "recon: 3 unmatched lines in Paylark's settlement file for 2026-11-07; mostly tool output (ls, "
                 "the matcher's unmatched report, grep of the file, ledger rows, a week's counts by reason): 41 of "
                 "47 unmatched lines in a week are transactions near midnight (Paylark's day cut in "
                 "Europe/Amsterdam vs our UTC booking date), 6 are FEE_ADJ rows; one decision: match on psp_ref "
                 "with the amount only as a check, the date out of the key; fees left for finance",
        "steps": [
            ("user", "recon for the 7th flagged 3 unmatched lines against Paylark's settlement file. diff it against "
                     "our ledger export and tell me what they are"),
            bash("ls -l inbox/2026-11-07/",
                 "-rw-r--r-- 1 priya priya 1942113 Nov  8 04:02 PAYLARK_SETTLE_20261107_MINTLINE.csv\n"
                 "-rw-r--r-- 1 priya priya 2210876 Nov  8 04:05 ledger_export_20261107.csv\n"),
            bash("python -m recon.match --date 2026-11-07 --report unmatched",
                 "PSP_REF          TYPE     AMOUNT   CCY  BOOKED(PAYLARK)       REASON\n"
                 "pl_ch_9f2a11c0   SALE     129.90   EUR  2026-11-07 00:00:38  no ledger row with amount+date\n"
                 "pl_rf_9f2a11c0   REFUND   -129.90  EUR  2026-11-07 00:12:05  no ledger row with amount+date\n"
                 "pl_fe_003188     FEE_ADJ  -0.37    EUR  2026-11-07 09:30:00  no ledger account for type\n"
                 "matched 18,204  unmatched 3\n"),
            bash("grep -n -e 'pl_ch_9f2a11c0' -e 'pl_rf_9f2a11c0' -e 'pl_fe_003188' "
                 "inbox/2026-11-07/PAYLARK_SETTLE_20261107_MINTLINE.csv",
                 "4412:pl_ch_9f2a11c0,SALE,2026-11-07T00:00:38+01:00,12990,EUR,m_2210,ord_55e1\n"
                 "9087:pl_rf_9f2a11c0,REFUND,2026-11-07T00:12:05+01:00,-12990,EUR,m_2210,ord_55e1\n"
                 "18190:pl_fe_003188,FEE_ADJ,2026-11-07T09:30:00+01:00,-37,EUR,,fee correction Oct\n"),
            bash("psql \"$LEDGER_RO_URL\" -Atc \"select external_ref, amount_minor, currency, posted_at from "
                 "entries where external_ref in ('pl_ch_9f2a11c0', 'pl_rf_9f2a11c0') order by posted_at\"",
                 "pl_ch_9f2a11c0|12990|EUR|2026-11-06 23:00:39+00\n"
                 "pl_rf_9f2a11c0|-12990|EUR|2026-11-06 23:12:06+00\n"),
            bash("python -m recon.match --date 2026-11-01..2026-11-07 --report unmatched --count-by reason",
                 "REASON                          COUNT\n"
                 "no ledger row with amount+date  41\n"
                 "no ledger account for type      6\n"),
            bash("python -m recon.match --date 2026-11-01..2026-11-07 --report unmatched --reason "
                 "'no ledger row with amount+date' --fields psp_ref,booked_paylark,ledger_posted | head -n 6",
                 "PSP_REF          BOOKED(PAYLARK)             LEDGER_POSTED\n"
                 "pl_ch_77b0e214   2026-11-02T00:03:11+01:00   2026-11-01T23:03:12Z\n"
                 "pl_ch_0c4d9a51   2026-11-03T00:41:57+01:00   2026-11-02T23:41:58Z\n"
                 "pl_ch_9f2a11c0   2026-11-07T00:00:38+01:00   2026-11-06T23:00:39Z\n"
                 "pl_rf_9f2a11c0   2026-11-07T00:12:05+01:00   2026-11-06T23:12:06Z\n"
                 "pl_ch_e81f3302   2026-11-05T00:27:40+01:00   2026-11-04T23:27:41Z\n"),
            bash("python -m recon.match --date 2026-11-01..2026-11-07 --report unmatched --reason "
                 "'no ledger row with amount+date' --check psp_ref_in_ledger",
                 "41 / 41 psp_ref present in ledger export, amounts equal: 41 / 41\n"),
            ("assistant", "Same pattern every time. Paylark cuts its settlement day at midnight Europe/Amsterdam, "
                          "our ledger books in UTC, so anything between 00:00 and 01:00 Amsterdam time lands on "
                          "different dates in the two files. The matcher's key is amount + date, so those rows fall "
                          "out. All 41 of them have the same psp_ref on both sides and equal amounts. The other 6 "
                          "are FEE_ADJ rows (fee corrections), which don't have a ledger account mapped at all."),
            ("user", "match on psp_ref, amount only as a check. take the date out of the matching key. the fee "
                     "thing I'll sort out with finance separately, leave it unmatched for now"),
            tool("Edit", {"file_path": f"{RECON}/recon/match.py",
                          "old_string": "    key = (row.amount_minor, row.currency, row.booked.date())\n",
                          "new_string": "    key = (row.psp_ref,)\n"
                                        "    check = (row.amount_minor, row.currency)\n"},
                 "The file has been updated."),
            bash("python -m recon.match --date 2026-11-01..2026-11-07 --report unmatched --count-by reason && "
                 "pytest -q tests/test_match.py 2>&1 | tail -n 1",
                 "REASON                          COUNT\n"
                 "no ledger account for type      6\n"
                 "11 passed in 0.84s\n"),
            ("assistant", "With psp_ref as the key, the week has only the 6 FEE_ADJ rows left unmatched; the tests "
                          "pass. A psp_ref with a different amount on the two sides now shows up as 'amount "
                          "mismatch' instead of silently not matching."),
        ],
        "facts": [
            fact("match-psp-ref", "The recon matcher matches Paylark settlement lines to ledger rows on psp_ref, "
                                  "with the amount only as a check; the date is no longer part of the matching key "
                                  "(Paylark's day cut in Europe/Amsterdam differs from our UTC booking date around "
                                  "midnight).",
                 "decision", "user", ["psp_ref", ["amount only as a check", "amount", "matching key"]]),
        ],
        "optional": [
            opt("fee-adj", "Paylark FEE_ADJ rows (fee corrections) have no ledger account; finance will decide, "
                           "they stay unmatched for now.",
                ["FEE_ADJ"]),
            opt("paylark-daycut", "Paylark cuts its settlement day at midnight Europe/Amsterdam; the ledger books in "
                                  "UTC.",
                ["Europe/Amsterdam"]),
        ],
        "questions": [
            q("What does recon match Paylark settlement lines on?", "psp_ref, with the amount only as a check",
              ["match-psp-ref"]),
            q("Why did transactions around midnight come out unmatched?",
              "Paylark cuts its settlement day at midnight Europe/Amsterdam and the ledger books in UTC, and the "
              "matcher's key was amount + date", ["match-psp-ref"]),
        ],
    },
    {
        "id": "h36-cc-kyc-how-it-works",
        "project": KYC,
        "start": datetime(2026, 11, 10, 17, 30),
        "about": "kyc-bridge: the person takes over the service next week and only asks how it works (Idvera "
                 "callback route and signature, the check state machine, why processing goes through a queue, "
                 "computing an HMAC by hand, duplicate callbacks); nothing decided; near-miss 'I can never remember "
                 "the openssl incantation'",
        "steps": [
            ("user", "I'm picking up kyc-bridge from Lena next week and I've never opened it. walk me through how an "
                     "Idvera callback gets from their side to a merchant being verified"),
            bash("ls src src/routes src/workers && sed -n 1,30p src/routes/callbacks.ts",
                 "src:\ndomain\nroutes\nstore\nworkers\nserver.ts\n\nsrc/routes:\ncallbacks.ts\nhealth.ts\n\n"
                 "src/workers:\napply-check-result.ts\n"
                 "import { Hono } from 'hono';\nimport { verifyIdvera } from '../domain/signature';\n"
                 "import { saveEvent } from '../store/kyc-events';\nimport { checkResults } from '../queues';\n\n"
                 "export const callbacks = new Hono();\n\n"
                 "callbacks.post('/callbacks/idvera', async (c) => {\n"
                 "  const raw = await c.req.text();\n"
                 "  const sig = c.req.header('x-idvera-signature') ?? '';\n"
                 "  if (!verifyIdvera(raw, sig)) return c.json({ error: 'bad_signature' }, 401);\n"
                 "  const event = JSON.parse(raw);\n"
                 "  if (await saveEvent(event)) await checkResults.add('apply', { eventId: event.id });\n"
                 "  return c.body(null, 204);\n});\n"),
            ("assistant", "The path is short:\n\n"
                          "1. Idvera POSTs to `/callbacks/idvera` with a header `X-Idvera-Signature: t=<unix "
                          "time>,v1=<hex>`.\n"
                          "2. `verifyIdvera` computes HMAC-SHA256 over `<t>.<raw body>` with the shared secret and "
                          "compares it in constant time; it also rejects a `t` older than 5 minutes, so a captured "
                          "callback can't be replayed later.\n"
                          "3. The event is stored in `kyc_events`, and if it's new, a job goes on the "
                          "`check-results` BullMQ queue.\n"
                          "4. The route answers 204 right away; the worker `apply-check-result.ts` does the rest: "
                          "it loads the check, applies the transition and, on approval, flips the merchant's "
                          "`kyc_status` to verified."),
            ("user", "what's the state machine? which states can a check be in"),
            bash("sed -n 1,24p src/domain/check-state.ts",
                 "export type CheckState =\n  | 'pending'\n  | 'in_review'\n  | 'approved'\n  | 'rejected'\n"
                 "  | 'resubmission_requested'\n  | 'revoked';\n\n"
                 "const transitions: Record<CheckState, CheckState[]> = {\n"
                 "  pending: ['in_review', 'approved', 'rejected'],\n"
                 "  in_review: ['approved', 'rejected', 'resubmission_requested'],\n"
                 "  resubmission_requested: ['pending'],\n"
                 "  approved: ['revoked'],\n  rejected: [],\n  revoked: [],\n};\n"),
            ("assistant", "Six states. A check starts `pending`; Idvera either decides straight away (approved or "
                          "rejected) or moves it to `in_review` when a human at Idvera looks at it. From review it "
                          "can also go to `resubmission_requested` (blurry document, say), which sends it back to "
                          "`pending` when the merchant uploads again. `approved` is final except for `revoked`, "
                          "which comes from Idvera's ongoing monitoring (a sanctions list hit months later). "
                          "`rejected` and `revoked` are terminal. A callback asking for a transition that isn't in "
                          "the table is logged and dropped."),
            ("user", "and why does it go through the queue instead of just updating the merchant in the handler?"),
            ("assistant", "Two reasons, both visible in the code. Applying a result touches the merchant row, "
                          "writes an audit entry and may call the ledger to release held payouts, which can take a "
                          "few seconds or fail; Idvera only waits 10 s and retries on anything but a 2xx, so doing "
                          "it inline would produce duplicate callbacks on every slow ledger call. And the queue "
                          "serialises results per check (the job id is the check id), so two callbacks for the "
                          "same check can't race each other."),
            ("user", "makes sense. I can never remember the openssl incantation for an HMAC. how would I check a "
                     "signature by hand from a saved payload"),
            bash("T=1762793411; printf '%s.%s' \"$T\" \"$(cat /tmp/idvera-sample.json)\" | openssl dgst -sha256 "
                 "-hmac \"$IDVERA_SECRET\"",
                 "SHA2-256(stdin)= 5c1e0a7f3b99d2e4c61a08f2d4b7e9c03a5f6e1d8b2c4a7f90e3d6c1b5a8f273\n"),
            ("assistant", "`printf '%s.%s' \"$T\" \"$BODY\" | openssl dgst -sha256 -hmac \"$SECRET\"` and compare "
                          "the hex with the `v1=` part of the header. Use `printf`, not `echo`: echo adds a "
                          "newline and the HMAC won't match."),
            ("user", "last one: what happens if Idvera sends the same callback twice"),
            bash("rg -n 'on conflict' src/store",
                 "src/store/kyc-events.ts:22:    on conflict (idvera_event_id) do nothing\n"),
            ("assistant", "`saveEvent` inserts with `on conflict (idvera_event_id) do nothing` and returns false "
                          "for a duplicate, so the second copy is acknowledged with 204 but never queued."),
            ("user", "ok, that's plenty for today. thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
