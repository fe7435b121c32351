"""h61 Claude Code sessions, part c: gazette-cms (the Symfony article CMS behind the website and the apps) and
epaper-build (the nightly PDF edition). An embargoed court story that reached the app early, an e-paper that was
late because the font cache lived in /tmp, and a Christmas supplement for the e-paper."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

CMS = "/home/ravi/src/gazette-cms"
EPAPER = "/home/tove/src/epaper-build"

_APP_FEED_PHP = """    18\t    public function findLatestForApp(int $limit, ?string $section = null): array
    19\t    {
    20\t        $qb = $this->createQueryBuilder('a')
    21\t            ->andWhere('a.status = :published')
    22\t            ->setParameter('published', ArticleStatus::Published)
    23\t            ->orderBy('a.publishedAt', 'DESC')
    24\t            ->setMaxResults($limit);
    25\t        if ($section !== null) {
    26\t            $qb->andWhere('a.section = :section')->setParameter('section', $section);
    27\t        }
    28\t        return $qb->getQuery()->getResult();
    29\t    }
    30\t
    31\t    public function findPublishedVisible(int $limit, ?string $section = null): array
    32\t    {
    33\t        $qb = $this->createQueryBuilder('a')
    34\t            ->andWhere('a.status = :published')
    35\t            ->andWhere('a.embargoUntil IS NULL OR a.embargoUntil <= :now')
    36\t            ->setParameter('published', ArticleStatus::Published)
    37\t            ->setParameter('now', new \\DateTimeImmutable('now', new \\DateTimeZone('UTC')))
"""

_EMBARGO_ROW = """ id    | slug                                   | status    | published_at           | embargo_until
-------+----------------------------------------+-----------+------------------------+------------------------
 88412 | court-rules-on-harbour-bridge-tolls    | published | 2026-11-05 05:58:03+00 | 2026-11-05 09:00:00+00
(1 row)

 TimeZone
----------
 UTC
(1 row)
"""

_ACCESS_LOG = """10.4.2.17 - - [05/Nov/2026:06:12:44 +0000] "GET /api/app/v2/feed?section=local HTTP/1.1" 200 48211 "-" "GazetteApp/5.3.1 (iOS 18.1)"
10.4.2.17 - - [05/Nov/2026:06:12:45 +0000] "GET /api/app/v2/articles/88412 HTTP/1.1" 200 9120 "-" "GazetteApp/5.3.1 (iOS 18.1)"
10.4.3.90 - - [05/Nov/2026:06:13:02 +0000] "GET /api/app/v2/articles/88412 HTTP/1.1" 200 9120 "-" "GazetteApp/5.3.1 (Android 15)"
10.4.1.12 - - [05/Nov/2026:06:13:09 +0000] "GET /local/2026/11/05/court-rules-on-harbour-bridge-tolls HTTP/1.1" 404 3310 "-" "Mozilla/5.0"
... 1,904 more app requests for 88412 until 07:40
10.4.2.17 - - [05/Nov/2026:07:40:31 +0000] "GET /api/app/v2/articles/88412 HTTP/1.1" 404 211 "-" "GazetteApp/5.3.1 (iOS 18.1)"
"""

_PHPUNIT = """PHPUnit 11.4.3 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.13
Configuration: /home/ravi/src/gazette-cms/phpunit.xml.dist

...............................................................  63 / 118 ( 53%)
.......................................................          118 / 118 (100%)

Time: 00:07.412, Memory: 84.00 MB

OK (118 tests, 402 assertions)
"""

_BUILD_LOG = """[01:30:00] epaper-build 3.7.1 edition=2026-11-13 runner=epaper-runner-2
[01:30:00] step fetch-export   source=/exports/print/2026-11-13/
[01:31:12] step fetch-export   ok pages=64 ads=38 (72s)
[01:31:12] step fetch-fonts    cache=/tmp/epaper-fonts
[01:31:12] fonts: cache miss GazetteSerif-Regular.otf -> downloading from fonts.vendor.example
[01:33:40] fonts: cache miss GazetteSerif-Bold.otf -> downloading from fonts.vendor.example
[01:36:02] fonts: cache miss GazetteSerif-Italic.otf -> downloading from fonts.vendor.example
[01:38:51] fonts: cache miss GazetteSans-Condensed.otf -> downloading from fonts.vendor.example
...
[02:12:07] fonts: 17 fonts downloaded (41m, vendor rate limit 1 req/140s)
[02:12:07] step fetch-fonts    ok (40m55s)
[02:12:07] step impose         ok (6m31s)
[02:18:38] step render         gs=10.04.0 pages=64
[04:51:16] step render         ok (2h32m38s)
[04:51:16] step ghostscript-optimize ok (4m02s)
[04:55:18] step thumbnails     ok (9m47s)
[05:05:05] step upload         target=cdn:/epaper/2026-11-13/ ok (34m55s)
[05:40:00] step publish        manifest=edition.json ok
[05:40:00] DONE 4h10m00s  (deadline 05:00 MISSED by 40m00s)
"""

_BUILD_LOG_OLD = """[01:30:00] epaper-build 3.7.1 edition=2026-11-06 runner=epaper-runner-1
[01:31:09] step fetch-export   ok pages=60 ads=35 (69s)
[01:31:09] step fetch-fonts    cache=/var/cache/epaper/fonts
[01:31:10] step fetch-fonts    ok (1s) 17/17 cached
[01:31:10] step impose         ok (6m12s)
[01:37:22] step render         ok (2h29m51s)
[04:07:13] step ghostscript-optimize ok (3m58s)
[04:11:11] step thumbnails     ok (9m30s)
[04:20:41] step upload         ok (30m02s)
[04:50:43] DONE 3h20m43s
"""

_RUNNER_ENV = """# /etc/epaper/runner.env on epaper-runner-2 (provisioned 2026-11-09)
EPAPER_EXPORT_DIR=/exports/print
EPAPER_OUT_DIR=/srv/epaper/out
FONT_CACHE_DIR=/tmp/epaper-fonts
GS_BIN=/usr/bin/gs
CDN_BUCKET=cdn:/epaper
"""

SESSIONS = [
    {
        "id": "h61-cc-cms-embargo-leak",
        "project": CMS,
        "start": datetime(2026, 11, 5, 8, 31),
        "about": "gazette-cms: an embargoed court story (embargo 09:00 UTC) showed in the apps from 06:12; the "
                 "person's time-zone guess ruled out (stored and compared in UTC); cause: "
                 "ArticleRepository::findLatestForApp filters status only, not embargo_until, unlike the web's "
                 "findPublishedVisible; options (patch one query / global Doctrine SQL filter / shared criteria) "
                 "and 'k' to the shared visibleNow(); the SQL filter rejected because editors would lose embargoed "
                 "drafts; afterthought at the end of a long message: every public query goes through visibleNow()",
        "steps": [
            ("user", "bad morning. the court ruling on the bridge tolls had an embargo until 10:00 our time and it "
                     "was readable in the app from like 7. the website was fine. the night desk noticed at 8:40 and "
                     "pulled it. I bet it's timezones again, embargo_until is probably stored in local time and "
                     "compared in UTC or the other way round"),
            bash("psql \"$CMS_DB\" -c \"select id, slug, status, published_at, embargo_until from article where "
                 "id = 88412\" -c 'show timezone'", _EMBARGO_ROW),
            ("assistant", "Timezones look right: the column is timestamptz, the session runs in UTC, and "
                          "`embargo_until` is 09:00 UTC, which is 10:00 in Berlin. The web got it right, so the "
                          "stored value works for the web query. Let me see what the apps actually requested."),
            bash("zgrep ' 88412\\| /api/app/v2/feed' /var/log/nginx/cms-api.access.log-20261105.gz | head -n 6",
                 _ACCESS_LOG),
            ("assistant", "The apps got the article from the app feed at 06:12 UTC, while the website answered "
                          "404 for the same story at 06:13. So the two surfaces use different queries. Looking at "
                          "the repository:"),
            tool("Read", {"file_path": f"{CMS}/src/Repository/ArticleRepository.php", "offset": 18, "limit": 20},
                 _APP_FEED_PHP),
            ("assistant", "Found it. `findLatestForApp()`, used by `AppFeedController` and the app's article "
                          "endpoint, only checks `status = published`. `findPublishedVisible()`, which the website "
                          "uses, also checks `embargoUntil IS NULL OR embargoUntil <= now`. The desk published the "
                          "story at 05:58 UTC with the embargo set, the web respected it, the app API didn't. It's "
                          "been like this since the v2 app API was added in spring; it just never mattered because "
                          "embargoed stories are rare and usually scheduled instead of published.\n\n"
                          "Options:\n"
                          "1. Add the embargo condition to `findLatestForApp()`. Smallest change, but it leaves the "
                          "next hand-written query free to forget it again.\n"
                          "2. A global Doctrine SQL filter that always hides embargoed rows. Nobody can forget it, "
                          "but it also applies in the CMS back office, and editors need to see and edit embargoed "
                          "stories before they go live. We'd have to disable it per request in every admin "
                          "controller.\n"
                          "3. A shared Criteria, `ArticleRepository::visibleNow()`, that both the web and the app "
                          "queries (and RSS, and the e-paper export) build on, and we remove the hand-written "
                          "status checks.\n\n"
                          "I'd go with 3."),
            ("user", "k"),
            tool("Edit", {"file_path": f"{CMS}/src/Repository/ArticleRepository.php",
                          "old_string": "    public function findLatestForApp(int $limit, ?string $section = null): "
                                        "array\n    {\n        $qb = $this->createQueryBuilder('a')\n"
                                        "            ->andWhere('a.status = :published')\n"
                                        "            ->setParameter('published', ArticleStatus::Published)",
                          "new_string": "    public static function visibleNow(): Criteria\n    {\n        return "
                                        "Criteria::create()\n            ->where(Criteria::expr()->eq('status', "
                                        "ArticleStatus::Published))\n            ->andWhere(Criteria::expr()->orX(\n"
                                        "                Criteria::expr()->isNull('embargoUntil'),\n"
                                        "                Criteria::expr()->lte('embargoUntil', new "
                                        "\\DateTimeImmutable('now', new \\DateTimeZone('UTC'))),\n            ));\n"
                                        "    }\n\n    public function findLatestForApp(int $limit, ?string $section = "
                                        "null): array\n    {\n        $qb = $this->createQueryBuilder('a')\n"
                                        "            ->addCriteria(self::visibleNow())"},
                 "The file has been updated."),
            bash("rg -n \"status = :published\" src | grep -v Admin",
                 "src/Repository/ArticleRepository.php:33:            ->andWhere('a.status = :published')\n"
                 "src/Feed/RssBuilder.php:51:            ->andWhere('a.status = :published')\n"
                 "src/Export/PrintExport.php:88:            ->andWhere('a.status = :published')\n"),
            ("assistant", "Two more public queries had their own hand-written filter: the RSS builder (which "
                          "did not check the embargo either) and the print export for the e-paper (which did). "
                          "Both now use `visibleNow()`, as does `findPublishedVisible()`. Running the tests, with "
                          "a new one that publishes an embargoed article and asks the app feed, RSS and the web for "
                          "it."),
            bash("vendor/bin/phpunit", _PHPUNIT),
            ("user", "ok. thanks, I'll tell the desk what happened, they'll want a timeline for the lawyers in "
                     "case anybody complains: published in the CMS 05:58 UTC with the embargo, the app feed served "
                     "it from 06:12, the desk pulled it 07:40 UTC which is the 8:40 they told me. ~1900 app "
                     "requests in between. no push notification went out, I checked the push log, the push job "
                     "uses its own schedule so it waited. can you put that timeline in the PR description too. "
                     "and one more thing for all the work we do in this repo from here: any query that feeds a "
                     "public surface (web, apps, RSS, the e-paper export, whatever comes next) goes through "
                     "ArticleRepository::visibleNow(), no more hand-written published filters"),
            bash("gh pr create --title 'Embargo: one visibleNow() criteria for every public query' "
                 "--body-file /tmp/pr-embargo.md",
                 "https://github.example/lowmoor/gazette-cms/pull/612\n"),
            ("assistant", "PR #612 is open with the timeline (05:58 published, 06:12 first app request, 07:40 "
                          "pulled, about 1,900 app requests, no push) and the fix. I also added a PHPStan rule in "
                          "`phpstan/NoRawPublishedFilterRule.php` that flags `status = :published` outside "
                          "`ArticleRepository` and the Admin namespace, so a new hand-written public query fails CI."),
            ("user", "oh nice, didn't ask but I like it. merging after lunch"),
        ],
        "facts": [
            fact("embargo-cause", "The embargoed story reached the apps early because "
                                  "ArticleRepository::findLatestForApp() (app feed API) only checked status = "
                                  "published and not embargo_until; the web's findPublishedVisible() did. Time "
                                  "zones were not the cause.",
                 "bugfix", "assistant", ["findLatestForApp", ["embargo", "embargo_until", "embargoUntil"]]),
            fact("visiblenow-rule", "Standing rule for gazette-cms: every query feeding a public surface (web, apps, "
                                    "RSS, e-paper export) goes through ArticleRepository::visibleNow(); no "
                                    "hand-written published filters.",
                 "rule", "user", ["visibleNow"], remember=True),
            fact("no-sql-filter", "A global Doctrine SQL filter for embargoes was rejected because editors in the CMS "
                                  "back office must still see embargoed stories.",
                 "decision", "assistant", ["SQL filter", "editors"]),
            fact("phpstan-rule", "A PHPStan rule (NoRawPublishedFilterRule) fails CI on 'status = :published' "
                                 "outside ArticleRepository and the Admin namespace.",
                 "fact", "assistant", ["NoRawPublishedFilterRule"]),
        ],
        "optional": [
            opt("rss-fixed", "The RSS builder also ignored the embargo and now uses visibleNow().", ["RSS"]),
            opt("embargo-utc", "embargo_until is timestamptz and compared in UTC.", ["UTC"]),
        ],
        "questions": [
            q("Why did the embargoed court story show in the app early?",
              "findLatestForApp only checked status published, not embargo_until", ["embargo-cause"]),
            q("How must a public query in gazette-cms filter visible articles?", "through "
              "ArticleRepository::visibleNow()", ["visiblenow-rule"]),
            q("Why not a global Doctrine SQL filter for embargoes?", "editors in the back office need to see "
                                                                    "embargoed stories", ["no-sql-filter"]),
        ],
    },
    {
        "id": "h61-cc-epaper-late-fonts",
        "project": EPAPER,
        "start": datetime(2026, 11, 13, 7, 52),
        "about": "epaper-build: e-paper published 05:40, 40 minutes late; terse person with typos guesses the "
                 "ghostscript 10.04 upgrade, the log shows fetch-fonts took 41 minutes: the new runner's "
                 "FONT_CACHE_DIR is /tmp/epaper-fonts, wiped on reboot, so all 17 fonts are downloaded each night "
                 "under a vendor rate limit; fix /var/cache/epaper/fonts; a rule with a typo ('rember') that fonts "
                 "never live in /tmp; pasted runbook of which only the 05:00 deadline is confirmed; start time "
                 "moved to 01:15 and back to 01:30; joke 'never trust a PDF'; summary",
        "steps": [
            ("user", "epaper late again. 05:40. night desk furius, print subs email went out with a dead link. "
                     "its ghostscript, we bumped to 10.04 on monday, i knew it"),
            bash("cat /var/log/epaper/build-2026-11-13.log", _BUILD_LOG),
            ("assistant", "Ghostscript isn't the slow part: `render` took 2h32m, the same as last week (2h29m), "
                          "and `ghostscript-optimize` took 4 minutes as always. The extra 40 minutes are all in "
                          "`fetch-fonts`: 17 cache misses, each font downloaded from the vendor, who rate-limits us "
                          "to one request every 140 s. That step took 40m55s. Last week it took one second. Let me "
                          "compare with a build from last week."),
            bash("sed -n 1,10p /var/log/epaper/build-2026-11-06.log", _BUILD_LOG_OLD),
            ("assistant", "Two differences: last week ran on `epaper-runner-1` with `cache=/var/cache/epaper/fonts`; "
                          "today ran on `epaper-runner-2` with `cache=/tmp/epaper-fonts`. Let me look at the new "
                          "runner's environment."),
            bash("ssh epaper-runner-2 cat /etc/epaper/runner.env; ssh epaper-runner-2 'uptime; ls /tmp/epaper-fonts "
                 "| wc -l'",
                 _RUNNER_ENV + " 07:55:31 up 3:41,  0 users,  load average: 0.08, 0.21, 0.30\n0\n"),
            ("assistant", "Root cause: epaper-runner-2 was provisioned on 9 November with `FONT_CACHE_DIR="
                          "/tmp/epaper-fonts`. `/tmp` is a tmpfs there and the runner reboots for patching every "
                          "night at 04:15 (uptime 3:41 now), so the cache is empty at every build and all 17 fonts "
                          "come from the vendor at their rate limit: +41 minutes. The Ghostscript upgrade is "
                          "innocent.\n\nFix: `FONT_CACHE_DIR=/var/cache/epaper/fonts` on runner-2, as on runner-1, "
                          "and I'll pre-fill it now so tonight's build finds all 17 fonts."),
            ("user", "do it. and pls rember this for good: fonts never live in /tmp. not in this repo, not on any "
                     "runner, not as a default in the code. it bit us twice now"),
            bash("ssh epaper-runner-2 \"sudo sed -i 's#^FONT_CACHE_DIR=.*#FONT_CACHE_DIR=/var/cache/epaper/fonts#' "
                 "/etc/epaper/runner.env && sudo install -d -o epaper /var/cache/epaper/fonts && sudo -u epaper "
                 "epaper-build fonts --prefetch\"",
                 "fonts: 17/17 fetched into /var/cache/epaper/fonts (39m12s)\n"),
            tool("Edit", {"file_path": f"{EPAPER}/epaper/config.py",
                          "old_string": "FONT_CACHE_DIR = os.environ.get(\"FONT_CACHE_DIR\", \"/tmp/epaper-fonts\")",
                          "new_string": "FONT_CACHE_DIR = os.environ[\"FONT_CACHE_DIR\"]  # required; never /tmp"},
                 "The file has been updated."),
            ("assistant", "The code default was `/tmp/epaper-fonts` too, which is where runner-2's env got it from. "
                          "I made `FONT_CACHE_DIR` required (the build fails at start if it's unset) and added a "
                          "check that refuses any path under `/tmp`."),
            ("user", "ok here is the runbook from the wiki, is it still right?\n\n"
                     "E-PAPER NIGHT RUNBOOK v3\n"
                     "- Build starts 01:30, cron on epaper-runner-1\n"
                     "- Pages come from the CMS print export in /exports/print/<date>/\n"
                     "- PDF on the CDN by 05:00, the apps show it from 05:00 and the print-subscriber email goes "
                     "at 05:15\n"
                     "- If the build fails after 03:30, rebuild only failed pages with make pages ONLY=...\n"
                     "- Escalation: call the night editor, ext 4410\n"),
            ("assistant", "Mostly. What's outdated: the cron is on epaper-runner-2 since 9 November, not runner-1. "
                          "I can't verify the extension or the 03:30 rule from here. The 05:00 line matches the "
                          "build's own deadline check (`deadline 05:00` in the log)."),
            ("user", "05:00 is the one that matters, that's the hard deadline, apps + the 05:15 email. the rest "
                     "of the runbook is old, ignore it, ill rewrite it. also move the start to 01:15 so we have "
                     "margin"),
            tool("Edit", {"file_path": f"{EPAPER}/deploy/cron.d/epaper", "old_string": "30 1 * * *",
                          "new_string": "15 1 * * *"},
                 "The file has been updated."),
            bash("ls -la --time-style=+%H:%M /exports/print/2026-11-1*/ | grep DONE",
                 "-rw-r--r-- 1 cms cms 0 01:21 DONE\n-rw-r--r-- 1 cms cms 0 01:19 DONE\n"
                 "-rw-r--r-- 1 cms cms 0 01:24 DONE\n"),
            ("assistant", "Before you merge that: the CMS print export writes its DONE marker between 01:19 and "
                          "01:24. A build starting at 01:15 would find a half-written export; `fetch-export` "
                          "doesn't wait for the marker."),
            ("user", "ah crap. no then, keep 01:30, put it back. margin comes from the fonts fix anyway. never "
                     "trust a PDF, rule number one of life lol"),
            tool("Edit", {"file_path": f"{EPAPER}/deploy/cron.d/epaper", "old_string": "15 1 * * *",
                          "new_string": "30 1 * * *"},
                 "The file has been updated."),
            ("assistant", "## Summary\n"
                          "- **Late edition (05:40):** `fetch-fonts` took 41 minutes because epaper-runner-2's "
                          "`FONT_CACHE_DIR` was `/tmp/epaper-fonts`, emptied by the nightly reboot, so every "
                          "build downloaded all 17 fonts at the vendor's rate limit. Ghostscript 10.04 was not "
                          "the cause.\n"
                          "- **Fix:** `FONT_CACHE_DIR=/var/cache/epaper/fonts` on runner-2, cache pre-filled; the "
                          "code no longer has a default and rejects paths under /tmp.\n"
                          "- **Deadline:** PDF on the CDN by 05:00 (apps, and the 05:15 email).\n"
                          "- **Start time:** stays 01:30 (the CMS export finishes 01:19-01:24).\n"
                          "- Runbook: you're rewriting it."),
            ("user", "ty"),
        ],
        "facts": [
            fact("fonts-cause", "The e-paper was late (05:40) because epaper-runner-2 had FONT_CACHE_DIR=/tmp/"
                                "epaper-fonts, wiped by the nightly reboot, so all 17 fonts were downloaded each "
                                "night under the vendor's rate limit (+41 min); fixed with FONT_CACHE_DIR="
                                "/var/cache/epaper/fonts. Ghostscript 10.04 was not the cause.",
                 "bugfix", "assistant", ["FONT_CACHE_DIR", "/var/cache/epaper/fonts"]),
            fact("fonts-not-tmp", "Standing rule: fonts never live in /tmp, not in the repo, on a runner or as a "
                                  "code default.",
                 "rule", "user", ["fonts", "/tmp"], remember=True),
            fact("deadline-0500", "Hard deadline: the e-paper PDF is on the CDN by 05:00 (the apps show it from "
                                  "05:00, the print-subscriber email goes at 05:15).",
                 "fact", "user", ["05:00"]),
            fact("start-0130", "The build keeps starting at 01:30 (cron), because the CMS print export only "
                               "finishes between 01:19 and 01:24; 01:15 was tried and reverted.",
                 "decision", "user", ["01:30"]),
        ],
        "optional": [
            opt("runner-2", "The e-paper cron runs on epaper-runner-2 since 9 November.", ["epaper-runner-2"]),
            opt("font-cache-required", "FONT_CACHE_DIR is now required in epaper/config.py.", ["required"]),
            opt("start-0115", "Moving the start to 01:15 was considered and undone.", ["01:15"]),
        ],
        "questions": [
            q("Why was the e-paper late on 13 November?",
              "FONT_CACHE_DIR was /tmp/epaper-fonts on epaper-runner-2, emptied by the nightly reboot, so every "
              "build downloaded all 17 fonts", ["fonts-cause"]),
            q("Where may the e-paper font cache live?", "never in /tmp; /var/cache/epaper/fonts",
              ["fonts-not-tmp", "fonts-cause"]),
            q("By when must the e-paper be on the CDN?", "05:00", ["deadline-0500"]),
            q("When does the nightly e-paper build start?", "01:30", ["start-0130"]),
        ],
    },
    {
        "id": "h61-cc-epaper-christmas-supplement",
        "project": EPAPER,
        "start": datetime(2026, 11, 24, 13, 40),
        "about": "epaper-build: a 28-page Christmas gift-guide supplement; the assistant finds the apps' PDF "
                 "reader fails above 96 pages; decision to ship it as a separate PDF listed under supplements in "
                 "edition.json rather than appended; file-name convention GZ-<date>-suppl.pdf; the 'one rule that "
                 "beats all the others' (on time beats complete: placeholder page rather than late); a pdf.js "
                 "reader idea left unanswered",
        "steps": [
            ("user", "hi. marketing wants the christmas gift guide in the epaper, 28 pages, saturdays 5 dec to "
                     "19 dec. simplest is to glue it at the end of the main pdf right?"),
            bash("python -c \"import json;m=json.load(open('samples/edition-2026-11-21.json'));print(m['pages'], "
                 "m.get('supplements'))\"; rg -n 'MAX_PAGES|maxPages' ../gazette-app/src | head -3",
                 "72 None\n"
                 "../gazette-app/src/epaper/Reader.tsx:14:const MAX_PAGES = 96; // pdfium crashes on low-end "
                 "Android above this\n"
                 "../gazette-app/src/epaper/Reader.tsx:88:  if (doc.numPages > MAX_PAGES) return <TooLarge />;\n"),
            ("assistant", "Gluing it on would work on the web but not in the apps: the app reader refuses any PDF "
                          "over 96 pages (`MAX_PAGES = 96` in Reader.tsx, because pdfium crashes on low-end Android "
                          "above that). Saturday editions run 72 to 80 pages, plus 28 is 100 to 108.\n\n"
                          "Options:\n"
                          "1. A separate supplement PDF, listed in `edition.json` under a new `supplements` array; "
                          "the apps show it as a second tile, the web as a second link.\n"
                          "2. Append it and raise MAX_PAGES: needs an app release and testing on the old phones.\n"
                          "3. Append it only on the web and ship the main edition alone to the apps.\n\n"
                          "The first keeps the main edition untouched, and the manifest change is additive; old "
                          "app versions simply ignore the new key."),
            ("user", "the first, separate pdf"),
            tool("Edit", {"file_path": f"{EPAPER}/epaper/manifest.py",
                          "old_string": "    return {\"edition\": date.isoformat(), \"pages\": pages, \"pdf\": pdf_url}",
                          "new_string": "    return {\"edition\": date.isoformat(), \"pages\": pages, \"pdf\": pdf_url,\n"
                                        "            \"supplements\": [s.as_manifest() for s in supplements]}"},
                 "The file has been updated."),
            ("assistant", "`edition.json` gets `supplements: [{\"title\", \"pages\", \"pdf\"}]`. For the file "
                          "name I used the same pattern as the main PDF, `GZ-2026-12-05.pdf`, with a suffix: "
                          "`GZ-2026-12-05-suppl.pdf`. OK?"),
            ("user", "yes, -suppl always, for any supplement we do later too"),
            bash("make edition DATE=2026-12-05 SUPPLEMENT=exports/samples/giftguide-proof/ DRY_RUN=1",
                 "[13:52:10] epaper-build 3.7.2 edition=2026-12-05 (dry run)\n"
                 "[13:52:10] step fetch-export   ok pages=76 ads=41\n"
                 "[13:52:11] step fetch-fonts    ok (0s) 17/17 cached\n"
                 "[13:52:11] step supplement     source=exports/samples/giftguide-proof/ pages=28\n"
                 "[13:52:11] step impose         ok (6m40s)\n"
                 "[13:58:51] step render         main pages=76 est 2h41m\n"
                 "[13:58:51] step render         supplement pages=28 est 0h58m\n"
                 "[13:58:51] estimate: DONE at 05:12 for a 01:30 start  (deadline 05:00 would be MISSED)\n"),
            ("assistant", "The dry run estimates the supplement adds about an hour of rendering, which would "
                          "finish at 05:12, past the deadline. Two ways: render the supplement in parallel on a "
                          "second worker (the runner has 8 cores and render uses 4), or render the supplement the "
                          "evening before, since its pages are final on Friday afternoon."),
            ("user", "friday evening, the guide is final by 16:00 friday. and while we're at it, the one rule on "
                     "the epaper that beats all the others, so you know it every time you touch this: on time "
                     "beats complete. if a page or a supplement isn't ready at build time, it goes out with the "
                     "placeholder page and we patch it after 05:00. never hold the edition for it"),
            bash("rg -n 'placeholder' epaper/*.py | head -4",
                 "epaper/pages.py:61:def placeholder_page(slot: int) -> Page:\n"
                 "epaper/pages.py:63:    # 'This page will be available shortly.' with the masthead\n"
                 "epaper/build.py:140:        page = placeholder_page(slot)  # used when a page PDF is missing\n"
                 "epaper/build.py:141:        log.warning(\"page %s missing, using placeholder\", slot)\n"),
            ("assistant", "Good, the machinery exists: a missing page becomes `placeholder_page()`. I extended it "
                          "to supplements (a missing supplement is left out of `supplements` and logged), and added "
                          "`make supplement DATE=... SOURCE=...` for the Friday-evening render; the nightly build "
                          "picks up the finished PDF from `/srv/epaper/out/supplements/`.\n\n"
                          "Separate idea, not for now: the app reader could move to a pdf.js-based viewer that "
                          "streams pages, which would make the 96-page limit go away."),
            bash("pytest -q tests/test_manifest.py tests/test_supplement.py",
                 "...........                                                    [100%]\n11 passed in 0.84s\n"),
            ("user", "cool. I'll tell marketing friday 16:00 is a hard cutoff for them. thx"),
        ],
        "facts": [
            fact("supplement-separate", "Supplements (e.g. the Christmas gift guide) ship as a separate PDF listed "
                                        "under supplements in edition.json, not appended to the main edition.",
                 "decision", "user", ["supplement", "edition.json"]),
            fact("reader-96", "The app's e-paper reader refuses PDFs over 96 pages (MAX_PAGES = 96 in Reader.tsx; "
                              "pdfium crashes on low-end Android).",
                 "fact", "assistant", ["96"]),
            fact("suppl-name", "Supplement PDFs are named like the main PDF with a -suppl suffix: "
                               "GZ-2026-12-05-suppl.pdf.",
                 "convention", "user", ["suppl"]),
            fact("on-time-rule", "The overriding e-paper rule: on time beats complete; a page or supplement that "
                                 "isn't ready goes out as the placeholder page and is patched after 05:00; the "
                                 "edition is never held.",
                 "rule", "user", ["placeholder", ["on time", "never hold"]], remember=True),
        ],
        "optional": [
            opt("suppl-friday", "The gift-guide supplement is rendered on Friday evening (final by 16:00 Friday) "
                                "with make supplement.", ["Friday"]),
        ],
        "questions": [
            q("How is a supplement added to the e-paper?", "as a separate PDF in the supplements array of "
                                                          "edition.json", ["supplement-separate"]),
            q("What is the page limit of the app's e-paper reader?", "96 pages", ["reader-96"]),
            q("What happens when a page isn't ready at e-paper build time?", "it goes out with the placeholder "
                                                                             "page, on time beats complete",
              ["on-time-rule"]),
        ],
    },
]
