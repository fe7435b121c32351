"""h34 Codex sessions, part b: PDF invoices for quotekit (Playwright chosen, then dropped for Typst), a one-off October
order export for the Vos bakery's accountant, and the delivery date picker of Margaux Fleurs, a florist's Shopify
theme."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

QK = "/home/ines/code/quotekit"
VOS = "/home/ines/clients/vos-bakkerij/shop"
MARGAUX = "/home/ines/clients/margaux-fleurs/theme"

SESSIONS = [
    {
        "id": "h34-cx-quotekit-pdf-invoices",
        "project": QK,
        "start": datetime(2026, 11, 9, 13, 30),
        "about": "quotekit: PDF invoices; speculation (user-designed templates with a drag and drop editor, moving "
                 "to fly.io) deferred; Playwright printing the existing invoice page chosen first, then reversed "
                 "after a test render took ~450 MB RSS and 1.9 s on the 4gb box; final: Typst 0.12 with "
                 "templates/invoice.typ (38 ms, ~18 MB); 'put this in your memory': no headless browsers on the "
                 "quotekit box; issued invoices' PDFs are written once to the quotekit-invoices bucket and never "
                 "re-rendered, corrections by credit note; invoice numbers YYYY-NNNN per user, no gaps, file "
                 "invoice-<number>.pdf",
        "steps": [
            ("user", "users want their invoices as real PDFs so they can attach them in their own accounting. "
                     "right now it's a print stylesheet and 'save as pdf' lol. how do we render them server side"),
            shell("ls 'src/routes/(app)/invoices/[id]'; ssh qk@box1 'free -m | head -n 2; nproc'",
                  "+page.server.ts\n+page.svelte\nprint.css\n"
                  "               total        used        free      shared  buff/cache   available\n"
                  "Mem:            3916        2231         288          61        1397        1405\n"
                  "2\n"),
            ("assistant", "The box has 3.9 GB with about 1.4 GB available, two cores. Options:\n\n"
                          "a) **Playwright** (headless Chromium) prints the existing invoice page to PDF. It looks "
                          "exactly like the page, almost no new layout work, but it brings a whole browser.\n"
                          "b) **pdf-lib / PDFKit**: draw the invoice in code. Light, but every line, table and "
                          "page break is manual.\n"
                          "c) **Typst**: a single binary that compiles a template (fed with JSON) to PDF. A new "
                          "template to write, but fast and small."),
            ("user", "thinking out loud: at some point people will want their own invoice templates, maybe a drag "
                     "and drop editor even. and maybe one day I move the whole thing to fly.io. not now, none of "
                     "that. for now playwright, it reuses the page, least work"),
            shell("npm i playwright && npx playwright install chromium 2>&1 | tail -n 2",
                  "added 2 packages, and audited 413 packages in 3s\n"
                  "Chromium 131.0.6778.33 (playwright build v1148) downloaded to "
                  "/home/ines/.cache/ms-playwright/chromium-1148\n"
                  "|■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■| 100% of 167.3 MiB\n"),
            shell("apply_patch < /tmp/pdf-playwright.patch && npm run build >/dev/null && scp -q -r build "
                  "scripts/render-sample.js qk@box1:/tmp/pdftest/ && ssh qk@box1 'cd /tmp/pdftest && npx playwright "
                  "install chromium >/dev/null 2>&1; /usr/bin/time -v node render-sample.js 2>&1 | grep -E "
                  "\"Elapsed|Maximum resident\"; du -sh ~/.cache/ms-playwright'",
                  "Success. Updated the following files:\nA src/lib/server/pdf.ts\n"
                  "\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:01.91\n"
                  "\tMaximum resident set size (kbytes): 463112\n"
                  "312M\t/home/qk/.cache/ms-playwright\n"),
            ("assistant", "On box1 one render takes 1.9 s and peaks at about 450 MB resident, plus 312 MB of "
                          "Chromium on disk. With 1.4 GB available and Postgres on the same box, a few users "
                          "downloading at month's end would push it into swap. Reusing one browser instance "
                          "helps the startup time but not the memory."),
            ("user", "nope. that is not going on the 4gb box. revert playwright, do typst. put this in your "
                     "memory: no headless browsers on the quotekit box, ever. it's 4gb and postgres lives there too"),
            shell("git checkout -- . && git clean -fdq src/lib/server && npm rm playwright >/dev/null && rm -rf "
                  "~/.cache/ms-playwright && ssh qk@box1 'rm -rf /tmp/pdftest ~/.cache/ms-playwright' && git status "
                  "--short",
                  ""),
            shell("curl -sL https://github.com/typst/typst/releases/download/v0.12.0/"
                  "typst-x86_64-unknown-linux-musl.tar.xz | tar -xJ --strip-components=1 -C ~/.local/bin "
                  "typst-x86_64-unknown-linux-musl/typst && typst --version",
                  "typst 0.12.0 (737895d7)\n"),
            shell("apply_patch < /tmp/pdf-typst.patch && /usr/bin/time -f '%e s %M KB' typst compile --input "
                  "data=fixtures/invoice-2026-0042.json templates/invoice.typ /tmp/out.pdf && pdfinfo /tmp/out.pdf "
                  "| grep -E 'Pages|Page size'",
                  "Success. Updated the following files:\nA templates/invoice.typ\nA src/lib/server/pdf.ts\n"
                  "A fixtures/invoice-2026-0042.json\n"
                  "0.04 s 18244 KB\nPages:           1\nPage size:       595.276 x 841.89 pts (A4)\n"),
            ("assistant", "Typst renders the invoice in 0.04 s with 18 MB, A4. pdf.ts calls `typst compile` with "
                          "the invoice as JSON input. One question: render the PDF on every download, or store it "
                          "once?"),
            ("user", "store it. once an invoice is issued its pdf is written once to the quotekit-invoices bucket "
                     "and never re-rendered, not even when the user changes their logo or address later. a "
                     "correction is a credit note, not a new pdf. file name invoice-<number>.pdf, and the number "
                     "stays what it is now: YYYY-NNNN per user, consecutive, no gaps"),
            shell("apply_patch < /tmp/pdf-store.patch && rg -n 'quotekit-invoices|never re-render' "
                  "src/lib/server/pdf.ts && npm test -- pdf 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM src/lib/server/pdf.ts\nA src/lib/server/pdf.test.ts\n"
                  "src/lib/server/pdf.ts:7:const BUCKET = 'quotekit-invoices';\n"
                  "src/lib/server/pdf.ts:21:// Issued invoices are rendered once and stored; never re-render, "
                  "corrections are credit notes.\n"
                  "      Tests  7 passed (7)\n   Duration  0.88s\n"),
            shell("git add -A && git commit -qm 'invoices: pdf via typst, stored once on issue' && git log -1 "
                  "--oneline",
                  "c3d84a1 invoices: pdf via typst, stored once on issue\n"),
        ],
        "facts": [
            fact("pdf-typst", "quotekit renders invoice PDFs with Typst (templates/invoice.typ, typst compile with "
                              "JSON input); Playwright was chosen first and dropped after a render took ~450 MB and "
                              "1.9 s on the 4gb box.",
                 "decision", "user", ["Typst", ["Playwright", "Chromium"]]),
            fact("no-headless", "No headless browsers on the quotekit box, ever: it has 4gb and Postgres runs on it "
                                "too.",
                 "rule", "user", ["headless", ["4gb", "postgres"]], remember=True),
            fact("issued-immutable", "Once a quotekit invoice is issued, its PDF is written once to the "
                                     "quotekit-invoices bucket and never re-rendered, even if the user's logo or "
                                     "address changes; a correction is a credit note.",
                 "rule", "user", ["quotekit-invoices", ["never re-render", "re-rendered"], "credit note"]),
            fact("invoice-numbering", "quotekit invoice numbers are YYYY-NNNN per user, consecutive, no gaps; the "
                                      "PDF file is invoice-<number>.pdf.",
                 "convention", "user", ["YYYY-NNNN", ["no gaps", "invoice-<number>.pdf"]]),
        ],
        "optional": [
            opt("typst-version", "quotekit uses typst 0.12.0.", ["0.12"]),
            opt("pdf-module", "The PDF code is src/lib/server/pdf.ts.", ["pdf.ts"]),
        ],
        "questions": [
            q("How does quotekit produce invoice PDFs?", "with Typst, templates/invoice.typ compiled by typst compile",
              ["pdf-typst"]),
            q("Why was Playwright dropped for the invoice PDFs?",
              "a render took ~450 MB and 1.9 s on the 4gb box, and no headless browsers go on it",
              ["pdf-typst", "no-headless"]),
            q("Can an issued quotekit invoice be re-rendered?",
              "no, it's written once to the quotekit-invoices bucket; a correction is a credit note",
              ["issued-immutable"]),
            q("What format do quotekit invoice numbers have?", "YYYY-NNNN per user, consecutive, no gaps",
              ["invoice-numbering"]),
        ],
    },
    {
        "id": "h34-cx-vos-october-export",
        "project": VOS,
        "start": datetime(2026, 11, 2, 16, 45),
        "about": "vos-bakkerij shop: a one-off CSV of October's orders with the VAT split for the bakery's "
                 "accountant, run straight against production 'just for today'; the accountant's habit of asking "
                 "on the 2nd at 5pm is not a rule; one refund as a negative line; nothing durable",
        "steps": [
            ("user", "vos accountant wants october orders as csv, with the 6% and 21% vat split per order. she "
                     "asks on the 2nd of every month at 5pm like clockwork, it's almost cute. just for today I'm "
                     "running it on prod directly, no pulling the db down first, it's read only anyway"),
            shell("wp @vos db query \"SELECT COUNT(*), SUM(total_amount) FROM wp_wc_orders WHERE status IN "
                  "('wc-completed','wc-refunded') AND date_created_gmt >= '2026-09-30 22:00:00' AND "
                  "date_created_gmt < '2026-10-31 23:00:00'\" --skip-column-names",
                  "612\t17894.35\n"),
            shell("wp @vos db query \"SELECT o.id, DATE(CONVERT_TZ(o.date_created_gmt,'+00:00','Europe/Brussels')) "
                  "AS day, o.status, SUM(CASE WHEN t.tax_rate_id = 1 THEN t.tax_amount ELSE 0 END) AS vat6, "
                  "SUM(CASE WHEN t.tax_rate_id = 2 THEN t.tax_amount ELSE 0 END) AS vat21, o.total_amount FROM "
                  "wp_wc_orders o JOIN wp_wc_order_tax_lookup t ON t.order_id = o.id WHERE o.status IN "
                  "('wc-completed','wc-refunded') AND o.date_created_gmt >= '2026-09-30 22:00:00' AND "
                  "o.date_created_gmt < '2026-10-31 23:00:00' GROUP BY o.id\" | head -n 5",
                  "id\tday\tstatus\tvat6\tvat21\ttotal_amount\n"
                  "47102\t2026-10-01\twc-completed\t1.62\t0.00\t28.60\n"
                  "47103\t2026-10-01\twc-completed\t0.95\t1.04\t21.85\n"
                  "47109\t2026-10-01\twc-completed\t2.31\t0.00\t40.80\n"
                  "47111\t2026-10-01\twc-completed\t0.71\t0.00\t12.50\n"),
            ("assistant", "612 orders from 1 to 31 October Brussels time, 17,894.35 in total. Each row has the 6% "
                          "(bread and pastry) and 21% (the coffee beans and gift boxes) VAT separately. One of them "
                          "is refunded: #47688 on 19 October, 64.20. Should it be left out, or shown?"),
            ("user", "show the refund as a negative line on the day of the refund, she wants to see it"),
            shell("wp @vos eval-file bin/export-orders.php 2026-10 > ~/Downloads/vos-orders-2026-10.csv && wc -l "
                  "~/Downloads/vos-orders-2026-10.csv && tail -n 2 ~/Downloads/vos-orders-2026-10.csv",
                  "614 /home/ines/Downloads/vos-orders-2026-10.csv\n"
                  "47688-R;2026-10-21;refund;-3.63;0.00;-64.20\n"
                  "TOTAL;;;1012.44;118.09;17830.15\n"),
            ("assistant", "~/Downloads/vos-orders-2026-10.csv has 612 orders, the refund as 47688-R on 21 October "
                          "(the day it was refunded) with -64.20, and a total line: 17,830.15 after the refund, "
                          "VAT 1,012.44 at 6% and 118.09 at 21%. Semicolons as separators, since her Excel is "
                          "Belgian."),
            ("user", "perfect, I'll mail it to her. thx"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h34-cx-margaux-delivery-days",
        "project": MARGAUX,
        "start": datetime(2026, 11, 18, 10, 30),
        "about": "margaux-fleurs theme (Shopify, Dawn-based): the cart's delivery date picker offers Mondays; the "
                 "person, just off an hour-long call in French, asks in French-flavoured English to 'keep this in "
                 "memory': never Monday (shop closed) nor 1 January; same-day cutoff lowered from 12:00 to 11:00; a "
                 "blocked_dates theme setting Margaux edits herself; changes go to the unpublished ines-staging "
                 "theme first for her to preview; near-miss: Margaux always sends product photos on WhatsApp at "
                 "midnight (a habit, not a rule)",
        "steps": [
            ("user", "ok I come out of the phone with Margaux, one hour in french, my english is broken now. so. "
                     "the delivery is never the monday, the shop is closed the monday. also never the 1 january. "
                     "actually the date picker in the cart propose the monday and the clients choose it, then she "
                     "must call them. you must keep this in memory please, it is important, each time we touch the "
                     "date picker"),
            shell("sed -n 1,30p assets/delivery-date.js",
                  "// Delivery date picker for the cart (cart attribute \"Delivery date\").\n"
                  "const CLOSED_WEEKDAYS = [];\n"
                  "const SAME_DAY_CUTOFF = '12:00';\n"
                  "const blocked = (window.deliverySettings?.blockedDates || []);\n\n"
                  "export function isDeliverable(date, now = new Date()) {\n"
                  "  const iso = date.toISOString().slice(0, 10);\n"
                  "  if (CLOSED_WEEKDAYS.includes(date.getDay())) return false;\n"
                  "  if (blocked.includes(iso)) return false;\n"
                  "  if (sameDay(date, now) && hhmm(now) >= SAME_DAY_CUTOFF) return false;\n"
                  "  return date >= startOfDay(now);\n"
                  "}\n"),
            ("assistant", "No weekday is closed today (`CLOSED_WEEKDAYS = []`), and the only other block is a list "
                          "of dates from `window.deliverySettings`, which the theme fills from a hardcoded "
                          "snippet. I'd set `CLOSED_WEEKDAYS = [1]` (Monday, in JavaScript's numbering) and block "
                          "1 January every year in the code, so nobody has to remember to add it."),
            ("user", "yes. and the same day: orders until 11:00, not 12. she needs the time to make the bouquet, "
                     "the driver leaves at 13h"),
            shell("apply_patch < /tmp/delivery-days.patch && sed -n 2,4p assets/delivery-date.js && node --test "
                  "tests/delivery-date.test.mjs 2>&1 | tail -n 3",
                  "Success. Updated the following files:\nM assets/delivery-date.js\nM tests/delivery-date.test.mjs\n"
                  "const CLOSED_WEEKDAYS = [1]; // Monday: shop closed\n"
                  "const SAME_DAY_CUTOFF = '11:00';\n"
                  "const ALWAYS_BLOCKED = ['01-01']; // every 1 January\n"
                  "# pass 9\n# fail 0\n# duration_ms 61.2\n"),
            ("assistant", "Done. The extra blocked dates (her holidays) are hardcoded in "
                          "snippets/delivery-settings.liquid today, so every holiday means a theme change from "
                          "you. A `blocked_dates` setting in the theme editor would let Margaux add them herself."),
            ("user", "yes do that, she can manage a text field. one date per line. and btw she always sends me the "
                     "new product photos on whatsapp at midnight, whatever, I'll upload them tomorrow"),
            shell("apply_patch < /tmp/blocked-dates-setting.patch && rg -n 'blocked_dates' config/settings_schema.json "
                  "snippets/delivery-settings.liquid",
                  "Success. Updated the following files:\nM config/settings_schema.json\n"
                  "M snippets/delivery-settings.liquid\n"
                  "config/settings_schema.json:214:        \"id\": \"blocked_dates\",\n"
                  "snippets/delivery-settings.liquid:3:  {%- assign lines = settings.blocked_dates | newline_to_br "
                  "| split: '<br />' -%}\n"),
            ("assistant", "Ready to push. To the live theme?"),
            ("user", "never straight to live. it goes to the unpublished theme called ines-staging first, she looks "
                     "at the preview on her phone, and when she says ok I publish. same every time"),
            shell("shopify theme push --theme ines-staging --store margaux-fleurs --json | jq -r "
                  "'.theme | \"\\(.name) \\(.role) \\(.preview_url)\"'",
                  "ines-staging unpublished https://margaux-fleurs.myshopify.com?preview_theme_id=143887024329\n"),
            ("assistant", "Pushed to ines-staging (unpublished). Preview link for Margaux: "
                          "https://margaux-fleurs.myshopify.com?preview_theme_id=143887024329. Mondays and 1 "
                          "January are greyed out, same-day stops at 11:00, and the blocked dates are under Theme "
                          "settings → Delivery."),
        ],
        "facts": [
            fact("no-monday", "Margaux Fleurs' delivery date picker must never offer a Monday (the shop is closed) "
                              "nor 1 January (CLOSED_WEEKDAYS = [1], ALWAYS_BLOCKED 01-01 in "
                              "assets/delivery-date.js).",
                 "rule", "user", ["monday", ["1 january", "01-01"], "date picker"], remember=True),
            fact("same-day-cutoff", "Margaux Fleurs takes same-day delivery orders until 11:00 (was 12:00): the "
                                    "bouquet needs making and the driver leaves at 13h.",
                 "config", "user", ["11:00", ["same day", "SAME_DAY_CUTOFF"]]),
            fact("blocked-dates", "Margaux's extra closed dates (holidays) are a blocked_dates text setting in the "
                                  "theme editor, one date per line, which she edits herself.",
                 "config", "user", ["blocked_dates", ["one date per line", "theme editor"]]),
            fact("theme-staging", "Margaux Fleurs theme changes never go straight to live: they are pushed to the "
                                  "unpublished theme ines-staging, Margaux checks the preview on her phone, then the "
                                  "person publishes.",
                 "convention", "user", ["ines-staging", ["preview", "unpublished"]]),
        ],
        "optional": [
            opt("delivery-js", "The picker logic is in assets/delivery-date.js with tests in "
                               "tests/delivery-date.test.mjs.",
                ["delivery-date.js"]),
        ],
        "questions": [
            q("Which days can't be picked for a Margaux Fleurs delivery?", "Mondays and 1 January", ["no-monday"]),
            q("Until when can same-day delivery be ordered at the florist?", "11:00", ["same-day-cutoff"]),
            q("How does Margaux add her holidays to the delivery picker?",
              "in the blocked_dates theme setting, one date per line", ["blocked-dates"]),
            q("How do theme changes for the florist go live?",
              "pushed to the unpublished ines-staging theme, she checks the preview, then publish",
              ["theme-staging"]),
        ],
    },
]
