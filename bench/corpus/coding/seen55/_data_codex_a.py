"""h55 Codex sessions, part a: a review of the venue pages PR in donor-booking, and two eligibility sessions: the
medical lead's deferral email (only points 1 and 3 confirmed) and donors with two trips accepted too early."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

BOOKING = "/home/nadia/code/donor-booking"
ELIG = "/home/oleksa/projects/eligibility"

_PR_DIFF = """diff --git a/web/src/routes/venues/[code]/+page.svelte b/web/src/routes/venues/[code]/+page.svelte
new file mode 100644
index 0000000..8c1d2e4
--- /dev/null
+++ b/web/src/routes/venues/[code]/+page.svelte
@@ -0,0 +1,58 @@
+<script lang="ts">
+  import SlotList from '$lib/components/SlotList.svelte';
+  export let data;
+  const { venue, sessions } = data;
+</script>
+
+<h1>{venue.name}</h1>
+<p class="address">{venue.street}, {venue.town}</p>
+<p class="parking">Free parking behind the building. Please bring photo ID.</p>
+
+<iframe
+  title="map"
+  src={`https://www.google.com/maps/embed/v1/place?key=${import.meta.env.VITE_MAPS_KEY}&q=${venue.lat},${venue.lon}`}
+  width="600" height="320" loading="lazy"></iframe>
+
+{#each sessions as s}
+  <section>
+    <h2>{new Date(s.date).toLocaleDateString()}</h2>
+    <p>Open {new Date(s.opensAt).toLocaleTimeString()} - {new Date(s.closesAt).toLocaleTimeString()}</p>
+    <SlotList slots={s.slots} />
+  </section>
+{/each}
diff --git a/web/src/routes/venues/[code]/+page.server.ts b/web/src/routes/venues/[code]/+page.server.ts
new file mode 100644
--- /dev/null
+++ b/web/src/routes/venues/[code]/+page.server.ts
@@ -0,0 +1,12 @@
+import { api } from '$lib/server/api';
+export async function load({ params, fetch }) {
+  const venue = await api(fetch).get(`/venues/${params.code}`);
+  const sessions = await api(fetch).get(`/venues/${params.code}/sessions?weeks=6`);
+  return { venue, sessions };
+}
diff --git a/api/src/main/kotlin/lowmoor/booking/venues/VenueRoutes.kt b/api/src/main/kotlin/lowmoor/booking/venues/VenueRoutes.kt
new file mode 100644
--- /dev/null
+++ b/api/src/main/kotlin/lowmoor/booking/venues/VenueRoutes.kt
@@ -0,0 +1,31 @@
+fun Route.venueRoutes(venues: VenueService) {
+    get("/venues/{code}") { call.respond(venues.get(call.parameters["code"]!!)) }
+    get("/venues/{code}/sessions") {
+        val weeks = call.request.queryParameters["weeks"]?.toInt() ?: 4
+        call.respond(venues.sessions(call.parameters["code"]!!, weeks).map { s ->
+            SessionDto(
+                date = s.date.toString(),
+                opensAt = s.opensAt.atDate(s.date).toString(),    // "2026-11-14T09:00"
+                closesAt = s.closesAt.atDate(s.date).toString(),
+                slots = s.slots.map { SlotDto(it.id, it.startsAt.atZone(s.zone).toLocalDateTime().toString(), it.free) },
+            )
+        })
+    }
+}
diff --git a/web/.env.example b/web/.env.example
--- a/web/.env.example
+++ b/web/.env.example
@@ -3,3 +3,4 @@ PUBLIC_API_BASE=http://localhost:8081
+VITE_MAPS_KEY=
"""

_DEFERRALS_YAML = """# rules/deferrals.yaml -- signed off by the medical lead; loaded by RuleBook at startup
version: 2026.10
checksum: sha256:5f0c1e6a9b2d44e8a1d0f7c3b6e9a2d4c8f1b0e7a3d6c9f2b5e8a1d4c7f0b3e6
signed_off: 2026-10-02
deferrals:
  - code: TRAVEL_MALARIA_VISIT
    question: TRAVEL_MALARIA
    period: P6M
    from: return
  - code: TRAVEL_MALARIA_RESIDENT
    question: LIVED_MALARIA_AREA
    period: P3Y
    from: return
  - code: TATTOO_PIERCING
    question: TATTOO_PIERCING
    period: P6M
    from: procedure
  - code: DENTAL_MINOR
    question: DENTAL_RECENT
    period: P1D
    from: procedure
  - code: DENTAL_EXTRACTION
    question: DENTAL_RECENT
    period: P7D
    from: procedure
  - code: ANTIBIOTICS
    question: MEDICATION_ANTIBIOTICS
    period: P14D
    from: last_dose
  - code: COLD_FLU
    question: RECENT_ILLNESS
    period: P14D
    from: recovery
  - code: ENDOSCOPY
    question: PROCEDURE_ENDOSCOPY
    period: P4M
    from: procedure
"""

SESSIONS = [
    {
        "id": "h55-cx-booking-venue-pages-review",
        "project": BOOKING,
        "start": datetime(2026, 11, 5, 14, 30),
        "branch": "tomek/venue-pages",
        "about": "donor-booking: review of PR #212 (venue pages) with terse nadia; decisions said in replies to the "
                 "review points: no Google Maps embed (no third-party cookies on the donor site), OpenStreetMap "
                 "static tiles from tiles.lbs.internal; every user-facing string through $t() with keys in en.json "
                 "and pl.json; the API sends instants as UTC ISO-8601 with Z and the browser formats them, which "
                 "nadia says to keep when the assistant offers to remember it; a shared-Zod-schema proposal gets "
                 "'meh'; flaky Playwright run, 'run it again'",
        "steps": [
            ("user", "review PR 212 w me. tomek's venue pages"),
            shell("gh pr view 212 && gh pr checks 212",
                  "title:\tVenue pages for mobile sessions\nstate:\tOPEN\nauthor:\ttomek-lbs\nlabels:\tweb, api\n"
                  "additions:\t104\ndeletions:\t0\n--\nAdds /venues/[code] with address, map, parking note and the "
                  "next 6 weeks of sessions.\n\n"
                  "build-api\tpass\t2m11s\nbuild-web\tpass\t1m48s\ne2e\tfail\t6m02s\n"),
            shell("gh pr diff 212", _PR_DIFF),
            shell("gh run view --log-failed --job e2e 2>/dev/null | tail -n 12",
                  "e2e\t[chromium] › booking.spec.ts:41:3 › donor books a slot at CITY\n"
                  "e2e\t    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n"
                  "e2e\t    Locator: getByRole('button', { name: 'Confirm booking' })\n"
                  "e2e\t  1 failed\n"
                  "e2e\t    [chromium] › booking.spec.ts:41:3 › donor books a slot at CITY\n"
                  "e2e\t  37 passed (5.8m)\n"),
            ("assistant", "The e2e failure is in `booking.spec.ts` (the CITY booking flow), which this PR doesn't "
                          "touch; it looks like the usual flaky wait on the confirm button.\n\nReview points on the "
                          "diff itself:\n\n"
                          "1. **Google Maps iframe.** The embed loads google.com with an API key from "
                          "`VITE_MAPS_KEY` (so the key ends up in the client bundle) and sets third-party cookies "
                          "on every venue page view; that would need a consent banner.\n"
                          "2. **Hard-coded text.** 'Free parking behind the building. Please bring photo ID.' is "
                          "English only and not in the translation files.\n"
                          "3. **Times without a zone.** `VenueRoutes` sends `opensAt` as `2026-11-14T09:00` and "
                          "slot times as local date-times with no offset, and the page formats them with the "
                          "browser's zone. A donor with a laptop set to UTC would see 08:00.\n"
                          "4. **Idea:** define the DTOs once as Zod schemas and generate the Kotlin side, so web "
                          "and API can't drift.\n"
                          "5. `weeks` is parsed with `toInt()` without bounds; `?weeks=5000` would build a lot of "
                          "sessions.\n\nHow do you want to answer each?"),
            ("user", "1 no google anything on the donor site. no third-party cookies = no consent banner. use the "
                     "openstreetmap static tiles from our own tile cache, tiles.lbs.internal, venue has lat/lon "
                     "already. drop VITE_MAPS_KEY\n"
                     "2 yes. every user-facing string goes through $t(), keys in en.json and pl.json, both files "
                     "in the same PR\n"
                     "3 api sends instants as UTC ISO-8601 with the Z, the svelte side formats them in "
                     "Europe/Warsaw. no local date-times on the wire\n"
                     "4 meh\n"
                     "5 cap at 12"),
            shell("cat > /tmp/pr212-review.md <<'EOF'\n...\nEOF\ngh pr review 212 --request-changes --body-file "
                  "/tmp/pr212-review.md",
                  "- Requested changes to pull request #212\n"),
            ("assistant", "Review posted with changes requested:\n\n- Map: OpenStreetMap static tile from "
                          "tiles.lbs.internal using the venue's lat/lon, no Google embed, no third-party cookies; "
                          "remove VITE_MAPS_KEY.\n- Strings: parking/ID text through `$t()`, keys added to both "
                          "en.json and pl.json.\n- Times: API sends instants as UTC ISO-8601 with `Z` "
                          "(`Instant.toString()`), the page formats them in Europe/Warsaw.\n- `weeks` capped at 12.\n"
                          "\nI left point 4 out. Should I keep the 'UTC with Z on the wire, formatting only in the "
                          "browser' convention in mind for future reviews in this repo? It's the kind of thing "
                          "that comes back in every PR with dates."),
            ("user", "yes do"),
            ("user", "also rerun the e2e on it"),
            shell("gh run rerun --failed $(gh run list -b tomek/venue-pages -L1 --json databaseId -q '.[0].databaseId') "
                  "&& sleep 400 && gh pr checks 212",
                  "✓ Requested rerun of failed jobs\n"
                  "build-api\tpass\t2m11s\nbuild-web\tpass\t1m48s\ne2e\tfail\t6m11s\n"),
            ("assistant", "Failed again, same test, same locator timeout. Want me to look at it or rerun once more?"),
            ("user", "run it again. it's the staging db being slow at 3pm, happens every day"),
            shell("gh run rerun --failed $(gh run list -b tomek/venue-pages -L1 --json databaseId -q '.[0].databaseId') "
                  "&& sleep 400 && gh pr checks 212",
                  "✓ Requested rerun of failed jobs\n"
                  "build-api\tpass\t2m11s\nbuild-web\tpass\t1m48s\ne2e\tpass\t5m40s\n"),
            ("assistant", "Green on the second rerun. The PR still has changes requested until tomek pushes the "
                          "map, strings and time-zone fixes."),
            ("user", "k thx"),
        ],
        "facts": [
            fact("osm-not-google", "The donor site embeds nothing from Google (no third-party cookies, so no consent "
                                   "banner): venue maps are OpenStreetMap static tiles from the team's own tile cache "
                                   "tiles.lbs.internal; VITE_MAPS_KEY was dropped.",
                 "decision", "user", [["openstreetmap", "OpenStreetMap"], ["third-party cookies", "Google"]]),
            fact("i18n-keys", "Every user-facing string in donor-booking goes through $t() with keys in both en.json "
                              "and pl.json, added in the same PR.",
                 "convention", "user", ["en.json", "pl.json"]),
            fact("utc-on-wire", "booking-api sends instants as UTC ISO-8601 with Z; the Svelte side formats them in "
                                "Europe/Warsaw; no local date-times on the wire (nadia said yes to keeping this for "
                                "future reviews).",
                 "convention", "user", ["UTC", "ISO-8601"], remember=True),
        ],
        "optional": [
            opt("weeks-cap", "The venue sessions endpoint caps weeks at 12.", ["weeks", "12"]),
        ],
        "questions": [
            q("Which map do the venue pages use, and why not Google Maps?",
              "OpenStreetMap static tiles from tiles.lbs.internal; no third-party cookies, no consent banner",
              ["osm-not-google"]),
            q("Where do user-facing strings in donor-booking go?", "through $t() with keys in en.json and pl.json",
              ["i18n-keys"]),
            q("How does booking-api send times?", "instants as UTC ISO-8601 with Z; the Svelte side formats them "
              "in Europe/Warsaw", ["utc-on-wire"]),
        ],
    },
    {
        "id": "h55-cx-elig-deferral-email",
        "project": ELIG,
        "start": datetime(2026, 11, 3, 9, 10),
        "branch": "deferrals-2026-12",
        "about": "eligibility: oleksa pastes the medical lead's email with five points; only points 1 (West Nile "
                 "virus travel deferral 28 days after return) and 3 (tattoo/piercing 6 -> 4 months) are done; point 2 "
                 "(first-time donors 66-70) waits for the board, 4 is no change, 5 not for this team; a hard-coded "
                 "Period.ofMonths(6) found in Kotlin leads to a standing request in Ukrainian-flavoured English that "
                 "deferral periods live only in rules/deferrals.yaml; the lab team's no-Monday-deploy rule is "
                 "theirs (near-miss); checksum regenerated with rulesChecksum",
        "steps": [
            ("user", "Hello! Medical lead sent email with changes of deferral rules, I paste it below. Please update "
                     "rules for the points we agree, I tell you which.\n\n"
                     "---\n"
                     "Subject: Deferral updates for implementation (December)\n\n"
                     "Dear all,\n\nfollowing the medical advisory committee of 28 October:\n\n"
                     "1. West Nile virus: donors returning from an area with ongoing WNV transmission (the weekly "
                     "area list we already import) are deferred for 28 days after return. Effective 1 December.\n"
                     "2. First-time donors aged 66-70 may be accepted at the session physician's discretion. This is "
                     "pending approval by the board on 20 November.\n"
                     "3. Tattoos and piercing: the deferral is shortened from 6 months to 4 months after the "
                     "procedure.\n"
                     "4. Malaria: no change (6 months after return for visitors, 3 years for former residents).\n"
                     "5. I would also like us to think about a shorter questionnaire for repeat donors in 2027.\n\n"
                     "Kind regards,\nMedical Lead, Lowmoor Blood Service\n"
                     "---\n\n"
                     "So: we do point 1 and point 3 now. Point 2 is waiting for the board, don't touch it. Point 4 "
                     "is no change, nothing to do. Point 5 is not for us, it is for the questionnaire working group."),
            shell("cat rules/deferrals.yaml", _DEFERRALS_YAML),
            shell("ls rules/areas/ && head -n 6 rules/areas/wnv.yaml && rg -n 'TRAVEL_WNV|WNV' src/main/kotlin rules/",
                  "malaria.yaml\nwnv.yaml\n"
                  "# imported weekly by AreaListImportJob from the ECDC list, do not edit by hand\n"
                  "updated: 2026-10-30\nareas:\n  - { country: IT, region: Veneto }\n"
                  "  - { country: GR, region: Central Macedonia }\n  - { country: HU, region: Csongrad-Csanad }\n"
                  "rules/areas/wnv.yaml:1:# imported weekly by AreaListImportJob from the ECDC list, do not edit "
                  "by hand\n"),
            ("assistant", "The WNV area list is already imported weekly into `rules/areas/wnv.yaml`, but no "
                          "deferral uses it yet, and the questionnaire already has `TRAVEL_MALARIA`-style travel "
                          "questions with trip dates. For point 1 I'll add a `TRAVEL_WNV` deferral of 28 days "
                          "(`P28D`) from return, effective 2026-12-01, attached to the travel question and matched "
                          "against the WNV area list. For point 3, `TATTOO_PIERCING` goes from `P6M` to `P4M`."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: rules/deferrals.yaml\n@@\n"
                  "   - code: TATTOO_PIERCING\n     question: TATTOO_PIERCING\n-    period: P6M\n+    period: P4M\n"
                  "     from: procedure\n@@\n+  - code: TRAVEL_WNV\n+    question: TRAVEL_RECENT\n+    areas: wnv\n"
                  "+    period: P28D\n+    from: return\n+    effective: 2026-12-01\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM rules/deferrals.yaml\n"),
            shell("./gradlew test -q 2>&1 | tail -n 14",
                  "RuleBookTest > loads signed rules() FAILED\n"
                  "    java.lang.IllegalStateException: rules/deferrals.yaml checksum mismatch (file changed since "
                  "sign-off); run ./gradlew rulesChecksum and get medical sign-off on the PR\n"
                  "TattooRuleTest > tattoo 3 months ago is deferred() PASSED\n"
                  "TattooRuleTest > tattoo older than the rule book period is eligible() FAILED\n"
                  "    org.opentest4j.AssertionFailedError: expected: <ELIGIBLE> but was: <DEFERRED>\n"
                  "    (tattoo at 2026-06-03, evaluated 2026-11-03, rule book period P4M)\n\n"
                  "41 tests completed, 2 failed\n"),
            ("assistant", "Two failures. The checksum one is expected: the rule file changed since sign-off, "
                          "`./gradlew rulesChecksum` updates it and the PR needs the medical lead's approval. The "
                          "tattoo one is not: the test takes the period from the rule book (now P4M), so a tattoo "
                          "5 months ago should be ELIGIBLE, but the rule still says DEFERRED. Maybe a cached rule "
                          "book in the test fixture? Let me check where the period actually comes from first."),
            shell("rg -n 'ofMonths|ofDays|P6M|P4M' src/main/kotlin",
                  "src/main/kotlin/lowmoor/elig/rules/TattooRule.kt:19:    private val period = Period.ofMonths(6)  "
                  "// TODO read from RuleBook\n"
                  "src/main/kotlin/lowmoor/elig/rules/RuleBook.kt:44:        period = Period.parse(raw.period),\n"),
            ("assistant", "There it is: `TattooRule` ignores the rule file and uses a hard-coded "
                          "`Period.ofMonths(6)` (with a TODO), not a cached fixture. So changing the YAML alone would "
                          "have done nothing in production: tattoos would still be deferred 6 months. I'll make "
                          "TattooRule read its period from RuleBook like the others."),
            ("user", "Aha, here is exactly what I do not like. Please, remember this for all next times: periods of "
                     "deferral we are never writing inside Kotlin code. They are living only in "
                     "rules/deferrals.yaml, which medical team is signing. Code is only reading them from there. "
                     "If you see one hardcoded, you tell me."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/main/kotlin/lowmoor/elig/rules/"
                  "TattooRule.kt\n@@\n-    private val period = Period.ofMonths(6)  // TODO read from RuleBook\n"
                  "+    private val period = ruleBook.period(\"TATTOO_PIERCING\")\n*** End Patch\nEOF\n"
                  "./gradlew rulesChecksum -q "
                  "&& ./gradlew test -q 2>&1 | tail -n 4",
                  "rules/deferrals.yaml: checksum sha256:9a41d7c0e2b35f86d1a0c4e7b9f2a6d3c8e1f5b0a7d4c2e9f6b3a0d8c5e2f1b7 "
                  "(sign-off pending)\n\n"
                  "BUILD SUCCESSFUL in 36s\n"),
            shell("rg -n 'Period\\.of|Duration\\.of(Days|Hours)' src/main/kotlin | grep -v RuleBook",
                  "src/main/kotlin/lowmoor/elig/web/SessionTimeout.kt:8:    val idle = Duration.ofHours(8)\n"),
            ("assistant", "TattooRule now reads `TATTOO_PIERCING` from RuleBook, tests are green, and the checksum "
                          "is regenerated (sign-off pending). I searched for other hard-coded periods: the only hit "
                          "is the nurse UI's 8-hour session timeout in `SessionTimeout.kt`, which isn't a deferral. "
                          "No other deferral period lives in Kotlin."),
            ("user", "good. make the PR and put medical lead as reviewer, her approval is the sign-off. and don't "
                     "worry that it's Monday tomorrow — lab team has their rule that they never deploy on Monday, "
                     "but this is their rule, for us it does not matter"),
            shell("git add -A && git commit -qm 'deferrals: WNV travel 28 days (from 2026-12-01), tattoo/piercing 4 "
                  "months; TattooRule reads RuleBook' && gh pr create --fill --reviewer medical-lead-lbs 2>&1 | tail "
                  "-n 1",
                  "https://git.lbs.internal/donor/eligibility/pull/143\n"),
            ("assistant", "PR #143 is open with the medical lead as reviewer. It contains only points 1 and 3; "
                          "point 2 (first-time donors 66-70) is untouched until the board decides."),
        ],
        "facts": [
            fact("wnv-28-days", "Donors returning from a West Nile virus area (the weekly WNV area list) are deferred "
                                "28 days after return (TRAVEL_WNV, P28D), effective 1 December 2026.",
                 "config", "user", ["West Nile", "28 days"]),
            fact("tattoo-4-months", "The tattoo and piercing deferral is 4 months after the procedure (P4M, was 6 "
                                    "months).",
                 "config", "user", ["tattoo", ["4 months", "P4M"]]),
            fact("periods-in-yaml", "Deferral periods are never written in Kotlin code; they live only in "
                                    "rules/deferrals.yaml, signed by the medical team, and code only reads them.",
                 "rule", "user", ["deferrals.yaml", "Kotlin"], remember=True),
            fact("tattoo-hardcoded", "TattooRule had a hard-coded Period.ofMonths(6) and ignored the rule file; it "
                                     "now reads TATTOO_PIERCING from RuleBook.",
                 "bugfix", "assistant", ["TattooRule", "RuleBook"]),
        ],
        "optional": [
            opt("rules-checksum", "After editing deferrals.yaml, ./gradlew rulesChecksum updates the checksum and "
                                  "the medical lead's PR approval is the sign-off.", ["rulesChecksum"]),
        ],
        "questions": [
            q("How long is the deferral after returning from a West Nile virus area?", "28 days after return",
              ["wnv-28-days"]),
            q("What is the tattoo and piercing deferral?", "4 months after the procedure", ["tattoo-4-months"]),
            q("Where must deferral periods be defined?", "only in rules/deferrals.yaml signed by the medical team, "
              "never in Kotlin code", ["periods-in-yaml"]),
        ],
    },
    {
        "id": "h55-cx-elig-two-trips",
        "project": ELIG,
        "start": datetime(2026, 11, 17, 13, 25),
        "branch": "elig-482-multiple-trips",
        "about": "eligibility: ticket ELIG-482, a donor back from a malaria area accepted because the questionnaire "
                 "had two trips; oleksa guesses tablet time zones (wrong, trip dates are LocalDate); cause "
                 "TravelRule evaluated only the trip with the latest departure (trips.maxBy { it.departure }); fix "
                 "evaluates every trip and takes the latest deferral end; lookback list sent to the medical lead; "
                 "typo-laden standing request that every deferral-logic fix gets a regression test named with the "
                 "ticket number; one-off 'for this run always use --offline' (near-miss); closing summary",
        "steps": [
            ("user", "Hi. New ticket, this one is serious, I paste:\n\n"
                     "ELIG-482  Donor accepted during malaria deferral\n"
                     "Reported by: CITY session nurse, 16 Nov\n"
                     "Donor D-0077812 donated on 14 Nov. In the post-donation call she mentioned she came back from "
                     "Kenya on 2 Nov. The online questionnaire shows two trips: Spain 20 Oct - 27 Oct and Kenya "
                     "10 Oct - 2 Nov (she flew from Kenya to Spain for a wedding and back). The tablet showed "
                     "ELIGIBLE. Donation G152626004418 is quarantined.\n\n"
                     "My guess is timezone again on tablets, the tablets had wrong zone in summer."),
            shell("./gradlew --offline -q :app:run --args='explain D-0077812 --at 2026-11-14' 2>&1 | tail -n 20",
                  "Could not resolve all dependencies for configuration ':app:runtimeClasspath'.\n"
                  "> No cached version of lowmoor:rulebook-format:1.8.0 available for offline mode.\n"),
            ("user", "ah, vpn is dead again. for this run always use --offline for gradle, i will fix vpn later. "
                     "rulebook-format is in ~/m2-mirror"),
            shell("./gradlew --offline -q -Dmaven.repo.local=$HOME/m2-mirror :app:run --args='explain D-0077812 "
                  "--at 2026-11-14' 2>&1 | tail -n 20",
                  "submission 7b1e0c9a (questionnaire v31, submitted 2026-11-13T19:02:44Z)\n"
                  "  TRAVEL_RECENT = yes\n"
                  "  trips:\n"
                  "    - { country: KE, departure: 2026-10-10, return: 2026-11-02 }\n"
                  "    - { country: ES, departure: 2026-10-20, return: 2026-10-27 }\n"
                  "evaluation at 2026-11-14:\n"
                  "  TATTOO_PIERCING ...... no answer -> skip\n"
                  "  TRAVEL_MALARIA_VISIT . trip ES 2026-10-20..2026-10-27, area? no -> ELIGIBLE\n"
                  "  TRAVEL_WNV ........... not effective before 2026-12-01 -> skip\n"
                  "  ANTIBIOTICS .......... no -> ELIGIBLE\n"
                  "  COLD_FLU ............. no -> ELIGIBLE\n"
                  "result: ELIGIBLE\n"),
            ("assistant", "It's not the time zone. Trip dates come from the tablet as plain `LocalDate`s "
                          "(`2026-11-02`), there's no time or zone on them to shift, and even a one-day shift "
                          "wouldn't move a return of 2 November past 14 November.\n\nThe explain output shows the "
                          "real problem: `TRAVEL_MALARIA_VISIT` evaluated only one trip, Spain, and never looked at "
                          "Kenya. Let me see how the rule picks the trip."),
            shell("sed -n '10,40p' src/main/kotlin/lowmoor/elig/rules/TravelRule.kt",
                  "class TravelRule(private val ruleBook: RuleBook, private val areas: AreaLists) : Rule {\n"
                  "    override fun evaluate(s: Submission, at: LocalDate): Outcome {\n"
                  "        val trip = s.trips.maxByOrNull { it.departure } ?: return Outcome.Eligible\n"
                  "        for (d in ruleBook.travelDeferrals()) {\n"
                  "            if (!areas.matches(d.areas, trip.country, trip.region)) continue\n"
                  "            val until = trip.returnDate.plus(d.period)\n"
                  "            if (at < until) return Outcome.Deferred(d.code, until)\n"
                  "        }\n"
                  "        return Outcome.Eligible\n"
                  "    }\n"
                  "}\n"),
            ("assistant", "Root cause: `TravelRule` takes `s.trips.maxByOrNull { it.departure }`, the trip with "
                          "the latest *departure*, assuming it's the most recent trip. With nested or overlapping "
                          "trips that's wrong: Spain departed 20 October (later than Kenya's 10 October) but Kenya "
                          "ended later, on 2 November. The rule checked Spain (no malaria, no WNV), never Kenya, and "
                          "returned ELIGIBLE. With Kenya evaluated, she'd have been deferred until 2 May 2027.\n\n"
                          "Fix: evaluate every trip against every travel deferral and return the deferral with the "
                          "latest end date."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/main/kotlin/lowmoor/elig/rules/"
                  "TravelRule.kt\n@@\n-        val trip = s.trips.maxByOrNull { it.departure } ?: return "
                  "Outcome.Eligible\n-        for (d in ruleBook.travelDeferrals()) {\n"
                  "-            if (!areas.matches(d.areas, trip.country, trip.region)) continue\n"
                  "-            val until = trip.returnDate.plus(d.period)\n"
                  "-            if (at < until) return Outcome.Deferred(d.code, until)\n-        }\n"
                  "-        return Outcome.Eligible\n"
                  "+        val deferrals = s.trips.flatMap { trip ->\n"
                  "+            ruleBook.travelDeferrals()\n"
                  "+                .filter { d -> areas.matches(d.areas, trip.country, trip.region) }\n"
                  "+                .map { d -> d.code to trip.returnDate.plus(d.period) }\n+        }\n"
                  "+        val latest = deferrals.maxByOrNull { it.second } ?: return Outcome.Eligible\n"
                  "+        return if (at < latest.second) Outcome.Deferred(latest.first, latest.second) else "
                  "Outcome.Eligible\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/main/kotlin/lowmoor/elig/rules/TravelRule.kt\n"),
            ("user", "ok good catch. and from now on evry fix in deferal logic gets a regresion test which has the "
                     "ticket number in the name, like ELIG_482_..., so auditors can find the test from the ticket"),
            shell("cat > src/test/kotlin/lowmoor/elig/rules/ELIG_482_MultipleTripsTest.kt <<'EOF'\n"
                  "class ELIG_482_MultipleTripsTest {\n"
                  "    @Test fun `nested trip with later departure does not hide malaria trip`() { ... }\n"
                  "    @Test fun `latest deferral end wins across trips`() { ... }\n"
                  "    @Test fun `single trip behaviour unchanged`() { ... }\n}\nEOF\n"
                  "./gradlew --offline -q -Dmaven.repo.local=$HOME/m2-mirror test 2>&1 | tail -n 6",
                  "ELIG_482_MultipleTripsTest > nested trip with later departure does not hide malaria trip() PASSED\n"
                  "ELIG_482_MultipleTripsTest > latest deferral end wins across trips() PASSED\n"
                  "ELIG_482_MultipleTripsTest > single trip behaviour unchanged() PASSED\n\n"
                  "BUILD SUCCESSFUL in 48s\n"),
            ("user", "can you check if other donors had the same problem? since the travel rule exists"),
            shell("./gradlew --offline -q -Dmaven.repo.local=$HOME/m2-mirror :app:run --args='reevaluate "
                  "--rule TravelRule --since 2025-06-01 --only-changed' 2>&1 | tail -n 8",
                  "re-evaluated 18,204 accepted submissions with the fixed TravelRule\n"
                  "outcome changed ELIGIBLE -> DEFERRED: 3\n"
                  "  D-0077812  2026-11-14  TRAVEL_MALARIA_VISIT until 2027-05-02  donation G152626004418\n"
                  "  D-0051290  2026-02-03  TRAVEL_MALARIA_VISIT until 2026-06-19  donation G152626000731\n"
                  "  D-0068841  2025-09-22  TRAVEL_MALARIA_VISIT until 2026-01-30  donation G152525011902\n"),
            ("user", "ok, 3 donors. I send the list to medical lead, lookback is her decision, not ours."),
            ("assistant", "## Summary\n\n"
                          "- **ELIG-482 cause:** `TravelRule` evaluated only the trip with the latest departure "
                          "(`maxByOrNull { it.departure }`), so a shorter trip inside a longer one hid the malaria "
                          "trip. Not a time-zone problem: trip dates are `LocalDate`.\n"
                          "- **Fix:** every trip is checked against every travel deferral; the latest deferral end "
                          "wins.\n"
                          "- **Regression test:** `ELIG_482_MultipleTripsTest`, named with the ticket number as "
                          "you asked for every deferral-logic fix from now on.\n"
                          "- **Re-evaluation:** 3 accepted donations since June 2025 would have been deferred "
                          "(D-0077812, D-0051290, D-0068841); list goes to the medical lead for lookback.\n"
                          "- Gradle ran with `--offline` and `~/m2-mirror` because of the VPN."),
            ("user", "thanks, good work"),
        ],
        "facts": [
            fact("multi-trip-bug", "ELIG-482: TravelRule evaluated only the trip with the latest departure "
                                   "(maxByOrNull { it.departure }), so a trip nested inside a longer malaria trip hid "
                                   "it; it now checks every trip and the latest deferral end wins. Tablet time zones "
                                   "were not the cause (trip dates are LocalDate).",
                 "bugfix", "assistant", ["TravelRule", ["departure", "every trip"]]),
            fact("ticket-named-tests", "Every fix in deferral logic gets a regression test with the ticket number in "
                                       "its name (like ELIG_482_...), so auditors can find it from the ticket.",
                 "rule", "user", ["ticket number", ["regresion", "regression"]], remember=True),
            fact("lookback", "Re-evaluation found 3 donors wrongly accepted since June 2025; lookback for them is "
                             "the medical lead's decision, not the team's.",
                 "fact", "user", ["lookback", "medical lead"]),
        ],
        "optional": [
            opt("m2-mirror", "When the VPN is down, Gradle runs with --offline and ~/m2-mirror.", ["m2-mirror"]),
        ],
        "questions": [
            q("Why was donor D-0077812 accepted although she came back from Kenya?",
              "TravelRule evaluated only the trip with the latest departure, the Spain trip, not Kenya",
              ["multi-trip-bug"]),
            q("How must a regression test for a deferral-logic fix be named?", "with the ticket number, like ELIG_482",
              ["ticket-named-tests"]),
            q("Who decides on lookback for wrongly accepted donors?", "the medical lead", ["lookback"]),
        ],
    },
]
