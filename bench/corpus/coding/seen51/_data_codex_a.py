"""h51 Codex sessions, part a: FairPlay licences failing after a lic-proxy deploy, converting the vendor's TTML
subtitles to WebVTT, and the audio-description mix."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

VOD = "/home/ines/src/vod-packager"
SUBS = "/home/priya/work/subs-pipeline"

TTML_SAMPLE = """<?xml version="1.0" encoding="UTF-8"?>
<tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"
    xmlns:ttp="http://www.w3.org/ns/ttml#parameter" xmlns:ebuttm="urn:ebu:tt:metadata"
    ttp:timeBase="smpte" ttp:frameRate="25" ttp:dropMode="nonDrop" xml:lang="en">
  <head>
    <metadata><ebuttm:documentStartOfProgramme>10:00:00:00</ebuttm:documentStartOfProgramme></metadata>
    <styling>
      <style xml:id="white" tts:color="#FFFFFF" tts:backgroundColor="#000000"/>
      <style xml:id="yellow" tts:color="#FFFF00" tts:backgroundColor="#000000"/>
      <style xml:id="cyan" tts:color="#00FFFF" tts:backgroundColor="#000000"/>
    </styling>
  </head>
  <body><div>
    <p begin="10:00:03:12" end="10:00:06:02" style="white">Good evening, and welcome to Harbour Lights.</p>
    <p begin="10:00:06:10" end="10:00:09:20" style="yellow">Is the boat still out?<br/>It should be back by now.</p>
    <p begin="10:00:09:22" end="10:00:12:00" style="cyan">The fog came in an hour ago.</p>
    ...
