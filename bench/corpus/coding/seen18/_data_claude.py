"""Claude Code sessions, part 1: ferry office (Go), choir library (Django), pottery shop (Next.js)."""

from __future__ import annotations

from datetime import datetime

from _common import pytest_log, tree


def F(fid, text, typ, speaker, terms, remember=False):
    return {"id": fid, "text": text, "type": typ, "speaker": speaker, "key_terms": terms, "remember": remember}


def Q(q, answer, facts):
    return {"q": q, "answer": answer, "facts": facts}


GO_MOD_TIDY = """go: finding module for package github.com/go-chi/chi/v5
go: finding module for package github.com/jackc/pgx/v5/pgxpool
go: downloading github.com/go-chi/chi/v5 v5.1.0
go: downloading github.com/jackc/pgx/v5 v5.6.0
go: downloading github.com/jackc/pgpassfile v1.0.0
go: downloading github.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761
go: downloading golang.org/x/crypto v0.27.0
go: downloading golang.org/x/text v0.18.0
go: downloading github.com/jackc/puddle/v2 v2.2.1
go: downloading golang.org/x/sync v0.8.0
go: found github.com/go-chi/chi/v5 in github.com/go-chi/chi/v5 v5.1.0
go: found github.com/jackc/pgx/v5/pgxpool in github.com/jackc/pgx/v5 v5.6.0"""

GO_TEST = """=== RUN   TestHealthz
--- PASS: TestHealthz (0.00s)
=== RUN   TestListCrossings
=== RUN   TestListCrossings/empty_day
=== RUN   TestListCrossings/two_sailings
=== RUN   TestListCrossings/cancelled_sailing_hidden
--- PASS: TestListCrossings (0.01s)
    --- PASS: TestListCrossings/empty_day (0.00s)
    --- PASS: TestListCrossings/two_sailings (0.00s)
    --- PASS: TestListCrossings/cancelled_sailing_hidden (0.00s)
=== RUN   TestFareTotal
    fare_test.go:31: total for 2 adults + 1 car: got 8450 want 8450
--- PASS: TestFareTotal (0.00s)
=== RUN   TestFareTotalRounding
    fare_test.go:52: concession must always round down to the cent; got 1233
--- PASS: TestFareTotalRounding (0.00s)
PASS
ok  	github.com/skerry-ferries/ticketdesk/internal/fares	0.012s
ok  	github.com/skerry-ferries/ticketdesk/internal/httpapi	0.019s
?   	github.com/skerry-ferries/ticketdesk/cmd/ticketdesk	[no test files]"""

