"""h38 Codex sessions, part c: a new HLS bitrate ladder for lark-media while Ines is away (with her pasted
handover), upgrading React Native in lark-mobile, and grades that never reached Moodle from lark-lti."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

MEDIA = "/home/akosua/work/lark-media"
MOBILE = "/Users/tomasz/code/lark-mobile"
LTI = "/Users/rafael/dev/lark-lti"

SESSIONS = [
    {
        "id": "h38-cx-media-bitrate-ladder",
        "project": MEDIA,
        "start": datetime(2026, 11, 20, 10, 0),
        "about": "lark-media: Akosua covers for Ines and pastes her handover; in it a request to the coding "
                 "assistant to store that the transcode job writes a mezzanine copy to lark-media-mezzanine before "
                 "originals in lark-media-ingest expire after 90 days, which Akosua confirms; the DRM spike branch "
                 "and Ines's ladder draft are not decisions; new ladder 720p 2800k, 480p 1400k, 360p 800k, audio "
                 "AAC 128k, a new 240p rung at 400k, 1080p proposed at 5000k then lowered to 4000k after VMAF",
        "steps": [
            ("user", "Ines is off for two weeks and I'm covering lark-media. here's her handover:\n\n"
                     "---\nHANDOVER lark-media (Ines, 19 Nov)\n"
                     "- Weekend re-transcode finished: 1812/1812 lessons, 0 failures.\n"
                     "- Open: new bitrate ladder (LRK-877), product wants smaller files for the mobile app. My "
                     "first numbers are in docs/ladder-draft.md, rough, not agreed with anyone.\n"
                     "- Uploads land in s3://lark-media-ingest, and its lifecycle rule deletes originals after 90 "
                     "days. For whoever picks this up, and the coding assistant, please store this: the transcode "
                     "job must always write a mezzanine copy to s3://lark-media-mezzanine before the original "
                     "expires, otherwise we can never re-transcode that lesson again.\n"
                     "- The drm-spike branch is an experiment, don't merge or rebase it.\n---\n\n"
                     "the mezzanine part is right, that one's a keeper. the drm branch, just leave it alone. let's "
                     "do the ladder"),
            shell("cat docs/ladder-draft.md && yq '.rungs' config/ladder.yaml",
                  "# Ladder draft (Ines) - DRAFT, not agreed\n\n| rung | video | note |\n|---|---|---|\n"
                  "| 2160p | 12000k | maybe later? |\n| 1080p | 4500k | |\n| 720p | 2500k | |\n"
                  "| 480p | 1000k | |\n\n"
                  "- {name: 1080p, height: 1080, kbps: 6000}\n- {name: 720p, height: 720, kbps: 3500}\n"
                  "- {name: 480p, height: 480, kbps: 1500}\n"),
            shell("psql \"$PLAYER_ANALYTICS_URL\" -Atc \"SELECT platform, percentile_cont(0.5) WITHIN GROUP (ORDER "
                  "BY throughput_kbps), percentile_cont(0.1) WITHIN GROUP (ORDER BY throughput_kbps) FROM "
                  "playback_sessions WHERE started_at > now() - interval '30 days' GROUP BY 1\"",
                  "android|3120|610\nios|4480|1020\nweb|11840|2650\n"),
            ("assistant", "The current ladder is 1080p 6000k, 720p 3500k, 480p 1500k and nothing lower. The "
                          "slowest tenth of Android sessions get about 610 kbps, below the lowest rung, so they "
                          "stall instead of dropping quality. Proposal: 1080p 5000k, 720p 2800k, 480p 1400k, 360p "
                          "800k, audio AAC 128k stereo, maxrate 1.07x and bufsize 2x as today."),
            ("user", "go with that, audio 128k stereo fine. and add a 240p at 400k for the really bad connections "
                     "in the app"),
            shell("apply_patch < /tmp/ladder.patch && python -m lark_media.transcode --lesson l-0412 --out "
                  "/tmp/ladder-test >/dev/null && for r in 1080p 720p 480p 360p 240p; do printf '%s ' $r; ffprobe "
                  "-v error -show_entries format=bit_rate -of csv=p=0 /tmp/ladder-test/$r/stream.m3u8; done",
                  "Success. Updated the following files:\nM config/ladder.yaml\n"
                  "1080p 5091344\n720p 2861270\n480p 1433805\n360p 819552\n240p 411930\n"),
            shell("for r in 1080p 720p; do printf '%s ' $r; ffmpeg -v error -i /tmp/ladder-test/$r/stream.m3u8 -i "
                  "/srv/mezzanine/l-0412.mov -lavfi '[0:v]scale=1920:1080[d];[d][1:v]libvmaf' -f null - 2>&1 | "
                  "grep -oE 'VMAF score: [0-9.]+'; done",
                  "1080p VMAF score: 96.31\n720p VMAF score: 94.08\n"),
            ("user", "96 vmaf for slides and a talking head is more than we need. drop 1080p to 4000k"),
            shell("yq -i '(.rungs[] | select(.name == \"1080p\")).kbps = 4000' config/ladder.yaml && python -m "
                  "lark_media.transcode --lesson l-0412 --only 1080p --out /tmp/ladder-test >/dev/null && ffmpeg -v "
                  "error -i /tmp/ladder-test/1080p/stream.m3u8 -i /srv/mezzanine/l-0412.mov -lavfi "
                  "'[0:v]scale=1920:1080[d];[d][1:v]libvmaf' -f null - 2>&1 | grep -oE 'VMAF score: [0-9.]+'",
                  "VMAF score: 95.18\n"),
            ("assistant", "At 4000k the 1080p rung scores 95.2, barely below 96.3 at 5000k, for 20% fewer bytes. "
                          "Final ladder in config/ladder.yaml: 1080p 4000k, 720p 2800k, 480p 1400k, 360p 800k, 240p "
                          "400k, audio AAC 128k. Ines's draft also lists a 2160p rung."),
            ("user", "the 2160p thing in her draft is only a draft, nobody agreed to 4k, don't build anything for "
                     "it. commit the ladder"),
            shell("grep -n 'mezzanine' lark_media/jobs.py | head -n 2 && git add config/ladder.yaml && git commit "
                  "-qm 'ladder: 1080p 4000k ... 240p 400k (LRK-877)' && git log -1 --oneline",
                  "lark_media/jobs.py:58:    upload_mezzanine(src, bucket=\"lark-media-mezzanine\")\n"
                  "e90d4c7 ladder: 1080p 4000k ... 240p 400k (LRK-877)\n"),
            ("assistant", "Committed. And jobs.py already uploads the mezzanine copy to lark-media-mezzanine as the "
                          "handover says, before the 90-day lifecycle rule on lark-media-ingest can delete the "
                          "original."),
        ],
        "facts": [
            fact("ladder-1080", "The 1080p HLS rung is 4000k (proposed 5000k, lowered after VMAF 95.2 vs 96.3).",
                 "config", "user", ["1080p", "4000k"]),
            fact("ladder-rest", "HLS ladder below 1080p: 720p 2800k, 480p 1400k, 360p 800k; audio AAC 128k stereo.",
                 "config", "assistant", ["2800k", "1400k", "800k"]),
            fact("ladder-240", "The ladder has a 240p rung at 400k for bad mobile connections.",
                 "config", "user", ["240p", "400k"]),
            fact("mezzanine", "The transcode job must always write a mezzanine copy to lark-media-mezzanine before "
                              "the original in lark-media-ingest is deleted by the 90-day lifecycle rule.",
                 "rule", "user", ["lark-media-mezzanine", ["90 days", "lark-media-ingest"]], remember=True),
        ],
        "optional": [
            opt("ladder-file", "The ladder lives in config/ladder.yaml (LRK-877).", ["ladder.yaml"]),
            opt("maxrate", "Rungs use maxrate 1.07x and bufsize 2x the target bitrate.", ["bufsize"]),
        ],
        "questions": [
            q("What bitrate does the 1080p rendition get?", "4000k", ["ladder-1080"]),
            q("What is the lowest rung of the HLS ladder?", "240p at 400k", ["ladder-240"]),
            q("What bitrate does the 720p rendition get?", "2800k", ["ladder-rest"]),
            q("Why must the transcode job write to lark-media-mezzanine?",
              "originals in lark-media-ingest are deleted after 90 days", ["mezzanine"]),
        ],
    },
    {
        "id": "h38-cx-mobile-rn-upgrade",
        "project": MOBILE,
        "start": datetime(2026, 11, 24, 13, 20),
        "branch": "LRK-911-rn-076",
        "about": "lark-mobile: React Native 0.74 to 0.76.3; new architecture kept off (newArchEnabled=false, "
                 "RCT_NEW_ARCH_ENABLED=0) until react-native-video 6; targetSdkVersion 35, minSdkVersion 24; the "
                 "Android release build runs out of heap, the assistant asks whether to remember "
                 "org.gradle.jvmargs=-Xmx4g and the person says yes",
        "steps": [
            ("user", "upgrade react native from 0.74 to 0.76, exactly 0.76.3. the new architecture stuff scares me, "
                     "so tell me what breaks before you change anything"),
            shell("jq -r '.dependencies | to_entries[] | select(.key | test(\"react-native\")) | \"\\(.key) "
                  "\\(.value)\"' package.json",
                  "react-native 0.74.5\nreact-native-blob-util 0.19.11\nreact-native-video 5.2.1\n"
                  "react-native-reanimated 3.10.1\nreact-native-screens 3.31.1\n"),
            ("assistant", "0.76 turns the new architecture on by default. Of your native dependencies, "
                          "react-native-blob-util 0.19, reanimated 3.16 and screens 3.35 support it; "
                          "react-native-video 5.2.1 doesn't (new-arch support starts with 6.x, which changes the "
                          "player API the lesson screen uses). So either the video player upgrade comes with this "
                          "PR, or the new architecture stays off for now."),
            ("user", "new arch stays off: newArchEnabled=false in gradle.properties and RCT_NEW_ARCH_ENABLED=0 for "
                     "the pods. we turn it on after the react-native-video upgrade, not in this PR. and while "
                     "you're there, google wants targetSdkVersion 35 now, minSdkVersion goes to 24"),
            shell("apply_patch < /tmp/rn076.patch && yarn install --silent && cd ios && RCT_NEW_ARCH_ENABLED=0 pod "
                  "install 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nM package.json\nM android/gradle.properties\n"
                  "M android/build.gradle\nM ios/Podfile\nM yarn.lock\n"
                  "Pod installation complete! There are 71 dependencies from the Podfile and 84 total pods "
                  "installed.\n"),
            shell("cd android && ./gradlew assembleRelease 2>&1 | tail -n 4",
                  "> Task :app:mergeReleaseResources FAILED\n"
                  "Execution failed for task ':app:mergeReleaseResources'.\n"
                  "> java.lang.OutOfMemoryError: Java heap space\n"
                  "BUILD FAILED in 3m 12s\n"),
            shell("grep -n 'jvmargs' android/gradle.properties; sed -i "
                  "'s/^org.gradle.jvmargs=.*/org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g/' "
                  "android/gradle.properties && cd android && ./gradlew assembleRelease 2>&1 | tail -n 1",
                  "3:org.gradle.jvmargs=-Xmx2048m -XX:MaxMetaspaceSize=512m\nBUILD SUCCESSFUL in 4m 41s\n"),
            ("assistant", "The release build ran out of Gradle heap at 2 GB while merging resources; with "
                          "org.gradle.jvmargs=-Xmx4g it builds. Should I remember this for future sessions: Android "
                          "release builds need org.gradle.jvmargs=-Xmx4g? This tends to come back on every "
                          "upgrade that resets gradle.properties from the template."),
            ("user", "yes please, that one gets us on every upgrade"),
            shell("yarn jest 2>&1 | tail -n 3 && yarn ios --configuration Release --simulator 'iPhone 16' 2>&1 | "
                  "tail -n 1",
                  "Test Suites: 41 passed, 41 total\nTests:       318 passed, 318 total\nTime:        21.7 s\n"
                  "success Successfully launched the app on the simulator\n"),
            shell("git add -A && git commit -qm 'chore(deps): react native 0.76.3, new arch off, targetSdk 35' && "
                  "git log -1 --oneline",
                  "2d6a91f chore(deps): react native 0.76.3, new arch off, targetSdk 35\n"),
            ("assistant", "Committed on LRK-911-rn-076: React Native 0.76.3 with the new architecture disabled on "
                          "both platforms, targetSdkVersion 35 and minSdkVersion 24, and the 4 GB Gradle heap. "
                          "Unit tests pass and the iOS release build launches; the lesson player and offline "
                          "downloads still need a manual check on a device."),
        ],
        "facts": [
            fact("rn-version", "lark-mobile is on React Native 0.76.3 (upgraded from 0.74.5).",
                 "config", "user", ["react native", "0.76.3"]),
            fact("new-arch-off", "The React Native new architecture stays off (newArchEnabled=false, "
                                 "RCT_NEW_ARCH_ENABLED=0) until react-native-video is upgraded.",
                 "decision", "user", [["newArchEnabled", "RCT_NEW_ARCH_ENABLED", "new arch"], "react-native-video"]),
            fact("android-sdk", "lark-mobile targets targetSdkVersion 35 with minSdkVersion 24.",
                 "config", "user", [["targetSdkVersion 35", "targetSdk 35"], "minSdkVersion"]),
            fact("gradle-heap", "Android release builds need org.gradle.jvmargs=-Xmx4g in android/gradle.properties "
                                "(2 GB runs out of heap in mergeReleaseResources).",
                 "config", "assistant", ["org.gradle.jvmargs", "Xmx4g"], remember=True),
        ],
        "optional": [
            opt("video-v5", "react-native-video 5.2.1 has no new-architecture support; 6.x changes the player API.",
                ["5.2.1"]),
        ],
        "questions": [
            q("Which React Native version is lark-mobile on?", "0.76.3", ["rn-version"]),
            q("Is the React Native new architecture on?", "no, off until the react-native-video upgrade",
              ["new-arch-off"]),
            q("What do Android release builds need in gradle.properties?", "org.gradle.jvmargs=-Xmx4g",
              ["gradle-heap"]),
        ],
    },
    {
        "id": "h38-cx-lti-grade-passback",
        "project": LTI,
        "start": datetime(2026, 11, 26, 9, 0),
        "about": "lark-lti: 41 Week 6 quiz grades never reached Moodle at Universidade do Vale; AgsPassbackWorker "
                 "got 422 because bonus points put scoreGiven above scoreMaximum, and Oban discarded the jobs after "
                 "3 attempts without anyone noticing; fix clamps scoreGiven and puts the raw score in the comment; "
                 "'remember that' rule for every Oban worker talking to an LMS: max_attempts 20, backoff up to 24h, "
                 "then grade_sync_failures and an alert in #lti-alerts",
        "steps": [
            ("user", "a professor at universidade do vale says 41 students show 'no grade' in moodle for the quiz "
                     "'Week 6 - Joins'. on our side they all have grades. what happened?"),
            shell("mix run -e 'import Ecto.Query; LarkLti.Repo.all(from j in Oban.Job, where: j.worker == "
                  "\"LarkLti.Ags.PassbackWorker\" and j.state == \"discarded\" and j.inserted_at > ago(14, \"day\"), "
                  "select: {j.attempt, j.max_attempts, fragment(\"?->-1->>'error'\", j.errors)}) |> Enum.frequencies"
                  "() |> IO.inspect'",
                  "%{\n  {3, 3, \"** (LarkLti.Ags.Error) 422 Unprocessable Entity: scoreGiven must not exceed "
                  "scoreMaximum\"} => 41\n}\n"),
            shell("psql \"$LTI_DB\" -Atc \"SELECT score_given, score_maximum, count(*) FROM ags_scores WHERE "
                  "line_item_id = 'li-vale-w6' AND synced_at IS NULL GROUP BY 1,2 ORDER BY 1\"",
                  "10.5|10|29\n11|10|12\n"),
            ("assistant", "All 41 passback jobs were discarded by Oban after 3 attempts with the same error: "
                          "Moodle answered 422 'scoreGiven must not exceed scoreMaximum'. The quiz had a bonus "
                          "question, so these students scored 10.5 or 11 out of 10. The AGS spec allows a score "
                          "above the maximum, but this Moodle version rejects it. And because discarded jobs raise "
                          "nothing, nobody saw it for 9 days."),
            ("user", "fix: clamp scoreGiven to scoreMaximum for the LMS, and put the real score in the comment "
                     "field, 'Brightlark score: 10.5/10', so the teacher sees the bonus. then resend the 41"),
            shell("apply_patch < /tmp/clamp.patch && mix test test/lark_lti/ags 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM lib/lark_lti/ags/passback_worker.ex\n"
                  "M test/lark_lti/ags/passback_worker_test.exs\n27 tests, 0 failures\n"),
            shell("mix lti.ags.resend --line-item li-vale-w6 --only-unsynced",
                  "enqueued 41 passback jobs\n41 synced (41 clamped, comment set)\n"),
            ("user", "and remember that for every Oban worker that talks to an LMS, not just this one: it never "
                     "gets discarded silently. max_attempts 20 with backoff up to 24h, and when it finally gives "
                     "up it writes a row to grade_sync_failures and posts to #lti-alerts. losing a grade quietly is "
                     "the worst thing this service can do"),
            shell("rg -ln 'use Oban.Worker' lib/lark_lti | xargs rg -n 'max_attempts'",
                  "lib/lark_lti/ags/passback_worker.ex:3:  use Oban.Worker, queue: :ags, max_attempts: 3\n"
                  "lib/lark_lti/nrps/sync_worker.ex:3:  use Oban.Worker, queue: :nrps, max_attempts: 5\n"
                  "lib/lark_lti/deep_linking/cleanup_worker.ex:3:  use Oban.Worker, queue: :default, max_attempts: "
                  "3\n"),
            ("assistant", "Two workers talk to an LMS: PassbackWorker and the NRPS SyncWorker. CleanupWorker only "
                          "deletes expired deep-linking sessions in our database, so I'd leave it as is. For the two, "
                          "a shared `LarkLti.LmsWorker` that sets max_attempts 20, a backoff that doubles up to 24 "
                          "hours, and on the last failed attempt inserts into grade_sync_failures and posts to "
                          "#lti-alerts."),
            ("user", "yes, exactly those two"),
            shell("apply_patch < /tmp/lms-worker.patch && mix ecto.migrate && mix test 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nA lib/lark_lti/lms_worker.ex\n"
                  "M lib/lark_lti/ags/passback_worker.ex\nM lib/lark_lti/nrps/sync_worker.ex\n"
                  "A priv/repo/migrations/20261126093000_create_grade_sync_failures.exs\n"
                  "[info] == Migrated 20261126093000 in 0.0s\n"
                  "Finished in 9.8 seconds (4.1s async, 5.7s sync)\n212 tests, 0 failures\n"),
            shell("git add -A && git commit -qm 'ags: clamp score to scoreMaximum; LMS workers retry 20x and record "
                  "failures' && git log -1 --oneline",
                  "d51f0a8 ags: clamp score to scoreMaximum; LMS workers retry 20x and record failures\n"),
        ],
        "facts": [
            fact("ags-422", "41 Week 6 grades never reached Moodle: bonus points put scoreGiven above scoreMaximum, "
                            "Moodle answered 422 and Oban discarded the PassbackWorker jobs after 3 attempts; fixed "
                            "by clamping scoreGiven to scoreMaximum and putting the real score in the comment.",
                 "bugfix", "assistant", ["scoreMaximum", ["422", "clamp"], ["PassbackWorker", "discarded"]]),
            fact("lms-worker-retries", "Oban workers that talk to an LMS (PassbackWorker, NRPS SyncWorker) are never "
                                       "discarded silently: max_attempts 20 with backoff up to 24h, then a row in "
                                       "grade_sync_failures and a post to #lti-alerts.",
                 "rule", "user", ["max_attempts 20", ["grade_sync_failures", "#lti-alerts"]], remember=True),
        ],
        "optional": [
            opt("lms-worker-module", "The shared retry behaviour lives in LarkLti.LmsWorker.", ["LmsWorker"]),
            opt("score-comment", "The real score goes to the AGS comment as 'Brightlark score: 10.5/10'.",
                ["Brightlark score"]),
        ],
        "questions": [
            q("Why did the Week 6 grades never reach Moodle?",
              "bonus points put scoreGiven above scoreMaximum, Moodle answered 422 and the jobs were discarded "
              "after 3 attempts", ["ags-422"]),
            q("What happens when a passback to an LMS keeps failing?",
              "max_attempts 20 with backoff up to 24h, then grade_sync_failures and a post to #lti-alerts",
              ["lms-worker-retries"]),
        ],
    },
]
