"""h59 Claude Code sessions, part c: catalogue-web, the public catalogue website (SvelteKit, TypeScript) — live
availability on the record page and screen-reader problems on search, worked by a developer who writes
Hindi-flavoured English — and a disk-space chore on one of the consortium's VMs (lib-infra) that leaves nothing."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

WEB = "/home/anand/src/catalogue-web"
INFRA = "/home/sam/ops/lib-infra"

SESSIONS = [
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cc-opac-availability",
        "project": WEB,
        "start": datetime(2026, 11, 4, 15, 30),
        "about": "catalogue-web: record pages cached 10 minutes show stale 'Available'; three options, the second "
                 "(availability fetched client-side through our proxy) picked, SSE refused; the agent's first draft "
                 "calls shelfmark from the browser and is corrected, with 'add this in CLAUDE.md so next time also'; "
                 "proxy max-age 60 then 30; a 'last checked' proposal nobody answers",
        "steps": [
            ("user", "Hello! Kindly help with one thing. On record page of catalogue, the availability per branch is "
                     "coming from SSR only, and the page is cached in CDN for 10 minutes. So patrons are seeing "
                     "'Available at Eastgate', they are going there and book is already issued. Branch staff are "
                     "complaining since last week itself."),
            tool("Read", {"file_path": f"{WEB}/src/routes/record/[bib]/+page.server.ts"},
                 "     1\timport type { PageServerLoad } from './$types';\n"
                 "     2\timport { shelfmark } from '$lib/server/shelfmark';\n"
                 "     3\t\n"
                 "     4\texport const load: PageServerLoad = async ({ params, setHeaders }) => {\n"
                 "     5\t  const [bib, availability] = await Promise.all([\n"
                 "     6\t    shelfmark.bib(params.bib),\n"
                 "     7\t    shelfmark.availability(params.bib)\n"
                 "     8\t  ]);\n"
                 "     9\t  setHeaders({ 'cache-control': 'public, max-age=600' });\n"
                 "    10\t  return { bib, availability };\n"
                 "    11\t};\n"),
            tool("Read", {"file_path": f"{WEB}/src/lib/server/shelfmark.ts"},
                 "     1\timport { SHELFMARK_URL, SHELFMARK_API_KEY } from '$env/static/private';\n"
                 "     2\t\n"
                 "     3\tasync function get<T>(path: string): Promise<T> {\n"
                 "     4\t  const res = await fetch(`${SHELFMARK_URL}${path}`, {\n"
                 "     5\t    headers: { 'x-api-key': SHELFMARK_API_KEY, accept: 'application/json' }\n"
                 "     6\t  });\n"
                 "     7\t  if (!res.ok) throw new Error(`shelfmark ${path}: ${res.status}`);\n"
                 "     8\t  return res.json() as Promise<T>;\n"
                 "     9\t}\n"
                 "    10\t\n"
                 "    11\texport const shelfmark = {\n"
                 "    12\t  bib: (id: string) => get<Bib>(`/api/v2/bibs/${id}`),\n"
                 "    13\t  availability: (id: string) => get<Availability[]>(`/api/v2/availability/${id}`)\n"
                 "    14\t};\n"),
            ("assistant", "The whole record page, availability included, is cached for 600 seconds, so a copy that "
                          "says 'Available' can be up to ten minutes old. Three ways out:\n\n"
                          "1. **Stop caching the record page.** Always fresh, but every record view hits shelfmark "
                          "twice, and the record page is by far the most visited page (search engines crawl it too).\n"
                          "2. **Keep the page cached, fetch availability client-side.** The bibliographic part (title, "
                          "author, subjects) barely changes and stays cached for 10 minutes; a small component asks "
                          "for availability after the page has rendered, with its own short cache.\n"
                          "3. **Server-sent events (SSE).** shelfmark pushes availability changes and the page "
                          "updates live. Nicest for the patron, but shelfmark has no such endpoint, and long-lived "
                          "connections through the CDN need extra config."),
            ("user", "Second one is making sense. SSE we are not doing, shelfmark team is having no time for new "
                     "endpoint this quarter."),
            tool("Write", {"file_path": f"{WEB}/src/lib/components/Availability.svelte",
                           "content": "<script lang=\"ts\">\n  import { onMount } from 'svelte';\n"
                                      "  import { PUBLIC_SHELFMARK_URL } from '$env/static/public';\n"
                                      "  export let bib: string;\n  let rows: Availability[] | null = null;\n"
                                      "  onMount(async () => {\n"
                                      "    const res = await fetch(`${PUBLIC_SHELFMARK_URL}/api/v2/availability/${bib}`);\n"
                                      "    rows = await res.json();\n  });\n</script>\n..."},
                 "File created successfully at: /home/anand/src/catalogue-web/src/lib/components/Availability.svelte"),
            ("assistant", "First version: `Availability.svelte` fetches `/api/v2/availability/{bib}` from shelfmark "
                          "on mount, using a new `PUBLIC_SHELFMARK_URL`. I'll remove availability from the page "
                          "load next."),
            ("user", "No no, wait. Browser should never be calling shelfmark directly. Everything is going through "
                     "our own /api routes in SvelteKit — the shelfmark API key cannot go in the browser and anyway "
                     "CORS is closed on shelfmark. Please add this in CLAUDE.md so next time also you are not doing "
                     "this."),
            tool("Read", {"file_path": f"{WEB}/CLAUDE.md"},
                 "     1\t# catalogue-web\n"
                 "     2\t\n"
                 "     3\tSvelteKit 2, TypeScript, adapter-node behind the CDN. `npm run dev` on port 5173.\n"
                 "     4\t\n"
                 "     5\t## Commands\n"
                 "     6\t- `npm run check` — svelte-check\n"
                 "     7\t- `npm run test:unit` — vitest\n"
                 "     8\t- `npm run test:e2e` — Playwright against the preview build\n"),
            tool("Edit", {"file_path": f"{WEB}/CLAUDE.md",
                          "old_string": "- `npm run test:e2e` — Playwright against the preview build\n",
                          "new_string": "- `npm run test:e2e` — Playwright against the preview build\n\n"
                                        "## Rules\n"
                                        "- The browser never calls shelfmark directly. All shelfmark calls go through our "
                                        "SvelteKit `/api` routes (`src/routes/api/...`), which add SHELFMARK_API_KEY on "
                                        "the server. CORS on shelfmark is closed.\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{WEB}/src/routes/api/availability/[bib]/+server.ts",
                           "content": "import { json } from '@sveltejs/kit';\nimport { shelfmark } from '$lib/server/shelfmark';\n\n"
                                      "export async function GET({ params, setHeaders }) {\n"
                                      "  const rows = await shelfmark.availability(params.bib);\n"
                                      "  setHeaders({ 'cache-control': 'public, max-age=60' });\n"
                                      "  return json(rows);\n}\n"},
                 "File created successfully at: /home/anand/src/catalogue-web/src/routes/api/availability/[bib]/+server.ts"),
            tool("Edit", {"file_path": f"{WEB}/src/lib/components/Availability.svelte",
                          "old_string": "    const res = await fetch(`${PUBLIC_SHELFMARK_URL}/api/v2/availability/${bib}`);",
                          "new_string": "    const res = await fetch(`/api/availability/${bib}`);"},
                 "The file has been updated."),
            bash("sed -i \"/PUBLIC_SHELFMARK_URL/d\" src/lib/components/Availability.svelte .env.example && "
                 "npm run check 2>&1 | tail -n 6 && npm run test:unit -- --run 2>&1 | tail -n 8",
                 "> catalogue-web@4.12.0 check\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n"
                 "====================================\n"
                 "svelte-check found 0 errors and 0 warnings\n"
                 "\n RUN  v2.1.4 /home/anand/src/catalogue-web\n\n"
                 " ✓ src/lib/server/shelfmark.test.ts (4 tests) 18ms\n"
                 " ✓ src/routes/api/availability/server.test.ts (3 tests) 22ms\n"
                 " ✓ src/lib/components/Availability.test.ts (5 tests) 61ms\n\n"
                 " Test Files  3 passed (3)\n      Tests  12 passed (12)\n   Duration  1.42s\n"),
            ("assistant", "Now the browser only talks to `/api/availability/{bib}`; the proxy adds the API key "
                          "server-side and caches the answer for 60 seconds at the CDN. The record page keeps its "
                          "10-minute cache for the bibliographic part. CLAUDE.md has the rule under a new 'Rules' "
                          "heading.\n\nWe could also show a small 'checked 20 seconds ago' line under the "
                          "availability table so patrons know how fresh it is."),
            ("user", "60 seconds is too much only. Holds shelf staff are saying a copy can go out in one minute "
                     "itself. Make it 30."),
            tool("Edit", {"file_path": f"{WEB}/src/routes/api/availability/[bib]/+server.ts",
                          "old_string": "max-age=60", "new_string": "max-age=30"},
                 "The file has been updated."),
            bash("npm run build 2>&1 | tail -n 5 && npm run preview -- --port 4173 & sleep 4; "
                 "curl -sI http://localhost:4173/api/availability/b1204417 | grep -i 'cache-control\\|content-type'",
                 "✓ built in 7.81s\nRun npm run preview to preview your production build locally.\n\n"
                 "> Using @sveltejs/adapter-node\n  ✔ done\n"
                 "cache-control: public, max-age=30\ncontent-type: application/json\n"),
            ("assistant", "Proxy answers with `max-age=30` now. Summary:\n\n"
                          "- Record page: still cached 10 minutes at the CDN (bibliographic data only).\n"
                          "- Availability: fetched client-side by `Availability.svelte` from `/api/availability/"
                          "{bib}`, cached 30 seconds.\n"
                          "- SSE not done.\n"
                          "- CLAUDE.md: browser never calls shelfmark directly, only through `/api` routes."),
            ("user", "Thank you so much. I will deploy to staging tomorrow morning."),
        ],
        "facts": [
            fact("availability-client-side", "The record page stays cached (10 minutes) and live availability is "
                                             "fetched client-side after render by Availability.svelte from our "
                                             "/api/availability proxy; SSE was refused (shelfmark team has no time for "
                                             "a new endpoint).",
                 "decision", "user", ["availability", ["client-side", "client side"]]),
            fact("availability-max-age", "The /api/availability proxy sets cache-control max-age=30 (first 60; a copy "
                                         "can go out within a minute).",
                 "config", "user", ["max-age", "30"]),
            fact("browser-no-shelfmark", "Rule in CLAUDE.md: the browser never calls shelfmark directly; all calls go "
                                         "through the SvelteKit /api routes, which add the API key server-side (CORS "
                                         "on shelfmark is closed).",
                 "rule", "user", ["browser", "shelfmark", "/api"], remember=True),
            fact("api-key-server", "SHELFMARK_API_KEY is a private env var used only server-side in "
                                   "src/lib/server/shelfmark.ts; it must not reach the browser.",
                 "config", "user", ["SHELFMARK_API_KEY"]),
        ],
        "optional": [
            opt("sse-refused", "SSE for availability was refused.", ["SSE"]),
            opt("max-age-60-first", "The proxy cache was first 60 seconds.", ["max-age", "60"]),
        ],
        "questions": [
            q("How does the record page show up-to-date availability?",
              "fetched client-side from the /api/availability proxy, record page stays cached", ["availability-client-side"]),
            q("How long is the availability answer cached?", "max-age 30 seconds", ["availability-max-age"]),
            q("May browser code call shelfmark directly?",
              "no, only through the SvelteKit /api routes", ["browser-no-shelfmark"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cc-opac-search-a11y",
        "project": WEB,
        "start": datetime(2026, 11, 12, 10, 5),
        "about": "catalogue-web: screen readers don't announce the search result count; the person's guess "
                 "(aria-live missing) wrong, it's there; the agent's first fix (assertive) doesn't help; cause: the "
                 "live region sits in the {#key query} keyed block and is recreated on every search; page title "
                 "with the result count; remember-request in Hindi-flavoured English (axe check in every new "
                 "component's Playwright test); contrast fix of the 'Available' badge",
        "steps": [
            ("user", "Good morning! One accessibility complaint has come from the visually impaired readers group at "
                     "Northgate branch. With screen reader (NVDA), after they search, the number of results is not "
                     "getting announced, they are having to go down the page and find. I am thinking aria-live is "
                     "missing itself. Can you check please?"),
            bash("rg -n 'aria-live|#key' src/routes/search src/lib/components/search",
                 "src/routes/search/+page.svelte:31:{#key data.query}\n"
                 "src/routes/search/+page.svelte:33:  <p class=\"result-count\" aria-live=\"polite\">{data.total} results for “{data.query}”</p>\n"),
            tool("Read", {"file_path": f"{WEB}/src/routes/search/+page.svelte", "offset": 20, "limit": 40},
                 "    20\t<svelte:head>\n"
                 "    21\t  <title>Search – Larkmoor Libraries</title>\n"
                 "    22\t</svelte:head>\n"
                 "    23\t\n"
                 "    24\t<SearchBox value={data.query} />\n"
                 "    25\t\n"
                 "    26\t{#if data.error}\n"
                 "    27\t  <ErrorNotice error={data.error} />\n"
                 "    28\t{/if}\n"
                 "    29\t\n"
                 "    30\t<!-- re-run the fade-in animation for every new search -->\n"
                 "    31\t{#key data.query}\n"
                 "    32\t  <section class=\"results\" in:fade={{ duration: 150 }}>\n"
                 "    33\t  <p class=\"result-count\" aria-live=\"polite\">{data.total} results for “{data.query}”</p>\n"
                 "    34\t  <FacetBar facets={data.facets} />\n"
                 "    35\t  <ResultList items={data.items} />\n"
                 "    36\t  <Pager page={data.page} total={data.total} />\n"
                 "    37\t  </section>\n"
                 "    38\t{/key}\n"),
            ("assistant", "aria-live is there (`polite`, line 33), so it's not missing. My first guess: 'polite' waits "
                          "until the screen reader has finished speaking, and NVDA is still reading the new page "
                          "title and search box when the count changes, so the announcement may get dropped. Let me "
                          "try `aria-live=\"assertive\"` — can you test it with NVDA on your machine?"),
            tool("Edit", {"file_path": f"{WEB}/src/routes/search/+page.svelte",
                          "old_string": "aria-live=\"polite\"", "new_string": "aria-live=\"assertive\""},
                 "The file has been updated."),
            ("user", "Tested just now with NVDA and Firefox. Still nothing is coming. First page load it reads, after "
                     "second search silent."),
            ("assistant", "That rules out the politeness level, and 'works on first load, silent afterwards' points "
                          "somewhere else. The count paragraph sits inside `{#key data.query}` — a keyed block. "
                          "Svelte destroys everything inside a keyed block and creates it fresh whenever the key "
                          "changes (that's how the fade-in re-runs). So on every new search the live region is a "
                          "brand-new element that arrives in the DOM already holding its text. Screen readers only "
                          "announce *changes* to a live region they were already watching; a region inserted together "
                          "with its content is usually not announced at all.\n\n"
                          "Fix: move the live region out of the keyed block so the same element stays in the DOM and "
                          "only its text changes. The fade can stay on the results. I'll put `polite` back, since "
                          "assertive interrupts whatever the user is doing and isn't needed once the region is "
                          "stable."),
            tool("Edit", {"file_path": f"{WEB}/src/routes/search/+page.svelte",
                          "old_string": "{#key data.query}\n  <section class=\"results\" in:fade={{ duration: 150 }}>\n"
                                        "  <p class=\"result-count\" aria-live=\"assertive\">{data.total} results for “{data.query}”</p>\n",
                          "new_string": "<p class=\"result-count\" aria-live=\"polite\" aria-atomic=\"true\">\n"
                                        "  {data.query ? `${data.total} results for “${data.query}”` : ''}\n</p>\n\n"
                                        "{#key data.query}\n  <section class=\"results\" in:fade={{ duration: 150 }}>\n"},
                 "The file has been updated."),
            ("user", "Now it is announcing every time! Super. One more thing, can the browser tab title also say the "
                     "count? Some users are using the tab title to know where they are."),
            tool("Edit", {"file_path": f"{WEB}/src/routes/search/+page.svelte",
                          "old_string": "  <title>Search – Larkmoor Libraries</title>",
                          "new_string": "  <title>{data.query ? `${data.total} results for “${data.query}” – ` : 'Search – '}Larkmoor Libraries</title>"},
                 "The file has been updated."),
            ("assistant", "The page title now carries the result count and the query, e.g. '23 results for “estuary "
                          "birds” – Larkmoor Libraries'. Let me add a Playwright test for the announcement and run "
                          "axe on the search page while I'm there."),
            tool("Write", {"file_path": f"{WEB}/tests/e2e/search-a11y.spec.ts",
                           "content": "import { test, expect } from '@playwright/test';\nimport AxeBuilder from '@axe-core/playwright';\n\n"
                                      "test('result count live region survives a second search', async ({ page }) => { ... });\n"
                                      "test('search page has no axe violations', async ({ page }) => {\n"
                                      "  await page.goto('/search?q=estuary');\n"
                                      "  const results = await new AxeBuilder({ page }).analyze();\n"
                                      "  expect(results.violations).toEqual([]);\n});\n"},
                 "File created successfully at: /home/anand/src/catalogue-web/tests/e2e/search-a11y.spec.ts"),
            bash("npx playwright test tests/e2e/search-a11y.spec.ts --reporter=line 2>&1 | tail -n 30",
                 "Running 2 tests using 2 workers\n"
                 "[1/2] [chromium] › search-a11y.spec.ts:4:1 › result count live region survives a second search\n"
                 "[2/2] [chromium] › search-a11y.spec.ts:10:1 › search page has no axe violations\n"
                 "  1) [chromium] › search-a11y.spec.ts:10:1 › search page has no axe violations ───────────────\n\n"
                 "    Error: expect(received).toEqual(expected) // deep equality\n\n"
                 "    - Expected  -  1\n    + Received  + 24\n\n"
                 "    - Array []\n    + Array [\n    +   Object {\n"
                 "    +     \"description\": \"Ensures the contrast between foreground and background colors meets WCAG 2 AA minimum contrast ratio thresholds\",\n"
                 "    +     \"id\": \"color-contrast\",\n"
                 "    +     \"impact\": \"serious\",\n"
                 "    +     \"nodes\": Array [\n"
                 "    +       Object {\n"
                 "    +         \"html\": \"<span class=\\\"badge badge-available\\\">Available</span>\",\n"
                 "    +         \"failureSummary\": \"Fix any of the following:\\n  Element has insufficient color contrast of 2.37 (foreground color: #33cc99, background color: #ffffff, font size: 9.8pt (13px), font weight: bold). Expected contrast ratio of 4.5:1\",\n"
                 "    +       },\n"
                 "    +       ... 11 more nodes\n"
                 "    +     ],\n    +   },\n    + ]\n\n"
                 "      at tests/e2e/search-a11y.spec.ts:13:29\n\n"
                 "  1 failed\n    [chromium] › search-a11y.spec.ts:10:1 › search page has no axe violations\n"
                 "  1 passed (6.1s)\n"),
            ("assistant", "The live-region test passes. axe found one real problem: the green 'Available' badge "
                          "(#33cc99 on white) has a contrast of 2.37:1, below the 4.5:1 WCAG AA needs for text that "
                          "size. A darker green, #1a7f37, gives 5.1:1 and still reads as 'available'."),
            ("user", "Yes change it. And one thing you please keep in your mind for all the coming sessions also: "
                     "whatever new component you are making, axe check should be there in its Playwright test "
                     "itself. No skipping, even for small small components."),
            tool("Edit", {"file_path": f"{WEB}/src/lib/styles/badges.css",
                          "old_string": "  --badge-available: #33cc99;", "new_string": "  --badge-available: #1a7f37;"},
                 "The file has been updated."),
            bash("npx playwright test tests/e2e/search-a11y.spec.ts --reporter=line 2>&1 | tail -n 3",
                 "Running 2 tests using 2 workers\n[2/2] [chromium] › search-a11y.spec.ts:10:1 › search page has no axe violations\n"
                 "  2 passed (5.8s)\n"),
            ("assistant", "Both pass. I'll follow that from now on: every new component gets an axe check in its "
                          "Playwright test.\n\n"
                          "## Summary\n"
                          "- **Cause:** the result-count live region sat inside the `{#key data.query}` keyed block, so "
                          "it was recreated on every search and screen readers never saw it change. aria-live was "
                          "present; switching to assertive didn't help.\n"
                          "- **Fix:** live region moved outside the keyed block (polite, aria-atomic).\n"
                          "- **Page title:** now shows the result count and the query.\n"
                          "- **Contrast:** 'Available' badge #33cc99 → #1a7f37.\n"
                          "- **Tests:** tests/e2e/search-a11y.spec.ts (live region + axe)."),
            ("user", "Thanks a lot! I will write to the Northgate group."),
        ],
        "facts": [
            fact("live-region-keyed", "Screen readers didn't announce the search result count because the aria-live "
                                      "region sat inside the {#key data.query} keyed block and was recreated on every "
                                      "search; it now lives outside the keyed block. aria-live was present; assertive "
                                      "did not help.",
                 "bugfix", "assistant", ["aria-live", ["keyed block", "#key"]]),
            fact("title-count", "The search page title shows the result count and the query ('23 results for "
                                "“estuary birds” – Larkmoor Libraries').",
                 "decision", "user", ["title", "results for"]),
            fact("axe-every-component", "Every new catalogue-web component must have an axe check in its Playwright "
                                        "test, no skipping, even for small components.",
                 "rule", "user", ["axe", "Playwright"], remember=True),
            fact("badge-contrast", "The 'Available' badge colour changed from #33cc99 (contrast 2.37:1) to #1a7f37 to "
                                   "pass WCAG AA.",
                 "bugfix", "assistant", ["#1a7f37"]),
        ],
        "optional": [
            opt("assertive-tried", "aria-live assertive was tried and did not help; polite is kept.", ["assertive"]),
        ],
        "questions": [
            q("Why did screen readers not announce the search result count after a second search?",
              "the aria-live region was inside the keyed block and recreated on every search", ["live-region-keyed"]),
            q("What must every new catalogue-web component have in its tests?",
              "an axe check in its Playwright test", ["axe-every-component"]),
            q("What colour is the 'Available' badge and why?",
              "#1a7f37, for contrast", ["badge-contrast"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------
    {
        "id": "h59-cc-infra-disk-chore",
        "project": INFRA,
        "start": datetime(2026, 11, 19, 16, 40),
        "about": "lib-infra: nothing durable; lib-app-02 at 94% disk, one-off cleanup of the journal and apt cache; "
                 "MARC import temp files left alone 'ask cataloguing first'; a journald SystemMaxUse proposal put off "
                 "('maybe next week'); chatter about the staff party",
        "steps": [
            ("user", "afternoon! lib-app-02 is whining about disk again, monitoring says 94%. can you have a look and "
                     "free some space for today, I'll sort it properly some other time. how was your week lol, oh "
                     "right"),
            bash("ssh lib-app-02 'df -h -x tmpfs -x devtmpfs'",
                 "Filesystem                 Size  Used Avail Use% Mounted on\n"
                 "/dev/mapper/vg0-root        40G   36G  2.4G  94% /\n"
                 "/dev/sda1                  974M  212M  695M  24% /boot\n"
                 "/dev/mapper/vg0-srv        120G   61G   54G  54% /srv\n"),
            bash("ssh lib-app-02 'sudo du -xsh /var/log/journal /var/cache/apt /var/lib/docker /tmp /var/tmp "
                 "/home/* 2>/dev/null | sort -h | tail -n 12'",
                 "8.0K\t/var/tmp\n"
                 "44K\t/tmp\n"
                 "180M\t/home/sam\n"
                 "412M\t/home/kofi\n"
                 "1.2G\t/var/cache/apt\n"
                 "6.8G\t/var/lib/docker\n"
                 "9.1G\t/var/log/journal\n"),
            bash("ssh lib-app-02 'journalctl --disk-usage; sudo du -sh /srv/shelfmark/tmp/marc-imports; "
                 "ls -lt /srv/shelfmark/tmp/marc-imports | tail -n 6'",
                 "Archived and active journals take up 9.1G in the file system.\n"
                 "3.4G\t/srv/shelfmark/tmp/marc-imports\n"
                 "-rw-r----- 1 shelfmark shelfmark  88M Oct  2 11:14 vendor-b-2026-10-02.mrc\n"
                 "-rw-r----- 1 shelfmark shelfmark 112M Sep 29 09:40 vendor-a-2026-09-29.mrc\n"
                 "-rw-r----- 1 shelfmark shelfmark  74M Sep 18 15:02 dvd-refresh-2026-09-18.mrc\n"
                 "-rw-r----- 1 shelfmark shelfmark 301M Sep 03 10:22 vendor-a-2026-09-03.mrc\n"
                 "-rw-r----- 1 shelfmark shelfmark  96M Aug 21 08:55 vendor-b-2026-08-21.mrc\n"
                 "-rw-r----- 1 shelfmark shelfmark 140M Aug 07 13:37 vendor-a-2026-08-07.mrc\n"),
            ("assistant", "The root filesystem is the full one (/srv is fine at 54%). Biggest items on it:\n\n"
                          "- `/var/log/journal` — 9.1G of systemd journal.\n"
                          "- `/var/lib/docker` — 6.8G, mostly images; I'd leave it, the SIP2 watchdog runs in a "
                          "container.\n"
                          "- `/var/cache/apt` — 1.2G of downloaded packages, safe to clean.\n\n"
                          "The 3.4G of MARC import files are on /srv, so deleting them wouldn't help the root disk "
                          "anyway. For today I'd vacuum the journal down to 1G and clean the apt cache, which should "
                          "bring / to about 70%."),
            ("user", "journal and apt yes. don't touch the marc files, cataloguing might still want last month's, "
                     "I'd have to ask them first"),
            bash("ssh lib-app-02 'sudo journalctl --vacuum-size=1G 2>&1 | tail -n 3; sudo apt-get clean; df -h /'",
                 "Deleted archived journal /var/log/journal/3f9c0e.../system@000613b1d2a4c1e3-2b6e1f0c8a9d7e41.journal~ (128.0M).\n"
                 "Vacuuming done, freed 8.1G of archived journals from /var/log/journal/3f9c0e4a5b1d4e7f9a2c8b6d0e1f2a3b.\n"
                 "Vacuuming done, freed 0B of archived journals from /run/log/journal.\n"
                 "Filesystem                 Size  Used Avail Use% Mounted on\n"
                 "/dev/mapper/vg0-root        40G   27G   12G  71% /\n"),
            ("assistant", "Down from 94% to 71%, 12G free. It'll creep back up, since journald has no size cap on this "
                          "box. A `SystemMaxUse=1G` in `/etc/systemd/journald.conf`, set through the ansible base "
                          "role for all the VMs, would keep it from happening again. Want me to add it?"),
            ("user", "not now, thursday afternoon brain. maybe next week, I want to look at what the other boxes keep "
                     "first"),
            ("assistant", "Fine, I'll leave it. Nothing else changed on the box."),
            ("user", "cheers. btw is the staff party on the 11th or the 12th? haha you wouldn't know. ok off home, "
                     "the bus from Central is always late on thursdays"),
            ("assistant", "No idea about the party, sorry. Have a good evening!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