FERRY = {
    "id": "h18-cc-ferry-scaffold",
    "project": "/home/ines/code/ticketdesk",
    "start": datetime(2026, 3, 2, 8, 40),
    "about": "Go service for a ferry ticket office scaffolded from zero; router picked after a prose "
             "comparison of three, with the person's own reason; sarcasm about Rust; a kafka story from a "
             "previous job; port, env var, layout set; diff-before-writing preference; 'write this down:'",
    "steps": [
        ("user", "morning! new project today. the ticket office at the skerry ferry pier wants a small "
                 "backend to replace their excel thing. Go, because that's what the two of us in the office "
                 "can both read. empty dir, nothing in it yet"),
        ("assistant", "Good morning! An empty directory is the nicest place to start. Before I create "
                      "anything, a couple of questions: what does the service need to do on day one (sell "
                      "tickets? only list sailings?), and do you have a preference for how HTTP routing is "
                      "done? That is the first real choice in a Go service."),
        ("user", "day one: list crossings for a date, price a booking (adults, kids, cars, bikes), store "
                 "the booking. no payments yet, they take card at the counter. routing — no idea, tell me"),
        ("assistant", "There are three sensible ways to do routing here, and they differ more in taste than "
                      "in capability. The standard library's net/http got method and path-parameter matching "
                      "in Go 1.22, so `mux.HandleFunc(\"GET /crossings/{date}\", h)` works with zero "
                      "dependencies; the cost is that middleware chaining and route groups are things you "
                      "write yourself, which is a few dozen lines but they are your lines to maintain. chi sits "
                      "very close to the standard library — its handlers are plain `http.Handler`s, so "
                      "anything written for net/http plugs in — and it adds route groups, sub-routers and a "
                      "small set of middleware (request IDs, recoverer, timeouts) that most services end up "
                      "wanting anyway. Echo goes further: its own context type, binding and validation, "
                      "centralised error handling; it is productive, but handlers stop being plain net/http, "
                      "and moving away later touches every handler. For a small office service that two "
                      "people maintain, I would lean towards the standard library or chi, and would only "
                      "pick Echo if you want the batteries and accept the lock-in."),
        ("user", "sure, let's just rewrite it in Rust while we're at it 🙃\n\nno ok. chi. my colleague "
                 "Tomas already maintains a chi service for the harbour master's office, so if I'm on "
                 "holiday he can find his way around. that matters more to me than zero deps"),
        ("assistant", "chi it is — having Tomas able to step in is a very good reason. I'll scaffold the module "
                      "now. Module path: `github.com/skerry-ferries/ticketdesk` unless you want something "
                      "else?"),
        ("user", "that's fine. oh and before you write anything: always show me the diff before writing "
                 "files, I want to see what lands in the repo. for the whole project, not just today"),
        ("assistant", "Understood — I'll show you the diff (or the full content for new files) and wait for "
                      "your ok before writing anything, in this and later sessions.\n\nHere is what I'd "
                      "create for the skeleton:\n\n```\nticketdesk/\n  cmd/ticketdesk/main.go\n  "
                      "internal/httpapi/   (router, handlers)\n  internal/fares/     (pricing, pure functions)\n"
                      "  internal/store/     (database access)\n  migrations/\n  go.mod\n```\n\nThe rule is: "
                      "one binary under `cmd/`, everything else under `internal/` so nothing leaks as a public "
                      "API. Shall I write these?"),
        ("user", "yes that layout is good, cmd/ for binaries, internal/ for the rest, keep it that way. go"),
        ("tool", "Bash", {"command": "go mod init github.com/skerry-ferries/ticketdesk && go mod tidy"},
         "go: creating new go.mod: module github.com/skerry-ferries/ticketdesk\n" + GO_MOD_TIDY),
        ("tool", "Write", {"file_path": "/home/ines/code/ticketdesk/cmd/ticketdesk/main.go",
                           "content": "package main\n\n// ..."},
         "File created successfully at: /home/ines/code/ticketdesk/cmd/ticketdesk/main.go"),
        ("assistant", "Skeleton is in. Which port should it listen on? Many Go examples use 8080, but the "
                      "ticket office PC may already have something there."),
        ("user", "8080 is taken by the printer's web thing lol. use 8085. and read it from env, "
                 "TICKETDESK_PORT, default 8085"),
        ("assistant", "Diff for `cmd/ticketdesk/main.go`:\n\n```diff\n+\tport := os.Getenv(\"TICKETDESK_PORT\")\n"
                      "+\tif port == \"\" {\n+\t\tport = \"8085\"\n+\t}\n+\tlog.Printf(\"ticketdesk listening on :%s\", "
                      "port)\n+\tlog.Fatal(http.ListenAndServe(\":\"+port, httpapi.NewRouter(store)))\n```\n\nOk to "
                      "write?"),
        ("user", "ok"),
        ("tool", "Edit", {"file_path": "/home/ines/code/ticketdesk/cmd/ticketdesk/main.go"},
         "The file /home/ines/code/ticketdesk/cmd/ticketdesk/main.go has been updated."),
        ("user", "database next. we need something for bookings. at my last place we used kafka for "
                 "everything, even stuff that should've been a table, it was a pain. anyway. postgres? the "
                 "pier office has a little NUC that could run it"),
        ("assistant", "For bookings, a relational database is exactly right — no event log needed. Postgres "
                      "on the NUC is fine. A bit of background on why it suits a counter with several "
                      "clerks: Postgres uses MVCC, so readers never block writers — a "
                      "clerk listing crossings won't wait on another clerk saving a booking. I'd use pgx "
                      "(`github.com/jackc/pgx/v5`) with its pool. The connection string would come from an "
                      "environment variable, I suggest `TICKETDESK_DATABASE_URL`."),
        ("user", "yep postgres + pgx. env var name ok, TICKETDESK_DATABASE_URL"),
        ("assistant", "Noted. One more thing I'd propose while we're here: sqlc to generate the query code "
                      "from SQL files, so you write SQL and get typed Go functions."),
        ("user", "hm, later maybe. hand-written queries for now, it's like 5 queries"),
        ("assistant", "Fair enough, five queries don't need a generator. Moving on to fares. How are prices "
                      "stored in the excel sheet today — euros with decimals?"),
        ("user", "yes and it's been a mess, 12.30 showing up as 12.299999. write this down: all money in "
                 "ticketdesk is integer cents (int64), never float, in the db too (bigint). the old sheet's "
                 "rounding errors is why we're doing this at all"),
        ("assistant", "Written down, and I'll hold to it in every session: money is int64 cents in Go and "
                      "bigint in Postgres, never floats. Here's the diff for `internal/fares/fares.go`:\n\n"
                      "```diff\n+type Cents int64\n+\n+type Booking struct {\n+\tAdults, Children, Cars, Bikes int\n"
                      "+}\n+\n+func Total(b Booking, t Tariff) Cents {\n+\treturn Cents(b.Adults)*t.Adult + "
                      "Cents(b.Children)*t.Child +\n+\t\tCents(b.Cars)*t.Car + Cents(b.Bikes)*t.Bike\n+}\n```"),
        ("user", "good, write it"),
        ("tool", "Write", {"file_path": "/home/ines/code/ticketdesk/internal/fares/fares.go", "content": "..."},
         "File created successfully at: /home/ines/code/ticketdesk/internal/fares/fares.go"),
        ("user", "and the tests pls"),
        ("tool", "Bash", {"command": "go test ./... -v"}, GO_TEST),
        ("assistant", "All green: health check, crossing listing (including the hidden cancelled sailing) "
                      "and the fare totals. The rounding test's message mentions concessions rounding down "
                      "— that's only the test's wording for the fixture, not a pricing rule; you haven't told "
                      "me about concessions yet."),
        ("user", "right, no concessions yet. thanks! rename TestFareTotalRounding to TestFareTotalCents "
                 "quick"),
        ("tool", "Edit", {"file_path": "/home/ines/code/ticketdesk/internal/fares/fares_test.go"},
         "The file /home/ines/code/ticketdesk/internal/fares/fares_test.go has been updated."),
        ("assistant", "Renamed. Anything else for today?"),
        ("user", "nope, that's it. cheers"),
        ("assistant", "Always happy to help — enjoy the rest of your day!"),
    ],
    "facts": [
        F("router-chi", "ticketdesk uses chi for HTTP routing (not stdlib mux or Echo) because Tomas already "
          "maintains a chi service and can step in.", "decision", "user", ["chi", "Tomas"]),
        F("diff-first", "Always show the diff before writing files, for the whole project.", "preference",
          "user", ["diff"], True),
        F("layout", "Layout: binaries under cmd/, everything else under internal/.", "convention", "user",
          ["cmd", "internal"]),
        F("port", "The service listens on TICKETDESK_PORT, default 8085 (8080 is taken by the printer).",
          "config", "user", ["8085", "TICKETDESK_PORT"]),
        F("db", "Bookings are stored in Postgres via pgx; connection string in TICKETDESK_DATABASE_URL.",
          "config", "user", ["TICKETDESK_DATABASE_URL"]),
        F("cents", "All money is integer cents (int64 in Go, bigint in Postgres), never float, because of "
          "the old sheet's rounding errors.", "rule", "user", ["cents", ["int64", "bigint"]], True),
    ],
    "optional": [
        {"id": "no-sqlc", "text": "Queries are hand-written for now; sqlc put off.", "key_terms": ["sqlc"]},
        {"id": "module", "text": "Module path github.com/skerry-ferries/ticketdesk.",
         "key_terms": ["skerry-ferries/ticketdesk"]},
    ],
    "questions": [
        Q("Which HTTP router does ticketdesk use and why?", "chi, Tomas maintains a chi service",
          ["router-chi"]),
        Q("What port does the ticket service listen on?", "8085 TICKETDESK_PORT", ["port"]),
        Q("How should prices be stored?", "integer cents int64 bigint, never float", ["cents"]),
        Q("Should I write files straight away?", "no, show the diff first", ["diff-first"]),
    ],
}

