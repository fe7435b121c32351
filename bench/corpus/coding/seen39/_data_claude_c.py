"""h39 Claude Code sessions, part c: a pasted Northline Express API change notice and the move of label-gateway
(TypeScript) to their v3 label API, a slow pick list endpoint in wms-api with several proposed changes, and onboarding
the retailer Vindstad's X12 940 orders in edi-bridge (Python) with a long closing summary."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LABELS = "/home/tomasz/src/label-gateway"
WMS = "/home/ines/code/wms-api"
EDI = "/home/priya/work/edi-bridge"

SESSIONS = [
    {
        "id": "h39-cc-labels-northline-v3",
        "project": LABELS,
        "start": datetime(2026, 11, 11, 14, 5),
        "branch": "tomasz/northline-v3",
        "about": "label-gateway (TypeScript): a pasted Northline Express change notice (v3 label API, OAuth client "
                 "credentials, 25 req/s limit, 203 dpi default, returns moving to another API, sandbox host); the "
                 "person confirms the move to v3 with OAuth, token cached and refreshed 5 minutes before expiry, our "
                 "limiter at 20 a second (the returns desk tool shares the account), printers are all 203 dpi so "
                 "the default stays, returns ignored; heads-up about a future date: v3 must be live before the peak "
                 "freeze on 1 December (v2 off on 31 January 2027)",
        "steps": [
            ("user", "northline sent this. plan the move:\n\n"
                     "---\n"
                     "NORTHLINE EXPRESS - API change notice NLX-2026-14\n\n"
                     "1. Label API v3 is available from 1 November 2026. Label API v2 will be switched off on 31 "
                     "January 2027.\n"
                     "2. Authentication: v3 uses OAuth 2.0 client credentials. API keys are not accepted on v3. "
                     "Access tokens are valid for 60 minutes.\n"
                     "3. Rate limits: 25 requests per second per customer account. Requests over the limit receive "
                     "429 with a Retry-After header.\n"
                     "4. Labels are returned as ZPL at 203 dpi by default; 300 dpi is available with dpi=300.\n"
                     "5. The /returns endpoints move to the separate Returns API (see NLX-2026-15).\n"
                     "6. The sandbox moves to sandbox-v3.api.northline.example; sandbox credentials are issued per "
                     "environment.\n"
                     "---\n\n"
                     "we don't use their returns at all, ignore 5"),
            tool("Read", {"file_path": f"{LABELS}/src/carriers/northline/client.ts"},
                 "     1\tconst BASE = process.env.NLX_BASE_URL ?? 'https://api.northline.example/label/v2';\n"
                 "     2\t\n"
                 "     3\texport async function createLabel(shipment: Shipment): Promise<Label> {\n"
                 "     4\t  const res = await fetch(`${BASE}/labels`, {\n"
                 "     5\t    method: 'POST',\n"
                 "     6\t    headers: { 'x-api-key': process.env.NLX_API_KEY!, 'content-type': "
                 "'application/json' },\n"
                 "     7\t    body: JSON.stringify(toNlxV2(shipment)),\n"
                 "     8\t  });\n"
                 "     9\t  if (!res.ok) throw new CarrierError('northline', res.status, await res.text());\n"
                 "    10\t  return fromNlxV2(await res.json());\n"
                 "    11\t}\n"),
            bash("jq -r '.[] | \"\\(.depot) \\(.model) \\(.dpi)\"' config/printers.json | sort | uniq -c",
                 "      4 AMS ZT411 203\n      3 DOR ZT411 203\n      3 EIN ZT411 203\n"
                 "      6 RTM ZT411 203\n      5 UTR ZT411 203\n      2 ANR ZT411 203\n"),
            ("assistant", "What the notice means for label-gateway:\n\n"
                          "- **Auth (2)**: today we send `x-api-key`. v3 needs an OAuth client-credentials token, "
                          "valid 60 minutes, so we need a token cache, and new secrets NLX_CLIENT_ID and "
                          "NLX_CLIENT_SECRET instead of NLX_API_KEY.\n"
                          "- **Rate limit (3)**: we have no client-side limiter; at the evening peak we send bursts "
                          "of 40+ label requests a second from the RTM lines, so we'd start getting 429s.\n"
                          "- **dpi (4)**: every printer in config/printers.json is a ZT411 at 203 dpi, so the "
                          "default works.\n"
                          "- **Payload**: toNlxV2/fromNlxV2 need v3 versions.\n\n"
                          "Questions: when should the token be refreshed, and what rate should our limiter allow?"),
            ("user", "cache the token, refresh it 5 minutes before expiry. our limiter: 20 a second, not 25, the "
                     "returns desk tool uses the same northline account and needs some room. printers are all 203, "
                     "keep their default, don't pass dpi at all. and yes, v3 with OAuth, straight away for all "
                     "depots, no gradual switch"),
            tool("Write", {"file_path": f"{LABELS}/src/carriers/northline/token.ts",
                           "content": "const REFRESH_BEFORE_MS = 5 * 60 * 1000;\nlet cached: { token: string; "
                                      "expiresAt: number } | undefined;\n\n"
                                      "export async function accessToken(): Promise<string> {\n"
                                      "  if (cached && Date.now() < cached.expiresAt - REFRESH_BEFORE_MS) return "
                                      "cached.token;\n"
                                      "  const res = await fetch(TOKEN_URL, { method: 'POST', body: new "
                                      "URLSearchParams({\n    grant_type: 'client_credentials', client_id: "
                                      "env('NLX_CLIENT_ID'), client_secret: env('NLX_CLIENT_SECRET') }) });\n"
                                      "  const body = await res.json();\n"
                                      "  cached = { token: body.access_token, expiresAt: Date.now() + "
                                      "body.expires_in * 1000 };\n  return cached.token;\n}\n"},
                 f"File created successfully at: {LABELS}/src/carriers/northline/token.ts"),
            tool("Edit", {"file_path": f"{LABELS}/src/carriers/northline/client.ts",
                          "old_string": "    headers: { 'x-api-key': process.env.NLX_API_KEY!, 'content-type': "
                                        "'application/json' },\n",
                          "new_string": "    headers: { authorization: `Bearer ${await accessToken()}`, "
                                        "'content-type': 'application/json' },\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LABELS}/src/carriers/northline/index.ts",
                          "old_string": "export const northline = { createLabel };\n",
                          "new_string": "// 20 requests per second: the returns desk tool shares the account "
                                        "(Northline allows 25).\nconst limiter = new Bottleneck({ reservoir: 20, "
                                        "reservoirRefreshAmount: 20, reservoirRefreshInterval: 1000 });\n"
                                        "export const northline = { createLabel: limiter.wrap(createLabel) };\n"},
                 "The file has been updated."),
            bash("npm test -- northline 2>&1 | tail -n 4",
                 " PASS  test/carriers/northline.test.ts\n"
                 "  v3 client: 9 passed\n"
                 "Tests:       9 passed, 9 total\nTime:        2.84 s\n"),
            ("user", "heads-up, and this will come up again: v2 dies on 31 January 2027, but the peak freeze runs "
                     "from 1 December to 6 January, nothing ships to production in that window. so the v3 switch "
                     "has to be live in production before 1 December, not 'some time before january'. keep that in "
                     "view whenever northline comes up"),
            ("assistant", "Understood: the real deadline for Northline v3 in production is 1 December, because of "
                          "the peak freeze (1 December to 6 January), even though v2 keeps working until 31 "
                          "January 2027. The token is cached per process. The branch is ready for review; "
                          "NLX_CLIENT_ID and NLX_CLIENT_SECRET still have to be added to the production secrets "
                          "before it can go out."),
            bash("git add -A && git commit -qm 'northline: label API v3 with OAuth client credentials, 20 req/s "
                 "limiter' && git log -1 --oneline",
                 "8a1d6e3 northline: label API v3 with OAuth client credentials, 20 req/s limiter\n"),
        ],
        "facts": [
            fact("nlx-v3", "label-gateway moves to Northline Express label API v3 with OAuth client credentials "
                           "(NLX_CLIENT_ID / NLX_CLIENT_SECRET instead of the API key), for all depots at once.",
                 "decision", "user", ["v3", "OAuth", ["client credentials", "NLX_CLIENT_ID"]]),
            fact("nlx-token", "The Northline access token is cached and refreshed 5 minutes before expiry.",
                 "config", "user", ["token", "5 minutes before expiry"]),
            fact("nlx-limit", "label-gateway limits Northline requests to 20 a second (Northline allows 25) because "
                              "the returns desk tool shares the account.",
                 "config", "user", [["20 a second", "20 requests per second", "20 req/s"],
                                    ["returns desk", "limiter"]]),
            fact("nlx-dpi", "All label printers are ZT411 at 203 dpi; label-gateway uses Northline's default and "
                            "does not pass dpi.",
                 "config", "user", ["203", "dpi"]),
            fact("nlx-deadline", "Northline v3 must be live in production before 1 December because of the peak "
                                 "freeze (1 December to 6 January), even though v2 is switched off only on 31 "
                                 "January 2027.",
                 "fact", "user", ["1 December", "peak freeze", ["v3", "31 January 2027"]], remember=True),
        ],
        "optional": [
            opt("nlx-returns", "Lindhout doesn't use Northline's returns endpoints.", ["returns"]),
            opt("nlx-secrets", "NLX_CLIENT_ID and NLX_CLIENT_SECRET still need to be added to production "
                               "secrets.", ["NLX_CLIENT_SECRET"]),
        ],
        "questions": [
            q("By when must label-gateway be on Northline v3 in production?",
              "before 1 December, because of the peak freeze", ["nlx-deadline"]),
            q("How does label-gateway authenticate to Northline v3?",
              "OAuth client credentials, the token cached and refreshed 5 minutes before expiry",
              ["nlx-v3", "nlx-token"]),
            q("What rate does our Northline limiter allow?", "20 a second", ["nlx-limit"]),
        ],
    },
    {
        "id": "h39-cc-wms-picklist-tuning",
        "project": WMS,
        "start": datetime(2026, 11, 12, 16, 45),
        "branch": "ines/picklist-p95",
        "about": "wms-api: /picklists/next p95 at 2.3 s in the TLB evening wave; four proposals: Hikari pool 10->30 "
                 "accepted at 20 instead (8 pods, max_connections 200), index on stock_moves (location_id, "
                 "created_at) accepted, virtual threads rejected (the Zebra print SDK writes inside synchronized "
                 "blocks and pins carrier threads, the August staging deadlock), Caffeine SKU dimension cache 10 "
                 "minutes accepted; a bullet list of instructions: Flyway naming V<yyyyMMddHHmm>__<what>.sql, "
                 "./gradlew check before committing, 'for the next sessions too' stock_moves is append-only, and "
                 "near-miss 'today only, skip the e2e suite'",
        "steps": [
            ("user", "wms-api is slow in the evening wave at TLB. p95 on /picklists/next went to 2.3 s yesterday "
                     "between 18:00 and 20:00, the pickers stand around waiting. have a look and tell me what you'd "
                     "change"),
            bash("curl -s localhost:8081/actuator/metrics/hikaricp.connections.pending?tag=pool:wms | jq -c "
                 "'.measurements'; curl -s localhost:8081/actuator/metrics/hikaricp.connections.max | jq -c "
                 "'.measurements'",
                 "[{\"statistic\":\"VALUE\",\"value\":37.0}]\n[{\"statistic\":\"VALUE\",\"value\":10.0}]\n"),
            bash("psql \"$WMS_DB\" -c \"select calls, round(mean_exec_time) ms, left(query, 90) q from "
                 "pg_stat_statements order by total_exec_time desc limit 3\"",
                 " calls  |  ms  | q\n"
                 "--------+------+---------------------------------------------------------------------------------"
                 "---------\n"
                 " 184220 |  176 | select * from stock_moves where location_id = $1 order by created_at desc "
                 "limit $2\n"
                 "  61208 |   22 | select * from sku where sku_id = any($1)\n"
                 "  20311 |    9 | update pick_lists set status = $1, picker_id = $2 where id = $3\n"),
            bash("kubectl -n wms get deploy wms-api -o jsonpath='{.spec.replicas}'; echo; psql \"$WMS_DB\" -Atc "
                 "'show max_connections'",
                 "8\n200\n"),
            ("assistant", "Two bottlenecks: requests wait for a database connection (37 pending on a pool of 10), "
                          "and the top query, the last moves of a location, takes 176 ms on average because "
                          "stock_moves has no index for it. Proposals:\n\n"
                          "1. HikariCP `maximumPoolSize` from 10 to 30.\n"
                          "2. An index on stock_moves (location_id, created_at desc), built concurrently.\n"
                          "3. Turn on virtual threads (`spring.threads.virtual.enabled=true`) so blocked requests "
                          "don't hold platform threads.\n"
                          "4. Cache SKU dimensions in Caffeine for 10 minutes; they're read 61k times an evening "
                          "and change a few times a month."),
            ("user", "1 yes but 20, not 30: 8 pods times 30 is 240 and postgres has max_connections 200, plus the "
                     "reporting job needs its share. 2 yes. 3 no: the zebra print SDK does its socket writes inside "
                     "synchronized blocks, that pins the carrier threads, we had exactly that deadlock in staging "
                     "in august. 4 yes, 10 minutes is fine.\n\n"
                     "and while you're at it:\n"
                     "- migrations go in src/main/resources/db/migration and are named V<yyyyMMddHHmm>__<what>.sql, "
                     "never V1, V2, V3 numbering\n"
                     "- run ./gradlew check before committing, not just the tests\n"
                     "- for the next sessions too: stock_moves is append-only. nothing ever UPDATEs or DELETEs a "
                     "row in it, corrections are new moves\n"
                     "- today only, skip the slow e2e suite, staging is down for the postgres upgrade"),
            tool("Edit", {"file_path": f"{WMS}/src/main/resources/application.yml",
                          "old_string": "      maximum-pool-size: 10\n",
                          "new_string": "      maximum-pool-size: 20\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{WMS}/src/main/resources/db/migration/"
                                        "V202611121710__index_stock_moves_location_created.sql",
                           "content": "-- flyway:executeInTransaction=false\n"
                                      "create index concurrently if not exists stock_moves_location_created\n"
                                      "  on stock_moves (location_id, created_at desc);\n"},
                 f"File created successfully at: {WMS}/src/main/resources/db/migration/"
                 "V202611121710__index_stock_moves_location_created.sql"),
            tool("Edit", {"file_path": f"{WMS}/src/main/kotlin/nl/lindhout/wms/sku/SkuDimensions.kt",
                          "old_string": "class SkuDimensions(private val repo: SkuRepository) {\n",
                          "new_string": "class SkuDimensions(private val repo: SkuRepository) {\n"
                                        "    private val cache = Caffeine.newBuilder()\n"
                                        "        .expireAfterWrite(Duration.ofMinutes(10))\n"
                                        "        .maximumSize(50_000)\n"
                                        "        .build<String, Dimensions>()\n"},
                 "The file has been updated."),
            bash("./gradlew check -x e2eTest -q 2>&1 | tail -n 2",
                 "BUILD SUCCESSFUL in 2m 13s\n14 actionable tasks: 14 executed\n"),
            bash("psql \"$WMS_DB_STAGING_COPY\" -c 'explain analyze select * from stock_moves where location_id = "
                 "42 order by created_at desc limit 50' | tail -n 3",
                 "   ->  Index Scan using stock_moves_location_created on stock_moves  (cost=0.57..51.9 rows=50) "
                 "(actual time=0.041..0.212 rows=50 loops=1)\n"
                 " Planning Time: 0.118 ms\n Execution Time: 0.247 ms\n"),
            bash("git add -A && git commit -qm 'picklists: pool 20, stock_moves location index, SKU dimension "
                 "cache' && git log -1 --oneline",
                 "d2c94b7 picklists: pool 20, stock_moves location index, SKU dimension cache\n"),
            ("assistant", "Committed after ./gradlew check (without the e2e suite, as agreed for today). The "
                          "location query goes from 176 ms to 0.25 ms on the copy, with the new index. Virtual "
                          "threads stay off."),
        ],
        "facts": [
            fact("hikari-pool", "wms-api's HikariCP maximum-pool-size is 20 (proposed 30): 8 pods and Postgres "
                                "max_connections 200, and the reporting job needs connections too.",
                 "config", "user", [["maximum-pool-size", "maximumPoolSize"], "20"]),
            fact("moves-index", "stock_moves has an index on (location_id, created_at desc), created concurrently, "
                                "for the last-moves-of-a-location query.",
                 "decision", "assistant", ["stock_moves", "location_id", "created_at"]),
            fact("no-virtual-threads", "wms-api does not use virtual threads: the Zebra print SDK writes to sockets "
                                       "inside synchronized blocks, which pins carrier threads (the August staging "
                                       "deadlock).",
                 "decision", "user", ["virtual threads", ["synchronized", "pins", "zebra"]]),
            fact("sku-cache", "SKU dimensions are cached in Caffeine for 10 minutes.",
                 "config", "assistant", ["Caffeine", "SKU", "10 minutes"]),
            fact("flyway-names", "wms-api migrations live in src/main/resources/db/migration and are named "
                                 "V<yyyyMMddHHmm>__<what>.sql, never V1, V2, V3 numbering.",
                 "convention", "user", ["V<yyyyMMddHHmm>__<what>.sql", ["db/migration", "never V1"]]),
            fact("moves-append-only", "stock_moves is append-only: nothing ever UPDATEs or DELETEs a row in it; "
                                      "corrections are new moves.",
                 "rule", "user", ["stock_moves", "append-only", ["corrections are new moves", "UPDATEs"]],
                 remember=True),
        ],
        "optional": [
            opt("gradle-check", "Run ./gradlew check before committing to wms-api, not just the tests.",
                ["./gradlew check"]),
        ],
        "questions": [
            q("What is wms-api's Hikari maximum-pool-size?", "20", ["hikari-pool"]),
            q("Why doesn't wms-api use virtual threads?",
              "the zebra print SDK does its socket writes inside synchronized blocks, that pins the carrier "
              "threads",
              ["no-virtual-threads"]),
            q("How are wms-api Flyway migrations named?", "V<yyyyMMddHHmm>__<what>.sql, never V1, V2",
              ["flyway-names"]),
            q("Can a row in stock_moves be updated?", "no, stock_moves is append-only; corrections are new moves",
              ["moves-append-only"]),
        ],
    },
    {
        "id": "h39-cc-edi-vindstad-onboarding",
        "project": EDI,
        "start": datetime(2026, 11, 13, 10, 0),
        "about": "edi-bridge (Python): onboarding the retailer Vindstad (X12 940 in, 945 out over SFTP) like "
                 "Kroonmarkt; poll every 5 minutes; conditional rule for every partner: if a ship-to postcode fails "
                 "validation, always park the whole order in edi_quarantine and email edi-support, never "
                 "auto-correct (fuzzy fix turned off for Kroonmarkt, the September pallets); archive layout "
                 "archive/<partner>/<direction>/<yyyy>/<mm>/<original filename>; a question to the assistant asking "
                 "it to keep Vindstad's ISA ids (VINDSTADNL01, VINDSTADNL01T, qualifier ZZ); go-live the 23rd; a long "
                 "closing summary repeating the decisions",
        "steps": [
            ("user", "Vindstad goes live with us on the 23rd. they send X12 940 warehouse shipping orders over SFTP "
                     "and want 945 shipping advices back the same way. edi-bridge already does this for Kroonmarkt, "
                     "so follow that pattern"),
            bash("ls partners/ && cat partners/kroonmarkt.toml",
                 "kroonmarkt.toml\n"
                 "[partner]\nslug = \"kroonmarkt\"\nisa_qualifier = \"ZZ\"\nisa_id = \"KROONMARKT\"\n"
                 "[sftp]\nhost = \"edi.kroonmarkt.example\"\ninbound_dir = \"/out/940\"\noutbound_dir = \"/in/945\"\n"
                 "poll_minutes = 10\n[validation]\npostcode_fix = \"fuzzy\"\n"),
            bash("head -c 240 samples/vindstad/940_20261110_0001.edi",
                 "ISA*00*          *00*          *ZZ*VINDSTADNL01T  *ZZ*LINDHOUTTLB    *261110*0912*U*00401*"
                 "000000101*0*T*>~GS*OW*VINDSTADNL01T*LINDHOUTTLB*20261110*0912*101*X*004010~ST*940*0001~W05*N*"
                 "VS-8812044~N1*ST*Vindstad Utrecht Centrum~N4*Utrecht**3511 AB*NL~"),
            ("assistant", "Kroonmarkt's config is a good template. Two settings I need you to decide for Vindstad: "
                          "Kroonmarkt is polled every 10 minutes, and its `postcode_fix = \"fuzzy\"` means a ship-to "
                          "postcode that fails validation is corrected to the nearest valid one using the street "
                          "and town. Same for Vindstad?"),
            ("user", "poll every 5 minutes, they send small batches all day long. and no fuzzy fix. rule, for every "
                     "partner, not just vindstad: if a 940 has a ship-to postcode that fails validation, always "
                     "park the whole order in edi_quarantine and email edi-support, never auto-correct it. turn the "
                     "fuzzy fix off for kroonmarkt too. that fix is how 40 pallets went to the wrong town in "
                     "september"),
            ("user", "also the archive. convention: every file we receive or send lands in "
                     "archive/<partner>/<direction>/<yyyy>/<mm>/<original filename>, direction is in or out, "
                     "partner is the slug from the toml. we never rename the files"),
            bash("rg -n 'archive' edibridge/*.py | head -n 4",
                 "edibridge/intake.py:58:    dest = ARCHIVE / f\"{partner.slug}-{datetime.now():%Y%m%d%H%M%S}.edi\"\n"
                 "edibridge/outbound.py:71:    dest = ARCHIVE / \"sent\" / path.name\n"),
            ("assistant", "The archive code doesn't follow that yet: intake renames files to "
                          "`<slug>-<timestamp>.edi` in one flat folder and outbound puts sent files in "
                          "`archive/sent`. I'll change both to archive/<partner>/<direction>/<yyyy>/<mm>/ with the "
                          "original filename."),
            ("user", "could you keep Vindstad's ISA ids in mind for later sessions? production sender is "
                     "VINDSTADNL01, test is VINDSTADNL01T, qualifier ZZ on both. they'll trip us up otherwise, the "
                     "sample files are all test ones"),
            ("assistant", "Yes: Vindstad sends as VINDSTADNL01 in production and VINDSTADNL01T in test, qualifier "
                          "ZZ for both. The samples in samples/vindstad/ all carry the test id."),
            tool("Write", {"file_path": f"{EDI}/partners/vindstad.toml",
                           "content": "[partner]\nslug = \"vindstad\"\nisa_qualifier = \"ZZ\"\nisa_id = "
                                      "\"VINDSTADNL01\"\nisa_id_test = \"VINDSTADNL01T\"\n[sftp]\nhost = "
                                      "\"sftp.vindstad.example\"\ninbound_dir = \"/outgoing/940\"\noutbound_dir = "
                                      "\"/incoming/945\"\npoll_minutes = 5\n[validation]\npostcode_fix = "
                                      "\"none\"\n"},
                 f"File created successfully at: {EDI}/partners/vindstad.toml"),
            bash("sed -i 's/^postcode_fix = \"fuzzy\"/postcode_fix = \"none\"/' partners/kroonmarkt.toml && "
                 "grep -n postcode_fix partners/*.toml",
                 "partners/kroonmarkt.toml:11:postcode_fix = \"none\"\npartners/vindstad.toml:12:postcode_fix = "
                 "\"none\"\n"),
            tool("Edit", {"file_path": f"{EDI}/edibridge/validate.py",
                          "old_string": "    if not valid_postcode(order.ship_to.postcode, order.ship_to.country):\n"
                                        "        order.ship_to.postcode = fix_postcode(order.ship_to, "
                                        "partner.postcode_fix)\n",
                          "new_string": "    if not valid_postcode(order.ship_to.postcode, order.ship_to.country):\n"
                                        "        # Every partner: quarantine the whole order, never auto-correct.\n"
                                        "        quarantine(order, reason=\"invalid ship-to postcode\")\n"
                                        "        notify(\"edi-support\", order)\n"
                                        "        return False\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{EDI}/edibridge/archive.py",
                          "old_string": "def archive_path(partner, path):\n    return ARCHIVE / path.name\n",
                          "new_string": "def archive_path(partner, direction, path, when):\n"
                                        "    return ARCHIVE / partner.slug / direction / f\"{when:%Y}\" / "
                                        "f\"{when:%m}\" / path.name\n"},
                 "The file has been updated."),
            bash("python -m pytest -q tests 2>&1 | tail -n 2",
                 "........................................................ [100%]\n56 passed in 3.91s\n"),
            bash("git add -A && git commit -qm 'partners: vindstad; quarantine invalid ship-to postcodes; archive "
                 "by partner/direction/month' && git log -1 --oneline",
                 "7e2b5a1 partners: vindstad; quarantine invalid ship-to postcodes; archive by partner/direction/"
                 "month\n"),
            ("assistant", "Done, all 56 tests pass and it's committed. Summary of where things stand:\n\n"
                          "**Vindstad**\n"
                          "- partners/vindstad.toml: X12 940 in from /outgoing/940, 945 out to /incoming/945 on "
                          "sftp.vindstad.example.\n"
                          "- Polled every 5 minutes, since they send small batches all day.\n"
                          "- ISA ids: VINDSTADNL01 in production, VINDSTADNL01T in test, qualifier ZZ. The sample "
                          "files are test files.\n"
                          "- Go-live on 23 November.\n\n"
                          "**Postcode validation, all partners**\n"
                          "- A 940 whose ship-to postcode fails validation is parked as a whole in edi_quarantine "
                          "and edi-support gets an email. Nothing is auto-corrected any more.\n"
                          "- Kroonmarkt's fuzzy fix is switched off (`postcode_fix = \"none\"`).\n\n"
                          "**Archive**\n"
                          "- Every received or sent file goes to archive/<partner>/<direction>/<yyyy>/<mm>/ under "
                          "its original filename, direction in or out.\n\n"
                          "Open: the production SFTP credentials for Vindstad aren't in the vault yet, and the "
                          "existing flat archive folder hasn't been migrated to the new layout."),
        ],
        "facts": [
            fact("vindstad-poll", "edi-bridge polls Vindstad's SFTP every 5 minutes (Kroonmarkt: 10), because they "
                                  "send small batches all day.",
                 "config", "user", ["Vindstad", ["5 minutes", "poll_minutes = 5"]]),
            fact("postcode-quarantine", "For every partner: if a 940 has a ship-to postcode that fails validation, "
                                        "the whole order is parked in edi_quarantine and edi-support is emailed; "
                                        "never auto-correct it (Kroonmarkt's fuzzy fix is off too).",
                 "rule", "user", ["edi_quarantine", ["fails validation", "postcode"],
                                  ["never auto-correct", "auto-correct"]]),
            fact("archive-layout", "Every EDI file received or sent is archived as "
                                   "archive/<partner>/<direction>/<yyyy>/<mm>/<original filename>, direction in or "
                                   "out, partner the toml slug; files are never renamed.",
                 "convention", "user", ["archive/<partner>/<direction>/<yyyy>/<mm>", "original filename"]),
            fact("vindstad-isa", "Vindstad's ISA ids: VINDSTADNL01 in production, VINDSTADNL01T in test, qualifier "
                                 "ZZ on both.",
                 "fact", "user", ["VINDSTADNL01", "VINDSTADNL01T", "ZZ"], remember=True),
        ],
        "optional": [
            opt("vindstad-golive", "Vindstad goes live on 23 November.", [["23 November", "23rd"]]),
            opt("kroonmarkt-fuzzy-off", "Kroonmarkt's postcode_fix is now none.", ["Kroonmarkt", "postcode_fix"]),
        ],
        "questions": [
            q("How often does edi-bridge poll Vindstad's SFTP?", "every 5 minutes", ["vindstad-poll"]),
            q("What happens to a 940 whose ship-to postcode fails validation?",
              "the whole order is parked in edi_quarantine and edi-support gets an email; never auto-corrected",
              ["postcode-quarantine"]),
            q("Where are EDI files archived?", "archive/<partner>/<direction>/<yyyy>/<mm>/<original filename>",
              ["archive-layout"]),
            q("What is Vindstad's production ISA sender id?", "VINDSTADNL01", ["vindstad-isa"]),
        ],
    },
]
