"""h25 Claude Code sessions, part c: a folder and uid convention for Grafana dashboards with a latency alert, a slow
R/Shiny sales app, an Ansible role for the Nginx gateway in front of the model server."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

GRAFANA = "/home/ines/work/grafana-as-code"
SHINY = "/home/ines/work/sales-shiny"
GATEWAY = "/home/ines/work/ansible-gateway"

SESSIONS = [
    {
        "id": "h25-cc-grafana-folders",
        "project": GRAFANA,
        "start": datetime(2026, 11, 11, 13, 0),
        "about": "dashboards-as-code repo: the person answers three questions tersely ('b', 'yes but only for prod', "
                 "'no, 3'); folder/uid/file convention stated with 'make a rule:'; env as a variable; scorer p95 alert "
                 "threshold set to 800ms then changed to 600ms after a backtest",
        "steps": [
            ("user", "our grafana is a mess, 70 dashboards in General. I want a convention before I add the scorer "
                     "latency dashboard and its alert"),
            bash("ls dashboards/ | head -n 8 && ls dashboards/ | wc -l",
                 "General-copy-2.json\nKafka lag (old).json\nScorer.json\nbilling.json\ningest api NEW.json\n"
                 "k8s nodes.json\nmeteo ingest.json\nscorer-latency-test.json\n70\n"),
            ("assistant", "A few questions first:\n\n1. Folder structure: (a) one folder per environment, (b) one "
                          "folder per team with a nested subfolder per service (Grafana 11 supports nested folders), "
                          "or (c) a flat folder per service?\n2. Should the scorer p95 latency alert page "
                          "on-call?\n3. Keep the old dashboards in an `Archive` folder for 1 week before deleting "
                          "them?"),
            ("user", "1. b\n2. yes but only for prod\n3. no, 3"),
            ("assistant", "So: team folders with nested service subfolders; the alert pages on-call for prod only "
                          "(staging goes to Slack); old dashboards stay in Archive for 3 weeks. For titles I'd suggest "
                          "`[prod] scorer · latency`, and uids derived from the path."),
            ("user", "no env in the title, env is a dashboard variable ($env), one dashboard serves all environments. "
                     "make a rule: dashboard uid = <team>-<service>-<topic>, all lowercase, and the file path mirrors "
                     "the folder: dashboards/<team>/<service>/<topic>.json. CI should reject anything else"),
            tool("Write", {"file_path": f"{GRAFANA}/scripts/check_names.py",
                           "content": "\"\"\"CI: uid == <team>-<service>-<topic>, lowercase, path "
                                      "dashboards/<team>/<service>/<topic>.json.\"\"\"\n"
                                      "import json, pathlib, re, sys\n\nbad = []\n"
                                      "for p in pathlib.Path(\"dashboards\").glob(\"*/*/*.json\"):\n"
                                      "    team, service, topic = p.parts[1], p.parts[2], p.stem\n"
                                      "    uid = json.loads(p.read_text())[\"uid\"]\n"
                                      "    if uid != f\"{team}-{service}-{topic}\" or not "
                                      "re.fullmatch(r\"[a-z0-9-]+\", uid):\n        bad.append(f\"{p}: uid "
                                      "{uid!r}\")\nsys.exit(\"\\n\".join(bad) or None)\n"},
                 "File created successfully at: /home/ines/work/grafana-as-code/scripts/check_names.py"),
            bash("python scripts/migrate_layout.py --map layout-map.csv && python scripts/check_names.py && "
                 "find dashboards -name '*.json' -path '*/ml/*'",
                 "moved 52 dashboards, archived 18 -> Archive/\n"
                 "dashboards/ml/scorer/latency.json\ndashboards/ml/scorer/resources.json\n"
                 "dashboards/ml/meteo-ingest/freshness.json\n"),
            ("assistant", "52 dashboards moved into team/service folders, 18 went to Archive, and the check passes. "
                          "Now the alert. Proposal: `histogram_quantile(0.95, ...)` of scorer request latency above "
                          "800ms for 10m."),
            ("user", "ok, 800ms for 10m"),
            tool("Write", {"file_path": f"{GRAFANA}/alerts/ml/scorer.yaml",
                           "content": "- uid: ml-scorer-p95-latency\n  title: scorer p95 latency\n  for: 10m\n"
                                      "  condition: p95 > 0.8\n  labels: {team: ml, page: \"{{ $env == 'prod' }}\"}\n"},
                 "File created successfully at: /home/ines/work/grafana-as-code/alerts/ml/scorer.yaml"),
            bash("python scripts/backtest_alert.py alerts/ml/scorer.yaml --days 30 --thresholds 0.8,0.7,0.6",
                 "threshold  for   fires  matched incidents (INC-311 2026-10-14, INC-329 2026-10-29)  false\n"
                 "800ms      10m   0      0/2                                                        0\n"
                 "700ms      10m   1      1/2                                                        0\n"
                 "600ms      10m   2      2/2                                                        0\n"),
            ("assistant", "The backtest over the last 30 days says 800ms would have missed both real incidents: p95 "
                          "peaked at 690ms (INC-311) and 720ms (INC-329). 600ms for 10m would have fired exactly "
                          "twice, both real, no false alarms."),
            ("user", "then 600ms, keep the 10m"),
            tool("Edit", {"file_path": f"{GRAFANA}/alerts/ml/scorer.yaml",
                          "old_string": "  condition: p95 > 0.8\n",
                          "new_string": "  condition: p95 > 0.6  # 600ms, backtested 2026-11-11\n"},
                 "The file has been updated."),
            bash("make push ENV=prod",
                 "grr apply dashboards/ alerts/ -> grafana.lumen.internal\n"
                 "folders: 9 created (nested)\ndashboards: 52 updated, 18 moved to Archive\n"
                 "alert rules: ml-scorer-p95-latency created\n"),
        ],
        "facts": [
            fact("folders", "Grafana dashboards are organised in one folder per team with a nested subfolder per "
                            "service.",
                 "convention", "user", ["team", "nested"]),
            fact("uid-rule", "Dashboard uid = <team>-<service>-<topic>, all lowercase, and the file path mirrors the "
                             "folder: dashboards/<team>/<service>/<topic>.json; CI rejects anything else.",
                 "convention", "user", ["<team>-<service>-<topic>", "dashboards/<team>/<service>/<topic>.json"],
                 remember=True),
            fact("env-variable", "No environment in dashboard titles; env is a dashboard variable ($env) and one "
                                 "dashboard serves all environments.",
                 "convention", "user", ["$env", "title"]),
            fact("paging", "The scorer p95 latency alert pages on-call only for prod.",
                 "config", "user", ["p95", "on-call", "prod"]),
            fact("threshold", "The scorer p95 latency alert fires above 600ms for 10m (800ms would have missed both "
                              "October incidents).",
                 "config", "user", ["600ms", "10m"]),
        ],
        "optional": [
            opt("archive", "Old dashboards stay in the Archive folder for 3 weeks before deletion.", ["Archive", "3"]),
            opt("check-script", "scripts/check_names.py enforces the naming in CI.", ["check_names.py"]),
        ],
        "questions": [
            q("How are the Grafana dashboard folders organised?", "one folder per team with a nested subfolder per "
                                                                  "service",
              ["folders"]),
            q("What is the uid convention for dashboards?", "<team>-<service>-<topic>, all lowercase", ["uid-rule"]),
            q("What threshold does the scorer latency alert use?", "p95 above 600ms for 10m", ["threshold"]),
            q("Does the scorer latency alert page on-call?", "yes but only for prod", ["paging"]),
        ],
    },
    {
        "id": "h25-cc-sales-shiny",
        "project": SHINY,
        "start": datetime(2026, 11, 12, 15, 30),
        "about": "R/Shiny sales app slow and quarters wrong; assistant proposes three fixes, person takes two (one "
                 "changed from nightly to hourly) and rejects a rewrite; remember-request about the fiscal year start "
                 "corrected later in the session (April -> March)",
        "steps": [
            ("user", "sales says the shiny app takes ~20s to open and the quarter numbers don't match finance. oh and "
                     "remember: our fiscal year starts 1 April, the quarter filter has to use that"),
            bash("Rscript -e 'profvis::profvis(shiny::runApp(\"app\", test.mode = TRUE))' --summary | head -n 5",
                 "total 18.9 s\n  load_orders()          17.2 s   DBI::dbGetQuery  SELECT * FROM orders (2.3M rows)\n"
                 "  render_plots()          1.1 s\n  ui                      0.3 s\n"),
            ("assistant", "17 of the 19 seconds are `load_orders()`: every new session pulls all 2.3M order rows from "
                          "Postgres. Three options:\n\n"
                          "1. Precompute a `sales_daily` aggregate table (date × region × product line) with a nightly "
                          "cron job; the app reads only that.\n"
                          "2. Cache the aggregate with `memoise` backed by a shared `cachem` disk cache, so sessions "
                          "share one copy; entries expire after 1h.\n"
                          "3. Move the data layer to a plumber API with a React frontend."),
            ("user", "1 yes but hourly, not nightly, sales wants same-day numbers. 2 yes. 3 no, we're not rewriting "
                     "anything"),
            tool("Write", {"file_path": f"{SHINY}/R/aggregate.R",
                           "content": "# rebuilds sales_daily; cron: 5 * * * * Rscript R/aggregate.R\n"
                                      "con <- db_connect()\nDBI::dbExecute(con, readLines(\"sql/sales_daily.sql\"))\n"},
                 "File created successfully at: /home/ines/work/sales-shiny/R/aggregate.R"),
            tool("Edit", {"file_path": f"{SHINY}/app/global.R",
                          "old_string": "load_orders <- function() DBI::dbGetQuery(con, \"SELECT * FROM orders\")\n",
                          "new_string": "cache <- cachem::cache_disk(\"/var/cache/sales-shiny\", max_age = 3600)\n"
                                        "load_sales <- memoise::memoise(\n"
                                        "  function() DBI::dbReadTable(con, \"sales_daily\"), cache = cache)\n"},
                 "The file has been updated."),
            bash("crontab -l | grep aggregate && Rscript tests/load_time.R",
                 "5 * * * * cd /srv/sales-shiny && Rscript R/aggregate.R >> /var/log/sales-shiny/aggregate.log 2>&1\n"
                 "cold start: 1.4 s\nwarm start: 0.3 s\n"),
            ("assistant", "The app opens in 1.4 s cold and 0.3 s warm. For the quarters, `quarter_filter()` used "
                          "calendar quarters; I changed it to `lubridate::quarter(date, fiscal_start = 4)` for an "
                          "April fiscal year."),
            tool("Edit", {"file_path": f"{SHINY}/app/filters.R",
                          "old_string": "lubridate::quarter(date)",
                          "new_string": "lubridate::quarter(date, fiscal_start = 4)"},
                 "The file has been updated."),
            bash("Rscript tests/compare_finance.R",
                 "quarter   app        finance    diff\nFY26 Q3   3,871,204  4,120,660  -249,456\n"
                 "FY26 Q2   4,402,918  4,188,035  +214,883\n"),
            ("user", "wait, sorry, I got that wrong. the fiscal year starts 1 March, not April, it moved when we "
                     "merged with Vanlo in 2025. remember that one instead"),
            tool("Edit", {"file_path": f"{SHINY}/app/filters.R",
                          "old_string": "lubridate::quarter(date, fiscal_start = 4)",
                          "new_string": "lubridate::quarter(date, fiscal_start = 3)  # fiscal year starts 1 March"},
                 "The file has been updated."),
            bash("Rscript tests/compare_finance.R",
                 "quarter   app        finance    diff\nFY26 Q3   4,120,660  4,120,660  0\n"
                 "FY26 Q2   4,188,035  4,188,035  0\n"),
            ("assistant", "With `fiscal_start = 3` (fiscal year from 1 March) both quarters match finance to the euro. "
                          "I've noted the March start instead of April."),
        ],
        "facts": [
            fact("fiscal-year", "The company's fiscal year starts 1 March (moved at the 2025 merger with Vanlo); the "
                                "Shiny quarter filter uses fiscal_start = 3.",
                 "fact", "user", ["fiscal", "March"], remember=True),
            fact("sales-daily", "The Shiny app reads a precomputed sales_daily aggregate that a cron job rebuilds "
                                "hourly (not nightly).",
                 "decision", "user", ["sales_daily", "hourly"]),
            fact("cache", "The sales aggregate is cached with memoise on a shared cachem disk cache, entries expire "
                          "after 1h.",
                 "decision", "user", ["memoise", "cachem"]),
        ],
        "optional": [
            opt("no-rewrite", "A plumber API + React rewrite was rejected.", ["plumber"]),
            opt("load-time", "The app now opens in 1.4 s cold (was ~19 s).", ["1.4"]),
        ],
        "questions": [
            q("When does the company's fiscal year start?", "1 March", ["fiscal-year"]),
            q("How often is sales_daily rebuilt?", "hourly, not nightly", ["sales-daily"]),
            q("How does the Shiny app cache the sales data?", "memoise with a shared cachem disk cache, entries "
                                                              "expire after 1h",
              ["cache"]),
        ],
    },
    {
        "id": "h25-cc-gateway-nginx",
        "project": GATEWAY,
        "start": datetime(2026, 11, 13, 9, 15),
        "about": "Ansible role for Nginx on two gateway hosts in front of the model server: per-API-key rate limit "
                 "lowered from the proposal, 429, timeouts; German-flavoured remember-request (nginx -t before every "
                 "reload); serial 1 rollout; long final summary repeating the decisions",
        "steps": [
            ("user", "we need nginx on gw-01 and gw-02 in front of scorer, with a rate limit per API key. the driver "
                     "app hammers us when it retries. there's an empty role at roles/gateway"),
            bash("cat inventory/prod.ini && ls -R roles/gateway",
                 "[gateway]\ngw-01.lumen.internal\ngw-02.lumen.internal\n\n[scorer]\nscorer.ml.svc.lumen.internal\n"
                 "roles/gateway:\ndefaults  handlers  tasks  templates\n\nroles/gateway/defaults:\nmain.yml\n"
                 "roles/gateway/handlers:\nmain.yml\nroles/gateway/tasks:\nmain.yml\nroles/gateway/templates:\n"),
            ("assistant", "Proposal for the scorer vhost:\n\n- `limit_req_zone $http_x_api_key zone=perkey:10m "
                          "rate=20r/s;` with `burst=40 nodelay`\n- `limit_req_status 429;` so clients can tell a rate "
                          "limit from an error\n- `proxy_read_timeout 10s`, `proxy_connect_timeout 2s`\n"
                          "- an upstream with `keepalive 32` to scorer"),
            ("user", "20r/s is too generous, the app needs maybe 3. make it 10r/s burst 20. 429 yes. timeouts fine"),
            tool("Write", {"file_path": f"{GATEWAY}/roles/gateway/templates/scorer.conf.j2",
                           "content": "limit_req_zone $http_x_api_key zone=perkey:10m rate=10r/s;\n"
                                      "limit_req_status 429;\n\nupstream scorer {\n"
                                      "    server {{ scorer_host }}:8080;\n    keepalive 32;\n}\n\n"
                                      "server {\n    listen 443 ssl;\n    server_name api.lumen.example;\n\n"
                                      "    location /v2/ {\n        limit_req zone=perkey burst=20 nodelay;\n"
                                      "        proxy_pass http://scorer;\n        proxy_http_version 1.1;\n"
                                      "        proxy_set_header Connection \"\";\n"
                                      "        proxy_connect_timeout 2s;\n        proxy_read_timeout 10s;\n    }\n}\n"},
                 "File created successfully at: "
                 "/home/ines/work/ansible-gateway/roles/gateway/templates/scorer.conf.j2"),
            tool("Write", {"file_path": f"{GATEWAY}/roles/gateway/handlers/main.yml",
                           "content": "- name: reload nginx\n  ansible.builtin.service:\n    name: nginx\n"
                                      "    state: reloaded\n"},
                 "File created successfully at: /home/ines/work/ansible-gateway/roles/gateway/handlers/main.yml"),
            bash("ansible-playbook site.yml -l gw-01.lumen.internal --check --diff | tail -n 4",
                 "TASK [gateway : template scorer vhost] ****\nchanged: [gw-01.lumen.internal]\n"
                 "RUNNING HANDLER [gateway : reload nginx] ****\nchanged: [gw-01.lumen.internal]\n"),
            ("user", "Please remember you this: on the gateway hosts we make never a reload of nginx without nginx -t "
                     "before. Last year one typo has taken both gateways down at the same time. Your handler reloads "
                     "blind."),
            ("assistant", "Right, the handler reloads without a config test. I'll validate in two places: the template "
                          "task gets `validate: nginx -t -c %s` wrapped in a test config, and the handler runs `nginx "
                          "-t` first and only reloads if it passes."),
            tool("Write", {"file_path": f"{GATEWAY}/roles/gateway/handlers/main.yml",
                           "content": "- name: reload nginx\n  ansible.builtin.shell: nginx -t && systemctl reload "
                                      "nginx\n"},
                 "File created successfully at: /home/ines/work/ansible-gateway/roles/gateway/handlers/main.yml"),
            tool("Edit", {"file_path": f"{GATEWAY}/roles/gateway/tasks/main.yml",
                          "old_string": "    dest: /etc/nginx/conf.d/scorer.conf\n",
                          "new_string": "    dest: /etc/nginx/conf.d/scorer.conf\n"
                                        "    validate: /usr/local/bin/nginx-validate-include %s\n"},
                 "The file has been updated."),
            ("user", "and the gateway play always runs with serial: 1, so one gateway is up while the other changes"),
            tool("Edit", {"file_path": f"{GATEWAY}/site.yml",
                          "old_string": "- hosts: gateway\n  roles:\n",
                          "new_string": "- hosts: gateway\n  serial: 1\n  roles:\n"},
                 "The file has been updated."),
            bash("ansible-playbook site.yml -l gateway | grep -E 'PLAY|RUNNING HANDLER|ok=|changed:'",
                 "PLAY [gateway] ****\nRUNNING HANDLER [gateway : reload nginx] ****\n"
                 "changed: [gw-01.lumen.internal]\nPLAY [gateway] ****\nRUNNING HANDLER [gateway : reload nginx] ****\n"
                 "changed: [gw-02.lumen.internal]\n"
                 "gw-01.lumen.internal : ok=6 changed=2 unreachable=0 failed=0\n"
                 "gw-02.lumen.internal : ok=6 changed=2 unreachable=0 failed=0\n"),
            bash("hey -z 10s -q 25 -c 1 -H 'X-Api-Key: test-load' https://api.lumen.example/v2/health | "
                 "grep -A3 'Status code'",
                 "Status code distribution:\n  [200]\t121 responses\n  [429]\t129 responses\n"),
            ("assistant", "Both gateways are live, one after the other. At 25 requests/s from one key, about 10/s "
                          "(plus the burst) get 200 and the rest 429, as intended.\n\nSummary of what we set up:\n- "
                          "Nginx on gw-01 and gw-02 via `roles/gateway`, in front of scorer on `/v2/`.\n- Rate limit "
                          "per `X-Api-Key`: 10r/s with burst 20 (nodelay), rejected requests get 429.\n- "
                          "`proxy_connect_timeout 2s`, `proxy_read_timeout 10s`, keepalive 32 to the upstream.\n- "
                          "Never reload without `nginx -t`: the template is validated before it's written and the "
                          "handler runs `nginx -t && systemctl reload nginx`.\n- The gateway play runs with `serial: "
                          "1`, so one gateway always stays up.\n- Load test: 121 × 200 and 129 × 429 at 25 req/s from "
                          "one key."),
            ("user", "perfect, thx"),
        ],
        "facts": [
            fact("rate-limit", "The gateway rate-limits per X-Api-Key at 10r/s with burst 20 (nodelay); rejected "
                               "requests get status 429.",
                 "config", "user", ["10r/s", ["burst 20", "burst=20"], "429"]),
            fact("nginx-t", "On the gateway hosts nginx is never reloaded without nginx -t first (a typo once took "
                            "both gateways down).",
                 "rule", "user", ["nginx -t", "reload"], remember=True),
            fact("serial", "The gateway play always runs with serial: 1, so one gateway stays up while the other "
                           "changes.",
                 "rule", "user", ["serial", "gateway"]),
            fact("timeouts", "The gateway proxies scorer with proxy_connect_timeout 2s and proxy_read_timeout 10s.",
                 "config", "assistant", ["proxy_read_timeout", "10s"]),
        ],
        "optional": [
            opt("keepalive", "The upstream to scorer uses keepalive 32.", ["keepalive 32"]),
            opt("hosts", "The gateways are gw-01 and gw-02 (roles/gateway).", ["gw-01", "gw-02"]),
        ],
        "questions": [
            q("What rate limit does the gateway apply?", "10r/s per X-Api-Key, burst 20, status 429", ["rate-limit"]),
            q("What must run before nginx is reloaded on the gateways?", "nginx -t", ["nginx-t"]),
            q("How is the gateway play rolled out?", "serial: 1, so one gateway stays up", ["serial"]),
        ],
    },
]
