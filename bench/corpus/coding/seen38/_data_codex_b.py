"""h38 Codex sessions, part b: a university's integration requirements for lark-lti (only what Rafael confirms
counts), immutable course slugs and branch naming in lark-api, and reworking the learner weekly digest in
lark-office."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

LTI = "/Users/rafael/dev/lark-lti"
API = "/home/ines/src/lark-api"
OFFICE = "/Users/tomasz/code/lark-office"

SESSIONS = [
    {
        "id": "h38-cx-lti-uni-requirements",
        "project": LTI,
        "start": datetime(2026, 11, 17, 11, 0),
        "about": "lark-lti: Universiteit van Amstelland pastes its 'requirements for external learning tools' (ten "
                 "points) before a Brightspace pilot; Rafael confirms only some: the amstelland tenant stores no "
                 "email (store_email: false, LMS sub only), NRPS roster sync nightly at 02:00 Europe/Amsterdam, no "
                 "SAML/SURFconext login (learners only come through the LTI launch); VPAT/pen test/DPA are for "
                 "Jorge, with 'memorize this one'; points like 15-minute grade return and EU hosting only "
                 "acknowledged",
        "steps": [
            ("user", "amstelland sent their requirements for the pilot. pasting it, then I tell you what we do.\n\n"
                     "---\nUniversiteit van Amstelland, ICT Services\n"
                     "Requirements for external learning tools (v3.2)\n\n"
                     "1. LTI 1.3 with LTI Advantage: Deep Linking 2.0, Assignment and Grade Services (AGS), Names "
                     "and Role Provisioning Services (NRPS).\n"
                     "2. Grades must be returned to Brightspace within 15 minutes of submission.\n"
                     "3. Roster synchronisation through NRPS at least once per day.\n"
                     "4. All personal data is processed within the EU/EEA.\n"
                     "5. Direct logins must use SAML 2.0 through SURFconext.\n"
                     "6. A WCAG 2.1 AA conformance report (VPAT) is provided.\n"
                     "7. An annual penetration test report is shared under NDA.\n"
                     "8. The tool does not store student e-mail addresses unless strictly necessary.\n"
                     "9. Platform keys are fetched from the JWKS endpoint, never pinned.\n"
                     "10. The pilot starts on 2027-02-01 with the Faculty of Science.\n---"),
            shell("ls config/tenants/ && sed -n 1,20p config/tenants/tudelta.exs",
                  "tudelta.exs\nnordhavn.exs\n"
                  "import Config\n\nconfig :lark_lti, :tenants,\n  tudelta: [\n"
                  "    issuer: \"https://tudelta.brightspace.com\",\n    lms: :brightspace,\n"
                  "    store_email: true,\n    nrps_sync: \"0 3 * * *\",\n    timezone: \"Europe/Amsterdam\"\n  ]\n"),
            ("assistant", "Against what lark-lti does today: 1 is covered (deep linking, AGS and NRPS are all "
                          "implemented), 9 is covered (JwksCache fetches and refetches on an unknown kid), and 2 "
                          "is met because passback runs as an Oban job right after grading. 3, 5 and 8 need a "
                          "decision per tenant, and 4, 6, 7 and 10 aren't code."),
            ("user", "ok here's what we do. new tenant amstelland, brightspace, issuer "
                     "https://amstelland.brightspace.com. 8: we do NOT store email for them, store_email: false, "
                     "we key learners on the LMS sub only. their certificates go through brightspace anyway. 3: "
                     "NRPS sync nightly at 02:00 Europe/Amsterdam. 5: no SAML, no SURFconext. their learners only "
                     "ever come in through the LTI launch, there is no direct login for them, I'll tell them. 2 "
                     "and 4 fine as they are"),
            ("user", "6 and 7 aren't ours. memorize this one, it's going to keep coming up with every university: "
                     "anything that's a company-level document, VPAT, pen test report, DPA, goes to Jorge, the CTO. "
                     "engineering doesn't answer those or send them, we just forward"),
            shell("apply_patch < /tmp/amstelland.patch && sed -n 1,12p config/tenants/amstelland.exs",
                  "Success. Updated the following files:\nA config/tenants/amstelland.exs\n"
                  "import Config\n\nconfig :lark_lti, :tenants,\n  amstelland: [\n"
                  "    issuer: \"https://amstelland.brightspace.com\",\n    lms: :brightspace,\n"
                  "    store_email: false,\n    nrps_sync: \"0 2 * * *\",\n    timezone: \"Europe/Amsterdam\",\n"
                  "    direct_login: false\n  ]\n"),
            shell("mix test test/lark_lti/tenants_test.exs test/lark_lti/nrps 2>&1 | tail -n 3",
                  "Finished in 2.4 seconds (1.1s async, 1.3s sync)\n41 tests, 0 failures\n\n"
                  "Randomized with seed 40217\n"),
            ("user", "good. draft me the reply for points 1 to 10, short, I'll send it from my mail"),
            ("assistant", "Draft:\n\n1. Supported: Deep Linking 2.0, AGS and NRPS.\n2. Grades are returned "
                          "immediately after grading, well within 15 minutes.\n3. NRPS roster sync runs nightly at "
                          "02:00 (Europe/Amsterdam).\n4. Brightlark is hosted in the EU (Frankfurt).\n5. Your "
                          "students only access Brightlark through the LTI launch from Brightspace; there is no "
                          "direct login, so SAML/SURFconext is not needed.\n6-7. Our CTO, Jorge, will send you the "
                          "VPAT and the penetration test report under NDA.\n8. We store no student e-mail "
                          "addresses for Amstelland; learners are identified by the LMS user id only.\n9. Yes, keys "
                          "are fetched from your JWKS endpoint.\n10. Noted: 2027-02-01, Faculty of Science."),
        ],
        "facts": [
            fact("amstelland-no-email", "The amstelland tenant (Brightspace) stores no student email: store_email: "
                                        "false, learners keyed on the LMS sub only.",
                 "decision", "user", ["store_email", ["sub", "no email", "not store email"]]),
            fact("amstelland-nrps", "NRPS roster sync for amstelland runs nightly at 02:00 Europe/Amsterdam.",
                 "config", "user", ["NRPS", "02:00"]),
            fact("no-saml", "No SAML/SURFconext login for university learners: they only come in through the LTI "
                            "launch; no direct login (direct_login: false).",
                 "decision", "user", ["SAML", ["LTI launch", "direct login", "direct_login"]]),
            fact("company-docs", "Company-level documents (VPAT, pen test report, DPA) go to Jorge, the CTO; "
                                 "engineering only forwards such requests.",
                 "rule", "user", ["Jorge", ["VPAT", "pen test", "DPA"]], remember=True),
        ],
        "optional": [
            opt("tenant-config", "Each university tenant is configured in config/tenants/<tenant>.exs.",
                ["config/tenants"]),
            opt("pilot-date", "The Amstelland pilot starts 2027-02-01 with the Faculty of Science.", ["2027-02-01"]),
        ],
        "questions": [
            q("Does lark-lti store email addresses for Amstelland students?",
              "no, store_email: false, learners keyed on the LMS sub only", ["amstelland-no-email"]),
            q("When does the NRPS roster sync run for Amstelland?", "nightly at 02:00 Europe/Amsterdam",
              ["amstelland-nrps"]),
            q("Do we offer SAML login to universities?", "no, learners only come in through the LTI launch",
              ["no-saml"]),
            q("Who handles requests for a VPAT or a pen test report?", "Jorge, the CTO", ["company-docs"]),
        ],
    },
    {
        "id": "h38-cx-api-course-slugs",
        "project": API,
        "start": datetime(2026, 11, 19, 9, 30),
        "branch": "LRK-903-immutable-slugs",
        "about": "lark-api: a course rename changed its slug and broke every link; slug rules: lowercase ascii "
                 "kebab-case, max 60 chars, no year or version; generated once, never changes automatically after "
                 "publish, support changes it, old slug in course_slug_redirects answering 301 forever; branch "
                 "naming <jira-key>-<short-kebab> with PRs to develop, replaced later in the session by PRs to main "
                 "(develop was removed); commits are conventional commits with a scope",
        "steps": [
            ("user", "an instructor renamed 'Intro to SQL' to 'SQL from Zero' and the slug changed with the title, "
                     "so every link in our newsletter and in her youtube descriptions is a 404 now. fix it, and "
                     "let's settle slugs for good"),
            shell("rg -n 'slug' src/courses/courses.service.ts",
                  "src/courses/courses.service.ts:38:    const slug = slugify(dto.title, { lower: true });\n"
                  "src/courses/courses.service.ts:71:    if (dto.title) patch.slug = slugify(dto.title, { lower: true "
                  "});\n"),
            ("assistant", "Line 71 regenerates the slug on every title change, published or not. I'd generate it "
                          "once at creation and keep a redirect table for the rare deliberate change."),
            ("user", "slug rules, so nobody argues about it again: lowercase ascii kebab-case, max 60 chars, no year "
                     "or version in it, so sql-from-zero, not sql-2026 or sql-v2. generated once when the course is "
                     "created, and after publish it never changes automatically. if an instructor really wants a "
                     "new one, support changes it, and the old slug goes into course_slug_redirects and answers "
                     "301 forever"),
            shell("apply_patch < /tmp/slugs.patch && npx prisma migrate dev --name course_slug_redirects | tail -n "
                  "1 && npx jest src/courses 2>&1 | tail -n 2 | head -n 1",
                  "Success. Updated the following files:\nM src/courses/courses.service.ts\n"
                  "A src/courses/slug.ts\nA src/courses/slug-redirect.middleware.ts\nM prisma/schema.prisma\n"
                  "Your database is now in sync with your schema.\nTests:       52 passed, 52 total\n"),
            ("user", "and the sql course gets intro-to-sql back as a redirect"),
            shell("psql \"$API_DB\" -c \"INSERT INTO course_slug_redirects (old_slug, course_id) SELECT "
                  "'intro-to-sql', id FROM courses WHERE slug = 'sql-from-zero'\" && curl -s -o /dev/null -w '%{"
                  "http_code} %{redirect_url}\\n' http://localhost:3000/courses/intro-to-sql",
                  "INSERT 0 1\n301 http://localhost:3000/courses/sql-from-zero\n"),
            ("user", "commit it. commit messages in this repo are conventional commits with a scope: "
                     "feat(courses): ..., fix(payments): ..., chore(deps): ..."),
            shell("git switch -c LRK-903-immutable-slugs && git add -A && git commit -qm 'feat(courses): slugs are "
                  "immutable after publish, old slugs redirect' && git log -1 --oneline",
                  "Switched to a new branch 'LRK-903-immutable-slugs'\n"
                  "5c0e7d2 feat(courses): slugs are immutable after publish, old slugs redirect\n"),
            ("user", "open a PR. and note for the future: branches are <jira-key>-<short-kebab>, like "
                     "LRK-812-course-slugs, and PRs target develop"),
            shell("git push -qu origin HEAD && gh pr create --base develop --fill",
                  "https://github.com/brightlark/lark-api/pull/1187\n"),
            ("user", "wait, scrap the develop part. we killed develop last week, everything goes to main now. "
                     "retarget the PR. so what to keep is: branches <jira-key>-<short-kebab>, PRs to main"),
            shell("gh pr edit 1187 --base main && gh pr view 1187 --json baseRefName,headRefName -q "
                  "'.baseRefName + \" <- \" + .headRefName'",
                  "https://github.com/brightlark/lark-api/pull/1187\nmain <- LRK-903-immutable-slugs\n"),
            ("assistant", "PR #1187 now targets main. Slugs are generated once from the title (lowercase ascii "
                          "kebab-case, at most 60 characters), are no longer touched on title changes, and "
                          "intro-to-sql answers 301 to sql-from-zero."),
        ],
        "facts": [
            fact("slug-format", "Course slugs are lowercase ascii kebab-case, at most 60 chars, with no year or "
                                "version (sql-from-zero, not sql-2026).",
                 "convention", "user", ["kebab-case", "60"]),
            fact("slug-immutable", "A course slug is generated once at creation and never changes automatically "
                                   "after publish; support changes it on request and the old slug goes into "
                                   "course_slug_redirects, answering 301 forever.",
                 "rule", "user", ["course_slug_redirects", "301"]),
            fact("branch-style", "Branches are named <jira-key>-<short-kebab> (e.g. LRK-812-course-slugs) and PRs "
                                 "target main (develop was removed; 'PRs to develop' was retracted).",
                 "convention", "user", [["<jira-key>", "LRK-812"], "main"], remember=True),
            fact("commit-style", "Commit messages are conventional commits with a scope: feat(courses): "
                                 "..., fix(payments): ...",
                 "convention", "user", ["conventional commits", ["scope", "feat(courses)"]]),
        ],
        "optional": [
            opt("sql-redirect", "intro-to-sql redirects (301) to sql-from-zero.", ["intro-to-sql"]),
        ],
        "questions": [
            q("What format must a course slug have?", "lowercase ascii kebab-case, max 60 chars, no year or version",
              ["slug-format"]),
            q("What happens to the old slug when support changes a course slug?",
              "it goes into course_slug_redirects and answers 301 forever", ["slug-immutable"]),
            q("Which branch do PRs target?", "main", ["branch-style"]),
            q("How are branches named?", "<jira-key>-<short-kebab>, like LRK-812-course-slugs", ["branch-style"]),
        ],
    },
    {
        "id": "h38-cx-office-digest-schedule",
        "project": OFFICE,
        "start": datetime(2026, 11, 23, 14, 0),
        "about": "lark-office: reworking the learner weekly digest (9% open rate); speculation parked (AI summaries, "
                 "push instead of email, a daily variant for bootcamps); send time decided as Monday 08:00 local "
                 "then reversed to Sunday 18:00 in the learner's timezone after open-rate data; no digest for "
                 "learners with zero activity and no new lessons; digests use the Postmark 'digests' message "
                 "stream, never the transactional one, said twice; exaggeration 'html emails never render in "
                 "outlook, ever'",
        "steps": [
            ("user", "learner weekly digest. 'your progress this week + new lessons in your courses'. it goes "
                     "monday 07:00 UTC to everyone and the open rate is 9%. I want to rework it"),
            shell("php artisan insights:mail-opens --template=learner_digest --weeks=8 --by=local-hour | head -n 8",
                  "send (local)        sent     opened  rate\n"
                  "Mon 02:00-05:59     18,220    1,093   6.0%\n"
                  "Mon 06:00-09:59     41,870    4,354  10.4%\n"
                  "Mon 10:00-13:59     12,611    1,298  10.3%\n"
                  "other               2,004       171   8.5%\n"),
            ("user", "random thoughts, none of this is for now: maybe one day the digest gets an AI summary of what "
                     "they learned that week. maybe for app users we replace the email with a push. maybe a daily "
                     "variant for the bootcamp courses. park all of it"),
            ("assistant", "Parked. The data says the time matters: a quarter of the digests land between 02:00 and "
                          "06:00 local time because 07:00 UTC is the middle of the night in the Americas, and "
                          "those open at 6%. Sending by the learner's timezone needs an hourly dispatcher that "
                          "picks the learners whose local send time has come."),
            ("user", "ok decision: monday 08:00 in the learner's timezone"),
            shell("apply_patch < /tmp/digest-local.patch && php artisan schedule:list | grep digest",
                  "Success. Updated the following files:\nA app/Console/Commands/DispatchDueDigests.php\n"
                  "M app/Console/Kernel.php\nM app/Models/User.php\n"
                  "  0 * * * *  php artisan digest:dispatch-due ..... Next Due: 46 minutes from now\n"),
            ("assistant", "The hourly `digest:dispatch-due` picks learners for whom it is Monday 08:00 locally. "
                          "Before you commit to Monday: the 8-week data only has Monday sends, but the older A/B "
                          "test from the spring had other days."),
            shell("php artisan insights:mail-opens --template=learner_digest_ab_2026q2 --by=local-day-hour | sort "
                  "-t'%' -k1 -r | head -n 4",
                  "send (local)        sent     opened  rate\n"
                  "Sun 17:00-19:59     6,112    1,897   31.0%\n"
                  "Sat 09:00-11:59     5,980    1,136   19.0%\n"
                  "Mon 08:00-09:59     6,340      742   11.7%\n"),
            ("user", "huh. look at that. ok scrap monday: sunday 18:00 local time. that's the final one"),
            shell("sed -i \"s/const SEND_DAY = 'monday'; const SEND_TIME = '08:00'/const SEND_DAY = 'sunday'; const "
                  "SEND_TIME = '18:00'/\" app/Console/Commands/DispatchDueDigests.php && grep -n 'SEND_' "
                  "app/Console/Commands/DispatchDueDigests.php",
                  "14:    const SEND_DAY = 'sunday'; const SEND_TIME = '18:00';\n"),
            ("user", "skip rule: learners with zero activity and no new lessons that week get no digest at all. no "
                     "'we miss you' filler"),
            ("user", "and digests go through the postmark 'digests' message stream, never the transactional "
                     "'outbound' stream. a spam complaint on a digest must never hurt password reset delivery. keep "
                     "that in your notes"),
            shell("apply_patch < /tmp/digest-skip-stream.patch && grep -n 'MessageStream\\|skipWhen' "
                  "app/Mail/LearnerDigest.php",
                  "Success. Updated the following files:\nM app/Mail/LearnerDigest.php\n"
                  "M app/Console/Commands/DispatchDueDigests.php\n"
                  "app/Mail/LearnerDigest.php:31:        $this->withSymfonyMessage(fn ($m) => "
                  "$m->getHeaders()->addTextHeader('X-PM-Message-Stream', 'digests'));\n"),
            shell("php artisan digest:preview --user=1042 --send-to=test-8k2d@srv1.mail-tester.com && sleep 20 && "
                  "curl -s https://www.mail-tester.com/test-8k2d\\&format=json | jq -r '.displayedMark'",
                  "Sent preview of learner_digest for user 1042\n9.8/10\n"),
            ("user", "9.8 fine. it still looks broken in outlook of course, html emails never render in outlook, "
                     "ever, it's cursed. and again, since it matters more than the layout: digests go on the "
                     "'digests' stream, never 'outbound'"),
            shell("git add -A && git commit -qm 'learner digest: sunday 18:00 local, skip inactive, digests stream' "
                  "&& git log -1 --oneline",
                  "3b8e1f4 learner digest: sunday 18:00 local, skip inactive, digests stream\n"),
        ],
        "facts": [
            fact("digest-schedule", "The learner weekly digest goes out Sunday 18:00 in each learner's local "
                                    "timezone, via the hourly digest:dispatch-due job (Monday 08:00 local was "
                                    "decided first and dropped after the A/B data).",
                 "decision", "user", [["Sunday", "sunday"], "18:00", ["local", "timezone"]]),
            fact("digest-skip", "Learners with zero activity and no new lessons that week get no digest at all.",
                 "rule", "user", ["zero activity", "no new lessons"]),
            fact("digest-stream", "Digests are sent through the Postmark 'digests' message stream, never the "
                                  "transactional 'outbound' stream, so spam complaints can't hurt password reset "
                                  "delivery.",
                 "rule", "user", ["Postmark", ["outbound", "transactional"], "stream"], remember=True),
        ],
        "optional": [
            opt("dispatch-due", "digest:dispatch-due runs hourly and picks learners whose local send time has come.",
                ["digest:dispatch-due"]),
            opt("digest-ideas", "Parked ideas for the digest: AI summary, push instead of email, a daily bootcamp "
                                "variant.",
                ["AI summary"]),
        ],
        "questions": [
            q("When does the learner weekly digest go out?", "sunday 18:00 in the learner's local time",
              ["digest-schedule"]),
            q("Which learners get no weekly digest?", "learners with zero activity and no new lessons that week",
              ["digest-skip"]),
            q("Which Postmark stream do digests use?", "the 'digests' message stream, never 'outbound'",
              ["digest-stream"]),
        ],
    },
]
