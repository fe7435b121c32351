"""h65 Claude Code sessions, part b (Norrfjäll Resorts).

gatekeeper (Oskar): OTA rollout of 0.9.0 in rings. dagpris (Maja): first sketch of the day-ticket pricing rules.
snowmaker-dash (Chidi): wet-bulb temperature per weather station."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

GATE = "/home/oskar/dev/gatekeeper"
DAGPRIS = "/home/maja/kod/dagpris"
SNOW = "/home/chidi/projects/snowmaker-dash"

# --------------------------------------------------------------------------------------------------
# h65-cc-gate-ota
# --------------------------------------------------------------------------------------------------

_LS_SCRIPTS = """scripts/
├── dev
│   ├── fake_reader.py
│   └── seed_whitelist.sh
├── ota
│   ├── README.md
│   ├── gates.csv
│   ├── rollout.sh
│   └── verify.sh
└── support
    ├── collect_logs.sh
    └── reset_bench.sh
"""

_ROLLOUT_SH = """     1\t#!/usr/bin/env bash
     2\t# Push a gatekeeper build to a set of gates through the OTA server.
     3\t# usage: rollout.sh --ring N --version X.Y.Z [--dry-run]
     4\tset -euo pipefail
     5\t
     6\tOTA_URL="${OTA_URL:-https://ota.gates.norrfjall.internal:9443}"
     7\tHERE="$(cd "$(dirname "$0")" && pwd)"
     8\tROOT="$HERE/../.."
     9\t
    10\twhile [[ $# -gt 0 ]]; do
    11\t  case "$1" in
    12\t    --ring) RING="$2"; shift 2 ;;
    13\t    --version) VERSION="$2"; shift 2 ;;
    14\t    --dry-run) DRY=1; shift ;;
    15\t    *) echo "unknown arg $1" >&2; exit 2 ;;
    16\t  esac
    17\tdone
    18\t
    19\tBIN="$ROOT/dist/gatekeeper-$VERSION-aarch64"
    20\tSIG="$ROOT/target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig"
    21\t
    22\t[[ -f "$BIN" ]] || { echo "no binary $BIN" >&2; exit 1; }
    23\t[[ -f "$SIG" ]] || { echo "no signature $SIG" >&2; exit 1; }
    24\t
    25\t# gates.csv: gate_id,resort,lift,ring
    26\tmapfile -t GATES < <(awk -F, -v r="$RING" 'NR>1 && $4==r {print $1}' "$HERE/gates.csv")
    27\techo "ring $RING: ${#GATES[@]} gates"
    28\t
    29\tcurl -fsS --cert ~/.ota/client.pem -F "bin=@$BIN" -F "sig=@$SIG" \\
    30\t     "$OTA_URL/v1/builds/$VERSION" >/dev/null
    31\tfor g in "${GATES[@]}"; do
    32\t  [[ -n "${DRY:-}" ]] && { echo "would push $VERSION to $g"; continue; }
    33\t  curl -fsS --cert ~/.ota/client.pem -X POST "$OTA_URL/v1/gates/$g/install?version=$VERSION"
    34\t  echo "$g: queued"
    35\tdone
