"""h51 Claude Code sessions, part a: the VOD packaging move to Shaka Packager (segment length, CMAF), a CDN
purge bug where re-packaged episodes kept their old audio, and the speech-to-text draft step of the subtitles
pipeline."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

VOD = "/home/ines/src/vod-packager"
SUBS = "/home/priya/work/subs-pipeline"

OLD_PACKAGE_SH = """#!/usr/bin/env bash
# package.sh -- VOD packaging, v1.9 (2019)
# usage: package.sh <programme_id> <mezzanine.mxf>
set -euo pipefail
PID="$1"; SRC="$2"
WORK=/tmp/pkg-$PID
mkdir -p "$WORK"
for R in 1080 720 540 360 270; do
  ffmpeg -hide_banner -y -i "$SRC" -vf scale=-2:$R -c:v libx264 -profile:v high -preset slow \\
    -b:v "${RATES[$R]}" -maxrate "${MAXR[$R]}" -bufsize "${BUFS[$R]}" -g 250 \\
    -c:a aac -b:a 128k "$WORK/v$R.mp4"
done
# HLS (TS) for Apple + the old set-top boxes
for R in 1080 720 540 360 270; do
  ffmpeg -i "$WORK/v$R.mp4" -c copy -f hls -hls_time 10 -hls_playlist_type vod \\
    -hls_segment_filename "$WORK/hls/$R/seg_%05d.ts" "$WORK/hls/$R/index.m3u8"
done
# DASH (fMP4) for everything else
MP4Box -dash 10000 -frag 10000 -rap -profile dashavc264:onDemand \\
  -out "$WORK/dash/manifest.mpd" $WORK/v1080.mp4 $WORK/v720.mp4 $WORK/v540.mp4 $WORK/v360.mp4 $WORK/v270.mp4