CHOIR = {
    "id": "h18-cc-choir-django",
    "project": "/home/maren/src/cantoria",
    "start": datetime(2026, 3, 3, 19, 5),
    "about": "Django site for a choir's sheet-music library, first schema; person thinks aloud about "
             "postgres and never decides; general MVCC-free explanation of migrations; 'memo:' request",
    "steps": [
        ("user", "hi claude. Cantoria = our choir's sheet music library. django project exists (startproject "
                 "done, nothing else). I need the first models. We have ~900 scores, each with a title, "
                 "composer, voicing (SATB, SSA, TTBB, etc), and how many copies we own."),
        ("tool", "Bash", {"command": "ls -R | head -40 && pip freeze | grep -i django"},
         tree("cantoria", ["manage.py", "cantoria/__init__.py", "cantoria/settings.py", "cantoria/urls.py",
                           "cantoria/asgi.py", "cantoria/wsgi.py", "requirements.txt", "db.sqlite3"])
         + "\nDjango==5.1.2\ndjango-environ==0.11.2"),
        ("assistant", "You're on Django 5.1.2 with the default SQLite database. I'd start an app called "
                      "`library` with three models:\n\n- `Composer` (name, sort_name, years)\n- `Score` (title, "
                      "composer FK, voicing, copies_owned, pdf)\n- `Loan` (score FK, singer name, date_out, "
                      "date_back)\n\nFor `voicing` I'd use `TextChoices` so the list of voicings is in one place. "
                      "Want loans today too or just the catalogue?"),
        ("user", "just catalogue today. loans later. hmm and db... maybe postgres? the hosting thing the "
                 "treasurer found offers both. not sure yet, let's see how big it gets. sqlite is fine for "
                 "now while I play"),
        ("assistant", "SQLite is perfectly fine while you build; switching later is a settings change plus a "
                      "data migration with `dumpdata`/`loaddata`. Creating the app and models now."),
        ("tool", "Bash", {"command": "python manage.py startapp library"}, ""),
        ("tool", "Write", {"file_path": "/home/maren/src/cantoria/library/models.py", "content": "..."},
         "File created successfully at: /home/maren/src/cantoria/library/models.py"),
        ("assistant", "Here's the gist of `library/models.py`:\n\n```python\nclass Voicing(models.TextChoices):\n"
                      "    SATB = \"SATB\"\n    SSA = \"SSA\"\n    TTBB = \"TTBB\"\n    SAB = \"SAB\"\n    UNISON = "
                      "\"unison\"\n\nclass Score(models.Model):\n    title = models.CharField(max_length=200)\n"
                      "    sort_title = models.CharField(max_length=200, editable=False)\n    composer = "
                      "models.ForeignKey(Composer, on_delete=models.PROTECT)\n    voicing = models.CharField("
                      "max_length=10, choices=Voicing.choices)\n    copies_owned = models.PositiveSmallIntegerField("
                      "default=0)\n    pdf = models.FileField(upload_to=score_upload_path, blank=True)\n```\n\n"
                      "`on_delete=PROTECT` on composer means you can't delete a composer who still has scores — "
                      "for a library that seems safer than cascading."),
        ("user", "PROTECT yes good. where do the pdfs go on disk?"),
        ("assistant", "Right now `score_upload_path` returns `scores/<composer sort_name>/<slug>.pdf` under "
                      "MEDIA_ROOT. Another option is by year of acquisition, `scores/<year>/…`."),
        ("user", "by composer. the librarian thinks in composers. keep scores/<composer>/ like you have it"),
        ("assistant", "Kept as is. What should `sort_title` do — right now it just lowercases the title."),
        ("user", "memo: the director wants titles sorted ignoring leading articles — The, A, An, and also "
                 "Latin/German/Italian ones we have lots of (Der, Die, Das, Il, La). so 'The Lamb' sorts under "
                 "L. put that in sort_title. this is a forever rule for the catalogue"),
        ("assistant", "Noted as a standing rule for the catalogue. I've made `sort_title` strip a leading "
                      "article from the list (The, A, An, Der, Die, Das, Il, La, Lo, Le) before lowercasing, "
                      "and `Meta.ordering = [\"sort_title\"]`. A small test:"),
        ("tool", "Bash", {"command": "python -m pytest library -q"},
         pytest_log("cantoria", ["library/tests.py::test_sort_title_strips_the",
                                 "library/tests.py::test_sort_title_strips_die",
                                 "library/tests.py::test_sort_title_keeps_anthem",
                                 "library/tests.py::test_composer_protect"])),
        ("user", "nice. the migrations — anything I should know? I always get confused"),
        ("assistant", "In general: a migration is a Python file describing a schema change; Django records "
                      "applied ones in the `django_migrations` table, and you should commit migration files "
                      "along with the model change. Never edit a migration that has been applied somewhere "
                      "else — add a new one. That's general Django practice, nothing specific to Cantoria."),
        ("tool", "Bash", {"command": "python manage.py makemigrations library && python manage.py migrate"},
         "Migrations for 'library':\n  library/migrations/0001_initial.py\n    + Create model Composer\n    + "
         "Create model Score\nOperations to perform:\n  Apply all migrations: admin, auth, contenttypes, "
         "library, sessions\nRunning migrations:\n  Applying library.0001_initial... OK"),
        ("user", "thank you!! that's enough for tonight"),
        ("assistant", "Have a good rehearsal week!"),
    ],
    "facts": [
        F("sort-articles", "Score titles sort ignoring leading articles (The, A, An, Der, Die, Das, Il, La) via "
          "sort_title; standing rule from the director.", "rule", "user", ["sort_title", "articles"], True),
        F("pdf-path", "Score PDFs are stored under scores/<composer>/ because the librarian thinks in "
          "composers.", "decision", "user", ["scores", "composer"]),
        F("protect", "Score.composer uses on_delete=PROTECT so composers with scores can't be deleted.",
          "decision", "assistant", ["PROTECT"]),
        F("voicing", "Voicing is a TextChoices list (SATB, SSA, TTBB, SAB, unison) on Score.", "fact",
          "assistant", ["TextChoices", "voicing"]),
    ],
    "optional": [
        {"id": "django-ver", "text": "Django 5.1.2.", "key_terms": ["5.1.2"]},
        {"id": "sqlite-now", "text": "SQLite while building; database not decided.", "key_terms": ["SQLite"]},
    ],
    "questions": [
        Q("How are score titles sorted?", "ignoring leading articles sort_title", ["sort-articles"]),
        Q("Where are the score PDFs stored?", "scores/<composer>/", ["pdf-path"]),
        Q("Is Cantoria on Postgres?", "not decided, SQLite for now", []),
    ],
}

