"""h30 Claude Code sessions, part b: how gantry.nvim (a Neovim test-runner plugin in Lua) runs test commands, a
Turborepo remote cache that never hit in copperleaf's CI (pnpm monorepo of npm packages), and changesets with npm
provenance for copperleaf's releases."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

GANTRY = "/Users/tobias/code/gantry.nvim"
COPPER = "/home/ines/work/copperleaf"

SESSIONS = [
    {
        "id": "h30-cc-gantry-runner-design",
        "project": GANTRY,
        "start": datetime(2026, 11, 10, 20, 15),
        "about": "gantry.nvim: :GantryRun blocked the editor with vim.fn.system(); vim.system chosen over jobstart "
                 "(callback per stream, no exit ordering), plenary.job (users would need plenary just for gantry) "
                 "and a terminal buffer (output can't be parsed); default timeout 120 s per run; minimum Neovim 0.10 "
                 "said without any punctuation as a remember request; conditional rule: anything exposed on "
                 "require('gantry') gets a vimdoc entry in doc/gantry.txt and a spec",
        "steps": [
            ("user", "the runner. right now :GantryRun calls vim.fn.system() and the whole editor freezes until "
                     "pytest is done, 40 seconds on the big project at work. needs to be async. what are the options "
                     "in 2026?"),
            bash("rg -n 'vim.fn.system|jobstart|vim.system|termopen' lua/",
                 "lua/gantry/runner.lua:22:  local out = vim.fn.system(cmd)\n"
                 "lua/gantry/runner.lua:23:  local code = vim.v.shell_error\n"),
            ("assistant", "Four ways to run it without blocking:\n\n"
                          "a) **vim.fn.jobstart()**: the classic job API. Works everywhere, but output arrives in "
                          "separate `on_stdout`/`on_stderr` callbacks as lists of partial lines you have to stitch, "
                          "and `on_exit` can fire before the last output callback.\n"
                          "b) **vim.system()** (Neovim 0.10+): wraps libuv's spawn, gives you the complete stdout, "
                          "stderr and exit code in one result table, or streams with `stdout = function(err, data)`; "
                          "has a built-in `timeout` and `:kill()`.\n"
                          "c) **plenary.job**: a nice API, but gantry would depend on plenary.nvim.\n"
                          "d) **a terminal buffer** (`termopen`): the user sees colours live, but we'd be scraping a "
                          "terminal screen to find failures.\n\n"
                          "I'd take b."),
            ("user", "b. no plenary, I don't want people to install plenary just for us. and terminal output can't "
                     "be parsed reliably, the whole point of gantry is that we parse results into the quickfix list"),
            tool("Write", {"file_path": f"{GANTRY}/lua/gantry/runner.lua",
                           "content": "local M = {}\n\n"
                                      "---@param spec gantry.RunSpec\n"
                                      "function M.run(spec, on_done)\n"
                                      "  local chunks = {}\n"
                                      "  local job = vim.system(spec.cmd, {\n"
                                      "    cwd = spec.cwd,\n"
                                      "    timeout = spec.timeout_ms,\n"
                                      "    stdout = function(_, data) "
                                      "if data then table.insert(chunks, data) end end,\n"
                                      "  }, function(res)\n"
                                      "    vim.schedule(function() on_done(res, table.concat(chunks)) end)\n"
                                      "  end)\n"
                                      "  return job\nend\n\nreturn M\n"},
                 f"File created successfully at: {GANTRY}/lua/gantry/runner.lua"),
            ("assistant", "runner.lua now uses vim.system with a streamed stdout and hands the collected output to "
                          "the parser on the main loop. What should the default timeout be? vim.system kills the "
                          "process with SIGTERM when it runs out, and gantry would report the run as timed out."),
            ("user", "120 seconds by default, timeout_ms = 120000 in the setup opts, and adapters can override it. "
                     "the django project at work needs longer, that's what the override is for"),
            tool("Edit", {"file_path": f"{GANTRY}/lua/gantry/config.lua",
                          "old_string": "M.defaults = {\n",
                          "new_string": "M.defaults = {\n  timeout_ms = 120000, -- per run; adapters may override\n"},
                 "The file has been updated."),
            bash("nvim -l tests/busted.lua tests/runner_spec.lua 2>&1 | tail -n 4",
                 "●●●●●●●\n7 successes / 0 failures / 0 errors / 0 pending : 1.203 s\n"),
            ("user", "remember gantry needs neovim 0.10 or newer we dropped 0.9 so dont add fallbacks for old "
                     "versions anywhere"),
            ("assistant", "Understood: 0.10 is the floor, so no `vim.uv or vim.loop` fallbacks and no jobstart "
                          "path. I'll make the health check say so, so users on 0.9 get a clear message instead of "
                          "a stack trace."),
            tool("Edit", {"file_path": f"{GANTRY}/lua/gantry/health.lua",
                          "old_string": "  vim.health.start('gantry')\n",
                          "new_string": "  vim.health.start('gantry')\n"
                                        "  if vim.fn.has('nvim-0.10') == 1 then\n"
                                        "    vim.health.ok('Neovim ' .. tostring(vim.version()))\n"
                                        "  else\n"
                                        "    vim.health.error('gantry needs Neovim 0.10 or newer')\n"
                                        "  end\n"},
                 "The file has been updated."),
            ("user", "one more rule. if a function is exposed on require('gantry'), so it's public API, then it "
                     "always gets an entry in doc/gantry.txt and a test in spec/. no exceptions, even for tiny "
                     "helpers. anything that's not meant to be public lives under lua/gantry/_internal/"),
            bash("nvim --headless -c \"lua for k, v in pairs(require('gantry')) do if type(v) == 'function' then "
                 "print(k) end end\" -c q 2>&1; rg -o '\\*gantry\\.[a-z_]+\\(\\)\\*' doc/gantry.txt",
                 "setup\nrun\nrun_file\nrerun_last\nstop\n"
                 "*gantry.setup()*\n*gantry.run()*\n*gantry.run_file()*\n"),
            ("assistant", "Two public functions have no vimdoc entry: `rerun_last` and `stop`. `stop` also has no "
                          "spec. I'll add both help entries and a spec for stop (it should kill the running "
                          "vim.system job and report the run as cancelled)."),
            tool("Edit", {"file_path": f"{GANTRY}/doc/gantry.txt",
                          "old_string": "=" * 78 + "\nCONFIGURATION",
                          "new_string": "gantry.rerun_last()" + " " * 39 + "*gantry.rerun_last()*\n"
                                        "    Run the last command again with the same arguments.\n\n"
                                        "gantry.stop()" + " " * 51 + "*gantry.stop()*\n"
                                        "    Stop the running test command; the run is reported as cancelled.\n\n"
                                        + "=" * 78 + "\nCONFIGURATION"},
                 "The file has been updated."),
            bash("nvim --headless -c 'helptags doc' -c q && nvim -l tests/busted.lua tests/ 2>&1 | tail -n 1",
                 "19 successes / 0 failures / 0 errors / 0 pending : 2.871 s\n"),
            bash("git add -A && git commit -qm 'runner: vim.system, 120 s default timeout; docs for stop and "
                 "rerun_last' && git log -1 --oneline",
                 "5d8a01c runner: vim.system, 120 s default timeout; docs for stop and rerun_last\n"),
        ],
        "facts": [
            fact("runner", "gantry runs test commands with vim.system(); jobstart, plenary.job (users would have to "
                           "install plenary just for gantry) and a terminal buffer (output can't be parsed into the "
                           "quickfix list) were rejected.",
                 "decision", "user", ["vim.system", ["plenary", "terminal"]]),
            fact("timeout", "gantry's default run timeout is 120 seconds (timeout_ms = 120000 in the setup opts); "
                            "adapters can override it.",
                 "config", "user", [["timeout_ms", "timeout"], ["120000", "120 s", "120 seconds"]]),
            fact("min-nvim", "gantry needs Neovim 0.10 or newer; 0.9 is dropped, so no fallbacks for old versions.",
                 "rule", "user", ["0.10", ["0.9", "fallback"]], remember=True),
            fact("public-api", "If a function is exposed on require('gantry') (public API), it always gets an entry "
                               "in doc/gantry.txt and a test in spec/; non-public code lives under "
                               "lua/gantry/_internal/.",
                 "rule", "user", ["doc/gantry.txt", ["spec/", "test"], ["public", "_internal"]]),
        ],
        "optional": [
            opt("health", "The gantry health check reports an error on Neovim older than 0.10.", ["health"]),
        ],
        "questions": [
            q("How does gantry run test commands without blocking Neovim?", "with vim.system()", ["runner"]),
            q("Which Neovim versions does gantry support?", "0.10 or newer, 0.9 is dropped", ["min-nvim"]),
            q("What does a function exposed on require('gantry') need?",
              "an entry in doc/gantry.txt and a test in spec/", ["public-api"]),
        ],
    },
    {
        "id": "h30-cc-copperleaf-turbo-cache-miss",
        "project": COPPER,
        "start": datetime(2026, 11, 5, 8, 50),
        "about": "copperleaf (pnpm + Turborepo monorepo of npm packages): Turborepo remote cache misses on every CI "
                 "run, even re-runs; the person's theory (expired TURBO_TOKEN) ruled out; real cause a postinstall "
                 "script rewriting the committed src/build-info.ts with a timestamp, changing the build hash; fix: "
                 "build info injected by tsup define, file deleted; 'for all future work:' package naming and "
                 "layout (packages/, tooling/, apps/); CI job timeout 15 minutes; near-miss 'remember when CI took "
                 "an hour lol'",
        "steps": [
            ("user", "turbo reports a cache miss for every package on every CI run, even when I hit re-run on a "
                     "commit that already went green. CI is back to 11 minutes. remember when CI took an hour lol, "
                     "let's not drift back there. I think the TURBO_TOKEN expired, Jonas rotated a bunch of things "
                     "last week"),
            bash("gh run view 9380011427 --log | rg -i 'remote caching|cache (hit|miss)' | head -n 6",
                 "build\tRun pnpm turbo run build test lint\t• Remote caching enabled\n"
                 "build\tRun pnpm turbo run build test lint\t@copperleaf/tokens:build: cache miss, executing "
                 "6a1f03c2e9b7d411\n"
                 "build\tRun pnpm turbo run build test lint\t@copperleaf/forms:build: cache miss, executing "
                 "b04e77d19ac2f850\n"
                 "build\tRun pnpm turbo run build test lint\t@copperleaf/icons:build: cache miss, executing "
                 "1de9c6a0f34b7725\n"),
            bash("gh run view 9380011427 --attempt 2 --log | rg '@copperleaf/tokens:build: cache'",
                 "build\tRun pnpm turbo run build test lint\t@copperleaf/tokens:build: cache miss, executing "
                 "f7c20b5a81de3094\n"),
            ("assistant", "The token is fine: turbo prints 'Remote caching enabled', and with a rejected token it "
                          "would say remote caching is disabled and warn about a 403. The telling part is that the "
                          "two attempts of the same commit compute different hashes for @copperleaf/tokens#build "
                          "(6a1f03c2... vs f7c20b5a...). A hash only changes when an input changes, so something in "
                          "the package's inputs is different on every run. Let me reproduce locally with run "
                          "summaries."),
            bash("rm -rf .turbo/runs && pnpm install --silent && pnpm turbo run build --filter=@copperleaf/tokens "
                 "--summarize >/dev/null && pnpm install --silent && pnpm turbo run build "
                 "--filter=@copperleaf/tokens --summarize >/dev/null && for f in .turbo/runs/*.json; do jq -S "
                 "'.tasks[0].inputs' $f > /tmp/$(basename $f); done && diff /tmp/$(ls .turbo/runs | head -n 1) "
                 "/tmp/$(ls .turbo/runs | tail -n 1)",
                 "14c14\n"
                 "<   \"src/build-info.ts\": \"9a1c55e0b8f2d3a47c61e0f9b2d8a7c3e1f40d52\",\n"
                 "---\n"
                 ">   \"src/build-info.ts\": \"e07b2d91c4a8f6e3b5d0c7a91e2f84b6d3c05a18\",\n"),
            bash("git log --oneline -1 -- packages/tokens/src/build-info.ts && cat packages/tokens/src/build-info.ts "
                 "&& jq '.scripts.postinstall' package.json",
                 "3e6f1b2 add build info banner\n"
                 "// generated by scripts/write-build-info.mjs\n"
                 "export const BUILD_TIME = \"2026-11-05T08:57:41.092Z\";\n"
                 "export const VERSION = \"2.8.0\";\n"
                 "\"node scripts/write-build-info.mjs\"\n"),
            ("assistant", "Found it. The root postinstall script regenerates src/build-info.ts in every package with "
                          "the current timestamp, and the file is committed, so turbo counts it as a build input. "
                          "Every `pnpm install`, which CI does on each run, changes the file, so every build hash is "
                          "new and the remote cache can never hit.\n\n"
                          "Fix: inject the values at bundle time instead. tsup's `define` replaces `__BUILD_TIME__` "
                          "and `__VERSION__` while bundling, so the output still has them, but no source file "
                          "changes. Then delete build-info.ts and the postinstall hook."),
            ("user", "yes, do that"),
            tool("Edit", {"file_path": f"{COPPER}/tooling/tsup-config/index.ts",
                          "old_string": "export const base = defineConfig({\n",
                          "new_string": "export const base = defineConfig({\n"
                                        "  define: {\n"
                                        "    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),\n"
                                        "    __VERSION__: JSON.stringify(process.env.npm_package_version),\n"
                                        "  },\n"},
                 "The file has been updated."),
            bash("git rm -q packages/*/src/build-info.ts scripts/write-build-info.mjs "
                 "&& jq 'del(.scripts.postinstall)' "
                 "package.json > /tmp/p && mv /tmp/p package.json && rg -l \"from './build-info'\" packages | xargs "
                 "sed -i \"s#import { BUILD_TIME, VERSION } from './build-info';#declare const __BUILD_TIME__: "
                 "string; declare const __VERSION__: string;#\" && pnpm turbo run build test --summarize | tail -n 4",
                 " Tasks:    28 successful, 28 total\nCached:    0 cached, 28 total\n  Time:    2m41.502s\n"),
            bash("git commit -qam 'build info via tsup define; drop postinstall' && git push -q && sleep 600 && gh run "
                 "list --limit 2 --json conclusion,displayTitle,attempt && gh run view --log | rg 'FULL TURBO|Cached:'",
                 "[{\"attempt\":2,\"conclusion\":\"success\",\"displayTitle\":\"build info via tsup define; drop "
                 "postinstall\"}]\n"
                 "build\tRun pnpm turbo run build test lint\t Cached:    42 cached, 42 total\n"
                 "build\tRun pnpm turbo run build test lint\t  Time:    9.804s >>> FULL TURBO\n"),
            ("assistant", "The re-run of the same commit hit the cache for all 42 tasks: 9.8 seconds, FULL TURBO."),
            ("user", "lovely. and for all future work: packages are named @copperleaf/<name> and live in "
                     "packages/<name>. anything that isn't published to npm gets \"private\": true and lives in "
                     "tooling/ instead. apps/ is only for things we deploy, the docs site and the playground"),
            bash("for d in packages/* tooling/* apps/*; do printf '%s %s %s\\n' $d $(jq -r '.name' $d/package.json) "
                 "$(jq -r '.private // false' $d/package.json); done",
                 "packages/forms @copperleaf/forms false\npackages/icons @copperleaf/icons false\n"
                 "packages/tokens @copperleaf/tokens false\npackages/eslint-config @copperleaf/eslint-config true\n"
                 "packages/date-utils @copperleaf/date-utils false\ntooling/tsup-config @copperleaf/tsup-config true\n"
                 "apps/docs @copperleaf/docs true\napps/playground @copperleaf/playground true\n"),
            ("assistant", "One package breaks the layout: packages/eslint-config is private, so it belongs in "
                          "tooling/. Moving it is a `git mv` plus the pnpm-workspace paths, which already include "
                          "tooling/*."),
            ("user", "move it. and set a timeout on the CI job, 15 minutes. if the cache breaks again I want a loud "
                     "failure, not a job quietly burning 40 minutes"),
            bash("git mv packages/eslint-config tooling/eslint-config && sed -i 's/^    runs-on: ubuntu-latest$/    "
                 "runs-on: ubuntu-latest\\n    timeout-minutes: 15/' "
                 ".github/workflows/ci.yml && rg -n 'timeout-minutes' "
                 ".github/workflows/ci.yml && pnpm install --silent && pnpm turbo run lint --summarize | tail -n 2",
                 "12:    timeout-minutes: 15\n Tasks:    7 successful, 7 total\nCached:    6 cached, 7 total\n"),
            bash("git commit -qam 'move eslint-config to tooling/; CI timeout 15 min' && git log -1 --oneline",
                 "0b94e2a move eslint-config to tooling/; CI timeout 15 min\n"),
        ],
        "facts": [
            fact("cache-miss", "copperleaf's Turborepo remote cache missed on every CI run because the postinstall "
                               "script rewrote the committed src/build-info.ts with a timestamp, changing the build "
                               "hash; build info is now injected by tsup define and the file is gone. The "
                               "TURBO_TOKEN was not the problem.",
                 "bugfix", "assistant", ["build-info.ts", ["postinstall", "timestamp"]]),
            fact("package-layout", "copperleaf packages are named @copperleaf/<name> and live in packages/<name>; "
                                   "anything not published to npm is \"private\": true and lives in tooling/; apps/ "
                                   "is only for deployables (docs site, playground).",
                 "convention", "user", ["@copperleaf/<name>", "tooling/", "apps/"], remember=True),
            fact("ci-timeout", "copperleaf's CI job has timeout-minutes: 15.",
                 "config", "user", ["timeout", "15"]),
        ],
        "optional": [
            opt("eslint-config", "@copperleaf/eslint-config moved from packages/ to tooling/eslint-config.",
                ["eslint-config"]),
            opt("tsup-define", "Build time and version reach the bundles through tsup define (__BUILD_TIME__, "
                               "__VERSION__).",
                ["__BUILD_TIME__"]),
        ],
        "questions": [
            q("Why did copperleaf's Turborepo cache miss on every CI run?",
              "postinstall rewrote the committed src/build-info.ts with a timestamp, so the build hash changed",
              ["cache-miss"]),
            q("Where do copperleaf packages that aren't published to npm live?",
              "in tooling/, with \"private\": true", ["package-layout"]),
            q("What is the copperleaf CI job timeout?", "15 minutes", ["ci-timeout"]),
        ],
    },
    {
        "id": "h30-cc-copperleaf-changesets",
        "project": COPPER,
        "start": datetime(2026, 11, 12, 14, 30),
        "about": "copperleaf release tooling: changesets chosen, semantic-release and release-please rejected "
                 "(commit messages aren't conventional commits); terse answers to three numbered questions "
                 "(independent versions, release PR, no prerelease mode); publish with npm provenance from GitHub "
                 "Actions; 'only CI publishes to npm, never a laptop' said twice; changeset check on PRs with a "
                 "no-changeset label; near-miss 'never again will I hand-write a changelog'",
        "steps": [
            ("user", "we hand-write CHANGELOG.md for six published packages and half the time it's wrong or "
                     "forgotten. never again will I hand-write a changelog. what are the options for a pnpm "
                     "monorepo?"),
            bash("ls packages && git log --since=3.months --format='%s' | head -n 8",
                 "date-utils  forms  icons  tokens\n"
                 "fix stuff\nforms: DateField respects min/max\nwip\nbump\nicons: add 14 payment icons\n"
                 "Merge pull request #388 from mai/tokens-dark\nfix lint\ntokens: dark palette\n"),
            ("assistant", "The three usual tools:\n\n"
                          "1. **changesets**: each PR adds a small markdown file saying which packages change, the "
                          "bump type (patch/minor/major) and the changelog line. A bot collects them into a "
                          "'Version Packages' PR that bumps versions and writes the changelogs. Monorepo-first.\n"
                          "2. **semantic-release**: derives versions and changelogs from conventional commit "
                          "messages (`feat:`, `fix:`). Single-package by design; monorepos need the third-party "
                          "semantic-release-monorepo plugin.\n"
                          "3. **release-please** (Google): also conventional commits, opens release PRs per "
                          "package.\n\n"
                          "Looking at the log (`fix stuff`, `wip`, `bump`), 2 and 3 would produce poor changelogs "
                          "unless commit messages change."),
            ("user", "changesets. semantic-release and release-please both live off conventional commits, and I'm "
                     "not going to police commit messages from outside contributors. with changesets people write "
                     "the changelog line in the PR, where they actually know what changed"),
            ("assistant", "Three questions before I set it up:\n"
                          "1. Fixed versioning (all packages share one version number) or independent?\n"
                          "2. Publish directly when a PR with changesets merges to main, or through the 'Version "
                          "Packages' release PR that you merge when you want a release?\n"
                          "3. Do you want prerelease mode (publishing `-next.N` versions under a `next` dist-tag)?"),
            ("user", "1 independent. 2 the release PR. 3 no"),
            bash("pnpm add -Dw @changesets/cli @changesets/changelog-github && pnpm changeset init",
                 "Progress: resolved 614, reused 601, downloaded 13, added 13, done\n"
                 "🦋  Thanks for choosing changesets to help manage your versioning and publishing\n"
                 "🦋  You should be set up to start using changesets now!\n"),
            tool("Write", {"file_path": f"{COPPER}/.changeset/config.json",
                           "content": "{\n  \"$schema\": \"https://unpkg.com/@changesets/config@3.0.3/schema.json\",\n"
                                      "  \"changelog\": [\"@changesets/changelog-github\", "
                                      "{ \"repo\": \"copperleaf-ui/copperleaf\" }],\n"
                                      "  \"commit\": false,\n  \"fixed\": [],\n  \"linked\": [],\n"
                                      "  \"access\": \"public\",\n  \"baseBranch\": \"main\",\n"
                                      "  \"updateInternalDependencies\": \"patch\",\n"
                                      "  \"ignore\": [\"@copperleaf/docs\", \"@copperleaf/playground\"]\n}\n"},
                 f"File created successfully at: {COPPER}/.changeset/config.json"),
            ("user", "one thing, and I mean it: only CI publishes to npm. nobody runs npm publish or pnpm publish "
                     "from a laptop, not me, not Jonas, not you. the provenance attestation only exists when the "
                     "package comes out of the workflow"),
            ("assistant", "Understood. Then the release workflow does the publishing with provenance: on push to "
                          "main, changesets/action either opens/updates the Version Packages PR or, when that PR was "
                          "just merged, runs `pnpm changeset publish`. The job needs `permissions: id-token: write` "
                          "so npm can verify the GitHub OIDC token and attach the provenance statement, and "
                          "`NPM_CONFIG_PROVENANCE: true` makes every publish in the job use it."),
            tool("Write", {"file_path": f"{COPPER}/.github/workflows/release.yml",
                           "content": "name: release\non:\n  push:\n    branches: [main]\n"
                                      "concurrency: release\n"
                                      "permissions:\n  contents: write\n  pull-requests: write\n"
                                      "  id-token: write\n"
                                      "jobs:\n  release:\n    runs-on: ubuntu-latest\n    timeout-minutes: 15\n"
                                      "    steps:\n      - uses: actions/checkout@v4\n"
                                      "      - uses: pnpm/action-setup@v4\n"
                                      "      - uses: actions/setup-node@v4\n"
                                      "        with: { node-version: 22, registry-url: 'https://registry.npmjs.org' }\n"
                                      "      - run: pnpm install --frozen-lockfile\n"
                                      "      - run: pnpm turbo run build\n"
                                      "      - uses: changesets/action@v1\n"
                                      "        with:\n          publish: pnpm changeset publish\n"
                                      "          title: 'Version Packages'\n"
                                      "        env:\n          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n"
                                      "          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n"
                                      "          NPM_CONFIG_PROVENANCE: true\n"},
                 f"File created successfully at: {COPPER}/.github/workflows/release.yml"),
            ("user", "and a check on PRs: if a PR touches packages/ and has no changeset, fail. unless it carries "
                     "the label no-changeset, for typo fixes in tests and that kind of thing"),
            tool("Write", {"file_path": f"{COPPER}/.github/workflows/changeset-check.yml",
                           "content": "name: changeset-check\non:\n  pull_request:\n"
                                      "    types: [opened, synchronize, labeled, unlabeled]\n"
                                      "    paths: ['packages/**']\n"
                                      "jobs:\n  check:\n"
                                      "    if: ${{ !contains(github.event.pull_request.labels.*.name, "
                                      "'no-changeset') }}\n"
                                      "    runs-on: ubuntu-latest\n    steps:\n"
                                      "      - uses: actions/checkout@v4\n        with: { fetch-depth: 0 }\n"
                                      "      - uses: pnpm/action-setup@v4\n"
                                      "      - run: pnpm install --frozen-lockfile\n"
                                      "      - run: pnpm changeset status --since=origin/main\n"},
                 f"File created successfully at: {COPPER}/.github/workflows/changeset-check.yml"),
            bash("git switch -qc test/changeset-check && echo '// x' >> packages/icons/src/index.ts && pnpm "
                 "changeset status --since=origin/main; echo exit=$?; git checkout -q . && git switch -q - && "
                 "git branch -qD test/changeset-check",
                 "🦋  error Some packages have been changed but no changesets were found. Run `changeset add` to "
                 "resolve this error.\n"
                 "🦋  error If this change doesn't need a release, run `changeset add --empty`.\n"
                 "exit=1\n"),
            ("user", "good. and again, because it matters: npm publishing happens from the release workflow and "
                     "nowhere else, never from anyone's machine. I'm repeating myself because last year someone "
                     "published @copperleaf/tokens from a laptop with a stale dist folder and it took a day to notice"),
            ("assistant", "Got it, publishing is only ever done by release.yml. Summary of what's in place:\n"
                          "- changesets with @changesets/changelog-github, independent versions, access public, docs "
                          "and playground ignored;\n"
                          "- release.yml on main: opens the Version Packages PR, publishes with provenance "
                          "(id-token: write, NPM_CONFIG_PROVENANCE) after it's merged;\n"
                          "- changeset-check.yml fails PRs touching packages/ without a changeset unless labelled "
                          "no-changeset.\n"
                          "The existing CHANGELOG.md files stay; changesets prepends new entries above them."),
        ],
        "facts": [
            fact("changesets", "copperleaf uses changesets for versions and changelogs; semantic-release and "
                               "release-please were rejected because they depend on conventional commit messages, "
                               "which contributors don't write.",
                 "decision", "user", ["changesets", ["semantic-release", "release-please", "conventional commit"]]),
            fact("versioning", "copperleaf packages are versioned independently; releases go through the 'Version "
                               "Packages' release PR; no prerelease mode.",
                 "config", "user", ["independent", ["release PR", "Version Packages"]]),
            fact("ci-only-publish", "Only the release workflow (CI) publishes copperleaf packages to npm; nobody runs "
                                    "npm publish or pnpm publish from a laptop, so every package has provenance.",
                 "rule", "user", [["release workflow", "CI"], ["laptop", "machine"]], remember=True),
            fact("provenance", "release.yml publishes with npm provenance: permissions id-token: write and "
                               "NPM_CONFIG_PROVENANCE: true.",
                 "config", "assistant", ["provenance", ["id-token: write", "NPM_CONFIG_PROVENANCE"]]),
            fact("changeset-check", "A PR check fails when a PR touches packages/ without a changeset, unless it has "
                                    "the no-changeset label.",
                 "rule", "user", ["no-changeset", "packages/"]),
        ],
        "optional": [
            opt("changelog-github", "Changelog entries are written by @changesets/changelog-github.",
                ["changelog-github"]),
            opt("changeset-ignore", "@copperleaf/docs and @copperleaf/playground are ignored by changesets.",
                ["@copperleaf/playground"]),
        ],
        "questions": [
            q("Which tool manages copperleaf's versions and changelogs?", "changesets", ["changesets"]),
            q("Who may publish copperleaf packages to npm?", "only the release workflow, never a laptop",
              ["ci-only-publish"]),
            q("When does the changeset check fail a PR?",
              "when it touches packages/ without a changeset and has no no-changeset label", ["changeset-check"]),
        ],
    },
]
