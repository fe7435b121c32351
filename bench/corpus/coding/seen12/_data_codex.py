"""Codex sessions of the h12 split (data only; _sessions.py writes them)."""

from __future__ import annotations

from datetime import datetime

from _labels import F, Opt, Q


def sh(cmd):
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


def patch(text):
    return {"input": text}


# ---------------------------------------------------------------- Go SMTP relay
_SMTP_LOG = "\n".join(
    [f"2026-11-23T06:{m:02d}:11Z INFO relay: accepted from=10.4.0.{20 + m % 9} rcpt=3 size={4000 + m * 17}"
     for m in range(0, 30, 3)]
    + ["2026-11-23T06:31:02Z WARN relay: upstream smtp.mailhost.example:587 tls handshake: x509: certificate signed "
       "by unknown authority",
       "2026-11-23T06:31:02Z ERROR relay: deferred msg=7f3a21 retry_in=1s attempt=1",
       "2026-11-23T06:31:03Z ERROR relay: deferred msg=7f3a21 retry_in=1s attempt=2",
       "2026-11-23T06:31:04Z ERROR relay: deferred msg=7f3a21 retry_in=1s attempt=3"])

SMTP = {
    "id": "h12-cx-smtp-relay-tls",
    "project": "/srv/src/postrelay",
    "start": datetime(2026, 11, 23, 6, 50),
    "about": "Go SMTP relay, terse: upstream TLS fails because the container lacks the corporate CA; CA bundle path "
             "corrected by the user; exponential backoff replaces fixed 1s retries; 'just so you know for next time' "
             "remember",
    "steps": [
        ("user", "relay deferring everything since 06:31\n" + _SMTP_LOG),
        ("tool", "shell", sh("grep -rn 'RootCAs\\|SSL_CERT' internal/ cmd/ deploy/"),
         "internal/upstream/dial.go:41:\tcfg := &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}\n"
         "deploy/Dockerfile:18:FROM gcr.io/distroless/static-debian12\n"),
        ("assistant", "The upstream started presenting a cert from the internal CA (the mailhost was re-issued). "
                      "The image is distroless with only the public roots, and `dial.go` uses the system pool, so the "
                      "handshake fails. Fix: load the corporate CA into `RootCAs` from a mounted file. I'll read it "
                      "from `/etc/ssl/certs/corp-ca.pem`."),
        ("user", "no, it's mounted at /etc/postrelay/ca/corp-root.pem. the ssl dir is read-only in the image"),
        ("tool", "apply_patch", patch("*** Update File: internal/upstream/dial.go\n@@\n-\tcfg := &tls.Config{ServerName: host, "
                                      "MinVersion: tls.VersionTLS12}\n+\tpool, err := loadPool(caPath)\n+\tif err != nil {\n"
                                      "+\t\treturn nil, err\n+\t}\n+\tcfg := &tls.Config{ServerName: host, RootCAs: pool, "
                                      "MinVersion: tls.VersionTLS12}\n"), "Success. Updated 1 file."),
        ("tool", "shell", sh("go test ./... 2>&1 | tail -4"),
         "ok  \tpostrelay/internal/queue\t0.412s\nok  \tpostrelay/internal/upstream\t1.077s\n"
         "ok  \tpostrelay/internal/smtpd\t0.893s\nok  \tpostrelay/cmd/postrelay\t0.021s"),
        ("assistant", "Upstream pool now = system roots + `/etc/postrelay/ca/corp-root.pem` (flag `-ca-file`, "
                      "default that path). Tests ok. Also: retries are a fixed `retry_in=1s`, so a dead upstream gets "
                      "hammered. Exponential backoff?"),
        ("user", "yes. 30s start, x2, cap 1h, give up after 48h and bounce"),
        ("tool", "apply_patch", patch("*** Update File: internal/queue/retry.go\n@@\n-const retryDelay = time.Second\n"
                                      "+var backoff = Backoff{Initial: 30 * time.Second, Factor: 2, Max: time.Hour, "
                                      "GiveUp: 48 * time.Hour}\n"), "Success. Updated 1 file."),
        ("tool", "shell", sh("go test ./internal/queue -run Backoff -v 2>&1 | tail -3"),
         "=== RUN   TestBackoffSchedule\n--- PASS: TestBackoffSchedule (0.00s)\nPASS"),
        ("assistant", "Backoff: 30s initial, ×2, max 1h, bounce after 48h."),
        ("user", "ok. just so you know for next time: the relay listens on 2525 inside the cluster, 25 is blocked "
                 "by the cloud provider so don't bother trying it"),
        ("assistant", "Noted: port 2525 in-cluster; 25 is blocked by the provider."),
    ],
    "facts": [
        F("cause", "Upstream TLS failed because the re-issued mailhost cert is from the corporate CA, which the "
                   "distroless image doesn't trust; fix loads it into RootCAs.", "bugfix", "assistant",
          [["corporate CA", "corp-root.pem", "internal CA"], "RootCAs"]),
        F("ca-path", "The corporate CA is mounted at /etc/postrelay/ca/corp-root.pem (the ssl dir is read-only).",
          "config", "user", ["/etc/postrelay/ca/corp-root.pem"]),
        F("backoff", "Retry backoff: 30s initial, x2, capped at 1h, bounce after 48h.", "config", "user",
          ["30s", "1h", "48h"]),
        F("port", "The relay listens on 2525 in the cluster; port 25 is blocked by the cloud provider.", "config",
          "user", ["2525"], True),
    ],
    "optional": [Opt("image", "The image is distroless static-debian12.", ["distroless"])],
    "questions": [
        Q("Where is the corporate CA file?", "/etc/postrelay/ca/corp-root.pem", ["ca-path"]),
        Q("What is the retry schedule?", "30s, x2, max 1h, bounce after 48h", ["backoff"]),
        Q("Which port does the relay listen on?", "2525", ["port"]),
    ],
}