"""

_GATES_CSV_HEAD = """gate_id,resort,lift,ring
gk-bench-01,office,-,0
tjl-t1-a,TJL,T1,2
tjl-t1-b,TJL,T1,2
tjl-t1-c,TJL,T1,2
tjl-t2-a,TJL,T2,1
tjl-t2-b,TJL,T2,1
tjl-t3-a,TJL,T3,2
tjl-t4-a,TJL,T4,2
tjl-t4-b,TJL,T4,2
hsj-h1-a,HSJ,H1,2
hsj-h1-b,HSJ,H1,2
hsj-h1-c,HSJ,H1,2
hsj-h1-d,HSJ,H1,2
hsj-h2-a,HSJ,H2,2
...
bja-b2-a,BJA,B2,2
bja-b3-a,BJA,B3,2
(65 lines: 1 bench + 64 gates)
"""

_ROLLOUT_FAIL = """ring 0: 1 gates
gk-bench-01: queued
$ ssh gk-bench-01 journalctl -u gatekeeper-ota --since '-3 min' --no-pager
Nov 25 10:21:44 gk-bench-01 gatekeeper-ota[611]: install request: version=0.9.0
Nov 25 10:21:44 gk-bench-01 gatekeeper-ota[611]: downloading https://ota.gates.norrfjall.internal:9443/v1/builds/0.9.0/bin (6.1 MB)
Nov 25 10:21:46 gk-bench-01 gatekeeper-ota[611]: downloading https://ota.gates.norrfjall.internal:9443/v1/builds/0.9.0/sig
Nov 25 10:21:46 gk-bench-01 gatekeeper-ota[611]: verify: minisign: signature verification failed: trusted comment does not match, or file was signed with another key (key id 8F1C0A73D2E46B95)
Nov 25 10:21:46 gk-bench-01 gatekeeper-ota[611]: install aborted, keeping gatekeeper 0.8.4
"""

_LS_SIGS = """-rw-r--r--  1 oskar  staff  6391848 Nov 24 16:02 dist/gatekeeper-0.9.0-aarch64
-rw-r--r--  1 oskar  staff      332 Nov 24 16:02 dist/gatekeeper-0.9.0-aarch64.minisig
-rw-r--r--  1 oskar  staff      330 Mar 14  2025 target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig
$ minisign -V -p release.pub -m dist/gatekeeper-0.9.0-aarch64 -x target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig
Signature verification failed
$ minisign -V -p release.pub -m dist/gatekeeper-0.9.0-aarch64
Signature and comment signature verified
Trusted comment: timestamp:1795532520\tfile:gatekeeper-0.9.0-aarch64\thashed
"""

_ROLLOUT_OK = """ring 0: 1 gates
gk-bench-01: queued
$ ssh gk-bench-01 journalctl -u gatekeeper-ota --since '-2 min' --no-pager
Nov 25 10:34:02 gk-bench-01 gatekeeper-ota[611]: install request: version=0.9.0
Nov 25 10:34:04 gk-bench-01 gatekeeper-ota[611]: verify: signature ok (key id 2B7E90D4C1A35F68)
Nov 25 10:34:04 gk-bench-01 gatekeeper-ota[611]: installed /opt/gatekeeper/releases/0.9.0, switching symlink
Nov 25 10:34:05 gk-bench-01 systemd[1]: Restarting gatekeeper.service...
Nov 25 10:34:06 gk-bench-01 gatekeeper[2291]: gatekeeper 0.9.0 starting, config_version=14
Nov 25 10:34:06 gk-bench-01 gatekeeper[2291]: whitelist: opened /var/lib/gatekeeper/whitelist.db (18902 entries)
Nov 25 10:34:07 gk-bench-01 gatekeeper[2291]: reader: NX-220 ready, poll_timeout_ms=600
Nov 25 10:34:07 gk-bench-01 gatekeeper[2291]: sync: delta ok (+14 -3)
"""

S_OTA = {
    "id": "h65-cc-gate-ota",
    "project": GATE,
    "start": datetime(2026, 11, 25, 10, 2, 0),
    "about": "OTA rollout of 0.9.0: 'do you remember where' near-miss, an auto-canary proposal declined, ring layout "
             "as a standing rule (differs from gates.csv), signature failure from a stale .minisig path",
    "steps": [
        ("user", "morning. time to roll 0.9.0 (whitelist fix + cold timeout) to all 64 gates before christmas week. "
                 "how did we do OTA last time... do you remember where the rollout script is?"),
        ("assistant", "I don't carry anything over from earlier sessions, but it's quick to find — let me look in "
                      "`scripts/`."),
        bash("tree scripts", _LS_SCRIPTS),
        tool("Read", {"file_path": f"{GATE}/scripts/ota/rollout.sh"}, _ROLLOUT_SH),
        bash("cat scripts/ota/gates.csv | head -15; echo ...; tail -2 scripts/ota/gates.csv; "
             "echo \"($(wc -l < scripts/ota/gates.csv) lines: 1 bench + 64 gates)\"", _GATES_CSV_HEAD),
        ("assistant", "It's `scripts/ota/rollout.sh --ring N --version X.Y.Z`. It uploads the build to the OTA server "
                      "(`https://ota.gates.norrfjall.internal:9443`, client cert `~/.ota/client.pem`) and queues an "
                      "install on every gate whose ring in `scripts/ota/gates.csv` matches. Today the CSV has ring 0 = "
                      "gk-bench-01, ring 1 = the two gates at Tjärnliden T2, ring 2 = the rest.\n\nIf you want, I could "
                      "also make this a proper canary: after each ring, query Prometheus for `gatekeeper_denies_total` "
                      "and reader errors for 30 minutes and roll back automatically if they jump. It's maybe a day of "
                      "work."),
        ("user", "nice idea but no time now, maybe in spring. but the rings are wrong. T2 is the busiest lift we have, "
                 "why did I put that in ring 1... standing rule for releases: ring 0 is gk-bench-01, ring 1 is the 4 "
                 "gates at Hemsjö H1 (smallest lift, few guests, and I can drive there in 20 min), ring 2 everything else. "
                 "and minimum 24 hours between rings, no matter how good it looks. fix gates.csv"),
        ("assistant", "Understood, and I'll treat it as the rule for every rollout: ring 0 gk-bench-01 → ring 1 the four "
                      "Hemsjö H1 gates → ring 2 all others, at least 24 hours between rings. Updating `gates.csv` and "
                      "adding a guard to `rollout.sh` that refuses ring N+1 if ring N was pushed less than 24 hours ago "
                      "(it writes a timestamp to `scripts/ota/.last_ring_N`)."),
        bash("sed -i '' -E 's/^(tjl-t2-[ab]),TJL,T2,1$/\\1,TJL,T2,2/; s/^(hsj-h1-[abcd]),HSJ,H1,2$/\\1,HSJ,H1,1/' "
             "scripts/ota/gates.csv && awk -F, '$4==1' scripts/ota/gates.csv",
             "hsj-h1-a,HSJ,H1,1\nhsj-h1-b,HSJ,H1,1\nhsj-h1-c,HSJ,H1,1\nhsj-h1-d,HSJ,H1,1"),
        tool("Edit", {"file_path": f"{GATE}/scripts/ota/rollout.sh", "old_string": "echo \"ring $RING: ${#GATES[@]} gates\"",
                      "new_string": "if (( RING > 0 )); then\n  prev=\"$HERE/.last_ring_$((RING-1))\"\n  ...\nfi\n"
                                    "echo \"ring $RING: ${#GATES[@]} gates\""},
             "The file scripts/ota/rollout.sh has been updated."),
        bash("make release-arm >/dev/null && scripts/ota/rollout.sh --ring 0 --version 0.9.0 && sleep 90 && "
             "echo \"$ ssh gk-bench-01 journalctl -u gatekeeper-ota --since '-3 min' --no-pager\" && "
             "ssh gk-bench-01 journalctl -u gatekeeper-ota --since '-3 min' --no-pager", _ROLLOUT_FAIL),
        ("assistant", "The bench reader refused the install: minisign says the signature was made with another key "
                      "(key id 8F1C0A73…). My first thought was that `~/keys/gk-release.key` on the new Mac isn't the "
                      "same key as the one the readers trust — let me check which signature file was actually "
                      "uploaded before blaming the key."),
        bash("ls -l dist/ target/aarch64-unknown-linux-gnu/release/*.minisig && scp gk-bench-01:/etc/gatekeeper/release.pub . "
             "&& echo '$ minisign -V -p release.pub -m dist/gatekeeper-0.9.0-aarch64 -x target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig' "
             "&& minisign -V -p release.pub -m dist/gatekeeper-0.9.0-aarch64 -x target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig; "
             "echo '$ minisign -V -p release.pub -m dist/gatekeeper-0.9.0-aarch64' && minisign -V -p release.pub -m dist/gatekeeper-0.9.0-aarch64",
             _LS_SIGS),
        ("assistant", "The key is fine. The problem is the path: `rollout.sh` line 20 takes the signature from "
                      "`target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig` — a stale file from March 2025, "
                      "signed with the old key — while `make release-arm` now writes the binary *and* its `.minisig` to "
                      "`dist/`. So a new binary went up with an old signature. Fix: `SIG=\"$BIN.minisig\"`."),
        tool("Edit", {"file_path": f"{GATE}/scripts/ota/rollout.sh",
                      "old_string": "SIG=\"$ROOT/target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig\"",
                      "new_string": "SIG=\"$BIN.minisig\""},
             "The file scripts/ota/rollout.sh has been updated."),
        bash("rm target/aarch64-unknown-linux-gnu/release/gatekeeper.minisig && scripts/ota/rollout.sh --ring 0 "
             "--version 0.9.0 && sleep 60 && echo \"$ ssh gk-bench-01 journalctl -u gatekeeper-ota --since '-2 min' --no-pager\" "
             "&& ssh gk-bench-01 journalctl -u gatekeeper-ota --since '-2 min' --no-pager -u gatekeeper", _ROLLOUT_OK),
        ("assistant", "Ring 0 is done: gk-bench-01 runs 0.9.0, signature ok, whitelist from `/var/lib/gatekeeper`, "
                      "reader up with `poll_timeout_ms=600`. With the 24-hour guard, ring 1 (Hemsjö H1) can go from "
                      "10:34 tomorrow."),
        ("user", "good. i do ring 1 tomorrow myself. always fun, this ota stuff"),
        ("assistant", "Ha — it behaved once the signature path was right. Summary:\n- `scripts/ota/rollout.sh` now "
                      "reads the signature from `dist/<binary>.minisig` (it used a stale `target/.../gatekeeper.minisig`, "
                      "which made the bench reject the install).\n- Rings: 0 = gk-bench-01, 1 = Hemsjö H1 (4 gates), "
                      "2 = the other 60; `rollout.sh` refuses the next ring within 24 hours.\n- OTA server: "
                      "`https://ota.gates.norrfjall.internal:9443`."),
    ],
    "facts": [
        fact("rings",
             "Standing rule for releases: ring 0 is gk-bench-01, ring 1 the four gates at Hemsjö H1, ring 2 everything "
             "else, with at least 24 hours between rings.",
             "rule", "user", ["Hemsjö H1", "24 hours"], remember=True),
        fact("minisig-path",
             "The bench reader rejected the OTA install because rollout.sh uploaded a stale .minisig from target/ "
             "instead of the one make release-arm writes to dist/; SIG now points at the binary's .minisig in dist/.",
             "bugfix", "assistant", ["minisig", "dist"]),
        fact("ota-server",
             "OTA rollouts go through scripts/ota/rollout.sh --ring N --version X.Y.Z to the OTA server "
             "https://ota.gates.norrfjall.internal:9443.",
             "config", "assistant", ["rollout.sh", "9443"]),
    ],
    "optional": [
        opt("gate-count", "There are 64 gates plus the bench reader, listed in scripts/ota/gates.csv.", ["gates.csv"]),
    ],
    "questions": [
        q("What are the OTA rollout rings?", "ring 0 gk-bench-01, ring 1 Hemsjö H1, ring 2 everything else, 24 hours between",
          ["rings"]),
        q("Why did the bench reader refuse the 0.9.0 install?", "stale minisig in target; make release-arm writes to dist", ["minisig-path"]),
        q("Where is the OTA server?", "https://ota.gates.norrfjall.internal:9443", ["ota-server"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cc-dagpris-model
# --------------------------------------------------------------------------------------------------

_CAL_CSV = """date,resort,band,base_adult_ore,capacity
2026-11-28,TJL,low,49500,4200
2026-11-29,TJL,low,49500,4200
2026-12-05,TJL,low,49500,4200
2026-12-06,TJL,low,49500,4200
2026-12-12,TJL,mid,56500,5100
2026-12-19,TJL,peak,64500,5800
2026-12-26,TJL,peak,64500,5800
2026-12-27,TJL,peak,64500,5800
2026-12-28,TJL,peak,64500,5800
2026-11-28,HSJ,low,42500,1800
2026-11-29,HSJ,low,42500,1800
2026-12-19,HSJ,peak,53500,2400
2026-12-28,HSJ,peak,53500,2400
2026-11-28,BJA,low,38500,2600
2026-12-28,BJA,peak,48500,3300
...
$ wc -l data/season_2026_27.csv
453 data/season_2026_27.csv
"""

_GOMOD = """module git.norrfjall.internal/pricing/dagpris

