"""Apps: iOS (Claude Code), SvelteKit web (Claude Code), Django (Claude Code), Android (Codex), Phoenix (Claude Code)."""

from datetime import datetime

from _label import F, Opt, Q

HARBOR = "/Users/jo/code/harbor-ios"

harbor = dict(
    id="h2-cc-harbor-ios", agent="claude-code", project=HARBOR, branch="map-fixes",
    start=datetime(2026, 9, 17, 11, 20, 41),
    about="SwiftUI marina app: GRDB over SwiftData because of iOS 16, a duplicated-pins bug, a file-layout "
          "preference, a 'never bump the deployment target' rule, a one-off rename",
    steps=[
        ("u", "hi! quick one first: rename `SlipCellView` to `SlipRow` everywhere"),
        ("t", "Grep", {"pattern": "SlipCellView", "path": HARBOR, "output_mode": "files_with_matches"},
         "Harbor/Views/SlipCellView.swift\nHarbor/Views/SlipListView.swift\nHarbor/Views/FavoritesView.swift"),
        ("t", "Bash", {"command": "git mv Harbor/Views/SlipCellView.swift Harbor/Views/SlipRow.swift && "
                                  "sed -i '' 's/SlipCellView/SlipRow/g' Harbor/Views/*.swift", "description": "Rename view"}, ""),
        ("a", "Renamed in 3 files and moved the file to `SlipRow.swift`."),
        ("u", "thanks. now the real problem: on the map tab the slip pins multiply. switch to the list tab and "
              "back 3 times and you have 4 pins on every slip"),
        ("t", "Read", {"file_path": f"{HARBOR}/Harbor/Views/MarinaMapView.swift"},
         "    20\t    @State private var pins: [SlipPin] = []\n    21\t\n    22\t    var body: some View {\n"
         "    23\t        Map(position: $camera) {\n    24\t            ForEach(pins) { pin in\n"
         "    25\t                Annotation(pin.label, coordinate: pin.coordinate) { PinView(pin: pin) }\n"
         "    26\t            }\n    27\t        }\n    28\t        .task {\n    29\t            let slips = try? await store.slips(in: marina.id)\n"
         "    30\t            pins.append(contentsOf: (slips ?? []).map(SlipPin.init))\n    31\t        }\n"),
        ("a", "Found it. `.task` runs every time the view appears, and a `TabView` tab re-appears each time you "
              "switch back to it. The closure does `pins.append(contentsOf:)`, so each appearance adds another "
              "full set of pins on top of the old ones — after three round trips you have four copies.\n\n"
              "The fix is to assign instead of append (`pins = slips.map(SlipPin.init)`), which also means the "
              "list refreshes correctly when a slip is booked elsewhere. I also made `SlipPin.id` the slip's "
              "database id rather than a fresh `UUID()`, so SwiftUI can diff the annotations instead of "
              "recreating them."),
        ("t", "Edit", {"file_path": f"{HARBOR}/Harbor/Views/MarinaMapView.swift",
                       "old_string": "pins.append(contentsOf: (slips ?? []).map(SlipPin.init))",
                       "new_string": "pins = (slips ?? []).map(SlipPin.init)"},
         "The file /Users/jo/code/harbor-ios/Harbor/Views/MarinaMapView.swift has been updated."),
        ("u", "works. btw you used SwiftData in the new FavoritesStore, we can't — we're on iOS 16.4 as the "
              "deployment target and SwiftData needs 17. everything persistent goes through GRDB like the rest of "
              "the app"),
        ("a", "You're right, sorry — `@Model` needs iOS 17. I'll rewrite `FavoritesStore` on GRDB with a "
              "`favorites` table and a migration, matching `BookingStore`."),
        ("t", "Bash", {"command": "xcodebuild -scheme Harbor -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5' "
                                  "test 2>&1 | tail -4", "description": "Run the test suite"},
         "Test Suite 'All tests' passed at 2026-09-17 11:49:02.114.\n\t Executed 64 tests, with 0 failures (0 unexpected) in 8.301 (8.377) seconds\n** TEST SUCCEEDED **"),
        ("a", "FavoritesStore is on GRDB now (migration `v7_favorites`), and the 64 tests pass."),
        ("u", "great. style thing for this codebase: one view per file, and the #Preview goes at the bottom of "
              "the file, not in a separate previews file"),
        ("a", "Got it. `FavoritesView.swift` had two views; I've moved `FavoriteBadge` into its own file with "
              "its preview at the bottom."),
        ("u", "and never raise the deployment target without asking me first. the marina staff use old iPads "
              "that can't go past 16"),
        ("a", "Understood — I won't change `IPHONEOS_DEPLOYMENT_TARGET` (16.4) without asking. If a newer API is "
              "tempting I'll use `if #available` or ask."),
        ("u", "perfect. what's for lunch, any ideas? jk. that's all, thanks"),
    ],
    facts=[
        F("pins-bug", "Map pins multiplied because .task re-runs on each tab appear and appended pins; fix: assign "
          "instead of append and use the slip's database id as SlipPin.id.", "bugfix", "assistant",
          [["pins", "pin"], [".task", "task"], "append"]),
        F("grdb", "Persistence goes through GRDB, not SwiftData, because the deployment target is iOS 16.4 and "
          "SwiftData needs iOS 17.", "decision", "user", ["GRDB", "SwiftData"]),
        F("one-view-per-file", "One SwiftUI view per file, with its #Preview at the bottom of the same file.",
          "convention", "user", [["one view per file", "view per file"], ["Preview", "previews"]]),
        F("deployment-target", "Never raise the iOS deployment target (16.4) without asking: marina staff use old "
          "iPads stuck on 16.", "rule", "user", ["deployment target", ["16.4", "16", "iPads"]], remember=True),
    ],
    optional=[],
    questions=[
        Q("Why did slip pins duplicate on the map?", ".task re-ran on every tab switch and appended; now assigns",
          ["pins-bug"]),
        Q("Can we use SwiftData for new storage?", "no, GRDB, because deployment target is iOS 16.4",
          ["grdb", "deployment-target"]),
        Q("Where do previews go?", "at the bottom of the view's own file, one view per file", ["one-view-per-file"]),
    ],
)