# ---------------------------------------------------------------- Terraform GCP data lake
_PLAN = "\n".join(
    ["Terraform will perform the following actions:", ""]
    + [f"  # google_storage_bucket.{z} will be updated in-place\n  ~ resource \"google_storage_bucket\" \"{z}\" {{\n"
       f"        name     = \"fjordlake-{z}-prod\"\n        location = \"EUROPE-WEST4\"\n"
       f"      + lifecycle_rule {{ ... }}\n    }}" for z in ("raw", "curated", "exports")]
    + ["", "Plan: 0 to add, 3 to change, 0 to destroy."])

TERRAFORM = {
    "id": "h12-cx-lake-lifecycle",
    "project": "/home/sigrid/fjordlake-infra",
    "start": datetime(2026, 11, 23, 11, 15),
    "about": "Terraform GCP data lake: storage lifecycle reported in a markdown table after editing; 'going forward' "
             "remember about plan files; state bucket fact; BigLake proposal ignored",
    "steps": [
        ("user", "We pay too much for the raw zone. Add lifecycle rules to the three buckets: raw goes to NEARLINE "
                 "after 30 days and COLDLINE after 180, curated NEARLINE after 90, exports get deleted after 14 days."),
        ("tool", "shell", sh("ls modules/lake && grep -n 'google_storage_bucket' modules/lake/*.tf"),
         "buckets.tf\niam.tf\noutputs.tf\nvariables.tf\nmodules/lake/buckets.tf:1:resource \"google_storage_bucket\" "
         "\"raw\" {\nmodules/lake/buckets.tf:19:resource \"google_storage_bucket\" \"curated\" {\n"
         "modules/lake/buckets.tf:37:resource \"google_storage_bucket\" \"exports\" {"),
        ("tool", "apply_patch", patch("*** Update File: modules/lake/buckets.tf\n@@ resource \"google_storage_bucket\" "
                                      "\"raw\"\n+  lifecycle_rule {\n+    condition { age = 30 }\n+    action { type = "
                                      "\"SetStorageClass\" storage_class = \"NEARLINE\" }\n+  }\n"), "Success. Updated 1 file."),
        ("tool", "shell", sh("cd envs/prod && terraform plan -out=tfplan 2>&1 | tail -25"), _PLAN),
        ("assistant", "Plan is clean — 3 in-place changes, nothing destroyed. Lifecycle rules as written:\n\n"
                      "| bucket | rule | age |\n|---|---|---|\n| fjordlake-raw-prod | → NEARLINE | 30 days |\n"
                      "| fjordlake-raw-prod | → COLDLINE | 180 days |\n| fjordlake-curated-prod | → NEARLINE | 90 days |\n"
                      "| fjordlake-exports-prod | Delete | 14 days |\n\nAll buckets stay in EUROPE-WEST4. Separately, "
                      "you might look at BigLake tables over curated so analysts stop copying data into exports."),
        ("user", "apply it. and going forward always apply from a saved plan file (`-out=tfplan` then "
                 "`terraform apply tfplan`), never a bare apply — the CI diff has to match what actually ran"),
        ("tool", "shell", sh("cd envs/prod && terraform apply tfplan 2>&1 | tail -3"),
         "google_storage_bucket.exports: Modifications complete after 2s\n\n"
         "Apply complete! Resources: 0 added, 3 changed, 0 destroyed."),
        ("assistant", "Applied from `tfplan`: 3 changed. Will always use the saved plan."),
        ("user", "where's our state again? I need it for the runbook"),
        ("tool", "shell", sh("cat envs/prod/backend.tf"),
         "terraform {\n  backend \"gcs\" {\n    bucket = \"fjordlake-tfstate\"\n    prefix = \"prod\"\n  }\n}"),
        ("assistant", "GCS backend: bucket `fjordlake-tfstate`, prefix `prod`."),
        ("user", "thanks"),
    ],
    "facts": [
        F("raw", "Raw bucket goes to NEARLINE after 30 days and COLDLINE after 180 days.", "config", "user",
          ["NEARLINE", "COLDLINE", "180"]),
        F("curated", "Curated bucket goes to NEARLINE after 90 days.", "config", "user", ["curated", "90"]),
        F("exports", "Exports bucket objects are deleted after 14 days.", "config", "user", ["exports", "14"]),
        F("saved-plan", "Always apply from a saved plan file (-out=tfplan, terraform apply tfplan), never a bare apply, "
                        "so the CI diff matches what ran.", "rule", "user", ["tfplan"], True),
        F("state", "Terraform state is in the GCS bucket fjordlake-tfstate, prefix prod.", "config", "assistant",
          ["fjordlake-tfstate"]),
    ],
    "optional": [Opt("region", "Buckets are in EUROPE-WEST4.", ["EUROPE-WEST4"])],
    "questions": [
        Q("When does raw data move to COLDLINE?", "after 180 days", ["raw"]),
        Q("How are Terraform changes applied?", "from saved plan file tfplan", ["saved-plan"]),
        Q("Where is the Terraform state?", "GCS bucket fjordlake-tfstate prefix prod", ["state"]),
    ],
}

# ---------------------------------------------------------------- Kotlin Android bird-song recorder
_GRADLE = "\n".join(
    ["> Task :app:compileDebugKotlin", "w: RecorderService.kt:77:13 'stopForeground(Boolean): Unit' is deprecated.",
     "> Task :app:testDebugUnitTest"]
    + [f"RecorderViewModelTest > {t} PASSED" for t in ("startsRecording", "stopsOnPermissionLoss", "tagsLocation",
                                                       "writesWavHeader", "rotatesFileAt60Minutes")]
    + ["BUILD SUCCESSFUL in 48s", "37 actionable tasks: 9 executed, 28 up-to-date"])