go 1.23

require (
\tgithub.com/go-chi/chi/v5 v5.1.0
\tgithub.com/jackc/pgx/v5 v5.7.1
)
"""

_GOTEST1 = """=== RUN   TestPris
=== RUN   TestPris/lågsäsong_halvtom_backe
=== RUN   TestPris/lågsäsong_normal
=== RUN   TestPris/jul_nästan_slutsåld
=== RUN   TestPris/jul_slutsåld_storm
=== RUN   TestPris/taket_håller_vid_extrem_efterfrågan
=== RUN   TestPris/golvet_håller_vid_tom_backe_och_regn
--- FAIL: TestPris (0.00s)
    --- PASS: TestPris/lågsäsong_halvtom_backe (0.00s)
    --- PASS: TestPris/lågsäsong_normal (0.00s)
    --- PASS: TestPris/jul_nästan_slutsåld (0.00s)
    --- FAIL: TestPris/jul_slutsåld_storm (0.00s)
        pricing_test.go:61: Price(peak 64500, occ 0.97, weather 1.10) = 81000, want 80500
    --- PASS: TestPris/taket_håller_vid_extrem_efterfrågan (0.00s)
    --- PASS: TestPris/golvet_håller_vid_tom_backe_och_regn (0.00s)
FAIL
FAIL\tgit.norrfjall.internal/pricing/dagpris/internal/pricing\t0.004s
FAIL
"""

_GOTEST2 = """=== RUN   TestPris
--- PASS: TestPris (0.00s)
    --- PASS: TestPris/lågsäsong_halvtom_backe (0.00s)
    --- PASS: TestPris/lågsäsong_normal (0.00s)
    --- PASS: TestPris/jul_nästan_slutsåld (0.00s)
    --- PASS: TestPris/jul_slutsåld_storm (0.00s)
    --- PASS: TestPris/taket_håller_vid_extrem_efterfrågan (0.00s)
    --- PASS: TestPris/golvet_håller_vid_tom_backe_och_regn (0.00s)
    --- PASS: TestPris/avrundning_till_närmaste_femma (0.00s)
