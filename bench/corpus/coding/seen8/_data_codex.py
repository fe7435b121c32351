"""Codex sessions of the h8 split."""

from __future__ import annotations

from datetime import datetime

from _common import F, Opt, Q

SH = "shell"

RSYNC_LOG = """+ rsync -aH --delete --link-dest=/mnt/vault/snap/2026-10-03 /home/ /mnt/vault/snap/2026-10-04/
rsync: [sender] send_files failed to open "/home/nadia/.cache/thumbnails/large/9f1c.png": Permission denied (13)
rsync: [generator] failed to set times on "/mnt/vault/snap/2026-10-04/shared": Operation not permitted (1)
sent 48.21G bytes  received 1.02M bytes  61.44M bytes/sec
total size is 611.87G  speedup is 12.69
rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]
+ find /mnt/vault/snap -maxdepth 1 -mtime +30 -exec rm -rf {} +
backup.sh: line 41: /mnt/vault/snap/2026-09-03: Directory not empty
df -h /mnt/vault
Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb1       3.6T  3.4T  201G  95% /mnt/vault
"""

BACKUP = {
    "id": "h8-cx-shell-backup-restic",
    "project": "/opt/homebackup",
    "start": datetime(2026, 10, 4, 21, 0),
    "about": "shell-script backup system; rsync vs restic, pick said 'restic it is'; retention values set by the "
             "assistant; 'don't ever' rule buried in a long message",
    "steps": [
        ("user", "the nightly backup is a mess. disk at 95%, rsync errors, old snapshots won't delete. log:\n\n"
                 + RSYNC_LOG),
        ("tool", SH, {"command": ["bash", "-lc", "cat backup.sh | head -50"]},
         "#!/usr/bin/env bash\nset -x\nSRC=/home/\nDST=/mnt/vault/snap\nTODAY=$(date +%F)\n"
         "PREV=$(ls -1 $DST | tail -1)\nrsync -aH --delete --link-dest=$DST/$PREV $SRC $DST/$TODAY/\n"
         "# prune: always keep 30 days\nfind $DST -maxdepth 1 -mtime +30 -exec rm -rf {} +\n"),
        ("assistant", "What's happening:\n\n- the prune uses `-mtime` on the snapshot *directory*, whose mtime "
                      "changes whenever rsync touches it, so old snapshots look young and never go\n- exit code 23 "
                      "is partial transfer (cache files owned by root), not fatal\n\nTwo ways forward:\n\n1. keep "
                      "rsync + hardlinks, prune by the date in the folder name, exclude `.cache`\n2. move to "
                      "**restic**: dedup, encryption, `restic forget --prune` with a proper retention policy\n\n"
                      "Option 2 also gives you checks (`restic check`) for free."),
        ("user", "restic it is. rsync is out, I'm tired of the hardlink tricks. repo on /mnt/vault/restic. "
                 "exclude .cache obviously. keep 7 daily 4 weekly 6 monthly. and don't ever schedule the prune "
                 "on a weeknight, it takes hours and the NAS is slow for everyone next morning, sunday night only. "
                 "oh and can you make the script print less, that set -x is noisy"),
        ("tool", SH, {"command": ["bash", "-lc", "restic -r /mnt/vault/restic init --password-file "
                                                  "/etc/homebackup/pass"]},
         "created restic repository 4be91a07c2 at /mnt/vault/restic\n\nPlease note that knowledge of your "
         "password is required to access\nthe repository. Losing your password means that your data is\n"
         "irrecoverably lost."),
        ("tool", "apply_patch", {"patch": "*** Update File: backup.sh\n-set -x\n+set -euo pipefail\n..."},
         "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "cat /etc/cron.d/homebackup"]},
         "30 1 * * * root /opt/homebackup/backup.sh\n30 2 * * 0 root /opt/homebackup/prune.sh"),
        ("assistant", "Set up:\n\n- repo `/mnt/vault/restic`, password file `/etc/homebackup/pass`\n- `backup.sh`: "
                      "`restic backup /home --exclude-caches --exclude '**/.cache'`, no `set -x` any more\n"
                      "- `prune.sh`: `restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune`\n"
                      "- cron: backup nightly at 01:30, prune Sundays 02:30 only\n\nThe old rsync snapshots are "
                      "still on disk; delete them by hand when you've verified a restore."),
        ("user", "ok good. thanks"),
    ],
    "facts": [
        F("restic", "Backups use restic instead of rsync with hardlinks.", "decision", "user",
          ["restic", "rsync"]),
        F("repo", "The restic repository is /mnt/vault/restic with password file /etc/homebackup/pass.", "config",
          "user", ["/mnt/vault/restic"]),
        F("retention", "Retention: keep 7 daily, 4 weekly, 6 monthly (restic forget --prune).", "config", "user",
          ["keep-daily 7", "keep-weekly 4", "keep-monthly 6"]),
        F("prune-sunday", "Never run the prune on a weeknight: it takes hours and slows the NAS; Sunday night "
          "only.", "rule", "user", ["prune", "sunday"], remember=True),
    ],
    "optional": [Opt("cron", "Backup runs at 01:30 nightly.", ["01:30"])],
    "questions": [
        Q("Which backup tool is used?", "restic, not rsync", ["restic"]),
        Q("When may the prune run?", "sunday night only", ["prune-sunday"]),
        Q("What is the retention policy?", "7 daily 4 weekly 6 monthly", ["retention"]),
    ],
}