SAFFRON = "/home/lin/saffron"

saffron = dict(
    id="h2-cc-saffron-search", agent="claude-code", project=SAFFRON, branch="search",
    start=datetime(2026, 9, 29, 9, 3, 12),
    about="SvelteKit recipe site: Postgres full-text search over Meilisearch/Algolia, dev port, Node version, a "
          "commit-message convention, a 'keep in mind' about the media bucket; long reply with the fact mid-way",
    steps=[
        ("u", "gm. we need search on saffron. ~3000 recipes, search by title, ingredients and tags. thoughts?"),
        ("t", "Bash", {"command": "cat package.json | head -30 && cat .nvmrc && ls src/lib/server", "description": "Look at the stack"},
         "{\n  \"name\": \"saffron\",\n  \"private\": true,\n  \"scripts\": {\n    \"dev\": \"vite dev\",\n"
         "    \"build\": \"vite build\",\n    \"test\": \"vitest run\",\n    \"check\": \"svelte-kit sync && svelte-check\"\n  },\n"
         "  \"devDependencies\": {\n    \"@sveltejs/kit\": \"^2.7.0\",\n    \"drizzle-kit\": \"^0.26.2\"\n  },\n"
         "  \"dependencies\": {\n    \"drizzle-orm\": \"^0.35.1\",\n    \"postgres\": \"^3.4.4\"\n  }\n}\n20.11.1\ndb.ts\nrecipes.ts\nupload.ts"),
        ("a", "Since you're already on Postgres with Drizzle, here's how I see the options.\n\n"
              "**Hosted search (Algolia)**: excellent typo tolerance and instant results, but it's a paid service, "
              "you have to keep an index in sync on every recipe edit, and for 3,000 documents it is a lot of "
              "machinery.\n\n**Meilisearch** self-hosted: great relevance out of the box, but another service to "
              "deploy, back up and keep in sync.\n\n**Postgres full-text search**: a generated `tsvector` column "
              "over title (weight A), ingredients (B) and tags (C), a GIN index, and `websearch_to_tsquery` for "
              "the user's input. With `pg_trgm` on the title for typos, this covers 3,000 recipes comfortably "
              "and there's nothing new to run. Ranking is less clever than Meilisearch, which matters at hundreds "
              "of thousands of documents, not here.\n\nMy recommendation would be Postgres FTS to start, and "
              "revisit if search becomes the product's main feature. I can sketch the migration next, including "
              "the `unaccent` extension so \"creme brulee\" matches \"crème brûlée\"."),
        ("u", "agreed, postgres full text. no new services and definitely nothing paid. go"),
        ("t", "Write", {"file_path": f"{SAFFRON}/drizzle/0014_recipe_search.sql",
                        "content": "CREATE EXTENSION IF NOT EXISTS unaccent;\nCREATE EXTENSION IF NOT EXISTS pg_trgm;\n..."},
         "File created successfully at: /home/lin/saffron/drizzle/0014_recipe_search.sql"),
        ("t", "Bash", {"command": "pnpm drizzle-kit migrate && pnpm test -- search 2>&1 | tail -4", "description": "Apply migration and run search tests"},
         "[✓] migrations applied successfully!\n\n ✓ src/lib/server/search.test.ts (6 tests) 412ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)"),
        ("a", "Migration 0014 adds the `search` tsvector (title A, ingredients B, tags C), a GIN index and "
              "`unaccent`/`pg_trgm`; `searchRecipes()` in `src/lib/server/search.ts` uses "
              "`websearch_to_tsquery`. Six tests pass."),
        ("t", "Bash", {"command": "pnpm dev", "description": "Start dev server"},
         "\n  VITE v5.4.8  ready in 912 ms\n\n  ➜  Local:   http://localhost:5173/\n  ➜  Network: use --host to expose"),
        ("u", "argh 5173 collides with the admin app I always have running. pin saffron's dev server to 5174 "
              "in the vite config pls"),
        ("t", "Edit", {"file_path": f"{SAFFRON}/vite.config.ts", "old_string": "plugins: [sveltekit()]",
                       "new_string": "plugins: [sveltekit()],\n\tserver: { port: 5174, strictPort: true }"},
         "The file /home/lin/saffron/vite.config.ts has been updated."),
        ("a", "Dev server is pinned to port 5174 with `strictPort`, so it fails loudly instead of drifting to "
              "another port."),
        ("u", "thx. commit please. our convention: imperative mood, lowercase scope prefix, like "
              "`search: add recipe full-text search`. no emojis, no 'feat:' stuff"),
        ("t", "Bash", {"command": "git add -A && git commit -qm 'search: add recipe full-text search' && git log --oneline -1",
                       "description": "Commit"},
         "a41c9e0 search: add recipe full-text search"),
        ("u", "and one thing to keep in mind for later work: user photo uploads go to the saffron-media bucket, "
              "never to saffron-public. public is only for our own static assets and it's world-readable"),
        ("t", "Read", {"file_path": f"{SAFFRON}/src/lib/server/upload.ts"},
         "     1\timport { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';\n     2\t\n"
         "     3\tconst BUCKET = env.UPLOAD_BUCKET ?? 'saffron-media';\n"),
        ("a", "Checked: `upload.ts` already defaults to `saffron-media` via `UPLOAD_BUCKET`. I'll keep user "
              "uploads out of `saffron-public` in anything I add."),
    ],
    facts=[
        F("pg-fts", "Recipe search uses Postgres full-text search (tsvector + GIN, websearch_to_tsquery), not "
          "Algolia or Meilisearch: no new or paid services.", "decision", "user",
          [["Postgres", "PostgreSQL"], ["full text", "full-text", "FTS", "tsvector"]]),
        F("dev-port", "saffron's dev server is pinned to port 5174 (5173 collides with the admin app).",
          "config", "user", ["5174"]),
        F("commit-style", "Commit messages: imperative mood with a lowercase scope prefix (e.g. 'search: add "
          "recipe full-text search'); no emojis or 'feat:'.", "convention", "user",
          [["imperative", "scope prefix"]], remember=True),
        F("media-bucket", "User photo uploads go to the saffron-media bucket, never saffron-public "
          "(world-readable, own static assets only).", "rule", "user", ["saffron-media"], remember=True),
    ],
    optional=[
        Opt("node", "Node 20.11.1 per .nvmrc; package manager pnpm.", ["20.11.1"]),
        Opt("unaccent", "Search uses unaccent and pg_trgm.", ["unaccent"]),
    ],
    questions=[
        Q("How does recipe search work?", "Postgres full-text search, tsvector with a GIN index", ["pg-fts"]),
        Q("Which port does the saffron dev server run on?", "5174", ["dev-port"]),
        Q("Which bucket do user uploads go to?", "saffron-media, never saffron-public", ["media-bucket"]),
        Q("How should commit messages look?", "imperative mood, lowercase scope prefix, no feat or emojis",
          ["commit-style"]),
    ],
)

