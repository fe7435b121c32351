"""h32 Codex sessions, part c: moving yard-deploy's Argo CD Applications to an ApplicationSet (with a pasted runbook
excerpt), the platform team's PagerDuty on-call setup in Terraform, and the image cache key at the edge
(yard-edge)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DEPLOY = "/Users/joost/code/yard-deploy"
ONCALL = "/home/rui/work/yard-oncall"
EDGE = "/Users/joost/code/yard-edge"

SESSIONS = [
    {
        "id": "h32-cx-deploy-argocd-appset",
        "project": DEPLOY,
        "start": datetime(2026, 11, 25, 11, 0),
        "about": "yard-deploy: 14 hand-written Argo CD Applications replaced by one ApplicationSet with a git "
                 "directory generator over apps/*/overlays/*; app names <service>-<env>; a pasted runbook excerpt "
                 "whose 'Remember: never use argocd app rollback in production' (roll back with git revert) must "
                 "stay true; sync policy prod selfHeal without prune, staging/perf with prune; old apps deleted "
                 "without cascade after removing finalizers; staging first, prod the next morning",
        "steps": [
            ("user", "I want to get rid of the 14 hand-written Application manifests in argocd/apps/ and use one "
                     "ApplicationSet. every service already has apps/<service>/overlays/<env>"),
            shell("ls argocd/apps/ && sed -n 1,24p argocd/apps/finder-prod.yaml",
                  "finder-prod.yaml\nfinder-staging.yaml\nimgproxy-perf.yaml\nimgproxy-prod.yaml\nimgproxy-stg.yaml\n"
                  "redis-cache-prod.yaml\nunleash-prod.yaml\nunleash-staging.yaml\nyardweb-perf.yaml\n"
                  "yardweb-production.yaml\nyardweb-staging.yaml\nfinder-perf.yaml\notel-prod.yaml\n"
                  "otel-staging.yaml\n"
                  "apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: finder-prod\n"
                  "  namespace: argocd\n  finalizers: [resources-finalizer.argocd.argoproj.io]\nspec:\n"
                  "  project: default\n  source:\n    repoURL: git@github.com:brambleyard/yard-deploy.git\n"
                  "    targetRevision: main\n    path: apps/finder/overlays/prod\n"
                  "  destination: { server: https://kubernetes.default.svc, namespace: search }\n"
                  "  syncPolicy:\n    automated: { selfHeal: true }\n"),
            ("assistant", "A git directory generator over `apps/*/overlays/*` produces one Application per "
                          "service and environment, with `{{path[1]}}` as the service and `{{path.basename}}` as "
                          "the environment. The current names are inconsistent (yardweb-production, imgproxy-stg, "
                          "finder-prod), so the generated names will differ from some of today's. What naming do "
                          "you want?"),
            ("user", "names are <service>-<env>, env spelled exactly like the overlay directory. finder-prod, "
                     "yard-web-staging, imgproxy-perf. the old names go away"),
            ("assistant", "Careful with the old ones: they carry `resources-finalizer.argocd.argoproj.io`, so "
                          "deleting an Application also deletes everything it deployed. The safe order is: remove "
                          "the finalizer from the old Applications, create the ApplicationSet (with "
                          "`preserveResourcesOnDeletion: true` in its syncPolicy), let it adopt the resources, then "
                          "delete the old Applications with `--cascade=false`."),
            ("user", "good. and this bit from our runbook has to stay true after the migration, check the appset "
                     "doesn't break it:\n\n"
                     "> ## Rolling back yard-web or finder in production\n"
                     "> 1. Find the last good commit: `git log --oneline apps/<service>/overlays/prod`.\n"
                     "> 2. `git revert <bad commit>` and push to main. Argo CD syncs it within 3 minutes (or press "
                     "Refresh).\n"
                     "> 3. **Remember: never use `argocd app rollback` in production.** Argo CD refuses it while "
                     "auto-sync is on, and if you switch auto-sync off to force it, git no longer says what is "
                     "running.\n"
                     "> 4. Post in #incidents when the rollout has finished."),
            shell("kubectl -n argocd get cm argocd-cm -o jsonpath='{.data.timeout\\.reconciliation}{\"\\n\"}'",
                  "180s\n"),
            ("assistant", "It stays true: the generated Applications have automated sync just like the current "
                          "ones, so a `git revert` on main is picked up within the 180s reconciliation timeout, and "
                          "`argocd app rollback` keeps being refused while auto-sync is on. What sync policy per "
                          "environment? Today prod has selfHeal and no prune, the rest is mixed."),
            ("user", "prod: automated, selfHeal true, prune false. staging and perf: selfHeal and prune both true"),
            shell("apply_patch < /tmp/appset.patch && sed -n '/generators:/,/templatePatch/p' "
                  "argocd/appsets/services.yaml",
                  "Success. Updated the following files:\nA argocd/appsets/services.yaml\n"
                  "  generators:\n    - git:\n        repoURL: git@github.com:brambleyard/yard-deploy.git\n"
                  "        revision: main\n        directories:\n          - path: apps/*/overlays/*\n"
                  "  syncPolicy:\n    preserveResourcesOnDeletion: true\n"
                  "  template:\n    metadata:\n      name: '{{path[1]}}-{{path.basename}}'\n"
                  "  templatePatch: |\n"),
            shell("argocd appset generate argocd/appsets/services.yaml -o name | sort | tr '\\n' ' '",
                  "finder-perf finder-prod finder-staging imgproxy-perf imgproxy-prod imgproxy-staging otel-prod "
                  "otel-staging redis-cache-prod unleash-prod unleash-staging yard-web-perf yard-web-prod "
                  "yard-web-staging \n"),
            ("assistant", "14 Applications, all <service>-<env>; prod ones get prune false, the others prune true. "
                          "Renamed: yardweb-production to yard-web-prod, yardweb-staging to yard-web-staging, "
                          "yardweb-perf to yard-web-perf, imgproxy-stg to imgproxy-staging. Run the migration "
                          "now?"),
            ("user", "on the staging argo first. prod tomorrow morning, not at 4 on a tuesday"),
            shell("ARGOCD_CONTEXT=staging scripts/migrate-to-appset.sh 2>&1 | tail -n 5",
                  "removed finalizer from 14 applications\n"
                  "applicationset.argoproj.io/services created\n"
                  "waiting for 14 generated applications to be Synced/Healthy ... ok (2m41s)\n"
                  "deleted 14 old applications (cascade=false)\n"
                  "resources unchanged: 0 pods restarted\n"),
            ("assistant", "Staging is migrated: 14 generated Applications are Synced and Healthy, the old ones are "
                          "gone and no pod restarted. The same script runs against prod with "
                          "ARGOCD_CONTEXT=prod. The ApplicationSet and the script are committed on this branch, "
                          "the old argocd/apps/ manifests are still in git until prod is done."),
        ],
        "facts": [
            fact("appset", "yard-deploy's Argo CD Applications are generated by one ApplicationSet "
                           "(argocd/appsets/services.yaml) with a git directory generator over apps/*/overlays/*, "
                           "replacing 14 hand-written Application manifests.",
                 "decision", "user", ["ApplicationSet", "apps/*/overlays/*"]),
            fact("app-names", "Argo CD Application names are <service>-<env>, with env spelled exactly like the "
                              "overlay directory (finder-prod, yard-web-staging, imgproxy-perf).",
                 "convention", "user", ["<service>-<env>", ["finder-prod", "yard-web-staging"]]),
            fact("no-app-rollback", "Production rollbacks are done with git revert of the bad yard-deploy commit and "
                                    "an Argo CD sync; never use argocd app rollback in production (refused while "
                                    "auto-sync is on, and turning auto-sync off makes git lie about what runs).",
                 "rule", "user", ["argocd app rollback", "git revert"], remember=True),
            fact("sync-policy", "Argo CD sync policy: prod automated with selfHeal true and prune false; staging and "
                                "perf with selfHeal and prune both true.",
                 "config", "user", ["selfHeal", "prune", "prod"]),
        ],
        "optional": [
            opt("appset-migration", "Migrating to the ApplicationSet: remove the resources finalizer from old apps, "
                                    "preserveResourcesOnDeletion, delete old apps with --cascade=false "
                                    "(scripts/migrate-to-appset.sh).",
                ["cascade=false", "finalizer"]),
            opt("reconciliation", "Argo CD's timeout.reconciliation is 180s.", ["180s"]),
        ],
        "questions": [
            q("How do we roll back yard-web in production?",
              "git revert the bad commit in yard-deploy and push to main; never argocd app rollback",
              ["no-app-rollback"]),
            q("How are Argo CD Applications named?", "<service>-<env>, like finder-prod", ["app-names"]),
            q("Does Argo CD prune in production?", "no, prod has selfHeal true and prune false", ["sync-policy"]),
            q("What generates yard-deploy's Argo CD Applications?",
              "an ApplicationSet with a git directory generator over apps/*/overlays/*", ["appset"]),
        ],
    },
    {
        "id": "h32-cx-oncall-pagerduty-terraform",
        "project": ONCALL,
        "start": datetime(2026, 11, 26, 15, 30),
        "branch": "oncall/platform-rotation",
        "about": "yard-oncall (Terraform for PagerDuty): a bullet list of instructions with a remember inside "
                 "(PagerDuty only changed through this repo, never the web UI), branch names oncall/<short-thing>; "
                 "weekly rotation with Monday 10:00 Europe/Lisbon handoff; escalation to secondary 'remember' 15 "
                 "minutes, replaced later by 10 minutes; low-urgency notifications only in support hours "
                 "(09:00-18:00 weekdays)",
        "steps": [
            ("user", "hello. today the new on-call for the platform team in pagerduty, with terraform. some things "
                     "first:\n"
                     "- branch names are oncall/<short-thing>, no ticket numbers\n"
                     "- terraform fmt and terraform validate before every commit\n"
                     "- remember for good: changes to pagerduty go only through this repo. nobody clicks in the web "
                     "UI, the next apply reverts it anyway\n"
                     "- the plan output goes in the PR description"),
            shell("git switch -c oncall/platform-rotation && ls && sed -n 1,12p main.tf",
                  "Switched to a new branch 'oncall/platform-rotation'\n"
                  "README.md  main.tf  services.tf  users.tf  variables.tf\n"
                  "terraform {\n  required_providers {\n    pagerduty = { source = \"PagerDuty/pagerduty\", "
                  "version = \"~> 3.15\" }\n  }\n  backend \"s3\" { bucket = \"brambleyard-tfstate\", key = "
                  "\"oncall/terraform.tfstate\" }\n}\n"),
            ("assistant", "users.tf already has the five platform engineers. I'd add a schedule with one weekly "
                          "layer rotating through them, and an escalation policy: primary on-call, then the "
                          "secondary (the previous week's primary), then the engineering manager. Two things to "
                          "decide: when is the handoff, and after how many minutes does it escalate to the "
                          "secondary?"),
            ("user", "weekly, handoff on monday 10:00 Lisbon time. escalation to secondary after 15 minutes, "
                     "remember that number, the team decided it in the retro"),
            shell("apply_patch < /tmp/schedule.patch && terraform fmt -check && terraform validate && grep -n "
                  "'rotation_virtual_start\\|rotation_turn_length_seconds\\|time_zone\\|escalation_delay_in_minutes' "
                  "schedules.tf escalation.tf",
                  "Success. Updated the following files:\nA schedules.tf\nA escalation.tf\n"
                  "Success! The configuration is valid.\n\n"
                  "schedules.tf:3:  time_zone = \"Europe/Lisbon\"\n"
                  "schedules.tf:8:    rotation_virtual_start       = \"2026-11-30T10:00:00+00:00\"\n"
                  "schedules.tf:9:    rotation_turn_length_seconds = 604800\n"
                  "escalation.tf:6:    escalation_delay_in_minutes = 15\n"
                  "escalation.tf:14:    escalation_delay_in_minutes = 15\n"),
            ("assistant", "Schedule and escalation policy added, fmt and validate pass. One more question: the "
                          "alert routing sends severity page as high urgency and ticket as low urgency. Should "
                          "low-urgency incidents notify people at night and at weekends too, or only in support "
                          "hours?"),
            ("user", "only support hours. 09:00 to 18:00, weekdays, Lisbon"),
            shell("apply_patch < /tmp/support-hours.patch && terraform fmt -check && terraform validate && sed -n "
                  "'/support_hours/,/}/p' services.tf",
                  "Success. Updated the following files:\nM services.tf\n"
                  "Success! The configuration is valid.\n\n"
                  "  support_hours {\n    type         = \"fixed_time_per_day\"\n"
                  "    time_zone    = \"Europe/Lisbon\"\n    start_time   = \"09:00:00\"\n"
                  "    end_time     = \"18:00:00\"\n    days_of_week = [1, 2, 3, 4, 5]\n  }\n"),
            ("user", "ah no, wait. replace what I said about the 15 minutes: it is 10 minutes. the 15 was the "
                     "policy from last year, in the retro we went down to 10. sorry"),
            shell("sed -i 's/escalation_delay_in_minutes = 15/escalation_delay_in_minutes = 10/' escalation.tf && "
                  "terraform fmt -check && terraform validate && terraform plan -no-color | tail -n 3",
                  "Success! The configuration is valid.\n\n"
                  "Plan: 4 to add, 1 to change, 0 to destroy.\n\n"
                  "Note: You didn't use the -out option to save this plan.\n"),
            ("assistant", "Escalation to the secondary is now 10 minutes at both levels. Plan: 4 to add (schedule, "
                          "escalation policy and two escalation rules), 1 to change (the platform service's "
                          "urgency rules with support hours)."),
            ("user", "good. commit, I open the PR and paste the plan"),
            shell("terraform fmt -check && terraform validate >/dev/null && git add -A && git commit -qm 'platform "
                  "on-call: weekly rotation, 10 min escalation, low urgency in support hours' && git log -1 "
                  "--oneline",
                  "c61d8a2 platform on-call: weekly rotation, 10 min escalation, low urgency in support hours\n"),
        ],
        "facts": [
            fact("pd-terraform-only", "PagerDuty is changed only through the yard-oncall Terraform repo; nobody "
                                      "clicks in the PagerDuty web UI (the next apply reverts it).",
                 "rule", "user", ["terraform", ["web UI", "UI"]], remember=True),
            fact("escalation", "Platform on-call escalates to the secondary after 10 minutes (not 15, last year's "
                               "policy).",
                 "config", "user", ["escalation", ["10 minutes", "escalation_delay_in_minutes = 10"], "secondary"],
                 remember=True),
            fact("rotation", "The platform on-call rotation is weekly with the handoff on Monday 10:00 Lisbon time "
                             "(Europe/Lisbon).",
                 "config", "user", ["weekly", ["monday 10:00", "10:00"], ["Lisbon", "Europe/Lisbon"]]),
            fact("low-urgency", "Low-urgency PagerDuty incidents notify only in support hours: 09:00-18:00 on "
                                "weekdays, Lisbon time.",
                 "config", "user", [["low urgency", "low-urgency"], ["support hours", "09:00"]]),
            fact("oncall-branches", "Branches in yard-oncall are named oncall/<short-thing>, without ticket "
                                    "numbers.",
                 "convention", "user", ["oncall/<short-thing>", "ticket numbers"]),
        ],
        "optional": [
            opt("tf-checks", "terraform fmt and terraform validate run before every commit in yard-oncall.",
                ["terraform fmt", "validate"]),
            opt("escalation-chain", "Escalation chain: primary, then secondary (the previous week's primary), then "
                                    "the engineering manager.",
                ["engineering manager"]),
        ],
        "questions": [
            q("After how many minutes does platform on-call escalate to the secondary?", "10 minutes",
              ["escalation"]),
            q("When is the on-call handoff?", "weekly, on Monday 10:00 Lisbon time", ["rotation"]),
            q("Can I change PagerDuty settings in the web UI?",
              "no, only through the terraform repo; the next apply reverts it", ["pd-terraform-only"]),
            q("When do low-urgency incidents notify?", "only in support hours, 09:00 to 18:00 on weekdays",
              ["low-urgency"]),
        ],
    },
    {
        "id": "h32-cx-edge-image-cache-key",
        "project": EDGE,
        "start": datetime(2026, 11, 27, 13, 45),
        "about": "yard-edge: image hit ratio only 71%; causes tracking query strings (utm_*, fbclid, gclid, an old "
                 "?w=) and Vary on the raw Accept header; query strings stripped on /img/, Accept normalised into "
                 "X-Img-Format (avif, webp, jpeg); edge TTL 30 days and browser max-age 1 year immutable; "
                 "no-punctuation remember: only the sizes in presets.yml (thumb, card, detail)",
        "steps": [
            ("user", "image hit ratio at the edge is 71%. our image urls carry the content hash, nothing ever "
                     "changes, it should be 98 or more. find out why"),
            shell("fastly log-sample --service-id \"$FASTLY_SERVICE\" --path-prefix /img/ --limit 200000 | jq -r "
                  "'[.url, .req_accept] | @tsv' > /tmp/img.tsv && cut -f1 /tmp/img.tsv | grep -c '?' && cut -f1 "
                  "/tmp/img.tsv | grep -o '?[a-z_]*' | sort | uniq -c | sort -rn | head -n 5 && cut -f2 /tmp/img.tsv "
                  "| sort -u | wc -l",
                  "46112\n  21904 ?utm_source\n  12877 ?fbclid\n   6310 ?w\n   3986 ?gclid\n   1035 ?ref\n"
                  "412\n"),
            ("assistant", "Two things split the cache:\n\n"
                          "1. **Query strings.** 23% of image requests carry one: utm_source, fbclid and gclid from "
                          "shared links, and `?w=` from the old lightbox script. imgproxy ignores all of them, but "
                          "each distinct URL is its own cache key at the edge.\n"
                          "2. **Vary: Accept.** imgproxy picks AVIF or WebP from the Accept header and answers "
                          "`Vary: Accept`, so Fastly keeps a variant per distinct Accept string. There are 412 "
                          "different Accept values in the sample, one per browser version, though only three "
                          "outputs exist."),
            ("user", "strip every query string on /img/, all of it. the preset is in the path, there's nothing in "
                     "the query we need. and for accept?"),
            ("assistant", "In vcl_recv, reduce Accept to one of three values and put it in a header "
                          "X-Img-Format: `avif` if Accept contains image/avif, else `webp` if it contains "
                          "image/webp, else `jpeg`. Set Accept to the matching single type before passing to "
                          "imgproxy, and in vcl_fetch replace `Vary: Accept` with `Vary: X-Img-Format`. Then each "
                          "image has at most three variants."),
            ("user", "do that"),
            shell("apply_patch < /tmp/img-key.patch && sed -n '/# images/,/^}/p' vcl/recv.vcl",
                  "Success. Updated the following files:\nM vcl/recv.vcl\nM vcl/fetch.vcl\n"
                  "# images: one cache key per path and format\n"
                  "if (req.url.path ~ \"^/img/\") {\n"
                  "  set req.url = req.url.path;\n"
                  "  if (req.http.Accept ~ \"image/avif\") { set req.http.X-Img-Format = \"avif\"; }\n"
                  "  elsif (req.http.Accept ~ \"image/webp\") { set req.http.X-Img-Format = \"webp\"; }\n"
                  "  else { set req.http.X-Img-Format = \"jpeg\"; }\n"
                  "  set req.http.Accept = \"image/\" req.http.X-Img-Format;\n"
                  "}\n"),
            ("user", "TTL: 30 days at the edge for /img/, and the browser gets public, max-age=31536000, immutable. "
                     "the url has the content hash so that's safe"),
            shell("apply_patch < /tmp/img-ttl.patch && grep -n 'img' -A4 vcl/fetch.vcl | grep -E 'ttl|Cache-Control|"
                  "Vary'",
                  "Success. Updated the following files:\nM vcl/fetch.vcl\n"
                  "14-  set beresp.ttl = 30d;\n"
                  "15-  set beresp.http.Cache-Control = \"public, max-age=31536000, immutable\";\n"
                  "16-  set beresp.http.Vary = \"X-Img-Format\";\n"),
            ("user", "keep this in mind for later we only serve the sizes in presets.yml thumb card detail nothing "
                     "else no arbitrary widths if someone wants a new size it goes in presets.yml first"),
            shell("cat presets.yml && make vcl-test 2>&1 | tail -n 3",
                  "thumb:  { width: 240, height: 240, resizing_type: fill }\n"
                  "card:   { width: 480, height: 360, resizing_type: fill }\n"
                  "detail: { width: 1200, resizing_type: fit }\n"
                  "ok   img_query_stripped\nok   img_accept_normalised (avif, webp, jpeg)\n"
                  "14 passed, 0 failed\n"),
            ("assistant", "The VCL tests pass. /img/ requests now drop their query string and carry X-Img-Format, "
                          "responses vary on X-Img-Format only, the edge keeps them 30 days and browsers get "
                          "max-age=31536000, immutable. presets.yml has thumb (240), card (480) and detail (1200), "
                          "and imgproxy only serves those. Not committed yet."),
        ],
        "facts": [
            fact("img-query", "All query strings are stripped from /img/ requests at the edge (utm_source, fbclid, "
                              "gclid, ?w= split the cache; the preset is in the path).",
                 "decision", "user", ["query string", "/img/"]),
            fact("img-accept", "The edge normalises Accept for images into X-Img-Format (avif, webp or jpeg) and "
                               "varies on X-Img-Format instead of Accept, so each image has at most three variants.",
                 "decision", "assistant", ["X-Img-Format", ["avif", "webp"], "Vary"]),
            fact("img-ttl", "Images under /img/ are cached 30 days at the edge and sent to browsers with public, "
                            "max-age=31536000, immutable (URLs carry the content hash).",
                 "config", "user", [["30 days", "30d"], ["max-age=31536000", "immutable"]]),
            fact("presets-only", "Only the image sizes in presets.yml (thumb, card, detail) are served, no arbitrary "
                                 "widths; a new size goes into presets.yml first.",
                 "rule", "user", ["presets.yml", ["arbitrary widths", "thumb"]], remember=True),
        ],
        "optional": [
            opt("preset-sizes", "Presets: thumb 240x240, card 480x360, detail 1200 wide.", ["240", "1200"]),
            opt("img-hit-cause", "The 71% image hit ratio came from tracking query strings and Vary on the raw "
                                 "Accept header (412 distinct values).",
                ["71%", "Accept"]),
        ],
        "questions": [
            q("What happens to query strings on /img/ requests?", "they are stripped, all of them", ["img-query"]),
            q("What do image responses vary on at the edge?", "X-Img-Format (avif, webp or jpeg)", ["img-accept"]),
            q("How long does the edge keep images?", "30 days", ["img-ttl"]),
            q("Which image sizes can be served?", "only the sizes in presets.yml: thumb, card, detail",
              ["presets-only"]),
        ],
    },
]