"""


SESSIONS = [
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cx-vod-drm-licence",
        "project": VOD,
        "start": datetime(2026, 11, 10, 10, 20),
        "about": "vod-packager / lic-proxy: Safari FairPlay licence requests 403 after Friday's deploy; first guess "
                 "an expired FairPlay certificate (valid to Feb 2027, ruled out); cause: packager writes the KID "
                 "uppercase in skd://, the refactored parseSkdUri dropped toLowerCase, Redis keys are lowercase; "
                 "download licence duration left at 30, then changed to 14 days for legal; Widevine L1 needed for "
                 "HD, L3 max 540p (checked, enforced); remember-request with typos about checking the cert expiry "
                 "first",
        "steps": [
            ("user", "safari users can't play anything with DRM since fridays lic-proxy deploy?? widevine on chrome "
                     "is fine. licence requests come back 403. can you dig"),
            shell("kubectl -n drm logs deploy/lic-proxy --since=1h | rg -v healthz | tail -20",
                  "2026-11-10T09:11:02.118Z info  fairplay spc received asset=p-20117 kid=9F3A0C7E51D24B8E8A6F1B2C3D4E5F60\n"
                  "2026-11-10T09:11:02.121Z warn  fairplay key lookup miss kid=9F3A0C7E51D24B8E8A6F1B2C3D4E5F60\n"
                  "2026-11-10T09:11:02.121Z info  fairplay respond status=403 reason=key_not_found\n"
                  "2026-11-10T09:11:04.530Z info  widevine request asset=p-20117 kid=9f3a0c7e51d24b8e8a6f1b2c3d4e5f60\n"
                  "2026-11-10T09:11:04.533Z info  widevine respond status=200\n"
                  "2026-11-10T09:11:07.004Z info  fairplay spc received asset=p-19850 kid=0B7E1D2C3A4F5E6D7C8B9A0F1E2D3C4B\n"
                  "2026-11-10T09:11:07.006Z warn  fairplay key lookup miss kid=0B7E1D2C3A4F5E6D7C8B9A0F1E2D3C4B\n"
                  "2026-11-10T09:11:07.006Z info  fairplay respond status=403 reason=key_not_found\n"
                  "2026-11-10T09:11:09.772Z info  widevine request asset=p-19850 kid=0b7e1d2c3a4f5e6d7c8b9a0f1e2d3c4b\n"
                  "2026-11-10T09:11:09.775Z info  widevine respond status=200\n"
                  "... (FairPlay: 1,204 requests in the last hour, 1,204 status=403)\n"),
            ("assistant", "Every FairPlay request in the last hour got 403 and every Widevine one 200. My first "
                          "suspect is the FairPlay application certificate: if it expired or was swapped in "
                          "Friday's deploy, the SPC can't be decrypted, and FairPlay is the only path that uses it. "
                          "Checking the mounted certificate."),
            shell("kubectl -n drm exec deploy/lic-proxy -- openssl x509 -in /secrets/fairplay/fps_cert.der -inform der "
                  "-noout -subject -enddate",
                  "subject=C = BE, O = VBC Digital, CN = FairPlay Streaming: VBC\n"
                  "notAfter=Feb 14 23:59:59 2027 GMT\n"),
            ("assistant", "The certificate is valid until 14 February 2027, so that's not it. And the log says "
                          "`key lookup miss`, not a decryption error: the SPC is read fine, the content key isn't "
                          "found. Note the KIDs: FairPlay logs them in uppercase, Widevine in lowercase. Looking at "
                          "how keys are stored."),
            shell("kubectl -n drm exec deploy/redis-keys -- redis-cli --scan --pattern 'drm:kid:*' | head -3; git -C "
                  "../lic-proxy log --oneline -4; git -C ../lic-proxy show 2c9e71f -- src/fairplay.ts | head -30",
                  "drm:kid:9f3a0c7e51d24b8e8a6f1b2c3d4e5f60\ndrm:kid:0b7e1d2c3a4f5e6d7c8b9a0f1e2d3c4b\n"
                  "drm:kid:77aa01c2d3e4f5a6b7c8d9e0f1a2b3c4\n"
                  "2c9e71f refactor: move skd:// parsing into parseSkdUri\n"
                  "d4410ab chore: node 22\n9b0e3c2 feat: licence metrics\n1f7a2e9 fix: widevine renewal\n"
                  "-  const kid = skdUrl.replace('skd://', '').split('?')[0].toLowerCase();\n"
                  "+  const { kid, params } = parseSkdUri(skdUrl);\n   const key = await redis.get(`drm:kid:${kid}`);\n"),
            ("assistant", "**Root cause:** the packager writes the KID into the HLS `skd://` URI in uppercase hex. "
                          "The old code lowercased it before the lookup; Friday's refactor (2c9e71f) moved the "
                          "parsing into `parseSkdUri`, and the `.toLowerCase()` was lost on the way. The Redis keys "
                          "are `drm:kid:<kid>` in lowercase, so every FairPlay lookup misses and lic-proxy answers "
                          "403. Widevine isn't affected because its KID comes out of the PSSH box as bytes and is "
                          "hex-encoded in lowercase by a different function.\n\n"
                          "Fix: `parseSkdUri` returns the KID lowercased, plus a test with an uppercase skd:// URI."),
            ("user", "fix it + test"),
            shell("apply_patch < /tmp/kid-lower.patch && npm test --silent 2>&1 | tail -6",
                  "Success. Updated the following files:\nM src/skd.ts\nM test/skd.test.ts\n\n"
                  " ✓ test/skd.test.ts (6 tests) 9ms\n ✓ test/fairplay.test.ts (11 tests) 41ms\n"
                  " ✓ test/widevine.test.ts (14 tests) 38ms\n\n Test Files  3 passed (3)\n      Tests  31 passed (31)\n"),
            shell("kubectl -n drm-staging set image deploy/lic-proxy lic-proxy=registry.vbc.internal/lic-proxy:2c9e71f-"
                  "fix1 && kubectl -n drm-staging rollout status deploy/lic-proxy && ./scripts/fps-smoke.sh staging "
                  "p-20117",
                  "deployment.apps/lic-proxy image updated\ndeployment \"lic-proxy\" successfully rolled out\n"
                  "fps-smoke: SPC sent (2,412 bytes)\nfps-smoke: CKC received, status 200 (1,208 bytes)\n"),
            ("user", "works on my macbook safari against staging 🎉 ship it to prod. while you're in there, what's "
                     "the persistent licence for downloads set to?"),
            shell("kubectl -n drm set image deploy/lic-proxy lic-proxy=registry.vbc.internal/lic-proxy:2c9e71f-fix1 "
                  "&& rg -n 'persistent|offline|rental' ../lic-proxy/config/production.yaml",
                  "deployment.apps/lic-proxy image updated\n"
                  "12:  persistentLicenceDurationDays: 30\n13:  persistentPlaybackWindowHours: 48\n"
                  "14:  offlineAllowed: true\n"),
            ("assistant", "Prod is rolling out. Downloads get a persistent licence of 30 days "
                          "(`persistentLicenceDurationDays: 30`), and once playback starts the viewer has 48 hours "
                          "to finish (`persistentPlaybackWindowHours: 48`)."),
            ("user", "30 is fine for now actually, leave it"),
            ("user", "hmm no. legal just pinged in the other channel, apparently the new distribution deals say "
                     "downloads 14 days max. change it to 14 days"),
            shell("sed -i 's/persistentLicenceDurationDays: 30/persistentLicenceDurationDays: 14/' "
                  "../lic-proxy/config/production.yaml && git -C ../lic-proxy diff config/",
                  "--- a/config/production.yaml\n+++ b/config/production.yaml\n@@ -9,7 +9,7 @@ licences:\n"
                  "   streamingLicenceSeconds: 0\n-  persistentLicenceDurationDays: 30\n"
                  "+  persistentLicenceDurationDays: 14\n   persistentPlaybackWindowHours: 48\n"),
            ("user", "and while I think about it: HD is L1 only. widevine L3 clients get 540p max. is that actually "
                     "enforced or just written in the wiki?"),
            shell("rg -n -A3 'securityLevel|maxHeight|hdRequires' ../lic-proxy/config/production.yaml "
                  "../lic-proxy/src/widevine.ts | head -20",
                  "../lic-proxy/config/production.yaml:21:  widevine:\n"
                  "../lic-proxy/config/production.yaml:22:    hdRequiresL1: true\n"
                  "../lic-proxy/config/production.yaml:23:    l3MaxHeight: 540\n"
                  "../lic-proxy/src/widevine.ts:88:    if (cfg.hdRequiresL1 && req.securityLevel !== 'L1') {\n"
                  "../lic-proxy/src/widevine.ts:89:      policy.contentKeySpecs = keys.filter(k => k.height <= "
                  "cfg.l3MaxHeight);\n"),
            ("assistant", "It's enforced in lic-proxy, not just in the wiki: with `hdRequiresL1: true`, a client "
                          "below L1 only gets the content keys of renditions up to `l3MaxHeight: 540`, so an L3 "
                          "browser can't decrypt 720p and 1080p even if it requests them."),
            ("user", "good. pls keep this for later sesions: when fairplay breaks, chek the ASK / app cert expiry "
                     "FIRST. it wasnt it today but it expires evry february and it bit us twice already"),
            ("assistant", "Will do: for FairPlay failures, the application certificate's expiry gets checked first "
                          "(`openssl x509 ... -enddate` on `/secrets/fairplay/fps_cert.der`); the current one runs "
                          "until 14 February 2027. Summary of today: FairPlay 403s fixed (KID lowercased in "
                          "`parseSkdUri`, deployed to prod), download licences cut from 30 to 14 days (config "
                          "change committed, goes out with the next deploy), L1/540p rule confirmed enforced."),
        ],
        "facts": [
            fact("kid-case", "FairPlay licence requests got 403 because the packager writes the KID uppercase in the "
                             "skd:// URI and the lic-proxy refactor (parseSkdUri) dropped the toLowerCase, while the "
                             "Redis keys drm:kid:<kid> are lowercase; parseSkdUri now lowercases the KID. The FairPlay "
                             "certificate was not the cause.",
                 "bugfix", "assistant", ["KID", "lowercase", ["parseSkdUri", "toLowerCase"]]),
            fact("download-licence", "Persistent (download) licences last 14 days (persistentLicenceDurationDays: 14), "
                                     "changed from 30 for the new distribution deals.",
                 "config", "user", [["14 days", "persistentLicenceDurationDays: 14"]]),
            fact("l1-hd", "HD needs Widevine L1; L3 clients get at most 540p (hdRequiresL1, l3MaxHeight: 540, "
                          "enforced in lic-proxy).",
                 "config", "user", ["L1", "540"]),
            fact("fairplay-cert-first", "When FairPlay breaks, check the FairPlay application certificate's expiry "
                                        "first: it expires every February and has caused outages twice.",
                 "rule", "user", ["fairplay", "february"], remember=True),
        ],
        "optional": [
            opt("cert-date", "The current FairPlay certificate is valid until 14 February 2027.", ["2027"]),
            opt("playback-window", "After starting a downloaded programme the viewer has 48 hours "
                                   "(persistentPlaybackWindowHours: 48).", ["48"]),
        ],
        "questions": [
            q("Why did FairPlay licence requests return 403?",
              "KID uppercase in skd:// URI, parseSkdUri lost the toLowerCase, Redis keys lowercase", ["kid-case"]),
            q("How long are download licences valid?", "14 days", ["download-licence"]),
            q("What quality can Widevine L3 clients get?", "540p max; HD is L1 only", ["l1-hd"]),
            q("What should be checked first when FairPlay breaks?", "the FairPlay certificate expiry; it expires "
              "every February", ["fairplay-cert-first"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cx-subs-ttml-convert",
        "project": SUBS,
        "start": datetime(2026, 11, 4, 11, 0),
        "about": "subs-pipeline: vendor EBU-TT-D to WebVTT; options XSLT / ttconv / ffmpeg, answered '2'; cues 10 "
                 "hours late, assistant's first guess a frame-rate mix-up (wrong), cause the 10:00:00:00 tape start "
                 "timecode; speaker colours kept as <c.yellow> classes; 37 characters, two lines, fail the file; "
                 "Hindi-flavoured request to remember the <programme_id>_<lang>.vtt naming with ISO 639-2 codes",
        "steps": [
            ("user", "Good morning! The vendor is sending TTML (EBU-TT-D) files and our player wants WebVTT. I want "
                     "a converter step in subs-pipeline. What are the ways to do it?"),
            shell("ls samples/ && sed -n 1,24p samples/p-30412_vendor.ttml",
                  "p-29977_vendor.ttml\np-30118_vendor.ttml\np-30402_vendor.ttml\np-30412_vendor.ttml\n"
                  "p-30412_vendor.srt\nREADME.txt\n" + TTML_SAMPLE),
            ("assistant", "Three ways:\n\n"
                          "1. **Our own XSLT** from TTML to WebVTT. Full control, but we'd own every corner of "
                          "the spec: SMPTE time bases, nested spans, styles referencing styles.\n"
                          "2. **ttconv**, the Python library and CLI that reads TTML/EBU-TT-D and writes WebVTT, "
                          "SRT, IMSC. It's already a dependency (`ttconv>=1.1` in pyproject) but unused.\n"
                          "3. **ffmpeg** (`-c:s webvtt`). Handy, but its TTML reader is thin: it drops most styling "
                          "and ignores `ttp:timeBase=\"smpte\"` details.\n\n"
                          "For EBU-TT-D with colours and SMPTE timecodes I'd take 2."),
            ("user", "2"),
            shell("tt convert -i samples/p-30412_vendor.ttml -o /tmp/p-30412.vtt && head -14 /tmp/p-30412.vtt",
                  "WEBVTT\n\n1\n10:00:03.480 --> 10:00:06.080\nGood evening, and welcome to Harbour Lights.\n\n"
                  "2\n10:00:06.400 --> 10:00:09.800\nIs the boat still out?\nIt should be back by now.\n\n"
                  "3\n10:00:09.880 --> 10:00:12.000\nThe fog came in an hour ago.\n"),
            ("assistant", "It converts, but the cues start at 10:00:03, ten hours into a 50-minute programme. My "
                          "first thought is the frame-based SMPTE time: if the frames were read at the wrong rate "
                          "(29.97 instead of 25) the times would be off. Checking against the vendor's own .srt for "
                          "the same programme."),
            shell("python - <<'EOF'\nfrom scripts.cues import load\nv = load('/tmp/p-30412.vtt'); s = "
                  "load('samples/p-30412_vendor.srt')\nd = [round(a.start - b.start, 3) for a, b in zip(v, s)]\n"
                  "print(len(d), min(d), max(d), sorted(set(d))[:3])\nEOF",
                  "611 36000.0 36000.0 [36000.0]\n"),
            ("assistant", "Not a frame-rate problem: a wrong rate would stretch the error over the programme, but "
                          "all 611 cues are off by exactly 36000.0 s, ten hours. The file says why: "
                          "`documentStartOfProgramme` is `10:00:00:00`. That's the broadcast tape convention, "
                          "programmes start at timecode 10:00:00:00, and the vendor keeps it in the subtitle "
                          "timings. The converter has to subtract the programme start timecode from every cue. I'd "
                          "read it from `ebuttm:documentStartOfProgramme` when present, and fall back to 10:00:00:00 "
                          "when a cue starts after 10:00:00:00 and no start is given."),
            ("user", "yes yes, vendor always gives with 10:00:00:00, it is the tape convention from the old days. "
                     "subtract it."),
            shell("apply_patch < /tmp/tc-offset.patch && python -m pytest -q tests/test_convert.py && "
                  "python -m subs_pipeline.cli convert samples/p-30412_vendor.ttml -o /tmp/out && head -6 "
                  "/tmp/out/*.vtt",
                  "Success. Updated the following files:\nA src/subs_pipeline/convert/ttml.py\n"
                  "M src/subs_pipeline/cli.py\nA tests/test_convert.py\n"
                  "......                                                                    [100%]\n6 passed in 0.88s\n"
                  "WEBVTT\n\n1\n00:00:03.480 --> 00:00:06.080\nGood evening, and welcome to Harbour Lights.\n"),
            ("assistant", "Times are right now. Next, colours: the vendor marks speakers with colours (white, "
                          "yellow, cyan, sometimes green). ttconv's WebVTT writer can keep them as class tags, "
                          "`<c.yellow>Is the boat still out?</c>`, styled in the player with `::cue(.yellow)`. Or we "
                          "drop colours and get plain text. Keep them?"),
            ("user", "keep the speaker colours, yes. deaf viewers rely on them to know who is talking"),
            shell("python -m subs_pipeline.cli convert samples/p-30412_vendor.ttml -o /tmp/out && sed -n 7,12p "
                  "/tmp/out/*.vtt && python -m subs_pipeline.qc line-lengths /tmp/out/*.vtt | tail -4",
                  "2\n00:00:06.400 --> 00:00:09.800\n<c.yellow>Is the boat still out?\nIt should be back by "
                  "now.</c>\n\n3\n"
                  "cue 118: line 1 has 41 characters\ncue 402: line 2 has 39 characters\n"
                  "cue 517: 3 lines\n3 cues over the limits (37 chars / 2 lines) in p-30412\n"),
            ("assistant", "Colours come through as `<c.yellow>` etc. The existing QC step found three cues over "
                          "37 characters per line or over two lines. Should the converter re-wrap those, or "
                          "reject the file?"),
            ("user", "37 characters, max two lines, that's our style guide. if longer, fail the file, don't rewrap "
                     "silently. the vendor has to fix it, they are paid for it"),
            shell("apply_patch < /tmp/fail-long.patch && for f in samples/*_vendor.ttml; do python -m "
                  "subs_pipeline.cli convert \"$f\" -o /tmp/out >/dev/null 2>&1 && echo \"ok   $f\" || echo \"FAIL "
                  "$f\"; done",
                  "Success. Updated the following files:\nM src/subs_pipeline/convert/ttml.py\n"
                  "ok   samples/p-29977_vendor.ttml\nok   samples/p-30118_vendor.ttml\n"
                  "FAIL samples/p-30402_vendor.ttml\nFAIL samples/p-30412_vendor.ttml\n"),
            ("user", "Please do the needful and keep this in your memory only, it is important for everything in "
                     "this repo: subtitle files we are always naming as <programme_id>_<lang>.vtt, and lang is ISO "
                     "639-2 three letters like eng, not en. Kindly don't change this naming anywhere, the player "
                     "and the archive both are depending on it."),
            shell("rg -n 'vtt\"|\\.vtt' src/subs_pipeline/naming.py src/subs_pipeline/convert/ttml.py",
                  "src/subs_pipeline/naming.py:9:    return f\"{programme_id}_{lang}.vtt\"\n"
                  "src/subs_pipeline/convert/ttml.py:71:    out = out_dir / naming.subtitle_name(pid, doc.lang)  "
                  "# doc.lang = xml:lang, e.g. 'en'\n"),
            ("assistant", "`naming.py` already builds `<programme_id>_<lang>.vtt`, but the converter passes the "
                          "TTML's `xml:lang` straight through, which is `en` (two letters). I'll map it to ISO 639-2 "
                          "(`en` → `eng`, `nl` → `nld`, `fr` → `fra`) before naming, and make `subtitle_name` "
                          "reject anything that isn't three letters."),
            shell("apply_patch < /tmp/lang3.patch && python -m pytest -q && ls /tmp/out/",
                  "Success. Updated the following files:\nM src/subs_pipeline/naming.py\n"
                  "M src/subs_pipeline/convert/ttml.py\nM tests/test_naming.py\n"
                  "..................                                                        [100%]\n18 passed in 1.31s\n"
                  "p-29977_eng.vtt\np-30118_eng.vtt\n"),
            ("assistant", "Done for today:\n- converter: ttconv, start timecode (10:00:00:00) subtracted, speaker "
                          "colours as `<c.colour>` classes;\n- files with lines over 37 characters or more than two "
                          "lines fail (p-30402 and p-30412 go back to the vendor);\n- output named "
                          "`<programme_id>_<lang>.vtt` with three-letter ISO 639-2 codes, e.g. `p-29977_eng.vtt`."),
        ],
        "facts": [
            fact("ttconv", "Vendor TTML (EBU-TT-D) is converted to WebVTT with ttconv (own XSLT and ffmpeg were "
                           "the alternatives).",
                 "decision", "user", ["ttconv"]),
            fact("tape-offset", "Converted cues were 10 hours late because vendor TTML timecodes start at "
                                "10:00:00:00 (tape convention, documentStartOfProgramme); the converter subtracts the "
                                "programme start timecode. Not a frame-rate problem.",
                 "bugfix", "assistant", ["10:00:00:00", ["subtract", "subtracted"]]),
            fact("speaker-colours", "Speaker colours are kept as WebVTT class tags (<c.yellow>, <c.cyan> ...), styled "
                                    "with ::cue(.yellow) in the player.",
                 "decision", "user", ["colours", "c.yellow"]),
            fact("line-limits", "Subtitle style guide: max 37 characters per line and two lines; longer files fail "
                                "conversion instead of being re-wrapped.",
                 "convention", "user", ["37 characters", "two lines"]),
            fact("vtt-naming", "Subtitle files are named <programme_id>_<lang>.vtt with ISO 639-2 three-letter "
                               "codes (eng, not en); player and archive depend on it.",
                 "convention", "user", ["<programme_id>_<lang>.vtt", "ISO 639-2"], remember=True),
        ],
        "optional": [
            opt("vendor-fail", "p-30402 and p-30412 failed the line limits and go back to the vendor.",
                ["p-30402"]),
            opt("ebu-tt-d", "The vendor delivers EBU-TT-D.", ["EBU-TT-D"]),
        ],
        "questions": [
            q("What converts the vendor TTML to WebVTT?", "ttconv", ["ttconv"]),
            q("Why were converted subtitle cues ten hours late?",
              "vendor timecodes start at 10:00:00:00, the tape convention; subtracted", ["tape-offset"]),
            q("What are the subtitle line limits?", "37 characters, two lines; longer files fail", ["line-limits"]),
            q("How are subtitle files named?", "<programme_id>_<lang>.vtt with ISO 639-2 codes like eng",
              ["vtt-naming"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cx-subs-audio-description",
        "project": SUBS,
        "start": datetime(2026, 11, 24, 14, 30),
        "about": "subs-pipeline: audio-description mix; separate pre-mixed rendition flagged describes-video chosen; "
                 "ducking set to -12 dB then changed to -9 dB after listening; loudnorm two-pass to -23 LUFS / -1 "
                 "dBTP; the assistant offers to remember the loudness targets and the person accepts ('haan'); "
                 "ends with a summary",
        "steps": [
            ("user", "Hi! AD mixing step today. The narrator track comes as a separate WAV from the AD studio, we "
                     "must mix it with the programme audio and deliver. First question: how should the AD reach the "
                     "viewer, separate track or a full mix that replaces main audio?"),
            ("assistant", "Two usual ways:\n\n"
                          "- **Separate audio rendition, pre-mixed**: programme audio ducked under the narration, "
                          "mixed into one stereo track, delivered as an extra audio rendition next to the normal one. "
                          "In HLS it's flagged `CHARACTERISTICS=\"public.accessibility.describes-video\"`, in DASH "
                          "with an Accessibility descriptor (`urn:tva:metadata:cs:AudioPurposeCS:2007`, value 1). "
                          "Players show it as \"Audio description\" in the audio menu.\n"
                          "- **Receiver mix**: ship the narration alone and let the player mix. Nicer in theory, "
                          "but none of the TV sets we support can mix two audio streams.\n\n"
                          "So a separate, pre-mixed rendition."),
            ("user", "separate rendition, pre-mixed, yes. and flagged properly so the TV app can find it"),
            shell("ffprobe -v error -show_entries stream=codec_name,sample_rate,channels -of csv=p=0 "
                  "ad_in/p-30518_narration.wav ad_in/p-30518_programme.wav && ffmpeg -hide_banner -nostats -i "
                  "ad_in/p-30518_programme.wav -af ebur128=peak=true -f null - 2>&1 | tail -12",
                  "pcm_s24le,48000,1\npcm_s24le,48000,2\n"
                  "[Parsed_ebur128_0 @ 0x5581c2a0] Summary:\n\n  Integrated loudness:\n    I:         -22.8 LUFS\n"
                  "    Threshold: -33.1 LUFS\n\n  Loudness range:\n    LRA:         9.7 LU\n    Threshold: -43.2 LUFS\n"
                  "    LRA low:   -30.1 LUFS\n    LRA high:  -20.4 LUFS\n\n  True peak:\n    Peak:       -1.9 dBFS\n"),
            ("assistant", "Narration is 48 kHz mono, programme 48 kHz stereo at -22.8 LUFS. Plan: duck the "
                          "programme under the narration with `sidechaincompress` keyed on the narration, starting "
                          "at -12 dB of reduction, mix, then `loudnorm` in two passes (measure, then apply with the "
                          "measured values) so the result lands on target without pumping."),
            shell("python -m subs_pipeline.ad mix p-30518 --duck-db -12 --out /tmp/ad/p-30518_ad_12.wav 2>&1 | tail -3",
                  "ducking: sidechaincompress threshold=0.02 ratio=8 attack=40 release=600 makeup=1 (target -12 dB)\n"
                  "mixed 2,871.4 s\nwrote /tmp/ad/p-30518_ad_12.wav\n"),
            ("user", "I listened. -12 is too much, in the market scene the music disappears totally. make -9"),
            shell("python -m subs_pipeline.ad mix p-30518 --duck-db -9 --out /tmp/ad/p-30518_ad_9.wav 2>&1 | tail -3",
                  "ducking: sidechaincompress threshold=0.02 ratio=4 attack=40 release=600 makeup=1 (target -9 dB)\n"
                  "mixed 2,871.4 s\nwrote /tmp/ad/p-30518_ad_9.wav\n"),
            ("user", "better. the music stays, narrator is clear. -9 dB final."),
            shell("ffmpeg -hide_banner -i /tmp/ad/p-30518_ad_9.wav -af loudnorm=I=-23:TP=-1:LRA=11:print_format=json "
                  "-f null - 2>&1 | sed -n '/{/,/}/p'",
                  "{\n\t\"input_i\" : \"-20.61\",\n\t\"input_tp\" : \"-0.42\",\n\t\"input_lra\" : \"8.90\",\n"
                  "\t\"input_thresh\" : \"-30.95\",\n\t\"output_i\" : \"-23.02\",\n\t\"output_tp\" : \"-1.38\",\n"
                  "\t\"output_lra\" : \"8.10\",\n\t\"output_thresh\" : \"-33.31\",\n"
                  "\t\"normalization_type\" : \"dynamic\",\n\t\"target_offset\" : \"0.02\"\n}\n"),
            shell("python -m subs_pipeline.ad normalize /tmp/ad/p-30518_ad_9.wav --measured /tmp/ad/pass1.json --out "
                  "out/p-30518_ad.wav && ffmpeg -hide_banner -nostats -i out/p-30518_ad.wav -af ebur128=peak=true -f "
                  "null - 2>&1 | rg 'I:|Peak:'",
                  "    I:         -23.0 LUFS\n    Peak:       -1.2 dBFS\n"),
            ("assistant", "Pass 2 with the measured values: integrated -23.0 LUFS, true peak -1.2 dBTP, so within "
                          "EBU R128 (-23 LUFS ±0.5, true peak at or below -1 dBTP). The mix went from -20.6 to "
                          "-23.0 LUFS; the narration had pushed it up.\n\n"
                          "Do you want me to remember -23 LUFS integrated and -1 dBTP true peak as the targets for "
                          "every AD mix in later sessions, so they don't have to be looked up again?"),
            ("user", "haan, yes please, exactly those for every AD mix. the compliance team checks them"),
            shell("apply_patch < /tmp/ad-rendition.patch && sed -n '/EXT-X-MEDIA/p' out/p-30518/master.m3u8",
                  "Success. Updated the following files:\nM src/subs_pipeline/ad.py\nM src/subs_pipeline/upload.py\n"
                  "#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID=\"aud\",NAME=\"Nederlands\",LANGUAGE=\"nld\",DEFAULT=YES,"
                  "AUTOSELECT=YES,URI=\"audio_nld/index.m3u8\"\n"
                  "#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID=\"aud\",NAME=\"Audiodescriptie\",LANGUAGE=\"nld\",DEFAULT=NO,"
                  "AUTOSELECT=YES,CHARACTERISTICS=\"public.accessibility.describes-video\",URI=\"audio_ad/index.m3u8\"\n"),
            ("assistant", "## Summary\n\n"
                          "- **Delivery:** AD is a separate, pre-mixed audio rendition, flagged "
                          "`public.accessibility.describes-video` in HLS and with the AudioPurpose Accessibility "
                          "descriptor in DASH.\n"
                          "- **Ducking:** programme audio ducked -9 dB under the narration (-12 dB tried first, too "
                          "much).\n"
                          "- **Loudness:** `loudnorm` two-pass (measure, then apply) to -23 LUFS integrated, -1 dBTP "
                          "true peak; p-30518 came out at -23.0 LUFS / -1.2 dBTP.\n"
                          "- **Code:** `subs_pipeline.ad` (`mix`, `normalize`), upload adds the AD rendition."),
        ],
        "facts": [
            fact("ad-rendition", "Audio description is delivered as a separate, pre-mixed audio rendition flagged "
                                 "public.accessibility.describes-video (DASH: AudioPurpose Accessibility descriptor); "
                                 "TV sets can't mix a receiver-side narration.",
                 "decision", "user", ["describes-video", "rendition"]),
            fact("duck-9", "Programme audio is ducked -9 dB under the AD narration (-12 dB was too much).",
                 "config", "user", ["-9 dB", ["duck", "ducked", "ducking"]]),
            fact("ad-loudness", "Every AD mix targets -23 LUFS integrated and -1 dBTP true peak (EBU R128; "
                                "checked by compliance).",
                 "rule", "user", ["-23 LUFS", "-1 dBTP"], remember=True),
            fact("loudnorm-two-pass", "AD mixes are normalised with ffmpeg loudnorm in two passes (measure, then "
                                      "apply the measured values).",
                 "config", "assistant", ["loudnorm", ["two-pass", "two passes"]]),
        ],
        "optional": [
            opt("narration-format", "AD narration arrives from the AD studio as a 48 kHz mono WAV.", ["mono"]),
            opt("ad-module", "The AD code lives in subs_pipeline.ad (mix, normalize).", ["subs_pipeline.ad"]),
        ],
        "questions": [
            q("How is audio description delivered to viewers?", "a separate pre-mixed rendition flagged "
              "describes-video", ["ad-rendition"]),
            q("How much is the programme audio ducked under the narration?", "-9 dB", ["duck-9"]),
            q("What loudness targets do AD mixes have?", "-23 LUFS integrated, -1 dBTP true peak", ["ad-loudness"]),
        ],
    },
]