FERNWOOD = "/srv/fernwood"

fernwood = dict(
    id="h2-cc-fernwood-allotments", agent="claude-code", project=FERNWOOD, branch="main",
    start=datetime(2026, 10, 13, 16, 44, 0),
    about="Django allotments site: N+1 fix, function views preference, data-migration rule, waitlist expiry "
          "changed mid-session (45 days final), the project's check command; a stack-trace paste",
    steps=[
        ("u", "the plots page takes 4 seconds to load in prod. 300 plots. pls investigate"),
        ("t", "Bash", {"command": "DJANGO_SETTINGS_MODULE=fernwood.settings.dev python manage.py shell -c \"from django.db import "
                                  "connection, reset_queries; from django.test import Client; from django.conf import settings; "
                                  "settings.DEBUG=True; Client().get('/plots/'); print(len(connection.queries))\"",
                       "description": "Count queries on the plots page"},
         "903"),
        ("t", "Read", {"file_path": f"{FERNWOOD}/plots/views.py"},
         "    12\tdef plot_list(request):\n    13\t    plots = Plot.objects.order_by('number')\n"
         "    14\t    return render(request, 'plots/list.html', {'plots': plots})\n"),
        ("t", "Bash", {"command": "grep -n 'plot\\.' plots/templates/plots/list.html", "description": "What the template touches"},
         "9:  <td>{{ plot.tenant.display_name }}</td>\n10:  <td>{{ plot.waitlist_entries.count }}</td>\n"
         "11:  <td>{{ plot.tenant.phone }}</td>"),
        ("a", "903 queries for 300 plots — a classic N+1. The view fetches plots once, then the template touches "
              "`plot.tenant` (one query per plot) and `plot.waitlist_entries.count` (another per plot), plus one "
              "more for a lazy field on tenant.\n\nFix: `Plot.objects.select_related('tenant')` joins the tenant in "
              "the same query, and annotating `waitlist_count=Count('waitlist_entries')` replaces the per-row "
              "count. That brings the page to 2 queries."),
        ("t", "Edit", {"file_path": f"{FERNWOOD}/plots/views.py",
                       "old_string": "plots = Plot.objects.order_by('number')",
                       "new_string": "plots = (Plot.objects.select_related('tenant')\n             .annotate(waitlist_count=Count('waitlist_entries'))\n             .order_by('number'))"},
         "The file /srv/fernwood/plots/views.py has been updated."),
        ("t", "Bash", {"command": "make check 2>&1 | tail -6", "description": "Run lint, types and tests"},
         "ruff check .\nAll checks passed!\nmypy fernwood plots members\nSuccess: no issues found in 61 source files\n"
         "pytest -q\n........................................................ [100%]\n57 passed in 6.41s"),
        ("a", "Down to 2 queries; `make check` (ruff, mypy, pytest) is green."),
        ("u", "lovely. next: waitlist offers should expire after 30 days if the person doesn't respond. there's "
              "a WaitlistOffer model already. can you make it a class-based view for the 'respond' page? actually "
              "no, scrap that — I don't like CBVs for simple pages, function views please, same as everything else "
              "in the project"),
        ("a", "Function view it is. I'll add `respond_to_offer(request, token)` and a setting "
              "`WAITLIST_OFFER_DAYS = 30`, with a Celery beat task that expires stale offers nightly."),
        ("t", "Write", {"file_path": f"{FERNWOOD}/plots/tasks.py",
                        "content": "@shared_task\ndef expire_offers():\n    cutoff = now() - timedelta(days=settings.WAITLIST_OFFER_DAYS)\n    ..."},
         "File created successfully at: /srv/fernwood/plots/tasks.py"),
        ("t", "Bash", {"command": "python manage.py makemigrations plots && make check 2>&1 | tail -2", "description": "Migrations and checks"},
         "Migrations for 'plots':\n  plots/migrations/0019_waitlistoffer_expires_at.py\n    - Add field expires_at to waitlistoffer\n"
         "pytest -q\n60 passed in 6.77s"),
        ("u", "talked to the committee on the phone just now, 30 days is too short over the summer holidays. make it "
              "45 days"),
        ("t", "Edit", {"file_path": f"{FERNWOOD}/fernwood/settings/base.py", "old_string": "WAITLIST_OFFER_DAYS = 30",
                       "new_string": "WAITLIST_OFFER_DAYS = 45"},
         "The file /srv/fernwood/fernwood/settings/base.py has been updated."),
        ("a", "`WAITLIST_OFFER_DAYS = 45` now; the test uses the setting, so nothing else changes."),
        ("u", "also the existing plot categories in fixtures/categories.json need a new 'raised bed' one. "
              "oh wait — rule for this repo: we never edit fixtures by hand for data that's in prod, always a "
              "data migration"),
        ("t", "Write", {"file_path": f"{FERNWOOD}/plots/migrations/0020_add_raised_bed_category.py",
                        "content": "def add(apps, schema_editor):\n    Category = apps.get_model('plots', 'Category')\n    Category.objects.get_or_create(slug='raised-bed', defaults={'name': 'Raised bed'})\n..."},
         "File created successfully at: /srv/fernwood/plots/migrations/0020_add_raised_bed_category.py"),
        ("a", "Added data migration 0020 with `RunPython` (and a reverse that deletes the category) instead of "
              "touching the fixture."),
        ("u", "this came in from sentry while we were at it, related?\n\nTraceback (most recent call last):\n  File "
              "\"/srv/fernwood/members/views.py\", line 88, in profile\n    return render(request, 'members/profile.html', ctx)\n"
              "django.template.exceptions.TemplateDoesNotExist: members/profile_v2.html"),
        ("t", "Bash", {"command": "git log -3 --format='%h %an %s' -- members/templates", "description": "Recent template changes"},
         "b812f0a deploy-bot revert profile v2 template\n55ad0c2 ana profile page v2\n1c07e55 ana member directory"),
        ("a", "Not related to today's work: `profile.html` includes `profile_v2.html`, which was removed by the "
              "revert in b812f0a. The include should go too. Want me to remove it?"),
        ("u", "yes pls, then we're done for today"),
        ("t", "Edit", {"file_path": f"{FERNWOOD}/members/templates/members/profile.html",
                       "old_string": "{% include 'members/profile_v2.html' %}", "new_string": ""},
         "The file /srv/fernwood/members/templates/members/profile.html has been updated."),
        ("a", "Removed the stale include. Have a good evening!"),
    ],
    facts=[
        F("n-plus-one", "The plots page was slow from an N+1 (903 queries): fixed with select_related('tenant') "
          "and a Count annotation for waitlist entries.", "bugfix", "assistant",
          [["N+1", "N 1"], ["select_related", "select related"]]),
        F("function-views", "fernwood uses function views, not class-based views, for simple pages.",
          "preference", "user", [["function views", "function view"], ["class-based", "CBVs", "CBV"]]),
        F("offer-days", "Waitlist offers expire after 45 days (WAITLIST_OFFER_DAYS = 45).", "config", "user",
          ["45", ["waitlist", "WAITLIST_OFFER_DAYS"]]),
        F("data-migrations", "Never edit fixtures by hand for data that is in prod; always write a data migration.",
          "rule", "user", ["fixtures", "data migration"], remember=True),
        F("make-check", "`make check` runs ruff, mypy and pytest.", "fact", "assistant", ["make check"]),
    ],
    optional=[
        Opt("celery", "Stale offers are expired by a nightly Celery beat task.", ["Celery"]),
    ],
    questions=[
        Q("Why was the plots page slow?", "N+1 queries; select_related tenant and a Count annotation",
          ["n-plus-one"]),
        Q("How long does a waitlist offer stay open?", "45 days", ["offer-days"]),
        Q("How do I add a new plot category?", "a data migration, never editing fixtures by hand",
          ["data-migrations"]),
        Q("Class-based or function views?", "function views", ["function-views"]),
    ],
)

