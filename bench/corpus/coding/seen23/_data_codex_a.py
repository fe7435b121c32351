"""h23 Codex sessions, part a: versioning a C# API, a revoked token that kept working, a Flutter screen."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

HARBOUR = "/home/dev/harbourline"
OTTER = "/home/dev/otterpost"
BRAMBLE = "/home/dev/bramble-fit"

SESSIONS = [
    {
        "id": "h23-cx-harbour-versioning",
        "project": HARBOUR,
        "start": datetime(2026, 11, 4, 10, 30),
        "about": "ASP.NET Core berth booking API; versioning options weighed; decisions as a bullet list with 'save to "
                 "memory:' as one bullet; sunset date; offset timestamps in v2",
        "steps": [
            ("user", "harbourline needs its first breaking change: booking times in the berth API become UTC offsets "
                     "instead of local harbour time. Nothing is versioned yet. How should we version it?"),
            shell("rg -n 'MapGroup|MapGet|MapPost' src/Harbourline.Api/Program.cs",
                  "31:var bookings = app.MapGroup(\"/bookings\");\n32:bookings.MapGet(\"/\", BookingEndpoints.List);\n"
                  "33:bookings.MapGet(\"/{id}\", BookingEndpoints.Get);\n34:bookings.MapPost(\"/\", BookingEndpoints.Create);\n"
                  "41:var berths = app.MapGroup(\"/berths\");\n"),
            shell("cut -d, -f3 logs/clients-2026-10.csv | sort | uniq -c | sort -rn | head -4",
                  "    412 Microsoft.Data.Mashup (Power Query)\n    187 curl/8.5.0\n     96 python-requests/2.32\n"
                  "     11 Harbourline.Portal/3.2\n"),
            ("assistant", "The usual options:\n\n"
                          "1. **URL path** (`/v1/bookings`, `/v2/bookings`): visible in logs, links and browser bars; "
                          "trivial for any client.\n"
                          "2. **Header** (`Api-Version: 2`): keeps URLs stable, but every client has to set a custom "
                          "header.\n"
                          "3. **Media type** (`Accept: application/vnd.harbourline.v2+json`): the most 'RESTful', and the "
                          "hardest for simple clients.\n"
                          "4. **Query string** (`?api-version=2`): easy, but easy to lose when URLs get rebuilt, and it "
                          "ends up in cache keys.\n\n"
                          "Your October client log is dominated by Power Query (412 of 706 clients) and curl scripts. Power "
                          "Query can send headers, but only from the advanced editor, which most harbour offices won't "
                          "touch. The Asp.Versioning package supports all four."),
            ("user", "ok, decisions:\n"
                     "- URL path. /v1/... and /v2/...; today's unversioned routes keep working as aliases of /v1\n"
                     "- header and media type versioning are out: the harbour offices' Power Query sheets can't "
                     "realistically set headers\n"
                     "- query string no: the port authority's proxy strips query strings it doesn't know, we found that "
                     "out with ?format= last year\n"
                     "- save to memory: a breaking change only ever ships as a new path version, never as a flag or "
                     "option inside an existing version\n"
                     "- v1 goes away on 2027-03-31"),
            shell("dotnet add src/Harbourline.Api package Asp.Versioning.Http",
                  "info : PackageReference for package 'Asp.Versioning.Http' version '8.1.0' added to file "
                  "'/home/dev/harbourline/src/Harbourline.Api/Harbourline.Api.csproj'.\n"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/Harbourline.Api/Program.cs\n"
                  "@@\n-var bookings = app.MapGroup(\"/bookings\");\n"
                  "+var versions = app.NewApiVersionSet().HasApiVersion(new(1)).HasApiVersion(new(2))\n"
                  "+    .HasDeprecatedApiVersion(new(1)).ReportApiVersions().Build();\n"
                  "+var bookings = app.MapGroup(\"/v{version:apiVersion}/bookings\").WithApiVersionSet(versions);\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/Harbourline.Api/Program.cs\n"),
            ("assistant", "Wired up with `UrlSegmentApiVersionReader`: `/v{version}/bookings` and `/v{version}/berths`, and "
                          "v1 is additionally mapped on the old unversioned routes. v1 is marked deprecated with a sunset "
                          "policy for 2027-03-31, so every v1 response carries `Deprecation` and `Sunset` headers plus a "
                          "link to the migration notes."),
            shell("dotnet test tests/Harbourline.Api.Tests && curl -si localhost:5080/bookings/1 | "
                  "grep -iE 'deprecation|sunset|link'",
                  "Passed!  - Failed:     0, Passed:    58, Skipped:     0, Total:    58\n"
                  "Deprecation: true\nSunset: Wed, 31 Mar 2027 00:00:00 GMT\n"
                  "Link: <https://harbourline.example/docs/v2-migration>; rel=\"sunset\"\n"),
            ("user", "good. times in v2: ISO 8601 with the offset, like 2026-11-04T06:30:00+01:00, not Z"),
            ("assistant", "v2 booking DTOs now use `DateTimeOffset` for arrival and departure; System.Text.Json writes "
                          "them with the offset as stored, e.g. `2026-11-04T06:30:00+01:00`. v1 keeps the local "
                          "`DateTime` fields."),
            shell("dotnet test tests/Harbourline.Api.Tests --filter V2",
                  "Passed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14\n"),
            ("user", "thx, that's it for today"),
        ],
        "facts": [
            fact("path-versioning", "The harbourline API is versioned by URL path (/v1, /v2); the old unversioned routes "
                                    "stay as aliases of /v1.",
                 "decision", "user", ["URL path", "/v2"]),
            fact("versioning-rejected", "Header and media-type versioning rejected (the harbour offices' Power Query "
                                        "sheets can't realistically set headers); query string rejected (the port "
                                        "authority's proxy strips unknown query strings).",
                 "decision", "user", ["Power Query", "query string"]),
            fact("breaking-path-version", "A breaking change only ever ships as a new path version, never as a flag or "
                                          "option inside an existing version.",
                 "rule", "user", ["breaking change", "path version"], remember=True),
            fact("v1-sunset", "v1 goes away on 2027-03-31; v1 responses carry Deprecation and Sunset headers.",
                 "config", "user", ["2027-03-31", "Sunset"]),
            fact("v2-offset-times", "v2 times are ISO 8601 with the offset (DateTimeOffset), not Z.",
                 "decision", "user", ["ISO 8601", "offset"]),
            fact("asp-versioning", "Versioning uses the Asp.Versioning.Http package with UrlSegmentApiVersionReader.",
                 "config", "assistant", ["Asp.Versioning", "UrlSegmentApiVersionReader"]),
        ],
        "optional": [
            opt("migration-link", "v1 responses link to https://harbourline.example/docs/v2-migration.", ["v2-migration"]),
        ],
        "questions": [
            q("How is the harbourline API versioned?", "by URL path, /v1 and /v2", ["path-versioning"]),
            q("Why not version harbourline with a header?", "Power Query sheets can't realistically set headers",
              ["versioning-rejected"]),
            q("When does harbourline v1 go away?", "2027-03-31", ["v1-sunset"]),
            q("How may a breaking change ship?", "only as a new path version", ["breaking-path-version"]),
            q("How are booking times written in v2?", "ISO 8601 with the offset", ["v2-offset-times"]),
        ],
    },
    {
        "id": "h23-cx-otter-tokens",
        "project": OTTER,
        "start": datetime(2026, 11, 11, 13, 15),
        "about": "Elixir/Phoenix newsletters; a revoked API token kept working; cause (plug bypassed the checking "
                 "function), fix; the rule quoted from last week with 'remember that'; a Credo idea nobody answers",
        "steps": [
            ("user", "Support ticket on otterpost: a publisher revoked a leaked API token in the dashboard on Monday, and "
                     "on Tuesday that token still sent a newsletter to 9,000 subscribers. Find out why."),
            shell("rg -n 'ApiToken' lib | head",
                  "lib/otterpost/accounts.ex:212:  def verify_api_token(raw) do\n"
                  "lib/otterpost/accounts.ex:214:    case Repo.get_by(ApiToken, token_hash: hash(raw)) do\n"
                  "lib/otterpost/accounts.ex:215:      %ApiToken{revoked_at: nil, expires_at: exp} = t ->\n"
                  "lib/otterpost_web/plugs/api_auth.ex:14:    case Repo.get_by(ApiToken, token_hash: Accounts.hash(raw)) do\n"
                  "lib/otterpost_web/live/token_live/index.ex:33:    tokens = Repo.all(from t in ApiToken, where: "
                  "t.publisher_id == ^pid)\n"),
            shell("sed -n 10,24p lib/otterpost_web/plugs/api_auth.ex",
                  "  def call(conn, _opts) do\n    with [\"Bearer \" <> raw] <- get_req_header(conn, \"authorization\"),\n"
                  "         %ApiToken{} = token <- Repo.get_by(ApiToken, token_hash: Accounts.hash(raw)) do\n"
                  "      assign(conn, :api_token, token)\n    else\n"
                  "      _ -> conn |> send_resp(401, \"unauthorized\") |> halt()\n    end\n  end\n"),
            shell("git log --format='%h %ad %s' --date=short -- lib/otterpost_web/plugs/api_auth.ex | tail -1; "
                  "git log -S 'def verify_api_token' --format='%h %ad %s' --date=short",
                  "1c9e774 2025-02-17 api: token auth plug\n"
                  "8f31c2a 2025-09-02 accounts: verify_api_token with revocation and expiry\n"),
            ("assistant", "Cause: `OtterpostWeb.Plugs.ApiAuth` looks the token up itself with `Repo.get_by(ApiToken, "
                          "token_hash: ...)` and accepts any row it finds. It never checks `revoked_at` or `expires_at`. "
                          "`Accounts.verify_api_token/1` does both checks, but it was added in September 2025, seven months "
                          "after the plug, and the plug was never switched over. So revoking in the dashboard sets "
                          "`revoked_at` and nothing on the API path reads it.\n\n"
                          "Fix: the plug calls `Accounts.verify_api_token/1` and answers 401 on `{:error, _}`."),
            ("user", "yes. like I said last week, token checks go through Accounts.verify_api_token and nowhere else, "
                     "remember that. this is exactly the reason"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: lib/otterpost_web/plugs/api_auth.ex\n@@\n"
                  "-         %ApiToken{} = token <- Repo.get_by(ApiToken, token_hash: Accounts.hash(raw)) do\n"
                  "+         {:ok, token} <- Accounts.verify_api_token(raw) do\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM lib/otterpost_web/plugs/api_auth.ex\n"),
            shell("mix test test/otterpost_web/plugs/api_auth_test.exs",
                  "......\nFinished in 0.3 seconds (0.3s async, 0.0s sync)\n6 tests, 0 failures\n"),
            ("assistant", "6 tests pass, including new ones for a revoked and an expired token (both 401). The other hit, "
                          "`token_live/index.ex`, only lists a publisher's tokens in the dashboard; it isn't an auth "
                          "check."),
            ("user", "leave that one. how many sends did the token do after it was revoked?"),
            shell("psql otterpost_prod_ro -c \"select count(*), sum(recipients) from sends s join api_tokens t on t.id = "
                  "s.api_token_id where t.id = 77812 and s.inserted_at > t.revoked_at\"",
                  " count |  sum  \n-------+-------\n     3 | 21408\n(1 row)\n"),
            ("assistant", "3 sends, 21,408 recipients in total after the revocation. A custom Credo check that flags "
                          "`Repo.get_by(ApiToken` outside `Otterpost.Accounts` would catch the next copy of this pattern."),
            ("user", "write a short incident summary for #incidents, 5 lines max"),
            ("assistant", "**API token revocation not enforced**\n"
                          "- Revoked API tokens kept working: the ApiAuth plug never checked revoked_at/expires_at.\n"
                          "- Impact: one leaked token sent 3 newsletters (21,408 recipients) after revocation.\n"
                          "- Fix: the plug now calls Accounts.verify_api_token/1; revoked and expired tokens get 401.\n"
                          "- Follow-up: publisher notified by support."),
        ],
        "facts": [
            fact("revoked-cause", "Revoked otterpost tokens kept working because the ApiAuth plug did its own Repo.get_by "
                                  "on token_hash and never checked revoked_at or expires_at.",
                 "bugfix", "assistant", ["ApiAuth", "revoked_at"]),
            fact("revoked-fix", "Fix: the ApiAuth plug calls Accounts.verify_api_token/1 and answers 401 on error; tests "
                                "cover revoked and expired tokens.",
                 "bugfix", "assistant", ["verify_api_token", "401"]),
            fact("verify-only", "Token checks go through Accounts.verify_api_token and nowhere else.",
                 "rule", "user", ["Accounts.verify_api_token", "nowhere else"], remember=True),
        ],
        "optional": [
            opt("token-live-display", "token_live/index.ex reads ApiToken only to list tokens in the dashboard; left as "
                                      "is.", ["token_live"]),
        ],
        "questions": [
            q("Why did a revoked otterpost token still send newsletters?",
              "the ApiAuth plug never checked revoked_at or expires_at", ["revoked-cause"]),
            q("Where must API token checks happen in otterpost?", "Accounts.verify_api_token and nowhere else",
              ["verify-only"]),
            q("What does otterpost answer for a revoked token now?", "401", ["revoked-fix"]),
        ],
    },
    {
        "id": "h23-cx-bramble-screen",
        "project": BRAMBLE,
        "start": datetime(2026, 11, 12, 17, 0),
        "about": "Flutter climbing gym app; folder and file naming convention stated; texts rule asked in Portuguese-"
                 "flavoured English ('you need to keep this in the memory for always'); Riverpod over FutureBuilder",
        "steps": [
            ("user", "Olá! I need a new screen in bramble-fit for booking the belay course. Before, please look how the "
                     "other features are organized."),
            shell("find lib -maxdepth 3 -name '*.dart' | sort | head -14",
                  "lib/features/checkin/checkin_provider.dart\nlib/features/checkin/checkin_screen.dart\n"
                  "lib/features/checkin/widgets/qr_panel.dart\nlib/features/membership/membership_provider.dart\n"
                  "lib/features/membership/membership_screen.dart\nlib/features/routes/route_list_screen.dart\n"
                  "lib/features/routes/routes_provider.dart\nlib/features/routes/widgets/grade_chip.dart\n"
                  "lib/l10n/app_localizations.dart\nlib/main.dart\nlib/ui/bramble_button.dart\nlib/ui/empty_state.dart\n"),
            shell("sed -n 1,20p lib/features/checkin/checkin_screen.dart",
                  "class CheckinScreen extends ConsumerWidget {\n  const CheckinScreen({super.key});\n\n  @override\n"
                  "  Widget build(BuildContext context, WidgetRef ref) {\n    final l10n = AppLocalizations.of(context)!;\n"
                  "    final state = ref.watch(checkinProvider);\n    return Scaffold(\n"
                  "      appBar: AppBar(title: Text(l10n.checkinTitle)),\n"),
            ("assistant", "What I see: each feature has a folder under lib/features/ (checkin, membership, routes) with a "
                          "`*_screen.dart`, a `*_provider.dart` (Riverpod) and sometimes a `widgets/` folder. Shared "
                          "widgets like `bramble_button.dart` are in lib/ui/. Texts come from `AppLocalizations` (arb "
                          "files in lib/l10n/)."),
            ("user", "Yes, this is the convention and I want you to follow it always: each feature has its folder in "
                     "lib/features/, the screen file finishes with _screen.dart, the widgets only of that feature stay in "
                     "its widgets/ folder, and only when two features use the same widget it goes to lib/ui/. And please, "
                     "you need to keep this in the memory for always: the texts never stay hardcoded in the widget, they "
                     "go in the arb files, app_en.arb and app_pt.arb both, because our gyms in Lisboa and Porto use the "
                     "app in Portuguese. The last time somebody forgot, the Porto people saw 'Book now' for two weeks."),
            shell("mkdir -p lib/features/courses/widgets && apply_patch < /tmp/belay_course.patch",
                  "Success. Updated the following files:\nA lib/features/courses/belay_course_screen.dart\n"
                  "A lib/features/courses/widgets/course_slot_tile.dart\nM lib/l10n/app_en.arb\nM lib/l10n/app_pt.arb\n"),
            shell("flutter gen-l10n && flutter analyze",
                  "Analyzing bramble-fit...\nNo issues found! (ran in 4.1s)\n"),
            ("assistant", "Screen and slot tile are in place, with 6 new keys in both arb files (belayCourseTitle, "
                          "belayCourseSlotsLeft, belayCourseBook, ...). For the slot list I used a FutureBuilder that calls "
                          "GET /courses/belay/slots directly. Should I make it a Riverpod provider like checkin instead?"),
            ("user", "Sim, Riverpod like the others, no FutureBuilder."),
            shell("apply_patch < /tmp/courses_provider.patch && flutter test",
                  "Success. Updated the following files:\nA lib/features/courses/courses_provider.dart\n"
                  "M lib/features/courses/belay_course_screen.dart\n00:07 +63: All tests passed!\n"),
            ("assistant", "Done: `belayCourseSlotsProvider` in lib/features/courses/courses_provider.dart, the screen is a "
                          "ConsumerWidget now. All 63 tests pass."),
            ("user", "Obrigado, perfect."),
        ],
        "facts": [
            fact("feature-folders", "Each feature has its folder in lib/features/; screen files end in _screen.dart; "
                                    "widgets of one feature stay in its widgets/ folder; a widget used by two features "
                                    "goes to lib/ui/.",
                 "convention", "user", ["lib/features", "_screen.dart", "lib/ui"]),
            fact("arb-texts", "Texts are never hardcoded in widgets; they go in both arb files, app_en.arb and app_pt.arb "
                              "(the gyms in Lisboa and Porto use Portuguese).",
                 "rule", "user", ["arb", "app_pt.arb"], remember=True),
            fact("riverpod", "Screens load their data through Riverpod providers like the other features, no "
                             "FutureBuilder.",
                 "convention", "user", ["Riverpod", "FutureBuilder"]),
        ],
        "optional": [
            opt("belay-screen", "The belay course screen is lib/features/courses/belay_course_screen.dart.",
                ["belay_course_screen.dart"]),
        ],
        "questions": [
            q("Where does a widget used by two features go in bramble-fit?", "lib/ui/", ["feature-folders"]),
            q("How do screen file names end in bramble-fit?", "_screen.dart", ["feature-folders"]),
            q("Where do the app's texts go?", "the arb files, app_en.arb and app_pt.arb", ["arb-texts"]),
        ],
    },
]
