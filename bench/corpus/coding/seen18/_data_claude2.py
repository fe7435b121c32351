"""Claude Code sessions, part 2: climbing gym (Phoenix), seed bank CI (Kotlin), dance school README
(Swift), poetry zine chat (Haskell), taxi dispatch Dockerfile (.NET), hedgehog package (R)."""

from __future__ import annotations

from datetime import datetime

from _common import gradle_log, tree
from _data_claude import F, Q

COMPOSE_UP = """[+] Running 4/4
 ✔ Network cruxbook_default       Created                                   0.1s
 ✔ Volume "cruxbook_pgdata"       Created                                   0.0s
 ✔ Container cruxbook-db-1        Healthy                                   6.2s
 ✔ Container cruxbook-web-1       Started                                   6.4s
web-1  | [info] Running CruxbookWeb.Endpoint with Bandit 1.5.7 at 0.0.0.0:4010 (http)
web-1  | [info] Access CruxbookWeb.Endpoint at http://localhost:4010
web-1  | [watch] build finished, watching for changes...
db-1   | 2026-03-05 10:12:01.331 UTC [1] LOG:  starting PostgreSQL 16.4 on x86_64-pc-linux-musl
db-1   | 2026-03-05 10:12:01.332 UTC [1] LOG:  listening on IPv4 address "0.0.0.0", port 5432
db-1   | 2026-03-05 10:12:01.340 UTC [1] LOG:  database system is ready to accept connections"""

CLIMBING = {
    "id": "h18-cc-climbing-compose",
    "project": "/home/ruben/work/cruxbook",
    "start": datetime(2026, 3, 5, 10, 0),
    "about": "Elixir Phoenix app for a climbing gym: first docker compose file; a secret pasted by mistake "
             "and asked to be forgotten (no fact holds it); 'important:' rule about keys; port and image set",
    "steps": [
        ("user", "hey. cruxbook (phoenix 1.7, booking for the bouldering gym) needs a compose file so "
                 "the other volunteer can run it without installing elixir. web + postgres"),
        ("assistant", "Sure. A question first: which Postgres version do you develop against locally?"),
        ("user", "16. and the phoenix port should be 4010, the gym's old php thing sits on 4000 on the shared "
                 "dev box"),
        ("assistant", "Postgres 16 and Phoenix on 4010. Draft `docker-compose.yml`:\n\n```yaml\nservices:\n"
                      "  db:\n    image: postgres:16-alpine\n    environment:\n      POSTGRES_USER: cruxbook\n"
                      "      POSTGRES_PASSWORD: cruxbook\n    volumes: [pgdata:/var/lib/postgresql/data]\n"
                      "    healthcheck:\n      test: [\"CMD\", \"pg_isready\", \"-U\", \"cruxbook\"]\n  web:\n"
                      "    build: .\n    ports: [\"4010:4010\"]\n    env_file: .env.local\n    depends_on:\n"
                      "      db: {condition: service_healthy}\nvolumes:\n  pgdata:\n```\n\nThe web container "
                      "reads its settings from `.env.local`, which stays out of git."),
        ("user", "looks right. the stripe thing for day passes needs a key, here's the one from the dashboard: "
                 "sk_test_51Hx9FAKEFAKEq2Lr8aVtY0cQm3dNw7 put it in the env"),
        ("user", "ugh wait, that shouldn't have gone in the chat. forget that key, don't write it anywhere, "
                 "I'll roll it in the dashboard now"),
        ("assistant", "Understood — I won't write that key into any file or repeat it, and rolling it is the "
                      "right call. I'll add a placeholder `STRIPE_SECRET_KEY=` line to `.env.example` instead, "
                      "and you fill the real value into your own `.env.local`."),
        ("user", "important: real keys never go in docker-compose.yml or any committed file. only .env.local, "
                 "which is gitignored. the other volunteer will copy .env.example"),
        ("assistant", "Got it, that's the rule for cruxbook. Checking the ignore file and writing both files."),
        ("tool", "Bash", {"command": "cat .gitignore | tail -8"},
         "# Ignore digested assets\n/priv/static/assets/\n/priv/static/cache_manifest.json\n\n# Temporary "
         "files\n/tmp/\nnpm-debug.log\n.elixir_ls/"),
        ("tool", "Edit", {"file_path": "/home/ruben/work/cruxbook/.gitignore", "new_string": ".env.local\n"},
         "The file /home/ruben/work/cruxbook/.gitignore has been updated."),
        ("tool", "Write", {"file_path": "/home/ruben/work/cruxbook/docker-compose.yml", "content": "..."},
         "File created successfully at: /home/ruben/work/cruxbook/docker-compose.yml"),
        ("tool", "Bash", {"command": "docker compose up -d && docker compose logs --tail=20"}, COMPOSE_UP),
        ("assistant", "Both containers are up: Postgres 16.4 is healthy and Phoenix answers on "
                      "http://localhost:4010. I added `.env.local` to `.gitignore` (it wasn't there), and "
                      "`.env.example` lists `DATABASE_URL`, `SECRET_KEY_BASE`, `PHX_PORT=4010` and an empty "
                      "`STRIPE_SECRET_KEY`.\n\nShould I also add a `Makefile` with `make up` / `make down`?"),
        ("user", "nah, people can type docker compose. thanks, good stuff"),
    ],
    "facts": [
        F("port", "Phoenix runs on port 4010 (4000 is used by the old PHP app on the shared dev box).",
          "config", "user", ["4010"]),
        F("pg16", "Postgres 16 (postgres:16-alpine) in compose.", "config", "user", ["postgres:16-alpine"]),
        F("keys-rule", "Real keys never go in docker-compose.yml or any committed file, only in the "
          "gitignored .env.local; others copy .env.example.", "rule", "user", [".env.local"], True),
    ],
    "optional": [
        {"id": "no-makefile", "text": "No Makefile; people type docker compose.", "key_terms": ["Makefile"]},
    ],
    "questions": [
        Q("What port does cruxbook run on in dev?", "4010", ["port"]),
        Q("Where do secret keys go?", ".env.local gitignored, never compose or committed files", ["keys-rule"]),
        Q("Which Postgres image does compose use?", "postgres:16-alpine", ["pg16"]),
    ],
}