KOTLIN = {
    "id": "h12-cx-birdsong-samplerate",
    "project": "/home/ayo/chirplog-android",
    "start": datetime(2026, 11, 24, 20, 30),
    "about": "Kotlin Android bird-song recorder: 48 kHz chosen over 44.1 with the reason; minSdk bumped with reason; "
             "'don't ever' remember about storage; a cloud-sync idea ignored",
    "steps": [
        ("user", "the ornithology group says our recordings cut off the high bits of goldcrest song. we record "
                 "44100 mono 16 bit. should we go higher?"),
        ("assistant", "Goldcrest song tops out around 9–10 kHz, which 44.1 kHz covers in theory, but the phone's "
                      "anti-alias filter rolls off early at 44.1 on many devices. Options:\n\n"
                      "1. 48000 Hz — native rate of nearly every Android audio HAL, no resampling, flatter top end\n"
                      "2. 96000 Hz — only some devices support it, files double in size\n\n"
                      "I'd go 48000, and record 24-bit float where `ENCODING_PCM_FLOAT` is available."),
        ("user", "48000 yes since it's the native rate. keep 16 bit, the group's analysis tool can't read float wav"),
        ("tool", "apply_patch", patch("*** Update File: app/src/main/java/org/chirplog/audio/RecorderConfig.kt\n@@\n"
                                      "-    const val SAMPLE_RATE = 44100\n+    const val SAMPLE_RATE = 48000\n"),
         "Success. Updated 1 file."),
        ("tool", "shell", sh("./gradlew testDebugUnitTest 2>&1 | tail -12"), _GRADLE),
        ("assistant", "`SAMPLE_RATE = 48000`, still `ENCODING_PCM_16BIT`. Tests pass. The deprecation warning on "
                      "`stopForeground(Boolean)` is because minSdk is 23; the replacement "
                      "`stopForeground(STOP_FOREGROUND_REMOVE)` needs 24. Could also add optional cloud sync of "
                      "recordings later."),
        ("user", "bump minSdk to 26, nobody in the group has anything older and it gets us the foreground service "
                 "stuff cleanly. and don't ever write recordings to external shared storage again, people's "
                 "gallery apps picked them up and someone posted a nest location. app-specific dir only"),
        ("tool", "apply_patch", patch("*** Update File: app/build.gradle.kts\n@@\n-        minSdk = 23\n+        minSdk = 26\n"),
         "Success. Updated 1 file."),
        ("tool", "shell", sh("grep -rn 'getExternalStoragePublicDirectory\\|MediaStore' app/src/main | head"),
         "app/src/main/java/org/chirplog/audio/FileSink.kt:31:        val dir = context.getExternalFilesDir(Environment.DIRECTORY_MUSIC)"),
        ("assistant", "minSdk = 26 and the deprecated call replaced. Checked: `FileSink` already writes to "
                      "`getExternalFilesDir(DIRECTORY_MUSIC)`, the app-specific directory — no shared storage or "
                      "MediaStore use left."),
        ("user", "👌"),
    ],
    "facts": [
        F("rate", "Recordings use 48000 Hz (the native Android HAL rate) instead of 44100.", "decision", "user",
          ["48000"]),
        F("16bit", "Keep 16-bit PCM, not float: the group's analysis tool can't read float WAV.", "decision", "user",
          [["16 bit", "16-bit", "PCM_16BIT"]]),
        F("minsdk", "minSdk bumped to 26 (nobody has older devices; clean foreground service APIs).", "config", "user",
          ["minSdk", "26"]),
        F("no-shared", "Never write recordings to external shared storage (a nest location leaked); app-specific dir "
                       "only.", "rule", "user", [["shared storage", "app-specific"]], True),
    ],
    "optional": [Opt("dir", "FileSink writes to getExternalFilesDir(DIRECTORY_MUSIC).", ["getExternalFilesDir"])],
    "questions": [
        Q("What sample rate do recordings use?", "48000 Hz", ["rate"]),
        Q("Where may recordings be stored?", "app-specific dir, never shared storage", ["no-shared"]),
        Q("What is the minSdk?", "26", ["minsdk"]),
    ],
}

# ---------------------------------------------------------------- Haskell music notation parser (short, terse)
HASKELL = {
    "id": "h12-cx-notation-parser",
    "project": "/home/lior/abcish",
    "start": datetime(2026, 11, 24, 22, 5),
    "about": "Haskell music-notation parser, short and terse: megaparsec chosen over attoparsec for error messages; "
             "one rename",
    "steps": [
        ("user", "attoparsec errors are useless for users. 'Failed reading: satisfy'. alternatives?"),
        ("assistant", "megaparsec: line/column, expected-token lists, custom error components, good for "
                      "user-facing input. Slower than attoparsec, but tunes are a few KB. Or trifecta, nicer "
                      "diagnostics but heavier and less maintained."),
        ("user", "megaparsec. speed doesn't matter for tune files"),
        ("tool", "shell", sh("sed -i 's/attoparsec >=0.14/megaparsec >=9.6 \\&\\& <9.8/' abcish.cabal && cabal build 2>&1 | tail -3"),
         "[3 of 7] Compiling Abc.Parse.Note\n[7 of 7] Compiling Abc.Parse\nLinking dist-newstyle/.../abcish ..."),
        ("assistant", "Ported to megaparsec (>=9.6 && <9.8). Errors now read e.g. `3:14: unexpected 'H' expecting "
                      "note name (A-G, a-g) or rest 'z'`."),
        ("user", "good. rename parseTune -> tuneP to match the other parsers"),
        ("tool", "shell", sh("grep -rl parseTune src test | xargs sed -i 's/parseTune/tuneP/g' && cabal test 2>&1 | tail -2"),
         "Test suite abcish-test: PASS\n1 of 1 test suites (1 of 1 test cases) passed."),
        ("assistant", "Done, tests pass."),
    ],
    "facts": [
        F("megaparsec", "Parser uses megaparsec instead of attoparsec for user-facing error messages; speed doesn't "
                        "matter for tune files.", "decision", "user", ["megaparsec", "attoparsec"]),
        F("naming", "Parsers are named with a P suffix (tuneP) rather than parseX.", "convention", "user", ["tuneP"]),
    ],
    "optional": [Opt("bounds", "megaparsec bound is >=9.6 && <9.8.", ["9.6"])],
    "questions": [
        Q("Which parser library does abcish use?", "megaparsec", ["megaparsec"]),
        Q("Why not attoparsec?", "useless error messages", ["megaparsec"]),
    ],
}

