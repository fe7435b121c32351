"""h64 Claude Code sessions, part c: bench-calendar, the Kotlin service that pushes hearings from fascicolo into the
judges' Exchange calendars through Microsoft Graph (two sessions: duplicated events after a reschedule, a weekend
outage from an expired client secret), and caselookup-api, the public case-lookup API in Go (v2 and the v1 sunset)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

CAL = "/home/minho/src/bench-calendar"
LOOKUP = "/home/seojin/code/caselookup-api"

_SYNC_LOG = """2026-11-06T08:15:02.441+01:00 INFO  HearingSync - tick: 41 changed hearings since 2026-11-06T08:10:02+01:00
2026-11-06T08:15:02.913+01:00 INFO  GraphWriter - upsert hearing=771203 judge=giudice.sez2.a key=771203-1762419600 -> not found, POST /users/{id}/events
2026-11-06T08:15:03.377+01:00 INFO  GraphWriter - 201 Created event=AAMkAGE1...Qx9 client-request-id=3e1f0b6c-7a21-4b52-9d0e-5c8a41f2e7aa
2026-11-06T08:15:03.380+01:00 INFO  GraphWriter - upsert hearing=771209 judge=giudice.sez2.a key=771209-1762941600 -> not found, POST /users/{id}/events
2026-11-06T08:15:03.801+01:00 INFO  GraphWriter - 201 Created event=AAMkAGE1...Rk2 client-request-id=9b0a2d44-1f3c-4e8e-a6f1-77d0c2b9e310
...
2026-11-06T08:15:09.120+01:00 INFO  HearingSync - tick done: created=41 updated=0 deleted=0 retries=0 throttled=0
"""

_SYNCKEY_KT = """     1\tpackage it.tribunale.castelvero.calendar.sync
     2\t
     3\timport it.tribunale.castelvero.calendar.fascicolo.HearingDto
     4\t
     5\t/** Key used to find the Graph event that belongs to a hearing. */
     6\tobject SyncKey {
     7\t    const val PROPERTY_ID = "String {6f1c2a7e-0b9d-4c55-8e3a-2d7f91b4c0aa} Name syncKey"
     8\t
     9\t    fun of(h: HearingDto): String = "${h.id}-${h.start.toEpochSecond()}"
    10\t}
"""

_GRAPH_WRITER_KT = """    31\t    suspend fun upsert(h: HearingDto, judgeUpn: String) {
    32\t        val key = SyncKey.of(h)
    33\t        val existing = graph.findEventBySingleValueProperty(judgeUpn, SyncKey.PROPERTY_ID, key)
    34\t        if (existing == null) {
    35\t            log.info("upsert hearing={} judge={} key={} -> not found, POST /users/{{id}}/events", h.id, judgeUpn, key)
    36\t            graph.createEvent(judgeUpn, h.toEvent(categories = listOf("Udienza"), syncKey = key))
    37\t        } else {
    38\t            graph.patchEvent(judgeUpn, existing.id, h.toEventPatch())
    39\t        }
    40\t    }
"""

_APP_CONF = """sync {
  interval = 5m
  lookback = 10m
  category = "Udienza"
  fascicolo.base-url = "https://fascicolo.tribunale-castelvero.example/api/internal"
}
graph {
  tenant = ${?GRAPH_TENANT_ID}
  client-id = ${?GRAPH_CLIENT_ID}
  client-secret = ${?GRAPH_CLIENT_SECRET}
  retry { max-attempts = 3, backoff = 2s }
}
"""

_DEDUPE_DRY = """$ ./gradlew -q runScript -Pscript=scripts/dedupe-events.kts -Pargs='--dry-run --since 2026-09-01'
scanning 27 judge mailboxes, events with category Udienza and a syncKey property since 2026-09-01
giudice.sez1.b    hearing 768110  keep AAMkAGE1...p0Q (key 768110-1761810300)  delete 1 older key(s)
giudice.sez2.a    hearing 771203  keep AAMkAGE1...Qx9 (key 771203-1762419600)  delete 1 older key(s)
giudice.sez2.a    hearing 771209  keep AAMkAGE1...Rk2 (key 771209-1762941600)  delete 2 older key(s)
giudice.lav.c     hearing 769554  keep AAMkAGE1...Z7w (key 769554-1762333200)  delete 1 older key(s)
...
skipped (no Udienza category): 0
summary: hearings with duplicates=33, events to delete=37, mailboxes touched=14   (dry run, nothing deleted)
"""

_GRADLE_CAL = """> Task :test
SyncKeyTest > keyIsHearingIdOnly() PASSED
SyncKeyTest > rescheduleKeepsTheSameKey() PASSED
GraphWriterTest > rescheduledHearingIsPatchedNotCreated() PASSED
GraphWriterTest > newHearingIsCreatedWithUdienzaCategory() PASSED
GraphWriterTest > eventWithoutUdienzaCategoryIsNeverTouched() PASSED
GraphWriterTest > cancelledHearingDeletesOwnEventOnly() PASSED
HearingSyncTest > tickUsesLookbackWindow() PASSED