SEEDBANK = {
    "id": "h18-cc-seedbank-ci",
    "project": "/home/oskar/projects/seedvault-api",
    "start": datetime(2026, 3, 6, 9, 15),
    "about": "Kotlin backend for a seed bank: first GitHub Actions pipeline; macOS in the matrix then "
             "dropped (final: ubuntu only); another team's signed-commit rule not adopted; 'fyi for future "
             "sessions' time budget",
    "steps": [
        ("user", "Good morning. I would like the first CI pipeline for seedvault-api. It is Kotlin, Ktor, "
                 "Gradle with kotlin DSL. GitHub Actions please."),
        ("tool", "Bash", {"command": "cat gradle/libs.versions.toml | head -20 && cat .java-version"},
         "[versions]\nkotlin = \"2.0.21\"\nktor = \"2.3.12\"\nexposed = \"0.55.0\"\nlogback = \"1.5.8\"\n"
         "testcontainers = \"1.20.2\"\n\n[libraries]\nktor-server-core = { module = \"io.ktor:ktor-server-core\", "
         "version.ref = \"ktor\" }\nktor-server-netty = { module = \"io.ktor:ktor-server-netty\", version.ref = "
         "\"ktor\" }\nexposed-core = { module = \"org.jetbrains.exposed:exposed-core\", version.ref = "
         "\"exposed\" }\n\n21"),
        ("assistant", "You're on Kotlin 2.0.21, Ktor 2.3.12, and `.java-version` says 21. My proposal for "
                      "`.github/workflows/ci.yml`:\n\n- trigger on push to `main` and on pull requests\n- "
                      "`actions/setup-java@v4` with Temurin 21\n- `gradle/actions/setup-gradle@v4` for caching\n"
                      "- run `./gradlew check`\n- matrix over `ubuntu-latest` and `macos-latest`, since you "
                      "mentioned the curators run it on Macs"),
        ("user", "Yes, this is good. Matrix with both."),
        ("tool", "Write", {"file_path": "/home/oskar/projects/seedvault-api/.github/workflows/ci.yml",
                           "content": "..."},
         "File created successfully at: /home/oskar/projects/seedvault-api/.github/workflows/ci.yml"),
        ("tool", "Bash", {"command": "./gradlew check"},
         gradle_log([":compileKotlin", ":compileJava NO-SOURCE", ":classes", ":compileTestKotlin",
                     ":test", ":detekt", ":check"])),
        ("assistant", "`./gradlew check` passes locally in 48s (compile, tests, detekt). I pushed the branch "
                      "`ci/first-pipeline`; the run is going."),
        ("tool", "Bash", {"command": "gh run view --log-failed | tail -25"},
         "macos-latest  Run ./gradlew check  > Task :test\nmacos-latest  Run ./gradlew check  \n"
         "macos-latest  Run ./gradlew check  AccessionRepositoryTest > finds accession by code() FAILED\n"
         "macos-latest  Run ./gradlew check      org.testcontainers.containers.ContainerLaunchException: "
         "Container startup failed for image postgres:16\n"
         "macos-latest  Run ./gradlew check          Caused by: java.lang.IllegalStateException: Could not find "
         "a valid Docker environment. Please see logs and check configuration\n"
         "macos-latest  Run ./gradlew check  \nmacos-latest  Run ./gradlew check  42 tests completed, 6 failed\n"
         "macos-latest  Run ./gradlew check  FAILURE: Build failed with an exception.\n"
         "macos-latest  Run ./gradlew check  BUILD FAILED in 6m 12s\n"
         "ubuntu-latest Run ./gradlew check  BUILD SUCCESSFUL in 3m 41s"),
        ("assistant", "The ubuntu job is green; the macOS job fails because GitHub's macOS runners have no "
                      "Docker, and the repository tests start Postgres with Testcontainers. Options: skip the "
                      "Testcontainers tests on macOS with a Gradle property, or drop macOS from the matrix."),
        ("user", "Then we drop macOS. Only ubuntu. The curators do not run the tests, I was wrong, they only "
                 "run the app."),
        ("tool", "Edit", {"file_path": "/home/oskar/projects/seedvault-api/.github/workflows/ci.yml"},
         "The file /home/oskar/projects/seedvault-api/.github/workflows/ci.yml has been updated."),
        ("assistant", "Done: the matrix is gone, the job runs on `ubuntu-latest` only. Anything else, like "
                      "requiring signed commits? Some organisations enforce that in branch protection."),
        ("user", "The platform team at the institute requires signed commits for their repos. We do not do "
                 "this here, too much trouble for the volunteers. fyi for future sessions: CI must stay under "
                 "10 minutes total, the institute pays for runner minutes from our small grant, so if a step "
                 "makes it slower tell me before adding it."),
        ("assistant", "Noted: the CI budget is 10 minutes per run, and I'll flag anything that would push it "
                      "past that before adding it. Current ubuntu run is 3m41s, so there's room."),
        ("user", "Very good. Thank you, that is all for now."),
    ],
    "facts": [
        F("ci-setup", "CI is GitHub Actions with Temurin 21, setup-gradle caching, running ./gradlew check.",
          "config", "assistant", ["./gradlew check", "Temurin"]),
        F("ubuntu-only", "CI runs on ubuntu-latest only; macOS was dropped because its runners have no Docker "
          "for Testcontainers and curators don't run the tests.", "decision", "user",
          ["ubuntu-latest", ["macOS", "macos-latest"]]),
        F("budget", "CI must stay under 10 minutes total (runner minutes paid from the grant); flag slower "
          "steps before adding them.", "rule", "user", ["10 minutes"], True),
    ],
    "optional": [
        {"id": "no-signed", "text": "Signed commits are not required here (unlike the platform team).",
         "key_terms": ["signed commits"]},
        {"id": "versions", "text": "Kotlin 2.0.21, Ktor 2.3.12, Java 21.", "key_terms": ["2.0.21"]},
    ],
    "questions": [
        Q("Which OS does CI run on?", "ubuntu-latest only, macOS dropped", ["ubuntu-latest"]),
        Q("What's the time budget for CI?", "under 10 minutes", ["budget"]),
        Q("Do we require signed commits?", "no", []),
    ],
}

