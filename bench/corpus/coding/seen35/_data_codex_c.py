"""h35 Codex sessions, part c: a pasted legal memo on embargoes in press-desk, duplicate AP stories from
wire-ingest (Go), and caching, slugs and tags for Meridian Weekend (WordPress VIP with a Nuxt front end)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DESK = "/home/ines/src/press-desk"
WIRE = "/home/lars/src/wire-ingest"
WEEKEND = "/home/hana/dev/weekend"

SESSIONS = [
    {
        "id": "h35-cx-desk-embargo-legal-memo",
        "project": DESK,
        "start": datetime(2026, 11, 19, 14, 0),
        "about": "press-desk: a pasted memo from counsel on embargoed material; confirmed: syndication feeds (Apple "
                 "News, MSN, SmartNews) pick up an embargoed story only 5 minutes after embargo_at ('make a note "
                 "for future you'); preview links to embargoed stories expire after 2 hours, not the memo's 24; "
                 "not for us: push confirmation (alerts-relay already requires it), 12-month audit log (we keep 13 "
                 "months), notifying sources (newsroom)",
        "steps": [
            ("user", "legal sent a memo after the auditor thing. pasting it. tell me what it means for press-desk\n\n"
                     "MEMO: Embargoed material, obligations for digital distribution\n"
                     "From: R. Tran, Deputy General Counsel\n\n"
                     "1. Embargoed material may not be transmitted to any third party, including syndication "
                     "partners (Apple News, MSN, SmartNews), before the embargo lifts.\n"
                     "2. Preview links to embargoed stories that are shared outside the newsroom must expire. We "
                     "suggest 24 hours.\n"
                     "3. Push alerts about embargoed stories may not be prepared in any system that can send them "
                     "without a human confirmation.\n"
                     "4. An audit log of who viewed embargoed drafts must be kept for at least 12 months.\n"
                     "5. If we break an embargo, the managing editor notifies the source within one hour."),
            shell("rg -n 'embargo' syndication/feeds.py stories/preview.py | head -n 6",
                  "syndication/feeds.py:31:        qs = Story.objects.filter(status=Story.PUBLISHED)\n"
                  "syndication/feeds.py:32:        # embargoed stories are PUBLISHED once the worker flips them\n"
                  "stories/preview.py:12:PREVIEW_TOKEN_MAX_AGE = None  # preview links never expire\n"),
            ("assistant", "Against the memo:\n\n"
                          "1. The syndication feeds select published stories, so they can't send an embargoed story "
                          "early, but they pick it up on the next poll after the worker publishes it, seconds after "
                          "embargo_at. If the embargo time itself is wrong (as on 3 November), partners get it "
                          "at the same moment we do.\n"
                          "2. Preview links never expire today (`PREVIEW_TOKEN_MAX_AGE = None`).\n"
                          "3. alerts-relay already requires the confirm click for every alert.\n"
                          "4. press-desk's access log is kept 13 months.\n"
                          "5. That's a newsroom process."),
            ("user", "1, yes, and we add a margin: syndication feeds pick up an embargoed story only 5 minutes "
                     "after embargo_at, so if something's wrong we can still pull it before Apple News has it. 2 "
                     "yes but 2 hours, not 24. the links are for the source to check quotes, not to sit in inboxes. "
                     "3 and 4 we already do, nothing to change. 5 isn't ours"),
            shell("apply_patch < /tmp/embargo-margin.patch && rg -n 'SYNDICATION_EMBARGO_MARGIN|"
                  "PREVIEW_TOKEN_MAX_AGE' syndication stories",
                  "Success. Updated the following files:\nM syndication/feeds.py\nM stories/preview.py\n"
                  "M press_desk/settings.py\n"
                  "syndication/feeds.py:33:        qs = qs.exclude(embargo_at__gt=now() - "
                  "settings.SYNDICATION_EMBARGO_MARGIN)\n"
                  "stories/preview.py:12:PREVIEW_TOKEN_MAX_AGE = timedelta(hours=2)\n"),
            ("user", "make a note for future you: syndication waits 5 minutes past the embargo. every new partner "
                     "feed has to go through the same filter"),
            shell("pytest syndication stories/tests/test_preview.py -q 2>&1 | tail -n 1",
                  "23 passed in 2.71s\n"),
            shell("git add -A && git commit -qm 'embargo: syndication waits 5 minutes past embargo_at, preview links "
                  "expire after 2 hours' && git log -1 --oneline",
                  "2d9f5e0 embargo: syndication waits 5 minutes past embargo_at, preview links expire after 2 "
                  "hours\n"),
            ("assistant", "Committed 2d9f5e0: every syndication feed excludes stories whose embargo_at is less "
                          "than 5 minutes ago (SYNDICATION_EMBARGO_MARGIN), and preview links for embargoed "
                          "stories expire after 2 hours."),
        ],
        "facts": [
            fact("syndication-margin", "Syndication feeds (Apple News, MSN, SmartNews) pick up an embargoed story "
                                       "only 5 minutes after embargo_at (SYNDICATION_EMBARGO_MARGIN); every new "
                                       "partner feed goes through the same filter.",
                 "rule", "user", ["syndication", "5 minutes"], remember=True),
            fact("preview-expiry", "Preview links to embargoed stories expire after 2 hours (counsel suggested 24); "
                                   "they are for sources to check quotes.",
                 "config", "user", ["preview", "2 hours"]),
        ],
        "optional": [
            opt("access-log", "press-desk's access log is kept 13 months.", ["13 months"]),
            opt("push-confirm", "alerts-relay requires a confirm click for every alert.", ["confirm"]),
        ],
        "questions": [
            q("When do syndication partners get an embargoed story?", "5 minutes after embargo_at",
              ["syndication-margin"]),
            q("How long are preview links to embargoed stories valid?", "2 hours", ["preview-expiry"]),
        ],
    },
    {
        "id": "h35-cx-wire-ingest-duplicates",
        "project": WIRE,
        "start": datetime(2026, 11, 24, 9, 0),
        "about": "wire-ingest (Go): AP stories show up 3-4 times in the press-desk wire queue; the person's theory "
                 "(AP sending duplicates, as in the spring) ruled out: same itemid, versions 1-4; real cause the "
                 "upsert keyed on etag since an October commit, every version inserted a new story; fix upsert on "
                 "itemid, keep the highest version; last week's duplicates merged into the oldest story id; poll "
                 "interval 15s -> 30s per AP's terms",
        "steps": [
            ("user", "the AP feed is creating duplicate stories in press-desk again, the same story sits in the wire "
                     "queue 3 or 4 times. I'm pretty sure AP is sending dupes again like in the spring. can you "
                     "confirm from the raw feed cache?"),
            shell("jq -r 'select(.headline | test(\"Fed holds rates\")) | [.itemid, .version, .etag, .firstcreated] "
                  "| @tsv' cache/feed-2026-11-23.jsonl",
                  "8f2d0c41a9e34b7c\t1\tW/\"8f2d0c41a9e34b7c-1\"\t2026-11-23T19:02:11Z\n"
                  "8f2d0c41a9e34b7c\t2\tW/\"8f2d0c41a9e34b7c-2\"\t2026-11-23T19:02:11Z\n"
                  "8f2d0c41a9e34b7c\t3\tW/\"8f2d0c41a9e34b7c-3\"\t2026-11-23T19:02:11Z\n"
                  "8f2d0c41a9e34b7c\t4\tW/\"8f2d0c41a9e34b7c-4\"\t2026-11-23T19:02:11Z\n"),
            ("assistant", "These aren't duplicates from AP: all four entries have the same itemid and "
                          "firstcreated, with versions 1 to 4. AP sends a new version each time the story is "
                          "updated (new lede, added quotes), and each version has its own etag. Let me check what "
                          "we key on."),
            shell("rg -n 'ON CONFLICT' internal/store/*.go && git log -1 --format='%h %ad %s' --date=short -S'ON "
                  "CONFLICT (etag)'",
                  "internal/store/stories.go:48:\t\tON CONFLICT (etag) DO UPDATE SET body = excluded.body, version = "
                  "excluded.version\n"
                  "c7a3e19 2026-10-29 store: dedupe on etag instead of itemid\n"),
            ("assistant", "That's the cause. Since c7a3e19 (29 October) the upsert conflicts on `etag`, which "
                          "changes with every version, so each update inserts a new story instead of updating the "
                          "existing one. The fix is to conflict on itemid and only overwrite when the incoming "
                          "version is higher, so an out-of-order older version can't replace a newer one."),
            ("user", "yes, key on itemid and keep the highest version. and clean up last week's dupes: merge them "
                     "into the oldest press-desk story id so nobody's links break"),
            shell("apply_patch < /tmp/itemid-upsert.patch && sed -n 44,52p internal/store/stories.go",
                  "Success. Updated the following files:\nM internal/store/stories.go\n"
                  "A migrations/0031_unique_itemid.sql\nA cmd/merge-dupes/main.go\n"
                  "\t\tINSERT INTO stories (itemid, version, etag, body, desk_story_id)\n"
                  "\t\tVALUES ($1, $2, $3, $4, $5)\n"
                  "\t\tON CONFLICT (itemid) DO UPDATE SET body = excluded.body, version = excluded.version, etag = "
                  "excluded.etag\n"
                  "\t\tWHERE stories.version < excluded.version\n"),
            shell("go run ./cmd/merge-dupes --since 2026-10-29 --dry-run",
                  "itemids with duplicates: 402\nduplicate stories: 1284\n"
                  "would merge into the oldest desk_story_id per itemid and redirect 1284 desk ids\n"),
            shell("go run ./cmd/merge-dupes --since 2026-10-29 && psql \"$WIRE_DB\" -f migrations/0031_unique_itemid.sql",
                  "merged 1284 duplicate stories into 402\nCREATE INDEX\n"),
            ("user", "while we're here: the poll interval is 15s and AP's terms say no more often than every 30 "
                     "seconds per feed. set it to 30s before they notice"),
            shell("sed -i 's/POLL_INTERVAL=15s/POLL_INTERVAL=30s/' deploy/wire-ingest.env && go test ./... 2>&1 | "
                  "tail -n 2 && git add -A && git commit -qm 'store: upsert on itemid, keep the highest version; poll "
                  "every 30s' && git log -1 --oneline",
                  "ok  \tgithub.com/meridian-ledger/wire-ingest/internal/store\t0.912s\n"
                  "ok  \tgithub.com/meridian-ledger/wire-ingest/internal/feed\t0.233s\n"
                  "5a0e7d2 store: upsert on itemid, keep the highest version; poll every 30s\n"),
            ("assistant", "Committed 5a0e7d2: wire-ingest upserts on itemid and only applies a higher version, the "
                          "unique index on itemid is in place, 1284 duplicates from the last weeks are merged into "
                          "402 stories (the oldest press-desk id kept, the others redirect), and the feed is polled "
                          "every 30s."),
        ],
        "facts": [
            fact("dupe-cause", "Duplicate AP stories came from wire-ingest, not AP: since c7a3e19 the upsert "
                               "conflicted on etag, which changes with every version; fixed to upsert on itemid and "
                               "keep the highest version.",
                 "bugfix", "assistant", ["itemid", "etag", "version"]),
            fact("merge-oldest", "Duplicates are merged into the oldest press-desk story id so links don't break.",
                 "decision", "user", ["oldest", ["merge", "merged"]]),
            fact("poll-interval", "wire-ingest polls the AP feed every 30s (was 15s); AP's terms say no more often "
                                  "than every 30 seconds per feed.",
                 "config", "user", ["30s", ["poll", "POLL_INTERVAL"]]),
        ],
        "optional": [
            opt("merge-tool", "cmd/merge-dupes merges duplicate wire stories.", ["merge-dupes"]),
        ],
        "questions": [
            q("Why did AP stories show up several times in the wire queue?",
              "the upsert conflicts on etag, which changes with every version; these aren't duplicates from AP",
              ["dupe-cause"]),
            q("How often does wire-ingest poll AP?", "every 30s", ["poll-interval"]),
            q("Which story id survives when duplicates are merged?", "the oldest press-desk story id",
              ["merge-oldest"]),
        ],
    },
    {
        "id": "h35-cx-weekend-graphql-cache",
        "project": WEEKEND,
        "start": datetime(2026, 11, 25, 13, 15),
        "about": "weekend (Meridian Weekend magazine: WordPress VIP in vip/, Nuxt 3 in front/): the front end sends "
                 "WPGraphQL POSTs, 0% edge cache hits; persisted queries over GET with WPGraphQL Smart Cache chosen, "
                 "Nitro routeRules swr 120 on /stories/**, Apollo client cache rejected (doesn't help the first "
                 "visitor); slug convention lowercase ascii hyphens, max 60 chars, no dates; 'write this down for "
                 "yourself' tag prefixes topic-, place-, person-; 212 unprefixed tags listed for review",
        "steps": [
            ("user", "Weekend: the Nuxt front end is hammering WPGraphQL with POSTs and VIP's edge caches nothing. "
                     "and while we're in there I want slugs and tags cleaned up, the magazine editors make a mess"),
            shell("rg -n 'method|useAsyncQuery|httpEndpoint' front/nuxt.config.ts front/composables/*.ts | head -n 5",
                  "front/nuxt.config.ts:41:      httpEndpoint: 'https://weekend.meridianledger.com/graphql',\n"
                  "front/composables/useStory.ts:8:  const { data } = await useAsyncQuery(STORY_QUERY, { slug })\n"
                  "front/composables/useSection.ts:6:  const { data } = await useAsyncQuery(SECTION_QUERY, "
                  "{ section })\n"),
            shell("vip @weekend.production -- logs --type=app --limit=5000 --format=json | jq -r "
                  "'select(.path==\"/graphql\") | \"\\(.method) \\(.cache)\"' | sort | uniq -c",
                  "   4731 POST MISS\n     12 GET HIT\n"),
            ("assistant", "4,731 of 4,743 GraphQL requests in the sample are POSTs, and VIP's page cache only "
                          "caches GETs by URL, so nearly everything reaches WordPress. Options:\n\n"
                          "a) Persisted queries over GET: WPGraphQL Smart Cache turns each query into an id, the "
                          "client sends `GET /graphql?queryId=...&variables=...`, VIP caches it by URL and Smart "
                          "Cache purges it when a post changes.\n"
                          "b) A server-side cache in Nuxt: Nitro `routeRules` with `swr` on the story routes, so "
                          "the rendered page is cached in front of GraphQL.\n"
                          "c) Apollo's client-side cache with a longer fetch policy."),
            ("user", "a and b. persisted queries over GET with Smart Cache, and routeRules swr 120 on the story "
                     "routes. not c, the client cache does nothing for the first visitor, which is every visitor "
                     "from facebook"),
            shell("apply_patch < /tmp/persisted-get.patch && rg -n 'swr|usePersistedQueries|useGETForQueries' "
                  "front/nuxt.config.ts",
                  "Success. Updated the following files:\nM front/nuxt.config.ts\nM vip/composer.json\n"
                  "front/nuxt.config.ts:12:    '/stories/**': { swr: 120 },\n"
                  "front/nuxt.config.ts:43:      usePersistedQueries: true,\n"
                  "front/nuxt.config.ts:44:      useGETForQueries: true,\n"),
            ("user", "slugs for Weekend stories: lowercase ascii with hyphens, at most 60 chars, no dates in the "
                     "slug, the date lives in the article. editors keep pasting whole headlines with the month in"),
            shell("apply_patch < /tmp/slug-rule.patch && wp --url=weekend.meridianledger.com eval "
                  "'echo weekend_slug(\"Ten Years of the Crossroads Arts District: A November 2026 Walk\");'",
                  "Success. Updated the following files:\nA vip/plugins/weekend-editorial/slug.php\n"
                  "ten-years-of-the-crossroads-arts-district-a-walk\n"),
            ("user", "write this down for yourself: tags are namespaced with a prefix, topic-, place- or person-. "
                     "topic-climate, place-westport, person-ada-lovelace. a tag without one of those prefixes is a "
                     "bug"),
            shell("wp --url=weekend.meridianledger.com term list post_tag --fields=slug --format=csv | tail -n +2 | "
                  "grep -vcE '^(topic|place|person)-'",
                  "212\n"),
            ("assistant", "212 tags have no prefix. I can write them to a CSV with a suggested prefix for each, "
                          "for someone on the magazine to review before anything is renamed."),
            ("user", "yes, CSV in vip/tools/untagged-review.csv, Marit reviews it, nothing gets renamed until she's "
                     "done"),
            shell("wp --url=weekend.meridianledger.com eval-file vip/tools/suggest-tag-prefix.php > "
                  "vip/tools/untagged-review.csv && wc -l < vip/tools/untagged-review.csv && git add -A && git "
                  "commit -qm 'weekend: persisted GET queries, swr 120 on stories, slug rule, tag review list' && "
                  "git log -1 --oneline",
                  "213\n"
                  "0c6b8e4 weekend: persisted GET queries, swr 120 on stories, slug rule, tag review list\n"),
        ],
        "facts": [
            fact("persisted-get", "Weekend's Nuxt front end uses persisted queries over GET with WPGraphQL Smart "
                                  "Cache so VIP's edge caches them; Apollo's client cache was rejected (doesn't help "
                                  "the first visitor).",
                 "decision", "user", ["persisted queries", "GET", "Smart Cache"]),
            fact("swr-120", "Nitro routeRules cache the /stories/** routes with swr 120.",
                 "config", "user", ["swr", "120"]),
            fact("weekend-slugs", "Weekend story slugs are lowercase ascii with hyphens, at most 60 chars, no dates "
                                  "in the slug.",
                 "convention", "user", ["60 chars", ["no dates", "lowercase"]]),
            fact("tag-prefixes", "Tags are namespaced with a prefix topic-, place- or person- (topic-climate, "
                                 "place-westport); a tag without one is a bug.",
                 "convention", "user", ["topic-", "place-", "person-"], remember=True),
        ],
        "optional": [
            opt("tag-review", "212 unprefixed tags are listed in vip/tools/untagged-review.csv for review; nothing "
                              "is renamed until it's reviewed.",
                ["untagged-review.csv"]),
            opt("vip-get-only", "VIP's page cache only caches GETs by URL.", ["caches GETs"]),
        ],
        "questions": [
            q("How does the Weekend front end get WPGraphQL responses cached?",
              "persisted queries over GET with Smart Cache, and swr 120 on the story routes",
              ["persisted-get", "swr-120"]),
            q("What is the slug rule for Weekend stories?", "lowercase ascii with hyphens, at most 60 chars, no dates",
              ["weekend-slugs"]),
            q("How are tags named?", "with a prefix: topic-, place- or person-", ["tag-prefixes"]),
        ],
    },
]
