"""h50 Codex sessions, part c: crashyard's crash grouping swallowed by the anti-cheat module's frames, fleet-ops'
patch rollout window from a pasted producer email (only what the person confirms counts) with rolling-update values
changed on the way, and a new region (sae, São Paulo) for brine-matchmaker."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

CRASH = "/home/marit/code/crashyard"
FLEET = "/home/dario/work/fleet-ops"
MM = "/home/ines/src/brine-matchmaker"


def _buckets() -> str:
    rows = ["bucket   share   reports  signature (top frames)                                             first seen"]
    top = [("b-7e21", 61.4, 14022, "tg_shield.dll!0x3a1f0 | ntdll!KiUserExceptionDispatcher | tg_shield.dll!0x3a0c2"),
           ("b-1c08", 4.1, 936, "BrinefallCore!FSailRig::ApplyWind | BrinefallCore!ABoat::Tick | "
                                "UnrealEngine!AActor::TickActor"),
           ("b-55d0", 3.3, 754, "BrinefallUI!UBoatHUDWidget::NativeTick | UMG!UUserWidget::NativeTick | "
                                "Slate!SObjectWidget::Tick"),
           ("b-90aa", 2.2, 502, "d3d12!CCommandQueue::ExecuteCommandLists | D3D12RHI!FD3D12Queue::Execute | "
                                "RenderCore!FRHICommandListExecutor"),
           ("b-3f17", 1.9, 431, "BrinefallOcean!FWaveCascade::Build | BrinefallOcean!UOceanSubsystem::Tick | "
                                "Engine!UWorld::Tick")]
    for b, share, n, sig in top:
        rows.append(f"{b}   {share:>5.1f}%  {n:>6}   {sig[:66]:<66} 2026-11-1{7 if b == 'b-7e21' else 2}")
    rows.append("... 388 more buckets (34.4% of 1.4.3 reports)")
    return "\n".join(rows) + "\n"


def _samples() -> str:
    out = []
    tails = [["BrinefallCore!FCannonBattery::Fire", "BrinefallCore!ABoat::FireBroadside",
              "Engine!UGameplayStatics::ApplyDamage"],
             ["BrinefallUI!UScoreboard::Rebuild", "UMG!UWidget::SynchronizeProperties", "Slate!SWidget::Paint"],
             ["BrinefallOcean!FWaveCascade::Build", "BrinefallOcean!UOceanSubsystem::Tick", "Engine!UWorld::Tick"],
             ["BrinefallCore!FSailRig::ApplyWind", "BrinefallCore!ABoat::Tick", "UnrealEngine!AActor::TickActor"],
             ["BrinefallNet!FReplayRecorder::Flush", "Engine!UNetDriver::TickFlush", "Engine!UWorld::Tick"]]
    for i, tail in enumerate(tails):
        out.append(f"report 1.4.3/{880112 + i * 37} EXCEPTION_ACCESS_VIOLATION")
        out.append("  #0 tg_shield.dll!0x3a1f0")
        out.append("  #1 ntdll!KiUserExceptionDispatcher")
        out.append("  #2 tg_shield.dll!0x3a0c2")
        out.append("  #3 KERNELBASE!RaiseException")
        for j, f in enumerate(tail):
            out.append(f"  #{4 + j} {f}")
        out.append("")
    return "\n".join(out)


SESSIONS = [
    {
        "id": "h50-cx-crashyard-grouping",
        "project": CRASH,
        "start": datetime(2026, 11, 20, 9, 30),
        "about": "crashyard: one bucket holds 61% of 1.4.3 crashes; the assistant's first theory (signature hash "
                 "collisions) ruled out; cause: since 1.4.3 the TideGuard anti-cheat module hooks exception "
                 "dispatch, so the top 3 frames of every crash are tg_shield.dll/ntdll; fix skips those frames and "
                 "takes 5 app frames; 'put this in your notes': tg_shield.dll never part of a signature; "
                 "signature_version 3; regroup of 1.4.2 as a one-off",
        "steps": [
            ("user", "morning! the top crashes page is useless since tuesday. one bucket has 61% of all 1.4.3 "
                     "crashes and its signature is basically 'tg_shield.dll'. that can't be one bug"),
            shell("crashyard buckets top --version 1.4.3 --limit 5", _buckets()),
            shell("sed -n '1,60p' crashyard/grouping/signature.py",
                  "\"\"\"Crash signatures: which reports are the same bug.\"\"\"\n"
                  "import hashlib\n\n"
                  "SIGNATURE_VERSION = 2\n"
                  "TOP_N = 3\n\n\n"
                  "def frame_key(frame):\n"
                  "    # module!function, or module!offset when unsymbolicated\n"
                  "    return f\"{frame.module}!{frame.function or hex(frame.offset)}\"\n\n\n"
                  "def signature(report):\n"
                  "    frames = [frame_key(f) for f in report.crashing_thread.frames[:TOP_N]]\n"
                  "    digest = hashlib.sha1(\"|\".join(frames).encode()).hexdigest()[:16]\n"
                  "    return f\"v{SIGNATURE_VERSION}-{digest}\", frames\n"),
            ("assistant", "My first suspicion was the digest: 16 hex characters of a hash could in principle "
                          "collide and merge unrelated stacks. Checking the bucket's raw frames to see if the "
                          "reports in it really have the same top frames."),
            shell("crashyard reports sample --bucket b-7e21 --n 5 --frames 7", _samples()),
            shell("crashyard buckets frames --bucket b-7e21 --depth 3 --distinct | head -4",
                  "distinct top-3 frame tuples in b-7e21: 1\n"
                  "  tg_shield.dll!0x3a1f0 | ntdll!KiUserExceptionDispatcher | tg_shield.dll!0x3a0c2  (14022)\n"),
            ("assistant", "Not a collision: all 14,022 reports in the bucket have literally the same top three "
                          "frames, so the hash is doing its job.\n\n"
                          "The real cause is the stack itself. Since 1.4.3 the anti-cheat module, **tg_shield.dll** "
                          "(TideGuard), hooks exception dispatch: when the game crashes, the exception passes "
                          "through `KiUserExceptionDispatcher` into TideGuard's handler before anything else, so "
                          "frames #0-#2 of *every* access violation are `tg_shield.dll` and ntdll. Our signature "
                          "uses the **top 3 frames** (`TOP_N = 3`), which are now always those, and every crash "
                          "lands in one bucket. The actual crash sites are further down (frame #4 onwards: "
                          "`FCannonBattery::Fire`, `UScoreboard::Rebuild`, `FWaveCascade::Build`, …), five "
                          "different bugs in five samples.\n\n"
                          "Fix: skip frames from `tg_shield.dll` and the exception-dispatch frames "
                          "(`ntdll!KiUserExceptionDispatcher`, `KERNELBASE!RaiseException`) before taking the top "
                          "frames."),
            ("user", "yes, skip them. and how many frames after skipping? 3 was always too few imo, two different "
                     "bugs in the same tick function end up together"),
            ("assistant", "I'd take 5 app frames after skipping: enough to tell apart callers of a shared tick "
                          "function, still stable across small code changes below."),
            ("user", "5 then.\n\nput this in your notes: the signature skips everything from tg_shield.dll, whatever "
                     "version the anti-cheat vendor ships next. that module is never part of a signature"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: crashyard/grouping/signature.py\n@@\n"
                  "-SIGNATURE_VERSION = 2\n-TOP_N = 3\n+SIGNATURE_VERSION = 3\n+TOP_N = 5  # app frames after skipping\n"
                  "+\n+# never part of a signature: the anti-cheat module and exception dispatch\n"
                  "+SKIP_MODULES = {\"tg_shield.dll\"}\n"
                  "+SKIP_FRAMES = {\"ntdll!KiUserExceptionDispatcher\", \"KERNELBASE!RaiseException\"}\n"
                  "@@\n-    frames = [frame_key(f) for f in report.crashing_thread.frames[:TOP_N]]\n"
                  "+    frames = [frame_key(f) for f in report.crashing_thread.frames\n"
                  "+              if f.module.lower() not in SKIP_MODULES and frame_key(f) not in SKIP_FRAMES][:TOP_N]\n"
                  "*** End Patch\nEOF\n"
                  "python -m pytest tests/grouping -q 2>&1 | tail -4",
                  "Success. Updated the following files:\nM crashyard/grouping/signature.py\n"
                  "..............                                                        [100%]\n"
                  "14 passed in 0.61s\n"),
            ("user", "wait, you bumped SIGNATURE_VERSION to 3. good, keep that, old and new buckets shouldn't mix"),
            shell("crashyard regroup --version 1.4.3 --dry-run | tail -6",
                  "regroup 1.4.3: 22,837 reports, signature v2 -> v3\n"
                  "  buckets before: 393   after: 604\n"
                  "  largest bucket before: b-7e21 (61.4%)\n"
                  "  largest bucket after : FSailRig::ApplyWind | ABoat::Tick | AActor::TickActor | ... (9.2%)\n"
                  "  tg_shield.dll frames skipped in 14,388 reports\n"
                  "dry run: nothing written\n"),
            ("user", "run it for real. and also for 1.4.2, one-off, just so the comparison page isn't weird"),
            shell("crashyard regroup --version 1.4.3 && crashyard regroup --version 1.4.2 | tail -2",
                  "regroup 1.4.3: 22,837 reports, 604 buckets (v3) written; v2 buckets kept read-only\n"
                  "regroup 1.4.2: 6,120 reports, 241 buckets (v3) written; v2 buckets kept read-only\n"
                  "bucket links: 12 tracker issues pointed at v2 buckets, remap written to regroup-2026-11-20.csv\n"),
            ("assistant", "Done. Summary:\n\n"
                          "- **Cause**: since 1.4.3, TideGuard (`tg_shield.dll`) sits on top of every crash stack "
                          "through exception dispatch, and signatures used the top 3 frames, so 61% of 1.4.3 "
                          "crashes shared one bucket. The hash wasn't colliding.\n"
                          "- **Fix**: signatures skip `tg_shield.dll` frames and the exception-dispatch frames, "
                          "then take **5 app frames**; `SIGNATURE_VERSION = 3`, v2 buckets kept read-only.\n"
                          "- Regrouped 1.4.3 (largest bucket now 9.2%) and 1.4.2; 12 tracker links to v2 buckets "
                          "are remapped in regroup-2026-11-20.csv.\n"
                          "- Noted: `tg_shield.dll` is never part of a signature, whatever the vendor ships."),
            ("user", "🙌 sending the sail rig one to gameplay"),
        ],
        "facts": [
            fact("tg-shield-bucket", "61% of 1.4.3 crashes fell into one bucket because since 1.4.3 the TideGuard "
                                     "anti-cheat module (tg_shield.dll) hooks exception dispatch and signatures used "
                                     "the top 3 frames, which were always tg_shield.dll/ntdll; the hash was not "
                                     "colliding.",
                 "bugfix", "assistant", ["tg_shield.dll", "top 3 frames"]),
            fact("skip-tg-shield", "Crash signatures always skip every frame from tg_shield.dll (the anti-cheat "
                                   "module), whatever version the vendor ships.",
                 "rule", "user", ["tg_shield.dll", "signature"], remember=True),
            fact("top-5", "A crash signature is built from 5 app frames after skipping anti-cheat and "
                          "exception-dispatch frames (was 3).",
                 "config", "user", ["5 app frames"]),
            fact("sig-version", "SIGNATURE_VERSION is 3 so old (v2) and new buckets don't mix; v2 buckets are kept "
                                "read-only.",
                 "config", "user", ["SIGNATURE_VERSION", "3"]),
        ],
        "optional": [
            opt("dispatch-frames", "ntdll!KiUserExceptionDispatcher and KERNELBASE!RaiseException are skipped too.",
                ["KiUserExceptionDispatcher"]),
        ],
        "questions": [
            q("Why did one crash bucket hold 61% of the 1.4.3 crashes?",
              "tg_shield.dll hooks exception dispatch, and signatures used the top 3 frames", ["tg-shield-bucket"]),
            q("Which module's frames are never part of a crash signature?", "tg_shield.dll, the anti-cheat module",
              ["skip-tg-shield"]),
            q("How many frames make up a crash signature?", "5 app frames after skipping", ["top-5"]),
        ],
    },
    {
        "id": "h50-cx-fleet-patch-window",
        "project": FLEET,
        "start": datetime(2026, 11, 24, 10, 5),
        "about": "fleet-ops: pasted producer email on the season 8 patch cadence; only the window is confirmed as a "
                 "standing rule ('from here on every server rollout goes in the Tuesday 06:00-08:00 UTC window', "
                 "sev1 with producer ok excepted); patch notes are the community team's (not ours); freeze date and "
                 "cert days left as fyi; rolling update maxSurge 25% -> 50% after a simulation, maxUnavailable 25% "
                 "-> 0; ci/check-window.sh guard with SEV1_OVERRIDE; one-off --force-window on staging; a story "
                 "about the s6 Saturday hotfix",
        "steps": [
            ("user", "morning. producers sent this, read it and then I'll tell you what matters:\n\n"
                     "----\n"
                     "From: live-production@kettlerock.games\n"
                     "Subject: Season 8 patch cadence\n\n"
                     "Hi online team,\n\n"
                     "for the season 8 launch period, this is what we agreed with community and platform:\n\n"
                     "- Server patches roll out in a fixed window: Tuesdays 06:00-08:00 UTC (lowest concurrent "
                     "players of the week across all regions).\n"
                     "- Patch notes are posted by the community team 24h before any patch.\n"
                     "- Client patches go through platform certification; plan for 5 business days.\n"
                     "- Emergency fixes for sev1 incidents can go out at any time with a producer's sign-off.\n"
                     "- Launch is December 3; code freeze for the launch build is November 26.\n\n"
                     "Thanks, and good luck everyone!\n"
                     "----\n\n"
                     "so. the window: yes. from here on every server rollout goes in the Tuesday 06:00-08:00 UTC "
                     "window, the only exception is a sev1 with a producer ok. the patch notes thing is community's "
                     "job, not ours, don't put it in our runbook. cert and freeze are fyi"),
            shell("yq '.spec.strategy' charts/brine-bm/templates/fleet.yaml; sed -n '1,40p' scripts/rollout.sh",
                  "type: RollingUpdate\nrollingUpdate:\n  maxSurge: 25%\n  maxUnavailable: 25%\n"
                  "#!/usr/bin/env bash\n"
                  "# roll a new server image to one region's bare-metal fleet\n"
                  "set -euo pipefail\n"
                  "region=${1:?region}; image=${2:?image}\n"
                  "ctx=$(yq \".regions.$region.context\" regions.yaml)\n"
                  "helm --kube-context \"$ctx\" upgrade brine-$region-bm charts/brine-bm \\\n"
                  "  -f values/$region.yaml --set image=\"$image\" --wait --timeout 3h\n"
                  "kubectl --context \"$ctx\" -n brine get fleet brine-$region-bm\n"),
            ("assistant", "How a rolling update behaves on an Agones Fleet matters for the window: the update "
                          "creates a new GameServerSet and scales the old one down, but **Allocated** game servers "
                          "(a match is running) are never deleted by it. They finish their match, the server "
                          "calls Shutdown, and only then does that old server go away. `maxSurge` / "
                          "`maxUnavailable` only apply to Ready servers. So the question is whether a region turns "
                          "over inside 2 hours with matches of ~25 minutes. Let me simulate with Tuesday-morning "
                          "load."),
            shell("go run ./tools/fleet-sim --fleet brine-euw-bm --load testdata/ccu-tue-0600.csv --surge 25% "
                  "--unavailable 25% && go run ./tools/fleet-sim --fleet brine-euw-bm --load "
                  "testdata/ccu-tue-0600.csv --surge 50% --unavailable 25%",
                  "fleet-sim brine-euw-bm (220 servers, 61 allocated at 06:00, match p50 24m p95 31m)\n"
                  "  surge 25% unavailable 25%: rollout complete in 2h48m  (min ready 118)\n"
                  "fleet-sim brine-euw-bm (220 servers, 61 allocated at 06:00, match p50 24m p95 31m)\n"
                  "  surge 50% unavailable 25%: rollout complete in 1h35m  (min ready 121)\n"),
            ("assistant", "With the current 25% surge euw takes 2 h 48 min, past 08:00. With 50% surge it's done in "
                          "1 h 35 min. Bare metal has spare nodes at that hour, so the surge fits."),
            ("user", "50% surge then. and hmm, maxUnavailable, make that 0. 06:00 UTC is 14:00 in sea and jpn "
                     "evening-ish, their queues aren't empty, I don't want Ready capacity dropping during a patch"),
            shell("yq -i '.spec.strategy.rollingUpdate.maxSurge = \"50%\" | .spec.strategy.rollingUpdate.maxUnavailable"
                  " = 0' charts/brine-bm/templates/fleet.yaml && for r in euw use usw sea jpn; do go run ./tools/fleet-sim "
                  "--fleet brine-$r-bm --load testdata/ccu-tue-0600.csv --surge 50% --unavailable 0 | tail -1; done",
                  "  surge 50% unavailable 0: rollout complete in 1h41m  (min ready 162)\n"
                  "  surge 50% unavailable 0: rollout complete in 1h52m  (min ready 191)\n"
                  "  surge 50% unavailable 0: rollout complete in 1h22m  (min ready 104)\n"
                  "  surge 50% unavailable 0: rollout complete in 1h48m  (min ready 77)\n"
                  "  surge 50% unavailable 0: rollout complete in 1h39m  (min ready 70)\n"),
            ("assistant", "All five regions finish inside the window with maxSurge 50% and maxUnavailable 0 "
                          "(slowest: use, 1 h 52 min), and Ready capacity never drops below its starting point. "
                          "Do you want the window enforced in the deploy job too? I'd add a check that refuses a "
                          "prod rollout outside Tuesday 06:00-08:00 UTC unless an override with the sev1 ticket is "
                          "set."),
            ("user", "yes. env var SEV1_OVERRIDE with the incident id, and log who used it"),
            shell("cat > ci/check-window.sh <<'EOF'\n#!/usr/bin/env bash\n"
                  "# prod server rollouts: Tuesday 06:00-08:00 UTC only; sev1 needs SEV1_OVERRIDE=<incident id>\n"
                  "set -euo pipefail\n"
                  "dow=$(date -u +%u); hm=$(date -u +%H%M)\n"
                  "if [[ \"$dow\" == 2 && \"$hm\" -ge 0600 && \"$hm\" -lt 0800 ]]; then exit 0; fi\n"
                  "if [[ -n \"${SEV1_OVERRIDE:-}\" ]]; then\n"
                  "  echo \"window override for $SEV1_OVERRIDE by ${GITLAB_USER_LOGIN:-unknown}\" | tee -a "
                  "/var/log/rollout-overrides.log\n  exit 0\nfi\n"
                  "echo 'outside the Tuesday 06:00-08:00 UTC patch window (set SEV1_OVERRIDE for a sev1)'; exit 1\n"
                  "EOF\nchmod +x ci/check-window.sh && yq -i '.\"rollout-prod\".script |= [\"ci/check-window.sh\"] + .' "
                  ".gitlab-ci.yml && ci/check-window.sh; echo exit=$?",
                  "outside the Tuesday 06:00-08:00 UTC patch window (set SEV1_OVERRIDE for a sev1)\nexit=1\n"),
            ("user", "perfect, that's what it should say on a monday. for today's test just run the staging rollout "
                     "with --force-window, it's staging"),
            shell("./scripts/rollout.sh stg registry.kettlerock.games/brine/server:cl48231 --force-window 2>&1 | "
                  "tail -4",
                  "Release \"brine-stg-bm\" has been upgraded. Happy Helming!\n"
                  "NAME          SCHEDULING   DESIRED   CURRENT   ALLOCATED   READY   AGE\n"
                  "brine-stg-bm  Packed       24        24        3           21      201d\n"
                  "rollout finished in 14m (3 allocated servers drained after their match)\n"),
            ("user", "nice. remember the s6 hotfix we pushed at 8pm on a saturday? half of use got kicked mid-match "
                     "and the forums burned for a week. that's basically why producers finally agreed to a window"),
            ("assistant", "That explains the 'fixed window' wording. Summary:\n\n"
                          "- **Standing**: prod server rollouts only in the **Tuesday 06:00-08:00 UTC** window; "
                          "the only exception is a sev1 with a producer's ok.\n"
                          "- Enforced by `ci/check-window.sh` in `rollout-prod`; a sev1 sets "
                          "`SEV1_OVERRIDE=<incident id>`, logged with the user.\n"
                          "- Bare-metal fleets roll with **maxSurge 50%, maxUnavailable 0** (all regions finish in "
                          "under 1 h 52 min; running matches are never cut, allocated servers drain).\n"
                          "- Patch notes stay with the community team, not in our runbook; cert days and the Nov 26 "
                          "freeze noted as fyi only."),
        ],
        "facts": [
            fact("patch-window", "Every production server rollout goes in the Tuesday 06:00-08:00 UTC window; the "
                                 "only exception is a sev1 with a producer's ok.",
                 "rule", "user", ["Tuesday", "06:00", "sev1"], remember=True),
            fact("rolling-update", "Bare-metal fleets roll with maxSurge 50% and maxUnavailable 0 (25%/25% took "
                                   "2h48m in euw, past the window).",
                 "config", "user", ["maxSurge", "50%", "maxUnavailable"]),
            fact("window-guard", "ci/check-window.sh in rollout-prod refuses prod rollouts outside the window unless "
                                 "SEV1_OVERRIDE is set to the incident id; overrides are logged with the user.",
                 "decision", "user", ["check-window.sh", "SEV1_OVERRIDE"]),
        ],
        "optional": [
            opt("allocated-drain", "A fleet rolling update never deletes Allocated game servers; they drain after "
                                   "their match.", ["Allocated", "drain"]),
            opt("freeze", "Code freeze for the launch build is November 26 (fyi).", ["November 26"]),
        ],
        "questions": [
            q("When may server patches be rolled out to production?",
              "Tuesday 06:00-08:00 UTC; the only exception is a sev1 with a producer's ok", ["patch-window"]),
            q("What rolling-update settings do the bare-metal fleets use?", "maxSurge 50%, maxUnavailable 0",
              ["rolling-update"]),
            q("How do you roll out a sev1 fix outside the window?", "set SEV1_OVERRIDE to the incident id",
              ["window-guard"]),
        ],
    },
    {
        "id": "h50-cx-mm-region-sae",
        "project": MM,
        "start": datetime(2026, 11, 25, 15, 0),
        "about": "brine-matchmaker: new region sae (São Paulo bare metal gru1, beacon gru1.qos.brinefall.net); "
                 "'Write this down somewhere you'll see it next time': sae ranked max_ping 120 instead of 90; casual "
                 "in sae spills into use after 60s; ranked_min_population 150 for launch week; a question about "
                 "remembering where beacons are checked at startup (answered from the code); joke about moving to "
                 "Brazil",
        "steps": [
            ("user", "hey! brazil time 🇧🇷 the bare metal in São Paulo (gru1) is racked and dario says the fleet is "
                     "up. add sae to the matchmaker: region code sae, beacon gru1.qos.brinefall.net"),
            shell("cat config/regions.toml && sed -n '1,20p' config/playlists.toml",
                  "# region pools and their QoS beacons (clients ping these to rank regions)\n\n"
                  "[euw]\nbeacon = \"fra3.qos.brinefall.net:3478\"\nmax_ping_ms = 90\n\n"
                  "[use]\nbeacon = \"ash1.qos.brinefall.net:3478\"\nmax_ping_ms = 90\n\n"
                  "[usw]\nbeacon = \"sjc2.qos.brinefall.net:3478\"\nmax_ping_ms = 90\n\n"
                  "[sea]\nbeacon = \"sin1.qos.brinefall.net:3478\"\nmax_ping_ms = 90\n\n"
                  "[jpn]\nbeacon = \"tyo1.qos.brinefall.net:3478\"\nmax_ping_ms = 90\n"
                  "[ranked]\nteam_size = 5\nmax_party_size = 3\nparty_regions = [\"euw\", \"use\", \"usw\", \"sea\", "
                  "\"jpn\"]\n\n[casual]\nteam_size = 5\nmax_party_size = 5\n\n[casual.spill]\n"
                  "# casual may match into a neighbour region after waiting\nusw = { to = \"use\", after_s = 45 }\n"
                  "jpn = { to = \"sea\", after_s = 45 }\n"),
            shell("git grep -n '\"jpn\"' -- '*.go' '*.yml' '*.yaml' | grep -v _test",
                  "internal/regions/regions.go:14:var Known = []string{\"euw\", \"use\", \"usw\", \"sea\", \"jpn\"}\n"
                  "deploy/alerts/matchmaker.rules.yml:48:        region: ~\"euw|use|usw|sea|jpn\"\n"
                  "deploy/values-prod.yaml:22:  regions: [\"euw\", \"use\", \"usw\", \"sea\", \"jpn\"]\n"),
            ("assistant", "Places to add sae: `config/regions.toml` (beacon + max ping), `party_regions` in "
                          "`config/playlists.toml`, the `Known` list in `internal/regions/regions.go` (config "
                          "validation rejects unknown codes), the region regex in the alert rules and the "
                          "`regions` list in `deploy/values-prod.yaml`.\n\n"
                          "Two values I need from you: `max_ping_ms` for sae (every other region has 90), and "
                          "whether casual in sae may spill into a neighbour like usw→use and jpn→sea do."),
            ("user", "max ping: no, 120. Write this down somewhere you'll see it next time: sae is the one region "
                     "where ranked max_ping is 120 instead of 90. players outside São Paulo just have worse routes "
                     "and at 90 half of them can't even queue, we saw it in the closed beta.\n\n"
                     "casual: yes, sae casual spills into use after 60s. and for launch week ranked in sae only "
                     "opens when at least 150 players are in the ranked queue, ranked_min_population = 150, "
                     "otherwise people wait forever at 4am"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: config/regions.toml\n@@\n"
                  " [jpn]\n beacon = \"tyo1.qos.brinefall.net:3478\"\n max_ping_ms = 90\n+\n+[sae]\n"
                  "+beacon = \"gru1.qos.brinefall.net:3478\"\n+# sae only: routes from outside São Paulo are worse\n"
                  "+max_ping_ms = 120\n+ranked_min_population = 150\n"
                  "*** Update File: config/playlists.toml\n@@\n-party_regions = [\"euw\", \"use\", \"usw\", \"sea\", "
                  "\"jpn\"]\n+party_regions = [\"euw\", \"use\", \"usw\", \"sea\", \"jpn\", \"sae\"]\n@@\n"
                  " jpn = { to = \"sea\", after_s = 45 }\n+sae = { to = \"use\", after_s = 60 }\n"
                  "*** Update File: internal/regions/regions.go\n@@\n-var Known = []string{\"euw\", \"use\", \"usw\", "
                  "\"sea\", \"jpn\"}\n+var Known = []string{\"euw\", \"use\", \"usw\", \"sea\", \"jpn\", \"sae\"}\n"
                  "*** Update File: deploy/alerts/matchmaker.rules.yml\n@@\n-        region: ~\"euw|use|usw|sea|jpn\"\n"
                  "+        region: ~\"euw|use|usw|sea|jpn|sae\"\n"
                  "*** Update File: deploy/values-prod.yaml\n@@\n-  regions: [\"euw\", \"use\", \"usw\", \"sea\", "
                  "\"jpn\"]\n+  regions: [\"euw\", \"use\", \"usw\", \"sea\", \"jpn\", \"sae\"]\n*** End Patch\nEOF\n"
                  "go test ./... 2>&1 | tail -5",
                  "Success. Updated the following files:\nM config/regions.toml\nM config/playlists.toml\n"
                  "M internal/regions/regions.go\nM deploy/alerts/matchmaker.rules.yml\nM deploy/values-prod.yaml\n"
                  "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/regions\t0.021s\n"
                  "ok  \tgithub.com/kettlerock/brine-matchmaker/internal/widening\t0.074s\n"
                  "--- FAIL: TestRegionsConfigValid (0.00s)\n"
                  "    regions_test.go:31: region sae: ranked_min_population is not a known key\n"
                  "FAIL\tgithub.com/kettlerock/brine-matchmaker/internal/config\t0.012s\n"),
            ("assistant", "One failure: the config loader doesn't know `ranked_min_population` yet (strict TOML "
                          "decoding). Adding it to the region struct with a default of 0 (no minimum), and the "
                          "check in the pool: ranked matchmaking in a region pauses while fewer than that many "
                          "players are queued."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: internal/config/regions.go\n@@\n"
                  " \tMaxPingMs int    `toml:\"max_ping_ms\"`\n"
                  "+\tRankedMinPopulation int `toml:\"ranked_min_population\"` // 0 = no minimum\n"
                  "*** Update File: internal/pool/pool.go\n@@\n"
                  "+\tif p.playlist == Ranked && p.queued() < p.region.RankedMinPopulation {\n"
                  "+\t\treturn nil // hold tickets, don't form matches yet\n+\t}\n*** End Patch\nEOF\n"
                  "go test ./... 2>&1 | grep -c '^ok'; go test ./... 2>&1 | grep -c FAIL",
                  "Success. Updated the following files:\nM internal/config/regions.go\nM internal/pool/pool.go\n"
                  "11\n0\n"),
            ("user", "do you remember where the beacons get checked when mmd starts? last time I added a region "
                     "mmd refused to boot and I never figured out which part did it"),
            shell("git grep -n 'beacon' -- 'cmd/**/*.go' 'internal/regions/*.go' | head -6",
                  "cmd/mmd/main.go:58:\tif err := regions.ProbeBeacons(ctx, cfg.Regions, 3*time.Second); err != nil {\n"
                  "cmd/mmd/main.go:59:\t\tlog.Fatal(\"beacon probe failed\", \"err\", err)\n"
                  "internal/regions/probe.go:12:// ProbeBeacons sends one QoS probe to every region's beacon and\n"
                  "internal/regions/probe.go:13:// fails if any beacon doesn't answer within the timeout.\n"),
            ("assistant", "I can't recall the earlier time, but the code says it: `cmd/mmd/main.go` line 58 calls "
                          "`regions.ProbeBeacons` with a 3-second timeout, and a single unanswered beacon is "
                          "fatal (`beacon probe failed`). So if gru1's beacon isn't reachable from the mmd pods, "
                          "mmd won't start. Let me check from inside the cluster before we deploy."),
            shell("kubectl -n mm exec deploy/mmd -- qosprobe gru1.qos.brinefall.net:3478 --count 5",
                  "gru1.qos.brinefall.net:3478 5/5 replies, rtt min/avg/max 112.4/114.0/116.9 ms (from euw pod)\n"),
            ("user", "cool. ship to staging. and if sae queue times are bad after launch I'm moving to brazil to fix "
                     "them in person lol"),
            shell("git commit -qam 'regions: add sae (gru1), ranked max_ping 120, casual spill to use after 60s, "
                  "ranked_min_population 150' && ./deploy/staging.sh && mmstat --env staging --region sae --last 5m",
                  "deploy: mmd staging 2/2 ready (regions: euw use usw sea jpn sae)\n"
                  "region=sae env=staging window=5m\n  queued ranked 0  casual 12 (bots)\n"
                  "  beacon gru1 ok\n  ranked: holding (queued 0 < ranked_min_population 150)\n"),
            ("assistant", "sae is live on staging: beacon gru1 answers, casual bot matches form, and ranked holds as "
                          "intended below 150 queued players.\n\n"
                          "- Region **sae**, bare metal **gru1**, beacon `gru1.qos.brinefall.net:3478`.\n"
                          "- **Ranked max_ping 120 ms in sae** (90 everywhere else).\n"
                          "- Casual in sae spills into **use after 60s**.\n"
                          "- `ranked_min_population = 150` in sae for launch week.\n"
                          "- Adding a region touches regions.toml, playlists.toml, `regions.Known`, the alert regex "
                          "and values-prod.yaml; mmd refuses to start if any beacon doesn't answer."),
        ],
        "facts": [
            fact("sae-region", "São Paulo is region sae, on the gru1 bare metal, with QoS beacon "
                               "gru1.qos.brinefall.net:3478.",
                 "config", "user", ["sae", "gru1"]),
            fact("sae-max-ping", "sae is the one region where ranked max_ping is 120 ms instead of 90 (worse routes "
                                 "outside São Paulo; at 90 half the players couldn't queue).",
                 "rule", "user", ["sae", "120"], remember=True),
            fact("sae-spill", "Casual in sae spills into use after 60s.",
                 "decision", "user", ["sae", "use", "60s"]),
            fact("sae-min-pop", "For launch week ranked in sae only forms matches with at least 150 players queued "
                                "(ranked_min_population = 150).",
                 "config", "user", ["ranked_min_population", "150"]),
        ],
        "optional": [
            opt("region-places", "Adding a region touches regions.toml, playlists.toml, regions.Known, the alert "
                                 "regex and values-prod.yaml.", ["regions.Known"]),
            opt("beacon-startup", "mmd probes every beacon at startup (ProbeBeacons, 3 s) and refuses to start if "
                                  "one doesn't answer.", ["ProbeBeacons"]),
        ],
        "questions": [
            q("What is São Paulo's region code?", "sae, on gru1 bare metal", ["sae-region"]),
            q("What is ranked max_ping in sae?", "120 ms instead of 90", ["sae-max-ping"]),
            q("Where does casual matchmaking in sae spill over to?", "into use after 60s", ["sae-spill"]),
        ],
    },
]