TRAILHEAD = "/home/sam/trailhead-android"

trailhead = dict(
    id="h2-cx-trailhead-android", agent="codex", project=TRAILHEAD, branch="recording",
    start=datetime(2026, 10, 27, 14, 12, 9),
    about="Kotlin/Compose hiking app: rotation crash root cause, Hilt over Koin, naming preference, minSdk; "
          "an assistant offer to migrate to KMP that is ignored",
    agents_md="Use ./gradlew. Kotlin code style: ktlint.",
    steps=[
        ("u", "recording a hike and rotating the phone loses the whole track. sometimes crashes with "
              "IllegalStateException. repro: start recording, rotate"),
        ("t", "shell", {"command": "grep -rn 'RecordingViewModel(' app/src/main/java | head"},
         "app/src/main/java/app/trailhead/record/RecordScreen.kt:31:    val vm = remember { RecordingViewModel(locationRepo, trackDao) }"),
        ("t", "shell", {"command": "adb logcat -d -s AndroidRuntime | tail -6"},
         "E AndroidRuntime: java.lang.IllegalStateException: LocationCallback already removed\n"
         "E AndroidRuntime: \tat app.trailhead.location.FusedLocationSource.stop(FusedLocationSource.kt:74)\n"
         "E AndroidRuntime: \tat app.trailhead.record.RecordingViewModel.onCleared(RecordingViewModel.kt:58)"),
        ("a", "Root cause: `RecordScreen` creates the view model with `remember { RecordingViewModel(...) }`. "
              "That's not a real `ViewModel` instance from a `ViewModelStore` — `remember` lives only as long as "
              "the composition, and rotation recreates the activity and the composition, so the recording state "
              "(and the points collected so far) is thrown away and a second location source is started. The "
              "crash is the old instance stopping a callback the new one already removed.\n\nFix: annotate "
              "`RecordingViewModel` with `@HiltViewModel`, inject its dependencies, and get it with "
              "`hiltViewModel()` in the screen, so it survives configuration changes. The collected points also "
              "go into `SavedStateHandle`-backed state for process death."),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: app/src/main/java/app/trailhead/record/RecordScreen.kt\n@@\n"
                             "-    val vm = remember { RecordingViewModel(locationRepo, trackDao) }\n+    val vm: RecordingViewModel = hiltViewModel()\n*** End Patch",
         "Success. Updated the following files:\nM app/src/main/java/app/trailhead/record/RecordScreen.kt\n"
         "M app/src/main/java/app/trailhead/record/RecordingViewModel.kt"),
        ("t", "shell", {"command": "./gradlew :app:testDebugUnitTest -q 2>&1 | tail -3"},
         "BUILD SUCCESSFUL in 1m 12s\n41 actionable tasks: 9 executed, 32 up-to-date"),
        ("u", "nice. so we're definitely on hilt then — there was a branch trying koin, I'm killing it. hilt "
              "catches missing bindings at compile time, koin blew up at runtime twice on testers' phones"),
        ("a", "Makes sense. Should I delete the `koin-experiment` branch on the remote as well?"),
        ("u", "yes"),
        ("t", "shell", {"command": "git push origin --delete koin-experiment"},
         "To git.example.org:trailhead-android.git\n - [deleted]         koin-experiment"),
        ("u", "another thing, naming: no abbreviations in identifiers. `distanceMeters`, `elevationGainMeters`, "
              "not `distM`, `elevGain`. units always spelled out in the name"),
        ("t", "shell", {"command": "grep -rnE '\\b(distM|elevGain|durS|spdKmh)\\b' app/src/main/java | wc -l"}, "23"),
        ("a", "23 abbreviated identifiers in the code. I've renamed them (`distM` → `distanceMeters`, `elevGain` → "
              "`elevationGainMeters`, `durS` → `durationSeconds`, `spdKmh` → `speedKmPerHour`). Separately — "
              "since the iOS version is on your roadmap, this would be a good moment to move the track model and "
              "GPX export into a Kotlin Multiplatform module so both apps share it."),
        ("u", "what's minSdk again?"),
        ("t", "shell", {"command": "grep -n 'minSdk\\|targetSdk\\|compileSdk' app/build.gradle.kts"},
         "14:        minSdk = 26\n15:        targetSdk = 35\n9:    compileSdk = 35"),
        ("a", "`minSdk = 26`, `targetSdk = 35`, `compileSdk = 35`."),
        ("u", "k thanks, that's it"),
    ],
    facts=[
        F("rotation-bug", "Rotating during recording lost the track because the view model was created with "
          "remember {} instead of a real ViewModel; fix: @HiltViewModel obtained with hiltViewModel().",
          "bugfix", "assistant", ["remember", ["hiltViewModel", "HiltViewModel"]]),
        F("hilt", "Dependency injection is Hilt, not Koin: Hilt catches missing bindings at compile time, Koin "
          "crashed at runtime on testers' phones.", "decision", "user", ["Hilt", "Koin"]),
        F("naming", "No abbreviations in identifiers; units spelled out (distanceMeters, not distM).",
          "convention", "user", [["abbreviations", "abbreviation"], ["distanceMeters", "units"]], remember=True),
    ],
    optional=[
        Opt("sdk", "minSdk 26, targetSdk 35.", ["minSdk", "26"]),
        Opt("test-cmd", "Unit tests: ./gradlew :app:testDebugUnitTest.", ["testDebugUnitTest"]),
    ],
    questions=[
        Q("Why did rotating the phone lose the recorded track?",
          "view model made with remember instead of hiltViewModel, so it did not survive rotation",
          ["rotation-bug"]),
        Q("Are we using Koin or Hilt?", "Hilt; compile-time checks, Koin crashed at runtime", ["hilt"]),
        Q("How should I name a distance variable?", "distanceMeters, no abbreviations, units spelled out",
          ["naming"]),
    ],
)

