"""h30 Codex sessions, part a: a config parse error that only Windows users of driftwood (a Rust CLI that lints SQL
migrations) hit, driftwood's release automation for crates.io and binaries, and a broken @copperleaf/forms release
from copperleaf's release workflow."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

DRIFT = "/home/kasper/src/driftwood"
COPPER = "/home/ines/work/copperleaf"

SESSIONS = [
    {
        "id": "h30-cx-driftwood-bom-parse",
        "project": DRIFT,
        "start": datetime(2026, 11, 11, 15, 30),
        "about": "driftwood: 'TOML parse error at line 1, column 1 ... invalid key' for some Windows users; the "
                 "person's theory (TOML 1.1 syntax the toml crate doesn't support) ruled out, the pasted config "
                 "parses; real cause a UTF-8 BOM written by PowerShell 5.1's Out-File -Encoding utf8 (the README's "
                 "Windows quickstart); fix strips a leading BOM and names the file in the error; 'please retain "
                 "this' MSRV 1.78 policy with a CI job on exactly 1.78",
        "steps": [
            ("user", "third issue this week with the same error, all three on Windows:\n\n"
                     "error: TOML parse error at line 1, column 1\n  |\n1 | [rules]\n  | ^\ninvalid key\n\n"
                     "when they paste their .driftwood.toml into the issue it looks completely normal. my guess is "
                     "they copied something with TOML 1.1 syntax from a blog, newlines in inline tables or so, and "
                     "the toml crate only does 1.0"),
            shell("gh issue view 412 --json body -q .body | sed -n '/```toml/,/```/p' > /tmp/i412.toml && cat "
                  "/tmp/i412.toml && cargo run -q -- check --config /tmp/i412.toml migrations/ ; echo exit=$?",
                  "```toml\n[rules]\ndisable = [\"no-drop-column\"]\n\n[postgres]\nschema = \"app\"\n```\n"
                  "migrations/: 14 files ok\nexit=0\n"),
            ("assistant", "The config from the issue text, once I cut out the fences, parses and lints fine, and it "
                          "has no TOML 1.1 constructs: a plain table, an array, a string. A 1.1 feature would also "
                          "fail on the line where it appears, not at line 1, column 1 in front of `[rules]`. So the "
                          "problem is something in the file that doesn't survive copy and paste. Issue #415 has the "
                          "file attached as a zip, let me look at the bytes."),
            shell("unzip -p issue-415/driftwood-config.zip .driftwood.toml | xxd | head -n 2",
                  "00000000: efbb bf5b 7275 6c65 735d 0d0a 6469 7361  ...[rules]..disa\n"
                  "00000010: 626c 6520 3d20 5b22 6e6f 2d64 726f 702d  ble = [\"no-drop-\n"),
            ("assistant", "The file starts with `ef bb bf`: a UTF-8 byte order mark. It's invisible in every editor "
                          "and gets lost when you paste, which is why the issues look fine. The toml crate treats "
                          "U+FEFF as part of the first key, hence 'invalid key' at column 1. Windows PowerShell 5.1 "
                          "writes that BOM with `Out-File -Encoding utf8` and `Set-Content -Encoding UTF8`."),
            shell("rg -n -B1 -A3 'Out-File|Set-Content' README.md docs/",
                  "README.md:88:```powershell\n"
                  "README.md:89:@\"\n"
                  "README.md:90:[rules]\n"
                  "README.md:94:\"@ | Out-File -Encoding utf8 .driftwood.toml\n"
                  "README.md:95:```\n"),
            ("assistant", "And our own README's Windows quickstart produces exactly that file. Two fixes: the "
                          "loader strips one leading BOM before parsing (a BOM is legal at the start of a UTF-8 "
                          "file, we should just accept it), and the README writes the file with "
                          "`[IO.File]::WriteAllText`, which writes UTF-8 without a BOM on both PowerShell 5.1 and 7."),
            ("user", "do both. and the error should say which file it was parsing, half the people in these issues "
                     "didn't know we'd picked up a config from a parent folder"),
            shell("apply_patch < /tmp/bom.patch && rg -n 'feff|with_context' src/config/*.rs && cargo test -q "
                  "config:: 2>&1 | tail -n 4",
                  "Success. Updated the following files:\nM src/config/load.rs\nM README.md\n"
                  "M tests/config_bom.rs\n"
                  "src/config/load.rs:31:    let text = text.strip_prefix('\\u{feff}').unwrap_or(&text);\n"
                  "src/config/load.rs:33:        .with_context(|| format!(\"failed to parse {}\", path.display()))?;\n"
                  "test config_bom::utf8_bom_is_accepted ... ok\n"
                  "test config_bom::error_names_the_file ... ok\n"
                  "test result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s\n"),
            ("user", "good. please retain this, it's not written down anywhere yet: driftwood's MSRV is 1.78. it only "
                     "moves up in a minor release, never in a patch release, always with a line in the changelog. "
                     "and CI has a job that builds on exactly 1.78"),
            shell("rg -n 'rust-version' Cargo.toml crates/*/Cargo.toml; rg -n 'toolchain|1\\.78' "
                  ".github/workflows/ci.yml",
                  "Cargo.toml:9:rust-version = \"1.78\"\n"
                  ".github/workflows/ci.yml:21:      - uses: dtolnay/rust-toolchain@stable\n"),
            shell("apply_patch < /tmp/msrv-job.patch && sed -n '/^  msrv:/,/^$/p' .github/workflows/ci.yml",
                  "Success. Updated the following files:\nM .github/workflows/ci.yml\n"
                  "  msrv:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
                  "      - uses: dtolnay/rust-toolchain@1.78\n      - run: cargo build --locked --workspace\n"),
            ("assistant", "rust-version was already 1.78 in the workspace Cargo.toml, but nothing built on it; the "
                          "new `msrv` job in ci.yml uses the 1.78 toolchain with `cargo build --locked`. The BOM fix, "
                          "the error message with the file path and the README change are in the same working tree, "
                          "uncommitted."),
        ],
        "facts": [
            fact("bom-bug", "Windows users' 'TOML parse error at line 1, column 1 ... invalid key' came from a UTF-8 "
                            "BOM (ef bb bf) written by PowerShell 5.1's Out-File -Encoding utf8, as in the README's "
                            "quickstart; the loader now strips a leading BOM. TOML 1.1 syntax was not the cause.",
                 "bugfix", "assistant", ["BOM", ["Out-File", "PowerShell"]]),
            fact("msrv", "driftwood's MSRV is 1.78; it only moves up in a minor release (never a patch release) with a "
                         "changelog line; a CI job builds on exactly 1.78.",
                 "rule", "user", ["MSRV", "1.78", ["minor release", "changelog"]], remember=True),
            fact("error-path", "driftwood's config parse errors name the file that was parsed (\"failed to parse "
                               "<path>\"), since config can be picked up from a parent folder.",
                 "decision", "user", ["failed to parse", ["which file", "parent folder", "path"]]),
        ],
        "optional": [
            opt("readme-writealltext", "The README's Windows quickstart writes the config with "
                                       "[IO.File]::WriteAllText (no BOM).",
                ["WriteAllText"]),
        ],
        "questions": [
            q("Why did some Windows users get a TOML parse error at line 1, column 1?",
              "a UTF-8 BOM written by PowerShell's Out-File -Encoding utf8", ["bom-bug"]),
            q("What is driftwood's MSRV?", "1.78", ["msrv"]),
            q("What does a driftwood config parse error tell you besides the position?",
              "which file it was parsing", ["error-path"]),
            q("When may driftwood's MSRV go up?", "only in a minor release, with a line in the changelog",
              ["msrv"]),
        ],
    },
    {
        "id": "h30-cx-driftwood-crates-release",
        "project": DRIFT,
        "start": datetime(2026, 11, 24, 11, 0),
        "about": "driftwood 0.7 release automation: release-plz (release PR, changelog, crates.io publish) and "
                 "cargo-dist for binaries; lettered installer options answered 'b and c' (Homebrew tap and "
                 "shell/PowerShell installers; no npm wrapper, no MSI); crates.io trusted publishing via OIDC, the "
                 "CARGO_REGISTRY_TOKEN secret deleted after the first release; 'rememeber' (typo): only the cli "
                 "crate is tagged, as plain v0.7.0",
        "steps": [
            ("user", "0.7 is ready to go. today I cargo publish both crates by hand from my laptop and build the "
                     "windows binary in a VM. I want this automated before 0.7"),
            shell("sed -n '/\\[workspace\\]/,/^$/p' Cargo.toml && git tag --list | tail -n 4 && ls .github/workflows",
                  "[workspace]\nmembers = [\"crates/driftwood-core\", \"crates/driftwood-cli\"]\nresolver = \"2\"\n\n"
                  "v0.5.0\nv0.6.0\nv0.6.1\nv0.6.2\nci.yml\n"),
            ("assistant", "A setup that fits a two-crate workspace:\n\n"
                          "- **release-plz**: on every push to main it opens or updates a release PR that bumps "
                          "versions and writes CHANGELOG.md (git-cliff under the hood); merging the PR publishes the "
                          "changed crates to crates.io in dependency order and creates the tags and GitHub "
                          "release.\n"
                          "- **cargo-dist** (`dist`): when the tag appears, it builds driftwood for each target, "
                          "attaches archives and checksums to the GitHub release and generates installers.\n\n"
                          "Which installers should dist generate?\n"
                          "a) an npm package that downloads the binary\n"
                          "b) a Homebrew formula pushed to a tap repository\n"
                          "c) shell and PowerShell installer scripts (`curl ... | sh`, `irm ... | iex`)\n"
                          "d) an MSI for Windows"),
            ("user", "b and c"),
            shell("dist init --yes --installer homebrew --installer shell --installer powershell --tap "
                  "kasper-dev/homebrew-tap 2>&1 | tail -n 9",
                  "added [workspace.metadata.dist] to dist-workspace.toml\n"
                  "  installers: shell, powershell, homebrew\n"
                  "  tap: kasper-dev/homebrew-tap\n"
                  "  targets: aarch64-apple-darwin, x86_64-apple-darwin, x86_64-unknown-linux-musl,\n"
                  "           aarch64-unknown-linux-musl, x86_64-pc-windows-msvc\n"
                  "wrote .github/workflows/release.yml\n"
                  "✔ dist is setup!\n"),
            ("assistant", "dist is set up for five targets with the Homebrew formula and the two installer scripts. "
                          "For crates.io, the workflow needs a credential. Instead of a long-lived "
                          "CARGO_REGISTRY_TOKEN secret, crates.io supports trusted publishing: you register the "
                          "repository and workflow as a trusted publisher for each crate, and the job exchanges its "
                          "GitHub OIDC token for a short-lived publish token with rust-lang/crates-io-auth-action. "
                          "Nothing to leak or rotate."),
            ("user", "yes, trusted publishing. I'll set up the publisher on crates.io for both crates. once the first "
                     "release has gone through with it, the old CARGO_REGISTRY_TOKEN secret gets deleted"),
            shell("cat > release-plz.toml <<'EOF'\n[workspace]\nchangelog_update = true\ngit_release_enable = true\n"
                  "EOF\nrelease-plz release --dry-run 2>&1 | tail -n 4",
                  "would publish driftwood-core 0.7.0\nwould publish driftwood-cli 0.7.0\n"
                  "would create tag driftwood-core-v0.7.0\nwould create tag driftwood-cli-v0.7.0\n"),
            ("user", "no no. rememeber: we tag only the cli crate, and the tag is plain v0.7.0 like all the old tags. "
                     "driftwood-core gets published to crates.io but never tagged and gets no github release"),
            shell("cat >> release-plz.toml <<'EOF'\n\n[[package]]\nname = \"driftwood-core\"\n"
                  "git_tag_enable = false\ngit_release_enable = false\n\n[[package]]\nname = \"driftwood-cli\"\n"
                  "git_tag_name = \"v{{ version }}\"\nEOF\nrelease-plz release --dry-run 2>&1 | tail -n 3",
                  "would publish driftwood-core 0.7.0\nwould publish driftwood-cli 0.7.0\n"
                  "would create tag v0.7.0\n"),
            shell("apply_patch < /tmp/release-plz-workflow.patch && sed -n '/^  release-plz:/,/^$/p' "
                  ".github/workflows/release-plz.yml",
                  "Success. Updated the following files:\nA .github/workflows/release-plz.yml\n"
                  "  release-plz:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: write\n"
                  "      pull-requests: write\n      id-token: write\n    steps:\n"
                  "      - uses: actions/checkout@v4\n        with: { fetch-depth: 0 }\n"
                  "      - uses: dtolnay/rust-toolchain@stable\n"
                  "      - uses: rust-lang/crates-io-auth-action@v1\n        id: auth\n"
                  "      - uses: release-plz/action@v0.5\n"
                  "        env:\n          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n"
                  "          CARGO_REGISTRY_TOKEN: ${{ steps.auth.outputs.token }}\n"),
            ("assistant", "release-plz.yml gets its crates.io token from crates-io-auth-action (id-token: write), so "
                          "no repository secret is involved. The dry run now creates a single tag, v0.7.0, which "
                          "triggers dist's release.yml for the binaries and the Homebrew and installer scripts. "
                          "driftwood-core is published without a tag or GitHub release."),
        ],
        "facts": [
            fact("release-tools", "driftwood releases are automated with release-plz (release PR, changelog, "
                                  "crates.io publish) and cargo-dist (binaries, installers, GitHub release).",
                 "decision", "assistant", ["release-plz", ["cargo-dist", "dist"]]),
            fact("installers", "cargo-dist generates a Homebrew formula in the kasper-dev/homebrew-tap tap and shell "
                               "and PowerShell installer scripts; no npm package, no MSI.",
                 "config", "user", ["Homebrew", ["shell", "installer"]]),
            fact("trusted-publishing", "driftwood publishes to crates.io with trusted publishing (GitHub OIDC via "
                                       "crates-io-auth-action) instead of a long-lived CARGO_REGISTRY_TOKEN secret, "
                                       "which is deleted after the first release works.",
                 "decision", "user", ["trusted publishing", "CARGO_REGISTRY_TOKEN"]),
            fact("tags", "Only the driftwood-cli crate is tagged, as plain v<version> (v0.7.0); driftwood-core is "
                         "published to crates.io but never tagged and gets no GitHub release.",
                 "convention", "user", ["v0.7.0", "driftwood-core"], remember=True),
        ],
        "optional": [
            opt("targets", "dist builds five targets: aarch64/x86_64 apple-darwin, x86_64/aarch64 linux-musl and "
                           "x86_64-pc-windows-msvc.",
                ["x86_64-unknown-linux-musl"]),
            opt("tap", "The Homebrew formula goes to kasper-dev/homebrew-tap.", ["kasper-dev/homebrew-tap"]),
        ],
        "questions": [
            q("Which tools automate driftwood's releases?", "release-plz and cargo-dist", ["release-tools"]),
            q("How does driftwood's release workflow authenticate to crates.io?",
              "trusted publishing through GitHub OIDC, no CARGO_REGISTRY_TOKEN secret", ["trusted-publishing"]),
            q("How are driftwood release tags named?", "plain v0.7.0, only for the cli crate", ["tags"]),
        ],
    },
    {
        "id": "h30-cx-copperleaf-lockfile-incident",
        "project": COPPER,
        "start": datetime(2026, 11, 16, 8, 15),
        "about": "copperleaf incident: @copperleaf/forms 3.4.0 unusable in Vite (dist/index.mjs missing) because "
                 "the release job had been switched to pnpm install --no-frozen-lockfile and re-resolved tsup to "
                 "8.5.0, which emits dist/index.js; rules: --frozen-lockfile in every CI job (outdated lockfile "
                 "after changeset version fixed with --lockfile-only) and publint/attw on the packed tarball plus a "
                 "Vite import before publish; 3.4.1; 'you'll need this later:' npm-publish environment approvals; "
                 "near-miss 'the security team always rotates keys in March, that's theirs'",
        "steps": [
            ("user", "forms 3.4.0 is broken for everyone on vite: 'Failed to resolve entry for package "
                     "\"@copperleaf/forms\". The package may have incorrect main/module/exports specified'. it went "
                     "out last night from the release workflow. what happened?"),
            shell("cd /tmp && npm pack -s @copperleaf/forms@3.3.2 @copperleaf/forms@3.4.0 && for v in 3.3.2 3.4.0; "
                  "do echo \"== $v\"; tar -tzf copperleaf-forms-$v.tgz | rg 'dist/index'; done && tar -xzOf "
                  "copperleaf-forms-3.4.0.tgz package/package.json | jq -c '.exports[\".\"]'",
                  "== 3.3.2\npackage/dist/index.cjs\npackage/dist/index.d.cts\npackage/dist/index.d.mts\n"
                  "package/dist/index.mjs\n"
                  "== 3.4.0\npackage/dist/index.cjs\npackage/dist/index.d.cts\npackage/dist/index.d.ts\n"
                  "package/dist/index.js\n"
                  "{\"import\":\"./dist/index.mjs\",\"require\":\"./dist/index.cjs\"}\n"),
            ("assistant", "3.4.0 ships dist/index.js instead of dist/index.mjs, but its exports map still points "
                          "`import` at ./dist/index.mjs, so every ESM consumer fails to resolve the package. Nothing "
                          "in forms' own tsup config changed between the two versions, so the build tool itself must "
                          "have behaved differently. Let me look at the release run."),
            shell("gh run view 9466120385 --log | rg -n 'pnpm install|tsup v|Lockfile|frozen' | head -n 6 && git log "
                  "-3 --format='%h %an %s' -- .github/workflows/release.yml",
                  "212: release  Run pnpm install --no-frozen-lockfile\n"
                  "214: release  WARN  The lockfile is not up to date with package.json, resolving\n"
                  "388: release  @copperleaf/forms:build: CLI tsup v8.5.0\n"
                  "a5d20c1 Jonas Berg release: don't fail on outdated lockfile\n"
                  "9b81e0f Ines Duarte release workflow with changesets and provenance\n"),
            shell("rg -n -A2 '^  /tsup@|tsup:' pnpm-lock.yaml | head -n 4 && jq -r '.devDependencies.tsup' "
                  "tooling/tsup-config/package.json && git show a5d20c1 --stat --format='%b'",
                  "1184:  /tsup@8.3.5:\n"
                  "^8.3.0\n"
                  "The Version Packages run failed with ERR_PNPM_OUTDATED_LOCKFILE after changeset version bumped\n"
                  "the workspace versions. Unfreezing so releases go through.\n\n"
                  " .github/workflows/release.yml | 2 +-\n"),
            ("assistant", "That's the chain:\n"
                          "1. `changeset version` bumps versions in package.json files but doesn't touch "
                          "pnpm-lock.yaml, so the release job's frozen install "
                          "failed with ERR_PNPM_OUTDATED_LOCKFILE.\n"
                          "2. Commit a5d20c1 switched the job to `--no-frozen-lockfile` to get past that.\n"
                          "3. With the lockfile out of date, pnpm re-resolved, and tsup's range `^8.3.0` picked up "
                          "8.5.0 instead of the locked 8.3.5. That version names the ESM output dist/index.js in "
                          "packages without \"type\": \"module\", where 8.3.5 wrote .mjs.\n"
                          "4. Nothing checked the packed tarball before publish, so the mismatch went to npm.\n\n"
                          "The outdated lockfile itself is fixed by running `pnpm install --lockfile-only` as part "
                          "of the version script, so the Version Packages PR contains the updated lockfile."),
            ("user", "ok. rules from this: every CI job installs with pnpm install --frozen-lockfile, no exceptions, "
                     "and if the lockfile is out of date after changeset version, the fix is --lockfile-only in the "
                     "version script, never unfreezing. and before anything is published, the release job packs each "
                     "package, runs publint and attw on the tarball and imports it in a fresh vite project. if "
                     "that fails, nothing gets published"),
            shell("apply_patch < /tmp/release-guard.patch && rg -n 'frozen|lockfile-only|publint|attw|smoke' "
                  "package.json .github/workflows/*.yml",
                  "Success. Updated the following files:\nM package.json\nM .github/workflows/release.yml\n"
                  "A scripts/smoke-pack.mjs\n"
                  "package.json:14:    \"version-packages\": \"changeset version && pnpm install --lockfile-only\",\n"
                  ".github/workflows/ci.yml:24:      - run: pnpm install --frozen-lockfile\n"
                  ".github/workflows/release.yml:27:      - run: pnpm install --frozen-lockfile\n"
                  ".github/workflows/release.yml:31:      - run: node scripts/smoke-pack.mjs  # npm pack, publint, "
                  "attw, vite import\n"
                  ".github/workflows/changeset-check.yml:19:      - run: pnpm install --frozen-lockfile\n"),
            shell("pnpm install --lockfile-only --silent && pnpm install --frozen-lockfile --silent && pnpm turbo run "
                  "build --filter=@copperleaf/forms >/dev/null && node scripts/smoke-pack.mjs --only forms",
                  "@copperleaf/forms: packed copperleaf-forms-3.4.0.tgz\n"
                  "  publint: ok\n  attw: ok (node10, node16-cjs, node16-esm, bundler)\n"
                  "  vite import: ok (18 named exports)\n"),
            ("assistant", "With the lockfile restored (tsup back at 8.3.5) forms builds dist/index.mjs again and "
                          "passes publint, attw and the Vite import. I've added a patch changeset for forms, so the "
                          "next Version Packages PR produces 3.4.1."),
            ("user", "good. I'll run npm deprecate on 3.4.0 myself. and you'll need this later: releases wait for "
                     "approval on the npm-publish environment in github, and only Ines and Jonas can approve it. so "
                     "merging the Version Packages PR doesn't publish anything until one of us clicks approve"),
            ("user", "and no, we don't touch the org secrets while we're at it. the security team always rotates "
                     "keys in March, that's theirs"),
            shell("gh api repos/copperleaf-ui/copperleaf/environments/npm-publish --jq "
                  "'.protection_rules[] | select(.type==\"required_reviewers\") | [.reviewers[].reviewer.login] | "
                  "join(\", \")' && rg -n 'environment' .github/workflows/release.yml",
                  "ines-duarte, jonas-berg\n.github/workflows/release.yml:14:    environment: npm-publish\n"),
            ("assistant", "Confirmed: the release job runs in the npm-publish environment with ines-duarte and "
                          "jonas-berg as required reviewers. The guard changes and the forms changeset are on the "
                          "branch fix/release-guards, ready for a PR."),
        ],
        "facts": [
            fact("forms-incident", "@copperleaf/forms 3.4.0 shipped dist/index.js while its exports map pointed at "
                                   "dist/index.mjs, because the release job ran pnpm install --no-frozen-lockfile and "
                                   "re-resolved tsup from 8.3.5 to 8.5.0.",
                 "bugfix", "assistant", ["--no-frozen-lockfile", ["tsup", "index.mjs"]]),
            fact("frozen-rule", "Every copperleaf CI job installs with pnpm install --frozen-lockfile, no exceptions; "
                                "an outdated lockfile after changeset version is fixed with pnpm install "
                                "--lockfile-only in the version script, never by unfreezing.",
                 "rule", "user", ["--frozen-lockfile", "--lockfile-only"]),
            fact("smoke-pack", "Before publishing, the release job packs each package, runs publint and attw on the "
                               "tarball and imports it in a fresh Vite project; if that fails nothing is published.",
                 "rule", "user", ["publint", ["attw", "tarball"]]),
            fact("approvals", "copperleaf releases wait for approval on the npm-publish GitHub environment; only "
                              "Ines and Jonas can approve, so merging the Version Packages PR publishes nothing "
                              "until one of them approves.",
                 "fact", "user", ["npm-publish", ["Ines", "Jonas", "approve"]], remember=True),
        ],
        "optional": [
            opt("hotfix", "A patch changeset for forms produces 3.4.1; the person deprecates 3.4.0.", ["3.4.1"]),
        ],
        "questions": [
            q("Why was @copperleaf/forms 3.4.0 broken in Vite?",
              "the release job ran pnpm install --no-frozen-lockfile and tsup 8.5.0 wrote dist/index.js instead of "
              "dist/index.mjs", ["forms-incident"]),
            q("How must copperleaf CI jobs install dependencies?", "pnpm install --frozen-lockfile",
              ["frozen-rule"]),
            q("Who can approve a copperleaf release?", "only Ines and Jonas, on the npm-publish environment",
              ["approvals"]),
        ],
    },
]
