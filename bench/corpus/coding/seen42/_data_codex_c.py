"""h42 Codex sessions, part c: a slow MSISDN allocation query in numbering-svc (PostgreSQL), the morning consumer
lag of the rating engine's roaming consumer group (Java, Kafka), and installing eSIMs from inside the React Native
self-care app."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

NUMBERING = "/home/ines/src/numbering-svc"
RATING = "/home/tomasz/work/rating-engine"
APP = "/Users/lea/dev/selfcare-app"

SESSIONS = [
    {
        "id": "h42-cx-numbering-allocation-plan",
        "project": NUMBERING,
        "start": datetime(2026, 11, 11, 11, 15),
        "about": "numbering-svc (PostgreSQL): mostly tool output, a 4 s MSISDN allocation query (index scan on the "
                 "primary key removing 11.8M rows, workers queueing on FOR UPDATE); one decision: partial index "
                 "msisdn_pool_free_idx on (range_id, msisdn) WHERE status = 'free' with FOR UPDATE SKIP LOCKED; "
                 "'remember that' golden numbers (reserved_golden) are never allocated; the quarantine release job "
                 "was also freeing golden numbers, fixed",
        "steps": [
            ("user", "allocating numbers for the new SIM batch is slow, about 4 seconds per number, the 20k batch "
                     "takes all day. query from the log: SELECT msisdn FROM msisdn_pool WHERE range_id = $1 AND "
                     "status = 'free' ORDER BY msisdn LIMIT 1 FOR UPDATE"),
            shell("psql \"$NUMBERING_DB\" -c \"EXPLAIN (ANALYZE, BUFFERS) SELECT msisdn FROM msisdn_pool WHERE "
                  "range_id = 41 AND status = 'free' ORDER BY msisdn LIMIT 1 FOR UPDATE\"",
                  "                                   QUERY PLAN\n"
                  "--------------------------------------------------------------------------------\n"
                  " Limit  (cost=0.56..2841.22 rows=1 width=26) (actual time=3987.112..3987.113 rows=1 loops=1)\n"
                  "   Buffers: shared hit=201133 read=388410\n"
                  "   ->  LockRows  (cost=0.56..29690417.80 rows=10450 width=26) (actual time=3987.110..3987.111 "
                  "rows=1 loops=1)\n"
                  "         Buffers: shared hit=201133 read=388410\n"
                  "         ->  Index Scan using msisdn_pool_pkey on msisdn_pool  (cost=0.56..29690313.30 "
                  "rows=10450 width=26) (actual time=3987.081..3987.082 rows=1 loops=1)\n"
                  "               Filter: ((range_id = 41) AND (status = 'free'::text))\n"
                  "               Rows Removed by Filter: 11873220\n"
                  "               Buffers: shared hit=201133 read=388410\n"
                  " Planning Time: 0.212 ms\n"
                  " Execution Time: 3987.160 ms\n(10 rows)\n"),
            shell("psql \"$NUMBERING_DB\" -c \"select status, count(*) from msisdn_pool group by 1 order by 2 desc\" "
                  "-c '\\di msisdn_pool*' -c \"select count(*) as waiting from pg_locks where relation = "
                  "'msisdn_pool'::regclass and not granted\"",
                  "     status      |  count\n-----------------+----------\n allocated       | 23118402\n"
                  " free            |  6204117\n quarantined     |   480220\n reserved_golden |    12904\n"
                  "(4 rows)\n\n"
                  "                       List of relations\n"
                  " Schema |        Name        | Type  |  Owner  |    Table\n"
                  "--------+--------------------+-------+---------+-------------\n"
                  " public | msisdn_pool_pkey   | index | numbers | msisdn_pool\n"
                  " public | msisdn_pool_status | index | numbers | msisdn_pool\n(2 rows)\n\n"
                  " waiting\n---------\n       7\n(1 row)\n"),
            ("assistant", "Two problems in that output. The planner walks msisdn_pool_pkey in msisdn order to "
                          "satisfy ORDER BY ... LIMIT 1 and filters row by row; the first free number of range 41 "
                          "comes after 11.8 million rows of other ranges and allocated numbers, hence 4 s and "
                          "590k buffers. And FOR UPDATE without SKIP LOCKED makes the other batch workers wait on "
                          "the same row (7 waiting right now), so running more workers doesn't help.\n\n"
                          "Fix: a partial index on (range_id, msisdn) WHERE status = 'free', which holds only the "
                          "6.2M free numbers in the right order, and FOR UPDATE SKIP LOCKED so each worker takes "
                          "the next unlocked free number. A separate free-list table would also work but means "
                          "keeping two tables in sync."),
            ("user", "partial index and SKIP LOCKED, go. and remember that the golden numbers, status "
                     "reserved_golden, are never allocated by this service, no matter which range they sit in. "
                     "sales sells those by hand"),
            shell("psql \"$NUMBERING_DB\" -c \"CREATE INDEX CONCURRENTLY msisdn_pool_free_idx ON msisdn_pool "
                  "(range_id, msisdn) WHERE status = 'free'\" -c \"EXPLAIN (ANALYZE) SELECT msisdn FROM msisdn_pool "
                  "WHERE range_id = 41 AND status = 'free' ORDER BY msisdn LIMIT 1 FOR UPDATE SKIP LOCKED\"",
                  "CREATE INDEX\n"
                  "                                   QUERY PLAN\n"
                  "--------------------------------------------------------------------------------\n"
                  " Limit  (cost=0.43..0.52 rows=1 width=26) (actual time=0.041..0.042 rows=1 loops=1)\n"
                  "   ->  LockRows  (cost=0.43..905.12 rows=10450 width=26) (actual time=0.040..0.041 rows=1 "
                  "loops=1)\n"
                  "         ->  Index Scan using msisdn_pool_free_idx on msisdn_pool  (cost=0.43..800.62 rows=10450 "
                  "width=26) (actual time=0.031..0.031 rows=1 loops=1)\n"
                  "               Index Cond: (range_id = 41)\n"
                  " Planning Time: 0.188 ms\n"
                  " Execution Time: 0.067 ms\n(6 rows)\n"),
            shell("rg -n \"status\" internal/alloc/*.go internal/jobs/*.go",
                  "internal/alloc/alloc.go:31:\t\tWHERE range_id = $1 AND status = 'free'\n"
                  "internal/alloc/alloc.go:33:\t\tLIMIT 1 FOR UPDATE`\n"
                  "internal/jobs/release.go:22:\tUPDATE msisdn_pool SET status = 'free' WHERE status IN "
                  "('quarantined', 'reserved_golden') AND quarantine_until < now()\n"),
            ("assistant", "Index works: 0.067 ms. The grep also found something that breaks the golden-number rule: "
                          "the quarantine release job in internal/jobs/release.go frees both 'quarantined' and "
                          "'reserved_golden' rows once quarantine_until passes, so golden numbers with a "
                          "quarantine_until set would land in the free pool and get allocated. I'll restrict it to "
                          "'quarantined' and add SKIP LOCKED to alloc.go."),
            shell("apply_patch < /tmp/alloc-skip-locked.patch && go test ./... 2>&1 | tail -n 2 && go run "
                  "./cmd/batch-alloc --range 41 --count 20000 --workers 4 --dry-run",
                  "Success. Updated the following files:\nM internal/alloc/alloc.go\nM internal/jobs/release.go\n"
                  "A migrations/0031_msisdn_pool_free_idx.sql\n"
                  "ok  \tgithub.com/kestrel-mobile/numbering-svc/internal/alloc\t2.118s\n"
                  "ok  \tgithub.com/kestrel-mobile/numbering-svc/internal/jobs\t0.904s\n"
                  "dry run: allocated 20000 msisdns in 41.8s (4 workers), 0 reserved_golden touched\n"),
        ],
        "facts": [
            fact("free-index", "MSISDN allocation uses the partial index msisdn_pool_free_idx on (range_id, msisdn) "
                               "WHERE status = 'free' and SELECT ... FOR UPDATE SKIP LOCKED, instead of walking the "
                               "primary key (4 s per number before).",
                 "decision", "user", [["msisdn_pool_free_idx", "partial index"], "SKIP LOCKED"]),
            fact("golden-numbers", "Golden numbers (status reserved_golden) are never allocated by numbering-svc, "
                                   "whatever range they are in; sales sells them by hand. The quarantine release job "
                                   "only frees 'quarantined' numbers.",
                 "rule", "user", ["reserved_golden", ["sales", "golden"]], remember=True),
        ],
        "optional": [
            opt("free-idx-migration", "migrations/0031_msisdn_pool_free_idx.sql creates the partial index.",
                ["0031"]),
        ],
        "questions": [
            q("How does numbering-svc find a free MSISDN quickly?",
              "a partial index on (range_id, msisdn) WHERE status = 'free' and FOR UPDATE SKIP LOCKED",
              ["free-index"]),
            q("May numbering-svc allocate golden numbers?",
              "no, reserved_golden numbers are never allocated; sales sells them by hand", ["golden-numbers"]),
        ],
    },
    {
        "id": "h42-cx-rating-consumer-lag",
        "project": RATING,
        "start": datetime(2026, 11, 13, 9, 5),
        "about": "rating-engine (Java, Kafka): the rating-roaming consumer group is ~2M records behind every morning; "
                 "the person's theory (partition skew from HRVT2 keyed by tadig) ruled out, lag is even over 24 "
                 "partitions and the key is imsi; real cause a per-record JPA lookup of iot_agreements (~3 ms); "
                 "fix a Caffeine cache, expireAfterWrite 15 minutes; proposal max.poll.records 2000 rejected (stays "
                 "500, rebalance storms in the spring); proposed index on iot_agreements rejected with 'remember "
                 "that' the table belongs to wholesale",
        "steps": [
            ("user", "rating-roaming is about 2 million records behind every morning after the TAP batch lands and "
                     "only catches up around lunch. I bet it's partition skew: the HRVT2 files are huge and they all "
                     "hash to the same partition because we key by tadig"),
            shell("kafka-consumer-groups.sh --bootstrap-server \"$KAFKA\" --describe --group rating-roaming | awk "
                  "'NR==1 || NR%6==2' | column -t",
                  "GROUP           TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\n"
                  "rating-roaming  usage.tap.v2     0          88120411        88207133        86722\n"
                  "rating-roaming  usage.tap.v2     5          87990245        88071112        80867\n"
                  "rating-roaming  usage.tap.v2     10         88231002        88322950        91948\n"
                  "rating-roaming  usage.tap.v2     15         88004127        88082301        78174\n"
                  "rating-roaming  usage.tap.v2     20         88150996        88236520        85524\n"),
            shell("rg -n 'new ProducerRecord' src/main/java | head -n 3",
                  "src/main/java/pt/kestrel/rating/tap/TapPublisher.java:58:        producer.send(new ProducerRecord<>"
                  "(topic, event.imsi(), event));\n"),
            ("assistant", "Not skew: the lag is spread evenly, 78k to 92k on every one of the 24 partitions, and the "
                          "producer keys by imsi, not tadig, so a big HRVT2 file is spread over all of them. Every "
                          "partition is simply consuming too slowly. Let me profile a consumer."),
            shell("jcmd $(pgrep -f rating-engine) JFR.start duration=60s filename=/tmp/rating.jfr >/dev/null && "
                  "sleep 62 && jfr print --events jdk.ExecutionSample /tmp/rating.jfr | ./scripts/top-frames.py "
                  "--depth 4 | head -n 6",
                  "71.3%  org.postgresql.jdbc.PgPreparedStatement.executeQuery\n"
                  "       <- org.hibernate.sql.exec.internal.JdbcSelectExecutorStandardImpl.executeQuery\n"
                  "       <- pt.kestrel.rating.iot.IotAgreementRepository.findActiveByTadig\n"
                  "       <- pt.kestrel.rating.RoamingRater.rate\n"
                  " 9.8%  pt.kestrel.rating.tariff.TariffMatcher.match\n"
                  " 4.1%  com.fasterxml.jackson.databind.ObjectMapper.readValue\n"),
            shell("psql \"$RATING_DB\" -c \"select calls, round(mean_exec_time::numeric, 2) as mean_ms, "
                  "left(query, 70) from pg_stat_statements order by calls desc limit 2\"",
                  "  calls   | mean_ms |                                 left\n"
                  "----------+---------+-----------------------------------------------------------------------\n"
                  " 41877120 |    2.91 | select ia1_0.id,ia1_0.discount_pct,ia1_0.tadig,ia1_0.valid_from,ia1_0.v\n"
                  "  1204551 |    0.33 | insert into rated_usage (amount_eur,charging_id,event_start_utc,imsi,t\n"
                  "(2 rows)\n"),
            ("assistant", "There it is. 71% of the consumer's time goes to IotAgreementRepository.findActiveByTadig: "
                          "for every single record the rater loads the partner's IOT discount agreement from "
                          "iot_agreements, ~2.9 ms per query, 41.9 million calls. With one thread per partition "
                          "that caps each partition at roughly 300 records a second.\n\nProposals:\n"
                          "1. Cache the agreements in a Caffeine cache keyed by (tadig, month), expireAfterWrite 15 "
                          "minutes, maximumSize 5000. Agreements change a few times a year.\n"
                          "2. Raise max.poll.records from 500 to 2000 so each poll does more work.\n"
                          "3. An index on iot_agreements (tadig, valid_from) for the misses."),
            ("user", "1 yes, 15 minutes is fine. 2 no, max.poll.records stays 500: with 2000 a slow batch blows "
                     "max.poll.interval and we get rebalance storms, we had exactly that in the spring. 3 no, and "
                     "remember that iot_agreements belongs to wholesale: we only read it, we never write to it and "
                     "never put a migration on it, not even an index. if we need something there we ask them"),
            shell("apply_patch < /tmp/iot-cache.patch && mvn -q test -Dtest='RoamingRater*' 2>&1 | tail -n 1 && "
                  "./scripts/replay.sh --records 500000 --topic usage.tap.v2",
                  "Success. Updated the following files:\nA src/main/java/pt/kestrel/rating/iot/"
                  "IotAgreementCache.java\nM src/main/java/pt/kestrel/rating/RoamingRater.java\n"
                  "[INFO] Tests run: 37, Failures: 0, Errors: 0, Skipped: 0\n"
                  "replayed 500000 records in 12.1s: 41322 records/s (before: 7904 records/s), cache hit ratio "
                  "99.97%\n"),
            ("assistant", "With the cache the replay runs at about 41k records/s instead of 7.9k, so a 2-million "
                          "backlog takes under a minute across the group. max.poll.records stays at 500, and "
                          "nothing touches iot_agreements' schema. Uncommitted."),
        ],
        "facts": [
            fact("lag-cause", "rating-roaming's morning lag came from a per-record JPA lookup of the IOT agreement "
                              "in iot_agreements (~2.9 ms each), not partition skew (lag was even over 24 partitions "
                              "and the producer keys by imsi); fixed with a Caffeine cache.",
                 "bugfix", "assistant", ["iot_agreements", ["partition skew", "skew"], "Caffeine"]),
            fact("iot-cache", "IOT agreements are cached in a Caffeine cache keyed by (tadig, month) with "
                              "expireAfterWrite 15 minutes and maximumSize 5000.",
                 "config", "assistant", ["expireAfterWrite", "15 minutes"]),
            fact("max-poll", "rating-roaming keeps max.poll.records at 500; 2000 was rejected because a slow batch "
                             "blows max.poll.interval and causes rebalance storms (as in the spring).",
                 "config", "user", ["max.poll.records", "500", ["rebalance", "max.poll.interval"]]),
            fact("wholesale-table", "iot_agreements belongs to wholesale: rating-engine only reads it, never writes "
                                    "to it or puts a migration on it (not even an index); changes are requested from "
                                    "wholesale.",
                 "rule", "user", ["iot_agreements", "wholesale", ["migration", "only read"]], remember=True),
        ],
        "optional": [
            opt("replay-script", "scripts/replay.sh replays records from usage.tap.v2 to measure throughput.",
                ["replay.sh"]),
            opt("producer-key", "TAP usage events are produced to usage.tap.v2 keyed by imsi.", ["usage.tap.v2"]),
        ],
        "questions": [
            q("Why was rating-roaming behind every morning?",
              "a per-record lookup of iot_agreements in Postgres, not partition skew", ["lag-cause"]),
            q("What max.poll.records does rating-roaming use?", "500", ["max-poll"]),
            q("Can we add an index to iot_agreements?", "no, it belongs to wholesale; we only read it and ask them",
              ["wholesale-table"]),
        ],
    },
    {
        "id": "h42-cx-selfcare-esim-install",
        "project": APP,
        "start": datetime(2026, 11, 30, 10, 0),
        "about": "selfcare-app (React Native): installing a purchased eSIM from inside the app; numbered questions "
                 "answered '1. 17.4 2. not now 3. yes, QR + manual code 4. no': Apple's universal link on iOS 17.4+, "
                 "no EuiccManager carrier privileges for now, QR plus manual activation code as fallback, no "
                 "analytics; the activation code was being logged with console.log, removed, and it is never "
                 "logged anywhere; long closing summary repeating the decisions",
        "steps": [
            ("user", "eSIM install from inside the app. customers buy an eSIM in the app and today we email them a "
                     "QR code they have to scan from another screen, which is silly when you're on the phone "
                     "itself. I want the app to install it"),
            shell("rg -n 'activationCode' src | head -n 5",
                  "src/api/esim.ts:18:  activationCode: string; // LPA:1$smdp.valid8.test$K2-4F8R-...\n"
                  "src/screens/Esim/EsimReadyScreen.tsx:40:      <QRCode value={order.activationCode} "
                  "size={220} />\n"
                  "src/screens/Esim/EsimReadyScreen.tsx:44:    console.log('activation code', "
                  "order.activationCode);\n"),
            ("assistant", "Options per platform:\n\n"
                          "- **iOS, universal link**: since iOS 17.4 Apple opens the eSIM setup flow from "
                          "`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=<LPA string>`. The app "
                          "just opens the link; no special entitlement.\n"
                          "- **iOS, CTCellularPlanProvisioning**: full in-app install, but it needs a carrier "
                          "entitlement from Apple, which takes months.\n"
                          "- **Android, EuiccManager.downloadSubscription**: works, but only with carrier "
                          "privileges: the app's certificate hash has to be in the profile's access rules, which "
                          "means a profile template change at Valid8.\n"
                          "- **Fallback**: show the QR code and the activation code for manual entry.\n\n"
                          "Questions:\n"
                          "1. Minimum iOS version for the universal link path: 17.4, with the fallback below it?\n"
                          "2. Android: EuiccManager with carrier privileges now, or later?\n"
                          "3. Fallback for everything else: QR code plus the activation code to type manually?\n"
                          "4. Analytics events for the install funnel?"),
            ("user", "1. 17.4 2. not now 3. yes, QR + manual code 4. no"),
            shell("apply_patch < /tmp/esim-install.patch && sed -n 1,24p src/screens/Esim/installEsim.ts",
                  "Success. Updated the following files:\nA src/screens/Esim/installEsim.ts\n"
                  "M src/screens/Esim/EsimReadyScreen.tsx\n"
                  "import { Linking, Platform } from 'react-native';\n\n"
                  "const APPLE_ESIM_SETUP = 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=';\n\n"
                  "export function canInstallInApp(): boolean {\n"
                  "  // Apple's universal link needs iOS 17.4; Android has no in-app path yet (no carrier "
                  "privileges)\n"
                  "  return Platform.OS === 'ios' && parseFloat(String(Platform.Version)) >= 17.4;\n}\n\n"
                  "export async function installEsim(activationCode: string): Promise<void> {\n"
                  "  await Linking.openURL(APPLE_ESIM_SETUP + encodeURIComponent(activationCode));\n}\n"),
            ("assistant", "One more thing from the grep: EsimReadyScreen.tsx line 44 logs the activation code with "
                          "console.log. In a release build that goes to the device log, and our Sentry setup turns "
                          "console calls into breadcrumbs, so the codes end up in Sentry too."),
            ("user", "oh no. remove it. the activation code is never logged anywhere, not in debug builds, not in "
                     "Sentry breadcrumbs, nowhere. whoever has it can install the SIM"),
            shell("sed -i '/console.log(.activation code/d' src/screens/Esim/EsimReadyScreen.tsx && apply_patch < "
                  "/tmp/sentry-scrub.patch && rg -n 'activationCode' src | grep -c -i 'log' ; npx jest "
                  "src/screens/Esim 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM src/sentry.ts\n0\n"
                  "Tests:       9 passed, 9 total\nTime:        3.117 s\n"),
            ("assistant", "Summary of where this stands:\n\n"
                          "- **iOS 17.4 and later**: the 'Install eSIM' button opens Apple's universal link "
                          "(esimsetup.apple.com) with the LPA string; iOS takes over the install.\n"
                          "- **Android, and iOS below 17.4**: the screen shows the QR code plus the activation code "
                          "to type manually. EuiccManager with carrier privileges is not being done now.\n"
                          "- **Analytics**: none on the install flow.\n"
                          "- **Activation code**: the console.log is gone, src/sentry.ts drops any breadcrumb "
                          "containing an LPA string, and the code is never logged, in debug builds or anywhere "
                          "else.\n\nThe changes are uncommitted in selfcare-app."),
        ],
        "facts": [
            fact("ios-install", "On iOS 17.4 and later the self-care app installs a purchased eSIM by opening Apple's "
                                "universal link (esimsetup.apple.com) with the LPA string.",
                 "decision", "user", ["17.4", ["esimsetup.apple.com", "universal link"]]),
            fact("esim-fallback", "Android and iOS below 17.4 get the QR code plus the activation code to type "
                                  "manually; EuiccManager with carrier privileges is not done for now.",
                 "decision", "user", [["QR + manual code", "type manually", "manual entry"], "EuiccManager"]),
            fact("no-log-code", "The eSIM activation code is never logged anywhere: not in debug builds, not in "
                                "Sentry breadcrumbs.",
                 "rule", "user", ["activation code", ["never logged", "Sentry"]]),
        ],
        "optional": [
            opt("no-esim-analytics", "No analytics events on the eSIM install flow.", ["analytics"]),
        ],
        "questions": [
            q("From which iOS version does the app install eSIMs itself?", "17.4, through Apple's universal link",
              ["ios-install"]),
            q("What do Android users get to install their eSIM?",
              "the QR code plus the activation code to type manually", ["esim-fallback"]),
            q("May the eSIM activation code be logged in debug builds?", "no, it is never logged anywhere",
              ["no-log-code"]),
        ],
    },
]
