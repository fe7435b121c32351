"""h23 Codex sessions, part c: dbt models for ticket sales, auth questions, credential stuffing on a login endpoint."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

CURLEW = "/home/dev/curlew-warehouse"
PETREL = "/home/dev/petrel-notes"
PLOVER = "/home/dev/plover-accounts"

SESSIONS = [
    {
        "id": "h23-cx-curlew-dbt",
        "project": CURLEW,
        "start": datetime(2026, 11, 24, 14, 0),
        "about": "dbt warehouse; staging naming pattern; incremental fact table; 'write this down somewhere you'll see it "
                 "next time' rule on key tests; duplicate refunds resolved by picking option a; scheduling deferred",
        "steps": [
            ("user", "new dbt models in curlew-warehouse for ticket sales from the box office system. raw table is "
                     "raw.boxoffice_sales. set it up the way the rest of the project is"),
            shell("ls models/staging models/marts && sed -n 12,22p dbt_project.yml",
                  "models/marts:\ndim_venues.sql  dim_venues.yml  fct_visits.sql  fct_visits.yml\n\nmodels/staging:\n"
                  "stg_membership__members.sql  stg_membership__members.yml  stg_tills__transactions.sql  "
                  "stg_tills__transactions.yml\n"
                  "models:\n  curlew:\n    staging:\n      +materialized: view\n    marts:\n      +materialized: table\n"),
            shell("sed -n 1,14p models/staging/stg_membership__members.yml",
                  "version: 2\nmodels:\n  - name: stg_membership__members\n    columns:\n      - name: member_id\n"
                  "        tests:\n          - unique\n          - not_null\n      - name: joined_at\n"),
            ("assistant", "The pattern: staging models are named `stg_<source>__<entity>` and built as views, each with a "
                          "yml next to it; marts are tables named fct_/dim_. I'll add `stg_boxoffice__sales` and "
                          "`fct_ticket_sales`. The fact table will be big (every ticket since 2019), so I'd make it "
                          "incremental on `sold_at`. OK?"),
            ("user", "incremental yes, unique_key sale_id. and write this down somewhere you'll see it next time: every "
                     "model's primary key gets unique and not_null tests in its yml, no exceptions. the CI job runs dbt "
                     "build and a model without them doesn't get merged"),
            shell("apply_patch < /tmp/boxoffice_models.patch",
                  "Success. Updated the following files:\nA models/staging/stg_boxoffice__sales.sql\n"
                  "A models/staging/stg_boxoffice__sales.yml\nA models/marts/fct_ticket_sales.sql\n"
                  "A models/marts/fct_ticket_sales.yml\nM models/staging/_sources.yml\n"),
            shell("dbt build --select +fct_ticket_sales",
                  "1 of 7 START sql view model staging.stg_boxoffice__sales ...... [RUN]\n"
                  "1 of 7 OK created sql view model staging.stg_boxoffice__sales . [OK in 0.41s]\n"
                  "2 of 7 START test unique_stg_boxoffice__sales_sale_id ......... [RUN]\n"
                  "2 of 7 FAIL 12 unique_stg_boxoffice__sales_sale_id ............ [FAIL 12 in 0.38s]\n"
                  "Done. PASS=2 WARN=0 ERROR=1 SKIP=4 TOTAL=7\n"),
            shell("dbt show --inline \"select sale_id, status, updated_at from {{ ref('stg_boxoffice__sales') }} where "
                  "sale_id in (select sale_id from {{ ref('stg_boxoffice__sales') }} group by 1 having count(*) > 1) "
                  "order by 1, 3\" --limit 4",
                  "| sale_id  | status   | updated_at          |\n| -------- | -------- | ------------------- |\n"
                  "| BO-88121 | paid     | 2026-10-02 19:04:11 |\n| BO-88121 | refunded | 2026-10-05 09:12:40 |\n"
                  "| BO-90377 | paid     | 2026-10-11 14:55:02 |\n| BO-90377 | refunded | 2026-10-12 08:30:19 |\n"),
            ("assistant", "The 12 duplicate sale_ids are refunds: the box office system re-sends a refunded sale with the "
                          "same sale_id, status `refunded` and a newer `updated_at`. Options:\n\n"
                          "a. keep the latest row per sale_id in staging (`qualify row_number() over (partition by sale_id "
                          "order by updated_at desc) = 1`)\n"
                          "b. make the key (sale_id, status) and keep both rows"),
            ("user", "a. latest row per sale_id. refunded sales stay in fct with status refunded, finance filters them out "
                     "themselves"),
            shell("apply_patch < /tmp/latest_per_sale.patch && dbt build --select +fct_ticket_sales",
                  "Success. Updated the following files:\nM models/staging/stg_boxoffice__sales.sql\n"
                  "...\nCompleted successfully\n\nDone. PASS=7 WARN=0 ERROR=0 SKIP=0 TOTAL=7\n"),
            ("assistant", "All green: 2 models, 5 tests. Should I add fct_ticket_sales to the nightly Airflow DAG too?"),
            ("user", "not yet, Marta reviews the models first"),
        ],
        "facts": [
            fact("stg-naming", "Staging models are named stg_<source>__<entity> and built as views, e.g. "
                               "stg_boxoffice__sales; marts are fct_/dim_ tables.",
                 "convention", "assistant", [["stg_<source>__<entity>", "stg_boxoffice__sales"], "view"]),
            fact("fct-incremental", "fct_ticket_sales is incremental with unique_key sale_id.",
                 "config", "user", ["fct_ticket_sales", "incremental"]),
            fact("pk-tests", "Every dbt model's primary key gets unique and not_null tests in its yml, no exceptions; "
                             "CI runs dbt build.",
                 "rule", "user", ["not_null", "primary key"], remember=True),
            fact("refund-dedupe", "The box office re-sends a refunded sale with the same sale_id; staging keeps the latest "
                                  "row per sale_id and refunded sales stay in fct with status refunded.",
                 "decision", "user", ["sale_id", "refunded"]),
        ],
        "optional": [
            opt("not-in-dag", "fct_ticket_sales is not in the nightly Airflow DAG until Marta reviews the models.",
                ["Airflow"]),
            opt("materializations", "Staging is materialized as views, marts as tables (dbt_project.yml).",
                ["materialized"]),
        ],
        "questions": [
            q("How are staging models named in curlew-warehouse?", "stg_<source>__<entity>", ["stg-naming"]),
            q("What tests does every dbt model's primary key get?", "unique and not_null", ["pk-tests"]),
            q("Why were there duplicate sale_ids in the box office data?",
              "the box office system re-sends a refunded sale with the same sale_id", ["refund-dedupe"]),
        ],
    },
    {
        "id": "h23-cx-petrel-questions",
        "project": PETREL,
        "start": datetime(2026, 11, 25, 21, 30),
        "about": "nothing durable: questions about PKCE and revoking JWTs, a look at how the app authenticates, a "
                 "hypothetical about a future public API",
        "steps": [
            ("user", "quick one, not really work. what does PKCE actually protect against? everyone says 'use it for SPAs' "
                     "and nobody says why"),
            ("assistant", "PKCE protects the authorization code on its way back to the app. In the OAuth code flow the "
                          "code travels through the browser (a redirect URL), where another app, a browser extension or a "
                          "log can grab it. A public client (SPA, mobile app) has no client secret, so a stolen code could "
                          "be exchanged for tokens by anyone.\n\n"
                          "With PKCE the app makes a random `code_verifier`, sends only its hash (`code_challenge`) with "
                          "the authorization request, and must present the original verifier when exchanging the code. A "
                          "thief who has the code but not the verifier gets nothing. That's why it's recommended for every "
                          "client now, not only SPAs."),
            ("user", "and why do people keep saying JWTs can't be revoked"),
            ("assistant", "Because a JWT is checked without asking anyone: the server verifies the signature and `exp`, "
                          "and that's it. Nothing is looked up, so there's nothing to delete. The usual workarounds are "
                          "short lifetimes (minutes) with refresh tokens, a denylist of `jti` values checked on each "
                          "request (which brings the lookup back), or opaque tokens with an introspection endpoint."),
            shell("rg -n -i 'jwt|bearer|session' src/server/auth.ts | head -5",
                  "4:import { randomBytes } from \"node:crypto\";\n"
                  "12:export const SESSION_COOKIE = \"petrel_sid\";\n"
                  "18:  const sid = randomBytes(32).toString(\"base64url\");\n"
                  "19:  await db.sessions.insert({ sid, userId, expiresAt: addDays(now(), 30) });\n"),
            ("assistant", "For what it's worth, petrel-notes itself uses no JWTs: it issues an opaque session id in the "
                          "`petrel_sid` cookie and stores it in a sessions table, so deleting the row revokes it "
                          "immediately."),
            ("user", "ha ok. if we ever add a public API we'd probably go with opaque tokens too. anyway, night"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h23-cx-plover-login",
        "project": PLOVER,
        "start": datetime(2026, 11, 26, 10, 20),
        "about": "Go accounts service; credential stuffing; no login rate limit and account enumeration found; limits "
                 "chosen per account and per IP; lockout trade-off accepted; timing fixed with a dummy hash; the "
                 "team rule is stated plainly (no request to remember)",
        "steps": [
            ("user", "plover-accounts got hammered overnight: 180k failed logins against /v1/login from about 6k IPs, a "
                     "credential stuffing run. Two accounts got in (already reset). We have no rate limiting on login at "
                     "all, right?"),
            shell("rg -n 'RateLimit' --type go . | head -5",
                  "internal/http/middleware/ratelimit.go:12:// RateLimitIP is a per-IP token bucket, used by /v1/signup only\n"
                  "cmd/server/routes.go:44:\tr.With(mw.RateLimitIP(5, time.Minute)).Post(\"/v1/signup\", h.Signup)\n"),
            shell("sed -n 28,36p internal/http/handlers/login.go",
                  "\tswitch {\n\tcase errors.Is(err, accounts.ErrUserNotFound):\n"
                  "\t\trespond(w, 404, \"no account with that email\")\n"
                  "\tcase errors.Is(err, accounts.ErrWrongPassword):\n\t\trespond(w, 401, \"wrong password\")\n\t}\n"),
            ("assistant", "Right: /v1/login has no rate limit at all; only signup has a per-IP bucket. Two more "
                          "findings:\n\n"
                          "- Per-IP limiting alone would barely have helped: 180k attempts over 6k IPs is about 30 per "
                          "IP.\n"
                          "- The handler answers 404 'no account with that email' vs 401 'wrong password', so an attacker "
                          "can first learn which emails exist (account enumeration) and then focus on those.\n\n"
                          "Proposal: count failures per account (email) in Redis and lock the account's logins after too "
                          "many, keep a loose per-IP limit on top, and give one generic error for both cases."),
            ("user", "yes. per account 10 failures per 15 min, then a 15 min lock, 429 with Retry-After. per IP 100/min. "
                     "and the message is 'invalid email or password' for both cases, same status 401"),
            shell("apply_patch < /tmp/login_limits.patch && go test ./internal/...",
                  "Success. Updated the following files:\nA internal/http/middleware/loginlimit.go\n"
                  "M internal/http/handlers/login.go\nM cmd/server/routes.go\n"
                  "ok  \tplover/internal/accounts\t0.311s\nok  \tplover/internal/http/handlers\t0.902s\n"
                  "ok  \tplover/internal/http/middleware\t1.244s\n"),
            ("assistant", "Done: 10 failures in 15 minutes lock that account for 15 minutes (429 with Retry-After), 100 "
                          "requests per minute per IP, and both cases answer 401 'invalid email or password'. One thing "
                          "to be aware of: anyone can lock a real user out by failing 10 times on purpose. A common "
                          "mitigation is letting a correct password plus an emailed code bypass the lock."),
            ("user", "known tradeoff, we accept it for now. keep the lock simple"),
            ("user", "also the response time differs: an unknown email returns in 2ms, a wrong password in 80ms because of "
                     "bcrypt. that leaks the same thing, right?"),
            ("assistant", "Yes, timing is enumeration too. For unknown emails I'll compare the password against a fixed "
                          "dummy bcrypt hash with the same cost, so both paths take the same time."),
            shell("apply_patch < /tmp/dummy_hash.patch && go test ./internal/http/handlers -run Timing -v | "
                  "grep -E '^(---|ok)|p50'",
                  "    login_test.go:88: p50 unknown email 79ms, wrong password 81ms\n"
                  "--- PASS: TestLoginTimingUnknownEmail (1.71s)\nok  \tplover/internal/http/handlers\t1.733s\n"),
            ("user", "good. that's the rule for anything auth-related here: login and password reset responses never "
                     "reveal whether an account exists. same message, same status, same timing"),
            shell("rg -n 'ErrUserNotFound' internal/http/handlers/",
                  "internal/http/handlers/login.go:31:\tcase errors.Is(err, accounts.ErrUserNotFound), "
                  "errors.Is(err, accounts.ErrWrongPassword):\n"
                  "internal/http/handlers/reset.go:22:\t\trespond(w, 404, \"no account with that email\")\n"),
            ("assistant", "Password reset still says 'no account with that email' with a 404. I'll make it always answer "
                          "202 'if an account exists, we sent an email', and send the mail in the background so the "
                          "timing doesn't differ either."),
            shell("apply_patch < /tmp/reset_generic.patch && go test ./... && git commit -am 'login: per-account and "
                  "per-IP limits, generic errors, constant-time unknown email; reset: generic 202'",
                  "ok  \tplover/internal/accounts\t0.298s\nok  \tplover/internal/http/handlers\t2.410s\n"
                  "ok  \tplover/internal/http/middleware\t1.251s\n"
                  "[main 0f4e6b2] login: per-account and per-IP limits, generic errors, constant-time unknown email; "
                  "reset: generic 202\n 6 files changed, 213 insertions(+), 19 deletions(-)\n"),
        ],
        "facts": [
            fact("stuffing-cause", "The credential stuffing run worked because /v1/login had no rate limit (only signup "
                                   "had a per-IP bucket) and login errors revealed whether an email exists (404 vs 401).",
                 "bugfix", "assistant", ["/v1/login", "rate limit"]),
            fact("login-limits", "Login limits: 10 failures per account in 15 minutes lock that account for 15 minutes "
                                 "(429 with Retry-After); 100 requests per minute per IP.",
                 "config", "user", ["10 failures", "Retry-After"]),
            fact("no-enumeration", "Login and password reset responses never reveal whether an account exists: same "
                                   "message ('invalid email or password'), same status, same timing.",
                 "rule", "user", ["invalid email or password", "timing"]),
            fact("dummy-hash", "For unknown emails the password is compared against a fixed dummy bcrypt hash so both "
                               "paths take the same time.",
                 "bugfix", "assistant", ["dummy", "bcrypt"]),
            fact("reset-202", "Password reset always answers 202 'if an account exists, we sent an email' and sends the "
                              "mail in the background.",
                 "bugfix", "assistant", ["202", "reset"]),
        ],
        "optional": [
            opt("lockout-tradeoff", "Anyone can lock a real user out on purpose; accepted trade-off, the lock stays "
                                    "simple.", ["lock"]),
            opt("signup-limit", "Signup has a per-IP token bucket of 5 per minute.", ["signup"]),
        ],
        "questions": [
            q("How did the credential stuffing run get through on plover-accounts?", "/v1/login has no rate limit",
              ["stuffing-cause"]),
            q("When is a plover account's login locked?", "10 failures in 15 minutes lock that account for 15 minutes",
              ["login-limits"]),
            q("What does plover's login answer for an unknown email?", "invalid email or password, 401, same timing",
              ["no-enumeration", "dummy-hash"]),
        ],
    },
]
