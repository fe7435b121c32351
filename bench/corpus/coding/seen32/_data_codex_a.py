"""h32 Codex sessions, part a: RFC 0007 choosing brambleyard's feature flag system, SLO burn-rate alerts for finder in
yard-observe (Prometheus/Alertmanager), and trace sampling for the OpenTelemetry collector."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

RFCS = "/Users/joost/code/platform-rfcs"
OBSERVE = "/home/rui/work/yard-observe"

SESSIONS = [
    {
        "id": "h32-cx-rfcs-feature-flags",
        "project": RFCS,
        "start": datetime(2026, 11, 3, 9, 30),
        "about": "platform-rfcs: RFC 0007 feature flags; Unleash self-hosted chosen; LaunchDarkly rejected on price "
                 "(~94k a year quote), Flipper (already in yard-web) rejected as Ruby-only, GrowthBook rejected as "
                 "an experimentation tool (experiments stay in Amplitude); 'you'll want this next session' Unleash "
                 "in the flags namespace with a database called unleash on the main Postgres cluster; three "
                 "environments; flags evaluated server-side only",
        "steps": [
            ("user", "RFC 0007, feature flags, has to be done by thursday. candidates are LaunchDarkly, Unleash "
                     "self-hosted, Flipper and GrowthBook. skeleton is in rfcs/, fill in the comparison"),
            shell("sed -n 1,30p rfcs/0007-feature-flags.md",
                  "# RFC 0007: Feature flags\n\nStatus: draft\nAuthor: Joost\n\n## Problem\n\n"
                  "Flags today are ENV variables and a handful of Flipper flags in yard-web. Turning something off "
                  "means a deploy (finder, imgproxy-signer) or a Rails console (yard-web).\n\n"
                  "## Options\n\nTODO\n\n## Decision\n\nTODO\n"),
            shell("rg -c 'Flipper' ../yard-web/app ../yard-web/config | awk -F: '{s+=$2} END {print s}'; "
                  "rg -n '^    flipper' ../yard-web/Gemfile.lock",
                  "23\n    flipper (1.3.2)\n    flipper-active_record (1.3.2)\n    flipper-ui (1.3.2)\n"),
            ("assistant", "Comparison, with what matters for brambleyard:\n\n"
                          "| | LaunchDarkly | Unleash (self-hosted) | Flipper | GrowthBook |\n"
                          "|---|---|---|---|---|\n"
                          "| Hosting | SaaS | our cluster + Postgres | inside yard-web | SaaS or self-hosted |\n"
                          "| SDKs we need (Ruby, Kotlin/JVM, Go) | all | all | Ruby only | all |\n"
                          "| Gradual rollout, targeting | yes | yes (strategies) | percentage + actors | yes |\n"
                          "| UI for non-engineers | yes | yes | flipper-ui, basic | yes |\n"
                          "| Cost | per seat + per MAU | infra only | none | free tier / per seat |\n\n"
                          "Flipper is already in yard-web (23 references, flipper 1.3.2), which makes it the "
                          "cheapest start, but it has no SDK for finder (Kotlin) or imgproxy-signer (Go)."),
            ("user", "LaunchDarkly sent the quote yesterday, 94k a year for the plan with the targeting we need. "
                     "decision: Unleash, self-hosted. LaunchDarkly is out on price, that's an absurd amount for "
                     "what we use. Flipper is out because it's Ruby only, finder and the Go signer need flags too. "
                     "GrowthBook is out because it's an experimentation tool first, our experiments live in "
                     "Amplitude and I don't want two sources of truth for experiments"),
            shell("apply_patch < /tmp/rfc0007-decision.patch && sed -n '/## Decision/,$p' rfcs/0007-feature-flags.md",
                  "Success. Updated the following files:\nM rfcs/0007-feature-flags.md\n"
                  "## Decision\n\nUnleash, self-hosted on our cluster.\n\n"
                  "- LaunchDarkly: rejected on price (quote of ~94k a year).\n"
                  "- Flipper: rejected, Ruby only; finder (Kotlin) and imgproxy-signer (Go) need flags too. The "
                  "existing Flipper flags move to Unleash and the gem is removed.\n"
                  "- GrowthBook: rejected, an experimentation tool first; experiments stay in Amplitude.\n"),
            ("assistant", "Decision section written. For the Deployment section: the Unleash Helm chart bundles "
                          "its own Postgres by default. Do you want that, or a database on an existing cluster? "
                          "And which namespace?"),
            ("user", "you'll want this next session: unleash runs in its own namespace, the flags namespace. its "
                     "database is a separate database called unleash on the main Postgres cluster, not the chart's "
                     "bundled postgres, so it's covered by the pgBackRest backups like everything else"),
            ("user", "environments in unleash: development, staging, production. that's it, no per-developer "
                     "environments, people use their local overrides"),
            ("assistant", "One thing the RFC should say explicitly: where flags are evaluated. I'd propose "
                          "server-side only. The browser never gets an Unleash frontend token; yard-web evaluates "
                          "the flags a page needs and passes the results to the frontend in the page payload. That "
                          "keeps flag names and targeting rules out of the JavaScript bundle."),
            ("user", "yes, server-side only. put it in"),
            shell("apply_patch < /tmp/rfc0007-deploy.patch && sed -n '/## Deployment/,/## Decision/p' "
                  "rfcs/0007-feature-flags.md",
                  "Success. Updated the following files:\nM rfcs/0007-feature-flags.md\n"
                  "## Deployment\n\n- Namespace `flags`, official Unleash Helm chart, bundled Postgres disabled.\n"
                  "- Database `unleash` on the main Postgres cluster (covered by pgBackRest).\n"
                  "- Environments: development, staging, production.\n"
                  "- Flags are evaluated server-side only; no frontend tokens. yard-web passes flag results to the "
                  "frontend in the page payload.\n\n"),
            shell("git add rfcs/0007-feature-flags.md && git commit -qm 'RFC 0007: feature flags, Unleash' && git "
                  "log -1 --oneline",
                  "91ce4d0 RFC 0007: feature flags, Unleash\n"),
        ],
        "facts": [
            fact("flag-vendor", "brambleyard's feature flags use Unleash, self-hosted; LaunchDarkly rejected on price "
                                "(~94k a year), Flipper rejected as Ruby-only (finder and the Go signer need flags), "
                                "GrowthBook rejected as an experimentation tool (experiments stay in Amplitude).",
                 "decision", "user", ["Unleash", ["LaunchDarkly", "Flipper"], ["price", "94k", "Ruby only"]]),
            fact("unleash-db", "Unleash runs in its own namespace, flags, with a separate database called unleash on "
                               "the main Postgres cluster (not the chart's bundled Postgres), covered by the "
                               "pgBackRest backups.",
                 "config", "user", ["flags namespace", "unleash", "pgBackRest"],
                 remember=True),
            fact("unleash-envs", "Unleash has three environments: development, staging, production; no "
                                 "per-developer environments.",
                 "config", "user", ["development", "staging", "production"]),
            fact("server-side-flags", "Feature flags are evaluated server-side only; the browser never gets an "
                                      "Unleash frontend token, yard-web passes flag results in the page payload.",
                 "decision", "assistant", ["server-side", ["frontend token", "page payload"]]),
        ],
        "optional": [
            opt("flipper-migration", "The existing Flipper flags in yard-web move to Unleash and the gem is "
                                     "removed.",
                ["Flipper"]),
            opt("rfc-file", "RFC 0007 is rfcs/0007-feature-flags.md in platform-rfcs.", ["0007"]),
        ],
        "questions": [
            q("Which feature flag system did brambleyard pick?", "Unleash, self-hosted", ["flag-vendor"]),
            q("Where is the Unleash database?",
              "a separate database called unleash on the main Postgres cluster, covered by pgBackRest",
              ["unleash-db"]),
            q("Where are feature flags evaluated?", "server-side only", ["server-side-flags"]),
        ],
    },
    {
        "id": "h32-cx-observe-finder-slo-alerts",
        "project": OBSERVE,
        "start": datetime(2026, 11, 5, 16, 0),
        "about": "yard-observe: SLO burn-rate alerts for finder; lettered questions answered 'a) 28d b) 99.5 c) "
                 "only on weekdays' (ticket alerts to Slack only on weekdays); 'don't lose this:' alert naming "
                 "<Service><Symptom> in PascalCase, no Alert suffix; labels severity/team/service; conditional rule "
                 "that severity page needs runbook_url and for: at least 5m; near-miss 'note: the finder SLO "
                 "dashboard is a draft'",
        "steps": [
            ("user", "finder needs real SLO alerts. today we have finder_down and a HighLatencyAlert that fires "
                     "every night at 3 when the reindex runs and everybody ignores. I want burn rate alerts"),
            shell("ls rules/ && sed -n 1,40p rules/finder.yml",
                  "finder.yml\nimgproxy.yml\nyard-web.yml\n"
                  "groups:\n- name: finder\n  rules:\n  - alert: finder_down\n"
                  "    expr: up{job=\"finder\"} == 0\n    for: 1m\n    labels: { severity: critical }\n"
                  "  - alert: HighLatencyAlert\n    expr: histogram_quantile(0.99, sum by (le) "
                  "(rate(http_server_requests_seconds_bucket{job=\"finder\"}[5m]))) > 1\n"
                  "    labels: { severity: warning }\n"),
            ("assistant", "Multi-window burn-rate alerts compare how fast the error budget is being spent with "
                          "the rate that would exactly use it up in the SLO window. Three things I need from you:\n\n"
                          "a) SLO window: 28 days or 30 days?\n"
                          "b) Availability target: 99.5% or 99.9%?\n"
                          "c) Page-level alerts go to PagerDuty at any hour. Should ticket-level alerts post to "
                          "Slack around the clock too?"),
            ("user", "a) 28d b) 99.5 c) only on weekdays"),
            ("assistant", "So: 99.5% availability over 28 days, which is about 3 h 22 min of error budget. Ticket "
                          "alerts go to #platform-alerts Monday to Friday; at weekends Alertmanager holds them with "
                          "a mute time interval and they arrive on Monday morning. Pages go out at any time."),
            ("user", "don't lose this: alert names are <Service><Symptom> in PascalCase. FinderErrorBudgetBurn, "
                     "YardWebHighLatency, ImgproxyOOMKills. no Alert suffix, no snake_case, no severity in the "
                     "name. rename the two old ones while you're in there"),
            ("user", "labels too. every alert has exactly severity (page or ticket), team and service, and service "
                     "is the app label of the kubernetes workload, so finder, not finder-api or search"),
            ("user", "and a rule for CI: if an alert has severity page, it must have a runbook_url annotation and "
                     "for: of at least 5m. fail the build otherwise. no exceptions, I'm tired of pages at 3am with "
                     "no runbook"),
            shell("apply_patch < /tmp/finder-slo.patch && sed -n '/FinderErrorBudgetBurn/,/runbook_url/p' "
                  "rules/finder.yml | head -n 14",
                  "Success. Updated the following files:\nM rules/finder.yml\nA scripts/check_page_alerts.py\n"
                  "M .github/workflows/ci.yml\n"
                  "  - alert: FinderErrorBudgetBurn\n"
                  "    expr: |\n"
                  "      (finder:error_ratio:rate1h > (14.4 * 0.005) and finder:error_ratio:rate5m > (14.4 * 0.005))\n"
                  "      or\n"
                  "      (finder:error_ratio:rate6h > (6 * 0.005) and finder:error_ratio:rate30m > (6 * 0.005))\n"
                  "    for: 5m\n"
                  "    labels: { severity: page, team: search, service: finder }\n"
                  "    annotations:\n"
                  "      summary: finder is burning its 28d error budget too fast\n"
                  "      runbook_url: https://runbooks.brambleyard.internal/finder/error-budget-burn\n"),
            shell("promtool check rules rules/*.yml && python scripts/check_page_alerts.py rules/",
                  "Checking rules/finder.yml\n  SUCCESS: 9 rules found\nChecking rules/imgproxy.yml\n"
                  "  SUCCESS: 4 rules found\nChecking rules/yard-web.yml\n  SUCCESS: 7 rules found\n"
                  "rules/yard-web.yml: YardWebDown: severity page without runbook_url\n"
                  "rules/imgproxy.yml: imgproxy_oom: severity page with for: 1m (< 5m)\n"
                  "2 problems\n"),
            ("assistant", "The new finder rules pass: FinderErrorBudgetBurn (14.4x over 1h and 5m, or 6x over 6h "
                          "and 30m, page) and FinderErrorBudgetSlowBurn (1x over 3d and 6h, ticket); "
                          "finder_down became FinderDown and HighLatencyAlert became FinderHighLatency with "
                          "severity ticket. The new check already finds two older alerts that break the page rule: "
                          "YardWebDown has no runbook_url and imgproxy_oom pages after 1m. Fix those too?"),
            ("user", "yes, rename imgproxy_oom to ImgproxyOOMKills with for: 5m, and the YardWebDown runbook is "
                     "https://runbooks.brambleyard.internal/yard-web/down. note: the finder SLO dashboard is a "
                     "draft, I'll finish it tomorrow, don't link it anywhere yet"),
            shell("apply_patch < /tmp/fix-old.patch && python scripts/check_page_alerts.py rules/ && git add -A && "
                  "git commit -qm 'finder SLO burn-rate alerts; page alerts need runbook_url and for >= 5m' && git "
                  "log -1 --oneline",
                  "Success. Updated the following files:\nM rules/imgproxy.yml\nM rules/yard-web.yml\n"
                  "0 problems\n"
                  "3fa81c2 finder SLO burn-rate alerts; page alerts need runbook_url and for >= 5m\n"),
        ],
        "facts": [
            fact("finder-slo", "finder's availability SLO is 99.5% over a 28-day window.",
                 "config", "user", ["99.5", "28d"]),
            fact("ticket-weekdays", "Ticket-severity alerts post to Slack (#platform-alerts) only on weekdays; at "
                                    "weekends Alertmanager mutes them until Monday. Pages go out at any time.",
                 "config", "user", [["ticket", "ticket-level"], "weekdays"]),
            fact("alert-naming", "Prometheus alert names are <Service><Symptom> in PascalCase (FinderErrorBudgetBurn, "
                                 "YardWebHighLatency); no Alert suffix, no snake_case, no severity in the name.",
                 "convention", "user", ["<Service><Symptom>", "PascalCase"], remember=True),
            fact("alert-labels", "Every alert has exactly the labels severity (page or ticket), team and service; "
                                 "service is the app label of the Kubernetes workload (e.g. finder).",
                 "convention", "user", ["severity", "team", ["service", "app label"]]),
            fact("page-rule", "If an alert has severity page it must have a runbook_url annotation and for: of at "
                              "least 5m; scripts/check_page_alerts.py fails CI otherwise.",
                 "rule", "user", ["runbook_url", "5m", ["severity page", "page"]]),
        ],
        "optional": [
            opt("burn-rates", "FinderErrorBudgetBurn pages at 14.4x over 1h/5m or 6x over 6h/30m; the slow burn "
                              "ticket is 1x over 3d/6h.",
                ["14.4"]),
            opt("check-script", "scripts/check_page_alerts.py checks page alerts in yard-observe CI.",
                ["check_page_alerts"]),
        ],
        "questions": [
            q("What is finder's availability SLO?", "99.5% over 28d", ["finder-slo"]),
            q("How are Prometheus alerts named?", "<Service><Symptom> in PascalCase, no Alert suffix",
              ["alert-naming"]),
            q("What does an alert with severity page need?", "a runbook_url annotation and for: of at least 5m",
              ["page-rule"]),
            q("When do ticket alerts reach Slack?", "only on weekdays", ["ticket-weekdays"]),
        ],
    },
    {
        "id": "h32-cx-observe-otel-sampling",
        "project": OBSERVE,
        "start": datetime(2026, 11, 11, 10, 0),
        "about": "yard-observe: the OpenTelemetry collector OOMs and Jaeger grows 60 GB a day at 100% sampling; "
                 "speculation (Tempo instead of Jaeger, eBPF auto-instrumentation) deferred; tail sampling chosen "
                 "then reversed (would need a loadbalancing collector tier) in favour of head sampling "
                 "parentbased_traceidratio 0.1 in the SDKs; memory_limiter limit_mib 1600 / spike 400 on the 2Gi "
                 "collector; service.name = Deployment name, said twice",
        "steps": [
            ("user", "tracing is a mess. the otel collector OOMs every couple of days and jaeger's storage grows "
                     "about 60 GB a day. we keep 100% of spans. we need sampling"),
            shell("kubectl -n observability get deploy otel-collector -o jsonpath='{.spec.replicas} "
                  "{.spec.template.spec.containers[0].resources.limits.memory}{\"\\n\"}' && sed -n "
                  "'/processors:/,/exporters:/p' collector/config.yaml && promtool query instant \"$PROM_URL\" "
                  "'sum(rate(otelcol_receiver_accepted_spans[5m]))'",
                  "2 2Gi\nprocessors:\n  batch: {}\nexporters:\n"
                  "{} => 18234.6\n"),
            ("assistant", "Two collectors with a 2Gi limit each, only a batch processor (no memory_limiter, so "
                          "nothing pushes back before the OOM), and about 18k spans per second.\n\n"
                          "Sampling options:\n"
                          "- **Head sampling** in the SDKs: `parentbased_traceidratio` decides at the root span; "
                          "child services follow the parent's decision, so traces stay complete. Cheap, but it's "
                          "blind to errors and latency.\n"
                          "- **Tail sampling** in the collector: wait until a trace is complete, then keep all "
                          "errors and slow traces plus a share of the rest. The catch: every span of a trace must "
                          "reach the same collector, which means a first tier with the loadbalancing exporter in "
                          "front of the sampling tier.\n"
                          "- Both."),
            ("user", "thinking out loud: at some point we should maybe drop jaeger for tempo, object storage is "
                     "way cheaper than the elasticsearch jaeger uses. and someone in the guild keeps talking about "
                     "beyla / ebpf auto-instrumentation. not today, neither of those. for now: tail sampling. keep "
                     "all errors, everything slower than 1s, 5% of the rest"),
            shell("apply_patch < /tmp/tail-sampling.patch && sed -n '/tail_sampling:/,/^  [a-z]/p' "
                  "collector/config.yaml | head -n 14",
                  "Success. Updated the following files:\nM collector/config.yaml\n"
                  "  tail_sampling:\n    decision_wait: 10s\n    num_traces: 200000\n    policies:\n"
                  "      - { name: errors, type: status_code, status_code: { status_codes: [ERROR] } }\n"
                  "      - { name: slow, type: latency, latency: { threshold_ms: 1000 } }\n"
                  "      - { name: rest, type: probabilistic, probabilistic: { sampling_percentage: 5 } }\n"),
            ("user", "also: every service sets service.name to exactly its kubernetes Deployment name, kebab-case. "
                     "yard-web, finder, imgproxy. remember that, half our traces say unknown_service:java"),
            shell("rg -n 'OTEL_SERVICE_NAME' ../yard-deploy/apps/*/base/*.yaml",
                  "../yard-deploy/apps/yard-web/base/deployment.yaml:41:            - { name: OTEL_SERVICE_NAME, "
                  "value: yard-web }\n"
                  "../yard-deploy/apps/imgproxy/base/deployment.yaml:33:            - { name: OTEL_SERVICE_NAME, "
                  "value: imgproxy }\n"),
            shell("apply_patch < /tmp/finder-service-name.patch && rg -n 'OTEL_SERVICE_NAME' "
                  "../yard-deploy/apps/finder/base/deployment.yaml",
                  "Success. Updated the following files:\nM ../yard-deploy/apps/finder/base/deployment.yaml\n"
                  "../yard-deploy/apps/finder/base/deployment.yaml:52:            - { name: OTEL_SERVICE_NAME, "
                  "value: finder }\n"),
            shell("kubectl --context staging -n observability rollout restart deploy/otel-collector >/dev/null && "
                  "sleep 600 && kubectl --context staging -n observability top pods -l app=otel-collector",
                  "NAME                              CPU(cores)   MEMORY(bytes)\n"
                  "otel-collector-6f4d7b8c9-kx2lp    1380m        1911Mi\n"
                  "otel-collector-6f4d7b8c9-w7qzm    1122m        1874Mi\n"),
            ("assistant", "In staging, with tail sampling and only two collectors, memory sits at about 1.9Gi after "
                          "10 minutes: with decision_wait 10s each collector holds every span of the last 10 "
                          "seconds. And the sampling isn't correct yet: spans of one trace land on both "
                          "collectors, so each decides on half a trace. Doing it properly in production means a "
                          "loadbalancing tier (2 or 3 more pods) in front of a sampling tier with bigger limits."),
            ("user", "ok, forget tail sampling. I'm not running two tiers of collectors for this. head sampling in "
                     "the SDKs: parentbased_traceidratio at 10%. the errors we lose, we have the logs with the trace "
                     "id anyway. revert the tail_sampling config"),
            shell("git checkout collector/config.yaml && apply_patch < /tmp/head-sampling.patch && rg -n "
                  "'OTEL_TRACES_SAMPLER' ../yard-deploy/components/otel-env/*.yaml",
                  "Success. Updated the following files:\nM ../yard-deploy/components/otel-env/env.yaml\n"
                  "../yard-deploy/components/otel-env/env.yaml:4:  - { name: OTEL_TRACES_SAMPLER, value: "
                  "parentbased_traceidratio }\n"
                  "../yard-deploy/components/otel-env/env.yaml:5:  - { name: OTEL_TRACES_SAMPLER_ARG, value: "
                  "\"0.1\" }\n"),
            ("user", "keep one thing in the collector: a memory_limiter, so it refuses data instead of dying. "
                     "limit_mib 1600, spike_limit_mib 400, with the 2Gi limit"),
            shell("apply_patch < /tmp/memory-limiter.patch && otelcol-contrib validate --config "
                  "collector/config.yaml && sed -n '/memory_limiter:/,/batch/p' collector/config.yaml",
                  "Success. Updated the following files:\nM collector/config.yaml\n"
                  "  memory_limiter:\n    check_interval: 1s\n    limit_mib: 1600\n    spike_limit_mib: 400\n"
                  "  batch: {}\n"),
            ("user", "and again, because it keeps getting lost: service.name is the Deployment name. remember"),
            ("assistant", "Done. The SDKs sample at the root with parentbased_traceidratio and "
                          "OTEL_TRACES_SAMPLER_ARG 0.1 through the otel-env component, the collector config is back "
                          "to batch-only plus memory_limiter (limit_mib 1600, spike_limit_mib 400) and no "
                          "tail_sampling, and finder now sets OTEL_SERVICE_NAME=finder. Changes are uncommitted in "
                          "yard-observe and yard-deploy."),
        ],
        "facts": [
            fact("sampling", "Traces are head-sampled in the SDKs with parentbased_traceidratio at 10% "
                             "(OTEL_TRACES_SAMPLER_ARG 0.1); tail sampling in the collector was tried and dropped "
                             "because it needs a second loadbalancing collector tier.",
                 "decision", "user", ["parentbased_traceidratio", ["10%", "0.1"]]),
            fact("service-name", "Every service sets service.name (OTEL_SERVICE_NAME) to exactly its Kubernetes "
                                 "Deployment name in kebab-case: yard-web, finder, imgproxy.",
                 "convention", "user", ["service.name", "Deployment name"], remember=True),
            fact("memory-limiter", "The OpenTelemetry collector has a memory_limiter with limit_mib 1600 and "
                                   "spike_limit_mib 400 under its 2Gi limit.",
                 "config", "user", ["memory_limiter", "1600", ["spike_limit_mib", "400"]]),
        ],
        "optional": [
            opt("otel-env", "The sampler env vars live in yard-deploy's components/otel-env.", ["otel-env"]),
            opt("tail-rejected", "Tail sampling was rejected: spans of one trace land on different collectors "
                                 "unless a loadbalancing tier is added.",
                ["loadbalancing"]),
        ],
        "questions": [
            q("How are traces sampled?", "head sampling in the SDKs, parentbased_traceidratio at 10%", ["sampling"]),
            q("What should a service's service.name be?", "exactly its Kubernetes Deployment name, kebab-case",
              ["service-name"]),
            q("What are the collector's memory_limiter settings?", "limit_mib 1600, spike_limit_mib 400",
              ["memory-limiter"]),
        ],
    },
]
