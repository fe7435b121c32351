"""h32 Claude Code sessions, part b: a review of the Helm chart for finder (brambleyard's Spring Boot search API on
OpenSearch) in yard-deploy, an evening of questions about edge caching and Argo CD, and a postmortem draft for the
legacy_slug outage in yard-web."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

DEPLOY = "/home/mara/src/yard-deploy"
EDGE = "/home/mara/src/yard-edge"
WEB = "/home/mara/src/yard-web"

SESSIONS = [
    {
        "id": "h32-cc-deploy-finder-chart-review",
        "project": DEPLOY,
        "start": datetime(2026, 11, 10, 13, 30),
        "about": "yard-deploy: review of charts/finder (Spring Boot search API); the assistant proposes five "
                 "numbered changes, the person accepts 1, 2 and 4 (HPA 4-12 at 70% CPU, PDB maxUnavailable 1, "
                 "separate readiness/liveness probes so an OpenSearch blip doesn't restart pods), rejects 3 "
                 "(drop CPU limits: the namespace LimitRange and quota need them) and changes 5 "
                 "(MaxRAMPercentage 60 instead of 75, 2Gi limit); long closing summary repeating the decisions",
        "steps": [
            ("user", "finder had two wobbly evenings last week. before we blame opensearch again, can you review "
                     "charts/finder and tell me what you'd change"),
            bash("cat charts/finder/values-prod.yaml",
                 "replicaCount: 2\nimage:\n  repository: registry.brambleyard.internal/finder\n  tag: 2026.11.06-1\n"
                 "resources:\n  requests: { cpu: 500m, memory: 1Gi }\n  limits: { cpu: \"1\", memory: 1Gi }\n"
                 "javaOpts: \"-XX:+UseG1GC\"\n"
                 "probes:\n  liveness: { path: /actuator/health, periodSeconds: 10, failureThreshold: 3 }\n"
                 "  readiness: { path: /actuator/health, periodSeconds: 5, failureThreshold: 2 }\n"
                 "autoscaling: { enabled: false }\npdb: { enabled: false }\n"),
            bash("kubectl -n search get events --field-selector involvedObject.kind=Pod "
                 "--sort-by=.lastTimestamp | grep -E 'Unhealthy|Killing|OOM' | tail -n 6",
                 "41m  Warning  Unhealthy  pod/finder-7d9c8-2xkqp  Liveness probe failed: HTTP probe failed with "
                 "statuscode: 503\n"
                 "41m  Warning  Unhealthy  pod/finder-7d9c8-9wlmz  Liveness probe failed: HTTP probe failed with "
                 "statuscode: 503\n"
                 "40m  Normal   Killing    pod/finder-7d9c8-2xkqp  Container finder failed liveness probe, will "
                 "be restarted\n"
                 "40m  Normal   Killing    pod/finder-7d9c8-9wlmz  Container finder failed liveness probe, will "
                 "be restarted\n"
                 "3d   Warning  OOMKilled  pod/finder-7d9c8-9wlmz  Container finder exceeded memory limit\n"),
            bash("curl -s localhost:18080/actuator/health | jq -c '.components | keys'",
                 "[\"diskSpace\",\"livenessState\",\"opensearch\",\"ping\",\"readinessState\"]\n"),
            ("assistant", "Five changes I'd make:\n\n"
                          "1. **Autoscaling.** Two fixed replicas is thin for the evening peak. HPA with "
                          "minReplicas 4, maxReplicas 12, target 70% CPU.\n"
                          "2. **PodDisruptionBudget** with `maxUnavailable: 1`, so a node drain can't take both "
                          "pods at once (today it can).\n"
                          "3. **Drop the CPU limit**, keep the request. A 1-CPU limit throttles the JVM during GC "
                          "and JIT warm-up.\n"
                          "4. **Split the probes.** Both probes hit `/actuator/health`, which includes the "
                          "`opensearch` component. When OpenSearch is slow for 30 s, liveness fails on every pod "
                          "and Kubernetes restarts all of them at once, which is what the events above show. "
                          "Liveness should be `/actuator/health/liveness` (the process only), readiness "
                          "`/actuator/health/readiness` with the OpenSearch check in the readiness group.\n"
                          "5. **Heap sizing.** No -Xmx and no MaxRAMPercentage, so the JVM takes its default 25% "
                          "of the 1Gi limit for heap, and the OOMKill three days ago was the container, not the "
                          "heap. Raise the limit to 2Gi and set `-XX:MaxRAMPercentage=75`."),
            ("user", "1, 2 and 4 yes. 3 no: the search namespace has a LimitRange that rejects pods without a cpu "
                     "limit, and the platform quota is computed from limits. not fighting that battle for finder. "
                     "5 yes but 60, not 75. the opensearch client and netty keep a lot of direct buffers off-heap, "
                     "75 leaves too little room"),
            tool("Edit", {"file_path": f"{DEPLOY}/charts/finder/values-prod.yaml",
                          "old_string": "replicaCount: 2\n",
                          "new_string": ""},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{DEPLOY}/charts/finder/values-prod.yaml",
                          "old_string": "  limits: { cpu: \"1\", memory: 1Gi }\njavaOpts: \"-XX:+UseG1GC\"\n",
                          "new_string": "  limits: { cpu: \"1\", memory: 2Gi }\n"
                                        "javaOpts: \"-XX:+UseG1GC -XX:MaxRAMPercentage=60\"\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{DEPLOY}/charts/finder/values-prod.yaml",
                          "old_string": "probes:\n  liveness: { path: /actuator/health, periodSeconds: 10, "
                                        "failureThreshold: 3 }\n  readiness: { path: /actuator/health, "
                                        "periodSeconds: 5, failureThreshold: 2 }\n"
                                        "autoscaling: { enabled: false }\npdb: { enabled: false }\n",
                          "new_string": "probes:\n  liveness: { path: /actuator/health/liveness, periodSeconds: 10, "
                                        "failureThreshold: 3 }\n  readiness: { path: /actuator/health/readiness, "
                                        "periodSeconds: 5, failureThreshold: 2 }\n"
                                        "autoscaling:\n  enabled: true\n  minReplicas: 4\n  maxReplicas: 12\n"
                                        "  targetCPUUtilizationPercentage: 70\n"
                                        "pdb:\n  enabled: true\n  maxUnavailable: 1\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": "/home/mara/src/finder/src/main/resources/application-prod.yml",
                          "old_string": "management:\n  endpoint:\n    health:\n",
                          "new_string": "management:\n  endpoint:\n    health:\n      probes:\n        enabled: true\n"
                                        "      group:\n        readiness:\n"
                                        "          include: readinessState,opensearch\n"},
                 "The file has been updated."),
            bash("helm lint charts/finder -f charts/finder/values-prod.yaml && helm template finder charts/finder "
                 "-f charts/finder/values-prod.yaml | grep -E 'kind: (HorizontalPodAutoscaler|PodDisruptionBudget)|"
                 "MaxRAMPercentage|/actuator/health/'",
                 "==> Linting charts/finder\n1 chart(s) linted, 0 chart(s) failed\n"
                 "kind: PodDisruptionBudget\nkind: HorizontalPodAutoscaler\n"
                 "            value: \"-XX:+UseG1GC -XX:MaxRAMPercentage=60\"\n"
                 "              path: /actuator/health/liveness\n"
                 "              path: /actuator/health/readiness\n"),
            ("user", "looks right. summarise what we did so I can paste it in the PR"),
            ("assistant", "Summary for the PR:\n\n"
                          "**charts/finder (values-prod.yaml)**\n"
                          "- Autoscaling on: HPA with minReplicas 4, maxReplicas 12, target 70% CPU; the fixed "
                          "`replicaCount: 2` is removed so the HPA owns the count.\n"
                          "- PodDisruptionBudget with maxUnavailable 1, so drains take at most one finder pod at a "
                          "time.\n"
                          "- Probes split: liveness on `/actuator/health/liveness`, readiness on "
                          "`/actuator/health/readiness`. The OpenSearch check only affects readiness now, so a slow "
                          "OpenSearch takes pods out of the Service instead of restarting all of them.\n"
                          "- Memory limit 1Gi to 2Gi and `-XX:MaxRAMPercentage=60`, leaving about 800 MiB for "
                          "direct buffers, metaspace and threads.\n"
                          "- CPU limit unchanged at 1: the search namespace's LimitRange requires a CPU limit and the "
                          "platform quota is computed from limits.\n\n"
                          "**finder (application-prod.yml)**\n"
                          "- Spring Boot health probe groups enabled; the readiness group includes the opensearch "
                          "indicator.\n\n"
                          "Both repositories have uncommitted changes; nothing has been synced."),
        ],
        "facts": [
            fact("finder-hpa", "finder in production autoscales with an HPA: minReplicas 4, maxReplicas 12, target "
                               "70% CPU (replicaCount removed).",
                 "config", "assistant", ["minReplicas", ["maxReplicas", "12"], "70%"]),
            fact("finder-pdb", "finder has a PodDisruptionBudget with maxUnavailable 1.",
                 "config", "assistant", ["PodDisruptionBudget", "maxUnavailable"]),
            fact("finder-cpu-limit", "finder keeps its CPU limit (1): the search namespace's LimitRange rejects pods "
                                     "without a cpu limit and the platform quota is computed from limits.",
                 "decision", "user", ["LimitRange", ["cpu limit", "CPU limit"]]),
            fact("finder-probes", "finder's liveness probe is /actuator/health/liveness and readiness is "
                                  "/actuator/health/readiness (which includes opensearch), so a slow OpenSearch no "
                                  "longer makes every pod fail liveness and restart.",
                 "decision", "assistant", ["/actuator/health/liveness", "readiness"]),
            fact("finder-heap", "finder runs with a 2Gi memory limit and -XX:MaxRAMPercentage=60 (not 75), leaving "
                                "room for the OpenSearch client's and netty's off-heap direct buffers.",
                 "config", "user", ["MaxRAMPercentage", "60", "2Gi"]),
        ],
        "optional": [
            opt("finder-restarts", "finder's evening wobbles were liveness failures on /actuator/health when "
                                   "OpenSearch was slow, restarting all pods at once.",
                ["liveness", "opensearch"]),
        ],
        "questions": [
            q("What are finder's HPA bounds?", "minReplicas 4, maxReplicas 12, at 70% CPU", ["finder-hpa"]),
            q("Why does finder still have a CPU limit?",
              "the search namespace has a LimitRange that rejects pods without a cpu limit, and the quota is "
              "computed from limits", ["finder-cpu-limit"]),
            q("What MaxRAMPercentage does finder use?", "60, with a 2Gi limit", ["finder-heap"]),
        ],
    },
    {
        "id": "h32-cc-edge-questions",
        "project": EDGE,
        "start": datetime(2026, 11, 12, 19, 40),
        "about": "only questions while reading yard-edge and yard-deploy: Fastly/Varnish grace vs keep, soft vs "
                 "hard purge internals, request collapsing, Argo CD sync waves and hooks, and a kubectl jsonpath "
                 "one-liner; near-miss 'I can never remember kubectl's jsonpath'; nothing decided or changed",
        "steps": [
            ("user", "quiet evening, I want to actually understand the edge stuff instead of copy-pasting. in "
                     "varnish terms, what is the difference between grace and keep?"),
            ("assistant", "Every cached object has three timers after it's stored: `ttl`, then `grace`, then "
                          "`keep`.\n\n- Within **ttl** the object is fresh and served as is.\n- Within **grace** "
                          "(after ttl) it's stale but still servable: Varnish hands the stale copy to the client "
                          "and refreshes it with a background fetch. That's what Fastly exposes as "
                          "`stale_while_revalidate`, and `stale_if_error` is grace used only when the backend is "
                          "failing.\n- Within **keep** the object can't be served, but it's kept so Varnish can do a "
                          "conditional request (`If-None-Match` / `If-Modified-Since`) and get a cheap 304 instead "
                          "of the full body.\n\nAfter ttl + grace + keep the object is gone."),
            ("user", "and a soft purge vs a normal purge, what actually happens to the object?"),
            ("assistant", "A normal (hard) purge removes the object: the next request is a miss and waits for the "
                          "origin. A soft purge marks the object as expired, ttl set to zero, but leaves it in the "
                          "cache, so the grace and keep windows still apply: with stale_while_revalidate the next "
                          "visitor gets the stale copy immediately and one background fetch refreshes it. That's "
                          "why soft purges don't cause a thundering herd on the origin while hard purges of popular "
                          "objects can."),
            ("user", "if 500 people ask for the same uncached page in the same second, does the origin get 500 "
                     "requests?"),
            ("assistant", "Normally no: request collapsing. The first request goes to the origin and the other "
                          "499 wait on it and share the response. It breaks down in two cases. If the response is "
                          "uncacheable (`Cache-Control: private`, a `Set-Cookie`, or `return(pass)` in VCL), the "
                          "waiting requests are released and each goes to the origin on its own. And across a whole "
                          "site after a purge of everything, collapsing only helps per URL: a million different "
                          "URLs still mean a million origin fetches."),
            ("user", "switching to argo. in yard-deploy some manifests have argocd.argoproj.io/sync-wave: \"-1\". "
                     "what does that do?"),
            bash("rg -n 'sync-wave|hook:' apps/ | head -n 5",
                 "apps/finder/base/namespace.yaml:6:    argocd.argoproj.io/sync-wave: \"-1\"\n"
                 "apps/finder/base/configmap.yaml:7:    argocd.argoproj.io/sync-wave: \"0\"\n"
                 "apps/yard-web/base/migrate-job.yaml:8:    argocd.argoproj.io/hook: PreSync\n"
                 "apps/yard-web/base/deployment.yaml:9:    argocd.argoproj.io/sync-wave: \"1\"\n"),
            ("assistant", "A sync applies resources in waves, lowest number first, and waits for each wave to be "
                          "healthy before starting the next. Unannotated resources are wave 0. So the namespace "
                          "(wave -1) exists before the ConfigMap (0), which exists before the Deployment (1). "
                          "Hooks are separate: the `PreSync` hook on yard-web's migrate job runs before any wave is "
                          "applied, and if the Job fails, the sync stops there, so a failed migration never reaches "
                          "the Deployment."),
            ("user", "last one. I can never remember kubectl's jsonpath syntax. how do I list each pod in search "
                     "with its image?"),
            bash("kubectl -n search get pods -o jsonpath='{range .items[*]}{.metadata.name}{\"\\t\"}"
                 "{.spec.containers[0].image}{\"\\n\"}{end}'",
                 "finder-7d9c8-2xkqp\tregistry.brambleyard.internal/finder:2026.11.06-1\n"
                 "finder-7d9c8-9wlmz\tregistry.brambleyard.internal/finder:2026.11.06-1\n"),
            ("assistant", "`{range .items[*]}...{end}` loops over the pods, and `{\"\\t\"}` / `{\"\\n\"}` insert "
                          "literal tabs and newlines. `-o custom-columns=NAME:.metadata.name,"
                          "IMAGE:.spec.containers[0].image` gives the same with headers and is easier to type."),
            ("user", "custom-columns, that's the one I'll actually use. thanks, that's all for tonight"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h32-cc-yardweb-legacy-slug-postmortem",
        "project": WEB,
        "start": datetime(2026, 11, 16, 11, 0),
        "about": "yard-web: a pasted postmortem draft (by Ilse) for the 2026-11-13 outage; the person corrects the "
                 "root cause (legacy_slug dropped in the same deploy that stopped reading it, old pods raised "
                 "PG::UndefinedColumn, 500s for 11 minutes, not 'Argo CD synced too early'); of four action items "
                 "accepts 1 and 3 (two deploys for column removals, strong_migrations in CI) and rejects 2 "
                 "(30-minute freeze) and 4 (manual prod sync; auto-sync stays); 'memorize this' conditional rule; "
                 "near-miss 'the SRE team always freezes deploys in December, that's their call'",
        "steps": [
            ("user", "Ilse wrote the postmortem draft for friday, can you clean it up into "
                     "docs/postmortems/2026-11-13-legacy-slug.md. here it is:\n\n"
                     "---\n"
                     "# Listing pages 500 — 2026-11-13\n\n"
                     "**Impact:** listing pages returned 500 for ~11 minutes (14:02–14:13 UTC), ~38k failed "
                     "requests.\n\n"
                     "**Root cause:** Argo CD synced the new release too early, before the migration had "
                     "finished.\n\n"
                     "**Timeline:** 14:01 release 2026.11.13-2 merged. 14:02 PreSync migration "
                     "`20261113_drop_legacy_slug` ran. 14:02–14:13 old pods raise errors. 14:13 rollout "
                     "complete, errors stop.\n\n"
                     "**Action items:**\n"
                     "1. Column removals go out in two deploys: first ignore the column, drop it in a later "
                     "release.\n"
                     "2. Add a 30-minute deploy freeze after every release.\n"
                     "3. Add strong_migrations and run it in CI.\n"
                     "4. Switch production to manual sync in Argo CD.\n"
                     "---"),
            bash("git show 2026.11.13-2 --stat | tail -n 5 && sed -n 1,12p "
                 "db/migrate/20261113090000_drop_legacy_slug.rb",
                 " app/models/listing.rb                          |  9 +---\n"
                 " app/controllers/listings_controller.rb         |  4 +-\n"
                 " db/migrate/20261113090000_drop_legacy_slug.rb  |  5 ++\n"
                 " db/schema.rb                                   |  1 -\n"
                 " 4 files changed, 10 insertions(+), 9 deletions(-)\n"
                 "class DropLegacySlug < ActiveRecord::Migration[7.2]\n"
                 "  def change\n    remove_column :listings, :legacy_slug, :string\n  end\nend\n"),
            bash("kubectl -n web logs deploy/yard-web --since-time=2026-11-13T14:02:00Z --prefix 2>/dev/null | "
                 "grep -m 2 UndefinedColumn",
                 "[pod/yard-web-5c7f9-q2d8v] PG::UndefinedColumn: ERROR:  column listings.legacy_slug does not "
                 "exist\n"
                 "[pod/yard-web-5c7f9-xx41m] PG::UndefinedColumn: ERROR:  column listings.legacy_slug does not "
                 "exist\n"),
            ("assistant", "Before I tidy it up: the root cause line doesn't match what the logs show. The "
                          "migration ran as a PreSync hook and had finished before the new pods started, so the "
                          "sync wasn't early. The errors come from the **old** pods (yard-web-5c7f9-...): the same "
                          "release both removed the code that read legacy_slug and dropped the column. During the "
                          "rolling update the old pods were still running with Listing's cached column list, which "
                          "includes legacy_slug, so every `SELECT listings.legacy_slug, ...` they issued failed "
                          "with PG::UndefinedColumn until they were replaced."),
            ("user", "yes, that's it, Ilse's line is wrong. root cause: the column was dropped in the same deploy "
                     "that stopped using it, so the old pods still running during the rollout hit "
                     "PG::UndefinedColumn. fix that sentence. action items: 1 and 3 yes. 2 no, a freeze after every "
                     "release only slows us down and wouldn't have changed anything here. 4 no, auto-sync isn't "
                     "what broke, it stays on for production"),
            ("user", "and memorize this one, because I will not explain it a third time: if a migration removes or "
                     "renames a column, it always ships in two deploys. first deploy: the code stops using it and "
                     "the model gets ignored_columns. second deploy, later: the migration that drops or renames "
                     "it"),
            tool("Write", {"file_path": f"{WEB}/docs/postmortems/2026-11-13-legacy-slug.md",
                           "content": "# Listing pages 500 — 2026-11-13\n\n"
                                      "**Impact:** listing pages returned 500 for about 11 minutes (14:02–14:13 "
                                      "UTC), ~38k failed requests.\n\n"
                                      "**Root cause:** release 2026.11.13-2 dropped `listings.legacy_slug` in the "
                                      "same deploy that stopped using it. During the rolling update the old pods, "
                                      "whose Listing model still selected legacy_slug, raised PG::UndefinedColumn "
                                      "until they were replaced.\n\n"
                                      "**Action items:**\n"
                                      "1. Column removals and renames ship in two deploys: `ignored_columns` "
                                      "first, the migration in a later deploy.\n"
                                      "2. strong_migrations in the Gemfile and checked in CI.\n\n"
                                      "Considered and rejected: a 30-minute freeze after each release; manual "
                                      "sync for production (auto-sync stays on).\n"},
                 f"File created successfully at: {WEB}/docs/postmortems/2026-11-13-legacy-slug.md"),
            bash("bundle add strong_migrations --group development,test 2>&1 | tail -n 1 && bin/rails g "
                 "strong_migrations:install 2>&1 | tail -n 1",
                 "Fetching strong_migrations 2.1.0\n      create  config/initializers/strong_migrations.rb\n"),
            tool("Edit", {"file_path": f"{WEB}/.github/workflows/ci.yml",
                          "old_string": "      - run: bin/rails db:schema:load\n",
                          "new_string": "      - run: bin/rails db:schema:load\n"
                                        "      - name: migrations are safe (strong_migrations)\n"
                                        "        run: bin/rails db:migrate:redo STEP=3\n"},
                 "The file has been updated."),
            ("assistant", "strong_migrations 2.1.0 is installed and CI re-runs the last three migrations with it "
                          "loaded, so an unsafe `remove_column` without ignored_columns fails the build. Should I "
                          "aim to get this merged before the December freeze?"),
            ("user", "doesn't matter, the SRE team always freezes deploys in December, that's their call, and this "
                     "is CI only. merge it when it's green"),
            bash("bundle exec rspec 2>&1 | tail -n 1 && git add -A && git commit -qm 'postmortem 2026-11-13, "
                 "strong_migrations in CI' && git log -1 --oneline",
                 "2214 examples, 0 failures\n4e0a7c1 postmortem 2026-11-13, strong_migrations in CI\n"),
        ],
        "facts": [
            fact("slug-outage", "The 2026-11-13 yard-web outage (listing pages 500 for ~11 minutes): release "
                                "2026.11.13-2 dropped listings.legacy_slug in the same deploy that stopped using it, "
                                "so old pods still running during the rollout raised PG::UndefinedColumn; Argo CD "
                                "syncing early was not the cause.",
                 "fact", "user", ["legacy_slug", "UndefinedColumn", ["same deploy", "old pods"]]),
            fact("two-deploys", "If a migration removes or renames a column, it always ships in two deploys: first "
                                "the code stops using it and the model gets ignored_columns; the drop or rename "
                                "migration comes in a later deploy.",
                 "rule", "user", ["ignored_columns", ["two deploys", "second deploy"], ["removes or renames",
                                                                                      "column"]],
                 remember=True),
            fact("strong-migrations", "yard-web uses strong_migrations, checked in CI.",
                 "decision", "user", ["strong_migrations", "CI"]),
            fact("autosync-stays", "Argo CD auto-sync stays on for yard-web production; no 30-minute deploy freeze "
                                   "after releases (both rejected in the 2026-11-13 postmortem).",
                 "decision", "user", ["auto-sync", ["production", "prod"]]),
        ],
        "optional": [
            opt("pm-file", "The postmortem is docs/postmortems/2026-11-13-legacy-slug.md.",
                ["2026-11-13-legacy-slug"]),
            opt("presync", "yard-web migrations run as an Argo CD PreSync hook.", ["PreSync"]),
        ],
        "questions": [
            q("What caused the listing page 500s on 2026-11-13?",
              "legacy_slug was dropped in the same deploy that stopped using it, so old pods hit "
              "PG::UndefinedColumn", ["slug-outage"]),
            q("How does a migration that removes a column ship?",
              "in two deploys: ignored_columns first, the drop in a later deploy", ["two-deploys"]),
            q("Is Argo CD auto-sync on for yard-web production?", "yes, it stays on", ["autosync-stays"]),
        ],
    },
]
