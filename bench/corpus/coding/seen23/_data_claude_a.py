"""h23 Claude Code sessions, part a: a review round on a Kotlin PR, a CSRF hole in a Laravel app, Svelte badges."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

COPPER = "/home/dev/copperleaf"
MARROW = "/home/dev/marrowfield"
PEBBLE = "/home/dev/pebbleworks"

SESSIONS = [
    {
        "id": "h23-cc-copper-review",
        "project": COPPER,
        "start": datetime(2026, 11, 3, 9, 20),
        "about": "Kotlin/Spring invoicing; a colleague's six review points, three accepted and three rejected with reasons; "
                 "CONTRIBUTING rule quoted and confirmed; 'keep this rule' at the end of a message; an assistant proposal "
                 "(PDF formatting) nobody answers",
        "steps": [
            ("user", "Tomasz left review comments on my PR #412 in copperleaf (per-tenant invoice numbering). I pasted them "
                     "into review.md. Can you go through them with me before I answer?"),
            tool("Read", {"file_path": f"{COPPER}/review.md"},
                 "PR #412 review (Tomasz)\n\n"
                 "1. InvoiceNumberService uses a `synchronized` block. We run 3 pods, this does nothing across them. "
                 "Use a DB sequence?\n"
                 "2. `invNo` in InvoiceDto: please spell it out, `invoiceNumber`.\n"
                 "3. POST /invoices returns 200. Should be 201 with a Location header.\n"
                 "4. The repository should move to jOOQ, JPA is too slow for the numbering query.\n"
                 "5. No test for the year rollover (numbers restart at 1 on 1 January).\n"
                 "6. Put @Transactional(readOnly = true) on the InvoiceRepository query methods.\n"),
            ("assistant", "Going through them:\n\n"
                          "1. **Right about the bug.** `synchronized` only locks inside one JVM; with 3 pods two requests "
                          "can get the same number. A plain Postgres sequence is not a good fit either: sequences are not "
                          "transactional, so a rolled-back insert burns a number and leaves a gap. The usual answer for "
                          "gapless numbering is a counter row per tenant and year, read with `SELECT ... FOR UPDATE` inside "
                          "the insert transaction.\n"
                          "2. Cosmetic, cheap, fine.\n"
                          "3. Correct: 201 Created plus `Location: /invoices/{id}` is the convention for a create.\n"
                          "4. A big change for one query; the numbering query is a single-row lookup, not slow.\n"
                          "5. Fair, the rollover is the riskiest path.\n"
                          "6. Harmless on its own, but check whether the team has a convention on where transactions are "
                          "declared."),
            ("user", "1: yes, counter row with FOR UPDATE. and not a sequence, our accountants need gapless numbers per "
                     "tenant and year, a gap means explaining it to the tax office. 2 and 3 accepted. 4 no: we're not "
                     "mixing jOOQ into a JPA codebase for one table, and the slow thing he remembers was the old VAT "
                     "report, not this. 5 yes obviously. 6 reject: our CONTRIBUTING says @Transactional goes on service "
                     "methods, never on repositories, and that applies here, these are repository methods."),
            bash("grep -n -i 'transactional' CONTRIBUTING.md",
                 "38:- `@Transactional` (including `readOnly = true`) belongs on service methods, never on repositories "
                 "or controllers.\n"),
            ("assistant", "Confirmed, CONTRIBUTING.md line 38 says exactly that, so point 6 gets a pointer to it. Starting on "
                          "point 1: a Flyway migration for an `invoice_counters` table keyed by (tenant_id, year), and the "
                          "service locks that row."),
            tool("Write", {"file_path": f"{COPPER}/src/main/resources/db/migration/V27__invoice_counters.sql",
                           "content": "CREATE TABLE invoice_counters (\n    tenant_id  uuid    NOT NULL,\n"
                                      "    year       integer NOT NULL,\n    next_value integer NOT NULL DEFAULT 1,\n"
                                      "    PRIMARY KEY (tenant_id, year)\n);\n"},
                 "File created successfully at: "
                 "/home/dev/copperleaf/src/main/resources/db/migration/V27__invoice_counters.sql"),
            tool("Edit", {"file_path": f"{COPPER}/src/main/kotlin/copperleaf/invoice/InvoiceNumberService.kt",
                          "old_string": "    fun next(tenantId: UUID): String = synchronized(this) {\n"
                                        "        counter.incrementAndGet().toString()\n    }",
                          "new_string": "    @Transactional\n    fun next(tenantId: UUID, year: Int): InvoiceNumber {\n"
                                        "        val value = counters.lockOrCreate(tenantId, year) // SELECT ... FOR UPDATE\n"
                                        "        counters.increment(tenantId, year)\n"
                                        "        return InvoiceNumber(year, value)\n    }"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{COPPER}/src/main/kotlin/copperleaf/invoice/InvoiceController.kt",
                          "old_string": "        return ResponseEntity.ok(dto)",
                          "new_string": "        return ResponseEntity.created(URI.create(\"/invoices/${dto.id}\")).body(dto)"},
                 "The file has been updated."),
            bash("./gradlew test --tests '*Invoice*'",
                 "> Task :test\nInvoiceNumberServiceTest > two pods never get the same number PASSED\n"
                 "InvoiceNumberServiceTest > numbers restart at 1 on year rollover PASSED\n"
                 "InvoiceControllerTest > create returns 201 with Location PASSED\n"
                 "InvoiceDtoTest > serializes invoiceNumber PASSED\n\nBUILD SUCCESSFUL in 38s\n"),
            ("assistant", "All green, including the new year-rollover test and a concurrency test that runs two "
                          "transactions against the same counter row. While I'm in here: the PDF generator still formats "
                          "numbers itself with `String.format`; I could switch it to the new `InvoiceNumber` value class so "
                          "the format lives in one place."),
            ("user", "write my replies to Tomasz into review-replies.md, short, one line per point. and keep this rule: "
                     "invoice numbers are gapless per tenant and year and never come from a database sequence."),
            tool("Write", {"file_path": f"{COPPER}/review-replies.md",
                           "content": "1. Agreed on the bug; fixed with an invoice_counters row locked FOR UPDATE. Not a "
                                      "sequence: gaps on rollback.\n2. Done.\n3. Done, 201 + Location.\n"
                                      "4. Not doing jOOQ next to JPA for one table; the slow query you remember was the old "
                                      "VAT report.\n5. Added.\n"
                                      "6. Not applied: CONTRIBUTING.md line 38, @Transactional goes on services, not "
                                      "repositories.\n"},
                 "File created successfully at: /home/dev/copperleaf/review-replies.md"),
            ("assistant", "Replies written. And noted: invoice numbers are gapless per tenant and year, never from a "
                          "database sequence."),
            ("user", "push"),
            bash("git add -A && git commit -m 'invoice numbers: per-tenant counter row, 201 on create, review fixes' "
                 "&& git push",
                 "[invoice-numbering 7c2d9e1] invoice numbers: per-tenant counter row, 201 on create, review fixes\n"
                 " 6 files changed, 118 insertions(+), 22 deletions(-)\nTo github.com:copperleaf/copperleaf.git\n"
                 "   a41f0b2..7c2d9e1  invoice-numbering -> invoice-numbering\n"),
        ],
        "facts": [
            fact("counter-row", "Invoice numbers come from an invoice_counters row per (tenant_id, year) locked with "
                                "SELECT ... FOR UPDATE; synchronized did nothing across the 3 pods.",
                 "decision", "user", ["invoice_counters", "FOR UPDATE"]),
            fact("gapless", "Invoice numbers are gapless per tenant and year and never come from a database sequence "
                            "(a sequence leaves gaps on rollback).",
                 "rule", "user", ["gapless", "sequence"], remember=True),
            fact("no-jooq", "Review point 4 rejected: no jOOQ mixed into the JPA codebase for one table.",
                 "decision", "user", ["jOOQ", "JPA"]),
            fact("transactional-services", "CONTRIBUTING: @Transactional (readOnly too) goes on service methods, never on "
                                           "repositories; review point 6 rejected because of it.",
                 "rule", "user", ["@Transactional", "repositories"]),
            fact("create-201", "POST /invoices returns 201 Created with a Location header.",
                 "decision", "user", ["201", "Location"]),
        ],
        "optional": [
            opt("invoice-number-dto", "The DTO field invNo was renamed invoiceNumber.", ["invoiceNumber"]),
            opt("rollover-test", "A test covers the year rollover (numbers restart at 1 on 1 January).", ["rollover"]),
        ],
        "questions": [
            q("How are invoice numbers allocated across the pods?",
              "an invoice_counters row locked with SELECT ... FOR UPDATE", ["counter-row"]),
            q("Why not use a database sequence for invoice numbers?",
              "a rolled-back insert burns a number and leaves a gap; accountants need gapless numbers per tenant and year", ["gapless"]),
            q("Where does @Transactional go in copperleaf?", "on service methods, never on repositories",
              ["transactional-services"]),
        ],
    },
    {
        "id": "h23-cc-marrow-csrf",
        "project": MARROW,
        "start": datetime(2026, 11, 5, 14, 10),
        "about": "Laravel allotment bookings; CSRF report: session-authenticated routes in api.php plus SameSite none; fix; "
                 "'lock this in for the future' rule with a guard test; offer to draft a reply declined; "
                 "near-miss 'force push it this time'",
        "steps": [
            ("user", "Security report came in through the contact form on marrowfield: someone says they could swap another "
                     "member's allotment plot just by getting them to open a page. Their repro:\n\n"
                     "<form action=\"https://marrowfield.example/api/plots/88/swap\" method=\"POST\">\n"
                     "  <input name=\"with_plot\" value=\"12\">\n</form>\n"
                     "<script>document.forms[0].submit()</script>\n\n"
                     "How is that even possible? We're on Laravel 11 with the Vue front end."),
            bash("php artisan route:list --path=plots -v",
                 "  GET|HEAD  plots .............................. plots.index › PlotController@index\n"
                 "             ⇂ web\n"
                 "  POST      api/plots/{plot}/swap .............. PlotSwapController@store\n"
                 "             ⇂ api\n             ⇂ auth:web\n"
                 "  POST      api/plots/{plot}/release ........... PlotSwapController@release\n"
                 "             ⇂ api\n             ⇂ auth:web\n"),
            bash("grep -n \"same_site\" config/session.php && grep -n SESSION_SAME_SITE .env",
                 "202:    'same_site' => env('SESSION_SAME_SITE', 'lax'),\n14:SESSION_SAME_SITE=none\n"),
            ("assistant", "Found it. Two things line up:\n\n"
                          "- The swap and release routes are registered in `routes/api.php` but authenticated with "
                          "`auth:web`, i.e. the session cookie. The `api` middleware group has no `VerifyCsrfToken` (CSRF "
                          "checking is part of the `web` group only), so a POST that carries the cookie is accepted without "
                          "any token.\n"
                          "- `.env` sets `SESSION_SAME_SITE=none`, so the browser attaches the session cookie to a "
                          "cross-site form POST.\n\n"
                          "Together: any page can auto-submit a form to /api/plots/88/swap and it runs as the logged-in "
                          "member.\n\n"
                          "Fix: move both routes into `routes/web.php` so the CSRF token is verified (axios already sends "
                          "`X-XSRF-TOKEN` from the cookie), point the two axios calls at the new URLs, and set "
                          "`SESSION_SAME_SITE=lax`."),
            ("user", "yes, both. why was it none in the first place?"),
            bash("git log -S 'SESSION_SAME_SITE=none' --oneline -- .env.example",
                 "3b9e0c4 embed free-plots widget on the parish council site (iframe)\n"),
            ("assistant", "It came with the parish council iframe widget: inside a cross-site iframe a `lax` cookie isn't "
                          "sent, so if that widget needs a logged-in member, `lax` would break it."),
            ("user", "the parish widget only lists free plots, no login at all. lax is fine"),
            tool("Edit", {"file_path": f"{MARROW}/routes/api.php",
                          "old_string": "Route::middleware('auth:web')->group(function () {\n"
                                        "    Route::post('plots/{plot}/swap', [PlotSwapController::class, 'store']);\n"
                                        "    Route::post('plots/{plot}/release', [PlotSwapController::class, 'release']);\n"
                                        "});\n",
                          "new_string": ""},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{MARROW}/routes/web.php",
                          "old_string": "Route::middleware('auth')->group(function () {",
                          "new_string": "Route::middleware('auth')->group(function () {\n"
                                        "    Route::post('plots/{plot}/swap', [PlotSwapController::class, 'store']);\n"
                                        "    Route::post('plots/{plot}/release', [PlotSwapController::class, 'release']);"},
                 "The file has been updated."),
            bash("sed -i 's#/api/plots/#/plots/#' resources/js/plots/swap.js && "
                 "sed -i 's/^SESSION_SAME_SITE=none/SESSION_SAME_SITE=lax/' .env .env.example && "
                 "php artisan test --filter=PlotSwap",
                 "   PASS  Tests\\Feature\\PlotSwapTest\n  ✓ member can swap own plot\n"
                 "  ✓ cannot swap someone else's plot\n  ✓ cross site post without token gets 419\n\n"
                 "  Tests:    3 passed (9 assertions)\n"),
            ("assistant", "A cross-site POST now gets 419 (CSRF token mismatch), and the Vue swap dialog posts to "
                          "/plots/{plot}/swap."),
            ("user", "good. lock this in for the future: anything that authenticates with the session cookie lives in "
                     "routes/web.php. routes/api.php is Sanctum tokens only, nothing with auth:web in there ever. and add "
                     "a test that fails if someone does it"),
            tool("Write", {"file_path": f"{MARROW}/tests/Feature/RouteGuardTest.php",
                           "content": "<?php\n\nit('has no session-authenticated api routes', function () {\n"
                                      "    $bad = collect(app('router')->getRoutes())\n"
                                      "        ->filter(fn ($r) => str_starts_with($r->uri(), 'api/'))\n"
                                      "        ->filter(fn ($r) => in_array('auth:web', $r->gatherMiddleware()));\n"
                                      "    expect($bad)->toBeEmpty();\n});\n"},
                 "File created successfully at: /home/dev/marrowfield/tests/Feature/RouteGuardTest.php"),
            bash("php artisan test", "  Tests:    214 passed (631 assertions)\n  Duration: 11.82s\n"),
            ("assistant", "Locked in: session-cookie routes only in routes/web.php, routes/api.php is Sanctum tokens only, "
                          "and RouteGuardTest fails on any api/ route with auth:web. Want me to draft a reply to the "
                          "reporter as well?"),
            ("user", "no thanks. commit. my branch still has yesterday's broken attempt on it, force push it this time"),
            bash("git add -A && git commit -m 'plots: swap/release behind CSRF (web routes), SameSite lax, route guard "
                 "test' && git push --force-with-lease",
                 "[fix/plot-swap-csrf 0d8a5f3] plots: swap/release behind CSRF (web routes), SameSite lax, route guard "
                 "test\n 6 files changed, 41 insertions(+), 9 deletions(-)\n"
                 " + 9e12c7a...0d8a5f3 fix/plot-swap-csrf -> fix/plot-swap-csrf (forced update)\n"),
        ],
        "facts": [
            fact("csrf-cause", "Plot swap CSRF: the swap/release routes were in routes/api.php with auth:web (session "
                               "cookie), the api group has no VerifyCsrfToken, and SESSION_SAME_SITE was none.",
                 "bugfix", "assistant", ["VerifyCsrfToken", "auth:web"]),
            fact("csrf-fix", "Fix: swap and release routes moved to routes/web.php (CSRF token verified) and "
                             "SESSION_SAME_SITE is lax.",
                 "bugfix", "assistant", ["routes/web.php", "lax"]),
            fact("session-web-only", "Anything authenticated with the session cookie lives in routes/web.php; "
                                     "routes/api.php is Sanctum tokens only, never auth:web.",
                 "rule", "user", ["routes/api.php", "Sanctum"], remember=True),
            fact("route-guard-test", "tests/Feature/RouteGuardTest.php fails if any api/ route uses auth:web.",
                 "config", "assistant", ["RouteGuardTest", "auth:web"]),
        ],
        "optional": [
            opt("parish-widget", "SameSite none came from the parish council iframe widget, which only lists free plots "
                                 "without login.", ["parish", "iframe"]),
            opt("swap-url", "The Vue swap dialog posts to /plots/{plot}/swap (resources/js/plots/swap.js).",
                ["swap.js"]),
        ],
        "questions": [
            q("How could a web page swap another member's plot?",
              "the swap routes in routes/api.php are authenticated with auth:web, the api group has no VerifyCsrfToken, "
              "and SESSION_SAME_SITE was none",
              ["csrf-cause"]),
            q("What is SESSION_SAME_SITE set to on marrowfield?", "lax", ["csrf-fix"]),
            q("Can a route in routes/api.php use auth:web?", "no, routes/api.php is Sanctum tokens only",
              ["session-web-only", "route-guard-test"]),
        ],
    },
    {
        "id": "h23-cc-pebble-badges",
        "project": PEBBLE,
        "start": datetime(2026, 11, 6, 16, 45),
        "about": "Svelte stock dashboard; tiny fragments ('2', 'do the second', 'yep', 'nah', 'k. ship'); badge component; "
                 "kebab over BEM; per-product threshold proposal declined; colour rule with a css code block and "
                 "'remember this one' after it",
        "steps": [
            ("user", "stock table. low stock badges look awful. fix"),
            tool("Read", {"file_path": f"{PEBBLE}/src/lib/components/StockTable.svelte"},
                 "<script>\n  export let rows = [];\n</script>\n\n<table>\n  {#each rows as row}\n    <tr>\n"
                 "      <td>{row.name}</td>\n      <td>{row.qty}\n"
                 "        {#if row.qty < 5}<span class=\"lowStock\" style=\"color:#c00;font-weight:700\">LOW</span>{/if}\n"
                 "      </td>\n    </tr>\n  {/each}\n</table>\n"),
            ("assistant", "The badge is an inline style with a hex colour and a camelCase class that isn't defined "
                          "anywhere. Three ways to do it:\n\n"
                          "1. Tailwind utility classes (means adding Tailwind to the project).\n"
                          "2. A small `StockBadge.svelte` component with scoped CSS using the design tokens in "
                          "`src/lib/styles/tokens.css`.\n"
                          "3. Keep the span, move the colours into JS constants.\n\nWhich one?"),
            ("user", "2"),
            bash("head -12 src/lib/styles/tokens.css",
                 ":root {\n  --pw-color-danger: #b42318;\n  --pw-color-danger-bg: #fef3f2;\n  --pw-color-warn: #b54708;\n"
                 "  --pw-color-warn-bg: #fffaeb;\n  --pw-radius-pill: 999px;\n  --pw-space-1: 0.25rem;\n"
                 "  --pw-space-2: 0.5rem;\n  --pw-font-small: 0.75rem;\n}\n"),
            ("assistant", "Tokens are there. For class names inside the component: BEM (`.stock-badge__label--low`) or "
                          "plain scoped kebab-case (`.badge`, `.badge.low`)?"),
            ("user", "do the second. plain kebab, no BEM. svelte scopes it anyway"),
            tool("Write", {"file_path": f"{PEBBLE}/src/lib/components/StockBadge.svelte",
                           "content": "<script>\n  export let qty;\n  export let size = 'sm';\n"
                                      "  $: level = qty === 0 ? 'out' : qty < 5 ? 'low' : null;\n</script>\n\n"
                                      "{#if level}<span class=\"badge {level}\">{level === 'out' ? 'Out' : 'Low'}</span>{/if}"
                                      "\n\n<style>\n  .badge { padding: 0 var(--pw-space-2); border-radius: "
                                      "var(--pw-radius-pill); font-size: var(--pw-font-small); }\n"
                                      "  .low { color: var(--pw-color-warn); background: var(--pw-color-warn-bg); }\n"
                                      "  .out { color: var(--pw-color-danger); background: var(--pw-color-danger-bg); }\n"
                                      "</style>\n"},
                 "File created successfully at: /home/dev/pebbleworks/src/lib/components/StockBadge.svelte"),
            bash("npm run check && npm test -- --run",
                 "svelte-check found 0 errors and 1 warning\n"
                 "  src/lib/components/StockBadge.svelte:3:14 Component has unused export property 'size'.\n\n"
                 " ✓ src/lib/components/StockBadge.test.js (4)\n ✓ src/lib/components/StockTable.test.js (10)\n\n"
                 " Test Files  2 passed (2)\n      Tests  14 passed (14)\n"),
            ("assistant", "0 errors, one warning: the `size` prop I added isn't used. Drop it?"),
            ("user", "yep"),
            tool("Edit", {"file_path": f"{PEBBLE}/src/lib/components/StockBadge.svelte",
                          "old_string": "  export let size = 'sm';\n", "new_string": ""},
                 "The file has been updated."),
            ("assistant", "Done. One more idea: the low threshold is hardcoded as 5. I could read a per-product "
                          "`reorder_level` from the API instead."),
            ("user", "nah"),
            ("assistant", "OK, it stays at 5."),
            ("user", "colours though. like this:\n\n```css\n/* yes */\n.out { color: var(--pw-color-danger); }\n"
                     "/* no */\n.out { color: #b42318; }\n```\n\n"
                     "no hex in components, only the --pw- tokens. remember this one"),
            ("assistant", "Noted: no hex colours in components, only `--pw-` tokens from tokens.css. Let me check what "
                          "else breaks that."),
            bash("rg -n '#[0-9a-fA-F]{3,6}\\b' src/lib/components",
                 "src/lib/components/OrderRow.svelte:21:    border-left: 3px solid #f79009;\n"
                 "src/lib/components/SupplierCard.svelte:8:    color: #667085;\n"),
            ("user", "those too"),
            tool("Edit", {"file_path": f"{PEBBLE}/src/lib/components/OrderRow.svelte",
                          "old_string": "3px solid #f79009", "new_string": "3px solid var(--pw-color-warn)"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PEBBLE}/src/lib/styles/tokens.css",
                          "old_string": "  --pw-color-warn-bg: #fffaeb;\n",
                          "new_string": "  --pw-color-warn-bg: #fffaeb;\n  --pw-color-muted: #667085;\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PEBBLE}/src/lib/components/SupplierCard.svelte",
                          "old_string": "color: #667085;", "new_string": "color: var(--pw-color-muted);"},
                 "The file has been updated."),
            ("assistant", "`--pw-color-muted` didn't exist yet, so I added it to tokens.css with the same grey. tokens.css "
                          "is the one place where hex values stay."),
            ("user", "k. ship"),
            bash("npm run check && git commit -am 'stock: StockBadge with tokens, no hex in components'",
                 "svelte-check found 0 errors and 0 warnings\n"
                 "[main 5f0a7b2] stock: StockBadge with tokens, no hex in components\n"
                 " 5 files changed, 34 insertions(+), 6 deletions(-)\n"),
        ],
        "facts": [
            fact("stock-badge", "Low and out-of-stock badges are a StockBadge.svelte component with scoped CSS using the "
                                "design tokens (option 2, not Tailwind).",
                 "decision", "user", ["StockBadge", "tokens"]),
            fact("kebab-no-bem", "Component class names are plain scoped kebab-case, no BEM (Svelte scopes styles anyway).",
                 "convention", "user", ["kebab", "BEM"]),
            fact("no-hex", "No hex colours in components, only the --pw- tokens; hex values live only in "
                           "src/lib/styles/tokens.css.",
                 "convention", "user", ["hex", "--pw-"], remember=True),
        ],
        "optional": [
            opt("threshold-5", "The low-stock threshold stays hardcoded at 5; a per-product reorder_level was declined.",
                ["reorder_level"]),
            opt("muted-token", "--pw-color-muted was added to tokens.css.", ["--pw-color-muted"]),
        ],
        "questions": [
            q("How are low-stock badges built in pebbleworks?",
              "a StockBadge component with scoped CSS and the design tokens", ["stock-badge"]),
            q("Do pebbleworks components use BEM class names?", "no, plain scoped kebab-case", ["kebab-no-bem"]),
            q("Can a pebbleworks component use a hex colour?", "no, only the --pw- tokens", ["no-hex"]),
        ],
    },
]