# ---------------------------------------------------------------- Scala Spark job for tram delays (long)
_STAGES = "\n".join(
    [f"26/11/25 08:{12 + i // 6:02d}:{(i * 9) % 60:02d} INFO TaskSetManager: Finished task {i}.0 in stage 4.0 "
     f"(TID {310 + i}) in {900 + (i * 131) % 700} ms on 10.8.1.{11 + i % 5} (executor {1 + i % 5}) ({i + 1}/200)"
     for i in range(0, 190, 10)]
    + ["26/11/25 08:41:55 INFO TaskSetManager: Finished task 187.0 in stage 4.0 (TID 497) in 1742113 ms on 10.8.1.13 "
       "(executor 3) (200/200)",
       "26/11/25 08:41:55 INFO DAGScheduler: ResultStage 4 (save at DelayAggregates.scala:88) finished in 1761.3 s"])

_SBT = "\n".join(
    ["[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 17.0.12)", "[info] loading project definition",
     "[info] compiling 14 Scala sources to /home/rhea/tramlate/target/scala-2.13/classes ..."]
    + [f"[info] DelayAggregatesSpec:\n[info] - {t}" for t in ("computes p50 per line", "computes p95 per stop",
                                                               "drops cancelled trips", "salts hot keys")]
    + ["[info] Run completed in 31 seconds, 204 milliseconds.", "[info] Tests: succeeded 4, failed 0",
       "[info] All tests passed.", "[success] Total time: 58 s"])

