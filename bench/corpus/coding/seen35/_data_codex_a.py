"""h35 Codex sessions, part a: choosing the replacement for the Elasticsearch site search in searchlight, cache
headers for article-api (The Meridian Ledger's Go article API) with several proposals accepted, changed and
rejected, and the rules for headline A/B tests in headline-lab (a Cloudflare Worker)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

SEARCH = "/Users/marguerite/work/searchlight"
API = "/home/ravi/src/article-api"
LAB = "/Users/noor/dev/headline-lab"

SESSIONS = [
    {
        "id": "h35-cx-search-engine-choice",
        "project": SEARCH,
        "start": datetime(2026, 11, 2, 10, 0),
        "about": "searchlight: replacing the self-hosted Elasticsearch 7.10 site search; Typesense Cloud chosen, "
                 "3-node HA cluster with 16 GB RAM per node; Algolia rejected (per-record pricing on 2.1M archive "
                 "records), Elastic Cloud rejected (paying for a platform we use 5% of), OpenSearch rejected (the "
                 "same cluster babysitting); 'this will matter in later sessions' apps and front end query only the "
                 "alias articles, never a versioned collection; reindex swaps the alias, old collection dropped "
                 "after 24h; front-end search timeout 800ms",
        "steps": [
            ("user", "the ES 7.10 cluster behind site search is EOL and costs us three nodes of babysitting. I want "
                     "the replacement decided today. candidates: Elastic Cloud, OpenSearch (AWS managed), Typesense "
                     "Cloud, Algolia. corpus is ~2.1M articles including the archive, ~40 qps at peak, editors want "
                     "typo tolerance and synonyms, nothing fancy"),
            shell("curl -s \"$ES_URL/_cat/indices/articles*?v&h=index,docs.count,store.size\"",
                  "index        docs.count store.size\narticles-7  2104388    18.4gb\n"),
            shell("jq -r '.features[]' reports/search-query-features-30d.json | sort | uniq -c | sort -rn",
                  "  912004 match_title_body\n  388120 filter_section\n  201553 highlight\n"
                  "  144870 filter_date_range\n   61002 facet_section\n     214 function_score_recency\n"),
            ("assistant", "What we actually use: full-text match on title and body, section and date filters, "
                          "highlighting, one section facet and a recency boost. No aggregations beyond that, no "
                          "analytics.\n\n"
                          "| | Elastic Cloud | OpenSearch (AWS) | Typesense Cloud | Algolia |\n"
                          "|---|---|---|---|---|\n"
                          "| Ops | managed | managed domain, we still tune shards, JVM, upgrades | managed | "
                          "managed |\n"
                          "| Typos, synonyms | yes, configured | yes, configured | built in | built in |\n"
                          "| Pricing model | per resources | per instance | per RAM/node | per record + per "
                          "search |\n"
                          "| Fit for 2.1M docs | fine | fine | ~12 GB RAM for the index | fine, but 2.1M records "
                          "is the expensive tier |\n"),
            ("user", "Typesense Cloud. Algolia is out: per-record pricing on 2.1M archive records is silly money "
                     "for articles nobody searches. Elastic Cloud is out, we'd pay for a whole platform and use 5% "
                     "of it. OpenSearch is out, it's the same cluster babysitting we're trying to get away from. 3 "
                     "nodes HA, 16 GB RAM per node"),
            shell("apply_patch < /tmp/adr-0004.patch && sed -n 1,16p docs/adr/0004-site-search-typesense.md",
                  "Success. Updated the following files:\nA docs/adr/0004-site-search-typesense.md\n"
                  "# ADR 0004: Site search on Typesense Cloud\n\nStatus: accepted (2026-11-02)\n\n"
                  "## Decision\n\nTypesense Cloud, a 3-node HA cluster with 16 GB RAM per node.\n\n"
                  "## Rejected\n\n- Algolia: per-record pricing on 2.1M archive records.\n"
                  "- Elastic Cloud: we'd pay for a platform and use 5% of it.\n"
                  "- OpenSearch (AWS): the same cluster babysitting as today.\n"),
            ("assistant", "For the collection layout I'd version collections (`articles_v1`, `articles_v2`, ...) "
                          "and put an alias `articles` in front. A reindex builds the next version in full and "
                          "then moves the alias, so a schema change never means downtime."),
            ("user", "this will matter in later sessions: the apps and the front end only ever query the alias "
                     "articles, never a versioned collection like articles_v3. reindex = build the new versioned "
                     "collection, swap the alias, drop the old one after 24h"),
            shell("apply_patch < /tmp/typesense-collections.patch && rg -n 'articles_v|alias' searchlight/reindex.py",
                  "Success. Updated the following files:\nA searchlight/reindex.py\nA searchlight/schema.py\n"
                  "searchlight/reindex.py:60:    new = f\"articles_v{version}\"\n"
                  "searchlight/reindex.py:63:    client.aliases.upsert(\"articles\", {\"collection_name\": new})\n"
                  "searchlight/reindex.py:64:    schedule_drop(old, after_hours=24)\n"),
            ("user", "one more number for the ADR: the front end gives search 800ms, after that it shows the "
                     "'search is slow' fallback with links to the sections"),
            shell("apply_patch < /tmp/adr-timeout.patch && git add -A && git commit -qm 'ADR 0004: site search on "
                  "Typesense Cloud; versioned collections behind the articles alias' && git log -1 --oneline",
                  "Success. Updated the following files:\nM docs/adr/0004-site-search-typesense.md\n"
                  "b41d6e2 ADR 0004: site search on Typesense Cloud; versioned collections behind the articles "
                  "alias\n"),
            ("assistant", "ADR 0004 is committed (b41d6e2) with the decision, the rejected options, the alias "
                          "rule and the 800ms front-end timeout. The Typesense Cloud cluster itself still needs to "
                          "be ordered."),
        ],
        "facts": [
            fact("typesense", "Site search moves from self-hosted Elasticsearch 7.10 to Typesense Cloud; Algolia "
                              "rejected (per-record pricing on 2.1M archive records), Elastic Cloud rejected (paying "
                              "for a platform we use 5% of), OpenSearch rejected (same cluster babysitting).",
                 "decision", "user", ["Typesense Cloud", ["Algolia", "OpenSearch", "Elastic Cloud"],
                                      ["per-record", "babysitting"]]),
            fact("ts-cluster", "The Typesense Cloud cluster is 3 nodes HA with 16 GB RAM per node.",
                 "config", "user", [["3 nodes", "3-node"], "16 GB"]),
            fact("alias-only", "Apps and the front end only query the alias articles, never a versioned collection "
                               "(articles_v3); a reindex builds a new versioned collection, swaps the alias and "
                               "drops the old one after 24h.",
                 "convention", "user", ["alias", ["versioned", "articles_v"]], remember=True),
            fact("search-timeout", "The front end gives search 800ms, then shows the 'search is slow' fallback.",
                 "config", "user", ["800ms", ["search is slow", "fallback"]]),
        ],
        "optional": [
            opt("adr-0004", "The decision is ADR 0004, docs/adr/0004-site-search-typesense.md.", ["0004"]),
        ],
        "questions": [
            q("What replaced Elasticsearch for site search?", "Typesense Cloud", ["typesense"]),
            q("Why was Algolia rejected?", "per-record pricing on 2.1M archive records", ["typesense"]),
            q("Which Typesense collection do apps query?", "only the alias articles, never a versioned collection",
              ["alias-only"]),
            q("How long does the front end wait for search?", "800ms, then the 'search is slow' fallback",
              ["search-timeout"]),
        ],
    },
    {
        "id": "h35-cx-articleapi-cache-headers",
        "project": API,
        "start": datetime(2026, 11, 4, 13, 0),
        "branch": "ravi/cache-headers",
        "about": "article-api (Go): five numbered cache proposals; 1 accepted with s-maxage changed 60 -> 30, 2 "
                 "stale-while-revalidate=30 / stale-if-error=86400, 3 ETag from the revision, 5 Surrogate-Key "
                 "article-<id> section-<slug>; 4 (preview via X-Preview-Token header) rejected: the CMS preview "
                 "pane is an iframe with a plain src, it keeps ?preview=; bullet list of instructions including "
                 "'store this for later sessions' preview responses always private, no-store; commit style 'area: "
                 "lowercase imperative' without ticket numbers; make lint test before commits; deps bumps separate",
        "steps": [
            ("user", "article-api sends no cache headers at all, so fastly caches everything with the default hour "
                     "and editors complain that a fixed typo takes forever to show. go through "
                     "internal/handlers/article.go and propose what we should send"),
            shell("sed -n 30,58p internal/handlers/article.go",
                  "func (h *Handler) Article(w http.ResponseWriter, r *http.Request) {\n"
                  "\tid := chi.URLParam(r, \"id\")\n"
                  "\tpreview := r.URL.Query().Get(\"preview\") == \"1\"\n"
                  "\ta, err := h.store.Article(r.Context(), id, preview)\n"
                  "\tif err != nil {\n\t\th.fail(w, err)\n\t\treturn\n\t}\n"
                  "\tw.Header().Set(\"Content-Type\", \"application/json\")\n"
                  "\tw.Header().Set(\"X-Revision\", strconv.Itoa(a.Revision))\n"
                  "\tjson.NewEncoder(w).Encode(a)\n}\n"),
            shell("curl -sI localhost:8080/v1/articles/88214 | grep -iE '^(cache|etag|x-revision|surrogate)'",
                  "x-revision: 1842\n"),
            ("assistant", "Right now only X-Revision goes out. Proposals:\n\n"
                          "1. Published articles: `Cache-Control: public, max-age=0, s-maxage=60`, so browsers "
                          "revalidate and Fastly keeps a minute.\n"
                          "2. Add `stale-while-revalidate=30, stale-if-error=86400`, so an expired object is served "
                          "while Fastly refetches, and for a day if the API is down.\n"
                          "3. An ETag from the article revision (`\"r1842\"`) and a 304 on If-None-Match.\n"
                          "4. Move preview from `?preview=1` to an `X-Preview-Token` header, so preview URLs can "
                          "never land in the CDN's cache key.\n"
                          "5. `Surrogate-Key: article-<id> section-<slug>`, so press-desk can purge on publish "
                          "instead of waiting for expiry."),
            ("user", "1 yes but s-maxage 30, not 60; with the purge on publish it's only a safety net. 2 yes. 3 yes. "
                     "4 no: the CMS preview pane is an iframe with a plain src url, it can't send headers. keep the "
                     "query param and make sure anything with preview= is never cached. 5 yes"),
            shell("apply_patch < /tmp/cache-headers.patch && go build ./... && (go run ./cmd/article-api &) && "
                  "sleep 2 && curl -sI localhost:8080/v1/articles/88214 | grep -iE '^(cache|etag|surrogate)' && "
                  "curl -sI 'localhost:8080/v1/articles/88214?preview=1' | grep -i '^cache'",
                  "Success. Updated the following files:\nM internal/handlers/article.go\n"
                  "A internal/handlers/cache.go\nA internal/handlers/cache_test.go\n"
                  "cache-control: public, max-age=0, s-maxage=30, stale-while-revalidate=30, "
                  "stale-if-error=86400\n"
                  "etag: \"r1842\"\n"
                  "surrogate-key: article-88214 section-politics\n"
                  "cache-control: private, no-store\n"),
            ("user", "a few things for you while you're in this repo:\n"
                     "- run make lint test before every commit, CI takes 20 minutes to tell you the same\n"
                     "- store this for later sessions: preview responses are always Cache-Control: private, "
                     "no-store. no exceptions, not even for the homepage preview\n"
                     "- commit messages are 'area: lowercase imperative', like 'cache: send s-maxage on articles'. "
                     "no ticket number in the subject, it goes in the body\n"
                     "- never bump go.mod deps in the same commit as a feature"),
            shell("make lint test 2>&1 | tail -n 4",
                  "golangci-lint run ./...\n"
                  "go test ./...\n"
                  "ok  \tgithub.com/meridian-ledger/article-api/internal/handlers\t0.318s\n"
                  "ok  \tgithub.com/meridian-ledger/article-api/internal/store\t1.042s\n"),
            shell("git add -A && git commit -qm 'cache: send s-maxage, etags and surrogate keys on articles' -m "
                  "'PLAT-1187' && git log -1 --format='%h %s'",
                  "e7d40c2 cache: send s-maxage, etags and surrogate keys on articles\n"),
            ("assistant", "Committed e7d40c2 on ravi/cache-headers. Published articles now send `public, "
                          "max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400`, an ETag "
                          "`\"r<revision>\"` with 304 support and `Surrogate-Key: article-<id> section-<slug>`; "
                          "anything with preview= is `private, no-store`. The purge call from press-desk on "
                          "publish is the next step."),
        ],
        "facts": [
            fact("s-maxage", "Published article responses send Cache-Control public, max-age=0, s-maxage=30 (not "
                             "the 60 proposed; the purge on publish is the main mechanism).",
                 "config", "user", ["s-maxage", "30"]),
            fact("stale", "Article responses also send stale-while-revalidate=30 and stale-if-error=86400.",
                 "config", "assistant", ["stale-while-revalidate=30", "stale-if-error=86400"]),
            fact("etag", "article-api sends an ETag built from the article revision (\"r1842\") and answers 304 on "
                         "If-None-Match.",
                 "decision", "assistant", ["ETag", "revision"]),
            fact("surrogate-keys", "Articles carry Surrogate-Key article-<id> section-<slug> so press-desk can purge "
                                   "on publish.",
                 "config", "assistant", ["Surrogate-Key", "article-<id>"]),
            fact("preview-param", "Preview stays on the ?preview= query param; an X-Preview-Token header was "
                                  "rejected because the CMS preview pane is an iframe with a plain src URL.",
                 "decision", "user", ["preview=", "iframe"]),
            fact("preview-no-store", "Preview responses are always Cache-Control: private, no-store, no exceptions "
                                     "(not even the homepage preview).",
                 "rule", "user", ["preview", "private, no-store"], remember=True),
            fact("commit-style", "article-api commit messages are 'area: lowercase imperative' (e.g. 'cache: send "
                                 "s-maxage on articles'); ticket numbers go in the body, not the subject.",
                 "convention", "user", ["area: lowercase imperative", "ticket number"]),
        ],
        "optional": [
            opt("make-lint-test", "Run make lint test before every commit in article-api.", ["make lint test"]),
            opt("deps-separate", "go.mod dependency bumps never go in the same commit as a feature.", ["go.mod"]),
        ],
        "questions": [
            q("What s-maxage do published articles get?", "s-maxage=30", ["s-maxage"]),
            q("Why does preview stay a query param instead of a header?",
              "the CMS preview pane is an iframe with a plain src url, it can't send headers", ["preview-param"]),
            q("What Cache-Control do preview responses get?", "private, no-store", ["preview-no-store"]),
            q("How are article-api commit messages written?",
              "'area: lowercase imperative', no ticket number in the subject", ["commit-style"]),
        ],
    },
    {
        "id": "h35-cx-headline-lab-rules",
        "project": LAB,
        "start": datetime(2026, 11, 6, 15, 30),
        "about": "headline-lab (Cloudflare Worker, D1): when a headline test ends; fixed 30 minutes decided, then "
                 "reversed after night-time numbers (~400 impressions per variant): run until every variant has "
                 "2000 impressions, at most 60 minutes, else the original stays; winner by plain CTR; speculation "
                 "(bandits, LLM-suggested variants, per-section headlines) deferred; 'for the record, and I want you "
                 "to have this next time' at most 3 variants including the original; near-miss 'editors ALWAYS want "
                 "8'",
        "steps": [
            ("user", "headline tests v1. editors enter alternative headlines in press-desk, the worker splits "
                     "homepage traffic and picks a winner. before I write the end-of-test logic: how do we decide "
                     "when a test is over?"),
            shell("ls src && sed -n 1,14p src/assign.ts",
                  "assign.ts\ncollect.ts\nindex.ts\nwinner.ts\n"
                  "export function assign(readerId: string, testId: string, variants: number): number {\n"
                  "  const h = fnv1a(`${testId}:${readerId}`);\n"
                  "  return h % variants;\n}\n"),
            ("assistant", "Assignment is a stable hash of test and reader, so a reader always sees the same "
                          "variant. For ending a test there are three usual choices:\n\n"
                          "- a fixed duration (say 30 minutes), simple and predictable for editors;\n"
                          "- a fixed sample (N impressions per variant), which guarantees enough data;\n"
                          "- a sequential test that stops as soon as one variant is significantly ahead."),
            ("user", "fixed 30 minutes. the homepage turns over fast, after half an hour the story has moved down "
                     "anyway"),
            shell("apply_patch < /tmp/duration.patch && rg -n 'TEST_DURATION' src",
                  "Success. Updated the following files:\nM src/winner.ts\n"
                  "src/winner.ts:3:export const TEST_DURATION_MS = 30 * 60 * 1000;\n"),
            ("user", "thinking out loud: some day I'd like bandits instead of plain A/B, thompson sampling or so. "
                     "and maybe an LLM suggesting variants, or different headlines per section follower. not now, "
                     "none of it, don't write anything for it"),
            shell("wrangler d1 execute headline-lab --remote --command \"select case when strftime('%H', started_at) "
                  "between '00' and '05' then 'night' else 'day' end as part, round(avg(impressions_per_variant)) as "
                  "avg_imps, count(*) as tests from manual_tests where started_at >= '2026-10-01' group by part\"",
                  "┌───────┬──────────┬───────┐\n"
                  "│ part  │ avg_imps │ tests │\n"
                  "├───────┼──────────┼───────┤\n"
                  "│ day   │ 8140     │ 212   │\n"
                  "│ night │ 406      │ 37    │\n"
                  "└───────┴──────────┴───────┘\n"),
            ("assistant", "October's manual tests show the problem with a fixed 30 minutes: during the day a "
                          "variant gets ~8,100 impressions in that time, at night only ~400. At 400 impressions a "
                          "CTR of 4.1% and one of 4.6% are indistinguishable, so a night-time winner would be "
                          "noise."),
            ("user", "ok, scrap the 30 minutes. a test runs until every variant has 2000 impressions, and never "
                     "longer than 60 minutes. if it hits 60 without 2000 each, the original headline stays. winner "
                     "is plain CTR, no fancy stats"),
            shell("apply_patch < /tmp/sample-end.patch && rg -n 'MIN_IMPRESSIONS|MAX_DURATION|TEST_DURATION' src",
                  "Success. Updated the following files:\nM src/winner.ts\n"
                  "src/winner.ts:3:export const MIN_IMPRESSIONS_PER_VARIANT = 2000;\n"
                  "src/winner.ts:4:export const MAX_DURATION_MS = 60 * 60 * 1000;\n"),
            ("user", "for the record, and I want you to have this next time: at most 3 variants per test, "
                     "including the original. editors ALWAYS want to put in 8, they will ask every single time, the "
                     "answer is 3"),
            shell("apply_patch < /tmp/max-variants.patch && npm test --silent 2>&1 | tail -n 3",
                  "Success. Updated the following files:\nM src/index.ts\n"
                  " Test Files  6 passed (6)\n      Tests  38 passed (38)\n   Duration  1.21s\n"),
            shell("git add -A && git commit -qm 'tests end at 2000 impressions per variant or 60 minutes; max 3 "
                  "variants' && git log -1 --oneline",
                  "1f6c0ab tests end at 2000 impressions per variant or 60 minutes; max 3 variants\n"),
            ("assistant", "Committed 1f6c0ab. A test now ends when every variant has 2000 impressions (winner by "
                          "CTR) or at 60 minutes, in which case the original headline stays; the worker rejects a "
                          "test with more than 3 variants including the original."),
        ],
        "facts": [
            fact("test-end", "A headline test runs until every variant has 2000 impressions and never longer than "
                             "60 minutes; if it reaches 60 minutes without 2000 each, the original headline stays "
                             "(the fixed 30 minutes was dropped: too few impressions at night).",
                 "decision", "user", ["2000", "60 minutes", "original"]),
            fact("winner-ctr", "The winning headline is picked by plain CTR, no fancy stats.",
                 "decision", "user", ["winner", "CTR"]),
            fact("max-variants", "Headline tests have at most 3 variants including the original.",
                 "rule", "user", [["3 variants", "at most 3"], "original"], remember=True),
        ],
        "optional": [
            opt("assign-hash", "Readers are assigned a variant by a stable hash of test and reader id (fnv1a).",
                ["fnv1a"]),
        ],
        "questions": [
            q("When does a headline test end?",
              "when every variant has 2000 impressions, at most 60 minutes; if it hits 60 without 2000 each, the original "
              "stays",
              ["test-end"]),
            q("How is the winning headline picked?", "plain CTR", ["winner-ctr"]),
            q("How many variants may a headline test have?", "at most 3 including the original", ["max-variants"]),
        ],
    },
]
