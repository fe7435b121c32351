"""h51 Claude Code sessions, part b: the newsroom CMS live blog (SSE tried, then polling), the code review of the
election results page, and a black screen of the smart-TV app on 2016 Tizen sets."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

CMS = "/home/matteo/code/newsroom"
TVAPP = "/Users/olu/dev/vbc-tvapp"


SESSIONS = [
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-cms-liveblog",
        "project": CMS,
        "start": datetime(2026, 11, 5, 8, 50),
        "about": "newsroom (Django): live blog updates without reload; options SSE / polling / Channels; SSE "
                 "picked, built, then dropped because the CDN buffers and cuts idle connections at 30 s (streaming "
                 "needs the enterprise plan); final: polling updates.json every 15 seconds, cached max-age=10; "
                 "Channels websockets proposed again by the assistant and ignored; Italian-flavoured standing rule "
                 "that posts are never deleted, only is_retracted; delete action removed from the admin",
        "steps": [
            ("user", "Buongiorno! Today the live blog. The editors want that the new posts arrive to the readers "
                     "without to reload the page. Now the page is static, cached 60 seconds on the CDN. Which are "
                     "the options?"),
            bash("ls liveblog/ && sed -n 1,60p liveblog/views.py",
                 "__init__.py\nadmin.py\napps.py\nmigrations\nmodels.py\ntemplates\ntests\nurls.py\nviews.py\n"
                 "from django.shortcuts import get_object_or_404, render\nfrom django.views.decorators.cache import "
                 "cache_control\n\nfrom .models import LiveBlog\n\n\n@cache_control(public=True, max_age=60)\n"
                 "def liveblog_page(request, blog_id):\n    blog = get_object_or_404(LiveBlog, pk=blog_id, "
                 "published=True)\n    posts = blog.posts.filter(published=True).order_by(\"-created_at\")[:50]\n"
                 "    return render(request, \"liveblog/page.html\", {\"blog\": blog, \"posts\": posts})\n"),
            bash("rg -n 'ASGI|uvicorn|CHANNEL|CACHES' config/ deploy/ | head -20",
                 "config/asgi.py:1:\"\"\"ASGI config for newsroom.\"\"\"\n"
                 "deploy/Procfile:1:web: uvicorn config.asgi:application --workers 4 --host 0.0.0.0 --port 8000\n"
                 "config/settings/base.py:112:CACHES = {\n"
                 "config/settings/base.py:114:        \"BACKEND\": \"django.core.cache.backends.redis.RedisCache\",\n"
                 "config/settings/base.py:115:        \"LOCATION\": env(\"REDIS_URL\"),\n"),
            ("assistant", "You're already on ASGI (uvicorn, 4 workers) with Redis as the cache, so all three are "
                          "possible:\n\n"
                          "**a) Server-Sent Events.** An async Django view keeps a connection open per reader and "
                          "pushes each new post. One-directional, which is all a live blog needs, and the browser "
                          "reconnects by itself. Risk: every open tab is a long-lived connection through the CDN.\n\n"
                          "**b) Polling.** The page fetches a small JSON of new posts every N seconds. The JSON can "
                          "be cached on the CDN for a few seconds, so the origin sees a handful of requests per blog "
                          "no matter how many readers. Boring, robust, a few seconds of delay.\n\n"
                          "**c) Websockets with Django Channels** and a Redis channel layer. Most flexible, but a "
                          "new dependency and the same CDN questions as SSE, for no gain on a one-way feed."),
            ("user", "SSE seems the most elegant. We go with the SSE."),
            tool("Write", {"file_path": CMS + "/liveblog/stream.py", "content": "(38 lines)"},
                 "File created successfully at: " + CMS + "/liveblog/stream.py"),
            bash("uvicorn config.asgi:application --port 8011 & sleep 2; (sleep 3; python manage.py shell -c "
                 "\"from liveblog.models import *; LiveBlogPost.objects.create(blog_id=812, body='test', "
                 "published=True)\") & curl -sN --max-time 8 localhost:8011/liveblog/812/stream",
                 "INFO:     Started server process [40211]\nINFO:     Uvicorn running on http://127.0.0.1:8011\n"
                 "retry: 5000\n\nevent: post\nid: 20114\n"
                 "data: {\"id\": 20114, \"body\": \"test\", \"created_at\": \"2026-11-05T09:04:41+01:00\"}\n\n"),
            ("assistant", "Works locally: the post arrives as an event about 3 seconds after it's created. I'll try "
                          "it through the staging CDN, which is where it usually goes wrong."),
            bash("curl -sN -D - --max-time 70 https://staging.news.vbc.example/liveblog/812/stream & sleep 10; "
                 "for i in 1 2 3; do ssh staging-cms 'cd /srv/newsroom && ./manage.py liveblog_testpost 812'; "
                 "sleep 10; done; wait",
                 "HTTP/2 200\ncontent-type: text/event-stream\ncache-control: no-cache\nx-cache: MISS\n"
                 "via: 1.1 edge-ams3\n\n"
                 "(nothing for 30 s)\n"
                 "retry: 5000\n\nevent: post\nid: 20115\ndata: {...}\n\nevent: post\nid: 20116\ndata: {...}\n\n"
                 "curl: (18) transfer closed with outstanding read data remaining\n"),
            ("assistant", "Through the CDN it breaks in two ways: the edge buffers the response, so the first two "
                          "posts arrive together after 30 seconds instead of one by one, and then the edge closes "
                          "the connection at its 30-second idle limit. The browser would reconnect every 30 s and "
                          "get bursts. The CDN's docs list response streaming as an enterprise-plan feature; on our "
                          "plan there's no per-path switch to turn buffering off."),
            ("user", "Mamma mia. No, the enterprise plan we don't pay it, I already asked last year for the image "
                     "resizing. Forget the SSE, we do the polling: the page asks updates.json every 15 seconds. The "
                     "JSON is cached in the CDN with max-age=10, so the origin sees maximum few requests every 10 "
                     "seconds for each blog, not one for each reader."),
            ("assistant", "Polling it is. Before I build it: Django Channels would get around the buffering if the "
                          "CDN passes websocket upgrades through, which most do on every plan. Worth a look "
                          "later?"),
            ("user", "Do the polling please."),
            bash("git rm -q liveblog/stream.py && git diff --stat HEAD",
                 " liveblog/static/liveblog/poll.js | 41 ++++++++++++++++++++++++++++\n"
                 " liveblog/stream.py               | 38 --------------------------\n"
                 " liveblog/templates/liveblog/page.html |  3 ++\n liveblog/tests/test_updates.py   | 52 "
                 "+++++++++++++++++++++++++++++++++++\n liveblog/urls.py                 |  2 +-\n"
                 " liveblog/views.py                | 24 +++++++++++++\n 6 files changed, 122 insertions(+), 40 "
                 "deletions(-)\n"),
            bash("python -m pytest -q liveblog/ && curl -sI https://staging.news.vbc.example/liveblog/812/updates.json"
                 "?since=20116 | rg -i 'cache|age|x-cache'",
                 "...........                                                               [100%]\n11 passed in 2.40s\n"
                 "cache-control: public, max-age=10\nage: 4\nx-cache: HIT\n"),
            ("assistant", "Done:\n\n- `GET /liveblog/<id>/updates.json?since=<post_id>` returns the posts newer than "
                          "`since` (max 20), with `Cache-Control: public, max-age=10`.\n"
                          "- `poll.js` asks every 15 seconds, prepends new posts and remembers the highest id it has "
                          "seen. It stops polling when the tab is hidden and polls once immediately when it comes "
                          "back.\n- The page itself keeps its 60-second cache.\n\n"
                          "On staging the JSON is already served as a HIT with Age 4."),
            ("user", "Perfect. Another thing, and this you must keep in the head also for the next times: the posts "
                     "of the live blog we don't delete never. When a post is wrong, we put is_retracted = True and "
                     "the page shows it barred, with the note of the editor under. The editorial guidelines want "
                     "the trace of every correction, also for the ombudsman."),
            bash("rg -n 'delete|is_retracted' liveblog/admin.py liveblog/models.py",
                 "liveblog/models.py:31:    is_retracted = models.BooleanField(default=False)\n"
                 "liveblog/models.py:32:    retraction_note = models.TextField(blank=True)\n"
                 "liveblog/admin.py:18:    actions = [\"delete_selected\", \"mark_retracted\"]\n"
                 "liveblog/admin.py:27:    def has_delete_permission(self, request, obj=None):\n"
                 "liveblog/admin.py:28:        return request.user.is_superuser\n"),
            ("assistant", "The model already has `is_retracted` and `retraction_note`, but `LiveBlogPostAdmin` "
                          "still offers the bulk `delete_selected` action and lets superusers delete. Shall I remove "
                          "both, so a post can only be retracted? `updates.json` would also need to send retracted "
                          "posts again so open pages show them struck through."),
            ("user", "yes remove the delete from the admin, and yes for the updates.json"),
            bash("python -m pytest -q liveblog/ && git diff --stat",
                 ".............                                                             [100%]\n13 passed in 2.51s\n"
                 " liveblog/admin.py              |  6 ++----\n liveblog/tests/test_admin.py   | 18 ++++++++++++++\n"
                 " liveblog/tests/test_updates.py | 14 ++++++++++\n liveblog/views.py              |  5 +++--\n"
                 " 4 files changed, 39 insertions(+), 6 deletions(-)\n"),
            ("assistant", "Delete is gone from the admin, so posts can no longer be deleted (no bulk action, `has_delete_permission` returns False for "
                          "everyone), and `updates.json` re-sends a post when it gets retracted, so open pages strike "
                          "it through with the editor's note. 13 tests pass."),
            ("user", "grazie mille, ciao!"),
        ],
        "facts": [
            fact("polling", "Live blog readers get new posts by polling /liveblog/<id>/updates.json every 15 seconds.",
                 "decision", "user", ["updates.json", "15 seconds"]),
            fact("updates-cache", "updates.json is cached on the CDN with max-age=10, so the origin sees a few "
                                  "requests per blog every 10 seconds instead of one per reader.",
                 "config", "user", ["max-age=10"]),
            fact("no-sse", "SSE was tried and dropped: the CDN buffers the response and closes idle connections at 30 "
                           "s, and streaming needs the CDN's enterprise plan, which VBC doesn't pay for.",
                 "decision", "user", ["SSE", ["enterprise plan", "buffers"]]),
            fact("retract-not-delete", "Live blog posts are never deleted; a wrong post gets is_retracted = True and "
                                       "is shown struck through with the editor's note (editorial guidelines, "
                                       "ombudsman).",
                 "rule", "user", ["is_retracted", ["delete", "deleted"]], remember=True),
        ],
        "optional": [
            opt("admin-no-delete", "LiveBlogPostAdmin has no delete action; has_delete_permission returns False.",
                ["has_delete_permission"]),
        ],
        "questions": [
            q("How do live blog pages get new posts?", "polling updates.json every 15 seconds", ["polling"]),
            q("Why doesn't the live blog use SSE?",
              "the CDN buffers and closes idle connections at 30 s; streaming needs the enterprise plan", ["no-sse"]),
            q("What happens to a wrong live blog post?", "never deleted; is_retracted = True with the editor's note",
              ["retract-not-delete"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-cms-results-review",
        "project": CMS,
        "start": datetime(2026, 11, 20, 15, 10),
        "about": "newsroom: review comments on PR #412 (election results page); conventions said in replies to "
                 "comments (vote shares never float, Decimal, rounded only in the template; cache key "
                 "results:<constituency_code>:<feed_seq>); dataclass nit declined; a remember-request for the "
                 "election-day deploy freeze withdrawn (06:00) and replaced (18:00 the evening before to 12:00 the "
                 "day after); ends with a summary",
        "steps": [
            ("user", "Ciao. Ines did the review of my PR 412, the results page. Can you go through her comments "
                     "and fix what has sense? Here they are:\n\n"
                     "```\nPR #412 \"Election results page\" -- review by ines\n\n"
                     "[results/views.py L88]\n  vote_share = float(votes) / float(total) * 100\n"
                     "  floats for percentages? we'll get 33.300000000000004% on air on election night\n\n"
                     "[results/cache.py L12]\n  key = f\"res-{code}\"\n"
                     "  collides when the feed re-issues a constituency, and the key doesn't say what it holds\n\n"
                     "[templates/results/constituency.html L40]\n  hardcoded \"Provisional\", should go through "
                     "the translations like everything else\n\n"
                     "[results/tasks.py L30]\n  poll task calls the feed with no timeout\n\n"
                     "[results/views.py L120]\n  nit: could this dict be a dataclass?\n```"),
            bash("gh pr view 412 --json title,headRefName,additions,deletions,files --jq '.title, .headRefName, "
                 ".additions, .deletions, (.files[].path)'",
                 "Election results page\nfeature/results-page\n684\n12\nresults/__init__.py\nresults/cache.py\n"
                 "results/feed.py\nresults/models.py\nresults/tasks.py\nresults/templatetags/results_tags.py\n"
                 "results/tests/test_views.py\nresults/tests/test_feed.py\nresults/urls.py\nresults/views.py\n"
                 "templates/results/constituency.html\ntemplates/results/overview.html\n"),
            tool("Read", {"file_path": CMS + "/results/views.py", "offset": 80, "limit": 15},
                 "    80\tdef constituency_view(request, code):\n    81\t    data = cache.get(cache_key(code))\n"
                 "    82\t    if data is None:\n    83\t        raise Http404\n    84\t    rows = []\n"
                 "    85\t    total = sum(p[\"votes\"] for p in data[\"parties\"])\n"
                 "    86\t    for p in data[\"parties\"]:\n    87\t        votes = p[\"votes\"]\n"
                 "    88\t        vote_share = float(votes) / float(total) * 100\n"
                 "    89\t        rows.append({\"party\": p[\"name\"], \"votes\": votes, \"share\": round(vote_share, 1)})\n"),
            ("assistant", "My take on the five comments:\n\n"
                          "1. **floats (L88)**: she's right. `round(float, 1)` still gives binary fractions, and "
                          "shares that should add up to 100.0 can come out as 99.9 or 100.1. I'd compute with "
                          "`Decimal` and round once at display time. Is that how you want it everywhere, or just "
                          "here?\n"
                          "2. **cache key (L12)**: `res-{code}` has no version in it, so a re-issued constituency "
                          "overwrites in place while a page may still read the old one. What should the key look "
                          "like?\n"
                          "3. **\"Provisional\"**: agreed, `{% translate %}`.\n"
                          "4. **no timeout**: agreed; I'd use 10 s, less than the poll interval.\n"
                          "5. **dataclass**: optional, your call."),
            ("user", "> [results/views.py L88] floats for percentages?\n"
                     "yes she is right, and is general, not only here: for vote shares we never use float, Decimal "
                     "everywhere, the rounding only in the template, at one decimal. Write it like this in the reply "
                     "also.\n\n"
                     "> [results/cache.py L12] collides when the feed re-issues\n"
                     "the key is results:<constituency_code>:<feed_seq>, always like that. When the feed gives a new "
                     "sequence, the old key is simply not used anymore and expires alone.\n\n"
                     "> translations, timeout\nok both\n\n"
                     "> dataclass\nno, the dict is fine, is used only by the template."),
            bash("git diff --stat && git diff results/cache.py",
                 " results/cache.py                     |  8 +++++---\n results/tasks.py                     |  2 +-\n"
                 " results/templatetags/results_tags.py | 12 ++++++++++++\n results/views.py                     | "
                 " 9 +++++----\n templates/results/constituency.html  |  6 +++---\n 5 files changed, 26 insertions(+), "
                 "11 deletions(-)\ndiff --git a/results/cache.py b/results/cache.py\n--- a/results/cache.py\n"
                 "+++ b/results/cache.py\n@@ -9,6 +9,8 @@ from django.core.cache import cache\n"
                 "-def cache_key(code):\n-    return f\"res-{code}\"\n"
                 "+def cache_key(code: str, feed_seq: int) -> str:\n"
                 "+    # results:<constituency_code>:<feed_seq>; a new feed sequence means a new key\n"
                 "+    return f\"results:{code}:{feed_seq}\"\n"),
            bash("python -m pytest -q results/",
                 "........F.........                                                        [100%]\n"
                 "FAILED results/tests/test_views.py::test_share_rounding - AssertionError: assert '33.30' == '33.3'\n"
                 "1 failed, 17 passed in 1.94s\n"),
            ("assistant", "One failure: the new `share` template filter quantizes with `Decimal('0.01')`; the "
                          "convention is one decimal, so it should be `Decimal('0.1')` with ROUND_HALF_UP."),
            bash("sed -i \"s/Decimal('0.01')/Decimal('0.1')/\" results/templatetags/results_tags.py && "
                 "python -m pytest -q results/",
                 "..................                                                        [100%]\n18 passed in 1.88s\n"),
            bash("gh pr comment 412 --body-file /tmp/pr412-replies.md",
                 "https://git.vbc.internal/newsroom/newsroom/pull/412#issuecomment-88123\n"),
            ("assistant", "Pushed and replied on the PR: the float comment is answered with the general rule "
                          "(Decimal everywhere for vote shares, rounded to one decimal only in the template), the "
                          "cache key comment with the `results:<constituency_code>:<feed_seq>` format, the "
                          "dataclass nit declined with your reason."),
            ("user", "Good. Last thing, for your notes: on election day we have a deploy freeze from 06:00 of the "
                     "morning... no wait, I confuse with the referendum last year. Cancel that. The freeze begins "
                     "the evening before, at 18:00, and it finishes at 12:00 of the day after the election. Is what "
                     "the editor-in-chief signed. This is the one to keep for the next sessions."),
            ("assistant", "Noted, with the corrected times: no deploys from 18:00 the evening before the election "
                          "until 12:00 the day after (the 06:00 start was last year's referendum). For the 29 "
                          "November election that's Saturday 28 Nov 18:00 to Monday 30 Nov 12:00. PR #412 has to be "
                          "merged and deployed before Saturday evening."),
            ("user", "yes. make me a summary so I paste it in the channel"),
            ("assistant", "## Summary\n\n"
                          "**PR #412, election results page, review by Ines**\n"
                          "- Vote shares: computed with `Decimal`, never `float`; rounded to one decimal only in the "
                          "template (`share` filter, ROUND_HALF_UP). This is the rule for all vote shares.\n"
                          "- Cache key: `results:<constituency_code>:<feed_seq>`; a re-issued constituency gets a new "
                          "key, the old one expires.\n"
                          "- \"Provisional\" now goes through translations.\n"
                          "- Feed poll task: 10 s timeout on the HTTP call.\n"
                          "- Dataclass: declined, the dict is only used by the template.\n"
                          "- Tests: 18 passed.\n\n"
                          "**Deploy freeze:** from 18:00 the evening before election day to 12:00 the day after "
                          "(28 Nov 18:00 → 30 Nov 12:00). #412 must be deployed before that."),
        ],
        "facts": [
            fact("decimal-shares", "Vote shares never use float: Decimal everywhere, rounded to one decimal only in "
                                   "the template.",
                 "convention", "user", ["float", "Decimal"]),
            fact("results-cache-key", "Results cache keys are results:<constituency_code>:<feed_seq>; a new feed "
                                      "sequence means a new key and the old one expires.",
                 "convention", "user", [["results:<constituency_code>:<feed_seq>", "feed_seq"]]),
            fact("deploy-freeze", "Election deploy freeze: from 18:00 the evening before election day until 12:00 "
                                  "the day after (signed by the editor-in-chief); not from 06:00 on the day.",
                 "rule", "user", ["freeze", "18:00", "12:00"], remember=True),
        ],
        "optional": [
            opt("feed-timeout", "The results feed poll task has a 10 s HTTP timeout.", ["timeout"]),
        ],
        "questions": [
            q("How are vote shares computed and rounded?", "Decimal, never float; rounded to one decimal in the template",
              ["decimal-shares"]),
            q("What format do results cache keys have?", "results:<constituency_code>:<feed_seq>",
              ["results-cache-key"]),
            q("When is the election deploy freeze?", "18:00 the evening before until 12:00 the day after",
              ["deploy-freeze"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cc-tvapp-webkit-quirk",
        "project": TVAPP,
        "start": datetime(2026, 11, 16, 19, 40),
        "about": "vbc-tvapp (TypeScript): black screen on 2016 Tizen sets after a release; assistant's first guess "
                 "flexbox gap (wrong); remote inspector shows SyntaxError on '?': the TypeScript 5.6 bump moved "
                 "tsconfig target to ES2020 and left ?? / ?. untranspiled; target back to ES2017, es-check in CI; "
                 "'add it to CLAUDE.md' rule; flex gap fallback proposed and put off ('later maybe'); terse person",
        "steps": [
            ("user", "black screen on the 2016 tizen sets after yesterdays release. 2018+ fine, webos fine. pls look"),
            bash("git log --oneline -8",
                 "c41e9b2 (tag: v3.14.0) release 3.14.0\n8aa03f1 feat(rails): new 'continue watching' rail\n"
                 "77d2c10 chore: typescript 5.6, bump tsconfig\n0b9d4e5 fix(epg): day switch at 06:00 not midnight\n"
                 "e3f1a28 chore(deps): shaka-player 4.11.6\nb20d7c4 feat(search): voice search stub\n"
                 "6c1a9f0 (tag: v3.13.2) release 3.13.2\n91e0b3d fix(player): resume position rounding\n"),
            bash("git show 8aa03f1 --stat && git show 8aa03f1 -- src/ui/rails/Rail.css | head -30",
                 " src/ui/rails/ContinueRail.tsx | 88 +++++++++++++++++++++++++\n src/ui/rails/Rail.css         | 14 ++--\n"
                 " src/ui/home/Home.tsx          |  6 +-\n 3 files changed, 101 insertions(+), 7 deletions(-)\n"
                 "@@ -3,9 +3,10 @@\n .rail {\n   display: flex;\n-  margin-left: -12px;\n+  gap: 24px;\n }\n"
                 " .rail > .tile {\n-  margin-left: 24px;\n }\n"),
            ("assistant", "First suspect is the new rail: it replaced tile margins with `gap` on a flex container. "
                          "Flexbox `gap` only arrived in WebKit around 2021, and the 2016 sets run a WebKit from "
                          "about 2015, so they ignore it. If the rail's layout collapses, the home screen could end "
                          "up with nothing visible. Can you get me the console from the remote inspector on one of "
                          "the 2016 sets?"),
            ("user", "gap wouldnt make the whole thing black tho, even the splash is gone. heres the console:\n\n"
                     "```\n[Error] SyntaxError: Unexpected token '?'\n"
                     "    (anonymous function) (main.3f9a1c.js:1:48211)\n"
                     "[Warning] [tizen] app.launched but no first frame after 10000ms\n"
                     "[Log] [boot] splash hidden: false\n```"),
            ("assistant", "You're right, and that log settles it: the bundle doesn't even parse. A `SyntaxError` at "
                          "load means none of the app's JavaScript runs, so there's no splash logic, no render, "
                          "black screen. `gap` would only have misplaced the tiles."),
            bash("curl -s http://localhost:8080/main.3f9a1c.js | cut -c48180-48260; echo; rg -c '\\?\\?|\\?\\.' "
                 "dist/main.*.js",
                 "return n.title??\"\"}function Ft(e){return e?.progress?.percent??0}function Gt(e){\n"
                 "dist/main.3f9a1c.js:217\n"),
            bash("git show 77d2c10 -- tsconfig.json package.json",
                 "diff --git a/package.json b/package.json\n@@ -41,7 +41,7 @@\n-    \"typescript\": \"5.2.2\",\n"
                 "+    \"typescript\": \"5.6.3\",\ndiff --git a/tsconfig.json b/tsconfig.json\n@@ -2,7 +2,7 @@\n"
                 "   \"compilerOptions\": {\n-    \"target\": \"ES2017\",\n+    \"target\": \"ES2020\",\n"
                 "     \"module\": \"ESNext\",\n     \"lib\": [\"ES2020\", \"DOM\"],\n"),
            ("assistant", "**Root cause:** commit 77d2c10 (\"typescript 5.6, bump tsconfig\") raised the compile "
                          "`target` from ES2017 to ES2020. With ES2020 as target, TypeScript leaves nullish "
                          "coalescing (`??`) and optional chaining (`?.`) as they are instead of rewriting them; the "
                          "bundle now contains 217 of them, untranspiled. The old WebKit on the 2016 Tizen sets can't parse either, so the whole "
                          "`main.js` fails with `Unexpected token '?'`. 2018+ sets and webOS have newer engines, "
                          "which is why only the 2016 sets broke.\n\n"
                          "**Fix:** target back to ES2017 (keeping `lib: ES2020` is fine; that's only type "
                          "information). To stop this coming back silently, I'd add `es-check es2017 dist/*.js` to "
                          "CI: it parses the built bundle as ES2017 and fails the build on any newer syntax."),
            ("user", "k do both"),
            bash("sed -i 's/\"target\": \"ES2020\"/\"target\": \"ES2017\"/' tsconfig.json && npm run build --silent "
                 "&& npx es-check es2017 'dist/*.js'",
                 "dist/main.8b02d4.js   412.6 kB\ndist/vendor.1c77ea.js  298.1 kB\n"
                 "info: ES-Check: there were no ES version matching errors!  🎉\n"),
            bash("git diff .github/workflows/ci.yml",
                 "@@ -28,6 +28,8 @@ jobs:\n       - run: npm run build\n+      - name: bundle must parse as ES2017 "
                 "(2016 Tizen)\n+        run: npx es-check es2017 'dist/*.js'\n       - run: npm test -- --ci\n"),
            bash("tizen install -n dist/vbc-tvapp.wgt -t UE40K5500 && sleep 20 && sdb -s UE40K5500 dlog -d "
                 "| rg '\\[boot\\]' | tail -3",
                 "Installing the package...\ninstall completed\n[boot] splash hidden: true\n"
                 "[boot] first frame 2140ms\n[boot] home ready, 6 rails\n"),
            ("user", "works on the 2016 set 👍 add it to CLAUDE.md so nobody bumps it again: build target stays "
                     "ES2017, the 2016 tizen sets are still ~8% of tv sessions"),
            bash("cat >> CLAUDE.md <<'EOF'\n\n## Build target\n- The build target stays ES2017. The 2016 Tizen sets "
                 "(~8% of TV sessions) can't parse newer syntax (?? and ?. gave a black screen in 3.14.0). CI runs "
                 "es-check es2017 on dist/.\nEOF\ntail -5 CLAUDE.md",
                 "\n## Build target\n- The build target stays ES2017. The 2016 Tizen sets (~8% of TV sessions) can't "
                 "parse newer syntax (?? and ?. gave a black screen in 3.14.0). CI runs es-check es2017 on dist/.\n"),
            ("assistant", "Added to CLAUDE.md. One leftover: the new rail's `gap: 24px` is still ignored on the 2016 "
                          "sets, so tiles touch each other there. I could add a margin fallback behind "
                          "`@supports not (gap: 1px)`, about 6 lines of CSS."),
            ("user", "later maybe. ship it"),
            bash("git add -A && git commit -qm 'fix: target ES2017 again (black screen on 2016 Tizen), es-check in CI' "
                 "&& git tag v3.14.1 && git push -q --follow-tags && git log -1 --oneline",
                 "3e70c5a fix: target ES2017 again (black screen on 2016 Tizen), es-check in CI\n"),
        ],
        "facts": [
            fact("black-screen", "The black screen on 2016 Tizen sets came from the TypeScript 5.6 bump raising the "
                                 "tsconfig target to ES2020, leaving nullish coalescing (??) and optional chaining "
                                 "untranspiled, which the old WebKit can't parse (SyntaxError); flex gap was not the "
                                 "cause.",
                 "bugfix", "assistant", ["ES2020", "nullish"]),
            fact("es2017-target", "The TV app build target stays ES2017 (written in CLAUDE.md): the 2016 Tizen sets "
                                  "are still ~8% of TV sessions.",
                 "rule", "user", ["ES2017", "Tizen"], remember=True),
            fact("es-check", "CI runs es-check es2017 on dist/*.js and fails the build on newer syntax.",
                 "config", "assistant", ["es-check"]),
        ],
        "optional": [
            opt("gap-ignored", "Flexbox gap is ignored on the 2016 sets; a margin fallback was put off.", ["gap"]),
        ],
        "questions": [
            q("Why was the TV app black on 2016 Tizen sets?",
              "tsconfig target ES2020 left nullish coalescing untranspiled; old WebKit SyntaxError", ["black-screen"]),
            q("Which build target must the TV app use?", "ES2017", ["es2017-target"]),
            q("What checks the bundle's syntax level in CI?", "es-check es2017", ["es-check"]),
        ],
    },
]