SPARK_STAGE = """26/10/06 10:14:22 INFO DAGScheduler: Submitting 800 missing tasks from ResultStage 7
26/10/06 10:14:22 INFO TaskSchedulerImpl: Adding task set 7.0 with 800 tasks resource profile 0
26/10/06 10:31:50 WARN TaskSetManager: Lost task 613.0 in stage 7.0 (TID 9021) (10.4.2.17 executor 12):
ExecutorLostFailure (executor 12 exited caused by one of the running tasks) Reason: Container killed by
YARN for exceeding physical memory limits. 14.2 GB of 14 GB physical memory used.
Consider boosting spark.executor.memoryOverhead.
26/10/06 10:31:51 INFO TaskSetManager: Starting task 613.1 in stage 7.0 (TID 9022)
26/10/06 10:52:03 WARN TaskSetManager: Lost task 613.1 in stage 7.0 (TID 9022): ExecutorLostFailure
26/10/06 10:52:04 ERROR TaskSetManager: Task 613 in stage 7.0 failed 4 times; aborting job
Exception in thread "main" org.apache.spark.SparkException: Job aborted due to stage failure
    at org.apache.spark.scheduler.DAGScheduler.failJobAndIndependentStages(DAGScheduler.scala:2898)
    at org.apache.spark.scheduler.DAGScheduler.$anonfun$abortStage$2(DAGScheduler.scala:2834)
    at scala.collection.immutable.List.foreach(List.scala:333)
    at com.tideway.jobs.SessionEnrich$.run(SessionEnrich.scala:88)
Stage 7 summary: tasks 800, median duration 41 s, max duration 37.6 min, max shuffle read 23.9 GB (task 613)
"""

