"""Codex sessions of the held-out split, fourth set (invented projects; no real people or secrets).

Tool calls use the Codex CLI shapes: `shell` with an argv list and a JSON output envelope, and `apply_patch`.
"""

from __future__ import annotations

import json
from datetime import datetime

from _data_claude import F, Q


def sh(cmd: str, out: str, code: int = 0, secs: float = 0.4, workdir: str | None = None):
    args = {"command": ["bash", "-lc", cmd]}
    if workdir:
        args["workdir"] = workdir
    return ("tool", "shell", args, json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": secs}}))


def patch(path: str, body: str):
    text = f"*** Begin Patch\n*** Update File: {path}\n{body}\n*** End Patch"
    return ("tool", "apply_patch", {"input": text},
            json.dumps({"output": f"Success. Updated the following files:\nM {path}\n", "metadata": {"exit_code": 0, "duration_seconds": 0.0}}))


def env(cwd: str) -> tuple[str, str]:
    return ("user", f"<environment_context>\n  <cwd>{cwd}</cwd>\n  <approval_policy>on-request</approval_policy>\n"
                    "  <sandbox_mode>workspace-write</sandbox_mode>\n  <network_access>restricted</network_access>\n  <shell>bash</shell>\n</environment_context>")


SESSIONS = []

# 9 ---------------------------------------------------------------- Nextflow variant calling
P = "/data/labs/hlee/varcall-nf"
SESSIONS.append({
    "id": "h4-cx-nextflow-gatk-oom",
    "project": P,
    "start": datetime(2026, 9, 5, 14, 2, 0),
    "about": "Nextflow DSL2 germline pipeline on a Slurm cluster: Apptainer over Docker (no root), a Java heap OOM root cause, "
             "'note for later' about the reference genome path inside a long message, GATK version pinned",
    "steps": [
        env(P),
        ("user", "HaplotypeCaller keeps dying on the big samples (the 60x WGS ones). exit 137 mostly. look at the logs in work/ and the "
                 "process definition pls"),
        sh("grep -l 'exit status 137\\|OutOfMemory' -r work/*/*/.command.log | head -3; sed -n 1,40p modules/haplotypecaller.nf",
           "work/3f/a91c02/.command.log\nwork/8b/11e7d4/.command.log\nwork/c0/5d2aa8/.command.log\n"
           "process HAPLOTYPECALLER {\n    tag \"$sample\"\n    label 'process_high'\n    container 'broadinstitute/gatk:4.5.0.0'\n\n"
           "    input:\n    tuple val(sample), path(bam), path(bai)\n    path ref\n\n    script:\n    \"\"\"\n"
           "    gatk --java-options \"-Xmx32g\" HaplotypeCaller -R $ref -I $bam -O ${sample}.g.vcf.gz -ERC GVCF\n    \"\"\"\n}\n"),
        sh("grep -n process_high -A4 conf/base.config; tail -5 work/3f/a91c02/.command.log",
           "conf/base.config:21:    withLabel:process_high {\n        cpus   = 8\n        memory = 32.GB\n        time   = 24.h\n    }\n"
           "INFO  ProgressMeter - chr2:181223410  212.4 minutes\n"
           "slurmstepd: error: Detected 1 oom_kill event in StepId=4418210.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.\n"),
        ("assistant", "Found the cause. The task gets `memory = 32.GB` from the Slurm cgroup, and the GATK call also sets `-Xmx32g`. "
                      "That gives the whole 32 GB to the Java heap alone; the JVM's off-heap memory (metaspace, thread stacks, the native "
                      "PairHMM buffers) pushes the process over the cgroup limit and Slurm's OOM killer ends it with 137.\n\n"
                      "Fix: derive the heap from the task memory and leave headroom:\n\n"
                      "```groovy\ndef heap = (task.memory.toGiga() * 0.8) as int\ngatk --java-options \"-Xmx${heap}g\" HaplotypeCaller ...\n```\n\n"
                      "I'll also add `errorStrategy { task.exitStatus in [137,140] ? 'retry' : 'terminate' }` with memory growing per attempt."),
        ("user", "yes both. and while you're in there: we run everything in apptainer not docker, the cluster has no root and docker "
                 "daemon is not allowed, so make sure the profile uses apptainer with the cache at /scratch/hlee/apptainer-cache. "
                 "note for later, the reference is always /ref/GRCh38/GRCh38_full_analysis_set.fna, not the UCSC hg38 one, the contig "
                 "names differ and it breaks the BQSR known-sites."),
        patch("modules/haplotypecaller.nf",
              "@@\n-    gatk --java-options \"-Xmx32g\" HaplotypeCaller -R $ref -I $bam -O ${sample}.g.vcf.gz -ERC GVCF\n"
              "+    gatk --java-options \"-Xmx${(task.memory.toGiga() * 0.8) as int}g\" HaplotypeCaller -R $ref -I $bam -O ${sample}.g.vcf.gz -ERC GVCF"),
        patch("nextflow.config",
              "@@ profiles {\n     slurm {\n         process.executor = 'slurm'\n-        docker.enabled = true\n+        apptainer.enabled = true\n"
              "+        apptainer.cacheDir = '/scratch/hlee/apptainer-cache'\n+        apptainer.autoMounts = true\n     }"),
        sh("nextflow run . -profile slurm,test -resume 2>&1 | tail -6",
           "executor >  slurm (14)\n[5e/0c81aa] HAPLOTYPECALLER (NA12878_60x) [100%] 3 of 3, retries: 1 \u2714\n"
           "[a2/77be10] GENOTYPEGVCFS (cohort)       [100%] 1 of 1 \u2714\nCompleted at: 05-Sep-2026 16:47:02\nDuration    : 2h 41m 9s\nSucceeded   : 14\n", secs=9681.2),
        ("assistant", "Pipeline finished on the test profile with the 60x sample; one retry happened, as expected with the new error "
                      "strategy, and no more 137s. Summary of changes:\n- heap = 80% of `task.memory`\n- retry on 137/140 with more memory\n"
                      "- `slurm` profile uses Apptainer, cache at `/scratch/hlee/apptainer-cache`\n- GATK container stays pinned at 4.5.0.0"),
        ("user", "ok merci"),
    ],
    "facts": [
        F("oom", "HaplotypeCaller exited 137 because -Xmx32g equalled the whole 32 GB Slurm memory, leaving no room for off-heap memory; heap is now 80% of task.memory with retry on 137.",
          "bugfix", "assistant", [["Xmx", "heap"], ["80%", "0.8"]]),
        F("apptainer", "Containers run with Apptainer, not Docker, because the cluster has no root and no Docker daemon; cache at /scratch/hlee/apptainer-cache.",
          "decision", "user", [["Apptainer", "apptainer"], "Docker"]),
        F("apptainer-cache", "The Apptainer cache is /scratch/hlee/apptainer-cache.", "config", "user", ["/scratch/hlee/apptainer-cache"]),
        F("reference", "The reference is always /ref/GRCh38/GRCh38_full_analysis_set.fna, not UCSC hg38, because contig names differ and break BQSR known-sites.",
          "rule", "user", ["GRCh38_full_analysis_set"], True),
    ],
    "optional": [
        {"id": "gatk", "text": "GATK is pinned at 4.5.0.0.", "key_terms": ["4.5.0.0"]},
    ],
    "questions": [
        Q("Why did HaplotypeCaller get killed with 137?", "Xmx equal to the whole Slurm memory; heap now 80% of task memory", ["oom"]),
        Q("Which reference genome file do we use?", "/ref/GRCh38/GRCh38_full_analysis_set.fna, not UCSC hg38", ["reference"]),
        Q("Why Apptainer instead of Docker?", "no root on the cluster and no Docker daemon allowed", ["apptainer"]),
    ],
})

# 10 ---------------------------------------------------------------- PX4 drone module
P = "/home/ravi/px4-ws/src/PX4-Autopilot"
SESSIONS.append({
    "id": "h4-cx-px4-lidar-driver",
    "project": P,
    "start": datetime(2026, 9, 11, 22, 10, 0),
    "about": "PX4 driver for a custom I2C lidar: work-queue vs own thread (assistant's thread idea rejected), blocking-read bug, "
             "'from here on' rule mid-session, update rate changed 100 -> 50 Hz (final 50)",
    "steps": [
        env(P),
        ("user", "writing a driver for our rangefinder board (the TFR-9 lidar, I2C addr 0x62). skeleton is in src/drivers/distance_sensor/tfr9. "
                 "it should publish distance_sensor at 100 Hz"),
        sh("ls src/drivers/distance_sensor/tfr9 && sed -n 1,60p src/drivers/distance_sensor/tfr9/TFR9.cpp",
           "CMakeLists.txt\nKconfig\nTFR9.cpp\nTFR9.hpp\ntfr9_main.cpp\nmodule.yaml\n"
           "#include \"TFR9.hpp\"\n\nTFR9::TFR9(const I2CSPIDriverConfig &config) :\n\tI2C(config),\n\tI2CSPIDriver(config)\n{\n}\n\n"
           "void TFR9::RunImpl()\n{\n\t// TODO\n}\n"),
        ("assistant", "The skeleton already uses `I2CSPIDriver`, which runs `RunImpl()` on the shared I2C work queue for that bus. "
                      "Two ways to go:\n\n1. Stay on the work queue: `ScheduleOnInterval(10_ms)`, trigger a measurement, read it on the next cycle.\n"
                      "2. Give the driver its own `px4_task` thread with a blocking loop — simpler control flow, and you can sleep exactly "
                      "as long as the sensor needs.\n\nOption 2 is easier to read, I'd go with it."),
        ("user", "no, work queue. a separate thread per sensor costs stack on the F7 and every other driver on that bus is on the wq, "
                 "we keep it consistent. option 1"),
        patch("src/drivers/distance_sensor/tfr9/TFR9.cpp",
              "@@\n void TFR9::RunImpl()\n {\n-\t// TODO\n+\tif (_collect_phase) { collect(); }\n+\tmeasure();\n+\t_collect_phase = true;\n }"),
        sh("make px4_fmu-v5x_default 2>&1 | tail -3 && make px4_fmu-v5x_default upload 2>&1 | tail -2",
           "[1201/1203] Linking CXX executable px4_fmu-v5x_default.elf\nMemory region         Used Size  Region Size  %age Used\n"
           "           FLASH:     1918724 B      2016 KB     92.95%\nUploading px4_fmu-v5x_default.px4\n[100%] Rebooting.\n", secs=312.0),
        sh("mavlink_shell.py /dev/ttyACM0 -c 'tfr9 start -X -a 0x62; listener distance_sensor -n 3; work_queue status'",
           "nsh> tfr9 start -X -a 0x62\ntfr9 #0 on I2C bus 1 address 0x62\nnsh> listener distance_sensor -n 3\n"
           "TOPIC: distance_sensor\n timestamp: 118220341\n current_distance: 3.41\n signal_quality: 100\n"
           "nsh> work_queue status\n wq:I2C1  cpu 31.8%  (tfr9 31.2%, bmp388 0.4%)\n   WARN: wq:I2C1 cycle overrun 14 times\n"),
        ("assistant", "It publishes, but the I2C1 queue is at 31.8% CPU and overruns. The reason is in `collect()`: it calls "
                      "`transfer()` and then polls the sensor's status register in a `while (!ready)` loop with `px4_usleep(500)`. "
                      "On a work queue that busy-waits and blocks every other driver on the bus (the barometer too). "
                      "I changed it so `collect()` reads the status register once; if not ready it reschedules itself with "
                      "`ScheduleDelayed(1_ms)` and returns."),
        sh("mavlink_shell.py /dev/ttyACM0 -c 'work_queue status'", "wq:I2C1  cpu 2.1%  (tfr9 1.7%, bmp388 0.4%)\n"),
        ("user", "much better. from here on — nothing that sleeps or spins inside RunImpl, in any driver, reschedule instead. write that in "
                 "the module docs too. also 100 Hz is too much for the EKF with this sensor noise, make it 50 Hz"),
        patch("src/drivers/distance_sensor/tfr9/TFR9.hpp",
              "@@\n-static constexpr uint32_t TFR9_MEASURE_INTERVAL_US{10_ms};\n+static constexpr uint32_t TFR9_MEASURE_INTERVAL_US{20_ms};"),
        ("assistant", "Interval is 20 ms now (50 Hz), and I added a note to `module.yaml` / the driver docs: no sleeping or spinning in "
                      "`RunImpl()`, use `ScheduleDelayed()`."),
        ("user", "👍 gn"),
    ],
    "facts": [
        F("workqueue", "The TFR9 driver runs on the shared I2C work queue, not its own thread, to save stack on the F7 and stay consistent with other drivers.",
          "decision", "user", [["work queue", "wq"], "thread"]),
        F("busy-wait", "The I2C work queue overran because collect() polled the sensor status with px4_usleep in a loop; now it reschedules with ScheduleDelayed(1_ms).",
          "bugfix", "assistant", [["ScheduleDelayed", "reschedule", "reschedules"], ["px4_usleep", "busy-wait", "busy-waits", "poll", "polled", "polls"]]),
        F("no-sleep-rule", "Nothing may sleep or spin inside RunImpl in any driver; reschedule instead.", "rule", "user", ["RunImpl", ["sleep", "sleeps", "spin", "spins"]], True),
        F("rate", "The TFR9 lidar publishes distance_sensor at 50 Hz (20 ms interval).", "config", "user", ["50 Hz"]),
        F("i2c-addr", "The TFR-9 lidar is at I2C address 0x62.", "config", "user", ["0x62"]),
    ],
    "optional": [
        {"id": "board", "text": "Target px4_fmu-v5x_default.", "key_terms": ["fmu-v5x"]},
    ],
    "questions": [
        Q("How fast does the TFR9 lidar driver publish?", "50 Hz", ["rate"]),
        Q("Why doesn't the lidar driver have its own thread?", "saves stack on the F7 and other drivers on the bus use the work queue", ["workqueue"]),
        Q("What's the rule about waiting inside RunImpl?", "never sleep or spin, reschedule with ScheduleDelayed", ["no-sleep-rule", "busy-wait"]),
    ],
})

# 11 ---------------------------------------------------------------- SwiftUI habit tracker
P = "/Users/lena/Developer/Streakly"
SESSIONS.append({
    "id": "h4-cx-swiftui-widget",
    "project": P,
    "start": datetime(2026, 9, 19, 11, 0, 0),
    "about": "iOS SwiftUI habit app: SwiftData over Core Data, widget not refreshing (App Group store), 'don't ever' rule about "
             "the signing config, min iOS 17 config; assistant's CloudKit suggestion ignored",
    "steps": [
        env(P),
        ("user", "the home screen widget never shows today's check-ins, it's stuck on whatever it had at install. app side works fine"),
        sh("rg -n 'ModelContainer|WidgetCenter|appGroup|groupContainer' --type swift",
           "Streakly/StreaklyApp.swift:14:        .modelContainer(for: [Habit.self, CheckIn.self])\n"
           "StreaklyWidget/Provider.swift:22:        let container = try! ModelContainer(for: Habit.self, CheckIn.self)\n"),
        ("assistant", "Two problems, both on the data path:\n\n1. **Different stores.** The app and the widget each create a default "
                      "`ModelContainer`, which puts the SQLite file in each target's *own* sandbox. The widget reads an empty store that "
                      "only ever got the sample data. Both must use a `ModelConfiguration` with "
                      "`groupContainer: .identifier(\"group.app.streakly.shared\")`, and both targets need that App Group entitlement.\n"
                      "2. **No reload.** Even with a shared store, the widget timeline only refreshes on its own schedule. After a check-in "
                      "the app should call `WidgetCenter.shared.reloadTimelines(ofKind: \"StreakWidget\")`.\n\n"
                      "I'll fix both. Side note: since you're on SwiftData already, turning on CloudKit sync would only need the "
                      "container identifier — could do that next."),
        patch("Streakly/Persistence.swift",
              "@@\n+let sharedConfig = ModelConfiguration(groupContainer: .identifier(\"group.app.streakly.shared\"))\n"
              "+let sharedContainer = try! ModelContainer(for: Habit.self, CheckIn.self, configurations: sharedConfig)"),
        patch("Streakly/Views/HabitRow.swift",
              "@@ func checkIn() {\n     habit.checkIns.append(CheckIn(date: .now))\n+    WidgetCenter.shared.reloadTimelines(ofKind: \"StreakWidget\")\n }"),
        sh("xcodebuild -scheme Streakly -destination 'platform=iOS Simulator,name=iPhone 16' build 2>&1 | tail -3",
           "** BUILD SUCCEEDED **\n", secs=88.3),
        ("user", "works on the simulator 🎉. btw I remember why we picked SwiftData not Core Data: min target is iOS 17 anyway and I "
                 "didn't want the NSManagedObject boilerplate. just so you know the history.\n\nAND: don't ever touch Signing.xcconfig "
                 "or put the team id in project.pbxproj, signing is only in the local xcconfig which is gitignored. the last agent "
                 "committed my team id"),
        ("assistant", "Understood — I won't modify `Signing.xcconfig` and won't add `DEVELOPMENT_TEAM` to the project file; signing stays in the "
                      "gitignored local xcconfig. I checked the diff of this change: only `Persistence.swift`, `HabitRow.swift`, `Provider.swift` "
                      "and the two `.entitlements` files."),
        sh("git status --short", " M Streakly/Persistence.swift\n M Streakly/Views/HabitRow.swift\n M Streakly/Streakly.entitlements\n"
                                 " M StreaklyWidget/Provider.swift\n M StreaklyWidget/StreaklyWidget.entitlements\n"),
        ("user", "perfect, commit pls: 'widget reads shared store'"),
        sh("git commit -am 'widget reads shared store'", "[main 91b0e3d] widget reads shared store\n 5 files changed, 19 insertions(+), 4 deletions(-)\n"),
    ],
    "facts": [
        F("widget-bug", "The widget showed stale data because app and widget used separate default SwiftData stores; both now use the App Group group.app.streakly.shared and the app calls WidgetCenter reloadTimelines after a check-in.",
          "bugfix", "assistant", [["App Group", "group.app.streakly.shared", "groupContainer"], ["reloadTimelines", "shared store", "store"]]),
        F("swiftdata", "The app uses SwiftData, not Core Data, because the minimum target is iOS 17 and to avoid NSManagedObject boilerplate.",
          "decision", "user", ["SwiftData", "Core Data"]),
        F("min-ios", "The minimum deployment target is iOS 17.", "config", "user", ["iOS 17"]),
        F("signing-rule", "Never touch Signing.xcconfig or put the team id in project.pbxproj; signing lives only in the gitignored local xcconfig.",
          "rule", "user", [["Signing.xcconfig", "xcconfig"], ["team id", "DEVELOPMENT_TEAM"]], True),
    ],
    "optional": [
        {"id": "widget-kind", "text": "The widget kind is StreakWidget.", "key_terms": ["StreakWidget"]},
    ],
    "questions": [
        Q("Why wasn't the widget updating?", "separate SwiftData stores; now a shared App Group store plus reloadTimelines after check-in", ["widget-bug"]),
        Q("Where does the signing team id go?", "only in the gitignored local xcconfig, never in Signing.xcconfig or project.pbxproj", ["signing-rule"]),
        Q("Why SwiftData and not Core Data?", "minimum target is iOS 17 and no NSManagedObject boilerplate", ["swiftdata", "min-ios"]),
    ],
})

# 12 ---------------------------------------------------------------- Fortran regional climate model (non-native English)
P = "/home/jwozniak/models/rcm-baltic"
SESSIONS.append({
    "id": "h4-cx-fortran-halo-deadlock",
    "project": P,
    "start": datetime(2026, 10, 2, 7, 55, 0),
    "about": "Fortran+MPI regional climate model: halo exchange deadlock fixed with MPI_Sendrecv, reproducibility flags as a "
             "remember-request in non-native English, ifx version; assistant's suggestion to try GPU offload ignored",
    "steps": [
        env(P),
        ("user", "Good morning. The model is hanging since I increase the domain to 480x360 points. With small domain all is ok. It hang "
                 "always in the first timestep. We compile with intel ifx 2024.2 and Intel MPI. Please can you look in src/halo.f90"),
        sh("sed -n 30,75p src/halo.f90",
           "  subroutine exchange_halo(field, nx, ny)\n    real(dp), intent(inout) :: field(0:nx+1, 0:ny+1)\n"
           "    ...\n    call MPI_Send(field(1:nx, ny), nx, MPI_DOUBLE_PRECISION, north, 10, comm2d, ierr)\n"
           "    call MPI_Recv(field(1:nx, 0), nx, MPI_DOUBLE_PRECISION, south, 10, comm2d, status, ierr)\n"
           "    call MPI_Send(field(1:nx, 1), nx, MPI_DOUBLE_PRECISION, south, 20, comm2d, ierr)\n"
           "    call MPI_Recv(field(1:nx, ny+1), nx, MPI_DOUBLE_PRECISION, north, 20, comm2d, status, ierr)\n"),
        ("assistant", "This is a message-size deadlock. Every rank first calls a blocking `MPI_Send` to its north neighbour and only "
                      "afterwards posts the `MPI_Recv`. For small messages Intel MPI uses the *eager* protocol: the send returns as soon as "
                      "the data is buffered, so it works. Above the eager threshold (with 480 points per row, 480 × 8 bytes plus the "
                      "column exchanges exceed it) MPI switches to *rendezvous*: `MPI_Send` waits until the receiver posts its receive. "
                      "All ranks are sending at the same time, nobody is receiving → everyone waits forever.\n\n"
                      "Fix: replace each Send/Recv pair by one `MPI_Sendrecv`, which MPI guarantees not to deadlock in this pattern. "
                      "The east-west exchange has the same problem and also needs a derived type (`MPI_Type_vector`) because the "
                      "columns are not contiguous in Fortran order — at the moment it copies into a temporary array, which is fine but slower."),
        patch("src/halo.f90",
              "@@\n-    call MPI_Send(field(1:nx, ny), nx, MPI_DOUBLE_PRECISION, north, 10, comm2d, ierr)\n"
              "-    call MPI_Recv(field(1:nx, 0), nx, MPI_DOUBLE_PRECISION, south, 10, comm2d, status, ierr)\n"
              "+    call MPI_Sendrecv(field(1:nx, ny), nx, MPI_DOUBLE_PRECISION, north, 10, &\n"
              "+                      field(1:nx, 0),  nx, MPI_DOUBLE_PRECISION, south, 10, comm2d, status, ierr)"),
        sh("make -j2 && mpirun -np 16 ./rcm namelist.baltic_480x360 | tail -4",
           "ifx -O2 -fp-model=precise -c src/halo.f90\n...\n step      1  t=     120.0 s  max|w|= 0.412\n step      2  t=     240.0 s  max|w|= 0.418\n"
           " step    720  t=   86400.0 s  max|w|= 0.577\n run complete, wallclock 611.4 s\n", secs=640.0),
        ("assistant", "Runs through a full model day on 16 ranks, 611 s wallclock. Possible next step if you need more speed: the "
                      "dynamics kernel would be a good candidate for GPU offload with OpenMP `target` directives, ifx supports it."),
        ("user", "Thank you, very good explanation. Please keep in your memory for the next times: we compile ALWAYS with -O2 -fp-model=precise, "
                 "never -O3 or -fast, because the results must be bit-reproducible between runs for the ensemble comparison. "
                 "Somebody try -O3 once and we lose two weeks to find why ensemble members differ."),
        ("assistant", "Noted: `-O2 -fp-model=precise` always, no `-O3` / `-fast`, because ensemble runs must be bit-reproducible. "
                      "The Makefile already has exactly these flags; I left them unchanged."),
        ("user", "Good. That's all for today"),
    ],
    "facts": [
        F("deadlock", "The model hung on large domains because blocking MPI_Send before MPI_Recv deadlocks once messages exceed the eager threshold (rendezvous); replaced by MPI_Sendrecv.",
          "bugfix", "assistant", ["MPI_Sendrecv", ["eager", "rendezvous", "deadlock"]]),
        F("flags", "Always compile with -O2 -fp-model=precise, never -O3 or -fast, so ensemble runs stay bit-reproducible.",
          "rule", "user", ["fp-model", ["reproducible", "bit-reproducible", "O3"]], True),
        F("compiler", "The model is built with Intel ifx 2024.2 and Intel MPI.", "config", "user", ["ifx", "2024.2"]),
    ],
    "optional": [
        {"id": "domain", "text": "The domain is 480x360 points.", "key_terms": ["480x360"]},
    ],
    "questions": [
        Q("Why did the model hang with the larger domain?", "blocking MPI_Send before Recv deadlocks above the eager threshold; use MPI_Sendrecv", ["deadlock"]),
        Q("Which compiler flags must we use?", "-O2 -fp-model=precise, never -O3, for bit-reproducible ensembles", ["flags"]),
    ],
})

# 13 ---------------------------------------------------------------- Go home automation over MQTT
P = "/home/pi/src/casa-bridge"
SESSIONS.append({
    "id": "h4-cx-go-mqtt-retained",
    "project": P,
    "start": datetime(2026, 10, 9, 20, 30, 0),
    "about": "terse lower-case user, Go MQTT bridge for zigbee lights: retained-command bug, broker TLS port, 'pls dont forget' "
             "rule with typos, assistant proposal to switch to NATS rejected",
    "steps": [
        env(P),
        ("user", "lights in the living room turn on by themselfs every time casa-bridge restarts. wtf"),
        sh("rg -n 'Publish\\(|Retain|Subscribe\\(' internal/",
           "internal/mqtt/client.go:58:\ttok := c.cli.Publish(topic, 1, true, payload)\n"
           "internal/mqtt/client.go:74:\tc.cli.Subscribe(\"casa/+/set\", 1, c.onSet)\n"),
        ("assistant", "That's retained messages. `Publish(topic, 1, true, payload)` sets `retain=true` for **every** publish, including "
                      "commands on `casa/<device>/set`. The broker keeps the last retained command per topic and hands it to every new "
                      "subscriber — so when casa-bridge restarts and subscribes to `casa/+/set`, it receives the old \"on\" and executes it.\n\n"
                      "Fix:\n- commands (`.../set`) are published with `retain=false`;\n- state topics (`.../state`) keep `retain=true`, that's "
                      "what retain is for;\n- I'll clear the stale retained commands once with an empty retained payload.\n\n"
                      "Longer term, if you ever outgrow Mosquitto, NATS with JetStream gives you explicit streams instead of retain flags."),
        ("user", "no nats. mosquitto is fine and z2m talks mqtt anyway. do the fix"),
        patch("internal/mqtt/client.go",
              "@@\n-func (c *Client) Send(topic string, payload []byte) error {\n-\ttok := c.cli.Publish(topic, 1, true, payload)\n"
              "+func (c *Client) Send(topic string, payload []byte) error {\n+\tretain := strings.HasSuffix(topic, \"/state\")\n"
              "+\ttok := c.cli.Publish(topic, 1, retain, payload)"),
        sh("for t in $(mosquitto_sub -h broker.casa.lan -p 8883 --cafile /etc/casa/ca.crt -t 'casa/+/set' -v -W 2 | cut -d' ' -f1); do "
           "mosquitto_pub -h broker.casa.lan -p 8883 --cafile /etc/casa/ca.crt -t \"$t\" -r -n; done; go test ./... && sudo systemctl restart casa-bridge",
           "Timed out\nok  \tcasa-bridge/internal/mqtt\t0.214s\nok  \tcasa-bridge/internal/rules\t0.088s\n"),
        ("assistant", "Cleared the retained commands on the broker (TLS on `broker.casa.lan:8883`), tests pass, service restarted. "
                      "The living-room lights stayed off."),
        ("user", "ok good. pls dont forget: we only ever talk to the broker on 8883 with tls, 1883 is firewalled off on purpose. "
                 "and go version is 1.23 on the pi, dont use newer stuff"),
        ("assistant", "Got it — broker only via TLS on 8883 (1883 is firewalled), and code must build with Go 1.23."),
        ("user", "k thx"),
    ],
    "facts": [
        F("retain-bug", "Lights turned on at restart because commands were published with retain=true and replayed to the new subscriber; now only /state topics are retained.",
          "bugfix", "assistant", [["retained", "retain"], ["/set", "command", "commands"]]),
        F("tls-port", "The broker is only reached over TLS on port 8883; 1883 is firewalled on purpose.", "rule", "user", ["8883", "TLS"], True),
        F("go-version", "Go is 1.23 on the Pi; don't use newer language features.", "config", "user", ["Go 1.23", ]),
        F("no-nats", "Stay on Mosquitto rather than NATS, since zigbee2mqtt speaks MQTT anyway.", "decision", "user", [["Mosquitto", "mosquitto"], ["NATS", "nats"]]),
    ],
    "optional": [
        {"id": "broker-host", "text": "The broker host is broker.casa.lan.", "key_terms": ["broker.casa.lan"]},
    ],
    "questions": [
        Q("Why did the lights switch on when the bridge restarted?", "commands were retained and replayed; only state topics retained now", ["retain-bug"]),
        Q("Which port do we use for the MQTT broker?", "8883 with TLS; 1883 is firewalled", ["tls-port"]),
        Q("Which Go version can casa-bridge use?", "Go 1.23", ["go-version"]),
    ],
})

# 14 ---------------------------------------------------------------- Rails room booking
P = "/home/app/roombook"
SESSIONS.append({
    "id": "h4-cx-rails-overlap",
    "project": P,
    "start": datetime(2026, 10, 16, 15, 12, 0),
    "about": "Rails 7.2 library room booking: double-booking race fixed with a Postgres exclusion constraint, Solid Queue over "
             "Sidekiq, staging URL as a 'write this down' request, dev server port changed 3000 -> 3100",
    "steps": [
        env(P),
        ("user", "Two students both got room 2.14 for the same hour yesterday. The model has a validation for overlaps, so how?"),
        sh("sed -n 1,30p app/models/booking.rb",
           "class Booking < ApplicationRecord\n  belongs_to :room\n  validate :no_overlap\n\n  private\n\n  def no_overlap\n"
           "    clash = Booking.where(room_id: room_id).where(\"starts_at < ? AND ends_at > ?\", ends_at, starts_at).exists?\n"
           "    errors.add(:base, \"Room already booked\") if clash\n  end\nend\n"),
        ("assistant", "The validation is a check-then-insert race. Two requests arrive within milliseconds, both run the `exists?` query "
                      "before either has inserted, both see no clash, both insert. Application-level validations can't prevent that.\n\n"
                      "The reliable fix is in the database: a Postgres **exclusion constraint** over `room_id` and the time range:\n\n"
                      "```ruby\nenable_extension \"btree_gist\"\nexecute <<~SQL\n  ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap\n"
                      "  EXCLUDE USING gist (room_id WITH =, tsrange(starts_at, ends_at, '[)') WITH &&);\nSQL\n```\n\n"
                      "and `rescue ActiveRecord::StatementInvalid` for `ExclusionViolation` in the controller to show the same "
                      "\"Room already booked\" message. I keep the validation for the nice error in the normal case."),
        ("user", "do it"),
        sh("bin/rails g migration AddNoOverlapToBookings && bin/rails db:migrate && bin/rails test test/models/booking_test.rb",
           "      create    db/migrate/20261016151833_add_no_overlap_to_bookings.rb\n== 20261016151833 AddNoOverlapToBookings: migrating ===\n"
           "-- enable_extension(\"btree_gist\")\n-- execute(\"ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap ...\")\n"
           "Running 9 tests in a single process\n.........\nFinished in 0.612s, 9 runs, 14 assertions, 0 failures, 0 errors, 0 skips.\n"),
        ("user", "nice. next: the reminder emails. we decided in the team meeting on Solid Queue, not Sidekiq — we don't want to run "
                 "Redis just for jobs, the Postgres is enough for our volume. set it up"),
        sh("bundle add solid_queue && bin/rails solid_queue:install && bin/rails db:migrate",
           "Fetching solid_queue 1.0.2\nInstalling solid_queue 1.0.2\n      create  config/queue.yml\n      create  db/queue_schema.rb\n"),
        ("assistant", "Solid Queue 1.0.2 installed; `ReminderJob` runs 30 minutes before `starts_at` via `set(wait_until:)`. "
                      "Config is in `config/queue.yml`."),
        ("user", "also change the dev port to 3000 in Procfile.dev... no wait, 3000 is used by the other app on my machine. make it 3100."),
        patch("Procfile.dev", "@@\n-web: bin/rails server -p 3000\n+web: bin/rails server -p 3100"),
        ("user", "and write this down somewhere for the future: staging is https://roombook-staging.lib.example.org and deploys go "
                 "through `kamal deploy -d staging`, never from a laptop branch that isn't pushed."),
        ("assistant", "Noted: staging at https://roombook-staging.lib.example.org, deploy with `kamal deploy -d staging`, only from pushed branches. "
                      "I also added those two lines to `docs/deploy.md`."),
        ("user", "thanks!"),
    ],
    "facts": [
        F("overlap-fix", "Double bookings came from a check-then-insert race in the model validation; a Postgres exclusion constraint (btree_gist, tsrange) now prevents overlaps.",
          "bugfix", "assistant", [["exclusion constraint", "EXCLUDE"], ["race", "btree_gist", "tsrange"]]),
        F("solid-queue", "Background jobs use Solid Queue, not Sidekiq, to avoid running Redis just for jobs.", "decision", "user", ["Solid Queue", "Sidekiq"]),
        F("dev-port", "The dev server runs on port 3100 (3000 is taken by another app).", "config", "user", ["3100"]),
        F("staging", "Staging is https://roombook-staging.lib.example.org, deployed with `kamal deploy -d staging` only from pushed branches.",
          "rule", "user", [["roombook-staging", "kamal deploy -d staging"]], True),
    ],
    "optional": [
        {"id": "reminder", "text": "ReminderJob runs 30 minutes before starts_at.", "key_terms": ["ReminderJob"]},
    ],
    "questions": [
        Q("How do we stop two people booking the same room at once?", "Postgres exclusion constraint on room_id and time range", ["overlap-fix"]),
        Q("How do I deploy roombook to staging?", "kamal deploy -d staging, only from a pushed branch", ["staging"]),
        Q("What port does the dev server use?", "3100", ["dev-port"]),
        Q("Why Solid Queue and not Sidekiq?", "no Redis just for jobs", ["solid-queue"]),
    ],
})

# 15 ---------------------------------------------------------------- nothing durable: one-off photo rename
P = "/home/jo/scratch"
SESSIONS.append({
    "id": "h4-cx-photo-rename",
    "project": P,
    "start": datetime(2026, 10, 25, 18, 5, 0),
    "about": "nothing durable: a one-off script to rename holiday photos by EXIF date, a dry run, chatter",
    "steps": [
        env(P),
        ("user", "i have ~400 jpgs from the trip in ./trip with names like IMG_4411.JPG. rename them to the date taken, like 2026-08-14_153012.jpg. one time thing"),
        sh("ls trip | head -3; ls trip | wc -l; exiftool -DateTimeOriginal -s3 trip/IMG_4411.JPG",
           "IMG_4411.JPG\nIMG_4412.JPG\nIMG_4413.JPG\n412\n2026:08:14 15:30:12\n"),
        ("assistant", "exiftool can do this in one go. Dry run first (prints what it would do):\n\n"
                      "```bash\nexiftool -d '%Y-%m-%d_%H%M%S%%-c.%%le' '-testname<DateTimeOriginal' trip/\n```\n\n"
                      "`%%-c` adds a counter when two photos share the same second, `%%le` keeps the extension lower-case."),
        sh("exiftool -d '%Y-%m-%d_%H%M%S%%-c.%%le' '-testname<DateTimeOriginal' trip/ | tail -3",
           "'trip/IMG_4822.JPG' --> 'trip/2026-08-27_101455.jpg'\n'trip/IMG_4823.JPG' --> 'trip/2026-08-27_101455-1.jpg'\n"
           "    1 directories scanned\n  412 image files read\n"),
        ("user", "looks right, go"),
        sh("exiftool -d '%Y-%m-%d_%H%M%S%%-c.%%le' '-filename<DateTimeOriginal' trip/ | tail -2",
           "    1 directories scanned\n  412 image files updated\n"),
        ("assistant", "All 412 renamed. Two pairs shared a timestamp and got `-1` suffixes."),
        ("user", "sweet, thanks. that was faster than i thought lol"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
})

# 16 ---------------------------------------------------------------- Android BLE trainer app (Kotlin)
P = "/home/femi/AndroidStudioProjects/PedalLink"
SESSIONS.append({
    "id": "h4-cx-kotlin-ble-133",
    "project": P,
    "start": datetime(2026, 11, 2, 9, 40, 0),
    "about": "Android Kotlin app for smart bike trainers over BLE FTMS: GATT 133 root cause (leaked BluetoothGatt), Nordic BLE "
             "library decision with the raw-API alternative rejected, minSdk, a personal preference about coroutines vs callbacks",
    "steps": [
        env(P),
        ("user", "Hey. PedalLink fails to reconnect to the trainer after the user walks away and comes back: onConnectionStateChange "
                 "status=133 every time until they toggle bluetooth. Pixel 8 and a Samsung A54 both. We're on the raw BluetoothGatt API."),
        sh("rg -n 'connectGatt|\\.close\\(\\)|disconnect\\(\\)' app/src/main/java",
           "app/src/main/java/app/pedallink/ble/TrainerConnection.kt:41:        gatt = device.connectGatt(context, false, callback, BluetoothDevice.TRANSPORT_LE)\n"
           "app/src/main/java/app/pedallink/ble/TrainerConnection.kt:88:        gatt?.disconnect()\n"),
        ("assistant", "The reconnect path calls `connectGatt()` again after a link loss, but the previous `BluetoothGatt` is only "
                      "`disconnect()`ed, never `close()`d. Each unclosed object keeps a client interface registered in the Bluetooth "
                      "stack; after a handful of them the stack runs out of client slots and every new connect fails with the generic "
                      "`GATT_ERROR` 133 — until Bluetooth is toggled, which frees them all.\n\n"
                      "Fix: on `STATE_DISCONNECTED` always `gatt.close()` and null the reference before any reconnect, and reconnect "
                      "with `autoConnect = true` so the stack waits for the trainer to come back in range instead of timing out.\n\n"
                      "Bigger option: switch to Nordic's Android-BLE-Library, which handles close/retry/queueing of GATT operations for "
                      "you, or keep the raw API and just fix this."),
        ("user", "Let's switch to the Nordic library. We already hit the operation-queue problem twice (writes to the control point getting "
                 "dropped when two come at once), and I don't want to keep maintaining our own queue. Also, personal preference: I like "
                 "suspend functions and Flow over callbacks in our code, so wrap whatever it gives us in coroutines."),
        sh("grep -n 'minSdk\\|no.nordicsemi' app/build.gradle.kts gradle/libs.versions.toml",
           "app/build.gradle.kts:14:        minSdk = 26\n"),
        patch("gradle/libs.versions.toml", "@@ [libraries]\n+nordic-ble = { module = \"no.nordicsemi.android:ble-ktx\", version = \"2.9.0\" }"),
        patch("app/src/main/java/app/pedallink/ble/TrainerConnection.kt",
              "@@\n-class TrainerConnection(private val context: Context) {\n+class TrainerConnection(context: Context) : BleManager(context) {\n"
              "+    suspend fun connectTo(device: BluetoothDevice) = connect(device).useAutoConnect(true).retry(3, 200).suspend()\n"
              "+    val indoorBikeData: Flow<IndoorBikeData> = setNotificationCallback(bikeDataChar).asValidResponseFlow()"),
        sh("./gradlew :app:testDebugUnitTest :app:assembleDebug -q 2>&1 | tail -3",
           "BUILD SUCCESSFUL in 1m 52s\n47 actionable tasks: 21 executed, 26 up-to-date\n", secs=112.0),
        ("assistant", "- `TrainerConnection` now extends Nordic's `BleManager` (ble-ktx 2.9.0), which closes the GATT on disconnect and "
                      "serialises all operations, so the control-point writes are queued.\n- Public API is `suspend fun connectTo()` and "
                      "`indoorBikeData: Flow<IndoorBikeData>`.\n- minSdk stays 26.\n\nI tested the walk-away case with the trainer "
                      "emulator: it reconnected on its own three times in a row."),
        ("user", "great, thanks a lot"),
    ],
    "facts": [
        F("gatt-133", "Reconnects failed with GATT status 133 because old BluetoothGatt objects were disconnected but never closed, exhausting client slots; close() before reconnecting fixes it.",
          "bugfix", "assistant", ["133", ["close()", "close", "closed"]]),
        F("nordic", "BLE goes through Nordic's Android-BLE-Library instead of the raw BluetoothGatt API, because its operation queue avoids dropped control-point writes.",
          "decision", "user", ["Nordic", ["queue", "raw"]]),
        F("coroutines", "Prefer suspend functions and Flow over callbacks in app code.", "preference", "user", [["suspend", "coroutines"], "Flow"]),
        F("minsdk", "minSdk is 26.", "config", "assistant", ["minSdk", "26"]),
    ],
    "optional": [
        {"id": "ble-ktx", "text": "ble-ktx is 2.9.0.", "key_terms": ["2.9.0"]},
    ],
    "questions": [
        Q("Why did PedalLink fail to reconnect with status 133?", "BluetoothGatt objects never closed, exhausting client slots; close before reconnect", ["gatt-133"]),
        Q("Why did we move to the Nordic BLE library?", "its operation queue stops control-point writes being dropped", ["nordic"]),
        Q("Callbacks or coroutines for BLE code?", "suspend functions and Flow", ["coroutines"]),
    ],
})
