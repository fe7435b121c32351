"""h39 Codex sessions, part c: delivery pins in the wrong place for new-build addresses (geo-service, Go, PDOK
geocoder), a colleague's pasted handover note and a red putaway integration test in wms-api, and labels printed for
the wrong carrier after a typo in label-gateway's carrier rules."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

GEO = "/home/dele/dev/geo-service"
WMS = "/home/ines/code/wms-api"
LABELS = "/home/tomasz/src/label-gateway"

SESSIONS = [
    {
        "id": "h39-cx-geo-newbuild-pins",
        "project": GEO,
        "start": datetime(2026, 11, 19, 10, 10),
        "about": "geo-service (Go): drivers find delivery pins in the wrong place for new-build addresses; cause: "
                 "resolve took PDOK's first result even when it was a street ('weg') match, because new builds "
                 "aren't in the BAG yet, and cached it for 365 days; decision: only 'adres' matches are exact, "
                 "anything else gets approximate=true and the driver app asks for a pin; cache exact 180 days, "
                 "approximate 7 days; the assistant asks whether to keep in mind that driver pins override the "
                 "geocoder, the person says yes (unless the address itself changes)",
        "steps": [
            ("user", "drivers at UTR keep complaining that the pin is in the wrong place for new-build addresses, "
                     "the new streets in Leidsche Rijn especially. sometimes 800 m off. look at how geo-service uses "
                     "the geocoder results"),
            shell("sed -n '/func (r \\*Resolver) Resolve/,/^}/p' internal/geocode/resolve.go",
                  "func (r *Resolver) Resolve(ctx context.Context, a Address) (Point, error) {\n"
                  "\tif p, ok := r.cache.Get(a.Key()); ok {\n\t\treturn p, nil\n\t}\n"
                  "\tdocs, err := r.pdok.Free(ctx, a.String())\n\tif err != nil || len(docs) == 0 {\n"
                  "\t\treturn Point{}, ErrNotFound\n\t}\n"
                  "\tp := docs[0].Centroid()\n\tr.cache.Set(a.Key(), p, 365*24*time.Hour)\n\treturn p, nil\n}\n"),
            shell("curl -s 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free?q=Kastanjegaarde+14+3544&rows=2' "
                  "| jq -c '.response.docs[] | {type, score, weergavenaam}'",
                  "{\"type\":\"weg\",\"score\":11.93,\"weergavenaam\":\"Kastanjegaarde, Utrecht\"}\n"
                  "{\"type\":\"postcode\",\"score\":9.41,\"weergavenaam\":\"3544 NG Utrecht\"}\n"),
            ("assistant", "That explains it. New-build addresses aren't in the BAG (the Dutch address register that "
                          "PDOK serves) until some weeks after the houses are registered, so PDOK's best match is "
                          "the street itself: `type: weg`. Resolve takes `docs[0]` whatever its type and returns its "
                          "centroid, the middle of the whole street, which on a long new street can be hundreds of "
                          "metres from the house. And it caches that point for 365 days, so even after PDOK knows "
                          "the address we keep serving the street centroid.\n\n"
                          "Proposal: treat only `type: adres` as an exact result. Anything else (weg, postcode) "
                          "returns the point with `approximate=true`, the driver app then asks the driver to set "
                          "the pin at delivery, and approximate results are cached much shorter."),
            ("user", "yes: only 'adres' matches count as exact. anything else gets approximate=true and the driver "
                     "app asks for a pin. cache exact results 180 days, approximate ones 7 days, so new builds get "
                     "picked up within a week once PDOK has them"),
            shell("rg -n 'driver_pins' --type go | head -n 4",
                  "internal/pins/store.go:14:const table = \"driver_pins\"\n"
                  "internal/httpapi/pins.go:22:\t// POST /pins from the driver app's set-pin screen\n"),
            shell("apply_patch < /tmp/resolve-exact.patch && go test ./internal/... 2>&1 | tail -n 3",
                  "Success. Updated the following files:\nM internal/geocode/resolve.go\n"
                  "M internal/geocode/resolve_test.go\n"
                  "ok  \tgithub.com/lindhout/geo-service/internal/geocode\t0.521s\n"
                  "ok  \tgithub.com/lindhout/geo-service/internal/pins\t0.203s\n"
                  "ok  \tgithub.com/lindhout/geo-service/internal/httpapi\t0.318s\n"),
            ("assistant", "Done: exact only for `adres`, `approximate=true` otherwise, TTLs 180 days and 7 days. "
                          "One more thing I found: pins that drivers set through the set-pin screen are stored in "
                          "driver_pins, but Resolve never looks at them, so the next parcel to the same address gets "
                          "the geocoder's point again. I made Resolve check driver_pins first. Should I keep in mind "
                          "for future sessions that a driver-set pin overrides the geocoder for that address?"),
            ("user", "yes, keep that. a driver pin always wins over any geocoder result, for good, unless the "
                     "address itself changes (house number or postcode), then the pin is dropped"),
            shell("git add -A && git commit -qm 'resolve: exact only for adres matches, driver pins first, shorter "
                  "TTL for approximate' && git log -1 --oneline",
                  "4b7e21c resolve: exact only for adres matches, driver pins first, shorter TTL for approximate\n"),
        ],
        "facts": [
            fact("newbuild-cause", "Pins for new-build addresses were wrong because new builds aren't in the BAG yet, "
                                   "PDOK's first result was a street ('weg') match, Resolve used its centroid as "
                                   "exact and cached it 365 days.",
                 "bugfix", "assistant", ["weg", ["centroid", "street"], ["BAG", "new-build"]]),
            fact("exact-adres", "geo-service treats only PDOK 'adres' matches as exact; anything else gets "
                                "approximate=true and the driver app asks the driver to set a pin at delivery.",
                 "decision", "user", ["adres", "approximate"]),
            fact("geo-ttl", "geo-service caches exact geocodes 180 days and approximate ones 7 days.",
                 "config", "user", ["180 days", "7 days"]),
            fact("driver-pin-wins", "A driver-set pin always wins over any geocoder result for that address, unless "
                                    "the address itself changes (house number or postcode), then the pin is "
                                    "dropped.",
                 "rule", "user", [["driver pin", "driver-set pin"], "geocoder", ["wins", "overrides"]],
                 remember=True),
        ],
        "optional": [
            opt("driver-pins-table", "Driver-set pins are stored in driver_pins and Resolve checks them first.",
                ["driver_pins"]),
        ],
        "questions": [
            q("Which geocoder results does geo-service treat as exact?", "only 'adres' matches", ["exact-adres"]),
            q("How long does geo-service cache an approximate geocode?", "7 days", ["geo-ttl"]),
            q("Which wins, a driver pin or a geocoder result?",
              "a driver pin always wins, unless the address itself changes", ["driver-pin-wins"]),
        ],
    },
    {
        "id": "h39-cx-wms-handover-putaway",
        "project": WMS,
        "start": datetime(2026, 11, 20, 9, 0),
        "about": "wms-api: a pasted handover note from Femke (printing over raw ZPL on port 9100, putaway skips "
                 "blocked_for_count, integration tests, ANR scanners still on 3.x with a note for the coding agent "
                 "to keep that in mind and not break /v1/scan, a staging password location); the person says the "
                 "printing point is outdated (printers go through print-relay now), the rest is right and the "
                 "agent note stands; then PutawaySuggestionIT red on main: ORDER BY pick_sequence DESC puts "
                 "unsequenced locations (NULL) first; fix NULLS LAST",
        "steps": [
            ("user", "Femke is on leave from today until march, this is her handover:\n\n"
                     "---\n"
                     "Handover wms-api / scanners (Femke)\n"
                     "- Printing: the label printers at TLB are driven by wms-api directly, raw ZPL over TCP port "
                     "9100. Printer IPs are in the `printers` table.\n"
                     "- Putaway: the suggestion engine skips locations flagged `blocked_for_count`. Cycle counts at "
                     "TLB run every Tuesday night.\n"
                     "- Integration tests need Docker (Testcontainers): `./gradlew integrationTest`, about 6 min.\n"
                     "- ANR still runs scan-android 3.x on the old MC3300s until they're replaced in Q2.\n"
                     "  Note for the coding agent: keep in mind that the ANR devices are on 3.x. Never ship anything "
                     "in wms-api that breaks the /v1/scan endpoints they call.\n"
                     "- Staging DB password: 1Password, item 'wms staging'.\n"
                     "---\n\n"
                     "the printing bit is outdated: since last week the printers get their jobs through print-relay, "
                     "wms-api doesn't talk to them directly anymore. the rest is right, and the note for the agent "
                     "stands, take it on board. now the actual work: PutawaySuggestionIT is red on main"),
            ("assistant", "Taken on board: the ANR scanners are on scan-android 3.x, so nothing in wms-api may "
                          "break the /v1/scan endpoints. Label printing goes through print-relay now. Running the "
                          "putaway integration test."),
            shell("./gradlew integrationTest --tests '*PutawaySuggestionIT*' 2>&1 | grep -E 'FAILED|expected|BUILD'",
                  "PutawaySuggestionIT > suggestsEmptyLocationInZone() FAILED\n"
                  "    org.opentest4j.AssertionFailedError: expected: <TLB-A-04-02> but was: <TLB-A-04-01>\n"
                  "BUILD FAILED in 5m 48s\n"),
            shell("git log --oneline -3 -- src/main/kotlin/nl/lindhout/wms/putaway/ && sed -n '/ORDER BY/,+1p' "
                  "src/main/kotlin/nl/lindhout/wms/putaway/PutawayQuery.kt",
                  "91b3e07 putaway: prefer locations by pick_sequence\n"
                  "2ad4c18 putaway: skip blocked_for_count locations\n"
                  "     ORDER BY l.pick_sequence DESC, l.free_volume DESC\n     LIMIT 1\n"),
            shell("grep -n 'TLB-A-04-0[12]' src/integrationTest/resources/fixtures/locations.sql",
                  "41:('TLB-A-04-01', 'A', NULL, 1.80, false),\n42:('TLB-A-04-02', 'A', 12, 1.80, false),\n"),
            ("assistant", "The new ORDER BY from 91b3e07 sorts by pick_sequence DESC, and in Postgres NULLs sort "
                          "first in descending order. TLB-A-04-01 has no pick_sequence (a location that hasn't been "
                          "sequenced yet), so it beats every sequenced location. The test caught a real bug: in "
                          "production it would send putaway to unsequenced locations first. Fix: `NULLS LAST`."),
            ("user", "NULLS LAST, yes"),
            shell("sed -i 's/ORDER BY l.pick_sequence DESC,/ORDER BY l.pick_sequence DESC NULLS LAST,/' "
                  "src/main/kotlin/nl/lindhout/wms/putaway/PutawayQuery.kt && ./gradlew integrationTest --tests "
                  "'*PutawaySuggestionIT*' 2>&1 | tail -n 1",
                  "BUILD SUCCESSFUL in 5m 52s\n"),
            shell("git commit -qam 'putaway: unsequenced locations last (NULLS LAST)' && git log -1 --oneline",
                  "e07c5d2 putaway: unsequenced locations last (NULLS LAST)\n"),
        ],
        "facts": [
            fact("print-relay", "TLB label printers get their jobs through print-relay; wms-api no longer talks to "
                                "them directly (the handover's raw-ZPL point is outdated).",
                 "fact", "user", ["print-relay", ["printers", "label printers"]]),
            fact("putaway-blocked", "The putaway suggestion engine skips locations flagged blocked_for_count.",
                 "fact", "user", ["blocked_for_count", "putaway"]),
            fact("anr-3x", "The ANR scanners run scan-android 3.x (old MC3300s, replaced in Q2); nothing shipped in "
                           "wms-api may break the /v1/scan endpoints they call.",
                 "rule", "user", ["ANR", "3.x", "/v1/scan"], remember=True),
            fact("putaway-nulls", "PutawaySuggestionIT failed because ORDER BY pick_sequence DESC puts NULLs "
                                  "(unsequenced locations) first in Postgres; fixed with NULLS LAST.",
                 "bugfix", "assistant", ["pick_sequence", "NULLS LAST"]),
        ],
        "optional": [
            opt("integration-tests", "wms-api integration tests need Docker (Testcontainers), ./gradlew "
                                     "integrationTest, about 6 min.", ["integrationTest"]),
            opt("cycle-counts", "Cycle counts at TLB run every Tuesday night.", ["Tuesday"]),
        ],
        "questions": [
            q("How do the TLB label printers get their jobs now?", "through print-relay, not directly from wms-api",
              ["print-relay"]),
            q("Which scan-android version do the ANR scanners run?", "3.x, on the old MC3300s", ["anr-3x"]),
            q("Why was PutawaySuggestionIT red?",
              "pick_sequence DESC sorts NULLs first, so the unsequenced location beats every sequenced location; "
              "fix: NULLS LAST",
              ["putaway-nulls"]),
        ],
    },
    {
        "id": "h39-cx-labels-wrong-carrier",
        "project": LABELS,
        "start": datetime(2026, 11, 19, 7, 55),
        "about": "label-gateway: 1,340 UTR labels for NL parcels printed for Brisk Courier instead of Northline "
                 "Express; cause: the new rule nl-same-day-brisk had the typo 'servce', the loader ignored unknown "
                 "keys so the rule matched every NL parcel, and rules are first-match; fix: strict zod schema so "
                 "unknown keys fail loading; rule for next time: every carrier-rules.yaml change has npm run "
                 "rules:replay output against the previous day's manifests in the PR and an ops approval (Anouk or "
                 "Bram); 'remember that' carrier rules are first-match and the last rule is fallback-northline",
        "steps": [
            ("user", "incident from yesterday. 1,340 labels for NL parcels at UTR came out as Brisk Courier instead "
                     "of Northline Express. the Brisk driver refused to take them, the depot relabelled by hand and "
                     "about 300 parcels missed the linehaul. find out why"),
            shell("psql \"$LABELS_DB\" -c \"select carrier, rule, count(*) from labels where depot = 'UTR' and "
                  "country = 'NL' and created_at::date = '2026-11-18' group by 1, 2 order by 3 desc\"",
                  " carrier |        rule          | count\n"
                  "---------+----------------------+-------\n"
                  " brisk   | nl-same-day-brisk    |  1340\n"
                  "(1 row)\n"),
            shell("git log -1 -p --format='%h %an %s' -- config/carrier-rules.yaml",
                  "f3a90b1 Sven de Wit rules: Brisk for NL same-day\n"
                  "@@ -12,6 +12,12 @@ rules:\n"
                  "+  - name: nl-same-day-brisk\n"
                  "+    match:\n"
                  "+      country: NL\n"
                  "+      servce: same_day\n"
                  "+    carrier: brisk\n"
                  "+\n"
                  "   - name: nl-default-northline\n"
                  "     match:\n"
                  "       country: NL\n"),
            shell("sed -n 1,14p src/rules/schema.ts",
                  "import { z } from 'zod';\n\n"
                  "export const Match = z.object({\n"
                  "  country: z.string().length(2).optional(),\n"
                  "  service: z.enum(['standard', 'same_day', 'freight']).optional(),\n"
                  "  maxWeightKg: z.number().optional(),\n"
                  "});\n"),
            ("assistant", "The new rule `nl-same-day-brisk` has a typo: `servce` instead of `service`. The Match "
                          "schema is a plain `z.object`, which strips unknown keys without complaint, so the rule "
                          "was loaded as `match: { country: NL }`. Rules are evaluated first-match, top to bottom, "
                          "and it was inserted above `nl-default-northline`, so every NL parcel matched it and went "
                          "to Brisk, not just same-day ones.\n\n"
                          "Fix: fix the typo, and make the schema `.strict()` so an unknown key fails loading (and "
                          "CI, which loads the file in a test) instead of being dropped."),
            ("user", "both. and the rule from now on: any change to carrier-rules.yaml comes with the output of npm "
                     "run rules:replay against the previous day's manifests in the PR description, and someone from "
                     "ops approves it, Anouk or Bram. no replay output, no merge"),
            shell("sed -i 's/      servce: same_day/      service: same_day/' config/carrier-rules.yaml && sed -i "
                  "'s/^});$/}).strict();/' src/rules/schema.ts && npm test -- rules 2>&1 | tail -n 2",
                  "Tests:       23 passed, 23 total\nTime:        1.91 s\n"),
            shell("npm run -s rules:replay -- --date 2026-11-18 --depot UTR",
                  "replaying 3,922 parcels from manifests of 2026-11-18 against config/carrier-rules.yaml\n"
                  "rule                  before   after\n"
                  "nl-same-day-brisk       1340      41\n"
                  "nl-default-northline       0    1299\n"
                  "be-default-northline     402     402\n"
                  "fallback-northline      2180    2180\n"),
            ("user", "that's what it should have looked like. and remember that carrier rules are first-match, top "
                     "to bottom: specific rules go above the country defaults, and the very last rule is always the "
                     "catch-all fallback-northline. Sven didn't know that and he won't be the last"),
            shell("git add -A && git commit -qm 'rules: fix servce typo, strict match schema' && git log -1 "
                  "--oneline",
                  "c58e4d9 rules: fix servce typo, strict match schema\n"),
            ("assistant", "Committed. With the typo fixed, the replay of yesterday's UTR manifests sends 41 "
                          "same-day parcels to Brisk and the other 1,299 NL parcels to Northline, and the strict "
                          "schema would have failed CI on `servce`. The replay output above can go straight into "
                          "the PR description for Anouk or Bram."),
        ],
        "facts": [
            fact("wrong-carrier", "1,340 NL labels at UTR went to Brisk Courier because rule nl-same-day-brisk had "
                                  "the typo 'servce'; the zod schema stripped unknown keys, so the rule matched "
                                  "every NL parcel, and it sat above nl-default-northline (first-match).",
                 "bugfix", "assistant", ["servce", "nl-same-day-brisk", ["unknown keys", "unknown key"]]),
            fact("strict-schema", "The carrier rule Match schema is .strict(), so an unknown key fails loading and "
                                  "CI instead of being dropped.",
                 "decision", "assistant", ["strict", ["unknown key", "unknown keys"]]),
            fact("replay-rule", "Every change to carrier-rules.yaml needs the output of npm run rules:replay against "
                                "the previous day's manifests in the PR description and an approval from ops (Anouk "
                                "or Bram); no replay output, no merge.",
                 "rule", "user", ["rules:replay", "carrier-rules.yaml", ["Anouk", "ops"]]),
            fact("first-match", "Carrier rules are first-match, top to bottom: specific rules go above the country "
                                "defaults and the last rule is always the catch-all fallback-northline.",
                 "convention", "user", ["first-match", "fallback-northline"], remember=True),
        ],
        "optional": [
            opt("brisk-same-day", "Brisk Courier handles NL same-day parcels (rule nl-same-day-brisk).",
                ["Brisk", ["same-day", "same_day"]]),
        ],
        "questions": [
            q("Why were NL labels printed for Brisk Courier instead of Northline?",
              "the new rule has a typo, servce; the schema strips unknown keys, so every NL parcel matched it",
              ["wrong-carrier"]),
            q("What must a PR that changes carrier-rules.yaml include?",
              "the output of npm run rules:replay against the previous day's manifests; someone from ops approves it",
              ["replay-rule"]),
            q("In what order are carrier rules evaluated?", "first-match, top to bottom; fallback-northline last",
              ["first-match"]),
        ],
    },
]