POTTERY = {
    "id": "h18-cc-pottery-boilerplate",
    "project": "/Users/sanne/dev/kilnroom-shop",
    "start": datetime(2026, 3, 4, 13, 30),
    "about": "Next.js shop for a pottery studio: the assistant generates boilerplate file by file, the "
             "person only says ok / next; two things the assistant reports it set",
    "steps": [
        ("user", "generate the boilerplate for the kilnroom shop like we discussed on the phone: next.js app "
                 "router, typescript, product pages. go file by file, I'll say next"),
        ("tool", "Bash", {"command": "npx create-next-app@14.2.15 . --ts --app --eslint --src-dir --no-tailwind "
                                     "--import-alias '@/*'"},
         "Creating a new Next.js app in /Users/sanne/dev/kilnroom-shop.\n\nUsing npm.\n\nInitializing project "
         "with template: app\n\nInstalling dependencies:\n- react\n- react-dom\n- next\n\nInstalling "
         "devDependencies:\n- typescript\n- @types/node\n- @types/react\n- @types/react-dom\n- eslint\n- "
         "eslint-config-next\n\nadded 361 packages, and audited 362 packages in 21s\n\n137 packages are "
         "looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities\nInitialized a git "
         "repository.\n\nSuccess! Created kilnroom-shop at /Users/sanne/dev/kilnroom-shop"),
        ("assistant", "Project created with Next.js 14.2.15, App Router and `src/`. First file: "
                      "`src/lib/products.ts` — product data lives in a typed array for now (`id`, `slug`, "
                      "`name`, `glaze`, `priceCents`, `images`). Prices are in cents as integers to avoid float "
                      "surprises."),
        ("user", "ok"),
        ("tool", "Write", {"file_path": "/Users/sanne/dev/kilnroom-shop/src/lib/products.ts", "content": "..."},
         "File created successfully at: /Users/sanne/dev/kilnroom-shop/src/lib/products.ts"),
        ("user", "next"),
        ("tool", "Write", {"file_path": "/Users/sanne/dev/kilnroom-shop/src/app/shop/[slug]/page.tsx",
                           "content": "..."},
         "File created successfully at: /Users/sanne/dev/kilnroom-shop/src/app/shop/[slug]/page.tsx"),
        ("assistant", "Product page at `src/app/shop/[slug]/page.tsx`, statically generated with "
                      "`generateStaticParams` from the products list, so every product page is pre-rendered "
                      "at build time. Next is the cart context."),
        ("user", "next"),
        ("tool", "Write", {"file_path": "/Users/sanne/dev/kilnroom-shop/src/components/CartProvider.tsx",
                           "content": "..."},
         "File created successfully at: /Users/sanne/dev/kilnroom-shop/src/components/CartProvider.tsx"),
        ("assistant", "Cart is a client component with React context, persisted to `localStorage` under "
                      "the key `kilnroom.cart.v1`. Shared UI components go in `src/components/`, one component "
                      "per file, PascalCase file names."),
        ("user", "ok"),
        ("tool", "Bash", {"command": "npm run build"},
         "> kilnroom-shop@0.1.0 build\n> next build\n\n  ▲ Next.js 14.2.15\n\n   Creating an optimized "
         "production build ...\n ✓ Compiled successfully\n ✓ Linting and checking validity of types\n ✓ "
         "Collecting page data\n ✓ Generating static pages (9/9)\n ✓ Collecting build traces\n ✓ Finalizing "
         "page optimization\n\nRoute (app)                              Size     First Load JS\n┌ ○ /        "
         "                            5.2 kB         92.4 kB\n├ ○ /_not-found                            871 B "
         "         88.1 kB\n├ ● /shop/[slug]                           1.9 kB         89.1 kB\n├   ├ "
         "/shop/moss-glaze-mug\n├   ├ /shop/tidepool-bowl\n└   └ [+3 more paths]\n\n○  (Static)  prerendered as "
         "static content\n●  (SSG)     prerendered as static HTML (uses generateStaticParams)"),
        ("user", "next"),
        ("assistant", "That's the boilerplate done: product data, static product pages, cart provider, and a "
                      "clean build. Next time we could add checkout."),
        ("user", "ok thx"),
    ],
    "facts": [
        F("cart-key", "The cart is persisted in localStorage under the key kilnroom.cart.v1.", "config",
          "assistant", ["kilnroom.cart.v1"]),
        F("components", "Shared UI components live in src/components/, one per file, PascalCase names.",
          "convention", "assistant", ["src/components", "PascalCase"]),
    ],
    "optional": [
        {"id": "next-ver", "text": "Next.js 14.2.15 with App Router and src/.", "key_terms": ["14.2.15"]},
        {"id": "price-cents", "text": "Product prices are integer cents (priceCents).", "key_terms": ["priceCents"]},
    ],
    "questions": [
        Q("Where is the cart stored in the browser?", "localStorage kilnroom.cart.v1", ["cart-key"]),
        Q("Where do shared components go?", "src/components PascalCase one per file", ["components"]),
    ],
}

SESSIONS = [FERRY, CHOIR, POTTERY]
