"""h32 Codex sessions, part b: sizing yard-web's pods in the Kustomize overlays of yard-deploy (terse answers to
numbered and lettered questions), a one-off CSV export for a support ticket, and a slow seller dashboard query in
yard-web's Postgres."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DEPLOY = "/Users/joost/code/yard-deploy"
WEB = "/home/rui/work/yard-web"

SESSIONS = [
    {
        "id": "h32-cx-deploy-yardweb-sizing",
        "project": DEPLOY,
        "start": datetime(2026, 11, 12, 14, 0),
        "branch": "joost/yard-web-sizing",
        "about": "yard-deploy: sizing yard-web in the prod Kustomize overlay; four numbered proposals answered 'yes "
                 "to all but 4' (Puma WEB_CONCURRENCY 3 / RAILS_MAX_THREADS 5, HPA 6-30 at 65% CPU, 2Gi memory "
                 "limit; Sidekiq stays on the on-demand general pool, not spot, because imports run 20+ minutes); "
                 "lettered replicas question answered 'c' (replicas removed, the HPA owns the count); overlay and "
                 "patch file naming convention",
        "steps": [
            ("user", "yard-web's pods are sized by gut feeling. puma, replicas, memory, all of it. look at what we "
                     "have and propose numbers, ask what you need"),
            shell("cat apps/yard-web/overlays/prod/kustomization.yaml apps/yard-web/overlays/prod/patches/"
                  "deployment-yard-web.yaml",
                  "resources:\n  - ../../base\npatches:\n  - path: patches/deployment-yard-web.yaml\n"
                  "  - path: patches/deployment-sidekiq.yaml\n"
                  "---\napiVersion: apps/v1\nkind: Deployment\nmetadata: { name: yard-web }\nspec:\n  replicas: 8\n"
                  "  template:\n    spec:\n      containers:\n        - name: web\n          env:\n"
                  "            - { name: WEB_CONCURRENCY, value: \"2\" }\n"
                  "            - { name: RAILS_MAX_THREADS, value: \"8\" }\n"
                  "          resources:\n            requests: { cpu: \"1\", memory: 1Gi }\n"
                  "            limits: { memory: 1536Mi }\n"),
            shell("kubectl -n web top pods -l app=yard-web | sort -k3 -h | tail -n 3 && kubectl -n web exec "
                  "deploy/yard-web -- bundle exec pumactl stats | jq -c '.worker_status[] | .last_status | "
                  "{backlog, running, pool_capacity}'",
                  "yard-web-7bc5d9f8f-m2xq8   612m   1288Mi\n"
                  "yard-web-7bc5d9f8f-tt4zc   704m   1341Mi\n"
                  "yard-web-7bc5d9f8f-9kfp2   688m   1402Mi\n"
                  "{\"backlog\":3,\"running\":8,\"pool_capacity\":0}\n"
                  "{\"backlog\":5,\"running\":8,\"pool_capacity\":0}\n"),
            ("assistant", "Each pod runs 2 Puma workers with 8 threads. The workers have no spare capacity and "
                          "requests queue (backlog 3 to 5) while CPU is only at ~0.7 of a core: with Ruby's GVL, 8 "
                          "threads per process mostly wait for each other. Proposals:\n\n"
                          "1. Puma: WEB_CONCURRENCY=3, RAILS_MAX_THREADS=5 per pod.\n"
                          "2. An HPA for yard-web: min 6, max 30, target 65% CPU.\n"
                          "3. Memory limit 2Gi per pod (3 workers at ~550 MiB each plus headroom).\n"
                          "4. Move the Sidekiq deployment to the spot node pool, about 60% cheaper."),
            ("user", "yes to all but 4. sidekiq stays on the on-demand general pool: spot nodes get reclaimed with "
                     "two minutes notice and the seller CSV import jobs run 20+ minutes"),
            shell("apply_patch < /tmp/yard-web-sizing.patch && kustomize build apps/yard-web/overlays/prod | grep "
                  "-E 'WEB_CONCURRENCY|RAILS_MAX_THREADS|memory: 2Gi|minReplicas|maxReplicas|averageUtilization' "
                  "-A1 | grep -v '^--'",
                  "Success. Updated the following files:\n"
                  "M apps/yard-web/overlays/prod/patches/deployment-yard-web.yaml\n"
                  "A apps/yard-web/overlays/prod/hpa-yard-web.yaml\nM apps/yard-web/overlays/prod/kustomization.yaml\n"
                  "            - { name: WEB_CONCURRENCY, value: \"3\" }\n"
                  "            - { name: RAILS_MAX_THREADS, value: \"5\" }\n"
                  "            limits: { memory: 2Gi }\n"
                  "  minReplicas: 6\n  maxReplicas: 30\n          averageUtilization: 65\n"),
            ("assistant", "One conflict left: the prod patch still sets `replicas: 8`. With an HPA, every Argo CD "
                          "sync resets the Deployment to 8 and the HPA scales it again. How should the count be "
                          "owned?\n\n"
                          "a) keep `replicas: 8` and add an ignoreDifferences for /spec/replicas in the Argo CD "
                          "Application\n"
                          "b) set replicas: 6 in base only\n"
                          "c) remove replicas from the manifests entirely and let the HPA own the count"),
            ("user", "c"),
            shell("apply_patch < /tmp/drop-replicas.patch && kustomize build apps/yard-web/overlays/prod | grep -c "
                  "'replicas:'",
                  "Success. Updated the following files:\n"
                  "M apps/yard-web/overlays/prod/patches/deployment-yard-web.yaml\n"
                  "M apps/yard-web/base/deployment.yaml\n"
                  "2\n"),
            ("assistant", "The two remaining matches are minReplicas and maxReplicas in the HPA; no Deployment "
                          "carries replicas any more."),
            ("user", "while you're in there. overlays are per environment: overlays/prod, overlays/staging, "
                     "overlays/perf, nothing else, no overlays/prod-eu or similar. patches live in "
                     "overlays/<env>/patches/ and are named <kind>-<name>.yaml, like deployment-yard-web.yaml. the "
                     "staging one is called puma.yaml, rename it"),
            shell("git mv apps/yard-web/overlays/staging/patches/puma.yaml "
                  "apps/yard-web/overlays/staging/patches/deployment-yard-web.yaml && sed -i "
                  "'s#patches/puma.yaml#patches/deployment-yard-web.yaml#' "
                  "apps/yard-web/overlays/staging/kustomization.yaml && kustomize build "
                  "apps/yard-web/overlays/staging >/dev/null && echo ok",
                  "ok\n"),
            shell("git add -A && git commit -qm 'yard-web: puma 3x5, HPA 6-30 at 65%, 2Gi; HPA owns replicas' && "
                  "git log -1 --oneline",
                  "d0e4a97 yard-web: puma 3x5, HPA 6-30 at 65%, 2Gi; HPA owns replicas\n"),
        ],
        "facts": [
            fact("puma", "yard-web pods run Puma with WEB_CONCURRENCY=3 workers and RAILS_MAX_THREADS=5 (was 2 x 8).",
                 "config", "assistant", ["WEB_CONCURRENCY", "RAILS_MAX_THREADS", ["3", "5"]]),
            fact("yardweb-hpa", "yard-web has an HPA: min 6, max 30 replicas, target 65% CPU.",
                 "config", "assistant", ["HPA", "65", ["30", "maxReplicas"]]),
            fact("yardweb-mem", "yard-web pods have a 2Gi memory limit.", "config", "assistant", ["2Gi", "memory"]),
            fact("sidekiq-pool", "Sidekiq stays on the on-demand general node pool, not spot: spot nodes are "
                                 "reclaimed with two minutes notice and the seller CSV import jobs run 20+ minutes.",
                 "decision", "user", ["Sidekiq", ["spot", "on-demand"]]),
            fact("hpa-owns-replicas", "yard-web's manifests carry no replicas field; the HPA owns the replica count "
                                      "(rather than ignoreDifferences in Argo CD).",
                 "decision", "user", ["replicas", "HPA"]),
            fact("overlay-naming", "yard-deploy overlays are per environment only (overlays/prod, overlays/staging, "
                                   "overlays/perf); patches live in overlays/<env>/patches/ named <kind>-<name>.yaml "
                                   "(e.g. deployment-yard-web.yaml).",
                 "convention", "user", ["<kind>-<name>.yaml", ["overlays/<env>/patches", "overlays/prod"]]),
        ],
        "optional": [
            opt("gvl", "yard-web's old 8 threads per Puma worker mostly waited on Ruby's GVL while requests queued.",
                ["GVL"]),
        ],
        "questions": [
            q("How many Puma workers and threads does a yard-web pod run?",
              "WEB_CONCURRENCY=3 workers, RAILS_MAX_THREADS=5", ["puma"]),
            q("Why isn't Sidekiq on the spot node pool?",
              "spot nodes get reclaimed with two minutes notice and the CSV import jobs run 20+ minutes",
              ["sidekiq-pool"]),
            q("Who sets yard-web's replica count?", "the HPA; the manifests have no replicas",
              ["hpa-owns-replicas", "yardweb-hpa"]),
            q("How are Kustomize patch files named in yard-deploy?", "<kind>-<name>.yaml in overlays/<env>/patches/",
              ["overlay-naming"]),
        ],
    },
    {
        "id": "h32-cx-yardweb-support-export",
        "project": WEB,
        "start": datetime(2026, 11, 20, 16, 40),
        "about": "yard-web: a one-off CSV export of a seller's 2025 sales from the read replica for support ticket "
                 "58213, plus a one-string typo fix ('Exprot CSV'); near-miss 'just this once deploy on a "
                 "Friday'; nothing durable",
        "steps": [
            ("user", "support ticket 58213: seller 40211 (Trilhos Outdoor) needs a CSV of everything they sold in "
                     "2025 for the accountant. just the export please, from the replica"),
            shell("psql \"$REPLICA_URL\" -Atc \"select count(*), sum(o.total_cents)/100.0 from orders o join "
                  "listings l on l.id = o.listing_id where l.seller_id = 40211 and o.state = 'completed' and "
                  "o.completed_at >= '2025-01-01' and o.completed_at < '2026-01-01'\"",
                  "1318|86412.50\n"),
            shell("psql \"$REPLICA_URL\" -c \"\\copy (select o.id as order_id, o.completed_at::date as date, "
                  "l.title, o.total_cents/100.0 as total_eur, o.fee_cents/100.0 as fee_eur from orders o join "
                  "listings l on l.id = o.listing_id where l.seller_id = 40211 and o.state = 'completed' and "
                  "o.completed_at >= '2025-01-01' and o.completed_at < '2026-01-01' order by o.completed_at) to "
                  "'/tmp/seller-40211-2025.csv' csv header\" && head -n 3 /tmp/seller-40211-2025.csv",
                  "COPY 1318\norder_id,date,title,total_eur,fee_eur\n"
                  "3310482,2025-01-02,Hilleberg Nallo 2 GT,540.00,43.20\n"
                  "3311907,2025-01-03,Ortlieb Back-Roller Classic (pair),85.00,6.80\n"),
            ("assistant", "Exported 1,318 completed orders from 2025 to /tmp/seller-40211-2025.csv (order id, "
                          "date, title, total and fee in euros). The totals add up to 86,412.50 EUR."),
            ("user", "the ticket also says the button on the seller dashboard says 'Exprot CSV' lol. fix the typo. "
                     "just this once deploy on a Friday, it's one string"),
            shell("rg -n 'Exprot' config/locales app/views",
                  "config/locales/en.yml:212:      export_csv: \"Exprot CSV\"\n"),
            shell("sed -i 's/Exprot CSV/Export CSV/' config/locales/en.yml && bundle exec i18n-tasks health 2>&1 | "
                  "tail -n 1 && git commit -qam 'seller dashboard: fix Export CSV label' && git push -q origin "
                  "HEAD:main && git log -1 --oneline",
                  "✓ Good job! No translation problems\n5b71e0c seller dashboard: fix Export CSV label\n"),
            ("assistant", "Fixed and pushed to main; the pipeline deploys it in about 12 minutes."),
            ("user", "attach the csv to the ticket and we're done"),
            shell("zd ticket attach 58213 /tmp/seller-40211-2025.csv --comment 'Your 2025 sales as CSV.' && rm "
                  "/tmp/seller-40211-2025.csv",
                  "attached seller-40211-2025.csv to #58213 (comment 3)\n"),
            ("assistant", "Attached to #58213 with the comment, and the local copy is deleted."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h32-cx-yardweb-seller-dashboard-slow",
        "project": WEB,
        "start": datetime(2026, 11, 24, 9, 10),
        "about": "yard-web: the seller dashboard's 'my listings' tab takes 9 s for big sellers; the planner walks "
                 "index_listings_on_updated_at backwards and filters out 8.9M rows; fix a composite index "
                 "(seller_id, status, updated_at DESC); Portuguese-flavoured remember: indexes on the big tables "
                 "(listings, orders, messages) always with algorithm: :concurrently and disable_ddl_transaction!; "
                 "statement_timeout 5s for the yard_web role and 120s for yard_jobs; the 40 s admin report moves "
                 "to a job",
        "steps": [
            ("user", "bom dia. the seller dashboard is very slow for the big sellers, some wait 9 seconds to open "
                     "the tab 'my listings'. I look at pg_stat_statements, can you see what is the problem?"),
            shell("psql \"$PRIMARY_URL\" -c \"select round(mean_exec_time) as mean_ms, calls, left(query, 90) as q "
                  "from pg_stat_statements order by mean_exec_time desc limit 4\"",
                  " mean_ms | calls  |                                            q\n"
                  "---------+--------+------------------------------------------------------------------------"
                  "------------------\n"
                  "   40212 |     31 | SELECT sellers.id, count(orders.id), sum(orders.total_cents) FROM sellers "
                  "LEFT JOIN orders\n"
                  "    8711 |   2204 | SELECT \"listings\".* FROM \"listings\" WHERE \"listings\".\"seller_id\" = $1 "
                  "AND \"listings\".\"st\n"
                  "     412 |  91820 | SELECT \"messages\".* FROM \"messages\" WHERE \"messages\".\"thread_id\" = "
                  "$1 ORDER BY \"m\n"
                  "     188 | 402113 | SELECT \"listings\".* FROM \"listings\" WHERE \"listings\".\"id\" IN ($1, "
                  "$2, $3, $4, $5\n (4 rows)\n"),
            shell("psql \"$REPLICA_URL\" -c \"explain (analyze, buffers) select * from listings where seller_id = "
                  "40211 and status = 'active' order by updated_at desc limit 50\" | head -n 8",
                  "Limit  (cost=0.56..10482.31 rows=50) (actual time=8690.114..8702.553 rows=50 loops=1)\n"
                  "  ->  Index Scan Backward using index_listings_on_updated_at on listings  (cost=0.56..2210481.6 "
                  "rows=10544) (actual time=8690.112..8702.540 rows=50 loops=1)\n"
                  "        Filter: ((seller_id = 40211) AND ((status)::text = 'active'::text))\n"
                  "        Rows Removed by Filter: 8911402\n"
                  "        Buffers: shared hit=402118 read=611904\n"
                  "Planning Time: 0.214 ms\nExecution Time: 8702.601 ms\n"),
            ("assistant", "The 'my listings' query (8.7 s mean, 2,204 calls) is a classic ORDER BY ... LIMIT trap. "
                          "Postgres walks index_listings_on_updated_at backwards from the newest listing and checks "
                          "each row for seller_id and status until it has 50 matches. For a seller whose listings "
                          "are old, that means 8.9 million rows thrown away. index_listings_on_seller_id exists, "
                          "but the planner prefers the updated_at index because it avoids a sort.\n\n"
                          "Fix: a composite index on (seller_id, status, updated_at DESC). The query then reads "
                          "exactly the 50 rows it returns, already in order."),
            ("user", "ok make the index. and please, you keep this in the memory for always: in the big tables, "
                     "listings, orders, messages, we create the index always with algorithm: :concurrently and "
                     "disable_ddl_transaction!, never the normal way. the normal way locks the table for the "
                     "writes, and in listings this is the site down"),
            shell("cat db/migrate/20261124091500_add_seller_status_updated_index_to_listings.rb",
                  "class AddSellerStatusUpdatedIndexToListings < ActiveRecord::Migration[7.2]\n"
                  "  disable_ddl_transaction!\n\n  def change\n"
                  "    add_index :listings, [:seller_id, :status, :updated_at],\n"
                  "              order: { updated_at: :desc },\n"
                  "              name: \"index_listings_on_seller_status_updated\",\n"
                  "              algorithm: :concurrently\n  end\nend\n"),
            shell("bin/rails db:migrate 2>&1 | tail -n 2 && psql \"$STAGING_URL\" -Atc \"explain analyze select * "
                  "from listings where seller_id = 40211 and status = 'active' order by updated_at desc limit 50\" "
                  "| grep -E 'Index Scan|Execution'",
                  "-- add_index(:listings, [:seller_id, :status, :updated_at], {algorithm: :concurrently})\n"
                  "   -> 0.0412s\n"
                  "  ->  Index Scan using index_listings_on_seller_status_updated on listings  (cost=0.56..142.8 "
                  "rows=50)\n"
                  "Execution Time: 3.114 ms\n"),
            ("assistant", "On staging the query drops from 8.7 s to 3.1 ms with the new index. The migration uses "
                          "`algorithm: :concurrently` with `disable_ddl_transaction!`. Also, the slowest entry in "
                          "pg_stat_statements, the sellers/orders aggregate at 40 s, comes from the admin revenue "
                          "report, which runs inside a web request."),
            ("user", "yes, that one. I want a statement_timeout for the web: 5 seconds for the role yard_web. the "
                     "jobs role yard_jobs can have 120 seconds"),
            shell("cat db/roles/statement_timeouts.sql && psql \"$STAGING_ADMIN_URL\" -f "
                  "db/roles/statement_timeouts.sql",
                  "ALTER ROLE yard_web SET statement_timeout = '5s';\n"
                  "ALTER ROLE yard_jobs SET statement_timeout = '120s';\n"
                  "ALTER ROLE\nALTER ROLE\n"),
            ("assistant", "Applied on staging; role settings apply to new connections, so they take effect on the "
                          "next deploy when Puma and Sidekiq reconnect. With 5 s on yard_web the admin revenue "
                          "report will fail in the browser, so it has to move to a background job."),
            ("user", "the report goes to a job, I make the ticket. is fine. commit"),
            shell("git add -A && git commit -qm 'listings: (seller_id, status, updated_at) index concurrently; "
                  "statement timeouts per role' && git log -1 --oneline",
                  "a83f15e listings: (seller_id, status, updated_at) index concurrently; statement timeouts per "
                  "role\n"),
        ],
        "facts": [
            fact("dashboard-index", "The seller dashboard's 'my listings' query took ~9 s because Postgres walked "
                                    "index_listings_on_updated_at backwards filtering out ~8.9M rows; a composite "
                                    "index (seller_id, status, updated_at DESC) brings it to ~3 ms.",
                 "bugfix", "assistant", ["index_listings_on_updated_at", ["composite index", "seller_id, status"]]),
            fact("concurrently", "Indexes on the big tables (listings, orders, messages) are always created with "
                                 "algorithm: :concurrently and disable_ddl_transaction!, never the normal way, which "
                                 "locks the table for writes.",
                 "rule", "user", [["algorithm: :concurrently", "concurrently"], "disable_ddl_transaction!",
                                  "listings"],
                 remember=True),
            fact("statement-timeout", "statement_timeout is 5s for the yard_web database role and 120s for "
                                      "yard_jobs (db/roles/statement_timeouts.sql).",
                 "config", "user", ["statement_timeout", ["yard_web", "5s"], ["yard_jobs", "120s"]]),
        ],
        "optional": [
            opt("revenue-report-job", "The admin revenue report (40 s aggregate) moves to a background job.",
                ["revenue report"]),
        ],
        "questions": [
            q("Why was the seller dashboard's my listings tab slow?",
              "Postgres walked index_listings_on_updated_at backwards and filtered out 8.9M rows",
              ["dashboard-index"]),
            q("How are indexes created on listings, orders or messages?",
              "with algorithm: :concurrently and disable_ddl_transaction!", ["concurrently"]),
            q("What statement_timeout does the yard_web role have?", "5 seconds", ["statement-timeout"]),
        ],
    },
]
