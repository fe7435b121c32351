"""h46 Codex sessions, part b: Noor's ticketing work. linea-app (React Native ticket app with QR tickets) and
denylist-sync (the service that sends deny-lists of revoked tickets to the validators on buses, and valagent, the
agent on the validators)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

APP = "/home/noor/src/linea-app"
DENY = "/home/noor/src/denylist-sync"


def _valagent_log() -> str:
    lines = []
    seqs = [65531, 65532, 65533, 65534, 65535]
    t = 0
    for s in seqs:
        t += 5
        lines.append(f"2026-11-05 21:{10 + t:02d}:03 valagent[311] delta fetched seq={s} bytes={2100 + s % 700} "
                     f"entries=+{s % 9}/-{s % 4} applied")
    for s in range(0, 9):
        t += 5
        hh, mm = divmod(21 * 60 + 10 + t, 60)
        lines.append(f"2026-11-{5 + hh // 24:02d} {hh % 24:02d}:{mm:02d}:03 valagent[311] delta fetched seq={s} "
                     f"bytes={1900 + s * 37} ignored (stale: have 65535)")
    lines.append("[log truncated: valagent keeps the last 500 lines]")
    return "\n".join(lines) + "\n"


SESSIONS = [
    {
        "id": "h46-cx-app-qr-tickets",
        "project": APP,
        "start": datetime(2026, 11, 2, 12, 30),
        "branch": "noor/qr-tickets",
        "about": "linea-app: QR ticket payload; options JWT / CBOR in COSE_Sign1 / custom binary, 'go with that' "
                 "for COSE_Sign1 with ES256; QR error correction level M; tickets kept in encrypted MMKV for offline "
                 "display; AGENTS.md rule that the app never holds a private key (signing in ticket-api with KMS); "
                 "monthly key rotation proposal left open ('let me think'); long payload size measurements",
        "steps": [
            ("user", "hei! QR tickets start now. ticket-api (backend) already sells tickets, the app shows them as "
                     "a list of text only. validators on buses will scan a QR from the phone. I need the payload "
                     "format decided today because the validator vendor waits for our spec. payload has: ticket id, "
                     "product (single, day, 30-day), zones, valid_from, valid_to. what format?"),
            shell("cat package.json | jq '.dependencies | with_entries(select(.key|test(\"qr|cbor|jose|mmkv|"
                  "crypto\")))'; ls src/features/tickets",
                  "{\n  \"react-native-qrcode-svg\": \"6.3.2\",\n  \"react-native-mmkv\": \"3.1.0\"\n}\n"
                  "TicketList.tsx\nTicketRow.tsx\napi.ts\ntypes.ts\n"),
            shell("node scripts/payload-size.mjs",
                  "payload sizes for a 30-day ticket, zones A+B, ES256 signature:\n"
                  "  JWT (JSON claims, base64url)          412 bytes -> QR version 15 at level M (77x77 modules)\n"
                  "  CBOR claims in COSE_Sign1             118 bytes -> QR version 7 at level M  (45x45 modules)\n"
                  "  custom binary (packed) + raw sig       91 bytes -> QR version 6 at level M  (41x41 modules)\n"
                  "scan test (validator emulator, phone at 40% brightness, scratched screen filter):\n"
                  "  version 15: 71% first-try reads\n"
                  "  version 7 : 98% first-try reads\n"
                  "  version 6 : 99% first-try reads\n"),
            ("assistant", "I measured the three realistic candidates with a small script:\n\n"
                          "1. **JWT with ES256**: familiar, every language has a library. But 412 bytes means a QR "
                          "of version 15, and the validator emulator reads that on the first try only 71% of the "
                          "time with a scratched, dim screen. At a bus door that's a queue.\n"
                          "2. **CBOR claims in a COSE_Sign1 envelope, signed ES256**: 118 bytes, version 7, 98% "
                          "first-try reads. COSE is a standard (the vendor's firmware lists COSE support in its "
                          "SDK), so we don't invent a format.\n"
                          "3. **Custom packed binary + raw signature**: 91 bytes, barely better to scan than 2, and "
                          "we'd own a format forever, with versioning and all.\n\n"
                          "I'd pick 2, at error correction level M (level Q would push it to version 9)."),
            ("user", "go with that. level M ok"),
            shell("cat > docs/qr-ticket-v1.md <<'EOF'\n# QR ticket payload v1\n\nCOSE_Sign1 (tag 18), alg ES256 "
                  "(-7), kid = key id in the protected header.\nPayload: CBOR map\n  1: ticket id (bstr, 16)\n  "
                  "2: product (uint: 1 single, 2 day, 3 thirty-day)\n  3: zones (array of tstr, e.g. [\"A\",\"B\"])\n"
                  "  4: valid_from (uint, epoch seconds)\n  5: valid_to (uint, epoch seconds)\nQR: byte mode, "
                  "error correction level M.\nEOF\nwc -c docs/qr-ticket-v1.md",
                  "412 docs/qr-ticket-v1.md\n"),
            ("assistant", "Spec draft for the vendor is in docs/qr-ticket-v1.md. Next question is where the QR "
                          "comes from. The cleanest split: ticket-api signs the COSE_Sign1 at purchase and the app "
                          "receives the finished bytes, stores them and renders them; the app has no signing code "
                          "at all. Storage: the app already depends on react-native-mmkv, and with an encryption "
                          "key from the keychain/keystore it gives us encrypted storage that works offline, so a "
                          "ticket shows in a tunnel or with no data plan."),
            ("user", "yes exactly like that. encrypted MMKV for the tickets, the key in keychain. and put this in "
                     "AGENTS.md so nobody, you included, ever gets creative: the app never signs tickets and never "
                     "holds a private key. signing happens only in ticket-api with the key in KMS. the app only "
                     "ever gets finished signed tickets"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: AGENTS.md\n@@\n ## Security\n+\n+- The "
                  "app never signs tickets and never holds a private key. Tickets are signed only in ticket-api, "
                  "with the key in KMS; the app receives finished COSE_Sign1 bytes and only stores and renders "
                  "them.\n*** End Patch\nEOF\ngit diff --stat",
                  "Success. Updated the following files:\nM AGENTS.md\n AGENTS.md | 4 ++++\n"
                  " 1 file changed, 4 insertions(+)\n"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: src/features/tickets/store.ts\n+import { "
                  "MMKV } from 'react-native-mmkv';\n+import { getOrCreateStorageKey } from '../../platform/keychain';"
                  "\n+\n+let storage: MMKV | null = null;\n+export async function ticketStore(): Promise<MMKV> {\n"
                  "+  if (!storage) {\n+    storage = new MMKV({ id: 'tickets', encryptionKey: await "
                  "getOrCreateStorageKey('tickets') });\n+  }\n+  return storage;\n+}\n*** End Patch\nEOF\nyarn -s tsc "
                  "--noEmit && yarn -s jest src/features/tickets 2>&1 | tail -4",
                  "Success. Updated the following files:\nA src/features/tickets/store.ts\n"
                  "Test Suites: 3 passed, 3 total\nTests:       19 passed, 19 total\nSnapshots:   2 passed, 2 total\n"
                  "Time:        4.812 s\n"),
            ("assistant", "Tickets now live in an encrypted MMKV instance `tickets` whose key comes from the "
                          "keychain; the QR screen renders the stored COSE bytes at level M. One more thought for "
                          "ticket-api: rotating the signing key monthly (new kid each month, validators accept the "
                          "current and previous kid) would limit damage if a key ever leaked."),
            ("user", "let me think about rotation, it touches the vendor too. good for today, kiitos"),
        ],
        "facts": [
            fact("qr-format", "QR tickets carry CBOR claims in a COSE_Sign1 envelope signed ES256 (118 bytes, QR "
                              "version 7, 98% first-try reads); JWT (412 bytes, version 15) and a custom binary "
                              "format were rejected.",
                 "decision", "user", ["COSE_Sign1", ["ES256", "CBOR"]]),
            fact("ecc", "The ticket QR uses error correction level M.", "config", "user", ["level M"]),
            fact("no-private-key", "The app never signs tickets and never holds a private key: tickets are signed "
                                   "only in ticket-api with the key in KMS (written to AGENTS.md).",
                 "rule", "user", ["KMS", ["private key", "signs"]], remember=True),
            fact("mmkv", "Tickets are stored on the phone in an encrypted MMKV instance (key in the keychain) so "
                         "they display offline.",
                 "decision", "user", ["MMKV", ["offline", "encrypted"]]),
        ],
        "optional": [
            opt("spec-doc", "The payload spec for the validator vendor is docs/qr-ticket-v1.md.",
                ["qr-ticket-v1.md"]),
            opt("rotation", "Monthly signing-key rotation was proposed; Noor will think about it.", ["rotation"]),
        ],
        "questions": [
            q("What format is the QR ticket payload?", "CBOR in COSE_Sign1 signed ES256", ["qr-format"]),
            q("Where are QR tickets signed?", "only in ticket-api with the key in KMS, never in the app",
              ["no-private-key"]),
            q("How does the app keep tickets available offline?", "encrypted MMKV, key in the keychain", ["mmkv"]),
        ],
    },
    {
        "id": "h46-cx-denylist-seq-wrap",
        "project": DENY,
        "start": datetime(2026, 11, 8, 10, 40),
        "branch": "noor/seq32",
        "about": "denylist-sync: revoked tickets accepted on some buses since Thursday; Noor's guess (depot wifi "
                 "dead zone) wrong; the 16-bit delta sequence wrapped past 65535 and valagent ignores deltas as "
                 "stale; forced full snapshot, FORMAT_VERSION 2 with u32; vendor email pasted, only the 64 KB delta "
                 "limit confirmed; 'for the record' format rule with 14 days; 5-minute deltas and 02:30 snapshot "
                 "confirmed; truncated log note; closing summary",
        "steps": [
            ("user", "we have a problem. fraud team says revoked tickets are accepted on some buses since "
                     "thursday evening. a guy refunded a 30-day ticket in the app and kept riding with the "
                     "screenshot. the deny-list has it. my guess: those buses parked in the part of the depot where "
                     "wifi is dead and they missed the deltas"),
            shell("cat config/denyd.toml; psql \"$DENY_DB\" -Atc \"select max(seq), count(*) filter (where created_at "
                  "> now() - interval '3 days') from deltas\"",
                  "[publish]\ndelta_interval = \"5m\"\nfull_snapshot_cron = \"30 2 * * *\"  # 02:30 every night\n"
                  "format_version = 1\nmax_delta_bytes = 65536\n\n[storage]\nbucket = \"linea-denylist\"\n"
                  "retain_deltas_days = 14\n"
                  "2118|861\n"),
            ("assistant", "The server has been publishing a delta every 5 minutes (861 in three days) and a full "
                          "snapshot at 02:30 nightly. Interesting detail: `max(seq)` in the deltas table is 2118, "
                          "but it's a bigint column in the database. Let me check what the validators themselves "
                          "say before blaming the wifi. Which bus was the refunded ticket used on?"),
            ("user", "bus LN4133, validator front door. note the validator log is short, it only keeps the last 500 "
                     "lines, so that's all there is"),
            shell("ssh val-ln4133-front 'grep delta /var/log/valagent.log | tail -14'", _valagent_log()),
            ("assistant", "It's not the wifi: the validator fetched every delta, on time. It applied up to "
                          "`seq=65535`, then fetched `seq=0`, `seq=1`, ... and ignored them all as stale. The "
                          "sequence number in the file header is 16 bits wide, and on Thursday at about 21:35 the "
                          "counter passed 65535 and wrapped to 0 (that's also why the deltas table shows max(seq) 2118: "
                          "denyd stores the value it wrote into the header, already wrapped). "
                          "valagent compares `new > have`, so for it every delta since then is older than what it "
                          "has. Any validator that was running at the wrap is stuck; validators that rebooted and "
                          "pulled the 02:30 full snapshot... let me check the header code."),
            shell("rg -n 'Seq|seq' internal/format/header.go cmd/valagent/apply.go | head -12",
                  "internal/format/header.go:14:\tSeq     uint16 // delta sequence\n"
                  "internal/format/header.go:31:\tbinary.BigEndian.PutUint16(b[4:6], h.Seq)\n"
                  "internal/format/header.go:44:\th.Seq = binary.BigEndian.Uint16(b[4:6])\n"
                  "cmd/valagent/apply.go:52:\tif hdr.Seq <= st.LastSeq {\n"
                  "cmd/valagent/apply.go:53:\t\tlog.Printf(\"delta fetched seq=%d bytes=%d ignored (stale: have %d)\","
                  " hdr.Seq, n, st.LastSeq)\n"
                  "cmd/valagent/apply.go:67:\t// full snapshot does not reset LastSeq\n"),
            ("assistant", "Confirmed, and worse: the full snapshot does not reset `LastSeq` either, so even the "
                          "nightly snapshot didn't unstick them. Every validator has been ignoring deltas since "
                          "Thursday ~21:35; the only revocations they know are those in Friday's and Saturday's "
                          "02:30 snapshots... no wait, the snapshot is applied, only LastSeq isn't reset. So "
                          "validators do get revocations once a night from the snapshot, and miss everything "
                          "revoked during the day. That matches the refunded ticket still working the same day.\n\n"
                          "Plan:\n1. now: push a valagent hotfix that resets LastSeq when it applies a full "
                          "snapshot, and force a snapshot so fleets recover today;\n2. real fix: header "
                          "FORMAT_VERSION 2 with a u32 sequence; valagent reads v1 and v2; denyd writes v2 once "
                          "the fleet has the new agent."),
            ("user", "yes do both. the vendor also sent me this last month, maybe relevant:\n\n"
                     "> From: support@trelvo-validators.example\n> Subject: Re: firmware 4.2 notes\n>\n> Hello Linea "
                     "team, some notes for firmware 4.2:\n> - The file cache accepts downloaded files up to 64 KB. "
                     "Larger files are discarded without an error.\n> - We recommend polling no more often than every "
                     "2 minutes.\n> - Validators reboot nightly at 03:15 for housekeeping.\n> - Our cloud "
                     "deny-list service is available at a discount for 2027.\n>\n> Best regards, Trelvo support\n\n"
                     "the 64 KB thing is real, we hit it in testing — deltas stay under 64 KB, that's a hard limit "
                     "for us. the rest we don't care, and no we don't buy their cloud"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: internal/format/header.go\n@@\n-\tSeq     "
                  "uint16 // delta sequence\n+\tSeq     uint32 // delta sequence (FORMAT_VERSION 2; v1 had uint16 and "
                  "wrapped at 65535)\n*** Update File: cmd/valagent/apply.go\n@@\n-\t// full snapshot does not reset "
                  "LastSeq\n+\tst.LastSeq = snap.Seq // a full snapshot resets the sequence\n*** End Patch\nEOF\n"
                  "go test ./... 2>&1 | tail -5",
                  "Success. Updated the following files:\nM internal/format/header.go\nM cmd/valagent/apply.go\n"
                  "ok  \tgit.linea.example/pis/denylist-sync/internal/format\t0.081s\n"
                  "ok  \tgit.linea.example/pis/denylist-sync/internal/publish\t0.402s\n"
                  "ok  \tgit.linea.example/pis/denylist-sync/cmd/valagent\t0.233s\n"
                  "ok  \tgit.linea.example/pis/denylist-sync/cmd/denyd\t0.310s\n"),
            ("assistant", "Tests pass, including new ones for a v1 header, a v2 header and the wrap itself "
                          "(65535 -> 65536 in v2). The 64 KB limit is already `max_delta_bytes = 65536` in "
                          "denyd.toml; I added a test that a delta over it is split instead of written."),
            ("user", "for the record, a standing instruction for this repo: whenever the file format changes, "
                     "FORMAT_VERSION goes up and valagent keeps accepting the previous version for 14 days. some "
                     "buses sit in the repair hall for a week or two and come back with the old agent, they must "
                     "not go blind. and yes, the 5 min deltas and the 02:30 full snapshot stay as they are"),
            shell("make valagent-armhf && scripts/rollout-agent.sh --canary 20 && scripts/force-snapshot.sh",
                  "valagent: built dist/valagent-armhf (6.2 MB), accepts FORMAT_VERSION 1,2\n"
                  "rollout: 20 canary validators updated, 20/20 healthy\n"
                  "force-snapshot: snapshot seq=2119 published, 1,482 validators notified\n"),
            ("assistant", "## Summary\n\n"
                          "- **Cause:** the delta header's sequence number was a uint16. On Thursday ~21:35 it "
                          "wrapped from 65535 to 0 and valagent ignored every later delta as stale; the nightly "
                          "full snapshot didn't reset LastSeq, so validators only learned revocations once a night. "
                          "Not the depot wifi.\n"
                          "- **Hotfix:** valagent resets LastSeq on a full snapshot; 20 canaries updated; a "
                          "snapshot was forced.\n"
                          "- **Real fix:** FORMAT_VERSION 2 with a u32 sequence; valagent accepts 1 and 2. denyd "
                          "switches to writing v2 after the fleet rollout, and per your rule v1 stays accepted for "
                          "14 days after that.\n"
                          "- **Limits kept:** deltas every 5 minutes, full snapshot 02:30, deltas under 64 KB "
                          "(firmware 4.2 drops larger files silently).\n\n"
                          "Fleet rollout of the agent tomorrow after the canaries have run a night."),
        ],
        "facts": [
            fact("seq-wrap", "Revoked tickets were accepted because the deny-list delta header's sequence was a "
                             "uint16 that wrapped past 65535, so valagent ignored later deltas as stale (and a full "
                             "snapshot did not reset LastSeq); fixed with FORMAT_VERSION 2 using a u32 sequence and "
                             "a LastSeq reset on snapshots. The depot wifi was not the cause.",
                 "bugfix", "assistant", ["65535", ["u32", "uint32"]]),
            fact("format-rule", "Whenever the deny-list file format changes, FORMAT_VERSION is bumped and valagent "
                                "keeps accepting the previous version for 14 days (buses come back from the repair "
                                "hall with the old agent).",
                 "rule", "user", ["FORMAT_VERSION", "14 days"], remember=True),
            fact("delta-64kb", "Deny-list delta files stay under 64 KB: validator firmware 4.2 silently discards "
                               "larger files (max_delta_bytes = 65536).",
                 "config", "user", ["64 KB"]),
            fact("schedule", "Deny-list deltas are published every 5 minutes and a full snapshot every night at "
                             "02:30.",
                 "config", "user", ["02:30", ["5 minutes", "5 min", "5m"]]),
        ],
        "optional": [
            opt("no-vendor-cloud", "Linea doesn't buy the vendor's cloud deny-list service.", ["cloud"]),
            opt("vendor-reboot", "Validators reboot nightly at 03:15 (vendor note).", ["03:15"]),
        ],
        "questions": [
            q("Why did validators keep accepting revoked tickets?",
              "the uint16 delta sequence wrapped after 65535 and valagent ignored deltas as stale", ["seq-wrap"]),
            q("What has to happen when the deny-list file format changes?",
              "FORMAT_VERSION goes up and the previous version stays accepted for 14 days", ["format-rule"]),
            q("How large may a deny-list delta file be?", "under 64 KB", ["delta-64kb"]),
            q("How often are deny-list deltas and snapshots published?",
              "deltas every 5 minutes, full snapshot at 02:30", ["schedule"]),
        ],
    },
    {
        "id": "h46-cx-app-sv-strings-chore",
        "project": APP,
        "start": datetime(2026, 11, 14, 11, 15),
        "branch": "noor/sv-typos",
        "about": "linea-app: nothing durable. QA's Swedish typos fixed, a translation key renamed on request, lint and "
                 "tests run twice ('run it again'), Friday lunch chatter",
        "steps": [
            ("user", "boring friday one. QA found typos in the swedish strings: 'Biljeten' should be 'Biljetten', "
                     "'Giltlig till' should be 'Giltig till', and 'Köp biljet' should be 'Köp biljett'. fix them "
                     "pls"),
            shell("rg -n 'Biljeten|Giltlig|Köp biljet\"' src/i18n/sv.json",
                  "14:  \"ticketListTitle\": \"Biljeten\",\n"
                  "22:  \"validUntil\": \"Giltlig till {{time}}\",\n"
                  "31:  \"buyTicket\": \"Köp biljet\",\n"),
            shell("sed -i 's/\"Biljeten\"/\"Biljetten\"/; s/Giltlig till/Giltig till/; s/\"Köp biljet\"/\"Köp "
                  "biljett\"/' src/i18n/sv.json && git diff --stat",
                  " src/i18n/sv.json | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)\n"),
            ("assistant", "Fixed all three in src/i18n/sv.json. While in there I noticed the key "
                          "`ticketExpiredTitel` in all three language files (German-ish spelling of 'title')."),
            ("user", "oh lol, rename that to ticketExpiredTitle everywhere"),
            shell("rg -l ticketExpiredTitel src | xargs sed -i 's/ticketExpiredTitel/ticketExpiredTitle/g' && rg -c "
                  "ticketExpiredTitle src",
                  "src/i18n/fi.json:1\nsrc/i18n/sv.json:1\nsrc/i18n/en.json:1\n"
                  "src/features/tickets/TicketRow.tsx:1\n"),
            shell("yarn -s lint && yarn -s jest 2>&1 | tail -4",
                  "src/features/tickets/TicketRow.tsx\n  41:7  warning  Unexpected console statement  no-console\n\n"
                  "✖ 1 problem (0 errors, 1 warning)\n\n"
                  "Test Suites: 1 failed, 23 passed, 24 total\nTests:       1 failed, 141 passed, 142 total\n"
                  "Snapshots:   1 failed, 17 passed, 18 total\nTime:        19.204 s\n"),
            ("assistant", "Lint passes (one old console warning). One snapshot test fails: TicketList's snapshot "
                          "still contains 'Biljeten', which is expected after the fix. Updating that snapshot."),
            shell("yarn -s jest src/features/tickets/TicketList.test.tsx -u 2>&1 | tail -3",
                  "Snapshots:   1 updated, 1 total\nTime:        3.118 s\nRan all test suites matching "
                  "/TicketList.test.tsx/i.\n"),
            ("user", "run it again, all of it"),
            shell("yarn -s jest 2>&1 | tail -4",
                  "Test Suites: 24 passed, 24 total\nTests:       142 passed, 142 total\n"
                  "Snapshots:   18 passed, 18 total\nTime:        18.771 s\n"),
            ("user", "green. commit 'sv: typo fixes from QA' and I'm off to lunch, it's salmon soup day downstairs 🐟"),
            shell("git commit -qam 'sv: typo fixes from QA' && git log --oneline -1",
                  "9d41e07 sv: typo fixes from QA\n"),
            ("assistant", "Committed as 9d41e07. Enjoy the soup."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
