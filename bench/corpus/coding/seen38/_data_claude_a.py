"""h38 Claude Code sessions, part a: Brightlark (an online course platform) and its video pipeline lark-media
(Python workers around ffmpeg, HLS on S3 + CloudFront): lessons freezing on Safari at quality switches; the leak of
a paid course through a free-preview cookie (lark-api, NestJS); attempt limits for the quiz engine in lark-api."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

MEDIA = "/home/ines/src/lark-media"
API = "/home/ines/src/lark-api"

SESSIONS = [
    {
        "id": "h38-cc-media-hls-stalls",
        "project": MEDIA,
        "start": datetime(2026, 11, 2, 9, 40),
        "about": "lark-media: lessons freeze and jump back on Safari/iOS at quality switches; the person's theory "
                 "(CloudFront caching master.m3u8 after last week's re-transcode) ruled out, playlists are cached "
                 "60s and identical at the edge; real cause x264 scene-cut keyframes not aligned across renditions; "
                 "fix -force_key_frames every 2 s and -sc_threshold 0; segments raised from 4 to 6 seconds; "
                 "conditional rule 'if a lesson is re-transcoded it goes to a new version prefix' said as 'this will "
                 "come up again in later sessions'",
        "steps": [
            ("user", "support forwarded about 30 tickets since friday. on iPhones and on Safari the lesson video "
                     "freezes for a second or two and sometimes jumps back a few seconds, mostly right when the "
                     "quality switches. Chrome seems fine. my guess is cloudfront: we re-transcoded the data "
                     "science course last week and I bet the edge still serves an old master.m3u8 with the old "
                     "variant list"),
            bash("curl -sI https://media.brightlark.io/courses/ds-101/lessons/l-0412/v1/master.m3u8 | grep -iE "
                 "'cache-control|^age|x-cache'; diff <(curl -s https://media.brightlark.io/courses/ds-101/lessons/"
                 "l-0412/v1/master.m3u8) <(aws s3 cp s3://lark-media-hls/courses/ds-101/lessons/l-0412/v1/"
                 "master.m3u8 -) && echo identical",
                 "cache-control: max-age=60\nage: 14\nx-cache: Hit from cloudfront\nidentical\n"),
            ("assistant", "It isn't the playlist. master.m3u8 is cached for 60 seconds, and the copy at the edge is "
                          "byte-identical to the one in S3. A stale variant list would also show up as 404s on "
                          "variant URLs, not as a freeze at the moment of a quality switch. A freeze plus a jump "
                          "back at a switch points at the segments themselves, so let me look at where the "
                          "keyframes are in the same segment of each rendition."),
            bash("cd /tmp/l-0412 && for r in 1080p 720p 480p; do printf '%s ' $r; ffprobe -v error -select_streams "
                 "v:0 -skip_frame nokey -show_entries frame=pts_time -of csv=p=0 $r/seg_00003.ts | head -n 4 | tr "
                 "'\\n' ' '; ffprobe -v error -show_entries format=duration -of csv=p=0 $r/seg_00003.ts; done",
                 "1080p 12.000000 14.541667 16.000000 17.958333 4.541667\n"
                 "720p 12.000000 13.250000 16.000000 18.375000 3.250000\n"
                 "480p 12.083333 14.000000 16.291667 18.000000 4.208333\n"),
            ("assistant", "There it is. Segment 3 starts at 12.00 s in 1080p and 720p but at 12.08 s in 480p, and it "
                          "lasts 4.54 s, 3.25 s and 4.21 s depending on the rendition. The keyframes sit in "
                          "different places in each rendition, so segment N of one quality doesn't cover the same "
                          "stretch of time as segment N of another. hls.js in Chrome copes with that by fetching by "
                          "timestamp; Safari's native player switches at segment boundaries, lands a fraction of a "
                          "second before or after where it was, and stalls or replays."),
            tool("Read", {"file_path": f"{MEDIA}/lark_media/transcode.py", "offset": 40, "limit": 16},
                 "    40\tdef video_args(rung: Rung) -> list[str]:\n"
                 "    41\t    return [\n"
                 "    42\t        \"-c:v\", \"libx264\", \"-preset\", \"medium\", \"-profile:v\", \"high\",\n"
                 "    43\t        \"-b:v\", f\"{rung.kbps}k\", \"-maxrate\", f\"{int(rung.kbps * 1.07)}k\",\n"
                 "    44\t        \"-bufsize\", f\"{rung.kbps * 2}k\",\n"
                 "    45\t        \"-g\", \"96\",\n"
                 "    46\t        \"-vf\", f\"scale=-2:{rung.height}\",\n"
                 "    47\t    ]\n"
                 "    48\t\n"
                 "    49\tdef hls_args(out_dir: Path) -> list[str]:\n"
                 "    50\t    return [\"-f\", \"hls\", \"-hls_time\", \"4\", \"-hls_playlist_type\", \"vod\",\n"
                 "    51\t            \"-hls_segment_filename\", str(out_dir / \"seg_%05d.ts\")]\n"),
            ("assistant", "The cause is in `video_args`: `-g 96` only sets the *maximum* distance between keyframes. "
                          "x264's scene-cut detection still inserts extra keyframes wherever it sees a cut, and "
                          "because each rendition is scaled differently it sees slightly different cuts, so every "
                          "rendition ends up with its own keyframe pattern and the HLS muxer cuts segments at "
                          "different times.\n\nFix: `-sc_threshold 0` to turn scene-cut keyframes off, and "
                          "`-force_key_frames \"expr:gte(t,n_forced*2)\"` for a keyframe exactly every 2 seconds, "
                          "whatever the frame rate of the source. Then hls_time has to be a multiple of 2."),
            ("user", "makes sense, do it. and while you're in there: segments go to 6 seconds. with 4 we make way "
                     "too many requests per viewer and the cloudfront bill is mostly requests"),
            tool("Edit", {"file_path": f"{MEDIA}/lark_media/transcode.py",
                          "old_string": "        \"-g\", \"96\",\n",
                          "new_string": "        \"-force_key_frames\", \"expr:gte(t,n_forced*2)\", "
                                        "\"-sc_threshold\", \"0\",\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{MEDIA}/lark_media/transcode.py",
                          "old_string": "\"-hls_time\", \"4\"",
                          "new_string": "\"-hls_time\", \"6\""},
                 "The file has been updated."),
            bash("python -m lark_media.transcode --lesson l-0412 --out /tmp/l-0412-new >/dev/null && cd "
                 "/tmp/l-0412-new && for r in 1080p 720p 480p; do printf '%s ' $r; ffprobe -v error "
                 "-select_streams v:0 -skip_frame nokey -show_entries frame=pts_time -of csv=p=0 $r/seg_00002.ts "
                 "| tr '\\n' ' '; echo; done && mediastreamvalidator -q master.m3u8 | tail -n 1",
                 "1080p 12.000000 14.000000 16.000000 \n"
                 "720p 12.000000 14.000000 16.000000 \n"
                 "480p 12.000000 14.000000 16.000000 \n"
                 "Validation complete: 0 errors, 0 warnings\n"),
            ("assistant", "Now every rendition has a keyframe at exactly 12, 14 and 16 s, segments are 6 s in all "
                          "three (`hls_time 6`), and Apple's mediastreamvalidator reports no errors; before the "
                          "change it flagged 'segment durations differ across variants' on this lesson. Every "
                          "lesson transcoded with the old arguments has the problem, which is all of them: 1,812 "
                          "lessons."),
            ("user", "re-transcode all of them in the weekend queue. and one rule, this will come up again in "
                     "later sessions so keep it around: if a lesson gets re-transcoded, it always goes to a new "
                     "version prefix (.../v2/, v3/ and so on) and we flip lessons.hls_version only after the job "
                     "has succeeded. never overwrite segments in place, a learner halfway through the lesson would "
                     "get a mix of old and new segments, which is basically this bug again"),
            tool("Edit", {"file_path": f"{MEDIA}/lark_media/jobs.py",
                          "old_string": "    out = lesson_prefix(lesson) / f\"v{lesson.hls_version}\"\n",
                          "new_string": "    out = lesson_prefix(lesson) / f\"v{lesson.hls_version + 1}\"\n"
                                        "    # never write into the live version; flip hls_version after upload\n"},
                 "The file has been updated."),
            bash("pytest -q tests/test_jobs.py tests/test_transcode.py 2>&1 | tail -n 1 && python -m "
                 "lark_media.requeue --all --priority low --window weekend",
                 "23 passed in 4.81s\nqueued 1812 jobs for window sat 02:00 - sun 22:00 (Europe/Berlin)\n"),
            ("assistant", "Done: transcode.py forces a keyframe every 2 s with scene-cut off and writes 6 s "
                          "segments; jobs.py writes each re-transcode to the next version prefix and flips "
                          "`lessons.hls_version` after the upload; the 1,812 lessons are queued for the weekend "
                          "window. Nothing is committed yet."),
        ],
        "facts": [
            fact("hls-keyframes", "Lessons froze and jumped back on Safari/iOS at quality switches because x264 "
                                  "scene-cut keyframes were not aligned across renditions, so segment N covered "
                                  "different times per quality; fixed in transcode.py with -force_key_frames "
                                  "expr:gte(t,n_forced*2) and -sc_threshold 0. CloudFront caching master.m3u8 was "
                                  "not the cause.",
                 "bugfix", "assistant", ["keyframe", ["sc_threshold", "force_key_frames"], "Safari"]),
            fact("hls-segment", "HLS segments are 6 seconds (hls_time 6, was 4) to cut CloudFront requests per "
                                "viewer.",
                 "config", "user", ["hls_time", ["6 seconds", "hls_time 6", "6 s"]]),
            fact("retranscode-version", "If a lesson is re-transcoded it always goes to a new version prefix (v2/, "
                                        "v3/ ...) and lessons.hls_version is flipped only after the job succeeded; "
                                        "segments are never overwritten in place.",
                 "rule", "user", ["hls_version", ["version prefix", "v2/"], ["in place", "overwrite"]],
                 remember=True),
        ],
        "optional": [
            opt("keyframe-2s", "lark-media forces a keyframe every 2 seconds, so hls_time must be a multiple of 2.",
                ["2 s"]),
            opt("retranscode-all", "All 1,812 lessons were queued for re-transcoding in the weekend window.",
                ["1812"]),
        ],
        "questions": [
            q("Why did lessons freeze on Safari when the quality switched?",
              "keyframes were not aligned across renditions (scene-cut keyframes)", ["hls-keyframes"]),
            q("How long are the HLS segments?", "6 seconds", ["hls-segment"]),
            q("Where does a re-transcoded lesson go?",
              "a new version prefix, flip lessons.hls_version after the job succeeded, never overwrite in place",
              ["retranscode-version"]),
        ],
    },
    {
        "id": "h38-cc-api-preview-leak",
        "project": API,
        "start": datetime(2026, 11, 6, 10, 20),
        "about": "lark-api: incident, the paid course k8s-humans was streamed by 212 IPs without enrollment after "
                 "links were posted on a forum; cause issuePreviewCookies signing a CloudFront policy for courses/* "
                 "valid 7 days (PR #812), so a free preview cookie opened every paid lesson; fix scopes cookies to "
                 "one lesson; signing key rotated; rule 'keep this' one lesson, at most 4 hours; required CI test "
                 "that a preview cookie gets 403 on a paid segment",
        "steps": [
            ("user", "bad one. someone posted links to the full 'Kubernetes for Humans' course on a forum on "
                     "tuesday and people were streaming paid lessons without buying. security got the thread taken "
                     "down yesterday. I need the cause and a fix today, write-up after"),
            bash("athena-query --db cloudfront_logs --file /tmp/unenrolled.sql --format table",
                 "course_slug  requests  distinct_ips  first_seen           last_seen            cookie_policy\n"
                 "k8s-humans   1904      212           2026-11-03 14:02:11  2026-11-05 09:31:40  preview\n"
                 "ds-101       11        3             2026-11-04 20:15:09  2026-11-04 20:19:55  preview\n"),
            ("assistant", "1,904 segment requests from 212 IPs with no enrollment, almost all on k8s-humans, "
                          "between Tuesday 14:02 and Thursday 09:31, and every one of them carried a cookie issued "
                          "by the *preview* endpoint. So nobody broke the signing; a legitimately issued preview "
                          "cookie was valid for paid lessons."),
            tool("Read", {"file_path": f"{API}/src/media/signed-cookies.service.ts", "offset": 18, "limit": 18},
                 "    18\t  issuePreviewCookies(courseId: string): SignedCookies {\n"
                 "    19\t    // course trailer + free lessons, keep it simple\n"
                 "    20\t    const policy = this.policy(`${MEDIA_ORIGIN}/courses/*`, days(7));\n"
                 "    21\t    return this.sign(policy);\n"
                 "    22\t  }\n"
                 "    23\t\n"
                 "    24\t  issueLessonCookies(courseId: string, lessonId: string): SignedCookies {\n"
                 "    25\t    const policy = this.policy(`${MEDIA_ORIGIN}/courses/${courseId}/*`, hours(6));\n"
                 "    26\t    return this.sign(policy);\n"
                 "    27\t  }\n"),
            bash("git log -L20,20:src/media/signed-cookies.service.ts --oneline | head -n 1",
                 "5d1e0a7 preview: simplify cookie for course trailer (#812)\n"),
            ("assistant", "The cause: `issuePreviewCookies` signs a custom policy for `courses/*` that is valid for "
                          "7 days. Anyone who opened a free preview of any course got a cookie good for every "
                          "segment of every course for a week. The forum post was a copy of those three cookies "
                          "(CloudFront-Policy, CloudFront-Signature, CloudFront-Key-Pair-Id) as a curl command. It "
                          "came in with PR #812 in September ('simplify cookie for course trailer'), and the "
                          "paid-lesson cookie isn't much better: a whole course for 6 hours."),
            ("user", "great. so: fix the preview cookie, kill the leaked cookies right now, and then the rule. keep "
                     "this, it's how we do it from now on: a signed cookie or signed URL covers exactly one lesson, "
                     "courses/<course_id>/lessons/<lesson_id>/*, never a wildcard above the lesson, and it expires "
                     "in at most 4 hours. the player refreshes them anyway"),
            tool("Edit", {"file_path": f"{API}/src/media/signed-cookies.service.ts",
                          "old_string": "    const policy = this.policy(`${MEDIA_ORIGIN}/courses/*`, days(7));\n",
                          "new_string": "    const policy = this.policy(lessonResource(courseId, lessonId), "
                                        "hours(MAX_COOKIE_HOURS));\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{API}/src/media/signed-cookies.service.ts",
                          "old_string": "    const policy = this.policy(`${MEDIA_ORIGIN}/courses/${courseId}/*`, "
                                        "hours(6));\n",
                          "new_string": "    const policy = this.policy(lessonResource(courseId, lessonId), "
                                        "hours(MAX_COOKIE_HOURS));\n"},
                 "The file has been updated."),
            ("assistant", "Both issuers now go through `lessonResource(courseId, lessonId)`, which builds "
                          "`courses/<course_id>/lessons/<lesson_id>/*` and throws on an empty id, and "
                          "`MAX_COOKIE_HOURS = 4`. The preview endpoint now takes the lesson id and checks that "
                          "the lesson is marked free. For the cookies already out there: they stay valid until they "
                          "expire unless the key that signed them is removed from the trusted key group, so I'll "
                          "rotate it."),
            bash("scripts/rotate-cloudfront-key.sh --distribution media --key-group lark-media-signing-2026-11",
                 "created public key K3QF7M2W (lark-media-signing-2026-11)\n"
                 "updated key group: trusted keys = [K3QF7M2W]; removed K2JX9D1A\n"
                 "distribution E1M4EDIA: update in progress... Deployed\n"
                 "secret lark-api/cloudfront-signing updated\n"),
            bash("curl -s -o /dev/null -w '%{http_code}\\n' -b /tmp/forum-cookies.txt "
                 "https://media.brightlark.io/courses/k8s-humans/lessons/l-0907/v1/720p/seg_00001.ts",
                 "403\n"),
            ("user", "good. and so this can't creep back: any change to signed-cookies.service.ts has to come with "
                     "the test that a preview cookie gets a 403 on a paid lesson segment, and that test is a "
                     "required check in CI"),
            tool("Write", {"file_path": f"{API}/test/media/preview-cookie.e2e-spec.ts",
                           "content": "describe('preview cookies', () => {\n"
                                      "  it('cannot fetch a segment of a paid lesson', async () => {\n"
                                      "    const cookies = await issuePreview('k8s-humans', 'l-0001');\n"
                                      "    expect(await fetchSegment('k8s-humans', 'l-0907', cookies))"
                                      ".toBe(403);\n"
                                      "  });\n"
                                      "});\n"},
                 f"File created successfully at: {API}/test/media/preview-cookie.e2e-spec.ts"),
            bash("npm run test:e2e -- preview-cookie 2>&1 | tail -n 3 && gh api -X PATCH "
                 "repos/brightlark/lark-api/branches/main/protection/required_status_checks -f "
                 "'contexts[]=e2e / preview-cookie' -f 'contexts[]=ci / unit' --jq '.contexts'",
                 "Tests:       2 passed, 2 total\nTime:        6.214 s\n"
                 "[\"e2e / preview-cookie\",\"ci / unit\"]\n"),
            ("assistant", "The e2e test passes against the fixed service and is a required status check on main. "
                          "The leaked cookies answer 403 since the rotation. The change to the service and the "
                          "test are uncommitted in your working tree."),
        ],
        "facts": [
            fact("leak-cause", "The k8s-humans leak (2026-11-03 to 11-05, 212 IPs): issuePreviewCookies signed a "
                               "CloudFront policy for courses/* valid 7 days (PR #812), so any free preview cookie "
                               "opened every paid lesson of every course.",
                 "fact", "assistant", ["issuePreviewCookies", ["courses/*", "wildcard"], ["7 days", "#812"]]),
            fact("cookie-scope", "A signed cookie or signed URL covers exactly one lesson "
                                 "(courses/<course_id>/lessons/<lesson_id>/*), never a wildcard above the lesson, "
                                 "and expires in at most 4 hours.",
                 "rule", "user", [["one lesson", "<lesson_id>"], "4 hours"], remember=True),
            fact("preview-test", "Any change to signed-cookies.service.ts must come with the e2e test that a "
                                 "preview cookie gets a 403 on a paid lesson segment; it is a required CI check.",
                 "rule", "user", ["signed-cookies.service.ts", "403", ["preview cookie", "required"]]),
        ],
        "optional": [
            opt("key-rotation", "The CloudFront signing key was rotated to key group lark-media-signing-2026-11 "
                                "(K3QF7M2W), which killed the leaked cookies.",
                ["lark-media-signing-2026-11"]),
            opt("max-cookie-hours", "signed-cookies.service.ts uses lessonResource() and MAX_COOKIE_HOURS = 4.",
                ["MAX_COOKIE_HOURS"]),
        ],
        "questions": [
            q("What caused the paid video leak of k8s-humans?",
              "the preview cookie was signed for courses/* and valid 7 days", ["leak-cause"]),
            q("What may a signed cookie for media cover?", "exactly one lesson, at most 4 hours",
              ["cookie-scope"]),
            q("What has to come with a change to signed-cookies.service.ts?",
              "the test that a preview cookie gets a 403 on a paid lesson segment", ["preview-test"]),
        ],
    },
    {
        "id": "h38-cc-api-quiz-attempts",
        "project": API,
        "start": datetime(2026, 11, 4, 14, 0),
        "about": "lark-api quiz engine: attempt limits; the assistant's numbered questions answered '1) 3 2) "
                 "highest 3) after due date 4) 30 5) no'; cooldown later lowered from 30 to 10 minutes after "
                 "product feedback; 'don't forget this next time' event names <entity>.<past-tense verb>",
        "steps": [
            ("user", "quizzes. product wants attempt limits, right now people retake a graded quiz 200 times "
                     "until they get 100%. it's QuizAttemptsService in src/quizzes"),
            tool("Read", {"file_path": f"{API}/src/quizzes/quiz-attempts.service.ts", "offset": 1, "limit": 24},
                 "     1\t@Injectable()\n"
                 "     2\texport class QuizAttemptsService {\n"
                 "     3\t  constructor(private readonly attempts: AttemptsRepository,\n"
                 "     4\t              private readonly events: EventEmitter2) {}\n"
                 "     5\t\n"
                 "     6\t  async start(userId: string, quiz: Quiz): Promise<Attempt> {\n"
                 "     7\t    return this.attempts.create({ userId, quizId: quiz.id, startedAt: new Date() });\n"
                 "     8\t  }\n"
                 "     9\t\n"
                 "    10\t  async submit(attempt: Attempt, answers: AnswerDto[]): Promise<Attempt> {\n"
                 "    11\t    const scored = await this.scorer.score(attempt, answers);\n"
                 "    12\t    this.events.emit('QuizSubmitted', scored);\n"
                 "    13\t    return scored;\n"
                 "    14\t  }\n"),
            ("assistant", "`start` never checks anything, and `Quiz` already has a nullable `maxAttempts` column "
                          "nobody reads. Before I write it, five choices:\n\n"
                          "1. Default max attempts for a graded quiz when the instructor sets nothing?\n"
                          "2. Which attempt counts for the grade: highest, latest or average?\n"
                          "3. When are the correct answers shown: after each attempt, after the last attempt, or "
                          "after the due date?\n"
                          "4. Cooldown between attempts, in minutes (0 for none)?\n"
                          "5. Do practice quizzes (ungraded) get limits too?"),
            ("user", "1) 3 2) highest 3) after due date 4) 30 5) no"),
            ("assistant", "So: graded quizzes allow 3 attempts unless the instructor sets maxAttempts, the highest "
                          "attempt is the grade, correct answers are revealed only after the due date, 30 minutes "
                          "between attempts, and practice quizzes stay unlimited."),
            tool("Edit", {"file_path": f"{API}/src/quizzes/quiz-attempts.service.ts",
                          "old_string": "  async start(userId: string, quiz: Quiz): Promise<Attempt> {\n",
                          "new_string": "  async start(userId: string, quiz: Quiz): Promise<Attempt> {\n"
                                        "    if (quiz.kind === 'graded') {\n"
                                        "      const prior = await this.attempts.forUser(userId, quiz.id);\n"
                                        "      const max = quiz.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;\n"
                                        "      if (prior.length >= max) throw new AttemptLimitReached(max);\n"
                                        "      assertCooledDown(prior, ATTEMPT_COOLDOWN_MINUTES);\n"
                                        "    }\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{API}/src/quizzes/quiz.constants.ts",
                           "content": "export const DEFAULT_MAX_ATTEMPTS = 3;\n"
                                      "export const ATTEMPT_COOLDOWN_MINUTES = 30;\n"
                                      "export const GRADE_FROM: 'highest' | 'latest' | 'average' = 'highest';\n"},
                 f"File created successfully at: {API}/src/quizzes/quiz.constants.ts"),
            bash("rg -n \"emit\\('\" src | head -n 6",
                 "src/quizzes/quiz-attempts.service.ts:12:    this.events.emit('QuizSubmitted', scored);\n"
                 "src/lessons/progress.service.ts:31:    this.events.emit('lesson_completed', progress);\n"
                 "src/enrollments/enrollments.service.ts:44:    this.events.emit('enrollment.created', "
                 "enrollment);\n"
                 "src/payments/refunds.service.ts:19:    this.events.emit('RefundIssue', refund);\n"),
            ("assistant", "While wiring the grade: the submit event is `QuizSubmitted`, and the other events in the "
                          "codebase use three different styles (`lesson_completed`, `enrollment.created`, "
                          "`RefundIssue`). Which style should the quiz events follow?"),
            ("user", "don't forget this next time, it's been a mess for a year: event names are "
                     "<entity>.<past-tense verb>, lowercase, dot separated. quiz_attempt.submitted, "
                     "enrollment.created, lesson.completed. the entity in snake_case when it's two words. no "
                     "PascalCase, no present tense. rename the quiz one now, the others get their own ticket "
                     "because insights listens to them"),
            tool("Edit", {"file_path": f"{API}/src/quizzes/quiz-attempts.service.ts",
                          "old_string": "    this.events.emit('QuizSubmitted', scored);\n",
                          "new_string": "    this.events.emit('quiz_attempt.submitted', scored);\n"},
                 "The file has been updated."),
            bash("npx jest src/quizzes 2>&1 | tail -n 4",
                 "Test Suites: 4 passed, 4 total\nTests:       38 passed, 38 total\nSnapshots:   0 total\n"
                 "Time:        5.902 s\n"),
            ("user", "just talked to product on slack. 30 minutes is too harsh for the little 5-question "
                     "checkpoint quizzes, people rage-quit. make the cooldown 10 minutes"),
            tool("Edit", {"file_path": f"{API}/src/quizzes/quiz.constants.ts",
                          "old_string": "export const ATTEMPT_COOLDOWN_MINUTES = 30;\n",
                          "new_string": "export const ATTEMPT_COOLDOWN_MINUTES = 10;\n"},
                 "The file has been updated."),
            bash("npx jest src/quizzes 2>&1 | tail -n 4 | head -n 2 && git add -A src/quizzes && git commit -qm "
                 "'quizzes: attempt limits, 10 min cooldown, highest attempt counts' && git log -1 --oneline",
                 "Test Suites: 4 passed, 4 total\nTests:       39 passed, 39 total\n"
                 "8e2c4b1 quizzes: attempt limits, 10 min cooldown, highest attempt counts\n"),
            ("assistant", "Committed with the cooldown at 10 minutes. The answer reveal reads the quiz's due date; "
                          "quizzes without a due date never reveal the correct answers, which you may want to "
                          "revisit."),
        ],
        "facts": [
            fact("quiz-max-attempts", "Graded quizzes allow 3 attempts by default (DEFAULT_MAX_ATTEMPTS) when the "
                                      "instructor sets no maxAttempts; practice quizzes have no limit.",
                 "config", "user", ["attempts", "3", "graded"]),
            fact("quiz-grade-highest", "The highest quiz attempt counts for the grade.",
                 "decision", "user", ["highest", "attempt"]),
            fact("quiz-answers-reveal", "Correct quiz answers are shown only after the due date.",
                 "decision", "user", ["answers", "due date"]),
            fact("quiz-cooldown", "The cooldown between quiz attempts is 10 minutes (first set to 30, lowered for "
                                  "the short checkpoint quizzes).",
                 "config", "user", ["cooldown", ["10 minutes", "10 min"]]),
            fact("event-names", "Event names are <entity>.<past-tense verb>, lowercase, dot separated, the entity "
                                "in snake_case: quiz_attempt.submitted, enrollment.created, lesson.completed; no "
                                "PascalCase, no present tense.",
                 "convention", "user", [["quiz_attempt.submitted", "<entity>.<past-tense verb>"],
                                        ["past-tense", "past tense"]],
                 remember=True),
        ],
        "optional": [
            opt("quiz-constants", "The quiz limits live in src/quizzes/quiz.constants.ts.", ["quiz.constants.ts"]),
            opt("no-due-date", "Quizzes without a due date never reveal the correct answers.",
                ["without a due date"]),
        ],
        "questions": [
            q("How many attempts does a graded quiz allow by default?", "3", ["quiz-max-attempts"]),
            q("Which quiz attempt counts for the grade?", "the highest", ["quiz-grade-highest"]),
            q("How long must a learner wait between quiz attempts?", "10 minutes", ["quiz-cooldown"]),
            q("How are events named in lark-api?",
              "<entity>.<past-tense verb>, lowercase, dot separated, like quiz_attempt.submitted", ["event-names"]),
        ],
    },
]
