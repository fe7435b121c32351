"""h35 Claude Code sessions, part a: an embargoed story published six hours early by press-desk (The Meridian
Ledger's Django newsroom CMS), dropping AMP and rebuilding the sitemaps in ledger-web (the Next.js front end), and
an evening of questions about Typesense in searchlight (the site search indexer)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

DESK = "/home/ines/src/press-desk"
WEB = "/Users/tobias/dev/ledger-web"
SEARCH = "/home/ines/src/searchlight"

SESSIONS = [
    {
        "id": "h35-cc-pressdesk-embargo-early",
        "project": DESK,
        "start": datetime(2026, 11, 3, 7, 20),
        "about": "press-desk: the state auditor's jail contract report (embargo 09:00 Central) went live at 03:00; "
                 "the embargo worker did what the row said, the row was wrong: since the 28 Oct datetime-local "
                 "change EmbargoField read the wall-clock value as UTC; fix make_aware with NEWSROOM_TZ "
                 "America/Chicago; three pending embargoes corrected; 'keep this:' embargo_at stored in UTC, only "
                 "forms and templates convert; rule: publish_story re-reads and refuses a future embargo_at and "
                 "pages #desk-oncall; embargoes under 30 minutes ahead flagged in the form; near-miss: the wire "
                 "desk's AP-in-Eastern habit is theirs, not ours",
        "steps": [
            ("user", "we published the state auditor's report on the county jail contract at 03:00 this morning. "
                     "embargo was 09:00. the auditor's office called our managing editor at 7 and she is not happy. "
                     "I need to know what happened before the 9:30 meeting"),
            bash("python manage.py dbshell -- -Atc \"select id, slug, embargo_at, published_at, embargo_set_at "
                 "from stories_story where slug like 'state-auditor-jail-contract%'\"",
                 "88214|state-auditor-jail-contract-report|2026-11-03 09:00:00+00|2026-11-03 09:00:04.211+00|"
                 "2026-11-02 16:41:52.090+00\n"),
            ("assistant", "The embargo worker did exactly what the row told it to: `embargo_at` is 09:00 **UTC** "
                          "and the story went out 4 seconds later. 09:00 UTC is 03:00 Central (CST is UTC-6 since "
                          "daylight saving ended on 1 November). The editor meant 09:00 Central, which should have "
                          "been stored as 15:00 UTC. So the publish was on time; the value was stored six hours "
                          "early when the embargo was set yesterday at 10:41 Central. Let me look at how the "
                          "schedule form turns the input into a datetime."),
            tool("Read", {"file_path": f"{DESK}/stories/forms.py", "offset": 30, "limit": 20},
                 "    30\tclass EmbargoField(forms.CharField):\n"
                 "    31\t    widget = forms.DateTimeInput(attrs={\"type\": \"datetime-local\"})\n"
                 "    32\t\n"
                 "    33\t    def to_python(self, value):\n"
                 "    34\t        if not value:\n"
                 "    35\t            return None\n"
                 "    36\t        parsed = datetime.strptime(value, \"%Y-%m-%dT%H:%M\")\n"
                 "    37\t        return parsed.replace(tzinfo=dt_timezone.utc)\n"),
            bash("git log --format='%h %ad %s' --date=short -S'dt_timezone.utc' -- stories/forms.py",
                 "a41c9e2 2026-10-28 forms: datetime-local picker for embargo time\n"),
            ("assistant", "Found it. Until 28 October the embargo used Django's SplitDateTimeField, which "
                          "interprets input in the active time zone. Commit a41c9e2 replaced it with a custom "
                          "`EmbargoField` for the browser's datetime-local picker. That input sends wall-clock "
                          "time with no zone, and line 37 stamps it as UTC. Every embargo set since 28 October is "
                          "early by the UTC offset: five hours until 1 November, six hours since. Checking what's "
                          "still waiting in the queue:"),
            bash("python manage.py dbshell -- -Atc \"select id, slug, embargo_at from stories_story where "
                 "embargo_at > now() and embargo_set_at >= '2026-10-28' order by embargo_at\"",
                 "88240|school-board-budget-vote-preview|2026-11-03 18:00:00+00\n"
                 "88251|hospital-merger-filing|2026-11-04 11:00:00+00\n"
                 "88263|quarterly-crime-stats-sheriff|2026-11-05 14:00:00+00\n"),
            ("assistant", "Three embargoed stories are pending and all three are stored six hours early. The "
                          "school board preview would go live at 12:00 Central today instead of 18:00. Proposal: "
                          "make `EmbargoField` interpret the value in the newsroom's zone with "
                          "`timezone.make_aware(parsed, ZoneInfo(settings.NEWSROOM_TZ))` where NEWSROOM_TZ is "
                          "\"America/Chicago\", and re-interpret the three pending rows the same way."),
            ("user", "do both, the school board one first. and keep this: embargo_at is stored in UTC, always, and "
                     "only the forms and templates convert to Central. nobody stores a local time anywhere in "
                     "press-desk, not in a model, not in a cache, not in a celery arg"),
            bash("python manage.py shell -c \"from stories.models import Story; from stories.tz import "
                 "reinterpret_as_newsroom_time as fix; [print(s.id, s.embargo_at, '->', fix(s)) for s in "
                 "Story.objects.filter(id__in=[88240, 88251, 88263])]\"",
                 "88240 2026-11-03 18:00:00+00:00 -> 2026-11-04 00:00:00+00:00\n"
                 "88251 2026-11-04 11:00:00+00:00 -> 2026-11-04 17:00:00+00:00\n"
                 "88263 2026-11-05 14:00:00+00:00 -> 2026-11-05 20:00:00+00:00\n"),
            tool("Edit", {"file_path": f"{DESK}/stories/forms.py",
                          "old_string": "        return parsed.replace(tzinfo=dt_timezone.utc)\n",
                          "new_string": "        # datetime-local sends wall-clock time: it is newsroom time, stored as UTC\n"
                                        "        return timezone.make_aware(parsed, ZoneInfo(settings.NEWSROOM_TZ))"
                                        "\n"},
                 "The file has been updated."),
            ("assistant", "The three rows now hold the intended times (the school board preview at 00:00 UTC, "
                          "which is 18:00 Central), and the form is fixed. A second line of defence would help: "
                          "the worker trusted the row blindly."),
            ("user", "yes. rule from now on: publish_story re-reads the story from the database right before it "
                     "flips the status, and if embargo_at is still in the future it refuses, logs it and pages "
                     "#desk-oncall. no retries, a human looks at it. and in the form: any embargo that is less than "
                     "30 minutes after the moment it's being set gets flagged to the editor, that's almost always "
                     "a typo or a zone mix-up"),
            tool("Edit", {"file_path": f"{DESK}/stories/tasks.py",
                          "old_string": "    story = Story.objects.get(pk=story_id)\n    story.publish()\n",
                          "new_string": "    story = Story.objects.select_for_update().get(pk=story_id)\n"
                                        "    if story.embargo_at and story.embargo_at > timezone.now():\n"
                                        "        log.error(\"refusing to publish %s: embargo_at %s is in the "
                                        "future\", story_id, story.embargo_at)\n"
                                        "        page_desk_oncall(story, reason=\"embargo_at in the future\")\n"
                                        "        return\n"
                                        "    story.publish()\n"},
                 "The file has been updated."),
            ("user", "oh and before you ask: the wire desk has their own thing where AP embargoes are always "
                     "written in Eastern in the slug notes. that's their habit, not ours, don't build anything "
                     "around it"),
            bash("pytest stories -q 2>&1 | tail -n 2",
                 "........................................................................ [100%]\n"
                 "72 passed in 9.84s\n"),
            bash("git add -A && git commit -qm 'embargo: newsroom time in the form, publish_story refuses a future "
                 "embargo_at' && git log -1 --oneline",
                 "c90d1f7 embargo: newsroom time in the form, publish_story refuses a future embargo_at\n"),
            ("assistant", "Committed as c90d1f7: EmbargoField now reads the picker value as America/Chicago, "
                          "publish_story refuses and pages #desk-oncall when embargo_at is in the future, and the "
                          "form warns about embargoes less than 30 minutes out. For the 9:30 meeting: the report "
                          "went out at 03:00 because a form change on 28 October stored embargo times as UTC; "
                          "three more stories were affected and are corrected."),
        ],
        "facts": [
            fact("auditor-incident", "On 2026-11-03 the state auditor's jail contract report (embargo 09:00 "
                                     "Central) was published at 03:00: the embargo worker was on time, but the "
                                     "stored embargo_at was six hours early.",
                 "fact", "assistant", ["auditor", "03:00", "embargo"]),
            fact("embargofield-utc", "Since commit a41c9e2 (28 Oct) EmbargoField stamped the datetime-local value as "
                                     "UTC; fixed with timezone.make_aware in NEWSROOM_TZ (America/Chicago).",
                 "bugfix", "assistant", ["EmbargoField", ["make_aware", "America/Chicago", "NEWSROOM_TZ"]]),
            fact("utc-storage", "embargo_at is always stored in UTC in press-desk; only forms and templates convert "
                                "to Central; no local times in models, caches or celery args.",
                 "convention", "user", ["embargo_at", "UTC", "Central"], remember=True),
            fact("publish-refuses", "publish_story re-reads the story before publishing and, if embargo_at is in "
                                    "the future, refuses, logs it and pages #desk-oncall, with no retries.",
                 "rule", "user", ["publish_story", "#desk-oncall", ["future", "refuses"]]),
            fact("lead-warning", "The schedule form flags any embargo less than 30 minutes after the moment it is "
                                 "set.",
                 "config", "user", ["30 minutes", ["flagged", "flag"]]),
        ],
        "optional": [
            opt("pending-fixed", "Three pending embargoes (88240, 88251, 88263) were re-interpreted as newsroom "
                                 "time.",
                ["88240"]),
            opt("fix-commit", "The fix is commit c90d1f7 in press-desk.", ["c90d1f7"]),
        ],
        "questions": [
            q("Why did the auditor's report go out at 03:00?",
              "EmbargoField stamps the datetime-local value as UTC, so embargo_at was stored six hours early",
              ["auditor-incident", "embargofield-utc"]),
            q("In which time zone is embargo_at stored?", "UTC, only forms and templates convert to Central",
              ["utc-storage"]),
            q("What does publish_story do if embargo_at is still in the future?",
              "it refuses, logs it and pages #desk-oncall", ["publish-refuses"]),
            q("When does the schedule form flag an embargo?", "less than 30 minutes after the moment it is set",
              ["lead-warning"]),
        ],
    },
    {
        "id": "h35-cc-web-sitemaps-amp",
        "project": WEB,
        "start": datetime(2026, 11, 5, 14, 0),
        "about": "ledger-web (Next.js app router): AMP removed, /amp/* 301 to canonical (410 rejected: throws away "
                 "inbound links and aggregators; keeping AMP rejected: second template for ~3% of pageviews); "
                 "sitemap index with monthly articles-YYYY-MM.xml files; 'remember that' the news sitemap holds "
                 "only the last 48 hours and never more than 1000 URLs; news.xml revalidate 300 proposed, changed "
                 "to 60; near-miss: redirects/sections.json is only a draft",
        "steps": [
            ("user", "two things today in ledger-web: AMP has to go, and our sitemap is a mess, one 38 MB "
                     "sitemap.xml that search console says times out half the time. AMP first. what are our "
                     "options for the /amp/ urls out there?"),
            bash("head -n 6 reports/amp-traffic-2026-10.csv",
                 "source,pageviews,share_of_article_pv\n"
                 "google_amp_cache,412330,0.019\n"
                 "flipboard,118204,0.005\n"
                 "direct_amp_url,97811,0.004\n"
                 "other_aggregators,61540,0.003\n"
                 "total_amp,689885,0.031\n"),
            ("assistant", "AMP is 3.1% of article pageviews, mostly through Google's AMP cache and aggregators "
                          "that stored /amp/ URLs. Options:\n\n"
                          "a) Keep serving AMP as is.\n"
                          "b) 301 every `/amp/<path>` to the canonical `/<path>`.\n"
                          "c) Answer 410 Gone for /amp/.\n"
                          "d) Delete the routes and let them 404."),
            ("user", "b, 301. a 410 throws away every inbound link and every aggregator that still has an amp url. "
                     "keeping AMP means maintaining a second article template for 3% of traffic, no. and d is just "
                     "c with worse manners"),
            tool("Edit", {"file_path": f"{WEB}/next.config.js",
                          "old_string": "  async redirects() {\n    return [\n",
                          "new_string": "  async redirects() {\n    return [\n"
                                        "      { source: '/amp/:path*', destination: '/:path*', permanent: true },\n"},
                 "The file has been updated."),
            bash("git rm -rq app/amp components/amp && rg -n 'amphtml' app components lib",
                 "app/(article)/[...slug]/head.tsx:22:      <link rel=\"amphtml\" href={ampUrl(article)} />\n"),
            tool("Edit", {"file_path": f"{WEB}/app/(article)/[...slug]/head.tsx",
                          "old_string": "      <link rel=\"amphtml\" href={ampUrl(article)} />\n",
                          "new_string": ""},
                 "The file has been updated."),
            ("assistant", "AMP routes and components are gone, the rel=amphtml link is removed from the article "
                          "head, and `/amp/:path*` redirects permanently to `/:path*`.\n\n"
                          "For the sitemaps I'd replace the single file with:\n"
                          "- `/sitemap.xml` as a sitemap index\n"
                          "- one file per month of articles, `/sitemaps/articles-2026-11.xml` and so on\n"
                          "- a Google News sitemap at `/sitemaps/news.xml`, which by Google's rules may only "
                          "list articles from the last two days and at most 1,000 URLs."),
            ("user", "yes. monthly files named articles-YYYY-MM.xml. and remember that the news sitemap only ever "
                     "has the last 48 hours and never more than 1000 urls. google news dropped us for a week in "
                     "2024 over exactly that"),
            tool("Write", {"file_path": f"{WEB}/app/sitemaps/news.xml/route.ts",
                           "content": "export const revalidate = 300;\n\nexport async function GET() {\n"
                                      "  const since = new Date(Date.now() - 48 * 3600 * 1000);\n"
                                      "  const articles = await listPublishedSince(since, { limit: 1000 });\n"
                                      "  return xml(newsSitemap(articles));\n}\n"},
                 f"File created successfully at: {WEB}/app/sitemaps/news.xml/route.ts"),
            ("assistant", "Caching: a past month only changes when a correction lands, so its file can revalidate "
                          "every 86400 seconds; the current month every 3600; the news sitemap every 300, which "
                          "is what I put in the route for now."),
            ("user", "month files fine. news at 300 is too slow though, when we break a story I want it in google "
                     "news within a minute or two. make the news one 60"),
            tool("Edit", {"file_path": f"{WEB}/app/sitemaps/news.xml/route.ts",
                          "old_string": "export const revalidate = 300;",
                          "new_string": "export const revalidate = 60;"},
                 "The file has been updated."),
            bash("npm run build 2>&1 | grep -E 'sitemap' && npm start >/dev/null 2>&1 & sleep 6; curl -s "
                 "localhost:3000/sitemaps/news.xml | xmllint --xpath 'count(//*[local-name()=\"url\"])' -; echo; "
                 "curl -s -o /dev/null -w '%{http_code} %{redirect_url}\\n' "
                 "localhost:3000/amp/news/2026/11/04/county-fair-attendance",
                 "├ ƒ /sitemap.xml                       0 B      0 B\n"
                 "├ ○ /sitemaps/[month]                  0 B      0 B   (ISR: 3600 / 86400)\n"
                 "├ ○ /sitemaps/news.xml                 0 B      0 B   (ISR: 60)\n"
                 "412\n"
                 "308 http://localhost:3000/news/2026/11/04/county-fair-attendance\n"),
            ("assistant", "The news sitemap has 412 URLs from the last 48 hours. One catch: Next.js answers "
                          "`permanent: true` with a 308, not a 301. For crawlers it's equivalent, but you said 301; "
                          "`statusCode: 301` forces it."),
            ("user", "force 301, some of the aggregators are ancient. the old section urls list in "
                     "redirects/sections.json is only a draft btw, Marta is still going through it, don't wire it in"),
            tool("Edit", {"file_path": f"{WEB}/next.config.js",
                          "old_string": "destination: '/:path*', permanent: true },",
                          "new_string": "destination: '/:path*', statusCode: 301 },"},
                 "The file has been updated."),
            bash("git add -A && git commit -qm 'web: drop AMP (301 /amp/* to canonical), sitemap index, monthly and "
                 "news sitemaps' && git log -1 --oneline",
                 "5e7b02a web: drop AMP (301 /amp/* to canonical), sitemap index, monthly and news sitemaps\n"),
        ],
        "facts": [
            fact("amp-301", "AMP is removed from ledger-web; /amp/* URLs 301 to the canonical URL. 410 was rejected "
                            "(throws away inbound links and aggregators) and keeping AMP was rejected (a second "
                            "article template for 3% of traffic).",
                 "decision", "user", ["AMP", "301", ["410", "canonical"]]),
            fact("news-sitemap-rule", "The Google News sitemap only ever holds the last 48 hours and never more than "
                                      "1000 URLs.",
                 "rule", "user", ["news sitemap", "48 hours", "1000"], remember=True),
            fact("news-revalidate", "The news sitemap (/sitemaps/news.xml) revalidates every 60 seconds, not the "
                                    "300 first proposed.",
                 "config", "user", [["news.xml", "news sitemap"], "revalidate", "60"]),
            fact("monthly-sitemaps", "/sitemap.xml is a sitemap index over one file per month named "
                                     "articles-YYYY-MM.xml.",
                 "convention", "user", ["articles-YYYY-MM.xml", ["sitemap index", "month"]]),
        ],
        "optional": [
            opt("month-revalidate", "Past month sitemap files revalidate every 86400 seconds, the current month "
                                    "every 3600.",
                ["86400"]),
            opt("statuscode-301", "Next.js permanent: true answers 308, so the AMP redirect uses statusCode: 301.",
                ["statusCode: 301"]),
        ],
        "questions": [
            q("What happens to old /amp/ URLs?", "a 301 to the canonical URL", ["amp-301"]),
            q("How often does the news sitemap revalidate?", "every 60 seconds", ["news-revalidate"]),
            q("What may the news sitemap contain?", "only the last 48 hours, never more than 1000 urls",
              ["news-sitemap-rule"]),
        ],
    },
    {
        "id": "h35-cc-search-typesense-questions",
        "project": SEARCH,
        "start": datetime(2026, 11, 19, 20, 15),
        "about": "only questions while reading searchlight after the Typesense move: how typo tolerance and "
                 "drop_tokens_threshold work, what happens to in-flight searches during the alias swap, one-way vs "
                 "multi-way synonyms, and filter_by syntax; near-miss 'I can never remember whether filter_by "
                 "wants := or :'; nothing decided or changed",
        "steps": [
            ("user", "quiet night, I want to actually understand typesense instead of cargo-culting the search "
                     "params. why does 'councilman' find 'councilmen' but 'counsil' finds nothing?"),
            bash("rg -n 'num_typos|min_len_1typo|min_len_2typo|typo_tokens_threshold' searchlight/params.py",
                 "searchlight/params.py:14:    \"num_typos\": 2,\n"
                 "searchlight/params.py:15:    \"min_len_1typo\": 4,\n"
                 "searchlight/params.py:16:    \"min_len_2typo\": 7,\n"),
            ("assistant", "Typesense counts typos as edit distance per query word. With these params a word needs "
                          "4 characters to get 1 typo and 7 characters to get 2. 'councilman' to 'councilmen' is a "
                          "single substitution, fine. 'counsil' vs 'council' is also one edit, so it should "
                          "match; what kills it is that the query has other words too. Was it 'counsil vote'?"),
            ("user", "'counsil vote tuesday'. yes"),
            ("assistant", "Then it's drop_tokens_threshold at work, or rather not at work. When fewer results than "
                          "the threshold come back, Typesense drops words from the query, from the right by "
                          "default, and searches again. Typo correction also only kicks in while results are "
                          "below typo_tokens_threshold. With all three words required and 'tuesday' matching "
                          "nothing in the title field you searched, the combination returns zero and the dropped "
                          "query isn't retried with typos because the defaults are 1 for both thresholds. Nothing "
                          "to change unless you want to; that's how the params behave."),
            ("user", "got it. next: the reindex swaps the alias. what happens to a search that's in flight right "
                     "when the alias moves?"),
            tool("Read", {"file_path": f"{SEARCH}/searchlight/reindex.py", "offset": 60, "limit": 12},
                 "    60\t    new = f\"articles_v{version}\"\n"
                 "    61\t    create_collection(new, SCHEMA)\n"
                 "    62\t    bulk_import(new, iter_articles())\n"
                 "    63\t    client.aliases.upsert(\"articles\", {\"collection_name\": new})\n"
                 "    64\t    schedule_drop(old, after_hours=24)\n"),
            ("assistant", "The alias is resolved once per request, when Typesense receives it. A search that "
                          "already resolved `articles` to the old collection finishes against the old collection, "
                          "and the next search goes to the new one. The upsert is atomic, so there's no moment "
                          "where the alias points nowhere. That's also why the old collection is kept for 24 hours "
                          "before the drop: cached cursors and anything slow still have something to read."),
            ("user", "synonyms. what's the difference between one-way and multi-way, and which do we use for the "
                     "'DPS' = 'department of public safety' thing?"),
            bash("curl -s -H \"X-TYPESENSE-API-KEY: $TS_KEY\" \"$TS_URL/collections/articles/synonyms\" | jq -c "
                 "'.synonyms[] | {id, root, synonyms}' | head -n 3",
                 "{\"id\":\"dps\",\"root\":\"dps\",\"synonyms\":[\"department of public safety\"]}\n"
                 "{\"id\":\"kc\",\"root\":\"\",\"synonyms\":[\"kc\",\"kansas city\"]}\n"
                 "{\"id\":\"isd\",\"root\":\"isd\",\"synonyms\":[\"school district\"]}\n"),
            ("assistant", "Multi-way (no root): every term is interchangeable, so 'kc' finds 'kansas city' and the "
                          "other way round. One-way (with a root): only the root expands, so a search for 'dps' also "
                          "finds 'department of public safety', but a search for 'department of public safety' "
                          "doesn't match articles that only say 'DPS'. The dps entry is one-way."),
            ("user", "last one and then bed. I can never remember whether filter_by wants := or : for an exact "
                     "section match"),
            ("assistant", "`section:=politics` is an exact match on the whole value. `section:politics` is a "
                          "token match, so it would also hit a section called 'politics-local' if the field is "
                          "tokenised. For arrays, `tags:=[elections, county]` matches any of them."),
            ("user", "ok. := for exact. thanks, that was useful"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