SPARK = {
    "id": "h12-cx-tram-delays-skew",
    "project": "/home/rhea/tramlate",
    "start": datetime(2026, 11, 25, 8, 50),
    "about": "Scala Spark job for tram delays, long: one straggler task from key skew on the central hub stop; "
             "salting fix; Spark bumped for the AQE skew-join fix; 'rule of thumb' remember about partitions; "
             "output path and partition column; proposals (Delta, Iceberg) not taken; chatter",
    "steps": [
        ("user", "morning! the nightly delay job took 30 min instead of 5. stage 4 log:\n\n" + _STAGES),
        ("assistant", "Morning. 199 of 200 tasks finish in about a second; task 187 takes 1742 s. That's one "
                      "partition holding far more rows than the others — classic key skew. Stage 4 is the "
                      "`groupBy(stopId, hour)` in `DelayAggregates.scala`. Let me check which key."),
        ("tool", "shell", sh("spark-submit --class tools.KeyHistogram target/scala-2.13/tramlate.jar "
                             "--input gs://tramlate-raw/events/date=2026-11-24 --key stopId --top 5"),
         "stopId      rows\nHBF-C     41288102\nMARKT-N    612044\nUNI-W      588310\nZOO-S      501977\n"
         "HAFEN-E    498215"),
        ("assistant", "`HBF-C` (the central station hub) has 41 M rows, ~70× the next stop. Since the trams were "
                      "rerouted through the hub last week all lines report there. Options:\n\n"
                      "- **salt** the hub key: add a random 0–15 salt for hot keys, aggregate, then merge — exact "
                      "for counts and sums; for percentiles we merge t-digests\n"
                      "- enable AQE skew join — doesn't help here, this is an aggregation, not a join\n"
                      "- pre-split the hub stop by platform id"),
        ("user", "platform ids are garbage in the feed, half are null. salt it"),
        ("tool", "apply_patch", patch("*** Update File: src/main/scala/tramlate/DelayAggregates.scala\n@@\n"
                                      "-      .groupBy($\"stopId\", $\"hour\")\n+      .withColumn(\"salt\", when($\"stopId\".isin(hotKeys: _*), "
                                      "(rand() * 16).cast(\"int\")).otherwise(0))\n+      .groupBy($\"stopId\", $\"hour\", $\"salt\")\n"),
         "Success. Updated 1 file."),
        ("tool", "shell", sh("sbt test 2>&1 | tail -14"), _SBT),
        ("assistant", "Salting added: hot keys (currently `HBF-C`, configurable via `tramlate.hotKeys`) get a salt "
                      "0–15, partial t-digests are merged in a second aggregation. Tests pass. Want me to run it "
                      "on yesterday's data?"),
        ("user", "yes please on the cluster"),
        ("tool", "shell", sh("./bin/submit-nightly.sh --date 2026-11-24 2>&1 | tail -4"),
         "26/11/25 09:22:10 INFO DAGScheduler: ResultStage 4 (save at DelayAggregates.scala:88) finished in 212.8 s\n"
         "26/11/25 09:22:31 INFO DAGScheduler: Job 2 finished: save at DelayAggregates.scala:88, took 248.1 s\n"
         "26/11/25 09:22:31 INFO SparkContext: Successfully stopped SparkContext\nexit 0"),
        ("assistant", "4 min 8 s end to end, stage 4 down from 1761 s to 213 s."),
        ("user", "🎉 nice"),
        ("user", "while we're in here, I'd like spark.sql.shuffle.partitions sane. it's 2000 now because someone "
                 "copy-pasted from the ridership job"),
        ("assistant", "One day of events is ~18 GB of shuffle data. At ~128–200 MB per partition that's 100–150. "
                      "I'd set 128."),
        ("user", "ok 128. rule of thumb here: size shuffle partitions to ~150mb of shuffle data each, don't copy "
                 "numbers between jobs. write that in the README too"),
        ("tool", "apply_patch", patch("*** Update File: conf/nightly.conf\n@@\n-spark.sql.shuffle.partitions=2000\n"
                                      "+spark.sql.shuffle.partitions=128\n*** Update File: README.md\n@@\n+## Tuning\n"
                                      "+Size shuffle partitions to ~150 MB of shuffle data each; never copy the number "
                                      "from another job.\n"), "Success. Updated 2 files."),
        ("assistant", "`spark.sql.shuffle.partitions=128` in `conf/nightly.conf`, and the README has a Tuning "
                      "section with the ~150 MB rule."),
        ("user", "also I saw the skew-join thing in 3.5.3 release notes, are we on 3.5.1?"),
        ("tool", "shell", sh("grep -n spark build.sbt"),
         "7:val sparkVersion = \"3.5.1\"\n12:  \"org.apache.spark\" %% \"spark-sql\" % sparkVersion % Provided,\n"
         "13:  \"org.apache.spark\" %% \"spark-core\" % sparkVersion % Provided,"),
        ("assistant", "Yes, 3.5.1. The cluster image — `dataproc 2.2` — ships 3.5.3 since last month, so we're "
                      "compiling against an older version than we run on. That's the bigger reason to bump than the "
                      "skew-join fix, which doesn't affect this job."),
        ("user", "bump to 3.5.3 then so it matches the cluster"),
        ("tool", "shell", sh("sed -i 's/\"3.5.1\"/\"3.5.3\"/' build.sbt && sbt test 2>&1 | tail -3"),
         "[info] Tests: succeeded 4, failed 0\n[info] All tests passed.\n[success] Total time: 61 s"),
        ("assistant", "Spark is 3.5.3 in `build.sbt`, matching the Dataproc 2.2 image; tests pass.\n\nWhile we're "
                      "at it: writing the output as Delta or Iceberg would give you time travel and safe re-runs."),
        ("user", "nah, the dashboard team reads plain parquet with duckdb, leave it"),
        ("assistant", "OK, plain Parquet it stays."),
        ("user", "where does it write btw, I always forget"),
        ("tool", "shell", sh("grep -n 'output' conf/nightly.conf"),
         "4:tramlate.output=gs://tramlate-curated/delays/\n5:tramlate.output.partitionBy=service_date"),
        ("assistant", "`gs://tramlate-curated/delays/`, partitioned by `service_date`."),
        ("user", "thanks, that's it for today"),
        ("assistant", "Have a good one!"),
    ],
    "facts": [
        F("skew", "The slow nightly job was key skew: stop HBF-C (central hub, trams rerouted) had ~41M rows in one "
                  "partition.", "bugfix", "assistant", ["HBF-C", "skew"]),
        F("salt", "Fix: hot keys are salted 0-15 before the groupBy and partial t-digests merged; hot keys configured "
                  "in tramlate.hotKeys.", "bugfix", "user", [["salt", "salted", "salting"], ["hot keys", "hotKeys"]]),
        F("partitions", "spark.sql.shuffle.partitions is 128 for the nightly job.", "config", "user",
          ["shuffle.partitions", "128"]),
        F("partition-rule", "Rule of thumb: size shuffle partitions to ~150 MB of shuffle data; don't copy numbers "
                            "between jobs.", "rule", "user", [["150mb", "150 MB"], "shuffle"], True),
        F("spark-353", "Spark bumped from 3.5.1 to 3.5.3 to match the Dataproc 2.2 cluster image.", "config", "user",
          ["3.5.3", ["Dataproc", "cluster"]]),
        F("parquet", "Output stays plain Parquet, not Delta/Iceberg: the dashboard team reads it with duckdb.",
          "decision", "user", [["parquet", "Parquet"], "duckdb"]),
        F("output", "Output goes to gs://tramlate-curated/delays/ partitioned by service_date.", "config",
          "assistant", ["gs://tramlate-curated/delays/", "service_date"]),
    ],
    "optional": [Opt("platform", "Platform ids in the feed are unreliable (half null).", ["platform"])],
    "questions": [
        Q("Why was the nightly tram job slow?", "key skew on HBF-C", ["skew"]),
        Q("How many shuffle partitions?", "128", ["partitions"]),
        Q("Which Spark version and why?", "3.5.3, matches Dataproc 2.2 cluster", ["spark-353"]),
        Q("Where does the job write?", "gs://tramlate-curated/delays/ partitioned by service_date", ["output"]),
    ],
}