SPARK = {
    "id": "h8-cx-scala-spark-skew-long",
    "project": "/home/ci/tideway-etl",
    "start": datetime(2026, 10, 6, 9, 30),
    "about": "long Scala Spark session: join skew root cause, salting fix; memoryOverhead proposal rejected; "
             "'rule of thumb here' remember mid-message; chatter and reruns",
    "steps": [
        ("user", "morning! SessionEnrich died again last night. here the driver log tail\n\n" + SPARK_STAGE),
        ("assistant", "Morning. One task (613) read 23.9 GB of shuffle while the median task is done in 41 s — "
                      "that's skew, not a general memory shortage. Let me check the join keys."),
        ("tool", SH, {"command": ["bash", "-lc", "sed -n 70,95p src/main/scala/com/tideway/jobs/SessionEnrich.scala"]},
         "70   val events = spark.table(\"raw.click_events\")\n71   val devices = spark.table(\"dim.devices\")\n"
         "72   // default join, must stay a left join\n73   val joined = events.join(devices, Seq(\"device_id\"), "
         "\"left\")\n74   joined.write.mode(\"overwrite\").partitionBy(\"dt\").saveAsTable(\"enriched.sessions\")"),
        ("tool", SH, {"command": ["bash", "-lc", "spark-sql -e \"select device_id, count(*) c from raw.click_events "
                                                  "where dt='2026-10-05' group by 1 order by c desc limit 5\""]},
         "device_id                               c\n"
         "00000000-0000-0000-0000-000000000000    412889120\n"
         "a9c3e1f4-77d2-4b0e-9d3c-1f2b3c4d5e6f    88213\n"
         "5be0d2a1-1c9f-4f7e-8a6b-0e1d2c3b4a59    71402\n"
         "e3f7c6b5-a4d3-4c2b-9a1f-0e9d8c7b6a54    69911\n"
         "0f1e2d3c-4b5a-4968-8776-655443322110    65022\nTime taken: 48.3 seconds"),
        ("assistant", "There it is: 412 million events have the all-zero `device_id` — that's what the mobile SDK "
                      "sends when tracking consent is off. All of them hash to one partition.\n\nOptions:\n\n"
                      "1. bump `spark.executor.memoryOverhead` (what the log suggests) — only postpones it\n"
                      "2. split the nil-UUID rows out, skip the join for them (they can't match a device anyway), "
                      "union back\n3. salt the key with N buckets\n4. rely on AQE skew join "
                      "(`spark.sql.adaptive.skewJoin.enabled`)\n\nI'd do 2: it's exact and cheap."),
        ("user", "hm, memoryOverhead no, that's what the last person did. Is AQE on at all?"),
        ("tool", SH, {"command": ["bash", "-lc", "grep -rn adaptive conf/ src/main/resources/"]},
         "conf/spark-defaults.conf:12:spark.sql.adaptive.enabled false   # disabled 2024, see ticket ETL-311"),
        ("assistant", "AQE is disabled in `conf/spark-defaults.conf` since 2024 (ETL-311). I can't see that ticket "
                      "from here."),
        ("user", "ETL-311 was a bug in spark 3.2 with coalescing, we are on 3.5.1 now so turn AQE back on. but "
                 "also do your option 2, AQE alone won't split a 400M-row key nicely"),
        ("tool", "apply_patch", {"patch": "*** Update File: conf/spark-defaults.conf\n"
                                          "-spark.sql.adaptive.enabled false   # disabled 2024, see ticket ETL-311\n"
                                          "+spark.sql.adaptive.enabled true\n"
                                          "+spark.sql.adaptive.skewJoin.enabled true\n"}, "Done!"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/main/scala/com/tideway/jobs/SessionEnrich.scala\n"
                                          "+  val NilDevice = \"00000000-0000-0000-0000-000000000000\"\n"
                                          "+  val (anon, known) = (events.filter($\"device_id\" === NilDevice), "
                                          "events.filter($\"device_id\" =!= NilDevice))\n"
                                          "+  val joined = known.join(devices, Seq(\"device_id\"), \"left\")\n"
                                          "+    .unionByName(anon, allowMissingColumns = true)\n"}, "Done!"),
        ("user", "run the unit tests"),
        ("tool", SH, {"command": ["bash", "-lc", "sbt -batch 'testOnly com.tideway.jobs.*'"]},
         "[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 17.0.12)\n[info] loading project definition from "
         "/home/ci/tideway-etl/project\n[info] compiling 2 Scala sources to /home/ci/tideway-etl/target/scala-2.13/"
         "classes ...\n[info] SessionEnrichSpec:\n[info] - keeps anonymous events *** FAILED ***\n[info]   "
         "2 did not equal 3 (SessionEnrichSpec.scala:41)\n[info] - enriches known devices\n"
         "[info] Run completed in 14 seconds, 220 milliseconds.\n[info] Tests: succeeded 1, failed 1\n"
         "[error] Failed tests:\n[error] \tcom.tideway.jobs.SessionEnrichSpec\n[error] (Test / testOnly) "
         "sbt.TestsFailedException: Tests unsuccessful"),
        ("assistant", "One failure: the fixture has a nil device with uppercase hex? No — let me look."),
        ("tool", SH, {"command": ["bash", "-lc", "sed -n 30,42p src/test/scala/com/tideway/jobs/SessionEnrichSpec.scala"]},
         "30   val ev = Seq(\n31     (\"s1\", \"00000000-0000-0000-0000-000000000000\", \"2026-10-05\"),\n"
         "32     (\"s2\", null, \"2026-10-05\"),\n33     (\"s3\", \"d-1\", \"2026-10-05\"))\n...\n"
         "41   assert(out.count() == 3)"),
        ("assistant", "The null `device_id` row falls through both filters (`=== ` and `=!=` are both null for "
                      "null). I'll treat null like the nil UUID: `anon` = `isNull || === NilDevice`."),
        ("tool", "apply_patch", {"patch": "*** Update File: src/main/scala/com/tideway/jobs/SessionEnrich.scala\n"
                                          "-events.filter($\"device_id\" === NilDevice)\n"
                                          "+events.filter($\"device_id\".isNull || $\"device_id\" === NilDevice)\n"
                                          "-events.filter($\"device_id\" =!= NilDevice)\n"
                                          "+events.filter($\"device_id\".isNotNull && $\"device_id\" =!= "
                                          "NilDevice)\n"}, "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "sbt -batch 'testOnly com.tideway.jobs.*'"]},
         "[info] SessionEnrichSpec:\n[info] - keeps anonymous events\n[info] - enriches known devices\n"
         "[info] Tests: succeeded 2, failed 0\n[info] All tests passed.\n[success] Total time: 19 s"),
        ("user", "nice. ok run it on yesterday's partition on the cluster"),
        ("tool", SH, {"command": ["bash", "-lc", "./bin/submit.sh SessionEnrich --dt 2026-10-05 2>&1 | tail -8"]},
         "26/10/06 11:40:02 INFO AdaptiveSparkPlanExec: Plan changed from SortMergeJoin to SortMergeJoin(skew=true)\n"
         "26/10/06 11:40:02 INFO ShufflePartitionsUtil: For shuffle(3), advisory target size: 67108864, actual "
         "target size 52428800, minimum partition size: 1048576\n26/10/06 11:52:17 INFO DAGScheduler: Job 4 "
         "finished: saveAsTable at SessionEnrich.scala:91, took 736.2 s\nStage 7 summary: tasks 612, median "
         "duration 38 s, max duration 2.1 min, max shuffle read 0.9 GB\nexit 0"),
        ("assistant", "Finished in about 12 minutes; the worst task now reads 0.9 GB instead of 23.9 GB."),
        ("user", "perfect. rule of thumb here: anything keyed on device_id has to split off the nil uuid first, "
                 "that sdk thing will bite every job. also can you update the README run section with the submit "
                 "command, and remind me what the shuffle partitions are set to?"),
        ("tool", SH, {"command": ["bash", "-lc", "grep -n shuffle.partitions conf/spark-defaults.conf"]},
         "9:spark.sql.shuffle.partitions 800"),
        ("tool", "apply_patch", {"patch": "*** Update File: README.md\n+## Run\n+./bin/submit.sh <Job> --dt "
                                          "YYYY-MM-DD\n"}, "Done!"),
        ("assistant", "README updated with `./bin/submit.sh <Job> --dt YYYY-MM-DD`. `spark.sql.shuffle.partitions` "
                      "is 800 (AQE may coalesce below that now)."),
        ("user", "good. thanks, that was a good morning"),
        ("assistant", "Always happy to help!"),
        ("user", "oh wait one more: is sbt 1.10.2 current? never mind, not important. actually the real one: "
                 "why did it even run at 02:00 with half the data? check the dag"),
        ("tool", SH, {"command": ["bash", "-lc", "sed -n 1,30p dags/session_enrich.py"]},
         "from airflow import DAG\nfrom airflow.providers.apache.spark.operators.spark_submit import "
         "SparkSubmitOperator\n\nwith DAG(\n    dag_id=\"session_enrich\",\n    schedule=\"0 2 * * *\",  # UTC\n"
         "    catchup=False,\n    default_args={\"retries\": 2, \"owner\": \"etl\"},\n) as dag:\n"
         "    SparkSubmitOperator(task_id=\"enrich\", application=\"jars/tideway-etl.jar\", "
         "java_class=\"com.tideway.jobs.SessionEnrich\")"),
        ("tool", SH, {"command": ["bash", "-lc", "hdfs dfs -stat '%y' /warehouse/raw.db/click_events/dt=2026-10-0{3,4,5}/_SUCCESS"]},
         "2026-10-04 03:12:44\n2026-10-05 03:09:18\n2026-10-06 03:14:02"),
        ("assistant", "The DAG runs at `0 2 * * *` UTC, but `raw.click_events` gets its `_SUCCESS` marker between "
                      "03:09 and 03:14 UTC. So at 02:00 the job reads a partition that is still being written. "
                      "Two fixes:\n\n- move the schedule to 04:00 UTC\n- or add an `HdfsSensor` on `_SUCCESS` "
                      "before the submit\n\nThe sensor is more robust if the upstream ever slips."),
        ("user", "do both. schedule 04:00 utc plus the sensor on _SUCCESS, timeout 3h"),
        ("tool", "apply_patch", {"patch": "*** Update File: dags/session_enrich.py\n-    schedule=\"0 2 * * *\",  "
                                          "# UTC\n+    schedule=\"0 4 * * *\",  # UTC, after raw.click_events lands "
                                          "~03:15\n+    wait = HdfsSensor(task_id=\"wait_success\", filepath=..."
                                          "\"/_SUCCESS\", timeout=3 * 3600)\n"}, "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "python -m pytest tests/dags -q 2>&1 | tail -3"]},
         "....                                                                     [100%]\n4 passed in 2.31s"),
        ("assistant", "Done: `session_enrich` runs at 04:00 UTC and waits on the `_SUCCESS` marker (3 h timeout). "
                      "DAG tests pass."),
        ("user", "thanks, bye"),
    ],
    "facts": [
        F("skew-cause", "SessionEnrich failed because 412M events have the all-zero nil-UUID device_id (sent by "
          "the SDK when consent is off), which skewed the join into one partition.", "bugfix", "assistant",
          [["nil UUID", "nil-UUID", "all-zero", "00000000-0000-0000-0000-000000000000"], "device_id"]),
        F("split-nil", "Fix: rows with a null or nil-UUID device_id are split off, skip the join and are unioned "
          "back.", "bugfix", "user", [["nil UUID", "NilDevice", "nil-UUID"], ["unionByName", "union"]]),
        F("aqe", "AQE (spark.sql.adaptive.enabled and skewJoin) is re-enabled: the ETL-311 coalescing bug was in "
          "Spark 3.2 and the cluster runs 3.5.1.", "decision", "user",
          [["AQE", "spark.sql.adaptive.enabled"], "3.5.1"]),
        F("no-overhead", "Raising spark.executor.memoryOverhead was rejected as a fix for the skew.", "decision",
          "user", ["memoryOverhead"]),
        F("schedule", "The session_enrich DAG runs at 04:00 UTC (was 02:00) because raw.click_events lands "
          "around 03:10-03:15 UTC; a partial partition was read before.", "bugfix", "user",
          ["04:00", "session_enrich"]),
        F("sensor", "The DAG waits on an HdfsSensor for the _SUCCESS marker, timeout 3 hours.", "config", "user",
          ["_SUCCESS", ["HdfsSensor", "sensor"]]),
        F("nil-rule", "Every job keyed on device_id must split off the nil UUID first.", "rule", "user",
          ["device_id", ["nil uuid", "nil UUID"]], remember=True),
    ],
    "optional": [Opt("partitions", "spark.sql.shuffle.partitions is 800.", ["shuffle.partitions", "800"]),
                 Opt("submit", "Jobs run with ./bin/submit.sh <Job> --dt YYYY-MM-DD.", ["submit.sh"])],
    "questions": [
        Q("Why did SessionEnrich run out of memory?", "skew nil UUID device_id join", ["skew-cause"]),
        Q("Is AQE enabled?", "yes, Spark 3.5.1, ETL-311 was 3.2", ["aqe"]),
        Q("When does session_enrich run?", "04:00 UTC after _SUCCESS sensor", ["schedule", "sensor"]),
        Q("What should a new job keyed on device_id do?", "split off nil uuid first", ["nil-rule", "split-nil"]),
    ],
}