=== RUN   TestEfterfrågan
--- PASS: TestEfterfrågan (0.00s)
PASS
ok  \tgit.norrfjall.internal/pricing/dagpris/internal/pricing\t0.005s
"""

S_MODEL = {
    "id": "h65-cc-dagpris-model",
    "project": DAGPRIS,
    "start": datetime(2026, 11, 5, 8, 50, 0),
    "about": "first pricing rules for dynamic day tickets: ML proposal rejected with a reason, bounds, rounding "
             "changed from 10 kr to 5 kr, an 'always' rule about tests; long assistant sketch",
    "steps": [
        ("user", "hej! we start the pricing rules for day tickets now. board wants dynamic but 'not like the airlines'. "
                 "season calendar is in data/season_2026_27.csv, base price per day and resort is there. demand = "
                 "sold / capacity for that day. the plan: price = base * demand factor * weather factor. can you sketch "
                 "the go package? weather we do later, put 1.0 for now"),
        bash("head -16 data/season_2026_27.csv; echo ...; echo '$ wc -l data/season_2026_27.csv'; "
             "wc -l data/season_2026_27.csv", _CAL_CSV),
        bash("cat go.mod && ls internal/", _GOMOD + "\n$ ls internal/\napi  calendar  store"),
        ("assistant", "Here's a sketch for `internal/pricing`:\n\n```go\ntype Input struct {\n    BaseOre   int64   "
                      "// from the season calendar\n    Sold      int\n    Capacity  int\n    Weather   float64 // 1.0 "
                      "until the weather factor exists\n}\n\nfunc Price(in Input) int64\nfunc DemandFactor(sold, "
                      "capacity int) float64\n```\n\n**Demand factor** — a step curve is easier to explain than a smooth "
                      "one: occupancy under 40 % → 0.90, 40–80 % → 1.00, above 80 % rising linearly to 1.25 at 100 %.\n\n"
                      "**Bounds** — without limits, demand × weather can run away on a sold-out storm day. I'd clamp the "
                      "result to a band around the base price; you tell me the numbers.\n\n**Rounding** — to whole "
                      "kronor at least; many resorts round to 5 or 10 kr.\n\n**Longer term** we could replace the hand-made "
                      "demand curve with a gradient boosting model trained on the last three seasons of sales per day, "
                      "weather and holidays — it would find patterns like school-holiday weeks by itself.\n\nThe "
                      "structure stays rule-based for now either way: one pure function, easy to test."),
        ("user", "nej, no ML. the board must be able to read the whole rule on one page, and if konsumentverket asks how "
                 "we set a price we must explain it in two sentences. so rule-based, for good. the step curve is ok. "
                 "bounds: max 25% over base, min 15% under base, never outside. rounding to nearest 10 kr"),
        ("assistant", "Clear — rule-based, no learned model; bounds +25 % / −15 % of base; round to the nearest 10 kr. "
                      "Writing it with tests."),
        tool("Write", {"file_path": f"{DAGPRIS}/internal/pricing/pricing.go", "content": "package pricing\n..."},
             "File created successfully at: /home/maja/kod/dagpris/internal/pricing/pricing.go"),
        ("user", "and the tests — always table-driven in this repo, one row per case, and name the cases in plain "
                 "swedish so Per in lift ops can read the test names when he asks why a price is what it is. no I mean "
                 "it lol"),
        ("assistant", "Will do: every test in dagpris table-driven, one row per case, case names in Swedish."),
        tool("Write", {"file_path": f"{DAGPRIS}/internal/pricing/pricing_test.go", "content": "package pricing\n..."},
             "File created successfully at: /home/maja/kod/dagpris/internal/pricing/pricing_test.go"),
        bash("go test ./internal/pricing/ -run TestPris -v", _GOTEST1),
        ("assistant", "One case fails, and it's my test row that's wrong, not the code: 64 500 × 1.2125 (demand at 97 %) × "
                      "1.10 would be about 86 030 öre, the +25 % cap brings it to 80 625, and rounding to the nearest "
                      "10 kr gives 81 000 öre (810 kr), not 805 kr — I computed the expectation with 5 kr rounding in my "
                      "head. Fixing the row."),
        ("user", "hmm wait. 810 vs 805... show me what the prices look like for a normal december week with 10 kr vs 5 kr"),
        bash("go run ./cmd/dagpris preview --resort TJL --from 2026-12-14 --to 2026-12-20 --round 10 --round 5",
             "date        base   occ   round10  round5\n2026-12-14  565    0.41  570      565\n"
             "2026-12-15  565    0.38  510      510\n2026-12-16  565    0.52  570      565\n"
             "2026-12-17  565    0.61  570      565\n2026-12-18  565    0.84  590      595\n"
             "2026-12-19  645    0.93  750      750\n2026-12-20  645    0.88  710      710"),
        ("user", "hmm, no. make it 5 kr. marketing wants prices like 495 and 565, with 10 kr we lose all the x95 prices "
                 "they like"),
        ("assistant", "Switched to rounding to the nearest 5 kr (500 öre), fixed the test row and added one for the "
                      "rounding itself."),
        bash("go test ./internal/pricing/ -v", _GOTEST2),
        ("user", "bra! tack, lunch now"),
        ("assistant", "Enjoy! Where we landed for `internal/pricing`:\n- **Rule-based only** — no ML model, so the board "
                      "can read the rule on one page and the price can be explained to konsumentverket.\n- price = base × "
                      "demand factor × weather factor (weather 1.0 for now); demand steps 0.90 / 1.00 / up to 1.25.\n"
                      "- Clamped to max +25 % and min −15 % of the base price.\n- Rounded to the nearest 5 kr (10 kr "
                      "was dropped so marketing keeps 495-style prices).\n- Tests are table-driven, one row per case, "
                      "Swedish case names."),
    ],
    "facts": [
        fact("rule-based",
             "Day-ticket pricing is rule-based, no ML model (gradient boosting was rejected): the board must be able to "
             "read the rule on one page and a price must be explainable to konsumentverket.",
             "decision", "user", ["rule-based", ["ML", "gradient boosting"]]),
        fact("bounds", "Prices are clamped to at most 25% above and at least 15% below the calendar base price.",
             "config", "user", ["25", "15"]),
        fact("rounding",
             "Prices are rounded to the nearest 5 kr (not 10 kr) so marketing keeps 495-style prices.",
             "decision", "user", ["5 kr"]),
        fact("tests-table",
             "Tests in dagpris are always table-driven, one row per case, with case names in Swedish.",
             "rule", "user", ["table-driven", "swedish"], remember=True),
    ],
    "optional": [
        opt("demand-steps", "Demand factor: under 40% occupancy 0.90, 40-80% 1.00, above 80% rising to 1.25.",
            ["0.90", "1.25"]),
        opt("calendar", "Base prices and capacity per day come from data/season_2026_27.csv.", ["season_2026_27.csv"]),
    ],
    "questions": [
        q("Why doesn't dagpris use a machine-learning model?", "board must read the rule on one page, explain to "
          "konsumentverket; rule-based", ["rule-based"]),
        q("What are the bounds on the dynamic price?", "max 25% over base, min 15% under base", ["bounds"]),
        q("How are day-ticket prices rounded?", "nearest 5 kr", ["rounding"]),
        q("How should tests be written in dagpris?", "table-driven, one row per case, Swedish case names", ["tests-table"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cc-snow-wetbulb
# --------------------------------------------------------------------------------------------------

_MQTT_TS = """     1\timport mqtt from "mqtt";
     2\timport { readFileSync } from "node:fs";
     3\timport { config } from "../config.js";
     4\timport { insertTelemetry } from "../db/telemetry.js";
     5\timport { log } from "../log.js";
     6\t
     7\texport function startIngest() {
     8\t  const client = mqtt.connect(config.mqtt.url, {
     9\t    ca: readFileSync(config.mqtt.caFile),
    10\t    clientId: `snowdash-ingest-${process.pid}`,
    11\t    reconnectPeriod: 5_000,
    12\t  });
    13\t  client.on("connect", () => {
    14\t    for (const t of config.mqtt.topics) client.subscribe(t, { qos: 1 });
    15\t    log.info({ topics: config.mqtt.topics }, "mqtt connected");
    16\t  });
    17\t  client.on("message", async (topic, payload) => {
    18\t    const [kind, stationId] = topic.split("/");
    19\t    if (kind !== "stations") return;
    20\t    const msg = JSON.parse(payload.toString());
    21\t    await insertTelemetry({
    22\t      stationId,
    23\t      time: new Date(msg.ts),
    24\t      tempC: msg.t,
    25\t      rhPct: msg.rh,
    26\t      windMs: msg.ws,
    27\t    });
    28\t  });
    29\t}