# ---------------------------------------------------------------- Julia climate downscaler (non-native English)
JULIA = {
    "id": "h12-cx-downscale-bias",
    "project": "/home/mateus/serrania-downscale",
    "start": datetime(2026, 11, 25, 14, 0),
    "about": "Julia climate downscaler, non-native English: quantile mapping chosen over delta method; reference "
             "period; threads env; remember worded 'I want you remember'",
    "steps": [
        ("user", "hello, the precipitation after downscaling is too much drizzle, many days with 0.1 mm where "
                 "observations have zero. we use the delta method now. what is better?"),
        ("assistant", "The delta method keeps the model's wet-day frequency, so the GCM's \"drizzle problem\" passes "
                      "straight through. Choices:\n\n- **empirical quantile mapping** with a wet-day threshold: maps "
                      "each model quantile onto the observed one, fixes frequency and intensity\n- **quantile delta "
                      "mapping (QDM)**: like QM but keeps the model's relative change per quantile, better for trends\n"
                      "- keep delta and just zero everything below 1 mm\n\nFor a future-scenario study QDM is usually "
                      "preferred."),
        ("user", "we take QDM, because the project is about the change signal, trend must be preserved. threshold "
                 "for wet day put 1 mm like the observation network use"),
        ("tool", "apply_patch", patch("*** Update File: src/BiasCorrect.jl\n@@\n-method = DeltaMethod()\n"
                                      "+method = QDM(nquantiles = 100, wet_threshold = 1.0)\n"), "Success. Updated 1 file."),
        ("tool", "shell", sh("JULIA_NUM_THREADS=8 julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -6"),
         "Test Summary:   | Pass  Total   Time\nBiasCorrect     |   23     23   41.2s\n"
         "Downscale       |   17     17   1m08.9s\n     Testing serrania-downscale tests passed"),
        ("assistant", "Switched to `QDM(nquantiles = 100, wet_threshold = 1.0)`. Tests pass. Dry-day share on the "
                      "validation cell went from 31% to 58%, observed is 61%."),
        ("user", "very good. the calibration reference period, it is 1991-2020 or 1981-2010 in the config now?"),
        ("tool", "shell", sh("grep -n reference config/run.toml"), "12:reference = [1981, 2010]"),
        ("assistant", "It's 1981–2010."),
        ("user", "change to 1991-2020, the new normals of the weather service. and I want you remember, always run "
                 "with JULIA_NUM_THREADS=8 on the workstation, more than 8 and the memory is finish and the machine "
                 "freeze, it happen two times"),
        ("tool", "apply_patch", patch("*** Update File: config/run.toml\n@@\n-reference = [1981, 2010]\n"
                                      "+reference = [1991, 2020]\n"), "Success. Updated 1 file."),
        ("assistant", "Reference period set to 1991–2020. And understood: `JULIA_NUM_THREADS=8` on the "
                      "workstation, never more, because more threads run it out of memory and freeze it."),
        ("user", "thank you very much"),
    ],
    "facts": [
        F("qdm", "Bias correction uses quantile delta mapping (QDM) instead of the delta method, to preserve the "
                 "change signal and fix drizzle.", "decision", "user", [["QDM", "quantile delta mapping"]]),
        F("wet", "Wet-day threshold is 1 mm, like the observation network.", "config", "user",
          [["wet_threshold", "wet day", "threshold"], ["1 mm", "1.0"]]),
        F("reference", "Calibration reference period is 1991-2020 (new normals), changed from 1981-2010.", "config",
          "user", ["1991", "2020"]),
        F("threads", "Always run with JULIA_NUM_THREADS=8 on the workstation; more runs out of memory and freezes it.",
          "rule", "user", ["JULIA_NUM_THREADS", "8"], True),
    ],
    "optional": [Opt("nq", "QDM uses 100 quantiles.", ["nquantiles", "100"])],
    "questions": [
        Q("Which bias-correction method is used?", "quantile delta mapping QDM", ["qdm"]),
        Q("What is the reference period?", "1991-2020", ["reference"]),
        Q("How many Julia threads on the workstation?", "8", ["threads"]),
    ],
}

# ---------------------------------------------------------------- Dart server for a board game (decision changed)
_DART_TEST = "\n".join(
    ["00:01 +0: loading test/lobby_test.dart"]
    + [f"00:0{2 + i // 4} +{i + 1}: {t}" for i, t in enumerate(
        ("lobby creates room", "lobby rejects fifth player", "move validation rejects diagonal",
         "move validation accepts castle", "turn timer defaults to 90s", "reconnect restores hand",
         "spectator gets masked state", "snapshot round-trips"))]
    + ["00:05 +8: All tests passed!"])

DART = {
    "id": "h12-cx-boardgame-state",
    "project": "/home/kasia/tilewars-server",
    "start": datetime(2026, 11, 26, 10, 20),
    "about": "Dart server for an online board game: game-state persistence goes JSON files -> SQLite -> final "
             "decision Postgres JSONB snapshots every turn; earlier choices are neither; turn timer stays",
    "steps": [
        ("user", "we lose running games whenever the server restarts. need to persist state. simplest thing?"),
        ("assistant", "Simplest: after each turn, write the `GameState` as JSON to `data/games/<id>.json` and load "
                      "them on boot."),
        ("user", "ok do json files"),
        ("tool", "shell", sh("ls lib/src && grep -n 'toJson' lib/src/game_state.dart | head -3"),
         "game_state.dart\nlobby.dart\nmoves.dart\nserver.dart\ntimer.dart\n"
         "lib/src/game_state.dart:88:  Map<String, dynamic> toJson() => {"),
        ("assistant", "`GameState.toJson` exists already, so it's a small change. One concern: you run two "
                      "instances behind the load balancer, and files on one box aren't seen by the other."),
        ("user", "ugh right. sqlite then? no. same problem. ok we already have the postgres for accounts — store a "
                 "snapshot per turn there, jsonb column. that's the final answer"),
        ("tool", "apply_patch", patch("*** Add File: migrations/004_game_snapshots.sql\n+CREATE TABLE game_snapshots (\n"
                                      "+  game_id uuid NOT NULL, turn int NOT NULL, state jsonb NOT NULL,\n"
                                      "+  PRIMARY KEY (game_id, turn)\n+);\n"), "Success. Updated 1 file."),
        ("tool", "shell", sh("dart test 2>&1 | tail -10"), _DART_TEST),
        ("assistant", "Done: `game_snapshots(game_id, turn, state jsonb)` in the accounts Postgres, a snapshot is "
                      "written after every turn and the latest per game is loaded on boot, so both instances see "
                      "the same games. Tests pass. Should I also drop snapshots older than the last 5 turns?"),
        ("user", "no keep all turns, we want replays later"),
        ("assistant", "OK, all turns kept."),
    ],
    "facts": [
        F("pg-snapshots", "Game state is persisted as a JSONB snapshot per turn in the accounts Postgres (table "
                          "game_snapshots), not JSON files or SQLite, because two instances run behind the load "
                          "balancer.", "decision", "user", [["jsonb", "JSONB"], ["Postgres", "postgres"]]),
        F("keep-all", "All turn snapshots are kept (no pruning) for replays later.", "decision", "user",
          [["replays", "replay"]]),
        F("two-inst", "The server runs two instances behind the load balancer.", "fact", "assistant",
          ["two instances", "load balancer"]),
    ],
    "optional": [Opt("table", "The snapshot table is game_snapshots(game_id, turn, state).", ["game_snapshots"])],
    "questions": [
        Q("Where is game state persisted?", "Postgres jsonb snapshot per turn", ["pg-snapshots"]),
        Q("Are old snapshots pruned?", "no, kept for replays", ["keep-all"]),
    ],
}