RN = {
    "id": "h8-cx-rn-offline-maps",
    "project": "/Users/jo/dev/trailkeeper",
    "start": datetime(2026, 10, 9, 14, 0),
    "about": "React Native offline map app; map library pick ('fine, go with the second'); cache size set by "
             "the assistant; remember as 'just so you know for next time'",
    "steps": [
        ("user", "we need offline maps for hikers, whole regions downloadable. what are my options in RN"),
        ("assistant", "Three realistic choices:\n\n1. **react-native-maps** with a custom `UrlTile` + file cache: "
                      "you'd build the offline pack logic yourself; raster only.\n2. **@maplibre/maplibre-react-"
                      "native**: vector tiles, built-in `OfflineManager` for region packs, no token needed.\n"
                      "3. **Mapbox SDK**: polished offline, but per-MAU pricing and a token.\n\nVector tiles keep "
                      "downloads small, which matters for whole regions."),
        ("user", "fine, go with the second. mapbox pricing is a no for a free app."),
        ("tool", SH, {"command": ["bash", "-lc", "npm i @maplibre/maplibre-react-native@10.0.0 && cd ios && "
                                                  "pod install | tail -4"]},
         "added 3 packages, and audited 1187 packages in 9s\n\n142 packages are looking for funding\n  run `npm "
         "fund` for details\n\nfound 0 vulnerabilities\nInstalling MapLibre 6.8.1\nGenerating Pods project\n"
         "Pod installation complete! There are 61 dependencies from the Podfile and 74 total pods installed."),
        ("tool", "apply_patch", {"patch": "*** Add File: src/map/offline.ts\n+OfflineManager.setTileCountLimit"
                                          "(200000)\n+OfflineManager.setMaximumAmbientCacheSize(500 * 1024 * 1024)"},
         "Done!"),
        ("assistant", "Installed MapLibre RN 10.0.0 and added `src/map/offline.ts`: region packs via "
                      "`OfflineManager.createPack`, tile count limit 200000 and the ambient cache capped at "
                      "500 MB so the app doesn't eat the phone. Packs are named `region:<id>:<styleVersion>` so a "
                      "style bump invalidates old packs."),
        ("user", "ok. just so you know for next time, always test downloads on the old android 10 phone, "
                 "the slow storage there shows bugs that the emulator hides"),
        ("assistant", "Got it — I'll test offline downloads on the Android 10 device, not only the emulator."),
        ("user", "thx"),
    ],
    "facts": [
        F("maplibre", "Offline maps use @maplibre/maplibre-react-native (vector tiles, OfflineManager); Mapbox was "
          "rejected for its per-MAU pricing.", "decision", "user", [["maplibre", "MapLibre"], "Mapbox"]),
        F("cache", "The ambient tile cache is capped at 500 MB and the tile count limit is 200000.", "config",
          "assistant", ["500 MB"]),
        F("pack-name", "Offline packs are named region:<id>:<styleVersion> so a style bump invalidates old packs.",
          "convention", "assistant", ["styleVersion"]),
        F("android10", "Always test offline downloads on the old Android 10 phone: its slow storage shows bugs "
          "the emulator hides.", "rule", "user", ["Android 10"], remember=True),
    ],
    "optional": [Opt("mlver", "MapLibre RN 10.0.0 is installed.", ["10.0.0"])],
    "questions": [
        Q("Which map library does trailkeeper use?", "maplibre react native, not Mapbox", ["maplibre"]),
        Q("How big may the tile cache get?", "500 MB", ["cache"]),
        Q("Where should downloads be tested?", "Android 10 phone", ["android10"]),
    ],
}

