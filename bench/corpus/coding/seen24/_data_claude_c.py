"""h24 Claude Code sessions, part c: a pasted release log with one question, a flaky network test in a Deno
module, a VS Code extension where the agent keeps reaching for npm."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

GLINT = "/home/mara/src/glint"
KELP = "/home/mara/src/kelp"
INKPOT = "/home/mara/src/inkpot"

RELEASE_LOG = """\
2026-11-14T12:58:03.1120Z ##[group]Run goreleaser/goreleaser-action@v6
2026-11-14T12:58:03.1121Z with:
2026-11-14T12:58:03.1121Z   distribution: goreleaser
2026-11-14T12:58:03.1122Z   version: ~> v2
2026-11-14T12:58:03.1122Z   args: release --clean
2026-11-14T12:58:03.1123Z env:
2026-11-14T12:58:03.1123Z   GITHUB_TOKEN: ***
2026-11-14T12:58:03.1124Z ##[endgroup]
2026-11-14T12:58:04.8302Z   • starting release...
2026-11-14T12:58:04.8310Z   • loading                                          path=.goreleaser.yaml
2026-11-14T12:58:04.8342Z   • DEPRECATED: brews.tap should not be used anymore, check \
https://goreleaser.com/deprecations#brewstap for more info
2026-11-14T12:58:04.8401Z   • loading environment variables
2026-11-14T12:58:04.8412Z   • getting and validating git state
2026-11-14T12:58:04.9023Z     • git state                                      commit=4c1e0a7 branch=HEAD \
current_tag=v0.7.0 previous_tag=v0.6.2 dirty=false
2026-11-14T12:58:04.9031Z   • parsing tag
2026-11-14T12:58:04.9040Z   • setting defaults
2026-11-14T12:58:05.0112Z   • running before hooks
2026-11-14T12:58:05.0113Z     • running                                        hook=go mod tidy
2026-11-14T12:58:06.4410Z     • running                                        hook=go test ./...
2026-11-14T12:58:19.2207Z   • checking distribution directory
2026-11-14T12:58:19.2231Z   • setting up metadata
2026-11-14T12:58:19.2250Z   • writing release metadata
2026-11-14T12:58:19.2261Z   • loading go mod information
2026-11-14T12:58:19.3302Z   • build prerequisites
2026-11-14T12:58:19.3310Z   • building binaries
2026-11-14T12:58:19.3321Z     • building                                       binary=dist/glint_linux_amd64_v1/glint
2026-11-14T12:58:19.3322Z     • building                                       binary=dist/glint_darwin_arm64_v8.0/glint
2026-11-14T12:58:19.3323Z     • building                                       binary=dist/glint_darwin_amd64_v1/glint
2026-11-14T12:58:19.3324Z     • building                                       binary=dist/glint_linux_arm64_v8.0/glint
2026-11-14T12:58:19.3325Z     • building                                       binary=dist/glint_windows_amd64_v1/glint.exe
2026-11-14T12:58:41.0176Z     • took: 21s
2026-11-14T12:58:41.0180Z   • archives
2026-11-14T12:58:41.0191Z     • creating                                       archive=dist/glint_0.7.0_linux_amd64.tar.gz
2026-11-14T12:58:41.0921Z     • creating                                       archive=dist/glint_0.7.0_darwin_arm64.tar.gz
2026-11-14T12:58:41.1403Z     • creating                                       archive=dist/glint_0.7.0_darwin_amd64.tar.gz
2026-11-14T12:58:41.1877Z     • creating                                       archive=dist/glint_0.7.0_linux_arm64.tar.gz
2026-11-14T12:58:41.2366Z     • creating                                       archive=dist/glint_0.7.0_windows_amd64.zip
2026-11-14T12:58:41.3001Z   • calculating checksums
2026-11-14T12:58:41.3112Z   • homebrew formulas
2026-11-14T12:58:41.3120Z     • writing                                        formula=dist/homebrew/Formula/glint.rb
2026-11-14T12:58:41.3125Z   • publishing
2026-11-14T12:58:41.3126Z     • scm releases
2026-11-14T12:58:42.9918Z       • creating or updating release                 tag=v0.7.0 repo=mbell/glint
2026-11-14T12:58:44.1183Z       • release updated                              \
url=https://github.com/mbell/glint/releases/tag/v0.7.0
2026-11-14T12:58:44.1190Z       • uploading to release                         file=dist/checksums.txt
2026-11-14T12:58:44.1191Z       • uploading to release                         file=dist/glint_0.7.0_linux_amd64.tar.gz
2026-11-14T12:58:44.1192Z       • uploading to release                         file=dist/glint_0.7.0_darwin_arm64.tar.gz
2026-11-14T12:58:44.1193Z       • uploading to release                         file=dist/glint_0.7.0_darwin_amd64.tar.gz
2026-11-14T12:58:44.1194Z       • uploading to release                         file=dist/glint_0.7.0_linux_arm64.tar.gz
2026-11-14T12:58:44.1195Z       • uploading to release                         file=dist/glint_0.7.0_windows_amd64.zip
2026-11-14T12:58:47.6610Z     • homebrew tap formula
2026-11-14T12:58:47.6621Z       • pushing                                      formula=Formula/glint.rb \
repo=mbell/homebrew-tap branch=main
2026-11-14T12:58:48.2046Z   ⨯ release failed after 44s                         error=homebrew tap formula: failed to \
publish artifacts: PUT https://api.github.com/repos/mbell/homebrew-tap/contents/Formula/glint.rb: \
403 Resource not accessible by integration []
2026-11-14T12:58:48.2301Z ##[error]The process '/opt/hostedtoolcache/goreleaser-action/2.4.4/x64/goreleaser' \
failed with exit code 1
"""

SESSIONS = [
    {
        "id": "h24-cc-glint-release-log",
        "project": GLINT,
        "start": datetime(2026, 11, 14, 13, 20),
        "about": "Go YAML linter released with goreleaser; a long pasted Actions log and one short question: why the 403 "
                 "on the Homebrew tap push; fine-grained token secret; deprecated brews.tap; token expiry saved in a "
                 "P.S. after 'thanks'; near-miss 'note: output truncated'",
        "steps": [
            ("user", "release job for glint v0.7.0 on tag push:\n\n" + RELEASE_LOG
             + "\n(note: output truncated, the rest is just post-job cleanup)\n\nwhy the 403?"),
            bash("grep -n -B2 -A8 'brews' .goreleaser.yaml && grep -n 'TOKEN' .github/workflows/release.yml",
                 "41-\n42-brews:\n43-  - name: glint\n44-    tap:\n45-      owner: mbell\n46-      name: homebrew-tap\n"
                 "47-    homepage: https://github.com/mbell/glint\n48-    description: Fast YAML linter\n"
                 "49-    license: MIT\n"
                 "31:          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n"),
            ("assistant", "Everything up to the GitHub release worked; only the push of `Formula/glint.rb` to "
                          "`mbell/homebrew-tap` failed. The workflow gives goreleaser the job's built-in `GITHUB_TOKEN`, "
                          "and that token is scoped to the repository the workflow runs in (glint). Writing to a "
                          "different repository, the tap, is 'not accessible by integration', hence the 403.\n\n"
                          "Fix: a fine-grained personal access token with only *Contents: read and write* on "
                          "`mbell/homebrew-tap`, stored in glint as the secret `HOMEBREW_TAP_TOKEN`, and goreleaser told "
                          "to use it for the tap. While I'm in there I'll also replace the deprecated `brews.tap` with "
                          "`brews.repository`, which the log warns about."),
            tool("Edit", {"file_path": f"{GLINT}/.goreleaser.yaml",
                          "old_string": "    tap:\n      owner: mbell\n      name: homebrew-tap\n",
                          "new_string": "    repository:\n      owner: mbell\n      name: homebrew-tap\n"
                                        "      token: \"{{ .Env.HOMEBREW_TAP_TOKEN }}\"\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{GLINT}/.github/workflows/release.yml",
                          "old_string": "          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n",
                          "new_string": "          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n"
                                        "          HOMEBREW_TAP_TOKEN: ${{ secrets.HOMEBREW_TAP_TOKEN }}\n"},
                 "The file has been updated."),
            ("user", "created the token (contents read/write on homebrew-tap only) and added the secret. pushed your "
                     "change. rerun"),
            bash("gh run rerun 19110233871 --failed && gh run watch 19110233871 --exit-status | tail -4",
                 "  ✓ release in 1m02s (ID 54410988312)\n"
                 "    ✓ Run goreleaser/goreleaser-action@v6\n"
                 "✓ Run release (19110233871) completed with 'success'\n"),
            bash("gh api repos/mbell/homebrew-tap/commits -q '.[0].commit.message'",
                 "Brew formula update for glint version v0.7.0\n"),
            ("user", "thanks, that was it. P.S. remember that the tap token expires on 14 November 2027 (fine-grained "
                     "tokens max out at a year), so it needs renewing before that or the next release breaks the same "
                     "way"),
            ("assistant", "Noted: HOMEBREW_TAP_TOKEN expires on 14 November 2027 and has to be renewed before then."),
        ],
        "facts": [
            fact("tap-403", "glint's release failed with a 403 on the Homebrew tap push because the job's GITHUB_TOKEN is "
                            "scoped to the glint repo and can't write to mbell/homebrew-tap.",
                 "bugfix", "assistant", ["403", "GITHUB_TOKEN"]),
            fact("tap-token", "goreleaser pushes glint's formula with a fine-grained token (Contents read/write on "
                              "homebrew-tap only) stored as the secret HOMEBREW_TAP_TOKEN.",
                 "config", "assistant", ["HOMEBREW_TAP_TOKEN", "homebrew-tap"]),
            fact("brews-repository", "glint's .goreleaser.yaml uses brews.repository instead of the deprecated brews.tap.",
                 "config", "assistant", ["brews.repository", "deprecated"]),
            fact("token-expiry", "The Homebrew tap token expires on 14 November 2027 and must be renewed before then.",
                 "fact", "user", ["14 November 2027", ["expires", "renew"]], remember=True),
        ],
        "optional": [
            opt("release-on-tag", "glint releases run goreleaser (release --clean) on a tag push.", ["goreleaser"]),
        ],
        "questions": [
            q("Why did glint's release fail with a 403?",
              "the job's GITHUB_TOKEN is scoped to the glint repo, and writing to homebrew-tap is not accessible", ["tap-403"]),
            q("Which secret does goreleaser use to push glint's Homebrew formula?",
              "HOMEBREW_TAP_TOKEN, a fine-grained token with contents read/write on homebrew-tap", ["tap-token"]),
            q("When does the Homebrew tap token expire?", "14 November 2027", ["token-expiry"]),
        ],
    },
    {
        "id": "h24-cc-kelp-flaky",
        "project": KELP,
        "start": datetime(2026, 11, 16, 10, 0),
        "about": "Deno HTTP client module; a retry test fails in CI a few runs in twenty; first guess (server not ready, "
                 "longer wait) wrong; real cause: a hardcoded port shared by two test files under --parallel; port 0 "
                 "helper; rule stated plainly",
        "steps": [
            ("user", "kelp's CI fails every few runs on retry_test.ts, 'retries after connection reset', with "
                     "ConnectionRefused. locally it never fails. can you look?"),
            bash("gh run list --workflow ci.yml --limit 20 --json conclusion -q '[.[].conclusion] | group_by(.) | "
                 "map({(.[0]): length}) | add'",
                 "{\"failure\":4,\"success\":16}\n"),
            bash("gh run view 19233108412 --log-failed | grep -A4 'FAILED\\|error:' | head -12",
                 "retries after connection reset => ./tests/retry_test.ts:31:6\n"
                 "error: ConnectionRefused: Connection refused (os error 111)\n"
                 "    at async fetch (ext:deno_fetch/26_fetch.js:188:12)\n"
                 "    at async request (file:///home/runner/work/kelp/kelp/mod.ts:74:17)\n"
                 "  url: http://127.0.0.1:8741/flaky\n"
                 "FAILED | 41 passed | 1 failed (3s)\n"),
            ("assistant", "My first guess is a startup race: the test starts `Deno.serve` and immediately fires the "
                          "request, and on a slow CI runner the listener may not be accepting yet. I'd wait for the "
                          "server's `onListen` before the first request, and give the test a 5 s timeout instead of 1 s."),
            ("user", "try it"),
            tool("Edit", {"file_path": f"{KELP}/tests/retry_test.ts",
                          "old_string": "  const server = Deno.serve({ port: 8741 }, handler);\n",
                          "new_string": "  const ready = Promise.withResolvers<void>();\n"
                                        "  const server = Deno.serve({ port: 8741, onListen: () => ready.resolve() }, "
                                        "handler);\n  await ready.promise;\n"},
                 "The file has been updated."),
            bash("for i in $(seq 20); do gh workflow run ci.yml --ref flaky-retry; done; sleep 600; "
                 "gh run list --workflow ci.yml --branch flaky-retry --limit 20 --json conclusion -q "
                 "'[.[].conclusion] | group_by(.) | map({(.[0]): length}) | add'",
                 "{\"failure\":3,\"success\":17}\n"),
            ("assistant", "Still 3 failures in 20, so readiness wasn't it. I'll revert that and look for what else can "
                          "refuse a connection on that port."),
            bash("git checkout tests/retry_test.ts && rg -n '8741' tests/ && rg -n '\"test' deno.json",
                 "tests/retry_test.ts:12:  const server = Deno.serve({ port: 8741 }, handler);\n"
                 "tests/timeout_test.ts:9:  const server = Deno.serve({ port: 8741 }, slowHandler);\n"
                 "deno.json:6:    \"test\": \"deno test -A\",\n"
                 "deno.json:7:    \"test:ci\": \"deno test -A --parallel\",\n"),
            ("assistant", "That's the real cause. `retry_test.ts` and `timeout_test.ts` both hardcode port 8741, and CI "
                          "runs `deno task test:ci`, which adds `--parallel`, so the two files run at the same time in "
                          "separate workers. When the timeout test's server shuts down while the retry test is between "
                          "attempts, the retry test connects to a port that nobody listens on any more: "
                          "ConnectionRefused. Locally you run `deno task test` without `--parallel`, so the files run "
                          "one after the other and never collide.\n\nFix: let the OS pick a free port. `Deno.serve({ port: "
                          "0 })` binds to port 0, and `server.addr.port` tells the test which port it got. I'll put that "
                          "in a small helper, `tests/_server.ts`, and use it in both files."),
            ("user", "ah, that's why it never happens here"),
            tool("Write", {"file_path": f"{KELP}/tests/_server.ts",
                           "content": "export function serveOnFreePort(handler: Deno.ServeHandler) {\n"
                                      "  const server = Deno.serve({ port: 0, hostname: \"127.0.0.1\", onListen() {} }, "
                                      "handler);\n"
                                      "  const url = `http://127.0.0.1:${server.addr.port}`;\n"
                                      "  return { server, url };\n}\n"},
                 "File created successfully at: /home/mara/src/kelp/tests/_server.ts"),
            tool("Edit", {"file_path": f"{KELP}/tests/retry_test.ts",
                          "old_string": "  const server = Deno.serve({ port: 8741 }, handler);\n",
                          "new_string": "  const { server, url } = serveOnFreePort(handler);\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{KELP}/tests/timeout_test.ts",
                          "old_string": "  const server = Deno.serve({ port: 8741 }, slowHandler);\n",
                          "new_string": "  const { server, url } = serveOnFreePort(slowHandler);\n"},
                 "The file has been updated."),
            bash("for i in $(seq 50); do deno task test:ci >/dev/null 2>&1 || echo FAIL; done | sort | uniq -c; "
                 "echo done",
                 "done\n"),
            ("assistant", "50 runs of the CI task locally with `--parallel`, no failures. Both tests now get their own "
                          "free port from the helper."),
            ("user", "good. from now on kelp tests never hardcode a port, they always get port 0 through the helper"),
            bash("git commit -am 'tests: serve on port 0 via tests/_server.ts; fixes flaky retry test' && git push",
                 "[flaky-retry 0d7f3b6] tests: serve on port 0 via tests/_server.ts; fixes flaky retry test\n"
                 " 3 files changed, 12 insertions(+), 2 deletions(-)\n create mode 100644 tests/_server.ts\n"),
        ],
        "facts": [
            fact("flaky-cause", "kelp's flaky ConnectionRefused: retry_test.ts and timeout_test.ts both hardcoded port "
                                "8741 and ran at the same time under deno test --parallel in CI (locally no --parallel); "
                                "not a server-readiness race.",
                 "bugfix", "assistant", ["8741", "--parallel"]),
            fact("port-zero-helper", "kelp test servers bind to port 0 through tests/_server.ts (serveOnFreePort) and "
                                     "read the real port from server.addr.port.",
                 "bugfix", "assistant", ["port 0", "_server.ts"]),
            fact("no-hardcoded-ports", "kelp tests never hardcode a port; they always get port 0 through the helper.",
                 "rule", "user", ["hardcode", "port"]),
        ],
        "optional": [
            opt("test-ci-task", "CI runs deno task test:ci (deno test -A --parallel); locally deno task test has no "
                                "--parallel.", ["test:ci"]),
            opt("readiness-reverted", "The onListen readiness wait was a wrong guess (still 3 failures in 20) and was "
                                      "reverted.", ["onListen"]),
        ],
        "questions": [
            q("What made kelp's retry test flaky in CI?",
              "retry_test.ts and timeout_test.ts both hardcode port 8741 and CI runs them at the same time with --parallel",
              ["flaky-cause"]),
            q("Why did the kelp retry test never fail locally?",
              "locally deno task test runs without --parallel, so the files never collide", ["flaky-cause"]),
            q("How do kelp tests get a port for their test server?",
              "port 0 through the tests/_server.ts helper; server.addr.port tells the test which port it got",
              ["port-zero-helper", "no-hardcoded-ports"]),
        ],
    },
    {
        "id": "h24-cc-inkpot-pnpm",
        "project": INKPOT,
        "start": datetime(2026, 11, 18, 15, 30),
        "about": "VS Code extension for Markdown footnotes; a renumber command; the agent runs npm install twice in a "
                 "pnpm repo and is told to remember after the second time; esbuild bundle and vsce --no-dependencies",
        "steps": [
            ("user", "inkpot needs a command that renumbers [^n] footnotes in the order they're first used in the text. "
                     "call it inkpot.renumberFootnotes. parse the markdown properly this time, with "
                     "mdast-util-from-markdown, no more regex soup"),
            bash("npm install mdast-util-from-markdown",
                 "added 34 packages, and audited 412 packages in 4s\n\nfound 0 vulnerabilities\n"),
            ("user", "stop, this repo is pnpm, there's a pnpm-lock.yaml right there. delete the package-lock.json you "
                     "just made and use pnpm add"),
            bash("rm package-lock.json && pnpm add mdast-util-from-markdown",
                 "Packages: +3\n+++\ndependencies:\n+ mdast-util-from-markdown 2.0.2\n\nDone in 1.9s\n"),
            tool("Write", {"file_path": f"{INKPOT}/src/renumber.ts",
                           "content": "import { fromMarkdown } from \"mdast-util-from-markdown\";\n"
                                      "import { visit } from \"./visit\";\n\n"
                                      "/** New labels for footnotes, numbered by first use in the text. */\n"
                                      "export function renumberMap(text: string): Map<string, string> {\n"
                                      "  const order = new Map<string, string>();\n"
                                      "  visit(fromMarkdown(text), \"footnoteReference\", (node) => {\n"
                                      "    if (!order.has(node.label)) order.set(node.label, String(order.size + 1));\n"
                                      "  });\n  return order;\n}\n"},
                 "File created successfully at: /home/mara/src/inkpot/src/renumber.ts"),
            tool("Edit", {"file_path": f"{INKPOT}/package.json",
                          "old_string": "      { \"command\": \"inkpot.insertFootnote\", \"title\": \"Inkpot: Insert "
                                        "footnote\" }",
                          "new_string": "      { \"command\": \"inkpot.insertFootnote\", \"title\": \"Inkpot: Insert "
                                        "footnote\" },\n      { \"command\": \"inkpot.renumberFootnotes\", \"title\": "
                                        "\"Inkpot: Renumber footnotes\" }"},
                 "The file has been updated."),
            bash("pnpm test",
                 "src/renumber.ts(1,31): error TS7016: Could not find a declaration file for module 'mdast'.\n"
                 " ELIFECYCLE  Test failed.\n"),
            bash("npm install -D @types/mdast",
                 "added 1 package, and audited 413 packages in 2s\n"),
            ("user", "again npm?! in inkpot it's pnpm, never npm, for everything. remember that this time, I don't want "
                     "a third package-lock.json"),
            bash("rm package-lock.json && pnpm add -D @types/mdast && pnpm test",
                 "devDependencies:\n+ @types/mdast 4.0.4\n\n"
                 " ✓ test/renumber.test.ts (6 tests) 9ms\n ✓ test/insert.test.ts (11 tests) 14ms\n"
                 "\n Test Files  2 passed (2)\n      Tests  17 passed (17)\n"),
            ("assistant", "Sorry about that. Noted for good: inkpot uses pnpm only, never npm, so there is never a "
                          "package-lock.json. Tests pass. One thing to check: `vsce package` lists dependencies through "
                          "npm and usually fails on pnpm's symlinked node_modules."),
            bash("grep -n '\"package\"\\|\"bundle\"' package.json",
                 "14:    \"bundle\": \"esbuild src/extension.ts --bundle --outfile=dist/extension.js "
                 "--external:vscode --platform=node\",\n"
                 "15:    \"package\": \"pnpm bundle && vsce package --no-dependencies\",\n"),
            ("user", "yeah, that's exactly why we bundle with esbuild and package with --no-dependencies. nothing to do "
                     "there"),
            bash("git add -A && git commit -qm 'Add inkpot.renumberFootnotes (numbered by first use)' && git log -1 "
                 "--stat --oneline",
                 "b71e4c9 Add inkpot.renumberFootnotes (numbered by first use)\n package.json    |  6 ++++-\n"
                 " pnpm-lock.yaml  | 58 +++++++++++++++\n src/renumber.ts | 12 ++++\n test/renumber.test.ts | 41 ++++++\n"),
        ],
        "facts": [
            fact("pnpm-only", "inkpot uses pnpm only, never npm (no package-lock.json; pnpm add for dependencies).",
                 "rule", "user", ["pnpm", "npm"], remember=True),
            fact("renumber-command", "inkpot.renumberFootnotes renumbers footnotes in order of first use, parsing with "
                                     "mdast-util-from-markdown.",
                 "decision", "user", ["inkpot.renumberFootnotes", "first"]),
            fact("vsce-no-deps", "inkpot is bundled with esbuild and packaged with vsce package --no-dependencies because "
                                 "vsce's dependency listing fails on pnpm's node_modules.",
                 "config", "user", ["esbuild", "--no-dependencies"]),
        ],
        "optional": [
            opt("types-mdast", "@types/mdast is a dev dependency for the mdast types.", ["@types/mdast"]),
        ],
        "questions": [
            q("Which package manager does inkpot use?", "pnpm, never npm", ["pnpm-only"]),
            q("In what order does inkpot.renumberFootnotes number footnotes?", "in the order they're first used in "
              "the text", ["renumber-command"]),
            q("Why is inkpot packaged with --no-dependencies?",
              "we bundle with esbuild; vsce package lists dependencies through npm and fails on pnpm's node_modules", ["vsce-no-deps"]),
        ],
    },
]
