"""h26 Claude Code sessions, part a: a hydration mismatch on the storefront's product page, state management for the
Vue admin, design tokens v2 in the Storybook design system."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

WEB = "/home/maya/brewline/storefront"
ADMIN = "/home/maya/brewline/admin"
KILN = "/home/maya/brewline/kiln-ui"

SESSIONS = [
    {
        "id": "h26-cc-pdp-hydration",
        "project": WEB,
        "start": datetime(2026, 11, 2, 9, 14),
        "about": "Next.js storefront: hydration warning and flickering price on the product page; first theory "
                 "(browser extension) disproved by a clean Playwright run with locale de-DE; real cause "
                 "Intl.NumberFormat without a locale; fix via lib/format.ts with the route locale; 'going forward' "
                 "rule plus ESLint rule; near-miss 'remember the good old jQuery days'",
        "steps": [
            ("user", "the product page throws a hydration warning in prod since friday and the price flickers on load "
                     "for some people. sentry issue STORE-2291. repro url is /de/p/ethiopia-guji. can you take a "
                     "look?"),
            bash("curl -s http://localhost:3000/de/p/ethiopia-guji | grep -o 'data-testid=\"price\"[^<]*<'",
                 "data-testid=\"price\">€18.50<\n"),
            ("assistant", "The server HTML has `€18.50` for the price. Most Sentry reports of a hydration mismatch "
                          "on a single text node turn out to be browser extensions: Google Translate, Grammarly or "
                          "password managers rewrite text nodes or inject attributes before React hydrates. Before I "
                          "blame the users, I'll reproduce it in a clean headless Chromium with no extensions, with "
                          "the browser set to German since the report is on a /de/ URL."),
            bash("npx playwright test e2e/pdp-hydration.spec.ts --project=chromium-de --reporter=line",
                 "Running 1 test using 1 worker\n"
                 "[chromium-de] › pdp-hydration.spec.ts:8:5 › product page hydrates without warnings\n"
                 "  console.error: Warning: Text content did not match. Server: \"€18.50\" Client: \"18,50 €\"\n"
                 "    at span\n    at Price (src/components/Price.tsx:14:10)\n"
                 "    at ProductSummary (src/components/ProductSummary.tsx:41:7)\n"
                 "  Error: expect(consoleErrors).toHaveLength(0)\n  Expected length: 0\n  Received length: 1\n\n"
                 "  1 failed\n"),
            ("assistant", "That rules out the extension theory: a clean Chromium with no extensions reproduces it as "
                          "soon as the browser locale is de-DE. The server renders `€18.50` and the client renders "
                          "`18,50 €`, so the two sides format the same number differently."),
            bash("grep -rnE 'toLocale(Date|Time)?String|Intl\\.(NumberFormat|DateTimeFormat)' src/",
                 "src/components/Price.tsx:12:  const text = new Intl.NumberFormat(undefined, { style: 'currency', "
                 "currency }).format(amountCents / 100)\n"
                 "src/components/DeliveryEta.tsx:9:  return <span>{eta.toLocaleDateString()}</span>\n"
                 "src/app/[locale]/account/orders/page.tsx:31:          <td>{order.total.toLocaleString()}</td>\n"),
            ("assistant", "Found it. `Price.tsx` calls `Intl.NumberFormat(undefined, ...)`: with `undefined` the "
                          "runtime's default locale is used. On our Node servers that is en-US, in the browser it is "
                          "the visitor's language, de-DE here. Server and client disagree, React warns, and the text "
                          "flips after hydration: that's the flicker. `DeliveryEta.tsx` and the orders page have the "
                          "same problem with `toLocaleDateString()` / `toLocaleString()`.\n\nFix: one module, "
                          "`src/lib/format.ts`, with `formatPrice(cents, locale)` and `formatDate(date, locale)`, "
                          "called with the locale from the `[locale]` route segment (next-intl's `useLocale()`), not "
                          "`navigator.language`, so a German visitor on /en/ pages gets English formatting that "
                          "matches the rest of the page. Then replace the three call sites."),
            ("user", "yes do that. locale from the route, not the browser, agreed.\n\ngoing forward: every price, "
                     "number or date we render goes through lib/format.ts with the route locale. no bare "
                     "toLocaleString or Intl calls in components. can you add a lint rule so nobody slips"),
            tool("Write", {"file_path": f"{WEB}/src/lib/format.ts",
                           "content": "export function formatPrice(cents: number, locale: string, currency = "
                                      "'EUR'): string {\n  return new Intl.NumberFormat(locale, { style: "
                                      "'currency', currency }).format(cents / 100)\n}\n\n"
                                      "export function formatDate(date: Date, locale: string, opts: "
                                      "Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {\n"
                                      "  return new Intl.DateTimeFormat(locale, opts).format(date)\n}\n"},
                 "File created successfully at: " + WEB + "/src/lib/format.ts"),
            tool("Edit", {"file_path": f"{WEB}/src/components/Price.tsx",
                          "old_string": "  const text = new Intl.NumberFormat(undefined, { style: 'currency', "
                                        "currency }).format(amountCents / 100)\n",
                          "new_string": "  const locale = useLocale()\n"
                                        "  const text = formatPrice(amountCents, locale, currency)\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{WEB}/eslint.config.mjs",
                          "old_string": "  {\n    rules: {\n",
                          "new_string": "  {\n    ignores: ['src/lib/format.ts'],\n    rules: {\n"
                                        "      'no-restricted-syntax': ['error',\n"
                                        "        { selector: \"MemberExpression[object.name='Intl']\", message: "
                                        "'Use src/lib/format.ts with the route locale.' },\n"
                                        "        { selector: \"CallExpression[callee.property.name=/^toLocale/]\", "
                                        "message: 'Use src/lib/format.ts with the route locale.' },\n"
                                        "      ],\n"},
                 "The file has been updated."),
            bash("npx eslint src",
                 "/home/maya/brewline/storefront/src/components/DeliveryEta.tsx\n"
                 "  9:17  error  Use src/lib/format.ts with the route locale.  no-restricted-syntax\n\n"
                 "/home/maya/brewline/storefront/src/app/[locale]/account/orders/page.tsx\n"
                 "  31:15  error  Use src/lib/format.ts with the route locale.  no-restricted-syntax\n\n"
                 "✖ 2 problems (2 errors, 0 warnings)\n"),
            tool("Edit", {"file_path": f"{WEB}/src/components/DeliveryEta.tsx",
                          "old_string": "  return <span>{eta.toLocaleDateString()}</span>\n",
                          "new_string": "  return <span>{formatDate(eta, useLocale())}</span>\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{WEB}/src/app/[locale]/account/orders/page.tsx",
                          "old_string": "          <td>{order.total.toLocaleString()}</td>\n",
                          "new_string": "          <td>{formatPrice(order.totalCents, locale)}</td>\n"},
                 "The file has been updated."),
            bash("npx eslint src && npx playwright test e2e/pdp-hydration.spec.ts --reporter=line",
                 "Running 2 tests using 2 workers\n"
                 "  ✓ [chromium] › pdp-hydration.spec.ts:8:5 › product page hydrates without warnings (2.1s)\n"
                 "  ✓ [chromium-de] › pdp-hydration.spec.ts:8:5 › product page hydrates without warnings (2.3s)\n"
                 "\n  2 passed (5.0s)\n"),
            ("assistant", "ESLint is clean and the page hydrates without warnings in both the en and de projects."),
            ("user", "ha. remember the good old jQuery days when a price was just a string concat. ok commit it, "
                     "reference STORE-2291"),
            bash("git add -A && git commit -qm 'Format prices and dates with the route locale via lib/format.ts "
                 "(STORE-2291)' && git log -1 --oneline",
                 "a41c7e2 Format prices and dates with the route locale via lib/format.ts (STORE-2291)\n"),
        ],
        "facts": [
            fact("hydration-cause", "The product page hydration mismatch (STORE-2291) came from Price.tsx calling "
                                    "Intl.NumberFormat(undefined, ...): the server's default locale is en-US, the "
                                    "browser's de-DE (\"€18.50\" vs \"18,50 €\"); not a browser extension.",
                 "bugfix", "assistant", ["hydration", "NumberFormat", ["de-DE", "locale"]]),
            fact("format-rule", "Every price, number or date rendered in the storefront goes through lib/format.ts "
                                "with the route locale; no bare toLocaleString or Intl calls in components.",
                 "rule", "user", ["lib/format.ts", ["toLocaleString", "Intl"]], remember=True),
            fact("locale-source", "Formatting uses the locale from the [locale] route segment, not the browser's "
                                  "language.",
                 "decision", "user", ["locale", "route"]),
        ],
        "optional": [
            opt("format-api", "src/lib/format.ts exports formatPrice(cents, locale) and formatDate(date, locale).",
                ["formatPrice"]),
            opt("eslint-rule", "An ESLint no-restricted-syntax rule blocks Intl and toLocale* calls outside "
                               "src/lib/format.ts.",
                ["no-restricted-syntax"]),
        ],
        "questions": [
            q("What caused the hydration warning on the product page?",
              "Intl.NumberFormat with no locale: the server formats en-US, the browser de-DE", ["hydration-cause"]),
            q("Where must the storefront format prices and dates?", "in lib/format.ts with the route locale",
              ["format-rule"]),
            q("Which locale does price formatting use, the browser's or the route's?", "the route locale, not the "
                                                                                        "browser",
              ["locale-source"]),
        ],
    },
    {
        "id": "h26-cc-admin-pinia",
        "project": ADMIN,
        "start": datetime(2026, 11, 3, 13, 40),
        "about": "Vue 3 admin: state management choice (Pinia; Vuex and bare reactive() composables rejected) and "
                 "TanStack Vue Query for server state with staleTimes; assistant proposes four changes, person accepts "
                 "three and rejects persisted state because of shared warehouse tablets; 'put this in your memory' "
                 "setup-store convention",
        "steps": [
            ("user", "the admin's state is a mess. half of it is in the old Vuex store, the other half is reactive() "
                     "objects exported from random files. I want to pick one approach before we build the wholesale "
                     "orders screen. options?"),
            bash("grep -rl \"from 'vuex'\" src | wc -l; grep -rlE 'export const \\w+ = reactive\\(' src | wc -l; "
                 "grep -E '\"(vue|vuex|pinia|@tanstack/vue-query)\"' package.json",
                 "14\n9\n    \"vue\": \"^3.4.21\",\n    \"vuex\": \"^4.0.2\",\n"),
            ("assistant", "14 files use Vuex, 9 export ad-hoc `reactive()` singletons. The realistic options:\n\n"
                          "- **Pinia**: the official store for Vue 3, typed without wrappers, modular stores, "
                          "devtools timeline.\n"
                          "- **stay on Vuex 4**: works, but it's in maintenance mode and typing `mapGetters` and "
                          "module namespaces is painful.\n"
                          "- **plain composables** (`reactive()` + provide/inject): no dependency, but no devtools, "
                          "and it's what produced the current sprawl.\n\n"
                          "Separately: most of what the store holds today is cached API data (orders, customers) with "
                          "hand-written `isLoading`/`error` flags. That is server state; TanStack Query for Vue (Vue "
                          "Query) handles caching, refetching and invalidation for it. My recommendation: Pinia for "
                          "client state, Vue Query for server state."),
            ("user", "pinia. vuex is in maintenance mode and the typing is painful, and bare composables is exactly "
                     "the mess we have. vue query for the server stuff yes, I'm tired of isLoading flags. what would "
                     "the migration look like"),
            ("assistant", "Proposed changes:\n\n"
                          "1. Move the five Vuex modules to Pinia, one store per domain.\n"
                          "2. Replace the hand-written fetching of orders and customers with `useQuery` composables "
                          "in `src/queries/`, `staleTime` 30s.\n"
                          "3. Add `pinia-plugin-persistedstate` so list filters and the order draft survive a page "
                          "reload.\n"
                          "4. Delete each `reactive()` singleton as soon as its screen has moved.\n\n"
                          "Which of these should I do?"),
            ("user", "1, 2 and 4 yes. 3 no: the admin runs on the shared tablets in the warehouse, I don't want "
                     "customer data or order drafts sitting in localStorage where the next person on the tablet can "
                     "read them. nothing gets persisted.\n\nstaleTime 30s is fine for orders, customers can be 5 min, "
                     "they barely change.\n\nand put this in your memory: admin stores are setup stores, named "
                     "useXxxStore, one file per domain in src/stores/<domain>.ts. no options stores"),
            bash("npm i pinia @tanstack/vue-query",
                 "added 3 packages, and audited 612 packages in 4s\n\nfound 0 vulnerabilities\n"),
            tool("Write", {"file_path": f"{ADMIN}/src/stores/orderFilters.ts",
                           "content": "import { defineStore } from 'pinia'\nimport { ref } from 'vue'\n\n"
                                      "export const useOrderFiltersStore = defineStore('orderFilters', () => {\n"
                                      "  const status = ref<OrderStatus | 'all'>('all')\n"
                                      "  const warehouse = ref<string | null>(null)\n"
                                      "  function reset() { status.value = 'all'; warehouse.value = null }\n"
                                      "  return { status, warehouse, reset }\n})\n"},
                 "File created successfully at: " + ADMIN + "/src/stores/orderFilters.ts"),
            tool("Write", {"file_path": f"{ADMIN}/src/queries/orders.ts",
                           "content": "import { useQuery } from '@tanstack/vue-query'\n\n"
                                      "export function useOrdersQuery(filters: Ref<OrderFilters>) {\n"
                                      "  return useQuery({\n    queryKey: ['orders', filters],\n"
                                      "    queryFn: () => api.orders.list(filters.value),\n"
                                      "    staleTime: 30_000,\n  })\n}\n"},
                 "File created successfully at: " + ADMIN + "/src/queries/orders.ts"),
            tool("Edit", {"file_path": f"{ADMIN}/src/main.ts",
                          "old_string": "app.use(store)\n",
                          "new_string": "app.use(createPinia())\napp.use(VueQueryPlugin)\napp.use(store) // Vuex, "
                                        "until the last module has moved\n"},
                 "The file has been updated."),
            bash("npx vue-tsc --noEmit && npx vitest run",
                 " ✓ src/stores/orderFilters.spec.ts (4 tests) 12ms\n"
                 " ✓ src/queries/orders.spec.ts (3 tests) 41ms\n"
                 " ✓ src/views/OrdersView.spec.ts (6 tests) 188ms\n\n"
                 " Test Files  17 passed (17)\n      Tests  52 passed (52)\n   Duration  3.84s\n"),
            ("assistant", "The orders filters now live in `useOrderFiltersStore` (setup syntax) and the orders list "
                          "comes from `useOrdersQuery`. Vuex still runs side by side for the four modules that are "
                          "left (customers, auth, catalog, ui)."),
            ("user", "good enough for today, the rest next week. commit on a branch"),
            bash("git switch -qc chore/pinia-migration && git add -A && git commit -qm 'Pinia + Vue Query: order "
                 "filters store and orders query' && git log -1 --oneline",
                 "5d0b91f Pinia + Vue Query: order filters store and orders query\n"),
        ],
        "facts": [
            fact("pinia-choice", "The admin uses Pinia for client state; Vuex rejected (maintenance mode, painful "
                                 "typing), bare reactive() composables rejected (that's the current mess).",
                 "decision", "user", ["Pinia", "Vuex"]),
            fact("vue-query", "Server state in the admin (orders, customers) is handled by TanStack Vue Query, not by "
                              "stores.",
                 "decision", "user", [["Vue Query", "vue-query"], ["server state", "server stuff", "orders"]]),
            fact("stale-times", "Vue Query staleTime is 30s for orders and 5 min for customers.",
                 "config", "user", ["staleTime", "30s", "5 min"]),
            fact("no-persist", "Nothing in the admin is persisted to localStorage (no pinia-plugin-persistedstate): "
                               "it runs on shared warehouse tablets.",
                 "rule", "user", ["localStorage", "tablets"]),
            fact("setup-stores", "Admin stores are setup stores named useXxxStore, one file per domain in "
                                 "src/stores/<domain>.ts; no options stores.",
                 "convention", "user", [["setup stores", "setup store"], ["useXxxStore", "src/stores"]],
                 remember=True),
        ],
        "optional": [
            opt("migration-branch", "The Pinia migration is on branch chore/pinia-migration; customers, auth, catalog "
                                    "and ui modules are still in Vuex.",
                ["chore/pinia-migration"]),
        ],
        "questions": [
            q("Which state library does the admin use, and why not Vuex?",
              "Pinia; Vuex is in maintenance mode and the typing is painful", ["pinia-choice"]),
            q("Why doesn't the admin persist its state to localStorage?",
              "it runs on the shared tablets in the warehouse, the next person could read customer data",
              ["no-persist"]),
            q("How are stores in the admin written and named?",
              "setup stores named useXxxStore, one file per domain in src/stores/<domain>.ts", ["setup-stores"]),
        ],
    },
    {
        "id": "h26-cc-kiln-tokens",
        "project": KILN,
        "start": datetime(2026, 11, 4, 10, 5),
        "about": "design system kiln-ui: person pastes the design team's tokens v2 spec; assistant asks three numbered "
                 "questions, terse answers (Style Dictionary v4 over Theo or a custom script, --kiln- prefix, aliases "
                 "until 3.0); 'standing instruction' no hex colours; near-misses: an illustration rule the design "
                 "team owns, 'just for this PR skip the snapshot update'",
        "steps": [
            ("user", "design finally sent the tokens v2 spec, pasting it. can you set it up in kiln-ui?\n\n"
                     "> ## Kiln tokens v2 (design, 30 Oct 2026)\n"
                     "> - Source of truth: `tokens/*.json` in kiln-ui, W3C design-token format (`$value`, `$type`).\n"
                     "> - Names follow category.role.variant, e.g. `color.bg.surface`, `color.text.muted`, "
                     "`space.3`, `radius.md`.\n"
                     "> - Outputs: CSS custom properties (web), Swift (iOS), Kotlin (Compose). Build tool is "
                     "engineering's choice.\n"
                     "> - Spacing: 4px base, scale space.1 to space.10 = 4, 8, 12, 16, 20, 24, 32, 40, 48, 64.\n"
                     "> - Focus ring: 2px solid `color.focus` with a 2px offset on every interactive component. "
                     "Never remove an outline without a replacement.\n"
                     "> - Components use semantic tokens only; primitives like `color.brown.600` are never used "
                     "directly.\n"
                     "> - Illustrations are never placed on dark surfaces."),
            bash("ls tokens/ && head -n 12 tokens/color.json && grep -rc 'var(--' src/components | "
                 "awk -F: '{s+=$2} END {print s \" var() uses\"}'",
                 "color.json  radius.json  spacing.json  typography.json\n"
                 "{\n  \"brandBrown600\": \"#6B4226\",\n  \"brandBrown100\": \"#F3E9E1\",\n"
                 "  \"surface\": \"#FFFFFF\",\n  \"surfaceDark\": \"#1E1A17\",\n  \"textMuted\": \"#6F6A66\",\n"
                 "  \"focusBlue\": \"#2F6FEB\",\n  ...\n}\n"
                 "418 var() uses\n"),
            ("assistant", "Today's tokens are flat names with raw hex values and no `$type`, and components reference "
                          "them through 418 `var()` uses. Three questions before I start:\n\n"
                          "1. Build tool: **Style Dictionary v4** reads the W3C format natively and has Swift and "
                          "Compose formats built in; **Theo** (Salesforce) hasn't had a release in years; or a "
                          "custom Node script. I'd take Style Dictionary v4.\n"
                          "2. CSS variable names: `--kiln-` prefix plus the token path in kebab-case, e.g. "
                          "`--kiln-color-bg-surface`?\n"
                          "3. Keep the old flat names as deprecated aliases for a while so apps don't break at once?"),
            ("user", "1 style dictionary v4, theo is dead and I'm not maintaining a custom script. 2 yes. 3 yes, "
                     "aliases until 3.0, then they go.\n\nthe illustration line in the spec is the design team's rule, "
                     "they own it and check it in figma. nothing for us to build there."),
            bash("npm i -D style-dictionary@^4",
                 "added 38 packages, and audited 1104 packages in 7s\n\nfound 0 vulnerabilities\n"),
            tool("Write", {"file_path": f"{KILN}/style-dictionary.config.mjs",
                           "content": "export default {\n  source: ['tokens/**/*.json'],\n  platforms: {\n"
                                      "    css: { transformGroup: 'css', prefix: 'kiln', buildPath: 'build/css/',\n"
                                      "           files: [{ destination: 'tokens.css', format: 'css/variables' }] },\n"
                                      "    ios: { transformGroup: 'ios-swift', buildPath: 'build/ios/',\n"
                                      "           files: [{ destination: 'KilnTokens.swift', format: "
                                      "'ios-swift/class.swift', className: 'KilnTokens' }] },\n"
                                      "    compose: { transformGroup: 'compose', buildPath: 'build/compose/',\n"
                                      "           files: [{ destination: 'KilnTokens.kt', format: "
                                      "'compose/object', className: 'KilnTokens', packageName: 'shop.brewline.kiln' "
                                      "}] },\n  },\n}\n"},
                 "File created successfully at: " + KILN + "/style-dictionary.config.mjs"),
            bash("node scripts/migrate-tokens-v2.mjs && npx style-dictionary build --config "
                 "style-dictionary.config.mjs",
                 "migrated 212 tokens to category.role.variant ($value/$type)\n"
                 "wrote 212 deprecated aliases -> tokens/deprecated.json (remove in 3.0)\n\n"
                 "css\n✔︎ build/css/tokens.css\n\nios\n✔︎ build/ios/KilnTokens.swift\n\n"
                 "compose\n✔︎ build/compose/KilnTokens.kt\n"),
            bash("grep -rnoE '#[0-9a-fA-F]{3,8}\\b' src/components --include='*.css' | head -n 8",
                 "src/components/Badge/Badge.module.css:7:#F3E9E1\n"
                 "src/components/Badge/Badge.module.css:8:#6B4226\n"
                 "src/components/Toast/Toast.module.css:12:#1E1A17\n"
                 "src/components/Tabs/Tabs.module.css:22:#2F6FEB\n"
                 "src/components/Tooltip/Tooltip.module.css:5:#000\n"
                 "src/components/Tooltip/Tooltip.module.css:6:#fff\n"),
            ("assistant", "The tokens build for all three platforms. Six declarations in four components still "
                          "hard-code hex colours instead of using a token. I'll map them to the semantic tokens "
                          "(`color.bg.subtle`, `color.text.brand`, `color.bg.inverse`, `color.focus`, ...)."),
            ("user", "yes. standing instruction: no hardcoded hex colours in kiln-ui components, ever. tokens only. "
                     "if there's no token for what you need, ask design for one, don't invent a colour. add a "
                     "stylelint rule for it"),
            tool("Edit", {"file_path": f"{KILN}/.stylelintrc.json",
                          "old_string": "  \"rules\": {\n",
                          "new_string": "  \"rules\": {\n    \"color-no-hex\": true,\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{KILN}/src/components/Button/Button.module.css",
                          "old_string": ".button:focus-visible {\n  outline: none;\n  box-shadow: 0 0 0 3px "
                                        "var(--focusBlue);\n}\n",
                          "new_string": ".button:focus-visible {\n  outline: 2px solid var(--kiln-color-focus);\n"
                                        "  outline-offset: 2px;\n}\n"},
                 "The file has been updated."),
            bash("npm run lint:css && npx vitest run && npx chromatic --dry-run | tail -n 3",
                 "> kiln-ui@2.9.0 lint:css\n> stylelint 'src/**/*.css'\n\n"
                 " Test Files  58 passed (58)\n      Tests  131 passed (131)\n\n"
                 "Found 43 visual changes across 27 stories (focus ring, spacing)\n"
                 "Dry run: no build published\n"),
            ("user", "the chromatic diffs are expected. just for this PR skip the snapshot update, the baselines get "
                     "reset anyway when the spacing PR merges tomorrow"),
            ("assistant", "OK, I'll leave the Chromatic baselines alone on this PR."),
            bash("git switch -qc feat/tokens-v2 && git add -A && git commit -qm 'Tokens v2: W3C format, Style "
                 "Dictionary v4 (css, swift, compose), --kiln- vars, focus ring, no hex' && git log -1 --oneline",
                 "0f3e8d1 Tokens v2: W3C format, Style Dictionary v4 (css, swift, compose), --kiln- vars, focus "
                 "ring, no hex\n"),
        ],
        "facts": [
            fact("token-build", "kiln-ui tokens live in tokens/*.json in the W3C design-token format and are built "
                                "with Style Dictionary v4 into CSS custom properties, Swift and Kotlin (Compose); "
                                "Theo and a custom script rejected.",
                 "decision", "user", ["Style Dictionary", ["Swift", "Compose", "Kotlin"]]),
            fact("token-naming", "Tokens are named category.role.variant (color.bg.surface); CSS variables get the "
                                 "--kiln- prefix plus the path in kebab-case (--kiln-color-bg-surface); old flat "
                                 "names stay as deprecated aliases until 3.0.",
                 "convention", "user", ["category.role.variant", "--kiln-"]),
            fact("focus-ring", "Every interactive kiln-ui component has a 2px solid color.focus focus ring with a 2px "
                               "offset.",
                 "rule", "user", ["focus", "2px"]),
            fact("no-hex", "No hardcoded hex colours in kiln-ui components, tokens only; if a token is missing, ask "
                           "design for one (stylelint color-no-hex).",
                 "rule", "user", ["hex", "token"], remember=True),
        ],
        "optional": [
            opt("spacing-scale", "Spacing has a 4px base: space.1 to space.10 = 4, 8, 12, 16, 20, 24, 32, 40, 48, 64.",
                ["4px", "space"]),
            opt("semantic-only", "Components use semantic tokens only, never primitives like color.brown.600.",
                ["semantic", "primitives"]),
            opt("aliases", "Deprecated flat-name aliases are in tokens/deprecated.json and are removed in 3.0.",
                ["3.0"]),
        ],
        "questions": [
            q("Which tool builds the kiln-ui tokens?", "Style Dictionary v4, into CSS, Swift and Compose",
              ["token-build"]),
            q("What do kiln-ui's CSS variable names look like?", "--kiln- prefix plus the token path in kebab-case, "
                                                                  "e.g. --kiln-color-bg-surface",
              ["token-naming"]),
            q("What focus ring do interactive components get?", "2px solid color.focus with a 2px offset",
              ["focus-ring"]),
            q("May a kiln-ui component use a hex colour?", "no, tokens only; ask design for a token",
              ["no-hex"]),
        ],
    },
]