QUARRY = "/home/ravi/quarry"

quarry = dict(
    id="h2-cc-quarry-liveview", agent="claude-code", project=QUARRY, branch="main",
    start=datetime(2026, 11, 10, 10, 31, 45),
    about="Phoenix LiveView climbing-gym app: Oban over Quantum, form state lost on reconnect, a boundary "
          "convention, an Oban queue limit that changes; an assistant 'go to Redis PubSub' proposal rejected",
    steps=[
        ("u", "yo. the route-setting form loses everything you typed when the websocket reconnects (happens a lot "
              "on the gym wifi). setters are furious"),
        ("t", "Read", {"file_path": f"{QUARRY}/lib/quarry_web/live/route_live/form_component.ex"},
         "    14\t  def update(assigns, socket) do\n    15\t    changeset = Routes.change_route(assigns.route)\n"
         "    16\t    {:ok, socket |> assign(assigns) |> assign_form(changeset)}\n    17\t  end\n    ...\n"
         "    41\t  <.simple_form for={@form} phx-change=\"validate\" phx-submit=\"save\">\n"),
        ("t", "Bash", {"command": "grep -n 'id=' lib/quarry_web/live/route_live/form_component.ex | head -3", "description": "Check form ids"},
         "41:  <.simple_form for={@form} phx-change=\"validate\" phx-submit=\"save\">"),
        ("a", "The form has no `id`. On reconnect LiveView mounts a fresh process with empty assigns, and "
              "recovers form input by re-sending the DOM's current values as a `phx-change` event — but it only "
              "does that for forms with an `id` attribute (and a `phx-change` binding). Without the `id` there's "
              "no recovery, so the server renders the blank changeset over what the setter typed.\n\nFix: add "
              "`id=\"route-form\"` to `.simple_form`. The `validate` handler already rebuilds the changeset from "
              "params, so recovery just works after that."),
        ("t", "Edit", {"file_path": f"{QUARRY}/lib/quarry_web/live/route_live/form_component.ex",
                       "old_string": "<.simple_form for={@form} phx-change",
                       "new_string": "<.simple_form for={@form} id=\"route-form\" phx-change"},
         "The file /home/ravi/quarry/lib/quarry_web/live/route_live/form_component.ex has been updated."),
        ("t", "Bash", {"command": "mix test test/quarry_web/live/route_live_test.exs 2>&1 | tail -3", "description": "Run the LiveView tests"},
         "..........\nFinished in 1.9 seconds (0.6s async, 1.3s sync)\n10 tests, 0 failures"),
        ("u", "🙏 next: we need the 'route gets stripped in 6 weeks' reminders. scheduled job. quantum or oban?"),
        ("a", "Both can run cron-style jobs. Quantum keeps its schedule in memory — simple, but if the node is "
              "down at the scheduled minute the job just doesn't run, and there's no retry or history. Oban stores "
              "jobs in Postgres: retries with backoff, uniqueness, a record of what ran, and `Oban.Plugins.Cron` "
              "for the schedule. You already have Postgres, so Oban adds no infrastructure."),
        ("u", "oban. missed reminders are exactly the thing setters complain about"),
        ("t", "Bash", {"command": "mix deps.get 2>&1 | tail -2 && mix ecto.gen.migration add_oban_jobs_table", "description": "Add Oban"},
         "  oban 2.18.3\n* creating priv/repo/migrations/20261110104210_add_oban_jobs_table.exs"),
        ("a", "Added Oban 2.18 with a `reminders` queue (concurrency 10) and a cron entry that runs "
              "`Quarry.Workers.StripReminder` daily at 07:00 gym time."),
        ("u", "10 is way too many for the little db. reminders queue concurrency 3"),
        ("t", "Edit", {"file_path": f"{QUARRY}/config/config.exs", "old_string": "queues: [reminders: 10]",
                       "new_string": "queues: [reminders: 3]"},
         "The file /home/ravi/quarry/config/config.exs has been updated."),
        ("a", "`reminders` concurrency is 3 now. While we're on infrastructure: if you ever run two app nodes, "
              "switching Phoenix.PubSub to the Redis adapter would make broadcasts reach both."),
        ("u", "no, we're one node forever, it's a gym. also for future reference: LiveViews never call Repo "
              "directly, always go through the context module (Routes, Members, ...). your worker does "
              "Repo.all — move it into Routes"),
        ("t", "Edit", {"file_path": f"{QUARRY}/lib/quarry/workers/strip_reminder.ex",
                       "old_string": "Repo.all(from r in Route, where: r.strip_on == ^date)",
                       "new_string": "Routes.list_routes_stripping_on(date)"},
         "The file /home/ravi/quarry/lib/quarry/workers/strip_reminder.ex has been updated."),
        ("t", "Bash", {"command": "mix test 2>&1 | tail -2", "description": "Run all tests"},
         "Finished in 4.2 seconds (1.8s async, 2.4s sync)\n88 tests, 0 failures"),
        ("a", "Moved the query into `Routes.list_routes_stripping_on/1`; the worker and LiveViews only use "
              "contexts. 88 tests pass."),
        ("u", "👌 done. thanks"),
    ],
    facts=[
        F("form-recovery", "The route form lost input on websocket reconnect because it had no id, so LiveView's "
          "form recovery skipped it; fix: id=\"route-form\" on the simple_form.", "bugfix", "assistant",
          [["reconnect", "recovery"], ["route-form", "id attribute", "no id"]]),
        F("oban", "Scheduled reminders use Oban (jobs in Postgres, retries), not Quantum (in-memory, misses jobs "
          "when the node is down).", "decision", "user", ["Oban", "Quantum"]),
        F("queue-3", "The Oban reminders queue runs with concurrency 3.", "config", "user",
          ["reminders", "3", ["concurrency", "queue"]]),
        F("contexts", "LiveViews and workers never call Repo directly; they go through context modules "
          "(Routes, Members).", "convention", "user", ["Repo", ["context", "contexts"]], remember=True),
    ],
    optional=[
        Opt("single-node", "quarry runs on one node.", ["one node"]),
    ],
    questions=[
        Q("Why did the route form lose input on reconnect?", "the form had no id, so LiveView could not recover it",
          ["form-recovery"]),
        Q("What runs the strip reminders?", "Oban, reminders queue with concurrency 3", ["oban", "queue-3"]),
        Q("Can a LiveView query the Repo?", "no, go through the context module", ["contexts"]),
    ],
)

SESSIONS = [harbor, saffron, fernwood, trailhead, quarry]
