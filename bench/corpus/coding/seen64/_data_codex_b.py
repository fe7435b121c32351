"""h64 Codex sessions, part b: caselookup-api, the Castelvero court's public case-lookup API in Go (a minor's name
shown after they turned 18; rate limits against a scraper), and fascicolo, the Java case-management system (slow
party-name search)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell, tool

LOOKUP = "/home/seojin/code/caselookup-api"
FASC = "/home/chiara/src/fascicolo"

_PRESS_MAIL = """---
From: Ufficio stampa <stampa@tribunale-castelvero.example>
To: it-pubblico@tribunale-castelvero.example
Subject: URGENTE - nome di minore visibile nella consultazione pubblica

A journalist of the local paper wrote us this morning: in the public lookup, case RG 2291/2019 (tribunale per
i minorenni, affidamento) shows the full name of the child among the parties. He did not publish it, but he
asks how it is possible. Please remove it immediately and tell us if other cases are affected.
---
"""

_CURL_LEAK = """$ curl -si https://api.tribunale-castelvero.example/v1/cases/RG-2291-2019 | sed -n '1,12p'
HTTP/2 200
content-type: application/json
cache-control: public, max-age=600
age: 41
x-cache: HIT
x-lookup-version: 1.14.0

{"rg":"2291/2019","section":"famiglia","parties":[{"role":"ricorrente","display_name":"M. R."},{"role":"resistente","display_name":"L. B."},{"role":"figlio","display_name":"Giorgio R*****"}]}
$ curl -si -H 'Cache-Control: no-cache' http://lookupd.pubblico.svc:8088/v1/cases/RG-2291-2019 | tail -1
{"rg":"2291/2019","section":"famiglia","parties":[{"role":"ricorrente","display_name":"M. R."},{"role":"resistente","display_name":"L. B."},{"role":"figlio","display_name":"Giorgio R*****"}]}
"""

_MINOR_GO = """     1\tpackage redact
     2\t
     3\timport (
     4\t\t"time"
     5\t
     6\t\t"github.com/tribunale-castelvero/caselookup-api/internal/store"
     7\t)
     8\t
     9\t// isMinor reports whether a party's name must be hidden in public responses.
    10\tfunc isMinor(p store.Party) bool {
    11\t\tif p.BirthDate.IsZero() {
    12\t\t\treturn p.Role == store.RoleChild // no birth date: trust the role
    13\t\t}
    14\t\treturn ageAt(p.BirthDate, time.Now()) < 18
    15\t}
    16\t
    17\t// Initials turns "Mario Rossi" into "M. R.".
    18\tfunc Initials(name string) string {
"""

_BIRTH = """ rg        | role   | birth_date | filed_at   | age_today | age_at_filing
-----------+--------+------------+------------+-----------+---------------
 2291/2019 | figlio | 2008-02-14 | 2019-05-20 |        18 |            11
(1 row)

 -- parties that were minors at filing but are 18+ today, in published cases:
 count
-------
   317
(1 row)
"""

_REDACT_PATCH = """*** Begin Patch
*** Update File: internal/redact/minor.go
-// isMinor reports whether a party's name must be hidden in public responses.
-func isMinor(p store.Party) bool {
+// isMinor reports whether a party's name must be hidden in public responses.
+// A person who was a minor when the case was filed stays protected for ever,
+// so the age is taken at the filing date, never at time.Now().
+func isMinor(p store.Party, c store.Case) bool {
 \tif p.BirthDate.IsZero() {
 \t\treturn p.Role == store.RoleChild
 \t}
-\treturn ageAt(p.BirthDate, time.Now()) < 18
+\treturn ageAt(p.BirthDate, c.FiledAt) < 18
 }
*** Update File: internal/redact/redact.go
-\t\t\tp.DisplayName = Initials(p.Name)
+\t\t\tp.DisplayName = MinorPlaceholder // "[minore]"
*** End Patch
"""

_GOLDEN = """$ go test ./internal/redact/... -run Golden -v 2>&1 | tail -25
=== RUN   TestGolden
=== RUN   TestGolden/adult_parties_civil
=== RUN   TestGolden/minor_at_filing_now_adult
    golden_test.go:61: testdata/golden/minor_at_filing_now_adult.json: mismatch
        -  "display_name": "Giorgio R*****"
        +  "display_name": "[minore]"
=== RUN   TestGolden/minor_initials_family_case
    golden_test.go:61: testdata/golden/minor_initials_family_case.json: mismatch
        -  "display_name": "M. R."
        +  "display_name": "[minore]"
=== RUN   TestGolden/no_birth_date_child_role
--- FAIL: TestGolden (0.01s)
    --- PASS: TestGolden/adult_parties_civil (0.00s)
    --- FAIL: TestGolden/minor_at_filing_now_adult (0.00s)
    --- FAIL: TestGolden/minor_initials_family_case (0.00s)
    --- PASS: TestGolden/no_birth_date_child_role (0.00s)
FAIL
FAIL\tgithub.com/tribunale-castelvero/caselookup-api/internal/redact\t0.214s
$ go test ./internal/redact/... -run Golden -update && go test ./internal/redact/... -run Golden -v 2>&1 | tail -7
--- PASS: TestGolden (0.01s)
    --- PASS: TestGolden/adult_parties_civil (0.00s)
    --- PASS: TestGolden/minor_at_filing_now_adult (0.00s)
    --- PASS: TestGolden/minor_initials_family_case (0.00s)
    --- PASS: TestGolden/no_birth_date_child_role (0.00s)
PASS
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/redact\t0.203s
"""

_ACCESS_LOG = """$ kubectl -n pubblico logs deploy/ingress --since=15m | awk '{print $1}' | sort | uniq -c | sort -rn | head -5
  51877 10.40.0.12
    214 10.40.0.13
$ kubectl -n pubblico logs deploy/ingress --since=15m | grep -c 'X-Forwarded-For: 185.220.'
  49310
$ kubectl -n pubblico logs deploy/ingress --since=15m | grep '185.220.' | head -3
10.40.0.12 - - [16/Nov/2026:10:02:11 +0100] "GET /v1/cases/RG-0001-2015 HTTP/1.1" 200 812 "-" "python-httpx/0.27.2" xff="185.220.41.7"
10.40.0.12 - - [16/Nov/2026:10:02:11 +0100] "GET /v1/cases/RG-0002-2015 HTTP/1.1" 200 790 "-" "python-httpx/0.27.2" xff="185.220.41.7"
10.40.0.12 - - [16/Nov/2026:10:02:11 +0100] "GET /v1/cases/RG-0003-2015 HTTP/1.1" 404 61 "-" "python-httpx/0.27.2" xff="185.220.41.7"
"""

_RL_PATCH = """*** Begin Patch
*** Add File: internal/ratelimit/ratelimit.go
+package ratelimit
+
+// Token bucket per client in Redis (github.com/go-redis/redis_rate/v10, GCRA).
+var (
+\tAnonymous = redis_rate.PerMinute(60)  // per client IP, no key
+\tWithKey   = redis_rate.PerMinute(600) // journalists / researchers, X-Api-Key
+)
+
+func Middleware(l *redis_rate.Limiter, keys KeyStore, ips ClientIP) func(http.Handler) http.Handler {
+\t... 429 with Retry-After (seconds) when res.Allowed == 0 ...
+}
*** Add File: internal/ratelimit/clientip.go
+// ClientIP returns r.RemoteAddr, or the left-most X-Forwarded-For entry when the
+// request comes from a trusted proxy.
*** End Patch
"""

_STAGING_429 = """$ for i in $(seq 1 5); do curl -s -o /dev/null -w '%{http_code} ' https://api.staging.tribunale-castelvero.example/v1/cases/RG-4411-2026; done; echo
200 200 200 200 200
$ hey -z 70s -q 2 -c 1 https://api.staging.tribunale-castelvero.example/v1/cases/RG-4411-2026 | grep -A3 'Status code'
Status code distribution:
  [200]\t60 responses
  [429]\t80 responses
$ # Marta in the office, different PC, one request:
$ curl -si https://api.staging.tribunale-castelvero.example/v1/cases/RG-4411-2026 | head -3
HTTP/2 429
retry-after: 31
x-ratelimit-limit: 60
$ redis-cli -h redis.pubblico-staging.svc --scan --pattern 'rate:*' | head
rate:ip:10.40.0.12
"""

_RL_FIX = """*** Begin Patch
*** Update File: internal/ratelimit/clientip.go
+var trustedProxies = mustCIDRs("10.40.0.0/16") // cluster load balancers only
+
 func (c ClientIP) Of(r *http.Request) string {
-\treturn host(r.RemoteAddr)
+\tremote := host(r.RemoteAddr)
+\tif inAny(remote, trustedProxies) {
+\t\tif xff := leftmost(r.Header.Get("X-Forwarded-For")); xff != "" {
+\t\t\treturn xff
+\t\t}
+\t}
+\treturn remote
 }
*** End Patch
"""

_GO_TEST_RL = """$ go test ./internal/ratelimit/... -v 2>&1 | grep -E '^(---|ok|FAIL)'
--- PASS: TestAnonymousLimitPerIP (0.31s)
--- PASS: TestApiKeyLimit (0.42s)
--- PASS: TestRetryAfterHeader (0.02s)
--- PASS: TestXFFIgnoredFromUntrustedRemote (0.00s)
--- PASS: TestXFFUsedFromLoadBalancer (0.00s)
--- PASS: TestSpoofedXFFChainTakesLeftmostOnlyBehindLB (0.00s)
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/ratelimit\t1.874s
$ go test ./internal/redact/... -run Golden
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/redact\t0.199s
"""

_EXPLAIN_SLOW = """                                                                   QUERY PLAN
------------------------------------------------------------------------------------------------------------------------------------------------
 Limit  (cost=1000.43..64211.92 rows=50 width=96) (actual time=812.442..8911.774 rows=50 loops=1)
   ->  Nested Loop  (cost=1000.43..96433.08 rows=76 width=96) (actual time=812.440..8911.706 rows=50 loops=1)
         ->  Gather  (cost=1000.00..95820.11 rows=76 width=48) (actual time=812.381..8910.902 rows=50 loops=1)
               Workers Planned: 2
               Workers Launched: 2
               ->  Parallel Seq Scan on parties p  (cost=0.00..94812.51 rows=32 width=48) (actual time=601.220..8902.113 rows=17 loops=3)
                     Filter: ((full_name)::text ~~* '%bianch%'::text)
                     Rows Removed by Filter: 612604
         ->  Index Scan using case_parties_case_id_idx on case_parties cp  (cost=0.43..8.05 rows=1 width=48) (actual time=0.012..0.013 rows=1 loops=50)
               Index Cond: (party_id = p.id)
 Planning Time: 0.611 ms
 Execution Time: 8912.034 ms
(12 rows)
"""

_EXPLAIN_FAST = """                                                                   QUERY PLAN
------------------------------------------------------------------------------------------------------------------------------------------------
 Limit  (cost=96.61..512.80 rows=50 width=96) (actual time=3.118..40.902 rows=50 loops=1)
   ->  Nested Loop  (cost=96.61..729.14 rows=76 width=96) (actual time=3.116..40.861 rows=50 loops=1)
         ->  Bitmap Heap Scan on parties p  (cost=96.18..316.09 rows=76 width=48) (actual time=3.077..40.211 rows=50 loops=1)
               Recheck Cond: ((full_name)::text ~~* '%bianch%'::text)
               Heap Blocks: exact=1294
               ->  Bitmap Index Scan on parties_full_name_trgm  (cost=0.00..96.16 rows=76 width=0) (actual time=2.611..2.612 rows=1377 loops=1)
                     Index Cond: ((full_name)::text ~~* '%bianch%'::text)
         ->  Index Scan using case_parties_case_id_idx on case_parties cp  (cost=0.43..5.43 rows=1 width=48) (actual time=0.010..0.011 rows=1 loops=50)
               Index Cond: (party_id = p.id)
 Planning Time: 0.902 ms
 Execution Time: 41.116 ms
(11 rows)
"""

_V71 = """$ ls src/main/resources/db/migration/ | grep -E 'V7[01]|V9[0-3]'
V70__hearing_status_enum.sql
V71__hearings_date_idx.sql
V71__hearings_date_idx.sql.conf
V90__party_fiscal_code.sql
V91__deposit_fee_ref.sql
V92__courtroom_capacity.sql
$ cat src/main/resources/db/migration/V71__hearings_date_idx.sql src/main/resources/db/migration/V71__hearings_date_idx.sql.conf
CREATE INDEX CONCURRENTLY IF NOT EXISTS hearings_date_idx ON hearing (hearing_start);
executeInTransaction=false
"""

_FLYWAY_V93 = """> Task :flywayMigrate
Flyway Community Edition 10.17.3 by Redgate
Database: jdbc:postgresql://localhost:5433/fascicolo (PostgreSQL 16.4)
Successfully validated 93 migrations (execution time 00:00.101s)
Current version of schema "public": 92
Migrating schema "public" to version "93 - parties trgm" [non-transactional]
Successfully applied 1 migration to schema "public", now at version v93 (execution time 00:19.884s)

BUILD SUCCESSFUL in 24s
"""

SESSIONS = [
    {
        "id": "h64-cx-lookup-minor-leak",
        "project": LOOKUP,
        "start": datetime(2026, 11, 7, 9, 3),
        "branch": "hotfix/minor-age",
        "about": "a minor's name in the public API: pasted press-office mail; user suspects the CDN cache, origin "
                 "shows it too; age computed at time.Now() instead of the filing date; initials replaced by the "
                 "[minore] placeholder; golden tests fail then pass; 'always run' rule",
        "steps": [
            ("user", "Urgent. Mail from the press office:\n\n" + _PRESS_MAIL +
                     "\nWe deployed the new redaction on Tuesday. I think the CDN still serves the old response from "
                     "before. Check, and purge if so."),
            shell("curl -si https://api.tribunale-castelvero.example/v1/cases/RG-2291-2019 | sed -n '1,12p'; curl -si "
                  "-H 'Cache-Control: no-cache' http://lookupd.pubblico.svc:8088/v1/cases/RG-2291-2019 | tail -1",
                  _CURL_LEAK),
            ("assistant", "It's not the cache: the origin, asked directly without the CDN, returns the same full "
                          "name for the party with role `figlio`, and the cached copy is only 41 seconds old anyway. "
                          "A purge would change nothing. Looking at the redaction rule."),
            shell("nl -ba internal/redact/minor.go | sed -n '1,18p'", _MINOR_GO),
            shell("psql \"$LOOKUP_DB_RO\" -f /tmp/age_check.sql", _BIRTH),
            ("assistant", "Found it. `isMinor` computes the age at `time.Now()`. The child in RG 2291/2019 was born "
                          "in February 2008: 11 years old when the case was filed in 2019, 18 today. So since his "
                          "birthday the rule says \"not a minor\" and the name is published. It's not only him: 317 "
                          "parties in published cases were minors at filing and are adults now.\n\n"
                          "The protection has to be fixed to the moment of the proceedings: age computed at the "
                          "case filing date (`c.FiledAt`), so whoever was under 18 when the case was filed stays "
                          "redacted for ever."),
            ("user", "Yes, filing date. Also the format. Now we show initials, M. R. — in a village of 800 people "
                     "initials plus the case type is the same as the name. Use a fixed placeholder [minore] for all "
                     "of them, no initials."),
            tool("apply_patch", {"input": _REDACT_PATCH}, "Success. Updated the following files:\n"
                 "M internal/redact/minor.go\nM internal/redact/redact.go"),
            shell("go test ./internal/redact/... -run Golden -v; go test ... -run Golden -update && go test ... -v",
                  _GOLDEN),
            ("assistant", "The golden files failed exactly where they should (the now-adult child and the initials "
                          "case); I regenerated them with `-update`, checked the diff by hand — only `display_name` "
                          "lines changed to `[minore]` — and they pass."),
            ("user", "Good. Always run the golden tests, go test ./internal/redact/... -run Golden, before any "
                     "release tag. No exception, hotfix included, today included. Then deploy and purge."),
            shell("go test ./internal/redact/... -run Golden && git tag v1.14.1 && git push --tags && make deploy "
                  "TAG=v1.14.1 && make purge-cdn ALL=1",
                  "ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/redact\t0.201s\n"
                  "To git.tribunale-castelvero.example:pubblico/caselookup-api.git\n * [new tag]         v1.14.1 -> "
                  "v1.14.1\ndeploy: lookupd v1.14.1 rolled out (3/3)\npurge-cdn: purged all objects for "
                  "api.tribunale-castelvero.example (request id 7a1c...e09)"),
            shell("curl -s https://api.tribunale-castelvero.example/v1/cases/RG-2291-2019",
                  "{\"rg\":\"2291/2019\",\"section\":\"famiglia\",\"parties\":[{\"role\":\"ricorrente\",\"display_name\""
                  ":\"[minore]\"},{\"role\":\"resistente\",\"display_name\":\"[minore]\"},{\"role\":\"figlio\","
                  "\"display_name\":\"[minore]\"}]}"),
            ("assistant", "Live: RG 2291/2019 shows `[minore]` for all three parties, the CDN is purged. For the "
                          "press office: 317 parties in other cases were affected the same way (minors at filing, "
                          "adults today); all are covered by the same fix."),
            ("user", "I write to the press office. Thanks."),
        ],
        "facts": [
            fact("age-at-filing", "A minor's name leaked because isMinor computed the age at time.Now(); it now "
                 "uses the case filing date, so whoever was under 18 at filing stays redacted for ever (not a CDN "
                 "cache problem).", "bugfix", "assistant", ["filing date", "time.Now"]),
            fact("placeholder", "Minors are shown with the fixed placeholder [minore], not initials, because in "
                 "small villages initials identify people.", "decision", "user", ["minore", "initials"]),
            fact("golden-before-release", "Always run the golden tests (go test ./internal/redact/... -run Golden) "
                 "before any release tag, hotfixes included.", "rule", "user", ["Golden", "release"], remember=True),
        ],
        "optional": [
            opt("purge", "make purge-cdn purges the CDN after a deploy.", ["purge-cdn"]),
            opt("affected", "317 parties were affected (minors at filing, adults today).", ["317"]),
        ],
        "questions": [
            q("Why did a minor's name show in the public API?", "age computed at time.Now, not at the filing date",
              ["age-at-filing"]),
            q("How are minors' names displayed?", "placeholder [minore], no initials", ["placeholder"]),
            q("What must pass before tagging a release?", "golden tests, go test ./internal/redact/... -run Golden",
              ["golden-before-release"]),
        ],
    },
    {
        "id": "h64-cx-lookup-rate-limit",
        "project": LOOKUP,
        "start": datetime(2026, 11, 16, 10, 9),
        "branch": "feat/ratelimit",
        "about": "scraper at 50k requests in 15 minutes: long user message with the limits and a remember request "
                 "in the middle (press office issues keys); redis_rate token bucket; first staging deploy "
                 "rate-limits everyone together (client IP = load balancer); CAPTCHA suggestion ignored",
        "steps": [
            ("user", "Someone is scraping the whole register, sequential RG numbers since this morning. Look."),
            shell("kubectl -n pubblico logs deploy/ingress --since=15m | ...", _ACCESS_LOG),
            ("assistant", "About 49,000 of the last 52,000 requests carry `X-Forwarded-For: 185.220.41.7`, a "
                          "`python-httpx` client walking RG numbers from 2015 upwards — about 55 requests per "
                          "second. There's no rate limiting in lookupd at all today."),
            ("user", "I thought about it during the weekend, here is what we do. Anonymous clients: 60 requests per "
                     "minute per IP, more than enough for a person or a journalist with a script. With an API key "
                     "(X-Api-Key): 600 per minute, for journalists and the university people who do research on "
                     "the courts. Keys are in the api_keys table already, from the old pilot (and store this for "
                     "later: journalist keys are issued only by the press office, never by us developers, we only "
                     "load what they give us, even if a journalist writes to us directly). Over the limit: 429 with "
                     "Retry-After. Counting must be shared between the 3 pods, so in Redis, we have the Redis of "
                     "the sessions already. Token bucket, not fixed window, the fixed window makes bursts at the "
                     "minute boundary. Is there a library or we write it?"),
            ("assistant", "`github.com/go-redis/redis_rate` (v10) does exactly that: GCRA, which behaves as a token "
                          "bucket, one Redis key per client, atomic via a Lua script, and it returns `RetryAfter` "
                          "for the header. We already use go-redis v9, which is what it's built on. I'd also "
                          "suggest putting a CAPTCHA on the HTML lookup page for the anonymous case, but the API "
                          "limit is the real fix."),
            ("user", "redis_rate, fine."),
            tool("apply_patch", {"input": _RL_PATCH}, "Success. Updated the following files:\n"
                 "A internal/ratelimit/ratelimit.go\nA internal/ratelimit/clientip.go\nM cmd/lookupd/main.go"),
            shell("make deploy-staging && ... (5 requests, then 2 rps for 70 s, then Marta's single request) ...",
                  _STAGING_429),
            ("assistant", "The limiter works, but wrongly: Marta's first request from another PC got 429, and the "
                          "only key in Redis is `rate:ip:10.40.0.12` — the load balancer's address. `ClientIP` "
                          "uses `r.RemoteAddr`, which behind the ingress is always the LB, so every client on "
                          "earth shares one bucket of 60 per minute. I need to take the client from "
                          "`X-Forwarded-For`, but only when the request comes from our load balancers "
                          "(10.40.0.0/16); from anywhere else the header is ignored, otherwise the scraper just "
                          "sends a random X-Forwarded-For on every request."),
            ("user", "Yes, only from 10.40.0.0/16."),
            tool("apply_patch", {"input": _RL_FIX}, "Success. Updated the following files:\nM internal/ratelimit/clientip.go"),
            shell("go test ./internal/ratelimit/... -v | grep ...; go test ./internal/redact/... -run Golden", _GO_TEST_RL),
            shell("make deploy-staging && redis-cli -h redis.pubblico-staging.svc --scan --pattern 'rate:*' | head -3",
                  "deploy: lookupd v1.15.0-rc2 rolled out to staging (3/3)\nrate:ip:93.41.118.20\nrate:ip:151.12.77.4\n"
                  "rate:key:ak_univ_0007"),
            ("assistant", "Now each client has its own bucket (`rate:ip:<real ip>`, `rate:key:<key id>` for API "
                          "keys), and the tests cover an untrusted remote sending a fake X-Forwarded-For. The golden "
                          "redaction tests pass too, so this can be tagged. Summary: 60 requests/minute per IP "
                          "anonymous, 600/minute with `X-Api-Key`, GCRA token bucket in Redis via redis_rate, 429 + "
                          "Retry-After, client IP from X-Forwarded-For only behind 10.40.0.0/16."),
            ("user", "Tag v1.15.0 and deploy to prod."),
            shell("go test ./internal/redact/... -run Golden && git tag v1.15.0 && git push --tags && make deploy TAG=v1.15.0",
                  "ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/redact\t0.197s\n * [new tag]         "
                  "v1.15.0 -> v1.15.0\ndeploy: lookupd v1.15.0 rolled out (3/3)"),
        ],
        "facts": [
            fact("limits", "Public API limits: 60 requests per minute per IP anonymous, 600 per minute with an "
                 "X-Api-Key; over the limit 429 with Retry-After.", "config", "user", ["60", "600"]),
            fact("redis-rate", "Rate limiting is a token bucket shared in Redis through the redis_rate library "
                 "(not a fixed window, which bursts at the minute boundary).", "decision", "user",
                 ["redis_rate", "token bucket"]),
            fact("press-office-keys", "Journalist API keys are issued only by the press office, never by the "
                 "developers, even if a journalist asks directly.", "rule", "user", ["press office"], remember=True),
            fact("xff-trusted", "Everyone was rate-limited together because the client IP was the load balancer's; "
                 "the client IP now comes from X-Forwarded-For only when the request comes from 10.40.0.0/16.",
                 "bugfix", "assistant", ["X-Forwarded-For", "10.40.0.0/16"]),
        ],
        "optional": [
            opt("api-keys-table", "API keys are in the api_keys table from the old pilot.", ["api_keys"]),
        ],
        "questions": [
            q("What are the rate limits of the public lookup API?",
              "60 per minute per IP anonymous, 600 per minute with API key", ["limits"]),
            q("Who issues journalist API keys?", "the press office only", ["press-office-keys"]),
            q("Why did everybody get 429 on staging after the first deploy?",
              "client IP was the load balancer; X-Forwarded-For trusted only from 10.40.0.0/16", ["xff-trusted"]),
        ],
    },
    {
        "id": "h64-cx-party-search-slow",
        "project": FASC,
        "start": datetime(2026, 11, 20, 14, 12),
        "branch": "perf/party-search",
        "about": "slow party-name search: user wants an index on case_parties.case_id, the plan shows it exists and "
                 "the cost is a seq scan for ILIKE '%..%'; pg_trgm GIN index, CONCURRENTLY like V71; remember "
                 "request in the same message as an unrelated GIN-vs-GiST question",
        "steps": [
            ("user", "ciao. search by party name in cancelleria takes 9 seconds now, the clerks are angry. before "
                     "was ok. i'm sure is missing the index on case_parties.case_id, add it pls"),
            shell("psql -h localhost -p 5433 -U fascicolo -c \"EXPLAIN ANALYZE SELECT ... FROM parties p JOIN "
                  "case_parties cp ON cp.party_id = p.id WHERE p.full_name ILIKE '%bianch%' LIMIT 50\"", _EXPLAIN_SLOW),
            ("assistant", "The `case_parties` side is already fine: `Index Scan using case_parties_case_id_idx`, "
                          "0.013 ms per loop. All the time (8.9 s of 8.9 s) is the `Parallel Seq Scan on parties` "
                          "with `full_name ~~* '%bianch%'`: an ILIKE with a leading wildcard can't use a btree "
                          "index, so PostgreSQL reads all 1.8 million parties. It got worse as the table grew, which "
                          "matches \"before was ok\".\n\n"
                          "The fix is a trigram index: `CREATE EXTENSION pg_trgm` and a GIN index on `full_name` "
                          "with `gin_trgm_ops`, which ILIKE '%...%' can use."),
            ("user", "ok trigram then. btw what's the difference between gin and gist again, i always mix them? and "
                     "keep in mind: the staging db is refreshed from prod every sunday at 02:00 with the anonymiser, "
                     "so sunday morning the data there is garbage for some hours, don't trust timings on staging "
                     "then"),
            ("assistant", "Noted about staging: refreshed from prod every Sunday at 02:00 through the anonymiser, "
                          "timings there are meaningless on Sunday morning.\n\n"
                          "GIN vs GiST, short version: GIN is an inverted index — for each trigram it stores the "
                          "list of rows containing it; lookups are fast, builds and updates are slower, it's bigger. "
                          "GiST is a balanced tree of \"signatures\" that may be lossy; faster to update, slower to "
                          "search, and it supports things GIN doesn't, like ranges and nearest-neighbour ordering "
                          "(that's why the hearing constraint uses GiST). For searching names that are written "
                          "once and read all day, GIN.\n\n"
                          "The index on a table this size must be built `CONCURRENTLY` so registrations aren't "
                          "blocked, and that can't run inside a transaction — let me see how earlier migrations did "
                          "it."),
            shell("ls src/main/resources/db/migration/ | grep ...; cat V71__hearings_date_idx.sql V71__hearings_date_idx.sql.conf",
                  _V71),
            ("assistant", "V71 is the precedent: the `CREATE INDEX CONCURRENTLY` sits alone in its migration, next "
                          "to a `V71__hearings_date_idx.sql.conf` with `executeInTransaction=false`, so Flyway runs "
                          "it outside a transaction. Doing the same for V93."),
            tool("apply_patch", {"input": "*** Begin Patch\n*** Add File: src/main/resources/db/migration/V93__parties_trgm.sql\n"
                                          "+CREATE EXTENSION IF NOT EXISTS pg_trgm;\n"
                                          "+CREATE INDEX CONCURRENTLY IF NOT EXISTS parties_full_name_trgm\n"
                                          "+    ON parties USING gin (full_name gin_trgm_ops);\n"
                                          "*** Add File: src/main/resources/db/migration/V93__parties_trgm.sql.conf\n"
                                          "+executeInTransaction=false\n*** End Patch"},
                 "Success. Updated the following files:\nA src/main/resources/db/migration/V93__parties_trgm.sql\n"
                 "A src/main/resources/db/migration/V93__parties_trgm.sql.conf"),
            shell("./gradlew flywayMigrate", _FLYWAY_V93),
            shell("psql -h localhost -p 5433 -U fascicolo -c \"EXPLAIN ANALYZE ... ILIKE '%bianch%' LIMIT 50\"",
                  _EXPLAIN_FAST),
            ("assistant", "Bitmap Index Scan on `parties_full_name_trgm`: 8912 ms → 41 ms on the local copy of "
                          "prod. The case_id index you wanted was already there (`case_parties_case_id_idx`), so "
                          "nothing to add on that side."),
            ("user", "from 9s to 41ms, bellissimo. ok same as V71, good. commit, i deploy monday, not sunday ahah"),
            shell("git add src/main/resources/db/migration/V93__parties_trgm.sql* && git commit -m 'V93 trigram index on "
                  "parties.full_name'",
                  "[perf/party-search a90c4e7] V93 trigram index on parties.full_name\n 2 files changed, 4 insertions(+)\n"
                  " create mode 100644 src/main/resources/db/migration/V93__parties_trgm.sql\n"
                  " create mode 100644 src/main/resources/db/migration/V93__parties_trgm.sql.conf"),
        ],
        "facts": [
            fact("trgm", "The party-name search was slow because ILIKE '%...%' did a seq scan on parties; fixed with a "
                 "pg_trgm GIN index parties_full_name_trgm (V93), 8.9 s to 41 ms.", "bugfix", "assistant",
                 ["pg_trgm", "GIN"]),
            fact("staging-refresh", "The staging database is refreshed from prod every Sunday at 02:00 through the "
                 "anonymiser; timings on staging are not reliable on Sunday morning.", "fact", "user",
                 ["Sunday", "02:00"], remember=True),
            fact("concurrently", "Indexes on big tables are built with CREATE INDEX CONCURRENTLY alone in a migration "
                 "with a .sql.conf file setting executeInTransaction=false (as V71).", "convention", "assistant",
                 ["CONCURRENTLY", "executeInTransaction"]),
        ],
        "optional": [
            opt("case-id-idx", "case_parties already has the index case_parties_case_id_idx.",
                ["case_parties_case_id_idx"]),
        ],
        "questions": [
            q("Why was the search by party name slow?", "ILIKE with leading wildcard did a seq scan; pg_trgm GIN index",
              ["trgm"]),
            q("When is the staging database refreshed from prod?", "every Sunday at 02:00 with the anonymiser",
              ["staging-refresh"]),
            q("How do we add an index on a big table in a Flyway migration?",
              "CREATE INDEX CONCURRENTLY with .sql.conf executeInTransaction=false", ["concurrently"]),
        ],
    },
]