DANCE_README = """# DanceFloor for iPad

> Template README — fill in!

## Requirements
- iPadOS 16 or later
- Xcode 15
- CocoaPods (`pod install` before opening the workspace)
- SwiftLint must pass before every commit
- All PRs need two approvals

## Architecture
MVVM with Combine. Core Data for persistence. Localised in English and German.
"""

DANCE = {
    "id": "h18-cc-dance-readme",
    "project": "/Users/lotte/Developer/Plie",
    "start": datetime(2026, 3, 7, 16, 20),
    "about": "Swift iPad app for a dance school: README written from a pasted template; only what the person "
             "confirms counts (iPadOS 17, SPM not CocoaPods, SwiftData); remember-request in parentheses",
    "steps": [
        ("user", "can you write a README for Plie (the dance school attendance app)? I found this template "
                 "from another project of the studio, use it as a base:\n\n" + DANCE_README),
        ("assistant", "Happy to. Before I copy anything: several things in that template may not match "
                      "Plie. Is it iPadOS 16+, CocoaPods, MVVM with Combine and Core Data here too?"),
        ("tool", "Bash", {"command": "ls && grep -n IPHONEOS_DEPLOYMENT_TARGET Plie.xcodeproj/project.pbxproj "
                                     "| head -3"},
         tree("Plie", ["Plie.xcodeproj", "Plie/", "PlieTests/", "Package.resolved", ".swiftlint.yml"]) +
         "\n412:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n598:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
        ("user", "no. it's iPadOS 17 minimum (we use SwiftData, which needs 17). no cocoapods, packages are "
                 "swift package manager only. swiftlint yes. the two approvals thing is for the studio's "
                 "website repo, it's just me here so ignore that. (and please remember for next time that "
                 "Plie is iPad only, landscape only — the tablet sits on the piano.)"),
        ("assistant", "Thanks — I'll keep that in mind: iPad only, landscape only. Writing the README with "
                      "what you confirmed and nothing from the template that doesn't apply."),
        ("tool", "Write", {"file_path": "/Users/lotte/Developer/Plie/README.md", "content": "# Plie\n..."},
         "File created successfully at: /Users/lotte/Developer/Plie/README.md"),
        ("assistant", "README written:\n\n- **Requirements:** iPadOS 17+, Xcode 16, dependencies via Swift "
                      "Package Manager\n- **Persistence:** SwiftData\n- **Lint:** SwiftLint (`.swiftlint.yml` "
                      "at the root)\n- **Devices:** iPad only, landscape only\n\nI left out the German "
                      "localisation line too — is Plie localised?"),
        ("user", "english only for now. ok thanks, perfect"),
    ],
    "facts": [
        F("min-os", "Plie requires iPadOS 17 because it uses SwiftData.", "config", "user",
          ["iPadOS 17", "SwiftData"]),
        F("spm", "Dependencies via Swift Package Manager only, no CocoaPods.", "decision", "user",
          ["Swift Package Manager"]),
        F("landscape", "Plie is iPad only, landscape only (the tablet sits on the piano).", "rule", "user",
          ["landscape"], True),
    ],
    "optional": [
        {"id": "swiftlint", "text": "SwiftLint is used.", "key_terms": ["SwiftLint"]},
        {"id": "english", "text": "English only for now.", "key_terms": ["english"]},
    ],
    "questions": [
        Q("What's Plie's minimum OS?", "iPadOS 17 SwiftData", ["min-os"]),
        Q("Can I add a CocoaPod?", "no, Swift Package Manager only", ["spm"]),
        Q("Does Plie support portrait?", "no, landscape only iPad only", ["landscape"]),
    ],
}

ZINE = {
    "id": "h18-cc-zine-chat",
    "project": "/home/wren/zines/inkwell",
    "start": datetime(2026, 3, 8, 21, 40),
    "about": "Haskell static-site generator for a poetry zine: only questions about Haskell and chatter; "
             "an idea floated and not taken; nothing durable",
    "steps": [
        ("user", "hiya. not coding tonight really, just curious. what is a monad transformer, in words a poet "
                 "would get"),
        ("assistant", "Think of a monad as a kind of stanza form: it decides how lines (computations) follow "
                      "one another — whether a line may fail, may read from a shared notebook, may write to a "
                      "log. A transformer lets you stack forms: a stanza that may fail *and* reads from a "
                      "notebook. `ReaderT Config IO` is \"do input/output, and always have the config within "
                      "reach\". You never must use them; many programs pass the config as an argument and are "
                      "perfectly fine."),
        ("tool", "Bash", {"command": "grep -rn ReaderT src/ | head"},
         "src/Site.hs:14:type SiteM = ReaderT SiteConfig IO\nsrc/Site.hs:31:runSite :: SiteConfig -> SiteM a "
         "-> IO a\nsrc/Render.hs:8:import Control.Monad.Reader (ReaderT, asks)"),
        ("assistant", "Your `Site.hs` already does exactly this: `SiteM` is `ReaderT SiteConfig IO`, so every "
                      "render step can `asks siteTitle` without passing it along."),
        ("user", "oh cute, past me was smarter than present me. could we switch to pandoc's templates "
                 "instead of my hand-rolled ones some day?"),
        ("assistant", "You could — doctemplates is the library pandoc uses, and it would give you loops and "
                      "partials. It's a bigger change than it sounds though, since your templates are Haskell "
                      "functions right now."),
        ("user", "mm. maybe. not tonight. thanks, that was lovely"),
        ("assistant", "Anytime — good luck with the next issue!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}


SESSIONS = [CLIMBING, SEEDBANK, DANCE, ZINE]
