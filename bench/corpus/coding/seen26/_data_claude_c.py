"""h26 Claude Code sessions, part c: translation keys before the French launch, questions about the App Router's
caches, feature flags and analytics event names for an A/B test."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

WEB = "/home/maya/brewline/storefront"

SESSIONS = [
    {
        "id": "h26-cc-i18n-keys",
        "project": WEB,
        "start": datetime(2026, 11, 10, 14, 0),
        "about": "storefront i18n before fr-FR: person states the translation key convention (namespaced, camelCase "
                 "leaf, ICU plurals, no concatenation) with 'remember:' at the start of a line in a longer message "
                 "(descriptions in en.meta.json); codemod; missing translations fall back to en; near-miss 'I never "
                 "remember flexbox order'",
        "steps": [
            ("user", "we're adding fr-FR for the January launch and messages/en.json is a mess. some keys are the "
                     "english sentence itself, some nested, some flat with underscores. before it goes to Crowdin I "
                     "want this:\n\n"
                     "- keys are namespaced by where they're used: page or component first, then the element, leaf in "
                     "camelCase. so checkout.summary.totalLabel, not \"Total\" and not checkout_summary_total\n"
                     "- plurals (and anything gendered) are ICU messages in one key, never cartItems_one / "
                     "cartItems_other pairs\n"
                     "- no string concatenation of translated pieces, ever\n\n"
                     "remember: translators only ever see the key and its Crowdin context, never the UI. every new "
                     "key gets a description in messages/en.meta.json or it doesn't get merged.\n\n"
                     "can you write a codemod for the existing keys?"),
            bash("jq '[paths(scalars)] | length' messages/en.json && jq -r 'keys[]' messages/en.json | head -n 12",
                 "612\nAdd to cart\nYour basket is empty\naccount\ncart\ncartItems_one\ncartItems_other\n"
                 "checkout\ncheckout_summary_total\nfooter\nnewsletter_signup_cta\npdp\nsubscribe\n"),
            ("assistant", "612 strings. Besides the page namespaces there are strings used everywhere, like \"Add to "
                          "cart\" on the PDP, the cart and the subscription builder. I'd put those under a `common.` "
                          "namespace, e.g. `common.actions.addToCart`. OK?"),
            ("user", "common. yes"),
            tool("Write", {"file_path": f"{WEB}/scripts/codemods/rename-message-keys.mjs",
                           "content": "// Renames message keys to <namespace>.<element>.<camelLeaf>, merges "
                                      "_one/_other pairs into ICU plural\n// messages and rewrites t('...') call "
                                      "sites. Usage: node rename-message-keys.mjs [--dry-run]\n"
                                      "import { renameKeys, mergePlurals, rewriteCallSites } from "
                                      "'./lib/messages.mjs'\n..."},
                 "File created successfully at: " + WEB + "/scripts/codemods/rename-message-keys.mjs"),
            bash("node scripts/codemods/rename-message-keys.mjs --dry-run | tail -n 6",
                 "renamed keys            388\nalready conforming      183\n"
                 "merged plural pairs      41  (-> ICU {count, plural, ...})\n"
                 "call sites rewritten    502 in 137 files\n"
                 "needs manual review      17  (string concatenation around t())\n"
                 "dry run: nothing written\n"),
            bash("node scripts/codemods/rename-message-keys.mjs && npx tsc --noEmit && npm run i18n:check",
                 "wrote messages/en.json, messages/de.json, 137 source files\n\n"
                 "> i18n:check\n"
                 "keys without description in messages/en.meta.json: 571\n"
                 "keys missing in de.json: 0\nkeys missing in fr.json: 571\n"
                 "✖ i18n:check failed\n"),
            ("assistant", "The rename went through and typechecks. `i18n:check` fails on two different things: 571 "
                          "keys have no description yet, and fr.json is empty because translation hasn't started. "
                          "How strict should the check be? I'd suggest failing CI on a missing description but not on "
                          "a missing translation."),
            ("user", "exactly that. a missing translation doesn't fail CI, at runtime it falls back to en. a key "
                     "without a description fails CI. for the 571 existing ones I'll get the descriptions written "
                     "this week, put them on a baseline list for now"),
            tool("Edit", {"file_path": f"{WEB}/scripts/i18n-check.mjs",
                          "old_string": "const failOnMissingTranslation = true\n",
                          "new_string": "const failOnMissingTranslation = false // runtime falls back to en\n"
                                        "const descriptionBaseline = await readJson('messages/.description-baseline."
                                        "json') // shrink, never grow\n"},
                 "The file has been updated."),
            bash("grep -n -B2 -A4 \"t('common.price.perBag')\" src/components/cart/CartLine.tsx",
                 "28-      <div className=\"flex gap-1\">\n"
                 "29-        <span>{formatPrice(line.priceCents, locale)}</span>\n"
                 "30:        <span>{t('common.price.perBag')}</span>\n"
                 "31-        <span>({line.grams} g)</span>\n"
                 "32-      </div>\n"),
            ("assistant", "One of the 17 manual cases: `CartLine` glues the price, \"per bag\" and the weight together "
                          "in a flex row. For French the order needs to change (\"18,50 € le sachet de 250 g\"). I "
                          "could keep the spans and reorder them per locale with CSS `order`..."),
            ("user", "ugh, I never remember flexbox order, whatever. no wait, don't do that. one ICU message with "
                     "placeholders for price and grams, that's the whole point of the no-concatenation thing"),
            tool("Edit", {"file_path": f"{WEB}/src/components/cart/CartLine.tsx",
                          "old_string": "      <div className=\"flex gap-1\">\n"
                                        "        <span>{formatPrice(line.priceCents, locale)}</span>\n"
                                        "        <span>{t('common.price.perBag')}</span>\n"
                                        "        <span>({line.grams} g)</span>\n      </div>\n",
                          "new_string": "      <span>{t('cart.line.pricePerBag', { price: "
                                        "formatPrice(line.priceCents, locale), grams: line.grams })}</span>\n"},
                 "The file has been updated."),
            bash("npm run i18n:check && npx vitest run --silent | tail -n 3",
                 "> i18n:check\n"
                 "keys without description: 0 new (571 on baseline)\nkeys missing in fr.json: 572 (allowed, falls "
                 "back to en)\n✔ i18n:check passed\n\n"
                 " Test Files  44 passed (44)\n      Tests  203 passed (203)\n"),
            ("assistant", "Done for the codemod and the check. 16 concatenation cases are left for review; I listed "
                          "them in `scripts/codemods/manual-review.txt`."),
            bash("git add -A && git commit -qm 'i18n: namespaced camelCase keys, ICU plurals, description check' && "
                 "git log -1 --oneline",
                 "c93a7b0 i18n: namespaced camelCase keys, ICU plurals, description check\n"),
        ],
        "facts": [
            fact("key-naming", "Storefront translation keys are namespaced by page or component, then element, leaf "
                               "in camelCase (checkout.summary.totalLabel); strings used everywhere go under common. "
                               "(common.actions.addToCart).",
                 "convention", "user", ["camelCase", ["checkout.summary.totalLabel", "namespaced"]]),
            fact("icu-plurals", "Plurals and gendered strings are ICU messages in one key, never _one/_other pairs; "
                                "no string concatenation of translated pieces.",
                 "convention", "user", ["ICU", ["plural", "concatenation"]]),
            fact("key-descriptions", "Every new translation key needs a description in messages/en.meta.json "
                                     "(translators only see the key and its Crowdin context) or it doesn't get "
                                     "merged.",
                 "rule", "user", ["en.meta.json", "description"], remember=True),
            fact("missing-fallback", "A missing translation doesn't fail CI and falls back to en at runtime; a key "
                                     "without a description fails CI (i18n:check).",
                 "config", "user", [["falls back", "fall back"], ["CI", "i18n:check"]]),
        ],
        "optional": [
            opt("fr-launch", "fr-FR is being added for the January launch; translation runs through Crowdin.",
                ["fr-FR"]),
            opt("baseline", "The 571 existing keys without a description are on "
                            "messages/.description-baseline.json for now.",
                ["baseline"]),
        ],
        "questions": [
            q("How are translation keys named in the storefront?",
              "namespaced by page or component, then the element, leaf in camelCase, e.g. "
              "checkout.summary.totalLabel", ["key-naming"]),
            q("What does every new translation key need before it gets merged?",
              "a description in messages/en.meta.json", ["key-descriptions"]),
            q("Does a missing fr translation fail CI?", "no, at runtime it falls back to en", ["missing-fallback"]),
        ],
    },
    {
        "id": "h26-cc-router-cache-questions",
        "project": WEB,
        "start": datetime(2026, 11, 11, 17, 45),
        "about": "only questions about how the Next.js App Router caches work (fetch cache default in 15, "
                 "revalidateTag vs revalidatePath, the client router cache and stale data on back navigation); "
                 "nothing is decided or changed",
        "steps": [
            ("user", "quick questions about app router caching, I keep mixing things up. if I call fetch() in a "
                     "server component in next 15, is the response cached by default?"),
            ("assistant", "Not any more. In Next 14, `fetch` in a server component was cached by default (`force-"
                          "cache`). Since Next 15 the default is uncached: each request re-fetches unless you opt in "
                          "with `cache: 'force-cache'` or `next: { revalidate: <seconds> }`. The route segment config "
                          "(`export const revalidate = 60`, `export const dynamic = 'force-static'`) still decides "
                          "whether the whole page is rendered statically, and a static page fetches once at build or "
                          "revalidation time."),
            ("user", "so what does revalidate on the segment actually do, is it per user?"),
            ("assistant", "No, it's global. `revalidate = 300` on a segment makes the rendered page (HTML and RSC "
                          "payload) stale after 300 seconds. The next request after that still gets the stale page "
                          "immediately, and triggers a re-render in the background; requests after that see the new "
                          "version. It's the same for every visitor, which is why nothing user-specific (cookies, "
                          "headers) may be read in a page you want cached that way: reading `cookies()` makes the "
                          "segment dynamic."),
            ("user", "and what's the difference between revalidateTag and revalidatePath again"),
            ("assistant", "`revalidatePath('/p/ethiopia-guji')` marks everything cached for that path stale: the "
                          "rendered page and the fetches it made. `revalidateTag('product:ethiopia-guji')` marks every "
                          "fetch tagged with `next: { tags: ['product:ethiopia-guji'] }` stale, on whatever pages "
                          "they were used. So tags follow the data (the product shows up on the PDP, the category "
                          "page and the homepage), paths follow the URL. Both only mark things stale; the re-render "
                          "happens on the next request."),
            ("user", "ok and the client side. when I go back in the browser after buying the last bag, the PDP still "
                     "shows 1 in stock. is that the router cache?"),
            ("assistant", "Yes, most likely the client router cache. Back/forward navigation restores the RSC payload "
                          "the router kept in memory, without asking the server, so you see the page as it was. In "
                          "Next 15 regular navigations to dynamic pages are not reused (`staleTimes.dynamic` defaults "
                          "to 0), but back/forward always is. Calling `router.refresh()` after the purchase, or "
                          "`revalidatePath` in the server action that completes the order, clears it for the current "
                          "user."),
            ("user", "got it. and a server action calling revalidatePath also clears the router cache of other "
                     "users?"),
            ("assistant", "No. The server side (data cache and full-route cache) is shared, so other users get fresh "
                          "data on their next request. Their client router cache lives in their own browser tab; it "
                          "only gets refreshed when they navigate in a way that asks the server, or reload."),
            ("user", "makes sense now, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h26-cc-flags-events",
        "project": WEB,
        "start": datetime(2026, 11, 12, 10, 20),
        "about": "feature flag/experiment tool chosen (GrowthBook Cloud; LaunchDarkly too expensive, Unleash "
                 "self-hosted without stats); flag naming and a 90-day lifetime; 'make sure you remember' analytics "
                 "event naming (snake_case, object + past-tense verb); exposure event; renaming tracked events",
        "steps": [
            ("user", "we want to A/B test the new subscription builder against the old one. until now flags were env "
                     "vars and a redeploy, that has to stop. we need a real flag/experiment tool. we're 9 engineers "
                     "and the budget is tight. options?"),
            ("assistant", "The usual candidates for a team our size:\n\n"
                          "- **LaunchDarkly**: the most polished flags, but priced per seat and per MAU, and "
                          "experimentation is a paid add-on on top.\n"
                          "- **GrowthBook**: open source, cloud or self-hosted. Experiments are analysed "
                          "warehouse-native, i.e. directly on our BigQuery event tables, so no second copy of the "
                          "events.\n"
                          "- **Unleash**: solid flags, self-hosted for free, but its experiment analysis is thin; "
                          "we'd do the statistics ourselves.\n\n"
                          "Given that all our events already land in BigQuery through Segment, I'd go with "
                          "GrowthBook Cloud."),
            ("user", "growthbook cloud. launchdarkly is way over budget for us and unleash we'd have to host and it "
                     "doesn't do the stats. the analysis has to run on our bigquery events anyway"),
            bash("npm i @growthbook/growthbook-react",
                 "added 2 packages, and audited 1288 packages in 5s\n\nfound 0 vulnerabilities\n"),
            tool("Write", {"file_path": f"{WEB}/src/lib/flags.ts",
                           "content": "import { GrowthBook } from '@growthbook/growthbook-react'\n"
                                      "import { track } from '@/lib/analytics'\n\n"
                                      "export function createGrowthBook(anonymousId: string) {\n"
                                      "  return new GrowthBook({\n"
                                      "    apiHost: 'https://cdn.growthbook.io',\n"
                                      "    clientKey: process.env.NEXT_PUBLIC_GROWTHBOOK_KEY,\n"
                                      "    attributes: { id: anonymousId },\n"
                                      "    trackingCallback: (experiment, result) => { /* exposure event, below */ },\n"
                                      "  })\n}\n"},
                 "File created successfully at: " + WEB + "/src/lib/flags.ts"),
            ("assistant", "The client is set up. For the builder test I'd name the flag `subscriptionBuilderV2`. Do "
                          "you have a naming scheme for flags, and should they expire?"),
            ("user", "flags are kebab-case and prefixed with the owning team: growth-, checkout-, core-. so this one "
                     "is growth-subscription-builder-v2. and every flag gets a removal ticket the day it's created, "
                     "nothing lives longer than 90 days"),
            bash("grep -rhoE \"track\\('[^']+'\" src | sort | uniq -c | sort -rn | head -n 12",
                 "     14 track('Product Viewed'\n      9 track('add_to_cart'\n      7 track('checkoutStarted'\n"
                 "      6 track('Subscription Paused'\n      5 track('clicked_banner'\n"
                 "      4 track('Order Completed'\n      3 track('newsletter-signup'\n"
                 "      3 track('subscription_skipped'\n      2 track('Grind Changed'\n"
                 "      2 track('removeFromCart'\n      1 track('promo_code_applied'\n"
                 "      1 track('viewed_plan_picker'\n"),
            ("assistant", "The experiment also needs an exposure event, and our existing event names are all over the "
                          "place: Segment-spec Title Case (`Product Viewed`), camelCase (`checkoutStarted`), "
                          "snake_case in both orders (`add_to_cart`, `clicked_banner`), even kebab-case. For the "
                          "exposure event I'd follow the Segment spec: `Experiment Viewed`."),
            ("user", "no. make sure you remember this one because everybody gets it wrong: analytics events are "
                     "snake_case, object first and then the verb in past tense. product_viewed, cart_item_added, "
                     "subscription_paused. properties are snake_case too.\n\nfor the builder test that means the "
                     "exposure event is experiment_viewed, with experiment_id and variation_id"),
            tool("Write", {"file_path": f"{WEB}/src/lib/analytics/events.ts",
                           "content": "// Event names: snake_case, object then past-tense verb. Properties: "
                                      "snake_case.\nexport type EventName =\n  | 'product_viewed'\n"
                                      "  | 'cart_item_added'\n  | 'cart_item_removed'\n  | 'checkout_started'\n"
                                      "  | 'order_completed'\n  | 'subscription_paused'\n  | 'subscription_skipped'\n"
                                      "  | 'grind_changed'\n  | 'banner_clicked'\n  | 'newsletter_signed_up'\n"
                                      "  | 'promo_code_applied'\n  | 'plan_picker_viewed'\n"
                                      "  | 'experiment_viewed'\n"},
                 "File created successfully at: " + WEB + "/src/lib/analytics/events.ts"),
            bash("node scripts/rename-events.mjs --map scripts/events-map.json && npx tsc --noEmit && npx vitest "
                 "run --silent | tail -n 2",
                 "renamed 57 call sites in 23 files (12 event names)\n"
                 "wrote dbt/models/staging/stg_events__legacy_names.sql (old -> new name mapping)\n\n"
                 " Test Files  45 passed (45)\n      Tests  209 passed (209)\n"),
            ("assistant", "All call sites use the typed names now, and the dbt staging model maps the old names to "
                          "the new ones so the history in BigQuery stays comparable."),
            ("user", "good. commit"),
            bash("git add -A && git commit -qm 'GrowthBook client, growth-subscription-builder-v2, snake_case event "
                 "names' && git log -1 --oneline",
                 "7e21d4a GrowthBook client, growth-subscription-builder-v2, snake_case event names\n"),
        ],
        "facts": [
            fact("growthbook", "Feature flags and experiments use GrowthBook Cloud with analysis on the BigQuery "
                               "events; LaunchDarkly rejected (way over budget), Unleash rejected (self-hosted, no "
                               "stats).",
                 "decision", "user", ["GrowthBook", ["LaunchDarkly", "Unleash"]]),
            fact("flag-naming", "Feature flags are kebab-case and prefixed with the owning team (growth-, checkout-, "
                                "core-), e.g. growth-subscription-builder-v2.",
                 "convention", "user", ["kebab-case", ["growth-", "prefixed"]]),
            fact("flag-lifetime", "Every feature flag gets a removal ticket the day it's created; no flag lives "
                                  "longer than 90 days.",
                 "rule", "user", ["90 days", ["removal ticket", "flag"]]),
            fact("event-naming", "Analytics events are snake_case, object first then the verb in past tense "
                                 "(product_viewed, cart_item_added); properties are snake_case too.",
                 "convention", "user", ["snake_case", ["past tense", "product_viewed"]], remember=True),
            fact("exposure-event", "The experiment exposure event is experiment_viewed with experiment_id and "
                                   "variation_id.",
                 "config", "user", ["experiment_viewed", "variation_id"]),
        ],
        "optional": [
            opt("legacy-names", "dbt/models/staging/stg_events__legacy_names.sql maps old event names to the new "
                                "ones.",
                ["stg_events__legacy_names"]),
        ],
        "questions": [
            q("Which feature flag tool did we choose, and why not LaunchDarkly?",
              "GrowthBook Cloud; LaunchDarkly is way over budget", ["growthbook"]),
            q("How are feature flags named?", "kebab-case, prefixed with the owning team: growth-, checkout-, core-",
              ["flag-naming"]),
            q("How long may a feature flag live?", "no longer than 90 days; a removal ticket the day it's created",
              ["flag-lifetime"]),
            q("How are analytics events named?", "snake_case, object first then the verb in past tense, e.g. "
                                                  "product_viewed",
              ["event-naming", "exposure-event"]),
        ],
    },
]
