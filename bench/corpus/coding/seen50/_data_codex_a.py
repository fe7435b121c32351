"""h50 Codex sessions, part a: ladder (Brinefall's Go leaderboard service on Redis Cluster) — the season reset
job rewritten from a bash script, then Redis memory climbing for a reason other than the one the person guesses — and
snitchline, the anti-cheat player-report pipeline on NATS JetStream, started from a pasted ticket."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

LADDER = "/home/obi/src/ladder"
SNITCH = "/home/sefa/work/snitchline"


def _reset_sh() -> str:
    return (
        "#!/usr/bin/env bash\n"
        "# season reset, s6. run by hand on thursday. DO NOT run twice.\n"
        "set -euo pipefail\n"
        "OLD=${1:?old season}\nNEW=${2:?new season}\n"
        "for region in euw use usw sea jpn; do\n"
        "  for mode in ranked casual practice; do\n"
        "    # rewards: dump top 500 to csv for the rewards team\n"
        "    redis-cli -c ZREVRANGE \"lb:$OLD:$region:$mode\" 0 499 WITHSCORES > \"/tmp/top-$OLD-$region-$mode.csv\"\n"
        "    redis-cli -c RENAME \"lb:$OLD:$region:$mode\" \"archive:lb:$OLD:$region:$mode\" || true\n"
        "    redis-cli -c EXPIRE \"archive:lb:$OLD:$region:$mode\" 1209600\n"
        "  done\n"
        "done\n"
        "echo 'now upload the csvs to the rewards bucket and tell #rewards'\n"
    )


def _cluster_info() -> str:
    rows = []
    for i in range(6):
        keys = [1288, 1301, 1275, 1322, 1290, 1309][i]
        rows.append(f"10.42.7.{11 + i}:6379 (m{i}...) -> {keys} keys | {2730 + (i % 2)} slots | 1 slaves.")
    rows.append("[OK] 7785 keys in 6 masters.")
    rows.append("0.48 keys per slot on average.")
    return "\n".join(rows) + "\n"


def _mem_scan() -> str:
    out = ["# Scanning the entire keyspace to find biggest keys as well as",
           "# average sizes per key type.  You can use -i 0.1 to sleep 0.1 sec",
           "# per 100 SCAN commands (not usually needed).", ""]
    big = [("lb:{s8:euw}:practice", 2911402, 712.4), ("lb:{s8:use}:practice", 2388120, 584.1),
           ("lb:{s8:sea}:practice", 1104211, 270.2), ("lb:{s8:usw}:practice", 640377, 156.7),
           ("lb:{s8:jpn}:practice", 402118, 98.4), ("lb:{s8:euw}:ranked", 388201, 95.0),
           ("lb:{s8:use}:ranked", 412980, 101.1), ("lb:{s8:euw}:casual", 301443, 73.8),
           ("lb:{s7:euw}:ranked", 402551, 98.5), ("lb:{s7:use}:ranked", 431200, 105.5)]
    for k, n, mb in big:
        out.append(f"[{'%05.2f' % (len(k) * 3.1 % 100)}%] zset   {k:<24} members={n:<9} memory_usage={mb} MB")
    out += ["", "-------- summary -------", "",
            "Sampled 7785 keys in the keyspace!",
            "Biggest   zset found 'lb:{s8:euw}:practice' has 2911402 members",
            "7785 zsets with 12.31 GB total"]
    return "\n".join(out) + "\n"


SESSIONS = [
    {
        "id": "h50-cx-ladder-season-reset",
        "project": LADDER,
        "start": datetime(2026, 11, 2, 13, 0),
        "about": "ladder: season reset job moved from a bash script into Go; plan sent as a list (Thursday 10:00 "
                 "UTC, old boards readable 14 days, key layout, dry-run) with the remember-request as one list item "
                 "(rewards snapshot of the top 500 per region taken before the wipe); key layout lb:{s8}:… changed "
                 "to lb:{s8:euw}:ranked after the assistant's hash-slot warning; 'go with that' for new keys + "
                 "EXPIRE instead of RENAME; CronJob at 09:55 with --at 10:00",
        "steps": [
            ("user", "afternoon! season 7 ends thursday and the reset is still the bash script I wrote at 2am before "
                     "s6. I want it as a proper Go job inside ladder. plan:\n\n"
                     "- reset happens thursday 10:00 UTC, same as every season\n"
                     "- the old season's boards stay readable for 14 days, then they expire\n"
                     "- new key layout lb:{s8}:<region>:<mode>, braces so a whole season sits in one hash slot and "
                     "we can MULTI across it\n"
                     "- please keep this one in memory, it's the part that bit us in s5: the season-end rewards "
                     "snapshot (top 500 per region) is taken BEFORE the wipe, never after\n"
                     "- a --dry-run flag\n\n"
                     "thoughts? old script is scripts/reset-season.sh"),
            shell("cat scripts/reset-season.sh", _reset_sh()),
            shell("redis-cli -c -h ladder-redis --cluster info ladder-redis:6379", _cluster_info()),
            ("assistant", "Plan looks right, two comments.\n\n"
                          "**Key layout.** With `lb:{s8}:<region>:<mode>` the hash tag is `s8`, so every board of "
                          "the live season lands in one slot, which means one master of the six takes all live "
                          "leaderboard traffic while the other five hold only archives. You'd get MULTI across the "
                          "season, but the reset job is the only thing that needs that, and it can work per "
                          "region. A tag of season plus region, `lb:{s8:euw}:ranked`, keeps one region's modes "
                          "together and spreads the regions over the masters.\n\n"
                          "**Rollover.** Two ways:\n"
                          "a) what the script does: RENAME the old keys to `archive:…` names and set EXPIRE on them. "
                          "RENAME across hash slots fails in cluster mode, which is why the script has `|| true` "
                          "(it has probably been failing silently for some keys).\n"
                          "b) don't move anything: from 10:00 the writers use the new season's keys, the old "
                          "season's keys stay where they are, the job sets EXPIRE of 14 days on them. Readers "
                          "address old seasons by number.\n\n"
                          "I'd do b). The order inside the job is then: snapshot top 500 per region → switch "
                          "current season in the config key `ladder:current_season` → EXPIRE the old keys."),
            ("user", "go with that. and yes, tag per season+region then, lb:{s8:euw}:ranked style. I didn't think "
                     "about the one-master thing"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: internal/reset/reset.go\n"
                  "+package reset\n+\n+// Run performs the season reset. Order matters: the rewards snapshot is\n"
                  "+// taken before anything changes.\n+func (j *Job) Run(ctx context.Context, old, next int) error {\n"
                  "+\tfor _, region := range j.Regions {\n"
                  "+\t\tif err := j.snapshotTop(ctx, old, region, 500); err != nil {\n+\t\t\treturn err\n+\t\t}\n"
                  "+\t}\n+\tif err := j.setCurrent(ctx, next); err != nil {\n+\t\treturn err\n+\t}\n"
                  "+\treturn j.expireSeason(ctx, old, 14*24*time.Hour)\n+}\n*** End Patch\nEOF\n"
                  "go build ./... && go test ./internal/reset/... ./internal/keys/...",
                  "Success. Updated the following files:\nA internal/reset/reset.go\n"
                  "M internal/keys/keys.go\nM internal/writer/writer.go\nM cmd/ladder-reset/main.go\n"
                  "ok  \tgithub.com/kettlerock/ladder/internal/reset\t0.412s\n"
                  "ok  \tgithub.com/kettlerock/ladder/internal/keys\t0.008s\n"),
            shell("go run ./cmd/ladder-reset --old 7 --new 8 --dry-run --redis ladder-redis-staging:6379",
                  "dry-run: season 7 -> 8 (staging)\n"
                  "[1/3] snapshot top 500: euw ranked=500 casual=500 practice=500\n"
                  "                        use ranked=500 casual=500 practice=500\n"
                  "                        usw ranked=500 casual=500 practice=412\n"
                  "                        sea ranked=500 casual=500 practice=388\n"
                  "                        jpn ranked=500 casual=500 practice=301\n"
                  "      would POST 7101 rows to rewards-api /v1/season-end (season=7)\n"
                  "[2/3] would SET ladder:current_season 8\n"
                  "[3/3] would EXPIRE 15 keys lb:{s7:*}:* in 1209600s\n"
                  "note: 3 keys from s6 layout (lb:s6:*) still present without TTL\n"),
            ("assistant", "Dry run on staging does what we want, in that order: snapshot first (7,101 rows to "
                          "rewards-api), then the season switch, then EXPIRE on the 15 s7 keys (14 days = 1,209,600 "
                          "s). It also found 3 s6 keys with no TTL at all, which confirms the old script's RENAME "
                          "failing silently. Delete them?"),
            ("user", "yep kill the s6 leftovers, one-off. for scheduling: k8s CronJob at 09:55 thursday, passing "
                     "--at 10:00 so the job waits for the exact minute. I don't trust cron to the second"),
            shell("redis-cli -c -h ladder-redis DEL lb:s6:euw:ranked lb:s6:use:ranked lb:s6:sea:ranked; "
                  "cat > deploy/cronjob-reset.yaml <<'EOF'\napiVersion: batch/v1\nkind: CronJob\nmetadata:\n"
                  "  name: ladder-season-reset\nspec:\n  schedule: \"55 9 * * 4\"\n  timeZone: \"Etc/UTC\"\n"
                  "  concurrencyPolicy: Forbid\n  jobTemplate:\n    spec:\n      backoffLimit: 0\n      template:\n"
                  "        spec:\n          restartPolicy: Never\n          containers:\n          - name: reset\n"
                  "            image: registry.kettlerock.games/ladder/reset:1.0.0\n"
                  "            args: [\"--at\", \"10:00\", \"--from-config\"]\nEOF\n"
                  "kubectl -n ladder apply --dry-run=server -f deploy/cronjob-reset.yaml",
                  "(integer) 1\n(integer) 1\n(integer) 1\n"
                  "cronjob.batch/ladder-season-reset created (server dry run)\n"),
            ("user", "nice. where does the reset read which season is next? I don't want to edit the yaml every "
                     "season"),
            ("assistant", "`--from-config` reads `ladder:current_season` from Redis and resets it to current+1, so "
                          "the CronJob never changes. The job refuses to run if the last reset was less than 6 "
                          "days ago, so a manual re-run on the same Thursday is a no-op."),
            shell("git add -A && git commit -qm 'season reset as a Go job (CronJob 09:55 Thu, --at 10:00)' && git "
                  "log -1 --stat --format='%h %s' | tail -7",
                  "5c0e9a2 season reset as a Go job (CronJob 09:55 Thu, --at 10:00)\n"
                  " cmd/ladder-reset/main.go        |  88 +++++++++\n"
                  " deploy/cronjob-reset.yaml       |  21 ++\n"
                  " internal/keys/keys.go           |  14 +-\n"
                  " internal/reset/reset.go         | 141 ++++++++++++++\n"
                  " internal/writer/writer.go       |   6 +-\n"
                  " 5 files changed, 263 insertions(+), 7 deletions(-)\n"),
            ("assistant", "Committed (5c0e9a2). Where things stand:\n"
                          "- reset runs Thursday 10:00 UTC: CronJob `55 9 * * 4` in Etc/UTC, job waits with "
                          "`--at 10:00`;\n"
                          "- order: rewards snapshot (top 500 per region, POST to rewards-api /v1/season-end) "
                          "before the wipe, then `ladder:current_season`, then EXPIRE 14 days on the old season's "
                          "keys; nothing is renamed;\n"
                          "- keys are `lb:{s8:euw}:ranked` (hash tag = season + region);\n"
                          "- s6 leftovers deleted."),
        ],
        "facts": [
            fact("reset-time", "The season reset happens on Thursday at 10:00 UTC.",
                 "config", "user", ["Thursday", "10:00"]),
            fact("key-layout", "Leaderboard keys are lb:{s8:euw}:ranked: the hash tag is season plus region, so the "
                               "live season spreads over the cluster masters (a per-season tag would put it all on "
                               "one master).",
                 "convention", "user", ["lb:{s8:euw}:ranked"]),
            fact("rewards-snapshot", "The season-end rewards snapshot (top 500 per region) is always taken before "
                                     "the wipe, never after.",
                 "rule", "user", ["snapshot", "before the wipe", "500"], remember=True),
            fact("old-boards", "At reset nothing is renamed: writers switch to the new season's keys and the old "
                               "season's boards stay readable for 14 days, then expire (EXPIRE set by the job).",
                 "decision", "assistant", ["14 days", "EXPIRE"]),
            fact("reset-cronjob", "The reset runs from the ladder-season-reset CronJob at 09:55 Thursday (Etc/UTC) "
                                  "with --at 10:00, reading the season from ladder:current_season.",
                 "config", "user", ["CronJob", "09:55"]),
        ],
        "optional": [
            opt("season-tag", "First plan: one hash tag per season (lb:{s8}:region:mode), changed.", ["lb:{s8}"]),
        ],
        "questions": [
            q("When does a Brinefall season reset?", "Thursday 10:00 UTC", ["reset-time"]),
            q("What do leaderboard keys look like?", "lb:{s8:euw}:ranked, hash tag season plus region",
              ["key-layout"]),
            q("When is the season-end rewards snapshot taken?", "before the wipe, top 500 per region",
              ["rewards-snapshot"]),
        ],
    },
    {
        "id": "h50-cx-ladder-redis-memory",
        "project": LADDER,
        "start": datetime(2026, 11, 16, 17, 40),
        "about": "ladder: Redis used_memory 9 -> 14 GB in a week; the person's guess (s7 boards didn't expire) ruled "
                 "out by TTLs; cause: the tutorial's practice flow (1.4.2) creates a guest account per launch and "
                 "every one is ZADDed to lb:{s8:*}:practice; fix skips guests and caps boards at the top 10000 with "
                 "ZREMRANGEBYRANK; remember-request with typos ('remeber', 'acounts'): guests never on any "
                 "leaderboard; maxmemory-policy allkeys-lru asked for, then noeviction + alert at 80% after the "
                 "assistant's warning",
        "steps": [
            ("user", "redis memory alert on ladder again. used_memory went from 9 to 14 GB in a week. I'm pretty "
                     "sure it's the s7 boards, the EXPIRE from the reset job probably didn't stick"),
            shell("for h in $(redis-cli -h ladder-redis cluster nodes | awk '/master/{print $2}' | cut -d@ -f1); do "
                  "redis-cli -u redis://$h INFO memory | grep -E '^used_memory_human|^maxmemory_human|"
                  "^maxmemory_policy' | tr '\\n' ' '; echo \" $h\"; done",
                  "used_memory_human:2.41G maxmemory_human:4.00G maxmemory_policy:noeviction  10.42.7.11:6379\n"
                  "used_memory_human:2.38G maxmemory_human:4.00G maxmemory_policy:noeviction  10.42.7.12:6379\n"
                  "used_memory_human:2.29G maxmemory_human:4.00G maxmemory_policy:noeviction  10.42.7.13:6379\n"
                  "used_memory_human:2.35G maxmemory_human:4.00G maxmemory_policy:noeviction  10.42.7.14:6379\n"
                  "used_memory_human:2.31G maxmemory_human:4.00G maxmemory_policy:noeviction  10.42.7.15:6379\n"
                  "used_memory_human:2.44G maxmemory_human:4.00G maxmemory_policy:noeviction  10.42.7.16:6379\n"),
            shell("for r in euw use usw sea jpn; do for m in ranked casual practice; do printf '%s ' "
                  "\"lb:{s7:$r}:$m\"; redis-cli -c -h ladder-redis TTL \"lb:{s7:$r}:$m\"; done; done",
                  "lb:{s7:euw}:ranked 1033211\nlb:{s7:euw}:casual 1033211\nlb:{s7:euw}:practice 1033210\n"
                  "lb:{s7:use}:ranked 1033210\nlb:{s7:use}:casual 1033210\nlb:{s7:use}:practice 1033210\n"
                  "lb:{s7:usw}:ranked 1033209\nlb:{s7:usw}:casual 1033209\nlb:{s7:usw}:practice 1033209\n"
                  "lb:{s7:sea}:ranked 1033209\nlb:{s7:sea}:casual 1033208\nlb:{s7:sea}:practice 1033208\n"
                  "lb:{s7:jpn}:ranked 1033208\nlb:{s7:jpn}:casual 1033208\nlb:{s7:jpn}:practice 1033207\n"),
            ("assistant", "The s7 expiry did stick: all 15 s7 keys have a TTL of ~1,033,000 s, about 12 days left "
                          "of the 14. They'll go away on their own, and they don't grow anymore. The growth is "
                          "somewhere else; scanning for the biggest keys."),
            shell("redis-cli -c -h ladder-redis --bigkeys --memkeys 2>/dev/null | tail -22", _mem_scan()),
            shell("redis-cli -c -h ladder-redis ZREVRANGE 'lb:{s8:euw}:practice' 0 4 WITHSCORES; "
                  "redis-cli -c -h ladder-redis ZRANGE 'lb:{s8:euw}:practice' 0 4; "
                  "echo; redis-cli -c -h ladder-redis ZCOUNT 'lb:{s8:euw}:practice' -inf +inf",
                  "1) \"a:8812000431922\"\n2) \"3911\"\n3) \"a:8812000230777\"\n4) \"3880\"\n"
                  "5) \"a:8812000019034\"\n6) \"3874\"\n"
                  "1) \"g:01JC8Y2K9T4W7V3R6Q5P0N1M2L\"\n2) \"g:01JC8Y2KA0B1C2D3E4F5G6H7J8\"\n"
                  "3) \"g:01JC8Y2KB9C8D7E6F5G4H3J2K1\"\n4) \"g:01JC8Y2KC1D2E3F4G5H6J7K8L9\"\n"
                  "5) \"g:01JC8Y2KD0E9F8G7H6J5K4L3M2\"\n\n"
                  "(integer) 2911402\n"),
            shell("grep -n 'practice' -A8 internal/writer/writer.go | head -24; git log -1 --format='%h %ad %s' "
                  "--date=short -- ../brinefall-client-config/tutorial.json",
                  "61:func (w *Writer) RecordMatch(ctx context.Context, m MatchResult) error {\n"
                  "62:\tfor _, p := range m.Players {\n"
                  "63:\t\tkey := keys.Board(w.season(), m.Region, m.Mode) // ranked | casual | practice\n"
                  "64:\t\tif err := w.rdb.ZIncrBy(ctx, key, float64(p.Points), p.MemberID()).Err(); err != nil {\n"
                  "65:\t\t\treturn err\n"
                  "66:\t\t}\n"
                  "67:\t}\n"
                  "68:\treturn nil\n"
                  "69:}\n"
                  "a70d112 2026-11-04 tutorial: practice match vs bots at first launch, guest account until "
                  "link\n"),
            ("assistant", "Found it, and it's not the old season.\n\n"
                          "The five `lb:{s8:*}:practice` boards hold **7.4 million members** together (2.9M in "
                          "euw alone), ~1.8 GB, and nearly all the low entries are `g:` members, **guest "
                          "accounts**. Since the 1.4.2 tutorial change (a70d112, Nov 4), every first launch plays "
                          "a practice match against bots on a fresh guest account until the player links an "
                          "account. `RecordMatch` writes every player of every match to the board for its mode, "
                          "guests included, and the boards have no size limit. Every install, reinstall and "
                          "console-profile switch adds another guest id that never comes back. That's the ~1M "
                          "members a day.\n\n"
                          "Two fixes: skip guest members in `RecordMatch`, and trim each board after a write so it "
                          "can't grow without bound (nobody looks past the first few thousand anyway)."),
            ("user", "ahh the tutorial thing, of course. ok do both. cap every board at 10k, trim the rest on "
                     "write.\n\nand remeber this one for good: guest acounts never get written to any leaderboard, "
                     "not even practice ones. no exceptions"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: internal/writer/writer.go\n@@\n"
                  " \tfor _, p := range m.Players {\n+\t\tif p.IsGuest() {\n+\t\t\tcontinue // guests never go on a "
                  "board\n+\t\t}\n \t\tkey := keys.Board(w.season(), m.Region, m.Mode)\n"
                  "-\t\tif err := w.rdb.ZIncrBy(ctx, key, float64(p.Points), p.MemberID()).Err(); err != nil {\n"
                  "+\t\tpipe := w.rdb.TxPipeline()\n+\t\tpipe.ZIncrBy(ctx, key, float64(p.Points), p.MemberID())\n"
                  "+\t\t// keep the top 10000: ZREMRANGEBYRANK key 0 -(10000+1)\n"
                  "+\t\tpipe.ZRemRangeByRank(ctx, key, 0, -(boardCap + 1))\n"
                  "+\t\tif _, err := pipe.Exec(ctx); err != nil {\n*** End Patch\nEOF\n"
                  "go test ./internal/writer/... -run 'Guest|Cap' -v 2>&1 | tail -7",
                  "Success. Updated the following files:\nM internal/writer/writer.go\n"
                  "=== RUN   TestRecordMatchSkipsGuests\n--- PASS: TestRecordMatchSkipsGuests (0.01s)\n"
                  "=== RUN   TestBoardCapKeepsTop10000\n--- PASS: TestBoardCapKeepsTop10000 (0.22s)\n"
                  "PASS\nok  \tgithub.com/kettlerock/ladder/internal/writer\t0.301s\n"),
            shell("go run ./cmd/ladder-tool trim --pattern 'lb:{s8:*}:*' --drop-guests --cap 10000",
                  "lb:{s8:euw}:practice  2911402 -> 10000  (guests removed: 2898113)\n"
                  "lb:{s8:use}:practice  2388120 -> 10000  (guests removed: 2376904)\n"
                  "lb:{s8:sea}:practice  1104211 -> 10000  (guests removed: 1097780)\n"
                  "lb:{s8:usw}:practice   640377 -> 10000  (guests removed:  633512)\n"
                  "lb:{s8:jpn}:practice   402118 -> 10000  (guests removed:  395006)\n"
                  "lb:{s8:*}:ranked, casual: 10 keys trimmed to 10000\n"
                  "used_memory total: 14.18G -> 8.02G\n"),
            ("user", "there we go. and set maxmemory-policy to allkeys-lru on the cluster so this can never take "
                     "ladder down again"),
            ("assistant", "I can, but think about what allkeys-lru does here: when memory is full Redis evicts "
                          "whole keys, and for us a key is an entire leaderboard. The first thing to go would be "
                          "some board nobody read recently, say `lb:{s8:jpn}:casual`, gone in one piece with no "
                          "error anywhere; the next write would start it fresh from zero. With `noeviction` (what "
                          "it is now) a full Redis rejects writes with an OOM error, which we see and page on. I'd "
                          "keep noeviction and add an alert at 80% of maxmemory so we hear about it days before."),
            ("user", "hm yeah, a board silently vanishing is worse than failed writes. ok noeviction stays, alert at "
                     "80% of maxmemory"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: deploy/alerts/ladder.rules.yml\n@@\n"
                  "+  - alert: LadderRedisMemoryHigh\n"
                  "+    expr: redis_memory_used_bytes / redis_memory_max_bytes > 0.80\n"
                  "+    for: 15m\n+    labels: {severity: ticket, team: ladder}\n*** End Patch\nEOF\n"
                  "promtool check rules deploy/alerts/ladder.rules.yml && grep -n maxmemory deploy/redis/values.yaml",
                  "Success. Updated the following files:\nM deploy/alerts/ladder.rules.yml\n"
                  "Checking deploy/alerts/ladder.rules.yml\n  SUCCESS: 4 rules found\n"
                  "14:  maxmemory: 4gb\n15:  maxmemory-policy: noeviction\n"),
            ("assistant", "Alert added (`LadderRedisMemoryHigh`, above 80% of maxmemory for 15 minutes), "
                          "`maxmemory-policy: noeviction` unchanged in deploy/redis/values.yaml.\n\n"
                          "- Cause: guest accounts from the 1.4.2 tutorial practice match were written to "
                          "`lb:{s8:*}:practice` (7.4M members). Fixed: guests are skipped, every board keeps its "
                          "top 10000 (ZREMRANGEBYRANK after each write).\n"
                          "- Cleanup: 14.18 GB → 8.02 GB.\n"
                          "- Your guess about s7 was not it: its TTLs are set, ~12 days left.\n"
                          "- Standing: guest accounts never go on any leaderboard."),
            ("user", "🙏 thanks"),
        ],
        "facts": [
            fact("guest-boards", "Ladder Redis grew 9 -> 14 GB because the 1.4.2 tutorial plays a practice match on "
                                 "a fresh guest account per launch and RecordMatch wrote every guest to "
                                 "lb:{s8:*}:practice (7.4M members); the s7 boards' EXPIRE was fine.",
                 "bugfix", "assistant", ["guest", "practice"]),
            fact("no-guests", "Guest accounts are never written to any leaderboard, not even practice ones.",
                 "rule", "user", ["guest", "leaderboard"], remember=True),
            fact("board-cap", "Every leaderboard keeps only its top 10000 entries, trimmed on write with "
                              "ZREMRANGEBYRANK.",
                 "config", "user", ["10000", "ZREMRANGEBYRANK"]),
            fact("noeviction", "Ladder Redis keeps maxmemory-policy noeviction (allkeys-lru would silently evict "
                               "whole boards) with an alert at 80% of maxmemory.",
                 "decision", "user", ["noeviction", "80%"]),
        ],
        "optional": [
            opt("allkeys-lru", "allkeys-lru was asked for first and dropped.", ["allkeys-lru"]),
            opt("maxmemory", "Each of the six masters has maxmemory 4gb.", ["maxmemory", "4"]),
        ],
        "questions": [
            q("Why did ladder's Redis memory grow so fast in November?",
              "guest accounts from the tutorial practice match were written to the practice boards",
              ["guest-boards"]),
            q("Can guest accounts appear on a leaderboard?", "never, not even practice", ["no-guests"]),
            q("How many entries does a leaderboard keep?", "the top 10000, trimmed with ZREMRANGEBYRANK",
              ["board-cap"]),
            q("What maxmemory-policy does ladder Redis use?", "noeviction, with an alert at 80%", ["noeviction"]),
        ],
    },
    {
        "id": "h50-cx-snitchline-report-pipeline",
        "project": SNITCH,
        "start": datetime(2026, 11, 18, 10, 20),
        "about": "snitchline: player-report pipeline v2 from pasted ticket AC-219; only what the person confirms "
                 "counts: JetStream (Kafka in the ticket rejected: a new cluster for ~40 reports/min), auto-ban at "
                 "10 reports rejected (legal) for an auto-flag at 5 distinct reporters in 24h, 30-day retention "
                 "confirmed; assistant's offer 'keep it as a standing note' answered 'yes pls': report payloads "
                 "never carry chat text; scorer ack_wait 30s changed to 2m after redeliveries in a replay",
        "steps": [
            ("user", "hey! finally picking up the report pipeline. here's the ticket from trust & safety:\n\n"
                     "> **AC-219 Player report pipeline v2**\n"
                     "> Reports from the in-game report button (cheating, griefing, abusive chat) go to a queue; "
                     "workers enrich them with match data and score them.\n"
                     "> - Proposal: automatic ban when an account gets 10 reports within 24h.\n"
                     "> - Reports should include the chat log of the match for context.\n"
                     "> - Retention: raw reports kept 30 days.\n"
                     "> - Kafka suggested, the data team already uses it.\n"
                     "> - Moderators work the flagged queue in the existing mod tool.\n\n"
                     "look at the repo first, then I'll tell you what I think"),
            shell("ls -la && cat go.mod | head -12 && ls deploy/ && cat deploy/nats/streams.json",
                  "total 48\ndrwxr-xr-x  9 sefa sefa 4096 Nov 17 18:02 .\n"
                  "drwxr-xr-x 14 sefa sefa 4096 Nov 11 09:40 ..\n"
                  "drwxr-xr-x  2 sefa sefa 4096 Nov 17 18:02 cmd\n"
                  "drwxr-xr-x  4 sefa sefa 4096 Nov 17 18:02 deploy\n"
                  "-rw-r--r--  1 sefa sefa  412 Nov 17 18:02 go.mod\n"
                  "drwxr-xr-x  5 sefa sefa 4096 Nov 17 18:02 internal\n"
                  "-rw-r--r--  1 sefa sefa  188 Nov 17 18:02 README.md\n"
                  "module github.com/kettlerock/snitchline\n\ngo 1.23\n\nrequire (\n"
                  "\tgithub.com/nats-io/nats.go v1.37.0\n\tgithub.com/jackc/pgx/v5 v5.7.1\n)\n"
                  "nats\nhelm\n"
                  "[\n  {\"name\": \"SATCHEL_EVENTS\", \"subjects\": [\"inventory.changed.>\", \"wallet.updated.>\"],"
                  " \"retention\": \"limits\", \"max_age\": \"72h\", \"replicas\": 3}\n]\n"),
            shell("nats --context prod server list 2>/dev/null | head -8; nats --context prod stream report "
                  "2>/dev/null | head -6",
                  "╭──────────────────────────────────────────────────────╮\n"
                  "│                    Server Overview                    │\n"
                  "├──────────┬─────────┬──────┬─────────┬─────┬─────────┤\n"
                  "│ Name     │ Cluster │ Host │ Version │ JS  │ Conns   │\n"
                  "├──────────┼─────────┼──────┼─────────┼─────┼─────────┤\n"
                  "│ nats-0   │ brine   │ 0    │ 2.10.22 │ yes │ 1,204   │\n"
                  "│ nats-1   │ brine   │ 0    │ 2.10.22 │ yes │ 1,188   │\n"
                  "│ nats-2   │ brine   │ 0    │ 2.10.22 │ yes │ 1,231   │\n"
                  "Obtaining Stream stats\n"
                  "│ SATCHEL_EVENTS │ 3 │ 18,220,114 │ 4.1 GiB │ 0 │ 72h │\n"),
            ("assistant", "The repo is a skeleton (a `cmd/`, an `internal/` with a report type and an empty worker, "
                          "nats.go already in go.mod). There's a production NATS cluster `brine` with JetStream "
                          "enabled on three servers (2.10.22), currently carrying `SATCHEL_EVENTS` for satchel's "
                          "inventory and wallet events. No Kafka anywhere in our infrastructure."),
            ("user", "ok my take on the ticket:\n"
                     "- queue: JetStream, not kafka. we already run NATS for satchel, kafka would be a whole new "
                     "cluster to babysit for ~40 reports a minute at peak. data team can pull from our stream if "
                     "they want\n"
                     "- auto-ban: no. legal was very clear, no automated bans from player reports. what we do "
                     "instead: auto-flag the account for human review when it has reports from 5 distinct reporters "
                     "within 24h. distinct, so one angry guy can't flag someone alone\n"
                     "- 30 days retention, fine\n"
                     "- chat log thing, hmm, not sure yet\n"
                     "- mod tool part is theirs, ignore"),
            shell("cat > deploy/nats/reports.json <<'EOF'\n"
                  "{\"name\": \"REPORTS\", \"subjects\": [\"reports.>\"], \"retention\": \"limits\", "
                  "\"max_age\": \"720h\", \"storage\": \"file\", \"replicas\": 3, \"duplicate_window\": \"2m\"}\n"
                  "EOF\n"
                  "cat > deploy/nats/scorer-consumer.json <<'EOF'\n"
                  "{\"durable_name\": \"scorer\", \"ack_policy\": \"explicit\", \"ack_wait\": \"30s\", "
                  "\"max_deliver\": 5, \"filter_subject\": \"reports.submitted\"}\nEOF\n"
                  "nats --context staging stream add --config deploy/nats/reports.json && nats --context staging "
                  "consumer add REPORTS --config deploy/nats/scorer-consumer.json | tail -8",
                  "Stream REPORTS was created\n"
                  "Consumer REPORTS > scorer was created\n"
                  "Configuration:\n"
                  "        Durable Name: scorer\n"
                  "      Filter Subject: reports.submitted\n"
                  "          Ack Policy: Explicit\n"
                  "            Ack Wait: 30.00s\n"
                  "       Replay Policy: Instant\n"
                  "  Maximum Deliveries: 5\n"),
            ("assistant", "Stream `REPORTS` (subjects `reports.>`, 30 days = `max_age 720h`, 3 replicas) and the "
                          "durable consumer `scorer` are on staging. The flagging rule goes into the scorer: count "
                          "distinct reporter ids per reported account over a sliding 24h window, flag at 5.\n\n"
                          "On the chat log: I'd leave chat text out of the report entirely. The report message "
                          "would carry the match id, the reported account and the category; the mod tool already "
                          "fetches the chat of a match from the chat service when a moderator opens a case, with "
                          "its own access log. That way chat text doesn't get copied into a 30-day stream that the "
                          "data team might also read. Want me to keep that as a standing note for this repo, that "
                          "report payloads never carry chat text, only match id, reported account and category?"),
            ("user", "yes pls do. the privacy people will love us for once"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: internal/report/report.go\n@@\n"
                  " type Report struct {\n \tID          string    `json:\"id\"`\n"
                  " \tMatchID     string    `json:\"match_id\"`\n \tReporter    string    `json:\"reporter\"`\n"
                  " \tReported    string    `json:\"reported\"`\n"
                  " \tCategory    Category  `json:\"category\"` // cheating | griefing | abusive_chat\n"
                  "-\tChat        []string  `json:\"chat,omitempty\"`\n"
                  "+\t// no chat text here, ever: the mod tool fetches chat by match id\n"
                  " \tSubmittedAt time.Time `json:\"submitted_at\"`\n*** End Patch\nEOF\n"
                  "go test ./... 2>&1 | tail -4",
                  "Success. Updated the following files:\nM internal/report/report.go\n"
                  "ok  \tgithub.com/kettlerock/snitchline/internal/report\t0.009s\n"
                  "ok  \tgithub.com/kettlerock/snitchline/internal/scorer\t0.188s\n"
                  "ok  \tgithub.com/kettlerock/snitchline/internal/flag\t0.054s\n"),
            shell("go run ./cmd/replay --context staging --file testdata/reports-s7-week3.ndjson --rate 400/s && "
                  "nats --context staging consumer info REPORTS scorer --json | jq '{delivered: .delivered.stream_seq,"
                  " redelivered: .num_redelivered, ack_pending: .num_ack_pending}' && grep -c 'enrich slow' "
                  "/tmp/scorer.log && sort -t= -k2 -n /tmp/scorer-enrich-ms.txt | tail -3",
                  "replayed 10000 reports in 25.1s\n"
                  "{\n  \"delivered\": 10000,\n  \"redelivered\": 1342,\n  \"ack_pending\": 61\n}\n"
                  "1342\n"
                  "enrich_ms=38112\nenrich_ms=40876\nenrich_ms=41950\n"),
            ("assistant", "The replay of a season-7 week (10,000 reports at 400/s) shows 1,342 redeliveries. Cause: "
                          "the enrich step fetches the match's replay metadata from the replay service, and under "
                          "load its p99 is ~40 s, longer than the consumer's `ack_wait` of 30 s, so JetStream "
                          "assumes the worker died and redelivers, and the duplicate gets scored twice (the "
                          "distinct-reporter count is safe, the scoring cost isn't). Options: raise `ack_wait` to "
                          "2 minutes, or keep 30 s and have the worker send in-progress acks while it waits."),
            ("user", "2m. keep it simple, we can do the in-progress thing if it ever matters"),
            shell("sed -i 's/\"ack_wait\": \"30s\"/\"ack_wait\": \"2m\"/' deploy/nats/scorer-consumer.json && nats "
                  "--context staging consumer edit REPORTS scorer --config deploy/nats/scorer-consumer.json -f "
                  ">/dev/null && go run ./cmd/replay --context staging --file testdata/reports-s7-week3.ndjson "
                  "--rate 400/s --reset && nats --context staging consumer info REPORTS scorer --json | jq "
                  "'.num_redelivered'",
                  "replayed 10000 reports in 24.8s\n0\n"),
            ("assistant", "With `ack_wait` at 2m the same replay has 0 redeliveries. Summary of what's decided and "
                          "built:\n\n"
                          "- **Queue**: NATS JetStream stream `REPORTS` on the existing brine cluster; Kafka from "
                          "the ticket not taken (a new cluster to run for ~40 reports a minute).\n"
                          "- **No auto-ban** (legal). An account is **auto-flagged for human review at 5 distinct "
                          "reporters within 24h**.\n"
                          "- **Retention** 30 days (`max_age 720h`).\n"
                          "- **Report payloads never carry chat text**: match id, reporter, reported account, "
                          "category; moderators get chat through the mod tool.\n"
                          "- Consumer `scorer`: `ack_wait 2m`, max 5 deliveries."),
        ],
        "facts": [
            fact("reports-jetstream", "Player reports go through a NATS JetStream stream (REPORTS) on the existing "
                                      "cluster; Kafka was rejected: a whole new cluster to run for ~40 reports a "
                                      "minute.",
                 "decision", "user", ["JetStream", "Kafka"]),
            fact("auto-flag", "No automated bans from player reports (legal); an account is auto-flagged for human "
                              "review when it has reports from 5 distinct reporters within 24h.",
                 "decision", "user", ["5 distinct reporters", ["auto-ban", "human review"]]),
            fact("no-chat-text", "Report payloads never carry chat text, only match id, reported account and "
                                 "category; the mod tool fetches chat by match id.",
                 "rule", "user", ["chat text", "payloads"], remember=True),
            fact("scorer-ack-wait", "The scorer consumer's ack_wait is 2m (30s caused redeliveries because enrich "
                                    "takes up to ~40 s); max 5 deliveries.",
                 "config", "user", ["ack_wait", "2m"]),
        ],
        "optional": [
            opt("retention", "Raw reports are kept 30 days (max_age 720h).", ["720h"]),
        ],
        "questions": [
            q("Why does the report pipeline use JetStream instead of Kafka?",
              "NATS already runs for satchel; Kafka would be a whole new cluster", ["reports-jetstream"]),
            q("What happens when many players report the same account?",
              "auto-flag for human review at 5 distinct reporters within 24h, no auto-ban", ["auto-flag"]),
            q("What goes into a player report payload?", "match id, reported account and category, never chat text",
              ["no-chat-text"]),
            q("What ack_wait does the scorer consumer use?", "2m", ["scorer-ack-wait"]),
        ],
    },
]
