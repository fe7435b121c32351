"""h32 Claude Code sessions, part a: stale prices in search for brambleyard (a second-hand outdoor gear marketplace;
yard-web is its Rails monolith), caching the listing page in Redis, and the morning after a CDN purge-all that
stampeded the origin (yard-edge, the Fastly config)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

WEB = "/home/mara/src/yard-web"
EDGE = "/home/mara/src/yard-edge"

SESSIONS = [
    {
        "id": "h32-cc-yardweb-stale-prices",
        "project": WEB,
        "start": datetime(2026, 11, 2, 10, 15),
        "about": "yard-web: sellers lower a price and search keeps the old one until the next edit; the person's "
                 "theory (the listings index refresh_interval left at 30s after the October reindex) ruled out, it "
                 "is 1s; real cause ListingIndexJob reading the listing from the Postgres read replica, which lags "
                 "a few seconds; fix reads from the primary; 'house rule' that jobs feeding other systems read from "
                 "the primary; two more jobs fixed; near-miss 'remember the black friday meltdown haha'",
        "steps": [
            ("user", "sellers keep writing in that they lower a price and search still shows the old one. sometimes "
                     "for hours, until they touch the listing again. pretty sure it's the listings index "
                     "refresh_interval: someone set it to 30s during the big reindex in october and I bet nobody "
                     "set it back"),
            bash("curl -s \"$OPENSEARCH_URL/listings/_settings?filter_path=**.refresh_interval\"",
                 "{\"listings-v14\":{\"settings\":{\"index\":{\"refresh_interval\":\"1s\"}}}}\n"),
            ("assistant", "It was set back: listings-v14 refreshes every 1s. And a slow refresh couldn't explain "
                          "'for hours until they touch it again' anyway, refresh only delays visibility of a write "
                          "that already happened. That symptom means the document in the index itself holds the old "
                          "price. Let me compare one of the listings from the support tickets."),
            bash("psql \"$PRIMARY_URL\" -Atc \"select price_cents, updated_at from listings where id = 8812043\"; "
                 "curl -s \"$OPENSEARCH_URL/listings/_doc/8812043?_source_includes=price_cents,indexed_at\" "
                 "| jq -c ._source",
                 "14500|2026-11-01 18:02:11.412+00\n"
                 "{\"price_cents\":18900,\"indexed_at\":\"2026-11-01T18:02:12.088Z\"}\n"),
            ("assistant", "The listing was re-indexed 0.7 s after the price change, and the indexer still wrote "
                          "the old price (189.00 instead of 145.00). So the job ran on time but read stale data."),
            tool("Read", {"file_path": f"{WEB}/app/jobs/listing_index_job.rb"},
                 "     1\tclass ListingIndexJob < ApplicationJob\n"
                 "     2\t  queue_as :search\n"
                 "     3\t\n"
                 "     4\t  def perform(listing_id)\n"
                 "     5\t    listing = ActiveRecord::Base.connected_to(role: :reading) do\n"
                 "     6\t      Listing.includes(:photos, :category, :seller).find(listing_id)\n"
                 "     7\t    end\n"
                 "     8\t    Search::ListingDocument.new(listing).index!\n"
                 "     9\t  end\n"
                 "    10\tend\n"),
            bash("psql \"$REPLICA_URL\" -Atc \"select now() - pg_last_xact_replay_timestamp()\"",
                 "00:00:04.61288\n"),
            ("assistant", "There it is. ListingIndexJob loads the listing with `connected_to(role: :reading)`, "
                          "which is the read replica. The job is enqueued from `after_commit` and Sidekiq picks it "
                          "up within a second, but the replica is 4.6 s behind right now (the replica lag panel "
                          "shows 2 to 8 s in the evening peak). The job reads the row before the new price has "
                          "been replayed, indexes the old one, and nothing re-indexes the listing until the seller "
                          "edits it again.\n\nFix: read from the primary in this job, "
                          "`connected_to(role: :writing)`. Delaying the job by 10 s would also work most of the "
                          "time, but it's a bet on the lag, and the lag has no upper bound."),
            ("user", "yes, read from the primary. and this is bigger than one job. house rule: any background job "
                     "that pushes data into another system (opensearch, the CDN purges, outgoing emails) reads from "
                     "the primary, never the replica. the replica is for reports and the seller dashboard, that's "
                     "it"),
            tool("Edit", {"file_path": f"{WEB}/app/jobs/listing_index_job.rb",
                          "old_string": "connected_to(role: :reading)",
                          "new_string": "connected_to(role: :writing)"},
                 "The file has been updated."),
            bash("rg -n 'role: :reading' app/jobs app/mailers",
                 "app/jobs/cdn_purge_job.rb:9:    keys = ActiveRecord::Base.connected_to(role: :reading) do\n"
                 "app/jobs/price_drop_email_job.rb:7:    watchers = ActiveRecord::Base.connected_to(role: :reading) "
                 "do\n"
                 "app/jobs/seller_report_job.rb:12:    rows = ActiveRecord::Base.connected_to(role: :reading) do\n"),
            ("assistant", "Two more jobs fall under the rule: CdnPurgeJob (it reads the surrogate keys to purge, "
                          "so it can purge a page before the change is visible on the replica) and "
                          "PriceDropEmailJob (can mail watchers the old price). SellerReportJob builds the CSV "
                          "reports, so it stays on the replica. Switch the two?"),
            ("user", "switch both. and reindex everything updated in the last 14 days so the stale docs get fixed. "
                     "and lol, remember the black friday meltdown haha, that was sidekiq too. fun times"),
            bash("sed -i 's/connected_to(role: :reading)/connected_to(role: :writing)/' app/jobs/cdn_purge_job.rb "
                 "app/jobs/price_drop_email_job.rb && rg -c 'role: :writing' app/jobs",
                 "app/jobs/listing_index_job.rb:1\napp/jobs/cdn_purge_job.rb:1\napp/jobs/price_drop_email_job.rb:1\n"),
            bash("bin/rails runner 'n = 0; Listing.where(\"updated_at > ?\", 14.days.ago).select(:id).find_each "
                 "{ |l| ListingIndexJob.perform_later(l.id); n += 1 }; puts n'",
                 "41233\n"),
            bash("bundle exec rspec spec/jobs 2>&1 | tail -n 2 && git commit -qam 'jobs: read from the primary "
                 "when feeding search, CDN purges and emails' && git log -1 --oneline",
                 "58 examples, 0 failures\n"
                 "b7d19e4 jobs: read from the primary when feeding search, CDN purges and emails\n"),
            ("assistant", "Committed. 41,233 listings are queued for re-indexing on the `search` queue; at the "
                          "current rate that takes about 20 minutes."),
        ],
        "facts": [
            fact("stale-prices", "Search showed old prices because ListingIndexJob read the listing from the Postgres "
                                 "read replica (connected_to(role: :reading)), which lags 2-8 s; it indexed the old "
                                 "row. It now reads from the primary (role: :writing). The index refresh_interval "
                                 "(1s) was not the cause.",
                 "bugfix", "assistant", ["ListingIndexJob", "replica", ["primary", "role: :writing"]]),
            fact("jobs-primary", "House rule for yard-web: any background job that pushes data into another system "
                                 "(OpenSearch, CDN purges, outgoing emails) reads from the primary, never the "
                                 "replica; the replica is only for reports and the seller dashboard.",
                 "rule", "user", ["background job", "primary", "replica"], remember=True),
        ],
        "optional": [
            opt("jobs-switched", "CdnPurgeJob and PriceDropEmailJob were also switched to the primary; "
                                 "SellerReportJob stays on the replica.",
                ["CdnPurgeJob", "PriceDropEmailJob"]),
            opt("replica-lag", "The yard-web read replica lags 2 to 8 s in the evening peak.", ["lag"]),
        ],
        "questions": [
            q("Why did search keep showing a listing's old price?",
              "ListingIndexJob read the listing from the read replica, which lags, so it indexed the old price",
              ["stale-prices"]),
            q("Which database does a yard-web job that pushes data to OpenSearch or sends emails read from?",
              "the primary, never the replica", ["jobs-primary"]),
            q("What is the yard-web read replica for?", "reports and the seller dashboard", ["jobs-primary"]),
        ],
    },
    {
        "id": "h32-cc-yardweb-listing-cache",
        "project": WEB,
        "start": datetime(2026, 11, 4, 14, 20),
        "branch": "mara/listing-page-cache",
        "about": "yard-web: caching the listing detail page's seller sidebar and similar-items block in Rails.cache; "
                 "expires_in proposed 5 minutes, lowered to 2 minutes (sold badge); race_condition_ttl 10 s; the "
                 "cache gets its own Redis (redis-cache, 3gb, allkeys-lru) apart from Sidekiq's noeviction Redis; "
                 "'jot down that' cache key convention (page-name prefix, bump CACHE_VERSION, never "
                 "Rails.cache.clear in production)",
        "steps": [
            ("user", "the listing detail page is at 380 ms p50 on the server and most of it is the seller sidebar "
                     "(ratings, other listings from the seller) and the 'similar items' block, which hits "
                     "opensearch. both barely change. let's cache them"),
            bash("grep -n 'cache_store' config/environments/production.rb; grep -n 'REDIS' config/*.yml "
                 "config/initializers/*.rb | head",
                 "config/environments/production.rb:61:  config.cache_store = :null_store\n"
                 "config/initializers/sidekiq.rb:3:  config.redis = { url: ENV.fetch(\"REDIS_URL\") }\n"),
            ("assistant", "There's no cache at all in production right now (`:null_store`), and the only Redis "
                          "is Sidekiq's. I'd put the cache on a separate Redis instance rather than on the Sidekiq "
                          "one: a cache wants `maxmemory-policy allkeys-lru` so old entries get evicted when it's "
                          "full, while Sidekiq's Redis must be `noeviction`, otherwise a full Redis silently drops "
                          "queued jobs. Sharing one instance means choosing one of the two wrong policies."),
            ("user", "agreed. there's a redis-cache release in the platform namespace that nobody uses since we "
                     "dropped the old session store. use that one, give it 3gb"),
            bash("kubectl -n platform exec redis-cache-0 -- redis-cli config get maxmemory* | paste - -",
                 "maxmemory\t1073741824\nmaxmemory-policy\tnoeviction\n"),
            tool("Edit", {"file_path": "/home/mara/src/yard-deploy/charts/redis-cache/values-prod.yaml",
                          "old_string": "maxmemory: 1gb\nmaxmemoryPolicy: noeviction\n",
                          "new_string": "maxmemory: 3gb\nmaxmemoryPolicy: allkeys-lru\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{WEB}/config/environments/production.rb",
                          "old_string": "  config.cache_store = :null_store\n",
                          "new_string": "  config.cache_store = :redis_cache_store, {\n"
                                        "    url: ENV.fetch(\"REDIS_CACHE_URL\"),\n"
                                        "    namespace: \"yard-web\",\n"
                                        "    expires_in: 1.hour,\n"
                                        "    error_handler: ->(method:, returning:, exception:) {\n"
                                        "      Rails.error.report(exception, severity: :warning)\n"
                                        "    }\n  }\n"},
                 "The file has been updated."),
            ("assistant", "For the two blocks I'd use `Rails.cache.fetch` with `expires_in: 5.minutes` and "
                          "`race_condition_ttl: 10.seconds`. The race_condition_ttl matters on popular listings: "
                          "when an entry expires, the first request gets to recompute it while everyone else keeps "
                          "getting the old value for up to 10 s, instead of all of them hitting OpenSearch at "
                          "once."),
            ("user", "10 seconds race ttl fine. 5 minutes no, the seller sidebar shows 'sold' badges on the other "
                     "listings and sellers already complain when a sold item stays up. make it 2 minutes"),
            tool("Edit", {"file_path": f"{WEB}/app/views/listings/show.html.erb",
                          "old_string": "<%= render \"listings/seller_sidebar\", seller: @listing.seller %>",
                          "new_string": "<% cache_key = [\"listing_page\", CACHE_VERSION, \"seller_sidebar\", "
                                        "@listing.seller] %>\n"
                                        "<%= Rails.cache.fetch(cache_key, expires_in: 2.minutes, "
                                        "race_condition_ttl: 10.seconds) do\n"
                                        "      render \"listings/seller_sidebar\", seller: @listing.seller\n"
                                        "    end %>"},
                 "The file has been updated."),
            ("user", "good, you used the prefix. jot down that: every cache key starts with the page it belongs to "
                     "(listing_page, search_page, seller_page), then CACHE_VERSION. when a partial changes shape we "
                     "bump CACHE_VERSION in config/initializers/cache.rb. nobody ever runs Rails.cache.clear in "
                     "production, it empties the cache for every page at once"),
            tool("Write", {"file_path": f"{WEB}/config/initializers/cache.rb",
                           "content": "# Bump when a cached partial changes shape; never Rails.cache.clear in "
                                      "production.\nCACHE_VERSION = \"v1\"\n"},
                 f"File created successfully at: {WEB}/config/initializers/cache.rb"),
            tool("Edit", {"file_path": f"{WEB}/app/views/listings/show.html.erb",
                          "old_string": "<%= render \"listings/similar\", listing: @listing %>",
                          "new_string": "<%= Rails.cache.fetch([\"listing_page\", CACHE_VERSION, \"similar\", "
                                        "@listing], expires_in: 2.minutes, race_condition_ttl: 10.seconds) do\n"
                                        "      render \"listings/similar\", listing: @listing\n    end %>"},
                 "The file has been updated."),
            bash("bundle exec rspec spec/requests/listings_spec.rb 2>&1 | tail -n 1 && bin/rails runner -e "
                 "production_like 'require \"benchmark\"; puts Benchmark.realtime { 20.times { "
                 "ListingPageProbe.get(8812043) } } / 20'",
                 "34 examples, 0 failures\n0.112\n"),
            ("assistant", "Both blocks are cached under `listing_page/v1/...` with `expires_in: 2.minutes` and "
                          "`race_condition_ttl: 10.seconds`; a warm listing page renders in about 112 ms instead of "
                          "380. The Redis settings for redis-cache are in yard-deploy and go out with the next "
                          "sync; the cache store reads REDIS_CACHE_URL, which still has to be added to the yard-web "
                          "secret."),
        ],
        "facts": [
            fact("listing-ttl", "The listing page's cached blocks (seller sidebar, similar items) use expires_in 2 "
                                "minutes, not the 5 first proposed, because the sidebar shows sold badges.",
                 "config", "user", ["expires_in", ["2.minutes", "2 minutes"]]),
            fact("race-ttl", "Listing page cache fetches use race_condition_ttl 10 seconds so only one request "
                             "recomputes an expired entry.",
                 "config", "assistant", ["race_condition_ttl", ["10.seconds", "10 seconds"]]),
            fact("cache-redis", "yard-web's Rails.cache runs on its own Redis, redis-cache (maxmemory 3gb, "
                                "allkeys-lru), separate from Sidekiq's Redis, which must stay noeviction.",
                 "decision", "assistant", ["redis-cache", "allkeys-lru", "noeviction"]),
            fact("cache-keys", "yard-web cache keys start with the page they belong to (listing_page, search_page, "
                               "seller_page) then CACHE_VERSION; when a partial changes shape, bump CACHE_VERSION in "
                               "config/initializers/cache.rb; never run Rails.cache.clear in production.",
                 "convention", "user", [["listing_page", "page it belongs to"], "CACHE_VERSION",
                                        "Rails.cache.clear"],
                 remember=True),
        ],
        "optional": [
            opt("cache-url", "The cache store reads REDIS_CACHE_URL.", ["REDIS_CACHE_URL"]),
        ],
        "questions": [
            q("How long are the listing page's cached blocks kept?", "2 minutes", ["listing-ttl"]),
            q("Why doesn't the Rails cache share Sidekiq's Redis?",
              "a cache wants allkeys-lru, Sidekiq's Redis must be noeviction", ["cache-redis"]),
            q("How do you invalidate yard-web's cached partials after changing one?",
              "bump CACHE_VERSION in config/initializers/cache.rb, never Rails.cache.clear in production",
              ["cache-keys"]),
        ],
    },
    {
        "id": "h32-cc-edge-purge-stampede",
        "project": EDGE,
        "start": datetime(2026, 11, 9, 8, 5),
        "about": "yard-edge (Fastly service config): the evening outage after the taxonomy deploy, whose "
                 "after-taxonomy-deploy script ran a purge-all; cache hit ratio fell from 94% to 3%, origin rps went "
                 "from ~350 to ~3,100, Puma queues filled, 502s for 14 minutes; 'from here on out' no purge-all, "
                 "soft purges by surrogate key; surrogate key names listing-<id>, category-<id>, seller-<id>; "
                 "stale_while_revalidate 60s and stale_if_error 24h on listing pages; near-miss 'never again am I on "
                 "call over New Year, kidding'",
        "steps": [
            ("user", "ok, last night. 21:40 the taxonomy deploy went out (we merged 'Tents' and 'Shelters' into one "
                     "category) and two minutes later yard-web was throwing 502s for 14 minutes. I was on call. I "
                     "want to know exactly what happened before I write it up"),
            bash("fastly log-tail --service-id \"$FASTLY_SERVICE\" --from 2026-11-08T21:38:00Z "
                 "--to 2026-11-08T21:46:00Z --summary per-minute",
                 "minute  requests  hit_ratio  origin_rps  5xx\n"
                 "21:38   41220     0.94       352         0\n"
                 "21:39   40988     0.94       347         0\n"
                 "21:40   42105     0.61       1840        12\n"
                 "21:41   43870     0.03       3104        2210\n"
                 "21:42   44512     0.05       3055        9870\n"
                 "21:43   44020     0.11       2790        8120\n"),
            bash("fastly audit-log --from 2026-11-08T21:35:00Z --to 2026-11-08T21:45:00Z",
                 "2026-11-08T21:40:07Z  purge_all  service=yard-edge-prod  token=ci-deploy  "
                 "source=after-taxonomy-deploy\n"),
            ("assistant", "The timeline lines up with one event: at 21:40:07 the CI token ran a **purge_all** on "
                          "the production service, from the `after-taxonomy-deploy` script. The hit ratio went from "
                          "94% to 3% within a minute, so every listing and category page missed at the same time "
                          "and origin traffic went from about 350 to about 3,100 requests per second, roughly 9x. "
                          "yard-web's Puma request queues filled and the load balancer answered 502. It recovered "
                          "on its own as the cache refilled, which took until about 21:54."),
            tool("Read", {"file_path": f"{EDGE}/bin/after-taxonomy-deploy"},
                 "     1\t#!/usr/bin/env bash\n"
                 "     2\tset -euo pipefail\n"
                 "     3\t# category pages embed the taxonomy tree, so refresh everything\n"
                 "     4\tfastly purge --all --service-id \"$FASTLY_SERVICE\"\n"),
            ("assistant", "The script purges everything because the category tree is embedded in every category "
                          "page. But only category pages embed it, and yard-web already sends a `Surrogate-Key` "
                          "header, so the script could purge just those pages. A soft purge (`--soft`) marks "
                          "objects stale instead of deleting them, so Fastly can keep serving the old copy while "
                          "it refetches."),
            bash("curl -sI https://www.brambleyard.com/c/tents-shelters -H 'Fastly-Debug: 1' | grep -i "
                 "surrogate-key",
                 "surrogate-key: category-118 category-tree page-category\n"),
            ("user", "right. from here on out: nobody and nothing runs a purge-all on production. not scripts, not "
                     "people. we purge by surrogate key, and soft purge unless it's a legal takedown. if something "
                     "really needs everything gone, that's an incident commander decision, not a deploy script"),
            tool("Write", {"file_path": f"{EDGE}/bin/after-taxonomy-deploy",
                           "content": "#!/usr/bin/env bash\nset -euo pipefail\n"
                                      "# Category pages embed the taxonomy tree. Never purge-all (see "
                                      "docs/purging.md).\n"
                                      "fastly purge --key category-tree --soft --service-id \"$FASTLY_SERVICE\"\n"},
                 f"File created successfully at: {EDGE}/bin/after-taxonomy-deploy"),
            ("user", "and write down the key names while you're at it, people keep inventing new ones. listing "
                     "pages carry listing-<id>, category pages category-<id>, seller pages seller-<id>, and the one "
                     "shared key is category-tree. nothing else without talking to me"),
            tool("Write", {"file_path": f"{EDGE}/docs/purging.md",
                           "content": "# Purging\n\nNo purge-all on production, ever. Soft purge by surrogate key; "
                                      "hard purge only for legal takedowns.\n\n"
                                      "| key | on |\n|---|---|\n| listing-<id> | listing pages |\n"
                                      "| category-<id> | category pages |\n| seller-<id> | seller pages |\n"
                                      "| category-tree | every page that embeds the taxonomy tree |\n"},
                 f"File created successfully at: {EDGE}/docs/purging.md"),
            ("assistant", "One more thing would have softened last night even with the purge: listing pages are "
                          "served with no stale directives, so an expired or purged object has to be refetched "
                          "before anyone gets an answer. With `stale_while_revalidate` Fastly serves the stale copy "
                          "while one request refetches, and `stale_if_error` serves it when the origin answers "
                          "5xx."),
            ("user", "yes. stale_while_revalidate 60s, stale_if_error 24h, listing and category pages"),
            tool("Edit", {"file_path": f"{EDGE}/vcl/fetch.vcl",
                          "old_string": "if (req.url ~ \"^/(l|c)/\") {\n  set beresp.ttl = 10m;\n",
                          "new_string": "if (req.url ~ \"^/(l|c)/\") {\n  set beresp.ttl = 10m;\n"
                                        "  set beresp.stale_while_revalidate = 60s;\n"
                                        "  set beresp.stale_if_error = 24h;\n"},
                 "The file has been updated."),
            bash("fastly compute validate 2>/dev/null || fastly vcl custom diff --version latest vcl/fetch.vcl | "
                 "head -n 6",
                 "+  set beresp.stale_while_revalidate = 60s;\n+  set beresp.stale_if_error = 24h;\n"),
            ("user", "good. I'll open the PR myself. never again am I on call over New Year, kidding. "
                     "mostly"),
            ("assistant", "The script change, docs/purging.md and the VCL change are in the working tree, "
                          "uncommitted, for your PR."),
        ],
        "facts": [
            fact("stampede", "The 2026-11-08 outage (502s for 14 minutes): the after-taxonomy-deploy script ran a "
                             "purge_all on production, hit ratio fell from 94% to 3%, origin traffic went from ~350 "
                             "to ~3,100 rps and yard-web's Puma queues filled.",
                 "fact", "assistant", [["purge_all", "purge-all"], "after-taxonomy-deploy", ["502", "hit ratio"]]),
            fact("no-purge-all", "Nobody and nothing runs a purge-all on production; purge by surrogate key, soft "
                                 "purge unless it's a legal takedown; purging everything is an incident commander "
                                 "decision.",
                 "rule", "user", ["purge-all", "surrogate key", ["soft", "--soft"]], remember=True),
            fact("key-names", "Fastly surrogate keys: listing-<id> on listing pages, category-<id> on category "
                              "pages, seller-<id> on seller pages, and the shared key category-tree; no new keys "
                              "without asking the person.",
                 "convention", "user", ["listing-<id>", "category-<id>", "category-tree"]),
            fact("stale", "Listing and category pages get stale_while_revalidate 60s and stale_if_error 24h in "
                          "vcl/fetch.vcl.",
                 "config", "user", ["stale_while_revalidate", "60s", "stale_if_error", "24h"]),
        ],
        "optional": [
            opt("purging-doc", "docs/purging.md in yard-edge documents the purge rules and key names.",
                ["docs/purging.md"]),
        ],
        "questions": [
            q("What caused the 502s after the taxonomy deploy?",
              "the after-taxonomy-deploy script ran a purge_all, the hit ratio fell to 3% and the origin was flooded",
              ["stampede"]),
            q("How do we purge the CDN now?", "by surrogate key, a soft purge; never a purge-all",
              ["no-purge-all"]),
            q("What stale_if_error do listing pages get?", "24h", ["stale"]),
        ],
    },
]