BUILD SUCCESSFUL in 22s
"""

_OUTAGE_LOG = """2026-11-14T00:00:03.512+01:00 ERROR HearingSync - tick failed
com.microsoft.aad.msal4j.MsalServiceException: AADSTS7000222: The provided client secret keys for app '3c9e51d0-****-****-****-8b21f07a9e44' are expired. Visit the Azure portal to create new keys for your app: https://aka.ms/NewClientSecret, or consider using certificate credentials for added security: https://aka.ms/certCreds. Trace ID: 1b7f... Correlation ID: 2a40... Timestamp: 2026-11-13 23:00:03Z
\tat com.microsoft.aad.msal4j.MsalServiceExceptionFactory.fromHttpResponse(MsalServiceExceptionFactory.java:45)
\tat com.microsoft.aad.msal4j.TokenRequestExecutor.createAuthenticationResultFromOauthHttpResponse(TokenRequestExecutor.java:116)
\tat com.microsoft.aad.msal4j.TokenRequestExecutor.executeTokenRequest(TokenRequestExecutor.java:47)
\tat com.microsoft.aad.msal4j.AcquireTokenByClientCredentialSupplier.acquireTokenByClientCredential(AcquireTokenByClientCredentialSupplier.java:84)
\tat it.tribunale.castelvero.calendar.graph.GraphAuth.token(GraphAuth.kt:28)
\tat it.tribunale.castelvero.calendar.graph.GraphClient.send(GraphClient.kt:61)
\tat it.tribunale.castelvero.calendar.sync.HearingSync.tick(HearingSync.kt:44)
2026-11-14T00:05:03.498+01:00 ERROR HearingSync - tick failed (same cause, suppressed)
...
2026-11-17T07:55:03.477+01:00 ERROR HearingSync - tick failed (same cause, suppressed 1126 times)
$ kubectl -n calendar get pods
NAME                              READY   STATUS    RESTARTS   AGE
bench-calendar-6d8f7c9b44-kq2xw   1/1     Running   0          12d
"""

_VAULT_CERT = """$ vault kv get -format=json secret/bench-calendar/graph | jq '.data.metadata, (.data.data | keys)'
{
  "created_time": "2026-11-19T10:12:40.118Z",
  "version": 1
}
[
  "cert.pem",
  "key.pem",
  "thumbprint"
]
$ vault kv get -field=cert.pem secret/bench-calendar/graph | openssl x509 -noout -subject -enddate -fingerprint -sha1
subject=CN=bench-calendar.tribunale-castelvero.example
notAfter=Nov 18 10:05:51 2027 GMT
SHA1 Fingerprint=9F:3A:C2:71:0E:5B:88:14:D2:6C:A0:47:91:EE:3B:5F:70:24:C8:1D
"""

_AUTH_DIFF = """--- a/src/main/kotlin/it/tribunale/castelvero/calendar/graph/GraphAuth.kt
+++ b/src/main/kotlin/it/tribunale/castelvero/calendar/graph/GraphAuth.kt
@@ -12,10 +12,14 @@ class GraphAuth(private val cfg: GraphConfig) {
-    private val credential = ClientCredentialFactory.createFromSecret(cfg.clientSecret)
+    private val credential = ClientCredentialFactory.createFromCertificate(
+        PemKeys.privateKey(cfg.certKeyPath),
+        PemKeys.certificate(cfg.certPath),
+    )
@@ -40,3 +44,12 @@ class GraphAuth(private val cfg: GraphConfig) {
+    /** Days until the client certificate expires; exported as bench_calendar_graph_cert_days_left. */
+    fun certDaysLeft(now: Instant = Instant.now()): Long =
+        Duration.between(now, PemKeys.certificate(cfg.certPath).notAfter.toInstant()).toDays()
--- a/deploy/values.yaml
+++ b/deploy/values.yaml
@@ -20,7 +20,11 @@ vault:
-  secrets:
-    GRAPH_CLIENT_SECRET: secret/data/bench-calendar/graph#client_secret
+  files:
+    /vault/secrets/graph/cert.pem: secret/data/bench-calendar/graph#cert.pem
+    /vault/secrets/graph/key.pem: secret/data/bench-calendar/graph#key.pem
"""

_ALERT_RULE = """groups:
  - name: bench-calendar
    rules:
      - alert: GraphCertExpiringSoon
        expr: bench_calendar_graph_cert_days_left < 30
        for: 1h
        labels: { severity: warning, team: calendario }
      - alert: CalendarSyncFailing
        expr: increase(bench_calendar_tick_failures_total[30m]) >= 3
        labels: { severity: critical, team: calendario }
"""

_GO_TEST_V2 = """$ go test ./...
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/api/v1\t0.412s
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/api/v2\t0.538s
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/redact\t0.221s
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/ratelimit\t1.904s
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/store\t0.877s
?   \tgithub.com/tribunale-castelvero/caselookup-api/cmd/lookupd\t[no test files]
$ go test ./internal/redact/... -run Golden -v | tail -4
--- PASS: TestGolden/v2_family_case_minor_party (0.00s)
--- PASS: TestGolden/v2_hearings_list_redacted (0.00s)
PASS
ok  \tgithub.com/tribunale-castelvero/caselookup-api/internal/redact\t0.198s
"""

_CURL_V1 = """$ curl -si http://localhost:8088/v1/cases/RG-4411-2026 | head -12
HTTP/1.1 200 OK
Cache-Control: public, max-age=600
Content-Type: application/json
Deprecation: @1764716400
Sunset: Wed, 31 Mar 2027 22:00:00 GMT
Link: </v2/cases/RG-4411-2026>; rel="successor-version", <https://www.tribunale-castelvero.example/api/changelog>; rel="deprecation"
Date: Wed, 25 Nov 2026 10:31:14 GMT

{"rg":"4411/2026","court":"Tribunale di Castelvero","section":"civile 2","parties":[{"role":"attore","name":"..."}]}
$ curl -si http://localhost:8088/v2/cases/RG-4411-2026 | head -4
HTTP/1.1 200 OK
Cache-Control: public, max-age=600
Content-Type: application/json
"""

SESSIONS = [
    {
        "id": "h64-cc-calendar-dup-events",
        "project": CAL,
        "start": datetime(2026, 11, 9, 8, 47),
        "about": "hearings twice in judges' Outlook after a reschedule: user blames Graph retries, the log shows "
                 "retries=0 and the sync key contains the start time; key becomes the hearing id; dry-run dedupe of "
                 "37 events; 'keep in mind for next time' rule about the Udienza category",
        "steps": [
            ("user", "morning. judges of sezione 2 see same hearing two times in outlook after reschedule, one at "
                     "old time one at new. i think graph retry make duplicate, we have retry 3 times in the client. "
                     "maybe remove retry?"),
            bash("kubectl -n calendar logs deploy/bench-calendar --since-time=2026-11-06T07:10:00Z | grep -E "
                 "'tick|771203|771209'", _SYNC_LOG),
            ("assistant", "The retries don't look guilty: the tick summary says `retries=0 throttled=0`, and each "
                          "hearing got exactly one `POST` with its own `client-request-id`. What's suspicious is "
                          "that every upsert says \"not found\" and creates. Let me look at how the event is looked "
                          "up."),
            tool("Read", {"file_path": f"{CAL}/src/main/kotlin/it/tribunale/castelvero/calendar/sync/SyncKey.kt"},
                 _SYNCKEY_KT),
            tool("Read", {"file_path": f"{CAL}/src/main/kotlin/it/tribunale/castelvero/calendar/sync/GraphWriter.kt",
                          "offset": 31, "limit": 10}, _GRAPH_WRITER_KT),
            ("assistant", "That's it. The sync key is `\"${h.id}-${h.start.toEpochSecond()}\"` — hearing id plus start "
                          "time. When a hearing is rescheduled the start time changes, so the key changes, the "
                          "lookup by the `syncKey` extended property finds nothing, and the writer creates a "
                          "brand-new event; the old one is never touched because nobody looks for the old key. The "
                          "retry setting has nothing to do with it.\n\n"
                          "Fix: the key is the hearing id only, stored in the same single-value extended property, "
                          "so a reschedule finds the existing event and PATCHes its start/end. Then the duplicates "
                          "already in the calendars need a cleanup."),
            ("user", "ah so not retry. ok, fix the key"),
            tool("Edit", {"file_path": f"{CAL}/src/main/kotlin/it/tribunale/castelvero/calendar/sync/SyncKey.kt",
                          "old_string": "fun of(h: HearingDto): String = \"${h.id}-${h.start.toEpochSecond()}\"",
                          "new_string": "fun of(h: HearingDto): String = h.id.toString()"},
                 "The file has been updated successfully."),
            bash("./gradlew test", _GRADLE_CAL),
            ("assistant", "Tests pass, including a new one where a rescheduled hearing is patched, not created. For "
                          "the existing duplicates I wrote `scripts/dedupe-events.kts`: per judge mailbox it groups "
                          "our events by the hearing-id part of the old keys, keeps the one with the newest start "
                          "time and deletes the others. Dry run first:"),
            bash("./gradlew -q runScript -Pscript=scripts/dedupe-events.kts -Pargs='--dry-run --since 2026-09-01'",
                 _DEDUPE_DRY),
            ("user", "37 ok. run the real one. only the events with our category, ok? keep in mind for next time: we "
                     "only write or delete events with category Udienza, never touch the judges' own events. last "
                     "year a script deleted a private appointment of the presidente, we almost died ㅋㅋ not funny "
                     "actually"),
            bash("./gradlew -q runScript -Pscript=scripts/dedupe-events.kts -Pargs='--since 2026-09-01'",
                 "scanning 27 judge mailboxes, events with category Udienza and a syncKey property since 2026-09-01\n"
                 "...\nsummary: hearings with duplicates=33, events deleted=37, mailboxes touched=14, errors=0"),
            ("assistant", "37 deleted, 0 errors. The script only ever queries events that have the Udienza category "
                          "and our `syncKey` property, and `GraphWriter` has a test that an event without the "
                          "Udienza category is never modified — so judges' own events are out of reach of both. "
                          "I also noticed `sync.interval = 5m` in `application.conf`; with the key fixed there is "
                          "no reason to touch it."),
            tool("Read", {"file_path": f"{CAL}/src/main/resources/application.conf"}, _APP_CONF),
            ("user", "yes every 5 minutes is fine, judges don't need faster. ok push, i make the MR"),
            bash("git commit -am 'sync key = hearing id only; dedupe script' && git push",
                 "[main 0a71c3e] sync key = hearing id only; dedupe script\n 4 files changed, 96 insertions(+), 2 "
                 "deletions(-)\nTo git.tribunale-castelvero.example:calendario/bench-calendar.git\n   8c2d0f1..0a71c3e  "
                 "main -> main"),
        ],
        "facts": [
            fact("dup-key", "Duplicated calendar events came from the sync key containing the hearing start time, so "
                 "a reschedule created a new event; the key (syncKey extended property) is now the hearing id only.",
                 "bugfix", "assistant", ["start time", "hearing id"]),
            fact("udienza-only", "Only events with category Udienza are written or deleted; the judges' own events "
                 "are never touched.", "rule", "user", ["Udienza", "category"], remember=True),
            fact("interval", "The sync runs every 5 minutes (sync.interval = 5m in application.conf).", "config",
                 "user", ["5m"]),
        ],
        "optional": [
            opt("dedupe", "scripts/dedupe-events.kts removed 37 duplicate events (dry run first).",
                ["dedupe-events.kts"]),
        ],
        "questions": [
            q("Why did rescheduled hearings appear twice in judges' calendars?",
              "sync key was hearing id plus start time, reschedule created a new event", ["dup-key"]),
            q("Which calendar events may the sync create or delete?", "only events with category Udienza",
              ["udienza-only"]),
            q("How often does the calendar sync run?", "every 5 minutes", ["interval"]),
        ],
    },
    {
        "id": "h64-cc-graph-cert-auth",
        "project": CAL,
        "start": datetime(2026, 11, 19, 9, 20),
        "about": "weekend outage: Graph client secret expired (AADSTS7000222, stack trace); options a/b/c, user "
                 "answers 'b' (certificate in Vault; managed identity impossible on-prem); 'make a note' with the "
                 "expiry date that is also in openssl output; alert rule",
        "steps": [
            ("user", "bad news. sync was dead the whole weekend!! judges come monday and the new hearings not in "
                     "calendar. pod is running, no restart. what happened"),
            bash("kubectl -n calendar logs deploy/bench-calendar --since=96h | grep -A8 -m1 ERROR; ...; "
                 "kubectl -n calendar get pods", _OUTAGE_LOG),
            ("assistant", "The client secret of the Graph app registration expired on Friday at midnight: "
                          "`AADSTS7000222: The provided client secret keys ... are expired`. Every tick since "
                          "then failed to get a token (1126 failures until Monday 07:55), but the pod stayed "
                          "`Running` because the failure is caught per tick — nothing restarted and nothing "
                          "alerted.\n\nHow to avoid the next one:\n"
                          "a. create a new client secret with the maximum lifetime (24 months) and put it in Vault "
                          "as now;\n"
                          "b. switch to certificate credentials: a certificate we generate, public part uploaded "
                          "to the app registration, private key in Vault, mounted by the Vault agent;\n"
                          "c. managed identity / workload identity federation, so there is no credential at all.\n"
                          "And in any case an alert on failing ticks."),
            ("user", "c is not possible, cluster is on-prem, no azure identity here. b"),
            ("assistant", "Certificate then. I generated the key pair with a 12-month validity, the infra people "
                          "already uploaded the public certificate to the app registration this morning (you "
                          "forwarded their mail), and the Vault agent mounts `cert.pem` and `key.pem` from "
                          "`secret/data/bench-calendar/graph`. Checking what's in Vault:"),
            bash("vault kv get ... | openssl x509 -noout -subject -enddate -fingerprint -sha1", _VAULT_CERT),
            tool("Edit", {"file_path": f"{CAL}/src/main/kotlin/it/tribunale/castelvero/calendar/graph/GraphAuth.kt"},
                 _AUTH_DIFF),
            ("user", "make a note: the certificate expires 18 Nov 2027 and the renewal is OUR job, not infra. we "
                     "start in october 2027 because the upload to the app registration needs a ticket with infra "
                     "and they take weeks"),
            ("assistant", "Noted: Graph certificate valid until 2027-11-18 (openssl: `notAfter=Nov 18 10:05:51 2027 "
                          "GMT`), renewal is the calendar team's job and starts in October 2027 because of the "
                          "infra ticket. To back that up, `GraphAuth` now exports `bench_calendar_graph_cert_days_"
                          "left`, and I'm adding two alerts: certificate under 30 days, and 3 failed ticks in 30 "
                          "minutes — the second one would have woken someone up on Friday night."),
            tool("Write", {"file_path": f"{CAL}/deploy/alerts.yaml", "content": _ALERT_RULE},
                 "File created successfully."),
            bash("./gradlew test && helm upgrade bench-calendar deploy/chart -n calendar -f deploy/values.yaml && "
                 "sleep 330 && kubectl -n calendar logs deploy/bench-calendar --since=6m | grep tick",
                 "BUILD SUCCESSFUL in 19s\nRelease \"bench-calendar\" has been upgraded. Happy Helming!\n"
                 "REVISION: 31\n"
                 "2026-11-19T10:40:03.221+01:00 INFO  GraphAuth - token acquired with certificate thumbprint 9F3AC2710E5B...\n"
                 "2026-11-19T10:40:05.904+01:00 INFO  HearingSync - tick: 212 changed hearings since "
                 "2026-11-14T00:00:00+01:00 (catch-up)\n"
                 "2026-11-19T10:40:21.377+01:00 INFO  HearingSync - tick done: created=188 updated=24 deleted=0 "
                 "retries=0 throttled=0"),
            ("assistant", "Back up: token acquired with the certificate, and the first tick caught up on the weekend "
                          "(188 created, 24 updated). The old client secret can be deleted from the app registration "
                          "and from Vault."),
            ("user", "delete from vault yes, app registration i ask infra. grazie — no wait, that is Chiara's word "
                     "ㅋㅋ thanks"),
            bash("vault kv patch secret/bench-calendar/graph client_secret=- && vault kv get -field=thumbprint "
                 "secret/bench-calendar/graph",
                 "Success! Data written to: secret/data/bench-calendar/graph\n9F3AC2710E5B8814D26CA04791EE3B5F7024C81D"),
        ],
        "facts": [
            fact("secret-expired", "The weekend sync outage came from the expired Graph client secret "
                 "(AADSTS7000222); the pod kept running so nothing alerted.", "bugfix", "assistant",
                 ["client secret", "AADSTS7000222"]),
            fact("cert-auth", "Graph authentication uses a certificate (private key in Vault, mounted by the Vault "
                 "agent) instead of a client secret; managed identity is impossible because the cluster is "
                 "on-prem.", "decision", "user", ["certificate", "Vault"]),
            fact("vault-path", "The Graph certificate and key live in Vault at secret/data/bench-calendar/graph "
                 "(cert.pem, key.pem).", "config", "assistant", ["secret/data/bench-calendar/graph"]),
            fact("cert-expiry", "The Graph certificate expires 18 Nov 2027; renewal is the calendar team's job and "
                 "starts in October 2027 because of the infra ticket.", "fact", "user",
                 [["18 Nov 2027", "2027-11-18"], "October"], remember=True),
        ],
        "optional": [
            opt("alerts", "Alerts: GraphCertExpiringSoon under 30 days, CalendarSyncFailing on 3 failed ticks in 30 "
                "minutes.", ["GraphCertExpiringSoon"]),
            opt("cert-metric", "GraphAuth exports bench_calendar_graph_cert_days_left.",
                ["bench_calendar_graph_cert_days_left"]),
        ],
        "questions": [
            q("Why did the calendar sync stop over the weekend?", "Graph client secret expired, AADSTS7000222",
              ["secret-expired"]),
            q("How does bench-calendar authenticate to Microsoft Graph now?", "certificate, key in Vault",
              ["cert-auth", "vault-path"]),
            q("When does the Graph certificate expire and when must renewal start?", "18 Nov 2027, start October",
              ["cert-expiry"]),
        ],
    },
    {
        "id": "h64-cc-lookup-v2-versioning",
        "project": LOOKUP,
        "start": datetime(2026, 11, 25, 10, 2),
        "branch": "feat/v2",
        "about": "breaking change to the public case-lookup API: /v2 path chosen over Accept-header versioning "
                 "(CDN caches by path), Deprecation/Sunset headers on v1, 'pls memorize' the sunset date; "
                 "assistant's GraphQL idea ignored",
        "steps": [
            ("user", "Hello. v2 of the case response is ready in internal/api/v2 (parties with roles, list of "
                     "hearings). It breaks the v1 shape. I need to decide how clients choose the version. Options "
                     "please, short."),
            ("assistant", "Three usual ways:\n"
                          "1. Path prefix: `/v2/cases/{rg}` next to `/v1/cases/{rg}`.\n"
                          "2. Media type: `Accept: application/vnd.castelvero.case.v2+json`, same URL.\n"
                          "3. A query parameter, `?version=2`.\n\n"
                          "One thing that matters for you: the CDN in front of the API caches by URL (the "
                          "`Cache-Control: public, max-age=600` responses), and the Accept header is not part of "
                          "its cache key today, so with 2 a v1 client could receive a cached v2 body unless we add "
                          "`Vary: Accept` and change the CDN config. Longer term you could also consider a GraphQL "
                          "endpoint, so clients pick their fields and you stop versioning shapes."),
            ("user", "Path. /v2. The CDN caches by path and the journalists' scripts are curl one-liners, headers "
                     "are too much for them. Query param is ugly. Now v1: deprecation headers, and the sunset date "
                     "is 31 March 2027. pls memorize: v1 sunset is 31 March 2027, the press office already "
                     "announced it publicly, we do not move it."),
            ("assistant", "Path versioning with `/v2`, and v1 switched off on 31 March 2027 — fixed, announced, not "
                          "to be moved. I'll add a middleware on the v1 router that sets `Deprecation` (RFC 9745 "
                          "form, the date we start deprecating: today), `Sunset: Wed, 31 Mar 2027 22:00:00 GMT` "
                          "(midnight Rome time) and a `Link` to the successor version and the changelog."),
            tool("Write", {"file_path": f"{LOOKUP}/internal/api/v1/deprecation.go"}, "File created successfully."),
            tool("Edit", {"file_path": f"{LOOKUP}/cmd/lookupd/main.go",
                          "old_string": "r.Mount(\"/v1\", v1.Router(store, redactor))",
                          "new_string": "r.Mount(\"/v1\", v1.Deprecated(v1.Router(store, redactor)))\n\tr.Mount(\"/v2\", v2.Router(store, redactor))"},
                 "The file has been updated successfully."),
            tool("Edit", {"file_path": f"{LOOKUP}/api/openapi-v2.yaml"},
                 "The file has been updated successfully. (servers: - url: https://api.tribunale-castelvero.example/v2)"),
            bash("go test ./... && go test ./internal/redact/... -run Golden -v | tail -4", _GO_TEST_V2),
            bash("go run ./cmd/lookupd & sleep 2; curl -si .../v1/cases/RG-4411-2026; curl -si .../v2/cases/RG-4411-2026",
                 _CURL_V1),
            ("assistant", "Everything green, golden redaction tests included (two new v2 cases: a family case with "
                          "a minor party, and the hearings list). v1 now answers with `Deprecation`, `Sunset: Wed, "
                          "31 Mar 2027 22:00:00 GMT` and the `Link` headers; v2 lives under `/v2` with the same "
                          "10-minute cache. The v2 OpenAPI spec is `api/openapi-v2.yaml`.\n\n"
                          "Summary of the decision: versions are path prefixes (`/v2`), not Accept headers, because "
                          "the CDN caches by path and clients are simple curl scripts; v1 carries Deprecation and "
                          "Sunset headers until the sunset on 31 March 2027."),
            ("user", "Good. Open the MR and tag me. No GraphQL, not in this life."),
            bash("git push -u origin feat/v2 && glab mr create --fill --assignee seojin",
                 "To git.tribunale-castelvero.example:pubblico/caselookup-api.git\n * [new branch]      feat/v2 -> "
                 "feat/v2\nCreating merge request for feat/v2 into main in pubblico/caselookup-api\n\n"
                 "!88 v2 case response; deprecation and sunset headers on v1\n"
                 "https://git.tribunale-castelvero.example/pubblico/caselookup-api/-/merge_requests/88"),
        ],
        "facts": [
            fact("path-versioning", "API versions are path prefixes (/v2), not Accept-header versioning, because "
                 "the CDN caches by path and clients are simple curl scripts.", "decision", "user", ["/v2", "CDN"]),
            fact("sunset-date", "v1 of the public API is switched off on 31 March 2027; the press office announced "
                 "it, the date does not move.", "fact", "user", ["31 March 2027"], remember=True),
            fact("v1-headers", "v1 responses carry Deprecation, Sunset and Link (successor-version) headers.",
                 "fact", "assistant", ["Deprecation", "Sunset"]),
        ],
        "optional": [
            opt("openapi", "The v2 OpenAPI spec is api/openapi-v2.yaml.", ["openapi-v2.yaml"]),
            opt("no-graphql", "GraphQL is refused.", ["GraphQL"]),
        ],
        "questions": [
            q("How are breaking API versions exposed to clients?", "path prefix /v2, CDN caches by path",
              ["path-versioning"]),
            q("When is v1 of the lookup API switched off?", "31 March 2027", ["sunset-date"]),
            q("What headers does v1 send now?", "Deprecation, Sunset, Link", ["v1-headers"]),
        ],
    },
]