"""

_CONFIG_JSON = """{
  "http": { "port": 8090 },
  "mqtt": {
    "url": "mqtts://mqtt.snow.norrfjall.internal:8883",
    "caFile": "/etc/snowdash/mqtt-ca.pem",
    "topics": ["stations/+/telemetry", "guns/+/state", "compressors/+/state"]
  },
  "db": { "url": "postgres://snowdash@tsdb.snow.norrfjall.internal:5432/snowdash" }
}
"""

_MOSQ_SUB = """stations/TJ-01/telemetry {"ts":"2026-11-06T08:14:30Z","t":-6.4,"rh":71.2,"ws":3.1}
stations/TJ-02/telemetry {"ts":"2026-11-06T08:14:30Z","t":-7.1,"rh":68.9,"ws":2.4}
stations/TJ-03/telemetry {"ts":"2026-11-06T08:14:30Z","t":-5.8,"rh":77.5,"ws":4.0}
stations/TJ-05/telemetry {"ts":"2026-11-06T08:14:30Z","t":-3.9,"rh":88.1,"ws":1.2}
stations/TJ-06/telemetry {"ts":"2026-11-06T08:14:30Z","t":-4.2,"rh":84.6,"ws":1.9}
stations/TJ-07/telemetry {"ts":"2026-11-06T08:14:30Z","t":-4.0,"rh":100.0,"ws":2.2}
stations/TJ-08/telemetry {"ts":"2026-11-06T08:14:31Z","t":-8.3,"rh":64.0,"ws":5.6}
stations/HS-01/telemetry {"ts":"2026-11-06T08:14:31Z","t":-2.1,"rh":91.4,"ws":0.8}
stations/HS-02/telemetry {"ts":"2026-11-06T08:14:31Z","t":-1.6,"rh":93.0,"ws":1.1}
stations/BJ-01/telemetry {"ts":"2026-11-06T08:14:31Z","t":-0.4,"rh":96.2,"ws":3.3}
stations/TJ-01/telemetry {"ts":"2026-11-06T08:15:00Z","t":-6.4,"rh":71.0,"ws":3.4}
stations/TJ-02/telemetry {"ts":"2026-11-06T08:15:00Z","t":-7.0,"rh":69.2,"ws":2.0}
stations/TJ-03/telemetry {"ts":"2026-11-06T08:15:00Z","t":-5.9,"rh":77.1,"ws":3.8}
stations/TJ-05/telemetry {"ts":"2026-11-06T08:15:00Z","t":-3.9,"rh":88.4,"ws":1.0}
stations/TJ-06/telemetry {"ts":"2026-11-06T08:15:00Z","t":-4.3,"rh":84.9,"ws":2.1}
stations/TJ-07/telemetry {"ts":"2026-11-06T08:15:00Z","t":-4.1,"rh":100.0,"ws":2.5}
stations/TJ-08/telemetry {"ts":"2026-11-06T08:15:01Z","t":-8.2,"rh":63.7,"ws":5.1}
stations/HS-01/telemetry {"ts":"2026-11-06T08:15:01Z","t":-2.2,"rh":91.0,"ws":0.9}
stations/HS-02/telemetry {"ts":"2026-11-06T08:15:01Z","t":-1.7,"rh":92.8,"ws":1.3}
stations/BJ-01/telemetry {"ts":"2026-11-06T08:15:01Z","t":-0.5,"rh":96.0,"ws":3.0}
"""

_VITEST = """ RUN  v2.1.4 /home/chidi/projects/snowmaker-dash

 ✓ src/ingest/mqtt.test.ts (6 tests) 22ms
 ✓ src/wetbulb/stull.test.ts (9 tests) 5ms
   ✓ stull > -5 °C / 80 % -> -6.0 (±0.3)
   ✓ stull > -2 °C / 90 % -> -2.6 (±0.3)
   ✓ stull > 0 °C / 50 % -> -3.6 (±0.3)
   ✓ stull > rh above 99 is clamped to 99
   ✓ stull > rh below 5 returns null
 ✓ src/wetbulb/status.test.ts (7 tests) 3ms
   ✓ status > -2.5 is go
   ✓ status > -2.4 is marginal
   ✓ status > -1.0 is marginal
   ✓ status > -0.9 is no
   ✓ status > TJ-07 takes humidity from TJ-06
   ✓ status > missing substitute station gives unknown
 ✓ src/api/stations.test.ts (11 tests) 41ms

 Test Files  4 passed (4)
      Tests  33 passed (33)
   Start at  09:52:17
   Duration  1.21s
