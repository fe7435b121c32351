"""h35 Claude Code sessions, part b: the Saturday night the paywall let everyone in (turnstile, the Kotlin/Ktor
metering service), expired Reuters photos still on the site (pictor, the TypeScript image service with rights
metadata), and reconnect storms and dropped sockets in liveline (the Go live-blog websocket service)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

TURNSTILE = "/home/anders/work/turnstile"
PICTOR = "/home/kwame/code/pictor"
LIVELINE = "/home/dario/src/liveline"

SESSIONS = [
    {
        "id": "h35-cc-turnstile-open-door",
        "project": TURNSTILE,
        "start": datetime(2026, 11, 9, 9, 10),
        "about": "turnstile: paywall open to everyone 20:10-23:05 on Saturday 7 Nov; subs-api deploy with cold "
                 "caches, every entitlement call hit the 150ms timeout and EntitlementClient fell back to "
                 "SUBSCRIBER; conditional rule: on timeout or error use the last cached entitlement, else meter the "
                 "reader, never SUBSCRIBER; timeout 300ms, entitlement cache 10 then 15 minutes; the assistant "
                 "runs integrationTest against staging Redis and wipes the meters; 'put this in your notes' tests "
                 "only against the docker compose redis on localhost:6380; alert TurnstileEntitlementFallback over "
                 "5% for 5 minutes",
        "steps": [
            ("user", "saturday night the paywall let everyone in from about 20:10 to 23:05. anonymous readers got "
                     "subscriber treatment, no meter, nothing. subscriptions team says they deployed subs-api around "
                     "20:00. why did their deploy turn into an open door on our side?"),
            bash("logcli query --from=2026-11-07T20:00:00Z --to=2026-11-07T23:15:00Z --limit=4 "
                 "'{app=\"turnstile\"} |= \"EntitlementClient\"'",
                 "2026-11-07T23:04:58Z WARN EntitlementClient subs-api timeout after 150ms reader=r_8f2c1 "
                 "-> SUBSCRIBER (fail open)\n"
                 "2026-11-07T23:04:58Z WARN EntitlementClient subs-api timeout after 150ms reader=r_01aa9 "
                 "-> SUBSCRIBER (fail open)\n"
                 "2026-11-07T23:04:57Z WARN EntitlementClient subs-api timeout after 150ms reader=r_c77e0 "
                 "-> SUBSCRIBER (fail open)\n"
                 "2026-11-07T23:04:57Z WARN EntitlementClient subs-api timeout after 150ms reader=anon_5d1e "
                 "-> SUBSCRIBER (fail open)\n"),
            bash("promtool query range --start=2026-11-07T19:50:00Z --end=2026-11-07T23:20:00Z --step=30m "
                 "\"$PROM_URL\" 'sum(rate(turnstile_entitlement_checks_total{result=\"timeout\"}[5m])) / "
                 "sum(rate(turnstile_entitlement_checks_total[5m]))'",
                 "{} =>\n0.002 @[1762545000]\n0.968 @[1762546800]\n0.981 @[1762548600]\n0.977 @[1762550400]\n"
                 "0.969 @[1762552200]\n0.954 @[1762554000]\n0.004 @[1762555800]\n"),
            tool("Read", {"file_path": f"{TURNSTILE}/src/main/kotlin/news/meridian/turnstile/EntitlementClient.kt",
                          "offset": 40, "limit": 10},
                 "    40\t    suspend fun entitlementFor(reader: ReaderId): Entitlement =\n"
                 "    41\t        withTimeoutOrNull(150) { subsApi.fetch(reader) }\n"
                 "    42\t            // fail open: never lock out a paying reader because subs-api is slow\n"
                 "    43\t            ?: Entitlement.SUBSCRIBER.also { log.warn(\"subs-api timeout after 150ms "
                 "reader=$reader -> SUBSCRIBER (fail open)\") }\n"),
            ("assistant", "The cause is on both sides. subs-api came up after its deploy with cold caches, and its "
                          "latency went from the usual ~90 ms p99 to several hundred milliseconds for three hours. "
                          "From 20:10 about 97% of our entitlement checks hit the 150ms timeout in "
                          "EntitlementClient, and on timeout the client returns `Entitlement.SUBSCRIBER` for "
                          "whoever asked, including anonymous readers, who have nothing to be entitled to. So a "
                          "slow dependency became free access for everyone until subs-api warmed up at 23:05."),
            ("user", "the fail-open was on purpose, we never want to lock out someone who pays because subs-api is "
                     "having a bad night. but it can't mean open to the whole internet. what do you suggest"),
            ("assistant", "Keep failing open for people we know are subscribers, and only for them:\n\n"
                          "1. Cache each reader's last successful entitlement in Redis (last known good), say for "
                          "10 minutes.\n"
                          "2. On a timeout or an error, use that cached entitlement.\n"
                          "3. No cached entitlement: treat the reader as metered and count the view, like any "
                          "anonymous reader.\n"
                          "4. Raise the timeout to 300ms. subs-api's normal p99 is ~90 ms, so 150 leaves little room "
                          "for a GC pause."),
            ("user", "that's the rule: if subs-api times out or errors, always fall back to the last cached "
                     "entitlement for that reader, and if there isn't one, the reader is metered like everybody "
                     "else. never default to SUBSCRIBER again. timeout 300ms, yes. cache, hmm, make it 15 minutes "
                     "instead of 10, the apps re-check on open anyway"),
            tool("Edit", {"file_path": f"{TURNSTILE}/src/main/kotlin/news/meridian/turnstile/EntitlementClient.kt",
                          "old_string": "        withTimeoutOrNull(150) { subsApi.fetch(reader) }\n",
                          "new_string": "        runCatching { withTimeout(300) { subsApi.fetch(reader) } }\n"
                                        "            .onSuccess { lastKnown.put(reader, it, ttl = 15.minutes) }\n"
                                        "            .getOrNull()\n"
                                        "            ?: lastKnown.get(reader)\n"
                                        "            ?: Entitlement.METERED\n"},
                 "The file has been updated."),
            bash("./gradlew integrationTest -q 2>&1 | tail -n 3",
                 "EntitlementFallbackIT > falls back to last known entitlement PASSED\n"
                 "EntitlementFallbackIT > meters a reader without a cached entitlement PASSED\n"
                 "BUILD SUCCESSFUL in 41s\n"),
            ("user", "wait. did you just run integrationTest with my shell env? REDIS_URL in there is staging. the "
                     "IT fixture flushes the db before every test. QA just pinged me that every staging reader's "
                     "meter went back to 0"),
            bash("grep -n 'REDIS_URL' .env; rg -n 'flushdb' src/integrationTest",
                 ".env:3:REDIS_URL=redis://staging-redis.turnstile.svc:6379/0\n"
                 "src/integrationTest/kotlin/news/meridian/turnstile/IntegrationTestBase.kt:18:        "
                 "redis.sync().flushdb()\n"),
            ("assistant", "Yes, that was me, sorry. I ran integrationTest without checking the environment: it "
                          "picked up REDIS_URL from .env, which points at staging-redis, and IntegrationTestBase "
                          "calls flushdb before each test. Staging meter counters and cached entitlements are "
                          "gone; they rebuild as QA reads. Production wasn't touched. I'll make the fixture refuse "
                          "to flush anything that isn't localhost."),
            ("user", "do that. and put this in your notes for good: integration tests only ever run against the "
                     "docker compose redis on localhost:6380, never against whatever REDIS_URL happens to be in the "
                     "environment"),
            tool("Edit", {"file_path": f"{TURNSTILE}/src/integrationTest/kotlin/news/meridian/turnstile/"
                                       "IntegrationTestBase.kt",
                          "old_string": "        redis.sync().flushdb()\n",
                          "new_string": "        check(redisUri.host == \"localhost\" && redisUri.port == 6380) {\n"
                                        "            \"integration tests only run against the compose redis on "
                                        "localhost:6380, got $redisUri\"\n"
                                        "        }\n"
                                        "        redis.sync().flushdb()\n"},
                 "The file has been updated."),
            bash("docker compose up -d redis >/dev/null && REDIS_URL=redis://localhost:6380/0 ./gradlew "
                 "integrationTest -q 2>&1 | tail -n 1",
                 "BUILD SUCCESSFUL in 38s\n"),
            ("assistant", "Green against the compose Redis. One more thing worth having: an alert, so the next "
                          "time subs-api is slow we hear about it from a metric and not from the audience team on "
                          "Monday."),
            ("user", "yes. TurnstileEntitlementFallback, fires when more than 5% of checks use a fallback for 5 "
                     "minutes. ticket, not page"),
            bash("git add -A && git commit -qm 'entitlements: fall back to last known, else meter; 300ms timeout' && "
                 "git log -1 --oneline",
                 "e51a7c3 entitlements: fall back to last known, else meter; 300ms timeout\n"),
            ("assistant", "Committed e51a7c3. The alert rule is still to be added to the alerting repo."),
        ],
        "facts": [
            fact("open-door", "On Saturday 2026-11-07 (20:10-23:05) the paywall let everyone in: subs-api came up "
                              "with cold caches after a deploy, entitlement checks hit the 150ms timeout and "
                              "EntitlementClient fell back to SUBSCRIBER for every reader.",
                 "fact", "assistant", ["subs-api", "150ms", "SUBSCRIBER"]),
            fact("fallback-rule", "If subs-api times out or errors, turnstile uses the reader's last cached "
                                  "entitlement; if there is none, the reader is metered; never default to "
                                  "SUBSCRIBER.",
                 "rule", "user", ["subs-api", "cached entitlement", "metered"]),
            fact("entitlement-timing", "The subs-api timeout is 300ms and last known entitlements are cached for 15 "
                                       "minutes (not the 10 proposed).",
                 "config", "user", ["300ms", "15 minutes"]),
            fact("compose-redis", "turnstile's integration tests only run against the docker compose Redis on "
                                  "localhost:6380, never whatever REDIS_URL is in the environment (the fixture "
                                  "flushes the db).",
                 "rule", "user", [["integration tests", "integrationTest"], "6380"], remember=True),
            fact("fallback-alert", "Alert TurnstileEntitlementFallback (ticket) fires when more than 5% of "
                                   "entitlement checks use a fallback for 5 minutes.",
                 "config", "user", ["TurnstileEntitlementFallback", "5%"]),
        ],
        "optional": [
            opt("fixture-guard", "IntegrationTestBase refuses to flush a Redis that isn't localhost:6380.",
                ["IntegrationTestBase"]),
            opt("staging-wiped", "The assistant wiped staging's meter counters by running integrationTest against "
                                 "staging-redis.",
                ["staging-redis"]),
        ],
        "questions": [
            q("Why did the paywall let everyone in on Saturday night?",
              "subs-api was slow after a deploy, checks hit the 150ms timeout and EntitlementClient returns "
              "SUBSCRIBER",
              ["open-door"]),
            q("What happens to a reader when subs-api times out?",
              "the last cached entitlement; if there isn't one, the reader is metered", ["fallback-rule"]),
            q("What is the subs-api timeout?", "300ms", ["entitlement-timing"]),
            q("Which Redis do turnstile's integration tests use?", "the docker compose redis on localhost:6380",
              ["compose-redis"]),
        ],
    },
    {
        "id": "h35-cc-pictor-expired-rights",
        "project": PICTOR,
        "start": datetime(2026, 11, 10, 11, 30),
        "about": "pictor: expired Reuters flood photos still on the site; the person's theory (the rights-expiry "
                 "cron flaky since the cluster move) ruled out, it ran and marked 214 assets expired; real cause "
                 "renditions served with max-age=31536000 immutable, the CDN kept them; fix purge surrogate key "
                 "asset-<id> from the job; 'remeber' typo: agency images 7 days max-age, staff photos keep a year; "
                 "width allowlist proposed with 1920, person drops it: 320 640 960 1280 1600",
        "steps": [
            ("user", "legal flagged that the Reuters photos from the October floods are still on our pages, the "
                     "license ran out on the 1st. I bet the rights-expiry cron didn't run, it's been flaky since we "
                     "moved to the new cluster"),
            bash("kubectl -n pictor get jobs -l cronjob=rights-expiry --sort-by=.status.startTime | tail -n 4",
                 "NAME                       STATUS     COMPLETIONS   DURATION   AGE\n"
                 "rights-expiry-29371440     Complete   1/1           48s        9d\n"
                 "rights-expiry-29372880     Complete   1/1           51s        8d\n"
                 "rights-expiry-29374320     Complete   1/1           44s        7d\n"),
            bash("kubectl -n pictor logs job/rights-expiry-29371440 | tail -n 2",
                 "rights-expiry: agency=reuters license_end<=2026-11-01 -> marked 214 assets expired\n"
                 "rights-expiry: done in 47.9s\n"),
            ("assistant", "The cron isn't it: it ran every night, and on the 1st it marked 214 Reuters assets "
                          "expired. Let me check one of the flagged photos in the database and at the edge."),
            bash("psql \"$PICTOR_DB\" -Atc \"select id, agency, status, license_end from assets where id = "
                 "'a81f2c'\"; curl -sI https://img.meridianledger.com/a81f2c/w960.webp | grep -iE "
                 "'^(HTTP|cache-control|age|x-cache|surrogate-key)'",
                 "a81f2c|reuters|expired|2026-11-01\n"
                 "HTTP/2 200\n"
                 "cache-control: public, max-age=31536000, immutable\n"
                 "age: 812344\n"
                 "x-cache: HIT\n"
                 "surrogate-key: asset-a81f2c agency-reuters\n"),
            ("assistant", "That's the real cause. pictor knows the asset is expired (the origin now answers 451 "
                          "for it), but every rendition was served with `max-age=31536000, immutable`, so the CDN "
                          "and browsers keep the old file for up to a year and never ask the origin again. The "
                          "expiry job changes the database and tells nobody else. The response already carries "
                          "`surrogate-key: asset-a81f2c`, so the fix is for the rights-expiry job to purge "
                          "`asset-<id>` for every asset it expires. Separately, a year of immutable caching is "
                          "wrong for anything whose license can end."),
            ("user", "do the purge. and yes, agency images can't have a year. remeber: wire and agency images "
                     "(reuters, ap, getty) get max-age 7 days, no immutable. staff photos keep the year with "
                     "immutable, we own those forever"),
            tool("Edit", {"file_path": f"{PICTOR}/src/jobs/rightsExpiry.ts",
                          "old_string": "  await markExpired(ids);\n",
                          "new_string": "  await markExpired(ids);\n"
                                        "  await cdn.purgeKeys(ids.map((id) => `asset-${id}`));\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PICTOR}/src/http/cacheHeaders.ts",
                          "old_string": "  return 'public, max-age=31536000, immutable';\n",
                          "new_string": "  if (asset.agency !== 'staff') return 'public, max-age=604800';\n"
                                        "  return 'public, max-age=31536000, immutable';\n"},
                 "The file has been updated."),
            bash("npm run -s job:rights-expiry -- --purge-only --expired-since 2026-10-01 && curl -sI "
                 "https://img.meridianledger.com/a81f2c/w960.webp | head -n 1",
                 "rights-expiry: purge-only, 231 expired assets since 2026-10-01\n"
                 "rights-expiry: purged 231 surrogate keys\n"
                 "HTTP/2 451\n"),
            ("assistant", "The CDN now answers 451 for a81f2c. 231 keys were purged, the 214 Reuters flood photos "
                          "and 17 older expiries that were presumably still cached too. While we're in "
                          "cacheHeaders: pictor renders any `w` the URL asks for, so crawlers and odd layouts "
                          "create thousands of renditions per image. I'd add an allowlist: 320, 640, 960, 1280, "
                          "1920, and round a request up to the next allowed width."),
            ("user", "allowlist yes, but drop 1920, nothing on the site is wider than 800 css pixels so 1600 covers "
                     "2x. 320 640 960 1280 1600"),
            tool("Edit", {"file_path": f"{PICTOR}/src/config.ts",
                          "old_string": "export const WIDTHS: number[] | null = null;",
                          "new_string": "export const WIDTHS = [320, 640, 960, 1280, 1600] as const;"},
                 "The file has been updated."),
            bash("npm test -- --silent 2>&1 | tail -n 3",
                 "Test Suites: 19 passed, 19 total\nTests:       143 passed, 143 total\nTime:        6.204 s\n"),
            bash("git add -A && git commit -qm 'rights-expiry purges asset keys; 7-day max-age for agency images; "
                 "width allowlist' && git log -1 --oneline",
                 "7b3e9d0 rights-expiry purges asset keys; 7-day max-age for agency images; width allowlist\n"),
        ],
        "facts": [
            fact("expiry-cause", "Expired Reuters photos stayed on the site because renditions were served with "
                                 "max-age=31536000, immutable and the CDN kept them (the rights-expiry cron did "
                                 "run); fix: the rights-expiry job purges surrogate key asset-<id> for each expired "
                                 "asset.",
                 "bugfix", "assistant", ["rights-expiry", ["asset-<id>", "surrogate key", "purge"],
                                         ["immutable", "31536000"]]),
            fact("agency-max-age", "Wire and agency images (Reuters, AP, Getty) get max-age 7 days without "
                                   "immutable; staff photos keep a year with immutable.",
                 "config", "user", ["7 days", ["agency", "wire"], "staff"], remember=True),
            fact("width-allowlist", "pictor only renders widths 320, 640, 960, 1280, 1600 (1920 dropped: nothing on "
                                    "the site is wider than 800 css pixels), rounding up to the next allowed width.",
                 "config", "user", ["1600", ["allowlist", "WIDTHS"]]),
        ],
        "optional": [
            opt("451", "pictor's origin answers 451 for expired assets.", ["451"]),
            opt("agency-key", "pictor renditions carry surrogate keys asset-<id> and agency-<name> (e.g. "
                              "agency-reuters).",
                ["agency-reuters"]),
        ],
        "questions": [
            q("Why were expired Reuters photos still showing?",
              "renditions were cached with max-age=31536000, immutable; the rights-expiry job didn't purge the CDN",
              ["expiry-cause"]),
            q("How long are agency images cached?", "max-age 7 days, no immutable", ["agency-max-age"]),
            q("Which widths does pictor render?", "320 640 960 1280 1600", ["width-allowlist"]),
        ],
    },
    {
        "id": "h35-cc-liveline-reconnect-storm",
        "project": LIVELINE,
        "start": datetime(2026, 11, 12, 16, 0),
        "about": "liveline (Go websocket live blogs): after every deploy ~39k clients reconnect in the same second "
                 "(fixed 1s retry); full-jitter backoff 1s base 30s cap; SIGTERM drain spreads closes over 20s; "
                 "quiet blogs dropped at 60s by the ALB idle timeout, server ping every 25s; 'save this for next "
                 "time' 20000 connections per pod, replaced after the load test by 15000; HPA on "
                 "liveline_connections at 12000; long closing summary repeating the decisions",
        "steps": [
            ("user", "liveline problems from the election night rehearsal. 1) after every deploy all the clients "
                     "reconnect in the same second and the new pods fall over. 2) some clients drop after exactly 60 "
                     "seconds when a blog is quiet. let's fix both"),
            bash("kubectl -n liveline logs -l app=liveline --since=2h | grep 'ws upgrade' | awk '{print $1}' | cut "
                 "-c1-19 | sort | uniq -c | sort -rn | head -n 3",
                 "  38912 2026-11-11T22:04:17\n   1204 2026-11-11T22:04:18\n    311 2026-11-11T22:04:19\n"),
            tool("Read", {"file_path": f"{LIVELINE}/web/client/reconnect.ts"},
                 "     1\texport function onClose(connect: () => void) {\n"
                 "     2\t  setTimeout(connect, 1000);\n"
                 "     3\t}\n"),
            ("assistant", "38,912 upgrades in one second at 22:04:17: the old pods closed every socket at once on "
                          "SIGTERM, and every client retries after exactly 1 s, so they all arrive together. Two "
                          "changes: clients back off exponentially with full jitter (a random delay between 0 and "
                          "min(cap, base * 2^attempt)), and the server drains on SIGTERM by closing its sockets "
                          "spread over a window instead of all at once."),
            ("user", "backoff: full jitter, 1s base, 30s cap. and spread the drain over 20 seconds, our "
                     "terminationGracePeriod is 30 so that fits"),
            tool("Write", {"file_path": f"{LIVELINE}/web/client/reconnect.ts",
                           "content": "const BASE_MS = 1000;\nconst CAP_MS = 30000;\n\n"
                                      "export function onClose(connect: () => void, attempt: number) {\n"
                                      "  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** attempt);\n"
                                      "  setTimeout(connect, Math.random() * ceiling);\n}\n"},
                 f"File created successfully at: {LIVELINE}/web/client/reconnect.ts"),
            tool("Edit", {"file_path": f"{LIVELINE}/internal/hub/drain.go",
                          "old_string": "\tfor _, c := range h.conns() {\n\t\tc.Close(websocket.StatusGoingAway, "
                                        "\"shutdown\")\n\t}\n",
                          "new_string": "\tconns := h.conns()\n\tstep := drainWindow / time.Duration(len(conns)+1)\n"
                                        "\tfor _, c := range conns {\n\t\tc.Close(websocket.StatusGoingAway, "
                                        "\"shutdown\")\n\t\ttime.Sleep(step)\n\t}\n"},
                 "The file has been updated."),
            bash("aws elbv2 describe-load-balancer-attributes --load-balancer-arn \"$LIVELINE_ALB\" --query "
                 "\"Attributes[?Key=='idle_timeout.timeout_seconds'].Value\" --output text; rg -n 'Ping|ticker' "
                 "internal/hub/*.go",
                 "60\n"),
            ("assistant", "The 60-second drops: the ALB closes a connection after 60 s without any traffic "
                          "(`idle_timeout.timeout_seconds` is 60), and liveline sends nothing while a blog is "
                          "quiet, not even pings. A server ping every 25 s keeps each socket well inside the "
                          "window, even if one ping is delayed."),
            ("user", "25s ping, fine"),
            tool("Edit", {"file_path": f"{LIVELINE}/internal/hub/conn.go",
                          "old_string": "const writeTimeout = 10 * time.Second\n",
                          "new_string": "const writeTimeout = 10 * time.Second\n\n"
                                        "// The ALB drops idle connections after 60s.\n"
                                        "const pingInterval = 25 * time.Second\n"},
                 "The file has been updated."),
            ("assistant", "Last piece: a pod accepts any number of sockets today, so after a scale-up the new pods "
                          "sit empty while the old ones are overloaded. I'd cap connections per pod, answer 503 "
                          "beyond the cap so the client's backoff lands it on another pod, and scale the "
                          "Deployment on connections instead of CPU."),
            ("user", "save this for next time: liveline pods take at most 20000 connections each, and the HPA "
                     "scales on connections, not CPU"),
            bash("k6 run --quiet -e CONNS_PER_POD=20000 loadtest/fanout.js 2>&1 | grep -E 'broadcast_latency|"
                 "pod_memory'",
                 "     broadcast_latency..........: avg=1.12s  p(95)=2.31s  p(99)=2.84s\n"
                 "     pod_memory_max.............: 1.71Gi (limit 2Gi)\n"),
            ("assistant", "At 20,000 sockets per pod, a broadcast (one new post to everyone on a blog) takes 2.84 s "
                          "at p99 to reach the last client and memory sits at 1.71 of 2 GiB, with GC pauses "
                          "showing in the profile. Trying 15,000:"),
            bash("k6 run --quiet -e CONNS_PER_POD=15000 loadtest/fanout.js 2>&1 | grep -E 'broadcast_latency|"
                 "pod_memory'",
                 "     broadcast_latency..........: avg=0.31s  p(95)=0.52s  p(99)=0.61s\n"
                 "     pod_memory_max.............: 1.18Gi (limit 2Gi)\n"),
            ("user", "ok, update that note: 15000 per pod, not 20000. the 20k number is dead. what should the HPA "
                     "target be?"),
            ("assistant", "An average of 12000 connections per pod, so a pod has headroom for a spike while the "
                          "HPA adds pods."),
            ("user", "12000, yes"),
            tool("Edit", {"file_path": f"{LIVELINE}/deploy/hpa.yaml",
                          "old_string": "      target: { type: Utilization, averageUtilization: 70 }\n",
                          "new_string": "      target: { type: AverageValue, averageValue: \"12000\" }\n"},
                 "The file has been updated."),
            bash("sed -i 's/^MAX_CONNS=.*/MAX_CONNS=15000/' deploy/liveline.env && go test ./... 2>&1 | tail -n 3 "
                 "&& git add -A && git commit -qm 'jittered reconnects, 20s drain, 25s pings, 15000 conns per pod' && "
                 "git log -1 --oneline",
                 "ok  \tgithub.com/meridian-ledger/liveline/internal/hub\t2.114s\n"
                 "ok  \tgithub.com/meridian-ledger/liveline/internal/posts\t0.402s\n"
                 "ok  \tgithub.com/meridian-ledger/liveline/cmd/liveline\t0.051s\n"
                 "3c8f1a4 jittered reconnects, 20s drain, 25s pings, 15000 conns per pod\n"),
            ("assistant", "Committed as 3c8f1a4. Summary of today's changes to liveline:\n\n"
                          "**Reconnect storm after deploys**\n"
                          "- Clients now reconnect with exponential backoff and full jitter: 1 s base, 30 s cap, "
                          "instead of a fixed 1 s retry.\n"
                          "- On SIGTERM the server spreads its closes over 20 seconds, inside the 30 s "
                          "terminationGracePeriod.\n\n"
                          "**Quiet blogs dropping at 60 s**\n"
                          "- Caused by the ALB idle timeout of 60 s; the server now pings every 25 s.\n\n"
                          "**Capacity**\n"
                          "- At most 15000 connections per pod (MAX_CONNS), 503 beyond that; 20000 was tested "
                          "and gave 2.84 s p99 broadcast latency.\n"
                          "- The HPA scales on liveline_connections with an average target of 12000 per pod.\n\n"
                          "The web client change ships with the next front-end release; the server side goes out "
                          "with the next liveline deploy."),
            ("user", "perfect. deploy tomorrow morning, not tonight"),
        ],
        "facts": [
            fact("jitter-backoff", "liveline clients reconnect with exponential backoff and full jitter, 1s base, "
                                   "30s cap (instead of a fixed 1s retry that caused reconnect storms).",
                 "decision", "user", ["full jitter", "30s"]),
            fact("drain", "On SIGTERM liveline spreads its connection closes over 20 seconds "
                          "(terminationGracePeriod is 30).",
                 "config", "user", [["20 seconds", "20s"], ["SIGTERM", "drain"]]),
            fact("ping", "Quiet live blogs dropped after 60s because of the ALB idle timeout; the server now pings "
                         "every 25s.",
                 "bugfix", "assistant", ["25s", ["idle timeout", "ALB"]]),
            fact("conn-cap", "liveline pods take at most 15000 connections each (MAX_CONNS; 20000 tested and "
                             "dropped), answering 503 beyond that.",
                 "config", "user", ["15000", ["per pod", "MAX_CONNS"]], remember=True),
            fact("hpa-conns", "liveline's HPA scales on connections, not CPU, with an average target of 12000 per "
                              "pod.",
                 "config", "user", ["HPA", "12000"]),
        ],
        "optional": [
            opt("loadtest", "loadtest/fanout.js measures broadcast latency per pod.", ["fanout.js"]),
        ],
        "questions": [
            q("How many connections does a liveline pod take?", "at most 15000", ["conn-cap"]),
            q("Why did clients drop after 60 seconds on quiet blogs?",
              "the ALB idle timeout is 60s and liveline sends nothing; now it pings every 25s", ["ping"]),
            q("How do liveline clients reconnect?", "exponential backoff with full jitter, 1s base, 30s cap",
              ["jitter-backoff"]),
        ],
    },
]
