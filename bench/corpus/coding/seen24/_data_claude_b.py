"""h24 Claude Code sessions, part b: a plugin update pinned in a Gradle library, questions about a Neovim plugin,
a docs page for the Python library's Starlight site."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

TESSERA = "/home/mara/src/tessera"
HUSH = "/home/mara/src/hush.nvim"
STRATA = "/home/mara/src/strata"

SESSIONS = [
    {
        "id": "h24-cc-tessera-spotless",
        "project": TESSERA,
        "start": datetime(2026, 11, 9, 11, 30),
        "about": "Java/Gradle CSV library; a dependabot bump of the Spotless plugin reformats 142 files; pinned at "
                 "6.25.0 with a revisit date; dependabot ignore; remember-request asked as a question; near-miss "
                 "'I can't remember the flag for that'",
        "steps": [
            ("user", "dependabot PR #133 on tessera bumps com.diffplug.spotless from 6.25.0 to 7.0.2 and CI is red. "
                     "what broke?"),
            bash("gh pr checks 133",
                 "build (17)      fail    1m48s  https://github.com/mbell/tessera/actions/runs/19020113370\n"
                 "build (21)      fail    1m51s  https://github.com/mbell/tessera/actions/runs/19020113370\n"
                 "javadoc         pass    58s    https://github.com/mbell/tessera/actions/runs/19020113370\n"),
            bash("gh pr checkout 133 && ./gradlew spotlessJavaCheck 2>&1 | tail -20",
                 "> Task :spotlessJavaCheck FAILED\n\nFAILURE: Build failed with an exception.\n\n"
                 "* What went wrong:\nExecution failed for task ':spotlessJavaCheck'.\n"
                 "> The following files had format violations:\n"
                 "      src/main/java/dev/mbell/tessera/CsvReader.java\n"
                 "          @@ -88,9 +88,8 @@\n"
                 "          -        rows.forEach(\n"
                 "          -            row -> {\n"
                 "          -              sink.accept(row);\n"
                 "          -            });\n"
                 "          +        rows.forEach(row -> {\n"
                 "          +          sink.accept(row);\n"
                 "          +        });\n"
                 "      ... (141 more files)\n"
                 "  Run './gradlew :spotlessApply' to fix these violations.\n"),
            ("assistant", "Nothing is wrong with the code; the formatter changed. Spotless 7 defaults to a newer "
                          "google-java-format, which wraps lambdas differently, so spotlessJavaCheck now flags 142 files. "
                          "Two ways out:\n\n1. Take 7.0.2 and run `spotlessApply` once: a 142-file formatting commit.\n"
                          "2. Stay on 6.25.0 for now and do the reformat later in one go."),
            ("user", "reformatting 142 files right before the 3.0 branch is cut is a merge-conflict festival for the two "
                     "open PRs. pin spotless at 6.25.0. we look at it again after 3.0 ships, say 15 January 2027"),
            tool("Edit", {"file_path": f"{TESSERA}/build.gradle.kts",
                          "old_string": "    id(\"com.diffplug.spotless\") version \"7.0.2\"",
                          "new_string": "    // Pinned: 7.x's google-java-format reformats 142 files; revisit 2027-01-15, "
                                        "after 3.0 ships.\n    id(\"com.diffplug.spotless\") version \"6.25.0\""},
                 "The file has been updated."),
            ("assistant", "Pinned in build.gradle.kts with the reason and the date in a comment. Dependabot will reopen "
                          "the PR on the next 7.x release unless we tell it not to, so I'll add an ignore rule."),
            tool("Edit", {"file_path": f"{TESSERA}/.github/dependabot.yml",
                          "old_string": "  - package-ecosystem: \"gradle\"\n    directory: \"/\"\n"
                                        "    schedule:\n      interval: \"weekly\"\n",
                          "new_string": "  - package-ecosystem: \"gradle\"\n    directory: \"/\"\n"
                                        "    schedule:\n      interval: \"weekly\"\n    ignore:\n"
                                        "      # spotless pinned at 6.25.0 until 2027-01-15 (see build.gradle.kts)\n"
                                        "      - dependency-name: \"com.diffplug.spotless\"\n"
                                        "        versions: [\">= 7\"]\n"},
                 "The file has been updated."),
            ("user", "do I need to make gradle re-resolve everything after switching back? there's a flag that forces "
                     "it, I can't remember the flag for that"),
            ("assistant", "`--refresh-dependencies`. It isn't needed here, though: going back to 6.25.0 is a plain "
                          "version change that Gradle resolves anyway. I'll run it once so we know the build is clean."),
            bash("./gradlew build --refresh-dependencies -q && echo BUILD-OK",
                 "BUILD-OK\n"),
            bash("gh pr close 133 --comment 'Pinning spotless at 6.25.0 until after 3.0: 7.x reformats 142 files. "
                 "Revisit 2027-01-15.' && git checkout main && git commit -am 'Pin spotless at 6.25.0 until after 3.0' "
                 "&& git push",
                 "✓ Closed pull request #133 (build(deps): bump com.diffplug.spotless from 6.25.0 to 7.0.2)\n"
                 "[main 2f7d9a3] Pin spotless at 6.25.0 until after 3.0\n 2 files changed, 6 insertions(+), 1 deletion(-)\n"),
            ("user", "can you remember that spotless stays pinned at 6.25.0 until we revisit it on 15 January, after "
                     "3.0? I'll forget otherwise"),
            ("assistant", "Yes: spotless is pinned at 6.25.0, to be revisited on 15 January 2027 once 3.0 has shipped."),
        ],
        "facts": [
            fact("spotless-cause", "Spotless 7 brings a newer google-java-format that wraps lambdas differently, so "
                                   "spotlessJavaCheck failed on 142 files.",
                 "bugfix", "assistant", ["google-java-format", "142"]),
            fact("spotless-pin", "Spotless is pinned at 6.25.0 (a 142-file reformat before the 3.0 branch means merge "
                                 "conflicts); revisit on 15 January 2027, after 3.0 ships.",
                 "decision", "user", ["6.25.0", ["15 January", "2027-01-15"]], remember=True),
            fact("dependabot-ignore", ".github/dependabot.yml ignores com.diffplug.spotless versions >= 7 so the bump is "
                                      "not reopened.",
                 "config", "assistant", ["dependabot", ">= 7"]),
        ],
        "optional": [
            opt("refresh-flag", "Gradle's --refresh-dependencies forces dependencies to be re-resolved.",
                ["--refresh-dependencies"]),
            opt("open-prs", "The 3.0 branch is about to be cut and two PRs are open against it.", ["3.0"]),
        ],
        "questions": [
            q("Why did tessera's CI fail on the spotless 7.0.2 bump?",
              "Spotless 7 defaults to a newer google-java-format that wraps lambdas differently; 142 files",
              ["spotless-cause"]),
            q("Which spotless version does tessera use, and until when?",
              "pinned at 6.25.0, revisit on 15 January 2027 after 3.0 ships", ["spotless-pin"]),
            q("How is dependabot kept from reopening the spotless bump?",
              "an ignore rule in .github/dependabot.yml for versions >= 7", ["dependabot-ignore"]),
        ],
    },
    {
        "id": "h24-cc-hush-questions",
        "project": HUSH,
        "start": datetime(2026, 11, 10, 22, 5),
        "about": "nothing durable: questions about how a Neovim plugin hides diagnostics in insert mode (autocmds, "
                 "libuv timer, vim.schedule_wrap, augroup clear), the person answers a discussion herself",
        "steps": [
            ("user", "someone asked in the hush.nvim discussions how hush decides when to show diagnostics again after "
                     "you stop typing. I wrote that two years ago and honestly don't remember. how does it work?"),
            tool("Read", {"file_path": f"{HUSH}/lua/hush/init.lua"},
                 "local M = {}\nlocal uv = vim.uv or vim.loop\nlocal timer = nil\n\n"
                 "local function reveal(bufnr)\n"
                 "  if vim.api.nvim_buf_is_valid(bufnr) then\n"
                 "    vim.diagnostic.show(nil, bufnr)\n    vim.b[bufnr].hush_hidden = false\n  end\nend\n\n"
                 "function M.setup(opts)\n  opts = vim.tbl_extend(\"force\", { delay = 700 }, opts or {})\n"
                 "  local group = vim.api.nvim_create_augroup(\"Hush\", { clear = true })\n"
                 "  vim.api.nvim_create_autocmd({ \"InsertEnter\", \"TextChangedI\" }, { group = group, callback = "
                 "function(ev)\n"
                 "    vim.diagnostic.hide(nil, ev.buf)\n    vim.b[ev.buf].hush_hidden = true\n"
                 "    if timer then timer:stop() end\n  end })\n"
                 "  vim.api.nvim_create_autocmd(\"InsertLeave\", { group = group, callback = function(ev)\n"
                 "    timer = timer or uv.new_timer()\n    timer:stop()\n"
                 "    timer:start(opts.delay, 0, vim.schedule_wrap(function() reveal(ev.buf) end))\n  end })\nend\n\n"
                 "return M\n"),
            ("assistant", "It's a small state machine around two autocmds:\n\n"
                          "- On `InsertEnter` and on every `TextChangedI` it hides the buffer's diagnostics "
                          "(`vim.diagnostic.hide`), marks the buffer with `vim.b.hush_hidden = true` and stops any "
                          "pending timer.\n"
                          "- On `InsertLeave` it (re)starts a one-shot libuv timer for `opts.delay` milliseconds, 700 by "
                          "default. When it fires, `reveal` shows the diagnostics again, if the buffer still exists.\n\n"
                          "So diagnostics come back 700 ms after you leave insert mode, and going back into insert mode "
                          "before that cancels the reveal."),
            ("user", "why is the callback wrapped in vim.schedule_wrap? it works without it, doesn't it?"),
            ("assistant", "It would mostly fail without it. libuv timer callbacks run in a 'fast event' context, outside "
                          "Neovim's main loop, where most of the API is off limits; `vim.diagnostic.show` would raise "
                          "'E5560: ... must not be called in a lua loop callback'. `vim.schedule_wrap` turns the callback "
                          "into one that queues the real function to run on the main loop at the next safe point."),
            ("user", "and clear = true on the augroup, what's that for"),
            ("assistant", "It deletes any autocmds already in the `Hush` group before the new ones are added. Without "
                          "it, calling `setup()` twice (re-sourcing your config, or a plugin manager calling it again) "
                          "would register every autocmd twice, and each keystroke would hide diagnostics twice and start "
                          "two timers."),
            bash("rg -n 'hush_hidden' lua/ plugin/",
                 "lua/hush/init.lua:8:    vim.b[bufnr].hush_hidden = false\n"
                 "lua/hush/init.lua:16:    vim.b[ev.buf].hush_hidden = true\n"
                 "lua/hush/statusline.lua:4:  return vim.b.hush_hidden and \"󰂛\" or \"\"\n"),
            ("user", "who reads hush_hidden then?"),
            ("assistant", "Only the statusline component in `lua/hush/statusline.lua`: it shows a muted-bell icon while "
                          "the current buffer's diagnostics are hidden. Nothing else depends on it."),
            ("user", "ok, that all makes sense again. I'll answer the discussion myself, thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h24-cc-strata-docs",
        "project": STRATA,
        "start": datetime(2026, 11, 12, 9, 40),
        "about": "Starlight docs site of the Python library; a guide page for includes; writing-style convention "
                 "stated (sentence case, no 'simply'/'just', 'you' in present tense, runnable samples) and saved with "
                 "'write that down' in a hurried lower-case message; base path and relative links; deploys only "
                 "through the pages workflow",
        "steps": [
            ("user", "the strata docs site (docs/, Starlight) has nothing on includes yet. draft "
                     "docs/src/content/docs/guides/includes.md"),
            bash("ls docs/src/content/docs/guides/ && sed -n 1,12p docs/src/content/docs/guides/layering.md",
                 "environment.md\nlayering.md\nvalidation.md\n---\ntitle: Layer config files\n"
                 "description: Combine a base file with per-environment overrides.\n---\n\n"
                 "You can split a configuration into layers. strata reads them in order and later layers win.\n\n"
                 "## Merge order\n\nstrata merges tables key by key. A scalar in a later layer replaces the earlier "
                 "value.\n"),
            tool("Write", {"file_path": f"{STRATA}/docs/src/content/docs/guides/includes.md",
                           "content": "---\ntitle: Using Includes\ndescription: Pull shared settings into a file.\n---\n\n"
                                      "## Adding An Include\n\nSimply add an `include` key to the file:\n\n"
                                      "```toml\ninclude = [\"shared/logging.toml\"]\n```\n\n"
                                      "strata will just read the included file first. See "
                                      "[layering](/guides/layering/) for how values merge.\n\n"
                                      "```python\ncfg = strata.load(...)\n```\n"},
                 "File created successfully at: /home/mara/src/strata/docs/src/content/docs/guides/includes.md"),
            ("user", "a few things. headings and titles are sentence case: 'Using includes', not 'Using Includes'. never "
                     "write 'simply' or 'just', if it were simple they wouldn't be reading the docs. talk to the reader "
                     "as 'you', present tense: 'strata reads', not 'strata will read'"),
            tool("Edit", {"file_path": f"{STRATA}/docs/src/content/docs/guides/includes.md",
                          "old_string": "title: Using Includes",
                          "new_string": "title: Use includes"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{STRATA}/docs/src/content/docs/guides/includes.md",
                          "old_string": "## Adding An Include\n\nSimply add an `include` key to the file:",
                          "new_string": "## Add an include\n\nYou add an `include` key to the file that needs the "
                                        "shared settings:"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{STRATA}/docs/src/content/docs/guides/includes.md",
                          "old_string": "strata will just read the included file first.",
                          "new_string": "strata reads the included file first, then the file that includes it."},
                 "The file has been updated."),
            ("user", "and the python sample: every code sample has to be complete enough to paste and run, imports "
                     "included. no '...' anywhere"),
            tool("Edit", {"file_path": f"{STRATA}/docs/src/content/docs/guides/includes.md",
                          "old_string": "```python\ncfg = strata.load(...)\n```",
                          "new_string": "```python\nimport strata\n\ncfg = strata.load(\"config/app.toml\")\n"
                                        "print(cfg[\"logging\"][\"level\"])\n```"},
                 "The file has been updated."),
            bash("cd docs && pnpm build 2>&1 | tail -6",
                 "[starlight-links-validator] Validating links\n"
                 "✗ Found 1 invalid link in 1 file.\n\n▶ guides/includes/\n"
                 "  └─ /guides/layering/ - invalid link\n\nerror   Links validation failed.\n"),
            bash("grep -n \"base\\|site\" docs/astro.config.mjs",
                 "7:  site: 'https://mbell.github.io',\n8:  base: '/strata',\n"),
            ("assistant", "The site is served from GitHub Pages under the base path `/strata`, so an absolute link like "
                          "`/guides/layering/` points outside the site; the links validator catches it. The other guides "
                          "use relative links (`../layering/`), which keep working under any base. I'll do the same."),
            tool("Edit", {"file_path": f"{STRATA}/docs/src/content/docs/guides/includes.md",
                          "old_string": "[layering](/guides/layering/)",
                          "new_string": "[layering](../layering/)"},
                 "The file has been updated."),
            bash("cd docs && pnpm build 2>&1 | tail -3",
                 "[starlight-links-validator] All internal links are valid.\n"
                 "[build] 23 page(s) built in 4.12s\n[build] Complete!\n"),
            ("assistant", "Builds clean, 23 pages. Should I run `pnpm deploy` to publish it?"),
            ("user", "no, never deploy from a laptop, the pages workflow deploys the docs when main changes. open a PR"),
            bash("git switch -c docs-includes && git add docs && git commit -qm 'docs: guide for includes' && "
                 "gh pr create --fill",
                 "https://github.com/mbell/strata/pull/219\n"),
            ("user", "ok write that down quick: docs headings sentence case, never 'simply' or 'just', 'you' and present "
                     "tense, every sample runnable as pasted. gotta run, bus is here"),
            ("assistant", "Written down: strata docs use sentence-case headings, never 'simply' or 'just', address the "
                          "reader as 'you' in the present tense, and every code sample runs as pasted, imports included."),
        ],
        "facts": [
            fact("docs-style", "strata docs style: sentence-case headings and titles, never 'simply' or 'just', 'you' in "
                               "the present tense, every code sample runnable as pasted (imports included, no '...').",
                 "convention", "user", ["sentence case", "simply", ["runnable", "paste"]], remember=True),
            fact("docs-base-links", "The docs site is served under the base path '/strata' on GitHub Pages, so internal "
                                    "links must be relative (../layering/); absolute /guides/ links fail the links "
                                    "validator.",
                 "convention", "assistant", ["/strata", "relative"]),
            fact("docs-deploy", "The docs are never deployed from a laptop; the pages workflow deploys them when main "
                                "changes.",
                 "rule", "user", ["pages workflow", "main"]),
        ],
        "optional": [
            opt("includes-guide", "The includes guide is docs/src/content/docs/guides/includes.md (PR #219).",
                ["includes.md"]),
            opt("docs-site-url", "The docs site is https://mbell.github.io/strata (site plus base in astro.config.mjs).",
                ["astro.config.mjs"]),
        ],
        "questions": [
            q("How are headings written in the strata docs?", "sentence case: 'Using includes', not 'Using Includes'",
              ["docs-style"]),
            q("Which words are never used in the strata docs?", "'simply' and 'just'", ["docs-style"]),
            q("Why must links in the strata docs be relative?",
              "the site is served under the base path /strata on GitHub Pages", ["docs-base-links"]),
            q("How are the strata docs deployed?", "the pages workflow deploys them when main changes, never from a "
              "laptop", ["docs-deploy"]),
        ],
    },
]