aws s3 sync "$WORK/hls" "s3://vod-origin/$PID/hls/" --endpoint-url "$S3_ENDPOINT"
aws s3 sync "$WORK/dash" "s3://vod-origin/$PID/dash/" --endpoint-url "$S3_ENDPOINT"
rm -rf "$WORK"
"""

SHAKA_DRYRUN = """[packager] I1103 09:41:12.118  packager_main.cc:551] Packaging completed successfully.
[packager] I1103 09:41:02.004  demuxer.cc:98] Demuxer::Run() on file 'work/p-20931/v1080.mp4'.
[packager] I1103 09:41:02.005  demuxer.cc:98] Demuxer::Run() on file 'work/p-20931/v720.mp4'.
[packager] I1103 09:41:02.005  demuxer.cc:98] Demuxer::Run() on file 'work/p-20931/v540.mp4'.
[packager] I1103 09:41:02.006  demuxer.cc:98] Demuxer::Run() on file 'work/p-20931/v360.mp4'.
[packager] I1103 09:41:02.006  demuxer.cc:98] Demuxer::Run() on file 'work/p-20931/v270.mp4'.
[packager] I1103 09:41:02.007  demuxer.cc:98] Demuxer::Run() on file 'work/p-20931/audio_nld.mp4'.
[packager] W1103 09:41:02.311  chunking_handler.cc:110] Segment 0 of stream 0 does not start with a key frame
[packager] W1103 09:41:02.312  chunking_handler.cc:110] Segment 1 of stream 0 does not start with a key frame
[packager] W1103 09:41:02.312  chunking_handler.cc:110] Segment 2 of stream 0 does not start with a key frame
... (1,412 more warnings of the same kind)
[packager] I1103 09:41:12.117  mpd_notifier.cc:77] Wrote out/p-20931/manifest.mpd
[packager] I1103 09:41:12.117  hls_notify_muxer_listener.cc:301] Wrote out/p-20931/master.m3u8
summary: 6 streams, 1,418 segments, 4.02 GB, warnings: 1,415
"""


SESSIONS = [
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-vod-segment-duration",
        "project": VOD,
        "start": datetime(2026, 11, 3, 9, 12),
        "about": "vod-packager: moving from the 2019 ffmpeg+MP4Box script to Shaka Packager; segment length options "
                 "2/4/6 s picked with 'the second one' (4 seconds); CMAF proposed by the assistant and accepted; "
                 "packager warnings traced to a 250-frame GOP, fixed with -g 50 -keyint_min 50 -sc_threshold 0; flat "
                 "rule that packager output never goes straight into vod-origin (vod-staging + promote job); "
                 "near-miss: 'do you remember what segment length the radio podcasts use?'; image pinned, answered 'k'",
        "steps": [
            ("user", "morning ☕ coffee hasn't kicked in yet so bear with me. we're finally replacing the old "
                     "packaging script (the bash + MP4Box thing from before my time) with shaka packager. can you "
                     "look at what's in packaging/ and tell me what's there before we touch anything"),
            bash("ls -la packaging/ packaging/shaka/ && cat packaging/package.sh",
                 "packaging/:\ntotal 28\ndrwxr-xr-x  4 ines ines 4096 Oct 30 17:02 .\n"
                 "drwxr-xr-x 11 ines ines 4096 Nov  2 18:40 ..\n-rwxr-xr-x  1 ines ines 1911 Mar 14  2019 package.sh\n"
                 "-rw-r--r--  1 ines ines  402 Mar 14  2019 rates.env\ndrwxr-xr-x  2 ines ines 4096 Oct 30 17:02 shaka\n"
                 "drwxr-xr-x  2 ines ines 4096 Mar 14  2019 test-assets\n\npackaging/shaka/:\ntotal 12\n"
                 "-rw-r--r-- 1 ines ines  988 Oct 30 17:02 config.example.yaml\n"
                 "-rw-r--r-- 1 ines ines  211 Oct 30 17:02 Dockerfile\n\n" + OLD_PACKAGE_SH),
            tool("Read", {"file_path": VOD + "/packaging/shaka/config.example.yaml"},
                 "     1\t# draft, ines, 30 Oct -- NOT FINAL\n     2\tpackager:\n     3\t  image: google/shaka-packager:latest\n"
                 "     4\t  segment_duration: TODO\n     5\t  fragment_duration: TODO\n     6\t  generate_static_live_mpd: false\n"
                 "     7\toutputs:\n     8\t  hls: true\n     9\t  dash: true\n    10\tstorage:\n"
                 "    11\t  endpoint: https://s3.vbc.internal\n    12\t  output_bucket: vod-origin\n"
                 "    13\t  prefix: \"{programme_id}/\"\n    14\tladder:\n    15\t  - {height: 1080, bitrate: 6000k}\n"
                 "    16\t  - {height: 720, bitrate: 3500k}\n    17\t  - {height: 540, bitrate: 2000k}\n"
                 "    18\t  - {height: 360, bitrate: 900k}\n    19\t  - {height: 270, bitrate: 450k}\n"
                 "    20\taudio:\n    21\t  - {lang: nld, bitrate: 128k}\n"),
            ("assistant", "Here's what's in there.\n\n**package.sh (2019)** encodes five renditions with libx264 "
                          "(`-g 250`, so a keyframe every 10 s at 25 fps), then packages twice: HLS as MPEG-TS "
                          "with `-hls_time 10`, and DASH with MP4Box at 10-second segments. Both outputs are synced "
                          "straight to `s3://vod-origin/<pid>/hls/` and `.../dash/`. So today every programme sits "
                          "on the origin twice, once as TS and once as fMP4, with 10-second segments.\n\n"
                          "**shaka/config.example.yaml** is your draft: the same five-rung ladder, one Dutch "
                          "(`nld`) audio track, segment/fragment duration still TODO, output bucket "
                          "`vod-origin`, and the image is `google/shaka-packager:latest`.\n\n"
                          "**shaka/Dockerfile** just wraps that image with the AWS CLI.\n\n"
                          "The big open question before writing anything is the segment length."),
            ("user", "yeah the 10s segments are exactly why startup is so slow on phones. what should it be? give "
                     "me options, not an essay pls"),
            ("assistant", "Three realistic choices:\n\n"
                          "1. **2 seconds**: fastest startup and quickest bitrate switches. Costs: five times as many "
                          "objects as today, many more requests per viewer (CDN request fees), and the GOP has to be "
                          "≤ 2 s, which hurts compression at the low rungs.\n"
                          "2. **4 seconds**: startup roughly twice as fast as 6 s, request count still reasonable, GOP "
                          "of 2 s fits twice per segment. What most broadcasters' VOD ends up with.\n"
                          "3. **6 seconds**: Apple's long-standing default, fewest requests, best compression, but "
                          "startup and first quality switch are noticeably slower on mobile.\n\n"
                          "Whatever we pick, segments must start on a keyframe, so the encoder GOP has to divide the "
                          "segment length."),
            ("user", "the second one"),
            ("assistant", "4 seconds then. I'll set `segment_duration: 4` and `fragment_duration: 4`.\n\n"
                          "One more thing I'd change while we're at it: the old script packages everything twice (TS "
                          "for HLS, fMP4 for DASH). Shaka Packager can write one set of CMAF fMP4 segments and put "
                          "both an HLS playlist and a DASH manifest over the same files. Every device we list in the "
                          "README supports fMP4 HLS (iOS 10+, the Tizen/webOS apps, all browsers). That halves what "
                          "sits on the origin and halves what the CDN has to cache. Shall I do it that way?"),
            ("user", "yes do the CMAF thing, one set of segments for both. do you remember what segment length the "
                     "radio podcasts use btw? someone told me once and I've forgotten"),
            ("assistant", "I don't have anything from an earlier conversation about the podcasts, and nothing in "
                          "this repo mentions audio-only packaging. Let me check quickly in case it's configured "
                          "somewhere here."),
            bash("rg -n -i 'podcast|audio_only|radio' . --glob '!test-assets' | head",
                 "README.md:41:Radio on-demand is packaged by the radio team's own pipeline (not this repo).\n"),
            ("assistant", "Only that README line: radio on-demand is packaged by the radio team's own pipeline, so "
                          "the answer lives with them, not here. Moving on. I'll write the config and do a dry run "
                          "on the test asset (p-20931, 52 min)."),
            bash("cp packaging/shaka/config.example.yaml packaging/shaka/config.yaml && sed -i "
                 "'s/segment_duration: TODO/segment_duration: 4/; s/fragment_duration: TODO/fragment_duration: 4/' "
                 "packaging/shaka/config.yaml && ./packaging/shaka/run.sh --dry-run p-20931 2>&1 | tail -20",
                 SHAKA_DRYRUN),
            bash("ffprobe -v error -select_streams v:0 -show_entries frame=key_frame,pkt_pts_time -of csv "
                 "work/p-20931/v1080.mp4 | awk -F, '$2==1' | head -5",
                 "frame,1,0.000000\nframe,1,10.000000\nframe,1,20.000000\nframe,1,30.000000\nframe,1,40.000000\n"),
            ("assistant", "The dry run \"succeeded\" but with 1,415 warnings that segments don't start on a keyframe, "
                          "and ffprobe shows why: the renditions still come from the old encode with `-g 250`, a "
                          "keyframe every 10 s. With 4-second segments the packager has to cut mid-GOP, and players "
                          "would stall on every segment boundary.\n\n"
                          "Fix in the encode step: a fixed 2-second GOP, i.e. at 25 fps `-g 50 -keyint_min 50 "
                          "-sc_threshold 0`. `-sc_threshold 0` stops x264 from inserting extra keyframes on scene "
                          "cuts, which would otherwise shift the cadence. Two GOPs per 4-second segment, every "
                          "segment starts on a keyframe. I'll change `encode.sh` and re-run."),
            bash("sed -i 's/-g 250/-g 50 -keyint_min 50 -sc_threshold 0/' packaging/encode.sh && "
                 "./packaging/encode.sh p-20931 test-assets/p-20931.mxf >/dev/null 2>&1 && "
                 "./packaging/shaka/run.sh --dry-run p-20931 2>&1 | tail -4",
                 "[packager] I1103 10:07:55.890  mpd_notifier.cc:77] Wrote out/p-20931/manifest.mpd\n"
                 "[packager] I1103 10:07:55.891  hls_notify_muxer_listener.cc:301] Wrote out/p-20931/master.m3u8\n"
                 "[packager] I1103 10:07:55.891  packager_main.cc:551] Packaging completed successfully.\n"
                 "summary: 6 streams, 784 segments, 1.98 GB, warnings: 0\n"),
            ("assistant", "Clean: 784 segments, 1.98 GB instead of the 4.02 GB of the old double output, zero "
                          "warnings. Both `master.m3u8` and `manifest.mpd` point at the same `.m4s` files."),
            ("user", "nice!! where does it write to right now"),
            ("assistant", "Still to `output_bucket: vod-origin` with prefix `{programme_id}/`, taken over from your "
                          "draft, same as the old script."),
            ("user", "no no. we never write packager output straight into vod-origin. it lands in vod-staging and "
                     "the promote job copies it across once QC has passed. the one time someone skipped that, half "
                     "a drama series went out with the audio description track as the main audio"),
            bash("sed -i 's/output_bucket: vod-origin/output_bucket: vod-staging/' packaging/shaka/config.yaml && "
                 "git diff --no-index packaging/shaka/config.example.yaml packaging/shaka/config.yaml",
                 "diff --git a/packaging/shaka/config.example.yaml b/packaging/shaka/config.yaml\n"
                 "--- a/packaging/shaka/config.example.yaml\n+++ b/packaging/shaka/config.yaml\n"
                 "@@ -1,13 +1,13 @@\n-# draft, ines, 30 Oct -- NOT FINAL\n+# shaka packager config\n packager:\n"
                 "-  image: google/shaka-packager:latest\n-  segment_duration: TODO\n-  fragment_duration: TODO\n"
                 "+  image: google/shaka-packager:v3.4.2\n+  segment_duration: 4\n+  fragment_duration: 4\n"
                 "+  cmaf: true\n   generate_static_live_mpd: false\n outputs:\n   hls: true\n   dash: true\n"
                 " storage:\n   endpoint: https://s3.vbc.internal\n-  output_bucket: vod-origin\n"
                 "+  output_bucket: vod-staging\n   prefix: \"{programme_id}/\"\n"),
            ("assistant", "Output now goes to `vod-staging`; the promote job takes it from there after QC. I also "
                          "pinned the image from `:latest` to `google/shaka-packager:v3.4.2`, the version the dry "
                          "runs used, so a new upstream release can't change the output under us. OK?"),
            ("user", "k"),
            ("user", "that's enough for today, commit it as 'shaka packager: 4s CMAF segments' and I'll open the PR "
                     "after lunch"),
            bash("git add packaging/ && git commit -qm 'shaka packager: 4s CMAF segments' && git log -1 --stat",
                 "commit 5d0c2e9a41b7f3c8e2a9d6b1f0e4c7a3b8d2e519\nAuthor: ines <ines@vbc.internal>\n"
                 "Date:   Tue Nov 3 10:21:40 2026 +0100\n\n    shaka packager: 4s CMAF segments\n\n"
                 " packaging/encode.sh          |  2 +-\n packaging/shaka/Dockerfile  |  2 +-\n"
                 " packaging/shaka/config.yaml  | 23 +++++++++++++++++++++++\n 3 files changed, 25 insertions(+), 2 deletions(-)\n"),
        ],
        "facts": [
            fact("segment-4s", "VOD packaging uses 4-second segments (segment_duration: 4), picked from 2/4/6 s; the "
                               "old script used 10 s, which made startup slow on phones.",
                 "decision", "user", [["4 seconds", "segment_duration: 4"], "segment"]),
            fact("cmaf", "One set of CMAF fMP4 segments serves both HLS and DASH (no more separate TS and fMP4 "
                         "outputs); it halves origin storage.",
                 "decision", "assistant", ["CMAF", "DASH"]),
            fact("gop", "The encoder uses a fixed 2-second GOP (-g 50 -keyint_min 50 -sc_threshold 0 at 25 fps) so "
                        "every 4-second segment starts on a keyframe; the old -g 250 gave packager warnings.",
                 "config", "assistant", [["-g 50", "2-second GOP"], "sc_threshold 0"]),
            fact("staging-first", "Packager output never goes straight into vod-origin: it is written to vod-staging "
                                  "and the promote job copies it across after QC.",
                 "rule", "user", ["vod-staging", "vod-origin"], remember=True),
        ],
        "optional": [
            opt("shaka-pin", "The Shaka Packager image is pinned to google/shaka-packager:v3.4.2.",
                ["v3.4.2"]),
            opt("radio-elsewhere", "Radio on-demand is packaged by the radio team's own pipeline, not vod-packager.",
                ["radio"]),
        ],
        "questions": [
            q("How long are the VOD segments?", "4 seconds", ["segment-4s"]),
            q("Are HLS and DASH packaged as separate segment sets?", "no, one set of CMAF segments for both HLS and DASH",
              ["cmaf"]),
            q("Which bucket does the packager write to?", "vod-staging; the promote job copies to vod-origin after QC",
              ["staging-first"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-vod-cdn-purge",
        "project": VOD,
        "start": datetime(2026, 11, 19, 14, 5),
        "about": "vod-packager: re-packaged episode still plays the old audio; person blames smart-TV player "
                 "caches (wrong); CDN logs show segment HITs 3 days old: segments keep the same names with "
                 "max-age=31536000 immutable and the purge job purges manifests only; fix: run-versioned paths "
                 "(option 2, answered '2'); pasted CDN purge runbook of which only the surrogate keys and the "
                 "no-wildcard-in-prime-time line are confirmed; near-miss: the radio team's own Sunday rule",
        "steps": [
            ("user", "ugh. audience desk forwarded three complaints: episode 3 of Harbour Lights still plays the old "
                     "audio mix, the one with the music drowning the dialogue. we re-packaged it on monday with the "
                     "fixed mix. I bet it's the smart TV players caching stuff, they're awful with that"),
            ("assistant", "Could be, but the CDN is cheaper to rule out than the players, so let me look at what the "
                          "edge is serving for that programme first. Which programme id is episode 3?"),
            ("user", "p-20931"),
            bash("zcat /var/log/cdn-export/2026-11-19/*.gz | rg 'p-20931' | awk '{print $4, $7, $9, $12, $13}' | "
                 "sort | uniq -c | sort -rn | head -20",
                 "   412 GET /vod/p-20931/video_1080p/seg_00001.m4s HIT Age:259118 200\n"
                 "   398 GET /vod/p-20931/audio_nld/seg_00001.m4s HIT Age:259118 200\n"
                 "   377 GET /vod/p-20931/video_720p/seg_00001.m4s HIT Age:259104 200\n"
                 "   371 GET /vod/p-20931/audio_nld/seg_00002.m4s HIT Age:259117 200\n"
                 "   366 GET /vod/p-20931/video_1080p/seg_00002.m4s HIT Age:259117 200\n"
                 "   301 GET /vod/p-20931/master.m3u8 HIT Age:41 200\n"
                 "   288 GET /vod/p-20931/manifest.mpd HIT Age:38 200\n"
                 "   121 GET /vod/p-20931/audio_nld/seg_00003.m4s HIT Age:259101 200\n"
                 "    97 GET /vod/p-20931/video_540p/seg_00001.m4s HIT Age:258990 200\n"
                 "    14 GET /vod/p-20931/audio_ad/seg_00001.m4s MISS Age:0 200\n"
                 "     9 GET /vod/p-20931/video_360p/seg_00004.m4s HIT Age:259000 200\n"),
            bash("curl -sI https://vod.vbc.example/vod/p-20931/master.m3u8 | rg -i 'cache|age|last-mod'; echo ---; "
                 "curl -sI https://vod.vbc.example/vod/p-20931/audio_nld/seg_00001.m4s | rg -i 'cache|age|last-mod'",
                 "cache-control: public, max-age=60\nage: 44\nlast-modified: Mon, 16 Nov 2026 16:02:11 GMT\n---\n"
                 "cache-control: public, max-age=31536000, immutable\nage: 259140\n"
                 "last-modified: Fri, 13 Nov 2026 09:58:40 GMT\n"),
            ("assistant", "It's not the players: curl gets the old audio too.\n\n"
                          "The manifests are fresh (Age 41 s, last modified Monday 16 Nov, `max-age=60`), but they "
                          "reference exactly the same segment names as before: `audio_nld/seg_00001.m4s` and so on. "
                          "Those segments are served from cache with an Age of ~259,000 s (three days), last "
                          "modified Friday 13 Nov, i.e. the old mix. They are sent with "
                          "`max-age=31536000, immutable`, so the CDN has no reason to ever ask the origin again. Let "
                          "me check what the purge job purges after a re-package."),
            tool("Read", {"file_path": VOD + "/purge/purge_job.py"},
                 "     1\t\"\"\"Purge CDN caches after a (re-)packaging run.\"\"\"\n     2\timport os\n     3\timport requests\n"
                 "     4\t\n     5\tAPI = \"https://api.cdn.example/v1/purge\"\n     6\t\n"
                 "     7\tdef purge_programme(programme_id: str) -> None:\n"
                 "     8\t    urls = [f\"https://vod.vbc.example/vod/{programme_id}/master.m3u8\",\n"
                 "     9\t            f\"https://vod.vbc.example/vod/{programme_id}/manifest.mpd\"]\n"
                 "    10\t    # segments are immutable, no need to purge them\n"
                 "    11\t    r = requests.post(API, json={\"urls\": urls, \"type\": \"hard\"},\n"
                 "    12\t                      headers={\"Authorization\": f\"Bearer {os.environ['CDN_TOKEN']}\"}, timeout=10)\n"
                 "    13\t    r.raise_for_status()\n"),
            ("assistant", "There it is. `purge_programme` purges only `master.m3u8` and `manifest.mpd`, with the "
                          "comment \"segments are immutable, no need to purge them\". That's true only if a segment "
                          "name never gets new content, and a re-package breaks exactly that: Shaka writes "
                          "`seg_00001.m4s` again with different bytes under the same URL.\n\n"
                          "**Root cause:** re-packaged programmes reuse the same segment names, the segments are "
                          "cached as immutable for a year, and the purge job only purges the manifests. New manifest, "
                          "old segments → old audio.\n\n"
                          "Two ways out:\n\n"
                          "1. Purge the segments too after a re-package (by surrogate key, so one call per programme "
                          "instead of thousands of URLs). Simple, but for a few minutes players mid-stream can fetch "
                          "a mix of old and new segments.\n"
                          "2. Make segment URLs change per packaging run: write each run under a run-versioned path, "
                          "`/vod/<programme_id>/r<run>/...`, so a new manifest points at new URLs and `immutable` "
                          "becomes true again. Nothing to purge for re-packages; old runs are deleted from the origin "
                          "after 7 days.\n\n"
                          "I'd go with 2."),
            ("user", "2. but we still tag things with surrogate keys for takedowns (rights expiry, legal). ops "
                     "pasted their purge runbook in the channel ages ago, here it is:\n\n"
                     "```\nCDN PURGE RUNBOOK  (v3, last edited 2024)\n"
                     "1. Prefer purge by surrogate key. Keys: prog-<programme_id>, series-<series_id>.\n"
                     "2. Soft purge (mark stale) is preferred over hard purge unless the content must disappear "
                     "(legal / rights).\n"
                     "3. Every purge request must carry a ticket number in the \"reason\" field.\n"
                     "4. Never issue a wildcard purge on /vod/* between 18:00 and 23:00 -- the origin cannot take "
                     "the refill at prime time.\n"
                     "5. The purge API token lives in the ops vault under cdn/purge.\n"
                     "6. After a hard purge, warm the top 50 titles with warm.sh.\n```\n\n"
                     "most of this is stale: warm.sh hasn't existed since we moved CDN, and nobody has ever put a "
                     "ticket number in. what still holds: surrogate keys are prog-<programme_id>, that's how we "
                     "purge. and number 4 is very much ours and still stands, treat it as a standing rule for "
                     "anything you do in this repo"),
            ("assistant", "Understood: `prog-<programme_id>` surrogate keys for purges, and no wildcard purge on "
                          "`/vod/*` between 18:00 and 23:00. I'll leave the rest of the runbook alone. Changes:\n\n"
                          "- `run.sh`: output prefix becomes `{programme_id}/r{run}/`, where `run` is the packaging "
                          "run number from the job table.\n"
                          "- The promote job writes a `current` pointer; the public manifest path stays "
                          "`/vod/<programme_id>/master.m3u8` and its contents point into `r<run>/`.\n"
                          "- Every object gets `Surrogate-Key: prog-<programme_id>`.\n"
                          "- `purge_programme` stays for takedowns but purges by surrogate key."),
            bash("git diff --stat && git diff purge/purge_job.py",
                 " packaging/shaka/run.sh     |  6 ++++--\n promote/promote.py         | 31 +++++++++++++++++++++++------\n"
                 " purge/purge_job.py         | 17 ++++++++-------\n tests/test_promote.py      | 44 ++++++++++++++++++++++++++\n"
                 " 4 files changed, 79 insertions(+), 19 deletions(-)\n"
                 "diff --git a/purge/purge_job.py b/purge/purge_job.py\n--- a/purge/purge_job.py\n+++ b/purge/purge_job.py\n"
                 "@@ -5,9 +5,11 @@ API = \"https://api.cdn.example/v1/purge\"\n \n"
                 " def purge_programme(programme_id: str) -> None:\n"
                 "-    urls = [f\"https://vod.vbc.example/vod/{programme_id}/master.m3u8\",\n"
                 "-            f\"https://vod.vbc.example/vod/{programme_id}/manifest.mpd\"]\n"
                 "-    # segments are immutable, no need to purge them\n"
                 "-    r = requests.post(API, json={\"urls\": urls, \"type\": \"hard\"},\n"
                 "+    # takedowns only: re-packages write a new r<run>/ path and need no purge\n"
                 "+    key = f\"prog-{programme_id}\"\n"
                 "+    r = requests.post(API, json={\"surrogate_keys\": [key], \"type\": \"hard\"},\n"),
            bash("python -m pytest -q tests/",
                 "........................................                                  [ 85%]\n"
                 "......                                                                    [100%]\n"
                 "46 passed in 3.81s\n"),
            ("assistant", "46 tests pass, including new ones for the `r<run>/` prefix and the `current` pointer. "
                          "Manifests keep `max-age=60`; segments keep `max-age=31536000, immutable`, which is now "
                          "correct because a URL never gets new bytes."),
            ("user", "should I purge the old harbour lights segments now? it's 14:40"),
            ("assistant", "The new code only helps the next re-package; episode 3 is still stuck with the old "
                          "segments in cache. A surrogate-key purge of `prog-p-20931` fixes it now. That's a targeted "
                          "purge, not a wildcard, and it's 14:40, outside 18:00–23:00 anyway. Want me to send it?"),
            ("user", "do it"),
            bash("curl -s -X POST https://api.cdn.example/v1/purge -H \"Authorization: Bearer $CDN_TOKEN\" "
                 "-d '{\"surrogate_keys\":[\"prog-p-20931\"],\"type\":\"hard\"}' && sleep 5 && "
                 "curl -sI https://vod.vbc.example/vod/p-20931/audio_nld/seg_00001.m4s | rg -i 'x-cache|age|last-mod'",
                 "{\"status\":\"ok\",\"purge_id\":\"9f1e0a7c-44d2-4b8e-a0c1-5e7d2b9f3a66\",\"objects\":2214}\n"
                 "x-cache: MISS\nage: 0\nlast-modified: Mon, 16 Nov 2026 16:01:57 GMT\n"),
            ("assistant", "Purged 2,214 objects; the first segment now comes from the origin with Monday's "
                          "timestamp, i.e. the fixed mix. The audience desk can tell the three viewers to restart "
                          "the episode."),
            ("user", "great. fyi the radio team never purges anything on sundays, their own rule, don't go copying "
                     "that over here. thanks, done for today 👋"),
        ],
        "facts": [
            fact("stale-segments", "Re-packaged programmes kept the old audio because segment names were reused, "
                                   "segments are cached max-age=31536000 immutable and the purge job purged only the "
                                   "manifests. Fix: each packaging run writes under a run-versioned path "
                                   "/vod/<programme_id>/r<run>/, so re-packages need no purge.",
                 "bugfix", "assistant", ["immutable", ["run-versioned", "r<run>"]]),
            fact("no-prime-wildcard", "Never issue a wildcard purge on /vod/* between 18:00 and 23:00 (the origin "
                                      "cannot take the refill at prime time).",
                 "rule", "user", ["wildcard", "18:00", "23:00"], remember=True),
            fact("surrogate-keys", "CDN purges go by surrogate key prog-<programme_id>; every object is tagged with "
                                   "it, and purge_programme is for takedowns only.",
                 "convention", "user", ["surrogate", "prog-<programme_id>"]),
        ],
        "optional": [
            opt("cache-headers", "Manifests are cached max-age=60; segments max-age=31536000, immutable.",
                ["max-age=60"]),
            opt("old-runs", "Old packaging runs are deleted from the origin after 7 days.", ["7 days"]),
        ],
        "questions": [
            q("Why did the re-packaged episode keep playing the old audio?",
              "same segment names, cached immutable, purge job purged only the manifests; fixed with run-versioned "
              "paths", ["stale-segments"]),
            q("When is a wildcard purge on /vod/* not allowed?", "between 18:00 and 23:00", ["no-prime-wildcard"]),
            q("How are CDN purges targeted?", "surrogate key prog-<programme_id>", ["surrogate-keys"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-subs-stt-draft",
        "project": SUBS,
        "start": datetime(2026, 11, 12, 10, 30),
        "about": "subs-pipeline: speech-to-text draft step; requirements as a numbered list (item 3 a standing rule: "
                 "no draft reaches playout without a subtitler's sign-off); faster-whisper large-v3 OOMs on the "
                 "shared T4, int8_float16 too slow (52 min), medium int8 chosen; drift of +20 s per chunk, person "
                 "guesses hallucination/VAD (wrong), cause the 20-second chunk overlap ignored in the offset; "
                 "one-off rename; Hindi-flavoured English",
        "steps": [
            ("user", "Hello! Today we are adding the speech-to-text draft step in subs-pipeline. Idea is: for "
                     "programmes where vendor subtitles are not coming, whisper makes a draft, then the subtitler "
                     "corrects it in the editor. Requirements from my side:\n"
                     "1. draft output goes under s3://subs-drafts/<programme_id>/ and not in the main subs bucket\n"
                     "2. every draft file gets a NOTE block with [DRAFT] on top so nobody is mistaking it\n"
                     "3. and this one is for all times, not only today: a draft never reaches playout without a "
                     "subtitler's sign-off. Even if programme is going on air in 10 minutes. Whole thing is built "
                     "around this only.\n"
                     "4. use faster-whisper, GPU box is gpu-sub-01 with one T4"),
            bash("ls src/subs_pipeline/ && sed -n '/\\[project\\]/,/^$/p' pyproject.toml",
                 "__init__.py\ncli.py\nconvert/\nnaming.py\nqc.py\nupload.py\n"
                 "[project]\nname = \"subs-pipeline\"\nversion = \"0.9.0\"\nrequires-python = \">=3.11\"\n"
                 "dependencies = [\n  \"ttconv>=1.1\",\n  \"boto3>=1.34\",\n  \"click>=8.1\",\n]\n"),
            bash("ssh gpu-sub-01 nvidia-smi",
                 "Thu Nov 12 10:33:51 2026\n"
                 "+-----------------------------------------------------------------------------------------+\n"
                 "| NVIDIA-SMI 550.127.05             Driver Version: 550.127.05     CUDA Version: 12.4     |\n"
                 "|-----------------------------------------+------------------------+----------------------+\n"
                 "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n"
                 "|   0  Tesla T4                       On  |   00000000:00:1E.0 Off |                    0 |\n"
                 "| N/A   44C    P0             27W /   70W |    7031MiB /  15360MiB |      0%      Default |\n"
                 "+-----------------------------------------------------------------------------------------+\n"
                 "| Processes:                                                                              |\n"
                 "|    0   N/A  N/A     18211      C   /opt/tts-preview/bin/python                  7028MiB |\n"
                 "+-----------------------------------------------------------------------------------------+\n"),
            ("assistant", "The T4 has 15 GB, but `tts-preview` already holds ~7 GB permanently, so whisper gets "
                          "about 8 GB. I'll start with `large-v3` in float16 for the best accuracy and see if it "
                          "fits. Test programme: p-30518 (58 min, studio talk with some outdoor reports)."),
            bash("ssh gpu-sub-01 'cd /opt/subs && .venv/bin/python -m subs_pipeline.stt --model large-v3 "
                 "--compute-type float16 p-30518.wav' 2>&1 | tail -8",
                 "Loading model large-v3 (float16)...\nTraceback (most recent call last):\n"
                 "  File \"/opt/subs/src/subs_pipeline/stt.py\", line 41, in transcribe\n"
                 "    model = WhisperModel(name, device=\"cuda\", compute_type=compute_type)\n"
                 "  File \"/opt/subs/.venv/lib/python3.11/site-packages/faster_whisper/transcribe.py\", line 634, in __init__\n"
                 "    self.model = ctranslate2.models.Whisper(\n"
                 "RuntimeError: CUDA failed with error out of memory\n"),
            ("assistant", "Out of memory, as feared. Options: `large-v3` with `int8_float16` (much smaller), or "
                          "`medium` with `int8`. Trying large-v3 int8_float16 first since it keeps the bigger model."),
            bash("ssh gpu-sub-01 'cd /opt/subs && time .venv/bin/python -m subs_pipeline.stt --model large-v3 "
                 "--compute-type int8_float16 p-30518.wav' 2>&1 | tail -5",
                 "Loading model large-v3 (int8_float16)...\nTranscribing 3478.2 s of audio in 2 chunks...\n"
                 "wrote /tmp/stt/p-30518.vtt (812 cues)\n\nreal\t52m07.331s\n"),
            ("user", "52 minutes for one programme is too slow yaar, the evening news backlog will pile up. try "
                     "the medium"),
            bash("ssh gpu-sub-01 'cd /opt/subs && time .venv/bin/python -m subs_pipeline.stt --model medium "
                 "--compute-type int8 p-30518.wav' 2>&1 | tail -4 && .venv/bin/python scripts/wer.py "
                 "--ref refs/ --models large-v3:int8_float16 medium:int8",
                 "Transcribing 3478.2 s of audio in 2 chunks...\nwrote /tmp/stt/p-30518.vtt (798 cues)\n\n"
                 "real\t11m02.914s\n\nWER on 3 reference programmes (p-30518, p-30402, p-29977)\n"
                 "  large-v3 int8_float16   9.8%\n  medium   int8          12.1%\n"),
            ("user", "12% is okay for a draft, subtitler is correcting anyway. medium int8 it is. final."),
            ("assistant", "Medium with int8 then: 11 minutes for a 58-minute programme. I've set it as the "
                          "default in `stt.py` and written the output to `s3://subs-drafts/<programme_id>/` with the "
                          "`NOTE [DRAFT]` header. Before wiring it into the pipeline I compared the draft timings "
                          "against the vendor file we have for p-30402, and something is off."),
            bash(".venv/bin/python scripts/compare_cues.py /tmp/stt/p-30402.vtt refs/p-30402_eng.vtt --every 300",
                 "t_ref       t_draft     delta\n00:05:00.2  00:05:00.3   +0.1\n00:10:01.0  00:10:01.1   +0.1\n"
                 "00:15:02.4  00:15:02.4   +0.0\n00:20:00.8  00:20:00.9   +0.1\n00:25:03.3  00:25:03.5   +0.2\n"
                 "00:30:04.1  00:30:24.2  +20.1\n00:35:00.0  00:35:20.0  +20.0\n00:40:02.7  00:40:22.9  +20.2\n"
                 "00:45:01.5  00:45:21.4  +19.9\n00:50:00.3  00:50:20.4  +20.1\n00:55:02.2  00:55:22.3  +20.1\n"),
            ("user", "this drift is coming because whisper is hallucinating in the silent parts no? I read about "
                     "it. maybe the VAD filter"),
            ("assistant", "I don't think so. Hallucination or VAD trimming would make the error creep or wobble. "
                          "This is a clean step: +0.1 s until 00:25, then exactly +20 s from 00:30 on, and it stays "
                          "there. 30 minutes is the chunk length, so the second chunk is shifted as a block. Let me "
                          "look at how chunk offsets are computed."),
            tool("Read", {"file_path": SUBS + "/src/subs_pipeline/stt.py", "offset": 60, "limit": 30},
                 "    60\tCHUNK_SECONDS = 1800\n    61\tOVERLAP_SECONDS = 20\n    62\t\n"
                 "    63\tdef chunks(audio: np.ndarray, sr: int = 16000):\n"
                 "    64\t    step = (CHUNK_SECONDS - OVERLAP_SECONDS) * sr\n"
                 "    65\t    for i, start in enumerate(range(0, len(audio), step)):\n"
                 "    66\t        yield i, start / sr, audio[start:start + CHUNK_SECONDS * sr]\n    67\t\n"
                 "    68\tdef transcribe(path, model):\n    69\t    audio = load_16k(path)\n"
                 "    70\t    cues = []\n    71\t    for i, start_s, chunk in chunks(audio):\n"
                 "    72\t        offset = i * CHUNK_SECONDS\n"
                 "    73\t        for seg in model.transcribe(chunk)[0]:\n"
                 "    74\t            cues.append(Cue(seg.start + offset, seg.end + offset, seg.text))\n"
                 "    75\t    return cues\n"),
            ("assistant", "Found it. The chunker steps by `CHUNK_SECONDS - OVERLAP_SECONDS` (1780 s), so chunk 1 "
                          "really starts at 29:40, 20 seconds before the end of chunk 0; the overlap is there so "
                          "words at the cut aren't lost. But `transcribe` ignores the `start_s` the chunker yields "
                          "and uses `offset = i * CHUNK_SECONDS`, i.e. 30:00. Every cue of chunk 1 is pushed 20 "
                          "seconds late, chunk 2 would be 40 seconds late, and so on.\n\n"
                          "**Cause:** the chunk offset ignores the 20-second overlap. **Fix:** use the chunker's "
                          "`start_s` as the offset, and drop cues from the overlap region that the previous chunk "
                          "already produced (the first 20 s of every chunk after the first), so words aren't "
                          "doubled. Not the VAD, not hallucination."),
            bash("python -m pytest -q tests/test_stt.py && .venv/bin/python scripts/compare_cues.py "
                 "/tmp/stt/p-30402.vtt refs/p-30402_eng.vtt --every 600",
                 "........                                                                  [100%]\n8 passed in 1.22s\n"
                 "t_ref       t_draft     delta\n00:10:01.0  00:10:01.1   +0.1\n00:20:00.8  00:20:00.9   +0.1\n"
                 "00:30:04.1  00:30:04.3   +0.2\n00:40:02.7  00:40:02.8   +0.1\n00:50:00.3  00:50:00.6   +0.3\n"
                 "max |delta| = 0.3 s over 812 cues\n"),
            ("assistant", "Fixed: max deviation 0.3 s over the whole programme, no duplicated words at 29:40. "
                          "The pipeline step now: extract 16 kHz mono → faster-whisper medium int8 on gpu-sub-01 → "
                          "WebVTT with the `NOTE [DRAFT]` block → `s3://subs-drafts/<programme_id>/`. The playout "
                          "export refuses any file that has no subtitler sign-off recorded, drafts included."),
            ("user", "superb, thank you so much! one small thing, rename stt_runner.py to draft_runner.py, the "
                     "name is confusing the team"),
            bash("git mv src/subs_pipeline/stt_runner.py src/subs_pipeline/draft_runner.py && sed -i "
                 "'s/stt_runner/draft_runner/g' src/subs_pipeline/cli.py tests/test_stt.py && python -m pytest -q",
                 "..............................................                            [100%]\n46 passed in 4.02s\n"),
            ("user", "ok thanks, chalo bye"),
        ],
        "facts": [
            fact("stt-model", "The STT draft step uses faster-whisper medium with int8: large-v3 float16 ran out of "
                              "memory on the shared T4 and large-v3 int8_float16 took 52 minutes for a 58-minute "
                              "programme (WER 12.1% vs 9.8% accepted for drafts).",
                 "decision", "user", ["medium", "int8"]),
            fact("chunk-overlap", "Draft cue times drifted +20 s per 30-minute chunk because the offset was "
                                  "i * CHUNK_SECONDS and ignored the 20-second overlap; fixed by using the chunker's "
                                  "start_s and dropping cues already produced in the overlap.",
                 "bugfix", "assistant", ["overlap", "start_s"]),
            fact("signoff", "An STT draft never reaches playout without a subtitler's sign-off, however close the "
                            "broadcast is.",
                 "rule", "user", ["sign-off", "playout"], remember=True),
            fact("drafts-bucket", "STT drafts are written under s3://subs-drafts/<programme_id>/, not the main subs "
                                  "bucket.",
                 "config", "user", ["subs-drafts"]),
        ],
        "optional": [
            opt("draft-note", "Every draft file starts with a NOTE [DRAFT] block.", ["[DRAFT]"]),
            opt("gpu-box", "STT runs on gpu-sub-01 (one T4; tts-preview holds ~7 GB of it).", ["gpu-sub-01"]),
        ],
        "questions": [
            q("Which speech-to-text model makes the subtitle drafts?", "faster-whisper medium int8", ["stt-model"]),
            q("Why did draft cue times drift by 20 seconds?", "the chunk offset ignores the 20-second overlap",
              ["chunk-overlap"]),
            q("Can a speech-to-text draft go to playout directly?", "never without a subtitler's sign-off",
              ["signoff"]),
        ],
    },
]
