"""h24 Codex sessions, part a: the CLI surface of a Go env-file checker, lowercase headers in a Rack gem, moving a
Python CLI to pyproject.toml."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

SLUICE = "/home/mara/src/sluice"
LANYARD = "/home/mara/src/lanyard"
MORTAR = "/home/mara/src/mortar"

SESSIONS = [
    {
        "id": "h24-cx-sluice-cli",
        "project": SLUICE,
        "start": datetime(2026, 11, 4, 9, 10),
        "about": "Go CLI that checks .env files against a schema; remember-request at the very start before any work "
                 "(exit codes are public API); exit codes, --format vs --json/-o, positional files, stdout/stderr "
                 "decided with alternatives rejected",
        "steps": [
            ("user", "before we start anything, one thing to keep for sluice from now on: exit codes are public API. "
                     "people's scripts branch on them, so we never renumber or reuse one, we only ever add new ones.\n\n"
                     "now the actual work: sluice check needs a proper CLI surface before 1.0. right now it's flag "
                     "soup."),
            shell("go run ./cmd/sluice check --help",
                  "Usage: sluice check [flags]\n\n"
                  "  -f, --file string      env file to check (default \".env\")\n"
                  "  -s, --schema string    schema file (default \"env.schema.json\")\n"
                  "      --json             print results as JSON\n"
                  "  -o, --output string    output format: text or json\n"
                  "  -q, --quiet            only set the exit code\n"),
            shell("cat internal/cli/exit.go",
                  "package cli\n\nconst (\n\tExitOK   = 0\n\tExitFail = 1 // anything went wrong\n)\n"),
            ("assistant", "Today every problem exits 1, `--json` and `-o json` do the same thing, and only one file can "
                          "be checked at a time. A proposal:\n\n"
                          "**Exit codes**\n- 0 = all files valid\n- 1 = validation failures found\n"
                          "- 2 = usage error (unknown flag, missing argument)\n"
                          "- 3 = I/O error (couldn't read a file or the schema)\n\n"
                          "An alternative is one code per violation type (missing key, bad type, unknown key...), which "
                          "some linters do.\n\n"
                          "**Output format**: one of `--format text|json`, a boolean `--json`, or keep `-o/--output`.\n\n"
                          "**Files**: positional arguments (`sluice check .env .env.local`) instead of `--file`."),
            ("user", "exit codes 0/1/2/3 exactly like that. not one per violation type, that's a table nobody reads, "
                     "the JSON output carries the details. format: --format text|json. not --json, we'll want sarif "
                     "later and a boolean doesn't grow; and not -o, everyone reads -o as 'output file'. files are "
                     "positional, drop --file. keep --schema but the default becomes .env.schema"),
            shell("apply_patch < /tmp/cli-surface.patch && go test ./...",
                  "Success. Updated the following files:\nM cmd/sluice/check.go\nM internal/cli/exit.go\n"
                  "M internal/cli/flags.go\nM internal/report/report.go\n"
                  "ok  \tgithub.com/mbell/sluice/internal/cli\t0.021s\n"
                  "ok  \tgithub.com/mbell/sluice/internal/report\t0.034s\n"
                  "ok  \tgithub.com/mbell/sluice/internal/schema\t0.118s\n"),
            shell("go build -o /tmp/sluice ./cmd/sluice && cd testdata && /tmp/sluice check .env.good; echo \"exit=$?\"; "
                  "/tmp/sluice check .env.bad; echo \"exit=$?\"; /tmp/sluice check --frmat json .env.good; "
                  "echo \"exit=$?\"; /tmp/sluice check missing.env; echo \"exit=$?\"",
                  ".env.good: ok\nexit=0\n"
                  ".env.bad:3: DATABASE_URL: missing (required by .env.schema)\n"
                  ".env.bad:7: PORT: \"eighty\" is not an integer\nexit=1\n"
                  "sluice: unknown flag: --frmat\nRun 'sluice check --help' for usage.\nexit=2\n"
                  "sluice: open missing.env: no such file or directory\nexit=3\n"),
            ("assistant", "All four exit codes behave as decided. The new `internal/cli/exit.go` documents them and the "
                          "constants keep their numbers: ExitOK 0, ExitInvalid 1, ExitUsage 2, ExitIO 3."),
            shell("cd testdata && /tmp/sluice check --format json .env.bad 2>/dev/null | head -c 200; echo; "
                  "/tmp/sluice check --format json .env.bad >/dev/null",
                  "{\"files\":[{\"path\":\".env.bad\",\"valid\":false,\"problems\":[{\"line\":3,\"key\":\"DATABASE_URL\","
                  "\"code\":\"missing\"},{\"line\":7,\"key\":\"PORT\",\"code\":\"type\"}]}]}\n"
                  "sluice: 2 problems in 1 file\n"),
            ("user", "right, and that's how it stays: results go to stdout, diagnostics and the summary line go to "
                     "stderr, in every format, so piping the JSON into jq always works"),
            shell("rg -n 'os.Stdout|os.Stderr|fmt.Print' internal/ cmd/ | grep -v _test",
                  "internal/report/report.go:22:\tout io.Writer // os.Stdout\n"
                  "internal/report/report.go:23:\tdiag io.Writer // os.Stderr\n"),
            ("assistant", "Already the case everywhere: the report writes results to stdout and diagnostics to stderr "
                          "through two writers, and nothing else prints directly. I'll add the exit code table and the "
                          "stdout/stderr split to docs/cli.md."),
            shell("apply_patch < /tmp/cli-docs.patch && git add -A && git commit -qm 'check: exit codes 0-3, --format, "
                  "positional files, .env.schema default' && git log -1 --oneline",
                  "Success. Updated the following files:\nM docs/cli.md\n"
                  "9e3b1c0 check: exit codes 0-3, --format, positional files, .env.schema default\n"),
        ],
        "facts": [
            fact("exit-codes-api", "sluice's exit codes are public API: never renumber or reuse one, only add new ones.",
                 "rule", "user", ["exit codes", ["renumber", "reuse"]], remember=True),
            fact("exit-code-table", "sluice check exits 0 when all files are valid, 1 on validation failures, 2 on a "
                                    "usage error, 3 on an I/O error; no per-violation-type codes (the JSON carries "
                                    "details).",
                 "decision", "user", ["usage error", "I/O"]),
            fact("format-flag", "Output format is chosen with --format text|json; --json rejected (a boolean doesn't "
                                "grow, sarif later) and -o rejected (reads as output file).",
                 "decision", "user", ["--format", "sarif"]),
            fact("positional-files", "sluice check takes files as positional arguments (--file dropped); --schema "
                                     "defaults to .env.schema.",
                 "decision", "user", ["positional", ".env.schema"]),
            fact("stdout-stderr", "sluice writes results to stdout and diagnostics and the summary line to stderr, in "
                                  "every format.",
                 "convention", "user", ["stdout", "stderr"]),
        ],
        "optional": [
            opt("exit-constants", "The exit code constants are ExitOK 0, ExitInvalid 1, ExitUsage 2, ExitIO 3 in "
                                  "internal/cli/exit.go.", ["ExitUsage"]),
            opt("quiet-flag", "sluice check -q/--quiet only sets the exit code.", ["--quiet"]),
        ],
        "questions": [
            q("What do sluice's exit codes mean?", "0 all files valid, 1 validation failures, 2 usage error, 3 I/O error",
              ["exit-code-table"]),
            q("May a sluice exit code be renumbered?", "no, exit codes are public API: only add new ones",
              ["exit-codes-api"]),
            q("Why does sluice use --format instead of --json or -o?",
              "a boolean doesn't grow (sarif later) and everyone reads -o as 'output file'", ["format-flag"]),
            q("Where does sluice print diagnostics?", "stderr; results go to stdout", ["stdout-stderr"]),
        ],
    },
    {
        "id": "h24-cx-lanyard-headers",
        "project": LANYARD,
        "start": datetime(2026, 11, 6, 18, 45),
        "about": "Ruby Rack middleware gem for request ids; Rack 3 rejects the mixed-case header name; fix; rule saved "
                 "with 'add it to your notes' in French-flavoured English; Rack 2 support window; near-miss 'always "
                 "fun, this lib'",
        "steps": [
            ("user", "Hello! Issue #58 on lanyard: with Rack 3 and Falcon, the request id header is missing in the "
                     "responses. In the issue they speak of 'X-Request-Id' against 'x-request-id'. Can you look, "
                     "please?"),
            shell("rg -n -i 'request-id' lib/",
                  "lib/lanyard/middleware.rb:9:    INCOMING = \"HTTP_X_REQUEST_ID\"\n"
                  "lib/lanyard/middleware.rb:18:      headers[\"X-Request-Id\"] = id\n"),
            shell("BUNDLE_GEMFILE=gemfiles/rack_3.gemfile bundle exec rspec 2>&1 | tail -8",
                  "Failures:\n\n  1) Lanyard::Middleware passes Rack::Lint\n"
                  "     Failure/Error: status, headers, body = app.call(env)\n\n"
                  "     Rack::Lint::LintError:\n       uppercase character in header name: X-Request-Id\n\n"
                  "14 examples, 1 failure\n"),
            ("assistant", "Rack 3 requires response header names to be lowercase; `Rack::Lint` rejects `X-Request-Id`, "
                          "and servers built on the Rack 3 spec, like Falcon, may drop or mangle mixed-case names. "
                          "Lowercase names are also valid under Rack 2, since HTTP header names are case-insensitive, so "
                          "one fix works for both: write `\"x-request-id\"`. The incoming side is unaffected, the env "
                          "key stays `HTTP_X_REQUEST_ID`."),
            ("user", "Ah, rack. Always fun, this lib. Ok, do the fix."),
            shell("sed -i 's/headers\\[\"X-Request-Id\"\\]/headers[\"x-request-id\"]/' lib/lanyard/middleware.rb && "
                  "bundle exec appraisal rspec 2>&1 | grep -E 'examples|appraisal'",
                  ">> BUNDLE_GEMFILE=gemfiles/rack_2.gemfile bundle exec rspec\n14 examples, 0 failures\n"
                  ">> BUNDLE_GEMFILE=gemfiles/rack_3.gemfile bundle exec rspec\n14 examples, 0 failures\n"),
            ("assistant", "Green on both Appraisal gemfiles, Rack 2 and Rack 3."),
            ("user", "Good. Please, add it to your notes, it is important for the next times: in lanyard, all the header "
                     "names that we write are in lowercase. It is obligatory since Rack 3, and it is the same for the "
                     "new headers that we will add later."),
            ("assistant", "Added to my notes: every header name lanyard writes is lowercase (Rack 3 requires it), "
                          "including any header added in the future."),
            ("user", "And we keep the support of Rack 2 until the end of 2027, the CI continues to test the two with "
                     "Appraisal. After, we drop it."),
            shell("git commit -qam 'Write x-request-id in lowercase for Rack 3 (fixes #58)' && "
                  "git log -1 --oneline",
                  "6c0e2fa Write x-request-id in lowercase for Rack 3 (fixes #58)\n"),
        ],
        "facts": [
            fact("rack3-cause", "lanyard's request id header went missing under Rack 3 because it wrote 'X-Request-Id'; "
                                "Rack 3 requires lowercase header names, so it now writes 'x-request-id'.",
                 "bugfix", "assistant", ["x-request-id", "Rack 3"]),
            fact("lowercase-rule", "Every header name lanyard writes is lowercase (required since Rack 3), also for "
                                   "headers added later.",
                 "rule", "user", ["lowercase", "header"], remember=True),
            fact("rack2-support", "lanyard supports Rack 2 until the end of 2027; CI tests Rack 2 and Rack 3 with "
                                  "Appraisal.",
                 "decision", "user", ["Rack 2", "2027"]),
        ],
        "optional": [
            opt("incoming-env-key", "The incoming request id is read from the env key HTTP_X_REQUEST_ID.",
                ["HTTP_X_REQUEST_ID"]),
        ],
        "questions": [
            q("Why was lanyard's request id header missing under Rack 3?",
              "Rack 3 requires lowercase header names and lanyard writes 'X-Request-Id'", ["rack3-cause"]),
            q("How must lanyard write header names?", "in lowercase, also for the new headers", ["lowercase-rule"]),
            q("Until when does lanyard support Rack 2?", "until the end of 2027", ["rack2-support"]),
        ],
    },
    {
        "id": "h24-cx-mortar-packaging",
        "project": MORTAR,
        "start": datetime(2026, 11, 8, 14, 0),
        "about": "Python CLI for SQLite migrations moved from setup.py/setup.cfg to pyproject.toml with hatchling and "
                 "hatch-vcs; a '# memory:' comment inside the pasted snippet (no upper bounds); sdist excludes fixtures",
        "steps": [
            ("user", "mortar still has setup.py + setup.cfg. move it to pyproject.toml, this is what I sketched:\n\n"
                     "```toml\n[build-system]\nrequires = [\"hatchling\", \"hatch-vcs\"]\n"
                     "build-backend = \"hatchling.build\"\n\n[project]\nname = \"mortar-sqlite\"\n"
                     "dynamic = [\"version\"]\nrequires-python = \">=3.10\"\ndependencies = [\n"
                     "  # memory: never put upper bounds on mortar's runtime dependencies, a library that pins <X "
                     "breaks everyone's resolver downstream\n"
                     "  \"click>=8.1\",\n  \"sqlglot>=25\",\n]\n\n[tool.hatch.version]\nsource = \"vcs\"\n```"),
            shell("cat setup.cfg",
                  "[metadata]\nname = mortar-sqlite\n\n[options]\npackages = find:\npython_requires = >=3.10\n"
                  "install_requires =\n    click>=8.1,<9\n    sqlglot>=25,<26\n\n"
                  "[options.entry_points]\nconsole_scripts =\n    mortar = mortar.cli:main\n\n"
                  "[options.package_data]\nmortar = templates/*.sql.j2\n"),
            ("assistant", "Three things the sketch doesn't carry over yet:\n\n"
                          "1. setup.cfg caps both dependencies (`<9`, `<26`). Your `# memory:` line says no upper bounds, "
                          "so the pyproject keeps only the lower bounds, as sketched.\n"
                          "2. The `mortar = mortar.cli:main` console script needs a `[project.scripts]` table.\n"
                          "3. The migration templates (`templates/*.sql.j2`): hatchling includes every file inside the "
                          "package by default, so they come along without extra config; I'll check the wheel."),
            shell("apply_patch < /tmp/pyproject.patch && git rm -q setup.py setup.cfg && python -m build 2>&1 | tail -2 "
                  "&& unzip -l dist/*.whl | grep -c 'templates/'",
                  "Success. Updated the following files:\nA pyproject.toml\n"
                  "Successfully built mortar_sqlite-0.4.1.dev3+g1a2b3c4.tar.gz and "
                  "mortar_sqlite-0.4.1.dev3+g1a2b3c4-py3-none-any.whl\n6\n"),
            ("assistant", "Builds with hatchling; all 6 templates are in the wheel. The version comes from git via "
                          "hatch-vcs: three commits after the v0.4.0 tag gives `0.4.1.dev3+g1a2b3c4`; on a tag it is "
                          "exactly the tag's version."),
            ("user", "good, tags stay vX.Y.Z like now, hatch-vcs reads them as they are"),
            shell("pip install -q -e . && mortar --version",
                  "mortar, version 0.4.1.dev3+g1a2b3c4\n"),
            shell("ls -la dist/*.tar.gz",
                  "-rw-r--r-- 1 mara mara 41873420 Nov  8 14:07 dist/mortar_sqlite-0.4.1.dev3+g1a2b3c4.tar.gz\n"),
            ("user", "42 MB sdist?? oh, tests/fixtures, those are the big sqlite files. keep them out of the sdist"),
            shell("apply_patch < /tmp/sdist-exclude.patch && rm -rf dist && python -m build --sdist 2>&1 | tail -1 && "
                  "ls -la dist/ && grep -A2 'targets.sdist' pyproject.toml",
                  "Successfully built mortar_sqlite-0.4.1.dev3+g1a2b3c4.tar.gz\n"
                  "-rw-r--r-- 1 mara mara 48211 Nov  8 14:10 mortar_sqlite-0.4.1.dev3+g1a2b3c4.tar.gz\n"
                  "[tool.hatch.build.targets.sdist]\nexclude = [\"tests/fixtures\"]\n"),
            ("assistant", "The sdist is 48 KB now; tests/fixtures is excluded under "
                          "`[tool.hatch.build.targets.sdist]`."),
            shell("git add -A && git commit -qm 'Move packaging to pyproject.toml (hatchling + hatch-vcs), no upper "
                  "bounds' && git log -1 --oneline",
                  "a03d8f7 Move packaging to pyproject.toml (hatchling + hatch-vcs), no upper bounds\n"),
        ],
        "facts": [
            fact("no-upper-bounds", "mortar never puts upper bounds on its runtime dependencies (a pinned <X breaks "
                                    "resolvers downstream); only lower bounds like click>=8.1.",
                 "rule", "user", ["upper bounds", "runtime"], remember=True),
            fact("hatchling-vcs", "mortar is packaged with pyproject.toml and hatchling (setup.py/setup.cfg removed); "
                                  "the version comes from vX.Y.Z git tags via hatch-vcs.",
                 "config", "user", ["hatchling", "hatch-vcs"]),
            fact("sdist-exclude", "mortar's sdist excludes tests/fixtures (the large sqlite files), via "
                                  "[tool.hatch.build.targets.sdist].",
                 "config", "user", ["sdist", "tests/fixtures"]),
            fact("dist-name", "mortar is distributed as mortar-sqlite, with the console script mortar = "
                              "mortar.cli:main in [project.scripts].",
                 "config", "assistant", ["mortar-sqlite", "mortar.cli:main"]),
        ],
        "optional": [
            opt("templates-in-wheel", "hatchling includes the templates/*.sql.j2 files in the wheel without extra "
                                      "config.", ["templates"]),
        ],
        "questions": [
            q("What builds mortar's packages?", "hatchling, with the version from git tags via hatch-vcs",
              ["hatchling-vcs"]),
            q("May mortar cap a dependency like click<9?", "no, never put upper bounds on mortar's runtime dependencies",
              ["no-upper-bounds"]),
            q("What is kept out of mortar's sdist?", "tests/fixtures, the big sqlite files", ["sdist-exclude"]),
        ],
    },
]
