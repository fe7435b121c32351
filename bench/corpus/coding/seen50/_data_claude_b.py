"""h50 Claude Code sessions, part b: Brinefall's dedicated-server side and crash pipeline. Cloud burst for the
Agones fleets before the season 8 launch (fleet-ops), a SIGSEGV on map rotation in the Unreal dedicated server that
the person takes for an OOM (brine-server), and unsymbolicated client crash reports in crashyard after a CI cleanup,
with an old runbook pasted of which one line is endorsed."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FLEET = "/home/dario/work/fleet-ops"
SERVER = "/home/dario/work/brine-server"
CRASH = "/home/marit/code/crashyard"

_SITES = [("euw", "fra3"), ("use", "ash1"), ("usw", "sjc2"), ("sea", "sin1"), ("jpn", "tyo1")]


def _fleets() -> str:
    rows = ["CONTEXT        NAMESPACE   NAME                 SCHEDULING   DESIRED   CURRENT   ALLOCATED   READY   AGE"]
    for i, (region, site) in enumerate(_SITES):
        desired = [220, 260, 140, 120, 110][i]
        alloc = [171, 214, 88, 93, 69][i]
        rows.append(f"bm-{site:<10} brine       brine-{region}-bm         Packed       {desired:<9} {desired:<9} "
                    f"{alloc:<11} {desired - alloc:<7} 213d")
    for region, gke in (("euw", "europe-west3"), ("use", "us-east4"), ("usw", "us-west2"), ("sea", "asia-southeast1"),
                        ("jpn", "asia-northeast1")):
        rows.append(f"gke-{gke:<10} brine       brine-{region}-burst      Packed       4         4         0"
                    f"           4       41d")
    return "\n".join(rows) + "\n"


def _dryrun() -> str:
    out = ["burstctl dry-run: replaying allocations from launch-sim-2026-11.csv (x3 season 7 launch curve)",
           "threshold=0.15 cooldown=60s max_step=40"]
    ready_share = [0.31, 0.27, 0.22, 0.18, 0.16, 0.14, 0.12, 0.11, 0.13, 0.17, 0.21]
    burst = 0
    for i, share in enumerate(ready_share):
        if share < 0.15:
            burst = min(burst + 40, 160)
        elif share > 0.25:
            burst = max(burst - 20, 0)
        out.append(f"t+{i * 5:>3}m euw bm_ready={share:.2f} -> gke desired={burst:<4} "
                   f"{'SCALE_UP' if share < 0.15 else 'hold'}")
    out.append("first gke GameServer Ready after scale from 0: 94s (europe-west3, image pull cached)")
    out.append("summary: peak burst 160 servers, 0 allocation failures, 35 min above threshold")
    return "\n".join(out) + "\n"


def _ue_log() -> str:
    lines = [
        "[2026.11.11-22.41.07:112][  0]LogGameMode: Display: Match state changed from WaitingPostMatch to "
        "LeavingMap",
        "[2026.11.11-22.41.07:113][  0]LogGameMode: ProcessServerTravel: /Game/Maps/Saltmarsh_Reef?game=Conquest",
        "[2026.11.11-22.41.07:118][  0]LogWorld: SeamlessTravel to: /Game/Maps/Saltmarsh_Reef",
        "[2026.11.11-22.41.07:120][  0]LogWorld: Carrying over 10 actors (GetSeamlessTravelActorList)",
    ]
    for i in range(10):
        lines.append(f"[2026.11.11-22.41.07:12{i}][  0]LogWorld:   keep BP_PlayerBoat_C_{i} "
                     f"(UWaveSimComponent WaveSim)")
    lines += [
        "[2026.11.11-22.41.07:201][  0]LogWorld: Bringing World /Game/Maps/Transition_Dock.Transition_Dock up for "
        "play (max tick rate 30)",
        "[2026.11.11-22.41.08:004][  1]LogStreaming: Display: Flushing async loaders.",
        "[2026.11.11-22.41.19:771][  1]LogStreaming: Display: Flushed async loaders (11.77s).",
        "[2026.11.11-22.41.19:802][  1]LogGarbage: Collecting garbage (full purge) after level load",
        "[2026.11.11-22.41.20:114][  1]LogGarbage: 41882 objects destroyed, 312.4 ms",
        "[2026.11.11-22.41.20:120][  1]LogWorld: Bringing World /Game/Maps/Saltmarsh_Reef.Saltmarsh_Reef up for "
        "play (max tick rate 30)",
        "[2026.11.11-22.41.20:151][  2]LogNet: Server travel complete, 10 connections",
        "[2026.11.11-22.41.20:184][  2]LogCore: === Critical error: ===",
        "Unhandled Exception: SIGSEGV: invalid attempt to read memory at address 0x0000000000000148",
        "",
        "[2026.11.11-22.41.20:184][  2]LogCore: Fatal error!",
        "0x00000000076a31f2 BrinefallServer!UWaveSimComponent::TickComponent(float, ELevelTick, "
        "FActorComponentTickFunction*) [Source/Brinefall/Ocean/WaveSimComponent.cpp:88]",
        "0x0000000005d11a40 BrinefallServer!FActorComponentTickFunction::ExecuteTick(float, ELevelTick, "
        "ENamedThreads::Type, TRefCountPtr<FGraphEvent> const&)",
        "0x0000000005e9c0b1 BrinefallServer!FTickFunctionTask::DoTask(ENamedThreads::Type, TRefCountPtr<FGraphEvent> "
        "const&)",
        "0x0000000005e8a710 BrinefallServer!FTickTaskSequencer::ReleaseTickGroup(ETickingGroup, bool)",
        "0x0000000005e93cc4 BrinefallServer!FTickTaskManager::RunTickGroup(ETickingGroup, bool)",
        "0x0000000006a0b21a BrinefallServer!UWorld::Tick(ELevelTick, float)",
        "0x00000000062c0e91 BrinefallServer!UGameEngine::Tick(float, bool)",
        "0x0000000004f0b3d2 BrinefallServer!FEngineLoop::Tick()",
        "0x0000000004efa0e0 BrinefallServer!GuardedMain(char16_t const*)",
        "0x00007f3b9c429d90 libc.so.6!UnknownFunction(0x29d8f)",
        "",
        "[2026.11.11-22.41.20:231][  2]LogExit: Executing StaticShutdownAfterError",
    ]
    return "\n".join(lines) + "\n"


def _ci_yaml() -> str:
    return (
        "stages: [build, test, package, symbols, submit]\n\n"
        "variables:\n"
        "  UE_ROOT: /opt/ue/5.4\n"
        "  SYMBOL_BUCKET: brine-symbols\n\n"
        "build-client-win64:\n"
        "  stage: build\n"
        "  tags: [win-builder]\n"
        "  script:\n"
        "    - RunUAT.bat BuildCookRun -project=Brinefall.uproject -platform=Win64 -clientconfig=Shipping -build "
        "-cook -stage -pak -archive -archivedirectory=out\n"
        "  artifacts:\n"
        "    paths: [out/, Binaries/Win64/*.pdb]\n\n"
        "test-functional:\n"
        "  stage: test\n"
        "  script: [ci/run-gauntlet.ps1 -Suite smoke]\n\n"
        "package-store:\n"
        "  stage: package\n"
        "  script: [ci/package.ps1]\n\n"
        "upload-symbols:\n"
        "  stage: symbols\n"
        "  tags: [linux-small]\n"
        "  rules:\n"
        "    - if: $CI_COMMIT_BRANCH == \"main\"\n"
        "  script:\n"
        "    - crashyard symbols push --build \"$BUILD_VERSION\" --from Binaries/Win64\n\n"
        "cert-submit:\n"
        "  stage: submit\n"
        "  when: manual\n"
        "  rules:\n"
        "    - if: $CI_COMMIT_BRANCH =~ /^release\\//\n"
        "  script:\n"
        "    - ci/submit-cert.sh \"$BUILD_VERSION\"\n"
    )


SESSIONS = [
    {
        "id": "h50-cc-fleet-burst-autoscaler",
        "project": FLEET,
        "start": datetime(2026, 11, 4, 9, 10),
        "about": "fleet-ops: cloud burst to GKE for the season 8 launch (Dec 3); pasted Fleet/FleetAutoscaler yaml; "
                 "options Buffer / Webhook via burstctl / schedules answered 'the second one'; imperative "
                 "'hold on to this for every fleet session': burst only when bare-metal Ready < 15%; GKE "
                 "minReplicas 4 then changed to 0; euw bursts to europe-west3 etc.; pod requests 1500m / 2Gi at 30 Hz; "
                 "Nomad mentioned by the assistant, not taken",
        "steps": [
            ("user", "yo. season 8 launches dec 3 and the producers want 'infinite capacity' lol. bare metal covers "
                     "a normal evening, launch week it won't. I want the cloud burst on GKE wired properly this "
                     "time, not the hand-scaling we did for s7. here's what the burst fleet looks like now:\n\n"
                     "```yaml\n"
                     "apiVersion: agones.dev/v1\n"
                     "kind: Fleet\n"
                     "metadata:\n"
                     "  name: brine-euw-burst\n"
                     "spec:\n"
                     "  replicas: 4\n"
                     "  scheduling: Packed\n"
                     "  template:\n"
                     "    spec:\n"
                     "      ports:\n"
                     "      - name: game\n"
                     "        portPolicy: Dynamic\n"
                     "        containerPort: 7777\n"
                     "        protocol: UDP\n"
                     "      health:\n"
                     "        initialDelaySeconds: 30\n"
                     "        periodSeconds: 5\n"
                     "      template:\n"
                     "        spec:\n"
                     "          containers:\n"
                     "          - name: brine-server\n"
                     "            image: europe-docker.pkg.dev/kr-brine/servers/brine-server:cl48102\n"
                     "            resources:\n"
                     "              requests: {cpu: 1000m, memory: 1536Mi}\n"
                     "              limits: {memory: 2Gi}\n"
                     "---\n"
                     "apiVersion: autoscaling.agones.dev/v1\n"
                     "kind: FleetAutoscaler\n"
                     "metadata:\n"
                     "  name: brine-euw-burst-autoscaler\n"
                     "spec:\n"
                     "  fleetName: brine-euw-burst\n"
                     "  policy:\n"
                     "    type: Buffer\n"
                     "    buffer:\n"
                     "      bufferSize: 10\n"
                     "      minReplicas: 4\n"
                     "      maxReplicas: 400\n"
                     "```\n"
                     "same for the other four regions"),
            bash("for c in bm-fra3 bm-ash1 bm-sjc2 bm-sin1 bm-tyo1 gke-europe-west3 gke-us-east4 gke-us-west2 "
                 "gke-asia-southeast1 gke-asia-northeast1; do kubectl --context $c get fleets -n brine "
                 "--no-headers | sed \"s/^/$c  /\"; done | column -t", _fleets()),
            ("assistant", "Current state: five bare-metal fleets (`Packed`, 110-260 servers each, euw at 171 of 220 "
                          "allocated on a Wednesday morning) and five GKE burst fleets, each a Buffer autoscaler "
                          "with 4 warm servers doing nothing.\n\n"
                          "Three ways to make the burst fleets react to real demand:\n\n"
                          "1. **Buffer policy, tuned**: keep `Buffer` on the GKE fleets with a bigger buffer "
                          "(say 20%). Simple, built in, but the GKE fleet then always holds idle servers, and it "
                          "only sees its own allocations, not how full bare metal is.\n"
                          "2. **Webhook policy**: the GKE FleetAutoscaler calls a small service (call it "
                          "`burstctl`) every sync period. burstctl reads Ready/Allocated counts of the bare-metal "
                          "fleet in the same region and answers with the replica count the burst fleet should "
                          "have. Bare metal stays the first choice; cloud only grows when bare metal runs low.\n"
                          "3. **Schedules**: cron-style scale-ups around the known evening peaks and launch hours.\n\n"
                          "(There's also the bigger move of putting the burst capacity on Nomad instead of GKE, "
                          "but that's a different project.)"),
            ("user", "the second one. buffer on gke = paying for idle boxes all month, and schedules are guesswork, "
                     "s7 launch peak was 2h later than anyone predicted"),
            ("assistant", "Webhook it is. The main number burstctl needs: at what point should the burst fleet start "
                          "growing? Options are an absolute count of Ready bare-metal servers per region or a "
                          "share of the region's bare-metal fleet."),
            ("user", "share. hold on to this for every fleet session from now on: cloud burst only kicks in when the "
                     "bare-metal Ready servers in a region drop below 15% of that region's bare-metal fleet. not "
                     "earlier. a cloud match-hour costs us about 3x a bare metal one"),
            tool("Write", {"file_path": f"{FLEET}/burstctl/config.yaml",
                           "content": "# burstctl: answers the GKE FleetAutoscaler webhook for each region\n"
                                      "listen: :8443\n"
                                      "threshold_ready_share: 0.15\n"
                                      "cooldown: 60s\n"
                                      "max_step: 40\n"
                                      "regions:\n"
                                      "  euw: {bare_metal: bm-fra3/brine-euw-bm, burst: gke-europe-west3/brine-euw-burst}\n"
                                      "  use: {bare_metal: bm-ash1/brine-use-bm, burst: gke-us-east4/brine-use-burst}\n"
                                      "  usw: {bare_metal: bm-sjc2/brine-usw-bm, burst: gke-us-west2/brine-usw-burst}\n"
                                      "  sea: {bare_metal: bm-sin1/brine-sea-bm, burst: "
                                      "gke-asia-southeast1/brine-sea-burst}\n"
                                      "  jpn: {bare_metal: bm-tyo1/brine-jpn-bm, burst: "
                                      "gke-asia-northeast1/brine-jpn-burst}\n"},
                 "File created successfully at: /home/dario/work/fleet-ops/burstctl/config.yaml"),
            tool("Edit", {"file_path": f"{FLEET}/charts/brine-burst/templates/autoscaler.yaml",
                          "old_string": "  policy:\n    type: Buffer\n    buffer:\n      bufferSize: 10\n"
                                        "      minReplicas: 4\n      maxReplicas: 400\n",
                          "new_string": "  policy:\n    type: Webhook\n    webhook:\n      service:\n"
                                        "        name: burstctl\n        namespace: brine-system\n"
                                        "        path: /scale/{{ .Values.region }}\n"
                                        "      caBundle: {{ .Values.burstctl.caBundle }}\n"
                                        "  sync:\n    type: FixedInterval\n    fixedInterval:\n      seconds: 20\n"
                                        "---\n# bounds enforced by burstctl: minReplicas 4, maxReplicas 400\n"},
                 "The file /home/dario/work/fleet-ops/charts/brine-burst/templates/autoscaler.yaml has been "
                 "updated."),
            ("user", "actually make minReplicas 0 on the gke side. 4 warm servers x 5 regions sitting there all "
                     "december is real money, and cold start is what, 90 seconds? we'll live with that"),
            bash("sed -i 's/minReplicas 4, maxReplicas 400/minReplicas 0, maxReplicas 400/' "
                 "charts/brine-burst/templates/autoscaler.yaml && yq -i '.bounds.minReplicas = 0' "
                 "charts/brine-burst/values.yaml && grep -rn minReplicas charts/brine-burst burstctl",
                 "charts/brine-burst/templates/autoscaler.yaml:19:# bounds enforced by burstctl: minReplicas 0, "
                 "maxReplicas 400\n"
                 "charts/brine-burst/values.yaml:7:  minReplicas: 0\n"),
            bash("helm template burst charts/brine-burst -f charts/brine-burst/values-euw.yaml | kubeconform "
                 "-strict -summary -schema-location default -schema-location 'schemas/{{.ResourceKind}}.json'",
                 "Summary: 6 resources found in 1 file - Valid: 6, Invalid: 0, Errors: 0, Skipped: 0\n"),
            bash("go run ./burstctl dry-run --replay testdata/launch-sim-2026-11.csv --region euw", _dryrun()),
            ("assistant", "Dry run against the launch simulation (season 7's launch curve times three): burstctl "
                          "holds at 0 while bare-metal Ready in euw stays above 15%, starts adding 40 servers per "
                          "step once it drops to 14%, peaks at 160 burst servers and gives them back as the share "
                          "recovers. No allocation failures in the replay. From zero, the first GKE GameServer in "
                          "europe-west3 was Ready after 94 s, so your 90-second guess was right."),
            ("user", "fine by me. oh and pod resources while we're here. server ticks at 30Hz and we measured ~1.3 "
                     "cores per match at peak on the s7 build, so request 1500m cpu and 2Gi, limit memory 2Gi"),
            tool("Edit", {"file_path": f"{FLEET}/charts/brine-burst/templates/fleet.yaml",
                          "old_string": "requests: {cpu: 1000m, memory: 1536Mi}",
                          "new_string": "requests: {cpu: 1500m, memory: 2Gi}"},
                 "The file /home/dario/work/fleet-ops/charts/brine-burst/templates/fleet.yaml has been updated."),
            ("user", "cool, open the PR. title 'burst: webhook autoscaler via burstctl'"),
            bash("git checkout -qb burst-webhook && git add -A && git commit -qm 'burst: webhook autoscaler via "
                 "burstctl' && git push -qu origin burst-webhook && gh pr create --fill",
                 "https://git.kettlerock.games/online/fleet-ops/pull/233\n"),
            ("assistant", "PR #233 is up. What it does:\n\n"
                          "- GKE burst fleets (euw → europe-west3, use → us-east4, usw → us-west2, sea → "
                          "asia-southeast1, jpn → asia-northeast1) switch from a Buffer to a **Webhook** "
                          "FleetAutoscaler answered by **burstctl**.\n"
                          "- burstctl grows a burst fleet only when the region's bare-metal Ready servers drop below "
                          "**15%** of its bare-metal fleet (max 40 per step, 60 s cooldown).\n"
                          "- Burst fleets scale to **minReplicas 0** when idle (cold start ~94 s).\n"
                          "- Server pods request **1500m CPU and 2Gi** memory."),
        ],
        "facts": [
            fact("burst-webhook", "GKE cloud burst uses an Agones FleetAutoscaler Webhook policy answered by "
                                  "burstctl, which reads the bare-metal fleet's Ready counts; a Buffer policy (pays "
                                  "for idle servers) and scheduled scale-ups (guesswork) were rejected.",
                 "decision", "user", ["burstctl", "webhook"]),
            fact("burst-threshold", "Cloud burst only kicks in when a region's bare-metal Ready servers drop below "
                                    "15% of that region's bare-metal fleet; a cloud match-hour costs about 3x a "
                                    "bare-metal one.",
                 "rule", "user", ["15%", "bare-metal", "Ready"], remember=True),
            fact("gke-min-zero", "The GKE burst fleets have minReplicas 0 (was 4): no warm servers, a cold start "
                                 "of ~90 s is accepted.",
                 "config", "user", ["minReplicas", "0"]),
            fact("burst-regions", "Each region bursts into its own GKE cluster: euw to europe-west3, use to "
                                  "us-east4, usw to us-west2, sea to asia-southeast1, jpn to asia-northeast1.",
                 "config", "assistant", ["europe-west3", "us-east4"]),
            fact("pod-resources", "Game server pods request 1500m CPU and 2Gi memory (30 Hz tick, ~1.3 cores per "
                                  "match at peak).",
                 "config", "user", ["1500m", "2Gi"]),
        ],
        "optional": [
            opt("launch-date", "Season 8 launches on December 3.", ["dec 3"]),
            opt("min-four", "The GKE burst fleets first kept minReplicas 4.", ["minReplicas", "4"]),
        ],
        "questions": [
            q("How is the GKE burst fleet scaled?", "a Webhook FleetAutoscaler answered by burstctl",
              ["burst-webhook"]),
            q("When does cloud burst kick in?", "when bare-metal Ready servers drop below 15% of the region's fleet",
              ["burst-threshold"]),
            q("How many warm servers do the GKE burst fleets keep?", "no warm servers, minReplicas 0", ["gke-min-zero"]),
        ],
    },
    {
        "id": "h50-cc-server-rotation-segfault",
        "project": SERVER,
        "start": datetime(2026, 11, 12, 8, 25),
        "about": "brine-server (Unreal dedicated server): ~7% of rotations into Saltmarsh Reef crash since cl 48213; "
                 "the person's OOM theory and 'bump to 3Gi' ruled out (exit 139, SIGSEGV, 1.4Gi peak); real cause "
                 "UWaveSimComponent carried over by seamless travel keeps a raw pointer to the old level's "
                 "AOceanVolume, freed by the post-load GC; fix TWeakObjectPtr + re-resolve after travel; "
                 "NetServerMaxTickRate set to 60 for a test then back to 30 ('leave it there'); afterthought at the "
                 "end of a long message: BuildContentHash must match the client or joins fail with 'version "
                 "mismatch'; joke 'remember to feed the server hamsters'",
        "steps": [
            ("user", "ugh. servers are crashing on map rotation into Saltmarsh Reef since last night's build (cl "
                     "48213), about 7% of rotations, euw and use. pod restarts, 10 players get dumped to the main "
                     "menu. my money's on OOM, saltmarsh is the huge map with the storm volumes. can you just bump "
                     "the memory limit to 3Gi in the fleet and we see?"),
            ("assistant", "I can, but a memory bump costs us on every server, so let me first check how they "
                          "actually die."),
            bash("kubectl --context bm-fra3 -n brine get pods -l agones.dev/fleet=brine-euw-bm "
                 "--sort-by='.status.containerStatuses[0].restartCount' | tail -3; kubectl --context bm-fra3 -n brine "
                 "describe pod brine-euw-bm-7xk2p-q9d4m | sed -n '/Last State/,/Finished/p'",
                 "brine-euw-bm-7xk2p-l2vbt   2/2   Running   3 (41m ago)    9h\n"
                 "brine-euw-bm-7xk2p-h88rw   2/2   Running   4 (12m ago)    9h\n"
                 "brine-euw-bm-7xk2p-q9d4m   2/2   Running   5 (3m ago)     9h\n"
                 "    Last State:     Terminated\n"
                 "      Reason:       Error\n"
                 "      Exit Code:    139\n"
                 "      Started:      Wed, 11 Nov 2026 21:02:44 +0000\n"
                 "      Finished:     Wed, 11 Nov 2026 22:41:20 +0000\n"),
            bash("promql 'max_over_time(container_memory_working_set_bytes{container=\"brine-server\",pod=~\"brine-"
                 "euw-bm-.*\"}[12h]) / 2^30' --top 3",
                 "brine-euw-bm-7xk2p-q9d4m  1.41\nbrine-euw-bm-7xk2p-h88rw  1.39\nbrine-euw-bm-7xk2p-l2vbt  1.37\n"),
            ("assistant", "It's not memory. An OOM kill shows up as `Reason: OOMKilled` with exit code 137; these "
                          "exit with **139, which is SIGSEGV**, a segfault inside the server. And the worst pod "
                          "peaked at 1.41 GiB of its 2 GiB limit, so 3Gi wouldn't change anything. Let me look at "
                          "the log of the crashed container."),
            bash("kubectl --context bm-fra3 -n brine logs brine-euw-bm-7xk2p-q9d4m -c brine-server --previous | "
                 "tail -42", _ue_log()),
            tool("Read", {"file_path": f"{SERVER}/Source/Brinefall/Ocean/WaveSimComponent.cpp", "offset": 30,
                          "limit": 70},
                 "    30\tvoid UWaveSimComponent::BeginPlay()\n"
                 "    31\t{\n"
                 "    32\t\tSuper::BeginPlay();\n"
                 "    33\t\t// cache the level's ocean; there is exactly one per map\n"
                 "    34\t\tOwningOcean = Cast<AOceanVolume>(UGameplayStatics::GetActorOfClass(this, "
                 "AOceanVolume::StaticClass()));\n"
                 "    35\t}\n"
                 "   ...\n"
                 "    80\tvoid UWaveSimComponent::TickComponent(float DeltaTime, ELevelTick TickType,\n"
                 "    81\t\tFActorComponentTickFunction* ThisTickFunction)\n"
                 "    82\t{\n"
                 "    83\t\tSuper::TickComponent(DeltaTime, TickType, ThisTickFunction);\n"
                 "    84\t\tif (!bSimulate)\n"
                 "    85\t\t{\n"
                 "    86\t\t\treturn;\n"
                 "    87\t\t}\n"
                 "    88\t\tconst FWaveState& Waves = OwningOcean->GetWaveState();\n"
                 "    89\t\tIntegrateBuoyancy(Waves, DeltaTime);\n"
                 "    90\t}\n"),
            bash("grep -n 'OwningOcean' Source/Brinefall/Ocean/WaveSimComponent.h; p4 changes -m 4 "
                 "//brine/main/Source/Brinefall/...",
                 "41:\tAOceanVolume* OwningOcean = nullptr;\n"
                 "Change 48213 on 2026/11/11 by lena@brine-main 'Boats: keep player boats across seamless travel "
                 "(no respawn pop between matches)'\n"
                 "Change 48190 on 2026/11/10 by marco@brine-main 'Saltmarsh: storm volume LODs'\n"
                 "Change 48177 on 2026/11/10 by lena@brine-main 'WaveSim: cheaper buoyancy integration'\n"
                 "Change 48102 on 2026/11/06 by build@brine-main 'version bump 1.4.2'\n"),
            ("assistant", "Root cause, as far as the log and the code show it:\n\n"
                          "Change 48213 started keeping the player boats across **seamless travel** (they're in "
                          "`GetSeamlessTravelActorList`, the log shows 10 `BP_PlayerBoat_C` carried over). Each "
                          "boat has a `UWaveSimComponent`, and that component caches a **raw pointer** "
                          "`AOceanVolume* OwningOcean` in `BeginPlay`. BeginPlay doesn't run again after seamless "
                          "travel, so on the new map the component still points at the *previous* level's ocean. "
                          "That ocean is destroyed with the old level; the full GC after the Saltmarsh load "
                          "(41,882 objects, 312 ms) frees it, and the first `TickComponent` reads "
                          "`OwningOcean->GetWaveState()` at line 88 → SIGSEGV at a small offset from a dead "
                          "object (0x148).\n\n"
                          "Why Saltmarsh and why only ~7%: it's the map with the longest load (11.8 s flush), so a "
                          "full purge reliably runs before the first tick; on the smaller maps the memory is often "
                          "still there, which is undefined behaviour that happens to work.\n\n"
                          "Fix I'd make:\n"
                          "- `OwningOcean` becomes a `TWeakObjectPtr<AOceanVolume>`, so a destroyed ocean reads as "
                          "invalid instead of dangling;\n"
                          "- the boat re-resolves the ocean after travel (an `OnPostSeamlessTravel` hook on the "
                          "boat calls `WaveSim->ResolveOcean()`);\n"
                          "- `TickComponent` skips the simulation for a frame if the ocean isn't valid yet."),
            ("user", "ahh that makes total sense, lena's change. do it"),
            tool("Edit", {"file_path": f"{SERVER}/Source/Brinefall/Ocean/WaveSimComponent.h",
                          "old_string": "\tAOceanVolume* OwningOcean = nullptr;",
                          "new_string": "\tTWeakObjectPtr<AOceanVolume> OwningOcean;\n\n"
                                        "public:\n\t// call after seamless travel: the old level's ocean is gone\n"
                                        "\tvoid ResolveOcean();"},
                 "The file /home/dario/work/brine-server/Source/Brinefall/Ocean/WaveSimComponent.h has been "
                 "updated."),
            tool("Edit", {"file_path": f"{SERVER}/Source/Brinefall/Ocean/WaveSimComponent.cpp",
                          "old_string": "\t\tconst FWaveState& Waves = OwningOcean->GetWaveState();",
                          "new_string": "\t\tif (!OwningOcean.IsValid())\n\t\t{\n\t\t\tResolveOcean();\n"
                                        "\t\t\treturn; // skip one frame\n\t\t}\n"
                                        "\t\tconst FWaveState& Waves = OwningOcean->GetWaveState();"},
                 "The file /home/dario/work/brine-server/Source/Brinefall/Ocean/WaveSimComponent.cpp has been "
                 "updated."),
            bash("./ci/build-server.sh Development Linux 2>&1 | tail -14",
                 "[1/9] Compile Module.Brinefall.Ocean.cpp\n"
                 "[2/9] Compile PlayerBoat.cpp\n"
                 "[3/9] Compile WaveSimComponent.gen.cpp\n"
                 "[4/9] Compile Module.Brinefall.Gameplay.cpp\n"
                 "[5/9] Link (lld) libUnrealServer-Brinefall.so\n"
                 "[6/9] Link (lld) BrinefallServer\n"
                 "[7/9] Writing manifest\n"
                 "[8/9] Cook: 0 packages changed\n"
                 "[9/9] Stage: Binaries/Linux/BrinefallServer\n"
                 "Total execution time: 412.77 seconds\n"
                 "BUILD SUCCESSFUL\n"
                 "AutomationTool exiting with ExitCode=0 (Success)\n"),
            bash("./tools/rotation-soak --server Binaries/Linux/BrinefallServer --maps all --rotations 300 "
                 "--bots 10 2>&1 | tail -8",
                 "rotation 298/300 Kelp_Narrows -> Saltmarsh_Reef ok (load 11.2s)\n"
                 "rotation 299/300 Saltmarsh_Reef -> Harbor_Ruins ok (load 6.1s)\n"
                 "rotation 300/300 Harbor_Ruins -> Saltmarsh_Reef ok (load 11.6s)\n"
                 "---\n"
                 "rotations: 300  crashes: 0  into Saltmarsh_Reef: 61\n"
                 "baseline cl48213 (same seed): crashes: 5 (all SIGSEGV in UWaveSimComponent::TickComponent)\n"),
            ("user", "while you're in there, set NetServerMaxTickRate to 60 in DefaultEngine.ini, I want to see how "
                     "the boats feel at 60"),
            tool("Edit", {"file_path": f"{SERVER}/Config/DefaultEngine.ini",
                          "old_string": "NetServerMaxTickRate=30", "new_string": "NetServerMaxTickRate=60"},
                 "The file /home/dario/work/brine-server/Config/DefaultEngine.ini has been updated."),
            bash("./tools/match-bench --server Binaries/Linux/BrinefallServer --map Saltmarsh_Reef --bots 10 "
                 "--minutes 5",
                 "tick 60 Hz  frame p50 9.8 ms  p99 15.2 ms\n"
                 "cpu per match: mean 2.61 cores, p95 2.93 cores\n"
                 "net out per match: 1.9 Mbit/s\n"
                 "(reference at 30 Hz, same map: mean 1.31 cores, 1.0 Mbit/s)\n"),
            ("user", "lol no. doubles the cpu, and the burst math and the pod requests all assume 30. put it back to "
                     "30 and leave it there"),
            tool("Edit", {"file_path": f"{SERVER}/Config/DefaultEngine.ini",
                          "old_string": "NetServerMaxTickRate=60", "new_string": "NetServerMaxTickRate=30"},
                 "The file /home/dario/work/brine-server/Config/DefaultEngine.ini has been updated."),
            ("user", "ok. ship the fix to the staging fleet and run the rotation soak there for 2h; if it holds it "
                     "goes out in tuesday's window. post crash counts before/after in #brine-servers. and tell QA "
                     "the saltmarsh repro steps are on SRV-1187 so they stop asking me. also I owe lena a note, "
                     "I'll do that myself.\n\n"
                     "oh and one more thing for later, unrelated to this: the server build has to carry the same "
                     "BuildContentHash as the client build, otherwise every join gets rejected with 'version "
                     "mismatch'. hang on to that one, I lost half a day to it last month and I will forget again"),
            bash("p4 submit -d 'WaveSim: weak ocean pointer, re-resolve after seamless travel (SRV-1187)' && "
                 "./ci/deploy-server.sh staging cl48231 && ./tools/rotation-soak --target staging --duration 2h",
                 "Change 48231 submitted.\n"
                 "deploy: staging fleet brine-stg rolled to cl48231 (24/24 Ready)\n"
                 "soak: 2h00m, 412 rotations, 88 into Saltmarsh_Reef, crashes: 0\n"
                 "prod same window (cl48213): 389 rotations, 27 crashes (6.9%)\n"),
            ("assistant", "Staging is clean: 412 rotations in 2 hours, 88 of them into Saltmarsh Reef, zero "
                          "crashes, against 27 crashes (6.9%) in prod over the same window. I posted both numbers "
                          "in #brine-servers and pointed QA at SRV-1187.\n\n"
                          "Wrap-up:\n"
                          "- Not OOM: exit 139 (SIGSEGV), memory peak 1.41 GiB; the limit stays 2Gi.\n"
                          "- Cause: `UWaveSimComponent` kept a raw `AOceanVolume*` across seamless travel "
                          "(cl 48213 keeps boats between matches); the old ocean was freed by the post-load GC. "
                          "Fixed in cl 48231 with a `TWeakObjectPtr` and `ResolveOcean()` after travel.\n"
                          "- `NetServerMaxTickRate` is back at 30; 60 doubled CPU per match (2.61 vs 1.31 cores).\n"
                          "- Noted for later: server and client builds must carry the same `BuildContentHash`, or "
                          "joins are rejected with 'version mismatch'.\n"
                          "- Prod rollout: Tuesday's window."),
            ("user", "nice. remember to feed the server hamsters 🐹 and call it a day"),
        ],
        "facts": [
            fact("wavesim-crash", "Servers crashed (SIGSEGV, exit 139) on rotation into Saltmarsh Reef because "
                                  "UWaveSimComponent on boats kept across seamless travel (cl 48213) held a raw "
                                  "pointer to the old level's AOceanVolume, freed by the post-load GC; fixed with a "
                                  "TWeakObjectPtr re-resolved after travel (cl 48231). It was not an OOM.",
                 "bugfix", "assistant", ["UWaveSimComponent", "seamless travel", ["TWeakObjectPtr", "raw pointer"]]),
            fact("tick-30", "The dedicated server tick rate stays at 30 Hz (NetServerMaxTickRate=30); 60 doubled "
                            "CPU per match and the burst math and pod requests assume 30.",
                 "decision", "user", ["NetServerMaxTickRate", "30"]),
            fact("content-hash", "The server build must carry the same BuildContentHash as the client build, "
                                 "otherwise every join is rejected with 'version mismatch'.",
                 "fact", "user", ["BuildContentHash", "version mismatch"], remember=True),
        ],
        "optional": [
            opt("not-oom", "Exit code 139 is SIGSEGV, not an OOM kill (137); memory peaked at 1.41 GiB of 2 GiB.",
                ["139", "SIGSEGV"]),
            opt("ticket", "The Saltmarsh crash repro is on SRV-1187.", ["SRV-1187"]),
        ],
        "questions": [
            q("Why did servers crash on rotation into Saltmarsh Reef?",
              "UWaveSimComponent kept a raw pointer to the old level's ocean across seamless travel",
              ["wavesim-crash"]),
            q("What tick rate do the dedicated servers run at?", "30 Hz, NetServerMaxTickRate=30", ["tick-30"]),
            q("Why would every join be rejected with 'version mismatch'?",
              "the server build doesn't carry the same BuildContentHash as the client build", ["content-hash"]),
        ],
    },
    {
        "id": "h50-cc-crashyard-missing-symbols",
        "project": CRASH,
        "start": datetime(2026, 11, 6, 10, 0),
        "about": "crashyard: 1.4.2 client crash reports unsymbolicated; the person's guess (symbol bucket full) ruled "
                 "out; cause: a CI cleanup limited upload-symbols to main, 1.4.2 was built from release/1.4; fix "
                 "runs it on release branches and makes cert-submit need it; pasted 2025 runbook of which only the "
                 "'symbols before cert' line is endorsed as a hard rule (NAS, symupload.ps1, 60 days not "
                 "confirmed); re-push with crashyard symbols push; one-off rerun for cl 48107; the cert team's "
                 "checklist item (theirs, not ours)",
        "steps": [
            ("user", "hi hi. since 1.4.2 went out on tuesday every crash report in crashyard is unsymbolicated, just "
                     "Brinefall-Win64-Shipping.exe+0x1a2f3c style frames. I think the symbol bucket is full again, it "
                     "happened in spring"),
            bash("crashyard stats --since 2026-11-03 --by version",
                 "version   reports   symbolicated   unresolved_frames\n"
                 "1.4.0        212          100.0%          0.4%\n"
                 "1.4.1       1893           99.8%          0.6%\n"
                 "1.4.2       6120            0.0%        100.0%\n"),
            bash("mc du --depth 1 kr/brine-symbols && mc admin bucket quota kr/brine-symbols",
                 "1.9TiB\tkr/brine-symbols\nBucket `brine-symbols` has hard quota of 3.2TiB (61% used)\n"),
            ("assistant", "The bucket is at 61% of its quota, so it's not full this time. And the failure is total "
                          "for 1.4.2 (0% symbolicated) while 1.4.1 is fine, which points at the 1.4.2 symbols not "
                          "being there at all rather than lookups failing. Let me check the store."),
            bash("mc ls kr/brine-symbols/Brinefall-Win64-Shipping.pdb/ | tail -6; crashyard logs symbolicator "
                 "--since 1h | grep -m 5 miss",
                 "[2026-10-02 14:11:09 UTC]     0B 7A1D0C44E2B14F6C9D1E0F2A3B4C5D6E1/\n"
                 "[2026-10-16 09:48:51 UTC]     0B 91B3E2F0A4C7481D8E5F6A7B8C9D0E1F1/\n"
                 "[2026-10-22 17:30:12 UTC]     0B C4E5F60718293A4B5C6D7E8F90A1B2C31/\n"
                 "miss Brinefall-Win64-Shipping.pdb/4F1C2B9D0E8A47C1B2D3E4F5A6B7C8D91 (build 1.4.2)\n"
                 "miss Brinefall-Win64-Shipping.pdb/4F1C2B9D0E8A47C1B2D3E4F5A6B7C8D91 (build 1.4.2)\n"
                 "miss BrinefallCore.pdb/0AB1C2D3E4F5A6B7C8D9E0F1A2B3C4D51 (build 1.4.2)\n"
                 "miss Brinefall-Win64-Shipping.pdb/4F1C2B9D0E8A47C1B2D3E4F5A6B7C8D91 (build 1.4.2)\n"
                 "miss BrinefallCore.pdb/0AB1C2D3E4F5A6B7C8D9E0F1A2B3C4D51 (build 1.4.2)\n"),
            tool("Read", {"file_path": f"{CRASH}/../brinefall/.gitlab-ci.yml"}, _ci_yaml()),
            bash("cd ../brinefall && git log -3 --format='%h %ad %s' --date=short -- .gitlab-ci.yml && git show "
                 "--stat HEAD~1 -- .gitlab-ci.yml | tail -4 && git show HEAD~1 -- .gitlab-ci.yml | grep -A2 -B2 "
                 "COMMIT_BRANCH",
                 "e0d4a17 2026-10-29 ci: only run heavy jobs on main (runner costs)\n"
                 "b71f9c2 2026-10-12 ci: cert-submit as manual job\n"
                 "3a0c5d8 2026-09-30 ci: gauntlet smoke suite\n"
                 " .gitlab-ci.yml | 6 +++---\n"
                 " 1 file changed, 3 insertions(+), 3 deletions(-)\n"
                 "   rules:\n"
                 "-    - if: $CI_COMMIT_BRANCH == \"main\" || $CI_COMMIT_BRANCH =~ /^release\\//\n"
                 "+    - if: $CI_COMMIT_BRANCH == \"main\"\n"
                 "   script:\n"),
            ("assistant", "Found it. On October 29 a CI cost cleanup (e0d4a17, 'only run heavy jobs on main') "
                          "changed the rule of **upload-symbols** from `main || release/*` to `main` only. Shipping "
                          "builds come from the release branches: 1.4.1 was built from release/1.4 on October 22, "
                          "before the change, so its symbols went up; **1.4.2 was built from release/1.4 after it**, "
                          "the job was silently skipped, and the PDBs never reached brine-symbols. The "
                          "symbolicator then misses on every 1.4.2 module (the `miss … (build 1.4.2)` lines).\n\n"
                          "Two things to do: put the release branches back into the upload-symbols rule, and push "
                          "the 1.4.2 symbols from the archived build artifacts so the existing reports can be "
                          "reprocessed. I'd also make `cert-submit` depend on `upload-symbols`, so a release build "
                          "can't be sent to certification without its symbols."),
            ("user", "oh come on. ok. also found this old runbook on the wiki, what of it still applies?\n\n"
                     "---\n"
                     "# Crash symbols runbook (v2, March 2025)\n\n"
                     "1. After each nightly, symbols are copied to \\\\nas01\\symbols by the build machine.\n"
                     "2. Symbols for every Shipping build are uploaded to the symbol store before the build is "
                     "submitted to certification.\n"
                     "3. Symbols of internal builds (Development, Test) are kept for 60 days.\n"
                     "4. To re-upload a build's symbols, run tools/symupload.ps1 -Build <changelist>.\n"
                     "5. Crash reports from cert builds are routed to #cert-crashes.\n"
                     "---\n\n"
                     "most of that is dead, the NAS was retired in the summer and symupload.ps1 got replaced by "
                     "`crashyard symbols push`. but point 2 is THE rule and it stays a hard rule: symbols for every "
                     "Shipping build go up before that build is submitted to cert, no exceptions. the 60 days thing "
                     "I honestly have no idea, ignore it. #cert-crashes doesn't exist anymore either"),
            ("assistant", "Understood: from that runbook only point 2 holds, and the `cert-submit` dependency is "
                          "exactly what enforces it. Making the CI change now."),
            tool("Edit", {"file_path": f"{CRASH}/../brinefall/.gitlab-ci.yml",
                          "old_string": "upload-symbols:\n  stage: symbols\n  tags: [linux-small]\n  rules:\n"
                                        "    - if: $CI_COMMIT_BRANCH == \"main\"\n",
                          "new_string": "upload-symbols:\n  stage: symbols\n  tags: [linux-small]\n  rules:\n"
                                        "    # release branches build the Shipping builds: never skip them here\n"
                                        "    - if: $CI_COMMIT_BRANCH == \"main\" || $CI_COMMIT_BRANCH =~ "
                                        "/^release\\//\n"},
                 "The file /home/marit/code/brinefall/.gitlab-ci.yml has been updated."),
            tool("Edit", {"file_path": f"{CRASH}/../brinefall/.gitlab-ci.yml",
                          "old_string": "cert-submit:\n  stage: submit\n  when: manual\n",
                          "new_string": "cert-submit:\n  stage: submit\n  when: manual\n  needs: [upload-symbols]\n"},
                 "The file /home/marit/code/brinefall/.gitlab-ci.yml has been updated."),
            bash("cd ../brinefall && glab ci lint",
                 "Validating...\n✓ CI/CD YAML is valid!\n"),
            bash("crashyard symbols push --build 1.4.2 --from /mnt/artifacts/brinefall/release-1.4/1.4.2/"
                 "Binaries/Win64",
                 "scanning /mnt/artifacts/brinefall/release-1.4/1.4.2/Binaries/Win64 ... 14 pdb files\n"
                 "  Brinefall-Win64-Shipping.pdb  4F1C2B9D0E8A47C1B2D3E4F5A6B7C8D91  812.4 MiB  uploaded\n"
                 "  BrinefallCore.pdb             0AB1C2D3E4F5A6B7C8D9E0F1A2B3C4D51  201.7 MiB  uploaded\n"
                 "  BrinefallOcean.pdb            5E6F7A8B9C0D1E2F3A4B5C6D7E8F9A0B1   64.0 MiB  uploaded\n"
                 "  ... 11 more\n"
                 "done: 14 uploaded, 0 skipped, 1.31 GiB\n"),
            bash("crashyard reprocess --version 1.4.2 --since 2026-11-03 && crashyard stats --since 2026-11-03 "
                 "--by version",
                 "reprocess: 6120 reports queued ... 6120 done in 7m41s\n"
                 "version   reports   symbolicated   unresolved_frames\n"
                 "1.4.0        212          100.0%          0.4%\n"
                 "1.4.1       1893           99.8%          0.6%\n"
                 "1.4.2       6120           99.9%          0.5%\n"),
            ("assistant", "1.4.2 is symbolicated again: 99.9% of the 6,120 reports, in line with 1.4.1. The top "
                          "bucket after reprocessing is a null deref in `UBoatHUDWidget::NativeTick` with 1,140 "
                          "reports, in case you want to hand that to the UI folks."),
            ("user", "great. one-off: push symbols for the hotfix candidate too, cl 48107, it's in the same "
                     "artifacts folder under 1.4.2-hf1"),
            bash("crashyard symbols push --build 1.4.2-hf1 --from /mnt/artifacts/brinefall/release-1.4/1.4.2-hf1/"
                 "Binaries/Win64 | tail -1",
                 "done: 14 uploaded, 0 skipped, 1.31 GiB\n"),
            ("user", "fyi the cert team wants crash reporting switched off in the build they hand to the platform "
                     "holder, that's on their checklist though, not something we own. just so you're not "
                     "surprised when cert builds send nothing"),
            ("assistant", "Good to know, thanks. Summary of today:\n\n"
                          "- **Cause**: e0d4a17 limited `upload-symbols` to main; 1.4.2 was built from "
                          "release/1.4, so its PDBs were never uploaded.\n"
                          "- **Fix**: `upload-symbols` runs on main and release branches again; `cert-submit` now "
                          "`needs: [upload-symbols]`.\n"
                          "- **Rule (from the old runbook, the only part that still holds)**: symbols for every "
                          "Shipping build are uploaded before the build is submitted to cert.\n"
                          "- Re-upload tool is `crashyard symbols push --build <version> --from <dir>`; the NAS and "
                          "symupload.ps1 are gone.\n"
                          "- 1.4.2 and 1.4.2-hf1 symbols pushed, 6,120 reports reprocessed."),
        ],
        "facts": [
            fact("symbols-ci", "1.4.2 crash reports were unsymbolicated because the CI cleanup e0d4a17 limited the "
                               "upload-symbols job to main, and 1.4.2 was built from release/1.4; the job runs on "
                               "main and release branches again. The symbol bucket was not full.",
                 "bugfix", "assistant", ["upload-symbols", "release"]),
            fact("symbols-before-cert", "Symbols for every Shipping build are uploaded to the symbol store before "
                                        "the build is submitted to cert, no exceptions.",
                 "rule", "user", ["Shipping build", "cert"], remember=True),
            fact("cert-needs-symbols", "The cert-submit CI job needs upload-symbols, so a build cannot go to "
                                       "certification without its symbols.",
                 "decision", "assistant", ["cert-submit", "needs"]),
            fact("symbols-push", "Symbols are re-uploaded with `crashyard symbols push --build <version> --from "
                                 "<dir>`; the NAS and tools/symupload.ps1 are retired.",
                 "config", "user", ["crashyard symbols push"]),
        ],
        "optional": [
            opt("bucket", "The symbol store is the brine-symbols bucket (3.2TiB quota).", ["brine-symbols"]),
            opt("hud-crash", "Top 1.4.2 crash bucket: null deref in UBoatHUDWidget::NativeTick.",
                ["UBoatHUDWidget"]),
        ],
        "questions": [
            q("Why were the 1.4.2 crash reports unsymbolicated?",
              "upload-symbols only on main; 1.4.2 was built from release/1.4", ["symbols-ci"]),
            q("When do symbols of a Shipping build have to be uploaded?", "before the build is submitted to cert",
              ["symbols-before-cert"]),
            q("How do you re-upload symbols for a build?", "crashyard symbols push --build", ["symbols-push"]),
        ],
    },
]
