"""h50 Claude Code sessions, part a: brine-matchmaker, the Go matchmaker of Kettle Rock Games' 5v5 naval arena
game Brinefall. A euw queue-time hunt (the person's theory about the widening curve is wrong; a merge put the QoS
beacon back on a decommissioned host), a session that only explains the Glicko-2 code, and a review of the party
matchmaking PR."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

MM = "/home/ines/src/brine-matchmaker"


def _mmstats() -> str:
    regions = ["euw", "use", "usw", "sea", "jpn"]
    base = {"euw": 41, "use": 37, "usw": 52, "sea": 63, "jpn": 48}
    rows = ["# export: ranked queue time p50 (s) by hour, grafana panel 'mm / ranked wait'",
            "hour_utc           " + "  ".join(f"{r:>5}" for r in regions) + "   in_queue_euw"]
    for day, hours in (("2026-10-30", range(16, 24)), ("2026-10-31", range(14, 24)), ("2026-11-01", range(12, 24)),
                       ("2026-11-02", range(12, 24))):
        for h in hours:
            vals = []
            for i, r in enumerate(regions):
                v = base[r] + ((h * 7 + i * 3) % 9) - 4
                if r == "euw" and (day > "2026-10-31" or (day == "2026-10-31" and h >= 19)):
                    v = 170 + ((h * 13) % 60)
                vals.append(v)
            pop = 2100 + ((h * 37) % 400) + (900 if h >= 18 else 0)
            rows.append(f"{day}T{h:02d}:00  " + "  ".join(f"{v:>5}" for v in vals) + f"   {pop:>6}")
    return "\n".join(rows) + "\n"


def _ineligible() -> str:
    lines = []
    for i in range(34):
        sec = 5 + i * 3
        pid = 40218833 + i * 7919
        if i % 6 == 5:
            lines.append(f"2026-11-03T07:{12 + i // 20:02d}:{sec % 60:02d}Z INFO  eligibility player={pid} "
                         f"region=euw reason=party_size size=4 max=3")
        else:
            lines.append(f"2026-11-03T07:{12 + i // 20:02d}:{sec % 60:02d}Z WARN  eligibility player={pid} "
                         f"region=euw reason=ping rtt_ms=999 max_ping_ms=90 home=euw fallback_pool=none")
    return "\n".join(lines) + "\n[... 18211 more matching lines since 2026-10-31T18:41Z ...]\n"


def _gotest(extra: str = "") -> str:
    pkgs = ["internal/api", "internal/eligibility", "internal/metrics", "internal/pool", "internal/qos",
            "internal/rating", "internal/regions", "internal/store", "internal/widening", "cmd/mmd"]
    out = []
    for i, p in enumerate(pkgs):
        out.append(f"ok  \tgithub.com/kettlerock/brine-matchmaker/{p}\t{0.011 + i * 0.173:.3f}s")
    return "\n".join(out) + "\n" + extra


SESSIONS = [
    {
        "id": "h50-cc-mm-euw-queue-times",
        "project": MM,
        "start": datetime(2026, 11, 3, 7, 5),
        "about": "brine-matchmaker: euw ranked queue p50 from ~40s to 3+ min since Friday's 2.31 deploy; the "
                 "person's theory (someone broke the widening curve) is ruled out by git log; real cause the merge "
                 "of release/2.31 put the euw QoS beacon back on fra2 (decommissioned), so pings time out as 999 ms "
                 "> max_ping 90 and players are ineligible; fixed to fra3; options fallback / alert / both answered "
                 "'2' (qos_beacon_timeout_ratio alert); assistant's cross-region spill idea turned down with the "
                 "flat rule 'we never widen a ranked search across regions'; near-miss 'remember launch weekend'; "
                 "closing summary",
        "steps": [
            ("user", "morning :) coffee's still brewing. so. euw ranked queue times went from ~40s median to over "
                     "3 minutes since friday's deploy and people are screaming on the discord. can you dig? the "
                     "grafana export is in /tmp/mmstats-euw.txt"),
            bash("cat /tmp/mmstats-euw.txt", _mmstats()),
            ("assistant", "Looking at the export: only euw moved. use, usw, sea and jpn are flat within a few "
                          "seconds of their usual medians the whole time. euw jumps from ~41 s to 170-230 s starting "
                          "at 2026-10-31T19:00, which is the hour after the 2.31.0 rollout (the deploy log says "
                          "18:40 UTC Friday). The number of players in the euw queue went *up*, not down, so this "
                          "isn't low population: people are in the queue and not getting matched."),
            ("user", "yeah I'm like 90% sure it's the widening curve. someone touched config/widening.toml last "
                     "week for the casual playlist, I bet they broke ranked while they were at it"),
            bash("git log --since=2026-10-20 --stat -p -- config/widening.toml",
                 "commit 7b1e04c2a9d3f1e0b6c7a8d9e0f1a2b3c4d5e6f7\n"
                 "Author: ines <ines@kettlerock.games>\n"
                 "Date:   Tue Oct 27 15:12:44 2026 +0000\n\n"
                 "    casual: widen faster after 60s (playtest feedback)\n\n"
                 " config/widening.toml | 4 ++--\n"
                 " 1 file changed, 2 insertions(+), 2 deletions(-)\n\n"
                 "diff --git a/config/widening.toml b/config/widening.toml\n"
                 "index 3c1d2a0..9e8f7b1 100644\n"
                 "--- a/config/widening.toml\n"
                 "+++ b/config/widening.toml\n"
                 "@@ -14,8 +14,8 @@ cap_mmr = 400\n"
                 " [casual]\n"
                 " start_mmr = 150\n"
                 "-step_mmr = 50\n"
                 "-step_every_s = 15\n"
                 "+step_mmr = 75\n"
                 "+step_every_s = 10\n"
                 " cap_mmr = 900\n"),
            tool("Read", {"file_path": f"{MM}/config/widening.toml"},
                 "     1\t# skill window widening per playlist\n"
                 "     2\t# window = start_mmr + step_mmr * floor(wait_s / step_every_s), capped at cap_mmr\n"
                 "     3\t\n"
                 "     4\t[ranked]\n"
                 "     5\tstart_mmr = 75\n"
                 "     6\tstep_mmr = 25\n"
                 "     7\tstep_every_s = 10\n"
                 "     8\tcap_mmr = 400\n"
                 "     9\t\n"
                 "    10\t[ranked.placement]\n"
                 "    11\tstart_mmr = 200\n"
                 "    12\tstep_mmr = 50\n"
                 "    13\t\n"
                 "    14\tcap_mmr = 400\n"
                 "    15\t[casual]\n"
                 "    16\tstart_mmr = 150\n"
                 "    17\tstep_mmr = 75\n"
                 "    18\tstep_every_s = 10\n"
                 "    19\tcap_mmr = 900\n"),
            ("assistant", "I don't think it's the widening curve. The only change since October 20 is your own "
                          "casual commit (7b1e04c), and it only touches `[casual]`. Ranked is still start 75, 25 MMR "
                          "every 10 s, capped at 400, the same values it has had since September. Also, a "
                          "too-narrow window would hit every region, not just euw, and it would hit low-population "
                          "hours hardest; here euw is slow even at the evening peak with 3000 people queued.\n\n"
                          "That pattern (one region, lots of players, no matches) looks more like players being "
                          "filtered out before the skill check. The eligibility step logs why it drops someone, "
                          "so let me look there."),
            bash("kubectl -n mm logs deploy/mmd --since=30m | grep eligibility | grep 'region=euw' | head -40",
                 _ineligible()),
            bash("kubectl -n mm logs deploy/mmd --since=30m | grep -m 12 'qos:'",
                 "\n".join(f"2026-11-03T07:{10 + i:02d}:{(i * 17) % 60:02d}Z ERROR qos: probe "
                           f"fra2.qos.brinefall.net:3478 timeout after 1500ms (client={1880 + i * 3}.x) -> rtt 999"
                           for i in range(12)) + "\n"),
            tool("Read", {"file_path": f"{MM}/config/regions.toml"},
                 "     1\t# region pools and their QoS beacons (clients ping these to rank regions)\n"
                 "     2\t\n"
                 "     3\t[euw]\n"
                 "     4\tbeacon = \"fra2.qos.brinefall.net:3478\"\n"
                 "     5\tmax_ping_ms = 90\n"
                 "     6\t\n"
                 "     7\t[use]\n"
                 "     8\tbeacon = \"ash1.qos.brinefall.net:3478\"\n"
                 "     9\tmax_ping_ms = 90\n"
                 "    10\t\n"
                 "    11\t[usw]\n"
                 "    12\tbeacon = \"sjc2.qos.brinefall.net:3478\"\n"
                 "    13\tmax_ping_ms = 90\n"
                 "    14\t\n"
                 "    15\t[sea]\n"
                 "    16\tbeacon = \"sin1.qos.brinefall.net:3478\"\n"
                 "    17\tmax_ping_ms = 90\n"
                 "    18\t\n"
                 "    19\t[jpn]\n"
                 "    20\tbeacon = \"tyo1.qos.brinefall.net:3478\"\n"
                 "    21\tmax_ping_ms = 90\n"),
            bash("git log -3 --format='%h %ad %s' --date=iso -- config/regions.toml && git show 4d90aa1 -- "
                 "config/regions.toml",
                 "4d90aa1 2026-10-31 17:58:03 +0000 Merge branch 'release/2.31' into main\n"
                 "c2e71f0 2026-10-14 10:31:47 +0000 euw: beacon moves to fra3 (Frankfurt DC move)\n"
                 "a81b3d2 2026-08-02 09:02:12 +0000 regions: add jpn\n"
                 "commit 4d90aa1\n"
                 "Merge: c2e71f0 5f0ab39\n"
                 "Author: release-bot <release-bot@kettlerock.games>\n\n"
                 "    Merge branch 'release/2.31' into main\n\n"
                 "diff --cc config/regions.toml\n"
                 "@@@ -1,5 -1,5 +1,5 @@@\n"
                 "  [euw]\n"
                 "- beacon = \"fra3.qos.brinefall.net:3478\"\n"
                 " -beacon = \"fra2.qos.brinefall.net:3478\"\n"
                 "++beacon = \"fra2.qos.brinefall.net:3478\"\n"
                 "  max_ping_ms = 90\n"),
            ("assistant", "Found it, and it's not the matchmaker logic at all.\n\n"
                          "**What happened.** On October 14 the euw QoS beacon moved to fra3 with the Frankfurt DC "
                          "move (c2e71f0). release/2.31 was branched before that, so it still had fra2. When the "
                          "release branch was merged back into main on Friday at 17:58 (4d90aa1, the release-bot "
                          "merge), the conflict in config/regions.toml was resolved in favour of the release side, "
                          "and the euw beacon went back to `fra2.qos.brinefall.net`. fra2 was decommissioned, so "
                          "every client's probe to it times out after 1500 ms and is recorded as rtt 999. With "
                          "`max_ping_ms = 90`, eligibility then drops the player from the euw pool "
                          "(`reason=ping rtt_ms=999`), and since ranked has no fallback pool they just sit there "
                          "until a retry happens to land on a cached older ping. That's the 3-minute median.\n\n"
                          "The few `reason=party_size` lines are unrelated, those are 4-stacks trying ranked.\n\n"
                          "Fix is one line: put fra3 back. Want me to do it?"),
            ("user", "ugh. the merge. of course. yes fix it, point it back at fra3"),
            tool("Edit", {"file_path": f"{MM}/config/regions.toml",
                          "old_string": "beacon = \"fra2.qos.brinefall.net:3478\"",
                          "new_string": "beacon = \"fra3.qos.brinefall.net:3478\""},
                 "The file /home/ines/src/brine-matchmaker/config/regions.toml has been updated."),
            bash("go test ./... 2>&1 | tail -12 && nc -zvu fra3.qos.brinefall.net 3478",
                 _gotest("Connection to fra3.qos.brinefall.net (10.41.3.12) 3478 port [udp/*] succeeded!\n")),
            ("assistant", "Tests pass and fra3 answers on 3478. Before we ship, something to decide so this can't "
                          "sit unnoticed for three days again. Options:\n\n"
                          "1. **Fallback**: when a beacon is unreachable, use the median ping of the player's other "
                          "probes for that region instead of 999.\n"
                          "2. **Alert**: a Prometheus rule on the share of probes that time out per beacon, e.g. "
                          "`qos_beacon_timeout_ratio > 0.05` for 10 minutes, paging the mm on-call.\n"
                          "3. Both.\n\n"
                          "Separately, while euw recovers we could let ranked euw players spill into use once "
                          "they've waited 120 s; the ping to use from western Europe is bad but playable for "
                          "some."),
            ("user", "2. the fallback would just hide exactly this kind of breakage.\n\n"
                     "and no on the spill thing. We never widen a ranked search across regions — casual is allowed "
                     "to spill over, ranked stays in its home region. that's been the line since season 1 and it's "
                     "not changing"),
            tool("Edit", {"file_path": f"{MM}/deploy/alerts/matchmaker.rules.yml",
                          "old_string": "  - name: matchmaker\n    rules:\n",
                          "new_string": "  - name: matchmaker\n    rules:\n"
                                        "      - alert: QosBeaconTimeouts\n"
                                        "        expr: qos_beacon_timeout_ratio > 0.05\n"
                                        "        for: 10m\n"
                                        "        labels: {severity: page, team: mm}\n"
                                        "        annotations:\n"
                                        "          summary: \"{{ $labels.beacon }}: {{ $value | humanizePercentage }}"
                                        " of QoS probes time out\"\n"},
                 "The file /home/ines/src/brine-matchmaker/deploy/alerts/matchmaker.rules.yml has been updated."),
            bash("promtool check rules deploy/alerts/matchmaker.rules.yml",
                 "Checking deploy/alerts/matchmaker.rules.yml\n  SUCCESS: 7 rules found\n"),
            ("user", "lol remember launch weekend when euw hit 6 minutes and we were convinced it was a DDoS. good "
                     "times. ok push it, the pipeline will ask me for approval"),
            bash("git add config/regions.toml deploy/alerts/matchmaker.rules.yml && git commit -qm 'euw: beacon back "
                 "to fra3 (lost in 2.31 merge); alert on QoS beacon timeouts' && git push -q && "
                 "gh run watch --exit-status $(gh run list -L1 --json databaseId -q '.[0].databaseId')",
                 "✓ main deploy-mmd · 19083344121\n"
                 "Triggered via push about 1 minute ago\n\n"
                 "JOBS\n"
                 "✓ test in 1m12s\n"
                 "✓ build-image in 2m40s\n"
                 "✓ approve-prod (ines) in 3m05s\n"
                 "✓ rollout-prod in 1m58s\n"
                 "  ✓ mmd euw 3/3 ready\n"
                 "  ✓ mmd use 3/3 ready\n"
                 "  ✓ mmd usw 2/2 ready\n"
                 "  ✓ mmd sea 2/2 ready\n"
                 "  ✓ mmd jpn 2/2 ready\n"),
            bash("sleep 1200; mmstat --region euw --playlist ranked --last 20m",
                 "region=euw playlist=ranked window=20m\n"
                 "  wait p50   43s\n  wait p90   118s\n  matches   412\n"
                 "  ineligible(ping)  0.4%\n  qos_beacon_timeout_ratio{beacon=\"fra3\"}  0.002\n"),
            ("assistant", "## Summary\n\n"
                          "- **Cause**: the release/2.31 merge (4d90aa1) reverted the euw QoS beacon in "
                          "`config/regions.toml` from fra3 to the decommissioned fra2. Probes timed out (rtt 999 > "
                          "max_ping 90), euw players were ineligible, ranked p50 went to ~3 min. The widening curve "
                          "was not involved.\n"
                          "- **Fix**: beacon back to `fra3.qos.brinefall.net:3478`, deployed; euw ranked p50 is 43 s "
                          "again.\n"
                          "- **Guard**: new alert `QosBeaconTimeouts` on `qos_beacon_timeout_ratio > 0.05` for 10 "
                          "minutes, paging mm on-call. No fallback ping, on purpose.\n"
                          "- Ranked never spills across regions; only casual does.\n"),
            ("user", "perfect, thx. lunch"),
        ],
        "facts": [
            fact("beacon-fra2", "euw ranked queue times jumped to ~3 min because the release/2.31 merge put the euw "
                                "QoS beacon in config/regions.toml back on the decommissioned fra2; probes timed out "
                                "(rtt 999 > max_ping 90) so euw players were ineligible. Fixed by pointing it at "
                                "fra3.qos.brinefall.net; the widening curve was not the cause.",
                 "bugfix", "assistant", ["beacon", "fra2", "fra3"]),
            fact("ranked-home-region", "A ranked search is never widened across regions; ranked stays in its home "
                                       "region, only casual may spill over to another region.",
                 "rule", "user", ["ranked", "across regions", "casual"], remember=True),
            fact("beacon-alert", "Dead QoS beacons are caught by the QosBeaconTimeouts alert "
                                 "(qos_beacon_timeout_ratio > 0.05 for 10 minutes, pages mm on-call); a fallback to "
                                 "the median ping was rejected because it would hide this kind of breakage.",
                 "decision", "user", ["qos_beacon_timeout_ratio", ["fallback", "QosBeaconTimeouts"]]),
        ],
        "optional": [
            opt("ranked-widening", "Ranked widening: start 75 MMR, 25 MMR every 10 s, capped at 400.",
                ["step_mmr", "400"]),
            opt("max-ping", "Every region's max_ping_ms is 90.", ["max_ping_ms", "90"]),
        ],
        "questions": [
            q("Why did euw ranked queue times jump after the 2.31 deploy?",
              "the merge put the euw QoS beacon back on fra2, probes timed out", ["beacon-fra2"]),
            q("Can a ranked search spill into another region?",
              "never, ranked stays in its home region; only casual spills over", ["ranked-home-region"]),
            q("What catches a dead QoS beacon?", "the qos_beacon_timeout_ratio alert at 0.05 for 10 minutes",
              ["beacon-alert"]),
        ],
    },
    {
        "id": "h50-cc-mm-glicko-walkthrough",
        "project": MM,
        "start": datetime(2026, 11, 10, 14, 20),
        "about": "brine-matchmaker: only explains internal/rating/glicko.go (Glicko-2, rating periods, RD decay, "
                 "volatility) for a guild-meeting talk; full of 'always' and 'must' about how the algorithm works; "
                 "a question about remembering why Glicko was chosen (nothing in the repo says); nothing durable",
        "steps": [
            ("user", "hi! kind of a dumb one today. I have to explain our rating system at thursday's guild "
                     "meeting and I realised I never actually read internal/rating/glicko.go end to end, I just "
                     "tune the constants. walk me through it?"),
            tool("Read", {"file_path": f"{MM}/internal/rating/glicko.go"},
                 "     1\tpackage rating\n"
                 "     2\t\n"
                 "     3\timport \"math\"\n"
                 "     4\t\n"
                 "     5\t// Glicko-2 (Glickman 2012). Ratings are stored on the public scale (1500-centred);\n"
                 "     6\t// update() works on the internal scale mu/phi and converts back.\n"
                 "     7\tconst (\n"
                 "     8\t\tscale      = 173.7178\n"
                 "     9\t\ttau        = 0.5\n"
                 "    10\t\tepsilon    = 0.000001\n"
                 "    11\t\tdefaultR   = 1500.0\n"
                 "    12\t\tdefaultRD  = 350.0\n"
                 "    13\t\tdefaultVol = 0.06\n"
                 "    14\t\tminRD      = 45.0\n"
                 "    15\t)\n"
                 "    16\t\n"
                 "    17\ttype Player struct {\n"
                 "    18\t\tR, RD, Vol float64\n"
                 "    19\t}\n"
                 "    20\t\n"
                 "    21\ttype Result struct {\n"
                 "    22\t\tOpp   Player\n"
                 "    23\t\tScore float64 // 1 win, 0.5 draw, 0 loss\n"
                 "    24\t}\n"
                 "    25\t\n"
                 "    26\tfunc g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }\n"
                 "    27\t\n"
                 "    28\tfunc e(mu, muJ, phiJ float64) float64 { return 1 / (1 + math.Exp(-g(phiJ)*(mu-muJ))) }\n"
                 "    29\t\n"
                 "    30\t// Update applies one rating period. A player with no games in the period only has\n"
                 "    31\t// their deviation grown (see Idle).\n"
                 "    32\tfunc Update(p Player, results []Result) Player {\n"
                 "    33\t\tif len(results) == 0 {\n"
                 "    34\t\t\treturn Idle(p)\n"
                 "    35\t\t}\n"
                 "    36\t\tmu, phi := (p.R-defaultR)/scale, p.RD/scale\n"
                 "    37\t\tvar vInv, delta float64\n"
                 "    38\t\tfor _, r := range results {\n"
                 "    39\t\t\tmuJ, phiJ := (r.Opp.R-defaultR)/scale, r.Opp.RD/scale\n"
                 "    40\t\t\tE := e(mu, muJ, phiJ)\n"
                 "    41\t\t\tvInv += g(phiJ) * g(phiJ) * E * (1 - E)\n"
                 "    42\t\t\tdelta += g(phiJ) * (r.Score - E)\n"
                 "    43\t\t}\n"
                 "    44\t\tv := 1 / vInv\n"
                 "    45\t\tdelta *= v\n"
                 "    46\t\tsigma := newVolatility(phi, v, delta, p.Vol)\n"
                 "    47\t\tphiStar := math.Sqrt(phi*phi + sigma*sigma)\n"
                 "    48\t\tphiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)\n"
                 "    49\t\tmuNew := mu + phiNew*phiNew*(delta/v)\n"
                 "    50\t\trd := math.Max(phiNew*scale, minRD)\n"
                 "    51\t\treturn Player{R: muNew*scale + defaultR, RD: rd, Vol: sigma}\n"
                 "    52\t}\n"
                 "    53\t\n"
                 "    54\t// Idle grows RD for a period without games, capped at defaultRD.\n"
                 "    55\tfunc Idle(p Player) Player {\n"
                 "    56\t\tphi := p.RD / scale\n"
                 "    57\t\trd := math.Sqrt(phi*phi+p.Vol*p.Vol) * scale\n"
                 "    58\t\treturn Player{R: p.R, RD: math.Min(rd, defaultRD), Vol: p.Vol}\n"
                 "    59\t}\n"
                 "    60\t\n"
                 "    61\t// newVolatility: Illinois-method root find (step 5 of the paper).\n"
                 "    62\tfunc newVolatility(phi, v, delta, vol float64) float64 {\n"
                 "    63\t\t// ... 38 lines ...\n"
                 "   101\t}\n"),
            ("assistant", "Sure, it's a compact file. Here's the shape of it, top to bottom.\n\n"
                          "**Three numbers per player.** `R` is the rating you show (centred on 1500), `RD` is the "
                          "rating deviation (how unsure we are, starts at 350), `Vol` is volatility (how erratic "
                          "the player's results are, starts at 0.06). Glicko-2 always carries all three; a player "
                          "is never just a number.\n\n"
                          "**Two scales.** `Update` converts to the internal scale first (`mu = (R-1500)/173.7178`, "
                          "`phi = RD/173.7178`), does all the math there, and converts back at the end. The "
                          "constant 173.7178 is 400/ln(10), which is what makes the internal scale line up with "
                          "Elo-style odds. That conversion must happen on both sides, or the numbers drift.\n\n"
                          "**One rating period at a time.** `Update(p, results)` takes every game a player had in "
                          "a period. For each opponent it computes `g(phiJ)` (discounts opponents we're unsure "
                          "about) and `E` (expected score given the two ratings). `v` is the estimated variance of "
                          "the player's rating from those games, `delta` the estimated improvement.\n\n"
                          "**Volatility** (`newVolatility`, step 5 of the paper) is a root find with the Illinois "
                          "method; `tau = 0.5` limits how fast volatility can change. A lower tau makes ratings "
                          "calmer, a higher one lets upsets move people more.\n\n"
                          "**New RD and rating.** `phiStar` widens the uncertainty by the volatility, then the "
                          "games shrink it again (`phiNew`). The rating moves by `phiNew² · delta / v`, so a "
                          "player we're unsure about moves a lot and a settled player moves little. `minRD = 45` is "
                          "our own floor, not in the paper: RD can never drop below 45, so even veterans keep "
                          "moving a bit.\n\n"
                          "**Idle periods.** With no games, `Idle` only grows RD (by the volatility), capped back at "
                          "350. That's why someone returning after a long break swings hard for the first few "
                          "matches."),
            ("user", "ok that's clearer than the wiki lol. where does a 'rating period' come from though? is that a "
                     "day?"),
            bash("grep -rn 'rating.Update\\|rating.Idle' --include=*.go . | grep -v _test",
                 "./internal/pool/settle.go:88:\t\tnext := rating.Update(p.Rating, results)\n"
                 "./internal/pool/settle.go:131:\t\t\tacc.Rating = rating.Idle(acc.Rating)\n"),
            tool("Read", {"file_path": f"{MM}/internal/pool/settle.go", "offset": 70, "limit": 70},
                 "    70\t// settleMatch runs after every ranked match. We treat each match as its own rating\n"
                 "    71\t// period for the players in it (the paper suggests 10-15 games per period; with\n"
                 "    72\t// per-match periods ratings react faster, which players wanted in season 2).\n"
                 "    73\tfunc (s *Settler) settleMatch(m Match) error {\n"
                 "    74\t\tfor _, p := range m.Players {\n"
                 "    75\t\t\tresults := make([]rating.Result, 0, 5)\n"
                 "    76\t\t\tfor _, o := range m.Opponents(p) {\n"
                 "    77\t\t\t\tresults = append(results, rating.Result{Opp: o.Rating, Score: m.Score(p)})\n"
                 "    78\t\t\t}\n"
                 "    ...\n"
                 "    88\t\t\tnext := rating.Update(p.Rating, results)\n"
                 "    ...\n"
                 "   120\t// decayIdle runs nightly at 04:00 UTC: anyone with no ranked match in the last\n"
                 "   121\t// 7 days gets one Idle step.\n"
                 "   125\tfunc (s *Settler) decayIdle(ctx context.Context) error {\n"
                 "   ...\n"
                 "   131\t\t\tacc.Rating = rating.Idle(acc.Rating)\n"),
            ("assistant", "Not a day. In `settle.go` every ranked match is its own rating period for the ten "
                          "players in it: each player gets `Update` with five results, one per opponent, all with "
                          "the same score (the team's result). The comment says per-match periods were chosen in "
                          "season 2 because players wanted ratings to react faster; the paper would batch 10-15 "
                          "games.\n\nIdle decay is separate: a nightly job at 04:00 UTC gives one `Idle` step to "
                          "anyone without a ranked match in the last 7 days.\n\n"
                          "For the talk, one subtlety worth a slide: since everyone on a team gets the same score "
                          "against each opponent, individual performance doesn't move your rating, only wins do. "
                          "That's standard for team games with Glicko, but people always ask."),
            ("user", "oh nice, that'll definitely come up. do you remember why we went with glicko instead of "
                     "trueskill back then? someone will ask that too"),
            bash("git log --reverse --format='%h %ad %s' --date=short -- internal/rating | head -5; "
                 "ls docs/ | head",
                 "0a1c9e2 2024-03-11 rating: initial glicko-2 port\n"
                 "5d2b7f1 2024-03-19 rating: minRD floor\n"
                 "e91c0aa 2024-06-02 settle: per-match rating periods\n"
                 "api.md\nregions.md\nrunbook-oncall.md\n"),
            ("assistant", "I don't have anything from earlier conversations, and the repo doesn't say either: the "
                          "first commit (March 2024) is just 'initial glicko-2 port', and docs/ has no design note "
                          "on rating. Whoever wrote that first commit would know. If it helps for the slide, the "
                          "usual arguments people make are that Glicko-2 is simple, unpatented and easy to reason "
                          "about, while TrueSkill models teams natively; but I can't tell you which of those was "
                          "the reason here."),
            ("user", "fair, I'll ask around. thanks, that's plenty for the slides 🙏"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h50-cc-mm-party-review",
        "project": MM,
        "start": datetime(2026, 11, 17, 10, 40),
        "branch": "review/pr-412",
        "about": "brine-matchmaker: review of PR #412 (party-aware ranked queue); region codes convention said in "
                 "a reply to review comment 3 (short lowercase codes, never provider names like eu-west-1); party "
                 "rating = highest member, average rejected (smurf carry); ranked max_party_size 3 (was 5 in the "
                 "PR), casual stays 5; time.Sleep in a test left 'for this PR' (one-off); the assistant's "
                 "separate-pool proposal never answered; a question about remembering the old widening step",
        "steps": [
            ("user", "hey, can you review #412 with me? it's the party queue thing for ranked. checked out on "
                     "review/pr-412. I want your comments first then I'll answer them"),
            bash("gh pr view 412 --json title,author,additions,deletions,files -q '.title, .author.login, "
                 ".additions, .deletions, (.files[].path)'",
                 "ranked: party-aware queue (duo/trio/full stack)\nkeel-dev\n412\n87\n"
                 "config/playlists.toml\ninternal/eligibility/party.go\ninternal/eligibility/party_test.go\n"
                 "internal/pool/party_rating.go\ninternal/pool/party_rating_test.go\ninternal/pool/pool.go\n"),
            bash("gh pr diff 412 | head -160",
                 "diff --git a/config/playlists.toml b/config/playlists.toml\n"
                 "@@ -1,12 +1,16 @@\n"
                 " [ranked]\n"
                 " team_size = 5\n"
                 "-solo_only = true\n"
                 "+max_party_size = 5\n"
                 "+party_regions = [\"eu-west\", \"us-east\", \"us-west\", \"ap-southeast\", \"ap-northeast\"]\n"
                 " \n"
                 " [casual]\n"
                 " team_size = 5\n"
                 " max_party_size = 5\n"
                 "diff --git a/internal/pool/party_rating.go b/internal/pool/party_rating.go\n"
                 "new file mode 100644\n"
                 "@@ -0,0 +1,41 @@\n"
                 "+package pool\n"
                 "+\n"
                 "+// PartyRating is the rating a party queues with.\n"
                 "+func PartyRating(members []Member) float64 {\n"
                 "+\tvar sum float64\n"
                 "+\tfor _, m := range members {\n"
                 "+\t\tsum += m.Rating.R\n"
                 "+\t}\n"
                 "+\treturn sum / float64(len(members))\n"
                 "+}\n"
                 "+\n"
                 "+// PartyRD: root-mean-square of member RDs.\n"
                 "+func PartyRD(members []Member) float64 {\n"
                 "+\t...\n"
                 "+}\n"
                 "diff --git a/internal/eligibility/party.go b/internal/eligibility/party.go\n"
                 "@@ -18,6 +18,22 @@ func (c *Checker) Party(p Party) Verdict {\n"
                 "+\tif !contains(c.cfg.PartyRegions, providerRegion(p.Home)) {\n"
                 "+\t\treturn Reject(\"party_region\")\n"
                 "+\t}\n"
                 "+\tspread := p.MaxRating() - p.MinRating()\n"
                 "+\tif spread > 600 {\n"
                 "+\t\treturn Reject(\"party_spread\")\n"
                 "+\t}\n"
                 "diff --git a/internal/eligibility/party_test.go b/internal/eligibility/party_test.go\n"
                 "@@ -0,0 +1,58 @@\n"
                 "+func TestPartyQueueTimeout(t *testing.T) {\n"
                 "+\tc := newTestChecker(t)\n"
                 "+\tgo c.Run(ctx)\n"
                 "+\ttime.Sleep(2 * time.Second) // wait for the pool tick\n"
                 "+\t...\n"
                 "+}\n"
                 "diff --git a/internal/pool/pool.go b/internal/pool/pool.go\n"
                 "@@ -140,7 +140,12 @@ func (p *Pool) admit(t Ticket) {\n"
                 "-\tr := t.Player.Rating.R\n"
                 "+\tr := t.Player.Rating.R\n"
                 "+\tif t.Party != nil {\n"
                 "+\t\tr = PartyRating(t.Party.Members)\n"
                 "+\t}\n"),
            bash("go test ./internal/... 2>&1 | tail -6",
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/eligibility\t2.214s\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/pool\t0.388s\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/qos\t0.102s\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/rating\t0.041s\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/regions\t0.019s\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/widening\t0.077s\n"),
            ("assistant", "Tests pass. My comments on #412:\n\n"
                          "1. **party_rating.go: average rating.** A party queues with the mean of its members. A "
                          "2400 player duo-queueing with a 1300 alt queues as 1850 and gets matched against 1850s, "
                          "which the 2400 player will carry. Options: highest member, or mean plus a penalty for "
                          "spread.\n"
                          "2. **playlists.toml: max_party_size = 5 for ranked.** Full 5-stacks against solo players "
                          "in ranked is the usual complaint in every game that allows it. Maybe 3?\n"
                          "3. **playlists.toml / party.go: region names.** `party_regions` uses "
                          "\"eu-west\", \"us-east\", … and `providerRegion()` maps our regions to those. Everything "
                          "else in the repo keys on euw/use/usw/sea/jpn.\n"
                          "4. **party_test.go: time.Sleep(2s).** Slow and flaky under load; the pool has a "
                          "`TickNow()` hook for tests.\n"
                          "5. **Design, optional.** Parties could get their own pool that only meets solo players "
                          "after 90 s of waiting, so stacks mostly fight stacks."),
            ("user", "ok answers:\n"
                     "1 - yes. party rating = the highest member's rating, not the average. averaging is exactly "
                     "how smurfs carry their friends, we had that mess in casual already\n"
                     "2 - 3 for ranked. casual keeps 5\n"
                     "3 - right, in this repo we use the short codes, euw use usw sea jpn, lowercase. the cloud "
                     "provider names (eu-west-1 and friends) only exist over in fleet-ops, they never show up here. "
                     "kill providerRegion()\n"
                     "4 - meh. leave the sleep for this PR, keel is out this week, we'll clean it later"),
            ("assistant", "Got it. I'll put those on the PR as review comments, and since keel is away, do you want "
                          "me to push the three changes (highest-member rating, ranked max_party_size 3, short "
                          "region codes) as a fixup commit on the branch?"),
            ("user", "yeah push them, keel won't mind"),
            tool("Edit", {"file_path": f"{MM}/internal/pool/party_rating.go",
                          "old_string": "\tvar sum float64\n\tfor _, m := range members {\n\t\tsum += m.Rating.R\n"
                                        "\t}\n\treturn sum / float64(len(members))",
                          "new_string": "\t// highest member, not the mean: a mean lets a high player carry a low\n"
                                        "\t// alt (smurfing).\n\tbest := members[0].Rating.R\n"
                                        "\tfor _, m := range members[1:] {\n\t\tbest = math.Max(best, m.Rating.R)\n"
                                        "\t}\n\treturn best"},
                 "The file /home/ines/src/brine-matchmaker/internal/pool/party_rating.go has been updated."),
            tool("Edit", {"file_path": f"{MM}/config/playlists.toml",
                          "old_string": "max_party_size = 5\n"
                                        "party_regions = [\"eu-west\", \"us-east\", \"us-west\", \"ap-southeast\", "
                                        "\"ap-northeast\"]",
                          "new_string": "max_party_size = 3\n"
                                        "party_regions = [\"euw\", \"use\", \"usw\", \"sea\", \"jpn\"]"},
                 "The file /home/ines/src/brine-matchmaker/config/playlists.toml has been updated."),
            tool("Edit", {"file_path": f"{MM}/internal/eligibility/party.go",
                          "old_string": "contains(c.cfg.PartyRegions, providerRegion(p.Home))",
                          "new_string": "contains(c.cfg.PartyRegions, p.Home)"},
                 "The file /home/ines/src/brine-matchmaker/internal/eligibility/party.go has been updated."),
            bash("git rm -q internal/eligibility/provider_region.go && go vet ./... && go test ./internal/... "
                 "2>&1 | tail -3",
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/pool\t0.402s\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/rating\t0.039s\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/widening\t0.081s\n"),
            ("user", "rename the test TestPartyRatingMean to TestPartyRatingHighest, it's lying now"),
            bash("sed -i 's/TestPartyRatingMean/TestPartyRatingHighest/' internal/pool/party_rating_test.go && "
                 "go test ./internal/pool -run Party -v 2>&1 | tail -4",
                 "=== RUN   TestPartyRatingHighest\n--- PASS: TestPartyRatingHighest (0.00s)\nPASS\n"
                 "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/pool\t0.021s\n"),
            ("user", "btw do you remember what the ranked widening step was before october? keel's PR "
                     "description says it 'matches the old widening' and I can't remember if that was 25 or 50"),
            bash("git log -p --format='%h %ad %s' --date=short -S 'step_mmr' -- config/widening.toml | "
                 "grep -E '^[0-9a-f]{7}|^[-+]step_mmr' | head",
                 "7b1e04c 2026-10-27 casual: widen faster after 60s (playtest feedback)\n"
                 "-step_mmr = 50\n+step_mmr = 75\n"
                 "2f4a6d8 2026-09-08 ranked: slower widening for season 7\n"
                 "-step_mmr = 40\n+step_mmr = 25\n"),
            ("assistant", "From git, not from memory: ranked has been 25 since September 8 (2f4a6d8, season 7); "
                          "before that it was 40. The 50 you're thinking of was casual's, until your October "
                          "change to 75. So 'matches the old widening' in keel's description is a bit off, but the "
                          "PR doesn't touch widening at all."),
            bash("git commit -qam 'review: party rating = highest member, ranked max_party_size 3, short region "
                 "codes' && git push -q && gh pr review 412 --comment -b 'see inline; fixups pushed' && "
                 "gh pr view 412 --json reviewDecision,commits -q '.reviewDecision, (.commits|length)'",
                 "REVIEW_REQUIRED\n3\n"),
            ("assistant", "Pushed as the third commit on #412 and left the review. Summary of what changed on the "
                          "branch: `PartyRating` now returns the highest member's rating; ranked "
                          "`max_party_size = 3`, casual unchanged at 5; `party_regions` uses euw/use/usw/sea/jpn "
                          "and `providerRegion()` is gone. The `time.Sleep` in the test stays for now as you said. "
                          "I didn't touch the separate-pool idea."),
            ("user", "👍 approving after lunch"),
        ],
        "facts": [
            fact("region-codes", "brine-matchmaker uses the short lowercase region codes (euw, use, usw, sea, jpn) "
                                 "everywhere; cloud provider region names like eu-west-1 only exist in fleet-ops, "
                                 "never in this repo.",
                 "convention", "user", ["short codes", ["eu-west-1", "provider"]]),
            fact("party-rating", "A party queues with its highest member's rating, not the average: averaging lets "
                                 "smurfs carry their friends.",
                 "decision", "user", ["highest", ["average", "smurfs"]]),
            fact("party-size", "Ranked max_party_size is 3; casual keeps 5.",
                 "config", "user", ["max_party_size", "3"]),
        ],
        "optional": [
            opt("pr-412", "PR #412 (party-aware ranked queue) by keel was reviewed with fixups pushed.", ["412"]),
        ],
        "questions": [
            q("Which region names does the matchmaker config use?", "short lowercase codes euw use usw sea jpn",
              ["region-codes"]),
            q("What rating does a party queue with in ranked?", "the highest member's rating, not the average",
              ["party-rating"]),
            q("What is the maximum party size in ranked?", "3; casual keeps 5", ["party-size"]),
        ],
    },
]