ZIG_UART = """[00:00:00.412] boot greenhouse-node fw 0.9.3 (zig 0.13.0)
[00:00:00.415] i2c0 init sda=GP4 scl=GP5 freq=400000
[00:00:00.421] hx31: probe ok addr=0x44
[00:00:02.430] hx31: read temp=21.84C rh=54.1%
[00:00:04.440] hx31: read temp=21.85C rh=54.0%
[00:00:06.450] hx31: read timeout (clock stretch > 2000us)
[00:00:06.451] hx31: crc mismatch got 0xff want 0x31
[00:00:08.460] hx31: read temp=-45.00C rh=0.0%
[00:00:10.470] hx31: read timeout (clock stretch > 2000us)
[00:00:10.471] panic: bus stuck, SDA held low
"""

ZIG = {
    "id": "h8-cx-zig-greenhouse-i2c",
    "project": "/home/yuki/fw/greenhouse-node",
    "start": datetime(2026, 10, 11, 18, 30),
    "about": "Zig embedded firmware; I2C clock root cause and fix; pasted UART log; remember 'keep in mind'",
    "steps": [
        ("user", "sensor readings go crazy after a few seconds, then the bus hangs. uart:\n\n" + ZIG_UART +
                 "\ncable to the sensor is ~3 m long, in the greenhouse"),
        ("assistant", "Three meters of cable at 400 kHz is the likely root cause: bus capacitance rounds the edges, "
                      "the HX31 stretches the clock and the master gives up at 2000 us, leaving the bus "
                      "half-way through a byte (SDA held low). I'd drop i2c0 to 100 kHz and add a 9-clock bus "
                      "recovery on timeout."),
        ("tool", "apply_patch", {"patch": "*** Update File: src/board.zig\n-    .freq = 400_000,\n"
                                          "+    .freq = 100_000,\n"}, "Done!"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/i2c.zig\n+pub fn recover(bus: *Bus) void {\n"
                                          "+    // toggle SCL 9 times then STOP\n"}, "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "zig build -Doptimize=ReleaseSmall && ./tools/flash.sh "
                                                  "--erase-all zig-out/bin/greenhouse-node.uf2"]},
         "flash: erasing 2048 KiB ... ok\nflash: writing 148 KiB ... ok\nflash: verify ok, reset\n"),
        ("user", "flashing. ...ok it's stable for 10 minutes now. keep in mind the long cable, any new i2c "
                 "sensor on this board stays at 100 kHz max. and flash with --erase-all always, the settings "
                 "sector otherwise keeps stale calibration"),
        ("assistant", "Noted both: I2C at most 100 kHz on this board, and always flash with `--erase-all`."),
    ],
    "facts": [
        F("i2c-cause", "The HX31 read timeouts and stuck bus were caused by running I2C at 400 kHz over a ~3 m "
          "cable; i2c0 now runs at 100 kHz with a 9-clock bus recovery on timeout.", "bugfix", "assistant",
          ["400", "100 kHz"]),
        F("i2c-max", "Any I2C sensor on this board must stay at 100 kHz max because of the long cable.", "rule",
          "user", ["100 kHz"], remember=True),
        F("erase-all", "Always flash with --erase-all, otherwise the settings sector keeps stale calibration.",
          "rule", "user", ["--erase-all"], remember=True),
        F("zig-ver", "The firmware builds with zig 0.13.0 (zig build -Doptimize=ReleaseSmall).", "config",
          "user", ["0.13.0"]),
    ],
    "optional": [Opt("recover", "A bus recovery toggles SCL 9 times.", ["recover"])],
    "questions": [
        Q("Why did the sensor bus hang?", "400 kHz over 3 m cable, clock stretching", ["i2c-cause"]),
        Q("What I2C speed for a new sensor?", "100 kHz max", ["i2c-max"]),
        Q("How to flash the board?", "--erase-all", ["erase-all"]),
    ],
}