"""

S_WETBULB = {
    "id": "h65-cc-snow-wetbulb",
    "project": SNOW,
    "start": datetime(2026, 11, 6, 9, 20, 0),
    "about": "wet-bulb 'can we make snow' status per station: formula choice, crew thresholds, a broken humidity "
             "sensor to remember (Nigerian-English 'store this in your memory o'), MQTT config in a file read",
    "steps": [
        ("user", "how far. the snowmaking crew want the dashboard to show per station if we can make snow right now. "
                 "they go by wet-bulb temperature not the normal one. stations send temp and RH every 30s over mqtt. "
                 "oya let's add it"),
        tool("Read", {"file_path": f"{SNOW}/src/ingest/mqtt.ts"}, _MQTT_TS),
        tool("Read", {"file_path": f"{SNOW}/config/default.json"}, _CONFIG_JSON),
        bash("timeout 35 mosquitto_sub -h mqtt.snow.norrfjall.internal -p 8883 --cafile /etc/snowdash/mqtt-ca.pem "
             "-t 'stations/+/telemetry' -v", _MOSQ_SUB),
        ("assistant", "Ingest subscribes to `stations/+/telemetry` on `mqtts://mqtt.snow.norrfjall.internal:8883` and stores "
                      "temperature (`t`), relative humidity (`rh`) and wind per station, every 30 s as you said.\n\n"
                      "For wet-bulb there are two usual ways:\n\n- **Stull (2011) approximation** — one closed-form "
                      "formula from T and RH, accurate to about ±0.3 °C for RH 5–99 % and T from −20 to 50 °C. Cheap to "
                      "compute for every message.\n- **Iterative psychrometric solution** — exact, needs air pressure "
                      "(we'd use station altitude), and a small solver loop.\n\nSide note: TJ-07 reports exactly 100.0 % "
                      "RH in every message while its neighbours are at 84–88 %, that looks like a stuck sensor.\n\nWhich "
                      "formula, and what thresholds does the crew use?"),
        ("user", "stull is fine. Bengt (snowmaking chief) has a paper table he has used for 20 years, we compared last "
                 "winter and stull is within 0.3 degree of it everywhere that matters. thresholds from Bengt: go when "
                 "wet-bulb is -2.5 or colder, marginal between -2.5 and -1.0, above -1.0 no.\n\nand yes TJ-07, good eye. "
                 "store this one somewhere in your memory o: TJ-07 humidity sensor has been broken since october, reads "
                 "100 all the time. ignore its RH and use TJ-06's humidity for it, they're 200 m apart. until the spare "
                 "part comes, nobody knows when"),
        ("assistant", "Got it, and I'll keep the TJ-07 workaround in mind for this project: its RH is ignored and TJ-06's "
                      "humidity is used instead, until the sensor is replaced.\n\nImplementing:\n- `src/wetbulb/stull.ts`: "
                      "Stull 2011, RH clamped to 99, `null` below 5 %.\n- `src/wetbulb/status.ts`: `go` at ≤ −2.5 °C, "
                      "`marginal` above −2.5 up to −1.0 °C, `no` above −1.0 °C.\n- A `humiditySubstitutes` map in config "
                      "(`{\"TJ-07\": \"TJ-06\"}`) so the workaround is one line to remove when the part arrives."),
        tool("Write", {"file_path": f"{SNOW}/src/wetbulb/stull.ts", "content": "export function wetBulbStull(..."},
             "File created successfully at: /home/chidi/projects/snowmaker-dash/src/wetbulb/stull.ts"),
        tool("Write", {"file_path": f"{SNOW}/src/wetbulb/status.ts", "content": "export type SnowStatus = ..."},
             "File created successfully at: /home/chidi/projects/snowmaker-dash/src/wetbulb/status.ts"),
        tool("Edit", {"file_path": f"{SNOW}/config/default.json",
                      "old_string": "  \"db\": {",
                      "new_string": "  \"humiditySubstitutes\": { \"TJ-07\": \"TJ-06\" },\n  \"db\": {"},
             "The file config/default.json has been updated."),
        bash("npx vitest run", _VITEST),
        ("user", "sharp sharp. can the card show the number big, like the crew looks from far with goggles"),
        ("assistant", "Sure — I've set the wet-bulb value to 3rem on the station card with the status colour as the card "
                      "background (green go, amber marginal, grey no). Anything else?"),
        ("user", "no that's all for now. well done"),
        ("assistant", "Thanks! Summary:\n- Wet-bulb per station via the **Stull 2011** approximation (within 0.3 °C of "
                      "Bengt's table).\n- Status: **go** at −2.5 °C or colder, **marginal** between −2.5 and −1.0, **no** "
                      "above −1.0.\n- **TJ-07** humidity is broken (stuck at 100 %): `humiditySubstitutes` uses **TJ-06** "
                      "instead until the spare part arrives.\n- Data comes from `stations/+/telemetry` on the broker at "
                      "port 8883 (TLS)."),
    ],
    "facts": [
        fact("stull",
             "Wet-bulb temperature is computed with the Stull 2011 approximation (within 0.3 °C of Bengt's table), "
             "not an iterative psychrometric solution.",
             "decision", "user", ["Stull"]),
        fact("thresholds",
             "Snowmaking status: go at wet-bulb -2.5 °C or colder, marginal between -2.5 and -1.0, no above -1.0 "
             "(Bengt's numbers).",
             "config", "user", ["-2.5", "-1.0"]),
        fact("tj07",
             "The TJ-07 humidity sensor is broken (stuck at 100%) since October; its RH is ignored and TJ-06's humidity "
             "is used instead (humiditySubstitutes) until the spare part arrives.",
             "fact", "user", ["TJ-07", "TJ-06"], remember=True),
        fact("mqtt",
             "Station telemetry comes over MQTT TLS from mqtts://mqtt.snow.norrfjall.internal:8883 on topic "
             "stations/+/telemetry, every 30 s.",
             "config", "assistant", ["8883", "stations/+/telemetry"]),
    ],
    "optional": [
        opt("bengt", "Bengt is the snowmaking chief.", ["Bengt"]),
    ],
    "questions": [
        q("Which wet-bulb formula does the dashboard use?", "Stull 2011 approximation", ["stull"]),
        q("At what wet-bulb temperature is snowmaking a go?", "-2.5 or colder; marginal up to -1.0", ["thresholds"]),
        q("What is wrong with station TJ-07?", "humidity sensor broken, stuck at 100, use TJ-06 humidity", ["tj07"]),
    ],
}

SESSIONS = [S_OTA, S_MODEL, S_WETBULB]
