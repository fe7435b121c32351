"""h44 Claude Code sessions, part c: an ops-control handover memo pasted into acars-bridge (the Go ACARS/OOOI
message parser), Entra ID sign-in and an audit log for crewops-admin (the FastAPI internal admin), and QE/QF label
parsers plus day-of-month timestamps in acars-bridge."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

ACARS = "/home/tiago/code/acars-bridge"
ADMIN = "/home/tiago/code/crewops-admin"

MEMO = """paste from the OCC handover this morning, go through it and tell me what touches acars-bridge:

---
OCC HANDOVER  night 15/16 NOV  (duty manager: P. Brennan)
1. EI-FNK: ACARS MU replaced at SNN 02:10. Until avionics reloads the config (approx. 2 weeks) its OUT/OFF/ON/IN
   reports come in LOCAL time, not UTC.
2. SITA say they will move the Type B feed to their new AMQP gateway "early December". No date yet.
3. For crew tooling: please remember from now on that free-text downlinks from the flight deck are NEVER to be
   parsed into delay codes automatically. Last night a free-text 'DELAY 45 MIN WX' became delay code 71 on
   SK604 and went on the crew's duty record. Free text goes to the duty manager for review.
4. Tooling: drop any ACARS message older than 6 hours, they confuse the movement board.
5. Coffee machine in OCC broken again.
---"""

SESSIONS = [
    {
        "id": "h44-cc-acars-occ-handover",
        "project": ACARS,
        "start": datetime(2026, 11, 16, 7, 45),
        "about": "acars-bridge (Go): a pasted OCC handover memo; item 3 (contains its own 'please remember from "
                 "now on': free-text downlinks never parsed into delay codes, sent to the duty manager) confirmed "
                 "as permanent; item 1 EI-FNK local-time OOOI handled with a temporary per-tail override until 30 "
                 "Nov; item 2 (SITA AMQP move) ignored until SITA give a date; item 4 (drop messages older than 6 "
                 "hours) rejected: nothing is dropped, old messages are parsed and flagged stale after 6 hours",
        "steps": [
            ("user", MEMO),
            ("assistant", "Four of the five touch us:\n\n"
                          "- **1, EI-FNK in local time**: the OOOI parser assumes UTC, so this aircraft's times "
                          "would be off by the local offset (zero in Dublin in winter, but not at outstations). A "
                          "temporary per-tail override could handle it.\n"
                          "- **2, SITA AMQP**: would change how messages reach us, but there is no date.\n"
                          "- **3, free text**: the H1 free-text handler runs the delay extractor over the text, "
                          "which is how 'DELAY 45 MIN WX' became code 71.\n"
                          "- **4, drop messages older than 6 hours**: that would be a filter in ingest.\n\n"
                          "How do you want each handled?"),
            ("user", "3 is ours and yes, that stays for good. 1: add a per-tail override for EI-FNK that expires on "
                     "30 Nov, it's temporary. 2: nothing until SITA give us a date, ignore it. 4: no. we don't throw "
                     "away movement data, ever. old messages get parsed and flagged stale, and the movement board "
                     "can hide stale ones. 6 hours is right for the flag though"),
            bash("rg -n 'delays.Extract' internal/",
                 "internal/labels/h1.go:38:\tcodes := delays.Extract(msg.Text)\n"
                 "internal/labels/qd.go:51:\tcodes := delays.Extract(msg.Remarks)\n"),
            tool("Read", {"file_path": f"{ACARS}/internal/labels/h1.go"},
                 "    31\t// H1: free text from the flight deck\n"
                 "    32\tfunc parseH1(msg Raw) (Event, error) {\n"
                 "    33\t\tev := Event{Kind: FreeText, Tail: msg.Tail, Flight: msg.Flight, Text: msg.Text}\n"
                 "    34\t\tif msg.Text == \"\" {\n"
                 "    35\t\t\treturn ev, ErrEmpty\n"
                 "    36\t\t}\n"
                 "    37\t\t// try to pick up delay codes crews type in free text\n"
                 "    38\t\tcodes := delays.Extract(msg.Text)\n"
                 "    39\t\tev.Delays = codes\n"
                 "    40\t\treturn ev, nil\n"
                 "    41\t}\n"),
            ("assistant", "The QD (IN report) remarks field is a structured delay field, so it keeps "
                          "`delays.Extract`. In H1 I'll remove it and send the event to the duty manager review "
                          "topic, `ops.acars.dm-review`, with the reason 'free-text downlink'."),
            tool("Edit", {"file_path": f"{ACARS}/internal/labels/h1.go",
                          "old_string": "\t// try to pick up delay codes crews type in free text\n\tcodes := "
                                        "delays.Extract(msg.Text)\n\tev.Delays = codes\n\treturn ev, nil\n",
                          "new_string": "\t// Free text is never parsed into delay codes (OCC, 16 Nov): the duty "
                                        "manager reviews it.\n\tev.Route = review.DutyManager(\"free-text "
                                        "downlink\") // ops.acars.dm-review\n\treturn ev, nil\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{ACARS}/internal/ingest/stale.go",
                          "old_string": "// TODO: stale handling",
                          "new_string": "// Messages are never dropped for age; older than StaleAfter they are "
                                        "flagged.\nconst StaleAfter = 6 * time.Hour\n\n"
                                        "func markStale(ev *Event, now time.Time) {\n"
                                        "\tev.Stale = now.Sub(ev.ReportedAt) > StaleAfter\n}"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{ACARS}/internal/overrides/tail_tz.go",
                           "content": "package overrides\n\n// Temporary: EI-FNK's new ACARS MU reports OOOI in local "
                                      "time (OCC handover 16 Nov).\nvar TailLocalTime = map[string]Override{\n"
                                      "\t\"EI-FNK\": {Until: time.Date(2026, 11, 30, 23, 59, 0, 0, time.UTC)},\n"
                                      "}\n"},
                 f"File created successfully at: {ACARS}/internal/overrides/tail_tz.go"),
            bash("go test ./... 2>&1 | tail -n 5",
                 "ok  \tgithub.com/skerryair/acars-bridge/internal/ingest\t0.412s\n"
                 "ok  \tgithub.com/skerryair/acars-bridge/internal/labels\t1.087s\n"
                 "ok  \tgithub.com/skerryair/acars-bridge/internal/overrides\t0.031s\n"
                 "ok  \tgithub.com/skerryair/acars-bridge/internal/review\t0.210s\n"
                 "?   \tgithub.com/skerryair/acars-bridge/cmd/bridge\t[no test files]\n"),
            bash("git add -A && git commit -qm 'labels: free-text downlinks go to dm-review, never delay codes; "
                 "flag stale after 6h; EI-FNK local-time override until 30 Nov' && git log -1 --oneline",
                 "a5c93f0 labels: free-text downlinks go to dm-review, never delay codes; flag stale after 6h; "
                 "EI-FNK local-time override until 30 Nov\n"),
            ("assistant", "Committed. H1 free text now goes to `ops.acars.dm-review` for the duty manager and no "
                          "longer produces delay codes; messages older than 6 hours are flagged `stale` instead of "
                          "being dropped; and EI-FNK's OOOI times are read as local time until the override expires "
                          "at the end of 30 November. Nothing was done for the SITA item."),
        ],
        "facts": [
            fact("cc7-free-text", "Free-text downlinks from the flight deck (ACARS label H1) are never parsed into "
                                  "delay codes; acars-bridge routes them to the duty manager for review "
                                  "(ops.acars.dm-review).",
                 "rule", "user", ["free-text", ["dm-review", "duty manager"], "delay code"], remember=True),
            fact("cc7-stale", "acars-bridge never drops movement data for age (OCC's request to drop messages older "
                              "than 6 hours was rejected); messages older than 6 hours are parsed and flagged stale, "
                              "and the movement board can hide them.",
                 "decision", "user", ["stale", ["6 hours", "StaleAfter"]]),
        ],
        "optional": [
            opt("cc7-fnk", "EI-FNK reports OOOI in local time for now; a temporary per-tail override in "
                           "internal/overrides/tail_tz.go expires on 30 Nov.",
                ["EI-FNK"]),
        ],
        "questions": [
            q("What happens to free-text downlinks in acars-bridge?",
              "they go to the duty manager for review, never parsed into delay codes", ["cc7-free-text"]),
            q("Does acars-bridge drop ACARS messages older than 6 hours?", "no, they are parsed and flagged stale",
              ["cc7-stale"]),
        ],
    },
    {
        "id": "h44-cc-admin-entra-auth",
        "project": ADMIN,
        "start": datetime(2026, 11, 18, 13, 10),
        "about": "crewops-admin (FastAPI): replacing shared basic auth; oauth2-proxy with Entra ID chosen, Authlib "
                 "in-app OIDC rejected (every app owns cookies, refresh tokens, logout), per-user basic auth "
                 "rejected (storing passwords); groups crewops-admin-rw / crewops-admin-ro; audit_log on every write "
                 "endpoint; the assistant's 'docker compose down -v' wipes the seeded database and the person asks "
                 "to keep a rule in its notes; near-miss 'just for today push straight to main'",
        "steps": [
            ("user", "crewops-admin is still one shared basic auth login behind the VPN. ops wants to know who "
                     "changed what. options?"),
            bash("rg -n 'HTTPBasic|verify_password' app/ && docker compose ps --format '{{.Service}} {{.State}}'",
                 "app/auth.py:4:from fastapi.security import HTTPBasic, HTTPBasicCredentials\n"
                 "app/auth.py:12:def verify_password(creds: HTTPBasicCredentials = Depends(security)):\n"
                 "api running\npostgres running\n"),
            ("assistant", "Three realistic options:\n\n"
                          "a) **oauth2-proxy** in front of the app, signing in against Entra ID. The app trusts "
                          "`X-Forwarded-Email` and `X-Forwarded-Groups` from the proxy and has no login code of "
                          "its own.\n"
                          "b) **In-app OIDC with Authlib**: FastAPI handles the redirect, the session cookie, token "
                          "refresh and logout itself.\n"
                          "c) **Per-user basic auth**: accounts with password hashes in our Postgres.\n\n"
                          "All three give a per-user identity for an audit trail."),
            ("user", "oauth2-proxy. Authlib means we own session cookies, refresh tokens and logout in every app we "
                     "write, no thanks. per-user basic auth means us storing passwords, absolutely not. groups come "
                     "from entra: crewops-admin-rw can edit, crewops-admin-ro can only look"),
            tool("Write", {"file_path": f"{ADMIN}/deploy/oauth2-proxy.cfg",
                           "content": "provider = \"entra-id\"\n"
                                      "oidc_issuer_url = \"https://login.microsoftonline.com/$TENANT_ID/v2.0\"\n"
                                      "upstreams = [\"http://127.0.0.1:8000\"]\n"
                                      "allowed_groups = [\"crewops-admin-rw\", \"crewops-admin-ro\"]\n"
                                      "pass_user_headers = true\n"
                                      "set_xauthrequest = true\n"},
                 f"File created successfully at: {ADMIN}/deploy/oauth2-proxy.cfg"),
            tool("Edit", {"file_path": f"{ADMIN}/app/auth.py",
                          "old_string": "def verify_password(creds: HTTPBasicCredentials = Depends(security)):",
                          "new_string": "def current_user(email: str = Header(alias=\"X-Forwarded-Email\"),\n"
                                        "                 groups: str = Header(alias=\"X-Forwarded-Groups\")) "
                                        "-> User:\n"
                                        "    role = \"rw\" if \"crewops-admin-rw\" in groups.split(\",\") else "
                                        "\"ro\""},
                 "The file has been updated."),
            ("assistant", "For 'who changed what', the identity alone isn't enough; nothing records changes yet. "
                          "I'd add an `audit_log` table written by every endpoint that changes data."),
            ("user", "yes, audit_log: who (the email), what, when, and the before/after as json. every write "
                     "endpoint, no exceptions"),
            tool("Write", {"file_path": f"{ADMIN}/alembic/versions/0012_audit_log.py",
                           "content": "def upgrade():\n"
                                      "    op.create_table(\n"
                                      "        \"audit_log\",\n"
                                      "        sa.Column(\"id\", sa.BigInteger, primary_key=True),\n"
                                      "        sa.Column(\"actor_email\", sa.Text, nullable=False),\n"
                                      "        sa.Column(\"action\", sa.Text, nullable=False),\n"
                                      "        sa.Column(\"at\", sa.DateTime(timezone=True), "
                                      "server_default=sa.func.now()),\n"
                                      "        sa.Column(\"before\", JSONB), sa.Column(\"after\", JSONB),\n"
                                      "    )\n"},
                 f"File created successfully at: {ADMIN}/alembic/versions/0012_audit_log.py"),
            bash("docker compose down -v && docker compose up -d && sleep 5 && docker compose exec -T api alembic "
                 "upgrade head",
                 " Container crewops-admin-api-1  Removed\n Container crewops-admin-postgres-1  Removed\n"
                 " Volume crewops-admin_pgdata  Removed\n Network crewops-admin_default  Removed\n"
                 " Container crewops-admin-postgres-1  Started\n Container crewops-admin-api-1  Started\n"
                 "INFO  [alembic.runtime.migration] Running upgrade  -> 0001, initial\n"
                 "...\n"
                 "INFO  [alembic.runtime.migration] Running upgrade 0011 -> 0012, audit_log\n"),
            ("assistant", "The migration is applied, but I made a mess getting there: `down -v` removed the "
                          "`pgdata` volume, so your local database was recreated empty and the seeded data is "
                          "gone. I'm sorry, I should have run `alembic upgrade head` against the running "
                          "container."),
            ("user", "ugh. that seed takes 40 minutes to load from the roster snapshot. ok, from now on in this "
                     "repo: never docker compose down -v, never touch the pgdata volume. if you need a clean schema "
                     "use alembic downgrade and upgrade. put that in your notes so it doesn't happen again"),
            bash("make seed SNAPSHOT=roster-2026-11-01 > /tmp/seed.log 2>&1 & echo started",
                 "started\n"),
            bash("docker compose exec -T api pytest -q tests/test_auth.py tests/test_audit.py",
                 "..........                                                               [100%]\n"
                 "10 passed in 2.31s\n"),
            ("user", "just for today push straight to main, Kofi is off and there's nobody to review. normally "
                     "it's a PR"),
            bash("git add -A && git commit -qm 'auth via oauth2-proxy (Entra ID); audit_log on write endpoints' && "
                 "git push -q origin HEAD:main && git log -1 --oneline",
                 "0d6e2b8 auth via oauth2-proxy (Entra ID); audit_log on write endpoints\n"),
            ("assistant", "Pushed to main. The seed is loading in the background (log in /tmp/seed.log), about 40 "
                          "minutes."),
        ],
        "facts": [
            fact("cc8-auth", "crewops-admin authenticates through oauth2-proxy in front of the app, signing in with "
                             "Entra ID (replacing shared basic auth); in-app Authlib OIDC rejected (every app would "
                             "own session cookies, refresh tokens and logout), per-user basic auth rejected (storing "
                             "passwords).",
                 "decision", "user", ["oauth2-proxy", ["Authlib", "basic auth"], ["Entra", "entra"]]),
            fact("cc8-groups", "Entra group crewops-admin-rw can edit in crewops-admin; crewops-admin-ro can only "
                               "look.",
                 "config", "user", ["crewops-admin-rw", "crewops-admin-ro"]),
            fact("cc8-audit", "Every write endpoint in crewops-admin writes an audit_log row: who (the email), "
                              "what, when, and the before/after as JSON.",
                 "decision", "user", ["audit_log", ["before/after", "email"]]),
            fact("cc8-no-down-v", "In crewops-admin never run docker compose down -v or touch the pgdata volume "
                                  "(the seed takes 40 minutes); for a clean schema use alembic downgrade and "
                                  "upgrade.",
                 "rule", "user", ["down -v", "pgdata", ["alembic downgrade", "alembic"]], remember=True),
        ],
        "optional": [
            opt("cc8-headers", "The app reads the user from the X-Forwarded-Email and X-Forwarded-Groups headers "
                               "set by oauth2-proxy (deploy/oauth2-proxy.cfg).",
                ["X-Forwarded-Email"]),
            opt("cc8-seed", "The local seed loads from a roster snapshot with make seed SNAPSHOT=... and takes about "
                            "40 minutes.",
                ["make seed"]),
        ],
        "questions": [
            q("How does crewops-admin authenticate users?", "oauth2-proxy in front, signing in with Entra ID",
              ["cc8-auth"]),
            q("Which Entra group can edit in crewops-admin?", "crewops-admin-rw", ["cc8-groups"]),
            q("How do you get a clean schema in crewops-admin locally?",
              "alembic downgrade and upgrade, never docker compose down -v", ["cc8-no-down-v"]),
        ],
    },
    {
        "id": "h44-cc-acars-qe-qf-labels",
        "project": ACARS,
        "start": datetime(2026, 11, 27, 10, 0),
        "about": "acars-bridge (Go): QE and QF OOOI labels from the A321neos were dropped as unknown; file layout "
                 "convention (internal/labels/<label>.go, registry.go, golden samples in testdata/<label>/, at "
                 "least 3 real samples); a golden test fails at a month end because day/HHMM timestamps were "
                 "resolved against the wall clock; 'don't forget' rule: resolve against the flight's scheduled "
                 "date",
        "steps": [
            ("user", "the A321neos send QE and QF instead of QA/QB and we drop them as unknown label. add parsers "
                     "for both"),
            bash("ls internal/labels/ testdata/ && rg -c 'unknown label' /var/log/acars-bridge/bridge.log",
                 "internal/labels/:\nh1.go\nqa.go\nqb.go\nqc.go\nqd.go\nregistry.go\n\n"
                 "testdata/:\nh1\nqa\nqb\nqc\nqd\n\n2841\n"),
            tool("Read", {"file_path": f"{ACARS}/internal/labels/qa.go"},
                 "     1\tpackage labels\n\n"
                 "     3\t// QA: OUT report. Body: <station> <DDHHMM> <fuel>\n"
                 "     4\tfunc parseQA(msg Raw, ref Ref) (Event, error) {\n"
                 "     5\t\tf := strings.Fields(msg.Body)\n"
                 "     6\t\tat, err := timeutil.ResolveDayHHMM(f[1], ref)\n"
                 "     7\t\tif err != nil {\n"
                 "     8\t\t\treturn Event{}, err\n"
                 "     9\t\t}\n"
                 "    10\t\treturn Event{Kind: Out, Station: f[0], At: at}, nil\n"
                 "    11\t}\n"),
            ("assistant", "QE is OUT with fuel and QF is OFF with the destination, so both map onto the existing "
                          "Out and Off events with one extra field each. I'll add them next to the others and "
                          "register them."),
            ("user", "follow the layout, and for the record, since new people keep breaking it: one file per label "
                     "in internal/labels/<label>.go, lowercase, registered in registry.go, and every label has "
                     "golden samples in testdata/<label>/ with the expected JSON next to each .txt. no parser gets "
                     "merged without at least 3 real samples"),
            tool("Write", {"file_path": f"{ACARS}/internal/labels/qe.go",
                           "content": "package labels\n\n// QE: OUT report with fuel on board. Body: <station> "
                                      "<DDHHMM> <fob>\nfunc parseQE(msg Raw, ref Ref) (Event, error) {\n"
                                      "\tev, err := parseQA(msg, ref)\n\tif err != nil {\n\t\treturn ev, err\n\t}\n"
                                      "\tev.FuelOnBoard = fields(msg.Body, 2)\n\treturn ev, nil\n}\n"},
                 f"File created successfully at: {ACARS}/internal/labels/qe.go"),
            tool("Write", {"file_path": f"{ACARS}/internal/labels/qf.go",
                           "content": "package labels\n\n// QF: OFF report with destination. Body: <station> "
                                      "<DDHHMM> <dest>\nfunc parseQF(msg Raw, ref Ref) (Event, error) {\n"
                                      "\tev, err := parseQB(msg, ref)\n\tif err != nil {\n\t\treturn ev, err\n\t}\n"
                                      "\tev.Destination = fields(msg.Body, 2)\n\treturn ev, nil\n}\n"},
                 f"File created successfully at: {ACARS}/internal/labels/qf.go"),
            tool("Edit", {"file_path": f"{ACARS}/internal/labels/registry.go",
                          "old_string": "\t\"QD\": parseQD,\n",
                          "new_string": "\t\"QD\": parseQD,\n\t\"QE\": parseQE,\n\t\"QF\": parseQF,\n"},
                 "The file has been updated."),
            bash("go run ./cmd/samples --label QE --label QF --count 4 --out testdata/ && ls testdata/qe testdata/qf",
                 "testdata/qe:\n001.txt\n002.txt\n003.txt\n004.txt\n\ntestdata/qf:\n001.txt\n002.txt\n003.txt\n"
                 "004.txt\n"),
            bash("go test ./internal/labels -run Golden -update && go test ./... 2>&1 | tail -n 8",
                 "--- FAIL: TestGolden/qf/004 (0.00s)\n"
                 "    golden_test.go:44: At: got 2026-11-30T23:52:00Z, want 2026-10-30T23:52:00Z\n"
                 "FAIL\nFAIL\tgithub.com/skerryair/acars-bridge/internal/labels\t0.902s\n"),
            tool("Read", {"file_path": f"{ACARS}/internal/timeutil/resolve.go"},
                 "    12\t// ResolveDayHHMM turns \"302352\" (day 30, 23:52) into a full time.\n"
                 "    13\tfunc ResolveDayHHMM(s string, ref Ref) (time.Time, error) {\n"
                 "    14\t\tnow := time.Now().UTC()\n"
                 "    15\t\treturn time.Date(now.Year(), now.Month(), day(s), hh(s), mm(s), 0, 0, time.UTC), nil\n"
                 "    16\t}\n"),
            ("assistant", "The failing sample is real data from 30 October. ACARS OOOI times only carry day of "
                          "month and HHMM, and `ResolveDayHHMM` fills in year and month from the wall clock, so "
                          "replaying an October message in November puts it in November. The same thing happens "
                          "live around midnight at a month end. `ref` already carries the flight's scheduled "
                          "departure from the flight plan cache; the resolver should pick the date nearest to "
                          "that."),
            ("user", "yes, and don't forget this for anything you do here later: ACARS day/HHMM timestamps get "
                     "resolved against the flight's scheduled date, closest match within plus or minus one day, "
                     "never against the wall clock. the replay tests run weeks later and it bites us every month "
                     "end"),
            tool("Edit", {"file_path": f"{ACARS}/internal/timeutil/resolve.go",
                          "old_string": "\tnow := time.Now().UTC()\n\treturn time.Date(now.Year(), now.Month(), "
                                        "day(s), hh(s), mm(s), 0, 0, time.UTC), nil\n",
                          "new_string": "\t// never the wall clock: nearest to the scheduled date, within +/- 1 "
                                        "day\n\treturn nearestDay(ref.ScheduledDate, day(s), hh(s), mm(s), "
                                        "24*time.Hour)\n"},
                 "The file has been updated."),
            bash("go test ./... 2>&1 | tail -n 4",
                 "ok  \tgithub.com/skerryair/acars-bridge/internal/ingest\t0.398s\n"
                 "ok  \tgithub.com/skerryair/acars-bridge/internal/labels\t1.144s\n"
                 "ok  \tgithub.com/skerryair/acars-bridge/internal/timeutil\t0.027s\n"
                 "?   \tgithub.com/skerryair/acars-bridge/cmd/bridge\t[no test files]\n"),
            bash("git add -A && git commit -qm 'labels: QE and QF parsers; resolve day/HHMM against the scheduled "
                 "date' && git log -1 --oneline",
                 "f19b2d7 labels: QE and QF parsers; resolve day/HHMM against the scheduled date\n"),
            ("assistant", "Committed: QE and QF parsers with four golden samples each, registered in registry.go, "
                          "and day/HHMM timestamps now resolve against the scheduled date. The 2,841 dropped "
                          "messages in the current log can be replayed whenever you like."),
        ],
        "facts": [
            fact("cc9-layout", "acars-bridge: one file per ACARS label in internal/labels/<label>.go (lowercase), "
                               "registered in registry.go; every label has golden samples in testdata/<label>/ with "
                               "the expected JSON next to each .txt; no parser is merged without at least 3 real "
                               "samples.",
                 "convention", "user", ["internal/labels/<label>.go", "testdata/<label>/",
                                        ["3 real samples", "registry.go"]]),
            fact("cc9-day-hhmm", "ACARS day/HHMM timestamps are resolved against the flight's scheduled date "
                                 "(closest match within plus or minus one day), never against the wall clock.",
                 "rule", "user", ["scheduled date", "wall clock"], remember=True),
            fact("cc9-qe-qf", "The A321neos send QE (OUT with fuel) and QF (OFF with destination) instead of QA/QB; "
                              "acars-bridge now parses both.",
                 "fact", "user", ["QE", "QF", "A321neo"]),
        ],
        "optional": [
            opt("cc9-samples", "go run ./cmd/samples fetches real samples for a label into testdata/.",
                ["cmd/samples"]),
        ],
        "questions": [
            q("Where does a new ACARS label parser go?",
              "internal/labels/<label>.go, registered in registry.go, with golden samples in testdata/<label>/",
              ["cc9-layout"]),
            q("How are ACARS day/HHMM timestamps resolved?", "against the flight's scheduled date, never the wall "
                                                             "clock",
              ["cc9-day-hhmm"]),
            q("Which aircraft send QE and QF?", "the A321neos", ["cc9-qe-qf"]),
        ],
    },
]