SHINY = {
    "id": "h8-cx-r-shiny-nothing",
    "project": "/home/amara/work/fluwatch-dash",
    "start": datetime(2026, 10, 13, 10, 0),
    "about": "R Shiny dashboard; nothing durable: a one-off plot tweak and a question answered",
    "steps": [
        ("user", "hello, can you make the y axis of the weekly cases plot start at zero? just for the screenshot "
                 "I'm sending today"),
        ("tool", SH, {"command": ["bash", "-lc", "grep -n 'ggplot' R/plots.R | head"]},
         "12:  p <- ggplot(df, aes(week, cases, colour = region)) +\n41:  ggplot(rt, aes(date, r_eff)) +"),
        ("tool", "apply_patch", {"patch": "*** Update File: R/plots.R\n+    expand_limits(y = 0) +\n"}, "Done!"),
        ("assistant", "Added `expand_limits(y = 0)` to the weekly cases plot. Restart the app to see it."),
        ("user", "looks good. what was the difference between expand_limits and ylim again?"),
        ("assistant", "`ylim()` sets hard limits and drops data outside them (with a warning); `expand_limits()` "
                      "only makes sure the range includes the given value and keeps all data."),
        ("user", "ahh right. thanks, you can revert it after I took the screenshot. ok done, revert pls"),
        ("tool", "apply_patch", {"patch": "*** Update File: R/plots.R\n-    expand_limits(y = 0) +\n"}, "Done!"),
        ("assistant", "Reverted."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

HASKELL = {
    "id": "h8-cx-haskell-knit-parser",
    "project": "/home/olu/src/purl",
    "start": datetime(2026, 10, 15, 20, 15),
    "about": "Haskell DSL for knitting patterns; parser library decision reversed later (attoparsec -> "
             "megaparsec); 'note that' remember; terse style",
    "steps": [
        ("user", "need a parser for the pattern language. rows like `R3: k2, p2, *k1 yo* x4, k2`. attoparsec or "
                 "megaparsec?"),
        ("assistant", "attoparsec is faster on big inputs; megaparsec has much better error messages (line/column, "
                      "expected tokens) and `Text.Megaparsec.Char.Lexer` helpers. Patterns are small files written "
                      "by hand, so speed hardly matters."),
        ("user", "attoparsec. speed always wins"),
        ("tool", "apply_patch", {"patch": "*** Add File: src/Purl/Parse.hs\n+import Data.Attoparsec.Text\n..."},
         "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "cabal run purl -- check examples/broken.purl"]},
         "purl: Failed reading: satisfy\nCallStack (from HasCallStack):\n  error, called at src/Purl/Main.hs:22:18 "
         "in main:Main"),
        ("user", "ugh. 'Failed reading: satisfy' is useless for knitters. ok scrap that, megaparsec. the users are "
                 "not programmers, errors matter more than speed"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/Purl/Parse.hs\n-import Data.Attoparsec.Text\n"
                                          "+import Text.Megaparsec\n+import Text.Megaparsec.Char\n..."}, "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "cabal run purl -- check examples/broken.purl"]},
         "examples/broken.purl:3:14:\n  |\n3 | R3: k2, p2, *k1 yo x4, k2\n  |              ^\nunexpected 'x'\n"
         "expecting '*' or stitch"),
        ("assistant", "Switched to megaparsec; errors now point at line 3 column 14 with what was expected."),
        ("user", "much better. note that repeats are always written *...* xN in our syntax, never brackets, "
                 "the parser shouldn't accept [..]"),
        ("assistant", "Understood: only `*...* xN` repeats; brackets are a parse error."),
    ],
    "facts": [
        F("megaparsec", "The pattern parser uses megaparsec, not attoparsec: error messages matter more than speed "
          "for knitters.", "decision", "user", ["megaparsec"]),
        F("repeat-syntax", "Repeats are always written *...* xN; bracket repeats are not accepted.", "convention",
          "user", ["xN", "brackets"], remember=True),
    ],
    "optional": [],
    "questions": [
        Q("Which parser library does purl use?", "megaparsec", ["megaparsec"]),
        Q("How are repeats written?", "*...* xN, no brackets", ["repeat-syntax"]),
    ],
}

FORTRAN_CI = """Run make test FC=gfortran-13
gfortran-13 -O2 -g -fcheck=all -ffpe-trap=invalid,zero,overflow -c src/mixing.f90 -o build/mixing.o
gfortran-13 -O2 -g -fcheck=all -ffpe-trap=invalid,zero,overflow -c src/tracer.f90 -o build/tracer.o
gfortran-13 -o build/shelfsea build/*.o -lnetcdff -lnetcdf
./build/shelfsea tests/channel.nml
 shelfsea v2.3  grid 120 x 40 x 25
 step      1  dt= 60.0  max|u|= 0.000
 step      2  dt= 60.0  max|u|= 0.011

Program received signal SIGFPE: Floating-point exception - erroneous arithmetic operation.

Backtrace for this error:
#0  0x7f3a1c22bd8f in ???
#1  0x55d0c1a0e4b1 in __mixing_MOD_kpp_diffusivity
        at src/mixing.f90:143
#2  0x55d0c1a11f02 in __tracer_MOD_step_tracers
        at src/tracer.f90:77
#3  0x55d0c1a0b6a9 in MAIN__
        at src/main.f90:58
make: *** [Makefile:31: test] Floating point exception (core dumped)
Error: Process completed with exit code 2.
"""

FORTRAN = {
    "id": "h8-cx-fortran-ocean-ci",
    "project": "/home/ci/shelfsea",
    "start": datetime(2026, 10, 20, 8, 45),
    "about": "Fortran ocean model; pasted CI log with SIGFPE; root cause uninitialised variable; CI flag kept; "
             "remember 'from now on' lowercase; a proposal to drop the fpe trap rejected",
    "steps": [
        ("user", "CI red on the channel test since the KPP merge. log:\n\n" + FORTRAN_CI),
        ("tool", SH, {"command": ["bash", "-lc", "sed -n 130,146p src/mixing.f90"]},
         "130   real(wp) :: ri_b, hbl, wscale\n131   integer  :: k\n...\n140   do k = 1, nz\n"
         "141      if (ri_b > ri_crit) hbl = z(k)\n142   end do\n143   kv = kv0 + wscale * hbl / max(hbl, 1.0e-6_wp) "
         "* kappa\n"),
        ("assistant", "`hbl` is only assigned when `ri_b > ri_crit` for some level. In the channel test at step 2 "
                      "no level crosses the critical Richardson number, so `hbl` is used uninitialised — garbage/NaN "
                      "— and the `invalid` trap fires at line 143. Fix: initialise `hbl` to the full column depth "
                      "before the loop (the KPP paper's convention when no level is critical).\n\nAlternatively "
                      "we could drop `-ffpe-trap` in CI so the test runs through, but that only hides it."),
        ("user", "no, the fpe trap stays in CI, that's the whole point of it. init hbl to column depth."),
        ("tool", "apply_patch", {"patch": "*** Update File: src/mixing.f90\n+   hbl = -z(nz)   ! full depth when no "
                                          "level is critical\n"}, "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "make test FC=gfortran-13 2>&1 | tail -5"]},
         " step    479  dt= 60.0  max|u|= 0.412\n step    480  dt= 60.0  max|u|= 0.413\n channel: energy drift "
         "2.1e-09 (tol 1e-07) OK\n channel: tracer conservation OK\nALL TESTS PASSED"),
        ("user", "great. from now on add -finit-real=snan to the debug flags so this kind of thing traps on first "
                 "use instead of randomly"),
        ("tool", "apply_patch", {"patch": "*** Update File: Makefile\n-DEBUGFLAGS = -g -fcheck=all "
                                          "-ffpe-trap=invalid,zero,overflow\n+DEBUGFLAGS = -g -fcheck=all "
                                          "-ffpe-trap=invalid,zero,overflow -finit-real=snan\n"}, "Done!"),
        ("assistant", "Added `-finit-real=snan` to `DEBUGFLAGS`; tests still pass with it."),
    ],
    "facts": [
        F("hbl", "The SIGFPE in KPP mixing came from hbl being used uninitialised when no level exceeds the "
          "critical Richardson number; hbl is now initialised to the full column depth.", "bugfix", "assistant",
          ["hbl", ["uninitialised", "column depth"]]),
        F("fpe-stays", "The -ffpe-trap flag stays in CI; dropping it was rejected.", "decision", "user",
          ["ffpe-trap"]),
        F("snan", "Debug flags include -finit-real=snan so uninitialised reals trap on first use.", "rule", "user",
          ["finit-real=snan"], remember=True),
        F("gfortran", "CI builds with gfortran-13.", "config", "user", ["gfortran-13"]),
    ],
    "optional": [],
    "questions": [
        Q("Why did the channel test crash with SIGFPE?", "hbl uninitialised, no critical level", ["hbl"]),
        Q("Can we drop the fpe trap in CI?", "no, it stays", ["fpe-stays"]),
        Q("Which debug flag traps uninitialised reals?", "-finit-real=snan", ["snan"]),
    ],
}

GODOT = {
    "id": "h8-cx-godot-roguelike-save",
    "project": "/home/kit/games/lanternmaw",
    "start": datetime(2026, 10, 22, 22, 5),
    "about": "Godot roguelike; save format decision approved with 'sure'; remember in lower-case with typos, "
             "buried among other asks",
    "steps": [
        ("user", "hiya. saves break every time I add a field to the player. they're just var_to_str dumps rn"),
        ("assistant", "`var_to_str` dumps break because the whole object shape is serialised. I'd switch to a JSON "
                      "save with an explicit `\"version\"` field and a `migrate(data)` step per version, written to "
                      "`user://saves/slot_N.json`. Old fields get defaults in the migration. Sound good?"),
        ("user", "sure"),
        ("tool", "apply_patch", {"patch": "*** Add File: scripts/save/save_game.gd\n+const SAVE_VERSION := 1\n"
                                          "+func save(slot: int) -> void:\n..."}, "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "godot --headless --path . -s tests/run_tests.gd"]},
         "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n\n[test_save] roundtrip ... ok\n"
         "[test_save] migrate v0 -> v1 ... ok\n[test_rng] seeded dungeon stable ... ok\n3 passed, 0 failed"),
        ("assistant", "Saves are JSON now with `SAVE_VERSION = 1` and a v0 → v1 migration; tests pass on 4.3."),
        ("user", "cool ty. can u also bump the torch radius to 6 for testing, and dont ever change the rng seed "
                 "handling in dungeon gen without askin me, the daily-run leaderbord depends on same seeds giving "
                 "same dungeons"),
        ("tool", "apply_patch", {"patch": "*** Update File: scripts/player/torch.gd\n-var radius := 4\n"
                                          "+var radius := 6\n"}, "Done!"),
        ("assistant", "Torch radius is 6 now. And I won't touch the dungeon-gen seed handling without asking."),
    ],
    "facts": [
        F("json-save", "Saves are JSON files with an explicit version field and a migrate step per version "
          "(user://saves/slot_N.json) instead of var_to_str dumps.", "decision", "assistant",
          ["JSON", ["version", "SAVE_VERSION"]]),
        F("seed-rule", "Never change the RNG seed handling in dungeon generation without asking: the daily-run "
          "leaderboard needs the same seed to give the same dungeon.", "rule", "user", ["seed", "leaderbord"],
          remember=True),
        F("godot-ver", "The game runs on Godot 4.3.", "config", "assistant", ["4.3"]),
    ],
    "optional": [Opt("torch", "Torch radius set to 6 for testing.", ["radius"])],
    "questions": [
        Q("How are save games stored?", "JSON with version field and migrations", ["json-save"]),
        Q("Can I change the dungeon seed code?", "ask first, daily-run leaderboard depends on seeds",
          ["seed-rule"]),
    ],
}

CLJ = {
    "id": "h8-cx-clojure-recipe-units",
    "project": "/home/rae/src/scalebite",
    "start": datetime(2026, 10, 26, 12, 30),
    "about": "Clojure recipe scaling service; unit conversion bug; a decision made with 'let's not do Y, X is "
             "enough'; markdown-heavy assistant",
    "steps": [
        ("user", "scaling a recipe by 3 turns 1 cup flour into 709.76 ml, users want grams. also some values come "
                 "out as 0.3333333333333333 tsp"),
        ("tool", SH, {"command": ["bash", "-lc", "clojure -M:test 2>&1 | tail -12"]},
         "Testing scalebite.scale-test\n\nFAIL in (scale-flour-test) (scale_test.clj:18)\nexpected: (= \"375 g\" "
         "(render (scale flour-1cup 3)))\n  actual: (not (= \"375 g\" \"709.76 ml\"))\n\nFAIL in (fraction-test) "
         "(scale_test.clj:27)\nexpected: (= \"1/3 tsp\" (render (scale salt-1-9-tsp 3)))\n  actual: (not (= \"1/3 "
         "tsp\" \"0.3333333333333333 tsp\"))\n\nRan 14 tests containing 31 assertions.\n2 failures, 0 errors.\n"
         "Execution error (ExceptionInfo) at cognitect.test-runner.api/test (api.clj:30).\nTest failures or errors "
         "occurred."),
        ("assistant", "### Two separate problems\n\n**1. volume vs mass.** `scale` converts cups to ml, but flour is "
                      "tagged `:dry` and the tests expect grams. Nothing uses the per-ingredient density table "
                      "(`resources/densities.edn`), so dry goods stay in volume.\n\n**2. floats.** Quantities are "
                      "doubles, so 1/9 × 3 prints as 0.333….\n\n### Fix options\n- use Clojure **ratios** "
                      "(`1/9` is exact) and render common fractions\n- or a `BigDecimal` with rounding\n- or add a "
                      "full units library like a JSR-385 wrapper\n\nRatios are native and exact."),
        ("user", "let's not pull in a units library, ratios + the density table is enough. dry ingredients "
                 "always render in grams"),
        ("tool", "apply_patch", {"patch": "*** Update File: src/scalebite/scale.clj\n+(defn ->grams [ingredient "
                                          "ml] (* ml (get densities (:id ingredient))))\n..."}, "Done!"),
        ("tool", SH, {"command": ["bash", "-lc", "clojure -M:test 2>&1 | tail -3"]},
         "Ran 14 tests containing 31 assertions.\n0 failures, 0 errors."),
        ("assistant", "Both fixed:\n\n- quantities are **ratios** end to end, rendered as `1/3 tsp`, `1 1/2 cup`\n"
                      "- `:dry` ingredients go through `densities.edn` and render in **grams** (flour 1 cup × 3 → "
                      "375 g)\n\nAll 14 tests pass."),
        ("user", "nice thanks!"),
    ],
    "facts": [
        F("ratios", "Quantities are Clojure ratios (exact) instead of doubles, rendered as common fractions; no "
          "units library is used.", "decision", "user", ["ratios"]),
        F("grams", "Dry ingredients always render in grams, converted through resources/densities.edn.",
          "convention", "user", ["grams", "densities.edn"]),
        F("float-cause", "Values like 0.3333333333333333 tsp came from storing quantities as doubles.", "bugfix",
          "assistant", ["doubles"]),
    ],
    "optional": [],
    "questions": [
        Q("How are quantities represented?", "ratios, exact", ["ratios"]),
        Q("In which unit do dry ingredients render?", "grams densities.edn", ["grams"]),
    ],
}

SESSIONS = [BACKUP, SPARK, RN, ZIG, SHINY, HASKELL, FORTRAN, GODOT, CLJ]