# ---------------------------------------------------------------- TypeScript VS Code extension
_VSCE = """Executing prepublish script 'npm run vscode:prepublish'...
> lintlens@0.14.0 vscode:prepublish
> npm run build -- --minify
  out/extension.js  412.3kb
⚡ Done in 188ms
 WARNING  A 'repository' field is missing from the 'package.json' manifest file.
 DONE  Packaged: /home/bea/lintlens/lintlens-0.14.0.vsix (41 files, 151.9KB)"""

VSCODE = {
    "id": "h12-cx-lintlens-activation",
    "project": "/home/bea/lintlens",
    "start": datetime(2026, 11, 26, 15, 40),
    "about": "TypeScript VS Code extension: slow startup from '*' activation, fixed with onLanguage events; esbuild "
             "kept over webpack; 'can you make sure you always' remember about the CHANGELOG; vsce packaging output",
    "steps": [
        ("user", "people complain vscode is slower to start with our extension installed. profile says lintlens "
                 "takes 900ms on startup. why"),
        ("tool", "shell", sh("jq '.activationEvents, .main' package.json"), "[\n  \"*\"\n]\n\"./out/extension.js\""),
        ("assistant", "`activationEvents: [\"*\"]` — the extension activates on every startup regardless of the "
                      "file type, and `activate()` eagerly spawns the lint server. That's the 900 ms. Replacing it "
                      "with `onLanguage:` events for the languages we actually lint makes it activate only when one "
                      "is opened."),
        ("user", "do it. we support python, ruby and lua"),
        ("tool", "apply_patch", patch("*** Update File: package.json\n@@\n-  \"activationEvents\": [\"*\"],\n"
                                      "+  \"activationEvents\": [\"onLanguage:python\", \"onLanguage:ruby\", "
                                      "\"onLanguage:lua\"],\n"), "Success. Updated 1 file."),
        ("tool", "shell", sh("npx vsce package 2>&1 | tail -8"), _VSCE),
        ("assistant", "Activation now only on `onLanguage:python`, `onLanguage:ruby`, `onLanguage:lua`; packaged "
                      "0.14.0. Side note: the build is esbuild, and the template also had a webpack config lying "
                      "around — should I migrate to webpack for the source-map support, or delete it?"),
        ("user", "delete the webpack config, esbuild is 100x faster and the maps from esbuild are fine. and can "
                 "you make sure you always add a line to CHANGELOG.md under 'Unreleased' for every user-visible "
                 "change, the marketplace page shows it and I keep forgetting"),
        ("tool", "shell", sh("git rm -q webpack.config.js && sed -i '/## Unreleased/a - Activate only for Python, "
                             "Ruby and Lua files (faster VS Code startup).' CHANGELOG.md && git diff --stat"),
         " CHANGELOG.md      |  1 +\n webpack.config.js | 48 ----------------------------------------\n"
         " 2 files changed, 1 insertion(+), 48 deletions(-)"),
        ("assistant", "Removed `webpack.config.js` and added the activation change under `## Unreleased` in "
                      "`CHANGELOG.md`. Will do that for every user-visible change."),
        ("user", "ta"),
    ],
    "facts": [
        F("activation", "Slow VS Code startup came from activationEvents '*'; now onLanguage:python/ruby/lua only.",
          "bugfix", "assistant", [["onLanguage", "onLanguage:python"], "activationEvents"]),
        F("esbuild", "Build stays on esbuild (faster, source maps fine); the webpack config was deleted.", "decision",
          "user", ["esbuild", "webpack"]),
        F("changelog", "Always add a CHANGELOG.md line under 'Unreleased' for every user-visible change.", "rule",
          "user", ["CHANGELOG", "Unreleased"], True),
        F("languages", "lintlens supports Python, Ruby and Lua.", "fact", "user", ["python", "ruby", "lua"]),
    ],
    "optional": [Opt("ver", "The extension version is 0.14.0.", ["0.14.0"])],
    "questions": [
        Q("Why was VS Code startup slow with lintlens?", "activationEvents '*'", ["activation"]),
        Q("What bundler does lintlens use?", "esbuild", ["esbuild"]),
        Q("What must accompany user-visible changes?", "CHANGELOG.md line under Unreleased", ["changelog"]),
    ],
}

