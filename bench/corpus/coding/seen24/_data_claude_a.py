"""h24 Claude Code sessions, part a: a Windows-only include bug in a Python library, a contributor's PR to a
TypeScript CLI, a Rust crate release."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

STRATA = "/home/mara/src/strata"
QUARRY = "/home/mara/src/quarry"
FERRULE = "/home/mara/src/ferrule"

SESSIONS = [
    {
        "id": "h24-cc-strata-windows",
        "project": STRATA,
        "start": datetime(2026, 11, 2, 10, 15),
        "about": "Python layered-config library; issue reproduced on Windows only: include paths split on '/' and a "
                 "fingerprint hashed CRLF checkouts; pathlib fix, .gitattributes, windows-latest in CI; 'make sure you "
                 "know this next time' rule; near-miss 'never seen that error before'",
        "steps": [
            ("user", "New issue on strata, #214: 'IncludeError on Windows, included file not found'. The reporter says "
                     "the same project loads fine on Linux and macOS. Can you have a look?"),
            bash("gh issue view 214 --comments",
                 "title:\tIncludeError on Windows: included file not found\nstate:\tOPEN\nauthor:\tjkowalczyk\n"
                 "labels:\tbug, needs-triage\n--\n"
                 "strata 2.3.1, Python 3.12, Windows 11.\n\n"
                 "config/app.toml has `include = [\"shared/logging.toml\"]` and config/shared/logging.toml exists.\n"
                 "`strata.load(r\"C:\\work\\svc\\config\\app.toml\")` raises:\n\n"
                 "    strata.errors.IncludeError: cannot read include "
                 "'C:\\work\\svc\\config\\app.toml/shared/logging.toml'\n\n"
                 "Same repo on my Linux box: works.\n"),
            bash("grep -n -A9 'def _resolve_include' src/strata/includes.py",
                 "41:def _resolve_include(parent: str, name: str) -> str:\n"
                 "42-    \"\"\"Path of an include, relative to the file that includes it.\"\"\"\n"
                 "43-    if name.startswith(\"/\"):\n"
                 "44-        return name\n"
                 "45-    base = parent.rsplit(\"/\", 1)[0]\n"
                 "46-    return base + \"/\" + name\n"),
            ("assistant", "That's the bug, almost certainly. `_resolve_include` finds the directory of the including file "
                          "by splitting on `\"/\"`. A Windows path like `C:\\work\\svc\\config\\app.toml` has no forward "
                          "slash, only backslash separators, so `rsplit` returns the whole file path and the include "
                          "becomes `...\\app.toml/shared/logging.toml`, which is exactly the path in the error. The "
                          "absolute-path check (`startswith(\"/\")`) is wrong on Windows too: `C:\\...` and `\\\\server\\share` "
                          "are absolute. I can't run Windows here; the Linux tests pass, as expected:"),
            bash("python -m pytest tests/test_includes.py -q",
                 "........                                                                 [100%]\n8 passed in 0.21s\n"),
            ("user", "I started my windows VM and ran the whole suite there:\n\n"
                     "FAILED tests/test_includes.py::test_relative_include - OSError: [WinError 123] The filename, "
                     "directory name, or volume label syntax is incorrect: "
                     "'C:\\\\Users\\\\mara\\\\strata\\\\tests\\\\fixtures\\\\app.toml/shared/logging.toml'\n"
                     "FAILED tests/test_fingerprint.py::test_stable_fingerprint - AssertionError: "
                     "'3f9c0d1e' != 'a41c77b2'\n"
                     "2 failed, 61 passed in 3.88s\n\n"
                     "never seen that error before, WinError 123. same bug? and the fingerprint one is new to me"),
            ("assistant", "WinError 123 is Windows refusing a path with a `/` glued onto a file name, so yes, same bug "
                          "as #214.\n\nThe fingerprint failure is a different Windows-only problem: line endings. "
                          "`fingerprint()` hashes the raw bytes of each config file. Git for Windows defaults to "
                          "`core.autocrlf=true`, so the fixtures are checked out with CRLF (`\\r\\n`) line endings and the "
                          "bytes, and therefore the hash, differ from the expected value computed on Linux. The same "
                          "thing would hit any user who commits their config on Linux and deploys from a Windows "
                          "checkout: the fingerprint changes although the config didn't.\n\n"
                          "Fixes:\n1. `_resolve_include`: use pathlib, `Path(parent).parent / name`, and "
                          "`Path(name).is_absolute()` for the absolute check.\n"
                          "2. `fingerprint()`: normalise `\\r\\n` to `\\n` before hashing, so CRLF and LF files "
                          "hash the same.\n"
                          "3. A `.gitattributes` with `*.toml text eol=lf` so the test fixtures are LF everywhere."),
            ("user", "do all three"),
            tool("Edit", {"file_path": f"{STRATA}/src/strata/includes.py",
                          "old_string": "    if name.startswith(\"/\"):\n        return name\n"
                                        "    base = parent.rsplit(\"/\", 1)[0]\n    return base + \"/\" + name\n",
                          "new_string": "    include = Path(name)\n    if include.is_absolute():\n        return include\n"
                                        "    return Path(parent).parent / include\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{STRATA}/src/strata/fingerprint.py",
                          "old_string": "        digest.update(path.read_bytes())",
                          "new_string": "        digest.update(path.read_bytes().replace(b\"\\r\\n\", b\"\\n\"))"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{STRATA}/.gitattributes", "content": "*.toml text eol=lf\n"},
                 "File created successfully at: /home/mara/src/strata/.gitattributes"),
            ("user", "and add windows-latest to the CI matrix. it has never run there, which is how this shipped"),
            tool("Edit", {"file_path": f"{STRATA}/.github/workflows/test.yml",
                          "old_string": "        os: [ubuntu-latest, macos-latest]",
                          "new_string": "        os: [ubuntu-latest, macos-latest, windows-latest]"},
                 "The file has been updated."),
            bash("git push origin fix-214-windows-paths && gh run watch --exit-status",
                 "✓ fix-214-windows-paths test · 18842275131\n"
                 "  ✓ test (ubuntu-latest, 3.10)   ✓ test (ubuntu-latest, 3.13)\n"
                 "  ✓ test (macos-latest, 3.10)    ✓ test (macos-latest, 3.13)\n"
                 "  ✓ test (windows-latest, 3.10)  ✓ test (windows-latest, 3.13)\n"),
            ("assistant", "Green on all six jobs, including the two new Windows ones."),
            ("user", "good. make sure you know this next time: in strata every path goes through pathlib. no string "
                     "splitting or joining on '/', anywhere, not even 'just for a quick prefix check'. this is the second "
                     "time it has bitten us"),
            ("assistant", "Understood: in strata all path handling goes through pathlib, never string splitting or joining "
                          "on '/'. I grepped for other places doing it:"),
            bash("grep -rn \"split(\\\"/\\\")\\|+ \\\"/\\\" +\\|rsplit(\\\"/\\\"\" src/strata/ || echo 'no matches'",
                 "no matches\n"),
            ("user", "commit it with 'Fixes #214', I'll do the 2.3.2 release myself tonight"),
            bash("git commit -am 'Resolve includes with pathlib, hash configs with normalised line endings (Fixes #214)' "
                 "&& git push",
                 "[fix-214-windows-paths 5be1d04] Resolve includes with pathlib, hash configs with normalised line "
                 "endings (Fixes #214)\n 5 files changed, 31 insertions(+), 6 deletions(-)\n"
                 " create mode 100644 .gitattributes\n"),
        ],
        "facts": [
            fact("include-cause", "Issue #214: _resolve_include split the parent path on '/', so Windows paths (backslash "
                                  "separators) became 'app.toml/shared/logging.toml'; now Path(parent).parent / name.",
                 "bugfix", "assistant", ["_resolve_include", ["backslash", "Windows"]]),
            fact("fingerprint-crlf", "fingerprint() hashed raw bytes, so Windows checkouts with core.autocrlf (CRLF) "
                                     "hashed differently; it now normalises \\r\\n to \\n before hashing.",
                 "bugfix", "assistant", ["fingerprint", ["CRLF", "line endings"]]),
            fact("gitattributes", "strata has a .gitattributes with '*.toml text eol=lf' so the fixtures are LF everywhere.",
                 "config", "assistant", [".gitattributes", "eol=lf"]),
            fact("windows-ci", "strata's CI matrix now includes windows-latest (with ubuntu-latest and macos-latest).",
                 "config", "user", ["windows-latest", "matrix"]),
            fact("pathlib-rule", "In strata every path goes through pathlib: no string splitting or joining on '/', "
                                 "anywhere.",
                 "rule", "user", ["pathlib", ["splitting", "joining"]], remember=True),
        ],
        "optional": [
            opt("absolute-check", "Absolute includes are detected with Path(name).is_absolute(), not startswith('/').",
                ["is_absolute"]),
        ],
        "questions": [
            q("Why did strata includes fail on Windows?",
              "_resolve_include split the parent path on '/', and Windows paths use backslash separators",
              ["include-cause"]),
            q("Why did test_stable_fingerprint fail on Windows?",
              "core.autocrlf checked the fixtures out with CRLF and fingerprint() hashes the raw bytes",
              ["fingerprint-crlf"]),
            q("How must strata code handle paths?", "every path goes through pathlib, no string splitting or joining on '/'",
              ["pathlib-rule"]),
            q("Which operating systems does strata's CI run on?", "ubuntu-latest, macos-latest and windows-latest",
              ["windows-ci"]),
        ],
    },
    {
        "id": "h24-cc-quarry-pr",
        "project": QUARRY,
        "start": datetime(2026, 11, 3, 20, 40),
        "about": "TypeScript Markdown link checker CLI; a contributor's --ignore PR reviewed: picomatch and posix-relative "
                 "matching taken, repeatable flag declined (consistency with --include); merge rule as item 2 of a "
                 "numbered task list; near-miss 'remind me tomorrow to'",
        "steps": [
            ("user", "dana-okafor opened PR #87 on quarry: an --ignore <globs> option so people can skip drafts and "
                     "vendored docs. I checked it out locally (gh pr checkout 87). Review it with me?"),
            bash("git diff main --stat",
                 " README.md              |  9 +++++\n src/cli.ts             | 14 ++++++-\n"
                 " src/ignore.ts          | 48 +++++++++++++++++++++++\n test/ignore.test.ts    | 37 ++++++++++++++++++\n"
                 " 4 files changed, 106 insertions(+), 2 deletions(-)\n"),
            tool("Read", {"file_path": f"{QUARRY}/src/ignore.ts"},
                 "export function globToRegExp(glob: string): RegExp {\n"
                 "  const src = glob\n    .replace(/\\./g, \"\\\\.\")\n    .replace(/\\*\\*/g, \"§\")\n"
                 "    .replace(/\\*/g, \"[^/]*\")\n    .replace(/§/g, \".*\");\n  return new RegExp(`^${src}$`);\n}\n\n"
                 "export function isIgnored(file: string, globs: string[]): boolean {\n"
                 "  return globs.some((g) => globToRegExp(g).test(file));\n}\n"),
            tool("Read", {"file_path": f"{QUARRY}/src/cli.ts"},
                 "  .option(\"--include <globs>\", \"comma-separated globs to check\", \"**/*.md\")\n"
                 "  .option(\"--ignore <globs>\", \"comma-separated globs to skip\")\n"
                 "  ...\n  const files = await collect(opts.include.split(\",\"));\n"
                 "  const todo = files.filter((f) => !isIgnored(f, (opts.ignore ?? \"\").split(\",\")));\n"),
            ("assistant", "The feature is useful and the tests are decent. Three suggestions:\n\n"
                          "1. **Use picomatch instead of the hand-rolled `globToRegExp`.** It misses braces (`{a,b}`), "
                          "`?`, character classes and escaping; `docs/[draft].md` would be a broken regex. picomatch is "
                          "already in the tree as a dependency of fast-glob, so it costs nothing.\n"
                          "2. **Match against paths relative to the project root, in posix form.** `collect` returns "
                          "absolute paths, so `--ignore 'docs/drafts/**'` never matches `/home/x/site/docs/drafts/a.md`; "
                          "and on Windows the separators are backslashes. `path.relative(root, f).split(path.sep)"
                          ".join(\"/\")` before matching fixes both.\n"
                          "3. **Make `--ignore` repeatable** (`--ignore a --ignore b`) instead of comma-separated, since "
                          "a comma is legal inside a brace glob like `{a,b}`."),
            ("user", "1 and 2 yes. 3 no: --include has been comma-separated since 1.0, and one flag repeatable next to "
                     "a sibling that's comma-separated is worse than either. if we ever change it, both change "
                     "together, in 2.0. remind me tomorrow to ask dana whether she wants to do the README part too"),
            tool("Write", {"file_path": f"{QUARRY}/review-87.md",
                           "content": "Thanks, this is a good addition! Two changes before merging:\n\n"
                                      "- Please use `picomatch` for the matching instead of `globToRegExp` (braces, `?`, "
                                      "classes and escaping come for free; it's already installed via fast-glob).\n"
                                      "- Match against the path relative to the project root, in posix form; right now "
                                      "`docs/drafts/**` never matches because `collect` returns absolute paths.\n\n"
                                      "Keeping `--ignore` comma-separated like `--include` on purpose: the two flags "
                                      "should behave the same, and if that ever changes it will be both at once in 2.0.\n"},
                 "File created successfully at: /home/mara/src/quarry/review-87.md"),
            bash("gh pr review 87 --request-changes --body-file review-87.md",
                 "- Requested changes to pull request dana-okafor:ignore-globs (#87)\n"),
            ("user", "dana pushed her fixes. check again"),
            bash("git pull && pnpm test",
                 "Updating 2c41a8e..91fd03b\nFast-forward\n package.json        |  1 +\n pnpm-lock.yaml      |  3 +\n"
                 " src/ignore.ts       | 38 +++-----\n test/ignore.test.ts | 19 ++++\n\n"
                 " ✓ test/ignore.test.ts (14 tests) 12ms\n ✓ test/links.test.ts (27 tests) 240ms\n\n"
                 " Test Files  2 passed (2)\n      Tests  41 passed (41)\n"),
            tool("Read", {"file_path": f"{QUARRY}/src/ignore.ts"},
                 "import path from \"node:path\";\nimport picomatch from \"picomatch\";\n\n"
                 "export function toPosixRelative(root: string, file: string): string {\n"
                 "  return path.relative(root, file).split(path.sep).join(\"/\");\n}\n\n"
                 "export function ignoreMatcher(globs: string[]): (rel: string) => boolean {\n"
                 "  return picomatch(globs.filter(Boolean), { dot: true });\n}\n"),
            ("assistant", "Both points are in: picomatch does the matching (now a direct dependency, "
                          "`\"picomatch\": \"^4.0.2\"`), and files are matched as posix paths relative to the root. New "
                          "tests cover `{a,b}` braces and a Windows-style path. 41 tests pass."),
            ("user", "ok, todo:\n1. approve the PR\n2. squash-merge it with dana as co-author. and remember this one for "
                     "every contributor PR from now on: we squash-merge and keep the contributor as a Co-authored-by "
                     "trailer in the commit message\n3. add the changelog line under Unreleased"),
            bash("gh pr review 87 --approve && gh pr merge 87 --squash --subject 'Add --ignore <globs> (#87)' "
                 "--body 'Co-authored-by: Dana Okafor <dana.okafor@users.noreply.github.com>'",
                 "- Approved pull request dana-okafor:ignore-globs (#87)\n"
                 "✓ Squashed and merged pull request dana-okafor:ignore-globs (#87)\n"),
            tool("Edit", {"file_path": f"{QUARRY}/CHANGELOG.md",
                          "old_string": "## Unreleased\n",
                          "new_string": "## Unreleased\n\n- `--ignore <globs>` skips files matching any of the "
                                        "comma-separated globs (#87, @dana-okafor)\n"},
                 "The file has been updated."),
            ("assistant", "Done: approved, squash-merged with Dana as `Co-authored-by`, and the changelog line is under "
                          "Unreleased. Noted for the future: contributor PRs are squash-merged with the contributor kept "
                          "as a Co-authored-by trailer."),
        ],
        "facts": [
            fact("picomatch", "quarry's --ignore globs are matched with picomatch (not a hand-rolled glob-to-regex).",
                 "decision", "user", ["picomatch", "--ignore"]),
            fact("posix-relative", "Ignore globs are matched against paths relative to the project root, in posix form.",
                 "decision", "user", ["relative", "posix"]),
            fact("comma-separated", "--ignore stays comma-separated like --include (repeatable flag declined); if that "
                                    "ever changes, both flags change together in 2.0.",
                 "decision", "user", ["comma-separated", "--include"]),
            fact("squash-coauthor", "Contributor PRs are squash-merged, keeping the contributor as a Co-authored-by "
                                    "trailer in the commit message.",
                 "rule", "user", ["squash", "Co-authored-by"], remember=True),
        ],
        "optional": [
            opt("picomatch-dep", "picomatch is a direct dependency of quarry (^4.0.2).", ["picomatch"]),
            opt("changelog-unreleased", "The --ignore option has a changelog line under Unreleased (#87).",
                ["Unreleased"]),
        ],
        "questions": [
            q("How does quarry match --ignore globs?",
              "with picomatch, against paths relative to the project root in posix form", ["picomatch", "posix-relative"]),
            q("Why isn't quarry's --ignore repeatable?",
              "--include has been comma-separated since 1.0; both change together, in 2.0", ["comma-separated"]),
            q("How are contributor PRs merged in quarry?",
              "squash-merged, with the contributor as a Co-authored-by trailer", ["squash-coauthor"]),
        ],
    },
    {
        "id": "h24-cc-ferrule-release",
        "project": FERRULE,
        "start": datetime(2026, 11, 5, 16, 0),
        "about": "Rust retry/backoff crate; 0.9.0 release: 0.x version scheme, MSRV bumps are breaking ('this is a "
                 "permanent rule'), Keep a Changelog format, what the GitHub release notes contain; near-miss 'just "
                 "this once use --no-verify'",
        "steps": [
            ("user", "time to cut ferrule 0.9.0. main has the jitter rework (breaking: Backoff::jitter takes a Jitter "
                     "enum instead of a bool) and the MSRV bump to 1.74. walk me through what's left"),
            bash("git log v0.8.3..HEAD --oneline",
                 "e0a91c7 Backoff::jitter takes a Jitter enum (Full, Equal, None) (#63)\n"
                 "71b2f4d Bump MSRV to 1.74 (#61)\n"
                 "3d8e0aa Fix overflow in exponential delay past 2^31 ms (#59)\n"
                 "c12f9b0 Add RetryPolicy::max_elapsed (#58)\n"),
            bash("grep -n 'version\\|rust-version' Cargo.toml | head -3",
                 "3:version = \"0.8.3\"\n6:rust-version = \"1.74\"\n"),
            ("assistant", "Four changes since 0.8.3: one breaking API change (#63), the MSRV bump (#61), a fix (#59) and "
                          "a new feature (#58). Under Cargo's rules for 0.x crates, 0.8 → 0.9 is a breaking bump, so "
                          "0.9.0 is right. Left to do: CHANGELOG, the version in Cargo.toml, cargo semver-checks, tag, "
                          "publish, GitHub release.\n\nOne question for the future: some crates ship MSRV bumps in patch "
                          "releases. How do you want to treat them?"),
            ("user", "version scheme: while we're 0.x, any breaking change bumps the minor and everything else bumps "
                     "the patch. and MSRV bumps count as breaking, always. this is a permanent rule: 0.6.2 bumped the "
                     "MSRV in a patch release and broke a pile of people's CI overnight, never again"),
            bash("cargo semver-checks check-release --baseline-version 0.8.3",
                 "     Parsing ferrule v0.9.0-pre (current)\n     Parsing ferrule v0.8.3 (baseline)\n"
                 "    Checking ferrule v0.8.3 -> v0.9.0-pre (minor change)\n"
                 "     Checked [   0.412s] 84 checks: 83 pass, 1 fail, 0 warn, 0 skip\n\n"
                 "--- failure method_parameter_count_changed ---\n"
                 "  Backoff::jitter now takes 1 parameter of type Jitter instead of bool, in src/backoff.rs:88\n"),
            tool("Read", {"file_path": f"{FERRULE}/CHANGELOG.md"},
                 "# Changelog\n\nAll notable changes to this project are documented here. The format follows\n"
                 "[Keep a Changelog](https://keepachangelog.com/en/1.1.0/).\n\n"
                 "## [0.8.3] - 2026-09-14\n\n### Fixed\n\n- `retry_async` no longer holds the policy lock across an "
                 "await (#55)\n"),
            ("assistant", "semver-checks finds only the expected break. Draft entry:\n\n"
                          "## [0.9.0] - 2026-11-05\n### Added\n- `RetryPolicy::max_elapsed` (#58)\n### Changed\n"
                          "- `Backoff::jitter` takes a `Jitter` enum (#63)\n- MSRV is now 1.74 (#61)\n### Fixed\n"
                          "- Overflow in exponential delay past 2^31 ms (#59)"),
            ("user", "close. the changelog stays Keep a Changelog: sections Added / Changed / Fixed / Removed in that "
                     "order, newest release on top, every line ends with the PR number, and breaking lines start with "
                     "**Breaking:** so people can scan for them. the MSRV one is breaking too, see above"),
            tool("Edit", {"file_path": f"{FERRULE}/CHANGELOG.md",
                          "old_string": "## [0.8.3] - 2026-09-14",
                          "new_string": "## [0.9.0] - 2026-11-05\n\n### Added\n\n- `RetryPolicy::max_elapsed` (#58)\n\n"
                                        "### Changed\n\n- **Breaking:** `Backoff::jitter` takes a `Jitter` enum "
                                        "(`Full`, `Equal`, `None`) instead of a bool (#63)\n"
                                        "- **Breaking:** MSRV is now Rust 1.74 (#61)\n\n### Fixed\n\n"
                                        "- Overflow in exponential delay past 2^31 ms (#59)\n\n## [0.8.3] - 2026-09-14"},
                 "The file has been updated."),
            bash("sed -i 's/^version = \"0.8.3\"/version = \"0.9.0\"/' Cargo.toml && cargo test -q && "
                 "cargo +1.74 check -q && echo MSRV-OK",
                 "running 57 tests\n.........................................................\n"
                 "test result: ok. 57 passed; 0 failed; 0 ignored\n\nMSRV-OK\n"),
            bash("git commit -am 'Release 0.9.0'",
                 "running pre-commit hook: cargo clippy --workspace --all-targets -- -D warnings\n"
                 "error: this `if` has identical blocks\n  --> benches/throughput/src/main.rs:42:5\n"
                 "error: could not compile `throughput-bench` (bin \"throughput\") due to 1 previous error\n"
                 "pre-commit hook failed\n"),
            ("user", "that's the bench crate, it doesn't ship. just this once use --no-verify, I'll fix the bench "
                     "tomorrow"),
            bash("git commit --no-verify -am 'Release 0.9.0' && git tag -a v0.9.0 -m 'ferrule 0.9.0' && "
                 "git push origin main v0.9.0",
                 "[main 8a4c2e1] Release 0.9.0\n 2 files changed, 16 insertions(+), 1 deletion(-)\n"
                 " * [new tag]         v0.9.0 -> v0.9.0\n"),
            ("user", "now the GitHub release. what goes in the release notes?"),
            ("assistant", "Common choices: the changelog section, an upgrade guide for the breaking changes, the MSRV, "
                          "and a list of contributors to thank. Want all of those?"),
            ("user", "the changelog section verbatim, plus an 'Upgrading' paragraph with a before/after snippet for each "
                     "breaking change. the MSRV goes on its own line at the very top. no thank-you list, the PR numbers "
                     "already credit people and the lists always forget someone"),
            tool("Write", {"file_path": f"{FERRULE}/target/release-notes-0.9.0.md",
                           "content": "MSRV: Rust 1.74\n\n### Added\n\n- `RetryPolicy::max_elapsed` (#58)\n\n"
                                      "### Changed\n\n- **Breaking:** `Backoff::jitter` takes a `Jitter` enum (`Full`, "
                                      "`Equal`, `None`) instead of a bool (#63)\n- **Breaking:** MSRV is now Rust 1.74 "
                                      "(#61)\n\n### Fixed\n\n- Overflow in exponential delay past 2^31 ms (#59)\n\n"
                                      "## Upgrading\n\nBefore:\n\n```rust\nlet b = Backoff::exponential(100).jitter(true);"
                                      "\n```\n\nAfter:\n\n```rust\nlet b = Backoff::exponential(100).jitter(Jitter::Full);"
                                      "\n```\n\n`jitter(false)` becomes `jitter(Jitter::None)`. Rust older than 1.74 "
                                      "stays on ferrule 0.8.\n"},
                 "File created successfully at: /home/mara/src/ferrule/target/release-notes-0.9.0.md"),
            bash("cargo publish && gh release create v0.9.0 --title 'ferrule 0.9.0' "
                 "--notes-file target/release-notes-0.9.0.md",
                 "   Packaging ferrule v0.9.0 (/home/mara/src/ferrule)\n   Uploading ferrule v0.9.0\n"
                 "   Published ferrule v0.9.0 at registry `crates-io`\n"
                 "https://github.com/mbell/ferrule/releases/tag/v0.9.0\n"),
            ("assistant", "ferrule 0.9.0 is on crates.io and the GitHub release is up with the MSRV line, the changelog "
                          "section and the Upgrading snippets."),
        ],
        "facts": [
            fact("version-scheme", "ferrule's version scheme while 0.x: any breaking change bumps the minor, everything "
                                   "else bumps the patch.",
                 "convention", "user", ["minor", "patch"]),
            fact("msrv-breaking", "In ferrule an MSRV bump always counts as breaking (0.6.2 bumped it in a patch release "
                                  "and broke people's CI).",
                 "rule", "user", ["MSRV", "breaking"], remember=True),
            fact("changelog-format", "ferrule's CHANGELOG follows Keep a Changelog: Added / Changed / Fixed / Removed in "
                                     "that order, newest release on top, each line ends with the PR number, breaking "
                                     "lines start with **Breaking:**.",
                 "convention", "user", ["Keep a Changelog", "Breaking:"]),
            fact("release-notes", "GitHub release notes: the MSRV on its own line at the top, the changelog section "
                                  "verbatim, an 'Upgrading' paragraph with a before/after snippet per breaking change; "
                                  "no thank-you list.",
                 "convention", "user", ["release notes", "Upgrading"]),
            fact("msrv-174", "As of ferrule 0.9.0 the MSRV is Rust 1.74 (rust-version in Cargo.toml).",
                 "config", "user", ["1.74", "MSRV"]),
        ],
        "optional": [
            opt("jitter-enum", "Since 0.9.0 Backoff::jitter takes a Jitter enum (Full, Equal, None) instead of a bool.",
                ["Jitter"]),
            opt("bench-clippy", "The pre-commit hook runs clippy on the whole workspace; the throughput bench crate had a "
                                "lint error to fix.", ["clippy"]),
        ],
        "questions": [
            q("How does ferrule bump its version while 0.x?",
              "any breaking change bumps the minor, everything else bumps the patch", ["version-scheme"]),
            q("Can a ferrule patch release bump the MSRV?", "no, MSRV bumps count as breaking, always",
              ["msrv-breaking"]),
            q("What format does ferrule's CHANGELOG follow?",
              "Keep a Changelog: Added / Changed / Fixed / Removed, every line ends with the PR number, breaking lines "
              "start with **Breaking:**", ["changelog-format"]),
            q("What goes in ferrule's GitHub release notes?",
              "the MSRV line at the top, the changelog section verbatim and an 'Upgrading' paragraph with a "
              "before/after snippet; no thank-you list", ["release-notes"]),
        ],
    },
]
