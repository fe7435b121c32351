"""h42 Codex sessions, part b: caching and rate limits in the self-care app's BFF (TypeScript, Redis), a customer
care complaint about a ported-in number that receives no calls (care-queries), and the local file layout and fetch
settings of cdr-fetch (Go, partner SFTP servers)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

BFF = "/home/joaquim/dev/selfcare-bff"
CARE = "/Users/abena/code/care-queries"
CDRFETCH = "/home/tomasz/work/cdr-fetch"

SESSIONS = [
    {
        "id": "h42-cx-selfcare-bff-cache",
        "project": BFF,
        "start": datetime(2026, 11, 27, 15, 30),
        "about": "selfcare-bff (NestJS, Redis): OCS gets ~870 balance requests per second; proposals: balance cache "
                 "60s (later cut to 15 seconds after care's complaint about stale balances after top-ups), usage "
                 "summary 5 minutes, rate limit 30 changed to 20 per minute per msisdn; Portuguese-flavoured "
                 "'Please, you keep in memory for the next times' upstream timeouts never more than 5 seconds "
                 "because the app gives up at 8 seconds; the CRM client's 10s timeout fixed",
        "steps": [
            ("user", "Good afternoon. The BFF calls the OCS for the balance every time the app opens the home "
                     "screen, and the OCS team complains that in the peak we make almost 900 requests per second. I "
                     "want a cache in Redis for the balance and for the usage summary, and a rate limit per msisdn. "
                     "Can you propose the values?"),
            shell("promtool query instant \"$PROM_URL\" 'sum by (route) (rate(http_requests_total{app=\"selfcare-"
                  "bff\"}[5m]))' && rg -n 'timeout' src/clients/*.ts ../selfcare-app/src/api/client.ts",
                  "{route=\"/v1/balance\"} => 871.4\n{route=\"/v1/usage/summary\"} => 138.9\n"
                  "{route=\"/v1/offers\"} => 22.0\n"
                  "src/clients/ocs.client.ts:12:  timeout: 3000,\n"
                  "src/clients/usage-store.client.ts:9:  timeout: 2000,\n"
                  "src/clients/crm.client.ts:15:  timeout: 10000,\n"
                  "../selfcare-app/src/api/client.ts:6:  timeout: 8000,\n"),
            ("assistant", "Proposal:\n\n"
                          "- **Balance**: cache in Redis per msisdn for 60s, and delete the entry when a "
                          "`topup.completed` event arrives from Kafka, so a top-up shows up without waiting for the "
                          "TTL.\n"
                          "- **Usage summary**: 5 minutes. Roaming usage reaches usage-store in batches every 15 "
                          "minutes anyway, so a shorter cache buys nothing.\n"
                          "- **Rate limit**: 30 requests per minute per msisdn across the BFF, 429 above that.\n\n"
                          "With those, the OCS load from /v1/balance should drop by roughly 80%."),
            ("user", "The 5 minutes for the usage is good. The rate limit, put 20 per minute per msisdn, 30 is too "
                     "much for one person. The balance with 60 seconds is ok for me."),
            shell("apply_patch < /tmp/bff-cache.patch && rg -n 'ttl|limit' src/cache/cache.config.ts "
                  "src/throttle/throttle.config.ts",
                  "Success. Updated the following files:\nA src/cache/cache.config.ts\n"
                  "A src/throttle/throttle.config.ts\nM src/balance/balance.service.ts\n"
                  "M src/usage/usage.service.ts\n"
                  "src/cache/cache.config.ts:4:  balance: { ttl: 60 },\n"
                  "src/cache/cache.config.ts:5:  usageSummary: { ttl: 300 },\n"
                  "src/throttle/throttle.config.ts:3:  perMsisdn: { limit: 20, ttl: 60 },\n"),
            ("user", "Please, you keep in memory for the next times: in this BFF the timeout to any upstream is "
                     "never more than 5 seconds, because the app gives up at 8 seconds and we need the time for the "
                     "fallback to the cached value. Is a rule of the team."),
            ("assistant", "Understood. One client already breaks it: crm.client.ts has a 10 s timeout, so a slow "
                          "CRM call outlives the app's 8 seconds. OCS is at 3 s and usage-store at 2 s. I'll set "
                          "the CRM client to 5 s and add a test that fails if any client in src/clients goes above "
                          "5000."),
            shell("sed -i 's/timeout: 10000/timeout: 5000/' src/clients/crm.client.ts && npx jest "
                  "test/clients.spec.ts 2>&1 | tail -n 3",
                  "  \u2713 every upstream client timeout is <= 5000 ms (4 ms)\n\n"
                  "Tests:       6 passed, 6 total\n"),
            ("user", "Hmm, I talked now with the team lead of care on the chat. After a top-up the customers open "
                     "the app immediately and still see the old balance, and they call. The topup.completed event "
                     "arrives sometimes 30 seconds later. So the balance, put 15 seconds and not 60."),
            shell("sed -i 's/balance: { ttl: 60 }/balance: { ttl: 15 }/' src/cache/cache.config.ts && npx jest "
                  "2>&1 | tail -n 2",
                  "Tests:       88 passed, 88 total\nTime:        11.204 s\n"),
            ("assistant", "Balance is cached for 15 seconds now, and still invalidated by topup.completed when the "
                          "event is on time. Usage summary 5 minutes, 20 requests per minute per msisdn, and every "
                          "upstream at 5 seconds or less (CRM down from 10). Nothing committed yet."),
        ],
        "facts": [
            fact("balance-cache", "The BFF caches the balance in Redis for 15 seconds (not 60: the topup.completed "
                                  "event can arrive 30 seconds late and customers saw the old balance after a "
                                  "top-up).",
                 "config", "user", ["balance", ["15 seconds", "ttl: 15"]]),
            fact("usage-summary-cache", "The BFF caches the usage summary for 5 minutes.",
                 "config", "assistant", ["usage summary", "5 minutes"]),
            fact("bff-rate-limit", "The BFF rate limit is 20 requests per minute per msisdn (not 30).",
                 "config", "user", [["20 per minute", "20 requests per minute"], "msisdn"]),
            fact("upstream-timeout", "In the BFF no upstream timeout is ever more than 5 seconds, because the app "
                                     "gives up at 8 seconds and the BFF needs the time to fall back to the cached "
                                     "value.",
                 "rule", "user", ["5 seconds", "8 seconds"], remember=True),
        ],
        "optional": [
            opt("topup-invalidation", "The balance cache entry is deleted on the topup.completed Kafka event.",
                ["topup.completed"]),
        ],
        "questions": [
            q("How long does the BFF cache the balance?", "15 seconds", ["balance-cache"]),
            q("What is the BFF's rate limit?", "20 requests per minute per msisdn", ["bff-rate-limit"]),
            q("What is the longest upstream timeout allowed in the BFF, and why?",
              "5 seconds, because the app gives up at 8 seconds", ["upstream-timeout"]),
            q("How long is the usage summary cached?", "5 minutes", ["usage-summary-cache"]),
        ],
    },
    {
        "id": "h42-cx-care-ported-number-no-calls",
        "project": CARE,
        "start": datetime(2026, 11, 30, 16, 45),
        "about": "care-queries: a complaint forwarded by customer care (ported-in number receives no calls or SMS); "
                 "the port and the SIM are fine, a shop order barred incoming on her number because of swapped "
                 "digits; barring lifted as a one-off, with the usual review skipped 'just for today'; near-misses: "
                 "'NPCH is always down exactly when I need it', care's own 24h call-back rule is theirs; nothing "
                 "durable",
        "steps": [
            ("user", "care forwarded this, can you look:\n\n---\nFrom: Customer Care L2\n"
                     "Customer Sara M., msisdn 351936220418, ported in to us on Thursday. Since Thursday she "
                     "receives no calls and no SMS; outgoing calls and data work. Third call from her, she is very "
                     "upset. Please check urgently.\n---\n\n"
                     "NPCH is always down exactly when I need it, so let's hope it answers today"),
            shell("psql \"$PORTIN_RO\" -Atc \"select id, state, window_date, executed_at from ports where msisdn = "
                  "'351936220418'\" && curl -s \"$NPCH_URL/v3/numbers/351936220418\" -H \"Authorization: Bearer "
                  "$NPCH_TOKEN\" | jq -c '{current_operator, routing_number, ported_at}'",
                  "P-2026-118842|EXECUTED|2026-11-27|2026-11-27 02:14:09+00\n"
                  "{\"current_operator\":\"KESTREL\",\"routing_number\":\"D1207\","
                  "\"ported_at\":\"2026-11-27T02:14:09Z\"}\n"),
            shell("hlrctl show-sub --msisdn 351936220418",
                  "msisdn: 351936220418\nimsi: 268069930551204\nstate: ACTIVE\n"
                  "barring: BAIC (barring of all incoming calls) set 2026-11-27T10:31:55Z by order SO-55120\n"),
            ("assistant", "The port itself is fine: executed on 27 November at 02:14, and NPCH routes the number to "
                          "us. The SIM is active. What stops her incoming calls and SMS is a BAIC barring set on "
                          "Thursday at 10:31 by order SO-55120, a few hours after the port. Looking at that order:"),
            shell("psql \"$SHOPS_RO\" -Atc \"select id, shop, action, msisdn, note from shop_orders where id = "
                  "'SO-55120'\" && psql \"$SHOPS_RO\" -Atc \"select msisdn from contracts where customer_id = "
                  "(select customer_id from shop_orders where id = 'SO-55120')\"",
                  "SO-55120|lis-campo-ourique|BAR_INCOMING|351936220418|lost phone, bar until new SIM\n"
                  "351936220481\n"),
            ("assistant", "The shop order was for a different customer whose number is 351936220481. The shop agent "
                          "swapped the last two digits and barred 351936220418, Sara's number, instead. So it's a "
                          "typo in the shop, not the port."),
            ("user", "typo in the shop, ok. lift the barring on hers now. normally that kind of change gets the "
                     "usual review, but just for today skip it, she's been waiting four days and Marta ok'd it on "
                     "the phone. the other customer's barring the shop will redo themselves"),
            shell("hlrctl unbar --msisdn 351936220418 --barring BAIC --reason 'SO-55120 wrong msisdn, care ticket' "
                  "&& hlrctl show-sub --msisdn 351936220418 | grep barring",
                  "OK: BAIC removed from 351936220418\nbarring: none\n"),
            ("user", "care has their own rule that they call the customer back within 24h, so tell them it's fixed "
                     "and they'll do the rest. that's their process, not ours. write me the reply"),
            ("assistant", "Reply for care:\n\n> Hi, the number 351936220418 was ported in correctly on 27 "
                          "November. Incoming calls and SMS were blocked by a barring applied to this number by "
                          "mistake in a shop order (SO-55120, meant for another customer). The barring has been "
                          "removed; incoming calls and SMS work again. Sorry for the trouble."),
            ("user", "thanks, sending it"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h42-cx-cdr-fetch-layout",
        "project": CDRFETCH,
        "start": datetime(2026, 11, 19, 10, 30),
        "about": "cdr-fetch (Go, partner SFTP): 'write this down for yourself' local layout /data/cdr/<PARTNER>/ "
                 "with incoming/, processing/, done/YYYY/MM/DD/, failed/ and moves by rename; partner directories "
                 "named by TADIG code in capitals; fetch settings: poll every 5 minutes changed to 10 minutes, "
                 "concurrency 3 per partner, .md5 sidecar check, connect timeout 30s",
        "steps": [
            ("user", "cdr-fetch: the local layout is a mess, every partner's files land in a directory somebody "
                     "named on the day. I'm fixing that today, then the fetch settings"),
            shell("find /data/cdr -maxdepth 2 -type d | sort",
                  "/data/cdr\n/data/cdr/NOS\n/data/cdr/NOS/done\n/data/cdr/NOS/inbox\n/data/cdr/meo_files\n"
                  "/data/cdr/meo_files/new\n/data/cdr/vodafone\n/data/cdr/vodafone/in\n/data/cdr/vodafone/old\n"),
            ("assistant", "Three partners, three layouts: NOS/inbox + done, meo_files/new with nothing for processed "
                          "files, vodafone/in + old. The importer has a special case for each. What should it look "
                          "like?"),
            ("user", "write this down for yourself so I don't have to explain it again: per partner there's "
                     "/data/cdr/<PARTNER>/ with incoming/, processing/, done/YYYY/MM/DD/ and failed/. files move "
                     "between them with a rename, never copied, so a file only ever exists in one place. and the "
                     "partner directory is the partner's TADIG code in capitals, PRTVF, PRTMO, PRTNO, never a "
                     "company name like 'vodafone' or 'meo_files'"),
            shell("apply_patch < /tmp/layout.patch && go run ./cmd/migrate-layout --root /data/cdr",
                  "Success. Updated the following files:\nM internal/layout/layout.go\nA cmd/migrate-layout/main.go\n"
                  "vodafone  -> PRTVF: 412 files (in -> incoming, old -> done/YYYY/MM/DD)\n"
                  "meo_files -> PRTMO: 377 files (new -> incoming)\n"
                  "NOS       -> PRTNO: 415 files (inbox -> incoming, done -> done/YYYY/MM/DD)\n"
                  "moved 1204 files by rename, 0 copies\n"),
            ("assistant", "Layout migrated: 1,204 files renamed into PRTVF, PRTMO and PRTNO. Now the fetch settings. "
                          "Proposal:\n\n"
                          "- poll each partner every 5 minutes\n"
                          "- 4 concurrent downloads per partner\n"
                          "- SFTP connect timeout 30s\n"
                          "- a file only moves from incoming/ to processing/ once its .md5 sidecar matches; without "
                          "a sidecar it waits, and after 1 hour it goes to failed/"),
            ("user", "poll every 10 minutes, the partners complain about the login noise. concurrency 3 per partner. "
                     "the .md5 sidecar check yes, that's how all of them deliver. timeout fine"),
            shell("apply_patch < /tmp/fetch-settings.patch && rg -n 'PollInterval|MaxConcurrent|ConnectTimeout|"
                  "SidecarWait' internal/config/defaults.go && go test ./... 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM internal/config/defaults.go\nM internal/fetch/fetch.go\n"
                  "internal/config/defaults.go:8:\tPollInterval:   10 * time.Minute,\n"
                  "internal/config/defaults.go:9:\tMaxConcurrent:  3, // per partner\n"
                  "internal/config/defaults.go:10:\tConnectTimeout: 30 * time.Second,\n"
                  "internal/config/defaults.go:11:\tSidecarWait:    time.Hour, // then failed/\n"
                  "ok  \tgithub.com/kestrel-mobile/cdr-fetch/internal/fetch\t0.733s\n"
                  "ok  \tgithub.com/kestrel-mobile/cdr-fetch/internal/layout\t0.120s\n"),
            shell("go run ./cmd/cdr-fetch --once --partner PRTVF 2>&1 | tail -n 3",
                  "PRTVF: 3 new files, 3 downloaded (concurrency 3)\n"
                  "PRTVF: ICPRTVFPRTKS20261119_0940.dat md5 ok -> processing/\n"
                  "PRTVF: ICPRTVFPRTKS20261119_0950.dat no .md5 sidecar yet, waiting\n"),
            ("assistant", "Running: PRTVF's files arrived, the one with a matching .md5 sidecar moved to processing/ "
                          "and the one without a sidecar waits in incoming/. Polling every 10 minutes, 3 downloads "
                          "per partner, 30s connect timeout. Uncommitted."),
        ],
        "facts": [
            fact("cdr-layout", "cdr-fetch's local layout is /data/cdr/<PARTNER>/ with incoming/, processing/, "
                               "done/YYYY/MM/DD/ and failed/; files move between them by rename, never copied.",
                 "convention", "user", ["incoming/", "done/YYYY/MM/DD", ["rename", "never copied"]], remember=True),
            fact("partner-dirs", "Partner directories are named with the partner's TADIG code in capitals (PRTVF, "
                                 "PRTMO, PRTNO), never a company name.",
                 "convention", "user", ["TADIG", ["PRTVF", "PRTMO", "PRTNO"]]),
            fact("md5-sidecar", "A file moves from incoming/ to processing/ only once its .md5 sidecar matches; "
                                "without a sidecar it waits and after 1 hour goes to failed/.",
                 "decision", "assistant", [".md5", "sidecar"]),
            fact("fetch-poll", "cdr-fetch polls each partner every 10 minutes (not 5: partners complain about the "
                               "login noise) with 3 concurrent downloads per partner.",
                 "config", "user", ["10 minutes", ["concurrency 3", "3 per partner", "MaxConcurrent"]]),
        ],
        "optional": [
            opt("connect-timeout", "cdr-fetch's SFTP connect timeout is 30s.", ["30s"]),
            opt("migrate-layout", "cmd/migrate-layout moved the old partner directories into the new layout.",
                ["migrate-layout"]),
        ],
        "questions": [
            q("What is cdr-fetch's local layout for partner files?",
              "/data/cdr/<PARTNER>/ with incoming/, processing/, done/YYYY/MM/DD/ and failed/", ["cdr-layout"]),
            q("How are partner directories named?", "with the partner's TADIG code in capitals", ["partner-dirs"]),
            q("How often does cdr-fetch poll a partner?", "every 10 minutes", ["fetch-poll"]),
            q("When does a fetched file move to processing/?", "once its .md5 sidecar matches", ["md5-sidecar"]),
        ],
    },
]
