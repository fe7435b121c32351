"""h24 Codex sessions, part c: one long rambling message in a Zig tool, a CI overhaul of a Lua rock ending in a
'summary for future me', small talk and an aborted theme update on a Hugo site."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

ZIGSAW = "/home/mara/src/zigsaw"
CAIRN = "/home/mara/src/cairn"
NOTEBOOK = "/home/mara/src/notebook"

SESSIONS = [
    {
        "id": "h24-cx-zigsaw-ramble",
        "project": ZIGSAW,
        "start": datetime(2026, 11, 19, 21, 40),
        "about": "Zig image tiling CLI; one long rambling message decides two things (Zig 0.13 only, an arena per "
                 "image job) and muses about a pure-Zig PNG decoder without deciding anything",
        "steps": [
            ("user", "ok so I've been going back and forth on zigsaw all week and I think I'm done dithering. first "
                     "the zig version thing. supporting 0.12 and 0.13 at the same time is eating every evening I have, "
                     "the build.zig differences alone (the b.path stuff, the module changes) mean two code paths for "
                     "half the build, and honestly nobody on the issue tracker is still on 0.12 except that one person "
                     "who said they'd upgrade anyway. so: zigsaw targets 0.13 only from now on, minimum_zig_version "
                     "goes to 0.13.0 in build.zig.zon and the 0.12 CI job goes away. second, allocators. I keep passing "
                     "the allocator down through every function and then freeing tile buffers one by one, and every "
                     "other release we leak one in some error path. so each image job gets its own ArenaAllocator on "
                     "top of the page allocator and the whole arena is freed when the job ends. done, no more "
                     "per-tile frees. and then there's the thing I keep thinking about in the shower, whether we should "
                     "drop libspng and write our own PNG decoder in pure zig. it would make cross-compiling trivial and "
                     "it sounds fun, but it's also exactly the kind of rabbit hole that ate my last side project, so I "
                     "dunno. maybe one day, maybe never. anyway. can you start with the first two?"),
            shell("cat build.zig.zon | sed -n 1,8p && rg -n '0\\.12' build.zig .github/workflows/ci.yml",
                  ".{\n    .name = \"zigsaw\",\n    .version = \"0.5.2\",\n    .minimum_zig_version = \"0.12.0\",\n"
                  "    .dependencies = .{\n        .libspng = .{\n"
                  "build.zig:14:    // zig 0.12 compat: b.path() does not exist yet\n"
                  "build.zig:15:    const root = if (@hasDecl(std.Build, \"path\")) b.path(\"src/main.zig\") else "
                  ".{ .path = \"src/main.zig\" };\n"
                  ".github/workflows/ci.yml:12:        zig: [0.12.0, 0.13.0]\n"),
            shell("apply_patch < /tmp/zig013.patch && zig build test --summary all 2>&1 | tail -2",
                  "Success. Updated the following files:\nM build.zig.zon\nM build.zig\nM .github/workflows/ci.yml\n"
                  "Build Summary: 5/5 steps succeeded; 48/48 tests passed\ntest success\n"),
            ("assistant", "Step one done: `.minimum_zig_version = \"0.13.0\"`, the 0.12 compat branches are gone from "
                          "build.zig, and the CI matrix only has 0.13.0. Now the arena: `Job.run` creates an "
                          "`std.heap.ArenaAllocator` on `std.heap.page_allocator`, passes `arena.allocator()` down, and "
                          "`defer arena.deinit()` frees everything at once, so the per-tile `free` calls go."),
            shell("apply_patch < /tmp/arena.patch && rg -c 'allocator.free' src/ ; zig build test --summary all 2>&1 | "
                  "tail -2",
                  "Success. Updated the following files:\nM src/job.zig\nM src/tile.zig\nM src/png.zig\n"
                  "src/cli.zig:1\n"
                  "Build Summary: 5/5 steps succeeded; 48/48 tests passed\ntest success\n"),
            ("assistant", "Tests pass. The only `allocator.free` left is in src/cli.zig, for the argument list, which "
                          "lives outside any job. I haven't touched libspng."),
            ("user", "good. commit them separately"),
            shell("git add build.zig build.zig.zon .github && git commit -qm 'Require Zig 0.13, drop 0.12 support' && "
                  "git add src && git commit -qm 'One ArenaAllocator per image job' && git log -2 --oneline",
                  "f2b7c90 One ArenaAllocator per image job\n1a8e4d3 Require Zig 0.13, drop 0.12 support\n"),
        ],
        "facts": [
            fact("zig-013", "zigsaw targets Zig 0.13 only: minimum_zig_version is 0.13.0 in build.zig.zon and the 0.12 "
                            "CI job and compat code are gone.",
                 "decision", "user", ["0.13", "minimum_zig_version"]),
            fact("arena-per-job", "Each zigsaw image job gets its own ArenaAllocator on the page allocator, freed when "
                                  "the job ends; no per-tile frees.",
                 "decision", "user", ["ArenaAllocator", "job"]),
        ],
        "optional": [
            opt("cli-free", "The one remaining allocator.free is in src/cli.zig, for the argument list outside any "
                            "job.", ["cli.zig"]),
        ],
        "questions": [
            q("Which Zig versions does zigsaw support?", "0.13 only; minimum_zig_version is 0.13.0", ["zig-013"]),
            q("How does zigsaw free tile buffers?",
              "each image job gets its own ArenaAllocator, freed when the job ends", ["arena-per-job"]),
        ],
    },
    {
        "id": "h24-cx-cairn-ci",
        "project": CAIRN,
        "start": datetime(2026, 11, 23, 10, 30),
        "about": "Lua pathfinding rock; GitHub Actions overhaul: version matrix (5.1 dropped then put back), luacheck "
                 "job gating tests, tag-push release to LuaRocks, rockspec/tag check accepted with 'yes'; ends with a "
                 "three-point 'summary for future me' whose first point is the reversed one",
        "steps": [
            ("user", "cairn's CI is a mess: a dead .travis.yml and a half-broken github workflow. let's redo "
                     ".github/workflows properly"),
            shell("ls -a . .github/workflows && cat .github/workflows/test.yml",
                  ".  ..  .busted  .github  .luacheckrc  .travis.yml  cairn  rockspecs  spec  README.md\n"
                  "test.yml\n"
                  "name: test\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    strategy:\n"
                  "      matrix:\n        lua: [\"5.1\", \"5.2\", \"5.3\", \"5.4\", \"luajit-2.1\"]\n    steps:\n"
                  "      - uses: actions/checkout@v3\n      - uses: leafo/gh-actions-lua@v8\n"
                  "        with:\n          luaVersion: ${{ matrix.lua }}\n      - uses: leafo/gh-actions-luarocks@v4\n"
                  "      - run: luarocks install busted && busted\n"),
            ("assistant", "The workflow itself is close: it runs busted on five Lua versions but lints nothing, only "
                          "triggers on push (no pull requests), and the actions are a few majors behind "
                          "(checkout@v3, gh-actions-lua@v8). .travis.yml can go. Plan: update the actions, run on push and "
                          "pull_request, add luacheck, and decide the version matrix."),
            ("user", "delete travis. and trim the matrix: drop 5.1, 5.2 and 5.3, test 5.4 and luajit only"),
            shell("git rm -q .travis.yml && apply_patch < /tmp/matrix.patch && grep -n 'lua:' .github/workflows/test.yml",
                  "Success. Updated the following files:\nM .github/workflows/test.yml\n"
                  "8:        lua: [\"5.4\", \"luajit-2.1\"]\n"),
            ("user", "hm, wait, 5.1. the neovim people use cairn through luajit, fine, but the Defold people are on "
                     "plain 5.1 and they're a good chunk of the downloads. put 5.1 back. 5.2 and 5.3 stay dropped"),
            shell("apply_patch < /tmp/matrix51.patch && grep -n 'lua:' .github/workflows/test.yml",
                  "Success. Updated the following files:\nM .github/workflows/test.yml\n"
                  "8:        lua: [\"5.1\", \"5.4\", \"luajit-2.1\"]\n"),
            ("user", "luacheck as its own job, and the tests only run when it passes"),
            shell("apply_patch < /tmp/lint-job.patch && sed -n '/^jobs:/,/^  test:/p' .github/workflows/test.yml && "
                  "grep -n 'needs:' .github/workflows/test.yml",
                  "Success. Updated the following files:\nM .github/workflows/test.yml\n"
                  "jobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
                  "      - uses: lunarmodules/luacheck@v1\n  test:\n"
                  "18:    needs: lint\n"),
            shell("git commit -qam 'CI: luacheck job, matrix 5.1/5.4/luajit, drop travis' && git push -q && "
                  "gh run watch --exit-status | tail -5",
                  "✓ main test · 19400221907\nTriggered via push less than a minute ago\n\nJOBS\n"
                  "✓ lint in 9s\n✓ test (5.1) in 41s  ✓ test (5.4) in 38s  ✓ test (luajit-2.1) in 36s\n"),
            ("user", "now releases. on a tag push v*, upload the rockspec to luarocks with the LUAROCKS_API_KEY secret"),
            shell("ls rockspecs/ | tail -2",
                  "cairn-1.3.0-1.rockspec\ncairn-1.4.0-1.rockspec\n"),
            shell("apply_patch < /tmp/release.patch && sed -n '1,6p;/luarocks upload/p' .github/workflows/release.yml",
                  "Success. Updated the following files:\nA .github/workflows/release.yml\n"
                  "name: release\non:\n  push:\n    tags: [\"v*\"]\njobs:\n  luarocks:\n"
                  "      - run: luarocks upload \"rockspecs/cairn-${GITHUB_REF_NAME#v}-1.rockspec\" "
                  "--api-key=\"$LUAROCKS_API_KEY\"\n"),
            ("assistant", "Release workflow added. One gap: if someone tags v1.5.0 but the rockspec still says 1.4.0 "
                          "(or the file doesn't exist), the upload fails halfway or uploads the wrong thing. I'd add a "
                          "first step that checks the rockspec for the tag exists and its `version` matches the tag, and "
                          "fails the job otherwise."),
            ("user", "yes"),
            shell("apply_patch < /tmp/release-check.patch && grep -n 'name: rockspec matches tag' -A4 "
                  ".github/workflows/release.yml",
                  "Success. Updated the following files:\nM .github/workflows/release.yml\n"
                  "9:      - name: rockspec matches tag\n"
                  "10:        run: |\n11:          spec=\"rockspecs/cairn-${GITHUB_REF_NAME#v}-1.rockspec\"\n"
                  "12:          grep -q \"version = \\\"${GITHUB_REF_NAME#v}-1\\\"\" \"$spec\"\n"),
            shell("git commit -qam 'Release workflow: luarocks upload on v* tags, rockspec/tag check' && git push -q "
                  "&& git log -1 --oneline",
                  "8b31d5e Release workflow: luarocks upload on v* tags, rockspec/tag check\n"),
            ("user", "summary for future me:\n"
                     "1. test matrix is lua 5.1, 5.4 and luajit-2.1, 5.2/5.3 are gone\n"
                     "2. luacheck is its own job and the tests need it to pass\n"
                     "3. releases: push a v* tag and the release workflow uploads the rockspec to luarocks with "
                     "LUAROCKS_API_KEY"),
            ("assistant", "Got it, all three match what's in .github/workflows now. The release workflow also refuses to "
                          "upload when the rockspec's version doesn't match the tag."),
        ],
        "facts": [
            fact("lua-matrix", "cairn's CI tests Lua 5.1, 5.4 and luajit-2.1; 5.2 and 5.3 are dropped (5.1 stays for "
                               "the Defold users on plain 5.1).",
                 "config", "user", ["5.1", "luajit"], remember=True),
            fact("luacheck-gate", "luacheck runs as its own CI job and the tests only run when it passes (needs: lint).",
                 "config", "user", ["luacheck", ["needs", "passes"]], remember=True),
            fact("luarocks-release", "Pushing a v* tag makes the release workflow upload the rockspec to LuaRocks with "
                                     "the LUAROCKS_API_KEY secret.",
                 "config", "user", ["LUAROCKS_API_KEY", "tag"], remember=True),
            fact("rockspec-check", "The release workflow first checks that the tag's rockspec exists and its version "
                                   "matches the tag, failing otherwise.",
                 "config", "assistant", ["rockspec", "matches"]),
        ],
        "optional": [
            opt("travis-removed", "The dead .travis.yml was deleted; CI is GitHub Actions only.", [".travis.yml"]),
        ],
        "questions": [
            q("Which Lua versions does cairn's CI test?", "5.1, 5.4 and luajit-2.1", ["lua-matrix"]),
            q("Why does cairn still test Lua 5.1?", "the Defold people are on plain 5.1", ["lua-matrix"]),
            q("When do cairn's tests run?", "only when the luacheck job passes", ["luacheck-gate"]),
            q("How is a cairn release published to LuaRocks?",
              "push a v* tag; the release workflow uploads the rockspec with LUAROCKS_API_KEY",
              ["luarocks-release", "rockspec-check"]),
        ],
    },
    {
        "id": "h24-cx-notebook-friday",
        "project": NOTEBOOK,
        "start": datetime(2026, 11, 27, 17, 10),
        "about": "nothing durable: Friday small talk about a conference talk, an attempted Hugo theme update that "
                 "breaks the build and is reverted",
        "steps": [
            ("user", "friday, brain's fried. did you see the FOSDEM CfP is open? I keep thinking about a talk on "
                     "maintaining nine tiny libraries alone. probably won't submit"),
            ("assistant", "That sounds like a talk a lot of people would show up for: most maintainers are in exactly "
                          "that position and rarely hear anyone talk about it honestly. Even a lightning talk would "
                          "do. No pressure though."),
            ("user", "ha. let's do something dumb instead: bump the theme module on my site to latest and see what "
                     "breaks"),
            shell("hugo mod get -u github.com/mbell/hugo-theme-inkwell && hugo --quiet 2>&1 | head -4",
                  "go: upgraded github.com/mbell/hugo-theme-inkwell v0.9.4 => v1.2.0\n"
                  "ERROR render of \"home\" failed: \"layouts/_default/baseof.html:5:12\": execute of template failed: "
                  "template: _default/baseof.html:5:12: executing \"_default/baseof.html\" at <partial "
                  "\"head/meta.html\" .>: error calling partial: function \"try\" not defined\n"
                  "Total in 212 ms\n"),
            ("assistant", "The new theme uses a template function (`try`) that your installed Hugo doesn't have; it "
                          "would need a newer Hugo. I can look up which version, or pin the theme at the previous "
                          "release."),
            ("user", "nah, not today. revert it"),
            shell("git checkout go.mod go.sum && hugo --quiet && echo BUILD-OK",
                  "BUILD-OK\n"),
            ("user", "ok, that's it, weekend. thanks anyway"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