# ---------------------------------------------------------------- Ada railway interlocking sim (markdown-heavy)
_GPR = """gprbuild -P interlock.gpr -XMODE=proof
Compile
   [Ada]          route_table.adb
   [Ada]          signals.adb
   [Ada]          points.adb
Bind
   [gprbind]      sim_main.bexch
Link
   [link]         sim_main.adb
gnatprove -P interlock.gpr --level=2 --mode=all
Phase 1 of 2: generation of Global contracts ...
Phase 2 of 2: flow analysis and proof ...
points.adb:64:22: medium: overflow check might fail, cannot prove upper bound for Lock_Count + 1
signals.adb:118:10: info: precondition proved
Summary logged in obj/gnatprove/gnatprove.out"""

ADA = {
    "id": "h12-cx-interlock-proof",
    "project": "/home/oskar/interlock-sim",
    "start": datetime(2026, 11, 27, 9, 30),
    "about": "Ada/SPARK railway interlocking sim, markdown-heavy replies: unproved overflow on Lock_Count fixed with "
             "a range type; proof level 2 set for CI; 'for the record' remember about flank protection tests",
    "steps": [
        ("user", "gnatprove is unhappy with points.adb, can you have a look"),
        ("tool", "shell", sh("gprbuild -P interlock.gpr -XMODE=proof && gnatprove -P interlock.gpr --level=2 --mode=all"),
         _GPR),
        ("tool", "shell", sh("sed -n 55,70p src/points.adb; grep -n Lock_Count src/points.ads"),
         "   procedure Lock (P : in out Point) is\n   begin\n      ...\n      P.Lock_Count := P.Lock_Count + 1;\n"
         "   end Lock;\nsrc/points.ads:22:      Lock_Count : Natural := 0;"),
        ("assistant", "## What gnatprove says\n\n`Lock_Count` is a `Natural`, and nothing bounds how often `Lock` "
                      "is called, so `Lock_Count + 1` can overflow in theory.\n\n## Fix options\n\n"
                      "- **a)** give `Lock_Count` its own range type, e.g. `range 0 .. Max_Routes`, plus a "
                      "precondition `P.Lock_Count < Max_Routes` on `Lock`\n"
                      "- **b)** saturate: `if P.Lock_Count < Natural'Last then ...`\n"
                      "- **c)** suppress with `pragma Annotate (GNATprove, False_Positive, ...)`\n\n"
                      "b hides a logic error (a point locked by more routes than exist), c is just hiding it."),
        ("user", "a. a point can't be locked by more routes than the table has, so the precondition is the real "
                 "invariant"),
        ("tool", "apply_patch", patch("*** Update File: src/points.ads\n@@\n-      Lock_Count : Natural := 0;\n"
                                      "+      Lock_Count : Lock_Range := 0;\n@@\n+   subtype Lock_Range is Natural range 0 .. "
                                      "Max_Routes;\n+   procedure Lock (P : in out Point) with Pre => P.Lock_Count < Max_Routes;\n"),
         "Success. Updated 1 file."),
        ("tool", "shell", sh("gnatprove -P interlock.gpr --level=2 --mode=all 2>&1 | tail -3"),
         "Phase 2 of 2: flow analysis and proof ...\nsignals.adb:118:10: info: precondition proved\n"
         "points.adb:64:22: info: overflow check proved"),
        ("assistant", "### Done\n\n- `Lock_Range` = `Natural range 0 .. Max_Routes`\n- `Lock` has `Pre => "
                      "P.Lock_Count < Max_Routes`\n- all checks proved at `--level=2`\n\nShould CI run `gnatprove` "
                      "at level 2 or 4? Level 4 takes ~6 min here vs 50 s."),
        ("user", "level 2 in CI, 4 only before a release tag.\n\nalso for the record, and please hold on to this: "
                 "every change to route_table.adb needs a flank protection scenario in tests/scenarios/flank/, "
                 "no exceptions, that's what the assessor checks first"),
        ("tool", "apply_patch", patch("*** Update File: .ci/pipeline.yml\n@@\n-    - gnatprove -P interlock.gpr --level=4\n"
                                      "+    - gnatprove -P interlock.gpr --level=2\n"), "Success. Updated 1 file."),
        ("assistant", "CI now proves at `--level=2`; level 4 is for release tags. And noted: any change to "
                      "`route_table.adb` comes with a flank protection scenario in `tests/scenarios/flank/`."),
    ],
    "facts": [
        F("overflow", "Unproved overflow on Lock_Count fixed with a Lock_Range subtype (0 .. Max_Routes) and a "
                      "precondition on Lock, since a point can't be locked by more routes than exist.", "bugfix",
          "user", ["Lock_Range", ["precondition", "Pre"]]),
        F("ci-level", "CI runs gnatprove at level 2; level 4 only before a release tag.", "config", "user",
          ["level 2", ["release tag", "release"]]),
        F("flank", "Every change to route_table.adb needs a flank protection scenario in tests/scenarios/flank/.",
          "rule", "user", ["route_table.adb", ["flank protection", "tests/scenarios/flank/"]], True),
    ],
    "optional": [Opt("timing", "gnatprove level 4 takes ~6 min vs 50 s at level 2.", ["6 min"])],
    "questions": [
        Q("At which level does CI run gnatprove?", "level 2; 4 before release tags", ["ci-level"]),
        Q("What must accompany a change to route_table.adb?", "flank protection scenario in tests/scenarios/flank/",
          ["flank"]),
        Q("How was the Lock_Count overflow fixed?", "Lock_Range subtype plus precondition", ["overflow"]),
    ],
}

SESSIONS = [SMTP, TERRAFORM, KOTLIN, HASKELL, SPARK, JULIA, DART, VSCODE, ADA]
