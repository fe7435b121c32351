"""h59 Codex sessions, part b: elend-bridge (Go), the service between shelfmark/catalogue-web and the e-book and
audiobook vendor's API — licences that look available after they expired, the vendor's webhook RFC, and loan
periods and limits set by the board."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell, tool

ELEND = "/home/priya/src/elend-bridge"


def patch(text: str, files: str) -> tuple:
    return tool("shell", {"command": ["apply_patch", text]}, "Success. Updated the following files:\n" + files)


_RFC = (
    "From: partner-integrations@vendor.example\n"
    "Subject: RFC-0042 — Event delivery via Webhooks v2 (action required)\n\n"
    "Dear library partner,\n\n"
    "We are replacing event polling with push delivery. Summary of RFC-0042:\n\n"
    "  A. The polling endpoint GET /v1/events is deprecated and will be removed on 31 March 2027.\n"
    "  B. Webhooks v2 deliver events as JSON POSTs to an HTTPS endpoint you register in the partner portal.\n"
    "  C. Every delivery is signed: X-Vendor-Timestamp (unix seconds) and X-Vendor-Signature, an HMAC-SHA256 of\n"
    "     \"<timestamp>.<raw body>\" with your webhook secret. Reject deliveries whose timestamp is more than\n"
    "     300 seconds old.\n"
    "  D. Deliveries that do not get a 2xx within 5 seconds are retried up to 8 times over 24 hours with\n"
    "     exponential backoff. The same event may therefore arrive more than once; every event has an event_id.\n"
    "  E. Event types: loan.created, loan.returned, loan.expired, hold.available, licence.expiring,\n"
    "     licence.expired.\n"
    "  F. We recommend restricting your endpoint to our egress ranges 203.0.113.0/24 and 198.51.100.64/26.\n"
    "  G. We recommend you store received events for at least 30 days for reconciliation.\n"
    "  H. A sandbox tenant (https://sandbox.api.vendor.example) mirrors production and never bills loans.\n\n"
    "Please confirm your migration plan by 15 December.\n\n"
    "Kind regards,\nPartner Integrations\n"
)

SESSIONS = [
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-elend-licence-expiry",
        "project": ELEND,
        "start": datetime(2026, 11, 6, 11, 20),
        "about": "elend-bridge: e-books shown 'available now' fail with LICENCE_EXPIRED; the person's guess (stale "
                 "Redis availability cache, 10 min) ruled out; cause: the vendor's expires_at is epoch milliseconds "
                 "and the bridge read it as seconds (time.Unix) — year 57784; fix time.UnixMilli; metered licences "
                 "26 checkouts or 24 months confirmed; nightly renewal-candidates CSV; 'make sure you don't forget' "
                 "(one licence pool for all 41 branches)",
        "steps": [
            ("user", "hi! branches say some e-books show 'available now' in the catalogue, patron clicks borrow and "
                     "the vendor answers LICENCE_EXPIRED. around 30 titles so far. I think our redis availability "
                     "cache is stale, TTL is 10 min, maybe it's not getting busted on licence events?"),
            shell("rg -n 'availabilityTTL|LICENCE_EXPIRED' internal | head; redis-cli -h lib-cache-01 TTL "
                  "elend:avail:9781990000417; redis-cli -h lib-cache-01 GET elend:avail:9781990000417",
                  "internal/cache/availability.go:14:const availabilityTTL = 10 * time.Minute\n"
                  "internal/vendor/errors.go:22:\tErrLicenceExpired = errors.New(\"LICENCE_EXPIRED\")\n"
                  "(integer) 412\n"
                  "\"{\\\"isbn\\\":\\\"9781990000417\\\",\\\"available\\\":1,\\\"holds\\\":0,\\\"licences\\\":[{\\\"id\\\":\\\"L-88213\\\","
                  "\\\"model\\\":\\\"metered\\\",\\\"checkouts_left\\\":11,\\\"expires\\\":\\\"57784-06-14T00:00:00Z\\\"}]}\"\n"),
            shell("redis-cli -h lib-cache-01 DEL elend:avail:9781990000417 && curl -s localhost:8086/v1/availability/9781990000417 | jq -c",
                  "(integer) 1\n"
                  "{\"isbn\":\"9781990000417\",\"available\":1,\"holds\":0,\"licences\":[{\"id\":\"L-88213\",\"model\":\"metered\","
                  "\"checkouts_left\":11,\"expires\":\"57784-06-14T00:00:00Z\"}]}\n"),
            ("assistant", "Not the cache: after deleting the key, a fresh fetch says the same thing. And look at the "
                          "expiry: year **57784**. The bridge thinks this licence runs for another 55,000 years, so "
                          "it counts the copy as available. Let me see the raw vendor answer."),
            shell("curl -s -H \"Authorization: Bearer $VENDOR_TOKEN\" \"$VENDOR_BASE_URL/v1/titles/9781990000417/licences\" | jq",
                  "{\n"
                  "  \"isbn\": \"9781990000417\",\n"
                  "  \"licences\": [\n"
                  "    {\n"
                  "      \"id\": \"L-88213\",\n"
                  "      \"model\": \"metered\",\n"
                  "      \"checkouts_total\": 26,\n"
                  "      \"checkouts_left\": 11,\n"
                  "      \"purchased_at\": 1698710400000,\n"
                  "      \"expires_at\": 1761955200000,\n"
                  "      \"status\": \"expired\"\n"
                  "    }\n"
                  "  ]\n"
                  "}\n"),
            shell("sed -n '30,70p' internal/vendor/licence.go",
                  "type rawLicence struct {\n"
                  "\tID             string `json:\"id\"`\n"
                  "\tModel          string `json:\"model\"`\n"
                  "\tCheckoutsTotal int    `json:\"checkouts_total\"`\n"
                  "\tCheckoutsLeft  int    `json:\"checkouts_left\"`\n"
                  "\tPurchasedAt    int64  `json:\"purchased_at\"`\n"
                  "\tExpiresAt      int64  `json:\"expires_at\"`\n"
                  "\tStatus         string `json:\"status\"`\n"
                  "}\n\n"
                  "func (r rawLicence) toLicence() Licence {\n"
                  "\treturn Licence{\n"
                  "\t\tID:            r.ID,\n"
                  "\t\tModel:         LicenceModel(r.Model),\n"
                  "\t\tCheckoutsLeft: r.CheckoutsLeft,\n"
                  "\t\tPurchasedAt:   time.Unix(r.PurchasedAt, 0),\n"
                  "\t\tExpiresAt:     time.Unix(r.ExpiresAt, 0),\n"
                  "\t}\n"
                  "}\n\n"
                  "func (l Licence) Usable(now time.Time) bool {\n"
                  "\treturn l.CheckoutsLeft > 0 && now.Before(l.ExpiresAt)\n"
                  "}\n"),
            ("assistant", "Root cause: the vendor sends `expires_at` (and `purchased_at`) as **epoch milliseconds** "
                          "(`1761955200000` is 1 November 2025), but `toLicence` passes them to `time.Unix(v, 0)`, "
                          "which expects seconds. That multiplies every date by 1000 — hence year 57784 — so "
                          "`Usable()` never sees a licence as expired by date. Only licences that ran out of "
                          "checkouts were ever shown as unavailable. It has been like this since the bridge was "
                          "written; it shows up now because the first 24-month licences bought in autumn 2024 are "
                          "reaching their end.\n\nFix: `time.UnixMilli(r.ExpiresAt)` and the same for "
                          "`PurchasedAt`. I'll also trust the vendor's own `status: expired` when it's set."),
            patch("*** Begin Patch\n*** Update File: internal/vendor/licence.go\n@@\n"
                  "-\t\tPurchasedAt:   time.Unix(r.PurchasedAt, 0),\n-\t\tExpiresAt:     time.Unix(r.ExpiresAt, 0),\n"
                  "+\t\tPurchasedAt:   time.UnixMilli(r.PurchasedAt),\n+\t\tExpiresAt:     time.UnixMilli(r.ExpiresAt),\n"
                  "+\t\tExpired:       r.Status == \"expired\",\n@@\n"
                  "-\treturn l.CheckoutsLeft > 0 && now.Before(l.ExpiresAt)\n"
                  "+\treturn !l.Expired && l.CheckoutsLeft > 0 && now.Before(l.ExpiresAt)\n*** End Patch",
                  "M internal/vendor/licence.go\n"),
            shell("go test ./internal/vendor/... 2>&1 | tail -n 12",
                  "--- FAIL: TestLicenceUsable/metered_within_term (0.00s)\n"
                  "    licence_test.go:48: Usable() = false, want true\n"
                  "        licence: {ID:L-1 Model:metered CheckoutsLeft:5 PurchasedAt:1970-01-20 16:29:31 ExpiresAt:1970-01-29 00:13:55}\n"
                  "FAIL\n"
                  "FAIL\tgithub.com/larkmoor-libraries/elend-bridge/internal/vendor\t0.014s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/vendor/client\t0.121s\n"
                  "FAIL\n"),
            ("assistant", "The test fixture was written to match the bug: it has dates in seconds (1970-01-29 once read "
                          "as milliseconds). Updating the fixture to real millisecond values copied from the vendor "
                          "sandbox."),
            patch("*** Begin Patch\n*** Update File: internal/vendor/testdata/licences.json\n@@\n"
                  "-      \"expires_at\": 2419200,\n+      \"expires_at\": 1798761600000,\n*** End Patch",
                  "M internal/vendor/testdata/licences.json\n"),
            shell("go test ./... 2>&1 | tail -n 8",
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/cmd/bridge\t0.031s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/cache\t0.208s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/catalogue\t0.044s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/vendor\t0.012s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/vendor/client\t0.118s\n"),
            shell("sed -n '1,30p' docs/vendor-licences.md",
                  "# Licence models (from the vendor contract, 2024)\n\n"
                  "| model   | meaning                                   | ends when                                |\n"
                  "|---------|-------------------------------------------|------------------------------------------|\n"
                  "| ocou    | one copy, one user, perpetual             | never                                    |\n"
                  "| metered | one user at a time, limited               | 26 checkouts or 24 months, first reached |\n"
                  "| cc      | cost per circulation, unlimited users     | monthly budget cap reached               |\n"),
            ("assistant", "Tests pass. For the record, per `docs/vendor-licences.md`, metered licences end after 26 "
                          "checkouts or 24 months, whichever comes first — is that still the contract?"),
            ("user", "yes, 26 circs or 24 months, that's what we signed. also the collection team will want to know "
                     "what expired so they can rebuy. can the bridge list those?"),
            ("assistant", "I can add a nightly job that writes a renewal candidates CSV: every title whose last "
                          "usable licence expired (by date or by checkouts) in the past 30 days, with holds count so "
                          "they can prioritise. It would go to the reports bucket on the object store, "
                          "`s3://reports/elend/renewal-candidates-YYYY-MM-DD.csv`."),
            ("user", "do that. and make sure you don't forget this one, it bit us with the first version of the "
                     "bridge: licence counts are for the whole consortium. all 41 branches share one pool, there's "
                     "no such thing as a branch's copy of an e-book. never build anything that splits licences by "
                     "branch"),
            patch("*** Begin Patch\n*** Add File: internal/reports/renewal.go\n+// Package reports writes the nightly "
                  "renewal candidates CSV for the collection team.\n+...\n*** Update File: cmd/bridge/cron.go\n@@\n"
                  "+\tc.AddFunc(\"0 30 4 * * *\", reports.WriteRenewalCandidates) // 04:30 nightly\n*** End Patch",
                  "A internal/reports/renewal.go\nM cmd/bridge/cron.go\n"),
            shell("go run ./cmd/bridge renewal-candidates --since 30d --dry-run | head -n 8",
                  "isbn,title,format,licence_model,expired_on,reason,holds\n"
                  "9781990000417,The Salt Road,ebook,metered,2025-11-01,date,4\n"
                  "9781990002213,Winter Tides,audiobook,metered,2025-11-02,date,11\n"
                  "9781990004150,A Quiet Engine,ebook,metered,2025-11-03,checkouts,2\n"
                  "9781990001082,Small Gods of the Harbour,ebook,metered,2025-11-04,date,0\n"
                  "... 27 more rows\n"
                  "dry run: 31 rows, not uploaded\n"),
            ("assistant", "31 titles, matching the 'around 30' the branches saw. The job runs at 04:30 and uploads the "
                          "CSV; nothing in it splits by branch — it's one consortium pool."),
            ("user", "ship it"),
        ],
        "facts": [
            fact("epoch-millis", "E-books looked available after their licence expired because the vendor's "
                                 "expires_at/purchased_at are epoch milliseconds and the bridge read them with "
                                 "time.Unix (seconds), giving year 57784; fixed with time.UnixMilli (and the vendor's "
                                 "status 'expired' is trusted). The Redis availability cache was not the cause.",
                 "bugfix", "assistant", ["expires_at", "UnixMilli"]),
            fact("metered-terms", "Metered licences end after 26 checkouts or 24 months, whichever comes first (the "
                                  "vendor contract).",
                 "fact", "user", ["26", "24 months"]),
            fact("renewal-csv", "A nightly job (04:30) writes a renewal candidates CSV of titles whose licence expired "
                                "in the last 30 days to s3://reports/elend/ for the collection team.",
                 "decision", "user", ["renewal candidates"]),
            fact("one-pool", "Licences belong to the whole consortium: all 41 branches share one pool; never split "
                             "licences by branch.",
                 "rule", "user", ["41 branches", "pool"], remember=True),
        ],
        "optional": [
            opt("cache-ttl", "The Redis availability cache TTL is 10 minutes (availabilityTTL).", ["availabilityTTL"]),
        ],
        "questions": [
            q("Why did expired e-books show as available?",
              "the vendor's expires_at is in milliseconds and the bridge read it as seconds; fix is UnixMilli",
              ["epoch-millis"]),
            q("When does a metered licence end?", "26 checkouts or 24 months, whichever first", ["metered-terms"]),
            q("Can e-book licences be assigned to branches?",
              "no, all 41 branches share one pool", ["one-pool"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-elend-webhook-rfc",
        "project": ELEND,
        "start": datetime(2026, 11, 13, 15, 0),
        "about": "elend-bridge: the vendor's RFC-0042 (Webhooks v2) pasted in full; the person accepts some points "
                 "as a numbered list and refuses others (IP allowlist, 30-day event storage); item 3 of the list is a "
                 "standing rule (never the production /checkouts endpoint from tests or local runs); dedupe by "
                 "event_id accepted with 'k'; raw payloads in the object store proposed, not taken",
        "steps": [
            ("user", "the vendor sent this, pasting it whole:\n\n" + _RFC + "\n"
                     "what we're doing of that:\n"
                     "1. we move to webhooks v2. endpoint on the bridge: /hooks/vendor/v2\n"
                     "2. verify signature + timestamp exactly like C says, secret goes in ELEND_WEBHOOK_SECRET\n"
                     "3. and this one stands beyond this ticket: nothing we run from tests or locally ever calls the "
                     "vendor's production /checkouts endpoint. sandbox tenant only. last year a test loop borrowed "
                     "the same audiobook 300 times for real and we paid for every one\n"
                     "4. polling stays on as a fallback until end of February, then we switch it off\n\n"
                     "F (ip allowlist): no, their ranges changed twice this year already. G (store 30 days): not now"),
            shell("ls internal/ cmd/bridge; rg -n 'v1/events' internal | head -n 5",
                  "cache  catalogue  config  httpapi  reports  vendor\n"
                  "cron.go  main.go  routes.go\n"
                  "internal/vendor/client/events.go:18:\tpath := \"/v1/events?after=\" + url.QueryEscape(cursor)\n"
                  "internal/vendor/poller.go:9:// Poller fetches /v1/events every 60 s and applies them.\n"),
            ("assistant", "Plan for the handler at `/hooks/vendor/v2`:\n\n"
                          "- read the raw body (max 256 KiB), check `X-Vendor-Timestamp` is within 300 s, compute "
                          "HMAC-SHA256 over `<timestamp>.<body>` with `ELEND_WEBHOOK_SECRET` and compare with "
                          "`hmac.Equal`; 401 otherwise;\n"
                          "- answer 200 straight away and apply the event on a worker, since the vendor gives us 5 "
                          "seconds;\n"
                          "- because D says events can arrive more than once, record each `event_id` in a "
                          "`vendor_events` table with a unique constraint and skip ones we've seen — the poller "
                          "fallback will also deliver the same events, so we need this either way;\n"
                          "- the poller and the webhook feed the same apply function.\n\n"
                          "Dedupe through `vendor_events` OK?"),
            ("user", "k"),
            patch("*** Begin Patch\n*** Add File: internal/httpapi/vendorhook.go\n+package httpapi\n+\n"
                  "+// VendorHook receives Webhooks v2 deliveries (RFC-0042).\n+...\n"
                  "*** Add File: migrations/0019_vendor_events.sql\n+CREATE TABLE vendor_events (\n"
                  "+    event_id    text PRIMARY KEY,\n+    type        text NOT NULL,\n"
                  "+    received_at timestamptz NOT NULL DEFAULT now(),\n+    source      text NOT NULL CHECK (source IN ('webhook','poll'))\n+);\n"
                  "*** Update File: cmd/bridge/routes.go\n@@\n"
                  "+\tmux.Handle(\"POST /hooks/vendor/v2\", httpapi.VendorHook(cfg.WebhookSecret, applier))\n"
                  "*** Update File: internal/config/config.go\n@@\n"
                  "+\tWebhookSecret string `env:\"ELEND_WEBHOOK_SECRET,required\"`\n*** End Patch",
                  "A internal/httpapi/vendorhook.go\nA migrations/0019_vendor_events.sql\nM cmd/bridge/routes.go\n"
                  "M internal/config/config.go\n"),
            ("assistant", "For item 3 I'd rather not rely on memory alone. The integration tests read "
                          "`VENDOR_BASE_URL` from the environment; I'll add a guard in the test helper that fails "
                          "the run if the URL isn't the sandbox host, and the same guard in `cmd/bridge` when it "
                          "starts with `ELEND_ENV=local`."),
            patch("*** Begin Patch\n*** Update File: internal/vendor/client/testhelpers_test.go\n@@\n"
                  "+func requireSandbox(t *testing.T, base string) {\n"
                  "+\tt.Helper()\n"
                  "+\tif !strings.HasPrefix(base, \"https://sandbox.api.vendor.example\") {\n"
                  "+\t\tt.Fatalf(\"VENDOR_BASE_URL=%q: tests only run against the sandbox tenant\", base)\n"
                  "+\t}\n+}\n"
                  "*** Update File: cmd/bridge/main.go\n@@\n"
                  "+\tif cfg.Env == \"local\" && !cfg.VendorIsSandbox() {\n"
                  "+\t\tlog.Fatal(\"local runs must use the vendor sandbox tenant\")\n+\t}\n*** End Patch",
                  "M internal/vendor/client/testhelpers_test.go\nM cmd/bridge/main.go\n"),
            shell("VENDOR_BASE_URL=https://api.vendor.example go test ./internal/vendor/client/ -run Integration 2>&1 | tail -n 4; "
                  "VENDOR_BASE_URL=https://sandbox.api.vendor.example go test ./... 2>&1 | tail -n 9",
                  "--- FAIL: TestIntegrationCheckout (0.00s)\n"
                  "    client_integration_test.go:21: VENDOR_BASE_URL=\"https://api.vendor.example\": tests only run against the sandbox tenant\n"
                  "FAIL\n"
                  "FAIL\tgithub.com/larkmoor-libraries/elend-bridge/internal/vendor/client\t0.006s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/cmd/bridge\t0.040s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/cache\t0.201s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/catalogue\t0.047s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/httpapi\t0.093s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/reports\t0.019s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/vendor\t0.013s\n"
                  "ok  \tgithub.com/larkmoor-libraries/elend-bridge/internal/vendor/client\t2.884s\n"),
            ("assistant", "The guard works: pointing the tests at production fails immediately, and the full suite "
                          "passes against the sandbox, including the new webhook tests (valid signature, stale "
                          "timestamp, bad signature, duplicate event_id).\n\n"
                          "One more idea: we could keep every raw webhook body in the object store "
                          "(`s3://elend-events/`) for a few weeks, which would let us replay events after a bug "
                          "in the apply code."),
            ("user", "that's basically G again. not now"),
            shell("git add -A && git commit -qm 'Webhooks v2 endpoint with signature check and event_id dedupe; sandbox guard' "
                  "&& git log -1 --stat | tail -n 8",
                  " cmd/bridge/main.go                           |   4 +\n"
                  " cmd/bridge/routes.go                         |   1 +\n"
                  " internal/config/config.go                    |   1 +\n"
                  " internal/httpapi/vendorhook.go               | 118 ++++++++++++\n"
                  " internal/httpapi/vendorhook_test.go          | 141 ++++++++++++++\n"
                  " internal/vendor/client/testhelpers_test.go   |   8 +\n"
                  " migrations/0019_vendor_events.sql            |   7 +\n"
                  " 7 files changed, 280 insertions(+)\n"),
            ("assistant", "Committed. Recap of what we do with RFC-0042: Webhooks v2 at `/hooks/vendor/v2`, HMAC and "
                          "300-second timestamp check with `ELEND_WEBHOOK_SECRET`, dedupe on `event_id` in "
                          "`vendor_events`, polling kept as a fallback until the end of February; no IP allowlist, no "
                          "30-day event store; tests and local runs refuse anything but the sandbox tenant. The vendor "
                          "wants a migration plan by 15 December."),
            ("user", "I'll write them back. thx"),
        ],
        "facts": [
            fact("webhooks-v2", "elend-bridge moves to the vendor's Webhooks v2 (RFC-0042) at /hooks/vendor/v2; the "
                                "/v1/events poller stays on as a fallback until the end of February.",
                 "decision", "user", ["Webhooks v2", "/hooks/vendor/v2"]),
            fact("signature", "Webhook deliveries are verified with HMAC-SHA256 over '<timestamp>.<body>' using "
                              "ELEND_WEBHOOK_SECRET; timestamps older than 300 s are rejected.",
                 "config", "user", ["ELEND_WEBHOOK_SECRET", "HMAC"]),
            fact("sandbox-only", "Nothing run from tests or locally may call the vendor's production /checkouts "
                                 "endpoint; sandbox tenant only (a test loop once borrowed an audiobook 300 times for "
                                 "real). A guard fails tests not pointed at the sandbox.",
                 "rule", "user", ["sandbox", "/checkouts"], remember=True),
            fact("event-dedupe", "Webhook and poller events are deduplicated by event_id in the vendor_events table "
                                 "(unique), since the vendor retries deliveries.",
                 "decision", "assistant", ["event_id", "vendor_events"]),
        ],
        "optional": [
            opt("polling-fallback", "Polling of /v1/events is kept as a fallback until the end of February, then "
                                    "switched off.", ["polling", "February"]),
            opt("no-allowlist", "The vendor's IP allowlist was refused (their ranges change); storing events 30 days "
                                "was put off.", ["allowlist"]),
            opt("v1-removed", "The vendor removes GET /v1/events on 31 March 2027.", ["31 March 2027"]),
        ],
        "questions": [
            q("How does elend-bridge receive vendor events now?",
              "Webhooks v2 at /hooks/vendor/v2, polling as fallback until end of February",
              ["webhooks-v2"]),
            q("May tests call the vendor's production /checkouts endpoint?",
              "never, sandbox tenant only", ["sandbox-only"]),
            q("How are duplicate webhook deliveries handled?",
              "dedupe by event_id in the vendor_events table", ["event-dedupe"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cx-elend-loan-periods",
        "project": ELEND,
        "start": datetime(2026, 11, 20, 9, 40),
        "about": "elend-bridge: the board's loan periods (e-books 21 days, audiobooks 14) and limits (5 loans, 3 holds); "
                 "a one-off 'always --dry-run for now, today'; a remember-request about the vendor rate limit "
                 "(10/s) withdrawn and replaced by the real one (600 per minute per library account); resync paced at "
                 "8 req/s; existing loans keep their period; one-off 'run it for real'",
        "steps": [
            ("user", "morning! e-lending loan periods are a mess, half the titles lend 14 days, some 21, because we "
                     "just pass whatever default the vendor has per title. the board decided on tuesday: e-books 21 "
                     "days, audiobooks 14 days. max 5 e-loans at once per patron and 3 e-holds. always run with "
                     "--dry-run for now, today only, until I've checked the numbers"),
            shell("sed -n '1,40p' config/lending.yaml; rg -n 'LoanDays|MaxLoans|MaxHolds' internal | head",
                  "# lending rules applied by the bridge on checkout\n"
                  "loan_days:\n"
                  "  default: vendor        # use the vendor's per-title default\n"
                  "limits:\n"
                  "  max_loans: 10\n"
                  "  max_holds: 10\n"
                  "internal/catalogue/lending.go:22:\tLoanDays map[string]string `yaml:\"loan_days\"`\n"
                  "internal/catalogue/lending.go:31:\tMaxLoans int `yaml:\"max_loans\"`\n"
                  "internal/catalogue/lending.go:32:\tMaxHolds int `yaml:\"max_holds\"`\n"),
            patch("*** Begin Patch\n*** Update File: config/lending.yaml\n@@\n loan_days:\n"
                  "-  default: vendor        # use the vendor's per-title default\n"
                  "+  ebook: 21\n+  audiobook: 14\n limits:\n-  max_loans: 10\n-  max_holds: 10\n"
                  "+  max_loans: 5\n+  max_holds: 3\n*** End Patch",
                  "M config/lending.yaml\n"),
            patch("*** Begin Patch\n*** Update File: internal/catalogue/lending.go\n@@\n"
                  "-\tLoanDays map[string]string `yaml:\"loan_days\"`\n+\tLoanDays map[Format]int `yaml:\"loan_days\"`\n"
                  "@@ func (r Rules) LoanPeriod(f Format) time.Duration {\n"
                  "-\treturn 0 // vendor default\n+\treturn time.Duration(r.LoanDays[f]) * 24 * time.Hour\n*** End Patch",
                  "M internal/catalogue/lending.go\n"),
            ("assistant", "Config now says e-books 21 days, audiobooks 14 days, `max_loans: 5`, `max_holds: 3`; the "
                          "bridge sends the loan period explicitly on checkout instead of leaving it to the vendor. "
                          "Question: the ~12,000 loans already running — leave them with the period they got, or "
                          "shorten/extend them through the vendor's loan-update call?"),
            ("user", "leave running loans alone, new rules for new loans only. btw remember the vendor's rate limit "
                     "is 10 requests a second, so the resync job for the title defaults has to pace itself"),
            shell("rg -n -i -B2 -A6 'rate limit' docs/vendor-api.md",
                  "112-\n113-## Limits\n114-\n"
                  "115:Rate limit: **600 requests per minute per library account**, shared by all API keys of the "
                  "account. Short bursts of up to 20 requests per second are tolerated; sustained traffic above the "
                  "limit gets `429 Too Many Requests` with a `Retry-After` header.\n"
                  "116-\n117-Sandbox tenants have a separate limit of 120 requests per minute.\n"),
            ("assistant", "The vendor docs in the repo say something different from 10 per second: the limit is 600 "
                          "requests per **minute** per library account, shared by all API keys of that account, with "
                          "short bursts up to 20/s tolerated. 10/s sustained would be exactly 600/min, so no headroom "
                          "at all for the live checkouts going through the same account."),
            ("user", "oh. scratch what I said about 10 a second then. it's 600 per minute per library account, "
                     "remember that one instead — and we only have the one library account for the whole consortium, "
                     "so the catalogue and the resync share it"),
            ("assistant", "Got it, the 10/s figure is dropped: 600 requests per minute per library account, one "
                          "account for the consortium. I'll pace the resync at 8 requests per second (480/min), "
                          "which leaves about 120/min for live traffic, and back off on any 429 using "
                          "`Retry-After`."),
            patch("*** Begin Patch\n*** Update File: internal/vendor/client/client.go\n@@\n"
                  "+// The vendor allows 600 requests per minute per library account (docs/vendor-api.md).\n"
                  "+var resyncLimiter = rate.NewLimiter(rate.Limit(8), 4)\n*** End Patch",
                  "M internal/vendor/client/client.go\n"),
            shell("go run ./cmd/bridge resync-lending --dry-run 2>&1 | tail -n 16",
                  "resync-lending: loading rules from config/lending.yaml\n"
                  "  ebook: 21 days, audiobook: 14 days, max_loans 5, max_holds 3\n"
                  "resync-lending: 18,422 titles in the e-collection (14,903 ebook, 3,519 audiobook)\n"
                  "  ebook     loan default 21d: 7,911 already, 6,992 to change (14d -> 21d: 6,540, 7d -> 21d: 452)\n"
                  "  audiobook loan default 14d: 2,206 already, 1,313 to change (21d -> 14d: 1,313)\n"
                  "resync-lending: 8,305 PUT /v1/titles/{isbn}/lending calls at 8.0 req/s = 17m18s\n"
                  "resync-lending: patrons over new limits: 214 with more than 5 loans, 1,088 with more than 3 holds\n"
                  "  (existing loans and holds are kept; new ones are refused until under the limit)\n"
                  "resync-lending: DRY RUN, nothing sent\n"),
            ("assistant", "Dry run: 8,305 titles need their lending default changed, about 17 minutes at 8 req/s. "
                          "214 patrons currently have more than 5 e-loans and 1,088 more than 3 holds; they keep "
                          "what they have and can't borrow or place holds until they're under the new limits."),
            ("user", "numbers look right. run it for real"),
            shell("go run ./cmd/bridge resync-lending 2>&1 | tail -n 5",
                  "resync-lending: 8,305 PUT calls at 8.0 req/s\n"
                  "  progress 100% (8,305/8,305), 0 errors, 3 x 429 (retried after Retry-After: 2s)\n"
                  "resync-lending: done in 17m41s\n"),
            ("user", "great, thx. I'll tell the branches at the monday call"),
        ],
        "facts": [
            fact("loan-periods", "E-lending loan periods set by the board: e-books 21 days, audiobooks 14 days; the "
                                 "bridge sends the period on checkout instead of the vendor's per-title default.",
                 "config", "user", ["21 days", "14 days"]),
            fact("elend-limits", "E-lending limits per patron: max_loans 5 concurrent e-loans, max_holds 3.",
                 "config", "user", ["max_loans", "max_holds"]),
            fact("rate-limit", "The vendor API limit is 600 requests per minute per library account, and the "
                               "consortium has one library account shared by the catalogue and the resync (not 10 "
                               "per second).",
                 "rule", "user", ["600", "per minute"], remember=True),
        ],
        "optional": [
            opt("resync-pace", "The resync is paced at 8 requests per second and backs off on 429 with Retry-After.",
                ["8 req/s"]),
            opt("running-loans-kept", "Running loans keep their period; new rules apply to new loans only.",
                ["new loans"]),
        ],
        "questions": [
            q("What loan periods do e-books and audiobooks have?", "e-books 21 days, audiobooks 14 days",
              ["loan-periods"]),
            q("How many e-loans and e-holds may a patron have?", "5 loans, 3 holds", ["elend-limits"]),
            q("What is the vendor API rate limit?", "600 requests per minute per library account", ["rate-limit"]),
        ],
    },
]
